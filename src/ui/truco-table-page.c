/* truco-table-page.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The Table section: a match against computer players (TrucoTable) with
 * the coach beside it.  The page draws what the learner's seat may know
 * (truco_table_get_view()): the other seats with their cards face down,
 * the tricks, the learner's hand, what the hand is worth and what call
 * waits for an answer; every call of the ladders in play as a button,
 * disabled with the engine's reason when it cannot be made; a log of
 * every move in whole sentences; after each point the engine's
 * explanation with the cards it names; a hint on request; and at the end
 * of each hand (the table holds there) the review of the learner's
 * decisions, costliest first.
 *
 * The match is saved after every move and when the page goes away, and
 * resumed when the page starts.  A damaged save is set aside by the model
 * and told in one toast.  The house rules are copied when a match starts:
 * a change applies from the next match, and the learner is told so.
 *
 * Keyboard: 1, 2, 3 (and 4 in the gallo) play the cards in hand order;
 * one letter per ladder and answer, chosen by each translation; Ctrl+H
 * asks for a hint.  Rebuilding the buttons never leaves the focus outside
 * the page. */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "truco-card-widget.h"
#include "truco-matchsticks.h"
#include "truco-table-page.h"

/* The widths of the cards: the learner's hand (large enough for the full
 * art), the tricks, the other seats' hands. */
#define HAND_CARD_SIZE  96
#define TRICK_CARD_SIZE 64
#define SEAT_CARD_SIZE  TRUCO_CARD_WIDGET_MIN_SIZE

struct _TrucoTablePage
{
  AdwBin           parent_instance;

  TrucoSettings   *settings;
  TrucoTable      *table;
  char            *save_path;
  char            *variant_id;     /* of the match at the table */
  TrucoBotLevel    level;
  GCancellable    *cancellable;    /* the coach's work */
  TrucoView        view;           /* what is shown */
  gboolean         frozen;         /* the end of a hand stays shown */
  int              thinking;       /* the seat of a bot thinking, or -1 */
  gboolean         hinting;
  gboolean         reviewing;
  guint            refresh_id;
  guint            save_id;
  guint            refocus_id;
  char            *next_hand_sentence;
  TrucoCard        named[TRUCO_STEP_MAX_CARDS * 4];
  guint            n_named;
  gboolean         fixed_seeds;    /* TRUQUERO_TABLE_SEED, for the tests */
  guint64          next_seed;

  GtkLabel        *status_label;
  GtkButton       *hint_button;
  GtkButton       *next_hand_button;
  GtkToggleButton *show_all_button;
  GtkMenuButton   *new_match_button;
  GtkListBox      *level_list;
  GtkLabel        *score_label;
  GtkBox          *score_box;
  GtkFlowBox      *seats_box;
  GtkFlowBox      *tricks_box;
  GtkLabel        *stake_label;
  GtkLabel        *hand_label;
  GtkBox          *hand_box;
  GtkFlowBox      *calls_box;
  GtkWidget       *coach_box;
  GtkLabel        *coach_label;
  GtkBox          *coach_cards;
  GtkWidget       *review_box;
  GtkLabel        *review_status;
  GtkListBox      *review_list;
  GtkListBox      *log_list;
};

G_DEFINE_FINAL_TYPE (TrucoTablePage, truco_table_page, ADW_TYPE_BIN)

/* What a letter key does; its key is chosen by each translation. */
typedef enum
{
  KEY_ENVIDO,
  KEY_TRUCO,
  KEY_FLOR,
  KEY_ACCEPT,
  KEY_REJECT,
  KEY_MAZO,
  N_KEYS
} KeyMove;

static void refresh (TrucoTablePage *self);
static void queue_refresh (TrucoTablePage *self);

/* The template's root, not bound: AdwBin unparents its child itself. */
static void
add_toast (TrucoTablePage *self,
           AdwToast       *toast)
{
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (adw_bin_get_child (ADW_BIN (self))), toast);
}

/* Seats and words */

static guint
learner (TrucoTablePage *self)
{
  return truco_table_get_learner_seat (self->table);
}

static TrucoGame *
game (TrucoTablePage *self)
{
  return truco_table_get_game (self->table);
}

/* "You", or a bot's name ("Ana"), from the model. */
static const char *
seat_name (TrucoTablePage *self,
           guint           seat)
{
  return truco_table_get_seat_name (self->table, seat);
}

static gboolean
is_partner (TrucoTablePage *self,
            guint           seat)
{
  return seat != learner (self) &&
         self->view.side_of[seat] == self->view.side_of[learner (self)];
}

/* The words of a move on a button, from the model ("Accept the envido:
 * quiero"); a call is named as players say it ("real envido"). */
static char *
describe_move (TrucoTablePage    *self,
               const TrucoAction *action)
{
  const TrucoLadder *spec = action->bet < TRUCO_N_BETS ? self->view.bets[action->bet].spec : NULL;

  if (action->kind == TRUCO_ACTION_CALL && spec != NULL && action->row < spec->n_steps &&
      spec->steps[action->row].accepted.kind != TRUCO_STAKE_FREE)
    return g_strdup (spec->steps[action->row].call);
  return truco_table_describe_action (self->table, action);
}

/* The log */

static void
log_add (TrucoTablePage *self,
         const char     *sentence,
         gboolean        coach)
{
  GtkWidget *label = gtk_label_new (sentence);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *last;

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_widget_set_margin_top (label, 6);
  gtk_widget_set_margin_bottom (label, 6);
  if (coach)
    gtk_widget_add_css_class (label, "dim-label");
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  /* Read, not used: no stop for the keyboard (a screen reader browses it). */
  gtk_widget_set_focusable (row, FALSE);
  /* The row reads as its sentence. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, sentence,
                                  -1);
  gtk_list_box_prepend (self->log_list, row);

  last = gtk_widget_get_last_child (GTK_WIDGET (self->log_list));
  for (guint n = 0; last != NULL; last = gtk_widget_get_prev_sibling (last))
    if (GTK_IS_LIST_BOX_ROW (last) && ++n > TRUCO_TABLE_PAGE_MAX_LOG)
      {
        gtk_list_box_remove (self->log_list, last);
        break;
      }
}

static void
log_clear (TrucoTablePage *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->log_list))) != NULL)
    gtk_list_box_remove (self->log_list, child);
}

/* The coach */

static void
show_coach (TrucoTablePage   *self,
            const char       *text,
            const TrucoCard  *cards,
            guint             n_cards)
{
  GtkWidget *child;

  gtk_label_set_label (self->coach_label, text);
  gtk_widget_set_visible (self->coach_box, text != NULL && *text != '\0');
  /* The panel takes the focus for a hint: it reads as its text. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->coach_box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text != NULL ? text : "",
                                  -1);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->coach_cards))) != NULL)
    gtk_box_remove (self->coach_cards, child);
  /* The cards the explanation names, whether on the table or not (an
   * opponent's envido cards were never laid). */
  for (guint i = 0; i < n_cards; i++)
    {
      GtkWidget *card = g_object_new (TRUCO_TYPE_CARD_WIDGET,
                                      "card", (guint) cards[i],
                                      "accessible-role", GTK_ACCESSIBLE_ROLE_IMG,
                                      "focusable", FALSE,
                                      NULL);

      truco_card_widget_set_size (TRUCO_CARD_WIDGET (card), TRICK_CARD_SIZE);
      truco_card_widget_set_highlighted (TRUCO_CARD_WIDGET (card), TRUE);
      gtk_widget_add_css_class (card, "coach-named");
      gtk_box_append (self->coach_cards, card);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->coach_cards), n_cards > 0);
}

static void
take_named_cards (TrucoTablePage   *self,
                  TrucoExplanation *explanation)
{
  self->n_named = 0;
  for (guint i = 0; i < truco_explanation_get_n_steps (explanation); i++)
    {
      const TrucoStep *step = truco_explanation_get_step (explanation, i);

      for (guint k = 0; k < step->n_cards && self->n_named < G_N_ELEMENTS (self->named); k++)
        {
          gboolean seen = FALSE;

          for (guint j = 0; j < self->n_named; j++)
            seen |= self->named[j] == step->cards[k];
          if (!seen && step->cards[k] != TRUCO_CARD_NONE)
            self->named[self->n_named++] = step->cards[k];
        }
    }
}

