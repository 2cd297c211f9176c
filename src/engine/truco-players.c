/* truco-players.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The evaluators of the bigger tables and the match: the envido among
 * more than two players, the gallo's four cards, redondo and pica-pica,
 * el bueno, the flor penalties, and whether a call may be made now.  The
 * game plays the same rules (truco-game-deal.c pairs the pica-pica duels
 * with truco_pica_pica_deal(); truco-game-calls.c charges pido flor as
 * truco_flor_penalty() says; truco-game.c refuses calls with the same
 * reasons as truco_call_allowed()).
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "truco-error.h"
#include "truco-players.h"
#include "truco-score-private.h"
#include "truco-variant-private.h"

/* Pido flor: what the challengers score besides the points taken. */
#define PIDO_FLOR_BASE 3


static gboolean
is_argentine_table (const TrucoRules  *rules,
                    gboolean           what,
                    const char        *message,
                    GError           **error)
{
  if (what)
    return TRUE;
  g_set_error_literal (error, TRUCO_ERROR, TRUCO_ERROR_NOT_IN_VARIANT, message);
  (void) rules;
  return FALSE;
}

/* ------------------------------------------------------------------ */
/* The envido among several players                                     */

/**
 * truco_envido_showdown:
 *
 * Returns: %TRUE, or %FALSE with @error for fewer than two players, more
 *   than %TRUCO_SHOWDOWN_MAX, one side only, or a value no hand has.
 */
/* The best of @values wins; between sides, a tie goes to the tied player
 * who comes first in play order.  @what: 0 envido, 2 embit (the steps'
 * numbers[0]). */
static gboolean
showdown (const TrucoRules  *rules,
          int                what,
          const int         *values,
          const TrucoSide   *sides,
          const guint       *numbers,
          guint              n,
          guint             *out_winner,
          TrucoExplanation  *explanation,
          GError           **error)
{
  guint best = 0, opponent = G_MAXUINT;

  if (n < 2 || n > TRUCO_SHOWDOWN_MAX)
    {
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                   what == 0 ? _("An envido is compared among 2 to %d players.")
                             : _("An embit is compared among 2 to %d players."),
                   TRUCO_SHOWDOWN_MAX);
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    {
      gboolean possible = what == 0 ? values[i] >= 0 && values[i] <= 33 && (values[i] <= 7 || values[i] >= 20)
                                    : values[i] >= 20 && values[i] <= 34;

      if (!possible || sides[i] > TRUCO_SIDE_B)
        {
          g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                       what == 0 ? _("No hand has an envido of %d.") : _("No hand has an embit of %d."), values[i]);
          return FALSE;
        }
      /* The first to show the best value wins it: later equal values do
       * not beat it. */
      if (values[i] > values[best])
        best = i;
    }
  /* The best of the other side: the one the winner is compared with. */
  for (guint i = 0; i < n; i++)
    if (sides[i] != sides[best] && (opponent == G_MAXUINT || values[i] > values[opponent]))
      opponent = i;
  if (opponent == G_MAXUINT)
    {
      g_set_error_literal (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                           what == 0 ? _("An envido is compared between two sides.")
                                     : _("An embit is compared between two sides."));
      return FALSE;
    }

  truco_score_stamp_words (explanation, rules);
  if (values[opponent] == values[best])
    truco_score_add_step (explanation, TRUCO_STEP_COMPARE_TIE, sides[best],
              TRUCO_SCORE_NUMBERS (what, numbers[best], values[best], sides[opponent], numbers[opponent]));
  else
    truco_score_add_step (explanation, TRUCO_STEP_COMPARE_BEATS, sides[best],
              TRUCO_SCORE_NUMBERS (what, numbers[best], values[best], sides[opponent], numbers[opponent], values[opponent]));
  *out_winner = best;
  return TRUE;
}

gboolean
truco_envido_showdown (const TrucoRules  *rules,
                       const int         *values,
                       const TrucoSide   *sides,
                       const guint       *numbers,
                       guint              n,
                       guint             *out_winner,
                       TrucoExplanation  *explanation,
                       GError           **error)
{
  g_return_val_if_fail (rules != NULL && values != NULL && sides != NULL && numbers != NULL, FALSE);

  if (!is_argentine_table (rules, truco_rules_has_declaration (rules, TRUCO_DECLARATION_ENVIDO),
                           _("Only Argentine Truco has an envido."), error))
    return FALSE;
  return showdown (rules, 0, values, sides, numbers, n, out_winner, explanation, error);
}

