/* truco-skill.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "truco-exercise-private.h"
#include "truco-progress.h"
#include "truco-skill.h"

/* The catalogue of skills.  The ids are stable: lessons name them and the
 * learner's progress is stored under them. */

static const char * const all_variants[] = { "ar", "cat", "fr", "tyf", "put", NULL };
static const char * const trick_variants[] = { "ar", "cat", "fr", "tyf", NULL };
static const char * const ar_only[] = { "ar", NULL };
static const char * const flor_variants[] = { "ar", "tyf", NULL };
static const char * const tyf_only[] = { "tyf", NULL };
static const char * const put_only[] = { "put", NULL };
static const char * const truco_variants[] = { "ar", "cat", "tyf", NULL };
static const char * const fr_only[] = { "fr", NULL };
static const char * const cat_only[] = { "cat", NULL };

static const char *
needs_malas_buenas (const TrucoRules *rules)
{
  if (truco_rules_get_malas_buenas (rules) > 0)
    return NULL;
  return N_("The table counts plain points, without malas and buenas (a chico of 15, or malas_buenas=off).");
}

static const char *
needs_one_card_deal (const TrucoRules *rules)
{
  if (truco_rules_resolve (rules)->one_card_deal)
    return NULL;
  return N_("The table plays without the one-card deal (one_card_deal=off).");
}

static const char *
needs_bonus_cards (const TrucoRules *rules)
{
  if (truco_rules_resolve (rules)->bonus_cards)
    return NULL;
  return N_("The table plays without the bonus cards (bonus_cards=off).");
}

static const char *
needs_flor (const TrucoRules *rules)
{
  if (truco_rules_has_declaration (rules, TRUCO_DECLARATION_FLOR))
    return NULL;
  return N_("The table plays without flor (flor_enabled=off), so there is no flor to ask about.");
}

static const TrucoSkill skills[] = {
  { "card-rank-pair", N_("Which of two cards wins a trick"), all_variants, NULL, truco_gen_rank_pair },
  { "card-rank-order", N_("Put three cards in order, highest first"), all_variants, NULL, truco_gen_rank_order },
  { "trick-winner", N_("Who wins a trick: partners and ties"), all_variants, NULL, truco_gen_trick_winner },
  { "trick-leader", N_("Who leads the next trick"), all_variants, NULL, truco_gen_trick_leader },
  { "hand-winner", N_("Who wins the hand from its tricks"), trick_variants, NULL, truco_gen_hand_winner },
  { "put-trick-and-tie", N_("Put: does anybody score this deal"), put_only, NULL, truco_gen_hand_winner },
  { "envido-count", N_("Count an envido"), ar_only, NULL, truco_gen_envido_count },
  { "envido-winner", N_("Who wins the envido"), ar_only, NULL, truco_gen_envido_winner },
  { "flor-count", N_("Count a flor"), flor_variants, needs_flor, truco_gen_flor_count },
  { "flor-contest", N_("Flor against flor: who wins"), flor_variants, needs_flor, truco_gen_flor_contest },
  { "embit-count", N_("Count an embit"), tyf_only, NULL, truco_gen_embit_count },
  { "embit-contest", N_("Embit against embit: who wins"), tyf_only, NULL, truco_gen_embit_contest },
  { "falta-value", N_("What a falta envido is worth at this score"), ar_only, NULL, truco_gen_falta_value },
  { "hand-points", N_("The points of a whole hand, envido and truco together"), ar_only, NULL, truco_gen_hand_points },
  { "tyf-bonus", N_("The Sword and the Club: the points of a hand with its bonuses"), tyf_only, needs_bonus_cards, truco_gen_tyf_bonus },
  { "resto-value", N_("What a contraflor al resto is worth at this score"), ar_only, needs_flor, truco_gen_resto_value },
  { "bet-truco", N_("What a truco sequence is worth, with quiero and with no quiero"), truco_variants, NULL, truco_gen_bet_truco },
  { "bet-envido", N_("What an envido sequence is worth, with quiero and with no quiero"), ar_only, NULL, truco_gen_bet_envido },
  { "bet-flor", N_("What a flor sequence is worth, accepted and refused"), flor_variants, needs_flor, truco_gen_bet_flor },
  { "bet-embit", N_("What an embit sequence is worth, sung and folded"), tyf_only, NULL, truco_gen_bet_embit },
  { "bet-raise", N_("French raises: what the hand is worth, played on and conceded"), fr_only, NULL, truco_gen_bet_raise },
  { "bet-put", N_("The put: resign or play on"), put_only, NULL, truco_gen_bet_put },
  { "bet-put-game", N_("Put: what playing on is worth at this score"), put_only, NULL, truco_gen_bet_put_game },
  { "fr-remainder", N_("The remainder: what it is worth at this score"), fr_only, NULL, truco_gen_fr_remainder },
  { "tyf-balou-partido", N_("Balou partido: what the round is worth"), tyf_only, NULL, truco_gen_tyf_balou_partido },
  { "score-malas-buenas", N_("Malas and buenas: say the score"), ar_only, needs_malas_buenas, truco_gen_score_malas_buenas },
  { "chico-end", N_("Who wins the chico when the points of a hand are credited"), ar_only, NULL, truco_gen_chico_end },
  { "cat-score-eleven", N_("Score of eleven: concede 1 or play for 3"), cat_only, NULL, truco_gen_cat_score_eleven },
  { "cat-one-card-deal", N_("The one-card deal: who scores, and how much"), cat_only, needs_one_card_deal, truco_gen_cat_one_card_deal },
  { "fr-redeal", N_("The redeal: who may propose it and what happens"), fr_only, NULL, truco_gen_fr_redeal },
};

