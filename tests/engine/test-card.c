/* test-card.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>
#include <string.h>

#include "truco-card.h"

static void
test_decks (void)
{
  const struct { TrucoDeck deck; guint n; } decks[] = {
    { TRUCO_DECK_SPANISH_40, 40 }, { TRUCO_DECK_FRENCH_32, 32 },
    { TRUCO_DECK_FRENCH_36, 36 }, { TRUCO_DECK_FRENCH_52, 52 },
  };

  for (guint d = 0; d < G_N_ELEMENTS (decks); d++)
    {
      guint n;
      const TrucoCard *cards = truco_deck_get_cards (decks[d].deck, &n);
      g_autoptr(GHashTable) names = g_hash_table_new (g_str_hash, g_str_equal);

      g_assert_cmpuint (n, ==, decks[d].n);
      for (guint i = 0; i < n; i++)
        {
          g_autofree char *text = truco_card_to_string (cards[i]);
          TrucoCard back = 0;
          g_autoptr(GError) error = NULL;

          g_assert_true (truco_card_is_valid (cards[i]));
          g_assert_true (truco_deck_contains (decks[d].deck, cards[i]));
          g_assert_cmpuint (truco_deck_get_index (decks[d].deck, cards[i]), ==, i);
          /* Deck order: suit by suit, ranks ascending. */
          if (i > 0 && truco_card_get_suit (cards[i]) == truco_card_get_suit (cards[i - 1]))
            g_assert_cmpuint (truco_card_get_rank (cards[i]), >, truco_card_get_rank (cards[i - 1]));
          /* Round trip through the notation, in upper and lower case. */
          g_assert_true (truco_card_parse_in_deck (text, decks[d].deck, &back, &error));
          g_assert_no_error (error);
          g_assert_cmpuint (back, ==, cards[i]);
          {
            g_autofree char *lower = g_ascii_strdown (text, -1);
            g_assert_true (truco_card_parse_in_deck (lower, decks[d].deck, &back, NULL));
            g_assert_cmpuint (back, ==, cards[i]);
          }
          /* Every card has its own full name. */
          g_assert_nonnull (truco_card_get_name (cards[i]));
          g_assert_false (g_hash_table_contains (names, truco_card_get_name (cards[i])));
          g_hash_table_add (names, (gpointer) truco_card_get_name (cards[i]));
        }
    }
}

static void
test_all_card_values (void)
{
  guint n_valid = 0;

  for (guint v = 0; v < 256; v++)
    {
      if (truco_card_is_valid (v))
        {
          n_valid++;
          g_assert_cmpuint (v, !=, TRUCO_CARD_NONE);
        }
    }
  /* 40 Spanish + 52 French cards. */
  g_assert_cmpuint (n_valid, ==, 92);
}

static void
test_notation (void)
{
  const struct { const char *text; TrucoCard card; const char *canonical; } good[] = {
    { "1E", TRUCO_CARD (TRUCO_SUIT_ESPADAS, 1), "1E" },
    { "1e", TRUCO_CARD (TRUCO_SUIT_ESPADAS, 1), "1E" },
    { "12c", TRUCO_CARD (TRUCO_SUIT_COPAS, 12), "12C" },
    { "7O", TRUCO_CARD (TRUCO_SUIT_OROS, 7), "7O" },
    { "11B", TRUCO_CARD (TRUCO_SUIT_BASTOS, 11), "11B" },
    { "qh", TRUCO_CARD (TRUCO_SUIT_HEARTS, 12), "QH" },
    { "AC", TRUCO_CARD (TRUCO_SUIT_CLUBS, 1), "AC" },
    { "10d", TRUCO_CARD (TRUCO_SUIT_DIAMONDS, 10), "10D" },
    { "8C", TRUCO_CARD (TRUCO_SUIT_CLUBS, 8), "8C" },     /* copas have no 8 */
    { "7C", TRUCO_CARD (TRUCO_SUIT_COPAS, 7), "7C" },     /* ambiguous: Spanish without a deck */
    { "KS", TRUCO_CARD (TRUCO_SUIT_SPADES, 13), "KS" },
  };
  const struct { const char *text; int code; } bad[] = {
    { "", TRUCO_ERROR_INVALID_CARD }, { "E", TRUCO_ERROR_INVALID_CARD },
    { "1X", TRUCO_ERROR_INVALID_CARD }, { "13C", TRUCO_ERROR_INVALID_CARD },
    { "07E", TRUCO_ERROR_INVALID_CARD }, { " 1E", TRUCO_ERROR_INVALID_CARD },
    { "1E ", TRUCO_ERROR_INVALID_CARD }, { "1S", TRUCO_ERROR_INVALID_CARD },
    { "11H", TRUCO_ERROR_INVALID_CARD }, { "KE", TRUCO_ERROR_INVALID_CARD },
    { "100E", TRUCO_ERROR_INVALID_CARD }, { "0E", TRUCO_ERROR_INVALID_CARD },
    { "8E", TRUCO_ERROR_CARD_NOT_IN_DECK }, { "9O", TRUCO_ERROR_CARD_NOT_IN_DECK },
  };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      TrucoCard card = 0;
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;

      g_assert_true (truco_card_parse (good[i].text, &card, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (card, ==, good[i].card);
      text = truco_card_to_string (card);
      g_assert_cmpstr (text, ==, good[i].canonical);
    }

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      TrucoCard card = 0;
      g_autoptr(GError) error = NULL;

      g_assert_false (truco_card_parse (bad[i].text, &card, &error));
      g_assert_error (error, TRUCO_ERROR, bad[i].code);
    }
}

