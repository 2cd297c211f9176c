/* truco-game.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "truco-card.h"
#include "truco-ladder.h"
#include "truco-variant.h"

G_BEGIN_DECLS

#define TRUCO_GAME_ERROR (truco_game_error_quark ())

typedef enum {
  TRUCO_GAME_ERROR_ILLEGAL, /* the action breaks a rule now */
  TRUCO_GAME_ERROR_PARSE,   /* a malformed log line */
} TrucoGameError;

GQuark truco_game_error_quark (void);

#define TRUCO_GAME_MAX_SEATS 8
#define TRUCO_GAME_MAX_ACTIONS 64

/**
 * TrucoActionKind:
 * What a seat can do.  The words in game logs are given after each.
 */
typedef enum {
  TRUCO_ACTION_PLAY,         /* "play 7E" */
  TRUCO_ACTION_CALL,         /* a ladder call: "envido", "truco", "raise 7", "quiero-retruco" */
  TRUCO_ACTION_ACCEPT,       /* "quiero", "vull", "cantar", "con-flor-quiero"… */
  TRUCO_ACTION_REJECT,       /* "no-quiero", "fold", "resign", "con-flor-me-achico"… */
  TRUCO_ACTION_DECLARE,      /* "declare 33": the points of an envido showdown */
  TRUCO_ACTION_SON_BUENAS,   /* "son-buenas" */
  TRUCO_ACTION_MAZO,         /* "mazo": irse al mazo; Put: throw up the hand */
  TRUCO_ACTION_DISCARD,      /* "discard 4C": the gallo's fourth card */
  TRUCO_ACTION_PIDO_FLOR,    /* "pido-flor B1" */
  TRUCO_ACTION_PASS,         /* "pass": no pido flor */
  TRUCO_ACTION_CUT,          /* "cut" (Catalan, the player at the dealer's left) */
  TRUCO_ACTION_KNOCK,        /* "knock" */
  TRUCO_ACTION_DEAL_ONE,     /* "deal-one" */
  TRUCO_ACTION_DEAL_THREE,   /* "deal-three" */
  TRUCO_ACTION_CONCEDE,      /* "concede": a Catalan side at eleven gives 1 */
  TRUCO_ACTION_PLAY_ELEVEN,  /* "play-for-three" */
  TRUCO_ACTION_REDEAL,       /* "redeal": French eldest proposes a redeal */
  TRUCO_ACTION_AGREE,        /* "agree" */
  TRUCO_ACTION_INSIST,       /* "insist": play the hands as dealt */
  TRUCO_N_ACTION_KINDS
} TrucoActionKind;

/**
 * TrucoAction:
 * One action: a small value.
 */
typedef struct {
  guint8 kind;   /* TrucoActionKind */
  guint8 seat;
  guint8 bet;    /* TrucoBetKind for CALL, ACCEPT, REJECT */
  guint8 row;    /* the row of the bet table for CALL */
  guint8 value;  /* card (PLAY, DISCARD), chosen value (CALL), points (DECLARE), seat (PIDO_FLOR) */
} TrucoAction;

gboolean truco_action_equal (const TrucoAction *a,
                             const TrucoAction *b);

typedef enum {
  TRUCO_PHASE_CUT,          /* Catalan: cut or knock */
  TRUCO_PHASE_ONE_CARD,     /* Catalan: the dealer deals one card or three */
  TRUCO_PHASE_ELEVEN,       /* Catalan: a side at eleven plays for three or concedes */
  TRUCO_PHASE_DISCARD,      /* gallo: the fourth card */
  TRUCO_PHASE_REDEAL,       /* French: the others agree to a redeal or insist */
  TRUCO_PHASE_PLAY,         /* tricks and calls */
  TRUCO_PHASE_SHOWDOWN,     /* envido declarations */
  TRUCO_PHASE_PIDO_FLOR,    /* end of hand: challenge an unsung flor */
  TRUCO_PHASE_MATCH_OVER,
} TrucoPhase;

/**
 * TrucoCreditReason:
 * Why points were credited.
 */
