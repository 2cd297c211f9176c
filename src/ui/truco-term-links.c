/* truco-term-links.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Links from the words a newcomer cannot know ("mano", "chico", "cartas
 * bravas") to their glossary entries.  The words are found in the engine's
 * texts by the glossary's own headwords, which stay as players say them in
 * every language.  The links are link buttons under the text, not links
 * inside it: GTK 4.8 makes a label with links a focusable label that a
 * screen reader cannot follow, and a text to read should take no focus.
 *
 * In a lesson the link opens a popover in place (the definition, the
 * cards the term names, and "Open in Glossary" for more), so that the
 * lesson stays where it was. */

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "truco-card-widget.h"
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
 * truco_term_links_find:
 * @text: plain text
 *
 * Returns: (transfer full): the ids of the glossary entries of the
 *   newcomer's words in @text, in the order they first appear there
 */
GStrv
truco_term_links_find (const char *text)
{
  TrucoGlossary *glossary = truco_glossary_get_default ();
  g_autoptr(GArray) links = g_array_new (FALSE, FALSE, sizeof (Link));
  g_autoptr(GStrvBuilder) ids = g_strv_builder_new ();

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
    g_strv_builder_add (ids, g_array_index (links, Link, i).id);

  return g_strv_builder_end (ids);
}

static gboolean
activate_link_cb (GtkLinkButton *button,
                  gpointer       user_data)
{
  const char *uri = gtk_link_button_get_uri (button);

  if (!g_str_has_prefix (uri, "term:"))
    return FALSE;

  truco_term_links_show (GTK_WIDGET (button), uri + strlen ("term:"));
  return TRUE;
}

/**
 * truco_term_links_new_button:
 * @id: a glossary term id
 *
 * Returns: (transfer floating): a link, labelled with the term's headword,
 *   that opens the term in the window's glossary
 */
GtkWidget *
truco_term_links_new_button (const char *id)
{
  TrucoTerm *term = truco_glossary_lookup (truco_glossary_get_default (), id);
  g_autofree char *uri = g_strconcat ("term:", id, NULL);
  GtkWidget *button;

  g_return_val_if_fail (term != NULL, NULL);

  button = gtk_link_button_new_with_label (uri, truco_term_get_headword (term));
  /* Translators: the tooltip of a link to a glossary entry */
  gtk_widget_set_tooltip_text (button, _("Look it up in the glossary"));
  g_signal_connect (button, "activate-link", G_CALLBACK (activate_link_cb), NULL);

  return button;
}

static void
open_in_glossary_cb (GtkButton *button,
                     GtkWidget *link)
{
  GtkWidget *popover = g_object_get_data (G_OBJECT (link), "popover");

  gtk_popover_popdown (GTK_POPOVER (popover));
  truco_term_links_show (link, g_object_get_data (G_OBJECT (link), "term-id"));
}

/* The popover of a term: its headword, its definition, the cards it
 * names, and the way to the whole entry. */
static GtkWidget *
term_popover_new (GtkWidget *link,
                  TrucoTerm *term)
{
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 9);
  GtkWidget *label;
  GtkWidget *button;
  const char * const *cards = truco_term_get_cards (term);

  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);

  label = gtk_label_new (truco_term_get_headword (term));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_box_append (GTK_BOX (box), label);

  label = gtk_label_new (truco_term_get_definition (term));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  /* Narrow enough for a phone. */
  gtk_label_set_max_width_chars (GTK_LABEL (label), 36);
  gtk_label_set_width_chars (GTK_LABEL (label), 24);
  gtk_box_append (GTK_BOX (box), label);

  if (cards != NULL && cards[0] != NULL)
    {
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

      for (guint i = 0; cards[i] != NULL && i < 4; i++)
        {
          TrucoCard card;

          if (!truco_card_parse (cards[i], &card, NULL))
            continue;
          gtk_box_append (GTK_BOX (row), g_object_new (TRUCO_TYPE_CARD_WIDGET,
                                                       "card", card,
                                                       "size", 56,
                                                       "focusable", FALSE,
                                                       "accessible-role", GTK_ACCESSIBLE_ROLE_IMG,
                                                       NULL));
        }
      gtk_box_append (GTK_BOX (box), row);
    }

  /* Translators: in the popover of a glossary word inside a lesson. */
  button = gtk_button_new_with_mnemonic (_("_Open in Glossary"));
  gtk_widget_set_halign (button, GTK_ALIGN_END);
  g_signal_connect_object (button, "clicked", G_CALLBACK (open_in_glossary_cb), link, 0);
  gtk_box_append (GTK_BOX (box), button);

  gtk_popover_set_child (GTK_POPOVER (popover), box);
  gtk_widget_set_parent (popover, link);

  return popover;
}

