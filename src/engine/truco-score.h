/* truco-score.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Evaluators of the score: malas and buenas, the end of a chico (game),
 * the Catalan score of eleven and one-card deal, the French redeal.  Each
 * appends its reasons to an explanation, as the other evaluators do.
 */

#pragma once

#include "truco-eval.h"
#include "truco-explanation.h"
#include "truco-variant.h"

G_BEGIN_DECLS

/* ------------------------------------------------------------------ */
/* Malas and buenas                                                     */

/* The malas/buenas boundary of @rules (15 in a 30-point chico with
 * malas_buenas=on), or 0 when its scores are plain points. */
guint    truco_rules_get_malas_buenas (const TrucoRules *rules);

typedef struct
{
  guint    points;   /* the score */
  guint    half;     /* the boundary (15) */
  gboolean buenas;   /* in the buenas */
  guint    count;    /* the malas (= points) or the buenas (points − half) */
} TrucoScoreHalf;

/* Where @points stand: "12 malas", "6 buenas".  Fails for a rule set
 * without malas and buenas or a score past the target. */
gboolean truco_score_malas_buenas (const TrucoRules  *rules,
                                   guint              points,
                                   TrucoScoreHalf    *out_half,
                                   TrucoExplanation  *explanation,
                                   GError           **error);

/* The score as players say it: "12 malas", "6 buenas", else "12 points"
 * (translated). */
char    *truco_score_format       (const TrucoRules  *rules,
                                   guint              points);

/* ------------------------------------------------------------------ */
/* The end of a chico (game, round)                                     */

/* What a credit of a hand comes from, in the order credits are made at
 * the end of the hand. */
typedef enum
{
  TRUCO_HAND_CREDIT_FLOR,
  TRUCO_HAND_CREDIT_ENVIDO,   /* envido or embit */
  TRUCO_HAND_CREDIT_TRUCO,    /* the hand itself: truco, truc, raises, put, a fold */
  TRUCO_HAND_CREDIT_BONUS,    /* Truc y Flou: the Sword and the Club */
  TRUCO_HAND_CREDIT_PENALTY,  /* pido flor */
} TrucoHandCreditKind;

typedef struct
{
  TrucoHandCreditKind kind;
  TrucoSide           side;     /* who scores */
  guint               points;   /* ignored for a falta */
  gboolean            falta;    /* an accepted falta envido won by @side: worth what
                                 * truco_falta_value() says at the scores before the hand */
} TrucoHandCredit;

typedef struct
{
  guint     score[2];     /* the scores once the hand is credited */
  TrucoSide winner;       /* who wins the chico, or TRUCO_SIDE_NONE: it goes on */
  guint     n_credited;   /* credits made (credit_timing=immediate stops at the target) */
} TrucoGameEnd;

/* Credits a hand's points (@credits in any order: they are made flor,
 * envido, truco, bonuses, penalties) to @score (sides A and B) and says
 * whether the chico ends and who wins it, by the rule set's
 * simultaneous_finish and credit_timing.  Fails for a side other than A
 * or B, a score at the target, a falta where there is none. */
gboolean truco_score_game_end (const TrucoRules      *rules,
                               const guint            score[2],
                               const TrucoHandCredit *credits,
                               guint                  n_credits,
                               TrucoGameEnd          *out_end,
                               TrucoExplanation      *explanation,
                               GError               **error);

/* ------------------------------------------------------------------ */
/* Catalan Truc: the score of eleven and the one-card deal             */

typedef enum
{
  TRUCO_ELEVEN_NONE,   /* nobody at eleven: an ordinary hand */
  TRUCO_ELEVEN_ONE,    /* one side at eleven decides: concede or play for three */
  TRUCO_ELEVEN_BOTH,   /* both at eleven: played for three, nobody concedes */
} TrucoElevenCase;

typedef struct
{
  TrucoElevenCase eleven;
  TrucoSide       deciding;          /* TRUCO_ELEVEN_ONE: the side at eleven */
  guint           stake;             /* what the hand is worth when played: 3 at eleven, else 1 */
  guint           conceded;          /* TRUCO_ELEVEN_ONE: what the other side scores if it concedes */
  gboolean        may_concede;
  gboolean        truc_allowed;
  gboolean        one_card_allowed;  /* one_card_deal=on and nobody at eleven */
} TrucoDealStake;

/* How a deal starts at these scores (variants with the score of eleven). */
gboolean truco_score_deal_stake (const TrucoRules  *rules,
                                 guint              score_a,
                                 guint              score_b,
                                 TrucoDealStake    *out_stake,
                                 TrucoExplanation  *explanation,
                                 GError           **error);

/* A one-card deal (one_card_deal=on, nobody at eleven): one card each,
 * worth 1, no raise; the trick winner scores, a tie goes to the
 * non-dealing side.  @plays in play order (from the dealer's right). */
gboolean truco_score_one_card_deal (const TrucoRules  *rules,
                                    guint              score_a,
                                    guint              score_b,
                                    const TrucoPlay   *plays,
                                    guint              n_plays,
                                    TrucoSide          dealer,
                                    TrucoSide         *out_winner,
                                    guint             *out_points,
                                    TrucoExplanation  *explanation,
                                    GError           **error);

/* ------------------------------------------------------------------ */
/* French Truc: the redeal                                              */

typedef struct
{
  guint    n_players;   /* 2 or 4 */
  guint    proposer;    /* who proposes, counted in play order from eldest (0) */
  guint    n_redeals;   /* redeals already made in this deal */
  gboolean started;     /* a card was played or a raise made */
  gboolean refused;     /* somebody already insisted on playing this deal */
  guint    agreeing;    /* how many of the other players agree; the rest insist on playing */
} TrucoRedealQuestion;

typedef struct
{
  gboolean may_propose;  /* the proposal is allowed */
  gboolean redealt;      /* it was, and everybody agreed */
  guint    stock;        /* cards left in the stock afterwards */
} TrucoRedeal;

gboolean truco_score_redeal (const TrucoRules          *rules,
                             const TrucoRedealQuestion *question,
                             TrucoRedeal               *out_redeal,
                             TrucoExplanation          *explanation,
                             GError                   **error);

G_END_DECLS
