/* truco-term-links.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

char     *truco_term_links_markup    (const char *text);
char     *truco_term_links_find_term (const char *words);
gboolean  truco_term_links_activate  (GtkLabel   *label,
                                      const char *uri);

G_END_DECLS
