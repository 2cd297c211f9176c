/* truco-facts.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The fact sheet of a variant, generated from the descriptor data.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "truco-eval.h"
#include "truco-variant-private.h"

/**
 * truco_fact_get_title:
 * @fact: a fact
 *
 * Returns: the translated title of the fact ("Deck", "Players"…).
 */
const char *
truco_fact_get_title (TrucoFact fact)
{
  switch (fact)
    {
    case TRUCO_FACT_DECK: return _("Deck");
    case TRUCO_FACT_PLAYERS: return _("Players");
    case TRUCO_FACT_TARGET: return _("Target and match");
    case TRUCO_FACT_TOP_CARDS: return _("Top cards");
    case TRUCO_FACT_DECLARATIONS: return _("Declarations");
    case TRUCO_FACT_LADDERS: return _("Betting");
    case TRUCO_FACT_TIES: return _("Ties");
    case TRUCO_N_FACTS:
    default:
      g_return_val_if_reached (NULL);
    }
}

static void
describe_deck (GString          *s,
               const TrucoRules *rules)
{
  const TrucoVariant *variant = truco_rules_get_variant (rules);
  guint n_wild;
  const TrucoCard *wild = truco_variant_get_wild_cards (variant, &n_wild);

  switch (truco_rules_get_deck (rules))
    {
    case TRUCO_DECK_SPANISH_40:
      g_string_append (s, _("Spanish deck of 40 cards: 1 to 7, sota (10), caballo (11) and rey (12) of espadas, bastos, oros and copas."));
      break;
    case TRUCO_DECK_FRENCH_32:
      g_string_append (s, _("French deck of 32 cards: 7 to 10, jack, queen, king and ace of spades, hearts, diamonds and clubs."));
      break;
    case TRUCO_DECK_FRENCH_36:
      g_string_append (s, _("French deck of 36 cards: 6 to 10, jack, queen, king and ace of spades, hearts, diamonds and clubs."));
      break;
    case TRUCO_DECK_FRENCH_52:
    default:
      g_string_append (s, _("French deck of 52 cards: 2 to 10, jack, queen, king and ace of spades, hearts, diamonds and clubs."));
      break;
    }

  if (truco_rules_get_card_points (rules, TRUCO_CARD (TRUCO_SUIT_ESPADAS, 1)) >= 0)
    {
      g_string_append_c (s, '\n');
      g_string_append (s, _("For declarations the cards 1 to 7 count their face value; sota, caballo and rey count 0."));
    }

  for (guint i = 0; i < n_wild; i++)
    {
      char notation[4];

      truco_card_format (wild[i], notation);
      g_string_append_c (s, '\n');
      /* Translators: the first %s is card notation ("10O"), the second its full name */
      g_string_append_printf (s, _("Périque: %s, %s. In declarations it counts as a 7 of whichever suit helps."),
                              notation, truco_card_get_name (wild[i]));
    }
}

static const char *
player_count_sentence (const TrucoVariant *variant,
                       const char         *value)
{
  gboolean put = strcmp (truco_variant_get_id (variant), "put") == 0;

  if (strcmp (value, "2") == 0)
    return _("2 players: one against one.");
  if (strcmp (value, "3") == 0 && put)
    return _("3 players: each for himself (extrapolated rules).");
  if (strcmp (value, "3") == 0 || strcmp (value, "3_gallo_fijo") == 0)
    return _("3 players: the gallo, with four cards of which he keeps three, against a pair; always the same gallo.");
  if (strcmp (value, "3_gallo_turno") == 0)
    return _("3 players: the gallo against a pair; the dealer is the gallo.");
  if (strcmp (value, "4") == 0)
    return _("4 players: two sides of two, partners sitting opposite.");
  if (strcmp (value, "6") == 0)
    return strcmp (truco_variant_get_id (variant), "tyf") == 0
      ? _("6 players: two teams of three in alternate seats, each led by the captain in the middle.")
      : _("6 players: two sides of three in alternate seats; redondo and pica-pica hands alternate.");
  if (strcmp (value, "8") == 0)
    return _("8 players: two sides of four in alternate seats; redondo and pica-pica hands alternate.");
  return value;
}

