/* truco-ladder-explain.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What calls on the betting ladders are worth, in explanation steps:
 * each call, an acceptance, a refusal, and a whole sequence played and
 * explained (truco_bet_evaluate()).  The machine is in truco-ladder.c.
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "truco-eval.h"
#include "truco-explanation-private.h"
#include "truco-ladder-private.h"

/* ------------------------------------------------------------------ */
/* Explaining what calls are worth                                     */

static void
bet_step (TrucoExplanation *explanation,
          TrucoStepKind     kind,
          int               side,
          const char       *call,
          const char       *before,
          const int        *numbers,
          guint             n_numbers)
{
  TrucoStep step = { 0 };

  g_assert (n_numbers <= TRUCO_STEP_MAX_NUMBERS);
  step.kind = kind;
  step.side = side >= 0 && side <= TRUCO_SIDE_C ? (TrucoSide) side : TRUCO_SIDE_NONE;
  step.n_numbers = n_numbers;
  if (n_numbers)
    memcpy (step.numbers, numbers, n_numbers * sizeof (int));
  step.words[0] = call;
  step.words[1] = before;
  truco_explanation_add_step (explanation, &step);
}

#define STEP_NUMBERS(...) (const int[]) { __VA_ARGS__ }, G_N_ELEMENTS (((const int[]) { __VA_ARGS__ }))
#define STEP_NO_NUMBERS NULL, 0

static void
stamp_words (TrucoExplanation      *explanation,
             const TrucoBetContext *ctx)
{
  if (ctx->rules != NULL)
    truco_explanation_set_words (explanation, truco_rules_get_tie_word (ctx->rules),
                                 truco_rules_get_game_word (ctx->rules));
}

/* The falta (or resto) arithmetic, by the shared evaluator's own steps. */
static void
explain_falta (const TrucoBetContext *ctx,
               TrucoExplanation      *explanation)
{
  TrucoFalta falta;

  if (ctx->rules != NULL)
    truco_falta_value (ctx->rules, ctx->score[0], ctx->score[1], ctx->target,
                       ctx->pica_pica, &falta, explanation, NULL);
  stamp_words (explanation, ctx);
}

/* What call @i added: its row's accepted stake with the values so far. */
static void
explain_call (const TrucoBet         *self,
              guint                   i,
              const TrucoBetContext  *ctx,
              guint                   winner,
              TrucoExplanation       *explanation)
{
  const TrucoLadderStep *step = &self->spec->steps[self->step[i]];
  const char *call = step->call;
  int side = self->side[i];
  int extra;

  switch (step->accepted.kind)
    {
    case TRUCO_STAKE_POINTS:
      if (step->accepted.per_flor)
        bet_step (explanation, TRUCO_STEP_BET_CALL_PER_FLOR, side, call, NULL,
                  STEP_NUMBERS (step->accepted.per_flor, (int) ctx->n_flors,
                                (int) truco_bet_value_at (self, i + 1, ctx, winner)));
      else
        bet_step (explanation, TRUCO_STEP_BET_CALL_POINTS, side, call, NULL,
                  STEP_NUMBERS ((int) truco_bet_value_at (self, i + 1, ctx, winner)));
      break;
    case TRUCO_STAKE_ADD:
      bet_step (explanation, TRUCO_STEP_BET_CALL_ADDS, side, call, NULL,
                STEP_NUMBERS (step->accepted.points, (int) truco_bet_value_at (self, i + 1, ctx, winner)));
      break;
    case TRUCO_STAKE_FALTA:
      if (step->accepted.per_flor)
        {
          extra = step->accepted.points + step->accepted.per_flor * (int) ctx->n_flors;
          bet_step (explanation, TRUCO_STEP_BET_CALL_RESTO, side, call, NULL,
                    STEP_NUMBERS (step->accepted.per_flor, (int) ctx->n_flors, extra));
        }
      else
        bet_step (explanation, TRUCO_STEP_BET_CALL_FALTA, side, call, NULL, STEP_NO_NUMBERS);
      explain_falta (ctx, explanation);
      break;
    case TRUCO_STAKE_GAME:
      bet_step (explanation, TRUCO_STEP_BET_CALL_GAME, side, call, NULL, STEP_NO_NUMBERS);
      break;
    case TRUCO_STAKE_FREE:
      bet_step (explanation, TRUCO_STEP_BET_CALL_CHOSEN, side, call, NULL,
                STEP_NUMBERS (self->chosen[i]));
      break;
    case TRUCO_STAKE_REST_OF_CALLER:
      {
        int rest = (int) truco_bet_game_value (ctx, side);

        bet_step (explanation, TRUCO_STEP_BET_CALL_REST, side, call, NULL,
                  STEP_NUMBERS (rest, rest + step->accepted.points));
        break;
      }
    case TRUCO_STAKE_SHORTFALL:
      bet_step (explanation, TRUCO_STEP_BET_CALL_SHORTFALL, side, call, NULL,
                STEP_NUMBERS (step->accepted.points + (int) truco_bet_game_value (ctx, side), step->accepted.points));
      break;
    case TRUCO_STAKE_PREVIOUS:
    case TRUCO_STAKE_NONE:
    default:
      bet_step (explanation, TRUCO_STEP_BET_CALL_POINTS, side, call, NULL,
                STEP_NUMBERS ((int) truco_bet_value_at (self, i + 1, ctx, winner)));
      break;
    }
}

