/* truco-game-eval.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "truco-eval.h"
#include "truco-game-private.h"

/* The declarations the game needs once per hand and seat, from the shared
 * evaluators; no explanation is built on the hot
 * path. */

int
truco_game_eval_envido (const TrucoRules *rules,
                        const TrucoCard   cards[3])
{
  return truco_envido (rules, cards, NULL);
}

int
truco_game_eval_embit (const TrucoRules *rules,
                       const TrucoCard   cards[3])
{
  return truco_embit (rules, cards, NULL);
}

int
truco_game_eval_flor (const TrucoRules *rules,
                      const TrucoCard   cards[3])
{
  return truco_flor (rules, cards, NULL);
}
