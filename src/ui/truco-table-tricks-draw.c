/* truco-table-tricks-draw.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The drawing of the middle of the Table: the arrow of the direction of
 * play (a render node made once for a size and a colour), the cards, the
 * winner of each trick marked under its card, and the slide of a new
 * card from its player's seat: a translation applied while the card is
 * drawn, so that no frame of it lays out anything. */

#include "config.h"

#include <math.h>

#include "truco-table-tricks-private.h"

static void
slide_cb (double   value,
          gpointer data)
{
  Placed *placed = data;

  placed->progress = value;
  /* Only drawn again: the card keeps its place in the layout. */
  gtk_widget_queue_draw (GTK_WIDGET (placed->self));
}

static void
slide_done_cb (Placed *placed)
{
  placed->progress = 1;
  gtk_widget_queue_draw (GTK_WIDGET (placed->self));
}

/* Starts the slide of a new card from its player's seat. */
void
truco_table_tricks_slide_in (TrucoTableTricks *self,
                             Placed           *placed)
{
  GtkWidget *origin = self->origin != NULL ? self->origin (placed->seat, placed->card, self->origin_data) : NULL;
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  graphene_point_t start;
  graphene_point_t place;
  graphene_rect_t bounds;
  Ring ring;
  int top;

  if (self->duration == 0 || origin == NULL || width <= 0 || height <= 0 ||
      !gtk_widget_compute_bounds (origin, GTK_WIDGET (self), &bounds))
    return;
  top = gtk_widget_get_visible (self->stake) ? gtk_widget_get_height (self->stake) + SPACING : 0;
  top += gtk_widget_get_visible (self->result) ? gtk_widget_get_height (self->result) + SPACING : 0;
  truco_table_tricks_ring_init (self, &ring, width, top, height - top);
  place = truco_table_tricks_place_of (self, &ring, placed);
  graphene_rect_get_center (&bounds, &start);
  placed->from = GRAPHENE_POINT_INIT (start.x - (place.x + ring.w / 2), start.y - (place.y + ring.h / 2));
  placed->progress = 0;
  placed->animation = adw_timed_animation_new (GTK_WIDGET (self), 0, 1, self->duration,
                                               adw_callback_animation_target_new (slide_cb, placed, NULL));
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (placed->animation), ADW_EASE_OUT_CUBIC);
  g_signal_connect_swapped (placed->animation, "done", G_CALLBACK (slide_done_cb), placed);
  adw_animation_play (placed->animation);
}

/* The direction of play: a ring through the players' places, under the
 * cards, with an arrowhead half-way from each player to the next,
 * pointing counter-clockwise; made once for a size. */
static GskRenderNode *
make_arrow (TrucoTableTricks *self,
            const Ring       *ring)
{
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  GdkRGBA color;
  double head = HEAD;
  guint n = MAX (self->n_seats, 2);
  cairo_t *cr;

  if (ring->rx < 2 * head || ring->ry < head)
    return NULL;
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (self)), &color);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (ring->cx - ring->rx - 2 * head,
                                                                 ring->cy - ring->ry - 2 * head,
                                                                 2 * (ring->rx + 2 * head),
                                                                 2 * (ring->ry + 2 * head)));
  cairo_set_source_rgba (cr, color.red, color.green, color.blue, color.alpha * 0.3);
  cairo_set_line_width (cr, 2);
  cairo_save (cr);
  cairo_translate (cr, ring->cx, ring->cy);
  cairo_scale (cr, ring->rx, ring->ry);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_stroke (cr);

  cairo_set_source_rgba (cr, color.red, color.green, color.blue, color.alpha * 0.6);
  for (guint k = 0; k < n; k++)
    {
      graphene_point_t at;
      graphene_vec2_t towards;
      double x, y, dx, dy;

      if (!truco_table_tricks_arrow_of (self, ring, k, &at, &towards))
        continue;
      x = at.x;
      y = at.y;
      dx = graphene_vec2_get_x (&towards);
      dy = graphene_vec2_get_y (&towards);
      cairo_move_to (cr, x + dx * head, y + dy * head);
      cairo_line_to (cr, x - dx * head - dy * head * 0.7, y - dy * head + dx * head * 0.7);
      cairo_line_to (cr, x - dx * head * 0.4, y - dy * head * 0.4);
      cairo_line_to (cr, x - dx * head + dy * head * 0.7, y - dy * head - dx * head * 0.7);
      cairo_close_path (cr);
      cairo_fill (cr);
    }
  cairo_destroy (cr);
  return gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
}

void
truco_table_tricks_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  TrucoTableTricks *self = TRUCO_TABLE_TRICKS (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  int top = 0;
  GdkRGBA accent, color;
  Ring ring;

  gtk_widget_snapshot_child (widget, self->stake, snapshot);
  gtk_widget_snapshot_child (widget, self->result, snapshot);
  gtk_widget_snapshot_child (widget, self->empty, snapshot);
  if (gtk_widget_get_visible (self->stake))
    top += gtk_widget_get_height (self->stake) + SPACING;
  if (gtk_widget_get_visible (self->result))
    top += gtk_widget_get_height (self->result) + SPACING;
  truco_table_tricks_ring_init (self, &ring, width, top, height - top);

  /* The arrow takes the text's colour (dark or light). */
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &color);
  if (self->arrow != NULL && !gdk_rgba_equal (&color, &self->arrow_color))
    g_clear_pointer (&self->arrow, gsk_render_node_unref);
  if (self->arrow == NULL && self->n_seats > 0)
    {
      self->arrow_color = color;
      self->arrow = make_arrow (self, &ring);
      self->arrow_width = width;
      self->arrow_height = height;
    }
  if (self->arrow != NULL)
    gtk_snapshot_append_node (snapshot, self->arrow);

  if (!gtk_style_context_lookup_color (gtk_widget_get_style_context (widget), "accent_color", &accent))
    gdk_rgba_parse (&accent, "#3584e4");
  for (guint i = 0; i < self->placed->len; i++)
    {
      Placed *placed = g_ptr_array_index (self->placed, i);
      double left = 1 - placed->progress;

      if (left > 0)
        {
          gtk_snapshot_save (snapshot);
          gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (placed->from.x * left, placed->from.y * left));
          gtk_widget_snapshot_child (widget, placed->widget, snapshot);
          gtk_snapshot_restore (snapshot);
          continue;
        }
      gtk_widget_snapshot_child (widget, placed->widget, snapshot);
      /* The winner of a trick is marked under the card; a tied trick's
       * cards get a thin grey line. */
      if (placed->wins || placed->tied)
        {
          graphene_rect_t bounds;
          GdkRGBA color = accent;

          if (!gtk_widget_compute_bounds (placed->widget, widget, &bounds))
            continue;
          if (placed->tied)
            {
              gtk_style_context_get_color (gtk_widget_get_style_context (widget), &color);
              color.alpha *= 0.4;
            }
          gtk_snapshot_append_color (snapshot, &color,
                                     &GRAPHENE_RECT_INIT (bounds.origin.x + 4,
                                                          bounds.origin.y + bounds.size.height + 3,
                                                          bounds.size.width - 8, placed->wins ? 3 : 2));
        }
    }
}
