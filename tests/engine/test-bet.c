/* test-bet.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every row of every ladder table in doc/rules.md (the betting ladders of
 * every variant), quiero and no quiero, the illegal sequences, and the
 * explanations of their values.  The
 * expected values are copied from the tables of doc/rules.md, not computed.
 */

#include "config.h"

#include <string.h>

#include "truco-eval.h"
#include "truco-ladder.h"

/* Plays a sequence on @ladder: tokens "STEP[=VALUE][:SIDE]" or "accept".
 * Calls alternate sides from side 0 unless ":SIDE" is given.  Returns FALSE
 * (and the reason) on the first illegal token. */
static gboolean
play (TrucoBet  *ladder,
      const char   *spec_id,
      const char   *sequence,
      const char  **reason)
{
  g_auto(GStrv) tokens = g_strsplit (sequence, " ", -1);
  const TrucoLadder *spec = truco_ladder_lookup (spec_id);
  guint side = 0;

  g_assert_nonnull (spec);
  truco_bet_init (ladder, spec);
  for (guint i = 0; tokens[i]; i++)
    {
      g_autofree char *token = g_strdup (tokens[i]);
      char *colon = strchr (token, ':');
      char *eq = strchr (token, '=');
      guint chosen = 0;
      int step;

      if (colon)
        {
          *colon = '\0';
          side = atoi (colon + 1);
        }
      if (eq)
        {
          *eq = '\0';
          chosen = atoi (eq + 1);
        }
      if (strcmp (token, "accept") == 0)
        {
          guint answerer = truco_bet_get_last_side (ladder) == 0 ? 1 : 0;

          if (!truco_bet_check_answer (ladder, colon ? side : answerer, reason))
            return FALSE;
          truco_bet_accept (ladder);
          side = answerer;
          continue;
        }
      step = truco_ladder_find_step (spec, token);
      g_assert_cmpint (step, >=, 0);
      if (!truco_bet_check_call (ladder, step, side, chosen, reason))
        return FALSE;
      truco_bet_call (ladder, step, side, chosen);
      side = side == 0 ? 1 : 0;
    }
  return TRUE;
}

typedef struct {
  const char *spec;
  const char *sequence;
  guint       score_a, score_b;
  const char *options;   /* "key=value,key=value" for the context's rule set */
  guint       n_flors;
  guint       quiero_a;  /* accepted value when side A (0) wins */
  guint       quiero_b;  /* accepted value when side B (1) wins */
  int         no_quiero; /* to the last caller; -1: cannot be refused */
} Row;

#define AR NULL

