/* truco-lesson-view.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* TrucoLessonView takes the learner through one lesson (truco-lesson.h),
 * one page at a time, with "Page n of m", Back and Continue:
 *
 * - explain: the lesson's paragraphs (newcomer's words linked to the
 *   glossary), its cards drawn large with the ones it points at
 *   highlighted, and links to its glossary terms;
 * - worked example: the situation's cards, then the engine's steps, one
 *   more each time Continue is pressed, with the cards each names
 *   highlighted;
 * - try: generated exercises of the lesson's skills in a TrucoExerciseView,
 *   hints shown from the start on the first items, a fresh exercise after
 *   a mistake; Continue once the item is answered right;
 * - check: each item answered once; at the end the lesson passes (its pass
 *   mark) and is saved as done with its stars, or the check can be taken
 *   again.
 *
 * Every step reached is saved in the progress store, so the path shows
 * where the learner left off.  Escape (or the back arrow) emits ::close. */

#include "config.h"

#include <glib/gi18n.h>

#include "truco-a11y.h"
#include "truco-answer-bar.h"
#include "truco-card-widget.h"
#include "truco-exercise-view.h"
#include "truco-glossary.h"
#include "truco-learn-page.h"
#include "truco-learn-path.h"
#include "truco-lesson-view.h"
#include "truco-missed-question.h"
#include "truco-term-links.h"

#define CARD_SIZE 96

struct _TrucoLessonView
{
  AdwBin             parent_instance;

  TrucoLesson       *lesson;
  TrucoProgress     *progress;
  guint              step;
  guint              n_revealed;    /* example: engine steps shown */
  guint              item;          /* try, check: the item asked */
  guint              n_correct;     /* check: right answers */
  guint              n_hinted;      /* check: items where a hint was shown */
  gboolean           item_done;     /* the item may be left */
  gboolean           check_over;    /* the check's result is shown */
  gboolean           finished;      /* the lesson was passed */
  guint              stars;
  TrucoQuestionDraw *draw;          /* the questions of the practices and checks */
  GPtrArray         *missed;        /* check: the exercises answered wrong */
  GArray            *missed_choice; /* check: the option chosen for each */
  TrucoLesson       *next_lesson;   /* suggested at the end */

  GtkLabel          *title_label;
  GtkLabel          *progress_label;
  GtkProgressBar    *progress_bar;
  GtkScrolledWindow *scrolled;
  GtkBox            *content_box;
  GtkButton         *back_button;
  GtkButton         *continue_button;
  TrucoAnswerBar    *answer_bar;
  GtkWidget         *nav_box;

  /* The step's widgets, rebuilt with it. */
  GtkWidget         *exercise_view;
  GtkWidget         *steps_box;
  GtkWidget         *item_label;
  GPtrArray         *card_widgets;
};

G_DEFINE_FINAL_TYPE (TrucoLessonView, truco_lesson_view, ADW_TYPE_BIN)

enum {
  CLOSE,
  FINISHED,
  NEXT_LESSON,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void truco_lesson_view_show_step (TrucoLessonView *self);

static TrucoLessonStep *
current_step (TrucoLessonView *self)
{
  return truco_lesson_get_step (self->lesson, self->step);
}

static void
clear_content (TrucoLessonView *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->content_box))) != NULL)
    gtk_box_remove (self->content_box, child);

  self->exercise_view = NULL;
  self->steps_box = NULL;
  self->item_label = NULL;
  g_ptr_array_set_size (self->card_widgets, 0);
}

static GtkWidget *
add_label (TrucoLessonView *self,
           const char      *markup,
           const char      *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  gtk_box_append (self->content_box, label);

  return label;
}

static void
add_heading (TrucoLessonView *self,
             const char      *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  add_label (self, escaped, "title-3");
}

static void
add_paragraphs (TrucoLessonView *self,
                TrucoLessonStep *step)
{
  const char * const *paragraphs = truco_lesson_step_get_paragraphs (step);

  for (guint i = 0; paragraphs != NULL && paragraphs[i] != NULL; i++)
    {
      g_autofree char *markup = g_markup_escape_text (paragraphs[i], -1);

      add_label (self, markup, NULL);
    }
}


/* A card the step is about: drawn with an outline, and said so to a
 * screen reader, which cannot see the outline. */
