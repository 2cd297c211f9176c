/* truco-game-calls.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The calls and their windows: when a call or an answer may be made and by
 * whom (the envido, flor and truco windows, who answers for a side), the
 * list of legal actions, and what a call, an acceptance or a refusal does
 * to the bets: the envido showdown, the flor contest, pido flor.
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

guint
truco_game_get_answerers (TrucoGame *self,
                          guint      bet)
{
  guint mask = 0;

  g_return_val_if_fail (TRUCO_IS_GAME (self), 0);
  g_return_val_if_fail (bet < TRUCO_N_BETS, 0);

  if (!truco_bet_is_pending (&self->bets[bet]))
    return 0;
  for (guint s = 0; s < self->n_seats; s++)
    if (may_answer (self, s, (int) bet))
      mask |= 1u << s;
  return mask;
}

gboolean
truco_accepted (TrucoGame *self)
{
  const TrucoBet *b = &self->bets[TRUCO_BET_TRUCO];

  return b->status == TRUCO_BET_ACCEPTED || (b->status == TRUCO_BET_PENDING && b->n_calls > 1);
}

/* The envido (or embit) window for @seat opening a bet. */
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

gboolean
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

gboolean
truco_window (TrucoGame *self)
{
  if (self->no_raise || self->one_card)
    return FALSE;
  /* The order of calls: the truco waits until the flor is settled. */
  if (self->play->flor_suspends_truco
      && (self->flor_open || (truco_bet_is_pending (&self->bets[TRUCO_BET_FLOR]) && !self->flor_settled)))
    return FALSE;
  return TRUE;
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
  const TrucoLadder *t = self->ladders[bet];
  guint side = self->side_of[seat];
  guint first = 0;

  if (t == NULL || !truco_bet_may_call (b, side))
    return n;
  /* A chained ladder can only go one row up. */
  if (t->order == TRUCO_LADDER_ORDER_STEPS && b->n_calls > 0)
    first = b->step[b->n_calls - 1] + 1;
  for (guint r = first; r < t->n_steps; r++)
    {
      if (opening_only && b->n_calls > 0)
        break;
      if (t->steps[r].accepted.kind == TRUCO_STAKE_FREE)
        {
          guint current = truco_bet_get_last_step (b) && truco_bet_get_last_step (b)->accepted.kind == TRUCO_STAKE_FREE
                          ? b->chosen[b->n_calls - 1] : t->base;

          for (guint v = current + 1; v <= t->max_chosen; v++)
            if (truco_bet_check_call (b, r, side, v, NULL))
              n = add (out, n, TRUCO_ACTION_CALL, seat, bet, r, v);
        }
      else if (truco_bet_check_call (b, r, side, 0, NULL))
        n = add (out, n, TRUCO_ACTION_CALL, seat, bet, r, 0);
      if (t->order == TRUCO_LADDER_ORDER_STEPS)
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
      if (has_flor && self->ladders[TRUCO_BET_FLOR]->steps[0].rejected.kind != TRUCO_STAKE_NONE)
        n = add (out, n, TRUCO_ACTION_REJECT, seat, TRUCO_BET_FLOR, 0, 0);
      /* The Truc y Flou flor: "alimidou con flor" may be a bluff; an Argentine contraflor
       * is sung with one's own flor. */
      if (has_flor || !self->play->flor_raise_needs_flor)
        for (guint r = 1; r < self->ladders[TRUCO_BET_FLOR]->n_steps; r++)
          if (truco_bet_check_call (b, r, self->side_of[seat], 0, NULL))
            n = add (out, n, TRUCO_ACTION_CALL, seat, TRUCO_BET_FLOR, r, 0);
    }
  return n;
}

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

guint
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
          /* "El envido está primero". */
          if (top == TRUCO_BET_TRUCO && self->bets[TRUCO_BET_TRUCO].n_calls == 1
              && envido_window (self, s))
            n = list_calls (self, out, n, s, TRUCO_BET_ENVIDO, TRUE);
          if (top != TRUCO_BET_FLOR && self->play->flor_while_answering)
            n = list_flor (self, out, n, s);
        }
      /* Catalan truc: playing a card accepts a truc. */
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
     * at any moment. */
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

/* Skips the seats whose side holds the best value (teammates need not
 * speak: the envido of a side is its best); ends the showdown after the last. */
void
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
 * the best value; ties to the earliest from the mano. */
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
      const TrucoLadderStep *row = truco_bet_get_last_step (&self->bets[TRUCO_BET_ENVIDO]);

      /* The embit ladder's call for the game: restou y troucou. */
      if (row->accepted.kind == TRUCO_STAKE_GAME)
        {
          /* Restou y troucou: the better embit wins the round; the hand ends. */
          credit_envido_winner (self, best, self->envido_of[best], other, other >= 0 ? self->envido_of[other] : 0);
          self->credits[self->n_credits - 1].reason = TRUCO_CREDIT_ROUND;
          end_of_play (self, -1, TRUE);
          return;
        }
      credit_envido_winner (self, best, self->envido_of[best], other, other >= 0 ? self->envido_of[other] : 0);
    }
}

/* Flor contest, once the flor bet is accepted: the best real flor sung. */
void
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
      truco_bet_get_last_step (&self->bets[TRUCO_BET_FLOR])->accepted.kind == TRUCO_STAKE_GAME)
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
  /* The order of calls: a sung flor cancels the envido (in Truc y Flou it nullifies the embits). */
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

void
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
      /* Put for three (extrapolated): a resigned player drops out of the deal, with
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

void
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
      /* "Con flor quiero" to a first flor or "flor tambien". */
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

void
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
    /* Opening with truco loses one's envido initiative. */
    self->lost_initiative |= 1u << a->seat;
  if (a->bet == TRUCO_BET_ENVIDO)
    self->declared |= 1u << a->seat;

  truco_bet_call (b, a->row, side, a->value);
  if (self->n_sides == 3)
    self->put_answered = 0;
  if (!was_pending)
    truco_bet_stack_push (&self->stack, a->bet);
}

void
apply_pido_flor (TrucoGame *self, guint seat, guint target)
{
  guint challengers = self->side_of[seat], offenders = self->side_of[target];
  TrucoCredit *c;

  if (self->flor_of[target] >= 0)
    {
      /* Pido flor: challengers score 3 + every point the offending side made. */
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

/**
 * truco_game_get_ladder:
 *
 * Returns: (nullable): the ladder of @bet in this game
 */
const TrucoLadder *
truco_game_get_ladder (TrucoGame    *self,
                       TrucoBetKind  bet)
{
  return bet < TRUCO_N_BETS ? self->ladders[bet] : NULL;
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
