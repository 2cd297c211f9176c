/* truco-card.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "truco-card.h"
#include "truco-error.h"

/* Full card names, one whole translatable string each, indexed by the card
 * value itself ((suit << 4) | rank). */
static const char * const card_names[128] = {
  [TRUCO_CARD (TRUCO_SUIT_ESPADAS, 1)] = NC_("Spanish-suited card", "ace of swords"),
  [TRUCO_CARD (TRUCO_SUIT_ESPADAS, 2)] = NC_("Spanish-suited card", "two of swords"),
  [TRUCO_CARD (TRUCO_SUIT_ESPADAS, 3)] = NC_("Spanish-suited card", "three of swords"),
  [TRUCO_CARD (TRUCO_SUIT_ESPADAS, 4)] = NC_("Spanish-suited card", "four of swords"),
  [TRUCO_CARD (TRUCO_SUIT_ESPADAS, 5)] = NC_("Spanish-suited card", "five of swords"),
  [TRUCO_CARD (TRUCO_SUIT_ESPADAS, 6)] = NC_("Spanish-suited card", "six of swords"),
  [TRUCO_CARD (TRUCO_SUIT_ESPADAS, 7)] = NC_("Spanish-suited card", "seven of swords"),
  [TRUCO_CARD (TRUCO_SUIT_ESPADAS, 10)] = NC_("Spanish-suited card", "jack of swords"),
  [TRUCO_CARD (TRUCO_SUIT_ESPADAS, 11)] = NC_("Spanish-suited card", "knight of swords"),
  [TRUCO_CARD (TRUCO_SUIT_ESPADAS, 12)] = NC_("Spanish-suited card", "king of swords"),
  [TRUCO_CARD (TRUCO_SUIT_BASTOS, 1)] = NC_("Spanish-suited card", "ace of clubs"),
  [TRUCO_CARD (TRUCO_SUIT_BASTOS, 2)] = NC_("Spanish-suited card", "two of clubs"),
  [TRUCO_CARD (TRUCO_SUIT_BASTOS, 3)] = NC_("Spanish-suited card", "three of clubs"),
  [TRUCO_CARD (TRUCO_SUIT_BASTOS, 4)] = NC_("Spanish-suited card", "four of clubs"),
  [TRUCO_CARD (TRUCO_SUIT_BASTOS, 5)] = NC_("Spanish-suited card", "five of clubs"),
  [TRUCO_CARD (TRUCO_SUIT_BASTOS, 6)] = NC_("Spanish-suited card", "six of clubs"),
  [TRUCO_CARD (TRUCO_SUIT_BASTOS, 7)] = NC_("Spanish-suited card", "seven of clubs"),
  [TRUCO_CARD (TRUCO_SUIT_BASTOS, 10)] = NC_("Spanish-suited card", "jack of clubs"),
  [TRUCO_CARD (TRUCO_SUIT_BASTOS, 11)] = NC_("Spanish-suited card", "knight of clubs"),
  [TRUCO_CARD (TRUCO_SUIT_BASTOS, 12)] = NC_("Spanish-suited card", "king of clubs"),
  [TRUCO_CARD (TRUCO_SUIT_OROS, 1)] = NC_("Spanish-suited card", "ace of coins"),
  [TRUCO_CARD (TRUCO_SUIT_OROS, 2)] = NC_("Spanish-suited card", "two of coins"),
  [TRUCO_CARD (TRUCO_SUIT_OROS, 3)] = NC_("Spanish-suited card", "three of coins"),
  [TRUCO_CARD (TRUCO_SUIT_OROS, 4)] = NC_("Spanish-suited card", "four of coins"),
  [TRUCO_CARD (TRUCO_SUIT_OROS, 5)] = NC_("Spanish-suited card", "five of coins"),
  [TRUCO_CARD (TRUCO_SUIT_OROS, 6)] = NC_("Spanish-suited card", "six of coins"),
  [TRUCO_CARD (TRUCO_SUIT_OROS, 7)] = NC_("Spanish-suited card", "seven of coins"),
  [TRUCO_CARD (TRUCO_SUIT_OROS, 10)] = NC_("Spanish-suited card", "jack of coins"),
  [TRUCO_CARD (TRUCO_SUIT_OROS, 11)] = NC_("Spanish-suited card", "knight of coins"),
  [TRUCO_CARD (TRUCO_SUIT_OROS, 12)] = NC_("Spanish-suited card", "king of coins"),
  [TRUCO_CARD (TRUCO_SUIT_COPAS, 1)] = NC_("Spanish-suited card", "ace of cups"),
  [TRUCO_CARD (TRUCO_SUIT_COPAS, 2)] = NC_("Spanish-suited card", "two of cups"),
  [TRUCO_CARD (TRUCO_SUIT_COPAS, 3)] = NC_("Spanish-suited card", "three of cups"),
  [TRUCO_CARD (TRUCO_SUIT_COPAS, 4)] = NC_("Spanish-suited card", "four of cups"),
  [TRUCO_CARD (TRUCO_SUIT_COPAS, 5)] = NC_("Spanish-suited card", "five of cups"),
  [TRUCO_CARD (TRUCO_SUIT_COPAS, 6)] = NC_("Spanish-suited card", "six of cups"),
  [TRUCO_CARD (TRUCO_SUIT_COPAS, 7)] = NC_("Spanish-suited card", "seven of cups"),
  [TRUCO_CARD (TRUCO_SUIT_COPAS, 10)] = NC_("Spanish-suited card", "jack of cups"),
  [TRUCO_CARD (TRUCO_SUIT_COPAS, 11)] = NC_("Spanish-suited card", "knight of cups"),
  [TRUCO_CARD (TRUCO_SUIT_COPAS, 12)] = NC_("Spanish-suited card", "king of cups"),
  [TRUCO_CARD (TRUCO_SUIT_SPADES, 1)] = NC_("French-suited card", "ace of spades"),
  [TRUCO_CARD (TRUCO_SUIT_SPADES, 2)] = NC_("French-suited card", "two of spades"),
  [TRUCO_CARD (TRUCO_SUIT_SPADES, 3)] = NC_("French-suited card", "three of spades"),
  [TRUCO_CARD (TRUCO_SUIT_SPADES, 4)] = NC_("French-suited card", "four of spades"),
  [TRUCO_CARD (TRUCO_SUIT_SPADES, 5)] = NC_("French-suited card", "five of spades"),
  [TRUCO_CARD (TRUCO_SUIT_SPADES, 6)] = NC_("French-suited card", "six of spades"),
  [TRUCO_CARD (TRUCO_SUIT_SPADES, 7)] = NC_("French-suited card", "seven of spades"),
  [TRUCO_CARD (TRUCO_SUIT_SPADES, 8)] = NC_("French-suited card", "eight of spades"),
  [TRUCO_CARD (TRUCO_SUIT_SPADES, 9)] = NC_("French-suited card", "nine of spades"),
  [TRUCO_CARD (TRUCO_SUIT_SPADES, 10)] = NC_("French-suited card", "ten of spades"),
  [TRUCO_CARD (TRUCO_SUIT_SPADES, 11)] = NC_("French-suited card", "jack of spades"),
  [TRUCO_CARD (TRUCO_SUIT_SPADES, 12)] = NC_("French-suited card", "queen of spades"),
  [TRUCO_CARD (TRUCO_SUIT_SPADES, 13)] = NC_("French-suited card", "king of spades"),
  [TRUCO_CARD (TRUCO_SUIT_HEARTS, 1)] = NC_("French-suited card", "ace of hearts"),
  [TRUCO_CARD (TRUCO_SUIT_HEARTS, 2)] = NC_("French-suited card", "two of hearts"),
  [TRUCO_CARD (TRUCO_SUIT_HEARTS, 3)] = NC_("French-suited card", "three of hearts"),
  [TRUCO_CARD (TRUCO_SUIT_HEARTS, 4)] = NC_("French-suited card", "four of hearts"),
  [TRUCO_CARD (TRUCO_SUIT_HEARTS, 5)] = NC_("French-suited card", "five of hearts"),
  [TRUCO_CARD (TRUCO_SUIT_HEARTS, 6)] = NC_("French-suited card", "six of hearts"),
  [TRUCO_CARD (TRUCO_SUIT_HEARTS, 7)] = NC_("French-suited card", "seven of hearts"),
  [TRUCO_CARD (TRUCO_SUIT_HEARTS, 8)] = NC_("French-suited card", "eight of hearts"),
  [TRUCO_CARD (TRUCO_SUIT_HEARTS, 9)] = NC_("French-suited card", "nine of hearts"),
  [TRUCO_CARD (TRUCO_SUIT_HEARTS, 10)] = NC_("French-suited card", "ten of hearts"),
  [TRUCO_CARD (TRUCO_SUIT_HEARTS, 11)] = NC_("French-suited card", "jack of hearts"),
  [TRUCO_CARD (TRUCO_SUIT_HEARTS, 12)] = NC_("French-suited card", "queen of hearts"),
  [TRUCO_CARD (TRUCO_SUIT_HEARTS, 13)] = NC_("French-suited card", "king of hearts"),
  [TRUCO_CARD (TRUCO_SUIT_DIAMONDS, 1)] = NC_("French-suited card", "ace of diamonds"),
  [TRUCO_CARD (TRUCO_SUIT_DIAMONDS, 2)] = NC_("French-suited card", "two of diamonds"),
  [TRUCO_CARD (TRUCO_SUIT_DIAMONDS, 3)] = NC_("French-suited card", "three of diamonds"),
  [TRUCO_CARD (TRUCO_SUIT_DIAMONDS, 4)] = NC_("French-suited card", "four of diamonds"),
  [TRUCO_CARD (TRUCO_SUIT_DIAMONDS, 5)] = NC_("French-suited card", "five of diamonds"),
  [TRUCO_CARD (TRUCO_SUIT_DIAMONDS, 6)] = NC_("French-suited card", "six of diamonds"),
  [TRUCO_CARD (TRUCO_SUIT_DIAMONDS, 7)] = NC_("French-suited card", "seven of diamonds"),
  [TRUCO_CARD (TRUCO_SUIT_DIAMONDS, 8)] = NC_("French-suited card", "eight of diamonds"),
  [TRUCO_CARD (TRUCO_SUIT_DIAMONDS, 9)] = NC_("French-suited card", "nine of diamonds"),
  [TRUCO_CARD (TRUCO_SUIT_DIAMONDS, 10)] = NC_("French-suited card", "ten of diamonds"),
  [TRUCO_CARD (TRUCO_SUIT_DIAMONDS, 11)] = NC_("French-suited card", "jack of diamonds"),
  [TRUCO_CARD (TRUCO_SUIT_DIAMONDS, 12)] = NC_("French-suited card", "queen of diamonds"),
  [TRUCO_CARD (TRUCO_SUIT_DIAMONDS, 13)] = NC_("French-suited card", "king of diamonds"),
  [TRUCO_CARD (TRUCO_SUIT_CLUBS, 1)] = NC_("French-suited card", "ace of clubs"),
  [TRUCO_CARD (TRUCO_SUIT_CLUBS, 2)] = NC_("French-suited card", "two of clubs"),
  [TRUCO_CARD (TRUCO_SUIT_CLUBS, 3)] = NC_("French-suited card", "three of clubs"),
  [TRUCO_CARD (TRUCO_SUIT_CLUBS, 4)] = NC_("French-suited card", "four of clubs"),
  [TRUCO_CARD (TRUCO_SUIT_CLUBS, 5)] = NC_("French-suited card", "five of clubs"),
  [TRUCO_CARD (TRUCO_SUIT_CLUBS, 6)] = NC_("French-suited card", "six of clubs"),
  [TRUCO_CARD (TRUCO_SUIT_CLUBS, 7)] = NC_("French-suited card", "seven of clubs"),
  [TRUCO_CARD (TRUCO_SUIT_CLUBS, 8)] = NC_("French-suited card", "eight of clubs"),
  [TRUCO_CARD (TRUCO_SUIT_CLUBS, 9)] = NC_("French-suited card", "nine of clubs"),
  [TRUCO_CARD (TRUCO_SUIT_CLUBS, 10)] = NC_("French-suited card", "ten of clubs"),
  [TRUCO_CARD (TRUCO_SUIT_CLUBS, 11)] = NC_("French-suited card", "jack of clubs"),
  [TRUCO_CARD (TRUCO_SUIT_CLUBS, 12)] = NC_("French-suited card", "queen of clubs"),
  [TRUCO_CARD (TRUCO_SUIT_CLUBS, 13)] = NC_("French-suited card", "king of clubs"),
};