static void
mark_card (TrucoCardWidget *card,
           gboolean         marked)
{
  truco_card_widget_set_highlighted (card, marked);
  if (marked)
    gtk_accessible_update_property (GTK_ACCESSIBLE (card),
                                    /* Translators: said of a card drawn with an outline because the lesson's sentence is about it. */
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, _("Highlighted"),
                                    -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (card), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

/* Where a new group of a lesson's cards starts: where the outline starts
 * or stops when some cards are highlighted (the top four, then the
 * others), else around two or more of a rank (the threes, the twos,
 * the false aces; the figures, the false sevens, the low cards); cards
 * all of different ranks are one group. */
static gboolean
starts_group (TrucoLessonStep *step,
              const TrucoCard *cards,
              guint            n_cards,
              guint            i)
{
  guint n_marked = 0;

  if (i == 0)
    return FALSE;
  for (guint k = 0; step != NULL && k < n_cards; k++)
    n_marked += truco_lesson_step_is_highlighted (step, cards[k]) ? 1 : 0;
  if (n_marked > 0 && n_marked < n_cards)
    return truco_lesson_step_is_highlighted (step, cards[i]) != truco_lesson_step_is_highlighted (step, cards[i - 1]);
  /* A run of one rank (the threes, the false sevens) is a group of its
   * own, apart from the cards before and after it. */
  return truco_card_get_rank (cards[i]) != truco_card_get_rank (cards[i - 1]) &&
         ((i >= 2 && truco_card_get_rank (cards[i - 1]) == truco_card_get_rank (cards[i - 2])) ||
          (i + 1 < n_cards && truco_card_get_rank (cards[i]) == truco_card_get_rank (cards[i + 1])));
}

static GtkWidget *
new_card_row (void)
{
  GtkWidget *row = gtk_flow_box_new ();

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (row), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (row), TRUE);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (row), 6);  /* three cards a row on a phone */
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (row), 12);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (row), 1);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (row), 10);
  gtk_widget_set_halign (row, GTK_ALIGN_CENTER);
  return row;
}

/* The cards of a step: one row a group (wrapping inside the group on a
 * narrow window), so that the groups the lesson speaks of stay whole. */
static void
add_cards (TrucoLessonView *self,
           const TrucoCard *cards,
           guint            n_cards,
           TrucoLessonStep *step)
{
  GtkWidget *box;
  GtkWidget *row;

  if (n_cards == 0)
    return;

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  row = new_card_row ();
  gtk_box_append (GTK_BOX (box), row);

  for (guint i = 0; i < n_cards; i++)
    {
      GtkWidget *card = g_object_new (TRUCO_TYPE_CARD_WIDGET,
                                      "card", cards[i],
                                      "size", CARD_SIZE,
                                      "focusable", FALSE,
                                      "accessible-role", GTK_ACCESSIBLE_ROLE_IMG,
                                      NULL);

      mark_card (TRUCO_CARD_WIDGET (card), step != NULL && truco_lesson_step_is_highlighted (step, cards[i]));

      if (starts_group (step, cards, n_cards, i))
        {
          row = new_card_row ();
          gtk_box_append (GTK_BOX (box), row);
        }
      gtk_flow_box_append (GTK_FLOW_BOX (row), card);
      gtk_widget_set_focusable (gtk_widget_get_parent (card), FALSE);
      g_ptr_array_add (self->card_widgets, card);
    }

  gtk_box_append (self->content_box, box);
}

/* Links to the glossary: the terms the lesson names for this step, then
 * the newcomer's words its paragraphs use, each once. */
static void
add_terms (TrucoLessonView *self,
           TrucoLessonStep *step)
{
  const char * const *terms = truco_lesson_step_get_terms (step);
  const char * const *paragraphs = truco_lesson_step_get_paragraphs (step);
  TrucoGlossary *glossary = truco_glossary_get_default ();
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  GtkWidget *box;
  GtkWidget *caption;
  GtkWidget *links;

  for (guint i = 0; terms != NULL && terms[i] != NULL; i++)
    if (truco_glossary_lookup (glossary, terms[i]) != NULL &&
        !g_ptr_array_find_with_equal_func (ids, terms[i], g_str_equal, NULL))
      g_ptr_array_add (ids, g_strdup (terms[i]));

  for (guint i = 0; paragraphs != NULL && paragraphs[i] != NULL; i++)
    {
      g_auto(GStrv) found = truco_term_links_find (paragraphs[i]);

      for (guint k = 0; found[k] != NULL; k++)
        if (!g_ptr_array_find_with_equal_func (ids, found[k], g_str_equal, NULL))
          g_ptr_array_add (ids, g_strdup (found[k]));
    }

  if (ids->len == 0)
    return;

  /* The caption on a line of its own and the links under it, as many on
   * a line as fit: in one flow box aligned to the start, they stacked one
   * per line, centred, and the caption took a column of its own. */
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  caption = gtk_label_new (_("In the glossary:"));
  gtk_label_set_xalign (GTK_LABEL (caption), 0.0);
  gtk_widget_add_css_class (caption, "dim-label");
  gtk_box_append (GTK_BOX (box), caption);

  links = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (links), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (links), 12);
  gtk_widget_set_hexpand (links, TRUE);
  /* The links take the focus, the flow box and its children none. */
  gtk_widget_set_focusable (links, FALSE);
  for (guint i = 0; i < ids->len; i++)
    /* A popover in place: the lesson stays where it was. */
    gtk_flow_box_append (GTK_FLOW_BOX (links), truco_term_links_new_popover_button (ids->pdata[i]));
  for (GtkWidget *child = gtk_widget_get_first_child (links); child != NULL; child = gtk_widget_get_next_sibling (child))
    gtk_widget_set_focusable (child, FALSE);
  gtk_box_append (GTK_BOX (box), links);

  gtk_box_append (self->content_box, box);
}

