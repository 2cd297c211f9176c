/* test-score.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The score evaluators (truco-score.h): malas and buenas, the end of a
 * chico, the Catalan score of eleven and one-card deal, the French
 * redeal.  Worked examples checked by hand, exhaustive where small, and
 * random games in which the game and the evaluators must agree at every
 * hand (TRUCO_SCORE_GAMES games per configuration, 2000 when unset).
 */

#include "config.h"

#include <string.h>

#include "truco-engine.h"
#include "truco-game.h"
#include "truco-variant-private.h"

static TrucoRules *
rules_with (const char *variant,
            ...)
{
  TrucoRules *rules = truco_rules_new (truco_variant_lookup (variant));
  va_list ap;
  const char *kv;

  va_start (ap, variant);
  while ((kv = va_arg (ap, const char *)) != NULL)
    {
      g_auto(GStrv) parts = g_strsplit (kv, "=", 2);
      g_autoptr(GError) error = NULL;

      if (!truco_rules_set (rules, parts[0], parts[1], &error))
        g_error ("%s: %s", kv, error->message);
    }
  va_end (ap);
  return rules;
}

/* ------------------------------------------------------------------ */

static void
test_malas_buenas (void)
{
  g_autoptr(TrucoRules) ar = rules_with ("ar", NULL);
  g_autoptr(TrucoRules) ar15 = rules_with ("ar", "target=15", NULL);
  g_autoptr(TrucoRules) off = rules_with ("ar", "malas_buenas=off", NULL);
  g_autoptr(TrucoRules) cat = rules_with ("cat", NULL);
  g_autoptr(GError) error = NULL;
  TrucoScoreHalf half;

  g_assert_cmpuint (truco_rules_get_malas_buenas (ar), ==, 15);
  g_assert_cmpuint (truco_rules_get_malas_buenas (ar15), ==, 0);
  g_assert_cmpuint (truco_rules_get_malas_buenas (off), ==, 0);
  g_assert_cmpuint (truco_rules_get_malas_buenas (cat), ==, 0);

  /* Every score of a chico of 30: 0–14 malas, 15–29 buenas from 0. */
  for (guint p = 0; p < 30; p++)
    {
      g_autoptr(TrucoExplanation) e = truco_explanation_new ();
      g_autofree char *text = NULL, *said = NULL;

      g_assert_true (truco_score_malas_buenas (ar, p, &half, e, NULL));
      g_assert_cmpuint (half.points, ==, p);
      g_assert_cmpuint (half.half, ==, 15);
      g_assert_cmpint (half.buenas, ==, p >= 15);
      g_assert_cmpuint (half.count, ==, p >= 15 ? p - 15 : p);
      g_assert_cmpuint (truco_explanation_get_n_steps (e), ==, 1);
      g_assert_cmpint (truco_explanation_get_step (e, 0)->kind, ==,
                       p >= 15 ? TRUCO_STEP_SCORE_BUENAS : TRUCO_STEP_SCORE_MALAS);
      text = truco_explanation_format (e);
      said = truco_score_format (ar, p);
      g_assert_nonnull (strstr (text, said));
    }

  /* "21 points = 6 buenas" (the sources' own example). */
  {
    g_autoptr(TrucoExplanation) e = truco_explanation_new ();
    g_autofree char *text = NULL, *said = truco_score_format (ar, 21);

    g_assert_true (truco_score_malas_buenas (ar, 21, &half, e, NULL));
    text = truco_explanation_format (e);
    g_assert_cmpstr (said, ==, "6 buenas");
    g_assert_cmpstr (text, ==, "A score of 21 is 15 or more: the side is in the buenas, which count again from 0 after the malas, so its score is 21 − 15 = 6 buenas.");
  }
  {
    g_autofree char *s1 = truco_score_format (ar, 1), *s12 = truco_score_format (ar15, 12);

    g_assert_cmpstr (s1, ==, "1 mala");
    g_assert_cmpstr (s12, ==, "12 points");
  }

  g_assert_false (truco_score_malas_buenas (ar15, 3, &half, NULL, &error));
  g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_NOT_IN_VARIANT);
  g_clear_error (&error);
  g_assert_false (truco_score_malas_buenas (cat, 3, &half, NULL, &error));
  g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_NOT_IN_VARIANT);
  g_clear_error (&error);
  g_assert_false (truco_score_malas_buenas (ar, 30, &half, NULL, &error));
  g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE);
}

