/* truco-table-text.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The table in words: the players' names, a label for every move the
 * learner may make ("Play the ace of swords", "Accept the truco:
 * quiero"), and a sentence for every event of the move log ("Ana calls
 * envido.", "You answer quiero: you accept the envido.", "Your partner
 * plays the three of cups.").  Each is one whole translated sentence
 * chosen by who acts (the learner, the learner's only partner, anyone
 * else by name), built from the engine's structured event, never glued
 * from translated pieces.  Calls and the players' answers stay in the
 * players' words ("real envido", "quiero", "vull"). */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "truco-table-private.h"

/* The bots' names: names, not words, so they are not translated. */
static const char *const seat_names[] = {
  "Ana", "Luis", "Marta", "Jordi", "Pilar", "Tomás", "Clara", "Pau",
};

typedef enum
{
  ACTOR_YOU,
  ACTOR_PARTNER,
  ACTOR_NAMED,
} Actor;

/**
 * truco_table_get_seat_name:
 * @seat: a seat of the table
 *
 * Returns: (transfer none): the learner's seat "You" (translated), a
 *   bot's name otherwise
 */
const char *
truco_table_get_seat_name (TrucoTable *self,
                           guint       seat)
{
  g_return_val_if_fail (TRUCO_IS_TABLE (self), NULL);

  if (seat == truco_table_get_learner_seat (self))
    /* Translators: the learner's seat at the practice table. */
    return _("You");
  /* The learner's seat takes no name: the bots' names follow in order. */
  if (seat > truco_table_get_learner_seat (self))
    seat--;
  return seat_names[seat % G_N_ELEMENTS (seat_names)];
}

/* Seats on @seat's side in the current hand, @seat included. */
static guint
side_size (TrucoGame *game,
           guint      side)
{
  guint n = 0;

  for (guint s = 0; s < truco_game_get_n_seats (game); s++)
    if (truco_game_get_seat_side (game, s) == side)
      n++;
  return n;
}

static Actor
actor_of (TrucoTable *self,
          guint       seat)
{
  TrucoGame *game = truco_table_get_game (self);
  guint learner = truco_table_get_learner_seat (self);
  guint side = truco_game_get_seat_side (game, learner);

  if (seat == learner)
    return ACTOR_YOU;
  /* "Your partner" only when there is one: at six each has two. */
  if (truco_game_get_seat_side (game, seat) == side && side_size (game, side) == 2)
    return ACTOR_PARTNER;
  return ACTOR_NAMED;
}

/* Picks one of three whole sentences by who acts.  Each takes the same
 * arguments, the actor's name last: the "You" and "Your partner" forms
 * leave it out ("You call %1$s."), the named form uses it ("%2$s calls
 * %1$s.").  Each sentence stays whole for its translators. */
static char *
say (TrucoTable *self,
     guint       seat,
     const char *you,
     const char *partner,
     const char *named,
     ...) G_GNUC_PRINTF (5, 6);

static char *
say (TrucoTable *self,
     guint       seat,
     const char *you,
     const char *partner,
     const char *named,
     ...)
{
  va_list args;
  char *text;

  va_start (args, named);
  switch (actor_of (self, seat))
    {
    case ACTOR_YOU:
      text = g_strdup_vprintf (you, args);
      break;
    case ACTOR_PARTNER:
      text = g_strdup_vprintf (partner, args);
      break;
    case ACTOR_NAMED:
    default:
      text = g_strdup_vprintf (named, args);
      break;
    }
  va_end (args);
  return text;
}

/* Never the game's view here: events are described while the game is
 * being changed. */
static const TrucoLadder *
bet_table_of (TrucoTable *self,
              guint       bet)
{
  return truco_table_get_bet_spec (self, bet);
}

static const TrucoLadderStep *
bet_row (TrucoTable *self,
         guint       bet,
         guint       row)
{
  const TrucoLadder *spec = bet_table_of (self, bet);

  if (spec == NULL || row >= spec->n_steps)
    return NULL;
  return &spec->steps[row];
}

/* The learner's move as a button or menu label (translated): the coach's
 * words, with the name of the player a pido flor is said to. */
char *
truco_table_describe_action (TrucoTable        *self,
                             const TrucoAction *action)
{
  g_return_val_if_fail (TRUCO_IS_TABLE (self), NULL);
  g_return_val_if_fail (action != NULL, NULL);

  if (action->kind == TRUCO_ACTION_PIDO_FLOR)
    /* Translators: a button; "pido flor" stays in the players' words; %s is
     * the name of the player who must then show a flor (the subject). */
    return g_strdup_printf (_("Say pido flor: %s must show a flor"), truco_table_get_seat_name (self, action->value));
  return truco_coach_describe_action (truco_table_get_game (self), action);
}

