/* test-progress.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The progress file: first run, save and load bit for bit, migration of a
 * real version-1 file, damaged, newer and unwritable files, grading,
 * leeches and due counts.
 */

#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <utime.h>

#include "truco-progress-private.h"

/* 2026-03-10 12:00 UTC */
#define T0 ((TrucoFsrsTime) 1773144000000)

static char *
make_temp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("truco-progress-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir == NULL)
    {
      g_unlink (path);
      return;
    }
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      remove_tree (child);
    }
  g_rmdir (path);
}

static GBytes *
read_file (const char *path)
{
  char *contents = NULL;
  gsize len;

  if (!g_file_get_contents (path, &contents, &len, NULL))
    return NULL;
  return g_bytes_new_take (contents, len);
}

static void
write_file (const char *path,
            GBytes     *bytes)
{
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), &error);
  g_assert_no_error (error);
}

static void
assert_bytes_equal (GBytes *a,
                    GBytes *b)
{
  g_assert_nonnull (a);
  g_assert_nonnull (b);
  g_assert_cmpmem (g_bytes_get_data (a, NULL), g_bytes_get_size (a),
                   g_bytes_get_data (b, NULL), g_bytes_get_size (b));
}

static guint
count_files (const char *directory)
{
  g_autoptr(GDir) dir = g_dir_open (directory, 0, NULL);
  guint n = 0;

  g_assert_nonnull (dir);
  while (g_dir_read_name (dir) != NULL)
    n++;
  return n;
}

/* Some progress: two lessons, three skills of two variants, reviews. */
static void
fill (TrucoProgress *progress)
{
  const char *skills[] = { "envido-count", "truco-ladder", "card-rank" };
  const char *house[] = { "flor=on", NULL };
  g_autofree char *flor = truco_progress_options_digest (house);

  truco_progress_complete_lesson (progress, "ar-envido", 2);
  truco_progress_reach_lesson_step (progress, "ar-flor", 4);
  for (guint i = 0; i < 30; i++)
    {
      TrucoAnswer answer = { i % 4 != 1, i % 5 == 0, 1000 + 1700 * i };

      truco_progress_record_review (progress, i % 3 == 0 ? "ar" : "cat", i % 2 ? flor : "",
                                    skills[i % 3], &answer, T0 + i * 7 * TRUCO_FSRS_MINUTE * 31);
    }
}

static void
test_first_run (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *sub = g_build_filename (dir, "a", "b", NULL);
  g_autoptr(TrucoProgress) progress = truco_progress_new_for_directory (sub, T0);
  TrucoLessonProgress lesson;

  g_assert_cmpint (truco_progress_get_status (progress), ==, TRUCO_PROGRESS_STATUS_FIRST_RUN);
  g_assert_true (truco_progress_get_can_save (progress));
  g_assert_null (truco_progress_take_message (progress));
  g_assert_false (truco_progress_get_lesson (progress, "ar-envido", &lesson));
  g_assert_false (lesson.done);
  g_assert_cmpuint (truco_progress_get_n_reviews (progress), ==, 0);
  /* Nothing is written until there is something to keep. */
  g_assert_false (g_file_test (truco_progress_get_path (progress), G_FILE_TEST_EXISTS));
  g_assert_true (truco_progress_complete_lesson (progress, "ar-envido", 3));
  g_assert_true (g_file_test (truco_progress_get_path (progress), G_FILE_TEST_EXISTS));

  remove_tree (dir);
}

static void
assert_same_progress (TrucoProgress *a,
                      TrucoProgress *b)
{
  g_auto(GStrv) la = truco_progress_dup_lesson_ids (a);
  g_auto(GStrv) lb = truco_progress_dup_lesson_ids (b);

  g_assert_true (g_strv_equal ((const char * const *) la, (const char * const *) lb));
  for (guint i = 0; la[i] != NULL; i++)
    {
      TrucoLessonProgress x, y;

      g_assert_true (truco_progress_get_lesson (a, la[i], &x));
      g_assert_true (truco_progress_get_lesson (b, la[i], &y));
      g_assert_cmpint (x.done, ==, y.done);
      g_assert_cmpuint (x.stars, ==, y.stars);
      g_assert_cmpuint (x.last_step, ==, y.last_step);
      g_assert_cmpint (x.earned_known, ==, y.earned_known);
      g_assert_cmpuint (x.n_mistakes, ==, y.n_mistakes);
      g_assert_cmpuint (x.n_hints, ==, y.n_hints);
    }
  g_assert_cmpuint (truco_progress_get_n_cards (a), ==, truco_progress_get_n_cards (b));
  for (guint i = 0; i < truco_progress_get_n_cards (a); i++)
    {
      const TrucoSkillCard *x = truco_progress_get_card (a, i);
      const TrucoSkillCard *y = truco_progress_get_card (b, i);

      g_assert_cmpstr (x->variant, ==, y->variant);
      g_assert_cmpstr (x->options, ==, y->options);
      g_assert_cmpstr (x->skill, ==, y->skill);
      /* Bit for bit, stability and difficulty included. */
      g_assert_cmpint (x->card.state, ==, y->card.state);
      g_assert_cmpuint (x->card.step, ==, y->card.step);
      g_assert_cmpmem (&x->card.stability, sizeof (double), &y->card.stability, sizeof (double));
      g_assert_cmpmem (&x->card.difficulty, sizeof (double), &y->card.difficulty, sizeof (double));
      g_assert_cmpint (x->card.due, ==, y->card.due);
      g_assert_cmpint (x->card.last_review, ==, y->card.last_review);
      g_assert_cmpuint (x->card.scheduled_days, ==, y->card.scheduled_days);
      g_assert_cmpuint (x->card.reps, ==, y->card.reps);
      g_assert_cmpuint (x->card.lapses, ==, y->card.lapses);
      g_assert_cmpuint (x->fails, ==, y->fails);
      g_assert_cmpuint (x->fast_streak, ==, y->fast_streak);
    }
  g_assert_cmpuint (truco_progress_get_n_reviews (a), ==, truco_progress_get_n_reviews (b));
  for (guint i = 0; i < truco_progress_get_n_reviews (a); i++)
    {
      const TrucoReview *x = truco_progress_get_review (a, i);
      const TrucoReview *y = truco_progress_get_review (b, i);

      g_assert_cmpint (x->time, ==, y->time);
      g_assert_cmpstr (x->skill->skill, ==, y->skill->skill);
      g_assert_cmpstr (x->skill->variant, ==, y->skill->variant);
      g_assert_cmpint (x->rating, ==, y->rating);
      g_assert_cmpint (x->correct, ==, y->correct);
      g_assert_cmpint (x->hinted, ==, y->hinted);
      g_assert_cmpuint (x->duration_ms, ==, y->duration_ms);
    }
}

static void
test_save_load (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autoptr(TrucoProgress) first = truco_progress_new_for_directory (dir, T0);
  g_autoptr(TrucoProgress) second = NULL;
  g_autoptr(GBytes) on_disk = NULL;
  g_autoptr(GBytes) again = NULL;
  g_autoptr(GBytes) serialized = NULL;
  TrucoLessonProgress lesson;

  fill (first);
  g_assert_cmpuint (truco_progress_get_n_reviews (first), ==, 30);
  g_assert_cmpuint (truco_progress_get_n_cards (first), ==, 6);

  /* Every review was saved as it was answered. */
  on_disk = read_file (truco_progress_get_path (first));
  serialized = truco_progress_serialize (first);
  assert_bytes_equal (on_disk, serialized);

  second = truco_progress_new_for_directory (dir, T0);
  g_assert_cmpint (truco_progress_get_status (second), ==, TRUCO_PROGRESS_STATUS_OK);
  g_assert_null (truco_progress_take_message (second));
  assert_same_progress (first, second);
  again = truco_progress_serialize (second);
  assert_bytes_equal (on_disk, again);

  g_assert_true (truco_progress_get_lesson (second, "ar-envido", &lesson));
  g_assert_true (lesson.done);
  g_assert_cmpuint (lesson.stars, ==, 2);
  g_assert_true (truco_progress_get_lesson (second, "ar-flor", &lesson));
  g_assert_false (lesson.done);
  g_assert_cmpuint (lesson.last_step, ==, 4);

  /* Stars keep the best attempt. */
  truco_progress_complete_lesson (second, "ar-envido", 1);
  truco_progress_get_lesson (second, "ar-envido", &lesson);
  g_assert_cmpuint (lesson.stars, ==, 2);
  truco_progress_complete_lesson (second, "ar-envido", 3);
  truco_progress_get_lesson (second, "ar-envido", &lesson);
  g_assert_cmpuint (lesson.stars, ==, 3);

  remove_tree (dir);
}

