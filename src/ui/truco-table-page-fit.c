/* truco-table-page-fit.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The Table page fitted to the screen: on a phone the header and the
 * seats take fewer lines (five seats in one), New Match and "Why Can't
 * I…?" are icons, the moves closer together; the ring takes the
 * height left in view between the seats and the learner's hand, the
 * direction of play in words and the hand's size giving way to it when
 * there is little. */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "truco-table-page-private.h"
#include "truco-table-seat.h"

/* A phone's page: the score in one line for each side, the seats
 * lower, so that the ring keeps room between them and the hand. */
static void
set_compact (TrucoTablePage *self,
             gboolean        compact)
{
  truco_table_score_set_compact (self->score, compact);
  truco_table_tricks_set_compact (self->tricks, compact);
  /* Each seat as wide as its words on a phone: five hold in one line. */
  gtk_flow_box_set_homogeneous (self->seats_box, !compact);
  gtk_widget_add_css_class (GTK_WIDGET (self->seats_box), "table-seats");
  truco_table_actions_set_compact (self->actions, compact);
  if (compact)
    gtk_widget_add_css_class (GTK_WIDGET (self), "table-compact");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "table-compact");
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->seats_box)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    truco_table_seat_set_compact (TRUCO_TABLE_SEAT (gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child))),
                                  compact);
  truco_table_page_refresh (self);
}

/* The ring takes the height left in view below the seats (less the
 * coach's words, when it speaks), so that every card on the table shows
 * without scrolling; what is below it (the end of a hand, the log) is
 * for reading on. */
static gboolean
fit_ring (gpointer data)
{
  TrucoTablePage *self = data;
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);
  graphene_point_t at;
  gboolean was;
  double room;
  int width, least;

  self->room_id = 0;
  /* New Match says its name where there is room (a phone keeps the icon,
   * with the name as its tooltip and accessible name). */
  if (self->iconic != (gtk_widget_get_width (GTK_WIDGET (self)) < 560))
    {
      self->iconic = !self->iconic;
      gtk_menu_button_set_always_show_arrow (self->new_match_button, !self->iconic);
      if (self->iconic)
        gtk_menu_button_set_icon_name (self->new_match_button, "view-refresh-symbolic");
      else
        {
          /* (Words that ellipsize: never wider than the page gives them.) */
          GtkWidget *label = gtk_label_new (_("New Match"));

          gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
          gtk_menu_button_set_child (self->new_match_button, label);
        }
      /* The header and the seats take fewer lines on a phone. */
      set_compact (self, self->iconic);
    }
  if (!gtk_widget_compute_point (GTK_WIDGET (self->tricks), GTK_WIDGET (self->scroller),
                                 &GRAPHENE_POINT_INIT (0, 0), &at))
    return G_SOURCE_REMOVE;
  room = gtk_adjustment_get_page_size (adjustment) - (at.y + gtk_adjustment_get_value (adjustment)) - 2;
  /* The direction of play in words goes when the ring (whose arrows show
   * it too) would not fit with it. */
  width = gtk_widget_get_width (GTK_WIDGET (self->tricks));
  least = truco_table_tricks_get_least_room (self->tricks, width);
  if (gtk_widget_get_visible (GTK_WIDGET (self->direction_label)))
    {
      gtk_widget_measure (GTK_WIDGET (self->direction_label), GTK_ORIENTATION_VERTICAL, width,
                          &self->direction_height, NULL, NULL, NULL);
      room += self->direction_height + 12;
    }
  else if (!self->squeezed || self->direction_height == 0)
    goto fit;
  was = self->squeezed;
  self->squeezed = room - self->direction_height - 12 < least;
  if (!self->squeezed)
    room -= self->direction_height + 12;
  if (was != self->squeezed)
    gtk_widget_set_visible (GTK_WIDGET (self->direction_label),
                            !self->squeezed && *gtk_label_get_label (self->direction_label) != '\0');
fit:
  /* Then the learner's cards grow smaller (by 36 px: from 72 px wide to
   * 48). */
  if (!truco_table_hand_get_compact (self->hand) && room < least)
    truco_table_hand_set_compact (self->hand, TRUE);
  else if (truco_table_hand_get_compact (self->hand) && room - 36 - 6 >= least)
    truco_table_hand_set_compact (self->hand, FALSE);
  /* (The cards first: the coach goes below the fold when both cannot
   * show.) */
  if (gtk_widget_get_visible (self->coach_box))
    {
      int min;

      gtk_widget_measure (self->coach_box, GTK_ORIENTATION_VERTICAL, width, &min, NULL, NULL, NULL);
      if (room - min - 12 >= least)
        room -= min + 12;
    }
  truco_table_tricks_set_room (self->tricks, MAX (1, (int) floor (room)));
  return G_SOURCE_REMOVE;
}

void
truco_table_page_room_changed (TrucoTablePage *self)
{
  if (self->room_id == 0)
    self->room_id = g_idle_add_full (GDK_PRIORITY_REDRAW - 1, fit_ring, self, NULL);
}
