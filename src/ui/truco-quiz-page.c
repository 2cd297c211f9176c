/* truco-quiz-page.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The Quiz section: a review of what is due (TrucoSession chooses the
 * skill, the exercise generators make a fresh question of it, the exercise
 * view asks it and gives the feedback), practice of one skill outside the
 * schedule, the scoring test with its mark and the lessons to take again,
 * and the learner's progress: what is due today and in the next days, a
 * plot of the answers of the last days, and the mastery of every skill.
 *
 * Every answer reaches the session with whether a hint was shown and how
 * long it took (from the question shown to the answer), so the scheduler
 * grades it (truco-progress.h says how).  A review's answers are saved as
 * they are given; leaving a session midway loses nothing. */

#include "config.h"

#include <glib/gi18n.h>

#include "truco-a11y.h"
#include "truco-answer-bar.h"
#include "truco-missed-question.h"
#include "truco-quiz-page.h"
#include "truco-quiz.h"
#include "truco-review-plot.h"

/* A hand-set session length above this is cut to it. */
#define QUIZ_MAX_LENGTH 200

struct _TrucoQuizPage
{
  AdwBin             parent_instance;

  TrucoSettings     *settings;
  TrucoProgress     *progress;
  TrucoQuiz         *quiz;         /* what the home view binds to */
  TrucoSession      *session;
  gint64             shown_at;     /* monotonic time the question appeared */
  char              *result;
  GPtrArray         *lesson_links; /* lesson ids offered on the end page */
  gboolean           fixed_seeds;  /* TRUQUERO_QUIZ_SEED, for the tests */
  guint32            next_seed;
  TrucoQuestionDraw *draw;         /* the session's questions */

  AdwActionRow      *review_row;
  AdwActionRow      *waiting_lesson_row;
  char              *waiting_lesson;  /* the lesson offered before any is passed */
  AdwComboRow       *skill_row;
  AdwActionRow      *practice_row;
  AdwActionRow      *test_row;
  GtkWidget         *test_group;
  GtkLabel          *due_label;
  TrucoReviewPlot   *plot;
  TrucoReviewPlot   *forecast_plot;
  GtkLabel          *plot_label;
  GtkListBox        *mastery_list;
  GtkLabel          *count_label;
  GtkProgressBar    *bar;
  TrucoExerciseView *exercise_view;
  TrucoAnswerBar    *answer_bar;
  GtkScrolledWindow *question_scroll;
  GtkWidget         *result_box;
  GtkLabel          *end_title;
  GtkLabel          *end_label;
  GtkWidget         *missed_group;
  GtkListBox        *missed_list;
  GtkWidget         *missed_questions;
  GtkLabel          *missed_questions_title;
  GtkWidget         *done_button;
  GtkWidget         *next_lesson_button;

  GPtrArray         *missed;        /* the exercises answered wrong this session */
  GArray            *missed_choice; /* the option chosen for each */
  char              *next_lesson;   /* the lesson suggested at the end */
};

G_DEFINE_FINAL_TYPE (TrucoQuizPage, truco_quiz_page, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_N_DUE,
  N_PROPS
};

enum {
  OPEN_LESSON,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static GtkStack *
get_stack (TrucoQuizPage *self)
{
  /* The template's root (not bound: see truco_learn_page_add_toast()). */
  return GTK_STACK (adw_bin_get_child (ADW_BIN (self)));
}

/* A session's questions come from a random seed on, or with
 * TRUQUERO_QUIZ_SEED=N (the end-to-end tests) from the seeds N, N+1… in
 * order, so that a test knows each question (a seed whose question was
 * just asked is passed over: see TrucoQuestionDraw). */

static const char *
skill_title (const char *id)
{
  const TrucoSkill *skill = truco_skill_lookup (id);

  return skill != NULL ? truco_skill_get_title (skill) : id;
}

static void
lesson_button_clicked_cb (GtkButton     *button,
                          TrucoQuizPage *self)
{
  g_signal_emit (self, signals[OPEN_LESSON], 0, g_object_get_data (G_OBJECT (button), "lesson-id"));
}

/* A button that opens the lesson teaching @skill, or NULL when none does. */
static GtkWidget *
lesson_button_new (TrucoQuizPage *self,
                   const char    *skill)
{
  const char *lesson_id = self->quiz != NULL ? truco_quiz_find_lesson_of (self->quiz, skill) : NULL;
  TrucoCurriculum *curriculum = self->quiz != NULL ? truco_quiz_get_curriculum (self->quiz) : NULL;
  TrucoLesson *lesson;
  GtkWidget *button;
  g_autofree char *accessible = NULL;

  if (lesson_id == NULL || (lesson = truco_curriculum_lookup (curriculum, lesson_id)) == NULL)
    return NULL;

  button = gtk_button_new_with_mnemonic (_("Open the _Lesson"));
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  /* Translators: the accessible name of a button that opens a lesson; %s is
   * the lesson's title. */
  accessible = g_strdup_printf (_("Open the lesson “%s”"), truco_lesson_get_title (lesson));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible,
                                  -1);
  g_object_set_data_full (G_OBJECT (button), "lesson-id", g_strdup (lesson_id), g_free);
  g_signal_connect_object (button, "clicked", G_CALLBACK (lesson_button_clicked_cb), self, 0);

  return button;
}

static void
clear_list (GtkListBox *list)
{
  GtkWidget *row;

  while ((row = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, row);
}

static TrucoSession *
new_review (TrucoQuizPage *self)
{
  GSettings *settings = truco_settings_get_settings (self->settings);
  guint length = g_settings_get_uint (settings, "session-length");

  /* A hand-set length of 0 is the default; a huge one is cut short. */
  length = MIN (length, QUIZ_MAX_LENGTH);

  return truco_quiz_new_review (self->quiz, length, self->fixed_seeds ? self->next_seed : g_random_int ());
}

/* A row of the mastery list, bound to its skill. */
static void
sync_mastery_row (GtkWidget      *row,
                  GParamSpec     *pspec,
                  TrucoQuizSkill *skill)
{
  GtkWidget *level = g_object_get_data (G_OBJECT (row), "level");

  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), truco_quiz_skill_get_subtitle (skill));
  gtk_level_bar_set_value (GTK_LEVEL_BAR (level), truco_quiz_skill_get_mastery (skill));
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, truco_quiz_skill_get_subtitle (skill),
                                  -1);
}

