/* bench-coach.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Benchmark (reports only): the time of the strong bot's decision and of
 * a hint (median and 95th percentile) for Argentine with 2, 4 and 6
 * players and Truc y Flou with 6, and of reviewing one decision
 * (TRUCO_COACH_REVIEW_DEALS deals), over positions of steady bots' games
 * where the seat to act has a choice.
 */

#include "config.h"

#include <time.h>

#include "bot-match.h"
#include "truco-chico.h"
#include "truco-coach.h"

static int
compare_times (gconstpointer a,
               gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return (x > y) - (x < y);
}

/* The thread's processor time in µs: what a decision costs on a machine
 * shared with other work. */
static gint64
cpu_now (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * G_GINT64_CONSTANT (1000000) + ts.tv_nsec / 1000;
}

static void
report (const char *what,
        GArray     *t)
{
  g_array_sort (t, compare_times);
  g_print ("%s: %u, median %.1f ms, p95 %.1f ms\n", what, t->len,
           g_array_index (t, gint64, t->len / 2) / 1000.0,
           g_array_index (t, gint64, (guint) (t->len * 0.95)) / 1000.0);
}

/* The time of the strong bot's decision and of a hint, over positions
 * of steady bots' games of @variant with @players where the seat to act
 * has a choice. */
static void
time_decisions (const char *variant,
                const char *players,
                guint       n)
{
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup (variant));
  g_autoptr(GArray) decisions = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GArray) hints = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GArray) decisions_cpu = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GArray) hints_cpu = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autofree char *what = NULL;
  gint64 start;

  if (truco_variant_find_option (truco_rules_get_variant (rules), "players") != NULL)
    g_assert_true (truco_rules_set (rules, "players", players, NULL));
  /* The chico's table is built once, on first use: timed apart. */
  start = g_get_monotonic_time ();
  truco_chico_win_chance (rules, 0, 0, TRUE);
  g_print ("%s, %s players: chico table built in %.1f ms\n", variant, players,
           (g_get_monotonic_time () - start) / 1000.0);

  for (guint64 g = 0; hints->len < n && g < 50 * n; g++)
    {
      g_autoptr(TrucoGame) game = truco_game_new (rules, g);
      guint steps = bot_match_mix (g, 0) % 30;

      for (guint i = 0; i < steps && !truco_game_is_over (game); i++)
        {
          TrucoAction action;

          bot_match_decide (game, truco_bot_next_seat (game), TRUCO_BOT_STEADY,
                            bot_match_mix (g, i + 1), &action, NULL);
          truco_game_apply (game, &action, NULL);
        }
      if (!truco_game_is_over (game))
        {
          int seat = truco_bot_next_seat (game);
          TrucoView view;
          TrucoCoachHint hint;
          TrucoAction action;

          truco_game_get_view (game, seat, &view);
          if (view.n_actions < 2)
            continue;
          gint64 cpu = cpu_now ();

          start = g_get_monotonic_time ();
          bot_match_decide (game, seat, TRUCO_BOT_STRONG, g, &action, NULL);
          start = g_get_monotonic_time () - start;
          cpu = cpu_now () - cpu;
          g_array_append_val (decisions, start);
          g_array_append_val (decisions_cpu, cpu);

          cpu = cpu_now ();
          start = g_get_monotonic_time ();
          truco_coach_hint (game, seat, TRUCO_COACH_HINT_DEALS, g, NULL, &hint);
          start = g_get_monotonic_time () - start;
          cpu = cpu_now () - cpu;
          g_array_append_val (hints, start);
          g_array_append_val (hints_cpu, cpu);
          truco_coach_hint_clear (&hint);
        }
    }
  what = g_strdup_printf ("%s, %s players: strong decision (wall clock)", variant, players);
  report (what, decisions);
  g_free (what);
  what = g_strdup_printf ("%s, %s players: strong decision (processor)", variant, players);
  report (what, decisions_cpu);
  g_free (what);
  what = g_strdup_printf ("%s, %s players: hint (wall clock)", variant, players);
  report (what, hints);
  g_free (what);
  what = g_strdup_printf ("%s, %s players: hint (processor)", variant, players);
  report (what, hints_cpu);
}

int
main (void)
{
  g_autoptr(TrucoRules) rules = bot_match_ladder_rules ();
  g_autoptr(GArray) reviews = g_array_new (FALSE, FALSE, sizeof (gint64));

  time_decisions ("ar", "2", 60);
  time_decisions ("ar", "4", 60);
  time_decisions ("ar", "6", 60);
  time_decisions ("tyf", "6", 60);

  for (guint64 g = 0; reviews->len < 40; g++)
    {
      g_autoptr(TrucoGame) game = truco_game_new (rules, g);
      guint steps = bot_match_mix (g, 0) % 20;

      for (guint i = 0; i < steps && !truco_game_is_over (game); i++)
        {
          TrucoAction action;

          bot_match_decide (game, truco_bot_next_seat (game), TRUCO_BOT_STEADY,
                            bot_match_mix (g, i + 1), &action, NULL);
          truco_game_apply (game, &action, NULL);
        }
      if (!truco_game_is_over (game))
        {
          int seat = truco_bot_next_seat (game);
          TrucoView view;
          gint64 start;
          GPtrArray *verdicts;

          truco_game_get_view (game, seat, &view);
          if (view.n_actions < 2)
            continue;
          start = g_get_monotonic_time ();
          verdicts = truco_coach_review (&game, &view.actions[0], 1, seat,
                                         TRUCO_COACH_REVIEW_DEALS, g, NULL);
          start = g_get_monotonic_time () - start;
          g_array_append_val (reviews, start);
          g_ptr_array_unref (verdicts);
        }
    }
  report ("ar, 2 players (chico of 15): review of one decision", reviews);
  return 0;
}
