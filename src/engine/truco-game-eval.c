/* truco-game-eval.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "truco-game-private.h"
#include "truco-variant-private.h"

/* The declarations the game needs once per hand and seat.  These are thin
 * wrappers so that the game can use the shared evaluators of truco-eval.h
 * (rules.md §2.2, §5.3). */

static gboolean
same_suit (const TrucoRules *rules, TrucoCard a, TrucoCard b)
{
  return truco_card_get_suit (a) == truco_card_get_suit (b)
         || truco_rules_is_wild (rules, a) || truco_rules_is_wild (rules, b);
}

int
truco_game_eval_envido (const TrucoRules *rules,
                        const TrucoCard   cards[3])
{
  const guint8 *pts = truco_rules_get_points_table (rules);
  int best = 0;

  for (guint i = 0; i < 3; i++)
    {
      best = MAX (best, pts[cards[i]]);
      for (guint j = i + 1; j < 3; j++)
        if (same_suit (rules, cards[i], cards[j]))
          best = MAX (best, 20 + pts[cards[i]] + pts[cards[j]]);
    }
  return best;
}

int
truco_game_eval_embit (const TrucoRules *rules,
                       const TrucoCard   cards[3])
{
  const guint8 *pts = truco_rules_get_points_table (rules);
  int best = -1;

  for (guint i = 0; i < 3; i++)
    for (guint j = i + 1; j < 3; j++)
      if (same_suit (rules, cards[i], cards[j]))
        best = MAX (best, 20 + pts[cards[i]] + pts[cards[j]]);
  return best;
}

int
truco_game_eval_flor (const TrucoRules *rules,
                      const TrucoCard   cards[3])
{
  const guint8 *pts = truco_rules_get_points_table (rules);

  if (same_suit (rules, cards[0], cards[1]) && same_suit (rules, cards[1], cards[2])
      && same_suit (rules, cards[0], cards[2]))
    {
      /* Two wild cards and a third card always make a flor. */
      return 20 + pts[cards[0]] + pts[cards[1]] + pts[cards[2]];
    }
  return -1;
}
