/* truco-learn-path.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "truco-curriculum.h"
#include "truco-progress.h"

G_BEGIN_DECLS

typedef enum
{
  TRUCO_LESSON_STATE_NEW,
  TRUCO_LESSON_STATE_UP_NEXT,
  TRUCO_LESSON_STATE_IN_PROGRESS,
  TRUCO_LESSON_STATE_DONE,
} TrucoLessonState;

#define TRUCO_TYPE_PATH_LESSON (truco_path_lesson_get_type ())

G_DECLARE_FINAL_TYPE (TrucoPathLesson, truco_path_lesson, TRUCO, PATH_LESSON, GObject)

TrucoLesson      *truco_path_lesson_get_lesson      (TrucoPathLesson *self);
const char       *truco_path_lesson_get_unit_title  (TrucoPathLesson *self);
guint             truco_path_lesson_get_position    (TrucoPathLesson *self);
TrucoLessonState  truco_path_lesson_get_state       (TrucoPathLesson *self);
guint             truco_path_lesson_get_stars       (TrucoPathLesson *self);
guint             truco_path_lesson_get_step        (TrucoPathLesson *self);
gboolean          truco_path_lesson_get_locked      (TrucoPathLesson *self);
const char       *truco_path_lesson_get_state_text  (TrucoPathLesson *self);
const char       *truco_path_lesson_get_stars_text  (TrucoPathLesson *self);
const char       *truco_path_lesson_get_subtitle    (TrucoPathLesson *self);
const char       *truco_path_lesson_get_description (TrucoPathLesson *self);

#define TRUCO_TYPE_PATH_UNIT (truco_path_unit_get_type ())

G_DECLARE_FINAL_TYPE (TrucoPathUnit, truco_path_unit, TRUCO, PATH_UNIT, GObject)

const char *truco_path_unit_get_title   (TrucoPathUnit *self);
GListModel *truco_path_unit_get_lessons (TrucoPathUnit *self);

#define TRUCO_TYPE_LEARN_PATH (truco_learn_path_get_type ())

G_DECLARE_FINAL_TYPE (TrucoLearnPath, truco_learn_path, TRUCO, LEARN_PATH, GObject)

TrucoLearnPath  *truco_learn_path_new            (TrucoCurriculum *curriculum,
                                                  TrucoProgress   *progress);
TrucoCurriculum *truco_learn_path_get_curriculum (TrucoLearnPath  *self);
void             truco_learn_path_refresh        (TrucoLearnPath  *self);
TrucoPathLesson *truco_learn_path_get_next       (TrucoLearnPath  *self);
TrucoPathLesson *truco_learn_path_lookup         (TrucoLearnPath  *self,
                                                  const char      *lesson_id);
TrucoPathLesson *truco_learn_path_get_after      (TrucoLearnPath  *self,
                                                  const char      *lesson_id);
char            *truco_learn_path_describe_stars (const TrucoLessonProgress *progress);
TrucoCurriculum *truco_learn_path_load_lessons   (const char      *variant,
                                                  GError         **error);

G_END_DECLS
