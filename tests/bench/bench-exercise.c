/* bench-exercise.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Benchmark (reports, never fails on time): the time to generate one
 * exercise with every option's explanation, per skill and variant:
 * median, 95th and 99th percentile over many seeds.
 */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "truco-exercise.h"

#define N_RUNS 4000

static double
now_us (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static int
compare (const void *a,
         const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

int
main (void)
{
  static double times[N_RUNS];

  printf ("1..1\n# skill variant: median µs, p95 µs, p99 µs (%d exercises each, every explanation built)\n", N_RUNS);
  for (guint i = 0; i < truco_skill_get_count (); i++)
    {
      const TrucoSkill *skill = truco_skill_get_nth (i);
      const char * const *variants = truco_skill_get_variants (skill);

      for (guint v = 0; variants[v] != NULL; v++)
        {
          g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup (variants[v]));

          /* The flor skills exist only with flor. */
          if (!truco_skill_applies (skill, rules, NULL))
            truco_rules_set (rules, "flor_enabled", "on", NULL);
          if (!truco_skill_applies (skill, rules, NULL))
            continue;
          for (guint r = 0; r < N_RUNS; r++)
            {
              double t0 = now_us ();
              TrucoExercise *ex = truco_exercise_generate (skill, rules, r * 7919u + 1, NULL);

              truco_exercise_unref (ex);
              times[r] = now_us () - t0;
            }
          qsort (times, N_RUNS, sizeof times[0], compare);
          printf ("# %-18s %-4s %8.1f %8.1f %8.1f\n", truco_skill_get_id (skill), variants[v],
                  times[N_RUNS / 2], times[N_RUNS * 95 / 100], times[N_RUNS * 99 / 100]);
        }
    }
  printf ("ok 1 - exercise generation measured\n");
  return EXIT_SUCCESS;
}
