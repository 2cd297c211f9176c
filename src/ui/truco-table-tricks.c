/* truco-table-tricks.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The middle of the Table.  Rebuilt from the model at each change; a row
 * is made only for a trick with a card in it.  A card that was not on
 * the table before slides in and fades in (AdwTimedAnimation: skipped
 * when animations are off). */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "truco-card-widget.h"
#include "truco-table-tricks.h"

#define LIFT 12   /* how much higher the winning card of a trick stands, px */
#define SLIDE 48  /* how far a new card slides, px */

struct _TrucoTableTricks
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  GtkWidget *stake;
  GtkWidget *rows;
  GtkWidget *empty;
  guint      duration;
  guint      hand;             /* of the cards known shown */
  guint      known[3];         /* the seats whose card of each trick is shown (mask) */
  guint      n_cards;
  guint      n_rows;
  GPtrArray *animations;
};

G_DEFINE_FINAL_TYPE (TrucoTableTricks, truco_table_tricks, GTK_TYPE_WIDGET)

typedef struct
{
  GtkWidget *column;
  int        base;
} Slide;

static void
slide_cb (double   value,
          gpointer data)
{
  Slide *slide = data;

  gtk_widget_set_opacity (slide->column, value);
  gtk_widget_set_margin_top (slide->column, slide->base + (int) ((1.0 - value) * SLIDE));
}

static void
animate_in (TrucoTableTricks *self,
            GtkWidget        *column,
            int               base)
{
  Slide *slide = g_new (Slide, 1);
  AdwAnimation *animation;

  slide->column = column;
  slide->base = base;
  animation = adw_timed_animation_new (column, 0, 1, self->duration,
                                       adw_callback_animation_target_new (slide_cb, slide, g_free));
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (animation), ADW_EASE_OUT_CUBIC);
  g_ptr_array_add (self->animations, animation);
  adw_animation_play (animation);
}

static char *
trick_title (TrucoTable            *table,
             const TrucoTableShown *shown,
             guint                  t)
{
  const TrucoView *view = &shown->view;
  guint me = truco_table_get_learner_seat (table);
  int winner = shown->trick_winner[t];

  if (winner == TRUCO_TABLE_TRICK_OPEN)
    return g_strdup_printf (_("Trick %u"), t + 1);
  if (winner == TRUCO_TABLE_TRICK_TIED)
    return g_strdup_printf (_("Trick %u: tied (parda)"), t + 1);
  if ((guint) winner == me)
    return g_strdup_printf (_("Trick %u: you win it"), t + 1);
  if (view->side_of[winner] == view->side_of[me])
    return g_strdup_printf (_("Trick %u: your side wins it"), t + 1);
  if (view->n_seats == 2)
    /* Translators: %1$u is a trick's number, %2$s the name of the player who won it */
    return g_strdup_printf (_("Trick %1$u: %2$s wins it"), t + 1, truco_table_get_seat_name (table, winner));
  return g_strdup_printf (_("Trick %u: the other side wins it"), t + 1);
}

static gboolean
is_named (const TrucoCard *named,
          guint            n_named,
          TrucoCard        card)
{
  for (guint i = 0; i < n_named; i++)
    if (named[i] == card)
      return TRUE;
  return FALSE;
}

/**
 * truco_table_tricks_update:
 * @table: the table
 * @named: (array length=n_named): cards the coach's explanation names
 *
 * Shows the middle of the table as the model has it now.
 */
