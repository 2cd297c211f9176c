/* bot-match.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Bot-against-bot matches for test-bot and bench-bot: every decision
 * from the seat's view, the strong bot's look-ahead on a copy whose
 * hidden cards were replaced.
 */

#pragma once

#include "truco-bot.h"

typedef struct
{
  guint    n_decisions[TRUCO_BOT_N_LEVELS];
  GArray  *times[TRUCO_BOT_N_LEVELS]; /* gint64 µs per decision, or NULL */
} BotStats;

static inline guint64
bot_match_mix (guint64 a,
               guint64 b)
{
  guint64 z = a + G_GUINT64_CONSTANT (0x9E3779B97F4A7C15) * (b + 1);

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

/* One decision of the bot at @seat, as a table makes it. */
static inline void
bot_match_decide (TrucoGame     *game,
                  guint          seat,
                  TrucoBotLevel  level,
                  guint64        seed,
                  TrucoAction   *action,
                  BotStats      *stats)
{
  TrucoView view;
  g_autoptr(TrucoGame) lookahead = NULL;
  gint64 start = g_get_monotonic_time ();

  truco_game_get_view (game, seat, &view);
  if (level == TRUCO_BOT_STRONG)
    lookahead = truco_bot_make_lookahead (game, seat, bot_match_mix (seed, 1));
  g_assert_true (truco_bot_decide (level, truco_game_get_rules (game), &view, lookahead,
                                   seed, NULL, action));
  if (stats != NULL)
    {
      gint64 us = g_get_monotonic_time () - start;

      stats->n_decisions[level]++;
      if (stats->times[level] != NULL && view.n_actions > 1)
        g_array_append_val (stats->times[level], us);
    }
}

/* Plays a whole match; returns the account (side) that won it. */
static inline guint
bot_match_play (const TrucoRules    *rules,
                const TrucoBotLevel *levels,
                guint64              seed,
                BotStats            *stats)
{
  g_autoptr(TrucoGame) game = truco_game_new (rules, seed);
  guint n = 0, best = 0;

  truco_game_set_record_events (game, FALSE);
  while (!truco_game_is_over (game))
    {
      int seat = truco_bot_next_seat (game);
      TrucoAction action;
      g_autoptr(GError) error = NULL;

      g_assert_cmpint (seat, >=, 0);
      bot_match_decide (game, seat, levels[seat], bot_match_mix (seed, n), &action, stats);
      g_assert_true (truco_game_apply (game, &action, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (++n, <, 100000);
    }
  for (guint a = 1; a < truco_game_get_n_scores (game); a++)
    if (truco_game_get_games_won (game, a) > truco_game_get_games_won (game, best) ||
        (truco_game_get_games_won (game, a) == truco_game_get_games_won (game, best) &&
         truco_game_get_score (game, a) > truco_game_get_score (game, best)))
      best = a;
  return best;
}

/* A short match for ladders: Argentine, two players, one chico of 15. */
static inline TrucoRules *
bot_match_ladder_rules (void)
{
  TrucoRules *rules = truco_rules_new (truco_variant_lookup ("ar"));

  g_assert_true (truco_rules_set (rules, "players", "2", NULL));
  g_assert_true (truco_rules_set (rules, "target", "15", NULL));
  g_assert_true (truco_rules_set (rules, "match", "single", NULL));
  return rules;
}

/* Games won by @high against @low over @n games, seats alternating. */
static inline guint
bot_match_ladder (TrucoBotLevel high,
                  TrucoBotLevel low,
                  guint         n,
                  guint64       seed,
                  BotStats     *stats)
{
  g_autoptr(TrucoRules) rules = bot_match_ladder_rules ();
  guint won = 0;

  for (guint g = 0; g < n; g++)
    {
      TrucoBotLevel levels[2];
      guint high_seat = g % 2;

      levels[high_seat] = high;
      levels[1 - high_seat] = low;
      won += bot_match_play (rules, levels, bot_match_mix (seed, g), stats) == high_seat;
    }
  return won;
}
