/* truco-markup.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "truco-markup-private.h"

/* Collapses every run of white space into one space and trims both ends:
 * the form xgettext gives the content files' texts in the .po files, so
 * that a text read from the file finds its translation. */
char *
truco_markup_normalize_whitespace (const char *text)
{
  GString *out = g_string_sized_new (strlen (text));
  gboolean pending_space = FALSE;

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
        {
          pending_space = TRUE;
          continue;
        }

      if (pending_space && out->len > 0)
        g_string_append_c (out, ' ');
      pending_space = FALSE;
      g_string_append_c (out, *p);
    }

  return g_string_free (out, FALSE);
}
