/* truco-matchsticks-private.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "truco-matchsticks.h"

G_BEGIN_DECLS

#define GROUP_SIZE     5
#define GROUPS_PER_ROW 3
/* Stick lengths in pixels: the smallest that still reads on a phone, and
 * the size asked for on a desktop. */
#define MIN_STICK      16
#define NATURAL_STICK  36

/* Distances in stick lengths. */
#define STICK_GAP      0.22f   /* between two upright sticks */
#define GROUP_WIDTH    (3 * STICK_GAP)
#define GROUP_ADVANCE  (GROUP_WIDTH + 0.45f)
#define ROW_ADVANCE    1.3f
#define SECTION_GAP    0.35f
#define MARGIN         0.15f

typedef struct
{
  float    x0, y0, x1, y1;   /* from the foot to the head, in stick lengths */
  guint    section;          /* 0 = the only one or the malas, 1 = buenas */
  gboolean crossing;         /* the fifth stick of a group */
} Stick;

struct _TrucoMatchsticks
{
  GtkWidget  parent_instance;

  guint      score;
  guint      target;
  guint      buenas_start;
  char      *side_name;
  char      *label;
  gboolean   compact;        /* one section, no captions: a header's line */

  GArray    *sticks;         /* Stick, as last laid out */
  float      height_units;   /* of the sticks, without the captions */
  float      section_top[2]; /* where each section's sticks begin */
};

/* Lays the sticks out anew from the score (truco-matchsticks-layout.c). */
void truco_matchsticks_lay_out (TrucoMatchsticks *self);

G_END_DECLS
