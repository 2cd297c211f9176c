/* truco-exercise-cards.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Generators about the ranking, tricks and hands.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "truco-exercise-private.h"

static gboolean
is_put (const TrucoRules *rules)
{
  return truco_rules_resolve (rules)->trick_and_tie;
}

static guint
n_put_players (const TrucoRules *rules)
{
  return is_put (rules) && truco_rules_resolve (rules)->n_sides == 3 ? 3 : 2;
}

/* How players say "the trick is tied": parda in Argentine Truco, pardes
 * in Truc y Flou, a tie elsewhere. */
static char *
tie_choice_text (const TrucoRules *rules)
{
  if (n_put_players (rules) == 3)
    return g_strdup (_("Nobody: the trick is tied."));
  if (truco_rules_resolve (rules)->tie_word == TRUCO_TIE_PARDA)
    return g_strdup (_("Neither: the trick is parda."));
  if (truco_rules_resolve (rules)->tie_word == TRUCO_TIE_PARDES)
    return g_strdup (_("Neither: the trick is pardes."));
  return g_strdup (_("Neither: the trick is tied."));
}

static char *
fmt (TrucoCard card)
{
  return truco_exercise_card_text (card);
}

/* A card inside a sentence said to the learner: with its article ("the
 * ace of swords") where cards are named, else its notation. */
static char *
card_phrase (TrucoCard card)
{
  if (truco_explanation_get_card_names () && truco_card_is_valid (card))
    return truco_card_get_name_definite (card);
  return truco_card_to_string (card);
}

/* Appends @sentence with its first letter in capitals: a player named in
 * words ("the first player of side A") may open it. */
static void
append_capitalised (GString    *s,
                    const char *sentence)
{
  g_string_append_unichar (s, g_unichar_toupper (g_utf8_get_char (sentence)));
  g_string_append (s, g_utf8_next_char (sentence));
}

/* The card's number as players read it (ace 1, jack 11…): what learners
 * confuse with the ranking. */
static guint
face_number (TrucoCard card)
{
  return truco_card_get_rank (card);
}

static gboolean
is_false_brava (const TrucoRules *rules,
                TrucoCard         card)
{
  guint n;
  const TrucoCard *top = truco_rules_get_top_cards (rules, &n);
  guint rank = truco_card_get_rank (card);

  if (!truco_card_is_spanish (card) || n == 0 || (rank != 1 && rank != 7))
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (top[i] == card)
      return FALSE;
  /* An ace or a seven that is not among the bravas, in a variant that has them. */
  for (guint i = 0; i < n; i++)
    if (truco_card_get_rank (top[i]) == rank)
      return TRUE;
  return FALSE;
}

/* The rule set in which two cards are compared alone: Put for three has
 * the same ranking, but each of its tricks takes three cards. */
static TrucoRules *
pairwise_rules (const TrucoRules *rules)
{
  TrucoRules *copy = truco_rules_copy (rules);

  if (n_put_players (rules) == 3)
    truco_rules_set (copy, TRUCO_OPTION_PLAYERS, "2", NULL);
  return copy;
}

/* ------------------------------------------------------------------ */
/* card-rank-pair                                                       */

/* Whether @card is one of the variant's top cards (the bravas). */
static gboolean
is_top_card (const TrucoRules *rules,
             TrucoCard         card)
{
  guint n;
  const TrucoCard *top = truco_rules_get_top_cards (rules, &n);

  for (guint i = 0; i < n; i++)
    if (top[i] == card)
      return TRUE;
  return FALSE;
}

/* Whether the scope teaches the top cards but not yet the rest of the
 * ranking (the first lesson): then a top card against any other card is
 * the question to ask, since "the bravas beat all the others" is all it
 * needs. */
static gboolean
only_top_taught (TrucoExercise    *ex,
                 const TrucoRules *rules)
{
  guint n_top, n_deck;
  const TrucoCard *top = truco_rules_get_top_cards (rules, &n_top);
  const TrucoCard *deck = truco_deck_get_cards (truco_rules_get_deck (rules), &n_deck);
  const char *top_topic = n_top > 0 ? truco_exercise_card_topic (rules, top[0]) : NULL;

  if (top_topic == NULL || !truco_exercise_in_scope (ex, top_topic))
    return FALSE;
  for (guint i = 0; i < n_deck; i++)
    {
      const char *topic = truco_exercise_card_topic (rules, deck[i]);

      if (!is_top_card (rules, deck[i]) && topic != NULL && !truco_exercise_in_scope (ex, topic))
        return TRUE;
    }
  return FALSE;
}

/* A top card against another card of the whole deck: half the time one of
 * the same number (a brava against a false one), in either order. */
static void
draw_top_pair (const TrucoRules *rules,
               TrucoRng         *rng,
               TrucoCard         out[2])
{
  guint n_top, n_deck, n_same = 0;
  const TrucoCard *top = truco_rules_get_top_cards (rules, &n_top);
  const TrucoCard *deck = truco_deck_get_cards (truco_rules_get_deck (rules), &n_deck);
  g_autofree TrucoCard *same = g_new (TrucoCard, n_deck);
  TrucoCard brava = top[truco_rng_below (rng, n_top)], other;

  for (guint i = 0; i < n_deck; i++)
    if (deck[i] != brava && !is_top_card (rules, deck[i]) && face_number (deck[i]) == face_number (brava))
      same[n_same++] = deck[i];
  if (n_same > 0 && truco_rng_below (rng, 2) == 0)
    other = same[truco_rng_below (rng, n_same)];
  else
    do
      other = deck[truco_rng_below (rng, n_deck)];
    while (other == brava);
  if (truco_rng_below (rng, 2) == 0)
    {
      out[0] = brava;
      out[1] = other;
    }
  else
    {
      out[0] = other;
      out[1] = brava;
    }
}

static void
draw_pair (TrucoExercise    *ex,
           const TrucoRules *rules,
           TrucoRng         *rng,
           TrucoCard         out[2])
{
  guint kind = truco_rng_below (rng, 3);
  gboolean equal = truco_exercise_taught (ex, "cards.equal");

  for (guint attempt = 0;; attempt++)
    {
      guint c0, c1;

      /* Within a narrow scope a kind may have no pair at all. */
      if (attempt == 200)
        kind = 2;
      truco_exercise_deal (ex, rules, rng, out, 2);
      c0 = truco_rules_get_card_class (rules, out[0]);
      c1 = truco_rules_get_card_class (rules, out[1]);
      if (c0 == c1 && !equal)
        continue;
      switch (kind)
        {
        case 0: /* the same number: a tie, or a brava against a false one */
          if (face_number (out[0]) == face_number (out[1]))
            return;
          break;
        case 1: /* the higher number is the lower card */
          if ((face_number (out[0]) > face_number (out[1])) != (c0 < c1) && c0 != c1)
            return;
          break;
        default:
          return;
        }
    }
}

/* Why someone would pick @wrong over @right (both cards of a trick). */
static const char *
rank_misconception (const TrucoRules *rules,
                    TrucoCard         wrong,
                    TrucoCard         right,
                    char            **out_sentence)
{
  g_autofree char *w = fmt (wrong), *r = fmt (right);

  if (is_false_brava (rules, wrong))
    {
      *out_sentence = g_strdup_printf (_("%s is a false card, not a brava: %s beats it."), w, r);
      return "false-ace-as-brava";
    }
  if (face_number (wrong) > face_number (right))
    {
      *out_sentence = g_strdup_printf (_("%s has the higher number, but the ranking is not the order of the numbers: %s beats it."),
                                       w, r);
      return "higher-number-wins";
    }
  *out_sentence = g_strdup_printf (_("%s ranks higher than %s in a trick."), r, w);
  return "ranking-misread";
}

