/* truco-exercise-score.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Generators about the score and the deal: malas and buenas, the end of a
 * chico, the Catalan score of eleven and one-card deal, the French redeal.
 *
 * The right answers and their explanations come from the engine's
 * evaluators (truco-score.h).  The wrong options are what a learner gets
 * by a named mistake (the buenas not counted again from 0, the hand
 * credited before the envido, a majority taken for everybody…): that
 * arithmetic is here on purpose, since it is the mistake, not the rule.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdarg.h>
#include <string.h>

#include "truco-exercise-private.h"

static char *
number_text (int value)
{
  return g_strdup_printf ("%d", value);
}

static char *
malas_text (guint n)
{
  /* Translators: a score under 15 in a 30-point chico, e.g. "12 malas" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u mala", "%u malas", n), n);
}

static char *
buenas_text (guint n)
{
  /* Translators: a score of 15 or more in a 30-point chico, e.g. "6 buenas" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u buena", "%u buenas", n), n);
}

/* The questions are put to the learner, the first player of side A:
 * side A is "you" (alone) or "your side", side B the other player by
 * name ("Ana") or "the other side". */
typedef TrucoParty Party;

/* The players on each side at the usual table of the rule set's variant:
 * partners at four or six (Catalan), else one against one.  Not the
 * players house rule: the score questions do not depend on the table, and
 * their schedules are not kept apart by it, so their words do not change
 * with it either. */
static guint
players_per_side (const TrucoRules *rules)
{
  const TrucoRuleSet *set = truco_rules_resolve (truco_variant_get_default_rules (truco_rules_get_variant (rules)));

  return set->n_sides == 2 && set->n_players >= 4 ? set->n_players / 2 : 1;
}

static Party
party_of (TrucoSide side,
          guint     per_side)
{
  if (side == TRUCO_SIDE_A)
    return per_side <= 1 ? TRUCO_PARTY_YOU : TRUCO_PARTY_YOUR_SIDE;
  return per_side <= 1 ? TRUCO_PARTY_NAMED : TRUCO_PARTY_OTHER_SIDE;
}

/* The other player, for a side of one. */
static const char *
other_name (const TrucoExercise *ex)
{
  return truco_exercise_seat_name (ex, TRUCO_SIDE_B, 1);
}

/* The question is put to the learner, on side A. */
static void
put_to_learner (TrucoExercise *ex,
                guint          per_side)
{
  truco_exercise_set_players_per_side (ex, per_side);
  truco_exercise_set_reader (ex, TRUCO_SIDE_A);
}

/* ------------------------------------------------------------------ */
/* score-malas-buenas                                                   */

/* Numbers: [0 say the score | 1 count the points, the score (points)];
 * the choice numbers: "say" 100 × buenas + count, "count" the points. */
gboolean
truco_gen_score_malas_buenas (TrucoExercise    *ex,
                              const TrucoRules *rules,
                              TrucoRng         *rng)
{
  guint target = truco_rules_get_target (rules);
  guint half = truco_rules_get_malas_buenas (rules);
  gboolean say = truco_rng_below (rng, 2) == 0;
  /* Counting the points back is only a question in the buenas. */
  guint points = say ? truco_rng_below (rng, target) : half + truco_rng_below (rng, target - half);
  TrucoScoreHalf h;
  TrucoExplanation *steps = truco_explanation_new ();
  TrucoWrongs w = { 0 };
  int numbers[2] = { say ? 0 : 1, (int) points };

  gboolean alone = players_per_side (rules) <= 1;

  if (!truco_score_malas_buenas (rules, points, &h, steps, NULL))
    g_error ("truco_score_malas_buenas refused %u", points);
  truco_exercise_set_steps (ex, steps);
  put_to_learner (ex, players_per_side (rules));
  truco_exercise_set_numbers (ex, numbers, 2);
  truco_exercise_add_hint (ex, g_strdup_printf (_("The first %u points are the malas; after them the buenas count again from 0."), half));

  if (say)
    {
      int right = (h.buenas ? 100 : 0) + (int) h.count;

      truco_exercise_set_form (ex, TRUCO_ANSWER_CHOOSE);
      if (alone)
        truco_exercise_set_prompt (ex, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                     /* Translators: %1$u is your score (the plural follows it),
                                                                      * %2$u the points of a chico */
                                                                     "You have %1$u point in a chico of %2$u, with malas and buenas. How do players say this score?",
                                                                     "You have %1$u points in a chico of %2$u, with malas and buenas. How do players say this score?",
                                                                     points),
                                                        points, target));
      else
        truco_exercise_set_prompt (ex, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                     /* Translators: %1$u is your side's score (the plural follows
                                                                      * it), %2$u the points of a chico */
                                                                     "Your side has %1$u point in a chico of %2$u, with malas and buenas. How do players say this score?",
                                                                     "Your side has %1$u points in a chico of %2$u, with malas and buenas. How do players say this score?",
                                                                     points),
                                                        points, target));
      if (h.buenas)
        {
          truco_wrongs_add (&w, right, 100 + (int) points, buenas_text (points), "buenas-not-restarted",
                      g_strdup_printf (_("%u is the whole score; the buenas count again from 0 after the %u malas: %u − %u = %u."),
                                       points, half, points, half, h.count));
          truco_wrongs_add (&w, right, (int) h.count, malas_text (h.count), "halves-swapped",
                      alone
                      /* Translators: %1$u is the buenas counted, %2$u your score, %3$u the last of the malas */
                      ? g_strdup_printf (_("%1$u is the right count, but a score of %2$u is past %3$u: you are in the buenas, not the malas."),
                                         h.count, points, half)
                      /* Translators: %1$u is the buenas counted, %2$u your side's score, %3$u the last of the malas */
                      : g_strdup_printf (_("%1$u is the right count, but a score of %2$u is past %3$u: your side is in the buenas, not the malas."),
                                         h.count, points, half));
          truco_wrongs_add (&w, right, 100 + (int) (target - points), buenas_text (target - points), "counted-to-target",
                      alone
                      /* Translators: %1$u is what is missing, %2$u the points of a chico */
                      ? g_strdup_printf (_("%1$u is what you still need to reach %2$u, not what you have."), target - points, target)
                      : g_strdup_printf (_("%1$u is what your side still needs to reach %2$u, not what it has."), target - points, target));
        }
      else
        {
          truco_wrongs_add (&w, right, 100 + (int) points, buenas_text (points), "halves-swapped",
                      alone
                      /* Translators: %1$u is your score, %2$u the first score of the buenas */
                      ? g_strdup_printf (_("A score of %1$u is below %2$u: you are still in the malas, not in the buenas."), points, half)
                      : g_strdup_printf (_("A score of %1$u is below %2$u: your side is still in the malas, not in the buenas."), points, half));
          truco_wrongs_add (&w, right, (int) (half - points), malas_text (half - points), "counted-to-boundary",
                      alone
                      /* Translators: %1$u is what is missing, %2$u the first score of the buenas, %3$u your score */
                      ? g_strdup_printf (_("%1$u is what you still need to reach the buenas at %2$u; the malas count what you have made, %3$u."),
                                         half - points, half, points)
                      : g_strdup_printf (_("%1$u is what your side still needs to reach the buenas at %2$u; the malas count what it has made, %3$u."),
                                         half - points, half, points));
          truco_wrongs_add (&w, right, (int) (target - points), malas_text (target - points), "counted-to-target",
                      alone
                      ? g_strdup_printf (_("%1$u is what you still need to reach %2$u, not what you have."), target - points, target)
                      : g_strdup_printf (_("%1$u is what your side still needs to reach %2$u, not what it has."), target - points, target));
        }
      truco_exercise_add_wrong_choices (ex, right, truco_score_format (rules, points), &w, rng);
    }
  else
    {
      g_autofree char *said = buenas_text (h.count);

      numbers[1] = (int) h.count;
      truco_exercise_set_numbers (ex, numbers, 2);
      truco_exercise_set_form (ex, TRUCO_ANSWER_NUMBER);
      /* Translators: %s is a score said in buenas ("6 buenas") */
      truco_exercise_set_prompt (ex, alone
                                     /* Translators: %1$s is your score said in buenas ("6 buenas"), %2$u the points of a chico */
                                     ? g_strdup_printf (_("You have %1$s, in a chico of %2$u with malas and buenas. How many points is that?"),
                                                        said, target)
                                     /* Translators: %1$s is your side's score said in buenas ("6 buenas"), %2$u the points of a chico */
                                     : g_strdup_printf (_("Your side has %1$s, in a chico of %2$u with malas and buenas. How many points is that?"),
                                                        said, target));
      truco_wrongs_add (&w, (int) points, (int) h.count, number_text (h.count), "buenas-as-points",
                  g_strdup_printf (_("%u counts only the buenas; the %u malas come before them: %u + %u = %u."),
                                   h.count, half, half, h.count, points));
      truco_wrongs_add (&w, (int) points, (int) (target - h.count), number_text (target - h.count), "counted-down",
                  g_strdup_printf (_("%u is %u − %u, counted down from the end of the chico; the buenas count up from %u: %u + %u = %u."),
                                   target - h.count, target, h.count, half, half, h.count, points));
      truco_wrongs_add (&w, (int) points, (int) (half - h.count), number_text (half - h.count), "counted-down",
                  g_strdup_printf (_("%u is %u − %u, counting the buenas down from %u; they count up: %u + %u = %u."),
                                   half - h.count, half, h.count, half, half, h.count, points));
      truco_exercise_add_wrong_choices (ex, (int) points, number_text (points), &w, rng);
    }
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* chico-end                                                            */

