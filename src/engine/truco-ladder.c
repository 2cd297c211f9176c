/* truco-ladder.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Values of call sequences on the betting ladders (rules.md §1.4).
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "truco-ladder.h"

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
 * envido ladder "envido, real envido" is worth 5 accepted and 2 refused
 * (rules.md §2.7).  A falta is returned as %TRUCO_STAKE_FALTA: value it
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