static void
sync_mastery_button (GtkWidget      *row,
                     GParamSpec     *pspec,
                     TrucoQuizSkill *skill)
{
  TrucoQuizPage *self = g_object_get_data (G_OBJECT (row), "page");
  GtkWidget *button = g_object_get_data (G_OBJECT (row), "button");

  if (button != NULL)
    {
      adw_action_row_remove (ADW_ACTION_ROW (row), button);
      g_object_set_data (G_OBJECT (row), "button", NULL);
    }
  button = truco_quiz_skill_get_leech (skill) ? lesson_button_new (self, truco_quiz_skill_get_id (skill)) : NULL;
  if (button != NULL)
    {
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      g_object_set_data (G_OBJECT (row), "button", button);
    }
  /* Nothing to do on a row without a button: the keyboard passes it by. */
  gtk_widget_set_focusable (row, button != NULL);
}

static GtkWidget *
mastery_row_new (gpointer item,
                 gpointer user_data)
{
  TrucoQuizSkill *skill = item;
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *level = gtk_level_bar_new_for_interval (0, 1);
  g_autofree char *title = g_markup_escape_text (truco_quiz_skill_get_title (skill), -1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_set_size_request (level, 80, -1);
  gtk_widget_set_valign (level, GTK_ALIGN_CENTER);
  /* The subtitle says the figure; the bar only draws it. */
  g_object_set (level, "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), level);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  g_object_set_data (G_OBJECT (row), "level", level);
  g_object_set_data (G_OBJECT (row), "page", user_data);
  g_object_set_data_full (G_OBJECT (row), "skill", g_strdup (truco_quiz_skill_get_id (skill)), g_free);

  sync_mastery_row (row, NULL, skill);
  sync_mastery_button (row, NULL, skill);
  g_signal_connect_object (skill, "notify::subtitle", G_CALLBACK (sync_mastery_row), row, G_CONNECT_SWAPPED);
  g_signal_connect_object (skill, "notify::mastery", G_CALLBACK (sync_mastery_row), row, G_CONNECT_SWAPPED);
  g_signal_connect_object (skill, "notify::leech", G_CALLBACK (sync_mastery_button), row, G_CONNECT_SWAPPED);

  return row;
}

/* Before any lesson is passed there is nothing to review: the Review row
 * says so, and the row under it offers the lesson to take next. */
static void
truco_quiz_page_sync_waiting (TrucoQuizPage *self)
{
  TrucoCurriculum *curriculum = truco_quiz_get_curriculum (self->quiz);
  g_autoptr(TrucoLesson) next = NULL;
  const char *waiting = NULL;

  g_clear_pointer (&self->waiting_lesson, g_free);
  if (curriculum != NULL && self->progress != NULL)
    waiting = truco_session_describe_waiting (curriculum, self->progress, &next);
  if (waiting != NULL && next != NULL)
    {
      /* Translators: the accessible name of "Next Lesson" at the end of a
       * Quiz session; %s is the lesson's title. */
      g_autofree char *name = g_strdup_printf (_("Next lesson: “%s”"), truco_lesson_get_title (next));
      g_autofree char *title = g_markup_escape_text (name, -1);

      self->waiting_lesson = g_strdup (truco_lesson_get_id (next));
      adw_action_row_set_subtitle (self->review_row, waiting);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->waiting_lesson_row), title);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->waiting_lesson_row),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                      -1);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->waiting_lesson_row), self->waiting_lesson != NULL);
}

static void
waiting_lesson_activated_cb (TrucoQuizPage *self)
{
  g_autofree char *id = g_strdup (self->waiting_lesson);

  if (id != NULL)
    g_signal_emit (self, signals[OPEN_LESSON], 0, id);
}

/* The words and the plot of the home view, from the quiz's figures; the
 * rows follow the quiz's skills by themselves. */
static void
truco_quiz_page_sync_home (TrucoQuizPage *self)
{
  const guint *due;
  guint reviews[TRUCO_QUIZ_PLOT_DAYS] = { 0 };
  guint correct[TRUCO_QUIZ_PLOT_DAYS] = { 0 };
  guint later = 0;
  g_autofree char *today = NULL;
  g_autofree char *week = NULL;
  g_autofree char *text = NULL;

  if (self->quiz == NULL || truco_quiz_get_rules (self->quiz) == NULL)
    return;

  truco_quiz_refresh (self->quiz);
  due = truco_quiz_get_due_forecast (self->quiz);
  for (guint i = 1; i < TRUCO_QUIZ_DUE_DAYS; i++)
    later += due[i];

  today = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u review is due today.", "%u reviews are due today.", due[0]),
                           due[0]);
  /* Translators: after "N reviews are due today."; the first %u counts the
   * days after today (6: never 1, so the singular form is not shown), the
   * second the reviews due in them. */
  G_STATIC_ASSERT (TRUCO_QUIZ_DUE_DAYS - 1 >= 2);
  week = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Due in the next %u day: %u.", "Due in the next %u days: %u.",
                                       TRUCO_QUIZ_DUE_DAYS - 1),
                          TRUCO_QUIZ_DUE_DAYS - 1, later);
  text = g_strdup_printf ("%s %s", today, week);
  gtk_label_set_label (self->due_label, text);

  if (due[0] > 0)
    {
      /* Translators: under "Start a Review"; the Quiz tab shows the same number as a badge. */
      g_autofree char *badge = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                             "%u review is due today: the number on the Quiz tab.",
                                                             "%u reviews are due today: the number on the Quiz tab.",
                                                             due[0]),
                                                due[0]);

      adw_action_row_set_subtitle (self->review_row, badge);
    }
  else if (truco_quiz_get_can_review (self->quiz))
    adw_action_row_set_subtitle (self->review_row, _("Nothing is due; new skills are ready to start."));
  else
    /* A lesson is passed (else the waiting text below replaces this) and
     * every skill it added is reviewed until its next due date. */
    adw_action_row_set_subtitle (self->review_row, _("Nothing is due now. Finish the next lesson to add its skills to your reviews."));
  truco_quiz_page_sync_waiting (self);

  truco_review_plot_set_forecast (self->forecast_plot, due, TRUCO_QUIZ_DUE_DAYS);
  truco_quiz_count_reviews (self->quiz, reviews, correct, TRUCO_QUIZ_PLOT_DAYS);
  truco_review_plot_set_counts (self->plot, reviews, correct, TRUCO_QUIZ_PLOT_DAYS);
  gtk_label_set_label (self->plot_label, truco_review_plot_get_summary (self->plot));
}