/**
 * truco_embit_showdown:
 *
 * Truc y Flou: the embits declared in play order from the eldest (the
 * player on the dealer's right); equal embits go to the one nearest the
 * dealer's right, the first of them in that order.
 *
 * Returns: %TRUE, or %FALSE with @error as truco_envido_showdown() says,
 *   or in a variant without the embit.
 */
gboolean
truco_embit_showdown (const TrucoRules  *rules,
                      const int         *values,
                      const TrucoSide   *sides,
                      const guint       *numbers,
                      guint              n,
                      guint             *out_winner,
                      TrucoExplanation  *explanation,
                      GError           **error)
{
  g_return_val_if_fail (rules != NULL && values != NULL && sides != NULL && numbers != NULL, FALSE);

  if (!truco_rules_has_declaration (rules, TRUCO_DECLARATION_EMBIT))
    {
      g_set_error_literal (error, TRUCO_ERROR, TRUCO_ERROR_NOT_IN_VARIANT, _("Only Truc y Flou has an embit."));
      return FALSE;
    }
  return showdown (rules, 2, values, sides, numbers, n, out_winner, explanation, error);
}

/**
 * truco_trick_bonuses:
 * @out_points: (out caller-allocates): what each side scores for the
 *   bonus cards of the trick
 *
 * Truc y Flou with bonus_cards=on: the Sword and the Club score as they
 * are played to a trick, for the side of the player who plays them (the
 * game credits them the same way, truco-game-tricks.c).
 *
 * Returns: %FALSE with @error in a rule set without bonus cards
 */
