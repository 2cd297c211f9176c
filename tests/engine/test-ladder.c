/* test-ladder.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Call sequences on the betting ladders against the tables of doc/rules.md.
 */

#include "config.h"

#include <string.h>

#include "truco-ladder.h"

static const TrucoLadder *
find_ladder (const TrucoRules *rules,
             TrucoBetKind   kind)
{
  guint n;
  const TrucoLadder *ladders = truco_rules_get_ladders (rules, &n);

  for (guint i = 0; i < n; i++)
    if (ladders[i].kind == kind)
      return &ladders[i];
  g_assert_not_reached ();
}

/* "envido|real envido" → indices. */
static guint
calls_of (const TrucoLadder *ladder,
          const char        *text,
          guint             *calls)
{
  g_auto(GStrv) words = g_strsplit (text, "|", -1);
  guint n = 0;

  for (; words[n] != NULL; n++)
    {
      int index = truco_ladder_find_call (ladder, words[n]);

      g_assert_cmpint (index, >=, 0);
      calls[n] = index;
    }
  return n;
}

typedef struct
{
  const char    *calls;
  TrucoStakeKind accepted_kind;
  int            accepted;
  int            rejected;
} Row;

static void
check_rows (const TrucoLadder *ladder,
            const Row         *rows,
            guint              n_rows,
            guint              n_flors)
{
  for (guint i = 0; i < n_rows; i++)
    {
      guint calls[8];
      guint n = calls_of (ladder, rows[i].calls, calls);
      TrucoLadderValue accepted, rejected;
      g_autoptr(GError) error = NULL;

      if (!truco_ladder_evaluate (ladder, calls, n, n_flors, &accepted, &rejected, &error))
        g_error ("%s: %s", rows[i].calls, error->message);
      g_assert_cmpint (accepted.kind, ==, rows[i].accepted_kind);
      g_assert_cmpint (accepted.points, ==, rows[i].accepted);
      g_assert_cmpint (rejected.kind, ==, TRUCO_STAKE_POINTS);
      g_assert_cmpint (rejected.points, ==, rows[i].rejected);
    }
}

static void
check_invalid (const TrucoLadder *ladder,
               const char        *text)
{
  guint calls[8];
  guint n = calls_of (ladder, text, calls);
  g_autoptr(GError) error = NULL;

  g_assert_false (truco_ladder_evaluate (ladder, calls, n, 0, NULL, NULL, &error));
  g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT);
}

/* doc/rules.md §2.7: the whole table of the canonical ladder. */
static void
test_envido (void)
{
  const TrucoRules *ar = truco_variant_get_default_rules (truco_variant_lookup ("ar"));
  const TrucoLadder *ladder = find_ladder (ar, TRUCO_BET_ENVIDO);
  const TrucoStakeKind P = TRUCO_STAKE_POINTS, F = TRUCO_STAKE_FALTA;
  const Row rows[] = {
    { "envido", P, 2, 1 },
    { "envido|envido", P, 4, 2 },
    { "real envido", P, 3, 1 },
    { "falta envido", F, 0, 1 },
    { "envido|real envido", P, 5, 2 },
    { "envido|envido|real envido", P, 7, 4 },
    { "envido|falta envido", F, 0, 2 },
    { "envido|envido|falta envido", F, 0, 4 },
    { "real envido|falta envido", F, 0, 3 },
    { "envido|real envido|falta envido", F, 0, 5 },
    { "envido|envido|real envido|falta envido", F, 0, 7 },
  };

  check_rows (ladder, rows, G_N_ELEMENTS (rows), 0);
  check_invalid (ladder, "envido|envido|envido");
  check_invalid (ladder, "real envido|envido");
  check_invalid (ladder, "real envido|real envido");
  check_invalid (ladder, "falta envido|envido");
  check_invalid (ladder, "falta envido|falta envido");

  /* envido_ladder=free: any raises, values accumulate the same way. */
  {
    g_autoptr(TrucoRules) free_rules = truco_rules_new (truco_variant_lookup ("ar"));
    const TrucoLadder *free_ladder;
    const Row free_rows[] = {
      { "envido|envido|envido", P, 6, 4 },
      { "real envido|envido|real envido", P, 8, 5 },
      { "real envido|real envido|falta envido", F, 0, 6 },
    };

    g_assert_true (truco_rules_set (free_rules, "envido_ladder", "free", NULL));
    free_ladder = find_ladder (free_rules, TRUCO_BET_ENVIDO);
    check_rows (free_ladder, free_rows, G_N_ELEMENTS (free_rows), 0);
    check_invalid (free_ladder, "falta envido|envido");
  }
}

