/* test-window.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "truco-application.h"
#include "truco-card-widget.h"
#include "truco-comparison.h"
#include "truco-glossary-page.h"
#include "truco-quiz-page.h"
#include "truco-table-page.h"
#include "truco-test-util.h"
#include "truco-window.h"

static TrucoApplication *app;

static GSettings *
app_settings (void)
{
  return truco_settings_get_settings (truco_application_get_settings (app));
}

static void
reset_settings (void)
{
  truco_test_reset_settings (app_settings ());
}

static TrucoWindow *
new_window (void)
{
  TrucoWindow *window = truco_window_new (app);

  gtk_window_present (GTK_WINDOW (window));
  truco_test_flush ();

  return window;
}

/* Frees what it reads: the ASan build checks for leaks. */
static void
assert_stored_variant (GSettings  *settings,
                       const char *expected)
{
  g_autofree char *stored = g_settings_get_string (settings, "variant");

  g_assert_cmpstr (stored, ==, expected);
}

static gboolean
is_visible_label (GtkWidget     *widget,
                  gconstpointer  text)
{
  return truco_test_is_label (widget, text) && gtk_widget_get_mapped (widget);
}

static void
test_window_builds (void)
{
  TrucoWindow *window;

  reset_settings ();
  window = new_window ();
  g_assert_true (TRUCO_IS_WINDOW (window));
  g_assert_true (ADW_IS_APPLICATION_WINDOW (window));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The first run shows the chooser; activating a row (what Enter does on the
 * focused row) stores the variant and shows the sections. */
static void
test_window_first_run_choice (void)
{
  GSettings *settings = app_settings ();
  TrucoWindow *window;
  GtkWidget *row;
  guint i;

  for (i = 0; i < truco_variant_get_count (); i++)
    {
      const TrucoVariant *variant = truco_variant_get_nth (i);

      reset_settings ();
      window = new_window ();
      g_assert_true (truco_window_get_choosing (window));

      row = truco_test_find_widget (GTK_WIDGET (window), truco_test_is_row_titled,
                                    truco_variant_get_name (variant));
      g_assert_nonnull (row);
      g_assert_true (gtk_widget_is_visible (row));
      g_assert_true (gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (row)));
      g_assert_true (gtk_widget_get_focusable (row));
      /* The one-line description is the row's subtitle. */
      g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                       truco_variant_get_summary (variant));

      g_signal_emit_by_name (row, "activate");
      truco_test_flush ();

      g_assert_false (truco_window_get_choosing (window));
      assert_stored_variant (settings, truco_variant_get_id (variant));
      /* The header shows the chosen variant. */
      g_assert_nonnull (truco_test_find_widget (GTK_WIDGET (window), is_visible_label,
                                                truco_variant_get_name (variant)));

      gtk_window_destroy (GTK_WINDOW (window));
    }
}

