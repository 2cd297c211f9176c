/* truco-table-score.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "truco-table.h"

G_BEGIN_DECLS

#define TRUCO_TYPE_TABLE_SCORE (truco_table_score_get_type ())

G_DECLARE_FINAL_TYPE (TrucoTableScore, truco_table_score, TRUCO, TABLE_SCORE, GtkWidget)

/* The Table's header strip: the score of each side (or player) in
 * matchsticks and in numbers (malas and buenas where the game counts
 * them), the chicos (games) won; whose turn it is, and what the hand
 * waits for. */
GtkWidget  *truco_table_score_new          (void);
void        truco_table_score_update       (TrucoTableScore *self,
                                            TrucoTable      *table,
                                            int              thinking);
/* A phone's header: each account in one line, small matchsticks. */
void        truco_table_score_set_compact  (TrucoTableScore *self,
                                            gboolean         compact);
gboolean    truco_table_score_get_compact  (TrucoTableScore *self);
/* The texts shown, for tests. */
const char *truco_table_score_get_turn     (TrucoTableScore *self);
const char *truco_table_score_get_pending  (TrucoTableScore *self);
/* "You: 12 points, 1 chico won" for each side, joined. */
char       *truco_table_score_dup_numbers  (TrucoTableScore *self);

G_END_DECLS
