/* truco-explanation-reader.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The explanation steps said to a reader seated at the table: every side
 * and every player is named from the reader's seat.  A side is "you"
 * (the reader plays alone), "your side", a name (a side of one player:
 * "Ana") or "the other side"; a player is "you", "your partner" (the
 * only one) or a name.  Each of these is its own whole sentence, so that
 * every language can say it its own way; a name is only ever the subject
 * of its sentence (never in a case a language inflects), and numbers go
 * through ngettext.  Reader forms name players in words and give no class
 * numbers: they are for learners.  The neutral sentences, with letters
 * and codes, are in truco-explanation-text.c. */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdarg.h>

#include "truco-explanation-private.h"
#include "truco-score.h"

#define NUM(i) (step->numbers[i])
#define WORD(i) (step->words[i] ? step->words[i] : "")

/* Who a side is (truco-explanation.h), and who a player is
 * (truco-explanation-private.h), seen from the reader. */
typedef TrucoParty Party;
typedef TrucoReaderWho Who;
#define YOU TRUCO_PARTY_YOU
#define YOUR_SIDE TRUCO_PARTY_YOUR_SIDE
#define NAMED TRUCO_PARTY_NAMED
#define OTHER_SIDE TRUCO_PARTY_OTHER_SIDE
#define ME TRUCO_READER_ME
#define PARTNER TRUCO_READER_PARTNER
#define SOMEONE TRUCO_READER_SOMEONE
#define side_size truco_reader_side_size
#define party truco_reader_party
#define seat_name truco_reader_seat_name
#define side_name truco_reader_side_name
#define who truco_reader_who
#define say truco_party_say

guint
truco_reader_side_size (const TrucoStepText *t,
                        int                  side)
{
  const TrucoExplanationStyle *s = t->style;

  if (side >= 0 && side < TRUCO_SIDE_NONE && s->side_sizes[side] > 0)
    return s->side_sizes[side];
  return MAX (s->per_side, 1);
}

Party
truco_reader_party (const TrucoStepText *t,
                    int                  side)
{
  gboolean alone = side_size (t, side) <= 1;

  if (side == (int) t->style->reader_side)
    return alone ? YOU : YOUR_SIDE;
  return alone ? NAMED : OTHER_SIDE;
}

/* The display name of a seat; a letter code only when the caller gave
 * no name. */
const char *
truco_reader_seat_name (const TrucoStepText *t,
                        int                  side,
                        int                  number)
{
  const char *name = NULL;

  if (side >= 0 && side < TRUCO_SIDE_NONE && number >= 1 && number <= TRUCO_EXPLANATION_MAX_PER_SIDE)
    name = t->style->names[side][number - 1];
  return name != NULL ? name : truco_side_get_letter (side);
}

/* The name of a side of one player. */
const char *
truco_reader_side_name (const TrucoStepText *t,
                        int                  side)
{
  return seat_name (t, side, 1);
}

/* Whether @side is one player. */
gboolean
truco_reader_alone (const TrucoStepText *t,
                    int                  side)
{
  return side_size (t, side) <= 1;
}

/* The name of the side facing @side, with two sides. */
static const char *
facing_name (const TrucoStepText *t,
             int                  side)
{
  return side_name (t, side == TRUCO_SIDE_A ? TRUCO_SIDE_B : TRUCO_SIDE_A);
}

Who
truco_reader_who (const TrucoStepText *t,
                  int                  side,
                  int                  number)
{
  if (side != (int) t->style->reader_side)
    return SOMEONE;
  if (number == (int) t->style->reader_number)
    return ME;
  return side_size (t, side) == 2 ? PARTNER : SOMEONE;
}

/* One of four whole sentences, by who the side is; the arguments are the
 * same for all four (the ones a form does not use come last). */
char *
truco_party_say (Party       p,
                 const char *you,
                 const char *your_side,
                 const char *named,
                 const char *other,
                 ...)
{
  const char *forms[] = { you, your_side, named, other };
  va_list args;
  char *text;

  va_start (args, other);
  text = g_strdup_vprintf (forms[p], args);
  va_end (args);
  return text;
}

/* One of three, by who the player is. */
static char *
say_who (Who         w,
         const char *me,
         const char *partner,
         const char *someone,
         ...)
{
  const char *forms[] = { me, partner, someone };
  va_list args;
  char *text;

  va_start (args, someone);
  text = g_strdup_vprintf (forms[w], args);
  va_end (args);
  return text;
}

/* Tricks: a card played, a trick won, a trick tied. */
static char *
reader_tricks (const TrucoStepText *t)
{
  const TrucoStep *step = t->step;
  Who w;
  const char *name;

  if (step->kind < TRUCO_STEP_TRICK_PLAY || step->kind > TRUCO_STEP_TRICK_PARDA)
    return NULL;
  w = who (t, step->side, NUM (step->kind == TRUCO_STEP_TRICK_PLAY ? 0 : 1));
  name = seat_name (t, step->side, NUM (step->kind == TRUCO_STEP_TRICK_PLAY ? 0 : 1));

  switch ((int) step->kind)
    {
    case TRUCO_STEP_TRICK_PLAY:
      /* Translators: %1$s is a card ("seven of swords"); in the third
       * sentence %2$s is a player's name ("Ana"). */
      return say_who (w, _("You play %1$s."), _("Your partner plays %1$s."), _("%2$s plays %1$s."), t->c[0], name);

    case TRUCO_STEP_TRICK_WIN:
      if (w == ME && side_size (t, step->side) <= 1)
        /* Translators: %1$s is a card ("seven of swords") */
        return g_strdup_printf (_("You played the highest card of this trick, %1$s: you win the trick and play first in the next one."), t->c[0]);
      if (w == ME)
        return g_strdup_printf (_("You played the highest card of the trick, %1$s: your side wins the trick, and you lead the next one."), t->c[0]);
      if (w == PARTNER)
        return g_strdup_printf (_("Your partner played the highest card of the trick, %1$s: your side wins the trick, and your partner leads the next one."), t->c[0]);
      if ((int) step->side == (int) t->style->reader_side)
        /* Translators: %1$s is a card, %2$s a player's name ("Ana") */
        return g_strdup_printf (_("%2$s played the highest card of the trick, %1$s: your side wins the trick, and %2$s leads the next one."), t->c[0], name);
      if (side_size (t, step->side) <= 1)
        /* Translators: %1$s is a card, %2$s a player's name ("Ana") */
        return g_strdup_printf (_("%2$s played the highest card of this trick, %1$s: %2$s wins the trick and plays first in the next one."), t->c[0], name);
      /* Translators: %1$s is a card, %2$s a player's name ("Ana") */
      return g_strdup_printf (_("%2$s played the highest card of the trick, %1$s: the other side wins the trick, and %2$s leads the next one."), t->c[0], name);

    case TRUCO_STEP_TRICK_WIN_PARTNERS:
      if ((int) step->side != (int) t->style->reader_side)
        /* Translators: %1$s is a list of cards, %2$s a player's name ("Ana") */
        return g_strdup_printf (_("The other side played the highest cards, %1$s, which rank the same: the other side wins the trick, and %2$s, who played first of them, leads the next one."), t->cards, name);
      /* Translators: %1$s is a list of cards; in the third sentence %2$s is a player's name ("Ana") */
      return say_who (w, _("Your side played the highest cards, %1$s, which rank the same: your side wins the trick, and you, who played first of them, lead the next one."),
                      _("Your side played the highest cards, %1$s, which rank the same: your side wins the trick, and your partner, who played first of them, leads the next one."),
                      _("Your side played the highest cards, %1$s, which rank the same: your side wins the trick, and %2$s, who played first of them, leads the next one."),
                      t->cards, name);

    case TRUCO_STEP_TRICK_PARDA:
      if (t->style->side_sizes[TRUCO_SIDE_C] > 0)
        /* Translators: Put for three, each player on his own; %1$s is a
         * list of cards; in the third sentence %2$s is a player's name
         * ("Ana") */
        return say_who (w, _("Two players played the highest cards of this trick, %1$s, which rank the same whatever their suits: the trick is tied, and you, who led it, lead again."),
                        _("Two players played the highest cards of this trick, %1$s, which rank the same whatever their suits: the trick is tied, and your partner, who led it, leads again."),
                        _("Two players played the highest cards of this trick, %1$s, which rank the same whatever their suits: the trick is tied, and %2$s, who led it, leads again."),
                        t->cards, name);
      if (step->tie_word == TRUCO_TIE_PARDES)
        /* Translators: Truc y Flou, where a tied trick is "pardes"
         * (spoiled); %1$s is a list of cards; in the third sentence %2$s
         * is a player's name ("Ana") */
        return say_who (w, _("Both sides played the highest cards of this trick, %1$s, which rank the same whatever their suits: the trick is pardes (spoiled), and you, who led it, lead again."),
                        _("Both sides played the highest cards of this trick, %1$s, which rank the same whatever their suits: the trick is pardes (spoiled), and your partner, who led it, leads again."),
                        _("Both sides played the highest cards of this trick, %1$s, which rank the same whatever their suits: the trick is pardes (spoiled), and %2$s, who led it, leads again."),
                        t->cards, name);
      if (step->tie_word == TRUCO_TIE_TIE)
        return say_who (w, _("Both sides played the highest cards of this trick, %1$s, which rank the same whatever their suits: the trick is tied, and you, who led it, lead again."),
                        _("Both sides played the highest cards of this trick, %1$s, which rank the same whatever their suits: the trick is tied, and your partner, who led it, leads again."),
                        _("Both sides played the highest cards of this trick, %1$s, which rank the same whatever their suits: the trick is tied, and %2$s, who led it, leads again."),
                        t->cards, name);
      /* Translators: %1$s is a list of cards; in the third sentence %2$s
       * is a player's name ("Ana") */
      return say_who (w, _("Both sides played the highest cards of this trick, %1$s, which rank the same whatever their suits: the trick is parda, and you, who led it, lead again."),
                      _("Both sides played the highest cards of this trick, %1$s, which rank the same whatever their suits: the trick is parda, and your partner, who led it, leads again."),
                      _("Both sides played the highest cards of this trick, %1$s, which rank the same whatever their suits: the trick is parda, and %2$s, who led it, leads again."),
                      t->cards, name);
    default:
      return NULL;
    }
}

