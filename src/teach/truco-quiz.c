/* truco-quiz.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* TrucoQuiz is what the Quiz page shows, as a model it binds to: the
 * skills of the chosen rule set (a list of TrucoQuizSkill, each with its
 * mastery, whether it was ever reviewed, whether it is missed so often
 * that its lesson is offered again, and the words for it), how many
 * reviews are due today and in the next days, and whether a review can
 * start.  It makes the sessions (review, practice, scoring test) with each
 * skill's schedule kept under the house rules that change its answers
 * (its digest).
 *
 * Schedules kept before each skill had its own digest were kept under
 * every house rule changed; they are moved to their skill's digest once
 * per variant after the progress is loaded, not on every change of
 * variant or house rule. */

#include "config.h"

#include <glib/gi18n.h>

#include "truco-exercise.h"
#include "truco-learn-path.h"
#include "truco-quiz.h"
#include "truco-quiz-skills.h"
#include "truco-skill.h"

/* TrucoQuizSkill */

struct _TrucoQuizSkill
{
  GObject   parent_instance;

  char     *id;
  char     *lesson_id;
  gboolean  reviewed;
  double    mastery;
  gboolean  leech;
  char     *subtitle;
};

G_DEFINE_FINAL_TYPE (TrucoQuizSkill, truco_quiz_skill, G_TYPE_OBJECT)

enum {
  SKILL_PROP_0,
  SKILL_PROP_ID,
  SKILL_PROP_TITLE,
  SKILL_PROP_REVIEWED,
  SKILL_PROP_MASTERY,
  SKILL_PROP_LEECH,
  SKILL_PROP_SUBTITLE,
  SKILL_N_PROPS
};

static GParamSpec *skill_properties[SKILL_N_PROPS];

static void
truco_quiz_skill_finalize (GObject *object)
{
  TrucoQuizSkill *self = TRUCO_QUIZ_SKILL (object);

  g_free (self->id);
  g_free (self->lesson_id);
  g_free (self->subtitle);

  G_OBJECT_CLASS (truco_quiz_skill_parent_class)->finalize (object);
}

