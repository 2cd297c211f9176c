/* test-view.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A seat's view (truco_game_get_view()) never shows another seat's hidden
 * cards: for 10 000 random positions of every variant, the view of a seat
 * is identical, byte for byte, when the cards the other seats have not
 * shown are swapped among them.  Also what the view holds, and samples of
 * the unseen cards.
 */

#include "config.h"

#include <string.h>

#include "truco-eval.h"
#include "truco-game.h"

static guint64
next_rng (guint64 *state)
{
  *state = *state * G_GUINT64_CONSTANT (6364136223846793005) + G_GUINT64_CONSTANT (1442695040888963407);
  return *state >> 33;
}

typedef struct {
  const char *variant, *players, *option;
} Config;

static const Config configs[] = {
  { "ar", "2", NULL }, { "ar", "2", "flor_enabled=on" }, { "ar", "3_gallo_fijo", NULL },
  { "ar", "3_gallo_turno", NULL }, { "ar", "4", "flor_enabled=on" }, { "ar", "6", NULL },
  { "ar", "8", NULL }, { "cat", "4", NULL }, { "cat", "2", NULL }, { "fr", "4", NULL },
  { "tyf", NULL, NULL }, { "put", "2", NULL }, { "put", "3", NULL },
};

static TrucoRules *
rules_of (const Config *config)
{
  TrucoRules *rules = truco_rules_new (truco_variant_lookup (config->variant));

  if (config->players)
    g_assert_true (truco_rules_set (rules, "players", config->players, NULL));
  if (config->option)
    {
      g_auto(GStrv) kv = g_strsplit (config->option, "=", 2);

      g_assert_true (truco_rules_set (rules, kv[0], kv[1], NULL));
    }
  return rules;
}

/* Seats whose cards were shown or are bound by what they said: they keep
 * their cards when the others are swapped. */
static guint8
bound_seats (const TrucoView *view)
{
  guint8 bound = view->flor_sung;

  for (guint s = 0; s < view->n_seats; s++)
    if (view->declared[s] >= 0)
      bound |= 1u << s;
  for (guint i = 0; i < view->n_credits; i++)
    {
      if (view->credits[i].seat >= 0)
        bound |= 1u << view->credits[i].seat;
      if (view->credits[i].other_seat >= 0)
        bound |= 1u << view->credits[i].other_seat;
    }
  return bound;
}

/* Credits compared from every seat's cards (embits, flor contests) depend
 * on cards nobody showed before: such positions are not swapped. */
static gboolean
compared_from_cards (TrucoGame *game, const TrucoView *view)
{
  for (guint i = 0; i < view->n_credits; i++)
    {
      const TrucoCredit *c = &view->credits[i];

      if (c->reason == TRUCO_CREDIT_FLOR || c->reason == TRUCO_CREDIT_ROUND
          || (c->reason == TRUCO_CREDIT_ENVIDO
              && truco_rules_has_declaration (truco_game_get_rules (game), TRUCO_DECLARATION_EMBIT)))
        return TRUE;
    }
  return FALSE;
}