/* All three tricks tied: who wins the hand by the house rule. */
static char *
reader_all_tied (const TrucoStepText *t,
                 Party                p,
                 const char          *name)
{
  const TrucoStep *step = t->step;

  switch ((int) step->kind)
    {
    case TRUCO_STEP_HAND_ALL_PARDA_MANO:
      if (step->tie_word == TRUCO_TIE_PARDES)
        /* Translators: Truc y Flou; in the third sentence %1$s is a
         * player's name ("Ana") */
        return say (p, _("All three tricks were pardes: you are the mano, so you win the hand."),
                    _("All three tricks were pardes: the mano is on your side, so your side wins the hand."),
                    _("All three tricks were pardes: %1$s is the mano, so %1$s wins the hand."),
                    _("All three tricks were pardes: the mano is on the other side, so the other side wins the hand."), name);
      if (step->tie_word == TRUCO_TIE_TIE)
        return say (p, _("All three tricks were tied: you are the mano, so you win the hand."),
                    _("All three tricks were tied: the mano is on your side, so your side wins the hand."),
                    _("All three tricks were tied: %1$s is the mano, so %1$s wins the hand."),
                    _("All three tricks were tied: the mano is on the other side, so the other side wins the hand."), name);
      /* Translators: in the third sentence %1$s is a player's name ("Ana") */
      return say (p, _("All three tricks were parda: you are the mano, so you win the hand."),
                  _("All three tricks were parda: the mano is on your side, so your side wins the hand."),
                  _("All three tricks were parda: %1$s is the mano, so %1$s wins the hand."),
                  _("All three tricks were parda: the mano is on the other side, so the other side wins the hand."), name);
    case TRUCO_STEP_HAND_ALL_PARDA_NON_DEALER:
      if (step->tie_word == TRUCO_TIE_PARDA)
        return say (p, _("All three tricks were parda: you did not deal, so you win the hand."),
                    _("All three tricks were parda: your side did not deal, so your side wins the hand."),
                    _("All three tricks were parda: %1$s did not deal, so %1$s wins the hand."),
                    _("All three tricks were parda: the other side did not deal, so the other side wins the hand."), name);
      /* Translators: in the third sentence %1$s is a player's name ("Ana") */
      return say (p, _("All three tricks were tied: you did not deal, so you win the hand."),
                  _("All three tricks were tied: your side did not deal, so your side wins the hand."),
                  _("All three tricks were tied: %1$s did not deal, so %1$s wins the hand."),
                  _("All three tricks were tied: the other side did not deal, so the other side wins the hand."), name);
    case TRUCO_STEP_HAND_ALL_PARDA_ELDEST:
      if (step->tie_word == TRUCO_TIE_PARDES)
        /* Translators: Truc y Flou; eldest is the player on the dealer's
         * right; in the third sentence %1$s is a player's name ("Ana") */
        return say (p, _("All three tricks were pardes: you are eldest, so you win the hand."),
                    _("All three tricks were pardes: eldest is on your side, so your side wins the hand."),
                    _("All three tricks were pardes: %1$s is eldest, so %1$s wins the hand."),
                    _("All three tricks were pardes: eldest is on the other side, so the other side wins the hand."), name);
      return say (p, _("All three tricks were tied: you are eldest, so you win the hand."),
                  _("All three tricks were tied: eldest is on your side, so your side wins the hand."),
                  _("All three tricks were tied: %1$s is eldest, so %1$s wins the hand."),
                  _("All three tricks were tied: eldest is on the other side, so the other side wins the hand."), name);
    default:
      return NULL;
    }
}

/* Hands: how the tricks decide who wins the hand. */
static char *
reader_hands (const TrucoStepText *t)
{
  const TrucoStep *step = t->step;
  Party p = party (t, step->side);
  const char *name = side_name (t, step->side);

  switch ((int) step->kind)
    {
    case TRUCO_STEP_HAND_TWO_TRICKS:
      /* Translators: %1$d and %2$d are trick numbers (1, 2, 3); in the
       * third sentence %3$s is a player's name ("Ana") */
      return say (p, _("You won tricks %1$d and %2$d: two tricks win the hand."),
                  _("Your side won tricks %1$d and %2$d: two tricks win the hand."),
                  _("%3$s won tricks %1$d and %2$d: two tricks win the hand."),
                  _("The other side won tricks %1$d and %2$d: two tricks win the hand."), NUM (0), NUM (1), name);
    case TRUCO_STEP_HAND_FIRST_NOT_PARDA:
      if (step->tie_word == TRUCO_TIE_PARDES)
        /* Translators: Truc y Flou; %1$d is a trick number (1, 2, 3); in
         * the third sentence %2$s is a player's name ("Ana") */
        return say (p, _("A trick was pardes, so the first trick that was not pardes decides: you won trick %1$d and win the hand."),
                    _("A trick was pardes, so the first trick that was not pardes decides: your side won trick %1$d and wins the hand."),
                    _("A trick was pardes, so the first trick that was not pardes decides: %2$s won trick %1$d and wins the hand."),
                    _("A trick was pardes, so the first trick that was not pardes decides: the other side won trick %1$d and wins the hand."), NUM (0), name);
      if (step->tie_word == TRUCO_TIE_TIE)
        return say (p, _("A trick was tied, so the first trick that was not tied decides: you won trick %1$d and win the hand."),
                    _("A trick was tied, so the first trick that was not tied decides: your side won trick %1$d and wins the hand."),
                    _("A trick was tied, so the first trick that was not tied decides: %2$s won trick %1$d and wins the hand."),
                    _("A trick was tied, so the first trick that was not tied decides: the other side won trick %1$d and wins the hand."), NUM (0), name);
      /* Translators: %1$d is a trick number (1, 2, 3); in the third
       * sentence %2$s is a player's name ("Ana") */
      return say (p, _("A trick was parda, so the first trick that was not parda decides: you won trick %1$d and win the hand."),
                  _("A trick was parda, so the first trick that was not parda decides: your side won trick %1$d and wins the hand."),
                  _("A trick was parda, so the first trick that was not parda decides: %2$s won trick %1$d and wins the hand."),
                  _("A trick was parda, so the first trick that was not parda decides: the other side won trick %1$d and wins the hand."), NUM (0), name);
    case TRUCO_STEP_HAND_WON_BY:
      /* Translators: in the third sentence %1$s is a player's name ("Ana") */
      return say (p, _("You won the hand."), _("Your side won the hand."), _("%1$s won the hand."),
                  _("The other side won the hand."), name);
    case TRUCO_STEP_PUT_TRICK_AND_TIES:
      if (p == YOU || p == YOUR_SIDE)
        return g_strdup_printf (_("You won trick %1$d and the other two were tied: one trick and two ties score."), NUM (0));
      /* Translators: Put; %1$d is a trick number, %2$s a player's name ("Ana") */
      return g_strdup_printf (_("%2$s won trick %1$d and the other two were tied: one trick and two ties score."), NUM (0), name);
    default:
      return reader_all_tied (t, p, name);
    }
}

/* A call that was refused: only who made it (its value if accepted never
 * came about; the refusal's step says what it pays). */
static char *
reader_refused_call (const TrucoStepText *t,
                     Party                p,
                     const char          *name)
{
  const TrucoStep *step = t->step;

  if (step->kind == TRUCO_STEP_BET_CALL_CHOSEN)
    /* Translators: French Truc; %1$s is the raise as players say it
     * ("si je joue"); in the third sentence %2$s is a player's name */
    return say (p, _("You raise the hand (“%1$s”)."), _("Your side raises the hand (“%1$s”)."),
                _("%2$s raises the hand (“%1$s”)."), _("The other side raises the hand (“%1$s”)."), WORD (0), name);
  /* Translators: %1$s is a call as players say it ("truco"); in the
   * third sentence %2$s is a player's name ("Ana") */
  return say (p, _("You call “%1$s”."), _("Your side calls “%1$s”."), _("%2$s calls “%1$s”."),
              _("The other side calls “%1$s”."), WORD (0), name);
}

/* A call whose winner wins the chico, game or round. */
static char *
reader_game_call (const TrucoStepText *t,
                  Party                p,
                  const char          *name)
{
  const TrucoStep *step = t->step;

  if (step->game_word == TRUCO_GAME_WORD_ROUND)
    /* Translators: %1$s is a call as players say it; in the third
     * sentence %2$s is a player's name ("Ana") */
    return say (p, _("You call “%1$s”: accepted, whoever wins it wins the round."),
                _("Your side calls “%1$s”: accepted, whoever wins it wins the round."),
                _("%2$s calls “%1$s”: accepted, whoever wins it wins the round."),
                _("The other side calls “%1$s”: accepted, whoever wins it wins the round."), WORD (0), name);
  if (step->game_word == TRUCO_GAME_WORD_GAME)
    return say (p, _("You call “%1$s”: accepted, whoever wins it wins the game."),
                _("Your side calls “%1$s”: accepted, whoever wins it wins the game."),
                _("%2$s calls “%1$s”: accepted, whoever wins it wins the game."),
                _("The other side calls “%1$s”: accepted, whoever wins it wins the game."), WORD (0), name);
  /* Translators: %1$s is a call as players say it; in the third sentence
   * %2$s is a player's name ("Ana") */
  return say (p, _("You call “%1$s”: accepted, whoever wins it wins the chico."),
              _("Your side calls “%1$s”: accepted, whoever wins it wins the chico."),
              _("%2$s calls “%1$s”: accepted, whoever wins it wins the chico."),
              _("The other side calls “%1$s”: accepted, whoever wins it wins the chico."), WORD (0), name);
}

