/* truco-session.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Which skill the next question practises, in the three kinds of quiz:
 * a review of what is due, practice of one skill (outside the schedule),
 * and the scoring test.  Skills are opaque ids; the caller makes the
 * question and says how it was answered.
 */

#pragma once

#include "truco-curriculum.h"
#include "truco-progress.h"

G_BEGIN_DECLS

#define TRUCO_SESSION_DEFAULT_LENGTH 20
/* New skills a review introduces, unless the learner wants them all. */
#define TRUCO_SESSION_NEW_SKILLS 3
/* A skill answered wrong comes back within this many questions. */
#define TRUCO_SESSION_COMEBACK 3
/* A skill still in its learning steps may be asked this early when
 * nothing else is due (Anki's "learn ahead" limit). */
#define TRUCO_SESSION_LEARN_AHEAD (20 * TRUCO_FSRS_MINUTE)
#define TRUCO_TEST_LENGTH 20

typedef enum
{
  TRUCO_SESSION_REVIEW,
  TRUCO_SESSION_PRACTICE,
  TRUCO_SESSION_TEST,
} TrucoSessionMode;

#define TRUCO_TYPE_SESSION (truco_session_get_type ())

G_DECLARE_FINAL_TYPE (TrucoSession, truco_session, TRUCO, SESSION, GObject)

TrucoSession     *truco_session_new_review        (TrucoProgress      *progress,
                                                   const char         *variant,
                                                   const char         *options,
                                                   const char * const *skills,
                                                   const char * const *introducible,
                                                   gboolean            introduce_all,
                                                   guint               length,
                                                   guint32             seed);
TrucoSession     *truco_session_new_practice      (TrucoProgress      *progress,
                                                   const char         *variant,
                                                   const char         *options,
                                                   const char         *skill,
                                                   guint               length);
TrucoSession     *truco_session_new_test          (TrucoProgress      *progress,
                                                   const char         *variant,
                                                   const char         *options,
                                                   const char * const *skills,
                                                   guint32             seed);

void              truco_session_set_skill_options (TrucoSession       *self,
                                                   const char         *skill,
                                                   const char         *options);

TrucoSessionMode  truco_session_get_mode          (TrucoSession       *self);
const char       *truco_session_next              (TrucoSession       *self,
                                                   TrucoFsrsTime       now);
TrucoRating       truco_session_answer            (TrucoSession       *self,
                                                   const TrucoAnswer  *answer,
                                                   TrucoFsrsTime       now);
guint             truco_session_get_length        (TrucoSession       *self);
guint             truco_session_get_n_answered    (TrucoSession       *self);
guint             truco_session_get_n_correct     (TrucoSession       *self);
char            **truco_session_dup_missed_skills (TrucoSession       *self);

/* Reviews wait for the lessons: the skills of the lessons passed (a skill
 * no passed lesson teaches is never introduced), the topics those lessons
 * taught (the scope review questions are generated in), and, while there
 * is nothing to review, what to do and which lesson is next. */
char            **truco_session_dup_introducible  (TrucoCurriculum    *curriculum,
                                                   TrucoProgress      *progress,
                                                   const char * const *skills);
char            **truco_session_dup_review_scope  (TrucoCurriculum    *curriculum,
                                                   TrucoProgress      *progress);
const char       *truco_session_describe_waiting  (TrucoCurriculum    *curriculum,
                                                   TrucoProgress      *progress,
                                                   TrucoLesson       **out_next);

G_END_DECLS
