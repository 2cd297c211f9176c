/* truco-eval.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "truco-card.h"
#include "truco-explanation.h"
#include "truco-variant.h"

G_BEGIN_DECLS

/* Declarations.  The cards must be three distinct
 * cards of the rule set's deck (see truco_card_parse_hand()).  Each
 * evaluator appends its reasons to @explanation when it is not NULL. */

/* Envido of three cards (ar): 0–7 or 20–33. */
int truco_envido (const TrucoRules  *rules,
                  const TrucoCard    cards[3],
                  TrucoExplanation  *explanation);

/* Flor (ar, tyf with périques wild): 20–38 (ar), up to 41 (tyf); -1 for none. */
int truco_flor   (const TrucoRules  *rules,
                  const TrucoCard    cards[3],
                  TrucoExplanation  *explanation);

/* Embit (tyf, périques wild): 20–34; -1 for none. */
int truco_embit  (const TrucoRules  *rules,
                  const TrucoCard    cards[3],
                  TrucoExplanation  *explanation);

/* The best count of the declaration @what (envido, embit, flor) in @cards:
 * of three cards, or the best three of four (the gallo's); -1 when it has
 * none (no flor) or fewer than three cards. */
int truco_best_count (const TrucoRules *rules,
                      TrucoDeclaration  what,
                      const TrucoCard  *cards,
                      guint             n_cards);

/* Tricks. */
typedef struct
{
  TrucoSide side;
  guint     seat;   /* 1-based within the side: A1, A2… */
  TrucoCard card;
} TrucoPlay;

typedef struct
{
  TrucoSide winner;      /* TRUCO_SIDE_NONE for a parda */
  guint     leader;      /* index into the plays of the player who leads next */
  guint     top_class;   /* the highest class played */
} TrucoTrickResult;

gboolean truco_trick_winner (const TrucoRules  *rules,
                             const TrucoPlay   *plays,
                             guint              n_plays,
                             TrucoTrickResult  *out_result,
                             TrucoExplanation  *explanation,
                             GError           **error);

/* The ranking order of 2 or 3 cards, highest first, in @out_order (ties
 * keep their order); explains it as one step. */
void truco_rank_order (const TrucoRules *rules,
                       const TrucoCard  *cards,
                       guint             n_cards,
                       TrucoCard        *out_order,
                       TrucoExplanation *explanation);

/* Hands. */
typedef enum
{
  TRUCO_HAND_WON,         /* winner is set */
  TRUCO_HAND_NOBODY,      /* Put: trick and tie, all ties; tyf all_pardes=none */
  TRUCO_HAND_UNDECIDED,   /* another trick must be played */
} TrucoHandStatus;

typedef struct
{
  TrucoHandStatus status;
  TrucoSide       winner;
} TrucoHandResult;

/* @tricks: the winner of each trick in order (TRUCO_SIDE_NONE = parda).
 * @mano: the side of the mano / eldest; @dealer: the dealer's side.
 * Fails when a trick follows a decided hand or a side does not exist. */
gboolean truco_hand_winner (const TrucoRules  *rules,
                            const TrucoSide   *tricks,
                            guint              n_tricks,
                            TrucoSide          mano,
                            TrucoSide          dealer,
                            TrucoHandResult   *out_result,
                            TrucoExplanation  *explanation,
                            GError           **error);

/* Falta envido and the resto of contraflor al resto. */
typedef struct
{
  gboolean wins_chico;   /* the winner of the falta wins the chico outright */
  guint    points;       /* otherwise, the points it is worth */
} TrucoFalta;

/* @target: 0 for the rule set's target.  @pica_pica: the hand is a
 * pica-pica duel (falta = 6; only below `pica_pica_until`).  Scores must be
 * below the target. */
gboolean truco_falta_value (const TrucoRules  *rules,
                            guint              score_a,
                            guint              score_b,
                            guint              target,
                            gboolean           pica_pica,
                            TrucoFalta        *out_falta,
                            TrucoExplanation  *explanation,
                            GError           **error);

G_END_DECLS
