/* test-fsrs.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The FSRS-6 scheduler against the reference implementation (ts-fsrs, whose
 * output tests/teach/fsrs/fsrs.golden holds), and its behaviour at the
 * edges: retention, clock changes.
 */

#include "config.h"

#include <math.h>
#include <stdlib.h>

#include "truco-fsrs.h"

#define TOLERANCE 1e-4

static gboolean
parse_steps (const char *text,
             guint      *steps,
             guint      *n)
{
  g_auto(GStrv) parts = NULL;

  *n = 0;
  if (g_str_equal (text, "-"))
    return TRUE;
  parts = g_strsplit (text, ",", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      g_assert_cmpuint (i, <, TRUCO_FSRS_MAX_STEPS);
      steps[i] = (guint) g_ascii_strtoull (parts[i], NULL, 10);
      (*n)++;
    }
  return TRUE;
}

/* Within 1e-4, relatively above 1: stabilities reach 36 500 days, where
 * the last digits of a double's eighth decimal differ between libm and V8. */
static gboolean
close_enough (double  got,
              double  expected,
              double *max_deviation)
{
  double deviation = fabs (got - expected) / MAX (1.0, fabs (expected));

  *max_deviation = MAX (*max_deviation, deviation);
  return deviation <= TOLERANCE;
}

static void
test_golden (void)
{
  double max_s_dev = 0, max_d_dev = 0, max_r_dev = 0;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fsrs", "fsrs.golden", NULL);
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  TrucoFsrsParams params;
  TrucoFsrsCard card;
  guint n_sequences = 0, n_reviews = 0, n_retr = 0;
  gboolean started = FALSE;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  lines = g_strsplit (contents, "\n", -1);

  for (guint l = 0; lines[l] != NULL; l++)
    {
      g_auto(GStrv) f = NULL;

      if (lines[l][0] == '\0' || lines[l][0] == '#')
        continue;
      f = g_strsplit (lines[l], " ", -1);

      if (g_str_equal (f[0], "seq"))
        {
          guint steps[TRUCO_FSRS_MAX_STEPS], n;

          g_assert_cmpuint (g_strv_length (f), ==, 6);
          truco_fsrs_params_init_default (&params);
          g_assert_true (truco_fsrs_params_set_desired_retention (&params, g_ascii_strtod (f[2], NULL)));
          params.maximum_interval = (guint) g_ascii_strtoull (f[3], NULL, 10);
          parse_steps (f[4], steps, &n);
          g_assert_true (truco_fsrs_params_set_learning_steps (&params, steps, n));
          parse_steps (f[5], steps, &n);
          g_assert_true (truco_fsrs_params_set_relearning_steps (&params, steps, n));
          started = FALSE;
          n_sequences++;
        }
      else if (g_str_equal (f[0], "review"))
        {
          TrucoFsrsTime now = g_ascii_strtoll (f[1], NULL, 10);
          TrucoRating rating = (TrucoRating) atoi (f[2]);
          double r_before = g_ascii_strtod (f[3], NULL);

          g_assert_cmpuint (g_strv_length (f), ==, 12);
          if (!started)
            {
              truco_fsrs_card_init (&card, now);
              started = TRUE;
            }
          if (!close_enough (truco_fsrs_retrievability (&params, &card, now), r_before, &max_r_dev))
            g_error ("line %u: retrievability %.8f, expected %s", l + 1,
                     truco_fsrs_retrievability (&params, &card, now), f[3]);

          truco_fsrs_review (&params, &card, now, rating, &card);
          if (!truco_fsrs_card_is_valid (&card))
            g_error ("line %u: invalid card: state %d step %u S %.8f D %.8f ivl %u", l + 1,
                     card.state, card.step, card.stability, card.difficulty, card.scheduled_days);

          if ((int) card.state != atoi (f[4]) || card.step != (guint) atoi (f[5])
              || !close_enough (card.stability, g_ascii_strtod (f[6], NULL), &max_s_dev)
              || !close_enough (card.difficulty, g_ascii_strtod (f[7], NULL), &max_d_dev)
              || card.scheduled_days != (guint) atoi (f[8])
              || card.due != g_ascii_strtoll (f[9], NULL, 10)
              || card.lapses != (guint) atoi (f[10])
              || card.reps != (guint) atoi (f[11]))
            g_error ("line %u: got state %d step %u S %.8f D %.8f ivl %u due %" G_GINT64_FORMAT
                     " lapses %u reps %u; expected %s", l + 1, card.state, card.step,
                     card.stability, card.difficulty, card.scheduled_days, card.due,
                     card.lapses, card.reps, lines[l]);
          n_reviews++;
        }
      else if (g_str_equal (f[0], "retr"))
        {
          TrucoFsrsTime later = g_ascii_strtoll (f[1], NULL, 10);
          double r = truco_fsrs_retrievability (&params, &card, later);

          if (!close_enough (r, g_ascii_strtod (f[2], NULL), &max_r_dev))
            g_error ("line %u: retrievability %.8f, expected %s", l + 1, r, f[2]);
          n_retr++;
        }
      else
        g_error ("line %u: unknown record %s", l + 1, f[0]);
    }

  g_test_message ("%u sequences, %u reviews, %u later retrievabilities agree; "
                  "largest deviations: stability %.2g, difficulty %.2g, retrievability %.2g",
                  n_sequences, n_reviews, n_retr, max_s_dev, max_d_dev, max_r_dev);
  g_assert_cmpuint (n_sequences, >=, 200);
  g_assert_cmpuint (n_reviews, >=, 2000);
  g_assert_cmpuint (n_retr, >=, 100);
}