gboolean
truco_gen_rank_pair (TrucoExercise    *ex,
                     const TrucoRules *rules,
                     TrucoRng         *rng)
{
  TrucoCard cards[2];
  TrucoPlay plays[2];
  TrucoTrickResult result;
  TrucoExplanation *steps = truco_explanation_new ();
  g_autofree char *n0 = NULL, *n1 = NULL;
  guint c0, c1, tie;
  g_autoptr(TrucoRules) pair_rules = pairwise_rules (rules);

  if (only_top_taught (ex, rules))
    draw_top_pair (rules, rng, cards);
  else
    draw_pair (ex, rules, rng, cards);
  /* A top card against one that is not needs only the top cards' rule. */
  if (is_top_card (rules, cards[0]) != is_top_card (rules, cards[1]))
    truco_exercise_need_cards (ex, rules, is_top_card (rules, cards[0]) ? &cards[0] : &cards[1], 1);
  else
    truco_exercise_need_cards (ex, rules, cards, 2);
  n0 = fmt (cards[0]);
  n1 = fmt (cards[1]);
  c0 = truco_rules_get_card_class (rules, cards[0]);
  c1 = truco_rules_get_card_class (rules, cards[1]);

  plays[0] = (TrucoPlay) { TRUCO_SIDE_A, 1, cards[0] };
  plays[1] = (TrucoPlay) { TRUCO_SIDE_B, 1, cards[1] };
  if (!truco_trick_winner (pair_rules, plays, 2, &result, steps, NULL))
    g_error ("truco_trick_winner refused %s %s", n0, n1);
  truco_exercise_set_steps (ex, steps);
  /* Put to the learner, who plays the first card against Ana. */
  truco_exercise_set_players_per_side (ex, 1);
  truco_exercise_set_reader (ex, TRUCO_SIDE_A);

  truco_exercise_set_form (ex, TRUCO_ANSWER_CHOOSE_CARD);
  truco_exercise_add_card (ex, cards[0], "A1");
  truco_exercise_add_card (ex, cards[1], "B1");
  {
    g_autofree char *p0 = card_phrase (cards[0]), *p1 = card_phrase (cards[1]);

    /* Translators: %1$s and %3$s are cards with their article ("the ace
     * of swords") or in notation (7E, 3O); %2$s is the other player's
     * name ("Ana") */
    truco_exercise_set_prompt (ex, g_strdup_printf (_("You play %1$s and %2$s plays %3$s. Which card wins the trick?"),
                                                    p0, truco_exercise_player_name (0), p1));
  }

  if (c0 == c1)
    truco_exercise_add_hint (ex, g_strdup_printf (_("In a trick %s and %s rank the same."), n0, n1));
  else
    truco_exercise_add_hint (ex, g_strdup_printf (_("In a trick %s beats %s."), c0 < c1 ? n0 : n1, c0 < c1 ? n1 : n0));
  /* Ties only once the scope has taught them (the second lesson). */
  if (truco_exercise_taught (ex, "cards.equal"))
    truco_exercise_add_hint (ex, g_strdup (_("Cards that rank the same tie, whatever their suits.")));

  for (guint i = 0; i < 2; i++)
    {
      TrucoCard card = cards[i], other = cards[1 - i];
      gboolean right = result.winner == (i == 0 ? TRUCO_SIDE_A : TRUCO_SIDE_B);
      guint k;

      if (right)
        k = truco_exercise_add_choice (ex, g_strdup (truco_card_get_name (card)), NULL, truco_exercise_format_steps (ex));
      else if (result.winner == TRUCO_SIDE_NONE)
        {
          g_autofree char *a = fmt (card), *b = fmt (other);

          k = truco_exercise_add_choice (ex, g_strdup (truco_card_get_name (card)), "suit-breaks-tie",
                                         truco_exercise_wrong (ex, g_strdup_printf (_("%s and %s rank the same: suits do not matter, so neither card beats the other."),
                                                                                    a, b)));
        }
      else
        {
          char *sentence;
          const char *id = rank_misconception (rules, card, other, &sentence);

          k = truco_exercise_add_choice (ex, g_strdup (truco_card_get_name (card)), id, truco_exercise_wrong (ex, sentence));
        }
      truco_exercise_set_choice_card (ex, k, card);
      truco_exercise_set_choice_number (ex, k, i == 0 ? TRUCO_SIDE_A : TRUCO_SIDE_B);
    }

  if (result.winner != TRUCO_SIDE_NONE && !truco_exercise_taught (ex, "cards.equal"))
    return TRUE;
  if (result.winner == TRUCO_SIDE_NONE)
    tie = truco_exercise_add_choice (ex, tie_choice_text (rules), NULL, truco_exercise_format_steps (ex));
  else if (face_number (cards[0]) == face_number (cards[1]))
    tie = truco_exercise_add_choice (ex, tie_choice_text (rules), "same-number-ties",
                               truco_exercise_wrong (ex, g_strdup_printf (_("%s and %s have the same number but do not rank the same: %s beats %s."),
                                                                          n0, n1, c0 < c1 ? n0 : n1, c0 < c1 ? n1 : n0)));
  else
    tie = truco_exercise_add_choice (ex, tie_choice_text (rules), "tie-without-equal-cards",
                               truco_exercise_wrong (ex, g_strdup_printf (_("Only cards that rank the same tie, and %s beats %s."),
                                                                          c0 < c1 ? n0 : n1, c0 < c1 ? n1 : n0)));
  truco_exercise_set_choice_number (ex, tie, TRUCO_SIDE_NONE);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* card-rank-order                                                      */

typedef int (*KeyFunc) (const TrucoRules *rules, TrucoCard card);

static int
key_class (const TrucoRules *rules, TrucoCard card)
{
  return (int) truco_rules_get_card_class (rules, card) * 4;
}

static int
key_number (const TrucoRules *rules, TrucoCard card)
{
  return -(int) face_number (card) * 64 + key_class (rules, card);
}

static int
key_reversed (const TrucoRules *rules, TrucoCard card)
{
  return -key_class (rules, card);
}

/* A false ace or seven taken for the brava of the same number. */
static int
key_false_brava (const TrucoRules *rules, TrucoCard card)
{
  if (is_false_brava (rules, card))
    {
      guint n;
      const TrucoCard *top = truco_rules_get_top_cards (rules, &n);

      for (guint i = 0; i < n; i++)
        if (truco_card_get_rank (top[i]) == truco_card_get_rank (card))
          return key_class (rules, top[i]) + 1;
    }
  return key_class (rules, card);
}

static int
key_points (const TrucoRules *rules, TrucoCard card)
{
  return -truco_rules_get_card_points (rules, card) * 64 + key_class (rules, card);
}

static void
sort_by (const TrucoRules *rules,
         KeyFunc           key,
         const TrucoCard  *in,
         TrucoCard        *out)
{
  memcpy (out, in, 3 * sizeof *in);
  for (guint i = 0; i < 3; i++)
    for (guint j = i + 1; j < 3; j++)
      if (key (rules, out[j]) < key (rules, out[i]))
        {
          TrucoCard t = out[i];
          out[i] = out[j];
          out[j] = t;
        }
}

static char *
order_text (const TrucoCard *order)
{
  g_autofree char *a = fmt (order[0]), *b = fmt (order[1]), *c = fmt (order[2]);

  /* Translators: three cards in notation, highest first */
  return g_strdup_printf (_("%s, then %s, then %s"), a, b, c);
}

gboolean
truco_gen_rank_order (TrucoExercise    *ex,
                      const TrucoRules *rules,
                      TrucoRng         *rng)
{
  TrucoDeck deck = truco_rules_get_deck (rules);
  gboolean has_points = truco_rules_get_card_points (rules, truco_deck_get_cards (deck, NULL)[0]) >= 0;
  TrucoCard cards[3], right[3];
  TrucoExplanation *steps = truco_explanation_new ();
  g_autoptr(TrucoRules) pair_rules = pairwise_rules (rules);
  g_autofree char *n0 = NULL, *n1 = NULL, *n2 = NULL;

  for (guint attempt = 0;; attempt++)
    {
      guint distinct;
      TrucoCard o[3];

      if (attempt < 500)
        truco_exercise_deal (ex, rules, rng, cards, 3);
      else
        truco_rng_deal (rng, deck, cards, 3);
      distinct = key_class (rules, cards[0]) != key_class (rules, cards[1]) &&
                 key_class (rules, cards[0]) != key_class (rules, cards[2]) &&
                 key_class (rules, cards[1]) != key_class (rules, cards[2]);
      if (!distinct)
        continue;
      /* At least one misconception besides the reversed order must give
       * another order, or the question is too easy. */
      sort_by (rules, key_class, cards, right);
      sort_by (rules, key_number, cards, o);
      if (memcmp (o, right, sizeof o) != 0)
        break;
      sort_by (rules, key_false_brava, cards, o);
      if (memcmp (o, right, sizeof o) != 0)
        break;
    }

  truco_exercise_need_cards (ex, rules, cards, 3);
  /* The engine's reason: the order of the ranking itself. */
  {
    TrucoCard order[3];

    truco_rank_order (pair_rules, cards, 3, order, steps);
    if (memcmp (order, right, sizeof order) != 0)
      g_error ("the ranking order disagrees with truco_rank_order");
  }
  truco_exercise_set_steps (ex, steps);

  n0 = fmt (cards[0]);
  n1 = fmt (cards[1]);
  n2 = fmt (cards[2]);
  truco_exercise_set_form (ex, TRUCO_ANSWER_ORDER_CARDS);
  for (guint i = 0; i < 3; i++)
    truco_exercise_add_card (ex, cards[i], NULL);
  /* Translators: three cards in notation */
  truco_exercise_set_prompt (ex, g_strdup_printf (_("Put %s, %s and %s in order for a trick, the highest first."), n0, n1, n2));
  {
    g_autofree char *highest = fmt (right[0]);

    truco_exercise_add_hint (ex, g_strdup_printf (_("Of these three cards %s ranks highest."), highest));
  }

  {
    guint k = truco_exercise_add_choice (ex, order_text (right), NULL, truco_exercise_format_steps (ex));
    truco_exercise_set_choice_order (ex, k, right, 3);
  }

  {
    struct { KeyFunc key; const char *id; } wrongs[] = {
      { key_number, "higher-number-wins" },
      { key_false_brava, "false-ace-as-brava" },
      { key_points, "points-as-ranking" },
      { key_reversed, "reversed-order" },
    };

    for (guint w = 0; w < G_N_ELEMENTS (wrongs); w++)
      {
        TrucoCard o[3];
        g_autofree char *text = NULL;
        char *sentence = NULL;
        g_autofree char *a = NULL, *b = NULL;
        guint k, d;

        if (wrongs[w].key == key_points && !has_points)
          continue;
        sort_by (rules, wrongs[w].key, cards, o);
        text = order_text (o);
        if (truco_exercise_has_choice_text (ex, text))
          continue;
        /* Name the first place where the order goes wrong. */
        for (d = 0; d < 2 && o[d] == right[d]; d++)
          ;
        a = fmt (o[d]);
        b = fmt (right[d]);
        if (wrongs[w].key == key_number)
          sentence = g_strdup_printf (_("That is the order of the numbers, not of the ranking: %s has the higher number, but %s beats it."),
                                      a, b);
        else if (wrongs[w].key == key_false_brava)
          {
            TrucoCard fake = TRUCO_CARD_NONE;

            for (guint i = 0; i < 3; i++)
              if (is_false_brava (rules, cards[i]))
                fake = cards[i];
            g_free (a);
            a = fmt (fake);
            sentence = g_strdup_printf (_("%s is a false card, not a brava, and ranks below the bravas."), a);
          }
        else if (wrongs[w].key == key_points)
          sentence = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                   /* Translators: %1$s is a card, %2$d its envido points (the
                                                    * plural follows them), %3$s the card that beats it */
                                                   "That is the order of the envido points, not of the ranking: %1$s counts %2$d point, but %3$s beats it.",
                                                   "That is the order of the envido points, not of the ranking: %1$s counts %2$d points, but %3$s beats it.",
                                                   truco_rules_get_card_points (rules, o[d])),
                                      a, truco_rules_get_card_points (rules, o[d]), b);
        else
          {
            g_autofree char *low = fmt (o[0]);

            sentence = g_strdup_printf (_("That order starts with the lowest card: the other two beat %s."), low);
          }
        k = truco_exercise_add_choice (ex, g_steal_pointer (&text), wrongs[w].id, truco_exercise_wrong (ex, sentence));
        truco_exercise_set_choice_order (ex, k, o, 3);
      }
  }
  truco_exercise_shuffle_choices (ex, rng);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* trick-winner                                                         */

