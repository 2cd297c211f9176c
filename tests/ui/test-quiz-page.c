/* test-quiz-page.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Quiz section on the real catalogue and lessons: with no lesson done
 * there is nothing to review but practice works and records nothing; a
 * review of five questions (one with a hint, one wrong) shows each
 * option's explanation, records five reviews with the hint and a duration,
 * ends with the right count, makes the missed skill due, survives a reload
 * and shows mastery per skill; the scoring test ends with its mark and
 * links to the lessons of the skills missed, recording nothing; a skill
 * failed eight times offers its lesson until the lesson is done again;
 * the preferences page shows the desired retention in percent, clamped.
 * GTK_A11Y=test.
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "truco-curriculum.h"
#include "truco-exercise-view.h"
#include "truco-quiz-page.h"
#include "truco-quiz-preferences.h"
#include "truco-quiz-skills.h"
#include "truco-quiz.h"
#include "truco-review-plot.h"
#include "truco-settings.h"
#include "truco-test-util.h"

static gboolean
is_hint_button (GtkWidget     *widget,
                gconstpointer  data)
{
  return GTK_IS_BUTTON (widget) && gtk_widget_has_css_class (widget, "truco-hint-button");
}

typedef struct
{
  GtkWindow     *window;
  TrucoQuizPage *page;
  GSettings     *gsettings;
  TrucoSettings *settings;
  TrucoProgress *progress;
  char          *dir;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->gsettings = g_settings_new (APPLICATION_ID);
  truco_test_reset_settings (fixture->gsettings);
  g_settings_set_string (fixture->gsettings, "variant", "ar");
  fixture->settings = truco_settings_new (fixture->gsettings);
  fixture->dir = g_dir_make_tmp ("truquero-quiz-XXXXXX", NULL);
  fixture->progress = truco_progress_new_for_directory (fixture->dir, truco_progress_now ());

  fixture->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (fixture->window, 800, 600);
  fixture->page = TRUCO_QUIZ_PAGE (truco_quiz_page_new ());
  truco_quiz_page_set_settings (fixture->page, fixture->settings);
  truco_quiz_page_set_progress (fixture->page, fixture->progress);
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->page));
  gtk_window_present (fixture->window);
  while (!gtk_widget_get_mapped (GTK_WIDGET (fixture->page)))
    g_main_context_iteration (NULL, TRUE);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autofree char *file = g_build_filename (fixture->dir, TRUCO_PROGRESS_FILE_NAME, NULL);

  gtk_window_destroy (fixture->window);
  g_clear_object (&fixture->settings);
  g_clear_object (&fixture->gsettings);
  g_clear_object (&fixture->progress);
  g_unlink (file);
  g_rmdir (fixture->dir);
  g_free (fixture->dir);
}

static void
complete_every_lesson (Fixture *fixture)
{
  g_autoptr(TrucoCurriculum) curriculum = truco_curriculum_new_for_variant ("ar", NULL);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (curriculum));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TrucoLesson) lesson = g_list_model_get_item (G_LIST_MODEL (curriculum), i);

      truco_progress_complete_lesson (fixture->progress, truco_lesson_get_id (lesson), 3);
    }
  /* Back on the home view, which reads the lessons done again. */
  truco_quiz_page_show_home (fixture->page);
}

static TrucoExercise *
current_exercise (Fixture *fixture)
{
  return truco_exercise_view_get_exercise (truco_quiz_page_get_exercise_view (fixture->page));
}

/* Answers the question shown, right or with a wrong option; returns the
 * option chosen. */
static guint
answer (Fixture  *fixture,
        gboolean  right)
{
  TrucoExerciseView *view = truco_quiz_page_get_exercise_view (fixture->page);
  TrucoExercise *exercise = current_exercise (fixture);
  guint choice = truco_exercise_get_answer (exercise);

  if (!right)
    choice = (choice + 1) % truco_exercise_get_n_choices (exercise);
  g_assert_cmpint (truco_exercise_get_choice_correct (exercise, choice), ==, right);
  g_assert_true (truco_exercise_view_answer (view, choice));

  return choice;
}

