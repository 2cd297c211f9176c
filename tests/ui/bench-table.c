/* bench-table.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Reports (never fails on time): how long the Table takes to draw each
 * frame while a card slides to the trick and a bubble fades in at a seat
 * (the bots at their normal pace, animations on), from the frame clock's
 * before-paint to its after-paint: the median and the 99th percentile
 * over the frames of about twenty plays (target: p99 under 16 ms with the
 * GL renderer off, GSK_RENDERER=cairo); the same without the first two
 * frames of each hand's end and start (a change of page more than a
 * frame of an animation); the frames' own CPU time, which the load of
 * the machine does not stretch; and where the time of each slow frame
 * went (update: the animations; layout; paint), in wall and CPU time.
 */

#include "config.h"

#include <adwaita.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <glib/gstdio.h>

#include "truco-table-page.h"
#include "truco-test-util.h"

#ifdef HAVE_VALGRIND_CALLGRIND_H
/* Under `valgrind --tool=callgrind --collect-atstart=no`, only the
 * frames are profiled (outside valgrind, these do nothing). */
#include <valgrind/callgrind.h>
#define FRAME_PROFILE_START() CALLGRIND_TOGGLE_COLLECT
#define FRAME_PROFILE_STOP() CALLGRIND_TOGGLE_COLLECT
#else
#define FRAME_PROFILE_START()
#define FRAME_PROFILE_STOP()
#endif

typedef struct
{
  double total, cpu, update, layout, paint;
  double cpu_update, cpu_layout, cpu_paint;  /* the CPU time of each phase */
  const char *when;  /* "hand over", "new hand" or "" */
} Frame;

typedef struct
{
  gint64  started;
  gint64  updated;   /* the phases' ends */
  gint64  laid_out;
  gint64  painted;
  gint64  cpu_started;
  gint64  cpu_updated, cpu_laid_out, cpu_painted;
  TrucoTablePage *page;
  guint   hand;      /* the hand of the last frame, and whether it was over */
  gboolean ended;
  guint   changing;  /* frames left to count as a hand's change */
  const char *change;
  GArray *steady;    /* double: the frames but those of a hand's change */
  GArray *steady_cpu;
  GArray *ms;        /* double */
  GArray *cpu_ms;    /* double: the thread's own CPU time, which the load of the machine does not stretch */
  GArray *slow;      /* Frame, the frames over 16 ms */
  gboolean recording;
  gboolean profiling;  /* inside a frame recorded (see FRAME_PROFILE_START) */
} Frames;

