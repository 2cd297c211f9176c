/* test-game-logs.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Replays the hand-written game logs of tests/engine/logs (see its README)
 * and compares them with their checked replays; then feeds broken logs and
 * checks that each stops at the right line with a reason, with nothing
 * half-applied.
 */

#include "config.h"

#include <string.h>

#include "truco-game-log.h"

static char *
digest (TrucoGame *game)
{
  GString *out = g_string_new (NULL);
  const TrucoEvent *events;
  guint n;

  events = truco_game_get_events (game, &n);
  for (guint i = 0; i < n; i++)
    {
      char buf[128];

      truco_game_format_event (game, &events[i], buf, sizeof buf);
      g_string_append_printf (out, "%s\n", buf);
    }
  for (guint a = 0; a < truco_game_get_n_scores (game); a++)
    g_string_append_printf (out, "%c: %u points, %u games\n", 'A' + a,
                            truco_game_get_score (game, a), truco_game_get_games_won (game, a));
  return g_string_free (out, FALSE);
}

static void
test_log (gconstpointer data)
{
  const char *name = data;
  g_autofree char *log_path = g_test_build_filename (G_TEST_DIST, "engine", "logs", name, NULL);
  g_autofree char *out_name = g_strdup (name);
  g_autofree char *out_path = NULL;
  g_autofree char *text = NULL, *expected = NULL, *got = NULL;
  g_autoptr(TrucoGame) game = NULL;
  g_autoptr(TrucoGame) again = NULL;
  g_autoptr(GError) error = NULL;
  guint line = 99;

  strcpy (out_name + strlen (out_name) - 4, ".out");
  out_path = g_test_build_filename (G_TEST_DIST, "engine", "logs", out_name, NULL);
  g_assert_true (g_file_get_contents (log_path, &text, NULL, NULL));
  g_assert_true (g_file_get_contents (out_path, &expected, NULL, NULL));

  game = truco_game_log_replay (text, &line, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (line, ==, 0);
  got = digest (game);
  g_assert_cmpstr (got, ==, expected);

  /* Replaying gives the identical events. */
  again = truco_game_log_replay (text, NULL, NULL);
  {
    const TrucoEvent *e1, *e2;
    guint n1, n2;

    e1 = truco_game_get_events (game, &n1);
    e2 = truco_game_get_events (again, &n2);
    g_assert_cmpmem (e1, n1 * sizeof *e1, e2, n2 * sizeof *e2);
  }
}

typedef struct {
  const char *log;
  guint       line;
  const char *reason;  /* a part of the message */
} Broken;

#define AR2 "variant ar\nseed 1\ndeal A1=7E,6E,1B B1=3C,2C,4O\n"

static const Broken broken[] = {
  { "seed 1\n", 1, "variant" },
  { "variant xx\n", 1, "xx" },
  { "variant ar\noption nope=1\n", 2, "nope" },
  { "variant ar\noption players=5\n", 2, "players" },
  { "variant ar\nseed x\n", 2, "whole number" },
  { AR2 "A1\n", 4, "seat, an action" },
  { AR2 "A1 dance\n", 4, "Unknown action" },
  { AR2 "Z9 play 7E\n", 4, "Unknown seat" },
  { AR2 "B1 play 3C\n", 4, "turn" },
  { AR2 "A1 play 3C\n", 4, "does not hold" },
  { AR2 "A1 play 9E\n", 4, "" },
  { AR2 "A1 quiero\n", 4, "no call to answer" },
  { AR2 "A1 envido\nA1 quiero\n", 5, "" },
  { AR2 "A1 envido\nB1 play 3C\n", 5, "" },
  { AR2 "A1 envido\nB1 envido\nA1 envido\n", 6, "often" },
  { AR2 "A1 truco\nB1 retruco\n", 5, "quiero retruco" },
  { AR2 "A1 truco\nB1 quiero\nA1 retruco\n", 6, "accepted" },
  { AR2 "A1 play 1B\nB1 play 3C\nA1 envido\n", 6, "first trick" },
  { AR2 "A1 truco\nB1 quiero\nA1 play 1B\nB1 envido\n", 7, "" },
  { AR2 "A1 envido\nB1 quiero\nA1 declare 30\n", 6, "" },
  { AR2 "A1 flor\n", 4, "" },            /* flor is off */
  { AR2 "deal A1=1E,2E,3E B1=4E,5E,6E\n", 4, "" }, /* the hand already has its deal? no: allowed */
  { "variant ar\ndeal A1=7E,7E,1B B1=3C,2C,4O\n", 2, "twice" },
  { "variant ar\ndeal A1=7E,6E B1=3C,2C,4O\n", 2, "needs 6 cards" },
  { "variant ar\ndeal A1=7E,6E,8E B1=3C,2C,4O\n", 2, "" },
  { "variant ar\nA1 play 1E 2E 3E\n", 2, "" },
  { "variant cat\noption players=2\nA1 vull\n", 3, "" },
  { "variant cat\ndeal A1=3E,3B,7O B1=4E,4B,7C A2=5E,5B,7E B2=6E,6B,7B\nA2 cut\nA1 truc\nB1 vull\n", 5, "" },
  { "variant fr\noption players=2\nA1 raise 12\n", 3, "" },
  { "variant fr\noption players=2\nA1 raise 4\nB1 play-on\nA1 raise 6\n", 5, "" },
  { "variant put\nA1 put\nB1 play-on\nA1 put\n", 4, "" },
};

static void
test_broken (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (broken); i++)
    {
      g_autoptr(TrucoGame) game = NULL;
      g_autoptr(GError) error = NULL;
      guint line = 0;

      g_test_message ("%s", broken[i].log);
      game = truco_game_log_replay (broken[i].log, &line, &error);
      if (broken[i].line == 4 && strstr (broken[i].log, "deal A1=1E,2E,3E") != NULL)
        {
          /* A second deal line before the first action replaces the first. */
          g_assert_no_error (error);
          continue;
        }
      g_assert_nonnull (error);
      g_assert_cmpuint (line, ==, broken[i].line);
      g_assert_true (g_str_has_prefix (error->message, "line "));
      if (strstr (error->message, broken[i].reason) == NULL)
        g_error ("“%s” does not say “%s”", error->message, broken[i].reason);

      if (game != NULL)
        {
          /* Nothing half-applied: the game is the replay of the lines
           * before the broken one. */
          g_autofree char *prefix = NULL;
          const char *p = broken[i].log;
          g_autoptr(TrucoGame) before = NULL;
          g_autofree char *d1 = NULL, *d2 = NULL;

          for (guint k = 1; k < line; k++)
            p = strchr (p, '\n') + 1;
          prefix = g_strndup (broken[i].log, p - broken[i].log);
          before = truco_game_log_replay (prefix, NULL, NULL);
          g_assert_nonnull (before);
          d1 = digest (game);
          d2 = digest (before);
          g_assert_cmpstr (d1, ==, d2);
        }
    }
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  /* g_ptr_array_sort passes pointers to the elements. */
  return strcmp (*(char * const *) a, *(char * const *) b);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GDir) dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_test_init (&argc, &argv, NULL);

  path = g_test_build_filename (G_TEST_DIST, "engine", "logs", NULL);
  dir = g_dir_open (path, 0, NULL);
  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".log"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *test_path = g_strdup_printf ("/game/log/%s", (char *) names->pdata[i]);

      g_test_add_data_func (test_path, names->pdata[i], test_log);
    }
  g_test_add_func ("/game/log/broken", test_broken);

  return g_test_run ();
}
