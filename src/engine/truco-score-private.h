/* truco-score-private.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "truco-explanation.h"

G_BEGIN_DECLS

/* The sentence of a step that truco-score.c adds (the formatter hands
 * these kinds over). */
char *truco_score_step_format (const TrucoStep *step);

G_END_DECLS
