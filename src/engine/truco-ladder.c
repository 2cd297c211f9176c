/* truco-ladder.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Values of call sequences on the betting ladders, and the
 * betting state machine the game runs on them.
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "truco-eval.h"
#include "truco-explanation-private.h"
#include "truco-ladder-private.h"

/**
 * truco_ladder_find_call:
 * @ladder: a ladder
 * @call: a call as players say it ("real envido")
 *
 * Returns: the index of the call in @ladder, or -1.
 */
int
truco_ladder_find_call (const TrucoLadder *ladder,
                        const char        *call)
{
  for (guint i = 0; call != NULL && i < ladder->n_steps; i++)
    if (strcmp (ladder->steps[i].call, call) == 0)
      return i;
  return -1;
}

static TrucoLadderValue
value_of_stake (const TrucoStake       *stake,
                const TrucoLadderValue *previous,
                guint                   base,
                guint                   n_flors)
{
  TrucoLadderValue v = { TRUCO_STAKE_POINTS, 0 };

  switch (stake->kind)
    {
    case TRUCO_STAKE_POINTS:
      v.points = stake->points + stake->per_flor * (int) n_flors;
      break;
    case TRUCO_STAKE_ADD:
      v.points = (previous && previous->kind == TRUCO_STAKE_POINTS ? previous->points : 0) + stake->points;
      break;
    case TRUCO_STAKE_PREVIOUS:
      if (previous)
        v = *previous;
      else
        v.points = base;
      break;
    case TRUCO_STAKE_FALTA:
      v.kind = TRUCO_STAKE_FALTA;
      v.points = stake->points + stake->per_flor * (int) n_flors;
      break;
    case TRUCO_STAKE_REST_OF_CALLER:
    case TRUCO_STAKE_SHORTFALL:
      v.kind = stake->kind;
      v.points = stake->points;
      break;
    case TRUCO_STAKE_NONE:
    case TRUCO_STAKE_GAME:
    case TRUCO_STAKE_FREE:
    default:
      v.kind = stake->kind;
      break;
    }
  return v;
}

static gboolean
check_order (const TrucoLadder *ladder,
             const guint       *calls,
             guint              n_calls,
             GError           **error)
{
  guint counts[16] = { 0 };

  g_assert (ladder->n_steps <= G_N_ELEMENTS (counts));

  for (guint i = 0; i < n_calls; i++)
    {
      const TrucoLadderStep *step;
      const char *previous = i > 0 ? ladder->steps[calls[i - 1]].call : NULL;
      gboolean ok = TRUE;

      if (calls[i] >= ladder->n_steps)
        {
          g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                       _("The ladder has no call number %u."), calls[i]);
          return FALSE;
        }
      step = &ladder->steps[calls[i]];
      counts[calls[i]]++;

      switch (ladder->order)
        {
        case TRUCO_LADDER_ORDER_STEPS:
          ok = calls[i] == i;
          break;
        case TRUCO_LADDER_ORDER_SUBSEQUENCE:
          /* The flor ladder opens by singing flor; a contraflor
           * answers one (as the game's tables say). */
          if (i == 0 && calls[0] != 0 && ladder->kind == TRUCO_BET_FLOR)
            {
              g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                           /* Translators: %s is a betting call as players say it ("contraflor") */
                           _("“%s” cannot open the betting: a flor must be sung first."), step->call);
              return FALSE;
            }
          ok = (i == 0 || calls[i] >= calls[i - 1]) &&
               (step->max_times == 0 || counts[calls[i]] <= step->max_times);
          break;
        case TRUCO_LADDER_ORDER_ANY:
          /* Anything until a call that may be made once (falta) ends it. */
          ok = (i == 0 || ladder->steps[calls[i - 1]].max_times != 1) &&
               (step->max_times == 0 || counts[calls[i]] <= step->max_times);
          break;
        case TRUCO_LADDER_ORDER_OPENING_THEN_ONE:
          if (i == 0)
            ok = calls[0] == 0 || step->opening_only;
          else
            ok = i == 1 && calls[1] != 0 && !step->opening_only && !ladder->steps[calls[0]].opening_only;
          break;
        case TRUCO_LADDER_ORDER_FREE:
        default:
          /* Raises by any amount; the remainder ends the ladder. */
          ok = i == 0 || ladder->steps[calls[i - 1]].accepted.kind != TRUCO_STAKE_GAME;
          break;
        }

      if (!ok)
        {
          if (previous != NULL)
            g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                         /* Translators: both %s are betting calls as players say them ("envido", "truco") */
                         _("“%s” cannot follow “%s” here."), step->call, previous);
          else
            g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                         /* Translators: %s is a betting call as players say it */
                         _("“%s” cannot open the betting."), step->call);
          return FALSE;
        }
    }
  return TRUE;
}

