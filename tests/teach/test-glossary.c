/* test-glossary.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The glossary model: loading, validation errors, folding, search and
 * ranking, against the small fixture glossary-fixture.xml beside this file.
 */

#include "config.h"

#include <string.h>

#include "truco-glossary.h"

static TrucoGlossary *
load_fixture (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "glossary-fixture.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  TrucoGlossary *glossary;

  glossary = truco_glossary_new_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (glossary);

  return glossary;
}

/* The ids of a result model, space-separated, for readable assertions. */
static char *
result_ids (GListModel *results)
{
  GString *ids = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (results); i++)
    {
      g_autoptr(TrucoTerm) term = g_list_model_get_item (results, i);

      if (i > 0)
        g_string_append_c (ids, ' ');
      g_string_append (ids, truco_term_get_id (term));
    }

  return g_string_free (ids, FALSE);
}

static char *
search_ids (TrucoGlossary *glossary,
            const char    *query,
            const char    *variant)
{
  g_autoptr(GListModel) results = truco_glossary_search (glossary, query, variant);

  g_assert_true (g_list_model_get_item_type (results) == TRUCO_TYPE_TERM);

  return result_ids (results);
}

static void
test_load_fixture (void)
{
  g_autoptr(TrucoGlossary) glossary = load_fixture ();
  TrucoTerm *term;

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (glossary)), ==, 16);
  g_assert_true (g_list_model_get_item_type (G_LIST_MODEL (glossary)) == TRUCO_TYPE_TERM);

  term = truco_glossary_lookup (glossary, "contraflor");
  g_assert_nonnull (term);
  g_assert_cmpstr (truco_term_get_id (term), ==, "contraflor");
  g_assert_cmpstr (truco_term_get_headword (term), ==, "contraflor");
  g_assert_cmpstr (truco_term_get_definition (term), ==, "Sing one's own flor and raise the bet.");
  g_assert_cmpstrv (truco_term_get_languages (term), ((const char *[]) { "es", "pl", NULL }));
  g_assert_cmpstrv (truco_term_get_variants (term), ((const char *[]) { "ar", NULL }));
  g_assert_cmpuint (truco_term_get_n_aliases (term), ==, 2);
  g_assert_cmpstr (truco_term_get_alias (term, 0), ==, "contra flor");
  g_assert_cmpstr (truco_term_get_alias_language (term, 0), ==, "es");
  g_assert_cmpstr (truco_term_get_alias (term, 1), ==, "kontra-kwiat");
  g_assert_cmpstr (truco_term_get_alias_language (term, 1), ==, "pl");
  g_assert_cmpstrv (truco_term_get_related (term), ((const char *[]) { "flor", NULL }));
  g_assert_cmpstrv (truco_term_get_cards (term), ((const char *[]) { NULL }));

  term = truco_glossary_lookup (glossary, "periques");
  g_assert_cmpstrv (truco_term_get_cards (term), ((const char *[]) { "10O", "11B", NULL }));

  g_assert_null (truco_glossary_lookup (glossary, "nothing-like-this"));
  g_assert_null (truco_glossary_lookup (glossary, NULL));
}

static void
test_whitespace_normalized (void)
{
  g_autoptr(TrucoGlossary) glossary = load_fixture ();
  TrucoTerm *term = truco_glossary_lookup (glossary, "truco");
  g_auto(GValue) value = G_VALUE_INIT;

  /* The definition spans two lines in the file, as xgettext sees it. */
  g_assert_cmpstr (truco_term_get_source_definition (term), ==,
                   "The game; its trick-taking part; the call that raises the hand to 2.");
  g_assert_cmpstr (truco_term_get_definition (term), ==, truco_term_get_source_definition (term));

  g_value_init (&value, G_TYPE_STRING);
  g_object_get_property (G_OBJECT (term), "definition", &value);
  g_assert_cmpstr (g_value_get_string (&value), ==, truco_term_get_definition (term));
}

static void
test_alphabetical (void)
{
  g_autoptr(TrucoGlossary) glossary = load_fixture ();
  GListModel *model = G_LIST_MODEL (glossary);
  g_autofree char *ids = result_ids (model);

  /* Case and accents do not disturb the order: "périques" between
   * "no quiero" and "Put", "Truc" before "Truco". */
  g_assert_cmpstr (ids, ==,
                   "caballo contraflor embide espadas espadilla flor flor-tambien malas "
                   "no-quiero periques put quiero retruc truc truco truquiflor");
}

