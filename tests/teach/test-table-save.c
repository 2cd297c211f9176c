/* test-table-save.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The saved match (issue 24): what is at its path when it is not a file
 * (a pipe, a link to a device, a folder) neither blocks nor is read
 * without end, and is set aside; a save that fails is told to the
 * learner once; CRLF line ends, blank and indented lines resume the same
 * match; one saved match per variant and house-rule set.
 */

#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "truco-table.h"

static TrucoRules *
rules_for (const char *variant,
           const char *key,
           const char *value)
{
  TrucoRules *rules = truco_rules_new (truco_variant_lookup (variant));

  if (key != NULL)
    g_assert_true (truco_rules_set (rules, key, value, NULL));
  return rules;
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir == NULL)
    {
      g_unlink (path);
      return;
    }
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      remove_tree (child);
    }
  g_rmdir (path);
}

/* Plays the learner's moves (a fixed function of how many it made) until
 * the match ends or @max_moves were made. */
static void
drive (TrucoTable *table,
       guint       max_moves)
{
  TrucoGame *game = truco_table_get_game (table);
  guint moves = 0, guard = 0;

  while (!truco_game_is_over (game) && (max_moves == 0 || moves < max_moves))
    {
      TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
      guint n = truco_table_list_actions (table, actions);

      if (n > 0)
        {
          g_assert_true (truco_table_apply (table, &actions[(moves * 7919u) % n], NULL));
          moves++;
        }
      else
        {
          g_assert_true (truco_table_is_busy (table));
          g_main_context_iteration (NULL, TRUE);
        }
      g_assert_cmpuint (++guard, <, 200000);
    }
  while (truco_table_is_busy (table))
    g_main_context_iteration (NULL, TRUE);
}

/* A save: an Argentine match for two, a few moves in. */
static char *
some_save (guint moves)
{
  g_autoptr(TrucoRules) rules = rules_for ("ar", "players", "2");
  g_autoptr(TrucoTable) table = truco_table_new (rules, 0, TRUCO_BOT_BEGINNER, 7);

  truco_table_set_delay (table, TRUCO_TABLE_DELAY_INSTANT);
  truco_table_start (table);
  drive (table, moves);
  return truco_table_dup_log (table);
}

/* Item 2 and 7: a pipe, a link to /dev/zero, a folder at the path. */
static void
check_not_regular (const char *kind)
{
  g_autofree char *dir = g_dir_make_tmp ("truquero-save-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, TRUCO_TABLE_FILE_NAME, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) save_error = NULL;
  g_autoptr(TrucoTable) table = NULL;
  g_autoptr(TrucoRules) rules = rules_for ("ar", "players", "2");
  g_autoptr(GDir) listing = NULL;
  const char *name;
  guint n_aside = 0;
  GStatBuf st;

  if (g_str_equal (kind, "fifo"))
    g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  else if (g_str_equal (kind, "zero"))
    g_assert_cmpint (symlink ("/dev/zero", path), ==, 0);
  else
    g_assert_cmpint (g_mkdir (path, 0700), ==, 0);

  g_assert_null (truco_table_new_from_file (path, &error));
  g_assert_error (error, TRUCO_TABLE_ERROR, TRUCO_TABLE_ERROR_DAMAGED);
  g_assert_nonnull (strstr (error->message, "not a file"));
  listing = g_dir_open (dir, 0, NULL);
  while ((name = g_dir_read_name (listing)) != NULL)
    {
      g_assert_true (g_str_has_prefix (name, TRUCO_TABLE_FILE_NAME ".broken-"));
      n_aside++;
    }
  g_assert_cmpuint (n_aside, ==, 1);

  /* The place is free: a new match saves there. */
  table = truco_table_new (rules, 0, TRUCO_BOT_BEGINNER, 1);
  g_assert_true (truco_table_save (table, path, &save_error));
  g_assert_no_error (save_error);
  g_assert_cmpint (g_lstat (path, &st), ==, 0);
  g_assert_true (S_ISREG (st.st_mode));
  remove_tree (dir);
}

static void
test_not_regular (gconstpointer data)
{
  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, 20 * G_USEC_PER_SEC, 0);
      g_test_trap_assert_passed ();
      return;
    }
  check_not_regular (data);
}

