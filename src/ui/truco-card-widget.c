/* truco-card-widget.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* TrucoCardWidget shows one card of the project's art (truco-card-art.c),
 * face up or down, at a requested width (height 1.5 × width).
 *
 * Looks: "highlighted" draws an accent outline with a soft halo (a card an
 * explanation points at); "selected" draws a thick accent border and a check
 * badge in the corner (a card the learner picked), so the two differ in shape
 * and not only in colour; an insensitive card is faded.  The keyboard focus
 * ring is drawn apart from both, further out.  All three are drawn outside
 * the card, as GTK draws focus outlines, so the card keeps its size.
 *
 * Accessibility: the role is BUTTON, because the card takes keyboard focus
 * and emits "activate" on Enter, Space or a click (choosing a card to play,
 * opening a glossary entry); a screen reader then announces that it can be
 * pressed.  The label is the card's full translated name from the engine,
 * "selected" is the PRESSED state, and an insensitive card is DISABLED (GTK
 * does that).  A card that only illustrates (a glossary entry) is built with
 * g_object_new (TRUCO_TYPE_CARD_WIDGET, "card", card, "accessible-role",
 * GTK_ACCESSIBLE_ROLE_IMG, "focusable", FALSE, NULL). */

#include "config.h"

#include <adwaita.h>
#include <math.h>
#include <stdio.h>
#include <glib/gi18n.h>

#include "truco-card-art.h"
#include "truco-card-widget.h"

struct _TrucoCardWidget
{
  GtkWidget  parent_instance;

  TrucoCard  card;
  int        size;
  guint      face_up : 1;
  guint      selected : 1;
  guint      highlighted : 1;
};

G_DEFINE_FINAL_TYPE (TrucoCardWidget, truco_card_widget, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CARD,
  PROP_FACE_UP,
  PROP_SIZE,
  PROP_SELECTED,
  PROP_HIGHLIGHTED,
  N_PROPS
};

enum {
  ACTIVATE,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
update_accessible (TrucoCardWidget *self)
{
  const char *label;

  /* Face down, the back is drawn whatever the card (the card of an opponent
   * may be unknown, TRUCO_CARD_NONE): the name tells no more than the art. */
  if (!self->face_up)
    /* Translators: accessible name of a card lying face down, whose value is hidden. */
    label = _("Face-down card");
  else if (self->card == TRUCO_CARD_NONE)
    /* Translators: accessible name of an empty place where a card can go. */
    label = _("No card");
  else
    label = truco_card_get_name (self->card);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self),
                               GTK_ACCESSIBLE_STATE_PRESSED,
                               self->selected ? GTK_ACCESSIBLE_TRISTATE_TRUE
                                              : GTK_ACCESSIBLE_TRISTATE_FALSE,
                               -1);
}

static void
set_css_class (TrucoCardWidget *self,
               const char      *css_class,
               gboolean         set)
{
  if (set)
    gtk_widget_add_css_class (GTK_WIDGET (self), css_class);
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), css_class);
}