/* The lessons version 1 knew, and the file it wrote for them: committed as
 * tests/teach/progress-v1.gvariant. */
static TrucoProgress *
v1_progress (void)
{
  TrucoProgress *progress = truco_progress_new_in_memory ();

  truco_progress_complete_lesson (progress, "ar-deck", 3);
  truco_progress_complete_lesson (progress, "ar-ranking", 1);
  truco_progress_reach_lesson_step (progress, "ar-envido", 5);
  truco_progress_reach_lesson_step (progress, "cat-what-changes", 0);
  return progress;
}

static void
test_migrate_v1 (void)
{
  g_autofree char *fixture = g_test_build_filename (G_TEST_DIST, "progress-v1.gvariant", NULL);
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, TRUCO_PROGRESS_FILE_NAME, NULL);
  g_autofree char *old_path = g_strconcat (path, ".v1", NULL);
  g_autoptr(TrucoProgress) expected = v1_progress ();
  g_autoptr(GBytes) written_by_v1 = truco_progress_serialize_v1 (expected);
  g_autoptr(GBytes) v1 = NULL;
  g_autoptr(TrucoProgress) progress = NULL;
  g_autoptr(TrucoProgress) reloaded = NULL;
  g_autoptr(GBytes) kept = NULL;
  TrucoLessonProgress lesson;

  /* The fixture is what the version-1 writer makes of those lessons. */
  if (g_getenv ("TRUCO_WRITE_V1_FIXTURE") != NULL)
    write_file (fixture, written_by_v1);
  v1 = read_file (fixture);
  assert_bytes_equal (v1, written_by_v1);

  write_file (path, v1);
  progress = truco_progress_new_for_directory (dir, T0);
  g_assert_cmpint (truco_progress_get_status (progress), ==, TRUCO_PROGRESS_STATUS_MIGRATED);
  g_assert_null (truco_progress_take_message (progress));
  assert_same_progress (expected, progress);
  g_assert_true (truco_progress_get_lesson (progress, "ar-envido", &lesson));
  g_assert_false (lesson.done);
  g_assert_cmpuint (lesson.last_step, ==, 5);
  g_assert_cmpuint (truco_progress_get_n_reviews (progress), ==, 0);

  /* Rewritten as the current version at once; the version-1 file kept
   * beside it. */
  kept = read_file (old_path);
  assert_bytes_equal (kept, v1);
  reloaded = truco_progress_new_for_directory (dir, T0);
  g_assert_cmpint (truco_progress_get_status (reloaded), ==, TRUCO_PROGRESS_STATUS_OK);
  assert_same_progress (expected, reloaded);

  remove_tree (dir);
}

/* The bytes of @bytes with every number in the other byte order: what a
 * big-endian machine that wrote its own order made of the same progress. */
static GBytes *
byteswapped (GBytes *bytes)
{
  g_autoptr(GVariant) envelope = g_variant_ref_sink (g_variant_new_from_bytes (G_VARIANT_TYPE ("(suv)"), bytes, FALSE));
  g_autoptr(GVariant) swapped = g_variant_byteswap (envelope);

  return g_variant_get_data_as_bytes (swapped);
}

/* The file is little-endian on every machine: the version after the magic
 * (and its nul, aligned to 4) reads 2, 0, 0, 0.  A big-endian file is read
 * whole and written again little-endian; a big-endian file with damage is
 * refused as any damaged file is. */
static void
test_byte_order (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, TRUCO_PROGRESS_FILE_NAME, NULL);
  g_autoptr(TrucoProgress) expected = truco_progress_new_in_memory ();
  g_autoptr(TrucoProgress) progress = NULL;
  g_autoptr(TrucoProgress) parser = truco_progress_new_in_memory ();
  g_autoptr(GBytes) little = NULL;
  g_autoptr(GBytes) big = NULL;
  g_autoptr(GBytes) rewritten = NULL;
  g_autoptr(GBytes) damaged = NULL;
  const char *magic = "io.github.truquero.Truquero.progress";
  gsize at = (strlen (magic) + 1 + 3) / 4 * 4;
  const guint8 *data;
  gsize size;

  fill (expected);
  little = truco_progress_serialize (expected);
  data = g_bytes_get_data (little, &size);
  g_assert_cmpuint (size, >, at + 4);
  g_assert_cmpmem (data, strlen (magic), magic, strlen (magic));
  g_assert_cmpuint (data[at], ==, TRUCO_PROGRESS_VERSION);
  g_assert_cmpuint (data[at + 1], ==, 0);
  g_assert_cmpuint (data[at + 2], ==, 0);
  g_assert_cmpuint (data[at + 3], ==, 0);

  /* The same progress big-endian: other bytes, same contents. */
  big = byteswapped (little);
  g_assert_false (g_bytes_equal (big, little));
  g_assert_cmpint (truco_progress_parse (parser, big), ==, TRUCO_PROGRESS_PARSE_SWAPPED);
  assert_same_progress (expected, parser);

  write_file (path, big);
  progress = truco_progress_new_for_directory (dir, T0);
  g_assert_cmpint (truco_progress_get_status (progress), ==, TRUCO_PROGRESS_STATUS_OK);
  g_assert_null (truco_progress_take_message (progress));
  assert_same_progress (expected, progress);
  rewritten = read_file (path);
  assert_bytes_equal (rewritten, little);
  g_clear_object (&progress);

  /* Damaged after the swap: refused, kept aside, a fresh start. */
  {
    g_autofree guint8 *copy = g_memdup2 (g_bytes_get_data (big, NULL), g_bytes_get_size (big));

    copy[g_bytes_get_size (big) - 12] ^= 0x40;
    damaged = g_bytes_new (copy, g_bytes_get_size (big));
  }
  g_assert_cmpint (truco_progress_parse (parser, damaged), ==, TRUCO_PROGRESS_PARSE_CORRUPT);
  g_assert_cmpuint (truco_progress_get_n_reviews (parser), ==, 0);

  remove_tree (dir);
}

/* A card moves to another digest with its reviews, saved; never onto a
 * card that is there already. */
static void
test_move_card (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autoptr(TrucoProgress) progress = truco_progress_new_for_directory (dir, T0);
  g_autoptr(TrucoProgress) reloaded = NULL;
  TrucoAnswer right = { TRUE, FALSE, 3000 };
  const TrucoSkillCard *card;

  truco_progress_record_review (progress, "ar", "abc", "envido-count", &right, T0);
  truco_progress_record_review (progress, "ar", "abc", "falta-value", &right, T0);
  truco_progress_record_review (progress, "ar", "", "falta-value", &right, T0);

  g_assert_true (truco_progress_move_card (progress, "ar", "abc", "", "envido-count"));
  g_assert_null (truco_progress_lookup_card (progress, "ar", "abc", "envido-count"));
  card = truco_progress_lookup_card (progress, "ar", "", "envido-count");
  g_assert_nonnull (card);
  g_assert_cmpuint (card->card.reps, ==, 1);
  g_assert_true (truco_progress_get_review (progress, 0)->skill == card);
  /* Not onto a card there already, not from nothing, not onto itself. */
  g_assert_false (truco_progress_move_card (progress, "ar", "abc", "", "falta-value"));
  g_assert_false (truco_progress_move_card (progress, "ar", "abc", "", "envido-count"));
  g_assert_false (truco_progress_move_card (progress, "ar", "", "", "falta-value"));
  g_assert_nonnull (truco_progress_lookup_card (progress, "ar", "abc", "falta-value"));

  reloaded = truco_progress_new_for_directory (dir, T0);
  g_assert_cmpint (truco_progress_get_status (reloaded), ==, TRUCO_PROGRESS_STATUS_OK);
  assert_same_progress (progress, reloaded);
  g_assert_nonnull (truco_progress_lookup_card (reloaded, "ar", "", "envido-count"));

  remove_tree (dir);
}

