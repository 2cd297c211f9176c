/* bench-eval.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Benchmark: envido + flor over all 9880 hands, in nanoseconds per hand.
 * Prints figures only; it never fails on time.
 */

#include "config.h"

#include <stdio.h>

#include "truco-eval.h"

int
main (int   argc,
      char *argv[])
{
  const TrucoRules *rules = truco_variant_get_default_rules (truco_variant_get_default ());
  static TrucoCard hands[9880][3];
  guint n_deck, n = 0;
  const TrucoCard *deck = truco_deck_get_cards (TRUCO_DECK_SPANISH_40, &n_deck);
  const guint rounds = 2000;
  gint64 start, elapsed;
  long checksum = 0;

  for (guint i = 0; i < n_deck; i++)
    for (guint j = i + 1; j < n_deck; j++)
      for (guint k = j + 1; k < n_deck; k++)
        {
          hands[n][0] = deck[i];
          hands[n][1] = deck[j];
          hands[n][2] = deck[k];
          n++;
        }

  start = g_get_monotonic_time ();
  for (guint r = 0; r < rounds; r++)
    for (guint h = 0; h < n; h++)
      checksum += truco_envido (rules, hands[h], NULL) + truco_flor (rules, hands[h], NULL);
  elapsed = g_get_monotonic_time () - start;

  printf ("envido + flor: %u hands × %u rounds in %.3f s: %.2f ns per hand (checksum %ld)\n",
          n, rounds, elapsed / 1e6, elapsed * 1000.0 / ((double) n * rounds), checksum);
  return 0;
}
