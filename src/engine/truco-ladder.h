/* truco-ladder.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "truco-explanation.h"
#include "truco-variant.h"

G_BEGIN_DECLS

/* The value of a sequence of calls on one betting ladder (the tables of
 * truco-variant.h): what it is worth accepted and what the last caller
 * scores when it is refused.  Who may call next is the state machine's
 * business (TRUCO_RAISE_*); this checks only the order of the calls. */

typedef struct
{
  TrucoStakeKind kind;    /* POINTS, FALTA (points = the flor extra), GAME, FREE,
                           * REST_OF_CALLER / SHORTFALL (points = their extra), NONE */
  int            points;
} TrucoLadderValue;

/* Refuses an inconsistent descriptor with a message naming the field. */
gboolean truco_ladder_check     (const TrucoLadder *ladder,
                                 GError           **error);
int      truco_ladder_find_call (const TrucoLadder *ladder,
                                 const char        *call);
gboolean truco_ladder_evaluate  (const TrucoLadder *ladder,
                                 const guint       *calls,
                                 guint              n_calls,
                                 guint              n_flors,
                                 TrucoLadderValue  *out_accepted,
                                 TrucoLadderValue  *out_rejected,
                                 GError           **error);



/*
 * The betting machine: one generic state machine that runs the ladders of
 * the variant descriptors (TrucoLadder, truco-variant.h) as they are.  How
 * calls may follow one another comes from the ladder's order, who may
 * raise from its raise right, the values from its stakes.  A bet is a
 * small value (no allocation): the game keeps one per kind of ladder and a
 * stack of the pending ones (a truco can wait under an envido answer
 * until the envido is settled).
 */

#define TRUCO_BET_MAX_CALLS 24
#define TRUCO_BET_STACK_DEPTH 4

/* The index of the step whose log word (TrucoLadderStep.id) is @id, or -1. */
int      truco_ladder_find_step (const TrucoLadder *ladder,
                                 const char        *id);

/**
 * TrucoBetContext:
 * What a value needs from the table: scores, target, flors sung.
 */
typedef struct {
  const TrucoRules *rules;         /* for the falta (its falta_mode, malas and buenas) */
  guint             score[2];      /* the two sides' scores when the bet is decided */
  guint             target;        /* 30, 15, 12, 25, 5 */
  gboolean          pica_pica;     /* a pica-pica duel: falta 6 */
  guint             n_flors;       /* flors sung in the contest */
  gboolean          resto_takes_game; /* cfar_winner_takes_chico=on */
} TrucoBetContext;

/* Sets up a context for @rules (its target and options). */
void truco_bet_context_init (TrucoBetContext  *ctx,
                             const TrucoRules *rules);

typedef enum {
  TRUCO_BET_IDLE,     /* nothing called */
  TRUCO_BET_PENDING,  /* the last call waits for an answer */
  TRUCO_BET_ACCEPTED, /* the last call was accepted */
  TRUCO_BET_REJECTED, /* the last call was refused: closed */
  TRUCO_BET_CANCELLED /* wiped out (an envido cancelled by a flor) */
} TrucoBetStatus;

/**
 * TrucoBet:
 * The state of one ladder in one hand.  Plain value, copy freely.
 */
typedef struct {
  const TrucoLadder     *spec;        /* the ladder it runs on */
  guint8                 status;      /* TrucoBetStatus */
  guint8                 n_calls;
  gint8                  raise_right; /* side that may call next when nothing is pending; -1 either */
  guint8                 step[TRUCO_BET_MAX_CALLS];
  guint8                 side[TRUCO_BET_MAX_CALLS];
  guint8                 chosen[TRUCO_BET_MAX_CALLS];
} TrucoBet;

void     truco_bet_init          (TrucoBet           *self,
                                  const TrucoLadder  *spec);
/* TRUE when @side may call @step now (with @chosen for a call whose value
 * the caller names); else
 * @reason (untranslated, pass through _() to show) says why. */
gboolean truco_bet_check_call    (const TrucoBet     *self,
                                     guint                  step,
                                     guint                  side,
                                     guint                  chosen,
                                     const char           **reason);
/* A call over a pending call of the other side accepts it first. */
void     truco_bet_call          (TrucoBet           *self,
                                     guint                  step,
                                     guint                  side,
                                     guint                  chosen);
gboolean truco_bet_check_answer  (const TrucoBet     *self,
                                     guint                  side,
                                     const char           **reason);