static void
sync_example (TrucoLessonView *self)
{
  TrucoSituation *situation = truco_lesson_step_get_situation (current_step (self));
  guint n_steps = truco_situation_get_n_steps (situation);
  guint n_cards = 0;
  const TrucoCard *cards = NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->steps_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->steps_box), child);

  /* How far the example has been worked out: "Show the Next Step" moves
   * this count on (the lesson's own step stays the same). */
  if (self->n_revealed > 0)
    {
      /* Translators: above the steps of a worked example shown so far; the first %u is how many are shown, the second how many it has. */
      g_autofree char *shown = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                             "Worked out: %u of %u step",
                                                             "Worked out: %u of %u steps",
                                                             n_steps),
                                                MIN (self->n_revealed, n_steps), n_steps);
      GtkWidget *label = gtk_label_new (shown);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_widget_add_css_class (label, "caption");
      gtk_widget_set_name (label, "example-count");
      gtk_box_append (GTK_BOX (self->steps_box), label);
    }

  for (guint i = 0; i < self->n_revealed && i < n_steps; i++)
    {
      g_autofree char *text = truco_situation_format_step (situation, i);
      GtkWidget *label = gtk_label_new (text);

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      if (i + 1 == self->n_revealed)
        {
          gtk_widget_add_css_class (label, "heading");
          /* Read where the focus stays (Continue). */
          gtk_accessible_update_property (GTK_ACCESSIBLE (self->continue_button),
                                          GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                          -1);
        }
      gtk_box_append (GTK_BOX (self->steps_box), label);
    }

  if (self->n_revealed > 0)
    cards = truco_situation_get_step_cards (situation, self->n_revealed - 1, &n_cards);
  for (guint k = 0; k < self->card_widgets->len; k++)
    {
      TrucoCardWidget *card_widget = self->card_widgets->pdata[k];
      gboolean named = FALSE;

      for (guint c = 0; c < n_cards; c++)
        named |= cards[c] == truco_card_widget_get_card (card_widget);
      mark_card (card_widget, named);
    }

  gtk_widget_set_visible (self->steps_box, self->n_revealed > 0);
}

static gboolean
is_check (TrucoLessonView *self)
{
  return truco_lesson_step_get_kind (current_step (self)) == TRUCO_LESSON_STEP_CHECK;
}

static void
sync_buttons (TrucoLessonView *self)
{
  TrucoLessonStep *step = current_step (self);
  guint n_steps = truco_lesson_get_n_steps (self->lesson);
  const char *label = _("_Continue");
  gboolean can_go_on = TRUE;
  g_autofree char *progress = NULL;

  switch (truco_lesson_step_get_kind (step))
    {
    case TRUCO_LESSON_STEP_EXAMPLE:
      if (self->n_revealed < truco_situation_get_n_steps (truco_lesson_step_get_situation (step)))
        label = _("Show the _Next Step");
      break;

    case TRUCO_LESSON_STEP_TRY:
      can_go_on = self->item_done;
      break;

    case TRUCO_LESSON_STEP_CHECK:
      if (self->check_over)
        {
          if (!self->finished)
            label = _("_Take the Check Again");
          else if (self->next_lesson != NULL)
            label = _("_Next Lesson");
          else
            label = _("_Back to the Path");
        }
      else
        can_go_on = self->item_done;
      break;

    case TRUCO_LESSON_STEP_EXPLAIN:
    default:
      break;
    }

  gtk_button_set_label (self->continue_button, label);
  /* At the end, Back goes to the path, beside the suggested next step;
   * when that is the path itself, one button is enough. */
  gtk_button_set_label (self->back_button, self->check_over ? _("_Back to the Path") : _("_Back"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->back_button), self->check_over ? "lesson.close" : "lesson.back");
  gtk_widget_set_visible (GTK_WIDGET (self->back_button),
                          !(self->check_over && self->finished && self->next_lesson == NULL));
  /* "Volver a las lecciones" beside "Siguiente lección" fits 360 px only
   * on two lines. */
  truco_a11y_wrap_button_label (self->back_button);
  truco_a11y_wrap_button_label (self->continue_button);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.continue", can_go_on);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.back", self->step > 0 && !self->finished);

  /* Translators: where the learner is in a lesson: its pages (an
   * explanation, a worked example, a practice, the check).  "Page", not
   * "Step": a worked example counts steps of its own ("Worked out: 3 of 7
   * steps"), and the two must not be confused. */
  progress = g_strdup_printf (_("Page %u of %u"), self->step + 1, n_steps);
  gtk_label_set_label (self->progress_label, progress);
  {
    /* The bar moves on as a worked example is shown step by step. */
    double part = 0;

    if (truco_lesson_step_get_kind (step) == TRUCO_LESSON_STEP_EXAMPLE)
      {
        guint n_parts = truco_situation_get_n_steps (truco_lesson_step_get_situation (step));

        part = n_parts > 0 ? (double) MIN (self->n_revealed, n_parts) / (n_parts + 1) : 0;
      }
    gtk_progress_bar_set_fraction (self->progress_bar,
                                   self->finished ? 1.0 : (self->step + part) / MAX (n_steps, 1));
  }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->progress_bar),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, progress,
                                  -1);
}

