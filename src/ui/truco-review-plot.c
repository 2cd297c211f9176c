/* truco-review-plot.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* TrucoReviewPlot draws the answers of the last days as bars, one a day,
 * today on the right: the right answers at the bottom in the accent
 * colour, the wrong ones above them in the error colour, so the height is
 * how much was practised and the share of colour how well; a legend says
 * which colour is which and the days are written under the bars.  With
 * no answer yet it says so in words where the bars would be.  The same
 * widget draws the due forecast (truco_review_plot_set_forecast()): one
 * bar a day from today on, its count above it.  What it shows is also a
 * sentence (truco_review_plot_get_summary()), its accessible name, which
 * the Quiz shows under it too. */

#include "config.h"

#include <glib/gi18n.h>

#include "truco-review-plot.h"

struct _TrucoReviewPlot
{
  GtkWidget  parent_instance;

  guint      reviews[TRUCO_REVIEW_PLOT_MAX_DAYS];
  guint      correct[TRUCO_REVIEW_PLOT_MAX_DAYS];
  guint      n_days;
  gboolean   forecast;
  char      *summary;
};

G_DEFINE_FINAL_TYPE (TrucoReviewPlot, truco_review_plot, GTK_TYPE_WIDGET)

static void
append_rect (GtkSnapshot   *snapshot,
             const GdkRGBA *color,
             float          x,
             float          y,
             float          width,
             float          height)
{
  graphene_rect_t rect;

  if (width <= 0 || height <= 0)
    return;
  graphene_rect_init (&rect, x, y, width, height);
  gtk_snapshot_append_color (snapshot, color, &rect);
}

/* Text at @x (its centre when @centre), its top at @y. */
static int
append_text (GtkWidget     *widget,
             GtkSnapshot   *snapshot,
             const char    *text,
             const GdkRGBA *color,
             float          x,
             float          y,
             gboolean       centre)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, text);
  int width, height;

  pango_layout_get_pixel_size (layout, &width, &height);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (centre ? x - width / 2.0f : x, y));
  gtk_snapshot_append_layout (snapshot, layout, color);
  gtk_snapshot_restore (snapshot);

  return width;
}

static int
text_height (GtkWidget *widget)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, "0");
  int height;

  pango_layout_get_pixel_size (layout, NULL, &height);
  return height;
}

/* The label of the day @offset days from today (ahead in a forecast,
 * back in the history): "today", or its number in the month (the
 * forecast: the weekday). */
static char *
day_label (TrucoReviewPlot *self,
           guint            offset)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autoptr(GDateTime) day = g_date_time_add_days (now, self->forecast ? (int) offset : -(int) offset);

  if (offset == 0)
    /* Translators: under today's bar of the plot of answers; short. */
    return g_strdup (C_("plot", "today"));
  if (self->forecast)
    return g_date_time_format (day, "%a");
  return g_strdup_printf ("%d", g_date_time_get_day_of_month (day));
}

