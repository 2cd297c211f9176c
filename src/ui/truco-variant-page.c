/* truco-variant-page.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "truco-card-widget.h"
#include "truco-facts.h"
#include "truco-ranking-ladder.h"
#include "truco-term-links.h"
#include "truco-variant-page.h"

/* The "Variants" section: the fact sheet of the chosen variant under its
 * house rules.  Every title and every value comes from the engine
 * (truco_fact_get_title, truco_variant_describe and the parts of
 * truco-facts.h); this file only lays them out:
 *   - the player counts as lines, the chosen one marked with a check;
 *   - the top cards drawn, tied cards side by side under one place, and
 *     the whole ranking one click away (TrucoRankingLadder);
 *   - each betting ladder as a table: call, worth if accepted, worth if
 *     refused, who may call it;
 *   - under each fact, links to the glossary entries of its newcomer's
 *     words; the calls of the tables are links themselves.
 * The rows only show: they are no Tab stops; the links and buttons are. */

/* The width of the top cards: the full art shows from 72 px. */
#define TOP_CARD_SIZE 72

struct _TrucoVariantPage
{
  AdwBin             parent_instance;

  TrucoSettings     *settings;
  char              *variant_id;   /* the variant shown, to scroll up on a change */

  GtkScrolledWindow *scrolled;
  GtkLabel          *name_label;
  GtkLabel          *summary_label;
  GtkListBox        *facts;
  GtkWidget         *fact_boxes[TRUCO_N_FACTS];
};

G_DEFINE_FINAL_TYPE (TrucoVariantPage, truco_variant_page, ADW_TYPE_BIN)

/* A wrapping label of engine text: read, not focused. */
static GtkWidget *
create_text (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);

  return label;
}

/* Under a fact, links to the glossary entries of its newcomer's words. */
static void
append_links (GtkWidget  *box,
              const char *text)
{
  GtkWidget *links = truco_term_links_new_box (text);

  if (links != NULL)
    gtk_box_append (GTK_BOX (box), links);
}

static void
clear_box (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    gtk_box_remove (GTK_BOX (box), child);
}

/* One line per player count the house rules allow; the chosen one with a
 * check, and "chosen" in its accessible description. */
static void
fill_players (GtkWidget        *box,
              const TrucoRules *rules)
{
  const TrucoVariant *variant = truco_rules_get_variant (rules);
  const TrucoOption *option = truco_variant_find_option (variant, TRUCO_OPTION_PLAYERS);
  const char *current = truco_rules_get (rules, TRUCO_OPTION_PLAYERS);
  guint n = option != NULL ? truco_option_get_n_choices (option) : 1;
  g_autoptr(GString) all = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *only = NULL;
      const char *value;
      gboolean chosen;
      GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");
      GtkWidget *label;

      if (option != NULL)
        value = truco_option_get_choice (option, i);
      else
        {
          guint n_counts;
          const guint *counts = truco_variant_get_player_counts (variant, &n_counts);

          value = only = g_strdup_printf ("%u", counts[0]);
        }
      chosen = option == NULL || g_strcmp0 (value, current) == 0;

      label = create_text (truco_variant_describe_player_count (variant, value));
      gtk_widget_set_hexpand (label, TRUE);
      g_string_append_printf (all, "%s\n", truco_variant_describe_player_count (variant, value));

      /* The check keeps its room on every line, so that the lines align. */
      gtk_widget_set_opacity (check, chosen && option != NULL ? 1.0 : 0.0);
      gtk_widget_set_valign (check, GTK_ALIGN_START);
      gtk_accessible_update_property (GTK_ACCESSIBLE (check),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _("Chosen"),
                                      -1);
      if (!(chosen && option != NULL))
        gtk_accessible_update_state (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      else
        {
          gtk_widget_add_css_class (label, "heading");
          gtk_accessible_update_property (GTK_ACCESSIBLE (label),
                                          /* Translators: said by a screen reader after the player count chosen in the house rules */
                                          GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, _("Chosen in the house rules"),
                                          -1);
        }

      gtk_box_append (GTK_BOX (line), check);
      gtk_box_append (GTK_BOX (line), label);
      gtk_box_append (GTK_BOX (box), line);
    }
  append_links (box, all->str);
}

