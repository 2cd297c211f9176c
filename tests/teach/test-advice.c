/* test-advice.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Sound advice: positions written by hand, each with the one decision any
 * sound player makes there, or the one they never make, and why.  The
 * coach's hint and every bot agree with every one (the strong bot may
 * bluff where a position says so: a measured bluff at a small stake is
 * no mistake for a bot, only never advice for a learner), the hand review
 * grades the move never made as an error with a reason, and the coach
 * never advises a move it grades worse than another.
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "truco-coach.h"
#include "truco-game-log.h"
#include "truco-signal.h"

typedef struct
{
  const char *name;
  const char *variant;   /* "ar", "fr"… */
  const char *options;   /* "players=2 flor_enabled=off", space-separated */
  guint       score[2];  /* the deciding seat's side first, reached before the deal */
  /* The deal and the moves, one a line, in the game log's words; seats
   * are written {0} (the mano), {1} (next in turn), {2}, {3}… */
  const char *moves;
  guint       seat;      /* who decides: 0 the mano, 1 the next… */
  const char *make;      /* the move a sound player makes (game-log words, seat left out), or NULL */
  const char *never;     /* the move a sound player never makes, or NULL */
  gboolean    coach_only;/* a bluff the strong bot may make now and then, by design */
  const char *why;       /* the reason, in a sentence */
  const char *said;      /* words the coach's reason must contain, or NULL */
} Position;

static const Position positions[] = {
#include "advice-positions.h"
};

static char *
expand (TrucoGame  *game,
        const char *text)
{
  GString *out = g_string_new (NULL);
  guint n = truco_game_get_n_seats (game);
  guint mano = truco_game_get_mano (game);

  for (const char *p = text; *p; p++)
    if (p[0] == '{' && g_ascii_isdigit (p[1]) && p[2] == '}')
      {
        g_string_append (out, truco_game_get_seat_name (game, (mano + (p[1] - '0')) % n));
        p += 2;
      }
    else
      g_string_append_c (out, *p);
  return g_string_free (out, FALSE);
}

/* Gives side @side one point: one of its seats calls truco, the other
 * side refuses; cards are played until one of them may call. */
static void
give_point (TrucoGame *game,
            guint      side)
{
  guint hand = truco_game_get_hand_number (game);

  for (guint guard = 0; guard < 40 && truco_game_get_hand_number (game) == hand; guard++)
    {
      TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
      guint n = truco_game_list_actions (game, actions);
      int pick = -1;

      for (guint i = 0; i < n && pick < 0; i++)
        if (actions[i].kind == TRUCO_ACTION_REJECT && actions[i].bet == TRUCO_BET_TRUCO &&
            truco_game_get_seat_side (game, actions[i].seat) != side)
          pick = i;
      for (guint i = 0; i < n && pick < 0; i++)
        if (actions[i].kind == TRUCO_ACTION_CALL && actions[i].bet == TRUCO_BET_TRUCO && actions[i].row == 0 &&
            truco_game_get_seat_side (game, actions[i].seat) == side)
          pick = i;
      for (guint i = 0; i < n && pick < 0; i++)
        if (actions[i].kind == TRUCO_ACTION_PLAY || actions[i].kind == TRUCO_ACTION_PASS ||
            actions[i].kind == TRUCO_ACTION_DECLARE || actions[i].kind == TRUCO_ACTION_CUT ||
            actions[i].kind == TRUCO_ACTION_DEAL_THREE || actions[i].kind == TRUCO_ACTION_INSIST)
          pick = i;
      if (pick < 0)
        {
          char buf[64];

          for (guint i = 0; i < n; i++)
            {
              truco_game_format_action (game, &actions[i], buf, sizeof buf);
              g_test_message ("could give no point: %s", buf);
            }
        }
      g_assert_cmpint (pick, >=, 0);
      g_assert_true (truco_game_apply (game, &actions[pick], NULL));
    }
}

