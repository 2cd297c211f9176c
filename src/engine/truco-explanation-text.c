/* truco-explanation-text.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The neutral sentences of the explanation steps, by family: counts,
 * tricks, hands, the falta, bets, credits, comparisons and scores.  Sides
 * are letters and players seat codes ("side A", "A1"), or words in the
 * plain style ("the first player of side A"); cards are named or coded as
 * the style says.  truco-explanation-reader.c says the same to a reader
 * seated at the table. */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "truco-explanation-private.h"
#include "truco-players.h"
#include "truco-score.h"

#define NUM(i) (step->numbers[i])
#define WORD(i) (step->words[i] ? step->words[i] : "")

static char *
seat (const TrucoStepText *t,
      int                  side,
      int                  number)
{
  return truco_step_text_seat (t, side, number);
}

/* The letters of score accounts ("A", "A+C"); the side when none. */
static char *
accounts (int side,
          int mask)
{
  GString *s = g_string_new (NULL);

  if (mask == 0)
    return g_strdup (truco_side_get_letter (side));
  for (int a = 0; a < 3; a++)
    if ((mask >> a) & 1)
      {
        if (s->len)
          g_string_append_c (s, '+');
        g_string_append (s, truco_side_get_letter (a));
      }
  return g_string_free (s, FALSE);
}

/* Counts: envido, flor and embit from the cards. */
static char *
text_counts (const TrucoStepText *t)
{
  const TrucoStep *step = t->step;

  switch ((int) step->kind)
    {
    case TRUCO_STEP_ENVIDO_PAIR:
      return g_strdup_printf (_("%s and %s share a suit: 20 + %d + %d = %d."),
                              t->c[0], t->c[1], NUM (0), NUM (1), NUM (2));
    case TRUCO_STEP_ENVIDO_THREE_SUITED:
      return g_strdup_printf (_("All three cards share a suit; the two highest count: %s and %s, 20 + %d + %d = %d."),
                              t->c[0], t->c[1], NUM (0), NUM (1), NUM (2));
    case TRUCO_STEP_ENVIDO_NO_PAIR:
      return g_strdup_printf (_("No two cards share a suit, so there is no 20: the highest single value counts, %s = %d."),
                              t->c[0], NUM (0));
    case TRUCO_STEP_COURTS_COUNT_ZERO:
      return g_strdup_printf (_("Jacks, knights and kings count 0: %s."), t->cards);
    case TRUCO_STEP_WILD_CARD:
      return g_strdup_printf (_("%s is a périque: it counts as a 7 of whichever suit helps."), t->c[0]);
    case TRUCO_STEP_FLOR:
      return g_strdup_printf (_("%s, %s and %s are of one suit: flor of 20 + %d + %d + %d = %d."),
                              t->c[0], t->c[1], t->c[2], NUM (0), NUM (1), NUM (2), NUM (3));
    case TRUCO_STEP_NO_FLOR:
      return g_strdup_printf (_("%s are not all of one suit: no flor."), t->cards);
    case TRUCO_STEP_EMBIT:
      return g_strdup_printf (_("%s and %s make an embit: 20 + %d + %d = %d."),
                              t->c[0], t->c[1], NUM (0), NUM (1), NUM (2));
    case TRUCO_STEP_NO_EMBIT:
      return g_strdup_printf (_("No two of %s share a suit and none is a périque: no embit."), t->cards);
    case TRUCO_STEP_RESULT_ENVIDO:
      return g_strdup_printf (_("The envido is %d."), NUM (0));
    case TRUCO_STEP_RESULT_FLOR:
      return g_strdup_printf (_("The flor is %d."), NUM (0));
    case TRUCO_STEP_RESULT_EMBIT:
      return g_strdup_printf (_("The embit is %d."), NUM (0));
    default:
      return NULL;
    }
}

