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
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <math.h>

#include "truco-card-widget.h"
#include "truco-matchsticks.h"
#include "truco-table-actions.h"
#include "truco-table-driver.h"
#include "truco-table-page.h"
#include "truco-table-seat.h"
#include "truco-table-tricks.h"
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
open_page_sized (Fixture *fixture,
                 int      width,
                 int      height)
{
  fixture->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (fixture->window, width, height);
  fixture->page = TRUCO_TABLE_PAGE (truco_table_page_new ());
  truco_table_page_set_save_path (fixture->page, fixture->path);
  truco_table_page_set_seed (fixture->page, 42);
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->page));
  gtk_window_present (fixture->window);
  while (!gtk_widget_get_mapped (GTK_WIDGET (fixture->page)))
    g_main_context_iteration (NULL, TRUE);
  truco_table_page_set_settings (fixture->page, fixture->settings);
}

static void
open_page (Fixture *fixture)
{
  open_page_sized (fixture, 800, 700);
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

/* A move's button: the button whose move is @data. */
static gboolean
is_move_button (GtkWidget     *widget,
                gconstpointer  data)
{
  const TrucoAction *action = GTK_IS_BUTTON (widget) ? g_object_get_data (G_OBJECT (widget), "action") : NULL;

  return action != NULL && truco_action_equal (action, data);
}

/* At the start of a hand truco may be called but not retruco: the truco
 * button is there; retruco has none, and the "Why Can't I…?" list says
 * why not, with the engine's reason. */
static gboolean
is_menu_button (GtkWidget     *widget,
                gconstpointer  data)
{
  return GTK_IS_MENU_BUTTON (widget) && gtk_widget_get_mapped (widget) &&
         gtk_menu_button_get_popover (GTK_MENU_BUTTON (widget)) != NULL &&
         g_strcmp0 (gtk_menu_button_get_label (GTK_MENU_BUTTON (widget)), "Why Can’t I…?") == 0;
}

static void assert_inside (GtkWindow  *window,
                           GtkWidget  *widget,
                           const char *what);

/* The "Why Can't I…?" button @why lies whole in the window, and its list
 * opens inside the window too. */
static void
assert_why_list_inside (Fixture   *fixture,
                        GtkWidget *why)
{
  GtkPopover *popover;
  GdkSurface *surface;
  GdkSurface *window_surface;
  int x, y;

  g_assert_nonnull (why);
  truco_test_flush ();
  gtk_test_widget_wait_for_draw (GTK_WIDGET (fixture->window));
  assert_inside (fixture->window, why, "the Why Can't I button");
  popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (why));
  gtk_menu_button_popup (GTK_MENU_BUTTON (why));
  truco_test_flush ();
  truco_test_wait_mapped (GTK_WIDGET (popover));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (popover));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (popover)));
  surface = gtk_native_get_surface (GTK_NATIVE (popover));
  window_surface = gtk_native_get_surface (GTK_NATIVE (fixture->window));
  x = gdk_popup_get_position_x (GDK_POPUP (surface));
  y = gdk_popup_get_position_y (GDK_POPUP (surface));
  if (x < 0 || y < 0 ||
      x + gdk_surface_get_width (surface) > gdk_surface_get_width (window_surface) ||
      y + gdk_surface_get_height (surface) > gdk_surface_get_height (window_surface))
    g_error ("the Why Can't I list lies outside the window: %d,%d %dx%d in %dx%d", x, y,
             gdk_surface_get_width (surface), gdk_surface_get_height (surface),
             gdk_surface_get_width (window_surface), gdk_surface_get_height (window_surface));
  gtk_popover_popdown (popover);
  truco_test_flush ();
}