static char *
describe_answer (TrucoTable       *self,
                 const TrucoEvent *event)
{
  const TrucoAction *a = &event->action;
  const TrucoLadderStep *row = bet_row (self, a->bet, event->answered_row);
  gboolean accept = a->kind == TRUCO_ACTION_ACCEPT;
  g_autofree char *word = NULL;
  const char *name = truco_table_get_seat_name (self, a->seat);

  if (row == NULL)
    return NULL;
  if (row->accepted.kind == TRUCO_STAKE_FREE)
    return accept
      ? say (self, a->seat, _("You accept the raise."), _("Your partner accepts the raise."),
             _("%1$s accepts the raise."), name)
      : say (self, a->seat, _("You refuse the raise."), _("Your partner refuses the raise."),
             _("%1$s refuses the raise."), name);
  word = truco_coach_answer_words (accept ? row->accept_word : row->reject_word);
  if (word != NULL && accept)
    /* Translators: in the move log; %1$s is the players' answer
     * ("quiero"), %2$s the call answered ("envido"), %3$s a player's
     * name. */
    return say (self, a->seat, _("You answer %1$s: you accept the %2$s."),
                _("Your partner answers %1$s: your side accepts the %2$s."),
                _("%3$s answers %1$s and accepts the %2$s."), word, row->call, name);
  if (word != NULL)
    return say (self, a->seat, _("You answer %1$s: you refuse the %2$s."),
                _("Your partner answers %1$s: your side refuses the %2$s."),
                _("%3$s answers %1$s and refuses the %2$s."), word, row->call, name);
  if (accept)
    return say (self, a->seat, _("You accept the %1$s."),
                _("Your partner accepts the %1$s."),
                _("%2$s accepts the %1$s."), row->call, name);
  return say (self, a->seat, _("You refuse the %1$s."),
              _("Your partner refuses the %1$s."),
              _("%2$s refuses the %1$s."), row->call, name);
}

