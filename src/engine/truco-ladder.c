/* truco-ladder.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "truco-ladder.h"

/*
 * The ladder tables of rules.md, one row per call.  The values are those of
 * the tables in §2.6 (truco), §2.7 (envido), §2.9 (flor), §3 (Catalan truc),
 * §4 (French raises), §5.4–§5.6 (Truc y Flou) and §6 (Put); the tests in
 * tests/engine/test-ladder.c walk every row.
 */

#define Q "quiero", "no-quiero"

/* §2.6: truco 2 (refused 1), retruco 3 (2), vale cuatro 4 (3). */
static const TrucoBetRow ar_truco_steps[] = {
  { "truco",       "truco",       1, 1, 0,                                            0, TRUCO_BET_VALUE_FIXED, 2, TRUCO_BET_VALUE_FIXED, 1, Q },
  { "retruco",     "retruco",     2, 1, TRUCO_BET_ROW_NOT_OPENING,                       0, TRUCO_BET_VALUE_FIXED, 3, TRUCO_BET_VALUE_FIXED, 2, Q },
  { "vale-cuatro", "vale cuatro", 3, 1, TRUCO_BET_ROW_NOT_OPENING | TRUCO_BET_ROW_FINAL,    0, TRUCO_BET_VALUE_FIXED, 4, TRUCO_BET_VALUE_FIXED, 3, Q },
};

/* §2.7 canonical ladder: a non-empty subsequence of E E R F. */
static const TrucoBetRow ar_envido_steps[] = {
  { "envido",       "envido",       1, 2, 0,                2, TRUCO_BET_VALUE_SUM,   0, TRUCO_BET_VALUE_PREVIOUS, 1, Q },
  { "real-envido",  "real envido",  2, 1, 0,                3, TRUCO_BET_VALUE_SUM,   0, TRUCO_BET_VALUE_PREVIOUS, 1, Q },
  { "falta-envido", "falta envido", 3, 1, TRUCO_BET_ROW_FINAL, 0, TRUCO_BET_VALUE_FALTA, 0, TRUCO_BET_VALUE_PREVIOUS, 1, Q },
};

/* §2.7 envido_ladder=free: any number of envido and real envido in any
 * order, closed by falta envido; values accumulate the same way. */
static const TrucoBetRow ar_envido_free_steps[] = {
  { "envido",       "envido",       1, 255, 0,                2, TRUCO_BET_VALUE_SUM,   0, TRUCO_BET_VALUE_PREVIOUS, 1, Q },
  { "real-envido",  "real envido",  1, 255, 0,                3, TRUCO_BET_VALUE_SUM,   0, TRUCO_BET_VALUE_PREVIOUS, 1, Q },
  { "falta-envido", "falta envido", 2, 1,   TRUCO_BET_ROW_FINAL, 0, TRUCO_BET_VALUE_FALTA, 0, TRUCO_BET_VALUE_PREVIOUS, 1, Q },
};

#define FQ "con-flor-quiero", "con-flor-me-achico"
#define FQR "con-flor-quiero", "con-flor-no-quiero"

/* §2.9 flor_scheme=reglamento, flor_contest_base=3.  A flor answered by a
 * flor (or "con flor quiero") is worth 3 to the best; "con flor me achico"
 * gives the singer 3; contraflor 3 per flor (refused: 3 to its caller);
 * contraflor al resto the resto + 3 per flor (refused: the previous value). */
static const TrucoBetRow ar_flor_steps[] = {
  { "flor",                "flor",                1, 1, TRUCO_BET_ROW_OPENING_ONLY,                   0, TRUCO_BET_VALUE_FIXED,      3, TRUCO_BET_VALUE_FIXED,    3, FQ },
  { "contraflor",          "contraflor",          2, 1, TRUCO_BET_ROW_NOT_OPENING,                    0, TRUCO_BET_VALUE_PER_FLOR,   3, TRUCO_BET_VALUE_FIXED,    3, FQ },
  { "contraflor-al-resto", "contraflor al resto", 3, 1, TRUCO_BET_ROW_NOT_OPENING | TRUCO_BET_ROW_FINAL, 0, TRUCO_BET_VALUE_RESTO_FLOR, 3, TRUCO_BET_VALUE_PREVIOUS, 3, FQR },
};