static void
truco_review_plot_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  TrucoReviewPlot *self = TRUCO_REVIEW_PLOT (widget);
  float width = gtk_widget_get_width (widget);
  float height = gtk_widget_get_height (widget);
  /* The libadwaita accent and error colours, readable on light and dark. */
  GdkRGBA right = { 0.21f, 0.52f, 0.89f, 1.0f };
  GdkRGBA wrong = { 0.88f, 0.11f, 0.14f, 0.85f };
  GdkRGBA fg, axis, dim;
  int line = text_height (widget);
  float top, bottom, plot_height;
  guint max = 1, total = 0;
  float slot;
  guint every;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  G_GNUC_END_IGNORE_DEPRECATIONS
  axis = fg;
  axis.alpha *= 0.3f;
  dim = fg;
  dim.alpha *= 0.65f;

  /* A legend over the history; the counts over the forecast's bars. */
  top = line + 6;
  bottom = height - line - 4;
  plot_height = bottom - top;

  for (guint i = 0; i < self->n_days; i++)
    {
      max = MAX (max, self->reviews[i]);
      total += self->reviews[i];
    }

  if (!self->forecast)
    {
      float x = 0;

      append_rect (snapshot, &right, x, (line - 10) / 2.0f, 10, 10);
      /* Translators: the legend of the plot of answers: the colour of the
       * right answers, then of the wrong ones. */
      x += 14 + append_text (widget, snapshot, C_("plot", "Right"), &fg, x + 14, 0, FALSE) + 12;
      append_rect (snapshot, &wrong, x, (line - 10) / 2.0f, 10, 10);
      append_text (widget, snapshot, C_("plot", "Wrong"), &fg, x + 14, 0, FALSE);
    }

  append_rect (snapshot, &axis, 0, bottom, width, 1);
  if (self->n_days == 0)
    return;

  if (total == 0)
    {
      /* The empty state, in words where the bars would be. */
      const char *empty = self->forecast ? _("Nothing is due in the next days.")
                                         : _("No answers yet: each day you answer shows here as a bar.");
      g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, empty);
      int text_w, text_h;

      pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
      pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
      pango_layout_get_pixel_size (layout, &text_w, &text_h);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (0, top + (plot_height - text_h) / 2));
      gtk_snapshot_append_layout (snapshot, layout, &dim);
      gtk_snapshot_restore (snapshot);
    }

  slot = width / self->n_days;
  /* Every day labelled where there is room, else every other one. */
  every = slot >= 26 ? 1 : slot >= 13 ? 2 : 4;
  for (guint i = 0; i < self->n_days; i++)
    {
      /* History: day i ago i slots from the right; forecast: day i ahead i
       * slots from the left. */
      float x0 = self->forecast ? i * slot : width - (i + 1) * slot;
      float x = x0 + slot * 0.15f;
      float bar = slot * 0.7f;
      float bar_top = self->forecast ? line + 2 : 0;
      float scale = plot_height - bar_top - 1;
      float all = scale * self->reviews[i] / max;
      float good = scale * self->correct[i] / max;

      if (self->forecast)
        {
          append_rect (snapshot, &right, x, bottom - all, bar, all);
          if (self->reviews[i] > 0)
            {
              g_autofree char *count = g_strdup_printf ("%u", self->reviews[i]);

              append_text (widget, snapshot, count, &fg, x0 + slot / 2, bottom - all - line - 1, TRUE);
            }
        }
      else
        {
          append_rect (snapshot, &right, x, bottom - good, bar, good);
          append_rect (snapshot, &wrong, x, bottom - all, bar, all - good);
        }

      if (i % every == 0)
        {
          g_autofree char *label = day_label (self, i);

          append_text (widget, snapshot, label, i == 0 ? &fg : &dim, x0 + slot / 2, bottom + 3, TRUE);
        }
    }
}

static void
truco_review_plot_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 120;
      *natural = 480;
    }
  else
    *minimum = *natural = 132;
}

static void
truco_review_plot_sync_summary (TrucoReviewPlot *self)
{
  guint total = 0;
  guint right = 0;
  g_autofree char *period = NULL;
  g_autofree char *today = NULL;

  for (guint i = 0; i < self->n_days; i++)
    {
      total += self->reviews[i];
      right += self->correct[i];
    }

  g_free (self->summary);
  /* One day is today: its own sentence, with no "1 day" in it. */
  if (self->forecast && self->n_days == 1)
    /* Translators: the summary of the plot of reviews due, when it shows
     * today only; %u is the reviews due. */
    self->summary = g_strdup_printf (_("Reviews due today: %u."), total);
  else if (self->forecast)
    {
      /* Translators: the summary of the plot of reviews due; the first %u
       * counts the days from today on, always 2 or more (one day has a
       * sentence of its own), and the plural follows it; the second %u is
       * the reviews due in them. */
      self->summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                    "Reviews due in the next %u day, today included: %u.",
                                                    "Reviews due in the next %u days, today included: %u.",
                                                    self->n_days),
                                       self->n_days, total);
    }
  else if (total == 0 && self->n_days == 1)
    self->summary = g_strdup (_("No answers today."));
  else if (total == 0)
    {
      /* Translators: %u counts the days, always 2 or more (one day has a
       * sentence of its own); the plural follows it. */
      self->summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                    "No answers in the last %u day.",
                                                    "No answers in the last %u days.",
                                                    self->n_days),
                                       self->n_days);
    }
  else
    {
      if (self->n_days == 1)
        /* Translators: the first sentence of the summary of the plot of
         * answers, when it shows today only; %u is the answers. */
        period = g_strdup_printf (_("Answers today: %u."), total);
      else
        /* Translators: the first sentence of the summary of the plot of
         * answers; the first %u counts the days, always 2 or more (one day
         * has a sentence of its own), and the plural follows it; the
         * second %u is the answers. */
        period = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               "Answers in the last %u day: %u.",
                                               "Answers in the last %u days: %u.",
                                               self->n_days),
                                  self->n_days, total);
      /* Translators: the second sentence of the summary of the plot of
       * answers: how many were right, and their share in percent. */
      today = g_strdup_printf (_("Right answers: %u (%u %%)."),
                               right, (guint) (100.0 * right / total + 0.5));
      self->summary = g_strdup_printf ("%s %s", period, today);
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, self->summary,
                                  -1);
}

