/* test-draw.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * No question asked twice in a row, nor twice in one practice or check:
 * for every lesson of every path and many seeds, the practice and the
 * check are drawn as the lesson view draws them (the skills in turn, and
 * in a practice a wrong answer's "Try Another" after every other
 * question), and no question is the one just asked, nor one asked before
 * in that practice or check unless its skill has no other question
 * within what is taught.  The way questions were drawn before (seed after
 * seed, "Try Another" the next seed) is shown to repeat, so that the
 * check can fail.
 */

#include "config.h"

#include <string.h>

#include "truco-curriculum.h"
#include "truco-exercise.h"
#include "truco-lesson.h"
#include "truco-session-draw.h"

#define SEEDS 100

static const char * const variants[] = { "ar", "cat", "fr", "tyf", "put" };

/* How many different questions @skill asks within @scope (at most @cap). */
static guint
count_questions (const TrucoSkill   *skill,
                 const TrucoRules   *rules,
                 const char * const *scope,
                 guint               cap)
{
  g_autoptr(GPtrArray) seen = g_ptr_array_new_with_free_func ((GDestroyNotify) truco_exercise_unref);

  for (guint seed = 0; seed < 400 && seen->len < cap; seed++)
    {
      TrucoExercise *ex = truco_exercise_generate_in_scope (skill, rules, scope, seed * 104729 + 11, NULL);
      gboolean known = FALSE;

      for (guint i = 0; i < seen->len && !known; i++)
        known = truco_exercise_same_question (ex, g_ptr_array_index (seen, i));
      if (known)
        truco_exercise_unref (ex);
      else
        g_ptr_array_add (seen, ex);
    }
  return seen->len;
}

typedef TrucoExercise *(*DrawFunc) (gpointer            state,
                                    const TrucoSkill   *skill,
                                    const TrucoRules   *rules,
                                    const char * const *scope,
                                    gboolean            first,
                                    gboolean            retry);

/* Draws a step's questions; returns how many repeats it saw (a repeat the
 * skill could have avoided), each said in a message. */
static guint
draw_step (TrucoLesson     *lesson,
           guint            index,
           DrawFunc         draw,
           gpointer         state,
           TrucoExercise  **last,
           guint           *n_drawn)
{
  TrucoLessonStep *step = truco_lesson_get_step (lesson, index);
  gboolean practice = truco_lesson_step_get_kind (step) == TRUCO_LESSON_STEP_TRY;
  const char * const *skills = truco_lesson_step_get_skills (step);
  const char * const *scope = truco_lesson_step_get_scope (step);
  const TrucoRules *rules = truco_lesson_step_get_rules (step);
  guint n_skills = g_strv_length ((char **) skills);
  g_autoptr(GPtrArray) asked = g_ptr_array_new_with_free_func ((GDestroyNotify) truco_exercise_unref);
  guint repeats = 0;

  for (guint item = 0; item < truco_lesson_step_get_n_items (step); item++)
    {
      const TrucoSkill *skill = truco_skill_lookup (skills[item % n_skills]);

      if (!truco_skill_fits_scope (skill, rules, scope))
        continue;
      for (guint round = 0; round < (practice && item % 2 == 0 ? 2 : 1); round++)
        {
          TrucoExercise *ex = draw (state, skill, rules, scope, asked->len == 0, round == 1);
          guint same_skill = 0;
          gboolean again = FALSE;

          g_assert_nonnull (ex);
          (*n_drawn)++;
          if (*last != NULL && truco_exercise_same_question (ex, *last))
            {
              g_test_message ("%s, step %u: %s twice in a row", truco_lesson_get_id (lesson), index + 1,
                              truco_exercise_get_prompt (ex));
              repeats++;
            }
          for (guint i = 0; i < asked->len; i++)
            {
              TrucoExercise *before = g_ptr_array_index (asked, i);

              same_skill += truco_exercise_get_skill (before) == skill;
              again |= truco_exercise_same_question (ex, before);
            }
          /* Twice in the step only when the skill has no other question. */
          if (again && count_questions (skill, rules, scope, same_skill + 1) > same_skill)
            {
              g_test_message ("%s, step %u: %s twice in one %s", truco_lesson_get_id (lesson), index + 1,
                              truco_exercise_get_prompt (ex), practice ? "practice" : "check");
              repeats++;
            }
          g_ptr_array_add (asked, truco_exercise_ref (ex));
          g_clear_pointer (last, truco_exercise_unref);
          *last = ex;
        }
    }
  return repeats;
}