static void
assert_recovers (GBytes *damaged)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, TRUCO_PROGRESS_FILE_NAME, NULL);
  g_autoptr(TrucoProgress) progress = NULL;
  g_autoptr(TrucoProgress) reloaded = NULL;
  g_autoptr(GBytes) backup = NULL;
  g_autofree char *message = NULL;
  TrucoAnswer answer = { TRUE, FALSE, 5000 };

  write_file (path, damaged);
  progress = truco_progress_new_for_directory (dir, T0);
  g_assert_cmpint (truco_progress_get_status (progress), ==, TRUCO_PROGRESS_STATUS_RECOVERED);
  g_assert_true (truco_progress_get_can_save (progress));
  /* Told once. */
  message = truco_progress_take_message (progress);
  g_assert_nonnull (message);
  g_assert_null (truco_progress_take_message (progress));
  /* The damaged file kept aside, as it was; a clean start. */
  g_assert_nonnull (truco_progress_get_backup_path (progress));
  g_assert_true (g_str_has_prefix (truco_progress_get_backup_path (progress), path));
  backup = read_file (truco_progress_get_backup_path (progress));
  assert_bytes_equal (backup, damaged);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (truco_progress_get_n_reviews (progress), ==, 0);

  truco_progress_record_review (progress, "ar", NULL, "envido-count", &answer, T0);
  reloaded = truco_progress_new_for_directory (dir, T0);
  g_assert_cmpint (truco_progress_get_status (reloaded), ==, TRUCO_PROGRESS_STATUS_OK);
  g_assert_cmpuint (truco_progress_get_n_reviews (reloaded), ==, 1);

  remove_tree (dir);
}

static void
test_corrupt (void)
{
  g_autoptr(TrucoProgress) progress = truco_progress_new_in_memory ();
  g_autoptr(TrucoProgress) parser = truco_progress_new_in_memory ();
  g_autoptr(GBytes) good = NULL;
  const char *garbage[] = { "", "\n", "hello", "io.github.truquero.Truquero.progress" };
  gsize size;
  const guint8 *data;
  guint n_ok;

  fill (progress);
  good = truco_progress_serialize (progress);
  data = g_bytes_get_data (good, &size);

  /* Every truncation of a real file is caught (exhaustive). */
  for (gsize len = 0; len < size; len++)
    {
      g_autoptr(GBytes) cut = g_bytes_new (data, len);

      g_assert_cmpint (truco_progress_parse (parser, cut), ==, TRUCO_PROGRESS_PARSE_CORRUPT);
      g_assert_cmpuint (truco_progress_get_n_reviews (parser), ==, 0);
    }
  /* Some through the whole path: renamed aside, told, clean start. */
  for (gsize len = 0; len < size; len += size / 7)
    {
      g_autoptr(GBytes) cut = g_bytes_new (data, len);

      assert_recovers (cut);
    }
  for (guint i = 0; i < G_N_ELEMENTS (garbage); i++)
    {
      g_autoptr(GBytes) bytes = g_bytes_new_static (garbage[i], strlen (garbage[i]));

      assert_recovers (bytes);
    }

  /* Every single flipped byte either is caught or still reads as a
   * consistent file (a flipped bit of a stability may still be one). */
  n_ok = 0;
  for (gsize i = 0; i < size; i++)
    {
      g_autofree guint8 *copy = g_memdup2 (data, size);
      g_autoptr(GBytes) flipped = NULL;
      TrucoProgressParse result;

      copy[i] ^= 0x5a;
      flipped = g_bytes_new (copy, size);
      result = truco_progress_parse (parser, flipped);
      /* (A flip in the version makes a "newer" file.) */
      g_assert_true (result == TRUCO_PROGRESS_PARSE_OK || result == TRUCO_PROGRESS_PARSE_CORRUPT
                     || result == TRUCO_PROGRESS_PARSE_NEWER);
      g_assert_true (result == TRUCO_PROGRESS_PARSE_OK || truco_progress_get_n_reviews (parser) == 0);
      if (result == TRUCO_PROGRESS_PARSE_OK)
        {
          g_autoptr(GBytes) again = truco_progress_serialize (parser);

          assert_bytes_equal (again, flipped);
          n_ok++;
        }
    }
  g_test_message ("%u of %" G_GSIZE_FORMAT " one-byte changes still read as a consistent file", n_ok, size);
  g_assert_cmpuint (n_ok, <, size);
}

static GBytes *
envelope (const char *magic,
          guint32     version,
          GVariant   *payload)
{
  g_autoptr(GVariant) v = g_variant_ref_sink (g_variant_new ("(suv)", magic, version, payload));

  return g_variant_get_data_as_bytes (v);
}

static void
test_unknown (void)
{
  g_autoptr(GBytes) version0 = envelope ("io.github.truquero.Truquero.progress", 0, g_variant_new_string ("x"));
  g_autoptr(GBytes) other_magic = envelope ("org.example.progress", 2, g_variant_new_string ("x"));
  g_autoptr(GBytes) wrong_type = envelope ("io.github.truquero.Truquero.progress", 2, g_variant_new_string ("x"));
  g_autoptr(GBytes) v1_typed_as_v2 = envelope ("io.github.truquero.Truquero.progress", 2,
                                              g_variant_new_parsed ("[('ar-deck', true, uint32 1, uint32 2)]"));
  const char *bad_payloads[] = {
    /* Stars out of range, a duplicate lesson, an empty id, a control character. */
    "([('a', true, uint32 9, uint32 0)], @a(sssuuddxxuuuuu) [], (@au [], @ax [], @ay [], @ay [], @au []))",
    "([('a', true, uint32 1, uint32 0), ('a', true, uint32 1, uint32 0)], @a(sssuuddxxuuuuu) [], (@au [], @ax [], @ay [], @ay [], @au []))",
    "([('', true, uint32 1, uint32 0)], @a(sssuuddxxuuuuu) [], (@au [], @ax [], @ay [], @ay [], @au []))",
    "([('a\\tb', true, uint32 1, uint32 0)], @a(sssuuddxxuuuuu) [], (@au [], @ax [], @ay [], @ay [], @au []))",
    /* A review of a card that is not there; a rating of 7. */
    "(@a(sbuu) [], [('ar', '', 's', uint32 2, uint32 0, 3.0, 5.0, int64 0, int64 0, uint32 3, uint32 1, uint32 0, uint32 0, uint32 0)], ([uint32 1], [int64 0], [byte 3], [byte 1], [uint32 0]))",
    "(@a(sbuu) [], [('ar', '', 's', uint32 2, uint32 0, 3.0, 5.0, int64 0, int64 0, uint32 3, uint32 1, uint32 0, uint32 0, uint32 0)], ([uint32 0], [int64 0], [byte 7], [byte 1], [uint32 0]))",
    /* Times out of any calendar (they would overflow the arithmetic). */
    "(@a(sbuu) [], [('ar', '', 's', uint32 2, uint32 0, 3.0, 5.0, int64 0, int64 -9223370263134775808, uint32 3, uint32 1, uint32 0, uint32 0, uint32 0)], (@au [], @ax [], @ay [], @ay [], @au []))",
    "(@a(sbuu) [], [('ar', '', 's', uint32 2, uint32 0, 3.0, 5.0, int64 9223370263134775808, int64 0, uint32 3, uint32 1, uint32 0, uint32 0, uint32 0)], (@au [], @ax [], @ay [], @ay [], @au []))",
    "(@a(sbuu) [], [('ar', '', 's', uint32 2, uint32 0, 3.0, 5.0, int64 0, int64 0, uint32 3, uint32 1, uint32 0, uint32 0, uint32 0)], ([uint32 0], [int64 -5], [byte 3], [byte 1], [uint32 0]))",
    /* Columns of different lengths. */
    "(@a(sbuu) [], [('ar', '', 's', uint32 2, uint32 0, 3.0, 5.0, int64 0, int64 0, uint32 3, uint32 1, uint32 0, uint32 0, uint32 0)], ([uint32 0, 0], [int64 0], [byte 3], [byte 1], [uint32 0]))",
    /* A difficulty of 11, a negative stability, a card twice. */
    "(@a(sbuu) [], [('ar', '', 's', uint32 2, uint32 0, 3.0, 11.0, int64 0, int64 0, uint32 3, uint32 1, uint32 0, uint32 0, uint32 0)], (@au [], @ax [], @ay [], @ay [], @au []))",
    "(@a(sbuu) [], [('ar', '', 's', uint32 2, uint32 0, -3.0, 5.0, int64 0, int64 0, uint32 3, uint32 1, uint32 0, uint32 0, uint32 0)], (@au [], @ax [], @ay [], @ay [], @au []))",
    "(@a(sbuu) [], [('ar', '', 's', uint32 2, uint32 0, 3.0, 5.0, int64 0, int64 0, uint32 3, uint32 1, uint32 0, uint32 0, uint32 0), ('ar', '', 's', uint32 2, uint32 0, 3.0, 5.0, int64 0, int64 0, uint32 3, uint32 1, uint32 0, uint32 0, uint32 0)], (@au [], @ax [], @ay [], @ay [], @au []))",
  };

  assert_recovers (version0);
  assert_recovers (other_magic);
  assert_recovers (wrong_type);
  assert_recovers (v1_typed_as_v2);
  for (guint i = 0; i < G_N_ELEMENTS (bad_payloads); i++)
    {
      g_autoptr(GError) error = NULL;
      GVariant *payload = g_variant_parse (NULL, bad_payloads[i], NULL, NULL, &error);
      g_autoptr(GBytes) bytes = NULL;

      g_assert_no_error (error);
      bytes = envelope ("io.github.truquero.Truquero.progress", 2, payload);
      assert_recovers (bytes);
    }
}

