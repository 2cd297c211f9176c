/* truco-quiz-preferences.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The Quiz page of Preferences: how well the learner wants to remember
 * (the scheduler's desired retention, shown in percent), how many
 * questions a review asks, and whether new skills enter all at once. */

#include "config.h"

#include <glib/gi18n.h>

#include "truco-session.h"
#include "truco-quiz-preferences.h"

static gboolean
retention_get_mapping (GValue   *value,
                       GVariant *variant,
                       gpointer  user_data)
{
  /* The scheduler clamps a hand-set value; the row shows it clamped. */
  double retention = CLAMP (g_variant_get_double (variant), TRUCO_FSRS_RETENTION_MIN, TRUCO_FSRS_RETENTION_MAX);

  g_value_set_double (value, retention * 100);
  return TRUE;
}

static GVariant *
retention_set_mapping (const GValue       *value,
                       const GVariantType *expected_type,
                       gpointer            user_data)
{
  return g_variant_new_double (g_value_get_double (value) / 100);
}

static GtkWidget *
spin_row_new (const char *title,
              const char *subtitle,
              double      lower,
              double      upper,
              GtkWidget **out_spin)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (lower, upper, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (spin),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, row, NULL,
                                  -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, subtitle,
                                  -1);
  *out_spin = spin;

  return row;
}

/**
 * truco_quiz_preferences_page_new:
 * @settings: the application's settings
 *
 * Returns: (transfer floating): the Quiz page of Preferences
 */
AdwPreferencesPage *
truco_quiz_preferences_page_new (GSettings *settings)
{
  AdwPreferencesPage *page = ADW_PREFERENCES_PAGE (adw_preferences_page_new ());
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *spin;
  GtkWidget *row;
  GtkWidget *toggle;
  g_autofree char *subtitle = NULL;

  adw_preferences_page_set_title (page, _("Quiz"));
  adw_preferences_page_set_icon_name (page, "view-list-bullet-symbolic");
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Reviews"));
  adw_preferences_page_add (page, ADW_PREFERENCES_GROUP (group));

  row = spin_row_new (_("Desired _Retention (%)"),
                      _("How sure you want to be of remembering a skill when it comes back. Higher means more reviews."),
                      TRUCO_FSRS_RETENTION_MIN * 100, TRUCO_FSRS_RETENTION_MAX * 100, &spin);
  g_settings_bind_with_mapping (settings, "desired-retention",
                                gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (spin)), "value",
                                G_SETTINGS_BIND_DEFAULT,
                                retention_get_mapping, retention_set_mapping, NULL, NULL);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);

  row = spin_row_new (_("_Questions per Review"),
                      _("How many questions a review asks before it ends."),
                      5, 100, &spin);
  g_settings_bind (settings, "session-length",
                   gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (spin)), "value",
                   G_SETTINGS_BIND_DEFAULT);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);

  row = adw_action_row_new ();
  toggle = gtk_switch_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Introduce New Skills _All at Once"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Otherwise a review brings in %u new skill at a time, once its lesson is done.",
                                           "Otherwise a review brings in %u new skills at a time, once their lesson is done.",
                                           TRUCO_SESSION_NEW_SKILLS),
                              TRUCO_SESSION_NEW_SKILLS);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  gtk_accessible_update_property (GTK_ACCESSIBLE (toggle),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Introduce New Skills All at Once"),
                                  -1);
  g_settings_bind (settings, "introduce-all", toggle, "active", G_SETTINGS_BIND_DEFAULT);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);

  return page;
}
