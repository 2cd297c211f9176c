/* truco-lesson.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "truco-lesson-private.h"

/**
 * TrucoLesson:
 *
 * One lesson of a variant's path: an id, the variant, a title, a one-line
 * goal, the skills it teaches, an estimated time, and a sequence of
 * [class@Truco.LessonStep]s that the learner goes through in order.
 *
 * Lessons are created by [class@Truco.Curriculum] from the lesson files
 * and never change; their texts are already translated.
 */

/**
 * TrucoLessonStep:
 *
 * One step of a lesson: an explanation with cards and glossary terms, a
 * worked example (a [class@Truco.Situation] the engine evaluates), a try
 * (generated exercises of some skills, hints on the first items) or a
 * check (generated items with a pass mark; stars for no mistake and no hint).
 */

G_DEFINE_FINAL_TYPE (TrucoLessonStep, truco_lesson_step, G_TYPE_OBJECT)
G_DEFINE_FINAL_TYPE (TrucoLesson, truco_lesson, G_TYPE_OBJECT)

static void
truco_lesson_step_finalize (GObject *object)
{
  TrucoLessonStep *self = (TrucoLessonStep *) object;

  g_ptr_array_unref (self->paragraphs);
  g_ptr_array_unref (self->terms);
  g_clear_object (&self->situation);
  g_strfreev (self->skills);
  g_clear_pointer (&self->rules, truco_rules_unref);
  g_ptr_array_unref (self->topics);
  g_ptr_array_unref (self->scope);

  G_OBJECT_CLASS (truco_lesson_step_parent_class)->finalize (object);
}

static void
truco_lesson_step_class_init (TrucoLessonStepClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = truco_lesson_step_finalize;
}

static void
truco_lesson_step_init (TrucoLessonStep *self)
{
  self->paragraphs = g_ptr_array_new_null_terminated (2, g_free, TRUE);
  self->terms = g_ptr_array_new_null_terminated (2, g_free, TRUE);
  self->skills = g_new0 (char *, 1);
  self->topics = g_ptr_array_new_null_terminated (2, g_free, TRUE);
  self->scope = g_ptr_array_new_null_terminated (2, g_free, TRUE);
}

TrucoLessonStep *
_truco_lesson_step_new (TrucoLessonStepKind kind)
{
  TrucoLessonStep *self = g_object_new (TRUCO_TYPE_LESSON_STEP, NULL);

  self->kind = kind;
  return self;
}

TrucoLessonStepKind
truco_lesson_step_get_kind (TrucoLessonStep *self)
{
  g_return_val_if_fail (TRUCO_IS_LESSON_STEP (self), TRUCO_LESSON_STEP_EXPLAIN);

  return self->kind;
}

/**
 * truco_lesson_step_get_paragraphs:
 * @self: a step
 *
 * Returns: (transfer none) (array zero-terminated=1): the step's text, one
 *   translated paragraph each: the explanation, or the introduction of a
 *   worked example; empty for a try or a check
 */
const char * const *
truco_lesson_step_get_paragraphs (TrucoLessonStep *self)
{
  g_return_val_if_fail (TRUCO_IS_LESSON_STEP (self), NULL);

  return (const char * const *) self->paragraphs->pdata;
}

/**
 * truco_lesson_step_get_cards:
 * @self: a step
 * @n_cards: (out): the number of cards
 *
 * Returns: (transfer none): the cards an explanation shows, in order (see
 *   truco_lesson_step_is_highlighted()); a worked example's cards are its
 *   situation's
 */
const TrucoCard *
truco_lesson_step_get_cards (TrucoLessonStep *self,
                             guint           *n_cards)
{
  g_return_val_if_fail (TRUCO_IS_LESSON_STEP (self), NULL);
  g_return_val_if_fail (n_cards != NULL, NULL);

  *n_cards = self->n_cards;
  return self->cards;
}

/* Returns: whether @card is one of the shown cards the text points at. */
gboolean
truco_lesson_step_is_highlighted (TrucoLessonStep *self,
                                  TrucoCard        card)
{
  g_return_val_if_fail (TRUCO_IS_LESSON_STEP (self), FALSE);

  for (guint i = 0; i < self->n_cards; i++)
    if (self->cards[i] == card)
      return self->highlighted[i];
  return FALSE;
}

/**
 * truco_lesson_step_get_terms:
 * @self: a step
 *
 * Returns: (transfer none) (array zero-terminated=1): the ids of the
 *   glossary terms the step links to (truco_glossary_lookup())
 */
const char * const *
truco_lesson_step_get_terms (TrucoLessonStep *self)
{
  g_return_val_if_fail (TRUCO_IS_LESSON_STEP (self), NULL);

  return (const char * const *) self->terms->pdata;
}

