/* truco-table-page.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The Table section: a match against computer players (TrucoTable) with
 * the coach beside it.  The page puts together widgets that each show one
 * part of what the model says is shown (truco_table_get_shown()): the
 * score strip at the top (TrucoTableScore), the other seats across the
 * top of the table in the direction of play (TrucoTableSeat), the tricks
 * in the middle (TrucoTableTricks), the learner's hand and the action
 * strip at the bottom (TrucoTableActions).  The strips stay in view; the
 * middle scrolls, with the coach, the end of a hand (its points in order,
 * then the review) and the log of every move.
 *
 * The match is saved after every move and when the page goes away, and
 * resumed when the page starts.  A damaged save is set aside by the model
 * and told in one toast.  The house rules are copied when a match starts:
 * a change applies from the next match.  Leaving a match under way (a new
 * match, another game chosen) is asked first.
 *
 * Keyboard: a shortcut controller of the page's own, in the window's
 * scope, so that the keys work wherever the focus is while the Table is
 * shown: 1, 2, 3 (and 4 in the gallo) play the cards in the order dealt;
 * one letter per call and answer, chosen by each translation; Ctrl+H
 * asks for a hint. */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "truco-card-widget.h"
#include "truco-table-actions.h"
#include "truco-table-hand.h"
#include "truco-table-page-private.h"
#include "truco-table-score.h"
#include "truco-table-seat.h"
#include "truco-table-tricks.h"

G_DEFINE_FINAL_TYPE (TrucoTablePage, truco_table_page, ADW_TYPE_BIN)

static void queue_refresh (TrucoTablePage *self);

/* The template's root, not bound: AdwBin unparents its child itself. */
void
truco_table_page_add_toast (TrucoTablePage *self,
           AdwToast       *toast)
{
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (adw_bin_get_child (ADW_BIN (self))), toast);
}

static guint
learner (TrucoTablePage *self)
{
  return truco_table_get_learner_seat (self->table);
}

/* The table's signals */

