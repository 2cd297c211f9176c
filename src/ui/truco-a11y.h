/* truco-a11y.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void truco_a11y_name_toolkit_widgets (GtkWidget  *root,
                                      const char *search_label);
void truco_a11y_wrap_button_label    (GtkButton  *button);
void truco_a11y_name_button          (GtkButton  *button);
void truco_a11y_name_buttons         (GtkWidget  *root);

G_END_DECLS