/* flor_contest_base=3n: the plain contest pays 3 per flor sung (C2). */
static const TrucoBetRow ar_flor_3n_steps[] = {
  { "flor",                "flor",                1, 1, TRUCO_BET_ROW_OPENING_ONLY,                   0, TRUCO_BET_VALUE_PER_FLOR,   3, TRUCO_BET_VALUE_FIXED,    3, FQ },
  { "contraflor",          "contraflor",          2, 1, TRUCO_BET_ROW_NOT_OPENING,                    0, TRUCO_BET_VALUE_PER_FLOR,   3, TRUCO_BET_VALUE_FIXED,    3, FQ },
  { "contraflor-al-resto", "contraflor al resto", 3, 1, TRUCO_BET_ROW_NOT_OPENING | TRUCO_BET_ROW_FINAL, 0, TRUCO_BET_VALUE_RESTO_FLOR, 3, TRUCO_BET_VALUE_PREVIOUS, 3, FQR },
};

/* flor_scheme=four_point (X-CLARIN): con flor quiero 4, me achico 3,
 * contraflor accepted 6, refused 4; al resto as in the reglamento. */
static const TrucoBetRow ar_flor_four_steps[] = {
  { "flor",                "flor",                1, 1, TRUCO_BET_ROW_OPENING_ONLY,                   0, TRUCO_BET_VALUE_FIXED,      4, TRUCO_BET_VALUE_FIXED,    3, FQ },
  { "contraflor",          "contraflor",          2, 1, TRUCO_BET_ROW_NOT_OPENING,                    0, TRUCO_BET_VALUE_FIXED,      6, TRUCO_BET_VALUE_FIXED,    4, FQ },
  { "contraflor-al-resto", "contraflor al resto", 3, 1, TRUCO_BET_ROW_NOT_OPENING | TRUCO_BET_ROW_FINAL, 0, TRUCO_BET_VALUE_RESTO_FLOR, 3, TRUCO_BET_VALUE_PREVIOUS, 4, FQR },
};

/* §3: truc 2 (refused 1), retruc 3 (2); nothing above. */
static const TrucoBetRow cat_truc_steps[] = {
  { "truc",   "truc",   1, 1, 0,                                         0, TRUCO_BET_VALUE_FIXED, 2, TRUCO_BET_VALUE_FIXED, 1, "vull", "no-vull" },
  { "retruc", "retruc", 2, 1, TRUCO_BET_ROW_NOT_OPENING | TRUCO_BET_ROW_FINAL, 0, TRUCO_BET_VALUE_FIXED, 3, TRUCO_BET_VALUE_FIXED, 2, "vull", "no-vull" },
};

/* §4: a raise names any higher value (C23); "our remainder" raises to the
 * game.  Refused: the raiser scores the old value. */
static const TrucoBetRow fr_raise_steps[] = {
  { "raise",     "raise",          1, 255, TRUCO_BET_ROW_CHOSEN, 0, TRUCO_BET_VALUE_CHOSEN, 0, TRUCO_BET_VALUE_PREVIOUS, 1, "play-on", "concede" },
  { "remainder", "our remainder",  2, 1,   TRUCO_BET_ROW_FINAL,  0, TRUCO_BET_VALUE_GAME,   0, TRUCO_BET_VALUE_PREVIOUS, 1, "play-on", "concede" },
};

/* §5.4: j'embide (unchallenged +1, cantar +2); a raise of k (fold: raisers
 * +2; cantar: best 1 + k); restou; mi falta; restou y troucou. */
