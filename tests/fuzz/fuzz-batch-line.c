/* fuzz-batch-line.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libFuzzer target: lines of `truco-rules batch`.  Every line gets exactly
 * one line of answer (a blank line an empty one), with no control
 * character in it (what the input held is escaped), and nothing crashes
 * or leaks.
 */

#include "config.h"

#include <stdint.h>
#include <string.h>

#include "truco-cli.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  TrucoCliContext context;
  char *text = g_strndup ((const char *) data, size);
  char **lines = g_strsplit (text, "\n", -1);
  GString *out = g_string_new (NULL);

  truco_cli_context_init (&context);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      gsize before = out->len;
      gboolean blank = TRUE;

      for (const char *p = lines[i]; *p; p++)
        if (*p != ' ' && *p != '\t' && *p != '\r')
          blank = FALSE;

      truco_cli_run_line (&context, lines[i], out);
      if (blank)
        {
          g_assert_cmpuint (out->len, ==, before + 1);
          g_assert_true (out->str[before] == '\n');
        }
      else
        {
          g_assert_cmpuint (out->len, >, before);
          g_assert_true (out->str[out->len - 1] == '\n');
          for (gsize j = before; j < out->len - 1; j++)
            g_assert_true ((guchar) out->str[j] >= 0x20 && out->str[j] != 0x7F);
        }
    }

  truco_cli_context_clear (&context);
  g_string_free (out, TRUE);
  g_strfreev (lines);
  g_free (text);
  return 0;
}
