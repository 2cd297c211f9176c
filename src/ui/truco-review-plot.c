/* truco-review-plot.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* TrucoReviewPlot draws the answers of the last days as bars, one a day,
 * today on the right: the right answers at the bottom in the accent
 * colour, the wrong ones above them in the error colour, so the height is
 * how much was practised and the share of colour how well.  What it shows
 * is also a sentence (truco_review_plot_get_summary()), its accessible
 * name, which the Quiz shows under it too. */

#include "config.h"

#include <glib/gi18n.h>

#include "truco-review-plot.h"

struct _TrucoReviewPlot
{
  GtkWidget  parent_instance;

  guint      reviews[TRUCO_REVIEW_PLOT_MAX_DAYS];
  guint      correct[TRUCO_REVIEW_PLOT_MAX_DAYS];
  guint      n_days;
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
  GdkRGBA axis;
  guint max = 1;
  float slot;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &axis);
  G_GNUC_END_IGNORE_DEPRECATIONS
  axis.alpha *= 0.3f;

  append_rect (snapshot, &axis, 0, height - 1, width, 1);
  if (self->n_days == 0)
    return;

  for (guint i = 0; i < self->n_days; i++)
    max = MAX (max, self->reviews[i]);

  slot = width / self->n_days;
  for (guint i = 0; i < self->n_days; i++)
    {
      /* Day i ago is drawn i slots from the right. */
      float x = width - (i + 1) * slot + slot * 0.15f;
      float bar = slot * 0.7f;
      float total = (height - 2) * self->reviews[i] / max;
      float good = (height - 2) * self->correct[i] / max;

      append_rect (snapshot, &right, x, height - 1 - good, bar, good);
      append_rect (snapshot, &wrong, x, height - 1 - total, bar, total - good);
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
    *minimum = *natural = 96;
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
  if (total == 0)
    {
      self->summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                    "No answers in the last %u day.",
                                                    "No answers in the last %u days.",
                                                    self->n_days),
                                       self->n_days);
    }
  else
    {
      /* Translators: the first sentence of the summary of the plot of
       * answers; the first %u counts the days, the second the answers. */
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
