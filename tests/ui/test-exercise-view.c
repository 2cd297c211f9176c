/* test-exercise-view.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * TrucoExerciseView on every skill of every variant: the prompt, one named
 * button per option (or the number entry), the cards at a size that shows
 * their art, right and wrong answers with the chosen option's explanation
 * in a focused, named feedback area, pressing cards to choose or to order
 * them, a number no option foresaw, hints on request, and a fresh exercise
 * after a mistake.  GTK_A11Y=test, so accessible names can be asserted.
 */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "truco-answer-bar.h"
#include "truco-card-widget.h"
#include "truco-curriculum.h"
#include "truco-exercise-view.h"
#include "truco-missed-question.h"
#include "truco-term-links.h"
#include "truco-test-util.h"

typedef struct
{
  GtkWindow         *window;
  TrucoExerciseView *view;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->window = GTK_WINDOW (gtk_window_new ());
  fixture->view = TRUCO_EXERCISE_VIEW (truco_exercise_view_new ());
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->view));
  gtk_window_present (fixture->window);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  gtk_window_destroy (fixture->window);
}

static gboolean
is_type (GtkWidget *widget,
         GType      type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, type);
}

static void
collect (GtkWidget  *root,
         GType       type,
         GPtrArray  *out)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      if (is_type (child, type) && gtk_widget_get_visible (child))
        g_ptr_array_add (out, child);
      collect (child, type, out);
    }
}

/* The visible option buttons, in order (a card widget is no GtkButton). */
static GPtrArray *
option_buttons (TrucoExerciseView *view)
{
  GPtrArray *all = g_ptr_array_new ();
  GPtrArray *options = g_ptr_array_new ();

  collect (GTK_WIDGET (view), GTK_TYPE_BUTTON, all);
  for (guint i = 0; i < all->len; i++)
    if (g_object_get_data (all->pdata[i], "choice") != NULL || i == 0 ||
        GTK_IS_BOX (gtk_button_get_child (all->pdata[i])))
      {
        GtkWidget *child = gtk_button_get_child (all->pdata[i]);

        if (GTK_IS_BOX (child) && !gtk_widget_has_css_class (all->pdata[i], "truco-hint-button"))
          g_ptr_array_add (options, all->pdata[i]);
      }
  g_ptr_array_unref (all);

  return options;
}

static GPtrArray *
card_widgets (TrucoExerciseView *view)
{
  GPtrArray *cards = g_ptr_array_new ();

  collect (GTK_WIDGET (view), TRUCO_TYPE_CARD_WIDGET, cards);
  return cards;
}

static TrucoExercise *
generate (const char *skill_id,
          const char *variant_id,
          guint64     seed)
{
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup (variant_id));
  g_autoptr(GError) error = NULL;
  TrucoExercise *exercise;

  exercise = truco_exercise_generate (truco_skill_lookup (skill_id), rules, seed, &error);
  g_assert_no_error (error);
  return exercise;
}

/* A wrong option's explanation without the generator's own verdict: the
 * bar says the verdict once. */
static const char *
without_verdict (const char *explanation)
{
  if (explanation != NULL && g_str_has_prefix (explanation, "Not quite. "))
    return explanation + strlen ("Not quite. ");
  return explanation;
}

static void
assert_feedback (Fixture       *fixture,
                 gboolean       correct,
                 const char    *explanation)
{
  const char *feedback = truco_exercise_view_get_feedback (fixture->view);
  TrucoAnswerBar *bar = truco_exercise_view_get_answer_bar (fixture->view);
  GtkWidget *focus;

  explanation = without_verdict (explanation);
  g_assert_true (truco_exercise_view_get_answered (fixture->view));
  g_assert_nonnull (feedback);
  g_assert_true (g_str_has_prefix (feedback, correct ? "Right.\n" : "Not right.\n"));
  /* One verdict, not two ("Not right." then "Not quite."). */
  g_assert_null (strstr (feedback, "Not quite."));
  if (explanation != NULL)
    g_assert_nonnull (strstr (feedback, explanation));

  /* The bar is up, in the colours and with the words of the verdict. */
  g_assert_true (truco_answer_bar_get_revealed (bar));
  g_assert_cmpint (truco_answer_bar_get_correct (bar), ==, correct);
  g_assert_cmpstr (truco_answer_bar_get_verdict (bar), ==, correct ? "Right." : "Not right.");
  if (explanation != NULL)
    g_assert_cmpstr (truco_answer_bar_get_explanation (bar), ==, explanation);

  /* Its button has the focus (Enter presses it) and is described with the
   * whole feedback, so a screen reader reads it. */
  focus = gtk_root_get_focus (GTK_ROOT (fixture->window));
  g_assert_true (focus == truco_answer_bar_get_button (bar));
  g_assert_true (gtk_widget_get_visible (focus));
  if (explanation != NULL)
    {
      g_autofree char *label = g_strdup_printf ("%s %s", correct ? "Right." : "Not right.", explanation);

      gtk_test_accessible_assert_property (GTK_ACCESSIBLE (focus), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, label);
    }
}