static const char * const card_contexts[2] = {
  "Spanish-suited card",
  "French-suited card",
};

static const TrucoCard spanish_40[] = {
#define SUIT(s) \
  TRUCO_CARD (s, 1), TRUCO_CARD (s, 2), TRUCO_CARD (s, 3), TRUCO_CARD (s, 4), \
  TRUCO_CARD (s, 5), TRUCO_CARD (s, 6), TRUCO_CARD (s, 7), TRUCO_CARD (s, 10), \
  TRUCO_CARD (s, 11), TRUCO_CARD (s, 12)
  SUIT (TRUCO_SUIT_ESPADAS), SUIT (TRUCO_SUIT_BASTOS), SUIT (TRUCO_SUIT_OROS), SUIT (TRUCO_SUIT_COPAS),
#undef SUIT
};

static const TrucoCard french_32[] = {
#define SUIT(s) \
  TRUCO_CARD (s, 1), TRUCO_CARD (s, 7), TRUCO_CARD (s, 8), TRUCO_CARD (s, 9), \
  TRUCO_CARD (s, 10), TRUCO_CARD (s, 11), TRUCO_CARD (s, 12), TRUCO_CARD (s, 13)
  SUIT (TRUCO_SUIT_SPADES), SUIT (TRUCO_SUIT_HEARTS), SUIT (TRUCO_SUIT_DIAMONDS), SUIT (TRUCO_SUIT_CLUBS),
#undef SUIT
};