static const TrucoBetRow tyf_embit_steps[] = {
  { "embide",           "j'embide",         1, 1, TRUCO_BET_ROW_OPENING_ONLY,                      0, TRUCO_BET_VALUE_FIXED,    2,  TRUCO_BET_VALUE_FIXED,    1, "cantar", "fold" },
  { "u-aoute",          "u aouté",          2, 1, TRUCO_BET_ROW_NOT_OPENING | TRUCO_BET_ROW_FINAL,    0, TRUCO_BET_VALUE_FIXED,    2,  TRUCO_BET_VALUE_PREVIOUS, 1, "cantar", "fold" },
  { "dus-de-mes",       "dus de mes",       2, 1, TRUCO_BET_ROW_NOT_OPENING | TRUCO_BET_ROW_FINAL,    0, TRUCO_BET_VALUE_FIXED,    3,  TRUCO_BET_VALUE_PREVIOUS, 1, "cantar", "fold" },
  { "detz-de-mes",      "detz de mes",      2, 1, TRUCO_BET_ROW_NOT_OPENING | TRUCO_BET_ROW_FINAL,    0, TRUCO_BET_VALUE_FIXED,    11, TRUCO_BET_VALUE_PREVIOUS, 1, "cantar", "fold" },
  { "restou",           "restou",           2, 1, TRUCO_BET_ROW_NOT_OPENING | TRUCO_BET_ROW_FINAL,    0, TRUCO_BET_VALUE_RESTOU,   0,  TRUCO_BET_VALUE_PREVIOUS, 1, "cantar", "fold" },
  { "mi-falta",         "mi falta",         3, 1, TRUCO_BET_ROW_OPENING_ONLY | TRUCO_BET_ROW_FINAL,   0, TRUCO_BET_VALUE_MI_FALTA, 0,  TRUCO_BET_VALUE_FIXED,    1, "cantar", "fold" },
  { "restou-y-troucou", "restou y troucou", 3, 1, TRUCO_BET_ROW_OPENING_ONLY | TRUCO_BET_ROW_FINAL,   0, TRUCO_BET_VALUE_GAME,     0,  TRUCO_BET_VALUE_FIXED,    1, "cantar", "fold" },
};

/* §5.5: flor (flor tambien: best +3), alimidou con flor (silent: +3 to the
 * challengers; alimidou cantar: best +5, ASSUMPTION), alibarestou con flor
 * (fold: +5; repeated: the best flor wins the round). */
static const TrucoBetRow tyf_flor_steps[] = {
  { "flor",                 "flor",                 1, 1, TRUCO_BET_ROW_OPENING_ONLY,                   0, TRUCO_BET_VALUE_FIXED, 3, TRUCO_BET_VALUE_FIXED,    3, "flor-tambien", "fold" },
  { "alimidou-con-flor",    "alimidou con flor",    2, 1, TRUCO_BET_ROW_NOT_OPENING,                    0, TRUCO_BET_VALUE_FIXED, 5, TRUCO_BET_VALUE_FIXED,    3, "alimidou-cantar", "fold" },
  { "alibarestou-con-flor", "alibarestou con flor", 3, 1, TRUCO_BET_ROW_NOT_OPENING | TRUCO_BET_ROW_FINAL, 0, TRUCO_BET_VALUE_GAME,  0, TRUCO_BET_VALUE_PREVIOUS, 5, "alibarestou-con-flor", "fold" },
};

/* §5.6: truc 2, retruc 3, balou quatro 4, balou seiz 6, balou Partido the
 * round; "no" gives the last bidder the existing level. */
static const TrucoBetRow tyf_truc_steps[] = {
  { "truc",          "truc",          1, 1, 0,                                         0, TRUCO_BET_VALUE_FIXED, 2, TRUCO_BET_VALUE_FIXED, 1, "yes", "no" },
  { "retruc",        "retruc",        2, 1, TRUCO_BET_ROW_NOT_OPENING,                    0, TRUCO_BET_VALUE_FIXED, 3, TRUCO_BET_VALUE_FIXED, 2, "yes", "no" },
  { "balou-quatro",  "balou quatro",  3, 1, TRUCO_BET_ROW_NOT_OPENING,                    0, TRUCO_BET_VALUE_FIXED, 4, TRUCO_BET_VALUE_FIXED, 3, "yes", "no" },
  { "balou-seiz",    "balou seiz",    4, 1, TRUCO_BET_ROW_NOT_OPENING,                    0, TRUCO_BET_VALUE_FIXED, 6, TRUCO_BET_VALUE_FIXED, 4, "yes", "no" },
  { "balou-partido", "balou Partido", 5, 1, TRUCO_BET_ROW_NOT_OPENING | TRUCO_BET_ROW_FINAL, 0, TRUCO_BET_VALUE_GAME,  0, TRUCO_BET_VALUE_FIXED, 6, "yes", "no" },
};