/**
 * truco_ladder_evaluate:
 * @ladder: a ladder of truco_rules_get_ladders()
 * @calls: (array length=n_calls): indices of the calls made, in order
 * @n_calls: at least 1
 * @n_flors: the number of flors sung (flor ladders; else 0)
 * @out_accepted: (out) (optional): the value if the last call is accepted
 * @out_rejected: (out) (optional): what the last caller scores if it is refused
 * @error: return location for a #GError
 *
 * Values a sequence of calls by the ladder's table: e.g. on the Argentine
 * envido ladder "envido, real envido" is worth 5 accepted and 2 refused.
 * A falta is returned as %TRUCO_STAKE_FALTA: value it
 * with truco_falta_value().
 *
 * Returns: %TRUE on success; %FALSE with @error when the calls do not follow
 *   the ladder's order.
 */
gboolean
truco_ladder_evaluate (const TrucoLadder *ladder,
                       const guint       *calls,
                       guint              n_calls,
                       guint              n_flors,
                       TrucoLadderValue  *out_accepted,
                       TrucoLadderValue  *out_rejected,
                       GError           **error)
{
  TrucoLadderValue accepted = { TRUCO_STAKE_POINTS, 0 }, before = { TRUCO_STAKE_POINTS, 0 };

  if (n_calls == 0)
    {
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_WRONG_COUNT,
                   _("Give at least one call."));
      return FALSE;
    }
  if (!check_order (ladder, calls, n_calls, error))
    return FALSE;

  for (guint i = 0; i < n_calls; i++)
    {
      before = accepted;
      accepted = value_of_stake (&ladder->steps[calls[i]].accepted, i > 0 ? &before : NULL,
                                 ladder->base, n_flors);
      /* A falta absorbs whatever came before it. */
    }

  if (out_accepted)
    *out_accepted = accepted;
  if (out_rejected)
    *out_rejected = value_of_stake (&ladder->steps[calls[n_calls - 1]].rejected,
                                    n_calls > 1 ? &before : NULL, ladder->base, n_flors);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* The betting state machine (TrucoBet)                                 */

/*
 * The machine runs the descriptors' ladders (truco-ladder-registry.c) as they are.
 * Where a call may come is read from the ladder's order: each call has a
 * rank (calls must not go down in rank) and a few flags, worked out here
 * from the order and the call's place in the ladder.
 */

#define MAX_ROWS 8

typedef enum {
  ROW_OPENING_ONLY = 1 << 0, /* only as the first call of the ladder */
  ROW_NOT_OPENING  = 1 << 1, /* never as the first call */
  ROW_FINAL        = 1 << 2, /* no raise can follow it */
  ROW_CHOSEN       = 1 << 3, /* the caller names the new value (French) */
} RowFlags;

typedef struct {
  guint8 rank;
  guint8 flags;     /* RowFlags */
  guint8 max_times; /* 255: any number */
} Row;

