/* truco-table.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "truco-game-log.h"
#include "truco-signal.h"
#include "truco-table-private.h"

#define TABLE_LINE "# truquero-table"

struct _TrucoTable
{
  GObject        parent_instance;

  TrucoRules    *rules;
  TrucoGame     *game;
  gulong         event_handler;
  guint          learner;
  TrucoBotLevel  levels[TRUCO_GAME_MAX_SEATS];
  guint64        seed;
  guint          delay;
  gboolean       started;

  GString       *log;       /* the save: settings, header, one line per action */
  gboolean       told_save_failed; /* the learner was told a save failed (until one works) */
  guint          n_applied; /* actions so far: with the seed, each bot decision's seed */

  guint          timeout;   /* a bot's turn is scheduled */
  GCancellable  *thinking;  /* a look-ahead runs in a worker */
  gboolean       told_learner;
  gboolean       hold;      /* stop at the end of each hand */
  gboolean       held;      /* a hand ended: nobody moves until next_hand */

  /* The learner's decisions: the game before each, and the action; of
   * the hand being played, and of the last one that ended (reviewed). */
  GPtrArray     *hand_before;
  GArray        *hand_actions;
  GPtrArray     *last_before;
  GArray        *last_actions;
  TrucoBotKnowledge last_knowledge; /* the señas the learner saw in that hand */
  gboolean       hand_ended;  /* during an apply: the hand ended */

  GArray        *calls;     /* TrucoTableCall */
  GPtrArray     *reasons;

  /* The game's events wait here until its apply() returns: a handler may
   * then ask the game anything (asking during the apply would see it
   * half changed). */
  GArray        *pending;   /* PendingEvent */
  const TrucoLadder *specs[TRUCO_N_BETS]; /* the ladders, for their words */

  /* The señas of the hand being played: what each bot seat showed its
   * partners (the learner makes none: the table cannot know what a
   * person would show). */
  guint          signals[TRUCO_GAME_MAX_SEATS];
  guint          signals_hand;  /* the hand they are of, 0 none yet */

  /* What is shown: patched from the events, held at the end of a hand. */
  TrucoTableShown shown;
  TrucoCard      dealt[TRUCO_GAME_MAX_SEATS][4]; /* the hand being played, as dealt */
  guint8         n_dealt[TRUCO_GAME_MAX_SEATS];
  guint          dealt_hand;    /* the hand they are of, 0 none yet */
  gint8          caller[TRUCO_N_BETS]; /* the seat that made each ladder's last call, or -1 */
  gboolean       flushing;      /* the events go out: what is shown is being patched */
};

typedef struct
{
  TrucoEvent        event;
  TrucoExplanation *explanation;
} PendingEvent;

G_DEFINE_TYPE (TrucoTable, truco_table, G_TYPE_OBJECT)

G_DEFINE_QUARK (truco-table-error-quark, truco_table_error)

enum
{
  SIGNAL_EVENT,
  SIGNAL_LEARNER_TURN,
  SIGNAL_BOT_THINKING,
  SIGNAL_PARTNER_SIGNAL,
  N_SIGNALS
};

static guint signals[N_SIGNALS];
static gint n_workers;

static void schedule (TrucoTable *self);

