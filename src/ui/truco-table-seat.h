/* truco-table-seat.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "truco-table.h"

G_BEGIN_DECLS

#define TRUCO_TYPE_TABLE_SEAT (truco_table_seat_get_type ())

G_DECLARE_FINAL_TYPE (TrucoTableSeat, truco_table_seat, TRUCO, TABLE_SEAT, GtkWidget)

/* One player at the table, not the learner: the name, the computer
 * player's level, mano and dealer marks, what the player said (a bubble
 * while it matters), and the cards: face down as they play, face up at
 * the end of the hand with the envido counted. */
GtkWidget  *truco_table_seat_new        (void);
void        truco_table_seat_update     (TrucoTableSeat *self,
                                         TrucoTable     *table,
                                         guint           seat,
                                         int             thinking,
                                         gboolean        show_all);
/* A phone's seat: fewer lines (the level in the tooltip). */
void        truco_table_seat_set_compact (TrucoTableSeat *self,
                                          gboolean        compact);
guint       truco_table_seat_get_seat   (TrucoTableSeat *self);
/* The bubble's words, "" for none. */
const char *truco_table_seat_get_bubble (TrucoTableSeat *self);

G_END_DECLS
