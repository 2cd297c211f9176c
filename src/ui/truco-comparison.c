/* truco-comparison.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "truco-comparison.h"
#include "truco-comparison-cell.h"

/* The five variants side by side, each described under the house rules
 * stored for it.  Two layouts of the same cells, chosen by the width the
 * page gets:
 *   wide    a table: for each fact a row with one column per variant;
 *   narrow  a list: for each fact the variants one under the other.
 * Both are built on first need, so a start-up that opens on another section
 * does not pay for them. */

/* The width from which the table fits: five columns of about 200 px. */
#define WIDE_WIDTH 1080

struct _TrucoComparison
{
  AdwBin         parent_instance;

  TrucoSettings *settings;

  GtkStack      *layouts;
  GtkWidget     *wide;            /* GtkGrid, or NULL until needed */
  GtkWidget     *narrow;          /* GtkBox, or NULL until needed */
  GPtrArray     *value_labels;    /* of both layouts: variant-major per layout */
  gboolean       want_wide;
  guint          switch_id;
};

G_DEFINE_FINAL_TYPE (TrucoComparison, truco_comparison, ADW_TYPE_BIN)

static void
truco_comparison_update (TrucoComparison *self)
{
  guint n_variants = truco_variant_get_count ();

  if (self->settings == NULL)
    return;

  for (guint i = 0; i < self->value_labels->len; i++)
    {
      GtkLabel *label = g_ptr_array_index (self->value_labels, i);
      guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (label), "truco-cell"));
      const TrucoVariant *variant = truco_variant_get_nth (index % n_variants);
      g_autoptr(TrucoRules) rules = truco_settings_get_rules (self->settings, variant);
      g_autofree char *text = truco_variant_describe (variant, rules, index / n_variants);

      gtk_label_set_label (label, text);
    }
}

static GtkWidget *
truco_comparison_create_title (TrucoFact fact)
{
  GtkWidget *title = g_object_new (GTK_TYPE_LABEL,
                                   "label", truco_fact_get_title (fact),
                                   "accessible-role", GTK_ACCESSIBLE_ROLE_HEADING,
                                   NULL);

  gtk_widget_add_css_class (title, "title-4");
  gtk_label_set_xalign (GTK_LABEL (title), 0.0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_widget_set_margin_top (title, fact == 0 ? 0 : 12);
  gtk_accessible_update_property (GTK_ACCESSIBLE (title),
                                  GTK_ACCESSIBLE_PROPERTY_LEVEL, 2,
                                  -1);

  return title;
}

/* A cell: the variant's name over the fact's text, in a card. */
static GtkWidget *
truco_comparison_create_cell (TrucoComparison *self,
                              TrucoFact        fact,
                              guint            variant_index)
{
  const TrucoVariant *variant = truco_variant_get_nth (variant_index);
  GtkWidget *box = truco_comparison_cell_new ();
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
  gtk_widget_set_vexpand (value, TRUE);
  gtk_widget_set_margin_bottom (value, 12);
  gtk_widget_set_margin_start (value, 12);
  gtk_widget_set_margin_end (value, 12);

  truco_comparison_cell_append (TRUCO_COMPARISON_CELL (box), name);
  truco_comparison_cell_append (TRUCO_COMPARISON_CELL (box), value);

  gtk_accessible_update_relation (GTK_ACCESSIBLE (box),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, name, NULL,
                                  GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, value, NULL,
                                  -1);

  g_object_set_data (G_OBJECT (value), "truco-cell",
                     GUINT_TO_POINTER (fact * truco_variant_get_count () + variant_index));
  g_ptr_array_add (self->value_labels, value);

  return box;
}

static GtkWidget *
truco_comparison_build_wide (TrucoComparison *self)
{
  GtkWidget *grid = gtk_grid_new ();
  guint n_variants = truco_variant_get_count ();

  gtk_grid_set_column_homogeneous (GTK_GRID (grid), TRUE);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 12);

  for (guint fact = 0; fact < TRUCO_N_FACTS; fact++)
    {
      gtk_grid_attach (GTK_GRID (grid), truco_comparison_create_title (fact), 0, 2 * fact, n_variants, 1);
      for (guint v = 0; v < n_variants; v++)
        gtk_grid_attach (GTK_GRID (grid), truco_comparison_create_cell (self, fact, v), v, 2 * fact + 1, 1, 1);
    }

  return grid;
}