static guint64
mix (guint64 a,
     guint64 b)
{
  guint64 z = a + G_GUINT64_CONSTANT (0x9E3779B97F4A7C15) * (b + 1);

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

static void knowledge_for (TrucoTable        *self,
                           guint              seat,
                           TrucoBotKnowledge *knowledge);

static void
on_game_event (TrucoGame        *game,
               gpointer          event,
               TrucoExplanation *explanation,
               TrucoTable       *self)
{
  const TrucoEvent *e = event;

  if (e->kind == TRUCO_EVENT_HAND_ENDED ||
      (e->kind == TRUCO_EVENT_GAME_WON && e->credit.immediate) ||
      (e->kind == TRUCO_EVENT_MATCH_WON && self->hand_actions->len > 0))
    {
      GPtrArray *before = self->last_before;
      GArray *actions = self->last_actions;

      self->last_before = self->hand_before;
      self->last_actions = self->hand_actions;
      g_ptr_array_set_size (before, 0);
      g_array_set_size (actions, 0);
      self->hand_before = before;
      self->hand_actions = actions;
      self->hand_ended = TRUE;
      /* The next hand's signals are only made once its cards are dealt:
       * these are still the ending hand's. */
      knowledge_for (self, self->learner, &self->last_knowledge);
    }
  /* Held before the event goes out, so that its handlers see it.  A
   * chico won by an immediate credit ends the hand without its end. */
  if ((e->kind == TRUCO_EVENT_HAND_ENDED || e->kind == TRUCO_EVENT_GAME_WON) && self->hold)
    self->held = TRUE;

  {
    PendingEvent pending = { *e, explanation != NULL ? truco_explanation_copy (explanation) : NULL };

    g_array_append_val (self->pending, pending);
  }
}

static void
pending_event_clear (gpointer data)
{
  PendingEvent *pending = data;

  g_clear_pointer (&pending->explanation, truco_explanation_free);
}

/* Once the cards of a hand are dealt (its play begun): what each bot
 * signals to its partners, from the cards it was dealt.  Opponents do not
 * read them: at a real table señas are made when the other side is not
 * looking, and a bot that caught them by chance would play from luck the
 * learner cannot see. */
static void
update_signals (TrucoTable *self)
{
  guint hand = truco_game_get_hand_number (self->game);
  guint n_seats = truco_game_get_n_seats (self->game);
  guint learner_side;
  TrucoView view;

  /* Not while the end of the last hand is on show: the señas belong to
   * the next deal, and are made once the learner goes on to it. */
  if (hand == self->signals_hand || !truco_rules_has_signals (self->rules) ||
      truco_game_get_phase (self->game) != TRUCO_PHASE_PLAY || self->held)
    return;

  truco_game_get_view (self->game, self->learner, &view);
  self->signals_hand = hand;
  for (guint s = 0; s < n_seats; s++)
    {
      TrucoCard cards[4];
      guint n = truco_game_get_hand (self->game, s, cards);

      /* Cards already laid were dealt too (a resumed hand). */
      for (guint t = 0; t < 3 && n < 4; t++)
        if (view.played[t][s] != TRUCO_CARD_NONE)
          cards[n++] = view.played[t][s];
      self->signals[s] = s == self->learner ? 0 : truco_signal_mask_for_hand (self->rules, cards, n);
    }

  learner_side = view.side_of[self->learner];
  for (guint s = 0; s < n_seats; s++)
    if (s != self->learner && view.side_of[s] == learner_side)
      for (guint sig = TRUCO_SIGNAL_NONE + 1; sig < TRUCO_N_SIGNALS; sig++)
        if (self->signals[s] & (1u << sig))
          g_signal_emit (self, signals[SIGNAL_PARTNER_SIGNAL], 0, s, sig);
}

/* What @seat's bot knows: its partners' signals of this hand. */
static void
knowledge_for (TrucoTable        *self,
               guint              seat,
               TrucoBotKnowledge *knowledge)
{
  guint side = truco_game_get_seat_side (self->game, seat);

  memset (knowledge, 0, sizeof *knowledge);
  if (self->signals_hand != truco_game_get_hand_number (self->game))
    return;
  knowledge->hand_number = self->signals_hand;
  for (guint s = 0; s < truco_game_get_n_seats (self->game); s++)
    if (s != seat && truco_game_get_seat_side (self->game, s) == side)
      knowledge->signals[s] = self->signals[s];
}

/**
 * truco_table_get_signals:
 * @seat: a seat
 *
 * Returns: the señas @seat showed the learner in this hand (a mask of
 *   1 << TrucoSignal): a bot partner's, 0 for anyone else
 */
guint
truco_table_get_signals (TrucoTable *self,
                         guint       seat)
{
  g_return_val_if_fail (TRUCO_IS_TABLE (self), 0);

  if (seat >= truco_game_get_n_seats (self->game) || seat == self->learner ||
      self->signals_hand != truco_game_get_hand_number (self->game) ||
      truco_game_get_seat_side (self->game, seat) != truco_game_get_seat_side (self->game, self->learner))
    return 0;
  return self->signals[seat];
}

/* What is shown */

static void
clear_bubbles (TrucoTableShown *shown)
{
  for (guint s = 0; s < TRUCO_GAME_MAX_SEATS; s++)
    shown->bubble[s][0] = '\0';
}

static void
reset_hand_extras (TrucoTableShown *shown)
{
  for (guint t = 0; t < 3; t++)
    {
      shown->trick_winner[t] = TRUCO_TABLE_TRICK_OPEN;
      shown->n_order[t] = 0;
    }
  memset (shown->n_hands, 0, sizeof shown->n_hands);
  memset (shown->hands, TRUCO_CARD_NONE, sizeof shown->hands);
  shown->ended = FALSE;
  shown->game_winner = -1;
  clear_bubbles (shown);
}

/* The words a seat says, for its bubble: an answer's word as the
 * ladder has it ("no-quiero" said "no quiero"). */
static void
set_bubble (TrucoTableShown *shown,
            guint            seat,
            const char      *words)
{
  if (seat >= TRUCO_GAME_MAX_SEATS || words == NULL)
    return;
  g_strlcpy (shown->bubble[seat], words, sizeof shown->bubble[seat]);
  g_strdelimit (shown->bubble[seat], "-", ' ');
}

/* The cards of the hand being played, as dealt: kept for the end of the
 * hand (every hand face up) and for the learner's hand in a fixed order. */
static void
note_deal (TrucoTable      *self,
           const TrucoView *view)
{
  guint n_seats = truco_game_get_n_seats (self->game);

  if (view->hand_number == self->dealt_hand || view->phase != TRUCO_PHASE_PLAY)
    return;
  self->dealt_hand = view->hand_number;
  for (guint s = 0; s < n_seats; s++)
    {
      TrucoCard cards[4];
      guint n = 0;

      /* Cards already laid were dealt too (a resumed hand): first. */
      for (guint t = 0; t < 3 && n < 4; t++)
        if (view->played[t][s] != TRUCO_CARD_NONE)
          cards[n++] = view->played[t][s];
      {
        TrucoCard held[4];
        guint n_held = truco_game_get_hand (self->game, s, held);

        for (guint i = 0; i < n_held && n < 4; i++)
          cards[n++] = held[i];
      }
      memcpy (self->dealt[s], cards, sizeof cards);
      self->n_dealt[s] = n;
    }
}

/* The winner of a trick laid before the table knew (a resumed match):
 * the strongest card of the winning side, the first laid among equals. */
static gint8
trick_winner_from_view (TrucoTable      *self,
                        const TrucoView *view,
                        guint            trick)
{
  gint8 best = TRUCO_TABLE_TRICK_OPEN;
  guint best_class = G_MAXUINT;

  if (view->trick_result[trick] == 255)
    return TRUCO_TABLE_TRICK_OPEN;
  if (view->trick_result[trick] == 3)
    return TRUCO_TABLE_TRICK_TIED;
  for (guint s = 0; s < view->n_seats; s++)
    {
      TrucoCard card = view->played[trick][s];
      guint klass;

      if (card == TRUCO_CARD_NONE || view->side_of[s] != view->trick_result[trick])
        continue;
      klass = truco_rules_get_card_class (self->rules, card);
      if (klass != 0 && klass < best_class)
        {
          best_class = klass;
          best = s;
        }
    }
  return best;
}

/* The game now, when no end is held. */
static void
show_live (TrucoTable *self)
{
  TrucoTableShown *shown = &self->shown;
  TrucoView view;

  truco_game_get_view (self->game, self->learner, &view);
  if (view.hand_number != shown->view.hand_number || shown->ended)
    {
      reset_hand_extras (shown);
      memset (self->caller, -1, sizeof self->caller);
    }
  note_deal (self, &view);
  memcpy (shown->hands[self->learner], self->dealt[self->learner], sizeof shown->hands[0]);
  shown->n_hands[self->learner] = self->dealt_hand == view.hand_number ? self->n_dealt[self->learner] : 0;
  for (guint t = 0; t < 3; t++)
    {
      if (shown->trick_winner[t] == TRUCO_TABLE_TRICK_OPEN)
        shown->trick_winner[t] = trick_winner_from_view (self, &view, t);
      /* A resumed hand: the order of play is not known, seat order then. */
      if (shown->n_order[t] == 0)
        for (guint k = 0; k < view.n_seats; k++)
          {
            guint s = (view.mano + k) % view.n_seats;

            if (view.played[t][s] != TRUCO_CARD_NONE)
              shown->order[t][shown->n_order[t]++] = s;
          }
    }
  shown->view = view;
  shown->match_over = truco_game_is_over (self->game);
}

/* Keeps what is shown up to date from one event: the game itself may
 * be in the next hand already when its events go out. */
static void
patch_shown (TrucoTable       *self,
             const TrucoEvent *event)
{
  TrucoTableShown *shown = &self->shown;
  TrucoView *view = &shown->view;
  const TrucoAction *action = &event->action;

  switch (event->kind)
    {
    case TRUCO_EVENT_ACTION:
      {
        const TrucoLadder *spec = action->bet < TRUCO_N_BETS ? self->specs[action->bet] : NULL;
        char number[8];

        if (action->seat >= TRUCO_GAME_MAX_SEATS)
          break;
        switch (action->kind)
          {
          case TRUCO_ACTION_PLAY:
            if (view->trick < 3)
              {
                view->played[view->trick][action->seat] = action->value;
                if (shown->n_order[view->trick] < TRUCO_GAME_MAX_SEATS)
                  shown->order[view->trick][shown->n_order[view->trick]++] = action->seat;
              }
            if (view->n_held[action->seat] > 0)
              view->n_held[action->seat]--;
            for (guint i = 0; action->seat == self->learner && i < view->n_hand; i++)
              if (view->hand[i] == action->value)
                {
                  memmove (&view->hand[i], &view->hand[i + 1], (view->n_hand - i - 1) * sizeof view->hand[0]);
                  view->n_hand--;
                  break;
                }
            break;
          case TRUCO_ACTION_CALL:
            self->caller[action->bet] = action->seat;
            if (spec != NULL && action->row < spec->n_steps)
              set_bubble (shown, action->seat, spec->steps[action->row].call);
            break;
          case TRUCO_ACTION_ACCEPT:
          case TRUCO_ACTION_REJECT:
            if (spec != NULL && event->answered_row < spec->n_steps)
              set_bubble (shown, action->seat,
                          action->kind == TRUCO_ACTION_ACCEPT ? spec->steps[event->answered_row].accept_word
                                                              : spec->steps[event->answered_row].reject_word);
            break;
          case TRUCO_ACTION_DECLARE:
            g_snprintf (number, sizeof number, "%u", (guint) action->value);
            set_bubble (shown, action->seat, number);
            view->declared[action->seat] = action->value;
            break;
          case TRUCO_ACTION_SON_BUENAS:
            set_bubble (shown, action->seat, "son buenas");
            break;
          case TRUCO_ACTION_MAZO:
            set_bubble (shown, action->seat, "mazo");
            view->folded |= 1u << action->seat;
            break;
          default:
            break;
          }
      }
      break;
    case TRUCO_EVENT_TRICK:
      if (event->value < 3)
        {
          view->trick_result[event->value] = event->seat < 0 ? 3 : view->side_of[event->seat];
          view->trick = MAX (view->trick, event->value + 1);
          shown->trick_winner[event->value] = event->seat < 0 ? TRUCO_TABLE_TRICK_TIED : event->seat;
          /* What was said before the trick has been played out. */
          clear_bubbles (shown);
        }
      break;
    case TRUCO_EVENT_CREDIT:
      for (guint a = 0; a < G_N_ELEMENTS (view->score); a++)
        if (event->credit.accounts & (1u << a))
          view->score[a] = MIN (view->score[a] + event->value, MAX (view->target, view->score[a]));
      break;
    case TRUCO_EVENT_GAME_WON:
      if (event->side >= 0 && event->side < (int) G_N_ELEMENTS (view->games_won))
        {
          view->games_won[event->side]++;
          shown->game_winner = event->side;
        }
      break;
    case TRUCO_EVENT_MATCH_WON:
      shown->match_over = TRUE;
      break;
    default:
      break;
    }
  view->n_actions = 0;
}

/* The end of the hand is held: every hand face up. */
static void
hold_shown (TrucoTable *self)
{
  TrucoTableShown *shown = &self->shown;

  shown->ended = TRUE;
  memcpy (shown->hands, self->dealt, sizeof shown->hands);
  memcpy (shown->n_hands, self->n_dealt, sizeof shown->n_hands);
}

/**
 * truco_table_get_shown:
 *
 * Returns: (transfer none): what the table shows the learner now
 */
const TrucoTableShown *
truco_table_get_shown (TrucoTable *self)
{
  g_return_val_if_fail (TRUCO_IS_TABLE (self), NULL);

  /* The legal actions change without events (a bot's turn passes);
   * while the events go out, what they patched stands. */
  if (!self->shown.ended && !self->flushing)
    show_live (self);
  return &self->shown;
}

/* The seat that made the last call of @bet in this hand, or -1. */
int
truco_table_get_caller (TrucoTable *self,
                        guint       bet)
{
  g_return_val_if_fail (TRUCO_IS_TABLE (self), -1);

  return bet < TRUCO_N_BETS ? self->caller[bet] : -1;
}

/* Outside an apply: the ladders' words, and the events that waited. */
static void
flush_events (TrucoTable *self)
{
  g_autoptr(GArray) events = self->pending;
  TrucoView view;

  truco_game_get_view (self->game, self->learner, &view);
  for (guint bet = 0; bet < TRUCO_N_BETS; bet++)
    if (view.bets[bet].spec != NULL)
      self->specs[bet] = view.bets[bet].spec;

  self->pending = g_array_new (FALSE, TRUE, sizeof (PendingEvent));
  g_array_set_clear_func (self->pending, pending_event_clear);
  self->flushing = TRUE;
  for (guint i = 0; i < events->len; i++)
    {
      PendingEvent *pending = &g_array_index (events, PendingEvent, i);

      TrucoEventKind kind = pending->event.kind;

      /* Once the end is held, only what scores it: its credits, a chico
       * or the match won (the next deal waits). */
      if (!self->shown.ended || kind == TRUCO_EVENT_CREDIT || kind == TRUCO_EVENT_GAME_WON ||
          kind == TRUCO_EVENT_MATCH_WON)
        patch_shown (self, &pending->event);
      if (self->held && !self->shown.ended &&
          (kind == TRUCO_EVENT_HAND_ENDED || kind == TRUCO_EVENT_GAME_WON))
        hold_shown (self);
      g_signal_emit (self, signals[SIGNAL_EVENT], 0, &pending->event, pending->explanation);
    }
  self->flushing = FALSE;
  if (!self->shown.ended)
    show_live (self);
  update_signals (self);
}

/* The ladder a bet of this match follows (NULL for one not in play). */
const TrucoLadder *
truco_table_get_bet_spec (TrucoTable *self,
                          guint       bet)
{
  g_return_val_if_fail (TRUCO_IS_TABLE (self), NULL);

  return bet < TRUCO_N_BETS ? self->specs[bet] : NULL;
}

static void
cancel_bot (TrucoTable *self)
{
  if (self->thinking != NULL)
    {
      g_cancellable_cancel (self->thinking);
      g_clear_object (&self->thinking);
    }
  g_clear_handle_id (&self->timeout, g_source_remove);
}

static void
truco_table_dispose (GObject *object)
{
  TrucoTable *self = (TrucoTable *) object;

  cancel_bot (self);
  if (self->game != NULL && self->event_handler != 0)
    g_clear_signal_handler (&self->event_handler, self->game);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (truco_table_parent_class)->dispose (object);
}

static void
truco_table_finalize (GObject *object)
{
  TrucoTable *self = (TrucoTable *) object;

  g_clear_pointer (&self->rules, truco_rules_unref);
  if (self->log != NULL)
    g_string_free (self->log, TRUE);
  g_clear_pointer (&self->calls, g_array_unref);
  g_clear_pointer (&self->hand_before, g_ptr_array_unref);
  g_clear_pointer (&self->hand_actions, g_array_unref);
  g_clear_pointer (&self->last_before, g_ptr_array_unref);
  g_clear_pointer (&self->last_actions, g_array_unref);
  g_clear_pointer (&self->reasons, g_ptr_array_unref);
  g_clear_pointer (&self->pending, g_array_unref);

  G_OBJECT_CLASS (truco_table_parent_class)->finalize (object);
}

static void
truco_table_class_init (TrucoTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = truco_table_dispose;
  object_class->finalize = truco_table_finalize;

  /* Every event of the game (TrucoGame::event forwarded once the action
   * that made it is applied, so that handlers may read the game): a const
   * TrucoEvent * and, for credits, the engine's explanation. */
  signals[SIGNAL_EVENT] =
    g_signal_new ("event", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                  G_TYPE_POINTER, TRUCO_TYPE_EXPLANATION | G_SIGNAL_TYPE_STATIC_SCOPE);
  /* The learner may act now (once per change of the game). */
  signals[SIGNAL_LEARNER_TURN] =
    g_signal_new ("learner-turn", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* A bot (the seat) starts deciding. */
  signals[SIGNAL_BOT_THINKING] =
    g_signal_new ("bot-thinking", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /* A bot partner shows the learner a seña at the start of a hand: the
   * seat and the TrucoSignal (truco_table_describe_signal() words it). */
  signals[SIGNAL_PARTNER_SIGNAL] =
    g_signal_new ("partner-signal", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
}

static void
truco_table_init (TrucoTable *self)
{
  self->delay = TRUCO_TABLE_DELAY_DEFAULT;
  self->calls = g_array_new (FALSE, TRUE, sizeof (TrucoTableCall));
  self->reasons = g_ptr_array_new_with_free_func (g_free);
  self->hand_before = g_ptr_array_new_with_free_func (g_object_unref);
  self->last_before = g_ptr_array_new_with_free_func (g_object_unref);
  self->hand_actions = g_array_new (FALSE, TRUE, sizeof (TrucoAction));
  self->last_actions = g_array_new (FALSE, TRUE, sizeof (TrucoAction));
  self->pending = g_array_new (FALSE, TRUE, sizeof (PendingEvent));
  g_array_set_clear_func (self->pending, pending_event_clear);
  reset_hand_extras (&self->shown);
  memset (self->caller, -1, sizeof self->caller);
}

static void
append_table_line (GString    *log,
                   TrucoTable *self)
{
  g_string_append_printf (log, TABLE_LINE " learner=%u levels=", self->learner);
  for (guint s = 0; s < truco_game_get_n_seats (self->game); s++)
    g_string_append_printf (log, "%s%u", s > 0 ? "," : "", (guint) self->levels[s]);
  g_string_append_c (log, '\n');
}

static TrucoTable *
table_new_for_game (TrucoGame *game,
                    guint      learner)
{
  TrucoTable *self = g_object_new (TRUCO_TYPE_TABLE, NULL);

  self->game = game;
  self->rules = truco_rules_ref ((TrucoRules *) truco_game_get_rules (game));
  self->seed = truco_game_get_seed (game);
  self->learner = learner;
  self->event_handler = g_signal_connect (game, "event", G_CALLBACK (on_game_event), self);
  flush_events (self);
  return self;
}

TrucoTable *
truco_table_new (const TrucoRules *rules,
                 guint             learner_seat,
                 TrucoBotLevel     level,
                 guint64           seed)
{
  TrucoTable *self;
  g_autoptr(GString) header = NULL;
  g_autoptr(TrucoRules) own = NULL;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (level < TRUCO_BOT_N_LEVELS, NULL);

  /* A copy: a house rule changed during the match applies from the next. */
  own = truco_rules_copy (rules);
  self = table_new_for_game (truco_game_new (own, seed), learner_seat);
  g_return_val_if_fail (learner_seat < truco_game_get_n_seats (self->game), self);
  for (guint s = 0; s < TRUCO_GAME_MAX_SEATS; s++)
    self->levels[s] = level;

  self->log = g_string_new (NULL);
  append_table_line (self->log, self);
  header = truco_game_log_header (rules, seed);
  g_string_append (self->log, header->str);
  if (self->log->len > 0 && self->log->str[self->log->len - 1] != '\n')
    g_string_append_c (self->log, '\n');
  return self;
}

static void
set_aside (const char *path)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");

  for (guint i = 0; i < 1000; i++)
    {
      g_autofree char *candidate = i == 0
        ? g_strdup_printf ("%s.broken-%s", path, stamp)
        : g_strdup_printf ("%s.broken-%s-%u", path, stamp, i);

      if (g_file_test (candidate, G_FILE_TEST_EXISTS | G_FILE_TEST_IS_SYMLINK))
        continue;
      if (g_rename (path, candidate) != 0)
        g_warning ("Cannot set the damaged match aside: %s", g_strerror (errno));
      return;
    }
}

static gboolean
parse_table_line (const char    *text,
                  guint         *learner,
                  TrucoBotLevel  levels[TRUCO_GAME_MAX_SEATS],
                  guint         *n_levels)
{
  const char *end = strchr (text, '\n');
  g_autofree char *line = NULL;
  g_auto(GStrv) fields = NULL;
  gboolean have_learner = FALSE;

  if (!g_str_has_prefix (text, TABLE_LINE " ") || end == NULL || end - text > 200)
    return FALSE;
  line = g_strndup (text + strlen (TABLE_LINE " "), end - text - strlen (TABLE_LINE " "));
  fields = g_strsplit (line, " ", 3);
  *n_levels = 0;
  for (guint i = 0; fields[i] != NULL; i++)
    {
      guint64 v;

      if (g_str_has_prefix (fields[i], "learner="))
        {
          if (!g_ascii_string_to_unsigned (fields[i] + 8, 10, 0, TRUCO_GAME_MAX_SEATS - 1, &v, NULL))
            return FALSE;
          *learner = v;
          have_learner = TRUE;
        }
      else if (g_str_has_prefix (fields[i], "levels="))
        {
          g_auto(GStrv) items = g_strsplit (fields[i] + 7, ",", TRUCO_GAME_MAX_SEATS + 1);

          for (guint k = 0; items[k] != NULL; k++)
            {
              if (k >= TRUCO_GAME_MAX_SEATS ||
                  !g_ascii_string_to_unsigned (items[k], 10, 0, TRUCO_BOT_N_LEVELS - 1, &v, NULL))
                return FALSE;
              levels[k] = v;
              *n_levels = k + 1;
            }
        }
      else
        return FALSE;
    }
  return have_learner && *n_levels > 0;
}

static guint
count_actions (const char *text)
{
  guint n = 0;

  /* Every line but comments, blank lines, the header and deals is an
   * action, each stripped of its spaces as the game-log reader does. */
  for (const char *p = text; *p != '\0';)
    {
      const char *end = strchr (p, '\n');
      g_autofree char *line = NULL;

      if (end == NULL)
        end = p + strlen (p);
      line = g_strstrip (g_strndup (p, end - p));
      if (*line != '\0' && *line != '#' &&
          !g_str_has_prefix (line, "variant ") && !g_str_has_prefix (line, "option ") &&
          !g_str_has_prefix (line, "seed ") && !g_str_has_prefix (line, "deal ") && strcmp (line, "deal") != 0)
        n++;
      p = *end == '\n' ? end + 1 : end;
    }
  return n;
}

TrucoTable *
truco_table_new_from_data (const char  *text,
                           gsize        length,
                           GError     **error)
{
  g_autoptr(GError) replay_error = NULL;
  g_autofree char *copy = NULL;
  TrucoBotLevel levels[TRUCO_GAME_MAX_SEATS] = { 0 };
  guint learner = 0, n_levels = 0, bad_line = 0;
  TrucoGame *game;
  TrucoTable *self;

  if (length > TRUCO_TABLE_MAX_SAVE_SIZE || memchr (text, '\0', length) != NULL ||
      !g_utf8_validate_len (text, length, NULL))
    goto damaged;
  /* CRLF line ends (a save copied through another system) read as LF. */
  copy = g_strndup (text, length);
  {
    gsize j = 0;

    for (gsize i = 0; i < length; i++)
      if (!(copy[i] == '\r' && copy[i + 1] == '\n'))
        copy[j++] = copy[i];
    copy[j] = '\0';
    length = j;
  }
  if (!parse_table_line (copy, &learner, levels, &n_levels))
    goto damaged;

  game = truco_game_log_replay (copy, &bad_line, &replay_error);
  if (game == NULL || bad_line != 0 ||
      n_levels != truco_game_get_n_seats (game) || learner >= n_levels)
    {
      g_clear_object (&game);
      goto damaged;
    }

  self = table_new_for_game (game, learner);
  memcpy (self->levels, levels, sizeof levels);
  self->log = g_string_new_len (copy, length);
  if (self->log->len > 0 && self->log->str[self->log->len - 1] != '\n')
    g_string_append_c (self->log, '\n');
  self->n_applied = count_actions (copy);
  return self;

damaged:
  g_set_error_literal (error, TRUCO_TABLE_ERROR, TRUCO_TABLE_ERROR_DAMAGED,
                       _("The interrupted match could not be read, so a new one begins. The damaged copy was kept aside."));
  return NULL;
}

/* Reads a save without ever blocking and without trusting its size:
 * only a regular file (after following links), at most one byte more
 * than a save may have.  FALSE with @not_file when something else is at
 * @path. */
static gboolean
read_save (const char  *path,
           GString    **out,
           gboolean    *not_file,
           GError     **error)
{
  char buffer[65536];
  struct stat st;
  GString *text;
  int fd, errsv = 0;

  *out = NULL;
  *not_file = FALSE;
  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);
  if (fd < 0 && (errno == ENXIO || errno == ENODEV))
    {
      *not_file = TRUE;
      return FALSE;
    }
  if (fd < 0 || fstat (fd, &st) != 0)
    {
      errsv = errno;
      if (fd >= 0)
        close (fd);
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (errsv), "%s: %s", path, g_strerror (errsv));
      return FALSE;
    }
  if (!S_ISREG (st.st_mode))
    {
      close (fd);
      *not_file = TRUE;
      return FALSE;
    }
  text = g_string_new (NULL);
  while (text->len <= TRUCO_TABLE_MAX_SAVE_SIZE)
    {
      ssize_t n = read (fd, buffer, sizeof buffer);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          errsv = errno;
          break;
        }
      if (n == 0)
        break;
      g_string_append_len (text, buffer, n);
    }
  close (fd);
  if (errsv != 0)
    {
      g_string_free (text, TRUE);
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (errsv), "%s: %s", path, g_strerror (errsv));
      return FALSE;
    }
  *out = text;
  return TRUE;
}

