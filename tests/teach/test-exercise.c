/* test-exercise.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every skill under every rule set it exists in, over many seeds: one
 * right option, distinct options, the right one equal to what the engine's
 * evaluator says when called here directly, every wrong one a named
 * misconception told with the question's own numbers, and the same seed
 * giving the same exercise.
 */

#include "config.h"

#include <string.h>

#include "truco-exercise.h"
#include "truco-exercise-private.h"
#include "truco-game.h"

/* Seeds per skill and rule set; TRUCO_EXERCISE_SEEDS overrides it. */
#define DEFAULT_SEEDS 10000

typedef struct
{
  const char *variant;
  const char *options[4];  /* KEY=VALUE */
  const char *only;        /* the skills tested under these rules (ids separated by spaces), or NULL: all */
} RuleSet;

static const RuleSet rule_sets[] = {
  { "ar", { NULL } },
  { "ar", { "flor_enabled=on", NULL } },
  { "ar", { "flor_enabled=on", "flor_scheme=four_point", "falta_mode=B", NULL } },
  { "ar", { "falta_mode=C", NULL } },
  { "ar", { "falta_mode=D", NULL } },
  { "ar", { "target=15", "malas_buenas=off", NULL } },
  { "cat", { NULL } },
  { "fr", { NULL } },
  { "fr", { "fr_rank=36card", NULL } },
  { "tyf", { NULL } },
  { "tyf", { "all_pardes=none", NULL } },
  { "put", { NULL } },
  { "put", { "players=3", NULL } },
  /* House rules that only some skills read. */
  { "ar", { "simultaneous_finish=higher_total", NULL }, "chico-end" },
  { "ar", { "credit_timing=immediate", "falta_mode=B", NULL }, "chico-end" },
  { "cat", { "players=2", NULL }, "cat-one-card-deal" },
  { "fr", { "players=2", NULL }, "fr-redeal" },
  /* The bigger tables and the match. */
  { "ar", { "players=4", NULL }, "envido-tie-many" },
  { "ar", { "players=6", NULL }, "envido-tie-many pica-pica-duel pica-pica-falta" },
  { "ar", { "players=8", "pica_pica_until=15", NULL }, "envido-tie-many pica-pica-duel pica-pica-falta" },
  { "ar", { "players=3_gallo_fijo", NULL }, "gallo-envido gallo-score" },
  { "ar", { "players=3_gallo_turno", NULL }, "gallo-envido gallo-score" },
  { "ar", { "flor_enabled=on", "pedir_flor_false_claim=4", NULL }, "flor-penalty" },
};

static guint n_seeds = DEFAULT_SEEDS;

/* The misconception ids: stable, since the learner's mistakes are stored
 * under them.  A new one is added here on purpose. */
static const char * const misconceptions[] = {
  "added-all-values",
  "added-both-sides",
  "counted-other-side",
  "forgot-bonus",
  "forgot-envido",
  "forgot-truco",
  "added-every-level",
  "added-raise-to-fold",
  "compared-wrong",
  "counted-hand-point",
  "decided-too-early",
  "embit-needs-pair-of-suit",
  "false-ace-as-brava",
  "falta-in-malas-wins-chico",
  "falta-needs-when-chico",
  "falta-to-buenas",
  "falta-to-chico-in-malas",
  "falta-trailer-needs",
  "falta-whole-chico",
  "figures-as-ten",
  "first-played-wins-tie",
  "flor-counted-as-envido",
  "forgot-embit-point",
  "forgot-last-call",
  "forgot-twenty",
  "hand-already-decided",
  "higher-number-wins",
  "highest-card-as-embit",
  "later-card-beats-equal",
  "later-partner-leads",
  "later-trick-decides",
  "lead-goes-round",
  "leader-keeps-lead",
  "miscounted-tricks",
  "more-top-cards-win",
  "paid-one-call-too-few",
  "paid-refused-call",
  "paid-refused-value",
  "pair-of-different-suits",
  "partners-tie",
  "perique-not-wild",
  "points-as-ranking",
  "ranking-misread",
  "refusal-pays-one",
  "reversed-order",
  "same-number-ties",
  "score-of-wrong-side",
  "suit-breaks-tie",
  "three-suited-added",
  "tie-last-top-leads",
  "tie-to-wrong-side",
  "tie-without-equal-cards",
  "trick-and-tie-scores",
  "twenty-without-pair",
  "void-when-decided",
  "anyone-may-propose",
  "both-at-eleven-when-one",
  "buenas-as-points",
  "buenas-not-restarted",
  "concede-when-both",
  "counted-down",
  "counted-to-boundary",
  "counted-to-target",
  "credited-hand-first",
  "eleven-ordinary-hand",
  "eleven-too-early",
  "first-played-wins",
  "first-there-wins",
  "halves-swapped",
  "higher-total-wins",
  "majority-decides",
  "one-card-as-eleven",
  "one-redeal-only",
  "proposer-decides",
  "redeal-after-play",
  "redeal-needs-dealer",
  "short-of-target",
  "stock-never-ends",
  "tie-scores-nothing",
  "wrong-side-decides",
  "later-tied-player-wins",
  "tie-to-mano",
  "gallo-first-three",
  "gallo-kept-best-cards",
  "pica-pica-parity",
  "pica-pica-stops-early",
  "pica-pica-never-stops",
  "duel-with-neighbour",
  "duel-same-number",
  "falta-as-redondo",
  "match-one-chico",
  "bueno-not-third",
  "bueno-too-early",
  "match-needs-three",
  "pido-flor-only-three",
  "pido-flor-only-points",
  "pido-flor-as-contraflor",
  "pido-flor-free",
  "pido-flor-other-table",
  "false-flor-free",
  "false-flor-costs-three",
  "raise-own-call",
  "raise-right-ignored",
  "skipped-a-call",
  "raise-without-call",
  "called-above-top",
  "bet-already-settled",
  "raise-went-down",
  "envido-in-later-trick",
  "envido-after-own-card",
  "envido-after-truco",
  "ignored-rule",
  "rule-misapplied",
  "wrong-reason",
  "paid-pending-call",
  "mazo-concedes-one",
  "mazo-free",
  "concede-next-level",
  "split-between-pair",
  "pair-credited-twice",
  "three-per-flor-in-contest",
  NULL
};


static TrucoRules *
make_rules (const RuleSet *set)
{
  TrucoRules *rules = truco_rules_new (truco_variant_lookup (set->variant));

  for (guint i = 0; set->options[i] != NULL; i++)
    {
      g_auto(GStrv) kv = g_strsplit (set->options[i], "=", 2);
      g_autoptr(GError) error = NULL;

      g_assert_true (truco_rules_set (rules, kv[0], kv[1], &error));
      g_assert_no_error (error);
    }
  return rules;
}

static int
side_of_holder (const char *holder)
{
  g_assert_nonnull (holder);
  return holder[0] - 'A';
}