static void
test_disabled_calls (Fixture       *fixture,
                     gconstpointer  data)
{
  TrucoTable *table;
  const TrucoTableCall *calls;
  guint n_calls, n_disabled = 0;

  /* The size the player found the list cut at. */
  open_page_sized (fixture, 960, 720);
  g_assert_true (wait_for_learner (fixture));
  table = truco_table_page_get_table (fixture->page);
  calls = truco_table_list_calls (table, &n_calls);
  g_assert_cmpuint (n_calls, >, 0);
  for (guint i = 0; i < n_calls; i++)
    {
      g_autofree char *why = g_strdup_printf ("%s: %s", calls[i].name, calls[i].reason);
      TrucoAction action = calls[i].action;
      GtkWidget *button = truco_test_find_widget (GTK_WIDGET (fixture->page), is_move_button, &action);

      if (calls[i].enabled)
        {
          g_assert_nonnull (button);
          g_assert_true (gtk_widget_get_sensitive (button));
        }
      else
        {
          /* Not shown as a button; listed with its reason. */
          g_assert_null (button);
          g_assert_nonnull (truco_test_find_widget (GTK_WIDGET (fixture->page), truco_test_is_label, why));
          n_disabled++;
        }
      calls = truco_table_list_calls (table, &n_calls);
    }
  g_assert_cmpuint (n_disabled, >, 0);

  /* The "Why Can't I…?" button lies whole in the window, and its list opens
   * inside the window too (above the button, scrolled if it is long). */
  assert_why_list_inside (fixture, truco_test_find_widget (GTK_WIDGET (fixture->page), is_menu_button, NULL));

  /* The learner may act: the coach may be asked. */
  g_assert_true (gtk_widget_get_sensitive (truco_test_find_widget (GTK_WIDGET (fixture->page),
                                                                   is_button_labelled, "_Hint")));
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
    *text = truco_table_format_explanation (table, explanation);
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

static gboolean is_tricks (GtkWidget     *widget,
                           gconstpointer  data);

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
 * the coach's panel; the table holds with the review, Next Hand takes the
 * focus and the middle pane does not scroll; Next Hand deals the next one. */
static void
test_credit_and_review (Fixture       *fixture,
                        gconstpointer  data)
{
  TrucoTable *table;
  g_autofree char *credit = NULL;
  GtkWidget *review;
  GtkWidget *scroller;
  GtkWidget *focus;
  GtkAdjustment *adjustment;
  GtkRoot *root;
  double top;
  gint64 end;
  guint hand;

  open_page (fixture);
  g_assert_true (wait_for_learner (fixture));
  table = truco_table_page_get_table (fixture->page);
  g_signal_connect (table, "event", G_CALLBACK (remember_credit), &credit);
  hand = truco_game_get_hand_number (truco_table_get_game (table));
  scroller = gtk_widget_get_ancestor (truco_test_find_widget (GTK_WIDGET (fixture->page), is_tricks, NULL),
                                      GTK_TYPE_SCROLLED_WINDOW);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  top = gtk_adjustment_get_value (adjustment);
  play_hand (fixture);
  truco_test_flush ();
  gtk_test_widget_wait_for_draw (GTK_WIDGET (fixture->window));
  truco_test_flush ();
  /* The middle pane stays where the learner left it across the others'
   * moves and the end of the hand. */
  g_assert_cmpfloat_with_epsilon (gtk_adjustment_get_value (adjustment), top, 0.5);

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
  /* The focus on Next Hand, outside the scrolled pane, which stays put. */
  focus = gtk_root_get_focus (root);
  g_assert_true (GTK_IS_BUTTON (focus));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (focus)), ==, "table.next-hand");
  g_assert_false (gtk_widget_is_ancestor (focus, scroller));
  truco_test_flush ();
  gtk_test_widget_wait_for_draw (GTK_WIDGET (fixture->window));
  truco_test_flush ();
  g_assert_cmpfloat_with_epsilon (gtk_adjustment_get_value (adjustment), top, 0.5);

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


/* Every widget @match accepts, in the order of the widget tree. */
static void
collect (GtkWidget        *widget,
         TrucoWidgetMatch  match,
         GPtrArray        *found)
{
  if (match (widget, NULL))
    g_ptr_array_add (found, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect (child, match, found);
}

static gboolean
is_hand_card (GtkWidget     *widget,
              gconstpointer  data)
{
  return TRUCO_IS_CARD_WIDGET (widget) && g_object_get_data (G_OBJECT (widget), "place") != NULL;
}

static gboolean
is_seat (GtkWidget     *widget,
         gconstpointer  data)
{
  return TRUCO_IS_TABLE_SEAT (widget);
}

static gboolean
is_tricks (GtkWidget     *widget,
           gconstpointer  data)
{
  return TRUCO_IS_TABLE_TRICKS (widget);
}

/* @widget lies wholly inside the window's allocation, and shows. */
static void
assert_inside (GtkWindow  *window,
               GtkWidget  *widget,
               const char *what)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), &bounds));
  if (bounds.origin.x < 0 || bounds.origin.y < 0 ||
      bounds.origin.x + bounds.size.width > gtk_widget_get_width (GTK_WIDGET (window)) + 0.5 ||
      bounds.origin.y + bounds.size.height > gtk_widget_get_height (GTK_WIDGET (window)) + 0.5)
    g_error ("%s lies outside the window: %g,%g %gx%g in %dx%d", what,
             bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height,
             gtk_widget_get_width (GTK_WIDGET (window)), gtk_widget_get_height (GTK_WIDGET (window)));
}

/* With TRUCO_TEST_SHOTS set to a folder, writes the window as it is now
 * to a PNG there (for a person to look at; nothing is compared). */
static void
save_shot (Fixture    *fixture,
           const char *what)
{
  const char *folder = g_getenv ("TRUCO_TEST_SHOTS");
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GtkSnapshot) snapshot = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;
  int width = gtk_widget_get_width (GTK_WIDGET (fixture->window));
  int height = gtk_widget_get_height (GTK_WIDGET (fixture->window));

  if (folder == NULL)
    return;
  paintable = gtk_widget_paintable_new (GTK_WIDGET (fixture->window));
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  if (node == NULL)
    return;
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (fixture->window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  name = g_strdelimit (g_strdup_printf ("%s-%s.png", g_test_get_path (), what), "/", '_');
  path = g_build_filename (folder, name, NULL);
  gdk_texture_save_to_png (texture, path);
}

/* @rect (in the window's coordinates) lies inside the window and inside
 * the part of the middle pane that shows. */
static void
rect_in_view (Fixture               *fixture,
              const graphene_rect_t *rect,
              const char            *what)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (truco_test_find_widget (GTK_WIDGET (fixture->page), is_tricks, NULL),
                                                 GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t view = GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (GTK_WIDGET (fixture->window)),
                                             gtk_widget_get_height (GTK_WIDGET (fixture->window)));
  graphene_rect_t pane;

  g_assert_nonnull (scroller);
  g_assert_true (gtk_widget_compute_bounds (scroller, GTK_WIDGET (fixture->window), &pane));
  graphene_rect_intersection (&view, &pane, &view);
  if (rect->origin.x < view.origin.x - 0.5 || rect->origin.y < view.origin.y - 0.5 ||
      rect->origin.x + rect->size.width > view.origin.x + view.size.width + 0.5 ||
      rect->origin.y + rect->size.height > view.origin.y + view.size.height + 0.5)
    {
      save_shot (fixture, "failed");
      g_error ("%s lies out of view: %g,%g %gx%g, the view %g,%g %gx%g", what,
             rect->origin.x, rect->origin.y, rect->size.width, rect->size.height,
             view.origin.x, view.origin.y, view.size.width, view.size.height);
    }
}

