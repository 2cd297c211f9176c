/* truco-game-private.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "truco-game.h"
#include "truco-variant-private.h"

G_BEGIN_DECLS

/* Declarations of three kept cards: -1 when the hand has none. */
int truco_game_eval_envido (const TrucoRules *rules,
                            const TrucoCard   cards[3]);
int truco_game_eval_flor   (const TrucoRules *rules,
                            const TrucoCard   cards[3]);
int truco_game_eval_embit  (const TrucoRules *rules,
                            const TrucoCard   cards[3]);

guint                truco_game_get_n_deck_cards (TrucoGame    *self);
const TrucoLadder   *truco_game_get_ladder       (TrucoGame    *self,
                                                  TrucoBetKind  bet);
const TrucoBet      *truco_game_get_bet          (TrucoGame    *self,
                                                  TrucoBetKind  bet);
/* The bet whose answer is awaited (the top of the stack, or a first flor
 * nobody answered yet), or -1. */
int                  truco_game_get_pending_bet  (TrucoGame    *self);

/* For tests and fuzzing: NULL, or what is inconsistent in the hand. */
const char          *truco_game_check_invariants (TrucoGame    *self);

/* ---- shared by the rooms of truco-game ---- */
/*
 * TrucoGame is written in rooms, one file each: truco-game.c (the object,
 * the match, applying an action), truco-game-deal.c (the deal and the
 * seats), truco-game-calls.c (the calls and their windows),
 * truco-game-tricks.c (the play of tricks), truco-game-credit.c
 * (crediting and its explanations) and truco-game-words.c (log words and
 * text).  What they share is below: the object's state, small helpers,
 * and the functions one room calls in another.
 */

#define PARDA 3
#define NOT_PLAYED 255
#define MAX_CREDITS TRUCO_VIEW_MAX_CREDITS

struct _TrucoGame
{
  GObject          parent_instance;

  /* From here to the credits: plain state, copied byte for byte by
   * truco_game_copy_into() (pointers are to static tables, or to the rules,
   * which are shared by reference). */
  TrucoRules      *rules;
  guint64          seed;
  guint64          rng;

  /* Configuration, fixed for the game. */
  const TrucoVariantPlay *play;   /* how the variant is played */
  gboolean         decl_envido;   /* envidos (ar) */
  gboolean         decl_embit;    /* embits (tyf) */
  guint            n_seats;
  guint            n_sides;       /* sides of a hand: 2, or 3 (Put for three) */
  guint            n_accounts;    /* scores kept */
  gboolean         gallo;         /* ar, 3 players */
  gboolean         gallo_turno;
  gboolean         pica_table;    /* ar with 6 or 8 */
  guint            pica_until;
  guint            target;
  guint            half;          /* malas/buenas boundary, 0 for none */
  guint            games_to_win;
  TrucoDeck        deck;
  const TrucoCard *deck_cards;
  guint            n_deck_cards;
  const guint8    *class_of;
  const TrucoLadder *ladders[TRUCO_N_BETS]; /* the rule set's, NULL for none */
  gboolean         flor_enabled;
  gboolean         envido_enabled;   /* envido (ar) or embit (tyf) */
  gboolean         captain_answers;
  gboolean         one_card_option;
  gboolean         bonus_cards;
  gboolean         put_fold;
  gboolean         out_of_turn;
  gboolean         higher_total;
  gboolean         resto_takes_game;
  gboolean         immediate;     /* credit_timing=immediate */
  guint            pido_false_value;
  TrucoAllParda    all_parda;
  char             seat_names[TRUCO_GAME_MAX_SEATS][4];
  guint8           account_of[TRUCO_GAME_MAX_SEATS];  /* fixed seat → account */

  /* Match. */
  guint            score[3];
  guint            games_won[3];
  guint            hand_number;
  guint            dealer;
  gboolean         over;

