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

/* Preferences: the house rules of the variant chosen in the main window's
 * header (which is not repeated here).  The rows are made from the engine's
 * option descriptors (title, explanation, choices, default), so a new
 * option in the engine shows up here by itself.  An option with the two
 * choices "on" and "off" is a switch, any other a combo row.  The rules
 * that most tables differ on come first; a rule that the others make
 * irrelevant is insensitive and says why. */

struct _TrucoPreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  TrucoSettings        *settings;
  const TrucoVariant   *variant;        /* whose house rules are shown */
  GPtrArray            *option_rows;
  gboolean              syncing;

  AdwPreferencesPage   *page;
  AdwPreferencesGroup  *rules_group;
  AdwPreferencesGroup  *more_group;
};

G_DEFINE_FINAL_TYPE (TrucoPreferencesWindow, truco_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

enum {
  PROP_0,
  PROP_SETTINGS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The rules that most tables differ on, shown first to a beginner. */
static const char * const primary_keys[] = { TRUCO_OPTION_PLAYERS, TRUCO_OPTION_FLOR_ENABLED, TRUCO_OPTION_TARGET, NULL };

static gboolean
option_is_primary (const TrucoOption *option)
{
  return g_strv_contains (primary_keys, truco_option_get_key (option));
}


/* The label of choice @index in the row (short) */
static const char *
option_short_label (const TrucoOption *option,
                    guint              index)
{
  return truco_option_get_choice_short_label (option, index);
}

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

      {
        const char *reason = NULL;
        gboolean applies = truco_rules_option_applies (rules, truco_option_get_key (option), &reason);

        /* A rule the others make irrelevant says why instead of what it
         * does: that is what the learner needs to change it. */
        gtk_widget_set_sensitive (row, applies);
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                     applies ? truco_option_get_explanation (option) : reason);
      }
    }

  self->syncing = FALSE;
}

/* The value shown in the row: a short label on one line. */
static void
value_setup_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                gpointer                  user_data)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (label), 1.0);
  gtk_list_item_set_child (item, label);
}

static guint
option_choice_of_label (const TrucoOption *option,
                        const char        *label)
{
  for (guint i = 0; i < truco_option_get_n_choices (option); i++)
    if (g_strcmp0 (truco_option_get_choice_label (option, i), label) == 0)
      return i;

  return truco_option_get_default (option);
}

static void
value_bind_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               const TrucoOption        *option)
{
  GtkStringObject *string = gtk_list_item_get_item (item);
  const char *label = gtk_string_object_get_string (string);

  const char *value = option_short_label (option, option_choice_of_label (option, label));
  GtkLabel *child = GTK_LABEL (gtk_list_item_get_child (item));

  gtk_label_set_label (child, value);
  /* Room for the whole value, which the explanation beside it makes way
   * for; only a value longer than any of ours is cut. */
  gtk_label_set_width_chars (child, MIN ((int) g_utf8_strlen (value, -1), 24));
}

/* The popover's list selects the row's current choice. */
static void
choice_selected_cb (GtkListItem *item)
{
  GtkWidget *box = gtk_list_item_get_child (item);

  if (box != NULL)
    gtk_widget_set_opacity (gtk_widget_get_last_child (box), gtk_list_item_get_selected (item) ? 1.0 : 0.0);
}

/* A choice in the popover: its full label, wrapped, and a check mark on
 * the current one. */
static void
choice_setup_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *item,
                 gpointer                  user_data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_width_chars (GTK_LABEL (label), 18);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 36);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), check);
  gtk_list_item_set_child (item, box);
  g_signal_connect (item, "notify::selected", G_CALLBACK (choice_selected_cb), NULL);
}