/* ------------------------------------------------------------------ */

static TrucoSide
game_end (const TrucoRules      *rules,
          guint                  a,
          guint                  b,
          const TrucoHandCredit *credits,
          guint                  n,
          guint                 *out_a,
          guint                 *out_b,
          char                 **out_text)
{
  g_autoptr(TrucoExplanation) e = truco_explanation_new ();
  guint score[2] = { a, b };
  TrucoGameEnd end;
  g_autoptr(GError) error = NULL;

  if (!truco_score_game_end (rules, score, credits, n, &end, e, &error))
    g_error ("%s", error->message);
  *out_a = end.score[0];
  *out_b = end.score[1];
  if (out_text)
    *out_text = truco_explanation_format (e);
  return end.winner;
}

static void
test_game_end (void)
{
  g_autoptr(TrucoRules) ar = rules_with ("ar", NULL);
  g_autoptr(TrucoRules) higher = rules_with ("ar", "simultaneous_finish=higher_total", NULL);
  g_autoptr(TrucoRules) at_once = rules_with ("ar", "credit_timing=immediate", NULL);
  g_autoptr(TrucoRules) mode_b = rules_with ("ar", "falta_mode=B", NULL);
  g_autoptr(TrucoRules) cat = rules_with ("cat", NULL);
  guint a, b;
  char *text;

  /* 28–27: B's envido (2) comes before A's truco (3): B reaches 29, A 31. */
  {
    TrucoHandCredit c[] = { { TRUCO_HAND_CREDIT_TRUCO, TRUCO_SIDE_A, 3, FALSE },
                            { TRUCO_HAND_CREDIT_ENVIDO, TRUCO_SIDE_B, 2, FALSE } };

    g_assert_cmpint (game_end (ar, 28, 27, c, 2, &a, &b, &text), ==, TRUCO_SIDE_A);
    g_assert_cmpuint (a, ==, 31);
    g_assert_cmpuint (b, ==, 29);
    g_assert_cmpstr (text, ==,
                     "Side B scores 2 points for the envido: 27 + 2 = 29.\n"
                     "Side A scores 3 points for the hand: 28 + 3 = 31.\n"
                     "Side A has 31, at least the 30 that win: it wins the chico.");
    g_free (text);
  }
  /* Both pass 30: the envido is credited first, so B wins although A
   * ends with more; with higher_total A wins. */
  {
    TrucoHandCredit c[] = { { TRUCO_HAND_CREDIT_TRUCO, TRUCO_SIDE_A, 4, FALSE },
                            { TRUCO_HAND_CREDIT_ENVIDO, TRUCO_SIDE_B, 2, FALSE } };

    g_assert_cmpint (game_end (ar, 28, 28, c, 2, &a, &b, NULL), ==, TRUCO_SIDE_B);
    g_assert_cmpuint (a, ==, 32);
    g_assert_cmpuint (b, ==, 30);
    g_assert_cmpint (game_end (higher, 28, 28, c, 2, &a, &b, &text), ==, TRUCO_SIDE_A);
    g_assert_cmpstr (text, ==,
                     "Side B scores 2 points for the envido: 28 + 2 = 30.\n"
                     "Side A scores 4 points for the hand: 28 + 4 = 32.\n"
                     "With this house rule, when both sides pass the target the side with more points wins: side A, with 32 against 30.");
    g_free (text);
    g_assert_cmpint (game_end (ar, 28, 28, c, 2, &a, &b, &text), ==, TRUCO_SIDE_B);
    g_assert_cmpstr (text, ==,
                     "Side B scores 2 points for the envido: 28 + 2 = 30.\n"
                     "Side A scores 4 points for the hand: 28 + 4 = 32.\n"
                     "Side B has 30, at least the 30 that win: it wins the chico.\n"
                     "Side A also has 32, at least 30, but side B got there first: the points are credited flor first, then envido, then the hand.");
    g_free (text);
    /* credit_timing=immediate: the envido ends the chico at once; the
     * hand's points are never credited. */
    g_assert_cmpint (game_end (at_once, 28, 28, c, 2, &a, &b, NULL), ==, TRUCO_SIDE_B);
    g_assert_cmpuint (a, ==, 28);
  }
  /* Nobody there. */
  {
    TrucoHandCredit c[] = { { TRUCO_HAND_CREDIT_TRUCO, TRUCO_SIDE_B, 1, FALSE } };

    g_assert_cmpint (game_end (ar, 10, 12, c, 1, &a, &b, &text), ==, TRUCO_SIDE_NONE);
    g_assert_cmpuint (b, ==, 13);
    g_assert_nonnull (strstr (text, "Nobody has reached 30 (side A has 10, side B 13): the chico goes on."));
    g_free (text);
  }
  /* The falta: 20–25 (mode A) is worth 5 to whoever wins it: A reaches
   * 25, nobody wins.  12–8 in mode B: the falta wins the chico, worth
   * what its winner needs (30 − 8 = 22 for B). */
  {
    TrucoHandCredit c[] = { { TRUCO_HAND_CREDIT_ENVIDO, TRUCO_SIDE_A, 0, TRUE },
                            { TRUCO_HAND_CREDIT_TRUCO, TRUCO_SIDE_B, 1, FALSE } };

    g_assert_cmpint (game_end (ar, 20, 25, c, 2, &a, &b, NULL), ==, TRUCO_SIDE_NONE);
    g_assert_cmpuint (a, ==, 25);
    g_assert_cmpuint (b, ==, 26);
    c[0].side = TRUCO_SIDE_B;
    g_assert_cmpint (game_end (mode_b, 12, 8, c, 2, &a, &b, &text), ==, TRUCO_SIDE_B);
    g_assert_cmpuint (b, ==, 31);
    g_assert_nonnull (strstr (text, "whoever wins the falta wins the chico"));
    g_assert_nonnull (strstr (text, "Side B scores 22 points for the envido: 8 + 22 = 30."));
    g_free (text);
  }
  /* Catalan: a game of 12. */
  {
    TrucoHandCredit c[] = { { TRUCO_HAND_CREDIT_TRUCO, TRUCO_SIDE_A, 3, FALSE } };

    g_assert_cmpint (game_end (cat, 11, 11, c, 1, &a, &b, &text), ==, TRUCO_SIDE_A);
    g_assert_nonnull (strstr (text, "it wins the game."));
    g_free (text);
  }
  /* Refusals. */
  {
    TrucoHandCredit bad[] = { { TRUCO_HAND_CREDIT_TRUCO, TRUCO_SIDE_C, 1, FALSE } };
    TrucoHandCredit falta[] = { { TRUCO_HAND_CREDIT_ENVIDO, TRUCO_SIDE_A, 0, TRUE } };
    guint score[2] = { 3, 4 }, done[2] = { 30, 1 };
    TrucoGameEnd end;
    g_autoptr(GError) error = NULL;

    g_assert_false (truco_score_game_end (ar, score, bad, 1, &end, NULL, &error));
    g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE);
    g_clear_error (&error);
    g_assert_false (truco_score_game_end (ar, done, NULL, 0, &end, NULL, &error));
    g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE);
    g_clear_error (&error);
    g_assert_false (truco_score_game_end (cat, score, falta, 1, &end, NULL, &error));
    g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_NOT_IN_VARIANT);
  }
}

