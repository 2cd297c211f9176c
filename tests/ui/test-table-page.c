/* test-table-page.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Table section: calls that cannot be made are shown disabled with
 * the engine's reason as tooltip and accessible description; the key 1
 * plays the first card; a credit's explanation reaches the log and the
 * coach; the speed preference reaches the table; a hand ends held, with
 * its review; a saved match resumes; a damaged save gives one toast and a
 * new match; closing the window while the strong bot thinks neither
 * crashes nor hangs.  GTK_A11Y=test.
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "truco-matchsticks.h"
#include "truco-table-page.h"
#include "truco-test-util.h"

typedef struct
{
  GtkWindow      *window;
  TrucoTablePage *page;
  GSettings      *gsettings;
  TrucoSettings  *settings;
  char           *dir;
  char           *path;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->gsettings = g_settings_new (APPLICATION_ID);
  truco_test_reset_settings (fixture->gsettings);
  g_settings_set_string (fixture->gsettings, "variant", "ar");
  g_settings_set_string (fixture->gsettings, "table-speed", "instant");
  fixture->settings = truco_settings_new (fixture->gsettings);
  fixture->dir = g_dir_make_tmp ("truquero-table-XXXXXX", NULL);
  fixture->path = g_build_filename (fixture->dir, "match.log", NULL);
}

static void
open_page (Fixture *fixture)
{
  fixture->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (fixture->window, 800, 700);
  fixture->page = TRUCO_TABLE_PAGE (truco_table_page_new ());
  truco_table_page_set_save_path (fixture->page, fixture->path);
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->page));
  gtk_window_present (fixture->window);
  while (!gtk_widget_get_mapped (GTK_WIDGET (fixture->page)))
    g_main_context_iteration (NULL, TRUE);
  truco_table_page_set_settings (fixture->page, fixture->settings);
}

static void
close_page (Fixture *fixture)
{
  if (fixture->window != NULL)
    gtk_window_destroy (fixture->window);
  fixture->window = NULL;
  fixture->page = NULL;
  truco_test_flush ();
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(GDir) dir = NULL;
  const char *name;

  close_page (fixture);
  g_clear_object (&fixture->settings);
  g_clear_object (&fixture->gsettings);
  dir = g_dir_open (fixture->dir, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *file = g_build_filename (fixture->dir, name, NULL);

      g_unlink (file);
    }
  g_rmdir (fixture->dir);
  g_free (fixture->dir);
  g_free (fixture->path);
}

/* Spins until the learner may act (TRUE) or the bound passes. */
static gboolean
wait_for_learner (Fixture *fixture)
{
  gint64 end = g_get_monotonic_time () + 30 * G_TIME_SPAN_SECOND;
  TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];

  while (g_get_monotonic_time () < end)
    {
      TrucoTable *table = truco_table_page_get_table (fixture->page);

      if (table != NULL && !truco_table_is_held (table) && truco_table_list_actions (table, actions) > 0)
        {
          truco_test_flush ();
          return TRUE;
        }
      g_main_context_iteration (NULL, FALSE);
    }
  return FALSE;
}

static gboolean
is_button_labelled (GtkWidget     *widget,
                    gconstpointer  label)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

/* At the start of a hand truco may be called but not retruco: the
 * retruco button is disabled, and says why in its tooltip and to a
 * screen reader; the truco button is enabled. */
static void
test_disabled_calls (Fixture       *fixture,
                     gconstpointer  data)
{
  TrucoTable *table;
  const TrucoTableCall *calls;
  guint n_calls, n_disabled = 0;

  open_page (fixture);
  g_assert_true (wait_for_learner (fixture));
  table = truco_table_page_get_table (fixture->page);
  calls = truco_table_list_calls (table, &n_calls);
  g_assert_cmpuint (n_calls, >, 0);
  for (guint i = 0; i < n_calls; i++)
    {
      g_autofree char *reason = g_strdup (calls[i].reason);
      g_autofree char *name = g_strdup (calls[i].name);
      GtkWidget *button = truco_test_find_widget (GTK_WIDGET (fixture->page), is_button_labelled, name);

      g_assert_nonnull (button);
      g_assert_cmpint (gtk_widget_get_sensitive (button), ==, calls[i].enabled);
      if (!calls[i].enabled)
        {
          g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, reason);
          gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, reason);
          n_disabled++;
        }
      calls = truco_table_list_calls (table, &n_calls);
    }
  g_assert_cmpuint (n_disabled, >, 0);
  /* The learner may act: the coach may be asked. */
  g_assert_true (gtk_widget_get_sensitive (truco_test_find_widget (GTK_WIDGET (fixture->page),
                                                                   is_button_labelled, "_Hint")));
  g_assert_nonnull (truco_test_find_widget (GTK_WIDGET (fixture->page), is_button_labelled, "retruco"));
  g_assert_false (gtk_widget_get_sensitive (truco_test_find_widget (GTK_WIDGET (fixture->page),
                                                                    is_button_labelled, "retruco")));
}