static gboolean
is_named (TrucoTablePage *self,
          TrucoCard       card)
{
  for (guint i = 0; i < self->n_named; i++)
    if (self->named[i] == card)
      return TRUE;
  return FALSE;
}

/* Saving */

static void
save_now (TrucoTablePage *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  g_clear_handle_id (&self->save_id, g_source_remove);
  if (self->table == NULL || self->save_path == NULL)
    return;
  path = truco_table_get_save_path (self->save_path, truco_table_get_rules (self->table));
  if (!truco_table_save (self->table, path, &error))
    {
      g_autofree char *message = truco_table_take_save_message (self->table);

      g_message ("Cannot save the match: %s", error->message);
      if (message != NULL)
        add_toast (self, adw_toast_new (message));
    }
}

static gboolean
save_cb (gpointer data)
{
  TrucoTablePage *self = data;

  self->save_id = 0;
  save_now (self);
  return G_SOURCE_REMOVE;
}

static void
queue_save (TrucoTablePage *self)
{
  /* Several moves at instant speed make one save. */
  if (self->save_id == 0)
    self->save_id = g_timeout_add (200, save_cb, self);
}

/* The table's signals */

/* The table sends a move's events once the move is applied: the game
 * may be in the next hand already.  What is shown is kept up to date from
 * the events themselves (the cards laid, the tricks), so that the end of a
 * hand stays on show while the table holds. */
static void
patch_view (TrucoTablePage   *self,
            const TrucoEvent *event)
{
  TrucoView *view = &self->view;

  switch (event->kind)
    {
    case TRUCO_EVENT_ACTION:
      if (event->action.kind == TRUCO_ACTION_PLAY && view->trick < 3 && event->action.seat < view->n_seats)
        {
          guint seat = event->action.seat;

          view->played[view->trick][seat] = event->action.value;
          if (view->n_held[seat] > 0)
            view->n_held[seat]--;
          if (seat == learner (self))
            for (guint i = 0; i < view->n_hand; i++)
              if (view->hand[i] == event->action.value)
                {
                  memmove (&view->hand[i], &view->hand[i + 1], (view->n_hand - i - 1) * sizeof view->hand[0]);
                  view->n_hand--;
                  break;
                }
        }
      else if (event->action.kind == TRUCO_ACTION_MAZO && event->action.seat < TRUCO_GAME_MAX_SEATS)
        view->folded |= 1u << event->action.seat;
      break;
    case TRUCO_EVENT_TRICK:
      if (event->value < 3)
        {
          view->trick_result[event->value] = event->seat < 0 ? 3 : view->side_of[event->seat];
          view->trick = MAX (view->trick, event->value + 1);
        }
      break;
    default:
      break;
    }
  view->n_actions = 0;
}

static void
table_event_cb (TrucoTablePage   *self,
                gpointer          data,
                TrucoExplanation *explanation,
                TrucoTable       *table)
{
  const TrucoEvent *event = data;
  g_autofree char *sentence = truco_table_describe_event (self->table, event);

  self->thinking = -1;
  if (!self->frozen)
    patch_view (self, event);
  switch (event->kind)
    {
    case TRUCO_EVENT_HAND_ENDED:
      /* The end of the hand stays shown until the learner goes on. */
      if (truco_table_is_held (self->table))
        self->frozen = TRUE;
      break;
    case TRUCO_EVENT_HAND_STARTED:
      /* Said when the learner goes on to it. */
      if (self->frozen)
        {
          g_free (self->next_hand_sentence);
          self->next_hand_sentence = g_steal_pointer (&sentence);
        }
      break;
    default:
      break;
    }
  if (sentence != NULL)
    log_add (self, sentence, FALSE);
  if (event->kind == TRUCO_EVENT_CREDIT && explanation != NULL)
    {
      g_autofree char *text = truco_explanation_format_joined (explanation, " ");

      take_named_cards (self, explanation);
      show_coach (self, text, self->named, self->n_named);
      log_add (self, text, TRUE);
    }
  queue_save (self);
  queue_refresh (self);
}

static void
table_partner_signal_cb (TrucoTablePage *self,
                         guint           seat,
                         guint           signal,
                         TrucoTable     *table)
{
  g_autofree char *sentence = truco_table_describe_signal (self->table, seat, signal);

  if (sentence != NULL)
    log_add (self, sentence, TRUE);
  queue_refresh (self);
}

static void
review_ready_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      data)
{
  TrucoTablePage *self = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) verdicts = truco_table_review_hand_finish (TRUCO_TABLE (source), result, &error);
  GtkWidget *child;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self->reviewing = FALSE;
  if (verdicts == NULL)
    {
      gtk_label_set_label (self->review_status, error->message);
      return;
    }
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->review_list))) != NULL)
    gtk_list_box_remove (self->review_list, child);
  for (guint i = 0; i < verdicts->len; i++)
    {
      TrucoCoachVerdict *verdict = g_ptr_array_index (verdicts, i);
      GtkWidget *row = adw_action_row_new ();
      /* The move as the coach named it when it was made ("Call envido"),
       * the same words as its reason's better move. */
      g_autofree char *move = verdict->move != NULL ? g_strdup (verdict->move)
                                                    : describe_move (self, &verdict->action);
      g_autofree char *title = NULL;

      /* Translators: a graded decision in the review: the grade ("Mistake"), then the move */
      title = g_strdup_printf (_("%s: %s"), truco_grade_get_name (verdict->grade), move);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), verdict->reason);
      gtk_list_box_append (self->review_list, row);
    }
  gtk_label_set_label (self->review_status,
                       verdicts->len == 0 ? _("You made no decision in this hand.")
                                          : _("The costliest decision comes first."));
  gtk_widget_set_visible (GTK_WIDGET (self->review_list), verdicts->len > 0);
  /* GTK 4.8 cannot announce: the review takes the focus, so that a screen
   * reader reads it. */
  if (verdicts->len > 0)
    gtk_widget_grab_focus (gtk_widget_get_first_child (GTK_WIDGET (self->review_list)));
  else
    gtk_widget_grab_focus (GTK_WIDGET (self->next_hand_button));
}

static void
start_review (TrucoTablePage *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->review_list))) != NULL)
    gtk_list_box_remove (self->review_list, child);
  gtk_widget_set_visible (GTK_WIDGET (self->review_list), FALSE);
  if (truco_table_get_n_reviewable (self->table) == 0)
    {
      gtk_label_set_label (self->review_status, _("You made no decision in this hand."));
      return;
    }
  gtk_label_set_label (self->review_status, _("The coach is reviewing your decisions…"));
  self->reviewing = TRUE;
  truco_table_review_hand_async (self->table, self->cancellable, review_ready_cb, self);
}

static void
table_learner_turn_cb (TrucoTablePage *self,
                       TrucoTable     *table)
{
  self->thinking = -1;
  queue_refresh (self);
}

static void
table_bot_thinking_cb (TrucoTablePage *self,
                       guint           seat,
                       TrucoTable      *table)
{
  self->thinking = seat;
  queue_refresh (self);
}

/* Starting and resuming */

static guint
speed_delay (TrucoTablePage *self)
{
  g_autofree char *speed = NULL;

  if (self->settings == NULL)
    return TRUCO_TABLE_DELAY_DEFAULT;
  speed = g_settings_get_string (truco_settings_get_settings (self->settings), "table-speed");
  if (g_strcmp0 (speed, "instant") == 0)
    return TRUCO_TABLE_DELAY_INSTANT;
  if (g_strcmp0 (speed, "quick") == 0)
    return TRUCO_TABLE_PAGE_DELAY_QUICK;
  if (g_strcmp0 (speed, "slow") == 0)
    return TRUCO_TABLE_PAGE_DELAY_SLOW;
  return TRUCO_TABLE_PAGE_DELAY_NORMAL;
}