static guint
seat_of_holder (const char *holder)
{
  return holder[1] ? (guint) (holder[1] - '0') : 1;
}

/* Two cards compared alone: Put for three takes three cards a trick. */
static TrucoRules *
pairwise (const TrucoRules *rules)
{
  TrucoRules *copy = truco_rules_copy (rules);

  if (g_strcmp0 (truco_rules_get (rules, "players"), "3") == 0)
    g_assert_true (truco_rules_set (copy, "players", "2", NULL));
  return copy;
}

static TrucoCard
card (const TrucoExercise *ex,
      guint                i)
{
  return truco_exercise_get_card (ex, i, NULL);
}

static const TrucoLadder *
bet_table (const TrucoRules *rules,
           int               kind)
{
  const TrucoLadder *ladder = truco_rules_get_ladder (rules, kind);

  if (ladder == NULL)
    g_error ("no ladder of kind %d", kind);
  return ladder;
}

/* A second oracle for call-legal: the game itself, brought to the same
 * situation, takes or refuses the call (only where the game can be put in
 * it plainly: the truco ladder, two players, in the first trick). */
static void
check_call_against_game (const TrucoRules        *rules,
                         const TrucoCallQuestion *q,
                         gboolean                 allowed)
{
  g_autoptr(TrucoGame) game = NULL;
  TrucoAction actions[TRUCO_GAME_MAX_ACTIONS], call = { 0 };
  guint seat_of_side[2];
  guint n;

  if (q->bet != TRUCO_BET_TRUCO || g_strcmp0 (truco_rules_get (rules, "players"), "2") != 0
      || truco_rules_has_declaration (rules, TRUCO_DECLARATION_FLOR))
    return;
  game = truco_game_new (rules, 7);
  for (guint s = 0; s < 2; s++)
    seat_of_side[truco_game_get_seat_side (game, s)] = s;
  /* The calls of the question, each by its side, then the answer. */
  for (guint i = 0; i < q->n_calls; i++)
    {
      TrucoAction a = { TRUCO_ACTION_CALL, seat_of_side[(q->first_side + i) % 2], TRUCO_BET_TRUCO, q->calls[i], 0 };
      g_autoptr(GError) error = NULL;

      if (!truco_game_apply (game, &a, &error))
        return;   /* not reachable from the start of a hand: out of turn */
    }
  if (q->n_calls > 0 && q->accepted)
    {
      TrucoAction a = { TRUCO_ACTION_ACCEPT, seat_of_side[(q->first_side + q->n_calls) % 2], TRUCO_BET_TRUCO, 0, 0 };

      if (!truco_game_apply (game, &a, NULL))
        return;
    }
  /* Only when it is the asking side's turn (or its answer) to act. */
  n = truco_game_list_actions (game, actions);
  {
    gboolean side_acts = FALSE;

    for (guint i = 0; i < n; i++)
      side_acts |= actions[i].seat == seat_of_side[q->side];
    if (!side_acts)
      return;
  }
  call = (TrucoAction) { TRUCO_ACTION_CALL, seat_of_side[q->side], TRUCO_BET_TRUCO, q->call, 0 };
  {
    gboolean listed = FALSE;

    for (guint i = 0; i < n; i++)
      listed |= truco_action_equal (&actions[i], &call);
    g_assert_cmpint (listed, ==, allowed);
  }
}

