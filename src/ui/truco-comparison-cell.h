/* truco-comparison-cell.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TRUCO_TYPE_COMPARISON_CELL (truco_comparison_cell_get_type ())

G_DECLARE_FINAL_TYPE (TrucoComparisonCell, truco_comparison_cell, TRUCO, COMPARISON_CELL, GtkWidget)

GtkWidget *truco_comparison_cell_new    (void);
void       truco_comparison_cell_append (TrucoComparisonCell *self,
                                         GtkWidget           *child);

G_END_DECLS