static void
speed_changed_cb (TrucoTablePage *self)
{
  if (self->table != NULL)
    truco_table_set_delay (self->table, speed_delay (self));
}

static void
drop_table (TrucoTablePage *self)
{
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->hinting = self->reviewing = FALSE;
  if (self->table != NULL)
    g_signal_handlers_disconnect_by_data (self->table, self);
  g_clear_object (&self->table);
  g_clear_pointer (&self->variant_id, g_free);
}

static void
take_table (TrucoTablePage *self,
            TrucoTable     *table)
{
  drop_table (self);
  self->table = table;
  self->cancellable = g_cancellable_new ();
  self->variant_id = g_strdup (truco_variant_get_id (truco_rules_get_variant (truco_table_get_rules (table))));
  self->level = truco_table_get_seat_level (table, (learner (self) + 1) % truco_game_get_n_seats (game (self)));
  self->frozen = FALSE;
  self->thinking = -1;
  self->n_named = 0;
  show_coach (self, NULL, NULL, 0);
  gtk_widget_set_visible (self->review_box, FALSE);

  g_signal_connect_object (table, "event", G_CALLBACK (table_event_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (table, "learner-turn", G_CALLBACK (table_learner_turn_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (table, "bot-thinking", G_CALLBACK (table_bot_thinking_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (table, "partner-signal", G_CALLBACK (table_partner_signal_cb), self, G_CONNECT_SWAPPED);
  truco_table_set_delay (table, speed_delay (self));
  truco_table_set_hold_between_hands (table, TRUE);
  truco_table_get_view (table, &self->view);
  truco_table_start (table);
  queue_save (self);
  refresh (self);
}

static guint64
new_seed (TrucoTablePage *self)
{
  return self->fixed_seeds ? self->next_seed++ : ((guint64) g_random_int () << 32) | g_random_int ();
}

/**
 * truco_table_page_new_match:
 * @level: the computer players' level
 *
 * Starts a new match of the chosen variant under the house rules of now
 * (the number of players among them), the learner at the first seat.
 */
void
truco_table_page_new_match (TrucoTablePage *self,
                            TrucoBotLevel   level)
{
  g_autoptr(TrucoRules) rules = NULL;

  g_return_if_fail (TRUCO_IS_TABLE_PAGE (self));
  g_return_if_fail (level < TRUCO_BOT_N_LEVELS);
  g_return_if_fail (self->settings != NULL);

  rules = truco_settings_get_rules (self->settings, truco_settings_get_variant (self->settings));
  drop_table (self);
  log_clear (self);
  take_table (self, truco_table_new (rules, 0, level, new_seed (self)));
  self->level = level;
  {
    TrucoEvent started = { .kind = TRUCO_EVENT_HAND_STARTED, .seat = truco_game_get_dealer (game (self)),
                           .side = -1, .value = 1 };
    g_autofree char *first = truco_table_describe_event (self->table, &started);

    /* The first hand was dealt before the page listened. */
    if (first != NULL)
      log_add (self, first, FALSE);
  }
}

static void
resume_or_start (TrucoTablePage *self)
{
  g_autoptr(GError) error = NULL;
  TrucoTable *table;
  const TrucoVariant *variant = truco_settings_get_variant (self->settings);
  g_autoptr(TrucoRules) rules = truco_settings_get_rules (self->settings, variant);

  table = truco_table_resume (self->save_path, rules, &error);
  if (table == NULL)
    {
      /* No match saved is a first visit; a damaged one was set aside. */
      if (g_error_matches (error, TRUCO_TABLE_ERROR, TRUCO_TABLE_ERROR_DAMAGED))
        {
          AdwToast *toast = adw_toast_new (error->message);

          adw_toast_set_timeout (toast, 10);
          add_toast (self, toast);
        }
      else if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        g_warning ("Cannot resume the match: %s", error->message);
      truco_table_page_new_match (self, self->level);
      return;
    }
  /* A match of another variant, or one that is over, gives way to a new one. */
  if (truco_rules_get_variant (truco_table_get_rules (table)) != variant ||
      truco_game_is_over (truco_table_get_game (table)))
    {
      g_object_unref (table);
      truco_table_page_new_match (self, self->level);
      return;
    }
  log_clear (self);
  take_table (self, table);
  log_add (self, _("The interrupted match goes on."), TRUE);
}

static void
variant_changed_cb (TrucoTablePage *self)
{
  if (!truco_settings_has_variant (self->settings))
    return;
  if (self->table == NULL ||
      g_strcmp0 (self->variant_id, truco_variant_get_id (truco_settings_get_variant (self->settings))) != 0)
    {
      /* The match left is kept; the variant's own saved match resumes. */
      save_now (self);
      resume_or_start (self);
    }
}

static void
rules_changed_cb (TrucoTablePage *self,
                  const char     *variant_id)
{
  AdwToast *toast;

  if (self->table == NULL || g_strcmp0 (variant_id, self->variant_id) != 0 ||
      truco_game_is_over (game (self)))
    return;
  toast = adw_toast_new (_("The new house rules apply from the next match."));
  adw_toast_set_timeout (toast, 8);
  add_toast (self, toast);
}

/* Drawing */

static GtkWidget *
card_new (TrucoCard card,
          gboolean  face_up,
          int       size)
{
  GtkWidget *widget = g_object_new (TRUCO_TYPE_CARD_WIDGET,
                                    "card", (guint) card,
                                    "face-up", face_up,
                                    "accessible-role", GTK_ACCESSIBLE_ROLE_IMG,
                                    "focusable", FALSE,
                                    NULL);

  truco_card_widget_set_size (TRUCO_CARD_WIDGET (widget), size);
  return widget;
}

static void
remove_children (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    {
      if (GTK_IS_FLOW_BOX (box))
        gtk_flow_box_remove (GTK_FLOW_BOX (box), child);
      else
        gtk_box_remove (GTK_BOX (box), child);
    }
}

static void
flow_append (GtkFlowBox *box,
             GtkWidget  *widget)
{
  gtk_flow_box_append (box, widget);
  /* The child inside takes the focus, not the flow box's own cell. */
  gtk_widget_set_focusable (gtk_widget_get_parent (widget), FALSE);
}

static char *
score_text (TrucoTablePage *self)
{
  TrucoGame *g = game (self);
  guint n_scores = self->view.n_scores;
  guint me = learner (self);

  if (n_scores == 2 && self->view.n_sides == 2)
    {
      guint mine = self->view.side_of[me];
      g_autofree char *ours = truco_game_describe_score (g, mine);
      g_autofree char *theirs = truco_game_describe_score (g, 1 - mine);

      if (self->view.n_seats == 2)
        /* Translators: the score; the first and last %s are scores such as "7 points" or
         * "3 buenas", the middle one the opponent's name */
        return g_strdup_printf (_("You have %s; %s has %s."), ours, seat_name (self, (me + 1) % 2), theirs);
      /* Translators: the score; each %s is a score such as "7 points" or "3 buenas" */
      return g_strdup_printf (_("Your side has %s; the other side has %s."), ours, theirs);
    }
  else
    {
      GString *text = g_string_new (NULL);

      /* Each player scores for himself. */
      for (guint a = 0; a < n_scores && a < self->view.n_seats; a++)
        {
          g_autofree char *score = truco_game_describe_score (g, a);

          if (text->len > 0)
            g_string_append_c (text, ' ');
          if (a == me)
            g_string_append_printf (text, _("You have %s."), score);
          else
            /* Translators: a player's score; %s a player, then a score ("7 points") */
            g_string_append_printf (text, _("%s has %s."), seat_name (self, a), score);
        }
      return g_string_free (text, FALSE);
    }
}

static void
add_matchsticks (TrucoTablePage *self,
                 const char     *name,
                 guint           points)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *label = gtk_label_new (name);
  GtkWidget *sticks = truco_matchsticks_new ();

  gtk_widget_add_css_class (label, "heading");
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  /* The sticks read their figure with the side's name: the heading is for the eye. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (label),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
  truco_matchsticks_set_rules (TRUCO_MATCHSTICKS (sticks), truco_table_get_rules (self->table));
  truco_matchsticks_set_side_name (TRUCO_MATCHSTICKS (sticks), name);
  truco_matchsticks_set_score (TRUCO_MATCHSTICKS (sticks), points);
  gtk_widget_set_hexpand (box, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), sticks);
  gtk_box_append (self->score_box, box);
}

/* The score as kept at a real table: matchsticks in groups of five. */
static void
refresh_matchsticks (TrucoTablePage *self)
{
  guint me = learner (self);

  remove_children (GTK_WIDGET (self->score_box));
  if (self->view.n_scores == 2 && self->view.n_sides == 2)
    {
      guint mine = self->view.side_of[me];

      if (self->view.n_seats == 2)
        {
          add_matchsticks (self, seat_name (self, me), self->view.score[mine]);
          add_matchsticks (self, seat_name (self, (me + 1) % 2), self->view.score[1 - mine]);
        }
      else
        {
          add_matchsticks (self, _("Your side"), self->view.score[mine]);
          add_matchsticks (self, _("The other side"), self->view.score[1 - mine]);
        }
    }
  else
    for (guint a = 0; a < self->view.n_scores && a < self->view.n_seats; a++)
      add_matchsticks (self, seat_name (self, a), self->view.score[a]);
}

static void
refresh_score (TrucoTablePage *self)
{
  g_autofree char *text = score_text (self);
  g_autofree char *target = NULL;
  g_autofree char *side = NULL;
  g_autofree char *full = NULL;

  target = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The game goes to %u point.",
                                         "The game goes to %u points.", self->view.target),
                            (guint) self->view.target);
  /* Translators: %s is a letter, A or B: the coach's explanations name the sides so */
  side = g_strdup_printf (_("You play for side %s."), truco_side_get_letter (self->view.side_of[learner (self)]));
  full = g_strconcat (side, " ", text, " ", target, NULL);
  gtk_label_set_label (self->score_label, full);
  refresh_matchsticks (self);
}

static void
refresh_seats (TrucoTablePage *self)
{
  TrucoGame *g = game (self);
  guint n = self->view.n_seats;
  gboolean show_all = gtk_toggle_button_get_active (self->show_all_button) && !self->frozen;

  remove_children (GTK_WIDGET (self->seats_box));
  for (guint k = 1; k < n; k++)
    {
      /* From the right round to the left, as play goes. */
      guint seat = (learner (self) + k) % n;
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      GtkWidget *name = gtk_label_new (seat_name (self, seat));
      GtkWidget *level = gtk_label_new (truco_bot_level_get_name (truco_table_get_seat_level (self->table, seat)));
      GtkWidget *cards = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
      g_autoptr(GString) role = g_string_new (NULL);
      g_autofree char *accessible = NULL;
      TrucoCard held[4];
      guint n_held = self->view.n_held[seat];

      gtk_widget_add_css_class (name, "heading");
      gtk_label_set_wrap (GTK_LABEL (name), TRUE);
      gtk_label_set_wrap (GTK_LABEL (level), TRUE);
      gtk_widget_add_css_class (level, "dim-label");
      gtk_box_append (GTK_BOX (box), name);
      gtk_box_append (GTK_BOX (box), level);

      g_string_append (role, is_partner (self, seat) ? _("Your partner.") : _("Opponent."));
      if (self->view.mano == seat)
        {
          g_string_append_c (role, ' ');
          g_string_append (role, _("Mano."));
        }
      if (self->view.dealer == seat)
        {
          if (role->len > 0)
            g_string_append_c (role, ' ');
          g_string_append (role, _("Deals."));
        }
      if (self->thinking == (int) seat)
        {
          if (role->len > 0)
            g_string_append_c (role, ' ');
          g_string_append (role, _("Thinking…"));
        }
      if (self->view.folded & (1u << seat))
        {
          if (role->len > 0)
            g_string_append_c (role, ' ');
          g_string_append (role, _("Left the hand."));
        }
      if (role->len > 0)
        {
          GtkWidget *tags = gtk_label_new (role->str);

          gtk_label_set_wrap (GTK_LABEL (tags), TRUE);
          gtk_widget_add_css_class (tags, "accent");
          gtk_box_append (GTK_BOX (box), tags);
        }

      /* The señas a partner showed this hand. */
      if (!self->frozen)
        {
          guint signals = truco_table_get_signals (self->table, seat);

          for (guint k = 0; signals != 0 && k < 32; k++)
            if (signals & (1u << k))
              {
                g_autofree char *said = truco_table_describe_signal (self->table, seat, k);
                GtkWidget *label = gtk_label_new (said);

                gtk_label_set_wrap (GTK_LABEL (label), TRUE);
                gtk_label_set_max_width_chars (GTK_LABEL (label), 24);
                gtk_box_append (GTK_BOX (box), label);
              }
        }

      if (show_all)
        n_held = truco_game_get_hand (g, seat, held);
      for (guint i = 0; i < n_held && i < 4; i++)
        gtk_box_append (GTK_BOX (cards), card_new (show_all ? held[i] : TRUCO_CARD_NONE, show_all, SEAT_CARD_SIZE));
      gtk_widget_set_halign (cards, GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (box), cards);

      /* Translators: the accessible text of a seat: the player, the computer player's level, then its cards */
      accessible = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s (%s), %u card in hand", "%s (%s), %u cards in hand", n_held),
                                    seat_name (self, seat),
                                    truco_bot_level_get_name (truco_table_get_seat_level (self->table, seat)),
                                    n_held);
      gtk_accessible_update_property (GTK_ACCESSIBLE (box),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, accessible,
                                      -1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (box),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, role->str,
                                      -1);
      flow_append (self->seats_box, box);
    }
}

static void
refresh_tricks (TrucoTablePage *self)
{
  guint n = self->view.n_seats;
  guint me = learner (self);
  gboolean any = FALSE;

  remove_children (GTK_WIDGET (self->tricks_box));
  for (guint t = 0; t < 3; t++)
    {
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
      GtkWidget *cards = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
      g_autofree char *title = NULL;
      GtkWidget *label;
      gboolean laid = FALSE;

      for (guint k = 0; k < n; k++)
        {
          /* In seat order from the learner, each card under its player's
           * name (the order of play is in the log). */
          guint seat = (me + k) % n;
          TrucoCard card = self->view.played[t][seat];
          GtkWidget *widget;
          g_autofree char *name = NULL;

          if (card == TRUCO_CARD_NONE)
            continue;
          laid = TRUE;
          /* Full art with two or three players; smaller with more, to fit a phone. */
          widget = card_new (card, TRUE, n <= 3 ? HAND_CARD_SIZE * 3 / 4 : SEAT_CARD_SIZE);
          if (is_named (self, card))
            {
              truco_card_widget_set_highlighted (TRUCO_CARD_WIDGET (widget), TRUE);
              gtk_widget_add_css_class (widget, "coach-named");
            }
          /* Translators: a card laid in a trick: the player, then the card's full name */
          name = g_strdup_printf (_("%s: %s"), seat_name (self, seat), truco_card_get_name (card));
          gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                          -1);
          gtk_widget_set_tooltip_text (widget, name);
          {
            GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
            /* The card's accessible name says who laid it already. */
            GtkWidget *who = g_object_new (GTK_TYPE_LABEL,
                                           "label", seat_name (self, seat),
                                           "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                           NULL);

            gtk_widget_add_css_class (who, "caption");
            gtk_label_set_ellipsize (GTK_LABEL (who), PANGO_ELLIPSIZE_END);
            gtk_box_append (GTK_BOX (column), widget);
            gtk_box_append (GTK_BOX (column), who);
            gtk_box_append (GTK_BOX (cards), column);
          }
        }
      if (!laid)
        continue;
      any = TRUE;
      if (self->view.trick_result[t] == 255)
        title = g_strdup_printf (_("Trick %u"), t + 1);
      else if (self->view.trick_result[t] == 3)
        title = g_strdup_printf (_("Trick %u: tied"), t + 1);
      else if (self->view.trick_result[t] == self->view.side_of[me])
        title = g_strdup_printf (_("Trick %u: yours"), t + 1);
      else
        title = g_strdup_printf (_("Trick %u: theirs"), t + 1);
      label = gtk_label_new (title);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_set_halign (cards, GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (row), label);
      gtk_box_append (GTK_BOX (row), cards);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (cards),
                                      GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL,
                                      -1);
      gtk_widget_set_margin_start (row, 12);
      gtk_widget_set_margin_end (row, 12);
      gtk_widget_set_margin_top (row, 6);
      gtk_widget_set_margin_bottom (row, 6);
      flow_append (self->tricks_box, row);
    }
  /* The message alone takes the whole width. */
  gtk_flow_box_set_max_children_per_line (self->tricks_box, any ? 3 : 1);
  if (!any)
    {
      GtkWidget *label = gtk_label_new (_("No card has been laid yet."));

      gtk_widget_add_css_class (label, "dim-label");
      gtk_widget_set_margin_top (label, 12);
      gtk_widget_set_margin_bottom (label, 12);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      flow_append (self->tricks_box, label);
    }
}

static void
refresh_stake (TrucoTablePage *self)
{
  const TrucoRules *rules = truco_table_get_rules (self->table);
  guint my_side = self->view.side_of[learner (self)];
  g_autoptr(GString) text = g_string_new (NULL);
  TrucoBetContext ctx;

  truco_bet_context_init (&ctx, rules);
  ctx.score[0] = self->view.score[0];
  ctx.score[1] = self->view.score[1];

  if (self->view.bets[TRUCO_BET_TRUCO].spec != NULL && self->view.n_sides == 2)
    {
      guint worth = truco_bet_stake (&self->view.bets[TRUCO_BET_TRUCO], &ctx, my_side);

      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "The hand is worth %u point now.",
                                                 "The hand is worth %u points now.", worth), worth);
    }
  for (guint k = 0; k < TRUCO_N_BETS; k++)
    {
      const TrucoBet *bet = &self->view.bets[k];
      const TrucoLadderStep *step;
      int caller;

      if (bet->spec == NULL || !truco_bet_is_pending (bet) || self->view.n_sides != 2)
        continue;
      step = truco_bet_get_last_step (bet);
      caller = truco_bet_get_last_side (bet);
      if (text->len > 0)
        g_string_append_c (text, ' ');
      if (caller == (int) my_side)
        /* Translators: %s is a call as players say it ("truco") */
        g_string_append_printf (text, _("Your side called %s and waits for the answer."), step->call);
      else
        {
          guint accepted = truco_bet_accepted_value (bet, &ctx, my_side);
          guint rejected = truco_bet_rejected_value (bet, &ctx);

          /* Translators: %s is a call as players say it ("real envido") */
          g_string_append_printf (text, _("The other side called %s and waits for your side’s answer."), step->call);
          g_string_append_c (text, ' ');
          g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                                     "With quiero, it is played for %u point.",
                                                     "With quiero, it is played for %u points.", accepted),
                                  accepted);
          g_string_append_c (text, ' ');
          g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                                     "With no quiero, they score %u point.",
                                                     "With no quiero, they score %u points.", rejected),
                                  rejected);
        }
    }
  gtk_label_set_label (self->stake_label, text->str);
  gtk_widget_set_visible (GTK_WIDGET (self->stake_label), text->len > 0);
}

