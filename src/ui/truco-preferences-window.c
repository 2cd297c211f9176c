/* truco-preferences-window.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "truco-preferences-window.h"

#include "truco-a11y.h"

/* Preferences: the variant, and the house rules of that variant.  The rows
 * are made from the engine's option descriptors (title, explanation,
 * choices, default), so a new option in the engine shows up here by itself.
 * An option with the two choices "on" and "off" is a switch, any other a
 * combo row. */

struct _TrucoPreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  TrucoSettings        *settings;
  const TrucoVariant   *variant;        /* whose house rules are shown */
  GPtrArray            *option_rows;
  gboolean              syncing;

  AdwPreferencesPage   *page;
  AdwComboRow          *variant_row;
  AdwPreferencesGroup  *rules_group;
};

G_DEFINE_FINAL_TYPE (TrucoPreferencesWindow, truco_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

enum {
  PROP_0,
  PROP_SETTINGS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static gboolean
option_is_switch (const TrucoOption *option)
{
  const char *a, *b;

  if (truco_option_get_n_choices (option) != 2)
    return FALSE;

  a = truco_option_get_choice (option, 0);
  b = truco_option_get_choice (option, 1);

  return (g_str_equal (a, "on") && g_str_equal (b, "off")) ||
         (g_str_equal (a, "off") && g_str_equal (b, "on"));
}

static guint
option_choice_index (const TrucoOption *option,
                     const char        *value)
{
  guint i;

  for (i = 0; i < truco_option_get_n_choices (option); i++)
    if (g_strcmp0 (truco_option_get_choice (option, i), value) == 0)
      return i;

  return truco_option_get_default (option);
}

static void
truco_preferences_window_store (TrucoPreferencesWindow *self,
                                const TrucoOption      *option,
                                const char             *value)
{
  g_autoptr(GError) error = NULL;

  if (self->syncing)
    return;

  if (!truco_settings_set_rule (self->settings, self->variant,
                                truco_option_get_key (option), value, &error))
    g_warning ("Cannot store the house rule %s=%s: %s",
               truco_option_get_key (option), value, error->message);
}

static void
truco_preferences_window_switch_cb (TrucoPreferencesWindow *self,
                                    GParamSpec             *pspec,
                                    GtkSwitch              *toggle)
{
  const TrucoOption *option = g_object_get_data (G_OBJECT (toggle), "truco-option");

  truco_preferences_window_store (self, option, gtk_switch_get_active (toggle) ? "on" : "off");
}

static void
truco_preferences_window_combo_cb (TrucoPreferencesWindow *self,
                                   GParamSpec             *pspec,
                                   AdwComboRow            *row)
{
  const TrucoOption *option = g_object_get_data (G_OBJECT (row), "truco-option");
  guint selected = adw_combo_row_get_selected (row);

  if (selected == GTK_INVALID_LIST_POSITION)
    return;

  truco_preferences_window_store (self, option, truco_option_get_choice (option, selected));
}

/* Puts the stored values into the rows without writing them back. */
static void
truco_preferences_window_sync_rules (TrucoPreferencesWindow *self)
{
  g_autoptr(TrucoRules) rules = truco_settings_get_rules (self->settings, self->variant);
  guint i;

  self->syncing = TRUE;

  for (i = 0; i < self->option_rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->option_rows, i);
      const TrucoOption *option = g_object_get_data (G_OBJECT (row), "truco-option");
      const char *value = truco_rules_get (rules, truco_option_get_key (option));

      if (ADW_IS_COMBO_ROW (row))
        {
          adw_combo_row_set_selected (ADW_COMBO_ROW (row), option_choice_index (option, value));
        }
      else
        {
          GtkWidget *toggle = adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row));

          gtk_switch_set_active (GTK_SWITCH (toggle), g_strcmp0 (value, "on") == 0);
        }
    }

  self->syncing = FALSE;
}

static void
choice_setup_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *item,
                 gpointer                  max_width_chars)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_width_chars (GTK_LABEL (label), MIN (18, GPOINTER_TO_INT (max_width_chars)));
  gtk_label_set_max_width_chars (GTK_LABEL (label), GPOINTER_TO_INT (max_width_chars));
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_list_item_set_child (item, label);
}

static void
choice_bind_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                gpointer                  user_data)
{
  GtkStringObject *string = gtk_list_item_get_item (item);

  gtk_label_set_label (GTK_LABEL (gtk_list_item_get_child (item)),
                       gtk_string_object_get_string (string));
}

/* Choice labels can be long ("Reglamento: 3 per flor, …"): wrap them, in
 * the row and in its popover, instead of cutting them off. */
static GtkListItemFactory *
choice_factory_new (int max_width_chars)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (choice_setup_cb), GINT_TO_POINTER (max_width_chars));
  g_signal_connect (factory, "bind", G_CALLBACK (choice_bind_cb), NULL);

  return factory;
}