static void
test_swap (void)
{
  guint checked = 0, skipped = 0, config = 0;
  guint64 rng = 2026;

  while (checked < 10000)
    {
      const Config *cfg = &configs[config++ % G_N_ELEMENTS (configs)];
      g_autoptr(TrucoRules) rules = rules_of (cfg);
      g_autoptr(TrucoGame) game = truco_game_new (rules, config);
      g_autoptr(TrucoGame) at_start = NULL;
      TrucoAction actions[256];
      TrucoCard deal[TRUCO_GAME_MAX_SEATS][4];
      guint n_deal[TRUCO_GAME_MAX_SEATS];
      guint n_actions = 0, steps = 0;

      while (!truco_game_is_over (game) && steps++ < 400 && checked < 10000)
        {
          TrucoAction legal[TRUCO_GAME_MAX_ACTIONS];
          guint n, n_seats = truco_game_get_n_seats (game);

          if (truco_game_needs_deal (game))
            {
              g_clear_object (&at_start);
              at_start = truco_game_copy (game);
              for (guint s = 0; s < n_seats; s++)
                n_deal[s] = truco_game_get_hand (game, s, deal[s]);
              n_actions = 0;
            }

          if (next_rng (&rng) % 3 == 0 && truco_game_get_phase (game) != TRUCO_PHASE_MATCH_OVER)
            {
              guint seat = next_rng (&rng) % n_seats;
              TrucoView before, after;
              guint8 bound;
              guint others[TRUCO_GAME_MAX_SEATS], n_others = 0;
              TrucoCard held[TRUCO_GAME_MAX_SEATS][4];
              guint n_held[TRUCO_GAME_MAX_SEATS];
              TrucoCard cards[TRUCO_GAME_MAX_SEATS * 4];
              guint n_cards = 0;
              g_autoptr(TrucoGame) swapped = NULL;
              gboolean changed = FALSE;

              truco_game_get_view (game, seat, &before);
              bound = bound_seats (&before);
              for (guint s = 0; s < n_seats; s++)
                {
                  n_held[s] = truco_game_get_hand (game, s, held[s]);
                  if (s != seat && !((bound >> s) & 1) && n_held[s] > 0)
                    others[n_others++] = s;
                }
              if (n_others < 2 || compared_from_cards (game, &before))
                {
                  skipped++;
                  goto play;
                }

              /* Rotate the held cards among the other seats with as many
               * cards as the first of them; each card keeps its place in
               * the deal. */
              {
                TrucoCard new_deal[TRUCO_GAME_MAX_SEATS][4];
                guint ring[TRUCO_GAME_MAX_SEATS], n_ring = 0;

                memcpy (new_deal, deal, sizeof deal);
                for (guint i = 0; i < n_others; i++)
                  if (n_held[others[i]] == n_held[others[0]])
                    ring[n_ring++] = others[i];
                for (guint i = 0; i < n_ring; i++)
                  {
                    guint to = ring[i], from = ring[(i + 1) % n_ring];

                    for (guint k = 0; k < n_held[to]; k++)
                      for (guint p = 0; p < n_deal[to]; p++)
                        if (deal[to][p] == held[to][k])
                          {
                            new_deal[to][p] = held[from][k];
                            changed |= held[from][k] != held[to][k];
                          }
                  }
                if (n_ring < 2 || !changed)
                  {
                    skipped++;
                    goto play;
                  }
                for (guint s = 0; s < n_seats; s++)
                  for (guint p = 0; p < n_deal[s]; p++)
                    cards[n_cards++] = new_deal[s][p];
              }

              swapped = truco_game_copy (at_start);
              g_assert_true (truco_game_set_deal (swapped, cards, n_cards, NULL));
              for (guint i = 0; i < n_actions; i++)
                if (!truco_game_apply (swapped, &actions[i], NULL))
                  {
                    /* The swap changed what was legal (a French redeal
                     * deals from a stock in another order). */
                    skipped++;
                    goto play;
                  }
              truco_game_get_view (swapped, seat, &after);
              if (memcmp (&before, &after, sizeof before) != 0)
                g_error ("%s %s: the view of seat %u changed when the hidden cards were swapped (after %u actions)",
                         cfg->variant, cfg->players ? cfg->players : "", seat, n_actions);
              checked++;
            }

        play:
          n = truco_game_list_actions (game, legal);
          if (n == 0)
            break;
          actions[n_actions] = legal[next_rng (&rng) % n];
          g_assert_true (truco_game_apply (game, &actions[n_actions], NULL));
          if (n_actions + 1 < G_N_ELEMENTS (actions))
            n_actions++;
        }
    }
  g_test_message ("%u positions checked, %u skipped", checked, skipped);
  g_assert_cmpuint (checked, ==, 10000);
}

/* The view holds the seat's own cards, the cards laid, the calls, the
 * declared envidos and the scores; the actions are those of the seat. */
static void
test_contents (void)
{
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
  g_autoptr(TrucoGame) game = truco_game_new (rules, 1);
  TrucoCard deal[6];
  TrucoAction action;
  TrucoView view;

  g_assert_true (truco_card_parse ("7E", &deal[0], NULL) && truco_card_parse ("6E", &deal[1], NULL)
                 && truco_card_parse ("1B", &deal[2], NULL) && truco_card_parse ("3C", &deal[3], NULL)
                 && truco_card_parse ("2C", &deal[4], NULL) && truco_card_parse ("4O", &deal[5], NULL));
  g_assert_true (truco_game_set_deal (game, deal, 6, NULL));
  for (const char *const *line = (const char *const[]) { "A1 envido", "B1 quiero", "A1 declare 33",
                                                         "B1 son-buenas", "A1 play 1B", NULL };
       *line; line++)
    {
      g_assert_true (truco_game_parse_action (game, *line, &action, NULL));
      g_assert_true (truco_game_apply (game, &action, NULL));
    }

  truco_game_get_view (game, 1, &view);
  g_assert_cmpuint (view.seat, ==, 1);
  g_assert_cmpuint (view.n_hand, ==, 3);
  g_assert_cmpuint (view.hand[0], ==, deal[3]);
  g_assert_cmpuint (view.n_held[0], ==, 2);
  g_assert_cmpuint (view.played[0][0], ==, deal[2]);
  g_assert_cmpuint (view.played[0][1], ==, TRUCO_CARD_NONE);
  g_assert_cmpint (view.declared[0], ==, 33);
  g_assert_cmpint (view.declared[1], ==, -1);
  g_assert_cmpuint (view.bets[TRUCO_BET_ENVIDO].n_calls, ==, 1);
  g_assert_cmpuint (view.n_credits, ==, 1);
  g_assert_cmpuint (view.credits[0].points, ==, 2);
  g_assert_cmpuint (view.turn, ==, 1);
  g_assert_cmpuint (view.n_actions, >, 0);
  for (guint i = 0; i < view.n_actions; i++)
    g_assert_cmpuint (view.actions[i].seat, ==, 1);
  truco_game_get_view (game, 0, &view);
  g_assert_cmpuint (view.n_hand, ==, 2);
  g_assert_cmpuint (view.n_actions, ==, 0);
}

