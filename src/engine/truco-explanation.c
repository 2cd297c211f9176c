/* truco-explanation.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "truco-explanation.h"
#include "truco-score-private.h"

struct _TrucoExplanation
{
  GArray *steps;
  guint8  tie_word;    /* stamped on the steps added */
  guint8  game_word;
};

G_DEFINE_BOXED_TYPE (TrucoExplanation, truco_explanation, truco_explanation_copy, truco_explanation_free)

/* How a learner-facing explanation names players (truco_explanation_format_plain()). */
typedef struct
{
  guint per_side;   /* players on each side */
} Plain;

/* The plain style of the step being formatted, or NULL for the codes;
 * formatting is synchronous, so a thread-local is enough. */
static GPrivate plain_style;


/**
 * truco_side_get_letter:
 * @side: a side
 *
 * Returns: "A", "B", "C", or "-" for no side.
 */
const char *
truco_side_get_letter (TrucoSide side)
{
  static const char * const letters[] = { "A", "B", "C", "-" };

  return side <= TRUCO_SIDE_NONE ? letters[side] : "-";
}

/**
 * truco_explanation_new:
 *
 * Returns: (transfer full): an empty explanation.
 */
TrucoExplanation *
truco_explanation_new (void)
{
  TrucoExplanation *self = g_new0 (TrucoExplanation, 1);

  self->steps = g_array_new (FALSE, TRUE, sizeof (TrucoStep));
  return self;
}

/**
 * truco_explanation_copy:
 * @self: an explanation
 *
 * Returns: (transfer full): a copy.
 */
TrucoExplanation *
truco_explanation_copy (const TrucoExplanation *self)
{
  TrucoExplanation *copy = truco_explanation_new ();

  g_array_append_vals (copy->steps, self->steps->data, self->steps->len);
  copy->tie_word = self->tie_word;
  copy->game_word = self->game_word;
  return copy;
}

/**
 * truco_explanation_free:
 * @self: (transfer full): an explanation
 */
void
truco_explanation_free (TrucoExplanation *self)
{
  if (self == NULL)
    return;
  g_array_unref (self->steps);
  g_free (self);
}

/**
 * truco_explanation_clear:
 * @self: an explanation
 *
 * Removes every step.
 */
void
truco_explanation_clear (TrucoExplanation *self)
{
  g_array_set_size (self->steps, 0);
}

/**
 * truco_explanation_get_n_steps:
 * @self: an explanation
 *
 * Returns: the number of steps.
 */
guint
truco_explanation_get_n_steps (const TrucoExplanation *self)
{
  return self->steps->len;
}

/**
 * truco_explanation_get_step:
 * @self: an explanation
 * @index: a step index
 *
 * Returns: (transfer none): the step.
 */
const TrucoStep *
truco_explanation_get_step (const TrucoExplanation *self,
                            guint                   index)
{
  g_return_val_if_fail (index < self->steps->len, NULL);
  return &g_array_index (self->steps, TrucoStep, index);
}

/**
 * truco_explanation_add_step:
 * @self: an explanation
 * @step: a step, copied
 */
void
truco_explanation_add_step (TrucoExplanation *self,
                            const TrucoStep  *step)
{
  TrucoStep copy;

  g_return_if_fail (step->kind < TRUCO_N_STEP_KINDS);
  copy = *step;
  copy.tie_word = self->tie_word;
  copy.game_word = self->game_word;
  g_array_append_val (self->steps, copy);
}

/**
 * truco_explanation_set_words:
 * @self: an explanation
 * @tie_word: how the rule set names a tied trick
 * @game_word: how it names what a side wins at the target
 *
 * The words stamped on every step added from now on, so that each step
 * is said in its variant's words ("pardes" in Truc y Flou).  The
 * evaluators set them from their rule set; a new explanation speaks
 * Argentine.
 */
void
truco_explanation_set_words (TrucoExplanation *self,
                             TrucoTieWord      tie_word,
                             TrucoGameWord     game_word)
{
  self->tie_word = tie_word;
  self->game_word = game_word;
}

/**
 * truco_explanation_format_joined:
 * @self: an explanation
 * @separator: what goes between two steps
 *
 * Returns: (transfer full): every step as a translated sentence
 */
char *
truco_explanation_format_joined (const TrucoExplanation *self,
                                 const char             *separator)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < self->steps->len; i++)
    {
      g_autofree char *line = truco_step_format (&g_array_index (self->steps, TrucoStep, i));

      if (i > 0)
        g_string_append (s, separator);
      g_string_append (s, line);
    }
  return g_string_free (s, FALSE);
}