static char *
describe_action_event (TrucoTable       *self,
                       const TrucoEvent *event)
{
  const TrucoAction *a = &event->action;
  const char *name = truco_table_get_seat_name (self, a->seat);
  const TrucoLadderStep *row;
  guint n = a->value;

  switch ((TrucoActionKind) a->kind)
    {
    case TRUCO_ACTION_PLAY:
      {
        g_autofree char *card = truco_card_get_name_definite (a->value);

        /* Translators: in the move log; %1$s is a card's full name with
         * its article, as truco_card_get_name_definite gives it ("the
         * seven of swords", "el siete de espadas", "le sept de cœur"),
         * %2$s a player's name.  In every sentence of the move log the
         * player's name comes last: the forms for "you" and "your
         * partner" have no use for it. */
        return say (self, a->seat, _("You play %1$s."), _("Your partner plays %1$s."),
                    _("%2$s plays %1$s."), card, name);
      }

    case TRUCO_ACTION_CALL:
      row = bet_row (self, a->bet, a->row);
      if (row == NULL)
        return NULL;
      if (row->accepted.kind == TRUCO_STAKE_FREE)
        return say (self, a->seat,
                    g_dngettext (GETTEXT_PACKAGE, "You raise the hand to %1$u point.", "You raise the hand to %1$u points.", n),
                    g_dngettext (GETTEXT_PACKAGE, "Your partner raises the hand to %1$u point.", "Your partner raises the hand to %1$u points.", n),
                    g_dngettext (GETTEXT_PACKAGE, "%2$s raises the hand to %1$u point.", "%2$s raises the hand to %1$u points.", n), n, name);
      /* Translators: in the move log; %1$s is the call in the players'
       * words ("envido", "truc"), %2$s a player's name. */
      return say (self, a->seat, _("You call %1$s."), _("Your partner calls %1$s."),
                  _("%2$s calls %1$s."), row->call, name);

    case TRUCO_ACTION_ACCEPT:
    case TRUCO_ACTION_REJECT:
      return describe_answer (self, event);

    case TRUCO_ACTION_DECLARE:
      return say (self, a->seat,
                  g_dngettext (GETTEXT_PACKAGE, "You declare %1$u point.", "You declare %1$u points.", n),
                  g_dngettext (GETTEXT_PACKAGE, "Your partner declares %1$u point.", "Your partner declares %1$u points.", n),
                  g_dngettext (GETTEXT_PACKAGE, "%2$s declares %1$u point.", "%2$s declares %1$u points.", n), n, name);
    case TRUCO_ACTION_SON_BUENAS:
      return say (self, a->seat, _("You say son buenas and do not show your points."),
                  _("Your partner says son buenas and does not show the points."),
                  _("%1$s says son buenas and does not show the points."), name);
    case TRUCO_ACTION_MAZO:
      return say (self, a->seat, _("You give up the hand."), _("Your partner gives up the hand."),
                  _("%1$s gives up the hand."), name);
    case TRUCO_ACTION_DISCARD:
      /* Another player's discard is face down: only the learner's is named. */
      if (actor_of (self, a->seat) == ACTOR_YOU)
        {
          g_autofree char *card = truco_card_get_name_definite (a->value);

          /* Translators: %s is a card's full name with its article ("the
           * seven of swords"). */
          return g_strdup_printf (_("You discard %s."), card);
        }
      return say (self, a->seat, _("You discard a card."), _("Your partner discards a card."),
                  _("%1$s discards a card."), name);
    case TRUCO_ACTION_PIDO_FLOR:
      if (a->value == truco_table_get_learner_seat (self))
        /* Translators: %1$s is a player's name; "pido flor" stays in the
         * players' words ("I ask for the flor": show it if you have one). */
        return say (self, a->seat, _("You say pido flor to yourself."),
                    _("Your partner says pido flor to you."),
                    _("%1$s says pido flor to you: show your flor."), name);
      /* Translators: %1$s is the name of the player who must show a flor
       * (the subject of its clause), %2$s the player who asks. */
      return say (self, a->seat, _("You say pido flor: %1$s must show a flor."),
                  _("Your partner says pido flor: %1$s must show a flor."),
                  _("%2$s says pido flor: %1$s must show a flor."), truco_table_get_seat_name (self, a->value), name);
    case TRUCO_ACTION_PASS:
      return say (self, a->seat, _("You do not ask for a flor."), _("Your partner does not ask for a flor."),
                  _("%1$s does not ask for a flor."), name);
    case TRUCO_ACTION_CUT:
      return say (self, a->seat, _("You cut the deck."), _("Your partner cuts the deck."),
                  _("%1$s cuts the deck."), name);
    case TRUCO_ACTION_KNOCK:
      return say (self, a->seat, _("You knock on the deck: the dealer may deal one card each."),
                  _("Your partner knocks on the deck: the dealer may deal one card each."),
                  _("%1$s knocks on the deck: the dealer may deal one card each."), name);
    case TRUCO_ACTION_DEAL_ONE:
      return say (self, a->seat, _("You deal one card each."), _("Your partner deals one card each."),
                  _("%1$s deals one card each."), name);
    case TRUCO_ACTION_DEAL_THREE:
      return say (self, a->seat, _("You deal three cards each."), _("Your partner deals three cards each."),
                  _("%1$s deals three cards each."), name);
    case TRUCO_ACTION_CONCEDE:
      return say (self, a->seat, _("At eleven, you concede one point."),
                  _("At eleven, your partner concedes one point."),
                  _("At eleven, %1$s concedes one point."), name);
    case TRUCO_ACTION_PLAY_ELEVEN:
      return say (self, a->seat, _("At eleven, you play the hand for three."),
                  _("At eleven, your partner plays the hand for three."),
                  _("At eleven, %1$s plays the hand for three."), name);
    case TRUCO_ACTION_REDEAL:
      return say (self, a->seat, _("You propose a new deal."), _("Your partner proposes a new deal."),
                  _("%1$s proposes a new deal."), name);
    case TRUCO_ACTION_AGREE:
      return say (self, a->seat, _("You agree to a new deal."), _("Your partner agrees to a new deal."),
                  _("%1$s agrees to a new deal."), name);
    case TRUCO_ACTION_INSIST:
      return say (self, a->seat, _("You insist on playing these cards."),
                  _("Your partner insists on playing these cards."),
                  _("%1$s insists on playing these cards."), name);
    case TRUCO_N_ACTION_KINDS:
    default:
      break;
    }
  return NULL;
}

/* The one seat of a side of one player, or -1. */
static int
lone_seat (TrucoGame *game,
           guint      side)
{
  int found = -1;

  for (guint s = 0; s < truco_game_get_n_seats (game); s++)
    if (truco_game_get_seat_side (game, s) == side)
      {
        if (found >= 0)
          return -1;
        found = s;
      }
  return found;
}

/**
 * truco_table_describe_event:
 * @event: an event of the table's game, as the "event" signal gives it
 *   (describe it in the handler: the words depend on the game as it is)
 *
 * Returns: (nullable): one translated sentence for the move log, or NULL
 *   for an event the log does not show
 */