/* The right answer as the engine says it, called directly. */
static void
check_against_engine (const TrucoExercise *ex)
{
  const TrucoRules *rules = truco_exercise_get_rules (ex);
  const char *skill = truco_skill_get_id (truco_exercise_get_skill (ex));
  guint answer = truco_exercise_get_answer (ex);
  int number = truco_exercise_get_choice_number (ex, answer);
  guint n_numbers;
  const int *numbers = truco_exercise_get_numbers (ex, &n_numbers);

  if (strcmp (skill, "card-rank-pair") == 0)
    {
      TrucoPlay plays[2] = { { TRUCO_SIDE_A, 1, card (ex, 0) }, { TRUCO_SIDE_B, 1, card (ex, 1) } };
      TrucoTrickResult r;
      TrucoCard chosen = truco_exercise_get_choice_card (ex, answer);
      g_autoptr(TrucoRules) pair = pairwise (rules);

      g_assert_true (truco_trick_winner (pair, plays, 2, &r, NULL, NULL));
      if (r.winner == TRUCO_SIDE_NONE)
        g_assert_cmpint (chosen, ==, TRUCO_CARD_NONE);
      else
        g_assert_cmpint (chosen, ==, card (ex, r.winner == TRUCO_SIDE_A ? 0 : 1));
    }
  else if (strcmp (skill, "card-rank-order") == 0)
    {
      guint n;
      const TrucoCard *order = truco_exercise_get_choice_order (ex, answer, &n);
      g_autoptr(TrucoRules) pair = pairwise (rules);

      g_assert_cmpuint (n, ==, 3);
      for (guint i = 0; i + 1 < n; i++)
        {
          TrucoPlay plays[2] = { { TRUCO_SIDE_A, 1, order[i] }, { TRUCO_SIDE_B, 1, order[i + 1] } };
          TrucoTrickResult r;

          g_assert_true (truco_trick_winner (pair, plays, 2, &r, NULL, NULL));
          g_assert_cmpint (r.winner, ==, TRUCO_SIDE_A);
        }
    }
  else if (strcmp (skill, "trick-winner") == 0)
    {
      TrucoPlay plays[4];
      guint n = truco_exercise_get_n_cards (ex);
      TrucoTrickResult r;

      for (guint i = 0; i < n; i++)
        {
          const char *holder;
          TrucoCard c = truco_exercise_get_card (ex, i, &holder);

          plays[i] = (TrucoPlay) { side_of_holder (holder), seat_of_holder (holder), c };
        }
      g_assert_true (truco_trick_winner (rules, plays, n, &r, NULL, NULL));
      g_assert_cmpint (number, ==, r.winner);
    }
  else if (strcmp (skill, "trick-leader") == 0)
    {
      TrucoPlay plays[4];
      guint n = truco_exercise_get_n_cards (ex);
      TrucoTrickResult r;

      for (guint i = 0; i < n; i++)
        {
          const char *holder;
          TrucoCard c = truco_exercise_get_card (ex, i, &holder);

          plays[i] = (TrucoPlay) { side_of_holder (holder), seat_of_holder (holder), c };
        }
      g_assert_true (truco_trick_winner (rules, plays, n, &r, NULL, NULL));
      g_assert_cmpint (number, ==, (int) r.leader);
    }
  else if (strcmp (skill, "hand-winner") == 0 || strcmp (skill, "put-trick-and-tie") == 0)
    {
      TrucoSide tricks[3];
      TrucoHandResult r;

      g_assert_cmpuint (n_numbers, >=, 4);
      for (guint i = 2; i < n_numbers; i++)
        tricks[i - 2] = numbers[i];
      g_assert_true (truco_hand_winner (rules, tricks, n_numbers - 2, numbers[0], numbers[1], &r, NULL, NULL));
      if (r.status == TRUCO_HAND_WON)
        g_assert_cmpint (number, ==, r.winner);
      else if (r.status == TRUCO_HAND_NOBODY)
        g_assert_cmpint (number, ==, TRUCO_SIDE_NONE);
      else
        g_assert_cmpint (number, ==, -1);
    }
  else if (strcmp (skill, "envido-count") == 0 || strcmp (skill, "flor-count") == 0 ||
           strcmp (skill, "embit-count") == 0)
    {
      TrucoCard c[3] = { card (ex, 0), card (ex, 1), card (ex, 2) };
      int v = skill[0] == 'e' && skill[1] == 'n' ? truco_envido (rules, c, NULL)
            : skill[0] == 'f' ? truco_flor (rules, c, NULL) : truco_embit (rules, c, NULL);

      g_assert_cmpint (number, ==, v);
      g_assert_cmpint (truco_exercise_find_number (ex, v), ==, (int) answer);
    }
  else if (strcmp (skill, "envido-winner") == 0 || strcmp (skill, "flor-contest") == 0 ||
           strcmp (skill, "embit-contest") == 0)
    {
      TrucoCard a[3] = { card (ex, 0), card (ex, 1), card (ex, 2) };
      TrucoCard b[3] = { card (ex, 3), card (ex, 4), card (ex, 5) };
      int va, vb, winner;

      if (skill[0] == 'e' && skill[1] == 'n')
        va = truco_envido (rules, a, NULL), vb = truco_envido (rules, b, NULL);
      else if (skill[0] == 'f')
        va = truco_flor (rules, a, NULL), vb = truco_flor (rules, b, NULL);
      else
        va = truco_embit (rules, a, NULL), vb = truco_embit (rules, b, NULL);
      g_assert_cmpuint (n_numbers, ==, 3);
      g_assert_cmpint (numbers[1], ==, va);
      g_assert_cmpint (numbers[2], ==, vb);
      winner = va == vb ? numbers[0] : va > vb ? TRUCO_SIDE_A : TRUCO_SIDE_B;
      g_assert_cmpint (number, ==, winner);
      if (skill[0] == 'f')
        g_assert_true (va >= 0 && vb >= 0);
      else
        g_assert_true (va >= 0 || vb >= 0);
    }
  else if (strcmp (skill, "falta-value") == 0)
    {
      TrucoFalta f;

      g_assert_cmpuint (n_numbers, ==, 2);
      g_assert_true (truco_falta_value (rules, numbers[0], numbers[1], 0, FALSE, &f, NULL, NULL));
      g_assert_cmpint (number, ==, f.wins_chico ? -1 : (int) f.points);
    }
  else if (strcmp (skill, "hand-points") == 0 || strcmp (skill, "tyf-bonus") == 0)
    {
      guint64 seed = (guint64) numbers[1] | ((guint64) numbers[2] << 31) | ((guint64) numbers[3] << 62);
      g_autoptr(TrucoGame) game = truco_game_new (rules, seed);
      TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
      const TrucoEvent *events;
      guint n_events;
      int total = 0;

      truco_game_set_record_events (game, TRUE);
      for (guint i = 4; i < n_numbers; i++)
        {
          guint n = truco_game_list_actions (game, actions);

          g_assert_cmpint (numbers[i], <, (int) n);
          g_assert_true (truco_game_apply (game, &actions[numbers[i]], NULL));
        }
      g_assert_true (truco_game_get_hand_number (game) > 1 || truco_game_is_over (game));
      events = truco_game_get_events (game, &n_events);
      for (guint i = 0; i < n_events; i++)
        if (events[i].kind == TRUCO_EVENT_CREDIT && !events[i].credit.cancelled &&
            events[i].credit.side == (guint) numbers[0])
          total += events[i].credit.points;
      g_assert_cmpint (number, ==, total);
    }
  else if (g_str_has_prefix (skill, "bet-") || strcmp (skill, "resto-value") == 0 ||
           strcmp (skill, "fr-remainder") == 0 || strcmp (skill, "tyf-balou-partido") == 0)
    {
      const TrucoLadder *table = bet_table (rules, numbers[0]);
      TrucoBetContext ctx;
      TrucoBet bet;
      guint side = numbers[1];

      g_assert_cmpuint (n_numbers, ==, 8 + 2 * (guint) numbers[7]);
      truco_bet_context_init (&ctx, rules);
      ctx.score[0] = numbers[4];
      ctx.score[1] = numbers[5];
      ctx.n_flors = numbers[6];
      truco_bet_init (&bet, table);
      for (int i = 0; i < numbers[7]; i++)
        {
          g_assert_true (truco_bet_check_call (&bet, numbers[8 + 2 * i], side, numbers[9 + 2 * i], NULL));
          truco_bet_call (&bet, numbers[8 + 2 * i], side, numbers[9 + 2 * i]);
          side = 1 - side;
        }
      if (numbers[2])
        g_assert_cmpint (number, ==, (int) truco_bet_accepted_value (&bet, &ctx, numbers[3]));
      else
        g_assert_cmpint (number, ==, (int) truco_bet_rejected_value (&bet, &ctx));
      if (strcmp (skill, "resto-value") == 0)
        g_assert_cmpstr (truco_bet_get_last_step (&bet)->id, ==, "contraflor-al-resto");
      else if (strcmp (skill, "fr-remainder") == 0)
        g_assert_cmpstr (truco_bet_get_last_step (&bet)->id, ==, "remainder");
      else if (strcmp (skill, "tyf-balou-partido") == 0)
        g_assert_cmpstr (truco_bet_get_last_step (&bet)->id, ==, "balou-partido");
    }
  else if (strcmp (skill, "score-malas-buenas") == 0)
    {
      TrucoScoreHalf h;

      g_assert_cmpuint (n_numbers, ==, 2);
      if (numbers[0] == 0)
        {
          g_assert_true (truco_score_malas_buenas (rules, numbers[1], &h, NULL, NULL));
          g_assert_cmpint (number, ==, (h.buenas ? 100 : 0) + (int) h.count);
        }
      else
        {
          /* The points typed are the score said in buenas. */
          g_assert_true (truco_score_malas_buenas (rules, number, &h, NULL, NULL));
          g_assert_true (h.buenas);
          g_assert_cmpint (h.count, ==, numbers[1]);
        }
    }
  else if (strcmp (skill, "chico-end") == 0)
    {
      TrucoHandCredit credits[3];
      guint score[2] = { numbers[0], numbers[1] };
      TrucoGameEnd end;

      g_assert_cmpuint (n_numbers, ==, 3 + 4 * (guint) numbers[2]);
      for (int i = 0; i < numbers[2]; i++)
        credits[i] = (TrucoHandCredit) { numbers[3 + 4 * i], numbers[4 + 4 * i], numbers[5 + 4 * i], numbers[6 + 4 * i] };
      g_assert_true (truco_score_game_end (rules, score, credits, numbers[2], &end, NULL, NULL));
      g_assert_cmpint (number, ==, end.winner);
    }
  else if (strcmp (skill, "cat-score-eleven") == 0)
    {
      TrucoDealStake st;

      g_assert_cmpuint (n_numbers, ==, 2);
      g_assert_true (truco_score_deal_stake (rules, numbers[0], numbers[1], &st, NULL, NULL));
      g_assert_cmpint (number, ==, st.eleven == TRUCO_ELEVEN_ONE ? 10 + (int) st.deciding : (int) st.eleven);
    }
  else if (strcmp (skill, "cat-one-card-deal") == 0)
    {
      TrucoPlay plays[4];
      guint n = truco_exercise_get_n_cards (ex);
      TrucoSide winner;
      guint points;

      g_assert_cmpuint (n_numbers, ==, 3);
      for (guint i = 0; i < n; i++)
        {
          const char *holder;
          TrucoCard c = truco_exercise_get_card (ex, i, &holder);

          plays[i] = (TrucoPlay) { side_of_holder (holder), seat_of_holder (holder), c };
        }
      g_assert_true (truco_score_one_card_deal (rules, numbers[0], numbers[1], plays, n, numbers[2],
                                                &winner, &points, NULL, NULL));
      g_assert_cmpint (number, ==, 100 * (int) winner + (int) points);
    }
  else if (strcmp (skill, "fr-redeal") == 0)
    {
      TrucoRedealQuestion q;
      TrucoRedeal r;

      g_assert_cmpuint (n_numbers, ==, 6);
      q = (TrucoRedealQuestion) { numbers[0], numbers[1], numbers[2], numbers[3], numbers[4], numbers[5] };
      g_assert_true (truco_score_redeal (rules, &q, &r, NULL, NULL));
      g_assert_cmpint (number, ==, !r.may_propose ? 0 : r.redealt ? 1 : 2);
    }
  else if (strcmp (skill, "envido-tie-many") == 0)
    {
      TrucoSide sides[8];
      guint seats[8], winner;

      g_assert_cmpuint (n_numbers, ==, 1 + (guint) numbers[0]);
      for (int i = 0; i < numbers[0]; i++)
        sides[i] = i % 2, seats[i] = i / 2 + 1;
      g_assert_true (truco_envido_showdown (rules, numbers + 1, sides, seats, numbers[0], &winner, NULL, NULL));
      g_assert_cmpint (number, ==, (int) winner);
      /* A tie between the sides at the top, as the skill asks. */
      {
        int top = -1, n_top = 0;

        for (int i = 0; i < numbers[0]; i++)
          top = MAX (top, numbers[1 + i]);
        for (int i = 0; i < numbers[0]; i++)
          n_top += numbers[1 + i] == top;
        g_assert_cmpint (n_top, ==, 2);
      }
    }
  else if (strcmp (skill, "gallo-envido") == 0)
    {
      TrucoCard c[4] = { card (ex, 0), card (ex, 1), card (ex, 2), card (ex, 3) };
      int best = -1;

      g_assert_cmpuint (truco_exercise_get_n_cards (ex), ==, 4);
      g_assert_cmpint (number, ==, truco_gallo_envido (rules, c, NULL, NULL));
      /* The rule itself: the envido of the best three of the four. */
      for (guint d = 0; d < 4; d++)
        {
          TrucoCard k[3];
          guint n = 0;

          for (guint i = 0; i < 4; i++)
            if (i != d)
              k[n++] = c[i];
          best = MAX (best, truco_envido (rules, k, NULL));
        }
      g_assert_cmpint (number, ==, best);
    }
  else if (strcmp (skill, "pica-pica-duel") == 0)
    {
      TrucoPicaDeal deal;

      g_assert_cmpuint (n_numbers, ==, 7);
      g_assert_true (truco_pica_pica_deal (rules, numbers[1], numbers[2], numbers[3], numbers[4], numbers[5], &deal, NULL, NULL));
      if (numbers[0] == 0)
        g_assert_cmpint (number, ==, deal.pica_pica);
      else
        {
          int opponent = -1;

          g_assert_true (deal.pica_pica);
          for (guint d = 0; d < deal.n_duels; d++)
            {
              if ((int) deal.duel[d][0] == numbers[6])
                opponent = deal.duel[d][1];
              if ((int) deal.duel[d][1] == numbers[6])
                opponent = deal.duel[d][0];
            }
          g_assert_cmpint (number, ==, opponent);
          g_assert_cmpint (opponent % 2, !=, numbers[6] % 2);
        }
    }
  else if (strcmp (skill, "pica-pica-falta") == 0)
    {
      TrucoFalta f;

      g_assert_cmpuint (n_numbers, ==, 2);
      g_assert_true (truco_falta_value (rules, numbers[0], numbers[1], 0, TRUE, &f, NULL, NULL));
      g_assert_false (f.wins_chico);
      g_assert_cmpint (number, ==, (int) f.points);
    }
  else if (strcmp (skill, "el-bueno") == 0)
    {
      TrucoMatchState m;

      g_assert_cmpuint (n_numbers, ==, 2);
      g_assert_true (truco_score_match (rules, numbers[0], numbers[1], &m, NULL, NULL));
      g_assert_cmpint (number, ==, m.status == TRUCO_MATCH_GOES_ON ? 0 : m.status == TRUCO_MATCH_BUENO ? 1 : 2 + (int) m.winner);
    }
  else if (strcmp (skill, "flor-penalty") == 0)
    {
      TrucoFlorPenalty p;

      g_assert_cmpuint (n_numbers, ==, 3);
      g_assert_true (truco_flor_penalty (rules, numbers[0], numbers[1], 1, numbers[2], &p, NULL, NULL));
      if (numbers[0] == TRUCO_FLOR_FALSE)
        g_assert_cmpint (number, ==, numbers[2] - (int) p.lost);
      else
        g_assert_cmpint (number, ==, (int) p.points);
    }
  else if (strcmp (skill, "call-legal") == 0)
    {
      TrucoCallQuestion q = { 0 };
      gboolean allowed;

      g_assert_cmpuint (n_numbers, ==, 13);
      q.bet = numbers[0];
      q.n_calls = numbers[1];
      for (guint i = 0; i < 4; i++)
        q.calls[i] = numbers[2 + i];
      q.first_side = numbers[6];
      q.accepted = numbers[7];
      q.call = numbers[8];
      q.side = numbers[9];
      q.trick = numbers[10];
      q.played_first = numbers[11];
      q.truco_accepted = numbers[12];
      g_assert_true (truco_call_allowed (rules, &q, &allowed, NULL, NULL, NULL));
      g_assert_cmpint (number, ==, allowed ? 1 : 0);
      check_call_against_game (rules, &q, allowed);
    }
  else if (strcmp (skill, "mazo-concede") == 0 || strcmp (skill, "gallo-score") == 0)
    {
      guint64 seed = (guint64) numbers[1] | ((guint64) numbers[2] << 31) | ((guint64) numbers[3] << 62);
      g_autoptr(TrucoGame) game = truco_game_new (rules, seed);
      TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
      const TrucoEvent *events;
      guint n_events;
      int total = 0;
      gboolean mazo = strcmp (skill, "mazo-concede") == 0, folded = FALSE;

      truco_game_set_record_events (game, TRUE);
      for (guint i = 4; i < n_numbers; i++)
        {
          guint n = truco_game_list_actions (game, actions);

          g_assert_cmpint (numbers[i], <, (int) n);
          g_assert_true (truco_game_apply (game, &actions[numbers[i]], NULL));
        }
      g_assert_true (truco_game_get_hand_number (game) > 1 || truco_game_is_over (game));
      events = truco_game_get_events (game, &n_events);
      for (guint i = 0; i < n_events; i++)
        {
          const TrucoCredit *c = &events[i].credit;

          /* Going to the mazo, or (a call waiting for its answer) its
           * refusal, which is what the mazo is then. */
          if (events[i].kind == TRUCO_EVENT_ACTION
              && (events[i].action.kind == TRUCO_ACTION_MAZO
                  || (events[i].action.kind == TRUCO_ACTION_REJECT && events[i].action.bet == TRUCO_BET_TRUCO)))
            folded = TRUE;
          if (events[i].kind != TRUCO_EVENT_CREDIT || c->cancelled)
            continue;
          if (mazo && folded && c->side == (guint) numbers[0]
              && (c->reason == TRUCO_CREDIT_FOLD || (c->reason == TRUCO_CREDIT_REFUSED && c->bet == TRUCO_BET_TRUCO)))
            total += c->points;
          if (!mazo)
            {
              /* The score of the seat asked about, as the game keeps it. */
              guint account = truco_game_get_n_scores (game) == 3 ? (guint) numbers[0]
                                                                  : truco_game_get_seat_side (game, numbers[0]);

              if ((c->accounts >> account) & 1)
                total += c->points;
            }
        }
      if (mazo)
        g_assert_true (folded);
      g_assert_cmpint (number, ==, total);
    }
  else
    g_error ("no oracle for the skill %s", skill);
}

