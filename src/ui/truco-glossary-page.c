/* truco-glossary-page.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "truco-card-widget.h"
#include "truco-glossary-page.h"
#include "truco-settings.h"
#include "truco-variant.h"

/**
 * TrucoGlossaryPage:
 *
 * The Glossary section: a search entry, a variant filter and the list of
 * matching terms beside the page of the chosen term (in front of it at
 * phone width, through an #AdwLeaflet).  It follows the "variant" setting;
 * the filter shows this variant's terms or every variant's.
 */

struct _TrucoGlossaryPage
{
  GtkWidget             parent_instance;

  TrucoGlossary        *glossary;
  GListModel           *results;
  TrucoTerm            *term;
  char                 *variant;
  char                 *last_query;
  char                 *last_folded;
  gboolean              all_variants;
  gboolean              selecting;
  TrucoSettings        *settings;
  GPtrArray            *alias_rows;
  GPtrArray            *related_rows;
  guint                 scroll_tick_id;

  AdwLeaflet           *leaflet;
  GtkWidget            *sidebar;
  GtkSearchEntry       *search_entry;
  GtkToggleButton      *this_variant_button;
  GtkToggleButton      *all_variants_button;
  GtkStack             *results_stack;
  GtkListBox           *results_list;
  GtkScrolledWindow    *results_scroller;
  AdwStatusPage        *empty_page;
  GtkWidget            *search_all_button;
  GtkWidget            *clear_search_button;
  GtkWidget            *back_button;
  GtkWidget            *term_pane;
  GtkScrolledWindow    *term_scroller;
  GtkLabel             *headword_label;
  GtkLabel             *definition_label;
  AdwActionRow         *variants_row;
  AdwActionRow         *languages_row;
  AdwPreferencesGroup  *aliases_group;
  AdwPreferencesGroup  *cards_group;
  GtkFlowBox           *cards_box;
  AdwPreferencesGroup  *related_group;
};

G_DEFINE_FINAL_TYPE (TrucoGlossaryPage, truco_glossary_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GLOSSARY,
  PROP_VARIANT,
  PROP_ALL_VARIANTS,
  PROP_TERM,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void update_results   (TrucoGlossaryPage *self);
static void row_activated_cb (TrucoGlossaryPage *self,
                              GtkListBoxRow     *row);

/* The name of a variant for people ("Argentine Truco"). */
static const char *
variant_name (const char *id)
{
  const TrucoVariant *variant = truco_variant_lookup (id);

  return variant != NULL ? truco_variant_get_name (variant) : id;
}

static char *
format_variants (TrucoTerm *term)
{
  const char * const *variants = truco_term_get_variants (term);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();

  if (g_strv_contains (variants, "all"))
    return g_strdup (_("Every variant"));

  for (guint i = 0; variants[i] != NULL; i++)
    g_ptr_array_add (names, (gpointer) variant_name (variants[i]));
  g_ptr_array_add (names, NULL);

  /* Translators: the separator between the names in a list ("Argentine
   * Truco, Truc y Flou"). */
  return g_strjoinv (_(", "), (char **) names->pdata);
}

static char *
format_languages (TrucoTerm *term)
{
  const char * const *languages = truco_term_get_languages (term);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();

  for (guint i = 0; languages[i] != NULL; i++)
    g_ptr_array_add (names, (gpointer) truco_glossary_get_language_name (languages[i]));
  g_ptr_array_add (names, NULL);

  return g_strjoinv (_(", "), (char **) names->pdata);
}

static const char *
effective_variant (TrucoGlossaryPage *self)
{
  if (self->all_variants || self->variant == NULL || *self->variant == '\0')
    return NULL;

  return self->variant;
}

/* Rows of the results list */

static GtkWidget *
create_row_cb (gpointer item,
               gpointer user_data)
{
  TrucoGlossaryPage *self = user_data;
  TrucoTerm *term = item;
  g_autofree char *variants = NULL;
  g_autofree char *alias = NULL;
  g_autofree char *description = NULL;
  GtkWidget *row;
  GtkWidget *box;
  GtkWidget *title;
  int alias_index = -1;

  /* A term found by one of its aliases says which. */
  if (self->glossary != NULL && self->last_folded != NULL &&
      truco_glossary_match_folded (self->glossary, term, self->last_folded, &alias_index) != TRUCO_MATCH_NONE &&
      alias_index >= 0)
    /* Translators: a glossary term found by one of its other names: %1$s
     * is a language ("Polish"), %2$s the name in that language ("kwiat"). */
    alias = g_strdup_printf (_("%1$s: %2$s"),
                             truco_glossary_get_language_name (truco_term_get_alias_language (term, alias_index)),
                             truco_term_get_alias (term, alias_index));

  /* The variants tell something only when the list mixes them: filtered
   * to one variant, every row would repeat its name. */
  if (effective_variant (self) == NULL)
    variants = format_variants (term);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);

  title = gtk_label_new (truco_term_get_headword (term));
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (title, "heading");
  gtk_box_append (GTK_BOX (box), title);

  for (guint i = 0; i < 2; i++)
    {
      const char *text = i == 0 ? variants : alias;
      GtkWidget *caption;

      if (text == NULL)
        continue;

      caption = gtk_label_new (text);
      gtk_label_set_xalign (GTK_LABEL (caption), 0);
      gtk_label_set_ellipsize (GTK_LABEL (caption), PANGO_ELLIPSIZE_END);
      gtk_widget_add_css_class (caption, "caption");
      gtk_widget_add_css_class (caption, "dim-label");
      gtk_box_append (GTK_BOX (box), caption);
    }

  if (alias != NULL && variants != NULL)
    description = g_strconcat (alias, "\n", variants, NULL);
  else
    description = g_strdup (alias != NULL ? alias : variants);

  row = gtk_list_box_row_new ();
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, truco_term_get_headword (term),
                                  -1);
  if (description != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                    -1);

  return row;
}

