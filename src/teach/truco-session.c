/* truco-session.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "truco-session.h"

typedef struct
{
  const char *skill;
  guint       earliest;   /* question index from which it may come back */
  guint       latest;     /* the index by which it must have come back */
} Comeback;

struct _TrucoSession
{
  GObject           parent_instance;

  TrucoSessionMode  mode;
  TrucoProgress    *progress;
  char             *variant;
  char             *options;
  GHashTable       *skill_options;  /* skill → its own options digest */
  GStrv             skills;
  GHashTable       *introducible;   /* NULL: every skill */
  guint             length;         /* 0: endless (practice) */
  GRand            *rand;

  GPtrArray        *plan;           /* test: the skills, in order */
  GArray           *comebacks;      /* Comeback */
  guint             n_new;          /* new skills introduced so far */
  guint             n_answered;
  guint             n_correct;
  const char       *current;        /* asked, not yet answered */
  const char       *previous;
  GHashTable       *missed;         /* skill → points lost */
  GPtrArray        *missed_order;   /* skills, in the order first missed */
};

G_DEFINE_FINAL_TYPE (TrucoSession, truco_session, G_TYPE_OBJECT)

static void
truco_session_finalize (GObject *object)
{
  TrucoSession *self = TRUCO_SESSION (object);

  g_clear_object (&self->progress);
  g_free (self->variant);
  g_free (self->options);
  g_clear_pointer (&self->skill_options, g_hash_table_unref);
  g_strfreev (self->skills);
  g_clear_pointer (&self->introducible, g_hash_table_unref);
  g_rand_free (self->rand);
  g_clear_pointer (&self->plan, g_ptr_array_unref);
  g_array_unref (self->comebacks);
  g_hash_table_unref (self->missed);
  g_ptr_array_unref (self->missed_order);

  G_OBJECT_CLASS (truco_session_parent_class)->finalize (object);
}

static void
truco_session_class_init (TrucoSessionClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = truco_session_finalize;
}

static void
truco_session_init (TrucoSession *self)
{
  self->comebacks = g_array_new (FALSE, FALSE, sizeof (Comeback));
  self->missed = g_hash_table_new (g_str_hash, g_str_equal);
  self->missed_order = g_ptr_array_new ();
}

/* The digest a skill's card is kept under. */
static const char *
options_of (TrucoSession *self,
            const char   *skill)
{
  const char *options = self->skill_options != NULL ? g_hash_table_lookup (self->skill_options, skill) : NULL;

  return options != NULL ? options : self->options;
}

/**
 * truco_session_set_skill_options:
 * @skill: one of the session's skills
 * @options: truco_progress_options_digest() of the house rules that change
 *   @skill's answers
 *
 * Keeps @skill's card under @options instead of the session's options
 * (each skill under only the house rules it depends on, see
 * truco_skill_dup_options_digest()).  Call it before the first question.
 */
void
truco_session_set_skill_options (TrucoSession *self,
                                 const char   *skill,
                                 const char   *options)
{
  g_return_if_fail (TRUCO_IS_SESSION (self));
  g_return_if_fail (skill != NULL && options != NULL);

  if (self->skill_options == NULL)
    self->skill_options = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_hash_table_insert (self->skill_options, g_strdup (skill), g_strdup (options));
}

static TrucoSession *
session_new (TrucoSessionMode    mode,
             TrucoProgress      *progress,
             const char         *variant,
             const char         *options,
             const char * const *skills,
             guint               length,
             guint32             seed)
{
  TrucoSession *self = g_object_new (TRUCO_TYPE_SESSION, NULL);

  self->mode = mode;
  self->progress = g_object_ref (progress);
  self->variant = g_strdup (variant);
  self->options = g_strdup (options != NULL ? options : "");
  self->skills = g_strdupv ((char **) skills);
  self->length = length;
  self->rand = g_rand_new_with_seed (seed);
  return self;
}

