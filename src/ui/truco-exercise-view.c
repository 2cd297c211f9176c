/* truco-exercise-view.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* TrucoExerciseView asks one generated exercise (truco-exercise.h) and
 * answers it: its prompt, its cards drawn large, and the way to answer that
 * the exercise's form asks for:
 *
 * - choose: one button per option, also on the keys 1 to 9;
 * - choose a card: the cards themselves are pressed (the options are
 *   buttons too, for the option "neither" and for the keyboard);
 * - order the cards: the cards are pressed in order, highest first (or an
 *   option button is pressed);
 * - a number: typed in an entry and checked with Enter.
 *
 * The feedback (right or not, and the explanation of the option chosen,
 * which the exercise took from the engine) and the one thing to do next go
 * into a TrucoAnswerBar: the host's, under its scrolled content, so that it
 * is never off screen, or the view's own.  The bar takes the focus, so a
 * screen reader reads it and Enter presses its button.  After a mistake,
 * where the host allows it, the button is "Try Another": a fresh exercise
 * of the same skill; otherwise it emits ::continue.  Once answered, the
 * option chosen and the right one stay at full strength, marked with an
 * icon and words; only the others dim.
 *
 * Hints teach rather than tell (TrucoHints): the "Show a Hint" button, or
 * its key alone, shows first the rule that applies, with a link to the
 * lesson that teaches it, then the first step of the working; the answer
 * itself comes only with the bar, after an attempt.  In a lesson's check
 * a hint costs a star, and a line under the button says so; the Scoring
 * Test takes none.  The first question of a practice is worked with the
 * learner and says so.  Every question starts with no
 * hint shown: hints never carry over. */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "truco-a11y.h"
#include "truco-answer-bar.h"
#include "truco-card-widget.h"
#include "truco-exercise-view.h"
#include "truco-lesson.h"

/* Large enough that the card art, not its small fallback, is drawn. */
#define CARD_SIZE 96

struct _TrucoExerciseView
{
  AdwBin         parent_instance;

  TrucoExercise *exercise;
  GStrv          scope;         /* the topics taught so far, NULL for all */
  TrucoQuestionDraw *draw;      /* the host's questions, for "Try Another" */
  TrucoQuestionMode mode;
  TrucoHints    *hints;         /* this question's, made anew for each */
  GListModel    *lessons;       /* of TrucoLesson: where a rule is taught */
  char          *lesson_id;     /* the lesson asking, if any */
  guint          hint_key;      /* the hint button's key, pressed alone */
  int            chosen;        /* the option answered, -1 none or unmatched */
  gboolean       answered;
  gboolean       correct;
  gboolean       can_retry;
  gboolean       retrying;      /* the bar's button asks another */
  char          *feedback;
  char          *continue_label;
  TrucoAnswerBar *bar;          /* the host's, or own_bar */
  TrucoCard      order[TRUCO_EXERCISE_MAX_CARDS];
  guint          n_ordered;
  GPtrArray     *card_widgets;  /* the exercise's cards, in order */

  GtkLabel      *prompt_label;
  GtkFlowBox    *cards_box;
  GtkBox        *hands_box;
  GtkLabel      *order_label;
  GtkBox        *choices_box;
  GtkBox        *number_box;
  GtkEntry      *number_entry;
  GtkButton     *check_button;
  GtkLabel      *worked_label;
  GtkBox        *hints_box;
  GtkButton     *hint_button;
  GtkLabel      *hint_key_label;
  GtkLabel      *hint_label;
  GtkLabel      *hint_cost_label;
  TrucoAnswerBar *own_bar;
};

G_DEFINE_FINAL_TYPE (TrucoExerciseView, truco_exercise_view, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_EXERCISE,
  PROP_ANSWERED,
  PROP_CAN_RETRY,
  PROP_CONTINUE_LABEL,
  PROP_ANSWER_BAR,
  N_PROPS
};