/* Whether @text names something of this question: one of its cards, one of
 * its numbers, or @value. */
static gboolean
mentions_question (const TrucoExercise *ex,
                   const char          *text,
                   int                  value)
{
  guint n_numbers;
  const int *numbers = truco_exercise_get_numbers (ex, &n_numbers);
  char buf[16];

  for (guint i = 0; i < truco_exercise_get_n_cards (ex); i++)
    {
      const char *holder;

      truco_card_format (card (ex, i), buf);
      if (strstr (text, buf))
        return TRUE;
      /* A seat that played in it ("B1"), or that player named in words
       * ("the second player of side B"). */
      truco_exercise_get_card (ex, i, &holder);
      if (holder && strlen (holder) == 2 && strstr (text, holder))
        return TRUE;
      if (holder && strlen (holder) == 2)
        {
          guint per_side = 1;
          g_autofree char *who = NULL, *lower = g_utf8_strdown (text, -1);

          for (guint j = 0; j < truco_exercise_get_n_cards (ex); j++)
            {
              const char *h;

              truco_exercise_get_card (ex, j, &h);
              if (h && strlen (h) == 2)
                per_side = MAX (per_side, seat_of_holder (h));
            }
          who = truco_seat_describe (side_of_holder (holder), seat_of_holder (holder), per_side);
          g_autofree char *who_lower = g_utf8_strdown (who, -1);

          if (strstr (lower, who_lower))
            return TRUE;
          /* Said to the learner (the first player of side A, whom the
           * steps do not name): "you", "your partner", or a name. */
          {
            const char *name = truco_exercise_seat_name (ex, side_of_holder (holder), seat_of_holder (holder));
            gboolean learner = truco_exercise_seat_name (ex, TRUCO_SIDE_A, 1) == NULL;

            if (name && strstr (text, name))
              return TRUE;
            if (learner && g_str_equal (holder, "A1") && g_regex_match_simple ("\\byou\\b", lower, 0, 0))
              return TRUE;
            if (learner && g_str_equal (holder, "A2") && strstr (lower, "your partner"))
              return TRUE;
          }
        }
      /* Its class in the ranking names it too ("class 6"). */
      g_snprintf (buf, sizeof buf, "%u", truco_rules_get_card_class (truco_exercise_get_rules (ex), card (ex, i)));
      if (strstr (text, buf))
        return TRUE;
    }
  for (guint i = 0; i < n_numbers; i++)
    {
      g_snprintf (buf, sizeof buf, "%d", numbers[i]);
      if (strstr (text, buf))
        return TRUE;
    }
  /* Hands: the tricks played are named by their numbers. */
  if (g_str_has_suffix (truco_skill_get_id (truco_exercise_get_skill (ex)), "winner") ||
      g_str_has_suffix (truco_skill_get_id (truco_exercise_get_skill (ex)), "tie"))
    for (guint t = 1; t + 2 <= n_numbers; t++)
      {
        g_snprintf (buf, sizeof buf, "%u", t);
        if (strstr (text, buf))
          return TRUE;
      }
  /* The call asked about ("May side A call retruco now?"). */
  if (strcmp (truco_skill_get_id (truco_exercise_get_skill (ex)), "call-legal") == 0)
    {
      const TrucoLadder *ladder = truco_rules_get_ladder (truco_exercise_get_rules (ex), numbers[0]);

      if (strstr (text, ladder->steps[numbers[8]].call))
        return TRUE;
    }
  /* A player the question names ("the second player of side A"). */
  {
    g_autofree char *lower = g_utf8_strdown (text, -1);
    g_autofree char *prompt = g_utf8_strdown (truco_exercise_get_prompt (ex), -1);

    for (guint side = 0; side < 3; side++)
      for (guint number = 1; number <= 4; number++)
        for (guint per_side = 1; per_side <= 4; per_side += 3)
          {
            g_autofree char *who = truco_seat_describe (side, number, per_side);
            g_autofree char *who_lower = g_utf8_strdown (who, -1);

            if (strstr (lower, who_lower) && strstr (prompt, who_lower))
              return TRUE;
          }
    /* Or by the name it gives that player ("Ana"). */
    for (guint i = 0; i < 8; i++)
      if (strstr (text, truco_exercise_player_name (i)) && strstr (truco_exercise_get_prompt (ex), truco_exercise_player_name (i)))
        return TRUE;
  }
  g_snprintf (buf, sizeof buf, "%d", truco_exercise_get_choice_number (ex, truco_exercise_get_answer (ex)));
  if (truco_exercise_get_form (ex) == TRUCO_ANSWER_NUMBER && strstr (text, buf))
    return TRUE;
  g_snprintf (buf, sizeof buf, "%d", value);
  return strstr (text, buf) != NULL;
}

