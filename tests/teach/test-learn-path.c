/* test-learn-path.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * TrucoLearnPath, the model the Learn path binds to: every lesson of the
 * curriculum once, in order, in units; at first the first lesson is up
 * next and the others new and locked (after a lesson not passed); a
 * lesson begun says its step; a lesson done says its stars and what earned
 * them, and the next one is up next and unlocked; a refresh notifies only
 * what changed; the lesson after a given one skips the ones done.
 */

#include "config.h"

#include "truco-learn-path.h"

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          guint      *count)
{
  (*count)++;
}

static TrucoPathLesson *
nth (TrucoLearnPath *path,
     guint           n)
{
  TrucoCurriculum *curriculum = truco_learn_path_get_curriculum (path);
  g_autoptr(TrucoLesson) lesson = g_list_model_get_item (G_LIST_MODEL (curriculum), n);

  return truco_learn_path_lookup (path, truco_lesson_get_id (lesson));
}

static void
test_path (void)
{
  g_autoptr(TrucoCurriculum) curriculum = truco_curriculum_new_for_variant ("ar", NULL);
  g_autoptr(TrucoProgress) progress = truco_progress_new_in_memory ();
  g_autoptr(TrucoLearnPath) path = NULL;
  guint n = g_list_model_get_n_items (G_LIST_MODEL (curriculum));
  guint seen = 0;
  guint notified = 0;
  TrucoPathLesson *first, *second, *third;

  g_assert_cmpuint (n, >=, 4);
  path = truco_learn_path_new (curriculum, progress);

  /* Every lesson once, in order, unit by unit. */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (path)), >=, 1);
  for (guint u = 0; u < g_list_model_get_n_items (G_LIST_MODEL (path)); u++)
    {
      g_autoptr(TrucoPathUnit) unit = g_list_model_get_item (G_LIST_MODEL (path), u);
      GListModel *lessons = truco_path_unit_get_lessons (unit);

      g_assert_nonnull (truco_path_unit_get_title (unit));
      g_assert_cmpuint (g_list_model_get_n_items (lessons), >, 0);
      for (guint i = 0; i < g_list_model_get_n_items (lessons); i++)
        {
          g_autoptr(TrucoPathLesson) item = g_list_model_get_item (lessons, i);
          g_autoptr(TrucoLesson) expected = g_list_model_get_item (G_LIST_MODEL (curriculum), seen);

          g_assert_true (truco_path_lesson_get_lesson (item) == expected);
          /* A lesson's unit is the group it is shown in. */
          if (truco_path_lesson_get_unit_title (item) != NULL)
            g_assert_cmpstr (truco_path_lesson_get_unit_title (item), ==, truco_path_unit_get_title (unit));
          g_assert_cmpuint (truco_path_lesson_get_position (item), ==, seen);
          seen++;
        }
    }
  g_assert_cmpuint (seen, ==, n);
  /* The Argentine path is divided into units. */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (path)), >=, 2);

  first = nth (path, 0);
  second = nth (path, 1);
  third = nth (path, 2);
  g_assert_true (truco_learn_path_get_next (path) == first);
  g_assert_cmpint (truco_path_lesson_get_state (first), ==, TRUCO_LESSON_STATE_UP_NEXT);
  g_assert_false (truco_path_lesson_get_locked (first));
  g_assert_cmpint (truco_path_lesson_get_state (second), ==, TRUCO_LESSON_STATE_NEW);
  g_assert_true (truco_path_lesson_get_locked (second));
  g_assert_null (truco_path_lesson_get_stars_text (first));

  /* The first done with two stars, the third begun. */
  g_signal_connect (path, "notify::next", G_CALLBACK (count_cb), &notified);
  truco_progress_complete_lesson (progress, truco_lesson_get_id (truco_path_lesson_get_lesson (first)), 2);
  truco_progress_reach_lesson_step (progress, truco_lesson_get_id (truco_path_lesson_get_lesson (third)), 2);
  truco_learn_path_refresh (path);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpint (truco_path_lesson_get_state (first), ==, TRUCO_LESSON_STATE_DONE);
  g_assert_cmpuint (truco_path_lesson_get_stars (first), ==, 2);
  g_assert_cmpstr (truco_path_lesson_get_state_text (first), ==, "Done, 2 stars of 3");
  g_assert_cmpstr (truco_path_lesson_get_stars_text (first), ==,
                   "2 stars: the check passed with one hint. Take it again with no mistake and no hint for 3.");
  /* Stars saved before the mistakes were kept say what they meant then;
   * a check passed now says its mistakes and hints. */
  truco_progress_complete_lesson_check (progress, truco_lesson_get_id (truco_path_lesson_get_lesson (first)), 2, 1, 0);
  truco_learn_path_refresh (path);
  g_assert_cmpstr (truco_path_lesson_get_stars_text (first), ==,
                   "2 stars: the check passed with one mistake. Take it again with no mistake and no hint for 3.");
  truco_progress_complete_lesson_check (progress, truco_lesson_get_id (truco_path_lesson_get_lesson (first)), 3, 0, 0);
  truco_learn_path_refresh (path);
  g_assert_cmpstr (truco_path_lesson_get_stars_text (first), ==, "3 stars: the check passed with no mistake and no hint.");
  g_assert_true (truco_learn_path_get_next (path) == second);
  g_assert_cmpint (truco_path_lesson_get_state (second), ==, TRUCO_LESSON_STATE_UP_NEXT);
  g_assert_false (truco_path_lesson_get_locked (second));
  g_assert_cmpint (truco_path_lesson_get_state (third), ==, TRUCO_LESSON_STATE_IN_PROGRESS);
  g_assert_true (g_str_has_prefix (truco_path_lesson_get_state_text (third), "In progress: page 3 of "));
  g_assert_true (truco_path_lesson_get_locked (third));

  /* Nothing changed: nothing notified. */
  notified = 0;
  g_signal_connect (first, "notify", G_CALLBACK (count_cb), &notified);
  truco_learn_path_refresh (path);
  g_assert_cmpuint (notified, ==, 0);

  /* After the first: the second, not done. */
  g_assert_true (truco_learn_path_get_after (path, truco_lesson_get_id (truco_path_lesson_get_lesson (first))) == second);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/learn-path/path", test_path);

  return g_test_run ();
}