static char *
side_wins_trick_text (const TrucoRules *rules,
                      TrucoSide         side)
{
  if (n_put_players (rules) == 3)
    /* Translators: Put for three, each player on his own; %s is A, B or C */
    return g_strdup_printf (_("Player %s wins the trick."), truco_side_get_letter (side));
  /* Translators: %s is a side, A or B */
  return g_strdup_printf (_("Side %s wins the trick."), truco_side_get_letter (side));
}

/* The same, said to the learner, who plays for side A. */
static char *
reader_wins_trick_text (const TrucoExercise *ex,
                        TrucoSide            side,
                        guint                per_side)
{
  if (side == TRUCO_SIDE_A)
    return g_strdup (per_side > 1 ? _("Your side wins the trick.") : _("You win the trick."));
  if (per_side > 1)
    return g_strdup (_("The other side wins the trick."));
  /* Translators: %s is the other player's name ("Ana") */
  return g_strdup_printf (_("%s wins the trick."), truco_exercise_seat_name (ex, side, 1));
}

gboolean
truco_gen_trick_winner (TrucoExercise    *ex,
                        const TrucoRules *rules,
                        TrucoRng         *rng)
{
  guint n_sides = is_put (rules) ? n_put_players (rules) : 2;
  gboolean tie_taught = truco_exercise_taught (ex, "tricks.tie");
  gboolean partners_taught = truco_exercise_taught (ex, "tricks.partners");
  /* Partners play in the trick once the learner knows they do not tie. */
  guint n_plays = is_put (rules) ? n_sides : partners_taught ? 4 : 2;
  gboolean want_shared = truco_rng_below (rng, 3) != 0 && (tie_taught || n_plays > n_sides);
  TrucoPlay plays[4];
  TrucoCard cards[4];
  TrucoTrickResult result;
  TrucoExplanation *steps;
  guint top = 0, first_top = 0, n_top[3] = { 0 }, best_class[3] = { 99, 99, 99 };
  TrucoCard best_card[3] = { 0 };
  GString *prompt;
  guint k;
  /* Put to the learner; at Put for three each of the others by name. */
  gboolean to_learner = TRUE;
  guint per_side = n_plays / n_sides;

  for (;;)
    {
      guint first;

      for (guint attempt = 0;; attempt++)
        {
          guint n_top_all = 0;

          truco_exercise_deal (ex, rules, rng, cards, n_plays);
          top = 99;
          for (guint i = 0; i < n_plays; i++)
            top = MIN (top, truco_rules_get_card_class (rules, cards[i]));
          for (guint i = 0; i < n_plays; i++)
            n_top_all += truco_rules_get_card_class (rules, cards[i]) == top;
          if (!want_shared || n_top_all > 1 || attempt > 200)
            break;
        }
      first = truco_rng_below (rng, n_sides);
      for (guint i = 0; i < n_plays; i++)
        {
          TrucoSide side = (first + i) % n_sides;
          guint seat = i / n_sides + 1;

          plays[i] = (TrucoPlay) { side, seat, cards[i] };
        }
      if (!truco_trick_winner (rules, plays, n_plays, &result, NULL, NULL))
        g_error ("truco_trick_winner refused a generated trick");
      /* A tie only once ties are taught. */
      if (result.winner != TRUCO_SIDE_NONE || tie_taught)
        break;
    }

  steps = truco_explanation_new ();
  if (!truco_trick_winner (rules, plays, n_plays, &result, steps, NULL))
    g_error ("truco_trick_winner refused a generated trick");
  truco_exercise_set_steps (ex, steps);
  truco_exercise_need_cards (ex, rules, cards, n_plays);

  for (guint i = 0; i < n_plays; i++)
    {
      guint c = truco_rules_get_card_class (rules, cards[i]);

      if (c == top)
        {
          if (n_top[0] + n_top[1] + n_top[2] == 0)
            first_top = i;
          n_top[plays[i].side]++;
        }
      if (c < best_class[plays[i].side])
        best_class[plays[i].side] = c, best_card[plays[i].side] = cards[i];
    }

  /* Put to the learner, the first player of side A, with a partner at
   * four; the others by name. */
  if (to_learner)
    {
      truco_exercise_set_players_per_side (ex, per_side);
      truco_exercise_set_reader (ex, TRUCO_SIDE_A);
    }
  truco_exercise_set_form (ex, TRUCO_ANSWER_CHOOSE);
  prompt = g_string_new (NULL);
  for (guint i = 0; i < n_plays; i++)
    {
      g_autofree char *seat = g_strdup_printf ("%s%u", truco_side_get_letter (plays[i].side), plays[i].seat);
      g_autofree char *card = fmt (cards[i]);
      g_autofree char *sentence = NULL;

      truco_exercise_add_card (ex, cards[i], seat);
      if (i > 0)
        g_string_append_c (prompt, ' ');
      if (to_learner && plays[i].side == TRUCO_SIDE_A && plays[i].seat == 1)
        /* Translators: %1$s is a card ("seven of swords"); in the third
         * sentence %2$s is a player's name ("Ana"). */
        sentence = g_strdup_printf (_("You play %1$s."), card);
      else if (to_learner && plays[i].side == TRUCO_SIDE_A)
        sentence = g_strdup_printf (_("Your partner plays %1$s."), card);
      else if (to_learner)
        sentence = g_strdup_printf (_("%2$s plays %1$s."), card, truco_exercise_seat_name (ex, plays[i].side, plays[i].seat));
      else
        {
          g_autofree char *who = truco_seat_describe (plays[i].side, plays[i].seat, n_plays / n_sides);

          sentence = g_strdup_printf (_("%s plays %s."), who, card);
        }
      append_capitalised (prompt, sentence);
    }
  g_string_append_c (prompt, ' ');
  if (n_plays > n_sides && !is_put (rules))
    g_string_append (prompt, _("Players of the same side are partners. Who wins the trick?"));
  else
    g_string_append (prompt, _("Who wins the trick?"));
  truco_exercise_set_prompt (ex, g_string_free (prompt, FALSE));
  {
    g_autofree char *highest = fmt (cards[first_top]);

    truco_exercise_add_hint (ex, g_strdup_printf (_("The highest card played is %s: only it and the cards that rank the same matter."), highest));
  }
  if (tie_taught && n_plays > n_sides)
    truco_exercise_add_hint (ex, g_strdup (_("When partners played the highest cards, ranking the same, they win the trick together; when opponents did, nobody wins it.")));
  if (result.winner == TRUCO_SIDE_NONE)
    truco_exercise_need_concept (ex, "tricks.tie");
  else if (n_top[result.winner] > 1)
    truco_exercise_need_concept (ex, "tricks.partners");

  for (guint s = 0; s < n_sides; s++)
    {
      g_autofree char *mine = best_card[s] ? fmt (best_card[s]) : NULL;
      g_autofree char *top_card = fmt (cards[first_top]);
      char *sentence;
      const char *id;

      if (result.winner == (TrucoSide) s)
        {
          k = truco_exercise_add_choice (ex, to_learner ? reader_wins_trick_text (ex, s, per_side) : side_wins_trick_text (rules, s),
                                         NULL, truco_exercise_format_steps (ex));
          truco_exercise_set_choice_number (ex, k, s);
          continue;
        }
      if (result.winner == TRUCO_SIDE_NONE && n_top[s] > 0)
        {
          if (plays[first_top].side == (TrucoSide) s)
            {
              id = "first-played-wins-tie";
              sentence = g_strdup_printf (_("%s was played first, but cards that rank the same tie whoever played first, and an opponent played one."),
                                          top_card);
            }
          else if (n_top[s] > n_top[plays[first_top].side])
            {
              id = "more-top-cards-win";
              if (to_learner && s == TRUCO_SIDE_A)
                sentence = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                         /* Translators: %1$u is a number of cards (the plural follows it), %2$s a card */
                                                         "Your side played %1$u card that ranks the same as %2$s, the highest, but when an opponent played one too nobody wins the trick, however many each has.",
                                                         "Your side played %1$u cards that rank the same as %2$s, the highest, but when an opponent played one too nobody wins the trick, however many each has.",
                                                         n_top[s]),
                                            n_top[s], top_card);
              else if (to_learner)
                sentence = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                         /* Translators: %1$u is a number of cards (the plural follows it), %2$s a card */
                                                         "The other side played %1$u card that ranks the same as %2$s, the highest, but when an opponent played one too nobody wins the trick, however many each has.",
                                                         "The other side played %1$u cards that rank the same as %2$s, the highest, but when an opponent played one too nobody wins the trick, however many each has.",
                                                         n_top[s]),
                                            n_top[s], top_card);
              else
                sentence = g_strdup_printf (_("Side %s played %u cards that rank the same as %s, the highest, but when an opponent played one too nobody wins the trick, however many each has."),
                                            truco_side_get_letter (s), n_top[s], top_card);
            }
          else
            {
              g_autofree char *last = NULL;

              for (guint i = 0; i < n_plays; i++)
                if (plays[i].side == (TrucoSide) s && truco_rules_get_card_class (rules, cards[i]) == top)
                  {
                    g_free (last);
                    last = fmt (cards[i]);
                  }
              id = "later-card-beats-equal";
              sentence = g_strdup_printf (_("%s came after %s, but a later card does not beat one that ranks the same: nobody wins the trick."),
                                          last, top_card);
            }
        }
      else if (face_number (best_card[s]) > face_number (cards[first_top]))
        {
          id = "higher-number-wins";
          sentence = g_strdup_printf (_("%s has the higher number, but the ranking is not the order of the numbers: %s beats it."),
                                      mine, top_card);
        }
      else if (is_false_brava (rules, best_card[s]))
        {
          id = "false-ace-as-brava";
          sentence = g_strdup_printf (_("%s is a false card, not a brava: %s beats it."), mine, top_card);
        }
      else
        {
          id = "ranking-misread";
          if (to_learner && s == TRUCO_SIDE_A && per_side == 1)
            /* Translators: %1$s and %2$s are cards */
            sentence = g_strdup_printf (_("Your best card is %1$s, and %2$s beats it."), mine, top_card);
          else if (to_learner && s == TRUCO_SIDE_A)
            /* Translators: %1$s and %2$s are cards */
            sentence = g_strdup_printf (_("The best card of your side is %1$s, and %2$s beats it."), mine, top_card);
          else if (to_learner && n_sides == 3)
            /* Translators: Put for three; %1$s is a player's name ("Luis"),
             * %2$s and %3$s are cards */
            sentence = g_strdup_printf (_("%1$s played %2$s, and %3$s beats it."),
                                        truco_exercise_seat_name (ex, s, 1), mine, top_card);
          else if (to_learner)
            /* Translators: %1$s and %2$s are cards */
            sentence = g_strdup_printf (_("The best card of the other side is %1$s, and %2$s beats it."), mine, top_card);
          else
            sentence = g_strdup_printf (_("The best card of side %s is %s, and %s beats it."),
                                        truco_side_get_letter (s), mine, top_card);
        }
      k = truco_exercise_add_choice (ex, to_learner ? reader_wins_trick_text (ex, s, per_side) : side_wins_trick_text (rules, s),
                                     id, truco_exercise_wrong (ex, sentence));
      truco_exercise_set_choice_number (ex, k, s);
    }

  /* "Nobody wins it" is offered once ties are taught, or when it is right. */
  if (result.winner != TRUCO_SIDE_NONE && !tie_taught)
    return TRUE;
  if (result.winner == TRUCO_SIDE_NONE)
    k = truco_exercise_add_choice (ex, tie_choice_text (rules), NULL, truco_exercise_format_steps (ex));
  else if (n_top[result.winner] > 1)
    {
      TrucoCard shared[2] = { 0 };
      guint n_shared = 0;
      g_autofree char *x = NULL, *y = NULL;

      for (guint i = 0; i < n_plays && n_shared < 2; i++)
        if (truco_rules_get_card_class (rules, cards[i]) == top)
          shared[n_shared++] = cards[i];
      x = fmt (shared[0]);
      y = fmt (shared[1]);
      k = truco_exercise_add_choice (ex, tie_choice_text (rules), "partners-tie",
                                     truco_exercise_wrong (ex, g_strdup_printf (_("%s and %s rank the same, but partners played them: partners do not tie each other, they win the trick together."),
                                                                                x, y)));
    }
  else
    {
      g_autofree char *top_card = fmt (cards[first_top]);

      k = truco_exercise_add_choice (ex, tie_choice_text (rules), "tie-without-equal-cards",
                                     truco_exercise_wrong (ex, g_strdup_printf (_("Only the highest cards can tie, and no other card played ranks the same as %s."),
                                                                                top_card)));
    }
  truco_exercise_set_choice_number (ex, k, TRUCO_SIDE_NONE);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* trick-leader                                                         */

