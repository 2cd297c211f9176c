/* bench-strategies.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Benchmark (reports only): the bots against four fixed strategies
 * written here, and against each other, over seeded games of Argentine
 * Truco (one chico of 15; two players, and four with the same player at
 * both seats of a side), seats alternating; win rates with 95 % Wilson
 * intervals; and each bot's bluff rate: the share of its calls made with
 * a hand in the weakest quarter (of all hands, for the call's ladder),
 * overall and at the top of a ladder (falta envido, vale cuatro).
 *
 * The strategies:
 *   always accept — never calls or raises, accepts every call;
 *   honest        — calls and accepts by fixed thresholds, never bluffs;
 *   maniac        — raises whenever it may, accepts everything;
 *   random        — a random legal move.
 * All four play their cards alike: the cheapest card that wins the trick,
 * else the lowest.
 *
 * TRUQUERO_BENCH_GAMES sets the games per pair (default 2000), and
 * TRUQUERO_BENCH_STRONG_GAMES those of pairs with the strong bot, whose
 * every decision plays out hundreds of deals (default 200: about a
 * second a game on a loaded machine); TRUQUERO_BENCH_PLAYERS=2 or 4 runs
 * one table size only.
 */

#include "config.h"

#include <math.h>
#include <stdlib.h>

#include "truco-bot.h"
#include "truco-eval.h"

typedef enum
{
  P_BEGINNER = TRUCO_BOT_BEGINNER,
  P_STEADY = TRUCO_BOT_STEADY,
  P_STRONG = TRUCO_BOT_STRONG,
  P_ACCEPT,
  P_HONEST,
  P_MANIAC,
  P_RANDOM,
  N_PLAYERS
} Player;

static const char *const player_names[] = {
  "Beginner", "Steady", "Strong", "always accept", "honest", "maniac", "random legal",
};

typedef struct
{
  guint calls[N_PLAYERS], weak_calls[N_PLAYERS];
  guint top_calls[N_PLAYERS], weak_top_calls[N_PLAYERS];
} Bluffs;