static void
choice_bind_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                gpointer                  user_data)
{
  GtkStringObject *string = gtk_list_item_get_item (item);
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *row = gtk_widget_get_parent (box);

  gtk_label_set_label (GTK_LABEL (gtk_widget_get_first_child (box)),
                       gtk_string_object_get_string (string));
  /* The choice is named for a screen reader by its label: in GTK 4.8 a
   * list item has no name of its own. */
  if (row != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    gtk_string_object_get_string (string), -1);
  choice_selected_cb (item);
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

      g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
      g_autoptr(GtkListItemFactory) list_factory = gtk_signal_list_item_factory_new ();

      row = adw_combo_row_new ();
      g_signal_connect (factory, "setup", G_CALLBACK (value_setup_cb), NULL);
      g_signal_connect (factory, "bind", G_CALLBACK (value_bind_cb), (gpointer) option);
      g_signal_connect (list_factory, "setup", G_CALLBACK (choice_setup_cb), NULL);
      g_signal_connect (list_factory, "bind", G_CALLBACK (choice_bind_cb), NULL);
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
/* Shows the house rules of the current variant, rebuilding the groups when
 * the variant changed. */
static void
truco_preferences_window_sync_variant (TrucoPreferencesWindow *self)
{
  const TrucoVariant *variant = truco_settings_get_variant (self->settings);
  g_autofree char *description = NULL;
  guint n_more = 0;
  guint i;

  if (variant == self->variant)
    return;

  self->variant = variant;

  if (self->rules_group != NULL)
    adw_preferences_page_remove (self->page, self->rules_group);
  if (self->more_group != NULL)
    adw_preferences_page_remove (self->page, self->more_group);
  self->more_group = NULL;
  g_ptr_array_set_size (self->option_rows, 0);

  for (i = 0; i < truco_variant_get_n_options (variant); i++)
    n_more += !option_is_primary (truco_variant_get_option (variant, i));

  self->rules_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (self->rules_group, _("House Rules"));
  /* Translators: %s is the name of a variant ("Argentine Truco"). */
  description = g_strdup_printf (_("What tables of %s agree on before they play. To learn another variant, choose it with the button at the top left of the main window."),
                                 truco_variant_get_name (variant));
  adw_preferences_group_set_description (self->rules_group, description);
  adw_preferences_page_add (self->page, self->rules_group);

  /* Beginners first: the rules most tables differ on, then the others in
   * a group of their own (unless that would leave the first one empty). */
  if (n_more > 0 && n_more < truco_variant_get_n_options (variant))
    {
      self->more_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
      adw_preferences_group_set_title (self->more_group, _("More House Rules"));
      adw_preferences_group_set_description (self->more_group,
                                             _("Finer points that fewer tables change."));
      adw_preferences_page_add (self->page, self->more_group);
    }

  for (i = 0; i < truco_variant_get_n_options (variant); i++)
    {
      const TrucoOption *option = truco_variant_get_option (variant, i);
      GtkWidget *row = truco_preferences_window_create_row (self, option);

      if (self->more_group != NULL && !option_is_primary (option))
        adw_preferences_group_add (self->more_group, row);
      else
        adw_preferences_group_add (self->rules_group, row);
      g_ptr_array_add (self->option_rows, row);
    }

  truco_preferences_window_sync_rules (self);
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

  G_OBJECT_CLASS (truco_preferences_window_parent_class)->constructed (object);

  g_return_if_fail (TRUCO_IS_SETTINGS (self->settings));

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

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

/* Before the house rules are added, the only list of the window is
 * AdwPreferencesWindow's own list of search results, which libadwaita 1.2
 * leaves unnamed. */
static void
name_search_results (GtkWidget *widget)
{
  GtkWidget *child;

  if (GTK_IS_LIST_BOX (widget))
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, _("Search results"),
                                    -1);

  for (child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    name_search_results (child);
}

static void
truco_preferences_window_init (TrucoPreferencesWindow *self)
{
  self->option_rows = g_ptr_array_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  /* AdwPreferencesWindow 1.2 leaves its search entry and some of its icon
   * buttons unnamed. */
  truco_a11y_name_toolkit_widgets (GTK_WIDGET (self), _("Search preferences"));
  name_search_results (GTK_WIDGET (self));
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
