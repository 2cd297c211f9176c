/* truco-quiz-skills.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the Quiz and the Learn path share about skills: which skills a rule
 * set has, the digest of the house rules a skill's schedule is kept under,
 * which skills a review may introduce, and the lesson that teaches a
 * skill. */

#include "config.h"

#include <glib/gi18n.h>

#include "truco-quiz-skills.h"
#include "truco-skill.h"

/**
 * truco_quiz_dup_skills:
 * @rules: the learner's rule set
 *
 * Returns: (transfer full): the ids of the catalogue's skills that exist
 *   under @rules, in catalogue order
 */
char **
truco_quiz_dup_skills (const TrucoRules *rules)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; i < truco_skill_get_count (); i++)
    {
      const TrucoSkill *skill = truco_skill_get_nth (i);

      if (truco_skill_applies (skill, rules, NULL))
        g_strv_builder_add (builder, truco_skill_get_id (skill));
    }

  return g_strv_builder_end (builder);
}

/**
 * truco_quiz_options_digest:
 * @rules: the learner's rule set
 * @skill: a skill id
 *
 * The house rules @skill's schedule is kept under: those set away from
 * their defaults that change the skill's answers (another falta, another
 * flor).  Changing a house rule starts a schedule of their own for the
 * skills it changes, and keeps the others'; with the defaults the digest
 * is "".
 *
 * Returns: (transfer full): the digest for truco-progress
 */
char *
truco_quiz_options_digest (const TrucoRules *rules,
                           const char       *skill)
{
  const TrucoSkill *found = truco_skill_lookup (skill);

  if (found != NULL)
    return truco_skill_dup_options_digest (found, rules);

  /* A skill the catalogue does not know (any more): every house rule. */
  return truco_quiz_every_rule_digest (rules);
}

/**
 * truco_quiz_every_rule_digest:
 * @rules: the learner's rule set
 *
 * The digest of every house rule set away from its default: what every
 * skill's schedule was kept under before each skill had its own.
 *
 * Returns: (transfer full): the digest for truco-progress
 */
char *
truco_quiz_every_rule_digest (const TrucoRules *rules)
{
  const TrucoVariant *variant = truco_rules_get_variant (rules);
  g_autoptr(GPtrArray) options = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < truco_variant_get_n_options (variant); i++)
    {
      const TrucoOption *option = truco_variant_get_option (variant, i);
      const char *key = truco_option_get_key (option);
      const char *value = truco_rules_get (rules, key);
      const char *fallback = truco_option_get_choice (option, truco_option_get_default (option));

      if (value != NULL && g_strcmp0 (value, fallback) != 0)
        g_ptr_array_add (options, g_strdup_printf ("%s=%s", key, value));
    }
  g_ptr_array_add (options, NULL);

  return truco_progress_options_digest ((const char * const *) options->pdata);
}

/**
 * truco_quiz_find_lesson:
 * @curriculum: (nullable): the variant's lessons
 * @skill: a skill id
 *
 * Returns: (nullable): the id of the first lesson of the path that
 *   practises @skill
 */
const char *
truco_quiz_find_lesson (TrucoCurriculum *curriculum,
                        const char      *skill)
{
  guint n;

  if (curriculum == NULL)
    return NULL;

  n = g_list_model_get_n_items (G_LIST_MODEL (curriculum));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TrucoLesson) lesson = g_list_model_get_item (G_LIST_MODEL (curriculum), i);
      const char * const *skills = truco_lesson_get_skills (lesson);

      if (skills != NULL && g_strv_contains (skills, skill))
        return truco_lesson_get_id (lesson);
    }

  return NULL;
}

/**
 * truco_quiz_dup_introducible:
 * @curriculum: (nullable): the variant's lessons
 * @progress: the learner's progress
 * @skills: the skills of the rule set
 *
 * A new skill enters the reviews once a lesson that teaches it is done; a
 * skill that no lesson teaches may enter at once.
 *
 * Returns: (transfer full): the skills of @skills a review may introduce
 */
char **
truco_quiz_dup_introducible (TrucoCurriculum    *curriculum,
                             TrucoProgress      *progress,
                             const char * const *skills)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  guint n = curriculum != NULL ? g_list_model_get_n_items (G_LIST_MODEL (curriculum)) : 0;

  for (guint s = 0; skills[s] != NULL; s++)
    {
      gboolean taught = FALSE;
      gboolean learnt = FALSE;

      for (guint i = 0; i < n && !learnt; i++)
        {
          g_autoptr(TrucoLesson) lesson = g_list_model_get_item (G_LIST_MODEL (curriculum), i);
          const char * const *lesson_skills = truco_lesson_get_skills (lesson);
          TrucoLessonProgress state = { FALSE, 0, 0 };

          if (lesson_skills == NULL || !g_strv_contains (lesson_skills, skills[s]))
            continue;
          taught = TRUE;
          learnt = truco_progress_get_lesson (progress, truco_lesson_get_id (lesson), &state) && state.done;
        }

      if (learnt || !taught)
        g_strv_builder_add (builder, skills[s]);
    }

  return g_strv_builder_end (builder);
}

/**
 * truco_quiz_get_lesson_mastery:
 * @out_reviewed: (out) (optional): whether any skill of the lesson has
 *   been reviewed
 *
 * Returns: the mean mastery (retrievability, 0–1) of the lesson's skills
 *   that exist under @rules
 */
double
truco_quiz_get_lesson_mastery (TrucoProgress    *progress,
                               const TrucoRules *rules,
                               TrucoLesson      *lesson,
                               TrucoFsrsTime     now,
                               gboolean         *out_reviewed)
{
  const char * const *skills = truco_lesson_get_skills (lesson);
  const char *variant = truco_variant_get_id (truco_rules_get_variant (rules));
  double sum = 0;
  guint n = 0;
  gboolean reviewed = FALSE;

  for (guint i = 0; skills != NULL && skills[i] != NULL; i++)
    {
      const TrucoSkill *skill = truco_skill_lookup (skills[i]);
      g_autofree char *digest = NULL;

      if (skill == NULL || !truco_skill_applies (skill, rules, NULL))
        continue;
      digest = truco_skill_dup_options_digest (skill, rules);
      if (truco_progress_lookup_card (progress, variant, digest, skills[i]) != NULL)
        reviewed = TRUE;
      sum += truco_progress_get_mastery (progress, variant, digest, skills[i], now);
      n++;
    }

  if (out_reviewed != NULL)
    *out_reviewed = reviewed;

  return n > 0 ? sum / n : 0;
}

/**
 * truco_quiz_format_lesson_mastery:
 * @mastery: from truco_quiz_get_lesson_mastery()
 *
 * Returns: (transfer full): the sentence the Learn path adds to a lesson
 */
char *
truco_quiz_format_lesson_mastery (double mastery)
{
  /* Translators: after a lesson's goal in the Learn path: how well its
   * skills are remembered now, in percent. */
  return g_strdup_printf (_("Mastery of its skills: %u %%."), (guint) (mastery * 100 + 0.5));
}
