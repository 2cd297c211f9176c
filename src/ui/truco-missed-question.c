/* truco-missed-question.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A question missed, as an end page shows it: the question, its cards,
 * the answer given, the right answer and why it is right, so that the end
 * of a lesson or a session teaches what was missed.  One card-styled box,
 * named for a screen reader with all it says. */

#include "config.h"

#include <glib/gi18n.h>

#include "truco-answer-bar.h"
#include "truco-card-widget.h"
#include "truco-exercise-view.h"
#include "truco-missed-question.h"
#include "truco-term-links.h"

#define CARD_SIZE 48

static GtkWidget *
add_label (GtkWidget  *box,
           const char *text,
           const char *style)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (style != NULL)
    gtk_widget_add_css_class (label, style);
  gtk_box_append (GTK_BOX (box), label);

  return label;
}

/**
 * truco_missed_question_new:
 * @exercise: a question answered wrong
 * @chosen: the option chosen, or -1 for an answer no option foresaw
 *
 * Returns: (transfer floating): the question with the answer given, the
 *   right one and its explanation
 */
GtkWidget *
truco_missed_question_new (TrucoExercise *exercise,
                           int            chosen)
{
  /* A group: a plain box's name is not read. */
  GtkWidget *frame = g_object_new (GTK_TYPE_BOX,
                                   "orientation", GTK_ORIENTATION_VERTICAL,
                                   "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP,
                                   NULL);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  guint answer = truco_exercise_get_answer (exercise);
  guint n_cards = truco_exercise_get_n_cards (exercise);
  /* The answer given's explanation, as the bar said it: it opens with why
   * that answer is wrong ("3O and 3C rank the same: suits do not matter…")
   * and goes on with the right answer's working; the right option's own
   * explanation is only the working, and a learner missed the why. */
  const char *explanation = truco_exercise_get_choice_explanation (exercise, chosen >= 0 ? (guint) chosen : answer);
  g_autofree char *given = NULL;
  g_autofree char *right = NULL;
  g_autofree char *accessible = NULL;

  gtk_widget_add_css_class (frame, "card");
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_box_append (GTK_BOX (frame), box);

  add_label (box, truco_exercise_get_prompt (exercise), "heading");

  if (n_cards > 0)
    {
      /* Rows of three, a hand each: a flow box of small cards was given
       * too little height and the cards spilled over the words under
       * them, and one row of six cards is wider than a phone. */
      GtkWidget *cards = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
      GtkWidget *row = NULL;

      gtk_widget_set_halign (cards, GTK_ALIGN_START);
      for (guint i = 0; i < n_cards; i++)
        {
          if (i % 3 == 0)
            {
              row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
              gtk_box_append (GTK_BOX (cards), row);
            }
          gtk_box_append (GTK_BOX (row),
                          g_object_new (TRUCO_TYPE_CARD_WIDGET,
                                        "card", truco_exercise_get_card (exercise, i, NULL),
                                        "size", CARD_SIZE,
                                        "focusable", FALSE,
                                        "accessible-role", GTK_ACCESSIBLE_ROLE_IMG,
                                        NULL));
        }
      gtk_box_append (GTK_BOX (box), cards);
    }
  {
    /* Who won each trick, for a question on who wins the hand. */
    GtkWidget *strip = truco_exercise_view_new_trick_strip (exercise);

    if (strip != NULL)
      gtk_box_append (GTK_BOX (box), strip);
  }

  if (chosen >= 0)
    {
      /* Translators: on an end page, under a question missed; %s is the
       * option the learner chose. */
      given = g_strdup_printf (_("Your answer: %s"), truco_exercise_get_choice_text (exercise, chosen));
      add_label (box, given, "error");
    }
  /* Translators: on an end page, under a question missed; %s is the right
   * option. */
  right = g_strdup_printf (_("The right answer: %s"), truco_exercise_get_choice_text (exercise, answer));
  add_label (box, right, "success");
  add_label (box, truco_answer_bar_strip_verdict (explanation), NULL);
  {
    /* Its glossary words, opened in place: the end page stays. */
    GtkWidget *links = truco_term_links_new_popover_box (truco_answer_bar_strip_verdict (explanation));

    if (links != NULL)
      gtk_box_append (GTK_BOX (box), links);
  }

  accessible = g_strdup_printf ("%s %s%s%s %s", truco_exercise_get_prompt (exercise),
                                given != NULL ? given : "", given != NULL ? " " : "",
                                right, truco_answer_bar_strip_verdict (explanation));
  gtk_widget_set_focusable (frame, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (frame),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible,
                                  -1);
  g_object_set_data_full (G_OBJECT (frame), "accessible-text", g_strdup (accessible), g_free);

  return frame;
}
