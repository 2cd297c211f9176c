/* truco-rules.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A rule set: a variant and the values of its house rules; what the
 * rules answer about cards and declarations; and their resolution into
 * the typed TrucoRuleSet everything else asks. */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "truco-variant-tables.h"

#define MAX_OPTIONS 16

struct _TrucoRules
{
  gatomicrefcount     ref_count;
  const TrucoVariant *variant;
  guint8              values[MAX_OPTIONS];
  TrucoRuleSet        resolved;   /* kept up to date by resolve () */
};

static void resolve (TrucoRules *rules);

/* Rules */

G_DEFINE_BOXED_TYPE (TrucoRules, truco_rules, truco_rules_ref, truco_rules_unref)

/**
 * truco_rules_new:
 * @variant: a variant
 *
 * Returns: (transfer full): a rule set with every option at its default.
 */
TrucoRules *
truco_rules_new (const TrucoVariant *variant)
{
  TrucoRules *self;

  g_return_val_if_fail (variant != NULL, NULL);
  g_assert (variant->n_options <= MAX_OPTIONS);

  self = g_new0 (TrucoRules, 1);
  g_atomic_ref_count_init (&self->ref_count);
  self->variant = variant;
  for (guint i = 0; i < variant->n_options; i++)
    self->values[i] = variant->options[i]->default_choice;
  resolve (self);
  return self;
}

/**
 * truco_rules_copy:
 * @rules: a rule set
 *
 * Returns: (transfer full): an independent copy.
 */
TrucoRules *
truco_rules_copy (const TrucoRules *rules)
{
  TrucoRules *self = truco_rules_new (rules->variant);

  memcpy (self->values, rules->values, sizeof self->values);
  resolve (self);
  return self;
}

/**
 * truco_rules_ref:
 * @rules: a rule set
 *
 * Returns: (transfer full): @rules
 */
TrucoRules *
truco_rules_ref (TrucoRules *rules)
{
  g_atomic_ref_count_inc (&rules->ref_count);
  return rules;
}

/**
 * truco_rules_unref:
 * @rules: (transfer full): a rule set
 */
void
truco_rules_unref (TrucoRules *rules)
{
  if (g_atomic_ref_count_dec (&rules->ref_count))
    g_free (rules);
}

/**
 * truco_rules_get_variant:
 * @rules: a rule set
 *
 * Returns: (transfer none): its variant.
 */
const TrucoVariant *
truco_rules_get_variant (const TrucoRules *rules)
{
  return rules->variant;
}

static char *
list_keys (const TrucoVariant *variant)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < variant->n_options; i++)
    {
      if (i > 0)
        g_string_append (s, ", ");
      g_string_append (s, variant->options[i]->key);
    }
  return g_string_free (s, FALSE);
}

static char *
list_values (const TrucoOption *option)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < option->n_choices; i++)
    {
      if (i > 0)
        g_string_append (s, ", ");
      g_string_append (s, option->choices[i].value);
    }
  return g_string_free (s, FALSE);
}

/**
 * truco_rules_set:
 * @rules: a rule set
 * @key: an option key
 * @value: one of its values
 * @error: return location for a #GError
 *
 * Sets an option.  Nothing changes on error.
 *
 * Returns: %TRUE on success; %TRUCO_ERROR_UNKNOWN_OPTION (the message lists
 *   the keys) or %TRUCO_ERROR_INVALID_VALUE (it lists the values).
 */