/* Every skill of every variant: what is shown, and the names. */
static void
test_every_skill (Fixture       *fixture,
                  gconstpointer  data)
{
  guint n_asked = 0;

  for (guint v = 0; v < truco_variant_get_count (); v++)
    {
      const TrucoVariant *variant = truco_variant_get_nth (v);
      g_autoptr(TrucoRules) rules = truco_rules_new (variant);

      for (guint s = 0; s < truco_skill_get_count (); s++)
        {
          const TrucoSkill *skill = truco_skill_get_nth (s);
          g_autoptr(TrucoExercise) exercise = NULL;
          g_autoptr(GPtrArray) options = NULL;
          g_autoptr(GPtrArray) cards = NULL;
          guint n_choices;

          if (!truco_skill_applies (skill, rules, NULL))
            continue;

          exercise = truco_exercise_generate (skill, rules, 7, NULL);
          g_assert_nonnull (exercise);
          truco_exercise_view_set_exercise (fixture->view, exercise);
          g_assert_true (truco_exercise_view_get_exercise (fixture->view) == exercise);
          g_assert_false (truco_exercise_view_get_answered (fixture->view));
          g_assert_null (truco_exercise_view_get_feedback (fixture->view));

          cards = card_widgets (fixture->view);
          g_assert_cmpuint (cards->len, ==, truco_exercise_get_n_cards (exercise));
          for (guint i = 0; i < cards->len; i++)
            {
              TrucoCard card = truco_exercise_get_card (exercise, i, NULL);

              g_assert_cmpint (truco_card_widget_get_card (cards->pdata[i]), ==, card);
              /* The art is drawn from 80 px up. */
              g_assert_cmpint (truco_card_widget_get_size (cards->pdata[i]), >=, 80);
              gtk_test_accessible_assert_property (cards->pdata[i], GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                   truco_card_get_name (card));
            }

          n_choices = truco_exercise_get_n_choices (exercise);
          options = option_buttons (fixture->view);
          if (truco_exercise_get_form (exercise) == TRUCO_ANSWER_NUMBER)
            g_assert_cmpuint (options->len, ==, 0);
          else
            {
              g_assert_cmpuint (options->len, ==, n_choices);
              for (guint i = 0; i < n_choices; i++)
                gtk_test_accessible_assert_property (options->pdata[i], GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                     truco_exercise_get_choice_text (exercise, i));
            }

          /* The right answer. */
          g_assert_true (truco_exercise_view_answer (fixture->view, truco_exercise_get_answer (exercise)));
          assert_feedback (fixture, TRUE,
                           truco_exercise_get_choice_explanation (exercise, truco_exercise_get_answer (exercise)));
          /* Answered once only. */
          g_assert_false (truco_exercise_view_answer (fixture->view, 0));
          n_asked++;
        }
    }

  g_assert_cmpuint (n_asked, >=, 10);
}

static void
answered_cb (TrucoExerciseView *view,
             int                choice,
             gboolean           correct,
             gboolean           hinted,
             GString           *log)
{
  g_string_append_printf (log, "%d %d %d;", choice, correct, hinted);
}

static gboolean
is_choice_button (GtkWidget     *widget,
                  gconstpointer  text)
{
  return GTK_IS_BUTTON (widget) && truco_test_find_widget (widget, truco_test_is_label, text) != NULL;
}

/* The button of the option whose text is @text. */
static GtkWidget *
choice_button (Fixture    *fixture,
               const char *text)
{
  return truco_test_find_widget (GTK_WIDGET (fixture->view), is_choice_button, text);
}

/* A wrong option: its own explanation, the signal, then a fresh exercise. */
static void
test_wrong_then_retry (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(TrucoExercise) exercise = generate ("card-rank-pair", "ar", 11);
  g_autoptr(GString) log = g_string_new (NULL);
  guint answer = truco_exercise_get_answer (exercise);
  guint wrong = answer == 0 ? 1 : 0;
  g_autofree char *expected = NULL;
  TrucoExercise *fresh;

  g_signal_connect (fixture->view, "answered", G_CALLBACK (answered_cb), log);
  truco_exercise_view_set_exercise (fixture->view, exercise);
  truco_exercise_view_show_hints (fixture->view, 1);
  g_assert_cmpuint (truco_exercise_view_get_n_shown_hints (fixture->view), ==, 1);

  g_assert_true (truco_exercise_view_answer (fixture->view, wrong));
  assert_feedback (fixture, FALSE, truco_exercise_get_choice_explanation (exercise, wrong));
  expected = g_strdup_printf ("%u 0 1;", wrong);
  g_assert_cmpstr (log->str, ==, expected);

  /* The right option and the one chosen stay at full strength and say so
   * in words beside their text, and in their accessible descriptions; only
   * the others dim. */
  for (guint i = 0; i < truco_exercise_get_n_choices (exercise); i++)
    {
      GtkWidget *button = choice_button (fixture, truco_exercise_get_choice_text (exercise, i));
      const char *mark = i == answer ? "The right answer" : i == wrong ? "Your answer" : NULL;

      g_assert_nonnull (button);
      g_assert_cmpint (gtk_widget_get_sensitive (button), ==, mark != NULL);
      if (mark != NULL)
        {
          gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, mark);
          g_assert_nonnull (truco_test_find_widget (button, truco_test_is_label, mark));
        }
      else
        {
          g_assert_null (truco_test_find_widget (button, truco_test_is_label, "The right answer"));
          g_assert_null (truco_test_find_widget (button, truco_test_is_label, "Your answer"));
        }
    }

  /* The bar's one button tries another, on Enter too. */
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (truco_answer_bar_get_button (truco_exercise_view_get_answer_bar (fixture->view)))),
                   ==, "_Try Another");
  g_signal_emit_by_name (truco_answer_bar_get_button (truco_exercise_view_get_answer_bar (fixture->view)), "clicked");
  fresh = truco_exercise_view_get_exercise (fixture->view);
  g_assert_true (fresh != exercise);
  g_assert_true (truco_exercise_get_skill (fresh) == truco_exercise_get_skill (exercise));
  g_assert_cmpuint (truco_exercise_get_seed (fresh), ==, 12);
  g_assert_false (truco_exercise_view_get_answered (fixture->view));
  g_assert_false (truco_answer_bar_get_revealed (truco_exercise_view_get_answer_bar (fixture->view)));
  /* Hints never carry over: the fresh question has none shown. */
  g_assert_cmpuint (truco_exercise_view_get_n_shown_hints (fixture->view), ==, 0);
}