TrucoTable *
truco_table_new_from_file (const char  *path,
                           GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  GString *text = NULL;
  gboolean not_file;
  TrucoTable *self;

  if (!read_save (path, &text, &not_file, error))
    {
      if (not_file)
        {
          set_aside (path);
          g_set_error_literal (error, TRUCO_TABLE_ERROR, TRUCO_TABLE_ERROR_DAMAGED,
                               _("The interrupted match could not be read, because in its place there is "
                                 "something that is not a file (a folder, a pipe or a device), so a new one "
                                 "begins. It was moved aside, not deleted."));
        }
      return NULL;
    }
  self = truco_table_new_from_data (text->str, text->len, &local_error);
  g_string_free (text, TRUE);
  if (self == NULL)
    {
      set_aside (path);
      g_propagate_error (error, g_steal_pointer (&local_error));
    }
  return self;
}

/**
 * truco_table_get_save_path:
 * @base: the save's place (truco_table_get_default_path())
 * @rules: the rules of the match
 *
 * One saved match per variant and per set of house rules: beside @base,
 * "match-VARIANT.log" under the variant's own rules, and
 * "match-VARIANT-DIGEST.log" under others (the digest names the rules
 * that differ).
 *
 * Returns: (transfer full): the path
 */
char *
truco_table_get_save_path (const char       *base,
                           const TrucoRules *rules)
{
  const TrucoVariant *variant = truco_rules_get_variant (rules);
  g_autofree char *directory = g_path_get_dirname (base);
  g_autofree char *stem = g_strdup (base + strlen (directory) + (g_str_has_suffix (directory, "/") ? 0 : 1));
  g_autoptr(GPtrArray) changed = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *name = NULL;
  char *dot = strrchr (stem, '.');
  const char *extension = "";

  if (dot != NULL && dot != stem)
    {
      *dot = '\0';
      extension = dot + 1;
    }
  for (guint i = 0; i < truco_variant_get_n_options (variant); i++)
    {
      const TrucoOption *option = truco_variant_get_option (variant, i);
      const char *key = truco_option_get_key (option);
      const char *value = truco_rules_get (rules, key);

      if (value != NULL &&
          g_strcmp0 (value, truco_option_get_choice (option, truco_option_get_default (option))) != 0)
        g_ptr_array_add (changed, g_strdup_printf ("%s=%s", key, value));
    }
  if (changed->len == 0)
    name = g_strdup_printf ("%s-%s%s%s", stem, truco_variant_get_id (variant), *extension ? "." : "", extension);
  else
    {
      g_autoptr(GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);

      /* In the variant's order of options: the same rules, the same name. */
      for (guint i = 0; i < changed->len; i++)
        {
          g_checksum_update (checksum, g_ptr_array_index (changed, i), -1);
          g_checksum_update (checksum, (const guchar *) "\n", 1);
        }
      name = g_strdup_printf ("%s-%s-%.12s%s%s", stem, truco_variant_get_id (variant),
                              g_checksum_get_string (checksum), *extension ? "." : "", extension);
    }
  return g_build_filename (directory, name, NULL);
}