static void
test_fold (void)
{
  const struct { const char *text; const char *folded; } cases[] = {
    { "Périques", "periques" },
    { "QUIERO", "quiero" },
    { "¡Quiero!", "quiero" },
    { "  no   quiero  ", "no quiero" },
    { "kontra-kwiat", "kontra kwiat" },
    { "Épée", "epee" },
    { "złe", "zle" },
    { "ZŁE", "zle" },
    { "chcę", "chce" },
    { "cœur", "coeur" },
    { "j'embide", "j embide" },
    { "ma wartość czterech", "ma wartosc czterech" },
    { "Truc y Flou", "truc y flou" },
    { "", "" },
    { "   ", "" },
    { "?!,.;:-–—…«»“”'\"()", "" },
    { "\xff\xfe invalid", "invalid" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *folded = truco_glossary_fold (cases[i].text);

      g_assert_cmpstr (folded, ==, cases[i].folded);
    }
}

/* The examples of the issue, on the fixture (test-glossary-data repeats
 * them on the real glossary). */
static void
test_search_examples (void)
{
  g_autoptr(TrucoGlossary) glossary = load_fixture ();
  const struct { const char *query; const char *first; TrucoMatch match; } cases[] = {
    { "perique", "periques", TRUCO_MATCH_HEADWORD_PREFIX },
    { "periques", "periques", TRUCO_MATCH_HEADWORD },
    { "PÉRIQUES", "periques", TRUCO_MATCH_HEADWORD },
    { "QUIERO", "quiero", TRUCO_MATCH_HEADWORD },
    { "Quiero", "quiero", TRUCO_MATCH_HEADWORD },
    { "cavall", "caballo", TRUCO_MATCH_ALIAS },
    { "CAVALL", "caballo", TRUCO_MATCH_ALIAS },
    { "kwiat", "flor", TRUCO_MATCH_ALIAS },
    { "embide", "embide", TRUCO_MATCH_HEADWORD },
    { "J’EMBIDE", "embide", TRUCO_MATCH_ALIAS },
    { "chce", "quiero", TRUCO_MATCH_ALIAS },
    { "zle", "malas", TRUCO_MATCH_ALIAS },
    { "epee", "espadas", TRUCO_MATCH_ALIAS },
    { "ancho", "espadilla", TRUCO_MATCH_ALIAS_PREFIX },
    { "contraflor", "contraflor", TRUCO_MATCH_HEADWORD },
    { "contra flor", "contraflor", TRUCO_MATCH_ALIAS },
    { "wild", "periques", TRUCO_MATCH_DEFINITION },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GListModel) results = truco_glossary_search (glossary, cases[i].query, NULL);
      g_autoptr(TrucoTerm) first = NULL;

      g_test_message ("query “%s”", cases[i].query);
      g_assert_cmpuint (g_list_model_get_n_items (results), >=, 1);
      first = g_list_model_get_item (results, 0);
      g_assert_cmpstr (truco_term_get_id (first), ==, cases[i].first);
      g_assert_cmpint (truco_glossary_match (glossary, first, cases[i].query, NULL), ==, cases[i].match);
    }
}

