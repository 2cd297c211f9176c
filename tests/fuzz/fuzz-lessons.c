/* fuzz-lessons.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libFuzzer target: the lesson-file loader and the situations of worked
 * examples.  Any input either loads into a consistent curriculum (every
 * lesson found by id, ending with a check, every example's situation
 * evaluated with at least one step that formats) or fails with a
 * TrucoCurriculumError.  An input that starts with "situation\n" is read
 * instead as a situation: a variant line, a kind line, then KEY=VALUE
 * lines; it is either legal (and evaluates) or refused with a TrucoError.
 */

#include "config.h"

#include <stdint.h>
#include <string.h>

#include "truco-curriculum.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
check_situation (TrucoSituation *situation)
{
  guint n_steps = truco_situation_get_n_steps (situation);

  g_assert_cmpuint (n_steps, >, 0);
  for (guint i = 0; i < n_steps; i++)
    {
      g_autofree char *text = truco_situation_format_step (situation, i);
      guint n_cards;

      g_assert_true (g_utf8_validate (text, -1, NULL));
      truco_situation_get_step_cards (situation, i, &n_cards);
      g_assert_cmpuint (n_cards, <=, TRUCO_STEP_MAX_CARDS);
    }
}

static void
fuzz_situation (const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", 12);
  g_autoptr(GPtrArray) keys = g_ptr_array_new_null_terminated (4, g_free, TRUE);
  g_autoptr(GPtrArray) values = g_ptr_array_new_null_terminated (4, g_free, TRUE);
  g_autoptr(TrucoSituation) situation = NULL;
  g_autoptr(GError) error = NULL;

  if (g_strv_length (lines) < 3)
    return;
  for (guint i = 3; lines[i] != NULL; i++)
    {
      const char *eq = strchr (lines[i], '=');

      if (eq == NULL)
        continue;
      g_ptr_array_add (keys, g_strndup (lines[i], eq - lines[i]));
      g_ptr_array_add (values, g_strdup (eq + 1));
    }

  situation = truco_situation_new (lines[1], lines[2], (const char * const *) keys->pdata,
                                   (const char * const *) values->pdata, &error);
  if (situation != NULL)
    {
      g_assert_no_error (error);
      check_situation (situation);
    }
  else
    {
      g_assert_nonnull (error);
      g_assert_true (error->domain == TRUCO_ERROR);
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TrucoCurriculum) curriculum = NULL;

  if (size >= 10 && memcmp (data, "situation\n", 10) == 0)
    {
      g_autofree char *text = g_strndup ((const char *) data, size);

      if (g_utf8_validate (text, -1, NULL))
        fuzz_situation (text);
      return 0;
    }

  bytes = g_bytes_new (data, size);
  curriculum = truco_curriculum_new_from_bytes (bytes, &error);
  if (curriculum == NULL)
    {
      g_assert_nonnull (error);
      g_assert_true (error->domain == TRUCO_CURRICULUM_ERROR);
      return 0;
    }

  g_assert_no_error (error);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (curriculum)); i++)
    {
      g_autoptr(TrucoLesson) lesson = g_list_model_get_item (G_LIST_MODEL (curriculum), i);
      guint n_steps = truco_lesson_get_n_steps (lesson);

      g_assert_true (truco_curriculum_lookup (curriculum, truco_lesson_get_id (lesson)) == lesson);
      g_assert_true (g_utf8_validate (truco_lesson_get_title (lesson), -1, NULL));
      g_assert_cmpuint (n_steps, >, 0);
      g_assert_cmpint (truco_lesson_step_get_kind (truco_lesson_get_step (lesson, n_steps - 1)), ==,
                       TRUCO_LESSON_STEP_CHECK);
      for (guint s = 0; s < n_steps; s++)
        {
          TrucoLessonStep *step = truco_lesson_get_step (lesson, s);

          if (truco_lesson_step_get_situation (step) != NULL)
            check_situation (truco_lesson_step_get_situation (step));
          if (truco_lesson_step_get_kind (step) == TRUCO_LESSON_STEP_CHECK)
            g_assert_cmpuint (truco_lesson_step_get_pass_mark (step), <=, truco_lesson_step_get_n_items (step));
        }
    }

  return 0;
}
