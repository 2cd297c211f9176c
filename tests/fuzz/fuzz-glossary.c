/* fuzz-glossary.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libFuzzer target: the glossary loader and its search.  Any input either
 * loads into a consistent glossary (every term found by id and by its
 * headword, every related id known) or fails with a TrucoGlossaryError;
 * the input is also used as a search query, which must never fail.
 */

#include "config.h"

#include <stdint.h>
#include <string.h>

#include "truco-glossary.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static const char fixed_glossary[] =
  "<glossary>"
  "<term id=\"flor\"><headword>flor</headword><languages>es pl</languages><variants>ar tyf</variants>"
  "<definition>Three cards of one suit.</definition><alias lang=\"pl\">kwiat</alias>"
  "<related ref=\"contraflor\"/></term>"
  "<term id=\"contraflor\"><headword>contraflor</headword><languages>es</languages><variants>ar</variants>"
  "<definition>A raise over another flor.</definition><related ref=\"flor\"/></term>"
  "</glossary>";

static void
check_search (TrucoGlossary *glossary,
              const char    *query)
{
  const char *variants[] = { NULL, "", "ar", "tyf", "put" };

  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      GListModel *results = truco_glossary_search (glossary, query, variants[v]);
      TrucoMatch previous = TRUCO_MATCH_HEADWORD;

      g_assert_cmpuint (g_list_model_get_n_items (results), <=, g_list_model_get_n_items (G_LIST_MODEL (glossary)));
      for (guint i = 0; i < g_list_model_get_n_items (results); i++)
        {
          TrucoTerm *term = g_list_model_get_item (results, i);
          TrucoMatch match = truco_glossary_match (glossary, term, query, NULL);

          g_assert_cmpint (match, !=, TRUCO_MATCH_NONE);
          g_assert_cmpint (match, >=, previous);
          g_assert_true (truco_term_has_variant (term, variants[v]));
          previous = match;
          g_object_unref (term);
        }
      g_object_unref (results);
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  static TrucoGlossary *fixed;
  GBytes *bytes = g_bytes_new (data, size);
  GError *error = NULL;
  TrucoGlossary *glossary;
  char *query;

  if (fixed == NULL)
    {
      GBytes *fixed_bytes = g_bytes_new_static (fixed_glossary, strlen (fixed_glossary));

      fixed = truco_glossary_new_from_bytes (fixed_bytes, NULL);
      g_assert_nonnull (fixed);
      g_bytes_unref (fixed_bytes);
    }

  glossary = truco_glossary_new_from_bytes (bytes, &error);
  if (glossary != NULL)
    {
      GListModel *model = G_LIST_MODEL (glossary);

      g_assert_no_error (error);
      for (guint i = 0; i < g_list_model_get_n_items (model); i++)
        {
          TrucoTerm *term = g_list_model_get_item (model, i);
          const char * const *related = truco_term_get_related (term);

          g_assert_true (truco_glossary_lookup (glossary, truco_term_get_id (term)) == term);
          g_assert_true (g_utf8_validate (truco_term_get_definition (term), -1, NULL));
          for (guint j = 0; related[j] != NULL; j++)
            g_assert_nonnull (truco_glossary_lookup (glossary, related[j]));
          check_search (glossary, truco_term_get_headword (term));
          g_object_unref (term);
        }
      g_object_unref (glossary);
    }
  else
    {
      g_assert_nonnull (error);
      g_assert_true (error->domain == TRUCO_GLOSSARY_ERROR);
      g_error_free (error);
    }

  /* The input as a query (GMarkup takes any bytes; the query must too). */
  query = g_strndup ((const char *) data, size);
  check_search (fixed, query);
  g_free (query);

  g_bytes_unref (bytes);

  return 0;
}
