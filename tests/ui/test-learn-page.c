/* test-learn-page.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Learn section on the real lessons: the path lists the variant's
 * lessons with their states and the one to take next; a lesson goes step
 * by step (Step n of m), a worked example shows the engine's steps one at a
 * time, a practice question answered wrong shows that option's explanation
 * and a fresh question, the check passed completes the lesson with its
 * stars in the progress store, and the path shows it done; a check failed
 * is taken again; Escape goes back to the path.  GTK_A11Y=test.
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "truco-answer-bar.h"
#include "truco-card-widget.h"
#include "truco-curriculum.h"
#include "truco-exercise-view.h"
#include "truco-learn-page.h"
#include "truco-settings.h"
#include "truco-term-links.h"
#include "truco-test-util.h"

typedef struct
{
  GtkWindow      *window;
  TrucoLearnPage *page;
  TrucoSettings  *settings;
  TrucoProgress  *progress;
  char           *dir;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GSettings) gsettings = g_settings_new (APPLICATION_ID);

  g_settings_set_string (gsettings, "variant", data != NULL ? data : "ar");
  fixture->settings = truco_settings_new (gsettings);
  fixture->dir = g_dir_make_tmp ("truquero-learn-XXXXXX", NULL);
  fixture->progress = truco_progress_new_for_directory (fixture->dir, truco_progress_now ());

  fixture->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (fixture->window, 800, 600);
  fixture->page = TRUCO_LEARN_PAGE (truco_learn_page_new ());
  truco_learn_page_set_settings (fixture->page, fixture->settings);
  truco_learn_page_set_progress (fixture->page, fixture->progress);
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->page));
  gtk_window_present (fixture->window);
  /* The lessons are loaded after the page is first shown. */
  while (!gtk_widget_get_mapped (GTK_WIDGET (fixture->page)))
    g_main_context_iteration (NULL, TRUE);
  while (truco_learn_page_get_lessons (fixture->page) == NULL && g_main_context_iteration (NULL, FALSE))
    ;
  truco_learn_page_show_path (fixture->page);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autofree char *file = g_build_filename (fixture->dir, TRUCO_PROGRESS_FILE_NAME, NULL);

  gtk_window_destroy (fixture->window);
  g_clear_object (&fixture->settings);
  g_clear_object (&fixture->progress);
  g_unlink (file);
  g_rmdir (fixture->dir);
  g_free (fixture->dir);
}

static GtkWidget *
row_at (Fixture *fixture,
        guint    index)
{
  GListModel *lessons = truco_learn_page_get_lessons (fixture->page);
  g_autoptr(TrucoLesson) lesson = g_list_model_get_item (lessons, index);

  return truco_learn_page_find_row (fixture->page, truco_lesson_get_id (lesson));
}

static void
assert_row (Fixture    *fixture,
            guint       index,
            const char *state)
{
  GListModel *lessons = truco_learn_page_get_lessons (fixture->page);
  g_autoptr(TrucoLesson) lesson = g_list_model_get_item (lessons, index);
  g_autofree char *description = g_strdup_printf ("%s. %s", state, truco_lesson_get_goal (lesson));
  GtkWidget *row = row_at (fixture, index);
  TrucoPathLesson *item = truco_learn_path_lookup (truco_learn_page_get_path (fixture->page), truco_lesson_get_id (lesson));

  g_assert_nonnull (row);
  g_assert_nonnull (item);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, truco_lesson_get_title (lesson));
  /* The state, the goal, then what earned the stars or that the lesson
   * builds on one not passed yet. */
  g_assert_true (g_str_has_prefix (truco_path_lesson_get_description (item), description));
  gtk_test_accessible_assert_property (row, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, truco_path_lesson_get_description (item));
}