/* The options: who wins, said to the learner (@ex names the other player). */
static char *
outcome_text (const TrucoExercise *ex,
              guint                per_side,
              TrucoSide            winner,
              TrucoGameWord        word)
{
  if (winner == TRUCO_SIDE_NONE)
    {
      if (word == TRUCO_GAME_WORD_GAME)
        return g_strdup (_("Nobody yet: the game goes on."));
      return g_strdup (_("Nobody yet: the chico goes on."));
    }
  if (word == TRUCO_GAME_WORD_GAME)
    /* Translators: in the third sentence %s is the other player's name ("Ana") */
    return truco_party_say (party_of (winner, per_side), _("You win the game."), _("Your side wins the game."),
                            _("%s wins the game."), _("The other side wins the game."), other_name (ex));
  /* Translators: in the third sentence %s is the other player's name ("Ana") */
  return truco_party_say (party_of (winner, per_side), _("You win the chico."), _("Your side wins the chico."),
                          _("%s wins the chico."), _("The other side wins the chico."), other_name (ex));
}

static void
describe_credit (GString               *s,
                 const TrucoExercise   *ex,
                 guint                  per_side,
                 const TrucoHandCredit *c)
{
  Party p = party_of (c->side, per_side);
  g_autofree char *text = NULL;

  if (c->falta)
    /* Translators: in the third sentence %s is the other player's name ("Ana") */
    text = truco_party_say (p, _("You win the falta envido."), _("Your side wins the falta envido."),
                            _("%s wins the falta envido."), _("The other side wins the falta envido."), other_name (ex));
  else if (c->kind == TRUCO_HAND_CREDIT_FLOR)
    text = truco_party_say (p,
                            /* Translators: %1$u is the points (the plural follows them); in the third
                             * sentence %2$s is the other player's name ("Ana") */
                            g_dngettext (GETTEXT_PACKAGE, "You win %1$u point with the flor.", "You win %1$u points with the flor.", c->points),
                            g_dngettext (GETTEXT_PACKAGE, "Your side wins %1$u point with the flor.", "Your side wins %1$u points with the flor.", c->points),
                            g_dngettext (GETTEXT_PACKAGE, "%2$s wins %1$u point with the flor.", "%2$s wins %1$u points with the flor.", c->points),
                            g_dngettext (GETTEXT_PACKAGE, "The other side wins %1$u point with the flor.", "The other side wins %1$u points with the flor.", c->points),
                            c->points, other_name (ex));
  else if (c->kind == TRUCO_HAND_CREDIT_ENVIDO)
    text = truco_party_say (p,
                            /* Translators: %1$u is the points (the plural follows them); in the third
                             * sentence %2$s is the other player's name ("Ana") */
                            g_dngettext (GETTEXT_PACKAGE, "You win %1$u point with the envido.", "You win %1$u points with the envido.", c->points),
                            g_dngettext (GETTEXT_PACKAGE, "Your side wins %1$u point with the envido.", "Your side wins %1$u points with the envido.", c->points),
                            g_dngettext (GETTEXT_PACKAGE, "%2$s wins %1$u point with the envido.", "%2$s wins %1$u points with the envido.", c->points),
                            g_dngettext (GETTEXT_PACKAGE, "The other side wins %1$u point with the envido.", "The other side wins %1$u points with the envido.", c->points),
                            c->points, other_name (ex));
  else
    text = truco_party_say (p,
                            /* Translators: the points of the hand itself (its tricks, the truco); %1$u is
                             * the points (the plural follows them); in the third sentence %2$s is the
                             * other player's name ("Ana") */
                            g_dngettext (GETTEXT_PACKAGE, "You win %1$u point with the hand.", "You win %1$u points with the hand.", c->points),
                            g_dngettext (GETTEXT_PACKAGE, "Your side wins %1$u point with the hand.", "Your side wins %1$u points with the hand.", c->points),
                            g_dngettext (GETTEXT_PACKAGE, "%2$s wins %1$u point with the hand.", "%2$s wins %1$u points with the hand.", c->points),
                            g_dngettext (GETTEXT_PACKAGE, "The other side wins %1$u point with the hand.", "The other side wins %1$u points with the hand.", c->points),
                            c->points, other_name (ex));
  g_string_append_c (s, ' ');
  g_string_append (s, text);
}

/* The scores after the credits taken in the order listed (no falta),
 * and who got to the target first that way. */
static TrucoSide
first_in_order (const guint            score[2],
                guint                  target,
                const TrucoHandCredit *credits,
                guint                  n,
                gboolean               skip_truco,
                gboolean               skip_declarations,
                guint                  out[2])
{
  TrucoSide first = TRUCO_SIDE_NONE;

  out[0] = score[0];
  out[1] = score[1];
  for (guint i = 0; i < n; i++)
    {
      gboolean is_truco = credits[i].kind == TRUCO_HAND_CREDIT_TRUCO;

      if ((is_truco && skip_truco) || (!is_truco && skip_declarations))
        continue;
      out[credits[i].side] += credits[i].points;
      if (first == TRUCO_SIDE_NONE && out[credits[i].side] >= target)
        first = credits[i].side;
    }
  return first;
}

/* Numbers: [score A, score B, n credits, then kind, side, points, falta
 * for each credit in the order the prompt lists them]; choice numbers: a
 * #TrucoSide, TRUCO_SIDE_NONE for "nobody yet". */