/* Who holds a card is written under it when the question names the
 * holders ("B1 plays…"), never a seat's code the question does not use. */
static void
test_holders (Fixture       *fixture,
              gconstpointer  data)
{
  const char *skills[] = { "card-rank-pair", "trick-winner", "envido-winner" };
  guint shown = 0, left_out = 0, hands = 0;

  for (guint k = 0; k < G_N_ELEMENTS (skills); k++)
    for (guint64 seed = 0; seed < 12; seed++)
      {
        g_autoptr(TrucoExercise) exercise = generate (skills[k], "ar", seed);
        const char *prompt = truco_exercise_get_prompt (exercise);

        truco_exercise_view_set_exercise (fixture->view, exercise);
        for (guint i = 0; i < truco_exercise_get_n_cards (exercise); i++)
          {
            const char *holder = NULL;
            gboolean named;

            truco_exercise_get_card (exercise, i, &holder);
            if (holder == NULL)
              continue;
            g_autofree char *side = g_strdup_printf ("Side %s", holder);
            gboolean shown_alone, shown_as_hand;

            const char *name = truco_exercise_get_holder_name (exercise, holder);
            g_autofree char *lower = g_ascii_strdown (side, -1);

            /* A side's letter is named by "Side A" or "side A"; "Ana"
             * does not name side A. */
            if (strlen (holder) == 1)
              named = strstr (prompt, side) != NULL || strstr (prompt, lower) != NULL;
            else
              named = strstr (prompt, holder) != NULL;
            /* Under the card, or over the row of its holder's hand. */
            shown_alone = truco_test_find_widget (GTK_WIDGET (fixture->view), truco_test_is_label, holder) != NULL;
            shown_as_hand = truco_test_find_widget (GTK_WIDGET (fixture->view), truco_test_is_label, side) != NULL;
            g_assert_cmpint (shown_alone || shown_as_hand, ==, named);
            /* A question said to the learner heads each hand with who
             * holds it ("You", "Ana"), never a letter. */
            if (name != NULL)
              {
                g_assert_false (named);
                g_assert_nonnull (truco_test_find_widget (GTK_WIDGET (fixture->view), truco_test_is_label, name));
                hands++;
                shown++;
                continue;
              }
            hands += shown_as_hand;
            if (named)
              shown++;
            else
              left_out++;
          }
      }

  /* Both cases were seen, and two hands as two labelled rows. */
  g_assert_cmpuint (hands, >, 0);
  g_assert_cmpuint (shown, >, 0);
  g_assert_cmpuint (left_out, >, 0);
}