static void
table_event_cb (TrucoTablePage   *self,
                gpointer          data,
                TrucoExplanation *explanation,
                TrucoTable       *table)
{
  const TrucoEvent *event = data;
  g_autofree char *sentence = truco_table_describe_event (self->table, event);

  self->thinking = -1;
  /* A hint is for the move it was asked for: gone once the learner moves. */
  if (event->kind == TRUCO_EVENT_ACTION && event->action.seat == learner (self) && self->hint_shown)
    {
      self->hint_shown = FALSE;
      truco_table_page_show_coach (self, NULL, NULL, 0);
    }
  switch (event->kind)
    {
    case TRUCO_EVENT_HAND_STARTED:
      /* Said when the learner goes on to it. */
      if (truco_table_is_held (self->table))
        {
          g_free (self->next_hand_sentence);
          self->next_hand_sentence = g_steal_pointer (&sentence);
        }
      break;
    case TRUCO_EVENT_GAME_WON:
    case TRUCO_EVENT_MATCH_WON:
      if (sentence != NULL)
        {
          g_free (self->moment_sentence);
          self->moment_sentence = g_strdup (sentence);
        }
      break;
    default:
      break;
    }
  if (sentence != NULL)
    truco_table_page_log_add (self, sentence, FALSE);
  if (event->kind == TRUCO_EVENT_CREDIT && explanation != NULL)
    {
      /* Said to the learner: "you", "your partner", "Ana". */
      g_autofree char *text = truco_table_format_explanation (self->table, explanation);

      truco_table_page_take_named_cards (self, explanation);
      self->hint_shown = FALSE;
      truco_table_page_show_coach (self, text, self->named, self->n_named);
      truco_table_page_log_add (self, text, TRUE);
      truco_table_page_add_credit (self, sentence, text);
    }
  truco_table_page_queue_save (self);
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
    truco_table_page_log_add (self, sentence, TRUE);
  queue_refresh (self);
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

/* Connects the page to @table's signals. */
void
truco_table_page_listen (TrucoTablePage *self,
                         TrucoTable     *table)
{
  g_signal_connect_object (table, "event", G_CALLBACK (table_event_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (table, "learner-turn", G_CALLBACK (table_learner_turn_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (table, "bot-thinking", G_CALLBACK (table_bot_thinking_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (table, "partner-signal", G_CALLBACK (table_partner_signal_cb), self, G_CONNECT_SWAPPED);
}

/* Drawing */

static void
refresh_hand (TrucoTablePage        *self,
              const TrucoTableShown *shown)
{
  guint me = learner (self);
  g_autoptr(GString) heading = g_string_new (_("Your cards"));

  if (shown->view.mano == me)
    g_string_append_printf (heading, " · %s", _("Mano"));
  if (shown->view.dealer == me)
    g_string_append_printf (heading, " · %s", _("Deals"));
  /* (Set only when they change: set again, a label is measured anew.) */
  if (g_strcmp0 (gtk_label_get_label (self->hand_label), heading->str) != 0)
    gtk_label_set_label (self->hand_label, heading->str);
  if (g_strcmp0 (gtk_label_get_label (self->my_bubble), shown->bubble[me]) != 0)
    gtk_label_set_label (self->my_bubble, shown->bubble[me]);
  gtk_widget_set_visible (GTK_WIDGET (self->my_bubble), shown->bubble[me][0] != '\0');
  truco_table_hand_update (self->hand, self->table, self->named, self->n_named);
}

/* The other seats across the top, in the direction of play: the player
 * on the learner's right (who plays next) at the right end, round the
 * table counter-clockwise to the one on the left. */
static void
refresh_seats (TrucoTablePage        *self,
               const TrucoTableShown *shown)
{
  guint n = shown->view.n_seats;
  gboolean show_all = gtk_toggle_button_get_active (self->show_all_button);
  GtkWidget *child;
  guint k = n - 1;

  for (child = gtk_widget_get_first_child (GTK_WIDGET (self->seats_box)); child != NULL;
       child = gtk_widget_get_next_sibling (child), k--)
    {
      if (k == 0)
        break;
      truco_table_seat_update (TRUCO_TABLE_SEAT (gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child))),
                               self->table, (learner (self) + k) % n, self->thinking, show_all);
    }
}

/* Where a seat's cards come from when they slide to the table. */
static GtkWidget *
card_origin (guint     seat,
             TrucoCard card,
             gpointer  data)
{
  TrucoTablePage *self = data;

  if (self->table == NULL)
    return NULL;
  if (seat == learner (self))
    {
      /* The card itself, still in the hand (the hand is shown anew
       * after the middle of the table), else the hand. */
      GtkWidget *found = truco_table_hand_find_card (self->hand, card);

      return found != NULL ? found : GTK_WIDGET (self->hand);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->seats_box)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *widget = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));

      if (truco_table_seat_get_seat (TRUCO_TABLE_SEAT (widget)) == seat)
        return widget;
    }
  return NULL;
}

static void
build_seats (TrucoTablePage *self)
{
  guint n = truco_game_get_n_seats (truco_table_get_game (self->table));
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->seats_box))) != NULL)
    gtk_flow_box_remove (self->seats_box, child);
  for (guint k = 1; k < n; k++)
    {
      GtkWidget *seat = truco_table_seat_new ();

      truco_table_seat_set_compact (TRUCO_TABLE_SEAT (seat), self->iconic);
      gtk_flow_box_append (self->seats_box, seat);
      gtk_widget_set_focusable (gtk_widget_get_parent (seat), FALSE);
    }
  gtk_flow_box_set_max_children_per_line (self->seats_box, MAX (n - 1, 1));
  gtk_label_set_label (self->direction_label,
                       n > 2 ? _("Play goes to the right, counter-clockwise: ← from your right round to your left")
                             : "");
  gtk_widget_set_visible (GTK_WIDGET (self->direction_label), n > 2 && !self->squeezed);
}