static void
test_deck_context (void)
{
  TrucoCard card;
  g_autoptr(GError) error = NULL;

  g_assert_true (truco_card_parse_in_deck ("7C", TRUCO_DECK_FRENCH_32, &card, NULL));
  g_assert_cmpuint (card, ==, TRUCO_CARD (TRUCO_SUIT_CLUBS, 7));
  g_assert_true (truco_card_parse_in_deck ("7C", TRUCO_DECK_SPANISH_40, &card, NULL));
  g_assert_cmpuint (card, ==, TRUCO_CARD (TRUCO_SUIT_COPAS, 7));

  g_assert_false (truco_card_parse_in_deck ("2S", TRUCO_DECK_FRENCH_32, &card, &error));
  g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_CARD_NOT_IN_DECK);
  g_clear_error (&error);
  g_assert_false (truco_card_parse_in_deck ("1E", TRUCO_DECK_FRENCH_52, &card, &error));
  g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_CARD_NOT_IN_DECK);
  g_clear_error (&error);
  g_assert_false (truco_card_parse_in_deck ("QH", TRUCO_DECK_SPANISH_40, &card, &error));
  g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_CARD_NOT_IN_DECK);
  g_clear_error (&error);
  g_assert_false (truco_card_parse_in_deck ("8C", TRUCO_DECK_SPANISH_40, &card, &error));
  g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_CARD_NOT_IN_DECK);
}

static void
test_hand (void)
{
  TrucoCard cards[3];
  g_autoptr(GError) error = NULL;

  g_assert_true (truco_card_parse_hand ("7E 6e  1B", TRUCO_DECK_SPANISH_40, cards, 3, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (cards[2], ==, TRUCO_CARD (TRUCO_SUIT_BASTOS, 1));

  g_assert_false (truco_card_parse_hand ("7E 7E 1B", TRUCO_DECK_SPANISH_40, cards, 3, &error));
  g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_DUPLICATE_CARD);
  g_clear_error (&error);
  g_assert_false (truco_card_parse_hand ("7E 6E", TRUCO_DECK_SPANISH_40, cards, 3, &error));
  g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_WRONG_COUNT);
  g_clear_error (&error);
  g_assert_false (truco_card_parse_hand ("7E 6E 5E 4E", TRUCO_DECK_SPANISH_40, cards, 3, &error));
  g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_WRONG_COUNT);
  g_clear_error (&error);
  g_assert_false (truco_card_parse_hand ("7E 8E 5E", TRUCO_DECK_SPANISH_40, cards, 3, &error));
  g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_CARD_NOT_IN_DECK);
}

/* Every card of both decks says its name with its article in English:
 * "the " and the full name, the same whatever the rank. */
static void
test_definite_english (void)
{
  const TrucoDeck decks[] = { TRUCO_DECK_SPANISH_40, TRUCO_DECK_FRENCH_52 };
  guint n_seen = 0;

  for (guint d = 0; d < G_N_ELEMENTS (decks); d++)
    {
      guint n;
      const TrucoCard *cards = truco_deck_get_cards (decks[d], &n);

      for (guint i = 0; i < n; i++)
        {
          g_autofree char *definite = truco_card_get_name_definite (cards[i]);
          g_autofree char *expected = g_strconcat ("the ", truco_card_get_name (cards[i]), NULL);

          g_assert_cmpstr (definite, ==, expected);
          n_seen++;
        }
    }
  g_assert_cmpuint (n_seen, ==, 92);
  g_assert_null (truco_card_get_name_definite (TRUCO_CARD_NONE));
  g_assert_null (truco_card_get_name_definite (TRUCO_CARD (TRUCO_SUIT_ESPADAS, 8)));
  {
    g_autofree char *king = truco_card_get_name_definite (TRUCO_CARD (TRUCO_SUIT_ESPADAS, 12));
    g_autofree char *queen = truco_card_get_name_definite (TRUCO_CARD (TRUCO_SUIT_HEARTS, 12));

    g_assert_cmpstr (king, ==, "the king of swords");
    g_assert_cmpstr (queen, ==, "the queen of hearts");
  }
}

