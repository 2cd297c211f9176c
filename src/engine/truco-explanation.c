/* truco-explanation.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "truco-explanation.h"

struct _TrucoExplanation
{
  GArray *steps;
};

G_DEFINE_BOXED_TYPE (TrucoExplanation, truco_explanation, truco_explanation_copy, truco_explanation_free)

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
  g_return_if_fail (step->kind < TRUCO_N_STEP_KINDS);
  g_array_append_val (self->steps, *step);
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
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < self->steps->len; i++)
    {
      g_autofree char *line = truco_step_format (&g_array_index (self->steps, TrucoStep, i));

      if (i > 0)
        g_string_append_c (s, '\n');
      g_string_append (s, line);
    }
  return g_string_free (s, FALSE);
}

/* Card notations and seats are inserted into the sentences as %s; they are
 * the same in every language. */
typedef struct
{
  char c[TRUCO_STEP_MAX_CARDS][4];
} Notations;

static void
notations (const TrucoStep *step,
           Notations       *n)
{
  for (guint i = 0; i < TRUCO_STEP_MAX_CARDS; i++)
    {
      if (i < step->n_cards)
        truco_card_format (step->cards[i], n->c[i]);
      else
        n->c[i][0] = '\0';
    }
}

static char *
card_list (const TrucoStep *step)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < step->n_cards; i++)
    {
      char buffer[4];

      truco_card_format (step->cards[i], buffer);
      if (i > 0)
        g_string_append_c (s, ' ');
      g_string_append (s, buffer);
    }
  return g_string_free (s, FALSE);
}

static char *
seat (int side,
      int number)
{
  return g_strdup_printf ("%s%d", truco_side_get_letter (side), number);
}

#define NUM(i) (step->numbers[i])

/**
 * truco_step_format:
 * @step: a step
 *
 * Returns: (transfer full): the step as one translated sentence.
 */
char *
truco_step_format (const TrucoStep *step)
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
        /* Translators: "A1 plays 7E, class 3 of the ranking." */
        return g_strdup_printf (_("%s plays %s, class %d of the ranking."), s, n.c[0], NUM (1));
      }
    case TRUCO_STEP_TRICK_WIN:
      {
        g_autofree char *s = seat (step->side, NUM (1));
        return g_strdup_printf (_("%s of %s is the highest card (class %d): side %s wins the trick and %s leads next."),
                                n.c[0], s, NUM (0), side, s);
      }
    case TRUCO_STEP_TRICK_WIN_PARTNERS:
      {
        g_autofree char *s = seat (step->side, NUM (1));
        return g_strdup_printf (_("Partners share the highest class (%d) with %s: side %s wins the trick and %s, the earlier of them, leads next."),
                                NUM (0), cards, side, s);
      }
    case TRUCO_STEP_TRICK_PARDA:
      {
        g_autofree char *s = seat (step->side, NUM (1));
        return g_strdup_printf (_("Opponents share the highest class (%d) with %s: the trick is parda and %s, who led it, leads again."),
                                NUM (0), cards, s);
      }

    case TRUCO_STEP_HAND_TWO_TRICKS:
      return g_strdup_printf (_("Side %s won tricks %d and %d: two tricks win the hand."), side, NUM (0), NUM (1));
    case TRUCO_STEP_HAND_FIRST_NOT_PARDA:
      return g_strdup_printf (_("A trick was parda, so the first trick that was not parda decides: side %s won trick %d and wins the hand."),
                              side, NUM (0));
    case TRUCO_STEP_HAND_ALL_PARDA_MANO:
      return g_strdup_printf (_("All three tricks were parda: the mano’s side, %s, wins the hand."), side);
    case TRUCO_STEP_HAND_ALL_PARDA_NON_DEALER:
      return g_strdup_printf (_("All three tricks were parda: the non-dealing side, %s, wins the hand."), side);
    case TRUCO_STEP_HAND_ALL_PARDA_ELDEST:
      /* Translators: Truc y Flou (all_pardes=eldest), where a tied trick is "pardes" */
      return g_strdup_printf (_("All three tricks were pardes: eldest’s side, %s, wins the hand."), side);
    case TRUCO_STEP_HAND_ALL_PARDA_NOBODY:
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

    case TRUCO_N_STEP_KINDS:
    default:
      g_return_val_if_reached (NULL);
    }
}
