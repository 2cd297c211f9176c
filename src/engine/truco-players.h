/* truco-players.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Evaluators of the bigger tables and the match (Argentine Truco): the
 * envido among more than two players, the gallo's four cards, redondo and
 * pica-pica, el bueno; the flor penalties; whether a call may be made now.
 * Each appends its reasons to an explanation, as the other evaluators do.
 */

#pragma once

#include "truco-eval.h"
#include "truco-explanation.h"
#include "truco-ladder.h"
#include "truco-variant.h"

G_BEGIN_DECLS

/* ------------------------------------------------------------------ */
/* The envido among several players                                     */

#define TRUCO_SHOWDOWN_MAX 8

/* @values[i] is the envido of the i-th player in play order from the mano
 * (0 is the mano), @sides[i] his side and @numbers[i] his seat number in
 * the side (1-based).  The best value wins; a tie between sides goes to
 * the tied player who comes first from the mano.  @out_winner: the index
 * of the winner. */
gboolean truco_envido_showdown (const TrucoRules  *rules,
                                const int         *values,
                                const TrucoSide   *sides,
                                const guint       *numbers,
                                guint              n,
                                guint             *out_winner,
                                TrucoExplanation  *explanation,
                                GError           **error);

/* Truc y Flou: the embits in play order from the eldest; a tie goes to
 * the tied player nearest the dealer's right (the first of them). */
gboolean truco_embit_showdown  (const TrucoRules  *rules,
                                const int         *values,
                                const TrucoSide   *sides,
                                const guint       *numbers,
                                guint              n,
                                guint             *out_winner,
                                TrucoExplanation  *explanation,
                                GError           **error);

/* Truc y Flou with bonus cards: what the Sword and the Club played to a
 * trick score, for the side of the player who plays each. */
gboolean truco_trick_bonuses   (const TrucoRules  *rules,
                                const TrucoPlay   *plays,
                                guint              n_plays,
                                guint              out_points[2],
                                TrucoExplanation  *explanation,
                                GError           **error);

/* ------------------------------------------------------------------ */
/* The gallo                                                            */

/* The gallo holds four cards and keeps three: the best envido he can keep
 * and (@out_discard) the index of the card to discard for it (the first
 * such card when several give it). */
int      truco_gallo_envido    (const TrucoRules  *rules,
                                const TrucoCard    cards[4],
                                guint             *out_discard,
                                TrucoExplanation  *explanation);

/* ------------------------------------------------------------------ */
/* Redondo and pica-pica (six and eight players)                        */

typedef struct
{
  gboolean pica_pica;     /* this hand is a pica-pica: one duel per pair of opponents */
  guint    n_duels;
  guint    duel[4][2];    /* the seats of each duel, from the dealer's right */
  guint    mano[4];       /* the duel's mano (one of its two seats) */
} TrucoPicaDeal;

/* Hand @hand_number (1-based) of a table of @n_seats (6 or 8) dealt by
 * @dealer at these scores: a redondo or a pica-pica, and who duels whom.
 * Seats are numbered in play order; seat s plays for side s % 2. */
gboolean truco_pica_pica_deal  (const TrucoRules  *rules,
                                guint              n_seats,
                                guint              hand_number,
                                guint              score_a,
                                guint              score_b,
                                guint              dealer,
                                TrucoPicaDeal     *out_deal,
                                TrucoExplanation  *explanation,
                                GError           **error);

/* ------------------------------------------------------------------ */
/* The match: best of three chicos, the third one "el bueno"            */

typedef enum
{
  TRUCO_MATCH_GOES_ON,   /* another chico, not yet the decider */
  TRUCO_MATCH_BUENO,     /* the next chico decides the match: el bueno */
  TRUCO_MATCH_WON,       /* a side has won the match */
} TrucoMatchStatus;

typedef struct
{
  TrucoMatchStatus status;
  TrucoSide        winner;    /* TRUCO_MATCH_WON */
  guint            to_win;    /* chicos that win the match */
} TrucoMatchState;

gboolean truco_score_match     (const TrucoRules  *rules,
                                guint              won_a,
                                guint              won_b,
                                TrucoMatchState        *out_match,
                                TrucoExplanation  *explanation,
                                GError           **error);

/* ------------------------------------------------------------------ */
/* Flor penalties                                                       */

typedef enum
{
  TRUCO_FLOR_UNSUNG,          /* held a flor, did not sing it, caught by pido flor */
  TRUCO_FLOR_WRONG_CHALLENGE, /* pido flor against a player who had none */
  TRUCO_FLOR_FALSE,           /* said flor without holding one */
} TrucoFlorOffence;

typedef struct
{
  TrucoSide scorer;    /* the side that scores the penalty (TRUCO_SIDE_NONE: nobody) */
  guint     points;    /* what it scores */
  guint     lost;      /* the points the offending side loses from this hand */
} TrucoFlorPenalty;

/* @offender: the side that broke the rule (for a wrong challenge, the
 * challengers); @seat its player's number; @made: the points the offending
 * side made in this hand before the penalty. */
gboolean truco_flor_penalty    (const TrucoRules  *rules,
                                TrucoFlorOffence   offence,
                                TrucoSide          offender,
                                guint              seat,
                                guint              made,
                                TrucoFlorPenalty  *out_penalty,
                                TrucoExplanation  *explanation,
                                GError           **error);

/* Pica-pica: @offender meddled in another duel, where it won @made points:
 * it returns them (@out_penalty->lost) and the other side scores 4. */
gboolean truco_kibitz_penalty  (const TrucoRules  *rules,
                                TrucoSide          offender,
                                guint              made,
                                TrucoFlorPenalty  *out_penalty,
                                TrucoExplanation  *explanation,
                                GError           **error);

/* ------------------------------------------------------------------ */
/* May this be called now?                                              */

typedef struct
{
  TrucoBetKind bet;            /* TRUCO_BET_TRUCO or TRUCO_BET_ENVIDO */
  guint        n_calls;        /* the calls already made on that ladder, sides alternating */
  guint        calls[4];       /* rows of the ladder */
  TrucoSide    first_side;     /* who made the first of them */
  gboolean     accepted;       /* the last call was accepted (else it waits for an answer) */
  guint        call;           /* the row asked about */
  TrucoSide    side;           /* the side that wants to call it */
  guint        trick;          /* tricks finished in the hand */
  gboolean     played_first;   /* the player who wants to call has laid his first card */
  gboolean     truco_accepted; /* envido: a truco of this hand was accepted */
} TrucoCallQuestion;

/* Whether the call may be made; when not, @out_reason is the reason
 * (untranslated: pass it through _()). */
gboolean truco_call_allowed    (const TrucoRules        *rules,
                                const TrucoCallQuestion *question,
                                gboolean                *out_allowed,
                                const char             **out_reason,
                                TrucoExplanation        *explanation,
                                GError                 **error);

/* The sentence of a step this file's evaluators add. */
char    *truco_players_step_format (const TrucoStep *step);

G_END_DECLS
