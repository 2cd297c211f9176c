/* truco-progress.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The learner's progress: lessons done, stars, the last step reached, and
 * (version 2) every review and the schedule of every skill.  One file,
 * written atomically after every change, so a crash loses at most the
 * answer in flight.
 */

#pragma once

#include <gio/gio.h>

#include "truco-fsrs.h"

G_BEGIN_DECLS

#define TRUCO_PROGRESS_FILE_NAME "progress.gvariant"
/* 3: the payload of version 2 and its SHA-256, so that damage within
 * the ranges the checks allow is seen.  4: each lesson also keeps the
 * mistakes and hints of the check that earned its stars. */
#define TRUCO_PROGRESS_VERSION 4
/* Far above any real file (10 000 reviews take about 250 KiB); a bigger
 * file is not ours and is not read. */
#define TRUCO_PROGRESS_MAX_FILE_SIZE (32 * 1024 * 1024)
#define TRUCO_PROGRESS_MAX_ID_LENGTH 200

/* A skill failed this many times is a leech: the learner is offered its
 * lesson again (Anki's default leech threshold is also 8). */
#define TRUCO_PROGRESS_LEECH_FAILS 8

/* Grading from what happened (see truco_progress_grade()).  A question
 * asks for one count or one choice over three cards; a learner who knows
 * the skill answers in a few seconds, and one who works it out card by
 * card takes tens of seconds.  8 s is fast, over 30 s is slow (Hard).
 * Easy needs three fast answers in a row because one fast answer may be a
 * lucky guess among three options; three lucky guesses in a row happen
 * about once in thirty. */
#define TRUCO_ANSWER_FAST_MS 8000
#define TRUCO_ANSWER_SLOW_MS 30000
#define TRUCO_ANSWER_EASY_STREAK 3

/**
 * TrucoProgressStatus:
 * @TRUCO_PROGRESS_STATUS_OK: the file was read
 * @TRUCO_PROGRESS_STATUS_FIRST_RUN: there was no file yet
 * @TRUCO_PROGRESS_STATUS_MIGRATED: an older version's file was read and
 *   upgraded (it is rewritten at the next change)
 * @TRUCO_PROGRESS_STATUS_RECOVERED: the file was damaged or not ours: it
 *   was renamed aside (truco_progress_get_backup_path()); clean start
 * @TRUCO_PROGRESS_STATUS_NEWER: the file comes from a newer Truquero: it
 *   is left untouched and nothing is saved this session
 * @TRUCO_PROGRESS_STATUS_READ_ONLY: the directory cannot be written:
 *   everything works but nothing is saved
 */
typedef enum
{
  TRUCO_PROGRESS_STATUS_OK,
  TRUCO_PROGRESS_STATUS_FIRST_RUN,
  TRUCO_PROGRESS_STATUS_MIGRATED,
  TRUCO_PROGRESS_STATUS_RECOVERED,
  TRUCO_PROGRESS_STATUS_NEWER,
  TRUCO_PROGRESS_STATUS_READ_ONLY,
} TrucoProgressStatus;

typedef struct
{
  gboolean done;
  guint    stars;        /* best result so far */
  guint    last_step;    /* last step reached, from 0 */
  /* What earned the stars: the check's mistakes and hints.  Unknown for
   * stars saved before version 4 (they counted hints only). */
  gboolean earned_known;
  guint    n_mistakes;
  guint    n_hints;
} TrucoLessonProgress;

/* What happened when the learner answered a question. */
typedef struct
{
  gboolean correct;
  gboolean hinted;       /* a hint was shown */
  guint    duration_ms;  /* 0: not measured */
} TrucoAnswer;

/* The schedule of one skill of one variant under one set of house rules. */
typedef struct
{
  const char    *variant;
  const char    *options;   /* truco_progress_options_digest() */
  const char    *skill;
  TrucoFsrsCard  card;
  guint          fails;       /* answers wrong since the lesson was last done */
  guint          fast_streak; /* right, unhinted and fast, in a row */
} TrucoSkillCard;

typedef struct
{
  TrucoFsrsTime  time;
  const TrucoSkillCard *skill;   /* the card the review belongs to */
  TrucoRating    rating;
  gboolean       correct;
  gboolean       hinted;
  guint          duration_ms;
} TrucoReview;

#define TRUCO_TYPE_PROGRESS (truco_progress_get_type ())

G_DECLARE_FINAL_TYPE (TrucoProgress, truco_progress, TRUCO, PROGRESS, GObject)

TrucoProgress       *truco_progress_new_for_directory (const char          *directory,
                                                       TrucoFsrsTime        now);