static const TrucoCard french_36[] = {
#define SUIT(s) \
  TRUCO_CARD (s, 1), TRUCO_CARD (s, 6), TRUCO_CARD (s, 7), TRUCO_CARD (s, 8), \
  TRUCO_CARD (s, 9), TRUCO_CARD (s, 10), TRUCO_CARD (s, 11), TRUCO_CARD (s, 12), \
  TRUCO_CARD (s, 13)
  SUIT (TRUCO_SUIT_SPADES), SUIT (TRUCO_SUIT_HEARTS), SUIT (TRUCO_SUIT_DIAMONDS), SUIT (TRUCO_SUIT_CLUBS),
#undef SUIT
};

static const TrucoCard french_52[] = {
#define SUIT(s) \
  TRUCO_CARD (s, 1), TRUCO_CARD (s, 2), TRUCO_CARD (s, 3), TRUCO_CARD (s, 4), \
  TRUCO_CARD (s, 5), TRUCO_CARD (s, 6), TRUCO_CARD (s, 7), TRUCO_CARD (s, 8), \
  TRUCO_CARD (s, 9), TRUCO_CARD (s, 10), TRUCO_CARD (s, 11), TRUCO_CARD (s, 12), \
  TRUCO_CARD (s, 13)
  SUIT (TRUCO_SUIT_SPADES), SUIT (TRUCO_SUIT_HEARTS), SUIT (TRUCO_SUIT_DIAMONDS), SUIT (TRUCO_SUIT_CLUBS),
#undef SUIT
};

