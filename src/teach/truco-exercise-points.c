/* truco-exercise-points.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Generators about declarations (envido, flor, embit) and the falta.
 *
 * The right answers come from the engine's evaluators.  The wrong ones are
 * what a learner gets by a named mistake (figures counted as 10, the 20
 * forgotten…): that arithmetic is here on purpose, since it is the
 * mistake, not the rule.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "truco-exercise-private.h"

#define MAX_WRONG 3

typedef struct
{
  int         value;
  const char *id;
  char       *sentence;
} Wrong;

typedef struct
{
  Wrong items[8];
  guint n;
} Wrongs;

/* Keeps @sentence (taken over) when @value is new and differs from @right. */
static void
wrongs_add (Wrongs     *w,
            int         right,
            int         value,
            const char *id,
            char       *sentence)
{
  if (value == right || w->n == G_N_ELEMENTS (w->items))
    {
      g_free (sentence);
      return;
    }
  for (guint i = 0; i < w->n; i++)
    if (w->items[i].value == value)
      {
        g_free (sentence);
        return;
      }
  w->items[w->n++] = (Wrong) { value, id, sentence };
}

static void
wrongs_clear (Wrongs *w)
{
  for (guint i = 0; i < w->n; i++)
    g_free (w->items[i].sentence);
  w->n = 0;
}

static char *
number_text (int value)
{
  return g_strdup_printf ("%d", value);
}

/* A card's points in a declaration: a périque counts as a 7 (the engine's
 * counts explain it; the mistakes below need the same figure). */
static int
pts (const TrucoRules *rules,
     TrucoCard         card)
{
  return truco_rules_is_wild (rules, card) ? 7 : truco_rules_get_card_points (rules, card);
}

/* The point a learner gives a court card who counts it as 10. */
static int
pts_ten (const TrucoRules *rules,
         TrucoCard         card)
{
  return truco_card_get_rank (card) >= 10 && !truco_rules_is_wild (rules, card) ? 10 : pts (rules, card);
}

static gboolean
same_suit (TrucoCard a,
           TrucoCard b)
{
  return truco_card_get_suit (a) == truco_card_get_suit (b);
}

/* Envido-style count with a points function and no wild cards. */
static int
envido_with (const TrucoRules *rules,
             const TrucoCard  *c,
             int             (*p) (const TrucoRules *, TrucoCard))
{
  int best = -1;

  for (guint i = 0; i < 3; i++)
    for (guint j = i + 1; j < 3; j++)
      if (same_suit (c[i], c[j]))
        best = MAX (best, 20 + p (rules, c[i]) + p (rules, c[j]));
  if (best >= 0)
    return best;
  return MAX (p (rules, c[0]), MAX (p (rules, c[1]), p (rules, c[2])));
}

static char *
courts_of (const TrucoRules *rules,
           const TrucoCard  *c,
           guint             n)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    if (truco_card_get_rank (c[i]) >= 10 && !truco_rules_is_wild (rules, c[i]))
      {
        g_autofree char *text = truco_exercise_card_text (c[i]);

        if (s->len)
          g_string_append (s, truco_explanation_get_card_names () ? C_("card list", ", ") : " ");
        g_string_append (s, text);
      }
  return g_string_free (s, FALSE);
}

static void
two_highest (const TrucoRules *rules,
             const TrucoCard  *c,
             int              *hi,
             int              *lo)
{
  int v[3] = { pts (rules, c[0]), pts (rules, c[1]), pts (rules, c[2]) };

  for (guint i = 0; i < 3; i++)
    for (guint j = i + 1; j < 3; j++)
      if (v[j] > v[i])
        {
          int t = v[i];
          v[i] = v[j];
          v[j] = t;
        }
  *hi = v[0];
  *lo = v[1];
}

static void
add_values_hints (TrucoExercise    *ex,
                  const TrucoRules *rules,
                  const TrucoCard  *c)
{
  g_autofree char *a = truco_exercise_card_text (c[0]), *b = truco_exercise_card_text (c[1]), *d = truco_exercise_card_text (c[2]);

  /* Translators: cards in notation, each followed by its points */
  truco_exercise_add_hint (ex, g_strdup_printf (_("The points of the cards: %s counts %d, %s counts %d, %s counts %d."),
                                                a, pts (rules, c[0]), b, pts (rules, c[1]), d, pts (rules, c[2])));
  /* The engine's own sentence for a wild card. */
  for (guint i = 0; i < 3; i++)
    if (truco_rules_is_wild (rules, c[i]))
      {
        TrucoStep step = { .kind = TRUCO_STEP_WILD_CARD, .side = TRUCO_SIDE_NONE, .n_cards = 1, .cards = { c[i] } };

        truco_exercise_add_hint (ex, truco_step_format (&step));
      }
}