/* Tricks: who plays, who wins, pardas. */
static char *
text_tricks (const TrucoStepText *t)
{
  const TrucoStep *step = t->step;
  const char *side = truco_side_get_letter (step->side);

  switch ((int) step->kind)
    {
    case TRUCO_STEP_TRICK_PLAY:
      {
        g_autofree char *s = seat (t, step->side, NUM (0));

        if (t->style->plain)
          /* Translators: "A1 plays 7E." — a player ("the first player of side A"), then a card */
          return g_strdup_printf (_("%s plays %s."), s, t->c[0]);
        /* Translators: "A1 plays 7E, class 3 of the ranking." */
        return g_strdup_printf (_("%s plays %s, class %d of the ranking."), s, t->c[0], NUM (1));
      }
    case TRUCO_STEP_TRICK_WIN:
      {
        g_autofree char *s = seat (t, step->side, NUM (1));

        if (t->style->plain)
          /* Translators: a card, the player who played it, a side, the player again */
          return g_strdup_printf (_("%s, played by %s, beats every other card of the trick: side %s wins it, and %s leads the next one."),
                                  t->c[0], s, side, s);
        return g_strdup_printf (_("%s of %s is the highest card (class %d): side %s wins the trick and %s leads next."),
                                t->c[0], s, NUM (0), side, s);
      }
    case TRUCO_STEP_TRICK_WIN_PARTNERS:
      {
        g_autofree char *s = seat (t, step->side, NUM (1));

        if (t->style->plain)
          return g_strdup_printf (_("Partners played the highest cards, %s, which rank the same: side %s wins the trick, and %s, the earlier of them, leads the next one."),
                                  t->cards, side, s);
        return g_strdup_printf (_("Partners share the highest class (%d) with %s: side %s wins the trick and %s, the earlier of them, leads next."),
                                NUM (0), t->cards, side, s);
      }
    case TRUCO_STEP_TRICK_PARDA:
      {
        g_autofree char *s = seat (t, step->side, NUM (1));

        if (t->style->plain && step->tie_word == TRUCO_TIE_PARDES)
          return g_strdup_printf (_("Opponents played the highest cards, %s, which rank the same whatever their suits: the trick is pardes (spoiled), and %s, who led it, leads again."),
                                  t->cards, s);
        if (t->style->plain && step->tie_word == TRUCO_TIE_TIE)
          return g_strdup_printf (_("Opponents played the highest cards, %s, which rank the same whatever their suits: the trick is tied, and %s, who led it, leads again."),
                                  t->cards, s);
        if (t->style->plain)
          return g_strdup_printf (_("Opponents played the highest cards, %s, which rank the same whatever their suits: the trick is parda, and %s, who led it, leads again."),
                                  t->cards, s);

        if (step->tie_word == TRUCO_TIE_PARDES)
          /* Translators: Truc y Flou, where a tied trick is "pardes" (spoiled) */
          return g_strdup_printf (_("Opponents share the highest class (%d) with %s: the trick is pardes (spoiled) and %s, who led it, leads again."),
                                  NUM (0), t->cards, s);
        if (step->tie_word == TRUCO_TIE_TIE)
          return g_strdup_printf (_("Opponents share the highest class (%d) with %s: the trick is tied and %s, who led it, leads again."),
                                  NUM (0), t->cards, s);
        return g_strdup_printf (_("Opponents share the highest class (%d) with %s: the trick is parda and %s, who led it, leads again."),
                                NUM (0), t->cards, s);
      }
    default:
      return NULL;
    }
}

/* Hands: how the tricks decide the hand. */
static char *
text_hands (const TrucoStepText *t)
{
  const TrucoStep *step = t->step;
  const char *side = truco_side_get_letter (step->side);

  switch ((int) step->kind)
    {
    case TRUCO_STEP_HAND_TWO_TRICKS:
      return g_strdup_printf (_("Side %s won tricks %d and %d: two tricks win the hand."), side, NUM (0), NUM (1));
    case TRUCO_STEP_HAND_FIRST_NOT_PARDA:
      if (step->tie_word == TRUCO_TIE_PARDES)
        /* Translators: Truc y Flou, where a tied trick is "pardes" */
        return g_strdup_printf (_("A trick was pardes, so the first trick that was not pardes decides: side %s won trick %d and wins the hand."),
                                side, NUM (0));
      if (step->tie_word == TRUCO_TIE_TIE)
        return g_strdup_printf (_("A trick was tied, so the first trick that was not tied decides: side %s won trick %d and wins the hand."),
                                side, NUM (0));
      return g_strdup_printf (_("A trick was parda, so the first trick that was not parda decides: side %s won trick %d and wins the hand."),
                              side, NUM (0));
    case TRUCO_STEP_HAND_ALL_PARDA_MANO:
      if (step->tie_word == TRUCO_TIE_PARDES)
        return g_strdup_printf (_("All three tricks were pardes: the mano’s side, %s, wins the hand."), side);
      if (step->tie_word == TRUCO_TIE_TIE)
        return g_strdup_printf (_("All three tricks were tied: the mano’s side, %s, wins the hand."), side);
      return g_strdup_printf (_("All three tricks were parda: the mano’s side, %s, wins the hand."), side);
    case TRUCO_STEP_HAND_ALL_PARDA_NON_DEALER:
      if (step->tie_word == TRUCO_TIE_PARDA)
        return g_strdup_printf (_("All three tricks were parda: the non-dealing side, %s, wins the hand."), side);
      return g_strdup_printf (_("All three tricks were tied: the non-dealing side, %s, wins the hand."), side);
    case TRUCO_STEP_HAND_ALL_PARDA_ELDEST:
      if (step->tie_word == TRUCO_TIE_PARDES)
        /* Translators: Truc y Flou (all_pardes=eldest), where a tied trick is "pardes" */
        return g_strdup_printf (_("All three tricks were pardes: eldest’s side, %s, wins the hand."), side);
      return g_strdup_printf (_("All three tricks were tied: eldest’s side, %s, wins the hand."), side);
    case TRUCO_STEP_HAND_ALL_PARDA_NOBODY:
      if (step->tie_word == TRUCO_TIE_PARDES)
        return g_strdup (_("All three tricks were pardes: nobody wins the hand."));
      return g_strdup (_("All three tricks were tied: nobody wins the hand."));
    case TRUCO_STEP_HAND_UNDECIDED:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "After %d trick the hand is not decided: another trick must be played.",
                                           "After %d tricks the hand is not decided: another trick must be played.",
                                           NUM (0)),
                              NUM (0));
    case TRUCO_STEP_PUT_TRICK_AND_TIES:
      if (step->n_numbers > 1 && NUM (1) == 3)
        /* Translators: Put for three, where each player plays for himself; %s is the player (C) */
        return g_strdup_printf (_("Player %s won trick %d and the other two were tied: one trick and two ties score."), side, NUM (0));
      return g_strdup_printf (_("Side %s won trick %d and the other two were tied: one trick and two ties score."), side, NUM (0));
    case TRUCO_STEP_PUT_TRICK_AND_TIE:
      if (step->n_numbers > 0 && NUM (0) == 3)
        return g_strdup (_("Two players won a trick each and one was tied (trick and tie): nobody scores."));
      return g_strdup (_("Each side won a trick and one was tied (trick and tie): nobody scores."));
    case TRUCO_STEP_PUT_SPLIT:
      return g_strdup (_("Three different players won a trick each: nobody scores."));
    case TRUCO_STEP_RANK_ORDER:
      /* The order of the ranking itself, with no trick played. */
      if (step->n_cards >= 3)
        /* Translators: three cards ("the seven of swords"), highest first */
        return g_strdup_printf (_("In the ranking of the cards %1$s is the highest of the three, then %2$s, then %3$s: %1$s beats the other two, and %2$s beats %3$s."),
                                t->c[0], t->c[1], t->c[2]);
      /* Translators: two cards ("the seven of swords"), the higher first */
      return g_strdup_printf (_("In the ranking of the cards %1$s is above %2$s: whoever plays %1$s beats %2$s."),
                              t->c[0], t->c[1]);
    default:
      return NULL;
    }
}