static void
dark_changed_cb (TrucoCardWidget *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
lookup_accent (GtkWidget *widget,
               GdkRGBA   *color)
{
  GtkStyleContext *context = gtk_widget_get_style_context (widget);

  /* libadwaita's named colours; GTK 4.8 has no newer way to read them. */
  if (gtk_style_context_lookup_color (context, "accent_color", color))
    return TRUE;

  return gdk_rgba_parse (color, "#3584e4");
}

/* Strokes an outline @offset pixels outside the card rectangle. */
static void
stroke_outline (cairo_t         *cr,
                graphene_rect_t *card,
                double           radius,
                double           offset,
                double           line_width)
{
  double grow = offset + line_width / 2;

  truco_card_art_rounded_rect (cr,
                               card->origin.x - grow, card->origin.y - grow,
                               card->size.width + 2 * grow, card->size.height + 2 * grow,
                               radius + grow);
  cairo_set_line_width (cr, line_width);
  cairo_stroke (cr);
}

/* The art of a card at one size, drawn once and kept as a texture: a
 * card that slides or a window redrawn at each frame then costs a copy
 * of pixels, not the art's paths and letters again.  Held for all the
 * card widgets of the process; emptied when it grows past a few decks'
 * worth (sizes change when a window is resized). */
#define ART_CACHE_MAX 256

static GHashTable *art_cache;

/* The key of a card's art at a size (in pixels), or NULL when it is
 * kept already. */
static char *
art_key (TrucoCard card,
         gboolean  face_up,
         int       pw,
         int       ph,
         gboolean  dark,
         int       scale)
{
  return g_strdup_printf ("%u %d %d %d %d %d", (guint) card, face_up ? 1 : 0, pw, ph, dark ? 1 : 0, scale);
}

static GdkTexture *
lookup_art (TrucoCard card,
            gboolean  face_up,
            double    width,
            double    height,
            gboolean  dark,
            int       scale)
{
  g_autofree char *key = NULL;
  GdkTexture *texture;
  cairo_surface_t *surface;
  cairo_t *cr;
  int pw = (int) ceil (width * scale), ph = (int) ceil (height * scale);
  g_autoptr(GBytes) bytes = NULL;

  if (art_cache == NULL)
    art_cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  key = art_key (card, face_up, pw, ph, dark, scale);
  texture = g_hash_table_lookup (art_cache, key);
  if (texture != NULL)
    return texture;
  if (g_hash_table_size (art_cache) >= ART_CACHE_MAX)
    g_hash_table_remove_all (art_cache);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, pw, ph);
  cr = cairo_create (surface);
  cairo_scale (cr, (double) pw / width, (double) ph / height);
  truco_card_art_draw (cr, card, face_up, width, height, dark);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  bytes = g_bytes_new (cairo_image_surface_get_data (surface),
                       (gsize) cairo_image_surface_get_stride (surface) * ph);
  texture = gdk_memory_texture_new (pw, ph, GDK_MEMORY_DEFAULT, bytes,
                                    cairo_image_surface_get_stride (surface));
  cairo_surface_destroy (surface);
  g_hash_table_insert (art_cache, g_steal_pointer (&key), texture);
  return texture;
}

/* The card's place in a widget of @width × @height: it keeps its 2:3
 * shape, centred. */
static void
card_rect (int              width,
           int              height,
           graphene_rect_t *card)
{
  double scale = MIN (width / 100.0, height / 150.0);

  graphene_rect_init (card, (width - 100 * scale) / 2, (height - 150 * scale) / 2, 100 * scale, 150 * scale);
}

/* Art to draw before it is shown, one card at a time while the main loop
 * has nothing else to do, so that no frame draws it (a card's art costs a
 * few milliseconds: its paths, its letters at a new size). */
typedef struct
{
  TrucoCard card;
  gboolean  face_up;
  double    width, height;
  gboolean  dark;
  int       scale;
  GWeakRef  redraw;   /* a widget to draw again once it is made, or empty */
} Prefetch;

static GQueue prefetch_queue = G_QUEUE_INIT;
static guint  prefetch_id;

static gboolean
prefetch_cb (gpointer data)
{
  Prefetch *job;

  /* One drawing a turn: a frame never waits for more than one. */
  while ((job = g_queue_pop_head (&prefetch_queue)) != NULL)
    {
      int pw = (int) ceil (job->width * job->scale), ph = (int) ceil (job->height * job->scale);
      g_autofree char *key = art_key (job->card, job->face_up, pw, ph, job->dark, job->scale);
      gboolean kept = art_cache != NULL && g_hash_table_contains (art_cache, key);

      /* (Never past the cache's size: it would be emptied.) */
      g_autoptr(GtkWidget) redraw = g_weak_ref_get (&job->redraw);

      if (!kept && (redraw != NULL || art_cache == NULL || g_hash_table_size (art_cache) < ART_CACHE_MAX - 32))
        lookup_art (job->card, job->face_up, job->width, job->height, job->dark, job->scale);
      if (redraw != NULL)
        gtk_widget_queue_draw (redraw);
      g_weak_ref_clear (&job->redraw);
      g_free (job);
      if (!kept)
        break;
    }
  if (!g_queue_is_empty (&prefetch_queue))
    return G_SOURCE_CONTINUE;
  prefetch_id = 0;
  return G_SOURCE_REMOVE;
}

