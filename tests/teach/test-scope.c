/* test-scope.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Nothing is asked before it is taught: for every lesson of every path,
 * every question its practice and its check draw (a few hundred seeds)
 * needs only topics taught by that lesson or an earlier one; and for every
 * topic of the map, the questions of its skill generated within the
 * smallest scope that teaches it (the topic and all it needs) stay there.
 */

#include "config.h"

#include <string.h>

#include "truco-curriculum.h"
#include "truco-curriculum-topics.h"
#include "truco-exercise.h"
#include "truco-lesson.h"

#define SEEDS 300

static const char * const variants[] = { "ar", "cat", "fr", "tyf", "put" };

/* Generates @n questions of @skill within @scope and checks each. */
static guint
check_skill_in_scope (const TrucoSkill   *skill,
                      const TrucoRules   *rules,
                      const char * const *scope,
                      guint               n,
                      const char         *where)
{
  for (guint seed = 0; seed < n; seed++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TrucoExercise) ex = truco_exercise_generate_in_scope (skill, rules, scope, seed * 7919 + 3, &error);
      const char * const *topics;

      g_assert_no_error (error);
      topics = truco_exercise_get_topics (ex);
      g_assert_nonnull (topics);
      g_assert_nonnull (topics[0]);
      for (guint i = 0; topics[i]; i++)
        if (!g_strv_contains (scope, topics[i]))
          g_error ("%s: %s (seed %u) needs %s, which is not taught yet: %s",
                   where, truco_skill_get_id (skill), seed, topics[i], truco_exercise_get_prompt (ex));
    }
  return n;
}

static void
test_lessons (gconstpointer data)
{
  const char *variant = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TrucoCurriculum) curriculum = truco_curriculum_new_for_variant (variant, &error);
  GListModel *units;
  guint n_questions = 0, n_empty = 0;

  g_assert_no_error (error);
  units = truco_curriculum_get_units (curriculum);
  for (guint u = 0; u < g_list_model_get_n_items (units); u++)
    {
      g_autoptr(TrucoCurriculumUnit) unit = g_list_model_get_item (units, u);
      GListModel *lessons = truco_curriculum_unit_get_lessons (unit);

      for (guint l = 0; l < g_list_model_get_n_items (lessons); l++)
        {
          g_autoptr(TrucoLesson) lesson = g_list_model_get_item (lessons, l);

          for (guint s = 0; s < truco_lesson_get_n_steps (lesson); s++)
            {
              TrucoLessonStep *step = truco_lesson_get_step (lesson, s);
              TrucoLessonStepKind kind = truco_lesson_step_get_kind (step);
              const char * const *skills, * const *scope;
              const TrucoRules *rules;
              guint fitting = 0;

              if (kind != TRUCO_LESSON_STEP_TRY && kind != TRUCO_LESSON_STEP_CHECK)
                continue;
              skills = truco_lesson_step_get_skills (step);
              scope = truco_lesson_step_get_scope (step);
              rules = truco_lesson_step_get_rules (step);
              g_assert_nonnull (scope);
              for (guint k = 0; skills && skills[k]; k++)
                {
                  const TrucoSkill *skill = truco_skill_lookup (skills[k]);
                  g_autofree char *where = g_strdup_printf ("lesson %s, step %u", truco_lesson_get_id (lesson), s + 1);

                  g_assert_nonnull (skill);
                  if (!truco_skill_applies (skill, rules, NULL) || !truco_skill_fits_scope (skill, rules, scope))
                    continue;
                  fitting++;
                  n_questions += check_skill_in_scope (skill, rules, scope, SEEDS, where);
                }
              /* A practice or check with nothing to ask would be empty. */
              if (fitting == 0)
                {
                  g_autofree char *list = g_strjoinv (" ", (char **) skills);

                  g_test_message ("lesson %s, step %u: none of its skills (%s) can be asked with what is taught so far",
                                  truco_lesson_get_id (lesson), s + 1, list);
                  n_empty++;
                }
            }
        }
    }
  g_test_message ("%s: %u questions checked", variant, n_questions);
  g_assert_cmpuint (n_empty, ==, 0);
}

/* The topic and everything it needs, transitively. */
static void
closure (TrucoTopicMap *map,
         const char    *id,
         GPtrArray     *out)
{
  const char * const *needs;

  for (guint i = 0; i < out->len; i++)
    if (g_strcmp0 (g_ptr_array_index (out, i), id) == 0)
      return;
  g_ptr_array_add (out, (gpointer) g_intern_string (id));
  needs = truco_topic_map_get_needs (map, id);
  for (guint i = 0; needs && needs[i]; i++)
    closure (map, needs[i], out);
}