static void
card_activate_cb (TrucoCardWidget *card,
                  TrucoTablePage  *self)
{
  TrucoAction *action = g_object_get_data (G_OBJECT (card), "action");

  if (action != NULL)
    {
      g_autoptr(GError) error = NULL;
      TrucoAction copy = *action;

      if (!truco_table_apply (self->table, &copy, &error))
        {
          gtk_widget_error_bell (GTK_WIDGET (self));
          gtk_label_set_label (self->status_label, error->message);
        }
    }
  else
    gtk_widget_error_bell (GTK_WIDGET (self));
}

static void
refresh_hand (TrucoTablePage *self)
{
  guint me = learner (self);
  g_autoptr(GString) heading = g_string_new (_("Your cards."));

  if (self->view.mano == me)
    {
      g_string_append_c (heading, ' ');
      g_string_append (heading, _("You are mano."));
    }
  if (self->view.dealer == me)
    {
      g_string_append_c (heading, ' ');
      g_string_append (heading, _("You deal."));
    }
  gtk_label_set_label (self->hand_label, heading->str);
  gtk_widget_set_visible (GTK_WIDGET (self->hand_label), self->view.n_hand > 0);

  remove_children (GTK_WIDGET (self->hand_box));
  for (guint i = 0; i < self->view.n_hand; i++)
    {
      TrucoCard card = self->view.hand[i];
      GtkWidget *widget = truco_card_widget_new (card);
      TrucoAction *play = NULL;
      g_autofree char *tooltip = NULL;

      truco_card_widget_set_size (TRUCO_CARD_WIDGET (widget), HAND_CARD_SIZE);
      if (!self->frozen)
        for (guint k = 0; k < self->view.n_actions; k++)
          if (self->view.actions[k].kind == TRUCO_ACTION_PLAY && self->view.actions[k].value == card)
            {
              play = g_new (TrucoAction, 1);
              *play = self->view.actions[k];
            }
      g_object_set_data_full (G_OBJECT (widget), "action", play, g_free);
      if (is_named (self, card))
        {
          truco_card_widget_set_highlighted (TRUCO_CARD_WIDGET (widget), TRUE);
          gtk_widget_add_css_class (widget, "coach-named");
        }
      /* Translators: the tooltip of a card in the learner's hand; %u is the key that plays it */
      tooltip = g_strdup_printf (_("Play this card (%u)"), i + 1);
      gtk_widget_set_tooltip_text (widget, play != NULL ? tooltip : NULL);
      /* Not playable now: still focusable, so its name can be read. */
      if (play == NULL)
        gtk_widget_add_css_class (widget, "dim-label");
      g_signal_connect (widget, "activate", G_CALLBACK (card_activate_cb), self);
      gtk_box_append (self->hand_box, widget);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->hand_box), self->view.n_hand > 0);
}