void     truco_bet_accept        (TrucoBet           *self);
void     truco_bet_reject        (TrucoBet           *self);
void     truco_bet_cancel        (TrucoBet           *self);

gboolean truco_bet_is_pending    (const TrucoBet     *self);
/* The side that made the last call; -1 when none. */
int      truco_bet_get_last_side (const TrucoBet     *self);
const TrucoLadderStep *truco_bet_get_last_step (const TrucoBet *self);
/* The points at stake for @winner when the calls so far are accepted
 * (the hand value for a truco ladder). */
guint    truco_bet_accepted_value (const TrucoBet        *self,
                                      const TrucoBetContext *ctx,
                                      guint                     winner);
/* Whether whoever wins the calls so far, once accepted, wins the chico
 * (game) outright: a falta that wins the chico (falta_mode B in malas, D),
 * a contraflor al resto with cfar_winner_takes_chico=on, a remainder. */
gboolean truco_bet_accepted_wins_game (const TrucoBet        *self,
                                       const TrucoBetContext *ctx);
/* The points the last caller scores when its call is refused. */
guint    truco_bet_rejected_value (const TrucoBet        *self,
                                      const TrucoBetContext *ctx);
/* The value of the calls that were accepted so far (hand value while a
 * raise is pending). */
guint    truco_bet_stake          (const TrucoBet        *self,
                                      const TrucoBetContext *ctx,
                                      guint                     winner);
/* A quick test: can @side call anything at all in this bet now? */
gboolean truco_bet_may_call          (const TrucoBet           *self,
                                      guint                     side);
/* Writes the sequence as ids separated by spaces ("envido real-envido")
 * into @buf. */
void     truco_bet_format_sequence (const TrucoBet *self,
                                       char              *buf,
                                       gsize              size);

/* The falta value for @winner, from the shared evaluator. */
guint    truco_bet_falta_value      (const TrucoBetContext *ctx,
                                     guint                  winner);

/* Explanations (steps of truco-explanation.h) of what the calls so far
 * are worth: accepted and won by @winner, or refused.  Each returns the
 * points, as truco_bet_accepted_value() and truco_bet_rejected_value(). */
void     truco_bet_explain_calls    (const TrucoBet        *self,
                                     const TrucoBetContext *ctx,
                                     guint                  winner,
                                     TrucoExplanation      *explanation);
guint    truco_bet_explain_accepted (const TrucoBet        *self,
                                     const TrucoBetContext *ctx,
                                     guint                  winner,
                                     TrucoExplanation      *explanation);
guint    truco_bet_explain_refused  (const TrucoBet        *self,
                                     const TrucoBetContext *ctx,
                                     TrucoExplanation      *explanation);
guint    truco_bet_explain_outcome  (const TrucoBet        *self,
                                     const TrucoBetContext *ctx,
                                     guint                  winner,
                                     TrucoExplanation      *explanation);
/* Whether the pending call can be accepted (@accept) or refused at all. */
gboolean truco_bet_has_answer       (const TrucoBet        *self,
                                     gboolean               accept);
/* Plays @calls (rows of @table, sides alternating from @first_side) and
 * explains the answer; FALSE with @error when a call or the answer is not
 * legal there.  @chosen: French raise values, or NULL. */
gboolean truco_bet_evaluate         (const TrucoLadder     *ladder,
                                     const guint           *calls,
                                     const guint           *chosen,
                                     guint                  n_calls,
                                     guint                  first_side,
                                     gboolean               accepted,
                                     guint                  winner,
                                     const TrucoBetContext *ctx,
                                     guint                 *out_points,
                                     TrucoExplanation      *explanation,
                                     GError               **error);
/**
 * TrucoBetStack:
 * The pending ladders of a hand, the most recent on top.
 */
typedef struct {
  guint8 n;
  guint8 items[TRUCO_BET_STACK_DEPTH]; /* indices into the game's ladders */
} TrucoBetStack;

static inline void
truco_bet_stack_push (TrucoBetStack *stack, guint item)
{
  g_assert (stack->n < TRUCO_BET_STACK_DEPTH);
  stack->items[stack->n++] = item;
}

static inline int
truco_bet_stack_top (const TrucoBetStack *stack)
{
  return stack->n ? stack->items[stack->n - 1] : -1;
}

static inline void
truco_bet_stack_pop (TrucoBetStack *stack)
{
  g_assert (stack->n > 0);
  stack->n--;
}

G_END_DECLS