/* A card reviewed Good on time, over and over, at a given retention. */
static guint
interval_after_reviews (double retention,
                        guint  n)
{
  TrucoFsrsParams params;
  TrucoFsrsCard card;
  TrucoFsrsTime now = 1767225600000;  /* 2026-01-01 00:00 UTC */

  truco_fsrs_params_init_default (&params);
  g_assert_true (truco_fsrs_params_set_desired_retention (&params, retention));
  truco_fsrs_card_init (&card, now);
  for (guint i = 0; i < n; i++)
    {
      truco_fsrs_review (&params, &card, now, TRUCO_RATING_GOOD, &card);
      now = card.due;
    }
  g_assert_cmpint (card.state, ==, TRUCO_CARD_REVIEW);
  return card.scheduled_days;
}

static void
test_retention_direction (void)
{
  const double retentions[] = { 0.70, 0.80, 0.85, 0.90, 0.95, 0.97 };
  guint previous = G_MAXUINT;

  /* Wanting to remember more means seeing the skill more often. */
  for (guint i = 0; i < G_N_ELEMENTS (retentions); i++)
    {
      guint interval = interval_after_reviews (retentions[i], 6);

      g_test_message ("retention %.2f: interval %u days", retentions[i], interval);
      g_assert_cmpuint (interval, <, previous);
      previous = interval;
    }
}

/* Structured logging: the warning is checked from outside, in the stderr
 * of a subprocess that runs the test again. */
static void
test_retention_clamped (void)
{
  TrucoFsrsParams params;

  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, 0, 0);
      g_test_trap_assert_passed ();
      g_test_trap_assert_stderr ("*WARNING*0.99 is outside 0.70*0.97*using 0.97*"
                                 "*WARNING*0.5 is outside*using 0.70*"
                                 "*WARNING*not a number*using 0.90*");
      return;
    }
  g_log_set_always_fatal (G_LOG_FATAL_MASK);

  truco_fsrs_params_init_default (&params);
  g_assert_cmpfloat (params.desired_retention, ==, 0.90);

  g_assert_false (truco_fsrs_params_set_desired_retention (&params, 0.99));
  g_assert_cmpfloat (params.desired_retention, ==, TRUCO_FSRS_RETENTION_MAX);
  g_assert_false (truco_fsrs_params_set_desired_retention (&params, 0.5));
  g_assert_cmpfloat (params.desired_retention, ==, TRUCO_FSRS_RETENTION_MIN);
  g_assert_false (truco_fsrs_params_set_desired_retention (&params, NAN));
  g_assert_cmpfloat (params.desired_retention, ==, TRUCO_FSRS_RETENTION_DEFAULT);

  /* The ends of the range are allowed, silently. */
  g_assert_true (truco_fsrs_params_set_desired_retention (&params, 0.70));
  g_assert_true (truco_fsrs_params_set_desired_retention (&params, 0.97));
}

