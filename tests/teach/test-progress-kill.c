/* test-progress-kill.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A process saving the progress is killed at random moments, a thousand
 * times and more: the file left must always be a whole file, the one
 * written before the kill or the one being written, bit for bit, and
 * never older than the last one seen.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "truco-progress-private.h"

#define T0 ((TrucoFsrsTime) 1773144000000)
#define N_KILLS 1000

/* The k-th change the writer makes: one answered question, saved. */
static void
apply (TrucoProgress *progress,
       guint          k)
{
  static const char *skills[] = { "deck", "ranking", "tricks", "envido", "flor", "truco", "put" };
  TrucoAnswer answer = { k % 4 != 0, k % 7 == 0, 1000 + (k * 977) % 40000 };

  truco_progress_record_review (progress, k % 3 ? "ar" : "cat", NULL, skills[k % G_N_ELEMENTS (skills)],
                                &answer, T0 + (TrucoFsrsTime) k * 3 * TRUCO_FSRS_MINUTE);
}

G_GNUC_NORETURN static void
writer (const char *dir)
{
  TrucoProgress *progress = truco_progress_new_for_directory (dir, T0);
  guint k;

  if (truco_progress_get_status (progress) != TRUCO_PROGRESS_STATUS_OK
      && truco_progress_get_status (progress) != TRUCO_PROGRESS_STATUS_FIRST_RUN)
    _exit (3);
  for (k = truco_progress_get_n_reviews (progress); ; k++)
    apply (progress, k);
}

static guint
remove_temporaries (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  while ((name = g_dir_read_name (d)) != NULL)
    if (!g_str_equal (name, TRUCO_PROGRESS_FILE_NAME) && !g_str_equal (name, TRUCO_PROGRESS_FILE_NAME ".lock"))
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);

        g_assert_true (g_str_has_prefix (name, TRUCO_PROGRESS_FILE_NAME ".tmp-"));
        g_unlink (path);
        n++;
      }
  return n;
}

static void
test_kill_writer (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("truco-kill-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autoptr(TrucoProgress) model = truco_progress_new_in_memory ();
  g_autoptr(TrucoProgress) parser = truco_progress_new_in_memory ();
  guint seen = 0, mid_write = 0, unchanged = 0;
  GRand *rand = g_rand_new_with_seed (20261122);

  g_assert_no_error (error);
  path = g_build_filename (dir, TRUCO_PROGRESS_FILE_NAME, NULL);

  for (guint i = 0; i < N_KILLS; i++)
    {
      g_autofree char *contents = NULL;
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(GBytes) expected = NULL;
      gsize len;
      int status;
      pid_t pid = fork ();
      guint n;

      g_assert_cmpint (pid, >=, 0);
      if (pid == 0)
        writer (dir);

      g_usleep (g_rand_int_range (rand, 0, 6000));
      g_assert_cmpint (kill (pid, SIGKILL), ==, 0);
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      g_assert_true (WIFSIGNALED (status));

      if (!g_file_get_contents (path, &contents, &len, NULL))
        {
          /* Killed before its first save ever. */
          g_assert_cmpuint (seen, ==, 0);
          mid_write += remove_temporaries (dir) > 0;
          continue;
        }
      bytes = g_bytes_new_take (g_steal_pointer (&contents), len);
      g_assert_cmpint (truco_progress_parse (parser, bytes), ==, TRUCO_PROGRESS_PARSE_OK);
      n = truco_progress_get_n_reviews (parser);
      g_assert_cmpuint (n, >=, seen);
      unchanged += n == seen;

      /* Exactly the file the writer made after its n-th answer. */
      while (truco_progress_get_n_reviews (model) < n)
        apply (model, truco_progress_get_n_reviews (model));
      expected = truco_progress_serialize (model);
      g_assert_true (g_bytes_equal (bytes, expected));
      seen = n;

      /* A temporary file left: the kill came in the middle of a write. */
      mid_write += remove_temporaries (dir) > 0;
    }

  g_test_message ("%u kills: %u in the middle of a write, %u before any new save; %u answers saved",
                  N_KILLS, mid_write, unchanged, seen);
  g_assert_cmpuint (mid_write, >, 0);
  g_assert_cmpuint (seen, >, 0);

  g_unlink (path);
  g_rmdir (dir);
  g_rand_free (rand);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/progress/kill-writer", test_kill_writer);

  return g_test_run ();
}