static void
move_button_clicked_cb (GtkButton      *button,
                        TrucoTablePage *self)
{
  TrucoAction *action = g_object_get_data (G_OBJECT (button), "action");
  g_autoptr(GError) error = NULL;
  TrucoAction copy;

  g_return_if_fail (action != NULL && self->table != NULL);

  copy = *action;
  if (!truco_table_apply (self->table, &copy, &error))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      gtk_label_set_label (self->status_label, error->message);
    }
}

static const char *
key_label (KeyMove move)
{
  switch (move)
    {
    /* Translators: the key (one letter) that calls envido at the table.  Choose letters
     * that differ from each other: envido, truco, flor, quiero, no quiero, mazo. */
    case KEY_ENVIDO: return C_("table key", "E");
    /* Translators: the key (one letter) that calls truco (or the next raise) at the table */
    case KEY_TRUCO: return C_("table key", "T");
    /* Translators: the key (one letter) that sings flor at the table */
    case KEY_FLOR: return C_("table key", "F");
    /* Translators: the key (one letter) that answers quiero (accepts a call) at the table */
    case KEY_ACCEPT: return C_("table key", "Q");
    /* Translators: the key (one letter) that answers no quiero (refuses a call) at the table */
    case KEY_REJECT: return C_("table key", "N");
    /* Translators: the key (one letter) that leaves the hand (mazo) at the table */
    case KEY_MAZO: return C_("table key", "M");
    case N_KEYS:
    default:
      g_return_val_if_reached ("");
    }
}