/* The falta and the resto. */
static char *
text_falta (const TrucoStepText *t)
{
  const TrucoStep *step = t->step;

  switch ((int) step->kind)
    {
    case TRUCO_STEP_FALTA_NEEDS:
      return g_strdup_printf (_("The side in front has %d of %d points: the falta is worth %d, what it needs to win."),
                              NUM (0), NUM (1), NUM (2));
    case TRUCO_STEP_FALTA_TIED:
      return g_strdup_printf (_("Both sides have %d of %d points: the falta is worth %d, what either needs to win."),
                              NUM (0), NUM (1), NUM (2));
    case TRUCO_STEP_FALTA_MALAS_CHICO:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "The side in front is in the malas with %d point: whoever wins the falta wins the chico.",
                                           "The side in front is in the malas with %d points: whoever wins the falta wins the chico.",
                                           NUM (0)),
                              NUM (0));
    case TRUCO_STEP_FALTA_MALAS_BUENAS:
      /* Translators: the plural is chosen by the first number, the score of the side in front */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "The side in front is in the malas with %d point: the falta is worth %d, what it needs to reach the buenas at %d.",
                                           "The side in front is in the malas with %d points: the falta is worth %d, what it needs to reach the buenas at %d.",
                                           NUM (0)),
                              NUM (0), NUM (2), NUM (1));
    case TRUCO_STEP_FALTA_ALWAYS_CHICO:
      return g_strdup (_("With this house rule whoever wins the falta wins the chico."));
    case TRUCO_STEP_FALTA_PICA_PICA:
      return g_strdup_printf (_("In a pica-pica hand the falta is worth %d."), NUM (0));
    default:
      return NULL;
    }
}

