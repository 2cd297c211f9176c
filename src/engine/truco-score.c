/* truco-score.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The evaluators of the score and the deal: malas and buenas, the end of a
 * chico (game, round), the Catalan score of eleven and one-card deal, the
 * French redeal.  The game plays the same rules; tests/engine/test-score
 * checks over many random games that both agree.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "truco-score.h"
#include "truco-score-private.h"
#include "truco-variant-private.h"

/* The Catalan score of eleven: a side one point from the game plays the
 * hand for three, or concedes one point; a one-card deal is worth one. */
#define ELEVEN_STAKE    3
#define ELEVEN_CONCEDED 1
#define ONE_CARD_STAKE  1

void
truco_score_add_step (TrucoExplanation *explanation,
                      TrucoStepKind     kind,
                      TrucoSide         side,
                      const int        *numbers,
                      guint             n_numbers)
{
  TrucoStep step = { 0 };

  if (explanation == NULL)
    return;
  step.kind = kind;
  step.side = side;
  step.n_numbers = MIN (n_numbers, TRUCO_STEP_MAX_NUMBERS);
  for (guint i = 0; i < step.n_numbers; i++)
    step.numbers[i] = numbers[i];
  truco_explanation_add_step (explanation, &step);
}

void
truco_score_stamp_words (TrucoExplanation *explanation,
                         const TrucoRules *rules)
{
  if (explanation != NULL)
    truco_explanation_set_words (explanation, truco_rules_get_tie_word (rules),
                                 truco_rules_get_game_word (rules));
}


static TrucoSide
other (TrucoSide side)
{
  return side == TRUCO_SIDE_A ? TRUCO_SIDE_B : TRUCO_SIDE_A;
}

/* ------------------------------------------------------------------ */
/* Malas and buenas                                                     */

/**
 * truco_rules_get_malas_buenas:
 * @rules: a rule set
 *
 * A chico of 30 is told in two halves: the first 15 points are the malas,
 * the next 15 the buenas, counted again from one.
 *
 * Returns: the boundary between malas and buenas (15), or 0 when the rule
 *   set's scores are plain points (malas_buenas=off, a chico of 15, a
 *   variant without them).
 */
guint
truco_rules_get_malas_buenas (const TrucoRules *rules)
{
  guint target = truco_rules_get_target (rules);

  if (!truco_rules_resolve (rules)->malas_buenas)
    return 0;
  if (target % 2 != 0 || target < 18)
    return 0;
  return target / 2;
}

/**
 * truco_score_malas_buenas:
 * @rules: a rule set with malas and buenas
 * @points: a score below the target
 * @out_half: (out): where the score stands
 * @explanation: (nullable): where to append the reasons
 * @error: return location for a #GError
 *
 * Returns: %TRUE on success; %FALSE with @error when @rules has no malas
 *   and buenas or @points is not a score of the chico.
 */
gboolean
truco_score_malas_buenas (const TrucoRules  *rules,
                          guint              points,
                          TrucoScoreHalf    *out_half,
                          TrucoExplanation  *explanation,
                          GError           **error)
{
  guint half = truco_rules_get_malas_buenas (rules);
  guint target = truco_rules_get_target (rules);

  if (half == 0)
    {
      g_set_error_literal (error, TRUCO_ERROR, TRUCO_ERROR_NOT_IN_VARIANT,
                           _("These rules count plain points, without malas and buenas."));
      return FALSE;
    }
  if (points >= target)
    {
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE,
                   _("A score of %u has already reached the target of %u."), points, target);
      return FALSE;
    }

  truco_score_stamp_words (explanation, rules);
  out_half->points = points;
  out_half->half = half;
  out_half->buenas = points >= half;
  out_half->count = out_half->buenas ? points - half : points;
  if (out_half->buenas)
    truco_score_add_step (explanation, TRUCO_STEP_SCORE_BUENAS, TRUCO_SIDE_NONE, TRUCO_SCORE_NUMBERS (points, half, points - half));
  else
    truco_score_add_step (explanation, TRUCO_STEP_SCORE_MALAS, TRUCO_SIDE_NONE, TRUCO_SCORE_NUMBERS (points, half));
  return TRUE;
}

/**
 * truco_score_format:
 * @rules: a rule set
 * @points: a score
 *
 * Returns: (transfer full): the score as players say it: "12 malas",
 *   "6 buenas" with malas and buenas, else "12 points"; translated.
 */