static KeyMove
key_for_action (const TrucoAction *action)
{
  switch (action->kind)
    {
    case TRUCO_ACTION_CALL:
      return action->bet == TRUCO_BET_ENVIDO ? KEY_ENVIDO : action->bet == TRUCO_BET_FLOR ? KEY_FLOR : KEY_TRUCO;
    case TRUCO_ACTION_ACCEPT:
      return KEY_ACCEPT;
    case TRUCO_ACTION_REJECT:
      return KEY_REJECT;
    case TRUCO_ACTION_MAZO:
      return KEY_MAZO;
    default:
      return N_KEYS;
    }
}

static GtkWidget *
move_button_new (TrucoTablePage    *self,
                 const TrucoAction *action,
                 const char        *label,
                 const char        *reason,
                 gboolean          *keyed)
{
  GtkWidget *button = gtk_button_new_with_label (label);
  KeyMove key = key_for_action (action);
  TrucoAction *copy = g_new (TrucoAction, 1);

  *copy = *action;
  g_object_set_data_full (G_OBJECT (button), "action", copy, g_free);
  if (reason != NULL)
    {
      /* Disabled, with the engine's reason, for the eye and the ear. */
      gtk_widget_set_sensitive (button, FALSE);
      gtk_widget_set_tooltip_text (button, reason);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, reason,
                                      -1);
    }
  else
    {
      g_signal_connect (button, "clicked", G_CALLBACK (move_button_clicked_cb), self);
      /* The first enabled move of a key is what the key does. */
      if (key < N_KEYS && !keyed[key])
        {
          g_autofree char *tooltip = NULL;

          keyed[key] = TRUE;
          /* Translators: the tooltip of a call's button; %s is its key ("E") */
          tooltip = g_strdup_printf (_("Key: %s"), key_label (key));
          gtk_widget_set_tooltip_text (button, tooltip);
          gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                          GTK_ACCESSIBLE_PROPERTY_KEY_SHORTCUTS, key_label (key),
                                          -1);
        }
      if (action->kind == TRUCO_ACTION_ACCEPT || action->kind == TRUCO_ACTION_CALL)
        gtk_widget_add_css_class (button, "suggested-action");
    }
  return button;
}

static void
refresh_moves (TrucoTablePage *self)
{
  const TrucoTableCall *calls;
  guint n_calls = 0;
  gboolean keyed[N_KEYS] = { FALSE };

  remove_children (GTK_WIDGET (self->calls_box));
  if (self->frozen || truco_game_is_over (game (self)))
    {
      gtk_widget_set_visible (GTK_WIDGET (self->calls_box), FALSE);
      return;
    }

  /* Answers first: they are what the learner must do now. */
  for (guint k = 0; k < self->view.n_actions; k++)
    {
      const TrucoAction *action = &self->view.actions[k];
      g_autofree char *label = NULL;

      if (action->kind != TRUCO_ACTION_ACCEPT && action->kind != TRUCO_ACTION_REJECT)
        continue;
      label = describe_move (self, action);
      flow_append (self->calls_box, move_button_new (self, action, label, NULL, keyed));
    }

  /* Then what the hand waits for: declarations, the Catalan and French
   * choices; calls after them, and mazo last. */
  for (guint k = 0; k < self->view.n_actions; k++)
    {
      const TrucoAction *action = &self->view.actions[k];
      g_autofree char *label = NULL;

      if (action->kind == TRUCO_ACTION_PLAY || action->kind == TRUCO_ACTION_CALL ||
          action->kind == TRUCO_ACTION_ACCEPT || action->kind == TRUCO_ACTION_REJECT ||
          action->kind == TRUCO_ACTION_MAZO)
        continue;
      label = describe_move (self, action);
      flow_append (self->calls_box, move_button_new (self, action, label, NULL, keyed));
    }
  /* Every call of the ladders in play, enabled or not. */
  calls = truco_table_list_calls (self->table, &n_calls);
  for (guint i = 0; i < n_calls; i++)
    {
      g_autofree char *label = calls[i].enabled ? describe_move (self, &calls[i].action)
                                                : g_strdup (calls[i].name);

      flow_append (self->calls_box, move_button_new (self, &calls[i].action, label,
                                                     calls[i].enabled ? NULL : calls[i].reason, keyed));
    }

  for (guint k = 0; k < self->view.n_actions; k++)
    if (self->view.actions[k].kind == TRUCO_ACTION_MAZO)
      {
        g_autofree char *label = describe_move (self, &self->view.actions[k]);

        flow_append (self->calls_box, move_button_new (self, &self->view.actions[k], label, NULL, keyed));
      }
  gtk_widget_set_visible (GTK_WIDGET (self->calls_box),
                          gtk_widget_get_first_child (GTK_WIDGET (self->calls_box)) != NULL);
}

static void
refresh_status (TrucoTablePage *self)
{
  g_autoptr(GString) text = g_string_new (NULL);
  TrucoGame *g = game (self);

  g_string_append_printf (text, _("Hand %u."), (guint) self->view.hand_number);
  g_string_append_c (text, ' ');
  if (truco_game_is_over (g))
    g_string_append (text, _("The match is over. Start a new one when you like."));
  else if (self->frozen)
    g_string_append (text, _("The hand is over."));
  else if (self->thinking >= 0)
    /* Translators: %s is a player ("The opponent on your right") */
    g_string_append_printf (text, _("%s is thinking…"), seat_name (self, self->thinking));
  else if (self->view.n_actions > 0)
    {
      gboolean answer = FALSE;

      for (guint k = 0; k < self->view.n_actions; k++)
        answer |= self->view.actions[k].kind == TRUCO_ACTION_ACCEPT;
      g_string_append (text, answer ? _("Your answer.") : _("Your turn."));
    }
  else
    {
      int next = truco_bot_next_seat (g);

      if (next >= 0)
        /* Translators: %s is a player ("The opponent") */
        g_string_append_printf (text, _("%s is next."), seat_name (self, next));
    }
  gtk_label_set_label (self->status_label, text->str);
}

static gboolean
refocus_cb (gpointer data)
{
  TrucoTablePage *self = data;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  self->refocus_id = 0;
  if (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self)) || !gtk_widget_get_mapped (focus))
    truco_table_page_focus_first (self);
  return G_SOURCE_REMOVE;
}

/* Keeps the keyboard focus in the page when the widget that had it was
 * rebuilt. */
static void
refresh (TrucoTablePage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  gboolean had_focus = focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self));

  g_clear_handle_id (&self->refresh_id, g_source_remove);
  if (self->table == NULL)
    return;
  if (!self->frozen)
    truco_table_get_view (self->table, &self->view);
  else
    {
      TrucoView now;

      /* The score as it stands after the hand. */
      truco_table_get_view (self->table, &now);
      memcpy (self->view.score, now.score, sizeof now.score);
      memcpy (self->view.games_won, now.games_won, sizeof now.games_won);
      self->view.n_actions = 0;
    }

  refresh_status (self);
  refresh_score (self);
  refresh_seats (self);
  refresh_tricks (self);
  refresh_stake (self);
  refresh_hand (self);
  refresh_moves (self);
  /* The buttons' sensitivity is set by hand: GTK 4.8 does not always
   * pass an action's state to a button built before the window shows. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->hint_button),
                            !self->frozen && !self->hinting && self->view.n_actions > 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->next_hand_button), self->frozen);

  if (self->frozen && !gtk_widget_get_visible (self->review_box))
    {
      gtk_widget_set_visible (self->review_box, TRUE);
      start_review (self);
    }
  else if (!self->frozen)
    gtk_widget_set_visible (self->review_box, FALSE);

  /* Checked once the new widgets are in place (a focused button removed
   * from a flow box leaves the window's focus on it for a while). */
  if (had_focus && self->refocus_id == 0)
    self->refocus_id = g_idle_add (refocus_cb, self);
}

static gboolean
refresh_cb (gpointer data)
{
  TrucoTablePage *self = data;

  self->refresh_id = 0;
  refresh (self);
  return G_SOURCE_REMOVE;
}