void
truco_table_tricks_update (TrucoTableTricks *self,
                           TrucoTable       *table,
                           const TrucoCard  *named,
                           guint             n_named)
{
  const TrucoTableShown *shown = truco_table_get_shown (table);
  const TrucoView *view = &shown->view;
  g_autofree char *stake = truco_table_describe_stake (table);
  int size = view->n_seats <= 3 ? 72 : view->n_seats <= 4 ? 56 : TRUCO_CARD_WIDGET_MIN_SIZE;
  GtkWidget *child;

  g_return_if_fail (TRUCO_IS_TABLE_TRICKS (self));

  gtk_label_set_label (GTK_LABEL (self->stake), stake != NULL ? stake : "");
  gtk_widget_set_visible (self->stake, stake != NULL);

  /* Animations of rows about to go are dropped with them. */
  for (guint i = 0; i < self->animations->len; i++)
    adw_animation_skip (g_ptr_array_index (self->animations, i));
  g_ptr_array_set_size (self->animations, 0);
  while ((child = gtk_widget_get_first_child (self->rows)) != NULL)
    gtk_box_remove (GTK_BOX (self->rows), child);
  if (view->hand_number != self->hand)
    {
      self->hand = view->hand_number;
      memset (self->known, 0, sizeof self->known);
    }

  self->n_cards = self->n_rows = 0;
  for (guint t = 0; t < 3; t++)
    {
      GtkWidget *row, *title, *cards;
      g_autofree char *text = NULL;

      /* Nothing made for a trick with no card. */
      if (shown->n_order[t] == 0)
        continue;
      row = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      text = trick_title (table, shown, t);
      title = gtk_label_new (text);
      gtk_widget_add_css_class (title, "caption-heading");
      if (shown->trick_winner[t] == TRUCO_TABLE_TRICK_TIED)
        gtk_widget_add_css_class (row, "trick-tied");
      gtk_box_append (GTK_BOX (row), title);
      cards = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      gtk_widget_set_halign (cards, GTK_ALIGN_CENTER);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (cards),
                                      GTK_ACCESSIBLE_RELATION_LABELLED_BY, title, NULL,
                                      -1);
      for (guint k = 0; k < shown->n_order[t]; k++)
        {
          guint seat = shown->order[t][k];
          TrucoCard card = view->played[t][seat];
          gboolean wins = shown->trick_winner[t] == (int) seat;
          GtkWidget *column, *widget, *who;
          g_autofree char *name = NULL;
          int base;

          if (card == TRUCO_CARD_NONE)
            continue;
          column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
          widget = g_object_new (TRUCO_TYPE_CARD_WIDGET,
                                 "card", (guint) card,
                                 "accessible-role", GTK_ACCESSIBLE_ROLE_IMG,
                                 "focusable", FALSE,
                                 NULL);
          truco_card_widget_set_size (TRUCO_CARD_WIDGET (widget), size);
          if (is_named (named, n_named, card))
            {
              truco_card_widget_set_highlighted (TRUCO_CARD_WIDGET (widget), TRUE);
              gtk_widget_add_css_class (widget, "coach-named");
            }
          /* Translators: a card laid in a trick: the player, then the card's full name */
          name = wins ? g_strdup_printf (_("%s: %s, wins the trick"), truco_table_get_seat_name (table, seat),
                                         truco_card_get_name (card))
                      : g_strdup_printf (_("%s: %s"), truco_table_get_seat_name (table, seat),
                                         truco_card_get_name (card));
          gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                          -1);
          gtk_widget_set_tooltip_text (widget, name);
          who = g_object_new (GTK_TYPE_LABEL,
                              "label", truco_table_get_seat_name (table, seat),
                              "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                              "ellipsize", PANGO_ELLIPSIZE_END,
                              "max-width-chars", 8,
                              NULL);
          gtk_widget_add_css_class (who, "caption");
          gtk_box_append (GTK_BOX (column), widget);
          gtk_box_append (GTK_BOX (column), who);
          /* The winner stands higher, and is marked. */
          base = wins ? 0 : LIFT;
          gtk_widget_set_margin_top (column, base);
          if (wins)
            gtk_widget_add_css_class (column, "trick-winner");
          gtk_box_append (GTK_BOX (cards), column);
          self->n_cards++;
          if (!(self->known[t] & (1u << seat)))
            {
              self->known[t] |= 1u << seat;
              if (self->duration > 0)
                animate_in (self, column, base);
            }
        }
      gtk_box_append (GTK_BOX (row), cards);
      gtk_box_append (GTK_BOX (self->rows), row);
      self->n_rows++;
    }
  gtk_widget_set_visible (self->empty, self->n_rows == 0);
}

void
truco_table_tricks_set_duration (TrucoTableTricks *self,
                                 guint             duration_ms)
{
  g_return_if_fail (TRUCO_IS_TABLE_TRICKS (self));

  self->duration = duration_ms;
}

guint
truco_table_tricks_get_n_cards (TrucoTableTricks *self)
{
  g_return_val_if_fail (TRUCO_IS_TABLE_TRICKS (self), 0);

  return self->n_cards;
}

guint
truco_table_tricks_get_n_rows (TrucoTableTricks *self)
{
  g_return_val_if_fail (TRUCO_IS_TABLE_TRICKS (self), 0);

  /* What the box holds, not what was meant: a leak would show here. */
  {
    guint n = 0;

    for (GtkWidget *child = gtk_widget_get_first_child (self->rows); child != NULL;
         child = gtk_widget_get_next_sibling (child))
      n++;
    return n;
  }
}

const char *
truco_table_tricks_get_stake (TrucoTableTricks *self)
{
  g_return_val_if_fail (TRUCO_IS_TABLE_TRICKS (self), NULL);

  return gtk_label_get_label (GTK_LABEL (self->stake));
}

static void
truco_table_tricks_dispose (GObject *object)
{
  TrucoTableTricks *self = TRUCO_TABLE_TRICKS (object);

  g_clear_pointer (&self->animations, g_ptr_array_unref);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (truco_table_tricks_parent_class)->dispose (object);
}

static void
truco_table_tricks_class_init (TrucoTableTricksClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = truco_table_tricks_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tabletricks");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
truco_table_tricks_init (TrucoTableTricks *self)
{
  self->animations = g_ptr_array_new_with_free_func (g_object_unref);
  self->duration = 250;
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("The tricks"),
                                  -1);

  self->stake = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->stake, "heading");
  gtk_label_set_wrap (GTK_LABEL (self->stake), TRUE);
  gtk_box_append (GTK_BOX (self->box), self->stake);

  /* The tricks one under another, the first on top. */
  self->rows = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (self->box), self->rows);

  self->empty = gtk_label_new (_("No card has been laid yet."));
  gtk_widget_add_css_class (self->empty, "dim-label");
  gtk_label_set_wrap (GTK_LABEL (self->empty), TRUE);
  gtk_box_append (GTK_BOX (self->box), self->empty);
}

GtkWidget *
truco_table_tricks_new (void)
{
  return g_object_new (TRUCO_TYPE_TABLE_TRICKS, NULL);
}