static gboolean
is_button_labelled (GtkWidget     *widget,
                    gconstpointer  label)
{
  return GTK_IS_BUTTON (widget) && gtk_widget_get_mapped (widget) &&
         g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

static gboolean
has_skill (GtkWidget     *widget,
           gconstpointer  skill)
{
  return ADW_IS_ACTION_ROW (widget) &&
         g_strcmp0 (g_object_get_data (G_OBJECT (widget), "skill"), skill) == 0;
}

static void
test_no_lesson (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(TrucoCurriculum) curriculum = truco_curriculum_new_for_variant ("ar", NULL);
  guint seen = 0;
  guint n_reviews;

  /* No lesson done: a review asks only skills that no lesson teaches. */
  g_assert_cmpuint (truco_quiz_page_get_n_due (fixture->page), ==, 0);
  g_settings_set_uint (fixture->gsettings, "session-length", 3);
  if (truco_quiz_page_start_review (fixture->page))
    {
      do
        {
          const char *skill = truco_skill_get_id (truco_exercise_get_skill (current_exercise (fixture)));

          g_assert_null (truco_quiz_find_lesson (curriculum, skill));
          answer (fixture, TRUE);
        }
      while (truco_quiz_page_next_question (fixture->page));
    }
  truco_quiz_page_show_home (fixture->page);
  g_assert_cmpstr (truco_quiz_page_get_view (fixture->page), ==, "home");

  n_reviews = truco_progress_get_n_reviews (fixture->progress);

  /* Practice works and records nothing; it has no end until asked. */
  g_assert_false (truco_quiz_page_start_practice (fixture->page, "embit-count"));
  g_assert_true (truco_quiz_page_start_practice (fixture->page, "envido-count"));
  for (guint i = 0; i < 4; i++)
    {
      g_assert_cmpstr (truco_skill_get_id (truco_exercise_get_skill (current_exercise (fixture))), ==, "envido-count");
      answer (fixture, i != 1);
      seen++;
      g_assert_true (truco_quiz_page_next_question (fixture->page));
    }
  truco_quiz_page_end_session (fixture->page);
  g_assert_cmpstr (truco_quiz_page_get_view (fixture->page), ==, "end");
  g_assert_cmpstr (truco_quiz_page_get_result (fixture->page), ==,
                   "Practice Done. You answered 3 of 4 questions right.");
  g_assert_cmpuint (seen, ==, 4);
  /* Practice added no review to those of the review above. */
  g_assert_cmpuint (truco_progress_get_n_reviews (fixture->progress), ==, n_reviews);
}

static void
test_review (Fixture       *fixture,
             gconstpointer  data)
{
  g_autoptr(TrucoProgress) reloaded = NULL;
  g_autoptr(GTimeZone) tz = g_time_zone_new_local ();
  g_autofree char *digest = NULL;
  g_auto(GStrv) skills = NULL;
  TrucoExerciseView *view = truco_quiz_page_get_exercise_view (fixture->page);
  char *asked[5];
  guint due[TRUCO_QUIZ_DUE_DAYS];
  guint n_week = 0;
  GtkWidget *row;

  g_settings_set_uint (fixture->gsettings, "session-length", 5);
  complete_every_lesson (fixture);
  g_assert_true (truco_quiz_page_start_review (fixture->page));
  g_assert_cmpuint (truco_session_get_length (truco_quiz_page_get_session (fixture->page)), ==, 5);

  for (guint i = 0; i < 5; i++)
    {
      TrucoExercise *exercise = current_exercise (fixture);
      g_autofree char *expected = NULL;
      const char *explanation;
      guint choice;

      g_assert_cmpstr (truco_quiz_page_get_view (fixture->page), ==, "question");
      asked[i] = g_strdup (truco_skill_get_id (truco_exercise_get_skill (exercise)));
      /* Never the same skill twice in a row while others are new. */
      if (i > 0)
        g_assert_cmpstr (asked[i], !=, asked[i - 1]);
      /* A review may end before its length (nothing more due): its
       * count names no total. */
      {
        g_autofree char *count = g_strdup_printf ("Question %u", i + 1);

        g_assert_nonnull (truco_test_find_widget (GTK_WIDGET (fixture->page), truco_test_is_label, count));
      }
      if (i == 0)
        {
          /* A review takes hints: the button is there, and shows one. */
          g_assert_true (truco_exercise_view_get_mode (view) == TRUCO_QUESTION_REVIEW);
          g_assert_true (gtk_widget_get_visible (truco_test_find_widget (GTK_WIDGET (view), is_hint_button, NULL)));
          truco_exercise_view_show_hints (view, 1);
          g_assert_cmpuint (truco_exercise_view_get_n_shown_hints (view), ==, 1);
        }
      choice = answer (fixture, i != 2);
      /* The feedback is the chosen option's explanation, read at once. */
      explanation = truco_exercise_get_choice_explanation (exercise, choice);
      /* One verdict: the generator's own "Not quite." is left out. */
      if (g_str_has_prefix (explanation, "Not quite. "))
        explanation += strlen ("Not quite. ");
      expected = g_strdup_printf ("%s\n%s", i != 2 ? "Right." : "Not right.", explanation);
      g_assert_cmpstr (truco_exercise_view_get_feedback (view), ==, expected);
      g_assert_cmpuint (truco_session_get_n_answered (truco_quiz_page_get_session (fixture->page)), ==, i + 1);
      /* The bar's button goes on with the same word as a lesson's:
       * "Continue", right or wrong (a review offers no other question
       * in place of one missed). */
      if (i < 4)
        g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (truco_answer_bar_get_button (truco_exercise_view_get_answer_bar (view)))),
                         ==, "_Continue");
      if (i < 4)
        g_assert_true (truco_quiz_page_next_question (fixture->page));
    }
  /* The bar slides up. */
  truco_test_flush ();
  truco_test_flush ();
  g_assert_nonnull (truco_test_find_widget (GTK_WIDGET (fixture->page), is_button_labelled, "_See the Result"));
  g_assert_false (truco_quiz_page_next_question (fixture->page));
  g_assert_cmpstr (truco_quiz_page_get_view (fixture->page), ==, "end");
  g_assert_cmpstr (truco_quiz_page_get_result (fixture->page), ==,
                   "Review Done. You answered 4 of 5 questions right.");
  /* The focus is on a button (Enter goes on), which reads the result. */
  {
    GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (fixture->window));

    g_assert_true (GTK_IS_BUTTON (focus));
    g_assert_true (gtk_widget_get_mapped (focus));
    gtk_test_accessible_assert_property (focus, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                         "Review Done. You answered 4 of 5 questions right.");
  }

  /* Five reviews, saved as they were answered, with the hint and a time. */
  g_assert_cmpuint (truco_progress_get_n_reviews (fixture->progress), ==, 5);
  g_assert_true (truco_progress_get_review (fixture->progress, 0)->hinted);
  g_assert_false (truco_progress_get_review (fixture->progress, 1)->hinted);
  g_assert_false (truco_progress_get_review (fixture->progress, 2)->correct);
  g_assert_cmpuint (truco_progress_get_review (fixture->progress, 2)->rating, ==, TRUCO_RATING_AGAIN);
  g_assert_cmpuint (truco_progress_get_review (fixture->progress, 0)->rating, ==, TRUCO_RATING_HARD);
  for (guint i = 0; i < 5; i++)
    g_assert_cmpuint (truco_progress_get_review (fixture->progress, i)->duration_ms, >, 0);

  /* Every skill asked is due again within the week: in minutes (learning
   * steps, the relearning step of the one missed; tomorrow when this runs
   * just before midnight) or in a few days once answered right twice.  The
   * count in the header is the store's for today. */
  skills = truco_quiz_dup_skills (truco_variant_get_default_rules (truco_variant_lookup ("ar")));
  truco_progress_count_due (fixture->progress, "ar", "", (const char * const *) skills,
                            truco_progress_now (), tz, due, TRUCO_QUIZ_DUE_DAYS);
  for (guint i = 0; i < TRUCO_QUIZ_DUE_DAYS; i++)
    n_week += due[i];
  g_assert_cmpuint (n_week, ==, truco_progress_get_n_cards (fixture->progress));
  g_assert_cmpuint (truco_quiz_page_get_n_due (fixture->page), ==, due[0]);

  /* Mastery per skill: the reviewed ones show a figure, the others not. */
  row = truco_test_find_widget (GTK_WIDGET (fixture->page), has_skill, asked[0]);
  g_assert_nonnull (row);
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "Mastery: "));
  gtk_test_accessible_assert_property (row, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       adw_action_row_get_subtitle (ADW_ACTION_ROW (row)));
  g_assert_cmpstr (truco_quiz_page_get_progress_summary (fixture->page), ==,
                   "Answers in the last 14 days: 5. Right answers: 4 (80 %).");

  /* The file read again holds the same reviews and mastery. */
  reloaded = truco_progress_new_for_directory (fixture->dir, truco_progress_now ());
  g_assert_cmpuint (truco_progress_get_status (reloaded), ==, TRUCO_PROGRESS_STATUS_OK);
  g_assert_cmpuint (truco_progress_get_n_reviews (reloaded), ==, 5);
  digest = truco_quiz_options_digest (truco_variant_get_default_rules (truco_variant_lookup ("ar")), asked[0]);
  g_assert_cmpstr (digest, ==, "");
  g_assert_cmpfloat (truco_progress_get_mastery (reloaded, "ar", "", asked[0], truco_progress_now ()), >, 0.5);

  for (guint i = 0; i < 5; i++)
    g_free (asked[i]);
}

