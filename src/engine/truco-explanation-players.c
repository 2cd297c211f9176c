/* truco-explanation-players.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The reader's sentences of the last family of steps: the bigger tables
 * (the gallo, pica-pica), the match, the flor penalties and whether a
 * call may be made now (truco-players.c makes these steps and says them
 * neutrally).  As in truco-explanation-reader.c: whole sentences, a name
 * only ever as a subject, numbers through ngettext.  Steps that name
 * nobody (a redondo hand, el bueno) are said the neutral way, with the
 * cards as the style names them. */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "truco-explanation-private.h"

#define NUM(i) (step->numbers[i])
#define WORD(i) (step->words[i] ? step->words[i] : "")

/* The gallo's four cards: no side, but the cards in the style's words. */
static char *
reader_gallo (const TrucoStepText *t)
{
  const TrucoStep *step = t->step;

  if (step->kind == TRUCO_STEP_GALLO_DISCARD)
    /* Translators: a card, then the envido of the three others */
    return g_strdup_printf (_("Discarding %s keeps an envido of %d."), t->c[0], NUM (0));
  /* Translators: the gallo holds four cards and drops one; %1$s is a
   * card ("seven of swords"), %2$d the envido of the three kept */
  return g_strdup_printf (_("The gallo counts the envido on the three cards kept: the best is to discard %1$s, which keeps %2$d."),
                          t->c[0], NUM (0));
}

/* A pica-pica duel: two players, one of each side. */
static char *
reader_duel (const TrucoStepText *t)
{
  const TrucoStep *step = t->step;
  TrucoReaderWho a = truco_reader_who (t, NUM (0), NUM (1));
  TrucoReaderWho b = truco_reader_who (t, NUM (2), NUM (3));
  const char *a_name = truco_reader_seat_name (t, NUM (0), NUM (1));
  const char *b_name = truco_reader_seat_name (t, NUM (2), NUM (3));

  if (b == TRUCO_READER_ME || b == TRUCO_READER_PARTNER)
    {
      TrucoReaderWho w = a;
      const char *n = a_name;

      a = b, a_name = b_name;
      b = w, b_name = n;
    }
  if (a == TRUCO_READER_ME)
    /* Translators: a pica-pica duel; %s is the name of the player you
     * play against ("Ana") */
    return g_strdup_printf (_("You and %s play each other in this hand."), b_name);
  if (a == TRUCO_READER_PARTNER)
    /* Translators: a pica-pica duel; %s is a player's name ("Ana") */
    return g_strdup_printf (_("Your partner and %s play each other in this hand."), b_name);
  /* Translators: a pica-pica duel; %1$s and %2$s are players' names */
  return g_strdup_printf (_("%1$s and %2$s play each other in this hand."), a_name, b_name);
}

/* The match: won, or going on. */
static char *
reader_match (const TrucoStepText *t)
{
  const TrucoStep *step = t->step;
  int mine = t->style->reader_side == TRUCO_SIDE_B ? 1 : 0;
  int other = 1 - (int) t->style->reader_side;

  if (step->kind == TRUCO_STEP_MATCH_WON)
    return truco_party_say (truco_reader_party (t, step->side),
                            /* Translators: %1$d chicos won (the plural
                             * follows it), %2$d the chicos that win the
                             * match; in the third sentence %3$s is a
                             * player's name ("Ana") */
                            g_dngettext (GETTEXT_PACKAGE, "You have won %1$d chico, the %2$d that win the match: the match is over and you win it.", "You have won %1$d chicos, the %2$d that win the match: the match is over and you win it.", NUM (0)),
                            g_dngettext (GETTEXT_PACKAGE, "Your side has won %1$d chico, the %2$d that win the match: the match is over and your side wins it.", "Your side has won %1$d chicos, the %2$d that win the match: the match is over and your side wins it.", NUM (0)),
                            g_dngettext (GETTEXT_PACKAGE, "%3$s has won %1$d chico, the %2$d that win the match: the match is over and %3$s wins it.", "%3$s has won %1$d chicos, the %2$d that win the match: the match is over and %3$s wins it.", NUM (0)),
                            g_dngettext (GETTEXT_PACKAGE, "The other side has won %1$d chico, the %2$d that win the match: the match is over and the other side wins it.", "The other side has won %1$d chicos, the %2$d that win the match: the match is over and the other side wins it.", NUM (0)),
                            NUM (0), NUM (1), truco_reader_side_name (t, step->side));

  /* TRUCO_STEP_MATCH_GOES_ON: the chicos of A, of B, and how many win. */
  if (t->style->reader_side > TRUCO_SIDE_B)
    return NULL;
  if (truco_reader_alone (t, t->style->reader_side) && truco_reader_alone (t, other))
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: %1$d is the chicos that win the match (the
                                          * plural follows it), %2$d the chicos you have won, %3$d the
                                          * other player's; %4$s is the other player's name ("Ana") */
                                         "You have won %2$d and %4$s has won %3$d of the %1$d chico that wins the match, and you are not both one short: another chico is played, and it is not yet el bueno.",
                                         "You have won %2$d and %4$s has won %3$d of the %1$d chicos that win the match, and you are not both one short: another chico is played, and it is not yet el bueno.", NUM (2)),
                            NUM (2), NUM (mine), NUM (1 - mine), truco_reader_side_name (t, other));
  if (truco_reader_alone (t, t->style->reader_side))
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: %1$d is the chicos that win the match (the
                                          * plural follows it), %2$d the chicos you have won, %3$d the
                                          * other side's */
                                         "You have won %2$d and the other side %3$d of the %1$d chico that wins the match, and you are not both one short: another chico is played, and it is not yet el bueno.",
                                         "You have won %2$d and the other side %3$d of the %1$d chicos that win the match, and you are not both one short: another chico is played, and it is not yet el bueno.", NUM (2)),
                            NUM (2), NUM (mine), NUM (1 - mine));
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       /* Translators: %1$d is the chicos that win the match (the
                                        * plural follows it), %2$d the chicos your side has won,
                                        * %3$d the other side's */
                                       "Your side has won %2$d and the other side %3$d of the %1$d chico that wins the match, and the two sides are not both one short: another chico is played, and it is not yet el bueno.",
                                       "Your side has won %2$d and the other side %3$d of the %1$d chicos that win the match, and the two sides are not both one short: another chico is played, and it is not yet el bueno.", NUM (2)),
                          NUM (2), NUM (mine), NUM (1 - mine));
}