gboolean
truco_rules_set (TrucoRules  *rules,
                 const char  *key,
                 const char  *value,
                 GError     **error)
{
  const TrucoVariant *variant = rules->variant;

  for (guint i = 0; i < variant->n_options; i++)
    {
      const TrucoOption *option = variant->options[i];
      int choice;

      if (key == NULL || strcmp (option->key, key) != 0)
        continue;

      choice = truco_option_find_choice (option, value);
      if (choice < 0)
        {
          g_autofree char *values = list_values (option);

          g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE,
                       _("The option “%s” does not accept “%s”; its values are: %s."),
                       key, value ? value : "", values);
          return FALSE;
        }

      rules->values[i] = choice;
      resolve (rules);
      return TRUE;
    }

  {
    g_autofree char *keys = list_keys (variant);

    g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_UNKNOWN_OPTION,
                 /* Translators: the first %s is a variant name ("Catalan Truc"). */
                 _("%s has no option “%s”; its options are: %s."),
                 truco_variant_get_name (variant), key ? key : "", keys);
  }
  return FALSE;
}

/**
 * truco_rules_get:
 * @rules: a rule set
 * @key: an option key
 *
 * Returns: (nullable): the value of the option, or %NULL when the variant
 *   has no such option.
 */
const char *
truco_rules_get (const TrucoRules *rules,
                 const char       *key)
{
  const TrucoVariant *variant = rules->variant;

  for (guint i = 0; i < variant->n_options; i++)
    if (strcmp (variant->options[i]->key, key) == 0)
      return variant->options[i]->choices[rules->values[i]].value;
  return NULL;
}

static gboolean
rules_is (const TrucoRules *rules,
          const char       *key,
          const char       *value)
{
  const char *v = truco_rules_get (rules, key);

  return v != NULL && strcmp (v, value) == 0;
}

static RankingId
rules_ranking (const TrucoRules *rules)
{
  const char *fr_rank = truco_rules_get (rules, TRUCO_OPTION_FR_RANK);

  if (fr_rank != NULL)
    {
      if (strcmp (fr_rank, "8-7-A") == 0)
        return RANKING_FR_87A;
      if (strcmp (fr_rank, "7-A-8") == 0)
        return RANKING_FR_7A8;
      if (strcmp (fr_rank, "36card") == 0)
        return RANKING_FR_36;
    }
  return rules->variant->ranking;
}

/**
 * truco_rules_get_deck:
 * @rules: a rule set
 *
 * Returns: the deck played with (French Truc `fr_rank=36card`: 36 cards).
 */
TrucoDeck
truco_rules_get_deck (const TrucoRules *rules)
{
  return truco_ranking_specs[rules_ranking (rules)].deck;
}

/**
 * truco_rules_get_target:
 * @rules: a rule set
 *
 * Returns: the points that win a game (chico, round).
 */
guint
truco_rules_get_target (const TrucoRules *rules)
{
  const char *target = truco_rules_get (rules, TRUCO_OPTION_TARGET);

  if (target != NULL)
    return (guint) atoi (target);
  return rules->variant->target;
}

/**
 * truco_rules_get_n_classes:
 * @rules: a rule set
 *
 * Returns: the number of ranking classes.
 */
guint
truco_rules_get_n_classes (const TrucoRules *rules)
{
  return truco_ranking_get (rules_ranking (rules))->n_classes;
}

/**
 * truco_rules_get_card_class:
 * @rules: a rule set
 * @card: a card
 *
 * Returns: the class of @card, 1 = highest; 0 when @card is not in the deck.
 */
guint
truco_rules_get_card_class (const TrucoRules *rules,
                            TrucoCard         card)
{
  if (card >= 128)
    return 0;
  return truco_ranking_get (rules_ranking (rules))->class_of[card];
}

/**
 * truco_rules_get_class_cards:
 * @rules: a rule set
 * @class_index: 1 ≤ @class_index ≤ truco_rules_get_n_classes()
 * @n_cards: (out): the number of cards
 *
 * Returns: (array length=n_cards): the cards of the class, in deck order, static.
 */
const TrucoCard *
truco_rules_get_class_cards (const TrucoRules *rules,
                             guint             class_index,
                             guint            *n_cards)
{
  const Ranking *ranking;

  ranking = truco_ranking_get (rules_ranking (rules));
  g_return_val_if_fail (class_index >= 1 && class_index <= ranking->n_classes, NULL);
  *n_cards = ranking->class_start[class_index + 1] - ranking->class_start[class_index];
  return ranking->cards + ranking->class_start[class_index];
}

