/* truco-exercise.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdarg.h>

#include <glib/gi18n-lib.h>
#include <string.h>

#include "truco-exercise-private.h"

/**
 * TrucoExercise:
 *
 * One generated question: its skill, rule set and seed, a prompt, the
 * cards, the answer form and its options.  Every option carries an
 * explanation: the right one the engine's steps, each wrong one the
 * misconception it stands for, told with the question's own numbers, then
 * the right reasoning.  Exercises are immutable once generated.
 */

typedef struct
{
  char       *text;
  const char *misconception;
  char       *explanation;
  TrucoCard   card;
  int         number;
  guint8      n_order;
  TrucoCard   order[TRUCO_EXERCISE_MAX_CARDS];
} Choice;

struct _TrucoExercise
{
  gatomicrefcount   ref_count;
  const TrucoSkill *skill;
  TrucoRules       *rules;
  guint64           seed;
  char             *prompt;
  TrucoAnswerForm   form;
  guint             n_cards;
  TrucoCard         cards[TRUCO_EXERCISE_MAX_CARDS];
  char              holders[TRUCO_EXERCISE_MAX_CARDS][4];
  guint             n_choices;
  Choice            choices[TRUCO_EXERCISE_MAX_CHOICES];
  TrucoExplanation *steps;
  char             *steps_text;   /* the steps formatted, once */
  guint             per_side;     /* players on each side, 0: from the steps */
  TrucoSide         reader;       /* the learner's side (seat 1 of it), or TRUCO_SIDE_NONE */
  TrucoExplanationStyle *seat_style; /* the learner at a seat of a game (truco_exercise_set_game_reader()), or NULL */
  const char       *seat_names[8];   /* the names of that game's seats, by seat; NULL for the learner */
  GPtrArray        *hints;
  guint             n_numbers;
  int               numbers[96];
  GPtrArray        *needs;        /* interned topic ids the question needs, NULL-terminated */
  const char * const *scope;      /* while generating: the topics taught (NULL: all) */
};

G_DEFINE_BOXED_TYPE (TrucoExercise, truco_exercise, truco_exercise_ref, truco_exercise_unref)

const char *
truco_answer_form_get_id (TrucoAnswerForm form)
{
  static const char * const ids[] = { "choose", "card", "order", "number" };

  g_return_val_if_fail (form <= TRUCO_ANSWER_NUMBER, NULL);
  return ids[form];
}

void
truco_rng_deal (TrucoRng  *rng,
                TrucoDeck  deck,
                TrucoCard *out_cards,
                guint      n)
{
  guint n_deck;
  const TrucoCard *all = truco_deck_get_cards (deck, &n_deck);

  g_assert (n <= n_deck);
  for (guint i = 0; i < n; i++)
    {
      gboolean again;

      do
        {
          out_cards[i] = all[truco_rng_below (rng, n_deck)];
          again = FALSE;
          for (guint j = 0; j < i; j++)
            again |= out_cards[j] == out_cards[i];
        }
      while (again);
    }
}

/* The topics of the ranking, per variant, by the classes they teach
 * (1 = the highest): a question about a card needs its group taught. */
static const struct
{
  const char *variant;
  guint       first, last;
  const char *topic;
} card_topics[] = {
  { "ar", 1, 4, "ar.cards.bravas" },
  { "ar", 5, 6, "ar.cards.threes-twos" },
  { "ar", 7, 7, "ar.cards.false-aces" },
  { "ar", 8, 10, "ar.cards.figures-rank" },
  { "ar", 11, G_MAXUINT, "ar.cards.low-cards" },
};

const char *
truco_exercise_card_topic (const TrucoRules *rules,
                           TrucoCard         card)
{
  const char *variant = truco_variant_get_id (truco_rules_get_variant (rules));
  guint c = truco_rules_get_card_class (rules, card);

  for (guint i = 0; i < G_N_ELEMENTS (card_topics); i++)
    if (strcmp (card_topics[i].variant, variant) == 0 && c >= card_topics[i].first && c <= card_topics[i].last)
      return card_topics[i].topic;
  return NULL;
}