static Row
row_of (const TrucoLadder *ladder,
        guint              i)
{
  const TrucoLadderStep *step = &ladder->steps[i];
  gboolean last = i + 1 == ladder->n_steps;
  Row row = { 0, 0, step->max_times ? step->max_times : 255 };

  switch (ladder->order)
    {
    case TRUCO_LADDER_ORDER_STEPS:
      row.rank = i + 1;
      if (i > 0)
        row.flags |= ROW_NOT_OPENING;
      break;
    case TRUCO_LADDER_ORDER_SUBSEQUENCE:
      row.rank = i + 1;
      /* A flor bet opens by singing flor: a contraflor answers one. */
      if (i > 0 && ladder->kind == TRUCO_BET_FLOR)
        row.flags |= ROW_NOT_OPENING;
      break;
    case TRUCO_LADDER_ORDER_ANY:
      /* envido_ladder=free: envido and real envido in any order,
       * closed by the last call (falta envido). */
      row.rank = last ? 2 : 1;
      break;
    case TRUCO_LADDER_ORDER_OPENING_THEN_ONE:
      /* The embit: an opening bid, then at most one raise. */
      if (i == 0)
        row.rank = 1, row.flags |= ROW_OPENING_ONLY;
      else if (step->opening_only)
        row.rank = 3, row.flags |= ROW_OPENING_ONLY | ROW_FINAL;
      else
        row.rank = 2, row.flags |= ROW_NOT_OPENING | ROW_FINAL;
      break;
    case TRUCO_LADDER_ORDER_FREE:
    default:
      /* French raises to any value, then "our remainder". */
      if (step->accepted.kind == TRUCO_STAKE_FREE)
        row.rank = 1, row.flags |= ROW_CHOSEN;
      else
        row.rank = 2;
      break;
    }
  if (step->opening_only)
    row.flags |= ROW_OPENING_ONLY;
  if (last)
    row.flags |= ROW_FINAL;
  return row;
}

/**
 * truco_ladder_find_step:
 * @ladder: a ladder
 * @id: a call's word in game logs ("real-envido")
 *
 * Returns: the index of the call in @ladder, or -1
 */
int
truco_ladder_find_step (const TrucoLadder *ladder,
                        const char        *id)
{
  for (guint i = 0; i < ladder->n_steps; i++)
    if (strcmp (ladder->steps[i].id, id) == 0)
      return i;
  return -1;
}

/**
 * truco_bet_context_init:
 *
 * Sets @ctx up for @rules: its target and options, scores 0.
 */
void
truco_bet_context_init (TrucoBetContext  *ctx,
                        const TrucoRules *rules)
{
  memset (ctx, 0, sizeof *ctx);
  ctx->rules = rules;
  ctx->target = truco_rules_get_target (rules);
  ctx->resto_takes_game = truco_rules_resolve (rules)->resto_takes_game;
}

guint
truco_bet_game_value (const TrucoBetContext *ctx,
                      guint                  winner)
{
  guint s = ctx->score[winner & 1];

  return s < ctx->target ? ctx->target - s : 1;
}

/**
 * truco_bet_falta_value:
 *
 * Returns: the falta (or resto) for @winner, by the shared evaluator (truco_falta_value())
 */
guint
truco_bet_falta_value (const TrucoBetContext *ctx,
                       guint                  winner)
{
  TrucoFalta falta = { FALSE, 0 };

  /* The shared evaluator of the falta (falta_mode of the rule set; pica-pica). */
  if (ctx->rules == NULL
      || !truco_falta_value (ctx->rules, ctx->score[0], ctx->score[1], ctx->target,
                             ctx->pica_pica, &falta, NULL, NULL))
    return 1;
  return falta.wins_chico ? truco_bet_game_value (ctx, winner) : falta.points;
}

/* What a value of truco_ladder_evaluate() is worth to @winner; @index is
 * the call whose value it is (for a raise's number and its caller). */
