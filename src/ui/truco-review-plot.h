/* truco-review-plot.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TRUCO_REVIEW_PLOT_MAX_DAYS 60

#define TRUCO_TYPE_REVIEW_PLOT (truco_review_plot_get_type ())

G_DECLARE_FINAL_TYPE (TrucoReviewPlot, truco_review_plot, TRUCO, REVIEW_PLOT, GtkWidget)

GtkWidget  *truco_review_plot_new         (void);
void        truco_review_plot_set_counts  (TrucoReviewPlot *self,
                                           const guint     *reviews,
                                           const guint     *correct,
                                           guint            n_days);
void        truco_review_plot_set_forecast (TrucoReviewPlot *self,
                                            const guint     *due,
                                            guint            n_days);
const char *truco_review_plot_get_summary (TrucoReviewPlot *self);

G_END_DECLS
