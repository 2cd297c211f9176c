/* truco-table-tricks.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The middle of the Table, laid out as a card table: a place for each
 * player on a ring, the learner's at the bottom and the others round it
 * in the direction of play (counter-clockwise: the next player on the
 * learner's right, the partner of four across the top), so that a card
 * lies in front of the one who played it.  The cards of one player fan
 * out to the right in the order of the tricks, later over earlier.  An
 * arrow inside the ring shows the direction of play.
 *
 * Speed: a card widget is made once, when its card comes to the table,
 * and kept for the rest of the hand.  A new card slides from its
 * player's seat (the learner's hand for the learner) to its place: the
 * slide is a translation applied while the card is drawn, so that no
 * frame of it lays out or redraws anything but the moving card (the card
 * widget draws its art from a texture made once per size).  The slide
 * is skipped when animations are off. */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "truco-card-widget.h"
#include "truco-table-tricks-private.h"

G_DEFINE_FINAL_TYPE (TrucoTableTricks, truco_table_tricks, GTK_TYPE_WIDGET)

static int lines_height (TrucoTableTricks *self,
                         int               width);

static void
placed_free (Placed *placed)
{
  if (placed->animation != NULL)
    {
      adw_animation_skip (placed->animation);
      g_clear_object (&placed->animation);
    }
  g_clear_pointer (&placed->widget, gtk_widget_unparent);
  g_free (placed);
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

static Placed *
find_placed (TrucoTableTricks *self,
             guint             trick,
             guint             seat,
             TrucoCard         card)
{
  for (guint i = 0; i < self->placed->len; i++)
    {
      Placed *placed = g_ptr_array_index (self->placed, i);

      if (placed->trick == trick && placed->seat == seat && placed->card == card)
        return placed;
    }
  return NULL;
}

/* The size of the card widgets on the ring as laid out now (see
 * size_allocate()), or FALSE before the first layout. */
static gboolean
placed_size (TrucoTableTricks *self,
             int              *width,
             int              *height)
{
  int w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  int top = 0;
  Ring ring;

  if (w <= 0 || h <= 0)
    return FALSE;
  top += gtk_widget_get_visible (self->stake) ? gtk_widget_get_height (self->stake) + SPACING : 0;
  top += gtk_widget_get_visible (self->result) ? gtk_widget_get_height (self->result) + SPACING : 0;
  truco_table_tricks_ring_init (self, &ring, w, top, h - top);
  if (ring.w < TRUCO_CARD_WIDGET_MIN_SIZE)
    {
      *width = TRUCO_CARD_WIDGET_MIN_SIZE;
      *height = (int) round (1.5 * TRUCO_CARD_WIDGET_MIN_SIZE);
    }
  else
    {
      *width = (int) ring.w;
      *height = (int) round (ring.h);
    }
  return TRUE;
}

/* The art of the cards still in the players' hands is drawn ahead, while
 * nothing else is to be done: for the ring, where they will be played,
 * and for the seats, where every hand shows face up at the end (a card's
 * art drawn in the frame it first shows costs it a few milliseconds). */
static void
prefetch_hands (TrucoTableTricks *self,
                TrucoTable       *table)
{
  const TrucoView *view = &truco_table_get_shown (table)->view;
  TrucoGame *game = truco_table_get_game (table);
  TrucoCard cards[TRUCO_GAME_MAX_SEATS * 4];
  guint n = 0;
  int width, height;

  if (!placed_size (self, &width, &height) ||
      (self->prefetched_hand == view->hand_number && self->prefetched_width == width))
    return;
  for (guint seat = 0; seat < view->n_seats && seat < TRUCO_GAME_MAX_SEATS; seat++)
    n += truco_game_get_hand (game, seat, cards + n);
  truco_card_widget_prefetch (GTK_WIDGET (self), cards, n, TRUE, width, height);
  if (self->prefetched_hand != view->hand_number)
    /* (The seats' cards: TrucoTableSeat's size.) */
    truco_card_widget_prefetch (GTK_WIDGET (self), cards, n, TRUE, TRUCO_CARD_WIDGET_MIN_SIZE,
                                (TRUCO_CARD_WIDGET_MIN_SIZE * 3 + 1) / 2);
  self->prefetched_hand = view->hand_number;
  self->prefetched_width = width;
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
  g_autofree char *stake = self->compact ? truco_table_describe_stake_brief (table) : truco_table_describe_stake (table);
  g_autofree char *result = NULL;
  g_autoptr(GPtrArray) placed = NULL;
  g_autoptr(GPtrArray) fresh = g_ptr_array_new ();
  int size = view->n_seats <= 3 ? 72 : view->n_seats <= 4 ? 56 : TRUCO_CARD_WIDGET_MIN_SIZE;

  g_return_if_fail (TRUCO_IS_TABLE_TRICKS (self));

  if (g_strcmp0 (gtk_label_get_label (GTK_LABEL (self->stake)), stake != NULL ? stake : "") != 0)
    gtk_label_set_label (GTK_LABEL (self->stake), stake != NULL ? stake : "");
  /* (Also when only the shape changed: a phone's tooltip, none on a desktop.) */
  if (g_strcmp0 (gtk_widget_get_tooltip_text (self->stake), self->compact ? stake : NULL) != 0)
    gtk_widget_set_tooltip_text (self->stake, self->compact ? stake : NULL);
  gtk_widget_set_visible (self->stake, stake != NULL);

  /* A new hand, or another table: nothing of the last stays. */
  if (view->hand_number != self->hand || view->n_seats != self->n_seats ||
      truco_table_get_learner_seat (table) != self->learner || size != self->card_size)
    {
      g_ptr_array_set_size (self->placed, 0);
      self->hand = view->hand_number;
      self->n_seats = view->n_seats;
      self->learner = truco_table_get_learner_seat (table);
      self->card_size = size;
      g_clear_pointer (&self->arrow, gsk_render_node_unref);
      gtk_widget_queue_resize (GTK_WIDGET (self));
    }

  /* The cards in the order played; those already there are kept. */
  placed = g_ptr_array_new ();
  for (guint t = 0; t < 3; t++)
    {
      for (guint k = 0; k < shown->n_order[t]; k++)
        {
          guint seat = shown->order[t][k];
          TrucoCard card = view->played[t][seat];
          gboolean wins = shown->trick_winner[t] == (int) seat;
          g_autofree char *name = NULL;
          guint index;
          Placed *p;

          if (card == TRUCO_CARD_NONE)
            continue;
          p = find_placed (self, t, seat, card);
          if (p != NULL && g_ptr_array_find (self->placed, p, &index))
            g_ptr_array_steal_index (self->placed, index);
          else
            {
              p = g_new0 (Placed, 1);
              p->self = self;
              p->trick = t;
              p->seat = seat;
              p->card = card;
              p->progress = 1;
              p->widget = g_object_new (TRUCO_TYPE_CARD_WIDGET,
                                        "card", (guint) card,
                                        "accessible-role", GTK_ACCESSIBLE_ROLE_IMG,
                                        "focusable", FALSE,
                                        NULL);
              /* The ring gives it more when there is room. */
              truco_card_widget_set_size (TRUCO_CARD_WIDGET (p->widget), TRUCO_CARD_WIDGET_MIN_SIZE);
              gtk_widget_set_parent (p->widget, GTK_WIDGET (self));
              g_ptr_array_add (fresh, p);
            }
          if (p->wins != wins)
            gtk_widget_queue_allocate (GTK_WIDGET (self));
          p->wins = wins;
          p->tied = shown->trick_winner[t] == TRUCO_TABLE_TRICK_TIED;
          truco_card_widget_set_highlighted (TRUCO_CARD_WIDGET (p->widget), is_named (named, n_named, card));
          /* Translators: a card laid in a trick: the player, then the card's full name */
          name = wins ? g_strdup_printf (_("%s: %s, wins the trick"), truco_table_get_seat_name (table, seat),
                                         truco_card_get_name (card))
                      : g_strdup_printf (_("%s: %s"), truco_table_get_seat_name (table, seat),
                                         truco_card_get_name (card));
          gtk_accessible_update_property (GTK_ACCESSIBLE (p->widget),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                          -1);
          /* (Set only when it changes: each setting asks the X server
           * where the pointer is.) */
          if (g_strcmp0 (gtk_widget_get_tooltip_text (p->widget), name) != 0)
            gtk_widget_set_tooltip_text (p->widget, name);
          g_ptr_array_add (placed, p);
        }
      /* What the last trick decided came to (an open trick says nothing:
       * its cards are there to see). */
      if (shown->n_order[t] > 0)
        {
          g_clear_pointer (&result, g_free);
          if (shown->trick_winner[t] != TRUCO_TABLE_TRICK_OPEN)
            result = trick_title (table, shown, t);
        }
    }
  /* Those no longer on the table go; later cards are drawn over earlier. */
  g_ptr_array_set_size (self->placed, 0);
  g_ptr_array_extend (self->placed, placed, NULL, NULL);
  for (guint i = 0; i < self->placed->len; i++)
    {
      Placed *p = g_ptr_array_index (self->placed, i);

      gtk_widget_insert_before (p->widget, GTK_WIDGET (self), NULL);
    }

  if (g_strcmp0 (gtk_label_get_label (GTK_LABEL (self->result)), result != NULL ? result : "") != 0)
    gtk_label_set_label (GTK_LABEL (self->result), result != NULL ? result : "");
  gtk_widget_set_visible (self->result, result != NULL);
  gtk_widget_set_visible (self->empty, self->placed->len == 0);

  for (guint i = 0; i < fresh->len; i++)
    truco_table_tricks_slide_in (self, g_ptr_array_index (fresh, i));
  if (!shown->ended)
    prefetch_hands (self, table);
}

void
truco_table_tricks_set_duration (TrucoTableTricks *self,
                                 guint             duration_ms)
{
  g_return_if_fail (TRUCO_IS_TABLE_TRICKS (self));

  self->duration = duration_ms;
}

void
truco_table_tricks_set_origin (TrucoTableTricks       *self,
                               TrucoTableTricksOrigin  origin,
                               gpointer                data)
{
  g_return_if_fail (TRUCO_IS_TABLE_TRICKS (self));

  self->origin = origin;
  self->origin_data = data;
}

guint
truco_table_tricks_get_n_cards (TrucoTableTricks *self)
{
  guint n = 0;

  g_return_val_if_fail (TRUCO_IS_TABLE_TRICKS (self), 0);

  /* What the widget holds, not what was meant: a leak would show here. */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += TRUCO_IS_CARD_WIDGET (child);
  return n;
}

guint
truco_table_tricks_get_n_rows (TrucoTableTricks *self)
{
  guint mask = 0, n = 0;

  g_return_val_if_fail (TRUCO_IS_TABLE_TRICKS (self), 0);

  for (guint i = 0; i < self->placed->len; i++)
    mask |= 1u << ((Placed *) g_ptr_array_index (self->placed, i))->trick;
  for (guint t = 0; t < 3; t++)
    n += (mask >> t) & 1;
  return n;
}

const char *
truco_table_tricks_get_stake (TrucoTableTricks *self)
{
  g_return_val_if_fail (TRUCO_IS_TABLE_TRICKS (self), NULL);

  return gtk_label_get_label (GTK_LABEL (self->stake));
}

int
truco_table_tricks_get_least_room (TrucoTableTricks *self,
                                   int               width)
{
  g_return_val_if_fail (TRUCO_IS_TABLE_TRICKS (self), 0);

  /* The smallest cards, the learner's place a third of a card below the rest. */
  return lines_height (self, width) + (int) ceil (2.0 * SMALLEST_CARD + LIFT);
}

/**
 * truco_table_tricks_set_compact:
 * @compact: a phone: the stake line shorter, in smaller words
 *
 * Takes effect at the next truco_table_tricks_update().
 */
void
truco_table_tricks_set_compact (TrucoTableTricks *self,
                                gboolean          compact)
{
  g_return_if_fail (TRUCO_IS_TABLE_TRICKS (self));

  self->compact = !!compact;
  /* On a phone the line never takes the cards' room, however long its
   * translation: three lines at most, the whole of it in a tooltip (and
   * read whole to a screen reader, which reads the label's text). */
  gtk_label_set_lines (GTK_LABEL (self->stake), compact ? 3 : -1);
  gtk_label_set_ellipsize (GTK_LABEL (self->stake), compact ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE);
  if (compact)
    {
      gtk_widget_remove_css_class (self->stake, "heading");
      gtk_widget_add_css_class (self->stake, "caption");
    }
  else
    {
      gtk_widget_remove_css_class (self->stake, "caption");
      gtk_widget_add_css_class (self->stake, "heading");
    }
}

void
truco_table_tricks_set_room (TrucoTableTricks *self,
                             int               height)
{
  g_return_if_fail (TRUCO_IS_TABLE_TRICKS (self));

  if (self->room == height)
    return;
  self->room = height;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

gboolean
truco_table_tricks_get_card_place (TrucoTableTricks *self,
                                   guint             trick,
                                   guint             seat,
                                   graphene_rect_t  *bounds)
{
  g_return_val_if_fail (TRUCO_IS_TABLE_TRICKS (self), FALSE);

  for (guint i = 0; i < self->placed->len; i++)
    {
      Placed *placed = g_ptr_array_index (self->placed, i);

      if (placed->trick == trick && placed->seat == seat)
        return gtk_widget_compute_bounds (placed->widget, GTK_WIDGET (self), bounds);
    }
  return FALSE;
}

/* The ring as laid out now (see size_allocate()). */
static void
ring_now (TrucoTableTricks *self,
          Ring             *ring)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self)), height = gtk_widget_get_height (GTK_WIDGET (self));
  int top = 0;

  top += gtk_widget_get_visible (self->stake) ? gtk_widget_get_height (self->stake) + SPACING : 0;
  top += gtk_widget_get_visible (self->result) ? gtk_widget_get_height (self->result) + SPACING : 0;
  truco_table_tricks_ring_init (self, ring, width, top, height - top);
}

