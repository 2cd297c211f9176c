/* test-never-peek.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The bots never use a card they cannot see.  Each twin is built on its
 * own: a second game dealt apart (another seed, the same earlier hands,
 * the current hand's hidden cards dealt again) and driven through the
 * same moves, kept only when the deciding seat's views of both are equal
 * byte for byte.  Every level must then decide the same, and the strong
 * bot's look-ahead must value every action the same, to the last bit.
 * Over every variant and player count (with and without the flor where
 * it is a house rule), and the position of issue 24: a true flor against
 * a false one.
 */

#include "config.h"

#include <string.h>

#include "bot-match.h"

#define CARDS_PER_DEAL (TRUCO_GAME_MAX_SEATS * 4)

typedef struct
{
  TrucoCard cards[CARDS_PER_DEAL];
  guint     n_cards;
  guint     n_of[TRUCO_GAME_MAX_SEATS]; /* how many each seat was dealt */
  guint     first_move;                 /* the hand's first move */
} Deal;

typedef struct
{
  guint pairs;                       /* twins found */
  guint swapped;                     /* ... whose hidden cards differ */
  guint differ[TRUCO_BOT_N_LEVELS];  /* decisions that differ */
  guint values_differ;               /* look-ahead values that differ */
} Tally;

/* The cards of the hand about to start, in seat order (truco_game_set_deal()). */
static void
take_deal (TrucoGame *game,
           Deal      *deal)
{
  memset (deal, 0, sizeof *deal);
  for (guint s = 0; s < truco_game_get_n_seats (game); s++)
    {
      deal->n_of[s] = truco_game_get_hand (game, s, deal->cards + deal->n_cards);
      deal->n_cards += deal->n_of[s];
    }
}

/* Random moves from @seed's deal: the deals of each hand and the moves. */
static TrucoGame *
play_random (const TrucoRules *rules,
             guint64           seed,
             guint             steps,
             GArray           *deals,
             GArray           *moves)
{
  TrucoGame *game = truco_game_new (rules, seed);
  guint dealt = 0;

  truco_game_set_record_events (game, FALSE);
  for (guint i = 0; i < steps && !truco_game_is_over (game); i++)
    {
      TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
      guint n;

      if (truco_game_get_hand_number (game) != dealt)
        {
          Deal deal;

          take_deal (game, &deal);
          deal.first_move = i;
          g_array_append_val (deals, deal);
          dealt = truco_game_get_hand_number (game);
        }
      n = truco_game_list_actions (game, actions);
      g_assert_cmpuint (n, >, 0);
      g_array_append_val (moves, actions[bot_match_mix (seed, 100 + i) % n]);
      g_assert_true (truco_game_apply (game, &g_array_index (moves, TrucoAction, moves->len - 1), NULL));
    }
  if (truco_game_get_hand_number (game) != dealt)
    {
      Deal deal;

      take_deal (game, &deal);
      deal.first_move = moves->len;
      g_array_append_val (deals, deal);
    }
  return game;
}

static gboolean
in_list (const TrucoCard *cards,
         guint            n,
         TrucoCard        card)
{
  for (guint i = 0; i < n; i++)
    if (cards[i] == card)
      return TRUE;
  return FALSE;
}

/* The current hand's deal again: @seat's cards, the cards any move of
 * the hand names and the cards shown in a credit stay where they were;
 * every other card is dealt again from the cards @seat has not seen. */
