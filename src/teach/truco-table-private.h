/* truco-table-private.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "truco-table.h"

G_BEGIN_DECLS

/* The ladder a bet of this match follows, NULL for one not in play;
 * safe to ask while the game is applying an action. */
const TrucoLadder *truco_table_get_bet_spec (TrucoTable *self,
                                               guint       bet);

/* The seat that made the last call of @bet in the hand shown, or -1. */
int                truco_table_get_caller   (TrucoTable *self,
                                             guint       bet);

G_END_DECLS
