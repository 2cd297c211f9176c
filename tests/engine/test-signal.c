/* test-signal.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The señas as rule data: which variants and player counts have them,
 * every card of every deck against every signal, and the signals a hand
 * is shown with.
 */

#include "config.h"

#include "truco-engine.h"

static TrucoRules *
rules_for (const char *variant,
           const char *players)
{
  TrucoRules *rules = truco_rules_new (truco_variant_lookup (variant));

  if (players != NULL)
    g_assert_true (truco_rules_set (rules, "players", players, NULL));
  return rules;
}

static void
test_which_tables (void)
{
  static const struct { const char *variant, *players; gboolean signals; } cases[] = {
    { "ar", "2", FALSE }, { "ar", "3_gallo_fijo", FALSE }, { "ar", "4", TRUE },
    { "ar", "6", TRUE }, { "ar", "8", TRUE }, { "cat", "4", TRUE }, { "cat", "2", FALSE },
    { "fr", "4", FALSE }, { "fr", "2", FALSE }, { "tyf", NULL, TRUE }, { "put", "2", FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(TrucoRules) rules = rules_for (cases[i].variant, cases[i].players);

      g_assert_cmpint (truco_rules_has_signals (rules), ==, cases[i].signals);
    }
}

/* The cards each signal announces, in the rank-suit words of the rules
 * ("1E" ace of swords; "3" any three). */
typedef struct
{
  TrucoSignal signal;
  TrucoGesture gesture;
  const char *cards[4];
} Expected;

static void
check_variant (const char     *variant,
               const Expected *expected,
               guint           n_expected)
{
  g_autoptr(TrucoRules) rules = rules_for (variant, NULL);
  guint n_deck;
  const TrucoCard *deck = truco_deck_get_cards (truco_rules_get_deck (rules), &n_deck);

  for (guint s = TRUCO_SIGNAL_NONE; s < TRUCO_N_SIGNALS; s++)
    {
      const Expected *e = NULL;

      for (guint k = 0; k < n_expected; k++)
        if (expected[k].signal == s)
          e = &expected[k];
      g_assert_cmpint (truco_signal_get_gesture (rules, s), ==, e != NULL ? e->gesture : TRUCO_GESTURE_NONE);

      for (guint c = 0; c < n_deck; c++)
        {
          g_autofree char *name = truco_card_to_string (deck[c]);
          gboolean want = FALSE;

          for (guint k = 0; e != NULL && k < G_N_ELEMENTS (e->cards) && e->cards[k] != NULL; k++)
            {
              g_autofree char *rank = g_strdup_printf ("%u", truco_card_get_rank (deck[c]));

              /* "3": any card of that rank; "1E": that card. */
              want |= g_strcmp0 (e->cards[k], name) == 0 || g_strcmp0 (e->cards[k], rank) == 0;
            }
          if (truco_signal_matches_card (rules, s, deck[c]) != want)
            g_error ("%s: signal %u and card %s: expected %d", variant, s, name, want);
        }
    }
}

static void
test_cards (void)
{
  static const Expected ar[] = {
    { TRUCO_SIGNAL_ACE_OF_SWORDS, TRUCO_GESTURE_RAISE_EYEBROWS, { "1E" } },
    { TRUCO_SIGNAL_ACE_OF_CLUBS, TRUCO_GESTURE_WINK, { "1B" } },
    { TRUCO_SIGNAL_SEVEN_OF_SWORDS, TRUCO_GESTURE_LIPS_RIGHT, { "7E" } },
    { TRUCO_SIGNAL_SEVEN_OF_COINS, TRUCO_GESTURE_LIPS_LEFT, { "7O" } },
    { TRUCO_SIGNAL_THREE, TRUCO_GESTURE_BITE_LIP, { "3" } },
    { TRUCO_SIGNAL_TWO, TRUCO_GESTURE_POUT, { "2" } },
    { TRUCO_SIGNAL_FALSE_ACE, TRUCO_GESTURE_OPEN_MOUTH, { "1O", "1C" } },
    { TRUCO_SIGNAL_GOOD_ENVIDO, TRUCO_GESTURE_TILT_HEAD, { NULL } },
    { TRUCO_SIGNAL_BAD_CARDS, TRUCO_GESTURE_CLOSE_EYES, { NULL } },
  };
  static const Expected cat[] = {
    { TRUCO_SIGNAL_THREE, TRUCO_GESTURE_WINK, { "3" } },
    { TRUCO_SIGNAL_TWO, TRUCO_GESTURE_POUT, { "2" } },
    { TRUCO_SIGNAL_ACE, TRUCO_GESTURE_TIP_OF_TONGUE, { "1" } },
  };
  static const Expected tyf[] = {
    { TRUCO_SIGNAL_ACE_OF_SWORDS, TRUCO_GESTURE_RAISE_EYEBROWS, { "1E" } },
    { TRUCO_SIGNAL_ACE_OF_CLUBS, TRUCO_GESTURE_WINK, { "1B" } },
    { TRUCO_SIGNAL_SEVEN_OF_SWORDS, TRUCO_GESTURE_LIPS_RIGHT, { "7E" } },
    { TRUCO_SIGNAL_SEVEN_OF_COINS, TRUCO_GESTURE_LIPS_LEFT, { "7O" } },
    { TRUCO_SIGNAL_THREE, TRUCO_GESTURE_BITE_LIP, { "3" } },
    { TRUCO_SIGNAL_TWO, TRUCO_GESTURE_POUT, { "2" } },
    { TRUCO_SIGNAL_FALSE_ACE, TRUCO_GESTURE_OPEN_MOUTH, { "1O", "1C" } },
    { TRUCO_SIGNAL_EMBIT, TRUCO_GESTURE_NOD, { NULL } },
  };

  check_variant ("ar", ar, G_N_ELEMENTS (ar));
  check_variant ("cat", cat, G_N_ELEMENTS (cat));
  check_variant ("tyf", tyf, G_N_ELEMENTS (tyf));
  check_variant ("fr", NULL, 0);
  check_variant ("put", NULL, 0);
}

static guint
mask_of (const TrucoRules *rules,
         const char       *hand)
{
  TrucoCard cards[3];

  g_assert_true (truco_card_parse_hand (hand, truco_rules_get_deck (rules), cards, 3, NULL));
  return truco_signal_mask_for_hand (rules, cards, 3);
}

#define BIT(s) (1u << TRUCO_SIGNAL_##s)

static void
test_hands (void)
{
  g_autoptr(TrucoRules) ar = rules_for ("ar", "4");
  g_autoptr(TrucoRules) cat = rules_for ("cat", "4");
  g_autoptr(TrucoRules) tyf = rules_for ("tyf", NULL);
  g_autoptr(TrucoRules) fr = rules_for ("fr", "4");

  /* Each signalled card once; 7E 6E make 33: a good envido. */
  g_assert_cmpuint (mask_of (ar, "1E 7E 6E"), ==, BIT (ACE_OF_SWORDS) | BIT (SEVEN_OF_SWORDS) | BIT (GOOD_ENVIDO));
  g_assert_cmpuint (mask_of (ar, "3E 3B 4O"), ==, BIT (THREE));
  /* 27 is not yet a good envido; 28 is. */
  g_assert_cmpuint (mask_of (ar, "7C 10C 4O"), ==, BIT (BAD_CARDS));
  g_assert_cmpuint (mask_of (ar, "7C 1C 4O"), ==, BIT (FALSE_ACE) | BIT (GOOD_ENVIDO));
  g_assert_cmpuint (mask_of (ar, "4C 4O 12E"), ==, BIT (BAD_CARDS));
  g_assert_cmpuint (mask_of (ar, "4C 5C 12E"), ==, BIT (GOOD_ENVIDO));
  g_assert_cmpuint (mask_of (ar, "5C 4E 3C"), ==, BIT (THREE) | BIT (GOOD_ENVIDO));
  g_assert_cmpuint (mask_of (ar, "1O 2C 12B"), ==, BIT (FALSE_ACE) | BIT (TWO));

  /* Catalan: aces, twos, threes; nothing for the others, no bad cards. */
  g_assert_cmpuint (mask_of (cat, "1E 1O 2B"), ==, BIT (ACE) | BIT (TWO));
  g_assert_cmpuint (mask_of (cat, "4C 5O 12E"), ==, 0);

  /* Truc y Flou: the embit, the Club. */
  g_assert_cmpuint (mask_of (tyf, "1B 5B 12O"), ==, BIT (ACE_OF_CLUBS) | BIT (EMBIT));
  g_assert_cmpuint (mask_of (tyf, "4C 5O 12E"), ==, 0);

  g_assert_cmpuint (mask_of (fr, "7S 8H KD"), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/signal/which-tables", test_which_tables);
  g_test_add_func ("/signal/cards", test_cards);
  g_test_add_func ("/signal/hands", test_hands);

  return g_test_run ();
}
