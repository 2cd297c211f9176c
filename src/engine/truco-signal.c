/* truco-signal.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The señas, as rule data: which cards each variant's partners signal to
 * each other at the start of a hand, and with which gesture.
 *
 * Argentine Truco: ace of swords, raise the eyebrows; ace of clubs, wink;
 * seven of swords, lips to the right; seven of coins, lips to the left;
 * any three, bite the lower lip; any two, pout; ace of coins or cups,
 * open the mouth a little; a good envido, tilt the head; nothing of
 * those, close the eyes.
 *
 * Catalan Truc: three, wink or close one eye; two, pout; ace, the tip of
 * the tongue.  No envit, so no signal for points, and none for bad cards.
 *
 * Truc y Flou: the Sword, raise the eyebrows; the Club, wink; an embit, a
 * nod.  The gestures for the two manilles, the threes, the twos and the
 * pouts could not be found in the sources: the Argentine ones stand in
 * for them (lips right and left, bite the lip, pout, open the mouth).
 * The lower cards have no signal, and there is no "bad cards" signal.
 *
 * French Truc and Put have no signals. */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "truco-error.h"
#include "truco-eval.h"
#include "truco-signal.h"

/* The family of señas of a rule set (the descriptor says it). */
static TrucoSignalFamily
family_of (const TrucoRules *rules)
{
  return truco_rules_resolve (rules)->signals;
}

/**
 * truco_rules_has_signals:
 * @rules: a rule set
 *
 * Returns: whether partners make signals under @rules (it takes partners)
 */
gboolean
truco_rules_has_signals (const TrucoRules *rules)
{
  g_return_val_if_fail (rules != NULL, FALSE);

  return truco_rules_resolve (rules)->has_signals;
}

/**
 * truco_signal_get_gesture:
 * @rules: a rule set
 * @signal: a signal
 *
 * Returns: the gesture that makes @signal, %TRUCO_GESTURE_NONE when the
 *   variant has no such signal
 */
TrucoGesture
truco_signal_get_gesture (const TrucoRules *rules,
                          TrucoSignal       signal)
{
  TrucoSignalFamily family = family_of (rules);

  if (family == TRUCO_SIGNALS_CAT)
    switch (signal)
      {
      case TRUCO_SIGNAL_THREE: return TRUCO_GESTURE_WINK;
      case TRUCO_SIGNAL_TWO: return TRUCO_GESTURE_POUT;
      case TRUCO_SIGNAL_ACE: return TRUCO_GESTURE_TIP_OF_TONGUE;
      default: return TRUCO_GESTURE_NONE;
      }

  if (family == TRUCO_SIGNALS_NONE)
    return TRUCO_GESTURE_NONE;

  switch (signal)
    {
    case TRUCO_SIGNAL_ACE_OF_SWORDS: return TRUCO_GESTURE_RAISE_EYEBROWS;
    case TRUCO_SIGNAL_ACE_OF_CLUBS: return TRUCO_GESTURE_WINK;
    case TRUCO_SIGNAL_SEVEN_OF_SWORDS: return TRUCO_GESTURE_LIPS_RIGHT;
    case TRUCO_SIGNAL_SEVEN_OF_COINS: return TRUCO_GESTURE_LIPS_LEFT;
    case TRUCO_SIGNAL_THREE: return TRUCO_GESTURE_BITE_LIP;
    case TRUCO_SIGNAL_TWO: return TRUCO_GESTURE_POUT;
    case TRUCO_SIGNAL_FALSE_ACE: return TRUCO_GESTURE_OPEN_MOUTH;
    case TRUCO_SIGNAL_GOOD_ENVIDO: return family == TRUCO_SIGNALS_AR ? TRUCO_GESTURE_TILT_HEAD : TRUCO_GESTURE_NONE;
    case TRUCO_SIGNAL_BAD_CARDS: return family == TRUCO_SIGNALS_AR ? TRUCO_GESTURE_CLOSE_EYES : TRUCO_GESTURE_NONE;
    case TRUCO_SIGNAL_EMBIT: return family == TRUCO_SIGNALS_TYF ? TRUCO_GESTURE_NOD : TRUCO_GESTURE_NONE;
    case TRUCO_SIGNAL_ACE:
    case TRUCO_SIGNAL_NONE:
    case TRUCO_N_SIGNALS:
    default:
      return TRUCO_GESTURE_NONE;
    }
}

/**
 * truco_signal_matches_card:
 * @rules: a rule set
 * @signal: a signal
 * @card: a card
 *
 * Returns: whether @card is one of the cards @signal announces (never for
 *   the signals that tell points or bad cards)
 */
