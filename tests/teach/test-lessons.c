/* test-lessons.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The curriculum: every lesson file in the resources loads; every worked
 * example's numbers are the engine's (evaluated again here, straight from
 * the situation's inputs); every step of every lesson can be reached and
 * shown; damaged lesson files and illegal situations are refused with a
 * message that says what is wrong. */

#include "config.h"

#include <string.h>

#include "truco-curriculum.h"
#include "truco-exercise.h"
#include "truco-situation.h"
#include "truco-players.h"
#include "truco-signal.h"
#include "truco-glossary.h"

static TrucoCurriculum *
load_variant (const char *variant)
{
  g_autoptr(GError) error = NULL;
  TrucoCurriculum *curriculum = truco_curriculum_new_for_variant (variant, &error);

  if (curriculum == NULL)
    g_assert_error (error, TRUCO_CURRICULUM_ERROR, TRUCO_CURRICULUM_ERROR_NOT_FOUND);
  return curriculum;
}

/* The engine, called directly on the situation's inputs. */
static void
check_situation_against_engine (TrucoSituation *situation)
{
  const TrucoRules *rules = truco_situation_get_rules (situation);
  g_autoptr(TrucoExplanation) expected = truco_explanation_new ();
  const TrucoExplanation *got = truco_situation_get_explanation (situation);
  int value = G_MININT;
  guint n_cards;
  const TrucoCard *cards = truco_situation_get_cards (situation, &n_cards);

  switch (truco_situation_get_kind (situation))
    {
    case TRUCO_SITUATION_ENVIDO:
      g_assert_cmpuint (n_cards, ==, 3);
      value = truco_envido (rules, cards, expected);
      g_assert_true ((value >= 0 && value <= 7) || (value >= 20 && value <= 33));
      break;
    case TRUCO_SITUATION_FLOR:
      g_assert_cmpuint (n_cards, ==, 3);
      value = truco_flor (rules, cards, expected);
      break;
    case TRUCO_SITUATION_EMBIT:
      g_assert_cmpuint (n_cards, ==, 3);
      value = truco_embit (rules, cards, expected);
      break;
    case TRUCO_SITUATION_TRICK:
      {
        guint n_plays;
        const TrucoPlay *plays = truco_situation_get_plays (situation, &n_plays);
        TrucoTrickResult result;

        g_assert_cmpuint (n_plays, ==, n_cards);
        g_assert_true (truco_trick_winner (rules, plays, n_plays, &result, expected, NULL));
        value = result.winner;
        /* Truc y Flou with bonus cards: the Sword and the Club score. */
        if (truco_rules_resolve (rules)->bonus_cards)
          {
            guint bonus[2];

            g_assert_true (truco_trick_bonuses (rules, plays, n_plays, bonus, expected, NULL));
          }
      }
      break;
    case TRUCO_SITUATION_HAND:
      {
        guint n_tricks;
        TrucoSide mano, dealer;
        const TrucoSide *tricks = truco_situation_get_tricks (situation, &n_tricks, &mano, &dealer);
        TrucoHandResult result;

        g_assert_true (truco_hand_winner (rules, tricks, n_tricks, mano, dealer, &result, expected, NULL));
        value = result.status == TRUCO_HAND_WON ? (int) result.winner : (int) TRUCO_SIDE_NONE;
      }
      break;
    case TRUCO_SITUATION_FALTA:
      {
        guint a, b, target;
        gboolean pica_pica;
        TrucoFalta falta;

        truco_situation_get_scores (situation, &a, &b, &target, &pica_pica);
        g_assert_true (truco_falta_value (rules, a, b, target, pica_pica, &falta, expected, NULL));
        value = falta.wins_chico ? -1 : (int) falta.points;
      }
      break;
    case TRUCO_SITUATION_LADDER:
      {
        const TrucoLadder *table;
        const guint *chosen;
        guint n_calls, points;
        const guint *calls = truco_situation_get_calls (situation, &table, &chosen, &n_calls);
        TrucoSide first, winner;
        TrucoSituationAnswer answer;
        TrucoBetContext ctx;
        g_autoptr(TrucoExplanation) refused = truco_explanation_new ();

        g_assert_cmpuint (n_calls, >, 0);
        truco_situation_get_bet (situation, &first, &winner, &answer);
        truco_situation_get_bet_context (situation, &ctx);
        g_assert_true (truco_bet_evaluate (table, calls, chosen, n_calls, first, answer != TRUCO_SITUATION_ANSWER_REFUSED,
                                           winner, &ctx, &points, expected, NULL));
        value = points;
        if (answer == TRUCO_SITUATION_ANSWER_BOTH &&
            truco_bet_evaluate (table, calls, chosen, n_calls, first, FALSE, winner, &ctx, &points, refused, NULL))
          {
            /* The refusal's own steps (its explanation without the calls
             * it shares with the acceptance) follow the acceptance's. */
            guint n_accepted = truco_explanation_get_n_steps (expected);
            guint n_refused = truco_explanation_get_n_steps (refused);
            guint n_got = truco_explanation_get_n_steps (got);
            guint n_tail = n_got - n_accepted;

            g_assert_cmpint (truco_situation_get_refused_value (situation), ==, points);
            g_assert_cmpuint (n_got, >, n_accepted);
            g_assert_cmpuint (n_tail, <=, n_refused);
            for (guint i = 0; i < n_tail; i++)
              {
                const TrucoStep *e = truco_explanation_get_step (refused, n_refused - n_tail + i);
                const TrucoStep *g = truco_explanation_get_step (got, n_accepted + i);
                g_autofree char *e_text = truco_step_format (e);
                g_autofree char *g_text = truco_step_format (g);

                g_assert_cmpstr (g_text, ==, e_text);
              }
            for (guint i = 0; i < n_tail; i++)
              truco_explanation_add_step (expected, truco_explanation_get_step (refused, n_refused - n_tail + i));
          }
        else if (answer == TRUCO_SITUATION_ANSWER_BOTH)
          g_assert_cmpint (truco_situation_get_refused_value (situation), ==, -1);
      }
      break;
    case TRUCO_SITUATION_ONE_CARD:
      {
        guint n_plays, a, b, target, n_tricks, points;
        gboolean pica_pica;
        TrucoSide dealer, winner;
        const TrucoPlay *plays = truco_situation_get_plays (situation, &n_plays);

        truco_situation_get_scores (situation, &a, &b, &target, &pica_pica);
        truco_situation_get_tricks (situation, &n_tricks, NULL, &dealer);
        g_assert_true (truco_score_one_card_deal (rules, a, b, plays, n_plays, dealer, &winner, &points,
                                                  expected, NULL));
        g_assert_cmpuint (points, ==, 1);
        value = (int) points;
      }
      break;
    case TRUCO_SITUATION_ELEVEN:
      {
        guint a, b, target;
        gboolean pica_pica;
        TrucoDealStake stake;

        truco_situation_get_scores (situation, &a, &b, &target, &pica_pica);
        g_assert_true (truco_score_deal_stake (rules, a, b, &stake, expected, NULL));
        value = (int) stake.stake;
      }
      break;
    case TRUCO_SITUATION_GALLO:
      {
        guint discard;

        g_assert_cmpuint (n_cards, ==, 4);
        value = truco_gallo_envido (rules, cards, &discard, expected);
        g_assert_true ((value >= 0 && value <= 7) || (value >= 20 && value <= 33));
      }
      break;
    case TRUCO_SITUATION_REDEAL:
    case TRUCO_SITUATION_GAME_END:
    case TRUCO_SITUATION_MATCH:
    case TRUCO_SITUATION_PENALTY:
    case TRUCO_SITUATION_SHOWDOWN:
    case TRUCO_SITUATION_PICA_PICA:
    case TRUCO_SITUATION_SIGNALS:
      /* Their inputs stay inside the situation: the steps are the engine's,
       * and at least one is shown. */
      for (guint i = 0; i < truco_explanation_get_n_steps (got); i++)
        truco_explanation_add_step (expected, truco_explanation_get_step (got, i));
      value = truco_situation_get_value (situation);
      break;
    default:
      g_assert_not_reached ();
    }

  g_assert_cmpint (truco_situation_get_value (situation), ==, value);
  g_assert_nonnull (got);
  g_assert_cmpuint (truco_explanation_get_n_steps (got), ==, truco_explanation_get_n_steps (expected));
  g_assert_cmpuint (truco_situation_get_n_steps (situation), ==, truco_explanation_get_n_steps (expected));
  g_assert_cmpuint (truco_explanation_get_n_steps (expected), >, 0);
  for (guint i = 0; i < truco_explanation_get_n_steps (expected); i++)
    {
      const TrucoStep *e = truco_explanation_get_step (expected, i);
      const TrucoStep *g = truco_explanation_get_step (got, i);
      g_autofree char *text = truco_situation_format_step (situation, i);
      g_autofree char *expected_text = NULL;
      guint n_step_cards;
      const TrucoCard *step_cards = truco_situation_get_step_cards (situation, i, &n_step_cards);

      /* The engine's sentence said to the learner ("you", "Ana", "your
       * side"): never a side's letter or a seat's code. */
      {
        TrucoExplanationStyle style;

        truco_situation_get_style (situation, &style);
        expected_text = truco_step_format_styled (e, &style);
        if (g_regex_match_simple ("\\b(side|player|sides) [ABC]\\b|\\b[ABC][1-4]\\b", expected_text, G_REGEX_CASELESS, 0))
          g_error ("a worked example names a side by its letter: %s", expected_text);
      }
      g_assert_cmpint (g->kind, ==, e->kind);
      g_assert_cmpint (g->side, ==, e->side);
      g_assert_cmpuint (g->n_numbers, ==, e->n_numbers);
      for (guint k = 0; k < e->n_numbers; k++)
        g_assert_cmpint (g->numbers[k], ==, e->numbers[k]);
      g_assert_cmpstr (text, ==, expected_text);
      g_test_message ("  %s", text);

      /* The cards a step highlights are among the cards shown. */
      g_assert_cmpuint (n_step_cards, ==, e->n_cards);
      for (guint k = 0; k < n_step_cards; k++)
        {
          gboolean shown = FALSE;

          for (guint m = 0; m < n_cards; m++)
            shown |= cards[m] == step_cards[k];
          g_assert_true (shown);
        }
    }
}

