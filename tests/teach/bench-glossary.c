/* bench-glossary.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Benchmark (reports only, never fails on a time): how long a search over
 * the whole glossary takes, for 1000 different queries built from the
 * glossary's own headwords, aliases and definition words, in several
 * spellings, plus queries that match nothing.  Target: under 1 ms.
 */

#include "config.h"

#include <locale.h>
#include <stdlib.h>

#include "truco-glossary.h"

#define N_QUERIES 1000
#define N_RUNS 5

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a;
  double y = *(const double *) b;

  return (x > y) - (x < y);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GFile) file = g_file_new_for_path (g_getenv ("TRUQUERO_GLOSSARY_XML"));
  g_autoptr(GError) error = NULL;
  g_autoptr(TrucoGlossary) glossary = NULL;
  g_autoptr(GPtrArray) candidates = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GPtrArray) queries = g_ptr_array_new ();
  g_autoptr(GTimer) timer = g_timer_new ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261121);
  GListModel *model;
  double times[N_QUERIES];
  double total = 0;
  double slowest_run = 0;
  guint n_results = 0;

  setlocale (LC_ALL, "");

  glossary = truco_glossary_new_from_file (file, &error);
  if (glossary == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  model = G_LIST_MODEL (glossary);

  /* Candidate queries: whole keys, their prefixes, upper-cased, and the
   * words of the definitions. */
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(TrucoTerm) term = g_list_model_get_item (model, i);
      g_auto(GStrv) words = g_strsplit (truco_term_get_definition (term), " ", -1);
      const char *headword = truco_term_get_headword (term);

      g_ptr_array_add (candidates, g_strdup (headword));
      g_ptr_array_add (candidates, g_utf8_strup (headword, -1));
      for (glong n = 1; n <= 4 && n < g_utf8_strlen (headword, -1); n++)
        g_ptr_array_add (candidates, g_utf8_substring (headword, 0, n));
      for (guint a = 0; a < truco_term_get_n_aliases (term); a++)
        g_ptr_array_add (candidates, g_strdup (truco_term_get_alias (term, a)));
      for (guint w = 0; words[w] != NULL; w++)
        g_ptr_array_add (candidates, g_strdup (words[w]));
    }
  for (guint i = 0; i < 50; i++)
    g_ptr_array_add (candidates, g_strdup_printf ("zq%uxv", i));

  /* 1000 different queries, picked at random (fixed seed). */
  while (queries->len < N_QUERIES && g_hash_table_size (seen) < candidates->len)
    {
      char *query = g_ptr_array_index (candidates, g_rand_int_range (rand, 0, candidates->len));

      if (g_hash_table_add (seen, query))
        g_ptr_array_add (queries, query);
    }

  /* A warm-up pass, then five measured passes.  A query's time is the
   * median of its five runs, so that one preemption by the scheduler does
   * not pass for the search's own worst case; the single slowest run is
   * reported too. */
  for (guint i = 0; i < queries->len; i++)
    g_object_unref (truco_glossary_search (glossary, g_ptr_array_index (queries, i), NULL));

  for (guint i = 0; i < queries->len; i++)
    {
      double runs[N_RUNS];

      for (guint r = 0; r < N_RUNS; r++)
        {
          GListModel *results;

          g_timer_start (timer);
          results = truco_glossary_search (glossary, g_ptr_array_index (queries, i), NULL);
          g_timer_stop (timer);

          runs[r] = g_timer_elapsed (timer, NULL) * 1e6;
          slowest_run = MAX (slowest_run, runs[r]);
          if (r == 0)
            n_results += g_list_model_get_n_items (results);
          g_object_unref (results);
        }

      qsort (runs, N_RUNS, sizeof (double), compare_doubles);
      times[i] = runs[N_RUNS / 2];
      total += times[i];
    }

  qsort (times, queries->len, sizeof (double), compare_doubles);

  g_print ("glossary search: %u terms, %u different queries, %.1f results on average\n",
           g_list_model_get_n_items (model), queries->len, (double) n_results / queries->len);
  g_print ("  per query (median of %d runs): median %.1f µs, mean %.1f µs, 99th percentile %.1f µs, worst %.1f µs (target < 1000 µs)\n",
           N_RUNS, times[queries->len / 2], total / queries->len,
           times[(queries->len * 99) / 100], times[queries->len - 1]);
  g_print ("  slowest single run: %.1f µs\n", slowest_run);

  return 0;
}
