/* truco-explanation.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "truco-explanation.h"
#include "truco-explanation-private.h"

struct _TrucoExplanation
{
  GArray *steps;
  guint8  tie_word;    /* stamped on the steps added */
  guint8  game_word;
  guint8  hand_gallo;  /* stamped on the steps added: 1 + a seat, or 0 */
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
  copy->tie_word = self->tie_word;
  copy->game_word = self->game_word;
  copy->hand_gallo = self->hand_gallo;
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
  if (self->hand_gallo)
    copy.hand_gallo = self->hand_gallo;
  g_array_append_val (self->steps, copy);
}

void
truco_explanation_set_hand_gallo (TrucoExplanation *self,
                                  int               gallo_seat)
{
  self->hand_gallo = gallo_seat >= 0 && gallo_seat < 8 ? (guint8) (gallo_seat + 1) : 0;
}

void
truco_explanation_mark_refused_call (TrucoExplanation *self,
                                     guint             index)
{
  g_return_if_fail (index < self->steps->len);
  g_array_index (self->steps, TrucoStep, index).refused_call = TRUE;
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
 * truco_explanation_style_init:
 * @style: (out caller-allocates): a style
 * @card_names: name cards in full ("seven of swords"), else by notation
 * @plain: players in words and no class numbers
 *
 * A neutral style: no reader, sides by their letters.
 */
void
truco_explanation_style_init (TrucoExplanationStyle *style,
                              gboolean               card_names,
                              gboolean               plain)
{
  memset (style, 0, sizeof *style);
  style->card_names = card_names;
  style->plain = plain;
  style->reader_side = TRUCO_SIDE_NONE;
}

/**
 * truco_explanation_style_set_reader:
 * @style: a style
 * @side: the reader's side, or %TRUCO_SIDE_NONE for a neutral text
 * @number: the reader's number in the side, from 1
 * @per_side: how many players each side has
 *
 * Writes every sentence that names a side or a player for the player
 * in that seat ("you", "your side").  Name the other seats with
 * truco_explanation_style_set_name().
 */
void
truco_explanation_style_set_reader (TrucoExplanationStyle *style,
                                    TrucoSide              side,
                                    guint                  number,
                                    guint                  per_side)
{
  style->reader_side = side <= TRUCO_SIDE_C ? side : TRUCO_SIDE_NONE;
  style->reader_number = MAX (number, 1);
  style->per_side = MIN (per_side, TRUCO_EXPLANATION_MAX_PER_SIDE);
}

/**
 * truco_explanation_style_set_name:
 * @style: a style
 * @side: a side
 * @number: a player's number in the side, from 1
 * @name: (nullable): the player's display name ("Ana"), kept as a
 *   pointer: it must outlive the style
 */
void
truco_explanation_style_set_name (TrucoExplanationStyle *style,
                                  TrucoSide              side,
                                  guint                  number,
                                  const char            *name)
{
  g_return_if_fail (side < TRUCO_SIDE_NONE);
  g_return_if_fail (number >= 1 && number <= TRUCO_EXPLANATION_MAX_PER_SIDE);
  style->names[side][number - 1] = name;
}

/* The players on each side as the steps show them (the highest seat
 * number a trick play names). */
static guint
per_side_of_steps (const TrucoExplanation *self)
{
  guint per_side = 1;

  for (guint i = 0; i < self->steps->len; i++)
    {
      const TrucoStep *step = &g_array_index (self->steps, TrucoStep, i);

      if (step->kind == TRUCO_STEP_TRICK_PLAY && step->n_numbers > 0)
        per_side = MAX (per_side, (guint) step->numbers[0]);
    }
  return per_side;
}

/**
 * truco_explanation_format_styled:
 * @self: an explanation
 * @separator: what goes between two steps ("\n" for lines, " " for a
 *   paragraph)
 * @style: how to say them
 *
 * Returns: (transfer full): every step as a translated sentence
 */
char *
truco_explanation_format_styled (const TrucoExplanation      *self,
                                 const char                  *separator,
                                 const TrucoExplanationStyle *style)
{
  TrucoExplanationStyle resolved = *style;
  GString *s = g_string_new (NULL);

  if (resolved.per_side == 0)
    resolved.per_side = per_side_of_steps (self);
  for (guint i = 0; i < self->steps->len; i++)
    {
      g_autofree char *line = truco_step_format_styled (&g_array_index (self->steps, TrucoStep, i), &resolved);

      if (i > 0)
        g_string_append (s, separator);
      g_string_append (s, line);
    }
  return g_string_free (s, FALSE);
}

/* Cards are inserted into the sentences as %s: by default in the notation
 * ("7E"), the same in every language, which is what truco-rules prints;
 * a learner's window asks for the cards' translated names instead,
 * because a code means nothing to someone who has never played.  The
 * style says which; the old entry points below read this process-wide
 * switch until their callers pass a style. */
static gint card_names_mode;

/**
 * truco_explanation_set_card_names:
 * @names: %TRUE to name cards in full ("seven of swords"), %FALSE for the
 *   notation ("7E")
 *
 * Chooses how the old entry points (truco_step_format(),
 * truco_explanation_format(), _format_plain()) name cards.
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

static void
legacy_style (TrucoExplanationStyle *style,
              gboolean               plain,
              guint                  per_side)
{
  truco_explanation_style_init (style, truco_explanation_get_card_names (), plain);
  style->per_side = per_side;
}

/**
 * truco_explanation_format_joined:
 * @self: an explanation
 * @separator: what goes between two steps
 *
 * Returns: (transfer full): every step as a translated sentence, in the
 *   codes (truco_explanation_format_styled() says it for a reader)
 */
char *
truco_explanation_format_joined (const TrucoExplanation *self,
                                 const char             *separator)
{
  TrucoExplanationStyle style;

  legacy_style (&style, FALSE, 1);
  return truco_explanation_format_styled (self, separator, &style);
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
  TrucoExplanationStyle style;

  legacy_style (&style, TRUE, MAX (per_side, 1));
  return truco_step_format_styled (step, &style);
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
  TrucoExplanationStyle style;

  legacy_style (&style, TRUE, per_side);
  return truco_explanation_format_styled (self, separator, &style);
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

/* The cards of a step as the style names them.  A reader's sentence
 * (a learner's) uses a card's name as a noun, with its article, and
 * lists them as a sentence does: "the six of cups and the six of coins".
 * The neutral style keeps the bare names, or the notation, which is what
 * truco-rules prints. */
static void
name_cards (TrucoStepText *t)
{
  const TrucoStep *step = t->step;
  gboolean reader = t->style->card_names && t->style->reader_side != TRUCO_SIDE_NONE;
  guint n = MIN (step->n_cards, TRUCO_STEP_MAX_CARDS);
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < TRUCO_STEP_MAX_CARDS; i++)
    {
      t->buffer[i][0] = '\0';
      t->c[i] = t->buffer[i];
      t->definite[i] = NULL;
      if (i >= n)
        continue;
      if (reader && truco_card_is_valid (step->cards[i]))
        t->c[i] = t->definite[i] = truco_card_get_name_definite (step->cards[i]);
      else if (t->style->card_names && truco_card_is_valid (step->cards[i]))
        t->c[i] = truco_card_get_name (step->cards[i]);
      else
        truco_card_format (step->cards[i], t->buffer[i]);
    }

  if (reader && n > 1)
    {
      /* All but the last, then the last after "and". */
      for (guint i = 0; i + 1 < n; i++)
        {
          if (i > 0)
            /* Translators: between the cards of a list but the last two,
             * "the seven of swords, the six of swords and the five of
             * swords" */
            g_string_append (s, C_("card list", ", "));
          g_string_append (s, t->c[i]);
        }
      {
        /* Translators: the last two items of a list of cards: %1$s is
         * the cards before the last ("the seven of swords", or "the seven
         * of swords, the six of swords"), %2$s the last card ("the five
         * of swords") */
        char *all = g_strdup_printf (C_("card list", "%1$s and %2$s"), s->str, t->c[n - 1]);

        g_string_free (s, TRUE);
        t->cards = all;
      }
      return;
    }

  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        /* Translators: between cards in a list, "7E 6E" or "seven of swords,
         * six of swords" */
        g_string_append (s, t->style->card_names ? C_("card list", ", ") : " ");
      g_string_append (s, t->c[i]);
    }
  t->cards = g_string_free (s, FALSE);
}

