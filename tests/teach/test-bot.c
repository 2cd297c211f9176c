/* test-bot.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The bots: whole matches of every variant and player count; they never
 * peek at hidden cards with señas (without them: test-never-peek.c); the
 * levels keep their order.
 */

#include "config.h"

#include <string.h>

#include "bot-match.h"
#include "truco-signal.h"

/* Each bot's line in the New Match popover says what kind of player it
 * is, and how it bluffs. */
static void
test_styles_say_the_player (void)
{
  static const char *const says[TRUCO_BOT_N_LEVELS][2] = {
    [TRUCO_BOT_BEGINNER] = { "beginner", "never bluffs" },
    [TRUCO_BOT_STEADY] = { "simple", "bluffs only rarely" },
    [TRUCO_BOT_STRONG] = { "strong", "bluffs now and then" },
  };

  for (guint l = 0; l < TRUCO_BOT_N_LEVELS; l++)
    for (guint k = 0; k < 2; k++)
      if (strstr (truco_bot_level_get_style (l), says[l][k]) == NULL)
        g_error ("%s: “%s” does not say “%s”", truco_bot_level_get_name (l),
                 truco_bot_level_get_style (l), says[l][k]);
}

static void
test_names (void)
{
  for (guint l = 0; l < TRUCO_BOT_N_LEVELS; l++)
    {
      g_assert_cmpstr (truco_bot_level_get_name (l), !=, "");
      g_assert_cmpstr (truco_bot_level_get_style (l), !=, "");
      for (guint k = 0; k < l; k++)
        {
          g_assert_cmpstr (truco_bot_level_get_name (l), !=, truco_bot_level_get_name (k));
          g_assert_cmpstr (truco_bot_level_get_style (l), !=, truco_bot_level_get_style (k));
        }
    }
}

/* Every variant and player count, every level at some seat. */
static void
test_matches (void)
{
  guint n_matches = 0;

  for (guint v = 0; v < truco_variant_get_count (); v++)
    {
      const TrucoVariant *variant = truco_variant_get_nth (v);
      const TrucoOption *players = truco_variant_find_option (variant, "players");
      guint n_counts = players != NULL ? truco_option_get_n_choices (players) : 1;

      for (guint c = 0; c < n_counts; c++)
        {
          g_autoptr(TrucoRules) rules = truco_rules_new (variant);
          g_autoptr(TrucoGame) probe = NULL;
          TrucoBotLevel levels[TRUCO_GAME_MAX_SEATS];
          guint winner;

          if (players != NULL)
            g_assert_true (truco_rules_set (rules, "players", truco_option_get_choice (players, c), NULL));
          probe = truco_game_new (rules, 1);
          for (guint s = 0; s < TRUCO_GAME_MAX_SEATS; s++)
            levels[s] = (s + c) % TRUCO_BOT_N_LEVELS;
          winner = bot_match_play (rules, levels, 500 + v * 10 + c, NULL);
          g_assert_cmpuint (winner, <, truco_game_get_n_scores (probe));
          g_test_message ("%s players=%s: won by account %u", truco_variant_get_id (variant),
                          players != NULL ? truco_option_get_choice (players, c) : "-", winner);
          n_matches++;
        }
    }
  g_assert_cmpuint (n_matches, >=, 10);
}

/* A position: a random game played on to a random point. */
static TrucoGame *
random_position (guint64 seed)
{
  guint v = bot_match_mix (seed, 0) % truco_variant_get_count ();
  const TrucoVariant *variant = truco_variant_get_nth (v);
  const TrucoOption *players = truco_variant_find_option (variant, "players");
  g_autoptr(TrucoRules) rules = truco_rules_new (variant);
  TrucoGame *game;
  guint steps;

  if (players != NULL)
    g_assert_true (truco_rules_set (rules, "players",
                                    truco_option_get_choice (players, bot_match_mix (seed, 1) %
                                                             truco_option_get_n_choices (players)),
                                    NULL));
  game = truco_game_new (rules, seed);
  truco_game_set_record_events (game, FALSE);
  steps = bot_match_mix (seed, 2) % 60;
  for (guint i = 0; i < steps && !truco_game_is_over (game); i++)
    {
      TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
      guint n = truco_game_list_actions (game, actions);

      truco_game_apply (game, &actions[bot_match_mix (seed, 3 + i) % n], NULL);
    }
  return game;
}

