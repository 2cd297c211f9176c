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
 * TrucoGame plays hands and matches of every variant.  This file holds
 * the object (construction, copies, accessors), the match (games won,
 * its end) and applying an action; the other rooms of the game are
 * listed in truco-game-private.h.
 *
 * The whole state is plain arrays inside the object: listing and applying
 * actions allocate nothing (events are appended to an array that keeps its
 * capacity).  Every action is checked by looking it up in the list of legal
 * actions, so what is offered and what applies can never disagree.
 *
 * Decisions the rules leave open, and how the game takes them:
 * - The first dealer is the last seat, so A1 is the mano of the first hand.
 * - Calls are made on the caller's turn or as an answer (an assumption:
 *   the rules do not say when a call may be made); with
 *   truco_out_of_turn=on the side holding the raise right may also raise
 *   out of turn.
 * - Any member of the answering side may answer a call (answers bind the
 *   side); with cat_captain_answers=on only the captain may, and any
 *   player of that side accepts by playing his card.
 * - Irse al mazo is offered on one's turn when nothing waits for an answer.
 * - Flor is mandatory by rule, not by force: a player may forget (or hide)
 *   it and be caught by pido flor at the end of the hand.  A
 *   player may also say flor without holding one; his side then loses every
 *   point it made in the hand.  Answers to a flor (con flor quiero,
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
 * - credit_timing=immediate: the points of a flor or envido
 *   ladder are credited when it is settled (after the showdown), once no
 *   flor can be sung any more that would cancel it; if a side reaches the
 *   target, the chico ends there and the hand is not played out.  Points
 *   credited at once and cancelled later by pido flor are taken back at
 *   the end of the hand.
 * - Truc y Flou: "alimidou con flor" may be a bluff; embits are
 *   compared from the cards, and when nobody holds one the earliest from
 *   the mano wins.
 * - Opening with truco loses the envido initiative; the flor stays
 *   (it is mandatory, and pido flor catches it).
 * - Put for three: the opponents answer a put in
 *   turn from the putter; a resigned player leaves the deal with the card
 *   he laid in the current trick.
 * - When several accounts reach the target with the same credit (the pair
 *   of a gallo por turno), the first account in seat order wins.
 * - Kibitzing in pica-pica has no action: the engine does not
 *   model table talk.
 */

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

enum {
  SIGNAL_EVENT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

void
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

void
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

/* @winner won the chico (game): the match may be over, else a new chico
 * begins with the next hand. */
void
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
void
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
        const TrucoLadder *t = a->bet < TRUCO_N_BETS ? self->ladders[a->bet] : NULL;
        const TrucoLadderStep *answered = pending_row (self, a->bet);

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
          /* The French redeal: the hands are set aside and new ones dealt from the stock. */
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

        if (a->bet >= TRUCO_N_BETS || self->ladders[a->bet] == NULL)
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

        if (a->bet < TRUCO_N_BETS && self->ladders[a->bet]
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
  const TrucoRuleSet *set;

  g_return_val_if_fail (rules != NULL, NULL);

  self = g_object_new (TRUCO_TYPE_GAME, NULL);
  self->rules = truco_rules_copy (rules);
  self->seed = seed;
  self->rng = seed;

  set = truco_rules_resolve (rules);
  self->play = truco_rules_get_play (rules);
  self->decl_envido = set->envido;
  self->decl_embit = set->embit;
  self->n_seats = set->n_players;
  self->gallo = set->gallo != TRUCO_GALLO_NONE;
  self->gallo_turno = set->gallo == TRUCO_GALLO_BY_TURNS;
  self->n_sides = set->n_sides;
  self->n_accounts = self->gallo_turno || self->n_sides == 3 ? 3 : 2;
  self->pica_table = set->pica_pica;
  self->pica_until = set->pica_pica_until;
  self->target = set->target;
  self->half = set->half;
  self->games_to_win = set->games_to_win;
  self->deck = set->deck;
  self->deck_cards = truco_deck_get_cards (self->deck, &self->n_deck_cards);
  self->class_of = truco_rules_get_class_table (rules);
  self->captain_answers = set->captain_answers;
  self->one_card_option = set->one_card_deal;
  self->bonus_cards = set->bonus_cards;
  self->put_fold = set->put_fold;
  self->out_of_turn = set->out_of_turn;
  self->higher_total = set->higher_total;
  self->resto_takes_game = set->resto_takes_game;
  self->immediate = set->immediate;
  self->pido_false_value = set->pido_false_value;
  self->all_parda = set->all_parda;

  /* The ladders of the rule set (truco-ladder-registry.c), one of each kind. */
  {
    const TrucoLadder *ladders;
    guint n_ladders;

    ladders = truco_rules_get_ladders (self->rules, &n_ladders);
    for (guint i = 0; i < n_ladders; i++)
      self->ladders[ladders[i].kind] = &ladders[i];
    self->flor_enabled = self->ladders[TRUCO_BET_FLOR] != NULL;
    self->envido_enabled = self->ladders[TRUCO_BET_ENVIDO] != NULL;
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