static guint
resolve (const TrucoBet         *self,
         const TrucoLadderValue *v,
         int                     index,
         const TrucoBetContext  *ctx,
         guint                   winner)
{
  guint caller = index >= 0 ? self->side[index] : winner;
  guint rest;

  switch (v->kind)
    {
    case TRUCO_STAKE_POINTS:
      return MAX (v->points, 0);
    case TRUCO_STAKE_FALTA:
      /* Falta envido, or contraflor al resto (its flor extra in points). */
      if (v->points > 0 && ctx->resto_takes_game)
        return truco_bet_game_value (ctx, winner);
      return truco_bet_falta_value (ctx, winner) + MAX (v->points, 0);
    case TRUCO_STAKE_GAME:
      return truco_bet_game_value (ctx, winner);
    case TRUCO_STAKE_FREE:
      return index >= 0 ? self->chosen[index] : self->spec->base;
    case TRUCO_STAKE_REST_OF_CALLER:
      rest = truco_bet_game_value (ctx, caller);
      return winner == caller ? rest : rest + v->points;
    case TRUCO_STAKE_SHORTFALL:
      if (winner == caller)
        return truco_bet_game_value (ctx, winner);
      return v->points + truco_bet_game_value (ctx, caller);
    case TRUCO_STAKE_NONE:
    default:
      return 0;
    }
}

/* The values of the first @k calls, from the descriptor's table through
 * truco_ladder_evaluate() (the one valuation of call sequences). */
static void
evaluate (const TrucoBet         *self,
          guint                   k,
          const TrucoBetContext  *ctx,
          TrucoLadderValue       *accepted,
          TrucoLadderValue       *rejected)
{
  guint calls[TRUCO_BET_MAX_CALLS];
  gboolean ok;

  for (guint i = 0; i < k; i++)
    calls[i] = self->step[i];
  ok = truco_ladder_evaluate (self->spec, calls, k, ctx->n_flors, accepted, rejected, NULL);
  g_assert (ok);
}

guint
truco_bet_value_at (const TrucoBet        *self,
                    guint                  k,
                    const TrucoBetContext *ctx,
                    guint                  winner)
{
  TrucoLadderValue accepted;

  if (k == 0)
    return self->spec->base;
  evaluate (self, k, ctx, &accepted, NULL);
  return resolve (self, &accepted, k - 1, ctx, winner);
}

/**
 * truco_bet_init:
 *
 * Starts @self empty on @spec.
 */
void
truco_bet_init (TrucoBet           *self,
                const TrucoLadder *spec)
{
  memset (self, 0, sizeof *self);
  self->spec = spec;
  self->status = TRUCO_BET_IDLE;
  self->raise_right = -1;
}

static guint
count_step (const TrucoBet *self,
            guint              step)
{
  guint n = 0;

  for (guint i = 0; i < self->n_calls; i++)
    n += self->step[i] == step;
  return n;
}

/**
 * truco_bet_check_call:
 *
 * Returns: %TRUE when @side may call @step (naming @chosen for a French raise); else @reason, untranslated
 */
