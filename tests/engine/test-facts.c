/* test-facts.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The fact sheet of every variant (defaults, and a few house rules) against
 * facts.golden.  Run with --write to print the sheet for a new golden file.
 */

#include "config.h"

#include <stdio.h>
#include <string.h>

#include "truco-facts.h"

/* The fact sheet's tables: one row per call, with who may make it. */
static GString *
append_ladder_tables (GString          *s,
                      const TrucoRules *rules)
{
  guint n_ladders;
  const TrucoLadder *ladders = truco_rules_get_ladders (rules, &n_ladders);

  for (guint l = 0; l < n_ladders; l++)
    {
      g_autofree char *notes = truco_ladder_describe_notes (rules, &ladders[l]);

      g_string_append_printf (s, "[table %s]\n", truco_ladder_get_title (&ladders[l]));
      for (guint i = 0; i < ladders[l].n_steps; i++)
        {
          g_autofree char *accepted = truco_ladder_describe_accepted (&ladders[l], i);
          g_autofree char *refused = truco_ladder_describe_refused (&ladders[l], i);
          g_autofree char *caller = truco_ladder_describe_caller (&ladders[l], i);

          g_string_append_printf (s, "%s | %s | %s | %s\n", ladders[l].steps[i].call,
                                  accepted, refused ? refused : "-", caller);
        }
      if (notes[0] != '\0')
        g_string_append_printf (s, "%s\n", notes);
    }

  return s;
}

static char *
fact_sheet (void)
{
  GString *s = g_string_new (NULL);
  const struct { const char *id; const char *key; const char *value; } sheets[] = {
    { "ar", NULL, NULL }, { "ar", "flor_enabled", "on" }, { "ar", "target", "15" },
    { "cat", NULL, NULL }, { "fr", NULL, NULL }, { "fr", "fr_rank", "36card" },
    { "tyf", NULL, NULL }, { "tyf", "all_pardes", "none" }, { "put", NULL, NULL },
    /* The house rules the facts follow (rules.md §2.7, §2.8, §5.6). */
    { "ar", "falta_mode", "B" }, { "ar", "falta_mode", "C" }, { "ar", "falta_mode", "D" },
    { "ar", "envido_ladder", "free" }, { "ar", "players", "6" }, { "tyf", "bonus_cards", "off" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (sheets); i++)
    {
      const TrucoVariant *variant = truco_variant_lookup (sheets[i].id);
      g_autoptr(TrucoRules) rules = truco_rules_new (variant);

      if (sheets[i].key)
        g_assert_true (truco_rules_set (rules, sheets[i].key, sheets[i].value, NULL));
      g_string_append_printf (s, "== %s (%s)%s%s%s%s\n", truco_variant_get_name (variant), sheets[i].id,
                              sheets[i].key ? " " : "", sheets[i].key ? sheets[i].key : "",
                              sheets[i].key ? "=" : "", sheets[i].value ? sheets[i].value : "");
      g_string_append_printf (s, "%s\n", truco_variant_get_summary (variant));
      for (TrucoFact f = 0; f < TRUCO_N_FACTS; f++)
        {
          g_autofree char *text = truco_variant_describe (variant, rules, f);
          g_autofree char *cell = truco_variant_describe_short (variant, rules, f);

          g_string_append_printf (s, "[%s]\n%s\n", truco_fact_get_title (f), text);
          /* The comparison's cell: a few words, never more than two lines. */
          g_assert_cmpuint (strlen (cell), <, 80);
          g_string_append_printf (s, "(short) %s\n", cell);
        }
      s = append_ladder_tables (s, rules);
    }
  return g_string_free (s, FALSE);
}

static void
test_facts_golden (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "engine", "facts.golden", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *sheet = fact_sheet ();
  const char *body;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  /* Skip the comment lines at the top. */
  body = contents;
  while (body[0] == '#')
    body = strchr (body, '\n') + 1;
  g_assert_cmpstr (sheet, ==, body);
}

int
main (int   argc,
      char *argv[])
{
  if (argc == 2 && strcmp (argv[1], "--write") == 0)
    {
      g_autofree char *sheet = fact_sheet ();
      fputs (sheet, stdout);
      return 0;
    }

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/facts/golden", test_facts_golden);
  return g_test_run ();
}