/* doc/rules.md §2.6, §3, §5.6 */
static void
test_truco (void)
{
  const TrucoStakeKind P = TRUCO_STAKE_POINTS;
  const Row ar_rows[] = {
    { "truco", P, 2, 1 }, { "truco|retruco", P, 3, 2 }, { "truco|retruco|vale cuatro", P, 4, 3 },
  };
  const Row cat_rows[] = { { "truc", P, 2, 1 }, { "truc|retruc", P, 3, 2 } };
  const Row tyf_rows[] = {
    { "truc", P, 2, 1 }, { "truc|arrétruque", P, 3, 2 }, { "truc|arrétruque|balou quatro", P, 4, 3 },
    { "truc|arrétruque|balou quatro|balou seiz", P, 6, 4 },
  };
  const TrucoLadder *ar = find_ladder (truco_variant_get_default_rules (truco_variant_lookup ("ar")), TRUCO_BET_TRUCO);
  const TrucoLadder *tyf = find_ladder (truco_variant_get_default_rules (truco_variant_lookup ("tyf")), TRUCO_BET_TRUCO);
  guint calls[5];
  guint n = calls_of (tyf, "truc|arrétruque|balou quatro|balou seiz|balou partido", calls);
  TrucoLadderValue accepted, rejected;

  check_rows (ar, ar_rows, G_N_ELEMENTS (ar_rows), 0);
  check_rows (find_ladder (truco_variant_get_default_rules (truco_variant_lookup ("cat")), TRUCO_BET_TRUCO),
              cat_rows, G_N_ELEMENTS (cat_rows), 0);
  check_rows (tyf, tyf_rows, G_N_ELEMENTS (tyf_rows), 0);
  check_invalid (ar, "retruco");
  check_invalid (ar, "truco|vale cuatro");
  check_invalid (ar, "truco|truco");

  g_assert_true (truco_ladder_evaluate (tyf, calls, n, 0, &accepted, &rejected, NULL));
  g_assert_cmpint (accepted.kind, ==, TRUCO_STAKE_GAME);
  g_assert_cmpint (rejected.points, ==, 6);
}

/* doc/rules.md §2.9 */
static void
test_flor (void)
{
  g_autoptr(TrucoRules) ar = truco_rules_new (truco_variant_lookup ("ar"));
  const TrucoStakeKind P = TRUCO_STAKE_POINTS, F = TRUCO_STAKE_FALTA;
  const Row two_flors[] = {
    { "flor", P, 3, 3 },
    { "flor|contraflor", P, 6, 3 },
    { "flor|contraflor|contraflor al resto", F, 6, 6 },
    { "flor|contraflor al resto", F, 6, 3 },
  };
  const Row three_flors[] = { { "flor|contraflor", P, 9, 3 } };
  const Row four_point[] = {
    { "flor", P, 4, 3 }, { "flor|contraflor", P, 6, 4 }, { "flor|contraflor|contraflor al resto", F, 6, 6 },
  };

  g_assert_true (truco_rules_set (ar, "flor_enabled", "on", NULL));
  check_rows (find_ladder (ar, TRUCO_BET_FLOR), two_flors, G_N_ELEMENTS (two_flors), 2);
  check_rows (find_ladder (ar, TRUCO_BET_FLOR), three_flors, G_N_ELEMENTS (three_flors), 3);
  check_invalid (find_ladder (ar, TRUCO_BET_FLOR), "contraflor|flor");
  g_assert_true (truco_rules_set (ar, "flor_scheme", "four_point", NULL));
  check_rows (find_ladder (ar, TRUCO_BET_FLOR), four_point, G_N_ELEMENTS (four_point), 2);

  /* §2.9: a contraflor answers a flor; nothing opens the flor ladder but
   * singing flor (as the game's tables say), whatever the scheme. */
  for (guint scheme = 0; scheme < 3; scheme++)
    {
      static const char *const openers[] = { "contraflor", "contraflor al resto", "contraflor|contraflor al resto" };

      g_assert_true (truco_rules_set (ar, "flor_scheme", scheme == 1 ? "four_point" : "reglamento", NULL));
      g_assert_true (truco_rules_set (ar, "flor_contest_base", scheme == 2 ? "3n" : "3", NULL));
      for (guint i = 0; i < G_N_ELEMENTS (openers); i++)
        {
          const TrucoLadder *ladder = find_ladder (ar, TRUCO_BET_FLOR);
          guint calls[8];
          guint n = calls_of (ladder, openers[i], calls);
          g_autoptr(GError) error = NULL;

          g_assert_false (truco_ladder_evaluate (ladder, calls, n, 2, NULL, NULL, &error));
          g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT);
          g_assert_nonnull (strstr (error->message, "flor must be sung first"));
        }
    }
}

