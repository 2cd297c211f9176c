/* test-icons.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The application icons load through GdkPixbuf's SVG loader (the way GTK and
 * the shell load them), at the size the hicolor folder promises; the
 * symbolic icon is one colour, so that GTK can recolour it. */

#include <gdk-pixbuf/gdk-pixbuf.h>

typedef struct
{
  guint n_opaque;
  guint n_colours;          /* distinct opaque colours, counted up to 2 */
  guint32 first_colour;
  gboolean corners_clear;
} IconStats;

static GdkPixbuf *
load_icon (const char *folder,
           const char *name,
           int         expected_size)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  GdkPixbuf *pixbuf;

  path = g_test_build_filename (G_TEST_DIST, folder, "apps", name, NULL);
  pixbuf = gdk_pixbuf_new_from_file (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (pixbuf);
  g_assert_cmpint (gdk_pixbuf_get_width (pixbuf), ==, expected_size);
  g_assert_cmpint (gdk_pixbuf_get_height (pixbuf), ==, expected_size);
  g_assert_true (gdk_pixbuf_get_has_alpha (pixbuf));
  g_assert_cmpint (gdk_pixbuf_get_n_channels (pixbuf), ==, 4);

  return pixbuf;
}

static IconStats
measure (GdkPixbuf *pixbuf)
{
  IconStats stats = { 0, 0, 0, TRUE };
  const guint8 *pixels = gdk_pixbuf_read_pixels (pixbuf);
  int width = gdk_pixbuf_get_width (pixbuf);
  int height = gdk_pixbuf_get_height (pixbuf);
  int stride = gdk_pixbuf_get_rowstride (pixbuf);

  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        const guint8 *p = pixels + y * stride + x * 4;
        guint32 colour;

        if ((x == 0 || x == width - 1) && (y == 0 || y == height - 1) && p[3] != 0)
          stats.corners_clear = FALSE;

        /* Only fully covered pixels: the anti-aliased rim of a shape may
         * carry rounding noise in its colour. */
        if (p[3] != 255)
          continue;

        colour = ((guint32) p[0] << 16) | ((guint32) p[1] << 8) | p[2];
        if (stats.n_opaque == 0)
          {
            stats.first_colour = colour;
            stats.n_colours = 1;
          }
        else if (colour != stats.first_colour)
          stats.n_colours = 2;
        stats.n_opaque++;
      }

  return stats;
}

static void
test_scalable (void)
{
  g_autoptr(GdkPixbuf) pixbuf = load_icon ("scalable", "io.github.truquero.Truquero.svg", 128);
  IconStats stats = measure (pixbuf);

  /* Two cards: a good part of the canvas is covered, in several colours,
   * and the shape does not fill the square (GNOME icons have no square
   * background). */
  g_assert_cmpuint (stats.n_opaque, >, 128 * 128 / 3);
  g_assert_cmpuint (stats.n_opaque, <, 128 * 128 * 9 / 10);
  g_assert_cmpuint (stats.n_colours, ==, 2);
  g_assert_true (stats.corners_clear);
}

static void
test_symbolic (void)
{
  g_autoptr(GdkPixbuf) pixbuf = load_icon ("symbolic", "io.github.truquero.Truquero-symbolic.svg", 16);
  IconStats stats = measure (pixbuf);

  g_assert_cmpuint (stats.n_opaque, >, 16 * 16 / 4);
  g_assert_cmpuint (stats.n_colours, ==, 1);
  g_assert_true (stats.corners_clear);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/icons/scalable", test_scalable);
  g_test_add_func ("/icons/symbolic", test_symbolic);

  return g_test_run ();
}