gboolean
truco_bet_check_call (const TrucoBet  *self,
                         guint               step,
                         guint               side,
                         guint               chosen,
                         const char        **reason)
{
  const TrucoLadder *spec = self->spec;
  Row st;
  const char *dummy;

  if (reason == NULL)
    reason = &dummy;

  if (step >= spec->n_steps)
    {
      *reason = N_("This call does not exist in this ladder.");
      return FALSE;
    }
  st = row_of (spec, step);

  if (self->status == TRUCO_BET_REJECTED || self->status == TRUCO_BET_CANCELLED)
    {
      *reason = N_("This bet is already closed.");
      return FALSE;
    }
  if (self->n_calls >= TRUCO_BET_MAX_CALLS)
    {
      *reason = N_("No more raises are possible in this bet.");
      return FALSE;
    }

  if (self->status == TRUCO_BET_IDLE)
    {
      if (st.flags & ROW_NOT_OPENING)
        {
          *reason = N_("This call can only raise an earlier call.");
          return FALSE;
        }
      if (spec->order == TRUCO_LADDER_ORDER_STEPS && st.rank != 1)
        {
          *reason = N_("The calls of this ladder must come in order.");
          return FALSE;
        }
    }
  else
    {
      Row last = row_of (spec, self->step[self->n_calls - 1]);
      guint last_side = self->side[self->n_calls - 1];

      if (self->status == TRUCO_BET_ACCEPTED && spec->raise_right == TRUCO_RAISE_ANSWERING_SIDE)
        {
          *reason = N_("This bet is already settled.");
          return FALSE;
        }
      if (self->status == TRUCO_BET_PENDING && side == last_side)
        {
          *reason = N_("A side cannot raise its own call.");
          return FALSE;
        }
      if (self->status == TRUCO_BET_ACCEPTED && self->raise_right >= 0
          && (int) side != self->raise_right)
        {
          *reason = N_("Only the side that accepted the last call may raise.");
          return FALSE;
        }
      if (last.flags & ROW_FINAL)
        {
          *reason = N_("Nothing can be called above the last call.");
          return FALSE;
        }
      if (st.flags & ROW_OPENING_ONLY)
        {
          *reason = N_("This call can only open the bet.");
          return FALSE;
        }
      if (spec->order == TRUCO_LADDER_ORDER_STEPS)
        {
          if (st.rank != last.rank + 1)
            {
              *reason = N_("The calls of this ladder must come in order.");
              return FALSE;
            }
        }
      else if (st.rank < last.rank
               || (st.rank == last.rank && spec->order != TRUCO_LADDER_ORDER_ANY
                   && step != self->step[self->n_calls - 1]))
        {
          *reason = N_("A raise cannot go back down the ladder.");
          return FALSE;
        }
    }

  if (count_step (self, step) >= st.max_times)
    {
      *reason = N_("This call has already been made as often as it may be.");
      return FALSE;
    }

  if (st.flags & ROW_CHOSEN)
    {
      guint current = self->n_calls && spec->steps[self->step[self->n_calls - 1]].accepted.kind == TRUCO_STAKE_FREE
                      ? self->chosen[self->n_calls - 1] : spec->base;

      if (chosen <= current || chosen > spec->max_chosen)
        {
          *reason = N_("A raise must name a higher value, below the whole game.");
          return FALSE;
        }
    }

  return TRUE;
}

/**
 * truco_bet_call:
 *
 * Makes a legal call; over a pending call of the other side it accepts that call first.
 */
void
truco_bet_call (TrucoBet *self,
                   guint        step,
                   guint        side,
                   guint        chosen)
{
  g_assert (truco_bet_check_call (self, step, side, chosen, NULL));

  self->step[self->n_calls] = step;
  self->side[self->n_calls] = side;
  self->chosen[self->n_calls] = self->spec->steps[step].accepted.kind == TRUCO_STAKE_FREE ? chosen : 0;
  self->n_calls++;
  self->status = TRUCO_BET_PENDING;
}

/**
 * truco_bet_check_answer:
 *
 * Returns: %TRUE when @side may answer the pending call; else @reason, untranslated
 */
gboolean
truco_bet_check_answer (const TrucoBet  *self,
                           guint               side,
                           const char        **reason)
{
  const char *dummy;

  if (reason == NULL)
    reason = &dummy;

  if (self->status != TRUCO_BET_PENDING)
    {
      *reason = N_("There is no call to answer.");
      return FALSE;
    }
  if (side == self->side[self->n_calls - 1])
    {
      *reason = N_("A side cannot answer its own call.");
      return FALSE;
    }
  return TRUE;
}

/**
 * truco_bet_accept:
 *
 * Accepts the pending call; the raise right goes to the accepting side.
 */
void
truco_bet_accept (TrucoBet *self)
{
  guint last_side;

  g_assert (self->status == TRUCO_BET_PENDING);

  last_side = self->side[self->n_calls - 1];
  self->status = TRUCO_BET_ACCEPTED;
  /* The raise right goes to the accepting side (two sides). */
  self->raise_right = last_side == 0 ? 1 : 0;
}

/**
 * truco_bet_reject:
 *
 * Refuses the pending call: the bet closes.
 */
void
truco_bet_reject (TrucoBet *self)
{
  g_assert (self->status == TRUCO_BET_PENDING);
  self->status = TRUCO_BET_REJECTED;
}

/**
 * truco_bet_cancel:
 *
 * Wipes the bet out (an envido cancelled by a flor).
 */