/* The path: every lesson in order, new, the first one up next. */
static void
test_path (Fixture       *fixture,
           gconstpointer  data)
{
  GListModel *lessons = truco_learn_page_get_lessons (fixture->page);
  g_autoptr(TrucoCurriculum) expected = truco_curriculum_new_for_variant ("ar", NULL);
  guint n;

  g_assert_nonnull (lessons);
  n = g_list_model_get_n_items (lessons);
  g_assert_cmpuint (n, ==, g_list_model_get_n_items (G_LIST_MODEL (expected)));
  g_assert_cmpuint (n, >=, 4);
  g_assert_cmpstr (truco_learn_page_get_view (fixture->page), ==, "path");
  g_assert_cmpint (truco_learn_page_get_recommended (fixture->page), ==, 0);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TrucoLesson) lesson = g_list_model_get_item (G_LIST_MODEL (expected), i);
      g_autoptr(TrucoLesson) shown = g_list_model_get_item (lessons, i);

      g_assert_cmpstr (truco_lesson_get_id (shown), ==, truco_lesson_get_id (lesson));
      assert_row (fixture, i, i == 0 ? "Up next" : "New");
    }

  /* A lesson begun shows where it was left. */
  g_assert_true (truco_progress_reach_lesson_step (fixture->progress, "ar-ranking", 2));
  truco_learn_page_show_path (fixture->page);
  {
    g_autoptr(TrucoLesson) ranking = g_list_model_get_item (lessons, 1);
    g_autofree char *state = g_strdup_printf ("In progress: page 3 of %u", truco_lesson_get_n_steps (ranking));

    assert_row (fixture, 1, state);
  }

  /* The overview and the comparison, and back with Escape's action. */
  truco_learn_page_show_overview (fixture->page);
  g_assert_cmpstr (truco_learn_page_get_view (fixture->page), ==, "overview");
  gtk_widget_activate_action (GTK_WIDGET (fixture->page), "learn.path", NULL);
  g_assert_cmpstr (truco_learn_page_get_view (fixture->page), ==, "path");
  truco_learn_page_show_comparison (fixture->page);
  g_assert_cmpstr (truco_learn_page_get_view (fixture->page), ==, "compare");
  gtk_widget_activate_action (GTK_WIDGET (fixture->page), "learn.path", NULL);
  g_assert_cmpstr (truco_learn_page_get_view (fixture->page), ==, "path");

  /* The tools, each a page of the path. */
  truco_learn_page_show_ranking (fixture->page);
  g_assert_cmpstr (truco_learn_page_get_view (fixture->page), ==, "ranking");
  gtk_widget_activate_action (GTK_WIDGET (fixture->page), "learn.path", NULL);
  truco_learn_page_show_counter (fixture->page);
  g_assert_cmpstr (truco_learn_page_get_view (fixture->page), ==, "counter");
  gtk_widget_activate_action (GTK_WIDGET (fixture->page), "learn.path", NULL);
  truco_learn_page_show_ladders (fixture->page);
  g_assert_cmpstr (truco_learn_page_get_view (fixture->page), ==, "ladders");
  gtk_widget_activate_action (GTK_WIDGET (fixture->page), "learn.path", NULL);
  g_assert_cmpstr (truco_learn_page_get_view (fixture->page), ==, "path");

  g_assert_false (truco_learn_page_open_lesson (fixture->page, "no-such-lesson"));
}

/* A variant without lessons yet (or with): the path never shows an empty
 * list; a variant without declarations has no hand counter. */
static void
test_other_variant (Fixture       *fixture,
                    gconstpointer  data)
{
  GListModel *lessons = truco_learn_page_get_lessons (fixture->page);
  g_autoptr(TrucoCurriculum) expected = truco_curriculum_new_for_variant ("cat", NULL);

  if (expected == NULL)
    {
      g_assert_null (lessons);
      g_assert_null (truco_learn_page_get_path (fixture->page));
    }
  else
    g_assert_cmpuint (g_list_model_get_n_items (lessons), ==, g_list_model_get_n_items (G_LIST_MODEL (expected)));

  truco_learn_page_show_ladders (fixture->page);
  g_assert_cmpstr (truco_learn_page_get_view (fixture->page), ==, "ladders");
}

/* Whether @widget has a shortcut @trigger (as gtk_shortcut_trigger_to_string
 * writes it) that activates @action. */
static gboolean
has_shortcut (GtkWidget  *widget,
              const char *trigger,
              const char *action)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          g_autofree char *keys = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));
          g_autofree char *what = gtk_shortcut_action_to_string (gtk_shortcut_get_action (shortcut));

          if (g_str_equal (keys, trigger) && strstr (what, action) != NULL)
            return TRUE;
        }
    }

  return FALSE;
}

/* Every page opened from the path has a bar with its name and a named
 * back arrow that goes back to the row that opened it; Escape and Alt+Left
 * go back too. */
