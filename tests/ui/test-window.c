/* test-window.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "truco-application.h"
#include "truco-window.h"

static TrucoApplication *app;

static void
test_window_builds (void)
{
  TrucoWindow *window;

  if (gdk_display_get_default () == NULL)
    {
      g_test_skip ("no display");
      return;
    }

  window = truco_window_new (app);
  g_assert_true (TRUCO_IS_WINDOW (window));
  gtk_window_present (GTK_WINDOW (window));
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
                      NULL);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  g_test_add_func ("/window/builds", test_window_builds);

  return g_test_run ();
}
