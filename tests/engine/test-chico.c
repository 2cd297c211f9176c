/* test-chico.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The chance of winning the chico from a score: a probability, fair at
 * 0–0, growing with one's own points and shrinking with the other side's,
 * the two sides' chances adding up to one, for every variant and player
 * count played between two sides.
 */

#include "config.h"

#include "truco-chico.h"
#include "truco-game.h"

static void
check_rules (const TrucoRules *rules)
{
  guint t = truco_rules_get_target (rules);
  g_autoptr(TrucoGame) probe = truco_game_new (rules, 1);
  double even;

  if (truco_game_get_n_scores (probe) != 2)
    {
      g_assert_cmpfloat (truco_chico_win_chance (rules, 0, 0, TRUE), ==, -1);
      return;
    }
  even = (truco_chico_win_chance (rules, 0, 0, TRUE) + truco_chico_win_chance (rules, 0, 0, FALSE)) / 2;
  g_assert_cmpfloat (even, >, 0.4);
  g_assert_cmpfloat (even, <, 0.6);
  g_assert_cmpfloat (truco_chico_win_chance (rules, t, 0, FALSE), ==, 1);
  g_assert_cmpfloat (truco_chico_win_chance (rules, 0, t, TRUE), ==, 0);
  for (guint a = 0; a < t; a++)
    for (guint b = 0; b < t; b++)
      for (int m = 0; m < 2; m++)
        {
          double w = truco_chico_win_chance (rules, a, b, m);

          g_assert_cmpfloat (w, >=, 0);
          g_assert_cmpfloat (w, <=, 1);
          /* One side wins: the two chances add up to one. */
          g_assert_cmpfloat_with_epsilon (w + truco_chico_win_chance (rules, b, a, !m), 1, 1e-9);
          /* A point more never hurts. */
          if (a + 1 < t)
            g_assert_cmpfloat (truco_chico_win_chance (rules, a + 1, b, m), >=, w - 1e-9);
          if (b + 1 < t)
            g_assert_cmpfloat (truco_chico_win_chance (rules, a, b + 1, m), <=, w + 1e-9);
        }
  /* One point from the end against nothing: more likely won than not
   * (Put plays to 5, and one hand can bring 3 or more). */
  g_assert_cmpfloat (truco_chico_win_chance (rules, t - 1, 0, FALSE), >, 0.6);
}

static void
test_every_variant (void)
{
  for (guint v = 0; v < truco_variant_get_count (); v++)
    {
      const TrucoVariant *variant = truco_variant_get_nth (v);
      const TrucoOption *players = truco_variant_find_option (variant, "players");
      guint n = players != NULL ? truco_option_get_n_choices (players) : 1;

      for (guint c = 0; c < n; c++)
        {
          g_autoptr(TrucoRules) rules = truco_rules_new (variant);

          if (players != NULL)
            g_assert_true (truco_rules_set (rules, "players", truco_option_get_choice (players, c), NULL));
          g_test_message ("%s, %s players: %.3f at 0–0 for the mano's side",
                          truco_variant_get_id (variant),
                          players != NULL ? truco_option_get_choice (players, c) : "-",
                          truco_chico_win_chance (rules, 0, 0, TRUE));
          check_rules (rules);
        }
    }
}

/* The target changes the table: 15 points are won sooner than 30. */
static void
test_target (void)
{
  g_autoptr(TrucoRules) thirty = truco_rules_new (truco_variant_lookup ("ar"));
  g_autoptr(TrucoRules) fifteen = truco_rules_new (truco_variant_lookup ("ar"));

  g_assert_true (truco_rules_set (thirty, "players", "2", NULL));
  g_assert_true (truco_rules_set (fifteen, "players", "2", NULL));
  g_assert_true (truco_rules_set (fifteen, "target", "15", NULL));
  g_assert_cmpfloat (truco_chico_win_chance (fifteen, 10, 0, TRUE), >,
                     truco_chico_win_chance (thirty, 10, 0, TRUE));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/chico/every-variant", test_every_variant);
  g_test_add_func ("/chico/target", test_target);
  return g_test_run ();
}