void
truco_bet_cancel (TrucoBet *self)
{
  self->status = TRUCO_BET_CANCELLED;
}

/**
 * truco_bet_is_pending:
 *
 * Returns: %TRUE while a call waits for its answer
 */
gboolean
truco_bet_is_pending (const TrucoBet *self)
{
  return self->status == TRUCO_BET_PENDING;
}

/**
 * truco_bet_get_last_side:
 *
 * Returns: the side of the last call, or -1
 */
int
truco_bet_get_last_side (const TrucoBet *self)
{
  return self->n_calls ? self->side[self->n_calls - 1] : -1;
}

/**
 * truco_bet_get_last_step:
 *
 * Returns: (nullable): the row of the last call
 */
const TrucoLadderStep *
truco_bet_get_last_step (const TrucoBet *self)
{
  return self->n_calls ? &self->spec->steps[self->step[self->n_calls - 1]] : NULL;
}

/**
 * truco_bet_accepted_value:
 *
 * Returns: what the calls so far are worth to @winner once accepted
 */
guint
truco_bet_accepted_value (const TrucoBet        *self,
                             const TrucoBetContext *ctx,
                             guint                     winner)
{
  return truco_bet_value_at (self, self->n_calls, ctx, winner);
}

/**
 * truco_bet_accepted_wins_game:
 * @self: a bet with at least one call
 * @ctx: the scores and options
 *
 * Whether the calls so far, once accepted, make their winner win the
 * chico (game) outright, whichever side wins them: a falta that wins the
 * chico by falta_mode (B in malas, D), a contraflor al resto
 * with cfar_winner_takes_chico=on, a remainder.  The points
 * then depend on the winner (what it needs to reach the target).
 *
 * Returns: %TRUE when accepting is playing for the chico
 */
gboolean
truco_bet_accepted_wins_game (const TrucoBet        *self,
                              const TrucoBetContext *ctx)
{
  TrucoLadderValue accepted;
  TrucoFalta falta = { FALSE, 0 };

  g_return_val_if_fail (self != NULL && ctx != NULL, FALSE);

  if (self->n_calls == 0)
    return FALSE;
  evaluate (self, self->n_calls, ctx, &accepted, NULL);
  switch (accepted.kind)
    {
    case TRUCO_STAKE_GAME:
      return TRUE;
    case TRUCO_STAKE_FALTA:
      if (accepted.points > 0 && ctx->resto_takes_game)
        return TRUE;
      return ctx->rules != NULL
             && truco_falta_value (ctx->rules, ctx->score[0], ctx->score[1], ctx->target,
                                   ctx->pica_pica, &falta, NULL, NULL)
             && falta.wins_chico;
    case TRUCO_STAKE_POINTS:
    case TRUCO_STAKE_FREE:
    case TRUCO_STAKE_REST_OF_CALLER:
    case TRUCO_STAKE_SHORTFALL:
    case TRUCO_STAKE_NONE:
    default:
      return FALSE;
    }
}

/**
 * truco_bet_rejected_value:
 *
 * Returns: what the last caller scores when his call is refused
 */
guint
truco_bet_rejected_value (const TrucoBet        *self,
                          const TrucoBetContext *ctx)
{
  TrucoLadderValue accepted, rejected;
  guint k = self->n_calls;

  g_return_val_if_fail (k > 0, 0);

  evaluate (self, k, ctx, &accepted, &rejected);
  /* "Los tantos queridos hasta ese momento" are the value of the
   * calls before the last; the last caller scores them. */
  return resolve (self, &rejected, (int) k - 2, ctx, self->side[k - 1]);
}

/**
 * truco_bet_stake:
 *
 * Returns: the value of the calls accepted so far (the value of the hand for a truco ladder)
 */
guint
truco_bet_stake (const TrucoBet        *self,
                    const TrucoBetContext *ctx,
                    guint                     winner)
{
  guint k = self->n_calls;

  if (self->status == TRUCO_BET_PENDING || self->status == TRUCO_BET_REJECTED)
    k--;
  return truco_bet_value_at (self, k, ctx, winner);
}

