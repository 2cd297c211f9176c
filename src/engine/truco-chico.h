/* truco-chico.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Stakes as chances: the chance that a side wins the chico (the game to
 * the target) from a score, for a rule set (variant, player count,
 * target, house rules).  Used to judge bets that can decide the chico
 * (a falta, a contraflor al resto, a remainder, a put, anything near the
 * end) by the chance of winning the chico before and after, not by
 * points.
 */

#pragma once

#include "truco-variant.h"

G_BEGIN_DECLS

/* Hands played to measure how many points a hand brings (see the .c). */
#define TRUCO_CHICO_SIMULATED_HANDS 3000

/* The chance (0..1) that the side with @mine points wins the chico
 * against a side with @theirs, when the next hand is to be played with
 * @mine_is_mano (the side whose player is mano, eldest, in it; the other
 * side deals).  Scores at or over the target count as won.  -1 when the
 * rule set does not play between two sides (three players each for
 * himself).  Computed once per rule set, on first use (a few
 * milliseconds); thread-safe. */
double truco_chico_win_chance (const TrucoRules *rules,
                               guint             mine,
                               guint             theirs,
                               gboolean          mine_is_mano);

G_END_DECLS
