/* truco-bot.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Computer players for the practice table.  A bot decides from a seat's
 * view only (TrucoView: never another seat's hidden cards).  The strong
 * bot also plays deals out on a look-ahead copy of the game whose hidden
 * cards it replaces, for every deal it tries, by cards sampled
 * consistently with its view, so what the copy held never matters.
 *
 * The judgement (truco_bot_judge(), also the coach's) weighs each sampled
 * deal by how likely it makes what the other sides said under a stated
 * model of a sound player (see the top of truco-bot.c), plays it out with
 * that model, ranks moves by the chance of winning the chico
 * (truco-chico.h) in points, and sorts out bluffs and moves that cannot
 * win.
 */

#pragma once

#include <gio/gio.h>

#include "truco-game.h"

G_BEGIN_DECLS

typedef enum
{
  TRUCO_BOT_BEGINNER, /* honest and predictable: calls only with strong cards, never bluffs */
  TRUCO_BOT_STEADY,   /* sound and simple: the model's thresholds, a rare small bluff */
  TRUCO_BOT_STRONG,   /* the judgement, with a measured bluff, more at small stakes */
  TRUCO_BOT_N_LEVELS
} TrucoBotLevel;

/**
 * TrucoBotKnowledge:
 * What a bot knows beyond its seat's view: the señas (masks of
 * truco-signal.h) each seat showed it in hand @hand_number, 0 for none.
 * A table fills in only what the bot saw: its partners' signals.
 */
typedef struct
{
  guint16 hand_number;
  guint   signals[TRUCO_GAME_MAX_SEATS];
} TrucoBotKnowledge;

/* Deals the strong bot plays out for each decision (at most; fewer when
 * there are many choices). */
#define TRUCO_BOT_LOOKAHEAD_DEALS 256

/* Translated: the bot's name, and its style in one line. */
const char *truco_bot_level_get_name  (TrucoBotLevel level);
const char *truco_bot_level_get_style (TrucoBotLevel level);

/* The action @level takes in @view (one of view->actions; n_actions > 0).
 * @lookahead: the game at the view's position, with the other seats'
 * hidden cards replaced (never read as such: each deal tried replaces
 * them again); only the strong bot uses it, and plays like the steady one
 * without it.  Decisions depend only on the view, @seed and the level.
 * Returns FALSE when @cancellable was cancelled (nothing in @action). */
gboolean    truco_bot_decide          (TrucoBotLevel       level,
                                       const TrucoRules   *rules,
                                       const TrucoView    *view,
                                       TrucoGame          *lookahead,
                                       guint64             seed,
                                       GCancellable       *cancellable,
                                       TrucoAction        *action);

/* The same, also using @knowledge (nullable) when it is of the view's
 * hand: the signalled cards count as its partners' in the plain players'
 * judgement and in every deal the strong player samples. */
gboolean    truco_bot_decide_knowing  (TrucoBotLevel            level,
                                       const TrucoRules        *rules,
                                       const TrucoView         *view,
                                       const TrucoBotKnowledge *knowledge,
                                       TrucoGame               *lookahead,
                                       guint64                  seed,
                                       GCancellable            *cancellable,
                                       TrucoAction             *action);

/* Expected points (the view's seat's side minus the others, to the end of
 * the hand) of each of view->actions, into @values (n_actions long), over
 * @n_deals deals sampled consistently with the view, everyone playing on
 * as the steady bot.  The same deals for every action.  FALSE when
 * cancelled or when no deal could be sampled. */
gboolean    truco_bot_evaluate        (const TrucoRules   *rules,
                                       const TrucoView    *view,
                                       TrucoGame          *lookahead,
                                       guint               n_deals,
                                       guint64             seed,
                                       GCancellable       *cancellable,
                                       double             *values);
gboolean    truco_bot_evaluate_knowing (const TrucoRules        *rules,
                                        const TrucoView         *view,
                                        const TrucoBotKnowledge *knowledge,
                                        TrucoGame               *lookahead,
                                        guint                    n_deals,
                                        guint64                  seed,
                                        GCancellable            *cancellable,
                                        double                  *values);

/* The hidden cards of @view's seat's opponents replaced by a sample (the
 * copy a table hands to a bot or the coach): a new game. */
TrucoGame  *truco_bot_make_lookahead  (TrucoGame          *game,
                                       guint               seat,
                                       guint64             seed);

