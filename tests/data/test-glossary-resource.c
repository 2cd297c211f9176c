/* test-glossary-resource.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The glossary is compiled into the resource bundle at the path of
 * GLOSSARY_PATH, whole: same terms as data/glossary/glossary.xml, blanks
 * stripped, still well-formed. */

#include "config.h"

#include <gio/gio.h>
#include <string.h>

#define GLOSSARY_PATH RESOURCE_BASE "/glossary/glossary.xml"

typedef struct
{
  guint n_terms;
  guint n_definitions;
  GPtrArray *ids;
} Count;

static void
count_start_element (GMarkupParseContext  *context,
                     const char           *element_name,
                     const char          **attribute_names,
                     const char          **attribute_values,
                     gpointer              user_data,
                     GError              **error)
{
  Count *count = user_data;

  if (g_str_equal (element_name, "term"))
    {
      count->n_terms++;
      for (guint i = 0; attribute_names[i] != NULL; i++)
        if (g_str_equal (attribute_names[i], "id"))
          g_ptr_array_add (count->ids, g_strdup (attribute_values[i]));
    }
  else if (g_str_equal (element_name, "definition"))
    {
      count->n_definitions++;
    }
}

static void
count_terms (const char *text,
             gsize       length,
             Count      *count)
{
  static const GMarkupParser parser = { count_start_element, NULL, NULL, NULL, NULL };
  g_autoptr(GMarkupParseContext) context = NULL;
  g_autoptr(GError) error = NULL;

  count->ids = g_ptr_array_new_with_free_func (g_free);
  context = g_markup_parse_context_new (&parser, 0, count, NULL);
  g_markup_parse_context_parse (context, text, length, &error);
  g_assert_no_error (error);
  g_markup_parse_context_end_parse (context, &error);
  g_assert_no_error (error);
}

static void
test_glossary_resource_matches_source (void)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *source_path = NULL;
  g_autofree char *source = NULL;
  gsize source_length = 0;
  const char *data;
  gsize length = 0;
  Count in_resource = { 0 };
  Count in_source = { 0 };

  bytes = g_resources_lookup_data (GLOSSARY_PATH, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  g_assert_no_error (error);
  data = g_bytes_get_data (bytes, &length);
  g_assert_true (g_str_has_prefix (data, "<?xml"));
  /* xml-stripblanks: no indentation left between elements */
  g_assert_null (strstr (data, ">\n    <"));

  source_path = g_test_build_filename (G_TEST_DIST, "..", "data", "glossary", "glossary.xml", NULL);
  g_file_get_contents (source_path, &source, &source_length, &error);
  g_assert_no_error (error);

  count_terms (data, length, &in_resource);
  count_terms (source, source_length, &in_source);

  g_assert_cmpuint (in_resource.n_terms, >=, 120);
  g_assert_cmpuint (in_resource.n_terms, ==, in_source.n_terms);
  g_assert_cmpuint (in_resource.n_definitions, ==, in_resource.n_terms);
  g_assert_cmpuint (in_resource.ids->len, ==, in_source.ids->len);
  for (guint i = 0; i < in_source.ids->len; i++)
    g_assert_cmpstr (g_ptr_array_index (in_resource.ids, i), ==, g_ptr_array_index (in_source.ids, i));

  g_ptr_array_unref (in_resource.ids);
  g_ptr_array_unref (in_source.ids);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/data/glossary/resource", test_glossary_resource_matches_source);

  return g_test_run ();
}
