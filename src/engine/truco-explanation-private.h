/* truco-explanation-private.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "truco-explanation.h"

G_BEGIN_DECLS

/* A step being formatted, with its style and its cards as the style
 * names them. */
typedef struct
{
  const TrucoStep             *step;
  const TrucoExplanationStyle *style;
  char                         buffer[TRUCO_STEP_MAX_CARDS][4];
  const char                  *c[TRUCO_STEP_MAX_CARDS];  /* each card, named or coded */
  char                        *cards;                    /* the cards as a list */
} TrucoStepText;

/* The neutral sentence (truco-explanation-text.c). */
char *truco_step_text_neutral (const TrucoStepText *t);
/* The sentence for the style's reader, or NULL when the step names no
 * side and no player (truco-explanation-reader.c). */
char *truco_step_text_reader  (const TrucoStepText *t);
/* The sentence of a seña step, or NULL for another kind
 * (truco-signal-text.c). */
char *truco_step_text_signal  (const TrucoStepText *t);
/* A seat in the neutral text: "A1", or "the first player of side A". */
char *truco_step_text_seat    (const TrucoStepText *t,
                               int                  side,
                               int                  number);

/* Marks step @index, a call's step, as a call that was refused. */
void truco_explanation_mark_refused_call (TrucoExplanation *self,
                                          guint             index);

G_END_DECLS