enum {
  ANSWERED,
  CONTINUE,
  OPEN_LESSON,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* Adds a word and an icon after an option's text: "The right answer" or
 * "Your answer"; the button's accessible description says it too. */
static void
mark_choice (GtkWidget  *button,
             const char *icon_name,
             const char *text,
             const char *style)
{
  GtkWidget *box = gtk_button_get_child (GTK_BUTTON (button));
  GtkWidget *mark = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *icon = gtk_image_new_from_icon_name (icon_name);
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_set_hexpand (mark, TRUE);
  gtk_widget_set_halign (mark, GTK_ALIGN_END);
  gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
  g_object_set (icon, "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);
  gtk_box_append (GTK_BOX (mark), icon);
  gtk_box_append (GTK_BOX (mark), label);
  gtk_widget_add_css_class (mark, style);
  gtk_box_append (GTK_BOX (box), mark);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                  -1);
}

/* The count of an envido, a flor or an embit in the right answer's
 * working, as a picture: the question's cards, the ones counted marked,
 * and the sum beside them ("20 + 4 + 3 = 27").  NULL when the working
 * counts nothing. */
static GtkWidget *
count_picture_new (TrucoExerciseView *self)
{
  const TrucoExplanation *steps = self->exercise != NULL ? truco_exercise_get_steps (self->exercise) : NULL;
  const TrucoStep *count = NULL;
  guint n_counted = 0;
  g_autoptr(GString) sum = g_string_new (NULL);
  GtkWidget *box, *label;

  for (guint i = 0; steps != NULL && i < truco_explanation_get_n_steps (steps) && count == NULL; i++)
    {
      const TrucoStep *step = truco_explanation_get_step (steps, i);

      switch (step->kind)
        {
        case TRUCO_STEP_ENVIDO_PAIR:
        case TRUCO_STEP_ENVIDO_THREE_SUITED:
        case TRUCO_STEP_EMBIT:
          count = step;
          n_counted = 2;
          g_string_printf (sum, "20 + %d + %d = %d", step->numbers[0], step->numbers[1], step->numbers[2]);
          break;

        case TRUCO_STEP_FLOR:
          count = step;
          n_counted = 3;
          g_string_printf (sum, "20 + %d + %d + %d = %d", step->numbers[0], step->numbers[1],
                           step->numbers[2], step->numbers[3]);
          break;

        case TRUCO_STEP_ENVIDO_NO_PAIR:
          count = step;
          n_counted = 1;
          g_string_printf (sum, "= %d", step->numbers[0]);
          break;

        default:
          break;
        }
    }
  /* One hand's count (a question of two hands counts each: its words say
   * both); three small cards and the sum fit a phone. */
  if (count == NULL || self->card_widgets->len == 0 || self->card_widgets->len > 3)
    return NULL;

  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  for (guint i = 0; i < self->card_widgets->len; i++)
    {
      TrucoCard card = truco_card_widget_get_card (self->card_widgets->pdata[i]);
      gboolean counted = FALSE;

      for (guint k = 0; k < MIN (n_counted, count->n_cards); k++)
        counted |= count->cards[k] == card;
      gtk_box_append (GTK_BOX (box), g_object_new (TRUCO_TYPE_CARD_WIDGET,
                                                   "card", card,
                                                   "size", 40,
                                                   "focusable", FALSE,
                                                   "highlighted", counted,
                                                   "opacity", counted ? 1.0 : 0.45,
                                                   "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                                   NULL));
    }
  label = gtk_label_new (sum->str);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "title-4");
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_set_margin_start (label, 6);
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), label);
  /* The explanation says it in words; the picture only shows it. */
  g_object_set (box, "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);

  return box;
}

/* Who won each trick of a hand, as a strip of three marks seen from the
 * first side's (or player's) seat: won, lost or tied, each with an icon
 * and a word (never colour alone), and "not played" for a trick the hand
 * did not need.  For hand-winner questions: NULL for the others.
 * Returns: (transfer floating) (nullable). */
GtkWidget *
truco_exercise_view_new_trick_strip (TrucoExercise *exercise)
{
  const char *skill = exercise != NULL ? truco_skill_get_id (truco_exercise_get_skill (exercise)) : NULL;
  const int *numbers;
  guint n = 0;
  gboolean players;
  GtkWidget *strip, *row, *caption;
  g_autoptr(GString) described = g_string_new (NULL);
  const char *heading;

  if (g_strcmp0 (skill, "hand-winner") != 0 && g_strcmp0 (skill, "put-trick-and-tie") != 0)
    return NULL;
  numbers = truco_exercise_get_numbers (exercise, &n);
  if (numbers == NULL || n < 4)
    return NULL;
  /* Put for three: each plays for himself. */
  players = truco_rules_resolve (truco_exercise_get_rules (exercise))->n_sides == 3;

  strip = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  heading = players
    /* Translators: over the strip of a hand's tricks, seen from player A */
    ? _("Player A’s Tricks")
    : g_strcmp0 (skill, "hand-winner") == 0
    /* Translators: over the strip of a hand's tricks, seen from the learner */
    ? _("Your Tricks")
    /* Translators: over the strip of a hand's tricks, seen from side A */
    : _("Side A’s Tricks");
  caption = gtk_label_new (heading);
  gtk_label_set_xalign (GTK_LABEL (caption), 0);
  gtk_widget_add_css_class (caption, "heading");
  gtk_box_append (GTK_BOX (strip), caption);

  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_set_homogeneous (GTK_BOX (row), TRUE);
  gtk_widget_set_halign (row, GTK_ALIGN_START);
  for (guint t = 0; t < 3; t++)
    {
      gboolean played = 2 + t < n;
      int winner = played ? numbers[2 + t] : TRUCO_SIDE_NONE;
      const char *icon_name, *word, *style;
      g_autofree char *title = NULL, *line = NULL;
      GtkWidget *mark, *label, *icon;

      if (!played)
        {
          /* Translators: a trick of the strip the hand did not need */
          word = _("Not played");
          icon_name = "content-loading-symbolic";
          style = "dim-label";
        }
      else if (winner == TRUCO_SIDE_NONE)
        {
          /* Translators: a tied trick in the strip of a hand's tricks */
          word = _("Tied");
          icon_name = NULL;
          style = "warning";
        }
      else if (winner == TRUCO_SIDE_A)
        {
          /* Translators: a trick side (or player) A won, in the strip */
          word = _("Won");
          icon_name = "object-select-symbolic";
          style = "success";
        }
      else
        {
          /* Translators: a trick side (or player) A lost, in the strip */
          word = _("Lost");
          icon_name = "window-close-symbolic";
          style = "error";
        }

      mark = gtk_box_new (GTK_ORIENTATION_VERTICAL, 3);
      gtk_widget_add_css_class (mark, "card");
      gtk_widget_add_css_class (mark, "truco-trick-mark");
      /* Translators: the caption of one trick in the strip; %u is 1, 2 or 3 */
      title = g_strdup_printf (_("Trick %u"), t + 1);
      label = gtk_label_new (title);
      gtk_widget_add_css_class (label, "caption");
      gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (GTK_BOX (mark), label);
      if (icon_name != NULL)
        icon = gtk_image_new_from_icon_name (icon_name);
      else
        {
          /* A tie: an equals sign, as no symbolic icon says it. */
          icon = gtk_label_new ("=");
          gtk_widget_add_css_class (icon, "heading");
        }
      gtk_widget_add_css_class (icon, style);
      gtk_box_append (GTK_BOX (mark), icon);
      label = gtk_label_new (word);
      gtk_widget_add_css_class (label, style);
      gtk_box_append (GTK_BOX (mark), label);
      gtk_widget_set_margin_top (mark, 3);
      gtk_box_append (GTK_BOX (row), mark);

      /* Translators: one trick in the strip's description: "Trick 1: Won." */
      line = g_strdup_printf (_("%s: %s."), title, word);
      if (described->len > 0)
        g_string_append_c (described, ' ');
      g_string_append (described, line);
    }
  gtk_box_append (GTK_BOX (strip), row);

  /* A screen reader hears the strip as one group, its marks in words. */
  g_object_set (strip, "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (strip),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, heading,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, described->str,
                                  -1);
  for (GtkWidget *child = gtk_widget_get_first_child (strip); child != NULL; child = gtk_widget_get_next_sibling (child))
    g_object_set (child, "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);
  gtk_widget_add_css_class (strip, "truco-trick-strip");

  return strip;
}

static void
truco_exercise_view_show_feedback (TrucoExerciseView *self,
                                   gboolean           correct,
                                   const char        *explanation)
{
  /* Translators: the verdict on an answer, in the bar under the question. */
  const char *title = correct ? _("Right.") : _("Not right.");
  TrucoAnswerForm form = self->exercise != NULL ? truco_exercise_get_form (self->exercise) : TRUCO_ANSWER_CHOOSE;
  GtkWidget *child;

  explanation = truco_answer_bar_strip_verdict (explanation);
  self->answered = TRUE;
  self->correct = correct;
  self->retrying = !correct && self->can_retry;
  g_free (self->feedback);
  self->feedback = g_strdup_printf ("%s\n%s", title, explanation != NULL ? explanation : "");

  /* The question is over and the keyboard cannot answer twice; the option
   * chosen and the right one stay at full strength, with an icon and a
   * word beside them; only the others dim. */
  for (child = gtk_widget_get_first_child (GTK_WIDGET (self->choices_box));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (child), "choice"));

      if (self->exercise != NULL && truco_exercise_get_choice_correct (self->exercise, index))
        /* Translators: beside the right option of a question once it is answered. */
        mark_choice (child, "object-select-symbolic", _("The right answer"), "success");
      else if (!correct && (int) index == self->chosen)
        /* Translators: beside the wrong option the learner chose. */
        mark_choice (child, "window-close-symbolic", _("Your answer"), "error");
      else
        gtk_widget_set_sensitive (child, FALSE);
      gtk_widget_add_css_class (child, "truco-answered");
    }
  if (form == TRUCO_ANSWER_CHOOSE_CARD && self->exercise != NULL)
    {
      TrucoCard right = truco_exercise_get_choice_card (self->exercise, truco_exercise_get_answer (self->exercise));
      TrucoCard chosen = self->chosen >= 0 ? truco_exercise_get_choice_card (self->exercise, self->chosen) : TRUCO_CARD_NONE;

      for (guint i = 0; i < self->card_widgets->len; i++)
        {
          TrucoCardWidget *card = self->card_widgets->pdata[i];
          TrucoCard shown = truco_card_widget_get_card (card);

          if (shown == right)
            truco_card_widget_set_highlighted (card, TRUE);
          else if (shown != chosen)
            gtk_widget_set_sensitive (GTK_WIDGET (card), FALSE);
        }
    }
  gtk_editable_set_editable (GTK_EDITABLE (self->number_entry), FALSE);
  gtk_widget_set_sensitive (GTK_WIDGET (self->check_button), FALSE);
  /* The answer comes with the bar: no hint is left to ask for. */
  if (self->hints != NULL && !correct)
    truco_hints_attempted (self->hints);
  gtk_widget_set_visible (GTK_WIDGET (self->hint_button), FALSE);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANSWERED]);
  /* The host may say what the bar's button will do next. */
  g_signal_emit (self, signals[ANSWERED], 0, self->chosen, correct,
                 truco_exercise_view_get_n_shown_hints (self) > 0);

  {
    GtkWidget *picture = count_picture_new (self);

    truco_answer_bar_set_picture (self->bar, picture != NULL ? picture : truco_exercise_view_new_trick_strip (self->exercise));
  }
  truco_answer_bar_show (self->bar, correct, title, explanation,
                         self->retrying ? _("_Try Another") : self->continue_label);
}