void
truco_exercise_deal (TrucoExercise    *self,
                     const TrucoRules *rules,
                     TrucoRng         *rng,
                     TrucoCard        *out_cards,
                     guint             n)
{
  guint n_deck, n_allowed = 0;
  const TrucoCard *all = truco_deck_get_cards (truco_rules_get_deck (rules), &n_deck);
  g_autofree TrucoCard *allowed = g_new (TrucoCard, n_deck);

  for (guint i = 0; i < n_deck; i++)
    {
      const char *topic = truco_exercise_card_topic (rules, all[i]);

      if (topic == NULL || truco_exercise_in_scope (self, topic))
        allowed[n_allowed++] = all[i];
    }
  if (n_allowed < n)
    {
      /* The scope teaches too few cards: deal from the whole deck (the
       * topics the question needs say so). */
      memcpy (allowed, all, n_deck * sizeof *all);
      n_allowed = n_deck;
    }
  for (guint i = 0; i < n; i++)
    {
      gboolean again;

      do
        {
          out_cards[i] = allowed[truco_rng_below (rng, n_allowed)];
          again = FALSE;
          for (guint j = 0; j < i; j++)
            again |= out_cards[j] == out_cards[i];
        }
      while (again);
    }
}

void
truco_exercise_need_cards (TrucoExercise    *self,
                           const TrucoRules *rules,
                           const TrucoCard  *cards,
                           guint             n)
{
  for (guint i = 0; i < n; i++)
    {
      const char *topic = truco_exercise_card_topic (rules, cards[i]);

      if (topic)
        truco_exercise_need (self, topic);
    }
}

/* The topic of a rule that differs by variant in name only (a parda, a
 * tie, pardes), or NULL where the variant has no such topic. */
static const struct
{
  const char *concept;
  const char *topics[5];   /* ar cat fr tyf put */
} concept_topics[] = {
  { "cards.equal", { "ar.cards.equal", "cat.cards.equal", "fr.cards.equal", "tyf.cards.equal", "put.cards.equal" } },
  { "tricks.tie", { "ar.tricks.parda", "cat.tricks.tie", "fr.tricks.tie", "tyf.tricks.pardes", NULL } },
  { "tricks.partners", { "ar.tricks.partners", "cat.tricks.tie", NULL, NULL, NULL } },
  { "tricks.tie-leader", { "ar.tricks.parda-leader", "cat.tricks.tie-leader", NULL, NULL, NULL } },
  { "hand.tie-first", { "ar.hand.parda-first", "cat.hand.ties", "fr.hand.ties", "tyf.hand.pardes", NULL } },
  { "hand.tie-later", { "ar.hand.parda-later", "cat.hand.ties", "fr.hand.ties", "tyf.hand.pardes", NULL } },
  { "hand.one-each-tie", { "ar.hand.one-each-parda", "cat.hand.ties", "fr.hand.ties", "tyf.hand.pardes", NULL } },
  { "hand.all-tied", { "ar.hand.three-pardas", "cat.hand.three-ties", "fr.hand.three-ties", "tyf.hand.three-pardes", NULL } },
};

const char *
truco_exercise_topic (const TrucoRules *rules,
                      const char       *concept)
{
  static const char * const variants[] = { "ar", "cat", "fr", "tyf", "put" };
  const char *variant = truco_variant_get_id (truco_rules_get_variant (rules));

  for (guint i = 0; i < G_N_ELEMENTS (concept_topics); i++)
    if (strcmp (concept_topics[i].concept, concept) == 0)
      for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
        if (strcmp (variants[v], variant) == 0)
          return concept_topics[i].topics[v];
  return NULL;
}

gboolean
truco_exercise_taught (const TrucoExercise *self,
                       const char          *concept)
{
  const char *topic = truco_exercise_topic (self->rules, concept);

  return topic == NULL || truco_exercise_in_scope (self, topic);
}

