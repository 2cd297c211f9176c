/* test-hints.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Hints that teach: the rule first (with the topic to link to), then the
 * first step of the working, the answer only after an attempt; none in a
 * check or the test; a worked example says so; nothing carries over.  And
 * progress that says what it means.
 */

#include "config.h"

#include <string.h>

#include "truco-exercise.h"

/* Whether @text says @word as a word of its own. */
static gboolean
says (const char *text,
      const char *word)
{
  gsize len = strlen (word);

  for (const char *p = strstr (text, word); p != NULL; p = strstr (p + 1, word))
    if ((p == text || !g_ascii_isalnum (p[-1])) && !g_ascii_isalnum (p[len]))
      return TRUE;
  return FALSE;
}

static void
test_order (void)
{
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
  guint n_asked = 0, n_first_steps = 0;

  for (guint k = 0; k < truco_skill_get_count (); k++)
    for (guint seed = 0; seed < 20; seed++)
      {
        g_autoptr(TrucoExercise) ex = truco_exercise_generate (truco_skill_get_nth (k), rules, seed, NULL);
        g_autoptr(TrucoHints) hints = NULL;
        g_autofree char *rule = NULL, *step = NULL, *answer = NULL;
        const char *topic = NULL;
        guint right;
        g_autofree char *number = NULL;
        g_autofree char *right_text = NULL;
        gboolean has_step;

        if (ex == NULL)
          continue;
        n_asked++;
        hints = truco_hints_new (ex, TRUCO_QUESTION_PRACTICE);
        right = truco_exercise_get_answer (ex);
        g_assert_true (truco_hints_allowed (hints));
        g_assert_null (truco_hints_get_worked_intro (hints));
        g_assert_cmpint (truco_hints_next (hints, &rule, &topic), ==, TRUCO_HINT_RULE);
        g_assert_nonnull (rule);
        if (topic != NULL)
          /* The link goes to a topic the question needs. */
          g_assert_true (g_strv_contains (truco_exercise_get_topics (ex), topic));

        /* The first step, where there is one that does not tell the answer. */
        has_step = truco_hints_has_next (hints);
        if (has_step)
          {
            g_assert_cmpint (truco_hints_next (hints, &step, &topic), ==, TRUCO_HINT_FIRST_STEP);
            g_assert_true (g_str_has_prefix (step, "First step: "));
            g_assert_null (topic);
            right_text = g_strdup (truco_exercise_get_choice_text (ex, right));
            if (g_str_has_suffix (right_text, "."))
              right_text[strlen (right_text) - 1] = '\0';
            g_assert_false (says (step, right_text));
            if (truco_exercise_get_form (ex) == TRUCO_ANSWER_NUMBER)
              {
                number = g_strdup_printf ("%d", truco_exercise_get_choice_number (ex, right));
                g_assert_false (says (step, number));
              }
            n_first_steps++;
          }
        /* The answer waits for an attempt. */
        g_assert_false (truco_hints_has_next (hints));
        {
          char *none = NULL;

          g_assert_cmpint (truco_hints_next (hints, &none, NULL), ==, -1);
          g_assert_null (none);
        }
        truco_hints_attempted (hints);
        g_assert_true (truco_hints_has_next (hints));
        g_assert_cmpint (truco_hints_next (hints, &answer, NULL), ==, TRUCO_HINT_ANSWER);
        g_assert_nonnull (strstr (answer, truco_exercise_get_choice_text (ex, right)));
        g_assert_false (truco_hints_has_next (hints));
        g_assert_cmpuint (truco_hints_get_n_shown (hints), ==, has_step ? 3 : 2);
      }

  /* Many questions have a first step to show; not every one. */
  g_test_message ("%u questions, %u with a first step", n_asked, n_first_steps);
  g_assert_cmpuint (n_asked, >, 100);
  g_assert_cmpuint (n_first_steps, >, 0);
  g_assert_cmpuint (n_first_steps, <, n_asked);
}

