/* test-quiz.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * TrucoQuiz, the model the Quiz page binds to: its skills are the rule
 * set's, none reviewed at first; nothing due and no taught skill asked
 * before a lesson is done, then a review can start; an answer wrong and then due shows in
 * the due count, notified; schedules kept the old way (under every house
 * rule) move to each skill's own digest once per variant, when the quiz
 * first takes that variant, not again on later changes; the quiz reads
 * the lessons the Learn path loaded, not a second parse of them.
 */

#include "config.h"

#include "truco-learn-path.h"
#include "truco-quiz.h"
#include "truco-quiz-skills.h"

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          guint      *count)
{
  (*count)++;
}

static void
test_skills_and_due (void)
{
  g_autoptr(TrucoProgress) progress = truco_progress_new_in_memory ();
  g_autoptr(TrucoQuiz) quiz = truco_quiz_new (progress);
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
  g_auto(GStrv) expected = truco_quiz_dup_skills (rules);
  TrucoAnswer wrong = { FALSE, FALSE, 3000 };
  GListModel *skills;
  guint notified = 0;

  truco_quiz_set_rules (quiz, rules);
  skills = truco_quiz_get_skills (quiz);
  g_assert_cmpuint (g_list_model_get_n_items (skills), ==, g_strv_length (expected));
  for (guint i = 0; i < g_list_model_get_n_items (skills); i++)
    {
      g_autoptr(TrucoQuizSkill) skill = g_list_model_get_item (skills, i);

      g_assert_cmpstr (truco_quiz_skill_get_id (skill), ==, expected[i]);
      g_assert_false (truco_quiz_skill_get_reviewed (skill));
      g_assert_cmpstr (truco_quiz_skill_get_subtitle (skill), ==, "Not practised yet");
    }

  /* No lesson done: nothing due, and nothing to review (reviews wait for
   * a lesson passed). */
  g_assert_cmpuint (truco_quiz_get_n_due (quiz), ==, 0);
  {
    g_autoptr(TrucoSession) review = truco_quiz_new_review (quiz, 3, 1);
    const char *first = truco_session_next (review, truco_progress_now ());

    g_assert_null (first);
    g_assert_false (truco_quiz_get_can_review (quiz));
  }

  /* A lesson done: its skills may start. */
  truco_progress_complete_lesson (progress, "ar-envido", 3);
  truco_quiz_refresh (quiz);
  g_assert_true (truco_quiz_get_can_review (quiz));

  /* A wrong answer is due again today. */
  g_signal_connect (quiz, "notify::n-due", G_CALLBACK (count_cb), &notified);
  truco_progress_record_review (progress, "ar", truco_quiz_get_digest (quiz, "envido-count"), "envido-count",
                                &wrong, truco_progress_now () - 24 * 3600 * 1000LL);
  truco_quiz_refresh (quiz);
  g_assert_cmpuint (truco_quiz_get_n_due (quiz), >=, 1);
  g_assert_cmpuint (notified, ==, 1);
  truco_quiz_refresh (quiz);
  g_assert_cmpuint (notified, ==, 1);
  for (guint i = 0; i < g_list_model_get_n_items (skills); i++)
    {
      g_autoptr(TrucoQuizSkill) skill = g_list_model_get_item (skills, i);

      g_assert_cmpint (truco_quiz_skill_get_reviewed (skill), ==,
                       g_str_equal (truco_quiz_skill_get_id (skill), "envido-count"));
    }
}

static void
test_migrate_once (void)
{
  g_autoptr(TrucoProgress) progress = truco_progress_new_in_memory ();
  g_autoptr(TrucoQuiz) quiz = truco_quiz_new (progress);
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
  g_autoptr(TrucoRules) cat = truco_rules_new (truco_variant_lookup ("cat"));
  TrucoAnswer right = { TRUE, FALSE, 3000 };
  g_autofree char *every_rule = NULL;

  g_assert_true (truco_rules_set (rules, "falta_mode", "D", NULL));
  every_rule = truco_quiz_every_rule_digest (rules);
  g_assert_cmpstr (every_rule, !=, "");
  truco_progress_record_review (progress, "ar", every_rule, "envido-count", &right, truco_progress_now ());

  /* The first time the quiz takes Argentine rules: moved. */
  truco_quiz_set_rules (quiz, rules);
  g_assert_nonnull (truco_progress_lookup_card (progress, "ar", "", "envido-count"));
  g_assert_null (truco_progress_lookup_card (progress, "ar", every_rule, "envido-count"));

  /* Another variant and back: nothing is moved again (a card kept under
   * that digest now is a schedule of its own). */
  truco_progress_record_review (progress, "ar", every_rule, "card-rank-pair", &right, truco_progress_now ());
  truco_quiz_set_rules (quiz, cat);
  truco_quiz_set_rules (quiz, rules);
  g_assert_nonnull (truco_progress_lookup_card (progress, "ar", every_rule, "card-rank-pair"));
}

/* The Learn path and the Quiz share one parse of a variant's lessons. */
static void
test_shared_lessons (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TrucoCurriculum) path_lessons = truco_learn_path_load_lessons ("ar", &error);
  g_autoptr(TrucoCurriculum) again = NULL;
  g_autoptr(TrucoProgress) progress = truco_progress_new_in_memory ();
  g_autoptr(TrucoQuiz) quiz = truco_quiz_new (progress);
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
  g_autoptr(TrucoRules) other = truco_rules_new (truco_variant_lookup ("cat"));
  g_autoptr(TrucoCurriculum) other_lessons = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (path_lessons);
  again = truco_learn_path_load_lessons ("ar", &error);
  g_assert_no_error (error);
  g_assert_true (again == path_lessons);

  truco_quiz_set_rules (quiz, rules);
  g_assert_true (truco_quiz_get_curriculum (quiz) == path_lessons);

  /* Another variant: its own lessons, shared in turn. */
  truco_quiz_set_rules (quiz, other);
  g_assert_true (truco_quiz_get_curriculum (quiz) != path_lessons);
  g_assert_cmpstr (truco_curriculum_get_variant (truco_quiz_get_curriculum (quiz)), ==, "cat");
  other_lessons = truco_learn_path_load_lessons ("cat", &error);
  g_assert_no_error (error);
  g_assert_true (other_lessons == truco_quiz_get_curriculum (quiz));

  /* A variant without lessons says so. */
  g_assert_null (truco_learn_path_load_lessons ("no-such-variant", &error));
  g_assert_error (error, TRUCO_CURRICULUM_ERROR, TRUCO_CURRICULUM_ERROR_NOT_FOUND);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/quiz/skills-and-due", test_skills_and_due);
  g_test_add_func ("/quiz/migrate-once", test_migrate_once);
  g_test_add_func ("/quiz/shared-lessons", test_shared_lessons);

  return g_test_run ();
}