static const char suit_letters[8] = { 'E', 'B', 'O', 'C', 'S', 'H', 'D', 'C' };

/**
 * truco_card_is_valid:
 * @card: a card value
 *
 * Returns: %TRUE if @card is a card of one of the decks (Spanish 40 or French 52).
 */
gboolean
truco_card_is_valid (TrucoCard card)
{
  return card < G_N_ELEMENTS (card_names) && card_names[card] != NULL;
}

/**
 * truco_card_is_spanish:
 * @card: a card value
 *
 * Returns: %TRUE if @card is a valid Spanish-suited card.
 */
gboolean
truco_card_is_spanish (TrucoCard card)
{
  return truco_card_is_valid (card) && truco_card_get_suit (card) <= TRUCO_SUIT_COPAS;
}

/**
 * truco_card_get_name:
 * @card: a valid card
 *
 * Returns: the translated full name ("ace of swords", "queen of hearts"),
 *   or %NULL for an invalid card.
 */
const char *
truco_card_get_name (TrucoCard card)
{
  if (!truco_card_is_valid (card))
    return NULL;

  return g_dpgettext2 (GETTEXT_PACKAGE,
                       card_contexts[truco_card_is_spanish (card) ? 0 : 1],
                       card_names[card]);
}

/* TRUE if @template holds exactly one conversion, a plain %s (and maybe
 * %% escapes). */
static gboolean
template_is_one_string (const char *template)
{
  guint n = 0;

  for (const char *p = template; (p = strchr (p, '%')) != NULL; p += 2)
    {
      if (p[1] == '%')
        continue;
      if (p[1] == '\0')
        return FALSE;
      if (p[1] != 's')
        return FALSE;
      n++;
    }
  return n == 1;
}

/* A card's name with its definite article, as a sentence says it ("the
 * seven of swords", "el siete de espadas", "l’as d’espases"): the article
 * goes by the rank (and the deck, whose ranks are named differently), so
 * one template per rank and deck, around the full name, is enough. */
