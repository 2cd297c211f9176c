/* truco-exercise-hints.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Hints that teach: the first names the rule that applies (the topic
 * map's sentence, with the topic to link to where it is taught), the
 * second shows the first step of the working (the engine's own first
 * step), and the answer only once the learner has tried.  Checks and the
 * Scoring Test take none; the first question of a practice may be worked
 * with the learner, and says so.  A TrucoHints belongs to one question:
 * a new question starts a new one, so hints never carry over.
 *
 * And the words of honest progress: what a skill's record means
 * ("Right 1 of 2 · next review in 3 days"), and what earned the stars.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "truco-curriculum-topics.h"
#include "truco-exercise-private.h"

static char *first_step_text (const TrucoExercise *ex);

struct _TrucoHints
{
  TrucoExercise     *exercise;
  TrucoQuestionMode  mode;
  guint              n_shown;
  gboolean           attempted;
  char              *first_step;     /* NULL when it would give the answer */
  gboolean           has_first_step;
};

/**
 * truco_hints_new:
 * @exercise: the question
 * @mode: where it is asked
 *
 * Returns: (transfer full): the hints of this question, none shown yet
 */
TrucoHints *
truco_hints_new (TrucoExercise     *exercise,
                 TrucoQuestionMode  mode)
{
  TrucoHints *self = g_new0 (TrucoHints, 1);

  self->exercise = truco_exercise_ref (exercise);
  self->mode = mode;
  self->first_step = first_step_text (exercise);
  self->has_first_step = self->first_step != NULL;
  return self;
}

void
truco_hints_free (TrucoHints *self)
{
  if (self == NULL)
    return;
  truco_exercise_unref (self->exercise);
  g_free (self->first_step);
  g_free (self);
}

/* Whether hints may be asked for at all: not in the Scoring Test; in a
 * lesson's check they cost a star (truco_hints_get_cost()). */
gboolean
truco_hints_allowed (const TrucoHints *self)
{
  return self->mode != TRUCO_QUESTION_TEST;
}

/**
 * truco_hints_get_cost:
 *
 * Returns: (nullable): what a hint costs, said before it is asked for (in
 *   a lesson's check, a star); %NULL where hints are free
 */
const char *
truco_hints_get_cost (const TrucoHints *self)
{
  if (self->mode != TRUCO_QUESTION_CHECK)
    return NULL;
  return _("In the check a hint costs a star, as a mistake does: 3 stars need no mistake and no hint.");
}

/**
 * truco_hints_get_worked_intro:
 *
 * Returns: (nullable): for the first question of a practice, the sentence
 *   that says it is worked with the learner; %NULL otherwise
 */
const char *
truco_hints_get_worked_intro (const TrucoHints *self)
{
  if (self->mode != TRUCO_QUESTION_PRACTICE_FIRST)
    return NULL;
  if (!self->has_first_step)
    return _("A worked example: the rule is shown; work out the answer from it.");
  return _("A worked example: the rule and the first step are shown; finish the working and answer.");
}

/* The most specific topic of the question that has a rule to say. */
static const char *
rule_topic (const TrucoHints *self,
            const char      **out_rule)
{
  TrucoTopicMap *map = truco_topic_map_get_default ();
  const char * const *topics = truco_exercise_get_topics (self->exercise);
  guint n = topics ? g_strv_length ((char **) topics) : 0;

  for (guint i = n; map && i > 0; i--)
    {
      const char *rule = truco_topic_map_get_rule (map, topics[i - 1]);

      if (rule && *rule)
        {
          *out_rule = rule;
          return topics[i - 1];
        }
    }
  *out_rule = NULL;
  return NULL;
}

/* Whether @text says @word as a word of its own (a number: not inside
 * a larger one). */