/* The action strip's "Why Can't I…?" button, shown or not (the French
 * raises' menus are not in an Argentine game). */
static gboolean
is_why_button (GtkWidget     *widget,
               gconstpointer  data)
{
  return GTK_IS_MENU_BUTTON (widget) && gtk_widget_get_ancestor (widget, TRUCO_TYPE_TABLE_ACTIONS) != NULL;
}

/* Every move the learner may make now has its button inside the window,
 * and every card of the hand is inside it too. */
static void
assert_nothing_below_the_fold (Fixture *fixture)
{
  TrucoTable *table = truco_table_page_get_table (fixture->page);
  const TrucoTableShown *shown = truco_table_get_shown (table);
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();
  GtkWidget *why;
  guint n_moves = 0;

  truco_test_flush ();
  gtk_test_widget_wait_for_draw (GTK_WIDGET (fixture->window));
  truco_test_flush ();
  for (guint k = 0; k < shown->view.n_actions; k++)
    {
      TrucoAction action = shown->view.actions[k];
      GtkWidget *button;

      if (action.kind == TRUCO_ACTION_PLAY)
        continue;
      button = truco_test_find_widget (GTK_WIDGET (fixture->page), is_move_button, &action);
      g_assert_nonnull (button);
      assert_inside (fixture->window, button, "a move's button");
      n_moves++;
    }
  g_assert_cmpuint (n_moves, >, 0);
  /* "Why Can't I…?" too, when shown (on a phone an icon beside the
   * moves, its name kept for the ear). */
  why = truco_test_find_widget (GTK_WIDGET (fixture->page), is_why_button, NULL);
  g_assert_nonnull (why);
  if (gtk_widget_is_visible (why))
    assert_inside (fixture->window, why, "the Why Can't I button");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (why), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       g_dgettext (GETTEXT_PACKAGE, "Why Can’t I…?"));
  collect (GTK_WIDGET (fixture->page), is_hand_card, cards);
  g_assert_cmpuint (cards->len, ==, shown->view.n_hand);
  for (guint i = 0; i < cards->len; i++)
    assert_inside (fixture->window, g_ptr_array_index (cards, i), "a card of the hand");
}

/* Every card on the table is in view: inside the window, and inside the
 * part of the middle pane that shows (not scrolled away). */
static void
assert_table_cards_in_view (Fixture *fixture)
{
  TrucoTableTricks *tricks = TRUCO_TABLE_TRICKS (truco_test_find_widget (GTK_WIDGET (fixture->page), is_tricks, NULL));
  const TrucoTableShown *shown = truco_table_get_shown (truco_table_page_get_table (fixture->page));
  guint n = 0;

  /* (Two frames: the ring takes the room the first one leaves it.) */
  for (guint i = 0; i < 2; i++)
    {
      truco_test_flush ();
      gtk_test_widget_wait_for_draw (GTK_WIDGET (fixture->window));
    }
  truco_test_flush ();
  for (guint t = 0; t < 3; t++)
    for (guint who = 0; who < shown->view.n_seats; who++)
      {
        graphene_rect_t card;
        graphene_point_t at;

        if (!truco_table_tricks_get_card_place (tricks, t, who, &card))
          continue;
        g_assert_true (gtk_widget_compute_point (GTK_WIDGET (tricks), GTK_WIDGET (fixture->window),
                                                 &card.origin, &at));
        card.origin = at;
        rect_in_view (fixture, &card, "a card on the table");
        n++;
      }
  g_assert_cmpuint (n, ==, truco_table_tricks_get_n_cards (tricks));
}

static gboolean
is_stake_line (GtkWidget     *widget,
               gconstpointer  data)
{
  return GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "table-stake");
}

/* The stake line (what the hand is worth, what each answer would make
 * it), when there is one, lies in view: inside the window and inside
 * the part of the middle pane that shows, every line of it (on a phone
 * with six players it once lay below the fold at the start of a hand,
 * under two lines of seats). */
static void
assert_stake_in_view (Fixture *fixture)
{
  GtkWidget *stake = truco_test_find_widget (GTK_WIDGET (fixture->page), is_stake_line, NULL);
  graphene_rect_t bounds;

  g_assert_nonnull (stake);
  truco_test_flush ();
  gtk_test_widget_wait_for_draw (GTK_WIDGET (fixture->window));
  truco_test_flush ();
  if (!gtk_widget_get_visible (stake))
    return;
  g_assert_true (gtk_widget_compute_bounds (stake, GTK_WIDGET (fixture->window), &bounds));
  rect_in_view (fixture, &bounds, "the stake line");
  /* On a phone it stops at three lines, its whole text in its tooltip;
   * on a desktop it is whole and has none. */
  if (gtk_label_get_lines (GTK_LABEL (stake)) > 0)
    g_assert_cmpstr (gtk_widget_get_tooltip_text (stake), ==, gtk_label_get_label (GTK_LABEL (stake)));
  else
    g_assert_null (gtk_widget_get_tooltip_text (stake));
  g_assert_cmpint (gtk_label_get_lines (GTK_LABEL (stake)) > 0, ==, gtk_widget_get_width (GTK_WIDGET (fixture->window)) < 600);
}