/* Betting ladders: what a call is worth, accepted or refused. */
static char *
text_bets (const TrucoStepText *t)
{
  const TrucoStep *step = t->step;
  const char *side = truco_side_get_letter (step->side);

  switch ((int) step->kind)
    {
    case TRUCO_STEP_BET_NOTHING_CALLED:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: no truco (truc) raised the hand's
                                            * stake, whatever else (an envido) was called */
                                           "Nobody raised the stake: the hand is worth %d point.",
                                           "Nobody raised the stake: the hand is worth %d points.", NUM (0)),
                              NUM (0));
    case TRUCO_STEP_BET_CALL_POINTS:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: "Side A calls “retruco”: accepted, it is worth 3 points." */
                                           "Side %s calls “%s”: accepted, it is worth %d point.",
                                           "Side %s calls “%s”: accepted, it is worth %d points.", NUM (0)),
                              side, WORD (0), NUM (0));
    case TRUCO_STEP_BET_CALL_ADDS:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: "Side B calls “real envido”, which adds 3: accepted, the bet is worth 5 points." */
                                           "Side %s calls “%s”, which adds %d: accepted, the bet is worth %d point.",
                                           "Side %s calls “%s”, which adds %d: accepted, the bet is worth %d points.", NUM (1)),
                              side, WORD (0), NUM (0), NUM (1));
    case TRUCO_STEP_BET_CALL_FALTA:
      return g_strdup_printf (_("Side %s calls “%s”: accepted, the bet is worth the falta."), side, WORD (0));
    case TRUCO_STEP_BET_CALL_PER_FLOR:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: the plural follows the number of flors sung (the second number) */
                                           "Side %s calls “%s”: %d for each flor sung, and %d flor was sung: accepted, the bet is worth %d.",
                                           "Side %s calls “%s”: %d for each flor sung, and %d flors were sung: accepted, the bet is worth %d.", NUM (1)),
                              side, WORD (0), NUM (0), NUM (1), NUM (2));
    case TRUCO_STEP_BET_CALL_RESTO:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: the plural follows the number of flors sung (the second number) */
                                           "Side %s calls “%s”: accepted, the winner scores the resto plus %d for each flor sung; %d flor was sung, so %d more.",
                                           "Side %s calls “%s”: accepted, the winner scores the resto plus %d for each flor sung; %d flors were sung, so %d more.", NUM (1)),
                              side, WORD (0), NUM (0), NUM (1), NUM (2));
    case TRUCO_STEP_BET_CALL_GAME:
      if (step->game_word == TRUCO_GAME_WORD_ROUND)
        return g_strdup_printf (_("Side %s calls “%s”: accepted, whoever wins it wins the round."), side, WORD (0));
      if (step->game_word == TRUCO_GAME_WORD_GAME)
        return g_strdup_printf (_("Side %s calls “%s”: accepted, whoever wins it wins the game."), side, WORD (0));
      return g_strdup_printf (_("Side %s calls “%s”: accepted, whoever wins it wins the chico."), side, WORD (0));
    case TRUCO_STEP_BET_CALL_CHOSEN:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: French Truc; %s is "si je joue" */
                                           "Side %s raises (“%s”): played on, the hand is worth %d point.",
                                           "Side %s raises (“%s”): played on, the hand is worth %d points.", NUM (0)),
                              side, WORD (0), NUM (0));
    case TRUCO_STEP_BET_CALL_REST:
      return g_strdup_printf (_("Side %s calls “%s”: accepted, if it wins it scores its rest, the %d points it needs to reach the target; if the other side wins, that side scores %d."),
                              side, WORD (0), NUM (0), NUM (1));
    case TRUCO_STEP_BET_CALL_SHORTFALL:
      return g_strdup_printf (_("Side %s calls “%s”: accepted, if it wins it reaches the target; if the other side wins, that side scores %d, that is %d plus what side %s lacks to reach the target."),
                              side, WORD (0), NUM (0), NUM (1), side);
    case TRUCO_STEP_BET_ACCEPTED:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Accepted: side %s wins it and scores %d point.",
                                           "Accepted: side %s wins it and scores %d points.", NUM (0)),
                              side, NUM (0));
    case TRUCO_STEP_BET_ACCEPTED_GAME:
      if (step->game_word == TRUCO_GAME_WORD_ROUND)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "Accepted: side %s wins it, and with it the round: it scores the %d point it needed.",
                                             "Accepted: side %s wins it, and with it the round: it scores the %d points it needed.", NUM (0)),
                                side, NUM (0));
      if (step->game_word == TRUCO_GAME_WORD_GAME)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "Accepted: side %s wins it, and with it the game: it scores the %d point it needed.",
                                             "Accepted: side %s wins it, and with it the game: it scores the %d points it needed.", NUM (0)),
                                side, NUM (0));
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Accepted: side %s wins it, and with it the chico: it scores the %d point it needed.",
                                           "Accepted: side %s wins it, and with it the chico: it scores the %d points it needed.", NUM (0)),
                              side, NUM (0));
    case TRUCO_STEP_BET_REFUSED_FIRST:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: "“envido” was refused as the first call: side A, which called it, scores 1 point." */
                                           "“%s” was refused as the first call: side %s, which called it, scores %d point.",
                                           "“%s” was refused as the first call: side %s, which called it, scores %d points.", NUM (0)),
                              WORD (0), side, NUM (0));
    case TRUCO_STEP_BET_REFUSED_AFTER:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: "“envido” was accepted at 2 before “real envido” was refused: side B, which made the refused call, scores those 2 points." */
                                           "“%s” was accepted at %d before “%s” was refused: side %s, which made the refused call, scores that %d point.",
                                           "“%s” was accepted at %d before “%s” was refused: side %s, which made the refused call, scores those %d points.", NUM (0)),
                              WORD (1), NUM (0), WORD (0), side, NUM (0));
    case TRUCO_STEP_BET_REFUSED_FIXED:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: "“u aouté” was refused: a refused u aouté pays its caller 2 points, so side B scores 2." */
                                           "“%s” was refused: a refused “%s” pays its caller %d point, so side %s scores %d.",
                                           "“%s” was refused: a refused “%s” pays its caller %d points, so side %s scores %d.", NUM (0)),
                              WORD (0), WORD (0), NUM (0), side, NUM (0));
    default:
      return NULL;
    }
}