static void
test_ranking (void)
{
  g_autoptr(TrucoGlossary) glossary = load_fixture ();
  g_autofree char *truc = search_ids (glossary, "truc", NULL);
  g_autofree char *kwiat = search_ids (glossary, "kwiat", NULL);
  g_autofree char *flor = search_ids (glossary, "flor", NULL);
  g_autofree char *fleur = search_ids (glossary, "Fleur", NULL);
  int alias_index;

  /* exact headword, headword prefix, alias prefix, inside a headword,
   * definition */
  g_assert_cmpstr (truc, ==, "truc truco truquiflor retruc quiero");
  g_assert_cmpint (truco_glossary_match (glossary, truco_glossary_lookup (glossary, "truc"), "truc", NULL), ==, TRUCO_MATCH_HEADWORD);
  g_assert_cmpint (truco_glossary_match (glossary, truco_glossary_lookup (glossary, "truco"), "truc", NULL), ==, TRUCO_MATCH_HEADWORD_PREFIX);
  g_assert_cmpint (truco_glossary_match (glossary, truco_glossary_lookup (glossary, "truquiflor"), "truc", &alias_index), ==, TRUCO_MATCH_ALIAS_PREFIX);
  g_assert_cmpint (alias_index, ==, 0);
  g_assert_cmpint (truco_glossary_match (glossary, truco_glossary_lookup (glossary, "retruc"), "truc", &alias_index), ==, TRUCO_MATCH_PARTIAL);
  g_assert_cmpint (alias_index, ==, -1);
  g_assert_cmpint (truco_glossary_match (glossary, truco_glossary_lookup (glossary, "quiero"), "truc", NULL), ==, TRUCO_MATCH_DEFINITION);
  g_assert_cmpint (truco_glossary_match (glossary, truco_glossary_lookup (glossary, "put"), "truc", NULL), ==, TRUCO_MATCH_NONE);

  /* exact alias above an alias that only contains the query */
  g_assert_cmpstr (kwiat, ==, "flor contraflor");
  g_assert_cmpint (truco_glossary_match (glossary, truco_glossary_lookup (glossary, "flor"), "kwiat", &alias_index), ==, TRUCO_MATCH_ALIAS);
  g_assert_cmpint (alias_index, ==, 2);
  g_assert_cmpstr (truco_term_get_alias_language (truco_glossary_lookup (glossary, "flor"), alias_index), ==, "pl");

  /* exact headword, headword prefix, then the terms that only contain
   * "flor" (alphabetically), then definitions that mention it */
  g_assert_cmpstr (flor, ==, "flor flor-tambien contraflor truquiflor quiero");

  g_assert_cmpstr (fleur, ==, "flor truquiflor");
}

/* Every query built from a key of the fixture gives results whose ranks
 * never go down, each result matches, and nothing that matches is left out. */
static void
test_ranking_is_ordered (void)
{
  g_autoptr(TrucoGlossary) glossary = load_fixture ();
  GListModel *model = G_LIST_MODEL (glossary);
  g_autoptr(GPtrArray) queries = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(TrucoTerm) term = g_list_model_get_item (model, i);
      const char *keys[64];
      guint n_keys = 0;

      keys[n_keys++] = truco_term_get_headword (term);
      for (guint j = 0; j < truco_term_get_n_aliases (term) && n_keys < G_N_ELEMENTS (keys); j++)
        keys[n_keys++] = truco_term_get_alias (term, j);

      for (guint k = 0; k < n_keys; k++)
        for (const char *p = keys[k]; *p != '\0'; p = g_utf8_next_char (p))
          g_ptr_array_add (queries, g_strndup (keys[k], g_utf8_next_char (p) - keys[k]));
    }

  g_assert_cmpuint (queries->len, >, 200);

  for (guint q = 0; q < queries->len; q++)
    {
      const char *query = g_ptr_array_index (queries, q);
      g_autoptr(GListModel) results = truco_glossary_search (glossary, query, NULL);
      TrucoMatch previous = TRUCO_MATCH_HEADWORD;
      guint n_matching = 0;

      for (guint i = 0; i < g_list_model_get_n_items (results); i++)
        {
          g_autoptr(TrucoTerm) term = g_list_model_get_item (results, i);
          TrucoMatch match = truco_glossary_match (glossary, term, query, NULL);

          g_assert_cmpint (match, !=, TRUCO_MATCH_NONE);
          g_assert_cmpint (match, >=, previous);
          previous = match;
        }

      for (guint i = 0; i < g_list_model_get_n_items (model); i++)
        {
          g_autoptr(TrucoTerm) term = g_list_model_get_item (model, i);

          if (truco_glossary_match (glossary, term, query, NULL) != TRUCO_MATCH_NONE)
            n_matching++;
        }

      g_assert_cmpuint (g_list_model_get_n_items (results), ==, n_matching);
    }
}

