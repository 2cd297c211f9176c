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
  /* Not g_autofree: on an array it frees only the first element. */
  guchar *backs[G_N_ELEMENTS (decks)] = { NULL, };
  gsize back_len = 0;

  /* Every face-down card of one pack looks the same: the back tells
   * nothing but the pack. */
  for (guint d = 0; d < G_N_ELEMENTS (decks); d++)
    {
      const TrucoCard *cards;
      guint n_cards;

      cards = truco_deck_get_cards (decks[d], &n_cards);
      backs[d] = render (cards[0], FALSE, 100, FALSE, &back_len);
      for (guint i = 0; i < n_cards; i++)
        {
          g_autofree guchar *pixels = NULL;
          gsize len;

          pixels = render (cards[i], FALSE, 100, FALSE, &len);
          g_assert_cmpuint (len, ==, back_len);
          g_assert_true (memcmp (pixels, backs[d], len) == 0);
        }
    }

  /* The French back is its own (it carries the French suits)... */
  g_assert_true (memcmp (backs[0], backs[1], back_len) != 0);

  /* ...and an unknown card face down gets the Spanish back. */
  {
    g_autofree guchar *unknown = NULL;
    gsize len;

    unknown = render (TRUCO_CARD_NONE, FALSE, 100, FALSE, &len);
    g_assert_true (len == back_len && memcmp (unknown, backs[0], len) == 0);
  }
  for (guint d = 0; d < G_N_ELEMENTS (decks); d++)
    g_free (backs[d]);
}

/* Pixels of a card drawn on an opaque surface, for comparisons by region. */
typedef struct
{
  int     width;
  int     height;
  int     stride;
  guchar *data;
} Image;

static Image
draw_image (TrucoCard card,
            int       width)
{
  Image image = { width, width * 3 / 2, 0, NULL };
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, image.width, image.height);
  cairo_t *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  truco_card_art_draw (cr, card, TRUE, image.width, image.height, FALSE);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  image.stride = cairo_image_surface_get_stride (surface);
  image.data = g_memdup2 (cairo_image_surface_get_data (surface), (gsize) image.stride * image.height);
  cairo_surface_destroy (surface);

  return image;
}

static gboolean
is_ink (const Image *image,
        int          x,
        int          y)
{
  const guchar *p = image->data + y * image->stride + x * 4;

  /* Not paper: clearly darker or coloured. */
  return p[0] < 200 || p[1] < 200 || p[2] < 200;
}

static gboolean
pixels_differ (const Image *a,
               int          ax,
               int          ay,
               const Image *b,
               int          bx,
               int          by)
{
  const guchar *p = a->data + ay * a->stride + ax * 4;
  const guchar *q = b->data + by * b->stride + bx * 4;

  for (guint c = 0; c < 3; c++)
    if (ABS (p[c] - q[c]) > 48)
      return TRUE;
  return FALSE;
}

/* The share (0–1) of pixels in the region (fractions of the card) where two
 * drawings differ. */
static double
difference (const Image *a,
            const Image *b,
            double       x0,
            double       y0,
            double       x1,
            double       y1)
{
  guint differ = 0, total = 0;

  for (int y = y0 * a->height; y < y1 * a->height; y++)
    for (int x = x0 * a->width; x < x1 * a->width; x++, total++)
      differ += pixels_differ (a, x, y, b, x, y);

  return (double) differ / total;
}

/* In the small style the middle of a figure is not one frame for all:
 * the jack, the knight and the king of a suit differ there, not only by
 * their index (the knight and the king of coins once drew alike). */
static void
test_small_figures_keep_their_figure (void)
{
  for (TrucoSuit suit = TRUCO_SUIT_ESPADAS; suit <= TRUCO_SUIT_COPAS; suit++)
    {
      Image figures[3];
      guint ranks[3] = { 10, 11, 12 };

      for (guint i = 0; i < 3; i++)
        figures[i] = draw_image (TRUCO_CARD (suit, ranks[i]), 48);
      for (guint i = 0; i < 3; i++)
        for (guint j = 0; j < i; j++)
          {
            guint differ = 0;

            /* The middle, clear of both indices. */
            for (int y = figures[i].height * 0.3; y < figures[i].height * 0.7; y++)
              for (int x = figures[i].width * 0.25; x < figures[i].width * 0.75; x++)
                differ += pixels_differ (&figures[i], x, y, &figures[j], x, y);
            if (differ < 20)
              g_error ("At 48 px the %s and the %s look alike in the middle",
                       truco_card_get_name (TRUCO_CARD (suit, ranks[i])),
                       truco_card_get_name (TRUCO_CARD (suit, ranks[j])));
          }
      for (guint i = 0; i < 3; i++)
        g_free (figures[i].data);
    }
}