static void
check_step (TrucoLesson     *lesson,
            TrucoLessonStep *step)
{
  const char * const *paragraphs = truco_lesson_step_get_paragraphs (step);
  guint n_cards;

  truco_lesson_step_get_cards (step, &n_cards);

  switch (truco_lesson_step_get_kind (step))
    {
    case TRUCO_LESSON_STEP_EXPLAIN:
      g_assert_nonnull (paragraphs[0]);
      /* Every glossary link resolves in the app's glossary. */
      for (guint i = 0; truco_lesson_step_get_terms (step)[i] != NULL; i++)
        if (truco_glossary_lookup (truco_glossary_get_default (), truco_lesson_step_get_terms (step)[i]) == NULL)
          g_error ("%s: the glossary has no term “%s”", truco_lesson_get_id (lesson),
                   truco_lesson_step_get_terms (step)[i]);
      g_assert_null (truco_lesson_step_get_situation (step));
      g_assert_null (truco_lesson_step_get_skills (step)[0]);
      break;
    case TRUCO_LESSON_STEP_EXAMPLE:
      g_assert_nonnull (paragraphs[0]);
      g_assert_cmpuint (n_cards, ==, 0);
      g_assert_nonnull (truco_lesson_step_get_situation (step));
      check_situation_against_engine (truco_lesson_step_get_situation (step));
      break;
    case TRUCO_LESSON_STEP_TRY:
      g_assert_null (paragraphs[0]);
      g_assert_nonnull (truco_lesson_step_get_skills (step)[0]);
      g_assert_cmpuint (truco_lesson_step_get_n_items (step), >=, 1);
      g_assert_cmpuint (truco_lesson_step_get_n_hinted (step), <=, truco_lesson_step_get_n_items (step));
      g_assert_nonnull (truco_lesson_step_get_rules (step));
      /* Hints fade: shown on the first items only. */
      for (guint i = 0; i < truco_lesson_step_get_n_items (step); i++)
        g_assert_true (truco_lesson_step_shows_hints (step, i) == (i < truco_lesson_step_get_n_hinted (step)));
      break;
    case TRUCO_LESSON_STEP_CHECK:
      g_assert_cmpuint (truco_lesson_step_get_n_items (step), >=, 5);
      g_assert_cmpuint (truco_lesson_step_get_pass_mark (step), >=, 1);
      g_assert_cmpuint (truco_lesson_step_get_pass_mark (step), <=, truco_lesson_step_get_n_items (step));
      g_assert_nonnull (truco_lesson_step_get_rules (step));
      for (guint i = 0; truco_lesson_step_get_skills (step)[i] != NULL; i++)
        g_assert_true (g_strv_contains (truco_lesson_get_skills (lesson), truco_lesson_step_get_skills (step)[i]));
      break;
    default:
      g_assert_not_reached ();
    }
}

static void
test_lessons_every_variant (void)
{
  guint n_loaded = 0;

  for (guint v = 0; v < truco_variant_get_count (); v++)
    {
      const char *variant = truco_variant_get_id (truco_variant_get_nth (v));
      g_autoptr(TrucoCurriculum) curriculum = load_variant (variant);
      GListModel *model;

      if (curriculum == NULL)
        continue;
      n_loaded++;
      model = G_LIST_MODEL (curriculum);
      g_assert_cmpstr (truco_curriculum_get_variant (curriculum), ==, variant);
      g_assert_cmpuint (g_list_model_get_n_items (model), >, 0);
      g_assert_true (g_list_model_get_item_type (model) == TRUCO_TYPE_LESSON);

      for (guint i = 0; i < g_list_model_get_n_items (model); i++)
        {
          g_autoptr(TrucoLesson) lesson = g_list_model_get_item (model, i);
          guint n_examples = 0, n_checks = 0;
          guint n_steps = truco_lesson_get_n_steps (lesson);

          g_test_message ("%s: %s (%u steps)", truco_lesson_get_id (lesson), truco_lesson_get_title (lesson), n_steps);
          g_assert_true (g_str_has_prefix (truco_lesson_get_id (lesson), variant));
          g_assert_cmpstr (truco_lesson_get_variant (lesson), ==, variant);
          g_assert_true (truco_curriculum_lookup (curriculum, truco_lesson_get_id (lesson)) == lesson);
          g_assert_cmpint (truco_curriculum_get_index (curriculum, truco_lesson_get_id (lesson)), ==, i);
          g_assert_cmpstr (truco_lesson_get_title (lesson), !=, "");
          g_assert_cmpstr (truco_lesson_get_goal (lesson), !=, "");
          g_assert_cmpuint (truco_lesson_get_minutes (lesson), >=, 3);
          g_assert_cmpuint (truco_lesson_get_minutes (lesson), <=, 8);
          g_assert_nonnull (truco_lesson_get_skills (lesson)[0]);

          /* Every step, walking the lesson from its first step with
           * Continue, is reached and can be shown. */
          for (guint s = 0; s < n_steps; s++)
            {
              TrucoLessonStep *step = truco_lesson_get_step (lesson, s);

              g_assert_nonnull (step);
              check_step (lesson, step);
              n_examples += truco_lesson_step_get_kind (step) == TRUCO_LESSON_STEP_EXAMPLE;
              n_checks += truco_lesson_step_get_kind (step) == TRUCO_LESSON_STEP_CHECK;
            }
          g_assert_cmpuint (n_examples, >=, 1);
          g_assert_cmpuint (n_checks, >=, 1);
          g_assert_cmpint (truco_lesson_step_get_kind (truco_lesson_get_step (lesson, n_steps - 1)), ==,
                           TRUCO_LESSON_STEP_CHECK);
        }
    }

  /* Argentine Truco has its path. */
  g_assert_cmpuint (n_loaded, >=, 1);
}

