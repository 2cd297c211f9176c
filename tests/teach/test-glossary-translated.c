/* test-glossary-translated.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Definitions show in the user's language: the glossary looks each
 * whitespace-normalised definition up with gettext, and search matches the
 * translated definition as well as the English one.  Runs in Spanish with
 * the test-only catalogue glossary-fixture.es.po (compiled by meson).
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <locale.h>

#include "truco-glossary.h"

static TrucoGlossary *glossary;

static char *
first_id (const char *query)
{
  g_autoptr(GListModel) results = truco_glossary_search (glossary, query, NULL);
  g_autoptr(TrucoTerm) first = NULL;

  if (g_list_model_get_n_items (results) == 0)
    return NULL;

  first = g_list_model_get_item (results, 0);
  return g_strdup (truco_term_get_id (first));
}

static void
test_translated_definitions (void)
{
  TrucoTerm *flor = truco_glossary_lookup (glossary, "flor");
  TrucoTerm *truco = truco_glossary_lookup (glossary, "truco");
  TrucoTerm *quiero = truco_glossary_lookup (glossary, "quiero");

  g_assert_cmpstr (truco_term_get_definition (flor), ==, "Tres cartas del mismo palo.");
  g_assert_cmpstr (truco_term_get_source_definition (flor), ==, "Three cards of one suit.");

  /* Written over two lines in the file: found after normalisation. */
  g_assert_cmpstr (truco_term_get_definition (truco), ==, "El juego; su parte de bazas; el canto que sube la mano a 2.");

  /* No translation: the English source. */
  g_assert_cmpstr (truco_term_get_definition (quiero), ==, truco_term_get_source_definition (quiero));

  /* Headwords and aliases are never translated. */
  g_assert_cmpstr (truco_term_get_headword (flor), ==, "flor");

  g_assert_cmpstr (truco_glossary_get_language_name ("es"), ==, "Español");
}

static void
test_search_both_languages (void)
{
  g_autofree char *spanish = first_id ("PALO");
  g_autofree char *english = first_id ("three cards");
  g_autofree char *raises = first_id ("sube la mano");
  g_autofree char *accented = first_id ("CANTO");
  g_autofree char *refused = first_id ("rechazo");

  g_assert_cmpstr (spanish, ==, "flor");
  g_assert_cmpstr (english, ==, "flor");
  g_assert_cmpstr (raises, ==, "truco");
  /* "cantó", accent-insensitive */
  g_assert_cmpstr (accented, ==, "no-quiero");
  g_assert_cmpstr (refused, ==, "no-quiero");
  g_assert_cmpint (truco_glossary_match (glossary, truco_glossary_lookup (glossary, "flor"), "palo", NULL),
                   ==, TRUCO_MATCH_DEFINITION);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *localedir = NULL;
  g_autofree char *messages = NULL;
  g_autofree char *mo = NULL;
  g_autofree char *fixture = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;
  int status;

  g_test_init (&argc, &argv, NULL);

  /* gettext wants LOCALEDIR/es/LC_MESSAGES/truquero.mo. */
  localedir = g_dir_make_tmp ("truquero-glossary-XXXXXX", &error);
  g_assert_no_error (error);
  messages = g_build_filename (localedir, "es", "LC_MESSAGES", NULL);
  g_assert_cmpint (g_mkdir_with_parents (messages, 0700), ==, 0);
  mo = g_build_filename (messages, GETTEXT_PACKAGE ".mo", NULL);
  g_file_get_contents (g_getenv ("TRUQUERO_FIXTURE_MO"), &contents, &length, &error);
  g_assert_no_error (error);
  g_file_set_contents (mo, contents, length, &error);
  g_assert_no_error (error);

  g_setenv ("LANGUAGE", "es", TRUE);
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");

  fixture = g_test_build_filename (G_TEST_DIST, "glossary-fixture.xml", NULL);
  file = g_file_new_for_path (fixture);
  glossary = truco_glossary_new_from_file (file, &error);
  g_assert_no_error (error);

  g_test_add_func ("/glossary-translated/definitions", test_translated_definitions);
  g_test_add_func ("/glossary-translated/search", test_search_both_languages);

  status = g_test_run ();

  g_object_unref (glossary);
  g_unlink (mo);
  g_rmdir (messages);
  {
    g_autofree char *es = g_build_filename (localedir, "es", NULL);

    g_rmdir (es);
  }
  g_rmdir (localedir);

  return status;
}