static void
truco_quiz_skill_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TrucoQuizSkill *self = TRUCO_QUIZ_SKILL (object);

  switch (prop_id)
    {
    case SKILL_PROP_ID:
      g_value_set_string (value, self->id);
      break;

    case SKILL_PROP_TITLE:
      g_value_set_string (value, truco_quiz_skill_get_title (self));
      break;

    case SKILL_PROP_REVIEWED:
      g_value_set_boolean (value, self->reviewed);
      break;

    case SKILL_PROP_MASTERY:
      g_value_set_double (value, self->mastery);
      break;

    case SKILL_PROP_LEECH:
      g_value_set_boolean (value, self->leech);
      break;

    case SKILL_PROP_SUBTITLE:
      g_value_set_string (value, self->subtitle);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
truco_quiz_skill_class_init (TrucoQuizSkillClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = truco_quiz_skill_finalize;
  object_class->get_property = truco_quiz_skill_get_property;

  skill_properties[SKILL_PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, flags);
  skill_properties[SKILL_PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL, flags);
  skill_properties[SKILL_PROP_REVIEWED] = g_param_spec_boolean ("reviewed", NULL, NULL, FALSE, flags);
  /* How well it is remembered now, 0 to 1. */
  skill_properties[SKILL_PROP_MASTERY] = g_param_spec_double ("mastery", NULL, NULL, 0, 1, 0, flags);
  /* Missed so often that its lesson is offered again. */
  skill_properties[SKILL_PROP_LEECH] = g_param_spec_boolean ("leech", NULL, NULL, FALSE, flags);
  skill_properties[SKILL_PROP_SUBTITLE] = g_param_spec_string ("subtitle", NULL, NULL, NULL, flags);

  g_object_class_install_properties (object_class, SKILL_N_PROPS, skill_properties);
}

static void
truco_quiz_skill_init (TrucoQuizSkill *self)
{
}

const char *
truco_quiz_skill_get_id (TrucoQuizSkill *self)
{
  g_return_val_if_fail (TRUCO_IS_QUIZ_SKILL (self), NULL);
  return self->id;
}

const char *
truco_quiz_skill_get_title (TrucoQuizSkill *self)
{
  const TrucoSkill *skill;

  g_return_val_if_fail (TRUCO_IS_QUIZ_SKILL (self), NULL);

  skill = truco_skill_lookup (self->id);
  return skill != NULL ? truco_skill_get_title (skill) : self->id;
}

gboolean
truco_quiz_skill_get_reviewed (TrucoQuizSkill *self)
{
  g_return_val_if_fail (TRUCO_IS_QUIZ_SKILL (self), FALSE);
  return self->reviewed;
}

double
truco_quiz_skill_get_mastery (TrucoQuizSkill *self)
{
  g_return_val_if_fail (TRUCO_IS_QUIZ_SKILL (self), 0);
  return self->mastery;
}

gboolean
truco_quiz_skill_get_leech (TrucoQuizSkill *self)
{
  g_return_val_if_fail (TRUCO_IS_QUIZ_SKILL (self), FALSE);
  return self->leech;
}

const char *
truco_quiz_skill_get_subtitle (TrucoQuizSkill *self)
{
  g_return_val_if_fail (TRUCO_IS_QUIZ_SKILL (self), NULL);
  return self->subtitle;
}

/**
 * truco_quiz_skill_get_lesson_id:
 *
 * Returns: (nullable): the lesson that teaches the skill
 */
const char *
truco_quiz_skill_get_lesson_id (TrucoQuizSkill *self)
{
  g_return_val_if_fail (TRUCO_IS_QUIZ_SKILL (self), NULL);
  return self->lesson_id;
}

/* What a skill's row says: never answered, or the answers right out of
 * those given and when it comes back (truco_skill_describe_record()),
 * after the model's estimate of how well it is remembered now. */
static void
truco_quiz_skill_sync (TrucoQuizSkill *self,
                       gboolean        reviewed,
                       double          mastery,
                       gboolean        leech,
                       guint           n_answered,
                       guint           n_right,
                       TrucoFsrsTime   due,
                       TrucoFsrsTime   now)
{
  g_autofree char *subtitle = NULL;

  if (!reviewed || n_answered == 0)
    subtitle = truco_skill_describe_record (0, 0, 0, 0);
  else
    {
      g_autofree char *record = truco_skill_describe_record (n_answered, n_right, due / 1000, now / 1000);

      /* Translators: how well a skill is remembered now, in percent (it
       * falls with time and rises with each right answer), then its
       * record ("Right 1 of 2 · next review in 3 days"). */
      subtitle = g_strdup_printf (_("Mastery: %u %%. %s."), (guint) (mastery * 100 + 0.5), record);
    }
  if (leech)
    {
      g_autofree char *joined = g_strdup_printf ("%s %s", subtitle, _("Missed often: take its lesson again."));

      g_free (subtitle);
      subtitle = g_steal_pointer (&joined);
    }

  g_object_freeze_notify (G_OBJECT (self));
  if (self->reviewed != reviewed)
    {
      self->reviewed = reviewed;
      g_object_notify_by_pspec (G_OBJECT (self), skill_properties[SKILL_PROP_REVIEWED]);
    }
  if (self->mastery != mastery)
    {
      self->mastery = mastery;
      g_object_notify_by_pspec (G_OBJECT (self), skill_properties[SKILL_PROP_MASTERY]);
    }
  if (self->leech != leech)
    {
      self->leech = leech;
      g_object_notify_by_pspec (G_OBJECT (self), skill_properties[SKILL_PROP_LEECH]);
    }
  if (g_strcmp0 (self->subtitle, subtitle) != 0)
    {
      g_free (self->subtitle);
      self->subtitle = g_steal_pointer (&subtitle);
      g_object_notify_by_pspec (G_OBJECT (self), skill_properties[SKILL_PROP_SUBTITLE]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

/* TrucoQuiz */

struct _TrucoQuiz
{
  GObject          parent_instance;

  TrucoProgress   *progress;
  TrucoRules      *rules;
  char            *variant;
  TrucoCurriculum *curriculum;
  char           **skill_ids;
  GHashTable      *digests;     /* skill → the house rules its card is kept under */
  GHashTable      *migrated;    /* variants whose old schedules were moved */
  GListStore      *skills;      /* TrucoQuizSkill */
  gboolean         introduce_all;
  guint            due[TRUCO_QUIZ_DUE_DAYS];
  gboolean         can_review;
};

G_DEFINE_FINAL_TYPE (TrucoQuiz, truco_quiz, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_N_DUE,
  PROP_CAN_REVIEW,
  PROP_SKILLS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
truco_quiz_dispose (GObject *object)
{
  TrucoQuiz *self = TRUCO_QUIZ (object);

  g_clear_object (&self->progress);
  g_clear_object (&self->curriculum);
  g_clear_object (&self->skills);
  g_clear_pointer (&self->rules, truco_rules_unref);

  G_OBJECT_CLASS (truco_quiz_parent_class)->dispose (object);
}

static void
truco_quiz_finalize (GObject *object)
{
  TrucoQuiz *self = TRUCO_QUIZ (object);

  g_free (self->variant);
  g_strfreev (self->skill_ids);
  g_hash_table_unref (self->digests);
  g_hash_table_unref (self->migrated);

  G_OBJECT_CLASS (truco_quiz_parent_class)->finalize (object);
}

static void
truco_quiz_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  TrucoQuiz *self = TRUCO_QUIZ (object);

  switch (prop_id)
    {
    case PROP_N_DUE:
      g_value_set_uint (value, self->due[0]);
      break;

    case PROP_CAN_REVIEW:
      g_value_set_boolean (value, self->can_review);
      break;

    case PROP_SKILLS:
      g_value_set_object (value, self->skills);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
truco_quiz_class_init (TrucoQuizClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = truco_quiz_dispose;
  object_class->finalize = truco_quiz_finalize;
  object_class->get_property = truco_quiz_get_property;

  /**
   * TrucoQuiz:n-due:
   *
   * How many reviews are due today (overdue included).
   */
  properties[PROP_N_DUE] =
    g_param_spec_uint ("n-due", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  /**
   * TrucoQuiz:can-review:
   *
   * Whether a review has a first question: something due, or a new skill
   * whose lesson is done.
   */
  properties[PROP_CAN_REVIEW] =
    g_param_spec_boolean ("can-review", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  /**
   * TrucoQuiz:skills:
   *
   * The skills of the rule set, a #GListModel of #TrucoQuizSkill.
   */
  properties[PROP_SKILLS] =
    g_param_spec_object ("skills", NULL, NULL, G_TYPE_LIST_MODEL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
truco_quiz_init (TrucoQuiz *self)
{
  self->digests = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->migrated = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->skills = g_list_store_new (TRUCO_TYPE_QUIZ_SKILL);
  self->skill_ids = g_new0 (char *, 1);
}

/**
 * truco_quiz_new:
 * @progress: the learner's progress
 *
 * Returns: (transfer full): a quiz with no rule set yet
 */
TrucoQuiz *
truco_quiz_new (TrucoProgress *progress)
{
  TrucoQuiz *self;

  g_return_val_if_fail (TRUCO_IS_PROGRESS (progress), NULL);

  self = g_object_new (TRUCO_TYPE_QUIZ, NULL);
  self->progress = g_object_ref (progress);

  return self;
}

TrucoProgress *
truco_quiz_get_progress (TrucoQuiz *self)
{
  g_return_val_if_fail (TRUCO_IS_QUIZ (self), NULL);
  return self->progress;
}

/**
 * truco_quiz_get_digest:
 * @skill: a skill of the rule set
 *
 * Returns: the digest of the house rules that change @skill's answers:
 *   its card (schedule, mastery, leech) is kept under it
 */
const char *
truco_quiz_get_digest (TrucoQuiz  *self,
                       const char *skill)
{
  char *digest;

  g_return_val_if_fail (TRUCO_IS_QUIZ (self), "");
  g_return_val_if_fail (self->rules != NULL, "");

  digest = g_hash_table_lookup (self->digests, skill);
  if (digest == NULL)
    {
      digest = truco_quiz_options_digest (self->rules, skill);
      g_hash_table_insert (self->digests, g_strdup (skill), digest);
    }

  return digest;
}

/* Each skill of a session under its own house rules. */
static TrucoSession *
with_digests (TrucoQuiz    *self,
              TrucoSession *session)
{
  for (guint i = 0; self->skill_ids[i] != NULL; i++)
    truco_session_set_skill_options (session, self->skill_ids[i], truco_quiz_get_digest (self, self->skill_ids[i]));

  return session;
}

/* Schedules kept, before each skill had its own, under every house rule
 * changed: each skill's goes under the rules that change it, unless it
 * has one there already.  Once per variant. */
static void
migrate (TrucoQuiz *self)
{
  g_autofree char *every_rule = NULL;

  if (g_hash_table_contains (self->migrated, self->variant))
    return;
  g_hash_table_add (self->migrated, g_strdup (self->variant));

  every_rule = truco_quiz_every_rule_digest (self->rules);
  for (guint i = 0; self->skill_ids[i] != NULL; i++)
    truco_progress_move_card (self->progress, self->variant, every_rule,
                              truco_quiz_get_digest (self, self->skill_ids[i]), self->skill_ids[i]);
}

/**
 * truco_quiz_set_rules:
 * @rules: the learner's rule set
 *
 * Takes the skills and lessons of @rules' variant, with each skill's
 * schedule under the house rules that change it, and reads the progress.
 */
void
truco_quiz_set_rules (TrucoQuiz        *self,
                      const TrucoRules *rules)
{
  const char *variant;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (TRUCO_IS_QUIZ (self));
  g_return_if_fail (rules != NULL);

  variant = truco_variant_get_id (truco_rules_get_variant (rules));
  g_clear_pointer (&self->rules, truco_rules_unref);
  self->rules = truco_rules_copy (rules);
  g_hash_table_remove_all (self->digests);
  g_strfreev (self->skill_ids);
  self->skill_ids = truco_quiz_dup_skills (self->rules);

  if (g_strcmp0 (self->variant, variant) != 0 || self->curriculum == NULL)
    {
      g_free (self->variant);
      self->variant = g_strdup (variant);
      g_clear_object (&self->curriculum);
      /* The same lessons as the Learn path's, not parsed again. */
      self->curriculum = truco_learn_path_load_lessons (variant, &error);
      if (self->curriculum == NULL && !g_error_matches (error, TRUCO_CURRICULUM_ERROR, TRUCO_CURRICULUM_ERROR_NOT_FOUND))
        g_critical ("Cannot load the lessons of %s: %s", variant, error->message);
    }

  migrate (self);

  g_list_store_remove_all (self->skills);
  for (guint i = 0; self->skill_ids[i] != NULL; i++)
    {
      TrucoQuizSkill *skill = g_object_new (TRUCO_TYPE_QUIZ_SKILL, NULL);
      const char *lesson = self->curriculum != NULL ? truco_quiz_find_lesson (self->curriculum, self->skill_ids[i]) : NULL;

      skill->id = g_strdup (self->skill_ids[i]);
      skill->lesson_id = g_strdup (lesson);
      g_list_store_append (self->skills, skill);
      g_object_unref (skill);
    }

  truco_quiz_refresh (self);
}

const TrucoRules *
truco_quiz_get_rules (TrucoQuiz *self)
{
  g_return_val_if_fail (TRUCO_IS_QUIZ (self), NULL);
  return self->rules;
}

const char *
truco_quiz_get_variant (TrucoQuiz *self)
{
  g_return_val_if_fail (TRUCO_IS_QUIZ (self), NULL);
  return self->variant;
}

/**
 * truco_quiz_get_curriculum:
 *
 * Returns: (transfer none) (nullable): the variant's lessons
 */
TrucoCurriculum *
truco_quiz_get_curriculum (TrucoQuiz *self)
{
  g_return_val_if_fail (TRUCO_IS_QUIZ (self), NULL);
  return self->curriculum;
}

/**
 * truco_quiz_set_introduce_all:
 * @introduce_all: whether a review may introduce skills whose lesson is
 *   not done
 */
void
truco_quiz_set_introduce_all (TrucoQuiz *self,
                              gboolean   introduce_all)
{
  g_return_if_fail (TRUCO_IS_QUIZ (self));

  if (self->introduce_all == !!introduce_all)
    return;
  self->introduce_all = !!introduce_all;
  if (self->rules != NULL)
    truco_quiz_refresh (self);
}

/**
 * truco_quiz_refresh:
 *
 * Reads the progress again: what is due, whether a review can start, the
 * mastery of each skill.  Only what changed is notified.
 */
void
truco_quiz_refresh (TrucoQuiz *self)
{
  TrucoFsrsTime now = truco_progress_now ();
  g_autoptr(GTimeZone) tz = g_time_zone_new_local ();
  g_autoptr(TrucoSession) trial = NULL;
  guint due[TRUCO_QUIZ_DUE_DAYS] = { 0 };
  guint old_due = self->due[0];
  gboolean can_review;

  g_return_if_fail (TRUCO_IS_QUIZ (self));

  if (self->rules == NULL)
    return;

  /* Skill by skill: each is kept under its own house rules. */
  for (guint i = 0; self->skill_ids[i] != NULL; i++)
    {
      const char *one[] = { self->skill_ids[i], NULL };
      guint counts[TRUCO_QUIZ_DUE_DAYS] = { 0 };

      truco_progress_count_due (self->progress, self->variant, truco_quiz_get_digest (self, self->skill_ids[i]),
                                one, now, tz, counts, TRUCO_QUIZ_DUE_DAYS);
      for (guint d = 0; d < TRUCO_QUIZ_DUE_DAYS; d++)
        due[d] += counts[d];
    }
  memcpy (self->due, due, sizeof due);

  /* The answers of each skill's card, from the reviews kept. */
  {
    g_autoptr(GHashTable) answered = g_hash_table_new (NULL, NULL);
    g_autoptr(GHashTable) right = g_hash_table_new (NULL, NULL);

    for (guint i = 0; i < truco_progress_get_n_reviews (self->progress); i++)
      {
        const TrucoReview *review = truco_progress_get_review (self->progress, i);

        g_hash_table_insert (answered, (gpointer) review->skill,
                             GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (answered, review->skill)) + 1));
        if (review->correct)
          g_hash_table_insert (right, (gpointer) review->skill,
                               GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (right, review->skill)) + 1));
      }

    for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->skills)); i++)
      {
        g_autoptr(TrucoQuizSkill) skill = g_list_model_get_item (G_LIST_MODEL (self->skills), i);
        const char *digest = truco_quiz_get_digest (self, skill->id);
        const TrucoSkillCard *card = truco_progress_lookup_card (self->progress, self->variant, digest, skill->id);

        truco_quiz_skill_sync (skill,
                               card != NULL,
                               truco_progress_get_mastery (self->progress, self->variant, digest, skill->id, now),
                               truco_progress_is_leech (self->progress, self->variant, digest, skill->id),
                               card != NULL ? GPOINTER_TO_UINT (g_hash_table_lookup (answered, card)) : 0,
                               card != NULL ? GPOINTER_TO_UINT (g_hash_table_lookup (right, card)) : 0,
                               card != NULL ? card->card.due : 0, now);
      }
  }

  /* A review can start when the session has a first question. */
  trial = truco_quiz_new_review (self, 0, 0);
  can_review = truco_session_next (trial, now) != NULL;

  if (old_due != self->due[0])
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_DUE]);
  if (self->can_review != can_review)
    {
      self->can_review = can_review;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REVIEW]);
    }
}

