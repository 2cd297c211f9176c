/* truco-session-draw.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The questions of one practice, check or Quiz session, drawn so that
 * none comes twice in a row (after a wrong answer, "Try Another" draws
 * from the same sequence as the next question), and none twice in one
 * practice or check while the skill can make another.  A question is the
 * same question when its skill, its prompt (which states the situation),
 * its cards and its options are the same.
 */

#include "config.h"

#include <string.h>

#include "truco-session-draw.h"

/* Seeds tried for a question not asked yet before settling for one that
 * is at least not the last one asked. */
#define MAX_TRIES 48
/* Questions remembered: far more than a practice or a check asks. */
#define MAX_REMEMBERED 200

struct _TrucoQuestionDraw
{
  GObject     parent_instance;

  guint64     seed;       /* the next seed to try */
  GHashTable *asked;      /* key → TRUE, since the last restart */
  GQueue      order;      /* the keys of asked, oldest first */
  char       *last;       /* the key of the last question drawn */
};

G_DEFINE_FINAL_TYPE (TrucoQuestionDraw, truco_question_draw, G_TYPE_OBJECT)

static void
truco_question_draw_finalize (GObject *object)
{
  TrucoQuestionDraw *self = TRUCO_QUESTION_DRAW (object);

  g_hash_table_unref (self->asked);
  g_queue_clear (&self->order);
  g_free (self->last);

  G_OBJECT_CLASS (truco_question_draw_parent_class)->finalize (object);
}

static void
truco_question_draw_class_init (TrucoQuestionDrawClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = truco_question_draw_finalize;
}

static void
truco_question_draw_init (TrucoQuestionDraw *self)
{
  self->asked = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_queue_init (&self->order);
}

/**
 * truco_question_draw_new:
 * @seed: the first seed
 *
 * Returns: (transfer full): a draw whose questions come from @seed on
 */
TrucoQuestionDraw *
truco_question_draw_new (guint64 seed)
{
  TrucoQuestionDraw *self = g_object_new (TRUCO_TYPE_QUESTION_DRAW, NULL);

  self->seed = seed;
  return self;
}

/* What makes a question the same question. */
static char *
question_key (const TrucoExercise *exercise)
{
  GString *key = g_string_new (truco_skill_get_id (truco_exercise_get_skill (exercise)));

  g_string_append_c (key, '\x1f');
  g_string_append (key, truco_exercise_get_prompt (exercise));
  g_string_append_c (key, '\x1f');
  for (guint i = 0; i < truco_exercise_get_n_cards (exercise); i++)
    {
      const char *holder = NULL;
      TrucoCard card = truco_exercise_get_card (exercise, i, &holder);

      g_string_append_printf (key, "%u:%s,", (guint) card, holder != NULL ? holder : "");
    }
  for (guint i = 0; i < truco_exercise_get_n_choices (exercise); i++)
    {
      g_string_append_c (key, '\x1f');
      g_string_append (key, truco_exercise_get_choice_text (exercise, i));
    }
  return g_string_free (key, FALSE);
}

/**
 * truco_exercise_same_question:
 *
 * Returns: whether @a and @b ask the same question: the same skill, the
 *   same situation and cards, the same options (whatever their seeds)
 */
gboolean
truco_exercise_same_question (const TrucoExercise *a,
                              const TrucoExercise *b)
{
  g_autofree char *key_a = question_key (a);
  g_autofree char *key_b = question_key (b);

  return g_str_equal (key_a, key_b);
}

static void
remember (TrucoQuestionDraw *self,
          char              *key)
{
  if (!g_hash_table_contains (self->asked, key))
    {
      char *kept = g_strdup (key);

      g_hash_table_add (self->asked, kept);
      g_queue_push_tail (&self->order, kept);
      if (g_queue_get_length (&self->order) > MAX_REMEMBERED)
        g_hash_table_remove (self->asked, g_queue_pop_head (&self->order));
    }
  g_free (self->last);
  self->last = key;
}

/**
 * truco_question_draw_next:
 * @skill: the skill to ask
 * @rules: the rules it is asked under
 * @scope: (nullable): the topics its question may need (see
 *   truco_exercise_generate_in_scope()), or %NULL for any
 *
 * The next question of @skill: one not asked since the draw began (or
 * was restarted) when the skill can make one within a few seeds, else
 * one other than the last question asked, else (a skill with a single
 * question in @scope) that one.
 *
 * Returns: (transfer full): the question, or %NULL with @error set when
 *   @skill asks nothing under @rules and @scope
 */
TrucoExercise *
truco_question_draw_next (TrucoQuestionDraw  *self,
                          const TrucoSkill   *skill,
                          const TrucoRules   *rules,
                          const char * const *scope,
                          GError            **error)
{
  g_autoptr(TrucoExercise) not_last = NULL;
  g_autoptr(TrucoExercise) any = NULL;
  g_autofree char *not_last_key = NULL;
  g_autofree char *any_key = NULL;

  g_return_val_if_fail (TRUCO_IS_QUESTION_DRAW (self), NULL);
  g_return_val_if_fail (skill != NULL, NULL);
  g_return_val_if_fail (rules != NULL, NULL);

  for (guint i = 0; i < MAX_TRIES; i++)
    {
      g_autoptr(TrucoExercise) exercise = truco_exercise_generate_in_scope (skill, rules, scope, self->seed++,
                                                                            i == 0 ? error : NULL);
      g_autofree char *key = NULL;

      if (exercise == NULL)
        return NULL;
      key = question_key (exercise);
      if (!g_hash_table_contains (self->asked, key))
        {
          remember (self, g_steal_pointer (&key));
          return g_steal_pointer (&exercise);
        }
      if (not_last == NULL && g_strcmp0 (key, self->last) != 0)
        {
          not_last = g_steal_pointer (&exercise);
          not_last_key = g_steal_pointer (&key);
        }
      else if (any == NULL)
        {
          any = g_steal_pointer (&exercise);
          any_key = g_steal_pointer (&key);
        }
    }
  if (not_last != NULL)
    {
      remember (self, g_steal_pointer (&not_last_key));
      return g_steal_pointer (&not_last);
    }
  remember (self, g_steal_pointer (&any_key));
  return g_steal_pointer (&any);
}

/**
 * truco_question_draw_restart:
 *
 * A new practice or check: the questions asked before may come again,
 * but not the last one next.
 */
void
truco_question_draw_restart (TrucoQuestionDraw *self)
{
  g_return_if_fail (TRUCO_IS_QUESTION_DRAW (self));

  g_hash_table_remove_all (self->asked);
  g_queue_clear (&self->order);
  if (self->last != NULL)
    {
      char *kept = g_strdup (self->last);

      g_hash_table_add (self->asked, kept);
      g_queue_push_tail (&self->order, kept);
    }
}

/* Returns: whether @exercise was asked since the last restart. */
gboolean
truco_question_draw_has_asked (TrucoQuestionDraw   *self,
                               const TrucoExercise *exercise)
{
  g_autofree char *key = NULL;

  g_return_val_if_fail (TRUCO_IS_QUESTION_DRAW (self), FALSE);

  key = question_key (exercise);
  return g_hash_table_contains (self->asked, key);
}

/* Returns: the next seed the draw will try. */
guint64
truco_question_draw_get_seed (TrucoQuestionDraw *self)
{
  g_return_val_if_fail (TRUCO_IS_QUESTION_DRAW (self), 0);

  return self->seed;
}