static guint64
mix (guint64 a,
     guint64 b)
{
  guint64 z = a + G_GUINT64_CONSTANT (0x9E3779B97F4A7C15) * (b + 1);

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

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

/* A card's place in the ranking: 1 the best, towards 0 the worst. */
static double
card_rank (const TrucoRules *rules,
           TrucoCard         card)
{
  guint n = truco_rules_get_n_classes (rules);
  guint c = truco_rules_get_card_class (rules, card);

  return c == 0 || n < 2 ? 0 : 1.0 - (double) (c - 1) / (n - 1);
}

static double
raw_hand (const TrucoRules *rules,
          const TrucoCard  *cards,
          guint             n)
{
  double a = 0, b = 0;

  for (guint i = 0; i < n; i++)
    {
      double s = card_rank (rules, cards[i]);

      if (s > a)
        b = a, a = s;
      else if (s > b)
        b = s;
    }
  return a + 0.6 * b;
}

/* The weakest quarter of all hands of three: its highest raw truco
 * strength and envido. */
static double weak_truco;
static int    weak_envido;

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static void
find_weakest_quarter (const TrucoRules *rules)
{
  guint n_deck, k = 0;
  const TrucoCard *deck = truco_deck_get_cards (truco_rules_get_deck (rules), &n_deck);
  guint n = n_deck * (n_deck - 1) * (n_deck - 2) / 6;
  g_autofree double *t = g_new (double, n);
  g_autofree double *e = g_new (double, n);

  for (guint a = 0; a < n_deck; a++)
    for (guint b = a + 1; b < n_deck; b++)
      for (guint c = b + 1; c < n_deck; c++)
        {
          TrucoCard three[3] = { deck[a], deck[b], deck[c] };

          t[k] = raw_hand (rules, three, 3);
          e[k++] = truco_envido (rules, three, NULL);
        }
  qsort (t, n, sizeof (double), compare_doubles);
  qsort (e, n, sizeof (double), compare_doubles);
  weak_truco = t[n / 4];
  weak_envido = (int) e[n / 4];
}

/* The seat's three cards (held and laid). */
static guint
dealt (const TrucoView *view,
       TrucoCard        cards[4])
{
  guint n = 0;

  for (guint i = 0; i < view->n_hand && n < 4; i++)
    cards[n++] = view->hand[i];
  for (guint t = 0; t < 3 && n < 4; t++)
    if (view->played[t][view->seat] != TRUCO_CARD_NONE)
      cards[n++] = view->played[t][view->seat];
  return n;
}

static void
count_bluff (const TrucoRules  *rules,
             const TrucoView   *view,
             const TrucoAction *action,
             Player             player,
             Bluffs            *bluffs)
{
  TrucoCard cards[4];
  guint n = dealt (view, cards);
  gboolean weak, top;
  const TrucoLadder *spec;

  if (action->kind != TRUCO_ACTION_CALL || action->bet == TRUCO_BET_FLOR || n < 3)
    return;
  spec = view->bets[action->bet].spec;
  weak = action->bet == TRUCO_BET_TRUCO ? raw_hand (rules, cards, n) <= weak_truco
                                        : truco_envido (rules, cards, NULL) <= weak_envido;
  top = spec != NULL && action->row + 1u >= spec->n_steps;
  bluffs->calls[player]++;
  bluffs->weak_calls[player] += weak;
  bluffs->top_calls[player] += top;
  bluffs->weak_top_calls[player] += weak && top;
}

static int
cheapest_card (const TrucoRules *rules,
               const TrucoView  *view)
{
  guint t = MIN (view->trick, 2);
  guint mine = view->side_of[view->seat];
  int best_theirs = -1, best_ours = -1, win = -1, low = -1;

  for (guint s = 0; s < view->n_seats; s++)
    {
      TrucoCard c = view->played[t][s];
      guint cls = truco_rules_get_card_class (rules, c);

      if (c == TRUCO_CARD_NONE)
        continue;
      if (view->side_of[s] == mine)
        best_ours = best_ours < 0 || cls < (guint) best_ours ? (int) cls : best_ours;
      else
        best_theirs = best_theirs < 0 || cls < (guint) best_theirs ? (int) cls : best_theirs;
    }
  for (guint i = 0; i < view->n_actions; i++)
    {
      const TrucoAction *a = &view->actions[i];
      guint cls;

      if (a->kind != TRUCO_ACTION_PLAY)
        continue;
      cls = truco_rules_get_card_class (rules, a->value);
      if (low < 0 || cls > truco_rules_get_card_class (rules, view->actions[low].value))
        low = i;
      if ((best_theirs < 0 || (int) cls < best_theirs) &&
          (win < 0 || cls > truco_rules_get_card_class (rules, view->actions[win].value)))
        win = i;
    }
  if (best_ours >= 0 && (best_theirs < 0 || best_ours < best_theirs))
    return low;  /* a partner holds the trick */
  return win >= 0 ? win : low;
}

static int
find (const TrucoView *view,
      guint            kind)
{
  for (guint i = 0; i < view->n_actions; i++)
    if (view->actions[i].kind == kind)
      return i;
  return -1;
}

static int
lowest_call (const TrucoView *view,
             int              bet)
{
  int best = -1;

  for (guint i = 0; i < view->n_actions; i++)
    if (view->actions[i].kind == TRUCO_ACTION_CALL && (bet < 0 || view->actions[i].bet == bet) &&
        (best < 0 || view->actions[i].row < view->actions[best].row))
      best = i;
  return best;
}

/* The fixed strategies. */
static guint
strategy (Player           player,
          const TrucoRules *rules,
          const TrucoView  *view,
          guint64           seed)
{
  TrucoCard cards[4];
  guint n = dealt (view, cards);
  int envido = n >= 3 ? truco_envido (rules, cards, NULL) : 0;
  double hand = raw_hand (rules, view->hand, view->n_hand);
  int pending = -1, i;

  if (player == P_RANDOM)
    return mix (seed, 77) % view->n_actions;
  for (guint k = 0; k < view->n_actions; k++)
    if (view->actions[k].kind == TRUCO_ACTION_ACCEPT)
      pending = view->actions[k].bet;

  if (pending >= 0)
    {
      gboolean good = pending == TRUCO_BET_TRUCO ? hand >= 0.95 : envido >= 26;

      if (player == P_MANIAC && (i = lowest_call (view, pending)) >= 0)
        return i;
      if (player == P_HONEST && !good && (i = find (view, TRUCO_ACTION_REJECT)) >= 0)
        return i;
      if (player == P_HONEST && (pending == TRUCO_BET_TRUCO ? hand >= 1.35 : envido >= 31) &&
          (i = lowest_call (view, pending)) >= 0)
        return i;
      return find (view, TRUCO_ACTION_ACCEPT);
    }
  if ((i = find (view, TRUCO_ACTION_DECLARE)) >= 0)
    return i;
  for (guint k = 0; k < view->n_actions; k++)
    if (view->actions[k].kind == TRUCO_ACTION_PASS)
      return k;
  if (player == P_MANIAC && (i = lowest_call (view, -1)) >= 0)
    return i;
  if (player == P_HONEST)
    {
      if (envido >= 28 && (i = lowest_call (view, TRUCO_BET_ENVIDO)) >= 0)
        return i;
      if (hand >= 1.2 && (i = lowest_call (view, TRUCO_BET_TRUCO)) >= 0)
        return i;
    }
  if ((i = cheapest_card (rules, view)) >= 0)
    return i;
  for (guint k = 0; k < view->n_actions; k++)
    if (view->actions[k].kind != TRUCO_ACTION_MAZO && view->actions[k].kind != TRUCO_ACTION_CALL &&
        view->actions[k].kind != TRUCO_ACTION_PIDO_FLOR)
      return k;
  return 0;
}

static TrucoRules *
bench_rules (const char *players)
{
  TrucoRules *rules = truco_rules_new (truco_variant_lookup ("ar"));

  g_assert_true (truco_rules_set (rules, "players", players, NULL));
  g_assert_true (truco_rules_set (rules, "target", "15", NULL));
  g_assert_true (truco_rules_set (rules, "match", "single", NULL));
  return rules;
}

/* One game: @players[side]; returns the side that won. */
static guint
play_game (const TrucoRules *rules,
           const Player      players[2],
           guint64           seed,
           Bluffs           *bluffs)
{
  g_autoptr(TrucoGame) game = truco_game_new (rules, seed);
  guint steps = 0;

  truco_game_set_record_events (game, FALSE);
  while (!truco_game_is_over (game) && steps++ < 100000)
    {
      int seat = truco_bot_next_seat (game);
      Player player;
      TrucoView view;
      TrucoAction action;
      guint64 s = mix (seed, steps);

      g_assert_cmpint (seat, >=, 0);
      truco_game_get_view (game, seat, &view);
      player = players[view.side_of[seat]];
      if (player < P_ACCEPT)
        {
          g_autoptr(TrucoGame) lookahead = NULL;

          if (player == P_STRONG)
            lookahead = truco_bot_make_lookahead (game, seat, mix (s, 1));
          g_assert_true (truco_bot_decide ((TrucoBotLevel) player, rules, &view, lookahead, s, NULL, &action));
        }
      else
        action = view.actions[strategy (player, rules, &view, s)];
      count_bluff (rules, &view, &action, player, bluffs);
      g_assert_true (truco_game_apply (game, &action, NULL));
    }
  return truco_game_get_games_won (game, 1) > truco_game_get_games_won (game, 0) ||
         (truco_game_get_games_won (game, 1) == truco_game_get_games_won (game, 0) &&
          truco_game_get_score (game, 1) > truco_game_get_score (game, 0));
}

static void
run_pair (const char *players_option,
          Player      a,
          Player      b,
          guint       n,
          guint64     seed,
          Bluffs     *bluffs)
{
  g_autoptr(TrucoRules) rules = bench_rules (players_option);
  gint64 start = g_get_monotonic_time ();
  guint won = 0;
  double low, high;

  for (guint g = 0; g < n; g++)
    {
      Player sides[2];
      guint a_side = g % 2;

      sides[a_side] = a;
      sides[1 - a_side] = b;
      won += play_game (rules, sides, mix (seed, g), bluffs) == a_side;
    }
  wilson (won, n, &low, &high);
  g_print ("| %s | %s | %s | %u | %.1f %% | %.1f–%.1f %% | %.0f s |\n", players_option,
           player_names[a], player_names[b], n, 100.0 * won / n, 100 * low, 100 * high,
           (g_get_monotonic_time () - start) / 1e6);
}

int
main (void)
{
  const char *env = g_getenv ("TRUQUERO_BENCH_GAMES");
  const char *strong_env = g_getenv ("TRUQUERO_BENCH_STRONG_GAMES");
  const char *only = g_getenv ("TRUQUERO_BENCH_PLAYERS");
  guint n = env != NULL ? (guint) atoi (env) : 2000;
  guint n_strong = strong_env != NULL ? (guint) atoi (strong_env) : MIN (n, 200u);
  static const char *const counts[] = { "2", "4" };
  Bluffs bluffs = { 0 };
  g_autoptr(TrucoRules) rules = bench_rules ("2");
  guint64 seed = 4000;

  find_weakest_quarter (rules);
  g_print ("Argentine, one chico of 15, seats alternating; the weakest quarter: "
           "truco strength ≤ %.2f, envido ≤ %d\n\n", weak_truco, weak_envido);
  g_print ("| players | bot | against | games | won | 95 %% Wilson | time |\n|---|---|---|---|---|---|---|\n");
  for (guint c = 0; c < G_N_ELEMENTS (counts); c++)
    {
      if (only != NULL && g_strcmp0 (only, counts[c]) != 0)
        continue;
      for (Player bot = P_BEGINNER; bot <= P_STRONG; bot++)
        for (Player s = P_ACCEPT; s < N_PLAYERS; s++)
          run_pair (counts[c], bot, s, bot == P_STRONG ? n_strong : n, seed++, &bluffs);
      run_pair (counts[c], P_STEADY, P_BEGINNER, n, seed++, &bluffs);
      run_pair (counts[c], P_STRONG, P_STEADY, n_strong, seed++, &bluffs);
      run_pair (counts[c], P_STRONG, P_BEGINNER, n_strong, seed++, &bluffs);
    }
  g_print ("\n| player | calls | with a hand in the weakest quarter | top-of-ladder calls | of them weakest quarter |\n|---|---|---|---|---|\n");
  for (Player p = 0; p < N_PLAYERS; p++)
    g_print ("| %s | %u | %.1f %% | %u | %.1f %% |\n", player_names[p], bluffs.calls[p],
             bluffs.calls[p] ? 100.0 * bluffs.weak_calls[p] / bluffs.calls[p] : 0.0,
             bluffs.top_calls[p],
             bluffs.top_calls[p] ? 100.0 * bluffs.weak_top_calls[p] / bluffs.top_calls[p] : 0.0);
  return 0;
}