char *
truco_table_describe_event (TrucoTable       *self,
                            const TrucoEvent *event)
{
  TrucoGame *game;
  guint learner_side;
  int lone;

  g_return_val_if_fail (TRUCO_IS_TABLE (self), NULL);
  g_return_val_if_fail (event != NULL, NULL);

  game = truco_table_get_game (self);
  learner_side = truco_game_get_seat_side (game, truco_table_get_learner_seat (self));

  switch (event->kind)
    {
    case TRUCO_EVENT_ACTION:
      return describe_action_event (self, event);

    case TRUCO_EVENT_HAND_STARTED:
      {
        const char *name = truco_table_get_seat_name (self, event->seat);
        guint n = event->value;

        /* Translators: in the move log; %1$u is the number of the hand,
         * %2$s a player's name (the dealer). */
        return say (self, event->seat, _("Hand %1$u: you deal."), _("Hand %1$u: your partner deals."),
                    _("Hand %1$u: %2$s deals."), n, name);
      }

    case TRUCO_EVENT_TRICK:
      if (event->seat < 0)
        return g_strdup_printf (_("Trick %u is tied."), (guint) event->value + 1);
      return say (self, event->seat, _("You win trick %1$u."), _("Your partner wins trick %1$u."),
                  _("%2$s wins trick %1$u."),
                  (guint) event->value + 1, truco_table_get_seat_name (self, event->seat));

    case TRUCO_EVENT_HAND_ENDED:
    case TRUCO_EVENT_GAME_WON:
    case TRUCO_EVENT_MATCH_WON:
      if (event->side < 0)
        return event->kind == TRUCO_EVENT_HAND_ENDED ? g_strdup (_("Nobody wins the hand.")) : NULL;
      lone = lone_seat (game, event->side);
      if (lone >= 0)
        {
          const char *name = truco_table_get_seat_name (self, lone);

          if (event->kind == TRUCO_EVENT_HAND_ENDED)
            return say (self, lone, _("You win the hand."), _("Your partner wins the hand."),
                        _("%1$s wins the hand."), name);
          if (event->kind == TRUCO_EVENT_GAME_WON)
            switch (truco_rules_get_game_word (truco_table_get_rules (self)))
              {
              case TRUCO_GAME_WORD_CHICO:
                return say (self, lone, _("You win the chico."), _("Your partner wins the chico."),
                            _("%1$s wins the chico."), name);
              case TRUCO_GAME_WORD_ROUND:
                return say (self, lone, _("You win the round."), _("Your partner wins the round."),
                            _("%1$s wins the round."), name);
              case TRUCO_GAME_WORD_GAME:
              default:
                return say (self, lone, _("You win the game."), _("Your partner wins the game."),
                            _("%1$s wins the game."), name);
              }
          return say (self, lone, _("You win the match."), _("Your partner wins the match."),
                      _("%1$s wins the match."), name);
        }
      if (event->kind == TRUCO_EVENT_HAND_ENDED)
        return g_strdup ((guint) event->side == learner_side ? _("Your side wins the hand.") : _("The other side wins the hand."));
      if (event->kind == TRUCO_EVENT_GAME_WON)
        switch (truco_rules_get_game_word (truco_table_get_rules (self)))
          {
          case TRUCO_GAME_WORD_CHICO:
            return g_strdup ((guint) event->side == learner_side ? _("Your side wins the chico.") : _("The other side wins the chico."));
          case TRUCO_GAME_WORD_ROUND:
            return g_strdup ((guint) event->side == learner_side ? _("Your side wins the round.") : _("The other side wins the round."));
          case TRUCO_GAME_WORD_GAME:
          default:
            return g_strdup ((guint) event->side == learner_side ? _("Your side wins the game.") : _("The other side wins the game."));
          }
      return g_strdup ((guint) event->side == learner_side ? _("Your side wins the match.") : _("The other side wins the match."));

    case TRUCO_EVENT_CREDIT:
      {
        guint n = event->credit.points;

        if (event->credit.cancelled)
          return NULL;
        lone = lone_seat (game, event->credit.side);
        if (lone >= 0)
          return say (self, lone,
                      g_dngettext (GETTEXT_PACKAGE, "You score %1$u point.", "You score %1$u points.", n),
                      g_dngettext (GETTEXT_PACKAGE, "Your partner scores %1$u point.", "Your partner scores %1$u points.", n),
                      g_dngettext (GETTEXT_PACKAGE, "%2$s scores %1$u point.", "%2$s scores %1$u points.", n), n, truco_table_get_seat_name (self, lone));
        if (event->credit.side == learner_side)
          return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Your side scores %u point.", "Your side scores %u points.", n), n);
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The other side scores %u point.", "The other side scores %u points.", n), n);
      }

    default:
      break;
    }
  return NULL;
}

/**
 * truco_table_describe_signal:
 * @seat: the seat that made the signal
 * @signal: the signal
 *
 * Returns: the seña in words: the gesture and what it tells ("Your
 *   partner raises the eyebrows: the ace of swords."), translated
 */
