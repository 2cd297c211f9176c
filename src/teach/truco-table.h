/* truco-table.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The practice table's model: one game of any variant and player count,
 * the learner at one seat and bots at the others (partners too).  The
 * learner's seat is driven through this API (what the UI calls); bots
 * act on the main loop at the chosen pace, the strong bot's look-ahead
 * in a worker thread.  A match is saved as its game log.
 */

#pragma once

#include <gio/gio.h>

#include "truco-bot.h"
#include "truco-coach.h"
#include "truco-game.h"
#include "truco-signal.h"

G_BEGIN_DECLS

#define TRUCO_TABLE_ERROR (truco_table_error_quark ())

typedef enum
{
  TRUCO_TABLE_ERROR_NOT_YOUR_TURN, /* the action is not the learner's */
  TRUCO_TABLE_ERROR_DAMAGED,       /* a saved match that cannot be resumed */
} TrucoTableError;

GQuark truco_table_error_quark (void);

/* The pace of the bots: milliseconds between two bot actions. */
#define TRUCO_TABLE_DELAY_INSTANT 0
#define TRUCO_TABLE_DELAY_DEFAULT 900

/* Saved matches larger than this are damaged (a match is a few KB). */
#define TRUCO_TABLE_MAX_SAVE_SIZE (1024 * 1024)
#define TRUCO_TABLE_FILE_NAME "match.log"

/**
 * TrucoTableCall:
 * A call of the ladders in play, whether the learner may make it now, and
 * if not the engine's reason (translated) for a disabled button's tooltip.
 */
typedef struct
{
  TrucoAction action;
  gboolean    enabled;
  char        name[32];  /* as players say it: "real envido" (not translated) */
  const char *reason;    /* NULL when enabled; owned by the table until the next change */
} TrucoTableCall;

/* A "no trick winner yet" in TrucoTableShown.trick_winner. */
#define TRUCO_TABLE_TRICK_OPEN (-2)
#define TRUCO_TABLE_TRICK_TIED (-1)

/**
 * TrucoTableShown:
 * What the table shows the learner.  While the end of a hand is held,
 * the view as the hand ended (the last card laid, the tricks, the score
 * before a chico's reset), every hand as it was dealt and whether a
 * chico or the match was won; else the game now.  And what a view lacks:
 * who won each trick, and what each seat said that still matters (a
 * bubble at the seat: "real envido", "quiero", "27", "son buenas").
 */
typedef struct
{
  TrucoView view;
  gboolean  ended;                              /* the end of a hand is held */
  gint8     trick_winner[3];                    /* a seat, TRUCO_TABLE_TRICK_TIED or _OPEN */
  guint8    order[3][TRUCO_GAME_MAX_SEATS];     /* the seats in the order they laid each trick */
  guint8    n_order[3];
  TrucoCard hands[TRUCO_GAME_MAX_SEATS][4];     /* every hand as dealt: the learner's always
                                                 * (in a fixed order), the others when ended */
  guint8    n_hands[TRUCO_GAME_MAX_SEATS];
  gint8     game_winner;                        /* when ended: the score account that won a chico
                                                 * (game) in that hand, else -1 */
  gboolean  match_over;
  char      bubble[TRUCO_GAME_MAX_SEATS][48];   /* as players say it, never translated; "" none */
} TrucoTableShown;

#define TRUCO_TYPE_TABLE (truco_table_get_type ())

G_DECLARE_FINAL_TYPE (TrucoTable, truco_table, TRUCO, TABLE, GObject)

/* A new match under @rules ("players" among them); the learner at
 * @learner_seat, bots of @level everywhere else.  Nothing moves until
 * truco_table_start(). */
TrucoTable    *truco_table_new              (const TrucoRules  *rules,
                                             guint              learner_seat,
                                             TrucoBotLevel      level,
                                             guint64            seed);
/* Resumes a match saved at @path.  A damaged save is renamed aside
 * (@path.broken-DATE) and @error says so (TRUCO_TABLE_ERROR_DAMAGED);
 * a missing one is G_IO_ERROR_NOT_FOUND. */
TrucoTable    *truco_table_new_from_file    (const char        *path,
                                             GError           **error);
/* The same from a save's text (never sets anything aside). */
TrucoTable    *truco_table_new_from_data    (const char        *text,
                                             gsize              length,
                                             GError           **error);
/* $XDG_DATA_HOME/io.github.truquero.Truquero/match.log, next to the progress. */
char          *truco_table_get_default_path (void);
/* Where a match under @rules is saved: one file per variant and set of
 * house rules beside @base ("match-ar.log", "match-ar-1a2b3c4d5e6f.log"). */
char          *truco_table_get_save_path    (const char        *base,
                                             const TrucoRules  *rules);
/* Resumes the match saved for @rules beside @base (taking over a save at
 * @base itself, of an older Truquero, made under the same rules); errors
 * as truco_table_new_from_file(). */
TrucoTable    *truco_table_resume           (const char        *base,
                                             const TrucoRules  *rules,
                                             GError           **error);

/* Saves atomically (the log of the match so far); anything at @path that
 * is not a file is set aside first. */
gboolean       truco_table_save             (TrucoTable        *self,
                                             const char        *path,
                                             GError           **error);
/* After a save failed: the sentence to tell the learner, once until a
 * save works again; otherwise NULL. */
char          *truco_table_take_save_message (TrucoTable       *self);
/* The save's text: a game log with the table's settings in comments. */
char          *truco_table_dup_log          (TrucoTable        *self);

void           truco_table_start            (TrucoTable        *self);
void           truco_table_set_delay        (TrucoTable        *self,
                                             guint              delay_ms);
