/* truco-ladder-private.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the betting machine (truco-ladder.c) shares with its explanations
 * (truco-ladder-explain.c).  Private to the engine. */

#pragma once

#include "truco-ladder.h"

G_BEGIN_DECLS

/* What the first @k calls of @self are worth to @winner once accepted
 * (@k = 0: the ladder's base). */
guint truco_bet_value_at   (const TrucoBet        *self,
                            guint                  k,
                            const TrucoBetContext *ctx,
                            guint                  winner);
/* What @winner lacks to reach the target, at least 1: a call for the
 * game is worth that. */
guint truco_bet_game_value (const TrucoBetContext *ctx,
                            guint                  winner);

G_END_DECLS
