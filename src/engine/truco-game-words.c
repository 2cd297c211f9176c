/* truco-game-words.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Log words and text: an action as a line of a game log and back
 * (truco_game_format_action(), truco_game_parse_action()), an event as
 * text on demand (truco_game_format_event()), the score in words.
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

static void format_action_words (TrucoGame *self, const TrucoAction *a, gboolean over_pending, int answered_row, char *buf, gsize size);

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

/* The row whose answer is awaited in @bet. */
const TrucoLadderStep *
pending_row (TrucoGame *self, guint bet)
{
  if (bet >= TRUCO_N_BETS || self->ladders[bet] == NULL)
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
  const TrucoLadder *t = a->bet < TRUCO_N_BETS ? self->ladders[a->bet] : NULL;
  const TrucoLadderStep *answered = pending_row (self, a->bet);

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
        const TrucoLadder *t = a->bet < TRUCO_N_BETS ? self->ladders[a->bet] : NULL;
        const TrucoLadderStep *row = t && a->row < t->n_steps ? &t->steps[a->row] : NULL;

        if (row == NULL)
          g_snprintf (buf, size, "%s ?", seat);
        else if (row->accepted.kind == TRUCO_STAKE_FREE)
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
        const TrucoLadder *t = a->bet < TRUCO_N_BETS ? self->ladders[a->bet] : NULL;
        const TrucoLadderStep *row = t != NULL && answered_row >= 0 && (guint) answered_row < t->n_steps
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
      const TrucoLadderStep *row;

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
      const TrucoLadder *t = self->ladders[b];
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
      row = truco_ladder_find_step (t, id);
      if (row < 0)
        continue;
      action->kind = TRUCO_ACTION_CALL;
      action->bet = b;
      action->row = row;
      if (t->steps[row].accepted.kind == TRUCO_STAKE_FREE)
        {
          guint64 v;

          if (arg == NULL || !g_ascii_string_to_unsigned (arg, 10, 1, 255, &v, NULL))
            return parse_error (error, _("Give the new value of the hand, as in “A1 raise 4”."));
          action->value = v;
        }
      else if (arg != NULL)
        return parse_error (error, _("This call takes no argument."));
      /* The Argentine truco: "cada uno de los cantos debe aceptarse
       * explícitamente con la palabra quiero y sólo después puede
       * retrucarse" (each call is accepted with quiero before a raise). */
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
    for (guint r = 0; self->ladders[b] && r < self->ladders[b]->n_steps; r++)
      if (strcmp (word, self->ladders[b]->steps[r].accept_word) == 0
          || strcmp (word, self->ladders[b]->steps[r].reject_word) == 0)
        return parse_error (error, _("There is no call to answer with this word now."));

  return parse_error (error, _("Unknown action word."));
}

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
 * truco_game_describe_score:
 * @self: a game
 * @account: a score account
 *
 * The score as players say it: "12 malas", "6 buenas" in a 30-point chico
 * with malas and buenas, else the points.
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