static void
sync_item_label (TrucoLessonView *self)
{
  TrucoLessonStep *step = current_step (self);
  g_autofree char *text = NULL;

  /* Translators: which question of a lesson's practice or check this is. */
  text = g_strdup_printf (_("Question %u of %u"), self->item + 1, truco_lesson_step_get_n_items (step));
  gtk_label_set_label (GTK_LABEL (self->item_label), text);
}

static void
ask_item (TrucoLessonView *self)
{
  TrucoLessonStep *step = current_step (self);
  const char * const *skills = truco_lesson_step_get_skills (step);
  guint n_skills = skills != NULL ? g_strv_length ((char **) skills) : 0;
  g_autoptr(TrucoExercise) exercise = NULL;
  g_autoptr(GError) error = NULL;
  const TrucoSkill *skill;

  g_return_if_fail (n_skills > 0);

  /* The skills in turn, interleaved. */
  skill = truco_skill_lookup (skills[self->item % n_skills]);
  g_return_if_fail (skill != NULL);

  /* Only what this lesson and the earlier ones have taught. */
  /* A new practice or check may ask again what an earlier one asked,
   * never twice within itself (while the skill has another question), and
   * never the question just asked, "Try Another"'s included. */
  if (self->item == 0)
    truco_question_draw_restart (self->draw);
  exercise = truco_question_draw_next (self->draw, skill, truco_lesson_step_get_rules (step),
                                       truco_lesson_step_get_scope (step), &error);
  if (exercise == NULL)
    {
      /* The data test makes sure each skill exists under the lesson's rules. */
      g_critical ("Cannot make an exercise of %s: %s", skills[self->item % n_skills], error->message);
      return;
    }

  self->item_done = FALSE;
  truco_exercise_view_set_continue_label (TRUCO_EXERCISE_VIEW (self->exercise_view), NULL);
  truco_exercise_view_set_scope (TRUCO_EXERCISE_VIEW (self->exercise_view), truco_lesson_step_get_scope (step));
  truco_exercise_view_set_draw (TRUCO_EXERCISE_VIEW (self->exercise_view), self->draw);
  /* The check takes no hints; the practice's first question is a worked
   * example, and the next few start with the rule ("fading"). */
  if (truco_lesson_step_get_kind (step) != TRUCO_LESSON_STEP_TRY)
    truco_exercise_view_set_mode (TRUCO_EXERCISE_VIEW (self->exercise_view), TRUCO_QUESTION_CHECK);
  else if (self->item == 0)
    truco_exercise_view_set_mode (TRUCO_EXERCISE_VIEW (self->exercise_view), TRUCO_QUESTION_PRACTICE_FIRST);
  else
    truco_exercise_view_set_mode (TRUCO_EXERCISE_VIEW (self->exercise_view), TRUCO_QUESTION_PRACTICE);
  truco_exercise_view_set_exercise (TRUCO_EXERCISE_VIEW (self->exercise_view), exercise);
  if (truco_lesson_step_get_kind (step) == TRUCO_LESSON_STEP_TRY && self->item > 0 &&
      truco_lesson_step_shows_hints (step, self->item))
    truco_exercise_view_show_hints (TRUCO_EXERCISE_VIEW (self->exercise_view), 1);
  sync_item_label (self);
  sync_buttons (self);
}

static void
answered_cb (TrucoExerciseView *view,
             int                choice,
             gboolean           correct,
             gboolean           hinted,
             TrucoLessonView   *self)
{
  TrucoLessonStep *step = current_step (self);
  gboolean last = self->item + 1 >= truco_lesson_step_get_n_items (step);

  if (is_check (self))
    {
      self->item_done = TRUE;
      self->n_correct += correct;
      self->n_hinted += hinted;
      /* Shown again, with the right answer, at the end. */
      if (!correct)
        {
          g_ptr_array_add (self->missed, truco_exercise_ref (truco_exercise_view_get_exercise (view)));
          g_array_append_val (self->missed_choice, choice);
        }
    }
  else
    self->item_done = correct;

  /* The bar's button says where it goes. */
  if (is_check (self) && last)
    truco_exercise_view_set_continue_label (view, _("_See the Result"));
  /* Else "Continue", the last question of a practice too: it goes to
   * the next page as the lesson's own Continue does ("Next Step" was
   * confused with the worked example's "Show the Next Step"). */

  sync_buttons (self);
}

/* The path's lessons, where a hint's rule is taught: the Learn page's. */
static GListModel *
path_lessons (TrucoLessonView *self)
{
  GtkWidget *page = gtk_widget_get_ancestor (GTK_WIDGET (self), TRUCO_TYPE_LEARN_PAGE);

  return page != NULL ? truco_learn_page_get_lessons (TRUCO_LEARN_PAGE (page)) : NULL;
}