static void
test_page_bars (Fixture       *fixture,
                gconstpointer  data)
{
  static const struct
  {
    void        (*show) (TrucoLearnPage *self);
    const char   *view;
    const char   *title;
  } pages[] = {
    { truco_learn_page_show_overview, "overview", "Overview" },
    { truco_learn_page_show_comparison, "compare", "Compare Variants" },
    { truco_learn_page_show_ranking, "ranking", "Card Ranking" },
    { truco_learn_page_show_counter, "counter", "Count a Hand" },
    { truco_learn_page_show_ladders, "ladders", "Betting Ladders" },
  };

  g_assert_null (truco_learn_page_get_back_button (fixture->page));
  g_assert_true (has_shortcut (GTK_WIDGET (fixture->page), "Escape", "learn.path"));
  g_assert_true (has_shortcut (GTK_WIDGET (fixture->page), "<Alt>Left", "learn.path"));

  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      GtkWidget *back, *title, *focus;

      pages[i].show (fixture->page);
      g_assert_cmpstr (truco_learn_page_get_view (fixture->page), ==, pages[i].view);
      back = truco_learn_page_get_back_button (fixture->page);
      g_assert_nonnull (back);
      g_assert_true (gtk_widget_is_sensitive (back));
      g_assert_true (gtk_widget_get_focusable (back));
      gtk_test_accessible_assert_property (back, GTK_ACCESSIBLE_PROPERTY_LABEL, "Back to the Path");
      title = gtk_widget_get_next_sibling (back);
      g_assert_true (GTK_IS_LABEL (title));
      g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (title)), ==, pages[i].title);

      g_signal_emit_by_name (back, "clicked");
      g_assert_cmpstr (truco_learn_page_get_view (fixture->page), ==, "path");
      g_assert_null (truco_learn_page_get_back_button (fixture->page));
      /* Back on the row that opened the page. */
      focus = gtk_root_get_focus (GTK_ROOT (fixture->window));
      g_assert_true (ADW_IS_ACTION_ROW (focus));
      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (focus)), ==, pages[i].title);
    }
}

static TrucoExerciseView *
exercise_view (Fixture *fixture)
{
  GtkWidget *view = truco_lesson_view_get_exercise_view (truco_learn_page_get_lesson_view (fixture->page));

  g_assert_nonnull (view);
  return TRUCO_EXERCISE_VIEW (view);
}

static guint
wrong_choice (TrucoExercise *exercise)
{
  return truco_exercise_get_answer (exercise) == 0 ? 1 : 0;
}

/* Goes through a whole lesson, answering right (and once wrong in the
 * first practice); in the check, the first @n_wrong items wrong. */
static void
take_lesson (Fixture    *fixture,
             const char *id,
             guint       n_wrong)
{
  guint n_checked = 0;

  TrucoLessonView *view = truco_learn_page_get_lesson_view (fixture->page);
  TrucoLesson *lesson;
  gboolean wrong_done = FALSE;
  guint guard = 0;

  g_assert_true (truco_learn_page_open_lesson (fixture->page, id));
  g_assert_cmpstr (truco_learn_page_get_view (fixture->page), ==, "lesson");
  lesson = truco_lesson_view_get_lesson (view);
  g_assert_cmpstr (truco_lesson_get_id (lesson), ==, id);

  while (!truco_lesson_view_get_finished (view) && guard++ < 500)
    {
      guint index = truco_lesson_view_get_step (view);
      TrucoLessonStep *step = truco_lesson_get_step (lesson, index);
      TrucoLessonProgress progress;

      g_assert_true (truco_progress_get_lesson (fixture->progress, id, &progress));
      g_assert_cmpuint (progress.last_step, ==, index);

      switch (truco_lesson_step_get_kind (step))
        {
        case TRUCO_LESSON_STEP_EXPLAIN:
          g_assert_true (truco_lesson_view_go_on (view));
          break;

        case TRUCO_LESSON_STEP_EXAMPLE:
          {
            guint n = truco_situation_get_n_steps (truco_lesson_step_get_situation (step));

            /* One engine step per Continue, then the next lesson step. */
            for (guint i = 0; i < n; i++)
              {
                g_assert_true (truco_lesson_view_go_on (view));
                g_assert_cmpuint (truco_lesson_view_get_step (view), ==, index);
              }
            g_assert_true (truco_lesson_view_go_on (view));
            g_assert_cmpuint (truco_lesson_view_get_step (view), ==, index + 1);
          }
          break;

        case TRUCO_LESSON_STEP_TRY:
          {
            TrucoExerciseView *ev = exercise_view (fixture);
            TrucoExercise *exercise = truco_exercise_view_get_exercise (ev);

            /* Not before an answer. */
            g_assert_false (truco_lesson_view_go_on (view));
            if (!wrong_done)
              {
                guint wrong = wrong_choice (exercise);
                const char *explanation = truco_exercise_get_choice_explanation (exercise, wrong);
                GtkWidget *bar_button;

                if (g_str_has_prefix (explanation, "Not quite. "))
                  explanation += strlen ("Not quite. ");
                g_assert_true (truco_exercise_view_answer (ev, wrong));
                g_assert_nonnull (strstr (truco_exercise_view_get_feedback (ev), explanation));
                g_assert_false (truco_lesson_view_go_on (view));
                /* The bar's one button tries another. */
                bar_button = truco_answer_bar_get_button (truco_exercise_view_get_answer_bar (ev));
                g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (bar_button)), ==, "_Try Another");
                g_signal_emit_by_name (bar_button, "clicked");
                g_assert_true (truco_exercise_view_get_exercise (ev) != exercise);
                exercise = truco_exercise_view_get_exercise (ev);
                wrong_done = TRUE;
              }
            g_assert_true (truco_exercise_view_answer (ev, truco_exercise_get_answer (exercise)));
            /* After a right answer the bar's button is "Continue", as the
             * lesson's own button is, the last question of the page too. */
            g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (truco_answer_bar_get_button (truco_exercise_view_get_answer_bar (ev)))),
                             ==, "_Continue");
            g_assert_true (truco_lesson_view_go_on (view));
          }
          break;

        case TRUCO_LESSON_STEP_CHECK:
          {
            TrucoExerciseView *ev;
            TrucoExercise *exercise;

            if (truco_lesson_view_get_exercise_view (view) == NULL)
              {
                /* The result of a failed check: take it again. */
                g_assert_true (truco_lesson_view_go_on (view));
                return;
              }
            ev = exercise_view (fixture);
            exercise = truco_exercise_view_get_exercise (ev);
            g_assert_true (truco_exercise_view_answer (ev, n_checked++ >= n_wrong ? truco_exercise_get_answer (exercise)
                                                                                  : wrong_choice (exercise)));
            g_assert_true (truco_lesson_view_go_on (view));
          }
          break;

        default:
          g_assert_not_reached ();
        }
    }
  g_assert_cmpuint (guard, <, 500);
}