/**
 * truco_step_format_plain:
 * @step: a step
 * @per_side: how many players each side has
 *
 * Returns: (transfer full): the step as a learner reads it (see
 *   truco_explanation_format_plain()).
 */
char *
truco_step_format_plain (const TrucoStep *step,
                         guint            per_side)
{
  Plain plain = { MAX (per_side, 1) };
  char *text;

  g_private_set (&plain_style, &plain);
  text = truco_step_format (step);
  g_private_set (&plain_style, NULL);
  return text;
}

/**
 * truco_explanation_format_plain:
 * @self: an explanation
 * @separator: what goes between two steps
 * @per_side: how many players each side has (0: as many as the steps name)
 *
 * Every step as a learner reads it: players are named "player A" or "the
 * first player of side A" instead of their seat codes, and cards are
 * compared by what beats what, without the ranking's class numbers.
 *
 * Returns: (transfer full): the translated sentences
 */
char *
truco_explanation_format_plain (const TrucoExplanation *self,
                                const char             *separator,
                                guint                   per_side)
{
  Plain plain = { per_side };
  char *text;

  if (per_side == 0)
    {
      plain.per_side = 1;
      for (guint i = 0; i < self->steps->len; i++)
        {
          const TrucoStep *step = &g_array_index (self->steps, TrucoStep, i);

          if (step->kind == TRUCO_STEP_TRICK_PLAY && step->n_numbers > 0)
            plain.per_side = MAX (plain.per_side, (guint) step->numbers[0]);
        }
    }
  g_private_set (&plain_style, &plain);
  text = truco_explanation_format_joined (self, separator);
  g_private_set (&plain_style, NULL);
  return text;
}

/**
 * truco_explanation_format:
 * @self: an explanation
 *
 * Returns: (transfer full): every step as a translated sentence, one a line
 *   (no trailing newline).
 */
char *
truco_explanation_format (const TrucoExplanation *self)
{
  return truco_explanation_format_joined (self, "\n");
}

/* Cards are inserted into the sentences as %s: by default in the notation
 * ("7E"), the same in every language, which is what truco-rules prints;
 * a learner's window asks for the cards' translated names instead
 * (truco_explanation_set_card_names()), because a code means nothing to
 * someone who has never played. */
static gint card_names_mode;

/**
 * truco_explanation_set_card_names:
 * @names: %TRUE to name cards in full ("seven of swords"), %FALSE for the
 *   notation ("7E")
 *
 * Chooses how every explanation formatted from now on names its cards.
 */
void
truco_explanation_set_card_names (gboolean names)
{
  g_atomic_int_set (&card_names_mode, names ? 1 : 0);
}

gboolean
truco_explanation_get_card_names (void)
{
  return g_atomic_int_get (&card_names_mode) != 0;
}

typedef struct
{
  char        buffer[TRUCO_STEP_MAX_CARDS][4];
  const char *c[TRUCO_STEP_MAX_CARDS];
} Notations;

static void
notations (const TrucoStep *step,
           Notations       *n)
{
  gboolean names = truco_explanation_get_card_names ();

  for (guint i = 0; i < TRUCO_STEP_MAX_CARDS; i++)
    {
      n->buffer[i][0] = '\0';
      n->c[i] = n->buffer[i];
      if (i >= step->n_cards)
        continue;
      if (names && truco_card_is_valid (step->cards[i]))
        n->c[i] = truco_card_get_name (step->cards[i]);
      else
        truco_card_format (step->cards[i], n->buffer[i]);
    }
}

static char *
card_list (const TrucoStep *step)
{
  GString *s = g_string_new (NULL);
  Notations n;

  notations (step, &n);
  for (guint i = 0; i < step->n_cards; i++)
    {
      if (i > 0)
        /* Translators: between cards in a list, "7E 6E" or "seven of swords,
         * six of swords" */
        g_string_append (s, truco_explanation_get_card_names () ? C_("card list", ", ") : " ");
      g_string_append (s, n.c[i]);
    }
  return g_string_free (s, FALSE);
}

/**
 * truco_seat_describe:
 * @side: a side
 * @number: the player's number in his side, from 1
 * @per_side: how many players each side has
 *
 * Returns: (transfer full): the player as a learner reads him: "player A"
 *   when each side is one player, else "the first player of side A"…
 */