static const Row rows[] = {
  /* §2.6 truco ladder. */
  { "ar-truco", "truco",                           0, 0, AR, 0, 2, 2, 1 },
  { "ar-truco", "truco retruco",                   0, 0, AR, 0, 3, 3, 2 },
  { "ar-truco", "truco retruco vale-cuatro",       0, 0, AR, 0, 4, 4, 3 },
  { "ar-truco", "truco accept retruco:1",          0, 0, AR, 0, 3, 3, 2 },
  { "ar-truco", "truco accept retruco:1 accept vale-cuatro:0", 0, 0, AR, 0, 4, 4, 3 },
  /* §2.7 canonical envido ladder, scores 12-8 (falta A = 18). */
  { "ar-envido", "envido",                                12, 8, AR, 0, 2, 2, 1 },
  { "ar-envido", "envido envido",                         12, 8, AR, 0, 4, 4, 2 },
  { "ar-envido", "real-envido",                           12, 8, AR, 0, 3, 3, 1 },
  { "ar-envido", "falta-envido",                          12, 8, AR, 0, 18, 18, 1 },
  { "ar-envido", "envido real-envido",                    12, 8, AR, 0, 5, 5, 2 },
  { "ar-envido", "envido envido real-envido",             12, 8, AR, 0, 7, 7, 4 },
  { "ar-envido", "envido falta-envido",                   12, 8, AR, 0, 18, 18, 2 },
  { "ar-envido", "envido envido falta-envido",            12, 8, AR, 0, 18, 18, 4 },
  { "ar-envido", "real-envido falta-envido",              12, 8, AR, 0, 18, 18, 3 },
  { "ar-envido", "envido real-envido falta-envido",       12, 8, AR, 0, 18, 18, 5 },
  { "ar-envido", "envido envido real-envido falta-envido", 12, 8, AR, 0, 18, 18, 7 },
  /* envido_ladder=free: values accumulate the same way. */
  { "ar-envido-free", "envido envido envido real-envido envido", 0, 0, AR, 0, 11, 11, 9 },
  { "ar-envido-free", "real-envido envido real-envido",          0, 0, AR, 0, 8, 8, 5 },
  { "ar-envido-free", "real-envido real-envido falta-envido",    0, 0, AR, 0, 30, 30, 6 },
  /* §2.8 falta in every mode (T = 30). */
  { "ar-envido", "falta-envido", 12, 8,  "falta_mode=A", 0, 18, 18, 1 },
  { "ar-envido", "falta-envido", 12, 8,  "falta_mode=B", 0, 18, 22, 1 },
  { "ar-envido", "falta-envido", 12, 8,  "falta_mode=C", 0, 3, 3, 1 },
  { "ar-envido", "falta-envido", 12, 8,  "falta_mode=D", 0, 18, 22, 1 },
  { "ar-envido", "falta-envido", 20, 10, "falta_mode=A", 0, 10, 10, 1 },
  { "ar-envido", "falta-envido", 20, 10, "falta_mode=B", 0, 10, 10, 1 },
  { "ar-envido", "falta-envido", 20, 10, "falta_mode=C", 0, 10, 10, 1 },
  { "ar-envido", "falta-envido", 20, 10, "falta_mode=D", 0, 10, 20, 1 },
  { "ar-envido", "falta-envido", 14, 14, "falta_mode=A", 0, 16, 16, 1 },
  { "ar-envido", "falta-envido", 14, 14, "falta_mode=B", 0, 16, 16, 1 },
  { "ar-envido", "falta-envido", 14, 14, "falta_mode=C", 0, 1, 1, 1 },
  { "ar-envido", "falta-envido", 15, 3,  "falta_mode=B", 0, 15, 15, 1 },
  { "ar-envido", "falta-envido", 9, 4,   "target=15", 0, 6, 6, 1 },
  { "ar-envido", "falta-envido", 9, 4,   "target=15,falta_mode=C", 0, 6, 6, 1 },
  /* §2.9 flor, flor_scheme=reglamento, example 20-10. */
  { "ar-flor", "flor",                                  20, 10, AR, 2, 3, 3, 3 },
  { "ar-flor", "flor contraflor",                       20, 10, AR, 2, 6, 6, 3 },
  { "ar-flor", "flor contraflor",                       20, 10, AR, 3, 9, 9, 3 },
  { "ar-flor", "flor contraflor contraflor-al-resto",   20, 10, AR, 2, 16, 16, 6 },
  { "ar-flor", "flor contraflor-al-resto",              20, 10, AR, 2, 16, 16, 3 },
  { "ar-flor-3n", "flor",                               20, 10, AR, 2, 6, 6, 3 },
  { "ar-flor-four-point", "flor",                       20, 10, AR, 2, 4, 4, 3 },
  { "ar-flor-four-point", "flor contraflor",            20, 10, AR, 2, 6, 6, 4 },
  { "ar-flor-four-point", "flor contraflor contraflor-al-resto", 20, 10, AR, 2, 16, 16, 6 },
  /* §3 Catalan truc. */
  { "cat-truc", "truc",                      0, 0, NULL, 0, 2, 2, 1 },
  { "cat-truc", "truc retruc",               0, 0, NULL, 0, 3, 3, 2 },
  { "cat-truc", "truc accept retruc:1",      0, 0, NULL, 0, 3, 3, 2 },
  /* §4 French raises (4 → 7 is "three if I play?" twice). */
  { "fr-raise", "raise=4",                   3, 5, NULL, 0, 4, 4, 1 },
  { "fr-raise", "raise=4 raise=7",           3, 5, NULL, 0, 7, 7, 4 },
  { "fr-raise", "raise=4 accept raise=7:1",  3, 5, NULL, 0, 7, 7, 4 },
  { "fr-raise", "remainder",                 3, 5, NULL, 0, 9, 7, 1 },
  { "fr-raise", "raise=2 remainder",         3, 5, NULL, 0, 9, 7, 2 },
  /* §5.4 Truc y Flou embit (A 18, B 22). */
  { "tyf-embit", "embide",                   18, 22, NULL, 0, 2, 2, 1 },
  { "tyf-embit", "embide u-aoute",           18, 22, NULL, 0, 2, 2, 2 },
  { "tyf-embit", "embide dus-de-mes",        18, 22, NULL, 0, 3, 3, 2 },
  { "tyf-embit", "embide detz-de-mes",       18, 22, NULL, 0, 11, 11, 2 },
  { "tyf-embit", "embide restou",            18, 22, NULL, 0, 4, 3, 2 },
  { "tyf-embit", "mi-falta",                 18, 22, NULL, 0, 7, 8, 1 },
  { "tyf-embit", "restou-y-troucou",         18, 22, NULL, 0, 7, 3, 1 },
  /* §5.5 Truc y Flou flor. */
  { "tyf-flor", "flor",                                          0, 0, NULL, 2, 3, 3, -1 },
  { "tyf-flor", "flor alimidou-con-flor",                        0, 0, NULL, 2, 5, 5, 3 },
  { "tyf-flor", "flor alimidou-con-flor alibarestou-con-flor",   4, 9, NULL, 2, 21, 16, 5 },
  /* §5.6 Truc y Flou truc. */
  { "tyf-truc", "truc",                                                  0, 0, NULL, 0, 2, 2, 1 },
  { "tyf-truc", "truc retruc",                                           0, 0, NULL, 0, 3, 3, 2 },
  { "tyf-truc", "truc retruc balou-quatro",                              0, 0, NULL, 0, 4, 4, 3 },
  { "tyf-truc", "truc retruc balou-quatro balou-seiz",                   0, 0, NULL, 0, 6, 6, 4 },
  { "tyf-truc", "truc retruc balou-quatro balou-seiz balou-partido",     10, 20, NULL, 0, 15, 5, 6 },
  /* §6 Put: playing on plays for the game (5). */
  { "put-put", "put",                        1, 3, NULL, 0, 4, 2, 1 },
};