typedef enum {
  TRUCO_CREDIT_HAND,             /* won the hand (tricks) at its value */
  TRUCO_CREDIT_REFUSED,          /* a call was refused: the caller scores */
  TRUCO_CREDIT_FOLD,             /* the other side went to the deck */
  TRUCO_CREDIT_ENVIDO,           /* won the accepted envido (or embit) comparison */
  TRUCO_CREDIT_FLOR,             /* won the flor contest */
  TRUCO_CREDIT_FLOR_UNCONTESTED, /* 3 per flor nobody answered */
  TRUCO_CREDIT_PIDO_FLOR,        /* caught an unsung flor */
  TRUCO_CREDIT_PIDO_FLOR_WRONG,  /* asked for a flor that was not there */
  TRUCO_CREDIT_BONUS_CARD,       /* Truc y Flou: the Sword or the Club was played */
  TRUCO_CREDIT_ELEVEN_CONCEDED,  /* Catalan: a side at eleven conceded */
  TRUCO_CREDIT_ROUND,            /* won the round outright (restou y troucou) */
} TrucoCreditReason;

/**
 * TrucoCredit:
 * A structured explanation of points credited.
 */
typedef struct {
  guint8      reason;       /* TrucoCreditReason */
  guint8      side;         /* the side credited (hand side) */
  guint8      bet;          /* TrucoBetKind the points came from */
  guint8      duel;         /* pica-pica duel (0 otherwise) */
  guint16     points;
  gint8       seat;         /* the seat whose cards won (or -1) */
  gint8       other_seat;   /* the seat it was compared with (or -1) */
  guint8      value;        /* the winning value (envido, flor, embit) */
  guint8      other_value;  /* the value it beat */
  guint8      trick[3];     /* trick results for the hand: 0 A, 1 B, 2 C, 3 parda, 255 not played */
  TrucoCard   cards[3];     /* the winning seat's three cards (envido, flor, embit, pido flor):
                             * truco_envido() and friends explain the value from them */
  gboolean    cancelled;    /* wiped out by a penalty (flor said without holding one) */
  gboolean    immediate;    /* credit_timing=immediate: credited as soon as its ladder was
                             * settled, before the end of the hand */
  guint8      accounts;     /* the score accounts credited (bit mask), set when credited */
  const char *ladder;       /* the bet table id, or NULL */
  char        sequence[64]; /* the calls: "envido real-envido" */
  /* What truco_credit_explain() needs to say why, as it stood when the
   * points were credited: */
  TrucoBet    calls;        /* the ladder the points came from (spec NULL for none) */
  guint16     score_at[2];  /* the two sides' scores the value was computed from */
  guint8      n_flors;      /* flors sung */
  gboolean    pica_pica;    /* a pica-pica duel */
  guint8      fixed_stake;  /* a stake no call changes: 3 at eleven, 1 one-card deal; 0 none */
  gboolean    one_card;     /* a one-card deal */
  guint8      mano_side;    /* the side of the mano (eldest) */
  guint8      dealer_side;  /* the dealer's side */
  guint8      hand_gallo;   /* gallo por turno: 1 + the seat of the hand's gallo (the
                             * dealer), else 0: its steps are said from the hand's sides */
} TrucoCredit;

typedef enum {
  TRUCO_EVENT_HAND_STARTED,  /* seat = dealer, value = hand number */
  TRUCO_EVENT_ACTION,        /* action */
  TRUCO_EVENT_TRICK,         /* value = trick index, seat = winner or -1 for parda */
  TRUCO_EVENT_HAND_ENDED,    /* side = winner or -1 */
  TRUCO_EVENT_CREDIT,        /* credit */
  TRUCO_EVENT_GAME_WON,      /* side = winner (chico, game, manche); credit.immediate when an
                              * immediate credit ended it before the hand was played out */
  TRUCO_EVENT_MATCH_WON,     /* side = winner */
} TrucoEventKind;

typedef struct {
  TrucoEventKind kind;
  gint8          seat;
  gint8          side;
  guint16        value;
  TrucoAction    action;
  guint8         answered_row; /* ACCEPT, REJECT: the row of the call answered (255 none) */
  gboolean       over_pending; /* CALL: said over a pending call ("quiero-retruco") */
  TrucoCredit    credit;
} TrucoEvent;

#define TRUCO_VIEW_MAX_CREDITS 24

/**
 * TrucoView:
 * The game as one seat may know it (truco_game_get_view()): a plain value
 * with nothing of the other seats' hidden cards.  Unused entries are zero
 * (cards: TRUCO_CARD_NONE).
 */