static char *
dump (const TrucoExercise *ex)
{
  GString *s = g_string_new (truco_exercise_get_prompt (ex));

  for (guint i = 0; i < truco_exercise_get_n_choices (ex); i++)
    g_string_append_printf (s, "\n%s|%s|%s|%d", truco_exercise_get_choice_text (ex, i),
                            truco_exercise_get_choice_misconception (ex, i) ?: "-",
                            truco_exercise_get_choice_explanation (ex, i),
                            truco_exercise_get_choice_number (ex, i));
  for (guint i = 0; i < truco_exercise_get_n_hints (ex); i++)
    g_string_append_printf (s, "\n%s", truco_exercise_get_hint (ex, i));
  return g_string_free (s, FALSE);
}

static void
check_one (const TrucoExercise *ex)
{
  guint n = truco_exercise_get_n_choices (ex);
  guint n_right = 0;
  const char *right_explanation = truco_exercise_get_choice_explanation (ex, truco_exercise_get_answer (ex));

  g_assert_cmpuint (n, >=, 2);
  g_assert_true (truco_exercise_get_prompt (ex) && *truco_exercise_get_prompt (ex));
  g_assert_nonnull (truco_exercise_get_steps (ex));
  g_assert_cmpuint (truco_explanation_get_n_steps (truco_exercise_get_steps (ex)), >, 0);
  g_assert_cmpuint (truco_exercise_get_n_hints (ex), >, 0);

  for (guint i = 0; i < n; i++)
    {
      const char *text = truco_exercise_get_choice_text (ex, i);
      const char *id = truco_exercise_get_choice_misconception (ex, i);
      const char *explanation = truco_exercise_get_choice_explanation (ex, i);

      g_assert_true (text && *text);
      g_assert_true (explanation && *explanation);
      g_assert_true (g_utf8_validate (explanation, -1, NULL));
      for (guint j = 0; j < i; j++)
        g_assert_cmpstr (truco_exercise_get_choice_text (ex, j), !=, text);
      if (truco_exercise_get_form (ex) == TRUCO_ANSWER_NUMBER)
        for (guint j = 0; j < i; j++)
          g_assert_cmpint (truco_exercise_get_choice_number (ex, j), !=, truco_exercise_get_choice_number (ex, i));

      if (truco_exercise_get_choice_correct (ex, i))
        {
          n_right++;
          g_assert_null (id);
          continue;
        }
      g_assert_true (id && *id);
      if (!g_strv_contains (misconceptions, id))
        g_error ("unknown misconception id %s", id);
      /* The misconception comes first, then the right reasoning. */
      g_assert_cmpstr (explanation, !=, right_explanation);
      g_assert_nonnull (strstr (explanation, "\n"));
      {
        g_autofree char *first = g_strndup (explanation, strstr (explanation, "\n") - explanation);

        if (!mentions_question (ex, first, truco_exercise_get_choice_number (ex, i)))
          g_error ("the explanation of %s does not mention the question: %s", id, explanation);
      }
    }
  g_assert_cmpuint (n_right, ==, 1);
  check_against_engine (ex);
}

