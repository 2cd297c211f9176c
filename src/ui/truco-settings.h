/* truco-settings.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "truco-variant.h"

G_BEGIN_DECLS

#define TRUCO_TYPE_SETTINGS (truco_settings_get_type ())

G_DECLARE_FINAL_TYPE (TrucoSettings, truco_settings, TRUCO, SETTINGS, GObject)

TrucoSettings      *truco_settings_new          (GSettings           *settings);
GSettings          *truco_settings_get_settings (TrucoSettings       *self);
gboolean            truco_settings_has_variant  (TrucoSettings       *self);
const TrucoVariant *truco_settings_get_variant  (TrucoSettings       *self);
void                truco_settings_set_variant  (TrucoSettings       *self,
                                                 const TrucoVariant  *variant);
TrucoRules         *truco_settings_get_rules    (TrucoSettings       *self,
                                                 const TrucoVariant  *variant);
gboolean            truco_settings_set_rule     (TrucoSettings       *self,
                                                 const TrucoVariant  *variant,
                                                 const char          *key,
                                                 const char          *value,
                                                 GError             **error);
void                truco_settings_get_window_size  (TrucoSettings   *self,
                                                     int             *width,
                                                     int             *height);
void                truco_settings_set_window_state (TrucoSettings   *self,
                                                     int              width,
                                                     int              height,
                                                     gboolean         maximized);
char               *truco_settings_find_unwritable_dir (TrucoSettings *self);

G_END_DECLS
