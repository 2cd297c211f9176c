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
#include "truco-facts.h"
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
      g_string_append (s, _("For declarations the cards 1 to 7 count their face value; jacks, knights and kings count 0."));
    }

  for (guint i = 0; i < n_wild; i++)
    {
      g_string_append_c (s, '\n');
      /* Translators: %s is a card's full name ("jack of coins") */
      g_string_append_printf (s, _("Périque: the %s. In declarations it counts as a 7 of whichever suit helps."),
                              truco_card_get_name (wild[i]));
    }
}

/**
 * truco_variant_describe_player_count:
 * @variant: a variant
 * @value: a value of its "players" option ("2", "3_gallo_turno"), or the
 *   only player count when it has no such option
 *
 * Returns: the translated sentence that says how that many play ("2
 *   players: one against one."); @value itself when it means nothing.
 */
const char *
truco_variant_describe_player_count (const TrucoVariant *variant,
                                     const char         *value)
{
  const TrucoVariantPlay *play = truco_rules_get_play (truco_variant_get_default_rules (variant));

  if (strcmp (value, "2") == 0)
    return _("2 players: one against one.");
  if (strcmp (value, "3") == 0 && play->three_for_themselves)
    return _("3 players: each for himself (extrapolated rules).");
  if (strcmp (value, "3") == 0 || strcmp (value, "3_gallo_fijo") == 0)
    return _("3 players: the gallo, with four cards of which he keeps three, against a pair; always the same gallo.");
  if (strcmp (value, "3_gallo_turno") == 0)
    return _("3 players: the gallo against a pair; the dealer is the gallo.");
  if (strcmp (value, "4") == 0)
    return _("4 players: two sides of two, partners sitting opposite.");
  if (strcmp (value, "6") == 0)
    return !play->pica_pica
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
  const TrucoOption *option = truco_variant_find_option (variant, TRUCO_OPTION_PLAYERS);
  const char *current = truco_rules_get (rules, TRUCO_OPTION_PLAYERS);

  if (option == NULL)
    {
      guint n;
      const guint *counts = truco_variant_get_player_counts (variant, &n);
      g_autofree char *value = g_strdup_printf ("%u", counts[0]);

      g_string_append (s, truco_variant_describe_player_count (variant, value));
      return;
    }

  for (guint i = 0; i < truco_option_get_n_choices (option); i++)
    {
      const char *value = truco_option_get_choice (option, i);

      /* The chosen count first: the others are what the house rules allow. */
      if (g_strcmp0 (current, value) != 0)
        continue;
      g_string_append (s, truco_variant_describe_player_count (variant, value));
    }
  for (guint i = 0; i < truco_option_get_n_choices (option); i++)
    {
      const char *value = truco_option_get_choice (option, i);

      if (g_strcmp0 (current, value) == 0)
        continue;
      if (s->len > 0)
        g_string_append_c (s, '\n');
      g_string_append (s, truco_variant_describe_player_count (variant, value));
    }
}

static void
describe_target (GString          *s,
                 const TrucoRules *rules)
{
  const TrucoVariant *variant = truco_rules_get_variant (rules);
  const TrucoRuleSet *set = truco_rules_resolve (rules);
  guint target = set->target;

  /* A variant that tells its match in words; else the chico, told from
   * the target and the house rules. */
  if (truco_variant_get_match_text (variant) != NULL)
    {
      g_string_append (s, _(truco_variant_get_match_text (variant)));
      if (set->bonus_cards)
        {
          g_string_append_c (s, '\n');
          /* Translators: Truc y Flou; the numbers are the bonuses in points (2 and 1) */
          g_string_append_printf (s, _("Bonus cards, whatever the result of the hand: whoever plays the Sword (the ace of swords) to a trick earns his team a bonus of %u, and whoever plays the Club (the ace of clubs) a bonus of %u."),
                                  TRUCO_TYF_SWORD_BONUS, TRUCO_TYF_CLUB_BONUS);
        }
      return;
    }

  g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                          "A chico is played to %u point.",
                                          "A chico is played to %u points.", target),
                          target);
  if (target == 30 && set->malas_buenas)
    {
      g_string_append_c (s, '\n');
      g_string_append (s, _("The first 15 points are the malas, the next 15 the buenas."));
    }
  g_string_append_c (s, '\n');
  if (set->games_to_win == 1)
    g_string_append (s, _("A match is a single chico."));
  else
    g_string_append (s, _("A match is the best of three chicos; the third is el bueno."));
}