static void
test_too_big (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, TRUCO_PROGRESS_FILE_NAME, NULL);
  g_autoptr(TrucoProgress) progress = NULL;
  FILE *file = g_fopen (path, "wb");

  /* A sparse file far bigger than the limit: not read whole. */
  g_assert_nonnull (file);
  g_assert_cmpint (ftruncate (fileno (file), (off_t) TRUCO_PROGRESS_MAX_FILE_SIZE * 64), ==, 0);
  fclose (file);

  progress = truco_progress_new_for_directory (dir, T0);
  g_assert_cmpint (truco_progress_get_status (progress), ==, TRUCO_PROGRESS_STATUS_RECOVERED);
  g_assert_nonnull (truco_progress_get_backup_path (progress));
  remove_tree (dir);
}

static void
test_newer (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, TRUCO_PROGRESS_FILE_NAME, NULL);
  g_autoptr(GBytes) newer = envelope ("io.github.truquero.Truquero.progress", TRUCO_PROGRESS_VERSION + 1,
                                      g_variant_new_string ("whatever the next version keeps"));
  g_autoptr(TrucoProgress) progress = NULL;
  g_autoptr(GBytes) after = NULL;
  g_autofree char *message = NULL;
  TrucoAnswer answer = { TRUE, FALSE, 5000 };

  write_file (path, newer);
  progress = truco_progress_new_for_directory (dir, T0);
  g_assert_cmpint (truco_progress_get_status (progress), ==, TRUCO_PROGRESS_STATUS_NEWER);
  g_assert_false (truco_progress_get_can_save (progress));
  message = truco_progress_take_message (progress);
  g_assert_nonnull (message);

  /* Everything works; nothing is written; no second message. */
  g_assert_false (truco_progress_complete_lesson (progress, "ar-deck", 3));
  truco_progress_record_review (progress, "ar", NULL, "envido-count", &answer, T0);
  g_assert_cmpuint (truco_progress_get_n_reviews (progress), ==, 1);
  g_assert_null (truco_progress_take_message (progress));
  after = read_file (path);
  assert_bytes_equal (after, newer);
  g_assert_cmpuint (count_files (dir), ==, 1);

  remove_tree (dir);
}

static void
test_read_only (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *blocker = g_build_filename (dir, "not-a-directory", NULL);
  g_autofree char *inside = g_build_filename (blocker, "progress", NULL);
  g_autoptr(TrucoProgress) progress = NULL;
  g_autofree char *message = NULL;
  TrucoAnswer answer = { TRUE, FALSE, 5000 };

  /* The directory cannot be made. */
  g_assert_true (g_file_set_contents (blocker, "", 0, NULL));
  progress = truco_progress_new_for_directory (inside, T0);
  g_assert_cmpint (truco_progress_get_status (progress), ==, TRUCO_PROGRESS_STATUS_READ_ONLY);
  g_assert_false (truco_progress_get_can_save (progress));
  message = truco_progress_take_message (progress);
  g_assert_nonnull (message);
  g_assert_false (truco_progress_complete_lesson (progress, "ar-deck", 2));
  truco_progress_record_review (progress, "ar", NULL, "envido-count", &answer, T0);
  g_assert_cmpuint (truco_progress_get_n_reviews (progress), ==, 1);
  g_assert_null (truco_progress_take_message (progress));

  /* A directory without write permission, with a file in it: read, not
   * written.  (Root writes anyway: then only the case above is tested.) */
  if (geteuid () != 0)
    {
      g_autofree char *locked = g_build_filename (dir, "locked", NULL);
      g_autoptr(TrucoProgress) first = truco_progress_new_for_directory (locked, T0);
      g_autoptr(TrucoProgress) second = NULL;
      g_autoptr(GBytes) before = NULL;
      g_autoptr(GBytes) after = NULL;
      g_autofree char *told = NULL;

      truco_progress_complete_lesson (first, "ar-deck", 2);
      before = read_file (truco_progress_get_path (first));
      g_assert_cmpint (g_chmod (locked, 0555), ==, 0);
      second = truco_progress_new_for_directory (locked, T0);
      g_assert_cmpint (truco_progress_get_status (second), ==, TRUCO_PROGRESS_STATUS_READ_ONLY);
      g_assert_true (truco_progress_get_lesson (second, "ar-deck", NULL));
      told = truco_progress_take_message (second);
      g_assert_nonnull (told);
      g_assert_false (truco_progress_complete_lesson (second, "ar-flor", 1));
      g_assert_null (truco_progress_take_message (second));
      after = read_file (truco_progress_get_path (second));
      assert_bytes_equal (before, after);
      g_chmod (locked, 0755);
    }
  else
    g_test_message ("running as root: a directory without write permission is writable");

  remove_tree (dir);
}

/* The directory goes away after loading: the first save that fails tells
 * the learner, once.  The failed save logs a warning, checked from outside
 * (structured logging), in a subprocess. */
static void
test_read_only_save_fails (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *writable = NULL;
  g_autoptr(TrucoProgress) progress = NULL;
  g_autofree char *message = NULL;
  TrucoAnswer answer = { TRUE, FALSE, 5000 };
  guint notified = 0;

  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, 0, 0);
      g_test_trap_assert_passed ();
      g_test_trap_assert_stderr ("*Cannot save the progress*");
      return;
    }
  g_log_set_always_fatal (G_LOG_FATAL_MASK);

  dir = make_temp_dir ();
  writable = g_build_filename (dir, "writable", NULL);
  progress = truco_progress_new_for_directory (writable, T0);
  g_assert_true (truco_progress_get_can_save (progress));
  g_signal_connect_swapped (progress, "notify::message", G_CALLBACK (g_atomic_int_inc), &notified);
  remove_tree (writable);
  g_assert_true (g_file_set_contents (writable, "", 0, NULL));

  for (guint i = 0; i < 5; i++)
    truco_progress_record_review (progress, "ar", NULL, "envido-count", &answer, T0 + i);
  g_assert_cmpuint (truco_progress_get_n_reviews (progress), ==, 5);
  g_assert_false (truco_progress_get_can_save (progress));
  g_assert_cmpuint (notified, ==, 1);
  message = truco_progress_take_message (progress);
  g_assert_nonnull (message);
  g_assert_null (truco_progress_take_message (progress));
  remove_tree (dir);
}