static void
test_rows (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      const Row *row = &rows[i];
      TrucoBet ladder, refused;
      TrucoBetContext ctx;
      const char *reason = NULL;
      g_autoptr(TrucoRules) rules = NULL;
      g_autofree char *variant = g_strndup (row->spec, strchr (row->spec, '-') - row->spec);

      g_test_message ("%s: %s", row->spec, row->sequence);
      if (!play (&ladder, row->spec, row->sequence, &reason))
        g_error ("%s: %s refused: %s", row->spec, row->sequence, reason);
      g_assert_true (truco_bet_is_pending (&ladder));

      rules = truco_rules_new (truco_variant_lookup (variant));
      if (row->options)
        {
          g_auto(GStrv) pairs = g_strsplit (row->options, ",", -1);

          for (guint k = 0; pairs[k]; k++)
            {
              g_auto(GStrv) kv = g_strsplit (pairs[k], "=", 2);

              g_assert_true (truco_rules_set (rules, kv[0], kv[1], NULL));
            }
        }
      truco_bet_context_init (&ctx, rules);
      ctx.score[0] = row->score_a;
      ctx.score[1] = row->score_b;
      ctx.n_flors = row->n_flors;

      refused = ladder;
      truco_bet_accept (&ladder);
      g_assert_cmpuint (truco_bet_accepted_value (&ladder, &ctx, 0), ==, row->quiero_a);
      g_assert_cmpuint (truco_bet_accepted_value (&ladder, &ctx, 1), ==, row->quiero_b);
      g_assert_cmpuint (truco_bet_stake (&ladder, &ctx, 0), ==, row->quiero_a);

      truco_bet_reject (&refused);
      if (row->no_quiero < 0)
        g_assert_cmpint (truco_bet_get_last_step (&refused)->rejected.kind, ==, TRUCO_STAKE_NONE);
      else
        g_assert_cmpuint (truco_bet_rejected_value (&refused, &ctx), ==, row->no_quiero);
    }
}