static void
test_lessons_argentine_order (void)
{
  static const char * const first[] = {
    "ar-deck", "ar-ranking", "ar-mano", "ar-tricks", "ar-hand", "ar-envido",
  };
  g_autoptr(TrucoCurriculum) curriculum = load_variant ("ar");

  g_assert_nonnull (curriculum);
  for (guint i = 0; i < G_N_ELEMENTS (first); i++)
    g_assert_cmpint (truco_curriculum_get_index (curriculum, first[i]), ==, i);
  g_assert_null (truco_curriculum_lookup (curriculum, "cat-deck"));
  g_assert_cmpint (truco_curriculum_get_index (curriculum, "nope"), ==, -1);
}

static void
test_lessons_envido_example (void)
{
  g_autoptr(TrucoCurriculum) curriculum = load_variant ("ar");
  TrucoLesson *lesson = truco_curriculum_lookup (curriculum, "ar-envido");
  TrucoSituation *situation = NULL;

  g_assert_nonnull (lesson);
  for (guint s = 0; s < truco_lesson_get_n_steps (lesson) && situation == NULL; s++)
    situation = truco_lesson_step_get_situation (truco_lesson_get_step (lesson, s));

  /* 7E 6E 3O: the two swords count with the 20. */
  g_assert_nonnull (situation);
  g_assert_cmpint (truco_situation_get_kind (situation), ==, TRUCO_SITUATION_ENVIDO);
  g_assert_cmpint (truco_situation_get_value (situation), ==, 33);
}

/* An explanation that teaches what envido-count needs first. */
#define TEACH "<explain teaches='ar.envido.card-values'><text>A</text></explain>"

/* The units of each path: titled, in order, every lesson in exactly one,
 * minutes the sum of their lessons'; every lesson of every file loads. */
static void
test_lessons_units (void)
{
  static const char * const ar_units[] = {
    "ar-unit-cards", "ar-unit-tricks", "ar-unit-envido", "ar-unit-truco",
    "ar-unit-scoring", "ar-unit-flor", "ar-unit-players",
  };

  for (guint v = 0; v < truco_variant_get_count (); v++)
    {
      const char *variant = truco_variant_get_id (truco_variant_get_nth (v));
      g_autoptr(TrucoCurriculum) curriculum = load_variant (variant);
      GListModel *units;
      guint n_lessons = 0;

      g_assert_nonnull (curriculum);
      g_assert_cmpuint (truco_curriculum_get_n_unreadable (curriculum), ==, 0);
      g_assert_null (truco_curriculum_get_problems (curriculum)[0]);
      g_assert_nonnull (truco_curriculum_get_topic_map (curriculum));
      units = truco_curriculum_get_units (curriculum);
      g_assert_cmpuint (g_list_model_get_n_items (units), >=, 2);
      for (guint u = 0; u < g_list_model_get_n_items (units); u++)
        {
          g_autoptr(TrucoCurriculumUnit) unit = g_list_model_get_item (units, u);
          GListModel *lessons = truco_curriculum_unit_get_lessons (unit);
          guint minutes = 0;

          g_assert_nonnull (truco_curriculum_unit_get_title (unit));
          g_assert_true (g_str_has_prefix (truco_curriculum_unit_get_id (unit), variant));
          if (g_str_equal (variant, "ar"))
            g_assert_cmpstr (truco_curriculum_unit_get_id (unit), ==, ar_units[u]);
          g_assert_cmpuint (g_list_model_get_n_items (lessons), >, 0);
          for (guint i = 0; i < g_list_model_get_n_items (lessons); i++)
            {
              g_autoptr(TrucoLesson) lesson = g_list_model_get_item (lessons, i);
              g_autoptr(TrucoLesson) in_path = g_list_model_get_item (G_LIST_MODEL (curriculum), n_lessons);

              /* The units list the path's lessons in the path's order. */
              g_assert_true (lesson == in_path);
              g_assert_cmpstr (truco_lesson_get_unit_id (lesson), ==, truco_curriculum_unit_get_id (unit));
              g_assert_cmpstr (truco_lesson_get_unit_title (lesson), ==, truco_curriculum_unit_get_title (unit));
              minutes += truco_lesson_get_minutes (lesson);
              n_lessons++;
            }
          g_assert_cmpuint (truco_curriculum_unit_get_minutes (unit), ==, minutes);
        }
      g_assert_cmpuint (n_lessons, ==, g_list_model_get_n_items (G_LIST_MODEL (curriculum)));
      if (g_str_equal (variant, "ar"))
        g_assert_cmpuint (g_list_model_get_n_items (units), ==, G_N_ELEMENTS (ar_units));
    }
}

/* Nothing asked before it is taught: each try and check has as its scope
 * exactly the topics taught before it in the path, and each of its
 * skills practises one of them; every topic of the map is taught by some
 * lesson, which a hint can link to. */
static void
test_lessons_scopes (void)
{
  TrucoTopicMap *map = truco_topic_map_get_default ();

  g_assert_nonnull (map);
  for (guint v = 0; v < truco_variant_get_count (); v++)
    {
      const char *variant = truco_variant_get_id (truco_variant_get_nth (v));
      g_autoptr(TrucoCurriculum) curriculum = load_variant (variant);
      g_autoptr(GPtrArray) taught = g_ptr_array_new_null_terminated (64, NULL, TRUE);
      const char * const *ids = truco_topic_map_list (map, variant);
      guint n_scoped = 0;

      g_assert_nonnull (ids[0]);
      for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (curriculum)); i++)
        {
          g_autoptr(TrucoLesson) lesson = g_list_model_get_item (G_LIST_MODEL (curriculum), i);

          for (guint s = 0; s < truco_lesson_get_n_steps (lesson); s++)
            {
              TrucoLessonStep *step = truco_lesson_get_step (lesson, s);
              const char * const *topics = truco_lesson_step_get_topics (step);
              const char * const *scope = truco_lesson_step_get_scope (step);
              const char * const *skills = truco_lesson_step_get_skills (step);

              switch (truco_lesson_step_get_kind (step))
                {
                case TRUCO_LESSON_STEP_EXPLAIN:
                  g_assert_null (scope[0]);
                  for (guint t = 0; topics[t] != NULL; t++)
                    {
                      g_assert_cmpstr (truco_topic_map_get_variant (map, topics[t]), ==, variant);
                      if (!g_strv_contains ((const char * const *) taught->pdata, topics[t]))
                        g_ptr_array_add (taught, (gpointer) topics[t]);
                    }
                  break;
                case TRUCO_LESSON_STEP_EXAMPLE:
                  for (guint t = 0; topics[t] != NULL; t++)
                    g_assert_true (truco_topic_map_has (map, topics[t]));
                  break;
                case TRUCO_LESSON_STEP_TRY:
                case TRUCO_LESSON_STEP_CHECK:
                  g_assert_cmpuint (g_strv_length ((char **) scope), ==, taught->len);
                  for (guint t = 0; scope[t] != NULL; t++)
                    g_assert_true (g_strv_contains ((const char * const *) taught->pdata, scope[t]));
                  for (guint k = 0; skills[k] != NULL; k++)
                    {
                      gboolean reachable = FALSE;

                      for (guint t = 0; scope[t] != NULL; t++)
                        reachable |= g_strcmp0 (truco_topic_map_get_skill (map, scope[t]), skills[k]) == 0;
                      if (!reachable)
                        g_error ("%s: %s asks %s outside its scope", variant, truco_lesson_get_id (lesson), skills[k]);
                    }
                  n_scoped++;
                  break;
                default:
                  g_assert_not_reached ();
                }
            }
        }
      g_assert_cmpuint (n_scoped, >, 0);
      for (guint t = 0; ids[t] != NULL; t++)
        {
          TrucoLesson *lesson = truco_curriculum_find_teaching_lesson (curriculum, ids[t]);

          if (lesson == NULL)
            g_error ("%s: no lesson teaches %s", variant, ids[t]);
          g_assert_true (g_strv_contains (truco_lesson_get_topics (lesson), ids[t]));
          g_assert_nonnull (truco_topic_map_get_rule (map, ids[t]));
        }
      g_test_message ("%s: %u topics, all taught; %u tries and checks in scope", variant,
                      g_strv_length ((char **) ids), n_scoped);
    }
}