/* The position's game, and its deciding seat. */
static TrucoGame *
set_up (const Position *p,
        guint          *seat)
{
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup (p->variant));
  g_auto(GStrv) options = g_strsplit (p->options, " ", -1);
  g_auto(GStrv) lines = NULL;
  TrucoGame *game;
  guint side, mano;
  g_autofree char *moves = NULL;

  for (guint i = 0; options[i]; i++)
    {
      g_auto(GStrv) kv = g_strsplit (options[i], "=", 2);

      if (kv[0] != NULL && kv[1] != NULL)
        g_assert_true (truco_rules_set (rules, kv[0], kv[1], NULL));
    }
  game = truco_game_new (rules, 17);
  /* The deciding seat's side is known only once the hand's mano is: the
   * points go to sides by the seat that will decide in the last hand,
   * whose mano moves on one seat a hand; sides alternate with seats. */
  for (guint guard = 0; guard < 200; guard++)
    {
      guint n = truco_game_get_n_seats (game);
      guint next_mano, decider_side, other;

      /* After this many more points, who decides?  Each point is one hand. */
      guint left = p->score[0] + p->score[1] - truco_game_get_score (game, 0) - truco_game_get_score (game, 1);

      next_mano = (truco_game_get_mano (game) + left) % n;
      decider_side = truco_game_get_seat_side (game, (next_mano + p->seat) % n);
      other = 1 - decider_side;
      if (left == 0)
        break;
      /* The other side first: a side at eleven (Catalan) changes the
       * next deals. */
      if (truco_game_get_score (game, other) < p->score[1])
        give_point (game, other);
      else
        {
          g_assert_cmpuint (truco_game_get_score (game, decider_side), <, p->score[0]);
          give_point (game, decider_side);
        }
    }
  mano = truco_game_get_mano (game);
  *seat = (mano + p->seat) % truco_game_get_n_seats (game);
  side = truco_game_get_seat_side (game, *seat);
  g_assert_cmpuint (truco_game_get_score (game, side), ==, p->score[0]);
  g_assert_cmpuint (truco_game_get_score (game, 1 - side), ==, p->score[1]);

  moves = expand (game, p->moves);
  lines = g_strsplit (moves, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      g_autoptr(GError) error = NULL;
      TrucoAction action;
      char *line = g_strstrip (lines[i]);

      if (*line == '\0')
        continue;
      if (g_str_has_prefix (line, "deal "))
        {
          if (!truco_game_log_apply_deal (game, line, &error))
            g_error ("%s: “%s”: %s", p->name, line, error->message);
          continue;
        }
      if (!truco_game_parse_action (game, line, &action, &error) ||
          !truco_game_apply (game, &action, &error))
        g_error ("%s: “%s”: %s", p->name, line, error->message);
    }
  return game;
}

/* A text for a learner names people from the learner's seat: never a
 * side letter or a seat code, never a log word. */
static void
assert_for_people (const char *text)
{
  if (g_regex_match_simple ("\\b[A-H][1-8]\\b|\\b[Ss]ides? [A-C]\\b|\\b[Pp]layer [A-C]\\b|\\b(no-quiero|falta-envido|real-envido|son-buenas)\\b",
                            text, 0, 0))
    g_error ("a code or a side letter in “%s”", text);
}

/* The coach never advises a bluff without saying so: the judgement the
 * hint was made from (the same deals: the same seed and count) sorts
 * each move; a bluff advised is named as one, and a bluff that would
 * score more than the move advised is named too.  Returns whether the
 * reason named a bluff. */
static gboolean
assert_bluff_named (TrucoGame            *game,
                    guint                 seat,
                    guint                 n_deals,
                    guint64               seed,
                    const TrucoCoachHint *hint)
{
  g_autoptr(TrucoGame) lookahead = truco_bot_make_lookahead (game, seat, seed);
  TrucoJudgement j;
  TrucoView view;
  int advised = -1;

  truco_game_get_view (game, seat, &view);
  if (view.n_actions < 2)
    return FALSE;
  g_assert_true (truco_bot_judge (truco_game_get_rules (game), &view, NULL, lookahead, n_deals, seed, NULL, &j));
  for (guint a = 0; a < view.n_actions; a++)
    if (truco_action_equal (&view.actions[a], &hint->action))
      advised = a;
  g_assert_cmpint (advised, ==, j.best);
  if (j.sort[advised] == TRUCO_MOVE_BLUFF && strstr (hint->reason, "This call is a bluff") == NULL)
    g_error ("a bluff advised without saying so: “%s”", hint->reason);
  if (j.best_raw != j.best && j.sort[j.best_raw] == TRUCO_MOVE_BLUFF && strstr (hint->reason, "would be a bluff") == NULL)
    g_error ("a better-scoring bluff not named: “%s”", hint->reason);
  return strstr (hint->reason, "bluff") != NULL;
}

static gboolean
find_move (TrucoGame   *game,
           guint        seat,
           const char  *words,
           TrucoAction *action)
{
  g_autofree char *line = g_strdup_printf ("%s %s", truco_game_get_seat_name (game, seat), words);

  return truco_game_parse_action (game, line, action, NULL);
}