static char *
leads_text (const char *seat)
{
  /* Translators: a player ("the first player of side A") */
  char *text = g_strdup_printf (_("%s leads the next trick."), seat);
  GString *s = g_string_new (NULL);

  append_capitalised (s, text);
  g_free (text);
  return g_string_free (s, FALSE);
}

/* One sentence about the player @i, said to the learner (the first
 * player of side A): @you, @partner or @named.  With a @card, %1$s in
 * each is the card and %2$s in @named the player's name; without, @named
 * has just %s for the name. */
static char *
person_text (const TrucoExercise *ex,
             const TrucoPlay     *play,
             const char          *you,
             const char          *partner,
             const char          *named,
             const char          *card)
{
  const char *name = truco_exercise_seat_name (ex, play->side, play->seat);

  if (play->side == TRUCO_SIDE_A && play->seat == 1)
    return card ? g_strdup_printf (you, card) : g_strdup (you);
  if (play->side == TRUCO_SIDE_A)
    return card ? g_strdup_printf (partner, card) : g_strdup (partner);
  return card ? g_strdup_printf (named, card, name) : g_strdup_printf (named, name);
}

static char *
reader_leads_text (const TrucoExercise *ex,
                   const TrucoPlay     *play)
{
  return person_text (ex, play,
                      _("You lead the next trick."),
                      _("Your partner leads the next trick."),
                      /* Translators: a player ("the first player of side A") */
                      _("%s leads the next trick."), NULL);
}