/* ------------------------------------------------------------------ */

static void
test_eleven (void)
{
  g_autoptr(TrucoRules) cat = rules_with ("cat", NULL);
  g_autoptr(TrucoRules) no_knock = rules_with ("cat", "one_card_deal=off", NULL);
  g_autoptr(TrucoRules) fr = rules_with ("fr", NULL);
  g_autoptr(GError) error = NULL;
  TrucoDealStake st;

  /* Every pair of scores of a game of 12. */
  for (guint a = 0; a < 12; a++)
    for (guint b = 0; b < 12; b++)
      {
        g_assert_true (truco_score_deal_stake (cat, a, b, &st, NULL, NULL));
        if (a == 11 && b == 11)
          {
            g_assert_cmpint (st.eleven, ==, TRUCO_ELEVEN_BOTH);
            g_assert_cmpuint (st.stake, ==, 3);
            g_assert_false (st.may_concede);
          }
        else if (a == 11 || b == 11)
          {
            g_assert_cmpint (st.eleven, ==, TRUCO_ELEVEN_ONE);
            g_assert_cmpint (st.deciding, ==, a == 11 ? TRUCO_SIDE_A : TRUCO_SIDE_B);
            g_assert_cmpuint (st.stake, ==, 3);
            g_assert_cmpuint (st.conceded, ==, 1);
            g_assert_true (st.may_concede);
          }
        else
          {
            g_assert_cmpint (st.eleven, ==, TRUCO_ELEVEN_NONE);
            g_assert_cmpuint (st.stake, ==, 1);
            g_assert_true (st.truc_allowed);
            g_assert_true (st.one_card_allowed);
          }
        g_assert_cmpint (st.truc_allowed, ==, a < 11 && b < 11);
        g_assert_cmpint (st.one_card_allowed, ==, a < 11 && b < 11);
      }
  g_assert_true (truco_score_deal_stake (no_knock, 3, 4, &st, NULL, NULL));
  g_assert_false (st.one_card_allowed);
  g_assert_false (truco_score_deal_stake (fr, 11, 4, &st, NULL, &error));
  g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_NOT_IN_VARIANT);
  g_clear_error (&error);
  g_assert_false (truco_score_deal_stake (cat, 12, 4, &st, NULL, &error));
  g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE);

  {
    g_autoptr(TrucoExplanation) e = truco_explanation_new ();
    g_autofree char *text = NULL;

    truco_score_deal_stake (cat, 7, 11, &st, e, NULL);
    text = truco_explanation_format (e);
    g_assert_cmpstr (text, ==,
                     "Side B has 11, one point from the game: before any card is played it chooses to concede, and the other side scores 1 point, or to play the hand for 3, with no truc.\n"
                     "Side B has 11 points: once a side is at eleven there is no one-card deal.");
  }
}