/**
 * truco_session_new_review:
 * @skills: the variant's skills
 * @introducible: (nullable): the skills whose lesson is done: only those
 *   are introduced (NULL: all of @skills)
 * @introduce_all: introduce every new skill at once, instead of
 *   TRUCO_SESSION_NEW_SKILLS a session
 * @length: how many questions at most (fewer when less is due)
 * @seed: for the order of equally urgent skills
 */
TrucoSession *
truco_session_new_review (TrucoProgress      *progress,
                          const char         *variant,
                          const char         *options,
                          const char * const *skills,
                          const char * const *introducible,
                          gboolean            introduce_all,
                          guint               length,
                          guint32             seed)
{
  TrucoSession *self;

  g_return_val_if_fail (TRUCO_IS_PROGRESS (progress), NULL);
  g_return_val_if_fail (variant != NULL && skills != NULL, NULL);

  self = session_new (TRUCO_SESSION_REVIEW, progress, variant, options, skills,
                      length > 0 ? length : TRUCO_SESSION_DEFAULT_LENGTH, seed);
  if (introducible != NULL)
    {
      self->introducible = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      for (guint i = 0; introducible[i] != NULL; i++)
        g_hash_table_add (self->introducible, g_strdup (introducible[i]));
    }
  /* G_MAXUINT stands for no quota. */
  self->n_new = introduce_all ? G_MAXUINT : 0;
  return self;
}

/* Practice: one skill over and over, outside the schedule.  @length 0 is
 * endless. */
TrucoSession *
truco_session_new_practice (TrucoProgress *progress,
                            const char    *variant,
                            const char    *options,
                            const char    *skill,
                            guint          length)
{
  const char *skills[] = { skill, NULL };

  g_return_val_if_fail (TRUCO_IS_PROGRESS (progress), NULL);
  g_return_val_if_fail (variant != NULL && skill != NULL, NULL);

  return session_new (TRUCO_SESSION_PRACTICE, progress, variant, options, skills, length, 0);
}

static void
shuffle (GRand      *rand,
         GPtrArray  *array,
         guint       from)
{
  for (guint i = array->len; i > from + 1; i--)
    {
      guint j = from + g_rand_int_range (rand, 0, (gint32) (i - from));
      gpointer tmp = array->pdata[i - 1];

      array->pdata[i - 1] = array->pdata[j];
      array->pdata[j] = tmp;
    }
}

/**
 * truco_session_new_test:
 *
 * The scoring test: TRUCO_TEST_LENGTH questions spread over all of
 * @skills (each as often as the others, give or take one; a random
 * selection when there are more skills than questions), never one skill
 * twice in a row when there are two or more.  Outside the schedule.
 */
TrucoSession *
truco_session_new_test (TrucoProgress      *progress,
                        const char         *variant,
                        const char         *options,
                        const char * const *skills,
                        guint32             seed)
{
  TrucoSession *self;
  guint n;

  g_return_val_if_fail (TRUCO_IS_PROGRESS (progress), NULL);
  g_return_val_if_fail (variant != NULL && skills != NULL && skills[0] != NULL, NULL);

  self = session_new (TRUCO_SESSION_TEST, progress, variant, options, skills, TRUCO_TEST_LENGTH, seed);
  n = g_strv_length (self->skills);
  self->plan = g_ptr_array_new ();
  while (self->plan->len < TRUCO_TEST_LENGTH)
    {
      guint start = self->plan->len;

      for (guint i = 0; i < n; i++)
        g_ptr_array_add (self->plan, self->skills[i]);
      shuffle (self->rand, self->plan, start);
      /* A round must not begin with the skill that ended the last one. */
      if (start > 0 && n > 1 && self->plan->pdata[start] == self->plan->pdata[start - 1])
        {
          gpointer tmp = self->plan->pdata[start];

          self->plan->pdata[start] = self->plan->pdata[start + 1];
          self->plan->pdata[start + 1] = tmp;
        }
    }
  g_ptr_array_set_size (self->plan, TRUCO_TEST_LENGTH);
  return self;
}

TrucoSessionMode
truco_session_get_mode (TrucoSession *self)
{
  g_return_val_if_fail (TRUCO_IS_SESSION (self), TRUCO_SESSION_REVIEW);
  return self->mode;
}

