/* truco-score-private.h — what the score evaluators (truco-score.c) and
 * the evaluators of the bigger tables and the match (truco-players.c)
 * share to record their steps.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "truco-explanation.h"
#include "truco-variant.h"

G_BEGIN_DECLS

/* Adds a step of @kind for @side with its numbers; nothing without an
 * explanation. */
void truco_score_add_step    (TrucoExplanation *explanation,
                              TrucoStepKind     kind,
                              TrucoSide         side,
                              const int        *numbers,
                              guint             n_numbers);
/* Gives the explanation the rule set's words for a tie and a game. */
void truco_score_stamp_words (TrucoExplanation *explanation,
                              const TrucoRules *rules);

#define TRUCO_SCORE_NUMBERS(...) (const int[]) { __VA_ARGS__ }, G_N_ELEMENTS (((const int[]) { __VA_ARGS__ }))
#define TRUCO_SCORE_NO_NUMBERS NULL, 0

G_END_DECLS
