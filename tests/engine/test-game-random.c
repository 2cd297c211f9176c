/* test-game-random.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Property tests over random games for every variant and player count:
 * every game ends; only legal actions are offered and every offered action
 * applies; an action not offered is refused and changes nothing; scores
 * only grow and match the credited events; replaying the log text
 * reproduces the game (same events, same scores).
 *
 * TRUCO_RANDOM_GAMES sets the number of games per configuration (2000 when
 * unset; tests/engine/meson.build runs 100 000 per configuration, one test
 * per configuration).  Every 20th game (every game with TRUCO_RANDOM_DEEP
 * set) is also checked for log words, refusals, credits and replay.
 */

#include "config.h"

#include <string.h>

#include "truco-game.h"
#include "truco-game-log.h"
#include "truco-game-private.h"

typedef struct {
  const char *variant;
  const char *options[4];
} Config;

static const Config configs[] = {
  { "ar", { "players=2" } },
  { "ar", { "players=2", "flor_enabled=on" } },
  { "ar", { "players=3_gallo_fijo" } },
  { "ar", { "players=3_gallo_turno", "flor_enabled=on" } },
  { "ar", { "players=4", "flor_enabled=on", "envido_ladder=free" } },
  { "ar", { "players=4" } },
  { "ar", { "players=6", "flor_enabled=on" } },
  { "ar", { "players=8" } },
  { "cat", { "players=4" } },
  { "cat", { "players=2", "cat_captain_answers=off" } },
  { "fr", { "players=4" } },
  { "fr", { "players=2" } },
  { "tyf", { NULL } },
  { "put", { "players=2", "put_fold=on" } },
  { "put", { "players=3" } },
};

/* Credits made at once (credit_timing=immediate) seen in deep games. */
static guint n_immediate_credits;