static TrucoTerm *
term_of_row (TrucoGlossaryPage *self,
             GtkListBoxRow     *row)
{
  g_autoptr(TrucoTerm) term = NULL;
  int index = gtk_list_box_row_get_index (row);

  if (index < 0 || self->results == NULL)
    return NULL;

  term = g_list_model_get_item (self->results, index);

  /* The glossary keeps the term alive. */
  return term;
}

/* Brings the selected row into view once it has a place in the list: new
 * rows get theirs at the next layout, and none while the list is hidden. */
static gboolean
scroll_to_selected_tick_cb (GtkWidget     *widget,
                            GdkFrameClock *clock,
                            gpointer       user_data)
{
  TrucoGlossaryPage *self = user_data;
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->results_list);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->results_scroller);
  graphene_rect_t bounds;
  double value, page_size;

  if (row == NULL)
    {
      self->scroll_tick_id = 0;
      return G_SOURCE_REMOVE;
    }

  if (gtk_widget_get_height (GTK_WIDGET (row)) == 0 ||
      !gtk_widget_compute_bounds (GTK_WIDGET (row), GTK_WIDGET (self->results_list), &bounds))
    return G_SOURCE_CONTINUE;

  value = gtk_adjustment_get_value (adjustment);
  page_size = gtk_adjustment_get_page_size (adjustment);
  /* Out of view: bring it to the middle of the list. */
  if (bounds.origin.y < value || bounds.origin.y + bounds.size.height > value + page_size)
    gtk_adjustment_set_value (adjustment, bounds.origin.y - (page_size - bounds.size.height) / 2);

  self->scroll_tick_id = 0;
  return G_SOURCE_REMOVE;
}

static void
scroll_to_selected (TrucoGlossaryPage *self)
{
  if (self->scroll_tick_id == 0)
    self->scroll_tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self->results_list),
                                                         scroll_to_selected_tick_cb, self, NULL);
}

static void
select_row_of_term (TrucoGlossaryPage *self)
{
  GtkListBoxRow *row = NULL;

  if (self->results != NULL && self->term != NULL)
    for (guint i = 0; i < g_list_model_get_n_items (self->results); i++)
      {
        g_autoptr(TrucoTerm) term = g_list_model_get_item (self->results, i);

        if (term == self->term)
          {
            row = gtk_list_box_get_row_at_index (self->results_list, i);
            break;
          }
      }

  self->selecting = TRUE;
  if (row != NULL)
    gtk_list_box_select_row (self->results_list, row);
  else
    gtk_list_box_unselect_all (self->results_list);
  self->selecting = FALSE;

  if (row != NULL)
    scroll_to_selected (self);
}

/* The term page */

static void
clear_rows (AdwPreferencesGroup *group,
            GPtrArray           *rows)
{
  for (guint i = 0; i < rows->len; i++)
    adw_preferences_group_remove (group, g_ptr_array_index (rows, i));
  g_ptr_array_set_size (rows, 0);
}

/* The row that had the focus may be gone (a related term) or hidden (the
 * list, when folded).  The definition is text, not a control: the focus
 * goes to the term's row in the list beside the page, which a screen reader
 * reads with the page's name; when the list does not show the term, to its
 * first related term; when the page is in front of the list, to its Back
 * button. */