/* How a move stands against a sound player (the model in truco-bot.c). */
typedef enum
{
  TRUCO_MOVE_SOUND,    /* an honest move */
  TRUCO_MOVE_BLUFF,    /* a call or raise with cards among the weakest: it wins
                        * only when the other side refuses */
  TRUCO_MOVE_HOPELESS, /* a call or acceptance that cannot win: a trick already
                        * lost that loses the hand, points that cannot beat
                        * what was shown */
} TrucoMoveSort;

/**
 * TrucoJudgement:
 * Every move of a view, judged over deals sampled consistently with the
 * view and weighted by how likely each makes what was said (the model in
 * truco-bot.c), everyone playing on as that model.  The moves are played
 * out until the choice is clear (a move the leader clearly beats is
 * dropped; see truco-bot.c), on n_deals deals at most; the shares of
 * envido and tricks (points_beats, hand_wins) count every deal sampled.
 */
typedef struct
{
  guint    n_actions;
  guint    n_deals;                          /* deals played out (at most the count asked) */
  double   points[TRUCO_GAME_MAX_ACTIONS];   /* expected points (the seat's side minus the others) */
  double   chico[TRUCO_GAME_MAX_ACTIONS];    /* chance of winning the chico after it, or -1 */
  double   rank[TRUCO_GAME_MAX_ACTIONS];     /* what moves are ranked and graded by: the chance
                                              * of the chico gained, in points (a point worth
                                              * point_value here), or points between more than
                                              * two accounts; bluffs and hopeless moves put
                                              * below the best sound move */
  guint8   sort[TRUCO_GAME_MAX_ACTIONS];     /* TrucoMoveSort */
  guint16  stake[TRUCO_GAME_MAX_ACTIONS];    /* points a call puts at stake, or a pending
                                              * call's if accepted (0 for other moves) */
  gboolean by_chico;                         /* a move can decide the chico: its stake reaches
                                              * what a side lacks, or a side is near the end */
  double   chico_now;                        /* the chance before the move, or -1 */
  double   point_value;                      /* what one point is worth in chances here */
  guint    need;                             /* the fewest points a side lacks to win the chico */
  int      points_held;                      /* the seat's envido (embit), or -1 */
  double   points_beats;                     /* the weighted share of deals it beats the others' */
  double   hand_wins;                        /* the weighted share of deals whose tricks the
                                              * side wins, played plainly (two seats), or -1 */
  gboolean refusal_loses_chico;              /* refusing the pending call gives the other side the chico */
  guint    refusal_gives;                    /* the points a refusal of the pending call gives its
                                              * caller (0 without one) */
  double   accept_pays;                      /* the share of hands won from which accepting the
                                              * pending truco pays better than refusing, or -1 */
  int      best;                             /* the best move (highest rank) */
  int      best_raw;                         /* the best by points or chances alone, bluffs included */
} TrucoJudgement;

/* A bluff costs this much (in points) in a judgement's ranks, a hopeless
 * move this much, under the best sound move. */
#define TRUCO_JUDGE_BLUFF_PENALTY    0.3
#define TRUCO_JUDGE_HOPELESS_PENALTY 0.7

gboolean    truco_bot_judge           (const TrucoRules        *rules,
                                       const TrucoView         *view,
                                       const TrucoBotKnowledge *knowledge,
                                       TrucoGame               *lookahead,
                                       guint                    n_deals,
                                       guint64                  seed,
                                       GCancellable            *cancellable,
                                       TrucoJudgement          *judgement);

/* The weighted share of deals consistent with @view (and what was said)
 * in which @points beats the best of the other sides' (ties to the mano). */
double      truco_bot_points_beats    (const TrucoRules        *rules,
                                       const TrucoView         *view,
                                       const TrucoBotKnowledge *knowledge,
                                       int                      points,
                                       guint                    n_deals,
                                       guint64                  seed);

/* The same share under uniform sampling, ignoring what was said. */
double      truco_bot_points_beats_uniform (const TrucoRules *rules,
                                            const TrucoView  *view,
                                            int               points,
                                            guint             n_deals,
                                            guint64           seed);

/* Who should act now among the seats that may (the seat whose turn it is
 * when it may), or -1 when nobody may. */
int         truco_bot_next_seat       (TrucoGame          *game);

G_END_DECLS