/* A number: the right one, a misconception's, and one nobody foresaw. */
static void
test_number (Fixture       *fixture,
             gconstpointer  data)
{
  g_autoptr(TrucoExercise) exercise = generate ("envido-count", "ar", 3);
  guint answer = truco_exercise_get_answer (exercise);
  int right = truco_exercise_get_choice_number (exercise, answer);
  g_autofree char *unforeseen = NULL;
  guint n_hints;

  g_assert_cmpint (truco_exercise_get_form (exercise), ==, TRUCO_ANSWER_NUMBER);

  truco_exercise_view_set_exercise (fixture->view, exercise);
  /* Hints on request, one at a time: the rule, the first step where it
   * does not tell the answer, and no more before an attempt. */
  {
    g_autoptr(TrucoHints) probe = truco_hints_new (exercise, TRUCO_QUESTION_PRACTICE);
    g_autofree char *text = NULL;

    truco_hints_next (probe, &text, NULL);
    n_hints = truco_hints_has_next (probe) ? 2 : 1;
  }
  for (guint i = 1; i <= n_hints + 1; i++)
    {
      truco_exercise_view_show_hints (fixture->view, i);
      g_assert_cmpuint (truco_exercise_view_get_n_shown_hints (fixture->view), ==, MIN (i, n_hints));
    }

  g_assert_true (truco_exercise_view_answer_number (fixture->view, right));
  assert_feedback (fixture, TRUE, truco_exercise_get_choice_explanation (exercise, answer));

  for (guint i = 0; i < truco_exercise_get_n_choices (exercise); i++)
    if (i != answer)
      {
        truco_exercise_view_set_exercise (fixture->view, NULL);
        truco_exercise_view_set_exercise (fixture->view, exercise);
        g_assert_true (truco_exercise_view_answer_number (fixture->view,
                                                          truco_exercise_get_choice_number (exercise, i)));
        assert_feedback (fixture, FALSE, truco_exercise_get_choice_explanation (exercise, i));
      }

  truco_exercise_view_set_exercise (fixture->view, NULL);
  truco_exercise_view_set_exercise (fixture->view, exercise);
  g_assert_true (truco_exercise_view_answer_number (fixture->view, 99));
  unforeseen = g_strdup_printf ("99 is not the answer. %s", truco_exercise_get_choice_explanation (exercise, answer));
  assert_feedback (fixture, FALSE, unforeseen);
}

/* Cards pressed: the card chosen, and the cards ordered. */
static void
test_press_cards (Fixture       *fixture,
                  gconstpointer  data)
{
  gboolean chose = FALSE;

  for (guint64 seed = 1; seed < 40 && !chose; seed++)
    {
      g_autoptr(TrucoExercise) exercise = generate ("card-rank-pair", "ar", seed);
      g_autoptr(GPtrArray) cards = NULL;
      guint answer = truco_exercise_get_answer (exercise);
      TrucoCard right = truco_exercise_get_choice_card (exercise, answer);

      if (truco_exercise_get_form (exercise) != TRUCO_ANSWER_CHOOSE_CARD || right == TRUCO_CARD_NONE)
        continue;

      truco_exercise_view_set_exercise (fixture->view, exercise);
      cards = card_widgets (fixture->view);
      /* Each card is an option button too: the card is clicked, not
       * tabbed to, and not read a second time. */
      for (guint i = 0; i < cards->len; i++)
        {
          g_assert_false (gtk_widget_get_focusable (cards->pdata[i]));
          gtk_test_accessible_assert_state (cards->pdata[i], GTK_ACCESSIBLE_STATE_HIDDEN, TRUE);
        }
      for (guint i = 0; i < cards->len; i++)
        if (truco_card_widget_get_card (cards->pdata[i]) == right)
          g_signal_emit_by_name (cards->pdata[i], "activate");
      assert_feedback (fixture, TRUE, truco_exercise_get_choice_explanation (exercise, answer));
      chose = TRUE;
    }
  g_assert_true (chose);

  for (guint64 seed = 1; seed < 4; seed++)
    {
      g_autoptr(TrucoExercise) exercise = generate ("card-rank-order", "ar", seed);
      g_autoptr(GPtrArray) cards = NULL;
      guint answer = truco_exercise_get_answer (exercise);
      guint n = 0;
      const TrucoCard *order = truco_exercise_get_choice_order (exercise, answer, &n);

      g_assert_cmpint (truco_exercise_get_form (exercise), ==, TRUCO_ANSWER_ORDER_CARDS);
      truco_exercise_view_set_exercise (fixture->view, exercise);
      cards = card_widgets (fixture->view);
      for (guint k = 0; k < n; k++)
        {
          g_assert_false (truco_exercise_view_get_answered (fixture->view));
          for (guint i = 0; i < cards->len; i++)
            if (truco_card_widget_get_card (cards->pdata[i]) == order[k])
              g_signal_emit_by_name (cards->pdata[i], "activate");
        }
      assert_feedback (fixture, TRUE, truco_exercise_get_choice_explanation (exercise, answer));

      /* The reverse order is wrong. */
      truco_exercise_view_set_exercise (fixture->view, NULL);
      truco_exercise_view_set_exercise (fixture->view, exercise);
      cards = (g_ptr_array_unref (cards), card_widgets (fixture->view));
      for (guint k = n; k > 0; k--)
        for (guint i = 0; i < cards->len; i++)
          if (truco_card_widget_get_card (cards->pdata[i]) == order[k - 1])
            g_signal_emit_by_name (cards->pdata[i], "activate");
      assert_feedback (fixture, FALSE, NULL);
    }
}

static void
continue_cb (TrucoExerciseView *view,
             guint             *count)
{
  (*count)++;
}

/* Without retries (a check, a review), the bar's button goes on with the
 * host's label, and Enter presses it. */