/**
 * truco_exercise_view_answer:
 * @choice: an option of the exercise
 *
 * Answers with the option @choice, as pressing its button does.
 *
 * Returns: whether the answer was taken (FALSE when already answered or
 *   out of range)
 */
gboolean
truco_exercise_view_answer (TrucoExerciseView *self,
                            guint              choice)
{
  g_return_val_if_fail (TRUCO_IS_EXERCISE_VIEW (self), FALSE);

  if (self->exercise == NULL || self->answered ||
      choice >= truco_exercise_get_n_choices (self->exercise))
    return FALSE;

  self->chosen = choice;
  truco_exercise_view_show_feedback (self,
                                     truco_exercise_get_choice_correct (self->exercise, choice),
                                     truco_exercise_get_choice_explanation (self->exercise, choice));
  return TRUE;
}

/**
 * truco_exercise_view_answer_number:
 * @value: the number typed
 *
 * Answers a number exercise with @value.  A number no option foresaw is
 * wrong; its feedback is the right option's explanation.
 *
 * Returns: whether the answer was taken
 */
gboolean
truco_exercise_view_answer_number (TrucoExerciseView *self,
                                   int                value)
{
  int choice;
  guint answer;
  g_autofree char *text = NULL;

  g_return_val_if_fail (TRUCO_IS_EXERCISE_VIEW (self), FALSE);

  if (self->exercise == NULL || self->answered ||
      truco_exercise_get_form (self->exercise) != TRUCO_ANSWER_NUMBER)
    return FALSE;

  choice = truco_exercise_find_number (self->exercise, value);
  if (choice >= 0)
    return truco_exercise_view_answer (self, choice);

  answer = truco_exercise_get_answer (self->exercise);
  /* Translators: the feedback to a number no option foresaw; %d is the
   * number typed, and the explanation of the right answer follows. */
  text = g_strdup_printf (_("%d is not the answer. %s"), value,
                          truco_exercise_get_choice_explanation (self->exercise, answer));
  self->chosen = -1;
  truco_exercise_view_show_feedback (self, FALSE, text);
  return TRUE;
}

static void
number_activate_cb (TrucoExerciseView *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->number_entry));
  guint64 value;

  /* Only digits make a number; anything else is typed again. */
  if (!g_ascii_string_to_unsigned (text, 10, 0, 999, &value, NULL))
    {
      gtk_widget_error_bell (GTK_WIDGET (self->number_entry));
      gtk_widget_grab_focus (GTK_WIDGET (self->number_entry));
      return;
    }

  truco_exercise_view_answer_number (self, (int) value);
}

static void
choice_clicked_cb (GtkButton         *button,
                   TrucoExerciseView *self)
{
  truco_exercise_view_answer (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "choice")));
}

static void
truco_exercise_view_sync_order (TrucoExerciseView *self)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < self->n_ordered; i++)
    {
      if (i > 0)
        /* Translators: between the cards of an order the learner builds. */
        g_string_append (text, _(", then "));
      g_string_append (text, truco_card_get_name (self->order[i]));
    }

  if (self->n_ordered == 0)
    gtk_label_set_label (self->order_label, _("Press the cards in order, the highest first, or choose an order below."));
  else
    {
      /* Translators: %s lists the cards pressed so far, in order. */
      g_autofree char *label = g_strdup_printf (_("Your order: %s."), text->str);
      gtk_label_set_label (self->order_label, label);
    }
}

static void
truco_exercise_view_ordered_all (TrucoExerciseView *self)
{
  guint n_choices = truco_exercise_get_n_choices (self->exercise);
  guint answer;
  g_autofree char *text = NULL;

  for (guint i = 0; i < n_choices; i++)
    {
      guint n = 0;
      const TrucoCard *order = truco_exercise_get_choice_order (self->exercise, i, &n);

      if (n == self->n_ordered && order != NULL &&
          memcmp (order, self->order, n * sizeof (TrucoCard)) == 0)
        {
          truco_exercise_view_answer (self, i);
          return;
        }
    }

  answer = truco_exercise_get_answer (self->exercise);
  /* Translators: the feedback to an order of cards no option foresaw; the
   * explanation of the right order follows. */
  text = g_strdup_printf (_("That is not the order. %s"),
                          truco_exercise_get_choice_explanation (self->exercise, answer));
  self->chosen = -1;
  truco_exercise_view_show_feedback (self, FALSE, text);
}

static void
card_activate_cb (TrucoCardWidget   *card_widget,
                  TrucoExerciseView *self)
{
  TrucoCard card = truco_card_widget_get_card (card_widget);
  guint n_choices;

  if (self->exercise == NULL || self->answered)
    return;

  switch (truco_exercise_get_form (self->exercise))
    {
    case TRUCO_ANSWER_CHOOSE_CARD:
      n_choices = truco_exercise_get_n_choices (self->exercise);
      for (guint i = 0; i < n_choices; i++)
        if (truco_exercise_get_choice_card (self->exercise, i) == card)
          {
            truco_card_widget_set_selected (card_widget, TRUE);
            truco_exercise_view_answer (self, i);
            return;
          }
      break;

    case TRUCO_ANSWER_ORDER_CARDS:
      if (truco_card_widget_get_selected (card_widget))
        return;
      truco_card_widget_set_selected (card_widget, TRUE);
      self->order[self->n_ordered++] = card;
      truco_exercise_view_sync_order (self);
      if (self->n_ordered == truco_exercise_get_n_cards (self->exercise))
        truco_exercise_view_ordered_all (self);
      break;

    case TRUCO_ANSWER_CHOOSE:
    case TRUCO_ANSWER_NUMBER:
    default:
      break;
    }
}

/* The lesson of the path that teaches @topic, if the host gave the path. */
static TrucoLesson *
teaching_lesson (TrucoExerciseView *self,
                 const char        *topic)
{
  guint n = self->lessons != NULL ? g_list_model_get_n_items (self->lessons) : 0;

  for (guint i = 0; topic != NULL && i < n; i++)
    {
      g_autoptr(TrucoLesson) lesson = g_list_model_get_item (self->lessons, i);
      const char * const *topics = truco_lesson_get_topics (lesson);

      if (topics != NULL && g_strv_contains (topics, topic))
        return lesson;
    }

  return NULL;
}