/* Plays on (the learner's first card, or its first move) until every
 * seat has a card in the first trick, then checks that each card lies in
 * front of its player: the learner's below every other, and each of the
 * others on the same side of the table's middle as the player's seat
 * (near the middle for a seat in the middle). */
static void
assert_cards_in_front (Fixture *fixture)
{
  TrucoTableTricks *tricks = TRUCO_TABLE_TRICKS (truco_test_find_widget (GTK_WIDGET (fixture->page), is_tricks, NULL));
  g_autoptr(GPtrArray) seats = g_ptr_array_new ();
  TrucoTable *table = truco_table_page_get_table (fixture->page);
  const TrucoTableShown *shown = truco_table_get_shown (table);
  guint me = truco_table_get_learner_seat (table);
  graphene_rect_t mine, area;
  double window_middle = gtk_widget_get_width (GTK_WIDGET (fixture->window)) / 2.0;
  gboolean one_line = TRUE;

  for (guint guard = 0; guard < 20 && shown->n_order[0] < shown->view.n_seats && !shown->ended &&
                       !truco_table_is_held (table); guard++)
    {
      TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
      guint n = truco_table_list_actions (table, actions);

      g_assert_cmpuint (n, >, 0);
      for (guint k = 0; k < n; k++)
        if (actions[k].kind == TRUCO_ACTION_PLAY)
          {
            actions[0] = actions[k];
            break;
          }
      g_assert_true (truco_table_apply (table, &actions[0], NULL));
      truco_test_flush ();
      shown = truco_table_get_shown (table);
      if (!shown->ended && !truco_table_is_held (table))
        g_assert_true (wait_for_learner (fixture));
      shown = truco_table_get_shown (table);
      /* (While the hand is played: once over, the others' hands show at
       * their seats, and the table is for reading on.) */
      /* (On a phone with four or six players too, while a call waits
       * for the learner's answer: it once left the ring no room.) */
      if (!shown->ended)
        assert_table_cards_in_view (fixture);
    }
  truco_test_flush ();
  gtk_test_widget_wait_for_draw (GTK_WIDGET (fixture->window));
  shown = truco_table_get_shown (table);
  /* (A player who left the hand lays no card.) */
  g_assert_cmpuint (shown->n_order[0], >=, 2);
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (tricks), GTK_WIDGET (tricks), &area));
  g_assert_true (truco_table_tricks_get_card_place (tricks, 0, me, &mine));

  collect (GTK_WIDGET (fixture->page), is_seat, seats);
  g_assert_cmpuint (seats->len, ==, shown->view.n_seats - 1);
  if (!shown->ended)
    assert_table_cards_in_view (fixture);
  save_shot (fixture, "cards");

  /* The seats in one line across the top (a phone may fold them into
   * two: then only the learner's card is checked). */
  for (guint i = 1; i < seats->len; i++)
    {
      graphene_rect_t a, b;

      g_assert_true (gtk_widget_compute_bounds (g_ptr_array_index (seats, 0), GTK_WIDGET (fixture->window), &a));
      g_assert_true (gtk_widget_compute_bounds (g_ptr_array_index (seats, i), GTK_WIDGET (fixture->window), &b));
      one_line &= fabs (a.origin.y - b.origin.y) < 1;
    }
  for (guint i = 0; i < seats->len; i++)
    {
      GtkWidget *seat = g_ptr_array_index (seats, i);
      guint who = truco_table_seat_get_seat (TRUCO_TABLE_SEAT (seat));
      graphene_rect_t card, place;
      double seat_off, card_off;

      if (shown->view.played[0][who] == TRUCO_CARD_NONE)
        continue;
      g_assert_true (truco_table_tricks_get_card_place (tricks, 0, who, &card));
      /* Below: the learner's card is the lowest. */
      g_assert_cmpfloat (card.origin.y + card.size.height / 2, <, mine.origin.y + mine.size.height / 2);
      if (!one_line)
        continue;
      g_assert_true (gtk_widget_compute_bounds (seat, GTK_WIDGET (fixture->window), &place));
      seat_off = (place.origin.x + place.size.width / 2 - window_middle) / gtk_widget_get_width (GTK_WIDGET (fixture->window));
      card_off = (card.origin.x + card.size.width / 2 - area.size.width / 2) / area.size.width;
      if (seat_off > 0.15)
        g_assert_cmpfloat (card_off, >, 0.05);
      else if (seat_off < -0.15)
        g_assert_cmpfloat (card_off, <, -0.05);
      else
        g_assert_cmpfloat (fabs (card_off), <, 0.2);
    }
}

/* The words "No card has been laid yet.", when shown, lie clear of the
 * ring's arrows (they were once drawn over them, at every width);
 * returns whether they were shown with the arrows. */
