/* truco-table-tricks-ring.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The geometry of the ring in the middle of the Table: a place for each
 * player, the learner's at the bottom and the others round it in the
 * direction of play; the widest cards for which no two places overlap in
 * the room given, or the smallest, closer together. */

#include "config.h"

#include <math.h>

#include "truco-card-widget.h"
#include "truco-table-tricks-private.h"

/* The angle of a seat on the ring, counter-clockwise from the right
 * (y upwards): the learner at the bottom, then each next player a step
 * further counter-clockwise. */
double
truco_table_tricks_seat_angle (TrucoTableTricks *self,
                               guint             seat)
{
  guint n = MAX (self->n_seats, 2);
  guint k = (seat + n - self->learner) % n;

  return G_PI * 1.5 + k * 2 * G_PI / n;
}

/* The least vertical radius for which no two places overlap, for a
 * horizontal radius @rx. */
static double
least_ry (TrucoTableTricks *self,
          double            rx,
          double            w,
          double            h)
{
  double fan = w * (1 + 2 * FAN);
  double need = h + GAP + LIFT;
  double ry = need / 2;
  guint n = MAX (self->n_seats, 2);

  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      {
        double a = truco_table_tricks_seat_angle (self, i), b = truco_table_tricks_seat_angle (self, j);
        double dx = rx * fabs (cos (a) - cos (b));
        double dy = fabs (sin (a) - sin (b));

        if (dx < fan + GAP && dy > 0.01)
          ry = MAX (ry, need / dy);
      }
  return ry;
}

static double
ring_rx (double width,
         double fan)
{
  return MAX (0, width / 2 - fan / 2 - 2);
}

/* The height a ring of cards @w wide takes, none over another. */
int
truco_table_tricks_ring_height (TrucoTableTricks *self,
                                int               width,
                                double            w)
{
  double h = 1.5 * w;

  return (int) ceil (h + LIFT + 2 * least_ry (self, ring_rx (width, w * (1 + 2 * FAN)), w, h));
}

/* The widest cards (up to the size for the number of players) whose
 * ring fits @height; when none does, the smallest, and the places come
 * closer (later cards over earlier). */
static double
fit_card_width (TrucoTableTricks *self,
                int               width,
                int               height)
{
  for (int w = self->card_size; w > TRUCO_CARD_WIDGET_MIN_SIZE; w -= 4)
    if (truco_table_tricks_ring_height (self, width, w) <= height && w * (1 + 2 * FAN) * MIN (self->n_seats, 3) <= width)
      return w;
  /* Below the card's own smallest size the cards are drawn smaller,
   * just small enough for the learner's to lie a third of a card below the
   * rest. */
  return CLAMP ((height - LIFT) / 2.0, SMALLEST_CARD, TRUCO_CARD_WIDGET_MIN_SIZE);
}

void
truco_table_tricks_ring_init (TrucoTableTricks *self,
                              Ring             *ring,
                              int               width,
                              int               top,
                              int               height)
{
  ring->w = fit_card_width (self, width, height);
  ring->h = 1.5 * ring->w;
  ring->fan = ring->w * (1 + 2 * FAN);
  ring->top = top;
  ring->rx = ring_rx (width, ring->fan);
  ring->ry = MAX (0, (height - ring->h - LIFT) / 2);
  ring->cx = width / 2.0;
  ring->cy = top + LIFT + ring->h / 2 + ring->ry;
}

/* Where a card lies: the top left corner of its rectangle. */
graphene_point_t
truco_table_tricks_place_of (TrucoTableTricks *self,
                             const Ring       *ring,
                             const Placed     *placed)
{
  double a = truco_table_tricks_seat_angle (self, placed->seat);
  double x = ring->cx + ring->rx * cos (a), y = ring->cy - ring->ry * sin (a);

  return GRAPHENE_POINT_INIT (x - ring->fan / 2 + placed->trick * FAN * ring->w,
                              y - ring->h / 2 - (placed->wins ? LIFT : 0));
}

/* The arrowhead half-way from the @k-th place from the learner's to the
 * next, counter-clockwise: its centre @at, and @towards, the unit vector
 * it points along on the screen; FALSE when the ring is too small for
 * arrows, or has no @k-th place. */
gboolean
truco_table_tricks_arrow_of (TrucoTableTricks *self,
                             const Ring       *ring,
                             guint             k,
                             graphene_point_t *at,
                             graphene_vec2_t  *towards)
{
  guint n = MAX (self->n_seats, 2);
  double a, dx, dy, len;

  if (k >= n || ring->rx < 2 * HEAD || ring->ry < HEAD)
    return FALSE;
  /* The angle grows counter-clockwise (y upwards); on the screen the
   * tangent that way is (−rx sin a, −ry cos a). */
  a = truco_table_tricks_seat_angle (self, (self->learner + k) % n) + G_PI / n;
  dx = -ring->rx * sin (a);
  dy = -ring->ry * cos (a);
  len = hypot (dx, dy);
  if (len <= 0)
    return FALSE;
  *at = GRAPHENE_POINT_INIT (ring->cx + ring->rx * cos (a), ring->cy - ring->ry * sin (a));
  graphene_vec2_init (towards, dx / len, dy / len);
  return TRUE;
}
