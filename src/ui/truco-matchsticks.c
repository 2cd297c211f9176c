/* truco-matchsticks.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* TrucoMatchsticks draws a side's score as it is kept at a real table:
 * one matchstick a point, in groups of five, four upright and the fifth
 * laid across them, three groups to a row.  Where the chico is told in
 * malas and buenas the sticks of the buenas start a section of their own
 * below the malas, each section under its word.  The sticks follow the
 * theme's foreground colour, so they read on light and dark alike, and
 * shrink with the space they are given (a phone shows the same sticks,
 * smaller).  The figure is the widget's accessible name ("18 points, 3 in
 * the buenas"), with the side's name in front when the caller gives one. */

#include "config.h"

#include <glib/gi18n.h>

#include "truco-matchsticks-private.h"

G_DEFINE_FINAL_TYPE (TrucoMatchsticks, truco_matchsticks, GTK_TYPE_WIDGET)

static void
truco_matchsticks_sync_label (TrucoMatchsticks *self)
{
  guint n = self->score;

  g_free (self->label);
  if (self->buenas_start == 0 || n < self->buenas_start)
    {
      gboolean malas = self->buenas_start > 0;

      if (self->side_name == NULL)
        self->label = malas
          ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u point, in the malas", "%u points, in the malas", n), n)
          : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u point", "%u points", n), n);
      else if (malas)
        /* Translators: a side's score on the matchsticks; %1$s is the side
         * ("You", "Ana and Luis"), %2$u its points, all in the malas (the
         * first half of the chico). */
        self->label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s: %2$u point, in the malas", "%1$s: %2$u points, in the malas", n),
                                       self->side_name, n);
      else
        /* Translators: a side's score on the matchsticks; %1$s is the side
         * ("You", "Ana and Luis"), %2$u its points. */
        self->label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s: %2$u point", "%1$s: %2$u points", n),
                                       self->side_name, n);
    }
  else
    {
      guint buenas = n - self->buenas_start;

      if (self->side_name == NULL)
        /* Translators: a score of the second half of the chico: the first
         * %u is all the points, the second how many of them are buenas
         * ("18 points, 3 in the buenas"). */
        self->label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u point, %u in the buenas", "%u points, %u in the buenas", n),
                                       n, buenas);
      else
        /* Translators: a side's score in the second half of the chico; %1$s
         * is the side ("You", "Ana and Luis"), %2$u all its points, %3$u
         * how many of them are buenas. */
        self->label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s: %2$u point, %3$u in the buenas", "%1$s: %2$u points, %3$u in the buenas", n),
                                       self->side_name, n, buenas);
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, self->label,
                                  -1);
}

static void
truco_matchsticks_changed (TrucoMatchsticks *self,
                           gboolean          resize)
{
  truco_matchsticks_lay_out (self);
  truco_matchsticks_sync_label (self);
  if (resize)
    gtk_widget_queue_resize (GTK_WIDGET (self));
  else
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

static PangoLayout *
caption_layout (TrucoMatchsticks *self,
                guint             section)
{
  /* Translators: the word written over the first half of a score kept in
   * malas and buenas; keep the players' word. */
  const char *text = section == 0 ? C_("score", "malas")
    /* Translators: the word written over the second half of a score kept
     * in malas and buenas; keep the players' word. */
    : C_("score", "buenas");

  return gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
}

static int
caption_height (TrucoMatchsticks *self)
{
  g_autoptr(PangoLayout) layout = NULL;
  int height;

  if (self->buenas_start == 0 || self->compact)
    return 0;
  layout = caption_layout (self, 0);
  pango_layout_get_pixel_size (layout, NULL, &height);
  return height;
}

static float
width_units (void)
{
  return 2 * MARGIN + (GROUPS_PER_ROW - 1) * GROUP_ADVANCE + GROUP_WIDTH + 0.24f;
}

static void
append_stick (GtkSnapshot   *snapshot,
              const GdkRGBA *color,
              const Stick   *stick,
              float          unit,
              float          top)
{
  float x0 = stick->x0 * unit, y0 = top + stick->y0 * unit;
  float x1 = stick->x1 * unit, y1 = top + stick->y1 * unit;
  float length = sqrtf ((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0));
  float thickness = MAX (1.5f, unit * 0.08f);
  float head = thickness * 1.8f;
  GskRoundedRect rounded;
  graphene_rect_t rect;

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x0, y0));
  /* Lay the stick along x, from the foot at 0 to the head at length. */
  gtk_snapshot_rotate (snapshot, atan2f (y1 - y0, x1 - x0) * 180.0f / G_PI);

  graphene_rect_init (&rect, 0, -thickness / 2, length - head * 0.5f, thickness);
  gtk_snapshot_append_color (snapshot, color, &rect);

  graphene_rect_init (&rect, length - head * 1.3f, -head / 2, head * 1.3f, head);
  gsk_rounded_rect_init_from_rect (&rounded, &rect, head / 2);
  gtk_snapshot_push_rounded_clip (snapshot, &rounded);
  gtk_snapshot_append_color (snapshot, color, &rect);
  gtk_snapshot_pop (snapshot);

  gtk_snapshot_restore (snapshot);
}