TrucoTable *
truco_table_resume (const char        *base,
                    const TrucoRules  *rules,
                    GError           **error)
{
  g_autofree char *path = NULL;
  g_autoptr(GError) local_error = NULL;
  TrucoTable *self;

  g_return_val_if_fail (base != NULL && rules != NULL, NULL);

  path = truco_table_get_save_path (base, rules);
  self = truco_table_new_from_file (path, &local_error);
  if (self != NULL || !g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND) ||
      !g_file_test (base, G_FILE_TEST_EXISTS))
    {
      if (local_error != NULL)
        g_propagate_error (error, g_steal_pointer (&local_error));
      return self;
    }

  /* The single save of an older Truquero: it moves to its own place. */
  {
    g_autoptr(GError) old_error = NULL;
    g_autoptr(TrucoTable) old = truco_table_new_from_file (base, &old_error);
    g_autofree char *own = NULL;

    if (old == NULL)
      {
        g_propagate_error (error, g_steal_pointer (&old_error));
        return NULL;
      }
    own = truco_table_get_save_path (base, old->rules);
    if (!g_file_test (own, G_FILE_TEST_EXISTS) && g_rename (base, own) != 0)
      g_warning ("Cannot move the saved match: %s", g_strerror (errno));
    if (g_strcmp0 (own, path) == 0)
      return g_steal_pointer (&old);
  }
  g_propagate_error (error, g_steal_pointer (&local_error));
  return NULL;
}

