/* truco-eval.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The evaluators: envido, flor, embit, trick and hand winners, falta.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "truco-eval.h"
#include "truco-variant-private.h"

static inline guint
suit_of (TrucoCard card)
{
  return card >> 4;
}

static void
add_step (TrucoExplanation *explanation,
          TrucoStepKind     kind,
          TrucoSide         side,
          const TrucoCard  *cards,
          guint             n_cards,
          const int        *numbers,
          guint             n_numbers)
{
  TrucoStep step = { 0 };

  if (explanation == NULL)
    return;

  g_assert (n_cards <= TRUCO_STEP_MAX_CARDS && n_numbers <= TRUCO_STEP_MAX_NUMBERS);
  step.kind = kind;
  step.side = side;
  step.n_cards = n_cards;
  step.n_numbers = n_numbers;
  if (n_cards)
    memcpy (step.cards, cards, n_cards * sizeof (TrucoCard));
  if (n_numbers)
    memcpy (step.numbers, numbers, n_numbers * sizeof (int));
  truco_explanation_add_step (explanation, &step);
}

/* The variant's words (parda, pardes, tie…) on every step added. */
static void
stamp_words (TrucoExplanation *explanation,
             const TrucoRules *rules)
{
  if (explanation != NULL)
    truco_explanation_set_words (explanation, truco_rules_get_tie_word (rules),
                                 truco_rules_get_game_word (rules));
}

#define CARDS(...) (const TrucoCard[]) { __VA_ARGS__ }, G_N_ELEMENTS (((const TrucoCard[]) { __VA_ARGS__ }))
#define NUMBERS(...) (const int[]) { __VA_ARGS__ }, G_N_ELEMENTS (((const int[]) { __VA_ARGS__ }))
#define NO_CARDS NULL, 0
#define NO_NUMBERS NULL, 0

static void
explain_courts (TrucoExplanation *explanation,
                const TrucoCard  *cards,
                guint             n_cards)
{
  TrucoCard courts[3];
  guint n = 0;

  if (explanation == NULL)
    return;
  for (guint i = 0; i < n_cards; i++)
    if (truco_card_get_rank (cards[i]) >= 10)
      courts[n++] = cards[i];
  if (n > 0)
    add_step (explanation, TRUCO_STEP_COURTS_COUNT_ZERO, TRUCO_SIDE_NONE, courts, n, NO_NUMBERS);
}

/**
 * truco_envido:
 * @rules: a rule set with envido (ar)
 * @cards: (array fixed-size=3): three distinct cards of the deck
 * @explanation: (nullable): where to append the reasons
 *
 * Counts the envido: two cards of a suit give 20 + their
 * values; three of a suit, 20 + the two highest; otherwise the highest
 * single value.
 *
 * Returns: the envido, 0–7 or 20–33.
 */
