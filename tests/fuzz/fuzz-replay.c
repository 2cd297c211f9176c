/* fuzz-replay.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs a libFuzzer target over the files of its corpus without libFuzzer,
 * so that the corpus is an ordinary test in every build.
 */

#include "config.h"

#include <stdint.h>
#include <stdio.h>

#include <glib.h>

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
main (int   argc,
      char *argv[])
{
  guint n = 0;

  for (int i = 1; i < argc; i++)
    {
      g_autoptr(GDir) dir = g_dir_open (argv[i], 0, NULL);
      const char *name;

      if (dir == NULL)
        {
          g_printerr ("cannot open %s\n", argv[i]);
          return 1;
        }
      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *path = g_build_filename (argv[i], name, NULL);
          g_autofree char *contents = NULL;
          gsize len;

          if (!g_file_get_contents (path, &contents, &len, NULL))
            return 1;
          LLVMFuzzerTestOneInput ((const uint8_t *) contents, len);
          n++;
        }
    }

  printf ("1..1\nok 1 - %u corpus inputs replayed\n", n);
  return n > 0 ? 0 : 1;
}
