/* truco-table-seat.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A seat at the Table (not the learner's): everything it shows comes from
 * the table's model (truco_table_get_shown()).  What the player said
 * appears as a bubble under the name, faded in (libadwaita's animation,
 * which does nothing when animations are off). */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "truco-card-widget.h"
#include "truco-eval.h"
#include "truco-table-seat.h"

#define SEAT_CARD_SIZE TRUCO_CARD_WIDGET_MIN_SIZE

struct _TrucoTableSeat
{
  GtkWidget     parent_instance;

  guint         seat;
  char         *bubble_text;
  GtkWidget    *box;
  GtkWidget    *name;
  GtkWidget    *marks;
  GtkWidget    *bubble;
  GtkWidget    *cards;
  GtkWidget    *count;       /* the envido or flor of the hand shown */
  AdwAnimation *fade;
  TrucoCard     built_cards[4];  /* the cards shown now */
  guint         n_built;
  gboolean      built_face_up;
  gboolean      built;
  gboolean      compact;     /* a phone: the level only in the tooltip */
};

G_DEFINE_FINAL_TYPE (TrucoTableSeat, truco_table_seat, GTK_TYPE_WIDGET)

static void
fade_cb (double    value,
         gpointer  data)
{
  gtk_widget_set_opacity (GTK_WIDGET (data), value);
}

/* A label is set only when its words change (set again, it would be
 * measured anew at the next frame). */
static void
set_label_if_changed (GtkWidget  *label,
                      const char *text)
{
  if (g_strcmp0 (gtk_label_get_label (GTK_LABEL (label)), text) != 0)
    gtk_label_set_label (GTK_LABEL (label), text);
}

static void
set_bubble (TrucoTableSeat *self,
            const char     *text)
{
  if (g_strcmp0 (text, self->bubble_text) == 0)
    return;
  g_free (self->bubble_text);
  self->bubble_text = g_strdup (text);
  gtk_label_set_label (GTK_LABEL (self->bubble), text);
  gtk_widget_set_visible (self->bubble, text[0] != '\0');
  if (text[0] != '\0')
    adw_animation_play (self->fade);
}

static GtkWidget *
card_new (TrucoCard card,
          gboolean  face_up)
{
  GtkWidget *widget = g_object_new (TRUCO_TYPE_CARD_WIDGET,
                                    "card", (guint) card,
                                    "face-up", face_up,
                                    "accessible-role", GTK_ACCESSIBLE_ROLE_IMG,
                                    "focusable", FALSE,
                                    NULL);

  truco_card_widget_set_size (TRUCO_CARD_WIDGET (widget), SEAT_CARD_SIZE);
  return widget;
}

/* The envido (and flor) of a hand shown at its end, as players count it. */
static char *
count_text (TrucoTable      *table,
            const TrucoView *view,
            const TrucoCard  cards[4],
            guint            n)
{
  const TrucoRules *rules = truco_table_get_rules (table);
  g_autoptr(GString) text = g_string_new (NULL);

  if (n != 3)
    return NULL;
  if (view->bets[TRUCO_BET_FLOR].spec != NULL)
    {
      int flor = truco_flor (rules, cards, NULL);

      if (flor >= 0)
        /* Translators: the flor of a hand shown at the end of the hand; %d its points */
        g_string_append_printf (text, _("Flor of %d"), flor);
    }
  if (text->len == 0 && view->bets[TRUCO_BET_ENVIDO].spec != NULL &&
      view->bets[TRUCO_BET_ENVIDO].spec->n_steps > 0 &&
      truco_rules_get_deck (rules) == TRUCO_DECK_SPANISH_40)
    /* Translators: the envido of a hand shown at the end of the hand: %1$s
     * is the first call of the variant's envido ladder as its players say
     * it ("envido", Catalan Truc's "envit"; keep it as it is), %2$d the
     * hand's points */
    g_string_append_printf (text, _("%1$s: %2$d"), view->bets[TRUCO_BET_ENVIDO].spec->steps[0].call,
                            truco_envido (rules, cards, NULL));
  return text->len > 0 ? g_string_free (g_steal_pointer (&text), FALSE) : NULL;
}