/* A hint's link to an earlier lesson: the Learn page opens it (this one
 * keeps its place: it is resumed where it was left). */
typedef struct
{
  GWeakRef  view;
  char     *lesson_id;
} OpenLesson;

static void
open_lesson_free (gpointer data)
{
  OpenLesson *open = data;

  g_weak_ref_clear (&open->view);
  g_free (open->lesson_id);
  g_free (open);
}

/* Once the link's own signal is over: opening a lesson rebuilds this view,
 * and the link with it. */
static gboolean
open_lesson_idle_cb (gpointer data)
{
  OpenLesson *open = data;
  g_autoptr(TrucoLessonView) self = g_weak_ref_get (&open->view);
  GtkWidget *page = self != NULL ? gtk_widget_get_ancestor (GTK_WIDGET (self), TRUCO_TYPE_LEARN_PAGE) : NULL;

  if (page != NULL)
    truco_learn_page_open_lesson (TRUCO_LEARN_PAGE (page), open->lesson_id);
  return G_SOURCE_REMOVE;
}

static void
open_lesson_cb (TrucoLessonView *self,
                const char      *lesson_id)
{
  OpenLesson *open = g_new0 (OpenLesson, 1);

  g_weak_ref_init (&open->view, self);
  open->lesson_id = g_strdup (lesson_id);
  g_idle_add_full (G_PRIORITY_DEFAULT, open_lesson_idle_cb, open, open_lesson_free);
}

static void
exercise_continue_cb (TrucoLessonView *self)
{
  truco_lesson_view_go_on (self);
}