int
truco_envido (const TrucoRules *rules,
              const TrucoCard   cards[3],
              TrucoExplanation *explanation)
{
  const guint8 *points = truco_rules_get_points_table (rules);
  TrucoCard a = cards[0], b = cards[1], c = cards[2];
  int va = points[a], vb = points[b], vc = points[c];
  guint sa = suit_of (a), sb = suit_of (b), sc = suit_of (c);
  int value;

  stamp_words (explanation, rules);
  if (sa == sb && sb == sc)
    {
      /* Order the cards by value, highest first; the lowest is dropped. */
      TrucoCard x[3] = { a, b, c };
      int v[3] = { va, vb, vc };

      for (guint i = 0; i < 2; i++)
        for (guint j = i + 1; j < 3; j++)
          if (v[j] > v[i])
            {
              int tv = v[i]; TrucoCard tx = x[i];
              v[i] = v[j]; x[i] = x[j];
              v[j] = tv; x[j] = tx;
            }
      value = 20 + v[0] + v[1];
      if (explanation)
        {
          add_step (explanation, TRUCO_STEP_ENVIDO_THREE_SUITED, TRUCO_SIDE_NONE,
                    x, 3, NUMBERS (v[0], v[1], value));
          explain_courts (explanation, x, 2);
        }
    }
  else if (sa == sb || sa == sc || sb == sc)
    {
      TrucoCard x, y;

      if (sa == sb)
        x = a, y = b;
      else if (sa == sc)
        x = a, y = c;
      else
        x = b, y = c;
      value = 20 + points[x] + points[y];
      if (explanation)
        {
          add_step (explanation, TRUCO_STEP_ENVIDO_PAIR, TRUCO_SIDE_NONE,
                    CARDS (x, y), NUMBERS (points[x], points[y], value));
          explain_courts (explanation, CARDS (x, y));
        }
    }
  else
    {
      TrucoCard best = a;

      if (points[b] > points[best])
        best = b;
      if (points[c] > points[best])
        best = c;
      value = points[best];
      if (explanation)
        {
          add_step (explanation, TRUCO_STEP_ENVIDO_NO_PAIR, TRUCO_SIDE_NONE,
                    CARDS (best), NUMBERS (value));
          if (value == 0)
            explain_courts (explanation, cards, 3);
        }
    }

  add_step (explanation, TRUCO_STEP_RESULT_ENVIDO, TRUCO_SIDE_NONE, NO_CARDS, NUMBERS (value));
  return value;
}

/**
 * truco_flor:
 * @rules: a rule set with flor (ar, tyf)
 * @cards: (array fixed-size=3): three distinct cards of the deck
 * @explanation: (nullable): where to append the reasons
 *
 * Counts the flor: three cards of one suit, 20 + their values; in Truc y Flou the périques are wild and count 7.
 *
 * Returns: the flor, or -1 when the cards make none.
 */
int
truco_flor (const TrucoRules *rules,
            const TrucoCard   cards[3],
            TrucoExplanation *explanation)
{
  const guint8 *points = truco_rules_get_points_table (rules);
  TrucoCard natural[3];
  guint n_natural = 0;
  gboolean wild_ok = truco_variant_get_n_wild_cards (truco_rules_get_variant (rules)) > 0;
  int value;

  stamp_words (explanation, rules);
  for (guint i = 0; i < 3; i++)
    {
      if (wild_ok && truco_rules_is_wild (rules, cards[i]))
        add_step (explanation, TRUCO_STEP_WILD_CARD, TRUCO_SIDE_NONE, CARDS (cards[i]), NO_NUMBERS);
      else
        natural[n_natural++] = cards[i];
    }

  for (guint i = 1; i < n_natural; i++)
    if (suit_of (natural[i]) != suit_of (natural[0]))
      {
        add_step (explanation, TRUCO_STEP_NO_FLOR, TRUCO_SIDE_NONE, cards, 3, NO_NUMBERS);
        return -1;
      }

  /* points[] already counts a périque as 7 where périques are wild. */
  value = 20 + points[cards[0]] + points[cards[1]] + points[cards[2]];
  if (explanation)
    {
      add_step (explanation, TRUCO_STEP_FLOR, TRUCO_SIDE_NONE, cards, 3,
                NUMBERS (points[cards[0]], points[cards[1]], points[cards[2]], value));
      explain_courts (explanation, natural, n_natural);
      add_step (explanation, TRUCO_STEP_RESULT_FLOR, TRUCO_SIDE_NONE, NO_CARDS, NUMBERS (value));
    }
  return value;
}

/**
 * truco_embit:
 * @rules: a rule set with embit (tyf)
 * @cards: (array fixed-size=3): three distinct cards of the deck
 * @explanation: (nullable): where to append the reasons
 *
 * Counts the embit: the best two cards of one suit, 20 +
 * their values, a périque counting as a 7 of whichever suit helps.  A hand
 * with a périque always has one.
 *
 * Returns: the embit, 20–34, or -1 when the hand has none.
 */