static void
show_ranking_cb (GtkButton        *button,
                 TrucoVariantPage *self)
{
  const TrucoVariant *variant;
  g_autoptr(TrucoRules) rules = NULL;

  if (self->settings == NULL)
    return;

  variant = truco_settings_get_variant (self->settings);
  rules = truco_settings_get_rules (self->settings, variant);
  truco_ranking_ladder_show_window (GTK_WIDGET (self), rules);
}

/* The top cards, each class in a group (tied cards side by side under one
 * place), then the engine's text, then the way to the whole ranking. */
static void
fill_top_cards (TrucoVariantPage *self,
                GtkWidget        *box,
                const TrucoRules *rules)
{
  GtkWidget *cards = gtk_flow_box_new ();
  GtkWidget *button;
  guint n_top, last_class = 0;
  const TrucoCard *top = truco_rules_get_top_cards (rules, &n_top);
  g_autofree char *text = NULL;

  if (n_top > 0)
    last_class = truco_rules_get_card_class (rules, top[n_top - 1]);

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (cards), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (cards), 4);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (cards), 18);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (cards), 12);
  /* Pictures, named in the text below them: keep the focus out, or the
   * flow box, finding nothing focusable inside, holds Tab here. */
  gtk_widget_set_focusable (cards, FALSE);
  gtk_widget_set_can_focus (cards, FALSE);
  gtk_widget_set_can_target (cards, FALSE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (cards), 1);
  gtk_widget_set_hexpand (cards, TRUE);

  for (guint klass = 1; klass <= last_class; klass++)
    {
      guint n_cards;
      const TrucoCard *class_cards = truco_rules_get_class_cards (rules, klass, &n_cards);
      GtkWidget *group = gtk_box_new (GTK_ORIENTATION_VERTICAL, 3);
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3);
      g_autofree char *place = truco_ranking_ladder_format_place (klass);
      g_autofree char *caption_text = n_cards > 1
        /* Translators: under a group of cards that share a place of the ranking ("1st, tie") */
        ? g_strdup_printf (_("%s, tie"), place)
        : g_strdup (place);
      GtkWidget *caption = gtk_label_new (caption_text);

      for (guint i = 0; i < n_cards; i++)
        gtk_box_append (GTK_BOX (row),
                        g_object_new (TRUCO_TYPE_CARD_WIDGET,
                                      "card", (guint) class_cards[i],
                                      "size", TOP_CARD_SIZE,
                                      "accessible-role", GTK_ACCESSIBLE_ROLE_IMG,
                                      "focusable", FALSE,
                                      NULL));
      gtk_widget_add_css_class (caption, "caption");
      gtk_widget_add_css_class (caption, "dim-label");
      gtk_label_set_xalign (GTK_LABEL (caption), 0.0);
      gtk_widget_set_halign (group, GTK_ALIGN_START);
      gtk_box_append (GTK_BOX (group), row);
      gtk_box_append (GTK_BOX (group), caption);
      gtk_flow_box_append (GTK_FLOW_BOX (cards), group);
      gtk_widget_set_focusable (gtk_widget_get_parent (group), FALSE);
    }
  gtk_box_append (GTK_BOX (box), cards);

  text = truco_variant_describe (truco_rules_get_variant (rules), rules, TRUCO_FACT_TOP_CARDS);
  gtk_box_append (GTK_BOX (box), create_text (text));
  append_links (box, text);

  button = gtk_button_new_with_mnemonic (_("See the _Whole Ranking"));
  gtk_widget_set_tooltip_text (button, _("Every card of the deck, from the highest to the lowest"));
  gtk_widget_set_halign (button, GTK_ALIGN_START);
  gtk_widget_set_margin_top (button, 6);
  g_signal_connect_object (button, "clicked", G_CALLBACK (show_ranking_cb), self, 0);
  gtk_box_append (GTK_BOX (box), button);
}