/* A lesson that cannot be read is left out; the others load, and the
 * curriculum says one could not be read, with the line and the name. */
static void
test_lessons_unreadable (void)
{
  static const char doc[] =
    "<lessons variant='ar'>\n"
    "<unit id='ar-u'><title>U</title>\n"
    "<lesson id='ar-a' minutes='4'><title>A</title><goal>G</goal>" TEACH
    "<example><text>E</text><situation kind='envido' cards='7E 6E 3O'/></example>"
    "<check skills='envido-count' items='5' pass='4'/></lesson>\n"
    "<lesson id='ar-b' minutes='4'><title>B</title><goal>G</goal>\n"
    "<explain teaches='ar.envido.jokers'><text>A</text><cards>1E</cards></explain>"
    "<example><text>E</text><situation kind='envido' cards='7E 6E 3O'/></example>"
    "<check skills='envido-count' items='5' pass='4'/></lesson>\n"
    "<lesson id='ar-c' minutes='4'><title>C</title><goal>G</goal>"
    "<example><text>E</text><situation kind='envido' cards='7E 6E 3O'/></example>"
    "<check skills='envido-count' items='5' pass='4'/></lesson>\n"
    "</unit></lessons>";
  g_autoptr(GBytes) bytes = g_bytes_new_static (doc, strlen (doc));
  g_autoptr(GError) error = NULL;
  g_autoptr(TrucoCurriculum) curriculum = truco_curriculum_new_from_bytes (bytes, &error);
  g_autoptr(TrucoCurriculumUnit) unit = NULL;
  guint n_unreadable = 0;

  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (curriculum)), ==, 2);
  g_assert_nonnull (truco_curriculum_lookup (curriculum, "ar-a"));
  g_assert_null (truco_curriculum_lookup (curriculum, "ar-b"));
  /* ar-c asks envido-count, which ar-a taught. */
  g_assert_nonnull (truco_curriculum_lookup (curriculum, "ar-c"));
  g_object_get (curriculum, "n-unreadable", &n_unreadable, NULL);
  g_assert_cmpuint (n_unreadable, ==, 1);
  g_assert_nonnull (strstr (truco_curriculum_get_problems (curriculum)[0], "line 5"));
  g_assert_nonnull (strstr (truco_curriculum_get_problems (curriculum)[0], "ar.envido.jokers"));
  unit = g_list_model_get_item (truco_curriculum_get_units (curriculum), 0);
  g_assert_cmpuint (g_list_model_get_n_items (truco_curriculum_unit_get_lessons (unit)), ==, 2);

  /* Loaded as a file, the problem names the file too, and is logged. */
  {
    g_autoptr(TrucoCurriculum) named = NULL;
    const char *problem;

    GLogLevelFlags fatal;

    /* The warning it logs is expected (g_test_expect_message() does not
     * see structured logging in GLib 2.74). */
    fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
    named = truco_curriculum_new_from_file_bytes (bytes, "/io/github/truquero/Truquero/lessons/ar.xml", &error);
    g_log_set_always_fatal (fatal);
    g_assert_no_error (error);
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (named)), ==, 2);
    problem = truco_curriculum_get_problems (named)[0];
    g_assert_true (g_str_has_prefix (problem, "ar.xml: "));
    g_assert_nonnull (strstr (problem, "line 5"));
    g_assert_nonnull (strstr (problem, "ar.envido.jokers"));
  }

  /* A file that cannot be read at all names the file. */
  {
    g_autoptr(GBytes) broken = g_bytes_new_static ("<lessons", 8);
    g_autoptr(TrucoCurriculum) none = truco_curriculum_new_from_file_bytes (broken, "lessons/fr.xml", &error);

    g_assert_null (none);
    g_assert_error (error, TRUCO_CURRICULUM_ERROR, TRUCO_CURRICULUM_ERROR_PARSE);
    g_assert_true (g_str_has_prefix (error->message, "fr.xml: "));
    g_clear_error (&error);
  }
}

/* The topic map refuses what would make a lesson point nowhere: an
 * unknown skill, a need that is no topic, a cycle of needs; with the line
 * and the name. */
static void
test_topic_map_damaged (void)
{
  static const struct
  {
    const char *doc;
    const char *says;
  } cases[] = {
    { "<topics><variant id='ar'><topic id='ar.a' skill='envido-count'><rule>A.</rule></topic></variant></topics>", NULL },
    { "<topics><variant id='ar'><topic id='ar.a' skill='envido-juggling'><rule>A.</rule></topic></variant></topics>",
      "envido-juggling" },
    { "<topics><variant id='ar'><topic id='ar.a' skill='envido-count' needs='ar.b'><rule>A.</rule></topic>"
      "</variant></topics>", "“ar.b”, which is not a topic" },
    { "<topics><variant id='ar'>\n<topic id='ar.a' skill='envido-count' needs='ar.b'><rule>A.</rule></topic>\n"
      "<topic id='ar.b' skill='envido-count' needs='ar.a'><rule>B.</rule></topic></variant></topics>", "cycle" },
    { "<topics><variant id='ar'><topic id='ar.a' skill='envido-count'><rule>A.</rule></topic>"
      "<topic id='ar.a' skill='envido-count'><rule>A.</rule></topic></variant></topics>", "twice" },
    { "<topics><variant id='ar'><topic id='cat.a' skill='envido-count'><rule>A.</rule></topic></variant></topics>",
      "cat.a" },
    { "<topics><variant id='ar'><topic id='ar.a' skill='envido-count'/></variant></topics>", "no <rule>" },
    { "<topics><variant id='xx'/></topics>", "variant" },
    { "<topics><variant id='ar'><topic id='ar.a' skill='envido-count'><rule>A", "well-formed" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GBytes) bytes = g_bytes_new_static (cases[i].doc, strlen (cases[i].doc));
      g_autoptr(GError) error = NULL;
      g_autoptr(TrucoTopicMap) map = truco_topic_map_new_from_bytes (bytes, &error);

      if (cases[i].says == NULL)
        {
          g_assert_no_error (error);
          g_assert_cmpstr (truco_topic_map_get_rule (map, "ar.a"), ==, "A.");
          g_assert_cmpstr (truco_topic_map_get_skill (map, "ar.a"), ==, "envido-count");
          continue;
        }
      g_assert_null (map);
      {
        int code = strstr (cases[i].says, "well-formed") != NULL ? TRUCO_CURRICULUM_ERROR_PARSE
                                                                : TRUCO_CURRICULUM_ERROR_INVALID;

        g_assert_error (error, TRUCO_CURRICULUM_ERROR, code);
      }
      if (strstr (error->message, cases[i].says) == NULL)
        g_error ("case %u: “%s” does not say “%s”", i, error->message, cases[i].says);
    }

  /* The cycle names the line of a topic in it. */
  {
    g_autoptr(GBytes) bytes = g_bytes_new_static (cases[3].doc, strlen (cases[3].doc));
    g_autoptr(GError) error = NULL;

    g_assert_null (truco_topic_map_new_from_bytes (bytes, &error));
    g_assert_nonnull (strstr (error->message, "line 2"));
  }
}