/**
 * truco_bet_may_call:
 *
 * Returns: %FALSE when @side can call nothing at all now (a quick test before the rows)
 */
gboolean
truco_bet_may_call (const TrucoBet *self,
                    guint           side)
{
  Row last;

  switch (self->status)
    {
    case TRUCO_BET_IDLE:
      return TRUE;
    case TRUCO_BET_PENDING:
      last = row_of (self->spec, self->step[self->n_calls - 1]);
      return side != self->side[self->n_calls - 1] && !(last.flags & ROW_FINAL);
    case TRUCO_BET_ACCEPTED:
      last = row_of (self->spec, self->step[self->n_calls - 1]);
      return self->spec->raise_right != TRUCO_RAISE_ANSWERING_SIDE && !(last.flags & ROW_FINAL)
             && (self->raise_right < 0 || (int) side == self->raise_right);
    default:
      return FALSE;
    }
}

/**
 * truco_bet_format_sequence:
 *
 * Writes the calls as log words separated by spaces ("envido real-envido") into @buf.
 */
void
truco_bet_format_sequence (const TrucoBet *self,
                              char              *buf,
                              gsize              size)
{
  gsize len = 0;

  if (size == 0)
    return;
  buf[0] = '\0';
  for (guint i = 0; i < self->n_calls; i++)
    {
      const TrucoLadderStep *st = &self->spec->steps[self->step[i]];
      gsize id_len = strlen (st->id);
      char number[8];
      gsize number_len = 0;

      if (st->accepted.kind == TRUCO_STAKE_FREE)
        {
          guint v = self->chosen[i];

          /* " 11": at most three digits. */
          number[number_len++] = ' ';
          if (v >= 100)
            number[number_len++] = '0' + v / 100;
          if (v >= 10)
            number[number_len++] = '0' + (v / 10) % 10;
          number[number_len++] = '0' + v % 10;
        }
      if (len + (i ? 1 : 0) + id_len + number_len + 1 > size)
        break;
      if (i)
        buf[len++] = ' ';
      memcpy (buf + len, st->id, id_len);
      len += id_len;
      memcpy (buf + len, number, number_len);
      len += number_len;
      buf[len] = '\0';
    }
}

/**
 * truco_bet_has_answer:
 * @self: a bet whose last call waits for an answer
 * @accept: the answer: accept (quiero) or refuse (no quiero)
 *
 * Whether the ladder has that answer at this step: a Truc y Flou flor,
 * for one, cannot be refused (only answered by another flor or left
 * unanswered).
 *
 * Returns: %TRUE when the answer exists
 */
gboolean
truco_bet_has_answer (const TrucoBet *self,
                      gboolean        accept)
{
  const TrucoLadderStep *row = truco_bet_get_last_step (self);

  if (row == NULL || self->status != TRUCO_BET_PENDING)
    return FALSE;
  return (accept ? row->accepted.kind : row->rejected.kind) != TRUCO_STAKE_NONE;
}

/* ------------------------------------------------------------------ */
/* Checking descriptors                                                 */

static gboolean
field_error (GError **error, const char *field, const char *why)
{
  /* Descriptors are written by developers: the message is not translated. */
  g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE, "ladder descriptor: %s %s", field, why);
  return FALSE;
}

/**
 * truco_ladder_check:
 * @ladder: a ladder descriptor
 * @error: return location for a #GError
 *
 * Refuses an inconsistent ladder descriptor with a message naming the
 * field: no id, name or calls, or more calls than the machine runs, a call
 * without its words (as said, in logs, its answers), two calls with one
 * log word, a stake the
 * ladder's order cannot value (an increment outside the envido orders, a
 * value per flor outside a flor ladder, a named value outside the French
 * order or above the highest value that may be named), an opening-only
 * call outside the opening-then-one order, a base of 0 for the value of
 * the hand.
 *
 * Returns: %TRUE when @ladder can be played
 */