typedef struct {
  const char *spec;
  const char *sequence;
} Illegal;

static const Illegal illegal[] = {
  { "ar-truco", "retruco" },
  { "ar-truco", "vale-cuatro" },
  { "ar-truco", "truco vale-cuatro" },
  { "ar-truco", "truco truco" },
  { "ar-truco", "truco retruco:0" },                 /* raising one's own call */
  { "ar-truco", "truco accept retruco:0" },          /* the raise right went to B */
  { "ar-truco", "truco retruco vale-cuatro retruco" },
  { "ar-truco", "accept" },
  { "ar-envido", "envido envido envido" },
  { "ar-envido", "envido envido real-envido real-envido" },
  { "ar-envido", "real-envido envido" },
  { "ar-envido", "falta-envido envido" },
  { "ar-envido", "falta-envido falta-envido" },
  { "ar-envido", "falta-envido real-envido" },
  { "ar-envido", "envido falta-envido real-envido" },
  { "ar-envido", "envido real-envido:0" },
  { "ar-envido", "envido accept envido:1" },          /* accepted envido is closed */
  { "ar-envido-free", "falta-envido envido" },
  { "ar-flor", "contraflor" },
  { "ar-flor", "contraflor-al-resto" },
  { "ar-flor", "flor flor" },
  { "ar-flor", "flor contraflor-al-resto contraflor" },
  { "ar-flor", "flor contraflor-al-resto contraflor-al-resto" },
  { "cat-truc", "retruc" },
  { "cat-truc", "truc retruc truc" },
  { "cat-truc", "truc retruc retruc" },
  { "cat-truc", "truc accept retruc:0" },
  { "fr-raise", "raise=1" },
  { "fr-raise", "raise=12" },
  { "fr-raise", "raise=4 raise=3" },
  { "fr-raise", "raise=4 accept raise=7:0" },         /* the same side twice running */
  { "fr-raise", "remainder raise=5" },
  { "fr-raise", "remainder remainder" },
  { "tyf-embit", "u-aoute" },
  { "tyf-embit", "restou" },
  { "tyf-embit", "embide dus-de-mes detz-de-mes" },
  { "tyf-embit", "embide mi-falta" },
  { "tyf-embit", "embide embide" },
  { "tyf-embit", "mi-falta restou" },
  { "tyf-flor", "alimidou-con-flor" },
  { "tyf-flor", "flor alibarestou-con-flor" },
  { "tyf-truc", "truc balou-quatro" },
  { "tyf-truc", "truc retruc balou-quatro balou-seiz balou-partido balou-partido" },
  { "put-put", "put put" },
};

static void
test_illegal (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (illegal); i++)
    {
      TrucoBet ladder;
      const char *reason = NULL;

      g_test_message ("%s: %s", illegal[i].spec, illegal[i].sequence);
      if (play (&ladder, illegal[i].spec, illegal[i].sequence, &reason))
        g_error ("%s: %s was accepted", illegal[i].spec, illegal[i].sequence);
      g_assert_nonnull (reason);
    }
}

