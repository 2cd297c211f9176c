/* test-coach.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The coach: hints with reasons from numbers, and the hand review's
 * grades, on positions whose best answer is known.
 */

#include "config.h"

#include <string.h>

#include "truco-coach.h"
#include "truco-game-log.h"
#include "truco-table.h"

/* Argentine, two players: the mano calls envido; the other seat holds
 * 7E 6E 5E (envido 33, the most there is without flor). */
static TrucoGame *
envido_called (guint *learner)
{
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
  TrucoGame *game;
  guint mano;
  g_autofree char *deal = NULL;
  TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
  guint n;
  gboolean called = FALSE;

  g_assert_true (truco_rules_set (rules, "players", "2", NULL));
  game = truco_game_new (rules, 5);
  mano = truco_game_get_mano (game);
  *learner = 1 - mano;
  deal = g_strdup_printf ("deal %s=4C,5O,12B %s=7E,6E,5E",
                          truco_game_get_seat_name (game, mano),
                          truco_game_get_seat_name (game, *learner));
  g_assert_true (truco_game_log_apply_deal (game, deal, NULL));
  n = truco_game_list_actions (game, actions);
  for (guint i = 0; i < n && !called; i++)
    if (actions[i].kind == TRUCO_ACTION_CALL && actions[i].bet == TRUCO_BET_ENVIDO &&
        actions[i].row == 0 && actions[i].seat == mano)
      called = truco_game_apply (game, &actions[i], NULL);
  g_assert_true (called);
  return game;
}

static void
test_grades (void)
{
  g_assert_cmpint (truco_grade_for_loss (0), ==, TRUCO_GRADE_BEST);
  g_assert_cmpint (truco_grade_for_loss (0.1), ==, TRUCO_GRADE_GOOD);
  g_assert_cmpint (truco_grade_for_loss (0.3), ==, TRUCO_GRADE_INACCURACY);
  g_assert_cmpint (truco_grade_for_loss (1.0), ==, TRUCO_GRADE_MISTAKE);
  g_assert_cmpint (truco_grade_for_loss (2.0), ==, TRUCO_GRADE_BLUNDER);
  for (guint g = 0; g < TRUCO_N_GRADES; g++)
    g_assert_cmpstr (truco_grade_get_name (g), !=, "");
}

/* Words a newcomer reads: whole sentences, no seat codes (A1, B2), no
 * ranking classes, no game-log words with their dashes. */
static void
assert_plain (const char *text)
{
  g_assert_nonnull (text);
  g_assert_true (g_str_has_suffix (text, "."));
  g_assert_false (g_regex_match_simple ("\\b[A-H][1-8]\\b", text, 0, 0));
  g_assert_false (g_regex_match_simple ("[a-z]-[a-z]", text, 0, 0));
  g_assert_null (strstr (text, "class"));
  g_assert_null (strstr (text, "§"));
  g_assert_null (strchr (text, '%') == NULL ? NULL : strstr (text, "%s"));
}

static void
test_hint_envido (void)
{
  guint learner;
  g_autoptr(TrucoGame) game = envido_called (&learner);
  TrucoCoachHint hint;

  g_assert_true (truco_coach_hint (game, learner, TRUCO_COACH_HINT_DEALS, 1, NULL, &hint));
  g_test_message ("hint: %s", hint.reason);
  /* With 33 the envido is never refused. */
  g_assert_cmpint (hint.action.seat, ==, learner);
  g_assert_true (hint.action.kind == TRUCO_ACTION_ACCEPT || hint.action.kind == TRUCO_ACTION_CALL);
  g_assert_cmpint (hint.action.bet, ==, TRUCO_BET_ENVIDO);
  g_assert_cmpint (hint.envido, ==, 33);
  /* 33 loses only to a mano's 33: almost every hand is beaten, even
   * weighted by the mano's envido call (which makes high envidos likelier). */
  g_assert_cmpfloat (hint.envido_beats, >, 0.9);
  assert_plain (hint.reason);
  g_assert_true (g_str_has_prefix (hint.reason, "Your envido of 33 beats about "));
  /* The only opponent by name (the coach's own names when the table
   * gives none), never by a letter. */
  g_assert_nonnull (strstr (hint.reason, " of the hands Ana may hold after what was said: "));
  /* Then how it compares with the next move, or the chances of the chico when the move can
   * decide it (a falta envido at 0–0 is for the whole chico). */
  if (hint.action.kind == TRUCO_ACTION_CALL && hint.action.row == 2)
    g_assert_nonnull (strstr (hint.reason, " to win the chico; "));
  else
    g_assert_true (strstr (hint.reason, "than the next best move") != NULL ||
                   strstr (hint.reason, "would do about as well") != NULL);
  g_assert_cmpfloat (hint.value, >, 0);
  truco_coach_hint_clear (&hint);
}