/* "the four threes": a whole rank that ties, named as players say it. */
static const char *
rank_plural (TrucoCard card)
{
  gboolean spanish = truco_card_is_spanish (card);

  switch (truco_card_get_rank (card))
    {
    case 1: return C_("four cards", "the four aces");
    case 2: return C_("four cards", "the four twos");
    case 3: return C_("four cards", "the four threes");
    case 4: return C_("four cards", "the four fours");
    case 5: return C_("four cards", "the four fives");
    case 6: return C_("four cards", "the four sixes");
    case 7: return C_("four cards", "the four sevens");
    case 8: return C_("four cards", "the four eights");
    case 9: return C_("four cards", "the four nines");
    case 10: return spanish ? C_("four cards", "the four sotas") : C_("four cards", "the four tens");
    case 11: return spanish ? C_("four cards", "the four caballos") : C_("four cards", "the four jacks");
    case 12: return spanish ? C_("four cards", "the four reyes") : C_("four cards", "the four queens");
    case 13: return C_("four cards", "the four kings");
    default: g_return_val_if_reached (NULL);
    }
}

/* Appends "a, b and c". */
static void
append_names (GString         *s,
              const TrucoCard *cards,
              guint            n_cards)
{
  g_autofree char *list = g_strdup (truco_card_get_name (cards[0]));

  for (guint i = 1; i < n_cards; i++)
    {
      char *longer = i + 1 < n_cards
        /* Translators: a list of card names: the list so far, the next name */
        ? g_strdup_printf (_("%s, %s"), list, truco_card_get_name (cards[i]))
        /* Translators: a list of card names: the list so far, the last name */
        : g_strdup_printf (_("%s and %s"), list, truco_card_get_name (cards[i]));

      g_free (list);
      list = longer;
    }
  g_string_append (s, list);
}

/**
 * truco_rules_describe_class:
 * @rules: a rule set
 * @class_index: a class of its ranking, 1 = the highest
 *
 * Returns: (transfer full): the translated names of the cards of that
 *   class: "ace of swords", "the four threes", "ace of coins and ace of
 *   cups".
 */
char *
truco_rules_describe_class (const TrucoRules *rules,
                            guint             class_index)
{
  GString *s = g_string_new (NULL);
  const TrucoCard *cards;
  guint n_cards;
  gboolean whole_rank;

  cards = truco_rules_get_class_cards (rules, class_index, &n_cards);
  g_return_val_if_fail (n_cards > 0, g_string_free (s, FALSE));

  /* Every deck has four suits: four cards of one rank are the whole rank. */
  whole_rank = n_cards == 4;
  for (guint i = 1; i < n_cards; i++)
    whole_rank &= truco_card_get_rank (cards[i]) == truco_card_get_rank (cards[0]);

  if (whole_rank)
    g_string_append (s, rank_plural (cards[0]));
  else
    append_names (s, cards, n_cards);

  return g_string_free (s, FALSE);
}