static void
test_variant_filter (void)
{
  g_autoptr(TrucoGlossary) glossary = load_fixture ();
  g_autofree char *all = search_ids (glossary, "flor", NULL);
  g_autofree char *all_empty = search_ids (glossary, "flor", "");
  g_autofree char *ar = search_ids (glossary, "flor", "ar");
  g_autofree char *tyf = search_ids (glossary, "flor", "tyf");
  g_autofree char *put = search_ids (glossary, "flor", "put");
  g_autofree char *put_all = search_ids (glossary, "", "put");
  g_autofree char *cat_all = search_ids (glossary, NULL, "cat");

  g_assert_cmpstr (all, ==, "flor flor-tambien contraflor truquiflor quiero");
  g_assert_cmpstr (all_empty, ==, all);
  g_assert_cmpstr (ar, ==, "flor contraflor truquiflor quiero");
  g_assert_cmpstr (tyf, ==, "flor flor-tambien truquiflor");
  g_assert_cmpstr (put, ==, "");

  /* "all" terms (the suits) belong to every variant. */
  g_assert_cmpstr (put_all, ==, "espadas put");
  g_assert_cmpstr (cat_all, ==, "caballo espadas retruc truc");

  /* Every term of a variant's list has the variant or "all". */
  for (guint v = 0; v < 5; v++)
    {
      const char *variant = ((const char *[]) { "ar", "cat", "fr", "tyf", "put" })[v];
      g_autoptr(GListModel) results = truco_glossary_search (glossary, NULL, variant);
      guint expected = 0;

      for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (glossary)); i++)
        {
          g_autoptr(TrucoTerm) term = g_list_model_get_item (G_LIST_MODEL (glossary), i);
          const char * const *variants = truco_term_get_variants (term);

          if (g_strv_contains (variants, variant) || g_strv_contains (variants, "all"))
            expected++;
        }

      g_assert_cmpuint (g_list_model_get_n_items (results), ==, expected);
      for (guint i = 0; i < g_list_model_get_n_items (results); i++)
        {
          g_autoptr(TrucoTerm) term = g_list_model_get_item (results, i);

          g_assert_true (truco_term_has_variant (term, variant));
        }
    }
}

static void
test_empty_queries (void)
{
  g_autoptr(TrucoGlossary) glossary = load_fixture ();
  g_autofree char *every = result_ids (G_LIST_MODEL (glossary));
  const char *queries[] = { NULL, "", " ", "     ", "\t\n", "?", "¡!", "...", " - ; ' \" ",
                            "«»", "“”", "()[]{}", "—", "¿?" };

  for (guint i = 0; i < G_N_ELEMENTS (queries); i++)
    {
      g_autofree char *ids = search_ids (glossary, queries[i], NULL);

      g_assert_cmpstr (ids, ==, every);
    }
}

static void
test_no_match (void)
{
  g_autoptr(TrucoGlossary) glossary = load_fixture ();
  g_autofree char *none = search_ids (glossary, "xylophone", NULL);
  g_autofree char *inside_word = search_ids (glossary, "ccepted", NULL);

  g_assert_cmpstr (none, ==, "");
  /* Definitions match at the start of a word, not inside one. */
  g_assert_cmpstr (inside_word, ==, "");
}

static void
test_long_query (void)
{
  g_autoptr(TrucoGlossary) glossary = load_fixture ();
  g_autoptr(GString) query = g_string_new (NULL);
  g_autoptr(GString) punctuation = g_string_new (NULL);
  g_autoptr(GString) repeated = g_string_new (NULL);
  g_autoptr(GListModel) results = NULL;
  g_autofree char *every = result_ids (G_LIST_MODEL (glossary));
  g_autofree char *ids = NULL;

  for (guint i = 0; i < 10000; i++)
    {
      g_string_append_unichar (query, "aé ñ-xQ"[i % 7] == 0 ? 'z' : (gunichar) "abcdefghij"[i % 10]);
      g_string_append_c (punctuation, "!?. -"[i % 5]);
    }
  while (g_utf8_strlen (repeated->str, -1) < 10000)
    g_string_append (repeated, "flor ");

  g_assert_cmpint (g_utf8_strlen (query->str, -1), ==, 10000);

  results = truco_glossary_search (glossary, query->str, NULL);
  g_assert_cmpuint (g_list_model_get_n_items (results), ==, 0);

  ids = search_ids (glossary, punctuation->str, NULL);
  g_assert_cmpstr (ids, ==, every);

  g_clear_pointer (&ids, g_free);
  ids = search_ids (glossary, repeated->str, NULL);
  g_assert_cmpstr (ids, ==, "");
}

static void
assert_invalid (const char *xml,
                int         code,
                const char *fragment)
{
  g_autoptr(GBytes) bytes = g_bytes_new_static (xml, strlen (xml));
  g_autoptr(GError) error = NULL;
  g_autoptr(TrucoGlossary) glossary = NULL;

  glossary = truco_glossary_new_from_bytes (bytes, &error);
  g_assert_null (glossary);
  g_assert_error (error, TRUCO_GLOSSARY_ERROR, code);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, fragment));
}