char *
truco_table_get_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), APPLICATION_ID, TRUCO_TABLE_FILE_NAME, NULL);
}

char *
truco_table_dup_log (TrucoTable *self)
{
  g_return_val_if_fail (TRUCO_IS_TABLE (self), NULL);

  return g_strndup (self->log->str, self->log->len);
}

/* What a failed save says: what happened, and that the match goes on. */
static const char *
save_failed_message (int errsv)
{
  switch (errsv)
    {
    case ENOSPC:
#ifdef EDQUOT
    case EDQUOT:
#endif
      return _("The disk is full: this match is not saved for now. Play on: it will be saved when there is room.");
    case EACCES:
    case EPERM:
    case EROFS:
      return _("This match cannot be saved, because its folder cannot be written to. "
               "Play on: it will be saved as soon as it can be.");
    default:
      return _("This match could not be saved. Play on: saving is tried again at every move.");
    }
}

static int
errno_of_file_error (const GError *error)
{
  if (error == NULL || error->domain != G_FILE_ERROR)
    return EIO;
  switch (error->code)
    {
    case G_FILE_ERROR_NOSPC: return ENOSPC;
    case G_FILE_ERROR_ACCES: return EACCES;
    case G_FILE_ERROR_PERM: return EPERM;
    case G_FILE_ERROR_ROFS: return EROFS;
    default: return EIO;
    }
}