/**
 * truco_bet_explain_calls:
 * @self: a bet
 * @ctx: the scores and options the value is computed from
 * @winner: the side whose value is shown where it depends on the winner
 * @explanation: where to append the steps
 *
 * Appends one step per call of @self: what it adds, or what it is worth
 * once accepted (with the falta or resto arithmetic where there is one);
 * with no call, what the bet is worth when nothing is called.
 */
void
truco_bet_explain_calls (const TrucoBet        *self,
                         const TrucoBetContext *ctx,
                         guint                  winner,
                         TrucoExplanation      *explanation)
{
  g_return_if_fail (self != NULL && ctx != NULL && explanation != NULL);

  stamp_words (explanation, ctx);
  if (self->n_calls == 0)
    bet_step (explanation, TRUCO_STEP_BET_NOTHING_CALLED, -1, NULL, NULL, STEP_NUMBERS (self->spec->base));
  for (guint i = 0; i < self->n_calls; i++)
    explain_call (self, i, ctx, winner, explanation);
}

/**
 * truco_bet_explain_accepted:
 * @self: a bet with at least one call
 * @ctx: the scores and options the value is computed from
 * @winner: the side that wins the bet (best envido, best flor, the hand)
 * @explanation: (nullable): where to append the steps
 *
 * Explains what the calls of @self are worth once the last one is
 * accepted: what each call added (with the falta or resto arithmetic
 * where there is one), then what @winner scores.
 *
 * Returns: the points @winner scores (truco_bet_accepted_value())
 */
guint
truco_bet_explain_accepted (const TrucoBet        *self,
                            const TrucoBetContext *ctx,
                            guint                  winner,
                            TrucoExplanation      *explanation)
{
  guint points;

  g_return_val_if_fail (self != NULL && ctx != NULL, 0);

  points = truco_bet_accepted_value (self, ctx, winner);
  if (explanation == NULL)
    return points;
  truco_bet_explain_calls (self, ctx, winner, explanation);
  if (self->n_calls > 0)
    truco_bet_explain_outcome (self, ctx, winner, explanation);
  return points;
}

/**
 * truco_bet_explain_outcome:
 * @self: a bet with at least one call
 * @ctx: the scores and options the value is computed from
 * @winner: the side that wins the accepted bet
 * @explanation: (nullable): where to append the step
 *
 * Appends the one step that says what @winner scores once the calls are
 * accepted (and whether that wins the chico, game or round).
 *
 * Returns: the points @winner scores
 */
guint
truco_bet_explain_outcome (const TrucoBet        *self,
                           const TrucoBetContext *ctx,
                           guint                  winner,
                           TrucoExplanation      *explanation)
{
  guint points;

  g_return_val_if_fail (self != NULL && ctx != NULL && self->n_calls > 0, 0);

  points = truco_bet_accepted_value (self, ctx, winner);
  if (explanation == NULL)
    return points;
  stamp_words (explanation, ctx);
  bet_step (explanation,
            truco_bet_accepted_wins_game (self, ctx) ? TRUCO_STEP_BET_ACCEPTED_GAME : TRUCO_STEP_BET_ACCEPTED,
            winner, self->spec->steps[self->step[self->n_calls - 1]].call, NULL,
            STEP_NUMBERS ((int) points));
  return points;
}

/**
 * truco_bet_explain_refused:
 * @self: a bet whose last call is refused (pending or rejected)
 * @ctx: the scores and options the value is computed from
 * @explanation: (nullable): where to append the steps
 *
 * Explains what the last caller scores when his call is refused: what
 * each call added, then what had been accepted before the refused call
 * (or the refusal's own value on ladders that have one).
 *
 * Returns: the points the last caller scores (truco_bet_rejected_value())
 */