/* Credits of a game: what a hand, a mazo, a bonus pays, and who scores. */
static char *
text_credits (const TrucoStepText *t)
{
  const TrucoStep *step = t->step;
  const char *side = truco_side_get_letter (step->side);

  switch ((int) step->kind)
    {
    case TRUCO_STEP_HAND_VALUE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "The hand is worth %d point.",
                                           "The hand is worth %d points.", NUM (0)),
                              NUM (0));
    case TRUCO_STEP_STAKE_ELEVEN:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "A side at eleven plays for three: the hand is worth %d point and nobody may call truc.",
                                           "A side at eleven plays for three: the hand is worth %d points and nobody may call truc.", NUM (0)),
                              NUM (0));
    case TRUCO_STEP_STAKE_ONE_CARD:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "A one-card deal is worth %d point and cannot be raised.",
                                           "A one-card deal is worth %d points and cannot be raised.", NUM (0)),
                              NUM (0));
    case TRUCO_STEP_HAND_WON_BY:
      return g_strdup_printf (_("Side %s won the hand."), side);
    case TRUCO_STEP_LEFT_HAND:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "The other side left the hand (mazo): side %s scores what the hand was worth, %d point.",
                                           "The other side left the hand (mazo): side %s scores what the hand was worth, %d points.", NUM (0)),
                              side, NUM (0));
    case TRUCO_STEP_THREW_UP:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "The other player threw up his hand: side %s scores %d point.",
                                           "The other player threw up his hand: side %s scores %d points.", NUM (0)),
                              side, NUM (0));
    case TRUCO_STEP_BONUS_CARD:
      {
        g_autofree char *o = seat (t, step->side, NUM (0));

        if (step->n_cards > 0 && step->cards[0] == TRUCO_CARD (TRUCO_SUIT_BASTOS, 1))
          return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               "%s played the Club (%s): side %s scores %d point.",
                                               "%s played the Club (%s): side %s scores %d points.", NUM (1)),
                                  o, t->c[0], side, NUM (1));
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "%s played the Sword (%s): side %s scores %d point.",
                                             "%s played the Sword (%s): side %s scores %d points.", NUM (1)),
                                o, t->c[0], side, NUM (1));
      }
    case TRUCO_STEP_ELEVEN_CONCEDED:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "The side at eleven conceded: side %s scores %d point.",
                                           "The side at eleven conceded: side %s scores %d points.", NUM (0)),
                              side, NUM (0));
    case TRUCO_STEP_WINS_ROUND:
      if (NUM (1) == 1)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "The better flor wins the round: side %s scores the %d point it needed.",
                                             "The better flor wins the round: side %s scores the %d points it needed.", NUM (0)),
                                side, NUM (0));
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "The better embit wins the round: side %s scores the %d point it needed.",
                                           "The better embit wins the round: side %s scores the %d points it needed.", NUM (0)),
                              side, NUM (0));
    case TRUCO_STEP_SCORES:
      {
        g_autofree char *who = accounts (step->side, step->n_numbers > 1 ? NUM (1) : 0);

        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "Side %s scores %d point.",
                                             "Side %s scores %d points.", NUM (0)),
                                who, NUM (0));
      }
    case TRUCO_STEP_CANCELLED:
      return g_strdup_printf (_("Cancelled: side %s said flor without holding one, or was caught by pido flor, and loses the points it made in this hand."), side);
    case TRUCO_STEP_CREDITED_AT_ONCE:
      /* Translators: credit_timing=immediate */
      return g_strdup (_("Credited as soon as the bet was settled, without waiting for the end of the hand; a side that reaches the target wins there and the hand is not played out."));
    case TRUCO_STEP_TAKEN_BACK:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "The %d point already in side %s’s score is taken back.",
                                           "The %d points already in side %s’s score are taken back.", NUM (0)),
                              NUM (0), side);
    default:
      return NULL;
    }
}