static void
truco_matchsticks_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  TrucoMatchsticks *self = TRUCO_MATCHSTICKS (widget);
  float width = gtk_widget_get_width (widget);
  float height = gtk_widget_get_height (widget);
  int caption = caption_height (self);
  float unit, offset;
  GdkRGBA color;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &color);
  G_GNUC_END_IGNORE_DEPRECATIONS

  unit = MIN (width / width_units (), (height - 2 * caption) / self->height_units);
  if (unit <= 0)
    return;
  offset = (width - unit * width_units ()) / 2;

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (offset, 0));

  if (self->buenas_start > 0 && !self->compact)
    for (guint section = 0; section < 2; section++)
      {
        g_autoptr(PangoLayout) layout = caption_layout (self, section);
        GdkRGBA dim = color;
        float y = self->section_top[section] * unit + section * caption - MARGIN * unit;

        dim.alpha *= 0.7f;
        gtk_snapshot_save (snapshot);
        gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (MARGIN * unit, MAX (0, y)));
        gtk_snapshot_append_layout (snapshot, layout, &dim);
        gtk_snapshot_restore (snapshot);

        /* A rule between the malas and the buenas. */
        if (section == 1)
          {
            graphene_rect_t rule;

            dim.alpha *= 0.5f;
            graphene_rect_init (&rule, 0, MAX (0, y) - SECTION_GAP * unit / 2,
                                unit * width_units (), 1);
            gtk_snapshot_append_color (snapshot, &dim, &rule);
          }
      }

  for (guint i = 0; i < self->sticks->len; i++)
    {
      const Stick *stick = &g_array_index (self->sticks, Stick, i);

      append_stick (snapshot, &color, stick, unit, (stick->section + (self->buenas_start > 0 ? 1 : 0)) * caption);
    }

  gtk_snapshot_restore (snapshot);
}

static GtkSizeRequestMode
truco_matchsticks_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
truco_matchsticks_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  TrucoMatchsticks *self = TRUCO_MATCHSTICKS (widget);
  int captions = (self->buenas_start > 0 ? 2 : 0) * caption_height (self);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = (int) ceilf (MIN_STICK * width_units ());
      *natural = (int) ceilf (NATURAL_STICK * width_units ());
    }
  else
    {
      float unit = NATURAL_STICK;

      /* As tall as the sticks are at the width given, within the sizes. */
      if (for_size > 0)
        unit = CLAMP (for_size / width_units (), MIN_STICK, NATURAL_STICK);
      *minimum = (int) ceilf (MIN_STICK * self->height_units) + captions;
      *natural = (int) ceilf (unit * self->height_units) + captions;
    }
}

static void
truco_matchsticks_css_changed (GtkWidget         *widget,
                               GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (truco_matchsticks_parent_class)->css_changed (widget, change);

  /* The foreground colour or the caption's font may have changed. */
  gtk_widget_queue_resize (widget);
}

static void
truco_matchsticks_finalize (GObject *object)
{
  TrucoMatchsticks *self = TRUCO_MATCHSTICKS (object);

  g_array_unref (self->sticks);
  g_free (self->side_name);
  g_free (self->label);

  G_OBJECT_CLASS (truco_matchsticks_parent_class)->finalize (object);
}

