/* truco-card-sheet.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* truco-card-sheet OUTDIR: renders every card of the Spanish 40-card and
 * French 52-card decks, face up, plus the back of each pack, at three widths, in light
 * and dark style, to OUTDIR/cards-<spanish|french>-<light|dark>.png.
 * Pure cairo through truco_card_art_draw(): no display needed. */

#include "config.h"

#include <stdlib.h>
#include <glib.h>

#include "truco-card-art.h"

/* The small style, the full art where it starts, and large. */
static const double widths[] = { 48, 72, 180 };
#define GAP 12.0

static gboolean
render_sheet (const char *outdir,
              gboolean    spanish,
              gboolean    dark)
{
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;
  TrucoDeck deck = spanish ? TRUCO_DECK_SPANISH_40 : TRUCO_DECK_FRENCH_52;
  const TrucoCard *cards;
  guint n_cards;
  guint cols;
  double sheet_w = 0, sheet_h = GAP;
  double y;

  /* One row per suit, in the engine's deck order, and the back at the end
   * of the first row. */
  cards = truco_deck_get_cards (deck, &n_cards);
  cols = n_cards / 4 + 1;

  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    {
      sheet_w = MAX (sheet_w, GAP + cols * (widths[i] + GAP));
      sheet_h += 4 * (widths[i] * 1.5 + GAP) + GAP;
    }

  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) sheet_w, (int) sheet_h);
  cr = cairo_create (surface);
  /* libadwaita's window backgrounds. */
  if (dark)
    cairo_set_source_rgb (cr, 0x24 / 255.0, 0x24 / 255.0, 0x24 / 255.0);
  else
    cairo_set_source_rgb (cr, 0xfa / 255.0, 0xfa / 255.0, 0xfa / 255.0);
  cairo_paint (cr);

  y = GAP;
  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    {
      double cw = widths[w], ch = widths[w] * 1.5;

      for (guint row = 0; row < 4; row++)
        {
          for (guint col = 0; col < cols - 1; col++)
            {
              cairo_save (cr);
              cairo_translate (cr, GAP + col * (cw + GAP), y);
              truco_card_art_draw (cr, cards[row * (cols - 1) + col], TRUE, cw, ch, dark);
              cairo_restore (cr);
            }
          if (row == 0)
            {
              cairo_save (cr);
              cairo_translate (cr, GAP + (cols - 1) * (cw + GAP), y);
              truco_card_art_draw (cr, cards[0], FALSE, cw, ch, dark);
              cairo_restore (cr);
            }
          y += ch + GAP;
        }
      y += GAP;
    }

  cairo_destroy (cr);
  name = g_strdup_printf ("cards-%s-%s.png", spanish ? "spanish" : "french", dark ? "dark" : "light");
  path = g_build_filename (outdir, name, NULL);
  status = cairo_surface_write_to_png (surface, path);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_printerr ("Could not write %s: %s\n", path, cairo_status_to_string (status));
      return FALSE;
    }
  g_print ("%s\n", path);
  return TRUE;
}

int
main (int   argc,
      char *argv[])
{
  gboolean ok = TRUE;

  if (argc != 2)
    {
      g_printerr ("Usage: %s OUTDIR\n", argv[0]);
      return EXIT_FAILURE;
    }
  if (g_mkdir_with_parents (argv[1], 0755) != 0)
    {
      g_printerr ("Could not create %s\n", argv[1]);
      return EXIT_FAILURE;
    }

  for (guint deck = 0; deck < 2; deck++)
    for (guint dark = 0; dark < 2; dark++)
      ok &= render_sheet (argv[1], deck == 0, dark);

  return ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
