/* truco-chico.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The chance of winning the chico from a score, by a recurrence over the
 * points one hand brings.
 *
 * 1. How many points a hand brings.  TRUCO_CHICO_SIMULATED_HANDS hands of
 *    the rule set are played (seeded, so the table is the same on every
 *    run) by a plain, honest player at every seat: it calls the first
 *    step of a ladder with good cards (an envido of 28 or more, a flor, a
 *    card among the top two sixths of the ranking for the truco), accepts
 *    with fair cards (an envido of 25, a card in the top third), never
 *    raises, plays a random card.  Each hand gives the points scored by
 *    the mano's side and by the other side: the distribution P(x, y).
 *    Falta and remainders are measured as they fall in such play (at the
 *    scores the simulation passes through), so the table is an estimate,
 *    good to a few percent, not an exact value.
 *
 * 2. The recurrence.  W(a, b, m) is the chance that the side with a
 *    points wins against the side with b, when it is mano in the next
 *    hand (m = 1) or the other side is (m = 0):
 *
 *      W(a, b, 1) = Σ P(x, y) · V(a + x, b + y, 0)
 *      W(a, b, 0) = Σ P(x, y) · V(a + y, b + x, 1)
 *
 *    with V = 1 when the first score reaches the target, 0 when the
 *    second does (½ when both do), else W.  Every hand scores at least
 *    one point, so a + b grows and the table fills from the highest
 *    scores down: (target + 1)² × 2 entries, each a sum over the
 *    distribution.  The mano passes to the other side every hand.
 *
 * Computed once per rule set (its game-log header is the key) and kept.
 */

#include "config.h"

#include <string.h>

#include "truco-chico.h"
#include "truco-eval.h"
#include "truco-game.h"
#include "truco-game-log.h"

typedef struct
{
  guint   target;
  double *w;   /* [(a * (target + 1) + b) * 2 + m] */
} ChicoTable;

static GMutex      tables_lock;
static GHashTable *tables;   /* header → ChicoTable* (never freed) */

