/* truco-progress.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The file is one serialised GVariant: GLib checks it against its type and
 * for normal form before anything is read, so damaged bytes cannot reach
 * the code below; then every value is checked for sense.  Its envelope,
 * (magic, version, payload), never changes, so that any version can tell
 * a file from a newer one.  It is little-endian on every machine (swapped
 * when written and read on a big-endian one); a big-endian file, which a
 * Truquero that wrote the machine's order made on such a machine, is
 * recognised by its byte-swapped version, read whole and written again
 * little-endian.  From version 3 the payload carries the SHA-256 of its
 * contents, so that damage the checks for sense cannot see (a number
 * changed within its range) is set aside, not believed.
 *
 * Saving writes a temporary file of this process's own name and renames
 * it over the file, under an advisory lock (progress.gvariant.lock), and
 * merges first what another copy of the app saved since this one last
 * read or wrote the file (reviews are facts: both sides' are kept).  A
 * save that fails is tried again at the next change.
 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "truco-progress-private.h"

#define MAGIC "io.github.truquero.Truquero.progress"

#define ENVELOPE_TYPE G_VARIANT_TYPE ("(suv)")
/* Up to version 3: (id, done, stars, last step). */
#define LESSONS_TYPE "a(sbuu)"
/* Version 4: and the mistakes and hints of the check that earned the
 * stars, both EARNED_UNKNOWN for stars saved before. */
#define LESSONS4_TYPE "a(sbuuuu)"
#define EARNED_UNKNOWN G_MAXUINT32
#define MAX_EARNED 1000
#define CARDS_TYPE "a(sssuuddxxuuuuu)"
/* The reviews by columns (card index, time, rating, flags, duration):
 * arrays of fixed-size numbers are read and written in one go, which
 * matters at tens of thousands of reviews. */
#define REVIEWS_TYPE "(auaxayayau)"
#define V1_PAYLOAD_TYPE G_VARIANT_TYPE (LESSONS_TYPE)
#define V2_PAYLOAD "(" LESSONS_TYPE CARDS_TYPE REVIEWS_TYPE ")"
#define V2_PAYLOAD_TYPE G_VARIANT_TYPE (V2_PAYLOAD)
/* Version 3: the version-2 payload and the SHA-256 of its bytes. */
#define V3_PAYLOAD_TYPE G_VARIANT_TYPE ("(" V2_PAYLOAD "ay)")
/* Version 4: as version 3, with the lessons of version 4. */
#define V4_CONTENTS "(" LESSONS4_TYPE CARDS_TYPE REVIEWS_TYPE ")"
#define V4_PAYLOAD_TYPE G_VARIANT_TYPE ("(" V4_CONTENTS "ay)")
#define CHECKSUM_LENGTH 32

/* Temporary files: "progress.gvariant.tmp-" and six characters. */
#define TEMP_INFIX ".tmp-"
#define LOCK_SUFFIX ".lock"
/* A temporary file older than this, with the lock free, was left by a
 * writer that died. */
#define STALE_TEMP_SECONDS 600

#define MAX_STARS 3
#define MAX_STEP 1000

#define REVIEW_CORRECT 1
#define REVIEW_HINTED 2

struct _TrucoProgress
{
  GObject              parent_instance;

  char                *path;         /* NULL: in memory only */
  char                *backup_path;
  TrucoProgressStatus  status;
  gboolean             can_save;     /* the last save worked (or none failed) */
  gboolean             save_off;     /* never write: a newer file, one that could not be read */
  gboolean             told_cannot_save;
  TrucoFsrsTime        unsaved_since; /* the first change not saved, or 0 */
  int                  fail_errno;   /* tests: writes fail with it */
  char                *message;

  /* The file as this store last read or wrote it: another copy of the
   * app wrote since when it differs. */
  gboolean             known_on_disk;
  dev_t                disk_dev;
  ino_t                disk_ino;
  gint64               disk_mtime_ns;
  gint64               disk_size;
  guint                file_version; /* of the file last parsed */

  TrucoFsrsParams      params;

  GHashTable          *lessons;      /* id → TrucoLessonProgress */
  GPtrArray           *cards;        /* TrucoSkillCard, in file order */
  GHashTable          *card_index;   /* key → TrucoSkillCard */
  GArray              *reviews;      /* TrucoReview */
  GStringChunk        *strings;      /* the ids of cards */
};

G_DEFINE_FINAL_TYPE (TrucoProgress, truco_progress, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_MESSAGE,
  PROP_CAN_SAVE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
truco_progress_finalize (GObject *object)
{
  TrucoProgress *self = TRUCO_PROGRESS (object);

  g_free (self->path);
  g_free (self->backup_path);
  g_free (self->message);
  g_hash_table_unref (self->lessons);
  g_ptr_array_unref (self->cards);
  g_hash_table_unref (self->card_index);
  g_array_unref (self->reviews);
  g_string_chunk_free (self->strings);

  G_OBJECT_CLASS (truco_progress_parent_class)->finalize (object);
}

static void
truco_progress_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  TrucoProgress *self = TRUCO_PROGRESS (object);

  switch (prop_id)
    {
    case PROP_MESSAGE:
      g_value_set_string (value, self->message);
      break;
    case PROP_CAN_SAVE:
      g_value_set_boolean (value, self->can_save);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
truco_progress_class_init (TrucoProgressClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = truco_progress_finalize;
  object_class->get_property = truco_progress_get_property;

  /* The sentence to show the learner once (a toast), or NULL. */
  properties[PROP_MESSAGE] =
    g_param_spec_string ("message", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_CAN_SAVE] =
    g_param_spec_boolean ("can-save", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
truco_progress_init (TrucoProgress *self)
{
  self->lessons = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->cards = g_ptr_array_new_with_free_func (g_free);
  self->card_index = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->reviews = g_array_new (FALSE, FALSE, sizeof (TrucoReview));
  self->strings = g_string_chunk_new (1024);
  truco_fsrs_params_init_default (&self->params);
}

static void
clear_contents (TrucoProgress *self)
{
  g_hash_table_remove_all (self->lessons);
  g_array_set_size (self->reviews, 0);
  g_hash_table_remove_all (self->card_index);
  g_ptr_array_set_size (self->cards, 0);
  g_string_chunk_clear (self->strings);
}

static void
set_message (TrucoProgress *self,
             const char    *message)
{
  g_free (self->message);
  self->message = g_strdup (message);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MESSAGE]);
}

static void
set_can_save (TrucoProgress *self,
              gboolean       can_save)
{
  if (self->can_save == can_save)
    return;
  self->can_save = can_save;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_SAVE]);
}

static void
cannot_save (TrucoProgress *self)
{
  set_can_save (self, FALSE);
  if (!self->told_cannot_save)
    {
      self->told_cannot_save = TRUE;
      set_message (self, _("Your progress cannot be saved, because its folder cannot be written to. "
                           "Lessons and reviews still work."));
    }
}

/* The local time of day of @time, "10:42". */
static char *
format_clock (TrucoFsrsTime time)
{
  g_autoptr(GDateTime) utc = g_date_time_new_from_unix_utc (time / 1000);
  g_autoptr(GDateTime) local = utc != NULL ? g_date_time_to_local (utc) : NULL;

  return local != NULL ? g_date_time_format (local, "%H:%M") : g_strdup ("?");
}

/* What a failed save says, once: what happened, since when. */
static char *
save_failed_message (int           errsv,
                     TrucoFsrsTime since)
{
  g_autofree char *clock = format_clock (since);

  switch (errsv)
    {
    case ENOSPC:
#ifdef EDQUOT
    case EDQUOT:
#endif
      /* Translators: %s is a time of day, "10:42". */
      return g_strdup_printf (_("The disk is full: your progress since %s is kept in memory "
                                "and will be saved when there is room."), clock);
    case EACCES:
    case EPERM:
    case EROFS:
      /* Translators: %s is a time of day, "10:42". */
      return g_strdup_printf (_("The folder of your progress cannot be written to: your progress since %s "
                                "is kept in memory and will be saved as soon as it can be."), clock);
    default:
      /* Translators: %s is a time of day, "10:42". */
      return g_strdup_printf (_("Your progress since %s could not be saved: it is kept in memory "
                                "and saving is tried again at each change."), clock);
    }
}