/**
 * truco_rules_get_top_cards:
 * @rules: a rule set
 * @n_cards: (out): the number of cards
 *
 * The top cards of the rule set (the cartas bravas in Truco): the cards of
 * as many ranking classes as the variant's default top cards span
 * (truco_variant_get_top_cards()), in this rule set's order, so that house
 * rules such as fr_rank change which cards they are.
 *
 * Returns: (array length=n_cards): the cards, highest class first, each
 *   class in deck order, static.
 */
const TrucoCard *
truco_rules_get_top_cards (const TrucoRules *rules,
                           guint            *n_cards)
{
  const Ranking *ranking;
  guint n_classes;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (n_cards != NULL, NULL);

  ranking = truco_ranking_get (rules_ranking (rules));
  n_classes = MIN (rules->variant->n_top_classes, ranking->n_classes);
  *n_cards = ranking->class_start[n_classes + 1] - ranking->class_start[1];
  return ranking->cards + ranking->class_start[1];
}

/**
 * truco_rules_get_class_table: (skip)
 * @rules: a rule set
 *
 * Returns: 128 class numbers indexed by card value (0 = absent).
 */
const guint8 *
truco_rules_get_class_table (const TrucoRules *rules)
{
  return truco_ranking_get (rules_ranking (rules))->class_of;
}

/**
 * truco_rules_get_points_table: (skip)
 * @rules: a rule set
 *
 * Returns: 128 point values indexed by card value (wild cards 7).
 */
const guint8 *
truco_rules_get_points_table (const TrucoRules *rules)
{
  return truco_points_table_get (rules->variant->n_wild_cards > 0);
}

/**
 * truco_rules_has_declaration:
 * @rules: a rule set
 * @declaration: a declaration
 *
 * Returns: %TRUE when this rule set plays @declaration (flor in ar only
 *   with `flor_enabled=on`).
 */
gboolean
truco_rules_has_declaration (const TrucoRules *rules,
                             TrucoDeclaration  declaration)
{
  if (rules->variant->declarations & (1u << declaration))
    return TRUE;
  return declaration == TRUCO_DECLARATION_FLOR && rules_is (rules, TRUCO_OPTION_FLOR_ENABLED, "on");
}


/**
 * truco_rules_option_applies:
 * @rules: a rule set
 * @key: an option key of its variant
 * @reason: (out) (optional) (transfer none): where to put, when the option
 *   changes nothing, a translated sentence saying what it needs
 *
 * Whether the option @key changes anything under @rules: the flor rules
 * need flor, the pica-pica rule six or eight players, and so on.
 *
 * Returns: %FALSE when @rules make the option irrelevant
 */
gboolean
truco_rules_option_applies (const TrucoRules  *rules,
                            const char        *key,
                            const char       **reason)
{
  g_return_val_if_fail (rules != NULL, TRUE);
  g_return_val_if_fail (key != NULL, TRUE);

  if (reason != NULL)
    *reason = NULL;

  for (guint i = 0; i < truco_n_option_dependencies; i++)
    {
      const OptionDependency *dependency = &truco_option_dependencies[i];
      const char *value;
      gboolean met = FALSE;

      if (strcmp (dependency->key, key) != 0 ||
          truco_variant_find_option (rules->variant, key) == NULL ||
          (value = truco_rules_get (rules, dependency->needs_key)) == NULL)
        continue;

      for (guint j = 0; j < G_N_ELEMENTS (dependency->needs_values) && dependency->needs_values[j] != NULL; j++)
        met = met || strcmp (value, dependency->needs_values[j]) == 0;

      if (!met)
        {
          if (reason != NULL)
            *reason = _(dependency->reason);
          return FALSE;
        }
    }

  return TRUE;
}

/**
 * truco_rules_get_card_points:
 * @rules: a rule set
 * @card: a card of the deck
 *
 * Returns: the face value for declarations (courts 0); -1 when the variant
 *   counts no points.  Wild cards report their face value here; see
 *   truco_rules_is_wild().
 */
