/* truco-exercise-private.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the generators share: the seeded random source, the exercise
 * builder and the skill table.
 */

#pragma once

#include "truco-exercise.h"
#include "truco-game.h"

G_BEGIN_DECLS

/* A seeded random source of its own (splitmix64), so that the same seed
 * gives the same exercise whatever else uses GLib's random numbers. */
typedef struct
{
  guint64 state;
} TrucoRng;

static inline void
truco_rng_init (TrucoRng *rng,
                guint64   seed)
{
  rng->state = seed ^ G_GUINT64_CONSTANT (0x6a09e667f3bcc909);
}

static inline guint64
truco_rng_next (TrucoRng *rng)
{
  guint64 z = (rng->state += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

/* A number in [0, n). */
static inline guint
truco_rng_below (TrucoRng *rng,
                 guint     n)
{
  return n <= 1 ? 0 : (guint) (truco_rng_next (rng) % n);
}

/* @n distinct cards of @deck. */
void truco_rng_deal (TrucoRng  *rng,
                     TrucoDeck  deck,
                     TrucoCard *out_cards,
                     guint      n);

/* The number of players of a rule set with a players option (ar, cat,
 * fr, put: "2", "3_gallo_fijo"…), 0 without one. */
static inline guint
truco_exercise_players_of (const TrucoRules *rules)
{
  return truco_rules_get (rules, TRUCO_OPTION_PLAYERS) != NULL
         ? truco_rules_resolve (rules)->n_players : 0;
}

/* How many players each side has at the usual table of the rule set's
 * variant, for a question between two sides whose answer does not depend
 * on the table: partners at four or six (Catalan, French, Truc y Flou),
 * else one against one.  Not the players house rule, so that the words of
 * such a question do not change with it (the schedules of those skills
 * are not kept apart by it). */
static inline guint
truco_exercise_per_side_of (const TrucoRules *rules)
{
  const TrucoRuleSet *set = truco_rules_resolve (truco_variant_get_default_rules (truco_rules_get_variant (rules)));

  return set->n_sides == 2 && set->n_players >= 4 ? set->n_players / 2 : 1;
}

typedef gboolean (*TrucoGenerateFunc) (TrucoExercise    *exercise,
                                       const TrucoRules *rules,
                                       TrucoRng         *rng);
/* NULL when the skill exists under @rules, else why not (N_() marked). */
typedef const char *(*TrucoAppliesFunc) (const TrucoRules *rules);

struct _TrucoSkill
{
  const char         *id;
  const char         *title;       /* N_() */
  const char * const *variants;
  TrucoAppliesFunc    applies;     /* NULL: every rule set of the variants */
  TrucoGenerateFunc   generate;
};

/* The builder (only generators call these, before the exercise is handed
 * out).  Strings passed as char * are taken over. */
void  truco_exercise_set_prompt (TrucoExercise    *self,
                                 char             *prompt);
void  truco_exercise_set_form   (TrucoExercise    *self,
                                 TrucoAnswerForm   form);
void  truco_exercise_add_card   (TrucoExercise    *self,
                                 TrucoCard         card,
                                 const char       *holder);
void  truco_exercise_set_numbers (TrucoExercise *self,
                                  const int     *numbers,
                                  guint          n);
/* Takes over @steps: the engine's explanation of the right answer. */
void  truco_exercise_set_steps  (TrucoExercise    *self,
                                 TrucoExplanation *steps);
/* How many players each side has, for naming them in the explanations
 * (0, the default: as many as the steps name). */
void  truco_exercise_set_players_per_side (TrucoExercise *self,
                                           guint          per_side);
/* The question is put to the learner, the first player of @side: the
 * steps say "you", "your side", and name the others in order with
 * truco_exercise_player_name() (Ana first), which is how the prompts and
 * options of such a question name them too. */
void  truco_exercise_set_reader (TrucoExercise    *self,
                                 TrucoSide         side);
const char *truco_exercise_player_name (guint index);
/* The question is put to the learner seated at @seat of @game (a gallo's
 * table, where the sides differ in size, or each seat keeps its own
 * score): the steps are said as truco_game_set_style_reader() says them,
 * the other seats named with truco_exercise_player_name() in seat order
 * (Ana first); truco_exercise_game_seat_name() gives those names, NULL
 * for the learner. */
void  truco_exercise_set_game_reader (TrucoExercise *self,
                                      TrucoGame     *game,
                                      guint          seat);
const char *truco_exercise_game_seat_name (const TrucoExercise *self,
                                           guint                seat);
/* The name the steps give the player @number of @side (set the players
 * per side first), NULL for the learner. */
const char *truco_exercise_seat_name (const TrucoExercise *self,
                                      TrucoSide            side,
                                      guint                number);
/* The scores said to the learner (set the reader and the players per
 * side first): "You have 12 points and Ana has 20." or "Your side has 12
 * points and the other side has 20." */
char *truco_exercise_scores_text (const TrucoExercise *self,
                                  guint                reader_score,
                                  guint                other_score);
void  truco_exercise_add_hint   (TrucoExercise    *self,
                                 char             *hint);
/* @misconception NULL for the right option.  A wrong option's explanation
 * is its misconception's sentence followed by the right reasoning. */
guint truco_exercise_add_choice (TrucoExercise    *self,
                                 char             *text,
                                 const char       *misconception,
                                 char             *explanation);
void  truco_exercise_set_choice_card   (TrucoExercise *self,
                                        guint          index,
                                        TrucoCard      card);
void  truco_exercise_set_choice_number (TrucoExercise *self,
                                        guint          index,
                                        int            number);
void  truco_exercise_set_choice_order  (TrucoExercise   *self,
                                        guint            index,
                                        const TrucoCard *cards,
                                        guint            n_cards);
/* Whether an option with this text exists already. */
gboolean truco_exercise_has_choice_text (const TrucoExercise *self,
                                         const char          *text);
/* Removes every option (a draw that turned out trivial). */
void  truco_exercise_clear_choices (TrucoExercise *self);
void  truco_exercise_shuffle_choices (TrucoExercise *self,
                                      TrucoRng      *rng);

/* The right reasoning as text (the engine's formatter), for the
 * explanations of the options. */
char *truco_exercise_format_steps (const TrucoExercise *self);
/* The first step of the working, said as the working is (to the learner
 * when the question is put to the learner), or NULL without steps. */
char *truco_exercise_format_first_step (const TrucoExercise *self);
/* A card in a prompt, a choice or a hint: its full name in a learner's
 * window, its notation for truco-rules (truco_explanation_set_card_names()). */
char *truco_exercise_card_text (TrucoCard card);
/* "No: <sentence>" then the right reasoning on the next lines. */
char *truco_exercise_wrong (const TrucoExercise *self,
                            char                *sentence);

/* Scopes: whether a topic is taught (always, outside a scope), and that
 * the question being built needs it (each generator says so for what its
 * situation asks). */
gboolean truco_exercise_in_scope (const TrucoExercise *self,
                                  const char          *topic);
void     truco_exercise_need     (TrucoExercise       *self,
                                  const char          *topic);
/* A rule named alike in every variant ("tricks.tie": a parda, a tie,
 * pardes) as the rule set's topic, NULL where it has none; whether the
 * scope teaches it (TRUE with no such topic); that the question needs it. */
const char *truco_exercise_topic (const TrucoRules *rules,
                                  const char       *concept);
gboolean truco_exercise_taught   (const TrucoExercise *self,
                                  const char          *concept);
void     truco_exercise_need_concept (TrucoExercise   *self,
                                      const char      *concept);
/* The ranking topic a card's question needs (NULL: only the skill's). */
const char *truco_exercise_card_topic (const TrucoRules *rules,
                                       TrucoCard         card);
/* @n distinct cards of the rule set's deck among those the scope has
 * taught to rank (the whole deck outside a scope). */
void     truco_exercise_deal     (TrucoExercise       *self,
                                  const TrucoRules    *rules,
                                  TrucoRng            *rng,
                                  TrucoCard           *out_cards,
                                  guint                n);
/* The ranking topics of @cards, needed. */
void     truco_exercise_need_cards (TrucoExercise     *self,
                                    const TrucoRules  *rules,
                                    const TrucoCard   *cards,
                                    guint              n);
void     truco_skill_need_base   (const TrucoSkill    *skill,
                                  TrucoExercise       *ex,
                                  const TrucoRules    *rules);

/* Generators, one file per family. */
gboolean truco_gen_rank_pair     (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng);
gboolean truco_gen_rank_order    (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng);
gboolean truco_gen_trick_winner  (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng);
gboolean truco_gen_trick_leader  (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng);
gboolean truco_gen_hand_winner   (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng);
gboolean truco_gen_envido_count  (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng);
gboolean truco_gen_envido_winner (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng);
gboolean truco_gen_flor_count    (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng);
gboolean truco_gen_flor_contest  (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng);
gboolean truco_gen_embit_count   (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng);
gboolean truco_gen_embit_contest (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng);
gboolean truco_gen_falta_value   (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng);
gboolean truco_gen_hand_points   (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng);
gboolean truco_gen_tyf_bonus     (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng);
gboolean truco_gen_bet_truco     (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng);
gboolean truco_gen_bet_envido    (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng);
gboolean truco_gen_bet_flor      (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng);
gboolean truco_gen_bet_embit     (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng);
gboolean truco_gen_bet_raise     (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng);
gboolean truco_gen_bet_put       (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng);
gboolean truco_gen_bet_put_game  (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng);
gboolean truco_gen_resto_value   (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng);
gboolean truco_gen_fr_remainder  (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng);
gboolean truco_gen_tyf_balou_partido (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng);
gboolean truco_gen_score_malas_buenas (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng);
gboolean truco_gen_chico_end          (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng);
gboolean truco_gen_cat_score_eleven   (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng);
gboolean truco_gen_cat_one_card_deal  (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng);
gboolean truco_gen_fr_redeal          (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng);
gboolean truco_gen_envido_tie_many    (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng);
gboolean truco_gen_gallo_envido       (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng);
gboolean truco_gen_gallo_score        (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng);
gboolean truco_gen_pica_pica_duel     (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng);
gboolean truco_gen_pica_pica_falta    (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng);
gboolean truco_gen_mazo_concede       (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng);
gboolean truco_gen_flor_penalty       (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng);
gboolean truco_gen_call_legal         (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng);
gboolean truco_gen_el_bueno           (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng);

/* Wrong options gathered while a question is made: each a number, its
 * text, its misconception and why it is wrong, taken over.  The first
 * three become options beside the right one (the score and player
 * skills share these). */
typedef struct
{
  int         value;      /* the choice number */
  char       *text;       /* the option */
  const char *id;         /* the misconception */
  char       *sentence;   /* why it is wrong, with the question's numbers */
} TrucoWrong;

typedef struct
{
  TrucoWrong items[8];
  guint      n;
} TrucoWrongs;

void truco_wrongs_add   (TrucoWrongs *w,
                         int          right,
                         int          value,
                         char        *text,
                         const char  *id,
                         char        *sentence);
void truco_wrongs_clear (TrucoWrongs *w);
void truco_exercise_add_wrong_choices (TrucoExercise *ex,
                                       int            right,
                                       char          *right_text,
                                       TrucoWrongs   *w,
                                       TrucoRng      *rng);

G_END_DECLS
