/* truco-table-hand.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "truco-table.h"

G_BEGIN_DECLS

#define TRUCO_TYPE_TABLE_HAND (truco_table_hand_get_type ())

G_DECLARE_FINAL_TYPE (TrucoTableHand, truco_table_hand, TRUCO, TABLE_HAND, GtkWidget)

/* The learner's cards in the order dealt: a card played leaves its place
 * empty, so that 1, 2, 3 keep their cards; the cards that may be played
 * now are plain, the others dimmed; face up and plain at the end of the
 * hand.  A card activated is applied to the table. */
GtkWidget *truco_table_hand_new          (void);
void       truco_table_hand_update       (TrucoTableHand  *self,
                                          TrucoTable      *table,
                                          const TrucoCard *named,
                                          guint            n_named);
gboolean   truco_table_hand_focus_first  (TrucoTableHand  *self);
/* The widget showing @card, or %NULL. */
GtkWidget *truco_table_hand_find_card    (TrucoTableHand  *self,
                                          TrucoCard        card);
/* The move that plays the card dealt at @index (0-based) now, if any. */
gboolean   truco_table_hand_find_play    (TrucoTable      *table,
                                          guint            index,
                                          TrucoAction     *action);

G_END_DECLS