/* Activates the page's shortcut for @keyval (no modifier), as pressing
 * the key with the focus in the page does. */
static gboolean
press_key (TrucoTablePage *page,
           guint           keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (page));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint k = 0; k < g_list_model_get_n_items (G_LIST_MODEL (controller)); k++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), k);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger) &&
              gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval &&
              gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == 0)
            return gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0,
                                                 GTK_WIDGET (page), gtk_shortcut_get_arguments (shortcut));
        }
    }
  return FALSE;
}

/* 1 plays the first card of the hand, as the log says. */
static void
test_key_plays_first_card (Fixture       *fixture,
                           gconstpointer  data)
{
  TrucoTable *table;
  TrucoView view;
  g_autofree char *expected = NULL;
  GtkWidget *row;

  open_page (fixture);
  g_assert_true (wait_for_learner (fixture));
  table = truco_table_page_get_table (fixture->page);
  truco_table_get_view (table, &view);
  g_assert_cmpuint (view.n_hand, ==, 3);
  expected = g_strdup_printf ("You play the %s.", truco_card_get_name (view.hand[0]));

  g_assert_true (press_key (fixture->page, GDK_KEY_1));
  truco_table_get_view (table, &view);
  g_assert_cmpuint (view.n_hand, ==, 2);
  truco_test_flush ();

  /* The newest lines come first; the bots may have moved since. */
  for (row = gtk_widget_get_first_child (GTK_WIDGET (truco_table_page_get_log (fixture->page)));
       row != NULL; row = gtk_widget_get_next_sibling (row))
    if (g_strcmp0 (gtk_label_get_label (GTK_LABEL (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row)))), expected) == 0)
      break;
  g_assert_nonnull (row);
  gtk_test_accessible_assert_property (row, GTK_ACCESSIBLE_PROPERTY_LABEL, expected);
}

static void
remember_credit (TrucoTable       *table,
                 gpointer          event,
                 TrucoExplanation *explanation,
                 char            **text)
{
  if (((const TrucoEvent *) event)->kind == TRUCO_EVENT_CREDIT && *text == NULL)
    *text = truco_explanation_format_joined (explanation, " ");
}

static gboolean
log_has (TrucoTablePage *page,
         const char     *text)
{
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (truco_table_page_get_log (page)));
       row != NULL; row = gtk_widget_get_next_sibling (row))
    if (g_strcmp0 (gtk_label_get_label (GTK_LABEL (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row)))), text) == 0)
      return TRUE;
  return FALSE;
}

static gboolean
is_matchsticks (GtkWidget     *widget,
                gconstpointer  data)
{
  return TRUCO_IS_MATCHSTICKS (widget);
}

/* Plays the first card each turn until the hand is over (held). */
static void
play_hand (Fixture *fixture)
{
  TrucoTable *table = truco_table_page_get_table (fixture->page);
  gint64 end = g_get_monotonic_time () + 60 * G_TIME_SPAN_SECOND;

  while (!truco_table_is_held (table) && g_get_monotonic_time () < end)
    {
      TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
      guint n = truco_table_list_actions (table, actions);

      if (n == 0)
        {
          g_main_context_iteration (NULL, FALSE);
          continue;
        }
      /* A card when there is one to play, else the last move (an answer). */
      if (!truco_table_page_play_card (fixture->page, 0))
        g_assert_true (truco_table_apply (table, &actions[n - 1], NULL));
      truco_test_flush ();
    }
  g_assert_true (truco_table_is_held (table));
}

/* A hand played to its end: the credit's explanation in the log and in
 * the coach's panel; the table holds with the review, which takes the
 * focus; Next Hand deals the next one. */
