/* test-lessons-resource.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Every lesson file given on the command line (data/lessons/VARIANT.xml)
 * is compiled into the resources, and both the source and the compiled
 * copy load with the same lessons in the same order: every situation of
 * every worked example is legal in its variant, since the loader has the
 * engine evaluate each one. */

#include "config.h"

#include <string.h>

#include "truco-curriculum.h"

static char **lesson_files;

static void
test_lessons_resource_matches_source (void)
{
  g_assert_nonnull (lesson_files[0]);

  for (guint f = 0; lesson_files[f] != NULL; f++)
    {
      g_autofree char *basename = g_path_get_basename (lesson_files[f]);
      g_autofree char *variant = g_strndup (basename, strlen (basename) - strlen (".xml"));
      g_autofree char *contents = NULL;
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(TrucoCurriculum) source = NULL;
      g_autoptr(TrucoCurriculum) compiled = NULL;
      gsize length;
      guint n;

      g_assert_true (g_str_has_suffix (basename, ".xml"));
      g_file_get_contents (lesson_files[f], &contents, &length, &error);
      g_assert_no_error (error);
      bytes = g_bytes_new_take (g_steal_pointer (&contents), length);

      source = truco_curriculum_new_from_bytes (bytes, &error);
      if (source == NULL)
        g_error ("%s: %s", lesson_files[f], error->message);
      compiled = truco_curriculum_new_for_variant (variant, &error);
      if (compiled == NULL)
        g_error ("%s in the resources: %s", variant, error->message);

      n = g_list_model_get_n_items (G_LIST_MODEL (source));
      g_assert_cmpuint (n, >, 0);
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (compiled)), ==, n);
      for (guint i = 0; i < n; i++)
        {
          g_autoptr(TrucoLesson) a = g_list_model_get_item (G_LIST_MODEL (source), i);
          g_autoptr(TrucoLesson) b = g_list_model_get_item (G_LIST_MODEL (compiled), i);

          g_assert_cmpstr (truco_lesson_get_id (a), ==, truco_lesson_get_id (b));
          g_assert_cmpstr (truco_lesson_get_title (a), ==, truco_lesson_get_title (b));
          g_assert_cmpuint (truco_lesson_get_n_steps (a), ==, truco_lesson_get_n_steps (b));
          for (guint s = 0; s < truco_lesson_get_n_steps (a); s++)
            {
              const char * const *pa = truco_lesson_step_get_paragraphs (truco_lesson_get_step (a, s));
              const char * const *pb = truco_lesson_step_get_paragraphs (truco_lesson_get_step (b, s));

              g_assert_cmpstrv (pa, pb);
            }
        }
      g_test_message ("%s: %u lessons", variant, n);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  lesson_files = argv + 1;
  g_test_add_func ("/lessons/resource-matches-source", test_lessons_resource_matches_source);

  return g_test_run ();
}