static void
focus_shown_term (TrucoGlossaryPage *self)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->results_list);

  if (adw_leaflet_get_folded (self->leaflet))
    gtk_widget_grab_focus (self->back_button);
  else if (row != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (row));
  else if (self->related_rows->len > 0)
    gtk_widget_grab_focus (g_ptr_array_index (self->related_rows, 0));
  else
    gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

static void
related_row_activated_cb (AdwActionRow      *row,
                          TrucoGlossaryPage *self)
{
  const char *id = g_object_get_data (G_OBJECT (row), "truco-term-id");

  if (truco_glossary_page_show_term (self, id))
    focus_shown_term (self);
}

/* A card the term names, drawn, with its full name below it (the card
 * widget carries the same name for screen readers). */
static GtkWidget *
create_card (const char *notation)
{
  GtkWidget *box;
  GtkWidget *card;
  GtkWidget *caption;
  TrucoCard value;

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  /* The data test parses every card of the glossary: this is only a guard. */
  if (!truco_card_parse (notation, &value, NULL))
    {
      gtk_box_append (GTK_BOX (box), gtk_label_new (notation));
      return box;
    }

  card = truco_card_widget_new (value);
  truco_card_widget_set_size (TRUCO_CARD_WIDGET (card), 72);
  gtk_widget_set_halign (card, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), card);

  caption = gtk_label_new (truco_card_get_name (value));
  gtk_label_set_wrap (GTK_LABEL (caption), TRUE);
  gtk_label_set_justify (GTK_LABEL (caption), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (caption), 10);
  gtk_widget_add_css_class (caption, "caption");
  gtk_accessible_update_state (GTK_ACCESSIBLE (caption), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_box_append (GTK_BOX (box), caption);

  return box;
}

static void
fill_term_page (TrucoGlossaryPage *self)
{
  TrucoTerm *term = self->term;
  g_autofree char *variants = NULL;
  g_autofree char *languages = NULL;
  g_autoptr(GPtrArray) alias_languages = g_ptr_array_new ();
  const char * const *cards;
  const char * const *related;
  GtkWidget *child;

  clear_rows (self->aliases_group, self->alias_rows);
  clear_rows (self->related_group, self->related_rows);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->cards_box))) != NULL)
    gtk_flow_box_remove (self->cards_box, child);

  gtk_widget_set_visible (GTK_WIDGET (self->term_scroller), term != NULL);
  if (term == NULL)
    return;

  gtk_label_set_label (self->headword_label, truco_term_get_headword (term));
  gtk_label_set_label (self->definition_label, truco_term_get_definition (term));
  /* The page is named after its term and described by the definition, the
   * text a screen reader reads when the focus enters it. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->term_pane),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, truco_term_get_headword (term),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, truco_term_get_definition (term),
                                  -1);

  variants = format_variants (term);
  adw_action_row_set_subtitle (self->variants_row, variants);
  languages = format_languages (term);
  adw_action_row_set_subtitle (self->languages_row, languages);

  /* Aliases, one row per language, languages in order of first use. */
  for (guint i = 0; i < truco_term_get_n_aliases (term); i++)
    {
      const char *language = truco_term_get_alias_language (term, i);
      gboolean seen = FALSE;

      for (guint j = 0; j < alias_languages->len && !seen; j++)
        seen = g_str_equal (g_ptr_array_index (alias_languages, j), language);
      if (!seen)
        g_ptr_array_add (alias_languages, (gpointer) language);
    }

  for (guint j = 0; j < alias_languages->len; j++)
    {
      const char *language = g_ptr_array_index (alias_languages, j);
      g_autoptr(GPtrArray) aliases = g_ptr_array_new ();
      g_autofree char *text = NULL;
      GtkWidget *row;

      for (guint i = 0; i < truco_term_get_n_aliases (term); i++)
        if (g_str_equal (truco_term_get_alias_language (term, i), language))
          g_ptr_array_add (aliases, (gpointer) truco_term_get_alias (term, i));
      g_ptr_array_add (aliases, NULL);
      text = g_strjoinv (_(", "), (char **) aliases->pdata);

      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), truco_glossary_get_language_name (language));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), text);
      /* Text to read, not a control: no Tab stop. */
      gtk_widget_set_focusable (row, FALSE);
      adw_preferences_group_add (self->aliases_group, row);
      g_ptr_array_add (self->alias_rows, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->aliases_group), alias_languages->len > 0);

  cards = truco_term_get_cards (term);
  for (guint i = 0; cards[i] != NULL; i++)
    {
      gtk_flow_box_append (self->cards_box, create_card (cards[i]));
      /* The card itself takes the focus, not the box around it. */
      gtk_widget_set_focusable (gtk_widget_get_last_child (GTK_WIDGET (self->cards_box)), FALSE);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->cards_group), cards[0] != NULL);

  related = truco_term_get_related (term);
  for (guint i = 0; related[i] != NULL; i++)
    {
      TrucoTerm *other = truco_glossary_lookup (self->glossary, related[i]);
      GtkWidget *row;
      GtkWidget *icon;

      if (other == NULL)
        continue;

      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), truco_term_get_headword (other));
      adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), truco_term_get_definition (other));
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 1);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      icon = gtk_image_new_from_icon_name ("go-next-symbolic");
      gtk_accessible_update_state (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), icon);
      g_object_set_data_full (G_OBJECT (row), "truco-term-id", g_strdup (related[i]), g_free);
      g_signal_connect_object (row, "activated", G_CALLBACK (related_row_activated_cb), self, 0);
      adw_preferences_group_add (self->related_group, row);
      g_ptr_array_add (self->related_rows, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->related_group), self->related_rows->len > 0);

  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->term_scroller), 0);
}