gboolean
truco_table_tricks_get_empty_place (TrucoTableTricks *self,
                                    graphene_rect_t  *bounds)
{
  PangoRectangle ink, logical;
  graphene_point_t at;
  int x, y;

  g_return_val_if_fail (TRUCO_IS_TABLE_TRICKS (self), FALSE);

  if (!gtk_widget_get_mapped (self->empty))
    return FALSE;
  /* The text itself, not the label's allocation (its lines centred). */
  pango_layout_get_pixel_extents (gtk_label_get_layout (GTK_LABEL (self->empty)), &ink, &logical);
  gtk_label_get_layout_offsets (GTK_LABEL (self->empty), &x, &y);
  if (!gtk_widget_compute_point (self->empty, GTK_WIDGET (self),
                                 &GRAPHENE_POINT_INIT (x + logical.x, y + logical.y), &at))
    return FALSE;
  graphene_rect_init (bounds, at.x, at.y, logical.width, logical.height);
  return TRUE;
}

gboolean
truco_table_tricks_get_arrow_place (TrucoTableTricks *self,
                                    guint             k,
                                    graphene_rect_t  *bounds)
{
  graphene_point_t at;
  graphene_vec2_t towards;
  Ring ring;

  g_return_val_if_fail (TRUCO_IS_TABLE_TRICKS (self), FALSE);

  if (self->n_seats == 0 || gtk_widget_get_width (GTK_WIDGET (self)) <= 0)
    return FALSE;
  ring_now (self, &ring);
  if (!truco_table_tricks_arrow_of (self, &ring, k, &at, &towards))
    return FALSE;
  /* (Its corners lie within 1.25 half lengths of its centre.) */
  graphene_rect_init (bounds, at.x - 1.25 * HEAD, at.y - 1.25 * HEAD, 2.5 * HEAD, 2.5 * HEAD);
  return TRUE;
}