static gboolean
lesson_link_cb (GtkLinkButton     *link,
                TrucoExerciseView *self)
{
  const char *uri = gtk_link_button_get_uri (link);

  if (g_str_has_prefix (uri, "lesson:"))
    g_signal_emit (self, signals[OPEN_LESSON], 0, uri + strlen ("lesson:"));
  return TRUE;
}

/* One hint, as a row under the options: its words, and for the rule a
 * link to the lesson that teaches it (none when it is the lesson asking:
 * its earlier steps said it). */
static void
add_hint_row (TrucoExerciseView *self,
              const char        *text,
              const char        *topic)
{
  TrucoLesson *lesson = teaching_lesson (self, topic);
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 9);
  GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-information-symbolic");
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_set_valign (icon, GTK_ALIGN_START);
  gtk_widget_add_css_class (icon, "dim-label");
  g_object_set (icon, "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);
  gtk_box_append (GTK_BOX (line), icon);
  gtk_widget_set_hexpand (row, TRUE);
  gtk_box_append (GTK_BOX (line), row);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (row), label);

  if (lesson != NULL && g_strcmp0 (truco_lesson_get_id (lesson), self->lesson_id) != 0)
    {
      g_autofree char *uri = g_strconcat ("lesson:", truco_lesson_get_id (lesson), NULL);
      /* Translators: a link under a hint to the lesson that teaches the
       * rule; %s is the lesson's title */
      g_autofree char *words = g_strdup_printf (_("Where it is taught: %s"), truco_lesson_get_title (lesson));
      GtkWidget *link = gtk_link_button_new_with_label (uri, words);

      gtk_widget_set_halign (link, GTK_ALIGN_START);
      gtk_widget_set_margin_start (link, -10);
      /* Translators: the tooltip of the link from a hint to its lesson */
      gtk_widget_set_tooltip_text (link, _("Open the lesson"));
      g_signal_connect_object (link, "activate-link", G_CALLBACK (lesson_link_cb), self, 0);
      gtk_box_append (GTK_BOX (row), link);
    }

  gtk_widget_add_css_class (line, "truco-hint");
  gtk_box_append (self->hints_box, line);
  gtk_widget_set_visible (GTK_WIDGET (self->hints_box), TRUE);
}

/* The button shows while a hint may be asked for; in a check and in the
 * Scoring Test a line says there are none. */
static void
truco_exercise_view_sync_hints (TrucoExerciseView *self)
{
  gboolean more = self->hints != NULL && !self->answered && truco_hints_has_next (self->hints);
  const char *intro = self->hints != NULL ? truco_hints_get_worked_intro (self->hints) : NULL;
  const char *cost = self->hints != NULL ? truco_hints_get_cost (self->hints) : NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->hint_button), more);
  /* What a hint costs, said beside the button and to a screen reader on it. */
  gtk_label_set_label (self->hint_cost_label, cost != NULL ? cost : "");
  gtk_widget_set_visible (GTK_WIDGET (self->hint_cost_label), more && cost != NULL);
  if (more && cost != NULL && truco_hints_get_n_shown (self->hints) == 0)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->hint_button),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, cost,
                                    -1);
  gtk_label_set_label (self->worked_label, intro != NULL ? intro : "");
  gtk_widget_set_visible (GTK_WIDGET (self->worked_label), intro != NULL);
}

/* Shows the next hint; returns whether there was one. */
static gboolean
show_next_hint (TrucoExerciseView *self)
{
  g_autofree char *text = NULL;
  const char *topic = NULL;

  if (self->hints == NULL || self->answered || !truco_hints_has_next (self->hints))
    return FALSE;
  if (truco_hints_next (self->hints, &text, &topic) < 0)
    return FALSE;
  add_hint_row (self, text, topic);
  /* The button keeps the focus: its description is the hint just shown,
   * so a screen reader reads it there. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->hint_button),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                  -1);
  truco_exercise_view_sync_hints (self);
  return TRUE;
}

static void
hint_clicked_cb (TrucoExerciseView *self)
{
  GtkWidget *last;

  if (!show_next_hint (self))
    return;
  /* The last hint is shown: the focus goes to what it says (its link),
   * or back to the options. */
  if (!gtk_widget_get_visible (GTK_WIDGET (self->hint_button)))
    {
      last = gtk_widget_get_last_child (GTK_WIDGET (self->hints_box));
      last = last != NULL ? gtk_widget_get_last_child (last) : NULL;
      if (last != NULL && GTK_IS_LINK_BUTTON (gtk_widget_get_last_child (last)))
        gtk_widget_grab_focus (gtk_widget_get_last_child (last));
      else
        truco_exercise_view_focus (self);
    }
}

/**
 * truco_exercise_view_show_hints:
 * @n_hints: how many hints to show (the rule, then the first step); never
 *   fewer than are shown already
 *
 * Shows hints, as pressing "Show a Hint" does, as far as the question's
 * mode allows (none in a check or the Scoring Test).
 */
void
truco_exercise_view_show_hints (TrucoExerciseView *self,
                                guint              n_hints)
{
  g_return_if_fail (TRUCO_IS_EXERCISE_VIEW (self));

  while (truco_exercise_view_get_n_shown_hints (self) < n_hints && show_next_hint (self))
    ;
}

guint
truco_exercise_view_get_n_shown_hints (TrucoExerciseView *self)
{
  g_return_val_if_fail (TRUCO_IS_EXERCISE_VIEW (self), 0);

  return self->hints != NULL ? truco_hints_get_n_shown (self->hints) : 0;
}

/**
 * truco_exercise_view_set_mode:
 * @mode: where the questions are asked
 *
 * Says which hints the next question takes: none in the Scoring Test,
 * the rule and the first step elsewhere (in a check, at a star's cost
 * that a line says), and for the
 * first question of a practice, both shown from the start (a worked
 * example, which says so).  Applies from the next question set.
 */
void
truco_exercise_view_set_mode (TrucoExerciseView *self,
                              TrucoQuestionMode  mode)
{
  g_return_if_fail (TRUCO_IS_EXERCISE_VIEW (self));

  self->mode = mode;
}

TrucoQuestionMode
truco_exercise_view_get_mode (TrucoExerciseView *self)
{
  g_return_val_if_fail (TRUCO_IS_EXERCISE_VIEW (self), TRUCO_QUESTION_PRACTICE);

  return self->mode;
}

/**
 * truco_exercise_view_set_lessons:
 * @lessons: (nullable): the path's lessons (#TrucoLesson), where a hint's
 *   rule links to the lesson that teaches it
 * @lesson_id: (nullable): the lesson asking, whose own rules need no link
 */
void
truco_exercise_view_set_lessons (TrucoExerciseView *self,
                                 GListModel        *lessons,
                                 const char        *lesson_id)
{
  g_return_if_fail (TRUCO_IS_EXERCISE_VIEW (self));
  g_return_if_fail (lessons == NULL || G_IS_LIST_MODEL (lessons));

  g_set_object (&self->lessons, lessons);
  g_free (self->lesson_id);
  self->lesson_id = g_strdup (lesson_id);
}

/* The key of the hint button: the letter its label underlines. */
static guint
hint_key_from_label (const char *label)
{
  const char *underscore = label != NULL ? strchr (label, '_') : NULL;

  if (underscore == NULL || underscore[1] == '\0')
    return 0;
  return gdk_keyval_to_lower (gdk_unicode_to_keyval (g_utf8_get_char (underscore + 1)));
}