static void
set_term (TrucoGlossaryPage *self,
          TrucoTerm         *term)
{
  if (self->term == term)
    return;

  g_set_object (&self->term, term);
  fill_term_page (self);
  select_row_of_term (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TERM]);
}

static void
open_term_page (TrucoGlossaryPage *self)
{
  adw_leaflet_set_visible_child_name (self->leaflet, "term");

  if (adw_leaflet_get_folded (self->leaflet))
    focus_shown_term (self);
}

/* Results */

static void
update_empty_page (TrucoGlossaryPage *self)
{
  const char *variant = effective_variant (self);
  const char *query = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  g_autofree char *description = NULL;

  if (variant != NULL)
    /* Translators: %s is the name of a variant ("Argentine Truco"). */
    description = g_strdup_printf (_("No term of %s matches this search. Search all variants, or try another spelling or a word of the definition."),
                                   variant_name (variant));
  else
    description = g_strdup (_("Try another spelling, or a word of the definition."));

  adw_status_page_set_description (self->empty_page, description);
  gtk_widget_set_visible (self->search_all_button, variant != NULL);
  gtk_widget_set_visible (self->clear_search_button, *query != '\0');
}

static void
update_results (TrucoGlossaryPage *self)
{
  const char *query = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  gboolean query_changed = g_strcmp0 (query, self->last_query) != 0;
  gboolean term_found = FALSE;
  guint n_results;

  g_free (self->last_query);
  self->last_query = g_strdup (query);
  /* Folded once here, not once per row. */
  g_free (self->last_folded);
  self->last_folded = truco_glossary_fold_query (query);

  g_clear_object (&self->results);
  if (self->glossary != NULL)
    self->results = truco_glossary_search (self->glossary, query, effective_variant (self));
  else
    self->results = G_LIST_MODEL (g_list_store_new (TRUCO_TYPE_TERM));

  gtk_list_box_bind_model (self->results_list, self->results, create_row_cb, self, NULL);

  n_results = g_list_model_get_n_items (self->results);
  gtk_stack_set_visible_child_name (self->results_stack, n_results > 0 ? "results" : "empty");
  update_empty_page (self);

  for (guint i = 0; i < n_results && !term_found; i++)
    {
      g_autoptr(TrucoTerm) term = g_list_model_get_item (self->results, i);

      term_found = (term == self->term);
    }

  /* A new query shows its best match; a term that the filter hides makes
   * way for the first one. */
  if (n_results > 0 && (query_changed || !term_found))
    {
      g_autoptr(TrucoTerm) first = g_list_model_get_item (self->results, 0);

      set_term (self, first);
    }
  else
    select_row_of_term (self);
}

/* Callbacks */

static void
search_changed_cb (TrucoGlossaryPage *self)
{
  update_results (self);
}

static void
search_activate_cb (TrucoGlossaryPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  /* Type-to-search hands the entry every key typed in the list, Return
   * too: then it means the row that has the focus. */
  if (focus != NULL && GTK_IS_LIST_BOX_ROW (focus) &&
      gtk_widget_get_parent (focus) == GTK_WIDGET (self->results_list))
    {
      row_activated_cb (self, GTK_LIST_BOX_ROW (focus));
      return;
    }

  if (self->results == NULL || g_list_model_get_n_items (self->results) == 0)
    return;

  {
    g_autoptr(TrucoTerm) first = g_list_model_get_item (self->results, 0);

    set_term (self, first);
  }
  open_term_page (self);
}