static guint64
mix (guint64 *state)
{
  guint64 z = (*state += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

static TrucoRules *
make_rules (const Config *config)
{
  TrucoRules *rules = truco_rules_new (truco_variant_lookup (config->variant));

  for (guint i = 0; i < G_N_ELEMENTS (config->options) && config->options[i]; i++)
    {
      g_auto(GStrv) kv = g_strsplit (config->options[i], "=", 2);
      g_autoptr(GError) error = NULL;

      if (!truco_rules_set (rules, kv[0], kv[1], &error))
        g_error ("%s: %s", config->options[i], error->message);
    }
  return rules;
}

/* Every kind of action, to try things that are not offered. */
/* Every credit is explained by steps, one of which says the points it
 * scored, in the variant's words and never citing a rule's section. */
static void
check_credit_explained (TrucoGame         *game,
                        const TrucoCredit *credit)
{
  g_autoptr(TrucoExplanation) explanation = truco_explanation_new ();
  g_autofree char *text = NULL;
  gboolean says_points = FALSE;

  truco_credit_explain (game, credit, explanation);
  g_assert_cmpuint (truco_explanation_get_n_steps (explanation), >, 0);
  for (guint i = 0; i < truco_explanation_get_n_steps (explanation); i++)
    {
      const TrucoStep *step = truco_explanation_get_step (explanation, i);

      for (guint k = 0; k < step->n_numbers; k++)
        says_points |= step->numbers[k] == (int) credit->points;
    }
  g_assert_true (says_points);
  text = truco_explanation_format (explanation);
  g_assert_null (strstr (text, "§"));
  if (truco_rules_get_tie_word (truco_game_get_rules (game)) != TRUCO_TIE_PARDA)
    g_assert_null (strstr (text, "parda"));
}

static void
check_refusals (TrucoGame *game, const TrucoAction *legal, guint n_legal, guint64 *rng)
{
  TrucoAction probe;
  guint n_events_before, n_after;
  guint scores_before[3];
  gboolean offered = FALSE;

  memset (&probe, 0, sizeof probe);
  probe.kind = mix (rng) % TRUCO_N_ACTION_KINDS;
  probe.seat = mix (rng) % truco_game_get_n_seats (game);
  probe.bet = mix (rng) % TRUCO_N_BETS;
  probe.row = mix (rng) % 4;
  probe.value = mix (rng) % 128;
  for (guint i = 0; i < n_legal; i++)
    offered |= truco_action_equal (&probe, &legal[i]);
  if (offered)
    return;
  truco_game_get_events (game, &n_events_before);
  for (guint a = 0; a < truco_game_get_n_scores (game); a++)
    scores_before[a] = truco_game_get_score (game, a);
  {
    g_autoptr(GError) error = NULL;

    g_assert_false (truco_game_apply (game, &probe, &error));
    g_assert_error (error, TRUCO_GAME_ERROR, TRUCO_GAME_ERROR_ILLEGAL);
  }
  truco_game_get_events (game, &n_after);
  g_assert_cmpuint (n_after, ==, n_events_before);
  for (guint a = 0; a < truco_game_get_n_scores (game); a++)
    g_assert_cmpuint (truco_game_get_score (game, a), ==, scores_before[a]);
}

static void
play_one (const Config *config, const TrucoRules *rules, guint64 seed, gboolean deep)
{
  g_autoptr(TrucoGame) game = truco_game_new (rules, seed);
  g_autoptr(GString) log = truco_game_log_header (rules, seed);
  TrucoAction legal[TRUCO_GAME_MAX_ACTIONS];
  guint64 rng = seed ^ G_GUINT64_CONSTANT (0x5DEECE66D);
  guint credited[3] = { 0, 0, 0 };
  guint seen_events = 0;
  guint steps = 0;

  if (!deep)
    truco_game_set_record_events (game, FALSE);

  while (!truco_game_is_over (game))
    {
      guint n = truco_game_list_actions (game, legal);
      guint pick;
      char line[64];
      g_autoptr(GError) error = NULL;

      if (n == 0)
        g_error ("%s: nothing to do in phase %d\n%s", config->variant, truco_game_get_phase (game), log->str);
      g_assert_cmpuint (++steps, <, 200000);
      pick = mix (&rng) % n;

      if (deep)
        {
          TrucoAction parsed;

          /* The log word reads back as the same action. */
          truco_game_format_action (game, &legal[pick], line, sizeof line);
          if (!truco_game_parse_action (game, line, &parsed, &error))
            g_error ("%s: “%s” does not parse: %s\n%s", config->variant, line, error->message, log->str);
          g_assert_true (truco_action_equal (&parsed, &legal[pick]));
          g_string_append_printf (log, "%s\n", line);
          if (mix (&rng) % 8 == 0)
            check_refusals (game, legal, n, &rng);
        }

      if (!truco_game_apply (game, &legal[pick], &error))
        g_error ("%s: offered action refused: %s", config->variant, error->message);
      {
        const char *broken = truco_game_check_invariants (game);

        if (broken)
          g_error ("%s: %s after %s\n%s", config->variant, broken, line, log->str);
      }

      if (deep)
        {
          const TrucoEvent *events;
          guint n_events;

          events = truco_game_get_events (game, &n_events);
          for (; seen_events < n_events; seen_events++)
            {
              const TrucoEvent *e = &events[seen_events];

              if (e->kind == TRUCO_EVENT_CREDIT)
                {
                  /* credit_timing=immediate: only flor and envido are
                   * credited at once; pido flor may take them back. */
                  gboolean taken_back = e->credit.immediate && e->credit.cancelled && e->value > 0;

                  check_credit_explained (game, &e->credit);
                  if (e->credit.immediate)
                    {
                      g_assert_cmpuint (e->credit.bet, !=, TRUCO_BET_TRUCO);
                      n_immediate_credits++;
                    }
                  for (guint a = 0; a < 3; a++)
                    if ((e->credit.accounts >> a) & 1)
                      {
                        if (taken_back)
                          credited[a] -= MIN (credited[a], e->value);
                        else
                          credited[a] += e->value;
                      }
                }
              if (e->kind == TRUCO_EVENT_GAME_WON && !truco_game_is_over (game))
                for (guint a = 0; a < 3; a++)
                  credited[a] = 0;
            }
          if (!truco_game_is_over (game))
            for (guint a = 0; a < truco_game_get_n_scores (game); a++)
              g_assert_cmpuint (truco_game_get_score (game, a), ==, credited[a]);
        }
    }

  if (deep)
    {
      g_autoptr(TrucoGame) replay = NULL;
      g_autoptr(GError) error = NULL;
      const TrucoEvent *e1, *e2;
      guint n1, n2;

      replay = truco_game_log_replay (log->str, NULL, &error);
      if (error)
        g_error ("%s: replay failed: %s\n%s", config->variant, error->message, log->str);
      e1 = truco_game_get_events (game, &n1);
      e2 = truco_game_get_events (replay, &n2);
      g_assert_cmpuint (n1, ==, n2);
      g_assert_cmpmem (e1, n1 * sizeof *e1, e2, n2 * sizeof *e2);
      for (guint a = 0; a < truco_game_get_n_scores (game); a++)
        g_assert_cmpuint (truco_game_get_score (game, a), ==, truco_game_get_score (replay, a));
      g_assert_true (truco_game_is_over (replay));
    }
}

static void
test_config (gconstpointer data)
{
  const Config *config = data;
  g_autoptr(TrucoRules) rules = make_rules (config);
  g_autoptr(TrucoRules) at_once = make_rules (config);
  const char *env = g_getenv ("TRUCO_RANDOM_GAMES");
  guint n_games = env ? (guint) g_ascii_strtoull (env, NULL, 10) : 2000;
  gboolean has_timing = truco_rules_set (at_once, "credit_timing", "immediate", NULL);

  n_immediate_credits = 0;
  for (guint i = 0; i < n_games; i++)
    /* Every 20th game is checked deeply (log words, refusals, credits,
     * replay); the others check that every game ends and every offered
     * action applies.  Where the variant has it, every other game (deep
     * ones too) credits flor and envido at once (credit_timing=immediate,
     * §2.4). */
    play_one (config, has_timing && (i + i / 20) % 2 == 1 ? at_once : rules, i * 7919 + 1,
              g_getenv ("TRUCO_RANDOM_DEEP") || i % 20 == 0);
  if (has_timing && n_games >= 40)
    g_assert_cmpuint (n_immediate_credits, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (configs); i++)
    {
      g_autofree char *path = g_strdup_printf ("/game/random/%s/%u-%s-%s", configs[i].variant, i,
                                               configs[i].options[0] ? configs[i].options[0] : "default",
                                               configs[i].options[1] ? configs[i].options[1] : "");
      g_test_add_data_func (path, &configs[i], test_config);
    }

  return g_test_run ();
}
