/* truco-table-preferences.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

AdwPreferencesPage *truco_table_preferences_page_new (GSettings *settings);

G_END_DECLS