static void
print_judgement (TrucoGame *game,
                 guint      seat)
{
  TrucoView view;
  TrucoJudgement j;
  g_autoptr(TrucoGame) lookahead = truco_bot_make_lookahead (game, seat, 5);

  truco_game_get_view (game, seat, &view);
  if (!truco_bot_judge (truco_game_get_rules (game), &view, NULL, lookahead, TRUCO_COACH_HINT_DEALS, 5, NULL, &j))
    return;
  g_test_message ("  points %d beats %.2f by_chico %d chico_now %.2f", j.points_held, j.points_beats, j.by_chico, j.chico_now);
  for (guint a = 0; a < view.n_actions; a++)
    {
      char buf[64];

      truco_game_format_action (game, &view.actions[a], buf, sizeof buf);
      g_test_message ("  %-24s pts %+6.2f chico %.3f rank %+6.2f sort %u stake %u", buf,
                      j.points[a], j.chico[a], j.rank[a], j.sort[a], j.stake[a]);
    }
}

static void
test_position (gconstpointer data)
{
  const Position *p = data;
  guint seat;
  g_autoptr(TrucoGame) game = set_up (p, &seat);
  TrucoAction make, never, decided;
  TrucoCoachHint hint;
  g_autofree char *hinted = NULL;
  TrucoView view;

  truco_game_get_view (game, seat, &view);
  g_test_message ("%s: %s", p->name, p->why);
  if (p->make != NULL)
    g_assert_true (find_move (game, seat, p->make, &make));
  if (p->never != NULL)
    g_assert_true (find_move (game, seat, p->never, &never));

  g_assert_true (truco_coach_hint (game, seat, TRUCO_COACH_HINT_DEALS, 11, NULL, &hint));
  hinted = truco_coach_describe_action (game, &hint.action);
  g_test_message ("hint: %s — %s", hinted, hint.reason);
  if (g_test_verbose ())
    print_judgement (game, seat);
  if (p->make != NULL)
    g_assert_true (truco_action_equal (&hint.action, &make));
  if (p->never != NULL)
    g_assert_false (truco_action_equal (&hint.action, &never));
  /* Sentences for someone who never played: no seat codes, no log words. */
  g_assert_true (g_str_has_suffix (hint.reason, "."));
  assert_for_people (hint.reason);
  if (p->said != NULL && strstr (hint.reason, p->said) == NULL)
    g_error ("%s: the hint's reason “%s” does not say “%s”", p->name, hint.reason, p->said);
  assert_bluff_named (game, seat, TRUCO_COACH_HINT_DEALS, 11, &hint);

  /* The strong bot, from a few seeds. */
  for (guint64 s = 1; s <= 3; s++)
    {
      g_autoptr(TrucoGame) lookahead = truco_bot_make_lookahead (game, seat, s);

      g_assert_true (truco_bot_decide (TRUCO_BOT_STRONG, truco_game_get_rules (game), &view,
                                       lookahead, s, NULL, &decided));
      if (p->make != NULL)
        g_assert_true (truco_action_equal (&decided, &make));
      if (p->never != NULL && !p->coach_only)
        g_assert_false (truco_action_equal (&decided, &never));
    }

  /* The plain bots too: sound, if simple. */
  for (guint level = TRUCO_BOT_BEGINNER; level < TRUCO_BOT_STRONG; level++)
    for (guint64 s = 1; s <= 3; s++)
      {
        g_assert_true (truco_bot_decide (level, truco_game_get_rules (game), &view, NULL, s, NULL, &decided));
        if (p->make != NULL)
          g_assert_true (truco_action_equal (&decided, &make));
        if (p->never != NULL && !p->coach_only)
          g_assert_false (truco_action_equal (&decided, &never));
      }

  /* The review: the move never made is an error, with its reason; the
   * hinted move is graded the best. */
  {
    TrucoGame *before[2] = { game, game };
    TrucoAction moves[2] = { hint.action, p->never != NULL ? never : hint.action };
    g_autoptr(GPtrArray) verdicts = truco_coach_review (before, moves, 2, seat, TRUCO_COACH_HINT_DEALS, 11, NULL);

    for (guint i = 0; i < verdicts->len; i++)
      {
        const TrucoCoachVerdict *v = g_ptr_array_index (verdicts, i);

        g_test_message ("review: %s: %s — %s (%.2f)", truco_grade_get_name (v->grade), v->move, v->reason, v->loss);
        g_assert_true (g_str_has_suffix (v->reason, "."));
        assert_for_people (v->reason);
        if (truco_action_equal (&v->action, &hint.action))
          g_assert_cmpint (v->grade, ==, TRUCO_GRADE_BEST);
        else
          g_assert_cmpint (v->grade, >=, TRUCO_GRADE_INACCURACY);
      }
  }
  truco_coach_hint_clear (&hint);
}