static GtkWidget *
create_cell (const char        *text,
             GtkAccessibleRole  role,
             gboolean           header)
{
  GtkWidget *label = g_object_new (GTK_TYPE_LABEL,
                                   "accessible-role", role,
                                   NULL);

  gtk_label_set_text (GTK_LABEL (label), text);
  if (header)
    {
      gtk_widget_add_css_class (label, "caption-heading");
      gtk_widget_add_css_class (label, "dim-label");
    }
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_yalign (GTK_LABEL (label), 0.0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_width_chars (GTK_LABEL (label), 6);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 24);

  return label;
}

/* The call: a link to its glossary entry when it has one. */
static GtkWidget *
create_call_cell (const char *call)
{
  g_autofree char *id = truco_term_links_find_term (call);
  GtkWidget *link;

  if (id == NULL)
    return create_cell (call, GTK_ACCESSIBLE_ROLE_ROW_HEADER, FALSE);

  link = truco_term_links_new_button (id);
  /* As players say it, whatever the glossary's headword. */
  gtk_button_set_label (GTK_BUTTON (link), call);
  gtk_widget_set_halign (link, GTK_ALIGN_START);
  gtk_widget_set_valign (link, GTK_ALIGN_START);
  return link;
}

/* Each ladder: its title, a table of its calls, its notes. */
static void
fill_ladders (GtkWidget        *box,
              const TrucoRules *rules)
{
  guint n_ladders;
  const TrucoLadder *ladders = truco_rules_get_ladders (rules, &n_ladders);
  const char *headers[] = {
    /* Translators: column of the table of a betting ladder: the call as players say it */
    C_("ladder column", "Call"),
    /* Translators: column of the table of a betting ladder: what the call is worth when the other side accepts it */
    C_("ladder column", "If accepted"),
    /* Translators: column of the table of a betting ladder: what the caller scores when the other side refuses */
    C_("ladder column", "If refused"),
    /* Translators: column of the table of a betting ladder: who may make the call */
    C_("ladder column", "Who may call it"),
  };

  for (guint l = 0; l < n_ladders; l++)
    {
      const TrucoLadder *ladder = &ladders[l];
      g_autofree char *notes = truco_ladder_describe_notes (rules, ladder);
      GtkWidget *title = g_object_new (GTK_TYPE_LABEL,
                                       "label", truco_ladder_get_title (ladder),
                                       "accessible-role", GTK_ACCESSIBLE_ROLE_HEADING,
                                       "xalign", 0.0f,
                                       NULL);
      GtkWidget *grid = g_object_new (GTK_TYPE_GRID,
                                      "accessible-role", GTK_ACCESSIBLE_ROLE_TABLE,
                                      "row-spacing", 6,
                                      "column-spacing", 12,
                                      NULL);

      gtk_widget_add_css_class (title, "heading");
      gtk_widget_set_margin_top (title, l > 0 ? 12 : 0);
      gtk_accessible_update_property (GTK_ACCESSIBLE (title), GTK_ACCESSIBLE_PROPERTY_LEVEL, 3, -1);
      gtk_box_append (GTK_BOX (box), title);

      gtk_accessible_update_property (GTK_ACCESSIBLE (grid),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, truco_ladder_get_title (ladder),
                                      -1);
      for (guint c = 0; c < G_N_ELEMENTS (headers); c++)
        gtk_grid_attach (GTK_GRID (grid), create_cell (headers[c], GTK_ACCESSIBLE_ROLE_COLUMN_HEADER, TRUE), c, 0, 1, 1);

      for (guint i = 0; i < ladder->n_steps; i++)
        {
          g_autofree char *accepted = truco_ladder_describe_accepted (ladder, i);
          g_autofree char *refused = truco_ladder_describe_refused (ladder, i);
          g_autofree char *caller = truco_ladder_describe_caller (ladder, i);

          gtk_grid_attach (GTK_GRID (grid), create_call_cell (ladder->steps[i].call), 0, i + 1, 1, 1);
          gtk_grid_attach (GTK_GRID (grid), create_cell (accepted, GTK_ACCESSIBLE_ROLE_CELL, FALSE), 1, i + 1, 1, 1);
          gtk_grid_attach (GTK_GRID (grid),
                           /* Translators: in the "If refused" column: the call cannot be refused (a flor) */
                           create_cell (refused != NULL ? refused : _("Cannot be refused"),
                                        GTK_ACCESSIBLE_ROLE_CELL, FALSE),
                           2, i + 1, 1, 1);
          gtk_grid_attach (GTK_GRID (grid), create_cell (caller, GTK_ACCESSIBLE_ROLE_CELL, FALSE), 3, i + 1, 1, 1);
        }
      gtk_box_append (GTK_BOX (box), grid);

      if (notes[0] != '\0')
        {
          GtkWidget *label = create_text (notes);

          gtk_widget_add_css_class (label, "dim-label");
          gtk_box_append (GTK_BOX (box), label);
          append_links (box, notes);
        }
    }
}