static GtkWidget *
truco_preferences_window_create_row (TrucoPreferencesWindow *self,
                                     const TrucoOption      *option)
{
  GtkWidget *row;

  if (option_is_switch (option))
    {
      GtkWidget *toggle = gtk_switch_new ();

      row = adw_action_row_new ();
      gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
      /* The row labels its activatable switch by its title; a relation to
       * the row itself would leave the switch unnamed in GTK 4.8. */
      g_object_set_data (G_OBJECT (toggle), "truco-option", (gpointer) option);
      g_signal_connect_object (toggle, "notify::active",
                               G_CALLBACK (truco_preferences_window_switch_cb), self,
                               G_CONNECT_SWAPPED);
    }
  else
    {
      g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
      guint i;

      for (i = 0; i < truco_option_get_n_choices (option); i++)
        gtk_string_list_append (labels, truco_option_get_choice_label (option, i));

      g_autoptr(GtkListItemFactory) factory = choice_factory_new (18);
      g_autoptr(GtkListItemFactory) list_factory = choice_factory_new (36);

      row = adw_combo_row_new ();
      adw_combo_row_set_factory (ADW_COMBO_ROW (row), factory);
      adw_combo_row_set_list_factory (ADW_COMBO_ROW (row), list_factory);
      adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (labels));
      g_signal_connect_object (row, "notify::selected",
                               G_CALLBACK (truco_preferences_window_combo_cb), self,
                               G_CONNECT_SWAPPED);
    }

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), truco_option_get_title (option));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), truco_option_get_explanation (option));
  g_object_set_data (G_OBJECT (row), "truco-option", (gpointer) option);

  return row;
}

/* Shows the house rules of the current variant, rebuilding the group when
 * the variant changed. */
static void
truco_preferences_window_sync_variant (TrucoPreferencesWindow *self)
{
  const TrucoVariant *variant = truco_settings_get_variant (self->settings);
  g_autofree char *stored = NULL;
  guint selected;
  guint i;

  /* Before the first-run choice, or with an unknown id in the settings, no
   * variant is selected, so that choosing the default one here stores it. */
  stored = g_settings_get_string (truco_settings_get_settings (self->settings), "variant");
  selected = GTK_INVALID_LIST_POSITION;
  for (i = 0; i < truco_variant_get_count (); i++)
    if (truco_variant_get_nth (i) == truco_variant_lookup (stored))
      selected = i;

  if (adw_combo_row_get_selected (self->variant_row) != selected)
    {
      self->syncing = TRUE;
      adw_combo_row_set_selected (self->variant_row, selected);
      self->syncing = FALSE;
    }

  if (variant == self->variant)
    return;

  self->variant = variant;

  if (self->rules_group != NULL)
    adw_preferences_page_remove (self->page, self->rules_group);
  g_ptr_array_set_size (self->option_rows, 0);

  self->rules_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (self->rules_group, _("House Rules"));
  adw_preferences_group_set_description (self->rules_group,
                                         _("Tables agree on these before they play. They apply to the variant chosen above."));

  for (i = 0; i < truco_variant_get_n_options (variant); i++)
    {
      GtkWidget *row = truco_preferences_window_create_row (self, truco_variant_get_option (variant, i));

      adw_preferences_group_add (self->rules_group, row);
      g_ptr_array_add (self->option_rows, row);
    }

  adw_preferences_page_add (self->page, self->rules_group);
  truco_preferences_window_sync_rules (self);
}

static void
truco_preferences_window_variant_selected_cb (TrucoPreferencesWindow *self,
                                              GParamSpec             *pspec,
                                              AdwComboRow            *row)
{
  guint selected = adw_combo_row_get_selected (row);
  g_autofree char *stored = NULL;

  if (self->syncing || selected >= truco_variant_get_count ())
    return;

  /* Compare with the stored id, not the variant it falls back to: choosing
   * the default variant here replaces an unknown id. */
  stored = g_settings_get_string (truco_settings_get_settings (self->settings), "variant");
  if (g_strcmp0 (stored, truco_variant_get_id (truco_variant_get_nth (selected))) == 0)
    return;

  truco_settings_set_variant (self->settings, truco_variant_get_nth (selected));
}

static void
truco_preferences_window_rules_changed_cb (TrucoPreferencesWindow *self,
                                           const char             *variant_id,
                                           TrucoSettings          *settings)
{
  if (self->variant != NULL && g_strcmp0 (variant_id, truco_variant_get_id (self->variant)) == 0)
    truco_preferences_window_sync_rules (self);
}

