/* truco-table-hand.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The learner's hand at the Table, from the model's hand as dealt
 * (TrucoTableShown.hands of the learner's seat): the order never changes
 * within a hand. */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "truco-card-widget.h"
#include "truco-table-hand.h"

#define HAND_CARD_SIZE 72

struct _TrucoTableHand
{
  GtkWidget   parent_instance;

  TrucoTable *table;   /* not owned: the page's, while updated */
  GtkWidget  *box;
  char       *signature;  /* of what the cards show now */
  int         card_size;
  int         prefetched_size;  /* the size the deck's art was drawn ahead at */
  TrucoDeck   prefetched_deck;
};

G_DEFINE_FINAL_TYPE (TrucoTableHand, truco_table_hand, GTK_TYPE_WIDGET)

/* The cards in the learner's hand in the order dealt, whatever was
 * played: n, and whether each is still held. */
static guint
hand_in_order (TrucoTable *table,
               TrucoCard   cards[4],
               gboolean    held[4])
{
  const TrucoTableShown *shown = truco_table_get_shown (table);
  const TrucoView *view = &shown->view;
  guint me = truco_table_get_learner_seat (table);
  guint n;

  if (shown->n_hands[me] > 0)
    {
      n = shown->n_hands[me];
      memcpy (cards, shown->hands[me], 4 * sizeof (TrucoCard));
    }
  else
    {
      n = MIN (view->n_hand, 4);
      memcpy (cards, view->hand, n * sizeof (TrucoCard));
    }
  for (guint i = 0; i < n; i++)
    {
      held[i] = FALSE;
      for (guint k = 0; k < view->n_hand; k++)
        held[i] |= view->hand[k] == cards[i];
    }
  return n;
}

static gboolean
playable (const TrucoView *view,
          TrucoCard        card,
          TrucoAction     *action)
{
  for (guint k = 0; k < view->n_actions; k++)
    if (view->actions[k].kind == TRUCO_ACTION_PLAY && view->actions[k].value == card)
      {
        if (action != NULL)
          *action = view->actions[k];
        return TRUE;
      }
  return FALSE;
}

gboolean
truco_table_hand_find_play (TrucoTable  *table,
                            guint        index,
                            TrucoAction *action)
{
  TrucoCard cards[4];
  gboolean held[4];

  g_return_val_if_fail (TRUCO_IS_TABLE (table), FALSE);

  if (truco_table_is_held (table) || index >= hand_in_order (table, cards, held) || !held[index])
    return FALSE;
  return playable (&truco_table_get_shown (table)->view, cards[index], action);
}

static void
card_activate_cb (TrucoCardWidget *card,
                  TrucoTableHand  *self)
{
  /* Its place in the hand as dealt, from 1. */
  int place = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (card), "place"));
  TrucoAction action;

  if (self->table == NULL || place < 1 || !truco_table_hand_find_play (self->table, place - 1, &action) ||
      !truco_table_apply (self->table, &action, NULL))
    gtk_widget_error_bell (GTK_WIDGET (self));
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
 * truco_table_hand_update:
 * @table: the table
 * @named: (array length=n_named): cards the coach's explanation names
 *
 * Shows the learner's hand as the model has it now.
 */