static void
truco_variant_page_update (TrucoVariantPage *self)
{
  const TrucoVariant *variant;
  g_autoptr(TrucoRules) rules = NULL;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  int focus_fact = -1;

  if (self->settings == NULL)
    return;

  /* The facts are rebuilt: a link or button that has the focus goes away.
   * Take the focus off it first (GTK 4.8 keeps a dangling focus widget
   * otherwise), and give it back to the same fact afterwards. */
  for (guint fact = 0; fact < TRUCO_N_FACTS && focus != NULL; fact++)
    if (focus == self->fact_boxes[fact] || gtk_widget_is_ancestor (focus, self->fact_boxes[fact]))
      focus_fact = fact;
  if (focus_fact >= 0)
    gtk_root_set_focus (root, NULL);

  variant = truco_settings_get_variant (self->settings);
  rules = truco_settings_get_rules (self->settings, variant);

  gtk_label_set_label (self->name_label, truco_variant_get_name (variant));
  gtk_label_set_label (self->summary_label, truco_variant_get_summary (variant));

  for (guint fact = 0; fact < TRUCO_N_FACTS; fact++)
    {
      GtkWidget *box = self->fact_boxes[fact];

      clear_box (box);
      switch (fact)
        {
        case TRUCO_FACT_PLAYERS:
          fill_players (box, rules);
          break;
        case TRUCO_FACT_TOP_CARDS:
          fill_top_cards (self, box, rules);
          break;
        case TRUCO_FACT_LADDERS:
          fill_ladders (box, rules);
          break;
        default:
          {
            g_autofree char *text = truco_variant_describe (variant, rules, fact);

            gtk_box_append (GTK_BOX (box), create_text (text));
            append_links (box, text);
          }
          break;
        }
    }

  if (focus_fact >= 0 && !gtk_widget_child_focus (self->fact_boxes[focus_fact], GTK_DIR_TAB_FORWARD))
    gtk_widget_child_focus (GTK_WIDGET (self->facts), GTK_DIR_TAB_FORWARD);

  /* Another variant is another page: start reading it from the top. */
  if (g_strcmp0 (self->variant_id, truco_variant_get_id (variant)) != 0)
    {
      g_free (self->variant_id);
      self->variant_id = g_strdup (truco_variant_get_id (variant));
      gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scrolled), 0);
    }
}

static void
truco_variant_page_rules_changed_cb (TrucoVariantPage *self,
                                     const char       *variant_id,
                                     TrucoSettings    *settings)
{
  if (g_strcmp0 (variant_id, truco_variant_get_id (truco_settings_get_variant (settings))) == 0)
    truco_variant_page_update (self);
}

static void
truco_variant_page_dispose (GObject *object)
{
  TrucoVariantPage *self = TRUCO_VARIANT_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TRUCO_TYPE_VARIANT_PAGE);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->variant_id, g_free);

  G_OBJECT_CLASS (truco_variant_page_parent_class)->dispose (object);
}