  /* Hand. */
  TrucoPhase       phase;
  guint            hand_actions;
  guint8           side_of[TRUCO_GAME_MAX_SEATS];
  TrucoCard        held[TRUCO_GAME_MAX_SEATS][4];
  guint8           n_held[TRUCO_GAME_MAX_SEATS];
  TrucoCard        kept[TRUCO_GAME_MAX_SEATS][3];     /* the three cards of the deal, for declarations */
  gint8            envido_of[TRUCO_GAME_MAX_SEATS];
  gint8            flor_of[TRUCO_GAME_MAX_SEATS];     /* -1 for none */
  guint            stock_pos;                         /* next undealt card (French redeal) */
  guint            shuffled_to;                       /* the stock is shuffled up to here */
  TrucoCard        shuffled[52];
  guint8           active;          /* seats playing this hand or duel */
  guint8           folded;
  guint8           played_first;    /* seats that played a card in trick 1 */
  guint8           declared;        /* Truc y Flou: used their one declaration */
  guint8           lost_initiative; /* opened with truco: no envido */
  guint            trick;
  guint            turn;
  guint            leader;
  TrucoCard        table[TRUCO_GAME_MAX_SEATS];
  guint8           trick_result[3];
  TrucoCard        played[3][TRUCO_GAME_MAX_SEATS];   /* what each seat laid in each trick */
  gint8            declared_value[TRUCO_GAME_MAX_SEATS]; /* envido declared in the showdown, -1 */
  guint            mano;             /* of the hand or duel */
  gboolean         one_card;
  guint            fixed_stake;      /* Catalan eleven: 3; one-card: 1; 0 none */
  gboolean         no_raise;
  TrucoBet         bets[TRUCO_N_BETS];
  TrucoBetStack    stack;
  gboolean         flor_open;        /* a first flor waits (non-blocking) */
  guint8           flor_sung;
  guint8           flor_false_sides;
  int              flor_first_side;
  gboolean         flor_settled;
  gboolean         flor_credited;    /* the flor contest was compared */
  /* Envido showdown. */
  guint8           sd_order[TRUCO_GAME_MAX_SEATS];
  guint            sd_n, sd_pos;
  int              sd_best_seat, sd_best_value;
  int              sd_other_seat, sd_other_value;
  /* Put for three. */
  guint8           put_answered;
  guint8           put_resigned;
  /* French redeal. */
  guint8           redeal_agreed;
  gboolean         redeal_refused;
  /* Catalan eleven. */
  int              eleven_side;
  /* Pica-pica. */
  gboolean         pica;
  guint            duel, n_duels;
  guint8           duel_seats[4][2];
  /* End of hand. */
  int              hand_winner;      /* -1 nobody */
  gboolean         hand_done;
  guint            pf_side;          /* pido flor: the side deciding */
  guint            pf_sides_done;
  TrucoCredit      credits[MAX_CREDITS];
  guint            n_credits;

  gboolean         record;
  gboolean         listening;   /* TrucoGame::event has handlers (during an apply) */
  GArray          *events;

  /* The last list of legal actions and the state it was made for. */
  guint64          version;
  guint64          cached_version;
  guint            n_cached;
  TrucoAction      cached[TRUCO_GAME_MAX_ACTIONS];
};

static inline gboolean
seat_in (guint8 mask, guint seat)
{
  return (mask >> seat) & 1;
}

static inline guint
next_seat (TrucoGame *self, guint seat)
{
  return (seat + 1) % self->n_seats;
}

static inline gboolean
seat_playing (TrucoGame *self, guint seat)
{
  return seat_in (self->active, seat) && !seat_in (self->folded, seat);
}

static inline guint
other_side (guint side)
{
  return side == 0 ? 1 : 0;
}

/* Events are made when they are recorded or someone listens. */
static inline gboolean
wants_events (TrucoGame *self)
{
  return self->record || self->listening;
}

/* Zeroes the fields an action kind does not use, so that equal actions
 * are equal bytes (see truco_action_equal()). */
static inline void
normalize (TrucoAction *a)
{
  if (a->kind != TRUCO_ACTION_CALL && a->kind != TRUCO_ACTION_ACCEPT && a->kind != TRUCO_ACTION_REJECT)
    a->bet = 0;
  if (a->kind != TRUCO_ACTION_CALL)
    a->row = 0;
}