gboolean
truco_gen_chico_end (TrucoExercise    *ex,
                     const TrucoRules *rules,
                     TrucoRng         *rng)
{
  guint target = truco_rules_get_target (rules);
  gboolean flor = truco_rules_has_declaration (rules, TRUCO_DECLARATION_FLOR);
  gboolean higher = truco_rules_resolve (rules)->higher_total;
  TrucoGameWord word = truco_rules_get_game_word (rules);
  TrucoHandCredit credits[3];
  guint n, score[2];
  TrucoGameEnd end;
  TrucoWrongs w = { 0 };
  TrucoExplanation *steps;
  guint per_side = players_per_side (rules);
  const char *ana;

  put_to_learner (ex, per_side);
  ana = other_name (ex);
  for (;;)
    {
      static const guint envidos[] = { 1, 2, 3, 4, 5, 7 };
      static const guint trucos[] = { 1, 1, 2, 2, 3, 4 };
      guint after_rev[2], after_decl[2], after_hand[2];
      TrucoSide right, other_way;
      gboolean has_falta, hand_first_told;

      n = 0;
      has_falta = FALSE;
      /* Scores near the end, where the question is real. */
      score[0] = target - 1 - truco_rng_below (rng, MIN (target, 9u));
      score[1] = target - 1 - truco_rng_below (rng, MIN (target, 9u));
      if (flor && truco_rng_below (rng, 3) == 0)
        credits[n++] = (TrucoHandCredit) { TRUCO_HAND_CREDIT_FLOR, truco_rng_below (rng, 2), 3, FALSE };
      else if (truco_rng_below (rng, 4) != 0)
        {
          has_falta = truco_rng_below (rng, 5) == 0;
          credits[n++] = (TrucoHandCredit) { TRUCO_HAND_CREDIT_ENVIDO, truco_rng_below (rng, 2),
                                             has_falta ? 0 : envidos[truco_rng_below (rng, G_N_ELEMENTS (envidos))],
                                             has_falta };
        }
      credits[n++] = (TrucoHandCredit) { TRUCO_HAND_CREDIT_TRUCO, truco_rng_below (rng, 2),
                                         trucos[truco_rng_below (rng, G_N_ELEMENTS (trucos))], FALSE };
      /* The hand first in the prompt half the time: the learner must
       * put the credits in order. */
      if (n == 2 && truco_rng_below (rng, 2) == 0)
        {
          TrucoHandCredit t = credits[0];

          credits[0] = credits[1];
          credits[1] = t;
        }

      if (!truco_score_game_end (rules, score, credits, n, &end, NULL, NULL))
        continue;
      right = end.winner;

      /* The mistakes below work on points: a falta is valued by the
       * engine first. */
      {
        TrucoHandCredit valued[3], rev[3];
        guint k = 0;

        memcpy (valued, credits, sizeof valued);
        for (guint i = 0; i < n; i++)
          if (valued[i].falta)
            {
              TrucoGameEnd alone;

              truco_score_game_end (rules, score, &credits[i], 1, &alone, NULL, NULL);
              valued[i].falta = FALSE;
              valued[i].points = alone.score[valued[i].side] - score[valued[i].side];
            }
        for (guint i = 0; i < n; i++)
          if (valued[i].kind == TRUCO_HAND_CREDIT_TRUCO)
            rev[k++] = valued[i];
        for (guint i = 0; i < n; i++)
          if (valued[i].kind != TRUCO_HAND_CREDIT_TRUCO)
            rev[k++] = valued[i];
        other_way = first_in_order (score, target, rev, n, FALSE, FALSE, after_rev);
        first_in_order (score, target, valued, n, TRUE, FALSE, after_decl);
        first_in_order (score, target, valued, n, FALSE, TRUE, after_hand);
      }

      /* The same wrong winner may come from two mistakes: either is
       * told, in turn. */
      hand_first_told = truco_rng_below (rng, 2) == 0;
      for (guint pass = 0; pass < 2; pass++)
        if ((pass == 0) == hand_first_told)
          {
            /* The hand's points credited before the flor or envido. */
            if (n > 1 && right != TRUCO_SIDE_NONE && other_way != TRUCO_SIDE_NONE && other_way != right)
              {
                guint hand_points = after_hand[other_way] - score[other_way];

                truco_wrongs_add (&w, right, other_way, outcome_text (ex, per_side, other_way, word), "credited-hand-first",
                                  truco_party_say (party_of (other_way, per_side),
                                                   /* Translators: %1$u is the score the hand's points would give, %2$u those
                                                    * points (the plural follows them), %3$u the other's score after the flor or
                                                    * envido; %4$s is the other player's name ("Ana") */
                                                   g_dngettext (GETTEXT_PACKAGE,
                                                                "With the %2$u point of the hand you would reach %1$u, but the hand is credited last: the flor or envido comes first, and with it %4$s reached %3$u before.",
                                                                "With the %2$u points of the hand you would reach %1$u, but the hand is credited last: the flor or envido comes first, and with it %4$s reached %3$u before.", hand_points),
                                                   g_dngettext (GETTEXT_PACKAGE,
                                                                "With the %2$u point of the hand your side would reach %1$u, but the hand is credited last: the flor or envido comes first, and with it the other side reached %3$u before.",
                                                                "With the %2$u points of the hand your side would reach %1$u, but the hand is credited last: the flor or envido comes first, and with it the other side reached %3$u before.", hand_points),
                                                   g_dngettext (GETTEXT_PACKAGE,
                                                                "With the %2$u point of the hand %4$s would reach %1$u, but the hand is credited last: the flor or envido comes first, and with it you reached %3$u before.",
                                                                "With the %2$u points of the hand %4$s would reach %1$u, but the hand is credited last: the flor or envido comes first, and with it you reached %3$u before.", hand_points),
                                                   g_dngettext (GETTEXT_PACKAGE,
                                                                "With the %2$u point of the hand the other side would reach %1$u, but the hand is credited last: the flor or envido comes first, and with it your side reached %3$u before.",
                                                                "With the %2$u points of the hand the other side would reach %1$u, but the hand is credited last: the flor or envido comes first, and with it your side reached %3$u before.", hand_points),
                                                   after_rev[other_way], hand_points, after_decl[right], ana));
              }
          }
        else if (right != TRUCO_SIDE_NONE && end.score[0] >= target && end.score[1] >= target
                 && end.score[0] != end.score[1])
          {
            /* Both passed the target. */
            TrucoSide more = end.score[0] > end.score[1] ? TRUCO_SIDE_A : TRUCO_SIDE_B;

            if (!higher && more != right)
              truco_wrongs_add (&w, right, more, outcome_text (ex, per_side, more, word), "higher-total-wins",
                                truco_party_say (party_of (more, per_side),
                                                 /* Translators: %1$u is the higher total, %2$u the other, %3$u the target;
                                                  * %4$s is the other player's name ("Ana") */
                                                 _("You end with %1$u and %4$s with %2$u, but the chico goes to whoever reached %3$u first in the crediting order, not to the higher total."),
                                                 _("Your side ends with %1$u and the other side with %2$u, but the chico goes to the side that reached %3$u first in the crediting order, not to the higher total."),
                                                 _("%4$s ends with %1$u and you with %2$u, but the chico goes to whoever reached %3$u first in the crediting order, not to the higher total."),
                                                 _("The other side ends with %1$u and your side with %2$u, but the chico goes to the side that reached %3$u first in the crediting order, not to the higher total."),
                                                 end.score[more], end.score[1 - more], target, ana));
            if (higher && right == more)
              truco_wrongs_add (&w, right, 1 - right, outcome_text (ex, per_side, 1 - right, word), "first-there-wins",
                                truco_party_say (party_of (1 - right, per_side),
                                                 /* Translators: %1$u is the target, %2$u the winner's total, %3$u the other;
                                                  * %4$s is the other player's name ("Ana") */
                                                 _("You got to %1$u first, but with this house rule, when both pass the target, whoever has more points wins: %4$s, with %2$u against %3$u."),
                                                 _("Your side got to %1$u first, but with this house rule, when both sides pass the target, the side with more points wins: the other side, with %2$u against %3$u."),
                                                 _("%4$s got to %1$u first, but with this house rule, when both pass the target, whoever has more points wins: you, with %2$u against %3$u."),
                                                 _("The other side got to %1$u first, but with this house rule, when both sides pass the target, the side with more points wins: your side, with %2$u against %3$u."),
                                                 target, end.score[right], end.score[1 - right], ana));
          }
      /* A part of the hand forgotten. */
      if (right != TRUCO_SIDE_NONE && n > 1 && after_hand[0] < target && after_hand[1] < target)
        truco_wrongs_add (&w, right, TRUCO_SIDE_NONE, outcome_text (ex, per_side, TRUCO_SIDE_NONE, word), "forgot-envido",
                          truco_party_say (party_of (right, per_side),
                                           /* Translators: %1$u is the target, %2$u your score, %3$u the other's, %4$u
                                            * the winner's final score; %5$s is the other player's name ("Ana") */
                                           _("With the hand alone nobody reaches %1$u (you %2$u, %5$s %3$u), but the points of the flor or envido count too: you end with %4$u."),
                                           _("With the hand alone nobody reaches %1$u (your side %2$u, the other side %3$u), but the points of the flor or envido count too: your side ends with %4$u."),
                                           _("With the hand alone nobody reaches %1$u (you %2$u, %5$s %3$u), but the points of the flor or envido count too: %5$s ends with %4$u."),
                                           _("With the hand alone nobody reaches %1$u (your side %2$u, the other side %3$u), but the points of the flor or envido count too: the other side ends with %4$u."),
                                           target, after_hand[0], after_hand[1], end.score[right], ana));
      if (right != TRUCO_SIDE_NONE && n > 1 && after_decl[0] < target && after_decl[1] < target)
        truco_wrongs_add (&w, right, TRUCO_SIDE_NONE, outcome_text (ex, per_side, TRUCO_SIDE_NONE, word), "forgot-truco",
                          truco_party_say (party_of (right, per_side),
                                           /* Translators: %1$u is the target, %2$u your score, %3$u the other's, %4$u
                                            * the winner's final score; %5$s is the other player's name ("Ana") */
                                           _("Without the points of the hand nobody reaches %1$u (you %2$u, %5$s %3$u), but they count too: you end with %4$u."),
                                           _("Without the points of the hand nobody reaches %1$u (your side %2$u, the other side %3$u), but they count too: your side ends with %4$u."),
                                           _("Without the points of the hand nobody reaches %1$u (you %2$u, %5$s %3$u), but they count too: %5$s ends with %4$u."),
                                           _("Without the points of the hand nobody reaches %1$u (your side %2$u, the other side %3$u), but they count too: the other side ends with %4$u."),
                                           target, after_decl[0], after_decl[1], end.score[right], ana));
      /* Nobody there: a side a few points short taken for the winner. */
      if (right == TRUCO_SIDE_NONE)
        for (TrucoSide s = TRUCO_SIDE_A; s <= TRUCO_SIDE_B; s++)
          if (end.score[s] > score[s] && end.score[s] + 3 >= target)
            truco_wrongs_add (&w, right, s, outcome_text (ex, per_side, s, word), "short-of-target",
                              truco_party_say (party_of (s, per_side),
                                               /* Translators: %1$u is the final score, %2$u + %3$u how it was made, %4$u
                                                * the target; %5$s is the other player's name ("Ana") */
                                               _("You end with %1$u: %2$u + %3$u, still short of the %4$u you need."),
                                               _("Your side ends with %1$u: %2$u + %3$u, still short of the %4$u it needs."),
                                               _("%5$s ends with %1$u: %2$u + %3$u, still short of the %4$u that win."),
                                               _("The other side ends with %1$u: %2$u + %3$u, still short of the %4$u it needs."),
                                               end.score[s], score[s], end.score[s] - score[s], target, ana));
      if (w.n >= 1)
        break;
      truco_wrongs_clear (&w);
    }

  {
    int numbers[3 + 4 * 3];

    numbers[0] = score[0];
    numbers[1] = score[1];
    numbers[2] = n;
    for (guint i = 0; i < n; i++)
      {
        numbers[3 + 4 * i] = credits[i].kind;
        numbers[4 + 4 * i] = credits[i].side;
        numbers[5 + 4 * i] = credits[i].falta ? 0 : credits[i].points;
        numbers[6 + 4 * i] = credits[i].falta;
      }
    truco_exercise_set_numbers (ex, numbers, 3 + 4 * n);
  }

  /* The explanation: the engine's, with the falta valued by it. */
  {
    TrucoHandCredit asked[3];

    memcpy (asked, credits, sizeof asked);
    for (guint i = 0; i < n; i++)
      if (asked[i].falta)
        asked[i].points = 0;
    steps = truco_explanation_new ();
    truco_score_game_end (rules, score, asked, n, &end, steps, NULL);
    truco_exercise_set_steps (ex, steps);
  }

  {
    GString *prompt = g_string_new (NULL);

    if (per_side <= 1)
      g_string_append_printf (prompt,
                              /* Translators: %1$u is your score, %2$u the other player's, %3$u the
                               * points of a chico; %4$s is the other player's name ("Ana") */
                              _("The score: you %1$u, %4$s %2$u, in a chico of %3$u."),
                              score[0], score[1], target, ana);
    else
      g_string_append_printf (prompt,
                              /* Translators: %1$u is your side's score, %2$u the other side's, %3$u
                               * the points of a chico */
                              _("The score: your side %1$u, the other side %2$u, in a chico of %3$u."),
                              score[0], score[1], target);
    for (guint i = 0; i < n; i++)
      describe_credit (prompt, ex, per_side, &credits[i]);
    g_string_append_c (prompt, ' ');
    g_string_append (prompt, _("Who wins the chico?"));
    truco_exercise_set_prompt (ex, g_string_free (prompt, FALSE));
  }
  truco_exercise_set_form (ex, TRUCO_ANSWER_CHOOSE);
  truco_exercise_add_hint (ex, g_strdup (_("At the end of the hand the points are credited in order: flor, then envido, then the hand.")));
  truco_exercise_add_hint (ex, g_strdup_printf (_("The first side to reach %u in that order wins."), target));
  truco_exercise_add_wrong_choices (ex, end.winner, outcome_text (ex, per_side, end.winner, word), &w, rng);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* cat-score-eleven                                                     */

/* A deal's start as a choice number: 0 ordinary, 2 both at eleven,
 * 10 + side: that side decides. */
static int
stake_code (TrucoElevenCase eleven,
            TrucoSide       deciding)
{
  return eleven == TRUCO_ELEVEN_ONE ? 10 + (int) deciding : (int) eleven;
}

static char *
stake_text (const TrucoExercise *ex,
            guint                per_side,
            int                  code)
{
  if (code >= 10)
    {
      TrucoSide s = code - 10;

      /* Translators: Catalan Truc; in the first and third sentences %s is the other player's name ("Ana") */
      return truco_party_say (party_of (s, per_side), _("You choose: concede, and %s scores 1 point, or play the hand for 3 points, without truc."),
                              _("Your side chooses: concede, and the other side scores 1 point, or play the hand for 3 points, without truc."),
                              _("%s chooses: concede, and you score 1 point, or play the hand for 3 points, without truc."),
                              _("The other side chooses: concede, and your side scores 1 point, or play the hand for 3 points, without truc."),
                              other_name (ex));
    }
  if (code == TRUCO_ELEVEN_BOTH)
    return g_strdup (_("The hand is played for 3 points; nobody may concede or call truc."));
  return g_strdup (_("An ordinary hand, worth 1 point, in which truc may be called."));
}

/* Numbers: [score A, score B]; choice numbers: stake_code(). */
gboolean
truco_gen_cat_score_eleven (TrucoExercise    *ex,
                            const TrucoRules *rules,
                            TrucoRng         *rng)
{
  guint eleven = truco_rules_get_target (rules) - 1;
  guint score[2];
  TrucoDealStake st;
  TrucoWrongs w = { 0 };
  TrucoExplanation *steps;
  int right;
  guint per_side = players_per_side (rules);
  const char *ana;

  put_to_learner (ex, per_side);
  ana = other_name (ex);
  switch (truco_rng_below (rng, 4))
    {
    case 0:   /* both at eleven */
      score[0] = score[1] = eleven;
      break;
    case 1:   /* nobody, one close */
      score[0] = eleven - 1 - truco_rng_below (rng, 2);
      score[1] = truco_rng_below (rng, eleven);
      break;
    default:  /* one side */
      score[0] = eleven;
      score[1] = truco_rng_below (rng, eleven);
      break;
    }
  if (truco_rng_below (rng, 2))
    {
      guint t = score[0];

      score[0] = score[1];
      score[1] = t;
    }

  steps = truco_explanation_new ();
  if (!truco_score_deal_stake (rules, score[0], score[1], &st, steps, NULL))
    g_error ("truco_score_deal_stake refused %u %u", score[0], score[1]);
  truco_exercise_set_steps (ex, steps);
  right = stake_code (st.eleven, st.deciding);

  switch (st.eleven)
    {
    case TRUCO_ELEVEN_ONE:
      {
        TrucoSide s = st.deciding, o = 1 - st.deciding;

        truco_wrongs_add (&w, right, 0, stake_text (ex, per_side, 0), "eleven-ordinary-hand",
                          truco_party_say (party_of (s, per_side),
                                           /* Translators: Catalan Truc; %1$u is a score of eleven; in the third
                                            * sentence %2$s is the other player's name ("Ana") */
                                           _("You have %1$u, one point from the game: the hand is not an ordinary one."),
                                           _("Your side has %1$u, one point from the game: the hand is not an ordinary one."),
                                           _("%2$s has %1$u, one point from the game: the hand is not an ordinary one."),
                                           _("The other side has %1$u, one point from the game: the hand is not an ordinary one."),
                                           score[s], ana));
        truco_wrongs_add (&w, right, 10 + (int) o, stake_text (ex, per_side, 10 + o), "wrong-side-decides",
                          truco_party_say (party_of (o, per_side),
                                           /* Translators: Catalan Truc; %1$u is the score of the side that does not
                                            * decide, %2$u the other's (eleven); %3$s is the other player's name ("Ana") */
                                           _("You have %1$u, but %3$s has %2$u and decides."),
                                           _("Your side has %1$u, but the other side has %2$u and decides."),
                                           _("%3$s has %1$u, but you have %2$u and decide."),
                                           _("The other side has %1$u, but your side has %2$u and decides."),
                                           score[o], score[s], ana));
        truco_wrongs_add (&w, right, TRUCO_ELEVEN_BOTH, stake_text (ex, per_side, TRUCO_ELEVEN_BOTH), "both-at-eleven-when-one",
                          truco_party_say (party_of (s, per_side),
                                           /* Translators: Catalan Truc; %1$u is eleven, %2$u the other score; %3$s is
                                            * the other player's name ("Ana") */
                                           _("Only you have %1$u; %3$s has %2$u, so you may still concede."),
                                           _("Only your side has %1$u; the other side has %2$u, so your side may still concede."),
                                           _("Only %3$s has %1$u; you have %2$u, so %3$s may still concede."),
                                           _("Only the other side has %1$u; your side has %2$u, so the other side may still concede."),
                                           score[s], score[o], ana));
        break;
      }
    case TRUCO_ELEVEN_BOTH:
      truco_wrongs_add (&w, right, 0, stake_text (ex, per_side, 0), "eleven-ordinary-hand",
                  g_strdup_printf (_("Both sides have %u, one point from the game: the hand is not an ordinary one."), eleven));
      for (TrucoSide s = TRUCO_SIDE_A; s <= TRUCO_SIDE_B; s++)
        truco_wrongs_add (&w, right, 10 + (int) s, stake_text (ex, per_side, 10 + (int) s), "concede-when-both",
                          truco_party_say (party_of (s, per_side),
                                           /* Translators: Catalan Truc; %1$u is eleven; %2$s is the other player's name ("Ana") */
                                           _("You have %1$u, but so does %2$s: when both are at %1$u nobody may concede."),
                                           _("Your side has %1$u, but so does the other side: when both are at %1$u nobody may concede."),
                                           _("%2$s has %1$u, but so do you: when both are at %1$u nobody may concede."),
                                           _("The other side has %1$u, but so does your side: when both are at %1$u nobody may concede."),
                                           eleven, ana));
      break;
    case TRUCO_ELEVEN_NONE:
    default:
      {
        TrucoSide lead = score[0] >= score[1] ? TRUCO_SIDE_A : TRUCO_SIDE_B;

        truco_wrongs_add (&w, right, 10 + (int) lead, stake_text (ex, per_side, 10 + lead), "eleven-too-early",
                          truco_party_say (party_of (lead, per_side),
                                           /* Translators: Catalan Truc; %1$u is a score, %2$u eleven; in the third
                                            * sentence %3$s is the other player's name ("Ana") */
                                           _("You have %1$u, not %2$u: only a player at %2$u decides before the cards are played."),
                                           _("Your side has %1$u, not %2$u: only a side at %2$u decides before the cards are played."),
                                           _("%3$s has %1$u, not %2$u: only a player at %2$u decides before the cards are played."),
                                           _("The other side has %1$u, not %2$u: only a side at %2$u decides before the cards are played."),
                                           score[lead], eleven, ana));
        truco_wrongs_add (&w, right, TRUCO_ELEVEN_BOTH, stake_text (ex, per_side, TRUCO_ELEVEN_BOTH), "eleven-too-early",
                          per_side <= 1
                          /* Translators: Catalan Truc; %1$u is eleven, %2$u your score, %3$u the other
                           * player's; %4$s is the other player's name ("Ana") */
                          ? g_strdup_printf (_("Nobody has %1$u (you %2$u, %4$s %3$u): the hand is played for 3 only at %1$u."),
                                             eleven, score[0], score[1], ana)
                          /* Translators: Catalan Truc; %1$u is eleven, %2$u your side's score, %3$u the other side's */
                          : g_strdup_printf (_("Neither side has %1$u (your side %2$u, the other side %3$u): the hand is played for 3 only at %1$u."),
                                             eleven, score[0], score[1]));
        break;
      }
    }

  {
    int numbers[2] = { (int) score[0], (int) score[1] };

    truco_exercise_set_numbers (ex, numbers, 2);
  }
  truco_exercise_set_form (ex, TRUCO_ANSWER_CHOOSE);
  truco_exercise_set_prompt (ex, per_side <= 1
                                 /* Translators: Catalan Truc; %1$u is your score, %2$u the other player's,
                                  * %3$u the points of a game; %4$s is the other player's name ("Ana") */
                                 ? g_strdup_printf (_("The score: you %1$u, %4$s %2$u, in a game of %3$u. What happens before the cards of this hand are played?"),
                                                    score[0], score[1], eleven + 1, ana)
                                 /* Translators: Catalan Truc; %1$u is your side's score, %2$u the other side's,
                                  * %3$u the points of a game */
                                 : g_strdup_printf (_("The score: your side %1$u, the other side %2$u, in a game of %3$u. What happens before the cards of this hand are played?"),
                                                    score[0], score[1], eleven + 1));
  truco_exercise_add_hint (ex, g_strdup_printf (_("Eleven is one point from the game: a side at %u may concede 1 point or play for 3."), eleven));
  truco_exercise_add_wrong_choices (ex, right, stake_text (ex, per_side, right), &w, rng);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* cat-one-card-deal                                                    */

static char *
one_card_text (const TrucoExercise *ex,
               guint                per_side,
               int                  code)
{
  TrucoSide side = code / 100;
  int points = code % 100;

  if (side == TRUCO_SIDE_NONE)
    return g_strdup (_("Nobody scores: the trick is tied."));
  return truco_party_say (party_of (side, per_side),
                          /* Translators: in the third sentence %2$s is a player's name ("Ana") */
                          g_dngettext (GETTEXT_PACKAGE, "You score %1$d point.", "You score %1$d points.", points),
                          g_dngettext (GETTEXT_PACKAGE, "Your side scores %1$d point.", "Your side scores %1$d points.", points),
                          g_dngettext (GETTEXT_PACKAGE, "%2$s scores %1$d point.", "%2$s scores %1$d points.", points),
                          g_dngettext (GETTEXT_PACKAGE, "The other side scores %1$d point.", "The other side scores %1$d points.", points),
                          points, other_name (ex));
}

/* Numbers: [score A, score B, dealer side]; the cards in play order with
 * their holders; choice numbers: 100 × side + points (300: nobody). */
gboolean
truco_gen_cat_one_card_deal (TrucoExercise    *ex,
                             const TrucoRules *rules,
                             TrucoRng         *rng)
{
  guint eleven = truco_rules_get_target (rules) - 1;
  guint n_players = truco_rules_resolve (rules)->n_players == 2 ? 2 : 4;
  TrucoDeck deck = truco_rules_get_deck (rules);
  TrucoCard cards[4];
  TrucoPlay plays[4];
  TrucoSide dealer, winner;
  guint points, score[2];
  TrucoTrickResult trick;
  TrucoWrongs w = { 0 };
  TrucoExplanation *steps;
  int right;
  guint per_side = n_players / 2;
  const char *ana;

  put_to_learner (ex, per_side);
  ana = other_name (ex);
  for (;;)
    {
      dealer = truco_rng_below (rng, 2);
      score[0] = truco_rng_below (rng, eleven);
      score[1] = truco_rng_below (rng, eleven);
      truco_rng_deal (rng, deck, cards, n_players);
      for (guint i = 0; i < n_players; i++)
        plays[i] = (TrucoPlay) { i % 2 == 0 ? 1 - dealer : dealer, i / 2 + 1, cards[i] };
      /* Ties half the time: they are the rule to learn. */
      if (truco_rng_below (rng, 2) == 0)
        {
          guint top = 0, best = 99;
          guint n_class;
          const TrucoCard *same;

          for (guint i = 0; i < n_players; i++)
            if (truco_rules_get_card_class (rules, cards[i]) < best)
              best = truco_rules_get_card_class (rules, cards[i]), top = i;
          same = truco_rules_get_class_cards (rules, best, &n_class);
          for (guint k = 0; k < n_class; k++)
            {
              gboolean used = FALSE;
              guint j = (top + 1) % n_players;

              for (guint i = 0; i < n_players; i++)
                used |= cards[i] == same[k];
              if (!used && plays[j].side != plays[top].side)
                {
                  cards[j] = same[k];
                  plays[j].card = same[k];
                  break;
                }
            }
        }
      if (!truco_trick_winner (rules, plays, n_players, &trick, NULL, NULL))
        continue;
      steps = truco_explanation_new ();
      if (!truco_score_one_card_deal (rules, score[0], score[1], plays, n_players, dealer, &winner, &points, steps, NULL))
        g_error ("truco_score_one_card_deal refused a deal");
      right = 100 * (int) winner + (int) points;

      {
        if (trick.winner == TRUCO_SIDE_NONE)
          {
            guint t[2], k = 0;
            g_autofree char *a = NULL, *b = NULL;

            for (guint i = 0; i < n_players && k < 2; i++)
              if (truco_rules_get_card_class (rules, cards[i]) == trick.top_class)
                t[k++] = i;
            a = truco_exercise_card_text (cards[t[0]]);
            b = truco_exercise_card_text (cards[t[1]]);
            truco_wrongs_add (&w, right, 100 * (int) dealer + 1, one_card_text (ex, per_side, 100 * dealer + 1), "tie-to-wrong-side",
                              truco_party_say (party_of (winner, per_side),
                                               /* Translators: Catalan Truc; %1$s and %2$s are cards; %3$s is the other
                                                * player's name ("Ana") */
                                               _("%1$s and %2$s tie the trick, and in a one-card deal a tie goes to the side that did not deal: you did not deal, %3$s did."),
                                               _("%1$s and %2$s tie the trick, and in a one-card deal a tie goes to the side that did not deal: your side did not deal, the other side did."),
                                               _("%1$s and %2$s tie the trick, and in a one-card deal a tie goes to the side that did not deal: %3$s did not deal, you did."),
                                               _("%1$s and %2$s tie the trick, and in a one-card deal a tie goes to the side that did not deal: the other side did not deal, your side did."),
                                               a, b, ana));
            truco_wrongs_add (&w, right, 300, one_card_text (ex, per_side, 300), "tie-scores-nothing",
                              truco_party_say (party_of (winner, per_side),
                                               /* Translators: Catalan Truc; %1$s and %2$s are cards; in the third
                                                * sentence %3$s is the other player's name ("Ana") */
                                               _("%1$s and %2$s tie the trick, but a one-card deal always scores, and its point goes to the side that did not deal: you."),
                                               _("%1$s and %2$s tie the trick, but a one-card deal always scores, and its point goes to the side that did not deal: your side."),
                                               _("%1$s and %2$s tie the trick, but a one-card deal always scores, and its point goes to the side that did not deal: %3$s."),
                                               _("%1$s and %2$s tie the trick, but a one-card deal always scores, and its point goes to the side that did not deal: the other side."),
                                               a, b, ana));
          }
        else
          {
            int loser = 1 - winner;
            guint first_loser = 0;

            while (plays[first_loser].side != (TrucoSide) loser)
              first_loser++;
            if (first_loser < trick.leader)
              {
                g_autofree char *l = truco_exercise_card_text (cards[first_loser]);

                truco_wrongs_add (&w, right, 100 * loser + 1, one_card_text (ex, per_side, 100 * loser + 1), "first-played-wins",
                                  truco_party_say (party_of (winner, per_side),
                                                   /* Translators: %1$s is a card; in the third sentence %2$s is the other
                                                    * player's name ("Ana") */
                                                   _("%1$s was played first, but the highest card wins the trick, whoever played it, and you played a higher one."),
                                                   _("%1$s was played first, but the highest card wins the trick, whoever played it, and your side played a higher one."),
                                                   _("%1$s was played first, but the highest card wins the trick, whoever played it, and %2$s played a higher one."),
                                                   _("%1$s was played first, but the highest card wins the trick, whoever played it, and the other side played a higher one."),
                                                   l, ana));
              }
            for (guint i = 0; i < n_players; i++)
              if (plays[i].side == (TrucoSide) loser
                  && truco_card_get_rank (cards[i]) > truco_card_get_rank (cards[trick.leader]))
                {
                  g_autofree char *l = truco_exercise_card_text (cards[i]);
                  g_autofree char *t = truco_exercise_card_text (cards[trick.leader]);

                  truco_wrongs_add (&w, right, 100 * loser + 1, one_card_text (ex, per_side, 100 * loser + 1), "higher-number-wins",
                              g_strdup_printf (_("%s has the higher number, but %s ranks higher in a trick."), l, t));
                  break;
                }
          }
        truco_wrongs_add (&w, right, 100 * (int) winner + 3, one_card_text (ex, per_side, 100 * winner + 3), "one-card-as-eleven",
                          per_side <= 1
                          /* Translators: Catalan Truc; %1$u is your score, %2$u the other player's, %3$u
                           * what a one-card deal is worth; %4$s is the other player's name ("Ana") */
                          ? g_strdup_printf (_("3 is what a hand at eleven is worth, and here you have %1$u and %4$s has %2$u: a one-card deal is worth %3$u and cannot be raised."),
                                             score[0], score[1], points, ana)
                          /* Translators: Catalan Truc; %1$u is your side's score, %2$u the other side's,
                           * %3$u what a one-card deal is worth */
                          : g_strdup_printf (_("3 is what a hand at eleven is worth, and here your side has %1$u and the other side %2$u: a one-card deal is worth %3$u and cannot be raised."),
                                             score[0], score[1], points));
      }
      if (w.n >= 1)
        break;
      truco_wrongs_clear (&w);
      truco_explanation_free (steps);
    }

  truco_exercise_set_steps (ex, steps);
  {
    int numbers[3] = { (int) score[0], (int) score[1], (int) dealer };

    truco_exercise_set_numbers (ex, numbers, 3);
  }
  {
    GString *prompt = g_string_new (NULL);

    /* The dealer plays last. */
    const TrucoPlay *deals = &plays[n_players - 1];
    const char *dealer_name = truco_exercise_seat_name (ex, deals->side, deals->seat);

    if (per_side <= 1)
      g_string_append_printf (prompt,
                              /* Translators: %1$u is your score, %2$u the other player's; %3$s is the other
                               * player's name ("Ana") */
                              _("The score: you %1$u, %3$s %2$u."), score[0], score[1], ana);
    else
      {
        g_string_append_printf (prompt,
                                /* Translators: four players; %1$s and %2$s are the names of the other
                                 * side's players ("Luis", "Marta") */
                                _("%1$s and %2$s play against you and your partner."),
                                truco_exercise_seat_name (ex, TRUCO_SIDE_B, 1), truco_exercise_seat_name (ex, TRUCO_SIDE_B, 2));
        g_string_append_c (prompt, ' ');
        g_string_append_printf (prompt,
                                /* Translators: %1$u is your side's score, %2$u the other side's */
                                _("The score: your side %1$u, the other side %2$u."), score[0], score[1]);
      }
    g_string_append_c (prompt, ' ');
    if (dealer_name == NULL)
      g_string_append (prompt, _("You deal one card to each player."));
    else if (deals->side == TRUCO_SIDE_A)
      g_string_append (prompt, _("Your partner deals one card to each player."));
    else
      /* Translators: %s is the dealer's name ("Ana") */
      g_string_append_printf (prompt, _("%s deals one card to each player."), dealer_name);
    for (guint i = 0; i < n_players; i++)
      {
        g_autofree char *c = truco_exercise_card_text (cards[i]);
        const char *name = truco_exercise_seat_name (ex, plays[i].side, plays[i].seat);
        char holder[4];

        g_snprintf (holder, sizeof holder, "%s%u", truco_side_get_letter (plays[i].side), plays[i].seat);
        truco_exercise_add_card (ex, cards[i], holder);
        g_string_append_c (prompt, ' ');
        if (name == NULL)
          /* Translators: %1$s is a card ("seven of swords") */
          g_string_append_printf (prompt, _("You play %1$s."), c);
        else if (plays[i].side == TRUCO_SIDE_A)
          /* Translators: %1$s is a card ("seven of swords") */
          g_string_append_printf (prompt, _("Your partner plays %1$s."), c);
        else
          /* Translators: %1$s is a card ("seven of swords"), %2$s a player's name ("Ana") */
          g_string_append_printf (prompt, _("%2$s plays %1$s."), c, name);
      }
    g_string_append_c (prompt, ' ');
    g_string_append (prompt, _("Who scores, and how much?"));
    truco_exercise_set_prompt (ex, g_string_free (prompt, FALSE));
  }
  truco_exercise_set_form (ex, TRUCO_ANSWER_CHOOSE);
  truco_exercise_add_hint (ex, g_strdup (_("A one-card deal is one trick, worth 1 point, and it cannot be raised.")));
  truco_exercise_add_hint (ex, g_strdup (_("A tied trick goes to the side that did not deal.")));
  truco_exercise_add_wrong_choices (ex, right, one_card_text (ex, per_side, right), &w, rng);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* fr-redeal                                                            */

enum
{
  REDEAL_NOT_ALLOWED,
  REDEAL_DONE,
  REDEAL_PLAYED,
};

static char *
redeal_text (int code)
{
  switch (code)
    {
    case REDEAL_NOT_ALLOWED:
      return g_strdup (_("The proposal does not count: no redeal may be proposed now."));
    case REDEAL_DONE:
      return g_strdup (_("The hands are set aside and new ones are dealt from the stock."));
    case REDEAL_PLAYED:
    default:
      return g_strdup (_("The hands are played as dealt."));
    }
}

/* Who proposes, by position in play order from eldest. */
static char *
proposer_text (guint proposer,
               guint n_players)
{
  if (proposer == 0)
    return g_strdup (_("Eldest, the player on the dealer’s right,"));
  if (proposer == n_players - 1)
    return g_strdup (_("The dealer"));
  if (proposer == 1)
    return g_strdup (_("The dealer’s partner"));
  return g_strdup (_("Eldest’s partner"));
}

/* Numbers: [players, proposer (0 eldest), redeals made, started,
 * refused, players agreeing]; choice numbers: REDEAL_*. */
gboolean
truco_gen_fr_redeal (TrucoExercise    *ex,
                     const TrucoRules *rules,
                     TrucoRng         *rng)
{
  guint n_players = truco_rules_resolve (rules)->n_players == 2 ? 2 : 4;
  guint n_deck, dealt = 3 * n_players, max_redeals;
  TrucoRedealQuestion q = { 0 };
  TrucoRedeal r;
  TrucoWrongs w = { 0 };
  TrucoExplanation *steps;
  int right;

  truco_deck_get_cards (truco_rules_get_deck (rules), &n_deck);
  max_redeals = (n_deck - dealt) / dealt;

  for (;;)
    {
      guint stock;
      g_autofree char *made = NULL, *left = NULL;

      q.n_players = n_players;
      q.proposer = truco_rng_below (rng, 4) == 0 ? 1 + truco_rng_below (rng, n_players - 1) : 0;
      q.n_redeals = truco_rng_below (rng, max_redeals + 1);
      q.started = truco_rng_below (rng, 6) == 0;
      q.refused = FALSE;
      q.agreeing = truco_rng_below (rng, 2) == 0 ? n_players - 1 : truco_rng_below (rng, n_players - 1);
      stock = n_deck - dealt * (1 + q.n_redeals);

      if (!truco_score_redeal (rules, &q, &r, NULL, NULL))
        g_error ("truco_score_redeal refused a question");
      /* A proposal that does not count is asked with everybody agreeing:
       * otherwise the hands would be played as dealt either way. */
      if (!r.may_propose && q.agreeing + 1 != n_players)
        {
          q.agreeing = n_players - 1;
          truco_score_redeal (rules, &q, &r, NULL, NULL);
        }
      right = !r.may_propose ? REDEAL_NOT_ALLOWED : r.redealt ? REDEAL_DONE : REDEAL_PLAYED;
      made = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "The hands have already been redealt %u time in this deal.",
                                           "The hands have already been redealt %u times in this deal.", q.n_redeals),
                              q.n_redeals);
      left = g_strdup_printf (stock < dealt
                              ? g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: %1$u is the cards left in the stock (the plural
                                              * follows them), %2$u the cards a new deal takes */
                                             "The stock holds only %1$u card, and a new deal takes %2$u.",
                                             "The stock holds only %1$u cards, and a new deal takes %2$u.", stock)
                              : g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: %1$u is the cards left in the stock (the plural
                                              * follows them), %2$u the cards a new deal takes: another
                                              * redeal may be proposed */
                                             "The stock still holds %1$u card, and a new deal takes %2$u: another redeal may be proposed.",
                                             "The stock still holds %1$u cards, and a new deal takes %2$u: another redeal may be proposed.", stock),
                              stock, dealt);

      if (q.proposer != 0)
        {
          truco_wrongs_add (&w, right, q.agreeing + 1 == n_players ? REDEAL_DONE : REDEAL_PLAYED,
                      redeal_text (q.agreeing + 1 == n_players ? REDEAL_DONE : REDEAL_PLAYED), "anyone-may-propose",
                      g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                    /* Translators: the players at the table (the plural follows them) */
                                                    "Of the %u player only eldest, on the dealer’s right, may propose a redeal, and the proposal here was not his.",
                                                    "Of the %u players only eldest, on the dealer’s right, may propose a redeal, and the proposal here was not his.", n_players),
                                       n_players));
        }
      else if (q.started)
        truco_wrongs_add (&w, right, q.agreeing + 1 == n_players ? REDEAL_DONE : REDEAL_PLAYED,
                    redeal_text (q.agreeing + 1 == n_players ? REDEAL_DONE : REDEAL_PLAYED), "redeal-after-play",
                    g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                  /* Translators: the players at the table (the plural follows them) */
                                                  "Eldest may propose a redeal only before anything happens; here the play of the %u player had begun.",
                                                  "Eldest may propose a redeal only before anything happens; here the play of the %u players had begun.", n_players),
                                     n_players));
      else if (stock < dealt)
        truco_wrongs_add (&w, right, REDEAL_DONE, redeal_text (REDEAL_DONE), "stock-never-ends",
                          q.n_redeals == 0 ? g_strdup (left) : g_strconcat (made, " ", left, NULL));
      else if (right == REDEAL_PLAYED)
        {
          if (q.agreeing > 0)
            truco_wrongs_add (&w, right, REDEAL_DONE, redeal_text (REDEAL_DONE), "majority-decides",
                        g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                      "%u of the other players agreed, but one player insisting on playing is enough.",
                                                      "%u of the other players agreed, but one player insisting on playing is enough.",
                                                      q.agreeing),
                                         q.agreeing));
          else
            truco_wrongs_add (&w, right, REDEAL_DONE, redeal_text (REDEAL_DONE), "proposer-decides",
                        g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                      /* Translators: the players at the table (the plural follows them) */
                                                      "Of the %u player eldest proposed it, but all the others must agree, and none did.",
                                                      "Of the %u players eldest proposed it, but all the others must agree, and none did.", n_players),
                                         n_players));
        }
      else
        {
          if (q.n_redeals > 0)
            truco_wrongs_add (&w, right, REDEAL_NOT_ALLOWED, redeal_text (REDEAL_NOT_ALLOWED), "one-redeal-only",
                        g_strconcat (made, " ", left, NULL));
          truco_wrongs_add (&w, right, REDEAL_PLAYED, redeal_text (REDEAL_PLAYED), "redeal-needs-dealer",
                      g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                    /* Translators: the other players, who all agreed (the plural follows them) */
                                                    "The other player agreed, and that is all a redeal needs: the dealer has no say of his own.",
                                                    "All the other %u players agreed, and that is all a redeal needs: the dealer has no say of his own.", n_players - 1),
                                       n_players - 1));
        }
      if (w.n >= 1)
        break;
      truco_wrongs_clear (&w);
    }

  steps = truco_explanation_new ();
  truco_score_redeal (rules, &q, &r, steps, NULL);
  truco_exercise_set_steps (ex, steps);
  {
    int numbers[6] = { (int) q.n_players, (int) q.proposer, (int) q.n_redeals, q.started, q.refused, (int) q.agreeing };

    truco_exercise_set_numbers (ex, numbers, 6);
  }
  {
    GString *prompt = g_string_new (NULL);
    g_autofree char *who = proposer_text (q.proposer, n_players);

    g_string_append_printf (prompt, g_dngettext (GETTEXT_PACKAGE,
                                                 /* Translators: French Truc; the players at the table */
                                                 "%u player plays French Truc.",
                                                 "%u players play French Truc.", n_players),
                            n_players);
    g_string_append_c (prompt, ' ');
    g_string_append_printf (prompt, g_dngettext (GETTEXT_PACKAGE,
                                                 /* Translators: French Truc; the cards of the pack */
                                                 "The pack has %u card.",
                                                 "The pack has %u cards.", n_deck),
                            n_deck);
    g_string_append_c (prompt, ' ');
    if (q.n_redeals > 0)
      {
        g_string_append_printf (prompt, g_dngettext (GETTEXT_PACKAGE,
                                                     "The hands have already been redealt %u time in this deal.",
                                                     "The hands have already been redealt %u times in this deal.", q.n_redeals),
                                q.n_redeals);
        g_string_append_c (prompt, ' ');
      }
    if (q.started)
      /* Translators: %s is who proposes ("The dealer", "Eldest, the player on the dealer’s right,") */
      g_string_append_printf (prompt, _("%s proposes a redeal after the first card has been played."), who);
    else
      g_string_append_printf (prompt, _("%s proposes a redeal before any card is played."), who);
    g_string_append_c (prompt, ' ');
    if (q.agreeing + 1 == n_players)
      g_string_append_printf (prompt, g_dngettext (GETTEXT_PACKAGE,
                                                   "The other player agrees.",
                                                   "The other %u players all agree.", n_players - 1),
                              n_players - 1);
    else if (q.agreeing == 0)
      g_string_append_printf (prompt, g_dngettext (GETTEXT_PACKAGE,
                                                   "The other player insists on playing.",
                                                   "The other %u players all insist on playing.", n_players - 1),
                              n_players - 1);
    else
      {
        g_string_append_printf (prompt, g_dngettext (GETTEXT_PACKAGE,
                                                     "%u of the other players agrees.",
                                                     "%u of the other players agree.", q.agreeing),
                                q.agreeing);
        g_string_append_c (prompt, ' ');
        g_string_append_printf (prompt, g_dngettext (GETTEXT_PACKAGE,
                                                     "%u player insists on playing.",
                                                     "%u players insist on playing.", n_players - 1 - q.agreeing),
                                n_players - 1 - q.agreeing);
      }
    g_string_append_c (prompt, ' ');
    g_string_append (prompt, _("What happens?"));
    truco_exercise_set_prompt (ex, g_string_free (prompt, FALSE));
  }
  truco_exercise_set_form (ex, TRUCO_ANSWER_CHOOSE);
  truco_exercise_add_hint (ex, g_strdup (_("Only eldest may propose a redeal, before anything is played, and everybody must agree.")));
  truco_exercise_add_hint (ex, g_strdup_printf (_("A new deal takes three cards for each player from the stock: %u cards."), dealt));
  truco_exercise_add_wrong_choices (ex, right, redeal_text (right), &w, rng);
  return TRUE;
}