static void
test_credit_and_review (Fixture       *fixture,
                        gconstpointer  data)
{
  TrucoTable *table;
  g_autofree char *credit = NULL;
  GtkWidget *review;
  GtkRoot *root;
  gint64 end;
  guint hand;

  open_page (fixture);
  g_assert_true (wait_for_learner (fixture));
  table = truco_table_page_get_table (fixture->page);
  g_signal_connect (table, "event", G_CALLBACK (remember_credit), &credit);
  hand = truco_game_get_hand_number (truco_table_get_game (table));
  play_hand (fixture);
  truco_test_flush ();

  g_assert_nonnull (credit);
  g_assert_true (log_has (fixture->page, credit));
  g_assert_nonnull (truco_table_page_get_coach_text (fixture->page));

  /* The score as matchsticks, the learner's first, with its figure. */
  {
    GtkWidget *sticks = truco_test_find_widget (GTK_WIDGET (fixture->page), is_matchsticks, NULL);
    TrucoView view;

    truco_table_get_view (table, &view);
    g_assert_nonnull (sticks);
    g_assert_cmpuint (truco_matchsticks_get_score (TRUCO_MATCHSTICKS (sticks)), ==, view.score[view.side_of[0]]);
    g_assert_cmpuint (view.score[0] + view.score[1], >, 0);
    g_assert_cmpstr (truco_matchsticks_get_side_name (TRUCO_MATCHSTICKS (sticks)), ==, "You");
    gtk_test_accessible_assert_property (sticks, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                         truco_matchsticks_get_label (TRUCO_MATCHSTICKS (sticks)));
  }

  /* The review of the learner's decisions, costliest first. */
  end = g_get_monotonic_time () + 120 * G_TIME_SPAN_SECOND;
  review = truco_table_page_get_review (fixture->page);
  while (truco_table_page_is_busy (fixture->page) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (truco_table_page_is_busy (fixture->page));
  g_assert_true (gtk_widget_get_visible (review));
  g_assert_nonnull (gtk_widget_get_first_child (review));
  g_assert_true (ADW_IS_ACTION_ROW (gtk_widget_get_first_child (review)));
  root = gtk_widget_get_root (review);
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (root), review));

  /* Held: nothing moves until Next Hand. */
  g_assert_true (truco_table_is_held (table));
  g_signal_handlers_disconnect_by_data (table, &credit);
  g_assert_true (truco_table_page_next_hand (fixture->page));
  g_assert_false (truco_table_is_held (table));
  g_assert_cmpuint (truco_game_get_hand_number (truco_table_get_game (table)), ==, hand + 1);
  g_assert_true (wait_for_learner (fixture));
}

/* The speed preference reaches the table at once. */
static void
test_speed (Fixture       *fixture,
            gconstpointer  data)
{
  TrucoTable *table;

  open_page (fixture);
  table = truco_table_page_get_table (fixture->page);
  g_assert_cmpuint (truco_table_get_delay (table), ==, TRUCO_TABLE_DELAY_INSTANT);
  g_settings_set_string (fixture->gsettings, "table-speed", "slow");
  g_assert_cmpuint (truco_table_get_delay (table), ==, TRUCO_TABLE_PAGE_DELAY_SLOW);
  g_settings_set_string (fixture->gsettings, "table-speed", "normal");
  g_assert_cmpuint (truco_table_get_delay (table), ==, TRUCO_TABLE_PAGE_DELAY_NORMAL);
}

/* Closed in the middle of a hand, the match is saved and resumes move for
 * move in a new page. */
static void
test_resume (Fixture       *fixture,
             gconstpointer  data)
{
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *saved = NULL;

  open_page (fixture);
  g_assert_true (wait_for_learner (fixture));
  g_assert_true (truco_table_page_play_card (fixture->page, 0));
  g_assert_true (wait_for_learner (fixture));
  before = truco_table_dup_log (truco_table_page_get_table (fixture->page));
  saved = truco_table_get_save_path (fixture->path, truco_table_get_rules (truco_table_page_get_table (fixture->page)));
  close_page (fixture);
  g_assert_true (g_file_test (saved, G_FILE_TEST_EXISTS));

  open_page (fixture);
  after = truco_table_dup_log (truco_table_page_get_table (fixture->page));
  g_assert_cmpstr (after, ==, before);
  g_assert_true (log_has (fixture->page, "The interrupted match goes on."));
}

static guint
count_labels (GtkWidget  *widget,
              const char *text)
{
  guint n = GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_labels (child, text);
  return n;
}

/* A damaged save: set aside, one toast says so, a new match begins. */
static void
test_damaged_save (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(GDir) dir = NULL;
  const char *name;
  guint n_aside = 0;
  const char *message = "The interrupted match could not be read, so a new one begins. "
                        "The damaged copy was kept aside.";
  TrucoTable *table;

  g_assert_true (g_file_set_contents (fixture->path, "# truquero-table learner=0 levels=1,1\nvariant ar\nplay nonsense\n",
                                      -1, NULL));
  open_page (fixture);
  truco_test_flush ();
  g_assert_cmpuint (count_labels (GTK_WIDGET (fixture->page), message), ==, 1);

  table = truco_table_page_get_table (fixture->page);
  g_assert_nonnull (table);
  g_assert_cmpuint (truco_game_get_hand_number (truco_table_get_game (table)), ==, 1);
  dir = g_dir_open (fixture->dir, 0, NULL);
  while ((name = g_dir_read_name (dir)) != NULL)
    n_aside += g_str_has_prefix (name, "match.log.broken-");
  g_assert_cmpuint (n_aside, ==, 1);
  g_assert_true (wait_for_learner (fixture));
}