/* truco-game.c */
G_GNUC_INTERNAL void emit (TrucoGame *self, const TrucoEvent *event);
G_GNUC_INTERNAL void emit_simple (TrucoGame *self, TrucoEventKind kind, int seat, int side, guint value);
G_GNUC_INTERNAL void game_won (TrucoGame *self, int winner, gboolean cut_short);
G_GNUC_INTERNAL void end_of_play (TrucoGame *self, int winner, gboolean refused);

/* truco-game-deal.c */
G_GNUC_INTERNAL void deal_from_stock (TrucoGame *self);
G_GNUC_INTERNAL void set_kept (TrucoGame *self);
G_GNUC_INTERNAL void start_hand (TrucoGame *self);
G_GNUC_INTERNAL void start_play (TrucoGame *self);
G_GNUC_INTERNAL void start_duel (TrucoGame *self);
G_GNUC_INTERNAL guint next_active (TrucoGame *self, guint seat);
G_GNUC_INTERNAL gboolean holds (TrucoGame *self, guint seat, TrucoCard card);
G_GNUC_INTERNAL gboolean side_has_players (TrucoGame *self, guint side);
G_GNUC_INTERNAL guint captain_of (TrucoGame *self, guint side);

/* truco-game-calls.c */
G_GNUC_INTERNAL gboolean truco_accepted (TrucoGame *self);
G_GNUC_INTERNAL gboolean flor_window (TrucoGame *self, guint seat);
G_GNUC_INTERNAL gboolean truco_window (TrucoGame *self);
G_GNUC_INTERNAL guint list_actions (TrucoGame *self, TrucoAction *out);
G_GNUC_INTERNAL void advance_showdown (TrucoGame *self);
G_GNUC_INTERNAL void flor_accepted (TrucoGame *self);
G_GNUC_INTERNAL void apply_reject (TrucoGame *self, guint seat, guint bet);
G_GNUC_INTERNAL void apply_accept (TrucoGame *self, guint seat, guint bet);
G_GNUC_INTERNAL void apply_call (TrucoGame *self, const TrucoAction *a);
G_GNUC_INTERNAL void apply_pido_flor (TrucoGame *self, guint seat, guint target);

/* truco-game-tricks.c */
G_GNUC_INTERNAL void resolve_trick (TrucoGame *self);
G_GNUC_INTERNAL int hand_result (TrucoGame *self);
G_GNUC_INTERNAL gboolean trick_complete (TrucoGame *self);
G_GNUC_INTERNAL void remove_card (TrucoGame *self, guint seat, TrucoCard card);
G_GNUC_INTERNAL guint count_playing (TrucoGame *self);
G_GNUC_INTERNAL void check_folded (TrucoGame *self);
G_GNUC_INTERNAL void apply_play (TrucoGame *self, guint seat, TrucoCard card);
G_GNUC_INTERNAL void apply_mazo (TrucoGame *self, guint seat);

/* truco-game-credit.c */
G_GNUC_INTERNAL guint8 side_accounts (TrucoGame *self, int side);
G_GNUC_INTERNAL void fill_context (TrucoGame *self, TrucoBetContext *ctx);
G_GNUC_INTERNAL TrucoCredit *add_credit (TrucoGame *self, TrucoCreditReason reason, guint side, TrucoBetKind bet, guint points);
G_GNUC_INTERNAL void finish_hand (TrucoGame *self);
G_GNUC_INTERNAL void take_back (TrucoGame *self, const TrucoCredit *c);
G_GNUC_INTERNAL void credit_immediately (TrucoGame *self);
G_GNUC_INTERNAL void credit_uncontested_flor (TrucoGame *self);
G_GNUC_INTERNAL void credit_envido_winner (TrucoGame *self, int seat, int value, int other_seat, int other_value);

/* truco-game-words.c */
G_GNUC_INTERNAL const TrucoLadderStep *pending_row (TrucoGame *self, guint bet);

G_END_DECLS