guint
truco_skill_get_count (void)
{
  return G_N_ELEMENTS (skills);
}

const TrucoSkill *
truco_skill_get_nth (guint index)
{
  g_return_val_if_fail (index < G_N_ELEMENTS (skills), NULL);
  return &skills[index];
}

/**
 * truco_skill_lookup:
 * @id: a skill id ("envido-count")
 *
 * Returns: (nullable): the skill, or %NULL when no skill has this id.
 */
const TrucoSkill *
truco_skill_lookup (const char *id)
{
  for (guint i = 0; id != NULL && i < G_N_ELEMENTS (skills); i++)
    if (strcmp (skills[i].id, id) == 0)
      return &skills[i];
  return NULL;
}

const char *
truco_skill_get_id (const TrucoSkill *skill)
{
  return skill->id;
}

const char *
truco_skill_get_title (const TrucoSkill *skill)
{
  return _(skill->title);
}

const char * const *
truco_skill_get_variants (const TrucoSkill *skill)
{
  return skill->variants;
}

/**
 * truco_skill_applies:
 * @skill: a skill
 * @rules: a rule set
 * @error: return location for a #GError
 *
 * Whether @skill exists under @rules: its variant is one of the skill's
 * and its house rules have what the skill asks about (no flor question
 * with `flor_enabled=off`).
 *
 * Returns: %TRUE when it does; else %FALSE with %TRUCO_ERROR_NOT_IN_VARIANT.
 */
gboolean
truco_skill_applies (const TrucoSkill  *skill,
                     const TrucoRules  *rules,
                     GError           **error)
{
  const TrucoVariant *variant = truco_rules_get_variant (rules);
  const char *id = truco_variant_get_id (variant);

  if (g_strv_contains (skill->variants, id))
    {
      const char *reason = skill->applies ? skill->applies (rules) : NULL;

      if (reason == NULL)
        return TRUE;
      /* Translators: %s is a skill id ("flor-count"), then the reason in a sentence */
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_NOT_IN_VARIANT,
                   _("The skill “%s” does not exist with these house rules. %s"), skill->id, _(reason));
    }
  else
    {
      g_autofree char *list = g_strjoinv (", ", (char **) skill->variants);

      /* Translators: the first %s is a skill id, the second a variant name, the third a list of variant ids */
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_NOT_IN_VARIANT,
                   _("The skill “%s” does not exist in %s; it exists in: %s."),
                   skill->id, truco_variant_get_name (variant), list);
    }
  return FALSE;
}

/* Which house rules change the answers of each skill's questions (the
 * questions themselves, their options or which one is right), per variant;
 * tests/teach/test-skill-rules.c checks this list against the exercises
 * the engine generates.  A variant NULL stands for every other variant. */
typedef struct
{
  const char         *skill;
  const char         *variant;
  const char * const *keys;
} SkillHouseRules;

static const char * const no_rules[] = { NULL };
static const char * const fr_rank_rules[] = { TRUCO_OPTION_FR_RANK, NULL };
static const char * const players_rules[] = { TRUCO_OPTION_PLAYERS, NULL };
static const char * const all_pardes_rules[] = { TRUCO_OPTION_ALL_PARDES, NULL };
static const char * const target_rules[] = { TRUCO_OPTION_TARGET, NULL };
static const char * const falta_rules[] = { TRUCO_OPTION_FALTA_MODE, TRUCO_OPTION_TARGET, TRUCO_OPTION_MALAS_BUENAS, NULL };
static const char * const envido_bet_rules[] = { TRUCO_OPTION_ENVIDO_LADDER, TRUCO_OPTION_FALTA_MODE, TRUCO_OPTION_TARGET, TRUCO_OPTION_MALAS_BUENAS, NULL };
static const char * const flor_bet_rules[] = {
  TRUCO_OPTION_FLOR_SCHEME, TRUCO_OPTION_FLOR_CONTEST_BASE, TRUCO_OPTION_CFAR_WINNER_TAKES_CHICO, TRUCO_OPTION_FALTA_MODE, TRUCO_OPTION_TARGET, NULL
};
static const char * const chico_end_rules[] = {
  TRUCO_OPTION_FLOR_ENABLED, TRUCO_OPTION_FALTA_MODE, TRUCO_OPTION_TARGET, TRUCO_OPTION_CREDIT_TIMING, TRUCO_OPTION_SIMULTANEOUS_FINISH, NULL
};
static const char * const redeal_rules[] = { TRUCO_OPTION_PLAYERS, TRUCO_OPTION_FR_RANK, NULL };
static const char * const hand_points_rules[] = {
  TRUCO_OPTION_PLAYERS, TRUCO_OPTION_FLOR_ENABLED, TRUCO_OPTION_ENVIDO_LADDER, TRUCO_OPTION_FALTA_MODE, TRUCO_OPTION_TARGET, TRUCO_OPTION_MALAS_BUENAS,
  TRUCO_OPTION_CREDIT_TIMING, TRUCO_OPTION_TRUCO_OUT_OF_TURN, NULL
};