static void
free_cards (TrucoStepText *t)
{
  for (guint i = 0; i < TRUCO_STEP_MAX_CARDS; i++)
    g_clear_pointer (&t->definite[i], g_free);
  g_clear_pointer (&t->cards, g_free);
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

char *
truco_step_text_seat (const TrucoStepText *t,
                      int                  side,
                      int                  number)
{
  if (t->style->plain)
    return truco_seat_describe (side, number, MAX (t->style->per_side, 1));
  return g_strdup_printf ("%s%d", truco_side_get_letter (side), number);
}

/* Gallo por turno: the seats of a gallo por turno are fixed letters
 * (A1, B1, C1: seat 0, 1, 2) but each hand the dealer is the gallo,
 * alone against the pair of the other two.  A step of such a hand names
 * the hand's sides (0 the gallo, 1 the pair) and seats by their letters:
 * for a reader, say it from the hand's seating, the gallo alone on side
 * 0 and the pair, in seat order, on side 1. */
#define GALLO_SEATS 3

static void
hand_seat (int  gallo,
           int  seat,
           int *side,
           int *number)
{
  *side = seat == gallo ? 0 : 1;
  *number = seat == gallo ? 1 : 1 + (seat > gallo ? seat - 1 : seat);
}

static void
seat_for_hand (const TrucoStep             *step,
               const TrucoExplanationStyle *style,
               TrucoStep                   *seated,
               TrucoExplanationStyle       *hand)
{
  int gallo = step->hand_gallo - 1, side, number;

  *hand = *style;
  memset (hand->names, 0, sizeof hand->names);
  memset (hand->side_sizes, 0, sizeof hand->side_sizes);
  for (int s = 0; s < GALLO_SEATS; s++)
    {
      hand_seat (gallo, s, &side, &number);
      hand->side_sizes[side]++;
      hand->names[side][number - 1] = style->names[s][0];
      if (s == (int) style->reader_side)
        {
          hand->reader_side = side;
          hand->reader_number = number;
        }
    }
  hand->per_side = 2;

  *seated = *step;
#define RESEAT(s, n) G_STMT_START { if ((s) >= 0 && (s) < GALLO_SEATS) hand_seat (gallo, (s), &(s), &(n)); } G_STMT_END
  switch ((int) step->kind)
    {
    case TRUCO_STEP_COMPARE_BEATS:
    case TRUCO_STEP_COMPARE_TIE:
      RESEAT (seated->numbers[3], seated->numbers[4]);
      G_GNUC_FALLTHROUGH;
    case TRUCO_STEP_COMPARE_ALONE:
      side = seated->side;
      RESEAT (side, seated->numbers[1]);
      seated->side = side;
      break;
    case TRUCO_STEP_PIDO_FLOR_CAUGHT:
      RESEAT (seated->numbers[0], seated->numbers[1]);
      break;
    case TRUCO_STEP_PIDO_FLOR_WRONG:
      if (step->n_numbers > 2)
        RESEAT (seated->numbers[2], seated->numbers[0]);
      break;
    default:
      break;
    }
#undef RESEAT
}

/**
 * truco_step_format_styled:
 * @step: a step
 * @style: how to say it
 *
 * Returns: (transfer full): the step as one translated sentence
 */
char *
truco_step_format_styled (const TrucoStep             *step,
                          const TrucoExplanationStyle *style)
{
  TrucoStep seated;
  TrucoExplanationStyle hand;
  TrucoStepText t = { .step = step, .style = style };
  char *text = NULL;

  g_return_val_if_fail (step->kind < TRUCO_N_STEP_KINDS, NULL);

  if (style->reader_side != TRUCO_SIDE_NONE && step->hand_gallo > 0 && step->hand_gallo <= GALLO_SEATS)
    {
      seat_for_hand (step, style, &seated, &hand);
      t.step = &seated;
      t.style = &hand;
    }

  name_cards (&t);
  if (t.style->reader_side != TRUCO_SIDE_NONE)
    text = truco_step_text_reader (&t);
  if (text == NULL)
    text = truco_step_text_neutral (&t);
  free_cards (&t);

  /* A sentence may open with a card's name ("seven of swords and six of
   * swords share a suit"; for a reader "the seven of swords and the six
   * of swords…", "l’as d’espases i…"): give it its capital. */
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

/**
 * truco_step_format:
 * @step: a step
 *
 * Returns: (transfer full): the step as one translated sentence, in the
 *   codes.
 */
char *
truco_step_format (const TrucoStep *step)
{
  TrucoExplanationStyle style;

  legacy_style (&style, FALSE, 1);
  return truco_step_format_styled (step, &style);
}