static void
show_check_result (TrucoLessonView *self)
{
  TrucoLessonStep *step = current_step (self);
  guint n_items = truco_lesson_step_get_n_items (step);
  g_autofree char *result = NULL;
  g_autofree char *accessible = NULL;
  const char *heading;
  GtkWidget *box;
  GtkWidget *label;

  self->check_over = TRUE;
  clear_content (self);

  /* The result is a focusable area named with all it says, so that a
   * screen reader reads it when it appears. */
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_focusable (box, TRUE);
  gtk_widget_add_css_class (box, "truco-result");
  gtk_box_append (self->content_box, box);

  if (truco_lesson_step_is_passed (step, self->n_correct))
    {
      g_autofree char *stars_text = NULL;
      g_autoptr(GString) drawn = g_string_new (NULL);

      self->stars = truco_lesson_step_get_stars (step, self->n_correct, self->n_hinted);
      self->finished = TRUE;
      if (self->progress != NULL)
        truco_progress_complete_lesson_check (self->progress, truco_lesson_get_id (self->lesson), self->stars,
                                              n_items - MIN (self->n_correct, n_items), self->n_hinted);

      heading = _("Lesson Complete");
      /* Translators: the result of a lesson's check: %u right of %u. */
      result = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u answer of %u right.", "%u answers of %u right.", self->n_correct),
                                self->n_correct, n_items);
      /* Translators: stars earned for a lesson, out of three. */
      stars_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u star of 3", "%u stars of 3", self->stars),
                                    self->stars);

      label = gtk_label_new (heading);
      gtk_widget_add_css_class (label, "title-2");
      gtk_box_append (GTK_BOX (box), label);

      for (guint i = 0; i < 3; i++)
        g_string_append (drawn, i < self->stars ? "★" : "☆");
      label = gtk_label_new (drawn->str);
      /* Read as "2 stars of 3", not as the star characters. */
      gtk_accessible_update_property (GTK_ACCESSIBLE (label),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, stars_text,
                                      -1);
      gtk_widget_add_css_class (label, "title-1");
      gtk_widget_add_css_class (label, "accent");
      gtk_box_append (GTK_BOX (box), label);

      {
        /* What earned the stars: "3 stars: 1 mistake and no hints". */
        g_autofree char *why = truco_stars_describe (self->stars, n_items - self->n_correct, self->n_hinted);

        /* What earned the stars, in words under them. */
        label = gtk_label_new (why);
        gtk_label_set_wrap (GTK_LABEL (label), TRUE);
        gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
        gtk_widget_add_css_class (label, "dim-label");
        gtk_box_append (GTK_BOX (box), label);
        /* Read as sentences: "Lesson Complete. 4 answers of 5 right. 3
         * stars: 1 mistake and no hints."  (The stars' count is in the
         * why; run together, "3 stars of 3 4 answers" was two numbers.) */
        accessible = g_strdup_printf ("%s. %s %s.", heading, result, why != NULL ? why : stars_text);
      }
    }
  else
    {
      heading = _("Not Yet");
      /* Translators: the result of a failed check: %u right of %u, and
       * how many it needs. */
      result = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "%u answer of %u right; passing needs %u. Look at the explanations again and take the check once more.",
                                             "%u answers of %u right; passing needs %u. Look at the explanations again and take the check once more.",
                                             self->n_correct),
                                self->n_correct, n_items, truco_lesson_step_get_pass_mark (step));

      label = gtk_label_new (heading);
      gtk_widget_add_css_class (label, "title-2");
      gtk_box_append (GTK_BOX (box), label);

      accessible = g_strdup_printf ("%s. %s", heading, result);
    }

  label = gtk_label_new (result);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_box_insert_child_after (GTK_BOX (box), label, gtk_widget_get_first_child (box));
  gtk_accessible_update_property (GTK_ACCESSIBLE (box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible,
                                  -1);

  /* The questions missed, each with the right answer and why: the end of
   * a lesson teaches what was missed. */
  if (self->missed->len > 0)
    {
      GtkWidget *missed = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

      label = gtk_label_new (g_dngettext (GETTEXT_PACKAGE, "The Question Missed", "The Questions Missed", self->missed->len));
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "heading");
      gtk_box_append (GTK_BOX (missed), label);
      for (guint i = 0; i < self->missed->len; i++)
        gtk_box_append (GTK_BOX (missed),
                        truco_missed_question_new (self->missed->pdata[i], g_array_index (self->missed_choice, int, i)));
      gtk_box_append (self->content_box, missed);
    }

  sync_buttons (self);
  /* The focus goes to what comes next (Enter presses it), which says the
   * result when it is read. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->continue_button),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, accessible,
                                  -1);
  if (!gtk_widget_grab_focus (GTK_WIDGET (self->continue_button)))
    gtk_widget_grab_focus (box);

  if (self->finished)
    g_signal_emit (self, signals[FINISHED], 0, self->stars);
}

static void
truco_lesson_view_show_step (TrucoLessonView *self)
{
  TrucoLessonStep *step = current_step (self);
  TrucoSituation *situation;
  const TrucoCard *cards;
  guint n_cards = 0;

  clear_content (self);
  self->n_revealed = 0;
  self->item = 0;
  self->n_correct = 0;
  self->n_hinted = 0;
  self->item_done = FALSE;
  self->check_over = FALSE;
  g_ptr_array_set_size (self->missed, 0);
  g_array_set_size (self->missed_choice, 0);
  truco_answer_bar_dismiss (self->answer_bar);
  gtk_accessible_reset_property (GTK_ACCESSIBLE (self->continue_button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);

  if (self->progress != NULL)
    truco_progress_reach_lesson_step (self->progress, truco_lesson_get_id (self->lesson), self->step);

  switch (truco_lesson_step_get_kind (step))
    {
    case TRUCO_LESSON_STEP_EXPLAIN:
      add_paragraphs (self, step);
      cards = truco_lesson_step_get_cards (step, &n_cards);
      add_cards (self, cards, n_cards, step);
      add_terms (self, step);
      break;

    case TRUCO_LESSON_STEP_EXAMPLE:
      add_heading (self, _("Worked Example"));
      add_paragraphs (self, step);
      situation = truco_lesson_step_get_situation (step);
      cards = truco_situation_get_cards (situation, &n_cards);
      add_cards (self, cards, n_cards, NULL);
      self->steps_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
      gtk_box_append (self->content_box, self->steps_box);
      sync_example (self);
      add_terms (self, step);
      break;

    case TRUCO_LESSON_STEP_TRY:
    case TRUCO_LESSON_STEP_CHECK:
      add_heading (self, truco_lesson_step_get_kind (step) == TRUCO_LESSON_STEP_TRY ? _("Practice") : _("Check"));
      add_paragraphs (self, step);
      self->item_label = add_label (self, "", "dim-label");
      self->exercise_view = truco_exercise_view_new ();
      g_object_set (self->exercise_view, "can-retry",
                    truco_lesson_step_get_kind (step) == TRUCO_LESSON_STEP_TRY, NULL);
      g_signal_connect_object (self->exercise_view, "answered", G_CALLBACK (answered_cb), self, 0);
      g_signal_connect_object (self->exercise_view, "continue", G_CALLBACK (exercise_continue_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (self->exercise_view, "open-lesson", G_CALLBACK (open_lesson_cb), self, G_CONNECT_SWAPPED);
      truco_exercise_view_set_lessons (TRUCO_EXERCISE_VIEW (self->exercise_view), path_lessons (self),
                                       truco_lesson_get_id (self->lesson));
      truco_exercise_view_set_answer_bar (TRUCO_EXERCISE_VIEW (self->exercise_view), self->answer_bar);
      gtk_box_append (self->content_box, self->exercise_view);
      ask_item (self);
      break;

    default:
      g_assert_not_reached ();
    }

  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scrolled), 0);
  sync_buttons (self);
}

/**
 * truco_lesson_view_open:
 * @lesson: the lesson
 * @progress: (nullable): where steps reached and the result are saved
 * @step: the step to start at (the last one reached, to resume)
 *
 * Shows @lesson at @step.
 */