/* The señas @seat's partners made for their dealt cards in @game's hand. */
static void
partner_knowledge (TrucoGame         *game,
                   guint              seat,
                   TrucoBotKnowledge *known)
{
  const TrucoRules *rules = truco_game_get_rules (game);
  TrucoView view;

  memset (known, 0, sizeof *known);
  truco_game_get_view (game, seat, &view);
  known->hand_number = view.hand_number;
  for (guint s = 0; s < view.n_seats; s++)
    {
      TrucoCard cards[4];
      guint n;

      if (s == seat || view.side_of[s] != view.side_of[seat])
        continue;
      n = truco_game_get_hand (game, s, cards);
      for (guint t = 0; t < 3 && n < 4; t++)
        if (view.played[t][s] != TRUCO_CARD_NONE)
          cards[n++] = view.played[t][s];
      known->signals[s] = truco_signal_mask_for_hand (rules, cards, n);
    }
}

static void
decide_knowing (TrucoGame               *game,
                guint                    seat,
                TrucoBotLevel            level,
                const TrucoBotKnowledge *known,
                TrucoAction             *action)
{
  TrucoView view;
  g_autoptr(TrucoGame) lookahead = NULL;

  truco_game_get_view (game, seat, &view);
  if (level == TRUCO_BOT_STRONG)
    lookahead = truco_bot_make_lookahead (game, seat, 5);
  g_assert_true (truco_bot_decide_knowing (level, truco_game_get_rules (game), &view, known,
                                           lookahead, 77, NULL, action));
}

/* With señas: a bot knows its partners' signals, and still nothing else.
 * The same decision whatever the hidden cards, as long as the partners
 * hold cards that make the same signals; and the signals do change some
 * decisions. */
static void
test_never_peeks_with_signals (void)
{
  guint n_positions = 0, n_swapped = 0, n_changed = 0;

  for (guint64 seed = 1; n_positions < 300 && seed < 100000; seed++)
    {
      g_autoptr(TrucoGame) game = random_position (seed);
      g_autoptr(TrucoGame) other = NULL;
      TrucoBotKnowledge known, other_known;
      TrucoView view;
      guint64 rng = seed * 31;
      int seat;
      gboolean found = FALSE, any = FALSE;

      if (!truco_rules_has_signals (truco_game_get_rules (game)) || truco_game_is_over (game) ||
          (seat = truco_bot_next_seat (game)) < 0)
        continue;
      truco_game_get_view (game, seat, &view);
      if (view.phase != TRUCO_PHASE_PLAY)
        continue;
      partner_knowledge (game, seat, &known);
      for (guint s = 0; s < view.n_seats; s++)
        any |= known.signals[s] != 0;
      if (!any)
        continue;

      /* Other hidden cards, the partners' making the same signals. */
      for (guint tries = 0; tries < 2000 && !found; tries++)
        {
          TrucoCard hands[TRUCO_GAME_MAX_SEATS][4];

          g_clear_object (&other);
          other = truco_game_copy (game);
          if (!truco_game_sample_hands (truco_game_get_rules (game), &view, NULL, &rng, 64, hands) ||
              !truco_game_set_hidden_hands (other, seat, hands))
            continue;
          partner_knowledge (other, seat, &other_known);
          found = memcmp (&known, &other_known, sizeof known) == 0;
        }
      if (!found)
        continue;

      for (guint s = 0; s < view.n_seats; s++)
        {
          TrucoCard a[4] = { 0 }, b[4] = { 0 };

          truco_game_get_hand (game, s, a);
          truco_game_get_hand (other, s, b);
          if (memcmp (a, b, sizeof a) != 0)
            {
              n_swapped++;
              break;
            }
        }

      for (guint l = 0; l < TRUCO_BOT_N_LEVELS; l++)
        {
          TrucoAction a, b, blind;

          decide_knowing (game, seat, l, &known, &a);
          decide_knowing (other, seat, l, &known, &b);
          g_assert_true (truco_action_equal (&a, &b));
          decide_knowing (game, seat, l, NULL, &blind);
          n_changed += !truco_action_equal (&a, &blind);
        }
      n_positions++;
    }
  g_assert_cmpuint (n_positions, >=, 300);
  g_assert_cmpuint (n_swapped, >, n_positions / 2);
  g_assert_cmpuint (n_changed, >, 0);
  g_test_message ("%u positions with signals, %u with the hidden cards changed, %u decisions changed by the signals",
                  n_positions, n_swapped, n_changed);
}