/* The view's hash counts the ladders by what they are, not where they
 * are: the same view pointing to copies of its ladders (as another run
 * of the program puts them at other addresses) hashes the same; another
 * seed or another view hashes otherwise. */
static void
test_hash (void)
{
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
  g_autoptr(TrucoGame) game = truco_game_new (rules, 1);
  g_autoptr(GPtrArray) copies = g_ptr_array_new_with_free_func (g_free);
  TrucoCard deal[6];
  TrucoAction action;
  TrucoView view, moved, other;
  guint n_specs = 0;

  g_assert_true (truco_card_parse ("7E", &deal[0], NULL) && truco_card_parse ("6E", &deal[1], NULL)
                 && truco_card_parse ("1B", &deal[2], NULL) && truco_card_parse ("3C", &deal[3], NULL)
                 && truco_card_parse ("2C", &deal[4], NULL) && truco_card_parse ("4O", &deal[5], NULL));
  g_assert_true (truco_game_set_deal (game, deal, 6, NULL));
  for (const char *const *line = (const char *const[]) { "A1 envido", "B1 quiero", "A1 declare 33",
                                                         "B1 son-buenas", NULL };
       *line; line++)
    {
      g_assert_true (truco_game_parse_action (game, *line, &action, NULL));
      g_assert_true (truco_game_apply (game, &action, NULL));
    }
  truco_game_get_view (game, 0, &view);
  g_assert_cmpuint (view.n_credits, ==, 1);
  g_assert_nonnull (view.credits[0].ladder);
  g_assert_nonnull (view.credits[0].calls.spec);

  moved = view;
  for (guint b = 0; b < TRUCO_N_BETS; b++)
    if (view.bets[b].spec != NULL)
      {
        TrucoLadder *copy = g_memdup2 (view.bets[b].spec, sizeof *copy);

        g_ptr_array_add (copies, copy);
        moved.bets[b].spec = copy;
        n_specs++;
      }
  g_assert_cmpuint (n_specs, >=, 2);
  moved.credits[0].ladder = g_strdup (view.credits[0].ladder);
  g_ptr_array_add (copies, (gpointer) moved.credits[0].ladder);
  moved.credits[0].calls.spec = g_memdup2 (view.credits[0].calls.spec, sizeof (TrucoLadder));
  g_ptr_array_add (copies, (gpointer) moved.credits[0].calls.spec);
  g_assert_true (memcmp (&moved, &view, sizeof view) != 0);
  g_assert_cmpuint (truco_view_hash (&moved, 7), ==, truco_view_hash (&view, 7));
  g_assert_cmpuint (truco_view_hash (&view, 8), !=, truco_view_hash (&view, 7));
  truco_game_get_view (game, 1, &other);
  g_assert_cmpuint (truco_view_hash (&other, 7), !=, truco_view_hash (&view, 7));
}

/* Samples of the unseen cards: the seat's own cards stay, every other seat
 * gets as many cards as it holds, never a card seen, no card twice, the
 * declared envidos hold; and a copy of the game given a sample shows the
 * seat exactly the same view. */