gboolean
truco_table_save (TrucoTable  *self,
                  const char  *path,
                  GError     **error)
{
  g_autofree char *directory = g_path_get_dirname (path);
  g_autoptr(GError) local_error = NULL;
  struct stat st;
  int errsv = 0;

  g_return_val_if_fail (TRUCO_IS_TABLE (self), FALSE);

  if (g_mkdir_with_parents (directory, 0700) != 0)
    {
      errsv = errno;
      g_set_error (&local_error, G_IO_ERROR, g_io_error_from_errno (errsv),
                   "%s: %s", directory, g_strerror (errsv));
    }
  else
    {
      /* A folder, a pipe or a device where the save goes: set aside. */
      if (stat (path, &st) == 0 && !S_ISREG (st.st_mode))
        set_aside (path);
      if (!g_file_set_contents_full (path, self->log->str, self->log->len,
                                     G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                     0644, &local_error))
        errsv = errno_of_file_error (local_error);
    }
  if (local_error == NULL)
    {
      self->told_save_failed = FALSE;
      return TRUE;
    }
  g_object_set_data_full (G_OBJECT (self), "truco-save-message",
                          self->told_save_failed ? NULL : g_strdup (save_failed_message (errsv)), g_free);
  self->told_save_failed = TRUE;
  g_propagate_error (error, g_steal_pointer (&local_error));
  return FALSE;
}

char *
truco_table_take_save_message (TrucoTable *self)
{
  g_return_val_if_fail (TRUCO_IS_TABLE (self), NULL);

  return g_object_steal_data (G_OBJECT (self), "truco-save-message");
}

/* Applies @action of any seat and writes it down. */
static gboolean
apply_and_log (TrucoTable        *self,
               const TrucoAction *action,
               GError           **error)
{
  char line[64];

  truco_game_format_action (self->game, action, line, sizeof line);
  if (!truco_game_apply (self->game, action, error))
    return FALSE;
  g_string_append (self->log, line);
  g_string_append_c (self->log, '\n');
  self->n_applied++;
  self->told_learner = FALSE;
  flush_events (self);
  return TRUE;
}

typedef struct
{
  TrucoBotLevel level;
  TrucoRules   *rules;
  TrucoView     view;
  TrucoGame    *lookahead;
  guint64       seed;
  GWeakRef      table;
  TrucoBotKnowledge knowledge;
  guint         n_applied;  /* the position the decision is for */
  TrucoAction   action;
} Thought;

static void
thought_free (Thought *thought)
{
  g_clear_pointer (&thought->rules, truco_rules_unref);
  g_clear_object (&thought->lookahead);
  g_weak_ref_clear (&thought->table);
  g_free (thought);
}

static void
think_in_thread (GTask        *task,
                 gpointer      source,
                 gpointer      data,
                 GCancellable *cancellable)
{
  Thought *thought = data;

  if (truco_bot_decide_knowing (thought->level, thought->rules, &thought->view, &thought->knowledge, thought->lookahead,
                        thought->seed, cancellable, &thought->action))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "cancelled");
  g_atomic_int_add (&n_workers, -1);
}

static void
bot_acts (TrucoTable        *self,
          const TrucoAction *action)
{
  g_autoptr(GError) error = NULL;

  if (!apply_and_log (self, action, &error))
    g_critical ("A bot chose an illegal action: %s", error->message);
  schedule (self);
}

static void
on_thought (GObject      *source,
            GAsyncResult *result,
            gpointer      data)
{
  Thought *thought = g_task_get_task_data (G_TASK (result));
  g_autoptr(TrucoTable) self = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), NULL))
    return;
  self = g_weak_ref_get (&thought->table);
  if (self == NULL || self->n_applied != thought->n_applied)
    return;
  g_clear_object (&self->thinking);
  bot_acts (self, &thought->action);
}

static gboolean
on_bot_turn (gpointer data)
{
  TrucoTable *self = data;
  Thought *thought;
  int seat;
  guint64 seed;

  self->timeout = 0;
  seat = truco_bot_next_seat (self->game);
  if (seat < 0 || (guint) seat == self->learner)
    return G_SOURCE_REMOVE;

  seed = mix (self->seed, self->n_applied);
  thought = g_new0 (Thought, 1);
  thought->level = self->levels[seat];
  knowledge_for (self, seat, &thought->knowledge);
  truco_game_get_view (self->game, seat, &thought->view);
  thought->seed = seed;
  thought->n_applied = self->n_applied;
  g_signal_emit (self, signals[SIGNAL_BOT_THINKING], 0, (guint) seat);

  /* At the Table's pace every decision is made in a worker, so that the
   * main loop keeps drawing while a bot thinks; only the instant pace of
   * the tests and the command line decides at once. */
  if (self->delay == TRUCO_TABLE_DELAY_INSTANT &&
      (thought->level != TRUCO_BOT_STRONG || thought->view.n_actions < 2))
    {
      TrucoAction action;

      truco_bot_decide_knowing (thought->level, self->rules, &thought->view, &thought->knowledge, NULL, seed, NULL, &action);
      thought_free (thought);
      bot_acts (self, &action);
      return G_SOURCE_REMOVE;
    }
  else
    {
      g_autoptr(GTask) task = NULL;

      /* The worker gets its own copy, with the hidden cards replaced:
       * it shares nothing with the table, which may go away meanwhile. */
      thought->rules = truco_rules_ref (self->rules);
      if (thought->level == TRUCO_BOT_STRONG && thought->view.n_actions >= 2)
        thought->lookahead = truco_bot_make_lookahead (self->game, seat, mix (seed, 1));
      g_weak_ref_init (&thought->table, self);
      self->thinking = g_cancellable_new ();
      task = g_task_new (NULL, self->thinking, on_thought, NULL);
      g_task_set_task_data (task, thought, (GDestroyNotify) thought_free);
      g_atomic_int_inc (&n_workers);
      g_task_run_in_thread (task, think_in_thread);
    }
  return G_SOURCE_REMOVE;
}