static gboolean
assert_empty_words_clear (Fixture *fixture)
{
  TrucoTableTricks *tricks = TRUCO_TABLE_TRICKS (truco_test_find_widget (GTK_WIDGET (fixture->page), is_tricks, NULL));
  const TrucoTableShown *shown = truco_table_get_shown (truco_table_page_get_table (fixture->page));
  graphene_rect_t words, arrow;
  guint n_arrows = 0;

  for (guint i = 0; i < 2; i++)
    {
      truco_test_flush ();
      gtk_test_widget_wait_for_draw (GTK_WIDGET (fixture->window));
    }
  truco_test_flush ();
  if (!truco_table_tricks_get_empty_place (tricks, &words))
    return FALSE;
  g_assert_cmpfloat (words.size.width, >, 0);
  g_assert_cmpfloat (words.size.height, >, 0);
  for (guint k = 0; truco_table_tricks_get_arrow_place (tricks, k, &arrow); k++)
    {
      if (graphene_rect_intersection (&words, &arrow, NULL))
        {
          save_shot (fixture, "failed");
          g_error ("the words on the empty ring lie over arrow %u: %g,%g %gx%g and %g,%g %gx%g", k,
                   words.origin.x, words.origin.y, words.size.width, words.size.height,
                   arrow.origin.x, arrow.origin.y, arrow.size.width, arrow.size.height);
        }
      n_arrows++;
    }
  /* (An arrow from each player to the next, or none on a ring too flat
   * for them.) */
  if (n_arrows > 0)
    g_assert_cmpuint (n_arrows, ==, shown->view.n_seats);
  return n_arrows > 0;
}

typedef struct
{
  int         width, height;
  const char *players;
  gboolean    empty_ring;  /* the learner leads a hand with the ring's arrows drawn */
} Layout;

/* The window's header bar and, on a phone, the view switcher bar take
 * about 110 px of a 640 or 720 px screen: the page gets the rest. */
#define CHROME 110

/* The window is no bigger than the screen gives the page: nothing on the
 * page asked for more (the checks of what lies in view mean nothing
 * in a window grown to hold it). */
static void
assert_window_size (Fixture      *fixture,
                    const Layout *layout)
{
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (fixture->window)), <=, layout->width);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (fixture->window)), <=, layout->height - CHROME);
}

/* Waits until the coach's review of the hand just ended is shown. */
static void
wait_for_review (Fixture *fixture)
{
  gint64 end = g_get_monotonic_time () + 60 * G_TIME_SPAN_SECOND;

  while (truco_table_page_is_busy (fixture->page) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (truco_table_page_is_busy (fixture->page));
  truco_test_flush ();
  gtk_test_widget_wait_for_draw (GTK_WIDGET (fixture->window));
  truco_test_flush ();
}

/* Goes on to the next hand the learner takes part in (a pica-pica hand
 * may be played out by the others), until the learner may act. */
static void
next_learner_hand (Fixture *fixture)
{
  TrucoTable *table = truco_table_page_get_table (fixture->page);
  gint64 end = g_get_monotonic_time () + 60 * G_TIME_SPAN_SECOND;
  TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];

  g_assert_true (truco_table_page_next_hand (fixture->page));
  while (g_get_monotonic_time () < end)
    {
      if (truco_table_is_held (table))
        g_assert_true (truco_table_page_next_hand (fixture->page));
      else if (truco_table_list_actions (table, actions) > 0)
        break;
      g_main_context_iteration (NULL, FALSE);
    }
  g_assert_true (wait_for_learner (fixture));
}

/* At 960×720 and 360×640, with 2, 4 and 6 players: when the learner is
 * to play, and when a call waits for the learner's answer, every legal
 * move's button, "Why Can't I…?", every card of the hand and the stake
 * line are in view; so at the start of the next two hands the learner
 * plays in; nothing widens the window; and the words on an empty ring
 * lie clear of its arrows. */
static void
test_layout (Fixture       *fixture,
             gconstpointer  data)
{
  const Layout *layout = data;
  gboolean empty_seen;

  g_assert_true (truco_settings_set_rule (fixture->settings, truco_variant_lookup ("ar"),
                                          "players", layout->players, NULL));
  open_page_sized (fixture, layout->width, layout->height - CHROME);
  g_assert_true (wait_for_learner (fixture));
  assert_nothing_below_the_fold (fixture);
  save_shot (fixture, "start");
  assert_window_size (fixture, layout);
  empty_seen = assert_empty_words_clear (fixture);

  assert_stake_in_view (fixture);
  /* (Retruco may not be called yet: "Why Can't I…?" says why, its list
   * in the window, on a phone too.) */
  assert_why_list_inside (fixture, truco_test_find_widget (GTK_WIDGET (fixture->page), is_why_button, NULL));

  truco_table_driver_show_view (fixture->page, "call");
  g_assert_true (wait_for_learner (fixture));
  assert_nothing_below_the_fold (fixture);
  assert_stake_in_view (fixture);
  assert_table_cards_in_view (fixture);
  save_shot (fixture, "call");
  assert_window_size (fixture, layout);

  assert_cards_in_front (fixture);
  /* (The hands shown face up at the end of a hand widen nothing.) */
  assert_window_size (fixture, layout);

  /* The next hands, with the mano and the dealer's marks at other seats
   * (a partner's marks take three lines on a phone): the same. */
  for (guint hand = 0; hand < 2; hand++)
    {
      play_hand (fixture);
      wait_for_review (fixture);
      /* (Nor the learner's last word, in its bubble beside the hand.) */
      assert_window_size (fixture, layout);
      next_learner_hand (fixture);
      assert_nothing_below_the_fold (fixture);
      assert_stake_in_view (fixture);
      assert_window_size (fixture, layout);
      empty_seen |= assert_empty_words_clear (fixture);
    }
  save_shot (fixture, "later");
  /* (Where the learner leads one of these hands with the ring's arrows
   * drawn, the words on the empty ring were checked against them.) */
  if (layout->empty_ring)
    g_assert_true (empty_seen);
}