static gboolean
row_reviewed (Fixture    *fixture,
              const char *skill)
{
  GtkWidget *row = truco_test_find_widget (GTK_WIDGET (fixture->page), has_skill, skill);

  g_assert_nonnull (row);
  return g_str_has_prefix (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "Mastery: ");
}

/* Changing a house rule starts a new schedule only for the skills whose
 * answers it changes: the falta rule restarts the falta skill and keeps
 * the envido count's schedule; back to the default rule, the falta
 * skill's old schedule is there again. */
static void
test_house_rules (Fixture       *fixture,
                  gconstpointer  data)
{
  const TrucoVariant *ar = truco_variant_lookup ("ar");
  TrucoAnswer right = { TRUE, FALSE, 3000 };
  TrucoFsrsTime now = truco_progress_now ();

  complete_every_lesson (fixture);
  truco_progress_record_review (fixture->progress, "ar", "", "envido-count", &right, now);
  truco_progress_record_review (fixture->progress, "ar", "", "falta-value", &right, now);
  truco_quiz_page_show_home (fixture->page);
  g_assert_true (row_reviewed (fixture, "envido-count"));
  g_assert_true (row_reviewed (fixture, "falta-value"));

  g_assert_true (truco_settings_set_rule (fixture->settings, ar, "falta_mode", "D", NULL));
  truco_test_flush ();
  truco_quiz_page_show_home (fixture->page);
  g_assert_true (row_reviewed (fixture, "envido-count"));
  g_assert_false (row_reviewed (fixture, "falta-value"));

  /* A practice and a review record the falta skill under the new rule. */
  {
    g_autoptr(TrucoRules) rules = truco_settings_get_rules (fixture->settings, ar);
    g_autofree char *falta = truco_quiz_options_digest (rules, "falta-value");
    g_autofree char *envido = truco_quiz_options_digest (rules, "envido-count");

    g_assert_cmpstr (envido, ==, "");
    g_assert_cmpstr (falta, !=, "");
    truco_progress_record_review (fixture->progress, "ar", falta, "falta-value", &right, now);
    truco_quiz_page_show_home (fixture->page);
    g_assert_true (row_reviewed (fixture, "falta-value"));
  }

  g_assert_true (truco_settings_set_rule (fixture->settings, ar, "falta_mode", "A", NULL));
  truco_test_flush ();
  truco_quiz_page_show_home (fixture->page);
  g_assert_true (row_reviewed (fixture, "envido-count"));
  g_assert_true (row_reviewed (fixture, "falta-value"));
  g_assert_cmpuint (truco_progress_get_n_cards (fixture->progress), ==, 3);
}