static void
refresh_moment (TrucoTablePage        *self,
                const TrucoTableShown *shown)
{
  gboolean moment = shown->ended && (shown->game_winner >= 0 || shown->match_over);
  g_autofree char *numbers = NULL;

  if (moment == gtk_widget_get_visible (self->moment_box))
    return;
  gtk_widget_set_visible (self->moment_box, moment);
  if (!moment)
    return;
  numbers = truco_table_score_dup_numbers (self->score);
  gtk_label_set_label (self->moment_title, self->moment_sentence != NULL ? self->moment_sentence : "");
  gtk_label_set_label (self->moment_score, numbers);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->moment_box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, self->moment_sentence,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, numbers,
                                  -1);
  /* GTK 4.8 cannot announce: the moment takes the focus to be read. */
  gtk_widget_grab_focus (self->moment_box);
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

/**
 * truco_table_page_refresh:
 *
 * Shows what the model shows now; the focus stays in the page when the
 * widget that had it was rebuilt.
 */
void
truco_table_page_refresh (TrucoTablePage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  gboolean had_focus = focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self));
  const TrucoTableShown *shown;

  g_clear_handle_id (&self->refresh_id, g_source_remove);
  if (self->table == NULL)
    return;
  shown = truco_table_get_shown (self->table);
  if (gtk_widget_get_first_child (GTK_WIDGET (self->seats_box)) == NULL ||
      self->n_seats_built != shown->view.n_seats)
    {
      build_seats (self);
      self->n_seats_built = shown->view.n_seats;
    }

  truco_table_score_update (self->score, self->table, self->thinking);
  refresh_seats (self, shown);
  truco_table_tricks_update (self->tricks, self->table, self->named, self->n_named);
  refresh_hand (self, shown);
  truco_table_actions_update (self->actions, self->table);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.hint",
                                 !shown->ended && !self->hinting && shown->view.n_actions > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.next-hand", shown->ended && !shown->match_over);

  if (shown->ended)
    truco_table_page_show_end (self);
  else
    truco_table_page_hide_end (self);
  refresh_moment (self, shown);

  /* Checked once the new widgets are in place (a focused button removed
   * leaves the window's focus on it for a while). */
  if (had_focus && self->refocus_id == 0)
    self->refocus_id = g_idle_add (refocus_cb, self);
}

static gboolean
refresh_cb (gpointer data)
{
  TrucoTablePage *self = data;

  self->refresh_id = 0;
  truco_table_page_refresh (self);
  return G_SOURCE_REMOVE;
}

static void
queue_refresh (TrucoTablePage *self)
{
  if (self->refresh_id == 0)
    self->refresh_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE + 15, refresh_cb, self, NULL);
}

static void
move_refused_cb (TrucoTablePage *self,
                 const char     *message)
{
  AdwToast *toast = adw_toast_new (message);

  truco_table_page_add_toast (self, toast);
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
  truco_table_page_ask_new_match (self, level);
}

/* GObject */

static void
truco_table_page_dispose (GObject *object)
{
  TrucoTablePage *self = TRUCO_TABLE_PAGE (object);

  /* The match is kept for next time; a bot or the coach still at work
   * is cancelled (the table's dispose stops its worker). */
  if (self->table != NULL)
    truco_table_page_save_now (self);
  g_clear_handle_id (&self->save_id, g_source_remove);
  g_clear_handle_id (&self->refresh_id, g_source_remove);
  g_clear_handle_id (&self->refocus_id, g_source_remove);
  g_clear_handle_id (&self->room_id, g_source_remove);
  if (self->end_tick_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->end_tick_id);
  self->end_tick_id = 0;
  if (self->log_tick_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->log_tick_id);
  self->log_tick_id = 0;
  truco_table_page_drop_table (self);
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
  g_free (self->moment_sentence);

  G_OBJECT_CLASS (truco_table_page_parent_class)->finalize (object);
}

