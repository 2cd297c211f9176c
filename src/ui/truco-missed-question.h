/* truco-missed-question.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "truco-exercise.h"

G_BEGIN_DECLS

GtkWidget *truco_missed_question_new (TrucoExercise *exercise,
                                      int            chosen);

G_END_DECLS