/* May this be called now?  A flor said without one. */
static char *
reader_calls (const TrucoStepText *t)
{
  const TrucoStep *step = t->step;
  TrucoParty p = truco_reader_party (t, step->side);
  const char *name = truco_reader_side_name (t, step->side);
  g_autofree char *call = NULL;

  switch ((int) step->kind)
    {
    case TRUCO_STEP_CALL_ALLOWED:
      /* Translators: %1$s is a call as players say it ("retruco"); in the
       * third sentence %2$s is a player's name ("Ana") */
      return truco_party_say (p, _("You may call “%1$s” now."), _("Your side may call “%1$s” now."),
                              _("%2$s may call “%1$s” now."), _("The other side may call “%1$s” now."), WORD (0), name);
    case TRUCO_STEP_CALL_REFUSED:
      /* Translators: %1$s is a call as players say it ("envido"); in the
       * third sentence %2$s is a player's name ("Ana").  The reason, a
       * sentence of its own, follows. */
      call = truco_party_say (p, _("You may not call “%1$s” now."), _("Your side may not call “%1$s” now."),
                              _("%2$s may not call “%1$s” now."), _("The other side may not call “%1$s” now."), WORD (0), name);
      if (step->words[1] == NULL)
        return g_steal_pointer (&call);
      return g_strconcat (call, " ", _(step->words[1]), NULL);
    case TRUCO_STEP_FALSE_FLOR:
      return truco_party_say (p,
                              /* Translators: %1$d is the points lost (the plural follows
                               * it); in the third sentence %2$s is a player's name ("Ana") */
                              g_dngettext (GETTEXT_PACKAGE, "You said flor without holding one: you lose the %1$d point you made in this hand.", "You said flor without holding one: you lose the %1$d points you made in this hand.", NUM (0)),
                              g_dngettext (GETTEXT_PACKAGE, "Your side said flor without holding one: it loses the %1$d point it made in this hand.", "Your side said flor without holding one: it loses the %1$d points it made in this hand.", NUM (0)),
                              g_dngettext (GETTEXT_PACKAGE, "%2$s said flor without holding one and loses the %1$d point made in this hand.", "%2$s said flor without holding one and loses the %1$d points made in this hand.", NUM (0)),
                              g_dngettext (GETTEXT_PACKAGE, "The other side said flor without holding one: it loses the %1$d point it made in this hand.", "The other side said flor without holding one: it loses the %1$d points it made in this hand.", NUM (0)),
                              NUM (0), name);
    default:
      return NULL;
    }
}

/**
 * truco_step_text_reader_players:
 * @t: a step and a style with a reader
 *
 * Returns: (transfer full) (nullable): the sentence of a step of the
 *   bigger tables, the match, the flor penalties or a call's legality
 *   for the reader, or %NULL for any other step (and for the steps that
 *   name nobody: the neutral sentence says them)
 */
char *
truco_step_text_reader_players (const TrucoStepText *t)
{
  switch ((int) t->step->kind)
    {
    case TRUCO_STEP_GALLO_DISCARD:
    case TRUCO_STEP_GALLO_KEEPS:
      return reader_gallo (t);
    case TRUCO_STEP_PICA_DUEL:
      return reader_duel (t);
    case TRUCO_STEP_MATCH_WON:
    case TRUCO_STEP_MATCH_GOES_ON:
      return reader_match (t);
    case TRUCO_STEP_CALL_ALLOWED:
    case TRUCO_STEP_CALL_REFUSED:
    case TRUCO_STEP_FALSE_FLOR:
      return reader_calls (t);
    default:
      return NULL;
    }
}