static void
test_stale_temporaries (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *temp = g_build_filename (dir, TRUCO_PROGRESS_FILE_NAME ".tmp-Ab3xYz", NULL);
  g_autofree char *other = g_build_filename (dir, "notes.txt", NULL);
  g_autoptr(TrucoProgress) progress = NULL;
  struct utimbuf old = { 1000, 1000 };

  /* What a writer killed before its rename left behind long ago is
   * removed; nothing else is. */
  g_assert_true (g_file_set_contents (temp, "half", 4, NULL));
  g_assert_cmpint (g_utime (temp, &old), ==, 0);
  g_assert_true (g_file_set_contents (other, "mine", 4, NULL));
  progress = truco_progress_new_for_directory (dir, T0);
  g_assert_false (g_file_test (temp, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (other, G_FILE_TEST_EXISTS));
  remove_tree (dir);
}

static void
test_grading (void)
{
  g_autoptr(TrucoProgress) progress = truco_progress_new_in_memory ();
  const struct {
    TrucoAnswer answer;
    TrucoRating rating;
  } cases[] = {
    { { FALSE, FALSE, 3000 }, TRUCO_RATING_AGAIN },
    { { FALSE, TRUE, 3000 }, TRUCO_RATING_AGAIN },
    { { TRUE, TRUE, 3000 }, TRUCO_RATING_HARD },
    { { TRUE, FALSE, TRUCO_ANSWER_SLOW_MS + 1 }, TRUCO_RATING_HARD },
    { { TRUE, FALSE, TRUCO_ANSWER_SLOW_MS }, TRUCO_RATING_GOOD },
    { { TRUE, FALSE, 0 }, TRUCO_RATING_GOOD },
    { { TRUE, FALSE, TRUCO_ANSWER_FAST_MS + 1 }, TRUCO_RATING_GOOD },
    /* Fast: Good, Good, then Easy from the third in a row. */
    { { TRUE, FALSE, TRUCO_ANSWER_FAST_MS }, TRUCO_RATING_GOOD },
    { { TRUE, FALSE, 2000 }, TRUCO_RATING_GOOD },
    { { TRUE, FALSE, 2000 }, TRUCO_RATING_EASY },
    { { TRUE, FALSE, 2000 }, TRUCO_RATING_EASY },
    /* A hint breaks the streak. */
    { { TRUE, TRUE, 2000 }, TRUCO_RATING_HARD },
    { { TRUE, FALSE, 2000 }, TRUCO_RATING_GOOD },
    { { TRUE, FALSE, 2000 }, TRUCO_RATING_GOOD },
    { { TRUE, FALSE, 2000 }, TRUCO_RATING_EASY },
    /* So does a mistake. */
    { { FALSE, FALSE, 2000 }, TRUCO_RATING_AGAIN },
    { { TRUE, FALSE, 2000 }, TRUCO_RATING_GOOD },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TrucoRating predicted = truco_progress_grade (progress, "ar", NULL, "s", &cases[i].answer);
      TrucoRating rating = truco_progress_record_review (progress, "ar", NULL, "s", &cases[i].answer,
                                                         T0 + i * TRUCO_FSRS_DAY);

      g_assert_cmpint (predicted, ==, cases[i].rating);
      g_assert_cmpint (rating, ==, cases[i].rating);
      g_assert_cmpint (truco_progress_get_review (progress, i)->rating, ==, cases[i].rating);
    }
}

static void
test_leech (void)
{
  g_autoptr(TrucoProgress) progress = truco_progress_new_in_memory ();
  TrucoAnswer wrong = { FALSE, FALSE, 4000 };
  TrucoAnswer right = { TRUE, FALSE, 4000 };

  g_assert_false (truco_progress_is_leech (progress, "ar", NULL, "s"));
  for (guint i = 0; i < TRUCO_PROGRESS_LEECH_FAILS; i++)
    {
      g_assert_false (truco_progress_is_leech (progress, "ar", NULL, "s"));
      truco_progress_record_review (progress, "ar", NULL, "s", &wrong, T0 + i * TRUCO_FSRS_DAY);
      /* Right answers between failures do not clear the count. */
      truco_progress_record_review (progress, "ar", NULL, "s", &right, T0 + i * TRUCO_FSRS_DAY + 1000);
    }
  g_assert_true (truco_progress_is_leech (progress, "ar", NULL, "s"));
  /* Only that skill, that variant. */
  g_assert_false (truco_progress_is_leech (progress, "cat", NULL, "s"));
  truco_progress_forgive_leech (progress, "ar", NULL, "s");
  g_assert_false (truco_progress_is_leech (progress, "ar", NULL, "s"));
  g_assert_cmpuint (truco_progress_lookup_card (progress, "ar", NULL, "s")->card.reps, ==, 2 * TRUCO_PROGRESS_LEECH_FAILS);
}

static void
test_options_digest (void)
{
  const char *a[] = { "flor=on", "falta=chico", NULL };
  const char *b[] = { "falta=chico", "flor=on", NULL };
  const char *c[] = { "flor=off", "falta=chico", NULL };
  const char *none[] = { NULL };
  g_autofree char *da = truco_progress_options_digest (a);
  g_autofree char *db = truco_progress_options_digest (b);
  g_autofree char *dc = truco_progress_options_digest (c);
  g_autofree char *dn = truco_progress_options_digest (none);
  g_autofree char *dnull = truco_progress_options_digest (NULL);
  g_autoptr(TrucoProgress) progress = truco_progress_new_in_memory ();
  TrucoAnswer right = { TRUE, FALSE, 4000 };

  g_assert_cmpstr (da, ==, db);
  g_assert_cmpstr (da, !=, dc);
  g_assert_cmpuint (strlen (da), ==, 12);
  g_assert_cmpstr (dn, ==, "");
  g_assert_cmpstr (dnull, ==, "");

  /* Another set of house rules is another card. */
  truco_progress_record_review (progress, "ar", da, "envido-count", &right, T0);
  g_assert_nonnull (truco_progress_lookup_card (progress, "ar", db, "envido-count"));
  g_assert_null (truco_progress_lookup_card (progress, "ar", dc, "envido-count"));
  g_assert_null (truco_progress_lookup_card (progress, "ar", NULL, "envido-count"));
}

/* A skill in review, due at @due. */
static void
schedule_at (TrucoProgress *progress,
             const char    *skill,
             TrucoFsrsTime  last,
             TrucoFsrsTime  due)
{
  TrucoAnswer right = { TRUE, FALSE, 0 };
  TrucoSkillCard *card;

  /* Two right answers a day apart graduate the skill; then its due time
   * is set by hand. */
  truco_progress_record_review (progress, "ar", NULL, skill, &right, last - TRUCO_FSRS_DAY);
  truco_progress_record_review (progress, "ar", NULL, skill, &right, last);
  card = (TrucoSkillCard *) truco_progress_lookup_card (progress, "ar", NULL, skill);
  g_assert_cmpint (card->card.state, ==, TRUCO_CARD_REVIEW);
  card->card.due = due;
}

static void
test_due_counts (void)
{
  g_autoptr(TrucoProgress) progress = truco_progress_new_in_memory ();
  g_autoptr(GTimeZone) utc = g_time_zone_new_utc ();
  g_autoptr(GTimeZone) madrid = g_time_zone_new_identifier ("Europe/Madrid");
  g_autoptr(GTimeZone) buenos_aires = g_time_zone_new_identifier ("America/Argentina/Buenos_Aires");
  /* 2026-03-10 23:59 and 2026-03-11 00:01, UTC. */
  TrucoFsrsTime midnight = 1773187200000;
  TrucoFsrsTime before = midnight - TRUCO_FSRS_MINUTE, after = midnight + TRUCO_FSRS_MINUTE;
  const char *skills[] = { "a", "b", "c", "d", "new", NULL };
  guint counts[4], week[10];

  g_assert_nonnull (madrid);
  g_assert_nonnull (buenos_aires);
  schedule_at (progress, "a", T0 - 10 * TRUCO_FSRS_DAY, before);
  schedule_at (progress, "b", T0 - 10 * TRUCO_FSRS_DAY, after);
  schedule_at (progress, "c", T0 - 10 * TRUCO_FSRS_DAY, T0 - 3 * TRUCO_FSRS_DAY);   /* overdue */
  schedule_at (progress, "d", T0 - 10 * TRUCO_FSRS_DAY, midnight + TRUCO_FSRS_DAY + 12 * 60 * TRUCO_FSRS_MINUTE);
  /* A card of a skill that no longer exists: ignored. */
  schedule_at (progress, "gone", T0 - 10 * TRUCO_FSRS_DAY, before);

  /* In UTC, at noon: a (23:59) and c today, b (00:01) tomorrow, d in two days. */
  truco_progress_count_due (progress, "ar", NULL, skills, T0, utc, counts, 4);
  g_assert_cmpuint (counts[0], ==, 2);
  g_assert_cmpuint (counts[1], ==, 1);
  g_assert_cmpuint (counts[2], ==, 1);
  g_assert_cmpuint (counts[3], ==, 0);

  /* In Madrid (UTC+1 in March) 23:59 UTC is already tomorrow, 00:59. */
  truco_progress_count_due (progress, "ar", NULL, skills, T0, madrid, counts, 4);
  g_assert_cmpuint (counts[0], ==, 1);
  g_assert_cmpuint (counts[1], ==, 2);
  g_assert_cmpuint (counts[2], ==, 1);

  /* In Buenos Aires (UTC−3) both are today: 20:59 and 21:01. */
  truco_progress_count_due (progress, "ar", NULL, skills, T0, buenos_aires, counts, 4);
  g_assert_cmpuint (counts[0], ==, 3);
  g_assert_cmpuint (counts[1], ==, 0);
  g_assert_cmpuint (counts[2], ==, 1);

  /* At 00:01 UTC, a minute after midnight: a, b, c all due now, today;
   * d tomorrow. */
  truco_progress_count_due (progress, "ar", NULL, skills, after, utc, counts, 4);
  g_assert_cmpuint (counts[0], ==, 3);
  g_assert_cmpuint (counts[1], ==, 1);
  g_assert_cmpuint (counts[2], ==, 0);

  /* The clock moved back a week: nothing is counted before today, nothing
   * is lost. */
  truco_progress_count_due (progress, "ar", NULL, skills, T0 - 7 * TRUCO_FSRS_DAY, utc, week, 8);
  for (guint i = 0; i < 8; i++)
    g_assert_cmpuint (week[i], ==, i == 4 || i == 7 ? 1 : 0);  /* c, a */
  truco_progress_count_due (progress, "ar", NULL, skills, T0 - 7 * TRUCO_FSRS_DAY, utc, week, 10);
  g_assert_cmpuint (week[8], ==, 1);  /* b */
  g_assert_cmpuint (week[9], ==, 1);  /* d */
  g_assert_cmpuint (truco_progress_get_n_cards (progress), ==, 5);
}

static void
test_count_reviews (void)
{
  g_autoptr(TrucoProgress) progress = truco_progress_new_in_memory ();
  g_autoptr(GTimeZone) utc = g_time_zone_new_utc ();
  g_autoptr(GTimeZone) madrid = g_time_zone_new_identifier ("Europe/Madrid");
  TrucoFsrsTime midnight = 1773187200000;  /* 2026-03-11 00:00 UTC */
  TrucoAnswer right = { TRUE, FALSE, 4000 };
  TrucoAnswer wrong = { FALSE, FALSE, 4000 };
  guint reviews[3], correct[3];

  truco_progress_record_review (progress, "ar", NULL, "a", &right, midnight - 2 * TRUCO_FSRS_MINUTE - TRUCO_FSRS_DAY);
  truco_progress_record_review (progress, "ar", NULL, "a", &wrong, midnight - TRUCO_FSRS_MINUTE);
  truco_progress_record_review (progress, "ar", NULL, "b", &right, midnight + TRUCO_FSRS_MINUTE);
  truco_progress_record_review (progress, "cat", NULL, "a", &right, midnight + 2 * TRUCO_FSRS_MINUTE);

  /* At 10:00 UTC on the 11th: 00:01 today, 23:59 yesterday, 23:58 the day before. */
  truco_progress_count_reviews (progress, "ar", midnight + 10 * 60 * TRUCO_FSRS_MINUTE, utc, reviews, correct, 3);
  g_assert_cmpuint (reviews[0], ==, 1);
  g_assert_cmpuint (correct[0], ==, 1);
  g_assert_cmpuint (reviews[1], ==, 1);
  g_assert_cmpuint (correct[1], ==, 0);
  g_assert_cmpuint (reviews[2], ==, 1);
  /* In Madrid 23:59 UTC is 00:59 the next day: both are today. */
  truco_progress_count_reviews (progress, "ar", midnight + 10 * 60 * TRUCO_FSRS_MINUTE, madrid, reviews, correct, 3);
  g_assert_cmpuint (reviews[0], ==, 2);
  g_assert_cmpuint (correct[0], ==, 1);
  g_assert_cmpuint (reviews[1], ==, 1);
  /* Every variant. */
  truco_progress_count_reviews (progress, NULL, midnight + 10 * 60 * TRUCO_FSRS_MINUTE, utc, reviews, correct, 3);
  g_assert_cmpuint (reviews[0], ==, 2);
  /* The clock moved back two days: everything counts today, nothing lost. */
  truco_progress_count_reviews (progress, NULL, midnight - 2 * TRUCO_FSRS_DAY, utc, reviews, correct, 3);
  g_assert_cmpuint (reviews[0], ==, 4);
  g_assert_cmpuint (correct[0], ==, 3);
}

static void
test_mastery (void)
{
  g_autoptr(TrucoProgress) progress = truco_progress_new_in_memory ();
  TrucoAnswer right = { TRUE, FALSE, 4000 };
  TrucoAnswer wrong = { FALSE, FALSE, 4000 };
  TrucoFsrsTime now = T0;
  double m, later;

  g_assert_cmpfloat (truco_progress_get_mastery (progress, "ar", NULL, "s", now), ==, 0);
  for (guint i = 0; i < 4; i++)
    {
      truco_progress_record_review (progress, "ar", NULL, "s", &right, now);
      now = truco_progress_lookup_card (progress, "ar", NULL, "s")->card.due;
    }
  m = truco_progress_get_mastery (progress, "ar", NULL, "s", now);
  later = truco_progress_get_mastery (progress, "ar", NULL, "s", now + 60 * TRUCO_FSRS_DAY);
  /* Falls with time, rises with a right answer, falls with a wrong one. */
  g_assert_cmpfloat (m, >, 0.8);
  g_assert_cmpfloat (later, <, m);
  truco_progress_record_review (progress, "ar", NULL, "s", &right, now + 60 * TRUCO_FSRS_DAY);
  g_assert_cmpfloat (truco_progress_get_mastery (progress, "ar", NULL, "s", now + 61 * TRUCO_FSRS_DAY), >, later);
  truco_progress_record_review (progress, "ar", NULL, "s", &wrong, now + 61 * TRUCO_FSRS_DAY);
  g_assert_cmpfloat (truco_progress_get_mastery (progress, "ar", NULL, "s", now + 70 * TRUCO_FSRS_DAY), <,
                     truco_progress_get_mastery (progress, "ar", NULL, "s", now + 61 * TRUCO_FSRS_DAY));
}

/* Issue 24, item 2: what is at the file's path is not a regular file (a
 * pipe, a link to a device, a folder).  Loading neither blocks nor reads
 * without end: the odd entry is set aside as a damaged file is, the
 * learner is told in one sentence, and saving works.  In a subprocess,
 * so that a hang fails the test instead of stopping it. */
static void
check_not_regular (const char *kind)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, TRUCO_PROGRESS_FILE_NAME, NULL);
  g_autoptr(TrucoProgress) progress = NULL;
  g_autofree char *message = NULL;
  const char *backup;
  GStatBuf st;

  if (g_str_equal (kind, "fifo"))
    g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  else if (g_str_equal (kind, "zero"))
    g_assert_cmpint (symlink ("/dev/zero", path), ==, 0);
  else
    g_assert_cmpint (g_mkdir (path, 0700), ==, 0);

  progress = truco_progress_new_for_directory (dir, T0);
  g_assert_cmpint (truco_progress_get_status (progress), ==, TRUCO_PROGRESS_STATUS_RECOVERED);
  message = truco_progress_take_message (progress);
  g_assert_nonnull (message);
  g_assert_nonnull (strstr (message, "not a file"));
  g_assert_null (strstr (message, "error"));
  backup = truco_progress_get_backup_path (progress);
  g_assert_nonnull (backup);
  g_assert_cmpint (g_lstat (backup, &st), ==, 0);
  g_assert_false (S_ISREG (st.st_mode));
  g_assert_true (truco_progress_get_can_save (progress));
  g_assert_true (truco_progress_complete_lesson (progress, "ar-deck", 2));
  g_assert_cmpint (g_lstat (path, &st), ==, 0);
  g_assert_true (S_ISREG (st.st_mode));
  remove_tree (dir);
}