static const char *
definite_template (TrucoCard card)
{
  guint rank = truco_card_get_rank (card);

  if (truco_card_is_spanish (card))
    switch (rank)
      {
      case 1:
        /* Translators: %s is the full name of a Spanish-suited ace ("ace of swords",
         * as you translated it): write the definite article your language
         * puts before it in a sentence ("el %s", "l’%s"), or just "%s" in a
         * language without articles. */
        return C_("Spanish-suited card with its article, ace", "the %s");
      case 2:
        /* Translators: %s is the full name of a Spanish-suited two ("two of swords",
         * as you translated it): write the definite article your language
         * puts before it in a sentence ("el %s", "l’%s"), or just "%s" in a
         * language without articles. */
        return C_("Spanish-suited card with its article, two", "the %s");
      case 3:
        /* Translators: %s is the full name of a Spanish-suited three ("three of swords",
         * as you translated it): write the definite article your language
         * puts before it in a sentence ("el %s", "l’%s"), or just "%s" in a
         * language without articles. */
        return C_("Spanish-suited card with its article, three", "the %s");
      case 4:
        /* Translators: %s is the full name of a Spanish-suited four ("four of swords",
         * as you translated it): write the definite article your language
         * puts before it in a sentence ("el %s", "l’%s"), or just "%s" in a
         * language without articles. */
        return C_("Spanish-suited card with its article, four", "the %s");
      case 5:
        /* Translators: %s is the full name of a Spanish-suited five ("five of swords",
         * as you translated it): write the definite article your language
         * puts before it in a sentence ("el %s", "l’%s"), or just "%s" in a
         * language without articles. */
        return C_("Spanish-suited card with its article, five", "the %s");
      case 6:
        /* Translators: %s is the full name of a Spanish-suited six ("six of swords",
         * as you translated it): write the definite article your language
         * puts before it in a sentence ("el %s", "l’%s"), or just "%s" in a
         * language without articles. */
        return C_("Spanish-suited card with its article, six", "the %s");
      case 7:
        /* Translators: %s is the full name of a Spanish-suited seven ("seven of swords",
         * as you translated it): write the definite article your language
         * puts before it in a sentence ("el %s", "l’%s"), or just "%s" in a
         * language without articles. */
        return C_("Spanish-suited card with its article, seven", "the %s");
      case 10:
        /* Translators: %s is the full name of a Spanish-suited jack ("jack of swords",
         * as you translated it): write the definite article your language
         * puts before it in a sentence ("el %s", "l’%s"), or just "%s" in a
         * language without articles. */
        return C_("Spanish-suited card with its article, jack", "the %s");
      case 11:
        /* Translators: %s is the full name of a Spanish-suited knight ("knight of swords",
         * as you translated it): write the definite article your language
         * puts before it in a sentence ("el %s", "l’%s"), or just "%s" in a
         * language without articles. */
        return C_("Spanish-suited card with its article, knight", "the %s");
      case 12:
        /* Translators: %s is the full name of a Spanish-suited king ("king of swords",
         * as you translated it): write the definite article your language
         * puts before it in a sentence ("el %s", "l’%s"), or just "%s" in a
         * language without articles. */
        return C_("Spanish-suited card with its article, king", "the %s");
      default:
        return "%s";
      }

  switch (rank)
    {
    case 1:
      /* Translators: %s is the full name of a French-suited ace ("ace of spades",
       * as you translated it): write the definite article your language
       * puts before it in a sentence ("el %s", "l’%s"), or just "%s" in a
       * language without articles. */
      return C_("French-suited card with its article, ace", "the %s");
    case 2:
      /* Translators: %s is the full name of a French-suited two ("two of spades",
       * as you translated it): write the definite article your language
       * puts before it in a sentence ("el %s", "l’%s"), or just "%s" in a
       * language without articles. */
      return C_("French-suited card with its article, two", "the %s");
    case 3:
      /* Translators: %s is the full name of a French-suited three ("three of spades",
       * as you translated it): write the definite article your language
       * puts before it in a sentence ("el %s", "l’%s"), or just "%s" in a
       * language without articles. */
      return C_("French-suited card with its article, three", "the %s");
    case 4:
      /* Translators: %s is the full name of a French-suited four ("four of spades",
       * as you translated it): write the definite article your language
       * puts before it in a sentence ("el %s", "l’%s"), or just "%s" in a
       * language without articles. */
      return C_("French-suited card with its article, four", "the %s");
    case 5:
      /* Translators: %s is the full name of a French-suited five ("five of spades",
       * as you translated it): write the definite article your language
       * puts before it in a sentence ("el %s", "l’%s"), or just "%s" in a
       * language without articles. */
      return C_("French-suited card with its article, five", "the %s");
    case 6:
      /* Translators: %s is the full name of a French-suited six ("six of spades",
       * as you translated it): write the definite article your language
       * puts before it in a sentence ("el %s", "l’%s"), or just "%s" in a
       * language without articles. */
      return C_("French-suited card with its article, six", "the %s");
    case 7:
      /* Translators: %s is the full name of a French-suited seven ("seven of spades",
       * as you translated it): write the definite article your language
       * puts before it in a sentence ("el %s", "l’%s"), or just "%s" in a
       * language without articles. */
      return C_("French-suited card with its article, seven", "the %s");
    case 8:
      /* Translators: %s is the full name of a French-suited eight ("eight of spades",
       * as you translated it): write the definite article your language
       * puts before it in a sentence ("el %s", "l’%s"), or just "%s" in a
       * language without articles. */
      return C_("French-suited card with its article, eight", "the %s");
    case 9:
      /* Translators: %s is the full name of a French-suited nine ("nine of spades",
       * as you translated it): write the definite article your language
       * puts before it in a sentence ("el %s", "l’%s"), or just "%s" in a
       * language without articles. */
      return C_("French-suited card with its article, nine", "the %s");
    case 10:
      /* Translators: %s is the full name of a French-suited ten ("ten of spades",
       * as you translated it): write the definite article your language
       * puts before it in a sentence ("el %s", "l’%s"), or just "%s" in a
       * language without articles. */
      return C_("French-suited card with its article, ten", "the %s");
    case 11:
      /* Translators: %s is the full name of a French-suited jack ("jack of spades",
       * as you translated it): write the definite article your language
       * puts before it in a sentence ("el %s", "l’%s"), or just "%s" in a
       * language without articles. */
      return C_("French-suited card with its article, jack", "the %s");
    case 12:
      /* Translators: %s is the full name of a French-suited queen ("queen of spades",
       * as you translated it): write the definite article your language
       * puts before it in a sentence ("el %s", "l’%s"), or just "%s" in a
       * language without articles. */
      return C_("French-suited card with its article, queen", "the %s");
    case 13:
      /* Translators: %s is the full name of a French-suited king ("king of spades",
       * as you translated it): write the definite article your language
       * puts before it in a sentence ("el %s", "l’%s"), or just "%s" in a
       * language without articles. */
      return C_("French-suited card with its article, king", "the %s");
    default:
      return "%s";
    }
}

/**
 * truco_card_get_name_definite:
 * @card: a valid card
 *
 * The card's name as it stands for a noun inside a sentence: with the
 * definite article of the language ("the ace of swords", "el as de
 * espadas", "l’as d’espases", "le roi de cœur"; "as mieczy" in Polish,
 * which has none).  A sentence that opens with it gives it its capital.
 *
 * Returns: (transfer full): the translated name with its article, or
 *   %NULL for an invalid card.
 */
char *
truco_card_get_name_definite (TrucoCard card)
{
  const char *name = truco_card_get_name (card);
  const char *template;

  if (name == NULL)
    return NULL;
  template = definite_template (card);
  /* A translation is trusted to hold exactly one %s; anything else would
   * be a broken catalogue: then say the bare name. */
  if (!template_is_one_string (template))
    return g_strdup (name);
  return g_strdup_printf (template, name);
}

