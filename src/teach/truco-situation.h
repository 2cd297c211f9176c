/* truco-situation.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "truco-engine.h"

G_BEGIN_DECLS

/**
 * TrucoSituationKind:
 * @TRUCO_SITUATION_ENVIDO: three cards; the envido they count
 * @TRUCO_SITUATION_FLOR: three cards; their flor (or that there is none)
 * @TRUCO_SITUATION_EMBIT: three cards; their embit (Truc y Flou)
 * @TRUCO_SITUATION_TRICK: the cards played to one trick; who wins it
 * @TRUCO_SITUATION_HAND: the results of the tricks of a hand; who wins it
 * @TRUCO_SITUATION_LADDER: a sequence of calls on one betting ladder; what
 *   it is worth accepted and refused
 * @TRUCO_SITUATION_FALTA: the two scores; what a falta envido is worth
 *
 * What a worked example is about.  The lesson file names the situation
 * (cards, trick results, calls, scores); the engine says what it is worth.
 */
typedef enum
{
  TRUCO_SITUATION_ENVIDO,
  TRUCO_SITUATION_FLOR,
  TRUCO_SITUATION_EMBIT,
  TRUCO_SITUATION_TRICK,
  TRUCO_SITUATION_HAND,
  TRUCO_SITUATION_LADDER,
  TRUCO_SITUATION_FALTA,
  TRUCO_SITUATION_ONE_CARD,
  TRUCO_SITUATION_ELEVEN,
  TRUCO_SITUATION_REDEAL,
  TRUCO_SITUATION_GAME_END,
  TRUCO_SITUATION_GALLO,
  TRUCO_SITUATION_MATCH,
  TRUCO_SITUATION_PENALTY,
  TRUCO_SITUATION_SHOWDOWN,
  TRUCO_SITUATION_PICA_PICA,
  TRUCO_SITUATION_SIGNALS,
} TrucoSituationKind;

/**
 * TrucoSituationAnswer:
 * @TRUCO_SITUATION_ANSWER_ACCEPTED: the last call is accepted
 * @TRUCO_SITUATION_ANSWER_REFUSED: the last call is refused
 * @TRUCO_SITUATION_ANSWER_BOTH: the example explains both answers
 *
 * Which answer to a ladder situation's last call the example explains.
 */
typedef enum
{
  TRUCO_SITUATION_ANSWER_ACCEPTED,
  TRUCO_SITUATION_ANSWER_REFUSED,
  TRUCO_SITUATION_ANSWER_BOTH,
} TrucoSituationAnswer;

#define TRUCO_TYPE_SITUATION (truco_situation_get_type ())

G_DECLARE_FINAL_TYPE (TrucoSituation, truco_situation, TRUCO, SITUATION, GObject)

TrucoSituation         *truco_situation_new              (const char          *variant,
                                                          const char          *kind,
                                                          const char * const  *keys,
                                                          const char * const  *values,
                                                          GError             **error);

TrucoSituationKind      truco_situation_get_kind         (TrucoSituation      *self);
const char             *truco_situation_get_kind_name    (TrucoSituation      *self);
const TrucoRules       *truco_situation_get_rules        (TrucoSituation      *self);
const TrucoCard        *truco_situation_get_cards        (TrucoSituation      *self,
                                                          guint               *n_cards);
const TrucoPlay        *truco_situation_get_plays        (TrucoSituation      *self,
                                                          guint               *n_plays);
const TrucoSide        *truco_situation_get_tricks       (TrucoSituation      *self,
                                                          guint               *n_tricks,
                                                          TrucoSide           *mano,
                                                          TrucoSide           *dealer);
const guint            *truco_situation_get_calls        (TrucoSituation      *self,
                                                          const TrucoLadder  **table,
                                                          const guint        **chosen,
                                                          guint               *n_calls);
void                    truco_situation_get_bet          (TrucoSituation      *self,
                                                          TrucoSide           *first,
                                                          TrucoSide           *winner,
                                                          TrucoSituationAnswer *answer);
void                    truco_situation_get_bet_context  (TrucoSituation      *self,
                                                          TrucoBetContext     *ctx);
int                     truco_situation_get_refused_value (TrucoSituation     *self);
void                    truco_situation_get_scores       (TrucoSituation      *self,
                                                          guint               *score_a,
                                                          guint               *score_b,
                                                          guint               *target,
                                                          gboolean            *pica_pica);

int                     truco_situation_get_value        (TrucoSituation      *self);
const TrucoExplanation *truco_situation_get_explanation  (TrucoSituation      *self);

guint                   truco_situation_get_n_steps      (TrucoSituation      *self);
char                   *truco_situation_format_step      (TrucoSituation      *self,
                                                          guint                index);
void                    truco_situation_get_style        (TrucoSituation      *self,
                                                          TrucoExplanationStyle *out_style);
const TrucoCard        *truco_situation_get_step_cards   (TrucoSituation      *self,
                                                          guint                index,
                                                          guint               *n_cards);

G_END_DECLS