/* A schedule kept under every house rule changed (as before each skill
 * had its own) goes under the rules that change its skill when the Quiz
 * loads: the envido count's under the defaults, the falta's stays. */
static void
test_old_schedules (Fixture       *fixture,
                    gconstpointer  data)
{
  const TrucoVariant *ar = truco_variant_lookup ("ar");
  TrucoAnswer right = { TRUE, FALSE, 3000 };
  TrucoFsrsTime now = truco_progress_now ();
  g_autoptr(TrucoRules) rules = NULL;
  g_autofree char *every_rule = NULL;
  g_autofree char *falta = NULL;

  complete_every_lesson (fixture);
  g_assert_true (truco_settings_set_rule (fixture->settings, ar, "falta_mode", "D", NULL));
  rules = truco_settings_get_rules (fixture->settings, ar);
  every_rule = truco_quiz_every_rule_digest (rules);
  falta = truco_quiz_options_digest (rules, "falta-value");
  g_assert_cmpstr (every_rule, !=, "");
  truco_progress_record_review (fixture->progress, "ar", every_rule, "envido-count", &right, now);
  truco_progress_record_review (fixture->progress, "ar", every_rule, "falta-value", &right, now);

  /* The Quiz loads again (as at start-up). */
  {
    g_autoptr(TrucoProgress) other = truco_progress_new_in_memory ();

    truco_quiz_page_set_progress (fixture->page, other);
    truco_quiz_page_set_progress (fixture->page, fixture->progress);
  }
  g_assert_nonnull (truco_progress_lookup_card (fixture->progress, "ar", "", "envido-count"));
  g_assert_null (truco_progress_lookup_card (fixture->progress, "ar", every_rule, "envido-count"));
  g_assert_nonnull (truco_progress_lookup_card (fixture->progress, "ar", falta, "falta-value"));
  g_assert_true (row_reviewed (fixture, "envido-count"));
  g_assert_true (row_reviewed (fixture, "falta-value"));
}