char *
truco_table_describe_signal (TrucoTable  *self,
                             guint        seat,
                             TrucoSignal  signal)
{
  const char *name;
  TrucoGesture gesture;

  g_return_val_if_fail (TRUCO_IS_TABLE (self), NULL);

  name = truco_table_get_seat_name (self, seat);
  gesture = truco_signal_get_gesture (truco_table_get_rules (self), signal);

  /* The learner makes no signals: the "You" form is never needed.
   * Translators: the señas partners make at the start of a hand; each
   * says the gesture and what it tells.  "Your partner" and a player's
   * name (%1$s) are the two forms of each. */
  switch (gesture)
    {
    case TRUCO_GESTURE_RAISE_EYEBROWS:
      return say (self, seat, _("Your partner raises the eyebrows: the ace of swords."),
                  _("Your partner raises the eyebrows: the ace of swords."),
                  _("%1$s raises the eyebrows: the ace of swords."), name);
    case TRUCO_GESTURE_WINK:
      if (signal == TRUCO_SIGNAL_THREE)
        return say (self, seat, _("Your partner winks: a three."),
                    _("Your partner winks: a three."),
                    _("%1$s winks: a three."), name);
      return say (self, seat, _("Your partner winks: the ace of clubs."),
                  _("Your partner winks: the ace of clubs."),
                  _("%1$s winks: the ace of clubs."), name);
    case TRUCO_GESTURE_LIPS_RIGHT:
      return say (self, seat, _("Your partner moves the lips to the right: the seven of swords."),
                  _("Your partner moves the lips to the right: the seven of swords."),
                  _("%1$s moves the lips to the right: the seven of swords."), name);
    case TRUCO_GESTURE_LIPS_LEFT:
      return say (self, seat, _("Your partner moves the lips to the left: the seven of coins."),
                  _("Your partner moves the lips to the left: the seven of coins."),
                  _("%1$s moves the lips to the left: the seven of coins."), name);
    case TRUCO_GESTURE_BITE_LIP:
      return say (self, seat, _("Your partner bites the lower lip: a three."),
                  _("Your partner bites the lower lip: a three."),
                  _("%1$s bites the lower lip: a three."), name);
    case TRUCO_GESTURE_POUT:
      return say (self, seat, _("Your partner pouts as for a kiss: a two."),
                  _("Your partner pouts as for a kiss: a two."),
                  _("%1$s pouts as for a kiss: a two."), name);
    case TRUCO_GESTURE_OPEN_MOUTH:
      return say (self, seat, _("Your partner opens the mouth a little: the ace of coins or of cups."),
                  _("Your partner opens the mouth a little: the ace of coins or of cups."),
                  _("%1$s opens the mouth a little: the ace of coins or of cups."), name);
    case TRUCO_GESTURE_TIP_OF_TONGUE:
      return say (self, seat, _("Your partner shows the tip of the tongue: an ace."),
                  _("Your partner shows the tip of the tongue: an ace."),
                  _("%1$s shows the tip of the tongue: an ace."), name);
    case TRUCO_GESTURE_TILT_HEAD:
      return say (self, seat, _("Your partner tilts the head: a good envido."),
                  _("Your partner tilts the head: a good envido."),
                  _("%1$s tilts the head: a good envido."), name);
    case TRUCO_GESTURE_NOD:
      return say (self, seat, _("Your partner nods: an embit."),
                  _("Your partner nods: an embit."),
                  _("%1$s nods: an embit."), name);
    case TRUCO_GESTURE_CLOSE_EYES:
      return say (self, seat, _("Your partner closes the eyes: no good cards."),
                  _("Your partner closes the eyes: no good cards."),
                  _("%1$s closes the eyes: no good cards."), name);
    case TRUCO_GESTURE_NONE:
    default:
      return NULL;
    }
}

/* The pending calls of the hand shown: each ladder's last call waiting
 * for an answer, and its caller (-1 when not known). */
static gboolean
pending_call (TrucoTable             *self,
              const TrucoTableShown  *shown,
              guint                   bet,
              const TrucoLadderStep **step,
              int                    *caller)
{
  const TrucoBet *state = &shown->view.bets[bet];

  if (shown->ended || shown->match_over || state->spec == NULL || !truco_bet_is_pending (state))
    return FALSE;
  *step = truco_bet_get_last_step (state);
  *caller = truco_table_get_caller (self, bet);
  return *step != NULL && *caller >= 0;
}

/* Who answers a call: one player, said as a person, or a whole side. */
typedef enum
{
  ANSWERER_YOU,
  ANSWERER_PARTNER,
  ANSWERER_NAMED,
  ANSWERER_YOUR_SIDE,
  ANSWERER_OTHER_SIDE,
} Answerer;