/* §6: put; resign gives the putter 1, playing on plays for the game. */
static const TrucoBetRow put_steps[] = {
  { "put", "put", 1, 1, TRUCO_BET_ROW_FINAL, 0, TRUCO_BET_VALUE_GAME, 0, TRUCO_BET_VALUE_FIXED, 1, "play-on", "resign" },
};

#define STEPS(s) s, G_N_ELEMENTS (s)

static const TrucoBetTable specs[] = {
  /* id                  family                       steps                        base chain  mix    reopens max_chosen */
  { "ar-truco",           TRUCO_BET_FAMILY_TRUCO,  STEPS (ar_truco_steps),       1, TRUE,  FALSE, TRUE,  0, TRUE },
  { "ar-envido",          TRUCO_BET_FAMILY_ENVIDO, STEPS (ar_envido_steps),      0, FALSE, FALSE, FALSE, 0 },
  { "ar-envido-free",     TRUCO_BET_FAMILY_ENVIDO, STEPS (ar_envido_free_steps), 0, FALSE, TRUE,  FALSE, 0 },
  { "ar-flor",            TRUCO_BET_FAMILY_FLOR,   STEPS (ar_flor_steps),        0, FALSE, FALSE, FALSE, 0 },
  { "ar-flor-3n",         TRUCO_BET_FAMILY_FLOR,   STEPS (ar_flor_3n_steps),     0, FALSE, FALSE, FALSE, 0 },
  { "ar-flor-four-point", TRUCO_BET_FAMILY_FLOR,   STEPS (ar_flor_four_steps),   0, FALSE, FALSE, FALSE, 0 },
  { "cat-truc",           TRUCO_BET_FAMILY_TRUCO,  STEPS (cat_truc_steps),       1, TRUE,  FALSE, TRUE,  0 },
  { "fr-raise",           TRUCO_BET_FAMILY_TRUCO,  STEPS (fr_raise_steps),       1, FALSE, FALSE, TRUE,  11 },
  { "tyf-embit",          TRUCO_BET_FAMILY_ENVIDO, STEPS (tyf_embit_steps),      0, FALSE, FALSE, FALSE, 0 },
  { "tyf-flor",           TRUCO_BET_FAMILY_FLOR,   STEPS (tyf_flor_steps),       0, TRUE,  FALSE, FALSE, 0 },
  { "tyf-truc",           TRUCO_BET_FAMILY_TRUCO,  STEPS (tyf_truc_steps),       1, TRUE,  FALSE, TRUE,  0 },
  { "put-put",            TRUCO_BET_FAMILY_TRUCO,  STEPS (put_steps),            1, TRUE,  FALSE, FALSE, 0 },
};

const TrucoBetTable *
truco_bet_spec_lookup (const char *id)
{
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (specs); i++)
    if (strcmp (specs[i].id, id) == 0)
      return &specs[i];
  return NULL;
}

guint
truco_bet_spec_get_count (void)
{
  return G_N_ELEMENTS (specs);
}

const TrucoBetTable *
truco_bet_spec_get_nth (guint index)
{
  g_return_val_if_fail (index < G_N_ELEMENTS (specs), NULL);
  return &specs[index];
}

int
truco_bet_spec_find_step (const TrucoBetTable *spec,
                             const char            *id)
{
  for (guint i = 0; i < spec->n_steps; i++)
    if (strcmp (spec->steps[i].id, id) == 0)
      return i;
  return -1;
}

void
truco_bet_context_init (TrucoBetContext *ctx,
                           guint               target,
                           guint               half)
{
  memset (ctx, 0, sizeof *ctx);
  ctx->target = target;
  ctx->half = half;
  ctx->falta_mode = TRUCO_BET_FALTA_A;
}

static guint
game_value (const TrucoBetContext *ctx,
            guint                     winner)
{
  guint s = ctx->score[winner & 1];

  return s < ctx->target ? ctx->target - s : 1;
}

