/* truco-table-page-match.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The Table's match: started, resumed from its save, saved after every
 * move, left only when the learner says so (a new match, another game
 * chosen), and the bots' pace from the speed preference. */

#include "config.h"

#include <glib/gi18n.h>

#include "truco-table-page-private.h"

/* Saving */

void
truco_table_page_save_now (TrucoTablePage *self)
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
        truco_table_page_add_toast (self, adw_toast_new (message));
    }
}

static gboolean
save_cb (gpointer data)
{
  TrucoTablePage *self = data;

  self->save_id = 0;
  truco_table_page_save_now (self);
  return G_SOURCE_REMOVE;
}

void
truco_table_page_queue_save (TrucoTablePage *self)
{
  /* Several moves at instant speed make one save. */
  if (self->save_id == 0)
    self->save_id = g_timeout_add (200, save_cb, self);
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
  guint delay = speed_delay (self);

  if (self->table != NULL)
    truco_table_set_delay (self->table, delay);
  /* The cards slide at the pace of the bots: none at instant speed. */
  truco_table_tricks_set_duration (self->tricks, delay * 300 / TRUCO_TABLE_PAGE_DELAY_NORMAL);
}

void
truco_table_page_drop_table (TrucoTablePage *self)
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
  truco_table_page_drop_table (self);
  self->table = table;
  self->cancellable = g_cancellable_new ();
  self->variant_id = g_strdup (truco_variant_get_id (truco_rules_get_variant (truco_table_get_rules (table))));
  self->level = truco_table_get_seat_level (table, (truco_table_get_learner_seat (table) + 1) % truco_game_get_n_seats (truco_table_get_game (table)));
  self->thinking = -1;
  self->n_named = 0;
  g_clear_pointer (&self->moment_sentence, g_free);
  truco_table_page_show_coach (self, NULL, NULL, 0);
  truco_table_page_clear_end (self);

  truco_table_page_listen (self, table);
  speed_changed_cb (self);
  truco_table_set_hold_between_hands (table, TRUE);
  truco_table_start (table);
  truco_table_page_queue_save (self);
  truco_table_page_refresh (self);
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
 * It does not ask: truco_table_page_ask_new_match() does.
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
  truco_table_page_drop_table (self);
  truco_table_page_log_clear (self);
  take_table (self, truco_table_new (rules, 0, level, new_seed (self)));
  self->level = level;
  {
    TrucoEvent started = { .kind = TRUCO_EVENT_HAND_STARTED,
                           .seat = truco_game_get_dealer (truco_table_get_game (self->table)),
                           .side = -1, .value = 1 };
    g_autofree char *first = truco_table_describe_event (self->table, &started);

    /* The first hand was dealt before the page listened. */
    if (first != NULL)
      truco_table_page_log_add (self, first, FALSE);
  }
}

/* A match under way: one the learner would lose by leaving it. */
static gboolean
match_under_way (TrucoTablePage *self)
{
  return self->table != NULL && !truco_game_is_over (truco_table_get_game (self->table)) &&
         truco_table_get_n_moves (self->table) > 0;
}

/* A new match chosen from New Match: said, for the table may look as it
 * did (the first hand, nothing scored). */
static void
start_new_match (TrucoTablePage *self,
                 TrucoBotLevel   level)
{
  truco_table_page_new_match (self, level);
  truco_table_page_add_toast (self, adw_toast_new (_("A new match has started.")));
}

static void
leave_response_cb (AdwMessageDialog *dialog,
                   const char       *response,
                   TrucoTablePage   *self)
{
  TrucoBotLevel level = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dialog), "level"));

  self->asking = FALSE;
  if (g_strcmp0 (response, "leave") == 0)
    {
      start_new_match (self, level);
      truco_table_page_focus_first (self);
    }
}

/**
 * truco_table_page_ask_new_match:
 * @level: the computer players' level
 *
 * Starts a new match, after asking when one is under way (the answer
 * comes later, in a dialog).
 */
void
truco_table_page_ask_new_match (TrucoTablePage *self,
                                TrucoBotLevel   level)
{
  GtkRoot *root;
  AdwMessageDialog *dialog;

  g_return_if_fail (TRUCO_IS_TABLE_PAGE (self));

  root = gtk_widget_get_root (GTK_WIDGET (self));
  if (!match_under_way (self) || !GTK_IS_WINDOW (root))
    {
      start_new_match (self, level);
      return;
    }
  if (self->asking)
    return;
  self->asking = TRUE;
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (root), _("Leave This Match?"),
                                                       _("The match under way ends here: its score is not kept.")));
  adw_message_dialog_add_responses (dialog,
                                    "keep", _("_Keep Playing"),
                                    "leave", _("_Leave the Match"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "leave", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "keep");
  adw_message_dialog_set_close_response (dialog, "keep");
  g_object_set_data (G_OBJECT (dialog), "level", GUINT_TO_POINTER (level));
  g_signal_connect_object (dialog, "response", G_CALLBACK (leave_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
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
          truco_table_page_add_toast (self, toast);
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
  truco_table_page_log_clear (self);
  take_table (self, table);
  truco_table_page_log_add (self, _("The interrupted match goes on."), TRUE);
}

static void
variant_changed_cb (TrucoTablePage *self)
{
  if (!truco_settings_has_variant (self->settings))
    return;
  if (self->table == NULL ||
      g_strcmp0 (self->variant_id, truco_variant_get_id (truco_settings_get_variant (self->settings))) != 0)
    {
      /* The match left is kept (one saved match per variant); the
       * variant's own saved match resumes: nothing is lost, nothing to ask. */
      truco_table_page_save_now (self);
      resume_or_start (self);
    }
}

static void
rules_changed_cb (TrucoTablePage *self,
                  const char     *variant_id)
{
  AdwToast *toast;

  if (self->table == NULL || g_strcmp0 (variant_id, self->variant_id) != 0 ||
      truco_game_is_over (truco_table_get_game (self->table)))
    return;
  toast = adw_toast_new (_("The new house rules apply from the next match."));
  adw_toast_set_timeout (toast, 8);
  truco_table_page_add_toast (self, toast);
}

/**
 * truco_table_page_set_seed:
 * @seed: the first match's seed; each new match takes the next
 *
 * Makes the deals repeatable (tests, screenshots).  Before set_settings.
 */
void
truco_table_page_set_seed (TrucoTablePage *self,
                           guint64         seed)
{
  g_return_if_fail (TRUCO_IS_TABLE_PAGE (self));

  self->fixed_seeds = TRUE;
  self->next_seed = seed;
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