static void
test_not_regular (gconstpointer data)
{
  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, 20 * G_USEC_PER_SEC, 0);
      g_test_trap_assert_passed ();
      return;
    }
  check_not_regular (data);
}

/* Issue 24, item 3: one failed save does not turn saving off.  The
 * learner is told once what happened and since when; the next change
 * saves everything kept in memory. */
static void
test_save_retries (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autoptr(TrucoProgress) progress = truco_progress_new_for_directory (dir, T0);
  g_autoptr(TrucoProgress) reloaded = NULL;
  g_autofree char *message = NULL;
  g_autofree char *back = NULL;
  TrucoAnswer answer = { TRUE, FALSE, 5000 };
  guint notified = 0;

  g_signal_connect_swapped (progress, "notify::message", G_CALLBACK (g_atomic_int_inc), &notified);
  truco_progress_record_review (progress, "ar", NULL, "envido-count", &answer, T0);
  g_assert_true (truco_progress_get_can_save (progress));

  truco_progress_fail_writes (progress, ENOSPC);
  for (guint i = 1; i <= 6; i++)
    truco_progress_record_review (progress, "ar", NULL, "envido-count", &answer, T0 + i);
  g_assert_false (truco_progress_get_can_save (progress));
  g_assert_cmpuint (notified, ==, 1);
  message = truco_progress_take_message (progress);
  g_assert_nonnull (message);
  g_assert_nonnull (strstr (message, "disk is full"));
  g_assert_nonnull (strstr (message, "since "));
  g_assert_nonnull (strstr (message, "kept in memory"));

  /* Room again: the next change saves all seven. */
  truco_progress_fail_writes (progress, 0);
  g_assert_true (truco_progress_complete_lesson (progress, "ar-deck", 1));
  g_assert_true (truco_progress_get_can_save (progress));
  back = truco_progress_take_message (progress);
  g_assert_nonnull (back);
  reloaded = truco_progress_new_for_directory (dir, T0);
  g_assert_cmpint (truco_progress_get_status (reloaded), ==, TRUCO_PROGRESS_STATUS_OK);
  g_assert_cmpuint (truco_progress_get_n_reviews (reloaded), ==, 7);
  g_assert_true (truco_progress_get_lesson (reloaded, "ar-deck", NULL));
  remove_tree (dir);
}

