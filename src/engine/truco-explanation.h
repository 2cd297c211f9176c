/* truco-explanation.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "truco-card.h"

G_BEGIN_DECLS

/* A side of the table.  Put for three has three sides (one per player). */
typedef enum
{
  TRUCO_SIDE_A,
  TRUCO_SIDE_B,
  TRUCO_SIDE_C,
  TRUCO_SIDE_NONE,   /* no side: a parda, nobody */
} TrucoSide;

const char *truco_side_get_letter (TrucoSide side);   /* "A" "B" "C" */

/**
 * TrucoStepKind:
 *
 * The kinds of explanation steps.  Each documents its arguments: cards[],
 * numbers[] and side.  A "seat" is a side plus a seat number (A1); when a
 * step names a seat it stores its side and number in numbers[].
 */
typedef enum
{
  /* Envido, flor, embit.  Numbers are card values. */
  TRUCO_STEP_ENVIDO_PAIR,          /* cards: 2; numbers: v1 v2 total */
  TRUCO_STEP_ENVIDO_THREE_SUITED,  /* cards: 3 (the two counted first); numbers: v1 v2 total */
  TRUCO_STEP_ENVIDO_NO_PAIR,       /* cards: the highest; numbers: its value */
  TRUCO_STEP_COURTS_COUNT_ZERO,    /* cards: the court cards counted */
  TRUCO_STEP_WILD_CARD,            /* cards: the périque */
  TRUCO_STEP_FLOR,                 /* cards: 3; numbers: v1 v2 v3 total */
  TRUCO_STEP_NO_FLOR,              /* cards: 3 */
  TRUCO_STEP_EMBIT,                /* cards: 2; numbers: v1 v2 total */
  TRUCO_STEP_NO_EMBIT,             /* cards: 3 */
  TRUCO_STEP_RESULT_ENVIDO,        /* numbers: value */
  TRUCO_STEP_RESULT_FLOR,          /* numbers: value */
  TRUCO_STEP_RESULT_EMBIT,         /* numbers: value */

  /* Tricks.  numbers: class, then the seat(s) named. */
  TRUCO_STEP_TRICK_PLAY,           /* cards: 1; side; numbers: seat, class */
  TRUCO_STEP_TRICK_WIN,            /* cards: top card; side: winner; numbers: class, seat */
  TRUCO_STEP_TRICK_WIN_PARTNERS,   /* cards: top cards; side: winner; numbers: class, leader seat */
  TRUCO_STEP_TRICK_PARDA,          /* cards: top cards; side: leader's; numbers: class, leader seat */

  /* Hands.  numbers: trick numbers (1-based). */
  TRUCO_STEP_HAND_TWO_TRICKS,      /* side; numbers: first, second trick won */
  TRUCO_STEP_HAND_FIRST_NOT_PARDA, /* side; numbers: the trick that decides */
  TRUCO_STEP_HAND_ALL_PARDA_MANO,  /* side: the mano's */
  TRUCO_STEP_HAND_ALL_PARDA_NON_DEALER, /* side: the non-dealing side */
  TRUCO_STEP_HAND_ALL_PARDA_ELDEST,/* side: eldest's */
  TRUCO_STEP_HAND_ALL_PARDA_NOBODY,
  TRUCO_STEP_HAND_UNDECIDED,       /* numbers: tricks played */
  TRUCO_STEP_PUT_TRICK_AND_TIES,   /* side; numbers: the trick won, [the number of players] */
  TRUCO_STEP_PUT_TRICK_AND_TIE,    /* nobody scores: two different winners and a tie;
                                    * numbers: [the number of players] */
  TRUCO_STEP_PUT_SPLIT,            /* nobody scores: three different winners */

  /* Falta (and resto).  numbers as documented. */
  TRUCO_STEP_FALTA_NEEDS,          /* numbers: leader score, target, value */
  TRUCO_STEP_FALTA_TIED,           /* numbers: score, target, value */
  TRUCO_STEP_FALTA_MALAS_CHICO,    /* numbers: leader score */
  TRUCO_STEP_FALTA_MALAS_BUENAS,   /* numbers: leader score, buenas boundary, value */
  TRUCO_STEP_FALTA_ALWAYS_CHICO,
  TRUCO_STEP_FALTA_PICA_PICA,      /* numbers: value */

  TRUCO_N_STEP_KINDS
} TrucoStepKind;

#define TRUCO_STEP_MAX_CARDS 8
#define TRUCO_STEP_MAX_NUMBERS 6

typedef struct
{
  TrucoStepKind kind;
  TrucoSide     side;
  guint8        n_cards;
  guint8        n_numbers;
  TrucoCard     cards[TRUCO_STEP_MAX_CARDS];
  int           numbers[TRUCO_STEP_MAX_NUMBERS];
} TrucoStep;

char *truco_step_format (const TrucoStep *step);

/* An explanation: the ordered steps of one evaluation. */
typedef struct _TrucoExplanation TrucoExplanation;

#define TRUCO_TYPE_EXPLANATION (truco_explanation_get_type ())

GType             truco_explanation_get_type    (void) G_GNUC_CONST;
TrucoExplanation *truco_explanation_new         (void);
TrucoExplanation *truco_explanation_copy        (const TrucoExplanation *self);
void              truco_explanation_free        (TrucoExplanation       *self);
void              truco_explanation_clear       (TrucoExplanation       *self);
guint             truco_explanation_get_n_steps (const TrucoExplanation *self);
const TrucoStep  *truco_explanation_get_step    (const TrucoExplanation *self,
                                                 guint                   index);
void              truco_explanation_add_step    (TrucoExplanation       *self,
                                                 const TrucoStep        *step);
char             *truco_explanation_format      (const TrucoExplanation *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TrucoExplanation, truco_explanation_free)

G_END_DECLS