/**
 * truco_table_seat_update:
 * @table: the table
 * @seat: the seat shown
 * @thinking: the seat of a bot thinking, or -1
 * @show_all: show the cards face up (for study)
 *
 * Shows @seat as the table shows it now.
 */
void
truco_table_seat_update (TrucoTableSeat *self,
                         TrucoTable     *table,
                         guint           seat,
                         int             thinking,
                         gboolean        show_all)
{
  const TrucoTableShown *shown = truco_table_get_shown (table);
  const TrucoView *view = &shown->view;
  guint me = truco_table_get_learner_seat (table);
  gboolean partner = view->side_of[seat] == view->side_of[me];
  const char *name = truco_table_get_seat_name (table, seat);
  const char *level = truco_bot_level_get_name (truco_table_get_seat_level (table, seat));
  g_autoptr(GString) marks = g_string_new (NULL);
  g_autofree char *accessible = NULL;
  g_autofree char *count = NULL;
  TrucoCard cards[4];
  guint n_cards;
  gboolean face_up;
  GtkWidget *child;

  g_return_if_fail (TRUCO_IS_TABLE_SEAT (self));

  self->seat = seat;
  set_label_if_changed (self->name, name);

  g_string_append (marks, partner ? _("Your partner") : level);
  if (view->mano == seat)
    /* Translators: a mark at a seat: the player is mano (plays first) */
    g_string_append_printf (marks, " · %s", _("Mano"));
  if (view->dealer == seat)
    /* Translators: a mark at a seat: the player deals this hand */
    g_string_append_printf (marks, " · %s", _("Deals"));
  if (view->folded & (1u << seat))
    g_string_append_printf (marks, " · %s", _("Left the hand"));
  if (thinking == (int) seat)
    g_string_append_printf (marks, " · %s", _("Thinking…"));
  /* On a phone an opponent's level is in the tooltip (and the seat's
   * accessible name): the seats stay low. */
  if (self->compact && !partner)
    set_label_if_changed (self->marks,
                          marks->str + strlen (level) + (marks->len > strlen (level) ? strlen (" · ") : 0));
  else
    set_label_if_changed (self->marks, marks->str);
  gtk_widget_set_visible (self->marks, *gtk_label_get_label (GTK_LABEL (self->marks)) != '\0');
  /* (Set only when it changes: each setting asks the X server where the
   * pointer is.) */
  if (g_strcmp0 (gtk_widget_get_tooltip_text (GTK_WIDGET (self)), self->compact ? marks->str : NULL) != 0)
    gtk_widget_set_tooltip_text (GTK_WIDGET (self), self->compact ? marks->str : NULL);

  set_bubble (self, shown->bubble[seat]);

  /* At the end of the hand every hand face up, as dealt. */
  face_up = shown->ended || show_all;
  if (shown->ended && shown->n_hands[seat] > 0)
    {
      n_cards = shown->n_hands[seat];
      memcpy (cards, shown->hands[seat], sizeof cards);
      count = count_text (table, view, cards, n_cards);
    }
  else if (show_all)
    n_cards = truco_game_get_hand (truco_table_get_game (table), seat, cards);
  else
    {
      /* Face down: how many, in words (backs would take the height the
       * cards on the table need). */
      n_cards = 0;
      face_up = FALSE;
      if (self->compact)
        /* Translators: under a player's name at the Table on a phone (little room): how
         * many cards the player holds */
        count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card", "%u cards", view->n_held[seat]),
                                 (guint) view->n_held[seat]);
      else
        /* Translators: under a player's name at the Table: how many cards the player holds */
        count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card in hand", "%u cards in hand", view->n_held[seat]),
                                 (guint) view->n_held[seat]);
    }
  /* Made again only when they change (each made costs a layout). */
  if (self->built && self->n_built == n_cards && self->built_face_up == face_up &&
      memcmp (self->built_cards, cards, n_cards * sizeof cards[0]) == 0)
    n_cards = 0;
  else
    {
      self->built = TRUE;
      self->n_built = n_cards;
      self->built_face_up = face_up;
      memcpy (self->built_cards, cards, sizeof cards);
      while ((child = gtk_widget_get_first_child (self->cards)) != NULL)
        gtk_box_remove (GTK_BOX (self->cards), child);
    }
  for (guint i = 0; i < n_cards; i++)
    {
      GtkWidget *card = card_new (cards[i], face_up);

      if (face_up)
        gtk_accessible_update_property (GTK_ACCESSIBLE (card),
                                        GTK_ACCESSIBLE_PROPERTY_LABEL, truco_card_get_name (cards[i]),
                                        -1);
      gtk_box_append (GTK_BOX (self->cards), card);
    }
  set_label_if_changed (self->count, count != NULL ? count : "");
  gtk_widget_set_visible (self->count, count != NULL);
  /* A bubble with no cards under it takes the count's place (the count
   * stays in the seat's accessible name). */
  gtk_widget_set_opacity (self->count,
                          shown->bubble[seat][0] != '\0' && gtk_widget_get_first_child (self->cards) == NULL ? 0 : 1);

  /* Translators: the accessible text of a seat: the player, the computer player's level, then its cards */
  accessible = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s (%s), %u card in hand", "%s (%s), %u cards in hand",
                                             view->n_held[seat]),
                                name, level, (guint) view->n_held[seat]);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, marks->str,
                                  -1);
}