#define TERM(id, body) \
  "<term id=\"" id "\"><headword>" id "</headword><languages>es</languages>" \
  "<variants>ar</variants><definition>A term.</definition>" body "</term>"

/* A run of combining marks makes Unicode normalisation quadratic; a pasted
 * or Shell-sent megabyte of them once froze the app for minutes. */
static char *
combining_marks (const char *prefix,
                 gsize       size)
{
  GString *text = g_string_new (prefix);

  /* U+0301 COMBINING ACUTE ACCENT and U+0323 COMBINING DOT BELOW, which
   * canonical ordering keeps swapping. */
  while (text->len < size)
    g_string_append (text, "\xcc\x81\xcc\xa3");

  return g_string_free (text, FALSE);
}

static void
test_combining_marks_query (void)
{
  g_autoptr(TrucoGlossary) glossary = load_fixture ();
  g_autofree char *marks = combining_marks ("flor", 1024 * 1024);
  g_autofree char *folded = NULL;
  g_autofree char *ids = NULL;
  g_autofree char *expected = search_ids (glossary, "flor", NULL);
  TrucoTerm *flor = truco_glossary_lookup (glossary, "flor");
  gint64 start = g_get_monotonic_time ();

  /* The marks fold away: the query is "flor". */
  folded = truco_glossary_fold_query (marks);
  g_assert_cmpstr (folded, ==, "flor");
  ids = search_ids (glossary, marks, NULL);
  g_assert_cmpstr (ids, ==, expected);
  g_assert_cmpint (truco_glossary_match (glossary, flor, marks, NULL), ==, TRUCO_MATCH_HEADWORD);

  /* Not a measure of speed: the fix takes milliseconds, the bug minutes;
   * thirty seconds only says that it does not hang. */
  g_assert_cmpint (g_get_monotonic_time () - start, <, 30 * G_USEC_PER_SEC);
}

static void
test_fold_query_capped (void)
{
  g_autoptr(TrucoGlossary) glossary = load_fixture ();
  g_autoptr(GString) query = g_string_new (NULL);
  g_autofree char *folded = NULL;
  g_autofree char *empty = truco_glossary_fold_query (NULL);
  TrucoTerm *flor = truco_glossary_lookup (glossary, "flor");
  int alias_index = 0;

  g_assert_cmpstr (empty, ==, "");

  /* "é" is two bytes: the cap counts characters, not bytes. */
  for (guint i = 0; i < 2 * TRUCO_GLOSSARY_QUERY_MAX_CHARS; i++)
    g_string_append (query, "\xc3\xa9");
  folded = truco_glossary_fold_query (query->str);
  g_assert_cmpuint (strlen (folded), ==, TRUCO_GLOSSARY_QUERY_MAX_CHARS);
  for (guint i = 0; folded[i] != '\0'; i++)
    g_assert_cmpint (folded[i], ==, 'e');

  /* Invalid UTF-8 is repaired, not cut in the middle of a character. */
  g_clear_pointer (&folded, g_free);
  folded = truco_glossary_fold_query ("Fl\xffor");
  g_assert_true (g_utf8_validate (folded, -1, NULL));

  g_clear_pointer (&folded, g_free);
  folded = truco_glossary_fold_query ("  FLOR! ");
  g_assert_cmpint (truco_glossary_match_folded (glossary, flor, folded, &alias_index), ==, TRUCO_MATCH_HEADWORD);
  g_assert_cmpint (alias_index, ==, -1);
}

/* Empty input is an invalid glossary, not a critical. */
static void
test_empty_bytes (void)
{
  g_autoptr(GBytes) bytes = g_bytes_new (NULL, 0);
  g_autoptr(GError) error = NULL;
  g_autoptr(TrucoGlossary) glossary = truco_glossary_new_from_bytes (bytes, &error);

  g_assert_null (glossary);
  g_assert_nonnull (error);
}