static gboolean
is_hint_shown (GtkWidget     *widget,
               gconstpointer  data)
{
  return GTK_IS_LABEL (widget) && gtk_widget_is_drawable (widget) &&
         g_str_has_prefix (gtk_label_get_label (GTK_LABEL (widget)), "Hint: ");
}

/* A hint is for the move it was asked for: once the learner has moved,
 * it is gone from the table (it once stayed, and told the learner to
 * play a card already played). */
static void
test_hint_goes (Fixture       *fixture,
                gconstpointer  data)
{
  gint64 end;

  open_page (fixture);
  g_assert_true (wait_for_learner (fixture));
  truco_table_page_hint (fixture->page);
  end = g_get_monotonic_time () + 30 * G_TIME_SPAN_SECOND;
  while (truco_test_find_widget (GTK_WIDGET (fixture->page), is_hint_shown, NULL) == NULL &&
         g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  truco_test_flush ();
  g_assert_nonnull (truco_test_find_widget (GTK_WIDGET (fixture->page), is_hint_shown, NULL));

  g_assert_true (press_key (fixture->page, GDK_KEY_1));
  g_assert_true (wait_for_learner (fixture));
  truco_test_flush ();
  g_assert_null (truco_test_find_widget (GTK_WIDGET (fixture->page), is_hint_shown, NULL));
}

/* Asking for a hint leaves the focus where the learner had it (it once
 * moved into the coach's panel): the hint is said by the panel, a status
 * whose accessible name is the hint, and the keys go on working. */
static void
test_hint_keeps_focus (Fixture       *fixture,
                       gconstpointer  data)
{
  TrucoTable *table;
  GtkWidget *focus;
  GtkWidget *hint;
  GtkWidget *panel;
  g_autofree char *error = NULL;
  guint moves;
  gint64 end;

  open_page (fixture);
  g_assert_true (wait_for_learner (fixture));
  table = truco_table_page_get_table (fixture->page);
  truco_table_page_focus_first (fixture->page);
  focus = gtk_root_get_focus (GTK_ROOT (fixture->window));
  g_assert_nonnull (focus);
  g_assert_true (is_hand_card (focus, NULL));

  truco_table_page_hint (fixture->page);
  end = g_get_monotonic_time () + 30 * G_TIME_SPAN_SECOND;
  while (truco_test_find_widget (GTK_WIDGET (fixture->page), is_hint_shown, NULL) == NULL &&
         g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  truco_test_flush ();
  hint = truco_test_find_widget (GTK_WIDGET (fixture->page), is_hint_shown, NULL);
  g_assert_nonnull (hint);

  g_assert_true (gtk_root_get_focus (GTK_ROOT (fixture->window)) == focus);
  panel = gtk_widget_get_parent (hint);
  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (panel)), ==, GTK_ACCESSIBLE_ROLE_STATUS);
  error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (panel), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                              gtk_label_get_label (GTK_LABEL (hint)));
  g_assert_null (error);

  moves = truco_table_get_n_moves (table);
  g_assert_true (press_key (fixture->page, GDK_KEY_1));
  g_assert_cmpuint (truco_table_get_n_moves (table), >, moves);
}

/* The hand keeps the order it was dealt in: a card played leaves a gap,
 * and 2 still plays the second card. */
static void
test_hand_keeps_order (Fixture       *fixture,
                       gconstpointer  data)
{
  TrucoTable *table;
  TrucoCard dealt[3];
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();
  gboolean laid = FALSE;
  TrucoView view;

  open_page (fixture);
  g_assert_true (wait_for_learner (fixture));
  table = truco_table_page_get_table (fixture->page);
  g_assert_cmpuint (truco_table_get_shown (table)->n_hands[0], ==, 3);
  memcpy (dealt, truco_table_get_shown (table)->hands[0], sizeof dealt);

  g_assert_true (press_key (fixture->page, GDK_KEY_1));
  g_assert_true (wait_for_learner (fixture));
  g_assert_false (truco_table_is_held (table));
  collect (GTK_WIDGET (fixture->page), is_hand_card, cards);
  g_assert_cmpuint (cards->len, ==, 2);
  g_assert_cmpuint (truco_card_widget_get_card (g_ptr_array_index (cards, 0)), ==, dealt[1]);
  g_assert_cmpuint (truco_card_widget_get_card (g_ptr_array_index (cards, 1)), ==, dealt[2]);
  /* Its place (from 1): the key that plays it. */
  g_assert_cmpint (GPOINTER_TO_INT (g_object_get_data (g_ptr_array_index (cards, 0), "place")), ==, 2);

  /* 2 plays the card dealt second, wherever it stands now. */
  g_assert_true (press_key (fixture->page, GDK_KEY_2));
  truco_table_get_view (table, &view);
  for (guint t = 0; t < 3; t++)
    laid |= view.played[t][0] == dealt[1];
  g_assert_true (laid || truco_table_is_held (table));
}

static gboolean
is_global_table_keys (GtkWidget *page)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (page);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_SHORTCUT_CONTROLLER (controller) &&
          g_strcmp0 (gtk_event_controller_get_name (GTK_EVENT_CONTROLLER (controller)), "table-keys") == 0)
        return gtk_shortcut_controller_get_scope (GTK_SHORTCUT_CONTROLLER (controller)) == GTK_SHORTCUT_SCOPE_GLOBAL;
    }
  return FALSE;
}

