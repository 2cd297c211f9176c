/* truco-term-links.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

GStrv      truco_term_links_find      (const char *text);
char      *truco_term_links_find_term (const char *words);
GtkWidget *truco_term_links_new_button (const char *id);
GtkWidget *truco_term_links_new_box  (const char *text);
GtkWidget *truco_term_links_new_popover_box (const char *text);
void       truco_term_links_show     (GtkWidget  *widget,
                                      const char *id);

GtkWidget  *truco_term_links_new_popover_button (const char *id);
GtkWidget  *truco_term_links_get_popover        (GtkWidget  *link);

G_END_DECLS
