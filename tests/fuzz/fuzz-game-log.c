/* fuzz-game-log.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libFuzzer target: game logs.  Whatever the text, the replay ends: a log
 * that stops says which line and why; what was applied replays to the same
 * events; every event and credit can be described.
 */

#include "config.h"

#include <stdint.h>
#include <string.h>

#include "truco-game-log.h"
#include "truco-game-private.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
describe_all (TrucoGame *game)
{
  const TrucoEvent *events;
  guint n;

  events = truco_game_get_events (game, &n);
  for (guint i = 0; i < n; i++)
    {
      char buf[128];

      truco_game_format_event (game, &events[i], buf, sizeof buf);
      g_assert_true (g_utf8_validate (buf, -1, NULL));
      if (events[i].kind == TRUCO_EVENT_CREDIT)
        {
          g_autofree char *text = truco_credit_describe (game, &events[i].credit);

          g_assert_nonnull (text);
        }
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = NULL;
  g_autoptr(TrucoGame) game = NULL;
  g_autoptr(GError) error = NULL;
  guint line = 0;

  /* Game logs are short; a few hundred lines is plenty. */
  if (size > 16384)
    return 0;
  text = g_strndup ((const char *) data, size);

  game = truco_game_log_replay (text, &line, &error);
  if (error != NULL && line > 0)
    g_assert_true (g_str_has_prefix (error->message, "line "));
  else if (error != NULL)
    /* A log without any header line: nothing to replay. */
    g_assert_null (game);
  else
    g_assert_nonnull (game);

  if (game != NULL)
    {
      g_autoptr(TrucoGame) again = truco_game_log_replay (text, NULL, NULL);
      const TrucoEvent *e1, *e2;
      guint n1, n2;
      TrucoAction legal[TRUCO_GAME_MAX_ACTIONS];

      describe_all (game);
      g_assert_null (truco_game_check_invariants (game));
      g_assert_nonnull (again);
      e1 = truco_game_get_events (game, &n1);
      e2 = truco_game_get_events (again, &n2);
      g_assert_cmpuint (n1, ==, n2);
      g_assert_true (memcmp (e1, e2, n1 * sizeof *e1) == 0);

      /* Whatever state it reached, what is offered applies. */
      if (!truco_game_is_over (game))
        {
          guint n = truco_game_list_actions (game, legal);

          g_assert_cmpuint (n, >, 0);
          g_assert_true (truco_game_apply (game, &legal[n - 1], NULL));
        }
    }
  return 0;
}