static void
test_topics (void)
{
  TrucoTopicMap *map = truco_topic_map_get_default ();

  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      const char * const *ids = truco_topic_map_list (map, variants[v]);

      for (guint i = 0; ids && ids[i]; i++)
        {
          const TrucoSkill *skill = truco_skill_lookup (truco_topic_map_get_skill (map, ids[i]));
          const char *options = truco_topic_map_get_options (map, ids[i]);
          g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup (variants[v]));
          g_autoptr(GPtrArray) scope = g_ptr_array_new ();
          g_auto(GStrv) pairs = g_strsplit (options ? options : "", " ", -1);
          g_autofree char *where = g_strdup_printf ("the smallest scope of %s", ids[i]);

          g_assert_nonnull (skill);
          for (guint p = 0; pairs[p]; p++)
            {
              g_auto(GStrv) kv = g_strsplit (pairs[p], "=", 2);

              if (kv[0] && kv[1])
                g_assert_true (truco_rules_set (rules, kv[0], kv[1], NULL));
            }
          closure (map, ids[i], scope);
          g_ptr_array_add (scope, NULL);
          if (!truco_skill_applies (skill, rules, NULL))
            continue;
          /* Where the skill fits the topic's own scope, its questions stay in it. */
          if (truco_skill_fits_scope (skill, rules, (const char * const *) scope->pdata))
            check_skill_in_scope (skill, rules, (const char * const *) scope->pdata, 50, where);
        }
    }
}

/* A skill that cannot be asked within a scope says so rather than asking
 * something untaught. */
static void
test_refused (void)
{
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
  const char * const scope[] = { "ar.cards.deck", NULL };
  g_autoptr(GError) error = NULL;
  TrucoExercise *ex;

  g_assert_false (truco_skill_fits_scope (truco_skill_lookup ("bet-envido"), rules, scope));
  ex = truco_exercise_generate_in_scope (truco_skill_lookup ("bet-envido"), rules, scope, 1, &error);
  g_assert_null (ex);
  g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT);
}

/* Narrow scopes make narrow questions: with only the bravas taught, a
 * brava against any card (a false ace or seven among them), never a
 * parda offered; all sorts of other cards over the seeds. */
static void
test_narrow (void)
{
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
  const char * const bravas[] = { "ar.cards.deck", "ar.cards.bravas", NULL };
  const char * const tricks[] = { "ar.cards.deck", "ar.cards.bravas", "ar.cards.threes-twos", "ar.tricks.highest", NULL };
  guint n_others = 0, n_false = 0;
  g_autoptr(GHashTable) pairs = g_hash_table_new (NULL, NULL);

  for (guint seed = 0; seed < 500; seed++)
    {
      g_autoptr(TrucoExercise) pair = truco_exercise_generate_in_scope (truco_skill_lookup ("card-rank-pair"), rules, bravas, seed, NULL);
      g_autoptr(TrucoExercise) trick = truco_exercise_generate_in_scope (truco_skill_lookup ("trick-winner"), rules, tricks, seed, NULL);
      guint n_bravas = 0;
      guint key = 0;

      g_assert_cmpuint (truco_exercise_get_n_cards (pair), ==, 2);
      for (guint i = 0; i < 2; i++)
        {
          TrucoCard card = truco_exercise_get_card (pair, i, NULL);
          guint class = truco_rules_get_card_class (rules, card);

          n_bravas += class <= 4;
          n_others += class > 4;
          n_false += class > 4 && (truco_card_get_rank (card) == 1 || truco_card_get_rank (card) == 7);
          key = key * 64 + card;
        }
      g_hash_table_add (pairs, GUINT_TO_POINTER (key));
      g_assert_cmpuint (n_bravas, >=, 1);
      /* No tie can happen and none is offered: the two cards only. */
      g_assert_cmpuint (truco_exercise_get_n_choices (pair), ==, 2);
      /* Two players, one winner, no "parda" offered. */
      g_assert_cmpuint (truco_exercise_get_n_cards (trick), ==, 2);
      g_assert_cmpuint (truco_exercise_get_n_choices (trick), ==, 2);
    }
  g_assert_cmpuint (n_others, >, 100);
  g_assert_cmpuint (n_false, >, 20);
  g_assert_cmpuint (g_hash_table_size (pairs), >, 100);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/scope/refused", test_refused);
  g_test_add_func ("/scope/narrow", test_narrow);
  g_test_add_func ("/scope/topics", test_topics);
  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      g_autofree char *path = g_strdup_printf ("/scope/lessons/%s", variants[v]);

      g_test_add_data_func (path, variants[v], test_lessons);
    }
  return g_test_run ();
}