/* The header's app.variant action changes the variant at any time. */
static void
test_window_change_variant (void)
{
  GSettings *settings = app_settings ();
  TrucoWindow *window;
  g_autoptr(GVariant) state = NULL;

  reset_settings ();
  g_settings_set_string (settings, "variant", "ar");
  window = new_window ();
  g_assert_false (truco_window_get_choosing (window));

  g_action_group_activate_action (G_ACTION_GROUP (app), "variant", g_variant_new_string ("cat"));
  truco_test_flush ();
  assert_stored_variant (settings, "cat");
  state = g_action_group_get_action_state (G_ACTION_GROUP (app), "variant");
  g_assert_cmpstr (g_variant_get_string (state, NULL), ==, "cat");
  g_assert_nonnull (truco_test_find_widget (GTK_WIDGET (window), is_visible_label,
                                            truco_variant_get_name (truco_variant_lookup ("cat"))));
  g_assert_null (truco_test_find_widget (GTK_WIDGET (window), is_visible_label,
                                         truco_variant_get_name (truco_variant_lookup ("ar"))));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A variant id set by hand that the app does not know: warning, default
 * variant, and the window still starts (without the first-run choice). */
static void
test_window_unknown_variant (void)
{
  GSettings *settings;
  const TrucoVariant *fallback = truco_variant_get_default ();
  TrucoWindow *window;

  if (!truco_test_expect_warning ("*Unknown variant ?klaverjas? in the settings; using ?ar?*"))
    return;

  settings = app_settings ();
  reset_settings ();
  g_settings_set_string (settings, "variant", "klaverjas");

  window = new_window ();

  g_assert_false (truco_window_get_choosing (window));
  g_assert_nonnull (truco_test_find_widget (GTK_WIDGET (window), is_visible_label,
                                            truco_variant_get_name (fallback)));
  /* Nothing is lost: the stored value stays until the learner chooses. */
  assert_stored_variant (settings, "klaverjas");

  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
is_view_stack (GtkWidget     *widget,
               gconstpointer  data)
{
  return ADW_IS_VIEW_STACK (widget);
}

/* Every section of the stack can be shown, Learn first; the overview and
 * the comparison are views inside Learn. */
static void
test_window_sections (void)
{
  TrucoWindow *window;
  const struct {
    const char *name;
    const char *section;
    const char *learn_view;
  } sections[] = {
    { "learn", "learn", "path" },
    { "variants", "learn", "overview" },
    { "compare", "learn", "compare" },
    { "glossary", "glossary", NULL },
    { "table", "table", NULL },
    { "lesson:tyf-deck", "learn", "lesson" },
  };
  AdwViewStack *stack;
  g_autoptr(GListModel) pages = NULL;

  reset_settings ();
  g_settings_set_string (app_settings (), "variant", "tyf");
  window = new_window ();

  stack = ADW_VIEW_STACK (truco_test_find_widget (GTK_WIDGET (window), is_view_stack, NULL));
  g_assert_nonnull (stack);
  pages = G_LIST_MODEL (adw_view_stack_get_pages (stack));
  /* At most five sections, Learn the first one shown. */
  g_assert_cmpuint (g_list_model_get_n_items (pages), <=, 5);
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (stack), ==, "learn");

  for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
    {
      TrucoLearnPage *learn = truco_window_get_learn_page (window);

      if (g_str_has_prefix (sections[i].name, "lesson:") &&
          (truco_learn_page_get_lessons (learn) == NULL ||
           !truco_learn_page_open_lesson (learn, sections[i].name + strlen ("lesson:"))))
        continue;  /* no lessons of this variant yet */

      truco_window_set_section (window, sections[i].name);
      g_assert_cmpstr (adw_view_stack_get_visible_child_name (stack), ==, sections[i].section);
      if (sections[i].learn_view != NULL)
        g_assert_cmpstr (truco_learn_page_get_view (learn), ==, sections[i].learn_view);
      /* The back arrow of a page of Learn can be pressed in the window
       * too (an action name set before the page joins the window can
       * leave a button insensitive in GTK 4.8). */
      if (truco_learn_page_get_back_button (learn) != NULL)
        {
          truco_test_flush ();
          g_assert_true (gtk_widget_is_sensitive (truco_learn_page_get_back_button (learn)));
        }
    }

  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
is_of_type (GtkWidget     *widget,
            gconstpointer  type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (type));
}

static GtkWidget *
find_of_type (TrucoWindow *window,
              GType        type)
{
  return truco_test_find_widget (GTK_WIDGET (window), is_of_type, GSIZE_TO_POINTER (type));
}

/* The window opens on Learn with only what Learn shows: the other sections
 * join it the first time they are shown, and then work as before. */
static void
test_window_lazy_sections (void)
{
  const struct { const char *name; GType type; } sections[] = {
    { "quiz", TRUCO_TYPE_QUIZ_PAGE },
    { "glossary", TRUCO_TYPE_GLOSSARY_PAGE },
    { "table", TRUCO_TYPE_TABLE_PAGE },
  };
  TrucoWindow *window;
  AdwViewStack *stack;

  reset_settings ();
  g_settings_set_string (app_settings (), "variant", "ar");
  window = new_window ();
  stack = ADW_VIEW_STACK (truco_test_find_widget (GTK_WIDGET (window), is_view_stack, NULL));
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (stack), ==, "learn");

  for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
    g_assert_null (find_of_type (window, sections[i].type));

  for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
    {
      GtkWidget *page;

      adw_view_stack_set_visible_child_name (stack, sections[i].name);
      truco_test_flush ();
      page = find_of_type (window, sections[i].type);
      g_assert_nonnull (page);
      g_assert_true (gtk_widget_get_mapped (page));
      g_assert_true (gtk_widget_is_ancestor (page, adw_view_stack_get_visible_child (stack)));
    }
  /* The same page when asked for again. */
  g_assert_true (GTK_WIDGET (truco_window_get_quiz_page (window)) == find_of_type (window, TRUCO_TYPE_QUIZ_PAGE));
  g_assert_true (GTK_WIDGET (truco_window_get_table_page (window)) == find_of_type (window, TRUCO_TYPE_TABLE_PAGE));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The fact sheet and the comparison themselves: test-variant-page.c. */

/* The promised keys are bound, and every shortcut the shortcuts window
 * lists with an action has an accelerator. */
static void
test_window_shortcuts (void)
{
  const struct { const char *action; const char *accel; } keys[] = {
    { "app.quit", "<Control>q" },
    { "app.help", "F1" },
    { "app.preferences", "<Control>comma" },
    { "win.show-help-overlay", "<Control>question" },
  };
  g_autoptr(GtkBuilder) builder = NULL;
  GSList *objects;
  guint n_shortcuts = 0;

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), keys[i].action);

      g_assert_true (g_strv_contains ((const char * const *) accels, keys[i].accel));
    }

  builder = gtk_builder_new_from_resource (RESOURCE_BASE "/ui/help-overlay.ui");
  objects = gtk_builder_get_objects (builder);
  for (GSList *l = objects; l != NULL; l = l->next)
    {
      g_autofree char *action = NULL;
      g_autofree char *accelerator = NULL;

      if (!GTK_IS_SHORTCUTS_SHORTCUT (l->data))
        continue;

      n_shortcuts++;
      g_object_get (l->data, "action-name", &action, "accelerator", &accelerator, NULL);
      if (action != NULL)
        {
          g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), action);

          g_assert_nonnull (accels[0]);
        }
      else
        g_assert_nonnull (accelerator);
    }
  g_slist_free (objects);

  /* General (5), Learn (1: Escape or Alt+Left), the Glossary (2:
   * Ctrl+F, Alt+Left) and the Table (13: the cards, the hint, going on
   * and ten letters) */
  g_assert_cmpuint (n_shortcuts, ==, 21);

  for (GSList *l = objects = gtk_builder_get_objects (builder); l != NULL; l = l->next)
    if (GTK_IS_WINDOW (l->data))
      gtk_window_destroy (l->data);
  g_slist_free (objects);
}

