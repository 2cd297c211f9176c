/* truco-signal.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "truco-card.h"
#include "truco-explanation.h"
#include "truco-variant.h"

G_BEGIN_DECLS

/**
 * TrucoSignal:
 * The señas partners make at the start of a hand, each named after what
 * it tells (the gesture depends on the variant, see truco_signal_get_gesture()).
 */
typedef enum
{
  TRUCO_SIGNAL_NONE,
  TRUCO_SIGNAL_ACE_OF_SWORDS,  /* raise the eyebrows (ar, tyf) */
  TRUCO_SIGNAL_ACE_OF_CLUBS,   /* wink (ar, tyf) */
  TRUCO_SIGNAL_SEVEN_OF_SWORDS,/* lips to the right (ar; tyf by default) */
  TRUCO_SIGNAL_SEVEN_OF_COINS, /* lips to the left (ar; tyf by default) */
  TRUCO_SIGNAL_THREE,          /* bite the lower lip (ar; tyf by default); wink (cat) */
  TRUCO_SIGNAL_TWO,            /* pout (ar, cat; tyf by default) */
  TRUCO_SIGNAL_FALSE_ACE,      /* ace of coins or cups: open the mouth (ar; tyf by default) */
  TRUCO_SIGNAL_ACE,            /* any ace: tip of the tongue (cat) */
  TRUCO_SIGNAL_GOOD_ENVIDO,    /* tilt the head (ar) */
  TRUCO_SIGNAL_EMBIT,          /* nod (tyf) */
  TRUCO_SIGNAL_BAD_CARDS,      /* close the eyes: nothing worth a signal (ar) */
  TRUCO_N_SIGNALS
} TrucoSignal;

typedef enum
{
  TRUCO_GESTURE_NONE,
  TRUCO_GESTURE_RAISE_EYEBROWS,
  TRUCO_GESTURE_WINK,
  TRUCO_GESTURE_LIPS_RIGHT,
  TRUCO_GESTURE_LIPS_LEFT,
  TRUCO_GESTURE_BITE_LIP,
  TRUCO_GESTURE_POUT,
  TRUCO_GESTURE_OPEN_MOUTH,
  TRUCO_GESTURE_TIP_OF_TONGUE,
  TRUCO_GESTURE_TILT_HEAD,
  TRUCO_GESTURE_NOD,
  TRUCO_GESTURE_CLOSE_EYES,
} TrucoGesture;

/* The smallest envido a "good envido" signal announces (the rules say
 * "a good envido" without a figure: 28 is the usual reading). */
#define TRUCO_SIGNAL_GOOD_ENVIDO_MIN 28

/* Whether partners make signals under @rules: Argentine Truco with
 * partners (four, six or eight players), Catalan Truc for four, Truc y
 * Flou.  French Truc and Put have none. */
gboolean     truco_rules_has_signals   (const TrucoRules *rules);
/* The gesture that makes @signal under @rules (NONE when it has none). */
TrucoGesture truco_signal_get_gesture  (const TrucoRules *rules,
                                        TrucoSignal       signal);
/* Whether @card is one that @signal announces. */
gboolean     truco_signal_matches_card (const TrucoRules *rules,
                                        TrucoSignal       signal,
                                        TrucoCard         card);
/* The signals a player makes for the cards dealt to him (@n of them), as
 * a mask of (1 << TrucoSignal): each signalled card once, a good envido
 * or an embit, or "bad cards" where that exists and nothing else is. */
guint        truco_signal_mask_for_hand (const TrucoRules *rules,
                                         const TrucoCard  *cards,
                                         guint             n);

/* The signals a player makes for @cards, each said in @explanation with
 * its gesture and the cards it shows (TRUCO_STEP_SIGNAL). */
gboolean     truco_signal_explain       (const TrucoRules  *rules,
                                         const TrucoCard   *cards,
                                         guint              n,
                                         guint             *out_mask,
                                         TrucoExplanation  *explanation,
                                         GError           **error);

G_END_DECLS