static void
test_maximum_interval (void)
{
  TrucoFsrsParams params;
  TrucoFsrsCard card;
  TrucoFsrsTime now = 1767225600000;

  truco_fsrs_params_init_default (&params);
  params.maximum_interval = 20;
  truco_fsrs_card_init (&card, now);
  for (guint i = 0; i < 30; i++)
    {
      truco_fsrs_review (&params, &card, now, TRUCO_RATING_EASY, &card);
      g_assert_cmpuint (card.scheduled_days, <=, 20 + 2);  /* Easy ≥ Good + 1 ≥ Hard + 2 */
      now = card.due;
    }
  g_assert_cmpuint (truco_fsrs_next_interval (&params, 1e4), ==, 20);
}

static void
test_clock_backwards (void)
{
  TrucoFsrsParams params;
  TrucoFsrsCard card, before;
  TrucoFsrsTime now = 1767225600000;

  truco_fsrs_params_init_default (&params);
  truco_fsrs_card_init (&card, now);
  truco_fsrs_review (&params, &card, now, TRUCO_RATING_GOOD, &card);
  truco_fsrs_review (&params, &card, card.due, TRUCO_RATING_GOOD, &card);
  before = card;

  /* The clock jumps back three days: the review counts at the last one,
   * nothing is due before it, and the retrievability does not exceed 1. */
  for (guint g = TRUCO_RATING_AGAIN; g <= TRUCO_RATING_EASY; g++)
    {
      TrucoFsrsCard after;

      g_assert_cmpfloat (truco_fsrs_retrievability (&params, &before, before.last_review - 3 * TRUCO_FSRS_DAY), ==, 1.0);
      truco_fsrs_review (&params, &before, before.last_review - 3 * TRUCO_FSRS_DAY, g, &after);
      g_assert_cmpint (after.last_review, ==, before.last_review);
      g_assert_cmpint (after.due, >, before.last_review);
      g_assert_true (truco_fsrs_card_is_valid (&after));
    }
}

static void
test_day_boundary (void)
{
  TrucoFsrsParams params;
  TrucoFsrsCard card;
  TrucoFsrsTime midnight = 1767225600000 + 40 * TRUCO_FSRS_DAY;
  double s;

  /* A card in review, last seen at 23:59 UTC and seen again at 00:01: the
   * reference counts one elapsed day, so stability grows as after a day. */
  truco_fsrs_params_init_default (&params);
  truco_fsrs_card_init (&card, midnight - 10 * TRUCO_FSRS_DAY);
  truco_fsrs_review (&params, &card, midnight - 10 * TRUCO_FSRS_DAY, TRUCO_RATING_EASY, &card);
  g_assert_cmpint (card.state, ==, TRUCO_CARD_REVIEW);
  truco_fsrs_review (&params, &card, midnight - TRUCO_FSRS_MINUTE, TRUCO_RATING_GOOD, &card);
  s = card.stability;
  truco_fsrs_review (&params, &card, midnight + TRUCO_FSRS_MINUTE, TRUCO_RATING_GOOD, &card);
  g_assert_cmpfloat (card.stability, >, s);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/fsrs/golden", test_golden);
  g_test_add_func ("/fsrs/retention-direction", test_retention_direction);
  g_test_add_func ("/fsrs/retention-clamped", test_retention_clamped);
  g_test_add_func ("/fsrs/maximum-interval", test_maximum_interval);
  g_test_add_func ("/fsrs/clock-backwards", test_clock_backwards);
  g_test_add_func ("/fsrs/day-boundary", test_day_boundary);

  return g_test_run ();
}
