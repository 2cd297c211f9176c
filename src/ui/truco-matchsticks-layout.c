/* truco-matchsticks-layout.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Where TrucoMatchsticks puts its sticks (in stick lengths: the widget
 * scales them to its size), and the counts taken from them: one stick a
 * point, in groups of five (four upright, the fifth across), three groups
 * to a row; the malas and the buenas each a section of their own, or,
 * compact, only the half the score is in. */

#include "config.h"

#include "truco-matchsticks-private.h"

static guint
rows_for (guint points)
{
  guint groups = (points + GROUP_SIZE - 1) / GROUP_SIZE;

  return MAX (1, (groups + GROUPS_PER_ROW - 1) / GROUPS_PER_ROW);
}

/* Lays @n points out from @top: the sticks, and returns the height used. */
static float
lay_out_section (TrucoMatchsticks *self,
                 guint             section,
                 guint             n,
                 guint             capacity,
                 float             top)
{
  for (guint i = 0; i < n; i++)
    {
      guint group = i / GROUP_SIZE;
      guint in_group = i % GROUP_SIZE;
      float gx = MARGIN + (group % GROUPS_PER_ROW) * GROUP_ADVANCE;
      float gy = top + (group / GROUPS_PER_ROW) * ROW_ADVANCE;
      Stick stick = { 0, 0, 0, 0, section, FALSE };

      if (in_group < GROUP_SIZE - 1)
        {
          stick.x0 = stick.x1 = gx + in_group * STICK_GAP;
          stick.y0 = gy + 1.0f;
          stick.y1 = gy;
        }
      else
        {
          /* The fifth lies across the four, from low left to high right. */
          stick.crossing = TRUE;
          stick.x0 = gx - 0.12f;
          stick.y0 = gy + 0.8f;
          stick.x1 = gx + GROUP_WIDTH + 0.12f;
          stick.y1 = gy + 0.2f;
        }
      g_array_append_val (self->sticks, stick);
    }

  return rows_for (MAX (n, capacity)) * ROW_ADVANCE;
}

void
truco_matchsticks_lay_out (TrucoMatchsticks *self)
{
  float top = MARGIN;

  g_array_set_size (self->sticks, 0);

  if (self->buenas_start == 0)
    {
      self->section_top[0] = top;
      self->section_top[1] = top;
      top += lay_out_section (self, 0, self->score, self->target, top);
    }
  else if (self->compact)
    {
      /* Only the half the score is in (its words say which). */
      gboolean buenas = self->score > self->buenas_start;
      guint capacity = self->target > self->buenas_start ? self->target - self->buenas_start : self->buenas_start;

      self->section_top[0] = top;
      self->section_top[1] = top;
      if (buenas)
        top += lay_out_section (self, 1, self->score - self->buenas_start, capacity, top);
      else
        top += lay_out_section (self, 0, self->score, self->buenas_start, top);
    }
  else
    {
      guint malas = MIN (self->score, self->buenas_start);
      guint buenas = self->score - malas;
      guint buenas_capacity = self->target > self->buenas_start ? self->target - self->buenas_start : self->buenas_start;

      self->section_top[0] = top;
      top += lay_out_section (self, 0, malas, self->buenas_start, top);
      top += SECTION_GAP;
      self->section_top[1] = top;
      top += lay_out_section (self, 1, buenas, buenas_capacity, top);
    }
  self->height_units = top;
}

/* The counts below are taken from the sticks as laid out for drawing. */

guint
truco_matchsticks_get_n_sticks (TrucoMatchsticks *self)
{
  g_return_val_if_fail (TRUCO_IS_MATCHSTICKS (self), 0);

  return self->sticks->len;
}

/**
 * truco_matchsticks_get_n_groups:
 *
 * Returns: the groups drawn, the last one possibly not full
 */
guint
truco_matchsticks_get_n_groups (TrucoMatchsticks *self)
{
  guint n = 0;

  g_return_val_if_fail (TRUCO_IS_MATCHSTICKS (self), 0);

  /* A group starts at its first upright stick: the first of a section, or
   * the one after a crossing stick. */
  for (guint i = 0; i < self->sticks->len; i++)
    {
      const Stick *stick = &g_array_index (self->sticks, Stick, i);
      const Stick *before = i > 0 ? &g_array_index (self->sticks, Stick, i - 1) : NULL;

      if (before == NULL || before->crossing || before->section != stick->section)
        n++;
    }
  return n;
}

/**
 * truco_matchsticks_get_n_crossed:
 *
 * Returns: the full groups, those with the fifth stick across
 */
guint
truco_matchsticks_get_n_crossed (TrucoMatchsticks *self)
{
  guint n = 0;

  g_return_val_if_fail (TRUCO_IS_MATCHSTICKS (self), 0);

  for (guint i = 0; i < self->sticks->len; i++)
    if (g_array_index (self->sticks, Stick, i).crossing)
      n++;
  return n;
}

static guint
count_section (TrucoMatchsticks *self,
               guint             section)
{
  guint n = 0;

  for (guint i = 0; i < self->sticks->len; i++)
    if (g_array_index (self->sticks, Stick, i).section == section)
      n++;
  return n;
}

/**
 * truco_matchsticks_get_n_malas:
 *
 * Returns: the sticks drawn in the malas (0 without malas and buenas)
 */
guint
truco_matchsticks_get_n_malas (TrucoMatchsticks *self)
{
  g_return_val_if_fail (TRUCO_IS_MATCHSTICKS (self), 0);

  return self->buenas_start > 0 ? count_section (self, 0) : 0;
}

/**
 * truco_matchsticks_get_n_buenas:
 *
 * Returns: the sticks drawn in the buenas
 */
guint
truco_matchsticks_get_n_buenas (TrucoMatchsticks *self)
{
  g_return_val_if_fail (TRUCO_IS_MATCHSTICKS (self), 0);

  return count_section (self, 1);
}
