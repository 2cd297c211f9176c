/* bench-batch.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Benchmark: `truco-rules batch` answering 100 000 envido queries, in
 * answers per second.  Prints figures only; it never fails on time.
 */

#include "config.h"

#include <stdio.h>
#include <string.h>

#include <gio/gio.h>

#include "truco-card.h"

int
main (int   argc,
      char *argv[])
{
  const guint n_queries = 100000;
  g_autoptr(GString) input = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GBytes) stdin_bytes = NULL;
  g_autoptr(GBytes) stdout_bytes = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (42);
  guint n_deck, n_lines = 0;
  const TrucoCard *deck = truco_deck_get_cards (TRUCO_DECK_SPANISH_40, &n_deck);
  gint64 start, elapsed;
  gsize size;
  const char *data;

  if (argc != 2)
    {
      g_printerr ("usage: bench-batch PATH-TO-TRUCO-RULES\n");
      return 1;
    }

  for (guint q = 0; q < n_queries; q++)
    {
      guint a = g_rand_int_range (rand, 0, n_deck), b, c;
      char ta[4], tb[4], tc[4];

      do b = g_rand_int_range (rand, 0, n_deck); while (b == a);
      do c = g_rand_int_range (rand, 0, n_deck); while (c == a || c == b);
      truco_card_format (deck[a], ta);
      truco_card_format (deck[b], tb);
      truco_card_format (deck[c], tc);
      g_string_append_printf (input, "envido %s %s %s\n", ta, tb, tc);
    }
  stdin_bytes = g_bytes_new (input->str, input->len);

  start = g_get_monotonic_time ();
  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE,
                              &error, argv[1], "batch", NULL);
  if (process == NULL || !g_subprocess_communicate (process, stdin_bytes, NULL, &stdout_bytes, NULL, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  elapsed = g_get_monotonic_time () - start;

  data = g_bytes_get_data (stdout_bytes, &size);
  for (gsize i = 0; i < size; i++)
    n_lines += data[i] == '\n';

  printf ("truco-rules batch: %u envido queries, %u answers in %.3f s: %.0f answers per second\n",
          n_queries, n_lines, elapsed / 1e6, n_lines / (elapsed / 1e6));
  return n_lines == n_queries ? 0 : 1;
}