static const SkillHouseRules skill_house_rules[] = {
  { "card-rank-pair", "fr", fr_rank_rules },
  { "card-rank-pair", "put", players_rules },
  { "card-rank-pair", NULL, no_rules },
  { "card-rank-order", "fr", fr_rank_rules },
  { "card-rank-order", NULL, no_rules },
  { "trick-winner", "fr", fr_rank_rules },
  { "trick-winner", "put", players_rules },
  { "trick-winner", NULL, no_rules },
  { "trick-leader", "fr", fr_rank_rules },
  { "trick-leader", "put", players_rules },
  { "trick-leader", NULL, no_rules },
  { "hand-winner", "tyf", all_pardes_rules },
  { "hand-winner", NULL, no_rules },
  { "put-trick-and-tie", NULL, players_rules },
  { "envido-count", NULL, no_rules },
  { "envido-winner", NULL, no_rules },
  { "flor-count", NULL, no_rules },
  { "flor-contest", NULL, no_rules },
  { "embit-count", NULL, no_rules },
  { "embit-contest", NULL, no_rules },
  { "falta-value", NULL, falta_rules },
  { "hand-points", NULL, hand_points_rules },
  { "tyf-bonus", NULL, no_rules },
  { "resto-value", NULL, flor_bet_rules },
  { "bet-truco", "ar", target_rules },
  { "bet-truco", NULL, no_rules },
  { "bet-envido", NULL, envido_bet_rules },
  { "bet-flor", "ar", flor_bet_rules },
  { "bet-flor", NULL, no_rules },
  { "bet-embit", NULL, no_rules },
  { "bet-raise", NULL, no_rules },
  { "bet-put", NULL, no_rules },
  { "bet-put-game", NULL, no_rules },
  { "fr-remainder", NULL, no_rules },
  { "tyf-balou-partido", NULL, no_rules },
  { "chico-end", NULL, chico_end_rules },
  { "score-malas-buenas", NULL, no_rules },
  { "cat-one-card-deal", NULL, players_rules },
  { "cat-score-eleven", NULL, no_rules },
  { "fr-redeal", NULL, redeal_rules },
};

/**
 * truco_skill_get_house_rules:
 * @skill: a skill
 * @variant: a variant of the skill
 *
 * The house rules (option keys of @variant) whose values change the
 * answers of @skill's questions: a falta question depends on the falta
 * rule and the target, a ranking question on none in most variants.
 *
 * Returns: (transfer none) (nullable): the keys, %NULL-terminated and
 *   static; %NULL when the skill is not in the list (then every house
 *   rule counts)
 */
const char * const *
truco_skill_get_house_rules (const TrucoSkill   *skill,
                             const TrucoVariant *variant)
{
  const char *id = truco_variant_get_id (variant);
  const char * const *fallback = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (skill_house_rules); i++)
    {
      if (strcmp (skill_house_rules[i].skill, skill->id) != 0)
        continue;
      if (skill_house_rules[i].variant == NULL)
        fallback = skill_house_rules[i].keys;
      else if (strcmp (skill_house_rules[i].variant, id) == 0)
        return skill_house_rules[i].keys;
    }

  return fallback;
}

/**
 * truco_skill_dup_options_digest:
 * @skill: a skill
 * @rules: the learner's rule set
 *
 * The digest (truco_progress_options_digest()) of the house rules of
 * @rules that change @skill's answers and are set away from their
 * defaults, so that changing a rule the skill does not depend on keeps its
 * schedule.  A rule that changes nothing under @rules (flor rules without
 * flor) does not count either.
 *
 * Returns: (transfer full): the digest; "" with the variant's defaults
 */
char *
truco_skill_dup_options_digest (const TrucoSkill *skill,
                                const TrucoRules *rules)
{
  const TrucoVariant *variant = truco_rules_get_variant (rules);
  const char * const *keys = truco_skill_get_house_rules (skill, variant);
  g_autoptr(GPtrArray) options = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < truco_variant_get_n_options (variant); i++)
    {
      const TrucoOption *option = truco_variant_get_option (variant, i);
      const char *key = truco_option_get_key (option);
      const char *value = truco_rules_get (rules, key);
      const char *fallback = truco_option_get_choice (option, truco_option_get_default (option));

      if (keys != NULL && !g_strv_contains (keys, key))
        continue;
      if (value == NULL || g_strcmp0 (value, fallback) == 0 || !truco_rules_option_applies (rules, key, NULL))
        continue;
      g_ptr_array_add (options, g_strdup_printf ("%s=%s", key, value));
    }
  g_ptr_array_add (options, NULL);

  return truco_progress_options_digest ((const char * const *) options->pdata);
}
