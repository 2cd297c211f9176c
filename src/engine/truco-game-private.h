/* truco-game-private.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "truco-game.h"

G_BEGIN_DECLS

/* Declarations of three kept cards: -1 when the hand has none. */
int truco_game_eval_envido (const TrucoRules *rules,
                            const TrucoCard   cards[3]);
int truco_game_eval_flor   (const TrucoRules *rules,
                            const TrucoCard   cards[3]);
int truco_game_eval_embit  (const TrucoRules *rules,
                            const TrucoCard   cards[3]);

guint                truco_game_get_n_deck_cards (TrucoGame    *self);
const TrucoLadder   *truco_game_get_ladder       (TrucoGame    *self,
                                                  TrucoBetKind  bet);
const TrucoBet      *truco_game_get_bet          (TrucoGame    *self,
                                                  TrucoBetKind  bet);
/* The bet whose answer is awaited (the top of the stack, or a first flor
 * nobody answered yet), or -1. */
int                  truco_game_get_pending_bet  (TrucoGame    *self);

/* For tests and fuzzing: NULL, or what is inconsistent in the hand. */
const char          *truco_game_check_invariants (TrucoGame    *self);

G_END_DECLS