static void
test_one_card (void)
{
  g_autoptr(TrucoRules) cat = rules_with ("cat", "players=2", NULL);
  g_autoptr(TrucoRules) off = rules_with ("cat", "players=2", "one_card_deal=off", NULL);
  g_autoptr(GError) error = NULL;
  TrucoSide winner;
  guint points;
  TrucoCard three_o, three_c, two_e;

  g_assert_true (truco_card_parse ("3O", &three_o, NULL));
  g_assert_true (truco_card_parse ("3C", &three_c, NULL));
  g_assert_true (truco_card_parse ("2E", &two_e, NULL));

  /* Tied: the non-dealing side scores 1, whoever played first. */
  for (TrucoSide dealer = TRUCO_SIDE_A; dealer <= TRUCO_SIDE_B; dealer++)
    {
      TrucoPlay plays[2] = { { 1 - dealer, 1, three_o }, { dealer, 1, three_c } };
      g_autoptr(TrucoExplanation) e = truco_explanation_new ();
      g_autofree char *text = NULL;

      g_assert_true (truco_score_one_card_deal (cat, 3, 5, plays, 2, dealer, &winner, &points, e, NULL));
      g_assert_cmpint (winner, ==, 1 - dealer);
      g_assert_cmpuint (points, ==, 1);
      text = truco_explanation_format (e);
      g_assert_nonnull (strstr (text, "a tie goes to the non-dealing side"));
    }
  {
    TrucoPlay plays[2] = { { TRUCO_SIDE_B, 1, two_e }, { TRUCO_SIDE_A, 1, three_c } };

    g_assert_true (truco_score_one_card_deal (cat, 0, 0, plays, 2, TRUCO_SIDE_A, &winner, &points, NULL, NULL));
    g_assert_cmpint (winner, ==, TRUCO_SIDE_A);
    g_assert_false (truco_score_one_card_deal (cat, 11, 0, plays, 2, TRUCO_SIDE_A, &winner, &points, NULL, &error));
    g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE);
    g_clear_error (&error);
    g_assert_false (truco_score_one_card_deal (off, 1, 0, plays, 2, TRUCO_SIDE_A, &winner, &points, NULL, &error));
    g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_NOT_IN_VARIANT);
  }
}