/* doc/rules.md §5.4 */
static void
test_embit (void)
{
  const TrucoLadder *ladder = find_ladder (truco_variant_get_default_rules (truco_variant_lookup ("tyf")), TRUCO_BET_ENVIDO);
  const TrucoStakeKind P = TRUCO_STAKE_POINTS;
  const Row rows[] = {
    { "j'embide", P, 2, 1 }, { "j'embide|u aouté", P, 2, 2 }, { "j'embide|dus de mes", P, 3, 2 },
    { "j'embide|detz de mes", P, 11, 2 },
  };
  guint calls[2];
  guint n = calls_of (ladder, "j'embide|restou", calls);
  TrucoLadderValue accepted, rejected;

  check_rows (ladder, rows, G_N_ELEMENTS (rows), 0);
  g_assert_true (truco_ladder_evaluate (ladder, calls, n, 0, &accepted, &rejected, NULL));
  g_assert_cmpint (accepted.kind, ==, TRUCO_STAKE_REST_OF_CALLER);
  g_assert_cmpint (accepted.points, ==, 1);
  g_assert_cmpint (rejected.points, ==, 2);

  n = calls_of (ladder, "mi falta", calls);
  g_assert_true (truco_ladder_evaluate (ladder, calls, n, 0, &accepted, &rejected, NULL));
  g_assert_cmpint (accepted.kind, ==, TRUCO_STAKE_SHORTFALL);
  g_assert_cmpint (rejected.points, ==, 1);

  check_invalid (ladder, "u aouté");
  check_invalid (ladder, "j'embide|dus de mes|u aouté");
  check_invalid (ladder, "mi falta|dus de mes");
  check_invalid (ladder, "j'embide|mi falta");
}

static void
test_put_and_french (void)
{
  const TrucoLadder *put = find_ladder (truco_variant_get_default_rules (truco_variant_lookup ("put")), TRUCO_BET_TRUCO);
  const TrucoLadder *fr = find_ladder (truco_variant_get_default_rules (truco_variant_lookup ("fr")), TRUCO_BET_TRUCO);
  guint calls[3];
  guint n = calls_of (put, "put", calls);
  TrucoLadderValue accepted, rejected;

  g_assert_true (truco_ladder_evaluate (put, calls, n, 0, &accepted, &rejected, NULL));
  g_assert_cmpint (accepted.kind, ==, TRUCO_STAKE_GAME);
  g_assert_cmpint (rejected.points, ==, 1);
  check_invalid (put, "put|put");

  n = calls_of (fr, "si je joue|si je joue|mon reste", calls);
  g_assert_true (truco_ladder_evaluate (fr, calls, n, 0, &accepted, NULL, NULL));
  g_assert_cmpint (accepted.kind, ==, TRUCO_STAKE_GAME);
  check_invalid (fr, "mon reste|si je joue");
}