gboolean
truco_ladder_check (const TrucoLadder  *ladder,
                    GError            **error)
{
  g_return_val_if_fail (ladder != NULL, FALSE);

  if (ladder->id == NULL || ladder->id[0] == '\0')
    return field_error (error, "id", "is empty: every ladder needs its id");
  if (ladder->name == NULL || ladder->name[0] == '\0')
    return field_error (error, "name", "is empty: every ladder needs its name");
  if (ladder->kind >= TRUCO_N_BETS)
    return field_error (error, "kind", "is not a kind of ladder");
  if (ladder->order > TRUCO_LADDER_ORDER_FREE)
    return field_error (error, "order", "is not an order of calls");
  if (ladder->raise_right > TRUCO_RAISE_OTHER_SIDE)
    return field_error (error, "raise_right", "is not a raise right");
  if (ladder->n_steps == 0 || ladder->steps == NULL)
    return field_error (error, "steps", "is empty: a ladder needs at least one call");
  if (ladder->n_steps > MAX_ROWS)
    return field_error (error, "n_steps", "is more calls than a ladder may have (8)");
  if (ladder->base == 0 && ladder->kind == TRUCO_BET_TRUCO)
    return field_error (error, "base", "is 0, but a hand is worth at least 1");
  if (ladder->raise_needs_quiero && ladder->raise_right != TRUCO_RAISE_ACCEPTING_SIDE)
    return field_error (error, "raise_needs_quiero", "is set, but only the accepting side raises on that ladder");
  for (guint i = 0; i < ladder->n_steps; i++)
    {
      const TrucoLadderStep *step = &ladder->steps[i];
      const TrucoStake *stakes[2] = { &step->accepted, &step->rejected };

      if (step->call == NULL || step->call[0] == '\0')
        return field_error (error, "steps[].call", "is empty: every call needs its word");
      if (step->id == NULL || step->id[0] == '\0' || strchr (step->id, ' ') != NULL)
        return field_error (error, "steps[].id", "is empty or has a space: every call needs one word in logs");
      if (step->accept_word == NULL || step->accept_word[0] == '\0')
        return field_error (error, "steps[].accept_word", "is empty: every call needs the word that accepts it");
      if (step->reject_word == NULL || step->reject_word[0] == '\0')
        return field_error (error, "steps[].reject_word", "is empty: every call needs the word that refuses it");
      for (guint k = 0; k < i; k++)
        if (strcmp (ladder->steps[k].id, step->id) == 0)
          return field_error (error, "steps[].id", "is another call's word too");
      if (step->accepted.kind == TRUCO_STAKE_NONE)
        return field_error (error, "steps[].accepted", "is none: every call can be accepted");
      if (step->opening_only && ladder->order != TRUCO_LADDER_ORDER_OPENING_THEN_ONE)
        return field_error (error, "steps[].opening_only", "is set outside the opening-then-one order");
      if (step->accepted.kind == TRUCO_STAKE_FREE && ladder->max_chosen <= ladder->base)
        return field_error (error, "max_chosen", "leaves no value to name above the base");
      for (guint k = 0; k < 2; k++)
        {
          const char *field = k == 0 ? "steps[].accepted" : "steps[].rejected";

          if (stakes[k]->kind > TRUCO_STAKE_SHORTFALL)
            return field_error (error, field, "is not a kind of stake");
          if (stakes[k]->per_flor != 0 && ladder->kind != TRUCO_BET_FLOR)
            return field_error (error, field, "counts flors on a ladder that is not a flor ladder");
          if (stakes[k]->kind == TRUCO_STAKE_ADD && ladder->order != TRUCO_LADDER_ORDER_SUBSEQUENCE
              && ladder->order != TRUCO_LADDER_ORDER_ANY)
            return field_error (error, field, "adds to the value outside the envido orders");
          if (stakes[k]->kind == TRUCO_STAKE_FREE && ladder->order != TRUCO_LADDER_ORDER_FREE)
            return field_error (error, field, "lets the caller name the value outside the free order");
        }
    }
  return TRUE;
}
