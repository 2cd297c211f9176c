/* truco-game-deal.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The deal and the seats: who sits where and on which side, the shuffle
 * and the deal from the seed, the start of a hand (and of a pica-pica
 * duel), the declarations each seat holds, the seat's view of the game,
 * and dealing the unseen cards again for a look-ahead (sampling).
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

static guint64
next_random (TrucoGame *self)
{
  /* splitmix64: deterministic on every platform. */
  guint64 z = (self->rng += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

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
 * dealer's right. */
void
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

void
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
    if (self->ladders[b])
      truco_bet_init (&self->bets[b], self->ladders[b]);
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

void
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

  /* Six and eight players: redondo and pica-pica alternate until the threshold. */
  self->pica = self->pica_table && self->hand_number % 2 == 0
               && MAX (self->score[0], self->score[1]) < self->pica_until;

  reset_bets (self);

  if (self->play->score_of_eleven)
    {
      guint target1 = self->target - 1;
      gboolean at_a = self->score[0] >= target1, at_b = self->score[1] >= target1;

      if (at_a && at_b)
        {
          /* The score of eleven: both at eleven, the hand is played for three, nobody may concede or truc. */
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

void
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

void
start_duel (TrucoGame *self)
{
  guint a = self->duel_seats[self->duel][0], b = self->duel_seats[self->duel][1];
  guint da = (a + self->n_seats - self->dealer - 1) % self->n_seats;
  guint db = (b + self->n_seats - self->dealer - 1) % self->n_seats;

  self->active = (1u << a) | (1u << b);
  self->folded = 0;
  /* ASSUMPTION: the duel-mano comes first from the dealer's right. */
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

guint
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

gboolean
holds (TrucoGame *self, guint seat, TrucoCard card)
{
  for (guint i = 0; i < self->n_held[seat]; i++)
    if (self->held[seat][i] == card)
      return TRUE;
  return FALSE;
}

gboolean
side_has_players (TrucoGame *self, guint side)
{
  for (guint s = 0; s < self->n_seats; s++)
    if (seat_playing (self, s) && self->side_of[s] == side)
      return TRUE;
  return FALSE;
}

guint
captain_of (TrucoGame *self, guint side)
{
  /* Catalan truc: the captains are the dealer and the player at his left (the last
   * two to play to the first trick). */
  guint left = (self->dealer + self->n_seats - 1) % self->n_seats;

  return self->side_of[self->dealer] == side ? self->dealer : left;
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

static guint64
fnv (guint64     h,
     const void *data,
     gsize       n)
{
  const guint8 *bytes = data;

  for (gsize i = 0; i < n; i++)
    h = (h ^ bytes[i]) * G_GUINT64_CONSTANT (0x100000001B3);
  return h;
}

static guint64
fnv_string (guint64     h,
            const char *s)
{
  return s != NULL ? fnv (h, s, strlen (s) + 1) : fnv (h, "", 1);
}

/**
 * truco_view_hash:
 * @view: a seat's view
 * @seed: mixed into the hash
 *
 * A hash of @view and @seed that is the same in every process: the
 * ladders the view points to count by their ids, never by their
 * addresses (which differ from run to run), so a decision seeded by it is
 * a function of the game alone.
 *
 * Returns: the hash
 */
guint64
truco_view_hash (const TrucoView *view,
                 guint64          seed)
{
  TrucoView canon;
  guint64 h = seed ^ G_GUINT64_CONSTANT (0xCBF29CE484222325);

  g_return_val_if_fail (view != NULL, 0);

  /* Byte for byte (the view is zeroed before it is filled, padding
   * included), with every pointer replaced by what it points to. */
  memcpy (&canon, view, sizeof canon);
  for (guint b = 0; b < TRUCO_N_BETS; b++)
    {
      h = fnv_string (h, canon.bets[b].spec != NULL ? canon.bets[b].spec->id : NULL);
      canon.bets[b].spec = NULL;
    }
  for (guint i = 0; i < TRUCO_VIEW_MAX_CREDITS; i++)
    {
      h = fnv_string (h, canon.credits[i].ladder);
      h = fnv_string (h, canon.credits[i].calls.spec != NULL ? canon.credits[i].calls.spec->id : NULL);
      canon.credits[i].ladder = NULL;
      canon.credits[i].calls.spec = NULL;
    }
  return fnv (h, &canon, sizeof canon);
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

/* The cards a seat was dealt for its declarations, derived only from what
 * it laid and what it holds now: the cards laid and held when they make
 * three, the first three held when it laid none (the gallo before his
 * discard), else none. */
static void
derive_kept (TrucoGame *self, guint s)
{
  guint n = 0;

  for (guint t = 0; t < 3; t++)
    if (self->played[t][s] != TRUCO_CARD_NONE && n < 3)
      self->kept[s][n++] = self->played[t][s];
  if (n + self->n_held[s] == 3)
    memcpy (self->kept[s] + n, self->held[s], self->n_held[s] * sizeof (TrucoCard));
  else if (n == 0 && self->n_held[s] >= 3)
    memcpy (self->kept[s], self->held[s], 3 * sizeof (TrucoCard));
  else
    memset (self->kept[s], 0, sizeof self->kept[s]);
}

/**
 * truco_game_set_hidden_hands:
 * @self: a game (a copy, for look-ahead)
 * @seat: the seat whose cards stay
 * @hands: the cards of every seat (truco_game_sample_hands())
 *
 * Gives the other seats the cards of @hands, as many as each holds, and
 * makes everything the hidden cards decide follow from @hands and what
 * @seat's view shows, never from the cards they replace: every seat's
 * dealt three (from the cards it laid and holds; none when these are not
 * three), its envido, embit and flor, whether a flor sung was false, the
 * stock of a redeal (the cards nobody holds or laid, in an order drawn
 * from @hands) and the random state of later deals.  Two games whose
 * views for @seat are equal, given the same @hands, play on the same way.
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
  guint64 hash = G_GUINT64_CONSTANT (0xcbf29ce484222325);
  TrucoCard rest[52];
  guint n_rest = 0;

  g_return_val_if_fail (TRUCO_IS_GAME (self) && seat < self->n_seats, FALSE);

#define SEE(c) (seen[(c) >> 6] |= G_GUINT64_CONSTANT (1) << ((c) & 63))
#define SEEN(c) ((seen[(c) >> 6] >> ((c) & 63)) & 1)
  for (guint s = 0; s < self->n_seats; s++)
    for (guint t = 0; t < 3; t++)
      if (self->played[t][s] != TRUCO_CARD_NONE)
        SEE (self->played[t][s]);
  for (guint s = 0; s < self->n_seats; s++)
    for (guint i = 0; i < self->n_held[s]; i++)
      {
        TrucoCard c = s == seat ? self->held[s][i] : hands[s][i];

        if (c == TRUCO_CARD_NONE || !truco_deck_contains (self->deck, c) || SEEN (c))
          return FALSE;
        SEE (c);
        /* FNV-1a over every seat's cards: the only source of the order
         * of the stock and of later deals. */
        hash = (hash ^ (c + 64 * s)) * G_GUINT64_CONSTANT (0x100000001b3);
      }

  for (guint s = 0; s < self->n_seats; s++)
    {
      if (s != seat)
        memcpy (self->held[s], hands[s], self->n_held[s] * sizeof (TrucoCard));
      derive_kept (self, s);
      self->envido_of[s] = -1;
      self->flor_of[s] = -1;
      if (seat_in (self->active, s) && self->kept[s][0] != TRUCO_CARD_NONE)
        evaluate_seat (self, s);
    }

  /* A flor sung is false when the singer's cards hold none. */
  self->flor_false_sides = 0;
  for (guint s = 0; s < self->n_seats; s++)
    if (seat_in (self->flor_sung, s) && self->flor_of[s] < 0)
      self->flor_false_sides |= 1u << self->side_of[s];

  /* The stock: what nobody holds or laid, shuffled from @hands. */
  self->rng = self->seed = hash;
  for (guint i = 0; i < self->n_deck_cards; i++)
    if (!SEEN (self->deck_cards[i]))
      rest[n_rest++] = self->deck_cards[i];
#undef SEE
#undef SEEN
  for (guint i = 0; i + 1 < n_rest; i++)
    {
      guint j = i + (guint) (next_random (self) % (n_rest - i));
      TrucoCard t = rest[i];

      rest[i] = rest[j];
      rest[j] = t;
    }
  memset (self->shuffled, 0, sizeof self->shuffled);
  for (guint i = self->stock_pos, k = 0; i < self->n_deck_cards && k < n_rest; i++, k++)
    self->shuffled[i] = rest[k];
  self->shuffled_to = self->n_deck_cards;

  self->n_cached = 0;
  self->version++;
  return TRUE;
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
                   g_dngettext (GETTEXT_PACKAGE, "A deal needs %u card, not %u.", "A deal needs %u cards, not %u.", needed),
                   needed, n_cards);
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
 * truco_game_get_pie:
 * @self: a game
 * @side: a side of the current hand
 *
 * The pie of @side: its last player in the order of play from the mano,
 * among those in the hand (or duel).
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