/* Issue 24, items 4 and 6: two copies of the app over one folder.  A
 * copy starting deletes no file of the user's (names that look like a
 * temporary file of an older GLib) and no temporary file that may be
 * another copy's; only its own kind of temporary, old and unlocked. */
static void
test_keeps_user_files (void)
{
  g_autofree char *dir = make_temp_dir ();
  const char *names[] = { ".backup", ".old123", ".Ab3xYz", ".tmp-Ab3xYz" };
  g_autofree char *stale = g_build_filename (dir, TRUCO_PROGRESS_FILE_NAME ".tmp-Zz9Qq1", NULL);
  g_autoptr(TrucoProgress) progress = NULL;
  struct utimbuf old = { 1000, 1000 };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_strconcat (dir, "/" TRUCO_PROGRESS_FILE_NAME, names[i], NULL);

      g_assert_true (g_file_set_contents (path, "mine", 4, NULL));
    }
  g_assert_true (g_file_set_contents (stale, "half", 4, NULL));
  g_assert_cmpint (g_utime (stale, &old), ==, 0);

  progress = truco_progress_new_for_directory (dir, T0);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_strconcat (dir, "/" TRUCO_PROGRESS_FILE_NAME, names[i], NULL);

      g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
    }
  g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
  remove_tree (dir);
}

/* Two stores over one folder, answering in turns: every answer of both
 * is in the file (the later writer merges what the other saved). */
static void
test_two_stores (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autoptr(TrucoProgress) a = NULL;
  g_autoptr(TrucoProgress) b = NULL;
  g_autoptr(TrucoProgress) c = NULL;
  TrucoAnswer answer = { TRUE, FALSE, 5000 };
  TrucoLessonProgress lesson;

  a = truco_progress_new_for_directory (dir, T0);
  truco_progress_complete_lesson (a, "ar-deck", 1);
  b = truco_progress_new_for_directory (dir, T0);
  for (guint i = 0; i < 20; i++)
    {
      truco_progress_record_review (i % 2 ? a : b, "ar", NULL, i % 3 ? "envido-count" : "card-rank",
                                    &answer, T0 + i * TRUCO_FSRS_MINUTE);
      if (i == 7)
        truco_progress_complete_lesson (b, "ar-deck", 3);
      if (i == 9)
        truco_progress_complete_lesson (a, "ar-flor", 2);
    }
  c = truco_progress_new_for_directory (dir, T0);
  g_assert_cmpint (truco_progress_get_status (c), ==, TRUCO_PROGRESS_STATUS_OK);
  g_assert_cmpuint (truco_progress_get_n_reviews (c), ==, 20);
  for (guint i = 0; i < 20; i++)
    g_assert_cmpint (truco_progress_get_review (c, i)->time, ==, T0 + i * TRUCO_FSRS_MINUTE);
  g_assert_true (truco_progress_get_lesson (c, "ar-deck", &lesson));
  g_assert_cmpuint (lesson.stars, ==, 3);
  g_assert_true (truco_progress_get_lesson (c, "ar-flor", &lesson));
  g_assert_cmpuint (lesson.stars, ==, 2);
  remove_tree (dir);
}

/* Two processes answering at once over one folder: with the lock and the
 * merge, not one answer of either is lost. */
static void
test_two_processes (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autoptr(TrucoProgress) after = NULL;
  const guint n = 150;
  pid_t pids[2];

  for (guint p = 0; p < 2; p++)
    {
      pids[p] = fork ();
      g_assert_cmpint (pids[p], >=, 0);
      if (pids[p] == 0)
        {
          TrucoProgress *progress = truco_progress_new_for_directory (dir, T0);
          TrucoAnswer answer = { TRUE, FALSE, 5000 };

          for (guint i = 0; i < n; i++)
            truco_progress_record_review (progress, p ? "cat" : "ar", NULL, "envido-count", &answer,
                                          T0 + (2 * i + p) * TRUCO_FSRS_MINUTE);
          _exit (truco_progress_get_can_save (progress) ? 0 : 1);
        }
    }
  for (guint p = 0; p < 2; p++)
    {
      int status = 0;

      g_assert_cmpint (waitpid (pids[p], &status, 0), ==, pids[p]);
      g_assert_true (WIFEXITED (status));
      g_assert_cmpint (WEXITSTATUS (status), ==, 0);
    }
  after = truco_progress_new_for_directory (dir, T0);
  g_assert_cmpint (truco_progress_get_status (after), ==, TRUCO_PROGRESS_STATUS_OK);
  g_assert_cmpuint (truco_progress_get_n_reviews (after), ==, 2 * n);
  /* Each answer once (in the order they were saved: the times here are
   * made up, not the clock's). */
  {
    g_autofree gboolean *seen = g_new0 (gboolean, 2 * n);

    for (guint i = 0; i < 2 * n; i++)
      {
        gint64 k = (truco_progress_get_review (after, i)->time - T0) / TRUCO_FSRS_MINUTE;

        g_assert_cmpint (k, >=, 0);
        g_assert_cmpint (k, <, 2 * n);
        g_assert_false (seen[k]);
        seen[k] = TRUE;
      }
  }
  remove_tree (dir);
}

/* Issue 24, item 8: damage the checks cannot see.  Thousands of files
 * with a few bytes changed (numbers within range included): none is
 * read as good. */