static void
test_review_envido (void)
{
  guint learner;
  g_autoptr(TrucoGame) game = envido_called (&learner);
  TrucoAction actions[TRUCO_GAME_MAX_ACTIONS], decisions[2];
  TrucoGame *before[2] = { game, game };
  g_autoptr(GPtrArray) verdicts = NULL;
  const TrucoCoachVerdict *refused = NULL, *accepted = NULL;
  guint n = truco_game_list_actions (game, actions);

  for (guint i = 0; i < n; i++)
    if (actions[i].seat == learner && actions[i].kind == TRUCO_ACTION_REJECT)
      decisions[0] = actions[i];
    else if (actions[i].seat == learner && actions[i].kind == TRUCO_ACTION_ACCEPT)
      decisions[1] = actions[i];

  verdicts = truco_coach_review (before, decisions, 2, learner, TRUCO_COACH_REVIEW_DEALS, 3, NULL);
  g_assert_cmpuint (verdicts->len, ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      const TrucoCoachVerdict *v = g_ptr_array_index (verdicts, i);

      g_test_message ("%s: %s — %s (%.2f)", truco_grade_get_name (v->grade), v->move, v->reason, v->loss);
      assert_plain (v->reason);
      g_assert_cmpstr (v->move, !=, "");
      g_assert_null (strstr (v->reason, v->move));
      if (v->action.kind == TRUCO_ACTION_REJECT)
        refused = v;
      else
        accepted = v;
    }
  g_assert_nonnull (refused);
  g_assert_nonnull (accepted);
  /* The costliest first. */
  g_assert_true (g_ptr_array_index (verdicts, 0) == refused);
  /* Refusing with 33 gives away at least the 2 points the envido wins. */
  g_assert_cmpfloat (refused->loss, >, accepted->loss + 1.5);
  g_assert_cmpint (refused->grade, >=, TRUCO_GRADE_MISTAKE);
  g_assert_cmpint (refused->best.kind, !=, TRUCO_ACTION_REJECT);
  /* (Accepting is no best move either: with 33 a raise wins more.) */
  g_assert_cmpint (accepted->best.kind, ==, TRUCO_ACTION_CALL);
}

static void
on_ready (GObject      *source,
          GAsyncResult *result,
          gpointer      data)
{
  *(GAsyncResult **) data = g_object_ref (result);
}

/* Through the table: a hint for the learner, then the review of the
 * first hand, each of the learner's decisions in it graded. */