/**
 * truco_card_widget_prefetch:
 * @widget: a widget on the screen the cards will show on
 * @cards: (array length=n_cards): the cards
 * @face_up: whether they will show face up
 * @width: the width of the card widgets they will show in
 * @height: their height
 *
 * Draws the art of @cards for card widgets of @width × @height ahead of
 * time, while the main loop is idle, so that they show at once.
 */
void
truco_card_widget_prefetch (GtkWidget       *widget,
                            const TrucoCard *cards,
                            guint            n_cards,
                            gboolean         face_up,
                            int              width,
                            int              height)
{
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  int scale;
  graphene_rect_t card;

  g_return_if_fail (GTK_IS_WIDGET (widget));

  if (width <= 0 || height <= 0 || n_cards == 0)
    return;
  scale = gtk_widget_get_scale_factor (widget);
  card_rect (width, height, &card);
  for (guint i = 0; i < n_cards; i++)
    {
      Prefetch *job = g_new (Prefetch, 1);

      *job = (Prefetch) { cards[i], face_up, card.size.width, card.size.height, dark, scale, { { NULL } } };
      g_weak_ref_init (&job->redraw, NULL);
      g_queue_push_tail (&prefetch_queue, job);
    }
  if (prefetch_id == 0)
    prefetch_id = g_idle_add_full (G_PRIORITY_LOW, prefetch_cb, NULL, NULL);
}

/* The art of @card made at another size near this one (within a quarter),
 * or NULL. */
static GdkTexture *
lookup_near_art (TrucoCard card,
                 gboolean  face_up,
                 double    width,
                 double    height,
                 gboolean  dark,
                 int       scale)
{
  int pw = (int) ceil (width * scale);
  GdkTexture *best = NULL;
  int best_off = G_MAXINT;
  GHashTableIter iter;
  gpointer key, value;

  if (art_cache == NULL)
    return NULL;
  g_hash_table_iter_init (&iter, art_cache);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      guint c;
      int f, w, h, d, sc;

      if (sscanf (key, "%u %d %d %d %d %d", &c, &f, &w, &h, &d, &sc) != 6 ||
          c != (guint) card || f != !!face_up || d != !!dark || sc != scale || ABS (w - pw) * 4 > pw)
        continue;
      if (ABS (w - pw) < best_off)
        {
          best_off = ABS (w - pw);
          best = value;
        }
    }
  return best;
}

/* The art of the card for this frame: the one made at its size; or,
 * when it has none yet but one at a size near it (its place on the table
 * grew or shrank), that one scaled for a frame or two while its own is
 * made between frames, so that no frame waits for the drawing. */
static GdkTexture *
art_for_frame (TrucoCardWidget *self,
               double           width,
               double           height,
               gboolean         dark)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  int pw = (int) ceil (width * scale), ph = (int) ceil (height * scale);
  g_autofree char *key = art_key (self->card, self->face_up, pw, ph, dark, scale);
  GdkTexture *texture = art_cache != NULL ? g_hash_table_lookup (art_cache, key) : NULL;
  Prefetch *job;

  if (texture != NULL)
    return texture;
  texture = lookup_near_art (self->card, self->face_up, width, height, dark, scale);
  if (texture == NULL)
    return lookup_art (self->card, self->face_up, width, height, dark, scale);
  job = g_new (Prefetch, 1);
  *job = (Prefetch) { self->card, self->face_up, width, height, dark, scale, { { NULL } } };
  g_weak_ref_init (&job->redraw, self);
  /* (First: it shows now.) */
  g_queue_push_head (&prefetch_queue, job);
  if (prefetch_id == 0)
    prefetch_id = g_idle_add_full (G_PRIORITY_LOW, prefetch_cb, NULL, NULL);
  return texture;
}