static void
queue_refresh (TrucoTablePage *self)
{
  if (self->refresh_id == 0)
    self->refresh_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE + 15, refresh_cb, self, NULL);
}

/* Actions */

static void
hint_ready_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  TrucoTablePage *self = data;
  g_autoptr(GError) error = NULL;
  TrucoCoachHint hint = { { 0 } };
  g_autofree char *move = NULL;
  g_autofree char *text = NULL;

  if (!truco_table_hint_finish (TRUCO_TABLE (source), result, &hint, &error) &&
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self->hinting = FALSE;
  if (error != NULL)
    text = g_strdup (error->message);
  else
    {
      move = describe_move (self, &hint.action);
      /* Translators: the coach's hint: the move, then the reason in a sentence or two */
      text = g_strdup_printf (_("Hint: %s. %s"), move, hint.reason != NULL ? hint.reason : "");
    }
  truco_coach_hint_clear (&hint);
  self->n_named = 0;
  show_coach (self, g_strstrip (text), NULL, 0);
  queue_refresh (self);
  /* Read at once by a screen reader. */
  gtk_widget_grab_focus (self->coach_box);
}

/**
 * truco_table_page_hint:
 *
 * Asks the coach for the learner's best move now (in a worker); the
 * answer shows in the coach's panel, which takes the focus.
 */
void
truco_table_page_hint (TrucoTablePage *self)
{
  g_return_if_fail (TRUCO_IS_TABLE_PAGE (self));

  if (self->table == NULL || self->hinting || self->frozen || self->view.n_actions == 0)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  self->hinting = TRUE;
  show_coach (self, _("The coach is thinking…"), NULL, 0);
  truco_table_hint_async (self->table, self->cancellable, hint_ready_cb, self);
  queue_refresh (self);
}

static void
hint_action (GtkWidget  *widget,
             const char *name,
             GVariant   *parameter)
{
  truco_table_page_hint (TRUCO_TABLE_PAGE (widget));
}

static void
next_hand_action (GtkWidget  *widget,
                  const char *name,
                  GVariant   *parameter)
{
  truco_table_page_next_hand (TRUCO_TABLE_PAGE (widget));
}

static void
play_action (GtkWidget  *widget,
             const char *name,
             GVariant   *parameter)
{
  TrucoTablePage *self = TRUCO_TABLE_PAGE (widget);

  if (!truco_table_page_play_card (self, g_variant_get_int32 (parameter)))
    gtk_widget_error_bell (widget);
}

static void
key_action (GtkWidget  *widget,
            const char *name,
            GVariant   *parameter)
{
  TrucoTablePage *self = TRUCO_TABLE_PAGE (widget);
  KeyMove key = g_variant_get_int32 (parameter);
  TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
  guint n;

  if (self->table == NULL || self->frozen)
    return;
  n = truco_table_list_actions (self->table, actions);
  /* The lowest call of the ladder (envido before real envido), or the answer. */
  for (guint k = 0; k < n; k++)
    if (key_for_action (&actions[k]) == key)
      {
        g_autoptr(GError) error = NULL;

        if (!truco_table_apply (self->table, &actions[k], &error))
          gtk_label_set_label (self->status_label, error->message);
        return;
      }
  gtk_widget_error_bell (widget);
}

static void
hint_clicked_cb (TrucoTablePage *self)
{
  truco_table_page_hint (self);
}

static void
next_hand_clicked_cb (TrucoTablePage *self)
{
  truco_table_page_next_hand (self);
}

static void
show_all_toggled_cb (TrucoTablePage *self)
{
  queue_refresh (self);
}

static void
level_activated_cb (TrucoTablePage *self,
                    GtkListBoxRow  *row)
{
  TrucoBotLevel level = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "level"));

  gtk_menu_button_popdown (self->new_match_button);
  truco_table_page_new_match (self, level);
  truco_table_page_focus_first (self);
}

/* GObject */

static void
truco_table_page_dispose (GObject *object)
{
  TrucoTablePage *self = TRUCO_TABLE_PAGE (object);

  /* The match is kept for next time; a bot or the coach still at work
   * is cancelled (the table's dispose stops its worker). */
  if (self->table != NULL)
    save_now (self);
  g_clear_handle_id (&self->save_id, g_source_remove);
  g_clear_handle_id (&self->refresh_id, g_source_remove);
  g_clear_handle_id (&self->refocus_id, g_source_remove);
  drop_table (self);
  if (self->settings != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->settings, self);
      g_signal_handlers_disconnect_by_data (truco_settings_get_settings (self->settings), self);
    }
  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), TRUCO_TYPE_TABLE_PAGE);

  G_OBJECT_CLASS (truco_table_page_parent_class)->dispose (object);
}

static void
truco_table_page_finalize (GObject *object)
{
  TrucoTablePage *self = TRUCO_TABLE_PAGE (object);

  g_free (self->save_path);
  g_free (self->next_hand_sentence);

  G_OBJECT_CLASS (truco_table_page_parent_class)->finalize (object);
}

static void
truco_table_page_class_init (TrucoTablePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  static const guint digits[] = { GDK_KEY_1, GDK_KEY_2, GDK_KEY_3, GDK_KEY_4 };
  static const guint keypad[] = { GDK_KEY_KP_1, GDK_KEY_KP_2, GDK_KEY_KP_3, GDK_KEY_KP_4 };

  object_class->dispose = truco_table_page_dispose;
  object_class->finalize = truco_table_page_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/truco-table-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, status_label);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, hint_button);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, next_hand_button);
  gtk_widget_class_bind_template_callback (widget_class, hint_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, next_hand_clicked_cb);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, show_all_button);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, new_match_button);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, level_list);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, score_label);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, score_box);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, seats_box);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, tricks_box);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, stake_label);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, hand_label);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, hand_box);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, calls_box);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, coach_box);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, coach_label);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, coach_cards);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, review_box);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, review_status);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, review_list);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, log_list);
  gtk_widget_class_bind_template_callback (widget_class, show_all_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, level_activated_cb);

  gtk_widget_class_install_action (widget_class, "table.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "table.next-hand", NULL, next_hand_action);
  gtk_widget_class_install_action (widget_class, "table.play", "i", play_action);
  gtk_widget_class_install_action (widget_class, "table.key", "i", key_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, GDK_CONTROL_MASK, "table.hint", NULL);
  for (guint i = 0; i < G_N_ELEMENTS (digits); i++)
    {
      gtk_widget_class_add_binding_action (widget_class, digits[i], 0, "table.play", "i", (int) i);
      gtk_widget_class_add_binding_action (widget_class, keypad[i], 0, "table.play", "i", (int) i);
    }
  /* The letters of the translation in use. */
  for (KeyMove key = 0; key < N_KEYS; key++)
    {
      gunichar c = g_unichar_tolower (g_utf8_get_char (key_label (key)));
      guint keyval = gdk_unicode_to_keyval (c);

      gtk_widget_class_add_binding_action (widget_class, keyval, 0, "table.key", "i", (int) key);
      gtk_widget_class_add_binding_action (widget_class, gdk_keyval_to_upper (keyval), GDK_SHIFT_MASK,
                                           "table.key", "i", (int) key);
    }
}

static GtkWidget *
level_row_new (TrucoBotLevel level)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), truco_bot_level_get_name (level));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), truco_bot_level_get_style (level));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_object_set_data (G_OBJECT (row), "level", GUINT_TO_POINTER (level));
  return row;
}

static void
truco_table_page_init (TrucoTablePage *self)
{
  const char *seed = g_getenv ("TRUQUERO_TABLE_SEED");

  gtk_widget_init_template (GTK_WIDGET (self));
  self->thinking = -1;
  self->level = TRUCO_BOT_STEADY;
  if (seed != NULL && g_ascii_string_to_unsigned (seed, 10, 0, G_MAXUINT32, &self->next_seed, NULL))
    self->fixed_seeds = TRUE;
  for (TrucoBotLevel level = 0; level < TRUCO_BOT_N_LEVELS; level++)
    gtk_list_box_append (self->level_list, level_row_new (level));
  gtk_widget_set_sensitive (GTK_WIDGET (self->next_hand_button), FALSE);
}

