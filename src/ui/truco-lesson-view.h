/* truco-lesson-view.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "truco-lesson.h"
#include "truco-progress.h"

G_BEGIN_DECLS

#define TRUCO_TYPE_LESSON_VIEW (truco_lesson_view_get_type ())

G_DECLARE_FINAL_TYPE (TrucoLessonView, truco_lesson_view, TRUCO, LESSON_VIEW, AdwBin)

GtkWidget   *truco_lesson_view_new             (void);
void         truco_lesson_view_open            (TrucoLessonView *self,
                                                TrucoLesson     *lesson,
                                                TrucoProgress   *progress,
                                                guint            step);
TrucoLesson *truco_lesson_view_get_lesson      (TrucoLessonView *self);
guint        truco_lesson_view_get_step        (TrucoLessonView *self);
gboolean     truco_lesson_view_get_finished    (TrucoLessonView *self);
guint        truco_lesson_view_get_stars       (TrucoLessonView *self);
gboolean     truco_lesson_view_go_on           (TrucoLessonView *self);
gboolean     truco_lesson_view_go_back         (TrucoLessonView *self);
GtkWidget   *truco_lesson_view_get_exercise_view (TrucoLessonView *self);
void         truco_lesson_view_focus           (TrucoLessonView *self);

void             truco_lesson_view_set_next_lesson   (TrucoLessonView *self,
                                                     TrucoLesson     *lesson);
guint            truco_lesson_view_get_n_missed      (TrucoLessonView *self);

G_END_DECLS