int
truco_rules_get_card_points (const TrucoRules *rules,
                             TrucoCard         card)
{
  if (!rules->variant->has_points || !truco_card_is_spanish (card))
    return -1;
  return truco_points_table_get (FALSE)[card];
}

/**
 * truco_rules_is_wild:
 * @rules: a rule set
 * @card: a card
 *
 * Returns: %TRUE if @card is wild in declarations (the Truc y Flou périques).
 */
gboolean
truco_rules_is_wild (const TrucoRules *rules,
                     TrucoCard         card)
{
  for (guint i = 0; i < rules->variant->n_wild_cards; i++)
    if (rules->variant->wild_cards[i] == card)
      return TRUE;
  return FALSE;
}

guint
truco_rules_get_n_players (const TrucoRules *rules)
{
  const char *players = truco_rules_get (rules, TRUCO_OPTION_PLAYERS);

  if (players != NULL)
    return (guint) atoi (players);
  return rules->variant->player_counts[0];
}

TrucoAllParda
truco_rules_get_all_parda (const TrucoRules *rules)
{
  if (rules_is (rules, TRUCO_OPTION_ALL_PARDES, "none"))
    return TRUCO_ALL_PARDA_NOBODY;
  return rules->variant->all_parda;
}

/**
 * truco_rules_get_play:
 * @rules: a rule set
 *
 * Returns: how its variant is played (static)
 */
const TrucoVariantPlay *
truco_rules_get_play (const TrucoRules *rules)
{
  return rules->variant->play;
}

/**
 * truco_rules_get_tie_word:
 * @rules: a rule set
 *
 * Returns: how players of this variant name a tied trick (parda, pardes, tie)
 */
TrucoTieWord
truco_rules_get_tie_word (const TrucoRules *rules)
{
  return rules->variant->tie_word;
}

/**
 * truco_rules_get_game_word:
 * @rules: a rule set
 *
 * Returns: how players of this variant name what is won at the target (chico, game, round)
 */
TrucoGameWord
truco_rules_get_game_word (const TrucoRules *rules)
{
  return rules->variant->game_word;
}

/* Resolution: the house rules read once, by their keys, into the typed
 * rule set everything else asks. */

static gboolean
rules_on (const TrucoRules *rules,
          const char       *key)
{
  return rules_is (rules, key, "on");
}

static TrucoFaltaMode
resolve_falta_mode (const TrucoRules *rules)
{
  static const struct { const char *value; TrucoFaltaMode mode; } modes[] = {
    { "A", TRUCO_FALTA_LEADER_NEEDS }, { "B", TRUCO_FALTA_MALAS_WINS_CHICO },
    { "C", TRUCO_FALTA_TO_BUENAS }, { "D", TRUCO_FALTA_ALWAYS_CHICO },
  };
  const char *value = truco_rules_get (rules, TRUCO_OPTION_FALTA_MODE);

  for (guint i = 0; value != NULL && i < G_N_ELEMENTS (modes); i++)
    if (strcmp (value, modes[i].value) == 0)
      return modes[i].mode;
  return TRUCO_FALTA_NONE;
}

static gboolean
resolve_has_signals (const TrucoRuleSet *set)
{
  switch (set->signals)
    {
    case TRUCO_SIGNALS_AR:
      return set->n_players == 4 || set->n_players == 6 || set->n_players == 8;
    case TRUCO_SIGNALS_CAT:
      return set->n_players == 4;
    case TRUCO_SIGNALS_TYF:
      return TRUE;
    case TRUCO_SIGNALS_NONE:
    default:
      return FALSE;
    }
}