char *
truco_seat_describe (TrucoSide side,
                     guint     number,
                     guint     per_side)
{
  const char *letter = truco_side_get_letter (side);

  if (per_side <= 1)
    /* Translators: a player when each side is one player, "player A" */
    return g_strdup_printf (_("player %s"), letter);
  switch (number)
    {
    case 1:
      /* Translators: the first player of a side to play (in a trick) */
      return g_strdup_printf (_("the first player of side %s"), letter);
    case 2:
      return g_strdup_printf (_("the second player of side %s"), letter);
    case 3:
      return g_strdup_printf (_("the third player of side %s"), letter);
    default:
      return g_strdup_printf (_("the fourth player of side %s"), letter);
    }
}

static char *
seat (int side,
      int number)
{
  const Plain *plain = g_private_get (&plain_style);

  if (plain != NULL)
    return truco_seat_describe (side, number, plain->per_side);
  return g_strdup_printf ("%s%d", truco_side_get_letter (side), number);
}

static gboolean
is_plain (void)
{
  return g_private_get (&plain_style) != NULL;
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

#define NUM(i) (step->numbers[i])
#define WORD(i) (step->words[i] ? step->words[i] : "")

/**
 * truco_step_format:
 * @step: a step
 *
 * Returns: (transfer full): the step as one translated sentence.
 */
static char *format_step (const TrucoStep *step);

char *
truco_step_format (const TrucoStep *step)
{
  char *text = format_step (step);

  /* A sentence may open with a card's name ("seven of swords and six of
   * swords share a suit"): give it its capital. */
  if (text != NULL && g_unichar_islower (g_utf8_get_char (text)))
    {
      gunichar upper = g_unichar_toupper (g_utf8_get_char (text));
      char first[8];
      int len = g_unichar_to_utf8 (upper, first);
      char *capitalised;

      first[len] = '\0';
      capitalised = g_strconcat (first, g_utf8_next_char (text), NULL);
      g_free (text);
      text = capitalised;
    }
  return text;
}

static char *
format_step (const TrucoStep *step)
{
  Notations n;
  const char *side = truco_side_get_letter (step->side);
  g_autofree char *cards = card_list (step);

  notations (step, &n);

  switch (step->kind)
    {
    case TRUCO_STEP_ENVIDO_PAIR:
      return g_strdup_printf (_("%s and %s share a suit: 20 + %d + %d = %d."),
                              n.c[0], n.c[1], NUM (0), NUM (1), NUM (2));
    case TRUCO_STEP_ENVIDO_THREE_SUITED:
      return g_strdup_printf (_("All three cards share a suit; the two highest count: %s and %s, 20 + %d + %d = %d."),
                              n.c[0], n.c[1], NUM (0), NUM (1), NUM (2));
    case TRUCO_STEP_ENVIDO_NO_PAIR:
      return g_strdup_printf (_("No two cards share a suit, so there is no 20: the highest single value counts, %s = %d."),
                              n.c[0], NUM (0));
    case TRUCO_STEP_COURTS_COUNT_ZERO:
      return g_strdup_printf (_("Sota, caballo and rey count 0 points: %s."), cards);
    case TRUCO_STEP_WILD_CARD:
      return g_strdup_printf (_("%s is a périque: it counts as a 7 of whichever suit helps."), n.c[0]);
    case TRUCO_STEP_FLOR:
      return g_strdup_printf (_("%s, %s and %s are of one suit: flor of 20 + %d + %d + %d = %d."),
                              n.c[0], n.c[1], n.c[2], NUM (0), NUM (1), NUM (2), NUM (3));
    case TRUCO_STEP_NO_FLOR:
      return g_strdup_printf (_("%s are not all of one suit: no flor."), cards);
    case TRUCO_STEP_EMBIT:
      return g_strdup_printf (_("%s and %s make an embit: 20 + %d + %d = %d."),
                              n.c[0], n.c[1], NUM (0), NUM (1), NUM (2));
    case TRUCO_STEP_NO_EMBIT:
      return g_strdup_printf (_("No two of %s share a suit and none is a périque: no embit."), cards);
    case TRUCO_STEP_RESULT_ENVIDO:
      return g_strdup_printf (_("The envido is %d."), NUM (0));
    case TRUCO_STEP_RESULT_FLOR:
      return g_strdup_printf (_("The flor is %d."), NUM (0));
    case TRUCO_STEP_RESULT_EMBIT:
      return g_strdup_printf (_("The embit is %d."), NUM (0));

    case TRUCO_STEP_TRICK_PLAY:
      {
        g_autofree char *s = seat (step->side, NUM (0));

        if (is_plain ())
          /* Translators: "A1 plays 7E." — a player ("the first player of side A"), then a card */
          return g_strdup_printf (_("%s plays %s."), s, n.c[0]);
        /* Translators: "A1 plays 7E, class 3 of the ranking." */
        return g_strdup_printf (_("%s plays %s, class %d of the ranking."), s, n.c[0], NUM (1));
      }
    case TRUCO_STEP_TRICK_WIN:
      {
        g_autofree char *s = seat (step->side, NUM (1));

        if (is_plain ())
          /* Translators: a card, the player who played it, a side, the player again */
          return g_strdup_printf (_("%s, played by %s, beats every other card of the trick: side %s wins it, and %s leads the next one."),
                                  n.c[0], s, side, s);
        return g_strdup_printf (_("%s of %s is the highest card (class %d): side %s wins the trick and %s leads next."),
                                n.c[0], s, NUM (0), side, s);
      }
    case TRUCO_STEP_TRICK_WIN_PARTNERS:
      {
        g_autofree char *s = seat (step->side, NUM (1));

        if (is_plain ())
          return g_strdup_printf (_("Partners played the highest cards, %s, which rank the same: side %s wins the trick, and %s, the earlier of them, leads the next one."),
                                  cards, side, s);
        return g_strdup_printf (_("Partners share the highest class (%d) with %s: side %s wins the trick and %s, the earlier of them, leads next."),
                                NUM (0), cards, side, s);
      }
    case TRUCO_STEP_TRICK_PARDA:
      {
        g_autofree char *s = seat (step->side, NUM (1));

        if (is_plain () && step->tie_word == TRUCO_TIE_PARDES)
          return g_strdup_printf (_("Opponents played the highest cards, %s, which rank the same whatever their suits: the trick is pardes (spoiled), and %s, who led it, leads again."),
                                  cards, s);
        if (is_plain () && step->tie_word == TRUCO_TIE_TIE)
          return g_strdup_printf (_("Opponents played the highest cards, %s, which rank the same whatever their suits: the trick is tied, and %s, who led it, leads again."),
                                  cards, s);
        if (is_plain ())
          return g_strdup_printf (_("Opponents played the highest cards, %s, which rank the same whatever their suits: the trick is parda, and %s, who led it, leads again."),
                                  cards, s);

        if (step->tie_word == TRUCO_TIE_PARDES)
          /* Translators: Truc y Flou, where a tied trick is "pardes" (spoiled) */
          return g_strdup_printf (_("Opponents share the highest class (%d) with %s: the trick is pardes (spoiled) and %s, who led it, leads again."),
                                  NUM (0), cards, s);
        if (step->tie_word == TRUCO_TIE_TIE)
          return g_strdup_printf (_("Opponents share the highest class (%d) with %s: the trick is tied and %s, who led it, leads again."),
                                  NUM (0), cards, s);
        return g_strdup_printf (_("Opponents share the highest class (%d) with %s: the trick is parda and %s, who led it, leads again."),
                                NUM (0), cards, s);
      }

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

    case TRUCO_STEP_BET_NOTHING_CALLED:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Nothing was called: the hand is worth %d point.",
                                           "Nothing was called: the hand is worth %d points.", NUM (0)),
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
    case TRUCO_STEP_COMPARE_BEATS:
      {
        g_autofree char *w = seat (step->side, NUM (1));
        g_autofree char *o = seat (NUM (3), NUM (4));

        if (is_plain () && NUM (0) == 1)
          /* Translators: "Player A has a flor of 33, which beats the 31 of player B." */
          return g_strdup_printf (_("%s has a flor of %d, which beats the %d of %s."), w, NUM (2), NUM (5), o);
        if (is_plain () && NUM (0) == 2)
          return g_strdup_printf (_("%s has an embit of %d, which beats the %d of %s."), w, NUM (2), NUM (5), o);
        if (is_plain ())
          return g_strdup_printf (_("%s has an envido of %d, which beats the %d of %s."), w, NUM (2), NUM (5), o);

        if (NUM (0) == 1)
          return g_strdup_printf (_("%s’s flor of %d beats %s’s %d."), w, NUM (2), o, NUM (5));
        if (NUM (0) == 2)
          return g_strdup_printf (_("%s’s embit of %d beats %s’s %d."), w, NUM (2), o, NUM (5));
        return g_strdup_printf (_("%s’s envido of %d beats %s’s %d."), w, NUM (2), o, NUM (5));
      }
    case TRUCO_STEP_COMPARE_TIE:
      {
        g_autofree char *w = seat (step->side, NUM (1));
        g_autofree char *o = seat (NUM (3), NUM (4));

        if (is_plain () && NUM (0) == 1)
          /* Translators: players as in "player A"; the last %s is the winner again */
          return g_strdup_printf (_("%s and %s both have a flor of %d: the tie is won by %s, who comes first from the mano."), w, o, NUM (2), w);
        if (is_plain () && NUM (0) == 2)
          return g_strdup_printf (_("%s and %s both have an embit of %d: the tie is won by %s, who comes first from the mano."), w, o, NUM (2), w);
        if (is_plain ())
          return g_strdup_printf (_("%s and %s both have an envido of %d: the tie is won by %s, who comes first from the mano."), w, o, NUM (2), w);

        if (NUM (0) == 1)
          return g_strdup_printf (_("%s and %s both have a flor of %d: the tie goes to %s, who comes first from the mano."), w, o, NUM (2), w);
        if (NUM (0) == 2)
          return g_strdup_printf (_("%s and %s both have an embit of %d: the tie goes to %s, who comes first from the mano."), w, o, NUM (2), w);
        return g_strdup_printf (_("%s and %s both have an envido of %d: the tie goes to %s, who comes first from the mano."), w, o, NUM (2), w);
      }
    case TRUCO_STEP_COMPARE_ALONE:
      {
        g_autofree char *w = seat (step->side, NUM (1));

        if (is_plain () && NUM (0) == 1)
          return g_strdup_printf (_("Nobody showed a better flor than the %d that %s has."), NUM (2), w);
        if (is_plain () && NUM (0) == 2)
          return g_strdup_printf (_("Nobody showed a better embit than the %d that %s has."), NUM (2), w);
        if (is_plain ())
          return g_strdup_printf (_("Nobody showed a better envido than the %d that %s has."), NUM (2), w);

        if (NUM (0) == 1)
          return g_strdup_printf (_("Nobody showed a better flor than %s’s %d."), w, NUM (2));
        if (NUM (0) == 2)
          return g_strdup_printf (_("Nobody showed a better embit than %s’s %d."), w, NUM (2));
        return g_strdup_printf (_("Nobody showed a better envido than %s’s %d."), w, NUM (2));
      }
    case TRUCO_STEP_FLOR_UNANSWERED:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: the plural follows the number of flors (the first number) */
                                           "Nobody answered side %s’s flor with a flor: 3 for each flor it sang, %d flor, %d points.",
                                           "Nobody answered side %s’s flor with a flor: 3 for each flor it sang, %d flors, %d points.", NUM (0)),
                              side, NUM (0), NUM (1));
    case TRUCO_STEP_PIDO_FLOR_CAUGHT:
      {
        g_autofree char *o = seat (NUM (0), NUM (1));

        return g_strdup_printf (_("Pido flor: %s held a flor and did not sing it; side %s scores 3 plus the %d points the other side made in this hand, %d in all."),
                                o, side, NUM (2), NUM (3));
      }
    case TRUCO_STEP_PIDO_FLOR_WRONG:
      {
        g_autofree char *o = seat (step->side, NUM (0));

        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "Pido flor: %s had no flor, so side %s scores %d point.",
                                             "Pido flor: %s had no flor, so side %s scores %d points.", NUM (1)),
                                o, side, NUM (1));
      }
    case TRUCO_STEP_BONUS_CARD:
      {
        g_autofree char *o = seat (step->side, NUM (0));

        if (step->n_cards > 0 && step->cards[0] == TRUCO_CARD (TRUCO_SUIT_BASTOS, 1))
          return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               "%s played the Club (%s): side %s scores %d point.",
                                               "%s played the Club (%s): side %s scores %d points.", NUM (1)),
                                  o, n.c[0], side, NUM (1));
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "%s played the Sword (%s): side %s scores %d point.",
                                             "%s played the Sword (%s): side %s scores %d points.", NUM (1)),
                                o, n.c[0], side, NUM (1));
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

    case TRUCO_N_STEP_KINDS:
      g_return_val_if_reached (NULL);
    default:
      return truco_score_step_format (step);
    }
}