static void
stop_search_cb (TrucoGlossaryPage *self)
{
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
}

static void
row_activated_cb (TrucoGlossaryPage *self,
                  GtkListBoxRow     *row)
{
  TrucoTerm *term = term_of_row (self, row);

  if (term == NULL)
    return;

  set_term (self, term);
  open_term_page (self);
}

static void
row_selected_cb (TrucoGlossaryPage *self,
                 GtkListBoxRow     *row)
{
  TrucoTerm *term;

  /* Moving through the list shows each term beside it; when folded, the
   * term page opens on activation only. */
  if (self->selecting || row == NULL || adw_leaflet_get_folded (self->leaflet))
    return;

  term = term_of_row (self, row);
  if (term != NULL)
    set_term (self, term);
}

/* Down in the search entry moves to the results, as in other GNOME lists. */
static gboolean
search_key_pressed_cb (GtkEventControllerKey *controller,
                       guint                  keyval,
                       guint                  keycode,
                       GdkModifierType        state,
                       TrucoGlossaryPage     *self)
{
  GtkListBoxRow *row;

  if ((keyval != GDK_KEY_Down && keyval != GDK_KEY_KP_Down) ||
      (state & gtk_accelerator_get_default_mod_mask ()) != 0)
    return FALSE;

  row = gtk_list_box_get_selected_row (self->results_list);
  if (row == NULL)
    row = gtk_list_box_get_row_at_index (self->results_list, 0);
  if (row == NULL)
    return FALSE;

  gtk_widget_grab_focus (GTK_WIDGET (row));
  return TRUE;
}

static void
filter_toggled_cb (TrucoGlossaryPage *self)
{
  truco_glossary_page_set_all_variants (self, gtk_toggle_button_get_active (self->all_variants_button));
}

static void
search_all_clicked_cb (TrucoGlossaryPage *self)
{
  truco_glossary_page_set_all_variants (self, TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

static void
clear_search_clicked_cb (TrucoGlossaryPage *self)
{
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

static void
back_clicked_cb (TrucoGlossaryPage *self)
{
  GtkListBoxRow *row;

  adw_leaflet_set_visible_child_name (self->leaflet, "list");

  row = gtk_list_box_get_selected_row (self->results_list);
  if (row != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (row));
  else
    gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

static void
folded_changed_cb (TrucoGlossaryPage *self)
{
  /* Unfolding shows the list and the term side by side; folding keeps
   * whichever of the two has the focus in front. */
  select_row_of_term (self);
}

static void
sync_filter_buttons (TrucoGlossaryPage *self)
{
  gboolean has_variant = self->variant != NULL && *self->variant != '\0';
  g_autofree char *tooltip = NULL;

  gtk_widget_set_sensitive (GTK_WIDGET (self->this_variant_button), has_variant);
  if (has_variant)
    {
      gtk_button_set_label (GTK_BUTTON (self->this_variant_button), variant_name (self->variant));
      /* Translators: %s is the name of a variant ("Argentine Truco"). */
      tooltip = g_strdup_printf (_("Show only the terms of %s"), variant_name (self->variant));
    }
  else
    {
      gtk_button_set_label (GTK_BUTTON (self->this_variant_button), _("This Variant"));
      tooltip = g_strdup (_("Choose a variant to show only its terms"));
    }
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->this_variant_button), tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->this_variant_button),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tooltip,
                                  -1);

  g_signal_handlers_block_by_func (self->this_variant_button, filter_toggled_cb, self);
  g_signal_handlers_block_by_func (self->all_variants_button, filter_toggled_cb, self);
  gtk_toggle_button_set_active (self->all_variants_button, self->all_variants || !has_variant);
  gtk_toggle_button_set_active (self->this_variant_button, !(self->all_variants || !has_variant));
  g_signal_handlers_unblock_by_func (self->all_variants_button, filter_toggled_cb, self);
  g_signal_handlers_unblock_by_func (self->this_variant_button, filter_toggled_cb, self);
}

static void
search_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  truco_glossary_page_focus_search (TRUCO_GLOSSARY_PAGE (widget));
}

/* GObject */

static void
truco_glossary_page_map (GtkWidget *widget)
{
  /* The application's glossary is read when the section is first shown,
   * not at startup. */
  truco_glossary_page_get_glossary (TRUCO_GLOSSARY_PAGE (widget));

  GTK_WIDGET_CLASS (truco_glossary_page_parent_class)->map (widget);
}