static void
test_continue (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(TrucoExercise) exercise = generate ("card-rank-pair", "ar", 5);
  TrucoAnswerBar *bar = truco_exercise_view_get_answer_bar (fixture->view);
  guint answer = truco_exercise_get_answer (exercise);
  guint count = 0;

  g_object_set (fixture->view, "can-retry", FALSE, "continue-label", "_Next Question", NULL);
  g_signal_connect (fixture->view, "continue", G_CALLBACK (continue_cb), &count);
  truco_exercise_view_set_exercise (fixture->view, exercise);
  g_assert_false (truco_answer_bar_get_revealed (bar));

  truco_exercise_view_answer (fixture->view, answer == 0 ? 1 : 0);
  g_assert_true (truco_answer_bar_get_revealed (bar));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (truco_answer_bar_get_button (bar))), ==, "_Next Question");
  g_assert_true (gtk_widget_get_sensitive (choice_button (fixture, truco_exercise_get_choice_text (exercise, answer))));

  /* Enter goes on, with the focus on the bar's button as it comes up or
   * moved back to the question's text. */
  g_assert_true (truco_test_press_key (GTK_WIDGET (fixture->view), GDK_KEY_Return));
  g_assert_cmpuint (count, ==, 1);
  gtk_widget_grab_focus (GTK_WIDGET (fixture->view));
  g_assert_true (truco_test_press_key (GTK_WIDGET (fixture->view), GDK_KEY_KP_Enter));
  g_assert_cmpuint (count, ==, 2);
  /* The same exercise stays until the host asks another. */
  g_assert_true (truco_exercise_view_get_exercise (fixture->view) == exercise);
}

static gboolean
is_highlighted_card (GtkWidget     *widget,
                     gconstpointer  data)
{
  return TRUCO_IS_CARD_WIDGET (widget) && truco_card_widget_get_highlighted (TRUCO_CARD_WIDGET (widget));
}

/* An envido counted in the answer is drawn in the bar: the cards, the
 * counted ones marked, and the sum ending with the envido. */
static void
test_count_picture (Fixture       *fixture,
                    gconstpointer  data)
{
  for (guint64 seed = 1; seed < 8; seed++)
    {
      g_autoptr(TrucoExercise) exercise = generate ("envido-count", "ar", seed);
      guint answer = truco_exercise_get_answer (exercise);
      g_autofree char *total = g_strdup_printf ("= %d", truco_exercise_get_choice_number (exercise, answer));
      TrucoAnswerBar *bar = truco_exercise_view_get_answer_bar (fixture->view);
      GtkWidget *picture;
      GtkWidget *sum = NULL;

      truco_exercise_view_set_exercise (fixture->view, exercise);
      truco_exercise_view_answer (fixture->view, answer);
      picture = truco_answer_bar_get_picture (bar);
      g_assert_nonnull (picture);
      g_assert_nonnull (truco_test_find_widget (picture, is_highlighted_card, NULL));
      for (GtkWidget *child = gtk_widget_get_first_child (picture); child != NULL; child = gtk_widget_get_next_sibling (child))
        if (GTK_IS_LABEL (child))
          sum = child;
      g_assert_nonnull (sum);
      g_assert_true (g_str_has_suffix (gtk_label_get_label (GTK_LABEL (sum)), total));
    }
}

static gboolean
is_label_prefixed (GtkWidget     *widget,
                   gconstpointer  prefix)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget) &&
         g_str_has_prefix (gtk_label_get_label (GTK_LABEL (widget)), prefix);
}

static gboolean
is_hint_button (GtkWidget     *widget,
                gconstpointer  data)
{
  return GTK_IS_BUTTON (widget) && gtk_widget_has_css_class (widget, "truco-hint-button");
}

static gboolean
is_link (GtkWidget     *widget,
         gconstpointer  data)
{
  return GTK_IS_LINK_BUTTON (widget);
}

static void
open_lesson_cb (TrucoExerciseView *view,
                const char        *lesson_id,
                char             **out)
{
  g_free (*out);
  *out = g_strdup (lesson_id);
}

/* Hints that teach: a named "Show a Hint" button with its key; the rule
 * first, with a link to the lesson that teaches it, then the first step,
 * then none until an attempt; in a check at a star's cost, said; none in
 * the Scoring Test; the
 * first question of a practice worked with the learner, saying so; none
 * carried over to the next question. */