static guint64
mix (guint64 *state)
{
  guint64 z = (*state += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

/* 1 for the best card, towards 0 for the worst. */
static double
card_rank (const TrucoRules *rules,
           TrucoCard         card)
{
  guint n = truco_rules_get_n_classes (rules);
  guint c = truco_rules_get_card_class (rules, card);

  if (c == 0 || n < 2)
    return 0;
  return 1.0 - (double) (c - 1) / (n - 1);
}

/* The plain player's strength for @bet: 0..1. */
static double
plain_strength (const TrucoRules *rules,
                const TrucoView  *view,
                guint             bet)
{
  double best = 0;

  if (bet == TRUCO_BET_TRUCO)
    {
      for (guint i = 0; i < view->n_hand; i++)
        best = MAX (best, card_rank (rules, view->hand[i]));
      return best;
    }
  if (view->n_hand >= 3)
    {
      int v = bet == TRUCO_BET_FLOR ? truco_flor (rules, view->hand, NULL)
                                    : truco_envido (rules, view->hand, NULL);

      return v < 20 ? 0 : CLAMP ((v - 20) / 13.0, 0, 1);
    }
  return 0.4;
}

static int
find (const TrucoAction *actions,
      guint              n,
      guint              seat,
      guint              kind)
{
  for (guint i = 0; i < n; i++)
    if (actions[i].seat == seat && actions[i].kind == kind)
      return i;
  return -1;
}

static const TrucoAction *
plain_move (TrucoGame   *game,
            guint64     *rng,
            TrucoAction *actions)
{
  const TrucoRules *rules = truco_game_get_rules (game);
  guint n = truco_game_list_actions (game, actions);
  TrucoView view;
  guint seat, mine = 0, first = 0;
  int i;

  if (n == 0)
    return NULL;
  seat = actions[0].seat;
  truco_game_get_view (game, seat, &view);
  for (guint k = 0; k < n; k++)
    if (actions[k].seat == view.turn)
      {
        seat = view.turn;
        break;
      }
  if (seat != view.seat)
    truco_game_get_view (game, seat, &view);
  for (guint k = 0; k < n; k++)
    if (actions[k].seat == seat)
      mine++, first = mine == 1 ? k : first;

  for (guint k = 0; k < n; k++)
    if (actions[k].seat == seat && actions[k].kind == TRUCO_ACTION_ACCEPT)
      {
        double s = plain_strength (rules, &view, actions[k].bet);
        double need = actions[k].bet == TRUCO_BET_TRUCO ? 0.67 : 0.38;

        if (s >= need || (i = find (actions, n, seat, TRUCO_ACTION_REJECT)) < 0)
          return &actions[k];
        return &actions[i];
      }
  {
    static const guint phase_moves[] = {
      TRUCO_ACTION_DECLARE, TRUCO_ACTION_PASS, TRUCO_ACTION_CUT, TRUCO_ACTION_DEAL_THREE,
      TRUCO_ACTION_AGREE, TRUCO_ACTION_INSIST, TRUCO_ACTION_PLAY_ELEVEN, TRUCO_ACTION_DISCARD,
    };

    for (guint k = 0; k < G_N_ELEMENTS (phase_moves); k++)
      if ((i = find (actions, n, seat, phase_moves[k])) >= 0)
        return &actions[i];
  }
  for (guint k = 0; k < n; k++)
    if (actions[k].seat == seat && actions[k].kind == TRUCO_ACTION_CALL && actions[k].row == 0 &&
        view.bets[actions[k].bet].n_calls == 0)
      {
        double s = plain_strength (rules, &view, actions[k].bet);
        double need = actions[k].bet == TRUCO_BET_TRUCO ? 0.83 : actions[k].bet == TRUCO_BET_FLOR ? 0 : 0.61;

        if (s >= need)
          return &actions[k];
      }
  {
    guint n_play = 0;
    int pick = -1;

    for (guint k = 0; k < n; k++)
      if (actions[k].seat == seat && actions[k].kind == TRUCO_ACTION_PLAY)
        n_play++;
    if (n_play > 0)
      {
        guint r = mix (rng) % n_play;

        for (guint k = 0; k < n && pick < 0; k++)
          if (actions[k].seat == seat && actions[k].kind == TRUCO_ACTION_PLAY && r-- == 0)
            pick = k;
        return &actions[pick];
      }
  }
  for (guint k = 0; k < n; k++)
    if (actions[k].seat == seat && actions[k].kind != TRUCO_ACTION_MAZO &&
        actions[k].kind != TRUCO_ACTION_CALL && actions[k].kind != TRUCO_ACTION_PIDO_FLOR)
      return &actions[k];
  return &actions[first];
}

static double
total (TrucoGame *game,
       guint      account)
{
  return truco_game_get_games_won (game, account) * (double) truco_game_get_target (game) +
         truco_game_get_score (game, account);
}

static ChicoTable *
build_table (const TrucoRules *rules)
{
  ChicoTable *table = g_new0 (ChicoTable, 1);
  guint t = truco_rules_get_target (rules);
  guint side = t + 1;
  g_autofree double *p = g_new0 (double, side * side);   /* P(x to mano side, y to the other) */
  g_autoptr(TrucoGame) game = NULL;
  TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
  guint64 rng = 0xC41C0;
  double sum = 0;
  guint played = 0, guard = 0;

  table->target = t;
  table->w = g_new0 (double, side * side * 2);
  game = truco_game_new (rules, 0xC41C0);
  truco_game_set_record_events (game, FALSE);

  while (played < TRUCO_CHICO_SIMULATED_HANDS && guard++ < TRUCO_CHICO_SIMULATED_HANDS * 4)
    {
      guint hand = truco_game_get_hand_number (game);
      guint mano_side = truco_game_get_seat_side (game, truco_game_get_mano (game));
      double before[2] = { total (game, 0), total (game, 1) };
      guint steps = 0;
      int x, y;

      while (!truco_game_is_over (game) && truco_game_get_hand_number (game) == hand && steps++ < 400)
        {
          const TrucoAction *a = plain_move (game, &rng, actions);

          if (a == NULL || !truco_game_apply (game, a, NULL))
            break;
        }
      if (truco_game_get_hand_number (game) == hand && !truco_game_is_over (game))
        break;  /* stuck: never seen, but never loop */
      x = (int) (total (game, mano_side) - before[mano_side]);
      y = (int) (total (game, 1 - mano_side) - before[1 - mano_side]);
      if (truco_game_is_over (game))
        {
          g_clear_object (&game);
          game = truco_game_new (rules, mix (&rng));
          truco_game_set_record_events (game, FALSE);
        }
      if (x < 0 || y < 0 || x + y == 0)
        continue;
      p[MIN ((guint) x, t) * side + MIN ((guint) y, t)] += 1;
      sum += 1;
      played++;
    }
  if (sum == 0)
    p[1 * side + 0] = p[0 * side + 1] = sum = 1;  /* never: a fair coin per point */
  for (guint k = 0; k < side * side; k++)
    p[k] /= sum;

  /* From the highest sum of scores down. */
  for (int s = 2 * (t - 1); s >= 0; s--)
    for (int a = MIN (s, (int) t - 1); a >= 0 && s - a < (int) t; a--)
      {
        int b = s - a;

        for (int m = 0; m < 2; m++)
          {
            double w = 0;

            for (guint x = 0; x <= t; x++)
              for (guint y = 0; y <= t; y++)
                {
                  double q = p[x * side + y];
                  guint na, nb;
                  double v;

                  if (q == 0)
                    continue;
                  na = a + (m ? x : y);
                  nb = b + (m ? y : x);
                  if (na >= t && nb >= t)
                    v = 0.5;
                  else if (na >= t)
                    v = 1;
                  else if (nb >= t)
                    v = 0;
                  else
                    v = table->w[(na * side + nb) * 2 + !m];
                  w += q * v;
                }
            table->w[(a * side + b) * 2 + m] = w;
          }
      }
  return table;
}

/* The last table each thread looked up, by the rule set's address and
 * its resolved facts: the look-ups of a decision (thousands, one per deal
 * played out) skip building the key.  A rule set changed in place
 * resolves differently and misses; @table NULL: the rules have no table
 * (more than two accounts). */
typedef struct
{
  const TrucoRules *rules;
  TrucoRuleSet      resolved;
  ChicoTable       *table;
} LastTable;

static __thread LastTable last_table;

static ChicoTable *
table_for (const TrucoRules *rules)
{
  g_autoptr(TrucoGame) probe = NULL;
  g_autoptr(GString) key = NULL;
  ChicoTable *table;

  key = truco_game_log_header (rules, 0);
  g_mutex_lock (&tables_lock);
  if (tables == NULL)
    tables = g_hash_table_new (g_str_hash, g_str_equal);
  table = g_hash_table_lookup (tables, key->str);
  g_mutex_unlock (&tables_lock);

  if (table == NULL)
    {
      probe = truco_game_new (rules, 1);
      if (truco_game_get_n_scores (probe) != 2 || truco_game_get_n_sides (probe) != 2)
        return NULL;
      table = build_table (rules);
      g_mutex_lock (&tables_lock);
      if (g_hash_table_lookup (tables, key->str) == NULL)
        g_hash_table_insert (tables, g_strdup (key->str), table);
      else
        {
          g_free (table->w);
          g_free (table);
          table = g_hash_table_lookup (tables, key->str);
        }
      g_mutex_unlock (&tables_lock);
    }
  return table;
}

double
truco_chico_win_chance (const TrucoRules *rules,
                        guint             mine,
                        guint             theirs,
                        gboolean          mine_is_mano)
{
  const TrucoRuleSet *resolved;
  ChicoTable *table;
  guint side;

  g_return_val_if_fail (rules != NULL, -1);

  resolved = truco_rules_resolve (rules);
  if (last_table.rules == rules && memcmp (&last_table.resolved, resolved, sizeof *resolved) == 0)
    table = last_table.table;
  else
    {
      table = table_for (rules);
      last_table.rules = rules;
      /* Byte for byte, padding included: the comparison is memcmp. */
      memcpy (&last_table.resolved, resolved, sizeof *resolved);
      last_table.table = table;
    }
  if (table == NULL)
    return -1;

  if (mine >= table->target && theirs >= table->target)
    return 0.5;
  if (mine >= table->target)
    return 1;
  if (theirs >= table->target)
    return 0;
  side = table->target + 1;
  return table->w[(mine * side + theirs) * 2 + (mine_is_mano ? 1 : 0)];
}