/* A wrong choice's sentence about @play, said to the learner, then who
 * does lead. */
static char *
reader_wrong_text (const TrucoExercise *ex,
                   const TrucoPlay     *play,
                   const TrucoPlay     *leader,
                   const char          *id,
                   const char          *card)
{
  g_autofree char *first = NULL;
  g_autofree char *then = NULL;

  if (g_str_equal (id, "tie-last-top-leads"))
    {
      first = person_text (ex, play,
                           /* Translators: %1$s is a card; in the third sentence %2$s is a player's name ("Ana") */
                           _("You played %1$s, the last of the highest cards, but a tied trick does not pass the lead."),
                           _("Your partner played %1$s, the last of the highest cards, but a tied trick does not pass the lead."),
                           _("%2$s played %1$s, the last of the highest cards, but a tied trick does not pass the lead."), card);
      then = person_text (ex, leader,
                          _("You led the tied trick and lead again."),
                          _("Your partner led the tied trick and leads again."),
                          /* Translators: %s is a player's name ("Ana") */
                          _("%s led the tied trick and leads again."), NULL);
      return g_strconcat (first, " ", then, NULL);
    }
  if (g_str_equal (id, "later-partner-leads"))
    first = person_text (ex, play,
                         _("You also played one of the highest cards, but when partners share them the earlier of them leads."),
                         _("Your partner also played one of the highest cards, but when partners share them the earlier of them leads."),
                         /* Translators: %s is a player's name ("Ana") */
                         _("%s also played one of the highest cards, but when partners share them the earlier of them leads."), NULL);
  else if (g_str_equal (id, "leader-keeps-lead"))
    first = person_text (ex, play,
                         _("You led this trick, but the lead passes to the winner of the trick."),
                         _("Your partner led this trick, but the lead passes to the winner of the trick."),
                         /* Translators: %s is a player's name ("Ana") */
                         _("%s led this trick, but the lead passes to the winner of the trick."), NULL);
  else
    first = person_text (ex, play,
                         /* Translators: %1$s is a card; in the third sentence %2$s is a player's name ("Ana") */
                         _("You played %1$s and do not win the trick: the winner leads."),
                         _("Your partner played %1$s and does not win the trick: the winner leads."),
                         _("%2$s played %1$s and does not win the trick: the winner leads."), card);
  then = reader_leads_text (ex, leader);
  return g_strconcat (first, " ", then, NULL);
}