static void
describe_players (GString          *s,
                  const TrucoRules *rules)
{
  const TrucoVariant *variant = truco_rules_get_variant (rules);
  const TrucoOption *option = truco_variant_find_option (variant, "players");
  const char *current = truco_rules_get (rules, "players");

  if (option == NULL)
    {
      guint n;
      const guint *counts = truco_variant_get_player_counts (variant, &n);
      g_autofree char *value = g_strdup_printf ("%u", counts[0]);

      g_string_append (s, player_count_sentence (variant, value));
      return;
    }

  for (guint i = 0; i < truco_option_get_n_choices (option); i++)
    {
      const char *value = truco_option_get_choice (option, i);

      if (i > 0)
        g_string_append_c (s, '\n');
      if (g_strcmp0 (current, value) == 0)
        /* Translators: %s is a sentence about a number of players; this marks the one chosen */
        g_string_append_printf (s, _("%s (chosen)"), player_count_sentence (variant, value));
      else
        g_string_append (s, player_count_sentence (variant, value));
    }
}

static void
describe_target (GString          *s,
                 const TrucoRules *rules)
{
  const TrucoVariant *variant = truco_rules_get_variant (rules);
  guint target = truco_rules_get_target (rules);
  const char *match = truco_rules_get (rules, "match");

  if (strcmp (truco_variant_get_id (variant), "ar") != 0)
    {
      g_string_append (s, _(truco_variant_get_match_text (variant)));
      if (strcmp (truco_variant_get_id (variant), "tyf") == 0
          && g_strcmp0 (truco_rules_get (rules, "bonus_cards"), "on") == 0)
        {
          g_string_append_c (s, '\n');
          /* Translators: Truc y Flou; the numbers are points (2 and 1) */
          g_string_append_printf (s, _("Bonus cards: whoever plays the Sword (1E) to a trick scores %u points for his team, the Club (1B) %u point, whatever the result of the hand."),
                                  TRUCO_TYF_SWORD_BONUS, TRUCO_TYF_CLUB_BONUS);
        }
      return;
    }

  g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                          "A chico is played to %u point.",
                                          "A chico is played to %u points.", target),
                          target);
  if (target == 30 && g_strcmp0 (truco_rules_get (rules, "malas_buenas"), "on") == 0)
    {
      g_string_append_c (s, '\n');
      g_string_append (s, _("The first 15 points are the malas, the next 15 the buenas."));
    }
  g_string_append_c (s, '\n');
  if (g_strcmp0 (match, "single") == 0)
    g_string_append (s, _("A match is a single chico."));
  else
    g_string_append (s, _("A match is the best of three chicos; the third is el bueno."));
}

static void
describe_top_cards (GString          *s,
                    const TrucoRules *rules)
{
  const TrucoVariant *variant = truco_rules_get_variant (rules);
  guint n;
  const TrucoCard *top = truco_rules_get_top_cards (rules, &n);

  for (guint i = 0; i < n; i++)
    {
      const char *nickname = truco_variant_get_card_nickname (variant, top[i]);
      guint klass = truco_rules_get_card_class (rules, top[i]);
      char notation[4];

      truco_card_format (top[i], notation);
      if (i > 0)
        g_string_append_c (s, '\n');
      if (nickname != NULL)
        /* Translators: a line of the top-cards fact: class, notation, full name, traditional name */
        g_string_append_printf (s, _("%u. %s, %s: %s"), klass, notation, truco_card_get_name (top[i]), nickname);
      else
        /* Translators: a line of the top-cards fact: class, notation, full name */
        g_string_append_printf (s, _("%u. %s, %s"), klass, notation, truco_card_get_name (top[i]));
    }
}

static void
describe_declarations (GString          *s,
                       const TrucoRules *rules)
{
  const TrucoVariant *variant = truco_rules_get_variant (rules);
  gboolean any = FALSE;

  if (truco_rules_has_declaration (rules, TRUCO_DECLARATION_ENVIDO))
    {
      g_string_append (s, _("Envido: two cards of one suit count 20 plus their values; otherwise the highest single value counts (0–7 and 20–33)."));
      any = TRUE;
    }
  if (truco_rules_has_declaration (rules, TRUCO_DECLARATION_EMBIT))
    {
      if (any)
        g_string_append_c (s, '\n');
      g_string_append (s, _("Embit: two cards of one suit count 20 plus their values, a périque counting as a 7 (at most 34); a hand with a périque always has an embit."));
      any = TRUE;
    }
  if (truco_rules_has_declaration (rules, TRUCO_DECLARATION_FLOR))
    {
      if (any)
        g_string_append_c (s, '\n');
      if (truco_variant_get_n_wild_cards (variant) > 0)
        g_string_append (s, _("Flor: three cards of one suit, périques wild, count 20 plus their values (at most 41); a flor cancels the embits."));
      else
        g_string_append (s, _("Flor: three cards of one suit count 20 plus their values (20–38); it must be sung and cancels the envido."));
      any = TRUE;
    }
  else if (truco_variant_find_option (variant, "flor_enabled") != NULL)
    {
      if (any)
        g_string_append_c (s, '\n');
      g_string_append (s, _("Flor: not played (house rule off)."));
      any = TRUE;
    }

  if (!any)
    g_string_append (s, _("No declarations: only the tricks and the betting score."));
}

