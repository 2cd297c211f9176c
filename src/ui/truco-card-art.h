/* truco-card-art.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>
#include <glib.h>

#include "truco-card.h"

G_BEGIN_DECLS

/* Below this width (in device pixels) a face shows one big suit symbol and
 * its index in two corners instead of the full pip layout or figure; from
 * it on, the full art. */
#define TRUCO_CARD_ART_SMALL_WIDTH 72.0

void truco_card_art_draw      (cairo_t   *cr,
                               TrucoCard  card,
                               gboolean   face_up,
                               double     width,
                               double     height,
                               gboolean   dark);
void truco_card_art_draw_suit (cairo_t   *cr,
                               TrucoSuit  suit,
                               double     x,
                               double     y,
                               double     size);
void truco_card_art_rounded_rect (cairo_t *cr,
                                  double   x,
                                  double   y,
                                  double   w,
                                  double   h,
                                  double   r);

G_END_DECLS
