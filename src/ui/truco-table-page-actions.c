/* truco-table-page-actions.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The Table's actions and keys.  The keys live in a shortcut controller
 * of the page in the window's (global) scope: they work wherever the
 * focus is while the page is shown, after a call made with the mouse,
 * after a dialog or the shortcuts window closes.  They stand aside when
 * the page is not mapped (another section is shown) or the focus is in a
 * text field. */

#include "config.h"

#include <glib/gi18n.h>

#include "truco-table-page-private.h"

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
      move = truco_table_describe_action (self->table, &hint.action);
      /* Translators: the coach's hint: the move, then the reason in a sentence or two */
      text = g_strdup_printf (_("Hint: %s. %s"), move, hint.reason != NULL ? hint.reason : "");
    }
  truco_coach_hint_clear (&hint);
  self->n_named = 0;
  truco_table_page_show_coach (self, g_strstrip (text), NULL, 0);
  self->hint_shown = TRUE;
  /* Said by the panel, a status named by its text; the focus stays
   * where the learner had it, for the keys and the next move. */
  truco_table_page_refresh (self);
}

/**
 * truco_table_page_hint:
 *
 * Asks the coach for the learner's best move now (in a worker); the
 * answer shows in the coach's panel, a status read as it changes; the
 * focus stays where it was.
 */
void
truco_table_page_hint (TrucoTablePage *self)
{
  g_return_if_fail (TRUCO_IS_TABLE_PAGE (self));

  if (self->table == NULL || self->hinting || truco_table_is_held (self->table) ||
      truco_table_get_shown (self->table)->view.n_actions == 0)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  self->hinting = TRUE;
  truco_table_page_show_coach (self, _("The coach is thinking…"), NULL, 0);
  self->hint_shown = TRUE;
  truco_table_hint_async (self->table, self->cancellable, hint_ready_cb, self);
  truco_table_page_refresh (self);
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
new_match_action (GtkWidget  *widget,
                  const char *name,
                  GVariant   *parameter)
{
  TrucoTablePage *self = TRUCO_TABLE_PAGE (widget);

  truco_table_page_ask_new_match (self, self->level);
}

/* The move of a key now: the lowest call of its row of the ladder
 * (envido before real envido), or the answer. */
static gboolean
apply_key (TrucoTablePage *self,
           TrucoTableKey   key)
{
  const TrucoView *view;

  if (self->table == NULL || truco_table_is_held (self->table))
    return FALSE;
  view = &truco_table_get_shown (self->table)->view;
  for (guint k = 0; k < view->n_actions; k++)
    if (truco_table_key_for_action (view, &view->actions[k]) == key)
      {
        TrucoAction action = view->actions[k];
        g_autoptr(GError) error = NULL;

        if (!truco_table_apply (self->table, &action, &error))
          {
            AdwToast *toast = adw_toast_new (error->message);

            adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (adw_bin_get_child (ADW_BIN (self))), toast);
          }
        return TRUE;
      }
  return FALSE;
}

/* Keys stand aside when the page is hidden or the learner types. */
static gboolean
keys_apply (TrucoTablePage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return gtk_widget_get_mapped (GTK_WIDGET (self)) && !GTK_IS_EDITABLE (focus) && !GTK_IS_TEXT_VIEW (focus);
}

static gboolean
play_shortcut_cb (GtkWidget *widget,
                  GVariant  *args,
                  gpointer   data)
{
  TrucoTablePage *self = TRUCO_TABLE_PAGE (widget);

  if (!keys_apply (self))
    return FALSE;
  if (!truco_table_page_play_card (self, GPOINTER_TO_UINT (data)))
    gtk_widget_error_bell (widget);
  return TRUE;
}

static gboolean
move_shortcut_cb (GtkWidget *widget,
                  GVariant  *args,
                  gpointer   data)
{
  TrucoTablePage *self = TRUCO_TABLE_PAGE (widget);

  if (!keys_apply (self))
    return FALSE;
  if (!apply_key (self, GPOINTER_TO_UINT (data)))
    gtk_widget_error_bell (widget);
  return TRUE;
}