void
truco_lesson_view_open (TrucoLessonView *self,
                        TrucoLesson     *lesson,
                        TrucoProgress   *progress,
                        guint            step)
{
  g_return_if_fail (TRUCO_IS_LESSON_VIEW (self));
  g_return_if_fail (TRUCO_IS_LESSON (lesson));
  g_return_if_fail (truco_lesson_get_n_steps (lesson) > 0);

  g_set_object (&self->lesson, lesson);
  g_set_object (&self->progress, progress);
  self->step = MIN (step, truco_lesson_get_n_steps (lesson) - 1);
  self->finished = FALSE;
  self->stars = 0;
  g_clear_object (&self->next_lesson);

  gtk_label_set_label (self->title_label, truco_lesson_get_title (lesson));
  truco_lesson_view_show_step (self);
}

/**
 * truco_lesson_view_go_on:
 *
 * What Continue does: shows the next engine step of a worked example, the
 * next question, the next step, the check's result, or closes the lesson
 * once it is finished.
 *
 * Returns: whether anything happened (FALSE while the question waits for
 *   its answer)
 */
gboolean
truco_lesson_view_go_on (TrucoLessonView *self)
{
  TrucoLessonStep *step;

  g_return_val_if_fail (TRUCO_IS_LESSON_VIEW (self), FALSE);

  if (self->lesson == NULL)
    return FALSE;

  step = current_step (self);
  switch (truco_lesson_step_get_kind (step))
    {
    case TRUCO_LESSON_STEP_EXAMPLE:
      if (self->n_revealed < truco_situation_get_n_steps (truco_lesson_step_get_situation (step)))
        {
          self->n_revealed++;
          sync_example (self);
          sync_buttons (self);
          return TRUE;
        }
      break;

    case TRUCO_LESSON_STEP_TRY:
      if (!self->item_done)
        return FALSE;
      if (self->item + 1 < truco_lesson_step_get_n_items (step))
        {
          self->item++;
          ask_item (self);
          truco_exercise_view_focus (TRUCO_EXERCISE_VIEW (self->exercise_view));
          return TRUE;
        }
      break;

    case TRUCO_LESSON_STEP_CHECK:
      if (self->check_over)
        {
          if (self->finished && self->next_lesson != NULL)
            g_signal_emit (self, signals[NEXT_LESSON], 0, self->next_lesson);
          else if (self->finished)
            g_signal_emit (self, signals[CLOSE], 0);
          else
            {
              truco_lesson_view_show_step (self);
              truco_lesson_view_focus (self);
            }
          return TRUE;
        }
      if (!self->item_done)
        return FALSE;
      if (self->item + 1 < truco_lesson_step_get_n_items (step))
        {
          self->item++;
          ask_item (self);
          truco_exercise_view_focus (TRUCO_EXERCISE_VIEW (self->exercise_view));
        }
      else
        show_check_result (self);
      return TRUE;

    case TRUCO_LESSON_STEP_EXPLAIN:
    default:
      break;
    }

  if (self->step + 1 >= truco_lesson_get_n_steps (self->lesson))
    return FALSE;

  self->step++;
  truco_lesson_view_show_step (self);
  truco_lesson_view_focus (self);
  return TRUE;
}

/**
 * truco_lesson_view_go_back:
 *
 * Returns: whether there was a step before this one to show
 */
gboolean
truco_lesson_view_go_back (TrucoLessonView *self)
{
  g_return_val_if_fail (TRUCO_IS_LESSON_VIEW (self), FALSE);

  if (self->lesson == NULL || self->step == 0 || self->finished)
    return FALSE;

  self->step--;
  truco_lesson_view_show_step (self);
  truco_lesson_view_focus (self);
  return TRUE;
}

/**
 * truco_lesson_view_focus:
 *
 * Focuses where the learner goes on: the question of a practice or check,
 * else Continue.
 */
void
truco_lesson_view_focus (TrucoLessonView *self)
{
  g_return_if_fail (TRUCO_IS_LESSON_VIEW (self));

  if (self->exercise_view != NULL && !self->check_over)
    truco_exercise_view_focus (TRUCO_EXERCISE_VIEW (self->exercise_view));
  else
    gtk_widget_grab_focus (GTK_WIDGET (self->continue_button));
}

TrucoLesson *
truco_lesson_view_get_lesson (TrucoLessonView *self)
{
  g_return_val_if_fail (TRUCO_IS_LESSON_VIEW (self), NULL);

  return self->lesson;
}

guint
truco_lesson_view_get_step (TrucoLessonView *self)
{
  g_return_val_if_fail (TRUCO_IS_LESSON_VIEW (self), 0);

  return self->step;
}

gboolean
truco_lesson_view_get_finished (TrucoLessonView *self)
{
  g_return_val_if_fail (TRUCO_IS_LESSON_VIEW (self), FALSE);

  return self->finished;
}

guint
truco_lesson_view_get_stars (TrucoLessonView *self)
{
  g_return_val_if_fail (TRUCO_IS_LESSON_VIEW (self), 0);

  return self->stars;
}

/**
 * truco_lesson_view_set_next_lesson:
 * @lesson: (nullable): the lesson to suggest at the end, or %NULL to
 *   suggest going back to the path
 */
