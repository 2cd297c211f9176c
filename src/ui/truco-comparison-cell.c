/* truco-comparison-cell.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "truco-comparison-cell.h"

/* A cell of the comparison: its children stacked vertically, and the cell
 * itself takes the keyboard focus, so that Tab and the arrows walk the
 * comparison and a screen reader reads each cell (its name and text, which
 * the caller relates to it).  A focusable GtkBox would not do: a box only
 * ever passes the focus on to its children, and labels take none. */
struct _TrucoComparisonCell
{
  GtkWidget parent_instance;
};

G_DEFINE_FINAL_TYPE (TrucoComparisonCell, truco_comparison_cell, GTK_TYPE_WIDGET)

static void
truco_comparison_cell_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (truco_comparison_cell_parent_class)->dispose (object);
}

static void
truco_comparison_cell_class_init (TrucoComparisonCellClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = truco_comparison_cell_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "box");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
truco_comparison_cell_init (TrucoComparisonCell *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 6);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
}

/**
 * truco_comparison_cell_new:
 *
 * Returns: (transfer floating): a new, empty, focusable cell
 */
GtkWidget *
truco_comparison_cell_new (void)
{
  return g_object_new (TRUCO_TYPE_COMPARISON_CELL, NULL);
}

/**
 * truco_comparison_cell_append:
 * @self: a #TrucoComparisonCell
 * @child: a widget to show below the others
 *
 * Adds @child at the bottom of the cell.
 */
void
truco_comparison_cell_append (TrucoComparisonCell *self,
                              GtkWidget           *child)
{
  g_return_if_fail (TRUCO_IS_COMPARISON_CELL (self));
  g_return_if_fail (GTK_IS_WIDGET (child));

  gtk_widget_insert_before (child, GTK_WIDGET (self), NULL);
}
