/* truco-table-tricks.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "truco-table.h"

G_BEGIN_DECLS

#define TRUCO_TYPE_TABLE_TRICKS (truco_table_tricks_get_type ())

G_DECLARE_FINAL_TYPE (TrucoTableTricks, truco_table_tricks, TRUCO, TABLE_TRICKS, GtkWidget)

/* The middle of the table: what the hand is worth now, and the tricks,
 * each card under its player's name in the order laid; the winning card
 * of each trick lifted and marked, a tied trick said so.  A card new on
 * the table slides in (unless animations are off); @duration_ms (0 for
 * none) is the time it takes. */
GtkWidget  *truco_table_tricks_new          (void);
void        truco_table_tricks_update       (TrucoTableTricks *self,
                                             TrucoTable       *table,
                                             const TrucoCard  *named,
                                             guint             n_named);
void        truco_table_tricks_set_duration (TrucoTableTricks *self,
                                             guint             duration_ms);
/* The cards shown, for tests: how many, and the rows made. */
guint       truco_table_tricks_get_n_cards  (TrucoTableTricks *self);
guint       truco_table_tricks_get_n_rows   (TrucoTableTricks *self);
/* The stake line's text. */
const char *truco_table_tricks_get_stake    (TrucoTableTricks *self);

G_END_DECLS