static void
truco_card_widget_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  TrucoCardWidget *self = TRUCO_CARD_WIDGET (widget);
  AdwStyleManager *style = adw_style_manager_get_default ();
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  gboolean dark = adw_style_manager_get_dark (style);
  gboolean sensitive = gtk_widget_is_sensitive (widget);
  graphene_rect_t card;
  GdkRGBA accent;
  double scale, radius;
  cairo_t *cr;

  if (width <= 0 || height <= 0)
    return;

  /* The card keeps its 2:3 shape, centred in whatever it is given. */
  card_rect (width, height, &card);
  scale = card.size.width / 100;
  radius = 6 * scale;
  lookup_accent (widget, &accent);

  if (!sensitive)
    gtk_snapshot_push_opacity (snapshot, 0.45);

  /* The art, from the cache. */
  gtk_snapshot_append_texture (snapshot, art_for_frame (self, card.size.width, card.size.height, dark), &card);
  if (!self->highlighted && !self->selected && !gtk_widget_has_visible_focus (widget))
    {
      if (!sensitive)
        gtk_snapshot_pop (snapshot);
      return;
    }

  /* Leave room outside the card for the outlines. */
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (-12, -12, width + 24, height + 24));

  if (self->highlighted)
    {
      cairo_set_source_rgba (cr, accent.red, accent.green, accent.blue, 0.3);
      stroke_outline (cr, &card, radius, 0, 7);
      gdk_cairo_set_source_rgba (cr, &accent);
      stroke_outline (cr, &card, radius, 0, 2);
    }

  if (self->selected)
    {
      double r = MAX (7, card.size.width * 0.09);
      double cx = card.origin.x + card.size.width - r * 0.6;
      double cy = card.origin.y + r * 0.6;

      gdk_cairo_set_source_rgba (cr, &accent);
      stroke_outline (cr, &card, radius, -1.5, 4);

      /* A check badge, so that "selected" does not rest on colour alone. */
      cairo_new_path (cr);
      cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_set_line_width (cr, MAX (1, r * 0.18));
      cairo_stroke (cr);
      cairo_move_to (cr, cx - r * 0.45, cy + r * 0.02);
      cairo_line_to (cr, cx - r * 0.12, cy + r * 0.35);
      cairo_line_to (cr, cx + r * 0.48, cy - r * 0.32);
      cairo_set_line_width (cr, MAX (1.5, r * 0.26));
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_stroke (cr);
    }

  if (gtk_widget_has_visible_focus (widget))
    {
      cairo_set_source_rgba (cr, accent.red, accent.green, accent.blue, 0.6);
      stroke_outline (cr, &card, radius, self->highlighted ? 7 : 3, 2);
    }

  cairo_destroy (cr);

  if (!sensitive)
    gtk_snapshot_pop (snapshot);
}

static void
truco_card_widget_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  TrucoCardWidget *self = TRUCO_CARD_WIDGET (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = self->size;
  else
    *minimum = *natural = (self->size * 3 + 1) / 2;
}

static void
truco_card_widget_state_flags_changed (GtkWidget     *widget,
                                       GtkStateFlags  previous_state)
{
  GTK_WIDGET_CLASS (truco_card_widget_parent_class)->state_flags_changed (widget, previous_state);

  /* Focus ring and insensitive look are drawn here, not by CSS. */
  gtk_widget_queue_draw (widget);
}

static void
truco_card_widget_real_activate (TrucoCardWidget *self)
{
  /* gtk_widget_activate() does not look at sensitivity: an insensitive
   * card must not be played, so stop the emission before any handler. */
  if (!gtk_widget_is_sensitive (GTK_WIDGET (self)))
    g_signal_stop_emission (self, signals[ACTIVATE], 0);
}

static void
click_released_cb (GtkGestureClick *gesture,
                   int              n_press,
                   double           x,
                   double           y,
                   TrucoCardWidget *self)
{
  GtkWidget *widget = GTK_WIDGET (self);

  if (!gtk_widget_contains (widget, x, y))
    return;

  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  if (gtk_widget_get_focus_on_click (widget))
    gtk_widget_grab_focus (widget);
  g_signal_emit (self, signals[ACTIVATE], 0);
}