/**
 * truco_table_seat_set_compact:
 * @compact: a phone's seat: an opponent's level only in its tooltip, the
 *   cards held counted in fewer words, so that the seat takes fewer lines
 *
 * Takes effect at the next truco_table_seat_update().
 */
void
truco_table_seat_set_compact (TrucoTableSeat *self,
                              gboolean        compact)
{
  g_return_if_fail (TRUCO_IS_TABLE_SEAT (self));

  if (self->compact == !!compact)
    return;
  self->compact = !!compact;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

guint
truco_table_seat_get_seat (TrucoTableSeat *self)
{
  g_return_val_if_fail (TRUCO_IS_TABLE_SEAT (self), 0);

  return self->seat;
}

const char *
truco_table_seat_get_bubble (TrucoTableSeat *self)
{
  g_return_val_if_fail (TRUCO_IS_TABLE_SEAT (self), "");

  return self->bubble_text != NULL ? self->bubble_text : "";
}

/* The seat's size is its box's: the bubble floats over the top of the
 * seat's cards, so that a word said never moves anything on the table. */
static GtkSizeRequestMode
truco_table_seat_get_request_mode (GtkWidget *widget)
{
  return gtk_widget_get_request_mode (TRUCO_TABLE_SEAT (widget)->box);
}

static void
truco_table_seat_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  TrucoTableSeat *self = TRUCO_TABLE_SEAT (widget);

  gtk_widget_measure (self->box, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
  /* On a phone, while the seat shows no cards, as narrow as its words
   * allow (the name and the count of cards whole, the marks wrapped at
   * their longest word): the line of seats, which flows at their
   * natural width, holds five at 360 px. */
  if (self->compact && orientation == GTK_ORIENTATION_HORIZONTAL && for_size < 0 &&
      gtk_widget_get_first_child (self->cards) == NULL)
    {
      GtkWidget *whole[] = { self->name, self->count };
      int least = *minimum;

      for (guint i = 0; i < G_N_ELEMENTS (whole); i++)
        if (gtk_widget_get_visible (whole[i]))
          {
            int nat;

            gtk_widget_measure (whole[i], GTK_ORIENTATION_HORIZONTAL, -1, NULL, &nat, NULL, NULL);
            least = MAX (least, nat);
          }
      *natural = MIN (*natural, least);
    }
}

static void
truco_table_seat_size_allocate (GtkWidget *widget,
                                int        width,
                                int        height,
                                int        baseline)
{
  TrucoTableSeat *self = TRUCO_TABLE_SEAT (widget);
  graphene_point_t at = GRAPHENE_POINT_INIT (0, 0);
  GtkWidget *row;
  int bubble_least, bubble_width, bubble_height, x;

  gtk_widget_size_allocate (self->box, &(GtkAllocation) { 0, 0, width, height }, baseline);
  if (!gtk_widget_should_layout (self->bubble))
    return;
  gtk_widget_measure (self->bubble, GTK_ORIENTATION_HORIZONTAL, -1, &bubble_least, &bubble_width, NULL, NULL);
  /* (Wider than a narrow seat, if a word must: over its neighbours'
   * sides, centred on its own.) */
  bubble_width = MAX (bubble_least, MIN (bubble_width, width));
  gtk_widget_measure (self->bubble, GTK_ORIENTATION_VERTICAL, bubble_width, &bubble_height, NULL, NULL, NULL);
  x = (width - bubble_width) / 2;
  /* (Kept inside the line of seats, at its ends.) */
  if (bubble_width > width && (row = gtk_widget_get_ancestor (widget, GTK_TYPE_FLOW_BOX)) != NULL &&
      gtk_widget_compute_point (widget, row, &GRAPHENE_POINT_INIT (0, 0), &at))
    x = MAX (MIN (x, gtk_widget_get_width (row) - (int) at.x - bubble_width), - (int) at.x);
  /* Over the top of the cards, or over the count of the cards held. */
  if (!gtk_widget_compute_point (gtk_widget_get_first_child (self->cards) != NULL ? self->cards : self->count,
                                 widget, &GRAPHENE_POINT_INIT (0, 0), &at))
    at.y = 0;
  gtk_widget_size_allocate (self->bubble,
                            &(GtkAllocation) { x, (int) at.y, bubble_width, bubble_height },
                            -1);
}

static void
truco_table_seat_dispose (GObject *object)
{
  TrucoTableSeat *self = TRUCO_TABLE_SEAT (object);

  g_clear_object (&self->fade);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->bubble, gtk_widget_unparent);
  G_OBJECT_CLASS (truco_table_seat_parent_class)->dispose (object);
}