static gboolean
is_label_prefixed (GtkWidget     *widget,
                   gconstpointer  prefix)
{
  return GTK_IS_LABEL (widget) && g_str_has_prefix (gtk_label_get_label (GTK_LABEL (widget)), prefix);
}

static gboolean
is_button_labelled (GtkWidget     *widget,
                    gconstpointer  label)
{
  return GTK_IS_BUTTON (widget) && gtk_widget_get_visible (widget) &&
         g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

static void
test_lesson (Fixture       *fixture,
             gconstpointer  data)
{
  TrucoLessonView *view = truco_learn_page_get_lesson_view (fixture->page);
  TrucoLessonProgress progress;
  GListModel *lessons = truco_learn_page_get_lessons (fixture->page);
  int envido = -1;

  take_lesson (fixture, "ar-envido", 1);
  g_assert_true (truco_lesson_view_get_finished (view));
  /* No hint asked in the check but one mistake: two stars, saved. */
  g_assert_cmpuint (truco_lesson_view_get_stars (view), ==, 2);
  g_assert_true (truco_progress_get_lesson (fixture->progress, "ar-envido", &progress));
  g_assert_true (progress.done);
  g_assert_cmpuint (progress.stars, ==, 2);

  /* The end page shows the question missed with its right answer. */
  g_assert_cmpuint (truco_lesson_view_get_n_missed (view), ==, 1);
  g_assert_nonnull (truco_test_find_widget (GTK_WIDGET (view), is_label_prefixed, "The right answer: "));
  g_assert_nonnull (truco_test_find_widget (GTK_WIDGET (view), truco_test_is_label,
                                            "2 stars: 1 mistake and no hints"));
  /* The stars are read as words; the focus is on "Next Lesson". */
  gtk_test_accessible_assert_property (truco_test_find_widget (GTK_WIDGET (view), truco_test_is_label, "★★☆"),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "2 stars of 3");
  {
    GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (fixture->window));

    g_assert_true (GTK_IS_BUTTON (focus));
    g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (focus)), ==, "_Next Lesson");
    /* The result read as sentences, each number with its words ("3 stars
     * of 3 4 answers of 5 right" ran two counts together). */
    gtk_test_accessible_assert_property (focus, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                         "Lesson Complete. 4 answers of 5 right. 2 stars: 1 mistake and no hints.");
  }

  /* "Next Lesson" is suggested beside "Back to the Path", and opens the
   * lesson after this one. */
  {
    GtkWidget *next = truco_test_find_widget (GTK_WIDGET (view), is_button_labelled, "_Next Lesson");
    GtkWidget *back = truco_test_find_widget (GTK_WIDGET (view), is_button_labelled, "_Back to the Path");
    TrucoPathLesson *after = truco_learn_path_get_after (truco_learn_page_get_path (fixture->page), "ar-envido");

    g_assert_nonnull (next);
    g_assert_nonnull (back);
    /* Named by their words alone: GTK 4.8 named a button "_Next Lesson
     * Next Lesson" (its label with the mnemonic, then its label's). */
    gtk_test_accessible_assert_property (next, GTK_ACCESSIBLE_PROPERTY_LABEL, "Next Lesson");
    gtk_test_accessible_assert_property (back, GTK_ACCESSIBLE_PROPERTY_LABEL, "Back to the Path");
    g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (next), GTK_ACCESSIBLE_RELATION_LABELLED_BY));
    g_assert_true (gtk_widget_has_css_class (next, "suggested-action"));
    g_assert_nonnull (after);
    g_assert_true (truco_lesson_view_go_on (view));
    g_assert_cmpstr (truco_learn_page_get_view (fixture->page), ==, "lesson");
    g_assert_true (truco_lesson_view_get_lesson (view) == truco_path_lesson_get_lesson (after));
  }

  /* Back on the path, which shows the lesson done. */
  gtk_widget_activate_action (GTK_WIDGET (view), "lesson.close", NULL);
  g_assert_cmpstr (truco_learn_page_get_view (fixture->page), ==, "path");
  for (guint i = 0; i < g_list_model_get_n_items (lessons); i++)
    {
      g_autoptr(TrucoLesson) lesson = g_list_model_get_item (lessons, i);

      if (g_str_equal (truco_lesson_get_id (lesson), "ar-envido"))
        envido = i;
    }
  g_assert_cmpint (envido, >, 0);
  assert_row (fixture, envido, "Done, 2 stars of 3");
  g_assert_cmpint (truco_learn_page_get_recommended (fixture->page), ==, 0);

  /* Reloaded from the file: still done. */
  {
    g_autoptr(TrucoProgress) again = truco_progress_new_for_directory (fixture->dir, truco_progress_now ());

    g_assert_true (truco_progress_get_lesson (again, "ar-envido", &progress));
    g_assert_true (progress.done);
    g_assert_cmpuint (progress.stars, ==, 2);
  }
}