/* Every canonical envido sequence is a subsequence of E E R F: exactly 15
 * non-empty ones exist as strings, 11 distinct (the table of §2.7).  Walk
 * every sequence of up to five calls and check legality against that. */
static void
test_envido_exhaustive (void)
{
  const char *ids[] = { "envido", "real-envido", "falta-envido" };
  guint n_legal = 0;

  for (guint len = 1; len <= 5; len++)
    {
      guint total = 1;

      for (guint i = 0; i < len; i++)
        total *= 3;
      for (guint code = 0; code < total; code++)
        {
          g_autoptr(GString) seq = g_string_new (NULL);
          guint c = code, e = 0, r = 0, f = 0, order_ok = TRUE, last = 0;
          TrucoBet ladder;
          gboolean expected, got;

          for (guint i = 0; i < len; i++)
            {
              guint k = c % 3;

              c /= 3;
              g_string_append_printf (seq, "%s%s", i ? " " : "", ids[k]);
              e += k == 0;
              r += k == 1;
              f += k == 2;
              if (k < last)
                order_ok = FALSE;
              last = k;
            }
          expected = order_ok && e <= 2 && r <= 1 && f <= 1;
          got = play (&ladder, "ar-envido", seq->str, NULL);
          if (expected != got)
            g_error ("%s: expected %s", seq->str, expected ? "legal" : "illegal");
          n_legal += got;
        }
    }
  g_assert_cmpuint (n_legal, ==, 11);
}

/* Stakes that depend on who wins (doc/rules.md §2.8, §2.9): accepting is
 * playing for the chico exactly when the falta of falta_mode wins it, or
 * for a contraflor al resto with cfar_winner_takes_chico=on. */
static void
test_wins_game (void)
{
  static const char *const modes[] = { "A", "B", "C", "D" };

  for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
    for (guint a = 0; a < 30; a += 3)
      for (guint b = 0; b < 30; b += 4)
        for (guint cfar = 0; cfar < 2; cfar++)
          {
            g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
            TrucoBetContext ctx;
            TrucoFalta falta;
            TrucoBet envido, resto, real;

            g_assert_true (truco_rules_set (rules, "falta_mode", modes[m], NULL));
            g_assert_true (truco_rules_set (rules, "flor_enabled", "on", NULL));
            g_assert_true (truco_rules_set (rules, "cfar_winner_takes_chico", cfar ? "on" : "off", NULL));
            truco_bet_context_init (&ctx, rules);
            ctx.score[0] = a;
            ctx.score[1] = b;
            ctx.n_flors = 2;
            g_assert_true (truco_falta_value (rules, a, b, 30, FALSE, &falta, NULL, NULL));

            g_assert_true (play (&envido, "ar-envido", "envido falta-envido", NULL));
            g_assert_cmpint (truco_bet_accepted_wins_game (&envido, &ctx), ==, falta.wins_chico);
            g_assert_true (play (&resto, "ar-flor", "flor contraflor-al-resto", NULL));
            g_assert_cmpint (truco_bet_accepted_wins_game (&resto, &ctx), ==, falta.wins_chico || cfar);
            g_assert_true (play (&real, "ar-envido", "envido real-envido", NULL));
            g_assert_false (truco_bet_accepted_wins_game (&real, &ctx));
          }
}

static void
test_stack (void)
{
  TrucoBetStack stack = { 0 };

  g_assert_cmpint (truco_bet_stack_top (&stack), ==, -1);
  truco_bet_stack_push (&stack, 0);
  truco_bet_stack_push (&stack, 1);
  g_assert_cmpint (truco_bet_stack_top (&stack), ==, 1);
  truco_bet_stack_pop (&stack);
  g_assert_cmpint (truco_bet_stack_top (&stack), ==, 0);
}