static void
truco_variant_page_class_init (TrucoVariantPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = truco_variant_page_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/truco-variant-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TrucoVariantPage, name_label);
  gtk_widget_class_bind_template_child (widget_class, TrucoVariantPage, summary_label);
  gtk_widget_class_bind_template_child (widget_class, TrucoVariantPage, facts);
}

static void
truco_variant_page_init (TrucoVariantPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Not a template child: AdwBin unparents its child itself. */
  self->scrolled = GTK_SCROLLED_WINDOW (adw_bin_get_child (ADW_BIN (self)));

  for (guint fact = 0; fact < TRUCO_N_FACTS; fact++)
    {
      GtkWidget *row = gtk_list_box_row_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
      GtkWidget *title = g_object_new (GTK_TYPE_LABEL,
                                       "label", truco_fact_get_title (fact),
                                       "accessible-role", GTK_ACCESSIBLE_ROLE_HEADING,
                                       NULL);
      GtkWidget *value = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

      gtk_widget_add_css_class (title, "heading");
      gtk_label_set_xalign (GTK_LABEL (title), 0.0);
      gtk_label_set_wrap (GTK_LABEL (title), TRUE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (title), GTK_ACCESSIBLE_PROPERTY_LEVEL, 2, -1);

      gtk_widget_set_margin_top (box, 12);
      gtk_widget_set_margin_bottom (box, 12);
      gtk_widget_set_margin_start (box, 12);
      gtk_widget_set_margin_end (box, 12);
      gtk_box_append (GTK_BOX (box), title);
      gtk_box_append (GTK_BOX (box), value);

      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
      /* The row shows; it does nothing: no Tab stop, no hover. */
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
      gtk_widget_set_focusable (row, FALSE);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (row),
                                      GTK_ACCESSIBLE_RELATION_LABELLED_BY, title, NULL,
                                      -1);
      gtk_list_box_append (self->facts, row);

      self->fact_boxes[fact] = value;
    }
}

GtkWidget *
truco_variant_page_new (void)
{
  return g_object_new (TRUCO_TYPE_VARIANT_PAGE, NULL);
}

/**
 * truco_variant_page_set_settings:
 * @settings: the settings whose variant and house rules the page shows
 */
void
truco_variant_page_set_settings (TrucoVariantPage *self,
                                 TrucoSettings    *settings)
{
  g_return_if_fail (TRUCO_IS_VARIANT_PAGE (self));
  g_return_if_fail (TRUCO_IS_SETTINGS (settings));
  g_return_if_fail (self->settings == NULL);

  self->settings = g_object_ref (settings);
  g_signal_connect_object (settings, "notify::variant-id",
                           G_CALLBACK (truco_variant_page_update), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (settings, "rules-changed",
                           G_CALLBACK (truco_variant_page_rules_changed_cb), self,
                           G_CONNECT_SWAPPED);
  truco_variant_page_update (self);
}

/**
 * truco_variant_page_focus_first:
 * @self: a #TrucoVariantPage
 *
 * Scrolls to the top and gives the keyboard focus to the first control of
 * the page (a link or a button: the rows take no focus).  (Not a
 * grab_focus override: GTK grabs a focusable container on Shift+Tab out of
 * its children, and the override would send the focus back, trapping it.)
 */
void
truco_variant_page_focus_first (TrucoVariantPage *self)
{
  g_return_if_fail (TRUCO_IS_VARIANT_PAGE (self));

  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scrolled), 0);
  gtk_widget_child_focus (GTK_WIDGET (self->facts), GTK_DIR_TAB_FORWARD);
}

/**
 * truco_variant_page_get_scrolled_window:
 *
 * Returns: (transfer none): the scrolled window of the page (for tests)
 */
GtkScrolledWindow *
truco_variant_page_get_scrolled_window (TrucoVariantPage *self)
{
  g_return_val_if_fail (TRUCO_IS_VARIANT_PAGE (self), NULL);

  return self->scrolled;
}