static gboolean
says_word (const char *text,
           const char *word)
{
  gsize len = strlen (word);

  if (len == 0)
    return FALSE;
  for (const char *p = strstr (text, word); p != NULL; p = strstr (p + 1, word))
    {
      gboolean starts = p == text || !g_unichar_isalnum (g_utf8_get_char (g_utf8_prev_char (p)));
      gboolean ends = p[len] == '\0' || !g_unichar_isalnum (g_utf8_get_char (p + len));

      if (starts && ends)
        return TRUE;
    }
  return FALSE;
}

/* The first step of the working, in words, or NULL when it would give the
 * answer away: a working of one step is the answer itself, and a first
 * step that already names the right number or option tells rather than
 * teaches. */
static char *
first_step_text (const TrucoExercise *ex)
{
  const TrucoExplanation *steps = truco_exercise_get_steps (ex);
  guint answer = truco_exercise_get_answer (ex);
  g_autofree char *text = NULL;
  g_autofree char *right = NULL;

  if (steps == NULL || truco_explanation_get_n_steps (steps) < 2)
    return NULL;
  /* Said to the learner when the exercise has one, as the working is. */
  text = truco_exercise_format_first_step (ex);
  if (text == NULL)
    return NULL;
  if (truco_exercise_get_form (ex) == TRUCO_ANSWER_NUMBER)
    {
      g_autofree char *number = g_strdup_printf ("%d", truco_exercise_get_choice_number (ex, answer));

      if (says_word (text, number))
        return NULL;
    }
  right = g_strdup (truco_exercise_get_choice_text (ex, answer));
  if (right != NULL && g_str_has_suffix (right, "."))
    right[strlen (right) - 1] = '\0';
  if (right != NULL && says_word (text, right))
    return NULL;
  return g_steal_pointer (&text);
}

/* What the next hint would be, or -1 for none now. */
static int
next_kind (const TrucoHints *self)
{
  if (!truco_hints_allowed (self))
    return -1;
  if (self->n_shown == 0)
    return TRUCO_HINT_RULE;
  if (self->n_shown == 1 && self->has_first_step)
    return TRUCO_HINT_FIRST_STEP;
  if (self->n_shown == (self->has_first_step ? 2 : 1) && self->attempted)
    return TRUCO_HINT_ANSWER;
  return -1;
}

/* Whether a hint can be shown now (the answer waits for an attempt). */
gboolean
truco_hints_has_next (const TrucoHints *self)
{
  return next_kind (self) >= 0;
}

guint
truco_hints_get_n_shown (const TrucoHints *self)
{
  return self->n_shown;
}

/* The learner answered (wrongly) once: the answer may now be shown. */
void
truco_hints_attempted (TrucoHints *self)
{
  self->attempted = TRUE;
}

static char *
first_step (const TrucoHints *self)
{
  if (self->first_step == NULL)
    return NULL;
  /* Translators: a hint; %s is the first sentence of the working */
  return g_strdup_printf (_("First step: %s"), self->first_step);
}

/**
 * truco_hints_next:
 * @self: the hints of a question
 * @out_text: (out) (transfer full): the hint, a sentence
 * @out_topic: (out) (optional) (transfer none) (nullable): for the rule,
 *   the topic id to link to where it is taught
 *   (truco_curriculum_find_teaching_lesson()); else %NULL
 *
 * Shows the next hint: the rule, then the first step, then (only after an
 * attempt) the answer.
 *
 * Returns: its kind, or -1 when there is none to show now
 */
int
truco_hints_next (TrucoHints  *self,
                  char       **out_text,
                  const char **out_topic)
{
  int kind = next_kind (self);
  const char *topic = NULL;

  *out_text = NULL;
  if (out_topic)
    *out_topic = NULL;
  switch (kind)
    {
    case TRUCO_HINT_RULE:
      {
        const char *rule = NULL;

        topic = rule_topic (self, &rule);
        if (rule)
          /* Translators: a hint; %s is the rule that applies, one sentence */
          *out_text = g_strdup_printf (_("The rule: %s"), rule);
        else if (truco_exercise_get_n_hints (self->exercise) > 0)
          *out_text = g_strdup (truco_exercise_get_hint (self->exercise, 0));
        break;
      }
    case TRUCO_HINT_FIRST_STEP:
      *out_text = first_step (self);
      break;
    case TRUCO_HINT_ANSWER:
      {
        guint answer = truco_exercise_get_answer (self->exercise);

        /* Translators: a hint given after a wrong attempt; %s is the right option */
        *out_text = g_strdup_printf (_("The answer: %s"), truco_exercise_get_choice_text (self->exercise, answer));
        break;
      }
    default:
      return -1;
    }
  if (*out_text == NULL)
    *out_text = g_strdup (_("No hint for this question."));
  if (out_topic)
    *out_topic = topic;
  self->n_shown++;
  return kind;
}