static void
test_hints (Fixture       *fixture,
            gconstpointer  data)
{
  g_autoptr(TrucoExercise) exercise = NULL;
  g_autoptr(TrucoCurriculum) curriculum = truco_curriculum_new_for_variant ("ar", NULL);
  GtkWidget *button = truco_test_find_widget (GTK_WIDGET (fixture->view), is_hint_button, NULL);
  TrucoLesson *teacher;
  const char *topic = NULL;
  g_autofree char *opened = NULL;
  g_autofree char *link_text = NULL;
  GtkWidget *rule, *step, *link;
  TrucoQuestionMode no_hints[] = { TRUCO_QUESTION_TEST };

  g_assert_nonnull (curriculum);
  g_assert_nonnull (button);
  /* A question with both hints to give: a first step that does not tell
   * the answer (a working of one step is the answer itself). */
  for (guint64 seed = 0; seed < 40 && exercise == NULL; seed++)
    {
      g_autoptr(TrucoExercise) candidate = generate ("envido-winner", "ar", seed);
      g_autoptr(TrucoHints) probe = truco_hints_new (candidate, TRUCO_QUESTION_PRACTICE);
      g_autofree char *text = NULL;

      truco_hints_next (probe, &text, NULL);
      if (truco_hints_has_next (probe))
        exercise = g_steal_pointer (&candidate);
    }
  g_assert_nonnull (exercise);
  /* The topic the rule names, and the lesson that teaches it. */
  {
    g_autoptr(TrucoHints) probe = truco_hints_new (exercise, TRUCO_QUESTION_PRACTICE);
    g_autofree char *text = NULL;

    truco_hints_next (probe, &text, &topic);
  }
  g_assert_nonnull (topic);
  g_assert_nonnull (truco_curriculum_find_teaching_lesson (curriculum, topic));

  truco_exercise_view_set_lessons (fixture->view, G_LIST_MODEL (curriculum), NULL);
  g_signal_connect (fixture->view, "open-lesson", G_CALLBACK (open_lesson_cb), &opened);
  truco_exercise_view_set_mode (fixture->view, TRUCO_QUESTION_PRACTICE);
  truco_exercise_view_set_exercise (fixture->view, exercise);

  /* The button: named once, without its underline, and with its key. */
  g_assert_true (gtk_widget_get_visible (button));
  gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL, "Show a Hint");
  /* Once: its label names it too (labelled-by) and was read after it. */
  g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY));
  gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_KEY_SHORTCUTS, "H");
  g_assert_nonnull (truco_test_find_widget (button, truco_test_is_label, "H"));
  g_assert_null (truco_test_find_widget (GTK_WIDGET (fixture->view), is_label_prefixed, "The rule: "));

  /* The key H alone shows the rule, and a link to where it is taught. */
  g_assert_true (truco_test_press_key (GTK_WIDGET (fixture->view), GDK_KEY_h));
  rule = truco_test_find_widget (GTK_WIDGET (fixture->view), is_label_prefixed, "The rule: ");
  g_assert_nonnull (rule);
  g_assert_cmpuint (truco_exercise_view_get_n_shown_hints (fixture->view), ==, 1);
  gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, gtk_label_get_label (GTK_LABEL (rule)));
  link = truco_test_find_widget (gtk_widget_get_parent (rule), is_link, NULL);
  g_assert_nonnull (link);
  teacher = truco_curriculum_find_teaching_lesson (curriculum, topic);
  link_text = g_strdup_printf ("Where it is taught: %s", truco_lesson_get_title (teacher));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (link)), ==, link_text);
  g_signal_emit_by_name (link, "activate-link", &(gboolean) { FALSE });
  g_assert_cmpstr (opened, ==, truco_lesson_get_id (teacher));

  /* The button again: the first step of the working, and then no more. */
  g_signal_emit_by_name (button, "clicked");
  step = truco_test_find_widget (GTK_WIDGET (fixture->view), is_label_prefixed, "First step: ");
  g_assert_nonnull (step);
  g_assert_cmpuint (truco_exercise_view_get_n_shown_hints (fixture->view), ==, 2);
  g_assert_false (gtk_widget_get_visible (button));
  g_assert_false (truco_test_press_key (GTK_WIDGET (fixture->view), GDK_KEY_h));
  /* The answer only with the bar, after an attempt. */
  g_assert_null (truco_test_find_widget (GTK_WIDGET (fixture->view), is_label_prefixed, "The answer: "));

  /* The next question starts with none. */
  truco_exercise_view_answer (fixture->view, truco_exercise_get_answer (exercise) == 0 ? 1 : 0);
  g_assert_false (gtk_widget_get_visible (button));
  truco_exercise_view_retry (fixture->view);
  g_assert_cmpuint (truco_exercise_view_get_n_shown_hints (fixture->view), ==, 0);
  g_assert_null (truco_test_find_widget (GTK_WIDGET (fixture->view), is_label_prefixed, "The rule: "));
  g_assert_true (gtk_widget_get_visible (button));

  /* The lesson asking needs no link to itself. */
  truco_exercise_view_set_lessons (fixture->view, G_LIST_MODEL (curriculum), truco_lesson_get_id (teacher));
  truco_exercise_view_set_exercise (fixture->view, NULL);
  truco_exercise_view_set_exercise (fixture->view, exercise);
  truco_exercise_view_show_hints (fixture->view, 1);
  g_assert_null (truco_test_find_widget (GTK_WIDGET (fixture->view), is_link, NULL));

  /* A check: the button, and a line that says a hint costs a star,
   * read on the button too. */
  truco_exercise_view_set_mode (fixture->view, TRUCO_QUESTION_CHECK);
  truco_exercise_view_set_exercise (fixture->view, NULL);
  truco_exercise_view_set_exercise (fixture->view, exercise);
  g_assert_true (gtk_widget_get_visible (button));
  g_assert_nonnull (truco_test_find_widget (GTK_WIDGET (fixture->view), is_label_prefixed, "In the check a hint costs a star"));
  gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "In the check a hint costs a star, as a mistake does: 3 stars need no mistake and no hint.");
  truco_exercise_view_show_hints (fixture->view, 1);
  g_assert_cmpuint (truco_exercise_view_get_n_shown_hints (fixture->view), ==, 1);

  /* The Scoring Test: no button, no hint. */
  for (guint i = 0; i < G_N_ELEMENTS (no_hints); i++)
    {
      truco_exercise_view_set_mode (fixture->view, no_hints[i]);
      truco_exercise_view_set_exercise (fixture->view, NULL);
      truco_exercise_view_set_exercise (fixture->view, exercise);
      g_assert_false (gtk_widget_get_visible (button));
      g_assert_null (truco_test_find_widget (GTK_WIDGET (fixture->view), is_label_prefixed, "In the check a hint costs a star"));
      truco_exercise_view_show_hints (fixture->view, 2);
      g_assert_cmpuint (truco_exercise_view_get_n_shown_hints (fixture->view), ==, 0);
      g_assert_false (truco_test_press_key (GTK_WIDGET (fixture->view), GDK_KEY_h));
    }

  /* A practice's first question is a worked example and says so: the
   * rule and the first step from the start; the next is the learner's. */
  truco_exercise_view_set_mode (fixture->view, TRUCO_QUESTION_PRACTICE_FIRST);
  truco_exercise_view_set_exercise (fixture->view, NULL);
  truco_exercise_view_set_exercise (fixture->view, exercise);
  g_assert_nonnull (truco_test_find_widget (GTK_WIDGET (fixture->view), is_label_prefixed, "A worked example: "));
  g_assert_cmpuint (truco_exercise_view_get_n_shown_hints (fixture->view), ==, 2);
  truco_exercise_view_answer (fixture->view, truco_exercise_get_answer (exercise) == 0 ? 1 : 0);
  truco_exercise_view_retry (fixture->view);
  g_assert_cmpint (truco_exercise_view_get_mode (fixture->view), ==, TRUCO_QUESTION_PRACTICE);
  g_assert_null (truco_test_find_widget (GTK_WIDGET (fixture->view), is_label_prefixed, "A worked example: "));
  g_assert_cmpuint (truco_exercise_view_get_n_shown_hints (fixture->view), ==, 0);
}

