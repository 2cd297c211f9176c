/* truco-quiz-skills.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "truco-curriculum.h"
#include "truco-exercise.h"
#include "truco-progress.h"

G_BEGIN_DECLS

char      **truco_quiz_dup_skills          (const TrucoRules *rules);
char       *truco_quiz_options_digest      (const TrucoRules *rules,
                                            const char       *skill);
char       *truco_quiz_every_rule_digest   (const TrucoRules *rules);
char      **truco_quiz_dup_introducible    (TrucoCurriculum  *curriculum,
                                            TrucoProgress    *progress,
                                            const char * const *skills);
const char *truco_quiz_find_lesson         (TrucoCurriculum  *curriculum,
                                            const char       *skill);
double      truco_quiz_get_lesson_mastery  (TrucoProgress    *progress,
                                            const TrucoRules *rules,
                                            TrucoLesson      *lesson,
                                            TrucoFsrsTime     now,
                                            gboolean         *out_reviewed);
char       *truco_quiz_format_lesson_mastery (double mastery);

G_END_DECLS
