/* truco-comparison.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "truco-settings.h"

G_BEGIN_DECLS

#define TRUCO_TYPE_COMPARISON (truco_comparison_get_type ())

G_DECLARE_FINAL_TYPE (TrucoComparison, truco_comparison, TRUCO, COMPARISON, AdwBin)

GtkWidget *truco_comparison_new          (void);
void       truco_comparison_set_settings (TrucoComparison *self,
                                          TrucoSettings   *settings);
gboolean   truco_comparison_get_wide     (TrucoComparison *self);

void       truco_comparison_build_details (TrucoComparison *self,
                                           GtkWidget       *cell);

G_END_DECLS