/* Adds the right number and the wrong ones as options, shuffled. */
static void
add_number_choices (TrucoExercise *ex,
                    int            right,
                    char          *right_text,
                    Wrongs        *w,
                    TrucoRng      *rng,
                    char        *(*text) (int))
{
  guint k = truco_exercise_add_choice (ex, right_text, NULL, truco_exercise_format_steps (ex));

  truco_exercise_set_choice_number (ex, k, right);
  for (guint i = 0; i < w->n && i < MAX_WRONG; i++)
    {
      k = truco_exercise_add_choice (ex, text (w->items[i].value), w->items[i].id,
                                     truco_exercise_wrong (ex, g_steal_pointer (&w->items[i].sentence)));
      truco_exercise_set_choice_number (ex, k, w->items[i].value);
    }
  wrongs_clear (w);
  truco_exercise_shuffle_choices (ex, rng);
}

/* ------------------------------------------------------------------ */
/* envido-count                                                         */

static void
envido_wrongs (const TrucoRules *rules,
               const TrucoCard  *c,
               int               right,
               Wrongs           *w)
{
  gboolean three = same_suit (c[0], c[1]) && same_suit (c[1], c[2]);
  gboolean pair = same_suit (c[0], c[1]) || same_suit (c[0], c[2]) || same_suit (c[1], c[2]);
  int hi, lo, ten = envido_with (rules, c, pts_ten);
  g_autofree char *courts = courts_of (rules, c, 3);

  two_highest (rules, c, &hi, &lo);
  if (ten != right)
    wrongs_add (w, right, ten, "figures-as-ten",
                g_strdup_printf (_("%d counts the jacks, knights and kings as 10, but they count 0: %s."), ten, courts));
  if (three)
    wrongs_add (w, right, 20 + pts (rules, c[0]) + pts (rules, c[1]) + pts (rules, c[2]), "three-suited-added",
                g_strdup_printf (_("%d adds all three cards, but without flor only the two highest of the suit count: 20 + %d + %d = %d."),
                                 20 + pts (rules, c[0]) + pts (rules, c[1]) + pts (rules, c[2]), hi, lo, right));
  if (pair)
    wrongs_add (w, right, right - 20, "forgot-twenty",
                g_strdup_printf (_("%d is only the points of the two cards of one suit: together they also add 20, which makes %d."),
                                 right - 20, right));
  else
    {
      wrongs_add (w, right, 20 + hi + lo, "twenty-without-pair",
                  g_strdup_printf (_("%d adds 20 to %d + %d, but no two of these cards share a suit, so there is no 20."),
                                   20 + hi + lo, hi, lo));
      wrongs_add (w, right, pts (rules, c[0]) + pts (rules, c[1]) + pts (rules, c[2]), "added-all-values",
                  g_strdup_printf (_("%d adds up all three cards, but when no two share a suit only the highest one counts: %d."),
                                   pts (rules, c[0]) + pts (rules, c[1]) + pts (rules, c[2]), right));
    }
  if (pair && !three)
    wrongs_add (w, right, 20 + hi + lo, "pair-of-different-suits",
                g_strdup_printf (_("%d adds 20 to the two highest cards, %d and %d, but they are not of one suit."),
                                 20 + hi + lo, hi, lo));
}

/* 0 no two cards of a suit, 1 a pair, 2 a pair of figures, 3 three of a suit. */
static guint
envido_kind (const TrucoCard c[3])
{
  TrucoSuit s0 = truco_card_get_suit (c[0]), s1 = truco_card_get_suit (c[1]), s2 = truco_card_get_suit (c[2]);

  if (s0 == s1 && s1 == s2)
    return 3;
  for (guint i = 0; i < 3; i++)
    for (guint j = i + 1; j < 3; j++)
      if (truco_card_get_suit (c[i]) == truco_card_get_suit (c[j]))
        return truco_card_get_rank (c[i]) >= 10 && truco_card_get_rank (c[j]) >= 10 ? 2 : 1;
  return 0;
}