/**
 * truco_card_format:
 * @card: a valid card
 * @buffer: room for the notation and its terminating nul
 *
 * Writes the canonical notation ("1E", "12C", "QH", "10D", "AC") of @card into
 * @buffer without allocating; an invalid card gives "?".
 */
void
truco_card_format (TrucoCard card,
                   char      buffer[4])
{
  guint rank = truco_card_get_rank (card);
  guint i = 0;

  if (!truco_card_is_valid (card))
    {
      buffer[0] = '?';
      buffer[1] = '\0';
      return;
    }

  if (truco_card_is_spanish (card) || (rank >= 2 && rank <= 10))
    {
      if (rank >= 10)
        {
          buffer[i++] = '1';
          buffer[i++] = '0' + (rank - 10);
        }
      else
        buffer[i++] = '0' + rank;
    }
  else
    buffer[i++] = "A?????????JQK"[rank - 1];

  buffer[i++] = suit_letters[truco_card_get_suit (card)];
  buffer[i] = '\0';
}

/**
 * truco_card_to_string:
 * @card: a valid card
 *
 * Returns: (transfer full): the canonical notation of @card: the rank
 *   (1-7, 10, 11, 12 for Spanish cards; 2-10, J, Q, K, A for French ones)
 *   followed by the suit letter in upper case.
 */
char *
truco_card_to_string (TrucoCard card)
{
  char buffer[4];

  truco_card_format (card, buffer);
  return g_strdup (buffer);
}

/**
 * truco_suit_get_letter:
 * @suit: a suit
 *
 * Returns: the notation letter of @suit ("E", "B", "O", "C", "S", "H", "D", "C").
 */
const char *
truco_suit_get_letter (TrucoSuit suit)
{
  static const char * const letters[] = { "E", "B", "O", "C", "S", "H", "D", "C" };

  g_return_val_if_fail (suit <= TRUCO_SUIT_CLUBS, NULL);
  return letters[suit];
}

/**
 * truco_card_set_not_in_deck_error:
 * @error: return location for a #GError
 * @text: the card as the user wrote it
 * @deck: the deck that lacks it
 *
 * Sets %TRUCO_ERROR_CARD_NOT_IN_DECK with a message naming @text and
 * describing @deck.
 */
void
truco_card_set_not_in_deck_error (GError    **error,
                                  const char *text,
                                  TrucoDeck   deck)
{
  switch (deck)
    {
    case TRUCO_DECK_SPANISH_40:
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_CARD_NOT_IN_DECK,
                   _("“%s” is not a card of the Spanish 40-card deck (ranks 1–7, 10, 11, 12; suits E B O C)."), text);
      break;
    case TRUCO_DECK_FRENCH_32:
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_CARD_NOT_IN_DECK,
                   _("“%s” is not a card of the French 32-card deck (ranks 7–10, J, Q, K, A; suits S H D C)."), text);
      break;
    case TRUCO_DECK_FRENCH_36:
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_CARD_NOT_IN_DECK,
                   _("“%s” is not a card of the French 36-card deck (ranks 6–10, J, Q, K, A; suits S H D C)."), text);
      break;
    case TRUCO_DECK_FRENCH_52:
    default:
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_CARD_NOT_IN_DECK,
                   _("“%s” is not a card of the French 52-card deck (ranks 2–10, J, Q, K, A; suits S H D C)."), text);
      break;
    }
}

/* Parses the syntax only.  Returns the Spanish and the French reading of the
 * text (either may be NONE; both are set only for the ambiguous suit letter
 * C with a rank both packs have).  *out_number is the rank as written (0 for
 * a malformed text), *out_syntax_ok whether the text is rank + suit. */
static gboolean
parse_syntax (const char *text,
              TrucoCard  *out_spanish,
              TrucoCard  *out_french,
              guint      *out_number)
{
  gsize len;
  char suit;
  guint number = 0;
  gboolean is_letter_rank = FALSE;
  gboolean spanish_suit = FALSE, french_suit = FALSE;
  TrucoSuit es_suit = 0, fr_suit = 0;

  *out_spanish = TRUCO_CARD_NONE;
  *out_french = TRUCO_CARD_NONE;
  *out_number = 0;

  if (text == NULL)
    return FALSE;

  len = strlen (text);
  if (len < 2 || len > 3)
    return FALSE;

  suit = g_ascii_toupper (text[len - 1]);
  switch (suit)
    {
    case 'E': spanish_suit = TRUE; es_suit = TRUCO_SUIT_ESPADAS; break;
    case 'B': spanish_suit = TRUE; es_suit = TRUCO_SUIT_BASTOS; break;
    case 'O': spanish_suit = TRUE; es_suit = TRUCO_SUIT_OROS; break;
    case 'C':
      spanish_suit = french_suit = TRUE;
      es_suit = TRUCO_SUIT_COPAS;
      fr_suit = TRUCO_SUIT_CLUBS;
      break;
    case 'S': french_suit = TRUE; fr_suit = TRUCO_SUIT_SPADES; break;
    case 'H': french_suit = TRUE; fr_suit = TRUCO_SUIT_HEARTS; break;
    case 'D': french_suit = TRUE; fr_suit = TRUCO_SUIT_DIAMONDS; break;
    default:
      return FALSE;
    }

  if (len == 2 && g_ascii_isalpha (text[0]))
    {
      is_letter_rank = TRUE;
      switch (g_ascii_toupper (text[0]))
        {
        case 'A': number = 1; break;
        case 'J': number = 11; break;
        case 'Q': number = 12; break;
        case 'K': number = 13; break;
        default: return FALSE;
        }
    }
  else
    {
      if (!g_ascii_isdigit (text[0]) || text[0] == '0')
        return FALSE;
      number = text[0] - '0';
      if (len == 3)
        {
          if (!g_ascii_isdigit (text[1]))
            return FALSE;
          number = number * 10 + (text[1] - '0');
        }
    }

  *out_number = number;

  if (is_letter_rank)
    {
      if (!french_suit)
        return FALSE;
      *out_french = TRUCO_CARD (fr_suit, number);
      return TRUE;
    }

  if (number > 12)
    return FALSE;

  if (spanish_suit)
    *out_spanish = TRUCO_CARD (es_suit, number);
  if (french_suit && number >= 2 && number <= 10)
    *out_french = TRUCO_CARD (fr_suit, number);

  /* "1S", "11H": the French ace and court cards are written with letters. */
  return *out_spanish != TRUCO_CARD_NONE || *out_french != TRUCO_CARD_NONE;
}

