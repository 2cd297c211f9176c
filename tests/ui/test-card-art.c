/* test-card-art.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The card art draws every card of both decks, needs no display, and gives
 * each card of a deck its own picture. */

#include "config.h"

#include <string.h>
#include <glib.h>

#include "truco-card-art.h"

typedef struct
{
  TrucoCard  card;
  guchar    *pixels;
} Picture;

/* Draws @card into a fresh image surface and returns a copy of its pixels. */
static guchar *
render (TrucoCard  card,
        gboolean   face_up,
        int        width,
        gboolean   dark,
        gsize     *out_len)
{
  int height = width * 3 / 2;
  cairo_surface_t *surface;
  cairo_t *cr;
  guchar *pixels;
  gsize len;
  guint painted = 0;
  int stride;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (surface);
  truco_card_art_draw (cr, card, face_up, width, height, dark);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);

  stride = cairo_image_surface_get_stride (surface);
  len = (gsize) stride * height;
  pixels = g_memdup2 (cairo_image_surface_get_data (surface), len);
  cairo_surface_destroy (surface);

  /* The card covers the surface: most pixels are opaque, and the middle
   * one (inside the paper) certainly is. */
  for (gsize i = 3; i < len; i += 4)
    painted += pixels[i] == 0xff;
  g_assert_cmpuint (painted, >, len / 4 * 9 / 10);
  g_assert_cmpuint (pixels[(height / 2) * stride + (width / 2) * 4 + 3], ==, 0xff);

  *out_len = len;
  return pixels;
}

static void
check_deck_distinct (TrucoDeck deck,
                     int       width,
                     gboolean  dark)
{
  const TrucoCard *cards;
  guint n_cards;
  g_autofree Picture *pictures = NULL;
  g_autofree guchar *back = NULL;
  gsize len = 0, back_len = 0;

  cards = truco_deck_get_cards (deck, &n_cards);
  g_assert_cmpuint (n_cards, >, 0);
  pictures = g_new0 (Picture, n_cards);
  back = render (cards[0], FALSE, width, dark, &back_len);

  for (guint i = 0; i < n_cards; i++)
    {
      pictures[i].card = cards[i];
      pictures[i].pixels = render (cards[i], TRUE, width, dark, &len);
      g_assert_cmpuint (len, ==, back_len);
      if (memcmp (pictures[i].pixels, back, len) == 0)
        g_error ("%s looks like the back of a card", truco_card_get_name (cards[i]));

      for (guint j = 0; j < i; j++)
        if (memcmp (pictures[i].pixels, pictures[j].pixels, len) == 0)
          g_error ("%s and %s are drawn alike at %d px",
                   truco_card_get_name (cards[i]), truco_card_get_name (cards[j]), width);
    }

  for (guint i = 0; i < n_cards; i++)
    g_free (pictures[i].pixels);
}

static void
test_spanish_distinct (void)
{
  /* 100 px: the full layout; 48 px: the simplified face. */
  check_deck_distinct (TRUCO_DECK_SPANISH_40, 100, FALSE);
  check_deck_distinct (TRUCO_DECK_SPANISH_40, 48, FALSE);
  check_deck_distinct (TRUCO_DECK_SPANISH_40, 100, TRUE);
}

static void
test_french_distinct (void)
{
  check_deck_distinct (TRUCO_DECK_FRENCH_52, 100, FALSE);
  check_deck_distinct (TRUCO_DECK_FRENCH_52, 48, FALSE);
  check_deck_distinct (TRUCO_DECK_FRENCH_52, 100, TRUE);
}

static void
test_back_hides_the_card (void)
{
  const TrucoDeck decks[] = { TRUCO_DECK_SPANISH_40, TRUCO_DECK_FRENCH_52 };
  g_autofree guchar *first = NULL;
  gsize first_len;

  /* Every face-down card looks the same: the back tells nothing. */
  first = render (TRUCO_CARD (TRUCO_SUIT_ESPADAS, 1), FALSE, 100, FALSE, &first_len);
  {
    /* An unknown card (an opponent's) face down is the same back. */
    g_autofree guchar *unknown = NULL;
    gsize len;

    unknown = render (TRUCO_CARD_NONE, FALSE, 100, FALSE, &len);
    g_assert_true (len == first_len && memcmp (unknown, first, len) == 0);
  }
  for (guint d = 0; d < G_N_ELEMENTS (decks); d++)
    {
      const TrucoCard *cards;
      guint n_cards;

      cards = truco_deck_get_cards (decks[d], &n_cards);
      for (guint i = 0; i < n_cards; i++)
        {
          g_autofree guchar *pixels = NULL;
          gsize len;

          pixels = render (cards[i], FALSE, 100, FALSE, &len);
          g_assert_cmpuint (len, ==, first_len);
          g_assert_true (memcmp (pixels, first, len) == 0);
        }
    }
}

static void
test_dark_style_changes_border (void)
{
  TrucoCard card = TRUCO_CARD (TRUCO_SUIT_OROS, 7);
  g_autofree guchar *light = NULL;
  g_autofree guchar *dark = NULL;
  gsize light_len, dark_len;

  light = render (card, TRUE, 100, FALSE, &light_len);
  dark = render (card, TRUE, 100, TRUE, &dark_len);
  g_assert_cmpuint (light_len, ==, dark_len);
  g_assert_true (memcmp (light, dark, light_len) != 0);
}

static void
test_every_size (void)
{
  const TrucoCard *cards;
  guint n_cards;

  /* Every width the widget allows, for a few cards of each kind. */
  cards = truco_deck_get_cards (TRUCO_DECK_SPANISH_40, &n_cards);
  for (int width = 48; width <= 200; width += 8)
    for (guint i = 0; i < n_cards; i += 7)
      {
        g_autofree guchar *pixels = NULL;
        gsize len;

        pixels = render (cards[i], TRUE, width, FALSE, &len);
        g_assert_cmpuint (len, >=, (gsize) width * 4 * (width * 3 / 2));
      }
}

static void
test_empty_place (void)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  guchar *data;
  int stride;

  /* No card: a translucent place holder, not paper. */
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 100, 150);
  cr = cairo_create (surface);
  truco_card_art_draw (cr, TRUCO_CARD_NONE, TRUE, 100, 150, FALSE);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  g_assert_cmpuint (data[75 * stride + 50 * 4 + 3], >, 0);
  g_assert_cmpuint (data[75 * stride + 50 * 4 + 3], <, 0x40);
  cairo_surface_destroy (surface);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/card-art/spanish-distinct", test_spanish_distinct);
  g_test_add_func ("/card-art/french-distinct", test_french_distinct);
  g_test_add_func ("/card-art/back-hides-the-card", test_back_hides_the_card);
  g_test_add_func ("/card-art/dark-style", test_dark_style_changes_border);
  g_test_add_func ("/card-art/every-size", test_every_size);
  g_test_add_func ("/card-art/empty-place", test_empty_place);

  return g_test_run ();
}