/* The Continue card opens the lesson to take next; a lesson after one not
 * passed is dimmed, says why, and still opens. */
static void
test_continue_card (Fixture       *fixture,
                    gconstpointer  data)
{
  GListModel *lessons = truco_learn_page_get_lessons (fixture->page);
  TrucoLessonView *view = truco_learn_page_get_lesson_view (fixture->page);
  GtkWidget *button = truco_learn_page_get_continue_button (fixture->page);
  g_autoptr(TrucoLesson) first = g_list_model_get_item (lessons, 0);
  g_autoptr(TrucoLesson) second = g_list_model_get_item (lessons, 1);
  g_autoptr(TrucoLesson) third = g_list_model_get_item (lessons, 2);
  TrucoPathLesson *item;

  g_assert_true (gtk_widget_is_visible (button));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, "_Start the Lesson");
  g_signal_emit_by_name (button, "clicked");
  g_assert_cmpstr (truco_learn_page_get_view (fixture->page), ==, "lesson");
  g_assert_cmpstr (truco_lesson_get_id (truco_lesson_view_get_lesson (view)), ==, truco_lesson_get_id (first));
  gtk_widget_activate_action (GTK_WIDGET (view), "lesson.close", NULL);

  /* The first one done: the card offers the second. */
  truco_progress_complete_lesson (fixture->progress, truco_lesson_get_id (first), 2);
  truco_learn_page_show_path (fixture->page);
  item = truco_learn_path_get_next (truco_learn_page_get_path (fixture->page));
  g_assert_cmpstr (truco_lesson_get_id (truco_path_lesson_get_lesson (item)), ==, truco_lesson_get_id (second));
  g_signal_emit_by_name (button, "clicked");
  g_assert_cmpstr (truco_lesson_get_id (truco_lesson_view_get_lesson (view)), ==, truco_lesson_get_id (second));
  gtk_widget_activate_action (GTK_WIDGET (view), "lesson.close", NULL);

  /* The stars say what earned them, in the tooltip too. */
  item = truco_learn_path_lookup (truco_learn_page_get_path (fixture->page), truco_lesson_get_id (first));
  g_assert_cmpstr (truco_path_lesson_get_stars_text (item), ==,
                   "2 stars: the check passed with one hint. Take it again with no mistake and no hint for 3.");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (row_at (fixture, 0)), ==, truco_path_lesson_get_stars_text (item));

  /* The third comes after the second, not passed: dimmed, and says so,
   * and opens all the same. */
  item = truco_learn_path_lookup (truco_learn_page_get_path (fixture->page), truco_lesson_get_id (third));
  g_assert_true (truco_path_lesson_get_locked (item));
  g_assert_true (gtk_widget_has_css_class (row_at (fixture, 2), "truco-locked"));
  g_assert_false (gtk_widget_has_css_class (row_at (fixture, 1), "truco-locked"));
  g_assert_true (g_str_has_suffix (truco_path_lesson_get_description (item),
                                   "It builds on the lessons before it; you may still open it."));
  g_assert_true (truco_learn_page_open_lesson (fixture->page, truco_lesson_get_id (third)));
}

