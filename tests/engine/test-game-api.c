/* test-game-api.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * TrucoGame accessors: seats and sides for every player count, mano, pie
 * and dealer rotation, seeded and given deals, scores in malas and buenas,
 * copies, the event signal.
 */

#include "config.h"

#include <string.h>

#include "truco-game-log.h"

static TrucoGame *
new_game (const char *variant, const char *players, guint64 seed)
{
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup (variant));

  if (players)
    g_assert_true (truco_rules_set (rules, "players", players, NULL));
  return truco_game_new (rules, seed);
}

static void
test_seats (void)
{
  struct {
    const char *variant, *players;
    guint n_seats, n_scores;
    const char *names;
  } cases[] = {
    { "ar", "2", 2, 2, "A1 B1" },
    { "ar", "3_gallo_fijo", 3, 2, "A1 B1 B2" },
    { "ar", "3_gallo_turno", 3, 3, "A1 B1 C1" },
    { "ar", "4", 4, 2, "A1 B1 A2 B2" },
    { "ar", "6", 6, 2, "A1 B1 A2 B2 A3 B3" },
    { "ar", "8", 8, 2, "A1 B1 A2 B2 A3 B3 A4 B4" },
    { "cat", "4", 4, 2, "A1 B1 A2 B2" },
    { "cat", "2", 2, 2, "A1 B1" },
    { "fr", "4", 4, 2, "A1 B1 A2 B2" },
    { "fr", "2", 2, 2, "A1 B1" },
    { "tyf", NULL, 6, 2, "A1 B1 A2 B2 A3 B3" },
    { "put", "2", 2, 2, "A1 B1" },
    { "put", "3", 3, 3, "A1 B1 C1" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(TrucoGame) game = new_game (cases[i].variant, cases[i].players, 1);
      g_autoptr(GString) names = g_string_new (NULL);

      g_assert_cmpuint (truco_game_get_n_seats (game), ==, cases[i].n_seats);
      g_assert_cmpuint (truco_game_get_n_scores (game), ==, cases[i].n_scores);
      for (guint s = 0; s < truco_game_get_n_seats (game); s++)
        {
          g_string_append_printf (names, "%s%s", s ? " " : "", truco_game_get_seat_name (game, s));
          g_assert_cmpint (truco_game_find_seat (game, truco_game_get_seat_name (game, s)), ==, s);
        }
      g_assert_cmpstr (names->str, ==, cases[i].names);
      /* The first dealer is the last seat: A1 is the mano. */
      g_assert_cmpuint (truco_game_get_dealer (game), ==, cases[i].n_seats - 1);
    }
}

static void
test_mano_pie_rotation (void)
{
  g_autoptr(TrucoGame) game = new_game ("ar", "4", 1);
  TrucoAction action;

  /* §2.3: dealer B2; mano A1, on his right; the dealer is his side's pie
   * and the player on his left (A2) the other side's. */
  g_assert_cmpuint (truco_game_get_dealer (game), ==, 3);
  g_assert_cmpuint (truco_game_get_mano (game), ==, 0);
  g_assert_cmpint (truco_game_get_pie (game, 0), ==, 2);
  g_assert_cmpint (truco_game_get_pie (game, 1), ==, 3);

  /* A1 goes to the deck, then A2: B wins 1 and the deal passes to the
   * right (counter-clockwise): A1 deals, B1 is mano. */
  g_assert_true (truco_game_parse_action (game, "A1 mazo", &action, NULL));
  g_assert_true (truco_game_apply (game, &action, NULL));
  g_assert_true (truco_game_parse_action (game, "B1 mazo", &action, NULL));
  g_assert_true (truco_game_apply (game, &action, NULL));
  g_assert_true (truco_game_parse_action (game, "A2 mazo", &action, NULL));
  g_assert_true (truco_game_apply (game, &action, NULL));
  g_assert_cmpuint (truco_game_get_score (game, 1), ==, 1);
  g_assert_cmpuint (truco_game_get_hand_number (game), ==, 2);
  g_assert_cmpuint (truco_game_get_dealer (game), ==, 0);
  g_assert_cmpuint (truco_game_get_mano (game), ==, 1);
  g_assert_cmpint (truco_game_get_pie (game, 1), ==, 3);
  g_assert_cmpint (truco_game_get_pie (game, 0), ==, 0);
}

static void
test_seeded_deals (void)
{
  g_autoptr(TrucoGame) a = new_game ("ar", "4", 42);
  g_autoptr(TrucoGame) b = new_game ("ar", "4", 42);
  g_autoptr(TrucoGame) c = new_game ("ar", "4", 43);
  gboolean differs = FALSE;
  guint64 seen[2] = { 0, 0 };

  for (guint s = 0; s < 4; s++)
    {
      TrucoCard ha[4], hb[4], hc[4];
      guint na = truco_game_get_hand (a, s, ha);
      guint nb = truco_game_get_hand (b, s, hb);
      guint nc = truco_game_get_hand (c, s, hc);

      g_assert_cmpuint (na, ==, 3);
      g_assert_cmpmem (ha, na, hb, nb);
      differs |= nc != na || memcmp (ha, hc, na) != 0;
      for (guint k = 0; k < na; k++)
        {
          /* Twelve different cards of the deck. */
          g_assert_false ((seen[ha[k] >> 6] >> (ha[k] & 63)) & 1);
          seen[ha[k] >> 6] |= G_GUINT64_CONSTANT (1) << (ha[k] & 63);
        }
    }
  g_assert_true (differs);
}

static void
test_given_deal (void)
{
  g_autoptr(TrucoGame) game = new_game ("ar", "3_gallo_fijo", 1);
  g_autoptr(GError) error = NULL;
  TrucoCard cards[4];
  TrucoAction action;

  g_assert_true (truco_game_needs_deal (game));
  g_assert_true (truco_game_log_apply_deal (game, "deal A1=1E,1B,7E,4C B1=3E,3B,3O B2=2E,2B,2O", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (truco_game_get_hand (game, 0, cards), ==, 4);
  g_assert_cmpuint (cards[3], ==, TRUCO_CARD (TRUCO_SUIT_COPAS, 4));
  g_assert_cmpuint (truco_game_get_phase (game), ==, TRUCO_PHASE_DISCARD);

  /* Three cards for the gallo is a wrong deal, and nothing changes. */
  g_assert_false (truco_game_log_apply_deal (game, "deal A1=1E,1B,7E B1=3E,3B,3O B2=2E,2B,2O", &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_cmpuint (truco_game_get_hand (game, 0, cards), ==, 4);

  g_assert_true (truco_game_parse_action (game, "A1 discard 4C", &action, NULL));
  g_assert_true (truco_game_apply (game, &action, NULL));
  g_assert_false (truco_game_needs_deal (game));
  g_assert_false (truco_game_log_apply_deal (game, "deal A1=1E,1B,7E,4C B1=3E,3B,3O B2=2E,2B,2O", &error));
  g_assert_error (error, TRUCO_GAME_ERROR, TRUCO_GAME_ERROR_ILLEGAL);
}

static void
test_describe_score (void)
{
  g_autoptr(TrucoGame) game = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GString) lines = g_string_new ("variant ar\nseed 1\n");

  /* 21 hands that A wins by 1 (a refused truco when A1 is mano, B1 going
   * to the deck when he is): 21 points are "6 buenas" (§2.4). */
  for (guint h = 0; h < 21; h++)
    {
      const char *caller = h % 2 == 0 ? "A1" : "B1";
      const char *answer = h % 2 == 0 ? "B1" : "A1";

      if (h % 2 == 0)
        g_string_append_printf (lines, "%s truco\n%s no-quiero\n", caller, answer);
      else
        g_string_append_printf (lines, "%s mazo\n", caller);
    }
  game = truco_game_log_replay (lines->str, NULL, NULL);
  g_assert_nonnull (game);
  g_assert_cmpuint (truco_game_get_score (game, 0), ==, 21);
  text = truco_game_describe_score (game, 0);
  g_assert_cmpstr (text, ==, "6 buenas");
  g_clear_pointer (&text, g_free);
  text = truco_game_describe_score (game, 1);
  g_assert_cmpstr (text, ==, "0 malas");
}

static guint64
next_rng (guint64 *state)
{
  *state = *state * G_GUINT64_CONSTANT (6364136223846793005) + G_GUINT64_CONSTANT (1442695040888963407);
  return *state >> 33;
}

/* Everything a seat or the UI can ask of a game, as text. */
static char *
state_of (TrucoGame *game)
{
  GString *s = g_string_new (NULL);
  TrucoAction legal[TRUCO_GAME_MAX_ACTIONS];
  guint n = truco_game_list_actions (game, legal);

  g_string_append_printf (s, "phase %d hand %u dealer %u mano %u over %d\n",
                          truco_game_get_phase (game), truco_game_get_hand_number (game),
                          truco_game_get_dealer (game), truco_game_get_mano (game), truco_game_is_over (game));
  for (guint a = 0; a < truco_game_get_n_scores (game); a++)
    g_string_append_printf (s, "score %u %u\n", truco_game_get_score (game, a), truco_game_get_games_won (game, a));
  for (guint seat = 0; seat < truco_game_get_n_seats (game); seat++)
    {
      TrucoCard cards[4];
      guint k = truco_game_get_hand (game, seat, cards);

      g_string_append_printf (s, "seat %u side %u:", seat, truco_game_get_seat_side (game, seat));
      for (guint i = 0; i < k; i++)
        g_string_append_printf (s, " %u", cards[i]);
      g_string_append_c (s, '\n');
    }
  for (guint i = 0; i < n; i++)
    {
      char line[64];

      truco_game_format_action (game, &legal[i], line, sizeof line);
      g_string_append_printf (s, "%s\n", line);
    }
  return g_string_free (s, FALSE);
}

/* A copy plays on exactly as the original (same legal actions, cards,
 * scores and deals, whatever is chosen), and neither disturbs the other:
 * for every variant and player count, copies taken at random moments. */
static void
test_copy (void)
{
  static const struct { const char *variant, *players, *option; } configs[] = {
    { "ar", "2", NULL }, { "ar", "2", "flor_enabled=on" }, { "ar", "3_gallo_turno", NULL },
    { "ar", "4", "flor_enabled=on" }, { "ar", "6", NULL }, { "ar", "8", NULL },
    { "cat", "4", NULL }, { "cat", "2", NULL }, { "fr", "4", NULL }, { "tyf", NULL, NULL },
    { "put", "2", NULL }, { "put", "3", NULL },
  };

  for (guint c = 0; c < G_N_ELEMENTS (configs); c++)
    for (guint64 seed = 1; seed <= 20; seed++)
      {
        g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup (configs[c].variant));
        g_autoptr(TrucoGame) game = NULL;
        g_autoptr(TrucoGame) scratch = NULL;
        TrucoAction legal[TRUCO_GAME_MAX_ACTIONS];
        guint64 rng = seed * 7919;
        guint steps = 0;

        if (configs[c].players)
          g_assert_true (truco_rules_set (rules, "players", configs[c].players, NULL));
        if (configs[c].option)
          {
            g_auto(GStrv) kv = g_strsplit (configs[c].option, "=", 2);
            g_assert_true (truco_rules_set (rules, kv[0], kv[1], NULL));
          }
        game = truco_game_new (rules, seed);
        scratch = truco_game_new (rules, seed + 1000);

        while (!truco_game_is_over (game) && steps < 2000)
          {
            guint n = truco_game_list_actions (game, legal);

            if (next_rng (&rng) % 16 == 0)
              {
                g_autoptr(TrucoGame) copy = truco_game_copy (game);
                g_autofree char *before = state_of (game);
                guint64 rng_a = rng, rng_b = rng;

                /* Both the new copy and a reused one. */
                g_autofree char *of_copy = NULL, *of_scratch = NULL;

                truco_game_copy_into (scratch, game);
                of_copy = state_of (copy);
                of_scratch = state_of (scratch);
                g_assert_cmpstr (before, ==, of_copy);
                g_assert_cmpstr (before, ==, of_scratch);
                for (guint k = 0; k < 40 && !truco_game_is_over (copy); k++)
                  {
                    TrucoAction a[TRUCO_GAME_MAX_ACTIONS], b[TRUCO_GAME_MAX_ACTIONS];
                    guint na = truco_game_list_actions (copy, a);
                    guint nb = truco_game_list_actions (scratch, b);
                    guint pick;

                    g_assert_cmpuint (na, ==, nb);
                    g_assert_cmpmem (a, na * sizeof *a, b, nb * sizeof *b);
                    pick = next_rng (&rng_a) % na;
                    g_assert_cmpuint (pick, ==, next_rng (&rng_b) % nb);
                    g_assert_true (truco_game_apply (copy, &a[pick], NULL));
                    g_assert_true (truco_game_apply (scratch, &b[pick], NULL));
                  }
                /* Playing the copies left the original as it was. */
                {
                  g_autofree char *after = state_of (game);

                  g_assert_cmpstr (before, ==, after);
                }
              }
            g_assert_true (truco_game_apply (game, &legal[next_rng (&rng) % n], NULL));
            steps++;
          }
      }
}

typedef struct {
  GArray *events;
  guint   n_explained;
  TrucoGame *game;
} Followed;

static void
on_event (TrucoGame        *game,
          gpointer          event,
          TrucoExplanation *explanation,
          gpointer          data)
{
  Followed *followed = data;
  const TrucoEvent *e = event;

  g_assert_true (game == followed->game);
  g_array_append_vals (followed->events, e, 1);
  if (e->kind == TRUCO_EVENT_CREDIT)
    {
      g_autoptr(TrucoExplanation) expected = truco_explanation_new ();
      g_autofree char *got = NULL, *want = NULL;

      g_assert_nonnull (explanation);
      truco_credit_explain (game, &e->credit, expected);
      got = truco_explanation_format (explanation);
      want = truco_explanation_format (expected);
      g_assert_cmpstr (got, ==, want);
      g_assert_cmpuint (truco_explanation_get_n_steps (explanation), >, 0);
      followed->n_explained++;
    }
  else
    g_assert_null (explanation);
}

/* The event signal follows the game: the same events as the record, in
 * order, each credit with its explanation; also with recording off. */
static void
test_event_signal (void)
{
  static const char *const variants[] = { "ar", "cat", "fr", "tyf", "put" };

  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    for (int record = 1; record >= 0; record--)
      {
        g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup (variants[v]));
        g_autoptr(TrucoGame) game = truco_game_new (rules, 11);
        g_autoptr(TrucoGame) recorded = truco_game_new (rules, 11);
        Followed followed = { g_array_new (FALSE, FALSE, sizeof (TrucoEvent)), 0, game };
        const TrucoEvent *events;
        guint n_events;
        guint64 rng = 3;

        truco_game_set_record_events (game, record);
        truco_game_clear_events (recorded);
        g_signal_connect (game, "event", G_CALLBACK (on_event), &followed);
        while (!truco_game_is_over (game))
          {
            TrucoAction legal[TRUCO_GAME_MAX_ACTIONS];
            guint n = truco_game_list_actions (game, legal);
            guint pick = next_rng (&rng) % n;

            g_assert_true (truco_game_apply (game, &legal[pick], NULL));
            g_assert_true (truco_game_apply (recorded, &legal[pick], NULL));
          }
        events = truco_game_get_events (recorded, &n_events);
        g_assert_cmpuint (followed.events->len, ==, n_events);
        g_assert_cmpmem (followed.events->data, n_events * sizeof (TrucoEvent), events, n_events * sizeof (TrucoEvent));
        g_assert_cmpuint (followed.n_explained, >, 0);
        g_array_unref (followed.events);
      }
}

static void
list_during_event (TrucoGame *game,
                   gpointer   event,
                   gpointer   explanation,
                   guint     *n_lists)
{
  TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];

  /* What a UI does when it redraws on an event: list the moves, in the
   * middle of the move being applied. */
  truco_game_list_actions (game, actions);
  (*n_lists)++;
}

/* Moves listed by an event handler in the middle of a move do not linger:
 * afterwards the game lists (and accepts) exactly what a game that saw
 * no handler does. */
static void
test_list_during_event (void)
{
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
  g_autoptr(TrucoGame) game = truco_game_new (rules, 42);
  g_autoptr(TrucoGame) plain = truco_game_new (rules, 42);
  guint n_lists = 0;

  g_signal_connect (game, "event", G_CALLBACK (list_during_event), &n_lists);
  for (guint step = 0; step < 400 && !truco_game_is_over (game); step++)
    {
      TrucoAction a[TRUCO_GAME_MAX_ACTIONS], b[TRUCO_GAME_MAX_ACTIONS];
      guint n = truco_game_list_actions (game, a);

      g_assert_cmpuint (n, ==, truco_game_list_actions (plain, b));
      g_assert_cmpmem (a, n * sizeof a[0], b, n * sizeof b[0]);
      g_assert_true (truco_game_apply (game, &a[step % n], NULL));
      g_assert_true (truco_game_apply (plain, &a[step % n], NULL));
    }
  g_assert_cmpuint (n_lists, >, 0);
}

/* Who answers a call is who the game lets answer it: for the call on
 * top, exactly the seats listed with a "quiero" for it.  Played at
 * random in each variant and size, with the cases that matter seen: a
 * whole side answering, a Catalan captain answering alone for a side of
 * two, each opponent in turn at a put for three. */
static void
test_answerers (void)
{
  static const struct { const char *variant, *players; } tables[] = {
    { "ar", "2" }, { "ar", "4" }, { "ar", "6" }, { "cat", "4" },
    { "fr", NULL }, { "tyf", NULL }, { "put", "2" }, { "put", "3" },
  };
  guint n_side = 0, n_captain = 0, n_put_turns = 0;

  for (guint t = 0; t < G_N_ELEMENTS (tables); t++)
    for (guint64 seed = 1; seed <= 12; seed++)
      {
        g_autoptr(TrucoGame) game = new_game (tables[t].variant, tables[t].players, seed);
        guint last_put = 0;

        for (guint step = 0; step < 3000 && !truco_game_is_over (game); step++)
          {
            TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
            guint n = truco_game_list_actions (game, actions);
            guint listed[TRUCO_N_BETS] = { 0 };
            TrucoView view;

            truco_game_get_view (game, 0, &view);
            for (guint k = 0; k < n; k++)
              if (actions[k].kind == TRUCO_ACTION_ACCEPT)
                listed[actions[k].bet] |= 1u << actions[k].seat;
            for (guint bet = 0; bet < TRUCO_N_BETS; bet++)
              {
                guint mask = truco_game_get_answerers (game, bet);

                /* A flor is also answered with one's own flor at one's
                 * turn, outside the answers to the call on top: those
                 * seats are among its answerers. */
                if (bet == TRUCO_BET_FLOR)
                  g_assert_cmpuint (listed[bet] & ~mask, ==, 0);
                else if (listed[bet] != 0)
                  g_assert_cmpuint (mask, ==, listed[bet]);
                if (mask != 0)
                  g_assert_true (truco_bet_is_pending (&view.bets[bet]));
                else
                  g_assert_false (truco_bet_is_pending (&view.bets[bet]) && listed[bet] != 0);
                /* Never the caller's own side, with two sides. */
                if (mask != 0 && view.n_sides == 2)
                  for (guint s = 0; s < view.n_seats; s++)
                    if (mask & (1u << s))
                      g_assert_cmpint (view.side_of[s], !=, truco_bet_get_last_side (&view.bets[bet]));
                if (g_bit_nth_lsf (mask, -1) != g_bit_nth_msf (mask, -1))
                  n_side++;
                if (mask != 0 && g_str_equal (tables[t].variant, "cat")
                    && g_bit_nth_lsf (mask, -1) == g_bit_nth_msf (mask, -1))
                  n_captain++;
                if (view.n_sides == 3 && mask != 0)
                  {
                    /* One opponent at a time. */
                    g_assert_cmpint (g_bit_nth_lsf (mask, -1), ==, g_bit_nth_msf (mask, -1));
                    if (last_put != 0 && mask != last_put)
                      n_put_turns++;
                    last_put = mask;
                  }
              }
            if (n == 0)
              break;
            g_assert_true (truco_game_apply (game, &actions[(step * 7919u + seed) % n], NULL));
          }
      }
  g_assert_cmpuint (n_side, >, 0);
  g_assert_cmpuint (n_captain, >, 0);
  g_assert_cmpuint (n_put_turns, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game/seats", test_seats);
  g_test_add_func ("/game/mano-pie-rotation", test_mano_pie_rotation);
  g_test_add_func ("/game/seeded-deals", test_seeded_deals);
  g_test_add_func ("/game/given-deal", test_given_deal);
  g_test_add_func ("/game/describe-score", test_describe_score);
  g_test_add_func ("/game/copy", test_copy);
  g_test_add_func ("/game/event-signal", test_event_signal);
  g_test_add_func ("/game/list-during-event", test_list_during_event);
  g_test_add_func ("/game/answerers", test_answerers);

  return g_test_run ();
}
