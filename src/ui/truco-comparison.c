/* truco-comparison.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "truco-comparison.h"
#include "truco-facts.h"

/* The five variants side by side, each described under the house rules
 * stored for it.  Each cell is short: the numbers and names that differ
 * (truco_variant_describe_short); the long text of the fact sheet is one
 * click away.  Two layouts of the same cells, chosen by the width the page
 * gets:
 *   wide    a table: a row per aspect, a column per variant; a cell is a
 *           flat button whose popover holds the long text;
 *   narrow  for each aspect a list of the variants, each row a button with
 *           the variant's name over the short text, the long text in its
 *           popover.
 * Both are built on first need, so a start-up that opens on another section
 * does not pay for them. */

/* The width from which the table fits: an aspect column and five columns
 * of short cells; the default window (960 px) is wider. */
#define WIDE_WIDTH 760

struct _TrucoComparison
{
  AdwBin         parent_instance;

  TrucoSettings *settings;

  GtkStack      *layouts;
  GtkWidget     *wide;            /* GtkGrid, or NULL until needed */
  GtkWidget     *narrow;          /* GtkBox, or NULL until needed */
  GPtrArray     *cells;           /* of the widgets that show a text, both layouts */
  gboolean       want_wide;
  guint          switch_id;
};

G_DEFINE_FINAL_TYPE (TrucoComparison, truco_comparison, ADW_TYPE_BIN)

/* What a widget of @cells shows: its fact and variant, and which text. */
typedef enum
{
  CELL_SHORT_LABEL,    /* a label with the short text */
  CELL_LONG_LABEL,     /* a label with the long text */
  CELL_BUTTON,         /* a button whose accessible name holds the short text */
} CellKind;

static void
set_cell (GtkWidget *widget,
          TrucoFact  fact,
          guint      variant_index,
          CellKind   kind)
{
  g_object_set_data (G_OBJECT (widget), "truco-cell",
                     GUINT_TO_POINTER (fact * truco_variant_get_count () + variant_index));
  g_object_set_data (G_OBJECT (widget), "truco-cell-kind", GUINT_TO_POINTER (kind));
}

static void
truco_comparison_update (TrucoComparison *self)
{
  guint n_variants = truco_variant_get_count ();

  if (self->settings == NULL)
    return;

  for (guint i = 0; i < self->cells->len; i++)
    {
      GtkWidget *widget = g_ptr_array_index (self->cells, i);
      guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "truco-cell"));
      CellKind kind = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "truco-cell-kind"));
      const TrucoVariant *variant = truco_variant_get_nth (index % n_variants);
      TrucoFact fact = index / n_variants;
      g_autoptr(TrucoRules) rules = truco_settings_get_rules (self->settings, variant);
      g_autofree char *text = NULL;

      if (kind == CELL_LONG_LABEL)
        {
          text = truco_variant_describe (variant, rules, fact);
          gtk_label_set_label (GTK_LABEL (widget), text);
          continue;
        }

      text = truco_variant_describe_short (variant, rules, fact);
      switch (kind)
        {
        case CELL_SHORT_LABEL:
          gtk_label_set_label (GTK_LABEL (widget), text);
          break;
        case CELL_BUTTON:
          {
            /* Translators: the accessible name of a cell of the comparison: the variant, the aspect, the short text */
            g_autofree char *name = g_strdup_printf (_("%s, %s: %s"), truco_variant_get_name (variant),
                                                     truco_fact_get_title (fact), text);

            gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                            GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                            -1);
          }
          break;
        case CELL_LONG_LABEL:
        default:
          break;
        }
    }
}

static GtkWidget *
truco_comparison_create_title (TrucoFact fact,
                               gboolean  table)
{
  GtkWidget *title = g_object_new (GTK_TYPE_LABEL,
                                   "label", truco_fact_get_title (fact),
                                   "accessible-role", table ? GTK_ACCESSIBLE_ROLE_ROW_HEADER
                                                            : GTK_ACCESSIBLE_ROLE_HEADING,
                                   NULL);

  gtk_widget_add_css_class (title, table ? "heading" : "title-4");
  gtk_label_set_xalign (GTK_LABEL (title), 0.0);
  gtk_label_set_yalign (GTK_LABEL (title), 0.0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  if (!table)
    {
      gtk_widget_set_margin_top (title, fact == 0 ? 0 : 12);
      gtk_accessible_update_property (GTK_ACCESSIBLE (title),
                                      GTK_ACCESSIBLE_PROPERTY_LEVEL, 2,
                                      -1);
    }
  else
    gtk_widget_set_margin_top (title, 6);

  return title;
}

/* The long text of a fact, as the fact sheet has it. */
static GtkWidget *
truco_comparison_create_long (TrucoComparison *self,
                              TrucoFact        fact,
                              guint            variant_index)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 48);
  set_cell (label, fact, variant_index, CELL_LONG_LABEL);
  g_ptr_array_add (self->cells, label);

  return label;
}

/* A cell of the table: the short text on a flat button, the long text in
 * its popover. */