TrucoFsrsTime
truco_progress_now (void)
{
  return g_get_real_time () / 1000;
}

/* Ids. */

static gboolean
id_is_valid (const char *id,
             gboolean    may_be_empty)
{
  gsize len = strlen (id);

  if ((len == 0 && !may_be_empty) || len > TRUCO_PROGRESS_MAX_ID_LENGTH)
    return FALSE;
  if (!g_utf8_validate (id, len, NULL))
    return FALSE;
  /* No control characters: the card index joins ids with one. */
  for (const char *p = id; *p != '\0'; p++)
    if ((guchar) *p < 0x20 || *p == 0x7f)
      return FALSE;
  return TRUE;
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static char *
card_key (const char *variant,
          const char *options,
          const char *skill)
{
  return g_strconcat (variant, "\x1f", options, "\x1f", skill, NULL);
}

/**
 * truco_progress_options_digest:
 * @options: (nullable): the house rules that matter to the skill, each as
 *   "name=value", in any order
 *
 * A short digest naming a set of house rules, so that a skill practised
 * under other rules is another card of the schedule.  No options (the
 * variant's own rules) give "".
 */
char *
truco_progress_options_digest (const char * const *options)
{
  g_autoptr(GPtrArray) sorted = g_ptr_array_new ();
  g_autoptr(GChecksum) checksum = NULL;

  if (options == NULL || options[0] == NULL)
    return g_strdup ("");

  for (guint i = 0; options[i] != NULL; i++)
    g_ptr_array_add (sorted, (gpointer) options[i]);
  g_ptr_array_sort (sorted, compare_strings);

  checksum = g_checksum_new (G_CHECKSUM_SHA256);
  for (guint i = 0; i < sorted->len; i++)
    {
      g_checksum_update (checksum, (const guchar *) g_ptr_array_index (sorted, i), -1);
      g_checksum_update (checksum, (const guchar *) "\n", 1);
    }
  return g_strndup (g_checksum_get_string (checksum), 12);
}

static TrucoSkillCard *
find_card (TrucoProgress *self,
           const char    *variant,
           const char    *options,
           const char    *skill)
{
  g_autofree char *key = card_key (variant, options, skill);

  return g_hash_table_lookup (self->card_index, key);
}

static TrucoSkillCard *
add_card (TrucoProgress *self,
          const char    *variant,
          const char    *options,
          const char    *skill)
{
  TrucoSkillCard *card = g_new0 (TrucoSkillCard, 1);

  card->variant = g_string_chunk_insert_const (self->strings, variant);
  card->options = g_string_chunk_insert_const (self->strings, options);
  card->skill = g_string_chunk_insert_const (self->strings, skill);
  truco_fsrs_card_init (&card->card, 0);
  g_ptr_array_add (self->cards, card);
  g_hash_table_insert (self->card_index, card_key (variant, options, skill), card);
  return card;
}

/* Parsing. */

static gboolean
parse_lessons (TrucoProgress *self,
               GVariant      *lessons)
{
  gboolean with_earned = g_variant_is_of_type (lessons, G_VARIANT_TYPE (LESSONS4_TYPE));
  gsize n = g_variant_n_children (lessons);
  const char *previous = NULL;

  /* In the order they are written (sorted, each once), so that a file
   * read and written again is the same file. */
  for (gsize i = 0; i < n; i++)
    {
      g_autoptr(GVariant) child = g_variant_get_child_value (lessons, i);
      TrucoLessonProgress *lesson;
      const char *id;
      gboolean done;
      guint32 stars, last_step, mistakes = EARNED_UNKNOWN, hints = EARNED_UNKNOWN;

      if (with_earned)
        g_variant_get (child, "(&sbuuuu)", &id, &done, &stars, &last_step, &mistakes, &hints);
      else
        g_variant_get (child, "(&sbuu)", &id, &done, &stars, &last_step);
      if (!id_is_valid (id, FALSE) || stars > MAX_STARS || last_step > MAX_STEP
          || (previous != NULL && strcmp (previous, id) >= 0))
        return FALSE;
      /* Both known, for stars earned, or both unknown. */
      if ((mistakes == EARNED_UNKNOWN) != (hints == EARNED_UNKNOWN)
          || (mistakes != EARNED_UNKNOWN && (mistakes > MAX_EARNED || hints > MAX_EARNED || stars == 0)))
        return FALSE;
      previous = id;
      lesson = g_new0 (TrucoLessonProgress, 1);
      lesson->done = done;
      lesson->stars = stars;
      lesson->last_step = last_step;
      lesson->earned_known = mistakes != EARNED_UNKNOWN;
      lesson->n_mistakes = lesson->earned_known ? mistakes : 0;
      lesson->n_hints = lesson->earned_known ? hints : 0;
      g_hash_table_insert (self->lessons, g_strdup (id), lesson);
    }
  return TRUE;
}

static gboolean
parse_cards (TrucoProgress *self,
             GVariant      *cards)
{
  GVariantIter iter;
  const char *variant, *options, *skill;
  guint32 state, step, scheduled_days, reps, lapses, fails, streak;
  double stability, difficulty;
  gint64 due, last_review;

  g_variant_iter_init (&iter, cards);
  while (g_variant_iter_next (&iter, "(&s&s&suuddxxuuuuu)", &variant, &options, &skill,
                              &state, &step, &stability, &difficulty, &due, &last_review,
                              &scheduled_days, &reps, &lapses, &fails, &streak))
    {
      TrucoSkillCard *card;
      TrucoFsrsCard fsrs = {
        .state = state,
        .step = step,
        .stability = stability,
        .difficulty = difficulty,
        .due = due,
        .last_review = last_review,
        .scheduled_days = scheduled_days,
        .reps = reps,
        .lapses = lapses,
      };

      if (!id_is_valid (variant, FALSE) || !id_is_valid (options, TRUE) || !id_is_valid (skill, FALSE)
          || state > TRUCO_CARD_RELEARNING || !truco_fsrs_card_is_valid (&fsrs)
          || find_card (self, variant, options, skill) != NULL)
        return FALSE;
      card = add_card (self, variant, options, skill);
      card->card = fsrs;
      card->fails = fails;
      card->fast_streak = streak;
    }
  return TRUE;
}

static gboolean
parse_reviews (TrucoProgress *self,
               GVariant      *reviews)
{
  g_autoptr(GVariant) v_cards = g_variant_get_child_value (reviews, 0);
  g_autoptr(GVariant) v_times = g_variant_get_child_value (reviews, 1);
  g_autoptr(GVariant) v_ratings = g_variant_get_child_value (reviews, 2);
  g_autoptr(GVariant) v_flags = g_variant_get_child_value (reviews, 3);
  g_autoptr(GVariant) v_durations = g_variant_get_child_value (reviews, 4);
  gsize n, n_times, n_ratings, n_flags, n_durations;
  const guint32 *cards = g_variant_get_fixed_array (v_cards, &n, sizeof (guint32));
  const gint64 *times = g_variant_get_fixed_array (v_times, &n_times, sizeof (gint64));
  const guint8 *ratings = g_variant_get_fixed_array (v_ratings, &n_ratings, sizeof (guint8));
  const guint8 *flags = g_variant_get_fixed_array (v_flags, &n_flags, sizeof (guint8));
  const guint32 *durations = g_variant_get_fixed_array (v_durations, &n_durations, sizeof (guint32));

  if (n_times != n || n_ratings != n || n_flags != n || n_durations != n)
    return FALSE;

  g_array_set_size (self->reviews, n);
  for (gsize i = 0; i < n; i++)
    {
      TrucoReview *review = &g_array_index (self->reviews, TrucoReview, i);

      if (cards[i] >= self->cards->len || times[i] < 0 || times[i] > TRUCO_FSRS_TIME_MAX
          || ratings[i] < TRUCO_RATING_AGAIN || ratings[i] > TRUCO_RATING_EASY
          || (flags[i] & ~(REVIEW_CORRECT | REVIEW_HINTED)) != 0)
        return FALSE;
      review->time = times[i];
      review->skill = g_ptr_array_index (self->cards, cards[i]);
      review->rating = ratings[i];
      review->correct = (flags[i] & REVIEW_CORRECT) != 0;
      review->hinted = (flags[i] & REVIEW_HINTED) != 0;
      review->duration_ms = durations[i];
    }
  return TRUE;
}

static gboolean
parse_v2 (TrucoProgress *self,
          GVariant      *payload)
{
  g_autoptr(GVariant) lessons = g_variant_get_child_value (payload, 0);
  g_autoptr(GVariant) cards = g_variant_get_child_value (payload, 1);
  g_autoptr(GVariant) reviews = g_variant_get_child_value (payload, 2);

  return parse_lessons (self, lessons) && parse_cards (self, cards) && parse_reviews (self, reviews);
}

/* The SHA-256 of @contents as written to disk (little-endian). */
static void
checksum_of (GVariant *contents,
             guint8    digest[CHECKSUM_LENGTH])
{
  g_autoptr(GVariant) little = G_BYTE_ORDER == G_LITTLE_ENDIAN ? g_variant_ref (contents)
                                                               : g_variant_byteswap (contents);
  g_autoptr(GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);
  gsize length = CHECKSUM_LENGTH;

  g_checksum_update (checksum, g_variant_get_data (little), g_variant_get_size (little));
  g_checksum_get_digest (checksum, digest, &length);
}

/**
 * truco_progress_parse: (skip)
 *
 * Replaces the contents of @self with the file in @bytes.  On
 * %TRUCO_PROGRESS_PARSE_CORRUPT and %TRUCO_PROGRESS_PARSE_NEWER, @self is
 * left empty.
 */
TrucoProgressParse
truco_progress_parse (TrucoProgress *self,
                      GBytes        *bytes)
{
  g_autoptr(GVariant) file_envelope = NULL;
  g_autoptr(GVariant) envelope = NULL;
  g_autoptr(GVariant) swapped_file = NULL;
  g_autoptr(GVariant) payload = NULL;
  g_autoptr(GBytes) little_endian = NULL;
  const char *magic;
  guint32 version;
  gboolean ok = FALSE;

  clear_contents (self);

  if (g_bytes_get_size (bytes) > TRUCO_PROGRESS_MAX_FILE_SIZE)
    return TRUCO_PROGRESS_PARSE_CORRUPT;

  file_envelope = g_variant_ref_sink (g_variant_new_from_bytes (ENVELOPE_TYPE, bytes, FALSE));
  if (!g_variant_is_normal_form (file_envelope))
    return TRUCO_PROGRESS_PARSE_CORRUPT;
  /* The file is little-endian whatever the machine. */
  envelope = G_BYTE_ORDER == G_LITTLE_ENDIAN ? g_variant_ref (file_envelope) : g_variant_byteswap (file_envelope);
  g_variant_get (envelope, "(&suv)", &magic, &version, &payload);
  if (!g_str_equal (magic, MAGIC) || version == 0)
    return TRUCO_PROGRESS_PARSE_CORRUPT;
  /* A version that makes sense only byte-swapped: a file written
   * big-endian (by a Truquero that wrote the machine's byte order, on a
   * big-endian machine).  Read it swapped; it is rewritten little-endian. */
  if (version > TRUCO_PROGRESS_VERSION &&
      GUINT32_SWAP_LE_BE (version) >= 1 && GUINT32_SWAP_LE_BE (version) <= TRUCO_PROGRESS_VERSION)
    {
      GVariant *swapped = g_variant_byteswap (envelope);

      g_clear_pointer (&payload, g_variant_unref);
      g_variant_unref (envelope);
      envelope = swapped;
      g_variant_get (envelope, "(&suv)", &magic, &version, &payload);
      /* The bytes it would have had little-endian, for the check below. */
      little_endian = g_variant_get_data_as_bytes (swapped_file = g_variant_byteswap (file_envelope));
    }
  self->file_version = version;
  if (version > TRUCO_PROGRESS_VERSION)
    return TRUCO_PROGRESS_PARSE_NEWER;

  if (version == 1 && g_variant_is_of_type (payload, V1_PAYLOAD_TYPE))
    ok = parse_lessons (self, payload);
  else if (version == 2 && g_variant_is_of_type (payload, V2_PAYLOAD_TYPE))
    ok = parse_v2 (self, payload);
  else if ((version == 3 && g_variant_is_of_type (payload, V3_PAYLOAD_TYPE))
           || (version == 4 && g_variant_is_of_type (payload, V4_PAYLOAD_TYPE)))
    {
      g_autoptr(GVariant) contents = g_variant_get_child_value (payload, 0);
      g_autoptr(GVariant) sum = g_variant_get_child_value (payload, 1);
      guint8 expected[CHECKSUM_LENGTH];
      gsize n_sum;
      const guint8 *stored = g_variant_get_fixed_array (sum, &n_sum, 1);

      /* The checksum first: damaged contents are not even parsed. */
      checksum_of (contents, expected);
      ok = n_sum == CHECKSUM_LENGTH && memcmp (stored, expected, CHECKSUM_LENGTH) == 0
           && parse_v2 (self, contents);
    }

  /* Only the very bytes this code would write are accepted: GLib lets
   * some non-canonical encodings (empty containers without their framing)
   * pass as normal form, and a file read and written again must not
   * change. */
  if (ok)
    {
      g_autoptr(GBytes) canonical = version == 1 ? truco_progress_serialize_v1 (self)
                                    : version == 2 ? truco_progress_serialize_v2 (self)
                                    : version == 3 ? truco_progress_serialize_v3 (self)
                                                   : truco_progress_serialize (self);

      ok = g_bytes_equal (canonical, little_endian != NULL ? little_endian : bytes);
    }

  if (!ok)
    {
      clear_contents (self);
      return TRUCO_PROGRESS_PARSE_CORRUPT;
    }
  if (version < TRUCO_PROGRESS_VERSION)
    return TRUCO_PROGRESS_PARSE_MIGRATED;
  return little_endian != NULL ? TRUCO_PROGRESS_PARSE_SWAPPED : TRUCO_PROGRESS_PARSE_OK;
}

/* Writing. */

static GVariant *
build_lessons (TrucoProgress *self,
               gboolean       with_earned)
{
  g_autofree const char **ids = (const char **) g_hash_table_get_keys_as_array (self->lessons, NULL);
  GVariantBuilder builder;

  /* Sorted, so that the same progress always makes the same bytes. */
  qsort (ids, g_hash_table_size (self->lessons), sizeof (char *), compare_strings);
  g_variant_builder_init (&builder, G_VARIANT_TYPE (with_earned ? LESSONS4_TYPE : LESSONS_TYPE));
  for (guint i = 0; ids[i] != NULL; i++)
    {
      const TrucoLessonProgress *lesson = g_hash_table_lookup (self->lessons, ids[i]);

      if (with_earned)
        g_variant_builder_add (&builder, "(sbuuuu)", ids[i], lesson->done,
                               (guint32) lesson->stars, (guint32) lesson->last_step,
                               lesson->earned_known ? (guint32) lesson->n_mistakes : EARNED_UNKNOWN,
                               lesson->earned_known ? (guint32) lesson->n_hints : EARNED_UNKNOWN);
      else
        g_variant_builder_add (&builder, "(sbuu)", ids[i], lesson->done,
                               (guint32) lesson->stars, (guint32) lesson->last_step);
    }
  return g_variant_builder_end (&builder);
}

static GBytes *
serialize (GVariant *payload,
           guint32   version)
{
  g_autoptr(GVariant) envelope = g_variant_ref_sink (g_variant_new ("(suv)", MAGIC, version, payload));

  /* Little-endian on disk, so that a file moves between machines. */
  if (G_BYTE_ORDER == G_BIG_ENDIAN)
    {
      GVariant *swapped = g_variant_byteswap (envelope);

      g_variant_unref (envelope);
      envelope = swapped;
    }

  return g_variant_get_data_as_bytes (envelope);
}

GBytes *
truco_progress_serialize_v1 (TrucoProgress *self)
{
  return serialize (build_lessons (self, FALSE), 1);
}

static GVariant *
build_contents (TrucoProgress *self,
                gboolean       with_earned)
{
  GVariantBuilder cards;
  g_autoptr(GHashTable) indices = g_hash_table_new (NULL, NULL);
  guint n;
  g_autofree guint32 *card_of = NULL;
  g_autofree gint64 *times = NULL;
  g_autofree guint8 *ratings = NULL;
  g_autofree guint8 *flags = NULL;
  g_autofree guint32 *durations = NULL;
  GVariant *reviews[5];

  g_variant_builder_init (&cards, G_VARIANT_TYPE (CARDS_TYPE));
  for (guint i = 0; i < self->cards->len; i++)
    {
      const TrucoSkillCard *c = g_ptr_array_index (self->cards, i);

      g_hash_table_insert (indices, (gpointer) c, GUINT_TO_POINTER (i));
      g_variant_builder_add (&cards, "(sssuuddxxuuuuu)", c->variant, c->options, c->skill,
                             (guint32) c->card.state, (guint32) c->card.step,
                             c->card.stability, c->card.difficulty,
                             (gint64) c->card.due, (gint64) c->card.last_review,
                             (guint32) c->card.scheduled_days, (guint32) c->card.reps,
                             (guint32) c->card.lapses, (guint32) c->fails, (guint32) c->fast_streak);
    }

  n = self->reviews->len;
  card_of = g_new (guint32, n);
  times = g_new (gint64, n);
  ratings = g_new (guint8, n);
  flags = g_new (guint8, n);
  durations = g_new (guint32, n);
  for (guint i = 0; i < n; i++)
    {
      const TrucoReview *r = &g_array_index (self->reviews, TrucoReview, i);

      card_of[i] = GPOINTER_TO_UINT (g_hash_table_lookup (indices, r->skill));
      times[i] = r->time;
      ratings[i] = (guint8) r->rating;
      flags[i] = (r->correct ? REVIEW_CORRECT : 0) | (r->hinted ? REVIEW_HINTED : 0);
      durations[i] = r->duration_ms;
    }
  reviews[0] = g_variant_new_fixed_array (G_VARIANT_TYPE_UINT32, card_of, n, sizeof (guint32));
  reviews[1] = g_variant_new_fixed_array (G_VARIANT_TYPE_INT64, times, n, sizeof (gint64));
  reviews[2] = g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, ratings, n, sizeof (guint8));
  reviews[3] = g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, flags, n, sizeof (guint8));
  reviews[4] = g_variant_new_fixed_array (G_VARIANT_TYPE_UINT32, durations, n, sizeof (guint32));

  {
    GVariant *parts[] = {
      build_lessons (self, with_earned),
      g_variant_builder_end (&cards),
      g_variant_new_tuple (reviews, G_N_ELEMENTS (reviews)),
    };

    return g_variant_ref_sink (g_variant_new_tuple (parts, G_N_ELEMENTS (parts)));
  }
}