static void
test_invalid_files (void)
{
  assert_invalid ("", TRUCO_GLOSSARY_ERROR_PARSE, "not well-formed");
  assert_invalid ("<glossary><term id=\"a\">", TRUCO_GLOSSARY_ERROR_PARSE, "not well-formed");
  assert_invalid ("<glossary></term></glossary>", TRUCO_GLOSSARY_ERROR_PARSE, "not well-formed");
  assert_invalid ("<lexicon/>", TRUCO_GLOSSARY_ERROR_INVALID, "<lexicon>");
  assert_invalid ("<glossary><word/></glossary>", TRUCO_GLOSSARY_ERROR_INVALID, "<word>");
  assert_invalid ("<glossary><term><headword>x</headword></term></glossary>",
                  TRUCO_GLOSSARY_ERROR_INVALID, "id");
  assert_invalid ("<glossary><term id=\"Bad Id\"/></glossary>", TRUCO_GLOSSARY_ERROR_INVALID, "id");
  assert_invalid ("<glossary>" TERM ("a", "") TERM ("a", "") "</glossary>",
                  TRUCO_GLOSSARY_ERROR_INVALID, "“a” is used twice");
  assert_invalid ("<glossary><term id=\"a\"><languages>es</languages><variants>ar</variants>"
                  "<definition>A.</definition></term></glossary>",
                  TRUCO_GLOSSARY_ERROR_INVALID, "no <headword>");
  assert_invalid ("<glossary><term id=\"a\"><headword>a</headword><languages>es</languages>"
                  "<variants>ar</variants></term></glossary>",
                  TRUCO_GLOSSARY_ERROR_INVALID, "no <definition>");
  assert_invalid ("<glossary><term id=\"a\"><headword>a</headword><variants>ar</variants>"
                  "<definition>A.</definition></term></glossary>",
                  TRUCO_GLOSSARY_ERROR_INVALID, "no <languages>");
  assert_invalid ("<glossary><term id=\"a\"><headword>a</headword><languages>es</languages>"
                  "<definition>A.</definition></term></glossary>",
                  TRUCO_GLOSSARY_ERROR_INVALID, "no <variants>");
  assert_invalid ("<glossary>" TERM ("a", "<headword>b</headword>") "</glossary>",
                  TRUCO_GLOSSARY_ERROR_INVALID, "two <headword>s");
  assert_invalid ("<glossary>" TERM ("a", "<definition>  </definition>") "</glossary>",
                  TRUCO_GLOSSARY_ERROR_INVALID, "empty");
  assert_invalid ("<glossary><term id=\"a\"><headword>a</headword><languages>es</languages>"
                  "<variants>ar chess</variants><definition>A.</definition></term></glossary>",
                  TRUCO_GLOSSARY_ERROR_INVALID, "“chess”");
  assert_invalid ("<glossary><term id=\"a\"><headword>a</headword><languages>es xx</languages>"
                  "<variants>ar</variants><definition>A.</definition></term></glossary>",
                  TRUCO_GLOSSARY_ERROR_INVALID, "“xx”");
  assert_invalid ("<glossary>" TERM ("a", "<alias>b</alias>") "</glossary>",
                  TRUCO_GLOSSARY_ERROR_INVALID, "lang");
  assert_invalid ("<glossary>" TERM ("a", "<alias lang=\"klingon\">b</alias>") "</glossary>",
                  TRUCO_GLOSSARY_ERROR_INVALID, "lang");
  assert_invalid ("<glossary>" TERM ("a", "<related/>") "</glossary>",
                  TRUCO_GLOSSARY_ERROR_INVALID, "ref");
  assert_invalid ("<glossary>" TERM ("a", "<related ref=\"b\"/>") "</glossary>",
                  TRUCO_GLOSSARY_ERROR_INVALID, "“b”, which does not exist");
  assert_invalid ("<glossary>" TERM ("a", "<related ref=\"a\"/>") "</glossary>",
                  TRUCO_GLOSSARY_ERROR_INVALID, "related to itself");
  assert_invalid ("<glossary>" TERM ("a", "<example>x</example>") "</glossary>",
                  TRUCO_GLOSSARY_ERROR_INVALID, "<example>");
  assert_invalid ("<glossary>" TERM ("a", "<card><b>1E</b></card>") "</glossary>",
                  TRUCO_GLOSSARY_ERROR_INVALID, "<b>");
}

static void
test_invalid_line (void)
{
  const char *xml =
    "<glossary>\n"
    TERM ("a", "") "\n"
    "\n"
    TERM ("b", "<related ref=\"a\"/><alias>x</alias>") "\n"
    "</glossary>\n";

  assert_invalid (xml, TRUCO_GLOSSARY_ERROR_INVALID, "line 4");
}