/* Comparisons of envido, flor and embit, and pido flor. */
static char *
text_comparisons (const TrucoStepText *t)
{
  const TrucoStep *step = t->step;
  const char *side = truco_side_get_letter (step->side);

  switch ((int) step->kind)
    {
    case TRUCO_STEP_COMPARE_BEATS:
      {
        g_autofree char *w = seat (t, step->side, NUM (1));
        g_autofree char *o = seat (t, NUM (3), NUM (4));

        if (t->style->plain && NUM (0) == 1)
          /* Translators: "Player A has a flor of 33, which beats the 31 of player B." */
          return g_strdup_printf (_("%s has a flor of %d, which beats the %d of %s."), w, NUM (2), NUM (5), o);
        if (t->style->plain && NUM (0) == 2)
          return g_strdup_printf (_("%s has an embit of %d, which beats the %d of %s."), w, NUM (2), NUM (5), o);
        if (t->style->plain)
          return g_strdup_printf (_("%s has an envido of %d, which beats the %d of %s."), w, NUM (2), NUM (5), o);

        if (NUM (0) == 1)
          return g_strdup_printf (_("%s’s flor of %d beats %s’s %d."), w, NUM (2), o, NUM (5));
        if (NUM (0) == 2)
          return g_strdup_printf (_("%s’s embit of %d beats %s’s %d."), w, NUM (2), o, NUM (5));
        return g_strdup_printf (_("%s’s envido of %d beats %s’s %d."), w, NUM (2), o, NUM (5));
      }
    case TRUCO_STEP_COMPARE_TIE:
      {
        g_autofree char *w = seat (t, step->side, NUM (1));
        g_autofree char *o = seat (t, NUM (3), NUM (4));

        if (t->style->plain && NUM (0) == 1)
          /* Translators: players as in "player A"; the last %s is the winner again */
          return g_strdup_printf (_("%s and %s both have a flor of %d: the tie is won by %s, who comes first from the mano."), w, o, NUM (2), w);
        if (t->style->plain && NUM (0) == 2)
          return g_strdup_printf (_("%s and %s both have an embit of %d: the tie is won by %s, who comes first from the mano."), w, o, NUM (2), w);
        if (t->style->plain)
          return g_strdup_printf (_("%s and %s both have an envido of %d: the tie is won by %s, who comes first from the mano."), w, o, NUM (2), w);

        if (NUM (0) == 1)
          return g_strdup_printf (_("%s and %s both have a flor of %d: the tie goes to %s, who comes first from the mano."), w, o, NUM (2), w);
        if (NUM (0) == 2)
          return g_strdup_printf (_("%s and %s both have an embit of %d: the tie goes to %s, who comes first from the mano."), w, o, NUM (2), w);
        return g_strdup_printf (_("%s and %s both have an envido of %d: the tie goes to %s, who comes first from the mano."), w, o, NUM (2), w);
      }
    case TRUCO_STEP_COMPARE_ALONE:
      {
        g_autofree char *w = seat (t, step->side, NUM (1));

        if (t->style->plain && NUM (0) == 1)
          return g_strdup_printf (_("Nobody showed a better flor than the %d that %s has."), NUM (2), w);
        if (t->style->plain && NUM (0) == 2)
          return g_strdup_printf (_("Nobody showed a better embit than the %d that %s has."), NUM (2), w);
        if (t->style->plain)
          return g_strdup_printf (_("Nobody showed a better envido than the %d that %s has."), NUM (2), w);

        if (NUM (0) == 1)
          return g_strdup_printf (_("Nobody showed a better flor than %s’s %d."), w, NUM (2));
        if (NUM (0) == 2)
          return g_strdup_printf (_("Nobody showed a better embit than %s’s %d."), w, NUM (2));
        return g_strdup_printf (_("Nobody showed a better envido than %s’s %d."), w, NUM (2));
      }
    case TRUCO_STEP_FLOR_UNANSWERED:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: the plural follows the number of flors (the first number); the second is the points they score in all */
                                           "Nobody answered side %s’s flor with a flor: 3 points for each flor it sang, and it sang %d flor, %d in all.",
                                           "Nobody answered side %s’s flor with a flor: 3 points for each flor it sang, and it sang %d flors, %d in all.", NUM (0)),
                              side, NUM (0), NUM (1));
    case TRUCO_STEP_PIDO_FLOR_CAUGHT:
      {
        g_autofree char *o = seat (t, NUM (0), NUM (1));

        return g_strdup_printf (_("Pido flor: %s held a flor and did not sing it; side %s scores 3 plus the %d points the other side made in this hand, %d in all."),
                                o, side, NUM (2), NUM (3));
      }
    case TRUCO_STEP_PIDO_FLOR_WRONG:
      {
        g_autofree char *o = seat (t, step->side, NUM (0));

        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "Pido flor: %s had no flor, so side %s scores %d point.",
                                             "Pido flor: %s had no flor, so side %s scores %d points.", NUM (1)),
                                o, side, NUM (1));
      }
    default:
      return NULL;
    }
}