/**
 * truco_quiz_get_skills:
 *
 * Returns: (transfer none): the skills, a #GListModel of #TrucoQuizSkill
 */
GListModel *
truco_quiz_get_skills (TrucoQuiz *self)
{
  g_return_val_if_fail (TRUCO_IS_QUIZ (self), NULL);
  return G_LIST_MODEL (self->skills);
}

const char * const *
truco_quiz_get_skill_ids (TrucoQuiz *self)
{
  g_return_val_if_fail (TRUCO_IS_QUIZ (self), NULL);
  return (const char * const *) self->skill_ids;
}

guint
truco_quiz_get_n_due (TrucoQuiz *self)
{
  g_return_val_if_fail (TRUCO_IS_QUIZ (self), 0);
  return self->due[0];
}

gboolean
truco_quiz_get_can_review (TrucoQuiz *self)
{
  g_return_val_if_fail (TRUCO_IS_QUIZ (self), FALSE);
  return self->can_review;
}

/**
 * truco_quiz_get_due_forecast:
 *
 * Returns: (array fixed-size=7): the reviews due today (overdue included)
 *   and on each of the next days, %TRUCO_QUIZ_DUE_DAYS in all
 */
const guint *
truco_quiz_get_due_forecast (TrucoQuiz *self)
{
  g_return_val_if_fail (TRUCO_IS_QUIZ (self), NULL);
  return self->due;
}