int
truco_embit (const TrucoRules *rules,
             const TrucoCard   cards[3],
             TrucoExplanation *explanation)
{
  const guint8 *points = truco_rules_get_points_table (rules);
  int best = -1;
  guint bi = 0, bj = 0;

  stamp_words (explanation, rules);
  for (guint i = 0; i < 3; i++)
    for (guint j = i + 1; j < 3; j++)
      {
        gboolean wi = truco_rules_is_wild (rules, cards[i]);
        gboolean wj = truco_rules_is_wild (rules, cards[j]);

        if (wi || wj || suit_of (cards[i]) == suit_of (cards[j]))
          {
            int v = 20 + points[cards[i]] + points[cards[j]];

            if (v > best)
              best = v, bi = i, bj = j;
          }
      }

  if (explanation)
    {
      if (best < 0)
        add_step (explanation, TRUCO_STEP_NO_EMBIT, TRUCO_SIDE_NONE, cards, 3, NO_NUMBERS);
      else
        {
          TrucoCard pair[2] = { cards[bi], cards[bj] };

          for (guint k = 0; k < 2; k++)
            if (truco_rules_is_wild (rules, pair[k]))
              add_step (explanation, TRUCO_STEP_WILD_CARD, TRUCO_SIDE_NONE, CARDS (pair[k]), NO_NUMBERS);
          add_step (explanation, TRUCO_STEP_EMBIT, TRUCO_SIDE_NONE, pair, 2,
                    NUMBERS (points[pair[0]], points[pair[1]], best));
          explain_courts (explanation, pair, truco_rules_is_wild (rules, pair[0]) || truco_rules_is_wild (rules, pair[1]) ? 0 : 2);
          add_step (explanation, TRUCO_STEP_RESULT_EMBIT, TRUCO_SIDE_NONE, NO_CARDS, NUMBERS (best));
        }
    }
  return best;
}

static gboolean
side_allowed (const TrucoRules *rules,
              TrucoSide         side)
{
  if (side == TRUCO_SIDE_A || side == TRUCO_SIDE_B)
    return TRUE;
  return side == TRUCO_SIDE_C && truco_rules_get_play (rules)->three_for_themselves
         && truco_rules_get_n_players (rules) == 3;
}

static void
set_side_error (GError    **error,
                const TrucoRules *rules,
                TrucoSide   side)
{
  if (truco_rules_get_play (rules)->three_for_themselves)
    g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                 _("There is no side %s: the sides are A and B, and C in Put for three (--option=players=3)."),
                 truco_side_get_letter (side));
  else
    g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                 _("There is no side %s: the sides are A and B."),
                 truco_side_get_letter (side));
}

static TrucoSide other_side (TrucoSide side);

/* Whether the variant has a three-player game, the gallo. */
static gboolean
has_gallo (const TrucoRules *rules)
{
  guint n;
  const guint *counts = truco_variant_get_player_counts (truco_rules_get_variant (rules), &n);

  for (guint i = 0; i < n; i++)
    if (counts[i] == 3)
      return TRUE;
  return FALSE;
}

/**
 * truco_trick_winner:
 * @rules: a rule set
 * @plays: (array length=n_plays): the cards in play order
 * @n_plays: the number of plays, at least 2
 * @out_result: (out): the result
 * @explanation: (nullable): where to append the reasons
 * @error: return location for a #GError
 *
 * Resolves a trick: the highest class wins; partners
 * sharing it win for their side and the earlier of them leads next;
 * opponents sharing it make a parda, and whoever led it leads again.
 *
 * The plays are in play order: the two sides take turns and each side's
 * players are numbered from 1 in the order they play (A1 B1 A2 B2 … or
 * B1 A1 B2 A2 …); in Put for three, A1 B1 C1 from any of them; with the
 * gallo (three players in Argentine Truco), A1 B1 B2 from any of them.
 *
 * Returns: %TRUE on success; %FALSE with @error for a card not in the deck,
 *   a card or seat given twice, an unknown side, fewer than two sides, or
 *   seats out of play order.
 */