/* Returns: (transfer none) (nullable): the situation of a worked example. */
TrucoSituation *
truco_lesson_step_get_situation (TrucoLessonStep *self)
{
  g_return_val_if_fail (TRUCO_IS_LESSON_STEP (self), NULL);

  return self->situation;
}

/**
 * truco_lesson_step_get_skills:
 * @self: a step
 *
 * Returns: (transfer none) (array zero-terminated=1): the ids of the skills
 *   whose exercises a try or a check draws from (empty for the others)
 */
const char * const *
truco_lesson_step_get_skills (TrucoLessonStep *self)
{
  g_return_val_if_fail (TRUCO_IS_LESSON_STEP (self), NULL);

  return (const char * const *) self->skills;
}

/**
 * truco_lesson_step_get_rules:
 * @self: a step
 *
 * Returns: (transfer none) (nullable): the rule set a try or a check
 *   generates its exercises under (the variant with the step's house rules,
 *   e.g. flor_enabled=on); %NULL for the other kinds
 */
const TrucoRules *
truco_lesson_step_get_rules (TrucoLessonStep *self)
{
  g_return_val_if_fail (TRUCO_IS_LESSON_STEP (self), NULL);

  return self->rules;
}

/* Returns: the number of items of a try or a check (0 for the others). */
guint
truco_lesson_step_get_n_items (TrucoLessonStep *self)
{
  g_return_val_if_fail (TRUCO_IS_LESSON_STEP (self), 0);

  return self->n_items;
}

/* Returns: how many of the first items of a try show their hints (card
 * values, the +20, who is mano) without being asked; the later ones show
 * them on request only.  0 for a check. */
guint
truco_lesson_step_get_n_hinted (TrucoLessonStep *self)
{
  g_return_val_if_fail (TRUCO_IS_LESSON_STEP (self), 0);

  return self->n_hinted;
}

/* Returns: whether item @item (from 0) shows its hints unasked: the hints
 * fade after the first items. */
gboolean
truco_lesson_step_shows_hints (TrucoLessonStep *self,
                               guint            item)
{
  g_return_val_if_fail (TRUCO_IS_LESSON_STEP (self), FALSE);

  return item < self->n_hinted;
}

/* Returns: the number of right answers a check needs (0 for the others). */
guint
truco_lesson_step_get_pass_mark (TrucoLessonStep *self)
{
  g_return_val_if_fail (TRUCO_IS_LESSON_STEP (self), 0);

  return self->pass_mark;
}

/* Returns: whether @n_correct right answers pass the check. */
gboolean
truco_lesson_step_is_passed (TrucoLessonStep *self,
                             guint            n_correct)
{
  g_return_val_if_fail (TRUCO_IS_LESSON_STEP (self), FALSE);
  g_return_val_if_fail (self->kind == TRUCO_LESSON_STEP_CHECK, FALSE);

  return n_correct >= self->pass_mark;
}

/**
 * truco_lesson_step_get_stars:
 * @self: a check
 * @n_correct: the right answers given
 * @n_hints_used: the hints the learner asked for during the check
 *
 * Stars reward passing alone: three need no mistake and no hint; each
 * mistake (a question of the check not answered right) and each question
 * hinted costs one, down to one star for a check passed.  So two stars
 * mean one mistake or one hint, and one star more than one of them
 * (truco_stars_describe() says which).
 *
 * Returns: 0 when the check is not passed, else 1 to 3
 */
guint
truco_lesson_step_get_stars (TrucoLessonStep *self,
                             guint            n_correct,
                             guint            n_hints_used)
{
  guint n_mistakes, n_slips;

  g_return_val_if_fail (TRUCO_IS_LESSON_STEP (self), 0);
  g_return_val_if_fail (self->kind == TRUCO_LESSON_STEP_CHECK, 0);

  if (!truco_lesson_step_is_passed (self, n_correct))
    return 0;
  n_mistakes = self->n_items - MIN (n_correct, self->n_items);
  n_slips = n_mistakes + MIN (n_hints_used, self->n_items);
  return n_slips >= 2 ? 1 : 3 - n_slips;
}

/**
 * truco_lesson_step_get_topics:
 * @self: a step
 *
 * Returns: (transfer none): the ids of the topics (data/lessons/topics.xml)
 *   an explanation teaches or a worked example shows; none for a try or a
 *   check
 */
const char * const *
truco_lesson_step_get_topics (TrucoLessonStep *self)
{
  g_return_val_if_fail (TRUCO_IS_LESSON_STEP (self), NULL);

  return (const char * const *) self->topics->pdata;
}

/**
 * truco_lesson_step_get_scope:
 * @self: a try or a check
 *
 * The topics its questions may need: every topic taught by the
 * explanations before it in its lesson and in the lessons before it in
 * the path.  Generate the step's questions within this scope
 * (truco_skill_generate_in_scope()).
 *
 * Returns: (transfer none): topic ids, in the order they are taught;
 *   none for an explanation or an example
 */