static gboolean
is_label_prefixed (GtkWidget     *widget,
                   gconstpointer  prefix)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget) &&
         g_str_has_prefix (gtk_label_get_label (GTK_LABEL (widget)), prefix);
}

static AdwMessageDialog *
find_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return ADW_MESSAGE_DIALOG (window);
    }
  return NULL;
}

/* Ending the scoring test early asks first; keeping on changes nothing,
 * ending shows the mark with the questions left as missed. */
static void
test_end_test_early (Fixture       *fixture,
                     gconstpointer  data)
{
  GtkWidget *end = NULL;
  AdwMessageDialog *dialog;

  g_assert_true (truco_quiz_page_start_test (fixture->page));
  answer (fixture, TRUE);
  end = truco_test_find_widget (GTK_WIDGET (fixture->page), is_button_labelled, "_End");
  g_assert_nonnull (end);

  g_signal_emit_by_name (end, "clicked");
  dialog = find_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "End the Test?");
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==, "19 questions are left. If you end now, they count as missed.");
  adw_message_dialog_response (dialog, "cancel");
  truco_test_flush ();
  g_assert_cmpstr (truco_quiz_page_get_view (fixture->page), ==, "question");
  g_assert_nonnull (truco_quiz_page_get_session (fixture->page));

  g_signal_emit_by_name (end, "clicked");
  dialog = find_dialog ();
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "end");
  truco_test_flush ();
  g_assert_cmpstr (truco_quiz_page_get_view (fixture->page), ==, "end");
  g_assert_cmpstr (truco_quiz_page_get_result (fixture->page), ==,
                   "1 out of 20. You ended the test after 1 question; the ones not answered count as missed.");
}

static void
test_scoring_test (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(TrucoCurriculum) curriculum = truco_curriculum_new_for_variant ("ar", NULL);
  g_auto(GStrv) links = NULL;
  g_auto(GStrv) missed = NULL;
  guint i = 0;
  GPtrArray *wrong = g_ptr_array_new_with_free_func (g_free);

  g_assert_true (truco_quiz_page_start_test (fixture->page));
  do
    {
      gboolean right = i % 4 != 3;

      if (!right)
        g_ptr_array_add (wrong, g_strdup (truco_skill_get_id (truco_exercise_get_skill (current_exercise (fixture)))));
      answer (fixture, right);
      i++;
    }
  while (truco_quiz_page_next_question (fixture->page));

  g_assert_cmpuint (i, ==, TRUCO_TEST_LENGTH);
  g_assert_cmpstr (truco_quiz_page_get_view (fixture->page), ==, "end");
  g_assert_cmpstr (truco_quiz_page_get_result (fixture->page), ==,
                   "15 out of 20. Go over the skills below and take the test again.");
  /* The five questions missed, each with its right answer. */
  g_assert_cmpuint (truco_quiz_page_get_n_missed (fixture->page), ==, 5);
  g_assert_nonnull (truco_test_find_widget (GTK_WIDGET (fixture->page), is_label_prefixed, "The right answer: "));

  /* Each missed skill links to the lesson that teaches it. */
  links = truco_quiz_page_dup_lesson_links (fixture->page);
  g_assert_cmpuint (g_strv_length (links), >=, 1);
  for (guint k = 0; links[k] != NULL; k++)
    {
      TrucoLesson *lesson = truco_curriculum_lookup (curriculum, links[k]);
      gboolean teaches_missed = FALSE;

      g_assert_nonnull (lesson);
      for (guint w = 0; w < wrong->len; w++)
        teaches_missed |= g_strv_contains (truco_lesson_get_skills (lesson), g_ptr_array_index (wrong, w));
      g_assert_true (teaches_missed);
    }
  g_assert_nonnull (truco_test_find_widget (GTK_WIDGET (fixture->page), is_button_labelled, "Open the _Lesson"));

  /* The test is outside the schedule. */
  g_assert_cmpuint (truco_progress_get_n_reviews (fixture->progress), ==, 0);
  g_ptr_array_unref (wrong);
}

