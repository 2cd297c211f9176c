/* bare-window.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The yardstick of the startup benchmark: a bare AdwApplicationWindow with a
 * header bar, started the same way as truquero, that prints the monotonic
 * time of its first frame, then that of its last frame once no other has
 * followed for QUIET_MS and the main loop is idle (the window complete, as
 * truquero's TRUQUERO_FIRST_FRAME hook does), and quits.  Its callbacks
 * have the names of truquero's (first_frame_cb, first_frame_idle_cb), for
 * the benchmark's instruction counts (STARTUP_CALLGRIND in startup.py). */

#include <adwaita.h>
#include <stdio.h>

#define QUIET_MS 700

static gint64 last_frame;
static guint n_frames;
static guint quiet_id;
static guint idle_id;

static gboolean
first_frame_idle_cb (gpointer user_data)
{
  GtkApplication *app = user_data;

  idle_id = 0;
  printf ("complete-frame %" G_GINT64_FORMAT "\n", last_frame);
  printf ("frames %u\n", n_frames);
  fflush (stdout);
  g_application_quit (G_APPLICATION (app));

  return G_SOURCE_REMOVE;
}

static void
first_frame_quiet_cb (gpointer user_data)
{
  quiet_id = 0;
  idle_id = g_idle_add_full (G_PRIORITY_LOW + 100, first_frame_idle_cb, user_data, NULL);
}

static void
first_frame_cb (GdkFrameClock  *clock,
                GtkApplication *app)
{
  last_frame = g_get_monotonic_time ();
  if (n_frames++ == 0)
    {
      printf ("first-frame %" G_GINT64_FORMAT "\n", last_frame);
      fflush (stdout);
    }
  g_clear_handle_id (&quiet_id, g_source_remove);
  g_clear_handle_id (&idle_id, g_source_remove);
  quiet_id = g_timeout_add_once (QUIET_MS, first_frame_quiet_cb, app);
}

static void
map_cb (GtkWidget      *window,
        GtkApplication *app)
{
  g_signal_connect_object (gtk_widget_get_frame_clock (window), "after-paint",
                           G_CALLBACK (first_frame_cb), app, 0);
}

static void
activate_cb (GtkApplication *app)
{
  GtkWidget *window = adw_application_window_new (app);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 960, 720);
  g_signal_connect (window, "map", G_CALLBACK (map_cb), app);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(AdwApplication) app = adw_application_new ("io.github.truquero.BareWindow",
                                                       G_APPLICATION_NON_UNIQUE);

  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), NULL);

  return g_application_run (G_APPLICATION (app), argc, argv);
}