void
truco_rank_order (const TrucoRules *rules,
                  const TrucoCard  *cards,
                  guint             n_cards,
                  TrucoCard        *out_order,
                  TrucoExplanation *explanation)
{
  int classes[3];

  g_return_if_fail (n_cards >= 2 && n_cards <= 3);
  memcpy (out_order, cards, n_cards * sizeof *cards);
  /* Class 0 ranks highest; a stable insertion sort. */
  for (guint i = 1; i < n_cards; i++)
    for (guint j = i; j > 0 && truco_rules_get_card_class (rules, out_order[j]) < truco_rules_get_card_class (rules, out_order[j - 1]); j--)
      {
        TrucoCard t = out_order[j];

        out_order[j] = out_order[j - 1];
        out_order[j - 1] = t;
      }
  for (guint i = 0; i < n_cards; i++)
    classes[i] = (int) truco_rules_get_card_class (rules, out_order[i]);
  add_step (explanation, TRUCO_STEP_RANK_ORDER, TRUCO_SIDE_NONE, out_order, n_cards, classes, n_cards);
}

gboolean
truco_trick_winner (const TrucoRules  *rules,
                    const TrucoPlay   *plays,
                    guint              n_plays,
                    TrucoTrickResult  *out_result,
                    TrucoExplanation  *explanation,
                    GError           **error)
{
  const guint8 *klass = truco_rules_get_class_table (rules);
  TrucoDeck deck = truco_rules_get_deck (rules);
  guint sides_seen = 0;
  guint top = G_MAXUINT;
  TrucoCard top_cards[TRUCO_STEP_MAX_CARDS];
  guint n_top = 0, first_top = 0;
  TrucoSide top_side = TRUCO_SIDE_NONE;
  gboolean shared_by_opponents = FALSE;

  stamp_words (explanation, rules);
  if (n_plays < 2)
    {
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_WRONG_COUNT,
                   _("A trick needs at least two cards."));
      return FALSE;
    }
  if (n_plays > 8)
    {
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_WRONG_COUNT,
                   _("A trick has at most eight cards, one per player."));
      return FALSE;
    }

  for (guint i = 0; i < n_plays; i++)
    {
      char notation[4];

      truco_card_format (plays[i].card, notation);
      if (!side_allowed (rules, plays[i].side))
        {
          set_side_error (error, rules, plays[i].side);
          return FALSE;
        }
      if (plays[i].seat < 1 || plays[i].seat > 9)
        {
          g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                       _("Seat numbers go from 1 to 9."));
          return FALSE;
        }
      if (!truco_deck_contains (deck, plays[i].card))
        {
          truco_card_set_not_in_deck_error (error, notation, deck);
          return FALSE;
        }
      for (guint j = 0; j < i; j++)
        {
          if (plays[j].card == plays[i].card)
            {
              g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_DUPLICATE_CARD,
                           _("The card %s is given twice."), notation);
              return FALSE;
            }
          if (plays[j].side == plays[i].side && plays[j].seat == plays[i].seat)
            {
              g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                           _("The seat %s%u plays twice."), truco_side_get_letter (plays[i].side), plays[i].seat);
              return FALSE;
            }
        }
      sides_seen |= 1u << plays[i].side;
    }

  if ((sides_seen & (sides_seen - 1)) == 0)
    {
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                   _("A trick needs cards from at least two sides."));
      return FALSE;
    }

  /* The seats, in play order: Put for three has one player a
   * side, playing in turn (A B C from any of them); otherwise the two
   * sides take turns and each side's players are numbered from 1 in the
   * order they play. */
  if (truco_rules_get_play (rules)->three_for_themselves && truco_rules_get_n_players (rules) == 3)
    {
      gboolean ok = n_plays == 3;

      for (guint i = 0; ok && i < n_plays; i++)
        ok = plays[i].seat == 1 && plays[i].side == (plays[0].side + i) % 3;
      if (!ok)
        {
          g_set_error_literal (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                               _("In Put for three every trick has three cards, one from each player, in play order: A1 B1 C1, B1 C1 A1 or C1 A1 B1."));
          return FALSE;
        }
    }
  else if (n_plays == 3 && has_gallo (rules))
    {
      /* The gallo: A1 alone against B1 and B2, seated A1 B1 B2. */
      static const TrucoSide gallo_side[3] = { TRUCO_SIDE_A, TRUCO_SIDE_B, TRUCO_SIDE_B };
      static const guint gallo_seat[3] = { 1, 1, 2 };
      guint start = 0;
      gboolean ok;

      while (start < 3 && (plays[0].side != gallo_side[start] || plays[0].seat != gallo_seat[start]))
        start++;
      ok = start < 3;
      for (guint i = 0; ok && i < n_plays; i++)
        ok = plays[i].side == gallo_side[(start + i) % 3] && plays[i].seat == gallo_seat[(start + i) % 3];
      if (!ok)
        {
          g_set_error_literal (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                               _("With three players (the gallo) the seats are A1 B1 B2, in play order: A1 B1 B2, B1 B2 A1 or B2 A1 B1."));
          return FALSE;
        }
    }
  else
    {
      gboolean ok = n_plays % 2 == 0;

      for (guint i = 0; ok && i < n_plays; i++)
        ok = plays[i].side == (i % 2 == 0 ? plays[0].side : other_side (plays[0].side))
             && plays[i].seat == i / 2 + 1;
      if (!ok)
        {
          g_set_error_literal (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                               _("Write the plays in play order, the sides taking turns and each side’s players numbered from 1 in the order they play: A1 B1 A2 B2 … or B1 A1 B2 A2 …."));
          return FALSE;
        }
    }

  for (guint i = 0; i < n_plays; i++)
    {
      guint c = klass[plays[i].card];

      add_step (explanation, TRUCO_STEP_TRICK_PLAY, plays[i].side,
                CARDS (plays[i].card), NUMBERS (plays[i].seat, c));
      if (c < top)
        {
          top = c;
          n_top = 0;
          first_top = i;
          top_side = plays[i].side;
          shared_by_opponents = FALSE;
        }
      if (c == top)
        {
          top_cards[n_top++] = plays[i].card;
          if (plays[i].side != top_side)
            shared_by_opponents = TRUE;
        }
    }

  out_result->top_class = top;
  if (shared_by_opponents)
    {
      out_result->winner = TRUCO_SIDE_NONE;
      out_result->leader = 0;
      add_step (explanation, TRUCO_STEP_TRICK_PARDA, plays[0].side, top_cards, n_top,
                NUMBERS (top, plays[0].seat));
    }
  else
    {
      out_result->winner = top_side;
      out_result->leader = first_top;
      add_step (explanation, n_top > 1 ? TRUCO_STEP_TRICK_WIN_PARTNERS : TRUCO_STEP_TRICK_WIN,
                top_side, top_cards, n_top, NUMBERS (top, plays[first_top].seat));
    }

  return TRUE;
}

