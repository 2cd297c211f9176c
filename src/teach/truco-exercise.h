/* truco-exercise.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "truco-engine.h"

G_BEGIN_DECLS

/**
 * TrucoSkill:
 *
 * One skill of the catalogue: a kind of question about the rules (count an
 * envido, who wins a trick…), with a stable id, a title and the variants it
 * exists in.  Skills are static and never freed.
 */
typedef struct _TrucoSkill TrucoSkill;

guint               truco_skill_get_count    (void);
const TrucoSkill   *truco_skill_get_nth      (guint              index);
const TrucoSkill   *truco_skill_lookup       (const char        *id);
const char         *truco_skill_get_id       (const TrucoSkill  *skill);
const char         *truco_skill_get_title    (const TrucoSkill  *skill);
const char * const *truco_skill_get_variants (const TrucoSkill  *skill);
gboolean            truco_skill_applies      (const TrucoSkill  *skill,
                                              const TrucoRules  *rules,
                                              GError           **error);

/**
 * TrucoAnswerForm:
 * @TRUCO_ANSWER_CHOOSE: choose one of the options
 * @TRUCO_ANSWER_CHOOSE_CARD: choose one of the cards (each option names a
 *   card, or says that no card wins)
 * @TRUCO_ANSWER_ORDER_CARDS: put the cards in order (each option is an order)
 * @TRUCO_ANSWER_NUMBER: type a number; the options are the right number and
 *   the numbers the misconceptions give (see truco_exercise_find_number())
 */
typedef enum
{
  TRUCO_ANSWER_CHOOSE,
  TRUCO_ANSWER_CHOOSE_CARD,
  TRUCO_ANSWER_ORDER_CARDS,
  TRUCO_ANSWER_NUMBER,
} TrucoAnswerForm;

const char *truco_answer_form_get_id (TrucoAnswerForm form);  /* "choose" "card" "order" "number" */

#define TRUCO_EXERCISE_MAX_CARDS 8
#define TRUCO_EXERCISE_MAX_CHOICES 8

typedef struct _TrucoExercise TrucoExercise;

#define TRUCO_TYPE_EXERCISE (truco_exercise_get_type ())

GType          truco_exercise_get_type (void) G_GNUC_CONST;
TrucoExercise *truco_exercise_generate (const TrucoSkill  *skill,
                                        const TrucoRules  *rules,
                                        guint64            seed,
                                        GError           **error);
TrucoExercise *truco_exercise_generate_in_scope (const TrucoSkill   *skill,
                                                 const TrucoRules   *rules,
                                                 const char * const *scope,
                                                 guint64             seed,
                                                 GError            **error);
TrucoExercise *truco_exercise_ref      (TrucoExercise     *self);
void           truco_exercise_unref    (TrucoExercise     *self);

const TrucoSkill *truco_exercise_get_skill  (const TrucoExercise *self);
const TrucoRules *truco_exercise_get_rules  (const TrucoExercise *self);
guint64           truco_exercise_get_seed   (const TrucoExercise *self);
const char       *truco_exercise_get_prompt (const TrucoExercise *self);
TrucoAnswerForm   truco_exercise_get_form   (const TrucoExercise *self);

guint      truco_exercise_get_n_cards (const TrucoExercise *self);
TrucoCard  truco_exercise_get_card    (const TrucoExercise *self,
                                       guint                index,
                                       const char         **out_holder);
const char *truco_exercise_get_holder_name (const TrucoExercise *self,
                                            const char          *holder);

guint       truco_exercise_get_n_choices             (const TrucoExercise *self);
const char *truco_exercise_get_choice_text           (const TrucoExercise *self,
                                                      guint                index);
gboolean    truco_exercise_get_choice_correct        (const TrucoExercise *self,
                                                      guint                index);
const char *truco_exercise_get_choice_misconception  (const TrucoExercise *self,
                                                      guint                index);
const char *truco_exercise_get_choice_explanation    (const TrucoExercise *self,
                                                      guint                index);
TrucoCard   truco_exercise_get_choice_card           (const TrucoExercise *self,
                                                      guint                index);
const TrucoCard *truco_exercise_get_choice_order     (const TrucoExercise *self,
                                                      guint                index,
                                                      guint               *out_n_cards);
int         truco_exercise_get_choice_number         (const TrucoExercise *self,
                                                      guint                index);