static void
n_due_changed_cb (TrucoQuizPage *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_DUE]);
}

/* Gives the quiz the rule set of the chosen variant. */
static void
truco_quiz_page_load (TrucoQuizPage *self)
{
  g_autoptr(TrucoRules) rules = NULL;

  if (self->settings == NULL || self->quiz == NULL)
    return;

  rules = truco_settings_get_rules (self->settings, truco_settings_get_variant (self->settings));
  truco_quiz_set_introduce_all (self->quiz, g_settings_get_boolean (truco_settings_get_settings (self->settings),
                                                                    "introduce-all"));
  truco_quiz_set_rules (self->quiz, rules);

  /* Another variant or other house rules: a session under the old ones is
   * left (its answers are saved already). */
  g_clear_object (&self->session);
  gtk_stack_set_visible_child_name (get_stack (self), "home");
  truco_quiz_page_sync_home (self);
}

static void
settings_changed_cb (TrucoQuizPage *self,
                     const char    *key)
{
  if (key == NULL || g_str_has_prefix (key, "rules-"))
    truco_quiz_page_load (self);
  else if (g_strcmp0 (key, "introduce-all") == 0 && self->quiz != NULL)
    {
      truco_quiz_set_introduce_all (self->quiz, g_settings_get_boolean (truco_settings_get_settings (self->settings),
                                                                        "introduce-all"));
      truco_quiz_page_sync_home (self);
    }
}

void
truco_quiz_page_set_settings (TrucoQuizPage *self,
                              TrucoSettings *settings)
{
  g_return_if_fail (TRUCO_IS_QUIZ_PAGE (self));
  g_return_if_fail (TRUCO_IS_SETTINGS (settings));

  if (!g_set_object (&self->settings, settings))
    return;

  g_signal_connect_object (settings, "notify::variant-id", G_CALLBACK (truco_quiz_page_load), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (truco_settings_get_settings (settings), "changed",
                           G_CALLBACK (settings_changed_cb), self, G_CONNECT_SWAPPED);
  truco_quiz_page_load (self);
}

void
truco_quiz_page_set_progress (TrucoQuizPage *self,
                              TrucoProgress *progress)
{
  g_return_if_fail (TRUCO_IS_QUIZ_PAGE (self));
  g_return_if_fail (TRUCO_IS_PROGRESS (progress));

  if (!g_set_object (&self->progress, progress))
    return;

  /* A quiz over this store: the schedules kept the old way are moved once,
   * as each variant is first shown. */
  if (self->quiz != NULL)
    g_signal_handlers_disconnect_by_func (self->quiz, n_due_changed_cb, self);
  g_clear_object (&self->quiz);
  self->quiz = truco_quiz_new (progress);
  g_signal_connect_object (self->quiz, "notify::n-due", G_CALLBACK (n_due_changed_cb), self, G_CONNECT_SWAPPED);
  g_object_bind_property (self->quiz, "can-review", self->review_row, "sensitive", G_BINDING_SYNC_CREATE);
  gtk_list_box_bind_model (self->mastery_list, truco_quiz_get_skills (self->quiz), mastery_row_new, self, NULL);
  adw_combo_row_set_model (self->skill_row, truco_quiz_get_skills (self->quiz));
  truco_quiz_page_load (self);
}

static void
truco_quiz_page_sync_count (TrucoQuizPage *self)
{
  guint length = truco_session_get_length (self->session);
  guint n = truco_session_get_n_answered (self->session);
  guint shown = n + (truco_exercise_view_get_answered (self->exercise_view) ? 0 : 1);
  g_autofree char *text = NULL;

  if (length > 0 && truco_session_get_mode (self->session) == TRUCO_SESSION_REVIEW)
    {
      /* A review ends when nothing more is due, often before its length:
       * no total, and the bar fills as the questions due run out. */
      guint left = MIN (truco_quiz_page_get_n_due (self), length - MIN (n, length));

      text = g_strdup_printf (_("Question %u"), shown);
      gtk_progress_bar_set_fraction (self->bar, n + left > 0 ? (double) n / (n + left) : 1.0);
    }
  else if (length > 0)
    {
      text = g_strdup_printf (_("Question %u of %u"), MIN (shown, length), length);
      gtk_progress_bar_set_fraction (self->bar, (double) n / length);
    }
  else
    {
      text = g_strdup_printf (_("Question %u"), shown);
      gtk_progress_bar_set_fraction (self->bar, 0);
    }
  gtk_label_set_label (self->count_label, text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->bar),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text,
                                  -1);
}

/**
 * truco_quiz_page_next_question:
 *
 * Asks the session's next question, or shows the end of the session when
 * it is over.
 *
 * Returns: whether a question is shown
 */