static TrucoSide
other_side (TrucoSide side)
{
  return side == TRUCO_SIDE_A ? TRUCO_SIDE_B : TRUCO_SIDE_A;
}

/**
 * truco_hand_winner:
 * @rules: a rule set
 * @tricks: (array length=n_tricks): the winner of each trick played, in
 *   order; %TRUCO_SIDE_NONE for a parda
 * @n_tricks: 0 to 3
 * @mano: the side of the mano (eldest)
 * @dealer: the side of the dealer
 * @out_result: (out): the result
 * @explanation: (nullable): where to append the reasons
 * @error: return location for a #GError
 *
 * Decides a hand from its trick results: the standard rule
 * (two tricks; else after a parda the first trick that was not parda; three
 * pardas by the variant's rule) or the Put rule (two tricks, or one trick
 * and two ties; anything else scores nothing).
 *
 * Returns: %TRUE on success; %FALSE with @error when a trick follows a
 *   decided hand, there are more than three, or a side does not exist.
 */
gboolean
truco_hand_winner (const TrucoRules  *rules,
                   const TrucoSide   *tricks,
                   guint              n_tricks,
                   TrucoSide          mano,
                   TrucoSide          dealer,
                   TrucoHandResult   *out_result,
                   TrucoExplanation  *explanation,
                   GError           **error)
{
  /* The Put rule (a trick and two ties win); Put for three: each player
   * is a side of his own. */
  gboolean put = truco_rules_get_play (rules)->trick_and_tie;
  guint n_players = put ? truco_rules_get_n_players (rules) : 0;
  guint wins[3] = { 0, 0, 0 };
  int first_won[3] = { -1, -1, -1 };
  int first_not_parda = -1;
  gboolean any_parda = FALSE;
  gboolean decided = FALSE;

  stamp_words (explanation, rules);
  out_result->status = TRUCO_HAND_UNDECIDED;
  out_result->winner = TRUCO_SIDE_NONE;

  if (n_tricks > 3)
    {
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_WRONG_COUNT,
                   _("A hand has at most three tricks."));
      return FALSE;
    }
  if (mano > TRUCO_SIDE_B || dealer > TRUCO_SIDE_B)
    {
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                   _("The mano and the dealer are on side A or B."));
      return FALSE;
    }

  for (guint t = 0; t < n_tricks; t++)
    {
      TrucoSide r = tricks[t];

      if (r != TRUCO_SIDE_NONE && !side_allowed (rules, r))
        {
          set_side_error (error, rules, r);
          return FALSE;
        }
      if (decided)
        {
          g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                       _("The hand was already decided after trick %u, so trick %u is not played."),
                       t, t + 1);
          return FALSE;
        }

      if (r == TRUCO_SIDE_NONE)
        any_parda = TRUE;
      else
        {
          wins[r]++;
          if (first_won[r] < 0)
            first_won[r] = t;
          if (first_not_parda < 0)
            first_not_parda = t;
        }

      if (r != TRUCO_SIDE_NONE && wins[r] == 2)
        {
          decided = TRUE;
          out_result->status = TRUCO_HAND_WON;
          out_result->winner = r;
          add_step (explanation, TRUCO_STEP_HAND_TWO_TRICKS, r, NO_CARDS,
                    NUMBERS (first_won[r] + 1, t + 1));
        }
      else if (!put && t >= 1 && any_parda && first_not_parda >= 0)
        {
          decided = TRUE;
          out_result->status = TRUCO_HAND_WON;
          out_result->winner = tricks[first_not_parda];
          add_step (explanation, TRUCO_STEP_HAND_FIRST_NOT_PARDA, tricks[first_not_parda], NO_CARDS,
                    NUMBERS (first_not_parda + 1));
        }
      else if (t == 2 && first_not_parda < 0)
        {
          TrucoAllParda rule = put ? TRUCO_ALL_PARDA_NOBODY : truco_rules_get_all_parda (rules);

          decided = TRUE;
          switch (rule)
            {
            case TRUCO_ALL_PARDA_MANO:
              out_result->status = TRUCO_HAND_WON;
              out_result->winner = mano;
              add_step (explanation, TRUCO_STEP_HAND_ALL_PARDA_MANO, mano, NO_CARDS, NO_NUMBERS);
              break;
            case TRUCO_ALL_PARDA_NON_DEALER:
              out_result->status = TRUCO_HAND_WON;
              out_result->winner = other_side (dealer);
              add_step (explanation, TRUCO_STEP_HAND_ALL_PARDA_NON_DEALER, other_side (dealer), NO_CARDS, NO_NUMBERS);
              break;
            case TRUCO_ALL_PARDA_ELDEST:
              out_result->status = TRUCO_HAND_WON;
              out_result->winner = mano;
              add_step (explanation, TRUCO_STEP_HAND_ALL_PARDA_ELDEST, mano, NO_CARDS, NO_NUMBERS);
              break;
            case TRUCO_ALL_PARDA_NOBODY:
            default:
              out_result->status = TRUCO_HAND_NOBODY;
              add_step (explanation, TRUCO_STEP_HAND_ALL_PARDA_NOBODY, TRUCO_SIDE_NONE, NO_CARDS, NO_NUMBERS);
              break;
            }
        }
      else if (put && t == 2)
        {
          guint n_winners = (wins[0] > 0) + (wins[1] > 0) + (wins[2] > 0);

          decided = TRUE;
          if (n_winners == 1)
            {
              TrucoSide w = tricks[first_not_parda];

              out_result->status = TRUCO_HAND_WON;
              out_result->winner = w;
              add_step (explanation, TRUCO_STEP_PUT_TRICK_AND_TIES, w, NO_CARDS,
                        NUMBERS (first_not_parda + 1, (int) n_players));
            }
          else if (n_winners == 2)
            {
              out_result->status = TRUCO_HAND_NOBODY;
              add_step (explanation, TRUCO_STEP_PUT_TRICK_AND_TIE, TRUCO_SIDE_NONE, NO_CARDS,
                        NUMBERS ((int) n_players));
            }
          else
            {
              out_result->status = TRUCO_HAND_NOBODY;
              add_step (explanation, TRUCO_STEP_PUT_SPLIT, TRUCO_SIDE_NONE, NO_CARDS, NO_NUMBERS);
            }
        }
    }

  if (!decided)
    add_step (explanation, TRUCO_STEP_HAND_UNDECIDED, TRUCO_SIDE_NONE, NO_CARDS, NUMBERS (n_tricks));

  return TRUE;
}

