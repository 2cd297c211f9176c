/* truco-capture.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "truco-application.h"
#include "truco-capture.h"
#include "truco-ranking-ladder.h"
#include "truco-window.h"

/* Opt-in hooks for the startup benchmark and the screenshot command; both
 * are off unless their environment variable is set.
 *
 *   TRUQUERO_FIRST_FRAME=1      print "first-frame <monotonic µs>" on stdout
 *                               after the main window's first frame, then,
 *                               once no frame has followed for
 *                               QUIET_MS and the main loop is idle,
 *                               "complete-frame <monotonic µs>" of the last
 *                               frame (the window complete) and
 *                               "frames <n>", and quit
 *   TRUQUERO_SCREENSHOT=FILE    after the first frame, show the view
 *                               TRUQUERO_SCREENSHOT_VIEW (a section name,
 *                               "glossary:ID" for a glossary term,
 *                               "chooser", "preferences" or "ranking", the
 *                               whole ranking of the variant) at the size
 *                               TRUQUERO_SCREENSHOT_SIZE (WIDTHxHEIGHT), save
 *                               it as a PNG, and quit
 */

typedef struct
{
  GtkWindow     *window;       /* the window to capture */
  char          *path;
  guint          settle_id;
  gulong         paint_id;
  GdkFrameClock *clock;
  int            width;        /* the size asked for, 0 when none */
  int            height;
} Capture;

static void
capture_free (Capture *capture)
{
  g_clear_handle_id (&capture->settle_id, g_source_remove);
  if (capture->clock != NULL)
    g_clear_signal_handler (&capture->paint_id, capture->clock);
  g_clear_object (&capture->clock);
  g_clear_object (&capture->window);
  g_free (capture->path);
  g_free (capture);
}

static void
capture_quit (void)
{
  GApplication *app = g_application_get_default ();

  if (app != NULL)
    g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
}

static gboolean
capture_save (Capture *capture)
{
  GtkWidget *widget = GTK_WIDGET (capture->window);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (widget));

  /* A window wider than asked is a view that cannot shrink to a phone's
   * width: the screenshot command fails rather than hide it. */
  if (capture->width > 0 && width > capture->width)
    {
      g_printerr ("The view is %d px wide: it cannot shrink to %d px\n", width, capture->width);
      return FALSE;
    }

  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  if (node == NULL)
    {
      g_printerr ("Nothing to capture\n");
      return FALSE;
    }

  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  if (!gdk_texture_save_to_png (texture, capture->path))
    {
      g_printerr ("Cannot write %s\n", capture->path);
      return FALSE;
    }

  return TRUE;
}

static gboolean
capture_settled_cb (gpointer user_data)
{
  Capture *capture = user_data;

  capture->settle_id = 0;
  /* The Table's coach works in a worker: wait for its review (bounded by
   * the screenshot script's own time limit). */
  if (TRUCO_IS_WINDOW (capture->window) &&
      truco_table_page_is_busy (truco_window_get_table_page (TRUCO_WINDOW (capture->window))))
    {
      capture->settle_id = g_timeout_add (200, capture_settled_cb, capture);
      return G_SOURCE_REMOVE;
    }
  if (!capture_save (capture))
    exit (EXIT_FAILURE);

  capture_free (capture);
  capture_quit ();

  return G_SOURCE_REMOVE;
}

static void
capture_after_paint_cb (GdkFrameClock *clock,
                        Capture       *capture)
{
  g_clear_signal_handler (&capture->paint_id, clock);

  /* Let the height-for-width layout and the icons settle. */
  capture->settle_id = g_timeout_add (600, capture_settled_cb, capture);
}

static void
capture_watch_first_frame (Capture *capture)
{
  GtkWidget *widget = GTK_WIDGET (capture->window);

  capture->clock = g_object_ref (gtk_widget_get_frame_clock (widget));
  capture->paint_id = g_signal_connect (capture->clock, "after-paint",
                                        G_CALLBACK (capture_after_paint_cb), capture);
  gtk_widget_queue_draw (widget);
}

/* The window is complete when it has stopped drawing: no frame for this
 * long after the last one (longer than any gap between the frames of the
 * start-up, even on a loaded machine), and nothing left to run in the main
 * loop, not even work put off to an idle of low priority. */
#define QUIET_MS 700

typedef struct
{
  gint64 last;      /* monotonic time of the last frame */
  guint  n_frames;
  guint  quiet_id;
  guint  idle_id;
} FirstFrame;

static void
first_frame_free (FirstFrame *watch)
{
  g_clear_handle_id (&watch->quiet_id, g_source_remove);
  g_clear_handle_id (&watch->idle_id, g_source_remove);
  g_free (watch);
}

static gboolean
first_frame_idle_cb (gpointer user_data)
{
  FirstFrame *watch = user_data;

  watch->idle_id = 0;
  printf ("complete-frame %" G_GINT64_FORMAT "\n", watch->last);
  printf ("frames %u\n", watch->n_frames);
  fflush (stdout);
  capture_quit ();

  return G_SOURCE_REMOVE;
}