static void
resolve (TrucoRules *rules)
{
  const TrucoVariant *variant = rules->variant;
  const TrucoVariantPlay *play = variant->play;
  TrucoRuleSet *set = &rules->resolved;
  const char *players = truco_rules_get (rules, TRUCO_OPTION_PLAYERS);

  memset (set, 0, sizeof *set);
  set->variant = variant;
  set->deck = truco_rules_get_deck (rules);

  set->n_players = play->fixed_seats ? play->fixed_seats : truco_rules_get_n_players (rules);
  set->n_sides = play->three_for_themselves && set->n_players == 3 ? 3 : 2;
  if (play->gallo && set->n_players == 3)
    set->gallo = players != NULL && strcmp (players, "3_gallo_turno") == 0 ? TRUCO_GALLO_BY_TURNS : TRUCO_GALLO_FIXED;
  set->pica_pica = play->pica_pica && set->n_players >= 6;
  set->pica_pica_until = rules_is (rules, TRUCO_OPTION_PICA_PICA_UNTIL, "15") ? 15 : 25;
  set->captain_answers = rules_on (rules, TRUCO_OPTION_CAT_CAPTAIN_ANSWERS);

  set->target = truco_rules_get_target (rules);
  set->malas_buenas = play->malas_buenas && rules_on (rules, TRUCO_OPTION_MALAS_BUENAS);
  set->half = play->malas_buenas && !rules_is (rules, TRUCO_OPTION_MALAS_BUENAS, "off") && set->target == 30 ? 15 : 0;
  set->games_to_win = rules_is (rules, TRUCO_OPTION_MATCH, "single") ? 1 : play->games_to_win;
  set->higher_total = rules_is (rules, TRUCO_OPTION_SIMULTANEOUS_FINISH, "higher_total");
  set->immediate = rules_is (rules, TRUCO_OPTION_CREDIT_TIMING, "immediate");

  set->envido = truco_rules_has_declaration (rules, TRUCO_DECLARATION_ENVIDO);
  set->flor = truco_rules_has_declaration (rules, TRUCO_DECLARATION_FLOR);
  set->embit = truco_rules_has_declaration (rules, TRUCO_DECLARATION_EMBIT);
  set->flor_optional = truco_rules_get (rules, TRUCO_OPTION_FLOR_ENABLED) != NULL;
  set->points = set->embit ? TRUCO_DECLARATION_EMBIT : TRUCO_DECLARATION_ENVIDO;

  set->ladders = truco_rules_get_ladders (rules, &set->n_ladders);
  for (guint i = 0; i < set->n_ladders; i++)
    if (set->ladder[set->ladders[i].kind] == NULL)
      set->ladder[set->ladders[i].kind] = &set->ladders[i];
  set->falta_mode = resolve_falta_mode (rules);
  set->resto_takes_game = rules_on (rules, TRUCO_OPTION_CFAR_WINNER_TAKES_CHICO);
  set->out_of_turn = rules_on (rules, TRUCO_OPTION_TRUCO_OUT_OF_TURN);

  set->all_parda = truco_rules_get_all_parda (rules);
  set->trick_and_tie = play->trick_and_tie;
  set->tie_word = variant->tie_word;
  set->says_mano = variant->says_mano;
  set->game_word = variant->game_word;

  set->signals = variant->signals;
  set->has_signals = resolve_has_signals (set);

  set->one_card_deal = rules_on (rules, TRUCO_OPTION_ONE_CARD_DEAL);
  set->bonus_cards = rules_on (rules, TRUCO_OPTION_BONUS_CARDS);
  set->put_fold = rules_on (rules, TRUCO_OPTION_PUT_FOLD);
  set->pido_false_value = rules_is (rules, TRUCO_OPTION_PEDIR_FLOR_FALSE_CLAIM, "4") ? 4 : 3;
}

/**
 * truco_rules_resolve:
 * @rules: a rule set
 *
 * Returns: (transfer none): the rule set resolved: every fact of the
 *   variant and its house rules, typed.  It stays valid while @rules
 *   lives and changes with truco_rules_set().
 */
const TrucoRuleSet *
truco_rules_resolve (const TrucoRules *rules)
{
  g_return_val_if_fail (rules != NULL, NULL);
  return &rules->resolved;
}