static void
test_leech (Fixture       *fixture,
            gconstpointer  data)
{
  g_autoptr(TrucoCurriculum) curriculum = truco_curriculum_new_for_variant ("ar", NULL);
  TrucoAnswer wrong = { FALSE, FALSE, 5000 };
  TrucoFsrsTime now = truco_progress_now ();
  const char *lesson = truco_quiz_find_lesson (curriculum, "envido-count");
  GtkWidget *row;

  g_assert_nonnull (lesson);
  for (guint i = 0; i < TRUCO_PROGRESS_LEECH_FAILS; i++)
    truco_progress_record_review (fixture->progress, "ar", "", "envido-count", &wrong, now + i * 1000);
  g_assert_true (truco_progress_is_leech (fixture->progress, "ar", "", "envido-count"));

  truco_quiz_page_show_home (fixture->page);
  row = truco_test_find_widget (GTK_WIDGET (fixture->page), has_skill, "envido-count");
  g_assert_nonnull (row);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "Missed often: take its lesson again."));
  g_assert_nonnull (truco_test_find_widget (row, is_button_labelled, "Open the _Lesson"));

  /* The lesson done again forgives it. */
  truco_quiz_page_lesson_done (fixture->page, lesson);
  g_assert_false (truco_progress_is_leech (fixture->progress, "ar", "", "envido-count"));
  row = truco_test_find_widget (GTK_WIDGET (fixture->page), has_skill, "envido-count");
  g_assert_null (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "Missed often"));
}

/* An end page with questions missed, on a phone: its buttons stay in
 * view under the page, the focused one too (at the end of a long page
 * Enter pressed a button the learner could not see). */
static void
test_end_actions_in_view (Fixture       *fixture,
                          gconstpointer  data)
{
  GtkWidget *focus;
  graphene_rect_t bounds;
  int height;

  gtk_window_set_default_size (fixture->window, 360, 640);
  g_settings_set_uint (fixture->gsettings, "session-length", 4);
  complete_every_lesson (fixture);
  g_assert_true (truco_quiz_page_start_review (fixture->page));
  for (guint i = 0; i < 4; i++)
    {
      answer (fixture, FALSE);
      if (i < 3)
        g_assert_true (truco_quiz_page_next_question (fixture->page));
    }
  g_assert_false (truco_quiz_page_next_question (fixture->page));
  g_assert_cmpstr (truco_quiz_page_get_view (fixture->page), ==, "end");
  truco_test_flush ();
  truco_test_flush ();

  height = gtk_widget_get_height (GTK_WIDGET (fixture->window));
  g_assert_cmpint (height, <=, 640);
  focus = gtk_root_get_focus (GTK_ROOT (fixture->window));
  g_assert_true (GTK_IS_BUTTON (focus));
  g_assert_true (gtk_widget_get_mapped (focus));
  g_assert_true (gtk_widget_compute_bounds (focus, GTK_WIDGET (fixture->window), &bounds));
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, height);
  {
    GtkWidget *back = truco_test_find_widget (GTK_WIDGET (fixture->page), is_button_labelled, "_Back to the Quiz");

    g_assert_nonnull (back);
    g_assert_true (gtk_widget_compute_bounds (back, GTK_WIDGET (fixture->window), &bounds));
    g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, height);
  }
}

static gboolean
is_spin (GtkWidget     *widget,
         gconstpointer  data)
{
  return GTK_IS_SPIN_BUTTON (widget);
}

static void
test_preferences (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  AdwPreferencesPage *page;
  GtkWidget *spin;

  truco_test_reset_settings (settings);
  page = g_object_ref_sink (truco_quiz_preferences_page_new (settings));
  spin = truco_test_find_widget (GTK_WIDGET (page), is_spin, NULL);
  g_assert_nonnull (spin);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)), ==, 90);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 80);
  g_assert_cmpfloat_with_epsilon (g_settings_get_double (settings, "desired-retention"), 0.80, 1e-9);
  /* Set by hand out of range: the row shows the clamped value. */
  g_settings_set_double (settings, "desired-retention", 0.5);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)), ==, 70);
  g_assert_cmpuint (g_settings_get_uint (settings, "session-length"), ==, 20);
  g_assert_false (g_settings_get_boolean (settings, "introduce-all"));

  g_object_unref (page);
  truco_test_reset_settings (settings);
}

