/* truco-variant-chooser.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TRUCO_TYPE_VARIANT_CHOOSER (truco_variant_chooser_get_type ())

G_DECLARE_FINAL_TYPE (TrucoVariantChooser, truco_variant_chooser, TRUCO, VARIANT_CHOOSER, AdwBin)

GtkWidget *truco_variant_chooser_new (void);

void       truco_variant_chooser_focus_first (TrucoVariantChooser *self);

G_END_DECLS
