/* truco-session-draw.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "truco-exercise.h"

G_BEGIN_DECLS

#define TRUCO_TYPE_QUESTION_DRAW (truco_question_draw_get_type ())

G_DECLARE_FINAL_TYPE (TrucoQuestionDraw, truco_question_draw, TRUCO, QUESTION_DRAW, GObject)

TrucoQuestionDraw *truco_question_draw_new      (guint64             seed);
TrucoExercise     *truco_question_draw_next     (TrucoQuestionDraw  *self,
                                                 const TrucoSkill   *skill,
                                                 const TrucoRules   *rules,
                                                 const char * const *scope,
                                                 GError            **error);
void               truco_question_draw_restart  (TrucoQuestionDraw  *self);
gboolean           truco_question_draw_has_asked (TrucoQuestionDraw  *self,
                                                  const TrucoExercise *exercise);
guint64            truco_question_draw_get_seed (TrucoQuestionDraw  *self);

gboolean           truco_exercise_same_question (const TrucoExercise *a,
                                                 const TrucoExercise *b);

G_END_DECLS