/* The answer of @level, holding @hand, to the mano's @call at 0-0 in a
 * two-player Argentine chico of 30. */
static guint
answer_to (TrucoBotLevel  level,
           const char    *hand,
           const char    *call)
{
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
  g_autoptr(TrucoGame) game = NULL;
  TrucoAction actions[TRUCO_GAME_MAX_ACTIONS], answer;
  TrucoCard deal[6];
  guint mano, n;
  gboolean called = FALSE;

  g_assert_true (truco_rules_set (rules, "players", "2", NULL));
  game = truco_game_new (rules, 3);
  mano = truco_game_get_mano (game);
  g_assert_true (truco_card_parse_hand ("4B 5O 12C", truco_rules_get_deck (rules), deal + 3 * mano, 3, NULL));
  g_assert_true (truco_card_parse_hand (hand, truco_rules_get_deck (rules), deal + 3 * (1 - mano), 3, NULL));
  g_assert_true (truco_game_set_deal (game, deal, 6, NULL));

  n = truco_game_list_actions (game, actions);
  for (guint i = 0; i < n && !called; i++)
    {
      char line[64];

      truco_game_format_action (game, &actions[i], line, sizeof line);
      if (strcmp (strchr (line, ' ') + 1, call) == 0)
        {
          g_assert_true (truco_game_apply (game, &actions[i], NULL));
          called = TRUE;
        }
    }
  g_assert_true (called);
  bot_match_decide (game, 1 - mano, level, 9, &answer, NULL);
  return answer.kind;
}

/* The steady player weighs the stake: a falta envido (the whole chico)
 * is refused with an envido a plain envido is worth accepting with, and
 * accepted with the best one. */
static void
test_weighs_stake (void)
{
  /* 26: the envido is worth taking, the falta envido is not. */
  g_assert_cmpuint (answer_to (TRUCO_BOT_STEADY, "6E 12E 4O", "envido"), ==, TRUCO_ACTION_ACCEPT);
  g_assert_cmpuint (answer_to (TRUCO_BOT_STEADY, "6E 12E 4O", "falta-envido"), ==, TRUCO_ACTION_REJECT);
  g_assert_cmpuint (answer_to (TRUCO_BOT_STEADY, "5E 12E 4O", "falta-envido"), ==, TRUCO_ACTION_REJECT);
  /* 33 takes it. */
  g_assert_cmpuint (answer_to (TRUCO_BOT_STEADY, "7C 6C 1E", "falta-envido"), ==, TRUCO_ACTION_ACCEPT);
}

/* A few games per pair: the order of the levels holds (the benchmark
 * measures it on 2000). */
static void
test_ladder_order (void)
{
  const guint n = 60;
  guint steady = bot_match_ladder (TRUCO_BOT_STEADY, TRUCO_BOT_BEGINNER, n, 1, NULL);
  guint strong = bot_match_ladder (TRUCO_BOT_STRONG, TRUCO_BOT_STEADY, n, 2, NULL);

  g_test_message ("steady beat the beginner %u of %u; strong beat steady %u of %u",
                  steady, n, strong, n);
  g_assert_cmpuint (steady, >, n / 2);
  g_assert_cmpuint (strong, >, n / 2);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/bot/names", test_names);
  g_test_add_func ("/bot/styles-say-the-player", test_styles_say_the_player);
  g_test_add_func ("/bot/matches", test_matches);
  g_test_add_func ("/bot/weighs-stake", test_weighs_stake);
  g_test_add_func ("/bot/never-peeks-with-signals", test_never_peeks_with_signals);
  g_test_add_func ("/bot/ladder-order", test_ladder_order);

  return g_test_run ();
}