/* Ctrl+W is bound to window.close, and that closes the window. */
static void
test_window_close_key (void)
{
  TrucoWindow *window;
  GtkWidget *widget;
  g_autoptr(GListModel) controllers = NULL;
  gboolean bound = FALSE;

  reset_settings ();
  g_settings_set_string (app_settings (), "variant", "ar");
  window = new_window ();
  widget = GTK_WIDGET (window);

  controllers = gtk_widget_observe_controllers (widget);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;

      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutAction *action = gtk_shortcut_get_action (shortcut);
          g_autofree char *trigger = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));

          if (g_str_equal (trigger, "<Control>w") && GTK_IS_NAMED_ACTION (action) &&
              g_str_equal (gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)), "window.close"))
            bound = TRUE;
        }
    }
  g_assert_true (bound);

  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  g_assert_true (gtk_widget_activate_action (widget, "window.close", NULL));
  truco_test_flush ();
  g_assert_null (window);
}

/* The window size is stored when the window closes and used the next time. */
static void
test_window_size_remembered (void)
{
  GSettings *settings = app_settings ();
  TrucoWindow *window;
  int width, height;

  reset_settings ();
  g_settings_set_string (settings, "variant", "put");
  window = new_window ();
  gtk_window_set_default_size (GTK_WINDOW (window), 500, 400);
  truco_test_flush ();
  gtk_window_close (GTK_WINDOW (window));
  truco_test_flush ();

  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 500);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 400);
  g_assert_false (g_settings_get_boolean (settings, "window-maximized"));

  window = truco_window_new (app);
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 500);
  g_assert_cmpint (height, ==, 400);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Stored sizes a window cannot have (edited by hand, or saved by a window
 * that some bug made huge) are clamped both ways: a negative size reaching
 * GTK is a critical, fatal in this test.  (test-settings checks that the
 * sizes saved are clamped too.) */
static void
test_window_size_clamped (void)
{
  GSettings *settings = app_settings ();
  TrucoWindow *window;
  int width, height;

  reset_settings ();
  g_settings_set_string (settings, "variant", "put");
  g_settings_set_int (settings, "window-width", -5);
  g_settings_set_int (settings, "window-height", 100000);

  window = truco_window_new (app);
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, >, 0);
  g_assert_cmpint (width, <=, 16384);
  g_assert_cmpint (height, >, 0);
  g_assert_cmpint (height, <=, 16384);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The view switchers' Quiz tab (in the header, and in the bottom bar of
 * a narrow window): AdwViewSwitcherButton is libadwaita's own. */