static void
test_small_style_balanced (void)
{
  const TrucoDeck decks[] = { TRUCO_DECK_SPANISH_40, TRUCO_DECK_FRENCH_52 };

  for (guint d = 0; d < G_N_ELEMENTS (decks); d++)
    {
      const TrucoCard *cards;
      guint n_cards;

      cards = truco_deck_get_cards (decks[d], &n_cards);
      for (guint i = 0; i < n_cards; i++)
        {
          Image image = draw_image (cards[i], 48);
          guint corner = 0, corner_differ = 0;

          /* The index in the top-left corner, and the same index upside
           * down in the bottom-right one. */
          for (int y = 2; y < image.height * 0.3; y++)
            for (int x = 2; x < image.width * 0.3; x++)
              {
                if (!is_ink (&image, x, y))
                  continue;
                corner++;
                corner_differ += pixels_differ (&image, x, y, &image,
                                                image.width - 1 - x, image.height - 1 - y);
              }
          g_assert_cmpuint (corner, >, 20);
          if (corner_differ * 5 > corner)
            g_error ("%s: the index is not repeated upside down in the bottom-right corner",
                     truco_card_get_name (cards[i]));

          /* An ace's suit stands in the middle of the card. */
          if (truco_card_get_rank (cards[i]) == 1)
            {
              double sx = 0, sy = 0;
              guint n = 0;

              for (int y = image.height * 0.2; y < image.height * 0.8; y++)
                for (int x = image.width * 0.3; x < image.width * 0.7; x++)
                  if (is_ink (&image, x, y))
                    {
                      sx += x;
                      sy += y;
                      n++;
                    }
              g_assert_cmpuint (n, >, 50);
              g_assert_cmpfloat (ABS (sx / n / image.width - 0.5), <, 0.05);
              g_assert_cmpfloat (ABS (sy / n / image.height - 0.5), <, 0.05);
            }
          g_free (image.data);
        }
    }
}

static void
test_seven_is_not_an_ace (void)
{
  const int widths[] = { 48, 60, 72, 100, 180 };

  /* The seven of swords beats nearly everything and the ace of swords
   * everything: a learner must tell them apart by more than the numeral.
   * Outside the corners that hold the numerals, the two differ widely. */
  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    for (TrucoSuit suit = TRUCO_SUIT_ESPADAS; suit <= TRUCO_SUIT_CLUBS; suit++)
      {
        Image ace = draw_image (TRUCO_CARD (suit, 1), widths[w]);
        Image seven = draw_image (TRUCO_CARD (suit, 7), widths[w]);
        double middle = difference (&ace, &seven, 0.3, 0.2, 0.7, 0.8);

        if (middle < 0.08)
          g_error ("At %d px the seven and the ace of %s differ in only %.0f %% of the middle",
                   widths[w], truco_suit_get_letter (suit), middle * 100);
        g_free (ace.data);
        g_free (seven.data);
      }
}

static void
test_french_figures_distinct (void)
{
  /* The jack, the queen and the king are three different people: their
   * figures differ widely, not only by the letter in the corner. */
  for (TrucoSuit suit = TRUCO_SUIT_SPADES; suit <= TRUCO_SUIT_CLUBS; suit++)
    {
      Image figures[3];

      for (guint r = 0; r < 3; r++)
        figures[r] = draw_image (TRUCO_CARD (suit, 11 + r), 100);
      for (guint a = 0; a < 3; a++)
        for (guint b = a + 1; b < 3; b++)
          {
            double middle = difference (&figures[a], &figures[b], 0.25, 0.08, 0.75, 0.5);

            if (middle < 0.3)
              g_error ("The %s and the %s look alike: %.0f %% of the figure differs",
                       truco_card_get_name (TRUCO_CARD (suit, 11 + a)),
                       truco_card_get_name (TRUCO_CARD (suit, 11 + b)), middle * 100);
          }
      for (guint r = 0; r < 3; r++)
        g_free (figures[r].data);
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
  g_test_add_func ("/card-art/small-style-balanced", test_small_style_balanced);
  g_test_add_func ("/card-art/small-figures-keep-their-figure", test_small_figures_keep_their_figure);
  g_test_add_func ("/card-art/seven-is-not-an-ace", test_seven_is_not_an_ace);
  g_test_add_func ("/card-art/french-figures-distinct", test_french_figures_distinct);
  g_test_add_func ("/card-art/dark-style", test_dark_style_changes_border);
  g_test_add_func ("/card-art/every-size", test_every_size);
  g_test_add_func ("/card-art/empty-place", test_empty_place);

  return g_test_run ();
}