/* The CPU time this thread has used, in microseconds. */
static gint64
thread_cpu_time (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static void
before_paint_cb (GdkFrameClock *clock,
                 Frames        *frames)
{
  const TrucoTableShown *shown = truco_table_get_shown (truco_table_page_get_table (frames->page));

  if (frames->recording && !frames->profiling)
    {
      FRAME_PROFILE_START ();
      frames->profiling = TRUE;
    }
  frames->cpu_started = thread_cpu_time ();
  /* A hand that ends (every hand face up, the credits, the review) or
   * begins (the page made anew) is a change of page more than a frame of
   * an animation: its first two frames are counted apart. */
  if (shown->view.hand_number != frames->hand || shown->ended != frames->ended)
    {
      frames->changing = 2;
      frames->change = shown->ended ? "hand over" : "new hand";
    }
  else if (frames->changing > 0)
    frames->changing--;
  frames->hand = shown->view.hand_number;
  frames->ended = shown->ended;
  frames->started = g_get_monotonic_time ();
  frames->updated = frames->laid_out = frames->painted = frames->started;
  frames->cpu_updated = frames->cpu_laid_out = frames->cpu_painted = frames->cpu_started;
}

static void
update_cb (GdkFrameClock *clock,
           Frames        *frames)
{
  frames->updated = frames->laid_out = frames->painted = g_get_monotonic_time ();
  frames->cpu_updated = frames->cpu_laid_out = frames->cpu_painted = thread_cpu_time ();
}

static void
layout_cb (GdkFrameClock *clock,
           Frames        *frames)
{
  frames->laid_out = frames->painted = g_get_monotonic_time ();
  frames->cpu_laid_out = frames->cpu_painted = thread_cpu_time ();
}

static void
paint_cb (GdkFrameClock *clock,
          Frames        *frames)
{
  frames->painted = g_get_monotonic_time ();
  frames->cpu_painted = thread_cpu_time ();
}

static void
after_paint_cb (GdkFrameClock *clock,
                Frames        *frames)
{
  double ms, cpu;

  if (frames->profiling)
    {
      FRAME_PROFILE_STOP ();
      frames->profiling = FALSE;
    }
  if (!frames->recording || frames->started == 0)
    return;
  ms = (g_get_monotonic_time () - frames->started) / 1000.0;
  cpu = (thread_cpu_time () - frames->cpu_started) / 1000.0;
  g_array_append_val (frames->ms, ms);
  g_array_append_val (frames->cpu_ms, cpu);
  if (frames->changing == 0)
    {
      g_array_append_val (frames->steady, ms);
      g_array_append_val (frames->steady_cpu, cpu);
    }
  if (ms > 16)
    {
      Frame f = { ms, cpu,
                  (frames->updated - frames->started) / 1000.0,
                  (frames->laid_out - frames->updated) / 1000.0,
                  (frames->painted - frames->laid_out) / 1000.0,
                  (frames->cpu_updated - frames->cpu_started) / 1000.0,
                  (frames->cpu_laid_out - frames->cpu_updated) / 1000.0,
                  (frames->cpu_painted - frames->cpu_laid_out) / 1000.0,
                  frames->changing > 0 ? frames->change : "" };

      g_array_append_val (frames->slow, f);
    }
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static gboolean
done_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop for @ms milliseconds (waiting, not spinning: a busy
 * loop would take the CPU from the X server that shows the frames). */
static void
spin (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, done_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TrucoApplication) app = NULL;
  g_autoptr(GSettings) gsettings = NULL;
  g_autoptr(TrucoSettings) settings = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  GtkWindow *window;
  TrucoTablePage *page;
  GdkFrameClock *clock;
  Frames frames = { 0, 0, 0, 0, 0, 0, 0, 0, NULL, 0, FALSE, 0, "", g_array_new (FALSE, FALSE, sizeof (double)),
                    g_array_new (FALSE, FALSE, sizeof (double)),
                    g_array_new (FALSE, FALSE, sizeof (double)),
                    g_array_new (FALSE, FALSE, sizeof (double)),
                    g_array_new (FALSE, FALSE, sizeof (Frame)), FALSE, FALSE };
  guint plays = 0;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  app = truco_test_new_application ("io.github.truquero.Truquero.TableBench", RESOURCE_BASE);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  gsettings = g_settings_new (APPLICATION_ID);
  truco_test_reset_settings (gsettings);
  g_settings_set_string (gsettings, "variant", "ar");
  g_settings_set_string (gsettings, "table-speed", "quick");
  settings = truco_settings_new (gsettings);
  dir = g_dir_make_tmp ("truquero-bench-table-XXXXXX", NULL);
  path = g_build_filename (dir, "match.log", NULL);

  window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (window, 960, 720);
  page = TRUCO_TABLE_PAGE (truco_table_page_new ());
  truco_table_page_set_save_path (page, path);
  truco_table_page_set_seed (page, 3);
  gtk_window_set_child (window, GTK_WIDGET (page));
  gtk_window_present (window);
  while (!gtk_widget_get_mapped (GTK_WIDGET (page)))
    g_main_context_iteration (NULL, TRUE);
  truco_table_page_set_settings (page, settings);
  frames.page = page;
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  g_signal_connect (clock, "before-paint", G_CALLBACK (before_paint_cb), &frames);
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &frames);
  /* After the page's own handlers: each marks the end of its phase. */
  g_signal_connect_after (clock, "update", G_CALLBACK (update_cb), &frames);
  g_signal_connect_after (clock, "layout", G_CALLBACK (layout_cb), &frames);
  g_signal_connect_after (clock, "paint", G_CALLBACK (paint_cb), &frames);

  /* The learner plays the first card it may; the bots answer at their
   * pace, their cards sliding in and their calls in bubbles. */
  for (guint guard = 0; guard < 4000 && plays < 20; guard++)
    {
      TrucoTable *table = truco_table_page_get_table (page);
      TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
      guint n;

      if (truco_table_is_held (table))
        {
          truco_table_page_next_hand (page);
          continue;
        }
      n = truco_table_list_actions (table, actions);
      if (n == 0)
        {
          frames.recording = TRUE;
          spin (20);
          continue;
        }
      for (guint k = 0; k < n; k++)
        if (actions[k].kind == TRUCO_ACTION_PLAY)
          {
            actions[0] = actions[k];
            break;
          }
      truco_table_apply (table, &actions[0], NULL);
      frames.recording = TRUE;
      plays++;
      /* The slide: a little longer than it lasts. */
      spin (450);
    }
  frames.recording = FALSE;
  {
    /* How loaded the machine was: the wall-clock figures depend on it. */
    g_autofree char *loadavg = NULL;

    if (g_file_get_contents ("/proc/loadavg", &loadavg, NULL, NULL))
      printf ("%-52s %s", "load average (1, 5, 15 min) at the end", loadavg);
  }

  if (frames.ms->len == 0)
    printf ("table frames: no frame was drawn\n");
  else
    {
      double *ms = (double *) (gpointer) frames.ms->data;
      double *cpu = (double *) (gpointer) frames.cpu_ms->data;
      guint n = frames.ms->len;

      /* The slow frames first, in the order drawn, then the sorted figures. */
      for (guint i = 0; i < frames.slow->len; i++)
        {
          Frame *f = &g_array_index (frames.slow, Frame, i);

          printf ("%-52s slow frame %7.1f ms (CPU %6.1f): update %7.1f  layout %7.1f  paint %7.1f  after %7.1f"
                  "  (CPU: update %5.1f  layout %5.1f  paint %5.1f)  %s\n",
                  "", f->total, f->cpu, f->update, f->layout, f->paint,
                  f->total - f->update - f->layout - f->paint,
                  f->cpu_update, f->cpu_layout, f->cpu_paint, f->when);
        }
      qsort (ms, n, sizeof (double), compare_doubles);
      qsort (cpu, n, sizeof (double), compare_doubles);
      printf ("%-52s median %8.3f ms  p99 %8.3f ms  max %8.3f ms  (%u frames, %u plays; target p99 < 16 ms)\n",
              "table frames while cards slide and bubbles appear",
              ms[n / 2], ms[MIN (n - 1, (guint) (n * 0.99))], ms[n - 1], n, plays);
      printf ("%-52s p90 %8.3f ms, the five slowest:", "", ms[MIN (n - 1, (guint) (n * 0.9))]);
      for (guint i = n > 5 ? n - 5 : 0; i < n; i++)
        printf (" %.1f", ms[i]);
      printf (" ms\n");
      if (frames.steady->len > 0)
        {
          double *steady = (double *) (gpointer) frames.steady->data;
          guint m = frames.steady->len;

          double *steady_cpu = (double *) (gpointer) frames.steady_cpu->data;

          qsort (steady, m, sizeof (double), compare_doubles);
          qsort (steady_cpu, m, sizeof (double), compare_doubles);
          printf ("%-52s median %8.3f ms  p99 %8.3f ms  max %8.3f ms  (%u frames; CPU time: median %.3f ms, p99 %.3f ms)\n",
                  "the same but the first two frames of a hand's change",
                  steady[m / 2], steady[MIN (m - 1, (guint) (m * 0.99))], steady[m - 1], m,
                  steady_cpu[m / 2], steady_cpu[MIN (m - 1, (guint) (m * 0.99))]);
        }
      printf ("%-52s CPU time of the frames (the load of the machine does not stretch it): median %8.3f ms  p99 %8.3f ms  max %8.3f ms\n",
              "table frames' own CPU time", cpu[n / 2], cpu[MIN (n - 1, (guint) (n * 0.99))], cpu[n - 1]);
    }

  g_signal_handlers_disconnect_by_data (clock, &frames);
  gtk_window_destroy (window);
  truco_test_flush ();
  g_array_unref (frames.ms);
  g_array_unref (frames.slow);
  g_array_unref (frames.cpu_ms);
  g_array_unref (frames.steady);
  g_array_unref (frames.steady_cpu);
  {
    g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
    const char *name;

    while (d != NULL && (name = g_dir_read_name (d)) != NULL)
      {
        g_autofree char *file = g_build_filename (dir, name, NULL);

        g_remove (file);
      }
    g_rmdir (dir);
  }
  return EXIT_SUCCESS;
}