gboolean
truco_gen_trick_leader (TrucoExercise    *ex,
                        const TrucoRules *rules,
                        TrucoRng         *rng)
{
  guint n_sides = is_put (rules) ? n_put_players (rules) : 2;
  gboolean tie_taught = truco_exercise_taught (ex, "tricks.tie-leader") && truco_exercise_taught (ex, "tricks.tie");
  gboolean partners_taught = truco_exercise_taught (ex, "tricks.partners");
  guint n_plays = is_put (rules) ? n_sides : partners_taught ? 4 : 2;
  TrucoPlay plays[4];
  TrucoCard cards[4];
  char holders[4][4];
  char *seats[4] = { NULL };
  TrucoTrickResult result;
  TrucoExplanation *steps;
  guint top, n_top, last_top = 0, first = truco_rng_below (rng, n_sides);
  GString *prompt;
  /* Put to the learner; at Put for three each of the others by name. */
  gboolean to_learner = TRUE;

  /* Ties and shared top cards are where the leader is not obvious. */
  for (guint attempt = 0;; attempt++)
    {
      TrucoSide top_side = TRUCO_SIDE_NONE;
      gboolean across = FALSE;

      truco_exercise_deal (ex, rules, rng, cards, n_plays);
      top = 99;
      n_top = 0;
      for (guint i = 0; i < n_plays; i++)
        top = MIN (top, truco_rules_get_card_class (rules, cards[i]));
      for (guint i = 0; i < n_plays; i++)
        if (truco_rules_get_card_class (rules, cards[i]) == top)
          {
            TrucoSide side = (first + i) % n_sides;

            across |= top_side != TRUCO_SIDE_NONE && top_side != side;
            top_side = side;
            n_top++, last_top = i;
          }
      /* A tied trick only once the lead after a tie is taught. */
      if (across && !tie_taught)
        continue;
      if (n_top > 1 || truco_rng_below (rng, 4) == 0 || attempt > 200)
        break;
    }
  truco_exercise_need_cards (ex, rules, cards, n_plays);
  for (guint i = 0; i < n_plays; i++)
    {
      plays[i] = (TrucoPlay) { (first + i) % n_sides, i / n_sides + 1, cards[i] };
      g_snprintf (holders[i], sizeof holders[i], "%s%u", truco_side_get_letter (plays[i].side), plays[i].seat);
      seats[i] = truco_seat_describe (plays[i].side, plays[i].seat, n_plays / n_sides);
    }
  steps = truco_explanation_new ();
  if (!truco_trick_winner (rules, plays, n_plays, &result, steps, NULL))
    g_error ("truco_trick_winner refused a generated trick");
  truco_exercise_set_steps (ex, steps);
  /* Two sides: put to the learner, the first player of side A, with a
   * partner at four; the others by name. */
  if (to_learner)
    {
      truco_exercise_set_players_per_side (ex, n_plays / n_sides);
      truco_exercise_set_reader (ex, TRUCO_SIDE_A);
    }

  prompt = g_string_new (NULL);
  for (guint i = 0; i < n_plays; i++)
    {
      g_autofree char *card = fmt (cards[i]);

      g_autofree char *sentence = NULL;

      if (to_learner)
        sentence = person_text (ex, &plays[i],
                                /* Translators: %1$s is a card; in the third sentence %2$s is a player's name ("Ana") */
                                _("You play %1$s."),
                                _("Your partner plays %1$s."),
                                _("%2$s plays %1$s."), card);
      else
        sentence = g_strdup_printf (_("%s plays %s."), seats[i], card);

      truco_exercise_add_card (ex, cards[i], holders[i]);
      if (i > 0)
        g_string_append_c (prompt, ' ');
      append_capitalised (prompt, sentence);
    }
  g_string_append_c (prompt, ' ');
  g_string_append (prompt, _("Who leads the next trick?"));
  truco_exercise_set_prompt (ex, g_string_free (prompt, FALSE));
  truco_exercise_set_form (ex, TRUCO_ANSWER_CHOOSE);
  truco_exercise_add_hint (ex, g_strdup (_("The winner of a trick leads the next one; after a tie, whoever led the tied trick leads again.")));
  if (result.winner == TRUCO_SIDE_NONE)
    {
      truco_exercise_need_concept (ex, "tricks.tie");
      truco_exercise_need_concept (ex, "tricks.tie-leader");
    }
  else if (n_top > 1)
    truco_exercise_need_concept (ex, "tricks.partners");

  for (guint i = 0; i < n_plays; i++)
    {
      g_autofree char *mine = fmt (cards[i]);
      char *sentence = NULL;
      const char *id = NULL;
      guint k;

      if (i == result.leader)
        {
          k = truco_exercise_add_choice (ex, to_learner ? reader_leads_text (ex, &plays[i]) : leads_text (seats[i]),
                                         NULL, truco_exercise_format_steps (ex));
          truco_exercise_set_choice_number (ex, k, i);
          continue;
        }
      if (result.winner == TRUCO_SIDE_NONE && i == last_top)
        {
          id = "tie-last-top-leads";
          sentence = g_strdup_printf (_("%s played %s, the last of the highest cards, but a tied trick does not pass the lead: %s, who led it, leads again."),
                                      seats[i], mine, seats[result.leader]);
        }
      else if (result.winner != TRUCO_SIDE_NONE && truco_rules_get_card_class (rules, cards[i]) == top)
        {
          id = "later-partner-leads";
          sentence = g_strdup_printf (_("%s also played one of the highest cards, but when partners share them the earlier of them leads: %s."),
                                      seats[i], seats[result.leader]);
        }
      else if (i == 0)
        {
          id = "leader-keeps-lead";
          sentence = g_strdup_printf (_("%s led this trick, but the lead passes to the winner of the trick: %s."),
                                      seats[i], seats[result.leader]);
        }
      else
        {
          id = "lead-goes-round";
          sentence = g_strdup_printf (_("%s played %s and does not win the trick: the winner leads, %s."),
                                      seats[i], mine, seats[result.leader]);
        }
      if (to_learner)
        {
          g_free (sentence);
          sentence = reader_wrong_text (ex, &plays[i], &plays[result.leader], id, mine);
        }
      k = truco_exercise_add_choice (ex, to_learner ? reader_leads_text (ex, &plays[i]) : leads_text (seats[i]),
                                     id, truco_exercise_wrong (ex, sentence));
      truco_exercise_set_choice_number (ex, k, i);
    }
  for (guint i = 0; i < n_plays; i++)
    g_free (seats[i]);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* hand-winner, put-trick-and-tie                                       */

/* One against one, said to the learner (side A) about Ana (side B). */
static void
append_trick (GString          *s,
              const TrucoRules *rules,
              guint             number,
              TrucoSide         winner,
              gboolean          to_learner)
{
  if (s->len > 0)
    g_string_append_c (s, ' ');
  if (winner == TRUCO_SIDE_NONE)
    {
      if (truco_rules_resolve (rules)->tie_word == TRUCO_TIE_PARDA)
        g_string_append_printf (s, _("Trick %u was parda."), number);
      else if (truco_rules_resolve (rules)->tie_word == TRUCO_TIE_PARDES)
        g_string_append_printf (s, _("Trick %u was pardes."), number);
      else
        g_string_append_printf (s, _("Trick %u was tied."), number);
    }
  else if (to_learner && winner == TRUCO_SIDE_A)
    /* Translators: %u is the trick's number (1, 2 or 3) */
    g_string_append_printf (s, _("You won trick %u."), number);
  else if (to_learner)
    /* Translators: %1$s is the other player's name ("Ana"), %2$u the trick's number (1, 2 or 3) */
    g_string_append_printf (s, _("%1$s won trick %2$u."), truco_exercise_player_name (winner - 1), number);
  else if (n_put_players (rules) == 3)
    g_string_append_printf (s, _("Player %s won trick %u."), truco_side_get_letter (winner), number);
  else
    g_string_append_printf (s, _("Side %s won trick %u."), truco_side_get_letter (winner), number);
}

enum { OUT_A, OUT_B, OUT_C, OUT_NOBODY, OUT_MORE, N_OUT };

static int
outcome_number (guint out)
{
  return out == OUT_MORE ? -1 : out == OUT_NOBODY ? TRUCO_SIDE_NONE : (int) out;
}

static char *
outcome_text (const TrucoRules *rules,
              guint             out,
              gboolean          to_learner)
{
  gboolean three = n_put_players (rules) == 3;

  switch (out)
    {
    case OUT_NOBODY:
      return g_strdup (is_put (rules) ? _("Nobody scores this deal.") : _("Nobody wins the hand."));
    case OUT_MORE:
      return g_strdup (_("Another trick must be played."));
    default:
      if (to_learner && is_put (rules) && out == TRUCO_SIDE_A)
        return g_strdup (_("You score this deal."));
      if (to_learner && is_put (rules))
        /* Translators: Put; %s is another player's name ("Ana") */
        return g_strdup_printf (_("%s scores this deal."), truco_exercise_player_name (out - 1));
      if (to_learner && out == TRUCO_SIDE_A)
        return g_strdup (_("You win the hand."));
      if (to_learner)
        /* Translators: %s is the other player's name ("Ana") */
        return g_strdup_printf (_("%s wins the hand."), truco_exercise_player_name (0));
      if (three)
        return g_strdup_printf (_("Player %s scores this deal."), truco_side_get_letter (out));
      if (is_put (rules))
        return g_strdup_printf (_("Side %s scores this deal."), truco_side_get_letter (out));
      return g_strdup_printf (_("Side %s wins the hand."), truco_side_get_letter (out));
    }
}

/* What the ties of these tricks ask of the learner (NULL: none). */
static const char *
hand_tie_concept (const TrucoSide *tricks,
                  guint            n)
{
  guint n_ties = 0, n_won = 0;
  gboolean tie_before_win = FALSE;

  for (guint t = 0; t < n; t++)
    if (tricks[t] == TRUCO_SIDE_NONE)
      {
        n_ties++;
        tie_before_win |= n_won == 0;
      }
    else
      n_won++;
  if (n_ties == 0)
    return NULL;
  if (n_won == 0)
    return "hand.all-tied";
  if (n_won >= 2)
    return "hand.one-each-tie";
  return tie_before_win ? "hand.tie-first" : "hand.tie-later";
}

gboolean
truco_gen_hand_winner (TrucoExercise    *ex,
                       const TrucoRules *rules,
                       TrucoRng         *rng)
{
  guint n_sides = is_put (rules) ? n_put_players (rules) : 2;
  TrucoSide tricks[3];
  guint n_tricks;
  TrucoSide mano = truco_rng_below (rng, 2) ? TRUCO_SIDE_B : TRUCO_SIDE_A;
  TrucoSide dealer = mano == TRUCO_SIDE_A ? TRUCO_SIDE_B : TRUCO_SIDE_A;
  TrucoHandResult result;
  TrucoExplanation *steps = NULL;
  gboolean nobody_possible = is_put (rules) || truco_rules_resolve (rules)->all_parda == TRUCO_ALL_PARDA_NOBODY;
  guint right, wins[3] = { 0 }, n_ties = 0;
  int first_won = -1;
  GString *prompt;
  /* Put to the learner (side A), one against one against Ana; at Put for
   * three against Ana and Luis, each on their own. */
  gboolean to_learner = TRUE;
  const char *ana = truco_exercise_player_name (0);
  const char *luis = truco_exercise_player_name (1);

  /* Ties only where the scope teaches what they do to a hand. */
  gboolean ties = truco_exercise_taught (ex, "hand.tie-first") || truco_exercise_taught (ex, "hand.tie-later")
                  || truco_exercise_taught (ex, "hand.one-each-tie") || truco_exercise_taught (ex, "hand.all-tied");

  for (;;)
    {
      gboolean tie_bias = ties && truco_rng_below (rng, 4) != 0;
      const char *concept;

      /* One trick never decides a hand: at least two. */
      n_tricks = 2 + truco_rng_below (rng, 2);
      for (guint t = 0; t < n_tricks; t++)
        {
          guint r = truco_rng_below (rng, n_sides + (tie_bias ? 2 : ties ? 1 : 0));
          tricks[t] = r >= n_sides ? TRUCO_SIDE_NONE : (TrucoSide) r;
        }
      concept = hand_tie_concept (tricks, n_tricks);
      if (concept && !truco_exercise_taught (ex, concept))
        continue;
      g_clear_pointer (&steps, truco_explanation_free);
      steps = truco_explanation_new ();
      if (truco_hand_winner (rules, tricks, n_tricks, mano, dealer, &result, steps, NULL))
        {
          if (concept)
            truco_exercise_need_concept (ex, concept);
          break;
        }
    }
  truco_exercise_set_steps (ex, steps);
  if (to_learner)
    {
      truco_exercise_set_players_per_side (ex, 1);
      truco_exercise_set_reader (ex, TRUCO_SIDE_A);
    }
  {
    int numbers[5] = { mano, dealer };

    for (guint t = 0; t < n_tricks; t++)
      numbers[2 + t] = tricks[t];
    truco_exercise_set_numbers (ex, numbers, 2 + n_tricks);
  }

  for (guint t = 0; t < n_tricks; t++)
    {
      if (tricks[t] == TRUCO_SIDE_NONE)
        n_ties++;
      else
        {
          wins[tricks[t]]++;
          if (first_won < 0)
            first_won = t;
        }
    }

  right = result.status == TRUCO_HAND_WON ? (guint) result.winner
        : result.status == TRUCO_HAND_NOBODY ? OUT_NOBODY : OUT_MORE;

  prompt = g_string_new (NULL);
  if (n_sides == 3)
    /* Translators: Put for three; %1$s and %2$s are the other players' names ("Ana", "Luis") */
    g_string_append_printf (prompt, _("%1$s and %2$s play Put against you and against each other: each of you plays alone."), ana, luis);
  else if (to_learner && truco_rules_resolve (rules)->says_mano)
    {
      if (mano == TRUCO_SIDE_A)
        /* Translators: %s is the other player's name ("Ana") */
        g_string_append_printf (prompt, _("%s plays against you: you are mano and she deals."), ana);
      else
        /* Translators: %s is the other player's name ("Ana") */
        g_string_append_printf (prompt, _("%s plays against you: she is mano and you deal."), ana);
    }
  else if (to_learner)
    {
      if (mano == TRUCO_SIDE_A)
        /* Translators: %s is the other player's name ("Ana") */
        g_string_append_printf (prompt, _("%s plays against you: you play first and she deals."), ana);
      else
        /* Translators: %s is the other player's name ("Ana") */
        g_string_append_printf (prompt, _("%s plays against you: she plays first and you deal."), ana);
    }
  else if (truco_rules_resolve (rules)->says_mano)
    g_string_append_printf (prompt, _("Side %s is mano and side %s deals."),
                            truco_side_get_letter (mano), truco_side_get_letter (dealer));
  else
    g_string_append_printf (prompt, _("Side %s plays first and side %s deals."),
                            truco_side_get_letter (mano), truco_side_get_letter (dealer));
  for (guint t = 0; t < n_tricks; t++)
    append_trick (prompt, rules, t + 1, tricks[t], to_learner);
  g_string_append_c (prompt, ' ');
  g_string_append (prompt, is_put (rules) ? _("Does anybody score this deal?") : _("Who wins the hand?"));
  truco_exercise_set_prompt (ex, g_string_free (prompt, FALSE));
  truco_exercise_set_form (ex, TRUCO_ANSWER_CHOOSE);

  if (is_put (rules))
    truco_exercise_add_hint (ex, g_strdup (_("In Put a player scores with two tricks, or with one trick and two ties; anything else scores nothing.")));
  else
    {
      truco_exercise_add_hint (ex, g_strdup (_("Two tricks win the hand.")));
      truco_exercise_add_hint (ex, g_strdup (_("After a tie, the first trick that was not tied decides.")));
    }

  for (guint out = 0; out < N_OUT; out++)
    {
      char *sentence = NULL;
      const char *id = NULL;

      if ((out < OUT_NOBODY && out >= n_sides) || (out == OUT_NOBODY && !nobody_possible) ||
          (out == OUT_MORE && n_tricks == 3))
        continue;
      if (out == right)
        {
          guint k = truco_exercise_add_choice (ex, outcome_text (rules, out, to_learner), NULL, truco_exercise_format_steps (ex));
          truco_exercise_set_choice_number (ex, k, outcome_number (out));
          continue;
        }

      if (out == OUT_MORE)
        {
          id = "hand-already-decided";
          sentence = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                   "The hand is already decided after %u trick: nobody plays another one.",
                                                   "The hand is already decided after %u tricks: nobody plays another one.",
                                                   n_tricks), n_tricks);
        }
      else if (right == OUT_MORE)
        {
          id = "decided-too-early";
          sentence = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                   "After %u trick nothing is settled yet: another trick must be played.",
                                                   "After %u tricks nothing is settled yet: another trick must be played.",
                                                   n_tricks), n_tricks);
        }
      else if (n_ties == 3)
        {
          id = "tie-to-wrong-side";
          if (out == OUT_NOBODY)
            sentence = g_strdup (_("All 3 tricks were tied, and here three tied tricks do not leave the hand void: the steps below say who takes it."));
          else if (to_learner && out == TRUCO_SIDE_A)
            sentence = g_strdup (_("All 3 tricks were tied, and you do not win the hand by that."));
          else if (to_learner)
            /* Translators: %s is the other player's name ("Ana") */
            sentence = g_strdup_printf (_("All 3 tricks were tied, and %s does not win the hand by that."), truco_exercise_player_name (out - 1));
          else
            sentence = g_strdup_printf (_("All 3 tricks were tied, and that does not give the hand to side %s."), truco_side_get_letter (out));
        }
      else if (is_put (rules) && out < OUT_NOBODY && right == OUT_NOBODY)
        {
          id = "trick-and-tie-scores";
          if (to_learner && out == TRUCO_SIDE_A && wins[out] > 0)
            sentence = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                     /* Translators: %u is a number of tricks (the plural follows it) */
                                                     "You won %u trick, but in Put only two tricks, or one trick and two ties, score.",
                                                     "You won %u tricks, but in Put only two tricks, or one trick and two ties, score.",
                                                     wins[out]), wins[out]);
          else if (to_learner && wins[out] > 0)
            sentence = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                     /* Translators: %1$u is a number of tricks (the plural follows it), %2$s another player's name ("Ana") */
                                                     "%2$s won %1$u trick, but in Put only two tricks, or one trick and two ties, score.",
                                                     "%2$s won %1$u tricks, but in Put only two tricks, or one trick and two ties, score.",
                                                     wins[out]), wins[out], truco_exercise_player_name (out - 1));
          else if (to_learner && out == TRUCO_SIDE_A)
            sentence = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                     /* Translators: %u is the tricks played (the plural follows it) */
                                                     "You won no trick: %u was played, and in Put only two tricks, or one trick and two ties, score.",
                                                     "You won no trick: %u were played, and in Put only two tricks, or one trick and two ties, score.",
                                                     n_tricks), n_tricks);
          else if (to_learner)
            sentence = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                     /* Translators: %1$u is the tricks played (the plural follows it), %2$s another player's name ("Ana") */
                                                     "%2$s won no trick: %1$u was played, and in Put only two tricks, or one trick and two ties, score.",
                                                     "%2$s won no trick: %1$u were played, and in Put only two tricks, or one trick and two ties, score.",
                                                     n_tricks), n_tricks, truco_exercise_player_name (out - 1));
          else if (wins[out] > 0)
            sentence = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                     "Side %s won %u trick, but in Put only two tricks, or one trick and two ties, score.",
                                                     "Side %s won %u tricks, but in Put only two tricks, or one trick and two ties, score.",
                                                     wins[out]), truco_side_get_letter (out), wins[out]);
          else
            sentence = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                     /* Translators: a side's letter, then the tricks played (the plural follows it) */
                                                     "Side %s won no trick: %u was played, and in Put only two tricks, or one trick and two ties, score.",
                                                     "Side %s won no trick: %u were played, and in Put only two tricks, or one trick and two ties, score.",
                                                     n_tricks), truco_side_get_letter (out), n_tricks);
        }
      else if (out == OUT_NOBODY)
        {
          id = "void-when-decided";
          sentence = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                   "After %u trick the hand has a winner: it is not void.",
                                                   "After %u tricks the hand has a winner: it is not void.",
                                                   n_tricks), n_tricks);
        }
      else if (!is_put (rules) && n_ties > 0 && first_won >= 0)
        {
          id = "later-trick-decides";
          if (to_learner && tricks[first_won] == TRUCO_SIDE_A)
            /* Translators: %d is the trick's number (1, 2 or 3) */
            sentence = g_strdup_printf (_("With a tie, the first trick that was not tied decides: trick %d, which you won."), first_won + 1);
          else if (to_learner)
            /* Translators: %1$d is the trick's number (1, 2 or 3), %2$s the other player's name ("Ana") */
            sentence = g_strdup_printf (_("With a tie, the first trick that was not tied decides: trick %1$d, which %2$s won."), first_won + 1, ana);
          else
            sentence = g_strdup_printf (_("With a tie, the first trick that was not tied decides: trick %d, won by side %s, not by side %s."),
                                        first_won + 1, truco_side_get_letter (tricks[first_won]), truco_side_get_letter (out));
        }
      else
        {
          id = "miscounted-tricks";
          if (to_learner)
            {
              /* Translators: %u is a number of tricks (the plural follows it) */
              g_autofree char *yours = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "You won %u trick.", "You won %u tricks.", wins[TRUCO_SIDE_A]), wins[TRUCO_SIDE_A]);
              /* Translators: %1$u is a number of tricks (the plural follows it), %2$s the other player's name ("Ana") */
              g_autofree char *hers = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%2$s won %1$u trick: count them again.", "%2$s won %1$u tricks: count them again.", wins[TRUCO_SIDE_B]), wins[TRUCO_SIDE_B], ana);

              if (n_sides == 3)
                {
                  /* Translators: Put for three; %1$u is a number of tricks (the plural follows it), %2$s another player's name ("Ana") */
                  g_autofree char *middle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%2$s won %1$u trick.", "%2$s won %1$u tricks.", wins[TRUCO_SIDE_B]), wins[TRUCO_SIDE_B], ana);
                  g_autofree char *his = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%2$s won %1$u trick: count them again.", "%2$s won %1$u tricks: count them again.", wins[TRUCO_SIDE_C]), wins[TRUCO_SIDE_C], luis);

                  sentence = g_strconcat (yours, " ", middle, " ", his, NULL);
                }
              else
                sentence = g_strconcat (yours, " ", hers, NULL);
            }
          else
            sentence = g_strdup_printf (_("Side %s won %u of the tricks and side %s won %u: count them again."),
                                        truco_side_get_letter (out), wins[out],
                                        truco_side_get_letter (right), wins[right]);
        }
      {
        guint k = truco_exercise_add_choice (ex, outcome_text (rules, out, to_learner), id, truco_exercise_wrong (ex, sentence));
        truco_exercise_set_choice_number (ex, k, outcome_number (out));
      }
    }
  return TRUE;
}
