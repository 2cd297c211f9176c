/* truco-fsrs.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "truco-fsrs.h"

/* FSRS-6's default weights, fitted by its authors on hundreds of millions
 * of Anki reviews; w[20] is the decay of the forgetting curve. */
const double truco_fsrs_default_weights[TRUCO_FSRS_N_WEIGHTS] = {
  0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722,
  0.1666, 0.796, 1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425,
  0.0912, 0.0658, 0.1542,
};

#define S_MIN 0.001
#define S_MAX 36500.0

/* The reference rounds most intermediate results to 8 decimals (toFixed);
 * doing the same keeps the two in step over long sequences. */
static double
round8 (double x)
{
  return round (x * 1e8) / 1e8;
}

static double
clampd (double x,
        double lo,
        double hi)
{
  return MIN (MAX (x, lo), hi);
}

void
truco_fsrs_params_init_default (TrucoFsrsParams *params)
{
  static const guint learning[] = { 1, 10 };
  static const guint relearning[] = { 10 };

  g_return_if_fail (params != NULL);

  memset (params, 0, sizeof *params);
  memcpy (params->weights, truco_fsrs_default_weights, sizeof params->weights);
  params->desired_retention = TRUCO_FSRS_RETENTION_DEFAULT;
  params->maximum_interval = TRUCO_FSRS_MAXIMUM_INTERVAL_DEFAULT;
  truco_fsrs_params_set_learning_steps (params, learning, G_N_ELEMENTS (learning));
  truco_fsrs_params_set_relearning_steps (params, relearning, G_N_ELEMENTS (relearning));
}

/* Returns FALSE, with a warning, when @retention had to be clamped: the
 * value comes from a preference someone may have set by hand. */
gboolean
truco_fsrs_params_set_desired_retention (TrucoFsrsParams *params,
                                         double           retention)
{
  g_return_val_if_fail (params != NULL, FALSE);

  if (isnan (retention))
    {
      g_warning ("Desired retention is not a number; using %.2f", TRUCO_FSRS_RETENTION_DEFAULT);
      params->desired_retention = TRUCO_FSRS_RETENTION_DEFAULT;
      return FALSE;
    }
  if (retention < TRUCO_FSRS_RETENTION_MIN || retention > TRUCO_FSRS_RETENTION_MAX)
    {
      double clamped = clampd (retention, TRUCO_FSRS_RETENTION_MIN, TRUCO_FSRS_RETENTION_MAX);

      g_warning ("Desired retention %g is outside %.2f to %.2f; using %.2f",
                 retention, TRUCO_FSRS_RETENTION_MIN, TRUCO_FSRS_RETENTION_MAX, clamped);
      params->desired_retention = clamped;
      return FALSE;
    }
  params->desired_retention = retention;
  return TRUE;
}

static gboolean
set_steps (guint       *dest,
           guint       *n_dest,
           const guint *minutes,
           guint        n)
{
  if (n > TRUCO_FSRS_MAX_STEPS)
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (minutes[i] == 0)
      return FALSE;
  memset (dest, 0, sizeof (guint) * TRUCO_FSRS_MAX_STEPS);
  if (n > 0)
    memcpy (dest, minutes, sizeof (guint) * n);
  *n_dest = n;
  return TRUE;
}

gboolean
truco_fsrs_params_set_learning_steps (TrucoFsrsParams *params,
                                      const guint     *minutes,
                                      guint            n)
{
  g_return_val_if_fail (params != NULL, FALSE);
  return set_steps (params->learning_steps, &params->n_learning_steps, minutes, n);
}

gboolean
truco_fsrs_params_set_relearning_steps (TrucoFsrsParams *params,
                                        const guint     *minutes,
                                        guint            n)
{
  g_return_val_if_fail (params != NULL, FALSE);
  return set_steps (params->relearning_steps, &params->n_relearning_steps, minutes, n);
}

void
truco_fsrs_card_init (TrucoFsrsCard *card,
                      TrucoFsrsTime  now)
{
  g_return_if_fail (card != NULL);

  memset (card, 0, sizeof *card);
  card->state = TRUCO_CARD_NEW;
  card->due = now;
}