static void
test_specs (void)
{
  /* Every table is reachable by id and its words are set. */
  for (guint i = 0; i < truco_ladder_get_count (); i++)
    {
      const TrucoLadder *spec = truco_ladder_get_nth (i);

      g_assert_true (truco_ladder_lookup (spec->id) == spec);
      for (guint s = 0; s < spec->n_steps; s++)
        {
          g_assert_nonnull (spec->steps[s].accept_word);
          g_assert_nonnull (spec->steps[s].reject_word);
          g_assert_cmpint (truco_ladder_find_step (spec, spec->steps[s].id), ==, s);
        }
    }
  g_assert_null (truco_ladder_lookup ("nope"));
}

/* The envido ladder of doc/rules.md, every sequence of its table: the values
 * of truco_bet_evaluate() with quiero and no quiero, and the steps that
 * explain them (what each call added, what was accepted before the
 * refused call, who scores). */
static void
test_explain_envido (void)
{
  static const struct {
    const char *calls;
    int         quiero;   /* -1: falta (18 at 12-8) */
    int         no_quiero;
  } rows[] = {
    { "envido", 2, 1 },
    { "envido envido", 4, 2 },
    { "real-envido", 3, 1 },
    { "falta-envido", -1, 1 },
    { "envido real-envido", 5, 2 },
    { "envido envido real-envido", 7, 4 },
    { "envido falta-envido", -1, 2 },
    { "envido envido falta-envido", -1, 4 },
    { "real-envido falta-envido", -1, 3 },
    { "envido real-envido falta-envido", -1, 5 },
    { "envido envido real-envido falta-envido", -1, 7 },
  };
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
  const TrucoLadder *table = truco_rules_get_ladder (rules, TRUCO_BET_ENVIDO);
  TrucoBetContext ctx;

  truco_bet_context_init (&ctx, rules);
  ctx.score[0] = 12;
  ctx.score[1] = 8;

  for (guint r = 0; r < G_N_ELEMENTS (rows); r++)
    {
      g_auto(GStrv) words = g_strsplit (rows[r].calls, " ", -1);
      guint calls[8], n = g_strv_length (words), points;
      guint last_side = (n - 1) % 2;
      g_autoptr(TrucoExplanation) refused = truco_explanation_new ();
      g_autoptr(TrucoExplanation) accepted = truco_explanation_new ();
      g_autoptr(GError) error = NULL;
      const TrucoStep *step;
      g_autofree char *text = NULL;

      for (guint i = 0; i < n; i++)
        calls[i] = truco_ladder_find_step (table, words[i]);

      g_assert_true (truco_bet_evaluate (table, calls, NULL, n, 0, FALSE, 0, &ctx, &points, refused, &error));
      g_assert_no_error (error);
      g_assert_cmpint (points, ==, rows[r].no_quiero);
      /* One step per call, then who scores what and why. */
      g_assert_cmpuint (truco_explanation_get_n_steps (refused), >=, n + 1);
      step = truco_explanation_get_step (refused, truco_explanation_get_n_steps (refused) - 1);
      g_assert_cmpint (step->side, ==, last_side);
      g_assert_cmpint (step->numbers[0], ==, rows[r].no_quiero);
      g_assert_cmpint (step->kind, ==, n == 1 ? TRUCO_STEP_BET_REFUSED_FIRST : TRUCO_STEP_BET_REFUSED_AFTER);
      g_assert_nonnull (step->words[0]);
      if (n > 1)
        g_assert_nonnull (step->words[1]);
      text = truco_explanation_format (refused);
      g_assert_null (strstr (text, "§"));
      g_assert_nonnull (strstr (text, truco_explanation_get_step (refused, 0)->words[0]));

      g_assert_true (truco_bet_evaluate (table, calls, NULL, n, 0, TRUE, 1, &ctx, &points, accepted, &error));
      g_assert_cmpint (points, ==, rows[r].quiero < 0 ? 18 : rows[r].quiero);
      step = truco_explanation_get_step (accepted, truco_explanation_get_n_steps (accepted) - 1);
      g_assert_cmpint (step->kind, ==, TRUCO_STEP_BET_ACCEPTED);
      g_assert_cmpint (step->side, ==, TRUCO_SIDE_B);
      g_assert_cmpint (step->numbers[0], ==, points);
    }
}