static void
collect_quiz_tabs (GtkWidget *root,
                   GPtrArray *tabs)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      if (g_strcmp0 (G_OBJECT_TYPE_NAME (child), "AdwViewSwitcherButton") == 0)
        {
          g_autofree char *label = NULL;

          g_object_get (child, "label", &label, NULL);
          if (g_strcmp0 (label, "Quiz") == 0)
            g_ptr_array_add (tabs, child);
        }
      collect_quiz_tabs (child, tabs);
    }
}

/* The Quiz tab's tooltip and accessible description say what its number
 * counts ("1 review is due today."), or nothing when none is due. */
static void
assert_quiz_tabs_say (TrucoWindow *window,
                      guint        n_due)
{
  g_autoptr(GPtrArray) tabs = g_ptr_array_new ();
  g_autofree char *said = NULL;

  if (n_due > 0)
    said = g_strdup_printf (n_due == 1 ? "%u review is due today." : "%u reviews are due today.", n_due);
  collect_quiz_tabs (GTK_WIDGET (window), tabs);
  g_assert_cmpuint (tabs->len, >, 0);
  for (guint i = 0; i < tabs->len; i++)
    {
      g_assert_cmpstr (gtk_widget_get_tooltip_text (tabs->pdata[i]), ==, said);
      if (said != NULL)
        gtk_test_accessible_assert_property (tabs->pdata[i], GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, said);
    }
}

static void
test_window_due_badge (void)
{
  TrucoProgress *progress = truco_application_get_progress (app);
  TrucoAnswer right = { TRUE, FALSE, 5000 };
  TrucoWindow *window;
  guint n_due;

  reset_settings ();
  g_settings_set_string (app_settings (), "variant", "ar");
  window = new_window ();
  g_assert_nonnull (truco_window_get_quiz_page (window));
  truco_test_flush ();
  n_due = truco_quiz_page_get_n_due (truco_window_get_quiz_page (window));
  assert_quiz_tabs_say (window, n_due);
  gtk_window_destroy (GTK_WINDOW (window));

  /* Two reviews of a month ago, of skills not reviewed yet: due now. */
  truco_progress_record_review (progress, "ar", "", "envido-count", &right,
                                truco_progress_now () - 30 * TRUCO_FSRS_DAY);
  window = new_window ();
  truco_test_flush ();
  g_assert_cmpuint (truco_quiz_page_get_n_due (truco_window_get_quiz_page (window)), ==, n_due + 1);
  assert_quiz_tabs_say (window, n_due + 1);
  gtk_window_destroy (GTK_WINDOW (window));

  truco_progress_record_review (progress, "ar", "", "card-rank-pair", &right,
                                truco_progress_now () - 30 * TRUCO_FSRS_DAY);
  window = new_window ();
  truco_test_flush ();
  g_assert_cmpuint (truco_quiz_page_get_n_due (truco_window_get_quiz_page (window)), ==, n_due + 2);
  assert_quiz_tabs_say (window, n_due + 2);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  /* The application starts (and loads the learner's progress) here, out
   * of any test case, where G_TEST_OPTION_ISOLATE_DIRS does not reach:
   * without this it read and wrote the real user's data. */
  g_autofree char *data_home = g_dir_make_tmp ("truquero-window-XXXXXX", NULL);

  g_assert_nonnull (data_home);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  gtk_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  adw_init ();

  app = truco_test_new_application ("io.github.truquero.Truquero.Test", RESOURCE_BASE);

  g_test_add_func ("/window/builds", test_window_builds);
  g_test_add_func ("/window/first-run-choice", test_window_first_run_choice);
  g_test_add_func ("/window/change-variant", test_window_change_variant);
  g_test_add_func ("/window/unknown-variant", test_window_unknown_variant);
  g_test_add_func ("/window/sections", test_window_sections);
  g_test_add_func ("/window/lazy-sections", test_window_lazy_sections);
  g_test_add_func ("/window/shortcuts", test_window_shortcuts);
  g_test_add_func ("/window/close-key", test_window_close_key);
  g_test_add_func ("/window/size-remembered", test_window_size_remembered);
  g_test_add_func ("/window/size-clamped", test_window_size_clamped);
  /* Last: it leaves a review in the application's progress. */
  g_test_add_func ("/window/due-badge", test_window_due_badge);

  return g_test_run ();
}
