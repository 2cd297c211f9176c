/* test-golden.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The envido and flor of all 9880 hands against envido-flor.golden.
 */

#include "config.h"

#include <string.h>

#include "truco-eval.h"

static void
test_golden (void)
{
  const TrucoRules *rules = truco_variant_get_default_rules (truco_variant_get_default ());
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "engine", "envido-flor.golden", NULL);
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;
  guint n_deck, n_lines = 0, index = 0;
  const TrucoCard *deck = truco_deck_get_cards (TRUCO_DECK_SPANISH_40, &n_deck);
  TrucoCard expected_hands[9880][3];
  guint n_hands = 0;

  /* Hands in deck order. */
  for (guint i = 0; i < n_deck; i++)
    for (guint j = i + 1; j < n_deck; j++)
      for (guint k = j + 1; k < n_deck; k++)
        {
          expected_hands[n_hands][0] = deck[i];
          expected_hands[n_hands][1] = deck[j];
          expected_hands[n_hands][2] = deck[k];
          n_hands++;
        }

  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  g_assert_no_error (error);
  lines = g_strsplit (contents, "\n", -1);

  for (guint l = 0; lines[l] != NULL; l++)
    {
      g_auto(GStrv) words = NULL;
      TrucoCard hand[3];
      int flor;
      g_autofree char *flor_text = NULL;
      g_autofree char *envido_text = NULL;

      if (lines[l][0] == '#' || lines[l][0] == '\0')
        continue;
      words = g_strsplit (lines[l], " ", -1);
      g_assert_cmpuint (g_strv_length (words), ==, 5);
      g_assert_true (truco_card_parse_words ((const char * const *) words, 3, TRUCO_DECK_SPANISH_40, hand, 3, NULL));
      g_assert_cmpuint (index, <, n_hands);
      g_assert_true (memcmp (hand, expected_hands[index], sizeof hand) == 0);
      index++;

      envido_text = g_strdup_printf ("%d", truco_envido (rules, hand, NULL));
      flor = truco_flor (rules, hand, NULL);
      flor_text = flor < 0 ? g_strdup ("-") : g_strdup_printf ("%d", flor);
      if (g_strcmp0 (envido_text, words[3]) != 0 || g_strcmp0 (flor_text, words[4]) != 0)
        g_error ("line %u: %s: engine says %s %s", l + 1, lines[l], envido_text, flor_text);
      n_lines++;
    }

  g_assert_cmpuint (n_lines, ==, 9880);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/golden/envido-flor", test_golden);
  return g_test_run ();
}