/* A house rule changed in the middle of a match: the match keeps its
 * rules, the learner is told once, and the next match has the new rule. */
static void
test_rule_changed (Fixture       *fixture,
                   gconstpointer  data)
{
  const char *message = "The new house rules apply from the next match.";
  TrucoTable *table;

  open_page (fixture);
  table = truco_table_page_get_table (fixture->page);
  g_assert_cmpstr (truco_rules_get (truco_table_get_rules (table), "flor_enabled"), ==, "off");
  g_assert_true (truco_settings_set_rule (fixture->settings, truco_variant_lookup ("ar"),
                                          "flor_enabled", "on", NULL));
  truco_test_flush ();
  g_assert_true (truco_table_page_get_table (fixture->page) == table);
  g_assert_cmpstr (truco_rules_get (truco_table_get_rules (table), "flor_enabled"), ==, "off");
  g_assert_cmpuint (count_labels (GTK_WIDGET (fixture->page), message), ==, 1);

  truco_table_page_new_match (fixture->page, TRUCO_BOT_BEGINNER);
  table = truco_table_page_get_table (fixture->page);
  g_assert_cmpstr (truco_rules_get (truco_table_get_rules (table), "flor_enabled"), ==, "on");
}

static void
note_thinking (TrucoTable *table,
               guint       seat,
               gboolean   *thinking)
{
  *thinking = TRUE;
}

/* The strong bot thinks in a worker; the window closes meanwhile: no
 * crash, and the worker ends (a generous bound: the point is no hang). */
static void
test_close_while_thinking (Fixture       *fixture,
                           gconstpointer  data)
{
  guint closed = 0;

  for (guint round = 0; round < 10; round++)
    {
      TrucoTable *table;
      gboolean thinking = FALSE;
      gint64 end;

      open_page (fixture);
      truco_table_page_new_match (fixture->page, TRUCO_BOT_STRONG);
      table = truco_table_page_get_table (fixture->page);
      g_signal_connect (table, "bot-thinking", G_CALLBACK (note_thinking), &thinking);
      end = g_get_monotonic_time () + 30 * G_TIME_SPAN_SECOND;
      /* The learner plays cards until a worker runs. */
      while (truco_table_get_n_workers () == 0 && !truco_game_is_over (truco_table_get_game (table)) &&
             g_get_monotonic_time () < end)
        {
          TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
          guint n = truco_table_list_actions (table, actions);

          if (truco_table_is_held (table))
            truco_table_page_next_hand (fixture->page);
          else if (n > 0)
            truco_table_apply (table, &actions[(round + n) % n], NULL);
          else
            g_main_context_iteration (NULL, FALSE);
        }
      if (truco_table_get_n_workers () > 0)
        {
          g_assert_true (thinking);
          closed++;
        }
      close_page (fixture);
      g_unlink (fixture->path);
    }
  g_assert_cmpuint (closed, >, 0);

  {
    gint64 end = g_get_monotonic_time () + 60 * G_TIME_SPAN_SECOND;

    while (truco_table_get_n_workers () > 0 && g_get_monotonic_time () < end)
      g_main_context_iteration (NULL, FALSE);
    g_assert_cmpuint (truco_table_get_n_workers (), ==, 0);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TrucoApplication) app = NULL;

  gtk_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  adw_init ();
  g_setenv ("TRUQUERO_TABLE_SEED", "42", TRUE);
  app = truco_test_new_application ("io.github.truquero.Truquero.TableTest", RESOURCE_BASE);

#define ADD(path, func) \
  g_test_add ("/table-page/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("disabled-calls", test_disabled_calls);
  ADD ("key-plays-first-card", test_key_plays_first_card);
  ADD ("credit-and-review", test_credit_and_review);
  ADD ("speed", test_speed);
  ADD ("resume", test_resume);
  ADD ("damaged-save", test_damaged_save);
  ADD ("rule-changed", test_rule_changed);
  ADD ("close-while-thinking", test_close_while_thinking);
#undef ADD

  return g_test_run ();
}