gboolean
truco_gen_envido_count (TrucoExercise    *ex,
                        const TrucoRules *rules,
                        TrucoRng         *rng)
{
  TrucoDeck deck = truco_rules_get_deck (rules);
  TrucoCard c[3];
  Wrongs w = { 0 };
  int right;
  TrucoExplanation *steps;
  g_autofree char *a = NULL, *b = NULL, *d = NULL;

  /* The kinds of hand the scope has taught to count; one of them. */
  static const char * const kinds[] = { "ar.envido.no-pair", "ar.envido.pair", "ar.envido.figure-pair", "ar.envido.three-suited" };
  guint allowed[G_N_ELEMENTS (kinds)], n_allowed = 0, kind;

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (truco_exercise_in_scope (ex, kinds[i]))
      allowed[n_allowed++] = i;
  /* Every kind taught: any hand, as dealt. */
  kind = n_allowed && n_allowed < G_N_ELEMENTS (kinds) ? allowed[truco_rng_below (rng, n_allowed)] : G_MAXUINT;
  for (guint attempt = 0;; attempt++)
    {
      truco_rng_deal (rng, deck, c, 3);
      if (kind != G_MAXUINT && envido_kind (c) != kind)
        continue;
      right = truco_envido (rules, c, NULL);
      envido_wrongs (rules, c, right, &w);
      if (w.n >= 2 || (w.n >= 1 && attempt > 2000))
        break;
      wrongs_clear (&w);
    }
  truco_exercise_need (ex, kinds[envido_kind (c)]);
  steps = truco_explanation_new ();
  truco_envido (rules, c, steps);
  truco_exercise_set_steps (ex, steps);

  a = truco_exercise_card_text (c[0]);
  b = truco_exercise_card_text (c[1]);
  d = truco_exercise_card_text (c[2]);
  for (guint i = 0; i < 3; i++)
    truco_exercise_add_card (ex, c[i], NULL);
  truco_exercise_set_form (ex, TRUCO_ANSWER_NUMBER);
  truco_exercise_set_prompt (ex, g_strdup_printf (_("What is the envido of %s, %s and %s?"), a, b, d));
  add_values_hints (ex, rules, c);
  truco_exercise_add_hint (ex, g_strdup (_("Two cards of the same suit add 20 to their points; without them only the highest card counts.")));
  add_number_choices (ex, right, number_text (right), &w, rng, number_text);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Contests: envido, flor, embit                                        */

typedef int (*CountFunc) (const TrucoRules *, const TrucoCard *, TrucoExplanation *);

static int
count_envido (const TrucoRules *r, const TrucoCard *c, TrucoExplanation *e)
{
  return truco_envido (r, c, e);
}

static int
count_flor (const TrucoRules *r, const TrucoCard *c, TrucoExplanation *e)
{
  return truco_flor (r, c, e);
}

static int
count_embit (const TrucoRules *r, const TrucoCard *c, TrucoExplanation *e)
{
  return truco_embit (r, c, e);
}

static void
deal_with (const TrucoRules *rules,
           TrucoRng         *rng,
           CountFunc         count,
           gboolean          need,
           TrucoCard        *c,
           const TrucoCard  *avoid)
{
  TrucoDeck deck = truco_rules_get_deck (rules);

  for (;;)
    {
      TrucoCard six[3];
      gboolean clash = FALSE;

      truco_rng_deal (rng, deck, six, 3);
      for (guint i = 0; avoid && i < 3; i++)
        for (guint j = 0; j < 3; j++)
          clash |= avoid[i] == six[j];
      if (clash)
        continue;
      if (!need || count (rules, six, NULL) >= 0)
        {
          memcpy (c, six, 3 * sizeof *c);
          return;
        }
    }
}

typedef enum { CONTEST_ENVIDO, CONTEST_FLOR, CONTEST_EMBIT } Contest;

/* Said to the learner (side A) about Ana (side B). */
static char *
contest_choice (Contest   contest,
                TrucoSide side)
{
  const char *ana = truco_exercise_player_name (0);

  switch (contest)
    {
    case CONTEST_ENVIDO:
      if (side == TRUCO_SIDE_A)
        return g_strdup (_("You win the envido."));
      /* Translators: %s is the other player's name ("Ana") */
      return g_strdup_printf (_("%s wins the envido."), ana);
    case CONTEST_FLOR:
      if (side == TRUCO_SIDE_A)
        return g_strdup (_("You win the flor."));
      /* Translators: %s is the other player's name ("Ana") */
      return g_strdup_printf (_("%s wins the flor."), ana);
    case CONTEST_EMBIT:
    default:
      if (side == TRUCO_SIDE_A)
        return g_strdup (_("You win the embit."));
      /* Translators: %s is the other player's name ("Ana") */
      return g_strdup_printf (_("%s wins the embit."), ana);
    }
}

static gboolean
generate_contest (TrucoExercise    *ex,
                  const TrucoRules *rules,
                  TrucoRng         *rng,
                  Contest           contest)
{
  CountFunc count = contest == CONTEST_ENVIDO ? count_envido : contest == CONTEST_FLOR ? count_flor : count_embit;
  gboolean need = contest == CONTEST_FLOR;
  gboolean want_tie = truco_rng_below (rng, 3) == 0;
  TrucoSide mano = truco_rng_below (rng, 2) ? TRUCO_SIDE_B : TRUCO_SIDE_A;
  TrucoCard hands[2][3];
  int v[2];
  TrucoSide winner;
  TrucoExplanation *steps = truco_explanation_new ();
  GString *right = g_string_new (NULL);
  g_autofree char *tail = NULL;
  const char *ana = truco_exercise_player_name (0);

  /* Somebody has an embit: a contest of two hands without one is no question. */
  deal_with (rules, rng, count, need || contest == CONTEST_EMBIT, hands[0], NULL);
  v[0] = count (rules, hands[0], NULL);
  for (guint tries = 0;; tries++)
    {
      deal_with (rules, rng, count, need, hands[1], hands[0]);
      v[1] = count (rules, hands[1], NULL);
      /* A tie when wanted (within reason), else two different values. */
      if (want_tie ? v[1] == v[0] || tries > 200 : v[1] != v[0])
        break;
    }

  if (v[0] == v[1])
    winner = mano;
  else
    winner = v[0] > v[1] ? TRUCO_SIDE_A : TRUCO_SIDE_B;

  /* The engine's count of each hand, side by side. */
  for (guint s = 0; s < 2; s++)
    {
      TrucoExplanation *one = truco_explanation_new ();
      g_autofree char *text = NULL;
      g_autofree char *x = truco_exercise_card_text (hands[s][0]), *y = truco_exercise_card_text (hands[s][1]), *z = truco_exercise_card_text (hands[s][2]);

      count (rules, hands[s], one);
      for (guint i = 0; i < truco_explanation_get_n_steps (one); i++)
        truco_explanation_add_step (steps, truco_explanation_get_step (one, i));
      text = truco_explanation_format (one);
      truco_explanation_free (one);
      if (right->len)
        g_string_append_c (right, '\n');
      if (s == TRUCO_SIDE_A)
        /* Translators: three cards, by name or in notation */
        g_string_append_printf (right, _("You hold %s, %s and %s."), x, y, z);
      else
        /* Translators: %1$s is the other player's name ("Ana"), then three cards, by name or in notation */
        g_string_append_printf (right, _("%1$s holds %2$s, %3$s and %4$s."), ana, x, y, z);
      g_string_append_c (right, '\n');
      g_string_append (right, text);
    }
  /* The comparison, in the engine's words, said to the learner. */
  {
    int what = contest == CONTEST_ENVIDO ? 0 : contest == CONTEST_FLOR ? 1 : 2;
    TrucoStep step = { .side = winner, .n_numbers = 3 };

    step.numbers[0] = what;
    step.numbers[1] = 1;
    step.numbers[2] = v[winner];
    if (v[1 - winner] < 0)
      step.kind = TRUCO_STEP_COMPARE_ALONE;
    else
      {
        step.kind = v[0] == v[1] ? TRUCO_STEP_COMPARE_TIE : TRUCO_STEP_COMPARE_BEATS;
        step.numbers[3] = 1 - winner;
        step.numbers[4] = 1;
        step.numbers[5] = v[1 - winner];
        step.n_numbers = v[0] == v[1] ? 5 : 6;
      }
    truco_explanation_add_step (steps, &step);
    {
      TrucoExplanationStyle style;

      truco_explanation_style_init (&style, truco_explanation_get_card_names (), TRUE);
      truco_explanation_style_set_reader (&style, TRUCO_SIDE_A, 1, 1);
      truco_explanation_style_set_name (&style, TRUCO_SIDE_B, 1, ana);
      tail = truco_step_format_styled (&step, &style);
    }
  }
  g_string_append_c (right, '\n');
  g_string_append (right, tail);
  truco_exercise_set_steps (ex, steps);
  truco_exercise_set_players_per_side (ex, 1);
  truco_exercise_set_reader (ex, TRUCO_SIDE_A);
  {
    int numbers[3] = { mano, v[0], v[1] };
    truco_exercise_set_numbers (ex, numbers, 3);
  }

  for (guint s = 0; s < 2; s++)
    for (guint i = 0; i < 3; i++)
      truco_exercise_add_card (ex, hands[s][i], truco_side_get_letter (s));

  {
    g_autofree char *a0 = truco_exercise_card_text (hands[0][0]), *a1 = truco_exercise_card_text (hands[0][1]), *a2 = truco_exercise_card_text (hands[0][2]);
    g_autofree char *b0 = truco_exercise_card_text (hands[1][0]), *b1 = truco_exercise_card_text (hands[1][1]), *b2 = truco_exercise_card_text (hands[1][2]);
    char *first;
    char *prompt;

    if (contest == CONTEST_ENVIDO && mano == TRUCO_SIDE_A)
      /* Translators: %s is the other player's name ("Ana") */
      first = g_strdup_printf (_("%s plays against you, and you are mano."), ana);
    else if (contest == CONTEST_ENVIDO)
      /* Translators: %s is the other player's name ("Ana") */
      first = g_strdup_printf (_("%s plays against you, and she is mano."), ana);
    else if (mano == TRUCO_SIDE_A)
      /* Translators: %s is the other player's name ("Ana") */
      first = g_strdup_printf (_("%s plays against you, and you play first."), ana);
    else
      /* Translators: %s is the other player's name ("Ana") */
      first = g_strdup_printf (_("%s plays against you, and she plays first."), ana);

    switch (contest)
      {
      case CONTEST_ENVIDO:
        /* Translators: %1$s is who is mano (a whole sentence), then your three cards and the other player's (%5$s, "Ana") three cards, by name or in notation */
        prompt = g_strdup_printf (_("%1$s You hold %2$s, %3$s and %4$s; %5$s holds %6$s, %7$s and %8$s. Who wins the envido?"),
                                  first, a0, a1, a2, ana, b0, b1, b2);
        break;
      case CONTEST_FLOR:
        /* Translators: %1$s is who plays first (a whole sentence), then your three cards and the other player's (%5$s, "Ana") three cards, by name or in notation */
        prompt = g_strdup_printf (_("%1$s You hold %2$s, %3$s and %4$s; %5$s holds %6$s, %7$s and %8$s. Both of you sing flor. Who wins the flor?"),
                                  first, a0, a1, a2, ana, b0, b1, b2);
        break;
      case CONTEST_EMBIT:
      default:
        /* Translators: %1$s is who plays first (a whole sentence), then your three cards and the other player's (%5$s, "Ana") three cards, by name or in notation */
        prompt = g_strdup_printf (_("%1$s You hold %2$s, %3$s and %4$s; %5$s holds %6$s, %7$s and %8$s. The embits are sung. Who wins the embit?"),
                                  first, a0, a1, a2, ana, b0, b1, b2);
        break;
      }
    g_free (first);
    truco_exercise_set_prompt (ex, prompt);
  }
  truco_exercise_set_form (ex, TRUCO_ANSWER_CHOOSE);
  truco_exercise_add_hint (ex, g_strdup (_("Count both hands, then compare; a tie goes to the player who comes first in the round.")));

  for (guint s = 0; s < 2; s++)
    {
      TrucoSide side = s;
      char *sentence;
      const char *id;

      if (side == winner)
        {
          guint k = truco_exercise_add_choice (ex, contest_choice (contest, side), NULL, g_strdup (right->str));
          truco_exercise_set_choice_number (ex, k, side);
          continue;
        }
      if (v[0] == v[1])
        {
          id = "tie-to-wrong-side";
          if (mano == TRUCO_SIDE_A)
            /* Translators: %d is both hands' points (the plural follows it) */
            sentence = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "You both have %d point, and a tie goes to whoever comes first in the round: you.",
                                                     "You both have %d points, and a tie goes to whoever comes first in the round: you.", v[0]), v[0]);
          else
            /* Translators: %1$d is both hands' points (the plural follows it), %2$s the other player's name ("Ana") */
            sentence = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "You both have %1$d point, and a tie goes to whoever comes first in the round: %2$s does.",
                                                     "You both have %1$d points, and a tie goes to whoever comes first in the round: %2$s does.", v[0]), v[0], ana);
        }
      else if (contest != CONTEST_FLOR &&
               envido_with (rules, hands[side], pts_ten) > envido_with (rules, hands[winner], pts_ten) &&
               !truco_rules_is_wild (rules, hands[side][0]) && !truco_rules_is_wild (rules, hands[side][1]) &&
               !truco_rules_is_wild (rules, hands[side][2]))
        {
          id = "figures-as-ten";
          int ten = envido_with (rules, hands[side], pts_ten);

          if (side == TRUCO_SIDE_A)
            /* Translators: %1$d is a number of points, %2$d the hand's real points (the plural follows it) */
            sentence = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "You would have %1$d only if the jacks, knights and kings counted 10; they count 0, so you have %2$d point.",
                                                     "You would have %1$d only if the jacks, knights and kings counted 10; they count 0, so you have %2$d points.", v[side]), ten, v[side]);
          else
            /* Translators: %1$s is the other player's name ("Ana"), %2$d a number of points, %3$d her hand's real points (the plural follows it) */
            sentence = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s would have %2$d only if the jacks, knights and kings counted 10; they count 0, so she has %3$d point.",
                                                     "%1$s would have %2$d only if the jacks, knights and kings counted 10; they count 0, so she has %3$d points.", v[side]), ana, ten, v[side]);
        }
      else
        {
          id = "compared-wrong";
          if (v[side] < 0 && side == TRUCO_SIDE_A)
            /* Translators: %1$s is the other player's name ("Ana"), %2$d her points (the plural follows it) */
            sentence = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "You have none, and %1$s has %2$d point.", "You have none, and %1$s has %2$d points.", v[winner]), ana, v[winner]);
          else if (v[side] < 0)
            /* Translators: %1$s is the other player's name ("Ana"), %2$d your points (the plural follows it) */
            sentence = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s has none, and you have %2$d point.", "%1$s has none, and you have %2$d points.", v[winner]), ana, v[winner]);
          else if (side == TRUCO_SIDE_A)
            /* Translators: %1$d is your points, %2$s the other player's name ("Ana"), %3$d her points, which are more (the plural follows them) */
            sentence = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "You have %1$d and %2$s has %3$d point, which is more.", "You have %1$d and %2$s has %3$d points, which is more.", v[winner]), v[side], ana, v[winner]);
          else
            /* Translators: %1$s is the other player's name ("Ana"), %2$d her points, %3$d your points, which are more (the plural follows them) */
            sentence = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s has %2$d and you have %3$d point, which is more.", "%1$s has %2$d and you have %3$d points, which is more.", v[winner]), ana, v[side], v[winner]);
        }
      {
        g_autofree char *owned = sentence;
        /* Translators: the explanation of a wrong option: %s is why it is wrong, then the right reasoning */
        guint k = truco_exercise_add_choice (ex, contest_choice (contest, side), id,
                                             g_strdup_printf (_("Not quite. %s\n%s"), owned, right->str));
        truco_exercise_set_choice_number (ex, k, side);
      }
    }
  g_string_free (right, TRUE);
  return TRUE;
}