/**
 * truco_quiz_count_reviews:
 *
 * The answers of the variant's reviews, day by day back from today.
 */
void
truco_quiz_count_reviews (TrucoQuiz *self,
                          guint     *reviews,
                          guint     *correct,
                          guint      n_days)
{
  g_autoptr(GTimeZone) tz = g_time_zone_new_local ();

  g_return_if_fail (TRUCO_IS_QUIZ (self));

  truco_progress_count_reviews (self->progress, self->variant, truco_progress_now (), tz, reviews, correct, n_days);
}

/**
 * truco_quiz_new_review:
 * @length: how many questions, 0 for the default
 * @seed: the seed of its questions
 *
 * Returns: (transfer full): a review of what is due, and of new skills
 *   whose lesson is done
 */
TrucoSession *
truco_quiz_new_review (TrucoQuiz *self,
                       guint      length,
                       guint32    seed)
{
  g_auto(GStrv) introducible = NULL;

  g_return_val_if_fail (TRUCO_IS_QUIZ (self), NULL);
  g_return_val_if_fail (self->rules != NULL, NULL);

  /* Reviews wait for the lessons: only the skills of a lesson passed. */
  introducible = self->curriculum != NULL
                 ? truco_session_dup_introducible (self->curriculum, self->progress,
                                                   (const char * const *) self->skill_ids)
                 : g_new0 (char *, 1);
  return with_digests (self, truco_session_new_review (self->progress, self->variant, "",
                                                       (const char * const *) self->skill_ids,
                                                       (const char * const *) introducible,
                                                       self->introduce_all, length, seed));
}