typedef struct
{
  const TrucoSkill *skill;
  const RuleSet    *set;
} Case;

static gboolean
only_lists (const char *only,
            const char *id)
{
  g_auto(GStrv) ids = g_strsplit (only, " ", -1);

  return g_strv_contains ((const char * const *) ids, id);
}

static void
test_skill (gconstpointer data)
{
  const Case *c = data;
  g_autoptr(TrucoRules) rules = make_rules (c->set);
  GHashTable *numbers = g_hash_table_new (NULL, NULL);
  GHashTable *calls = g_hash_table_new (NULL, NULL);
  GHashTable *ids = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint seed = 0; seed < n_seeds; seed++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TrucoExercise) ex = truco_exercise_generate (c->skill, rules, seed * G_GUINT64_CONSTANT (2654435761) + 17, &error);

      g_assert_no_error (error);
      check_one (ex);
      for (guint i = 0; i < truco_exercise_get_n_choices (ex); i++)
        if (truco_exercise_get_choice_misconception (ex, i))
          g_hash_table_add (ids, (gpointer) g_intern_string (truco_exercise_get_choice_misconception (ex, i)));
      g_hash_table_add (numbers, GINT_TO_POINTER (truco_exercise_get_choice_number (ex, truco_exercise_get_answer (ex)) + 100));
      if (g_str_has_prefix (truco_skill_get_id (c->skill), "bet-"))
        {
          guint n;
          const int *situation = truco_exercise_get_numbers (ex, &n);

          for (guint i = 8; i < n; i += 2)
            g_hash_table_add (calls, GUINT_TO_POINTER (situation[i] + 1));
        }

      if (seed % 10 == 0)
        {
          g_autoptr(TrucoExercise) again = truco_exercise_generate (c->skill, rules, seed * G_GUINT64_CONSTANT (2654435761) + 17, NULL);
          g_autofree char *a = dump (ex), *b = dump (again);

          g_assert_cmpstr (a, ==, b);
        }
    }

  /* Distribution: over many ladder questions every call of the ladder
   * appears. */
  if (g_str_has_prefix (truco_skill_get_id (c->skill), "bet-") && n_seeds >= 10000)
    {
      g_autoptr(TrucoExercise) ex = truco_exercise_generate (c->skill, rules, 1, NULL);
      guint n_numbers;
      const int *numbers = truco_exercise_get_numbers (ex, &n_numbers);
      const TrucoLadder *table = bet_table (rules, numbers[0]);

      for (guint step = 0; step < table->n_steps; step++)
        if (!g_hash_table_contains (calls, GUINT_TO_POINTER (step + 1)))
          g_error ("the call %s of %s never appears", table->steps[step].id, table->id);
    }

  /* Distribution: over many envido questions every value 0–7 and 20–33
   * is a right answer somewhere. */
  if (strcmp (truco_skill_get_id (c->skill), "envido-count") == 0 && n_seeds >= 10000)
    for (int v = 0; v <= 33; v++)
      if (v <= 7 || v >= 20)
        g_assert_true (g_hash_table_contains (numbers, GINT_TO_POINTER (v + 100)));

  /* Distribution: every outcome of the score skills is a right answer
   * somewhere, and every mistake each can stand for is offered. */
  if (n_seeds >= 10000 && c->set->options[0] == NULL)
    {
      static const struct { const char *skill; int answers[8]; const char *ids[8]; } expect[] = {
        { "chico-end", { TRUCO_SIDE_A, TRUCO_SIDE_B, TRUCO_SIDE_NONE, -999 },
          { "credited-hand-first", "higher-total-wins", "forgot-envido", "forgot-truco", "short-of-target", NULL } },
        { "cat-score-eleven", { 0, 2, 10, 11, -999 },
          { "eleven-ordinary-hand", "wrong-side-decides", "both-at-eleven-when-one", "concede-when-both",
            "eleven-too-early", NULL } },
        { "cat-one-card-deal", { 1, 101, -999 },
          { "tie-to-wrong-side", "tie-scores-nothing", "first-played-wins", "higher-number-wins",
            "one-card-as-eleven", NULL } },
        { "fr-redeal", { 0, 1, 2, -999 },
          { "anyone-may-propose", "redeal-after-play", "stock-never-ends", "majority-decides",
            "proposer-decides", "redeal-needs-dealer", NULL } },
      };

      for (guint e = 0; e < G_N_ELEMENTS (expect); e++)
        {
          if (strcmp (expect[e].skill, truco_skill_get_id (c->skill)) != 0)
            continue;
          for (guint i = 0; expect[e].answers[i] != -999; i++)
            if (!g_hash_table_contains (numbers, GINT_TO_POINTER (expect[e].answers[i] + 100)))
              g_error ("%s: the answer %d never appears", expect[e].skill, expect[e].answers[i]);
          for (guint i = 0; expect[e].ids[i]; i++)
            if (!g_hash_table_contains (ids, expect[e].ids[i]))
              g_error ("%s: the misconception %s never appears", expect[e].skill, expect[e].ids[i]);
        }
      /* Malas and buenas: every score of the chico, said and counted. */
      if (strcmp (truco_skill_get_id (c->skill), "score-malas-buenas") == 0)
        for (int v = 0; v < 30; v++)
          {
            g_assert_true (g_hash_table_contains (numbers, GINT_TO_POINTER ((v < 15 ? v : 100 + v - 15) + 100)));
            if (v >= 15)
              g_assert_true (g_hash_table_contains (numbers, GINT_TO_POINTER (v + 100)));
          }
    }
  g_hash_table_unref (ids);
  g_hash_table_unref (numbers);
  g_hash_table_unref (calls);
}