/* A call made with the mouse: the focus stays in the page (not thrown to
 * the window), and the keys live in the window's scope, so that they
 * work wherever the focus goes. */
static void
test_focus_after_call (Fixture       *fixture,
                       gconstpointer  data)
{
  TrucoTable *table;
  TrucoAction envido = { .kind = TRUCO_ACTION_CALL, .seat = 0, .bet = TRUCO_BET_ENVIDO, .row = 0 };
  GtkWidget *button;
  GtkWidget *focus;

  open_page (fixture);
  g_assert_true (wait_for_learner (fixture));
  table = truco_table_page_get_table (fixture->page);
  button = truco_test_find_widget (GTK_WIDGET (fixture->page), is_move_button, &envido);
  g_assert_nonnull (button);
  gtk_widget_grab_focus (button);
  g_signal_emit_by_name (button, "clicked");
  g_assert_cmpuint (truco_table_get_n_moves (table), >, 0);
  truco_test_flush ();
  wait_for_learner (fixture);
  truco_test_flush ();
  focus = gtk_root_get_focus (GTK_ROOT (fixture->window));
  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (fixture->page)));
  g_assert_true (gtk_widget_get_mapped (focus));
  g_assert_true (is_global_table_keys (GTK_WIDGET (fixture->page)));
}

static AdwMessageDialog *
find_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return ADW_MESSAGE_DIALOG (window);
    }
  return NULL;
}

static gboolean
is_level_row (GtkWidget     *widget,
              gconstpointer  data)
{
  return ADW_IS_ACTION_ROW (widget) &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), data) == 0;
}

static gboolean
is_label_saying (GtkWidget     *widget,
                 gconstpointer  data)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), data) == 0;
}

/* A level chosen in New Match before any move starts the new match at
 * once, and says so (it once looked as if the click did nothing: the
 * table looked the same, hand 1 at 0 to 0). */
static void
test_new_match_said (Fixture       *fixture,
                     gconstpointer  data)
{
  GtkWidget *row;

  open_page (fixture);
  g_assert_true (wait_for_learner (fixture));
  g_assert_cmpuint (truco_table_get_seat_level (truco_table_page_get_table (fixture->page), 1), !=,
                    TRUCO_BOT_BEGINNER);
  row = truco_test_find_widget (GTK_WIDGET (fixture->page), is_level_row, "Beginner");
  g_assert_nonnull (row);
  g_signal_emit_by_name (row, "activate");
  truco_test_flush ();
  g_assert_cmpuint (truco_table_get_seat_level (truco_table_page_get_table (fixture->page), 1), ==,
                    TRUCO_BOT_BEGINNER);
  g_assert_nonnull (truco_test_find_widget (GTK_WIDGET (fixture->page), is_label_saying,
                                            "A new match has started."));
}

/* New Match with a match under way asks first: "keep" keeps it, "leave"
 * starts the new one. */
static void
test_new_match_asks (Fixture       *fixture,
                     gconstpointer  data)
{
  TrucoTable *table;
  AdwMessageDialog *dialog;

  open_page (fixture);
  g_assert_true (wait_for_learner (fixture));
  g_assert_true (truco_table_page_play_card (fixture->page, 0));
  table = truco_table_page_get_table (fixture->page);

  truco_table_page_ask_new_match (fixture->page, TRUCO_BOT_BEGINNER);
  truco_test_flush ();
  g_assert_true (truco_table_page_get_table (fixture->page) == table);
  dialog = find_dialog ();
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "keep");
  gtk_window_destroy (GTK_WINDOW (dialog));
  truco_test_flush ();
  g_assert_true (truco_table_page_get_table (fixture->page) == table);

  /* "leave" starts the new one. */
  truco_table_page_ask_new_match (fixture->page, TRUCO_BOT_BEGINNER);
  truco_test_flush ();
  dialog = find_dialog ();
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "leave");
  gtk_window_destroy (GTK_WINDOW (dialog));
  truco_test_flush ();
  /* (A new table may take the old one's address: its bots' level tells.) */
  g_assert_cmpuint (truco_table_get_seat_level (truco_table_page_get_table (fixture->page), 1), ==,
                    TRUCO_BOT_BEGINNER);
}

/* Four at the table: the others across the top in the direction of play,
 * counter-clockwise: the one on the learner's right (next to play) at
 * the right end, the one on the left at the left end. */
static void
test_seats_counter_clockwise (Fixture       *fixture,
                              gconstpointer  data)
{
  g_autoptr(GPtrArray) seats = g_ptr_array_new ();

  g_assert_true (truco_settings_set_rule (fixture->settings, truco_variant_lookup ("ar"), "players", "4", NULL));
  open_page (fixture);
  truco_test_flush ();
  collect (GTK_WIDGET (fixture->page), is_seat, seats);
  g_assert_cmpuint (seats->len, ==, 3);
  g_assert_cmpuint (truco_table_seat_get_seat (g_ptr_array_index (seats, 0)), ==, 3);
  g_assert_cmpuint (truco_table_seat_get_seat (g_ptr_array_index (seats, 1)), ==, 2);
  g_assert_cmpuint (truco_table_seat_get_seat (g_ptr_array_index (seats, 2)), ==, 1);
}