static void
test_redeal (void)
{
  g_autoptr(TrucoRules) fr = rules_with ("fr", NULL);
  g_autoptr(TrucoRules) fr36 = rules_with ("fr", "fr_rank=36card", NULL);
  g_autoptr(TrucoRules) cat = rules_with ("cat", NULL);
  g_autoptr(GError) error = NULL;
  TrucoRedeal r;
  TrucoRedealQuestion q = { 4, 0, 0, FALSE, FALSE, 3 };

  /* Four players, 32 cards: 12 dealt, 20 in the stock, room for one
   * redeal (8 left); with 36 cards, two. */
  g_assert_true (truco_score_redeal (fr, &q, &r, NULL, NULL));
  g_assert_true (r.may_propose && r.redealt);
  g_assert_cmpuint (r.stock, ==, 8);
  q.n_redeals = 1;
  g_assert_true (truco_score_redeal (fr, &q, &r, NULL, NULL));
  g_assert_false (r.may_propose);
  g_assert_true (truco_score_redeal (fr36, &q, &r, NULL, NULL));
  g_assert_true (r.may_propose);
  /* Two players: 26 in the stock, four redeals. */
  q.n_players = 2;
  q.agreeing = 1;
  for (guint k = 0; k < 5; k++)
    {
      q.n_redeals = k;
      g_assert_true (truco_score_redeal (fr, &q, &r, NULL, NULL));
      g_assert_cmpint (r.may_propose, ==, k < 4);
    }
  /* One player insisting is enough; only eldest proposes; not after a
   * card, nor after an insistence. */
  q = (TrucoRedealQuestion) { 4, 0, 0, FALSE, FALSE, 2 };
  g_assert_true (truco_score_redeal (fr, &q, &r, NULL, NULL));
  g_assert_true (r.may_propose && !r.redealt);
  g_assert_cmpuint (r.stock, ==, 20);
  q.proposer = 3;
  g_assert_true (truco_score_redeal (fr, &q, &r, NULL, NULL));
  g_assert_false (r.may_propose);
  q.proposer = 0;
  q.started = TRUE;
  g_assert_true (truco_score_redeal (fr, &q, &r, NULL, NULL));
  g_assert_false (r.may_propose);
  q.started = FALSE;
  q.refused = TRUE;
  g_assert_true (truco_score_redeal (fr, &q, &r, NULL, NULL));
  g_assert_false (r.may_propose);

  q = (TrucoRedealQuestion) { 3, 0, 0, FALSE, FALSE, 2 };
  g_assert_false (truco_score_redeal (fr, &q, &r, NULL, &error));
  g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE);
  g_clear_error (&error);
  q.n_players = 4;
  g_assert_false (truco_score_redeal (cat, &q, &r, NULL, &error));
  g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_NOT_IN_VARIANT);
}

/* ------------------------------------------------------------------ */
/* The game and the evaluators agree                                    */

typedef struct
{
  const char *variant;
  const char *options[4];
} Config;

static const Config configs[] = {
  { "ar", { "players=2", NULL } },
  { "ar", { "players=2", "flor_enabled=on", "falta_mode=B", NULL } },
  { "ar", { "players=4", "simultaneous_finish=higher_total", NULL } },
  { "ar", { "players=2", "target=15", "falta_mode=D", NULL } },
  { "ar", { "players=2", "credit_timing=immediate", NULL } },
  { "cat", { "players=4", NULL } },
  { "cat", { "players=2", NULL } },
  { "cat", { "players=2", "one_card_deal=off", NULL } },
  { "fr", { "players=4", NULL } },
  { "fr", { "players=2", NULL } },
  { "fr", { "players=4", "fr_rank=36card", NULL } },
  { "tyf", { NULL } },
  { "put", { "players=2", NULL } },
};

