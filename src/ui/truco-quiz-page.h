/* truco-quiz-page.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "truco-exercise-view.h"
#include "truco-progress.h"
#include "truco-session.h"
#include "truco-settings.h"

G_BEGIN_DECLS


#define TRUCO_TYPE_QUIZ_PAGE (truco_quiz_page_get_type ())

G_DECLARE_FINAL_TYPE (TrucoQuizPage, truco_quiz_page, TRUCO, QUIZ_PAGE, AdwBin)

GtkWidget         *truco_quiz_page_new               (void);
void               truco_quiz_page_set_settings      (TrucoQuizPage *self,
                                                      TrucoSettings *settings);
void               truco_quiz_page_set_progress      (TrucoQuizPage *self,
                                                      TrucoProgress *progress);
guint              truco_quiz_page_get_n_due         (TrucoQuizPage *self);
const char        *truco_quiz_page_get_view          (TrucoQuizPage *self);
gboolean           truco_quiz_page_start_review      (TrucoQuizPage *self);
gboolean           truco_quiz_page_start_practice    (TrucoQuizPage *self,
                                                      const char    *skill);
gboolean           truco_quiz_page_start_test        (TrucoQuizPage *self);
gboolean           truco_quiz_page_next_question     (TrucoQuizPage *self);
void               truco_quiz_page_end_session       (TrucoQuizPage *self);
void               truco_quiz_page_show_home         (TrucoQuizPage *self);
TrucoSession      *truco_quiz_page_get_session       (TrucoQuizPage *self);
TrucoExerciseView *truco_quiz_page_get_exercise_view (TrucoQuizPage *self);
const char        *truco_quiz_page_get_result        (TrucoQuizPage *self);
char             **truco_quiz_page_dup_lesson_links  (TrucoQuizPage *self);
const char        *truco_quiz_page_get_progress_summary (TrucoQuizPage *self);
void               truco_quiz_page_lesson_done       (TrucoQuizPage *self,
                                                      const char    *lesson_id);
void               truco_quiz_page_focus_first       (TrucoQuizPage *self);

guint          truco_quiz_page_get_n_missed     (TrucoQuizPage *self);

G_END_DECLS
