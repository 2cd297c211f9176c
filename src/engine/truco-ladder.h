/* truco-ladder.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

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

int      truco_ladder_find_call (const TrucoLadder *ladder,
                                 const char        *call);
gboolean truco_ladder_evaluate  (const TrucoLadder *ladder,
                                 const guint       *calls,
                                 guint              n_calls,
                                 guint              n_flors,
                                 TrucoLadderValue  *out_accepted,
                                 TrucoLadderValue  *out_rejected,
                                 GError           **error);

G_END_DECLS