static GtkWidget *
truco_comparison_create_cell (TrucoComparison *self,
                              TrucoFact        fact,
                              guint            variant_index,
                              gboolean         with_name)
{
  GtkWidget *button = gtk_menu_button_new ();
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *child = label;
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *text = truco_comparison_create_long (self, fact, variant_index);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *heading = gtk_label_new (truco_fact_get_title (fact));

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_yalign (GTK_LABEL (label), 0.0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_width_chars (GTK_LABEL (label), 8);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 18);
  gtk_widget_set_halign (label, GTK_ALIGN_START);
  /* A cell reads as text: not in the bold of a button's label. */
  {
    PangoAttrList *attrs = pango_attr_list_new ();

    pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_NORMAL));
    gtk_label_set_attributes (GTK_LABEL (label), attrs);
    pango_attr_list_unref (attrs);
  }
  set_cell (label, fact, variant_index, CELL_SHORT_LABEL);
  g_ptr_array_add (self->cells, label);

  if (with_name)
    {
      /* In the list, the cell says its variant above the short text. */
      GtkWidget *name = gtk_label_new (truco_variant_get_name (truco_variant_get_nth (variant_index)));

      child = gtk_box_new (GTK_ORIENTATION_VERTICAL, 3);
      gtk_widget_set_halign (child, GTK_ALIGN_START);
      gtk_widget_set_hexpand (child, TRUE);
      gtk_label_set_xalign (GTK_LABEL (name), 0.0);
      gtk_widget_set_halign (name, GTK_ALIGN_START);
      gtk_box_append (GTK_BOX (child), name);
      gtk_box_append (GTK_BOX (child), label);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
    }
  gtk_menu_button_set_child (GTK_MENU_BUTTON (button), child);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_valign (button, GTK_ALIGN_START);
  gtk_widget_set_halign (button, GTK_ALIGN_START);
  gtk_widget_set_tooltip_text (button, _("Show the details"));
  set_cell (button, fact, variant_index, CELL_BUTTON);
  g_ptr_array_add (self->cells, button);

  gtk_widget_add_css_class (heading, "heading");
  gtk_label_set_xalign (GTK_LABEL (heading), 0.0);
  gtk_box_append (GTK_BOX (box), heading);
  gtk_box_append (GTK_BOX (box), text);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), popover);

  return button;
}

static GtkWidget *
truco_comparison_build_wide (TrucoComparison *self)
{
  GtkWidget *grid = g_object_new (GTK_TYPE_GRID,
                                  "accessible-role", GTK_ACCESSIBLE_ROLE_TABLE,
                                  NULL);
  guint n_variants = truco_variant_get_count ();

  gtk_accessible_update_property (GTK_ACCESSIBLE (grid),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("The variants compared"),
                                  -1);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);

  for (guint v = 0; v < n_variants; v++)
    {
      GtkWidget *name = g_object_new (GTK_TYPE_LABEL,
                                      "label", truco_variant_get_name (truco_variant_get_nth (v)),
                                      "accessible-role", GTK_ACCESSIBLE_ROLE_COLUMN_HEADER,
                                      "xalign", 0.0f,
                                      "wrap", TRUE,
                                      "hexpand", TRUE,
                                      "margin-start", 10,
                                      NULL);

      gtk_widget_add_css_class (name, "heading");
      gtk_grid_attach (GTK_GRID (grid), name, v + 1, 0, 1, 1);
    }

  for (guint fact = 0; fact < TRUCO_N_FACTS; fact++)
    {
      GtkWidget *separator = gtk_separator_new (GTK_ORIENTATION_HORIZONTAL);

      gtk_grid_attach (GTK_GRID (grid), separator, 0, 2 * fact + 1, n_variants + 1, 1);
      gtk_grid_attach (GTK_GRID (grid), truco_comparison_create_title (fact, TRUE), 0, 2 * fact + 2, 1, 1);
      for (guint v = 0; v < n_variants; v++)
        gtk_grid_attach (GTK_GRID (grid), truco_comparison_create_cell (self, fact, v, FALSE), v + 1, 2 * fact + 2, 1, 1);
    }

  return grid;
}

static GtkWidget *
truco_comparison_build_narrow (TrucoComparison *self)
{
  GtkWidget *list = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  for (guint fact = 0; fact < TRUCO_N_FACTS; fact++)
    {
      GtkWidget *rows = gtk_list_box_new ();

      gtk_list_box_set_selection_mode (GTK_LIST_BOX (rows), GTK_SELECTION_NONE);
      gtk_widget_add_css_class (rows, "boxed-list");
      gtk_accessible_update_property (GTK_ACCESSIBLE (rows),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, truco_fact_get_title (fact),
                                      -1);
      gtk_box_append (GTK_BOX (list), truco_comparison_create_title (fact, FALSE));

      for (guint v = 0; v < truco_variant_get_count (); v++)
        {
          GtkWidget *row = gtk_list_box_row_new ();
          GtkWidget *cell = truco_comparison_create_cell (self, fact, v, TRUE);

          /* The row only holds the cell: the cell is the Tab stop. */
          gtk_widget_set_halign (cell, GTK_ALIGN_START);
          gtk_widget_set_margin_top (cell, 3);
          gtk_widget_set_margin_bottom (cell, 3);
          gtk_widget_set_margin_start (cell, 3);
          gtk_widget_set_margin_end (cell, 3);
          gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), cell);
          gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
          gtk_widget_set_focusable (row, FALSE);
          gtk_list_box_append (GTK_LIST_BOX (rows), row);
        }
      gtk_box_append (GTK_BOX (list), rows);
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
  g_clear_pointer (&self->cells, g_ptr_array_unref);

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
  self->cells = g_ptr_array_new ();

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
