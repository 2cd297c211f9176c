/* truco-coach.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The practice table's coach: a hint (the strong bot's move, with its
 * reason in numbers) and the review of a hand (each of the learner's
 * decisions graded by the points it lost on average against the best
 * choice, over deals consistent with what the learner knew).
 * Both are slow: run them in a worker (the _async forms).
 */

#pragma once

#include <gio/gio.h>

#include "truco-bot.h"
#include "truco-game.h"

G_BEGIN_DECLS

/* Deals sampled per decision reviewed, and for a hint: the shares of
 * envido and tricks are counted on all of them, the moves played out on
 * as many as it takes to make the choice clear (truco_bot_judge()). */
#define TRUCO_COACH_REVIEW_DEALS 1000
#define TRUCO_COACH_HINT_DEALS   400

typedef enum
{
  TRUCO_GRADE_BEST,
  TRUCO_GRADE_GOOD,
  TRUCO_GRADE_INACCURACY,
  TRUCO_GRADE_MISTAKE,
  TRUCO_GRADE_BLUNDER,
  TRUCO_N_GRADES
} TrucoGrade;

/* Expected points lost from which a decision gets each grade. */
#define TRUCO_COACH_GOOD_LOSS       0.05
#define TRUCO_COACH_INACCURACY_LOSS 0.15
#define TRUCO_COACH_MISTAKE_LOSS    0.6
#define TRUCO_COACH_BLUNDER_LOSS    1.2

/* Translated: "Best", "Blunder"… */
const char *truco_grade_get_name     (TrucoGrade grade);
TrucoGrade  truco_grade_for_loss     (double     loss);

/* A move as a learner reads it on a button (translated, calls and
 * answers in the players' words): "Play the ace of swords", "Call real
 * envido", "Accept the truco: quiero". */
char       *truco_coach_describe_action (TrucoGame         *game,
                                         const TrucoAction *action);
/* An answer's game-log word as players say it ("no-quiero" → "no
 * quiero"), or NULL for a log word that only names the move ("fold"). */
char       *truco_coach_answer_words    (const char        *word);

typedef struct
{
  TrucoAction action;      /* the move advised */
  double      value;       /* its expected points (the seat's side minus the others) */
  double      margin;      /* how much better than the next best move */
  int         envido;      /* the seat's envido when the move is an envido call or answer, else -1 */
  double      envido_beats;/* the share of sampled opponents' hands that envido beats */
  char       *reason;      /* one or two sentences, translated */
} TrucoCoachHint;

void        truco_coach_hint_clear   (TrucoCoachHint *hint);

/* The hint for @seat, which must be able to act in @game; _knowing also
 * takes what the seat knows beyond its view (its partners' señas) and
 * the display names of every seat (by seat, "Ana"; NULL for names of the
 * coach's own), which the texts use to name the others from @seat's
 * side: "you", "your partner", "Ana", "the other side". */
gboolean    truco_coach_hint         (TrucoGame       *game,
                                      guint            seat,
                                      guint            n_deals,
                                      guint64          seed,
                                      GCancellable    *cancellable,
                                      TrucoCoachHint  *hint);
gboolean    truco_coach_hint_knowing (TrucoGame               *game,
                                      guint                    seat,
                                      const TrucoBotKnowledge *knowledge,
                                      const char * const      *seat_names,
                                      guint                    n_deals,
                                      guint64                  seed,
                                      GCancellable            *cancellable,
                                      TrucoCoachHint          *hint);

typedef struct
{
  TrucoAction action;     /* what the learner did */
  TrucoAction best;       /* the best move there */
  double      loss;       /* expected points lost against it (>= 0) */
  TrucoGrade  grade;
  guint       hand_number;
  char       *reason;     /* why, one line, translated ("It lost about 1.2 points…") */
  char       *move;       /* the learner's move, as on its button: the row's title */
} TrucoCoachVerdict;

void        truco_coach_verdict_free (TrucoCoachVerdict *verdict);

/* Grades each decision: @before[i] the game just before the learner at
 * @seat made @actions[i] (copies: the coach plays out samples, never the
 * cards the learner could not see).  Returns TrucoCoachVerdicts, the
 * costliest first, or NULL when cancelled. */
GPtrArray  *truco_coach_review       (TrucoGame * const *before,
                                      const TrucoAction *actions,
                                      guint              n_decisions,
                                      guint              seat,
                                      guint              n_deals,
                                      guint64            seed,
                                      GCancellable      *cancellable);
/* The same knowing what the seat saw beyond its view in that hand (its
 * partners' señas), naming the seats with @seat_names (as the hint). */
GPtrArray  *truco_coach_review_knowing (TrucoGame * const       *before,
                                        const TrucoAction       *actions,
                                        guint                    n_decisions,
                                        guint                    seat,
                                        const TrucoBotKnowledge *knowledge,
                                        const char * const      *seat_names,
                                        guint                    n_deals,
                                        guint64                  seed,
                                        GCancellable            *cancellable);

G_END_DECLS