void
truco_lesson_view_set_next_lesson (TrucoLessonView *self,
                                   TrucoLesson     *lesson)
{
  g_return_if_fail (TRUCO_IS_LESSON_VIEW (self));
  g_return_if_fail (lesson == NULL || TRUCO_IS_LESSON (lesson));

  if (g_set_object (&self->next_lesson, lesson) && self->lesson != NULL)
    sync_buttons (self);
}

/**
 * truco_lesson_view_get_n_missed:
 *
 * Returns: how many questions of the check were missed
 */
guint
truco_lesson_view_get_n_missed (TrucoLessonView *self)
{
  g_return_val_if_fail (TRUCO_IS_LESSON_VIEW (self), 0);

  return self->missed->len;
}

/**
 * truco_lesson_view_get_exercise_view:
 *
 * Returns: (transfer none) (nullable): the exercise view of a practice or
 *   check step
 */
GtkWidget *
truco_lesson_view_get_exercise_view (TrucoLessonView *self)
{
  g_return_val_if_fail (TRUCO_IS_LESSON_VIEW (self), NULL);

  return self->exercise_view;
}

static void
continue_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  truco_lesson_view_go_on (TRUCO_LESSON_VIEW (widget));
}

static void
back_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  truco_lesson_view_go_back (TRUCO_LESSON_VIEW (widget));
}

static void
close_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  g_signal_emit (widget, signals[CLOSE], 0);
}

static void
truco_lesson_view_dispose (GObject *object)
{
  TrucoLessonView *self = TRUCO_LESSON_VIEW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TRUCO_TYPE_LESSON_VIEW);
  g_clear_object (&self->lesson);
  g_clear_object (&self->progress);
  g_clear_pointer (&self->card_widgets, g_ptr_array_unref);
  g_clear_pointer (&self->missed, g_ptr_array_unref);
  g_clear_pointer (&self->missed_choice, g_array_unref);
  g_clear_object (&self->next_lesson);
  g_clear_object (&self->draw);

  G_OBJECT_CLASS (truco_lesson_view_parent_class)->dispose (object);
}

static void
truco_lesson_view_class_init (TrucoLessonViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = truco_lesson_view_dispose;

  /**
   * TrucoLessonView::close:
   *
   * Emitted when the learner leaves the lesson (Escape, the back arrow,
   * or Finish).
   */
  signals[CLOSE] =
    g_signal_new ("close",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * TrucoLessonView::finished:
   * @stars: the stars earned
   *
   * Emitted when the lesson's check is passed (and saved).
   */
  signals[FINISHED] =
    g_signal_new ("finished",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);

  /**
   * TrucoLessonView::next-lesson:
   * @lesson: the lesson suggested next
   *
   * Emitted when the learner takes the next lesson from the end page.
   */
  signals[NEXT_LESSON] =
    g_signal_new ("next-lesson",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, TRUCO_TYPE_LESSON);

  gtk_widget_class_install_action (widget_class, "lesson.continue", NULL, continue_action);
  gtk_widget_class_install_action (widget_class, "lesson.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "lesson.close", NULL, close_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "lesson.close", NULL);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/truco-lesson-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TrucoLessonView, title_label);
  gtk_widget_class_bind_template_child (widget_class, TrucoLessonView, progress_label);
  gtk_widget_class_bind_template_child (widget_class, TrucoLessonView, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, TrucoLessonView, scrolled);
  gtk_widget_class_bind_template_child (widget_class, TrucoLessonView, content_box);
  gtk_widget_class_bind_template_child (widget_class, TrucoLessonView, back_button);
  gtk_widget_class_bind_template_child (widget_class, TrucoLessonView, continue_button);
  gtk_widget_class_bind_template_child (widget_class, TrucoLessonView, answer_bar);
  gtk_widget_class_bind_template_child (widget_class, TrucoLessonView, nav_box);

  g_type_ensure (TRUCO_TYPE_EXERCISE_VIEW);
  g_type_ensure (TRUCO_TYPE_ANSWER_BAR);
}

static void
truco_lesson_view_init (TrucoLessonView *self)
{
  self->card_widgets = g_ptr_array_new ();
  self->missed = g_ptr_array_new_with_free_func ((GDestroyNotify) truco_exercise_unref);
  self->missed_choice = g_array_new (FALSE, FALSE, sizeof (int));
  self->draw = truco_question_draw_new (g_random_int ());
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Each button named once, by its words (GTK 4.8 read "_Continue Continue"). */
  truco_a11y_name_buttons (GTK_WIDGET (self));

  /* While the answer bar is up, its button is the one way on: the row of
   * Back and Continue steps aside. */
  g_object_bind_property (self->answer_bar, "revealed", self->nav_box, "visible",
                          G_BINDING_SYNC_CREATE | G_BINDING_INVERT_BOOLEAN);
  truco_answer_bar_attach_enter (self->answer_bar, GTK_WIDGET (self));
}

GtkWidget *
truco_lesson_view_new (void)
{
  return g_object_new (TRUCO_TYPE_LESSON_VIEW, NULL);
}