void
truco_table_hand_update (TrucoTableHand  *self,
                         TrucoTable      *table,
                         const TrucoCard *named,
                         guint            n_named)
{
  const TrucoTableShown *shown = NULL;
  TrucoCard cards[4];
  gboolean held[4];
  guint n;
  GtkWidget *child;

  g_return_if_fail (TRUCO_IS_TABLE_HAND (self));

  self->table = table;
  if (table != NULL)
    {
      TrucoDeck deck = truco_rules_get_deck (truco_table_get_rules (table));

      /* The art of every card of the deck at the hand's size, drawn
       * while nothing else is to be done, for the hands to come (drawn
       * in the frame a hand is dealt, it would cost that frame a few
       * milliseconds a card). */
      if (self->prefetched_size != self->card_size || self->prefetched_deck != deck)
        {
          guint n_deck;
          const TrucoCard *deck_cards = truco_deck_get_cards (deck, &n_deck);

          truco_card_widget_prefetch (GTK_WIDGET (self), deck_cards, n_deck, TRUE,
                                      self->card_size, (self->card_size * 3 + 1) / 2);
          self->prefetched_size = self->card_size;
          self->prefetched_deck = deck;
        }
    }
  if (table != NULL)
    {
      /* Made again only when something shown changes: a card made costs
       * a layout, and the one with the focus would lose it. */
      g_autoptr(GString) signature = g_string_new (NULL);

      shown = truco_table_get_shown (table);
      n = hand_in_order (table, cards, held);
      g_string_append_printf (signature, "%p %d %u", (gpointer) table, shown->ended, n);
      for (guint i = 0; i < n; i++)
        g_string_append_printf (signature, " %u:%d:%d:%d", (guint) cards[i], held[i],
                                playable (&shown->view, cards[i], NULL), is_named (named, n_named, cards[i]));
      if (g_strcmp0 (signature->str, self->signature) == 0)
        return;
      g_free (self->signature);
      self->signature = g_string_free (g_steal_pointer (&signature), FALSE);
    }
  else
    g_clear_pointer (&self->signature, g_free);
  while ((child = gtk_widget_get_first_child (self->box)) != NULL)
    gtk_box_remove (GTK_BOX (self->box), child);
  if (table == NULL)
    return;
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *widget;
      gboolean can_play;
      g_autofree char *tooltip = NULL;

      /* A card played leaves its place empty: 1, 2, 3 keep their cards. */
      if (!held[i] && !shown->ended)
        {
          widget = g_object_new (GTK_TYPE_BOX,
                                 "width-request", self->card_size,
                                 "height-request", self->card_size * 3 / 2,
                                 "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                 NULL);
          gtk_widget_add_css_class (widget, "table-hand-gap");
          gtk_box_append (GTK_BOX (self->box), widget);
          continue;
        }
      widget = truco_card_widget_new (cards[i]);
      truco_card_widget_set_size (TRUCO_CARD_WIDGET (widget), self->card_size);
      g_object_set_data (G_OBJECT (widget), "place", GINT_TO_POINTER (i + 1));
      can_play = !shown->ended && playable (&shown->view, cards[i], NULL);
      g_object_set_data (G_OBJECT (widget), "playable", GINT_TO_POINTER (can_play));
      if (is_named (named, n_named, cards[i]))
        {
          truco_card_widget_set_highlighted (TRUCO_CARD_WIDGET (widget), TRUE);
          gtk_widget_add_css_class (widget, "coach-named");
        }
      /* Translators: the tooltip of a card in the learner's hand; %u is the key that plays it */
      tooltip = g_strdup_printf (_("Play this card (%u)"), i + 1);
      gtk_widget_set_tooltip_text (widget, can_play ? tooltip : NULL);
      /* Dimmed while the others play; plain, face up, at the end. */
      if (!can_play && !shown->ended)
        gtk_widget_add_css_class (widget, "dim-label");
      g_signal_connect (widget, "activate", G_CALLBACK (card_activate_cb), self);
      gtk_box_append (GTK_BOX (self->box), widget);
    }
  gtk_widget_set_visible (GTK_WIDGET (self), n > 0);
}

GtkWidget *
truco_table_hand_find_card (TrucoTableHand *self,
                            TrucoCard       card)
{
  g_return_val_if_fail (TRUCO_IS_TABLE_HAND (self), NULL);

  for (GtkWidget *child = gtk_widget_get_first_child (self->box); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (TRUCO_IS_CARD_WIDGET (child) && truco_card_widget_get_card (TRUCO_CARD_WIDGET (child)) == card)
      return child;
  return NULL;
}

/**
 * truco_table_hand_focus_first:
 *
 * Focuses the first card that may be played, else the first card.
 *
 * Returns: whether a card took the focus
 */
gboolean
truco_table_hand_focus_first (TrucoTableHand *self)
{
  GtkWidget *child;

  g_return_val_if_fail (TRUCO_IS_TABLE_HAND (self), FALSE);

  for (child = gtk_widget_get_first_child (self->box); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (g_object_get_data (G_OBJECT (child), "playable") != NULL && gtk_widget_grab_focus (child))
      return TRUE;
  for (child = gtk_widget_get_first_child (self->box); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (TRUCO_IS_CARD_WIDGET (child) && gtk_widget_grab_focus (child))
      return TRUE;
  return FALSE;
}

static void
truco_table_hand_dispose (GObject *object)
{
  TrucoTableHand *self = TRUCO_TABLE_HAND (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->signature, g_free);
  G_OBJECT_CLASS (truco_table_hand_parent_class)->dispose (object);
}

static void
truco_table_hand_class_init (TrucoTableHandClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = truco_table_hand_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tablehand");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

void
truco_table_hand_set_compact (TrucoTableHand *self,
                              gboolean        compact)
{
  int size = compact ? TRUCO_CARD_WIDGET_MIN_SIZE : HAND_CARD_SIZE;

  g_return_if_fail (TRUCO_IS_TABLE_HAND (self));

  if (size == self->card_size)
    return;
  self->card_size = size;
  for (GtkWidget *child = gtk_widget_get_first_child (self->box); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (TRUCO_IS_CARD_WIDGET (child))
      truco_card_widget_set_size (TRUCO_CARD_WIDGET (child), size);
    else
      gtk_widget_set_size_request (child, size, size * 3 / 2);
}

gboolean
truco_table_hand_get_compact (TrucoTableHand *self)
{
  g_return_val_if_fail (TRUCO_IS_TABLE_HAND (self), FALSE);

  return self->card_size != HAND_CARD_SIZE;
}

static void
truco_table_hand_init (TrucoTableHand *self)
{
  self->card_size = HAND_CARD_SIZE;
  self->box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_widget_set_halign (self->box, GTK_ALIGN_CENTER);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
}

GtkWidget *
truco_table_hand_new (void)
{
  return g_object_new (TRUCO_TYPE_TABLE_HAND, NULL);
}