/* Inconsistent descriptors are refused with a message naming the field;
 * every ladder of every variant and house rule passes. */
static void
test_check_descriptors (void)
{
#define STEP(said, word) .call = said, .id = word, .accept_word = "quiero", .reject_word = "no-quiero", .max_times = 1
  static const TrucoLadderStep good[] = {
    { STEP ("truco", "truco"), .accepted = { TRUCO_STAKE_POINTS, 2, 0 }, .rejected = { TRUCO_STAKE_PREVIOUS, 0, 0 } },
  };
  static const TrucoLadderStep no_word[] = {
    { STEP ("", "truco"), .accepted = { TRUCO_STAKE_POINTS, 2, 0 }, .rejected = { TRUCO_STAKE_PREVIOUS, 0, 0 } },
  };
  static const TrucoLadderStep no_log_word[] = {
    { STEP ("truco", NULL), .accepted = { TRUCO_STAKE_POINTS, 2, 0 }, .rejected = { TRUCO_STAKE_PREVIOUS, 0, 0 } },
  };
  static const TrucoLadderStep spaced_log_word[] = {
    { STEP ("vale cuatro", "vale cuatro"), .accepted = { TRUCO_STAKE_POINTS, 4, 0 }, .rejected = { TRUCO_STAKE_PREVIOUS, 0, 0 } },
  };
  static const TrucoLadderStep twice_the_word[] = {
    { STEP ("truco", "truco"), .accepted = { TRUCO_STAKE_POINTS, 2, 0 }, .rejected = { TRUCO_STAKE_PREVIOUS, 0, 0 } },
    { STEP ("retruco", "truco"), .accepted = { TRUCO_STAKE_POINTS, 3, 0 }, .rejected = { TRUCO_STAKE_PREVIOUS, 0, 0 } },
  };
  static const TrucoLadderStep no_answer[] = {
    { .call = "truco", .id = "truco", .accept_word = "quiero", .max_times = 1,
      .accepted = { TRUCO_STAKE_POINTS, 2, 0 }, .rejected = { TRUCO_STAKE_PREVIOUS, 0, 0 } },
  };
  static const TrucoLadderStep never_accepted[] = {
    { STEP ("truco", "truco"), .accepted = { TRUCO_STAKE_NONE, 0, 0 }, .rejected = { TRUCO_STAKE_PREVIOUS, 0, 0 } },
  };
  static const TrucoLadderStep per_flor[] = {
    { STEP ("truco", "truco"), .accepted = { TRUCO_STAKE_POINTS, 0, 3 }, .rejected = { TRUCO_STAKE_PREVIOUS, 0, 0 } },
  };
  static const TrucoLadderStep adds[] = {
    { STEP ("truco", "truco"), .accepted = { TRUCO_STAKE_ADD, 2, 0 }, .rejected = { TRUCO_STAKE_PREVIOUS, 0, 0 } },
  };
  static const TrucoLadderStep opening_only[] = {
    { STEP ("truco", "truco"), .opening_only = TRUE, .accepted = { TRUCO_STAKE_POINTS, 2, 0 },
      .rejected = { TRUCO_STAKE_PREVIOUS, 0, 0 } },
  };
  static const TrucoLadderStep named[] = {
    { STEP ("si je joue", "raise"), .accepted = { TRUCO_STAKE_FREE, 0, 0 }, .rejected = { TRUCO_STAKE_PREVIOUS, 0, 0 } },
  };
#undef STEP
  const TrucoLadder truco = {
    .id = "t", .name = "truco", .kind = TRUCO_BET_TRUCO, .title = "T", .base = 1,
    .order = TRUCO_LADDER_ORDER_STEPS, .raise_right = TRUCO_RAISE_ACCEPTING_SIDE, .n_steps = 1, .steps = good,
  };
  struct {
    TrucoLadder  ladder;
    const char  *field;   /* NULL: valid */
  } cases[32];
  guint n_cases = 0;

#define CASE(field_name, change) \
  G_STMT_START { \
    g_assert_cmpuint (n_cases, <, G_N_ELEMENTS (cases)); \
    cases[n_cases].ladder = truco; \
    { TrucoLadder *l = &cases[n_cases].ladder; change; } \
    cases[n_cases++].field = field_name; \
  } G_STMT_END
  CASE (NULL, (void) l);
  CASE ("id", l->id = NULL);
  CASE ("id", l->id = "");
  CASE ("name", l->name = NULL);
  CASE ("steps", l->n_steps = 0);
  CASE ("steps", l->steps = NULL);
  CASE ("n_steps", l->n_steps = 9);
  CASE ("base", l->base = 0);
  CASE ("kind", l->kind = 17);
  CASE ("kind", l->kind = TRUCO_N_BETS);
  CASE ("order", l->order = 9);
  CASE ("raise_right", l->raise_right = 7);
  CASE ("raise_needs_quiero", (l->raise_needs_quiero = TRUE, l->raise_right = TRUCO_RAISE_ANSWERING_SIDE));
  CASE (NULL, l->raise_needs_quiero = TRUE);
  CASE ("steps[].call", l->steps = no_word);
  CASE ("steps[].id", l->steps = no_log_word);
  CASE ("steps[].id", l->steps = spaced_log_word);
  CASE ("steps[].id", (l->steps = twice_the_word, l->n_steps = 2));
  CASE ("steps[].reject_word", l->steps = no_answer);
  CASE ("steps[].accepted", l->steps = never_accepted);
  CASE ("steps[].accepted", l->steps = per_flor);
  CASE ("steps[].accepted", l->steps = adds);
  CASE (NULL, (l->steps = adds, l->kind = TRUCO_BET_ENVIDO, l->order = TRUCO_LADDER_ORDER_SUBSEQUENCE,
               l->raise_right = TRUCO_RAISE_ANSWERING_SIDE));
  CASE ("steps[].opening_only", l->steps = opening_only);
  CASE ("steps[].accepted", (l->steps = named, l->max_chosen = 11));
  CASE ("max_chosen", (l->steps = named, l->order = TRUCO_LADDER_ORDER_FREE));
  CASE (NULL, (l->steps = named, l->order = TRUCO_LADDER_ORDER_FREE, l->max_chosen = 11));
#undef CASE

  static const char *const variants[] = { "ar", "cat", "fr", "tyf", "put" };
  static const char *const options[][2] = {
    { NULL, NULL }, { "flor_enabled", "on" }, { "flor_scheme", "four_point" }, { "flor_contest_base", "3n" },
    { "cfar_winner_takes_chico", "on" }, { "envido_ladder", "free" },
  };

  for (guint i = 0; i < n_cases; i++)
    {
      g_autoptr(GError) error = NULL;
      gboolean ok = truco_ladder_check (&cases[i].ladder, &error);

      g_test_message ("case %u: %s", i, cases[i].field ? cases[i].field : "valid");

      if (cases[i].field == NULL)
        {
          g_assert_no_error (error);
          g_assert_true (ok);
          continue;
        }
      g_assert_false (ok);
      g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE);
      g_assert_nonnull (strstr (error->message, cases[i].field));
    }

  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    for (guint o = 0; o < G_N_ELEMENTS (options); o++)
      {
        g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup (variants[v]));
        const TrucoLadder *ladders;
        guint n;

        if (options[o][0] != NULL && !truco_rules_set (rules, "flor_enabled", "on", NULL))
          continue;
        if (options[o][0] != NULL)
          truco_rules_set (rules, options[o][0], options[o][1], NULL);
        ladders = truco_rules_get_ladders (rules, &n);
        for (guint l = 0; l < n; l++)
          g_assert_true (truco_ladder_check (&ladders[l], NULL));
      }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ladder/envido", test_envido);
  g_test_add_func ("/ladder/truco", test_truco);
  g_test_add_func ("/ladder/flor", test_flor);
  g_test_add_func ("/ladder/embit", test_embit);
  g_test_add_func ("/ladder/put-and-french", test_put_and_french);
  g_test_add_func ("/ladder/check-descriptors", test_check_descriptors);

  return g_test_run ();
}