static void
set_invalid_card_error (GError    **error,
                        const char *text)
{
  g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_CARD,
               _("“%s” is not a card: write a rank (1–7, 10, 11, 12, or 2–10, J, Q, K, A) followed by a suit letter (E B O C, or S H D C), for example 1E or QH."),
               text ? text : "");
}

/**
 * truco_card_parse:
 * @text: card notation
 * @out_card: (out): the card
 * @error: return location for a #GError
 *
 * Parses card notation, strictly (no spaces, no leading zeros) and
 * case-insensitively.  The suit letter C is shared by copas and French clubs:
 * when both packs have the rank ("7C", "10C") this reads the Spanish card;
 * use truco_card_parse_in_deck() when the deck is known.
 *
 * Returns: %TRUE on success; %TRUCO_ERROR_INVALID_CARD or
 *   %TRUCO_ERROR_CARD_NOT_IN_DECK (for "8E": no deck has it) otherwise.
 */
gboolean
truco_card_parse (const char *text,
                  TrucoCard  *out_card,
                  GError    **error)
{
  TrucoCard es, fr;
  guint number;

  if (!parse_syntax (text, &es, &fr, &number))
    {
      set_invalid_card_error (error, text);
      return FALSE;
    }

  if (es != TRUCO_CARD_NONE && truco_card_is_valid (es))
    *out_card = es;
  else if (fr != TRUCO_CARD_NONE && truco_card_is_valid (fr))
    *out_card = fr;
  else
    {
      /* "8E", "9O": well-formed but the Spanish deck has no 8s and 9s. */
      truco_card_set_not_in_deck_error (error, text, TRUCO_DECK_SPANISH_40);
      return FALSE;
    }

  return TRUE;
}

/**
 * truco_card_parse_in_deck:
 * @text: card notation
 * @deck: the deck in use
 * @out_card: (out): the card
 * @error: return location for a #GError
 *
 * Like truco_card_parse(), but reads the ambiguous suit letter C in the
 * suits of @deck and fails with %TRUCO_ERROR_CARD_NOT_IN_DECK for a card
 * @deck does not hold.
 *
 * Returns: %TRUE on success.
 */
gboolean
truco_card_parse_in_deck (const char *text,
                          TrucoDeck   deck,
                          TrucoCard  *out_card,
                          GError    **error)
{
  TrucoCard es, fr, card;
  guint number;

  if (!parse_syntax (text, &es, &fr, &number))
    {
      set_invalid_card_error (error, text);
      return FALSE;
    }

  if (deck == TRUCO_DECK_SPANISH_40)
    card = es != TRUCO_CARD_NONE ? es : fr;
  else
    card = fr != TRUCO_CARD_NONE ? fr : es;

  if (!truco_deck_contains (deck, card))
    {
      truco_card_set_not_in_deck_error (error, text, deck);
      return FALSE;
    }

  *out_card = card;
  return TRUE;
}

/**
 * truco_card_parse_words:
 * @words: (array length=n_words): card notations, one per word
 * @n_words: the number of words
 * @deck: the deck in use
 * @out_cards: (out caller-allocates) (array length=n_cards): the cards
 * @n_cards: how many cards there must be
 * @error: return location for a #GError
 *
 * Parses exactly @n_cards distinct cards of @deck, one per word.
 *
 * Returns: %TRUE on success; on failure @error names the problem
 *   (bad card, card not in the deck, duplicate, wrong count).
 */