/**
 * truco_review_plot_set_counts:
 * @reviews: the answers of each day, [0] today, [i] i days ago
 * @correct: the right answers of each day
 * @n_days: how many days (at most %TRUCO_REVIEW_PLOT_MAX_DAYS)
 */
void
truco_review_plot_set_counts (TrucoReviewPlot *self,
                              const guint     *reviews,
                              const guint     *correct,
                              guint            n_days)
{
  g_return_if_fail (TRUCO_IS_REVIEW_PLOT (self));

  self->forecast = FALSE;
  self->n_days = MIN (n_days, TRUCO_REVIEW_PLOT_MAX_DAYS);
  for (guint i = 0; i < self->n_days; i++)
    {
      self->reviews[i] = reviews[i];
      self->correct[i] = MIN (correct[i], reviews[i]);
    }

  truco_review_plot_sync_summary (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * truco_review_plot_set_forecast:
 * @due: the reviews due each day, [0] today (overdue included), [i] in i
 *   days
 * @n_days: how many days (at most %TRUCO_REVIEW_PLOT_MAX_DAYS)
 *
 * Makes the plot a forecast: one bar a day from today on, left to right.
 */
void
truco_review_plot_set_forecast (TrucoReviewPlot *self,
                                const guint     *due,
                                guint            n_days)
{
  g_return_if_fail (TRUCO_IS_REVIEW_PLOT (self));

  self->forecast = TRUE;
  self->n_days = MIN (n_days, TRUCO_REVIEW_PLOT_MAX_DAYS);
  for (guint i = 0; i < self->n_days; i++)
    {
      self->reviews[i] = due[i];
      self->correct[i] = 0;
    }

  truco_review_plot_sync_summary (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * truco_review_plot_get_summary:
 *
 * Returns: what the plot shows, in words
 */
const char *
truco_review_plot_get_summary (TrucoReviewPlot *self)
{
  g_return_val_if_fail (TRUCO_IS_REVIEW_PLOT (self), NULL);

  return self->summary;
}

static void
truco_review_plot_finalize (GObject *object)
{
  TrucoReviewPlot *self = TRUCO_REVIEW_PLOT (object);

  g_free (self->summary);

  G_OBJECT_CLASS (truco_review_plot_parent_class)->finalize (object);
}

static void
truco_review_plot_class_init (TrucoReviewPlotClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = truco_review_plot_finalize;
  widget_class->snapshot = truco_review_plot_snapshot;
  widget_class->measure = truco_review_plot_measure;

  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_class_set_css_name (widget_class, "reviewplot");
}

static void
truco_review_plot_init (TrucoReviewPlot *self)
{
  truco_review_plot_sync_summary (self);
}

GtkWidget *
truco_review_plot_new (void)
{
  return g_object_new (TRUCO_TYPE_REVIEW_PLOT, NULL);
}