gboolean
truco_gen_envido_winner (TrucoExercise    *ex,
                         const TrucoRules *rules,
                         TrucoRng         *rng)
{
  return generate_contest (ex, rules, rng, CONTEST_ENVIDO);
}

gboolean
truco_gen_flor_contest (TrucoExercise    *ex,
                        const TrucoRules *rules,
                        TrucoRng         *rng)
{
  return generate_contest (ex, rules, rng, CONTEST_FLOR);
}

gboolean
truco_gen_embit_contest (TrucoExercise    *ex,
                         const TrucoRules *rules,
                         TrucoRng         *rng)
{
  return generate_contest (ex, rules, rng, CONTEST_EMBIT);
}

/* ------------------------------------------------------------------ */
/* flor-count, embit-count                                              */

static int
pts_plain (const TrucoRules *rules,
           TrucoCard         card)
{
  /* A périque taken for the court card it is. */
  return truco_rules_is_wild (rules, card) ? 0 : pts (rules, card);
}

gboolean
truco_gen_flor_count (TrucoExercise    *ex,
                      const TrucoRules *rules,
                      TrucoRng         *rng)
{
  TrucoCard c[3];
  Wrongs w = { 0 };
  int right;
  TrucoExplanation *steps;
  g_autofree char *a = NULL, *b = NULL, *d = NULL;

  for (;;)
    {
      int sum_ten = 0, sum_plain = 0, hi, lo;
      g_autofree char *courts = NULL;

      deal_with (rules, rng, count_flor, TRUE, c, NULL);
      right = truco_flor (rules, c, NULL);
      courts = courts_of (rules, c, 3);
      two_highest (rules, c, &hi, &lo);
      for (guint i = 0; i < 3; i++)
        {
          sum_ten += pts_ten (rules, c[i]);
          sum_plain += pts_plain (rules, c[i]);
        }
      wrongs_add (&w, right, 20 + sum_ten, "figures-as-ten",
                  g_strdup_printf (_("%d counts the jacks, knights and kings as 10, but they count 0: %s."), 20 + sum_ten, courts));
      wrongs_add (&w, right, right - 20, "forgot-twenty",
                  g_strdup_printf (_("%d is only the points of the three cards: a flor also adds 20, which makes %d."),
                                   right - 20, right));
      wrongs_add (&w, right, 20 + hi + lo, "flor-counted-as-envido",
                  g_strdup_printf (_("%d counts only the two highest cards, as an envido does, but a flor counts all three: %d."),
                                   20 + hi + lo, right));
      for (guint i = 0; i < 3; i++)
        if (truco_rules_is_wild (rules, c[i]))
          {
            g_autofree char *p = truco_exercise_card_text (c[i]);

            wrongs_add (&w, right, 20 + sum_plain, "perique-not-wild",
                        g_strdup_printf (_("%d counts %s as a court card worth 0, but a périque counts as a 7."), 20 + sum_plain, p));
          }
      if (w.n >= 2)
        break;
      wrongs_clear (&w);
    }

  steps = truco_explanation_new ();
  truco_flor (rules, c, steps);
  truco_exercise_set_steps (ex, steps);
  a = truco_exercise_card_text (c[0]);
  b = truco_exercise_card_text (c[1]);
  d = truco_exercise_card_text (c[2]);
  for (guint i = 0; i < 3; i++)
    truco_exercise_add_card (ex, c[i], NULL);
  truco_exercise_set_form (ex, TRUCO_ANSWER_NUMBER);
  truco_exercise_set_prompt (ex, g_strdup_printf (_("What is the flor of %s, %s and %s?"), a, b, d));
  add_values_hints (ex, rules, c);
  truco_exercise_add_hint (ex, g_strdup (_("A flor is 20 plus the points of all three cards.")));
  add_number_choices (ex, right, number_text (right), &w, rng, number_text);
  return TRUE;
}