typedef struct {
  guint8      seat;                          /* whose view it is */
  guint8      n_seats, n_sides, n_scores;
  guint8      phase;                         /* TrucoPhase */
  guint8      dealer, mano, turn, leader;    /* seats */
  guint8      trick;                         /* tricks finished in the hand (or duel) */
  guint8      duel;                          /* pica-pica duel */
  guint16     hand_number;
  guint8      side_of[TRUCO_GAME_MAX_SEATS]; /* sides in this hand */
  guint8      active;                        /* seats in the hand or duel (mask) */
  guint8      folded;                        /* seats that left it (mask) */
  guint8      flor_sung;                     /* seats that sang flor (mask) */
  guint8      n_held[TRUCO_GAME_MAX_SEATS];  /* how many cards each seat holds */
  TrucoCard   hand[4];                       /* the seat's own cards */
  guint8      n_hand;
  TrucoCard   played[3][TRUCO_GAME_MAX_SEATS]; /* the card each seat laid in each trick */
  guint8      trick_result[3];               /* side, 3 parda, 255 not played */
  gint8       declared[TRUCO_GAME_MAX_SEATS];/* envido declared in the showdown, or -1 */
  TrucoBet    bets[TRUCO_N_BETS];            /* the calls and answers of the hand */
  guint16     score[3];
  guint8      games_won[3];
  guint16     target;
  guint8      n_credits;                     /* credits of the hand so far: the values */
  TrucoCredit credits[TRUCO_VIEW_MAX_CREDITS]; /* and cards shown */
  guint8      n_actions;                     /* what the seat may do now */
  TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
} TrucoView;

#define TRUCO_TYPE_GAME (truco_game_get_type ())
G_DECLARE_FINAL_TYPE (TrucoGame, truco_game, TRUCO, GAME, GObject)

TrucoGame   *truco_game_new              (const TrucoRules  *rules,
                                          guint64            seed);
/* What @seat may know of the game, never another seat's hidden cards. */
void         truco_game_get_view         (TrucoGame         *self,
                                          guint              seat,
                                          TrucoView         *view);
guint64      truco_view_hash             (const TrucoView   *view,
                                          guint64            seed);
/**
 * TrucoSampleConstraints:
 * What a sample of the hidden cards must satisfy, per seat: @envido the
 * envido of its three cards (-1: any); @flor 1 holds a flor, 0 holds none
 * (-1: any).
 */
typedef struct {
  gint8 envido[TRUCO_GAME_MAX_SEATS];
  gint8 flor[TRUCO_GAME_MAX_SEATS];
} TrucoSampleConstraints;

void         truco_sample_constraints_from_view (TrucoSampleConstraints *constraints,
                                                 const TrucoView        *view);
/* Deals the cards @view's seat has not seen among the other seats, as
 * many as each holds, consistently with @view and @constraints. */
gboolean     truco_game_sample_hands     (const TrucoRules             *rules,
                                          const TrucoView              *view,
                                          const TrucoSampleConstraints *constraints,
                                          guint64                      *rng,
                                          guint                         max_tries,
                                          TrucoCard                     hands[TRUCO_GAME_MAX_SEATS][4]);
/* Gives the other seats those cards (on a copy, for look-ahead). */
gboolean     truco_game_set_hidden_hands (TrucoGame         *self,
                                          guint              seat,
                                          const TrucoCard    hands[TRUCO_GAME_MAX_SEATS][4]);
/* An independent copy for look-ahead (recording off); copy_into reuses a
 * game and allocates nothing. */
TrucoGame   *truco_game_copy             (TrucoGame         *self);
void         truco_game_copy_into        (TrucoGame         *dest,
                                          TrucoGame         *src);
const TrucoRules *truco_game_get_rules   (TrucoGame         *self);
guint64      truco_game_get_seed         (TrucoGame         *self);

/* Seats and sides. */
guint        truco_game_get_n_seats      (TrucoGame         *self);
guint        truco_game_get_n_sides      (TrucoGame         *self);
/* "A1", "B2"… static. */
const char  *truco_game_get_seat_name    (TrucoGame         *self,
                                          guint              seat);
int          truco_game_find_seat        (TrucoGame         *self,
                                          const char        *name);
/* The side of @seat in the current hand (gallo por turno changes it). */
guint        truco_game_get_seat_side    (TrucoGame         *self,
                                          guint              seat);