static void
truco_matchsticks_class_init (TrucoMatchsticksClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = truco_matchsticks_finalize;
  widget_class->snapshot = truco_matchsticks_snapshot;
  widget_class->measure = truco_matchsticks_measure;
  widget_class->get_request_mode = truco_matchsticks_get_request_mode;
  widget_class->css_changed = truco_matchsticks_css_changed;

  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_class_set_css_name (widget_class, "matchsticks");
}

static void
truco_matchsticks_init (TrucoMatchsticks *self)
{
  self->sticks = g_array_new (FALSE, FALSE, sizeof (Stick));
  truco_matchsticks_changed (self, FALSE);
}

GtkWidget *
truco_matchsticks_new (void)
{
  return g_object_new (TRUCO_TYPE_MATCHSTICKS, NULL);
}

/**
 * truco_matchsticks_set_score:
 * @points: the side's points
 */
void
truco_matchsticks_set_score (TrucoMatchsticks *self,
                             guint             points)
{
  g_return_if_fail (TRUCO_IS_MATCHSTICKS (self));

  if (self->score == points)
    return;
  /* A score past the rows laid out for the target needs more room. */
  self->score = points;
  truco_matchsticks_changed (self, TRUE);
}

guint
truco_matchsticks_get_score (TrucoMatchsticks *self)
{
  g_return_val_if_fail (TRUCO_IS_MATCHSTICKS (self), 0);

  return self->score;
}

/**
 * truco_matchsticks_set_buenas_start:
 * @buenas_start: where the buenas begin (half the target), or 0 for a
 *   score without malas and buenas
 */
void
truco_matchsticks_set_buenas_start (TrucoMatchsticks *self,
                                    guint             buenas_start)
{
  g_return_if_fail (TRUCO_IS_MATCHSTICKS (self));

  self->buenas_start = buenas_start;
  truco_matchsticks_changed (self, TRUE);
}

guint
truco_matchsticks_get_buenas_start (TrucoMatchsticks *self)
{
  g_return_val_if_fail (TRUCO_IS_MATCHSTICKS (self), 0);

  return self->buenas_start;
}

/**
 * truco_matchsticks_set_rules:
 * @rules: (nullable): the rules of the match
 *
 * Takes from @rules the target (the room kept for the sticks) and whether
 * the score is told in malas and buenas.
 */
void
truco_matchsticks_set_rules (TrucoMatchsticks *self,
                             const TrucoRules *rules)
{
  g_return_if_fail (TRUCO_IS_MATCHSTICKS (self));

  self->target = rules != NULL ? truco_rules_get_target (rules) : 0;
  self->buenas_start = rules != NULL ? truco_rules_get_malas_buenas (rules) : 0;
  truco_matchsticks_changed (self, TRUE);
}

/**
 * truco_matchsticks_set_side_name:
 * @name: (nullable): the side whose score this is ("You", "Ana and Luis"),
 *   put in front of the figure in the accessible name
 */
void
truco_matchsticks_set_side_name (TrucoMatchsticks *self,
                                 const char       *name)
{
  g_return_if_fail (TRUCO_IS_MATCHSTICKS (self));

  g_free (self->side_name);
  self->side_name = g_strdup (name);
  truco_matchsticks_sync_label (self);
}

const char *
truco_matchsticks_get_side_name (TrucoMatchsticks *self)
{
  g_return_val_if_fail (TRUCO_IS_MATCHSTICKS (self), NULL);

  return self->side_name;
}

/**
 * truco_matchsticks_get_label:
 *
 * Returns: the score in words, the widget's accessible name
 */
const char *
truco_matchsticks_get_label (TrucoMatchsticks *self)
{
  g_return_val_if_fail (TRUCO_IS_MATCHSTICKS (self), NULL);

  return self->label;
}

/**
 * truco_matchsticks_set_compact:
 * @compact: draw only the half of the score it is in, without the words
 *   malas and buenas over the sticks (for a header's one line)
 */
void
truco_matchsticks_set_compact (TrucoMatchsticks *self,
                               gboolean          compact)
{
  g_return_if_fail (TRUCO_IS_MATCHSTICKS (self));

  compact = !!compact;
  if (self->compact == compact)
    return;
  self->compact = compact;
  truco_matchsticks_changed (self, TRUE);
}
