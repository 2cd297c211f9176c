/* truco-game-tricks.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The play of tricks: a card laid, the trick resolved (parda, the Truc y
 * Flou bonus cards), the hand decided from its tricks, players who leave
 * the hand (mazo, throwing up).
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

void
resolve_trick (TrucoGame *self)
{
  guint top = G_MAXUINT;
  int win_side = -1, first = -1;
  gboolean split = FALSE;
  guint s = self->leader;
  guint8 res;

  /* The trick: the highest class; one side alone wins, else parda. */
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

  /* Truc y Flou: the Sword and the Club score when played. */
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
int
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
    /* The one-card deal: tied, it goes to the non-dealing side. */
    return self->trick_result[0] == PARDA ? (int) other_side (self->side_of[self->dealer]) : self->trick_result[0];

  if (self->play->trick_and_tie)
    {
      /* The Put rule: two tricks, or one trick and two ties. */
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
gboolean
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

void
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

guint
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

/* A side with nobody left loses the hand at its value. */
void
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

void
apply_play (TrucoGame *self, guint seat, TrucoCard card)
{
  int top = truco_bet_stack_top (&self->stack);

  if (top == TRUCO_BET_TRUCO && self->side_of[seat] != (guint) truco_bet_get_last_side (&self->bets[top]))
    {
      /* Catalan truc: playing the next card accepts the truc. */
      truco_bet_accept (&self->bets[top]);
      truco_bet_stack_pop (&self->stack);
    }
  play_card (self, seat, card);
}

void
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
  /* Carta jugada: a card he already laid in this trick
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
