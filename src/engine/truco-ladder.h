/* truco-ladder.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/*
 * One generic betting ladder (rules.md §1.4), parametrised by a table of
 * steps per ladder of each variant.  A ladder is a small value (no
 * allocation): the game keeps one per betting family and a stack of the
 * pending ones (a truco can wait under an envido answer, §2.5).
 */

#define TRUCO_LADDER_MAX_CALLS 24
#define TRUCO_LADDER_STACK_DEPTH 4

/**
 * TrucoValueKind:
 * How a step computes its points, when accepted or refused.
 */
typedef enum {
  TRUCO_VALUE_NONE,       /* the answer does not exist at this step */
  TRUCO_VALUE_FIXED,      /* n points */
  TRUCO_VALUE_PREVIOUS,   /* the accepted value of the calls before this one; n when it is the first call */
  TRUCO_VALUE_SUM,        /* the sum of the increments of every call so far (envido ladder) */
  TRUCO_VALUE_CHOSEN,     /* the absolute value the caller named (French raise) */
  TRUCO_VALUE_FALTA,      /* falta envido (§2.8) */
  TRUCO_VALUE_RESTO_FLOR, /* contraflor al resto: the resto plus n per flor sung (§2.9) */
  TRUCO_VALUE_PER_FLOR,   /* n per flor sung */
  TRUCO_VALUE_GAME,       /* the winner wins the game: it scores what it needs to reach the target */
  TRUCO_VALUE_RESTOU,     /* Truc y Flou restou (§5.4): the caller's rest, or rest + 1 to the other side */
  TRUCO_VALUE_MI_FALTA,   /* Truc y Flou mi falta (§5.4): the bidders win the round, or 1 + their shortfall */
} TrucoValueKind;

typedef enum {
  TRUCO_STEP_OPENING_ONLY = 1 << 0, /* only as the first call of the ladder */
  TRUCO_STEP_NOT_OPENING  = 1 << 1, /* never as the first call */
  TRUCO_STEP_FINAL        = 1 << 2, /* no raise can follow it */
  TRUCO_STEP_CHOSEN       = 1 << 3, /* the caller names the new value (French) */
  TRUCO_STEP_UNRAISABLE   = 1 << 4, /* once accepted nothing more can be called */
} TrucoStepFlags;

/**
 * TrucoLadderStep:
 * One row of a ladder table: a call, where it may come, and what it is
 * worth when accepted or refused.
 */
typedef struct {
  const char     *id;            /* the word in game logs: "real-envido" */
  const char     *name;          /* as players say it (not translated): "real envido" */
  guint8          rank;          /* calls must not go down in rank */
  guint8          max_times;     /* how often this call may appear in one sequence */
  guint8          flags;         /* TrucoStepFlags */
  guint8          increment;     /* for TRUCO_VALUE_SUM */
  TrucoValueKind  accept_kind;
  guint8          accept_n;
  TrucoValueKind  reject_kind;
  guint8          reject_n;
  const char     *accept_word;   /* the answer that accepts this call: "quiero" */
  const char     *reject_word;   /* the answer that refuses it: "no-quiero" */
} TrucoLadderStep;

typedef enum {
  TRUCO_LADDER_FAMILY_TRUCO,  /* raise the value of the hand: truco, truc, put, French raises */
  TRUCO_LADDER_FAMILY_ENVIDO, /* bet on the best point count: envido, embit */
  TRUCO_LADDER_FAMILY_FLOR,   /* bet between flors */
} TrucoLadderFamily;

/**
 * TrucoLadderSpec:
 * A whole ladder: its steps and how they chain.
 */
typedef struct {
  const char            *id;          /* "ar-envido" */
  TrucoLadderFamily      family;
  const TrucoLadderStep *steps;
  guint8                 n_steps;
  guint8                 base_value;  /* value when nothing was called (1 for the hand, 0 otherwise) */
  gboolean               chain;       /* each call must be the step right after the previous one */
  gboolean               mix_rank;    /* calls of equal rank may follow each other in any order */
  gboolean               reopens;     /* after an accept the accepting side may raise later */
  guint8                 max_chosen;  /* for CHOSEN steps: the highest value a raise may name */
} TrucoLadderSpec;

/* Looks a ladder table up by id ("ar-truco", "ar-envido", "ar-envido-free",
 * "ar-flor", "ar-flor-3n", "ar-flor-four-point", "cat-truc", "fr-raise",
 * "tyf-embit", "tyf-flor", "tyf-truc", "put-put").  NULL when unknown. */
const TrucoLadderSpec *truco_ladder_spec_lookup (const char *id);
guint                  truco_ladder_spec_get_count (void);
const TrucoLadderSpec *truco_ladder_spec_get_nth (guint index);
/* The index of the step called @id, or -1. */
int                    truco_ladder_spec_find_step (const TrucoLadderSpec *spec,
                                                    const char            *id);