static void
deal_again (TrucoGame       *game,
            guint            seat,
            const Deal      *deal,
            const TrucoView *view,
            const TrucoAction *moves,
            guint            n_moves,
            guint64          seed,
            Deal            *out)
{
  const TrucoRules *rules = truco_game_get_rules (game);
  TrucoCard fixed[CARDS_PER_DEAL + 3 * TRUCO_VIEW_MAX_CREDITS + 256], pool[52];
  guint n_fixed = 0, n_pool = 0, n_deck, pos = 0, k = 0;
  const TrucoCard *deck = truco_deck_get_cards (truco_rules_get_deck (rules), &n_deck);

  for (guint i = 0; i < n_moves; i++)
    if (moves[i].kind == TRUCO_ACTION_PLAY || moves[i].kind == TRUCO_ACTION_DISCARD)
      fixed[n_fixed++] = moves[i].value;
  for (guint i = 0; i < view->n_credits; i++)
    for (guint c = 0; c < 3; c++)
      if (view->credits[i].cards[c] != TRUCO_CARD_NONE)
        fixed[n_fixed++] = view->credits[i].cards[c];
  /* The seat's own cards. */
  for (guint s = 0; s < view->n_seats; s++)
    {
      if (s == seat)
        for (guint i = 0; i < deal->n_of[s]; i++)
          fixed[n_fixed++] = deal->cards[pos + i];
      pos += deal->n_of[s];
    }
  *out = *deal;
  for (guint i = 0; i < n_deck; i++)
    if (!in_list (fixed, n_fixed, deck[i]))
      pool[n_pool++] = deck[i];
  for (guint i = 0; i < out->n_cards; i++)
    if (!in_list (fixed, n_fixed, out->cards[i]))
      {
        guint j = k + (guint) (bot_match_mix (seed, i) % (n_pool - k));
        TrucoCard t = pool[k];

        pool[k] = pool[j];
        pool[j] = t;
        out->cards[i] = pool[k++];
      }
}

/* A twin of @game for @seat: a game of another seed given @deals (the
 * last one dealt again) and @moves.  NULL when a move is not legal there
 * or the seat's view differs. */
static TrucoGame *
make_twin (TrucoGame         *game,
           guint              seat,
           GArray            *deals,
           GArray            *moves,
           guint64            seed,
           gboolean          *swapped)
{
  const TrucoRules *rules = truco_game_get_rules (game);
  g_autoptr(TrucoGame) twin = truco_game_new (rules, seed ^ G_GUINT64_CONSTANT (0xA5A5A5A5DEADBEEF));
  TrucoView view, twin_view;
  Deal again;
  guint dealt = 0, hand = deals->len, first;

  truco_game_set_record_events (twin, FALSE);
  truco_game_get_view (game, seat, &view);

  first = g_array_index (deals, Deal, hand - 1).first_move;
  deal_again (game, seat, &g_array_index (deals, Deal, hand - 1), &view,
              &g_array_index (moves, TrucoAction, first), moves->len - first, seed, &again);
  *swapped = memcmp (&again, &g_array_index (deals, Deal, hand - 1), sizeof again) != 0;

  for (guint i = 0; i <= moves->len; i++)
    {
      guint h = truco_game_get_hand_number (twin);

      if (truco_game_is_over (twin))
        break;
      if (h != dealt)
        {
          const Deal *d = h == hand ? &again : &g_array_index (deals, Deal, h - 1);

          if (h > hand || !truco_game_set_deal (twin, d->cards, d->n_cards, NULL))
            return NULL;
          dealt = h;
        }
      if (i < moves->len && !truco_game_apply (twin, &g_array_index (moves, TrucoAction, i), NULL))
        return NULL;
    }
  truco_game_get_view (twin, seat, &twin_view);
  if (memcmp (&view, &twin_view, sizeof view) != 0)
    return NULL;
  return g_steal_pointer (&twin);
}

/* The strong bot's look-ahead values, as a table would compute them. */
static gboolean
lookahead_values (TrucoGame *game,
                  guint      seat,
                  guint64    seed,
                  double    *values)
{
  g_autoptr(TrucoGame) lookahead = truco_bot_make_lookahead (game, seat, bot_match_mix (seed, 1));
  TrucoView view;

  truco_game_get_view (game, seat, &view);
  if (view.n_actions < 2)
    return FALSE;
  return truco_bot_evaluate (truco_game_get_rules (game), &view, lookahead, 24, seed, NULL, values);
}