static gboolean
is_link (GtkWidget     *widget,
         gconstpointer  data)
{
  return GTK_IS_LINK_BUTTON (widget) && gtk_widget_get_mapped (widget) &&
         g_str_has_prefix (gtk_link_button_get_uri (GTK_LINK_BUTTON (widget)), "term:");
}

/* A glossary word in a lesson opens its definition in a popover, with
 * "Open in Glossary"; the lesson stays where it was. */
static void
test_glossary_popover (Fixture       *fixture,
                       gconstpointer  data)
{
  TrucoLessonView *view = truco_learn_page_get_lesson_view (fixture->page);
  GtkWidget *link = NULL;
  GtkWidget *popover;
  gboolean handled = FALSE;
  guint step;

  g_assert_true (truco_learn_page_open_lesson (fixture->page, "ar-deck"));
  truco_test_flush ();
  for (guint guard = 0; guard < 20 && link == NULL; guard++)
    {
      link = truco_test_find_widget (GTK_WIDGET (view), is_link, NULL);
      if (link == NULL)
        {
          g_assert_true (truco_lesson_view_go_on (view));
          truco_test_flush ();
        }
    }
  g_assert_nonnull (link);
  step = truco_lesson_view_get_step (view);

  g_signal_emit_by_name (link, "activate-link", &handled);
  g_assert_true (handled);
  truco_test_flush ();
  popover = truco_term_links_get_popover (link);
  g_assert_nonnull (popover);
  g_assert_true (gtk_widget_get_visible (popover));
  g_assert_nonnull (truco_test_find_widget (popover, is_button_labelled, "_Open in Glossary"));
  /* A long entry scrolls inside: the popover is never taller than a
   * phone's window has room for. */
  g_assert_true (GTK_IS_SCROLLED_WINDOW (gtk_popover_get_child (GTK_POPOVER (popover))));
  g_assert_cmpint (gtk_widget_get_height (popover), <=, 360);

  /* The lesson is where it was. */
  g_assert_cmpstr (truco_learn_page_get_view (fixture->page), ==, "lesson");
  g_assert_cmpuint (truco_lesson_view_get_step (view), ==, step);
  gtk_popover_popdown (GTK_POPOVER (popover));
}

static gboolean
is_progress_bar (GtkWidget     *widget,
                 gconstpointer  data)
{
  return GTK_IS_PROGRESS_BAR (widget);
}

static gboolean
is_card_widget (GtkWidget     *widget,
                gconstpointer  data)
{
  return TRUCO_IS_CARD_WIDGET (widget) &&
         truco_card_widget_get_card (TRUCO_CARD_WIDGET (widget)) == GPOINTER_TO_UINT (data);
}

/* The row (flow box) a card of the lesson lies in. */
static GtkWidget *
card_row (TrucoLessonView *view,
          TrucoCard        card)
{
  GtkWidget *widget = truco_test_find_widget (GTK_WIDGET (view), is_card_widget, GUINT_TO_POINTER (card));

  g_assert_nonnull (widget);
  while (widget != NULL && !GTK_IS_FLOW_BOX (widget))
    widget = gtk_widget_get_parent (widget);
  g_assert_nonnull (widget);
  return widget;
}

/* The lesson's cards stand in groups, one row a group: the four threes
 * together, the twos on a row of their own, the false aces on another. */