/**
 * truco_quiz_new_practice:
 * @skill: a skill of the rule set
 *
 * Returns: (transfer full) (nullable): a practice of @skill, or %NULL when
 *   the rule set has no such skill
 */
TrucoSession *
truco_quiz_new_practice (TrucoQuiz  *self,
                         const char *skill)
{
  g_return_val_if_fail (TRUCO_IS_QUIZ (self), NULL);

  if (self->rules == NULL || !g_strv_contains ((const char * const *) self->skill_ids, skill))
    return NULL;

  return truco_session_new_practice (self->progress, self->variant, truco_quiz_get_digest (self, skill), skill, 0);
}

/**
 * truco_quiz_new_test:
 * @seed: the seed of its questions
 *
 * Returns: (transfer full): the scoring test over every skill
 */
TrucoSession *
truco_quiz_new_test (TrucoQuiz *self,
                     guint32    seed)
{
  g_return_val_if_fail (TRUCO_IS_QUIZ (self), NULL);
  g_return_val_if_fail (self->rules != NULL, NULL);

  return with_digests (self, truco_session_new_test (self->progress, self->variant, "",
                                                     (const char * const *) self->skill_ids, seed));
}

/**
 * truco_quiz_find_lesson_of:
 * @skill: a skill id
 *
 * Returns: (nullable): the lesson that teaches @skill
 */
const char *
truco_quiz_find_lesson_of (TrucoQuiz  *self,
                           const char *skill)
{
  g_return_val_if_fail (TRUCO_IS_QUIZ (self), NULL);

  return self->curriculum != NULL ? truco_quiz_find_lesson (self->curriculum, skill) : NULL;
}

/**
 * truco_quiz_lesson_done:
 * @lesson_id: a lesson just passed
 *
 * The skills of a lesson taken again are no longer leeches, and new
 * skills may enter the reviews.
 */
void
truco_quiz_lesson_done (TrucoQuiz  *self,
                        const char *lesson_id)
{
  TrucoLesson *lesson;
  const char * const *skills;

  g_return_if_fail (TRUCO_IS_QUIZ (self));

  if (self->rules == NULL || self->curriculum == NULL ||
      (lesson = truco_curriculum_lookup (self->curriculum, lesson_id)) == NULL)
    return;

  skills = truco_lesson_get_skills (lesson);
  for (guint i = 0; skills != NULL && skills[i] != NULL; i++)
    truco_progress_forgive_leech (self->progress, self->variant, truco_quiz_get_digest (self, skills[i]), skills[i]);

  truco_quiz_refresh (self);
}