/* GtkWidget */

static int
lines_height (TrucoTableTricks *self,
              int               width)
{
  GtkWidget *lines[] = { self->stake, self->result };
  int height = 0;

  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    if (gtk_widget_get_visible (lines[i]))
      {
        int min;

        gtk_widget_measure (lines[i], GTK_ORIENTATION_VERTICAL, width, &min, NULL, NULL, NULL);
        height += min + SPACING;
      }
  return height;
}

static GtkSizeRequestMode
truco_table_tricks_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
truco_table_tricks_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  TrucoTableTricks *self = TRUCO_TABLE_TRICKS (widget);
  double fan = self->card_size * (1 + 2 * FAN);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* Room for three places side by side (the widest row of a ring),
       * of the smallest cards. */
      int ring = (int) ceil (MIN (self->n_seats, 3) * (TRUCO_CARD_WIDGET_MIN_SIZE * (1 + 2 * FAN) + GAP));
      int empty_min, empty_nat;

      gtk_widget_measure (self->empty, orientation, -1, &empty_min, &empty_nat, NULL, NULL);
      *minimum = MAX (ring, empty_min);
      *natural = MAX (*minimum, (int) ceil (4 * (fan + GAP)));
    }
  else
    {
      int width = for_size >= 0 ? for_size : (int) ceil (4 * (fan + GAP));
      int lines = lines_height (self, width);

      /* The full size, never one card over another's place; or, given
       * the room left in view, that room: at least the smallest cards,
       * the learner's place below every other (cards may then overlap). */
      int full = lines + truco_table_tricks_ring_height (self, width, self->card_size);
      int least = truco_table_tricks_get_least_room (self, width);

      *minimum = *natural = self->room > 0 ? CLAMP (self->room, least, full) : full;
    }
}