char *
truco_score_format (const TrucoRules *rules,
                    guint             points)
{
  guint half = truco_rules_get_malas_buenas (rules);

  if (half && points >= half)
    /* Translators: a score of 15 or more in a 30-point chico, e.g. "6 buenas" */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u buena", "%u buenas", points - half),
                            points - half);
  if (half)
    /* Translators: a score under 15 in a 30-point chico, e.g. "12 malas" */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u mala", "%u malas", points), points);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u point", "%u points", points), points);
}

/* ------------------------------------------------------------------ */
/* The end of a chico                                                   */

/**
 * truco_score_game_end:
 * @rules: a rule set of two sides
 * @score: the scores of sides A and B before the hand is credited
 * @credits: (array length=n_credits): the hand's credits
 * @n_credits: how many
 * @out_end: (out): the scores afterwards and the winner of the chico
 * @explanation: (nullable): where to append the reasons
 * @error: return location for a #GError
 *
 * The points of a hand are credited at its end, flor first, then envido,
 * then the hand itself (then bonuses and penalties); the first side to
 * reach the target in that order wins the chico, even when the other
 * passes it too.  With simultaneous_finish=higher_total the side with
 * more points wins instead; with credit_timing=immediate a flor or envido
 * that reaches the target ends the chico before the hand is played out.
 *
 * Returns: %TRUE on success; %FALSE with @error for bad input.
 */
gboolean
truco_score_game_end (const TrucoRules      *rules,
                      const guint            score[2],
                      const TrucoHandCredit *credits,
                      guint                  n_credits,
                      TrucoGameEnd          *out_end,
                      TrucoExplanation      *explanation,
                      GError               **error)
{
  guint target = truco_rules_get_target (rules);
  gboolean immediate = truco_rules_resolve (rules)->immediate;
  TrucoSide first = TRUCO_SIDE_NONE;
  guint falta_points[2] = { 0, 0 };
  gboolean has_falta = FALSE;

  if (score[0] >= target || score[1] >= target)
    {
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE,
                   _("A score of %u has already reached the target of %u."), MAX (score[0], score[1]), target);
      return FALSE;
    }
  for (guint i = 0; i < n_credits; i++)
    {
      if (credits[i].side != TRUCO_SIDE_A && credits[i].side != TRUCO_SIDE_B)
        {
          g_set_error_literal (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE,
                               _("Only side A or side B can score."));
          return FALSE;
        }
      if (credits[i].kind > TRUCO_HAND_CREDIT_PENALTY || credits[i].points > 1000
          || (credits[i].falta && credits[i].kind != TRUCO_HAND_CREDIT_ENVIDO))
        {
          g_set_error_literal (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE,
                               _("That is not a credit of a hand."));
          return FALSE;
        }
      has_falta |= credits[i].falta;
    }

  truco_score_stamp_words (explanation, rules);

  /* A falta is valued at the scores it was accepted at, before the hand
   * is credited; one that wins the chico is worth what its winner needs. */
  if (has_falta)
    {
      TrucoFalta falta;

      if (!truco_falta_value (rules, score[0], score[1], 0, FALSE, &falta, explanation, error))
        return FALSE;
      truco_score_stamp_words (explanation, rules);
      for (guint s = 0; s < 2; s++)
        falta_points[s] = falta.wins_chico ? target - score[s] : falta.points;
    }

  out_end->score[0] = score[0];
  out_end->score[1] = score[1];
  out_end->n_credited = 0;

  for (guint kind = TRUCO_HAND_CREDIT_FLOR; kind <= TRUCO_HAND_CREDIT_PENALTY; kind++)
    for (guint i = 0; i < n_credits; i++)
      {
        const TrucoHandCredit *c = &credits[i];
        guint points = c->falta ? falta_points[c->side] : c->points;
        guint before;

        if (c->kind != kind)
          continue;
        if (immediate && first != TRUCO_SIDE_NONE && kind >= TRUCO_HAND_CREDIT_TRUCO)
          {
            /* The chico ended when the envido or flor was settled. */
            truco_score_add_step (explanation, TRUCO_STEP_CREDITED_AT_ONCE, TRUCO_SIDE_NONE, TRUCO_SCORE_NO_NUMBERS);
            goto done;
          }
        before = out_end->score[c->side];
        out_end->score[c->side] += points;
        out_end->n_credited++;
        truco_score_add_step (explanation, TRUCO_STEP_GAME_CREDIT, c->side,
                  TRUCO_SCORE_NUMBERS (points, kind, before, out_end->score[c->side]));
        if (first == TRUCO_SIDE_NONE && out_end->score[c->side] >= target)
          first = c->side;
      }

