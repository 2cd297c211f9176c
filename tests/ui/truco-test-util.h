/* truco-test-util.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

typedef gboolean (*TrucoWidgetMatch) (GtkWidget  *widget,
                                      gconstpointer data);

/* Depth-first search of @root and its descendants. */
static inline GtkWidget *
truco_test_find_widget (GtkWidget        *root,
                        TrucoWidgetMatch  match,
                        gconstpointer     data)
{
  GtkWidget *child;

  if (match (root, data))
    return root;

  for (child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = truco_test_find_widget (child, match, data);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static inline gboolean
truco_test_is_row_titled (GtkWidget     *widget,
                          gconstpointer  title)
{
  return ADW_IS_PREFERENCES_ROW (widget) &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

static inline gboolean
truco_test_is_label (GtkWidget     *widget,
                     gconstpointer  text)
{
  return GTK_IS_LABEL (widget) &&
         g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0;
}

/* Spins the main loop until the pending idles and frames have run. */
static inline void
truco_test_flush (void)
{
  gint64 end = g_get_monotonic_time () + G_TIME_SPAN_MILLISECOND * 50;

  while (g_main_context_iteration (NULL, FALSE) || g_get_monotonic_time () < end)
    ;
}

G_END_DECLS