/* Whether the words on an empty ring, @tw wide and @th high in its
 * middle, lie clear of its arrows (and, if @inside, inside its line). */
static gboolean
empty_fits (TrucoTableTricks *self,
            const Ring       *ring,
            double            tw,
            double            th,
            gboolean          inside)
{
  double clear = 1.25 * HEAD + 2; /* from an arrow's centre */
  graphene_point_t at;
  graphene_vec2_t towards;

  if (inside && (th / 2 + 2 >= ring->ry ||
                 tw / 2 + 2 > ring->rx * sqrt (1 - pow ((th / 2 + 2) / ring->ry, 2))))
    return FALSE;
  for (guint k = 0; truco_table_tricks_arrow_of (self, ring, k, &at, &towards); k++)
    if (fabs (at.y - ring->cy) < th / 2 + clear && fabs (at.x - ring->cx) < tw / 2 + clear)
      return FALSE;
  return TRUE;
}

/* The words on an empty ring: in its middle, as wide as they can be
 * inside its line, else across it, and always clear of its arrows (in
 * more lines, narrower, until no arrow is beside them). */
static void
place_empty (TrucoTableTricks *self,
             const Ring       *ring)
{
  int most = (int) floor (2 * MAX (0, ring->rx - 1.25 * HEAD - 2));
  int min, nat, tw = -1, th = 0;

  gtk_widget_measure (self->empty, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  /* (Inside the line first; each width 16 px narrower, the narrowest
   * last.) */
  for (guint pass = 0; pass < 2 && tw < 0; pass++)
    for (int w = MAX (min, MIN (nat, most)); ; w = MAX (min, w - 16))
      {
        gtk_widget_measure (self->empty, GTK_ORIENTATION_VERTICAL, w, &th, NULL, NULL, NULL);
        if (empty_fits (self, ring, w, th, pass == 0))
          {
            tw = w;
            break;
          }
        if (w == min)
          break;
      }
  if (tw < 0)
    {
      tw = MAX (min, MIN (nat, most));
      gtk_widget_measure (self->empty, GTK_ORIENTATION_VERTICAL, tw, &th, NULL, NULL, NULL);
    }
  gtk_widget_size_allocate (self->empty,
                            &(GtkAllocation) { (int) round (ring->cx - tw / 2.0), (int) round (ring->cy - th / 2.0),
                                               tw, th }, -1);
}

static void
truco_table_tricks_size_allocate (GtkWidget *widget,
                                  int        width,
                                  int        height,
                                  int        baseline)
{
  TrucoTableTricks *self = TRUCO_TABLE_TRICKS (widget);
  GtkWidget *lines[] = { self->stake, self->result };
  int top = 0;
  int min;
  Ring ring;

  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    if (gtk_widget_get_visible (lines[i]))
      {
        gtk_widget_measure (lines[i], GTK_ORIENTATION_VERTICAL, width, &min, NULL, NULL, NULL);
        gtk_widget_size_allocate (lines[i], &(GtkAllocation) { 0, top, width, min }, -1);
        top += min + SPACING;
      }
  truco_table_tricks_ring_init (self, &ring, width, top, height - top);

  if (gtk_widget_get_visible (self->empty))
    place_empty (self, &ring);

  for (guint i = 0; i < self->placed->len; i++)
    {
      Placed *placed = g_ptr_array_index (self->placed, i);
      graphene_point_t at = truco_table_tricks_place_of (self, &ring, placed);

      /* (Never less than the card asks, its smallest size: a smaller
       * card is that one, scaled.) */
      if (ring.w < TRUCO_CARD_WIDGET_MIN_SIZE)
        gtk_widget_allocate (placed->widget, TRUCO_CARD_WIDGET_MIN_SIZE, (int) round (1.5 * TRUCO_CARD_WIDGET_MIN_SIZE), -1,
                             gsk_transform_scale (gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (round (at.x), round (at.y))),
                                                  ring.w / TRUCO_CARD_WIDGET_MIN_SIZE, ring.w / TRUCO_CARD_WIDGET_MIN_SIZE));
      else
        gtk_widget_size_allocate (placed->widget,
                                  &(GtkAllocation) { (int) round (at.x), (int) round (at.y),
                                                     (int) ring.w, (int) round (ring.h) }, -1);
    }

  if (self->arrow_width != width || self->arrow_height != height)
    g_clear_pointer (&self->arrow, gsk_render_node_unref);
}