done:
  /* Who got there is told once every credit is made. */
  out_end->winner = first;
  if (first == TRUCO_SIDE_NONE)
    {
      truco_score_add_step (explanation, TRUCO_STEP_GAME_GOES_ON, TRUCO_SIDE_NONE,
                TRUCO_SCORE_NUMBERS (out_end->score[0], out_end->score[1], target));
      return TRUE;
    }
  if (truco_rules_resolve (rules)->higher_total
      && out_end->score[other (first)] >= target)
    {
      TrucoSide winner = out_end->score[other (first)] > out_end->score[first] ? other (first) : first;

      out_end->winner = winner;
      truco_score_add_step (explanation, TRUCO_STEP_GAME_HIGHER_TOTAL, winner,
                TRUCO_SCORE_NUMBERS (out_end->score[winner], out_end->score[other (winner)]));
      return TRUE;
    }
  truco_score_add_step (explanation, TRUCO_STEP_GAME_REACHED, first, TRUCO_SCORE_NUMBERS (out_end->score[first], target));
  if (out_end->score[other (first)] >= target)
    truco_score_add_step (explanation, TRUCO_STEP_GAME_ALSO_REACHED, other (first),
              TRUCO_SCORE_NUMBERS (out_end->score[other (first)], target, first));
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Catalan Truc                                                         */

static gboolean
check_eleven (const TrucoRules  *rules,
              guint              score_a,
              guint              score_b,
              GError           **error)
{
  guint target = truco_rules_get_target (rules);

  if (!truco_rules_get_play (rules)->score_of_eleven)
    {
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_NOT_IN_VARIANT,
                   _("%s has no score of eleven."), truco_variant_get_name (truco_rules_get_variant (rules)));
      return FALSE;
    }
  if (score_a >= target || score_b >= target)
    {
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE,
                   _("A score of %u has already reached the target of %u."), MAX (score_a, score_b), target);
      return FALSE;
    }
  return TRUE;
}

/**
 * truco_score_deal_stake:
 * @rules: a rule set with the score of eleven (cat)
 * @score_a: side A's score
 * @score_b: side B's score
 * @out_stake: (out): how the deal starts
 * @explanation: (nullable): where to append the reasons
 * @error: return location for a #GError
 *
 * A side at eleven, one point from the game, decides before any card is
 * played: it concedes (the other side scores one) or plays the hand for
 * three, with no truc.  When both are at eleven the hand is played for
 * three and nobody may concede or call truc.  Only while nobody is at
 * eleven may a one-card deal happen (one_card_deal=on).
 *
 * Returns: %TRUE on success; %FALSE with @error for a variant without the
 *   score of eleven or a score at the target.
 */
gboolean
truco_score_deal_stake (const TrucoRules  *rules,
                        guint              score_a,
                        guint              score_b,
                        TrucoDealStake    *out_stake,
                        TrucoExplanation  *explanation,
                        GError           **error)
{
  guint eleven = truco_rules_get_target (rules) - 1;
  gboolean at_a, at_b;

  if (!check_eleven (rules, score_a, score_b, error))
    return FALSE;
  truco_score_stamp_words (explanation, rules);

  at_a = score_a >= eleven;
  at_b = score_b >= eleven;
  memset (out_stake, 0, sizeof *out_stake);
  out_stake->deciding = TRUCO_SIDE_NONE;

  if (at_a && at_b)
    {
      out_stake->eleven = TRUCO_ELEVEN_BOTH;
      out_stake->stake = ELEVEN_STAKE;
      truco_score_add_step (explanation, TRUCO_STEP_ELEVEN_BOTH, TRUCO_SIDE_NONE, TRUCO_SCORE_NUMBERS (eleven, ELEVEN_STAKE));
      if (truco_rules_resolve (rules)->one_card_deal)
        truco_score_add_step (explanation, TRUCO_STEP_ONE_CARD_NOT_ALLOWED, TRUCO_SIDE_A, TRUCO_SCORE_NUMBERS (eleven));
    }
  else if (at_a || at_b)
    {
      out_stake->eleven = TRUCO_ELEVEN_ONE;
      out_stake->deciding = at_a ? TRUCO_SIDE_A : TRUCO_SIDE_B;
      out_stake->stake = ELEVEN_STAKE;
      out_stake->conceded = ELEVEN_CONCEDED;
      out_stake->may_concede = TRUE;
      truco_score_add_step (explanation, TRUCO_STEP_ELEVEN_DECIDES, out_stake->deciding,
                TRUCO_SCORE_NUMBERS (eleven, ELEVEN_CONCEDED, ELEVEN_STAKE));
      if (truco_rules_resolve (rules)->one_card_deal)
        truco_score_add_step (explanation, TRUCO_STEP_ONE_CARD_NOT_ALLOWED, out_stake->deciding, TRUCO_SCORE_NUMBERS (eleven));
    }
  else
    {
      out_stake->eleven = TRUCO_ELEVEN_NONE;
      out_stake->stake = 1;
      out_stake->truc_allowed = TRUE;
      out_stake->one_card_allowed = truco_rules_resolve (rules)->one_card_deal;
      truco_score_add_step (explanation, TRUCO_STEP_ELEVEN_NOBODY, TRUCO_SIDE_NONE, TRUCO_SCORE_NUMBERS (score_a, score_b, eleven));
      if (out_stake->one_card_allowed)
        truco_score_add_step (explanation, TRUCO_STEP_ONE_CARD_ALLOWED, TRUCO_SIDE_NONE, TRUCO_SCORE_NUMBERS (eleven));
    }
  return TRUE;
}