guint
truco_bet_falta_value (const TrucoBetContext *ctx,
                   guint                     winner)
{
  guint leader = MAX (ctx->score[0], ctx->score[1]);
  guint to_target = leader < ctx->target ? ctx->target - leader : 1;

  /* §2.3: in pica-pica the falta is worth 6. */
  if (ctx->falta_cap)
    return ctx->falta_cap;

  switch (ctx->falta_mode)
    {
    case TRUCO_BET_FALTA_B:
      if (ctx->half && leader < ctx->half)
        return game_value (ctx, winner);
      return to_target;
    case TRUCO_BET_FALTA_C:
      if (ctx->half && leader < ctx->half)
        return ctx->half - leader;
      return to_target;
    case TRUCO_BET_FALTA_D:
      return game_value (ctx, winner);
    case TRUCO_BET_FALTA_A:
    default:
      return to_target;
    }
}

static guint
value_at (const TrucoBet        *self,
          guint                     k,
          const TrucoBetContext *ctx,
          guint                     winner)
{
  const TrucoBetRow *st;
  guint caller, sum = 0, rest;

  if (k == 0)
    return self->spec->base_value;

  st = &self->spec->steps[self->step[k - 1]];
  caller = self->side[k - 1];

  switch (st->accept_kind)
    {
    case TRUCO_BET_VALUE_FIXED:
      return st->accept_n;
    case TRUCO_BET_VALUE_SUM:
      for (guint i = 0; i < k; i++)
        sum += self->spec->steps[self->step[i]].increment;
      return sum;
    case TRUCO_BET_VALUE_CHOSEN:
      return self->chosen[k - 1];
    case TRUCO_BET_VALUE_FALTA:
      return truco_bet_falta_value (ctx, winner);
    case TRUCO_BET_VALUE_RESTO_FLOR:
      if (ctx->resto_takes_game)
        return game_value (ctx, winner);
      return truco_bet_falta_value (ctx, winner) + st->accept_n * ctx->n_flors;
    case TRUCO_BET_VALUE_PER_FLOR:
      return st->accept_n * ctx->n_flors;
    case TRUCO_BET_VALUE_GAME:
      return game_value (ctx, winner);
    case TRUCO_BET_VALUE_RESTOU:
      rest = game_value (ctx, caller);
      return winner == caller ? rest : rest + 1;
    case TRUCO_BET_VALUE_MI_FALTA:
      if (winner == caller)
        return game_value (ctx, winner);
      return 1 + game_value (ctx, caller);
    case TRUCO_BET_VALUE_PREVIOUS:
    case TRUCO_BET_VALUE_NONE:
    default:
      g_assert_not_reached ();
    }
  return 0;
}

void
truco_bet_init (TrucoBet           *self,
                   const TrucoBetTable *spec)
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

gboolean
truco_bet_check_call (const TrucoBet  *self,
                         guint               step,
                         guint               side,
                         guint               chosen,
                         const char        **reason)
{
  const TrucoBetTable *spec = self->spec;
  const TrucoBetRow *st;
  const char *dummy;

  if (reason == NULL)
    reason = &dummy;

  if (step >= spec->n_steps)
    {
      *reason = N_("This call does not exist in this ladder.");
      return FALSE;
    }
  st = &spec->steps[step];

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
      if (st->flags & TRUCO_BET_ROW_NOT_OPENING)
        {
          *reason = N_("This call can only raise an earlier call.");
          return FALSE;
        }
      if (spec->chain && st->rank != 1)
        {
          *reason = N_("The calls of this ladder must come in order.");
          return FALSE;
        }
    }
  else
    {
      const TrucoBetRow *last = &spec->steps[self->step[self->n_calls - 1]];
      guint last_side = self->side[self->n_calls - 1];

      if (self->status == TRUCO_BET_ACCEPTED && !spec->reopens)
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
      if (last->flags & TRUCO_BET_ROW_FINAL)
        {
          *reason = N_("Nothing can be called above the last call.");
          return FALSE;
        }
      if (st->flags & TRUCO_BET_ROW_OPENING_ONLY)
        {
          *reason = N_("This call can only open the bet.");
          return FALSE;
        }
      if (spec->chain)
        {
          if (st->rank != last->rank + 1)
            {
              *reason = N_("The calls of this ladder must come in order.");
              return FALSE;
            }
        }
      else if (st->rank < last->rank
               || (st->rank == last->rank && !spec->mix_rank
                   && step != self->step[self->n_calls - 1]))
        {
          *reason = N_("A raise cannot go back down the ladder.");
          return FALSE;
        }
    }

  if (count_step (self, step) >= st->max_times)
    {
      *reason = N_("This call has already been made as often as it may be.");
      return FALSE;
    }

  if (st->flags & TRUCO_BET_ROW_CHOSEN)
    {
      guint current = self->n_calls && self->spec->steps[self->step[self->n_calls - 1]].accept_kind == TRUCO_BET_VALUE_CHOSEN
                      ? self->chosen[self->n_calls - 1] : spec->base_value;

      if (chosen <= current || chosen > spec->max_chosen)
        {
          *reason = N_("A raise must name a higher value, below the whole game.");
          return FALSE;
        }
    }

  return TRUE;
}