static gboolean
hint_shortcut_cb (GtkWidget *widget,
                  GVariant  *args,
                  gpointer   data)
{
  if (!keys_apply (TRUCO_TABLE_PAGE (widget)))
    return FALSE;
  truco_table_page_hint (TRUCO_TABLE_PAGE (widget));
  return TRUE;
}

/* Ctrl+Return: the next hand, or the next chico, or a new match at the
 * end of one. */
static gboolean
go_on_shortcut_cb (GtkWidget *widget,
                   GVariant  *args,
                   gpointer   data)
{
  TrucoTablePage *self = TRUCO_TABLE_PAGE (widget);
  const TrucoTableShown *shown;

  if (!keys_apply (self) || self->table == NULL)
    return FALSE;
  shown = truco_table_get_shown (self->table);
  if (shown->match_over)
    truco_table_page_ask_new_match (self, self->level);
  else if (!truco_table_page_next_hand (self))
    gtk_widget_error_bell (widget);
  return TRUE;
}

static void
add_shortcut (GtkShortcutController *controller,
              guint                  keyval,
              GdkModifierType        modifiers,
              GtkShortcutFunc        callback,
              guint                  data)
{
  gtk_shortcut_controller_add_shortcut (controller,
                                        gtk_shortcut_new (gtk_keyval_trigger_new (keyval, modifiers),
                                                          gtk_callback_action_new (callback, GUINT_TO_POINTER (data),
                                                                                   NULL)));
}

/**
 * truco_table_page_add_shortcuts:
 *
 * The page's keys, in a controller of the window's scope.
 */
void
truco_table_page_add_shortcuts (TrucoTablePage *self)
{
  static const guint digits[] = { GDK_KEY_1, GDK_KEY_2, GDK_KEY_3, GDK_KEY_4 };
  static const guint keypad[] = { GDK_KEY_KP_1, GDK_KEY_KP_2, GDK_KEY_KP_3, GDK_KEY_KP_4 };
  GtkEventController *controller = gtk_shortcut_controller_new ();
  GtkShortcutController *shortcuts = GTK_SHORTCUT_CONTROLLER (controller);

  gtk_event_controller_set_name (controller, "table-keys");
  gtk_shortcut_controller_set_scope (shortcuts, GTK_SHORTCUT_SCOPE_GLOBAL);
  for (guint i = 0; i < G_N_ELEMENTS (digits); i++)
    {
      add_shortcut (shortcuts, digits[i], 0, play_shortcut_cb, i);
      add_shortcut (shortcuts, keypad[i], 0, play_shortcut_cb, i);
    }
  /* The letters of the translation in use, either case. */
  for (TrucoTableKey key = 0; key < TRUCO_TABLE_N_KEYS; key++)
    {
      gunichar c = g_unichar_tolower (g_utf8_get_char (truco_table_key_label (key)));
      guint keyval = gdk_unicode_to_keyval (c);

      add_shortcut (shortcuts, keyval, 0, move_shortcut_cb, key);
      add_shortcut (shortcuts, gdk_keyval_to_upper (keyval), GDK_SHIFT_MASK, move_shortcut_cb, key);
    }
  add_shortcut (shortcuts, GDK_KEY_h, GDK_CONTROL_MASK, hint_shortcut_cb, 0);
  add_shortcut (shortcuts, GDK_KEY_Return, GDK_CONTROL_MASK, go_on_shortcut_cb, 0);
  add_shortcut (shortcuts, GDK_KEY_KP_Enter, GDK_CONTROL_MASK, go_on_shortcut_cb, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

void
truco_table_page_install_keys (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "table.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "table.next-hand", NULL, next_hand_action);
  gtk_widget_class_install_action (widget_class, "table.new-match", NULL, new_match_action);
}