static guint64
mix (guint64 *state)
{
  guint64 z = (*state += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

static TrucoHandCreditKind
credit_kind (const TrucoCredit *c)
{
  if (c->bet == TRUCO_BET_FLOR)
    return TRUCO_HAND_CREDIT_FLOR;
  if (c->bet == TRUCO_BET_ENVIDO)
    return TRUCO_HAND_CREDIT_ENVIDO;
  if (c->reason == TRUCO_CREDIT_BONUS_CARD)
    return TRUCO_HAND_CREDIT_BONUS;
  if (c->reason == TRUCO_CREDIT_PIDO_FLOR || c->reason == TRUCO_CREDIT_PIDO_FLOR_WRONG)
    return TRUCO_HAND_CREDIT_PENALTY;
  return TRUCO_HAND_CREDIT_TRUCO;
}

typedef struct
{
  TrucoGame       *game;
  const TrucoRules *rules;
  guint            tracked[2];      /* the scores by the evaluator */
  TrucoHandCredit  credits[32];
  guint            n_credits;
  gboolean         checked;         /* the hand's end was checked (the chico was won) */
  /* This hand (Catalan, French). */
  TrucoDealStake   stake;
  gboolean         one_card;
  TrucoSide        dealer_side;
  TrucoPlay        plays[8];
  guint            n_plays;
  gboolean         started, refused;
  guint            n_redeals, agreeing;
  /* What was seen, so that the test proves it saw each rule at work. */
  guint            n_games_won, n_eleven, n_both_eleven, n_one_card, n_redealt, n_insisted;
} Run;

static void
check_hand_end (Run       *run,
                gboolean   won,
                int        winner,
                guint      value)
{
  TrucoGameEnd end;
  g_autoptr(GError) error = NULL;

  if (!truco_score_game_end (run->rules, run->tracked, run->credits, run->n_credits, &end, NULL, &error))
    g_error ("game end: %s", error->message);
  if (won)
    {
      g_assert_cmpint (end.winner, ==, winner);
      g_assert_cmpuint (end.score[winner], ==, value);
      run->tracked[0] = run->tracked[1] = 0;
      run->n_games_won++;
    }
  else
    {
      g_assert_cmpint (end.winner, ==, TRUCO_SIDE_NONE);
      run->tracked[0] = end.score[0];
      run->tracked[1] = end.score[1];
    }
  run->n_credits = 0;
}

static void
hand_started (Run *run)
{
  TrucoGame *game = run->game;
  TrucoPhase phase = truco_game_get_phase (game);

  run->one_card = FALSE;
  run->dealer_side = truco_game_get_seat_side (game, truco_game_get_dealer (game));
  run->n_plays = 0;
  run->started = run->refused = FALSE;
  run->n_redeals = run->agreeing = 0;
  g_assert_cmpuint (truco_game_get_score (game, 0), ==, run->tracked[0]);
  g_assert_cmpuint (truco_game_get_score (game, 1), ==, run->tracked[1]);

  if (!truco_rules_get_play (run->rules)->score_of_eleven || phase == TRUCO_PHASE_MATCH_OVER)
    return;
  g_assert_true (truco_score_deal_stake (run->rules, run->tracked[0], run->tracked[1], &run->stake, NULL, NULL));
  switch (run->stake.eleven)
    {
    case TRUCO_ELEVEN_ONE:
      {
        TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
        guint n = truco_game_list_actions (game, actions);

        run->n_eleven++;
        g_assert_cmpint (phase, ==, TRUCO_PHASE_ELEVEN);
        g_assert_cmpuint (n, >, 0);
        for (guint i = 0; i < n; i++)
          {
            g_assert_true (actions[i].kind == TRUCO_ACTION_CONCEDE || actions[i].kind == TRUCO_ACTION_PLAY_ELEVEN);
            g_assert_cmpuint (truco_game_get_seat_side (game, actions[i].seat), ==, run->stake.deciding);
          }
        break;
      }
    case TRUCO_ELEVEN_BOTH:
      run->n_both_eleven++;
      g_assert_cmpint (phase, ==, TRUCO_PHASE_PLAY);
      break;
    case TRUCO_ELEVEN_NONE:
    default:
      g_assert_cmpint (phase, ==, run->stake.one_card_allowed ? TRUCO_PHASE_CUT : TRUCO_PHASE_PLAY);
      break;
    }
}

/* Before each action: what the evaluators say may be done now. */
static void
check_offers (Run               *run,
              const TrucoAction *actions,
              guint              n)
{
  TrucoGame *game = run->game;
  TrucoPhase phase = truco_game_get_phase (game);

  if (phase != TRUCO_PHASE_PLAY)
    return;
  /* At eleven, no truc. */
  if (run->stake.eleven != TRUCO_ELEVEN_NONE && truco_rules_get_play (run->rules)->score_of_eleven)
    for (guint i = 0; i < n; i++)
      g_assert_false (actions[i].kind == TRUCO_ACTION_CALL && actions[i].bet == TRUCO_BET_TRUCO);

  if (truco_rules_get_play (run->rules)->redeal)
    {
      guint n_seats = truco_game_get_n_seats (game);
      guint mano = truco_game_get_mano (game);

      for (guint seat = 0; seat < n_seats; seat++)
        {
          TrucoRedealQuestion q = { n_seats, (seat + n_seats - mano) % n_seats, run->n_redeals,
                                    run->started, run->refused, n_seats - 1 };
          TrucoRedeal r;
          gboolean offered = FALSE, to_play = FALSE;

          g_assert_true (truco_score_redeal (run->rules, &q, &r, NULL, NULL));
          for (guint i = 0; i < n; i++)
            if (actions[i].seat == seat)
              {
                offered |= actions[i].kind == TRUCO_ACTION_REDEAL;
                to_play |= actions[i].kind == TRUCO_ACTION_PLAY;
              }
          /* The proposal is made at one's turn to play. */
          if (to_play)
            g_assert_cmpint (offered, ==, r.may_propose);
          else
            g_assert_false (offered);
        }
    }
}

static void
after_action (Run               *run,
              const TrucoAction *action,
              TrucoPhase         phase_before)
{
  TrucoGame *game = run->game;
  const TrucoEvent *events;
  guint n_events;
  gboolean new_hand = FALSE;

  events = truco_game_get_events (game, &n_events);
  for (guint i = 0; i < n_events; i++)
    {
      const TrucoEvent *ev = &events[i];

      switch (ev->kind)
        {
        case TRUCO_EVENT_CREDIT:
          if (!ev->credit.cancelled)
            {
              g_assert_cmpuint (run->n_credits, <, G_N_ELEMENTS (run->credits));
              run->credits[run->n_credits++] = (TrucoHandCredit) { credit_kind (&ev->credit), ev->credit.side,
                                                                   ev->credit.points, FALSE };
            }
          if (ev->credit.reason == TRUCO_CREDIT_ELEVEN_CONCEDED)
            {
              g_assert_cmpint (run->stake.eleven, ==, TRUCO_ELEVEN_ONE);
              g_assert_cmpuint (ev->credit.side, ==, 1 - run->stake.deciding);
              g_assert_cmpuint (ev->credit.points, ==, run->stake.conceded);
            }
          else if (ev->credit.reason == TRUCO_CREDIT_HAND && run->one_card)
            {
              TrucoSide winner;
              guint points;

              g_autoptr(GError) error = NULL;

              if (!truco_score_one_card_deal (run->rules, run->tracked[0], run->tracked[1],
                                              run->plays, run->n_plays,
                                              run->dealer_side,
                                              &winner, &points, NULL, &error))
                g_error ("one-card deal at %u–%u, %u plays: %s", run->tracked[0], run->tracked[1],
                         run->n_plays, error->message);
              g_assert_cmpint (ev->credit.side, ==, winner);
              g_assert_cmpuint (ev->credit.points, ==, points);
              run->n_one_card++;
            }
          else if (ev->credit.reason == TRUCO_CREDIT_HAND && truco_rules_get_play (run->rules)->score_of_eleven
                   && run->stake.eleven != TRUCO_ELEVEN_NONE)
            g_assert_cmpuint (ev->credit.points, ==, run->stake.stake);
          break;
        case TRUCO_EVENT_GAME_WON:
          check_hand_end (run, TRUE, ev->side, ev->value);
          run->checked = TRUE;
          break;
        case TRUCO_EVENT_HAND_STARTED:
          /* The hand before ended without winning the chico (a won
           * chico was checked at its GAME_WON). */
          if (!run->checked)
            check_hand_end (run, FALSE, -1, 0);
          run->checked = FALSE;
          new_hand = TRUE;
          break;
        case TRUCO_EVENT_ACTION:
          switch (ev->action.kind)
            {
            case TRUCO_ACTION_PLAY:
              run->started = TRUE;
              if (run->one_card)
                {
                  /* In a trick each side's players are numbered in
                   * the order they play. */
                  TrucoSide side = truco_game_get_seat_side (game, ev->action.seat);
                  guint number = 1;

                  for (guint k = 0; k < run->n_plays; k++)
                    number += run->plays[k].side == side;
                  run->plays[run->n_plays++] = (TrucoPlay) { side, number, ev->action.value };
                }
              break;
            case TRUCO_ACTION_CALL:
              run->started = TRUE;
              break;
            case TRUCO_ACTION_DEAL_ONE:
              run->one_card = TRUE;
              break;
            case TRUCO_ACTION_AGREE:
              run->agreeing++;
              break;
            case TRUCO_ACTION_INSIST:
              {
                TrucoRedealQuestion q = { truco_game_get_n_seats (game), 0, run->n_redeals, FALSE, FALSE, run->agreeing };
                TrucoRedeal r;

                g_assert_true (truco_score_redeal (run->rules, &q, &r, NULL, NULL));
                g_assert_false (r.redealt);
                run->refused = TRUE;
                run->agreeing = 0;
                run->n_insisted++;
                break;
              }
            default:
              break;
            }
          break;
        default:
          break;
        }
    }
  truco_game_clear_events (game);

  /* A redeal everybody agreed to: the phase is back to play. */
  if (action->kind == TRUCO_ACTION_AGREE && phase_before == TRUCO_PHASE_REDEAL
      && truco_game_get_phase (game) == TRUCO_PHASE_PLAY)
    {
      TrucoRedealQuestion q = { truco_game_get_n_seats (game), 0, run->n_redeals, FALSE, FALSE, run->agreeing };
      TrucoRedeal r;

      g_assert_true (truco_score_redeal (run->rules, &q, &r, NULL, NULL));
      g_assert_true (r.redealt);
      run->n_redeals++;
      run->agreeing = 0;
      run->n_redealt++;
    }
  if (new_hand)
    hand_started (run);
}

static void
test_agree (gconstpointer data)
{
  const Config *config = data;
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup (config->variant));
  const char *env = g_getenv ("TRUCO_SCORE_GAMES");
  guint n_games = env ? (guint) g_ascii_strtoull (env, NULL, 10) : 2000;
  guint64 rng = 0x5eed;
  Run totals = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (config->options) && config->options[i]; i++)
    {
      g_auto(GStrv) kv = g_strsplit (config->options[i], "=", 2);

      g_assert_true (truco_rules_set (rules, kv[0], kv[1], NULL));
    }

  for (guint g = 0; g < n_games; g++)
    {
      g_autoptr(TrucoGame) game = truco_game_new (rules, mix (&rng));
      Run run = { 0 };
      TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];

      run.game = game;
      run.rules = rules;
      truco_game_set_record_events (game, TRUE);
      truco_game_clear_events (game);
      hand_started (&run);
      for (guint step = 0; step < 20000 && !truco_game_is_over (game); step++)
        {
          guint n = truco_game_list_actions (game, actions);
          TrucoAction action;
          TrucoPhase phase = truco_game_get_phase (game);

          g_assert_cmpuint (n, >, 0);
          check_offers (&run, actions, n);
          action = actions[mix (&rng) % n];
          g_assert_true (truco_game_apply (game, &action, NULL));
          after_action (&run, &action, phase);
        }
      g_assert_true (truco_game_is_over (game));
      totals.n_games_won += run.n_games_won;
      totals.n_eleven += run.n_eleven;
      totals.n_both_eleven += run.n_both_eleven;
      totals.n_one_card += run.n_one_card;
      totals.n_redealt += run.n_redealt;
      totals.n_insisted += run.n_insisted;
    }

  /* Each rule was seen at work. */
  g_assert_cmpuint (totals.n_games_won, >=, n_games);
  if (truco_rules_get_play (rules)->score_of_eleven)
    {
      g_assert_cmpuint (totals.n_eleven, >, 0);
      g_assert_cmpuint (totals.n_both_eleven, >, 0);
      if (g_strcmp0 (truco_rules_get (rules, "one_card_deal"), "on") == 0)
        g_assert_cmpuint (totals.n_one_card, >, 0);
      else
        g_assert_cmpuint (totals.n_one_card, ==, 0);
    }
  if (truco_rules_get_play (rules)->redeal)
    {
      g_assert_cmpuint (totals.n_redealt, >, 0);
      g_assert_cmpuint (totals.n_insisted, >, 0);
    }
  g_test_message ("%u chicos, %u hands at eleven, %u both at eleven, %u one-card deals, %u redeals, %u insisted",
                  totals.n_games_won, totals.n_eleven, totals.n_both_eleven, totals.n_one_card,
                  totals.n_redealt, totals.n_insisted);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/score/malas-buenas", test_malas_buenas);
  g_test_add_func ("/score/game-end", test_game_end);
  g_test_add_func ("/score/eleven", test_eleven);
  g_test_add_func ("/score/one-card", test_one_card);
  g_test_add_func ("/score/redeal", test_redeal);
  for (guint i = 0; i < G_N_ELEMENTS (configs); i++)
    {
      g_autofree char *options = g_strjoinv ("-", (char **) configs[i].options);
      g_autofree char *path = g_strdup_printf ("/score/agree/%u-%s-%s", i, configs[i].variant,
                                               configs[i].options[0] ? options : "default");

      g_test_add_data_func (path, &configs[i], test_agree);
    }
  return g_test_run ();
}