static void
truco_preferences_window_constructed (GObject *object)
{
  TrucoPreferencesWindow *self = TRUCO_PREFERENCES_WINDOW (object);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autoptr(GtkListItemFactory) factory = NULL;
  guint i;

  G_OBJECT_CLASS (truco_preferences_window_parent_class)->constructed (object);

  g_return_if_fail (TRUCO_IS_SETTINGS (self->settings));

  for (i = 0; i < truco_variant_get_count (); i++)
    gtk_string_list_append (names, truco_variant_get_name (truco_variant_get_nth (i)));

  factory = choice_factory_new (18);
  adw_combo_row_set_factory (self->variant_row, factory);
  self->syncing = TRUE;
  adw_combo_row_set_model (self->variant_row, G_LIST_MODEL (names));
  self->syncing = FALSE;

  g_signal_connect_object (self->variant_row, "notify::selected",
                           G_CALLBACK (truco_preferences_window_variant_selected_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "notify::variant-id",
                           G_CALLBACK (truco_preferences_window_sync_variant), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "rules-changed",
                           G_CALLBACK (truco_preferences_window_rules_changed_cb), self,
                           G_CONNECT_SWAPPED);

  truco_preferences_window_sync_variant (self);
}

static void
truco_preferences_window_get_property (GObject    *object,
                                       guint       prop_id,
                                       GValue     *value,
                                       GParamSpec *pspec)
{
  TrucoPreferencesWindow *self = TRUCO_PREFERENCES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
truco_preferences_window_set_property (GObject      *object,
                                       guint         prop_id,
                                       const GValue *value,
                                       GParamSpec   *pspec)
{
  TrucoPreferencesWindow *self = TRUCO_PREFERENCES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      self->settings = g_value_dup_object (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
truco_preferences_window_dispose (GObject *object)
{
  TrucoPreferencesWindow *self = TRUCO_PREFERENCES_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TRUCO_TYPE_PREFERENCES_WINDOW);
  g_clear_pointer (&self->option_rows, g_ptr_array_unref);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (truco_preferences_window_parent_class)->dispose (object);
}

static void
truco_preferences_window_class_init (TrucoPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = truco_preferences_window_constructed;
  object_class->dispose = truco_preferences_window_dispose;
  object_class->get_property = truco_preferences_window_get_property;
  object_class->set_property = truco_preferences_window_set_property;

  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL,
                         TRUCO_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/truco-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TrucoPreferencesWindow, page);
  gtk_widget_class_bind_template_child (widget_class, TrucoPreferencesWindow, variant_row);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

/* Before the house rules are added, the lists of the window are the one of
 * the Variant group and AdwPreferencesWindow's own list of search results,
 * which libadwaita 1.2 leaves unnamed. */
static void
name_search_results (GtkWidget *widget,
                     GtkWidget *variant_list)
{
  GtkWidget *child;

  if (GTK_IS_LIST_BOX (widget) && widget != variant_list)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, _("Search results"),
                                    -1);

  for (child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    name_search_results (child, variant_list);
}

static void
truco_preferences_window_init (TrucoPreferencesWindow *self)
{
  self->option_rows = g_ptr_array_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  /* AdwPreferencesWindow 1.2 leaves its search entry and some of its icon
   * buttons unnamed. */
  truco_a11y_name_toolkit_widgets (GTK_WIDGET (self), _("Search preferences"));
  name_search_results (GTK_WIDGET (self), gtk_widget_get_parent (GTK_WIDGET (self->variant_row)));
}

/**
 * truco_preferences_window_new:
 * @settings: the settings to show and change
 *
 * Returns: (transfer floating): a new preferences window
 */
TrucoPreferencesWindow *
truco_preferences_window_new (TrucoSettings *settings)
{
  g_return_val_if_fail (TRUCO_IS_SETTINGS (settings), NULL);

  return g_object_new (TRUCO_TYPE_PREFERENCES_WINDOW,
                       "settings", settings,
                       NULL);
}

/**
 * truco_preferences_window_get_variant_row:
 *
 * Returns: (transfer none): the row that chooses the variant
 */
AdwComboRow *
truco_preferences_window_get_variant_row (TrucoPreferencesWindow *self)
{
  g_return_val_if_fail (TRUCO_IS_PREFERENCES_WINDOW (self), NULL);

  return self->variant_row;
}

/**
 * truco_preferences_window_get_option_row:
 * @key: an option key of the current variant
 *
 * Returns: (transfer none) (nullable): the row of that house rule: an
 *   #AdwComboRow, or an #AdwActionRow whose activatable widget is a #GtkSwitch
 */
GtkWidget *
truco_preferences_window_get_option_row (TrucoPreferencesWindow *self,
                                         const char             *key)
{
  guint i;

  g_return_val_if_fail (TRUCO_IS_PREFERENCES_WINDOW (self), NULL);

  for (i = 0; i < self->option_rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->option_rows, i);
      const TrucoOption *option = g_object_get_data (G_OBJECT (row), "truco-option");

      if (g_strcmp0 (truco_option_get_key (option), key) == 0)
        return row;
    }

  return NULL;
}