GBytes *
truco_progress_serialize_v2 (TrucoProgress *self)
{
  g_autoptr(GVariant) contents = build_contents (self, FALSE);

  return serialize (contents, 2);
}

/* The contents and their checksum, as version @version writes them. */
static GBytes *
serialize_checked (TrucoProgress *self,
                   gboolean       with_earned,
                   guint32        version)
{
  g_autoptr(GVariant) contents = build_contents (self, with_earned);
  guint8 digest[CHECKSUM_LENGTH];
  GVariant *parts[2];

  checksum_of (contents, digest);
  parts[0] = contents;
  parts[1] = g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, digest, CHECKSUM_LENGTH, 1);
  return serialize (g_variant_new_tuple (parts, 2), version);
}

GBytes *
truco_progress_serialize_v3 (TrucoProgress *self)
{
  return serialize_checked (self, FALSE, 3);
}

/**
 * truco_progress_serialize:
 *
 * The bytes of the file, as saving would write them.
 */
GBytes *
truco_progress_serialize (TrucoProgress *self)
{
  g_return_val_if_fail (TRUCO_IS_PROGRESS (self), NULL);

  return serialize_checked (self, TRUE, TRUCO_PROGRESS_VERSION);
}

/* Files. */

typedef enum
{
  READ_OK,
  READ_MISSING,
  READ_NOT_REGULAR,
  READ_ERROR,
} ReadResult;