/* Partner bots follow their partner's señas: with junk of their own, a
 * partner who signalled the ace and the seven of swords (or a good envido)
 * makes a truco (an envido) worth accepting; without the señas it is not. */
static void
test_follows_signals (void)
{
  static const struct { const char *call; guint signals; } cases[] = {
    { "truco", (1u << TRUCO_SIGNAL_ACE_OF_SWORDS) | (1u << TRUCO_SIGNAL_SEVEN_OF_SWORDS) },
    { "envido", 1u << TRUCO_SIGNAL_GOOD_ENVIDO },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    for (guint level = TRUCO_BOT_BEGINNER; level < TRUCO_BOT_N_LEVELS; level++)
      {
        g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
        g_autoptr(TrucoGame) game = NULL;
        g_autofree char *deal = NULL, *call = NULL;
        TrucoBotKnowledge knowledge = { 0 };
        TrucoAction action, with, without;
        TrucoView view;
        guint mano, bot, partner;

        g_assert_true (truco_rules_set (rules, "players", "4", NULL));
        game = truco_game_new (rules, 8);
        mano = truco_game_get_mano (game);
        bot = (mano + 1) % 4;
        partner = (mano + 3) % 4;
        deal = g_strdup_printf ("deal %s=4C,5O,12B %s=4E,5B,6C %s=11O,6E,12C %s=1E,7E,7C",
                                truco_game_get_seat_name (game, mano), truco_game_get_seat_name (game, bot),
                                truco_game_get_seat_name (game, (mano + 2) % 4),
                                truco_game_get_seat_name (game, partner));
        g_assert_true (truco_game_log_apply_deal (game, deal, NULL));
        call = g_strdup_printf ("%s %s", truco_game_get_seat_name (game, mano), cases[c].call);
        g_assert_true (truco_game_parse_action (game, call, &action, NULL));
        g_assert_true (truco_game_apply (game, &action, NULL));
        truco_game_get_view (game, bot, &view);
        knowledge.hand_number = view.hand_number;
        knowledge.signals[partner] = cases[c].signals;
        {
          g_autoptr(TrucoGame) lookahead = truco_bot_make_lookahead (game, bot, 2);

          g_assert_true (truco_bot_decide_knowing (level, rules, &view, &knowledge, lookahead, 2, NULL, &with));
          g_assert_true (truco_bot_decide_knowing (level, rules, &view, NULL, lookahead, 2, NULL, &without));
        }
        g_test_message ("%s, %s: %s with the señas, %s without", truco_bot_level_get_name (level),
                        cases[c].call, with.kind == TRUCO_ACTION_REJECT ? "refuses" : "accepts or raises",
                        without.kind == TRUCO_ACTION_REJECT ? "refuses" : "accepts or raises");
        g_assert_cmpint (with.kind, !=, TRUCO_ACTION_REJECT);
        /* (The strong player weighs its partner's unseen cards either way.) */
        if (level != TRUCO_BOT_STRONG)
          g_assert_cmpint (without.kind, ==, TRUCO_ACTION_REJECT);
      }
}

/* What was said weighs the deals: after the other side re-raises, each
 * envido from 20 to 33 beats a smaller share of the hands it may hold. */
static void
test_reraise_lowers_chances (void)
{
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
  g_autoptr(TrucoGame) game = NULL;
  TrucoAction action;
  TrucoView before, after;
  guint pie;

  g_assert_true (truco_rules_set (rules, "players", "2", NULL));
  game = truco_game_new (rules, 3);
  pie = 1 - truco_game_get_mano (game);
  {
    g_autofree char *deal = g_strdup_printf ("deal %s=12O,5C,4B %s=1E,2B,3C",
                                             truco_game_get_seat_name (game, 1 - pie),
                                             truco_game_get_seat_name (game, pie));
    g_autofree char *play = g_strdup_printf ("%s play 12O", truco_game_get_seat_name (game, 1 - pie));
    g_autofree char *call = g_strdup_printf ("%s envido", truco_game_get_seat_name (game, pie));
    g_autofree char *raise = g_strdup_printf ("%s real-envido", truco_game_get_seat_name (game, 1 - pie));

    g_assert_true (truco_game_log_apply_deal (game, deal, NULL));
    g_assert_true (truco_game_parse_action (game, play, &action, NULL));
    g_assert_true (truco_game_apply (game, &action, NULL));
    g_assert_true (truco_game_parse_action (game, call, &action, NULL));
    g_assert_true (truco_game_apply (game, &action, NULL));
    truco_game_get_view (game, pie, &before);
    g_assert_true (truco_game_parse_action (game, raise, &action, NULL));
    g_assert_true (truco_game_apply (game, &action, NULL));
    truco_game_get_view (game, pie, &after);
  }
  for (int e = 20; e <= 33; e++)
    {
      double was = truco_bot_points_beats (rules, &before, NULL, e, 2000, 9);
      double is = truco_bot_points_beats (rules, &after, NULL, e, 2000, 9);
      double uniform = truco_bot_points_beats_uniform (rules, &after, e, 2000, 9);

      g_test_message ("envido %d beats %.1f %% before the re-raise, %.1f %% after (%.1f %% ignoring it)",
                      e, 100 * was, 100 * is, 100 * uniform);
      g_assert_cmpfloat (is, <, was);
      g_assert_cmpfloat (is, <, uniform);
    }
}

/* The coach never advises a move it grades worse than another: in
 * positions of random play, the hint's move is graded the best, and no
 * move is graded better than it. */
static void
test_hint_graded_best (void)
{
  guint checked = 0, bluffs = 0;

  for (guint64 g = 1; checked < 16 && g < 200; g++)
    {
      const char *counts[] = { "2", "4" };
      g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
      g_autoptr(TrucoGame) game = NULL;
      guint64 rng = g * 7919;
      guint steps;
      TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
      TrucoCoachHint hint;
      TrucoView view;
      int seat;

      g_assert_true (truco_rules_set (rules, "players", counts[g % 2], NULL));
      game = truco_game_new (rules, g);
      steps = g % 9;
      for (guint s = 0; s < steps && !truco_game_is_over (game); s++)
        {
          guint n = truco_game_list_actions (game, actions);
          guint pick;

          rng = rng * 6364136223846793005u + 1442695040888963407u;
          pick = (rng >> 33) % MAX (n, 1u);
          if (n == 0 || actions[pick].kind == TRUCO_ACTION_MAZO)
            continue;
          truco_game_apply (game, &actions[pick], NULL);
        }
      seat = truco_bot_next_seat (game);
      if (seat < 0)
        continue;
      truco_game_get_view (game, seat, &view);
      if (view.n_actions < 2)
        continue;
      g_assert_true (truco_coach_hint (game, seat, 120, g, NULL, &hint));
      bluffs += assert_bluff_named (game, seat, 120, g, &hint);
      {
        TrucoGame *before[TRUCO_GAME_MAX_ACTIONS];
        g_autoptr(GPtrArray) verdicts = NULL;
        double hinted_loss = -1, least = G_MAXDOUBLE;

        /* Every move, each graded as if the only decision of its hand
         * (the review's first decision uses the hint's seed). */
        for (guint a = 0; a < view.n_actions; a++)
          {
            g_autoptr(GPtrArray) one = NULL;
            const TrucoCoachVerdict *v;

            before[0] = game;
            one = truco_coach_review (before, &view.actions[a], 1, seat, 120, g, NULL);
            v = g_ptr_array_index (one, 0);
            g_assert_cmpfloat (v->loss, >=, 0);
            least = MIN (least, v->loss);
            if (truco_action_equal (&view.actions[a], &hint.action))
              {
                hinted_loss = v->loss;
                g_assert_cmpint (v->grade, ==, TRUCO_GRADE_BEST);
              }
          }
        g_assert_cmpfloat (hinted_loss, ==, 0);
        g_assert_cmpfloat (hinted_loss, <=, least);
      }
      truco_coach_hint_clear (&hint);
      checked++;
    }
  g_assert_cmpuint (checked, ==, 16);
  g_test_message ("%u of the hints named a bluff", bluffs);
}

/* People, not letters: from every seat of games of two, four and six
 * players (Argentine, and Truc y Flou for six), every hint and every
 * review line names the others from the learner's seat ("you", "your
 * partner", "Ana", "the other side", "your opponents"): never a side
 * letter or a seat code, never the learner's own name. */
static void
test_people_not_letters (void)
{
  static const struct { const char *variant, *players; } games[] = {
    { "ar", "2" }, { "ar", "4" }, { "ar", "6" }, { "tyf", "6" },
  };
  static const char *const names[] = { "Zoe", "Ana", "Luis", "Marta", "Jordi", "Pilar" };
  guint named = 0, checked = 0;

  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup (games[g].variant));
      guint n_seats;

      if (truco_variant_find_option (truco_rules_get_variant (rules), "players") != NULL)
        g_assert_true (truco_rules_set (rules, "players", games[g].players, NULL));
      {
        g_autoptr(TrucoGame) probe = truco_game_new (rules, 1);

        n_seats = truco_game_get_n_seats (probe);
      }
      g_assert_cmpuint (n_seats, ==, (guint) atoi (games[g].players));
      for (guint learner = 0; learner < n_seats; learner++)
        {
          /* The learner's own name comes first: it must never show. */
          const char *seat_names[TRUCO_GAME_MAX_SEATS] = { NULL };
          guint found = 0;

          for (guint s = 0, k = 1; s < n_seats; s++)
            seat_names[s] = s == learner ? names[0] : names[k++];
          for (guint64 seed = 1; found < 3 && seed < 40; seed++)
            {
              g_autoptr(TrucoGame) game = truco_game_new (rules, seed * 31 + learner);
              guint steps = (guint) ((seed * 7 + learner * 3) % 24);
              TrucoView view;
              TrucoCoachHint hint;
              TrucoBotKnowledge knowledge = { 0 };

              /* Steady bots play on until the learner has a choice, some
               * moves into the game. */
              for (guint i = 0; i < 200 && !truco_game_is_over (game); i++)
                {
                  int seat = truco_bot_next_seat (game);
                  TrucoAction action;

                  if (seat < 0)
                    break;
                  truco_game_get_view (game, seat, &view);
                  if (i >= steps && (guint) seat == learner && view.n_actions > 1)
                    break;
                  g_assert_true (truco_bot_decide (TRUCO_BOT_STEADY, rules, &view, NULL, seed + i, NULL, &action));
                  g_assert_true (truco_game_apply (game, &action, NULL));
                }
              if (truco_game_is_over (game) || truco_bot_next_seat (game) != (int) learner)
                continue;
              truco_game_get_view (game, learner, &view);
              if (view.n_actions < 2)
                continue;
              knowledge.hand_number = view.hand_number;
              g_assert_true (truco_coach_hint_knowing (game, learner, &knowledge, seat_names, 40, seed, NULL, &hint));
              {
                TrucoGame *before[2] = { game, game };
                TrucoAction moves[2] = { hint.action, view.actions[hint.action.kind == view.actions[0].kind &&
                                                                    truco_action_equal (&hint.action, &view.actions[0]) ? 1 : 0] };
                g_autoptr(GPtrArray) verdicts = truco_coach_review_knowing (before, moves, 2, learner, &knowledge,
                                                                            seat_names, 40, seed, NULL);
                g_autoptr(GString) all = g_string_new (hint.reason);

                for (guint i = 0; i < verdicts->len; i++)
                  {
                    const TrucoCoachVerdict *v = g_ptr_array_index (verdicts, i);

                    g_string_append_printf (all, " %s %s", v->move, v->reason);
                  }
                g_test_message ("%s, %s players, seat %u: %s", games[g].variant, games[g].players, learner, all->str);
                assert_for_people (all->str);
                g_assert_null (strstr (all->str, names[0]));
                for (guint k = 1; k < G_N_ELEMENTS (names); k++)
                  if (strstr (all->str, names[k]) != NULL)
                    {
                      named++;
                      break;
                    }
              }
              truco_coach_hint_clear (&hint);
              found++;
              checked++;
            }
          g_assert_cmpuint (found, >, 0);
        }
    }
  g_test_message ("%u positions, %u of them naming another player", checked, named);
  /* Some sentences name the only opponent: the names reach the text. */
  g_assert_cmpuint (named, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/advice/reraise-lowers-chances", test_reraise_lowers_chances);
  g_test_add_func ("/advice/hint-graded-best", test_hint_graded_best);
  g_test_add_func ("/advice/follows-signals", test_follows_signals);
  g_test_add_func ("/advice/people-not-letters", test_people_not_letters);
  for (guint i = 0; i < G_N_ELEMENTS (positions); i++)
    {
      g_autofree char *path = g_strdup_printf ("/advice/%02u-%s", i + 1, positions[i].name);

      g_test_add_data_func (path, &positions[i], test_position);
    }
  return g_test_run ();
}