/* Item 7: a folder appears where the match is saved: set aside, saved. */
static void
test_save_over_directory (void)
{
  g_autofree char *dir = g_dir_make_tmp ("truquero-save-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, TRUCO_TABLE_FILE_NAME, NULL);
  g_autoptr(TrucoRules) rules = rules_for ("ar", "players", "2");
  g_autoptr(TrucoTable) table = truco_table_new (rules, 0, TRUCO_BOT_BEGINNER, 1);
  g_autoptr(GError) error = NULL;
  GStatBuf st;

  g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
  g_assert_true (truco_table_save (table, path, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_lstat (path, &st), ==, 0);
  g_assert_true (S_ISREG (st.st_mode));
  remove_tree (dir);
}

/* Item 3: a save that fails is told, once, until one works again. */
static void
test_failure_told_once (void)
{
  g_autofree char *dir = g_dir_make_tmp ("truquero-save-XXXXXX", NULL);
  g_autofree char *blocker = g_build_filename (dir, "folder", NULL);
  g_autofree char *path = g_build_filename (blocker, TRUCO_TABLE_FILE_NAME, NULL);
  g_autoptr(TrucoRules) rules = rules_for ("ar", "players", "2");
  g_autoptr(TrucoTable) table = truco_table_new (rules, 0, TRUCO_BOT_BEGINNER, 1);
  g_autofree char *message = NULL;
  g_autofree char *again = NULL;

  g_assert_null (truco_table_take_save_message (table));
  g_assert_true (g_file_set_contents (blocker, "", 0, NULL));
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_false (truco_table_save (table, path, &error));
      g_assert_nonnull (error);
      if (i == 0)
        {
          message = truco_table_take_save_message (table);
          g_assert_nonnull (message);
          g_assert_nonnull (strstr (message, "match"));
        }
      else
        g_assert_null (truco_table_take_save_message (table));
    }

  /* Saved again; a later failure is told again. */
  g_unlink (blocker);
  g_assert_true (truco_table_save (table, path, NULL));
  g_assert_null (truco_table_take_save_message (table));
  remove_tree (blocker);
  g_assert_true (g_file_set_contents (blocker, "", 0, NULL));
  g_assert_false (truco_table_save (table, path, NULL));
  again = truco_table_take_save_message (table);
  g_assert_nonnull (again);
  remove_tree (dir);
}

/* The rest of the match from @text, the learner playing as drive() does. */
static char *
play_on (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TrucoTable) table = truco_table_new_from_data (text, strlen (text), &error);
  g_autofree char *log = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (table);
  truco_table_set_delay (table, TRUCO_TABLE_DELAY_INSTANT);
  truco_table_start (table);
  drive (table, 0);
  log = truco_table_dup_log (table);
  g_assert_true (g_str_has_prefix (log, "# "));
  /* What was played after the save, whatever its line ends. */
  {
    g_auto(GStrv) lines = g_strsplit (log, "\n", -1);
    GString *moves = g_string_new (NULL);
    gboolean header = TRUE;

    for (guint i = 0; lines[i] != NULL; i++)
      {
        g_autofree char *line = g_strstrip (g_strdup (lines[i]));

        if (*line == '\0' || *line == '#')
          continue;
        if (header && (g_str_has_prefix (line, "variant ") || g_str_has_prefix (line, "option ") ||
                       g_str_has_prefix (line, "seed ")))
          continue;
        header = FALSE;
        g_string_append_printf (moves, "%s\n", line);
      }
    return g_string_free (moves, FALSE);
  }
}

/* Item 7: CRLF line ends, and blank or indented lines, resume the very
 * same match (the bots' seeds count only the moves). */
static void
test_line_ends (void)
{
  g_autofree char *text = some_save (12);
  g_autofree char *expected = play_on (text);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  GString *crlf = g_string_new (NULL), *loose = g_string_new (NULL);
  g_autofree char *with_crlf = NULL, *with_loose = NULL;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (lines[i + 1] == NULL && *lines[i] == '\0')
        break;
      g_string_append_printf (crlf, "%s\r\n", lines[i]);
      /* After the header: blank lines, spaces, indented comments and moves. */
      if (i >= 4)
        g_string_append_printf (loose, "   \n\n  # a note\n\t%s\n", lines[i]);
      else
        g_string_append_printf (loose, "%s\n", lines[i]);
    }
  with_crlf = play_on (crlf->str);
  with_loose = play_on (loose->str);
  g_assert_cmpstr (with_crlf, ==, expected);
  g_assert_cmpstr (with_loose, ==, expected);
  g_string_free (crlf, TRUE);
  g_string_free (loose, TRUE);
}