TrucoProgress       *truco_progress_new_default       (TrucoFsrsTime        now);
TrucoProgress       *truco_progress_new_in_memory     (void);

TrucoProgressStatus  truco_progress_get_status        (TrucoProgress       *self);
const char          *truco_progress_get_path          (TrucoProgress       *self);
const char          *truco_progress_get_backup_path   (TrucoProgress       *self);
gboolean             truco_progress_get_can_save      (TrucoProgress       *self);
const char          *truco_progress_get_message       (TrucoProgress       *self);
char                *truco_progress_take_message      (TrucoProgress       *self);

const TrucoFsrsParams *truco_progress_get_params      (TrucoProgress       *self);
void                 truco_progress_set_params        (TrucoProgress       *self,
                                                       const TrucoFsrsParams *params);

/* Lessons (ids are opaque). */
gboolean             truco_progress_get_lesson        (TrucoProgress       *self,
                                                       const char          *lesson_id,
                                                       TrucoLessonProgress *out);
gboolean             truco_progress_reach_lesson_step (TrucoProgress       *self,
                                                       const char          *lesson_id,
                                                       guint                step);
gboolean             truco_progress_complete_lesson   (TrucoProgress       *self,
                                                       const char          *lesson_id,
                                                       guint                stars);
gboolean             truco_progress_complete_lesson_check (TrucoProgress   *self,
                                                       const char          *lesson_id,
                                                       guint                stars,
                                                       guint                n_mistakes,
                                                       guint                n_hints);
char               **truco_progress_dup_lesson_ids    (TrucoProgress       *self);

/* Skills and reviews. */
char                *truco_progress_options_digest    (const char * const  *options);
const TrucoSkillCard *truco_progress_lookup_card      (TrucoProgress       *self,
                                                       const char          *variant,
                                                       const char          *options,
                                                       const char          *skill);
TrucoRating          truco_progress_grade             (TrucoProgress       *self,
                                                       const char          *variant,
                                                       const char          *options,
                                                       const char          *skill,
                                                       const TrucoAnswer   *answer);
TrucoRating          truco_progress_record_review     (TrucoProgress       *self,
                                                       const char          *variant,
                                                       const char          *options,
                                                       const char          *skill,
                                                       const TrucoAnswer   *answer,
                                                       TrucoFsrsTime        now);
double               truco_progress_get_mastery       (TrucoProgress       *self,
                                                       const char          *variant,
                                                       const char          *options,
                                                       const char          *skill,
                                                       TrucoFsrsTime        now);
gboolean             truco_progress_is_leech          (TrucoProgress       *self,
                                                       const char          *variant,
                                                       const char          *options,
                                                       const char          *skill);
gboolean             truco_progress_forgive_leech     (TrucoProgress       *self,
                                                       const char          *variant,
                                                       const char          *options,
                                                       const char          *skill);
gboolean             truco_progress_move_card         (TrucoProgress       *self,
                                                       const char          *variant,
                                                       const char          *from,
                                                       const char          *to,
                                                       const char          *skill);
guint                truco_progress_get_n_reviews     (TrucoProgress       *self);
const TrucoReview   *truco_progress_get_review        (TrucoProgress       *self,
                                                       guint                index);
guint                truco_progress_get_n_cards       (TrucoProgress       *self);
const TrucoSkillCard *truco_progress_get_card         (TrucoProgress       *self,
                                                       guint                index);

/* Due counts: @counts[0] is what is due by the end of today (overdue
 * included), @counts[i] what falls due on the i-th day after, days as
 * @tz counts them. */
void                 truco_progress_count_due         (TrucoProgress       *self,
                                                       const char          *variant,
                                                       const char          *options,
                                                       const char * const  *skills,
                                                       TrucoFsrsTime        now,
                                                       GTimeZone           *tz,
                                                       guint               *counts,
                                                       guint                n_days);

/* For the plot of reviews and accuracy: @reviews[i] and @correct[i] count
 * the answers of i days ago (0: today; a review after @now, from a clock
 * that moved back, counts today).  @variant NULL: every variant. */
void                 truco_progress_count_reviews     (TrucoProgress       *self,
                                                       const char          *variant,
                                                       TrucoFsrsTime        now,
                                                       GTimeZone           *tz,
                                                       guint               *reviews,
                                                       guint               *correct,
                                                       guint                n_days);

/* Saving and the file itself. */
gboolean             truco_progress_save              (TrucoProgress       *self);
GBytes              *truco_progress_serialize         (TrucoProgress       *self);

TrucoFsrsTime        truco_progress_now               (void);

G_END_DECLS
