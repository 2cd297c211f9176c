/* bench-game.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Benchmark: random complete hands per second on one core, for each
 * variant (ar with 2, 4 and 6 players).  Each action is chosen uniformly
 * among the legal ones and applied through truco_game_apply(), which checks
 * it against the legal list; events are not recorded.  It also counts the
 * allocations made while playing (none are expected once the game exists).
 * Then copies: truco_game_copy_into() per second from positions met in
 * play, and copies played out to the end of the hand (with the
 * allocations made by copying and playing out copies); then sampled deals
 * of the unseen cards per second.
 * Prints figures only; it never fails on time.
 */

#include "config.h"

#include <stdio.h>
#include <string.h>

#include "truco-game.h"

/* Every malloc of the process (GLib's too) goes through these, so that the
 * benchmark can say whether playing allocates. */
static guint64 n_allocs;

extern void *__libc_malloc (size_t size);
extern void *__libc_calloc (size_t n, size_t size);
extern void *__libc_realloc (void *mem, size_t size);

void *malloc (size_t size);
void *calloc (size_t n, size_t size);
void *realloc (void *mem, size_t size);

void *
malloc (size_t size)
{
  n_allocs++;
  return __libc_malloc (size);
}

void *
calloc (size_t n, size_t size)
{
  n_allocs++;
  return __libc_calloc (n, size);
}

void *
realloc (void *mem, size_t size)
{
  n_allocs++;
  return __libc_realloc (mem, size);
}

typedef struct {
  const char *name;
  const char *variant;
  const char *players;
} Config;

static const Config configs[] = {
  { "ar, 2 players", "ar", "2" },
  { "ar, 4 players", "ar", "4" },
  { "ar, 6 players", "ar", "6" },
  { "cat, 4 players", "cat", "4" },
  { "fr, 4 players", "fr", "4" },
  { "tyf, 6 players", "tyf", NULL },
  { "put, 2 players", "put", "2" },
};

int
main (int   argc,
      char *argv[])
{
  double seconds = argc > 1 ? g_ascii_strtod (argv[1], NULL) : 1.0;

  for (guint c = 0; c < G_N_ELEMENTS (configs); c++)
    {
      g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup (configs[c].variant));
      TrucoAction legal[TRUCO_GAME_MAX_ACTIONS];
      guint64 rng = 12345, hands = 0, actions = 0, allocs_while_playing = 0;
      gint64 start, elapsed = 0;
      guint games = 0;

      if (configs[c].players)
        truco_rules_set (rules, "players", configs[c].players, NULL);

      start = g_get_monotonic_time ();
      while (elapsed < seconds * G_USEC_PER_SEC)
        {
          g_autoptr(TrucoGame) game = truco_game_new (rules, games++);
          guint64 before;

          guint last_hand;

          truco_game_set_record_events (game, FALSE);
          last_hand = truco_game_get_hand_number (game);
          before = n_allocs;
          while (!truco_game_is_over (game))
            {
              guint n = truco_game_list_actions (game, legal);

              rng = rng * G_GUINT64_CONSTANT (6364136223846793005) + 1442695040888963407;
              truco_game_apply (game, &legal[(rng >> 33) % n], NULL);
              actions++;
              if (truco_game_get_hand_number (game) != last_hand)
                {
                  hands += truco_game_get_hand_number (game) - last_hand;
                  last_hand = truco_game_get_hand_number (game);
                }
            }
          hands++;  /* the last hand of the match */
          allocs_while_playing += n_allocs - before;
          elapsed = g_get_monotonic_time () - start;
        }

      printf ("%-16s %10.0f hands/s  %10.0f actions/s  %6.1f actions/hand  allocations while playing: %" G_GUINT64_FORMAT
              " (%u games created, %" G_GUINT64_FORMAT " allocations in all)\n",
              configs[c].name, hands * 1e6 / elapsed, actions * 1e6 / elapsed,
              (double) actions / hands, allocs_while_playing, games, n_allocs);

      /* Copies: positions from a game in play, copied into one scratch
       * game; then copies played out to the end of their hand. */
      {
        g_autoptr(TrucoGame) game = truco_game_new (rules, 99);
        g_autoptr(TrucoGame) scratch = truco_game_copy (game);
        guint64 copies = 0, playouts = 0, before;

        truco_game_set_record_events (game, FALSE);
        before = n_allocs;
        start = g_get_monotonic_time ();
        elapsed = 0;
        while (elapsed < seconds * G_USEC_PER_SEC / 2)
          {
            for (guint k = 0; k < 1000; k++)
              {
                truco_game_copy_into (scratch, game);
                copies++;
              }
            if (truco_game_is_over (game))
              {
                g_autoptr(TrucoGame) fresh = truco_game_new (rules, copies);

                truco_game_copy_into (game, fresh);
              }
            else
              {
                guint n = truco_game_list_actions (game, legal);

                rng = rng * G_GUINT64_CONSTANT (6364136223846793005) + 1442695040888963407;
                truco_game_apply (game, &legal[(rng >> 33) % n], NULL);
              }
            elapsed = g_get_monotonic_time () - start;
          }
        printf ("%-16s %10.0f copies/s (%.0f ns a copy)\n", configs[c].name,
                copies * 1e6 / elapsed, elapsed * 1e3 / copies);

        start = g_get_monotonic_time ();
        elapsed = 0;
        before = n_allocs;
        while (elapsed < seconds * G_USEC_PER_SEC / 2)
          {
            guint hand;

            truco_game_copy_into (scratch, game);
            hand = truco_game_get_hand_number (scratch);
            while (!truco_game_is_over (scratch) && truco_game_get_hand_number (scratch) == hand)
              {
                guint n = truco_game_list_actions (scratch, legal);

                rng = rng * G_GUINT64_CONSTANT (6364136223846793005) + 1442695040888963407;
                truco_game_apply (scratch, &legal[(rng >> 33) % n], NULL);
              }
            playouts++;
            elapsed = g_get_monotonic_time () - start;
          }
        printf ("%-16s %10.0f copies played out to the end of the hand/s, allocations: %" G_GUINT64_FORMAT "\n",
                configs[c].name, playouts * 1e6 / elapsed, n_allocs - before);

        /* Sampled deals of the unseen cards, from seat 0's view of the
         * position, with the constraints the view implies; each sample is
         * given to the scratch copy. */
        {
          TrucoView view;
          TrucoSampleConstraints constraints;
          TrucoCard hands[TRUCO_GAME_MAX_SEATS][4];
          guint64 samples = 0, failed = 0;

          truco_game_get_view (game, 0, &view);
          truco_sample_constraints_from_view (&constraints, &view);
          start = g_get_monotonic_time ();
          elapsed = 0;
          before = n_allocs;
          while (elapsed < seconds * G_USEC_PER_SEC / 2)
            {
              for (guint k = 0; k < 100; k++)
                {
                  if (truco_game_sample_hands (rules, &view, &constraints, &rng, 200, hands))
                    {
                      truco_game_copy_into (scratch, game);
                      truco_game_set_hidden_hands (scratch, 0, (const TrucoCard (*)[4]) hands);
                    }
                  else
                    failed++;
                  samples++;
                }
              elapsed = g_get_monotonic_time () - start;
            }
          printf ("%-16s %10.0f sampled deals/s (with the copy they go to), allocations: %" G_GUINT64_FORMAT
                  ", unsatisfiable: %" G_GUINT64_FORMAT "\n",
                  configs[c].name, samples * 1e6 / elapsed, n_allocs - before, failed);
        }
      }
    }
  return 0;
}