static void
test_lessons_unknown_variant (void)
{
  g_autoptr(GError) error = NULL;

  g_assert_null (truco_curriculum_new_for_variant ("xx", &error));
  g_assert_error (error, TRUCO_CURRICULUM_ERROR, TRUCO_CURRICULUM_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_null (truco_curriculum_new_for_variant ("../ar", &error));
  g_assert_error (error, TRUCO_CURRICULUM_ERROR, TRUCO_CURRICULUM_ERROR_NOT_FOUND);
}

static void
test_lessons_stars (void)
{
  static const char doc[] =
    "<lessons variant='ar'><lesson id='ar-x' minutes='3'><title>T</title><goal>G</goal>"
    "<explain teaches='ar.envido.card-values'><text>A</text></explain>"
    "<example><text>E</text><situation kind='envido' cards='1E 2E 3E'/></example>"
    "<try skills='envido-count' items='4' hints='2'/>"
    "<check skills='envido-count' items='5' pass='4'/></lesson></lessons>";
  g_autoptr(GBytes) bytes = g_bytes_new_static (doc, strlen (doc));
  g_autoptr(GError) error = NULL;
  g_autoptr(TrucoCurriculum) curriculum = truco_curriculum_new_from_bytes (bytes, &error);
  TrucoLesson *lesson;
  TrucoLessonStep *try, *check;

  g_assert_no_error (error);
  lesson = truco_curriculum_lookup (curriculum, "ar-x");
  try = truco_lesson_get_step (lesson, 2);
  check = truco_lesson_get_step (lesson, 3);

  g_assert_true (truco_lesson_step_shows_hints (try, 0));
  g_assert_true (truco_lesson_step_shows_hints (try, 1));
  g_assert_false (truco_lesson_step_shows_hints (try, 2));
  g_assert_false (truco_lesson_step_shows_hints (try, 3));

  g_assert_false (truco_lesson_step_is_passed (check, 3));
  g_assert_true (truco_lesson_step_is_passed (check, 4));
  /* Three stars need no mistake and no hint; each mistake and each
   * question hinted costs one, down to one star for a check passed. */
  g_assert_cmpuint (truco_lesson_step_get_stars (check, 3, 0), ==, 0);
  g_assert_cmpuint (truco_lesson_step_get_stars (check, 3, 2), ==, 0);
  g_assert_cmpuint (truco_lesson_step_get_stars (check, 5, 0), ==, 3);
  g_assert_cmpuint (truco_lesson_step_get_stars (check, 4, 0), ==, 2);
  g_assert_cmpuint (truco_lesson_step_get_stars (check, 5, 1), ==, 2);
  g_assert_cmpuint (truco_lesson_step_get_stars (check, 4, 1), ==, 1);
  g_assert_cmpuint (truco_lesson_step_get_stars (check, 5, 2), ==, 1);
  g_assert_cmpuint (truco_lesson_step_get_stars (check, 5, 9), ==, 1);
  g_assert_cmpuint (truco_lesson_step_get_stars (check, 4, 5), ==, 1);

  /* The sentence under the stars says exactly what earned them, for every
   * way of passing this check. */
  for (guint n_correct = 4; n_correct <= 5; n_correct++)
    for (guint n_hints = 0; n_hints <= 5; n_hints++)
      {
        guint stars = truco_lesson_step_get_stars (check, n_correct, n_hints);
        guint n_mistakes = 5 - n_correct;
        g_autofree char *why = truco_stars_describe (stars, n_mistakes, n_hints);
        g_autofree char *expected = NULL;

        g_assert_cmpuint (stars, ==, n_mistakes + n_hints == 0 ? 3 : n_mistakes + n_hints == 1 ? 2 : 1);
        expected = g_strdup_printf ("%u %s: %s and %s", stars, stars == 1 ? "star" : "stars",
                                    n_mistakes == 0 ? "no mistakes" : "1 mistake",
                                    n_hints == 0 ? "no hints" : n_hints == 1 ? "1 hint" : "");
        if (n_hints >= 2)
          {
            g_autofree char *hints = g_strdup_printf ("%u hints", n_hints);
            char *tmp = g_strconcat (expected, hints, NULL);

            g_free (expected);
            expected = tmp;
          }
        g_assert_cmpstr (why, ==, expected);
      }

  /* Three of one suit without flor: the two highest and the 20. */
  g_assert_cmpint (truco_situation_get_value (truco_lesson_step_get_situation (truco_lesson_get_step (lesson, 1))),
                   ==, 25);
}

#define LESSON_HEAD "<lessons variant='ar'><lesson id='ar-x' minutes='4'><title>T</title><goal>G</goal>" TEACH
#define EXAMPLE "<example><text>E</text><situation kind='envido' cards='7E 6E 3O'/></example>"
#define CHECK "<check skills='envido-count' items='5' pass='4'/>"
#define LESSON_TAIL "</lesson></lessons>"

static void
test_lessons_damaged (void)
{
  static const struct
  {
    const char *doc;
    int         code;
    const char *says;
  } cases[] = {
    { "", TRUCO_CURRICULUM_ERROR_PARSE, "empty" },
    { "<lessons", TRUCO_CURRICULUM_ERROR_PARSE, "well-formed" },
    { "<glossary/>", TRUCO_CURRICULUM_ERROR_INVALID, "<lessons>" },
    { "<lessons variant='xx'/>", TRUCO_CURRICULUM_ERROR_INVALID, "variant" },
    { "<lessons variant='ar'/>", TRUCO_CURRICULUM_ERROR_INVALID, "no <lesson>" },
    { "<lessons variant='ar' x='1'/>", TRUCO_CURRICULUM_ERROR_INVALID, "no attribute x" },
    { LESSON_HEAD EXAMPLE CHECK LESSON_TAIL, -1, NULL },
    { "<lessons variant='ar'><lesson id='cat-x' minutes='4'><title>T</title><goal>G</goal>" TEACH EXAMPLE CHECK LESSON_TAIL,
      TRUCO_CURRICULUM_ERROR_INVALID, "starts with its variant" },
    { "<lessons variant='ar'><lesson id='ar-X' minutes='4'><title>T</title><goal>G</goal>" TEACH EXAMPLE CHECK LESSON_TAIL,
      TRUCO_CURRICULUM_ERROR_INVALID, "lower-case" },
    { "<lessons variant='ar'><lesson id='ar-x' minutes='2'><title>T</title><goal>G</goal>" TEACH EXAMPLE CHECK LESSON_TAIL,
      TRUCO_CURRICULUM_ERROR_INVALID, "minutes" },
    { "<lessons variant='ar'><lesson id='ar-x' minutes='9'><title>T</title><goal>G</goal>" TEACH EXAMPLE CHECK LESSON_TAIL,
      TRUCO_CURRICULUM_ERROR_INVALID, "minutes" },
    { "<lessons variant='ar'><lesson id='ar-x'><title>T</title><goal>G</goal>" TEACH EXAMPLE CHECK LESSON_TAIL,
      TRUCO_CURRICULUM_ERROR_INVALID, "minutes" },
    { "<lessons variant='ar'><lesson id='ar-x' minutes='4'><goal>G</goal>" EXAMPLE CHECK LESSON_TAIL,
      TRUCO_CURRICULUM_ERROR_INVALID, "title" },
    { "<lessons variant='ar'><lesson id='ar-x' minutes='4'><title>T</title>" EXAMPLE CHECK LESSON_TAIL,
      TRUCO_CURRICULUM_ERROR_INVALID, "goal" },
    { "<lessons variant='ar'><lesson id='ar-x' minutes='4'><title>T</title><goal>G</goal><title>U</title>" EXAMPLE CHECK LESSON_TAIL,
      TRUCO_CURRICULUM_ERROR_INVALID, "title" },
    { "<lessons variant='ar'><lesson id='ar-x' minutes='4'><title> </title><goal>G</goal>" EXAMPLE CHECK LESSON_TAIL,
      TRUCO_CURRICULUM_ERROR_INVALID, "empty" },
    { LESSON_HEAD CHECK LESSON_TAIL, TRUCO_CURRICULUM_ERROR_INVALID, "<example>" },
    { LESSON_HEAD EXAMPLE LESSON_TAIL, TRUCO_CURRICULUM_ERROR_INVALID, "<check>" },
    { LESSON_HEAD EXAMPLE CHECK EXAMPLE LESSON_TAIL, TRUCO_CURRICULUM_ERROR_INVALID, "end with a <check>" },
    { LESSON_HEAD EXAMPLE CHECK LESSON_TAIL "x", TRUCO_CURRICULUM_ERROR_PARSE, "well-formed" },
    { LESSON_HEAD EXAMPLE CHECK LESSON_TAIL "<lessons variant='put'/>", TRUCO_CURRICULUM_ERROR_INVALID, "second" },
    { LESSON_HEAD EXAMPLE CHECK "</lesson><lesson id='ar-x' minutes='4'><title>T</title><goal>G</goal>" TEACH EXAMPLE CHECK LESSON_TAIL,
      TRUCO_CURRICULUM_ERROR_INVALID, "twice" },
    { LESSON_HEAD "stray text" EXAMPLE CHECK LESSON_TAIL, TRUCO_CURRICULUM_ERROR_INVALID, "text outside" },
    { LESSON_HEAD "<explain/>" EXAMPLE CHECK LESSON_TAIL, TRUCO_CURRICULUM_ERROR_INVALID, "no <text>" },
    { LESSON_HEAD "<explain><text>A</text><cards>8E</cards></explain>" EXAMPLE CHECK LESSON_TAIL,
      TRUCO_CURRICULUM_ERROR_INVALID, "8E" },
    { LESSON_HEAD "<explain><text>A</text><cards>1E 1E</cards></explain>" EXAMPLE CHECK LESSON_TAIL,
      TRUCO_CURRICULUM_ERROR_INVALID, "twice" },
    { LESSON_HEAD "<explain><text>A</text><cards highlight='2E'>1E</cards></explain>" EXAMPLE CHECK LESSON_TAIL,
      TRUCO_CURRICULUM_ERROR_INVALID, "not among" },
    { LESSON_HEAD "<explain><text>A</text><cards>7S</cards></explain>" EXAMPLE CHECK LESSON_TAIL,
      TRUCO_CURRICULUM_ERROR_INVALID, "7S" },
    { LESSON_HEAD "<explain><text>A</text><term ref='Bad Id'/></explain>" EXAMPLE CHECK LESSON_TAIL,
      TRUCO_CURRICULUM_ERROR_INVALID, "ref" },
    { LESSON_HEAD "<explain><text>A</text><term ref='mano'/><term ref='mano'/></explain>" EXAMPLE CHECK LESSON_TAIL,
      TRUCO_CURRICULUM_ERROR_INVALID, "twice" },
    { LESSON_HEAD "<explain><term ref='mano'/><text>A</text></explain>" EXAMPLE CHECK LESSON_TAIL,
      TRUCO_CURRICULUM_ERROR_INVALID, "text" },
    { LESSON_HEAD "<explain><text>A<b>B</b></text></explain>" EXAMPLE CHECK LESSON_TAIL,
      TRUCO_CURRICULUM_ERROR_INVALID, "no children" },
    { LESSON_HEAD "<example><situation kind='envido' cards='7E 6E 3O'/></example>" CHECK LESSON_TAIL,
      TRUCO_CURRICULUM_ERROR_INVALID, "<text>" },
    { LESSON_HEAD "<example><text>E</text></example>" CHECK LESSON_TAIL, TRUCO_CURRICULUM_ERROR_INVALID, "no <situation>" },
    { LESSON_HEAD "<example><text>E</text><situation cards='7E 6E 3O'/></example>" CHECK LESSON_TAIL,
      TRUCO_CURRICULUM_ERROR_INVALID, "kind" },
    { LESSON_HEAD "<example><text>E</text><situation kind='envido' cards='7E 6E 8O'/></example>" CHECK LESSON_TAIL,
      TRUCO_CURRICULUM_ERROR_INVALID, "not legal" },
    { LESSON_HEAD "<example><text>E</text><situation kind='flor' cards='7E 6E 3E'/></example>" CHECK LESSON_TAIL,
      TRUCO_CURRICULUM_ERROR_INVALID, "flor" },
    { LESSON_HEAD "<example><text>E</text><situation kind='embit' cards='7E 6E 3E'/></example>" CHECK LESSON_TAIL,
      TRUCO_CURRICULUM_ERROR_INVALID, "embit" },
    { LESSON_HEAD "<example><text>E</text><situation kind='envido' cards='7E 6E 3O'/>"
      "<situation kind='envido' cards='7E 6E 3O'/></example>" CHECK LESSON_TAIL,
      TRUCO_CURRICULUM_ERROR_INVALID, "one <situation>" },
    { LESSON_HEAD EXAMPLE "<try skills='envido-count' items='3' hints='4'/>" CHECK LESSON_TAIL,
      TRUCO_CURRICULUM_ERROR_INVALID, "hints" },
    { LESSON_HEAD EXAMPLE "<try items='3' hints='1'/>" CHECK LESSON_TAIL, TRUCO_CURRICULUM_ERROR_INVALID, "skills" },
    { LESSON_HEAD EXAMPLE "<try skills='a a' items='3' hints='1'/>" CHECK LESSON_TAIL,
      TRUCO_CURRICULUM_ERROR_INVALID, "different" },
    { LESSON_HEAD EXAMPLE "<check skills='envido-count' items='4' pass='4'/>" LESSON_TAIL,
      TRUCO_CURRICULUM_ERROR_INVALID, "items" },
    { LESSON_HEAD EXAMPLE "<check skills='envido-count' items='5' pass='6'/>" LESSON_TAIL,
      TRUCO_CURRICULUM_ERROR_INVALID, "pass" },
    { LESSON_HEAD EXAMPLE "<check skills='envido-count' items='5' pass='4' options='flor_enabled=maybe'/>" LESSON_TAIL,
      TRUCO_CURRICULUM_ERROR_INVALID, "flor_enabled" },
    { LESSON_HEAD EXAMPLE "<check skills='envido-count' items='5' pass='4' options='nonsense'/>" LESSON_TAIL,
      TRUCO_CURRICULUM_ERROR_INVALID, "nonsense" },
    { LESSON_HEAD EXAMPLE "<quiz/>" CHECK LESSON_TAIL, TRUCO_CURRICULUM_ERROR_INVALID, "<quiz>" },
    /* Topics, skills and scopes. */
    { LESSON_HEAD "<explain teaches='ar.envido.jokers'><text>A</text></explain>" EXAMPLE CHECK LESSON_TAIL,
      TRUCO_CURRICULUM_ERROR_INVALID, "ar.envido.jokers" },
    { LESSON_HEAD "<explain teaches='cat.cards.deck'><text>A</text></explain>" EXAMPLE CHECK LESSON_TAIL,
      TRUCO_CURRICULUM_ERROR_INVALID, "cat.cards.deck" },
    { LESSON_HEAD "<example shows='ar.envido.jokers'><text>E</text><situation kind='envido' cards='7E 6E 3O'/></example>"
      CHECK LESSON_TAIL, TRUCO_CURRICULUM_ERROR_INVALID, "ar.envido.jokers" },
    { LESSON_HEAD "<explain covers='ar.envido.pair'><text>A</text></explain>" EXAMPLE CHECK LESSON_TAIL,
      TRUCO_CURRICULUM_ERROR_INVALID, "covers" },
    { LESSON_HEAD EXAMPLE "<check skills='envido-juggling' items='5' pass='4'/>" LESSON_TAIL,
      TRUCO_CURRICULUM_ERROR_INVALID, "envido-juggling" },
    { LESSON_HEAD EXAMPLE "<check skills='falta-value' items='5' pass='4'/>" LESSON_TAIL,
      TRUCO_CURRICULUM_ERROR_INVALID, "scope" },
    /* Units. */
    { "<lessons variant='ar'><unit id='ar-u'><title>U</title><lesson id='ar-x' minutes='4'><title>T</title>"
      "<goal>G</goal>" TEACH EXAMPLE CHECK "</lesson></unit></lessons>", -1, NULL },
    { "<lessons variant='ar'><unit id='ar-u'><lesson id='ar-x' minutes='4'><title>T</title>"
      "<goal>G</goal>" TEACH EXAMPLE CHECK "</lesson></unit></lessons>", TRUCO_CURRICULUM_ERROR_INVALID, "<title>" },
    { "<lessons variant='ar'><unit id='cat-u'><title>U</title><lesson id='ar-x' minutes='4'><title>T</title>"
      "<goal>G</goal>" TEACH EXAMPLE CHECK "</lesson></unit></lessons>", TRUCO_CURRICULUM_ERROR_INVALID, "<unit>" },
  };

  /* Empty bytes without any data (what g_bytes_new (NULL, 0) gives). */
  {
    g_autoptr(GBytes) bytes = g_bytes_new (NULL, 0);
    g_autoptr(GError) error = NULL;

    g_assert_null (truco_curriculum_new_from_bytes (bytes, &error));
    g_assert_error (error, TRUCO_CURRICULUM_ERROR, TRUCO_CURRICULUM_ERROR_PARSE);
  }

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GBytes) bytes = g_bytes_new_static (cases[i].doc, strlen (cases[i].doc));
      g_autoptr(GError) error = NULL;
      g_autoptr(TrucoCurriculum) curriculum = truco_curriculum_new_from_bytes (bytes, &error);

      if (cases[i].code < 0)
        {
          g_assert_no_error (error);
          g_assert_nonnull (curriculum);
          continue;
        }
      if (curriculum != NULL)
        {
          /* A damaged lesson beside a good one is left out, and said. */
          if (truco_curriculum_get_n_unreadable (curriculum) == 0)
            g_error ("case %u was accepted: %s", i, cases[i].doc);
          g_assert_cmpint (cases[i].code, ==, TRUCO_CURRICULUM_ERROR_INVALID);
          if (strstr (truco_curriculum_get_problems (curriculum)[0], cases[i].says) == NULL)
            g_error ("case %u: “%s” does not say “%s”", i, truco_curriculum_get_problems (curriculum)[0], cases[i].says);
          continue;
        }
      g_assert_error (error, TRUCO_CURRICULUM_ERROR, cases[i].code);
      if (strstr (error->message, cases[i].says) == NULL)
        g_error ("case %u: “%s” does not say “%s”", i, error->message, cases[i].says);
    }
}