static void
truco_card_widget_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  TrucoCardWidget *self = TRUCO_CARD_WIDGET (object);

  switch (prop_id)
    {
    case PROP_CARD:
      g_value_set_uint (value, self->card);
      break;
    case PROP_FACE_UP:
      g_value_set_boolean (value, self->face_up);
      break;
    case PROP_SIZE:
      g_value_set_int (value, self->size);
      break;
    case PROP_SELECTED:
      g_value_set_boolean (value, self->selected);
      break;
    case PROP_HIGHLIGHTED:
      g_value_set_boolean (value, self->highlighted);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
truco_card_widget_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  TrucoCardWidget *self = TRUCO_CARD_WIDGET (object);

  switch (prop_id)
    {
    case PROP_CARD:
      truco_card_widget_set_card (self, (TrucoCard) g_value_get_uint (value));
      break;
    case PROP_FACE_UP:
      truco_card_widget_set_face_up (self, g_value_get_boolean (value));
      break;
    case PROP_SIZE:
      truco_card_widget_set_size (self, g_value_get_int (value));
      break;
    case PROP_SELECTED:
      truco_card_widget_set_selected (self, g_value_get_boolean (value));
      break;
    case PROP_HIGHLIGHTED:
      truco_card_widget_set_highlighted (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
truco_card_widget_class_init (TrucoCardWidgetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  const guint activate_keys[] = { GDK_KEY_Return, GDK_KEY_ISO_Enter, GDK_KEY_KP_Enter,
                                  GDK_KEY_space, GDK_KEY_KP_Space };

  object_class->get_property = truco_card_widget_get_property;
  object_class->set_property = truco_card_widget_set_property;

  widget_class->snapshot = truco_card_widget_snapshot;
  widget_class->measure = truco_card_widget_measure;
  widget_class->state_flags_changed = truco_card_widget_state_flags_changed;

  /**
   * TrucoCardWidget:card:
   *
   * The card shown, a #TrucoCard value; 0 (%TRUCO_CARD_NONE) is an empty place.
   */
  properties[PROP_CARD] =
    g_param_spec_uint ("card", NULL, NULL,
                       0, G_MAXUINT8, TRUCO_CARD_NONE,
                       (G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY));

  properties[PROP_FACE_UP] =
    g_param_spec_boolean ("face-up", NULL, NULL,
                          TRUE,
                          (G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY));

  /**
   * TrucoCardWidget:size:
   *
   * The width in pixels; the height is 1.5 times as much.  Values outside
   * %TRUCO_CARD_WIDGET_MIN_SIZE..%TRUCO_CARD_WIDGET_MAX_SIZE are clamped.
   */
  properties[PROP_SIZE] =
    g_param_spec_int ("size", NULL, NULL,
                      G_MININT, G_MAXINT, TRUCO_CARD_WIDGET_DEFAULT_SIZE,
                      (G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY));

  properties[PROP_SELECTED] =
    g_param_spec_boolean ("selected", NULL, NULL,
                          FALSE,
                          (G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY));

  properties[PROP_HIGHLIGHTED] =
    g_param_spec_boolean ("highlighted", NULL, NULL,
                          FALSE,
                          (G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TrucoCardWidget::activate:
   *
   * Emitted when the card is clicked, or activated with Enter or Space while
   * it has the focus.  Never emitted while the widget is insensitive.
   */
  signals[ACTIVATE] =
    g_signal_new_class_handler ("activate",
                                G_TYPE_FROM_CLASS (klass),
                                G_SIGNAL_RUN_FIRST | G_SIGNAL_ACTION,
                                G_CALLBACK (truco_card_widget_real_activate),
                                NULL, NULL,
                                NULL,
                                G_TYPE_NONE, 0);
  gtk_widget_class_set_activate_signal (widget_class, signals[ACTIVATE]);

  for (guint i = 0; i < G_N_ELEMENTS (activate_keys); i++)
    gtk_widget_class_add_binding_signal (widget_class, activate_keys[i], 0, "activate", NULL);

  gtk_widget_class_set_css_name (widget_class, "truco-card");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_BUTTON);
}

static void
truco_card_widget_init (TrucoCardWidget *self)
{
  GtkGesture *click;

  self->size = TRUCO_CARD_WIDGET_DEFAULT_SIZE;
  self->face_up = TRUE;

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "pointer");

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect_object (click, "released", G_CALLBACK (click_released_cb), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (dark_changed_cb), self, G_CONNECT_SWAPPED);

  set_css_class (self, "empty", TRUE);
  update_accessible (self);
}

/**
 * truco_card_widget_new:
 * @card: the card to show, or %TRUCO_CARD_NONE for an empty place
 *
 * Returns: (transfer floating): a card widget showing @card face up
 */
GtkWidget *
truco_card_widget_new (TrucoCard card)
{
  return g_object_new (TRUCO_TYPE_CARD_WIDGET, "card", (guint) card, NULL);
}

TrucoCard
truco_card_widget_get_card (TrucoCardWidget *self)
{
  g_return_val_if_fail (TRUCO_IS_CARD_WIDGET (self), TRUCO_CARD_NONE);

  return self->card;
}

void
truco_card_widget_set_card (TrucoCardWidget *self,
                            TrucoCard        card)
{
  g_return_if_fail (TRUCO_IS_CARD_WIDGET (self));
  g_return_if_fail (card == TRUCO_CARD_NONE || truco_card_is_valid (card));

  if (self->card == card)
    return;

  self->card = card;
  set_css_class (self, "empty", card == TRUCO_CARD_NONE);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CARD]);
}

gboolean
truco_card_widget_get_face_up (TrucoCardWidget *self)
{
  g_return_val_if_fail (TRUCO_IS_CARD_WIDGET (self), FALSE);

  return self->face_up;
}

void
truco_card_widget_set_face_up (TrucoCardWidget *self,
                               gboolean         face_up)
{
  g_return_if_fail (TRUCO_IS_CARD_WIDGET (self));

  face_up = !!face_up;
  if (self->face_up == face_up)
    return;

  self->face_up = face_up;
  set_css_class (self, "face-down", !face_up);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FACE_UP]);
}