/* The example in words: "envido 2 was accepted before real envido
 * was refused: B scores 2". */
static void
test_explain_words (void)
{
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
  const TrucoLadder *table = truco_rules_get_ladder (rules, TRUCO_BET_ENVIDO);
  g_autoptr(TrucoExplanation) explanation = truco_explanation_new ();
  guint calls[2] = { truco_ladder_find_step (table, "envido"), truco_ladder_find_step (table, "real-envido") };
  TrucoBetContext ctx;
  g_autofree char *last = NULL;
  guint points;

  truco_bet_context_init (&ctx, rules);
  g_assert_true (truco_bet_evaluate (table, calls, NULL, 2, 0, FALSE, 0, &ctx, &points, explanation, NULL));
  g_assert_cmpuint (points, ==, 2);
  last = truco_step_format (truco_explanation_get_step (explanation, 2));
  g_assert_cmpstr (last, ==, "“envido” was accepted at 2 before “real envido” was refused: "
                   "side B, which made the refused call, scores those 2 points.");
}

/* Answers a ladder does not have are refused (a Truc y Flou flor cannot be
 * refused), and every answer every table has explains itself. */
static void
test_explain_answers (void)
{
  g_autoptr(TrucoRules) tyf = truco_rules_new (truco_variant_lookup ("tyf"));
  const TrucoLadder *flor = truco_rules_get_ladder (tyf, TRUCO_BET_FLOR);
  TrucoBetContext ctx;
  guint call = 0;
  g_autoptr(GError) error = NULL;

  truco_bet_context_init (&ctx, tyf);
  ctx.n_flors = 2;
  g_assert_false (truco_bet_evaluate (flor, &call, NULL, 1, 0, FALSE, 0, &ctx, NULL, NULL, &error));
  g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT);
  g_assert_true (truco_bet_evaluate (flor, &call, NULL, 1, 0, TRUE, 0, &ctx, NULL, NULL, NULL));

  /* Every table: every single call, both answers where they exist. */
  for (guint t = 0; t < truco_ladder_get_count (); t++)
    {
      const TrucoLadder *table = truco_ladder_get_nth (t);

      for (guint r = 0; r < table->n_steps; r++)
        for (int accept = 0; accept <= 1; accept++)
          {
            g_autoptr(TrucoExplanation) explanation = truco_explanation_new ();
            g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_get_nth (0));
            guint chosen = 4, points = 0;
            gboolean ok;

            truco_bet_context_init (&ctx, rules);
            ctx.target = 30;
            ctx.n_flors = 2;
            ok = truco_bet_evaluate (table, &r, &chosen, 1, 0, accept, 0, &ctx, &points, explanation, NULL);
            if (!ok)
              continue;
            g_assert_cmpuint (truco_explanation_get_n_steps (explanation), >=, 2);
            for (guint i = 0; i < truco_explanation_get_n_steps (explanation); i++)
              {
                g_autofree char *text = truco_step_format (truco_explanation_get_step (explanation, i));

                g_assert_null (strstr (text, "§"));
                g_assert_null (strstr (text, "%"));
              }
          }
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ladder/rows", test_rows);
  g_test_add_func ("/ladder/illegal", test_illegal);
  g_test_add_func ("/ladder/envido-exhaustive", test_envido_exhaustive);
  g_test_add_func ("/ladder/stack", test_stack);
  g_test_add_func ("/ladder/wins-game", test_wins_game);
  g_test_add_func ("/ladder/specs", test_specs);
  g_test_add_func ("/ladder/explain-envido", test_explain_envido);
  g_test_add_func ("/ladder/explain-words", test_explain_words);
  g_test_add_func ("/ladder/explain-answers", test_explain_answers);

  return g_test_run ();
}