gboolean
truco_quiz_page_next_question (TrucoQuizPage *self)
{
  const char *id;
  const TrucoSkill *skill;
  g_autoptr(TrucoExercise) exercise = NULL;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (TRUCO_IS_QUIZ_PAGE (self), FALSE);

  if (self->session == NULL)
    return FALSE;

  id = truco_session_next (self->session, truco_progress_now ());
  skill = id != NULL ? truco_skill_lookup (id) : NULL;
  if (skill != NULL && truco_session_get_mode (self->session) == TRUCO_SESSION_REVIEW &&
      truco_quiz_get_curriculum (self->quiz) != NULL && truco_quiz_get_progress (self->quiz) != NULL)
    {
      /* A review asks only what the lessons passed have taught. */
      g_auto(GStrv) scope = truco_session_dup_review_scope (truco_quiz_get_curriculum (self->quiz),
                                                            truco_quiz_get_progress (self->quiz));

      exercise = truco_question_draw_next (self->draw, skill, truco_quiz_get_rules (self->quiz),
                                           (const char * const *) scope, NULL);
      /* A schedule kept from before the lessons said what they teach
       * may fit no taught scope: ask it as it was asked then. */
      if (exercise == NULL)
        {
          exercise = truco_question_draw_next (self->draw, skill, truco_quiz_get_rules (self->quiz), NULL, &error);
          g_clear_pointer (&scope, g_strfreev);
        }
      truco_exercise_view_set_scope (self->exercise_view, (const char * const *) scope);
    }
  else if (skill != NULL)
    {
      /* Never the question just asked ("Try Another"'s included). */
      exercise = truco_question_draw_next (self->draw, skill, truco_quiz_get_rules (self->quiz), NULL, &error);
      truco_exercise_view_set_scope (self->exercise_view, NULL);
    }
  if (self->fixed_seeds)
    self->next_seed = (guint32) truco_question_draw_get_seed (self->draw);
  truco_exercise_view_set_draw (self->exercise_view, self->draw);
  if (exercise == NULL)
    {
      if (error != NULL)
        /* The skills come from this rule set's catalogue: a bug. */
        g_critical ("Cannot make a question of %s: %s", id, error->message);
      truco_quiz_page_end_session (self);
      return FALSE;
    }

  /* "Continue", as after a right answer in a lesson: the label says what
   * happens, and going on is called the same everywhere. */
  truco_exercise_view_set_continue_label (self->exercise_view, _("_Continue"));
  /* The Scoring Test takes no hints; a review and a practice do, and a
   * hint's rule links to the lesson that teaches it. */
  switch (truco_session_get_mode (self->session))
    {
    case TRUCO_SESSION_TEST:
      truco_exercise_view_set_mode (self->exercise_view, TRUCO_QUESTION_TEST);
      break;
    case TRUCO_SESSION_REVIEW:
      truco_exercise_view_set_mode (self->exercise_view, TRUCO_QUESTION_REVIEW);
      break;
    case TRUCO_SESSION_PRACTICE:
    default:
      truco_exercise_view_set_mode (self->exercise_view, TRUCO_QUESTION_PRACTICE);
      break;
    }
  truco_exercise_view_set_lessons (self->exercise_view,
                                   G_LIST_MODEL (truco_quiz_get_curriculum (self->quiz)), NULL);
  truco_exercise_view_set_exercise (self->exercise_view, exercise);
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->question_scroll), 0);
  truco_quiz_page_sync_count (self);
  gtk_stack_set_visible_child_name (get_stack (self), "question");
  truco_exercise_view_focus (self->exercise_view);
  self->shown_at = g_get_monotonic_time ();

  return TRUE;
}

/* A hint's link to the lesson that teaches its rule. */
static void
hint_open_lesson_cb (TrucoQuizPage     *self,
                     const char        *lesson_id,
                     TrucoExerciseView *view)
{
  g_signal_emit (self, signals[OPEN_LESSON], 0, lesson_id);
}

static void
answered_cb (TrucoQuizPage     *self,
             int                choice,
             gboolean           correct,
             gboolean           hinted,
             TrucoExerciseView *view)
{
  gint64 elapsed = (g_get_monotonic_time () - self->shown_at) / 1000;
  TrucoAnswer answer = { correct, hinted, (guint) CLAMP (elapsed, 1, G_MAXUINT) };
  guint length;

  if (self->session == NULL)
    return;

  truco_session_answer (self->session, &answer, truco_progress_now ());
  /* Shown again, with the right answer, at the end. */
  if (!correct)
    {
      g_ptr_array_add (self->missed, truco_exercise_ref (truco_exercise_view_get_exercise (view)));
      g_array_append_val (self->missed_choice, choice);
    }
  length = truco_session_get_length (self->session);

  if (length > 0 && truco_session_get_n_answered (self->session) >= length)
    /* As at the end of a lesson's check: the same action, the same words. */
    truco_exercise_view_set_continue_label (self->exercise_view, _("_See the Result"));
  /* The due count in the header follows the answers. */
  if (truco_session_get_mode (self->session) == TRUCO_SESSION_REVIEW)
    truco_quiz_page_sync_home (self);
  truco_quiz_page_sync_count (self);
}

static void
next_clicked_cb (TrucoQuizPage *self)
{
  truco_quiz_page_next_question (self);
}

static gboolean
start (TrucoQuizPage *self,
       TrucoSession  *session)
{
  g_clear_object (&self->session);
  self->session = session;
  g_clear_object (&self->draw);
  self->draw = truco_question_draw_new (self->fixed_seeds ? self->next_seed : g_random_int ());
  g_ptr_array_set_size (self->missed, 0);
  g_array_set_size (self->missed_choice, 0);

  if (!truco_quiz_page_next_question (self))
    {
      g_clear_object (&self->session);
      truco_quiz_page_show_home (self);
      return FALSE;
    }
  return TRUE;
}

/**
 * truco_quiz_page_start_review:
 *
 * Starts a review of the chosen variant's due skills (and a few new ones),
 * as long as the "session-length" preference says.
 *
 * Returns: whether there was anything to review
 */
gboolean
truco_quiz_page_start_review (TrucoQuizPage *self)
{
  g_return_val_if_fail (TRUCO_IS_QUIZ_PAGE (self), FALSE);

  if (self->quiz == NULL || truco_quiz_get_rules (self->quiz) == NULL)
    return FALSE;

  return start (self, new_review (self));
}

/**
 * truco_quiz_page_start_practice:
 * @skill: (nullable): a skill id, or %NULL for the one chosen in the page
 *
 * Starts practising one skill, with no end and outside the schedule.
 *
 * Returns: whether the skill exists in the chosen rule set
 */
