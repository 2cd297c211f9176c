/* test-glossary-data.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The glossary model on the real data/glossary/glossary.xml: it loads, and
 * the searches the issue names (and every headword and alias) find their
 * term.
 */

#include "config.h"

#include "truco-glossary.h"

static TrucoGlossary *glossary;

static void
test_loads (void)
{
  GListModel *model = G_LIST_MODEL (glossary);

  /* doc/rules.md §10 has about 130 terms. */
  g_assert_cmpuint (g_list_model_get_n_items (model), >=, 120);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(TrucoTerm) term = g_list_model_get_item (model, i);

      g_assert_cmpstr (truco_term_get_headword (term), !=, "");
      g_assert_cmpstr (truco_term_get_definition (term), !=, "");
      g_assert_true (truco_glossary_lookup (glossary, truco_term_get_id (term)) == term);
    }
}

static void
assert_first (const char *query,
              const char *id,
              TrucoMatch  match)
{
  g_autoptr(GListModel) results = truco_glossary_search (glossary, query, NULL);
  g_autoptr(TrucoTerm) first = NULL;

  g_test_message ("query “%s”", query);
  g_assert_cmpuint (g_list_model_get_n_items (results), >=, 1);
  first = g_list_model_get_item (results, 0);
  g_assert_cmpstr (truco_term_get_id (first), ==, id);
  g_assert_cmpint (truco_glossary_match (glossary, first, query, NULL), ==, match);
}

static void
test_examples (void)
{
  assert_first ("perique", "periques", TRUCO_MATCH_HEADWORD_PREFIX);
  assert_first ("QUIERO", "quiero", TRUCO_MATCH_HEADWORD);
  assert_first ("cavall", "caballo", TRUCO_MATCH_ALIAS);
  assert_first ("kwiat", "flor", TRUCO_MATCH_ALIAS);
  assert_first ("embide", "embide", TRUCO_MATCH_HEADWORD);
  assert_first ("contraflor", "contraflor", TRUCO_MATCH_HEADWORD);
  assert_first ("Contraflor", "contraflor", TRUCO_MATCH_HEADWORD);
  assert_first ("fleur", "flor", TRUCO_MATCH_ALIAS);
}

/* Every headword finds its term among the exact headword matches (two
 * terms may share a headword), and every alias finds its term. */
static void
test_every_key (void)
{
  GListModel *model = G_LIST_MODEL (glossary);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(TrucoTerm) term = g_list_model_get_item (model, i);
      g_autoptr(GListModel) results = truco_glossary_search (glossary, truco_term_get_headword (term), NULL);
      gboolean found = FALSE;

      for (guint j = 0; j < g_list_model_get_n_items (results) && !found; j++)
        {
          g_autoptr(TrucoTerm) result = g_list_model_get_item (results, j);

          g_assert_cmpint (truco_glossary_match (glossary, result, truco_term_get_headword (term), NULL), ==, TRUCO_MATCH_HEADWORD);
          found = (result == term);
        }
      g_assert_true (found);

      for (guint a = 0; a < truco_term_get_n_aliases (term); a++)
        {
          const char *alias = truco_term_get_alias (term, a);
          g_autoptr(GListModel) alias_results = truco_glossary_search (glossary, alias, NULL);
          gboolean alias_found = FALSE;

          for (guint j = 0; j < g_list_model_get_n_items (alias_results) && !alias_found; j++)
            {
              g_autoptr(TrucoTerm) result = g_list_model_get_item (alias_results, j);

              alias_found = (result == term);
            }

          g_test_message ("alias “%s” of %s", alias, truco_term_get_id (term));
          g_assert_true (alias_found);
          g_assert_cmpint (truco_glossary_match (glossary, term, alias, NULL), <=, TRUCO_MATCH_ALIAS);
        }
    }
}

static void
test_variant_filter (void)
{
  static const char *variants[] = { "ar", "cat", "fr", "tyf", "put" };
  guint total = 0;

  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      g_autoptr(GListModel) results = truco_glossary_search (glossary, "", variants[v]);

      /* Every variant has terms of its own. */
      g_assert_cmpuint (g_list_model_get_n_items (results), >, 0);
      total += g_list_model_get_n_items (results);
    }

  /* Terms shared by several variants are counted once for each. */
  g_assert_cmpuint (total, >=, g_list_model_get_n_items (G_LIST_MODEL (glossary)));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);

  file = g_file_new_for_path (g_getenv ("TRUQUERO_GLOSSARY_XML"));
  glossary = truco_glossary_new_from_file (file, &error);
  g_assert_no_error (error);

  g_test_add_func ("/glossary-data/loads", test_loads);
  g_test_add_func ("/glossary-data/examples", test_examples);
  g_test_add_func ("/glossary-data/every-key", test_every_key);
  g_test_add_func ("/glossary-data/variants", test_variant_filter);

  status = g_test_run ();
  g_object_unref (glossary);

  return status;
}
