/* test-lessons-skills.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Every skill a lesson's try or check names is in the exercise catalogue
 * and exists under the step's rule set (its variant and house rules), and
 * an exercise of it can be generated there: the learner never reaches a
 * try or a check that has nothing to ask. */

#include "config.h"

#include "truco-curriculum.h"
#include "truco-exercise.h"

static void
test_lesson_skills_exist (void)
{
  guint n_checked = 0;

  for (guint v = 0; v < truco_variant_get_count (); v++)
    {
      const char *variant = truco_variant_get_id (truco_variant_get_nth (v));
      g_autoptr(TrucoCurriculum) curriculum = truco_curriculum_new_for_variant (variant, NULL);

      if (curriculum == NULL)
        continue;
      for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (curriculum)); i++)
        {
          g_autoptr(TrucoLesson) lesson = g_list_model_get_item (G_LIST_MODEL (curriculum), i);

          for (guint s = 0; s < truco_lesson_get_n_steps (lesson); s++)
            {
              TrucoLessonStep *step = truco_lesson_get_step (lesson, s);
              const char * const *skills = truco_lesson_step_get_skills (step);

              for (guint k = 0; skills[k] != NULL; k++)
                {
                  const TrucoSkill *skill = truco_skill_lookup (skills[k]);
                  g_autoptr(GError) error = NULL;
                  g_autoptr(TrucoExercise) exercise = NULL;

                  if (skill == NULL)
                    g_error ("%s step %u: the catalogue has no skill “%s”",
                             truco_lesson_get_id (lesson), s + 1, skills[k]);
                  if (!truco_skill_applies (skill, truco_lesson_step_get_rules (step), &error))
                    g_error ("%s step %u: %s", truco_lesson_get_id (lesson), s + 1, error->message);
                  exercise = truco_exercise_generate (skill, truco_lesson_step_get_rules (step), 1, &error);
                  if (exercise == NULL)
                    g_error ("%s step %u: no exercise of %s: %s", truco_lesson_get_id (lesson), s + 1,
                             skills[k], error->message);
                  n_checked++;
                }
            }
        }
    }

  g_assert_cmpuint (n_checked, >, 0);
  g_test_message ("%u skills of tries and checks found and generated", n_checked);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/lessons/skills-exist", test_lesson_skills_exist);

  return g_test_run ();
}