/* Reads the file at @path without ever blocking and without trusting the
 * size it claims: only a regular file (after following links), and at
 * most TRUCO_PROGRESS_MAX_FILE_SIZE + 1 bytes of it. */
static ReadResult
read_capped (const char  *path,
             GBytes     **out,
             int         *errsv,
             struct stat *st)
{
  GByteArray *data;
  guint8 buffer[65536];
  int fd;

  *out = NULL;
  *errsv = 0;
  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);
  if (fd < 0)
    {
      *errsv = errno;
      if (errno == ENOENT || errno == ENOTDIR)
        return READ_MISSING;
      /* A socket, a device without its driver. */
      if (errno == ENXIO || errno == ENODEV || errno == EISDIR)
        return READ_NOT_REGULAR;
      return READ_ERROR;
    }
  if (fstat (fd, st) != 0)
    {
      *errsv = errno;
      close (fd);
      return READ_ERROR;
    }
  if (!S_ISREG (st->st_mode))
    {
      close (fd);
      return READ_NOT_REGULAR;
    }
  data = g_byte_array_new ();
  while (data->len <= TRUCO_PROGRESS_MAX_FILE_SIZE)
    {
      ssize_t n = read (fd, buffer, sizeof buffer);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          *errsv = errno;
          break;
        }
      if (n == 0)
        break;
      g_byte_array_append (data, buffer, (guint) n);
    }
  close (fd);
  if (*errsv != 0)
    {
      g_byte_array_unref (data);
      return READ_ERROR;
    }
  *out = g_byte_array_free_to_bytes (data);
  return READ_OK;
}

static void
remember_on_disk (TrucoProgress     *self,
                  const struct stat *st)
{
  self->known_on_disk = TRUE;
  self->disk_dev = st->st_dev;
  self->disk_ino = st->st_ino;
  self->disk_mtime_ns = (gint64) st->st_mtim.tv_sec * G_GINT64_CONSTANT (1000000000) + st->st_mtim.tv_nsec;
  self->disk_size = st->st_size;
}

/* Whether another copy of the app wrote the file since this store last
 * read or wrote it. */
static gboolean
changed_on_disk (TrucoProgress *self)
{
  struct stat st;

  if (stat (self->path, &st) != 0 || !S_ISREG (st.st_mode))
    return FALSE;
  return !self->known_on_disk || st.st_dev != self->disk_dev || st.st_ino != self->disk_ino
         || (gint64) st.st_mtim.tv_sec * G_GINT64_CONSTANT (1000000000) + st.st_mtim.tv_nsec != self->disk_mtime_ns
         || st.st_size != self->disk_size;
}

/* The advisory lock every writer holds while it writes (and a starting
 * copy while it clears stale temporaries).  Returns its descriptor (close
 * it to let go), or -1. */
static int
take_lock (TrucoProgress *self,
           gboolean       wait,
           int           *errsv)
{
  g_autofree char *lock_path = g_strconcat (self->path, LOCK_SUFFIX, NULL);
  int fd = g_open (lock_path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0600);

  if (fd < 0)
    {
      *errsv = errno;
      return -1;
    }
  /* Writers hold it for milliseconds: wait up to five seconds. */
  for (guint i = 0; ; i++)
    {
      if (flock (fd, LOCK_EX | LOCK_NB) == 0)
        return fd;
      if (errno == EINTR)
        continue;
      if (errno != EWOULDBLOCK || !wait || i >= 500)
        {
          *errsv = errno;
          close (fd);
          return -1;
        }
      g_usleep (10 * 1000);
    }
}

static TrucoLessonProgress *ensure_lesson (TrucoProgress *self,
                                           const char    *lesson_id);

static char *
review_key (const TrucoReview *r)
{
  return g_strdup_printf ("%s\x1f%s\x1f%s\x1f%" G_GINT64_FORMAT "\x1f%d\x1f%d\x1f%d\x1f%u",
                          r->skill->variant, r->skill->options, r->skill->skill, (gint64) r->time,
                          (int) r->rating, r->correct, r->hinted, r->duration_ms);
}

typedef struct
{
  TrucoReview review;
  guint       position;
} PlacedReview;