int
truco_card_widget_get_size (TrucoCardWidget *self)
{
  g_return_val_if_fail (TRUCO_IS_CARD_WIDGET (self), 0);

  return self->size;
}

void
truco_card_widget_set_size (TrucoCardWidget *self,
                            int              size)
{
  g_return_if_fail (TRUCO_IS_CARD_WIDGET (self));

  size = CLAMP (size, TRUCO_CARD_WIDGET_MIN_SIZE, TRUCO_CARD_WIDGET_MAX_SIZE);
  if (self->size == size)
    return;

  self->size = size;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SIZE]);
}

gboolean
truco_card_widget_get_selected (TrucoCardWidget *self)
{
  g_return_val_if_fail (TRUCO_IS_CARD_WIDGET (self), FALSE);

  return self->selected;
}

void
truco_card_widget_set_selected (TrucoCardWidget *self,
                                gboolean         selected)
{
  g_return_if_fail (TRUCO_IS_CARD_WIDGET (self));

  selected = !!selected;
  if (self->selected == selected)
    return;

  self->selected = selected;
  set_css_class (self, "selected", selected);
  if (selected)
    gtk_widget_set_state_flags (GTK_WIDGET (self), GTK_STATE_FLAG_SELECTED, FALSE);
  else
    gtk_widget_unset_state_flags (GTK_WIDGET (self), GTK_STATE_FLAG_SELECTED);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
}

gboolean
truco_card_widget_get_highlighted (TrucoCardWidget *self)
{
  g_return_val_if_fail (TRUCO_IS_CARD_WIDGET (self), FALSE);

  return self->highlighted;
}

void
truco_card_widget_set_highlighted (TrucoCardWidget *self,
                                   gboolean         highlighted)
{
  g_return_if_fail (TRUCO_IS_CARD_WIDGET (self));

  highlighted = !!highlighted;
  if (self->highlighted == highlighted)
    return;

  self->highlighted = highlighted;
  set_css_class (self, "highlighted", highlighted);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HIGHLIGHTED]);
}