static void
test_table_coach (void)
{
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
  g_autoptr(TrucoTable) table = NULL;
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GPtrArray) verdicts = NULL;
  g_autoptr(GError) error = NULL;
  TrucoCoachHint hint;
  guint n_decisions = 0;
  gboolean legal = FALSE;

  g_assert_true (truco_rules_set (rules, "players", "2", NULL));
  table = truco_table_new (rules, 0, TRUCO_BOT_STEADY, 11);
  truco_table_set_delay (table, TRUCO_TABLE_DELAY_INSTANT);
  truco_table_start (table);

  while (truco_table_get_n_reviewable (table) == 0)
    {
      TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
      guint n = truco_table_list_actions (table, actions);

      if (n == 0)
        {
          g_main_context_iteration (NULL, TRUE);
          continue;
        }
      if (n_decisions == 0)
        {
          truco_table_hint_async (table, NULL, on_ready, &result);
          while (result == NULL)
            g_main_context_iteration (NULL, TRUE);
          g_assert_true (truco_table_hint_finish (table, result, &hint, &error));
          g_assert_no_error (error);
          for (guint i = 0; i < n; i++)
            legal |= truco_action_equal (&actions[i], &hint.action);
          g_assert_true (legal);
          g_assert_cmpstr (hint.reason, !=, "");
          assert_plain (hint.reason);
          truco_coach_hint_clear (&hint);
          g_clear_object (&result);
        }
      /* Plays the last legal action but leaving the hand. */
      g_assert_true (truco_table_apply (table, &actions[n > 1 && actions[n - 1].kind == TRUCO_ACTION_MAZO ? n - 2 : n - 1], NULL));
      n_decisions++;
    }
  g_assert_cmpuint (truco_table_get_n_reviewable (table), <=, n_decisions);

  truco_table_review_hand_async (table, NULL, on_ready, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  verdicts = truco_table_review_hand_finish (table, result, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (verdicts->len, ==, truco_table_get_n_reviewable (table));
  for (guint i = 0; i < verdicts->len; i++)
    {
      const TrucoCoachVerdict *v = g_ptr_array_index (verdicts, i);

      g_test_message ("%s: %s", truco_grade_get_name (v->grade), v->reason);
      assert_plain (v->reason);
      g_assert_cmpfloat (v->loss, >=, 0);
      g_assert_cmpint (v->grade, ==, truco_grade_for_loss (v->loss));
      if (i > 0)
        g_assert_cmpfloat (v->loss, <=, ((TrucoCoachVerdict *) g_ptr_array_index (verdicts, i - 1))->loss);
    }
}

/* The figures of a judgement, to the last bit: the first decision of a
 * two-player Argentine game no other test judges (the coach remembers
 * the positions it judged lately, whatever the number of deals asked). */
static char *
judgement_figures (void)
{
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
  g_autoptr(TrucoGame) game = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  TrucoJudgement j;
  TrucoView view;
  guint seat;

  g_assert_true (truco_rules_set (rules, "players", "2", NULL));
  game = truco_game_new (rules, 4242);
  truco_game_get_view (game, 0, &view);
  seat = view.turn;
  g_assert_true (truco_coach_judge (game, seat, NULL, 300, NULL, &view, &j));
  g_assert_cmpuint (j.n_actions, >, 1);
  for (guint a = 0; a < j.n_actions; a++)
    g_string_append_printf (out, "%.17g %.17g %.17g ", j.points[a], j.chico[a], j.rank[a]);
  g_string_append_printf (out, "%.17g %.17g %d", j.hand_wins, j.points_beats, j.best);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* The coach's judgement is a function of the game alone: another run of
 * the program (its code and data at other addresses) says the same
 * figures.  Hashing the position's bytes once hashed the addresses of
 * the ladders in it, and the hints' figures changed from run to run. */
static void
test_same_in_every_run (void)
{
  g_autofree char *figures = judgement_figures ();

  if (g_test_subprocess ())
    {
      g_print ("%s", figures);
      return;
    }
  g_test_message ("figures: %s", figures);
  for (guint run = 0; run < 3; run++)
    {
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
      g_test_trap_assert_passed ();
      g_test_trap_assert_stdout (figures);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/coach/grades", test_grades);
  g_test_add_func ("/coach/hint-envido", test_hint_envido);
  g_test_add_func ("/coach/review-envido", test_review_envido);
  g_test_add_func ("/coach/table", test_table_coach);
  g_test_add_func ("/coach/same-in-every-run", test_same_in_every_run);

  return g_test_run ();
}