const char * const *
truco_lesson_step_get_scope (TrucoLessonStep *self)
{
  g_return_val_if_fail (TRUCO_IS_LESSON_STEP (self), NULL);

  return (const char * const *) self->scope->pdata;
}

/* TrucoLesson */

static void
truco_lesson_finalize (GObject *object)
{
  TrucoLesson *self = (TrucoLesson *) object;

  g_free (self->id);
  g_free (self->variant);
  g_free (self->title);
  g_free (self->goal);
  g_ptr_array_unref (self->skills);
  g_ptr_array_unref (self->steps);
  g_ptr_array_unref (self->topics);
  g_free (self->unit_id);
  g_free (self->unit_title);

  G_OBJECT_CLASS (truco_lesson_parent_class)->finalize (object);
}

static void
truco_lesson_class_init (TrucoLessonClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = truco_lesson_finalize;
}

static void
truco_lesson_init (TrucoLesson *self)
{
  self->skills = g_ptr_array_new_null_terminated (4, g_free, TRUE);
  self->steps = g_ptr_array_new_with_free_func (g_object_unref);
  self->topics = g_ptr_array_new_null_terminated (8, g_free, TRUE);
}

TrucoLesson *
_truco_lesson_new (const char *id,
                   const char *variant,
                   guint       minutes)
{
  TrucoLesson *self = g_object_new (TRUCO_TYPE_LESSON, NULL);

  self->id = g_strdup (id);
  self->variant = g_strdup (variant);
  self->minutes = minutes;
  return self;
}

/* Returns: the lesson's id, unique over every variant ("ar-envido"). */
const char *
truco_lesson_get_id (TrucoLesson *self)
{
  g_return_val_if_fail (TRUCO_IS_LESSON (self), NULL);

  return self->id;
}

/* Returns: the id of the variant the lesson teaches ("ar"). */
const char *
truco_lesson_get_variant (TrucoLesson *self)
{
  g_return_val_if_fail (TRUCO_IS_LESSON (self), NULL);

  return self->variant;
}

/* Returns: the lesson's title, translated. */
const char *
truco_lesson_get_title (TrucoLesson *self)
{
  g_return_val_if_fail (TRUCO_IS_LESSON (self), NULL);

  return self->title;
}

/* Returns: what the learner can do after the lesson, in one translated line. */
const char *
truco_lesson_get_goal (TrucoLesson *self)
{
  g_return_val_if_fail (TRUCO_IS_LESSON (self), NULL);

  return self->goal;
}

/* Returns: the estimated time of the lesson, in minutes (3 to 8). */
guint
truco_lesson_get_minutes (TrucoLesson *self)
{
  g_return_val_if_fail (TRUCO_IS_LESSON (self), 0);

  return self->minutes;
}

/**
 * truco_lesson_get_skills:
 * @self: a lesson
 *
 * Returns: (transfer none) (array zero-terminated=1): the ids of the skills
 *   the lesson teaches: those of its tries and checks, each once, in order
 */
const char * const *
truco_lesson_get_skills (TrucoLesson *self)
{
  g_return_val_if_fail (TRUCO_IS_LESSON (self), NULL);

  return (const char * const *) self->skills->pdata;
}

guint
truco_lesson_get_n_steps (TrucoLesson *self)
{
  g_return_val_if_fail (TRUCO_IS_LESSON (self), 0);

  return self->steps->len;
}

/* Returns: (transfer none): step @index of the lesson, from 0. */
TrucoLessonStep *
truco_lesson_get_step (TrucoLesson *self,
                       guint        index)
{
  g_return_val_if_fail (TRUCO_IS_LESSON (self), NULL);
  g_return_val_if_fail (index < self->steps->len, NULL);

  return g_ptr_array_index (self->steps, index);
}

/* Returns: (transfer none): the topics the lesson's explanations teach, in
 * order. */
const char * const *
truco_lesson_get_topics (TrucoLesson *self)
{
  g_return_val_if_fail (TRUCO_IS_LESSON (self), NULL);

  return (const char * const *) self->topics->pdata;
}

/* Returns: (nullable): the id of the unit the lesson belongs to. */
const char *
truco_lesson_get_unit_id (TrucoLesson *self)
{
  g_return_val_if_fail (TRUCO_IS_LESSON (self), NULL);

  return self->unit_id;
}

/* Returns: (nullable): the translated title of the lesson's unit. */
const char *
truco_lesson_get_unit_title (TrucoLesson *self)
{
  g_return_val_if_fail (TRUCO_IS_LESSON (self), NULL);

  return self->unit_title;
}