guint       truco_exercise_get_answer                (const TrucoExercise *self);
int         truco_exercise_find_number               (const TrucoExercise *self,
                                                      int                  value);

/* The situation as numbers, per skill: hand-winner and put-trick-and-tie
 * [mano side, dealer side, winner of trick 1, 2, 3 (TRUCO_SIDE_NONE for a
 * tie)]; envido-winner, flor-contest, embit-contest [the side that comes
 * first in the round, A's value, B's value (-1: none)]; falta-value [score of A, score of B];
 * hand-points [side asked, game seed in 31+31+2 bits, then the index of each action
 * taken in truco_game_list_actions()]; others none.  For
 * truco_exercise_get_choice_number() of a CHOOSE option: a #TrucoSide
 * (TRUCO_SIDE_NONE for a tie or nobody), -1 for "another trick", or the
 * points (-1 for "wins the chico"). */
const int *truco_exercise_get_numbers (const TrucoExercise *self,
                                       guint               *out_n);

/* The engine's steps behind the right answer (for highlighting cards). */
const TrucoExplanation *truco_exercise_get_steps (const TrucoExercise *self);

/* The topics (ids of data/lessons/topics.xml) this question needs. */
const char * const *truco_exercise_get_topics (const TrucoExercise *self);

/* The topics every question of @skill needs under @rules (its base), and
 * whether some question of it can be asked within @scope (a
 * NULL-terminated list of taught topic ids; NULL: every topic). */
const char * const *truco_skill_get_topics   (const TrucoSkill   *skill,
                                              const TrucoRules   *rules);
gboolean            truco_skill_fits_scope   (const TrucoSkill   *skill,
                                              const TrucoRules   *rules,
                                              const char * const *scope);

/* Scaffolds, the most helpful first: a lesson shows the first few at the
 * start and fewer as the learner improves. */
guint       truco_exercise_get_n_hints (const TrucoExercise *self);
const char *truco_exercise_get_hint    (const TrucoExercise *self,
                                        guint                index);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TrucoExercise, truco_exercise_unref)

/**
 * TrucoQuestionMode:
 * Where a question is asked: a practice (its first question may be a
 * worked example), a lesson's check (a hint costs a star), the Scoring
 * Test (no hints), a review.
 */
typedef enum
{
  TRUCO_QUESTION_PRACTICE,
  TRUCO_QUESTION_PRACTICE_FIRST,
  TRUCO_QUESTION_REVIEW,
  TRUCO_QUESTION_CHECK,
  TRUCO_QUESTION_TEST,
} TrucoQuestionMode;

typedef enum
{
  TRUCO_HINT_RULE,        /* the rule that applies, with a topic to link to */
  TRUCO_HINT_FIRST_STEP,  /* the first step of the working */
  TRUCO_HINT_ANSWER,      /* the answer, only after an attempt */
} TrucoHintKind;

/* The hints of one question: make a new one for every question. */
typedef struct _TrucoHints TrucoHints;

TrucoHints *truco_hints_new              (TrucoExercise      *exercise,
                                          TrucoQuestionMode   mode);
void        truco_hints_free             (TrucoHints         *self);
gboolean    truco_hints_allowed          (const TrucoHints   *self);
const char *truco_hints_get_cost         (const TrucoHints   *self);
const char *truco_hints_get_worked_intro (const TrucoHints   *self);
gboolean    truco_hints_has_next         (const TrucoHints   *self);
guint       truco_hints_get_n_shown      (const TrucoHints   *self);
void        truco_hints_attempted        (TrucoHints         *self);
int         truco_hints_next             (TrucoHints         *self,
                                          char              **out_text,
                                          const char        **out_topic);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TrucoHints, truco_hints_free)

/* Honest progress: "Not practised yet", "Right 1 of 2 · next review in 3
 * days"; a percentage only for a skill answered (-1 otherwise); what
 * earned the stars ("3 stars: no mistakes and no hints"). */
char *truco_skill_describe_record (guint  n_answered,
                                   guint  n_right,
                                   gint64 next_review,
                                   gint64 now);
int   truco_skill_get_percent     (guint  n_answered,
                                   guint  n_right);
char *truco_stars_describe        (guint  stars,
                                   guint  n_mistakes,
                                   guint  n_hints);

G_END_DECLS