guint
truco_bet_explain_refused (const TrucoBet        *self,
                           const TrucoBetContext *ctx,
                           TrucoExplanation      *explanation)
{
  const TrucoLadderStep *last;
  guint k, points;
  int caller;

  g_return_val_if_fail (self != NULL && ctx != NULL && self->n_calls > 0, 0);

  k = self->n_calls;
  points = truco_bet_rejected_value (self, ctx);
  if (explanation == NULL)
    return points;
  stamp_words (explanation, ctx);
  last = &self->spec->steps[self->step[k - 1]];
  caller = self->side[k - 1];
  for (guint i = 0; i < k; i++)
    {
      guint first = truco_explanation_get_n_steps (explanation);

      explain_call (self, i, ctx, caller, explanation);
      /* The refused call never had its accepted value: a reader is told
       * only who made it (the neutral sentence stays as it was). */
      if (i == k - 1 && truco_explanation_get_n_steps (explanation) > first)
        truco_explanation_mark_refused_call (explanation, first);
    }
  if (last->rejected.kind != TRUCO_STAKE_PREVIOUS)
    bet_step (explanation, TRUCO_STEP_BET_REFUSED_FIXED, caller, last->call, NULL, STEP_NUMBERS ((int) points));
  else if (k == 1)
    bet_step (explanation, TRUCO_STEP_BET_REFUSED_FIRST, caller, last->call, NULL, STEP_NUMBERS ((int) points));
  else
    bet_step (explanation, TRUCO_STEP_BET_REFUSED_AFTER, caller, last->call,
              self->spec->steps[self->step[k - 2]].call, STEP_NUMBERS ((int) points));
  return points;
}

/**
 * truco_bet_evaluate:
 * @ladder: a ladder (truco_rules_get_ladder())
 * @calls: (array length=n_calls): the rows called, in order
 * @chosen: (array length=n_calls) (nullable): the values named by French raises
 * @n_calls: at least 1
 * @first_side: the side of the first call; the sides alternate
 * @accepted: whether the last call is accepted (else refused)
 * @winner: the side that wins an accepted bet
 * @ctx: the scores and options
 * @out_points: (out) (optional): the points scored
 * @explanation: (nullable): where to append the steps
 * @error: return location for a #GError
 *
 * Plays @calls on @ladder as the game would and explains the answer: an
 * accepted bet won by @winner, or a refusal (the last caller scores).
 * E.g. envido, real envido refused: 2 to the side that said real envido.
 *
 * Returns: %FALSE with @error when a call is not legal where it comes, or
 *   when the answer does not exist (a flor cannot be refused in Truc y Flou)
 */
gboolean
truco_bet_evaluate (const TrucoLadder     *ladder,
                    const guint           *calls,
                    const guint           *chosen,
                    guint                  n_calls,
                    guint                  first_side,
                    gboolean               accepted,
                    guint                  winner,
                    const TrucoBetContext *ctx,
                    guint                 *out_points,
                    TrucoExplanation      *explanation,
                    GError               **error)
{
  TrucoBet bet;
  guint side = first_side & 1, points;
  const char *reason = NULL;

  g_return_val_if_fail (ladder != NULL && ctx != NULL, FALSE);

  if (n_calls == 0)
    {
      g_set_error_literal (error, TRUCO_ERROR, TRUCO_ERROR_WRONG_COUNT,
                           _("Give at least one call."));
      return FALSE;
    }
  truco_bet_init (&bet, ladder);
  for (guint i = 0; i < n_calls; i++)
    {
      guint value = chosen ? chosen[i] : 0;

      if (!truco_bet_check_call (&bet, calls[i], side, value, &reason))
        {
          g_set_error_literal (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT, _(reason));
          return FALSE;
        }
      truco_bet_call (&bet, calls[i], side, value);
      side = side == 0 ? 1 : 0;
    }
  if (!truco_bet_has_answer (&bet, accepted))
    {
      g_set_error_literal (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                           accepted ? _("This call cannot be accepted here.")
                                    : _("This call cannot be refused here."));
      return FALSE;
    }
  if (accepted)
    points = truco_bet_explain_accepted (&bet, ctx, winner, explanation);
  else
    points = truco_bet_explain_refused (&bet, ctx, explanation);
  if (out_points)
    *out_points = points;
  return TRUE;
}