/**
 * truco_falta_value:
 * @rules: a rule set with envido (ar)
 * @score_a: side A's score
 * @score_b: side B's score
 * @target: the target, or 0 for the rule set's
 * @pica_pica: whether the hand is a pica-pica duel (only while both
 *   scores are below `pica_pica_until`)
 * @out_falta: (out): the value
 * @explanation: (nullable): where to append the reasons
 * @error: return location for a #GError
 *
 * Values a falta envido (and the resto of a contraflor al resto) by the
 * rule set's `falta_mode`.  The malas/buenas boundary is
 * half the target and exists only with `malas_buenas=on` and an even target
 * of at least 18 (a 15-point chico has no malas).
 *
 * Returns: %TRUE on success; %FALSE with @error for a variant without
 *   envido or a score that already reached the target.
 */
gboolean
truco_falta_value (const TrucoRules  *rules,
                   guint              score_a,
                   guint              score_b,
                   guint              target,
                   gboolean           pica_pica,
                   TrucoFalta        *out_falta,
                   TrucoExplanation  *explanation,
                   GError           **error)
{
  TrucoFaltaMode mode = truco_rules_resolve (rules)->falta_mode;
  guint leader = MAX (score_a, score_b);
  guint half = 0;
  gboolean in_malas;

  stamp_words (explanation, rules);
  if (!truco_rules_has_declaration (rules, TRUCO_DECLARATION_ENVIDO) || mode == TRUCO_FALTA_NONE)
    {
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_NOT_IN_VARIANT,
                   _("%s has no falta envido."), truco_variant_get_name (truco_rules_get_variant (rules)));
      return FALSE;
    }

  if (target == 0)
    target = truco_rules_get_target (rules);
  if (target < 2 || target > 1000)
    {
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE,
                   _("The target must be between 2 and 1000 points."));
      return FALSE;
    }
  if (leader >= target)
    {
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE,
                   _("A side at %u has already reached the target of %u."), leader, target);
      return FALSE;
    }

  out_falta->wins_chico = FALSE;
  out_falta->points = 0;

  if (pica_pica)
    {
      /* Redondo and pica-pica alternate only until a side reaches
       * 10 buenas (25), or enters the buenas (15) with pica_pica_until=15. */
      guint until = truco_rules_resolve (rules)->pica_pica_until;

      if (leader >= until)
        {
          g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE,
                       g_dngettext (GETTEXT_PACKAGE,
                                    "No pica-pica hands are played once a side has %u point.",
                                    "No pica-pica hands are played once a side has %u points.",
                                    until),
                       until);
          return FALSE;
        }
      out_falta->points = 6;
      add_step (explanation, TRUCO_STEP_FALTA_PICA_PICA, TRUCO_SIDE_NONE, NO_CARDS, NUMBERS (6));
      return TRUE;
    }

  if (truco_rules_resolve (rules)->malas_buenas && target % 2 == 0 && target >= 18)
    half = target / 2;
  in_malas = half > 0 && leader < half;

  if (mode == TRUCO_FALTA_ALWAYS_CHICO)
    {
      out_falta->wins_chico = TRUE;
      add_step (explanation, TRUCO_STEP_FALTA_ALWAYS_CHICO, TRUCO_SIDE_NONE, NO_CARDS, NO_NUMBERS);
    }
  else if (mode == TRUCO_FALTA_MALAS_WINS_CHICO && in_malas)
    {
      out_falta->wins_chico = TRUE;
      add_step (explanation, TRUCO_STEP_FALTA_MALAS_CHICO, TRUCO_SIDE_NONE, NO_CARDS, NUMBERS (leader));
    }
  else if (mode == TRUCO_FALTA_TO_BUENAS && in_malas)
    {
      out_falta->points = half - leader;
      add_step (explanation, TRUCO_STEP_FALTA_MALAS_BUENAS, TRUCO_SIDE_NONE, NO_CARDS,
                NUMBERS (leader, half, half - leader));
    }
  else
    {
      out_falta->points = target - leader;
      add_step (explanation, score_a == score_b ? TRUCO_STEP_FALTA_TIED : TRUCO_STEP_FALTA_NEEDS,
                TRUCO_SIDE_NONE, NO_CARDS, NUMBERS (leader, target, target - leader));
    }

  return TRUE;
}

