/* truco-term-links.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Links from the words a newcomer cannot know ("mano", "chico", "cartas
 * bravas") to their glossary entries, in the engine's texts.  A link is
 * "term:ID"; truco_term_links_activate() opens it in the window's
 * glossary.  The words are the glossary's own headwords, which stay as
 * players say them in every language. */

#include "config.h"

#include <string.h>

#include "truco-glossary.h"
#include "truco-term-links.h"
#include "truco-window.h"

/* The terms worth a link wherever they appear in a fact. */
static const char *linked_terms[] = {
  "mano", "pie", "chico", "el-bueno", "malas", "buenas", "cartas-bravas",
  "parda", "pardes", "gallo", "redondo", "pica-pica", "envido",
  "real-envido", "falta-envido", "flor", "contraflor", "contraflor-al-resto",
  "embit", "manche", "belle", "sota", "caballo", "rey", "espadilla",
  "bastillo", "periques",
};

typedef struct
{
  gsize       start;
  gsize       end;
  const char *id;
} Link;

static gboolean
is_word_char (const char *p)
{
  return g_unichar_isalnum (g_utf8_get_char (p)) || *p == '-';
}

/* The first whole-word occurrence of @word (or of it with a capital). */
static const char *
find_word (const char *text,
           const char *word)
{
  g_autofree char *capital = NULL;
  gsize len = strlen (word);
  const char *forms[2];

  if (len == 0)
    return NULL;

  capital = g_strdup (word);
  capital[0] = g_ascii_toupper (capital[0]);
  forms[0] = word;
  forms[1] = capital;

  for (guint f = 0; f < G_N_ELEMENTS (forms); f++)
    for (const char *p = strstr (text, forms[f]); p != NULL; p = strstr (p + 1, forms[f]))
      {
        gboolean starts = p == text || !is_word_char (g_utf8_prev_char (p));
        gboolean ends = p[len] == '\0' || !is_word_char (p + len);

        if (starts && ends)
          return p;
      }

  return NULL;
}

static int
compare_links (gconstpointer a,
               gconstpointer b)
{
  const Link *la = a, *lb = b;

  return la->start < lb->start ? -1 : la->start > lb->start;
}

/**
 * truco_term_links_markup:
 * @text: plain text
 *
 * Returns: (transfer full): @text as Pango markup, the first occurrence of
 *   each newcomer's word a link to its glossary entry ("term:ID")
 */
char *
truco_term_links_markup (const char *text)
{
  TrucoGlossary *glossary = truco_glossary_get_default ();
  g_autoptr(GArray) links = g_array_new (FALSE, FALSE, sizeof (Link));
  GString *markup = g_string_new (NULL);
  gsize done = 0;

  g_return_val_if_fail (text != NULL, NULL);

  for (guint i = 0; glossary != NULL && i < G_N_ELEMENTS (linked_terms); i++)
    {
      TrucoTerm *term = truco_glossary_lookup (glossary, linked_terms[i]);
      const char *word = term != NULL ? truco_term_get_headword (term) : NULL;
      const char *found = word != NULL ? find_word (text, word) : NULL;
      Link link;
      gboolean overlaps = FALSE;

      if (found == NULL)
        continue;

      link = (Link) { found - text, found - text + strlen (word), linked_terms[i] };
      /* A longer term wins ("falta envido" over "envido"). */
      for (guint j = 0; j < links->len; j++)
        {
          Link *other = &g_array_index (links, Link, j);

          if (link.start < other->end && other->start < link.end)
            {
              if (link.end - link.start > other->end - other->start)
                *other = link;
              overlaps = TRUE;
              break;
            }
        }
      if (!overlaps)
        g_array_append_val (links, link);
    }

  g_array_sort (links, compare_links);
  for (guint i = 0; i < links->len; i++)
    {
      Link *link = &g_array_index (links, Link, i);
      g_autofree char *before = g_markup_escape_text (text + done, link->start - done);
      g_autofree char *word = g_markup_escape_text (text + link->start, link->end - link->start);

      if (link->start < done)
        continue;
      g_string_append (markup, before);
      g_string_append_printf (markup, "<a href=\"term:%s\">%s</a>", link->id, word);
      done = link->end;
    }
  {
    g_autofree char *rest = g_markup_escape_text (text + done, -1);

    g_string_append (markup, rest);
  }

  return g_string_free (markup, FALSE);
}

/**
 * truco_term_links_find_term:
 * @words: words as players say them ("vale cuatro")
 *
 * Returns: (transfer full) (nullable): the id of the glossary entry whose
 *   headword is @words, or %NULL
 */
char *
truco_term_links_find_term (const char *words)
{
  TrucoGlossary *glossary = truco_glossary_get_default ();
  g_autoptr(GListModel) results = NULL;
  g_autoptr(TrucoTerm) term = NULL;

  if (glossary == NULL || words == NULL || words[0] == '\0')
    return NULL;

  results = truco_glossary_search (glossary, words, NULL);
  if (g_list_model_get_n_items (results) == 0)
    return NULL;

  term = g_list_model_get_item (results, 0);
  if (truco_glossary_match (glossary, term, words, NULL) != TRUCO_MATCH_HEADWORD)
    return NULL;

  return g_strdup (truco_term_get_id (term));
}

/**
 * truco_term_links_activate:
 * @label: a label whose link was activated
 * @uri: the link
 *
 * The handler of GtkLabel::activate-link for term links: shows the term in
 * the glossary of @label's window.
 *
 * Returns: whether @uri was a term link (and so is handled)
 */
gboolean
truco_term_links_activate (GtkLabel   *label,
                           const char *uri)
{
  GtkRoot *root;

  if (!g_str_has_prefix (uri, "term:"))
    return FALSE;

  root = gtk_widget_get_root (GTK_WIDGET (label));
  if (GTK_IS_WINDOW (root) && !TRUCO_IS_WINDOW (root))
    {
      /* A dialog above the main window: the glossary is in its parent. */
      GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (root));

      if (TRUCO_IS_WINDOW (parent))
        {
          gtk_window_close (GTK_WINDOW (root));
          root = GTK_ROOT (parent);
        }
    }
  if (TRUCO_IS_WINDOW (root))
    truco_window_show_term (TRUCO_WINDOW (root), uri + strlen ("term:"));

  return TRUE;
}
