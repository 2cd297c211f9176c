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
  char                        *definite[TRUCO_STEP_MAX_CARDS];  /* owned: the reader's names */
  /* Each card, coded ("7E") or named: for a reader, with its article ("the
   * seven of swords"), else bare ("seven of swords"). */
  const char                  *c[TRUCO_STEP_MAX_CARDS];
  /* The cards as a list: "7E 6E", "seven of swords, six of swords", or
   * for a reader "the seven of swords and the six of swords". */
  char                        *cards;
} TrucoStepText;

/* Who a player is, seen from the reader: the reader, the reader's only
 * partner, anyone else (by name). */
typedef enum
{
  TRUCO_READER_ME,
  TRUCO_READER_PARTNER,
  TRUCO_READER_SOMEONE,
} TrucoReaderWho;

/* The reader's words for sides and players (truco-explanation-reader.c). */
guint            truco_reader_side_size (const TrucoStepText *t,
                                         int                  side);
gboolean         truco_reader_alone     (const TrucoStepText *t,
                                         int                  side);
TrucoParty truco_reader_party     (const TrucoStepText *t,
                                         int                  side);
TrucoReaderWho   truco_reader_who       (const TrucoStepText *t,
                                         int                  side,
                                         int                  number);
const char      *truco_reader_seat_name (const TrucoStepText *t,
                                         int                  side,
                                         int                  number);
const char      *truco_reader_side_name (const TrucoStepText *t,
                                         int                  side);
/* The reader's sentences of the players family (truco-explanation-players.c). */
char            *truco_step_text_reader_players (const TrucoStepText *t);

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

/* Gallo por turno: the hand's gallo (a seat), stamped on the steps added
 * from now on, or -1 to stop (truco_credit_explain() calls it). */
void truco_explanation_set_hand_gallo (TrucoExplanation *self,
                                       int               gallo_seat);

/* Marks step @index, a call's step, as a call that was refused. */
void truco_explanation_mark_refused_call (TrucoExplanation *self,
                                          guint             index);

G_END_DECLS