static void
truco_table_tricks_dispose (GObject *object)
{
  TrucoTableTricks *self = TRUCO_TABLE_TRICKS (object);

  g_clear_pointer (&self->placed, g_ptr_array_unref);
  g_clear_pointer (&self->arrow, gsk_render_node_unref);
  g_clear_pointer (&self->stake, gtk_widget_unparent);
  g_clear_pointer (&self->result, gtk_widget_unparent);
  g_clear_pointer (&self->empty, gtk_widget_unparent);
  G_OBJECT_CLASS (truco_table_tricks_parent_class)->dispose (object);
}

static void
truco_table_tricks_class_init (TrucoTableTricksClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = truco_table_tricks_dispose;
  widget_class->get_request_mode = truco_table_tricks_get_request_mode;
  widget_class->measure = truco_table_tricks_measure;
  widget_class->size_allocate = truco_table_tricks_size_allocate;
  widget_class->snapshot = truco_table_tricks_snapshot;
  gtk_widget_class_set_css_name (widget_class, "tabletricks");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
truco_table_tricks_init (TrucoTableTricks *self)
{
  self->placed = g_ptr_array_new_with_free_func ((GDestroyNotify) placed_free);
  self->duration = 250;
  self->n_seats = 2;
  self->card_size = 72;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("The tricks"),
                                  -1);

  self->stake = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->stake, "heading");
  gtk_widget_add_css_class (self->stake, "table-stake");
  gtk_label_set_wrap (GTK_LABEL (self->stake), TRUE);
  gtk_widget_set_parent (self->stake, GTK_WIDGET (self));

  self->result = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->result, "caption-heading");
  gtk_label_set_wrap (GTK_LABEL (self->result), TRUE);
  gtk_widget_set_visible (self->result, FALSE);
  gtk_widget_set_parent (self->result, GTK_WIDGET (self));

  /* The ring takes the room left in view. */
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);

  self->empty = gtk_label_new (_("No card has been laid yet."));
  gtk_widget_add_css_class (self->empty, "dim-label");
  gtk_label_set_wrap (GTK_LABEL (self->empty), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->empty), GTK_JUSTIFY_CENTER);
  gtk_widget_set_parent (self->empty, GTK_WIDGET (self));
}

GtkWidget *
truco_table_tricks_new (void)
{
  return g_object_new (TRUCO_TYPE_TABLE_TRICKS, NULL);
}
