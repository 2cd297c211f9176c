/* truco-signal-text.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The sentences of the seña steps: what each gesture shows.  They name
 * no side and no player, so they read the same to everyone (no reader
 * form). */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "truco-explanation-private.h"
#include "truco-signal.h"

char *
truco_step_text_signal (const TrucoStepText *t)
{
  const TrucoStep *step = t->step;
  TrucoSignal signal;
  TrucoGesture gesture;

  if (step->kind != TRUCO_STEP_SIGNAL || step->n_numbers < 2)
    return NULL;

  signal = (TrucoSignal) step->numbers[0];
  gesture = (TrucoGesture) step->numbers[1];
  switch (signal)
    {
    case TRUCO_SIGNAL_ACE_OF_SWORDS:
      if (gesture == TRUCO_GESTURE_RAISE_EYEBROWS)
        return g_strdup (_("Raised eyebrows show the ace of swords."));
      break;
    case TRUCO_SIGNAL_ACE_OF_CLUBS:
      if (gesture == TRUCO_GESTURE_WINK)
        return g_strdup (_("A wink shows the ace of clubs."));
      break;
    case TRUCO_SIGNAL_SEVEN_OF_SWORDS:
      if (gesture == TRUCO_GESTURE_LIPS_RIGHT)
        return g_strdup (_("Lips moved to the right show the seven of swords."));
      break;
    case TRUCO_SIGNAL_SEVEN_OF_COINS:
      if (gesture == TRUCO_GESTURE_LIPS_LEFT)
        return g_strdup (_("Lips moved to the left show the seven of coins."));
      break;
    case TRUCO_SIGNAL_THREE:
      if (gesture == TRUCO_GESTURE_BITE_LIP)
        return g_strdup (_("A bitten lower lip shows a three."));
      if (gesture == TRUCO_GESTURE_WINK)
        return g_strdup (_("A wink shows a three."));
      break;
    case TRUCO_SIGNAL_TWO:
      if (gesture == TRUCO_GESTURE_POUT)
        return g_strdup (_("A pout shows a two."));
      break;
    case TRUCO_SIGNAL_FALSE_ACE:
      if (gesture == TRUCO_GESTURE_OPEN_MOUTH)
        return g_strdup (_("A mouth opened a little shows a false ace: the ace of coins or of cups."));
      break;
    case TRUCO_SIGNAL_ACE:
      if (gesture == TRUCO_GESTURE_TIP_OF_TONGUE)
        return g_strdup (_("The tip of the tongue shows an ace."));
      break;
    case TRUCO_SIGNAL_GOOD_ENVIDO:
      if (gesture == TRUCO_GESTURE_TILT_HEAD)
        /* Translators: %d is the smallest envido the signal announces (28). */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "A tilted head shows a good envido, of %d point or more.",
                                             "A tilted head shows a good envido, of %d points or more.",
                                             TRUCO_SIGNAL_GOOD_ENVIDO_MIN),
                                TRUCO_SIGNAL_GOOD_ENVIDO_MIN);
      break;
    case TRUCO_SIGNAL_EMBIT:
      if (gesture == TRUCO_GESTURE_NOD)
        return g_strdup (_("A nod shows an embit."));
      break;
    case TRUCO_SIGNAL_BAD_CARDS:
      if (gesture == TRUCO_GESTURE_CLOSE_EYES)
        return g_strdup (_("Closed eyes show that no card is worth a signal."));
      break;
    case TRUCO_SIGNAL_NONE:
    case TRUCO_N_SIGNALS:
    default:
      break;
    }
  /* A signal with another gesture (none of the variants has one). */
  return g_strdup_printf (_("A signal shows these cards: %s."), t->cards != NULL ? t->cards : "");
}