static void
test_sample (void)
{
  guint64 rng = 77, sample_rng = 1;
  guint positions = 0, constrained_failures = 0;

  for (guint c = 0; c < G_N_ELEMENTS (configs); c++)
    for (guint64 seed = 1; seed <= 8; seed++)
      {
        g_autoptr(TrucoRules) rules = rules_of (&configs[c]);
        g_autoptr(TrucoGame) game = truco_game_new (rules, seed);
        g_autoptr(TrucoGame) copy = truco_game_copy (game);
        guint steps = 0;

        while (!truco_game_is_over (game) && steps++ < 300)
          {
            TrucoAction legal[TRUCO_GAME_MAX_ACTIONS];
            guint n;

            if (next_rng (&rng) % 4 == 0)
              {
                guint seat = next_rng (&rng) % truco_game_get_n_seats (game);
                TrucoView view, again;
                TrucoSampleConstraints constraints;

                truco_game_get_view (game, seat, &view);
                truco_sample_constraints_from_view (&constraints, &view);
                positions++;
                for (guint k = 0; k < 20; k++)
                  {
                    TrucoCard hands[TRUCO_GAME_MAX_SEATS][4];
                    guint64 used[2] = { 0, 0 };

                    if (!truco_game_sample_hands (rules, &view, &constraints, &sample_rng, 2000, hands))
                      {
                        /* Only a flor sung without holding one (allowed,
                         * and penalised) can make honest constraints fail. */
                        constrained_failures++;
                        if (view.flor_sung == 0)
                          g_error ("%s %s seat %u: declared %d %d %d %d, held %u %u %u %u, trick %u",
                                   configs[c].variant, configs[c].players, seat, view.declared[0], view.declared[1],
                                   view.declared[2], view.declared[3], view.n_held[0], view.n_held[1],
                                   view.n_held[2], view.n_held[3], view.trick);
                        g_assert_true (truco_game_sample_hands (rules, &view, NULL, &sample_rng, 1, hands));
                      }
                    g_assert_cmpmem (hands[seat], view.n_hand * sizeof (TrucoCard), view.hand, view.n_hand * sizeof (TrucoCard));
                    for (guint s = 0; s < view.n_seats; s++)
                      for (guint i = 0; i < view.n_held[s]; i++)
                        {
                          TrucoCard card = hands[s][i];

                          g_assert_cmpuint (card, !=, TRUCO_CARD_NONE);
                          g_assert_false ((used[card >> 6] >> (card & 63)) & 1);
                          used[card >> 6] |= G_GUINT64_CONSTANT (1) << (card & 63);
                          for (guint t = 0; t < 3; t++)
                            for (guint o = 0; o < view.n_seats; o++)
                              if (card == view.played[t][o])
                                g_error ("%s %s seat %u: card %u of seat %u (%u held) was laid by %u in trick %u; own %u cards",
                                         configs[c].variant, configs[c].players, seat, card, s, view.n_held[s], o, t, view.n_hand);
                        }
                    truco_game_copy_into (copy, game);
                    g_assert_true (truco_game_set_hidden_hands (copy, seat, (const TrucoCard (*)[4]) hands));
                    truco_game_get_view (copy, seat, &again);
                    g_assert_cmpmem (&view, sizeof view, &again, sizeof again);
                  }
              }
            n = truco_game_list_actions (game, legal);
            g_assert_true (truco_game_apply (game, &legal[next_rng (&rng) % n], NULL));
          }
      }
  g_test_message ("%u positions sampled, %u samples needed the constraints dropped", positions, constrained_failures);
}

/* At the first action of an Argentine hand, seat A1's view leaves 37
 * unseen cards for B1's 3: over many samples every one of them turns up,
 * and a declared envido constrains the samples to hands with that envido. */
static void
test_sample_coverage (void)
{
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
  g_autoptr(TrucoGame) game = truco_game_new (rules, 3);
  TrucoSampleConstraints constraints;
  TrucoView view;
  guint64 rng = 5, turned_up[2] = { 0, 0 };
  guint n_turned_up = 0;

  truco_game_get_view (game, 0, &view);
  truco_sample_constraints_from_view (&constraints, &view);
  for (guint k = 0; k < 2000; k++)
    {
      TrucoCard hands[TRUCO_GAME_MAX_SEATS][4];

      g_assert_true (truco_game_sample_hands (rules, &view, &constraints, &rng, 1, hands));
      for (guint i = 0; i < 3; i++)
        turned_up[hands[1][i] >> 6] |= G_GUINT64_CONSTANT (1) << (hands[1][i] & 63);
    }
  for (guint w = 0; w < 2; w++)
    n_turned_up += __builtin_popcountll (turned_up[w]);
  g_assert_cmpuint (n_turned_up, ==, 37);

  constraints.envido[1] = 33;
  for (guint k = 0; k < 200; k++)
    {
      TrucoCard hands[TRUCO_GAME_MAX_SEATS][4];

      if (!truco_game_sample_hands (rules, &view, &constraints, &rng, 100000, hands))
        continue;
      g_assert_cmpint (truco_envido (rules, hands[1], NULL), ==, 33);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/view/contents", test_contents);
  g_test_add_func ("/view/swap-hidden-cards", test_swap);
  g_test_add_func ("/view/hash-by-ladder-id", test_hash);
  g_test_add_func ("/view/sample", test_sample);
  g_test_add_func ("/view/sample-coverage", test_sample_coverage);

  return g_test_run ();
}