/* Whether @prompt says @holder as a word of its own. */
static gboolean
prompt_names (const char *prompt,
              const char *holder)
{
  gsize len = strlen (holder);

  if (prompt == NULL || len == 0)
    return FALSE;
  for (const char *p = strstr (prompt, holder); p != NULL; p = strstr (p + 1, holder))
    {
      gboolean starts = p == prompt || !g_unichar_isalnum (g_utf8_get_char (g_utf8_prev_char (p)));
      gboolean ends = p[len] == '\0' || !g_unichar_isalnum (g_utf8_get_char (p + len));

      if (starts && ends)
        return TRUE;
    }

  return FALSE;
}

static GtkWidget *
truco_exercise_view_new_choice_button (TrucoExerciseView *self,
                                       guint              index)
{
  const char *text = truco_exercise_get_choice_text (self->exercise, index);
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *key = NULL;
  GtkWidget *label = gtk_label_new (text);
  g_autofree char *key_text = NULL;

  if (index < 9)
    {
      key_text = g_strdup_printf ("%u", index + 1);
      key = gtk_label_new (key_text);
      gtk_widget_add_css_class (key, "dim-label");
      gtk_widget_add_css_class (key, "numeric");
      gtk_box_append (GTK_BOX (box), key);
    }
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (box), label);
  gtk_button_set_child (GTK_BUTTON (button), box);

  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text,
                                  GTK_ACCESSIBLE_PROPERTY_KEY_SHORTCUTS, key_text,
                                  -1);
  g_object_set_data (G_OBJECT (button), "choice", GUINT_TO_POINTER (index));
  g_signal_connect_object (button, "clicked", G_CALLBACK (choice_clicked_cb), self, 0);

  return button;
}

/* Whether the cards are hands of two or more holders the question names,
 * each holding at least two: they are shown as one labelled row a hand
 * (six cards in one row, with a letter under each, read as one hand). */
static gboolean
holds_hands (TrucoExerciseView *self)
{
  guint n = truco_exercise_get_n_cards (self->exercise);
  const char *prompt = truco_exercise_get_prompt (self->exercise);
  g_autoptr(GHashTable) counts = g_hash_table_new (g_str_hash, g_str_equal);
  GHashTableIter iter;
  gpointer count;

  for (guint i = 0; i < n; i++)
    {
      const char *holder = NULL;

      truco_exercise_get_card (self->exercise, i, &holder);
      /* A hand the question names, by its side's letter or, said to the
       * learner, by who holds it. */
      if (holder == NULL
          || (!prompt_names (prompt, holder) && truco_exercise_get_holder_name (self->exercise, holder) == NULL))
        return FALSE;
      g_hash_table_insert (counts, (gpointer) holder,
                           GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (counts, holder)) + 1));
    }
  if (g_hash_table_size (counts) < 2)
    return FALSE;
  g_hash_table_iter_init (&iter, counts);
  while (g_hash_table_iter_next (&iter, NULL, &count))
    if (GPOINTER_TO_UINT (count) < 2)
      return FALSE;

  return TRUE;
}

/* The caption of a hand: as the question names its holder. */
static char *
hand_caption (TrucoExercise *exercise,
              const char    *holder)
{
  const char *name = truco_exercise_get_holder_name (exercise, holder);

  /* Said to the learner: "You", "Ana". */
  if (name != NULL)
    return g_strdup (name);
  if (g_utf8_strlen (holder, -1) == 1)
    /* Translators: over the cards of one side in a question that names
     * the sides by a letter ("Side A has…"); %s is the letter. */
    return g_strdup_printf (_("Side %s"), holder);
  return g_strdup (holder);
}

static void card_activate_cb (TrucoCardWidget   *card_widget,
                              TrucoExerciseView *self);

static void
add_hands (TrucoExerciseView *self,
           TrucoAnswerForm    form)
{
  guint n = truco_exercise_get_n_cards (self->exercise);
  gboolean pressable = form == TRUCO_ANSWER_CHOOSE_CARD || form == TRUCO_ANSWER_ORDER_CARDS;
  g_autoptr(GPtrArray) holders = g_ptr_array_new ();

  for (guint i = 0; i < n; i++)
    {
      const char *holder = NULL;

      truco_exercise_get_card (self->exercise, i, &holder);
      if (!g_ptr_array_find_with_equal_func (holders, holder, g_str_equal, NULL))
        g_ptr_array_add (holders, (gpointer) holder);
    }

  for (guint h = 0; h < holders->len; h++)
    {
      g_autofree char *caption = hand_caption (self->exercise, holders->pdata[h]);
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
      GtkWidget *label = gtk_label_new (caption);
      GtkWidget *cards = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "heading");
      gtk_box_append (GTK_BOX (row), label);
      gtk_widget_set_halign (cards, GTK_ALIGN_START);
      gtk_box_append (GTK_BOX (row), cards);

      for (guint i = 0; i < n; i++)
        {
          const char *holder = NULL;
          TrucoCard card = truco_exercise_get_card (self->exercise, i, &holder);
          GtkWidget *card_widget;

          if (!g_str_equal (holder, holders->pdata[h]))
            continue;
          /* A card to choose is also an option button: see below. */
          gboolean is_button = form == TRUCO_ANSWER_ORDER_CARDS;

          card_widget = g_object_new (TRUCO_TYPE_CARD_WIDGET,
                                      "card", card,
                                      "size", CARD_SIZE,
                                      "focusable", is_button,
                                      "accessible-role", is_button ? GTK_ACCESSIBLE_ROLE_BUTTON : GTK_ACCESSIBLE_ROLE_IMG,
                                      NULL);
          if (pressable)
            g_signal_connect_object (card_widget, "activate", G_CALLBACK (card_activate_cb), self, 0);
          if (pressable && !is_button)
            gtk_accessible_update_state (GTK_ACCESSIBLE (card_widget), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
          gtk_accessible_update_property (GTK_ACCESSIBLE (card_widget),
                                          GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, caption,
                                          -1);
          gtk_box_append (GTK_BOX (cards), card_widget);
          g_ptr_array_add (self->card_widgets, card_widget);
        }
      gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, caption,
                                      -1);
      g_object_set (row, "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP, NULL);
      gtk_box_append (self->hands_box, row);
    }
}