static gboolean
may_introduce (TrucoSession *self,
               const char   *skill)
{
  if (self->n_new != G_MAXUINT && self->n_new >= TRUCO_SESSION_NEW_SKILLS)
    return FALSE;
  return self->introducible == NULL || g_hash_table_contains (self->introducible, skill);
}

/* The most urgent skill among those due (or new, or, with @ahead, about
 * to be due), not @avoid when another one is available.  Urgency is the
 * chance of having forgotten: lowest retrievability first. */
static const char *
most_urgent (TrucoSession  *self,
             TrucoFsrsTime  now,
             TrucoFsrsTime  ahead,
             const char    *avoid,
             gboolean      *is_new)
{
  const TrucoFsrsParams *params = truco_progress_get_params (self->progress);
  const char *best = NULL, *fallback = NULL;
  double best_r = 2;
  gboolean best_new = FALSE, fallback_new = FALSE;

  for (guint i = 0; self->skills[i] != NULL; i++)
    {
      const char *skill = self->skills[i];
      const TrucoSkillCard *card = truco_progress_lookup_card (self->progress, self->variant, options_of (self, skill), skill);
      gboolean fresh = card == NULL || card->card.state == TRUCO_CARD_NEW;
      double r;

      if (fresh)
        {
          if (!may_introduce (self, skill))
            continue;
          r = 0;
        }
      else
        {
          gboolean learning = card->card.state == TRUCO_CARD_LEARNING
                              || card->card.state == TRUCO_CARD_RELEARNING;

          if (card->card.due > now + (learning ? ahead : 0))
            continue;
          r = truco_fsrs_retrievability (params, &card->card, now);
          /* Equally urgent skills in a random order. */
          r += g_rand_double (self->rand) * 1e-9;
        }

      if (avoid != NULL && g_str_equal (skill, avoid))
        {
          fallback = skill;
          fallback_new = fresh;
        }
      else if (r < best_r)
        {
          best = skill;
          best_r = r;
          best_new = fresh;
        }
    }

  if (best != NULL)
    {
      *is_new = best_new;
      return best;
    }
  *is_new = fallback_new;
  return fallback;
}

static const char *
next_review (TrucoSession  *self,
             TrucoFsrsTime  now)
{
  const char *skill;
  gboolean is_new = FALSE;

  /* A skill answered wrong comes back: by its last chance (or while the
   * session still has room for it), or as soon as it does not follow
   * itself. */
  for (guint i = 0; i < self->comebacks->len; i++)
    {
      Comeback *c = &g_array_index (self->comebacks, Comeback, i);

      if (c->latest <= self->n_answered
          || (self->length - self->n_answered <= self->comebacks->len && c->skill != self->previous))
        {
          skill = c->skill;
          g_array_remove_index (self->comebacks, i);
          return skill;
        }
    }
  for (guint i = 0; i < self->comebacks->len; i++)
    {
      Comeback *c = &g_array_index (self->comebacks, Comeback, i);

      if (c->earliest <= self->n_answered && c->skill != self->previous)
        {
          skill = c->skill;
          g_array_remove_index (self->comebacks, i);
          return skill;
        }
    }

  skill = most_urgent (self, now, 0, self->previous, &is_new);
  if (skill == NULL || skill == self->previous)
    {
      /* Nothing else due: a skill in its learning steps may come early,
       * or the next comeback, rather than the same skill again. */
      const char *ahead = most_urgent (self, now, TRUCO_SESSION_LEARN_AHEAD, self->previous, &is_new);

      if (ahead != NULL && ahead != self->previous)
        skill = ahead;
      else if (self->comebacks->len > 0)
        {
          skill = g_array_index (self->comebacks, Comeback, 0).skill;
          g_array_remove_index (self->comebacks, 0);
          return skill;
        }
      else if (skill == NULL)
        skill = ahead;
    }
  if (skill != NULL && is_new && self->n_new != G_MAXUINT)
    self->n_new++;
  return skill;
}

