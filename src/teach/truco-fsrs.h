/* truco-fsrs.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * FSRS-6, the spaced-repetition model of current Anki: each card (one skill
 * of one variant under one set of house rules) has a difficulty and a
 * stability; its retrievability (the chance of recalling it) decays with
 * time, and a review is due when it falls to the desired retention.  The
 * formulas and the short-term (learning steps) scheduling are those of the
 * reference implementation, ts-fsrs 5.2, with fuzz off; tests/teach/fsrs
 * holds its output and test-fsrs replays it.
 *
 * Times are milliseconds since the Unix epoch, UTC (TrucoFsrsTime).
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef gint64 TrucoFsrsTime;

#define TRUCO_FSRS_MINUTE ((TrucoFsrsTime) 60 * 1000)
#define TRUCO_FSRS_DAY (24 * 60 * TRUCO_FSRS_MINUTE)
/* The times the scheduler works with: 1970 to the end of 9999 (a time
 * from a file outside them is damage; a clock outside them is clamped). */
#define TRUCO_FSRS_TIME_MAX ((TrucoFsrsTime) 253402300799999)

#define TRUCO_FSRS_N_WEIGHTS 21
#define TRUCO_FSRS_MAX_STEPS 8

#define TRUCO_FSRS_RETENTION_MIN 0.70
#define TRUCO_FSRS_RETENTION_MAX 0.97
#define TRUCO_FSRS_RETENTION_DEFAULT 0.90

/* Anki's own default; a learner who knows a skill for 100 years still sees
 * it again one day. */
#define TRUCO_FSRS_MAXIMUM_INTERVAL_DEFAULT 36500

typedef enum
{
  TRUCO_RATING_AGAIN = 1,
  TRUCO_RATING_HARD = 2,
  TRUCO_RATING_GOOD = 3,
  TRUCO_RATING_EASY = 4,
} TrucoRating;

typedef enum
{
  TRUCO_CARD_NEW = 0,
  TRUCO_CARD_LEARNING = 1,
  TRUCO_CARD_REVIEW = 2,
  TRUCO_CARD_RELEARNING = 3,
} TrucoCardState;

typedef struct
{
  double          weights[TRUCO_FSRS_N_WEIGHTS];
  double          desired_retention;   /* clamped to 0.70–0.97 */
  guint           maximum_interval;    /* days, at least 1 */
  guint           n_learning_steps;
  guint           learning_steps[TRUCO_FSRS_MAX_STEPS];    /* minutes */
  guint           n_relearning_steps;
  guint           relearning_steps[TRUCO_FSRS_MAX_STEPS];  /* minutes */
} TrucoFsrsParams;

typedef struct
{
  TrucoCardState  state;
  guint           step;           /* index in the (re)learning steps */
  double          stability;      /* days; 0 while new */
  double          difficulty;     /* 1–10; 0 while new */
  TrucoFsrsTime   due;
  TrucoFsrsTime   last_review;    /* 0 while new */
  guint           scheduled_days;
  guint           reps;
  guint           lapses;         /* forgotten after graduating */
} TrucoFsrsCard;

extern const double truco_fsrs_default_weights[TRUCO_FSRS_N_WEIGHTS];

void     truco_fsrs_params_init_default         (TrucoFsrsParams       *params);
gboolean truco_fsrs_params_set_desired_retention (TrucoFsrsParams       *params,
                                                 double                 retention);
gboolean truco_fsrs_params_set_learning_steps   (TrucoFsrsParams       *params,
                                                 const guint           *minutes,
                                                 guint                  n);
gboolean truco_fsrs_params_set_relearning_steps (TrucoFsrsParams       *params,
                                                 const guint           *minutes,
                                                 guint                  n);

void     truco_fsrs_card_init                   (TrucoFsrsCard         *card,
                                                 TrucoFsrsTime          now);
gboolean truco_fsrs_card_is_valid               (const TrucoFsrsCard   *card);

void     truco_fsrs_review                      (const TrucoFsrsParams *params,
                                                 const TrucoFsrsCard   *card,
                                                 TrucoFsrsTime          now,
                                                 TrucoRating            rating,
                                                 TrucoFsrsCard         *next);

double   truco_fsrs_retrievability              (const TrucoFsrsParams *params,
                                                 const TrucoFsrsCard   *card,
                                                 TrucoFsrsTime          now);

double   truco_fsrs_forgetting_curve            (const TrucoFsrsParams *params,
                                                 double                 elapsed_days,
                                                 double                 stability);
guint    truco_fsrs_next_interval               (const TrucoFsrsParams *params,
                                                 double                 stability);

G_END_DECLS