static gboolean
is_image (GtkWidget     *widget,
          gconstpointer  data)
{
  return GTK_IS_IMAGE (widget);
}

static gboolean
is_trick_strip (GtkWidget     *widget,
                gconstpointer  data)
{
  return gtk_widget_has_css_class (widget, "truco-trick-strip");
}

/* A hand-winner question shows who won each trick as three marks, each
 * an icon and a word, with the same in the strip's accessible
 * description; the explanation in the bar shows the strip again. */
static void
test_trick_strip (Fixture       *fixture,
                  gconstpointer  data)
{
  for (guint64 seed = 0; seed < 6; seed++)
    {
      g_autoptr(TrucoExercise) exercise = generate ("hand-winner", "ar", seed);
      g_autoptr(GString) described = g_string_new (NULL);
      guint n = 0;
      const int *tricks = truco_exercise_get_numbers (exercise, &n);
      GtkWidget *strip, *picture;

      truco_exercise_view_set_exercise (fixture->view, exercise);
      strip = truco_test_find_widget (GTK_WIDGET (fixture->view), is_trick_strip, NULL);
      g_assert_nonnull (strip);
      for (guint t = 0; t < 3; t++)
        {
          const char *word = 2 + t >= n ? "Not played"
                           : tricks[2 + t] == TRUCO_SIDE_NONE ? "Tied"
                           : tricks[2 + t] == TRUCO_SIDE_A ? "Won" : "Lost";

          g_string_append_printf (described, "%sTrick %u: %s.", t > 0 ? " " : "", t + 1, word);
        }
      gtk_test_accessible_assert_property (strip, GTK_ACCESSIBLE_PROPERTY_LABEL, "Your Tricks");
      gtk_test_accessible_assert_property (strip, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, described->str);
      /* Words, not colour alone: each mark's word is a label of its own. */
      g_assert_nonnull (truco_test_find_widget (strip, truco_test_is_label, "Trick 3"));
      /* A symbol beside each word: an icon, or "=" for a tie. */
      g_assert_true (truco_test_find_widget (strip, is_image, NULL) != NULL ||
                     truco_test_find_widget (strip, truco_test_is_label, "=") != NULL);

      truco_exercise_view_answer (fixture->view, truco_exercise_get_answer (exercise));
      picture = truco_answer_bar_get_picture (truco_exercise_view_get_answer_bar (fixture->view));
      g_assert_nonnull (picture);
      g_assert_true (is_trick_strip (picture, NULL));

      /* And on an end page, under the question missed. */
      {
        GtkWidget *missed = g_object_ref_sink (truco_missed_question_new (exercise, truco_exercise_get_answer (exercise) == 0 ? 1 : 0));

        g_assert_nonnull (truco_test_find_widget (missed, is_trick_strip, NULL));
        g_object_unref (missed);
      }
    }

  /* Other questions have none. */
  {
    g_autoptr(TrucoExercise) exercise = generate ("card-rank-pair", "ar", 1);

    truco_exercise_view_set_exercise (fixture->view, exercise);
    g_assert_null (truco_test_find_widget (GTK_WIDGET (fixture->view), is_trick_strip, NULL));
  }
}