static char *
text_game_credit (const TrucoStep *step,
                  const char      *side)
{
  switch (NUM (1))
    {
    case TRUCO_HAND_CREDIT_FLOR:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: "Side A scores 3 points for the flor: 12 + 3 = 15." */
                                           "Side %s scores %d point for the flor: %d + %d = %d.",
                                           "Side %s scores %d points for the flor: %d + %d = %d.", NUM (0)),
                              side, NUM (0), NUM (2), NUM (0), NUM (3));
    case TRUCO_HAND_CREDIT_ENVIDO:
      if (step->game_word == TRUCO_GAME_WORD_ROUND)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "Side %s scores %d point for the embit: %d + %d = %d.",
                                             "Side %s scores %d points for the embit: %d + %d = %d.", NUM (0)),
                                side, NUM (0), NUM (2), NUM (0), NUM (3));
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Side %s scores %d point for the envido: %d + %d = %d.",
                                           "Side %s scores %d points for the envido: %d + %d = %d.", NUM (0)),
                              side, NUM (0), NUM (2), NUM (0), NUM (3));
    case TRUCO_HAND_CREDIT_BONUS:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Side %s scores %d point for the Sword and the Club: %d + %d = %d.",
                                           "Side %s scores %d points for the Sword and the Club: %d + %d = %d.", NUM (0)),
                              side, NUM (0), NUM (2), NUM (0), NUM (3));
    case TRUCO_HAND_CREDIT_PENALTY:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Side %s scores %d point for pido flor: %d + %d = %d.",
                                           "Side %s scores %d points for pido flor: %d + %d = %d.", NUM (0)),
                              side, NUM (0), NUM (2), NUM (0), NUM (3));
    case TRUCO_HAND_CREDIT_TRUCO:
    default:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: the points of the hand itself (its tricks, truco…) */
                                           "Side %s scores %d point for the hand: %d + %d = %d.",
                                           "Side %s scores %d points for the hand: %d + %d = %d.", NUM (0)),
                              side, NUM (0), NUM (2), NUM (0), NUM (3));
    }
}

/* Scores and the deal: malas and buenas, the end of a game, eleven,
 * the one-card deal, the French redeal. */