guint        truco_game_get_dealer       (TrucoGame         *self);
guint        truco_game_get_mano         (TrucoGame         *self);
guint        truco_game_get_hand_number  (TrucoGame         *self);
TrucoPhase   truco_game_get_phase        (TrucoGame         *self);
gboolean     truco_game_is_over          (TrucoGame         *self);
/* Scores of the score accounts: sides, or players when each scores for
 * himself (gallo por turno, Put for three). */
guint        truco_game_get_n_scores     (TrucoGame         *self);
guint        truco_game_get_score        (TrucoGame         *self,
                                          guint              account);
guint        truco_game_get_games_won    (TrucoGame         *self,
                                          guint              account);
guint        truco_game_get_target       (TrucoGame         *self);
char        *truco_game_describe_score   (TrucoGame         *self,
                                          guint              account);
int          truco_game_get_pie          (TrucoGame         *self,
                                          guint              side);
/* The seats that answer the call of @bet waiting for an answer (a
 * mask): the other side's players, only its captain for a Catalan truc
 * with captains answering, the next opponent of a put for three.  For a
 * call waiting under another ("el envido está primero"), the seats that
 * answer it once the call above is settled.  0 when none waits. */
guint        truco_game_get_answerers    (TrucoGame         *self,
                                          guint              bet);
/* The cards @seat holds now. */
guint        truco_game_get_hand         (TrucoGame         *self,
                                          guint              seat,
                                          TrucoCard         *cards);

/* Gives the cards of the next deal instead of shuffling: @cards holds
 * the cards of each seat in seat order, @per_seat each (4 for the gallo).
 * Only before the hand's first action. */
gboolean     truco_game_set_deal         (TrucoGame         *self,
                                          const TrucoCard   *cards,
                                          guint              n_cards,
                                          GError           **error);
gboolean     truco_game_needs_deal       (TrucoGame         *self);

/* The legal actions now (of every seat that may act), into @actions
 * (at least TRUCO_GAME_MAX_ACTIONS long).  Returns how many. */
guint        truco_game_list_actions     (TrucoGame         *self,
                                          TrucoAction       *actions);
/* Applies @action, or refuses it with the reason (TRUCO_ERROR_ILLEGAL)
 * and changes nothing. */
gboolean     truco_game_apply            (TrucoGame         *self,
                                          const TrucoAction *action,
                                          GError           **error);

/* Events since the game began (or since the last clear). */
const TrucoEvent *truco_game_get_events  (TrucoGame         *self,
                                          guint             *n_events);
void         truco_game_clear_events     (TrucoGame         *self);
/* Off for speed: no events are kept. */
void         truco_game_set_record_events (TrucoGame        *self,
                                           gboolean          record);

/* Formats @action as a game-log line ("A1 play 7E") into @buf. */
void         truco_game_format_action    (TrucoGame         *self,
                                          const TrucoAction *action,
                                          char              *buf,
                                          gsize              size);
/* Parses "A1 play 7E" (without line number handling). */
gboolean     truco_game_parse_action     (TrucoGame         *self,
                                          const char        *line,
                                          TrucoAction       *action,
                                          GError           **error);
/* Why a credit scored what it did: the steps of truco-explanation.h
 * (what each call added, the comparison, the tricks, who scores). */
void         truco_credit_explain        (TrucoGame         *self,
                                          const TrucoCredit *credit,
                                          TrucoExplanation  *explanation);
/* The same steps as translated sentences joined by spaces. */
char        *truco_credit_describe       (TrucoGame         *self,
                                          const TrucoCredit *credit);
/* The same, said as @style says (to a reader: "you", "Ana"). */
char        *truco_credit_describe_styled (TrucoGame                   *self,
                                           const TrucoCredit           *credit,
                                           const TrucoExplanationStyle *style);
/* Makes @style speak to the player in @reader, naming the other seats
 * with @seat_names (by seat; kept as pointers). */
void         truco_game_set_style_reader (TrucoGame             *self,
                                          TrucoExplanationStyle *style,
                                          guint                  reader,
                                          const char * const    *seat_names);
/* A one-line, untranslated digest of an event (for logs and tests). */
void         truco_game_format_event     (TrucoGame         *self,
                                          const TrucoEvent  *event,
                                          char              *buf,
                                          gsize              size);

G_END_DECLS