static void
append_stake (GString           *s,
              const TrucoStake  *stake,
              const TrucoStake  *previous,
              guint              base)
{
  g_autofree char *text = NULL;

  if (stake->kind == TRUCO_STAKE_PREVIOUS)
    {
      if (previous == NULL || previous->kind == TRUCO_STAKE_ADD)
        {
          if (previous == NULL)
            text = g_strdup_printf ("%u", base);
        }
      else if (previous->kind == TRUCO_STAKE_POINTS)
        text = truco_stake_describe (previous);
    }
  if (text == NULL)
    text = truco_stake_describe (stake);
  g_string_append (s, text);
}

/* The falta envido of the rule set (rules.md §2.8), as the evaluator
 * values it: at 0–0, and with the side in front one point short. */
static void
describe_falta (GString          *s,
                const TrucoRules *rules)
{
  guint target = truco_rules_get_target (rules);
  TrucoFalta low, high, pica;

  if (!truco_falta_value (rules, 0, 0, target, FALSE, &low, NULL, NULL)
      || !truco_falta_value (rules, target - 1, 0, target, FALSE, &high, NULL, NULL))
    return;

  g_string_append_c (s, '\n');
  if (high.wins_chico)
    g_string_append (s, _("Falta envido: whoever wins it wins the chico, whatever the score (house rule)."));
  else if (low.wins_chico)
    g_string_append (s, _("Falta envido: while the side in front is in the malas, whoever wins it wins the chico; after that it is worth what the side in front needs to win the chico."));
  else if (low.points < target)
    g_string_append (s, _("Falta envido: while the side in front is in the malas, it is worth what that side needs to reach the buenas; after that, what it needs to win the chico."));
  else
    g_string_append (s, _("Falta envido: worth what the side in front needs to win the chico."));

  if (truco_rules_get_n_players (rules) >= 6
      && truco_falta_value (rules, 0, 0, target, TRUE, &pica, NULL, NULL))
    {
      g_string_append_c (s, '\n');
      g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                              "In a pica-pica hand the falta envido is worth %u point.",
                                              "In a pica-pica hand the falta envido is worth %u points.",
                                              pica.points),
                              pica.points);
    }
}

static void
describe_ladders (GString          *s,
                  const TrucoRules *rules)
{
  guint n_ladders;
  const TrucoLadder *ladders = truco_rules_get_ladders (rules, &n_ladders);

  for (guint l = 0; l < n_ladders; l++)
    {
      const TrucoLadder *ladder = &ladders[l];
      GString *line = g_string_new (NULL);

      if (ladder->unanswered.kind != TRUCO_STAKE_NONE)
        {
          g_autofree char *text = truco_stake_describe (&ladder->unanswered);

          /* Translators: what a flor scores when nobody answers it with a flor */
          g_string_append_printf (line, _("unanswered: %s"), text);
        }

      for (guint i = 0; i < ladder->n_steps; i++)
        {
          const TrucoLadderStep *step = &ladder->steps[i];
          GString *accepted = g_string_new (NULL);
          GString *rejected = g_string_new (NULL);

          append_stake (accepted, &step->accepted, NULL, ladder->base);
          if (step->rejected.kind == TRUCO_STAKE_PREVIOUS && ladder->order != TRUCO_LADDER_ORDER_STEPS)
            /* Translators: what a refused raise pays when calls may be skipped: %u is the value of a refused first call */
            g_string_append_printf (rejected, _("the value accepted before it (%u for a first call)"), ladder->base);
          else
            append_stake (rejected, &step->rejected,
                          i > 0 ? &ladder->steps[i - 1].accepted : NULL, ladder->base);

          if (line->len > 0)
            g_string_append (line, " · ");
          if (step->rejected.kind == TRUCO_STAKE_NONE)
            /* Translators: one call of a betting ladder that cannot be refused (a flor):
               the call as players say it, what it is worth accepted */
            g_string_append_printf (line, _("%s: %s, cannot be refused"), step->call, accepted->str);
          else
            /* Translators: one call of a betting ladder: the call as players say it,
               what it is worth accepted, what the caller scores when refused */
            g_string_append_printf (line, _("%s: %s, refused %s"), step->call, accepted->str, rejected->str);
          g_string_free (accepted, TRUE);
          g_string_free (rejected, TRUE);
        }

      if (l > 0)
        g_string_append_c (s, '\n');
      /* Translators: a betting ladder: its title and its calls */
      g_string_append_printf (s, _("%s — %s"), truco_ladder_get_title (ladder), line->str);
      g_string_free (line, TRUE);

      if (ladder->kind == TRUCO_LADDER_ENVIDO && ladder->order == TRUCO_LADDER_ORDER_ANY)
        {
          g_string_append_c (s, '\n');
          g_string_append (s, _("Envido and real envido may be called any number of times, in any order, until the answer or a falta envido (house rule)."));
        }
      if (ladder->kind == TRUCO_LADDER_ENVIDO)
        describe_falta (s, rules);
    }
}

