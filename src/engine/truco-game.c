/* truco-game.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "truco-error.h"
#include "truco-eval.h"
#include "truco-game.h"
#include "truco-game-private.h"
#include "truco-score.h"
#include "truco-variant-private.h"

/*
 * TrucoGame plays hands and matches of every variant (rules.md §2–§6).
 *
 * The whole state is plain arrays inside the object: listing and applying
 * actions allocate nothing (events are appended to an array that keeps its
 * capacity).  Every action is checked by looking it up in the list of legal
 * actions, so what is offered and what applies can never disagree.
 *
 * Decisions where rules.md is silent (also listed in the report):
 * - The first dealer is the last seat, so A1 is the mano of the first hand.
 * - Calls are made on the caller's turn or as an answer (rules.md §2.6
 *   ASSUMPTION); with truco_out_of_turn=on the side holding the raise right
 *   may also raise out of turn.
 * - Any member of the answering side may answer a call (answers bind the
 *   side, §2.7); with cat_captain_answers=on only the captain may, and any
 *   player of that side accepts by playing his card (§3).
 * - Irse al mazo is offered on one's turn when nothing waits for an answer.
 * - Flor is mandatory by rule, not by force: a player may forget (or hide)
 *   it and be caught by pido flor at the end of the hand (§2.9, §2.11).  A
 *   player may also say flor without holding one; his side then loses every
 *   point it made in the hand (§2.11).  Answers to a flor (con flor quiero,
 *   me achico, contraflor…) need a real flor.
 * - Envido declarations are the player's true count (the engine does not
 *   model lying); Truc y Flou embits and all flors are compared from the
 *   cards without declarations.
 * - Pica-pica duels are played one after the other; their points are
 *   credited together at the end of the deal.  With 8 players each even seat
 *   duels with the opponent n/2 + 1 seats on (with 6: the one opposite).
 * - Catalan one-card deal: each player keeps the first card of his deal.
 * - French redeal: new hands come from the stock while it lasts; anyone who
 *   insists ends the proposal for this hand.
 * - Truc y Flou: restou y troucou accepted ends the hand; the better embit
 *   wins the round.
 * - credit_timing=immediate (§2.4, C3): the points of a flor or envido
 *   ladder are credited when it is settled (after the showdown), once no
 *   flor can be sung any more that would cancel it; if a side reaches the
 *   target, the chico ends there and the hand is not played out.  Points
 *   credited at once and cancelled later by pido flor are taken back at
 *   the end of the hand.
 * - Truc y Flou: "alimidou con flor" may be a bluff (§5.5); embits are
 *   compared from the cards, and when nobody holds one the earliest from
 *   the mano wins.
 * - Opening with truco loses the envido initiative (§2.11); the flor stays
 *   (it is mandatory, and pido flor catches it).
 * - Put for three (§6.2, extrapolated): the opponents answer a put in
 *   turn from the putter; a resigned player leaves the deal with the card
 *   he laid in the current trick.
 * - When several accounts reach the target with the same credit (the pair
 *   of a gallo por turno), the first account in seat order wins.
 * - Kibitzing in pica-pica (§2.11) has no action: the engine does not
 *   model table talk.
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
  const TrucoBetTable *tables[TRUCO_N_BETS];
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
  guint8           lost_initiative; /* opened with truco: no envido (§2.11) */
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

G_DEFINE_FINAL_TYPE (TrucoGame, truco_game, G_TYPE_OBJECT)

/* Actions are compared as bytes (normalize()). */
G_STATIC_ASSERT (sizeof (TrucoAction) == 5);

/**
 * truco_game_error_quark:
 *
 * The error domain of refused actions and malformed log lines.
 */
GQuark
truco_game_error_quark (void)
{
  return g_quark_from_static_string ("truco-game-error-quark");
}

/* ------------------------------------------------------------------ */
/* Small helpers                                                        */