static void
truco_glossary_page_dispose (GObject *object)
{
  TrucoGlossaryPage *self = (TrucoGlossaryPage *) object;

  if (self->scroll_tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self->results_list), self->scroll_tick_id);
      self->scroll_tick_id = 0;
    }

  gtk_widget_dispose_template (GTK_WIDGET (self), TRUCO_TYPE_GLOSSARY_PAGE);

  g_clear_object (&self->settings);
  g_clear_object (&self->results);
  g_clear_object (&self->term);
  g_clear_object (&self->glossary);

  G_OBJECT_CLASS (truco_glossary_page_parent_class)->dispose (object);
}

static void
truco_glossary_page_finalize (GObject *object)
{
  TrucoGlossaryPage *self = (TrucoGlossaryPage *) object;

  g_free (self->variant);
  g_free (self->last_query);
  g_free (self->last_folded);
  g_ptr_array_unref (self->alias_rows);
  g_ptr_array_unref (self->related_rows);

  G_OBJECT_CLASS (truco_glossary_page_parent_class)->finalize (object);
}

static void
truco_glossary_page_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  TrucoGlossaryPage *self = TRUCO_GLOSSARY_PAGE (object);

  switch (prop_id)
    {
    case PROP_GLOSSARY:
      g_value_set_object (value, self->glossary);
      break;

    case PROP_VARIANT:
      g_value_set_string (value, self->variant);
      break;

    case PROP_ALL_VARIANTS:
      g_value_set_boolean (value, self->all_variants);
      break;

    case PROP_TERM:
      g_value_set_object (value, self->term);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
truco_glossary_page_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  TrucoGlossaryPage *self = TRUCO_GLOSSARY_PAGE (object);

  switch (prop_id)
    {
    case PROP_GLOSSARY:
      truco_glossary_page_set_glossary (self, g_value_get_object (value));
      break;

    case PROP_VARIANT:
      truco_glossary_page_set_variant (self, g_value_get_string (value));
      break;

    case PROP_ALL_VARIANTS:
      truco_glossary_page_set_all_variants (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
truco_glossary_page_class_init (TrucoGlossaryPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = truco_glossary_page_dispose;
  object_class->finalize = truco_glossary_page_finalize;
  object_class->get_property = truco_glossary_page_get_property;
  object_class->set_property = truco_glossary_page_set_property;

  widget_class->map = truco_glossary_page_map;

  properties[PROP_GLOSSARY] =
    g_param_spec_object ("glossary", NULL, NULL, TRUCO_TYPE_GLOSSARY,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_VARIANT] =
    g_param_spec_string ("variant", NULL, NULL, "",
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_ALL_VARIANTS] =
    g_param_spec_boolean ("all-variants", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_TERM] =
    g_param_spec_object ("term", NULL, NULL, TRUCO_TYPE_TERM,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/truco-glossary-page.ui");
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

  gtk_widget_class_bind_template_child (widget_class, TrucoGlossaryPage, leaflet);
  gtk_widget_class_bind_template_child (widget_class, TrucoGlossaryPage, sidebar);
  gtk_widget_class_bind_template_child (widget_class, TrucoGlossaryPage, search_entry);
  gtk_widget_class_bind_template_child (widget_class, TrucoGlossaryPage, this_variant_button);
  gtk_widget_class_bind_template_child (widget_class, TrucoGlossaryPage, all_variants_button);
  gtk_widget_class_bind_template_child (widget_class, TrucoGlossaryPage, results_stack);
  gtk_widget_class_bind_template_child (widget_class, TrucoGlossaryPage, results_list);
  gtk_widget_class_bind_template_child (widget_class, TrucoGlossaryPage, results_scroller);
  gtk_widget_class_bind_template_child (widget_class, TrucoGlossaryPage, empty_page);
  gtk_widget_class_bind_template_child (widget_class, TrucoGlossaryPage, search_all_button);
  gtk_widget_class_bind_template_child (widget_class, TrucoGlossaryPage, clear_search_button);
  gtk_widget_class_bind_template_child (widget_class, TrucoGlossaryPage, back_button);
  gtk_widget_class_bind_template_child (widget_class, TrucoGlossaryPage, term_pane);
  gtk_widget_class_bind_template_child (widget_class, TrucoGlossaryPage, term_scroller);
  gtk_widget_class_bind_template_child (widget_class, TrucoGlossaryPage, headword_label);
  gtk_widget_class_bind_template_child (widget_class, TrucoGlossaryPage, definition_label);
  gtk_widget_class_bind_template_child (widget_class, TrucoGlossaryPage, variants_row);
  gtk_widget_class_bind_template_child (widget_class, TrucoGlossaryPage, languages_row);
  gtk_widget_class_bind_template_child (widget_class, TrucoGlossaryPage, aliases_group);
  gtk_widget_class_bind_template_child (widget_class, TrucoGlossaryPage, cards_group);
  gtk_widget_class_bind_template_child (widget_class, TrucoGlossaryPage, cards_box);
  gtk_widget_class_bind_template_child (widget_class, TrucoGlossaryPage, related_group);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, stop_search_cb);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, row_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, filter_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_all_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, clear_search_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, back_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, folded_changed_cb);

  gtk_widget_class_install_action (widget_class, "glossary.search", NULL, search_action);
}

static void
truco_glossary_page_init (TrucoGlossaryPage *self)
{
  GtkEventController *shortcuts;
  GtkEventController *key;
  GSettingsSchema *schema;

  self->variant = g_strdup ("");
  self->alias_rows = g_ptr_array_new ();
  self->related_rows = g_ptr_array_new ();

  gtk_widget_init_template (GTK_WIDGET (self));

  /* The untitled group's list would have no accessible name. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_parent (GTK_WIDGET (self->variants_row))),
                                  /* Translators: accessible name of the list, on a glossary term's
                                   * page, that says in which variants the term is used. */
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, C_("glossary list", "Variants of the term"),
                                  -1);

  /* Ctrl+F searches whenever the Glossary is on screen, wherever the focus
   * is in the window, before the focused widget sees the key. */
  shortcuts = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (shortcuts), GTK_SHORTCUT_SCOPE_MANAGED);
  gtk_event_controller_set_propagation_phase (shortcuts, GTK_PHASE_CAPTURE);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_f, GDK_CONTROL_MASK),
                                                          gtk_named_action_new ("glossary.search")));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);

  key = gtk_event_controller_key_new ();
  g_signal_connect_object (key, "key-pressed", G_CALLBACK (search_key_pressed_cb), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self->search_entry), key);

  /* Typing in the list searches. */
  gtk_search_entry_set_key_capture_widget (self->search_entry, self->sidebar);

  schema = g_settings_schema_source_lookup (g_settings_schema_source_get_default (), APPLICATION_ID, TRUE);
  if (schema != NULL)
    {
      /* The id as the settings wrapper validated it: one the engine does
       * not know reads as the default variant's. */
      self->settings = truco_settings_new (NULL);
      g_object_bind_property (self->settings, "variant-id", self, "variant", G_BINDING_SYNC_CREATE);
      g_settings_schema_unref (schema);
    }

  /* Search cuts a query to this length anyway; a pasted megabyte would
   * only make the entry crawl. */
  gtk_text_set_max_length (GTK_TEXT (gtk_editable_get_delegate (GTK_EDITABLE (self->search_entry))),
                           TRUCO_GLOSSARY_QUERY_MAX_CHARS);

  sync_filter_buttons (self);
  fill_term_page (self);
}