static gboolean
label_contains (GtkWidget     *widget,
                gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && strstr (gtk_label_get_label (GTK_LABEL (widget)), text) != NULL;
}

/* An end page's missed question keeps the "why" of the answer given, as
 * the bar said it ("3O and 3C rank the same: suits do not matter…"), on
 * screen and in what a screen reader reads; the right answer's working
 * follows it. */
static void
test_missed_why (Fixture       *fixture,
                 gconstpointer  data)
{
  const char *skills[] = { "card-rank-pair", "trick-winner", "envido-count" };

  for (guint k = 0; k < G_N_ELEMENTS (skills); k++)
    for (guint64 seed = 0; seed < 4; seed++)
      {
        g_autoptr(TrucoExercise) exercise = generate (skills[k], "ar", seed);
        guint answer = truco_exercise_get_answer (exercise);
        int chosen = answer == 0 ? 1 : 0;
        const char *why = truco_answer_bar_strip_verdict (truco_exercise_get_choice_explanation (exercise, chosen));
        g_autofree char *first = g_strndup (why, strcspn (why, "\n"));
        GtkWidget *missed = g_object_ref_sink (truco_missed_question_new (exercise, chosen));
        const char *read = g_object_get_data (G_OBJECT (missed), "accessible-text");

        g_assert_cmpuint (strlen (first), >, 0);
        g_assert_nonnull (truco_test_find_widget (missed, label_contains, first));
        g_assert_nonnull (strstr (read, first));
        g_object_unref (missed);
      }
}

static gboolean
is_term_link (GtkWidget     *widget,
              gconstpointer  data)
{
  return GTK_IS_LINK_BUTTON (widget) && g_str_has_prefix (gtk_link_button_get_uri (GTK_LINK_BUTTON (widget)), "term:");
}

/* A glossary word in the explanation links to its definition, opened in a
 * popover in place: the question and its answer stay where they were. */
static void
test_explanation_terms (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autoptr(TrucoExercise) exercise = generate ("envido-count", "ar", 3);
  TrucoAnswerBar *bar = truco_exercise_view_get_answer_bar (fixture->view);
  gboolean handled = FALSE;
  GtkWidget *link, *popover;

  truco_exercise_view_set_exercise (fixture->view, exercise);
  g_assert_null (truco_test_find_widget (GTK_WIDGET (bar), is_term_link, NULL));
  truco_exercise_view_answer (fixture->view, truco_exercise_get_answer (exercise));
  truco_test_flush ();
  link = truco_test_find_widget (GTK_WIDGET (bar), is_term_link, NULL);
  g_assert_nonnull (link);
  g_assert_true (gtk_widget_get_mapped (link));
  g_signal_emit_by_name (link, "activate-link", &handled);
  g_assert_true (handled);
  truco_test_flush ();
  popover = truco_term_links_get_popover (link);
  g_assert_nonnull (popover);
  g_assert_true (gtk_widget_get_visible (popover));
  /* Still the same answered question. */
  g_assert_true (truco_exercise_view_get_exercise (fixture->view) == exercise);
  g_assert_true (truco_exercise_view_get_answered (fixture->view));
  g_assert_true (truco_answer_bar_get_revealed (bar));
  gtk_popover_popdown (GTK_POPOVER (popover));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/exercise-view/every-skill", Fixture, NULL, fixture_set_up, test_every_skill, fixture_tear_down);
  g_test_add ("/exercise-view/wrong-then-retry", Fixture, NULL, fixture_set_up, test_wrong_then_retry, fixture_tear_down);
  g_test_add ("/exercise-view/holders", Fixture, NULL, fixture_set_up, test_holders, fixture_tear_down);
  g_test_add ("/exercise-view/number", Fixture, NULL, fixture_set_up, test_number, fixture_tear_down);
  g_test_add ("/exercise-view/continue", Fixture, NULL, fixture_set_up, test_continue, fixture_tear_down);
  g_test_add ("/exercise-view/trick-strip", Fixture, NULL, fixture_set_up, test_trick_strip, fixture_tear_down);
  g_test_add ("/exercise-view/missed-why", Fixture, NULL, fixture_set_up, test_missed_why, fixture_tear_down);
  g_test_add ("/exercise-view/explanation-terms", Fixture, NULL, fixture_set_up, test_explanation_terms, fixture_tear_down);
  g_test_add ("/exercise-view/hints", Fixture, NULL, fixture_set_up, test_hints, fixture_tear_down);
  g_test_add ("/exercise-view/count-picture", Fixture, NULL, fixture_set_up, test_count_picture, fixture_tear_down);
  g_test_add ("/exercise-view/press-cards", Fixture, NULL, fixture_set_up, test_press_cards, fixture_tear_down);

  return g_test_run ();
}
