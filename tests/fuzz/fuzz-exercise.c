/* fuzz-exercise.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libFuzzer target: the arguments of `truco-rules exercise` (one command
 * a line, "exercise" put in front) and, from the first bytes, a skill, a
 * rule set and a seed generated directly.  Every command answers or fails
 * with a message; every exercise has exactly one right option among
 * distinct ones; nothing crashes or leaks.
 */

#include "config.h"

#include <stdint.h>
#include <string.h>

#include "truco-cli.h"
#include "truco-exercise.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static const char * const option_sets[][2] = {
  { NULL, NULL },
  { "flor_enabled", "on" },
  { "falta_mode", "B" },
  { "falta_mode", "C" },
  { "falta_mode", "D" },
  { "target", "15" },
  { "players", "3" },
  { "all_pardes", "none" },
  { "fr_rank", "36card" },
  { "players", "2" },
  { "simultaneous_finish", "higher_total" },
  { "credit_timing", "immediate" },
  { "one_card_deal", "off" },
};

static void
generate_direct (const uint8_t *data,
                 size_t         size)
{
  const TrucoSkill *skill;
  g_autoptr(TrucoRules) rules = NULL;
  g_autoptr(TrucoExercise) ex = NULL;
  guint64 seed = 0;
  guint n_right = 0;

  if (size < 11)
    return;
  skill = truco_skill_get_nth (data[0] % truco_skill_get_count ());
  rules = truco_rules_new (truco_variant_get_nth (data[1] % truco_variant_get_count ()));
  if (option_sets[data[2] % G_N_ELEMENTS (option_sets)][0] != NULL)
    /* An option the variant lacks is simply refused. */
    truco_rules_set (rules, option_sets[data[2] % G_N_ELEMENTS (option_sets)][0],
                     option_sets[data[2] % G_N_ELEMENTS (option_sets)][1], NULL);
  memcpy (&seed, data + 3, sizeof seed);

  ex = truco_exercise_generate (skill, rules, seed, NULL);
  if (ex == NULL)
    {
      g_assert_false (truco_skill_applies (skill, rules, NULL));
      return;
    }
  for (guint i = 0; i < truco_exercise_get_n_choices (ex); i++)
    {
      n_right += truco_exercise_get_choice_correct (ex, i);
      g_assert_true (truco_exercise_get_choice_correct (ex, i) ==
                     (truco_exercise_get_choice_misconception (ex, i) == NULL));
      for (guint j = 0; j < i; j++)
        g_assert_cmpstr (truco_exercise_get_choice_text (ex, i), !=, truco_exercise_get_choice_text (ex, j));
    }
  g_assert_cmpuint (n_right, ==, 1);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  TrucoCliContext context;
  char *text = g_strndup ((const char *) data, size);
  char **lines = g_strsplit (text, "\n", 16);
  GString *out = g_string_new (NULL);

  generate_direct (data, size);

  truco_cli_context_init (&context);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autofree char *line = g_strconcat ("exercise ", lines[i], NULL);
      gsize before = out->len;

      /* A line without a seed would draw a random one: keep runs repeatable. */
      if (strstr (line, "--seed=") == NULL)
        {
          g_free (line);
          line = g_strconcat ("exercise --seed=7 ", lines[i], NULL);
        }
      truco_cli_run_line (&context, line, out);
      g_assert_cmpuint (out->len, >, before);
      g_assert_true (out->str[out->len - 1] == '\n');
    }

  truco_cli_context_clear (&context);
  g_string_free (out, TRUE);
  g_strfreev (lines);
  g_free (text);
  return 0;
}