/* Both games, @seat deciding at every level; counts what differs. */
static void
compare_twins (TrucoGame *game,
               TrucoGame *twin,
               guint      seat,
               guint64    seed,
               Tally     *tally)
{
  double a[TRUCO_GAME_MAX_ACTIONS], b[TRUCO_GAME_MAX_ACTIONS];
  TrucoView view;

  truco_game_get_view (game, seat, &view);
  for (guint l = 0; l < TRUCO_BOT_N_LEVELS; l++)
    {
      TrucoAction x, y;

      bot_match_decide (game, seat, l, seed, &x, NULL);
      bot_match_decide (twin, seat, l, seed, &y, NULL);
      tally->differ[l] += !truco_action_equal (&x, &y);
    }
  if (lookahead_values (game, seat, seed, a))
    {
      g_assert_true (lookahead_values (twin, seat, seed, b));
      tally->values_differ += memcmp (a, b, view.n_actions * sizeof (double)) != 0;
    }
}

static void
sweep_rules (const TrucoRules *rules,
             const char       *name,
             guint             n_pairs,
             Tally            *total)
{
  Tally tally = { 0 };
  guint tried = 0;

  for (guint64 seed = 1; tally.pairs < n_pairs && seed < 40 * n_pairs; seed++)
    {
      g_autoptr(GArray) deals = g_array_new (FALSE, FALSE, sizeof (Deal));
      g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (TrucoAction));
      g_autoptr(TrucoGame) game = NULL;
      int seat;

      game = play_random (rules, seed, bot_match_mix (seed, 0) % 90, deals, moves);
      if (truco_game_is_over (game) || (seat = truco_bot_next_seat (game)) < 0)
        continue;
      /* A few deals again until the moves stay legal and the view the same. */
      for (guint k = 0; k < 8; k++)
        {
          g_autoptr(TrucoGame) twin = NULL;
          gboolean swapped;

          tried++;
          twin = make_twin (game, seat, deals, moves, bot_match_mix (seed, 1000 + k), &swapped);
          if (twin == NULL)
            continue;
          tally.pairs++;
          tally.swapped += swapped;
          compare_twins (game, twin, seat, seed, &tally);
          break;
        }
    }
  g_test_message ("%s: %u twins (%u with other hidden cards, %u deals tried); differing decisions: "
                  "beginner %u, steady %u, strong %u; strong look-ahead values %u",
                  name, tally.pairs, tally.swapped, tried,
                  tally.differ[TRUCO_BOT_BEGINNER], tally.differ[TRUCO_BOT_STEADY],
                  tally.differ[TRUCO_BOT_STRONG], tally.values_differ);
  /* Enough twins really differ in their hidden cards to mean something. */
  g_assert_cmpuint (tally.pairs, >=, n_pairs / 2);
  g_assert_cmpuint (tally.swapped, >=, tally.pairs / 2);
  total->pairs += tally.pairs;
  for (guint l = 0; l < TRUCO_BOT_N_LEVELS; l++)
    total->differ[l] += tally.differ[l];
  total->values_differ += tally.values_differ;
}

/* Every variant and player count: each level decides the same for twins. */
static void
test_twins (void)
{
  Tally total = { 0 };
  guint n_pairs = g_test_slow () ? 400 : 100;

  for (guint v = 0; v < truco_variant_get_count (); v++)
    {
      const TrucoVariant *variant = truco_variant_get_nth (v);
      const TrucoOption *players = truco_variant_find_option (variant, "players");
      gboolean has_flor_option = truco_variant_find_option (variant, "flor_enabled") != NULL;
      guint n_counts = players != NULL ? truco_option_get_n_choices (players) : 1;

      for (guint c = 0; c < n_counts; c++)
        for (guint flor = 0; flor < (has_flor_option ? 2u : 1u); flor++)
          {
            g_autoptr(TrucoRules) rules = truco_rules_new (variant);
            g_autofree char *name = NULL;

            if (players != NULL)
              g_assert_true (truco_rules_set (rules, "players", truco_option_get_choice (players, c), NULL));
            if (has_flor_option)
              g_assert_true (truco_rules_set (rules, "flor_enabled", flor ? "on" : "off", NULL));
            name = g_strdup_printf ("%s players=%s%s", truco_variant_get_id (variant),
                                    players != NULL ? truco_option_get_choice (players, c) : "-",
                                    has_flor_option ? (flor ? " flor=on" : " flor=off") : "");
            sweep_rules (rules, name, n_pairs, &total);
          }
    }
  for (guint l = 0; l < TRUCO_BOT_N_LEVELS; l++)
    g_assert_cmpuint (total.differ[l], ==, 0);
  g_assert_cmpuint (total.values_differ, ==, 0);
}