static int
compare_placed (gconstpointer a,
                gconstpointer b)
{
  const PlacedReview *x = a, *y = b;

  if (x->review.time != y->review.time)
    return x->review.time < y->review.time ? -1 : 1;
  return x->position < y->position ? -1 : x->position > y->position;
}

/* What another copy of the app saved, merged into @self: reviews are
 * facts, every one of both sides is kept (once, in time order); a lesson
 * is done if done on either side, with the best stars and the furthest
 * step; a skill's schedule is the one of the side that reviewed it last. */
static void
merge (TrucoProgress *self,
       TrucoProgress *other)
{
  GHashTableIter iter;
  gpointer key, value;
  g_autoptr(GHashTable) known = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint added = 0;

  g_hash_table_iter_init (&iter, other->lessons);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      const TrucoLessonProgress *theirs = value;
      TrucoLessonProgress *mine = ensure_lesson (self, key);

      mine->done |= theirs->done;
      /* What earned the best stars goes with them. */
      if (theirs->stars > mine->stars || (theirs->stars == mine->stars && theirs->earned_known && !mine->earned_known))
        {
          mine->earned_known = theirs->earned_known;
          mine->n_mistakes = theirs->n_mistakes;
          mine->n_hints = theirs->n_hints;
        }
      mine->stars = MAX (mine->stars, theirs->stars);
      mine->last_step = MAX (mine->last_step, theirs->last_step);
    }

  for (guint i = 0; i < other->cards->len; i++)
    {
      const TrucoSkillCard *theirs = g_ptr_array_index (other->cards, i);
      TrucoSkillCard *mine = find_card (self, theirs->variant, theirs->options, theirs->skill);

      if (mine == NULL)
        {
          mine = add_card (self, theirs->variant, theirs->options, theirs->skill);
          mine->card = theirs->card;
          mine->fast_streak = theirs->fast_streak;
        }
      else if (theirs->card.last_review > mine->card.last_review)
        {
          mine->card = theirs->card;
          mine->fast_streak = theirs->fast_streak;
        }
      mine->fails = MAX (mine->fails, theirs->fails);
    }

  for (guint i = 0; i < self->reviews->len; i++)
    g_hash_table_add (known, review_key (&g_array_index (self->reviews, TrucoReview, i)));
  for (guint i = 0; i < other->reviews->len; i++)
    {
      TrucoReview r = g_array_index (other->reviews, TrucoReview, i);
      char *k = review_key (&r);

      if (g_hash_table_contains (known, k))
        {
          g_free (k);
          continue;
        }
      g_hash_table_add (known, k);
      r.skill = find_card (self, r.skill->variant, r.skill->options, r.skill->skill);
      g_array_append_val (self->reviews, r);
      added++;
    }
  if (added > 0)
    {
      guint n = self->reviews->len;
      g_autofree PlacedReview *placed = g_new (PlacedReview, n);

      for (guint i = 0; i < n; i++)
        {
          placed[i].review = g_array_index (self->reviews, TrucoReview, i);
          placed[i].position = i;
        }
      qsort (placed, n, sizeof *placed, compare_placed);
      for (guint i = 0; i < n; i++)
        g_array_index (self->reviews, TrucoReview, i) = placed[i].review;
    }
}

/* Under the lock: merges the file another copy wrote.  FALSE when that
 * file comes from a newer Truquero (then nothing is written over it). */
static gboolean
merge_from_disk (TrucoProgress *self)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(TrucoProgress) other = NULL;
  struct stat st;
  int errsv;

  if (read_capped (self->path, &bytes, &errsv, &st) != READ_OK)
    return TRUE;
  other = truco_progress_new_in_memory ();
  switch (truco_progress_parse (other, bytes))
    {
    case TRUCO_PROGRESS_PARSE_OK:
    case TRUCO_PROGRESS_PARSE_MIGRATED:
    case TRUCO_PROGRESS_PARSE_SWAPPED:
      merge (self, other);
      return TRUE;
    case TRUCO_PROGRESS_PARSE_NEWER:
      return FALSE;
    case TRUCO_PROGRESS_PARSE_CORRUPT:
    default:
      /* Damaged under us: what this store holds replaces it. */
      return TRUE;
    }
}

/* Writes the file: merges what another copy saved since, then a
 * temporary file of this process renamed over the file, all under the
 * lock. */
static gboolean
write_file (TrucoProgress *self,
            int           *errsv)
{
  g_autofree char *directory = g_path_get_dirname (self->path);
  g_autofree char *temp = NULL;
  g_autoptr(GBytes) bytes = NULL;
  gboolean created = FALSE, ok = FALSE;
  const guint8 *data;
  gsize size, done = 0;
  int lock_fd, fd = -1;
  struct stat st;

  *errsv = 0;
  if (g_mkdir_with_parents (directory, 0700) != 0)
    {
      *errsv = errno;
      return FALSE;
    }
  lock_fd = take_lock (self, TRUE, errsv);
  if (lock_fd < 0)
    return FALSE;

  if (changed_on_disk (self) && !merge_from_disk (self))
    {
      *errsv = EEXIST;
      self->save_off = TRUE;
      goto out;
    }
  bytes = truco_progress_serialize (self);
  data = g_bytes_get_data (bytes, &size);
  temp = g_strconcat (self->path, TEMP_INFIX "XXXXXX", NULL);
  fd = g_mkstemp_full (temp, O_WRONLY | O_CLOEXEC, 0644);
  if (fd < 0)
    {
      *errsv = errno;
      goto out;
    }
  created = TRUE;
  if (self->fail_errno != 0)
    {
      *errsv = self->fail_errno;
      goto out;
    }
  while (done < size)
    {
      ssize_t n = write (fd, data + done, size - done);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          *errsv = errno;
          goto out;
        }
      done += (gsize) n;
    }
  if (fsync (fd) != 0)
    {
      *errsv = errno;
      goto out;
    }
  if (close (fd) != 0)
    {
      fd = -1;
      *errsv = errno;
      goto out;
    }
  fd = -1;
  if (g_rename (temp, self->path) != 0)
    {
      *errsv = errno;
      goto out;
    }
  created = FALSE;
  if (stat (self->path, &st) == 0)
    remember_on_disk (self, &st);
  ok = TRUE;

out:
  if (fd >= 0)
    close (fd);
  if (created)
    g_unlink (temp);
  close (lock_fd);
  return ok;
}

/**
 * truco_progress_save:
 *
 * Writes the file atomically (a new file renamed over the old one), so a
 * crash at any moment leaves the old file or the new one.  Changes save
 * themselves; this is for callers that changed the parameters.  A save
 * that fails is tried again at the next change; the learner is told once
 * what happened (and once when saving works again).  Returns FALSE when
 * nothing was saved.
 */
gboolean
truco_progress_save (TrucoProgress *self)
{
  int errsv;

  g_return_val_if_fail (TRUCO_IS_PROGRESS (self), FALSE);

  if (self->path == NULL || self->save_off)
    return FALSE;

  if (write_file (self, &errsv))
    {
      if (self->unsaved_since != 0 && self->told_cannot_save)
        set_message (self, _("Your progress is saved again."));
      self->unsaved_since = 0;
      self->told_cannot_save = FALSE;
      set_can_save (self, TRUE);
      return TRUE;
    }

  if (self->save_off)
    {
      /* Another copy of the app, a newer Truquero, wrote the file. */
      self->status = TRUCO_PROGRESS_STATUS_NEWER;
      set_can_save (self, FALSE);
      set_message (self, _("Your progress was saved by a newer version of Truquero. "
                           "It is left as it is, and nothing you do now will be saved."));
      return FALSE;
    }
  if (self->unsaved_since == 0)
    {
      self->unsaved_since = MAX (truco_progress_now (), 1);
      g_message ("Cannot save the progress: %s", g_strerror (errsv));
    }
  set_can_save (self, FALSE);
  if (!self->told_cannot_save)
    {
      g_autofree char *message = save_failed_message (errsv, self->unsaved_since);

      self->told_cannot_save = TRUE;
      set_message (self, message);
    }
  return FALSE;
}

void
truco_progress_fail_writes (TrucoProgress *self,
                            int            errsv)
{
  g_return_if_fail (TRUCO_IS_PROGRESS (self));
  self->fail_errno = errsv;
}