static void
test_refused (void)
{
  g_autoptr(TrucoRules) cat = truco_rules_new (truco_variant_lookup ("cat"));
  g_autoptr(TrucoRules) ar = truco_rules_new (truco_variant_lookup ("ar"));
  g_autoptr(GError) error = NULL;
  TrucoExercise *ex;

  ex = truco_exercise_generate (truco_skill_lookup ("flor-count"), cat, 1, &error);
  g_assert_null (ex);
  g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_NOT_IN_VARIANT);
  g_clear_error (&error);

  /* flor_enabled=off (the default): no flor questions. */
  ex = truco_exercise_generate (truco_skill_lookup ("flor-contest"), ar, 1, &error);
  g_assert_null (ex);
  g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_NOT_IN_VARIANT);

  g_assert_null (truco_skill_lookup ("no-such-skill"));
}

/* The skills that put their question to the learner: no prompt, option,
 * explanation or hint names a side by its letter or a player by a seat
 * ("side A", "player B", "the first player of side A", "A1"); they say
 * "you" and the other players' names. */
static void
test_speaks_to_learner (void)
{
  static const struct { const char *skill; const char *options[3]; } skills[] = {
    { "card-rank-pair", { NULL } },
    { "card-rank-order", { NULL } },
    { "trick-winner", { NULL } },
    { "trick-leader", { NULL } },
    { "hand-winner", { NULL } },
    { "envido-winner", { NULL } },
    { "flor-contest", { "flor_enabled=on", NULL } },
    { "el-bueno", { NULL } },
    { "flor-penalty", { "flor_enabled=on", NULL } },
    { "call-legal", { NULL } },
    { "mazo-concede", { NULL } },
    { "pica-pica-falta", { "players=6", NULL } },
    { "envido-tie-many", { "players=6", NULL } },
    { "envido-tie-many", { "players=8", NULL } },
  };
  g_autoptr(GRegex) code = g_regex_new ("\\b[Ss]ide [ABC]\\b|\\b[ABC][1-8]\\b|\\bplayer (of side )?[ABC]\\b|\\bplayer of side",
                                        G_REGEX_OPTIMIZE, 0, NULL);
  gboolean said_you = FALSE;

  for (guint k = 0; k < G_N_ELEMENTS (skills); k++)
    {
      g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));

      for (guint o = 0; skills[k].options[o]; o++)
        {
          g_auto(GStrv) kv = g_strsplit (skills[k].options[o], "=", 2);

          g_assert_true (truco_rules_set (rules, kv[0], kv[1], NULL));
        }
      for (guint64 seed = 1; seed <= 200; seed++)
        {
          g_autoptr(TrucoExercise) ex = truco_exercise_generate (truco_skill_lookup (skills[k].skill), rules, seed, NULL);
          g_autofree char *all = NULL;

          g_assert_nonnull (ex);
          all = dump (ex);
          {
            /* The hints shown on demand: the rule, the first step, the answer. */
            g_autoptr(TrucoHints) hints = truco_hints_new (ex, TRUCO_QUESTION_PRACTICE);
            GString *with_hints = g_string_new (all);
            char *text = NULL;

            truco_hints_attempted (hints);
            while (truco_hints_next (hints, &text, NULL) >= 0)
              {
                g_string_append_printf (with_hints, "\n%s", text ? text : "");
                g_free (text);
              }
            g_free (all);
            all = g_string_free (with_hints, FALSE);
          }
          if (g_regex_match (code, all, 0, NULL))
            g_error ("%s, seed %" G_GUINT64_FORMAT ": a side letter or seat code: %s", skills[k].skill, seed, all);
          said_you |= strstr (all, "you") != NULL || strstr (all, "You") != NULL;
        }
    }
  g_assert_true (said_you);
}

/* The evaluator of redondo and pica-pica pairs the duels as the game
 * deals them: at six and eight, the first duel of each even hand. */
