/* truco-table-tricks-private.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * TrucoTableTricks spans files: the widget, its model and its layout
 * (truco-table-tricks.c), the ring's geometry (truco-table-tricks-ring.c),
 * its drawing and the cards' slides (truco-table-tricks-draw.c).
 */

#pragma once

#include "truco-table-tricks.h"

G_BEGIN_DECLS

#define LIFT 12      /* how much higher the winning card of a trick stands, px */
#define FAN 0.3      /* how far a player's next card lies right of the last, × card width */
#define GAP 8        /* between two places on the ring, px */
#define SMALLEST_CARD 24 /* the narrowest a card on the ring is drawn, px */
#define SPACING 6    /* between the lines above the ring, px */
#define HEAD 8       /* an arrowhead's half length, px */

typedef struct
{
  TrucoTableTricks *self;
  GtkWidget        *widget;     /* a TrucoCardWidget, child of self */
  guint             trick;
  guint             seat;
  TrucoCard         card;
  gboolean          wins;
  gboolean          tied;
  double            progress;   /* of its slide, 1 when in place */
  graphene_point_t  from;       /* where the slide starts, from its place */
  AdwAnimation     *animation;
} Placed;

struct _TrucoTableTricks
{
  GtkWidget  parent_instance;

  GtkWidget *stake;
  GtkWidget *result;           /* what the last trick came to */
  GtkWidget *empty;
  guint      duration;
  guint      hand;             /* of the cards placed */
  guint      n_seats;
  guint      learner;
  int        card_size;
  int        room;             /* the height in view for it, or 0 */
  gboolean   compact;          /* a phone: the stake line shorter */
  GPtrArray *placed;           /* Placed, in the order played */
  GskRenderNode *arrow;        /* drawn for arrow_width × arrow_height, in arrow_color */
  int        arrow_width, arrow_height;
  GdkRGBA    arrow_color;
  TrucoTableTricksOrigin origin;
  gpointer   origin_data;
  guint      prefetched_hand;  /* the hand whose cards' art was drawn ahead, */
  int        prefetched_width; /* at this width of a card on the ring */
};

/* The geometry of the ring for a width and the card size. */
typedef struct
{
  double w, h;          /* a card */
  double fan;           /* the width of a player's three cards */
  double cx, cy, rx, ry;
  double top;           /* where the ring starts */
} Ring;

/* truco-table-tricks-ring.c */
double           truco_table_tricks_seat_angle  (TrucoTableTricks *self,
                                                 guint             seat);
int              truco_table_tricks_ring_height (TrucoTableTricks *self,
                                                 int               width,
                                                 double            w);
void             truco_table_tricks_ring_init   (TrucoTableTricks *self,
                                                 Ring             *ring,
                                                 int               width,
                                                 int               top,
                                                 int               height);
graphene_point_t truco_table_tricks_place_of    (TrucoTableTricks *self,
                                                 const Ring       *ring,
                                                 const Placed     *placed);
gboolean         truco_table_tricks_arrow_of    (TrucoTableTricks *self,
                                                 const Ring       *ring,
                                                 guint             k,
                                                 graphene_point_t *at,
                                                 graphene_vec2_t  *towards);

/* truco-table-tricks-draw.c */
void             truco_table_tricks_slide_in    (TrucoTableTricks *self,
                                                 Placed           *placed);
void             truco_table_tricks_snapshot    (GtkWidget        *widget,
                                                 GtkSnapshot      *snapshot);

G_END_DECLS
