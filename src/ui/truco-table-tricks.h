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

/* The middle of the table: what the hand is worth now, and the cards
 * played, each in front of its player on a ring round the table (the
 * learner at the bottom, the others counter-clockwise in the direction
 * of play, an arrow showing it), in the order laid; the winning card of
 * each trick lifted and marked, a tied trick said so.  A card new on the
 * table slides from its player's seat (unless animations are off);
 * @duration_ms (0 for none) is the time it takes. */

/* The widget @card of @seat comes from (its seat, or the card in the
 * learner's hand), or %NULL. */
typedef GtkWidget *(*TrucoTableTricksOrigin) (guint     seat,
                                              TrucoCard card,
                                              gpointer  data);

GtkWidget  *truco_table_tricks_new          (void);
void        truco_table_tricks_update       (TrucoTableTricks *self,
                                             TrucoTable       *table,
                                             const TrucoCard  *named,
                                             guint             n_named);
void        truco_table_tricks_set_duration (TrucoTableTricks *self,
                                             guint             duration_ms);
void        truco_table_tricks_set_origin   (TrucoTableTricks       *self,
                                             TrucoTableTricksOrigin  origin,
                                             gpointer                data);
/* The cards shown, for tests: how many, and the rows made. */
/* The height left in view for the ring (0: none given): the ring sizes
 * itself to it, with smaller cards closer together when it is short. */
/* The least height in which every card shows (overlapping). */
int         truco_table_tricks_get_least_room (TrucoTableTricks *self,
                                               int               width);
void        truco_table_tricks_set_compact  (TrucoTableTricks *self,
                                             gboolean          compact);
void        truco_table_tricks_set_room     (TrucoTableTricks *self,
                                             int               height);
guint       truco_table_tricks_get_n_cards  (TrucoTableTricks *self);
guint       truco_table_tricks_get_n_rows   (TrucoTableTricks *self);
/* The stake line's text. */
const char *truco_table_tricks_get_stake    (TrucoTableTricks *self);
/* Where the card @seat laid in @trick lies, in the widget's coordinates
 * (for tests); %FALSE when it has none there. */
gboolean    truco_table_tricks_get_card_place (TrucoTableTricks *self,
                                               guint             trick,
                                               guint             seat,
                                               graphene_rect_t  *bounds);
/* Where the words "No card has been laid yet." lie, their text's
 * rectangle in the widget's coordinates (for tests); %FALSE when they
 * are not shown. */
gboolean    truco_table_tricks_get_empty_place (TrucoTableTricks *self,
                                                graphene_rect_t  *bounds);
/* Where the arrowhead after the @k-th place from the learner's lies,
 * counter-clockwise, in the widget's coordinates (for tests); %FALSE
 * when there is none (no such place, or a ring too small for arrows). */
gboolean    truco_table_tricks_get_arrow_place (TrucoTableTricks *self,
                                                guint             k,
                                                graphene_rect_t  *bounds);

G_END_DECLS
