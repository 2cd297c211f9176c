/* bench-lessons.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Benchmark (reports only, never fails on a time): how long loading the
 * lessons of each variant takes, the engine evaluating every worked
 * example, and what one loaded path holds.  The Learn section loads one
 * variant's path when it is first shown, so this is its cost.
 */

#include "config.h"

#include <locale.h>
#include <stdlib.h>

#include "truco-curriculum.h"

#define N_RUNS 200

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a;
  double y = *(const double *) b;

  return (x > y) - (x < y);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GTimer) timer = g_timer_new ();

  setlocale (LC_ALL, "");

  for (guint v = 0; v < truco_variant_get_count (); v++)
    {
      const char *variant = truco_variant_get_id (truco_variant_get_nth (v));
      double times[N_RUNS];
      guint n_lessons = 0, n_steps = 0, n_examples = 0;

      for (guint run = 0; run < N_RUNS; run++)
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(TrucoCurriculum) curriculum = NULL;

          g_timer_start (timer);
          curriculum = truco_curriculum_new_for_variant (variant, &error);
          times[run] = g_timer_elapsed (timer, NULL);
          if (curriculum == NULL)
            {
              g_printerr ("%s: %s\n", variant, error->message);
              return 1;
            }
          if (run > 0)
            continue;
          n_lessons = g_list_model_get_n_items (G_LIST_MODEL (curriculum));
          for (guint i = 0; i < n_lessons; i++)
            {
              g_autoptr(TrucoLesson) lesson = g_list_model_get_item (G_LIST_MODEL (curriculum), i);

              n_steps += truco_lesson_get_n_steps (lesson);
              for (guint s = 0; s < truco_lesson_get_n_steps (lesson); s++)
                n_examples += truco_lesson_step_get_situation (truco_lesson_get_step (lesson, s)) != NULL;
            }
        }

      qsort (times, N_RUNS, sizeof times[0], compare_doubles);
      g_print ("%-4s %2u lessons, %3u steps, %2u worked examples: load median %.3f ms, 99th percentile %.3f ms\n",
               variant, n_lessons, n_steps, n_examples,
               times[N_RUNS / 2] * 1000, times[N_RUNS * 99 / 100] * 1000);
    }

  return 0;
}
