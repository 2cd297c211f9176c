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

static const char *
needs_gallo (const TrucoRules *rules)
{
  if (truco_exercise_players_of (rules) == 3)
    return NULL;
  return N_("The table is not of three players, so there is no gallo (players=3_gallo_fijo or players=3_gallo_turno).");
}

static const char *
needs_pica_pica (const TrucoRules *rules)
{
  if (truco_exercise_players_of (rules) >= 6)
    return NULL;
  return N_("The table is not of six or eight players, who play redondo and pica-pica (players=6 or players=8).");
}

static const char *
needs_sides_of_two (const TrucoRules *rules)
{
  if (truco_exercise_players_of (rules) >= 4)
    return NULL;
  return N_("The table is not of four, six or eight players, so an envido is never compared among more than two (players=4, 6 or 8).");
}

static const char *
needs_two_players (const TrucoRules *rules)
{
  if (truco_exercise_players_of (rules) == 2)
    return NULL;
  return N_("These questions are asked at a table of two (players=2).");
}

static const char *
needs_match_of_three (const TrucoRules *rules)
{
  if (truco_rules_resolve (rules)->games_to_win != 1)
    return NULL;
  return N_("The table plays a single chico (match=single), so there is no el bueno.");
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
  { "envido-tie-many", N_("The envido among more than two players: who wins a tie"), ar_only, needs_sides_of_two, truco_gen_envido_tie_many },
  { "gallo-envido", N_("The gallo's four cards: the best envido he can keep"), ar_only, needs_gallo, truco_gen_gallo_envido },
  { "gallo-score", N_("The gallo: whose score the points of a hand go on"), ar_only, needs_gallo, truco_gen_gallo_score },
  { "pica-pica-duel", N_("Redondo or pica-pica, and who plays whom"), ar_only, needs_pica_pica, truco_gen_pica_pica_duel },
  { "pica-pica-falta", N_("What a falta envido is worth in a pica-pica duel"), ar_only, needs_pica_pica, truco_gen_pica_pica_falta },
  { "mazo-concede", N_("What going to the mazo gives the other side"), ar_only, needs_two_players, truco_gen_mazo_concede },
  { "flor-penalty", N_("The flor penalties: pido flor and a false flor"), ar_only, needs_flor, truco_gen_flor_penalty },
  { "call-legal", N_("May this be called now, and why"), ar_only, NULL, truco_gen_call_legal },
  { "el-bueno", N_("The match: best of three chicos, and el bueno"), ar_only, needs_match_of_three, truco_gen_el_bueno },
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

static const char * const gallo_score_rules[] = {
  "players", "flor_enabled", "envido_ladder", "falta_mode", "target", "credit_timing",
  "truco_out_of_turn", NULL
};
static const char * const pica_rules[] = { "players", "pica_pica_until", NULL };
static const char * const pica_falta_rules[] = { "pica_pica_until", "falta_mode", "target", NULL };
static const char * const mazo_rules[] = { "flor_enabled", "envido_ladder", "falta_mode", "credit_timing", "truco_out_of_turn", NULL };
static const char * const flor_penalty_rules[] = { "pedir_flor_false_claim", NULL };
static const char * const call_legal_rules[] = { "envido_ladder", NULL };

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
  { "envido-tie-many", NULL, players_rules },
  { "gallo-envido", NULL, no_rules },
  { "gallo-score", NULL, gallo_score_rules },
  { "pica-pica-duel", NULL, pica_rules },
  { "pica-pica-falta", NULL, pica_falta_rules },
  { "mazo-concede", NULL, mazo_rules },
  { "flor-penalty", NULL, flor_penalty_rules },
  { "call-legal", NULL, call_legal_rules },
  { "el-bueno", NULL, no_rules },
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

/* ------------------------------------------------------------------ */
/* Topics and scopes                                                    */

/* The topics (data/lessons/topics.xml) every question of a skill needs,
 * per variant: space-separated; "|" separates alternatives, of which the
 * generator picks one the scope holds.  What a question adds to them by
 * its situation (a brava, a parda, a raise) the generator says itself
 * (truco_exercise_need()). */
typedef struct
{
  const char *skill;
  const char *variant;
  const char *topics;
} SkillTopics;

static const SkillTopics skill_topics[] = {
  { "card-rank-pair", "ar", "ar.cards.bravas" },
  { "card-rank-pair", "cat", "cat.cards.ranking" },
  { "card-rank-pair", "fr", "fr.cards.ranking" },
  { "card-rank-pair", "tyf", "tyf.cards.top" },
  { "card-rank-pair", "put", "put.cards.ranking" },
  { "card-rank-order", "ar", "ar.cards.bravas" },
  { "card-rank-order", "cat", "cat.cards.ranking" },
  { "card-rank-order", "fr", "fr.cards.ranking" },
  { "card-rank-order", "tyf", "tyf.cards.top" },
  { "card-rank-order", "put", "put.cards.ranking" },
  { "trick-winner", "ar", "ar.tricks.highest" },
  { "trick-winner", "cat", "cat.tricks.highest" },
  { "trick-winner", "fr", "fr.tricks.highest" },
  { "trick-winner", "tyf", "tyf.tricks.highest" },
  { "trick-winner", "put", "put.tricks.highest" },
  { "trick-leader", "ar", "ar.tricks.leader" },
  { "trick-leader", "cat", "cat.tricks.leader" },
  { "trick-leader", "fr", "fr.tricks.leader" },
  { "trick-leader", "tyf", "tyf.tricks.leader" },
  { "trick-leader", "put", "put.tricks.leader" },
  { "hand-winner", "ar", "ar.hand.two-tricks" },
  { "hand-winner", "cat", "cat.hand.two-tricks" },
  { "hand-winner", "fr", "fr.hand.two-tricks" },
  { "hand-winner", "tyf", "tyf.hand.two-tricks" },
  { "put-trick-and-tie", "put", "put.hand.score" },
  { "envido-count", "ar", "ar.envido.no-pair|ar.envido.pair|ar.envido.figure-pair|ar.envido.three-suited" },
  { "envido-winner", "ar", "ar.envido.showdown" },
  { "flor-count", "ar", "ar.flor.count" },
  { "flor-count", "tyf", "tyf.flor.count" },
  { "flor-contest", "ar", "ar.flor.showdown" },
  { "flor-contest", "tyf", "tyf.flor.nullifies" },
  { "embit-count", "tyf", "tyf.embit.count" },
  { "embit-contest", "tyf", "tyf.embit.none" },
  { "falta-value", "ar", "ar.falta.value" },
  { "hand-points", "ar", "ar.order.credit" },
  { "tyf-bonus", "tyf", "tyf.bonus.cards" },
  { "resto-value", "ar", "ar.flor.resto-value" },
  { "bet-truco", "ar", "ar.truco.call" },
  { "bet-truco", "cat", "cat.truc.call" },
  { "bet-truco", "tyf", "tyf.truc.ladder" },
  { "bet-envido", "ar", "ar.envido.call" },
  { "bet-flor", "ar", "ar.flor.against-flor" },
  { "bet-flor", "tyf", "tyf.flor.tambien" },
  { "bet-embit", "tyf", "tyf.embit.bid" },
  { "bet-raise", "fr", "fr.raise.any" },
  { "bet-put", "put", "put.bet.call" },
  { "bet-put-game", "put", "put.score.game put.bet.call" },
  { "fr-remainder", "fr", "fr.raise.remainder" },
  { "tyf-balou-partido", "tyf", "tyf.truc.partido" },
  { "score-malas-buenas", "ar", "ar.score.malas-buenas" },
  { "chico-end", "ar", "ar.score.first-to-target" },
  { "cat-score-eleven", "cat", "cat.eleven.choice" },
  { "cat-one-card-deal", "cat", "cat.one-card.value" },
  { "fr-redeal", "fr", "fr.redeal.propose" },
  { "envido-tie-many", "ar", "ar.players.envido-ties" },
  { "gallo-envido", "ar", "ar.players.gallo-cards" },
  { "gallo-score", "ar", "ar.players.gallo-fijo|ar.players.gallo-turno" },
  { "pica-pica-duel", "ar", "ar.players.pica-pica" },
  { "pica-pica-falta", "ar", "ar.players.pica-falta" },
  { "mazo-concede", "ar", "ar.mazo.no-truco|ar.mazo.pending|ar.mazo.accepted" },
  { "flor-penalty", "ar", "ar.flor.pido-flor|ar.flor.false-flor" },
  { "call-legal", "ar", "ar.envido.raises|ar.truco.raise-right" },
  { "el-bueno", "ar", "ar.score.el-bueno" },
};

static const char *
topics_of (const TrucoSkill *skill,
           const TrucoRules *rules)
{
  const char *variant = truco_variant_get_id (truco_rules_get_variant (rules));

  for (guint i = 0; i < G_N_ELEMENTS (skill_topics); i++)
    if (strcmp (skill_topics[i].skill, skill->id) == 0 && strcmp (skill_topics[i].variant, variant) == 0)
      return skill_topics[i].topics;
  return NULL;
}

static gboolean
all_in_scope (const char         *topics,
              const char * const *scope)
{
  g_auto(GStrv) ids = g_strsplit (topics, " ", -1);

  for (guint i = 0; ids[i]; i++)
    if (*ids[i] && !g_strv_contains (scope, ids[i]))
      return FALSE;
  return TRUE;
}

/**
 * truco_skill_get_topics:
 * @skill: a skill
 * @rules: a rule set it exists under
 *
 * The topics every question of @skill needs under @rules; where the skill
 * may ask about one of several topics (the envido or the truco ladder),
 * all of them.
 *
 * Returns: (transfer none) (array zero-terminated=1): topic ids, interned
 */
const char * const *
truco_skill_get_topics (const TrucoSkill *skill,
                        const TrucoRules *rules)
{
  static GHashTable *cache;  /* "skill/variant" → GStrv of interned ids */
  G_LOCK_DEFINE_STATIC (cache);
  const char *topics = topics_of (skill, rules);
  g_autofree char *key = g_strdup_printf ("%s/%s", skill->id, truco_variant_get_id (truco_rules_get_variant (rules)));
  const char * const *result;

  G_LOCK (cache);
  if (cache == NULL)
    cache = g_hash_table_new (g_str_hash, g_str_equal);
  result = g_hash_table_lookup (cache, key);
  if (result == NULL)
    {
      g_auto(GStrv) ids = g_strsplit_set (topics ? topics : "", " |", -1);
      GPtrArray *list = g_ptr_array_new ();

      for (guint i = 0; ids[i]; i++)
        if (*ids[i])
          g_ptr_array_add (list, (gpointer) g_intern_string (ids[i]));
      g_ptr_array_add (list, NULL);
      result = (const char * const *) g_ptr_array_free (list, FALSE);
      g_hash_table_insert (cache, (gpointer) g_intern_string (key), (gpointer) result);
    }
  G_UNLOCK (cache);
  return result;
}

/**
 * truco_skill_fits_scope:
 * @skill: a skill
 * @rules: a rule set
 * @scope: (nullable) (array zero-terminated=1): the topics taught, or
 *   %NULL for all
 *
 * Returns: whether some question of @skill can be asked within @scope:
 *   every topic of its base, or of one of its alternatives, is taught.
 */
gboolean
truco_skill_fits_scope (const TrucoSkill   *skill,
                        const TrucoRules   *rules,
                        const char * const *scope)
{
  const char *topics = topics_of (skill, rules);
  g_auto(GStrv) alternatives = NULL;

  if (scope == NULL)
    return TRUE;
  if (topics == NULL)
    return FALSE;
  alternatives = g_strsplit (topics, "|", -1);
  for (guint i = 0; alternatives[i]; i++)
    if (all_in_scope (alternatives[i], scope))
      return TRUE;
  return FALSE;
}

/* The base topics a generated question needs: with one alternative, all
 * of it; with several, the generator says which it took. */
void
truco_skill_need_base (const TrucoSkill *skill,
                       TrucoExercise    *ex,
                       const TrucoRules *rules)
{
  const char *topics = topics_of (skill, rules);
  g_auto(GStrv) ids = NULL;

  if (topics == NULL || strchr (topics, '|'))
    return;
  ids = g_strsplit (topics, " ", -1);
  for (guint i = 0; ids[i]; i++)
    if (*ids[i])
      truco_exercise_need (ex, ids[i]);
}