static void
test_card_groups (Fixture       *fixture,
                  gconstpointer  data)
{
  TrucoLessonView *view = truco_learn_page_get_lesson_view (fixture->page);

  g_assert_true (truco_learn_page_open_lesson (fixture->page, "ar-ranking"));
  truco_test_flush ();
  g_assert_true (truco_lesson_view_go_on (view));
  truco_test_flush ();
  g_assert_true (card_row (view, TRUCO_CARD (TRUCO_SUIT_ESPADAS, 3)) == card_row (view, TRUCO_CARD (TRUCO_SUIT_COPAS, 3)));
  g_assert_true (card_row (view, TRUCO_CARD (TRUCO_SUIT_COPAS, 3)) != card_row (view, TRUCO_CARD (TRUCO_SUIT_ESPADAS, 2)));
  g_assert_true (card_row (view, TRUCO_CARD (TRUCO_SUIT_ESPADAS, 2)) == card_row (view, TRUCO_CARD (TRUCO_SUIT_COPAS, 2)));
  g_assert_true (card_row (view, TRUCO_CARD (TRUCO_SUIT_COPAS, 2)) != card_row (view, TRUCO_CARD (TRUCO_SUIT_OROS, 1)));
}

/* A worked example counts what it shows: each "Show the Next Step"
 * moves its count and the lesson's bar on.  The lesson's own counter
 * counts pages, not steps, and stays: "Step 4 of 7" standing still while
 * the example's steps went on looked stuck. */
static void
test_example_count (Fixture       *fixture,
                    gconstpointer  data)
{
  TrucoLessonView *view = truco_learn_page_get_lesson_view (fixture->page);
  GtkProgressBar *bar = NULL;
  GtkWidget *count = NULL;
  GtkWidget *page = NULL;
  g_autofree char *page_text = NULL;
  double fraction;

  g_assert_true (truco_learn_page_open_lesson (fixture->page, "ar-mano"));
  truco_test_flush ();
  for (guint guard = 0; guard < 20 && count == NULL; guard++)
    {
      g_assert_true (truco_lesson_view_go_on (view));
      truco_test_flush ();
      count = truco_test_find_widget (GTK_WIDGET (view), is_label_prefixed, "Worked out: 1 of ");
    }
  g_assert_nonnull (count);
  page = truco_test_find_widget (GTK_WIDGET (view), is_label_prefixed, "Page ");
  g_assert_nonnull (page);
  page_text = g_strdup (gtk_label_get_label (GTK_LABEL (page)));
  g_assert_null (truco_test_find_widget (GTK_WIDGET (view), is_label_prefixed, "Step "));
  bar = GTK_PROGRESS_BAR (truco_test_find_widget (GTK_WIDGET (view), is_progress_bar, NULL));
  fraction = gtk_progress_bar_get_fraction (bar);
  g_assert_true (truco_lesson_view_go_on (view));
  truco_test_flush ();
  g_assert_nonnull (truco_test_find_widget (GTK_WIDGET (view), is_label_prefixed, "Worked out: 2 of "));
  g_assert_cmpfloat (gtk_progress_bar_get_fraction (bar), >, fraction);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (page)), ==, page_text);
  gtk_test_accessible_assert_property (bar, GTK_ACCESSIBLE_PROPERTY_LABEL, page_text);
}

static void
test_check_failed (Fixture       *fixture,
                   gconstpointer  data)
{
  TrucoLessonView *view = truco_learn_page_get_lesson_view (fixture->page);
  TrucoLessonProgress progress = { FALSE, 0, 0 };

  take_lesson (fixture, "ar-deck", G_MAXUINT);
  g_assert_false (truco_lesson_view_get_finished (view));
  g_assert_true (truco_progress_get_lesson (fixture->progress, "ar-deck", &progress));
  g_assert_false (progress.done);
  /* Taken again: the check starts over with a question. */
  g_assert_nonnull (truco_exercise_view_get_exercise (exercise_view (fixture)));
  g_assert_false (truco_exercise_view_get_answered (exercise_view (fixture)));

  /* Escape leaves the lesson; it reopens where it was left. */
  gtk_widget_activate_action (GTK_WIDGET (view), "lesson.close", NULL);
  g_assert_cmpstr (truco_learn_page_get_view (fixture->page), ==, "path");
  g_assert_true (truco_learn_page_open_lesson (fixture->page, "ar-deck"));
  g_assert_cmpuint (truco_lesson_view_get_step (view), ==, progress.last_step);
}