static void
describe_top_cards (GString          *s,
                    const TrucoRules *rules)
{
  const TrucoVariant *variant = truco_rules_get_variant (rules);
  guint n_top, last_class = 0;
  const TrucoCard *top = truco_rules_get_top_cards (rules, &n_top);

  if (n_top > 0)
    last_class = truco_rules_get_card_class (rules, top[n_top - 1]);

  /* One line per class: cards that tie share a line. */
  for (guint klass = 1; klass <= last_class; klass++)
    {
      guint n_cards;
      const TrucoCard *cards = truco_rules_get_class_cards (rules, klass, &n_cards);

      if (klass > 1)
        g_string_append_c (s, '\n');
      if (n_cards == 1)
        {
          const char *nickname = truco_variant_get_card_nickname (variant, cards[0]);

          if (nickname != NULL)
            /* Translators: a line of the top cards: its place in the ranking, the card's full name, its traditional name */
            g_string_append_printf (s, _("%u. %s: %s"), klass, truco_card_get_name (cards[0]), nickname);
          else
            /* Translators: a line of the top cards: its place in the ranking, the card's full name */
            g_string_append_printf (s, _("%u. %s"), klass, truco_card_get_name (cards[0]));
        }
      else
        {
          g_autofree char *names = truco_rules_describe_class (rules, klass);

          /* Translators: a line of the top cards: their place in the ranking, the cards that share it ("the four threes") */
          g_string_append_printf (s, _("%u. %s, which tie"), klass, names);
        }
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
  else if (truco_rules_resolve (rules)->flor_optional)
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

/* The falta envido of the rule set, as the evaluator values it: at 0–0,
 * and with the side in front one point short. */
static void
describe_falta (GString          *s,
                const TrucoRules *rules)
{
  guint target = truco_rules_get_target (rules);
  TrucoFalta low, high, pica;

  if (!truco_falta_value (rules, 0, 0, target, FALSE, &low, NULL, NULL)
      || !truco_falta_value (rules, target - 1, 0, target, FALSE, &high, NULL, NULL))
    return;

  if (s->len > 0)
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

/**
 * truco_ladder_describe_accepted:
 * @ladder: a betting ladder
 * @index: one of its calls
 *
 * Returns: (transfer full): what the call is worth once accepted: "2",
 *   "+3", "the falta", "3 per flor".
 */
char *
truco_ladder_describe_accepted (const TrucoLadder *ladder,
                                guint              index)
{
  GString *s = g_string_new (NULL);

  g_return_val_if_fail (index < ladder->n_steps, g_string_free (s, FALSE));

  append_stake (s, &ladder->steps[index].accepted, NULL, ladder->base);
  return g_string_free (s, FALSE);
}

/**
 * truco_ladder_describe_refused:
 * @ladder: a betting ladder
 * @index: one of its calls
 *
 * Returns: (transfer full) (nullable): what the caller's side scores when
 *   the call is refused, or %NULL when it cannot be refused (a flor).
 */
char *
truco_ladder_describe_refused (const TrucoLadder *ladder,
                               guint              index)
{
  const TrucoLadderStep *step;
  GString *s;

  g_return_val_if_fail (index < ladder->n_steps, NULL);

  step = &ladder->steps[index];
  if (step->rejected.kind == TRUCO_STAKE_NONE)
    return NULL;

  s = g_string_new (NULL);
  if (step->rejected.kind == TRUCO_STAKE_PREVIOUS && ladder->order != TRUCO_LADDER_ORDER_STEPS)
    /* Translators: what a refused call pays when calls may be skipped: %u is the value of a refused first call */
    g_string_append_printf (s, _("%u if it is the first call; otherwise what was accepted before it"), ladder->base);
  else
    append_stake (s, &step->rejected, index > 0 ? &ladder->steps[index - 1].accepted : NULL, ladder->base);

  return g_string_free (s, FALSE);
}

/**
 * truco_ladder_describe_caller:
 * @ladder: a betting ladder
 * @index: one of its calls
 *
 * Returns: (transfer full): who may make the call: "Either side", "The
 *   side that accepted the call before"…
 */
char *
truco_ladder_describe_caller (const TrucoLadder *ladder,
                              guint              index)
{
  const TrucoLadderStep *step;
  gboolean may_open, may_raise;

  g_return_val_if_fail (index < ladder->n_steps, NULL);

  step = &ladder->steps[index];
  switch (ladder->order)
    {
    case TRUCO_LADDER_ORDER_STEPS:
      may_open = index == 0;
      may_raise = index > 0;
      break;
    case TRUCO_LADDER_ORDER_OPENING_THEN_ONE:
      may_open = index == 0 || step->opening_only;
      may_raise = !may_open;
      break;
    case TRUCO_LADDER_ORDER_FREE:
      return g_strdup (_("Either side, but never the same side twice in a row"));
    case TRUCO_LADDER_ORDER_SUBSEQUENCE:
    case TRUCO_LADDER_ORDER_ANY:
    default:
      may_open = TRUE;
      may_raise = !step->opening_only;
      break;
    }

  if (!may_raise)
    return g_strdup (step->opening_only ? _("Either side, only as the first call") : _("Either side"));

  switch (ladder->raise_right)
    {
    case TRUCO_RAISE_ACCEPTING_SIDE:
      return g_strdup (may_open ? _("Either side first; then only the side that accepted the call before")
                                : _("Only the side that accepted the call before"));
    case TRUCO_RAISE_ANSWERING_SIDE:
      return g_strdup (may_open ? _("Either side first; then the side answering, instead of an answer")
                                : _("The side answering, instead of an answer"));
    case TRUCO_RAISE_OTHER_SIDE:
    default:
      return g_strdup (_("Either side, but never the same side twice in a row"));
    }
}

/**
 * truco_ladder_describe_notes:
 * @rules: the rule set @ladder belongs to
 * @ladder: one of its betting ladders
 *
 * Returns: (transfer full): what a table of the calls does not say, one
 *   line per note (what an unanswered flor scores, the falta envido, a
 *   free order of calls); "" when there is nothing to add.
 */
char *
truco_ladder_describe_notes (const TrucoRules  *rules,
                             const TrucoLadder *ladder)
{
  GString *s = g_string_new (NULL);

  if (ladder->unanswered.kind != TRUCO_STAKE_NONE)
    {
      g_autofree char *text = truco_stake_describe (&ladder->unanswered);

      if (ladder->kind == TRUCO_BET_FLOR)
        /* Translators: %s is what a flor scores ("3 per flor") */
        g_string_append_printf (s, _("A flor that nobody answers with a flor scores %s."), text);
      else
        /* Translators: %s is what a call scores when nobody answers it */
        g_string_append_printf (s, _("Unanswered, it scores %s."), text);
    }

  if (ladder->kind == TRUCO_BET_ENVIDO && ladder->order == TRUCO_LADDER_ORDER_ANY)
    {
      if (s->len > 0)
        g_string_append_c (s, '\n');
      g_string_append (s, _("Envido and real envido may be called any number of times, in any order, until the answer or a falta envido (house rule)."));
    }
  /* The falta envido: a call worth the falta, not counted in flors (the
   * contraflor al resto is told in its own row). */
  for (guint i = 0; i < ladder->n_steps; i++)
    if (ladder->steps[i].accepted.kind == TRUCO_STAKE_FALTA && ladder->steps[i].accepted.per_flor == 0)
      {
        describe_falta (s, rules);
        break;
      }

  return g_string_free (s, FALSE);
}

static void
describe_ladders (GString          *s,
                  const TrucoRules *rules)
{
  guint n_ladders;
  const TrucoLadder *ladders = truco_rules_get_ladders (rules, &n_ladders);

  /* The ladder's title, then one line per call, then the notes. */
  for (guint l = 0; l < n_ladders; l++)
    {
      const TrucoLadder *ladder = &ladders[l];
      g_autofree char *notes = truco_ladder_describe_notes (rules, ladder);

      if (l > 0)
        g_string_append_c (s, '\n');
      /* Translators: the title of a betting ladder, before its calls, one per line */
      g_string_append_printf (s, _("%s:"), truco_ladder_get_title (ladder));

      for (guint i = 0; i < ladder->n_steps; i++)
        {
          g_autofree char *accepted = truco_ladder_describe_accepted (ladder, i);
          g_autofree char *refused = truco_ladder_describe_refused (ladder, i);

          g_string_append_c (s, '\n');
          if (refused == NULL)
            /* Translators: one call of a betting ladder that cannot be refused (a flor):
               the call as players say it, what it is worth accepted */
            g_string_append_printf (s, _("%s: %s, cannot be refused"), ladder->steps[i].call, accepted);
          else
            /* Translators: one call of a betting ladder: the call as players say it,
               what it is worth accepted, what the caller scores when refused */
            g_string_append_printf (s, _("%s: %s, refused %s"), ladder->steps[i].call, accepted, refused);
        }

      if (notes[0] != '\0')
        {
          g_string_append_c (s, '\n');
          g_string_append (s, notes);
        }
    }
}

static void
describe_ties (GString          *s,
               const TrucoRules *rules)
{
  if (truco_rules_get_play (rules)->trick_and_tie)
    {
      g_string_append (s, _("Equal cards tie the trick; the leader of a tied trick leads again."));
      g_string_append_c (s, '\n');
      g_string_append (s, _("A player scores with two tricks, or one trick and two ties; trick and tie, or three ties, score nothing."));
      return;
    }

  if (truco_rules_get_tie_word (rules) == TRUCO_TIE_PARDES)
    {
      /* Truc y Flou says "pardes" for a tied trick. */
      g_string_append (s, _("Cards that rank the same tie, whatever their suit: partners who share the highest card win the trick; opponents who share it make the trick pardes."));
      g_string_append_c (s, '\n');
      g_string_append (s, _("After pardes the first trick that was not pardes decides the hand."));
    }
  else
    {
      g_string_append (s, _("Cards that rank the same tie, whatever their suit: partners who share the highest card win the trick; opponents who share it make it parda."));
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

static void
short_deck (GString          *s,
            const TrucoRules *rules)
{
  guint n_wild;

  truco_variant_get_wild_cards (truco_rules_get_variant (rules), &n_wild);
  switch (truco_rules_get_deck (rules))
    {
    case TRUCO_DECK_SPANISH_40:
      g_string_append (s, _("Spanish, 40 cards"));
      break;
    case TRUCO_DECK_FRENCH_32:
      g_string_append (s, _("French, 32 cards"));
      break;
    case TRUCO_DECK_FRENCH_36:
      g_string_append (s, _("French, 36 cards"));
      break;
    case TRUCO_DECK_FRENCH_52:
    default:
      g_string_append (s, _("French, 52 cards"));
      break;
    }
  if (n_wild > 0)
    {
      g_string_append_c (s, '\n');
      g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                              "%u périque, wild in declarations",
                                              "%u périques, wild in declarations", n_wild),
                              n_wild);
    }
}

static void
short_players (GString          *s,
               const TrucoRules *rules)
{
  guint n_counts, chosen = truco_rules_get_n_players (rules);
  const guint *counts = truco_variant_get_player_counts (truco_rules_get_variant (rules), &n_counts);
  g_autoptr(GString) others = g_string_new (NULL);

  for (guint i = 0; i < n_counts; i++)
    {
      if (counts[i] == chosen)
        continue;
      if (others->len > 0)
        /* Translators: the separator in a list of numbers of players ("3, 4, 6") */
        g_string_append (others, _(", "));
      g_string_append_printf (others, "%u", counts[i]);
    }

  if (others->len == 0)
    g_string_append_printf (s, "%u", chosen);
  else
    /* Translators: the number of players chosen, then the other numbers the variant is played with ("2 (or 3, 4, 6, 8)") */
    g_string_append_printf (s, _("%u (or %s)"), chosen, others->str);
}

static void
short_declarations (GString          *s,
                    const TrucoRules *rules)
{
  gboolean envido = truco_rules_has_declaration (rules, TRUCO_DECLARATION_ENVIDO);
  gboolean embit = truco_rules_has_declaration (rules, TRUCO_DECLARATION_EMBIT);
  gboolean flor = truco_rules_has_declaration (rules, TRUCO_DECLARATION_FLOR);
  gboolean flor_off = !flor && truco_rules_resolve (rules)->flor_optional;

  if (envido && flor)
    g_string_append (s, _("Envido and flor"));
  else if (envido && flor_off)
    g_string_append (s, _("Envido; flor is off"));
  else if (envido)
    g_string_append (s, _("Envido"));
  else if (embit && flor)
    g_string_append (s, _("Embit and flor"));
  else if (embit)
    g_string_append (s, _("Embit"));
  else if (flor)
    g_string_append (s, _("Flor"));
  else
    /* Translators: the variant has no declarations */
    g_string_append (s, _("None"));
}

static void
short_ladders (GString          *s,
               const TrucoRules *rules)
{
  guint n_ladders;
  const TrucoLadder *ladders = truco_rules_get_ladders (rules, &n_ladders);

  for (guint l = 0; l < n_ladders; l++)
    {
      const TrucoLadder *ladder = &ladders[l];
      g_autofree char *last = truco_ladder_describe_accepted (ladder, ladder->n_steps - 1);

      if (l > 0)
        g_string_append_c (s, '\n');
      if (ladder->n_steps == 1)
        /* Translators: a betting ladder of one call, and what it is worth ("Put: the game") */
        g_string_append_printf (s, _("%s: %s"), truco_ladder_get_title (ladder), last);
      else
        /* Translators: a betting ladder, and what its highest call is worth ("Truco: up to 4") */
        g_string_append_printf (s, _("%s: up to %s"), truco_ladder_get_title (ladder), last);
    }
}

static void
short_ties (GString          *s,
            const TrucoRules *rules)
{
  if (truco_rules_get_play (rules)->trick_and_tie)
    {
      g_string_append (s, _("Trick and tie scores nothing"));
      return;
    }

  switch (truco_rules_get_all_parda (rules))
    {
    case TRUCO_ALL_PARDA_MANO:
      g_string_append (s, _("Three pardas: the mano’s side wins"));
      break;
    case TRUCO_ALL_PARDA_NON_DEALER:
      g_string_append (s, _("Three pardas: the non-dealing side wins"));
      break;
    case TRUCO_ALL_PARDA_ELDEST:
      g_string_append (s, _("Three pardes: eldest’s side wins"));
      break;
    case TRUCO_ALL_PARDA_NOBODY:
    default:
      g_string_append (s, _("Three pardes: nobody wins"));
      break;
    }
}

/**
 * truco_variant_describe_short:
 * @variant: a variant
 * @rules: (nullable): a rule set of @variant, or %NULL for the defaults
 * @fact: the fact
 *
 * Returns: (transfer full): the fact in a few words, for a cell of a
 *   comparison: the numbers and names that differ between variants
 *   ("Spanish, 40 cards", "30 points", "Truco: up to 4").
 */
char *
truco_variant_describe_short (const TrucoVariant *variant,
                              const TrucoRules   *rules,
                              TrucoFact           fact)
{
  GString *s = g_string_new (NULL);

  if (rules == NULL)
    rules = truco_variant_get_default_rules (variant);
  g_return_val_if_fail (truco_rules_get_variant (rules) == variant, NULL);

  switch (fact)
    {
    case TRUCO_FACT_DECK:
      short_deck (s, rules);
      break;
    case TRUCO_FACT_PLAYERS:
      short_players (s, rules);
      break;
    case TRUCO_FACT_TARGET:
      {
        guint target = truco_rules_get_target (rules);

        g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "%u point", "%u points", target), target);
      }
      break;
    case TRUCO_FACT_TOP_CARDS:
      {
        g_autofree char *names = truco_rules_describe_class (rules, 1);

        g_string_append (s, names);
      }
      break;
    case TRUCO_FACT_DECLARATIONS:
      short_declarations (s, rules);
      break;
    case TRUCO_FACT_LADDERS:
      short_ladders (s, rules);
      break;
    case TRUCO_FACT_TIES:
      short_ties (s, rules);
      break;
    case TRUCO_N_FACTS:
    default:
      g_string_free (s, TRUE);
      g_return_val_if_reached (NULL);
    }

  /* Sentence case, as a cell reads: "the four threes" → "The four threes". */
  if (s->len > 0 && g_unichar_islower (g_utf8_get_char (s->str)))
    {
      gunichar first = g_unichar_totitle (g_utf8_get_char (s->str));
      char buf[8];
      int len = g_unichar_to_utf8 (first, buf);

      g_string_erase (s, 0, g_utf8_next_char (s->str) - s->str);
      g_string_insert_len (s, 0, buf, len);
    }

  return g_string_free (s, FALSE);
}