static void
test_pica_pica_agrees_with_game (void)
{
  const char *counts[] = { "6", "8" };
  guint n_pica = 0, n_redondo = 0;

  for (guint c = 0; c < G_N_ELEMENTS (counts); c++)
    for (guint64 seed = 1; seed <= 40; seed++)
      {
        g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
        g_autoptr(TrucoGame) game = NULL;
        TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
        guint64 rng = seed;

        g_assert_true (truco_rules_set (rules, "players", counts[c], NULL));
        game = truco_game_new (rules, seed);
        for (guint steps = 0; steps < 2000 && !truco_game_is_over (game) && truco_game_get_hand_number (game) < 6; steps++)
          {
            guint hand = truco_game_get_hand_number (game);
            guint n = truco_game_list_actions (game, actions);
            TrucoView view;
            TrucoPicaDeal deal;

            truco_game_get_view (game, 0, &view);
            /* At the first action of a hand's first duel. */
            if (view.phase == TRUCO_PHASE_PLAY && view.duel == 0 && view.trick == 0 && view.played[0][view.mano] == TRUCO_CARD_NONE)
              {
                guint n_active = 0;

                g_assert_true (truco_pica_pica_deal (rules, view.n_seats, hand, view.score[0], view.score[1],
                                                     view.dealer, &deal, NULL, NULL));
                for (guint s = 0; s < view.n_seats; s++)
                  n_active += (view.active >> s) & 1;
                if (deal.pica_pica)
                  {
                    g_assert_cmpuint (n_active, ==, 2);
                    g_assert_cmpuint (view.active, ==, (1u << deal.duel[0][0]) | (1u << deal.duel[0][1]));
                    g_assert_cmpuint (view.mano, ==, deal.mano[0]);
                    n_pica++;
                  }
                else
                  {
                    g_assert_cmpuint (n_active, ==, view.n_seats);
                    n_redondo++;
                  }
              }
            rng = rng * 6364136223846793005u + 1442695040888963407u;
            g_assert_true (truco_game_apply (game, &actions[(rng >> 33) % n], NULL));
            (void) hand;
          }
      }
  /* Both kinds of hand were dealt and compared. */
  g_assert_cmpuint (n_pica, >, 0);
  g_assert_cmpuint (n_redondo, >, 0);
}

static void
test_catalogue (void)
{
  /* Ids are unique and every skill exists in some rule set tested here. */
  for (guint i = 0; i < truco_skill_get_count (); i++)
    {
      const TrucoSkill *skill = truco_skill_get_nth (i);
      gboolean somewhere = FALSE;

      g_assert_true (truco_skill_lookup (truco_skill_get_id (skill)) == skill);
      g_assert_true (truco_skill_get_title (skill) && *truco_skill_get_title (skill));
      for (guint s = 0; s < G_N_ELEMENTS (rule_sets); s++)
        {
          g_autoptr(TrucoRules) rules = make_rules (&rule_sets[s]);
          somewhere |= truco_skill_applies (skill, rules, NULL);
        }
      g_assert_true (somewhere);
    }
}

/* Every skill, in every rule set it is tested in, speaks to the learner:
 * no side letter or seat code in its prompt, options, explanation or hints. */
static void
test_all_speak_to_learner (gconstpointer data)
{
  const Case *c = data;
  g_autoptr(TrucoRules) rules = make_rules (c->set);
  g_autoptr(GRegex) code = g_regex_new ("\\b[Ss]ide [ABC]\\b|\\b[ABC][1-8]\\b|\\bplayer (of side )?[ABC]\\b|\\bplayer of side|\\b[Ss]ide %",
                                        G_REGEX_OPTIMIZE, 0, NULL);

  for (guint64 seed = 1; seed <= 60; seed++)
    {
      g_autoptr(TrucoExercise) ex = truco_exercise_generate (c->skill, rules, seed, NULL);
      g_autoptr(TrucoHints) hints = NULL;
      g_autoptr(GString) all = NULL;
      g_autofree char *first = NULL;
      char *text = NULL;

      g_assert_nonnull (ex);
      first = dump (ex);
      all = g_string_new (first);
      hints = truco_hints_new (ex, TRUCO_QUESTION_PRACTICE);
      truco_hints_attempted (hints);
      while (truco_hints_next (hints, &text, NULL) >= 0)
        {
          g_string_append_printf (all, "\n%s", text ? text : "");
          g_free (text);
        }
      if (g_regex_match (code, all->str, 0, NULL))
        g_error ("%s, seed %" G_GUINT64_FORMAT ": a side letter or seat code: %s",
                 truco_skill_get_id (c->skill), seed, all->str);
    }
}

/* With card names on (as in the app), the first question of the path
 * names the cards as a sentence does: "You play the ace of swords and
 * Ana plays the king of coins." */
static void
test_prompt_cards_with_article (void)
{
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
  gboolean before = truco_explanation_get_card_names ();

  truco_explanation_set_card_names (TRUE);
  for (guint64 seed = 1; seed <= 50; seed++)
    {
      g_autoptr(TrucoExercise) ex = truco_exercise_generate (truco_skill_lookup ("card-rank-pair"), rules, seed, NULL);
      const char *prompt = truco_exercise_get_prompt (ex);

      g_assert_true (g_str_has_prefix (prompt, "You play the "));
      g_assert_nonnull (strstr (prompt, " plays the "));
    }
  truco_explanation_set_card_names (before);
}

int
main (int   argc,
      char *argv[])
{
  const char *env = g_getenv ("TRUCO_EXERCISE_SEEDS");
  GPtrArray *cases = g_ptr_array_new_with_free_func (g_free);
  int status;

  g_test_init (&argc, &argv, NULL);
  if (env)
    n_seeds = (guint) g_ascii_strtoull (env, NULL, 10);

  g_test_add_func ("/exercise/catalogue", test_catalogue);
  g_test_add_func ("/exercise/refused", test_refused);
  g_test_add_func ("/exercise/speaks-to-learner", test_speaks_to_learner);
  g_test_add_func ("/exercise/prompt-cards-with-article", test_prompt_cards_with_article);
  g_test_add_func ("/exercise/pica-pica-agrees-with-game", test_pica_pica_agrees_with_game);
  for (guint i = 0; i < truco_skill_get_count (); i++)
    for (guint s = 0; s < G_N_ELEMENTS (rule_sets); s++)
      {
        const TrucoSkill *skill = truco_skill_get_nth (i);
        g_autoptr(TrucoRules) rules = make_rules (&rule_sets[s]);
        g_autofree char *options = g_strjoinv (",", (char **) rule_sets[s].options);
        g_autofree char *path = NULL;
        Case *c;

        if (!truco_skill_applies (skill, rules, NULL)
            || (rule_sets[s].only && !only_lists (rule_sets[s].only, truco_skill_get_id (skill))))
          continue;
        c = g_new (Case, 1);
        c->skill = skill;
        c->set = &rule_sets[s];
        g_ptr_array_add (cases, c);
        path = g_strdup_printf ("/exercise/%s/%s%s%s", truco_skill_get_id (skill), rule_sets[s].variant,
                                *options ? "/" : "", options);
        g_test_add_data_func (path, c, test_skill);
        {
          g_autofree char *said = g_strdup_printf ("/exercise/said-to-learner/%s/%s%s%s", truco_skill_get_id (skill),
                                                   rule_sets[s].variant, *options ? "/" : "", options);

          g_test_add_data_func (said, c, test_all_speak_to_learner);
        }
      }

  status = g_test_run ();
  g_ptr_array_unref (cases);
  return status;
}
