/* test-help.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <unistd.h>

#include "truco-application.h"
#include "truco-test-util.h"
#include "truco-window.h"

/* F1 on a system without a help viewer: a message says what is missing
 * instead of nothing happening.  The test hides every application from
 * GIO (data directories that hold only the MIME database and the icons),
 * so that no viewer is found wherever it runs. */

static TrucoApplication *app;

static AdwMessageDialog *
find_message_dialog (void)
{
  g_autoptr(GList) toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l != NULL; l = l->next)
    if (ADW_IS_MESSAGE_DIALOG (l->data) && gtk_widget_get_visible (l->data))
      return l->data;

  return NULL;
}

static void
test_help_without_viewer (void)
{
  TrucoWindow *window = truco_window_new (app);
  g_autoptr(GAppInfo) viewer = g_app_info_get_default_for_uri_scheme ("help");
  AdwMessageDialog *dialog;

  g_assert_null (viewer);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_null (find_message_dialog ());

  g_action_group_activate_action (G_ACTION_GROUP (app), "help", NULL);
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Help Cannot Be Shown");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "“yelp”"));
  g_assert_true (adw_message_dialog_has_response (dialog, "close"));

  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* F1 opens the help page about what is on screen: the first-run choice,
 * a section with a page of its own, or the front page for the others. */
static void
test_help_page_of_section (void)
{
  TrucoWindow *window = truco_window_new (app);
  const struct { const char *section; const char *uri; } cases[] = {
    { "learn", "help:truquero/learn" },
    { "quiz", "help:truquero/quiz" },
    { "glossary", "help:truquero" },
    { "learn", "help:truquero/learn" },
  };

  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (truco_window_get_choosing (window));
  {
    g_autofree char *uri = truco_application_dup_help_uri (app);

    g_assert_cmpstr (uri, ==, "help:truquero/getting-started");
  }

  truco_settings_set_variant (truco_application_get_settings (app), truco_variant_lookup ("ar"));
  truco_test_flush ();
  g_assert_false (truco_window_get_choosing (window));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *uri = NULL;

      truco_window_set_section (window, cases[i].section);
      uri = truco_application_dup_help_uri (app);
      g_assert_cmpstr (uri, ==, cases[i].uri);
    }

  gtk_window_destroy (GTK_WINDOW (window));
}

/* On a page of Learn about the chosen game (its overview, a lesson, a
 * tool), F1 opens that game's page, for every game; the path and the
 * comparison of all the games open Learn's page. */
static void
test_help_page_of_variant (void)
{
  TrucoWindow *window = truco_window_new (app);
  TrucoSettings *settings = truco_application_get_settings (app);
  const char *views[] = { "variants", "ranking", "counter", "ladders" };
  guint n_lessons = 0;

  gtk_window_present (GTK_WINDOW (window));
  for (guint v = 0; v < truco_variant_get_count (); v++)
    {
      const TrucoVariant *variant = truco_variant_get_nth (v);
      const char *id = truco_variant_get_id (variant);
      g_autofree char *expected = g_strconcat ("help:truquero/truco-", id, NULL);
      g_autofree char *page = g_strconcat ("truco-", id, ".page", NULL);
      g_autofree char *source = g_test_build_filename (G_TEST_DIST, "..", "help", "C", page, NULL);
      GListModel *lessons;

      /* The page exists in the help. */
      g_assert_true (g_file_test (source, G_FILE_TEST_IS_REGULAR));

      truco_settings_set_variant (settings, variant);
      truco_test_flush ();
      for (guint i = 0; i < G_N_ELEMENTS (views); i++)
        {
          g_autofree char *uri = NULL;

          truco_window_set_section (window, views[i]);
          uri = truco_application_dup_help_uri (app);
          g_assert_cmpstr (uri, ==, expected);
        }

      /* The path loads the lessons of the game. */
      truco_learn_page_show_path (truco_window_get_learn_page (window));
      lessons = truco_learn_page_get_lessons (truco_window_get_learn_page (window));
      if (lessons != NULL && g_list_model_get_n_items (lessons) > 0)
        {
          g_autoptr(TrucoLesson) lesson = g_list_model_get_item (lessons, 0);
          g_autofree char *view = g_strconcat ("lesson:", truco_lesson_get_id (lesson), NULL);
          g_autofree char *uri = NULL;

          truco_window_set_section (window, view);
          g_assert_cmpstr (truco_learn_page_get_view (truco_window_get_learn_page (window)), ==, "lesson");
          uri = truco_application_dup_help_uri (app);
          g_assert_cmpstr (uri, ==, expected);
          n_lessons++;
        }

      for (guint i = 0; i < 2; i++)
        {
          g_autofree char *uri = NULL;

          if (i == 0)
            truco_learn_page_show_path (truco_window_get_learn_page (window));
          else
            truco_window_set_section (window, "compare");
          uri = truco_application_dup_help_uri (app);
          g_assert_cmpstr (uri, ==, "help:truquero/learn");
        }
    }
  /* At least Argentine Truco has lessons. */
  g_assert_cmpuint (n_lessons, >, 0);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *empty = g_dir_make_tmp ("truquero-help-XXXXXX", NULL);
  int status;

  g_assert_nonnull (empty);
  for (const char * const *dirs = g_get_system_data_dirs (); *dirs != NULL; dirs++)
    for (guint i = 0; i < 2; i++)
      {
        const char *name = i == 0 ? "mime" : "icons";
        g_autofree char *target = g_build_filename (*dirs, name, NULL);
        g_autofree char *link = g_build_filename (empty, name, NULL);

        if (g_file_test (target, G_FILE_TEST_IS_DIR) && !g_file_test (link, G_FILE_TEST_EXISTS))
          g_assert_no_errno (symlink (target, link));
      }
  g_setenv ("XDG_DATA_HOME", empty, TRUE);
  g_setenv ("XDG_DATA_DIRS", empty, TRUE);
  g_setenv ("XDG_CONFIG_HOME", empty, TRUE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  app = truco_test_new_application ("io.github.truquero.Truquero.Test", RESOURCE_BASE);

  g_test_add_func ("/help/without-viewer", test_help_without_viewer);
  g_test_add_func ("/help/page-of-section", test_help_page_of_section);
  g_test_add_func ("/help/page-of-variant", test_help_page_of_variant);

  status = g_test_run ();
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *link = g_build_filename (empty, i == 0 ? "mime" : "icons", NULL);

      g_unlink (link);
    }
  g_rmdir (empty);

  return status;
}