/* What makes a question the same question: its prompt and its cards. */
static char *
question_key (TrucoExercise *exercise)
{
  GString *key = g_string_new (truco_skill_get_id (truco_exercise_get_skill (exercise)));

  g_string_append_printf (key, "\n%s\n", truco_exercise_get_prompt (exercise));
  for (guint i = 0; i < truco_exercise_get_n_cards (exercise); i++)
    g_string_append_printf (key, "%u ", (guint) truco_exercise_get_card (exercise, i, NULL));
  return g_string_free (key, FALSE);
}

/* Every question of a practice answered wrong, then the one "Try Another"
 * gives answered right: no question comes twice in a row, nor twice in
 * the practice; then the check, answered right, asks each once. */
static void
test_no_question_twice (Fixture       *fixture,
                        gconstpointer  data)
{
  TrucoLessonView *view = truco_learn_page_get_lesson_view (fixture->page);
  TrucoLesson *lesson;
  g_autoptr(GHashTable) asked = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *last = NULL;
  guint guard = 0, n_asked = 0;
  TrucoLessonStepKind kind = TRUCO_LESSON_STEP_EXPLAIN;

  g_assert_true (truco_learn_page_open_lesson (fixture->page, "ar-envido"));
  lesson = truco_lesson_view_get_lesson (view);
  while (!truco_lesson_view_get_finished (view) && guard++ < 500)
    {
      TrucoLessonStep *step = truco_lesson_get_step (lesson, truco_lesson_view_get_step (view));
      TrucoExerciseView *ev;
      TrucoExercise *exercise;

      if (truco_lesson_step_get_kind (step) != kind)
        {
          /* A new practice or check: what came before may come again,
           * but never the question just asked. */
          kind = truco_lesson_step_get_kind (step);
          g_hash_table_remove_all (asked);
        }
      if (kind != TRUCO_LESSON_STEP_TRY && kind != TRUCO_LESSON_STEP_CHECK)
        {
          g_assert_true (truco_lesson_view_go_on (view));
          continue;
        }
      ev = exercise_view (fixture);
      for (guint round = 0; round < (kind == TRUCO_LESSON_STEP_TRY ? 2 : 1); round++)
        {
          g_autofree char *key = NULL;

          exercise = truco_exercise_view_get_exercise (ev);
          key = question_key (exercise);
          if (last != NULL && g_str_equal (key, last))
            g_error ("The same question twice in a row: %s", key);
          if (g_hash_table_contains (asked, key))
            g_error ("The same question twice in one %s: %s", kind == TRUCO_LESSON_STEP_TRY ? "practice" : "check", key);
          g_hash_table_add (asked, g_strdup (key));
          g_free (last);
          last = g_steal_pointer (&key);
          n_asked++;
          if (kind == TRUCO_LESSON_STEP_TRY && round == 0)
            {
              /* Wrong, then "Try Another". */
              g_assert_true (truco_exercise_view_answer (ev, wrong_choice (exercise)));
              g_signal_emit_by_name (truco_answer_bar_get_button (truco_exercise_view_get_answer_bar (ev)), "clicked");
            }
          else
            g_assert_true (truco_exercise_view_answer (ev, truco_exercise_get_answer (exercise)));
        }
      g_assert_true (truco_lesson_view_go_on (view));
    }
  g_assert_true (truco_lesson_view_get_finished (view));
  g_assert_cmpuint (n_asked, >=, 10);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  adw_init ();

  g_test_add ("/learn-page/path", Fixture, NULL, fixture_set_up, test_path, fixture_tear_down);
  g_test_add ("/learn-page/page-bars", Fixture, NULL, fixture_set_up, test_page_bars, fixture_tear_down);
  g_test_add ("/learn-page/lesson", Fixture, NULL, fixture_set_up, test_lesson, fixture_tear_down);
  g_test_add ("/learn-page/other-variant", Fixture, "cat", fixture_set_up, test_other_variant, fixture_tear_down);
  g_test_add ("/learn-page/continue-card", Fixture, NULL, fixture_set_up, test_continue_card, fixture_tear_down);
  g_test_add ("/learn-page/glossary-popover", Fixture, NULL, fixture_set_up, test_glossary_popover, fixture_tear_down);
  g_test_add ("/learn-page/card-groups", Fixture, NULL, fixture_set_up, test_card_groups, fixture_tear_down);
  g_test_add ("/learn-page/example-count", Fixture, NULL, fixture_set_up, test_example_count, fixture_tear_down);
  g_test_add ("/learn-page/no-question-twice", Fixture, NULL, fixture_set_up, test_no_question_twice, fixture_tear_down);
  g_test_add ("/learn-page/check-failed", Fixture, NULL, fixture_set_up, test_check_failed, fixture_tear_down);

  return g_test_run ();
}