/* Flor calls worth so much a flor, and calls worth the rest of a score. */
static char *
reader_flor_calls (const TrucoStepText *t,
                   Party                p,
                   const char          *name)
{
  const TrucoStep *step = t->step;

  switch ((int) step->kind)
    {
    case TRUCO_STEP_BET_CALL_PER_FLOR:
      return say (p,
                  /* Translators: %1$s is a call ("contraflor"), %2$d the
                   * points for each flor, %3$d the flors sung (the plural
                   * follows it), %4$d the bet; in the third sentence %5$s
                   * is a player's name */
                  g_dngettext (GETTEXT_PACKAGE, "You call “%1$s”: %2$d for each flor sung, and %3$d flor was sung: accepted, the bet is worth %4$d.", "You call “%1$s”: %2$d for each flor sung, and %3$d flors were sung: accepted, the bet is worth %4$d.", NUM (1)),
                  g_dngettext (GETTEXT_PACKAGE, "Your side calls “%1$s”: %2$d for each flor sung, and %3$d flor was sung: accepted, the bet is worth %4$d.", "Your side calls “%1$s”: %2$d for each flor sung, and %3$d flors were sung: accepted, the bet is worth %4$d.", NUM (1)),
                  g_dngettext (GETTEXT_PACKAGE, "%5$s calls “%1$s”: %2$d for each flor sung, and %3$d flor was sung: accepted, the bet is worth %4$d.", "%5$s calls “%1$s”: %2$d for each flor sung, and %3$d flors were sung: accepted, the bet is worth %4$d.", NUM (1)),
                  g_dngettext (GETTEXT_PACKAGE, "The other side calls “%1$s”: %2$d for each flor sung, and %3$d flor was sung: accepted, the bet is worth %4$d.", "The other side calls “%1$s”: %2$d for each flor sung, and %3$d flors were sung: accepted, the bet is worth %4$d.", NUM (1)),
                  WORD (0), NUM (0), NUM (1), NUM (2), name);
    case TRUCO_STEP_BET_CALL_RESTO:
      return say (p,
                  /* Translators: %1$s is a call ("contraflor al resto"),
                   * %2$d the points for each flor, %3$d the flors sung (the
                   * plural follows it), %4$d the points added; in the
                   * third sentence %5$s is a player's name */
                  g_dngettext (GETTEXT_PACKAGE, "You call “%1$s”: accepted, the winner scores the resto plus %2$d for each flor sung; %3$d flor was sung, so %4$d more.", "You call “%1$s”: accepted, the winner scores the resto plus %2$d for each flor sung; %3$d flors were sung, so %4$d more.", NUM (1)),
                  g_dngettext (GETTEXT_PACKAGE, "Your side calls “%1$s”: accepted, the winner scores the resto plus %2$d for each flor sung; %3$d flor was sung, so %4$d more.", "Your side calls “%1$s”: accepted, the winner scores the resto plus %2$d for each flor sung; %3$d flors were sung, so %4$d more.", NUM (1)),
                  g_dngettext (GETTEXT_PACKAGE, "%5$s calls “%1$s”: accepted, the winner scores the resto plus %2$d for each flor sung; %3$d flor was sung, so %4$d more.", "%5$s calls “%1$s”: accepted, the winner scores the resto plus %2$d for each flor sung; %3$d flors were sung, so %4$d more.", NUM (1)),
                  g_dngettext (GETTEXT_PACKAGE, "The other side calls “%1$s”: accepted, the winner scores the resto plus %2$d for each flor sung; %3$d flor was sung, so %4$d more.", "The other side calls “%1$s”: accepted, the winner scores the resto plus %2$d for each flor sung; %3$d flors were sung, so %4$d more.", NUM (1)),
                  WORD (0), NUM (0), NUM (1), NUM (2), name);
    case TRUCO_STEP_BET_CALL_REST:
      /* Translators: French Truc; %1$s is a call ("mon reste"), %2$d what
       * its caller still needs, %3$d what the others score if they win;
       * in the third and fourth sentences %4$s is a player's name */
      return say (p, _("You call “%1$s”: accepted, if you win it you score the %2$d points you still need to reach the target; if the other side wins it, that side scores %3$d."),
                  _("Your side calls “%1$s”: accepted, if your side wins it, it scores the %2$d points it still needs to reach the target; if the other side wins it, that side scores %3$d."),
                  _("%4$s calls “%1$s”: accepted, if %4$s wins it, %4$s scores the %2$d points still needed to reach the target; if you win it, you score %3$d."),
                  _("The other side calls “%1$s”: accepted, if the other side wins it, it scores the %2$d points it still needs to reach the target; if your side wins it, your side scores %3$d."),
                  WORD (0), NUM (0), NUM (1), name);
    case TRUCO_STEP_BET_CALL_SHORTFALL:
      /* Translators: %1$s is a call, %2$d what the others score if they
       * win, %3$d the extra it adds to the caller's shortfall; in the
       * third sentence %4$s is a player's name */
      return say (p, _("You call “%1$s”: accepted, if you win it you reach the target; if the other side wins it, it scores %2$d, that is %3$d plus what you lack to reach the target."),
                  _("Your side calls “%1$s”: accepted, if your side wins it, it reaches the target; if the other side wins it, it scores %2$d, that is %3$d plus what your side lacks to reach the target."),
                  _("%4$s calls “%1$s”: accepted, if %4$s wins it, %4$s reaches the target; if you win it, you score %2$d, that is %3$d plus what %4$s lacks to reach the target."),
                  _("The other side calls “%1$s”: accepted, if the other side wins it, it reaches the target; if your side wins it, your side scores %2$d, that is %3$d plus what the other side lacks to reach the target."),
                  WORD (0), NUM (0), NUM (1), name);
    default:
      return NULL;
    }
}