/**
 * truco_glossary_page_new:
 *
 * Returns: (transfer floating): a new Glossary section on the application's
 *   glossary
 */
GtkWidget *
truco_glossary_page_new (void)
{
  return g_object_new (TRUCO_TYPE_GLOSSARY_PAGE, NULL);
}

/**
 * truco_glossary_page_get_glossary:
 *
 * Returns: (transfer none): the glossary shown, by default the
 *   application's (truco_glossary_get_default())
 */
TrucoGlossary *
truco_glossary_page_get_glossary (TrucoGlossaryPage *self)
{
  g_return_val_if_fail (TRUCO_IS_GLOSSARY_PAGE (self), NULL);

  if (self->glossary == NULL)
    truco_glossary_page_set_glossary (self, truco_glossary_get_default ());

  return self->glossary;
}

void
truco_glossary_page_set_glossary (TrucoGlossaryPage *self,
                                  TrucoGlossary     *glossary)
{
  g_return_if_fail (TRUCO_IS_GLOSSARY_PAGE (self));
  g_return_if_fail (glossary == NULL || TRUCO_IS_GLOSSARY (glossary));

  if (!g_set_object (&self->glossary, glossary))
    return;

  g_clear_object (&self->term);
  update_results (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GLOSSARY]);
}

const char *
truco_glossary_page_get_variant (TrucoGlossaryPage *self)
{
  g_return_val_if_fail (TRUCO_IS_GLOSSARY_PAGE (self), NULL);

  return self->variant;
}

