/* test-answer-bar.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The answer bar where every exercise says how an answer went and what
 * comes next: in a lesson's practice and check and in the Quiz's review,
 * practice and scoring test, after every answer, right or wrong, its
 * verdict and its button lie inside the window, at the default 960×720
 * and on a 360×640 phone (the window does not grow past 360 px to fit);
 * the right option is never insensitive; Enter does what the button says.
 * Meson runs it in English and again with LANGUAGE=es.  GTK_A11Y=test.
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "truco-answer-bar.h"
#include "truco-curriculum.h"
#include "truco-exercise-view.h"
#include "truco-lesson-view.h"
#include "truco-quiz-page.h"
#include "truco-settings.h"
#include "truco-test-util.h"

typedef struct
{
  int width;
  int height;
} Size;

static const Size sizes[] = { { 960, 720 }, { 360, 640 } };

static GtkWindow *
new_window (const Size *size,
            GtkWidget  *child)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());

  gtk_window_set_default_size (window, size->width, size->height);
  gtk_window_set_child (window, child);
  gtk_window_present (window);
  while (!gtk_widget_get_mapped (child))
    g_main_context_iteration (NULL, TRUE);
  truco_test_flush ();

  return window;
}

/* The bar is up, and its verdict and button lie inside the window, whose
 * width is the one asked for (nothing made it grow). */
static void
assert_bar_on_screen (GtkWindow      *window,
                      TrucoAnswerBar *bar,
                      const Size     *size,
                      const char     *where)
{
  GtkWidget *button = truco_answer_bar_get_button (bar);
  graphene_rect_t bounds;

  truco_test_flush ();
  g_assert_true (truco_answer_bar_get_revealed (bar));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), ==, size->width);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), ==, size->height);
  g_assert_true (gtk_widget_get_mapped (button));
  g_assert_true (gtk_widget_compute_bounds (button, GTK_WIDGET (window), &bounds));
  if (bounds.origin.y < 0 || bounds.origin.x < 0 ||
      bounds.origin.y + bounds.size.height > size->height ||
      bounds.origin.x + bounds.size.width > size->width)
    g_error ("%s at %d×%d: the bar's button is at %g,%g %g×%g, outside the window",
             where, size->width, size->height,
             bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height);
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (bar), GTK_WIDGET (window), &bounds));
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, size->height + 0.5);
  /* The button has the focus, so Enter presses it. */
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == button);
  /* It is read once: by its name, not again by the label inside it. */
  g_assert_true (GTK_IS_LABEL (gtk_button_get_child (GTK_BUTTON (button))));
  gtk_test_accessible_assert_state (gtk_button_get_child (GTK_BUTTON (button)), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE);
  g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY));
}

/* The right option (where there are options) stays sensitive. */
static void
assert_right_sensitive (TrucoExerciseView *view)
{
  TrucoExercise *exercise = truco_exercise_view_get_exercise (view);
  GtkWidget *button = NULL;
  const char *text;

  if (truco_exercise_get_form (exercise) == TRUCO_ANSWER_NUMBER)
    return;
  text = truco_exercise_get_choice_text (exercise, truco_exercise_get_answer (exercise));
  for (GtkWidget *w = truco_test_find_widget (GTK_WIDGET (view), truco_test_is_label, text);
       w != NULL && button == NULL; w = gtk_widget_get_parent (w))
    if (GTK_IS_BUTTON (w))
      button = w;
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
}

static guint
wrong_choice (TrucoExercise *exercise)
{
  for (guint i = 0; i < truco_exercise_get_n_choices (exercise); i++)
    if (!truco_exercise_get_choice_correct (exercise, i))
      return i;
  g_assert_not_reached ();
}

/* A lesson's practice (wrong, Try Another by Enter, right, Continue by
 * Enter) and its check (each item answered, Continue by Enter). */
static void
test_lesson (gconstpointer data)
{
  const Size *size = data;
  g_autoptr(TrucoCurriculum) curriculum = truco_curriculum_new_for_variant ("ar", NULL);
  const char *ids[] = { "ar-envido", "ar-tricks", "ar-ranking" };
  guint n_bars = 0;

  g_assert_nonnull (curriculum);
  for (guint k = 0; k < G_N_ELEMENTS (ids); k++)
    {
      TrucoLesson *lesson = truco_curriculum_lookup (curriculum, ids[k]);
      TrucoLessonView *view;
      GtkWindow *window;

      if (lesson == NULL)
        continue;

      view = TRUCO_LESSON_VIEW (truco_lesson_view_new ());
      window = new_window (size, GTK_WIDGET (view));

      for (guint s = 0; s < truco_lesson_get_n_steps (lesson); s++)
        {
          TrucoLessonStepKind kind = truco_lesson_step_get_kind (truco_lesson_get_step (lesson, s));
          guint n_items = truco_lesson_step_get_n_items (truco_lesson_get_step (lesson, s));
          TrucoExerciseView *ev;
          TrucoAnswerBar *bar;

          if (kind != TRUCO_LESSON_STEP_TRY && kind != TRUCO_LESSON_STEP_CHECK)
            continue;

          truco_lesson_view_open (view, lesson, NULL, s);
          truco_test_flush ();
          ev = TRUCO_EXERCISE_VIEW (truco_lesson_view_get_exercise_view (view));
          bar = truco_exercise_view_get_answer_bar (ev);
          g_assert_false (truco_answer_bar_get_revealed (bar));

          for (guint item = 0; item < n_items; item++)
            {
              TrucoExercise *exercise = truco_exercise_view_get_exercise (ev);

              if (kind == TRUCO_LESSON_STEP_TRY)
                {
                  g_assert_true (truco_exercise_view_answer (ev, wrong_choice (exercise)));
                  assert_bar_on_screen (window, bar, size, ids[k]);
                  assert_right_sensitive (ev);
                  n_bars++;
                  /* Enter tries another. */
                  g_assert_true (truco_test_press_key (GTK_WIDGET (view), GDK_KEY_Return));
                  g_assert_true (truco_exercise_view_get_exercise (ev) != exercise);
                  g_assert_false (truco_answer_bar_get_revealed (bar));
                  exercise = truco_exercise_view_get_exercise (ev);
                  g_assert_true (truco_exercise_view_answer (ev, truco_exercise_get_answer (exercise)));
                }
              else
                g_assert_true (truco_exercise_view_answer (ev, item % 2 ? wrong_choice (exercise)
                                                                        : truco_exercise_get_answer (exercise)));
              assert_bar_on_screen (window, bar, size, ids[k]);
              assert_right_sensitive (ev);
              n_bars++;

              /* Enter continues: the next question, or the next step. */
              g_assert_true (truco_test_press_key (GTK_WIDGET (view), GDK_KEY_Return));
              truco_test_flush ();
              if (item + 1 < n_items)
                {
                  g_assert_true (truco_exercise_view_get_exercise (ev) != exercise);
                  g_assert_false (truco_answer_bar_get_revealed (bar));
                }
            }
        }
      gtk_window_destroy (window);
    }

  g_assert_cmpuint (n_bars, >=, 10);
}

