/* truco-quiz.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "truco-curriculum.h"
#include "truco-progress.h"
#include "truco-session.h"

G_BEGIN_DECLS

/* The days the plot of reviews shows, and the days of the due forecast
 * (today first). */
#define TRUCO_QUIZ_PLOT_DAYS 14
#define TRUCO_QUIZ_DUE_DAYS 7

#define TRUCO_TYPE_QUIZ_SKILL (truco_quiz_skill_get_type ())

G_DECLARE_FINAL_TYPE (TrucoQuizSkill, truco_quiz_skill, TRUCO, QUIZ_SKILL, GObject)

const char *truco_quiz_skill_get_id        (TrucoQuizSkill *self);
const char *truco_quiz_skill_get_title     (TrucoQuizSkill *self);
gboolean    truco_quiz_skill_get_reviewed  (TrucoQuizSkill *self);
double      truco_quiz_skill_get_mastery   (TrucoQuizSkill *self);
gboolean    truco_quiz_skill_get_leech     (TrucoQuizSkill *self);
const char *truco_quiz_skill_get_subtitle  (TrucoQuizSkill *self);
const char *truco_quiz_skill_get_lesson_id (TrucoQuizSkill *self);

#define TRUCO_TYPE_QUIZ (truco_quiz_get_type ())

G_DECLARE_FINAL_TYPE (TrucoQuiz, truco_quiz, TRUCO, QUIZ, GObject)

TrucoQuiz       *truco_quiz_new              (TrucoProgress    *progress);
TrucoProgress   *truco_quiz_get_progress     (TrucoQuiz        *self);
void             truco_quiz_set_rules        (TrucoQuiz        *self,
                                              const TrucoRules *rules);
const TrucoRules *truco_quiz_get_rules       (TrucoQuiz        *self);
const char      *truco_quiz_get_variant      (TrucoQuiz        *self);
TrucoCurriculum *truco_quiz_get_curriculum   (TrucoQuiz        *self);
void             truco_quiz_set_introduce_all (TrucoQuiz       *self,
                                              gboolean          introduce_all);
void             truco_quiz_refresh          (TrucoQuiz        *self);
GListModel      *truco_quiz_get_skills       (TrucoQuiz        *self);
const char * const *truco_quiz_get_skill_ids (TrucoQuiz        *self);
const char      *truco_quiz_get_digest       (TrucoQuiz        *self,
                                              const char       *skill);
guint            truco_quiz_get_n_due        (TrucoQuiz        *self);
gboolean         truco_quiz_get_can_review   (TrucoQuiz        *self);
const guint     *truco_quiz_get_due_forecast (TrucoQuiz        *self);
void             truco_quiz_count_reviews    (TrucoQuiz        *self,
                                              guint            *reviews,
                                              guint            *correct,
                                              guint             n_days);
TrucoSession    *truco_quiz_new_review       (TrucoQuiz        *self,
                                              guint             length,
                                              guint32           seed);
TrucoSession    *truco_quiz_new_practice     (TrucoQuiz        *self,
                                              const char       *skill);
TrucoSession    *truco_quiz_new_test         (TrucoQuiz        *self,
                                              guint32           seed);
const char      *truco_quiz_find_lesson_of   (TrucoQuiz        *self,
                                              const char       *skill);
void             truco_quiz_lesson_done      (TrucoQuiz        *self,
                                              const char       *lesson_id);

G_END_DECLS