/* Switches the messages to @language (the catalogues of the build). */
static void
use_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("TRUQUERO_LOCALEDIR"));
  /* Setting the default domain again, even to itself, makes gettext
   * forget the translations it looked up in the other language. */
  textdomain (textdomain (NULL));
}

/* The article agrees with the rank's name, as the catalogue names the
 * card: checked with the real catalogues of the build, when they hold
 * the templates (until the fragments of po/incoming are folded into
 * them, they do not: then this is skipped and says why). */
static void
test_definite_translated (void)
{
  const struct { const char *language; TrucoCard card; const char *expected; } cases[] = {
    { "es", TRUCO_CARD (TRUCO_SUIT_ESPADAS, 1), "el as de espadas" },
    { "es", TRUCO_CARD (TRUCO_SUIT_OROS, 7), "el siete de oros" },
    { "es", TRUCO_CARD (TRUCO_SUIT_COPAS, 10), "la sota de copas" },
    { "es", TRUCO_CARD (TRUCO_SUIT_BASTOS, 11), "el caballo de bastos" },
    { "es", TRUCO_CARD (TRUCO_SUIT_HEARTS, 12), "la reina de corazones" },
    { "es", TRUCO_CARD (TRUCO_SUIT_CLUBS, 11), "la jota de tréboles" },
    { "ca", TRUCO_CARD (TRUCO_SUIT_ESPADAS, 1), "l’as d’espases" },
    { "ca", TRUCO_CARD (TRUCO_SUIT_ESPADAS, 12), "el rei d’espases" },
    { "ca", TRUCO_CARD (TRUCO_SUIT_COPAS, 10), "la sota de copes" },
    { "ca", TRUCO_CARD (TRUCO_SUIT_HEARTS, 12), "la dama de cors" },
    { "fr", TRUCO_CARD (TRUCO_SUIT_ESPADAS, 1), "l’as d’épée" },
    { "fr", TRUCO_CARD (TRUCO_SUIT_OROS, 2), "le deux de deniers" },
    { "fr", TRUCO_CARD (TRUCO_SUIT_ESPADAS, 11), "le cavalier d’épée" },
    { "fr", TRUCO_CARD (TRUCO_SUIT_DIAMONDS, 8), "le huit de carreau" },
    { "fr", TRUCO_CARD (TRUCO_SUIT_HEARTS, 12), "la dame de cœur" },
    { "fr", TRUCO_CARD (TRUCO_SUIT_SPADES, 1), "l’as de pique" },
    { "pl", TRUCO_CARD (TRUCO_SUIT_ESPADAS, 1), "as mieczy" },
    { "pl", TRUCO_CARD (TRUCO_SUIT_HEARTS, 12), "dama kier" },
  };
  g_autofree char *before = g_strdup (g_getenv ("LANGUAGE"));

  if (g_getenv ("TRUQUERO_LOCALEDIR") == NULL)
    {
      g_test_skip ("TRUQUERO_LOCALEDIR is not set: no catalogues to read");
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *definite = NULL;

      use_language (cases[i].language);
      if (g_str_equal (C_("Spanish-suited card with its article, ace", "the %s"), "the %s") &&
          g_str_equal (truco_card_get_name (TRUCO_CARD (TRUCO_SUIT_ESPADAS, 1)), "ace of swords"))
        {
          g_autofree char *why = g_strdup_printf ("no %s catalogue in TRUQUERO_LOCALEDIR", cases[i].language);

          g_test_skip (why);
          break;
        }
      if (g_str_equal (C_("Spanish-suited card with its article, ace", "the %s"), "the %s"))
        {
          g_autofree char *why = g_strdup_printf ("the %s catalogue does not translate the articles yet", cases[i].language);

          g_test_skip (why);
          break;
        }
      definite = truco_card_get_name_definite (cases[i].card);
      g_assert_cmpstr (definite, ==, cases[i].expected);
    }
  if (before != NULL)
    use_language (before);
  else
    {
      g_unsetenv ("LANGUAGE");
      textdomain (textdomain (NULL));
    }
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/card/decks", test_decks);
  g_test_add_func ("/card/all-values", test_all_card_values);
  g_test_add_func ("/card/notation", test_notation);
  g_test_add_func ("/card/deck-context", test_deck_context);
  g_test_add_func ("/card/hand", test_hand);
  g_test_add_func ("/card/definite/english", test_definite_english);
  g_test_add_func ("/card/definite/translated", test_definite_translated);

  return g_test_run ();
}
