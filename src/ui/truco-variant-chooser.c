/* truco-variant-chooser.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "truco-variant.h"
#include "truco-variant-chooser.h"

/* The first-run choice: one activatable row per variant, with its name and
 * its one-line summary from the engine's descriptors. */

struct _TrucoVariantChooser
{
  AdwBin      parent_instance;

  GtkListBox *list;
};

G_DEFINE_FINAL_TYPE (TrucoVariantChooser, truco_variant_chooser, ADW_TYPE_BIN)

enum {
  VARIANT_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
truco_variant_chooser_row_activated_cb (TrucoVariantChooser *self,
                                        GtkListBoxRow       *row,
                                        GtkListBox          *list)
{
  const char *id = g_object_get_data (G_OBJECT (row), "truco-variant-id");

  g_signal_emit (self, signals[VARIANT_CHOSEN], 0, id);
}

static void
truco_variant_chooser_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), TRUCO_TYPE_VARIANT_CHOOSER);

  G_OBJECT_CLASS (truco_variant_chooser_parent_class)->dispose (object);
}

static void
truco_variant_chooser_class_init (TrucoVariantChooserClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = truco_variant_chooser_dispose;

  /**
   * TrucoVariantChooser::variant-chosen:
   * @id: the id of the chosen variant
   */
  signals[VARIANT_CHOSEN] =
    g_signal_new ("variant-chosen",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/truco-variant-chooser.ui");
  gtk_widget_class_bind_template_child (widget_class, TrucoVariantChooser, list);
  gtk_widget_class_bind_template_callback (widget_class, truco_variant_chooser_row_activated_cb);
}

static void
truco_variant_chooser_init (TrucoVariantChooser *self)
{
  guint i;

  gtk_widget_init_template (GTK_WIDGET (self));

  for (i = 0; i < truco_variant_get_count (); i++)
    {
      const TrucoVariant *variant = truco_variant_get_nth (i);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *arrow = gtk_image_new_from_icon_name ("go-next-symbolic");

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), truco_variant_get_name (variant));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), truco_variant_get_summary (variant));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (arrow),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, NULL,
                                      -1);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), arrow);
      g_object_set_data (G_OBJECT (row), "truco-variant-id", (gpointer) truco_variant_get_id (variant));
      gtk_list_box_append (self->list, row);
    }
}

GtkWidget *
truco_variant_chooser_new (void)
{
  return g_object_new (TRUCO_TYPE_VARIANT_CHOOSER, NULL);
}

/**
 * truco_variant_chooser_focus_first:
 * @self: a #TrucoVariantChooser
 *
 * Gives the keyboard focus to the first row.  (Not a grab_focus override:
 * GTK grabs a focusable container on Shift+Tab out of its children, and the
 * override would send the focus back to the first row, trapping it.)
 */
void
truco_variant_chooser_focus_first (TrucoVariantChooser *self)
{
  GtkListBoxRow *first;

  g_return_if_fail (TRUCO_IS_VARIANT_CHOOSER (self));

  first = gtk_list_box_get_row_at_index (self->list, 0);
  if (first != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (first));
}