void
truco_exercise_need_concept (TrucoExercise *self,
                             const char    *concept)
{
  const char *topic = truco_exercise_topic (self->rules, concept);

  if (topic)
    truco_exercise_need (self, topic);
}

static TrucoExercise *
truco_exercise_new (const TrucoSkill *skill,
                    const TrucoRules *rules,
                    guint64           seed)
{
  TrucoExercise *self = g_new0 (TrucoExercise, 1);

  g_atomic_ref_count_init (&self->ref_count);
  self->reader = TRUCO_SIDE_NONE;
  self->skill = skill;
  self->rules = truco_rules_copy (rules);
  self->seed = seed;
  self->hints = g_ptr_array_new_with_free_func (g_free);
  self->needs = g_ptr_array_new ();
  g_ptr_array_add (self->needs, NULL);
  return self;
}

/**
 * truco_exercise_generate:
 * @skill: a skill of the catalogue
 * @rules: the rule set (variant and house rules)
 * @seed: any number: the same seed gives the same exercise
 * @error: return location for a #GError
 *
 * Returns: (transfer full) (nullable): a new exercise, or %NULL with
 *   %TRUCO_ERROR_NOT_IN_VARIANT when @skill does not exist under @rules.
 */
TrucoExercise *
truco_exercise_generate (const TrucoSkill  *skill,
                         const TrucoRules  *rules,
                         guint64            seed,
                         GError           **error)
{
  TrucoExercise *self;
  TrucoRng rng;

  g_return_val_if_fail (skill != NULL, NULL);
  g_return_val_if_fail (rules != NULL, NULL);

  if (!truco_skill_applies (skill, rules, error))
    return NULL;

  self = truco_exercise_new (skill, rules, seed);
  truco_rng_init (&rng, seed);
  truco_skill_need_base (skill, self, self->rules);
  if (!skill->generate (self, self->rules, &rng))
    g_error ("The %s generator failed for seed %" G_GUINT64_FORMAT, skill->id, seed);
  g_assert (self->prompt != NULL && self->n_choices >= 2);
  return self;
}

/**
 * truco_exercise_generate_in_scope:
 * @skill: a skill of the catalogue
 * @rules: the rule set
 * @scope: (nullable) (array zero-terminated=1): the topic ids taught so far
 *   (data/lessons/topics.xml), or %NULL for every topic
 * @seed: any number
 * @error: return location for a #GError
 *
 * Generates a question of @skill that needs only topics of @scope: the
 * generator draws its situation among those the scope allows (cards,
 * calls, kinds of question), it does not draw and retry.
 *
 * Returns: (transfer full) (nullable): the exercise, or %NULL with
 *   %TRUCO_ERROR_NOT_IN_VARIANT when @skill does not exist under @rules,
 *   or %TRUCO_ERROR_INVALID_ARGUMENT when no question of @skill fits
 *   @scope (truco_skill_fits_scope()).
 */
TrucoExercise *
truco_exercise_generate_in_scope (const TrucoSkill   *skill,
                                  const TrucoRules   *rules,
                                  const char * const *scope,
                                  guint64             seed,
                                  GError            **error)
{
  TrucoExercise *self;
  TrucoRng rng;

  g_return_val_if_fail (skill != NULL, NULL);
  g_return_val_if_fail (rules != NULL, NULL);

  if (!truco_skill_applies (skill, rules, error))
    return NULL;
  if (!truco_skill_fits_scope (skill, rules, scope))
    {
      /* Translators: %s is a skill id */
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                   _("No question of the skill “%s” can be asked with only the topics taught so far."), skill->id);
      return NULL;
    }

  self = truco_exercise_new (skill, rules, seed);
  self->scope = scope;
  truco_rng_init (&rng, seed);
  truco_skill_need_base (skill, self, self->rules);
  if (!skill->generate (self, self->rules, &rng))
    g_error ("The %s generator failed for seed %" G_GUINT64_FORMAT, skill->id, seed);
  self->scope = NULL;
  g_assert (self->prompt != NULL && self->n_choices >= 2);
  return self;
}