/**
 * truco_session_next:
 * @now: the time
 *
 * The skill the next question practises, or NULL when the session is
 * over (its length reached, or nothing left to review).  Calling it again
 * before truco_session_answer() gives the same skill.
 */
const char *
truco_session_next (TrucoSession  *self,
                    TrucoFsrsTime  now)
{
  g_return_val_if_fail (TRUCO_IS_SESSION (self), NULL);

  if (self->current != NULL)
    return self->current;
  if (self->length > 0 && self->n_answered >= self->length)
    return NULL;

  switch (self->mode)
    {
    case TRUCO_SESSION_PRACTICE:
      self->current = self->skills[0];
      break;
    case TRUCO_SESSION_TEST:
      self->current = g_ptr_array_index (self->plan, self->n_answered);
      break;
    case TRUCO_SESSION_REVIEW:
    default:
      self->current = next_review (self, now);
      break;
    }
  return self->current;
}

/**
 * truco_session_answer:
 *
 * Records the answer to the question truco_session_next() gave: in a
 * review it is graded, scheduled and saved; practice and the test are
 * outside the schedule and only counted.
 */
TrucoRating
truco_session_answer (TrucoSession      *self,
                      const TrucoAnswer *answer,
                      TrucoFsrsTime      now)
{
  TrucoRating rating;
  const char *skill;

  g_return_val_if_fail (TRUCO_IS_SESSION (self), TRUCO_RATING_AGAIN);
  g_return_val_if_fail (self->current != NULL, TRUCO_RATING_AGAIN);

  skill = self->current;
  if (self->mode == TRUCO_SESSION_REVIEW)
    rating = truco_progress_record_review (self->progress, self->variant, options_of (self, skill), skill, answer, now);
  else
    rating = truco_progress_grade (self->progress, self->variant, options_of (self, skill), skill, answer);

  if (answer->correct)
    self->n_correct++;
  else
    {
      guint lost = GPOINTER_TO_UINT (g_hash_table_lookup (self->missed, skill));

      if (lost == 0)
        g_ptr_array_add (self->missed_order, (gpointer) skill);
      g_hash_table_insert (self->missed, (gpointer) skill, GUINT_TO_POINTER (lost + 1));

      if (self->mode == TRUCO_SESSION_REVIEW)
        {
          /* A fresh question of the skill, after one other if possible. */
          Comeback c = { skill, self->n_answered + 2, self->n_answered + TRUCO_SESSION_COMEBACK };

          g_array_append_val (self->comebacks, c);
        }
    }

  self->previous = skill;
  self->current = NULL;
  self->n_answered++;
  return rating;
}

guint
truco_session_get_length (TrucoSession *self)
{
  g_return_val_if_fail (TRUCO_IS_SESSION (self), 0);
  return self->length;
}

guint
truco_session_get_n_answered (TrucoSession *self)
{
  g_return_val_if_fail (TRUCO_IS_SESSION (self), 0);
  return self->n_answered;
}

guint
truco_session_get_n_correct (TrucoSession *self)
{
  g_return_val_if_fail (TRUCO_IS_SESSION (self), 0);
  return self->n_correct;
}

static int
compare_lost (gconstpointer a,
              gconstpointer b,
              gpointer      user_data)
{
  GHashTable *missed = user_data;
  guint la = GPOINTER_TO_UINT (g_hash_table_lookup (missed, *(const char * const *) a));
  guint lb = GPOINTER_TO_UINT (g_hash_table_lookup (missed, *(const char * const *) b));

  return (lb > la) - (lb < la);
}

/**
 * truco_session_dup_missed_skills:
 *
 * The skills answered wrong at least once, those that lost most points
 * first (then in the order they were first missed).
 */