/* Issue 24's position: Argentine for two with the flor; A1 sings flor
 * holding 1E 7E 3E in one game and 1E 7O 3B (a false flor) in the other,
 * and lays 1E; B1 holds the same cards in both.  B1's views are equal:
 * its look-ahead and its decisions must be too. */
static TrucoGame *
flor_position (const char *a1_cards)
{
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
  TrucoGame *game;
  TrucoCard deal[6];
  TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
  guint n, a1, b1;
  gboolean sung = FALSE, laid = FALSE;

  g_assert_true (truco_rules_set (rules, "players", "2", NULL));
  g_assert_true (truco_rules_set (rules, "flor_enabled", "on", NULL));
  game = truco_game_new (rules, 3);
  a1 = (guint) truco_game_find_seat (game, "A1");
  b1 = (guint) truco_game_find_seat (game, "B1");
  g_assert_cmpuint (truco_game_get_mano (game), ==, a1);
  g_assert_true (truco_card_parse_hand (a1_cards, truco_rules_get_deck (rules), deal + 3 * a1, 3, NULL));
  g_assert_true (truco_card_parse_hand ("4B 5O 12C", truco_rules_get_deck (rules), deal + 3 * b1, 3, NULL));
  g_assert_true (truco_game_set_deal (game, deal, 6, NULL));

  n = truco_game_list_actions (game, actions);
  for (guint i = 0; i < n && !sung; i++)
    if (actions[i].seat == a1 && actions[i].kind == TRUCO_ACTION_CALL && actions[i].bet == TRUCO_BET_FLOR &&
        actions[i].row == 0)
      sung = truco_game_apply (game, &actions[i], NULL);
  g_assert_true (sung);
  n = truco_game_list_actions (game, actions);
  for (guint i = 0; i < n && !laid; i++)
    if (actions[i].seat == a1 && actions[i].kind == TRUCO_ACTION_PLAY && actions[i].value == deal[3 * a1])
      laid = truco_game_apply (game, &actions[i], NULL);
  g_assert_true (laid);
  return game;
}

static void
test_true_and_false_flor (void)
{
  g_autoptr(TrucoGame) real = flor_position ("1E 7E 3E");
  g_autoptr(TrucoGame) fake = flor_position ("1E 7O 3B");
  guint b1 = (guint) truco_game_find_seat (real, "B1");
  TrucoView view, other;
  guint n_differ = 0, n_values_differ = 0, n_compared = 0;

  truco_game_get_view (real, b1, &view);
  truco_game_get_view (fake, b1, &other);
  g_assert_true (memcmp (&view, &other, sizeof view) == 0);
  g_assert_cmpuint (view.n_actions, >, 1);

  for (guint64 seed = 1; seed <= 200; seed++)
    {
      double a[TRUCO_GAME_MAX_ACTIONS], b[TRUCO_GAME_MAX_ACTIONS];
      TrucoAction x, y;

      for (guint l = 0; l < TRUCO_BOT_N_LEVELS; l++)
        {
          bot_match_decide (real, b1, l, seed, &x, NULL);
          bot_match_decide (fake, b1, l, seed, &y, NULL);
          n_differ += !truco_action_equal (&x, &y);
        }
      if (seed <= 50)
        {
          g_assert_true (lookahead_values (real, b1, seed, a));
          g_assert_true (lookahead_values (fake, b1, seed, b));
          n_values_differ += memcmp (a, b, view.n_actions * sizeof (double)) != 0;
          n_compared++;
        }
    }
  g_test_message ("true against false flor: %u of 600 decisions differ, %u of %u look-aheads",
                  n_differ, n_values_differ, n_compared);
  g_assert_cmpuint (n_differ, ==, 0);
  g_assert_cmpuint (n_values_differ, ==, 0);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/never-peek/true-and-false-flor", test_true_and_false_flor);
  g_test_add_func ("/never-peek/twins", test_twins);
  return g_test_run ();
}
