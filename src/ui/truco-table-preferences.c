/* truco-table-preferences.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The Table page of Preferences: how fast the computer players move.
 * The number of players is a house rule, on the General page. */

#include "config.h"

#include <glib/gi18n.h>

#include "truco-table-preferences.h"

/* The choices of the "table-speed" key, in the order of the combo row. */
static const char * const speeds[] = { "instant", "quick", "normal", "slow" };

static gboolean
speed_get_mapping (GValue   *value,
                   GVariant *variant,
                   gpointer  user_data)
{
  const char *speed = g_variant_get_string (variant, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (speeds); i++)
    if (g_strcmp0 (speed, speeds[i]) == 0)
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
speed_set_mapping (const GValue       *value,
                   const GVariantType *type,
                   gpointer            user_data)
{
  guint i = g_value_get_uint (value);

  return i < G_N_ELEMENTS (speeds) ? g_variant_new_string (speeds[i]) : NULL;
}

/**
 * truco_table_preferences_page_new:
 * @settings: the application's settings
 *
 * Returns: (transfer floating): the Table page of Preferences
 */
AdwPreferencesPage *
truco_table_preferences_page_new (GSettings *settings)
{
  AdwPreferencesPage *page = ADW_PREFERENCES_PAGE (adw_preferences_page_new ());
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *row = adw_combo_row_new ();
  const char *labels[] = {
    /* Translators: a speed of the computer players at the table */
    C_("table speed", "Instant"),
    /* Translators: a speed of the computer players at the table */
    C_("table speed", "Quick"),
    /* Translators: a speed of the computer players at the table */
    C_("table speed", "Normal"),
    /* Translators: a speed of the computer players at the table */
    C_("table speed", "Slow"),
    NULL
  };
  g_autoptr(GtkStringList) model = gtk_string_list_new (labels);

  /* Translators: the title of the Preferences page about the practice table */
  adw_preferences_page_set_title (page, _("Table"));
  adw_preferences_page_set_icon_name (page, "applications-games-symbolic");
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Computer Players"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("How many players sit at the table is a house rule, on the General page."));
  adw_preferences_page_add (page, ADW_PREFERENCES_GROUP (group));

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("_Speed"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("How long the computer players wait before each move."));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
  g_settings_bind_with_mapping (settings, "table-speed", row, "selected",
                                G_SETTINGS_BIND_DEFAULT,
                                speed_get_mapping, speed_set_mapping, NULL, NULL);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);

  return page;
}
