/* truco-exercise-view.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "truco-answer-bar.h"
#include "truco-exercise.h"
#include "truco-session-draw.h"

G_BEGIN_DECLS

#define TRUCO_TYPE_EXERCISE_VIEW (truco_exercise_view_get_type ())

G_DECLARE_FINAL_TYPE (TrucoExerciseView, truco_exercise_view, TRUCO, EXERCISE_VIEW, AdwBin)

GtkWidget     *truco_exercise_view_new            (void);
TrucoExercise *truco_exercise_view_get_exercise   (TrucoExerciseView *self);
void           truco_exercise_view_set_exercise   (TrucoExerciseView *self,
                                                   TrucoExercise     *exercise);
void           truco_exercise_view_show_hints     (TrucoExerciseView *self,
                                                   guint              n_hints);
guint          truco_exercise_view_get_n_shown_hints (TrucoExerciseView *self);
gboolean       truco_exercise_view_answer         (TrucoExerciseView *self,
                                                   guint              choice);
gboolean       truco_exercise_view_answer_number  (TrucoExerciseView *self,
                                                   int                value);
gboolean       truco_exercise_view_get_answered   (TrucoExerciseView *self);
const char    *truco_exercise_view_get_feedback   (TrucoExerciseView *self);
void           truco_exercise_view_retry          (TrucoExerciseView *self);
/* The topics taught so far: Try Another draws its question within them
 * (NULL, the default, for every topic). */
void           truco_exercise_view_set_draw       (TrucoExerciseView  *self,
                                                   TrucoQuestionDraw  *draw);
void           truco_exercise_view_set_scope      (TrucoExerciseView  *self,
                                                   const char * const *scope);
void           truco_exercise_view_set_mode       (TrucoExerciseView *self,
                                                   TrucoQuestionMode  mode);
TrucoQuestionMode truco_exercise_view_get_mode    (TrucoExerciseView *self);
void           truco_exercise_view_set_lessons    (TrucoExerciseView *self,
                                                   GListModel        *lessons,
                                                   const char        *lesson_id);
void           truco_exercise_view_focus          (TrucoExerciseView *self);
GtkWidget     *truco_exercise_view_new_trick_strip (TrucoExercise    *exercise);
void           truco_exercise_view_set_answer_bar (TrucoExerciseView *self,
                                                   TrucoAnswerBar    *bar);
TrucoAnswerBar *truco_exercise_view_get_answer_bar (TrucoExerciseView *self);
void           truco_exercise_view_set_continue_label (TrucoExerciseView *self,
                                                       const char        *label);

G_END_DECLS
