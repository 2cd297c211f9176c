/* truco-card-art.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The project's own playing-card art, drawn with cairo paths so that it is
 * crisp at every size and needs no image loader.
 *
 * Everything is drawn in "card units": a face is 100 units wide and 150 high,
 * scaled to the requested size.  A suit symbol is drawn in its own unit box
 * (-0.5..0.5 high) and scaled to the size it needs.  The suit is carried by
 * the shape (a coin, a goblet, a straight sword, a knotty club; spade, heart,
 * diamond, club); colour only helps. */

#include "config.h"

#include <math.h>
#include <string.h>
#include <pango/pangocairo.h>

#include "truco-card-art.h"

#define CARD_W 100.0
#define CARD_H 150.0

#define INK      0x3d3846  /* outlines of figures */
#define SKIN     0xf6d0a8
#define HAIR     0x63452c
#define GOLD     0xf5c211
#define GOLD_DK  0x9a6700
#define WHITE    0xffffff
#define BOOT     0x3d3846

typedef struct
{
  guint32 main;   /* the symbol and the figures' clothes */
  guint32 dark;   /* outlines and the index */
  guint32 light;  /* a second fill */
} Palette;

static const Palette palettes[] = {
  [TRUCO_SUIT_ESPADAS]  = { 0x1c71d8, 0x0d3b80, 0xc4daf5 },
  [TRUCO_SUIT_BASTOS]   = { 0xa0612a, 0x4f2d0e, 0x3f8f2e },
  [TRUCO_SUIT_OROS]     = { 0xf2b90f, 0x865400, 0xfce58a },
  [TRUCO_SUIT_COPAS]    = { 0xd02c2c, 0x7a1010, 0xf7b0b0 },
  [TRUCO_SUIT_SPADES]   = { 0x241f31, 0x241f31, 0x1c71d8 },
  [TRUCO_SUIT_HEARTS]   = { 0xc01c28, 0xc01c28, 0xf5c211 },
  [TRUCO_SUIT_DIAMONDS] = { 0xc01c28, 0xc01c28, 0xf5c211 },
  [TRUCO_SUIT_CLUBS]    = { 0x241f31, 0x241f31, 0x1c71d8 },
};

static gboolean
suit_is_spanish (TrucoSuit suit)
{
  return suit <= TRUCO_SUIT_COPAS;
}

static gboolean
card_is_figure (TrucoCard card)
{
  return truco_card_get_rank (card) >= (suit_is_spanish (truco_card_get_suit (card)) ? 10 : 11);
}

/* Drawing helpers */

static void
set_hex (cairo_t *cr,
         guint32  rgb)
{
  cairo_set_source_rgb (cr,
                        ((rgb >> 16) & 0xff) / 255.0,
                        ((rgb >> 8) & 0xff) / 255.0,
                        (rgb & 0xff) / 255.0);
}

/* A pale wash of @rgb on the paper. */
static void
set_tint (cairo_t *cr,
          guint32  rgb)
{
  cairo_set_source_rgba (cr,
                         ((rgb >> 16) & 0xff) / 255.0,
                         ((rgb >> 8) & 0xff) / 255.0,
                         (rgb & 0xff) / 255.0,
                         0.18);
}

/**
 * truco_card_art_rounded_rect:
 * @cr: a cairo context
 * @x: the left edge
 * @y: the top edge
 * @w: the width
 * @h: the height
 * @r: the corner radius
 *
 * Adds a closed sub-path: the rectangle with rounded corners.
 */