/* The Quiz's review, practice and scoring test. */
static void
test_quiz (gconstpointer data)
{
  const Size *size = data;
  g_autoptr(GSettings) gsettings = g_settings_new (APPLICATION_ID);
  g_autoptr(TrucoSettings) settings = NULL;
  g_autoptr(TrucoProgress) progress = NULL;
  g_autoptr(TrucoCurriculum) curriculum = truco_curriculum_new_for_variant ("ar", NULL);
  g_autofree char *dir = g_dir_make_tmp ("truquero-bar-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (dir, TRUCO_PROGRESS_FILE_NAME, NULL);
  TrucoQuizPage *page;
  GtkWindow *window;

  truco_test_reset_settings (gsettings);
  g_settings_set_string (gsettings, "variant", "ar");
  g_settings_set_uint (gsettings, "session-length", 4);
  settings = truco_settings_new (gsettings);
  progress = truco_progress_new_for_directory (dir, truco_progress_now ());
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (curriculum)); i++)
    {
      g_autoptr(TrucoLesson) lesson = g_list_model_get_item (G_LIST_MODEL (curriculum), i);

      truco_progress_complete_lesson (progress, truco_lesson_get_id (lesson), 3);
    }

  page = TRUCO_QUIZ_PAGE (truco_quiz_page_new ());
  truco_quiz_page_set_settings (page, settings);
  truco_quiz_page_set_progress (page, progress);
  window = new_window (size, GTK_WIDGET (page));

  for (guint mode = 0; mode < 3; mode++)
    {
      TrucoExerciseView *view = truco_quiz_page_get_exercise_view (page);
      TrucoAnswerBar *bar = truco_exercise_view_get_answer_bar (view);

      if (mode == 0)
        g_assert_true (truco_quiz_page_start_review (page));
      else if (mode == 1)
        g_assert_true (truco_quiz_page_start_practice (page, "envido-count"));
      else
        g_assert_true (truco_quiz_page_start_test (page));

      for (guint i = 0; i < 4; i++)
        {
          TrucoExercise *exercise = truco_exercise_view_get_exercise (view);

          g_assert_cmpstr (truco_quiz_page_get_view (page), ==, "question");
          g_assert_false (truco_answer_bar_get_revealed (bar));
          g_assert_true (truco_exercise_view_answer (view, i % 2 ? truco_exercise_get_answer (exercise)
                                                                 : wrong_choice (exercise)));
          assert_bar_on_screen (window, bar, size, mode == 0 ? "review" : mode == 1 ? "practice" : "test");
          assert_right_sensitive (view);
          /* Enter: the next question (the review's fourth ends it). */
          g_assert_true (truco_test_press_key (GTK_WIDGET (page), GDK_KEY_Return));
          truco_test_flush ();
          if (mode == 0 && i == 3)
            g_assert_cmpstr (truco_quiz_page_get_view (page), ==, "end");
          else
            g_assert_true (truco_exercise_view_get_exercise (view) != exercise);
        }
      truco_quiz_page_show_home (page);
    }

  gtk_window_destroy (window);
  g_unlink (file);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  const char *localedir = g_getenv ("TRUQUERO_LOCALEDIR");

  setlocale (LC_ALL, "");
  if (localedir != NULL)
    bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  gtk_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  adw_init ();
  /* The bar is measured where it ends, not halfway up. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  /* In Spanish, the Spanish words are shown (else this run proves nothing). */
  if (g_strcmp0 (g_getenv ("LANGUAGE"), "es") == 0)
    g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "Not right."), !=, "Not right.");

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *lesson = g_strdup_printf ("/answer-bar/lesson/%dx%d", sizes[i].width, sizes[i].height);
      g_autofree char *quiz = g_strdup_printf ("/answer-bar/quiz/%dx%d", sizes[i].width, sizes[i].height);

      g_test_add_data_func (lesson, &sizes[i], test_lesson);
      g_test_add_data_func (quiz, &sizes[i], test_quiz);
    }

  return g_test_run ();
}