/* Item 5: one saved match per variant and house-rule set, each resumed
 * when the learner comes back; an older single save is taken over. */
static void
test_per_variant (void)
{
  g_autofree char *dir = g_dir_make_tmp ("truquero-save-XXXXXX", NULL);
  g_autofree char *base = g_build_filename (dir, TRUCO_TABLE_FILE_NAME, NULL);
  g_autoptr(TrucoRules) ar = rules_for ("ar", NULL, NULL);
  g_autoptr(TrucoRules) ar_flor = rules_for ("ar", "flor_enabled", "on");
  g_autoptr(TrucoRules) cat = rules_for ("cat", NULL, NULL);
  g_autofree char *p_ar = truco_table_get_save_path (base, ar);
  g_autofree char *p_ar_flor = truco_table_get_save_path (base, ar_flor);
  g_autofree char *p_cat = truco_table_get_save_path (base, cat);
  TrucoRules *all[] = { ar, ar_flor, cat };
  char *logs[3];

  g_assert_cmpstr (p_ar, !=, p_ar_flor);
  g_assert_cmpstr (p_ar, !=, p_cat);
  g_assert_cmpstr (p_ar_flor, !=, p_cat);
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(TrucoTable) table = truco_table_new (all[i], 0, TRUCO_BOT_BEGINNER, 10 + i);
      g_autofree char *path = truco_table_get_save_path (base, all[i]);

      truco_table_set_delay (table, TRUCO_TABLE_DELAY_INSTANT);
      truco_table_start (table);
      drive (table, 3 + i);
      g_assert_true (truco_table_save (table, path, NULL));
      logs[i] = truco_table_dup_log (table);
    }
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TrucoTable) table = truco_table_resume (base, all[i], &error);
      g_autofree char *log = NULL;

      g_assert_no_error (error);
      g_assert_nonnull (table);
      log = truco_table_dup_log (table);
      g_assert_cmpstr (log, ==, logs[i]);
    }

  /* A save of the single file an older Truquero kept: taken over by its
   * own variant and rules, left alone by others. */
  g_unlink (p_ar);
  g_assert_true (g_file_set_contents (base, logs[0], -1, NULL));
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(TrucoTable) none = truco_table_resume (base, cat, &error);

    g_assert_no_error (error);
    g_assert_nonnull (none);
    g_assert_true (g_file_test (base, G_FILE_TEST_EXISTS));
  }
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(TrucoTable) table = truco_table_resume (base, ar, &error);
    g_autofree char *log = NULL;

    g_assert_no_error (error);
    g_assert_nonnull (table);
    log = truco_table_dup_log (table);
    g_assert_cmpstr (log, ==, logs[0]);
    g_assert_false (g_file_test (base, G_FILE_TEST_EXISTS));
    g_assert_true (g_file_test (p_ar, G_FILE_TEST_EXISTS));
  }
  {
    g_autoptr(GError) error = NULL;

    g_unlink (p_cat);
    g_assert_null (truco_table_resume (base, cat, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  }
  for (guint i = 0; i < 3; i++)
    g_free (logs[i]);
  remove_tree (dir);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/table-save/not-regular/fifo", "fifo", test_not_regular);
  g_test_add_data_func ("/table-save/not-regular/dev-zero", "zero", test_not_regular);
  g_test_add_data_func ("/table-save/not-regular/directory", "directory", test_not_regular);
  g_test_add_func ("/table-save/save-over-directory", test_save_over_directory);
  g_test_add_func ("/table-save/failure-told-once", test_failure_told_once);
  g_test_add_func ("/table-save/line-ends", test_line_ends);
  g_test_add_func ("/table-save/per-variant", test_per_variant);
  return g_test_run ();
}