static Answerer
answerer_of (TrucoTable *self,
             guint       bet,
             guint       caller,
             int        *seat)
{
  TrucoGame *game = truco_table_get_game (self);
  guint mask = truco_game_get_answerers (game, bet);
  guint my_side = truco_game_get_seat_side (game, truco_table_get_learner_seat (self));
  int first = g_bit_nth_lsf (mask, -1);

  *seat = -1;
  if (first < 0)
    /* Not known while the game moves on under what is shown: the side
     * facing the caller. */
    return truco_game_get_seat_side (game, caller) == my_side ? ANSWERER_OTHER_SIDE : ANSWERER_YOUR_SIDE;
  if (g_bit_nth_msf (mask, -1) == first)
    {
      /* One player answers: the other player with two, a Catalan
       * captain, the next opponent at a put for three. */
      *seat = first;
      switch (actor_of (self, first))
        {
        case ACTOR_YOU:
          return ANSWERER_YOU;
        case ACTOR_PARTNER:
          return ANSWERER_PARTNER;
        case ACTOR_NAMED:
        default:
          return ANSWERER_NAMED;
        }
    }
  return truco_game_get_seat_side (game, first) == my_side ? ANSWERER_YOUR_SIDE : ANSWERER_OTHER_SIDE;
}

/* One sentence: who called and who answers, each as a person when one
 * player is meant, else as a side. */
static char *
pending_sentence (TrucoTable *self,
                  guint       bet,
                  const char *call,
                  guint       caller)
{
  int seat;
  Answerer answerer = answerer_of (self, bet, caller, &seat);
  const char *answers = seat >= 0 ? truco_table_get_seat_name (self, seat) : NULL;
  const char *name = truco_table_get_seat_name (self, caller);

  switch (actor_of (self, caller))
    {
    case ACTOR_YOU:
      if (answerer == ANSWERER_NAMED)
        /* Translators: what the hand waits for; %1$s is a call as
         * players say it ("truco"), %2$s the name of the one player who
         * answers it ("Ana") */
        return g_strdup_printf (_("You called %1$s; %2$s answers."), call, answers);
      /* Translators: what the hand waits for; %1$s is a call as players
       * say it ("truco") */
      return g_strdup_printf (_("You called %1$s; the other side answers."), call);
    case ACTOR_PARTNER:
      if (answerer == ANSWERER_NAMED)
        /* Translators: what the hand waits for; %1$s is a call as
         * players say it ("truco"), %2$s the name of the one player who
         * answers it ("Ana") */
        return g_strdup_printf (_("Your partner called %1$s; %2$s answers."), call, answers);
      /* Translators: what the hand waits for; %1$s is a call as players
       * say it ("truco") */
      return g_strdup_printf (_("Your partner called %1$s; the other side answers."), call);
    case ACTOR_NAMED:
    default:
      switch (answerer)
        {
        case ANSWERER_YOU:
          /* Translators: what the hand waits for; %1$s is a call as
           * players say it ("truco"), %2$s the name of the player who
           * called it ("Ana") */
          return g_strdup_printf (_("%2$s called %1$s; you answer."), call, name);
        case ANSWERER_PARTNER:
          /* Translators: what the hand waits for; %1$s is a call as
           * players say it ("truco"), %2$s the name of the player who
           * called it ("Ana") */
          return g_strdup_printf (_("%2$s called %1$s; your partner answers."), call, name);
        case ANSWERER_NAMED:
          /* Translators: what the hand waits for; %1$s is a call as
           * players say it ("put"), %2$s the name of the player who
           * called it ("Ana"), %3$s the name of the one player who
           * answers it now ("Marta") */
          return g_strdup_printf (_("%2$s called %1$s; %3$s answers."), call, name, answers);
        case ANSWERER_YOUR_SIDE:
          /* Translators: what the hand waits for; %1$s is a call as
           * players say it ("truco"), %2$s the name of the player who
           * called it ("Ana") */
          return g_strdup_printf (_("%2$s called %1$s; your side answers."), call, name);
        case ANSWERER_OTHER_SIDE:
        default:
          /* Translators: what the hand waits for; %1$s is a call as
           * players say it ("truco"), %2$s the name of the player who
           * called it ("Ana") */
          return g_strdup_printf (_("%2$s called %1$s; the other side answers."), call, name);
        }
    }
}

/**
 * truco_table_describe_pending:
 *
 * The calls the hand waits an answer to, from the learner's point of
 * view, naming who answers: a person when one player does ("Ana called
 * truco; you answer.", "You called put; Marta answers."), else a side
 * ("Ana called truco; your side answers.").
 *
 * Returns: (transfer full) (nullable): a sentence, NULL when nothing
 *   waits (never while the end of a hand is held)
 */