/* ------------------------------------------------------------------ */
/* Honest progress                                                      */

/**
 * truco_skill_describe_record:
 * @n_answered: answers given to the skill's questions
 * @n_right: how many of them were right
 * @next_review: when it is due next, in seconds since the epoch (0: not
 *   scheduled)
 * @now: the time now, in seconds since the epoch
 *
 * Returns: (transfer full): "Not practised yet", or "Right 1 of 2 · next
 *   review in 3 days" (never a percentage for a skill never answered)
 */
char *
truco_skill_describe_record (guint  n_answered,
                             guint  n_right,
                             gint64 next_review,
                             gint64 now)
{
  g_autofree char *right = NULL, *when = NULL;

  if (n_answered == 0)
    return g_strdup (_("Not practised yet"));
  n_right = MIN (n_right, n_answered);
  /* Translators: answers right out of answers given; the plural follows the second number */
  right = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Right %u of %u", "Right %u of %u", n_answered),
                           n_right, n_answered);
  if (next_review <= 0)
    return g_steal_pointer (&right);
  if (next_review <= now)
    when = g_strdup (_("review due now"));
  else
    {
      gint64 minutes = (next_review - now + 59) / 60;
      gint64 hours = (next_review - now + 3599) / 3600;
      gint64 days = (next_review - now + 86399) / 86400;

      if (minutes < 60)
        when = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "next review in %d minute", "next review in %d minutes", (gulong) minutes),
                                (int) minutes);
      else if (hours < 24)
        when = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "next review in %d hour", "next review in %d hours", (gulong) hours),
                                (int) hours);
      else
        when = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "next review in %d day", "next review in %d days", (gulong) days),
                                (int) days);
    }
  /* Translators: "Right 1 of 2", then "next review in 3 days" */
  return g_strdup_printf (_("%s · %s"), right, when);
}

/**
 * truco_skill_get_percent:
 *
 * Returns: the share of right answers, 0–100, or -1 for a skill never
 *   answered (show "Not practised yet", not a percentage)
 */
int
truco_skill_get_percent (guint n_answered,
                         guint n_right)
{
  if (n_answered == 0)
    return -1;
  return (int) (100 * MIN (n_right, n_answered) / n_answered);
}

/**
 * truco_stars_describe:
 * @stars: 0 to 3
 * @n_mistakes: wrong answers in the check
 * @n_hints: hints asked for
 *
 * Returns: (transfer full): what earned the stars ("3 stars: no mistakes
 *   and no hints"), for the label, the tooltip and the accessible
 *   description
 */
char *
truco_stars_describe (guint stars,
                      guint n_mistakes,
                      guint n_hints)
{
  g_autofree char *mistakes = NULL, *hints = NULL;

  if (stars == 0)
    return g_strdup (_("No stars yet: pass the check to earn them"));
  mistakes = n_mistakes == 0 ? g_strdup (_("no mistakes"))
           : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u mistake", "%u mistakes", n_mistakes), n_mistakes);
  hints = n_hints == 0 ? g_strdup (_("no hints"))
        : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u hint", "%u hints", n_hints), n_hints);
  /* Translators: stars (the plural follows them), then "no mistakes" or "1 mistake", then "no hints" or "2 hints" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u star: %s and %s", "%u stars: %s and %s", stars),
                          stars, mistakes, hints);
}
