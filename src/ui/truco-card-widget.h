/* truco-card-widget.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "truco-card.h"

G_BEGIN_DECLS

/* The width range of a card widget, in pixels; the height is 1.5 × the width. */
#define TRUCO_CARD_WIDGET_MIN_SIZE     48
#define TRUCO_CARD_WIDGET_MAX_SIZE     200
#define TRUCO_CARD_WIDGET_DEFAULT_SIZE 100

#define TRUCO_TYPE_CARD_WIDGET (truco_card_widget_get_type ())

G_DECLARE_FINAL_TYPE (TrucoCardWidget, truco_card_widget, TRUCO, CARD_WIDGET, GtkWidget)

GtkWidget *truco_card_widget_new             (TrucoCard        card);
TrucoCard  truco_card_widget_get_card        (TrucoCardWidget *self);
void       truco_card_widget_set_card        (TrucoCardWidget *self,
                                              TrucoCard        card);
gboolean   truco_card_widget_get_face_up     (TrucoCardWidget *self);
void       truco_card_widget_set_face_up     (TrucoCardWidget *self,
                                              gboolean         face_up);
int        truco_card_widget_get_size        (TrucoCardWidget *self);
void       truco_card_widget_set_size        (TrucoCardWidget *self,
                                              int              size);
gboolean   truco_card_widget_get_selected    (TrucoCardWidget *self);
void       truco_card_widget_set_selected    (TrucoCardWidget *self,
                                              gboolean         selected);
gboolean   truco_card_widget_get_highlighted (TrucoCardWidget *self);
void       truco_card_widget_set_highlighted (TrucoCardWidget *self,
                                              gboolean         highlighted);

void       truco_card_widget_prefetch        (GtkWidget       *widget,
                                              const TrucoCard *cards,
                                              guint            n_cards,
                                              gboolean         face_up,
                                              int              width,
                                              int              height);

G_END_DECLS