char *
truco_table_describe_pending (TrucoTable *self)
{
  const TrucoTableShown *shown;
  g_autoptr(GString) text = g_string_new (NULL);

  g_return_val_if_fail (TRUCO_IS_TABLE (self), NULL);

  shown = truco_table_get_shown (self);
  for (guint bet = 0; bet < TRUCO_N_BETS; bet++)
    {
      const TrucoLadderStep *step;
      int caller;
      g_autofree char *sentence = NULL;

      if (!pending_call (self, shown, bet, &step, &caller))
        continue;
      sentence = pending_sentence (self, bet, step->call, caller);
      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, sentence);
    }
  return text->len > 0 ? g_string_free (g_steal_pointer (&text), FALSE) : NULL;
}

/**
 * truco_table_describe_stake:
 *
 * What the hand is worth now and, for a call waiting for the learner's
 * side, what each answer would make it, said with the ladder's own
 * answers ("quiero", "vull").
 *
 * Returns: (transfer full) (nullable): a sentence or three, NULL when
 *   there is nothing to say (the end of a hand held)
 */
static char *
describe_stake (TrucoTable *self,
                gboolean    brief)
{
  const TrucoTableShown *shown;
  const TrucoView *view;
  guint my_side;
  g_autoptr(GString) text = g_string_new (NULL);
  TrucoBetContext ctx;
  gboolean answering = FALSE;  /* a call waits for the learner's side */

  shown = truco_table_get_shown (self);
  view = &shown->view;
  if (shown->ended || shown->match_over || view->n_sides != 2)
    return NULL;
  my_side = view->side_of[truco_table_get_learner_seat (self)];
  truco_bet_context_init (&ctx, truco_table_get_rules (self));
  ctx.score[0] = view->score[0];
  ctx.score[1] = view->score[1];
  /* Brief: the hand's worth only when no call waits for the learner's
   * side (the answers' sentences say it then). */
  for (guint bet = 0; bet < TRUCO_N_BETS && brief; bet++)
    {
      const TrucoLadderStep *step;
      int caller;

      if (pending_call (self, shown, bet, &step, &caller) && view->side_of[caller] != my_side)
        answering = TRUE;
    }
  if (view->bets[TRUCO_BET_TRUCO].spec != NULL && !(brief && answering))
    {
      guint worth = truco_bet_stake (&view->bets[TRUCO_BET_TRUCO], &ctx, my_side);

      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "The hand is worth %u point.",
                                                 "The hand is worth %u points.", worth), worth);
    }
  for (guint bet = 0; bet < TRUCO_N_BETS; bet++)
    {
      const TrucoBet *state = &view->bets[bet];
      const TrucoLadderStep *step;
      int caller;
      guint accepted, rejected;
      g_autofree char *yes = NULL;
      g_autofree char *no = NULL;

      if (!pending_call (self, shown, bet, &step, &caller) || view->side_of[caller] == my_side)
        continue;
      accepted = truco_bet_accepted_value (state, &ctx, my_side);
      rejected = truco_bet_rejected_value (state, &ctx);
      yes = truco_coach_answer_words (step->accept_word);
      no = truco_coach_answer_words (step->reject_word);
      if (text->len > 0)
        g_string_append_c (text, ' ');
      /* Which bet each number belongs to: the hand's own, or a bet
       * scored apart from it (the envido, the flor). */
      if (bet == TRUCO_BET_TRUCO && yes != NULL)
        /* Translators: %1$s is the answer that accepts a call, as players say it
         * ("quiero", "vull"), %2$u the points the hand is then worth */
        g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "With %1$s the hand is played for %2$u point.",
                                                   "With %1$s the hand is played for %2$u points.", accepted),
                                yes, accepted);
      else if (bet == TRUCO_BET_TRUCO)
        g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "Accepted, the hand is played for %u point.",
                                                   "Accepted, the hand is played for %u points.", accepted),
                                accepted);
      else if (yes != NULL)
        /* Translators: %1$s is the answer that accepts a call, as players say it
         * ("quiero", "vull"), %3$s the call as players say it ("envido",
         * "real envido", "embit", "flor"), %2$u the points it is then worth */
        g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "With %1$s, %3$s is worth %2$u point on top of the hand.",
                                                   "With %1$s, %3$s is worth %2$u points on top of the hand.", accepted),
                                yes, accepted, step->call);
      else
        /* Translators: %2$s is the call as players say it ("envido", "flor"),
         * %1$u the points it is then worth */
        g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "Accepted, %2$s is worth %1$u point on top of the hand.",
                                                   "Accepted, %2$s is worth %1$u points on top of the hand.", accepted),
                                accepted, step->call);
      g_string_append_c (text, ' ');
      if (no != NULL)
        /* Translators: %1$s is the answer that refuses a call, as players say it
         * ("no quiero", "no vull"), %2$u the points the callers score then */
        g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "With %1$s the callers score %2$u point.",
                                                   "With %1$s the callers score %2$u points.", rejected),
                                no, rejected);
      else
        g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "Refused, the callers score %u point.",
                                                   "Refused, the callers score %u points.", rejected),
                                rejected);
    }
  return text->len > 0 ? g_string_free (g_steal_pointer (&text), FALSE) : NULL;
}