gboolean
truco_exercise_in_scope (const TrucoExercise *self,
                         const char          *topic)
{
  return self->scope == NULL || g_strv_contains (self->scope, topic);
}

void
truco_exercise_need (TrucoExercise *self,
                     const char    *topic)
{
  const char *interned = g_intern_string (topic);

  for (guint i = 0; i + 1 < self->needs->len; i++)
    if (g_ptr_array_index (self->needs, i) == interned)
      return;
  g_ptr_array_index (self->needs, self->needs->len - 1) = (gpointer) interned;
  g_ptr_array_add (self->needs, NULL);
}

/**
 * truco_exercise_get_topics:
 *
 * The topics this question needs (data/lessons/topics.xml ids): those of
 * its skill (truco_skill_get_topics()) and those its situation adds (an
 * ace of swords needs the bravas, a parda the rule of pardas).
 *
 * Returns: (transfer none) (array zero-terminated=1): the topic ids
 */
const char * const *
truco_exercise_get_topics (const TrucoExercise *self)
{
  return (const char * const *) self->needs->pdata;
}

TrucoExercise *
truco_exercise_ref (TrucoExercise *self)
{
  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

void
truco_exercise_unref (TrucoExercise *self)
{
  if (self == NULL || !g_atomic_ref_count_dec (&self->ref_count))
    return;
  truco_exercise_clear_choices (self);
  g_free (self->prompt);
  g_clear_pointer (&self->steps, truco_explanation_free);
  g_clear_pointer (&self->steps_text, g_free);
  g_clear_pointer (&self->seat_style, g_free);
  g_ptr_array_unref (self->hints);
  g_ptr_array_unref (self->needs);
  truco_rules_unref (self->rules);
  g_free (self);
}

const TrucoSkill *
truco_exercise_get_skill (const TrucoExercise *self)
{
  return self->skill;
}

const TrucoRules *
truco_exercise_get_rules (const TrucoExercise *self)
{
  return self->rules;
}

guint64
truco_exercise_get_seed (const TrucoExercise *self)
{
  return self->seed;
}

const char *
truco_exercise_get_prompt (const TrucoExercise *self)
{
  return self->prompt;
}

TrucoAnswerForm
truco_exercise_get_form (const TrucoExercise *self)
{
  return self->form;
}

guint
truco_exercise_get_n_cards (const TrucoExercise *self)
{
  return self->n_cards;
}

/**
 * truco_exercise_get_card:
 * @out_holder: (out) (optional): who holds or played it ("A1", "B"), or %NULL
 */
TrucoCard
truco_exercise_get_card (const TrucoExercise *self,
                         guint                index,
                         const char         **out_holder)
{
  g_return_val_if_fail (index < self->n_cards, TRUCO_CARD_NONE);
  if (out_holder)
    *out_holder = self->holders[index][0] ? self->holders[index] : NULL;
  return self->cards[index];
}

guint
truco_exercise_get_n_choices (const TrucoExercise *self)
{
  return self->n_choices;
}

const char *
truco_exercise_get_choice_text (const TrucoExercise *self,
                                guint                index)
{
  g_return_val_if_fail (index < self->n_choices, NULL);
  return self->choices[index].text;
}

gboolean
truco_exercise_get_choice_correct (const TrucoExercise *self,
                                   guint                index)
{
  g_return_val_if_fail (index < self->n_choices, FALSE);
  return self->choices[index].misconception == NULL;
}

/**
 * truco_exercise_get_choice_misconception:
 *
 * Returns: (nullable): the stable id of the misconception a wrong option
 *   stands for ("figures-as-ten"), %NULL for the right option.
 */
const char *
truco_exercise_get_choice_misconception (const TrucoExercise *self,
                                         guint                index)
{
  g_return_val_if_fail (index < self->n_choices, NULL);
  return self->choices[index].misconception;
}

const char *
truco_exercise_get_choice_explanation (const TrucoExercise *self,
                                       guint                index)
{
  g_return_val_if_fail (index < self->n_choices, NULL);
  return self->choices[index].explanation;
}

TrucoCard
truco_exercise_get_choice_card (const TrucoExercise *self,
                                guint                index)
{
  g_return_val_if_fail (index < self->n_choices, TRUCO_CARD_NONE);
  return self->choices[index].card;
}

const TrucoCard *
truco_exercise_get_choice_order (const TrucoExercise *self,
                                 guint                index,
                                 guint               *out_n_cards)
{
  g_return_val_if_fail (index < self->n_choices, NULL);
  *out_n_cards = self->choices[index].n_order;
  return self->choices[index].order;
}

int
truco_exercise_get_choice_number (const TrucoExercise *self,
                                  guint                index)
{
  g_return_val_if_fail (index < self->n_choices, 0);
  return self->choices[index].number;
}

guint
truco_exercise_get_answer (const TrucoExercise *self)
{
  for (guint i = 0; i < self->n_choices; i++)
    if (self->choices[i].misconception == NULL)
      return i;
  g_return_val_if_reached (0);
}

/**
 * truco_exercise_find_number:
 * @value: a number the learner typed
 *
 * Returns: the option with this number (the right one, or the misconception
 *   that gives it), or -1 when no option has it.
 */
int
truco_exercise_find_number (const TrucoExercise *self,
                            int                  value)
{
  if (self->form != TRUCO_ANSWER_NUMBER)
    return -1;
  for (guint i = 0; i < self->n_choices; i++)
    if (self->choices[i].number == value)
      return i;
  return -1;
}

const int *
truco_exercise_get_numbers (const TrucoExercise *self,
                            guint               *out_n)
{
  *out_n = self->n_numbers;
  return self->numbers;
}

void
truco_exercise_set_numbers (TrucoExercise *self,
                            const int     *numbers,
                            guint          n)
{
  g_assert (n <= G_N_ELEMENTS (self->numbers));
  memcpy (self->numbers, numbers, n * sizeof *numbers);
  self->n_numbers = n;
}

const TrucoExplanation *
truco_exercise_get_steps (const TrucoExercise *self)
{
  return self->steps;
}

guint
truco_exercise_get_n_hints (const TrucoExercise *self)
{
  return self->hints->len;
}

const char *
truco_exercise_get_hint (const TrucoExercise *self,
                         guint                index)
{
  g_return_val_if_fail (index < self->hints->len, NULL);
  return g_ptr_array_index (self->hints, index);
}

/* ------------------------------------------------------------------ */
/* The builder                                                          */

void
truco_exercise_set_prompt (TrucoExercise *self,
                           char          *prompt)
{
  g_free (self->prompt);
  self->prompt = prompt;
}

void
truco_exercise_set_form (TrucoExercise   *self,
                         TrucoAnswerForm  form)
{
  self->form = form;
}

void
truco_exercise_add_card (TrucoExercise *self,
                         TrucoCard      card,
                         const char    *holder)
{
  g_assert (self->n_cards < TRUCO_EXERCISE_MAX_CARDS);
  self->cards[self->n_cards] = card;
  g_strlcpy (self->holders[self->n_cards], holder ? holder : "", sizeof self->holders[0]);
  self->n_cards++;
}

void
truco_exercise_set_steps (TrucoExercise    *self,
                          TrucoExplanation *steps)
{
  g_clear_pointer (&self->steps, truco_explanation_free);
  g_clear_pointer (&self->steps_text, g_free);
  self->steps = steps;
}

void
truco_exercise_add_hint (TrucoExercise *self,
                         char          *hint)
{
  g_ptr_array_add (self->hints, hint);
}

guint
truco_exercise_add_choice (TrucoExercise *self,
                           char          *text,
                           const char    *misconception,
                           char          *explanation)
{
  Choice *c;

  g_assert (self->n_choices < TRUCO_EXERCISE_MAX_CHOICES);
  c = &self->choices[self->n_choices];
  memset (c, 0, sizeof *c);
  c->text = text;
  c->misconception = misconception;
  c->explanation = explanation;
  return self->n_choices++;
}

void
truco_exercise_set_choice_card (TrucoExercise *self,
                                guint          index,
                                TrucoCard      card)
{
  g_assert (index < self->n_choices);
  self->choices[index].card = card;
}

void
truco_exercise_set_choice_number (TrucoExercise *self,
                                  guint          index,
                                  int            number)
{
  g_assert (index < self->n_choices);
  self->choices[index].number = number;
}

void
truco_exercise_set_choice_order (TrucoExercise   *self,
                                 guint            index,
                                 const TrucoCard *cards,
                                 guint            n_cards)
{
  g_assert (index < self->n_choices && n_cards <= TRUCO_EXERCISE_MAX_CARDS);
  memcpy (self->choices[index].order, cards, n_cards * sizeof *cards);
  self->choices[index].n_order = n_cards;
}

gboolean
truco_exercise_has_choice_text (const TrucoExercise *self,
                                const char          *text)
{
  for (guint i = 0; i < self->n_choices; i++)
    if (strcmp (self->choices[i].text, text) == 0)
      return TRUE;
  return FALSE;
}

void
truco_exercise_clear_choices (TrucoExercise *self)
{
  for (guint i = 0; i < self->n_choices; i++)
    {
      g_free (self->choices[i].text);
      g_free (self->choices[i].explanation);
    }
  self->n_choices = 0;
}

void
truco_exercise_shuffle_choices (TrucoExercise *self,
                                TrucoRng      *rng)
{
  for (guint i = self->n_choices; i > 1; i--)
    {
      guint j = truco_rng_below (rng, i);
      Choice t = self->choices[i - 1];

      self->choices[i - 1] = self->choices[j];
      self->choices[j] = t;
    }
}

char *
truco_exercise_card_text (TrucoCard card)
{
  if (truco_explanation_get_card_names () && truco_card_is_valid (card))
    return g_strdup (truco_card_get_name (card));
  return truco_card_to_string (card);
}

void
truco_exercise_set_players_per_side (TrucoExercise *self,
                                     guint          per_side)
{
  self->per_side = per_side;
  g_clear_pointer (&self->steps_text, g_free);
}

/* The other players of a question, as the Table names its bots. */
static const char *const player_names[] = {
  "Ana", "Luis", "Marta", "Jordi", "Pilar", "Tomás", "Clara", "Pau",
};

const char *
truco_exercise_player_name (guint index)
{
  return player_names[index % G_N_ELEMENTS (player_names)];
}

void
truco_exercise_set_reader (TrucoExercise *self,
                           TrucoSide      side)
{
  self->reader = side;
  g_clear_pointer (&self->steps_text, g_free);
}

void
truco_exercise_set_game_reader (TrucoExercise *self,
                                 TrucoGame     *game,
                                 guint          seat)
{
  guint n = MIN (truco_game_get_n_seats (game), G_N_ELEMENTS (self->seat_names)), next = 0;

  g_return_if_fail (seat < n);

  for (guint s = 0; s < n; s++)
    self->seat_names[s] = s == seat ? NULL : truco_exercise_player_name (next++);
  if (self->seat_style == NULL)
    self->seat_style = g_new0 (TrucoExplanationStyle, 1);
  truco_explanation_style_init (self->seat_style, FALSE, TRUE);
  truco_game_set_style_reader (game, self->seat_style, seat, self->seat_names);
  self->reader = self->seat_style->reader_side;
  g_clear_pointer (&self->steps_text, g_free);
}

const char *
truco_exercise_game_seat_name (const TrucoExercise *self,
                               guint                seat)
{
  g_return_val_if_fail (self->seat_style != NULL && seat < G_N_ELEMENTS (self->seat_names), NULL);

  return self->seat_names[seat];
}

/**
 * truco_exercise_get_holder_name:
 * @holder: a holder of cards as truco_exercise_get_card() gives it
 *
 * Returns: (nullable): who holds those cards as the question says it to
 *   the learner ("You", "Ana"), or %NULL when the question names the
 *   sides by their letter or the holder is not a side
 */
const char *
truco_exercise_get_holder_name (const TrucoExercise *self,
                                const char          *holder)
{
  TrucoSide side = TRUCO_SIDE_NONE;

  g_return_val_if_fail (self != NULL, NULL);

  if (self->reader == TRUCO_SIDE_NONE || holder == NULL)
    return NULL;
  for (TrucoSide s = TRUCO_SIDE_A; s <= TRUCO_SIDE_B; s++)
    if (g_str_equal (holder, truco_side_get_letter (s)))
      side = s;
  if (side == TRUCO_SIDE_NONE)
    return NULL;
  if (side == self->reader)
    /* Translators: the learner's seat at the practice table. */
    return _("You");
  return truco_exercise_seat_name (self, side, 1);
}

/* The last side of the question's rule set: C at Put for three. */
static TrucoSide
last_side (const TrucoExercise *self)
{
  return truco_rules_resolve (self->rules)->n_sides > 2 ? TRUCO_SIDE_C : TRUCO_SIDE_B;
}

const char *
truco_exercise_seat_name (const TrucoExercise *self,
                          TrucoSide            side,
                          guint                number)
{
  guint per_side = MAX (self->per_side, 1), next = 0;

  /* Side C last, at Put for three (each player alone). */
  for (guint s = TRUCO_SIDE_A; s <= last_side (self); s++)
    for (guint n = 1; n <= per_side && n <= TRUCO_EXPLANATION_MAX_PER_SIDE; n++)
      {
        if (s == self->reader && n == 1)
          {
            if (s == side && n == number)
              return NULL;
            continue;
          }
        if (s == side && n == number)
          return truco_exercise_player_name (next);
        next++;
      }
  return NULL;
}

char *
truco_exercise_scores_text (const TrucoExercise *self,
                            guint                reader_score,
                            guint                other_score)
{
  TrucoSide other = self->reader == TRUCO_SIDE_B ? TRUCO_SIDE_A : TRUCO_SIDE_B;

  if (self->per_side > 1)
    /* Translators: the scores of the two sides; the plural follows the
     * first number */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Your side has %1$u point and the other side has %2$u.",
                                         "Your side has %1$u points and the other side has %2$u.", reader_score),
                            reader_score, other_score);
  /* Translators: %1$u is your score (the plural follows it), %2$s the
   * other player's name ("Ana"), %3$u that player's score */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "You have %1$u point and %2$s has %3$u.",
                                       "You have %1$u points and %2$s has %3$u.", reader_score),
                          reader_score, truco_exercise_seat_name (self, other, 1), other_score);
}