static void
truco_table_seat_finalize (GObject *object)
{
  TrucoTableSeat *self = TRUCO_TABLE_SEAT (object);

  g_free (self->bubble_text);
  G_OBJECT_CLASS (truco_table_seat_parent_class)->finalize (object);
}

static void
truco_table_seat_class_init (TrucoTableSeatClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = truco_table_seat_dispose;
  object_class->finalize = truco_table_seat_finalize;
  widget_class->get_request_mode = truco_table_seat_get_request_mode;
  widget_class->measure = truco_table_seat_measure;
  widget_class->size_allocate = truco_table_seat_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "tableseat");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
truco_table_seat_init (TrucoTableSeat *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  self->name = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->name, "heading");
  gtk_label_set_ellipsize (GTK_LABEL (self->name), PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (self->box), self->name);

  self->marks = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->marks, "caption");
  gtk_widget_add_css_class (self->marks, "dim-label");
  gtk_label_set_wrap (GTK_LABEL (self->marks), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->marks), GTK_JUSTIFY_CENTER);
  /* The flow of seats lays them out at their natural width: kept narrow,
   * so that three or more stay in one line on a phone. */
  gtk_label_set_max_width_chars (GTK_LABEL (self->marks), 10);
  gtk_box_append (GTK_BOX (self->box), self->marks);

  self->cards = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
  gtk_widget_set_halign (self->cards, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (self->box), self->cards);

  self->count = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->count, "caption-heading");
  /* Narrow when it must be: the seats stay in one line on a phone. */
  gtk_label_set_wrap (GTK_LABEL (self->count), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->count), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (self->count), 8);
  gtk_widget_set_visible (self->count, FALSE);
  gtk_box_append (GTK_BOX (self->box), self->count);

  /* Over the cards, drawn after the box. */
  self->bubble = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->bubble, "table-bubble");
  gtk_label_set_wrap (GTK_LABEL (self->bubble), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->bubble), GTK_JUSTIFY_CENTER);
  gtk_widget_set_visible (self->bubble, FALSE);
  gtk_widget_set_parent (self->bubble, GTK_WIDGET (self));

  self->fade = adw_timed_animation_new (self->bubble, 0, 1, 250,
                                        adw_callback_animation_target_new (fade_cb, self->bubble, NULL));
}

GtkWidget *
truco_table_seat_new (void)
{
  return g_object_new (TRUCO_TYPE_TABLE_SEAT, NULL);
}