static void
test_missing_file (void)
{
  g_autoptr(GFile) file = g_file_new_for_path ("/nonexistent/glossary.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(TrucoGlossary) glossary = NULL;

  glossary = truco_glossary_new_from_file (file, &error);
  g_assert_null (glossary);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);

  g_clear_error (&error);
  glossary = truco_glossary_new_from_resource ("/nowhere/glossary.xml", &error);
  g_assert_null (glossary);
  g_assert_error (error, G_RESOURCE_ERROR, G_RESOURCE_ERROR_NOT_FOUND);
}

static void
test_minimal_and_attributes (void)
{
  /* Unknown attributes (an ITS or xml:lang marker, say) and comments are
   * ignored; a glossary without terms is valid and empty. */
  const char *empty = "<?xml version=\"1.0\"?><!-- no terms --><glossary version=\"1\"/>";
  const char *one = "<glossary xmlns:its=\"http://www.w3.org/2005/11/its\">"
                    "<term id=\"a-1\" xml:lang=\"es\"><headword>a</headword><languages>es</languages>"
                    "<variants>all</variants><definition its:translate=\"yes\">A\n  term.</definition>"
                    "</term></glossary>";
  g_autoptr(GBytes) empty_bytes = g_bytes_new_static (empty, strlen (empty));
  g_autoptr(GBytes) one_bytes = g_bytes_new_static (one, strlen (one));
  g_autoptr(GError) error = NULL;
  g_autoptr(TrucoGlossary) glossary = NULL;

  glossary = truco_glossary_new_from_bytes (empty_bytes, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (glossary)), ==, 0);
  g_clear_object (&glossary);

  glossary = truco_glossary_new_from_bytes (one_bytes, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (glossary)), ==, 1);
  g_assert_cmpstr (truco_term_get_definition (truco_glossary_lookup (glossary, "a-1")), ==, "A term.");
  g_assert_true (truco_term_has_variant (truco_glossary_lookup (glossary, "a-1"), "put"));
}

static void
test_language_names (void)
{
  g_assert_cmpstr (truco_glossary_get_language_name ("es"), ==, "Spanish");
  g_assert_cmpstr (truco_glossary_get_language_name ("ca"), ==, "Catalan");
  g_assert_cmpstr (truco_glossary_get_language_name ("fr"), ==, "French");
  g_assert_cmpstr (truco_glossary_get_language_name ("oc"), ==, "Occitan");
  g_assert_cmpstr (truco_glossary_get_language_name ("pl"), ==, "Polish");
  g_assert_cmpstr (truco_glossary_get_language_name ("de"), ==, "German");
  g_assert_cmpstr (truco_glossary_get_language_name ("en"), ==, "English");
  g_assert_cmpstr (truco_glossary_get_language_name ("eu"), ==, "Basque");
  g_assert_cmpstr (truco_glossary_get_language_name ("xx"), ==, "xx");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/glossary/load", test_load_fixture);
  g_test_add_func ("/glossary/whitespace", test_whitespace_normalized);
  g_test_add_func ("/glossary/alphabetical", test_alphabetical);
  g_test_add_func ("/glossary/fold", test_fold);
  g_test_add_func ("/glossary/search/examples", test_search_examples);
  g_test_add_func ("/glossary/search/ranking", test_ranking);
  g_test_add_func ("/glossary/search/ranking-ordered", test_ranking_is_ordered);
  g_test_add_func ("/glossary/search/variant", test_variant_filter);
  g_test_add_func ("/glossary/search/empty", test_empty_queries);
  g_test_add_func ("/glossary/search/no-match", test_no_match);
  g_test_add_func ("/glossary/search/long-query", test_long_query);
  g_test_add_func ("/glossary/search/combining-marks", test_combining_marks_query);
  g_test_add_func ("/glossary/search/fold-query", test_fold_query_capped);
  g_test_add_func ("/glossary/invalid", test_invalid_files);
  g_test_add_func ("/glossary/empty-bytes", test_empty_bytes);
  g_test_add_func ("/glossary/invalid-line", test_invalid_line);
  g_test_add_func ("/glossary/missing", test_missing_file);
  g_test_add_func ("/glossary/minimal", test_minimal_and_attributes);
  g_test_add_func ("/glossary/language-names", test_language_names);

  return g_test_run ();
}