/* The steps said to the learner: "you", "Ana", "your side". */
static char *
format_for_reader (const TrucoExercise *self)
{
  TrucoExplanationStyle style;
  guint per_side = MAX (self->per_side, 1);

  if (self->seat_style != NULL)
    {
      style = *self->seat_style;
      style.card_names = truco_explanation_get_card_names ();
      return truco_explanation_format_styled (self->steps, "\n", &style);
    }

  truco_explanation_style_init (&style, truco_explanation_get_card_names (), TRUE);
  truco_explanation_style_set_reader (&style, self->reader, 1, per_side);
  for (guint side = TRUCO_SIDE_A; side <= last_side (self); side++)
    for (guint n = 1; n <= per_side && n <= TRUCO_EXPLANATION_MAX_PER_SIDE; n++)
      if (side != self->reader || n != 1)
        truco_explanation_style_set_name (&style, side, n, truco_exercise_seat_name (self, side, n));
  /* A third side with players: three each on their own (Put for three). */
  if (last_side (self) == TRUCO_SIDE_C)
    for (guint side = TRUCO_SIDE_A; side <= TRUCO_SIDE_C; side++)
      style.side_sizes[side] = per_side;
  return truco_explanation_format_styled (self->steps, "\n", &style);
}

char *
truco_exercise_format_first_step (const TrucoExercise *self)
{
  g_autofree char *all = NULL;
  char *end;

  if (self->steps == NULL || truco_explanation_get_n_steps (self->steps) == 0)
    return NULL;
  if (self->reader == TRUCO_SIDE_NONE)
    return truco_step_format_plain (truco_explanation_get_step (self->steps, 0), 0);
  /* Said to the learner, as the whole working is: its first line. */
  all = truco_exercise_format_steps (self);
  end = strchr (all, '\n');
  return g_strndup (all, end ? (gsize) (end - all) : strlen (all));
}

