/* bench-progress.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Reports (never fails on time): choosing the next question among 200
 * skills with 10 000 past reviews (target under 1 ms), and loading and
 * saving a progress file of 10 000 reviews (target under 50 ms each).
 */

#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>

#include "truco-session.h"

#define N_SKILLS 200
#define N_REVIEWS 10000
#define T0 ((TrucoFsrsTime) 1773144000000)

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static void
report (const char *what,
        double     *ms,
        guint       n,
        double      target)
{
  qsort (ms, n, sizeof (double), compare_doubles);
  printf ("%-52s median %8.3f ms  p90 %8.3f ms  max %8.3f ms  (target < %g ms)\n",
          what, ms[n / 2], ms[n * 9 / 10], ms[n - 1], target);
}

int
main (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("truco-bench-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autoptr(TrucoProgress) progress = NULL;
  g_autoptr(GPtrArray) skills = g_ptr_array_new_with_free_func (g_free);
  GRand *rand = g_rand_new_with_seed (1);
  TrucoFsrsTime now = T0;
  double ms[1000];
  guint n;

  g_assert_no_error (error);
  for (guint i = 0; i < N_SKILLS; i++)
    g_ptr_array_add (skills, g_strdup_printf ("skill-%03u", i));
  g_ptr_array_add (skills, NULL);

  /* A year of reviews, in memory (saving each would measure the disk). */
  progress = truco_progress_new_in_memory ();
  for (guint i = 0; i < N_REVIEWS; i++)
    {
      TrucoAnswer answer = { g_rand_double (rand) < 0.85, g_rand_double (rand) < 0.1,
                             (guint) g_rand_int_range (rand, 1000, 40000) };

      truco_progress_record_review (progress, "ar", NULL, skills->pdata[g_rand_int_range (rand, 0, N_SKILLS)],
                                    &answer, now);
      now += g_rand_int_range (rand, 10, 3600) * (TrucoFsrsTime) 1000;
    }
  now += 3 * TRUCO_FSRS_DAY;

  /* Choosing: a new session and its first question, then the next ones. */
  n = 0;
  for (guint i = 0; i < 1000; i++)
    {
      gint64 start = g_get_monotonic_time ();
      g_autoptr(TrucoSession) session = truco_session_new_review (progress, "ar", NULL,
                                                                  (const char * const *) skills->pdata,
                                                                  NULL, FALSE, 20, i);

      g_assert_nonnull (truco_session_next (session, now));
      ms[n++] = (g_get_monotonic_time () - start) / 1000.0;
    }
  report ("next question (200 skills, 10 000 reviews)", ms, n, 1);

  /* Saving and loading. */
  path = g_build_filename (dir, TRUCO_PROGRESS_FILE_NAME, NULL);
  n = 0;
  for (guint i = 0; i < 20; i++)
    {
      gint64 start = g_get_monotonic_time ();
      g_autoptr(GBytes) bytes = truco_progress_serialize (progress);

      g_assert_true (g_file_set_contents_full (path, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                               G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                               0644, NULL));
      ms[n++] = (g_get_monotonic_time () - start) / 1000.0;
    }
  report ("save (10 000 reviews, with fsync)", ms, n, 50);
  n = 0;
  for (guint i = 0; i < 20; i++)
    {
      gint64 start = g_get_monotonic_time ();
      g_autoptr(GBytes) bytes = truco_progress_serialize (progress);

      ms[n++] = (g_get_monotonic_time () - start) / 1000.0;
    }
  report ("  of which serialising", ms, n, 50);
  n = 0;
  for (guint i = 0; i < 20; i++)
    {
      gint64 start = g_get_monotonic_time ();
      g_autoptr(TrucoProgress) loaded = truco_progress_new_for_directory (dir, now);

      g_assert_cmpint (truco_progress_get_status (loaded), ==, TRUCO_PROGRESS_STATUS_OK);
      g_assert_cmpuint (truco_progress_get_n_reviews (loaded), ==, N_REVIEWS);
      ms[n++] = (g_get_monotonic_time () - start) / 1000.0;
    }
  {
    GStatBuf st;

    g_stat (path, &st);
    printf ("file size: %ld bytes\n", (long) st.st_size);
  }
  report ("load (10 000 reviews)", ms, n, 50);

  g_unlink (path);
  g_rmdir (dir);
  g_rand_free (rand);
  return 0;
}