static void
truco_exercise_view_rebuild (TrucoExerciseView *self)
{
  GtkWidget *child;
  TrucoAnswerForm form;
  gboolean hands;
  guint n;

  self->answered = FALSE;
  self->correct = FALSE;
  self->chosen = -1;
  self->n_ordered = 0;
  g_clear_pointer (&self->feedback, g_free);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->cards_box))) != NULL)
    gtk_flow_box_remove (self->cards_box, child);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->choices_box))) != NULL)
    gtk_box_remove (self->choices_box, child);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->hands_box))) != NULL)
    gtk_box_remove (self->hands_box, child);
  /* A new question starts with no hint: hints never carry over. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->hints_box))) != NULL)
    gtk_box_remove (self->hints_box, child);
  gtk_widget_set_visible (GTK_WIDGET (self->hints_box), FALSE);
  gtk_accessible_reset_property (GTK_ACCESSIBLE (self->hint_button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  g_clear_pointer (&self->hints, truco_hints_free);
  if (self->exercise != NULL)
    self->hints = truco_hints_new (self->exercise, self->mode);

  g_ptr_array_set_size (self->card_widgets, 0);
  self->retrying = FALSE;
  truco_answer_bar_dismiss (self->bar);
  gtk_editable_set_editable (GTK_EDITABLE (self->number_entry), TRUE);
  gtk_widget_set_sensitive (GTK_WIDGET (self->check_button), TRUE);

  if (self->exercise == NULL)
    {
      gtk_label_set_label (self->prompt_label, "");
      gtk_widget_set_visible (GTK_WIDGET (self->number_box), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->order_label), FALSE);
      truco_exercise_view_sync_hints (self);
      return;
    }

  form = truco_exercise_get_form (self->exercise);
  gtk_label_set_label (self->prompt_label, truco_exercise_get_prompt (self->exercise));

  n = truco_exercise_get_n_cards (self->exercise);
  hands = holds_hands (self);
  if (hands)
    add_hands (self, form);
  for (guint i = 0; i < n && !hands; i++)
    {
      const char *holder = NULL;
      TrucoCard card = truco_exercise_get_card (self->exercise, i, &holder);
      gboolean pressable = form == TRUCO_ANSWER_CHOOSE_CARD || form == TRUCO_ANSWER_ORDER_CARDS;
      /* A card to choose is also an option button with its name: the card
       * takes a click but not the focus, and is not read a second time. */
      gboolean is_button = form == TRUCO_ANSWER_ORDER_CARDS;
      GtkWidget *card_widget;
      GtkWidget *item;

      card_widget = g_object_new (TRUCO_TYPE_CARD_WIDGET,
                                  "card", card,
                                  "size", CARD_SIZE,
                                  "focusable", is_button,
                                  "accessible-role", is_button ? GTK_ACCESSIBLE_ROLE_BUTTON : GTK_ACCESSIBLE_ROLE_IMG,
                                  NULL);
      if (pressable)
        g_signal_connect_object (card_widget, "activate", G_CALLBACK (card_activate_cb), self, 0);
      if (pressable && !is_button)
        gtk_accessible_update_state (GTK_ACCESSIBLE (card_widget), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);

      if (holder != NULL && prompt_names (truco_exercise_get_prompt (self->exercise), holder))
        {
          /* Who holds the card, written under it, as the question names
           * them ("B1 plays…"); where the question names nobody ("a player
           * plays… and the opponent…"), a seat's code would mean nothing. */
          GtkWidget *caption = gtk_label_new (holder);

          item = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
          gtk_widget_add_css_class (caption, "caption");
          gtk_box_append (GTK_BOX (item), card_widget);
          gtk_box_append (GTK_BOX (item), caption);
          gtk_accessible_update_property (GTK_ACCESSIBLE (card_widget),
                                          GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, holder,
                                          -1);
        }
      else
        item = card_widget;

      gtk_flow_box_append (self->cards_box, item);
      g_ptr_array_add (self->card_widgets, card_widget);
      gtk_widget_set_focusable (gtk_widget_get_parent (item), FALSE);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->cards_box), n > 0 && gtk_widget_get_first_child (GTK_WIDGET (self->cards_box)) != NULL);
  {
    GtkWidget *strip = truco_exercise_view_new_trick_strip (self->exercise);

    if (strip != NULL)
      gtk_box_append (self->hands_box, strip);
  }
  gtk_widget_set_visible (GTK_WIDGET (self->hands_box), gtk_widget_get_first_child (GTK_WIDGET (self->hands_box)) != NULL);

  gtk_widget_set_visible (GTK_WIDGET (self->order_label), form == TRUCO_ANSWER_ORDER_CARDS);
  if (form == TRUCO_ANSWER_ORDER_CARDS)
    truco_exercise_view_sync_order (self);

  gtk_widget_set_visible (GTK_WIDGET (self->number_box), form == TRUCO_ANSWER_NUMBER);
  gtk_widget_set_visible (GTK_WIDGET (self->choices_box), form != TRUCO_ANSWER_NUMBER);
  if (form == TRUCO_ANSWER_NUMBER)
    {
      gtk_editable_set_text (GTK_EDITABLE (self->number_entry), "");
    }
  else
    {
      n = truco_exercise_get_n_choices (self->exercise);
      for (guint i = 0; i < n; i++)
        gtk_box_append (self->choices_box, truco_exercise_view_new_choice_button (self, i));
    }

  truco_exercise_view_sync_hints (self);
  /* A worked example: the rule and the first step from the start. */
  if (self->mode == TRUCO_QUESTION_PRACTICE_FIRST)
    truco_exercise_view_show_hints (self, 2);
}

/**
 * truco_exercise_view_set_exercise:
 * @exercise: (nullable): the exercise to ask
 *
 * Asks @exercise from the start: no hint shown, not answered.
 */
void
truco_exercise_view_set_exercise (TrucoExerciseView *self,
                                  TrucoExercise     *exercise)
{
  g_return_if_fail (TRUCO_IS_EXERCISE_VIEW (self));

  if (self->exercise == exercise)
    return;

  g_clear_pointer (&self->exercise, truco_exercise_unref);
  if (exercise != NULL)
    self->exercise = truco_exercise_ref (exercise);

  truco_exercise_view_rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EXERCISE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANSWERED]);
}

TrucoExercise *
truco_exercise_view_get_exercise (TrucoExerciseView *self)
{
  g_return_val_if_fail (TRUCO_IS_EXERCISE_VIEW (self), NULL);

  return self->exercise;
}

gboolean
truco_exercise_view_get_answered (TrucoExerciseView *self)
{
  g_return_val_if_fail (TRUCO_IS_EXERCISE_VIEW (self), FALSE);

  return self->answered;
}

/**
 * truco_exercise_view_get_feedback:
 *
 * Returns: (nullable): the feedback shown (its first line says right or
 *   not), or %NULL before an answer
 */
const char *
truco_exercise_view_get_feedback (TrucoExerciseView *self)
{
  g_return_val_if_fail (TRUCO_IS_EXERCISE_VIEW (self), NULL);

  return self->feedback;
}

/**
 * truco_exercise_view_retry:
 *
 * (Scope of truco_exercise_view_retry(): see below.)
 */
void
truco_exercise_view_set_scope (TrucoExerciseView  *self,
                               const char * const *scope)
{
  g_return_if_fail (TRUCO_IS_EXERCISE_VIEW (self));

  g_strfreev (self->scope);
  self->scope = g_strdupv ((char **) scope);
}

/**
 * truco_exercise_view_set_draw:
 * @draw: (nullable): the draw the host asks its questions from
 *
 * "Try Another" takes the fresh question from @draw, so that it is never
 * the question just asked nor the host's next one.
 */
void
truco_exercise_view_set_draw (TrucoExerciseView *self,
                              TrucoQuestionDraw *draw)
{
  g_return_if_fail (TRUCO_IS_EXERCISE_VIEW (self));

  g_set_object (&self->draw, draw);
}

/**
 * truco_exercise_view_retry:
 *
 * Asks a fresh exercise of the same skill and rules (from the host's
 * draw, else the next seed), with no hint shown.
 */