char *
truco_table_describe_stake (TrucoTable *self)
{
  g_return_val_if_fail (TRUCO_IS_TABLE (self), NULL);

  return describe_stake (self, FALSE);
}

/**
 * truco_table_describe_stake_brief:
 *
 * What the hand is worth, for a phone: while a call waits for the
 * learner's side, only what each answer would make it.
 *
 * Returns: (transfer full) (nullable): a sentence or two, NULL when
 *   there is nothing to say
 */
char *
truco_table_describe_stake_brief (TrucoTable *self)
{
  g_return_val_if_fail (TRUCO_IS_TABLE (self), NULL);

  return describe_stake (self, TRUE);
}

/**
 * truco_table_describe_turn:
 * @thinking: the seat of a bot thinking, or -1
 *
 * Returns: (transfer full): whose turn it is, in a short sentence
 */
char *
truco_table_describe_turn (TrucoTable *self,
                           int         thinking)
{
  const TrucoTableShown *shown;
  int next;

  g_return_val_if_fail (TRUCO_IS_TABLE (self), NULL);

  shown = truco_table_get_shown (self);
  if (shown->match_over)
    return g_strdup (_("The match is over."));
  if (shown->ended)
    return g_strdup (_("The hand is over."));
  if (thinking >= 0 && (guint) thinking != truco_table_get_learner_seat (self))
    /* Translators: %1$s is a player's name */
    return say (self, thinking, _("You are thinking…"), _("Your partner is thinking…"),
                _("%1$s is thinking…"), truco_table_get_seat_name (self, thinking));
  if (shown->view.n_actions > 0)
    {
      gboolean answer = FALSE, play = FALSE;

      for (guint k = 0; k < shown->view.n_actions; k++)
        {
          answer |= shown->view.actions[k].kind == TRUCO_ACTION_ACCEPT;
          play |= shown->view.actions[k].kind == TRUCO_ACTION_PLAY;
        }
      if (answer)
        return g_strdup (_("Your answer."));
      return g_strdup (play ? _("Your turn: play a card or make a call.") : _("Your turn."));
    }
  next = truco_bot_next_seat (truco_table_get_game (self));
  if (next < 0)
    return g_strdup ("");
  /* Translators: %1$s is a player's name */
  return say (self, next, _("Your turn."), _("Your partner is next."), _("%1$s is next."),
              truco_table_get_seat_name (self, next));
}

/**
 * truco_table_describe_games_won:
 * @n: chicos (games, rounds) won
 *
 * Returns: (transfer full): "1 chico won", "2 games won", as the game
 *   names them
 */
char *
truco_table_describe_games_won (TrucoTable *self,
                                guint       n)
{
  g_return_val_if_fail (TRUCO_IS_TABLE (self), NULL);

  switch (truco_rules_get_game_word (truco_table_get_rules (self)))
    {
    case TRUCO_GAME_WORD_CHICO:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u chico won", "%u chicos won", n), n);
    case TRUCO_GAME_WORD_ROUND:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u round won", "%u rounds won", n), n);
    case TRUCO_GAME_WORD_GAME:
    default:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game won", "%u games won", n), n);
    }
}

/**
 * truco_table_format_explanation:
 * @explanation: the engine's explanation of a credit
 *
 * The explanation said to the learner: players named from the learner's
 * seat ("you", "your partner", "your side", "Ana"), cards in full, in
 * one paragraph.
 *
 * Returns: (transfer full): the paragraph
 */
char *
truco_table_format_explanation (TrucoTable             *self,
                                const TrucoExplanation *explanation)
{
  TrucoGame *game;
  TrucoExplanationStyle style;
  const char *names[TRUCO_GAME_MAX_SEATS] = { NULL };

  g_return_val_if_fail (TRUCO_IS_TABLE (self), NULL);
  g_return_val_if_fail (explanation != NULL, NULL);

  game = truco_table_get_game (self);
  for (guint s = 0; s < truco_game_get_n_seats (game) && s < TRUCO_GAME_MAX_SEATS; s++)
    names[s] = truco_table_get_seat_name (self, s);
  truco_explanation_style_init (&style, TRUE, TRUE);
  truco_game_set_style_reader (game, &style, truco_table_get_learner_seat (self), names);
  return truco_explanation_format_styled (explanation, " ", &style);
}