/* Loading. */

/* A writer killed between writing its temporary file and renaming it
 * leaves "progress.gvariant.tmp-XXXXXX" behind.  Only such files are
 * removed, only when old, and only while no copy of the app is writing
 * (the lock is free): never another copy's file in flight, never a file
 * of the learner's (an older Truquero's GLib named its temporaries
 * "progress.gvariant.XXXXXX", as a learner may name a backup). */
static void
remove_stale_temporaries (TrucoProgress *self,
                          const char    *directory)
{
  g_autoptr(GDir) dir = NULL;
  const char *name;
  const char *prefix = TRUCO_PROGRESS_FILE_NAME TEMP_INFIX;
  gsize prefix_length = strlen (prefix);
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  int lock_fd, errsv;

  lock_fd = take_lock (self, FALSE, &errsv);
  if (lock_fd < 0)
    return;
  dir = g_dir_open (directory, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      gboolean temporary = strlen (name) == prefix_length + 6 && g_str_has_prefix (name, prefix);
      g_autofree char *path = NULL;
      struct stat st;

      for (gsize i = prefix_length; temporary && name[i] != '\0'; i++)
        temporary = g_ascii_isalnum (name[i]);
      if (!temporary)
        continue;
      path = g_build_filename (directory, name, NULL);
      if (lstat (path, &st) == 0 && S_ISREG (st.st_mode) && now - st.st_mtime > STALE_TEMP_SECONDS)
        g_unlink (path);
    }
  close (lock_fd);
}

static void
set_aside (TrucoProgress *self,
           TrucoFsrsTime  now)
{
  g_autoptr(GDateTime) time = g_date_time_new_from_unix_utc (now / 1000);
  g_autofree char *stamp = time != NULL ? g_date_time_format (time, "%Y%m%d-%H%M%S") : g_strdup ("0");

  for (guint i = 0; i < 1000; i++)
    {
      g_autofree char *candidate = i == 0
        ? g_strdup_printf ("%s.broken-%s", self->path, stamp)
        : g_strdup_printf ("%s.broken-%s-%u", self->path, stamp, i);

      if (g_file_test (candidate, G_FILE_TEST_EXISTS | G_FILE_TEST_IS_SYMLINK))
        continue;
      if (g_rename (self->path, candidate) == 0)
        {
          self->backup_path = g_steal_pointer (&candidate);
          return;
        }
      break;
    }
  /* Could not rename: the file stays where it is, and is not overwritten. */
  self->can_save = FALSE;
  self->save_off = TRUE;
}

/**
 * truco_progress_new_for_directory:
 * @directory: where the file lives (created if missing)
 * @now: the time, to name a backup
 *
 * Loads the progress.  Never fails: see truco_progress_get_status() and
 * take the message to show with truco_progress_take_message().  Never
 * blocks on what is at the file's path: anything but a regular file (a
 * folder, a pipe, a link to a device) is set aside as a damaged file is.
 */
TrucoProgress *
truco_progress_new_for_directory (const char    *directory,
                                  TrucoFsrsTime  now)
{
  TrucoProgress *self;
  g_autoptr(GBytes) bytes = NULL;
  struct stat st;
  int errsv = 0;

  g_return_val_if_fail (directory != NULL, NULL);

  self = g_object_new (TRUCO_TYPE_PROGRESS, NULL);
  self->path = g_build_filename (directory, TRUCO_PROGRESS_FILE_NAME, NULL);
  self->can_save = g_mkdir_with_parents (directory, 0700) == 0 && g_access (directory, W_OK) == 0;

  switch (read_capped (self->path, &bytes, &errsv, &st))
    {
    case READ_MISSING:
      self->status = TRUCO_PROGRESS_STATUS_FIRST_RUN;
      break;

    case READ_ERROR:
      /* There but unreadable: leave it alone, save nothing over it. */
      g_warning ("Cannot read %s: %s", self->path, g_strerror (errsv));
      self->status = TRUCO_PROGRESS_STATUS_READ_ONLY;
      self->can_save = FALSE;
      self->save_off = TRUE;
      self->told_cannot_save = TRUE;
      set_message (self, _("Your saved progress cannot be read, so you start afresh. "
                           "It is left as it is, and nothing you do now will be saved over it."));
      return self;

    case READ_NOT_REGULAR:
      self->status = TRUCO_PROGRESS_STATUS_RECOVERED;
      if (self->can_save)
        set_aside (self, now);
      if (self->backup_path != NULL)
        set_message (self, _("Your progress could not be read, because in its place there is something that "
                             "is not a file (a folder, a pipe or a device). You start afresh; "
                             "it was moved aside, not deleted."));
      else
        {
          self->can_save = FALSE;
          self->save_off = TRUE;
          self->told_cannot_save = TRUE;
          set_message (self, _("Your progress could not be read, because in its place there is something that "
                               "is not a file (a folder, a pipe or a device). You start afresh, "
                               "and nothing you do now will be saved over it."));
        }
      return self;

    case READ_OK:
    default:
      remember_on_disk (self, &st);
      switch (truco_progress_parse (self, bytes))
        {
        case TRUCO_PROGRESS_PARSE_OK:
          self->status = TRUCO_PROGRESS_STATUS_OK;
          break;

        case TRUCO_PROGRESS_PARSE_SWAPPED:
          /* Read whole; written again little-endian at once. */
          self->status = TRUCO_PROGRESS_STATUS_OK;
          if (self->can_save)
            truco_progress_save (self);
          break;

        case TRUCO_PROGRESS_PARSE_MIGRATED:
          self->status = TRUCO_PROGRESS_STATUS_MIGRATED;
          if (self->can_save)
            {
              /* Keep the old file, for an older Truquero. */
              g_autofree char *old = g_strdup_printf ("%s.v%u", self->path, self->file_version);

              g_file_set_contents (old, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), NULL);
              truco_progress_save (self);
            }
          break;

        case TRUCO_PROGRESS_PARSE_NEWER:
          self->status = TRUCO_PROGRESS_STATUS_NEWER;
          self->can_save = FALSE;
          self->save_off = TRUE;
          self->told_cannot_save = TRUE;
          set_message (self, _("Your progress was saved by a newer version of Truquero. "
                               "It is left as it is, and nothing you do now will be saved."));
          return self;

        case TRUCO_PROGRESS_PARSE_CORRUPT:
        default:
          self->status = TRUCO_PROGRESS_STATUS_RECOVERED;
          if (self->can_save)
            set_aside (self, now);
          set_message (self, _("Your saved progress could not be read, so you start afresh. "
                               "The damaged file was kept as a backup."));
          if (!self->can_save)
            self->told_cannot_save = TRUE;
          self->known_on_disk = FALSE;
          return self;
        }
    }

  if (self->can_save)
    remove_stale_temporaries (self, directory);
  else
    {
      if (self->status != TRUCO_PROGRESS_STATUS_READ_ONLY)
        self->status = TRUCO_PROGRESS_STATUS_READ_ONLY;
      cannot_save (self);
    }
  return self;
}

/**
 * truco_progress_new_default:
 *
 * The learner's progress, in $XDG_DATA_HOME/io.github.truquero.Truquero.
 */
TrucoProgress *
truco_progress_new_default (TrucoFsrsTime now)
{
  g_autofree char *directory = g_build_filename (g_get_user_data_dir (), APPLICATION_ID, NULL);

  return truco_progress_new_for_directory (directory, now);
}

/* Progress that is never saved (for the fuzz target and for tests). */
TrucoProgress *
truco_progress_new_in_memory (void)
{
  TrucoProgress *self = g_object_new (TRUCO_TYPE_PROGRESS, NULL);

  self->status = TRUCO_PROGRESS_STATUS_FIRST_RUN;
  return self;
}

TrucoProgressStatus
truco_progress_get_status (TrucoProgress *self)
{
  g_return_val_if_fail (TRUCO_IS_PROGRESS (self), TRUCO_PROGRESS_STATUS_OK);
  return self->status;
}

const char *
truco_progress_get_path (TrucoProgress *self)
{
  g_return_val_if_fail (TRUCO_IS_PROGRESS (self), NULL);
  return self->path;
}