static guint64
next_random (TrucoGame *self)
{
  /* splitmix64: deterministic on every platform. */
  guint64 z = (self->rng += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

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

static guint
other_side (guint side)
{
  return side == 0 ? 1 : 0;
}

enum {
  SIGNAL_EVENT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Events are made when they are recorded or someone listens. */
static inline gboolean
wants_events (TrucoGame *self)
{
  return self->record || self->listening;
}

static void
emit (TrucoGame *self, const TrucoEvent *event)
{
  if (self->record)
    g_array_append_vals (self->events, event, 1);
  if (self->listening)
    {
      g_autoptr(TrucoExplanation) explanation = NULL;

      if (event->kind == TRUCO_EVENT_CREDIT)
        {
          explanation = truco_explanation_new ();
          truco_credit_explain (self, &event->credit, explanation);
        }
      g_signal_emit (self, signals[SIGNAL_EVENT], 0, event, explanation);
    }
}

static guint8
side_accounts (TrucoGame *self, int side)
{
  guint8 mask = 0;

  if (side < 0)
    return 0;
  for (guint s = 0; s < self->n_seats; s++)
    if (self->side_of[s] == (guint) side)
      mask |= 1u << self->account_of[s];
  return mask;
}

static void
emit_simple (TrucoGame *self, TrucoEventKind kind, int seat, int side, guint value)
{
  TrucoEvent event;

  if (!wants_events (self))
    return;
  memset (&event, 0, sizeof event);
  event.kind = kind;
  event.seat = seat;
  event.side = side;
  event.value = value;
  if (kind == TRUCO_EVENT_HAND_ENDED)
    event.credit.accounts = side_accounts (self, side);
  emit (self, &event);
}

/* Scores of the two hand sides for falta and resto (§2.8): a side's score
 * is its account's (the best of its members' when each scores alone). */
static guint
side_score (TrucoGame *self, guint side)
{
  guint best = 0;

  for (guint s = 0; s < self->n_seats; s++)
    if (self->side_of[s] == side)
      best = MAX (best, self->score[self->account_of[s]]);
  return best;
}

static void
fill_context (TrucoGame *self, TrucoBetContext *ctx)
{
  /* truco_bet_context_init() without looking the options up every time. */
  memset (ctx, 0, sizeof *ctx);
  ctx->rules = self->rules;
  ctx->resto_takes_game = self->resto_takes_game;
  ctx->target = self->target;
  ctx->score[0] = side_score (self, 0);
  ctx->score[1] = side_score (self, 1);
  ctx->pica_pica = self->pica;
  ctx->n_flors = 0;
  for (guint s = 0; s < self->n_seats; s++)
    ctx->n_flors += seat_in (self->flor_sung, s);
}

/* ------------------------------------------------------------------ */
/* Declarations (evaluated once per hand)                               */

static void
evaluate_seat (TrucoGame *self, guint s)
{
  self->envido_of[s] = -1;
  self->flor_of[s] = -1;
  if (self->decl_envido)
    self->envido_of[s] = truco_game_eval_envido (self->rules, self->kept[s]);
  else if (self->decl_embit)
    self->envido_of[s] = truco_game_eval_embit (self->rules, self->kept[s]);
  if (self->flor_enabled)
    self->flor_of[s] = truco_game_eval_flor (self->rules, self->kept[s]);
}

static void
evaluate_declarations (TrucoGame *self)
{
  for (guint s = 0; s < self->n_seats; s++)
    {
      self->envido_of[s] = -1;
      self->flor_of[s] = -1;
      if (!seat_in (self->active, s) || self->n_held[s] < 3)
        continue;
      evaluate_seat (self, s);
    }
}

/* ------------------------------------------------------------------ */
/* Credits                                                              */

static void fill_context (TrucoGame *self, TrucoBetContext *ctx);

static TrucoCredit *
add_credit (TrucoGame         *self,
            TrucoCreditReason  reason,
            guint              side,
            TrucoBetKind       bet,
            guint              points)
{
  TrucoBetContext ctx;
  TrucoCredit *c;

  g_assert (self->n_credits < MAX_CREDITS);
  c = &self->credits[self->n_credits++];
  memset (c, 0, sizeof *c);
  c->reason = reason;
  c->side = side;
  c->bet = bet;
  c->duel = self->duel;
  c->points = points;
  c->seat = -1;
  c->other_seat = -1;
  c->ladder = self->tables[bet] ? self->tables[bet]->id : NULL;
  truco_bet_format_sequence (&self->bets[bet], c->sequence, sizeof c->sequence);
  for (guint i = 0; i < 3; i++)
    c->trick[i] = self->trick_result[i];
  /* What the explanation needs, as it stands now. */
  c->calls = self->bets[bet];
  fill_context (self, &ctx);
  c->score_at[0] = ctx.score[0];
  c->score_at[1] = ctx.score[1];
  c->n_flors = ctx.n_flors;
  c->pica_pica = ctx.pica_pica;
  c->fixed_stake = self->fixed_stake;
  c->one_card = self->one_card;
  c->mano_side = self->side_of[self->mano];
  c->dealer_side = self->side_of[self->dealer];
  return c;
}

/* ------------------------------------------------------------------ */
/* Dealing                                                              */

static void start_play (TrucoGame *self);
static void start_duel (TrucoGame *self);
static void flor_accepted (TrucoGame *self);

/* Shuffles the first @n cards of the stock (a partial Fisher-Yates: the
 * rest stays a uniformly random remainder only once shuffled too, which
 * shuffle_more() does for a French redeal). */
static void
shuffle_range (TrucoGame *self, guint from, guint to)
{
  guint64 r = 0;
  guint bits = 0;

  for (guint i = from; i < to && i + 1 < self->n_deck_cards; i++)
    {
      guint span = self->n_deck_cards - i, j;
      TrucoCard t;

      if (bits < 32)
        {
          r = next_random (self);
          bits = 64;
        }
      /* 32 random bits scaled to the span: unbiased enough for dealing
       * (the error is below 2^-26) and the same on every platform. */
      j = i + (guint) (((r & 0xffffffffu) * span) >> 32);
      r >>= 32;
      bits -= 32;
      t = self->shuffled[i];
      self->shuffled[i] = self->shuffled[j];
      self->shuffled[j] = t;
    }
}

static void
shuffle_deck (TrucoGame *self)
{
  memcpy (self->shuffled, self->deck_cards, self->n_deck_cards * sizeof (TrucoCard));
  self->stock_pos = 0;
  self->shuffled_to = MIN (self->n_seats * 4, self->n_deck_cards);
  shuffle_range (self, 0, self->shuffled_to);
}

/* Makes sure the next @n cards of the stock are shuffled. */
static void
shuffle_more (TrucoGame *self, guint n)
{
  guint to = MIN (self->stock_pos + n, self->n_deck_cards);

  if (to > self->shuffled_to)
    {
      shuffle_range (self, self->shuffled_to, to);
      self->shuffled_to = to;
    }
}

static guint
cards_for (TrucoGame *self, guint seat)
{
  return self->gallo && self->side_of[seat] == 0 ? 4 : 3;
}

/* Deals from self->shuffled at stock_pos, one card at a time from the
 * dealer's right (§2.3). */
static void
deal_from_stock (TrucoGame *self)
{
  guint per_round[TRUCO_GAME_MAX_SEATS];

  shuffle_more (self, 4 * self->n_seats);
  for (guint s = 0; s < self->n_seats; s++)
    {
      self->n_held[s] = 0;
      per_round[s] = cards_for (self, s);
    }
  for (guint round = 0; round < 4; round++)
    for (guint k = 1; k <= self->n_seats; k++)
      {
        guint s = (self->dealer + k) % self->n_seats;

        if (round < per_round[s])
          self->held[s][self->n_held[s]++] = self->shuffled[self->stock_pos++];
      }
}

static void
set_kept (TrucoGame *self)
{
  for (guint s = 0; s < self->n_seats; s++)
    if (self->n_held[s] >= 3)
      memcpy (self->kept[s], self->held[s], 3 * sizeof (TrucoCard));
}

static void
reset_bets (TrucoGame *self)
{
  for (guint b = 0; b < TRUCO_N_BETS; b++)
    if (self->tables[b])
      truco_bet_init (&self->bets[b], self->tables[b]);
    else
      memset (&self->bets[b], 0, sizeof self->bets[b]);
  self->stack.n = 0;
  self->flor_open = FALSE;
  self->flor_sung = 0;
  self->flor_first_side = -1;
  self->flor_settled = FALSE;
  self->flor_credited = FALSE;
  self->flor_false_sides = 0;
  self->declared = 0;
  self->lost_initiative = 0;
  self->put_answered = 0;
  self->put_resigned = 0;
  self->redeal_agreed = 0;
  self->redeal_refused = FALSE;
}

static void
assign_sides (TrucoGame *self)
{
  for (guint s = 0; s < self->n_seats; s++)
    {
      if (self->gallo_turno)
        self->side_of[s] = s == self->dealer ? 0 : 1;
      else if (self->gallo)
        self->side_of[s] = s == 0 ? 0 : 1;
      else if (self->n_sides == 3)
        self->side_of[s] = s;
      else
        self->side_of[s] = s % 2;
    }
}

static void
start_hand (TrucoGame *self)
{
  self->hand_number++;
  self->dealer = self->hand_number == 1 ? self->n_seats - 1 : next_seat (self, self->dealer);
  assign_sides (self);
  self->hand_actions = 0;
  self->n_credits = 0;
  self->duel = 0;
  self->n_duels = 0;
  self->one_card = FALSE;
  self->fixed_stake = 0;
  self->no_raise = FALSE;
  self->eleven_side = -1;
  self->folded = 0;
  self->active = (1u << self->n_seats) - 1;
  self->hand_winner = -1;
  self->hand_done = FALSE;
  for (guint i = 0; i < 3; i++)
    self->trick_result[i] = NOT_PLAYED;
  memset (self->played, 0, sizeof self->played);
  memset (self->declared_value, -1, sizeof self->declared_value);

  shuffle_deck (self);
  deal_from_stock (self);
  set_kept (self);

  emit_simple (self, TRUCO_EVENT_HAND_STARTED, self->dealer, -1, self->hand_number);

  /* §2.3: redondo and pica-pica alternate until the threshold. */
  self->pica = self->pica_table && self->hand_number % 2 == 0
               && MAX (self->score[0], self->score[1]) < self->pica_until;

  reset_bets (self);

  if (self->play->score_of_eleven)
    {
      guint target1 = self->target - 1;
      gboolean at_a = self->score[0] >= target1, at_b = self->score[1] >= target1;

      if (at_a && at_b)
        {
          /* §3: both at eleven: played for three, nobody may concede or truc. */
          self->fixed_stake = 3;
          self->no_raise = TRUE;
        }
      else if (at_a || at_b)
        {
          self->eleven_side = at_a ? 0 : 1;
          self->phase = TRUCO_PHASE_ELEVEN;
          return;
        }
      else if (self->one_card_option)
        {
          self->phase = TRUCO_PHASE_CUT;
          return;
        }
    }

  if (self->gallo)
    {
      self->phase = TRUCO_PHASE_DISCARD;
      return;
    }

  start_play (self);
}

static void
start_play (TrucoGame *self)
{
  self->phase = TRUCO_PHASE_PLAY;
  if (self->pica)
    {
      /* Pair each even seat with its opponent across the table. */
      guint shift = self->n_seats / 2 + ((self->n_seats / 2) % 2 == 0 ? 1 : 0);

      self->n_duels = self->n_seats / 2;
      for (guint d = 0; d < self->n_duels; d++)
        {
          guint a = (self->dealer + 1 + 2 * d) % self->n_seats;
          guint b = (a + shift) % self->n_seats;

          self->duel_seats[d][0] = a;
          self->duel_seats[d][1] = b;
        }
      self->duel = 0;
      start_duel (self);
      return;
    }
  self->mano = next_seat (self, self->dealer);
  self->turn = self->leader = self->mano;
  self->trick = 0;
  self->played_first = 0;
  /* A hand (or duel) that ended in the middle of a trick leaves its cards:
   * clear the table. */
  memset (self->table, 0, sizeof self->table);
  memset (self->played, 0, sizeof self->played);
  memset (self->declared_value, -1, sizeof self->declared_value);
  evaluate_declarations (self);
}

static void
start_duel (TrucoGame *self)
{
  guint a = self->duel_seats[self->duel][0], b = self->duel_seats[self->duel][1];
  guint da = (a + self->n_seats - self->dealer - 1) % self->n_seats;
  guint db = (b + self->n_seats - self->dealer - 1) % self->n_seats;

  self->active = (1u << a) | (1u << b);
  self->folded = 0;
  /* ASSUMPTION (§2.3): the duel-mano comes first from the dealer's right. */
  self->mano = da < db ? a : b;
  self->turn = self->leader = self->mano;
  self->trick = 0;
  self->played_first = 0;
  /* A hand (or duel) that ended in the middle of a trick leaves its cards:
   * clear the table. */
  memset (self->table, 0, sizeof self->table);
  memset (self->played, 0, sizeof self->played);
  memset (self->declared_value, -1, sizeof self->declared_value);
  self->hand_done = FALSE;
  self->hand_winner = -1;
  for (guint i = 0; i < 3; i++)
    self->trick_result[i] = NOT_PLAYED;
  reset_bets (self);
  evaluate_declarations (self);
}

/* ------------------------------------------------------------------ */
/* Queries                                                              */

static guint
next_active (TrucoGame *self, guint seat)
{
  for (guint k = 1; k <= self->n_seats; k++)
    {
      guint s = (seat + k) % self->n_seats;

      if (seat_playing (self, s))
        return s;
    }
  return seat;
}

static gboolean
holds (TrucoGame *self, guint seat, TrucoCard card)
{
  for (guint i = 0; i < self->n_held[seat]; i++)
    if (self->held[seat][i] == card)
      return TRUE;
  return FALSE;
}

static gboolean
side_has_players (TrucoGame *self, guint side)
{
  for (guint s = 0; s < self->n_seats; s++)
    if (seat_playing (self, s) && self->side_of[s] == side)
      return TRUE;
  return FALSE;
}

static guint
captain_of (TrucoGame *self, guint side)
{
  /* §3: the captains are the dealer and the player at his left (the last
   * two to play to the first trick). */
  guint left = (self->dealer + self->n_seats - 1) % self->n_seats;

  return self->side_of[self->dealer] == side ? self->dealer : left;
}

/* The seat that answers for its side: the captain for a Catalan truc, a
 * player who sang flor for a flor raise, anyone otherwise. */
static gboolean
strict_answerer (TrucoGame *self, guint seat, int bet)
{
  if (bet == TRUCO_BET_TRUCO && self->captain_answers)
    return seat == captain_of (self, self->side_of[seat]);
  if (bet == TRUCO_BET_FLOR)
    return seat_in (self->flor_sung, seat);
  return TRUE;
}

/* May @seat answer the pending call of the top bet? */
static gboolean
may_answer (TrucoGame *self, guint seat, int bet)
{
  const TrucoBet *b = &self->bets[bet];
  guint caller_side = truco_bet_get_last_side (b);

  if (!seat_playing (self, seat))
    return FALSE;
  if (self->n_sides == 3)
    {
      /* Put for three: each opponent in turn from the putter. */
      guint s = truco_bet_get_last_side (b);

      for (guint k = 1; k < self->n_seats; k++)
        {
          guint o = (s + k) % self->n_seats;

          if (seat_playing (self, o) && !seat_in (self->put_answered, o))
            return o == seat;
        }
      return FALSE;
    }
  if (self->side_of[seat] == caller_side)
    return FALSE;
  if (strict_answerer (self, seat, bet))
    return TRUE;
  /* When the one who should answer has left the hand, his side answers
   * through any player still in it. */
  for (guint s = 0; s < self->n_seats; s++)
    if (seat_playing (self, s) && self->side_of[s] == self->side_of[seat] && strict_answerer (self, s, bet))
      return FALSE;
  return TRUE;
}

static gboolean
truco_accepted (TrucoGame *self)
{
  const TrucoBet *b = &self->bets[TRUCO_BET_TRUCO];

  return b->status == TRUCO_BET_ACCEPTED || (b->status == TRUCO_BET_PENDING && b->n_calls > 1);
}

/* The envido (or embit) window for @seat opening a bet (§2.5, §5.4). */
static gboolean
envido_window (TrucoGame *self, guint seat)
{
  if (!self->envido_enabled || self->trick != 0 || seat_in (self->played_first, seat))
    return FALSE;
  if (self->bets[TRUCO_BET_ENVIDO].status != TRUCO_BET_IDLE)
    return FALSE;
  if (self->play->envido_closed_by_truco)
    {
      if (truco_accepted (self) || seat_in (self->lost_initiative, seat))
        return FALSE;
      if (self->flor_sung)
        return FALSE;
    }
  else
    {
      if (seat_in (self->declared, seat) || self->flor_sung)
        return FALSE;
    }
  return TRUE;
}

static gboolean
flor_window (TrucoGame *self, guint seat)
{
  if (!self->flor_enabled || self->trick != 0 || seat_in (self->played_first, seat))
    return FALSE;
  if (seat_in (self->flor_sung, seat) || self->flor_settled)
    return FALSE;
  if (self->play->one_declaration && seat_in (self->declared, seat))
    return FALSE;
  if (self->bets[TRUCO_BET_FLOR].status == TRUCO_BET_PENDING && !self->flor_open)
    return FALSE;
  return TRUE;
}

static gboolean
truco_window (TrucoGame *self)
{
  if (self->no_raise || self->one_card)
    return FALSE;
  /* §2.5 item 4: truco waits until the flor is settled. */
  if (self->play->flor_suspends_truco
      && (self->flor_open || (truco_bet_is_pending (&self->bets[TRUCO_BET_FLOR]) && !self->flor_settled)))
    return FALSE;
  return TRUE;
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

static guint
add (TrucoAction *out, guint n, guint kind, guint seat, guint bet, guint row, guint value)
{
  g_assert (n < TRUCO_GAME_MAX_ACTIONS);
  out[n].kind = kind;
  out[n].seat = seat;
  out[n].bet = bet;
  out[n].row = row;
  out[n].value = value;
  normalize (&out[n]);
  return n + 1;
}

/* Calls of @bet that @seat's side may make now. */
static guint
list_calls (TrucoGame *self, TrucoAction *out, guint n, guint seat, guint bet, gboolean opening_only)
{
  const TrucoBet *b = &self->bets[bet];
  const TrucoBetTable *t = self->tables[bet];
  guint side = self->side_of[seat];
  guint first = 0;

  if (t == NULL || !truco_bet_may_call (b, side))
    return n;
  /* A chained ladder can only go one row up. */
  if (t->chain && b->n_calls > 0)
    first = b->step[b->n_calls - 1] + 1;
  for (guint r = first; r < t->n_steps; r++)
    {
      if (opening_only && b->n_calls > 0)
        break;
      if (t->steps[r].flags & TRUCO_BET_ROW_CHOSEN)
        {
          guint current = truco_bet_get_last_step (b) && (truco_bet_get_last_step (b)->flags & TRUCO_BET_ROW_CHOSEN)
                          ? b->chosen[b->n_calls - 1] : t->base_value;

          for (guint v = current + 1; v <= t->max_chosen; v++)
            if (truco_bet_check_call (b, r, side, v, NULL))
              n = add (out, n, TRUCO_ACTION_CALL, seat, bet, r, v);
        }
      else if (truco_bet_check_call (b, r, side, 0, NULL))
        n = add (out, n, TRUCO_ACTION_CALL, seat, bet, r, 0);
      if (t->chain)
        break;
    }
  return n;
}

static guint
list_play (TrucoGame *self, TrucoAction *out, guint n, guint seat)
{
  for (guint i = 0; i < self->n_held[seat]; i++)
    n = add (out, n, TRUCO_ACTION_PLAY, seat, 0, 0, self->held[seat][i]);
  return n;
}

/* Flor actions of @seat at his turn in the first trick. */
static guint
list_flor (TrucoGame *self, TrucoAction *out, guint n, guint seat)
{
  const TrucoBet *b = &self->bets[TRUCO_BET_FLOR];

  if (!flor_window (self, seat))
    return n;
  /* Singing flor: opens the flor bet, joins it, or answers an opposing
   * flor with one's own. */
  n = add (out, n, TRUCO_ACTION_CALL, seat, TRUCO_BET_FLOR, 0, 0);
  if (self->flor_open && self->side_of[seat] != (guint) self->flor_first_side)
    {
      gboolean has_flor = self->flor_of[seat] >= 0;

      if (has_flor)
        n = add (out, n, TRUCO_ACTION_ACCEPT, seat, TRUCO_BET_FLOR, 0, 0);
      /* "Con flor me achico", where the ladder lets a flor be refused. */
      if (has_flor && self->tables[TRUCO_BET_FLOR]->steps[0].reject_kind != TRUCO_BET_VALUE_NONE)
        n = add (out, n, TRUCO_ACTION_REJECT, seat, TRUCO_BET_FLOR, 0, 0);
      /* §5.5: "alimidou con flor" may be a bluff; an Argentine contraflor
       * is sung with one's own flor. */
      if (has_flor || !self->play->flor_raise_needs_flor)
        for (guint r = 1; r < self->tables[TRUCO_BET_FLOR]->n_steps; r++)
          if (truco_bet_check_call (b, r, self->side_of[seat], 0, NULL))
            n = add (out, n, TRUCO_ACTION_CALL, seat, TRUCO_BET_FLOR, r, 0);
    }
  return n;
}

static guint list_actions (TrucoGame *self, TrucoAction *out);

/* The player who laid the last card of the trick in play, just before
 * @turn; -1 at the start of a trick. */
static int
previous_player (TrucoGame *self, guint turn)
{
  guint s = turn;

  for (guint k = 1; k < self->n_seats; k++)
    {
      s = (s + self->n_seats - 1) % self->n_seats;
      if (seat_playing (self, s))
        return self->table[s] != TRUCO_CARD_NONE && self->side_of[s] != self->side_of[turn] ? (int) s : -1;
    }
  return -1;
}

/**
 * truco_game_list_actions:
 * @self: a game
 * @out: (out caller-allocates) (array fixed-size=64): the actions
 *
 * Lists what every seat that may act now can do.
 *
 * Returns: the number of actions (0 only when the match is over)
 */
guint
truco_game_list_actions (TrucoGame   *self,
                         TrucoAction *out)
{
  g_return_val_if_fail (TRUCO_IS_GAME (self), 0);

  if (self->cached_version != self->version)
    {
      self->n_cached = list_actions (self, self->cached);
      self->cached_version = self->version;
    }
  memcpy (out, self->cached, self->n_cached * sizeof (TrucoAction));
  return self->n_cached;
}

static guint
list_actions (TrucoGame   *self,
              TrucoAction *out)
{
  guint n = 0;
  int top;

  switch (self->phase)
    {
    case TRUCO_PHASE_MATCH_OVER:
      return 0;

    case TRUCO_PHASE_CUT:
      {
        guint cutter = (self->dealer + self->n_seats - 1) % self->n_seats;

        n = add (out, n, TRUCO_ACTION_CUT, cutter, 0, 0, 0);
        n = add (out, n, TRUCO_ACTION_KNOCK, cutter, 0, 0, 0);
        return n;
      }

    case TRUCO_PHASE_ONE_CARD:
      n = add (out, n, TRUCO_ACTION_DEAL_ONE, self->dealer, 0, 0, 0);
      n = add (out, n, TRUCO_ACTION_DEAL_THREE, self->dealer, 0, 0, 0);
      return n;

    case TRUCO_PHASE_ELEVEN:
      for (guint s = 0; s < self->n_seats; s++)
        if (self->side_of[s] == (guint) self->eleven_side)
          {
            n = add (out, n, TRUCO_ACTION_PLAY_ELEVEN, s, 0, 0, 0);
            n = add (out, n, TRUCO_ACTION_CONCEDE, s, 0, 0, 0);
          }
      return n;

    case TRUCO_PHASE_DISCARD:
      for (guint s = 0; s < self->n_seats; s++)
        if (self->side_of[s] == 0)
          for (guint i = 0; i < self->n_held[s]; i++)
            n = add (out, n, TRUCO_ACTION_DISCARD, s, 0, 0, self->held[s][i]);
      return n;

    case TRUCO_PHASE_REDEAL:
      for (guint k = 1; k < self->n_seats; k++)
        {
          guint s = (self->mano + k) % self->n_seats;

          if (!seat_in (self->redeal_agreed, s))
            {
              n = add (out, n, TRUCO_ACTION_AGREE, s, 0, 0, 0);
              n = add (out, n, TRUCO_ACTION_INSIST, s, 0, 0, 0);
              break;
            }
        }
      return n;

    case TRUCO_PHASE_SHOWDOWN:
      {
        guint s = self->sd_order[self->sd_pos];

        n = add (out, n, TRUCO_ACTION_DECLARE, s, TRUCO_BET_ENVIDO, 0, self->envido_of[s]);
        if (self->sd_best_seat >= 0)
          n = add (out, n, TRUCO_ACTION_SON_BUENAS, s, TRUCO_BET_ENVIDO, 0, 0);
        return n;
      }

    case TRUCO_PHASE_PIDO_FLOR:
      for (guint s = 0; s < self->n_seats; s++)
        {
          if (!seat_in (self->active, s) || self->side_of[s] != self->pf_side)
            continue;
          for (guint o = 0; o < self->n_seats; o++)
            if (seat_in (self->active, o) && self->side_of[o] != self->pf_side
                && !seat_in (self->flor_sung, o))
              n = add (out, n, TRUCO_ACTION_PIDO_FLOR, s, 0, 0, o);
          n = add (out, n, TRUCO_ACTION_PASS, s, 0, 0, 0);
        }
      return n;

    case TRUCO_PHASE_PLAY:
      break;
    }

  top = truco_bet_stack_top (&self->stack);
  if (top >= 0)
    {
      for (guint s = 0; s < self->n_seats; s++)
        {
          if (!may_answer (self, s, top))
            continue;
          n = add (out, n, TRUCO_ACTION_ACCEPT, s, top, 0, 0);
          n = add (out, n, TRUCO_ACTION_REJECT, s, top, 0, 0);
          if (self->n_sides == 2)
            n = list_calls (self, out, n, s, top, FALSE);
          /* "El envido está primero" (§2.5 item 3). */
          if (top == TRUCO_BET_TRUCO && self->bets[TRUCO_BET_TRUCO].n_calls == 1
              && envido_window (self, s))
            n = list_calls (self, out, n, s, TRUCO_BET_ENVIDO, TRUE);
          if (top != TRUCO_BET_FLOR && self->play->flor_while_answering)
            n = list_flor (self, out, n, s);
        }
      /* §3: playing a card accepts a truc. */
      if (self->play->play_accepts_truco && top == TRUCO_BET_TRUCO)
        n = list_play (self, out, n, self->turn);
      return n;
    }

  {
    guint s = self->turn;
    guint side = self->side_of[s];

    n = list_play (self, out, n, s);
    if (truco_window (self))
      n = list_calls (self, out, n, s, TRUCO_BET_TRUCO, FALSE);
    if (envido_window (self, s))
      n = list_calls (self, out, n, s, TRUCO_BET_ENVIDO, TRUE);
    n = list_flor (self, out, n, s);
    if (self->play->mazo)
      n = add (out, n, TRUCO_ACTION_MAZO, s, 0, 0, 0);
    else if (self->put_fold && self->n_seats == 2 && s != self->dealer)
      n = add (out, n, TRUCO_ACTION_MAZO, s, 0, 0, 0);
    if (self->play->redeal && self->trick == 0 && s == self->mano && self->played_first == 0
        && !self->redeal_refused && self->bets[TRUCO_BET_TRUCO].n_calls == 0
        && self->stock_pos + 3 * self->n_seats <= self->n_deck_cards)
      n = add (out, n, TRUCO_ACTION_REDEAL, s, 0, 0, 0);
    /* Catalan Truc: a player may call truc on his turn before or after
     * laying his card, so until the next player has played. */
    if (self->play->truco_after_own_card && truco_window (self))
      {
        int previous = previous_player (self, s);

        if (previous >= 0)
          n = list_calls (self, out, n, previous, TRUCO_BET_TRUCO, TRUE);
      }
    /* truco_out_of_turn=on: the side holding the raise right may raise
     * at any moment (S3 §14). */
    if (self->out_of_turn && truco_window (self)
        && self->bets[TRUCO_BET_TRUCO].status == TRUCO_BET_ACCEPTED)
      for (guint o = 0; o < self->n_seats; o++)
        if (o != s && seat_playing (self, o) && self->side_of[o] != side
            && (int) self->side_of[o] == self->bets[TRUCO_BET_TRUCO].raise_right)
          n = list_calls (self, out, n, o, TRUCO_BET_TRUCO, FALSE);
  }
  return n;
}

/**
 * truco_action_equal:
 *
 * Whether @a and @b are the same action (the fields an action kind does not use are ignored).
 */
gboolean
truco_action_equal (const TrucoAction *a,
                    const TrucoAction *b)
{
  return a->kind == b->kind && a->seat == b->seat && a->value == b->value
         && ((a->kind != TRUCO_ACTION_CALL && a->kind != TRUCO_ACTION_ACCEPT && a->kind != TRUCO_ACTION_REJECT)
             || (a->bet == b->bet && (a->kind != TRUCO_ACTION_CALL || a->row == b->row)));
}

/* ------------------------------------------------------------------ */
/* Ending hands, games and the match                                    */

static guint credit_rank (const TrucoCredit *c)
{
  switch (c->bet)
    {
    case TRUCO_BET_FLOR: return 0;
    case TRUCO_BET_ENVIDO: return 1;
    default: return c->reason == TRUCO_CREDIT_BONUS_CARD ? 3
                    : c->reason == TRUCO_CREDIT_PIDO_FLOR || c->reason == TRUCO_CREDIT_PIDO_FLOR_WRONG ? 4 : 2;
    }
}

static guint8
credit_accounts (TrucoGame *self, guint side, guint points)
{
  guint8 done = 0;

  for (guint s = 0; s < self->n_seats; s++)
    if (self->side_of[s] == side && !seat_in (done, self->account_of[s]))
      {
        done |= 1u << self->account_of[s];
        self->score[self->account_of[s]] += points;
      }
  return done;
}

/* @winner won the chico (game): the match may be over, else a new chico
 * begins with the next hand. */
static void
game_won (TrucoGame *self, int winner, gboolean cut_short)
{
  if (self->higher_total)
    for (guint a = 0; a < self->n_accounts; a++)
      if (self->score[a] > self->score[winner])
        winner = a;

  if (wants_events (self))
    {
      TrucoEvent event;

      memset (&event, 0, sizeof event);
      event.kind = TRUCO_EVENT_GAME_WON;
      event.seat = -1;
      event.side = winner;
      event.value = self->score[winner];
      event.credit.immediate = cut_short;
      emit (self, &event);
    }
  self->games_won[winner]++;
  if (self->games_won[winner] >= self->games_to_win)
    {
      emit_simple (self, TRUCO_EVENT_MATCH_WON, -1, winner, self->games_won[winner]);
      self->over = TRUE;
      self->phase = TRUCO_PHASE_MATCH_OVER;
      return;
    }
  for (guint a = 0; a < self->n_accounts; a++)
    self->score[a] = 0;
  start_hand (self);
}

static void
emit_credit (TrucoGame *self, const TrucoCredit *c, guint value)
{
  TrucoEvent event;

  if (!wants_events (self))
    return;
  memset (&event, 0, sizeof event);
  event.kind = TRUCO_EVENT_CREDIT;
  event.side = c->side;
  event.value = value;
  event.credit = *c;
  emit (self, &event);
}

static int
account_at_target (TrucoGame *self)
{
  for (guint a = 0; a < self->n_accounts; a++)
    if (self->score[a] >= self->target)
      return a;
  return -1;
}

static void
finish_hand (TrucoGame *self)
{
  TrucoCredit sorted[MAX_CREDITS];
  guint n = 0;
  int game_winner = -1;

  /* §2.4: flor, then envido, then truco; penalties last. */
  for (guint rank = 0; rank <= 4; rank++)
    for (guint i = 0; i < self->n_credits; i++)
      if (credit_rank (&self->credits[i]) == rank)
        sorted[n++] = self->credits[i];

  /* §2.11: a side that said flor without holding one loses the points of
   * the hand.  Credits made at once (credit_timing=immediate) are already
   * in the score. */
  for (guint i = 0; i < n; i++)
    if (seat_in (self->flor_false_sides, sorted[i].side))
      sorted[i].cancelled = TRUE;

  for (guint i = 0; i < n; i++)
    {
      if (sorted[i].immediate)
        continue;
      sorted[i].accounts = credit_accounts (self, sorted[i].side,
                                            sorted[i].cancelled ? 0 : sorted[i].points);
      emit_credit (self, &sorted[i], sorted[i].cancelled ? 0 : sorted[i].points);
      if (game_winner < 0)
        game_winner = account_at_target (self);
    }

  if (game_winner >= 0)
    {
      game_won (self, game_winner, FALSE);
      return;
    }
  start_hand (self);
}

/* credit_timing=immediate: points credited at once and cancelled since
 * (pido flor) are taken back from the score. */
static void
take_back (TrucoGame *self, const TrucoCredit *c)
{
  for (guint a = 0; a < self->n_accounts; a++)
    if (seat_in (c->accounts, a))
      self->score[a] -= MIN (self->score[a], c->points);
  emit_credit (self, c, c->points);
}

static gboolean flor_window (TrucoGame *self, guint seat);
static void flor_accepted (TrucoGame *self);

/* Whether a flor may still be sung in this hand (it would cancel the
 * envido or join the flor contest). */
static gboolean
flor_may_come (TrucoGame *self)
{
  if (!self->flor_enabled)
    return FALSE;
  for (guint s = 0; s < self->n_seats; s++)
    if (seat_playing (self, s) && flor_window (self, s))
      return TRUE;
  return FALSE;
}

/* credit_timing=immediate (§2.4, C3): the points of a settled flor or
 * envido ladder go to the score now, flor first; a side that reaches the
 * target wins the chico and the hand is not played out. */
static void
credit_immediately (TrucoGame *self)
{
  int game_winner = -1;

  if (self->phase != TRUCO_PHASE_PLAY || self->hand_done || flor_may_come (self))
    return;
  if (self->flor_enabled && self->bets[TRUCO_BET_FLOR].status == TRUCO_BET_ACCEPTED
      && !self->flor_credited && !self->flor_open)
    flor_accepted (self);

  for (guint rank = 0; rank <= 1; rank++)
    for (guint i = 0; i < self->n_credits; i++)
      {
        TrucoCredit *c = &self->credits[i];

        if (c->immediate || credit_rank (c) != rank)
          continue;
        c->immediate = TRUE;
        if (seat_in (self->flor_false_sides, c->side))
          c->cancelled = TRUE;
        c->accounts = credit_accounts (self, c->side, c->cancelled ? 0 : c->points);
        emit_credit (self, c, c->cancelled ? 0 : c->points);
        if (game_winner < 0)
          game_winner = account_at_target (self);
      }

  if (game_winner >= 0)
    game_won (self, game_winner, TRUE);
}

/* A flor nobody answered scores 3 per flor of its side (§2.9, §5.5); it
 * is settled when the first trick is over. */
static void
credit_uncontested_flor (TrucoGame *self)
{
  guint n_side = 0;
  TrucoCredit *c;

  for (guint s = 0; s < self->n_seats; s++)
    n_side += seat_in (self->flor_sung, s) && self->side_of[s] == (guint) self->flor_first_side;
  c = add_credit (self, TRUCO_CREDIT_FLOR_UNCONTESTED, self->flor_first_side, TRUCO_BET_FLOR,
                  3 * n_side);
  c->value = n_side;
  self->flor_open = FALSE;
  self->flor_settled = TRUE;
}

/* In pica-pica, plays the next duel of the hand; otherwise (or after the
 * last duel) scores the hand. */
static void
next_duel_or_finish_hand (TrucoGame *self)
{
  if (self->pica && self->duel + 1 < self->n_duels)
    {
      self->duel++;
      start_duel (self);
      return;
    }
  finish_hand (self);
}

/* The hand (or duel) is decided: credit the truco ladder, then go to the
 * pido flor window or finish. */
static void
end_of_play (TrucoGame *self, int winner, gboolean refused)
{
  TrucoBetContext ctx;

  self->hand_done = TRUE;
  self->hand_winner = winner;
  emit_simple (self, TRUCO_EVENT_HAND_ENDED, -1, winner, self->duel);

  if (self->flor_open)
    credit_uncontested_flor (self);
  else if (self->flor_enabled && self->bets[TRUCO_BET_FLOR].status == TRUCO_BET_ACCEPTED
           && !self->flor_credited)
    flor_accepted (self);

  if (!refused && winner >= 0)
    {
      guint points;

      fill_context (self, &ctx);
      points = self->fixed_stake ? self->fixed_stake
               : truco_bet_stake (&self->bets[TRUCO_BET_TRUCO], &ctx, winner);
      if (points > 0)
        add_credit (self, TRUCO_CREDIT_HAND, winner, TRUCO_BET_TRUCO, points);
    }

  if (self->flor_enabled && self->play->pido_flor)
    {
      self->phase = TRUCO_PHASE_PIDO_FLOR;
      self->pf_side = self->side_of[self->mano];
      self->pf_sides_done = 0;
      return;
    }

  next_duel_or_finish_hand (self);
}

static void
after_pido_flor (TrucoGame *self)
{
  self->phase = TRUCO_PHASE_PLAY;
  next_duel_or_finish_hand (self);
}

/* ------------------------------------------------------------------ */
/* Tricks                                                               */

static void
resolve_trick (TrucoGame *self)
{
  guint top = G_MAXUINT;
  int win_side = -1, first = -1;
  gboolean split = FALSE;
  guint s = self->leader;
  guint8 res;

  /* §1.2: the highest class; one side alone wins, else parda. */
  for (guint k = 0; k < self->n_seats; k++, s = next_seat (self, s))
    {
      guint c;

      if (self->table[s] == TRUCO_CARD_NONE)
        continue;
      c = self->class_of[self->table[s]];
      if (c < top)
        {
          top = c;
          win_side = self->side_of[s];
          first = s;
          split = FALSE;
        }
      else if (c == top && (int) self->side_of[s] != win_side)
        split = TRUE;
    }

  /* Truc y Flou: the Sword and the Club score when played (§5.6). */
  res = split || first < 0 ? PARDA : (guint8) win_side;
  self->trick_result[self->trick] = res;
  emit_simple (self, TRUCO_EVENT_TRICK, res == PARDA ? -1 : first, res == PARDA ? -1 : win_side, self->trick);
  if (res != PARDA)
    self->leader = first;
  for (guint i = 0; i < self->n_seats; i++)
    self->table[i] = TRUCO_CARD_NONE;
  self->trick++;
  self->turn = self->leader;
  if (!seat_playing (self, self->turn))
    self->turn = next_active (self, self->turn);
}

/* Who wins the hand from the trick results so far: side, -1 nobody (Put),
 * -2 undecided. */
static int
hand_result (TrucoGame *self)
{
  guint wins[3] = { 0, 0, 0 }, pardas = 0, n = self->trick;
  int first_won = -1;

  for (guint i = 0; i < n; i++)
    {
      guint8 r = self->trick_result[i];

      if (r == PARDA)
        pardas++;
      else
        {
          wins[r]++;
          if (first_won < 0)
            first_won = r;
        }
    }

  if (self->one_card)
    /* §3: a tied one-card deal goes to the non-dealing side. */
    return self->trick_result[0] == PARDA ? (int) other_side (self->side_of[self->dealer]) : self->trick_result[0];

  if (self->play->trick_and_tie)
    {
      /* §1.3 Put rule: two tricks, or one trick and two ties. */
      for (guint s = 0; s < self->n_sides; s++)
        if (wins[s] >= 2)
          return s;
      if (n < 3)
        return -2;
      for (guint s = 0; s < self->n_sides; s++)
        if (wins[s] == 1 && pardas == 2)
          return s;
      return -1;
    }

  for (guint s = 0; s < 2; s++)
    if (wins[s] >= 2)
      return s;
  if (n >= 2 && pardas >= 1 && first_won >= 0)
    return first_won;
  if (n == 3)
    {
      if (first_won >= 0)
        return first_won;
      switch (self->all_parda)
        {
        case TRUCO_ALL_PARDA_NON_DEALER:
          return other_side (self->side_of[self->dealer]);
        case TRUCO_ALL_PARDA_NOBODY:
          return -1;
        case TRUCO_ALL_PARDA_MANO:
        case TRUCO_ALL_PARDA_ELDEST:
        default:
          return self->side_of[self->mano];
        }
    }
  return -2;
}

/* Every player still in the hand (or duel) has a card in the trick. */
static gboolean
trick_complete (TrucoGame *self)
{
  gboolean any = FALSE;

  for (guint s = 0; s < self->n_seats; s++)
    if (seat_playing (self, s))
      {
        if (self->table[s] == TRUCO_CARD_NONE)
          return FALSE;
        any = TRUE;
      }
  return any;
}

static void
remove_card (TrucoGame *self, guint seat, TrucoCard card)
{
  for (guint i = 0; i < self->n_held[seat]; i++)
    if (self->held[seat][i] == card)
      {
        self->held[seat][i] = self->held[seat][--self->n_held[seat]];
        return;
      }
  g_assert_not_reached ();
}

static guint
count_playing (TrucoGame *self)
{
  guint n = 0;

  for (guint s = 0; s < self->n_seats; s++)
    n += seat_playing (self, s);
  return n;
}

static void
settle_open_flor (TrucoGame *self)
{
  /* The first trick is over: no flor can be sung any more, and a flor
   * nobody answered is scored. */
  if (self->flor_open)
    credit_uncontested_flor (self);
  else
    self->flor_settled = self->flor_sung != 0 || self->flor_settled;
}

static void
play_card (TrucoGame *self, guint seat, TrucoCard card)
{
  int result;

  remove_card (self, seat, card);
  self->table[seat] = card;
  if (self->trick == 0)
    self->played_first |= 1u << seat;
  self->played[self->trick][seat] = card;

  if (self->bonus_cards)
    {
      if (card == TRUCO_CARD (TRUCO_SUIT_ESPADAS, 1))
        {
          TrucoCredit *c = add_credit (self, TRUCO_CREDIT_BONUS_CARD, self->side_of[seat], TRUCO_BET_TRUCO,
                                       TRUCO_TYF_SWORD_BONUS);
          c->seat = seat;
          c->cards[0] = card;
        }
      else if (card == TRUCO_CARD (TRUCO_SUIT_BASTOS, 1))
        {
          TrucoCredit *c = add_credit (self, TRUCO_CREDIT_BONUS_CARD, self->side_of[seat], TRUCO_BET_TRUCO,
                                       TRUCO_TYF_CLUB_BONUS);
          c->seat = seat;
          c->cards[0] = card;
        }
    }

  if (!trick_complete (self))
    {
      self->turn = next_active (self, seat);
      return;
    }

  resolve_trick (self);
  if (self->trick == 1)
    settle_open_flor (self);
  result = hand_result (self);
  if (result != -2 || self->trick == 3 || (self->one_card && self->trick == 1))
    end_of_play (self, result == -2 ? -1 : result, FALSE);
}

/* A side with nobody left loses the hand at its value (§2.5 item 6). */
static void
check_folded (TrucoGame *self)
{
  for (guint side = 0; side < self->n_sides; side++)
    if (!side_has_players (self, side))
      {
        int winner = -1;

        for (guint s = 0; s < self->n_seats; s++)
          if (seat_playing (self, s))
            winner = self->side_of[s];
        if (self->n_sides == 3 && count_playing (self) > 1)
          continue;
        /* The cards on the table of a folded player stay out of the trick. */
        end_of_play (self, winner, FALSE);
        return;
      }
}

/* ------------------------------------------------------------------ */
/* Bets                                                                 */

static void
start_showdown (TrucoGame *self)
{
  guint s = self->mano;

  self->sd_n = 0;
  for (guint k = 0; k < self->n_seats; k++, s = next_seat (self, s))
    if (seat_playing (self, s))
      self->sd_order[self->sd_n++] = s;
  self->sd_pos = 0;
  self->sd_best_seat = -1;
  self->sd_best_value = -1;
  self->sd_other_seat = -1;
  self->sd_other_value = -1;
  self->phase = TRUCO_PHASE_SHOWDOWN;
}

static void
credit_envido_winner (TrucoGame *self, int seat, int value, int other_seat, int other_value)
{
  TrucoBetContext ctx;
  guint side = self->side_of[seat];
  TrucoCredit *c;

  fill_context (self, &ctx);
  c = add_credit (self, TRUCO_CREDIT_ENVIDO, side, TRUCO_BET_ENVIDO,
                  truco_bet_accepted_value (&self->bets[TRUCO_BET_ENVIDO], &ctx, side));
  c->seat = seat;
  memcpy (c->cards, self->kept[seat], sizeof c->cards);
  c->value = value < 0 ? 0 : value;
  c->other_seat = other_seat;
  c->other_value = other_value < 0 ? 0 : other_value;
}

/* Skips the seats whose side holds the best value (teammates need not
 * speak, §2.7); ends the showdown after the last. */
static void
advance_showdown (TrucoGame *self)
{
  while (self->sd_pos < self->sd_n && self->sd_best_seat >= 0
         && self->side_of[self->sd_order[self->sd_pos]] == self->side_of[self->sd_best_seat])
    self->sd_pos++;
  if (self->sd_pos < self->sd_n)
    return;

  credit_envido_winner (self, self->sd_best_seat, self->sd_best_value,
                        self->sd_other_seat, self->sd_other_value);
  self->phase = TRUCO_PHASE_PLAY;
}

/* Compare declarations from the cards (Truc y Flou embit, every flor):
 * the best value; ties to the earliest from the mano (§2.7, §5.3). */
static int
best_seat (TrucoGame *self, const gint8 *values, guint8 among, int *out_other)
{
  int best = -1, other = -1;
  guint s = self->mano;

  for (guint k = 0; k < self->n_seats; k++, s = next_seat (self, s))
    {
      if (!seat_in (among, s))
        continue;
      if (best < 0 || values[s] > values[best])
        {
          if (best >= 0 && self->side_of[best] != self->side_of[s])
            other = best;
          best = s;
        }
      else if (self->side_of[s] != self->side_of[best] && (other < 0 || values[s] > values[other]))
        other = s;
    }
  if (out_other)
    *out_other = other;
  return best;
}

static void
envido_accepted (TrucoGame *self)
{
  if (self->play->envido_showdown)
    {
      start_showdown (self);
      return;
    }
  else
    {
      int other, best = best_seat (self, self->envido_of, self->active & ~self->folded, &other);
      const TrucoBetRow *row = truco_bet_get_last_step (&self->bets[TRUCO_BET_ENVIDO]);

      /* The embit ladder's call for the game: restou y troucou. */
      if (row->accept_kind == TRUCO_BET_VALUE_GAME)
        {
          /* §5.6: the better embit wins the round; the hand ends. */
          credit_envido_winner (self, best, self->envido_of[best], other, other >= 0 ? self->envido_of[other] : 0);
          self->credits[self->n_credits - 1].reason = TRUCO_CREDIT_ROUND;
          end_of_play (self, -1, TRUE);
          return;
        }
      credit_envido_winner (self, best, self->envido_of[best], other, other >= 0 ? self->envido_of[other] : 0);
    }
}

/* Flor contest, once the flor bet is accepted: the best real flor sung. */
static void
flor_accepted (TrucoGame *self)
{
  TrucoBetContext ctx;
  guint8 among = 0;
  int other, best;
  TrucoCredit *c;

  for (guint s = 0; s < self->n_seats; s++)
    if (seat_in (self->flor_sung, s) && self->flor_of[s] >= 0)
      among |= 1u << s;
  best = best_seat (self, self->flor_of, among, &other);
  self->flor_open = FALSE;
  self->flor_settled = TRUE;
  self->flor_credited = TRUE;
  if (best < 0)
    return;
  fill_context (self, &ctx);
  c = add_credit (self, TRUCO_CREDIT_FLOR, self->side_of[best], TRUCO_BET_FLOR,
                  truco_bet_accepted_value (&self->bets[TRUCO_BET_FLOR], &ctx, self->side_of[best]));
  c->seat = best;
  memcpy (c->cards, self->kept[best], sizeof c->cards);
  c->value = self->flor_of[best];
  c->other_seat = other;
  c->other_value = other >= 0 ? self->flor_of[other] : 0;

  if (self->play->flor_game_wins_round && c->points >= ctx.target - MIN (ctx.score[0], ctx.score[1]) &&
      truco_bet_get_last_step (&self->bets[TRUCO_BET_FLOR])->accept_kind == TRUCO_BET_VALUE_GAME)
    c->reason = TRUCO_CREDIT_ROUND;
}

static void
cancel_envido (TrucoGame *self)
{
  TrucoBet *b = &self->bets[TRUCO_BET_ENVIDO];
  guint j = 0;

  if (!self->envido_enabled || b->status == TRUCO_BET_IDLE || b->status == TRUCO_BET_CANCELLED)
    {
      if (self->envido_enabled && b->status == TRUCO_BET_IDLE)
        truco_bet_cancel (b);
      return;
    }
  /* §2.5 item 4: a sung flor cancels the envido (§5.4: nullifies embits). */
  truco_bet_cancel (b);
  for (guint i = 0; i < self->stack.n; i++)
    if (self->stack.items[i] != TRUCO_BET_ENVIDO)
      self->stack.items[j++] = self->stack.items[i];
  self->stack.n = j;
  j = 0;
  for (guint i = 0; i < self->n_credits; i++)
    if (self->credits[i].bet != TRUCO_BET_ENVIDO || self->credits[i].duel != self->duel)
      self->credits[j++] = self->credits[i];
  self->n_credits = j;
  if (self->phase == TRUCO_PHASE_SHOWDOWN)
    self->phase = TRUCO_PHASE_PLAY;
}

static void
sing_flor (TrucoGame *self, guint seat)
{
  TrucoBet *b = &self->bets[TRUCO_BET_FLOR];
  guint side = self->side_of[seat];

  self->flor_sung |= 1u << seat;
  self->declared |= 1u << seat;
  if (self->flor_of[seat] < 0)
    self->flor_false_sides |= 1u << side;
  cancel_envido (self);

  if (b->status == TRUCO_BET_IDLE)
    {
      truco_bet_call (b, 0, side, 0);
      self->flor_open = TRUE;
      self->flor_first_side = side;
    }
  else if (self->flor_open && side != (guint) self->flor_first_side)
    {
      /* A flor answered by a flor: the contest at the flor's value. */
      truco_bet_accept (b);
      self->flor_open = FALSE;
    }
  /* A partner's flor joins the count (3 per flor). */
}

static gboolean
bet_closed_hand (TrucoGame *self, guint bet)
{
  return bet == TRUCO_BET_TRUCO;
}

static void
apply_reject (TrucoGame *self, guint seat, guint bet)
{
  TrucoBet *b = &self->bets[bet];
  TrucoBetContext ctx;
  guint caller = truco_bet_get_last_side (b);
  TrucoCredit *c;

  if (self->n_sides == 3 && bet == TRUCO_BET_TRUCO)
    {
      /* Put for three: the resigned player drops out. */
      self->put_answered |= 1u << seat;
      self->put_resigned |= 1u << seat;
      self->folded |= 1u << seat;
      /* §6.2 (extrapolated): a resigned player drops out of the deal, with
       * the card he laid in this trick. */
      self->table[seat] = TRUCO_CARD_NONE;
      if (may_answer (self, next_active (self, seat), bet) || count_playing (self) > 1)
        {
          gboolean pending_more = FALSE;

          for (guint s = 0; s < self->n_seats; s++)
            if (seat_playing (self, s) && s != caller && !seat_in (self->put_answered, s))
              pending_more = TRUE;
          if (pending_more)
            return;
          if (count_playing (self) > 1)
            {
              /* Someone played on. */
              truco_bet_accept (b);
              truco_bet_stack_pop (&self->stack);
              if (!seat_playing (self, self->turn))
                self->turn = next_active (self, self->turn);
              if (trick_complete (self))
                {
                  int r;

                  resolve_trick (self);
                  r = hand_result (self);
                  if (r != -2 || self->trick == 3)
                    end_of_play (self, r == -2 ? -1 : r, FALSE);
                }
              return;
            }
        }
      self->folded &= ~(1u << caller);
      truco_bet_reject (b);
      truco_bet_stack_pop (&self->stack);
      fill_context (self, &ctx);
      c = add_credit (self, TRUCO_CREDIT_REFUSED, caller, bet, truco_bet_rejected_value (b, &ctx));
      c->seat = -1;
      end_of_play (self, caller, TRUE);
      return;
    }

  fill_context (self, &ctx);
  if (bet == TRUCO_BET_FLOR && self->flor_open)
    {
      /* "Con flor me achico" to a first flor: the singer scores. */
      self->flor_sung |= 1u << seat;
      truco_bet_reject (b);
      self->flor_open = FALSE;
      self->flor_settled = TRUE;
      add_credit (self, TRUCO_CREDIT_REFUSED, caller, bet, truco_bet_rejected_value (b, &ctx));
      return;
    }

  truco_bet_reject (b);
  truco_bet_stack_pop (&self->stack);
  add_credit (self, TRUCO_CREDIT_REFUSED, caller, bet, truco_bet_rejected_value (b, &ctx));
  if (bet == TRUCO_BET_FLOR)
    {
      self->flor_settled = TRUE;
      self->flor_open = FALSE;
    }
  if (bet_closed_hand (self, bet))
    end_of_play (self, caller, TRUE);
}

static void
apply_accept (TrucoGame *self, guint seat, guint bet)
{
  TrucoBet *b = &self->bets[bet];

  if (self->n_sides == 3 && bet == TRUCO_BET_TRUCO)
    {
      self->put_answered |= 1u << seat;
      for (guint s = 0; s < self->n_seats; s++)
        if (seat_playing (self, s) && s != (guint) truco_bet_get_last_side (b) && !seat_in (self->put_answered, s))
          return;
      truco_bet_accept (b);
      truco_bet_stack_pop (&self->stack);
      return;
    }

  if (bet == TRUCO_BET_FLOR && self->flor_open)
    {
      /* "Con flor quiero" to a first flor (§2.9) or "flor tambien" (§5.5). */
      self->flor_sung |= 1u << seat;
      self->declared |= 1u << seat;
      truco_bet_accept (b);
      self->flor_open = FALSE;
      return;
    }

  truco_bet_accept (b);
  truco_bet_stack_pop (&self->stack);
  if (bet == TRUCO_BET_ENVIDO)
    envido_accepted (self);
}

static void
apply_call (TrucoGame *self, const TrucoAction *a)
{
  TrucoBet *b = &self->bets[a->bet];
  guint side = self->side_of[a->seat];
  gboolean was_pending;

  if (a->bet == TRUCO_BET_FLOR && a->row == 0)
    {
      sing_flor (self, a->seat);
      return;
    }

  was_pending = truco_bet_is_pending (b);
  if (a->bet == TRUCO_BET_FLOR && self->flor_open)
    {
      /* Contraflor over a first flor: sung with one's own flor.  The first
       * flor did not wait for an answer; the raise does. */
      self->flor_sung |= 1u << a->seat;
      self->declared |= 1u << a->seat;
      self->flor_open = FALSE;
      was_pending = FALSE;
    }

  if (a->bet == TRUCO_BET_TRUCO && b->status == TRUCO_BET_IDLE
      && self->play->envido_closed_by_truco && self->bets[TRUCO_BET_ENVIDO].status == TRUCO_BET_IDLE)
    /* §2.11: opening with truco loses one's envido initiative. */
    self->lost_initiative |= 1u << a->seat;
  if (a->bet == TRUCO_BET_ENVIDO)
    self->declared |= 1u << a->seat;

  truco_bet_call (b, a->row, side, a->value);
  if (self->n_sides == 3)
    self->put_answered = 0;
  if (!was_pending)
    truco_bet_stack_push (&self->stack, a->bet);
}

static void
apply_play (TrucoGame *self, guint seat, TrucoCard card)
{
  int top = truco_bet_stack_top (&self->stack);

  if (top == TRUCO_BET_TRUCO && self->side_of[seat] != (guint) truco_bet_get_last_side (&self->bets[top]))
    {
      /* §3: playing the next card accepts the truc. */
      truco_bet_accept (&self->bets[top]);
      truco_bet_stack_pop (&self->stack);
    }
  play_card (self, seat, card);
}

static void
apply_mazo (TrucoGame *self, guint seat)
{
  if (self->play->throw_up)
    {
      /* X-HOYLE: the non-dealer throws up his hand, conceding 1. */
      add_credit (self, TRUCO_CREDIT_FOLD, other_side (self->side_of[seat]), TRUCO_BET_TRUCO, 1);
      self->folded |= 1u << seat;
      end_of_play (self, other_side (self->side_of[seat]), TRUE);
      return;
    }
  /* Carta jugada (§2.5 item 7): a card he already laid in this trick
   * stays in it for his side. */
  self->folded |= 1u << seat;
  if (!side_has_players (self, self->side_of[seat]))
    {
      TrucoBetContext ctx;
      guint winner = other_side (self->side_of[seat]);

      fill_context (self, &ctx);
      add_credit (self, TRUCO_CREDIT_FOLD, winner, TRUCO_BET_TRUCO,
                  truco_bet_stake (&self->bets[TRUCO_BET_TRUCO], &ctx, winner));
      end_of_play (self, winner, TRUE);
      return;
    }
  /* A lone partner goes on. */
  if (self->turn == seat)
    self->turn = next_active (self, seat);
  if (trick_complete (self))
    {
      int r;

      resolve_trick (self);
      if (self->trick == 1)
        settle_open_flor (self);
      r = hand_result (self);
      if (r != -2 || self->trick == 3)
        end_of_play (self, r == -2 ? -1 : r, FALSE);
    }
}

static void
apply_pido_flor (TrucoGame *self, guint seat, guint target)
{
  guint challengers = self->side_of[seat], offenders = self->side_of[target];
  TrucoCredit *c;

  if (self->flor_of[target] >= 0)
    {
      /* §2.9: challengers score 3 + every point the offending side made. */
      guint taken = 0;

      for (guint i = 0; i < self->n_credits; i++)
        if (self->credits[i].side == offenders && self->credits[i].duel == self->duel
            && !self->credits[i].cancelled)
          {
            taken += self->credits[i].points;
            self->credits[i].cancelled = TRUE;
            if (self->credits[i].immediate)
              take_back (self, &self->credits[i]);
          }
      c = add_credit (self, TRUCO_CREDIT_PIDO_FLOR, challengers, TRUCO_BET_TRUCO, 3 + taken);
      c->seat = seat;
      c->other_seat = target;
      c->value = self->flor_of[target];
      memcpy (c->cards, self->kept[target], sizeof c->cards);
    }
  else
    {
      c = add_credit (self, TRUCO_CREDIT_PIDO_FLOR_WRONG, offenders, TRUCO_BET_TRUCO,
                      self->pido_false_value);
      c->seat = target;
      c->other_seat = seat;
    }
  c->ladder = NULL;
  c->sequence[0] = '\0';
}

static const TrucoBetRow *pending_row (TrucoGame *self, guint bet);

static void
do_apply (TrucoGame *self, const TrucoAction *a)
{
  TrucoEvent event;

  self->hand_actions++;
  if (wants_events (self))
    {
      memset (&event, 0, sizeof event);
      event.kind = TRUCO_EVENT_ACTION;
      event.seat = a->seat;
      event.side = self->side_of[a->seat];
      event.action = *a;
      /* What the log words of the action depend on; the words themselves
       * are written on demand (truco_game_format_event()). */
      {
        const TrucoBetTable *t = a->bet < TRUCO_N_BETS ? self->tables[a->bet] : NULL;
        const TrucoBetRow *answered = pending_row (self, a->bet);

        event.over_pending = a->kind == TRUCO_ACTION_CALL && t != NULL && t->raise_needs_quiero
                             && truco_bet_is_pending (&self->bets[a->bet]);
        event.answered_row = answered != NULL ? answered - t->steps : 255;
      }
      emit (self, &event);
    }

  switch ((TrucoActionKind) a->kind)
    {
    case TRUCO_ACTION_PLAY:
      apply_play (self, a->seat, a->value);
      break;
    case TRUCO_ACTION_CALL:
      apply_call (self, a);
      break;
    case TRUCO_ACTION_ACCEPT:
      apply_accept (self, a->seat, a->bet);
      break;
    case TRUCO_ACTION_REJECT:
      apply_reject (self, a->seat, a->bet);
      break;
    case TRUCO_ACTION_DECLARE:
      {
        int v = a->value;

        self->declared_value[a->seat] = v;
        if (self->sd_best_seat < 0 || v > self->sd_best_value)
          {
            if (self->sd_best_seat >= 0)
              {
                self->sd_other_seat = self->sd_best_seat;
                self->sd_other_value = self->sd_best_value;
              }
            self->sd_best_seat = a->seat;
            self->sd_best_value = v;
          }
        else if (v > self->sd_other_value)
          {
            self->sd_other_seat = a->seat;
            self->sd_other_value = v;
          }
        self->sd_pos++;
        advance_showdown (self);
        break;
      }
    case TRUCO_ACTION_SON_BUENAS:
      self->sd_pos++;
      advance_showdown (self);
      break;
    case TRUCO_ACTION_MAZO:
      apply_mazo (self, a->seat);
      break;
    case TRUCO_ACTION_DISCARD:
      {
        remove_card (self, a->seat, a->value);
        memcpy (self->kept[a->seat], self->held[a->seat], 3 * sizeof (TrucoCard));
        start_play (self);
        break;
      }
    case TRUCO_ACTION_PIDO_FLOR:
    case TRUCO_ACTION_PASS:
      if (a->kind == TRUCO_ACTION_PIDO_FLOR)
        apply_pido_flor (self, a->seat, a->value);
      self->pf_sides_done++;
      if (self->pf_sides_done >= 2)
        after_pido_flor (self);
      else
        self->pf_side = other_side (self->pf_side);
      break;
    case TRUCO_ACTION_CUT:
      start_play (self);
      break;
    case TRUCO_ACTION_KNOCK:
      self->phase = TRUCO_PHASE_ONE_CARD;
      break;
    case TRUCO_ACTION_DEAL_ONE:
      for (guint s = 0; s < self->n_seats; s++)
        self->n_held[s] = 1;
      self->one_card = TRUE;
      self->fixed_stake = 1;
      start_play (self);
      break;
    case TRUCO_ACTION_DEAL_THREE:
      start_play (self);
      break;
    case TRUCO_ACTION_CONCEDE:
      {
        guint other = other_side (self->eleven_side);

        add_credit (self, TRUCO_CREDIT_ELEVEN_CONCEDED, other, TRUCO_BET_TRUCO, 1);
        emit_simple (self, TRUCO_EVENT_HAND_ENDED, -1, other, 0);
        self->hand_done = TRUE;
        finish_hand (self);
        break;
      }
    case TRUCO_ACTION_PLAY_ELEVEN:
      self->fixed_stake = 3;
      self->no_raise = TRUE;
      start_play (self);
      break;
    case TRUCO_ACTION_REDEAL:
      self->redeal_agreed = 1u << a->seat;
      self->phase = TRUCO_PHASE_REDEAL;
      break;
    case TRUCO_ACTION_AGREE:
      self->redeal_agreed |= 1u << a->seat;
      if (self->redeal_agreed == (1u << self->n_seats) - 1)
        {
          /* §4: the hands are set aside and new ones dealt from the stock. */
          deal_from_stock (self);
          set_kept (self);
          self->phase = TRUCO_PHASE_PLAY;
          self->redeal_agreed = 0;
        }
      break;
    case TRUCO_ACTION_INSIST:
      self->redeal_refused = TRUE;
      self->redeal_agreed = 0;
      self->phase = TRUCO_PHASE_PLAY;
      break;
    case TRUCO_N_ACTION_KINDS:
    default:
      g_assert_not_reached ();
    }

  if (self->phase == TRUCO_PHASE_PLAY && !self->hand_done && self->play->mazo && self->folded)
    check_folded (self);
  if (self->immediate)
    credit_immediately (self);
}

/* ------------------------------------------------------------------ */
/* Applying, with reasons for refusals                                  */

static const char *
why_illegal (TrucoGame *self, const TrucoAction *a, TrucoAction *legal, guint n_legal)
{
  gboolean seat_acts = FALSE;
  int top;

  if (self->phase == TRUCO_PHASE_MATCH_OVER)
    return _("The match is over.");
  if (a->seat >= self->n_seats)
    return _("There is no such seat.");
  if (seat_in (self->folded, a->seat) || !seat_in (self->active, a->seat))
    return _("This player is out of the hand.");
  for (guint i = 0; i < n_legal; i++)
    seat_acts |= legal[i].seat == a->seat;
  if (!seat_acts)
    return _("It is not this player’s turn to act.");

  top = truco_bet_stack_top (&self->stack);
  switch ((TrucoActionKind) a->kind)
    {
    case TRUCO_ACTION_PLAY:
    case TRUCO_ACTION_DISCARD:
      if (!holds (self, a->seat, a->value))
        return _("The player does not hold this card.");
      if (top >= 0)
        return _("A call is waiting for an answer.");
      return _("No card can be played now.");
    case TRUCO_ACTION_CALL:
      {
        const char *reason = NULL;

        if (a->bet >= TRUCO_N_BETS || self->tables[a->bet] == NULL)
          return _("This call does not exist in this variant.");
        if (self->phase != TRUCO_PHASE_PLAY)
          return _("No call can be made now.");
        if (!truco_bet_check_call (&self->bets[a->bet], a->row, self->side_of[a->seat], a->value, &reason))
          return _(reason);
        if (a->bet == TRUCO_BET_ENVIDO && self->trick > 0)
          return _("Envido can only be called in the first trick.");
        if (a->bet == TRUCO_BET_ENVIDO && seat_in (self->played_first, a->seat))
          return _("Envido can only be called before playing one’s first card.");
        if (a->bet == TRUCO_BET_ENVIDO && truco_accepted (self))
          return _("No envido once the truco has been accepted.");
        if (a->bet == TRUCO_BET_FLOR && self->trick > 0)
          return _("Flor can only be sung in the first trick.");
        if (a->bet == TRUCO_BET_FLOR && a->row > 0 && self->flor_of[a->seat] < 0 && self->play->flor_raise_needs_flor)
          return _("Only a player with a flor can raise a flor.");
        if (a->bet == TRUCO_BET_TRUCO && !truco_window (self))
          return _("The truco waits until the flor is settled, or the hand cannot be raised.");
        if (top >= 0)
          return _("A call is waiting for an answer.");
        return _("This call is not allowed now.");
      }
    case TRUCO_ACTION_ACCEPT:
    case TRUCO_ACTION_REJECT:
      {
        const char *reason = NULL;

        if (a->bet < TRUCO_N_BETS && self->tables[a->bet]
            && !truco_bet_check_answer (&self->bets[a->bet], self->side_of[a->seat], &reason))
          return _(reason);
        return _("This player cannot answer this call.");
      }
    case TRUCO_ACTION_DECLARE:
      if (self->phase == TRUCO_PHASE_SHOWDOWN)
        return _("A player declares his true envido.");
      return _("Nothing is being declared now.");
    default:
      return _("This action is not allowed now.");
    }
}

/**
 * truco_game_apply:
 *
 * Applies @action when it is one of the legal actions now; otherwise sets @error (%TRUCO_GAME_ERROR_ILLEGAL) with the reason and changes nothing.
 *
 * Returns: %TRUE when the action was applied
 */
gboolean
truco_game_apply (TrucoGame         *self,
                  const TrucoAction *action,
                  GError           **error)
{
  TrucoAction wanted;

  g_return_val_if_fail (TRUCO_IS_GAME (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (self->cached_version != self->version)
    {
      self->n_cached = list_actions (self, self->cached);
      self->cached_version = self->version;
    }
  wanted = *action;
  normalize (&wanted);
  for (guint i = 0; i < self->n_cached; i++)
    if (memcmp (&self->cached[i], &wanted, sizeof wanted) == 0)
      {
        TrucoAction chosen = self->cached[i];

        self->version++;
        self->listening = g_signal_has_handler_pending (self, signals[SIGNAL_EVENT], 0, TRUE);
        do_apply (self, &chosen);
        self->listening = FALSE;
        /* An event handler may have listed the actions in the middle of
         * the move (a UI redrawing): that list is stale now. */
        self->version++;
        return TRUE;
      }

  g_set_error_literal (error, TRUCO_GAME_ERROR, TRUCO_GAME_ERROR_ILLEGAL,
                       why_illegal (self, action, self->cached, self->n_cached));
  return FALSE;
}

/* ------------------------------------------------------------------ */
/* Construction                                                         */

static void
truco_game_finalize (GObject *object)
{
  TrucoGame *self = (TrucoGame *) object;

  g_clear_pointer (&self->rules, truco_rules_unref);
  g_clear_pointer (&self->events, g_array_unref);

  G_OBJECT_CLASS (truco_game_parent_class)->finalize (object);
}

static void
truco_game_class_init (TrucoGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = truco_game_finalize;

  /**
   * TrucoGame::event:
   * @game: the game
   * @event: (type gpointer): the #TrucoEvent, valid during the emission
   * @explanation: (nullable): for a %TRUCO_EVENT_CREDIT, why the points
   *   were credited (truco_credit_explain()); else %NULL
   *
   * Emitted for every event as truco_game_apply() makes it (whether or not
   * events are recorded), so that a table can follow the game.  Handlers
   * must not change the game.
   */
  signals[SIGNAL_EVENT] =
    g_signal_new ("event",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2,
                  G_TYPE_POINTER,
                  TRUCO_TYPE_EXPLANATION | G_SIGNAL_TYPE_STATIC_SCOPE);
}

static void
truco_game_init (TrucoGame *self)
{
  self->events = g_array_sized_new (FALSE, FALSE, sizeof (TrucoEvent), 256);
  self->record = TRUE;
  self->cached_version = G_MAXUINT64;
}

/**
 * truco_game_get_view:
 * @self: a game
 * @seat: a seat
 * @view: (out caller-allocates): where to write the view
 *
 * The game as @seat may know it: its own cards, what every seat still
 * holds (how many), the cards laid in each trick, the calls and answers,
 * the flors sung, the envidos declared and the values and cards shown in
 * the credits of the hand, the scores, whose turn it is and what @seat may
 * do now.  Never another seat's hidden cards: two games that differ only
 * in the cards the other seats have not shown give the same view, byte for
 * byte.
 */
void
truco_game_get_view (TrucoGame *self,
                     guint      seat,
                     TrucoView *view)
{
  TrucoAction all[TRUCO_GAME_MAX_ACTIONS];
  guint n;

  g_return_if_fail (TRUCO_IS_GAME (self));
  g_return_if_fail (seat < self->n_seats && view != NULL);

  memset (view, 0, sizeof *view);
  view->seat = seat;
  view->n_seats = self->n_seats;
  view->n_sides = self->n_sides;
  view->n_scores = self->n_accounts;
  view->phase = self->phase;
  view->hand_number = self->hand_number;
  view->dealer = self->dealer;
  view->mano = self->mano;
  view->turn = self->turn;
  view->leader = self->leader;
  view->trick = self->trick;
  view->duel = self->duel;
  view->active = self->active;
  view->folded = self->folded;
  view->flor_sung = self->flor_sung;
  for (guint s = 0; s < self->n_seats; s++)
    {
      view->side_of[s] = self->side_of[s];
      view->n_held[s] = self->n_held[s];
      view->declared[s] = self->declared_value[s];
      for (guint t = 0; t < 3; t++)
        view->played[t][s] = self->played[t][s];
    }
  memcpy (view->trick_result, self->trick_result, sizeof view->trick_result);
  view->n_hand = self->n_held[seat];
  memcpy (view->hand, self->held[seat], self->n_held[seat] * sizeof (TrucoCard));
  memcpy (view->bets, self->bets, sizeof view->bets);
  for (guint a = 0; a < self->n_accounts; a++)
    {
      view->score[a] = self->score[a];
      view->games_won[a] = self->games_won[a];
    }
  view->target = self->target;
  view->n_credits = self->n_credits;
  memcpy (view->credits, self->credits, self->n_credits * sizeof (TrucoCredit));

  n = truco_game_list_actions (self, all);
  for (guint i = 0; i < n; i++)
    if (all[i].seat == seat)
      view->actions[view->n_actions++] = all[i];
}

/**
 * truco_sample_constraints_from_view:
 * @constraints: (out caller-allocates): constraints to fill
 * @view: a seat's view
 *
 * The constraints a view implies when everybody plays honestly: a seat
 * that declared an envido holds it, a seat that sang flor holds one.
 */
void
truco_sample_constraints_from_view (TrucoSampleConstraints *constraints,
                                    const TrucoView        *view)
{
  g_return_if_fail (constraints != NULL && view != NULL);

  memset (constraints->envido, -1, sizeof constraints->envido);
  memset (constraints->flor, -1, sizeof constraints->flor);
  for (guint s = 0; s < view->n_seats; s++)
    {
      constraints->envido[s] = view->declared[s];
      if ((view->flor_sung >> s) & 1)
        constraints->flor[s] = 1;
    }
}

/* The three cards @seat was dealt for declarations, if @held were his:
 * the cards he laid and @held (FALSE when they are not three). */
static gboolean
dealt_three (const TrucoView *view, guint seat, const TrucoCard *held, guint n_held, TrucoCard out[3])
{
  guint n = 0;

  for (guint t = 0; t < 3; t++)
    if (view->played[t][seat] != TRUCO_CARD_NONE)
      {
        if (n >= 3)
          return FALSE;
        out[n++] = view->played[t][seat];
      }
  if (n + n_held != 3)
    return FALSE;
  for (guint i = 0; i < n_held; i++)
    out[n++] = held[i];
  return TRUE;
}

/**
 * truco_game_sample_hands:
 * @rules: the game's rules
 * @view: what the sampling seat knows
 * @constraints: (nullable): what else the sample must satisfy
 * @rng: (inout): the state of the random source (any value to start)
 * @max_tries: how many deals to try before giving up (constraints)
 * @hands: (out caller-allocates): the cards of every seat: the viewing
 *   seat's own, and for the others as many unseen cards as they hold
 *
 * Deals the cards the viewing seat has not seen at random among the other
 * seats, consistently with @view: never a card seen (held, laid, shown in
 * a credit), cards shown and not yet laid stay with their seat, each seat
 * gets as many as it holds, and with @constraints, a declared envido and
 * a sung flor.  Constrained seats draw first, each retrying its cards up
 * to @max_tries times (so a sample is close to, not exactly, uniform among
 * the deals that satisfy every constraint).  For Monte Carlo look-ahead with
 * truco_game_set_hidden_hands() on a copy of the game.
 *
 * Returns: %FALSE when no deal satisfying the constraints was found
 */
gboolean
truco_game_sample_hands (const TrucoRules             *rules,
                         const TrucoView              *view,
                         const TrucoSampleConstraints *constraints,
                         guint64                      *rng,
                         guint                         max_tries,
                         TrucoCard                     hands[TRUCO_GAME_MAX_SEATS][4])
{
  guint64 seen[2] = { 0, 0 };
  TrucoCard pool[52], known[TRUCO_GAME_MAX_SEATS][4];
  guint n_pool = 0, n_known[TRUCO_GAME_MAX_SEATS] = { 0 }, n_deck;
  const TrucoCard *deck;

  g_return_val_if_fail (rules != NULL && view != NULL && rng != NULL, FALSE);

#define SEE(card) (seen[(card) >> 6] |= G_GUINT64_CONSTANT (1) << ((card) & 63))
#define SEEN(card) ((seen[(card) >> 6] >> ((card) & 63)) & 1)
  for (guint i = 0; i < view->n_hand; i++)
    SEE (view->hand[i]);
  for (guint t = 0; t < 3; t++)
    for (guint s = 0; s < view->n_seats; s++)
      if (view->played[t][s] != TRUCO_CARD_NONE)
        SEE (view->played[t][s]);
  /* Cards shown in a credit and not laid yet are in their seat's hand. */
  for (guint i = 0; i < view->n_credits; i++)
    {
      const TrucoCredit *c = &view->credits[i];
      int owner = c->reason == TRUCO_CREDIT_PIDO_FLOR ? c->other_seat : c->seat;

      if (owner < 0 || (guint) owner == view->seat || c->reason == TRUCO_CREDIT_BONUS_CARD)
        continue;
      for (guint k = 0; k < 3; k++)
        if (c->cards[k] != TRUCO_CARD_NONE && !SEEN (c->cards[k]) && n_known[owner] < view->n_held[owner])
          {
            SEE (c->cards[k]);
            known[owner][n_known[owner]++] = c->cards[k];
          }
    }
  deck = truco_deck_get_cards (truco_variant_get_deck (truco_rules_get_variant (rules)), &n_deck);
  for (guint i = 0; i < n_deck; i++)
    if (!SEEN (deck[i]))
      pool[n_pool++] = deck[i];
#undef SEE
#undef SEEN

  /* Seats with a constraint draw first, each retrying its own cards up
   * to @max_tries times; then the others share what is left. */
  for (guint attempt = 0; attempt < 4; attempt++)
    {
      guint next = 0;
      gboolean ok = TRUE;

      memset (hands, 0, sizeof (TrucoCard) * TRUCO_GAME_MAX_SEATS * 4);
      memcpy (hands[view->seat], view->hand, view->n_hand * sizeof (TrucoCard));
      for (guint pass = 0; pass < 2 && ok; pass++)
        for (guint s = 0; s < view->n_seats && ok; s++)
          {
            gboolean constrained = constraints != NULL && (constraints->envido[s] >= 0 || constraints->flor[s] >= 0);
            guint n_draw = view->n_held[s] - MIN (n_known[s], view->n_held[s]);
            guint tries = constrained ? MAX (max_tries, 1) : 1;

            if (s == view->seat || constrained != (pass == 0))
              continue;
            if (next + n_draw > n_pool)
              return FALSE;
            memcpy (hands[s], known[s], n_known[s] * sizeof (TrucoCard));
            ok = FALSE;
            for (guint t = 0; t < tries && !ok; t++)
              {
                TrucoCard three[3];

                /* A partial Fisher-Yates shuffle: only the cards dealt. */
                for (guint k = 0; k < n_draw; k++)
                  {
                    guint64 z = (*rng += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15));
                    guint pick;
                    TrucoCard tmp;

                    z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
                    z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
                    z ^= z >> 31;
                    pick = next + k + z % (n_pool - next - k);
                    tmp = pool[next + k];
                    pool[next + k] = pool[pick];
                    pool[pick] = tmp;
                    hands[s][n_known[s] + k] = pool[next + k];
                  }
                ok = TRUE;
                if (constrained && dealt_three (view, s, hands[s], view->n_held[s], three))
                  {
                    if (constraints->envido[s] >= 0
                        && truco_rules_has_declaration (rules, TRUCO_DECLARATION_ENVIDO)
                        && truco_game_eval_envido (rules, three) != constraints->envido[s])
                      ok = FALSE;
                    if (constraints->flor[s] >= 0 && truco_rules_has_declaration (rules, TRUCO_DECLARATION_FLOR)
                        && (truco_game_eval_flor (rules, three) >= 0) != (constraints->flor[s] > 0))
                      ok = FALSE;
                  }
              }
            next += n_draw;
          }
      if (ok)
        return TRUE;
    }
  return FALSE;
}

/**
 * truco_game_set_hidden_hands:
 * @self: a game (a copy, for look-ahead)
 * @seat: the seat whose cards stay
 * @hands: the cards of every seat (truco_game_sample_hands())
 *
 * Gives the other seats the cards of @hands, as many as each holds, and
 * values their envido, embit and flor from them and the cards they laid.
 * The stock of later deals is not changed.
 *
 * Returns: %FALSE (and changes nothing) when a seat would not get as many
 *   cards as it holds or a card would be in two places
 */
gboolean
truco_game_set_hidden_hands (TrucoGame       *self,
                             guint            seat,
                             const TrucoCard  hands[TRUCO_GAME_MAX_SEATS][4])
{
  guint64 seen[2] = { 0, 0 };

  g_return_val_if_fail (TRUCO_IS_GAME (self) && seat < self->n_seats, FALSE);

  for (guint s = 0; s < self->n_seats; s++)
    for (guint i = 0; i < self->n_held[s]; i++)
      {
        TrucoCard c = s == seat ? self->held[s][i] : hands[s][i];

        if (c == TRUCO_CARD_NONE || !truco_deck_contains (self->deck, c)
            || ((seen[c >> 6] >> (c & 63)) & 1))
          return FALSE;
        seen[c >> 6] |= G_GUINT64_CONSTANT (1) << (c & 63);
      }
  for (guint s = 0; s < self->n_seats; s++)
    {
      guint n = 0;

      if (s == seat)
        continue;
      memcpy (self->held[s], hands[s], self->n_held[s] * sizeof (TrucoCard));
      for (guint t = 0; t < 3; t++)
        if (self->played[t][s] != TRUCO_CARD_NONE)
          self->kept[s][n++] = self->played[t][s];
      if (n + self->n_held[s] != 3 || !seat_in (self->active, s))
        continue;
      for (guint i = 0; i < self->n_held[s]; i++)
        self->kept[s][n++] = self->held[s][i];
      evaluate_seat (self, s);
    }
  self->version++;
  return TRUE;
}

/**
 * truco_game_copy_into:
 * @dest: a game to overwrite (from truco_game_copy() or truco_game_new())
 * @src: the game to copy
 *
 * Makes @dest an independent copy of @src's state: the same rules, scores,
 * hand, cards, bets, turn and random state, so that both play on the same
 * way.  Nothing is allocated (for look-ahead, copy into one scratch game
 * again and again).  @dest keeps its own event recording setting; its
 * recorded events are cleared, @src's are not copied.
 */
void
truco_game_copy_into (TrucoGame *dest,
                      TrucoGame *src)
{
  TrucoRules *old_rules;

  g_return_if_fail (TRUCO_IS_GAME (dest) && TRUCO_IS_GAME (src));

  if (dest == src)
    return;
  old_rules = dest->rules;
  if (old_rules != src->rules)
    truco_rules_ref (src->rules);
  /* The plain state up to the credits, then the credits in use, then the
   * list of legal actions. */
  memcpy (&dest->rules, &src->rules, G_STRUCT_OFFSET (TrucoGame, credits) - G_STRUCT_OFFSET (TrucoGame, rules));
  memcpy (dest->credits, src->credits, src->n_credits * sizeof (TrucoCredit));
  dest->n_credits = src->n_credits;
  dest->version = src->version;
  dest->cached_version = src->cached_version;
  dest->n_cached = src->n_cached;
  memcpy (dest->cached, src->cached, src->n_cached * sizeof (TrucoAction));
  g_array_set_size (dest->events, 0);
  if (old_rules != NULL && old_rules != src->rules)
    truco_rules_unref (old_rules);
}

/**
 * truco_game_copy:
 * @self: a game
 *
 * A new, independent game in the state of @self (see
 * truco_game_copy_into()), without @self's events and with event
 * recording off: made for playing ahead.
 *
 * Returns: (transfer full): the copy
 */
TrucoGame *
truco_game_copy (TrucoGame *self)
{
  TrucoGame *copy;

  g_return_val_if_fail (TRUCO_IS_GAME (self), NULL);

  copy = g_object_new (TRUCO_TYPE_GAME, NULL);
  truco_game_copy_into (copy, self);
  copy->record = FALSE;
  return copy;
}

/* An option of the rule set that is set and not "off". */
static gboolean
option_on (const TrucoRules *rules, const char *key)
{
  const char *v = truco_rules_get (rules, key);

  return v != NULL && strcmp (v, "off") != 0;
}

static gboolean
option_is (const TrucoRules *rules, const char *key, const char *value)
{
  const char *v = truco_rules_get (rules, key);

  return v != NULL && strcmp (v, value) == 0;
}

/**
 * truco_game_new:
 * @rules: the rule set (copied)
 * @seed: the seed of the deals
 *
 * Creates a match and deals its first hand.  The same rules and seed always
 * give the same deals.
 *
 * Returns: (transfer full): a new game
 */
TrucoGame *
truco_game_new (const TrucoRules *rules,
                guint64           seed)
{
  TrucoGame *self;
  const char *players;

  g_return_val_if_fail (rules != NULL, NULL);

  self = g_object_new (TRUCO_TYPE_GAME, NULL);
  self->rules = truco_rules_copy (rules);
  self->seed = seed;
  self->rng = seed;

  self->play = truco_rules_get_play (rules);
  self->decl_envido = truco_rules_has_declaration (rules, TRUCO_DECLARATION_ENVIDO);
  self->decl_embit = truco_rules_has_declaration (rules, TRUCO_DECLARATION_EMBIT);
  players = truco_rules_get (rules, "players");
  self->n_seats = self->play->fixed_seats ? self->play->fixed_seats : truco_rules_get_n_players (rules);
  self->gallo = self->play->gallo && self->n_seats == 3;
  self->gallo_turno = self->gallo && players && strstr (players, "turno") != NULL;
  self->n_sides = self->play->three_for_themselves && self->n_seats == 3 ? 3 : 2;
  self->n_accounts = self->gallo_turno || self->n_sides == 3 ? 3 : 2;
  self->pica_table = self->play->pica_pica && self->n_seats >= 6;
  self->pica_until = option_is (rules, "pica_pica_until", "15") ? 15 : 25;
  self->target = truco_rules_get_target (rules);
  self->half = self->play->malas_buenas && !option_is (rules, "malas_buenas", "off") && self->target == 30 ? 15 : 0;
  self->games_to_win = option_is (rules, "match", "single") ? 1 : self->play->games_to_win;
  self->deck = truco_rules_get_deck (rules);
  self->deck_cards = truco_deck_get_cards (self->deck, &self->n_deck_cards);
  self->class_of = truco_rules_get_class_table (rules);
  /* Options of one variant: absent (NULL) elsewhere. */
  self->captain_answers = option_on (rules, "cat_captain_answers");
  self->one_card_option = option_on (rules, "one_card_deal");
  self->bonus_cards = option_on (rules, "bonus_cards");
  self->put_fold = option_is (rules, "put_fold", "on");
  self->out_of_turn = option_is (rules, "truco_out_of_turn", "on");
  self->higher_total = option_is (rules, "simultaneous_finish", "higher_total");
  self->resto_takes_game = option_is (rules, "cfar_winner_takes_chico", "on");
  self->immediate = option_is (rules, "credit_timing", "immediate");
  self->pido_false_value = option_is (rules, "pedir_flor_false_claim", "4") ? 4 : 3;
  self->all_parda = truco_rules_get_all_parda (rules);

  /* The ladders of the rule set (truco-variant.c), in the machine's form. */
  {
    const TrucoLadder *ladders;
    guint n_ladders;

    ladders = truco_rules_get_ladders (self->rules, &n_ladders);
    for (guint i = 0; i < n_ladders; i++)
      {
        TrucoBetKind bet = ladders[i].kind == TRUCO_LADDER_ENVIDO || ladders[i].kind == TRUCO_LADDER_EMBIT
                           ? TRUCO_BET_ENVIDO
                           : ladders[i].kind == TRUCO_LADDER_FLOR ? TRUCO_BET_FLOR : TRUCO_BET_TRUCO;

        self->tables[bet] = truco_bet_table_for_ladder (self->rules, &ladders[i]);
      }
    self->flor_enabled = self->tables[TRUCO_BET_FLOR] != NULL;
    self->envido_enabled = self->tables[TRUCO_BET_ENVIDO] != NULL;
  }

  for (guint s = 0; s < self->n_seats; s++)
    {
      guint letter, number;

      if (self->n_accounts == 3)
        {
          letter = s;
          number = 1;
          self->account_of[s] = s;
        }
      else if (self->gallo)
        {
          letter = s == 0 ? 0 : 1;
          number = s == 0 ? 1 : s;
          self->account_of[s] = letter;
        }
      else
        {
          letter = s % 2;
          number = s / 2 + 1;
          self->account_of[s] = letter;
        }
      g_snprintf (self->seat_names[s], sizeof self->seat_names[s], "%c%u", 'A' + letter, number);
    }

  start_hand (self);
  return self;
}

/* ------------------------------------------------------------------ */
/* Accessors                                                            */

/**
 * truco_game_get_rules:
 *
 * Returns: (transfer none): the rule set of the game
 */
const TrucoRules *
truco_game_get_rules (TrucoGame *self)
{
  g_return_val_if_fail (TRUCO_IS_GAME (self), NULL);
  return self->rules;
}

/**
 * truco_game_get_seed:
 *
 * Returns: the seed of the deals
 */
guint64
truco_game_get_seed (TrucoGame *self)
{
  return self->seed;
}

/**
 * truco_game_get_n_seats:
 *
 * Returns: the number of players
 */
guint
truco_game_get_n_seats (TrucoGame *self)
{
  return self->n_seats;
}

/**
 * truco_game_get_n_sides:
 *
 * Returns: the number of sides of a hand (2, or 3 in Put for three)
 */
guint
truco_game_get_n_sides (TrucoGame *self)
{
  return self->n_sides;
}

/**
 * truco_game_get_seat_name:
 *
 * Returns: the name of @seat in game logs ("A1", "B2"), static
 */
const char *
truco_game_get_seat_name (TrucoGame *self,
                          guint      seat)
{
  g_return_val_if_fail (seat < self->n_seats, NULL);
  return self->seat_names[seat];
}

/**
 * truco_game_find_seat:
 *
 * Returns: the seat called @name, or -1
 */
int
truco_game_find_seat (TrucoGame  *self,
                      const char *name)
{
  for (guint s = 0; s < self->n_seats; s++)
    if (g_ascii_strcasecmp (self->seat_names[s], name) == 0)
      return s;
  return -1;
}

/**
 * truco_game_get_seat_side:
 *
 * Returns: the side of @seat in the current hand (in gallo por turno, side 0 is the gallo)
 */
guint
truco_game_get_seat_side (TrucoGame *self,
                          guint      seat)
{
  g_return_val_if_fail (seat < self->n_seats, 0);
  return self->side_of[seat];
}

/**
 * truco_game_get_dealer:
 *
 * Returns: the dealer of the current hand
 */
guint
truco_game_get_dealer (TrucoGame *self)
{
  return self->dealer;
}

/**
 * truco_game_get_mano:
 *
 * Returns: the mano (eldest) of the current hand or pica-pica duel
 */
guint
truco_game_get_mano (TrucoGame *self)
{
  return self->mano;
}

/**
 * truco_game_get_hand_number:
 *
 * Returns: the number of the current hand, from 1
 */
guint
truco_game_get_hand_number (TrucoGame *self)
{
  return self->hand_number;
}

/**
 * truco_game_get_phase:
 *
 * Returns: what the current hand is waiting for
 */
TrucoPhase
truco_game_get_phase (TrucoGame *self)
{
  return self->phase;
}

/**
 * truco_game_is_over:
 *
 * Returns: %TRUE when the match has a winner
 */
gboolean
truco_game_is_over (TrucoGame *self)
{
  return self->over;
}

/**
 * truco_game_get_n_scores:
 *
 * Returns: the number of score accounts: 2 sides, or 3 players in gallo por turno and Put for three
 */
guint
truco_game_get_n_scores (TrucoGame *self)
{
  return self->n_accounts;
}

/**
 * truco_game_get_score:
 *
 * Returns: the points of @account in the current game (chico, manche)
 */
guint
truco_game_get_score (TrucoGame *self,
                      guint      account)
{
  g_return_val_if_fail (account < self->n_accounts, 0);
  return self->score[account];
}

/**
 * truco_game_get_games_won:
 *
 * Returns: the games (chicos, manches) @account has won
 */
guint
truco_game_get_games_won (TrucoGame *self,
                          guint      account)
{
  g_return_val_if_fail (account < self->n_accounts, 0);
  return self->games_won[account];
}

/**
 * truco_game_get_target:
 *
 * Returns: the points that win a game
 */
guint
truco_game_get_target (TrucoGame *self)
{
  return self->target;
}

/**
 * truco_game_get_hand:
 *
 * Copies the cards @seat holds into @cards (room for 4).
 *
 * Returns: how many
 */
guint
truco_game_get_hand (TrucoGame *self,
                     guint      seat,
                     TrucoCard *cards)
{
  g_return_val_if_fail (seat < self->n_seats, 0);
  memcpy (cards, self->held[seat], self->n_held[seat] * sizeof (TrucoCard));
  return self->n_held[seat];
}

/**
 * truco_game_needs_deal:
 *
 * Returns: %TRUE while the current hand has had no action, so that truco_game_set_deal() may replace its cards
 */
gboolean
truco_game_needs_deal (TrucoGame *self)
{
  return self->hand_actions == 0 && self->phase != TRUCO_PHASE_MATCH_OVER;
}

/**
 * truco_game_set_deal:
 *
 * Replaces the seeded deal of the current hand by @cards, in seat order (the gallo gets 4).  The stock is the rest of the deck in deck order.
 *
 * Returns: %TRUE, or %FALSE with @error for a wrong deal
 */
gboolean
truco_game_set_deal (TrucoGame        *self,
                     const TrucoCard  *cards,
                     guint             n_cards,
                     GError          **error)
{
  guint needed = 0, pos = 0;
  guint64 seen[2] = { 0, 0 };

  g_return_val_if_fail (TRUCO_IS_GAME (self), FALSE);

  if (!truco_game_needs_deal (self))
    {
      g_set_error_literal (error, TRUCO_GAME_ERROR, TRUCO_GAME_ERROR_ILLEGAL,
                           _("A deal can only be given before the first action of a hand."));
      return FALSE;
    }
  for (guint s = 0; s < self->n_seats; s++)
    needed += cards_for (self, s);
  if (n_cards != needed)
    {
      g_set_error (error, TRUCO_GAME_ERROR, TRUCO_GAME_ERROR_ILLEGAL,
                   _("A deal needs %u cards, not %u."), needed, n_cards);
      return FALSE;
    }
  for (guint i = 0; i < n_cards; i++)
    {
      if (!truco_deck_contains (self->deck, cards[i]))
        {
          g_set_error_literal (error, TRUCO_GAME_ERROR, TRUCO_GAME_ERROR_ILLEGAL,
                               _("A card of the deal is not in this variant’s deck."));
          return FALSE;
        }
      if ((seen[cards[i] >> 6] >> (cards[i] & 63)) & 1)
        {
          g_set_error_literal (error, TRUCO_GAME_ERROR, TRUCO_GAME_ERROR_ILLEGAL,
                               _("A card appears twice in the deal."));
          return FALSE;
        }
      seen[cards[i] >> 6] |= G_GUINT64_CONSTANT (1) << (cards[i] & 63);
    }

  /* The stock: the given cards first, then the rest of the deck in order. */
  for (guint s = 0; s < self->n_seats; s++)
    {
      self->n_held[s] = cards_for (self, s);
      memcpy (self->held[s], cards + pos, self->n_held[s] * sizeof (TrucoCard));
      pos += self->n_held[s];
    }
  self->stock_pos = 0;
  {
    guint k = 0;

    for (guint i = 0; i < self->n_deck_cards; i++)
      if (!((seen[self->deck_cards[i] >> 6] >> (self->deck_cards[i] & 63)) & 1))
        self->shuffled[k++] = self->deck_cards[i];
    self->stock_pos = 0;
    /* Redeals draw from what was not dealt: move the stock to the front. */
    memmove (self->shuffled + n_cards, self->shuffled, k * sizeof (TrucoCard));
    memcpy (self->shuffled, cards, n_cards * sizeof (TrucoCard));
    self->stock_pos = n_cards;
    /* The stock of a given deal is the rest of the deck in deck order. */
    self->shuffled_to = self->n_deck_cards;
  }
  set_kept (self);
  if (self->phase == TRUCO_PHASE_PLAY)
    evaluate_declarations (self);
  self->version++;
  return TRUE;
}

/**
 * truco_game_get_events:
 *
 * Returns: (array length=n_events): the events since the game began or since truco_game_clear_events()
 */
const TrucoEvent *
truco_game_get_events (TrucoGame *self,
                       guint     *n_events)
{
  *n_events = self->events->len;
  return (const TrucoEvent *) (gpointer) self->events->data;
}

/**
 * truco_game_clear_events:
 *
 * Forgets the events kept so far.
 */
void
truco_game_clear_events (TrucoGame *self)
{
  g_array_set_size (self->events, 0);
}

/**
 * truco_game_set_record_events:
 *
 * Keeps events (the default) or not, for speed.
 */
void
truco_game_set_record_events (TrucoGame *self,
                              gboolean   record)
{
  self->record = record;
}

/**
 * truco_game_get_n_deck_cards:
 *
 * Returns: the number of cards in the deck
 */
guint
truco_game_get_n_deck_cards (TrucoGame *self)
{
  return self->n_deck_cards;
}

/**
 * truco_game_get_bet_table:
 *
 * Returns: (nullable): the table of @bet in this game
 */
const TrucoBetTable *
truco_game_get_bet_table (TrucoGame    *self,
                          TrucoBetKind  bet)
{
  return bet < TRUCO_N_BETS ? self->tables[bet] : NULL;
}

/**
 * truco_game_get_bet:
 *
 * Returns: the state of @bet in the current hand
 */
const TrucoBet *
truco_game_get_bet (TrucoGame    *self,
                    TrucoBetKind  bet)
{
  return &self->bets[bet];
}

/**
 * truco_game_get_pending_bet:
 *
 * Returns: the bet whose answer is awaited, or -1
 */
int
truco_game_get_pending_bet (TrucoGame *self)
{
  if (self->stack.n > 0)
    return truco_bet_stack_top (&self->stack);
  if (self->flor_open)
    return TRUCO_BET_FLOR;
  return -1;
}

/* ------------------------------------------------------------------ */
/* Log words                                                            */

static const char *const fixed_words[TRUCO_N_ACTION_KINDS] = {
  [TRUCO_ACTION_PLAY] = "play",
  [TRUCO_ACTION_DECLARE] = "declare",
  [TRUCO_ACTION_SON_BUENAS] = "son-buenas",
  [TRUCO_ACTION_MAZO] = "mazo",
  [TRUCO_ACTION_DISCARD] = "discard",
  [TRUCO_ACTION_PIDO_FLOR] = "pido-flor",
  [TRUCO_ACTION_PASS] = "pass",
  [TRUCO_ACTION_CUT] = "cut",
  [TRUCO_ACTION_KNOCK] = "knock",
  [TRUCO_ACTION_DEAL_ONE] = "deal-one",
  [TRUCO_ACTION_DEAL_THREE] = "deal-three",
  [TRUCO_ACTION_CONCEDE] = "concede",
  [TRUCO_ACTION_PLAY_ELEVEN] = "play-for-three",
  [TRUCO_ACTION_REDEAL] = "redeal",
  [TRUCO_ACTION_AGREE] = "agree",
  [TRUCO_ACTION_INSIST] = "insist",
};

static void format_action_words (TrucoGame *self, const TrucoAction *a, gboolean over_pending,
                                 int answered_row, char *buf, gsize size);

/* The row whose answer is awaited in @bet. */
static const TrucoBetRow *
pending_row (TrucoGame *self, guint bet)
{
  if (bet >= TRUCO_N_BETS || self->tables[bet] == NULL)
    return NULL;
  return truco_bet_get_last_step (&self->bets[bet]);
}

/**
 * truco_game_format_action:
 * @self: a game
 * @action: an action legal now
 * @buf: where to write
 * @size: its size
 *
 * Writes @action as a game-log line, "A1 play 7E", as it reads in the
 * current state.
 */
void
truco_game_format_action (TrucoGame         *self,
                          const TrucoAction *a,
                          char              *buf,
                          gsize              size)
{
  const TrucoBetTable *t = a->bet < TRUCO_N_BETS ? self->tables[a->bet] : NULL;
  const TrucoBetRow *answered = pending_row (self, a->bet);

  format_action_words (self, a,
                       t != NULL && t->raise_needs_quiero && truco_bet_is_pending (&self->bets[a->bet]),
                       answered != NULL ? (int) (answered - t->steps) : -1,
                       buf, size);
}

/* An action in log words, given what depends on the state it was made in:
 * whether a call was said over a pending call ("quiero-retruco") and the
 * row answered by an accept or a refusal (-1 for none). */
static void
format_action_words (TrucoGame         *self,
                     const TrucoAction *a,
                     gboolean           over_pending,
                     int                answered_row,
                     char              *buf,
                     gsize              size)
{
  const char *seat = a->seat < self->n_seats ? self->seat_names[a->seat] : "?";
  char card[4];

  switch ((TrucoActionKind) a->kind)
    {
    case TRUCO_ACTION_PLAY:
    case TRUCO_ACTION_DISCARD:
      truco_card_format (a->value, card);
      g_snprintf (buf, size, "%s %s %s", seat, fixed_words[a->kind], card);
      return;
    case TRUCO_ACTION_DECLARE:
      g_snprintf (buf, size, "%s declare %u", seat, a->value);
      return;
    case TRUCO_ACTION_PIDO_FLOR:
      g_snprintf (buf, size, "%s pido-flor %s", seat,
                  a->value < self->n_seats ? self->seat_names[a->value] : "?");
      return;
    case TRUCO_ACTION_CALL:
      {
        const TrucoBetTable *t = a->bet < TRUCO_N_BETS ? self->tables[a->bet] : NULL;
        const TrucoBetRow *row = t && a->row < t->n_steps ? &t->steps[a->row] : NULL;

        if (row == NULL)
          g_snprintf (buf, size, "%s ?", seat);
        else if (row->flags & TRUCO_BET_ROW_CHOSEN)
          g_snprintf (buf, size, "%s %s %u", seat, row->id, a->value);
        else if (over_pending)
          g_snprintf (buf, size, "%s quiero-%s", seat, row->id);
        else
          g_snprintf (buf, size, "%s %s", seat, row->id);
        return;
      }
    case TRUCO_ACTION_ACCEPT:
    case TRUCO_ACTION_REJECT:
      {
        const TrucoBetTable *t = a->bet < TRUCO_N_BETS ? self->tables[a->bet] : NULL;
        const TrucoBetRow *row = t != NULL && answered_row >= 0 && answered_row < t->n_steps
                                 ? &t->steps[answered_row] : NULL;

        g_snprintf (buf, size, "%s %s", seat,
                    row == NULL ? "?" : a->kind == TRUCO_ACTION_ACCEPT ? row->accept_word : row->reject_word);
        return;
      }
    default:
      g_snprintf (buf, size, "%s %s", seat, fixed_words[a->kind]);
      return;
    }
}

static gboolean
parse_error (GError **error, const char *message)
{
  g_set_error_literal (error, TRUCO_GAME_ERROR, TRUCO_GAME_ERROR_PARSE, message);
  return FALSE;
}

/**
 * truco_game_parse_action:
 * @self: a game
 * @line: "A1 play 7E"
 * @action: (out): the action
 * @error: a malformed line or an unknown word
 *
 * Reads an action in the words of the game log, as it reads in the current
 * state (whether it is legal is truco_game_apply()'s business).
 *
 * Returns: %TRUE when @line is an action
 */
gboolean
truco_game_parse_action (TrucoGame   *self,
                         const char  *line,
                         TrucoAction *action,
                         GError     **error)
{
  g_auto(GStrv) tokens = NULL;
  const char *tok[4];
  guint n_tokens;
  const char *word, *arg;
  int seat, pending;

  g_return_val_if_fail (TRUCO_IS_GAME (self), FALSE);

  tokens = g_strsplit_set (line, " \t\r", -1);
  n_tokens = 0;
  for (guint i = 0; tokens[i]; i++)
    if (*tokens[i])
      {
        if (n_tokens < G_N_ELEMENTS (tok))
          tok[n_tokens] = tokens[i];
        n_tokens++;
      }

  if (n_tokens < 2 || n_tokens > 3)
    return parse_error (error, _("An action line reads: a seat, an action and at most one argument (“A1 play 7E”)."));

  seat = truco_game_find_seat (self, tok[0]);
  if (seat < 0)
    return parse_error (error, _("Unknown seat; seats are named A1, B1, A2…"));
  word = tok[1];
  arg = n_tokens == 3 ? tok[2] : NULL;
  memset (action, 0, sizeof *action);
  action->seat = seat;

  if (strcmp (word, "play") == 0 || strcmp (word, "discard") == 0)
    {
      TrucoCard card;

      if (arg == NULL)
        return parse_error (error, _("Name the card, as in “A1 play 7E”."));
      if (!truco_card_parse_in_deck (arg, self->deck, &card, error))
        return FALSE;
      action->kind = word[0] == 'p' ? TRUCO_ACTION_PLAY : TRUCO_ACTION_DISCARD;
      action->value = card;
      return TRUE;
    }
  if (strcmp (word, "declare") == 0)
    {
      guint64 v;

      if (arg == NULL || !g_ascii_string_to_unsigned (arg, 10, 0, 99, &v, NULL))
        return parse_error (error, _("Give the points declared, as in “A1 declare 33”."));
      action->kind = TRUCO_ACTION_DECLARE;
      action->bet = TRUCO_BET_ENVIDO;
      action->value = v;
      return TRUE;
    }
  if (strcmp (word, "pido-flor") == 0)
    {
      int target = arg ? truco_game_find_seat (self, arg) : -1;

      if (target < 0)
        return parse_error (error, _("Name the player asked, as in “A1 pido-flor B1”."));
      action->kind = TRUCO_ACTION_PIDO_FLOR;
      action->value = target;
      return TRUE;
    }

  /* Answers to what is pending: the top of the stack, then a first flor
   * nobody answered yet. */
  for (guint k = 0; k < 2; k++)
    {
      const TrucoBetRow *row;

      pending = k == 0 ? truco_bet_stack_top (&self->stack)
                       : (self->flor_open ? TRUCO_BET_FLOR : -1);
      if (pending < 0 || arg != NULL)
        continue;
      row = pending_row (self, pending);
      if (row && strcmp (word, row->accept_word) == 0)
        {
          action->kind = TRUCO_ACTION_ACCEPT;
          action->bet = pending;
          return TRUE;
        }
      if (row && strcmp (word, row->reject_word) == 0)
        {
          action->kind = TRUCO_ACTION_REJECT;
          action->bet = pending;
          return TRUE;
        }
    }

  /* Calls. */
  for (guint b = 0; b < TRUCO_N_BETS; b++)
    {
      const TrucoBetTable *t = self->tables[b];
      const char *id = word;
      gboolean quiero = FALSE;
      int row;

      if (t == NULL)
        continue;
      if (t->raise_needs_quiero && g_str_has_prefix (word, "quiero-"))
        {
          id = word + strlen ("quiero-");
          quiero = TRUE;
        }
      row = truco_bet_spec_find_step (t, id);
      if (row < 0)
        continue;
      action->kind = TRUCO_ACTION_CALL;
      action->bet = b;
      action->row = row;
      if (t->steps[row].flags & TRUCO_BET_ROW_CHOSEN)
        {
          guint64 v;

          if (arg == NULL || !g_ascii_string_to_unsigned (arg, 10, 1, 255, &v, NULL))
            return parse_error (error, _("Give the new value of the hand, as in “A1 raise 4”."));
          action->value = v;
        }
      else if (arg != NULL)
        return parse_error (error, _("This call takes no argument."));
      /* §2.6: "cada uno de los cantos debe aceptarse explícitamente con la
       * palabra quiero y sólo después puede retrucarse". */
      if (t->raise_needs_quiero && truco_bet_is_pending (&self->bets[b]) && !quiero)
        return parse_error (error, _("Accept before raising: say “quiero retruco” or “quiero vale cuatro” (quiero-retruco, quiero-vale-cuatro)."));
      if (quiero && !truco_bet_is_pending (&self->bets[b]))
        return parse_error (error, _("There is no call to accept: call the raise without “quiero”."));
      return TRUE;
    }

  for (guint k = 0; k < TRUCO_N_ACTION_KINDS; k++)
    if (fixed_words[k] && strcmp (word, fixed_words[k]) == 0)
      {
        if (arg != NULL)
          return parse_error (error, _("This action takes no argument."));
        action->kind = k;
        return TRUE;
      }

  /* An answer word with nothing to answer. */
  for (guint b = 0; b < TRUCO_N_BETS; b++)
    for (guint r = 0; self->tables[b] && r < self->tables[b]->n_steps; r++)
      if (strcmp (word, self->tables[b]->steps[r].accept_word) == 0
          || strcmp (word, self->tables[b]->steps[r].reject_word) == 0)
        return parse_error (error, _("There is no call to answer with this word now."));

  return parse_error (error, _("Unknown action word."));
}

/* ------------------------------------------------------------------ */
/* Describing                                                           */

static void
account_letters (TrucoGame *self, guint8 accounts, guint side, char *buf)
{
  guint n = 0;

  if (accounts == 0)
    {
      /* Not credited (yet): name the hand side. */
      buf[n++] = 'A' + side;
    }
  else
    for (guint a = 0; a < 3; a++)
      if ((accounts >> a) & 1)
        {
          if (n)
            buf[n++] = '+';
          buf[n++] = 'A' + a;
        }
  buf[n] = '\0';
}

/* A step about a seat: its side and number come from its name ("B2"),
 * which names the seat's fixed side. */
static void
seat_numbers (TrucoGame *self, int seat, int *side, int *number)
{
  const char *name = seat >= 0 && (guint) seat < self->n_seats ? self->seat_names[seat] : "A0";

  *side = name[0] - 'A';
  *number = atoi (name + 1);
}

static void
credit_step (TrucoExplanation *explanation,
             TrucoStepKind     kind,
             int               side,
             const int        *numbers,
             guint             n_numbers)
{
  TrucoStep step = { 0 };

  step.kind = kind;
  step.side = side >= 0 && side <= TRUCO_SIDE_C ? (TrucoSide) side : TRUCO_SIDE_NONE;
  step.n_numbers = n_numbers;
  if (n_numbers)
    memcpy (step.numbers, numbers, n_numbers * sizeof (int));
  truco_explanation_add_step (explanation, &step);
}

#define CREDIT_NUMBERS(...) (const int[]) { __VA_ARGS__ }, G_N_ELEMENTS (((const int[]) { __VA_ARGS__ }))

/* The comparison of an envido, embit or flor, then how the winning count
 * comes from the cards (the shared evaluators' own steps). */
static void
explain_comparison (TrucoGame         *self,
                    const TrucoCredit *c,
                    int                what,
                    TrucoExplanation  *explanation)
{
  int side, number, other_side_, other_number;

  seat_numbers (self, c->seat, &side, &number);
  if (c->other_seat < 0)
    credit_step (explanation, TRUCO_STEP_COMPARE_ALONE, side, CREDIT_NUMBERS (what, number, c->value));
  else
    {
      seat_numbers (self, c->other_seat, &other_side_, &other_number);
      if (c->value == c->other_value)
        credit_step (explanation, TRUCO_STEP_COMPARE_TIE, side,
                     CREDIT_NUMBERS (what, number, c->value, other_side_, other_number));
      else
        credit_step (explanation, TRUCO_STEP_COMPARE_BEATS, side,
                     CREDIT_NUMBERS (what, number, c->value, other_side_, other_number, c->other_value));
    }
  if (c->cards[0] == TRUCO_CARD_NONE)
    return;
  if (what == 1)
    truco_flor (self->rules, c->cards, explanation);
  else if (what == 2)
    truco_embit (self->rules, c->cards, explanation);
  else
    truco_envido (self->rules, c->cards, explanation);
}

/* How the tricks decided the hand, from the credit's trick results. */
static void
explain_tricks (TrucoGame         *self,
                const TrucoCredit *c,
                TrucoExplanation  *explanation)
{
  g_autoptr(TrucoExplanation) tricks = truco_explanation_new ();
  TrucoSide results[3];
  TrucoHandResult result;
  guint n = 0;

  for (guint i = 0; i < 3 && c->trick[i] != NOT_PLAYED; i++)
    results[n++] = c->trick[i] == PARDA ? TRUCO_SIDE_NONE : (TrucoSide) c->trick[i];
  if (!c->one_card && n > 0
      && truco_hand_winner (self->rules, results, n, c->mano_side, c->dealer_side, &result, tricks, NULL)
      && result.status == TRUCO_HAND_WON && result.winner == (TrucoSide) c->side)
    for (guint i = 0; i < truco_explanation_get_n_steps (tricks); i++)
      truco_explanation_add_step (explanation, truco_explanation_get_step (tricks, i));
  else
    credit_step (explanation, TRUCO_STEP_HAND_WON_BY, c->side, NULL, 0);
}

/**
 * truco_credit_explain:
 * @self: the game the credit belongs to
 * @credit: one of its credits (from a %TRUCO_EVENT_CREDIT event)
 * @explanation: where to append the steps
 *
 * Explains a credit with the steps every explanation uses (one formatter,
 * truco_step_format()): what each call added, what was accepted before a
 * refusal, the comparison and the cards behind it, how the tricks decided
 * the hand, and who scores.
 */
void
truco_credit_explain (TrucoGame         *self,
                      const TrucoCredit *c,
                      TrucoExplanation  *explanation)
{
  TrucoBetContext ctx;
  gboolean has_calls = c->calls.spec != NULL;
  guint8 plain = c->side < 3 ? 1u << c->side : 0;

  g_return_if_fail (TRUCO_IS_GAME (self));
  g_return_if_fail (c != NULL && explanation != NULL);

  truco_explanation_set_words (explanation, truco_rules_get_tie_word (self->rules),
                               truco_rules_get_game_word (self->rules));
  memset (&ctx, 0, sizeof ctx);
  ctx.rules = self->rules;
  ctx.target = self->target;
  ctx.resto_takes_game = self->resto_takes_game;
  ctx.score[0] = c->score_at[0];
  ctx.score[1] = c->score_at[1];
  ctx.n_flors = c->n_flors;
  ctx.pica_pica = c->pica_pica;

  switch ((TrucoCreditReason) c->reason)
    {
    case TRUCO_CREDIT_HAND:
      explain_tricks (self, c, explanation);
      if (c->fixed_stake && c->one_card)
        credit_step (explanation, TRUCO_STEP_STAKE_ONE_CARD, -1, CREDIT_NUMBERS (c->fixed_stake));
      else if (c->fixed_stake)
        credit_step (explanation, TRUCO_STEP_STAKE_ELEVEN, -1, CREDIT_NUMBERS (c->fixed_stake));
      else if (has_calls)
        {
          truco_bet_explain_calls (&c->calls, &ctx, c->side, explanation);
          if (c->calls.n_calls > 0)
            credit_step (explanation, TRUCO_STEP_HAND_VALUE, -1, CREDIT_NUMBERS (c->points));
        }
      credit_step (explanation, TRUCO_STEP_SCORES, c->side, CREDIT_NUMBERS (c->points, c->accounts));
      break;
    case TRUCO_CREDIT_REFUSED:
      if (has_calls && c->calls.n_calls > 0)
        truco_bet_explain_refused (&c->calls, &ctx, explanation);
      break;
    case TRUCO_CREDIT_FOLD:
      if (has_calls && c->calls.n_calls > 0 && c->fixed_stake == 0)
        truco_bet_explain_calls (&c->calls, &ctx, c->side, explanation);
      if (truco_rules_is_put (self->rules))
        credit_step (explanation, TRUCO_STEP_THREW_UP, c->side, CREDIT_NUMBERS (c->points));
      else
        credit_step (explanation, TRUCO_STEP_LEFT_HAND, c->side, CREDIT_NUMBERS (c->points));
      break;
    case TRUCO_CREDIT_ENVIDO:
    case TRUCO_CREDIT_FLOR:
    case TRUCO_CREDIT_ROUND:
      {
        int what = c->bet == TRUCO_BET_FLOR ? 1
                   : truco_rules_has_declaration (self->rules, TRUCO_DECLARATION_EMBIT) ? 2 : 0;

        if (has_calls)
          truco_bet_explain_calls (&c->calls, &ctx, c->side, explanation);
        explain_comparison (self, c, what, explanation);
        if (c->reason == TRUCO_CREDIT_ROUND)
          credit_step (explanation, TRUCO_STEP_WINS_ROUND, c->side, CREDIT_NUMBERS (c->points, what == 1));
        else
          credit_step (explanation,
                       has_calls && truco_bet_accepted_wins_game (&c->calls, &ctx)
                       ? TRUCO_STEP_BET_ACCEPTED_GAME : TRUCO_STEP_BET_ACCEPTED,
                       c->side, CREDIT_NUMBERS (c->points));
        break;
      }
    case TRUCO_CREDIT_FLOR_UNCONTESTED:
      credit_step (explanation, TRUCO_STEP_FLOR_UNANSWERED, c->side, CREDIT_NUMBERS (c->value, c->points));
      break;
    case TRUCO_CREDIT_PIDO_FLOR:
      {
        int side, number;

        seat_numbers (self, c->other_seat, &side, &number);
        credit_step (explanation, TRUCO_STEP_PIDO_FLOR_CAUGHT, c->side,
                     CREDIT_NUMBERS (side, number, (int) c->points - 3, c->points));
        if (c->cards[0] != TRUCO_CARD_NONE)
          truco_flor (self->rules, c->cards, explanation);
        break;
      }
    case TRUCO_CREDIT_PIDO_FLOR_WRONG:
      {
        int side, number;

        seat_numbers (self, c->seat, &side, &number);
        credit_step (explanation, TRUCO_STEP_PIDO_FLOR_WRONG, c->side, CREDIT_NUMBERS (number, c->points));
        break;
      }
    case TRUCO_CREDIT_BONUS_CARD:
      {
        TrucoStep step = { 0 };
        int side, number;

        seat_numbers (self, c->seat, &side, &number);
        step.kind = TRUCO_STEP_BONUS_CARD;
        step.side = c->side;
        step.n_cards = 1;
        step.cards[0] = c->cards[0];
        step.n_numbers = 2;
        step.numbers[0] = number;
        step.numbers[1] = c->points;
        truco_explanation_add_step (explanation, &step);
        break;
      }
    case TRUCO_CREDIT_ELEVEN_CONCEDED:
    default:
      credit_step (explanation, TRUCO_STEP_ELEVEN_CONCEDED, c->side, CREDIT_NUMBERS (c->points));
      break;
    }

  /* Who scores, when the points go to score accounts other than the
   * side's own (each player of a gallo por turno keeps his own). */
  if (c->reason != TRUCO_CREDIT_HAND && c->accounts != 0 && c->accounts != plain)
    credit_step (explanation, TRUCO_STEP_SCORES, c->side, CREDIT_NUMBERS (c->points, c->accounts));

  if (c->cancelled)
    credit_step (explanation, TRUCO_STEP_CANCELLED, c->side, NULL, 0);
  if (c->cancelled && c->immediate)
    credit_step (explanation, TRUCO_STEP_TAKEN_BACK, c->side, CREDIT_NUMBERS (c->points));
  else if (c->immediate)
    credit_step (explanation, TRUCO_STEP_CREDITED_AT_ONCE, -1, NULL, 0);
}

/**
 * truco_credit_describe:
 * @self: the game the credit belongs to
 * @credit: a credit
 *
 * Returns: (transfer full): the steps of truco_credit_explain() as
 *   translated sentences, joined by spaces
 */
char *
truco_credit_describe (TrucoGame         *self,
                       const TrucoCredit *c)
{
  g_autoptr(TrucoExplanation) explanation = truco_explanation_new ();

  g_return_val_if_fail (TRUCO_IS_GAME (self), NULL);

  truco_credit_explain (self, c, explanation);
  return truco_explanation_format_joined (explanation, " ");
}

/**
 * truco_game_format_event:
 * @self: a game
 * @event: one of its events
 * @buf: where to write
 * @size: its size
 *
 * Writes a one-line, untranslated digest of @event, for logs and tests.
 */
void
truco_game_format_event (TrucoGame        *self,
                         const TrucoEvent *e,
                         char             *buf,
                         gsize             size)
{
  char who[8];

  switch (e->kind)
    {
    case TRUCO_EVENT_HAND_STARTED:
      g_snprintf (buf, size, "hand %u: dealer %s", e->value, self->seat_names[e->seat]);
      break;
    case TRUCO_EVENT_ACTION:
      format_action_words (self, &e->action, e->over_pending,
                           e->answered_row == 255 ? -1 : e->answered_row, buf, size);
      break;
    case TRUCO_EVENT_TRICK:
      if (e->seat < 0)
        g_snprintf (buf, size, "trick %u: parda", e->value + 1);
      else
        g_snprintf (buf, size, "trick %u: %s", e->value + 1, self->seat_names[e->seat]);
      break;
    case TRUCO_EVENT_HAND_ENDED:
      if (e->side < 0)
        g_snprintf (buf, size, "hand over: nobody wins it");
      else
        {
          account_letters (self, e->credit.accounts, e->side, who);
          g_snprintf (buf, size, "hand over: %s wins it", who);
        }
      break;
    case TRUCO_EVENT_CREDIT:
      account_letters (self, e->credit.accounts, e->credit.side, who);
      if (e->credit.immediate && e->credit.cancelled && e->value > 0)
        g_snprintf (buf, size, "%s -%u (taken back)", who, e->value);
      else
        g_snprintf (buf, size, "%s +%u%s%s", who, e->value, e->credit.cancelled ? " (cancelled)" : "",
                    e->credit.immediate ? " (at once)" : "");
      break;
    case TRUCO_EVENT_GAME_WON:
      g_snprintf (buf, size, "game won by %c with %u%s", 'A' + e->side, e->value,
                  e->credit.immediate ? " before the end of the hand" : "");
      break;
    case TRUCO_EVENT_MATCH_WON:
    default:
      g_snprintf (buf, size, "match won by %c", 'A' + e->side);
      break;
    }
}

/**
 * truco_game_get_pie:
 * @self: a game
 * @side: a side of the current hand
 *
 * The pie of @side: its last player in the order of play from the mano
 * (§2.3), among those in the hand (or duel).
 *
 * Returns: the seat, or -1 when the side has nobody in the hand
 */
int
truco_game_get_pie (TrucoGame *self,
                    guint      side)
{
  int pie = -1;
  guint s = self->mano;

  g_return_val_if_fail (TRUCO_IS_GAME (self), -1);

  for (guint k = 0; k < self->n_seats; k++, s = next_seat (self, s))
    if (seat_in (self->active, s) && self->side_of[s] == side)
      pie = s;
  return pie;
}

/**
 * truco_game_describe_score:
 * @self: a game
 * @account: a score account
 *
 * The score as players say it: "12 malas", "6 buenas" in a 30-point chico
 * with malas and buenas (§2.4), else the points.
 *
 * Returns: (transfer full): a translated text
 */
char *
truco_game_describe_score (TrucoGame *self,
                           guint      account)
{
  guint score;

  g_return_val_if_fail (TRUCO_IS_GAME (self), NULL);
  g_return_val_if_fail (account < self->n_accounts, NULL);

  score = self->score[account];
  return truco_score_format (self->rules, score);
}

/**
 * truco_game_check_invariants: (skip)
 * @self: a game
 *
 * For tests: checks that the hand in play is consistent (every player
 * still in it holds as many cards as the tricks left, counting the card he
 * laid in the current trick; a player who left keeps what he held).
 *
 * Returns: %NULL, or what is wrong (static, untranslated)
 */
const char *
truco_game_check_invariants (TrucoGame *self)
{
  guint per_hand = self->one_card ? 1 : 3;

  if (self->phase != TRUCO_PHASE_PLAY || self->hand_done)
    return NULL;
  if (self->trick >= 3)
    return "a fourth trick is being played";
  for (guint s = 0; s < self->n_seats; s++)
    {
      guint in_play = self->n_held[s] + (self->table[s] != TRUCO_CARD_NONE);

      if (!seat_in (self->active, s))
        continue;
      if (seat_playing (self, s) && in_play + self->trick != per_hand)
        return "a player holds a wrong number of cards for the trick";
    }
  if (!seat_playing (self, self->turn) && truco_bet_stack_top (&self->stack) < 0)
    return "the player to play is not in the hand";
  if (self->table[self->turn] != TRUCO_CARD_NONE && truco_bet_stack_top (&self->stack) < 0)
    return "the player to play has already played to this trick";
  return NULL;
}