/**
 * truco_score_one_card_deal:
 * @rules: a rule set with one_card_deal=on
 * @score_a: side A's score
 * @score_b: side B's score
 * @plays: (array length=n_plays): the one card of each player, in play order
 * @n_plays: how many players
 * @dealer: the dealer's side
 * @out_winner: (out): the side that scores
 * @out_points: (out): what it scores
 * @explanation: (nullable): where to append the reasons
 * @error: return location for a #GError
 *
 * Returns: %TRUE on success; %FALSE with @error when the table plays
 *   without the one-card deal, a side is at eleven, or the plays are not
 *   a trick of these rules.
 */
gboolean
truco_score_one_card_deal (const TrucoRules  *rules,
                           guint              score_a,
                           guint              score_b,
                           const TrucoPlay   *plays,
                           guint              n_plays,
                           TrucoSide          dealer,
                           TrucoSide         *out_winner,
                           guint             *out_points,
                           TrucoExplanation  *explanation,
                           GError           **error)
{
  guint eleven = truco_rules_get_target (rules) - 1;
  TrucoTrickResult trick;

  if (!check_eleven (rules, score_a, score_b, error))
    return FALSE;
  if (!truco_rules_resolve (rules)->one_card_deal)
    {
      g_set_error_literal (error, TRUCO_ERROR, TRUCO_ERROR_NOT_IN_VARIANT,
                           _("This table plays without the one-card deal."));
      return FALSE;
    }
  if (score_a >= eleven || score_b >= eleven)
    {
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE,
                   g_dngettext (GETTEXT_PACKAGE,
                                "There is no one-card deal once a side has %u point.",
                                "There is no one-card deal once a side has %u points.", eleven),
                   eleven);
      return FALSE;
    }
  if (dealer != TRUCO_SIDE_A && dealer != TRUCO_SIDE_B)
    {
      g_set_error_literal (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE,
                           _("The dealer is on side A or side B."));
      return FALSE;
    }
  if (!truco_trick_winner (rules, plays, n_plays, &trick, NULL, error))
    return FALSE;

  truco_score_stamp_words (explanation, rules);
  truco_score_add_step (explanation, TRUCO_STEP_ONE_CARD_ALLOWED, TRUCO_SIDE_NONE, TRUCO_SCORE_NUMBERS (eleven));
  truco_score_add_step (explanation, TRUCO_STEP_STAKE_ONE_CARD, TRUCO_SIDE_NONE, TRUCO_SCORE_NUMBERS (ONE_CARD_STAKE));
  truco_trick_winner (rules, plays, n_plays, &trick, explanation, NULL);
  truco_score_stamp_words (explanation, rules);
  if (trick.winner == TRUCO_SIDE_NONE)
    {
      *out_winner = other (dealer);
      truco_score_add_step (explanation, TRUCO_STEP_ONE_CARD_TIE, *out_winner, TRUCO_SCORE_NO_NUMBERS);
    }
  else
    {
      *out_winner = trick.winner;
      truco_score_add_step (explanation, TRUCO_STEP_HAND_WON_BY, *out_winner, TRUCO_SCORE_NO_NUMBERS);
    }
  *out_points = ONE_CARD_STAKE;
  truco_score_add_step (explanation, TRUCO_STEP_SCORES, *out_winner, TRUCO_SCORE_NUMBERS (ONE_CARD_STAKE));
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* French Truc: the redeal                                              */

