/* fuzz-table.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libFuzzer target: a saved practice match.  Any input is either refused
 * as damaged, or resumed into a table whose save reads back the same (its
 * CRLF line ends as LF), and
 * whose learner's actions and calls can be listed.
 */

#include "config.h"

#include <stdint.h>
#include <string.h>

#include "truco-table.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TrucoTable) table = truco_table_new_from_data ((const char *) data, size, &error);
  g_autoptr(TrucoTable) again = NULL;
  g_autofree char *log = NULL, *log_again = NULL;
  TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
  guint n_calls;

  if (table == NULL)
    {
      g_assert_error (error, TRUCO_TABLE_ERROR, TRUCO_TABLE_ERROR_DAMAGED);
      return 0;
    }
  g_assert_no_error (error);
  log = truco_table_dup_log (table);
  /* The save as read: CRLF line ends become LF. */
  {
    g_autofree char *expected = g_malloc (size + 1);
    gsize n = 0;

    for (gsize i = 0; i < size; i++)
      if (!(data[i] == '\r' && i + 1 < size && data[i + 1] == '\n'))
        expected[n++] = (char) data[i];
    g_assert_true (strncmp (log, expected, n) == 0);
  }
  again = truco_table_new_from_data (log, strlen (log), &error);
  g_assert_no_error (error);
  log_again = truco_table_dup_log (again);
  g_assert_cmpstr (log, ==, log_again);
  g_assert_cmpuint (truco_table_list_actions (table, actions), <=, TRUCO_GAME_MAX_ACTIONS);
  truco_table_list_calls (table, &n_calls);
  return 0;
}