static void
popover_link_destroy_cb (GtkWidget *link)
{
  GtkWidget *popover = g_object_get_data (G_OBJECT (link), "popover");

  if (popover != NULL)
    gtk_widget_unparent (popover);
}

static gboolean
activate_popover_link_cb (GtkLinkButton *button,
                          gpointer       user_data)
{
  GtkWidget *popover = g_object_get_data (G_OBJECT (button), "popover");

  if (popover == NULL)
    {
      TrucoTerm *term = truco_glossary_lookup (truco_glossary_get_default (),
                                               g_object_get_data (G_OBJECT (button), "term-id"));

      if (term == NULL)
        return TRUE;
      popover = term_popover_new (GTK_WIDGET (button), term);
      g_object_set_data (G_OBJECT (button), "popover", popover);
    }
  gtk_popover_popup (GTK_POPOVER (popover));
  return TRUE;
}

/**
 * truco_term_links_new_popover_button:
 * @id: a glossary term id
 *
 * Returns: (transfer floating): a link, labelled with the term's headword,
 *   that opens the term's definition in a popover, where the reader is;
 *   the popover leads on to the glossary
 */
GtkWidget *
truco_term_links_new_popover_button (const char *id)
{
  TrucoTerm *term = truco_glossary_lookup (truco_glossary_get_default (), id);
  g_autofree char *uri = g_strconcat ("term:", id, NULL);
  GtkWidget *button;

  g_return_val_if_fail (term != NULL, NULL);

  button = gtk_link_button_new_with_label (uri, truco_term_get_headword (term));
  /* Translators: the tooltip of a glossary word that shows its definition */
  gtk_widget_set_tooltip_text (button, _("What it means"));
  g_object_set_data_full (G_OBJECT (button), "term-id", g_strdup (id), g_free);
  g_signal_connect (button, "activate-link", G_CALLBACK (activate_popover_link_cb), NULL);
  g_signal_connect (button, "destroy", G_CALLBACK (popover_link_destroy_cb), NULL);

  return button;
}

/**
 * truco_term_links_get_popover:
 * @link: a link made by truco_term_links_new_popover_button()
 *
 * Returns: (transfer none) (nullable): its popover, once opened
 */
GtkWidget *
truco_term_links_get_popover (GtkWidget *link)
{
  return g_object_get_data (G_OBJECT (link), "popover");
}

/**
 * truco_term_links_new_box:
 * @text: plain text
 *
 * Returns: (transfer floating) (nullable): a line of links to the glossary
 *   entries of the newcomer's words in @text ("In the glossary: chico,
 *   malas…"), or %NULL when it has none
 */
static GtkWidget *new_links_box (const char *text,
                                 gboolean    in_place);

GtkWidget *
truco_term_links_new_box (const char *text)
{
  return new_links_box (text, FALSE);
}

/**
 * truco_term_links_new_popover_box:
 * @text: plain text (an explanation)
 *
 * Returns: (transfer floating) (nullable): as truco_term_links_new_box(),
 *   but each link opens its definition in a popover where the reader is
 *   (an explanation stays where it was), with "Open in Glossary" for more
 */