/* What a card read from a file must satisfy before the formulas see it. */
gboolean
truco_fsrs_card_is_valid (const TrucoFsrsCard *card)
{
  if (card->state > TRUCO_CARD_RELEARNING || card->step > TRUCO_FSRS_MAX_STEPS
      || card->due < 0 || card->due > TRUCO_FSRS_TIME_MAX
      || card->last_review < 0 || card->last_review > TRUCO_FSRS_TIME_MAX)
    return FALSE;
  if (card->state == TRUCO_CARD_NEW)
    return card->stability == 0 && card->difficulty == 0;
  return isfinite (card->stability) && isfinite (card->difficulty)
         && card->stability >= S_MIN && card->stability <= S_MAX
         && card->difficulty >= 1 && card->difficulty <= 10
         && card->scheduled_days <= S_MAX + 2;  /* Easy may pass the maximum by 2 */
}

static double
decay (const TrucoFsrsParams *params)
{
  return -params->weights[20];
}

static double
factor (const TrucoFsrsParams *params)
{
  return round8 (exp (log (0.9) / decay (params)) - 1);
}

double
truco_fsrs_forgetting_curve (const TrucoFsrsParams *params,
                             double                 elapsed_days,
                             double                 stability)
{
  return round8 (pow (1 + factor (params) * elapsed_days / stability, decay (params)));
}

static double
interval_modifier (const TrucoFsrsParams *params)
{
  return round8 ((pow (params->desired_retention, 1 / decay (params)) - 1) / factor (params));
}

guint
truco_fsrs_next_interval (const TrucoFsrsParams *params,
                          double                 stability)
{
  double days = round (stability * interval_modifier (params));

  return (guint) MIN (MAX (1.0, days), (double) MAX (params->maximum_interval, 1));
}

static double
init_stability (const TrucoFsrsParams *params,
                TrucoRating            g)
{
  return MAX (params->weights[g - 1], 0.1);
}

static double
init_difficulty (const TrucoFsrsParams *params,
                 TrucoRating            g)
{
  return round8 (params->weights[4] - exp ((g - 1) * params->weights[5]) + 1);
}

static double
next_difficulty (const TrucoFsrsParams *params,
                 double                 d,
                 TrucoRating            g)
{
  const double *w = params->weights;
  double delta = -w[6] * ((int) g - 3);
  /* Linear damping: the nearer to 10, the smaller the step up. */
  double next = d + round8 (delta * (10 - d) / 9);
  /* Mean reversion towards the difficulty of a first Easy. */
  double reverted = round8 (w[7] * init_difficulty (params, TRUCO_RATING_EASY) + (1 - w[7]) * next);

  return clampd (reverted, 1, 10);
}

static double
next_recall_stability (const TrucoFsrsParams *params,
                       double                 d,
                       double                 s,
                       double                 r,
                       TrucoRating            g)
{
  const double *w = params->weights;
  double hard_penalty = g == TRUCO_RATING_HARD ? w[15] : 1;
  double easy_bonus = g == TRUCO_RATING_EASY ? w[16] : 1;

  return round8 (clampd (s * (1 + exp (w[8]) * (11 - d) * pow (s, -w[9])
                                  * (exp ((1 - r) * w[10]) - 1) * hard_penalty * easy_bonus),
                         S_MIN, S_MAX));
}

static double
next_forget_stability (const TrucoFsrsParams *params,
                       double                 d,
                       double                 s,
                       double                 r)
{
  const double *w = params->weights;

  return round8 (clampd (w[11] * pow (d, -w[12]) * (pow (s + 1, w[13]) - 1) * exp ((1 - r) * w[14]),
                         S_MIN, S_MAX));
}

static double
next_short_term_stability (const TrucoFsrsParams *params,
                           double                 s,
                           TrucoRating            g)
{
  const double *w = params->weights;
  double sinc = pow (s, -w[19]) * exp (w[17] * ((int) g - 3 + w[18]));

  /* A right answer the same day never lowers stability. */
  if (g >= TRUCO_RATING_GOOD)
    sinc = MAX (sinc, 1);
  return round8 (clampd (s * sinc, S_MIN, S_MAX));
}