static void
truco_table_page_class_init (TrucoTablePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = truco_table_page_dispose;
  object_class->finalize = truco_table_page_finalize;

  g_type_ensure (TRUCO_TYPE_TABLE_ACTIONS);
  g_type_ensure (TRUCO_TYPE_TABLE_HAND);
  g_type_ensure (TRUCO_TYPE_TABLE_SCORE);
  g_type_ensure (TRUCO_TYPE_TABLE_TRICKS);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/truco-table-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, score);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, hint_button);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, show_all_button);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, new_match_button);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, level_list);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, moment_box);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, moment_title);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, moment_score);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, seats_box);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, direction_label);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, tricks);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, coach_box);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, scroller);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, coach_label);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, coach_cards);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, review_box);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, credits_list);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, review_status);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, review_list);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, log_list);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, hand_label);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, my_bubble);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, hand);
  gtk_widget_class_bind_template_child (widget_class, TrucoTablePage, actions);
  gtk_widget_class_bind_template_callback (widget_class, show_all_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, level_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, move_refused_cb);

  truco_table_page_install_keys (widget_class);
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
load_css (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      g_autoptr(GtkCssProvider) provider = gtk_css_provider_new ();

      gtk_css_provider_load_from_resource (provider, RESOURCE_BASE "/ui/truco-table.css");
      gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (provider),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
      g_once_init_leave (&done, 1);
    }
}

static void
truco_table_page_init (TrucoTablePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  load_css ();
  self->thinking = -1;
  self->level = TRUCO_BOT_STEADY;
  for (TrucoBotLevel level = 0; level < TRUCO_BOT_N_LEVELS; level++)
    gtk_list_box_append (self->level_list, level_row_new (level));
  truco_table_page_add_shortcuts (self);
  truco_table_tricks_set_origin (self->tricks, card_origin, self);
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->scroller), "changed",
                           G_CALLBACK (truco_table_page_room_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->coach_box, "notify::visible", G_CALLBACK (truco_table_page_room_changed), self, G_CONNECT_SWAPPED);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.next-hand", FALSE);
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
  self->save_path = g_strdup (path);
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

  if (self->table == NULL || !truco_table_is_held (self->table))
    return FALSE;
  if (truco_game_is_over (truco_table_get_game (self->table)))
    return FALSE;
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_set_object (&self->cancellable, g_cancellable_new ());
  self->reviewing = self->hinting = self->hint_shown = FALSE;
  self->n_named = 0;
  g_clear_pointer (&self->moment_sentence, g_free);
  truco_table_page_show_coach (self, NULL, NULL, 0);
  truco_table_page_clear_end (self);
  if (self->next_hand_sentence != NULL)
    truco_table_page_log_add (self, self->next_hand_sentence, FALSE);
  g_clear_pointer (&self->next_hand_sentence, g_free);
  truco_table_next_hand (self->table);
  truco_table_page_refresh (self);
  truco_table_page_focus_first (self);
  return TRUE;
}

/**
 * truco_table_page_play_card:
 * @index: the card's place in the hand as dealt (0-based)
 *
 * Returns: whether the card was played
 */
gboolean
truco_table_page_play_card (TrucoTablePage *self,
                            guint           index)
{
  TrucoAction action;

  g_return_val_if_fail (TRUCO_IS_TABLE_PAGE (self), FALSE);

  if (self->table == NULL || !truco_table_hand_find_play (self->table, index, &action))
    return FALSE;
  return truco_table_apply (self->table, &action, NULL);
}

/**
 * truco_table_page_focus_first:
 *
 * Puts the keyboard focus on the first card the learner may play, or the
 * first move, or the button that goes on.
 */
void
truco_table_page_focus_first (TrucoTablePage *self)
{
  const TrucoTableShown *shown;

  g_return_if_fail (TRUCO_IS_TABLE_PAGE (self));

  shown = self->table != NULL ? truco_table_get_shown (self->table) : NULL;
  /* A card to play first, then a move; a card keeps it while the others
   * play (the keys work wherever the focus is). */
  if (shown != NULL && !shown->ended)
    for (guint k = 0; k < shown->view.n_actions; k++)
      if (shown->view.actions[k].kind == TRUCO_ACTION_PLAY && truco_table_hand_focus_first (self->hand))
        return;
  if (truco_table_actions_focus_first (self->actions))
    return;
  if (truco_table_hand_focus_first (self->hand))
    return;
  if (!gtk_widget_grab_focus (GTK_WIDGET (self->hint_button)))
    gtk_widget_grab_focus (GTK_WIDGET (self->new_match_button));
}
