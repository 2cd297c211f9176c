/* test-learn-unreadable.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A lesson file with one lesson that cannot be read (it names a topic the
 * topic map does not have): the Learn page shows every other lesson of the
 * file, says that one could not be read, and the log names the file, the
 * line and the topic.  The damaged file replaces the built-in one through
 * G_RESOURCE_OVERLAYS, set before anything reads a resource.
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "truco-curriculum.h"
#include "truco-learn-page.h"
#include "truco-settings.h"

#define DAMAGED_LESSON "ar-ranking"

static GPtrArray *logged;   /* the warnings "A lesson was left out: …" */
static char *builtin_path;  /* data/lessons/ar.xml of the source tree */

static GLogWriterOutput
writer (GLogLevelFlags   level,
        const GLogField *fields,
        gsize            n_fields,
        gpointer         user_data)
{
  for (gsize i = 0; i < n_fields; i++)
    if (g_str_equal (fields[i].key, "MESSAGE") && fields[i].length < 0 &&
        g_str_has_prefix (fields[i].value, "A lesson was left out: "))
      {
        g_ptr_array_add (logged, g_strdup (fields[i].value));
        return G_LOG_WRITER_HANDLED;
      }
  return g_log_writer_default (level, fields, n_fields, user_data);
}

/* The preferences group whose description says @text, under @widget. */
static AdwPreferencesGroup *
find_group_saying (GtkWidget  *widget,
                   const char *text)
{
  if (ADW_IS_PREFERENCES_GROUP (widget))
    {
      const char *description = adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (widget));

      if (description != NULL && strstr (description, text) != NULL)
        return ADW_PREFERENCES_GROUP (widget);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      AdwPreferencesGroup *found = find_group_saying (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
test_unreadable_lesson (void)
{
  g_autoptr(GSettings) gsettings = g_settings_new (APPLICATION_ID);
  g_autoptr(TrucoSettings) settings = NULL;
  g_autoptr(TrucoProgress) progress = NULL;
  g_autofree char *dir = g_dir_make_tmp ("truquero-unreadable-XXXXXX", NULL);
  g_autoptr(GBytes) builtin = NULL;
  GtkWindow *window;
  TrucoLearnPage *page;
  GListModel *lessons;
  guint n_builtin;

  g_settings_set_string (gsettings, "variant", "ar");
  settings = truco_settings_new (gsettings);
  progress = truco_progress_new_for_directory (dir, truco_progress_now ());

  /* The built-in lessons, read from the source tree (the overlay hides
   * the resource's copy). */
  {
    g_autofree char *text = NULL;
    gsize length;

    g_assert_true (g_file_get_contents (builtin_path, &text, &length, NULL));
    builtin = g_bytes_new_take (g_steal_pointer (&text), length);
    {
      g_autoptr(TrucoCurriculum) curriculum = truco_curriculum_new_from_bytes (builtin, NULL);

      g_assert_nonnull (curriculum);
      g_assert_nonnull (truco_curriculum_lookup (curriculum, DAMAGED_LESSON));
      n_builtin = g_list_model_get_n_items (G_LIST_MODEL (curriculum));
    }
  }

  window = GTK_WINDOW (gtk_window_new ());
  page = TRUCO_LEARN_PAGE (truco_learn_page_new ());
  truco_learn_page_set_settings (page, settings);
  truco_learn_page_set_progress (page, progress);
  gtk_window_set_child (window, GTK_WIDGET (page));
  gtk_window_present (window);
  while (!gtk_widget_get_mapped (GTK_WIDGET (page)))
    g_main_context_iteration (NULL, TRUE);
  while (truco_learn_page_get_lessons (page) == NULL && g_main_context_iteration (NULL, FALSE))
    ;
  truco_learn_page_show_path (page);

  /* Every lesson but the damaged one, in the path. */
  lessons = truco_learn_page_get_lessons (page);
  g_assert_nonnull (lessons);
  g_assert_cmpuint (g_list_model_get_n_items (lessons), ==, n_builtin - 1);
  g_assert_null (truco_learn_page_find_row (page, DAMAGED_LESSON));
  g_assert_nonnull (truco_learn_page_find_row (page, "ar-deck"));

  /* The page says one lesson could not be read. */
  g_assert_nonnull (find_group_saying (GTK_WIDGET (page), "1 lesson could not be read"));

  /* The log names the file, the line and the topic. */
  g_assert_cmpuint (logged->len, ==, 1);
  g_test_message ("%s", (const char *) logged->pdata[0]);
  g_assert_nonnull (strstr (logged->pdata[0], "ar.xml: "));
  g_assert_nonnull (strstr (logged->pdata[0], "line "));
  g_assert_nonnull (strstr (logged->pdata[0], "ar.cards.jokers"));

  gtk_window_destroy (window);
  {
    g_autofree char *file = g_build_filename (dir, TRUCO_PROGRESS_FILE_NAME, NULL);

    g_unlink (file);
    g_rmdir (dir);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *overlay = NULL;
  g_autofree char *text = NULL;
  g_autofree char *damaged_path = NULL;
  g_autoptr(GString) damaged = NULL;
  const char *srcdir = g_getenv ("G_TEST_SRCDIR");
  char *at;
  int status;

  /* Before anything reads a resource: the lessons of ar come from a copy
   * in which one lesson's explanation names a topic that does not exist. */
  overlay = g_dir_make_tmp ("truquero-overlay-XXXXXX", NULL);
  builtin_path = g_build_filename (srcdir != NULL ? srcdir : ".", "..", "data", "lessons", "ar.xml", NULL);
  if (!g_file_get_contents (builtin_path, &text, NULL, NULL))
    g_error ("cannot read %s", builtin_path);
  damaged = g_string_new (text);
  at = strstr (damaged->str, "<lesson id=\"" DAMAGED_LESSON "\"");
  g_assert_nonnull (at);
  at = strstr (at, "<explain teaches=\"");
  g_assert_nonnull (at);
  g_string_insert (damaged, at - damaged->str + strlen ("<explain teaches=\""), "ar.cards.jokers ");
  damaged_path = g_build_filename (overlay, "ar.xml", NULL);
  g_assert_true (g_file_set_contents (damaged_path, damaged->str, damaged->len, NULL));
  {
    g_autofree char *setting = g_strdup_printf ("%s=%s", TRUCO_LESSONS_RESOURCE_DIR, overlay);

    g_setenv ("G_RESOURCE_OVERLAYS", setting, TRUE);
  }

  logged = g_ptr_array_new_with_free_func (g_free);
  g_log_set_writer_func (writer, NULL, NULL);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/learn-page/unreadable-lesson", test_unreadable_lesson);
  status = g_test_run ();

  g_unlink (damaged_path);
  g_rmdir (overlay);
  g_ptr_array_unref (logged);
  g_free (builtin_path);
  return status;
}