char *
truco_exercise_format_steps (const TrucoExercise *self)
{
  /* Every option repeats the right reasoning: it is formatted once. */
  if (self->steps_text == NULL && self->steps != NULL && self->reader != TRUCO_SIDE_NONE)
    ((TrucoExercise *) self)->steps_text = format_for_reader (self);
  if (self->steps_text == NULL && self->steps != NULL)
    ((TrucoExercise *) self)->steps_text = truco_explanation_format_plain (self->steps, "\n", self->per_side);
  return g_strdup (self->steps_text ? self->steps_text : "");
}

char *
truco_exercise_wrong (const TrucoExercise *self,
                      char                *sentence)
{
  g_autofree char *right = truco_exercise_format_steps (self);
  g_autofree char *owned = sentence;
  g_autoptr(GString) capitalised = g_string_new (NULL);

  /* A player named in words ("the first player of side A") may open the
   * sentence. */
  g_string_append_unichar (capitalised, g_unichar_toupper (g_utf8_get_char (owned)));
  g_string_append (capitalised, g_utf8_next_char (owned));
  /* Translators: the explanation of a wrong option: %s is why it is wrong */
  return g_strdup_printf (_("Not quite. %s\n%s"), capitalised->str, right);
}

/* Keeps the option (taken over) when its value is new and differs from
 * @right. */
