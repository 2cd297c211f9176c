/* truco-game-credit.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Crediting: the points of a hand, in the order the rules credit them,
 * what is credited at once (credit_timing=immediate), penalties taken
 * back, which account reaches the target, and the explanation of every
 * credit (truco_credit_explain()).
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "truco-error.h"
#include "truco-eval.h"
#include "truco-game.h"
#include "truco-explanation-private.h"
#include "truco-game-private.h"
#include "truco-score.h"
#include "truco-variant-private.h"

guint8
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

/* Scores of the two hand sides for falta and resto: a side's score
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

void
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

TrucoCredit *
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
  c->ladder = self->ladders[bet] ? self->ladders[bet]->id : NULL;
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
  c->hand_gallo = self->gallo_turno ? (guint8) (self->dealer + 1) : 0;
  return c;
}

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

void
finish_hand (TrucoGame *self)
{
  TrucoCredit sorted[MAX_CREDITS];
  guint n = 0;
  int game_winner = -1;

  /* The order of crediting: flor, then envido, then truco; penalties last. */
  for (guint rank = 0; rank <= 4; rank++)
    for (guint i = 0; i < self->n_credits; i++)
      if (credit_rank (&self->credits[i]) == rank)
        sorted[n++] = self->credits[i];

  /* A false flor: a side that said flor without holding one loses the points of
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
void
take_back (TrucoGame *self, const TrucoCredit *c)
{
  for (guint a = 0; a < self->n_accounts; a++)
    if (seat_in (c->accounts, a))
      self->score[a] -= MIN (self->score[a], c->points);
  emit_credit (self, c, c->points);
}

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

/* credit_timing=immediate: the points of a settled flor or
 * envido ladder go to the score now, flor first; a side that reaches the
 * target wins the chico and the hand is not played out. */
void
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

/* A flor nobody answered scores 3 per flor of its side; it
 * is settled when the first trick is over. */
void
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

void
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
  truco_explanation_set_hand_gallo (explanation, (int) c->hand_gallo - 1);
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
      /* Leaving the hand is throwing it up where that is how it is left. */
      if (self->play->throw_up)
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
        /* The seat's letter last: the neutral text does not say it, a
         * reader's text finds the seat with it in gallo por turno. */
        credit_step (explanation, TRUCO_STEP_PIDO_FLOR_WRONG, c->side, CREDIT_NUMBERS (number, c->points, side));
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
  truco_explanation_set_hand_gallo (explanation, -1);
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
 * truco_game_set_style_reader:
 * @self: a game
 * @style: a style (truco_explanation_style_init())
 * @reader: the seat the text is written for
 * @seat_names: (array) (nullable): the display names of every seat of
 *   the game, by seat ("Ana"); the reader's is not used.  They are kept as
 *   pointers and must outlive @style.
 *
 * Sets @style to say every step to the player in @reader: "you", "your
 * partner", "your side", the other players by their names, "the other
 * side".
 */
void
truco_game_set_style_reader (TrucoGame             *self,
                             TrucoExplanationStyle *style,
                             guint                  reader,
                             const char * const    *seat_names)
{
  int side, number;
  guint per_side = 1;

  g_return_if_fail (TRUCO_IS_GAME (self));
  g_return_if_fail (style != NULL && reader < self->n_seats);

  memset (style->side_sizes, 0, sizeof style->side_sizes);
  memset (style->names, 0, sizeof style->names);
  for (guint s = 0; s < self->n_seats; s++)
    {
      seat_numbers (self, s, &side, &number);
      if (side < 0 || side >= TRUCO_SIDE_NONE || number < 1 || number > TRUCO_EXPLANATION_MAX_PER_SIDE)
        continue;
      style->side_sizes[side]++;
      per_side = MAX (per_side, style->side_sizes[side]);
      if (seat_names != NULL)
        style->names[side][number - 1] = seat_names[s];
    }
  seat_numbers (self, reader, &side, &number);
  style->reader_side = side >= 0 && side < TRUCO_SIDE_NONE ? (TrucoSide) side : TRUCO_SIDE_NONE;
  style->reader_number = MAX (number, 1);
  style->per_side = per_side;
}

/**
 * truco_credit_describe_styled:
 * @self: the game the credit belongs to
 * @credit: a credit
 * @style: how to say it, and to whom (truco_game_set_style_reader())
 *
 * Returns: (transfer full): the steps of truco_credit_explain() as
 *   translated sentences, joined by spaces
 */
char *
truco_credit_describe_styled (TrucoGame                   *self,
                              const TrucoCredit           *c,
                              const TrucoExplanationStyle *style)
{
  g_autoptr(TrucoExplanation) explanation = truco_explanation_new ();

  g_return_val_if_fail (TRUCO_IS_GAME (self), NULL);

  truco_credit_explain (self, c, explanation);
  return truco_explanation_format_styled (explanation, " ", style);
}
