/* truco-lesson-private.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "truco-lesson.h"

G_BEGIN_DECLS

#define TRUCO_LESSON_MAX_CARDS 40

struct _TrucoLessonStep
{
  GObject              parent_instance;

  TrucoLessonStepKind  kind;
  GPtrArray           *paragraphs;   /* translated, NULL-terminated */
  TrucoCard            cards[TRUCO_LESSON_MAX_CARDS];
  gboolean             highlighted[TRUCO_LESSON_MAX_CARDS];
  guint                n_cards;
  GPtrArray           *terms;        /* NULL-terminated */
  TrucoSituation      *situation;
  char               **skills;
  TrucoRules          *rules;        /* try and check: the variant with the step's house rules */
  guint                n_items;
  guint                n_hinted;
  guint                pass_mark;
  GPtrArray           *topics;       /* explain: taught; example: shown; NULL-terminated */
  GPtrArray           *scope;        /* try, check: every topic taught so far; NULL-terminated */
};

struct _TrucoLesson
{
  GObject    parent_instance;

  char      *id;
  char      *variant;
  char      *title;
  char      *goal;
  guint      minutes;
  GPtrArray *skills;   /* union of the steps' skills, in order, NULL-terminated */
  GPtrArray *steps;    /* of TrucoLessonStep */
  GPtrArray *topics;   /* taught by its explanations, in order, NULL-terminated */
  char      *unit_id;
  char      *unit_title;
};

TrucoLessonStep *_truco_lesson_step_new (TrucoLessonStepKind kind);
TrucoLesson     *_truco_lesson_new      (const char         *id,
                                         const char         *variant,
                                         guint               minutes);

G_END_DECLS