/**
 * truco_best_count:
 * @rules: a rule set
 * @what: the declaration counted: envido, embit or flor
 * @cards: (array length=n_cards): three cards, or the gallo's four
 * @n_cards: how many
 *
 * The one place that counts the best of a hand: the count of three cards,
 * or the best of the four ways to keep three of four.
 *
 * Returns: the best count, -1 with fewer than three cards or when no three
 *   make a flor (or an embit)
 */
int
truco_best_count (const TrucoRules *rules,
                  TrucoDeclaration  what,
                  const TrucoCard  *cards,
                  guint             n_cards)
{
  int best = -1;

  g_return_val_if_fail (rules != NULL, -1);

  if (n_cards < 3)
    return -1;
  for (guint skip = 0; skip < (n_cards == 4 ? 4u : 1u); skip++)
    {
      TrucoCard three[3];
      guint k = 0;
      int v;

      for (guint i = 0; i < n_cards && k < 3; i++)
        if (n_cards < 4 || i != skip)
          three[k++] = cards[i];
      if (what == TRUCO_DECLARATION_FLOR)
        v = truco_flor (rules, three, NULL);
      else if (what == TRUCO_DECLARATION_EMBIT)
        v = truco_embit (rules, three, NULL);
      else
        v = truco_envido (rules, three, NULL);
      best = MAX (best, v);
    }
  return best;
}