static char *
embit_text (int value)
{
  return value < 0 ? g_strdup (_("No embit")) : number_text (value);
}

gboolean
truco_gen_embit_count (TrucoExercise    *ex,
                       const TrucoRules *rules,
                       TrucoRng         *rng)
{
  TrucoCard c[3];
  Wrongs w = { 0 };
  int right;
  TrucoExplanation *steps;
  g_autofree char *a = NULL, *b = NULL, *d = NULL;
  gboolean want_none = truco_rng_below (rng, 5) == 0;

  for (;;)
    {
      int plain, ten, hi, lo;
      g_autofree char *courts = NULL;

      deal_with (rules, rng, count_embit, FALSE, c, NULL);
      right = truco_embit (rules, c, NULL);
      if (want_none != (right < 0))
        continue;
      plain = envido_with (rules, c, pts_plain);
      ten = envido_with (rules, c, pts_ten);
      courts = courts_of (rules, c, 3);
      two_highest (rules, c, &hi, &lo);
      if (plain < 20)
        plain = -1;
      if (ten < 20)
        ten = -1;

      for (guint i = 0; i < 3; i++)
        if (truco_rules_is_wild (rules, c[i]))
          {
            g_autofree char *p = truco_exercise_card_text (c[i]);

            wrongs_add (&w, right, plain, "perique-not-wild",
                        plain < 0
                        ? g_strdup_printf (_("Without its périque the hand has no two cards of one suit, but %s is a périque: it counts as a 7 of whichever suit helps."), p)
                        : g_strdup_printf (_("%d counts %s as a court card worth 0 of its own suit, but a périque counts as a 7 of whichever suit helps."), plain, p));
          }
      if (right >= 0)
        {
          wrongs_add (&w, right, ten, "figures-as-ten",
                      g_strdup_printf (_("%d counts the jacks, knights and kings as 10, but they count 0: %s."), ten, courts));
          wrongs_add (&w, right, right - 20, "forgot-twenty",
                      g_strdup_printf (_("%d is only the points of the two cards: an embit also adds 20, which makes %d."),
                                       right - 20, right));
          if (same_suit (c[0], c[1]) && same_suit (c[1], c[2]))
            wrongs_add (&w, right, 20 + pts (rules, c[0]) + pts (rules, c[1]) + pts (rules, c[2]), "three-suited-added",
                        g_strdup_printf (_("%d adds all three cards, but an embit counts two cards: 20 + %d + %d = %d."),
                                         20 + pts (rules, c[0]) + pts (rules, c[1]) + pts (rules, c[2]), hi, lo, right));
          wrongs_add (&w, right, -1, "embit-needs-pair-of-suit",
                      g_strdup_printf (_("There is an embit of %d here: two cards of one suit, or a périque with any card, make one."), right));
        }
      else
        {
          wrongs_add (&w, right, 20 + hi + lo, "twenty-without-pair",
                      g_strdup_printf (_("%d adds 20 to %d + %d, but no two of these cards share a suit, so there is no embit."),
                                       20 + hi + lo, hi, lo));
          wrongs_add (&w, right, MAX (hi, 0), "highest-card-as-embit",
                      g_strdup_printf (_("%d is the highest card alone, as in an Argentine envido, but an embit needs two cards of one suit."),
                                       MAX (hi, 0)));
        }
      if (w.n >= 2)
        break;
      wrongs_clear (&w);
    }

  steps = truco_explanation_new ();
  truco_embit (rules, c, steps);
  truco_exercise_set_steps (ex, steps);
  a = truco_exercise_card_text (c[0]);
  b = truco_exercise_card_text (c[1]);
  d = truco_exercise_card_text (c[2]);
  for (guint i = 0; i < 3; i++)
    truco_exercise_add_card (ex, c[i], NULL);
  truco_exercise_set_form (ex, TRUCO_ANSWER_NUMBER);
  truco_exercise_set_prompt (ex, g_strdup_printf (_("What is the embit of %s, %s and %s? Answer −1 if there is none."), a, b, d));
  add_values_hints (ex, rules, c);
  truco_exercise_add_hint (ex, g_strdup (_("An embit is two cards of one suit, 20 plus their points; the périques, the sota of coins and the caballo of clubs, count as a 7 of any suit.")));
  add_number_choices (ex, right, embit_text (right), &w, rng, embit_text);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* falta-value                                                          */

static char *
falta_text (int value)
{
  if (value < 0)
    return g_strdup (_("Whoever wins it wins the chico."));
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d point", "%d points", value), value);
}

gboolean
truco_gen_falta_value (TrucoExercise    *ex,
                       const TrucoRules *rules,
                       TrucoRng         *rng)
{
  guint target = truco_rules_get_target (rules);
  gboolean malas = truco_rules_resolve (rules)->malas_buenas && target >= 18 && target % 2 == 0;
  guint half = target / 2;
  guint score[2], lead, trail;
  TrucoFalta falta;
  int right;
  Wrongs w = { 0 };
  TrucoExplanation *steps;

  for (;;)
    {
      guint kind = truco_rng_below (rng, 3);

      score[0] = truco_rng_below (rng, target);
      score[1] = kind == 0 ? score[0] : truco_rng_below (rng, target);
      lead = MAX (score[0], score[1]);
      trail = MIN (score[0], score[1]);
      if (!truco_falta_value (rules, score[0], score[1], 0, FALSE, &falta, NULL, NULL))
        g_error ("truco_falta_value refused %u %u", score[0], score[1]);
      right = falta.wins_chico ? -1 : (int) falta.points;

      if (trail != lead)
        wrongs_add (&w, right, target - trail, "falta-trailer-needs",
                    g_strdup_printf (_("%u is what the side behind, with %u, needs to reach %u; the falta is measured from the side in front, which has %u."),
                                     target - trail, trail, target, lead));
      if (malas && lead < half)
        {
          wrongs_add (&w, right, half - lead, "falta-to-buenas",
                      g_strdup_printf (_("%u is what the side in front, with %u, needs to reach the buenas at %u; with these house rules that is not what the falta counts."),
                                       half - lead, lead, half));
          wrongs_add (&w, right, -1, "falta-in-malas-wins-chico",
                      g_strdup_printf (_("The side in front has %u, in the malas, but with these house rules a falta in the malas does not win the chico: it is worth points."), lead));
        }
      if (right < 0)
        wrongs_add (&w, right, target - lead, "falta-needs-when-chico",
                    g_strdup_printf (_("%u is what the side in front, with %u, needs to reach %u, but with these house rules whoever wins this falta wins the chico outright."),
                                     target - lead, lead, target));
      else
        wrongs_add (&w, right, target - lead, "falta-to-chico-in-malas",
                    g_strdup_printf (_("%u is what the side in front, with %u, needs to reach %u, but with these house rules a falta in the malas counts only what it needs to reach the buenas at %u."),
                                     target - lead, lead, target, half));
      wrongs_add (&w, right, target, "falta-whole-chico",
                  g_strdup_printf (_("%u is the whole chico; the falta counts only what is still missing, and the side in front already has %u."),
                                   target, lead));
      if (w.n >= 2)
        break;
      wrongs_clear (&w);
    }

  steps = truco_explanation_new ();
  truco_falta_value (rules, score[0], score[1], 0, FALSE, &falta, steps, NULL);
  truco_exercise_set_steps (ex, steps);
  {
    int numbers[2] = { score[0], score[1] };
    truco_exercise_set_numbers (ex, numbers, 2);
  }
  truco_exercise_set_form (ex, TRUCO_ANSWER_CHOOSE);
  /* Put to the learner, the first player of side A. */
  truco_exercise_set_players_per_side (ex, truco_exercise_per_side_of (rules));
  truco_exercise_set_reader (ex, TRUCO_SIDE_A);
  {
    g_autofree char *scores = truco_exercise_scores_text (ex, score[0], score[1]);
    /* Translators: %u is the points that win a chico (the plural follows it) */
    g_autofree char *chico = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                           "The chico is played to %u point. What is a falta envido worth?",
                                                           "The chico is played to %u points. What is a falta envido worth?",
                                                           target),
                                              target);

    truco_exercise_set_prompt (ex, g_strconcat (scores, " ", chico, NULL));
  }
  truco_exercise_add_hint (ex, g_strdup (_("The falta counts from the side in front: what it still needs.")));
  add_number_choices (ex, right, falta_text (right), &w, rng, falta_text);
  return TRUE;
}