gboolean
truco_quiz_page_start_practice (TrucoQuizPage *self,
                                const char    *skill)
{
  TrucoSession *session;
  TrucoQuizSkill *chosen;

  g_return_val_if_fail (TRUCO_IS_QUIZ_PAGE (self), FALSE);

  if (self->quiz == NULL || truco_quiz_get_rules (self->quiz) == NULL)
    return FALSE;

  if (skill == NULL)
    {
      chosen = adw_combo_row_get_selected_item (self->skill_row);
      if (chosen == NULL)
        return FALSE;
      skill = truco_quiz_skill_get_id (chosen);
    }
  session = truco_quiz_new_practice (self->quiz, skill);
  if (session == NULL)
    return FALSE;

  return start (self, session);
}

/**
 * truco_quiz_page_start_test:
 *
 * Starts the scoring test of the chosen variant.
 */
gboolean
truco_quiz_page_start_test (TrucoQuizPage *self)
{
  g_return_val_if_fail (TRUCO_IS_QUIZ_PAGE (self), FALSE);

  if (self->quiz == NULL || truco_quiz_get_rules (self->quiz) == NULL)
    return FALSE;

  return start (self, truco_quiz_new_test (self->quiz,
                                           self->fixed_seeds ? self->next_seed : g_random_int ()));
}

static void
review_activated_cb (TrucoQuizPage *self)
{
  truco_quiz_page_start_review (self);
}

static void
practice_activated_cb (TrucoQuizPage *self)
{
  truco_quiz_page_start_practice (self, NULL);
}

static void
test_activated_cb (TrucoQuizPage *self)
{
  truco_quiz_page_start_test (self);
}

static void
add_missed_row (TrucoQuizPage *self,
                const char    *skill,
                const char    *subtitle)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *button = lesson_button_new (self, skill);
  g_autofree char *title = g_markup_escape_text (skill_title (skill), -1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  if (button != NULL)
    {
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), button);
      g_ptr_array_add (self->lesson_links, g_strdup (g_object_get_data (G_OBJECT (button), "lesson-id")));
    }
  else
    gtk_widget_set_focusable (row, FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, skill_title (skill),
                                  -1);
  gtk_list_box_append (self->missed_list, row);
}

/* The questions missed in the session, each with the right answer and
 * why (the last ones, when there were many). */
static void
sync_missed_questions (TrucoQuizPage *self)
{
  GtkWidget *child;
  guint n = self->missed->len;
  guint first = n > 10 ? n - 10 : 0;

  while ((child = gtk_widget_get_next_sibling (GTK_WIDGET (self->missed_questions_title))) != NULL)
    gtk_box_remove (GTK_BOX (self->missed_questions), child);

  gtk_label_set_label (self->missed_questions_title,
                       g_dngettext (GETTEXT_PACKAGE, "The Question Missed", "The Questions Missed", n));
  for (guint i = first; i < n; i++)
    gtk_box_append (GTK_BOX (self->missed_questions),
                    truco_missed_question_new (self->missed->pdata[i], g_array_index (self->missed_choice, int, i)));
  gtk_widget_set_visible (self->missed_questions, n > 0);
}

/* The first lesson of the path not done yet, suggested beside "Back to the
 * Quiz"; none when every lesson is done. */