void
truco_wrongs_add (TrucoWrongs *w,
                  int          right,
                  int          value,
                  char        *text,
                  const char  *id,
                  char        *sentence)
{
  gboolean keep = value != right && w->n < G_N_ELEMENTS (w->items);

  for (guint i = 0; keep && i < w->n; i++)
    keep = w->items[i].value != value;
  if (!keep)
    {
      g_free (text);
      g_free (sentence);
      return;
    }
  w->items[w->n++] = (TrucoWrong) { value, text, id, sentence };
}

void
truco_wrongs_clear (TrucoWrongs *w)
{
  for (guint i = 0; i < w->n; i++)
    {
      g_free (w->items[i].text);
      g_free (w->items[i].sentence);
    }
  w->n = 0;
}

/* The right option (its explanation: the engine's steps), then at most
 * three wrong ones, shuffled. */
void
truco_exercise_add_wrong_choices (TrucoExercise *ex,
                                  int            right,
                                  char          *right_text,
                                  TrucoWrongs   *w,
                                  TrucoRng      *rng)
{
  guint k = truco_exercise_add_choice (ex, right_text, NULL, truco_exercise_format_steps (ex));

  truco_exercise_set_choice_number (ex, k, right);
  for (guint i = 0; i < w->n && i < 3; i++)
    {
      k = truco_exercise_add_choice (ex, g_steal_pointer (&w->items[i].text), w->items[i].id,
                                     truco_exercise_wrong (ex, g_steal_pointer (&w->items[i].sentence)));
      truco_exercise_set_choice_number (ex, k, w->items[i].value);
    }
  truco_wrongs_clear (w);
  truco_exercise_shuffle_choices (ex, rng);
}
