/* truco-variant-page.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "truco-card-widget.h"
#include "truco-variant-page.h"

/* The "Variants" section: the fact sheet of the chosen variant under its
 * house rules.  Every title and every value comes from the engine
 * (truco_fact_get_title, truco_variant_describe). */

struct _TrucoVariantPage
{
  AdwBin         parent_instance;

  TrucoSettings *settings;

  GtkLabel      *name_label;
  GtkLabel      *summary_label;
  GtkListBox    *facts;
  GtkLabel      *value_labels[TRUCO_N_FACTS];
  GtkFlowBox    *top_cards;
};

G_DEFINE_FINAL_TYPE (TrucoVariantPage, truco_variant_page, ADW_TYPE_BIN)

/* Draws the cards the top-cards fact names (the engine's top cards of this
 * rule set). */
static void
truco_variant_page_update_cards (TrucoVariantPage *self,
                                 const TrucoRules *rules)
{
  GtkWidget *child;
  const TrucoCard *top;
  guint n_top;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->top_cards))) != NULL)
    gtk_flow_box_remove (self->top_cards, child);

  top = truco_rules_get_top_cards (rules, &n_top);
  for (guint i = 0; i < n_top; i++)
    {
      /* An illustration: the text beside it names the card. */
      GtkWidget *card = g_object_new (TRUCO_TYPE_CARD_WIDGET,
                                      "card", top[i],
                                      "size", TRUCO_CARD_WIDGET_MIN_SIZE,
                                      "accessible-role", GTK_ACCESSIBLE_ROLE_IMG,
                                      "focusable", FALSE,
                                      NULL);

      gtk_flow_box_append (self->top_cards, card);
      gtk_widget_set_focusable (gtk_widget_get_parent (card), FALSE);
    }
}

static void
truco_variant_page_update (TrucoVariantPage *self)
{
  const TrucoVariant *variant;
  g_autoptr(TrucoRules) rules = NULL;
  guint fact;

  if (self->settings == NULL)
    return;

  variant = truco_settings_get_variant (self->settings);
  rules = truco_settings_get_rules (self->settings, variant);

  gtk_label_set_label (self->name_label, truco_variant_get_name (variant));
  gtk_label_set_label (self->summary_label, truco_variant_get_summary (variant));

  for (fact = 0; fact < TRUCO_N_FACTS; fact++)
    {
      g_autofree char *text = truco_variant_describe (variant, rules, fact);

      gtk_label_set_label (self->value_labels[fact], text);
    }

  truco_variant_page_update_cards (self, rules);
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
  guint fact;

  gtk_widget_init_template (GTK_WIDGET (self));

  for (fact = 0; fact < TRUCO_N_FACTS; fact++)
    {
      GtkWidget *row = gtk_list_box_row_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
      GtkWidget *title = g_object_new (GTK_TYPE_LABEL,
                                       "label", truco_fact_get_title (fact),
                                       "accessible-role", GTK_ACCESSIBLE_ROLE_HEADING,
                                       NULL);
      GtkWidget *value = gtk_label_new (NULL);

      gtk_widget_add_css_class (title, "heading");
      gtk_label_set_xalign (GTK_LABEL (title), 0.0);
      gtk_label_set_wrap (GTK_LABEL (title), TRUE);

      gtk_label_set_xalign (GTK_LABEL (value), 0.0);
      gtk_label_set_wrap (GTK_LABEL (value), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (value), PANGO_WRAP_WORD_CHAR);

      gtk_widget_set_margin_top (box, 12);
      gtk_widget_set_margin_bottom (box, 12);
      gtk_widget_set_margin_start (box, 12);
      gtk_widget_set_margin_end (box, 12);
      gtk_box_append (GTK_BOX (box), title);
      if (fact == TRUCO_FACT_TOP_CARDS)
        {
          GtkWidget *cards = gtk_flow_box_new ();

          gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (cards), GTK_SELECTION_NONE);
          gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (cards), TRUE);
          gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (cards), 12);
          gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (cards), 6);
          gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (cards), 6);
          /* The cards are pictures, named in the text below them: keep the
           * focus out, or the flow box, finding nothing focusable inside,
           * holds Tab at this row. */
          gtk_widget_set_focusable (cards, FALSE);
          gtk_widget_set_can_focus (cards, FALSE);
          gtk_widget_set_halign (cards, GTK_ALIGN_START);
          gtk_widget_set_margin_top (cards, 6);
          gtk_widget_set_margin_bottom (cards, 6);
          gtk_box_append (GTK_BOX (box), cards);
          self->top_cards = GTK_FLOW_BOX (cards);
        }
      gtk_box_append (GTK_BOX (box), value);

      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (row),
                                      GTK_ACCESSIBLE_RELATION_LABELLED_BY, title, NULL,
                                      GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, value, NULL,
                                      -1);
      gtk_list_box_append (self->facts, row);

      self->value_labels[fact] = GTK_LABEL (value);
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
 * Gives the keyboard focus to the first row.  (Not a grab_focus override:
 * GTK grabs a focusable container on Shift+Tab out of its children, and the
 * override would send the focus back to the first row, trapping it.)
 */
void
truco_variant_page_focus_first (TrucoVariantPage *self)
{
  GtkListBoxRow *first;

  g_return_if_fail (TRUCO_IS_VARIANT_PAGE (self));

  first = gtk_list_box_get_row_at_index (self->facts, 0);
  if (first != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (first));
}