char **
truco_session_dup_missed_skills (TrucoSession *self)
{
  g_autoptr(GPtrArray) order = NULL;
  GPtrArray *result;

  g_return_val_if_fail (TRUCO_IS_SESSION (self), NULL);

  order = g_ptr_array_copy (self->missed_order, NULL, NULL);
  /* g_ptr_array_sort_with_data is a stable merge sort. */
  g_ptr_array_sort_with_data (order, compare_lost, self->missed);
  result = g_ptr_array_new ();
  for (guint i = 0; i < order->len; i++)
    g_ptr_array_add (result, g_strdup (g_ptr_array_index (order, i)));
  g_ptr_array_add (result, NULL);
  return (char **) g_ptr_array_free (result, FALSE);
}

/* ------------------------------------------------------------------ */
/* Reviews wait for the lessons                                         */

static gboolean
lesson_passed (TrucoProgress *progress,
               TrucoLesson   *lesson)
{
  TrucoLessonProgress state = { FALSE, 0, 0 };

  return truco_progress_get_lesson (progress, truco_lesson_get_id (lesson), &state) && state.done;
}

/**
 * truco_session_dup_introducible:
 * @curriculum: the variant's lessons
 * @progress: the learner's progress
 * @skills: the skills of the rule set
 *
 * Returns: (transfer full): the skills of @skills that a passed lesson
 *   practises: only those may enter the reviews (none before the first
 *   lesson is passed)
 */
char **
truco_session_dup_introducible (TrucoCurriculum    *curriculum,
                                TrucoProgress      *progress,
                                const char * const *skills)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  guint n = g_list_model_get_n_items (G_LIST_MODEL (curriculum));

  for (guint s = 0; skills[s] != NULL; s++)
    for (guint i = 0; i < n; i++)
      {
        g_autoptr(TrucoLesson) lesson = g_list_model_get_item (G_LIST_MODEL (curriculum), i);
        const char * const *lesson_skills = truco_lesson_get_skills (lesson);

        if (lesson_skills && g_strv_contains (lesson_skills, skills[s]) && lesson_passed (progress, lesson))
          {
            g_strv_builder_add (builder, skills[s]);
            break;
          }
      }
  return g_strv_builder_end (builder);
}

/**
 * truco_session_dup_review_scope:
 *
 * Returns: (transfer full): the topics the passed lessons taught: review
 *   questions are generated within them (truco_exercise_generate_in_scope())
 */
char **
truco_session_dup_review_scope (TrucoCurriculum *curriculum,
                                TrucoProgress   *progress)
{
  g_autoptr(GPtrArray) topics = g_ptr_array_new ();
  guint n = g_list_model_get_n_items (G_LIST_MODEL (curriculum));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TrucoLesson) lesson = g_list_model_get_item (G_LIST_MODEL (curriculum), i);
      const char * const *taught = truco_lesson_get_topics (lesson);

      if (!lesson_passed (progress, lesson))
        continue;
      for (guint t = 0; taught && taught[t]; t++)
        if (!g_ptr_array_find_with_equal_func (topics, taught[t], g_str_equal, NULL))
          g_ptr_array_add (topics, (gpointer) taught[t]);
    }
  {
    GStrvBuilder *builder = g_strv_builder_new ();
    char **result;

    for (guint i = 0; i < topics->len; i++)
      g_strv_builder_add (builder, g_ptr_array_index (topics, i));
    result = g_strv_builder_end (builder);
    g_strv_builder_unref (builder);
    return result;
  }
}

/**
 * truco_session_describe_waiting:
 * @out_next: (out) (optional) (transfer full) (nullable): the next lesson
 *   to take: the first not passed
 *
 * Returns: (nullable): what to do before reviews can start ("Finish a
 *   lesson to start reviews"), or %NULL once a lesson is passed
 */
const char *
truco_session_describe_waiting (TrucoCurriculum  *curriculum,
                                TrucoProgress    *progress,
                                TrucoLesson     **out_next)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (curriculum));
  gboolean any = FALSE;

  if (out_next)
    *out_next = NULL;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TrucoLesson) lesson = g_list_model_get_item (G_LIST_MODEL (curriculum), i);

      if (lesson_passed (progress, lesson))
        any = TRUE;
      else if (out_next && *out_next == NULL)
        *out_next = g_object_ref (lesson);
    }
  return any ? NULL : _("Finish a lesson to start reviews");
}