const char *
truco_progress_get_backup_path (TrucoProgress *self)
{
  g_return_val_if_fail (TRUCO_IS_PROGRESS (self), NULL);
  return self->backup_path;
}

gboolean
truco_progress_get_can_save (TrucoProgress *self)
{
  g_return_val_if_fail (TRUCO_IS_PROGRESS (self), FALSE);
  return self->can_save;
}

const char *
truco_progress_get_message (TrucoProgress *self)
{
  g_return_val_if_fail (TRUCO_IS_PROGRESS (self), NULL);
  return self->message;
}

/**
 * truco_progress_take_message:
 *
 * The sentence to show the learner (once), or NULL; it is then cleared.
 * The message property notifies when a new one arrives (a save that
 * failed).
 */
char *
truco_progress_take_message (TrucoProgress *self)
{
  char *message;

  g_return_val_if_fail (TRUCO_IS_PROGRESS (self), NULL);

  message = g_steal_pointer (&self->message);
  if (message != NULL)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MESSAGE]);
  return message;
}

const TrucoFsrsParams *
truco_progress_get_params (TrucoProgress *self)
{
  g_return_val_if_fail (TRUCO_IS_PROGRESS (self), NULL);
  return &self->params;
}

/* The parameters are preferences, not progress: they are not saved here. */
void
truco_progress_set_params (TrucoProgress         *self,
                           const TrucoFsrsParams *params)
{
  g_return_if_fail (TRUCO_IS_PROGRESS (self));
  self->params = *params;
}

/* Lessons. */

gboolean
truco_progress_get_lesson (TrucoProgress       *self,
                           const char          *lesson_id,
                           TrucoLessonProgress *out)
{
  const TrucoLessonProgress *lesson;

  g_return_val_if_fail (TRUCO_IS_PROGRESS (self), FALSE);

  lesson = g_hash_table_lookup (self->lessons, lesson_id);
  if (out != NULL)
    {
      TrucoLessonProgress none = { FALSE, 0, 0 };

      *out = lesson != NULL ? *lesson : none;
    }
  return lesson != NULL;
}

static TrucoLessonProgress *
ensure_lesson (TrucoProgress *self,
               const char    *lesson_id)
{
  TrucoLessonProgress *lesson = g_hash_table_lookup (self->lessons, lesson_id);

  if (lesson == NULL)
    {
      lesson = g_new0 (TrucoLessonProgress, 1);
      g_hash_table_insert (self->lessons, g_strdup (lesson_id), lesson);
    }
  return lesson;
}

/* Returns whether it was saved. */
gboolean
truco_progress_reach_lesson_step (TrucoProgress *self,
                                  const char    *lesson_id,
                                  guint          step)
{
  g_return_val_if_fail (TRUCO_IS_PROGRESS (self), FALSE);
  g_return_val_if_fail (id_is_valid (lesson_id, FALSE), FALSE);
  g_return_val_if_fail (step <= MAX_STEP, FALSE);

  ensure_lesson (self, lesson_id)->last_step = step;
  return truco_progress_save (self);
}

/* Marks the lesson done, keeping the best stars of all attempts (what
 * earned them unknown). */
gboolean
truco_progress_complete_lesson (TrucoProgress *self,
                                const char    *lesson_id,
                                guint          stars)
{
  TrucoLessonProgress *lesson;

  g_return_val_if_fail (TRUCO_IS_PROGRESS (self), FALSE);
  g_return_val_if_fail (id_is_valid (lesson_id, FALSE), FALSE);

  lesson = ensure_lesson (self, lesson_id);
  lesson->done = TRUE;
  if (MIN (stars, MAX_STARS) > lesson->stars)
    lesson->earned_known = FALSE;
  lesson->stars = MAX (lesson->stars, MIN (stars, MAX_STARS));
  return truco_progress_save (self);
}

/**
 * truco_progress_complete_lesson_check:
 * @stars: the stars the check earned, 1 to 3
 * @n_mistakes: the check's questions not answered right
 * @n_hints: the check's questions a hint was shown for
 *
 * Marks the lesson done, keeping the best stars of all attempts and what
 * earned them (for a tie, the check that says it over one saved before it
 * was kept).
 */
gboolean
truco_progress_complete_lesson_check (TrucoProgress *self,
                                      const char    *lesson_id,
                                      guint          stars,
                                      guint          n_mistakes,
                                      guint          n_hints)
{
  TrucoLessonProgress *lesson;

  g_return_val_if_fail (TRUCO_IS_PROGRESS (self), FALSE);
  g_return_val_if_fail (id_is_valid (lesson_id, FALSE), FALSE);
  g_return_val_if_fail (stars >= 1 && stars <= MAX_STARS, FALSE);

  lesson = ensure_lesson (self, lesson_id);
  lesson->done = TRUE;
  if (stars > lesson->stars || (stars == lesson->stars && !lesson->earned_known))
    {
      lesson->stars = stars;
      lesson->earned_known = TRUE;
      lesson->n_mistakes = MIN (n_mistakes, MAX_EARNED);
      lesson->n_hints = MIN (n_hints, MAX_EARNED);
    }
  return truco_progress_save (self);
}

char **
truco_progress_dup_lesson_ids (TrucoProgress *self)
{
  GPtrArray *ids = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer key;

  g_return_val_if_fail (TRUCO_IS_PROGRESS (self), NULL);

  g_hash_table_iter_init (&iter, self->lessons);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    g_ptr_array_add (ids, g_strdup (key));
  g_ptr_array_sort (ids, compare_strings);
  g_ptr_array_add (ids, NULL);
  return (char **) g_ptr_array_free (ids, FALSE);
}

/* Skills and reviews. */

const TrucoSkillCard *
truco_progress_lookup_card (TrucoProgress *self,
                            const char    *variant,
                            const char    *options,
                            const char    *skill)
{
  g_return_val_if_fail (TRUCO_IS_PROGRESS (self), NULL);
  return find_card (self, variant, options != NULL ? options : "", skill);
}

static TrucoRating
grade (const TrucoSkillCard *card,
       const TrucoAnswer    *answer,
       guint                *streak)
{
  guint previous = card != NULL ? card->fast_streak : 0;
  gboolean fast = answer->duration_ms > 0 && answer->duration_ms <= TRUCO_ANSWER_FAST_MS;
  gboolean slow = answer->duration_ms > TRUCO_ANSWER_SLOW_MS;

  *streak = 0;
  if (!answer->correct)
    return TRUCO_RATING_AGAIN;
  if (answer->hinted || slow)
    return TRUCO_RATING_HARD;
  if (!fast)
    return TRUCO_RATING_GOOD;
  *streak = previous + 1;
  return *streak >= TRUCO_ANSWER_EASY_STREAK ? TRUCO_RATING_EASY : TRUCO_RATING_GOOD;
}

/**
 * truco_progress_grade:
 *
 * The rating an answer earns: wrong is Again; right with a hint, or
 * slower than TRUCO_ANSWER_SLOW_MS, is Hard; right is Good; right,
 * unhinted and within TRUCO_ANSWER_FAST_MS for the
 * TRUCO_ANSWER_EASY_STREAK-th time in a row is Easy.  (A single fast
 * answer may be a lucky guess among three options; three in a row by
 * chance is about one in thirty.)
 */
TrucoRating
truco_progress_grade (TrucoProgress     *self,
                      const char        *variant,
                      const char        *options,
                      const char        *skill,
                      const TrucoAnswer *answer)
{
  guint streak;

  g_return_val_if_fail (TRUCO_IS_PROGRESS (self), TRUCO_RATING_AGAIN);
  return grade (truco_progress_lookup_card (self, variant, options, skill), answer, &streak);
}

/**
 * truco_progress_record_review:
 * @options: (nullable): truco_progress_options_digest() of the house rules
 * @now: when it was answered
 *
 * Grades the answer, reschedules the skill, keeps the review and saves.
 */
