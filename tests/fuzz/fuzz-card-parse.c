/* fuzz-card-parse.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libFuzzer target: the card and hand notation parser.  Whatever it
 * accepts must print back canonically and parse again to the same card.
 */

#include "config.h"

#include <stdint.h>
#include <string.h>

#include "truco-card.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
check_card (const char *text,
            TrucoDeck   deck,
            gboolean    in_deck)
{
  TrucoCard card = 0, again = 0;
  GError *error = NULL;
  gboolean ok;

  ok = in_deck ? truco_card_parse_in_deck (text, deck, &card, &error)
               : truco_card_parse (text, &card, &error);
  if (ok)
    {
      char buffer[4];

      g_assert_no_error (error);
      g_assert_true (truco_card_is_valid (card));
      if (in_deck)
        g_assert_true (truco_deck_contains (deck, card));
      g_assert_nonnull (truco_card_get_name (card));
      truco_card_format (card, buffer);
      /* Canonical text is the input up to case. */
      g_assert_cmpint (g_ascii_strcasecmp (buffer, text), ==, 0);
      g_assert_true (truco_card_parse_in_deck (buffer, in_deck ? deck : (truco_card_is_spanish (card) ? TRUCO_DECK_SPANISH_40 : TRUCO_DECK_FRENCH_52),
                                               &again, NULL));
      g_assert_cmpuint (again, ==, card);
    }
  else
    {
      g_assert_nonnull (error);
      g_assert_true (error->domain == TRUCO_ERROR);
      g_assert_true (g_utf8_validate (error->message, -1, NULL) || !g_utf8_validate (text, -1, NULL));
      g_error_free (error);
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  char *text = g_strndup ((const char *) data, size);
  TrucoCard hand[3];
  GError *error = NULL;

  check_card (text, TRUCO_DECK_SPANISH_40, FALSE);
  for (TrucoDeck deck = TRUCO_DECK_SPANISH_40; deck <= TRUCO_DECK_FRENCH_36; deck++)
    check_card (text, deck, TRUE);

  for (TrucoDeck deck = TRUCO_DECK_SPANISH_40; deck <= TRUCO_DECK_FRENCH_36; deck++)
    {
      if (truco_card_parse_hand (text, deck, hand, 3, &error))
        {
          g_assert_true (hand[0] != hand[1] && hand[1] != hand[2] && hand[0] != hand[2]);
          for (guint i = 0; i < 3; i++)
            g_assert_true (truco_deck_contains (deck, hand[i]));
        }
      else
        g_clear_error (&error);
    }

  g_free (text);
  return 0;
}