/* Ladders */

/**
 * truco_rules_get_ladders:
 * @rules: a rule set
 * @n_ladders: (out): the number of ladders
 *
 * Returns: (array length=n_ladders): the betting ladders of this rule set,
 *   in canto order (flor, envido, truco); static.
 */
const TrucoLadder *
truco_rules_get_ladders (const TrucoRules *rules,
                         guint            *n_ladders)
{
  /* Each distinct choice of ladders is copied once into an array of its
   * own, kept for the life of the program (a handful: Argentine's flor
   * and envido house rules make 14), so callers get a plain array. */
  static GPtrArray *sets;   /* of LadderSet */
  G_LOCK_DEFINE_STATIC (sets);
  typedef struct
  {
    const TrucoLadder *chosen[TRUCO_N_BETS];
    guint              n;
    TrucoLadder        ladders[TRUCO_N_BETS];
  } LadderSet;
  const TrucoLadder *chosen[TRUCO_N_BETS] = { NULL };
  gboolean taken[TRUCO_N_BETS] = { FALSE };
  const LadderSet *found = NULL;
  guint n = 0;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (n_ladders != NULL, NULL);

  for (const LadderChoice *choice = rules->variant->ladders; choice->ladder != NULL; choice++)
    {
      gboolean holds = !taken[choice->ladder->kind];

      for (guint j = 0; holds && j < G_N_ELEMENTS (choice->when) && choice->when[j].key != NULL; j++)
        holds = rules_is (rules, choice->when[j].key, choice->when[j].value);
      if (!holds)
        continue;
      g_assert (n < TRUCO_N_BETS);
      taken[choice->ladder->kind] = TRUE;
      chosen[n++] = choice->ladder;
    }

  G_LOCK (sets);
  if (sets == NULL)
    sets = g_ptr_array_new ();
  for (guint i = 0; found == NULL && i < sets->len; i++)
    {
      const LadderSet *set = g_ptr_array_index (sets, i);

      if (set->n == n && memcmp (set->chosen, chosen, sizeof chosen) == 0)
        found = set;
    }
  if (found == NULL)
    {
      LadderSet *set = g_new0 (LadderSet, 1);

      memcpy (set->chosen, chosen, sizeof chosen);
      set->n = n;
      for (guint i = 0; i < n; i++)
        set->ladders[i] = *chosen[i];
      g_ptr_array_add (sets, set);
      found = set;
    }
  G_UNLOCK (sets);

  *n_ladders = found->n;
  return found->ladders;
}

/**
 * truco_rules_get_ladder:
 * @rules: a rule set
 * @kind: which ladder
 *
 * Returns: (nullable): the ladder of @kind in @rules (flor only with
 *   flor_enabled=on; the envido ladder of Truc y Flou is the embit), static
 */
const TrucoLadder *
truco_rules_get_ladder (const TrucoRules *rules,
                        TrucoBetKind      kind)
{
  const TrucoLadder *ladders;
  guint n;

  g_return_val_if_fail (rules != NULL, NULL);

  ladders = truco_rules_get_ladders (rules, &n);
  for (guint i = 0; i < n; i++)
    if (ladders[i].kind == kind)
      return &ladders[i];
  return NULL;
}

/**
 * truco_rules_find_ladder:
 * @rules: a rule set
 * @name: a ladder's name ("truco", "envido", "embit", "flor", "raise", "put")
 *
 * Returns: (nullable): the ladder of @rules with that name, static
 */
const TrucoLadder *
truco_rules_find_ladder (const TrucoRules *rules,
                         const char       *name)
{
  const TrucoLadder *ladders;
  guint n;

  g_return_val_if_fail (rules != NULL && name != NULL, NULL);

  ladders = truco_rules_get_ladders (rules, &n);
  for (guint i = 0; i < n; i++)
    if (strcmp (ladders[i].name, name) == 0)
      return &ladders[i];
  return NULL;
}