TrucoRating
truco_progress_record_review (TrucoProgress     *self,
                              const char        *variant,
                              const char        *options,
                              const char        *skill,
                              const TrucoAnswer *answer,
                              TrucoFsrsTime      now)
{
  TrucoSkillCard *card;
  TrucoReview review = { 0, };
  guint streak;

  g_return_val_if_fail (TRUCO_IS_PROGRESS (self), TRUCO_RATING_AGAIN);
  if (options == NULL)
    options = "";
  g_return_val_if_fail (id_is_valid (variant, FALSE) && id_is_valid (options, TRUE)
                        && id_is_valid (skill, FALSE), TRUCO_RATING_AGAIN);

  now = CLAMP (now, 0, TRUCO_FSRS_TIME_MAX);
  card = find_card (self, variant, options, skill);
  if (card == NULL)
    card = add_card (self, variant, options, skill);

  review.rating = grade (card, answer, &streak);
  review.time = now;
  review.skill = card;
  review.correct = answer->correct;
  review.hinted = answer->hinted;
  review.duration_ms = answer->duration_ms;

  truco_fsrs_review (&self->params, &card->card, now, review.rating, &card->card);
  card->fast_streak = streak;
  if (!answer->correct)
    card->fails++;
  g_array_append_val (self->reviews, review);

  truco_progress_save (self);
  return review.rating;
}

/* Mastery: the chance of recalling the skill now (its retrievability),
 * 0 for a skill never reviewed. */
double
truco_progress_get_mastery (TrucoProgress *self,
                            const char    *variant,
                            const char    *options,
                            const char    *skill,
                            TrucoFsrsTime  now)
{
  const TrucoSkillCard *card = truco_progress_lookup_card (self, variant, options, skill);

  return card != NULL ? truco_fsrs_retrievability (&self->params, &card->card, now) : 0;
}

gboolean
truco_progress_is_leech (TrucoProgress *self,
                         const char    *variant,
                         const char    *options,
                         const char    *skill)
{
  const TrucoSkillCard *card = truco_progress_lookup_card (self, variant, options, skill);

  return card != NULL && card->fails >= TRUCO_PROGRESS_LEECH_FAILS;
}

/* After the learner has done the skill's lesson again: the count of
 * failures starts afresh (the schedule is kept). */
gboolean
truco_progress_forgive_leech (TrucoProgress *self,
                              const char    *variant,
                              const char    *options,
                              const char    *skill)
{
  TrucoSkillCard *card;

  g_return_val_if_fail (TRUCO_IS_PROGRESS (self), FALSE);

  card = find_card (self, variant, options != NULL ? options : "", skill);
  if (card == NULL || card->fails == 0)
    return FALSE;
  card->fails = 0;
  return truco_progress_save (self);
}

/**
 * truco_progress_move_card:
 * @from: the digest the card is kept under
 * @to: the digest to keep it under
 *
 * Keeps the card of @skill found under @from under @to instead, with its
 * reviews, when @to has none yet: for when the house rules a skill's
 * schedule is kept under change meaning (each skill under only the rules
 * that change its answers, where every changed rule counted before).
 *
 * Returns: whether a card moved (it is saved at once)
 */
gboolean
truco_progress_move_card (TrucoProgress *self,
                          const char    *variant,
                          const char    *from,
                          const char    *to,
                          const char    *skill)
{
  TrucoSkillCard *card;
  g_autofree char *old_key = NULL;

  g_return_val_if_fail (TRUCO_IS_PROGRESS (self), FALSE);
  g_return_val_if_fail (variant != NULL && skill != NULL, FALSE);

  from = from != NULL ? from : "";
  to = to != NULL ? to : "";
  if (g_strcmp0 (from, to) == 0 || !id_is_valid (to, TRUE) ||
      (card = find_card (self, variant, from, skill)) == NULL ||
      find_card (self, variant, to, skill) != NULL)
    return FALSE;

  old_key = card_key (variant, from, skill);
  g_hash_table_remove (self->card_index, old_key);
  card->options = g_string_chunk_insert_const (self->strings, to);
  g_hash_table_insert (self->card_index, card_key (variant, to, skill), card);
  truco_progress_save (self);
  return TRUE;
}

guint
truco_progress_get_n_reviews (TrucoProgress *self)
{
  g_return_val_if_fail (TRUCO_IS_PROGRESS (self), 0);
  return self->reviews->len;
}

const TrucoReview *
truco_progress_get_review (TrucoProgress *self,
                           guint          index)
{
  g_return_val_if_fail (TRUCO_IS_PROGRESS (self), NULL);
  g_return_val_if_fail (index < self->reviews->len, NULL);
  return &g_array_index (self->reviews, TrucoReview, index);
}

guint
truco_progress_get_n_cards (TrucoProgress *self)
{
  g_return_val_if_fail (TRUCO_IS_PROGRESS (self), 0);
  return self->cards->len;
}

const TrucoSkillCard *
truco_progress_get_card (TrucoProgress *self,
                         guint          index)
{
  g_return_val_if_fail (TRUCO_IS_PROGRESS (self), NULL);
  g_return_val_if_fail (index < self->cards->len, NULL);
  return g_ptr_array_index (self->cards, index);
}

/* The local calendar day of @time, as a day number. */
static gint64
local_day (TrucoFsrsTime  time,
           GTimeZone     *tz)
{
  g_autoptr(GDateTime) utc = g_date_time_new_from_unix_utc (time / 1000);
  g_autoptr(GDateTime) local = NULL;
  g_autoptr(GDate) date = NULL;

  if (utc == NULL)
    return time < 0 ? G_MININT32 : G_MAXINT32;
  local = g_date_time_to_timezone (utc, tz);
  if (local == NULL)
    return time < 0 ? G_MININT32 : G_MAXINT32;
  date = g_date_new_dmy ((GDateDay) g_date_time_get_day_of_month (local),
                         (GDateMonth) g_date_time_get_month (local),
                         (GDateYear) g_date_time_get_year (local));
  return g_date_get_julian (date);
}

/**
 * truco_progress_count_due:
 *
 * Skills never reviewed are not counted (they are new, not due).  A skill
 * due before @now (or before a clock that moved backwards) counts today.
 */
void
truco_progress_count_due (TrucoProgress      *self,
                          const char         *variant,
                          const char         *options,
                          const char * const *skills,
                          TrucoFsrsTime       now,
                          GTimeZone          *tz,
                          guint              *counts,
                          guint               n_days)
{
  gint64 today;

  g_return_if_fail (TRUCO_IS_PROGRESS (self));
  g_return_if_fail (counts != NULL || n_days == 0);

  memset (counts, 0, sizeof (guint) * n_days);
  if (n_days == 0 || skills == NULL)
    return;
  today = local_day (now, tz);

  for (guint i = 0; skills[i] != NULL; i++)
    {
      const TrucoSkillCard *card = truco_progress_lookup_card (self, variant, options, skills[i]);
      gint64 day;

      if (card == NULL || card->card.state == TRUCO_CARD_NEW)
        continue;
      day = card->card.due <= now ? today : local_day (card->card.due, tz);
      if (day - today < n_days)
        counts[MAX (day - today, 0)]++;
    }
}

void
truco_progress_count_reviews (TrucoProgress *self,
                              const char    *variant,
                              TrucoFsrsTime  now,
                              GTimeZone     *tz,
                              guint         *reviews,
                              guint         *correct,
                              guint          n_days)
{
  gint64 today, previous_day = 0;
  TrucoFsrsTime previous_time = -1;

  g_return_if_fail (TRUCO_IS_PROGRESS (self));
  g_return_if_fail ((reviews != NULL && correct != NULL) || n_days == 0);

  memset (reviews, 0, sizeof (guint) * n_days);
  memset (correct, 0, sizeof (guint) * n_days);
  if (n_days == 0)
    return;
  today = local_day (now, tz);

  for (guint i = 0; i < self->reviews->len; i++)
    {
      const TrucoReview *r = &g_array_index (self->reviews, TrucoReview, i);
      gint64 ago;

      if (variant != NULL && !g_str_equal (r->skill->variant, variant))
        continue;
      /* Reviews come in time order, mostly: reuse the day of the last. */
      if (r->time / TRUCO_FSRS_MINUTE != previous_time / TRUCO_FSRS_MINUTE)
        {
          previous_day = r->time >= now ? today : local_day (r->time, tz);
          previous_time = r->time;
        }
      ago = today - previous_day;
      if (ago < 0)
        ago = 0;
      if (ago < n_days)
        {
          reviews[ago]++;
          correct[ago] += r->correct;
        }
    }
}