void
truco_bet_call (TrucoBet *self,
                   guint        step,
                   guint        side,
                   guint        chosen)
{
  g_assert (truco_bet_check_call (self, step, side, chosen, NULL));

  self->step[self->n_calls] = step;
  self->side[self->n_calls] = side;
  self->chosen[self->n_calls] = (self->spec->steps[step].flags & TRUCO_BET_ROW_CHOSEN) ? chosen : 0;
  self->n_calls++;
  self->status = TRUCO_BET_PENDING;
}

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

void
truco_bet_reject (TrucoBet *self)
{
  g_assert (self->status == TRUCO_BET_PENDING);
  self->status = TRUCO_BET_REJECTED;
}

void
truco_bet_cancel (TrucoBet *self)
{
  self->status = TRUCO_BET_CANCELLED;
}

gboolean
truco_bet_is_pending (const TrucoBet *self)
{
  return self->status == TRUCO_BET_PENDING;
}

int
truco_bet_get_last_side (const TrucoBet *self)
{
  return self->n_calls ? self->side[self->n_calls - 1] : -1;
}

const TrucoBetRow *
truco_bet_get_last_step (const TrucoBet *self)
{
  return self->n_calls ? &self->spec->steps[self->step[self->n_calls - 1]] : NULL;
}

guint
truco_bet_accepted_value (const TrucoBet        *self,
                             const TrucoBetContext *ctx,
                             guint                     winner)
{
  return value_at (self, self->n_calls, ctx, winner);
}

guint
truco_bet_rejected_value (const TrucoBet        *self,
                             const TrucoBetContext *ctx)
{
  const TrucoBetRow *st;
  guint k = self->n_calls;

  g_return_val_if_fail (k > 0, 0);

  st = &self->spec->steps[self->step[k - 1]];
  if (st->reject_kind == TRUCO_BET_VALUE_FIXED)
    return st->reject_n;
  g_assert (st->reject_kind == TRUCO_BET_VALUE_PREVIOUS);
  /* "Los tantos queridos hasta ese momento" (§2.7), or n for a first call. */
  return k > 1 ? value_at (self, k - 1, ctx, self->side[k - 1]) : st->reject_n;
}

guint
truco_bet_stake (const TrucoBet        *self,
                    const TrucoBetContext *ctx,
                    guint                     winner)
{
  guint k = self->n_calls;

  if (self->status == TRUCO_BET_PENDING || self->status == TRUCO_BET_REJECTED)
    k--;
  return value_at (self, k, ctx, winner);
}

gboolean
truco_bet_may_call (const TrucoBet *self,
                    guint           side)
{
  const TrucoBetRow *last;

  switch (self->status)
    {
    case TRUCO_BET_IDLE:
      return TRUE;
    case TRUCO_BET_PENDING:
      last = &self->spec->steps[self->step[self->n_calls - 1]];
      return side != self->side[self->n_calls - 1] && !(last->flags & TRUCO_BET_ROW_FINAL);
    case TRUCO_BET_ACCEPTED:
      last = &self->spec->steps[self->step[self->n_calls - 1]];
      return self->spec->reopens && !(last->flags & TRUCO_BET_ROW_FINAL)
             && (self->raise_right < 0 || (int) side == self->raise_right);
    default:
      return FALSE;
    }
}

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
      const TrucoBetRow *st = &self->spec->steps[self->step[i]];
      gsize id_len = strlen (st->id);
      char number[8];
      gsize number_len = 0;

      if (st->flags & TRUCO_BET_ROW_CHOSEN)
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