void
truco_exercise_view_retry (TrucoExerciseView *self)
{
  g_autoptr(TrucoExercise) fresh = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (TRUCO_IS_EXERCISE_VIEW (self));

  if (self->exercise == NULL)
    return;

  /* The worked example was the first question; the next is the learner's. */
  if (self->mode == TRUCO_QUESTION_PRACTICE_FIRST)
    self->mode = TRUCO_QUESTION_PRACTICE;
  if (self->draw != NULL)
    fresh = truco_question_draw_next (self->draw, truco_exercise_get_skill (self->exercise),
                                      truco_exercise_get_rules (self->exercise),
                                      (const char * const *) self->scope,
                                      self->scope != NULL ? NULL : &error);
  else
    fresh = truco_exercise_generate_in_scope (truco_exercise_get_skill (self->exercise),
                                              truco_exercise_get_rules (self->exercise),
                                              (const char * const *) self->scope,
                                              truco_exercise_get_seed (self->exercise) + 1,
                                              self->scope != NULL ? NULL : &error);
  if (fresh == NULL && self->scope != NULL)
    /* The first question fitted the scope, so another should: this is
     * only a safety net. */
    fresh = truco_exercise_generate (truco_exercise_get_skill (self->exercise),
                                     truco_exercise_get_rules (self->exercise),
                                     truco_exercise_get_seed (self->exercise) + 1,
                                     &error);
  if (fresh == NULL)
    {
      /* The same skill and rules made the first one: this is a bug. */
      g_critical ("Cannot make another exercise: %s", error->message);
      return;
    }

  /* Hints never carry over: the fresh question starts with none. */
  truco_exercise_view_set_exercise (self, fresh);
  truco_exercise_view_focus (self);
}

/**
 * truco_exercise_view_focus:
 *
 * Puts the focus where the learner answers: the feedback once answered,
 * else the number entry, the first card to press or the first option.
 */
void
truco_exercise_view_focus (TrucoExerciseView *self)
{
  GtkWidget *first;

  g_return_if_fail (TRUCO_IS_EXERCISE_VIEW (self));

  if (self->answered)
    truco_answer_bar_focus (self->bar);
  else if (gtk_widget_get_visible (GTK_WIDGET (self->number_box)))
    gtk_widget_grab_focus (GTK_WIDGET (self->number_entry));
  else if ((first = gtk_widget_get_first_child (GTK_WIDGET (self->choices_box))) != NULL)
    gtk_widget_grab_focus (first);
}

static gboolean
key_pressed_cb (TrucoExerciseView     *self,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GtkEventControllerKey *controller)
{
  guint digit;

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0 ||
      self->exercise == NULL || self->answered ||
      truco_exercise_get_form (self->exercise) == TRUCO_ANSWER_NUMBER)
    return GDK_EVENT_PROPAGATE;

  if (keyval >= GDK_KEY_1 && keyval <= GDK_KEY_9)
    digit = keyval - GDK_KEY_1;
  else if (keyval >= GDK_KEY_KP_1 && keyval <= GDK_KEY_KP_9)
    digit = keyval - GDK_KEY_KP_1;
  else
    return GDK_EVENT_PROPAGATE;

  return truco_exercise_view_answer (self, digit) ? GDK_EVENT_STOP : GDK_EVENT_PROPAGATE;
}

/* The hint key, alone: a hint, while one may be asked for. */
static gboolean
hint_key_cb (GtkWidget *widget,
             GVariant  *args,
             gpointer   user_data)
{
  TrucoExerciseView *self = TRUCO_EXERCISE_VIEW (widget);

  if (!gtk_widget_get_visible (GTK_WIDGET (self->hint_button)))
    return FALSE;
  hint_clicked_cb (self);
  return TRUE;
}

static void
bar_activated_cb (TrucoExerciseView *self)
{
  if (!self->answered)
    return;

  if (self->retrying)
    truco_exercise_view_retry (self);
  else
    g_signal_emit (self, signals[CONTINUE], 0);
}

/**
 * truco_exercise_view_set_answer_bar:
 * @bar: (nullable): the bar where the feedback goes, or %NULL for the
 *   view's own
 *
 * Gives the feedback to a bar the host keeps under its scrolled content,
 * so that it is never off screen.  The view does not own @bar.
 */
void
truco_exercise_view_set_answer_bar (TrucoExerciseView *self,
                                    TrucoAnswerBar    *bar)
{
  TrucoAnswerBar *new_bar;

  g_return_if_fail (TRUCO_IS_EXERCISE_VIEW (self));
  g_return_if_fail (bar == NULL || TRUCO_IS_ANSWER_BAR (bar));

  new_bar = bar != NULL ? bar : self->own_bar;
  if (self->bar == new_bar)
    return;

  if (self->bar != self->own_bar)
    {
      g_signal_handlers_disconnect_by_func (self->bar, bar_activated_cb, self);
      g_object_remove_weak_pointer (G_OBJECT (self->bar), (gpointer *) &self->bar);
      truco_answer_bar_dismiss (self->bar);
    }
  self->bar = new_bar;
  if (self->bar != self->own_bar)
    {
      g_object_add_weak_pointer (G_OBJECT (self->bar), (gpointer *) &self->bar);
      g_signal_connect_swapped (self->bar, "activated", G_CALLBACK (bar_activated_cb), self);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->own_bar), self->bar == self->own_bar);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANSWER_BAR]);
}

/**
 * truco_exercise_view_get_answer_bar:
 *
 * Returns: (transfer none): the bar the feedback goes to
 */
TrucoAnswerBar *
truco_exercise_view_get_answer_bar (TrucoExerciseView *self)
{
  g_return_val_if_fail (TRUCO_IS_EXERCISE_VIEW (self), NULL);

  return self->bar;
}

/**
 * truco_exercise_view_set_continue_label:
 * @label: (nullable): what the bar's button says when it goes on (with a
 *   mnemonic), %NULL for "Continue"
 */
void
truco_exercise_view_set_continue_label (TrucoExerciseView *self,
                                        const char        *label)
{
  g_return_if_fail (TRUCO_IS_EXERCISE_VIEW (self));

  if (label == NULL)
    label = _("_Continue");
  if (g_strcmp0 (self->continue_label, label) == 0)
    return;

  g_free (self->continue_label);
  self->continue_label = g_strdup (label);
  if (self->answered && !self->retrying && self->bar != NULL)
    truco_answer_bar_set_action_label (self->bar, label);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CONTINUE_LABEL]);
}

static void
truco_exercise_view_dispose (GObject *object)
{
  TrucoExerciseView *self = TRUCO_EXERCISE_VIEW (object);

  truco_exercise_view_set_answer_bar (self, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), TRUCO_TYPE_EXERCISE_VIEW);
  self->bar = NULL;
  g_clear_pointer (&self->exercise, truco_exercise_unref);
  g_clear_pointer (&self->hints, truco_hints_free);
  g_clear_object (&self->lessons);

  G_OBJECT_CLASS (truco_exercise_view_parent_class)->dispose (object);
}

static void
truco_exercise_view_finalize (GObject *object)
{
  TrucoExerciseView *self = TRUCO_EXERCISE_VIEW (object);

  g_free (self->feedback);
  g_free (self->continue_label);
  g_strfreev (self->scope);
  g_clear_object (&self->draw);
  g_free (self->lesson_id);
  g_ptr_array_unref (self->card_widgets);

  G_OBJECT_CLASS (truco_exercise_view_parent_class)->finalize (object);
}