GtkWidget *
truco_table_page_new (void)
{
  return g_object_new (TRUCO_TYPE_TABLE_PAGE, NULL);
}

void
truco_table_page_set_save_path (TrucoTablePage *self,
                                const char     *path)
{
  g_return_if_fail (TRUCO_IS_TABLE_PAGE (self));

  g_free (self->save_path);
  g_free (self->next_hand_sentence);
  self->save_path = g_strdup (path);
}

void
truco_table_page_set_settings (TrucoTablePage *self,
                               TrucoSettings  *settings)
{
  g_return_if_fail (TRUCO_IS_TABLE_PAGE (self));
  g_return_if_fail (TRUCO_IS_SETTINGS (settings));
  g_return_if_fail (self->settings == NULL);

  self->settings = g_object_ref (settings);
  if (self->save_path == NULL)
    self->save_path = truco_table_get_default_path ();
  g_signal_connect_object (settings, "notify::variant-id", G_CALLBACK (variant_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (settings, "rules-changed", G_CALLBACK (rules_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (truco_settings_get_settings (settings), "changed::table-speed",
                           G_CALLBACK (speed_changed_cb), self, G_CONNECT_SWAPPED);
  if (truco_settings_has_variant (settings))
    resume_or_start (self);
}

TrucoTable *
truco_table_page_get_table (TrucoTablePage *self)
{
  g_return_val_if_fail (TRUCO_IS_TABLE_PAGE (self), NULL);

  return self->table;
}

gboolean
truco_table_page_next_hand (TrucoTablePage *self)
{
  g_return_val_if_fail (TRUCO_IS_TABLE_PAGE (self), FALSE);

  if (self->table == NULL || !self->frozen)
    return FALSE;
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_set_object (&self->cancellable, g_cancellable_new ());
  self->reviewing = self->hinting = FALSE;
  self->frozen = FALSE;
  self->n_named = 0;
  show_coach (self, NULL, NULL, 0);
  gtk_widget_set_visible (self->review_box, FALSE);
  if (self->next_hand_sentence != NULL)
    log_add (self, self->next_hand_sentence, FALSE);
  g_clear_pointer (&self->next_hand_sentence, g_free);
  truco_table_next_hand (self->table);
  refresh (self);
  truco_table_page_focus_first (self);
  return TRUE;
}

gboolean
truco_table_page_play_card (TrucoTablePage *self,
                            guint           index)
{
  g_return_val_if_fail (TRUCO_IS_TABLE_PAGE (self), FALSE);

  if (self->table == NULL || self->frozen || index >= self->view.n_hand)
    return FALSE;
  for (guint k = 0; k < self->view.n_actions; k++)
    if (self->view.actions[k].kind == TRUCO_ACTION_PLAY && self->view.actions[k].value == self->view.hand[index])
      {
        TrucoAction action = self->view.actions[k];

        return truco_table_apply (self->table, &action, NULL);
      }
  return FALSE;
}

gboolean
truco_table_page_is_busy (TrucoTablePage *self)
{
  g_return_val_if_fail (TRUCO_IS_TABLE_PAGE (self), FALSE);

  return self->hinting || self->reviewing || self->refresh_id != 0;
}

GtkListBox *
truco_table_page_get_log (TrucoTablePage *self)
{
  g_return_val_if_fail (TRUCO_IS_TABLE_PAGE (self), NULL);

  return self->log_list;
}

GtkWidget *
truco_table_page_get_review (TrucoTablePage *self)
{
  g_return_val_if_fail (TRUCO_IS_TABLE_PAGE (self), NULL);

  return GTK_WIDGET (self->review_list);
}

const char *
truco_table_page_get_coach_text (TrucoTablePage *self)
{
  g_return_val_if_fail (TRUCO_IS_TABLE_PAGE (self), NULL);

  return gtk_widget_get_visible (self->coach_box) ? gtk_label_get_label (self->coach_label) : NULL;
}

/**
 * truco_table_page_focus_first:
 *
 * Puts the keyboard focus on the first card the learner may play, or the
 * first move, or the line that says what happens.
 */
void
truco_table_page_focus_first (TrucoTablePage *self)
{
  GtkWidget *child;

  g_return_if_fail (TRUCO_IS_TABLE_PAGE (self));

  for (child = gtk_widget_get_first_child (GTK_WIDGET (self->hand_box)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (g_object_get_data (G_OBJECT (child), "action") != NULL)
      {
        gtk_widget_grab_focus (child);
        return;
      }
  if (gtk_widget_get_visible (GTK_WIDGET (self->calls_box)) &&
      gtk_widget_child_focus (GTK_WIDGET (self->calls_box), GTK_DIR_TAB_FORWARD))
    return;
  if (self->frozen && gtk_widget_grab_focus (gtk_widget_get_last_child (self->review_box)))
    return;
  /* While the others play, a card of the hand keeps the focus (the keys
   * work from there), or else the New Match button: never nothing, or
   * the page's keys would stop working. */
  child = gtk_widget_get_first_child (GTK_WIDGET (self->hand_box));
  if (child != NULL && gtk_widget_grab_focus (child))
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self->new_match_button));
}

/* Drives the table with the learner's moves chosen by @choose until
 * @done holds (or a bound: a view for the screenshots only). */
typedef gboolean (*Done) (TrucoTablePage *self);

static gboolean
call_pending (TrucoTablePage *self)
{
  for (guint k = 0; k < self->view.n_actions; k++)
    if (self->view.actions[k].kind == TRUCO_ACTION_ACCEPT)
      return TRUE;
  return FALSE;
}

static gboolean
hand_over (TrucoTablePage *self)
{
  return self->frozen;
}

static gboolean
learner_may_act (TrucoTablePage *self)
{
  return self->view.n_actions > 0;
}

static void
drive (TrucoTablePage *self,
       Done            done,
       gboolean        call_envido)
{
  for (guint guard = 0; guard < 20000 && self->table != NULL && !truco_game_is_over (game (self)); guard++)
    {
      TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
      guint n;

      refresh (self);
      if (done (self))
        return;
      if (self->frozen)
        {
          truco_table_page_next_hand (self);
          continue;
        }
      n = truco_table_list_actions (self->table, actions);
      if (n == 0)
        {
          g_main_context_iteration (NULL, TRUE);
          continue;
        }
      /* Envido when asked and possible, else the first card. */
      for (guint k = 0; k < n; k++)
        if ((call_envido && actions[k].kind == TRUCO_ACTION_CALL && actions[k].bet == TRUCO_BET_ENVIDO) ||
            (!call_envido && actions[k].kind == TRUCO_ACTION_PLAY))
          {
            actions[0] = actions[k];
            break;
          }
      if (actions[0].kind == TRUCO_ACTION_CALL && actions[0].bet == TRUCO_BET_ENVIDO)
        call_envido = FALSE;
      truco_table_apply (self->table, &actions[0], NULL);
    }
}

void
truco_table_page_show_view (TrucoTablePage *self,
                            const char     *view)
{
  g_return_if_fail (TRUCO_IS_TABLE_PAGE (self));

  if (self->settings == NULL)
    return;
  self->fixed_seeds = TRUE;
  if (self->next_seed == 0)
    self->next_seed = 1;
  truco_table_page_new_match (self, TRUCO_BOT_STEADY);
  truco_table_set_delay (self->table, TRUCO_TABLE_DELAY_INSTANT);
  if (g_strcmp0 (view, "call") == 0)
    drive (self, call_pending, FALSE);
  else if (g_strcmp0 (view, "review") == 0)
    drive (self, hand_over, TRUE);
  else
    drive (self, learner_may_act, FALSE);
  truco_table_set_delay (self->table, speed_delay (self));
  refresh (self);
}