typedef struct
{
  const char *variant;
  const char *kind;
  const char *keys[5];   /* NULL-terminated */
  const char *values[5];
  gboolean    legal;
  int         value;
} SituationCase;

static void
test_situations (void)
{
  static const SituationCase cases[] = {
    { "ar", "envido", { "cards" }, { "7E 6E 3O" }, TRUE, 33 },
    { "ar", "envido", { "cards" }, { "12C 10C 7B" }, TRUE, 20 },
    { "ar", "envido", { "cards" }, { "5O 4C 12E" }, TRUE, 5 },
    { "ar", "envido", { "cards" }, { "7E 6E" }, FALSE, 0 },
    { "ar", "envido", { "cards" }, { "7E 6E 3O 2O" }, FALSE, 0 },
    { "ar", "envido", { "cards" }, { "7E 7E 3O" }, FALSE, 0 },
    { "ar", "envido", { "cards" }, { "7E 9E 3O" }, FALSE, 0 },
    { "cat", "envido", { "cards" }, { "7E 6E 3O" }, FALSE, 0 },
    { "ar", "flor", { "cards" }, { "7E 6E 5E" }, FALSE, 0 },
    { "ar", "flor", { "cards", "options" }, { "7E 6E 5E", "flor_enabled=on" }, TRUE, 38 },
    { "ar", "flor", { "cards", "options" }, { "7E 6E 5O", "flor_enabled=on" }, TRUE, -1 },
    { "ar", "flor", { "cards", "options" }, { "7E 6E 5E", "flor_enabled=perhaps" }, FALSE, 0 },
    { "tyf", "embit", { "cards" }, { "7E 10O 3B" }, TRUE, 34 },
    { "ar", "trick", { "plays" }, { "A1:1E B1:1O" }, TRUE, TRUCO_SIDE_A },
    { "ar", "trick", { "plays" }, { "A1:3O B1:3E" }, TRUE, TRUCO_SIDE_NONE },
    { "ar", "trick", { "plays" }, { "A1:7C B1:12B" }, TRUE, TRUCO_SIDE_B },
    { "cat", "trick", { "plays" }, { "A1:7E B1:3C" }, TRUE, TRUCO_SIDE_B },
    { "ar", "trick", { "plays" }, { "A1:1E" }, FALSE, 0 },
    { "ar", "trick", { "plays" }, { "A1:1E A1:2E" }, FALSE, 0 },
    { "ar", "trick", { "plays" }, { "A0:1E B1:2E" }, FALSE, 0 },
    { "ar", "trick", { "plays" }, { "X1:1E B1:2E" }, FALSE, 0 },
    { "ar", "trick", { "plays" }, { "A11E B1:2E" }, FALSE, 0 },
    { "put", "trick", { "plays" }, { "A1:3S B1:AS" }, TRUE, TRUCO_SIDE_A },
    { "put", "trick", { "plays" }, { "A1:1E B1:AS" }, FALSE, 0 },
    { "ar", "hand", { "tricks" }, { "P A" }, TRUE, TRUCO_SIDE_A },
    { "ar", "hand", { "tricks" }, { "A B P" }, TRUE, TRUCO_SIDE_A },
    { "ar", "hand", { "tricks" }, { "P P P" }, TRUE, TRUCO_SIDE_A },
    { "ar", "hand", { "tricks", "mano", "dealer" }, { "P P P", "B", "A" }, TRUE, TRUCO_SIDE_B },
    { "ar", "hand", { "tricks" }, { "A B P A" }, FALSE, 0 },
    { "ar", "hand", { "tricks" }, { "Q" }, FALSE, 0 },
    { "ar", "hand", { "tricks" }, { "" }, FALSE, 0 },
    { "ar", "ladder", { "ladder", "calls" }, { "envido", "envido, real envido" }, TRUE, 5 },
    { "ar", "ladder", { "ladder", "calls" }, { "truco", "truco, retruco, vale cuatro" }, TRUE, 4 },
    { "ar", "ladder", { "ladder", "calls" }, { "envido", "real envido, envido" }, FALSE, 0 },
    { "ar", "ladder", { "ladder", "calls" }, { "envido", "envido, real envidio" }, FALSE, 0 },
    { "ar", "ladder", { "ladder", "calls" }, { "flor", "flor" }, FALSE, 0 },
    { "ar", "ladder", { "ladder", "calls" }, { "embit", "j'embide" }, FALSE, 0 },
    { "ar", "ladder", { "ladder", "calls" }, { "banana", "truco" }, FALSE, 0 },
    { "ar", "ladder", { "ladder" }, { "truco" }, FALSE, 0 },
    { "cat", "ladder", { "ladder", "calls" }, { "truco", "truc, retruc" }, TRUE, 3 },
    { "ar", "ladder", { "ladder", "calls", "answer" }, { "envido", "envido, real envido", "refused" }, TRUE, 2 },
    { "ar", "ladder", { "ladder", "calls", "score" }, { "envido", "envido, falta envido", "20 10" }, TRUE, 10 },
    { "ar", "ladder", { "ladder", "calls", "options", "flors" }, { "flor", "flor, contraflor", "flor_enabled=on", "2" },
      TRUE, 6 },
    { "fr", "ladder", { "ladder", "calls", "chosen" }, { "raise", "si je joue", "4" }, TRUE, 4 },
    { "fr", "ladder", { "ladder", "calls", "chosen" }, { "raise", "si je joue", "40" }, FALSE, 0 },
    { "fr", "ladder", { "ladder", "calls", "chosen" }, { "raise", "si je joue", "4 5" }, FALSE, 0 },
    { "tyf", "ladder", { "ladder", "calls" }, { "flor", "flor" }, TRUE, 3 },
    { "tyf", "ladder", { "ladder", "calls", "answer" }, { "flor", "flor", "refused" }, FALSE, 0 },
    { "ar", "ladder", { "ladder", "calls", "answer" }, { "truco", "truco", "maybe" }, FALSE, 0 },
    { "ar", "ladder", { "ladder", "calls", "winner" }, { "truco", "truco", "C" }, FALSE, 0 },
    { "ar", "falta", { "score" }, { "12 8" }, TRUE, 18 },
    { "ar", "falta", { "score", "options" }, { "12 8", "falta_mode=B" }, TRUE, -1 },
    { "ar", "falta", { "score", "pica-pica" }, { "12 8", "yes" }, TRUE, 6 },
    { "ar", "falta", { "score" }, { "12" }, FALSE, 0 },
    { "ar", "falta", { "score" }, { "12 x" }, FALSE, 0 },
    { "ar", "falta", { "target" }, { "30" }, FALSE, 0 },
    { "cat", "falta", { "score" }, { "1 2" }, FALSE, 0 },
    { "ar", "falta", { "cards" }, { "1E 2E 3E" }, FALSE, 0 },
    /* The kibitzing penalty: the other side scores 4. */
    { "ar", "penalty", { "offence", "offender", "made" }, { "kibitz", "A", "3" }, TRUE, 4 },
    { "tyf", "penalty", { "offence", "offender", "made" }, { "kibitz", "A", "3" }, FALSE, 0 },
    /* Equal embits: the first from the eldest wins (index 0, side A). */
    { "tyf", "showdown", { "embits" }, { "31 27 25 31" }, TRUE, 0 },
    { "tyf", "showdown", { "embits" }, { "27 31 25 31" }, TRUE, 1 },
    { "tyf", "showdown", { "embits" }, { "31 7" }, FALSE, 0 },
    { "ar", "showdown", { "embits" }, { "31 27" }, FALSE, 0 },
    /* The Sword and the Club score with bonus cards on, for whoever plays them. */
    { "tyf", "trick", { "plays", "options" }, { "B1:1E A1:1B", "bonus_cards=on" }, TRUE, TRUCO_SIDE_B },
    /* Señas: the signals of a hand, where partners make them. */
    { "ar", "signals", { "cards", "options" }, { "7E 6E 4C", "players=4" }, TRUE,
      (1 << TRUCO_SIGNAL_SEVEN_OF_SWORDS) | (1 << TRUCO_SIGNAL_GOOD_ENVIDO) },
    { "ar", "signals", { "cards", "options" }, { "12E 10E 4C", "players=4" }, TRUE, 1 << TRUCO_SIGNAL_BAD_CARDS },
    { "ar", "signals", { "cards" }, { "7E 6E 4C" }, FALSE, 0 },
    { "fr", "signals", { "cards", "options" }, { "7S 8S 9S", "players=4" }, FALSE, 0 },
    { "cat", "signals", { "cards", "options" }, { "3C 2O 1E", "players=4" }, TRUE,
      (1 << TRUCO_SIGNAL_THREE) | (1 << TRUCO_SIGNAL_TWO) | (1 << TRUCO_SIGNAL_ACE) },
    { "ar", "riddle", { "cards" }, { "1E 2E 3E" }, FALSE, 0 },
    { "xx", "envido", { "cards" }, { "1E 2E 3E" }, FALSE, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TrucoSituation) situation = truco_situation_new (cases[i].variant, cases[i].kind,
                                                                 cases[i].keys, cases[i].values, &error);

      if (cases[i].legal)
        {
          if (situation == NULL)
            g_error ("case %u (%s %s) refused: %s", i, cases[i].variant, cases[i].kind, error->message);
          g_assert_cmpint (truco_situation_get_value (situation), ==, cases[i].value);
          g_assert_cmpstr (truco_situation_get_kind_name (situation), ==, cases[i].kind);
          /* A Truc y Flou flor cannot be refused: the example has no refusal. */
          if (g_str_equal (cases[i].variant, "tyf") && g_str_equal (cases[i].kind, "ladder"))
            g_assert_cmpint (truco_situation_get_refused_value (situation), ==, -1);
          check_situation_against_engine (situation);
        }
      else
        {
          if (situation != NULL)
            g_error ("case %u (%s %s %s) accepted", i, cases[i].variant, cases[i].kind, cases[i].values[0]);
          g_assert_true (error->domain == TRUCO_ERROR);
          g_assert_cmpstr (error->message, !=, "");
        }
    }
}