typedef enum {
  TRUCO_FALTA_A, /* T - leader */
  TRUCO_FALTA_B, /* leader in malas: the winner takes the chico; else T - leader */
  TRUCO_FALTA_C, /* leader in malas: half - leader; else T - leader */
  TRUCO_FALTA_D, /* the winner takes the chico */
} TrucoFaltaMode;

/**
 * TrucoLadderContext:
 * What a value needs from the table: scores, target, flors sung.
 */
typedef struct {
  guint          score[2];    /* the two sides' scores when the bet is decided */
  guint          target;      /* 30, 15, 12, 25, 5 */
  guint          half;        /* malas/buenas boundary; 0 when the game has none */
  TrucoFaltaMode falta_mode;
  guint          falta_cap;   /* pica-pica: 6; 0 for none */
  guint          n_flors;     /* flors sung in the contest */
  gboolean       resto_takes_game; /* cfar_winner_takes_chico=on */
} TrucoLadderContext;

void truco_ladder_context_init (TrucoLadderContext *ctx,
                                guint               target,
                                guint               half);

typedef enum {
  TRUCO_LADDER_IDLE,     /* nothing called */
  TRUCO_LADDER_PENDING,  /* the last call waits for an answer */
  TRUCO_LADDER_ACCEPTED, /* the last call was accepted */
  TRUCO_LADDER_REJECTED, /* the last call was refused: closed */
  TRUCO_LADDER_CANCELLED /* wiped out (an envido cancelled by a flor) */
} TrucoLadderStatus;

/**
 * TrucoLadder:
 * The state of one ladder in one hand.  Plain value, copy freely.
 */
typedef struct {
  const TrucoLadderSpec *spec;
  guint8                 status;      /* TrucoLadderStatus */
  guint8                 n_calls;
  gint8                  raise_right; /* side that may call next when nothing is pending; -1 either */
  guint8                 step[TRUCO_LADDER_MAX_CALLS];
  guint8                 side[TRUCO_LADDER_MAX_CALLS];
  guint8                 chosen[TRUCO_LADDER_MAX_CALLS];
} TrucoLadder;

void     truco_ladder_init          (TrucoLadder           *self,
                                     const TrucoLadderSpec *spec);
/* TRUE when @side may call @step now (with @chosen for CHOSEN steps); else
 * @reason (untranslated, pass through _() to show) says why. */
gboolean truco_ladder_check_call    (const TrucoLadder     *self,
                                     guint                  step,
                                     guint                  side,
                                     guint                  chosen,
                                     const char           **reason);
/* A call over a pending call of the other side accepts it first (§1.4). */
void     truco_ladder_call          (TrucoLadder           *self,
                                     guint                  step,
                                     guint                  side,
                                     guint                  chosen);
gboolean truco_ladder_check_answer  (const TrucoLadder     *self,
                                     guint                  side,
                                     const char           **reason);
void     truco_ladder_accept        (TrucoLadder           *self);
void     truco_ladder_reject        (TrucoLadder           *self);
void     truco_ladder_cancel        (TrucoLadder           *self);

gboolean truco_ladder_is_pending    (const TrucoLadder     *self);
/* The side that made the last call; -1 when none. */
int      truco_ladder_get_last_side (const TrucoLadder     *self);
const TrucoLadderStep *truco_ladder_get_last_step (const TrucoLadder *self);
/* The points at stake for @winner when the calls so far are accepted
 * (the hand value for a truco ladder). */
guint    truco_ladder_accepted_value (const TrucoLadder        *self,
                                      const TrucoLadderContext *ctx,
                                      guint                     winner);
/* The points the last caller scores when its call is refused. */
guint    truco_ladder_rejected_value (const TrucoLadder        *self,
                                      const TrucoLadderContext *ctx);
/* The value of the calls that were accepted so far (hand value while a
 * raise is pending). */
guint    truco_ladder_stake          (const TrucoLadder        *self,
                                      const TrucoLadderContext *ctx,
                                      guint                     winner);
/* Writes the sequence as ids separated by spaces ("envido real-envido")
 * into @buf. */
void     truco_ladder_format_sequence (const TrucoLadder *self,
                                       char              *buf,
                                       gsize              size);

/* The falta value (§2.8) for @winner. */
guint    truco_falta_value          (const TrucoLadderContext *ctx,
                                     guint                     winner);

/**
 * TrucoLadderStack:
 * The pending ladders of a hand, the most recent on top.
 */
typedef struct {
  guint8 n;
  guint8 items[TRUCO_LADDER_STACK_DEPTH]; /* indices into the game's ladders */
} TrucoLadderStack;

static inline void
truco_ladder_stack_push (TrucoLadderStack *stack, guint item)
{
  g_assert (stack->n < TRUCO_LADDER_STACK_DEPTH);
  stack->items[stack->n++] = item;
}

static inline int
truco_ladder_stack_top (const TrucoLadderStack *stack)
{
  return stack->n ? stack->items[stack->n - 1] : -1;
}

static inline void
truco_ladder_stack_pop (TrucoLadderStack *stack)
{
  g_assert (stack->n > 0);
  stack->n--;
}

G_END_DECLS