/**
 * truco_score_redeal:
 * @rules: a rule set with the redeal (fr)
 * @question: the situation
 * @out_redeal: (out): whether the redeal may be proposed and happens
 * @explanation: (nullable): where to append the reasons
 * @error: return location for a #GError
 *
 * Eldest, the player on the dealer's right, may propose a redeal before
 * any card is played or raise made; if everybody agrees, the hands are set
 * aside face down and new ones dealt from the stock; anyone may insist on
 * playing, and then nobody may propose it again in this deal.  New hands
 * come from the stock only while it holds three cards for each player.
 *
 * Returns: %TRUE on success; %FALSE with @error for a variant without the
 *   redeal or a situation that cannot happen.
 */
gboolean
truco_score_redeal (const TrucoRules          *rules,
                    const TrucoRedealQuestion *question,
                    TrucoRedeal               *out_redeal,
                    TrucoExplanation          *explanation,
                    GError                   **error)
{
  guint n_counts, n_deck, dealt, stock;
  const guint *counts = truco_variant_get_player_counts (truco_rules_get_variant (rules), &n_counts);
  gboolean count_ok = FALSE;

  if (!truco_rules_get_play (rules)->redeal)
    {
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_NOT_IN_VARIANT,
                   _("%s has no redeal."), truco_variant_get_name (truco_rules_get_variant (rules)));
      return FALSE;
    }
  for (guint i = 0; i < n_counts; i++)
    count_ok |= counts[i] == question->n_players;
  truco_deck_get_cards (truco_rules_get_deck (rules), &n_deck);
  dealt = 3 * question->n_players;
  if (!count_ok || question->proposer >= question->n_players
      || question->agreeing >= question->n_players || question->n_redeals > n_deck
      || dealt * (1 + question->n_redeals) > n_deck)
    {
      g_set_error_literal (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE,
                           _("That redeal cannot happen at this table."));
      return FALSE;
    }
  stock = n_deck - dealt * (1 + question->n_redeals);

  truco_score_stamp_words (explanation, rules);
  memset (out_redeal, 0, sizeof *out_redeal);
  out_redeal->stock = stock;

  if (question->proposer != 0)
    {
      truco_score_add_step (explanation, TRUCO_STEP_REDEAL_ONLY_ELDEST, TRUCO_SIDE_NONE, TRUCO_SCORE_NO_NUMBERS);
      return TRUE;
    }
  if (question->started)
    {
      truco_score_add_step (explanation, TRUCO_STEP_REDEAL_TOO_LATE, TRUCO_SIDE_NONE, TRUCO_SCORE_NO_NUMBERS);
      return TRUE;
    }
  if (question->refused)
    {
      truco_score_add_step (explanation, TRUCO_STEP_REDEAL_REFUSED_BEFORE, TRUCO_SIDE_NONE, TRUCO_SCORE_NO_NUMBERS);
      return TRUE;
    }
  if (stock < dealt)
    {
      truco_score_add_step (explanation, TRUCO_STEP_REDEAL_NO_STOCK, TRUCO_SIDE_NONE, TRUCO_SCORE_NUMBERS (stock, dealt));
      return TRUE;
    }
  out_redeal->may_propose = TRUE;
  truco_score_add_step (explanation, TRUCO_STEP_REDEAL_STOCK, TRUCO_SIDE_NONE, TRUCO_SCORE_NUMBERS (stock, dealt));
  if (question->agreeing + 1 == question->n_players)
    {
      out_redeal->redealt = TRUE;
      out_redeal->stock = stock - dealt;
      truco_score_add_step (explanation, TRUCO_STEP_REDEAL_AGREED, TRUCO_SIDE_NONE, TRUCO_SCORE_NUMBERS (stock - dealt));
    }
  else
    truco_score_add_step (explanation, TRUCO_STEP_REDEAL_INSISTED, TRUCO_SIDE_NONE,
              TRUCO_SCORE_NUMBERS (question->n_players - 1 - question->agreeing));
  return TRUE;
}
