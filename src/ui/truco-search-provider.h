/* truco-search-provider.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Below the application's object path. */
#define TRUCO_SEARCH_PROVIDER_PATH_SUFFIX "/SearchProvider"

#define TRUCO_TYPE_SEARCH_PROVIDER (truco_search_provider_get_type ())

G_DECLARE_FINAL_TYPE (TrucoSearchProvider, truco_search_provider, TRUCO, SEARCH_PROVIDER, GObject)

TrucoSearchProvider *truco_search_provider_new        (GtkApplication      *application);
gboolean             truco_search_provider_register   (TrucoSearchProvider *self,
                                                       GDBusConnection     *connection,
                                                       const char          *application_path,
                                                       GError             **error);
void                 truco_search_provider_unregister (TrucoSearchProvider *self);
char               **truco_search_provider_search     (TrucoSearchProvider *self,
                                                       const char * const  *terms);

G_END_DECLS