static char *
text_scores (const TrucoStepText *t)
{
  const TrucoStep *step = t->step;
  const char *side = truco_side_get_letter (step->side);

  switch ((int) step->kind)
    {
    case TRUCO_STEP_SCORE_MALAS:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: "12 points are fewer than 15: the side is still in the malas, which are the first 15, so its score is 12 malas."; the plural follows the first number */
                                           "%1$d point is fewer than %2$d: the side is still in the malas, which are the first %2$d, so its score is %1$d mala.",
                                           "%1$d points are fewer than %2$d: the side is still in the malas, which are the first %2$d, so its score is %1$d malas.", NUM (0)),
                              NUM (0), NUM (1));
    case TRUCO_STEP_SCORE_BUENAS:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: "A score of 18 is 15 or more: …, so its score is 18 − 15 = 3 buenas."; the plural follows the buenas (the last number) */
                                           "A score of %1$d is %2$d or more: the side is in the buenas, which count again from 0 after the malas, so its score is %1$d − %2$d = %3$d buena.",
                                           "A score of %1$d is %2$d or more: the side is in the buenas, which count again from 0 after the malas, so its score is %1$d − %2$d = %3$d buenas.", NUM (2)),
                              NUM (0), NUM (1), NUM (2));
    case TRUCO_STEP_GAME_CREDIT:
      return text_game_credit (step, side);
    case TRUCO_STEP_GAME_REACHED:
      if (step->game_word == TRUCO_GAME_WORD_ROUND)
        return g_strdup_printf (_("Side %s has %d, at least the %d that win: it wins the round."), side, NUM (0), NUM (1));
      if (step->game_word == TRUCO_GAME_WORD_GAME)
        return g_strdup_printf (_("Side %s has %d, at least the %d that win: it wins the game."), side, NUM (0), NUM (1));
      return g_strdup_printf (_("Side %s has %d, at least the %d that win: it wins the chico."), side, NUM (0), NUM (1));
    case TRUCO_STEP_GAME_ALSO_REACHED:
      return g_strdup_printf (_("Side %s also has %d, at least %d, but side %s got there first: the points are credited flor first, then envido, then the hand."),
                              side, NUM (0), NUM (1), truco_side_get_letter (NUM (2)));
    case TRUCO_STEP_GAME_HIGHER_TOTAL:
      return g_strdup_printf (_("With this house rule, when both sides pass the target the side with more points wins: side %s, with %d against %d."),
                              side, NUM (0), NUM (1));
    case TRUCO_STEP_GAME_GOES_ON:
      if (step->game_word == TRUCO_GAME_WORD_ROUND)
        return g_strdup_printf (_("Nobody has reached %d (side A has %d, side B %d): the round goes on."), NUM (2), NUM (0), NUM (1));
      if (step->game_word == TRUCO_GAME_WORD_GAME)
        return g_strdup_printf (_("Nobody has reached %d (side A has %d, side B %d): the game goes on."), NUM (2), NUM (0), NUM (1));
      return g_strdup_printf (_("Nobody has reached %d (side A has %d, side B %d): the chico goes on."), NUM (2), NUM (0), NUM (1));
    case TRUCO_STEP_ELEVEN_DECIDES:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Catalan Truc; the plural follows what a concession gives (the second number) */
                                           "Side %s has %d, one point from the game: before any card is played it chooses to concede, and the other side scores %d point, or to play the hand for %d, with no truc.",
                                           "Side %s has %d, one point from the game: before any card is played it chooses to concede, and the other side scores %d points, or to play the hand for %d, with no truc.", NUM (1)),
                              side, NUM (0), NUM (1), NUM (2));
    case TRUCO_STEP_ELEVEN_BOTH:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Catalan Truc; the plural follows the hand's value (the second number) */
                                           "Both sides have %d: the hand is played for %d point, and nobody may concede or call truc.",
                                           "Both sides have %d: the hand is played for %d points, and nobody may concede or call truc.", NUM (1)),
                              NUM (0), NUM (1));
    case TRUCO_STEP_ELEVEN_NOBODY:
      return g_strdup_printf (_("Neither side has %d (side A has %d, side B %d): an ordinary hand, worth 1 point, in which truc may be called."),
                              NUM (2), NUM (0), NUM (1));
    case TRUCO_STEP_ONE_CARD_ALLOWED:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Neither side has %d point yet, so the player on the dealer’s left may knock instead of cutting, and the dealer may then deal one card each.",
                                           "Neither side has %d points yet, so the player on the dealer’s left may knock instead of cutting, and the dealer may then deal one card each.", NUM (0)),
                              NUM (0));
    case TRUCO_STEP_ONE_CARD_NOT_ALLOWED:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Side %s has %d point: once a side is at eleven there is no one-card deal.",
                                           "Side %s has %d points: once a side is at eleven there is no one-card deal.", NUM (0)),
                              side, NUM (0));
    case TRUCO_STEP_ONE_CARD_TIE:
      return g_strdup_printf (_("The only trick is tied: in a one-card deal a tie goes to the non-dealing side, %s."), side);
    case TRUCO_STEP_REDEAL_ONLY_ELDEST:
      return g_strdup (_("Only eldest, the player on the dealer’s right, may propose a redeal."));
    case TRUCO_STEP_REDEAL_TOO_LATE:
      return g_strdup (_("A redeal may be proposed only before any card is played or any raise is made."));
    case TRUCO_STEP_REDEAL_REFUSED_BEFORE:
      return g_strdup (_("Somebody already insisted on playing this deal: no redeal may be proposed again."));
    case TRUCO_STEP_REDEAL_STOCK:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: the plural follows the cards in the stock (the first number) */
                                           "The stock holds %d card and a new deal takes %d, three for each player: there are enough.",
                                           "The stock holds %d cards and a new deal takes %d, three for each player: there are enough.", NUM (0)),
                              NUM (0), NUM (1));
    case TRUCO_STEP_REDEAL_NO_STOCK:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "The stock holds only %d card and a new deal takes %d, three for each player: no redeal.",
                                           "The stock holds only %d cards and a new deal takes %d, three for each player: no redeal.", NUM (0)),
                              NUM (0), NUM (1));
    case TRUCO_STEP_REDEAL_AGREED:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Everybody agreed: the hands are set aside face down and new ones dealt from the stock, which keeps %d card.",
                                           "Everybody agreed: the hands are set aside face down and new ones dealt from the stock, which keeps %d cards.", NUM (0)),
                              NUM (0));
    case TRUCO_STEP_REDEAL_INSISTED:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%d player insisted on playing, and anyone may: the hands are played as dealt, and no redeal may be proposed again in this deal.",
                                           "%d players insisted on playing, and anyone may: the hands are played as dealt, and no redeal may be proposed again in this deal.", NUM (0)),
                              NUM (0));
    default:
      return NULL;
    }
}

/* More players, the match, penalties, legality: the last family, so
 * every other kind has been tried first. */
static char *
text_players (const TrucoStepText *t)
{
  return truco_players_step_format (t->step);
}

/**
 * truco_step_text_neutral:
 * @t: a step and its style
 *
 * Returns: (transfer full): the step as one translated sentence, naming
 *   sides by their letters
 */
char *
truco_step_text_neutral (const TrucoStepText *t)
{
  static char *(*const families[]) (const TrucoStepText *) = {
    text_counts, text_tricks, text_hands, text_falta, text_bets,
    text_credits, text_comparisons, text_scores, truco_step_text_signal,
    text_players,
  };

  for (guint i = 0; i < G_N_ELEMENTS (families); i++)
    {
      char *text = families[i] (t);

      if (text != NULL)
        return text;
    }
  g_return_val_if_reached (NULL);
}