static void
first_frame_quiet_cb (gpointer user_data)
{
  FirstFrame *watch = user_data;

  watch->quiet_id = 0;
  /* Below every other idle: runs once the main loop has nothing else. */
  watch->idle_id = g_idle_add_full (G_PRIORITY_LOW + 100, first_frame_idle_cb, watch, NULL);
}

static void
first_frame_cb (GdkFrameClock *clock,
                FirstFrame    *watch)
{
  watch->last = g_get_monotonic_time ();
  if (watch->n_frames++ == 0)
    {
      printf ("first-frame %" G_GINT64_FORMAT "\n", watch->last);
      fflush (stdout);
    }
  g_clear_handle_id (&watch->quiet_id, g_source_remove);
  g_clear_handle_id (&watch->idle_id, g_source_remove);
  watch->quiet_id = g_timeout_add_once (QUIET_MS, first_frame_quiet_cb, watch);
}

static void
first_frame_map_cb (GtkWidget *widget)
{
  FirstFrame *watch = g_new0 (FirstFrame, 1);

  g_signal_handlers_disconnect_by_func (widget, first_frame_map_cb, NULL);
  /* Freed with the window. */
  g_object_set_data_full (G_OBJECT (widget), "truco-first-frame", watch,
                          (GDestroyNotify) first_frame_free);
  /* The frame clock goes with the window, and the watch too. */
  g_signal_connect (gtk_widget_get_frame_clock (widget), "after-paint",
                    G_CALLBACK (first_frame_cb), watch);
}

static void
capture_window_map_cb (GtkWidget *widget,
                       Capture   *capture)
{
  g_signal_handlers_disconnect_by_func (widget, capture_window_map_cb, capture);
  capture_watch_first_frame (capture);
}

static void
screenshot_main_map_cb (GtkWidget *widget,
                        gpointer   user_data)
{
  const char *view = g_getenv ("TRUQUERO_SCREENSHOT_VIEW");
  Capture *capture = user_data;

  g_signal_handlers_disconnect_by_func (widget, screenshot_main_map_cb, user_data);

  if (g_strcmp0 (view, "preferences") == 0 || g_strcmp0 (view, "ranking") == 0)
    {
      GtkApplication *app = gtk_window_get_application (GTK_WINDOW (widget));
      GtkWindow *preferences;

      if (g_strcmp0 (view, "ranking") == 0)
        {
          TrucoSettings *settings = truco_application_get_settings (TRUCO_APPLICATION (app));
          g_autoptr(TrucoRules) rules = truco_settings_get_rules (settings, truco_settings_get_variant (settings));

          preferences = truco_ranking_ladder_show_window (widget, rules);
        }
      else
        preferences = truco_application_show_preferences (TRUCO_APPLICATION (app));
      int width, height;

      gtk_window_get_default_size (capture->window, &width, &height);
      gtk_window_set_default_size (preferences, width, height);
      g_set_object (&capture->window, preferences);
      if (gtk_widget_get_mapped (GTK_WIDGET (preferences)))
        capture_watch_first_frame (capture);
      else
        g_signal_connect (preferences, "map", G_CALLBACK (capture_window_map_cb), capture);
      return;
    }

  capture_watch_first_frame (capture);
}

/**
 * truco_capture_install:
 * @window: the main window, not yet presented
 *
 * Installs the opt-in first-frame and screenshot hooks on @window when their
 * environment variables are set; does nothing otherwise.
 */
void
truco_capture_install (GtkWindow *window)
{
  const char *path;

  g_return_if_fail (GTK_IS_WINDOW (window));

  if (g_getenv ("TRUQUERO_FIRST_FRAME") != NULL)
    g_signal_connect (window, "map", G_CALLBACK (first_frame_map_cb), NULL);

  path = g_getenv ("TRUQUERO_SCREENSHOT");
  if (path != NULL && *path != '\0')
    {
      const char *view = g_getenv ("TRUQUERO_SCREENSHOT_VIEW");
      const char *size = g_getenv ("TRUQUERO_SCREENSHOT_SIZE");
      Capture *capture = g_new0 (Capture, 1);
      int width = 0, height = 0;

      capture->window = g_object_ref (window);
      capture->path = g_strdup (path);

      g_object_set (gtk_settings_get_default (),
                    "gtk-enable-animations", FALSE,
                    "gtk-cursor-blink", FALSE,
                    NULL);

      if (size != NULL && sscanf (size, "%dx%d", &width, &height) == 2 && width > 0 && height > 0)
        {
          gtk_window_unmaximize (window);
          gtk_window_set_default_size (window, width, height);
          capture->width = width;
          capture->height = height;
        }

      /* "glossary:ID" shows the Glossary on the term ID. */
      if (view != NULL && TRUCO_IS_WINDOW (window) && g_str_has_prefix (view, "glossary:"))
        truco_window_show_term (TRUCO_WINDOW (window), view + strlen ("glossary:"));
      else if (view != NULL && TRUCO_IS_WINDOW (window) &&
               g_strcmp0 (view, "chooser") != 0 && g_strcmp0 (view, "preferences") != 0
               && g_strcmp0 (view, "ranking") != 0)
        truco_window_set_section (TRUCO_WINDOW (window), view);

      g_signal_connect (window, "map", G_CALLBACK (screenshot_main_map_cb), capture);
    }
}