/* Over every lesson with a practice or a check, @n_seeds sequences. */
static guint
draw_all (DrawFunc  draw,
          gpointer (*new_state) (guint64 seed),
          void     (*free_state) (gpointer state),
          guint     n_seeds,
          guint    *n_drawn)
{
  guint repeats = 0;

  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TrucoCurriculum) curriculum = truco_curriculum_new_for_variant (variants[v], &error);

      g_assert_no_error (error);
      for (guint l = 0; l < g_list_model_get_n_items (G_LIST_MODEL (curriculum)); l++)
        {
          g_autoptr(TrucoLesson) lesson = g_list_model_get_item (G_LIST_MODEL (curriculum), l);

          for (guint seed = 0; seed < n_seeds; seed++)
            {
              gpointer state = new_state (seed * 7919 + l);
              TrucoExercise *last = NULL;

              for (guint s = 0; s < truco_lesson_get_n_steps (lesson); s++)
                {
                  TrucoLessonStepKind kind = truco_lesson_step_get_kind (truco_lesson_get_step (lesson, s));

                  if (kind == TRUCO_LESSON_STEP_TRY || kind == TRUCO_LESSON_STEP_CHECK)
                    {
                      repeats += draw_step (lesson, s, draw, state, &last, n_drawn);
                    }
                }
              g_clear_pointer (&last, truco_exercise_unref);
              free_state (state);
            }
        }
    }
  return repeats;
}

/* The draw, as the lesson view uses it: restarted at each practice and
 * check, "Try Another" from the same draw. */

static gpointer
new_draw (guint64 seed)
{
  return truco_question_draw_new (seed);
}

static TrucoExercise *
draw_next (gpointer            state,
           const TrucoSkill   *skill,
           const TrucoRules   *rules,
           const char * const *scope,
           gboolean            first,
           gboolean            retry)
{
  if (first)
    truco_question_draw_restart (state);
  return truco_question_draw_next (state, skill, rules, scope, NULL);
}

/* What it replaced: the next seed for the next question, the seed after
 * the question's for "Try Another". */

typedef struct
{
  guint64 seed;
  guint64 last_seed;
} SeedState;

static gpointer
new_seeds (guint64 seed)
{
  SeedState *state = g_new0 (SeedState, 1);

  state->seed = seed;
  return state;
}

static TrucoExercise *
seeds_next (gpointer            data,
            const TrucoSkill   *skill,
            const TrucoRules   *rules,
            const char * const *scope,
            gboolean            first,
            gboolean            retry)
{
  SeedState *state = data;

  state->last_seed = retry ? state->last_seed + 1 : state->seed++;
  return truco_exercise_generate_in_scope (skill, rules, scope, state->last_seed, NULL);
}

static void
test_no_repeats (void)
{
  guint n_drawn = 0, old_drawn = 0;
  guint repeats, old_repeats;

  /* The check sees the old way repeat. */
  old_repeats = draw_all (seeds_next, new_seeds, g_free, 3, &old_drawn);
  g_test_message ("seed after seed: %u repeats in %u questions", old_repeats, old_drawn);
  g_assert_cmpuint (old_repeats, >, 0);

  repeats = draw_all (draw_next, new_draw, g_object_unref, SEEDS, &n_drawn);
  g_test_message ("drawn: %u repeats in %u questions", repeats, n_drawn);
  g_assert_cmpuint (n_drawn, >, 10000);
  g_assert_cmpuint (repeats, ==, 0);
}

/* The Quiz's practice of one skill, "Try Another" and "Next Question"
 * from one draw: never the question just asked, for every skill of every
 * variant that has more than one question. */
static void
test_quiz_practice (void)
{
  guint n_drawn = 0;

  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup (variants[v]));

      for (guint k = 0; k < truco_skill_get_count (); k++)
        {
          const TrucoSkill *skill = truco_skill_get_nth (k);
          g_autoptr(TrucoQuestionDraw) draw = truco_question_draw_new (k * 31 + v);
          g_autoptr(TrucoExercise) last = NULL;
          gboolean single;

          if (!truco_skill_applies (skill, rules, NULL))
            continue;
          single = count_questions (skill, rules, NULL, 2) < 2;
          for (guint i = 0; i < 40; i++)
            {
              TrucoExercise *ex = truco_question_draw_next (draw, skill, rules, NULL, NULL);

              g_assert_nonnull (ex);
              n_drawn++;
              if (last != NULL && !single && truco_exercise_same_question (ex, last))
                g_error ("%s (%s): %s twice in a row", truco_skill_get_id (skill), variants[v],
                         truco_exercise_get_prompt (ex));
              g_clear_pointer (&last, truco_exercise_unref);
              last = ex;
            }
        }
    }
  g_test_message ("quiz practice: %u questions", n_drawn);
}

/* A restart forgets what was asked, except the last question. */
static void
test_restart (void)
{
  g_autoptr(TrucoQuestionDraw) draw = truco_question_draw_new (5);
  const TrucoSkill *skill = truco_skill_lookup ("envido-count");
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
  g_autoptr(TrucoExercise) first = truco_question_draw_next (draw, skill, rules, NULL, NULL);
  g_autoptr(TrucoExercise) second = truco_question_draw_next (draw, skill, rules, NULL, NULL);

  g_assert_false (truco_exercise_same_question (first, second));
  g_assert_true (truco_exercise_same_question (first, first));
  g_assert_true (truco_question_draw_has_asked (draw, first));
  g_assert_true (truco_question_draw_has_asked (draw, second));
  truco_question_draw_restart (draw);
  g_assert_false (truco_question_draw_has_asked (draw, first));
  g_assert_true (truco_question_draw_has_asked (draw, second));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/draw/no-repeats", test_no_repeats);
  g_test_add_func ("/draw/quiz-practice", test_quiz_practice);
  g_test_add_func ("/draw/restart", test_restart);
  return g_test_run ();
}