static void
truco_exercise_view_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  TrucoExerciseView *self = TRUCO_EXERCISE_VIEW (object);

  switch (prop_id)
    {
    case PROP_EXERCISE:
      g_value_set_boxed (value, self->exercise);
      break;

    case PROP_ANSWERED:
      g_value_set_boolean (value, self->answered);
      break;

    case PROP_CAN_RETRY:
      g_value_set_boolean (value, self->can_retry);
      break;

    case PROP_CONTINUE_LABEL:
      g_value_set_string (value, self->continue_label);
      break;

    case PROP_ANSWER_BAR:
      g_value_set_object (value, self->bar);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
truco_exercise_view_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  TrucoExerciseView *self = TRUCO_EXERCISE_VIEW (object);

  switch (prop_id)
    {
    case PROP_EXERCISE:
      truco_exercise_view_set_exercise (self, g_value_get_boxed (value));
      break;

    case PROP_CAN_RETRY:
      if (self->can_retry != g_value_get_boolean (value))
        {
          self->can_retry = g_value_get_boolean (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;

    case PROP_CONTINUE_LABEL:
      truco_exercise_view_set_continue_label (self, g_value_get_string (value));
      break;

    case PROP_ANSWER_BAR:
      truco_exercise_view_set_answer_bar (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
truco_exercise_view_class_init (TrucoExerciseViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = truco_exercise_view_dispose;
  object_class->finalize = truco_exercise_view_finalize;
  object_class->get_property = truco_exercise_view_get_property;
  object_class->set_property = truco_exercise_view_set_property;

  /**
   * TrucoExerciseView:exercise:
   *
   * The exercise asked.
   */
  properties[PROP_EXERCISE] =
    g_param_spec_boxed ("exercise", NULL, NULL,
                        TRUCO_TYPE_EXERCISE,
                        G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  /**
   * TrucoExerciseView:answered:
   *
   * Whether the exercise has been answered.
   */
  properties[PROP_ANSWERED] =
    g_param_spec_boolean ("answered", NULL, NULL,
                          FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  /**
   * TrucoExerciseView:can-retry:
   *
   * Whether a mistake offers "Try Another" (not in a lesson's check, whose
   * items are answered once).
   */
  properties[PROP_CAN_RETRY] =
    g_param_spec_boolean ("can-retry", NULL, NULL,
                          TRUE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  /**
   * TrucoExerciseView:continue-label:
   *
   * What the answer bar's button says when it goes on ("Continue", "Next
   * Question"…), with a mnemonic.
   */
  properties[PROP_CONTINUE_LABEL] =
    g_param_spec_string ("continue-label", NULL, NULL,
                         NULL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  /**
   * TrucoExerciseView:answer-bar:
   *
   * The bar the feedback goes to: the host's, under its scrolled content,
   * or the view's own.
   */
  properties[PROP_ANSWER_BAR] =
    g_param_spec_object ("answer-bar", NULL, NULL,
                         TRUCO_TYPE_ANSWER_BAR,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TrucoExerciseView::continue:
   *
   * Emitted when the learner presses the answer bar's button to go on
   * (not to try another).
   */
  signals[CONTINUE] =
    g_signal_new ("continue",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * TrucoExerciseView::answered:
   * @choice: the option chosen, -1 for a number or an order no option foresaw
   * @correct: whether the answer is right
   * @hinted: whether a hint was shown
   *
   * Emitted when the learner answers, before the answer bar comes up (a
   * handler may set #TrucoExerciseView:continue-label).
   */
  signals[ANSWERED] =
    g_signal_new ("answered",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 3, G_TYPE_INT, G_TYPE_BOOLEAN, G_TYPE_BOOLEAN);

  /**
   * TrucoExerciseView::open-lesson:
   * @lesson_id: the lesson a hint links to
   *
   * Emitted when the learner follows a hint's link to the lesson that
   * teaches its rule.
   */
  signals[OPEN_LESSON] =
    g_signal_new ("open-lesson",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/truco-exercise-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TrucoExerciseView, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, TrucoExerciseView, cards_box);
  gtk_widget_class_bind_template_child (widget_class, TrucoExerciseView, hands_box);
  gtk_widget_class_bind_template_child (widget_class, TrucoExerciseView, order_label);
  gtk_widget_class_bind_template_child (widget_class, TrucoExerciseView, choices_box);
  gtk_widget_class_bind_template_child (widget_class, TrucoExerciseView, number_box);
  gtk_widget_class_bind_template_child (widget_class, TrucoExerciseView, number_entry);
  gtk_widget_class_bind_template_child (widget_class, TrucoExerciseView, check_button);
  gtk_widget_class_bind_template_child (widget_class, TrucoExerciseView, worked_label);
  gtk_widget_class_bind_template_child (widget_class, TrucoExerciseView, hints_box);
  gtk_widget_class_bind_template_child (widget_class, TrucoExerciseView, hint_button);
  gtk_widget_class_bind_template_child (widget_class, TrucoExerciseView, hint_key_label);
  gtk_widget_class_bind_template_child (widget_class, TrucoExerciseView, hint_label);
  gtk_widget_class_bind_template_child (widget_class, TrucoExerciseView, hint_cost_label);
  gtk_widget_class_bind_template_child (widget_class, TrucoExerciseView, own_bar);
  gtk_widget_class_bind_template_callback (widget_class, number_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, hint_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, bar_activated_cb);

  g_type_ensure (TRUCO_TYPE_ANSWER_BAR);
}

static void
truco_exercise_view_init (TrucoExerciseView *self)
{
  GtkEventController *keys;

  self->chosen = -1;
  self->can_retry = TRUE;
  self->continue_label = g_strdup (_("_Continue"));
  self->card_widgets = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Each button named once, by its words (GTK 4.8 read "_Continue Continue"). */
  truco_a11y_name_buttons (GTK_WIDGET (self));
  self->bar = self->own_bar;
  self->mode = TRUCO_QUESTION_PRACTICE;

  /* The hint button says its key, as the options say theirs, and a
   * screen reader hears its name once, without the underline. */
  self->hint_key = hint_key_from_label (gtk_label_get_label (self->hint_label));
  if (self->hint_key != 0)
    {
      char key[7] = { 0 };

      g_unichar_to_utf8 (g_unichar_toupper (gdk_keyval_to_unicode (self->hint_key)), key);
      gtk_label_set_label (self->hint_key_label, key);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->hint_button),
                                      GTK_ACCESSIBLE_PROPERTY_KEY_SHORTCUTS, key,
                                      -1);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->hint_key_label), self->hint_key != 0);
  if (self->hint_key != 0)
    {
      GtkEventController *shortcuts = gtk_shortcut_controller_new ();

      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                            gtk_shortcut_new (gtk_keyval_trigger_new (self->hint_key, 0),
                                                              gtk_callback_action_new (hint_key_cb, NULL, NULL)));
      gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->hint_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, gtk_label_get_text (self->hint_label),
                                  -1);
  /* Its label, the mnemonic's, names it too (labelled-by): "Show a Hint
   * Show a Hint".  The name above is enough. */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (self->hint_button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  truco_answer_bar_attach_enter (self->own_bar, GTK_WIDGET (self));

  keys = gtk_event_controller_key_new ();
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

GtkWidget *
truco_exercise_view_new (void)
{
  return g_object_new (TRUCO_TYPE_EXERCISE_VIEW, NULL);
}