gboolean
truco_signal_matches_card (const TrucoRules *rules,
                           TrucoSignal       signal,
                           TrucoCard         card)
{
  guint rank = truco_card_get_rank (card);
  TrucoSuit suit = truco_card_get_suit (card);

  if (!truco_card_is_spanish (card) || truco_signal_get_gesture (rules, signal) == TRUCO_GESTURE_NONE)
    return FALSE;

  switch (signal)
    {
    case TRUCO_SIGNAL_ACE_OF_SWORDS: return rank == 1 && suit == TRUCO_SUIT_ESPADAS;
    case TRUCO_SIGNAL_ACE_OF_CLUBS: return rank == 1 && suit == TRUCO_SUIT_BASTOS;
    case TRUCO_SIGNAL_SEVEN_OF_SWORDS: return rank == 7 && suit == TRUCO_SUIT_ESPADAS;
    case TRUCO_SIGNAL_SEVEN_OF_COINS: return rank == 7 && suit == TRUCO_SUIT_OROS;
    case TRUCO_SIGNAL_THREE: return rank == 3;
    case TRUCO_SIGNAL_TWO: return rank == 2;
    case TRUCO_SIGNAL_FALSE_ACE: return rank == 1 && (suit == TRUCO_SUIT_OROS || suit == TRUCO_SUIT_COPAS);
    case TRUCO_SIGNAL_ACE: return rank == 1;
    case TRUCO_SIGNAL_GOOD_ENVIDO:
    case TRUCO_SIGNAL_EMBIT:
    case TRUCO_SIGNAL_BAD_CARDS:
    case TRUCO_SIGNAL_NONE:
    case TRUCO_N_SIGNALS:
    default:
      return FALSE;
    }
}

/**
 * truco_signal_mask_for_hand:
 * @rules: a rule set
 * @cards: the cards dealt to a player
 * @n: how many (up to 4)
 *
 * Returns: the signals the player makes, a mask of (1 << TrucoSignal);
 *   0 where the variant has no signals
 */
guint
truco_signal_mask_for_hand (const TrucoRules *rules,
                            const TrucoCard  *cards,
                            guint             n)
{
  TrucoSignalFamily family = family_of (rules);
  guint mask = 0;

  g_return_val_if_fail (rules != NULL, 0);
  g_return_val_if_fail (n <= 4, 0);

  if (family == TRUCO_SIGNALS_NONE)
    return 0;

  for (guint i = 0; i < n; i++)
    for (guint s = TRUCO_SIGNAL_NONE + 1; s < TRUCO_N_SIGNALS; s++)
      if (truco_signal_matches_card (rules, s, cards[i]))
        mask |= 1u << s;

  if (family == TRUCO_SIGNALS_AR && truco_best_count (rules, TRUCO_DECLARATION_ENVIDO, cards, n) >= TRUCO_SIGNAL_GOOD_ENVIDO_MIN)
    mask |= 1u << TRUCO_SIGNAL_GOOD_ENVIDO;
  if (family == TRUCO_SIGNALS_TYF && truco_best_count (rules, TRUCO_DECLARATION_EMBIT, cards, n) >= 20)
    mask |= 1u << TRUCO_SIGNAL_EMBIT;
  if (family == TRUCO_SIGNALS_AR && mask == 0 && n > 0)
    mask |= 1u << TRUCO_SIGNAL_BAD_CARDS;
  return mask;
}

/**
 * truco_signal_explain:
 * @rules: a rule set
 * @cards: (array length=n): the cards dealt to one player
 * @n: how many
 * @out_mask: (out) (optional): the signals, as truco_signal_mask_for_hand()
 * @explanation: (nullable): where each signal is said, with its gesture
 *   and the cards it shows (#TRUCO_STEP_SIGNAL)
 * @error: return location for a #GError
 *
 * The señas a player makes for the cards dealt to him, one step each.
 *
 * Returns: %FALSE with @error when partners make no signals under @rules
 */
gboolean
truco_signal_explain (const TrucoRules  *rules,
                      const TrucoCard   *cards,
                      guint              n,
                      guint             *out_mask,
                      TrucoExplanation  *explanation,
                      GError           **error)
{
  guint mask;

  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (cards != NULL || n == 0, FALSE);

  if (!truco_rules_has_signals (rules) || n > 4)
    {
      g_set_error_literal (error, TRUCO_ERROR, TRUCO_ERROR_NOT_IN_VARIANT,
                           _("Partners make no signals in this game: señas need partners, and French Truc and Put have none."));
      return FALSE;
    }

  mask = truco_signal_mask_for_hand (rules, cards, n);
  if (out_mask != NULL)
    *out_mask = mask;
  for (guint s = TRUCO_SIGNAL_NONE + 1; explanation != NULL && s < TRUCO_N_SIGNALS; s++)
    {
      TrucoStep step = { 0 };

      if (!(mask & (1u << s)))
        continue;
      step.kind = TRUCO_STEP_SIGNAL;
      step.side = TRUCO_SIDE_NONE;
      for (guint i = 0; i < n && step.n_cards < TRUCO_STEP_MAX_CARDS; i++)
        if (truco_signal_matches_card (rules, s, cards[i]))
          step.cards[step.n_cards++] = cards[i];
      step.n_numbers = 2;
      step.numbers[0] = (int) s;
      step.numbers[1] = (int) truco_signal_get_gesture (rules, s);
      truco_explanation_add_step (explanation, &step);
    }
  return TRUE;
}