static void
test_mutations (void)
{
  g_autoptr(TrucoProgress) progress = truco_progress_new_in_memory ();
  g_autoptr(TrucoProgress) parser = truco_progress_new_in_memory ();
  g_autoptr(GBytes) good = NULL;
  const guint8 *data;
  gsize size;
  guint64 rng = 24;
  guint accepted = 0, n = 10400;

  fill (progress);
  good = truco_progress_serialize (progress);
  g_assert_cmpint (truco_progress_parse (parser, good), ==, TRUCO_PROGRESS_PARSE_OK);
  data = g_bytes_get_data (good, &size);
  for (guint i = 0; i < n; i++)
    {
      g_autofree guint8 *copy = g_memdup2 (data, size);
      g_autoptr(GBytes) mutated = NULL;
      guint n_changes = 1 + i % 3;

      for (guint k = 0; k < n_changes; k++)
        {
          gsize at;

          rng = rng * 6364136223846793005u + 1442695040888963407u;
          at = (rng >> 33) % size;
          /* Small steps (a number within range) and any byte. */
          copy[at] = i % 2 ? copy[at] + 1 + (rng >> 20) % 3 : (guint8) (rng >> 40);
        }
      if (memcmp (copy, data, size) == 0)
        continue;
      mutated = g_bytes_new (copy, size);
      switch (truco_progress_parse (parser, mutated))
        {
        case TRUCO_PROGRESS_PARSE_OK:
        case TRUCO_PROGRESS_PARSE_MIGRATED:
        case TRUCO_PROGRESS_PARSE_SWAPPED:
          accepted++;
          break;
        default:
          break;
        }
    }
  g_test_message ("%u of %u mutated files accepted", accepted, n);
  g_assert_cmpuint (accepted, ==, 0);
}

/* A version-2 file (before the checksum) is read and written again as
 * the current version, the old one kept beside it. */
static void
test_migrate_v2 (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, TRUCO_PROGRESS_FILE_NAME, NULL);
  g_autofree char *old_path = g_strconcat (path, ".v2", NULL);
  g_autoptr(TrucoProgress) expected = truco_progress_new_in_memory ();
  g_autoptr(TrucoProgress) progress = NULL;
  g_autoptr(TrucoProgress) reloaded = NULL;
  g_autoptr(GBytes) v2 = NULL;
  g_autoptr(GBytes) kept = NULL;
  g_autoptr(GBytes) now = NULL;

  fill (expected);
  v2 = truco_progress_serialize_v2 (expected);
  write_file (path, v2);
  progress = truco_progress_new_for_directory (dir, T0);
  g_assert_cmpint (truco_progress_get_status (progress), ==, TRUCO_PROGRESS_STATUS_MIGRATED);
  assert_same_progress (expected, progress);
  kept = read_file (old_path);
  assert_bytes_equal (kept, v2);
  now = read_file (path);
  g_assert_false (g_bytes_equal (now, v2));
  reloaded = truco_progress_new_for_directory (dir, T0);
  g_assert_cmpint (truco_progress_get_status (reloaded), ==, TRUCO_PROGRESS_STATUS_OK);
  assert_same_progress (expected, reloaded);
  remove_tree (dir);
}

/* The stars say what earned them: the mistakes and hints of the check that
 * earned the best stars are kept (version 4); stars saved by version 3,
 * which counted hints only, load as they were, their check unknown. */
static void
test_stars_earned (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, TRUCO_PROGRESS_FILE_NAME, NULL);
  g_autoptr(TrucoProgress) old = truco_progress_new_in_memory ();
  g_autoptr(TrucoProgress) progress = NULL;
  g_autoptr(TrucoProgress) reloaded = NULL;
  g_autoptr(GBytes) v3 = NULL;
  TrucoLessonProgress lesson;

  /* A version-3 file with stars. */
  truco_progress_complete_lesson (old, "ar-envido", 3);
  truco_progress_complete_lesson (old, "ar-deck", 2);
  v3 = truco_progress_serialize_v3 (old);
  write_file (path, v3);
  progress = truco_progress_new_for_directory (dir, T0);
  g_assert_cmpint (truco_progress_get_status (progress), ==, TRUCO_PROGRESS_STATUS_MIGRATED);
  assert_same_progress (old, progress);
  g_assert_true (truco_progress_get_lesson (progress, "ar-envido", &lesson));
  g_assert_true (lesson.done);
  g_assert_cmpuint (lesson.stars, ==, 3);
  g_assert_false (lesson.earned_known);

  /* A check with one mistake: two stars, and what earned them. */
  truco_progress_complete_lesson_check (progress, "ar-mano", 2, 1, 0);
  g_assert_true (truco_progress_get_lesson (progress, "ar-mano", &lesson));
  g_assert_cmpuint (lesson.stars, ==, 2);
  g_assert_true (lesson.earned_known);
  g_assert_cmpuint (lesson.n_mistakes, ==, 1);
  g_assert_cmpuint (lesson.n_hints, ==, 0);
  /* A worse check keeps the best one, a better one replaces it. */
  truco_progress_complete_lesson_check (progress, "ar-mano", 1, 1, 1);
  g_assert_true (truco_progress_get_lesson (progress, "ar-mano", &lesson));
  g_assert_cmpuint (lesson.stars, ==, 2);
  g_assert_cmpuint (lesson.n_mistakes, ==, 1);
  g_assert_cmpuint (lesson.n_hints, ==, 0);
  truco_progress_complete_lesson_check (progress, "ar-mano", 3, 0, 0);
  g_assert_true (truco_progress_get_lesson (progress, "ar-mano", &lesson));
  g_assert_cmpuint (lesson.stars, ==, 3);
  g_assert_cmpuint (lesson.n_mistakes, ==, 0);
  /* The old three stars, earned again: now it is known how. */
  truco_progress_complete_lesson_check (progress, "ar-envido", 3, 0, 0);
  g_assert_true (truco_progress_get_lesson (progress, "ar-envido", &lesson));
  g_assert_true (lesson.earned_known);
  /* Old stars earned again with fewer: the old stars stay, still unknown. */
  truco_progress_complete_lesson_check (progress, "ar-deck", 1, 0, 2);
  g_assert_true (truco_progress_get_lesson (progress, "ar-deck", &lesson));
  g_assert_cmpuint (lesson.stars, ==, 2);
  g_assert_false (lesson.earned_known);

  /* Saved and read again as they were. */
  reloaded = truco_progress_new_for_directory (dir, T0);
  g_assert_cmpint (truco_progress_get_status (reloaded), ==, TRUCO_PROGRESS_STATUS_OK);
  assert_same_progress (progress, reloaded);
  g_assert_true (truco_progress_get_lesson (reloaded, "ar-mano", &lesson));
  g_assert_true (lesson.earned_known);
  g_assert_cmpuint (lesson.stars, ==, 3);
  g_assert_true (truco_progress_get_lesson (reloaded, "ar-deck", &lesson));
  g_assert_false (lesson.earned_known);
  remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/progress/first-run", test_first_run);
  g_test_add_func ("/progress/save-load", test_save_load);
  g_test_add_func ("/progress/migrate-v1", test_migrate_v1);
  g_test_add_func ("/progress/byte-order", test_byte_order);
  g_test_add_func ("/progress/corrupt", test_corrupt);
  g_test_add_func ("/progress/unknown", test_unknown);
  g_test_add_func ("/progress/too-big", test_too_big);
  g_test_add_func ("/progress/newer", test_newer);
  g_test_add_func ("/progress/read-only", test_read_only);
  g_test_add_func ("/progress/read-only/save-fails", test_read_only_save_fails);
  g_test_add_func ("/progress/stale-temporaries", test_stale_temporaries);
  g_test_add_func ("/progress/grading", test_grading);
  g_test_add_func ("/progress/leech", test_leech);
  g_test_add_func ("/progress/move-card", test_move_card);
  g_test_add_func ("/progress/options-digest", test_options_digest);
  g_test_add_func ("/progress/due-counts", test_due_counts);
  g_test_add_func ("/progress/count-reviews", test_count_reviews);
  g_test_add_func ("/progress/mastery", test_mastery);
  g_test_add_data_func ("/progress/not-regular/fifo", "fifo", test_not_regular);
  g_test_add_data_func ("/progress/not-regular/dev-zero", "zero", test_not_regular);
  g_test_add_data_func ("/progress/not-regular/directory", "directory", test_not_regular);
  g_test_add_func ("/progress/save-retries", test_save_retries);
  g_test_add_func ("/progress/keeps-user-files", test_keeps_user_files);
  g_test_add_func ("/progress/two-stores", test_two_stores);
  g_test_add_func ("/progress/two-processes", test_two_processes);
  g_test_add_func ("/progress/mutations", test_mutations);
  g_test_add_func ("/progress/migrate-v2", test_migrate_v2);
  g_test_add_func ("/progress/stars-earned", test_stars_earned);

  return g_test_run ();
}
