/* test-window.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "truco-application.h"
#include "truco-test-util.h"
#include "truco-window.h"

static TrucoApplication *app;

static GSettings *
app_settings (void)
{
  return truco_settings_get_settings (truco_application_get_settings (app));
}

static void
reset_settings (void)
{
  GSettings *settings = app_settings ();
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;

  g_object_get (settings, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  for (guint i = 0; keys[i] != NULL; i++)
    g_settings_reset (settings, keys[i]);
}

static TrucoWindow *
new_window (void)
{
  TrucoWindow *window = truco_window_new (app);

  gtk_window_present (GTK_WINDOW (window));
  truco_test_flush ();

  return window;
}

static gboolean
is_visible_label (GtkWidget     *widget,
                  gconstpointer  text)
{
  return truco_test_is_label (widget, text) && gtk_widget_get_mapped (widget);
}

static void
test_window_builds (void)
{
  TrucoWindow *window;

  reset_settings ();
  window = new_window ();
  g_assert_true (TRUCO_IS_WINDOW (window));
  g_assert_true (ADW_IS_APPLICATION_WINDOW (window));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The first run shows the chooser; activating a row (what Enter does on the
 * focused row) stores the variant and shows the sections. */
static void
test_window_first_run_choice (void)
{
  GSettings *settings = app_settings ();
  TrucoWindow *window;
  GtkWidget *row;
  guint i;

  for (i = 0; i < truco_variant_get_count (); i++)
    {
      const TrucoVariant *variant = truco_variant_get_nth (i);

      reset_settings ();
      window = new_window ();
      g_assert_true (truco_window_get_choosing (window));

      row = truco_test_find_widget (GTK_WIDGET (window), truco_test_is_row_titled,
                                    truco_variant_get_name (variant));
      g_assert_nonnull (row);
      g_assert_true (gtk_widget_is_visible (row));
      g_assert_true (gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (row)));
      g_assert_true (gtk_widget_get_focusable (row));
      /* The one-line description is the row's subtitle. */
      g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                       truco_variant_get_summary (variant));

      g_signal_emit_by_name (row, "activate");
      truco_test_flush ();

      g_assert_false (truco_window_get_choosing (window));
      g_assert_cmpstr (g_settings_get_string (settings, "variant"), ==, truco_variant_get_id (variant));
      /* The header shows the chosen variant. */
      g_assert_nonnull (truco_test_find_widget (GTK_WIDGET (window), is_visible_label,
                                                truco_variant_get_name (variant)));

      gtk_window_destroy (GTK_WINDOW (window));
    }
}

/* The header's app.variant action changes the variant at any time. */
static void
test_window_change_variant (void)
{
  GSettings *settings = app_settings ();
  TrucoWindow *window;
  g_autoptr(GVariant) state = NULL;

  reset_settings ();
  g_settings_set_string (settings, "variant", "ar");
  window = new_window ();
  g_assert_false (truco_window_get_choosing (window));

  g_action_group_activate_action (G_ACTION_GROUP (app), "variant", g_variant_new_string ("cat"));
  truco_test_flush ();
  g_assert_cmpstr (g_settings_get_string (settings, "variant"), ==, "cat");
  state = g_action_group_get_action_state (G_ACTION_GROUP (app), "variant");
  g_assert_cmpstr (g_variant_get_string (state, NULL), ==, "cat");
  g_assert_nonnull (truco_test_find_widget (GTK_WIDGET (window), is_visible_label,
                                            truco_variant_get_name (truco_variant_lookup ("cat"))));
  g_assert_null (truco_test_find_widget (GTK_WIDGET (window), is_visible_label,
                                         truco_variant_get_name (truco_variant_lookup ("ar"))));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A variant id set by hand that the app does not know: warning, default
 * variant, and the window still starts (without the first-run choice). */
static void
test_window_unknown_variant (void)
{
  GSettings *settings;
  const TrucoVariant *fallback = truco_variant_get_default ();
  TrucoWindow *window;

  if (!g_test_subprocess ())
    {
      /* Structured logging: expected warnings are checked from outside. */
      g_test_trap_subprocess (NULL, 0, 0);
      g_test_trap_assert_passed ();
      g_test_trap_assert_stderr ("*Unknown variant ?klaverjas? in the settings; using ?ar?*");
      return;
    }

  g_log_set_always_fatal (G_LOG_FATAL_MASK);
  settings = app_settings ();
  reset_settings ();
  g_settings_set_string (settings, "variant", "klaverjas");

  window = new_window ();

  g_assert_false (truco_window_get_choosing (window));
  g_assert_nonnull (truco_test_find_widget (GTK_WIDGET (window), is_visible_label,
                                            truco_variant_get_name (fallback)));
  /* Nothing is lost: the stored value stays until the learner chooses. */
  g_assert_cmpstr (g_settings_get_string (settings, "variant"), ==, "klaverjas");

  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
is_view_stack (GtkWidget     *widget,
               gconstpointer  data)
{
  return ADW_IS_VIEW_STACK (widget);
}

/* Every section of the stack can be shown. */
static void
test_window_sections (void)
{
  TrucoWindow *window;
  const char *sections[] = { "variants", "compare" };

  reset_settings ();
  g_settings_set_string (app_settings (), "variant", "tyf");
  window = new_window ();

  for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
    {
      AdwViewStack *stack;

      truco_window_set_section (window, sections[i]);
      stack = ADW_VIEW_STACK (truco_test_find_widget (GTK_WIDGET (window), is_view_stack, NULL));
      g_assert_nonnull (stack);
      g_assert_cmpstr (adw_view_stack_get_visible_child_name (stack), ==, sections[i]);
    }

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The window size is stored when the window closes and used the next time. */
static void
test_window_size_remembered (void)
{
  GSettings *settings = app_settings ();
  TrucoWindow *window;
  int width, height;

  reset_settings ();
  g_settings_set_string (settings, "variant", "put");
  window = new_window ();
  gtk_window_set_default_size (GTK_WINDOW (window), 500, 400);
  truco_test_flush ();
  gtk_window_close (GTK_WINDOW (window));
  truco_test_flush ();

  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 500);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 400);
  g_assert_false (g_settings_get_boolean (settings, "window-maximized"));

  window = truco_window_new (app);
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 500);
  g_assert_cmpint (height, ==, 400);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  app = g_object_new (TRUCO_TYPE_APPLICATION,
                      "application-id", "io.github.truquero.Truquero.Test",
                      "flags", G_APPLICATION_NON_UNIQUE,
                      "resource-base-path", RESOURCE_BASE,
                      NULL);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  g_test_add_func ("/window/builds", test_window_builds);
  g_test_add_func ("/window/first-run-choice", test_window_first_run_choice);
  g_test_add_func ("/window/change-variant", test_window_change_variant);
  g_test_add_func ("/window/unknown-variant", test_window_unknown_variant);
  g_test_add_func ("/window/sections", test_window_sections);
  g_test_add_func ("/window/size-remembered", test_window_size_remembered);

  return g_test_run ();
}