/* Calls: what each call is worth if accepted. */
static char *
reader_bets (const TrucoStepText *t)
{
  const TrucoStep *step = t->step;
  Party p = party (t, step->side);
  const char *name = side_name (t, step->side);

  if (step->kind < TRUCO_STEP_BET_CALL_POINTS || step->kind > TRUCO_STEP_BET_CALL_SHORTFALL)
    return NULL;
  if (step->refused_call)
    return reader_refused_call (t, p, name);
  switch ((int) step->kind)
    {
    case TRUCO_STEP_BET_CALL_POINTS:
      return say (p,
                  /* Translators: %1$s is a call ("retruco"); in the third
                   * sentence %3$s is a player's name ("Ana") */
                  g_dngettext (GETTEXT_PACKAGE, "You call “%1$s”: accepted, it is worth %2$d point.", "You call “%1$s”: accepted, it is worth %2$d points.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "Your side calls “%1$s”: accepted, it is worth %2$d point.", "Your side calls “%1$s”: accepted, it is worth %2$d points.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "%3$s calls “%1$s”: accepted, it is worth %2$d point.", "%3$s calls “%1$s”: accepted, it is worth %2$d points.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "The other side calls “%1$s”: accepted, it is worth %2$d point.", "The other side calls “%1$s”: accepted, it is worth %2$d points.", NUM (0)),
                  WORD (0), NUM (0), name);
    case TRUCO_STEP_BET_CALL_ADDS:
      return say (p,
                  /* Translators: %1$s is a call ("real envido"), %2$d what it
                   * adds, %3$d what the bet is worth; the plural follows
                   * %3$d; in the third sentence %4$s is a player's name */
                  g_dngettext (GETTEXT_PACKAGE, "You call “%1$s”, which adds %2$d: accepted, the bet is worth %3$d point.", "You call “%1$s”, which adds %2$d: accepted, the bet is worth %3$d points.", NUM (1)),
                  g_dngettext (GETTEXT_PACKAGE, "Your side calls “%1$s”, which adds %2$d: accepted, the bet is worth %3$d point.", "Your side calls “%1$s”, which adds %2$d: accepted, the bet is worth %3$d points.", NUM (1)),
                  g_dngettext (GETTEXT_PACKAGE, "%4$s calls “%1$s”, which adds %2$d: accepted, the bet is worth %3$d point.", "%4$s calls “%1$s”, which adds %2$d: accepted, the bet is worth %3$d points.", NUM (1)),
                  g_dngettext (GETTEXT_PACKAGE, "The other side calls “%1$s”, which adds %2$d: accepted, the bet is worth %3$d point.", "The other side calls “%1$s”, which adds %2$d: accepted, the bet is worth %3$d points.", NUM (1)),
                  WORD (0), NUM (0), NUM (1), name);
    case TRUCO_STEP_BET_CALL_FALTA:
      /* Translators: %1$s is a call ("falta envido"); in the third
       * sentence %2$s is a player's name ("Ana") */
      return say (p, _("You call “%1$s”: accepted, the bet is worth the falta."),
                  _("Your side calls “%1$s”: accepted, the bet is worth the falta."),
                  _("%2$s calls “%1$s”: accepted, the bet is worth the falta."),
                  _("The other side calls “%1$s”: accepted, the bet is worth the falta."), WORD (0), name);
    case TRUCO_STEP_BET_CALL_GAME:
      return reader_game_call (t, p, name);
    case TRUCO_STEP_BET_CALL_CHOSEN:
      return say (p,
                  /* Translators: French Truc; %1$s is "si je joue"; in the
                   * third sentence %3$s is a player's name ("Ana") */
                  g_dngettext (GETTEXT_PACKAGE, "You raise (“%1$s”): played on, the hand is worth %2$d point.", "You raise (“%1$s”): played on, the hand is worth %2$d points.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "Your side raises (“%1$s”): played on, the hand is worth %2$d point.", "Your side raises (“%1$s”): played on, the hand is worth %2$d points.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "%3$s raises (“%1$s”): played on, the hand is worth %2$d point.", "%3$s raises (“%1$s”): played on, the hand is worth %2$d points.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "The other side raises (“%1$s”): played on, the hand is worth %2$d point.", "The other side raises (“%1$s”): played on, the hand is worth %2$d points.", NUM (0)),
                  WORD (0), NUM (0), name);
    default:
      return reader_flor_calls (t, p, name);
    }
}

/* An accepted bet won by a side whose points end its chico, game or
 * round. */
static char *
reader_accepted_game (const TrucoStepText *t,
                      Party                p,
                      const char          *name)
{
  const TrucoStep *step = t->step;

  if (step->game_word == TRUCO_GAME_WORD_ROUND)
    return say (p,
                /* Translators: in the third sentence %2$s is a player's name ("Ana") */
                g_dngettext (GETTEXT_PACKAGE, "Accepted: you win it, and with it the round: you score the %1$d point you needed.", "Accepted: you win it, and with it the round: you score the %1$d points you needed.", NUM (0)),
                g_dngettext (GETTEXT_PACKAGE, "Accepted: your side wins it, and with it the round: it scores the %1$d point it needed.", "Accepted: your side wins it, and with it the round: it scores the %1$d points it needed.", NUM (0)),
                g_dngettext (GETTEXT_PACKAGE, "Accepted: %2$s wins it, and with it the round, scoring the %1$d point still needed.", "Accepted: %2$s wins it, and with it the round, scoring the %1$d points still needed.", NUM (0)),
                g_dngettext (GETTEXT_PACKAGE, "Accepted: the other side wins it, and with it the round: it scores the %1$d point it needed.", "Accepted: the other side wins it, and with it the round: it scores the %1$d points it needed.", NUM (0)),
                NUM (0), name);
  if (step->game_word == TRUCO_GAME_WORD_GAME)
    return say (p,
                g_dngettext (GETTEXT_PACKAGE, "Accepted: you win it, and with it the game: you score the %1$d point you needed.", "Accepted: you win it, and with it the game: you score the %1$d points you needed.", NUM (0)),
                g_dngettext (GETTEXT_PACKAGE, "Accepted: your side wins it, and with it the game: it scores the %1$d point it needed.", "Accepted: your side wins it, and with it the game: it scores the %1$d points it needed.", NUM (0)),
                g_dngettext (GETTEXT_PACKAGE, "Accepted: %2$s wins it, and with it the game, scoring the %1$d point still needed.", "Accepted: %2$s wins it, and with it the game, scoring the %1$d points still needed.", NUM (0)),
                g_dngettext (GETTEXT_PACKAGE, "Accepted: the other side wins it, and with it the game: it scores the %1$d point it needed.", "Accepted: the other side wins it, and with it the game: it scores the %1$d points it needed.", NUM (0)),
                NUM (0), name);
  return say (p,
              /* Translators: in the third sentence %2$s is a player's name ("Ana") */
              g_dngettext (GETTEXT_PACKAGE, "Accepted: you win it, and with it the chico: you score the %1$d point you needed.", "Accepted: you win it, and with it the chico: you score the %1$d points you needed.", NUM (0)),
              g_dngettext (GETTEXT_PACKAGE, "Accepted: your side wins it, and with it the chico: it scores the %1$d point it needed.", "Accepted: your side wins it, and with it the chico: it scores the %1$d points it needed.", NUM (0)),
              g_dngettext (GETTEXT_PACKAGE, "Accepted: %2$s wins it, and with it the chico, scoring the %1$d point still needed.", "Accepted: %2$s wins it, and with it the chico, scoring the %1$d points still needed.", NUM (0)),
              g_dngettext (GETTEXT_PACKAGE, "Accepted: the other side wins it, and with it the chico: it scores the %1$d point it needed.", "Accepted: the other side wins it, and with it the chico: it scores the %1$d points it needed.", NUM (0)),
              NUM (0), name);
}

/* The answers: an accepted bet won, a call refused. */
static char *
reader_answers (const TrucoStepText *t)
{
  const TrucoStep *step = t->step;
  Party p = party (t, step->side);
  const char *name = side_name (t, step->side);

  switch ((int) step->kind)
    {
    case TRUCO_STEP_BET_ACCEPTED:
      return say (p,
                  /* Translators: in the third sentence %2$s is a player's name ("Ana") */
                  g_dngettext (GETTEXT_PACKAGE, "Accepted: you win it and score %1$d point.", "Accepted: you win it and score %1$d points.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "Accepted: your side wins it and scores %1$d point.", "Accepted: your side wins it and scores %1$d points.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "Accepted: %2$s wins it and scores %1$d point.", "Accepted: %2$s wins it and scores %1$d points.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "Accepted: the other side wins it and scores %1$d point.", "Accepted: the other side wins it and scores %1$d points.", NUM (0)),
                  NUM (0), name);
    case TRUCO_STEP_BET_ACCEPTED_GAME:
      return reader_accepted_game (t, p, name);
    case TRUCO_STEP_BET_REFUSED_FIRST:
      return say (p,
                  /* Translators: %1$s is the call refused ("envido"); in
                   * the third sentence %3$s is a player's name ("Ana") */
                  g_dngettext (GETTEXT_PACKAGE, "“%1$s” was refused as the first call: you called it, so you score %2$d point.", "“%1$s” was refused as the first call: you called it, so you score %2$d points.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "“%1$s” was refused as the first call: your side called it, so your side scores %2$d point.", "“%1$s” was refused as the first call: your side called it, so your side scores %2$d points.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "“%1$s” was refused as the first call: %3$s called it, so %3$s scores %2$d point.", "“%1$s” was refused as the first call: %3$s called it, so %3$s scores %2$d points.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "“%1$s” was refused as the first call: the other side called it, so the other side scores %2$d point.", "“%1$s” was refused as the first call: the other side called it, so the other side scores %2$d points.", NUM (0)),
                  WORD (0), NUM (0), name);
    case TRUCO_STEP_BET_REFUSED_AFTER:
      return say (p,
                  /* Translators: %1$s is the call accepted before ("envido"),
                   * %2$d what it was worth, %3$s the call refused ("real
                   * envido"); in the third sentence %4$s is a player's name */
                  g_dngettext (GETTEXT_PACKAGE, "“%1$s” was accepted at %2$d before “%3$s” was refused: you made the refused call, so you score that %2$d point.", "“%1$s” was accepted at %2$d before “%3$s” was refused: you made the refused call, so you score those %2$d points.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "“%1$s” was accepted at %2$d before “%3$s” was refused: your side made the refused call, so it scores that %2$d point.", "“%1$s” was accepted at %2$d before “%3$s” was refused: your side made the refused call, so it scores those %2$d points.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "“%1$s” was accepted at %2$d before “%3$s” was refused: %4$s made the refused call, so %4$s scores that %2$d point.", "“%1$s” was accepted at %2$d before “%3$s” was refused: %4$s made the refused call, so %4$s scores those %2$d points.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "“%1$s” was accepted at %2$d before “%3$s” was refused: the other side made the refused call, so it scores that %2$d point.", "“%1$s” was accepted at %2$d before “%3$s” was refused: the other side made the refused call, so it scores those %2$d points.", NUM (0)),
                  WORD (1), NUM (0), WORD (0), name);
    case TRUCO_STEP_BET_REFUSED_FIXED:
      return say (p,
                  /* Translators: %1$s is the call refused ("u aouté"); in
                   * the third sentence %3$s is a player's name ("Ana") */
                  g_dngettext (GETTEXT_PACKAGE, "“%1$s” was refused: a refused “%1$s” pays its caller %2$d point, so you score %2$d.", "“%1$s” was refused: a refused “%1$s” pays its caller %2$d points, so you score %2$d.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "“%1$s” was refused: a refused “%1$s” pays its caller %2$d point, so your side scores %2$d.", "“%1$s” was refused: a refused “%1$s” pays its caller %2$d points, so your side scores %2$d.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "“%1$s” was refused: a refused “%1$s” pays its caller %2$d point, so %3$s scores %2$d.", "“%1$s” was refused: a refused “%1$s” pays its caller %2$d points, so %3$s scores %2$d.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "“%1$s” was refused: a refused “%1$s” pays its caller %2$d point, so the other side scores %2$d.", "“%1$s” was refused: a refused “%1$s” pays its caller %2$d points, so the other side scores %2$d.", NUM (0)),
                  WORD (0), NUM (0), name);
    default:
      return NULL;
    }
}

/* Truc y Flou: the better flor or embit ends the round. */
static char *
reader_wins_round (const TrucoStepText *t,
                   Party                p,
                   const char          *name)
{
  const TrucoStep *step = t->step;

  if (NUM (1) == 1)
    return say (p,
                /* Translators: Truc y Flou; in the third sentence %2$s is a player's name ("Ana") */
                g_dngettext (GETTEXT_PACKAGE, "The better flor wins the round: you score the %1$d point you needed.", "The better flor wins the round: you score the %1$d points you needed.", NUM (0)),
                g_dngettext (GETTEXT_PACKAGE, "The better flor wins the round: your side scores the %1$d point it needed.", "The better flor wins the round: your side scores the %1$d points it needed.", NUM (0)),
                g_dngettext (GETTEXT_PACKAGE, "The better flor wins the round: %2$s scores the %1$d point still needed.", "The better flor wins the round: %2$s scores the %1$d points still needed.", NUM (0)),
                g_dngettext (GETTEXT_PACKAGE, "The better flor wins the round: the other side scores the %1$d point it needed.", "The better flor wins the round: the other side scores the %1$d points it needed.", NUM (0)),
                NUM (0), name);
  return say (p,
              /* Translators: Truc y Flou; in the third sentence %2$s is a player's name ("Ana") */
              g_dngettext (GETTEXT_PACKAGE, "The better embit wins the round: you score the %1$d point you needed.", "The better embit wins the round: you score the %1$d points you needed.", NUM (0)),
              g_dngettext (GETTEXT_PACKAGE, "The better embit wins the round: your side scores the %1$d point it needed.", "The better embit wins the round: your side scores the %1$d points it needed.", NUM (0)),
              g_dngettext (GETTEXT_PACKAGE, "The better embit wins the round: %2$s scores the %1$d point still needed.", "The better embit wins the round: %2$s scores the %1$d points still needed.", NUM (0)),
              g_dngettext (GETTEXT_PACKAGE, "The better embit wins the round: the other side scores the %1$d point it needed.", "The better embit wins the round: the other side scores the %1$d points it needed.", NUM (0)),
              NUM (0), name);
}

/* Gallo por turno: the pair facing the gallo scores, each player on his
 * own score (the accounts of two players). */
static char *
reader_pair_scores (const TrucoStepText *t)
{
  const TrucoStep *step = t->step;

  if ((int) step->side == (int) t->style->reader_side)
    /* Translators: a gallo por turno, where each player keeps his own
     * score; "your partner" is the other player facing the gallo */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "You and your partner each score %1$d point, each on your own score.", "You and your partner each score %1$d points, each on your own score.", NUM (0)), NUM (0));
  /* Translators: a gallo por turno; %2$s and %3$s are the names of the
   * two players facing you, the gallo ("Ana") */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%2$s and %3$s each score %1$d point, each on their own score.", "%2$s and %3$s each score %1$d points, each on their own score.", NUM (0)),
                          NUM (0), seat_name (t, step->side, 1), seat_name (t, step->side, 2));
}

/* Who scores, and why: a mazo, a concession, a hand thrown up. */
static char *
reader_credits (const TrucoStepText *t)
{
  const TrucoStep *step = t->step;
  Party p = party (t, step->side);
  const char *name = side_name (t, step->side);

  switch ((int) step->kind)
    {
    case TRUCO_STEP_LEFT_HAND:
      /* The step names the side that stays; the other one left.  A gallo
       * faces two: the side that left is not the same size as the one
       * that stays. */
      if (p == YOU && !truco_reader_alone (t, 1 - (int) step->side))
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The other side went to the mazo (left the hand): you score what the hand was worth, %1$d point.", "The other side went to the mazo (left the hand): you score what the hand was worth, %1$d points.", NUM (0)), NUM (0));
      if (p == NAMED && !truco_reader_alone (t, t->style->reader_side))
        /* Translators: %2$s is the name of the player who scores ("Ana") */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Your side went to the mazo (left the hand): %2$s scores what the hand was worth, %1$d point.", "Your side went to the mazo (left the hand): %2$s scores what the hand was worth, %1$d points.", NUM (0)), NUM (0), name);
      return say (p,
                  /* Translators: "mazo": going to the mazo is leaving the
                   * hand; in the first sentence %2$s is the name of the
                   * player who left, in the third the name of the player
                   * who scores */
                  g_dngettext (GETTEXT_PACKAGE, "%2$s went to the mazo (left the hand): you score what the hand was worth, %1$d point.", "%2$s went to the mazo (left the hand): you score what the hand was worth, %1$d points.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "The other side went to the mazo (left the hand): your side scores what the hand was worth, %1$d point.", "The other side went to the mazo (left the hand): your side scores what the hand was worth, %1$d points.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "You went to the mazo (left the hand): %2$s scores what the hand was worth, %1$d point.", "You went to the mazo (left the hand): %2$s scores what the hand was worth, %1$d points.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "Your side went to the mazo (left the hand): the other side scores what the hand was worth, %1$d point.", "Your side went to the mazo (left the hand): the other side scores what the hand was worth, %1$d points.", NUM (0)),
                  NUM (0), p == YOU ? facing_name (t, step->side) : name);
    case TRUCO_STEP_THREW_UP:
      if (p == YOU || p == YOUR_SIDE)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Your opponent threw up the hand: you score %1$d point.", "Your opponent threw up the hand: you score %1$d points.", NUM (0)), NUM (0));
      /* Translators: Put; %2$s is a player's name ("Ana") */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The hand was thrown up: %2$s scores %1$d point.", "The hand was thrown up: %2$s scores %1$d points.", NUM (0)), NUM (0), name);
    case TRUCO_STEP_ELEVEN_CONCEDED:
      return say (p,
                  /* Translators: Catalan Truc; in the first sentence %2$s is
                   * the name of the player who conceded, in the third the
                   * name of the player who scores */
                  g_dngettext (GETTEXT_PACKAGE, "%2$s was at eleven and conceded: you score %1$d point.", "%2$s was at eleven and conceded: you score %1$d points.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "The other side was at eleven and conceded: your side scores %1$d point.", "The other side was at eleven and conceded: your side scores %1$d points.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "You were at eleven and conceded: %2$s scores %1$d point.", "You were at eleven and conceded: %2$s scores %1$d points.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "Your side was at eleven and conceded: the other side scores %1$d point.", "Your side was at eleven and conceded: the other side scores %1$d points.", NUM (0)),
                  NUM (0), p == YOU ? facing_name (t, step->side) : name);
    case TRUCO_STEP_SCORES:
      /* Points to score accounts other than the side's: each player of a
       * gallo por turno keeps his own. */
      if (step->n_numbers > 1 && g_bit_nth_lsf (NUM (1), g_bit_nth_lsf (NUM (1), -1)) >= 0)
        return reader_pair_scores (t);
      return say (p,
                  /* Translators: in the third sentence %2$s is a player's name ("Ana") */
                  g_dngettext (GETTEXT_PACKAGE, "You score %1$d point.", "You score %1$d points.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "Your side scores %1$d point.", "Your side scores %1$d points.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "%2$s scores %1$d point.", "%2$s scores %1$d points.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "The other side scores %1$d point.", "The other side scores %1$d points.", NUM (0)),
                  NUM (0), name);
    case TRUCO_STEP_CANCELLED:
      /* Translators: in the third sentence %1$s is a player's name ("Ana") */
      return say (p, _("Cancelled: you said flor without holding one, or were caught by pido flor, and lose the points you made in this hand."),
                  _("Cancelled: your side said flor without holding one, or was caught by pido flor, and loses the points it made in this hand."),
                  _("Cancelled: %1$s said flor without holding one, or was caught by pido flor, and loses the points made in this hand."),
                  _("Cancelled: the other side said flor without holding one, or was caught by pido flor, and loses the points it made in this hand."), name);
    case TRUCO_STEP_TAKEN_BACK:
      return say (p,
                  /* Translators: in the third sentence %2$s is a player's name ("Ana") */
                  g_dngettext (GETTEXT_PACKAGE, "The %1$d point already in your score is taken back.", "The %1$d points already in your score are taken back.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "The %1$d point already in your side’s score is taken back.", "The %1$d points already in your side’s score are taken back.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "%2$s gives back the %1$d point already scored.", "%2$s gives back the %1$d points already scored.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "The %1$d point already in the other side’s score is taken back.", "The %1$d points already in the other side’s score are taken back.", NUM (0)),
                  NUM (0), name);
    case TRUCO_STEP_WINS_ROUND:
      return reader_wins_round (t, p, name);
    default:
      return NULL;
    }
}

/* Pido flor: a flor hidden, or asked of a player who had none. */
static char *
reader_pido_flor (const TrucoStepText *t)
{
  const TrucoStep *step = t->step;

  if (step->kind == TRUCO_STEP_PIDO_FLOR_CAUGHT)
    {
      /* The step's side caught the player NUM (0), NUM (1). */
      Who o = who (t, NUM (0), NUM (1));
      const char *o_name = seat_name (t, NUM (0), NUM (1));
      Party p = party (t, step->side);

      if (o == ME && p == NAMED)
        /* Translators: %1$d are the points your side had made in the
         * hand (the plural follows them), %2$d all that is scored; %3$s is
         * a player's name ("Ana") */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Pido flor: you held a flor and did not sing it; %3$s scores 3 plus the %1$d point you made in this hand, %2$d in all.", "Pido flor: you held a flor and did not sing it; %3$s scores 3 plus the %1$d points you made in this hand, %2$d in all.", NUM (2)),
                                NUM (2), NUM (3), side_name (t, step->side));
      if (p == NAMED || p == OTHER_SIDE)
        return g_strdup_printf (o == ME
                                /* Translators: %1$d are the points your side made (the plural follows them), %2$d all that is scored */
                                ? g_dngettext (GETTEXT_PACKAGE, "Pido flor: you held a flor and did not sing it; the other side scores 3 plus the %1$d point your side made in this hand, %2$d in all.", "Pido flor: you held a flor and did not sing it; the other side scores 3 plus the %1$d points your side made in this hand, %2$d in all.", NUM (2))
                                /* Translators: %1$d are the points your side made (the plural follows them), %2$d all
                                 * that is scored; %3$s is a player's name ("Ana") */
                                : g_dngettext (GETTEXT_PACKAGE, "Pido flor: %3$s held a flor and did not sing it; the other side scores 3 plus the %1$d point your side made in this hand, %2$d in all.", "Pido flor: %3$s held a flor and did not sing it; the other side scores 3 plus the %1$d points your side made in this hand, %2$d in all.", NUM (2)),
                                NUM (2), NUM (3), o_name);
      return say (p,
                  /* Translators: %1$d are the points made (the plural follows them), %2$d all
                   * that is scored; %3$s is a player's name ("Ana") */
                  g_dngettext (GETTEXT_PACKAGE, "Pido flor: %3$s held a flor and did not sing it; you score 3 plus the %1$d point %3$s made in this hand, %2$d in all.", "Pido flor: %3$s held a flor and did not sing it; you score 3 plus the %1$d points %3$s made in this hand, %2$d in all.", NUM (2)),
                  g_dngettext (GETTEXT_PACKAGE, "Pido flor: %3$s held a flor and did not sing it; your side scores 3 plus the %1$d point the other side made in this hand, %2$d in all.", "Pido flor: %3$s held a flor and did not sing it; your side scores 3 plus the %1$d points the other side made in this hand, %2$d in all.", NUM (2)),
                  NULL, NULL, NUM (2), NUM (3), o_name);
    }
  else
    {
      /* The player NUM (0) of the step's side had no flor: that side scores. */
      Who w = who (t, step->side, NUM (0));
      const char *name = seat_name (t, step->side, NUM (0));
      Party p = party (t, step->side);

      if (w == ME)
        return g_strdup_printf (p == YOU
                                ? g_dngettext (GETTEXT_PACKAGE, "Pido flor: you had no flor, so you score %1$d point.", "Pido flor: you had no flor, so you score %1$d points.", NUM (1))
                                : g_dngettext (GETTEXT_PACKAGE, "Pido flor: you had no flor, so your side scores %1$d point.", "Pido flor: you had no flor, so your side scores %1$d points.", NUM (1)),
                                NUM (1));
      return say (p, NULL,
                  /* Translators: %2$s is a player's name ("Ana") */
                  g_dngettext (GETTEXT_PACKAGE, "Pido flor: %2$s had no flor, so your side scores %1$d point.", "Pido flor: %2$s had no flor, so your side scores %1$d points.", NUM (1)),
                  g_dngettext (GETTEXT_PACKAGE, "Pido flor: %2$s had no flor, so %2$s scores %1$d point.", "Pido flor: %2$s had no flor, so %2$s scores %1$d points.", NUM (1)),
                  g_dngettext (GETTEXT_PACKAGE, "Pido flor: %2$s had no flor, so the other side scores %1$d point.", "Pido flor: %2$s had no flor, so the other side scores %1$d points.", NUM (1)),
                  NUM (1), name);
    }
}

/* A flor nobody answered, pido flor, and Truc y Flou's bonus cards. */
static char *
reader_flor_credits (const TrucoStepText *t)
{
  const TrucoStep *step = t->step;
  Party p = party (t, step->side);
  const char *name = side_name (t, step->side);
  gboolean club;

  switch ((int) step->kind)
    {
    case TRUCO_STEP_FLOR_UNANSWERED:
      return say (p,
                  /* Translators: %1$d is the flors sung (the plural follows
                   * it), %2$d the points they score in all; in the third
                   * sentence %3$s is a player's name ("Ana") */
                  g_dngettext (GETTEXT_PACKAGE, "Nobody answered your flor with a flor: 3 points for each flor sung, and %1$d flor was sung, %2$d in all.", "Nobody answered your flor with a flor: 3 points for each flor sung, and %1$d flors were sung, %2$d in all.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "Nobody answered your side’s flor with a flor: 3 points for each flor it sang, and it sang %1$d flor, %2$d in all.", "Nobody answered your side’s flor with a flor: 3 points for each flor it sang, and it sang %1$d flors, %2$d in all.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "%3$s sang flor and nobody answered with a flor: 3 points for each flor sung, and %1$d flor was sung, %2$d in all.", "%3$s sang flor and nobody answered with a flor: 3 points for each flor sung, and %1$d flors were sung, %2$d in all.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "Nobody answered the other side’s flor with a flor: 3 points for each flor it sang, and it sang %1$d flor, %2$d in all.", "Nobody answered the other side’s flor with a flor: 3 points for each flor it sang, and it sang %1$d flors, %2$d in all.", NUM (0)),
                  NUM (0), NUM (1), name);
    case TRUCO_STEP_PIDO_FLOR_CAUGHT:
    case TRUCO_STEP_PIDO_FLOR_WRONG:
      return reader_pido_flor (t);
    case TRUCO_STEP_BONUS_CARD:
      club = step->n_cards > 0 && step->cards[0] == TRUCO_CARD (TRUCO_SUIT_BASTOS, 1);
      name = seat_name (t, step->side, NUM (0));
      if (who (t, step->side, NUM (0)) == ME)
        return say (p,
                    /* Translators: Truc y Flou; %2$s is the card */
                    club ? g_dngettext (GETTEXT_PACKAGE, "You played the Club (%2$s): you score %1$d point.", "You played the Club (%2$s): you score %1$d points.", NUM (1))
                    : g_dngettext (GETTEXT_PACKAGE, "You played the Sword (%2$s): you score %1$d point.", "You played the Sword (%2$s): you score %1$d points.", NUM (1)),
                    club ? g_dngettext (GETTEXT_PACKAGE, "You played the Club (%2$s): your side scores %1$d point.", "You played the Club (%2$s): your side scores %1$d points.", NUM (1))
                    : g_dngettext (GETTEXT_PACKAGE, "You played the Sword (%2$s): your side scores %1$d point.", "You played the Sword (%2$s): your side scores %1$d points.", NUM (1)),
                    NULL, NULL, NUM (1), t->c[0]);
      if (who (t, step->side, NUM (0)) == PARTNER)
        return club ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                    /* Translators: Truc y Flou; %2$s is the card */
                                                    "Your partner played the Club (%2$s): your side scores %1$d point.",
                                                    "Your partner played the Club (%2$s): your side scores %1$d points.", NUM (1)),
                                       NUM (1), t->c[0])
                    : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                    /* Translators: Truc y Flou; %2$s is the card */
                                                    "Your partner played the Sword (%2$s): your side scores %1$d point.",
                                                    "Your partner played the Sword (%2$s): your side scores %1$d points.", NUM (1)),
                                       NUM (1), t->c[0]);
      return say (p, NULL,
                  /* Translators: Truc y Flou; %2$s is the card, %3$s a player's name ("Ana") */
                  club ? g_dngettext (GETTEXT_PACKAGE, "%3$s played the Club (%2$s): your side scores %1$d point.", "%3$s played the Club (%2$s): your side scores %1$d points.", NUM (1))
                  : g_dngettext (GETTEXT_PACKAGE, "%3$s played the Sword (%2$s): your side scores %1$d point.", "%3$s played the Sword (%2$s): your side scores %1$d points.", NUM (1)),
                  club ? g_dngettext (GETTEXT_PACKAGE, "%3$s played the Club (%2$s) and scores %1$d point.", "%3$s played the Club (%2$s) and scores %1$d points.", NUM (1))
                  : g_dngettext (GETTEXT_PACKAGE, "%3$s played the Sword (%2$s) and scores %1$d point.", "%3$s played the Sword (%2$s) and scores %1$d points.", NUM (1)),
                  club ? g_dngettext (GETTEXT_PACKAGE, "%3$s played the Club (%2$s): the other side scores %1$d point.", "%3$s played the Club (%2$s): the other side scores %1$d points.", NUM (1))
                  : g_dngettext (GETTEXT_PACKAGE, "%3$s played the Sword (%2$s): the other side scores %1$d point.", "%3$s played the Sword (%2$s): the other side scores %1$d points.", NUM (1)),
                  NUM (1), t->c[0], name);
    default:
      return NULL;
    }
}

/* Two players' envido, flor or embit compared: the winner first. */
static char *
reader_compare_two (const TrucoStepText *t,
                    Who                  w,
                    Who                  o,
                    const char          *w_name,
                    const char          *o_name)
{
  const TrucoStep *step = t->step;
  int what = NUM (0);

  if (step->kind == TRUCO_STEP_COMPARE_BEATS)
    {
      /* Translators: %1$d is the winner's count, %2$d the other's; %3$s
       * and %4$s are players' names ("Ana") */
      const char *you[] = { N_("You have an envido of %1$d, and %3$s only %2$d."), N_("You have a flor of %1$d, and %3$s only %2$d."), N_("You have an embit of %1$d, and %3$s only %2$d.") };
      const char *them[] = { N_("%3$s has an envido of %1$d, and you only %2$d."), N_("%3$s has a flor of %1$d, and you only %2$d."), N_("%3$s has an embit of %1$d, and you only %2$d.") };
      const char *both[] = { N_("%3$s has an envido of %1$d, and %4$s only %2$d."), N_("%3$s has a flor of %1$d, and %4$s only %2$d."), N_("%3$s has an embit of %1$d, and %4$s only %2$d.") };

      if (w == ME)
        return g_strdup_printf (_(you[what]), NUM (2), NUM (5), o_name);
      if (o == ME)
        return g_strdup_printf (_(them[what]), NUM (2), NUM (5), w_name);
      return g_strdup_printf (_(both[what]), NUM (2), NUM (5), w_name, o_name);
    }
  else
    {
      /* Translators: a tie of envido, flor or embit; %1$d is the count;
       * %2$s and %3$s are players' names ("Ana") */
      const char *you[] = { N_("You and %2$s both have an envido of %1$d: the tie goes to you, as you come first from the mano."), N_("You and %2$s both have a flor of %1$d: the tie goes to you, as you come first from the mano."), N_("You and %2$s both have an embit of %1$d: the tie goes to you, as you come first from the mano.") };
      const char *them[] = { N_("%2$s and you both have an envido of %1$d: the tie goes to %2$s, who comes first from the mano."), N_("%2$s and you both have a flor of %1$d: the tie goes to %2$s, who comes first from the mano."), N_("%2$s and you both have an embit of %1$d: the tie goes to %2$s, who comes first from the mano.") };
      const char *both[] = { N_("%2$s and %3$s both have an envido of %1$d: the tie goes to %2$s, who comes first from the mano."), N_("%2$s and %3$s both have a flor of %1$d: the tie goes to %2$s, who comes first from the mano."), N_("%2$s and %3$s both have an embit of %1$d: the tie goes to %2$s, who comes first from the mano.") };

      if (w == ME)
        return g_strdup_printf (_(you[what]), NUM (2), o_name);
      if (o == ME)
        return g_strdup_printf (_(them[what]), NUM (2), w_name);
      return g_strdup_printf (_(both[what]), NUM (2), w_name, o_name);
    }
}

/* Comparisons of envido, flor and embit. */
static char *
reader_comparisons (const TrucoStepText *t)
{
  const TrucoStep *step = t->step;
  const char *w_name, *o_name;
  Who w, o;

  if (step->kind < TRUCO_STEP_COMPARE_BEATS || step->kind > TRUCO_STEP_COMPARE_ALONE
      || NUM (0) < 0 || NUM (0) > 2)
    return reader_flor_credits (t);
  w = who (t, step->side, NUM (1));
  w_name = seat_name (t, step->side, NUM (1));
  if (step->kind == TRUCO_STEP_COMPARE_ALONE)
    {
      /* Translators: %1$d is the count; %2$s is a player's name ("Ana") */
      const char *you[] = { N_("You have an envido of %1$d, and nobody showed a better one."), N_("You have a flor of %1$d, and nobody showed a better one."), N_("You have an embit of %1$d, and nobody showed a better one.") };
      const char *them[] = { N_("%2$s has an envido of %1$d, and nobody showed a better one."), N_("%2$s has a flor of %1$d, and nobody showed a better one."), N_("%2$s has an embit of %1$d, and nobody showed a better one.") };

      return g_strdup_printf (w == ME ? _(you[NUM (0)]) : _(them[NUM (0)]), NUM (2), w_name);
    }
  o = who (t, NUM (3), NUM (4));
  o_name = seat_name (t, NUM (3), NUM (4));
  return reader_compare_two (t, w, o, w_name, o_name);
}

/* A credit added to a score: "You score 3 points for the flor: 12 + 3 = 15." */
static char *
reader_game_credit (const TrucoStepText *t,
                    Party                p,
                    const char          *name)
{
  const TrucoStep *step = t->step;
  int what = NUM (1);

  if (what == TRUCO_HAND_CREDIT_ENVIDO && step->game_word == TRUCO_GAME_WORD_ROUND)
    what = -1;   /* the embit */
  switch (what)
    {
    case TRUCO_HAND_CREDIT_FLOR:
      return say (p,
                  /* Translators: "You score 3 points for the flor: 12 + 3 = 15."; %2$d is
                   * the score before, %3$d after; in the third sentence %4$s is a player's name */
                  g_dngettext (GETTEXT_PACKAGE, "You score %1$d point for the flor: %2$d + %1$d = %3$d.", "You score %1$d points for the flor: %2$d + %1$d = %3$d.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "Your side scores %1$d point for the flor: %2$d + %1$d = %3$d.", "Your side scores %1$d points for the flor: %2$d + %1$d = %3$d.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "%4$s scores %1$d point for the flor: %2$d + %1$d = %3$d.", "%4$s scores %1$d points for the flor: %2$d + %1$d = %3$d.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "The other side scores %1$d point for the flor: %2$d + %1$d = %3$d.", "The other side scores %1$d points for the flor: %2$d + %1$d = %3$d.", NUM (0)),
                  NUM (0), NUM (2), NUM (3), name);
    case -1:
      return say (p,
                  g_dngettext (GETTEXT_PACKAGE, "You score %1$d point for the embit: %2$d + %1$d = %3$d.", "You score %1$d points for the embit: %2$d + %1$d = %3$d.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "Your side scores %1$d point for the embit: %2$d + %1$d = %3$d.", "Your side scores %1$d points for the embit: %2$d + %1$d = %3$d.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "%4$s scores %1$d point for the embit: %2$d + %1$d = %3$d.", "%4$s scores %1$d points for the embit: %2$d + %1$d = %3$d.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "The other side scores %1$d point for the embit: %2$d + %1$d = %3$d.", "The other side scores %1$d points for the embit: %2$d + %1$d = %3$d.", NUM (0)),
                  NUM (0), NUM (2), NUM (3), name);
    case TRUCO_HAND_CREDIT_ENVIDO:
      return say (p,
                  g_dngettext (GETTEXT_PACKAGE, "You score %1$d point for the envido: %2$d + %1$d = %3$d.", "You score %1$d points for the envido: %2$d + %1$d = %3$d.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "Your side scores %1$d point for the envido: %2$d + %1$d = %3$d.", "Your side scores %1$d points for the envido: %2$d + %1$d = %3$d.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "%4$s scores %1$d point for the envido: %2$d + %1$d = %3$d.", "%4$s scores %1$d points for the envido: %2$d + %1$d = %3$d.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "The other side scores %1$d point for the envido: %2$d + %1$d = %3$d.", "The other side scores %1$d points for the envido: %2$d + %1$d = %3$d.", NUM (0)),
                  NUM (0), NUM (2), NUM (3), name);
    case TRUCO_HAND_CREDIT_BONUS:
      return say (p,
                  g_dngettext (GETTEXT_PACKAGE, "You score %1$d point for the Sword and the Club: %2$d + %1$d = %3$d.", "You score %1$d points for the Sword and the Club: %2$d + %1$d = %3$d.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "Your side scores %1$d point for the Sword and the Club: %2$d + %1$d = %3$d.", "Your side scores %1$d points for the Sword and the Club: %2$d + %1$d = %3$d.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "%4$s scores %1$d point for the Sword and the Club: %2$d + %1$d = %3$d.", "%4$s scores %1$d points for the Sword and the Club: %2$d + %1$d = %3$d.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "The other side scores %1$d point for the Sword and the Club: %2$d + %1$d = %3$d.", "The other side scores %1$d points for the Sword and the Club: %2$d + %1$d = %3$d.", NUM (0)),
                  NUM (0), NUM (2), NUM (3), name);
    case TRUCO_HAND_CREDIT_PENALTY:
      return say (p,
                  g_dngettext (GETTEXT_PACKAGE, "You score %1$d point for pido flor: %2$d + %1$d = %3$d.", "You score %1$d points for pido flor: %2$d + %1$d = %3$d.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "Your side scores %1$d point for pido flor: %2$d + %1$d = %3$d.", "Your side scores %1$d points for pido flor: %2$d + %1$d = %3$d.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "%4$s scores %1$d point for pido flor: %2$d + %1$d = %3$d.", "%4$s scores %1$d points for pido flor: %2$d + %1$d = %3$d.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "The other side scores %1$d point for pido flor: %2$d + %1$d = %3$d.", "The other side scores %1$d points for pido flor: %2$d + %1$d = %3$d.", NUM (0)),
                  NUM (0), NUM (2), NUM (3), name);
    default:
      return say (p,
                  /* Translators: the points of the hand itself (its tricks, truco…) */
                  g_dngettext (GETTEXT_PACKAGE, "You score %1$d point for the hand: %2$d + %1$d = %3$d.", "You score %1$d points for the hand: %2$d + %1$d = %3$d.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "Your side scores %1$d point for the hand: %2$d + %1$d = %3$d.", "Your side scores %1$d points for the hand: %2$d + %1$d = %3$d.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "%4$s scores %1$d point for the hand: %2$d + %1$d = %3$d.", "%4$s scores %1$d points for the hand: %2$d + %1$d = %3$d.", NUM (0)),
                  g_dngettext (GETTEXT_PACKAGE, "The other side scores %1$d point for the hand: %2$d + %1$d = %3$d.", "The other side scores %1$d points for the hand: %2$d + %1$d = %3$d.", NUM (0)),
                  NUM (0), NUM (2), NUM (3), name);
    }
}

/* The end of a chico, game or round: who reached the target. */
static char *
reader_game_end (const TrucoStepText *t)
{
  const TrucoStep *step = t->step;
  Party p = party (t, step->side);
  const char *name = side_name (t, step->side);

  switch ((int) step->kind)
    {
    case TRUCO_STEP_GAME_REACHED:
      if (step->game_word == TRUCO_GAME_WORD_ROUND)
        /* Translators: %1$d is the score, %2$d the target; in the third
         * sentence %3$s is a player's name ("Ana") */
        return say (p, _("You have %1$d, at least the %2$d that win: you win the round."),
                    _("Your side has %1$d, at least the %2$d that win: your side wins the round."),
                    _("%3$s has %1$d, at least the %2$d that win: %3$s wins the round."),
                    _("The other side has %1$d, at least the %2$d that win: the other side wins the round."), NUM (0), NUM (1), name);
      if (step->game_word == TRUCO_GAME_WORD_GAME)
        return say (p, _("You have %1$d, at least the %2$d that win: you win the game."),
                    _("Your side has %1$d, at least the %2$d that win: your side wins the game."),
                    _("%3$s has %1$d, at least the %2$d that win: %3$s wins the game."),
                    _("The other side has %1$d, at least the %2$d that win: the other side wins the game."), NUM (0), NUM (1), name);
      /* Translators: %1$d is the score, %2$d the target; in the third
       * sentence %3$s is a player's name ("Ana") */
      return say (p, _("You have %1$d, at least the %2$d that win: you win the chico."),
                  _("Your side has %1$d, at least the %2$d that win: your side wins the chico."),
                  _("%3$s has %1$d, at least the %2$d that win: %3$s wins the chico."),
                  _("The other side has %1$d, at least the %2$d that win: the other side wins the chico."), NUM (0), NUM (1), name);
    case TRUCO_STEP_GAME_ALSO_REACHED:
      /* A gallo faces two: the side first there is not the reader's size. */
      if (p == YOU && !truco_reader_alone (t, NUM (2)))
        /* Translators: %1$d is the score, %2$d the target */
        return g_strdup_printf (_("You also have %1$d, at least %2$d, but the other side got there first: the points are credited flor first, then envido, then the hand."), NUM (0), NUM (1));
      if (p == NAMED && !truco_reader_alone (t, t->style->reader_side))
        /* Translators: %1$d is the score, %2$d the target; %3$s is a player's name ("Ana") */
        return g_strdup_printf (_("%3$s also has %1$d, at least %2$d, but your side got there first: the points are credited flor first, then envido, then the hand."), NUM (0), NUM (1), name);
      /* Translators: %1$d is the score, %2$d the target; in the first and
       * third sentences %3$s is a player's name ("Ana") */
      return say (p, _("You also have %1$d, at least %2$d, but %3$s got there first: the points are credited flor first, then envido, then the hand."),
                  _("Your side also has %1$d, at least %2$d, but the other side got there first: the points are credited flor first, then envido, then the hand."),
                  _("%3$s also has %1$d, at least %2$d, but you got there first: the points are credited flor first, then envido, then the hand."),
                  _("The other side also has %1$d, at least %2$d, but your side got there first: the points are credited flor first, then envido, then the hand."),
                  NUM (0), NUM (1), p == YOU ? side_name (t, NUM (2)) : name);
    case TRUCO_STEP_GAME_HIGHER_TOTAL:
      /* Translators: %1$d is the winner's score, %2$d the other's; in the
       * third sentence %3$s is a player's name ("Ana") */
      return say (p, _("With this house rule, when both sides pass the target the side with more points wins: you, with %1$d against %2$d."),
                  _("With this house rule, when both sides pass the target the side with more points wins: your side, with %1$d against %2$d."),
                  _("With this house rule, when both sides pass the target the side with more points wins: %3$s, with %1$d against %2$d."),
                  _("With this house rule, when both sides pass the target the side with more points wins: the other side, with %1$d against %2$d."),
                  NUM (0), NUM (1), name);
    case TRUCO_STEP_GAME_CREDIT:
      return reader_game_credit (t, p, name);
    default:
      return NULL;
    }
}

/* Nobody has reached the target: the scores, the reader's first. */
static char *
reader_goes_on (const TrucoStepText *t)
{
  const TrucoStep *step = t->step;
  int mine = t->style->reader_side == TRUCO_SIDE_B ? 1 : 0;
  const char *name = facing_name (t, t->style->reader_side);

  if (truco_reader_alone (t, t->style->reader_side) && !truco_reader_alone (t, 1 - (int) t->style->reader_side))
    {
      /* A gallo, alone against two. */
      if (step->game_word == TRUCO_GAME_WORD_ROUND)
        /* Translators: %1$d is the target, %2$d your score, %3$d the other side's */
        return g_strdup_printf (_("Nobody has reached %1$d: you have %2$d and the other side %3$d, so the round goes on."), NUM (2), NUM (mine), NUM (1 - mine));
      if (step->game_word == TRUCO_GAME_WORD_GAME)
        return g_strdup_printf (_("Nobody has reached %1$d: you have %2$d and the other side %3$d, so the game goes on."), NUM (2), NUM (mine), NUM (1 - mine));
      /* Translators: %1$d is the target, %2$d your score, %3$d the other side's */
      return g_strdup_printf (_("Nobody has reached %1$d: you have %2$d and the other side %3$d, so the chico goes on."), NUM (2), NUM (mine), NUM (1 - mine));
    }
  if (truco_reader_alone (t, t->style->reader_side))
    {
      if (step->game_word == TRUCO_GAME_WORD_ROUND)
        /* Translators: %1$d is the target, %2$d your score, %3$d the
         * other player's; %4$s is the other player's name ("Ana") */
        return g_strdup_printf (_("Nobody has reached %1$d: you have %2$d and %4$s has %3$d, so the round goes on."), NUM (2), NUM (mine), NUM (1 - mine), name);
      if (step->game_word == TRUCO_GAME_WORD_GAME)
        return g_strdup_printf (_("Nobody has reached %1$d: you have %2$d and %4$s has %3$d, so the game goes on."), NUM (2), NUM (mine), NUM (1 - mine), name);
      /* Translators: %1$d is the target, %2$d your score, %3$d the other
       * player's; %4$s is the other player's name ("Ana") */
      return g_strdup_printf (_("Nobody has reached %1$d: you have %2$d and %4$s has %3$d, so the chico goes on."), NUM (2), NUM (mine), NUM (1 - mine), name);
    }
  if (step->game_word == TRUCO_GAME_WORD_ROUND)
    /* Translators: %1$d is the target, %2$d your side's score, %3$d the other side's */
    return g_strdup_printf (_("Nobody has reached %1$d: your side has %2$d and the other side %3$d, so the round goes on."), NUM (2), NUM (mine), NUM (1 - mine));
  if (step->game_word == TRUCO_GAME_WORD_GAME)
    return g_strdup_printf (_("Nobody has reached %1$d: your side has %2$d and the other side %3$d, so the game goes on."), NUM (2), NUM (mine), NUM (1 - mine));
  return g_strdup_printf (_("Nobody has reached %1$d: your side has %2$d and the other side %3$d, so the chico goes on."), NUM (2), NUM (mine), NUM (1 - mine));
}

/* Scores: eleven in Catalan Truc, the one-card deal, the game going on. */
static char *
reader_scores (const TrucoStepText *t)
{
  const TrucoStep *step = t->step;
  Party p = party (t, step->side);
  const char *name = side_name (t, step->side);
  int mine = t->style->reader_side == TRUCO_SIDE_B ? 1 : 0;

  switch ((int) step->kind)
    {
    case TRUCO_STEP_GAME_GOES_ON:
      return t->style->reader_side <= TRUCO_SIDE_B ? reader_goes_on (t) : NULL;
    case TRUCO_STEP_ELEVEN_DECIDES:
      return say (p,
                  /* Translators: Catalan Truc; %1$d is the score, %2$d what
                   * a concession gives (the plural follows it), %3$d the
                   * stake; in the third sentence %4$s is a player's name */
                  g_dngettext (GETTEXT_PACKAGE, "You have %1$d, one point from the game: before any card is played you choose to concede, and the other side scores %2$d point, or to play the hand for %3$d, with no truc.", "You have %1$d, one point from the game: before any card is played you choose to concede, and the other side scores %2$d points, or to play the hand for %3$d, with no truc.", NUM (1)),
                  g_dngettext (GETTEXT_PACKAGE, "Your side has %1$d, one point from the game: before any card is played it chooses to concede, and the other side scores %2$d point, or to play the hand for %3$d, with no truc.", "Your side has %1$d, one point from the game: before any card is played it chooses to concede, and the other side scores %2$d points, or to play the hand for %3$d, with no truc.", NUM (1)),
                  g_dngettext (GETTEXT_PACKAGE, "%4$s has %1$d, one point from the game: before any card is played %4$s chooses to concede, and you score %2$d point, or to play the hand for %3$d, with no truc.", "%4$s has %1$d, one point from the game: before any card is played %4$s chooses to concede, and you score %2$d points, or to play the hand for %3$d, with no truc.", NUM (1)),
                  g_dngettext (GETTEXT_PACKAGE, "The other side has %1$d, one point from the game: before any card is played it chooses to concede, and your side scores %2$d point, or to play the hand for %3$d, with no truc.", "The other side has %1$d, one point from the game: before any card is played it chooses to concede, and your side scores %2$d points, or to play the hand for %3$d, with no truc.", NUM (1)),
                  NUM (0), NUM (1), NUM (2), name);
    case TRUCO_STEP_ELEVEN_NOBODY:
      if (t->style->reader_side > TRUCO_SIDE_B)
        return NULL;
      if (side_size (t, t->style->reader_side) <= 1)
        /* Translators: Catalan Truc; %1$d is eleven, %2$d your score, %3$d
         * the other player's; %4$s is the other player's name ("Ana") */
        return g_strdup_printf (_("Nobody has %1$d: you have %2$d and %4$s has %3$d, so it is an ordinary hand, worth 1 point, in which truc may be called."),
                                NUM (2), NUM (mine), NUM (1 - mine), facing_name (t, t->style->reader_side));
      /* Translators: Catalan Truc; %1$d is eleven, %2$d your side's score, %3$d the other side's */
      return g_strdup_printf (_("Neither side has %1$d: your side has %2$d and the other side %3$d, so it is an ordinary hand, worth 1 point, in which truc may be called."),
                              NUM (2), NUM (mine), NUM (1 - mine));
    case TRUCO_STEP_ONE_CARD_NOT_ALLOWED:
      /* Translators: Catalan Truc; %1$d is the score; in the third
       * sentence %2$s is a player's name ("Ana") */
      return say (p, _("You have %1$d points: once a side is at eleven there is no one-card deal."),
                  _("Your side has %1$d points: once a side is at eleven there is no one-card deal."),
                  _("%2$s has %1$d points: once a side is at eleven there is no one-card deal."),
                  _("The other side has %1$d points: once a side is at eleven there is no one-card deal."), NUM (0), name);
    case TRUCO_STEP_ONE_CARD_TIE:
      /* Translators: Catalan Truc; in the third sentence %1$s is a player's name ("Ana") */
      return say (p, _("The only trick is tied: in a one-card deal a tie goes to the side that did not deal, which is you."),
                  _("The only trick is tied: in a one-card deal a tie goes to the side that did not deal, which is yours."),
                  _("The only trick is tied: in a one-card deal a tie goes to the side that did not deal: %1$s."),
                  _("The only trick is tied: in a one-card deal a tie goes to the side that did not deal, the other side."), name);
    default:
      return NULL;
    }
}

/**
 * truco_step_text_reader:
 * @t: a step and a style with a reader
 *
 * Returns: (transfer full) (nullable): the step's sentence for the
 *   reader, or %NULL when the step names no side and no player (the
 *   neutral sentence says it for everybody)
 */
char *
truco_step_text_reader (const TrucoStepText *t)
{
  static char *(*const families[]) (const TrucoStepText *) = {
    reader_tricks, reader_hands, reader_bets, reader_answers,
    reader_credits, reader_comparisons, reader_scores, reader_game_end,
    truco_step_text_reader_players,
  };

  for (guint i = 0; i < G_N_ELEMENTS (families); i++)
    {
      char *text = families[i] (t);

      if (text != NULL)
        return text;
    }
  return NULL;
}
