/* truco-comparison.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "truco-comparison.h"

/* The five variants side by side: one block per fact, in it one cell per
 * variant.  The cells flow: five in a row on a wide window (a table whose
 * rows are the facts), one under the other on a phone.  Each variant is
 * described under the house rules stored for it. */

struct _TrucoComparison
{
  AdwBin         parent_instance;

  TrucoSettings *settings;

  GtkBox        *facts;
  GPtrArray     *value_labels;   /* fact × variant, row-major */
};

G_DEFINE_FINAL_TYPE (TrucoComparison, truco_comparison, ADW_TYPE_BIN)

static void
truco_comparison_update (TrucoComparison *self)
{
  guint n_variants = truco_variant_get_count ();
  guint v;

  if (self->settings == NULL)
    return;

  for (v = 0; v < n_variants; v++)
    {
      const TrucoVariant *variant = truco_variant_get_nth (v);
      g_autoptr(TrucoRules) rules = truco_settings_get_rules (self->settings, variant);
      guint fact;

      for (fact = 0; fact < TRUCO_N_FACTS; fact++)
        {
          g_autofree char *text = truco_variant_describe (variant, rules, fact);
          GtkLabel *label = g_ptr_array_index (self->value_labels, fact * n_variants + v);

          gtk_label_set_label (label, text);
        }
    }
}

static GtkWidget *
truco_comparison_create_cell (TrucoComparison    *self,
                              const TrucoVariant *variant)
{
  GtkWidget *child = gtk_flow_box_child_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *name = gtk_label_new (truco_variant_get_name (variant));
  GtkWidget *value = gtk_label_new (NULL);

  gtk_widget_add_css_class (box, "card");

  gtk_widget_add_css_class (name, "heading");
  gtk_label_set_xalign (GTK_LABEL (name), 0.0);
  gtk_label_set_wrap (GTK_LABEL (name), TRUE);
  gtk_widget_set_margin_top (name, 12);
  gtk_widget_set_margin_start (name, 12);
  gtk_widget_set_margin_end (name, 12);

  gtk_label_set_xalign (GTK_LABEL (value), 0.0);
  gtk_label_set_yalign (GTK_LABEL (value), 0.0);
  gtk_label_set_wrap (GTK_LABEL (value), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (value), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_width_chars (GTK_LABEL (value), 14);
  gtk_label_set_max_width_chars (GTK_LABEL (value), 22);
  gtk_widget_set_vexpand (value, TRUE);
  gtk_widget_set_margin_bottom (value, 12);
  gtk_widget_set_margin_start (value, 12);
  gtk_widget_set_margin_end (value, 12);

  gtk_box_append (GTK_BOX (box), name);
  gtk_box_append (GTK_BOX (box), value);
  gtk_flow_box_child_set_child (GTK_FLOW_BOX_CHILD (child), box);

  gtk_accessible_update_relation (GTK_ACCESSIBLE (child),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, name, NULL,
                                  GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, value, NULL,
                                  -1);

  g_ptr_array_add (self->value_labels, value);

  return child;
}

static void
truco_comparison_dispose (GObject *object)
{
  TrucoComparison *self = TRUCO_COMPARISON (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TRUCO_TYPE_COMPARISON);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->value_labels, g_ptr_array_unref);

  G_OBJECT_CLASS (truco_comparison_parent_class)->dispose (object);
}

static void
truco_comparison_class_init (TrucoComparisonClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = truco_comparison_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/truco-comparison.ui");
  gtk_widget_class_bind_template_child (widget_class, TrucoComparison, facts);
}

static void
truco_comparison_init (TrucoComparison *self)
{
  guint n_variants = truco_variant_get_count ();
  guint fact;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->value_labels = g_ptr_array_new ();

  for (fact = 0; fact < TRUCO_N_FACTS; fact++)
    {
      GtkWidget *title = gtk_label_new (truco_fact_get_title (fact));
      GtkWidget *flow = gtk_flow_box_new ();
      guint v;

      gtk_widget_add_css_class (title, "title-4");
      gtk_label_set_xalign (GTK_LABEL (title), 0.0);
      gtk_label_set_wrap (GTK_LABEL (title), TRUE);
      gtk_widget_set_margin_top (title, fact == 0 ? 0 : 12);
      gtk_accessible_update_property (GTK_ACCESSIBLE (title),
                                      GTK_ACCESSIBLE_PROPERTY_LEVEL, 2,
                                      -1);

      gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
      gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (flow), FALSE);
      gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (flow), 1);
      gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), n_variants);
      gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 12);
      gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 12);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (flow),
                                      GTK_ACCESSIBLE_RELATION_LABELLED_BY, title, NULL,
                                      -1);

      for (v = 0; v < n_variants; v++)
        gtk_flow_box_append (GTK_FLOW_BOX (flow),
                             truco_comparison_create_cell (self, truco_variant_get_nth (v)));

      gtk_box_append (self->facts, title);
      gtk_box_append (self->facts, flow);
    }
}

GtkWidget *
truco_comparison_new (void)
{
  return g_object_new (TRUCO_TYPE_COMPARISON, NULL);
}

/**
 * truco_comparison_set_settings:
 * @settings: the settings that hold each variant's house rules
 */
void
truco_comparison_set_settings (TrucoComparison *self,
                               TrucoSettings   *settings)
{
  g_return_if_fail (TRUCO_IS_COMPARISON (self));
  g_return_if_fail (TRUCO_IS_SETTINGS (settings));
  g_return_if_fail (self->settings == NULL);

  self->settings = g_object_ref (settings);
  g_signal_connect_object (settings, "rules-changed",
                           G_CALLBACK (truco_comparison_update), self,
                           G_CONNECT_SWAPPED);
  truco_comparison_update (self);
}