static void
schedule (TrucoTable *self)
{
  TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
  int seat;

  if (!self->started || self->held || self->timeout != 0 || self->thinking != NULL)
    return;
  if (truco_table_list_actions (self, actions) > 0)
    {
      if (!self->told_learner)
        {
          self->told_learner = TRUE;
          g_signal_emit (self, signals[SIGNAL_LEARNER_TURN], 0);
        }
      return;
    }
  seat = truco_bot_next_seat (self->game);
  if (seat < 0)
    return;
  if (self->delay == TRUCO_TABLE_DELAY_INSTANT)
    self->timeout = g_idle_add (on_bot_turn, self);
  else
    self->timeout = g_timeout_add (self->delay, on_bot_turn, self);
}

void
truco_table_start (TrucoTable *self)
{
  g_return_if_fail (TRUCO_IS_TABLE (self));

  self->started = TRUE;
  schedule (self);
}

void
truco_table_set_delay (TrucoTable *self,
                       guint       delay_ms)
{
  g_return_if_fail (TRUCO_IS_TABLE (self));

  self->delay = delay_ms;
}

void
truco_table_set_hold_between_hands (TrucoTable *self,
                                    gboolean    hold)
{
  g_return_if_fail (TRUCO_IS_TABLE (self));

  self->hold = !!hold;
}

gboolean
truco_table_is_held (TrucoTable *self)
{
  g_return_val_if_fail (TRUCO_IS_TABLE (self), FALSE);

  return self->held;
}

void
truco_table_next_hand (TrucoTable *self)
{
  g_return_if_fail (TRUCO_IS_TABLE (self));

  if (!self->held)
    return;
  self->held = FALSE;
  self->told_learner = FALSE;
  self->shown.ended = FALSE;
  show_live (self);
  update_signals (self);
  schedule (self);
}

guint
truco_table_get_delay (TrucoTable *self)
{
  g_return_val_if_fail (TRUCO_IS_TABLE (self), 0);

  return self->delay;
}

void
truco_table_set_seat_level (TrucoTable    *self,
                            guint          seat,
                            TrucoBotLevel  level)
{
  g_return_if_fail (TRUCO_IS_TABLE (self));
  g_return_if_fail (seat < TRUCO_GAME_MAX_SEATS && level < TRUCO_BOT_N_LEVELS);

  self->levels[seat] = level;
  /* The save keeps the levels in its first line. */
  {
    g_autoptr(GString) line = g_string_new (NULL);
    const char *end = strchr (self->log->str, '\n');

    append_table_line (line, self);
    g_string_erase (self->log, 0, end - self->log->str + 1);
    g_string_prepend (self->log, line->str);
  }
}

TrucoBotLevel
truco_table_get_seat_level (TrucoTable *self,
                            guint       seat)
{
  g_return_val_if_fail (TRUCO_IS_TABLE (self) && seat < TRUCO_GAME_MAX_SEATS, 0);

  return self->levels[seat];
}

TrucoGame *
truco_table_get_game (TrucoTable *self)
{
  g_return_val_if_fail (TRUCO_IS_TABLE (self), NULL);

  return self->game;
}

const TrucoRules *
truco_table_get_rules (TrucoTable *self)
{
  g_return_val_if_fail (TRUCO_IS_TABLE (self), NULL);

  return self->rules;
}

guint
truco_table_get_learner_seat (TrucoTable *self)
{
  g_return_val_if_fail (TRUCO_IS_TABLE (self), 0);

  return self->learner;
}

void
truco_table_get_view (TrucoTable *self,
                      TrucoView  *view)
{
  g_return_if_fail (TRUCO_IS_TABLE (self));

  truco_game_get_view (self->game, self->learner, view);
}

guint
truco_table_get_n_moves (TrucoTable *self)
{
  g_return_val_if_fail (TRUCO_IS_TABLE (self), 0);

  return self->n_applied;
}

gboolean
truco_table_is_busy (TrucoTable *self)
{
  g_return_val_if_fail (TRUCO_IS_TABLE (self), FALSE);

  return self->timeout != 0 || self->thinking != NULL;
}

guint
truco_table_list_actions (TrucoTable  *self,
                          TrucoAction *actions)
{
  TrucoAction all[TRUCO_GAME_MAX_ACTIONS];
  guint n, k = 0;

  g_return_val_if_fail (TRUCO_IS_TABLE (self), 0);

  n = truco_game_list_actions (self->game, all);
  for (guint i = 0; i < n; i++)
    if (all[i].seat == self->learner)
      actions[k++] = all[i];
  return k;
}

const TrucoTableCall *
truco_table_list_calls (TrucoTable *self,
                        guint      *n_calls)
{
  TrucoAction legal[TRUCO_GAME_MAX_ACTIONS];
  guint n_legal;
  TrucoView view;

  g_return_val_if_fail (TRUCO_IS_TABLE (self), NULL);

  g_array_set_size (self->calls, 0);
  g_ptr_array_set_size (self->reasons, 0);
  n_legal = truco_table_list_actions (self, legal);
  truco_game_get_view (self->game, self->learner, &view);

  for (guint bet = 0; bet < TRUCO_N_BETS; bet++)
    {
      const TrucoLadder *spec = view.bets[bet].spec;

      if (spec == NULL)
        continue;
      for (guint row = 0; row < spec->n_steps; row++)
        {
          TrucoTableCall call = { { 0 } };
          gboolean found = FALSE;

          g_strlcpy (call.name, spec->steps[row].call, sizeof call.name);
          /* Legal ones (a French raise: each value that may be named). */
          for (guint i = 0; i < n_legal; i++)
            if (legal[i].kind == TRUCO_ACTION_CALL && legal[i].bet == bet && legal[i].row == row)
              {
                call.action = legal[i];
                call.enabled = TRUE;
                g_array_append_val (self->calls, call);
                found = TRUE;
              }
          if (!found)
            {
              g_autoptr(GError) error = NULL;

              call.action.kind = TRUCO_ACTION_CALL;
              call.action.seat = self->learner;
              call.action.bet = bet;
              call.action.row = row;
              /* Not legal now: the engine refuses it, changing nothing,
               * and says why. */
              if (truco_game_apply (self->game, &call.action, &error))
                g_error ("A call missing from the legal actions was applied");
              g_ptr_array_add (self->reasons, g_strdup (error->message));
              call.reason = g_ptr_array_index (self->reasons, self->reasons->len - 1);
              g_array_append_val (self->calls, call);
            }
        }
    }
  /* The flor of a variant that has it, turned off by a house rule: shown
   * too, disabled, so that the learner knows it exists and why not now. */
  if (view.bets[TRUCO_BET_FLOR].spec == NULL &&
      truco_rules_resolve (self->rules)->flor_optional && !truco_rules_resolve (self->rules)->flor)
    {
      g_autoptr(TrucoRules) with_flor = truco_rules_copy (self->rules);
      const TrucoLadder *spec = NULL;

      if (truco_rules_set (with_flor, TRUCO_OPTION_FLOR_ENABLED, "on", NULL))
        spec = truco_rules_get_ladder (with_flor, TRUCO_BET_FLOR);
      for (guint row = 0; spec != NULL && row < spec->n_steps; row++)
        {
          TrucoTableCall call = { { 0 } };

          g_strlcpy (call.name, spec->steps[row].call, sizeof call.name);
          call.action.kind = TRUCO_ACTION_CALL;
          call.action.seat = self->learner;
          call.action.bet = TRUCO_BET_FLOR;
          call.action.row = row;
          call.reason = _("Flor is off in your house rules: this match is played without it.");
          g_array_append_val (self->calls, call);
        }
    }

  *n_calls = self->calls->len;
  return (const TrucoTableCall *) (gpointer) self->calls->data;
}