static void
test_no_hints (void)
{
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
  g_autoptr(TrucoExercise) ex = truco_exercise_generate (truco_skill_lookup ("bet-truco"), rules, 3, NULL);
  g_autoptr(TrucoHints) test = truco_hints_new (ex, TRUCO_QUESTION_TEST);
  g_autoptr(TrucoHints) check = truco_hints_new (ex, TRUCO_QUESTION_CHECK);
  g_autoptr(TrucoHints) practice = truco_hints_new (ex, TRUCO_QUESTION_PRACTICE);
  char *text = NULL;

  /* The Scoring Test takes none. */
  g_assert_false (truco_hints_allowed (test));
  g_assert_false (truco_hints_has_next (test));
  truco_hints_attempted (test);
  g_assert_cmpint (truco_hints_next (test, &text, NULL), ==, -1);
  g_assert_null (text);

  /* A check says what a hint costs before one is asked for. */
  g_assert_true (truco_hints_allowed (check));
  g_assert_nonnull (truco_hints_get_cost (check));
  g_assert_cmpstr (truco_hints_get_cost (check), ==,
                   "In the check a hint costs a star, as a mistake does: 3 stars need no mistake and no hint.");
  g_assert_true (truco_hints_has_next (check));

  /* Elsewhere hints are free. */
  g_assert_null (truco_hints_get_cost (practice));
  g_assert_null (truco_hints_get_cost (test));
}

static void
test_worked_and_fresh (void)
{
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
  g_autoptr(TrucoExercise) first = truco_exercise_generate (truco_skill_lookup ("trick-winner"), rules, 1, NULL);
  g_autoptr(TrucoExercise) second = truco_exercise_generate (truco_skill_lookup ("trick-winner"), rules, 2, NULL);
  g_autoptr(TrucoHints) a = truco_hints_new (first, TRUCO_QUESTION_PRACTICE_FIRST);
  g_autoptr(TrucoHints) b = NULL;
  g_autofree char *text = NULL;

  g_assert_nonnull (truco_hints_get_worked_intro (a));
  g_assert_nonnull (strstr (truco_hints_get_worked_intro (a), "worked example"));
  truco_hints_next (a, &text, NULL);
  truco_hints_attempted (a);
  /* The next question starts with no hint shown and no attempt. */
  b = truco_hints_new (second, TRUCO_QUESTION_PRACTICE);
  g_assert_cmpuint (truco_hints_get_n_shown (b), ==, 0);
  g_assert_null (truco_hints_get_worked_intro (b));
  g_assert_true (truco_hints_has_next (b));
}

static void
test_progress_words (void)
{
  gint64 now = 1800000000;
  g_autofree char *never = truco_skill_describe_record (0, 0, 0, now);
  g_autofree char *none_right = truco_skill_describe_record (2, 0, now + 600, now);
  g_autofree char *one = truco_skill_describe_record (2, 1, now + 3 * 86400, now);
  g_autofree char *due = truco_skill_describe_record (4, 4, now - 10, now);
  g_autofree char *three = truco_stars_describe (3, 0, 0);
  g_autofree char *two = truco_stars_describe (2, 1, 0);
  g_autofree char *two_hinted = truco_stars_describe (2, 0, 1);
  g_autofree char *one_star = truco_stars_describe (1, 1, 1);
  g_autofree char *none = truco_stars_describe (0, 2, 0);

  g_assert_cmpstr (never, ==, "Not practised yet");
  g_assert_cmpint (truco_skill_get_percent (0, 0), ==, -1);
  g_assert_cmpint (truco_skill_get_percent (2, 0), ==, 0);
  g_assert_cmpint (truco_skill_get_percent (2, 1), ==, 50);
  g_assert_cmpstr (none_right, ==, "Right 0 of 2 · next review in 10 minutes");
  g_assert_cmpstr (one, ==, "Right 1 of 2 · next review in 3 days");
  g_assert_cmpstr (due, ==, "Right 4 of 4 · review due now");
  g_assert_cmpstr (three, ==, "3 stars: no mistakes and no hints");
  g_assert_cmpstr (two, ==, "2 stars: 1 mistake and no hints");
  g_assert_cmpstr (two_hinted, ==, "2 stars: no mistakes and 1 hint");
  g_assert_cmpstr (one_star, ==, "1 star: 1 mistake and 1 hint");
  g_assert_cmpstr (none, ==, "No stars yet: pass the check to earn them");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hints/order", test_order);
  g_test_add_func ("/hints/none-in-checks", test_no_hints);
  g_test_add_func ("/hints/worked-and-fresh", test_worked_and_fresh);
  g_test_add_func ("/hints/progress-words", test_progress_words);
  return g_test_run ();
}
