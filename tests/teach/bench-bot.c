/* bench-bot.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Benchmark (reports only): the bots' ladder, each pair of adjacent
 * levels and the strongest against the weakest over seeded games (one
 * chico of 15, Argentine, two players, seats alternating), win rates with
 * 95 % Wilson intervals; and the time of a decision per level.
 * TRUQUERO_BENCH_GAMES sets the games per pair (2000).
 */

#include "config.h"

#include <math.h>
#include <stdlib.h>

#include "bot-match.h"

static void
wilson (guint   won,
        guint   n,
        double *low,
        double *high)
{
  const double z = 1.959964;
  double p = (double) won / n;
  double d = 1 + z * z / n;
  double centre = (p + z * z / (2 * n)) / d;
  double half = z * sqrt (p * (1 - p) / n + z * z / (4.0 * n * n)) / d;

  *low = centre - half;
  *high = centre + half;
}

static int
compare_times (gconstpointer a,
               gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return (x > y) - (x < y);
}

int
main (void)
{
  static const TrucoBotLevel pairs[][2] = {
    { TRUCO_BOT_STEADY, TRUCO_BOT_BEGINNER },
    { TRUCO_BOT_STRONG, TRUCO_BOT_STEADY },
    { TRUCO_BOT_STRONG, TRUCO_BOT_BEGINNER },
  };
  const char *env = g_getenv ("TRUQUERO_BENCH_GAMES");
  guint n = env != NULL ? (guint) atoi (env) : 2000;
  BotStats stats = { 0 };

  for (guint l = 0; l < TRUCO_BOT_N_LEVELS; l++)
    stats.times[l] = g_array_new (FALSE, FALSE, sizeof (gint64));

  for (guint p = 0; p < G_N_ELEMENTS (pairs); p++)
    {
      gint64 start = g_get_monotonic_time ();
      guint won = bot_match_ladder (pairs[p][0], pairs[p][1], n, 1000 + p, &stats);
      double low, high;

      wilson (won, n, &low, &high);
      g_print ("%s vs %s: %u of %u games won (%.1f %%), 95 %% Wilson interval %.1f-%.1f %% (%.0f s)\n",
               truco_bot_level_get_name (pairs[p][0]), truco_bot_level_get_name (pairs[p][1]),
               won, n, 100.0 * won / n, 100 * low, 100 * high,
               (g_get_monotonic_time () - start) / 1e6);
    }

  for (guint l = 0; l < TRUCO_BOT_N_LEVELS; l++)
    {
      GArray *t = stats.times[l];

      g_array_sort (t, compare_times);
      if (t->len > 0)
        g_print ("%s: %u decisions with a choice, median %.3f ms, p95 %.3f ms, max %.3f ms\n",
                 truco_bot_level_get_name (l), t->len,
                 g_array_index (t, gint64, t->len / 2) / 1000.0,
                 g_array_index (t, gint64, (guint) (t->len * 0.95)) / 1000.0,
                 g_array_index (t, gint64, t->len - 1) / 1000.0);
      g_array_unref (t);
    }
  return 0;
}