GtkWidget *
truco_term_links_new_popover_box (const char *text)
{
  return new_links_box (text, TRUE);
}

static GtkWidget *
new_links_box (const char *text,
               gboolean    in_place)
{
  g_auto(GStrv) ids = truco_term_links_find (text);
  GtkWidget *box, *caption;

  if (ids[0] == NULL)
    return NULL;

  if (in_place)
    {
      /* As a lesson's: the caption on a line of its own, the links under
       * it, as many on a line as fit (one flow box with the caption in it
       * spread them across the line). */
      GtkWidget *links = gtk_flow_box_new ();

      box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      caption = gtk_label_new (_("In the glossary:"));
      gtk_label_set_xalign (GTK_LABEL (caption), 0.0);
      gtk_widget_add_css_class (caption, "caption");
      gtk_widget_add_css_class (caption, "dim-label");
      gtk_box_append (GTK_BOX (box), caption);

      gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (links), GTK_SELECTION_NONE);
      gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (links), 12);
      gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (links), 0);
      gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (links), 0);
      gtk_widget_set_hexpand (links, TRUE);
      gtk_widget_set_focusable (links, FALSE);
      for (guint i = 0; ids[i] != NULL; i++)
        {
          GtkWidget *link = truco_term_links_new_popover_button (ids[i]);

          gtk_widget_set_halign (link, GTK_ALIGN_START);
          gtk_flow_box_append (GTK_FLOW_BOX (links), link);
        }
      for (GtkWidget *child = gtk_widget_get_first_child (links); child != NULL; child = gtk_widget_get_next_sibling (child))
        gtk_widget_set_focusable (child, FALSE);
      gtk_box_append (GTK_BOX (box), links);
      return box;
    }

  box = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (box), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (box), 12);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (box), 0);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (box), 0);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (box), 1);
  /* Filling the width: a flow box aligned to the start measures its
   * height for a width it does not get, and overlaps what follows. */
  gtk_widget_set_hexpand (box, TRUE);
  /* The links take the focus, the flow box and its children none. */
  gtk_widget_set_focusable (box, FALSE);
  gtk_widget_set_can_focus (box, FALSE);

  /* Translators: before links to the glossary entries of the words of a fact */
  caption = gtk_label_new (_("In the glossary:"));
  gtk_label_set_xalign (GTK_LABEL (caption), 0.0);
  gtk_widget_add_css_class (caption, "caption");
  gtk_widget_add_css_class (caption, "dim-label");
  gtk_flow_box_append (GTK_FLOW_BOX (box), caption);

  for (guint i = 0; ids[i] != NULL; i++)
    {
      GtkWidget *link = in_place ? truco_term_links_new_popover_button (ids[i])
                                 : truco_term_links_new_button (ids[i]);

      gtk_widget_add_css_class (link, "caption");
      gtk_flow_box_append (GTK_FLOW_BOX (box), link);
    }

  for (GtkWidget *child = gtk_widget_get_first_child (box);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gtk_widget_set_focusable (child, FALSE);

  return box;
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
 * truco_term_links_show:
 * @widget: a widget of the window (or of a dialog above it)
 * @id: a glossary term id
 *
 * Shows the term in the glossary of @widget's window; a dialog above the
 * window closes first.
 */
void
truco_term_links_show (GtkWidget  *widget,
                       const char *id)
{
  GtkRoot *root = gtk_widget_get_root (widget);

  if (GTK_IS_WINDOW (root) && !TRUCO_IS_WINDOW (root))
    {
      GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (root));

      if (TRUCO_IS_WINDOW (parent))
        {
          gtk_window_close (GTK_WINDOW (root));
          root = GTK_ROOT (parent);
        }
    }
  if (TRUCO_IS_WINDOW (root))
    truco_window_show_term (TRUCO_WINDOW (root), id);
}
