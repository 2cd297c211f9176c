/* truco-curriculum.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "truco-lesson.h"
#include "truco-curriculum-topics.h"

G_BEGIN_DECLS

/* Where the lessons of a variant live in the application's GResource:
 * this directory, then "<variant id>.xml". */
#define TRUCO_LESSONS_RESOURCE_DIR "/io/github/truquero/Truquero/lessons"

#define TRUCO_CURRICULUM_ERROR (truco_curriculum_error_quark ())

typedef enum
{
  TRUCO_CURRICULUM_ERROR_PARSE,      /* not well-formed XML */
  TRUCO_CURRICULUM_ERROR_INVALID,    /* well-formed, but not a valid lesson file */
  TRUCO_CURRICULUM_ERROR_NOT_FOUND,  /* the variant has no lessons */
} TrucoCurriculumError;

#define TRUCO_TYPE_CURRICULUM (truco_curriculum_get_type ())

G_DECLARE_FINAL_TYPE (TrucoCurriculum, truco_curriculum, TRUCO, CURRICULUM, GObject)

#define TRUCO_TYPE_CURRICULUM_UNIT (truco_curriculum_unit_get_type ())

G_DECLARE_FINAL_TYPE (TrucoCurriculumUnit, truco_curriculum_unit, TRUCO, CURRICULUM_UNIT, GObject)

const char      *truco_curriculum_unit_get_id         (TrucoCurriculumUnit *self);
const char      *truco_curriculum_unit_get_title      (TrucoCurriculumUnit *self);
GListModel      *truco_curriculum_unit_get_lessons    (TrucoCurriculumUnit *self);
guint            truco_curriculum_unit_get_minutes    (TrucoCurriculumUnit *self);

GQuark           truco_curriculum_error_quark         (void);

TrucoCurriculum *truco_curriculum_new_from_bytes      (GBytes          *bytes,
                                                       GError         **error);
TrucoCurriculum *truco_curriculum_new_from_file_bytes (GBytes          *bytes,
                                                       const char      *file,
                                                       GError         **error);
TrucoCurriculum *truco_curriculum_new_from_resource   (const char      *path,
                                                       GError         **error);
TrucoCurriculum *truco_curriculum_new_for_variant     (const char      *variant,
                                                       GError         **error);
TrucoCurriculum *truco_curriculum_new_full            (GBytes          *bytes,
                                                       TrucoTopicMap   *topics,
                                                       GError         **error);

const char      *truco_curriculum_get_variant         (TrucoCurriculum *self);
TrucoLesson     *truco_curriculum_lookup              (TrucoCurriculum *self,
                                                       const char      *id);
int              truco_curriculum_get_index           (TrucoCurriculum *self,
                                                       const char      *id);
GListModel      *truco_curriculum_get_units           (TrucoCurriculum *self);
TrucoTopicMap   *truco_curriculum_get_topic_map       (TrucoCurriculum *self);
TrucoLesson     *truco_curriculum_find_teaching_lesson (TrucoCurriculum *self,
                                                       const char      *topic);
guint            truco_curriculum_get_n_unreadable    (TrucoCurriculum *self);
const char * const *truco_curriculum_get_problems     (TrucoCurriculum *self);

G_END_DECLS