static GtkWidget *
truco_comparison_build_narrow (TrucoComparison *self)
{
  GtkWidget *list = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  for (guint fact = 0; fact < TRUCO_N_FACTS; fact++)
    {
      gtk_box_append (GTK_BOX (list), truco_comparison_create_title (fact));
      for (guint v = 0; v < truco_variant_get_count (); v++)
        gtk_box_append (GTK_BOX (list), truco_comparison_create_cell (self, fact, v));
    }

  return list;
}

/* Shows the layout for the width, building it the first time. */
static void
truco_comparison_apply_layout (TrucoComparison *self)
{
  GtkWidget **layout = self->want_wide ? &self->wide : &self->narrow;

  if (*layout == NULL)
    {
      *layout = self->want_wide ? truco_comparison_build_wide (self)
                                : truco_comparison_build_narrow (self);
      gtk_stack_add_named (self->layouts, *layout, self->want_wide ? "wide" : "narrow");
      truco_comparison_update (self);
    }

  gtk_stack_set_visible_child (self->layouts, *layout);
}

static gboolean
truco_comparison_switch_cb (gpointer user_data)
{
  TrucoComparison *self = user_data;

  self->switch_id = 0;
  truco_comparison_apply_layout (self);

  return G_SOURCE_REMOVE;
}

/* No layout manager (AdwBin's would bypass size_allocate): measure and
 * allocate the child here, and watch the width. */
static void
truco_comparison_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));

  if (child != NULL)
    gtk_widget_measure (child, orientation, for_size, minimum, natural,
                        minimum_baseline, natural_baseline);
}

static void
truco_comparison_size_allocate (GtkWidget *widget,
                                int        width,
                                int        height,
                                int        baseline)
{
  TrucoComparison *self = TRUCO_COMPARISON (widget);
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));
  gboolean wide = width >= WIDE_WIDTH;
  GtkWidget *current = gtk_stack_get_visible_child (self->layouts);

  if (child != NULL)
    gtk_widget_allocate (child, width, height, baseline, NULL);

  /* The tree cannot change during an allocation: switch just after. */
  self->want_wide = wide;
  if ((current == NULL || current != (wide ? self->wide : self->narrow)) && self->switch_id == 0)
    self->switch_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE, truco_comparison_switch_cb, self, NULL);
}

static void
truco_comparison_map (GtkWidget *widget)
{
  TrucoComparison *self = TRUCO_COMPARISON (widget);

  /* A first layout before the first frame, from the width it last had (or
   * narrow): the allocation corrects it at once if needed. */
  if (gtk_stack_get_visible_child (self->layouts) == NULL)
    truco_comparison_apply_layout (self);

  GTK_WIDGET_CLASS (truco_comparison_parent_class)->map (widget);
}

static void
truco_comparison_dispose (GObject *object)
{
  TrucoComparison *self = TRUCO_COMPARISON (object);

  g_clear_handle_id (&self->switch_id, g_source_remove);
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
  widget_class->map = truco_comparison_map;
  widget_class->measure = truco_comparison_measure;
  widget_class->size_allocate = truco_comparison_size_allocate;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/truco-comparison.ui");
  gtk_widget_class_bind_template_child (widget_class, TrucoComparison, layouts);
}

static void
truco_comparison_init (TrucoComparison *self)
{
  self->value_labels = g_ptr_array_new ();

  gtk_widget_set_layout_manager (GTK_WIDGET (self), NULL);
  gtk_widget_init_template (GTK_WIDGET (self));
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

/**
 * truco_comparison_get_wide:
 *
 * Returns: whether the comparison shows the table (else the list)
 */
gboolean
truco_comparison_get_wide (TrucoComparison *self)
{
  g_return_val_if_fail (TRUCO_IS_COMPARISON (self), FALSE);

  return self->wide != NULL && gtk_stack_get_visible_child (self->layouts) == self->wide;
}
