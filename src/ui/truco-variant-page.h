/* truco-variant-page.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "truco-settings.h"

G_BEGIN_DECLS

#define TRUCO_TYPE_VARIANT_PAGE (truco_variant_page_get_type ())

G_DECLARE_FINAL_TYPE (TrucoVariantPage, truco_variant_page, TRUCO, VARIANT_PAGE, AdwBin)

GtkWidget *truco_variant_page_new          (void);
void       truco_variant_page_set_settings (TrucoVariantPage *self,
                                            TrucoSettings    *settings);

void       truco_variant_page_focus_first (TrucoVariantPage *self);
GtkScrolledWindow *truco_variant_page_get_scrolled_window (TrucoVariantPage *self);

G_END_DECLS