static void
sync_next_lesson (TrucoQuizPage *self)
{
  TrucoCurriculum *curriculum = truco_quiz_get_curriculum (self->quiz);
  guint n = curriculum != NULL ? g_list_model_get_n_items (G_LIST_MODEL (curriculum)) : 0;

  g_clear_pointer (&self->next_lesson, g_free);
  for (guint i = 0; i < n && self->next_lesson == NULL; i++)
    {
      g_autoptr(TrucoLesson) lesson = g_list_model_get_item (G_LIST_MODEL (curriculum), i);
      TrucoLessonProgress progress = { FALSE, 0, 0 };

      if (!truco_progress_get_lesson (self->progress, truco_lesson_get_id (lesson), &progress) || !progress.done)
        self->next_lesson = g_strdup (truco_lesson_get_id (lesson));
    }

  gtk_widget_set_visible (self->next_lesson_button, self->next_lesson != NULL);
  /* Without a lesson to suggest, going back is the suggested action. */
  if (self->next_lesson != NULL)
    {
      TrucoLesson *lesson = truco_curriculum_lookup (curriculum, self->next_lesson);
      /* Translators: the accessible name of "Next Lesson" at the end of a
       * Quiz session; %s is the lesson's title. */
      g_autofree char *name = g_strdup_printf (_("Next lesson: “%s”"), truco_lesson_get_title (lesson));

      gtk_accessible_update_property (GTK_ACCESSIBLE (self->next_lesson_button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                      -1);
      gtk_widget_remove_css_class (self->done_button, "suggested-action");
    }
  else
    gtk_widget_add_css_class (self->done_button, "suggested-action");
  /* Alone, it stands where the suggested action does, at the end. */
  gtk_widget_set_hexpand (self->done_button, self->next_lesson == NULL);
  gtk_widget_set_halign (self->done_button, self->next_lesson == NULL ? GTK_ALIGN_END : GTK_ALIGN_FILL);
}

static void
next_lesson_clicked_cb (TrucoQuizPage *self)
{
  g_autofree char *id = g_strdup (self->next_lesson);

  if (id != NULL)
    g_signal_emit (self, signals[OPEN_LESSON], 0, id);
}

/**
 * truco_quiz_page_get_n_missed:
 *
 * Returns: how many questions the end page shows as missed
 */
guint
truco_quiz_page_get_n_missed (TrucoQuizPage *self)
{
  g_return_val_if_fail (TRUCO_IS_QUIZ_PAGE (self), 0);

  return self->missed->len;
}

/**
 * truco_quiz_page_end_session:
 *
 * Ends the session and shows how it went: right answers, the test's mark
 * and the skills where points were lost with their lessons, and the
 * skills missed so often that their lesson is offered again.
 */
void
truco_quiz_page_end_session (TrucoQuizPage *self)
{
  guint answered;
  guint right;
  TrucoSessionMode mode;
  g_autofree char *title = NULL;
  g_autofree char *text = NULL;
  g_autofree char *accessible = NULL;

  g_return_if_fail (TRUCO_IS_QUIZ_PAGE (self));

  if (self->session == NULL)
    {
      truco_quiz_page_show_home (self);
      return;
    }

  mode = truco_session_get_mode (self->session);
  answered = truco_session_get_n_answered (self->session);
  right = truco_session_get_n_correct (self->session);

  clear_list (self->missed_list);
  g_ptr_array_set_size (self->lesson_links, 0);

  if (mode == TRUCO_SESSION_TEST)
    {
      g_auto(GStrv) missed = truco_session_dup_missed_skills (self->session);
      guint length = truco_session_get_length (self->session);

      /* Translators: the mark of the scoring test. */
      title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u out of %u", "%u out of %u", length),
                               right, length);
      if (answered < length)
        text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "You ended the test after %u question; the ones not answered count as missed.",
                                             "You ended the test after %u questions; the ones not answered count as missed.",
                                             answered),
                                answered);
      else if (right == length)
        text = g_strdup (_("Every answer was right."));
      else
        text = g_strdup (_("Go over the skills below and take the test again."));
      for (guint i = 0; missed != NULL && missed[i] != NULL; i++)
        add_missed_row (self, missed[i], NULL);
    }
  else
    {
      title = g_strdup (mode == TRUCO_SESSION_REVIEW ? _("Review Done") : _("Practice Done"));
      /* Translators: at the end of a review or a practice. */
      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "You answered %u of %u question right.",
                                           "You answered %u of %u questions right.",
                                           answered),
                              right, answered);

      /* A skill missed again and again: its lesson is offered. */
      if (mode == TRUCO_SESSION_REVIEW)
        {
          GListModel *skills = truco_quiz_get_skills (self->quiz);

          truco_quiz_refresh (self->quiz);
          for (guint i = 0; i < g_list_model_get_n_items (skills); i++)
            {
              g_autoptr(TrucoQuizSkill) skill = g_list_model_get_item (skills, i);

              if (truco_quiz_skill_get_leech (skill))
                add_missed_row (self, truco_quiz_skill_get_id (skill), _("Missed often: take its lesson again."));
            }
        }
    }

  gtk_widget_set_visible (self->missed_group, gtk_widget_get_first_child (GTK_WIDGET (self->missed_list)) != NULL);
  if (mode != TRUCO_SESSION_TEST)
    adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->missed_group), _("Lessons to Take Again"));
  else
    adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->missed_group), _("Where You Lost Points"));

  sync_missed_questions (self);
  sync_next_lesson (self);

  gtk_label_set_label (self->end_title, title);
  gtk_label_set_label (self->end_label, text);
  g_free (self->result);
  self->result = g_strdup_printf ("%s. %s", title, text);
  if (mode == TRUCO_SESSION_TEST)
    /* Translators: what a screen reader reads at the end of the scoring
     * test; %s is the mark ("16 out of 20") and the sentence after it. */
    accessible = g_strdup_printf (_("Your mark: %s"), self->result);
  else
    accessible = g_strdup (self->result);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->result_box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible,
                                  -1);

  g_clear_object (&self->session);
  truco_quiz_page_sync_home (self);
  gtk_stack_set_visible_child_name (get_stack (self), "end");
  /* The focus goes to the suggested action (Enter presses it), which says
   * the result when it is read. */
  {
    GtkWidget *next = gtk_widget_get_visible (self->next_lesson_button) ? self->next_lesson_button
                                                                         : self->done_button;

    gtk_accessible_update_property (GTK_ACCESSIBLE (next),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, accessible,
                                    -1);
    if (!gtk_widget_grab_focus (next))
      gtk_widget_grab_focus (self->result_box);
  }
}

void
truco_quiz_page_show_home (TrucoQuizPage *self)
{
  g_return_if_fail (TRUCO_IS_QUIZ_PAGE (self));

  g_clear_object (&self->session);
  truco_quiz_page_sync_home (self);
  gtk_stack_set_visible_child_name (get_stack (self), "home");
  truco_quiz_page_focus_first (self);
}

/**
 * truco_quiz_page_lesson_done:
 * @lesson_id: a lesson just passed
 *
 * The skills of a lesson taken again are no longer leeches, and new
 * skills may enter the reviews.
 */
void
truco_quiz_page_lesson_done (TrucoQuizPage *self,
                             const char    *lesson_id)
{
  g_return_if_fail (TRUCO_IS_QUIZ_PAGE (self));

  if (self->quiz == NULL)
    return;

  truco_quiz_lesson_done (self->quiz, lesson_id);
  if (self->session == NULL)
    truco_quiz_page_sync_home (self);
}

void
truco_quiz_page_focus_first (TrucoQuizPage *self)
{
  const char *view;

  g_return_if_fail (TRUCO_IS_QUIZ_PAGE (self));

  view = gtk_stack_get_visible_child_name (get_stack (self));
  if (g_strcmp0 (view, "question") == 0)
    truco_exercise_view_focus (self->exercise_view);
  else if (g_strcmp0 (view, "end") == 0)
    gtk_widget_grab_focus (self->result_box);
  else if (gtk_widget_get_sensitive (GTK_WIDGET (self->review_row)))
    gtk_widget_grab_focus (GTK_WIDGET (self->review_row));
  else if (gtk_widget_get_visible (GTK_WIDGET (self->waiting_lesson_row)))
    gtk_widget_grab_focus (GTK_WIDGET (self->waiting_lesson_row));
  else
    gtk_widget_grab_focus (GTK_WIDGET (self->skill_row));
}

guint
truco_quiz_page_get_n_due (TrucoQuizPage *self)
{
  g_return_val_if_fail (TRUCO_IS_QUIZ_PAGE (self), 0);

  return self->quiz != NULL ? truco_quiz_get_n_due (self->quiz) : 0;
}

