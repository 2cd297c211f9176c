/* truco-test-util.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "truco-application.h"
#include "truco-settings.h"

/* Helpers the ui tests share; include "config.h" first. */

G_BEGIN_DECLS

typedef gboolean (*TrucoWidgetMatch) (GtkWidget  *widget,
                                      gconstpointer data);

/* Depth-first search of @root and its descendants. */
static inline GtkWidget *
truco_test_find_widget (GtkWidget        *root,
                        TrucoWidgetMatch  match,
                        gconstpointer     data)
{
  GtkWidget *child;

  if (match (root, data))
    return root;

  for (child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = truco_test_find_widget (child, match, data);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static inline gboolean
truco_test_is_row_titled (GtkWidget     *widget,
                          gconstpointer  title)
{
  return ADW_IS_PREFERENCES_ROW (widget) &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

static inline gboolean
truco_test_is_label (GtkWidget     *widget,
                     gconstpointer  text)
{
  return GTK_IS_LABEL (widget) &&
         g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0;
}

/* Runs the shortcut @widget binds to @keyval with no modifier, as the key
 * would (Xvfb gives no focus to deliver real keys to); returns whether
 * one was bound and took the key. */
static inline gboolean
truco_test_press_key (GtkWidget *widget,
                      guint      keyval)
{
  GListModel *controllers = gtk_widget_observe_controllers (widget);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;

      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)) && !handled; j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger) &&
              gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval &&
              gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == 0)
            handled = gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, widget,
                                                    gtk_shortcut_get_arguments (shortcut));
        }
    }
  g_object_unref (controllers);

  return handled;
}

/* Spins the main loop until the pending idles and frames have run. */
static inline void
truco_test_flush (void)
{
  gint64 end = g_get_monotonic_time () + G_TIME_SPAN_MILLISECOND * 50;

  while (g_main_context_iteration (NULL, FALSE) || g_get_monotonic_time () < end)
    ;
}

/* Spins the main loop until @widget is mapped: a popup surface is mapped
 * only once the display server answers, which can take longer than one
 * flush on a loaded machine.  Gives up after ten seconds, so that a widget
 * that never maps fails the caller's assertion instead of hanging. */
static inline void
truco_test_wait_mapped (GtkWidget *widget)
{
  gint64 end = g_get_monotonic_time () + G_TIME_SPAN_SECOND * 10;

  while (!gtk_widget_get_mapped (widget) && g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (G_TIME_SPAN_MILLISECOND);
  truco_test_flush ();
}

/* Resets every key of @settings to its default. */
static inline void
truco_test_reset_settings (GSettings *settings)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;

  g_object_get (settings, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  for (guint i = 0; keys[i] != NULL; i++)
    g_settings_reset (settings, keys[i]);
}

/* A TrucoSettings over the application's settings (the memory backend
 * in the tests), every key reset to its default. */
static inline TrucoSettings *
truco_test_new_settings (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);

  truco_test_reset_settings (settings);

  return truco_settings_new (settings);
}

/* A registered, non-unique TrucoApplication called @application_id; with
 * @resource_base_path, it loads the resources the real application does. */
static inline TrucoApplication *
truco_test_new_application (const char *application_id,
                            const char *resource_base_path)
{
  TrucoApplication *app;
  g_autoptr(GError) error = NULL;

  app = g_object_new (TRUCO_TYPE_APPLICATION,
                      "application-id", application_id,
                      "flags", G_APPLICATION_NON_UNIQUE,
                      NULL);
  if (resource_base_path != NULL)
    g_application_set_resource_base_path (G_APPLICATION (app), resource_base_path);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  return app;
}

/* For a test that must log a warning: in the test process, runs the test
 * again in a subprocess, asserts that it passed and that its stderr
 * matches @stderr_pattern, and returns FALSE (the test is done).  In the
 * subprocess, makes only errors fatal again (the warnings are checked
 * from outside) and returns TRUE: the test goes on. */
static inline gboolean
truco_test_expect_warning (const char *stderr_pattern)
{
  if (!g_test_subprocess ())
    {
      /* Structured logging: expected warnings are checked from outside. */
      g_test_trap_subprocess (NULL, 0, 0);
      g_test_trap_assert_passed ();
      g_test_trap_assert_stderr (stderr_pattern);
      return FALSE;
    }

  g_log_set_always_fatal (G_LOG_FATAL_MASK);
  return TRUE;
}

G_END_DECLS