static void
describe_ties (GString          *s,
               const TrucoRules *rules)
{
  if (truco_rules_is_put (rules))
    {
      g_string_append (s, _("Equal cards tie the trick; the leader of a tied trick leads again."));
      g_string_append_c (s, '\n');
      g_string_append (s, _("A player scores with two tricks, or one trick and two ties; trick and tie, or three ties, score nothing."));
      return;
    }

  if (strcmp (truco_variant_get_id (truco_rules_get_variant (rules)), "tyf") == 0)
    {
      /* Truc y Flou says "pardes" for a tied trick (rules.md §5). */
      g_string_append (s, _("Cards of one class tie whatever their suit: partners sharing the highest card win the trick, opponents sharing it make the trick pardes."));
      g_string_append_c (s, '\n');
      g_string_append (s, _("After pardes the first trick that was not pardes decides the hand."));
    }
  else
    {
      g_string_append (s, _("Cards of one class tie whatever their suit: partners sharing the highest card win the trick, opponents sharing it make it parda."));
      g_string_append_c (s, '\n');
      g_string_append (s, _("After a parda the first trick that was not parda decides the hand."));
    }
  g_string_append_c (s, '\n');
  switch (truco_rules_get_all_parda (rules))
    {
    case TRUCO_ALL_PARDA_MANO:
      g_string_append (s, _("Three pardas: the mano’s side wins the hand."));
      break;
    case TRUCO_ALL_PARDA_NON_DEALER:
      g_string_append (s, _("Three pardas: the non-dealing side wins the hand."));
      break;
    case TRUCO_ALL_PARDA_ELDEST:
      g_string_append (s, _("Three pardes: eldest’s side wins the hand."));
      break;
    case TRUCO_ALL_PARDA_NOBODY:
    default:
      g_string_append (s, _("Three pardes: nobody wins the hand."));
      break;
    }
}

/**
 * truco_variant_describe:
 * @variant: a variant
 * @rules: (nullable): a rule set of @variant, or %NULL for the defaults
 * @fact: the fact
 *
 * Returns: (transfer full): the translated text of the fact, one line per
 *   part (e.g. one line per betting ladder).
 */
char *
truco_variant_describe (const TrucoVariant *variant,
                        const TrucoRules   *rules,
                        TrucoFact           fact)
{
  GString *s = g_string_new (NULL);

  if (rules == NULL)
    rules = truco_variant_get_default_rules (variant);
  g_return_val_if_fail (truco_rules_get_variant (rules) == variant, NULL);

  switch (fact)
    {
    case TRUCO_FACT_DECK: describe_deck (s, rules); break;
    case TRUCO_FACT_PLAYERS: describe_players (s, rules); break;
    case TRUCO_FACT_TARGET: describe_target (s, rules); break;
    case TRUCO_FACT_TOP_CARDS: describe_top_cards (s, rules); break;
    case TRUCO_FACT_DECLARATIONS: describe_declarations (s, rules); break;
    case TRUCO_FACT_LADDERS: describe_ladders (s, rules); break;
    case TRUCO_FACT_TIES: describe_ties (s, rules); break;
    case TRUCO_N_FACTS:
    default:
      g_string_free (s, TRUE);
      g_return_val_if_reached (NULL);
    }

  return g_string_free (s, FALSE);
}