/**
 * truco_quiz_page_get_view:
 *
 * Returns: "home", "question" or "end"
 */
const char *
truco_quiz_page_get_view (TrucoQuizPage *self)
{
  g_return_val_if_fail (TRUCO_IS_QUIZ_PAGE (self), NULL);

  return gtk_stack_get_visible_child_name (get_stack (self));
}

TrucoSession *
truco_quiz_page_get_session (TrucoQuizPage *self)
{
  g_return_val_if_fail (TRUCO_IS_QUIZ_PAGE (self), NULL);

  return self->session;
}

TrucoExerciseView *
truco_quiz_page_get_exercise_view (TrucoQuizPage *self)
{
  g_return_val_if_fail (TRUCO_IS_QUIZ_PAGE (self), NULL);

  return self->exercise_view;
}

/**
 * truco_quiz_page_get_result:
 *
 * Returns: (nullable): what the end of the last session said
 */
const char *
truco_quiz_page_get_result (TrucoQuizPage *self)
{
  g_return_val_if_fail (TRUCO_IS_QUIZ_PAGE (self), NULL);

  return self->result;
}

/**
 * truco_quiz_page_dup_lesson_links:
 *
 * Returns: (transfer full): the lessons the end page links to, in order
 */
char **
truco_quiz_page_dup_lesson_links (TrucoQuizPage *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (TRUCO_IS_QUIZ_PAGE (self), NULL);

  for (guint i = 0; i < self->lesson_links->len; i++)
    g_strv_builder_add (builder, g_ptr_array_index (self->lesson_links, i));

  return g_strv_builder_end (builder);
}

const char *
truco_quiz_page_get_progress_summary (TrucoQuizPage *self)
{
  g_return_val_if_fail (TRUCO_IS_QUIZ_PAGE (self), NULL);

  return truco_review_plot_get_summary (self->plot);
}

static void
home_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TrucoQuizPage *self = TRUCO_QUIZ_PAGE (widget);

  /* Escape in a session ends it (its answers are kept); on the end page it
   * goes back. */
  if (self->session != NULL)
    truco_quiz_page_end_session (self);
  else if (g_strcmp0 (truco_quiz_page_get_view (self), "home") != 0)
    truco_quiz_page_show_home (self);
}

static void
confirm_end_cb (AdwMessageDialog *dialog,
                const char       *response,
                TrucoQuizPage    *self)
{
  if (g_strcmp0 (response, "end") == 0)
    truco_quiz_page_end_session (self);
  else
    truco_quiz_page_focus_first (self);
}

/* Ending the scoring test early counts the questions left as missed: the
 * learner is asked first.  A review or a practice ends at once (its
 * answers are saved as given). */