static void
fixed_seeds_set_up (Fixture       *fixture,
                    gconstpointer  data)
{
  /* The seeds 1000, 1001…, as the end-to-end tests use them. */
  g_setenv ("TRUQUERO_QUIZ_SEED", "1000", TRUE);
  fixture_set_up (fixture, data);
  g_unsetenv ("TRUQUERO_QUIZ_SEED");
}

/* A practice of a skill with few questions (el bueno), answered right and
 * wrong in turn: no question comes twice in a row.  (With the seeds one
 * after the other, the seventh question was the sixth again.) */
static void
test_no_question_twice (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autoptr(TrucoExercise) last = NULL;

  g_assert_true (truco_quiz_page_start_practice (fixture->page, "el-bueno"));
  for (guint i = 0; i < 30; i++)
    {
      TrucoExercise *exercise = current_exercise (fixture);

      if (last != NULL && truco_exercise_same_question (exercise, last))
        g_error ("question %u is the one before: %s", i + 1, truco_exercise_get_prompt (exercise));
      g_clear_pointer (&last, truco_exercise_unref);
      last = truco_exercise_ref (exercise);
      answer (fixture, i % 2 == 0);
      g_assert_true (truco_quiz_page_next_question (fixture->page));
    }
}

/* A plot of one day says "today", never "the last 1 day"; two days or
 * more say how many. */
static void
test_plot_one_day (void)
{
  GtkWidget *plot = g_object_ref_sink (truco_review_plot_new ());
  const guint reviews[2] = { 3, 1 };
  const guint correct[2] = { 2, 1 };
  const guint none[2] = { 0, 0 };

  static const struct {
    guint       n_days;
    const char *answers, *none, *due;
  } cases[] = {
    { 1, "Answers today: 3. Right answers: 2 (67 %).", "No answers today.", "Reviews due today: 3." },
    { 2, "Answers in the last 2 days: 4. Right answers: 3 (75 %).", "No answers in the last 2 days.",
      "Reviews due in the next 2 days, today included: 4." },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TrucoReviewPlot *p = TRUCO_REVIEW_PLOT (plot);

      truco_review_plot_set_counts (p, reviews, correct, cases[i].n_days);
      g_assert_cmpstr (truco_review_plot_get_summary (p), ==, cases[i].answers);
      truco_review_plot_set_counts (p, none, none, cases[i].n_days);
      g_assert_cmpstr (truco_review_plot_get_summary (p), ==, cases[i].none);
      truco_review_plot_set_forecast (p, reviews, cases[i].n_days);
      g_assert_cmpstr (truco_review_plot_get_summary (p), ==, cases[i].due);
    }
  g_object_unref (plot);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  adw_init ();

  g_test_add ("/quiz-page/no-lesson", Fixture, NULL, fixture_set_up, test_no_lesson, fixture_tear_down);
  g_test_add ("/quiz-page/review", Fixture, NULL, fixture_set_up, test_review, fixture_tear_down);
  g_test_add ("/quiz-page/scoring-test", Fixture, NULL, fixture_set_up, test_scoring_test, fixture_tear_down);
  g_test_add ("/quiz-page/end-test-early", Fixture, NULL, fixture_set_up, test_end_test_early, fixture_tear_down);
  g_test_add ("/quiz-page/house-rules", Fixture, NULL, fixture_set_up, test_house_rules, fixture_tear_down);
  g_test_add ("/quiz-page/old-schedules", Fixture, NULL, fixture_set_up, test_old_schedules, fixture_tear_down);
  g_test_add ("/quiz-page/end-actions-in-view", Fixture, NULL, fixture_set_up, test_end_actions_in_view, fixture_tear_down);
  g_test_add ("/quiz-page/leech", Fixture, NULL, fixture_set_up, test_leech, fixture_tear_down);
  g_test_add ("/quiz-page/no-question-twice", Fixture, NULL, fixed_seeds_set_up, test_no_question_twice, fixture_tear_down);
  g_test_add_func ("/quiz-page/preferences", test_preferences);
  g_test_add_func ("/quiz-page/plot-one-day", test_plot_one_day);

  return g_test_run ();
}