gboolean
truco_card_parse_words (const char * const *words,
                        guint               n_words,
                        TrucoDeck           deck,
                        TrucoCard          *out_cards,
                        guint               n_cards,
                        GError            **error)
{
  guint n = 0;

  for (guint i = 0; i < n_words; i++)
    {
      TrucoCard card;

      if (n == n_cards)
        {
          g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_WRONG_COUNT,
                       g_dngettext (GETTEXT_PACKAGE,
                                    "Too many cards: give exactly %u card.",
                                    "Too many cards: give exactly %u cards.",
                                    n_cards),
                       n_cards);
          return FALSE;
        }

      if (!truco_card_parse_in_deck (words[i], deck, &card, error))
        return FALSE;

      for (guint j = 0; j < n; j++)
        if (out_cards[j] == card)
          {
            char notation[4];

            /* Named canonically: "1e" is 1E. */
            truco_card_format (card, notation);
            g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_DUPLICATE_CARD,
                         _("The card %s is given twice."), notation);
            return FALSE;
          }

      out_cards[n++] = card;
    }

  if (n != n_cards)
    {
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_WRONG_COUNT,
                   g_dngettext (GETTEXT_PACKAGE,
                                "Too few cards: give exactly %u card.",
                                "Too few cards: give exactly %u cards.",
                                n_cards),
                   n_cards);
      return FALSE;
    }

  return TRUE;
}

/**
 * truco_card_parse_hand:
 * @text: cards separated by white space ("7E 6E 1B")
 * @deck: the deck in use
 * @out_cards: (out caller-allocates) (array length=n_cards): the cards
 * @n_cards: how many cards there must be
 * @error: return location for a #GError
 *
 * Parses exactly @n_cards distinct cards of @deck.
 *
 * Returns: %TRUE on success; on failure @error names the problem
 *   (bad card, card not in the deck, duplicate, wrong count).
 */
gboolean
truco_card_parse_hand (const char  *text,
                       TrucoDeck    deck,
                       TrucoCard   *out_cards,
                       guint        n_cards,
                       GError     **error)
{
  g_auto(GStrv) words = NULL;
  g_autoptr(GPtrArray) nonempty = g_ptr_array_new ();

  g_return_val_if_fail (text != NULL, FALSE);

  words = g_strsplit_set (text, " \t", -1);
  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0')
      g_ptr_array_add (nonempty, words[i]);

  return truco_card_parse_words ((const char * const *) nonempty->pdata, nonempty->len,
                                 deck, out_cards, n_cards, error);
}

/**
 * truco_deck_get_cards:
 * @deck: a deck
 * @n_cards: (out) (optional): the number of cards
 *
 * Returns: (transfer none) (array length=n_cards): the cards of @deck in deck
 *   order: suits E B O C (or S H D C), ranks ascending.  Static.
 */
const TrucoCard *
truco_deck_get_cards (TrucoDeck deck,
                      guint    *n_cards)
{
  const TrucoCard *cards;
  guint n;

  switch (deck)
    {
    case TRUCO_DECK_SPANISH_40: cards = spanish_40; n = G_N_ELEMENTS (spanish_40); break;
    case TRUCO_DECK_FRENCH_32: cards = french_32; n = G_N_ELEMENTS (french_32); break;
    case TRUCO_DECK_FRENCH_36: cards = french_36; n = G_N_ELEMENTS (french_36); break;
    case TRUCO_DECK_FRENCH_52: cards = french_52; n = G_N_ELEMENTS (french_52); break;
    default:
      g_return_val_if_reached (NULL);
    }

  if (n_cards)
    *n_cards = n;
  return cards;
}

/**
 * truco_deck_contains:
 * @deck: a deck
 * @card: a card value
 *
 * Returns: %TRUE if @card belongs to @deck.
 */
gboolean
truco_deck_contains (TrucoDeck deck,
                     TrucoCard card)
{
  guint rank = truco_card_get_rank (card);

  if (!truco_card_is_valid (card))
    return FALSE;

  switch (deck)
    {
    case TRUCO_DECK_SPANISH_40:
      return truco_card_is_spanish (card);
    case TRUCO_DECK_FRENCH_32:
      return !truco_card_is_spanish (card) && (rank == 1 || rank >= 7);
    case TRUCO_DECK_FRENCH_36:
      return !truco_card_is_spanish (card) && (rank == 1 || rank >= 6);
    case TRUCO_DECK_FRENCH_52:
      return !truco_card_is_spanish (card);
    default:
      return FALSE;
    }
}

/**
 * truco_deck_get_index:
 * @deck: a deck
 * @card: a card of @deck
 *
 * Returns: the position of @card in deck order, or G_MAXUINT if absent.
 */
guint
truco_deck_get_index (TrucoDeck deck,
                      TrucoCard card)
{
  guint n;
  const TrucoCard *cards = truco_deck_get_cards (deck, &n);

  for (guint i = 0; i < n; i++)
    if (cards[i] == card)
      return i;
  return G_MAXUINT;
}

/**
 * truco_deck_get_name:
 * @deck: a deck
 *
 * Returns: the translated name of @deck ("Spanish 40-card deck").
 */
const char *
truco_deck_get_name (TrucoDeck deck)
{
  switch (deck)
    {
    case TRUCO_DECK_SPANISH_40: return _("Spanish 40-card deck");
    case TRUCO_DECK_FRENCH_32: return _("French 32-card deck");
    case TRUCO_DECK_FRENCH_36: return _("French 36-card deck");
    case TRUCO_DECK_FRENCH_52: return _("French 52-card deck");
    default: g_return_val_if_reached (NULL);
    }
}