static void
stop_clicked_cb (TrucoQuizPage *self)
{
  guint length, answered;
  g_autofree char *body = NULL;
  AdwMessageDialog *dialog;

  if (self->session == NULL || truco_session_get_mode (self->session) != TRUCO_SESSION_TEST)
    {
      truco_quiz_page_end_session (self);
      return;
    }

  length = truco_session_get_length (self->session);
  answered = truco_session_get_n_answered (self->session);
  if (answered >= length)
    {
      truco_quiz_page_end_session (self);
      return;
    }

  /* Translators: asked before ending the scoring test early; %u is how
   * many questions are left. */
  body = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%u question is left. If you end now, it counts as missed.",
                                       "%u questions are left. If you end now, they count as missed.",
                                       length - answered),
                          length - answered);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                                       _("End the Test?"), body));
  adw_message_dialog_add_responses (dialog,
                                    "cancel", _("_Keep Going"),
                                    "end", _("_End the Test"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "end", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (confirm_end_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
truco_quiz_page_dispose (GObject *object)
{
  TrucoQuizPage *self = TRUCO_QUIZ_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TRUCO_TYPE_QUIZ_PAGE);
  g_clear_object (&self->session);
  g_clear_object (&self->draw);
  g_clear_object (&self->settings);
  g_clear_object (&self->progress);
  g_clear_object (&self->quiz);

  G_OBJECT_CLASS (truco_quiz_page_parent_class)->dispose (object);
}

static void
truco_quiz_page_finalize (GObject *object)
{
  TrucoQuizPage *self = TRUCO_QUIZ_PAGE (object);

  g_free (self->result);
  g_ptr_array_unref (self->lesson_links);
  g_ptr_array_unref (self->missed);
  g_array_unref (self->missed_choice);
  g_free (self->next_lesson);
  g_free (self->waiting_lesson);

  G_OBJECT_CLASS (truco_quiz_page_parent_class)->finalize (object);
}

static void
truco_quiz_page_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  TrucoQuizPage *self = TRUCO_QUIZ_PAGE (object);

  switch (prop_id)
    {
    case PROP_N_DUE:
      g_value_set_uint (value, truco_quiz_page_get_n_due (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
truco_quiz_page_class_init (TrucoQuizPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = truco_quiz_page_dispose;
  object_class->finalize = truco_quiz_page_finalize;
  object_class->get_property = truco_quiz_page_get_property;

  /**
   * TrucoQuizPage:n-due:
   *
   * How many reviews are due today (overdue included).
   */
  properties[PROP_N_DUE] =
    g_param_spec_uint ("n-due", NULL, NULL,
                       0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TrucoQuizPage::open-lesson:
   * @lesson_id: the lesson to open
   *
   * Emitted when the learner asks for a lesson (a skill missed in the
   * test, or missed often).
   */
  signals[OPEN_LESSON] =
    g_signal_new ("open-lesson",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_install_action (widget_class, "quiz.home", NULL, home_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "quiz.home", NULL);

  g_type_ensure (TRUCO_TYPE_EXERCISE_VIEW);
  g_type_ensure (TRUCO_TYPE_ANSWER_BAR);
  g_type_ensure (TRUCO_TYPE_REVIEW_PLOT);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/truco-quiz-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TrucoQuizPage, review_row);
  gtk_widget_class_bind_template_child (widget_class, TrucoQuizPage, waiting_lesson_row);
  gtk_widget_class_bind_template_child (widget_class, TrucoQuizPage, skill_row);
  gtk_widget_class_bind_template_child (widget_class, TrucoQuizPage, practice_row);
  gtk_widget_class_bind_template_child (widget_class, TrucoQuizPage, test_row);
  gtk_widget_class_bind_template_child (widget_class, TrucoQuizPage, test_group);
  gtk_widget_class_bind_template_child (widget_class, TrucoQuizPage, due_label);
  gtk_widget_class_bind_template_child (widget_class, TrucoQuizPage, plot);
  gtk_widget_class_bind_template_child (widget_class, TrucoQuizPage, forecast_plot);
  gtk_widget_class_bind_template_child (widget_class, TrucoQuizPage, plot_label);
  gtk_widget_class_bind_template_child (widget_class, TrucoQuizPage, mastery_list);
  gtk_widget_class_bind_template_child (widget_class, TrucoQuizPage, count_label);
  gtk_widget_class_bind_template_child (widget_class, TrucoQuizPage, bar);
  gtk_widget_class_bind_template_child (widget_class, TrucoQuizPage, exercise_view);
  gtk_widget_class_bind_template_child (widget_class, TrucoQuizPage, answer_bar);
  gtk_widget_class_bind_template_child (widget_class, TrucoQuizPage, question_scroll);
  gtk_widget_class_bind_template_child (widget_class, TrucoQuizPage, result_box);
  gtk_widget_class_bind_template_child (widget_class, TrucoQuizPage, end_title);
  gtk_widget_class_bind_template_child (widget_class, TrucoQuizPage, end_label);
  gtk_widget_class_bind_template_child (widget_class, TrucoQuizPage, missed_group);
  gtk_widget_class_bind_template_child (widget_class, TrucoQuizPage, missed_list);
  gtk_widget_class_bind_template_child (widget_class, TrucoQuizPage, missed_questions);
  gtk_widget_class_bind_template_child (widget_class, TrucoQuizPage, missed_questions_title);
  gtk_widget_class_bind_template_child (widget_class, TrucoQuizPage, done_button);
  gtk_widget_class_bind_template_child (widget_class, TrucoQuizPage, next_lesson_button);
  gtk_widget_class_bind_template_callback (widget_class, next_lesson_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, review_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, waiting_lesson_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, practice_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, test_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, answered_cb);
  gtk_widget_class_bind_template_callback (widget_class, hint_open_lesson_cb);
  gtk_widget_class_bind_template_callback (widget_class, next_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, stop_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, truco_quiz_page_show_home);
}

static void
skill_item_setup_cb (GtkSignalListItemFactory *factory,
                     GtkListItem              *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  gtk_label_set_width_chars (GTK_LABEL (label), 20);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_list_item_set_child (item, label);
}

static void
skill_item_bind_cb (GtkSignalListItemFactory *factory,
                    GtkListItem              *item)
{
  TrucoQuizSkill *skill = gtk_list_item_get_item (item);
  GtkWidget *label = gtk_list_item_get_child (item);
  GtkWidget *row = gtk_widget_get_parent (label);
  g_autofree char *title = NULL;

  g_object_get (skill, "title", &title, NULL);
  gtk_label_set_label (GTK_LABEL (label), title);
  /* The row the list makes around the label is what a screen reader
   * names (GTK 4.8 gives a list item no accessible name of its own). */
  if (row != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                    -1);
}

static void
truco_quiz_page_init (TrucoQuizPage *self)
{
  const char *seed = g_getenv ("TRUQUERO_QUIZ_SEED");
  guint64 value;

  self->lesson_links = g_ptr_array_new_with_free_func (g_free);
  self->missed = g_ptr_array_new_with_free_func ((GDestroyNotify) truco_exercise_unref);
  self->missed_choice = g_array_new (FALSE, FALSE, sizeof (int));
  if (seed != NULL && g_ascii_string_to_unsigned (seed, 10, 0, G_MAXUINT32, &value, NULL))
    {
      self->fixed_seeds = TRUE;
      self->next_seed = value;
    }
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Each button named once, by its words (GTK 4.8 read "_Continue Continue"). */
  truco_a11y_name_buttons (GTK_WIDGET (self));
  /* Side by side on a phone, in any language: their words wrap. */
  truco_a11y_wrap_button_label (GTK_BUTTON (self->done_button));
  truco_a11y_wrap_button_label (GTK_BUTTON (self->next_lesson_button));
  /* The skill chosen is named by its title (the subtitle under the row
   * wraps it whole, as a phone needs). */
  adw_combo_row_set_expression (self->skill_row,
                                gtk_property_expression_new (TRUCO_TYPE_QUIZ_SKILL, NULL, "title"));
  /* What the scoring test is, before it is taken. */
  {
    g_autofree char *about = NULL;

    /* Translators: under "Scoring Test" on the Quiz page; %u is the number of questions (20). */
    about = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          "%u question on all the skills of the lessons you have done, with no hints, and a mark out of %u at the end. It shows how much you know; it does not change your reviews.",
                                          "%u questions on all the skills of the lessons you have done, with no hints, and a mark out of %u at the end. It shows how much you know; it does not change your reviews.",
                                          TRUCO_TEST_LENGTH),
                             TRUCO_TEST_LENGTH, TRUCO_TEST_LENGTH);
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->test_group), about);
  }
  /* In its list, each skill whole (wrapped, not cut after a few words)
   * and named for a screen reader. */
  {
    g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

    g_signal_connect (factory, "setup", G_CALLBACK (skill_item_setup_cb), NULL);
    g_signal_connect (factory, "bind", G_CALLBACK (skill_item_bind_cb), NULL);
    adw_combo_row_set_list_factory (self->skill_row, factory);
  }

  truco_answer_bar_attach_enter (self->answer_bar, GTK_WIDGET (self));
}

GtkWidget *
truco_quiz_page_new (void)
{
  return g_object_new (TRUCO_TYPE_QUIZ_PAGE, NULL);
}