gboolean
truco_table_apply (TrucoTable        *self,
                   const TrucoAction *action,
                   GError           **error)
{
  g_return_val_if_fail (TRUCO_IS_TABLE (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (action->seat != self->learner || self->held)
    {
      g_set_error_literal (error, TRUCO_TABLE_ERROR, TRUCO_TABLE_ERROR_NOT_YOUR_TURN,
                           _("That move belongs to another player."));
      return FALSE;
    }
  {
    TrucoGame *before = truco_game_copy (self->game);

    self->hand_ended = FALSE;
    if (!apply_and_log (self, action, error))
      {
        g_object_unref (before);
        return FALSE;
      }
    /* Kept for the review: the game as the learner decided.  The event
     * handler moved the decisions of a hand that just ended; this one
     * belongs to it then. */
    if (!self->hand_ended)
      {
        g_ptr_array_add (self->hand_before, before);
        g_array_append_val (self->hand_actions, *action);
      }
    else
      {
        g_ptr_array_add (self->last_before, before);
        g_array_append_val (self->last_actions, *action);
      }
  }
  schedule (self);
  return TRUE;
}

typedef struct
{
  guint       seat;
  guint64     seed;
  GPtrArray  *before;   /* TrucoGame copies */
  GArray     *actions;
  TrucoBotKnowledge knowledge;  /* the señas the learner saw */
  const char *names[TRUCO_GAME_MAX_SEATS];  /* the seats' names (static strings) */
  TrucoCoachHint hint;
} CoachWork;

static void
coach_work_free (CoachWork *work)
{
  g_clear_pointer (&work->before, g_ptr_array_unref);
  g_clear_pointer (&work->actions, g_array_unref);
  truco_coach_hint_clear (&work->hint);
  g_free (work);
}

/* The coach names the other seats as the table does ("Ana"). */
static void
coach_names (TrucoTable *self,
             CoachWork  *work)
{
  for (guint s = 0; s < truco_game_get_n_seats (self->game) && s < TRUCO_GAME_MAX_SEATS; s++)
    work->names[s] = truco_table_get_seat_name (self, s);
}

static void
hint_in_thread (GTask        *task,
                gpointer      source,
                gpointer      data,
                GCancellable *cancellable)
{
  CoachWork *work = data;

  if (truco_coach_hint_knowing (g_ptr_array_index (work->before, 0), work->seat, &work->knowledge,
                                work->names, TRUCO_COACH_HINT_DEALS, work->seed, cancellable, &work->hint))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "cancelled");
}

void
truco_table_hint_async (TrucoTable          *self,
                        GCancellable        *cancellable,
                        GAsyncReadyCallback  callback,
                        gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  CoachWork *work;

  g_return_if_fail (TRUCO_IS_TABLE (self));

  work = g_new0 (CoachWork, 1);
  work->seat = self->learner;
  work->seed = mix (self->seed ^ 0xC0AC, self->n_applied);
  coach_names (self, work);
  /* The learner saw the partners' signals: the hint may use them. */
  knowledge_for (self, self->learner, &work->knowledge);
  work->before = g_ptr_array_new_with_free_func (g_object_unref);
  g_ptr_array_add (work->before, truco_game_copy (self->game));
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, truco_table_hint_async);
  g_task_set_task_data (task, work, (GDestroyNotify) coach_work_free);
  g_task_run_in_thread (task, hint_in_thread);
}

gboolean
truco_table_hint_finish (TrucoTable      *self,
                         GAsyncResult    *result,
                         TrucoCoachHint  *hint,
                         GError         **error)
{
  CoachWork *work;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  work = g_task_get_task_data (G_TASK (result));
  *hint = work->hint;
  work->hint.reason = NULL;
  return TRUE;
}

guint
truco_table_get_n_reviewable (TrucoTable *self)
{
  g_return_val_if_fail (TRUCO_IS_TABLE (self), 0);

  return self->last_actions->len;
}

static void
review_in_thread (GTask        *task,
                  gpointer      source,
                  gpointer      data,
                  GCancellable *cancellable)
{
  CoachWork *work = data;
  GPtrArray *verdicts;

  verdicts = truco_coach_review_knowing ((TrucoGame * const *) work->before->pdata,
                                         (const TrucoAction *) (gpointer) work->actions->data,
                                         work->actions->len, work->seat, &work->knowledge,
                                         work->names, TRUCO_COACH_REVIEW_DEALS, work->seed, cancellable);
  if (verdicts != NULL)
    g_task_return_pointer (task, verdicts, (GDestroyNotify) g_ptr_array_unref);
  else
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "cancelled");
}

void
truco_table_review_hand_async (TrucoTable          *self,
                               GCancellable        *cancellable,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  CoachWork *work;

  g_return_if_fail (TRUCO_IS_TABLE (self));

  work = g_new0 (CoachWork, 1);
  work->seat = self->learner;
  work->seed = mix (self->seed ^ 0x4E71E3, self->n_applied);
  coach_names (self, work);
  /* Copies of the copies: the worker shares nothing with the table. */
  work->before = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < self->last_before->len; i++)
    g_ptr_array_add (work->before, truco_game_copy (g_ptr_array_index (self->last_before, i)));
  work->actions = g_array_copy (self->last_actions);
  work->knowledge = self->last_knowledge;
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, truco_table_review_hand_async);
  g_task_set_task_data (task, work, (GDestroyNotify) coach_work_free);
  g_task_run_in_thread (task, review_in_thread);
}

GPtrArray *
truco_table_review_hand_finish (TrucoTable    *self,
                                GAsyncResult  *result,
                                GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

guint
truco_table_get_n_workers (void)
{
  return g_atomic_int_get (&n_workers);
}