/* A worked example names each player as its working does: the partner who
 * plays the Club is "your partner" in the bonus too, not a name. */
static void
test_lessons_example_names (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TrucoCurriculum) curriculum = truco_curriculum_new_for_variant ("tyf", &error);
  TrucoLesson *lesson;
  gboolean said = FALSE;

  g_assert_no_error (error);
  lesson = truco_curriculum_lookup (curriculum, "tyf-round");
  g_assert_nonnull (lesson);
  for (guint s = 0; s < truco_lesson_get_n_steps (lesson); s++)
    {
      TrucoLessonStep *step = truco_lesson_get_step (lesson, s);
      TrucoSituation *situation;

      if (truco_lesson_step_get_kind (step) != TRUCO_LESSON_STEP_EXAMPLE)
        continue;
      situation = truco_lesson_step_get_situation (step);
      for (guint i = 0; i < truco_situation_get_n_steps (situation); i++)
        {
          g_autofree char *text = truco_situation_format_step (situation, i);

          g_assert_null (strstr (text, "Luis played"));
          said |= strstr (text, "Your partner played the Club") != NULL;
        }
    }
  g_assert_true (said);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/lessons/every-variant", test_lessons_every_variant);
  g_test_add_func ("/lessons/argentine-order", test_lessons_argentine_order);
  g_test_add_func ("/lessons/units", test_lessons_units);
  g_test_add_func ("/lessons/scopes", test_lessons_scopes);
  g_test_add_func ("/lessons/unreadable", test_lessons_unreadable);
  g_test_add_func ("/lessons/topic-map-damaged", test_topic_map_damaged);
  g_test_add_func ("/lessons/envido-example", test_lessons_envido_example);
  g_test_add_func ("/lessons/unknown-variant", test_lessons_unknown_variant);
  g_test_add_func ("/lessons/stars", test_lessons_stars);
  g_test_add_func ("/lessons/example-names", test_lessons_example_names);
  g_test_add_func ("/lessons/damaged", test_lessons_damaged);
  g_test_add_func ("/lessons/situations", test_situations);

  return g_test_run ();
}