void
truco_card_art_rounded_rect (cairo_t *cr,
                             double   x,
                             double   y,
                             double   w,
                             double   h,
                             double   r)
                             {
                             cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

static void
ellipse (cairo_t *cr,
         double   cx,
         double   cy,
         double   rx,
         double   ry)
{
  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_scale (cr, rx, ry);
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
}

static void
fill_stroke (cairo_t *cr,
             guint32  fill,
             guint32  line,
             double   line_width)
{
  set_hex (cr, fill);
  cairo_fill_preserve (cr);
  set_hex (cr, line);
  cairo_set_line_width (cr, line_width);
  cairo_stroke (cr);
}

/* A limb (arm, leg, stem): a thick round-capped line with an outline. */
static void
limb (cairo_t *cr,
      double   x1,
      double   y1,
      double   x2,
      double   y2,
      double   width,
      guint32  fill)
{
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_move_to (cr, x1, y1);
  cairo_line_to (cr, x2, y2);
  set_hex (cr, INK);
  cairo_set_line_width (cr, width + 1.4);
  cairo_stroke_preserve (cr);
  set_hex (cr, fill);
  cairo_set_line_width (cr, width);
  cairo_stroke (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
}

/* Suit symbols, each in a box from -0.5 to 0.5 high, centred on 0,0 */

static void
symbol_coin (cairo_t       *cr,
             const Palette *p)
{
  cairo_new_path (cr);
  cairo_arc (cr, 0, 0, 0.46, 0, 2 * G_PI);
  fill_stroke (cr, p->main, p->dark, 0.05);
  cairo_arc (cr, 0, 0, 0.30, 0, 2 * G_PI);
  fill_stroke (cr, p->light, p->dark, 0.04);
  for (guint i = 0; i < 8; i++)
    {
      double a = i * G_PI / 4 + G_PI / 8;

      cairo_new_sub_path (cr);
      cairo_arc (cr, 0.38 * cos (a), 0.38 * sin (a), 0.035, 0, 2 * G_PI);
    }
  set_hex (cr, p->dark);
  cairo_fill (cr);
  /* A four-petalled rosette in the middle. */
  for (guint i = 0; i < 4; i++)
    {
      double a = i * G_PI / 2;

      ellipse (cr, 0.11 * cos (a), 0.11 * sin (a), 0.075, 0.075);
    }
  fill_stroke (cr, p->main, p->dark, 0.03);
  cairo_arc (cr, 0, 0, 0.05, 0, 2 * G_PI);
  set_hex (cr, p->dark);
  cairo_fill (cr);
}

static void
symbol_cup (cairo_t       *cr,
            const Palette *p)
{
  /* The bowl, stem and foot as one outline. */
  cairo_new_path (cr);
  cairo_move_to (cr, -0.34, -0.40);
  cairo_curve_to (cr, -0.35, -0.12, -0.22, 0.04, -0.07, 0.08);
  cairo_line_to (cr, -0.05, 0.28);
  cairo_curve_to (cr, -0.10, 0.35, -0.27, 0.38, -0.28, 0.47);
  cairo_line_to (cr, 0.28, 0.47);
  cairo_curve_to (cr, 0.27, 0.38, 0.10, 0.35, 0.05, 0.28);
  cairo_line_to (cr, 0.07, 0.08);
  cairo_curve_to (cr, 0.22, 0.04, 0.35, -0.12, 0.34, -0.40);
  cairo_close_path (cr);
  fill_stroke (cr, p->main, p->dark, 0.045);
  /* A band round the bowl and a knot on the stem. */
  cairo_move_to (cr, -0.30, -0.18);
  cairo_curve_to (cr, -0.10, -0.12, 0.10, -0.12, 0.30, -0.18);
  set_hex (cr, GOLD);
  cairo_set_line_width (cr, 0.06);
  cairo_stroke (cr);
  ellipse (cr, 0, 0.18, 0.11, 0.05);
  fill_stroke (cr, GOLD, p->dark, 0.03);
  /* The open rim. */
  ellipse (cr, 0, -0.40, 0.34, 0.08);
  fill_stroke (cr, p->light, p->dark, 0.04);
}

static void
symbol_sword (cairo_t       *cr,
              const Palette *p)
{
  /* A straight blade, point up. */
  cairo_new_path (cr);
  cairo_move_to (cr, 0, -0.5);
  cairo_line_to (cr, 0.065, -0.38);
  cairo_line_to (cr, 0.065, 0.17);
  cairo_line_to (cr, -0.065, 0.17);
  cairo_line_to (cr, -0.065, -0.38);
  cairo_close_path (cr);
  fill_stroke (cr, p->light, p->dark, 0.035);
  cairo_move_to (cr, 0, -0.38);
  cairo_line_to (cr, 0, 0.14);
  set_hex (cr, p->dark);
  cairo_set_line_width (cr, 0.02);
  cairo_stroke (cr);
  /* Grip and pommel. */
  truco_card_art_rounded_rect (cr, -0.045, 0.2, 0.09, 0.22, 0.02);
  fill_stroke (cr, p->main, p->dark, 0.03);
  cairo_new_path (cr);
  cairo_arc (cr, 0, 0.45, 0.05, 0, 2 * G_PI);
  fill_stroke (cr, p->main, p->dark, 0.03);
  /* The cross-guard with rounded quillons. */
  truco_card_art_rounded_rect (cr, -0.24, 0.16, 0.48, 0.06, 0.03);
  fill_stroke (cr, p->main, p->dark, 0.03);
}

static void
symbol_club (cairo_t       *cr,
             const Palette *p)
{
  static const double knots[][3] = {
    /* x, y, angle */
    {  0.11, -0.22, -0.6 },
    { -0.11,  0.00,  0.7 },
    {  0.09,  0.20, -0.5 },
  };

  /* Lopped branches (knots) behind the body. */
  for (guint i = 0; i < G_N_ELEMENTS (knots); i++)
    {
      cairo_save (cr);
      cairo_translate (cr, knots[i][0], knots[i][1]);
      cairo_rotate (cr, knots[i][2]);
      cairo_new_path (cr);
      truco_card_art_rounded_rect (cr, knots[i][0] > 0 ? 0 : -0.13, -0.035, 0.13, 0.07, 0.03);
      cairo_restore (cr);
      fill_stroke (cr, p->main, p->dark, 0.035);
    }
  /* The tapered, slightly bent cudgel. */
  cairo_new_path (cr);
  cairo_move_to (cr, -0.13, -0.37);
  cairo_curve_to (cr, -0.13, -0.52, 0.13, -0.52, 0.13, -0.37);
  cairo_curve_to (cr, 0.12, -0.05, 0.07, 0.25, 0.06, 0.44);
  cairo_curve_to (cr, 0.06, 0.51, -0.06, 0.51, -0.06, 0.44);
  cairo_curve_to (cr, -0.07, 0.25, -0.12, -0.05, -0.13, -0.37);
  cairo_close_path (cr);
  fill_stroke (cr, p->main, p->dark, 0.04);
  /* Knot rings and the grain. */
  ellipse (cr, -0.03, -0.30, 0.035, 0.05);
  ellipse (cr, 0.03, 0.08, 0.03, 0.045);
  set_hex (cr, p->dark);
  cairo_fill (cr);
  cairo_move_to (cr, 0.04, -0.42);
  cairo_curve_to (cr, 0.06, -0.2, 0.0, 0.1, 0.0, 0.4);
  cairo_set_line_width (cr, 0.02);
  cairo_stroke (cr);
  /* A green shoot on the top knot. */
  cairo_save (cr);
  cairo_translate (cr, 0.23, -0.31);
  cairo_rotate (cr, -1.0);
  ellipse (cr, 0, 0, 0.08, 0.035);
  cairo_restore (cr);
  fill_stroke (cr, p->light, p->dark, 0.02);
}

static void
symbol_spade (cairo_t       *cr,
              const Palette *p)
{
  cairo_new_path (cr);
  cairo_move_to (cr, 0, -0.48);
  cairo_curve_to (cr, 0.15, -0.30, 0.47, -0.14, 0.47, 0.09);
  cairo_curve_to (cr, 0.47, 0.31, 0.19, 0.36, 0.05, 0.21);
  cairo_curve_to (cr, 0.07, 0.35, 0.12, 0.43, 0.19, 0.48);
  cairo_line_to (cr, -0.19, 0.48);
  cairo_curve_to (cr, -0.12, 0.43, -0.07, 0.35, -0.05, 0.21);
  cairo_curve_to (cr, -0.19, 0.36, -0.47, 0.31, -0.47, 0.09);
  cairo_curve_to (cr, -0.47, -0.14, -0.15, -0.30, 0, -0.48);
  cairo_close_path (cr);
  set_hex (cr, p->main);
  cairo_fill (cr);
}

static void
symbol_heart (cairo_t       *cr,
              const Palette *p)
{
  cairo_new_path (cr);
  cairo_move_to (cr, 0, 0.46);
  cairo_curve_to (cr, -0.15, 0.30, -0.48, 0.10, -0.48, -0.15);
  cairo_curve_to (cr, -0.48, -0.40, -0.18, -0.50, 0, -0.27);
  cairo_curve_to (cr, 0.18, -0.50, 0.48, -0.40, 0.48, -0.15);
  cairo_curve_to (cr, 0.48, 0.10, 0.15, 0.30, 0, 0.46);
  cairo_close_path (cr);
  set_hex (cr, p->main);
  cairo_fill (cr);
}

static void
symbol_diamond (cairo_t       *cr,
                const Palette *p)
{
  cairo_new_path (cr);
  cairo_move_to (cr, 0, -0.5);
  cairo_curve_to (cr, 0.10, -0.32, 0.22, -0.16, 0.37, 0);
  cairo_curve_to (cr, 0.22, 0.16, 0.10, 0.32, 0, 0.5);
  cairo_curve_to (cr, -0.10, 0.32, -0.22, 0.16, -0.37, 0);
  cairo_curve_to (cr, -0.22, -0.16, -0.10, -0.32, 0, -0.5);
  cairo_close_path (cr);
  set_hex (cr, p->main);
  cairo_fill (cr);
}

static void
symbol_french_club (cairo_t       *cr,
                    const Palette *p)
{
  /* Filled one part at a time: the parts overlap and wind differently. */
  set_hex (cr, p->main);
  cairo_new_path (cr);
  cairo_arc (cr, 0, -0.26, 0.20, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_arc (cr, -0.25, 0.08, 0.20, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_arc (cr, 0.25, 0.08, 0.20, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_arc (cr, 0, 0.0, 0.14, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_move_to (cr, -0.04, 0.0);
  cairo_curve_to (cr, -0.05, 0.25, -0.10, 0.42, -0.19, 0.48);
  cairo_line_to (cr, 0.19, 0.48);
  cairo_curve_to (cr, 0.10, 0.42, 0.05, 0.25, 0.04, 0.0);
  cairo_close_path (cr);
  cairo_fill (cr);
}

/* The width of a symbol relative to its height, for layouts. */
static gboolean
symbol_is_long (TrucoSuit suit)
{
  return suit == TRUCO_SUIT_ESPADAS || suit == TRUCO_SUIT_BASTOS;
}

static void
draw_symbol (cairo_t   *cr,
             TrucoSuit  suit,
             double     x,
             double     y,
             double     size,
             double     angle)
{
  const Palette *p = &palettes[suit];

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_rotate (cr, angle);
  cairo_scale (cr, size, size);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  switch (suit)
    {
    case TRUCO_SUIT_OROS:
      symbol_coin (cr, p);
      break;
    case TRUCO_SUIT_COPAS:
      symbol_cup (cr, p);
      break;
    case TRUCO_SUIT_ESPADAS:
      symbol_sword (cr, p);
      break;
    case TRUCO_SUIT_BASTOS:
      symbol_club (cr, p);
      break;
    case TRUCO_SUIT_SPADES:
      symbol_spade (cr, p);
      break;
    case TRUCO_SUIT_HEARTS:
      symbol_heart (cr, p);
      break;
    case TRUCO_SUIT_DIAMONDS:
      symbol_diamond (cr, p);
      break;
    case TRUCO_SUIT_CLUBS:
      symbol_french_club (cr, p);
      break;
    default:
      g_assert_not_reached ();
    }
  cairo_restore (cr);
}

/**
 * truco_card_art_draw_suit:
 * @cr: a cairo context
 * @suit: a suit of either deck
 * @x: the centre of the symbol
 * @y: the centre of the symbol
 * @size: the height of the symbol, in user units
 *
 * Draws the suit symbol alone, as on the cards (for legends and icons).
 */
void
truco_card_art_draw_suit (cairo_t   *cr,
                          TrucoSuit  suit,
                          double     x,
                          double     y,
                          double     size)
{
  g_return_if_fail (cr != NULL);
  g_return_if_fail (suit <= TRUCO_SUIT_CLUBS);

  draw_symbol (cr, suit, x, y, size, 0);
}

/* The corner index: the rank and, below it, the suit */

static void
rank_label (TrucoCard  card,
            char      *buf,
            gsize      len)
{
  guint rank = truco_card_get_rank (card);

  if (!suit_is_spanish (truco_card_get_suit (card)))
    {
      /* The notation of the engine (truco-card.h): not translated. */
      static const char *letters[] = { NULL, "A", NULL, NULL, NULL, NULL, NULL, NULL, NULL,
                                       NULL, NULL, "J", "Q", "K" };

      if (letters[rank] != NULL)
        {
          g_strlcpy (buf, letters[rank], len);
          return;
        }
    }
  g_snprintf (buf, len, "%u", rank);
}

/* Draws @text horizontally centred on @cx with the top of its ink at @top;
 * returns the ink height. */
static double
draw_text (cairo_t    *cr,
           const char *text,
           double      cx,
           double      top,
           double      size,
           guint32     color)
{
  g_autoptr(PangoLayout) layout = pango_cairo_create_layout (cr);
  PangoFontDescription *desc;
  PangoRectangle ink;

  desc = pango_font_description_from_string ("Sans Bold");
  pango_font_description_set_absolute_size (desc, size * PANGO_SCALE);
  if (strlen (text) > 1)
    pango_font_description_set_stretch (desc, PANGO_STRETCH_CONDENSED);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_extents (layout, &ink, NULL);

  cairo_move_to (cr,
                 cx - (ink.x + ink.width / 2.0) / PANGO_SCALE,
                 top - (double) ink.y / PANGO_SCALE);
  set_hex (cr, color);
  pango_cairo_show_layout (cr, layout);

  return (double) ink.height / PANGO_SCALE;
}

static void
draw_index (cairo_t   *cr,
            TrucoCard  card,
            double     cx,
            double     top,
            double     font_size,
            double     suit_size)
{
  TrucoSuit suit = truco_card_get_suit (card);
  char label[4];
  double h;

  rank_label (card, label, sizeof label);
  h = draw_text (cr, label, cx, top, font_size, palettes[suit].dark);
  /* A 6 and a 9 are underlined, as on real decks: upside down in the
   * other corner, a bare 6 reads as a 9. */
  if (g_str_equal (label, "6") || g_str_equal (label, "9"))
    {
      double half = font_size * 0.3;
      double y = top + h + font_size * 0.14;

      set_hex (cr, palettes[suit].dark);
      cairo_set_line_width (cr, MAX (1.0, font_size * 0.09));
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_move_to (cr, cx - half, y);
      cairo_line_to (cr, cx + half, y);
      cairo_stroke (cr);
      h += font_size * 0.2;
    }
  /* Swords and clubs are slender: a taller symbol reads as well as a coin. */
  if (symbol_is_long (suit))
    suit_size *= 1.35;
  draw_symbol (cr, suit, cx, top + h + suit_size * 0.15 + suit_size / 2, suit_size, 0);
}

/* Pip layouts */

typedef struct
{
  double x, y, size, angle;
} Pip;

/* Oros and copas stand in columns, as on the Spanish deck. */
static guint
layout_round_pips (guint  rank,
                   Pip   *pips)
{
  static const double pos[8][7][2] = {
    [1] = { { 50, 75 } },
    [2] = { { 50, 42 }, { 50, 108 } },
    [3] = { { 50, 34 }, { 50, 75 }, { 50, 116 } },
    [4] = { { 35, 42 }, { 65, 42 }, { 35, 108 }, { 65, 108 } },
    [5] = { { 35, 40 }, { 65, 40 }, { 50, 75 }, { 35, 110 }, { 65, 110 } },
    [6] = { { 35, 33 }, { 65, 33 }, { 35, 75 }, { 65, 75 }, { 35, 117 }, { 65, 117 } },
    [7] = { { 35, 31 }, { 65, 31 }, { 50, 53 }, { 35, 75 }, { 65, 75 }, { 35, 119 },
            { 65, 119 } },
  };
  double size = rank == 1 ? 62 : rank <= 3 ? 30 : rank <= 5 ? 27 : 23;

  for (guint i = 0; i < rank; i++)
    pips[i] = (Pip) { pos[rank][i][0], pos[rank][i][1], size, 0 };

  return rank;
}

/* Espadas and bastos cross and lean, as on the Spanish deck: two make an
 * X, three an X with one upright, more stand in two leaning columns with
 * the odd one upright between them. */
static guint
layout_long_pips (TrucoSuit  suit,
                  guint      rank,
                  Pip       *pips)
{
  const double lean = 14 * G_PI / 180;
  guint n = 0;
  guint k;

  if (rank == 1)
    {
      pips[0] = (Pip) { 50, 75, suit == TRUCO_SUIT_ESPADAS ? 112 : 104,
                        suit == TRUCO_SUIT_ESPADAS ? 0 : -8 * G_PI / 180 };
      return 1;
    }
  if (rank <= 3)
    {
      double cross = 30 * G_PI / 180;

      pips[n++] = (Pip) { 50, 75, 88, -cross };
      if (rank == 3)
        pips[n++] = (Pip) { 50, 75, 92, 0 };
      pips[n++] = (Pip) { 50, 75, 88, cross };
      return n;
    }

  k = rank / 2;
  for (guint i = 0; i < k; i++)
    {
      double y = k == 2 ? (i == 0 ? 45 : 105) : 33 + 42 * i;
      double size = k == 2 ? 54 : 41;

      pips[n++] = (Pip) { 32, y, size, lean };
      pips[n++] = (Pip) { 68, y, size, -lean };
    }
  if (rank % 2 == 1)
    pips[n++] = k == 2 ? (Pip) { 50, 75, 58, 0 } : (Pip) { 50, 54, 34, 0 };

  return n;
}

/* The French deck's classic layouts; the lower half stands upside down. */
static guint
layout_french_pips (guint  rank,
                    Pip   *pips)
{
  const double l = 33, c = 50, r = 67;
  const double top = 27, bottom = 123, mid = 75;
  const double q1 = top + (bottom - top) / 3, q2 = top + 2 * (bottom - top) / 3;
  guint n = 0;

#define ADD(px, py) pips[n++] = (Pip) { (px), (py), 21, (py) > mid + 1 ? G_PI : 0 }
  if (rank == 1)
    {
      pips[n++] = (Pip) { c, mid, 54, 0 };
      return n;
    }
  if (rank <= 3)
    {
      ADD (c, top);
      ADD (c, bottom);
      if (rank == 3)
        ADD (c, mid);
      return n;
    }
  if (rank <= 8)
    {
      ADD (l, top); ADD (r, top); ADD (l, bottom); ADD (r, bottom);
      if (rank == 5)
        ADD (c, mid);
      if (rank >= 6)
        {
          ADD (l, mid);
          ADD (r, mid);
        }
      if (rank >= 7)
        ADD (c, (top + mid) / 2);
      if (rank == 8)
        ADD (c, (mid + bottom) / 2);
      return n;
    }
  /* 9 and 10: two columns of four. */
  ADD (l, top); ADD (l, q1); ADD (l, q2); ADD (l, bottom);
  ADD (r, top); ADD (r, q1); ADD (r, q2); ADD (r, bottom);
  if (rank == 9)
    ADD (c, mid);
  else
    {
      ADD (c, (top + q1) / 2);
      ADD (c, (q2 + bottom) / 2);
    }
#undef ADD
  return n;
}

static void
draw_pips (cairo_t   *cr,
           TrucoCard  card)
{
  TrucoSuit suit = truco_card_get_suit (card);
  guint rank = truco_card_get_rank (card);
  Pip pips[10];
  guint n;

  if (!suit_is_spanish (suit))
    n = layout_french_pips (rank, pips);
  else if (symbol_is_long (suit))
    n = layout_long_pips (suit, rank, pips);
  else
    n = layout_round_pips (rank, pips);

  for (guint i = 0; i < n; i++)
    draw_symbol (cr, suit, pips[i].x, pips[i].y, pips[i].size, pips[i].angle);
}

/* Figures.  Each is drawn in a box 60 units wide (x -30..30) and 130 high
 * (y 0..130), standing on y = 126. */

/* Draws the suit symbol held in a hand at hx, hy. */
static void
held_symbol (cairo_t   *cr,
             TrucoSuit  suit,
             double     hx,
             double     hy,
             double     scale)
{
  switch (suit)
    {
    case TRUCO_SUIT_ESPADAS:
      draw_symbol (cr, suit, hx, hy - 0.31 * 46 * scale, 46 * scale, 0);
      break;
    case TRUCO_SUIT_BASTOS:
      draw_symbol (cr, suit, hx, hy - 0.28 * 44 * scale, 44 * scale, 0);
      break;
    case TRUCO_SUIT_OROS:
      draw_symbol (cr, suit, hx, hy - 0.42 * 20 * scale, 20 * scale, 0);
      break;
    case TRUCO_SUIT_COPAS:
      draw_symbol (cr, suit, hx, hy - 0.40 * 22 * scale, 22 * scale, 0);
      break;
    case TRUCO_SUIT_SPADES:
    case TRUCO_SUIT_HEARTS:
    case TRUCO_SUIT_DIAMONDS:
    case TRUCO_SUIT_CLUBS:
      draw_symbol (cr, suit, hx, hy - 0.45 * 16 * scale, 16 * scale, 0);
      break;
    default:
      g_assert_not_reached ();
    }
}

static void
hand (cairo_t *cr,
      double   x,
      double   y)
{
  cairo_new_path (cr);
  cairo_arc (cr, x, y, 2.8, 0, 2 * G_PI);
  fill_stroke (cr, SKIN, INK, 0.7);
}

static void
face (cairo_t *cr,
      double   cx,
      double   cy,
      double   r)
{
  cairo_new_path (cr);
  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  fill_stroke (cr, SKIN, INK, 0.8);
  cairo_arc (cr, cx - r * 0.35, cy - r * 0.05, r * 0.1, 0, 2 * G_PI);
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx + r * 0.35, cy - r * 0.05, r * 0.1, 0, 2 * G_PI);
  set_hex (cr, INK);
  cairo_fill (cr);
  cairo_move_to (cr, cx - r * 0.25, cy + r * 0.45);
  cairo_curve_to (cr, cx - r * 0.1, cy + r * 0.55, cx + r * 0.1, cy + r * 0.55, cx + r * 0.25, cy + r * 0.45);
  cairo_set_line_width (cr, 0.6);
  cairo_stroke (cr);
}

static void
crown (cairo_t *cr,
       double   cx,
       double   base,
       double   half_width,
       double   height)
{
  double w = half_width;

  cairo_new_path (cr);
  cairo_move_to (cr, cx - w, base);
  cairo_line_to (cr, cx - w, base - height);
  cairo_line_to (cr, cx - w / 2, base - height * 0.5);
  cairo_line_to (cr, cx, base - height * 1.1);
  cairo_line_to (cr, cx + w / 2, base - height * 0.5);
  cairo_line_to (cr, cx + w, base - height);
  cairo_line_to (cr, cx + w, base);
  cairo_close_path (cr);
  fill_stroke (cr, GOLD, GOLD_DK, 0.7);
  cairo_arc (cr, cx, base - height * 0.3, height * 0.14, 0, 2 * G_PI);
  set_hex (cr, 0xc01c28);
  cairo_fill (cr);
}

static void
ground (cairo_t *cr)
{
  ellipse (cr, 0, 126, 24, 3);
  cairo_set_source_rgba (cr, 0.24, 0.22, 0.27, 0.18);
  cairo_fill (cr);
}

/* La sota: a standing page holding the suit. */
static void
draw_sota (cairo_t   *cr,
           TrucoSuit  suit)
{
  const Palette *p = &palettes[suit];

  ground (cr);
  /* Legs in hose, and shoes. */
  limb (cr, -6, 94, -7, 121, 5.5, p->dark);
  limb (cr, 6, 94, 7, 121, 5.5, p->dark);
  ellipse (cr, -9, 123, 5, 2.6);
  ellipse (cr, 9, 123, 5, 2.6);
  fill_stroke (cr, BOOT, INK, 0.6);
  /* Tunic. */
  cairo_new_path (cr);
  cairo_move_to (cr, -11, 46);
  cairo_line_to (cr, 11, 46);
  cairo_curve_to (cr, 14, 60, 16, 80, 18, 97);
  cairo_line_to (cr, -18, 97);
  cairo_curve_to (cr, -16, 80, -14, 60, -11, 46);
  cairo_close_path (cr);
  fill_stroke (cr, p->main, INK, 1.0);
  cairo_move_to (cr, -15, 71);
  cairo_line_to (cr, 15, 71);
  set_hex (cr, GOLD);
  cairo_set_line_width (cr, 2.4);
  cairo_stroke (cr);
  cairo_move_to (cr, -17, 93);
  cairo_line_to (cr, 17, 93);
  set_hex (cr, p->light);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
  /* The free arm hangs at the side. */
  limb (cr, -11, 50, -16, 76, 5, p->main);
  hand (cr, -16.5, 79);
  /* Neck, head, hair and a feathered cap. */
  cairo_rectangle (cr, -2.5, 38, 5, 9);
  fill_stroke (cr, SKIN, INK, 0.7);
  ellipse (cr, 0, 44.5, 7, 2.5);
  fill_stroke (cr, WHITE, INK, 0.7);
  ellipse (cr, 0, 30, 8.5, 6);
  set_hex (cr, HAIR);
  cairo_fill (cr);
  face (cr, 0, 32, 7.5);
  cairo_move_to (cr, 6, 22);
  cairo_curve_to (cr, 12, 14, 17, 15, 20, 12);
  set_hex (cr, GOLD_DK);
  cairo_set_line_width (cr, 1.6);
  cairo_stroke (cr);
  ellipse (cr, -1, 24.5, 10.5, 3.8);
  fill_stroke (cr, p->main, INK, 0.8);
  /* The arm holding the suit. */
  limb (cr, 11, 50, 20, 64, 5, p->main);
  held_symbol (cr, suit, 21, 64, 1.0);
  hand (cr, 21, 65);
}

/* El caballo: a rider on a horse, the suit raised. */
static void
draw_caballo (cairo_t   *cr,
              TrucoSuit  suit)
{
  const Palette *p = &palettes[suit];
  const guint32 horse = 0xd9b38c;
  const guint32 horse_dk = 0x6f4a2a;

  ground (cr);
  /* Far legs first, then the tail. */
  limb (cr, -8, 94, -4, 122, 4.2, horse_dk);
  limb (cr, 16, 94, 20, 122, 4.2, horse_dk);
  cairo_move_to (cr, 21, 82);
  cairo_curve_to (cr, 30, 86, 28, 100, 26, 108);
  set_hex (cr, horse_dk);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, 4);
  cairo_stroke (cr);
  /* Body, near legs and hooves. */
  ellipse (cr, 3, 88, 20, 10.5);
  fill_stroke (cr, horse, INK, 1.0);
  limb (cr, -13, 94, -15, 123, 4.5, horse);
  limb (cr, 11, 94, 13, 123, 4.5, horse);
  cairo_rectangle (cr, -18, 121.5, 6, 3.5);
  cairo_rectangle (cr, 10, 121.5, 6, 3.5);
  fill_stroke (cr, BOOT, INK, 0.5);
  /* Neck and head, looking left. */
  cairo_new_path (cr);
  cairo_move_to (cr, -15, 90);
  cairo_curve_to (cr, -18, 78, -20, 68, -18, 60);
  cairo_line_to (cr, -9, 58);
  cairo_curve_to (cr, -8, 68, -4, 76, 0, 80);
  cairo_close_path (cr);
  fill_stroke (cr, horse, INK, 1.0);
  cairo_save (cr);
  cairo_translate (cr, -21, 65);
  cairo_rotate (cr, -0.9);
  ellipse (cr, 0, 0, 10.5, 4.8);
  cairo_restore (cr);
  fill_stroke (cr, horse, INK, 1.0);
  cairo_new_path (cr);
  cairo_move_to (cr, -14, 58);
  cairo_line_to (cr, -13, 51);
  cairo_line_to (cr, -10, 57);
  cairo_close_path (cr);
  fill_stroke (cr, horse, INK, 0.8);
  cairo_arc (cr, -18.5, 61, 0.9, 0, 2 * G_PI);
  set_hex (cr, INK);
  cairo_fill (cr);
  /* The mane. */
  cairo_move_to (cr, -10, 58);
  cairo_curve_to (cr, -7, 68, -3, 75, 1, 79);
  set_hex (cr, horse_dk);
  cairo_set_line_width (cr, 3);
  cairo_stroke (cr);
  /* Saddle cloth in the suit's colour. */
  truco_card_art_rounded_rect (cr, -4, 76, 18, 16, 2);
  fill_stroke (cr, p->main, INK, 0.9);
  cairo_move_to (cr, -4, 89);
  cairo_line_to (cr, 14, 89);
  set_hex (cr, GOLD);
  cairo_set_line_width (cr, 1.6);
  cairo_stroke (cr);
  /* The rider: leg, body, reins, head and cap. */
  limb (cr, 4, 77, -2, 86, 5, p->dark);
  limb (cr, -2, 86, 0, 99, 4.5, p->dark);
  ellipse (cr, -1, 101, 4, 2.2);
  fill_stroke (cr, BOOT, INK, 0.6);
  cairo_new_path (cr);
  cairo_move_to (cr, -3, 55);
  cairo_line_to (cr, 11, 55);
  cairo_line_to (cr, 10, 79);
  cairo_line_to (cr, -1, 79);
  cairo_close_path (cr);
  fill_stroke (cr, p->main, INK, 1.0);
  limb (cr, -2, 59, -8, 70, 4, p->main);
  hand (cr, -9, 71);
  cairo_move_to (cr, -9, 71);
  cairo_line_to (cr, -20, 66);
  set_hex (cr, INK);
  cairo_set_line_width (cr, 0.6);
  cairo_stroke (cr);
  cairo_rectangle (cr, 2, 49, 4, 7);
  fill_stroke (cr, SKIN, INK, 0.6);
  face (cr, 4, 44, 6.5);
  cairo_new_path (cr);
  cairo_arc (cr, 4, 40, 7, G_PI, 2 * G_PI);
  cairo_close_path (cr);
  fill_stroke (cr, p->main, INK, 0.8);
  /* The raised arm with the suit. */
  limb (cr, 10, 58, 19, 52, 4.5, p->main);
  held_symbol (cr, suit, 20, 52, 0.9);
  hand (cr, 20, 53);
}

/* El rey: a crowned, bearded king in a long robe holding the suit. */
static void
draw_rey (cairo_t   *cr,
          TrucoSuit  suit)
{
  const Palette *p = &palettes[suit];

  ground (cr);
  /* Shoes under the robe. */
  ellipse (cr, -8, 124, 5, 2.5);
  ellipse (cr, 8, 124, 5, 2.5);
  fill_stroke (cr, BOOT, INK, 0.6);
  /* The robe, with an ermine hem and front. */
  cairo_new_path (cr);
  cairo_move_to (cr, -13, 47);
  cairo_line_to (cr, 13, 47);
  cairo_curve_to (cr, 18, 70, 21, 100, 23, 122);
  cairo_curve_to (cr, 10, 124, -10, 124, -23, 122);
  cairo_curve_to (cr, -21, 100, -18, 70, -13, 47);
  cairo_close_path (cr);
  fill_stroke (cr, p->main, INK, 1.0);
  cairo_new_path (cr);
  cairo_move_to (cr, -3.5, 50);
  cairo_line_to (cr, 3.5, 50);
  cairo_line_to (cr, 4.5, 122.5);
  cairo_line_to (cr, -4.5, 122.5);
  cairo_close_path (cr);
  cairo_move_to (cr, -22.6, 116);
  cairo_curve_to (cr, -10, 118, 10, 118, 22.6, 116);
  cairo_line_to (cr, 23, 122);
  cairo_curve_to (cr, 10, 124, -10, 124, -23, 122);
  cairo_close_path (cr);
  fill_stroke (cr, WHITE, INK, 0.7);
  for (guint i = 0; i < 6; i++)
    {
      cairo_rectangle (cr, -0.6, 56 + i * 11, 1.2, 2.2);
      cairo_rectangle (cr, -18 + i * 7.2, 119, 1.2, 2.2);
    }
  set_hex (cr, INK);
  cairo_fill (cr);
  /* Ermine collar. */
  ellipse (cr, 0, 48, 14, 4);
  fill_stroke (cr, WHITE, INK, 0.7);
  /* The free hand rests on the robe. */
  limb (cr, -12, 51, -16, 78, 5.5, p->main);
  hand (cr, -15.5, 81);
  /* Head, white beard and crown. */
  face (cr, 0, 34, 8);
  cairo_new_path (cr);
  cairo_move_to (cr, -7.5, 36);
  cairo_curve_to (cr, -7, 46, -3, 50, 0, 51);
  cairo_curve_to (cr, 3, 50, 7, 46, 7.5, 36);
  cairo_curve_to (cr, 4, 40, -4, 40, -7.5, 36);
  cairo_close_path (cr);
  fill_stroke (cr, 0xdeddda, INK, 0.7);
  cairo_move_to (cr, -3.5, 38.5);
  cairo_curve_to (cr, -1, 37, 1, 37, 3.5, 38.5);
  set_hex (cr, 0x9a9996);
  cairo_set_line_width (cr, 1.2);
  cairo_stroke (cr);
  crown (cr, 0, 28, 8.5, 11);
  /* The arm holding the suit. */
  limb (cr, 12, 51, 21, 71, 5.5, p->main);
  held_symbol (cr, suit, 22, 72, 1.0);
  hand (cr, 22, 73);
}

/* French figures: a double-ended bust, the upper half drawn in a box
 * x -28..28, y 0..68 and repeated upside down.  The three are three
 * different people, told apart by more than the index: the jack a
 * beardless youth in a green doublet and a feathered cap, holding a
 * halberd; the queen with long fair hair, a pearl necklace and a rose, in a
 * gown of the suit's colour; the king grey-bearded and crowned, in a purple
 * robe with an ermine collar, holding a sceptre. */
static void
draw_french_bust (cairo_t   *cr,
                  TrucoSuit  suit,
                  guint      rank)
{
  gboolean red = suit == TRUCO_SUIT_HEARTS || suit == TRUCO_SUIT_DIAMONDS;
  guint32 robe, trim;

  switch (rank)
    {
    case 11:
      robe = 0x26a269;
      trim = 0xe5a50a;
      break;
    case 12:
      robe = red ? 0xc01c28 : 0x1c71d8;
      trim = 0xf6f5f4;
      break;
    case 13:
    default:
      robe = 0x613583;
      trim = WHITE;
      break;
    }

  /* What each holds on the left, behind the shoulder. */
  switch (rank)
    {
    case 11:
      /* A halberd: a long shaft and an axe head. */
      cairo_move_to (cr, -17, 68);
      cairo_line_to (cr, -17, 4);
      set_hex (cr, 0x865e3c);
      cairo_set_line_width (cr, 2.2);
      cairo_stroke (cr);
      cairo_new_path (cr);
      cairo_move_to (cr, -17, 6);
      cairo_curve_to (cr, -26, 8, -27, 16, -25, 20);
      cairo_line_to (cr, -17, 16);
      cairo_close_path (cr);
      fill_stroke (cr, 0xc0bfbc, INK, 0.7);
      cairo_move_to (cr, -17, 2);
      cairo_line_to (cr, -15.5, 7);
      cairo_line_to (cr, -18.5, 7);
      cairo_close_path (cr);
      fill_stroke (cr, 0xc0bfbc, INK, 0.5);
      break;
    case 13:
      /* A sceptre topped with a gold ball. */
      cairo_move_to (cr, -17, 66);
      cairo_line_to (cr, -17, 14);
      set_hex (cr, GOLD_DK);
      cairo_set_line_width (cr, 2.4);
      cairo_stroke (cr);
      cairo_new_path (cr);
      cairo_arc (cr, -17, 11, 3.6, 0, 2 * G_PI);
      fill_stroke (cr, GOLD, GOLD_DK, 0.7);
      break;
    default:
      break;
    }

  /* The queen's hair falls behind her shoulders. */
  if (rank == 12)
    {
      cairo_new_path (cr);
      cairo_move_to (cr, -9, 22);
      cairo_curve_to (cr, -16, 30, -15, 44, -13, 52);
      cairo_line_to (cr, 13, 52);
      cairo_curve_to (cr, 15, 44, 16, 30, 9, 22);
      cairo_close_path (cr);
      fill_stroke (cr, 0xe5a50a, INK, 0.8);
    }
  /* Shoulders and robe, with a collar and a band. */
  cairo_new_path (cr);
  cairo_move_to (cr, -22, 68);
  cairo_curve_to (cr, -22, 54, -18, 46, -9, 44);
  cairo_line_to (cr, 9, 44);
  cairo_curve_to (cr, 18, 46, 22, 54, 22, 68);
  cairo_close_path (cr);
  fill_stroke (cr, robe, INK, 1.0);
  switch (rank)
    {
    case 11:
      /* A doublet laced down the front. */
      cairo_move_to (cr, 0, 46);
      cairo_line_to (cr, 0, 68);
      set_hex (cr, trim);
      cairo_set_line_width (cr, 2.4);
      cairo_stroke (cr);
      for (guint i = 0; i < 4; i++)
        {
          cairo_move_to (cr, -3, 50 + i * 5);
          cairo_line_to (cr, 3, 52 + i * 5);
        }
      set_hex (cr, INK);
      cairo_set_line_width (cr, 0.7);
      cairo_stroke (cr);
      break;
    case 12:
      /* A low square neckline and a pearl necklace. */
      cairo_new_path (cr);
      cairo_move_to (cr, -9, 44);
      cairo_line_to (cr, -7, 54);
      cairo_line_to (cr, 7, 54);
      cairo_line_to (cr, 9, 44);
      cairo_close_path (cr);
      fill_stroke (cr, SKIN, INK, 0.8);
      for (guint i = 0; i < 7; i++)
        {
          double a = G_PI * (0.15 + 0.7 * i / 6.0);

          cairo_new_sub_path (cr);
          cairo_arc (cr, 7 * cos (a), 44 + 5 * sin (a), 1.1, 0, 2 * G_PI);
        }
      set_hex (cr, WHITE);
      cairo_fill_preserve (cr);
      set_hex (cr, INK);
      cairo_set_line_width (cr, 0.4);
      cairo_stroke (cr);
      cairo_move_to (cr, -21, 62);
      cairo_line_to (cr, 21, 62);
      set_hex (cr, GOLD);
      cairo_set_line_width (cr, 2.2);
      cairo_stroke (cr);
      break;
    case 13:
    default:
      /* An ermine collar over the shoulders. */
      cairo_new_path (cr);
      cairo_move_to (cr, -20, 54);
      cairo_curve_to (cr, -14, 44, 14, 44, 20, 54);
      cairo_curve_to (cr, 12, 58, -12, 58, -20, 54);
      cairo_close_path (cr);
      fill_stroke (cr, trim, INK, 0.8);
      for (guint i = 0; i < 5; i++)
        cairo_rectangle (cr, -12 + i * 6, 51 + (i % 2), 1.2, 2.4);
      set_hex (cr, INK);
      cairo_fill (cr);
      break;
    }
  /* Neck and head. */
  cairo_rectangle (cr, -3, 34, 6, 11);
  fill_stroke (cr, SKIN, INK, 0.7);
  face (cr, 0, 29, 8.5);
  switch (rank)
    {
    case 11:
      /* Short brown hair under a cap with a feather. */
      cairo_new_path (cr);
      cairo_arc (cr, 0, 27, 9, G_PI * 1.05, G_PI * 1.95);
      cairo_close_path (cr);
      set_hex (cr, HAIR);
      cairo_fill (cr);
      cairo_move_to (cr, 6, 21);
      cairo_curve_to (cr, 12, 11, 17, 13, 21, 7);
      set_hex (cr, 0xc01c28);
      cairo_set_line_width (cr, 1.8);
      cairo_stroke (cr);
      ellipse (cr, 0, 21.5, 11, 4.2);
      fill_stroke (cr, trim, INK, 0.8);
      break;
    case 12:
      /* A small crown over her hair, and a rose. */
      crown (cr, 0, 22, 6.5, 7);
      cairo_new_path (cr);
      cairo_arc (cr, -14, 58, 3.2, 0, 2 * G_PI);
      fill_stroke (cr, 0xe01b24, INK, 0.6);
      cairo_move_to (cr, -14, 61);
      cairo_line_to (cr, -15, 68);
      set_hex (cr, 0x26a269);
      cairo_set_line_width (cr, 1.2);
      cairo_stroke (cr);
      break;
    case 13:
    default:
      /* Grey hair, a full grey beard and moustache, and a large crown. */
      cairo_new_path (cr);
      cairo_move_to (cr, -8.5, 27);
      cairo_curve_to (cr, -10, 33, -9, 36, -8, 31);
      cairo_move_to (cr, 8.5, 27);
      cairo_curve_to (cr, 10, 33, 9, 36, 8, 31);
      set_hex (cr, 0x9a9996);
      cairo_set_line_width (cr, 2);
      cairo_stroke (cr);
      cairo_new_path (cr);
      cairo_move_to (cr, -8, 31);
      cairo_curve_to (cr, -7, 43, -3, 46, 0, 47);
      cairo_curve_to (cr, 3, 46, 7, 43, 8, 31);
      cairo_curve_to (cr, 4, 35, -4, 35, -8, 31);
      cairo_close_path (cr);
      fill_stroke (cr, 0xc0bfbc, INK, 0.7);
      crown (cr, 0, 23, 9, 12);
      break;
    }
  /* An arm raised beside the head, holding the suit up. */
  limb (cr, 14, 48, 19, 37, 4.5, robe);
  held_symbol (cr, suit, 19.5, 34, 1.1);
  hand (cr, 19.5, 35);
}

static void
draw_figure (cairo_t   *cr,
             TrucoCard  card)
{
  TrucoSuit suit = truco_card_get_suit (card);
  guint rank = truco_card_get_rank (card);

  if (suit_is_spanish (suit))
    {
      cairo_save (cr);
      cairo_translate (cr, 50, 9);
      cairo_scale (cr, 0.98, 1.0);
      if (rank == 10)
        draw_sota (cr, suit);
      else if (rank == 11)
        draw_caballo (cr, suit);
      else
        draw_rey (cr, suit);
      cairo_restore (cr);
      return;
    }

  /* French: a frame, a half-figure and its mirror image. */
  truco_card_art_rounded_rect (cr, 22, 8, 56, 134, 3);
  cairo_save (cr);
  cairo_clip_preserve (cr);
  set_hex (cr, 0xfaf4e0);
  cairo_fill (cr);
  for (guint half = 0; half < 2; half++)
    {
      cairo_save (cr);
      if (half == 1)
        {
          cairo_translate (cr, 50, 75);
          cairo_rotate (cr, G_PI);
          cairo_translate (cr, -50, -75);
        }
      cairo_translate (cr, 50, 7);
      draw_french_bust (cr, suit, rank);
      cairo_restore (cr);
    }
  cairo_restore (cr);
  cairo_move_to (cr, 22, 75);
  cairo_line_to (cr, 78, 75);
  set_hex (cr, INK);
  cairo_set_line_width (cr, 0.8);
  cairo_stroke (cr);
  truco_card_art_rounded_rect (cr, 22, 8, 56, 134, 3);
  set_hex (cr, palettes[suit].main);
  cairo_set_line_width (cr, 1.2);
  cairo_stroke (cr);
}

/* Whole faces */

/* The small face's pips: one row of two per pair, the odd one alone in
 * the middle row, in the free middle of the card between the corners. */
static void
draw_small_pips (cairo_t   *cr,
                 TrucoCard  card)
{
  TrucoSuit suit = truco_card_get_suit (card);
  guint rank = truco_card_get_rank (card);
  guint pairs = rank / 2, rows = pairs + rank % 2;
  guint single_row = rank % 2 ? pairs / 2 : G_MAXUINT;
  double step = MIN (28, 86.0 / MAX (rows - 1, 1));
  double size = MIN (step * 0.8, 24);
  double top = 75 - step * (rows - 1) / 2;

  if (symbol_is_long (suit))
    size *= 1.25;

  for (guint r = 0; r < rows; r++)
    {
      double y = top + r * step;

      if (r == single_row)
        draw_symbol (cr, suit, 50, y, size, 0);
      else
        {
          draw_symbol (cr, suit, 37, y, size, 0);
          draw_symbol (cr, suit, 63, y, size, 0);
        }
    }
}

/* In the small style a figure keeps a sign of who it is, over and under
 * its symbol: the king a crown, the queen a smaller one, the knight a
 * horseshoe, the jack his cap with its feather. */
static void
draw_small_figure_mark (cairo_t   *cr,
                        TrucoCard  card)
{
  guint rank = truco_card_get_rank (card);
  gboolean spanish = suit_is_spanish (truco_card_get_suit (card));
  gboolean king = spanish ? rank == 12 : rank == 13;
  gboolean queen = !spanish && rank == 12;
  gboolean knight = spanish && rank == 11;

  cairo_save (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  if (king || queen)
    {
      double w = king ? 13 : 9;

      /* A crown of three points over the frame's symbol. */
      cairo_move_to (cr, 50 - w, 50);
      cairo_line_to (cr, 50 - w, 38);
      cairo_line_to (cr, 50 - w / 2, 45);
      cairo_line_to (cr, 50, 36);
      cairo_line_to (cr, 50 + w / 2, 45);
      cairo_line_to (cr, 50 + w, 38);
      cairo_line_to (cr, 50 + w, 50);
      cairo_close_path (cr);
      fill_stroke (cr, 0xf5c211, INK, 2.5);
    }
  else if (knight)
    {
      /* A horseshoe under it. */
      cairo_set_line_width (cr, 5);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_arc_negative (cr, 50, 100, 10, G_PI * 0.1, G_PI * 0.9);
      set_hex (cr, INK);
      cairo_stroke (cr);
    }
  else
    {
      /* The jack's cap: a brim and a feather. */
      cairo_rectangle (cr, 40, 44, 20, 6);
      fill_stroke (cr, 0xf6f1e4, INK, 2.5);
      cairo_move_to (cr, 56, 44);
      cairo_curve_to (cr, 60, 36, 64, 36, 66, 34);
      cairo_set_line_width (cr, 2.5);
      set_hex (cr, INK);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

static void
draw_face (cairo_t   *cr,
           TrucoCard  card,
           gboolean   small)
{
  TrucoSuit suit = truco_card_get_suit (card);

  if (small)
    {
      /* A large index in two corners (top left, and bottom right upside
       * down) and the middle of the card for what the card is: one big
       * symbol on a medallion for an ace, the pips for a number card, a
       * framed symbol for a figure.  Legible at 48 px. */
      const Palette *p = &palettes[suit];
      gboolean long_symbol = symbol_is_long (suit);

      draw_index (cr, card, 15, 6, 27, 19);
      cairo_save (cr);
      cairo_translate (cr, CARD_W, CARD_H);
      cairo_rotate (cr, G_PI);
      draw_index (cr, card, 15, 6, 27, 19);
      cairo_restore (cr);

      if (card_is_figure (card))
        {
          /* A frame marks the figures; the index tells which one. */
          truco_card_art_rounded_rect (cr, 31, 32, 38, 86, 5);
          set_tint (cr, p->main);
          cairo_fill_preserve (cr);
          set_hex (cr, p->dark);
          cairo_set_line_width (cr, 3);
          cairo_stroke (cr);
          draw_symbol (cr, suit, 50, 75, long_symbol ? 62 : 32, 0);
          draw_small_figure_mark (cr, card);
        }
      else if (truco_card_get_rank (card) == 1)
        {
          ellipse (cr, 50, 75, 22, 40);
          set_tint (cr, p->main);
          cairo_fill (cr);
          draw_symbol (cr, suit, 50, 75, long_symbol ? 78 : 40, 0);
        }
      else
        draw_small_pips (cr, card);
      return;
    }

  if (card_is_figure (card))
    draw_figure (cr, card);
  else
    draw_pips (cr, card);

  draw_index (cr, card, 11, 5, 17, 14);
  cairo_save (cr);
  cairo_translate (cr, CARD_W, CARD_H);
  cairo_rotate (cr, G_PI);
  draw_index (cr, card, 11, 5, 17, 14);
  cairo_restore (cr);
}

/* The back: a lattice and, in a medallion, the four suits of the pack the
 * card belongs to. */
static void
draw_back (cairo_t  *cr,
           gboolean  small,
           gboolean  french)
{
  cairo_save (cr);
  truco_card_art_rounded_rect (cr, 5, 5, 90, 140, 4);
  cairo_clip_preserve (cr);
  set_hex (cr, french ? 0x8f1a2a : 0x1a4f8f);
  cairo_fill (cr);
  /* A lattice of fine diagonal lines. */
  for (double d = -150; d < 250; d += small ? 14 : 9)
    {
      cairo_move_to (cr, d, 0);
      cairo_line_to (cr, d + 150, 150);
      cairo_move_to (cr, d + 150, 0);
      cairo_line_to (cr, d, 150);
    }
  set_hex (cr, french ? 0xc6505f : 0x4f86c6);
  cairo_set_line_width (cr, small ? 2.0 : 1.0);
  cairo_stroke (cr);
  cairo_restore (cr);

  truco_card_art_rounded_rect (cr, 9, 9, 82, 132, 3);
  set_hex (cr, 0xe9c46a);
  cairo_set_line_width (cr, small ? 2.5 : 1.4);
  cairo_stroke (cr);

  ellipse (cr, 50, 75, 25, 34);
  fill_stroke (cr, 0xf6f1e4, 0xe9c46a, small ? 3 : 2);
  if (french)
    {
      /* Spade and heart above, diamond and club below. */
      double size = small ? 18 : 14;

      draw_symbol (cr, TRUCO_SUIT_SPADES, 41, 64, size, 0);
      draw_symbol (cr, TRUCO_SUIT_HEARTS, 59, 64, size, 0);
      draw_symbol (cr, TRUCO_SUIT_DIAMONDS, 41, 86, size, 0);
      draw_symbol (cr, TRUCO_SUIT_CLUBS, 59, 86, size, 0);
      return;
    }
  if (small)
    {
      draw_symbol (cr, TRUCO_SUIT_OROS, 50, 75, 34, 0);
      return;
    }
  draw_symbol (cr, TRUCO_SUIT_COPAS, 50, 56, 15, 0);
  draw_symbol (cr, TRUCO_SUIT_ESPADAS, 37, 75, 26, -G_PI / 2.5);
  draw_symbol (cr, TRUCO_SUIT_BASTOS, 63, 75, 26, G_PI / 2.5);
  draw_symbol (cr, TRUCO_SUIT_OROS, 50, 95, 15, 0);
}

static void
draw_empty (cairo_t  *cr,
            double    line_width,
            gboolean  dark)
{
  static const double dash[] = { 6, 4 };

  truco_card_art_rounded_rect (cr, 2, 2, CARD_W - 4, CARD_H - 4, 6);
  if (dark)
    cairo_set_source_rgba (cr, 1, 1, 1, 0.08);
  else
    cairo_set_source_rgba (cr, 0, 0, 0, 0.05);
  cairo_fill_preserve (cr);
  if (dark)
    cairo_set_source_rgba (cr, 1, 1, 1, 0.45);
  else
    cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  cairo_set_line_width (cr, line_width * 1.5);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

/**
 * truco_card_art_draw:
 * @cr: a cairo context
 * @card: a card of either deck, or %TRUCO_CARD_NONE for an empty place
 * @face_up: whether to draw the face or the back
 * @width: the width to fill, from the current origin
 * @height: the height to fill; the card keeps its 2:3 shape and is centred
 * @dark: whether the card lies on a dark background (dark style)
 *
 * Draws a card.  Faces stay white paper in dark style too; the border
 * changes so that it shows on either background.  Below
 * %TRUCO_CARD_ART_SMALL_WIDTH pixels the face is simplified: a large index
 * in two corners and, in the middle, the ace's symbol, the number card's
 * pips or the figure's framed symbol.  Face down, the back shows the suits
 * of @card's pack: to hide a card of a French game whose value is unknown,
 * pass any card of that pack (a Spanish back is drawn for
 * %TRUCO_CARD_NONE).
 */
void
truco_card_art_draw (cairo_t   *cr,
                     TrucoCard  card,
                     gboolean   face_up,
                     double     width,
                     double     height,
                     gboolean   dark)
{
  double s, px, line_width;
  gboolean small;

  g_return_if_fail (cr != NULL);

  if (width <= 0 || height <= 0)
    return;

  s = MIN (width / CARD_W, height / CARD_H);
  small = CARD_W * s < TRUCO_CARD_ART_SMALL_WIDTH;
  px = 1.0 / s;  /* one device pixel in card units */
  line_width = MAX (px, 0.8);

  cairo_save (cr);
  cairo_translate (cr, (width - CARD_W * s) / 2, (height - CARD_H * s) / 2);
  cairo_scale (cr, s, s);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);

  if (card != TRUCO_CARD_NONE && !truco_card_is_valid (card))
    g_warning ("Cannot draw card %u, which belongs to no deck", card);

  if (face_up && !truco_card_is_valid (card))
    {
      draw_empty (cr, line_width, dark);
      cairo_restore (cr);
      return;
    }

  /* The paper, always light, with a border that shows on either style. */
  truco_card_art_rounded_rect (cr, line_width / 2, line_width / 2,
                               CARD_W - line_width, CARD_H - line_width, 6);
  set_hex (cr, dark ? 0xf2efe8 : 0xffffff);
  cairo_fill_preserve (cr);
  set_hex (cr, dark ? 0xc0bfbc : 0x9a9996);
  cairo_set_line_width (cr, line_width);
  cairo_stroke (cr);

  if (face_up)
    draw_face (cr, card, small);
  else
    /* The back of the card's own pack; an unknown card (none) gets the
     * Spanish back. */
    draw_back (cr, small, card != TRUCO_CARD_NONE && truco_card_is_valid (card)
                          && !suit_is_spanish (truco_card_get_suit (card)));

  cairo_restore (cr);
}