gboolean
truco_trick_bonuses (const TrucoRules  *rules,
                     const TrucoPlay   *plays,
                     guint              n_plays,
                     guint              out_points[2],
                     TrucoExplanation  *explanation,
                     GError           **error)
{
  g_return_val_if_fail (rules != NULL && (plays != NULL || n_plays == 0) && out_points != NULL, FALSE);

  if (!truco_rules_resolve (rules)->bonus_cards)
    {
      g_set_error_literal (error, TRUCO_ERROR, TRUCO_ERROR_NOT_IN_VARIANT,
                           _("Only Truc y Flou played with bonus cards scores the Sword and the Club."));
      return FALSE;
    }
  out_points[0] = out_points[1] = 0;
  truco_score_stamp_words (explanation, rules);
  for (guint i = 0; i < n_plays; i++)
    {
      guint points = plays[i].card == TRUCO_CARD (TRUCO_SUIT_ESPADAS, 1) ? TRUCO_TYF_SWORD_BONUS
                     : plays[i].card == TRUCO_CARD (TRUCO_SUIT_BASTOS, 1) ? TRUCO_TYF_CLUB_BONUS : 0;

      if (points == 0 || plays[i].side > TRUCO_SIDE_B)
        continue;
      out_points[plays[i].side] += points;
      if (explanation != NULL)
        {
          TrucoStep step = { 0 };

          step.kind = TRUCO_STEP_BONUS_CARD;
          step.side = plays[i].side;
          step.n_cards = 1;
          step.cards[0] = plays[i].card;
          step.n_numbers = 2;
          step.numbers[0] = (int) plays[i].seat;
          step.numbers[1] = (int) points;
          truco_explanation_add_step (explanation, &step);
        }
    }
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* The gallo                                                            */

/**
 * truco_gallo_envido:
 *
 * Returns: the best envido of three of @cards, or -1 when the cards are not
 *   four distinct cards of the deck.
 */
int
truco_gallo_envido (const TrucoRules  *rules,
                    const TrucoCard    cards[4],
                    guint             *out_discard,
                    TrucoExplanation  *explanation)
{
  int best = -1;
  guint discard = 0;

  for (guint d = 0; d < 4; d++)
    {
      TrucoCard kept[3];
      guint k = 0;
      int v;

      for (guint i = 0; i < 4; i++)
        if (i != d)
          kept[k++] = cards[i];
      v = truco_envido (rules, kept, NULL);
      if (v < 0)
        return -1;
      if (explanation)
        {
          TrucoStep step = { 0 };

          step.kind = TRUCO_STEP_GALLO_DISCARD;
          step.n_cards = 1;
          step.cards[0] = cards[d];
          step.n_numbers = 1;
          step.numbers[0] = v;
          truco_explanation_add_step (explanation, &step);
        }
      if (v > best)
        best = v, discard = d;
    }

  if (explanation)
    {
      TrucoCard kept[3];
      guint k = 0;
      TrucoStep step = { 0 };

      for (guint i = 0; i < 4; i++)
        if (i != discard)
          kept[k++] = cards[i];
      step.kind = TRUCO_STEP_GALLO_KEEPS;
      step.n_cards = 1;
      step.cards[0] = cards[discard];
      step.n_numbers = 1;
      step.numbers[0] = best;
      truco_explanation_add_step (explanation, &step);
      truco_envido (rules, kept, explanation);
    }
  if (out_discard)
    *out_discard = discard;
  return best;
}

/* ------------------------------------------------------------------ */
/* Redondo and pica-pica                                                */

static guint
pica_pica_until (const TrucoRules *rules)
{
  return truco_rules_resolve (rules)->pica_pica_until == 15 ? 15 : 25;
}

gboolean
truco_pica_pica_deal (const TrucoRules  *rules,
                      guint              n_seats,
                      guint              hand_number,
                      guint              score_a,
                      guint              score_b,
                      guint              dealer,
                      TrucoPicaDeal     *out_deal,
                      TrucoExplanation  *explanation,
                      GError           **error)
{
  guint until = pica_pica_until (rules), higher = MAX (score_a, score_b);

  g_return_val_if_fail (rules != NULL && out_deal != NULL, FALSE);

  if (!is_argentine_table (rules, truco_rules_get_play (rules)->pica_pica,
                           _("Only Argentine Truco plays redondo and pica-pica."), error))
    return FALSE;
  if ((n_seats != 6 && n_seats != 8) || dealer >= n_seats || hand_number == 0)
    {
      g_set_error_literal (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                           _("Redondo and pica-pica are played by six or eight players."));
      return FALSE;
    }

  memset (out_deal, 0, sizeof *out_deal);
  truco_score_stamp_words (explanation, rules);
  if (hand_number % 2 == 1)
    {
      truco_score_add_step (explanation, TRUCO_STEP_PICA_REDONDO, TRUCO_SIDE_NONE, TRUCO_SCORE_NUMBERS (hand_number));
      return TRUE;
    }
  if (higher >= until)
    {
      truco_score_add_step (explanation, TRUCO_STEP_PICA_STOPPED, TRUCO_SIDE_NONE, TRUCO_SCORE_NUMBERS (hand_number, higher, until));
      return TRUE;
    }

  truco_score_add_step (explanation, TRUCO_STEP_PICA_PICA, TRUCO_SIDE_NONE, TRUCO_SCORE_NUMBERS (hand_number, higher, until));
  out_deal->pica_pica = TRUE;
  out_deal->n_duels = n_seats / 2;
  {
    /* Each player faces the opponent across the table. */
    guint shift = n_seats / 2 + ((n_seats / 2) % 2 == 0 ? 1 : 0);

    for (guint d = 0; d < out_deal->n_duels; d++)
      {
        guint a = (dealer + 1 + 2 * d) % n_seats;
        guint b = (a + shift) % n_seats;
        guint da = (a + n_seats - dealer - 1) % n_seats, db = (b + n_seats - dealer - 1) % n_seats;

        out_deal->duel[d][0] = a;
        out_deal->duel[d][1] = b;
        /* ASSUMPTION (rules): the duel's mano comes first from the dealer's right. */
        out_deal->mano[d] = da < db ? a : b;
        truco_score_add_step (explanation, TRUCO_STEP_PICA_DUEL, TRUCO_SIDE_NONE,
                  TRUCO_SCORE_NUMBERS (a % 2, a / 2 + 1, b % 2, b / 2 + 1, n_seats / 2));
      }
  }
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* The match                                                            */

gboolean
truco_score_match (const TrucoRules  *rules,
                   guint              won_a,
                   guint              won_b,
                   TrucoMatchState        *out_match,
                   TrucoExplanation  *explanation,
                   GError           **error)
{
  guint to_win;

  g_return_val_if_fail (rules != NULL && out_match != NULL, FALSE);

  to_win = truco_rules_resolve (rules)->games_to_win;
  if (won_a > to_win || won_b > to_win || (won_a == to_win && won_b == to_win))
    {
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                   _("A match is won by the first side to win %u chicos."), to_win);
      return FALSE;
    }

  truco_score_stamp_words (explanation, rules);
  out_match->to_win = to_win;
  out_match->winner = TRUCO_SIDE_NONE;
  if (won_a == to_win || won_b == to_win)
    {
      out_match->status = TRUCO_MATCH_WON;
      out_match->winner = won_a == to_win ? TRUCO_SIDE_A : TRUCO_SIDE_B;
      truco_score_add_step (explanation, TRUCO_STEP_MATCH_WON, out_match->winner,
                TRUCO_SCORE_NUMBERS (MAX (won_a, won_b), to_win));
    }
  else if (won_a + 1 == to_win && won_b + 1 == to_win)
    {
      out_match->status = TRUCO_MATCH_BUENO;
      truco_score_add_step (explanation, TRUCO_STEP_MATCH_BUENO, TRUCO_SIDE_NONE, TRUCO_SCORE_NUMBERS (won_a, to_win));
    }
  else
    {
      out_match->status = TRUCO_MATCH_GOES_ON;
      truco_score_add_step (explanation, TRUCO_STEP_MATCH_GOES_ON, TRUCO_SIDE_NONE, TRUCO_SCORE_NUMBERS (won_a, won_b, to_win));
    }
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Flor penalties                                                       */

static guint
pido_false_value (const TrucoRules *rules)
{
  return truco_rules_resolve (rules)->pido_false_value;
}

gboolean
truco_flor_penalty (const TrucoRules  *rules,
                    TrucoFlorOffence   offence,
                    TrucoSide          offender,
                    guint              seat,
                    guint              made,
                    TrucoFlorPenalty  *out_penalty,
                    TrucoExplanation  *explanation,
                    GError           **error)
{
  TrucoSide other = offender == TRUCO_SIDE_A ? TRUCO_SIDE_B : TRUCO_SIDE_A;

  g_return_val_if_fail (rules != NULL && out_penalty != NULL, FALSE);

  if (!is_argentine_table (rules, truco_rules_get_play (rules)->pido_flor
                                  && truco_rules_has_declaration (rules, TRUCO_DECLARATION_FLOR),
                           _("Only Argentine Truco played with flor has these penalties."), error))
    return FALSE;
  if (offender > TRUCO_SIDE_B)
    {
      g_set_error_literal (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT, _("There is no such side."));
      return FALSE;
    }

  truco_score_stamp_words (explanation, rules);
  switch (offence)
    {
    case TRUCO_FLOR_UNSUNG:
      out_penalty->scorer = other;
      out_penalty->points = PIDO_FLOR_BASE + made;
      out_penalty->lost = made;
      truco_score_add_step (explanation, TRUCO_STEP_PIDO_FLOR_CAUGHT, other,
                TRUCO_SCORE_NUMBERS (offender, seat, made, out_penalty->points));
      break;
    case TRUCO_FLOR_WRONG_CHALLENGE:
      out_penalty->scorer = other;
      out_penalty->points = pido_false_value (rules);
      out_penalty->lost = 0;
      truco_score_add_step (explanation, TRUCO_STEP_PIDO_FLOR_WRONG, other, TRUCO_SCORE_NUMBERS (seat, out_penalty->points));
      break;
    case TRUCO_FLOR_FALSE:
    default:
      out_penalty->scorer = TRUCO_SIDE_NONE;
      out_penalty->points = 0;
      out_penalty->lost = made;
      truco_score_add_step (explanation, TRUCO_STEP_FALSE_FLOR, offender, TRUCO_SCORE_NUMBERS (made));
      break;
    }
  return TRUE;
}

/* Pica-pica: a side that meddles in another duel returns what it won there
 * and the other side scores this. */
#define KIBITZ_PENALTY 4

/**
 * truco_kibitz_penalty:
 * @offender: the side that meddled in another pica-pica duel
 * @made: the points it won in that duel
 *
 * Returns: %TRUE, or %FALSE with @error outside Argentine Truco
 */
gboolean
truco_kibitz_penalty (const TrucoRules  *rules,
                      TrucoSide          offender,
                      guint              made,
                      TrucoFlorPenalty  *out_penalty,
                      TrucoExplanation  *explanation,
                      GError           **error)
{
  TrucoSide other = offender == TRUCO_SIDE_A ? TRUCO_SIDE_B : TRUCO_SIDE_A;

  g_return_val_if_fail (rules != NULL && out_penalty != NULL, FALSE);

  if (!is_argentine_table (rules, truco_rules_has_declaration (rules, TRUCO_DECLARATION_ENVIDO),
                           _("Only Argentine Truco plays pica-pica."), error))
    return FALSE;
  if (offender > TRUCO_SIDE_B)
    {
      g_set_error_literal (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT, _("There is no such side."));
      return FALSE;
    }

  out_penalty->scorer = other;
  out_penalty->points = KIBITZ_PENALTY;
  out_penalty->lost = made;
  truco_score_stamp_words (explanation, rules);
  if (made > 0)
    truco_score_add_step (explanation, TRUCO_STEP_TAKEN_BACK, offender, TRUCO_SCORE_NUMBERS (made));
  truco_score_add_step (explanation, TRUCO_STEP_SCORES, other, TRUCO_SCORE_NUMBERS (KIBITZ_PENALTY));
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* May this be called now?                                              */

gboolean
truco_call_allowed (const TrucoRules        *rules,
                    const TrucoCallQuestion *q,
                    gboolean                *out_allowed,
                    const char             **out_reason,
                    TrucoExplanation        *explanation,
                    GError                 **error)
{
  const TrucoLadder *ladder;
  const TrucoVariantPlay *play;
  TrucoBet bet;
  TrucoSide side;
  const char *reason = NULL;
  TrucoStep step = { 0 };

  g_return_val_if_fail (rules != NULL && q != NULL && out_allowed != NULL, FALSE);

  ladder = q->bet < TRUCO_N_BETS ? truco_rules_get_ladder (rules, q->bet) : NULL;
  if (ladder == NULL || q->n_calls > G_N_ELEMENTS (q->calls) || q->call >= ladder->n_steps
      || q->side > TRUCO_SIDE_B || q->first_side > TRUCO_SIDE_B || q->trick > 2)
    {
      g_set_error_literal (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT, _("This call does not exist in this variant."));
      return FALSE;
    }
  play = truco_rules_get_play (rules);

  truco_bet_init (&bet, ladder);
  side = q->first_side;
  for (guint i = 0; i < q->n_calls; i++)
    {
      if (!truco_bet_check_call (&bet, q->calls[i], side, 0, &reason))
        {
          g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT, "%s", _(reason));
          return FALSE;
        }
      truco_bet_call (&bet, q->calls[i], side, 0);
      side = side == TRUCO_SIDE_A ? TRUCO_SIDE_B : TRUCO_SIDE_A;
    }
  if (q->n_calls > 0 && q->accepted)
    truco_bet_accept (&bet);

  /* In the order the game gives its reasons (truco-game.c). */
  reason = NULL;
  if (!truco_bet_check_call (&bet, q->call, q->side, 0, &reason))
    ;
  else if (q->bet == TRUCO_BET_ENVIDO && q->trick > 0)
    reason = N_("Envido can only be called in the first trick.");
  else if (q->bet == TRUCO_BET_ENVIDO && q->played_first)
    reason = N_("Envido can only be called before playing one’s first card.");
  else if (q->bet == TRUCO_BET_ENVIDO && q->truco_accepted && play->envido_closed_by_truco)
    reason = N_("No envido once the truco has been accepted.");

  truco_score_stamp_words (explanation, rules);
  step.kind = reason ? TRUCO_STEP_CALL_REFUSED : TRUCO_STEP_CALL_ALLOWED;
  step.side = q->side;
  step.words[0] = ladder->steps[q->call].call;
  step.words[1] = reason;
  if (explanation)
    truco_explanation_add_step (explanation, &step);

  *out_allowed = reason == NULL;
  if (out_reason)
    *out_reason = reason;
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Sentences                                                            */

#define NUM(i) (step->numbers[i])

static char *
card_text (TrucoCard card)
{
  if (truco_explanation_get_card_names ())
    return g_strdup (truco_card_get_name (card));
  return truco_card_to_string (card);
}

/**
 * truco_players_step_format:
 * @step: a step added by this file's evaluators
 *
 * Returns: (transfer full): the step as one translated sentence.
 */
char *
truco_players_step_format (const TrucoStep *step)
{
  const char *side = truco_side_get_letter (step->side);

  switch ((int) step->kind)
    {
    case TRUCO_STEP_GALLO_DISCARD:
      {
        g_autofree char *card = card_text (step->cards[0]);

        /* Translators: a card, then the envido of the three others */
        return g_strdup_printf (_("Discarding %s keeps an envido of %d."), card, NUM (0));
      }
    case TRUCO_STEP_GALLO_KEEPS:
      {
        g_autofree char *card = card_text (step->cards[0]);

        /* Translators: the gallo holds four cards; a card, then the envido kept */
        return g_strdup_printf (_("The gallo counts his envido on the three cards he keeps: the best is to discard %s, which keeps %d."),
                                card, NUM (0));
      }
    case TRUCO_STEP_PICA_REDONDO:
      return g_strdup_printf (_("Hand %d is odd: the odd hands are redondos, where all the players play one hand, side against side."),
                              NUM (0));
    case TRUCO_STEP_PICA_PICA:
      return g_strdup_printf (_("Hand %d is even and the higher score, %d, is below %d: it is a pica-pica, where each player plays a hand of his own against one opponent."),
                              NUM (0), NUM (1), NUM (2));
    case TRUCO_STEP_PICA_STOPPED:
      return g_strdup_printf (_("Hand %d is even, but a side has %d, at least the %d at which pica-pica stops: from there on every hand is a redondo."),
                              NUM (0), NUM (1), NUM (2));
    case TRUCO_STEP_PICA_DUEL:
      {
        g_autofree char *a = truco_seat_describe (NUM (0), NUM (1), NUM (4));
        g_autofree char *b = truco_seat_describe (NUM (2), NUM (3), NUM (4));
        g_autofree char *text = NULL;

        /* Translators: two players, "the first player of side A" */
        text = g_strdup_printf (_("%s plays against %s."), a, b);
        return g_strconcat ((char []) { (char) g_ascii_toupper (text[0]), '\0' }, text + 1, NULL);
      }
    case TRUCO_STEP_MATCH_WON:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Side %s has won %d chico, the %d that win the match: the match is over and side %s wins it.",
                                           "Side %s has won %d chicos, the %d that win the match: the match is over and side %s wins it.", NUM (0)),
                              side, NUM (0), NUM (1), side);
    case TRUCO_STEP_MATCH_BUENO:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Each side has won %d chico, one short of the %d that win the match: the next chico is el bueno, and whoever wins it wins the match.",
                                           "Each side has won %d chicos, one short of the %d that win the match: the next chico is el bueno, and whoever wins it wins the match.", NUM (0)),
                              NUM (0), NUM (1));
    case TRUCO_STEP_MATCH_GOES_ON:
      /* Translators: chicos won by side A, by side B, then the chicos that win the match */
      return g_strdup_printf (_("Side A has won %d and side B %d of the %d chicos that win the match, and they are not both one short: another chico is played, and it is not yet el bueno."),
                              NUM (0), NUM (1), NUM (2));
    case TRUCO_STEP_CALL_ALLOWED:
      /* Translators: a side, then a call as players say it ("retruco") */
      return g_strdup_printf (_("Side %s may call %s now."), side, step->words[0]);
    case TRUCO_STEP_CALL_REFUSED:
      /* Translators: a side, a call as players say it, then the reason (a sentence) */
      return g_strdup_printf (_("Side %s may not call %s now. %s"), side, step->words[0],
                              step->words[1] ? _(step->words[1]) : "");
    case TRUCO_STEP_FALSE_FLOR:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Side %s said flor without holding one: it loses the %d point it made in this hand.",
                                           "Side %s said flor without holding one: it loses the %d points it made in this hand.", NUM (0)),
                              side, NUM (0));
    default:
      g_return_val_if_reached (NULL);
    }
}