static gint64
floor_div (gint64 a,
           gint64 b)
{
  gint64 q = a / b;

  return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

/* Days elapsed between two reviews, as the reference counts them: UTC
 * calendar days, so a review at 23:59 and one at 00:01 are a day apart. */
static gint64
calendar_days_between (TrucoFsrsTime from,
                       TrucoFsrsTime to)
{
  return floor_div (to, TRUCO_FSRS_DAY) - floor_div (from, TRUCO_FSRS_DAY);
}

typedef struct
{
  guint minutes;   /* 0: graduate */
  guint next_step;
} StepInfo;

/* The learning steps decide the next due time while a card is (re)learning;
 * a card that leaves them graduates to FSRS's own intervals. */
static StepInfo
learning_step_info (const TrucoFsrsParams *params,
                    TrucoCardState         state,
                    guint                  cur_step,
                    TrucoRating            g)
{
  gboolean relearn = state == TRUCO_CARD_RELEARNING || state == TRUCO_CARD_REVIEW;
  const guint *steps = relearn ? params->relearning_steps : params->learning_steps;
  guint n = relearn ? params->n_relearning_steps : params->n_learning_steps;
  StepInfo info = { 0, 0 };

  if (n == 0 || cur_step >= n)
    return info;

  if (state == TRUCO_CARD_REVIEW)
    {
      if (g == TRUCO_RATING_AGAIN)
        info.minutes = steps[cur_step];
      return info;
    }

  switch (g)
    {
    case TRUCO_RATING_AGAIN:
      info.minutes = steps[0];
      break;
    case TRUCO_RATING_HARD:
      info.minutes = n == 1 ? (guint) round (steps[0] * 1.5)
                            : (guint) round ((steps[0] + steps[1]) / 2.0);
      info.next_step = cur_step;
      break;
    case TRUCO_RATING_GOOD:
      if (cur_step + 1 < n)
        {
          info.minutes = steps[cur_step + 1];
          info.next_step = cur_step + 1;
        }
      break;
    case TRUCO_RATING_EASY:
    default:
      break;
    }
  return info;
}

static void
apply_learning_steps (const TrucoFsrsParams *params,
                      const TrucoFsrsCard   *card,
                      TrucoFsrsTime          now,
                      TrucoRating            g,
                      TrucoCardState         to_state,
                      TrucoFsrsCard         *next)
{
  /* As in the reference: a Good or Easy while learning looks one step
   * further, so that it moves on (or graduates). */
  guint cur_step = card->state == TRUCO_CARD_LEARNING && g >= TRUCO_RATING_GOOD
                   ? card->step + 1 : card->step;
  StepInfo info = learning_step_info (params, card->state, cur_step, g);

  if (info.minutes > 0 && info.minutes < 1440)
    {
      next->step = info.next_step;
      next->scheduled_days = 0;
      next->state = to_state;
      next->due = now + info.minutes * TRUCO_FSRS_MINUTE;
    }
  else
    {
      next->state = TRUCO_CARD_REVIEW;
      if (info.minutes >= 1440)
        {
          next->step = info.next_step;
          next->due = now + info.minutes * TRUCO_FSRS_MINUTE;
          next->scheduled_days = info.minutes / 1440;
        }
      else
        {
          guint interval = truco_fsrs_next_interval (params, next->stability);

          next->step = 0;
          next->scheduled_days = interval;
          next->due = now + interval * TRUCO_FSRS_DAY;
        }
    }
}

/**
 * truco_fsrs_review:
 * @params: the scheduler's parameters
 * @card: the card as it was
 * @now: when it was answered
 * @rating: how
 * @next: (out caller-allocates): the card after the review (may be @card)
 *
 * When the clock has gone backwards (@now before the card's last review),
 * the review counts as made at the last review, so that nothing is
 * scheduled in the past.
 */
void
truco_fsrs_review (const TrucoFsrsParams *params,
                   const TrucoFsrsCard   *card,
                   TrucoFsrsTime          now,
                   TrucoRating            rating,
                   TrucoFsrsCard         *next)
{
  TrucoFsrsCard last = *card;
  TrucoFsrsCard out = *card;
  gint64 elapsed = 0;

  g_return_if_fail (rating >= TRUCO_RATING_AGAIN && rating <= TRUCO_RATING_EASY);

  now = CLAMP (now, 0, TRUCO_FSRS_TIME_MAX);
  if (last.state != TRUCO_CARD_NEW && last.last_review != 0)
    {
      now = MAX (now, last.last_review);
      elapsed = calendar_days_between (last.last_review, now);
    }
  out.last_review = now;
  out.reps++;

  switch (last.state)
    {
    case TRUCO_CARD_NEW:
      out.difficulty = clampd (init_difficulty (params, rating), 1, 10);
      out.stability = init_stability (params, rating);
      apply_learning_steps (params, &last, now, rating, TRUCO_CARD_LEARNING, &out);
      break;

    case TRUCO_CARD_LEARNING:
    case TRUCO_CARD_RELEARNING:
      out.difficulty = next_difficulty (params, last.difficulty, rating);
      out.stability = next_short_term_stability (params, last.stability, rating);
      apply_learning_steps (params, &last, now, rating, last.state, &out);
      break;

    case TRUCO_CARD_REVIEW:
    default:
      {
        double r = truco_fsrs_forgetting_curve (params, (double) elapsed, last.stability);

        out.difficulty = next_difficulty (params, last.difficulty, rating);
        if (rating == TRUCO_RATING_AGAIN)
          {
            const double *w = params->weights;
            double s_min = round8 (last.stability / exp (w[17] * w[18]));

            out.stability = clampd (s_min, S_MIN,
                                    next_forget_stability (params, last.difficulty, last.stability, r));
            apply_learning_steps (params, &last, now, rating, TRUCO_CARD_RELEARNING, &out);
            out.lapses++;
          }
        else
          {
            /* Hard, Good and Easy keep their order: Hard no later than
             * Good, Easy at least a day after Good. */
            double s_hard = next_recall_stability (params, last.difficulty, last.stability, r, TRUCO_RATING_HARD);
            double s_good = next_recall_stability (params, last.difficulty, last.stability, r, TRUCO_RATING_GOOD);
            double s_easy = next_recall_stability (params, last.difficulty, last.stability, r, TRUCO_RATING_EASY);
            guint hard = truco_fsrs_next_interval (params, s_hard);
            guint good = truco_fsrs_next_interval (params, s_good);
            guint easy = truco_fsrs_next_interval (params, s_easy);
            guint interval;

            hard = MIN (hard, good);
            good = MAX (good, hard + 1);
            easy = MAX (easy, good + 1);
            switch (rating)
              {
              case TRUCO_RATING_HARD:
                out.stability = s_hard;
                interval = hard;
                break;
              case TRUCO_RATING_GOOD:
                out.stability = s_good;
                interval = good;
                break;
              case TRUCO_RATING_EASY:
              case TRUCO_RATING_AGAIN:
              default:
                out.stability = s_easy;
                interval = easy;
                break;
              }
            out.state = TRUCO_CARD_REVIEW;
            out.step = 0;
            out.scheduled_days = interval;
            out.due = now + interval * TRUCO_FSRS_DAY;
          }
      }
      break;
    }

  /* Days from the end of 9999 are still at the end of 9999. */
  out.due = MIN (out.due, TRUCO_FSRS_TIME_MAX);
  *next = out;
}

/**
 * truco_fsrs_retrievability:
 *
 * The chance, 0–1, that the learner recalls the card at @now: 0 for a new
 * card.  Whole days count, as in the reference; a clock that went
 * backwards counts as no time at all.
 */
double
truco_fsrs_retrievability (const TrucoFsrsParams *params,
                           const TrucoFsrsCard   *card,
                           TrucoFsrsTime          now)
{
  gint64 days;

  if (card->state == TRUCO_CARD_NEW || card->stability <= 0)
    return 0;
  now = CLAMP (now, 0, TRUCO_FSRS_TIME_MAX);
  days = MAX (floor_div (now - card->last_review, TRUCO_FSRS_DAY), 0);
  return truco_fsrs_forgetting_curve (params, (double) days, round8 (card->stability));
}
