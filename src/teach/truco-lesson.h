/* truco-lesson.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "truco-engine.h"
#include "truco-situation.h"

G_BEGIN_DECLS

/**
 * TrucoLessonStepKind:
 * @TRUCO_LESSON_STEP_EXPLAIN: short text, cards shown (some highlighted),
 *   glossary terms linked
 * @TRUCO_LESSON_STEP_EXAMPLE: a worked example: a situation the engine
 *   evaluates, revealed one explanation step at a time
 * @TRUCO_LESSON_STEP_TRY: generated exercises of some skills, with hints
 *   on the first items
 * @TRUCO_LESSON_STEP_CHECK: generated items of some skills, with a pass mark
 */
typedef enum
{
  TRUCO_LESSON_STEP_EXPLAIN,
  TRUCO_LESSON_STEP_EXAMPLE,
  TRUCO_LESSON_STEP_TRY,
  TRUCO_LESSON_STEP_CHECK,
} TrucoLessonStepKind;

#define TRUCO_TYPE_LESSON_STEP (truco_lesson_step_get_type ())

G_DECLARE_FINAL_TYPE (TrucoLessonStep, truco_lesson_step, TRUCO, LESSON_STEP, GObject)

TrucoLessonStepKind  truco_lesson_step_get_kind         (TrucoLessonStep *self);
const char * const  *truco_lesson_step_get_paragraphs   (TrucoLessonStep *self);
const TrucoCard     *truco_lesson_step_get_cards        (TrucoLessonStep *self,
                                                         guint           *n_cards);
gboolean             truco_lesson_step_is_highlighted   (TrucoLessonStep *self,
                                                         TrucoCard        card);
const char * const  *truco_lesson_step_get_terms        (TrucoLessonStep *self);
TrucoSituation      *truco_lesson_step_get_situation    (TrucoLessonStep *self);
const char * const  *truco_lesson_step_get_skills       (TrucoLessonStep *self);
const TrucoRules    *truco_lesson_step_get_rules        (TrucoLessonStep *self);
guint                truco_lesson_step_get_n_items      (TrucoLessonStep *self);
guint                truco_lesson_step_get_n_hinted     (TrucoLessonStep *self);
gboolean             truco_lesson_step_shows_hints      (TrucoLessonStep *self,
                                                         guint            item);
guint                truco_lesson_step_get_pass_mark    (TrucoLessonStep *self);
gboolean             truco_lesson_step_is_passed        (TrucoLessonStep *self,
                                                         guint            n_correct);
guint                truco_lesson_step_get_stars        (TrucoLessonStep *self,
                                                         guint            n_correct,
                                                         guint            n_hints_used);
const char * const  *truco_lesson_step_get_topics       (TrucoLessonStep *self);
const char * const  *truco_lesson_step_get_scope        (TrucoLessonStep *self);

#define TRUCO_TYPE_LESSON (truco_lesson_get_type ())

G_DECLARE_FINAL_TYPE (TrucoLesson, truco_lesson, TRUCO, LESSON, GObject)

const char         *truco_lesson_get_id       (TrucoLesson *self);
const char         *truco_lesson_get_variant  (TrucoLesson *self);
const char         *truco_lesson_get_title    (TrucoLesson *self);
const char         *truco_lesson_get_goal     (TrucoLesson *self);
guint               truco_lesson_get_minutes  (TrucoLesson *self);
const char * const *truco_lesson_get_skills   (TrucoLesson *self);
guint               truco_lesson_get_n_steps  (TrucoLesson *self);
TrucoLessonStep    *truco_lesson_get_step     (TrucoLesson *self,
                                               guint        index);
const char * const *truco_lesson_get_topics   (TrucoLesson *self);
const char         *truco_lesson_get_unit_id  (TrucoLesson *self);
const char         *truco_lesson_get_unit_title (TrucoLesson *self);

G_END_DECLS