/* The trick area makes a row only for a trick with a card in it. */
static void
test_tricks_rows (Fixture       *fixture,
                  gconstpointer  data)
{
  TrucoTableTricks *tricks;
  TrucoTable *table;
  guint with_cards = 0;

  open_page (fixture);
  g_assert_true (wait_for_learner (fixture));
  tricks = TRUCO_TABLE_TRICKS (truco_test_find_widget (GTK_WIDGET (fixture->page), is_tricks, NULL));
  table = truco_table_page_get_table (fixture->page);
  for (guint t = 0; t < 3; t++)
    with_cards += truco_table_get_shown (table)->n_order[t] > 0;
  g_assert_cmpuint (truco_table_tricks_get_n_rows (tricks), ==, with_cards);
  g_assert_true (truco_table_page_play_card (fixture->page, 0));
  truco_test_flush ();
  with_cards = 0;
  for (guint t = 0; t < 3; t++)
    with_cards += truco_table_get_shown (table)->n_order[t] > 0;
  g_assert_cmpuint (with_cards, >, 0);
  g_assert_cmpuint (truco_table_tricks_get_n_rows (tricks), ==, with_cards);
  g_assert_cmpuint (truco_table_tricks_get_n_cards (tricks), >, 0);
}

static gboolean
is_label_ending (GtkWidget     *widget,
                 gconstpointer  data)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget) &&
         g_str_has_suffix (gtk_label_get_label (GTK_LABEL (widget)), data);
}

/* A chico won gets its moment: who won, the score in numbers and the
 * chicos won; "Next Chico" starts the next one from nothing. */
static void
test_chico_end (Fixture       *fixture,
                gconstpointer  data)
{
  TrucoTable *table;
  const TrucoTableShown *shown;
  GtkWidget *title;
  guint account;

  g_assert_true (truco_settings_set_rule (fixture->settings, truco_variant_lookup ("ar"), "target", "15", NULL));
  open_page (fixture);
  truco_table_driver_show_view (fixture->page, "chico");
  truco_test_flush ();
  table = truco_table_page_get_table (fixture->page);
  shown = truco_table_get_shown (table);
  g_assert_true (shown->ended);
  g_assert_cmpint (shown->game_winner, >=, 0);
  account = shown->game_winner;
  g_assert_cmpuint (shown->view.games_won[account], ==, 1);
  g_assert_cmpuint (shown->view.score[account], >=, 15);
  title = truco_test_find_widget (GTK_WIDGET (fixture->page), is_label_ending, "wins the chico.");
  g_assert_nonnull (title);
  /* Read at once: the moment takes the focus. */
  g_assert_true (gtk_widget_is_ancestor (title, gtk_root_get_focus (gtk_widget_get_root (title))));
  g_assert_nonnull (truco_test_find_widget (GTK_WIDGET (fixture->page), is_button_labelled, "Next _Chico"));

  g_assert_true (truco_table_page_next_hand (fixture->page));
  shown = truco_table_get_shown (table);
  g_assert_false (shown->ended);
  g_assert_cmpuint (shown->view.score[0] + shown->view.score[1], <, 15);
  g_assert_cmpuint (shown->view.games_won[account], ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TrucoApplication) app = NULL;
  const char *localedir = g_getenv ("TRUQUERO_LOCALEDIR");
  const char *language = g_getenv ("LANGUAGE");
  /* Spanish, French or Polish (longer words): only the layouts. */
  gboolean translated = language != NULL && *language != '\0' && g_strcmp0 (language, "C") != 0 &&
                        !g_str_has_prefix (language, "en");

  setlocale (LC_ALL, "");
  if (localedir != NULL)
    bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  gtk_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  adw_init ();
  app = truco_test_new_application ("io.github.truquero.Truquero.TableTest", RESOURCE_BASE);

  /* In another language (longer words), only the layouts: its words
   * are shown, else the run proves nothing. */
  if (translated)
    g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "Your side"), !=, "Your side");

#define ADD(path, func) \
  if (!translated) \
    g_test_add ("/table-page/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("disabled-calls", test_disabled_calls);
  ADD ("key-plays-first-card", test_key_plays_first_card);
  ADD ("credit-and-review", test_credit_and_review);
  ADD ("speed", test_speed);
  ADD ("resume", test_resume);
  ADD ("damaged-save", test_damaged_save);
  ADD ("rule-changed", test_rule_changed);
  ADD ("close-while-thinking", test_close_while_thinking);
  ADD ("hand-keeps-order", test_hand_keeps_order);
  ADD ("focus-after-call", test_focus_after_call);
  ADD ("new-match-asks", test_new_match_asks);
  ADD ("new-match-said", test_new_match_said);
  ADD ("seats-counter-clockwise", test_seats_counter_clockwise);
  ADD ("tricks-rows", test_tricks_rows);
  ADD ("chico-end", test_chico_end);
  ADD ("hint-goes", test_hint_goes);
  ADD ("hint-keeps-focus", test_hint_keeps_focus);
#undef ADD
  {
    static const Layout layouts[] = {
      { 960, 720, "2", TRUE }, { 960, 720, "4", FALSE }, { 960, 720, "6", FALSE },
      { 360, 640, "2", FALSE }, { 360, 640, "4", FALSE }, { 360, 640, "6", TRUE },
    };

    for (guint i = 0; i < G_N_ELEMENTS (layouts); i++)
      {
        g_autofree char *path = g_strdup_printf ("/table-page/layout/%dx%d/%s-players", layouts[i].width,
                                                 layouts[i].height, layouts[i].players);

        g_test_add (path, Fixture, &layouts[i], fixture_set_up, test_layout, fixture_tear_down);
      }
  }

  return g_test_run ();
}