guint          truco_table_get_delay        (TrucoTable        *self);
/* With @hold, the table stops when a hand ends (the learner reads what
 * happened and the review): nobody moves, the learner's actions are
 * refused, until truco_table_next_hand(). */
void           truco_table_set_hold_between_hands (TrucoTable  *self,
                                                   gboolean     hold);
gboolean       truco_table_is_held          (TrucoTable        *self);
void           truco_table_next_hand        (TrucoTable        *self);
void           truco_table_set_seat_level   (TrucoTable        *self,
                                             guint              seat,
                                             TrucoBotLevel      level);
TrucoBotLevel  truco_table_get_seat_level   (TrucoTable        *self,
                                             guint              seat);

/* For drawing: read only; never apply actions to it. */
TrucoGame     *truco_table_get_game         (TrucoTable        *self);
const TrucoRules *truco_table_get_rules     (TrucoTable        *self);
guint          truco_table_get_learner_seat (TrucoTable        *self);
/* What the learner may know (what the UI shows). */
void           truco_table_get_view         (TrucoTable        *self,
                                             TrucoView         *view);
/* What is shown (read only, valid until the table changes). */
const TrucoTableShown *truco_table_get_shown (TrucoTable        *self);
/* The moves made in the match so far (every seat's). */
guint          truco_table_get_n_moves      (TrucoTable        *self);
/* A bot is about to act or thinking. */
gboolean       truco_table_is_busy          (TrucoTable        *self);

/* The learner's legal actions now (TRUCO_GAME_MAX_ACTIONS long). */
guint          truco_table_list_actions     (TrucoTable        *self,
                                             TrucoAction       *actions);
/* Every call of the ladders in play, enabled or with the engine's reason
 * why not; and the flor calls of a variant whose flor the house rules
 * turned off, disabled, with that as their reason. */
const TrucoTableCall *truco_table_list_calls (TrucoTable       *self,
                                              guint            *n_calls);
/* The learner's action; refused with the engine's reason. */
gboolean       truco_table_apply            (TrucoTable        *self,
                                             const TrucoAction *action,
                                             GError           **error);

/* The coach, in a worker (the table stays alive until it finishes; cancel
 * @cancellable when closing).  The hint is for the learner's move now. */
void           truco_table_hint_async       (TrucoTable          *self,
                                             GCancellable        *cancellable,
                                             GAsyncReadyCallback  callback,
                                             gpointer             user_data);
gboolean       truco_table_hint_finish      (TrucoTable          *self,
                                             GAsyncResult        *result,
                                             TrucoCoachHint      *hint,
                                             GError             **error);
/* The learner's decisions in the last hand that ended (what the review
 * grades); 0 before the first one ends. */
guint          truco_table_get_n_reviewable (TrucoTable          *self);
/* TrucoCoachVerdicts of the last hand that ended, the costliest first. */
void           truco_table_review_hand_async (TrucoTable         *self,
                                              GCancellable       *cancellable,
                                              GAsyncReadyCallback callback,
                                              gpointer            user_data);
GPtrArray     *truco_table_review_hand_finish (TrucoTable        *self,
                                               GAsyncResult      *result,
                                               GError           **error);

/* The table in words (truco-table-text.c), translated: "You" or a bot's
 * name; the learner's move as a button label ("Play the ace of swords",
 * "Accept the truco: quiero"); an event as one sentence of the move log
 * ("Ana calls envido."), or NULL for one it does not show.  Describe an
 * event in the "event" handler: the words depend on the game as it is. */
const char    *truco_table_get_seat_name    (TrucoTable          *self,
                                             guint                seat);
char          *truco_table_describe_action  (TrucoTable          *self,
                                             const TrucoAction   *action);
char          *truco_table_describe_event   (TrucoTable          *self,
                                             const TrucoEvent    *event);

/* Señas: the signals a bot partner showed the learner in this hand (a
 * mask of 1 << TrucoSignal; also announced one by one by the
 * "partner-signal" signal), and one in words: "Your partner raises the
 * eyebrows: the ace of swords." */
guint          truco_table_get_signals      (TrucoTable          *self,
                                             guint                seat);
char          *truco_table_describe_signal  (TrucoTable          *self,
                                             guint                seat,
                                             TrucoSignal          signal);

/* What the hand waits for, in a sentence from the learner's point of
 * view ("Ana called truco; your side answers."), NULL for nothing (never
 * while the end of a hand is held); what the hand is worth and what each
 * answer would make it ("With quiero it is played for 2 points…"); whose
 * turn it is ("Your turn.", "Ana is thinking…"), given the seat of a bot
 * thinking or -1. */
char          *truco_table_describe_pending (TrucoTable          *self);
char          *truco_table_describe_stake   (TrucoTable          *self);
/* The same, shorter for a phone: while a call waits for the learner's
 * side, only what each answer would make it (the answers say what the
 * hand is then worth). */
char          *truco_table_describe_stake_brief (TrucoTable      *self);
char          *truco_table_describe_turn    (TrucoTable          *self,
                                             int                  thinking);
/* A credit's explanation said to the learner ("You call envido…",
 * "Ana has an envido of 33…"), one paragraph. */
char          *truco_table_format_explanation (TrucoTable             *self,
                                               const TrucoExplanation *explanation);
/* "2 chicos won" (games, rounds: as the game names them). */
char          *truco_table_describe_games_won (TrucoTable        *self,
                                               guint              n);

/* For tests: look-ahead workers still running, of every table. */
guint          truco_table_get_n_workers    (void);

G_END_DECLS
