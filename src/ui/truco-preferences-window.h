/* truco-preferences-window.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "truco-settings.h"

G_BEGIN_DECLS

#define TRUCO_TYPE_PREFERENCES_WINDOW (truco_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (TrucoPreferencesWindow, truco_preferences_window, TRUCO, PREFERENCES_WINDOW, AdwPreferencesWindow)

TrucoPreferencesWindow *truco_preferences_window_new            (TrucoSettings          *settings);
GtkWidget              *truco_preferences_window_get_option_row  (TrucoPreferencesWindow *self,
                                                                  const char             *key);

G_END_DECLS
