/* truco-engine.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The whole public API of libtruco-engine.
 */

#pragma once

#include "truco-card.h"
#include "truco-error.h"
#include "truco-eval.h"
#include "truco-explanation.h"
#include "truco-ladder.h"
#include "truco-players.h"
#include "truco-score.h"
#include "truco-signal.h"
#include "truco-variant.h"