/**
 * truco_glossary_page_set_variant:
 * @variant: (nullable): the learner's variant id, "" or %NULL for none
 *
 * Sets the variant that "this variant" filters on (bound to the "variant"
 * setting).  A new variant turns the filter on, unless the term on show
 * is not one of its terms.
 */
void
truco_glossary_page_set_variant (TrucoGlossaryPage *self,
                                 const char        *variant)
{
  g_return_if_fail (TRUCO_IS_GLOSSARY_PAGE (self));

  if (variant == NULL)
    variant = "";
  if (g_strcmp0 (self->variant, variant) == 0)
    return;

  g_free (self->variant);
  self->variant = g_strdup (variant);

  /* A term on show that the new variant does not use (opened from the
   * overview before the first-run choice, say) keeps every variant listed. */
  if (self->all_variants && *variant != '\0' &&
      (self->term == NULL || truco_term_has_variant (self->term, variant)))
    {
      self->all_variants = FALSE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ALL_VARIANTS]);
    }

  sync_filter_buttons (self);
  if (self->glossary != NULL)
    update_results (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VARIANT]);
}

gboolean
truco_glossary_page_get_all_variants (TrucoGlossaryPage *self)
{
  g_return_val_if_fail (TRUCO_IS_GLOSSARY_PAGE (self), FALSE);

  return self->all_variants;
}

/**
 * truco_glossary_page_set_all_variants:
 * @all_variants: whether to show the terms of every variant rather than
 *   only those of the learner's variant
 */
void
truco_glossary_page_set_all_variants (TrucoGlossaryPage *self,
                                      gboolean           all_variants)
{
  g_return_if_fail (TRUCO_IS_GLOSSARY_PAGE (self));

  all_variants = !!all_variants;
  if (self->all_variants == all_variants)
    return;

  self->all_variants = all_variants;
  sync_filter_buttons (self);
  if (self->glossary != NULL)
    update_results (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ALL_VARIANTS]);
}

/**
 * truco_glossary_page_get_results:
 *
 * Returns: (transfer none): the terms listed, best match first
 */
GListModel *
truco_glossary_page_get_results (TrucoGlossaryPage *self)
{
  g_return_val_if_fail (TRUCO_IS_GLOSSARY_PAGE (self), NULL);

  truco_glossary_page_get_glossary (self);

  return self->results;
}

/**
 * truco_glossary_page_get_term:
 *
 * Returns: (transfer none) (nullable): the term on the term page
 */
TrucoTerm *
truco_glossary_page_get_term (TrucoGlossaryPage *self)
{
  g_return_val_if_fail (TRUCO_IS_GLOSSARY_PAGE (self), NULL);

  return self->term;
}

/**
 * truco_glossary_page_show_term:
 * @id: a term id
 *
 * Shows the page of the term @id (in front of the list when folded).  A
 * term that the variant filter hides turns the filter to all variants.
 *
 * Returns: whether the glossary has that term
 */
gboolean
truco_glossary_page_show_term (TrucoGlossaryPage *self,
                               const char        *id)
{
  TrucoTerm *term;

  g_return_val_if_fail (TRUCO_IS_GLOSSARY_PAGE (self), FALSE);

  term = truco_glossary_lookup (truco_glossary_page_get_glossary (self), id);
  if (term == NULL)
    return FALSE;

  if (!truco_term_has_variant (term, effective_variant (self)))
    truco_glossary_page_set_all_variants (self, TRUE);

  set_term (self, term);
  adw_leaflet_set_visible_child_name (self->leaflet, "term");

  return TRUE;
}

/**
 * truco_glossary_page_search:
 * @query: what to search
 *
 * Puts @query in the search entry, shows its results and its best match.
 */
void
truco_glossary_page_search (TrucoGlossaryPage *self,
                            const char        *query)
{
  g_return_if_fail (TRUCO_IS_GLOSSARY_PAGE (self));

  truco_glossary_page_get_glossary (self);
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), query != NULL ? query : "");
  /* Now, not after the entry's search delay. */
  update_results (self);
  adw_leaflet_set_visible_child_name (self->leaflet, "list");
}

/**
 * truco_glossary_page_focus_search:
 *
 * Moves the focus to the search entry (Ctrl+F), showing the list when the
 * page is folded.
 */
void
truco_glossary_page_focus_search (TrucoGlossaryPage *self)
{
  g_return_if_fail (TRUCO_IS_GLOSSARY_PAGE (self));

  adw_leaflet_set_visible_child_name (self->leaflet, "list");
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
  gtk_editable_select_region (GTK_EDITABLE (self->search_entry), 0, -1);
}
