/* truco-application.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "truco-progress.h"
#include "truco-settings.h"

G_BEGIN_DECLS

#define TRUCO_TYPE_APPLICATION (truco_application_get_type ())

G_DECLARE_FINAL_TYPE (TrucoApplication, truco_application, TRUCO, APPLICATION, AdwApplication)

TrucoApplication *truco_application_new          (void);
TrucoSettings    *truco_application_get_settings (TrucoApplication *self);
TrucoProgress    *truco_application_get_progress (TrucoApplication *self);
GtkWindow        *truco_application_show_preferences (TrucoApplication *self);
char             *truco_application_dup_help_uri (TrucoApplication *self);

G_END_DECLS
