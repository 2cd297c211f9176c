/* test-preferences.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "truco-preferences-window.h"
#include "truco-test-util.h"

/* The preferences window against TrucoSettings over the memory backend:
 * changing a row changes the settings, changing the settings changes the
 * row, for every choice of every option of every variant. */

static const char *
stored_rule (TrucoSettings      *settings,
             const TrucoVariant *variant,
             const char         *key)
{
  g_autoptr(TrucoRules) rules = truco_settings_get_rules (settings, variant);
  const TrucoOption *option = truco_variant_find_option (variant, key);
  const char *value = truco_rules_get (rules, key);

  /* Return the option's static choice string so it outlives the rules. */
  for (guint i = 0; i < truco_option_get_n_choices (option); i++)
    if (g_strcmp0 (truco_option_get_choice (option, i), value) == 0)
      return truco_option_get_choice (option, i);

  g_assert_not_reached ();
}

static const char *
row_value (GtkWidget         *row,
           const TrucoOption *option)
{
  if (ADW_IS_COMBO_ROW (row))
    return truco_option_get_choice (option, adw_combo_row_get_selected (ADW_COMBO_ROW (row)));

  return gtk_switch_get_active (GTK_SWITCH (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row)))) ? "on" : "off";
}

static void
set_row_value (GtkWidget         *row,
               const TrucoOption *option,
               guint              choice)
{
  if (ADW_IS_COMBO_ROW (row))
    adw_combo_row_set_selected (ADW_COMBO_ROW (row), choice);
  else
    gtk_switch_set_active (GTK_SWITCH (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row))),
                           g_str_equal (truco_option_get_choice (option, choice), "on"));
}

static void
test_preferences_variant_row (void)
{
  g_autoptr(TrucoSettings) settings = truco_test_new_settings ();
  TrucoPreferencesWindow *window = truco_preferences_window_new (settings);
  AdwComboRow *row = truco_preferences_window_get_variant_row (window);
  GListModel *model = adw_combo_row_get_model (row);

  gtk_window_present (GTK_WINDOW (window));

  g_assert_cmpuint (g_list_model_get_n_items (model), ==, truco_variant_get_count ());

  for (guint i = 0; i < truco_variant_get_count (); i++)
    {
      const TrucoVariant *variant = truco_variant_get_nth (i);
      g_autoptr(GtkStringObject) item = g_list_model_get_item (model, i);

      g_assert_cmpstr (gtk_string_object_get_string (item), ==, truco_variant_get_name (variant));

      /* Row → settings. */
      adw_combo_row_set_selected (row, i);
      g_assert_true (truco_settings_get_variant (settings) == variant);
      g_assert_true (truco_settings_has_variant (settings));
    }

  for (guint i = truco_variant_get_count (); i-- > 0;)
    {
      /* Settings → row. */
      truco_settings_set_variant (settings, truco_variant_get_nth (i));
      g_assert_cmpuint (adw_combo_row_get_selected (row), ==, i);
    }

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_preferences_house_rules (void)
{
  g_autoptr(TrucoSettings) settings = truco_test_new_settings ();
  TrucoPreferencesWindow *window = truco_preferences_window_new (settings);

  gtk_window_present (GTK_WINDOW (window));

  for (guint v = 0; v < truco_variant_get_count (); v++)
    {
      const TrucoVariant *variant = truco_variant_get_nth (v);

      truco_settings_set_variant (settings, variant);
      g_assert_cmpuint (truco_variant_get_n_options (variant), >, 0);

      for (guint o = 0; o < truco_variant_get_n_options (variant); o++)
        {
          const TrucoOption *option = truco_variant_get_option (variant, o);
          const char *key = truco_option_get_key (option);
          GtkWidget *row = truco_preferences_window_get_option_row (window, key);
          guint n_choices = truco_option_get_n_choices (option);

          g_assert_nonnull (row);
          g_assert_true (gtk_widget_is_visible (row));
          /* Title and the one-sentence explanation from the engine. */
          g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==,
                           truco_option_get_title (option));
          g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                           truco_option_get_explanation (option));

          /* The default shows before anything is stored. */
          g_assert_cmpstr (row_value (row, option), ==,
                           truco_option_get_choice (option, truco_option_get_default (option)));

          if (ADW_IS_COMBO_ROW (row))
            {
              GListModel *model = adw_combo_row_get_model (ADW_COMBO_ROW (row));

              g_assert_cmpuint (g_list_model_get_n_items (model), ==, n_choices);
              for (guint c = 0; c < n_choices; c++)
                {
                  g_autoptr(GtkStringObject) item = g_list_model_get_item (model, c);

                  g_assert_cmpstr (gtk_string_object_get_string (item), ==,
                                   truco_option_get_choice_label (option, c));
                }
            }
          else
            g_assert_cmpuint (n_choices, ==, 2);

          for (guint c = 0; c < n_choices; c++)
            {
              const char *value = truco_option_get_choice (option, c);
              guint back = (c + 1) % n_choices;

              /* Row → settings. */
              set_row_value (row, option, c);
              g_assert_cmpstr (stored_rule (settings, variant, key), ==, value);

              /* Settings → row. */
              g_assert_true (truco_settings_set_rule (settings, variant, key,
                                                      truco_option_get_choice (option, back), NULL));
              g_assert_cmpstr (row_value (row, option), ==, truco_option_get_choice (option, back));
            }
        }

      /* Another variant's rules did not move. */
      if (v > 0)
        {
          const TrucoVariant *previous = truco_variant_get_nth (v - 1);
          g_autoptr(GVariant) dict = NULL;
          g_autofree char *key = g_strconcat ("rules-", truco_variant_get_id (previous), NULL);

          dict = g_settings_get_value (truco_settings_get_settings (settings), key);
          g_assert_cmpuint (g_variant_n_children (dict), ==, truco_variant_get_n_options (previous));
        }
    }

  gtk_window_destroy (GTK_WINDOW (window));
}

/* An unknown id in the settings: nothing is selected, and choosing the
 * default variant stores it in place of the unknown id. */
static void
test_preferences_unknown_variant (void)
{
  g_autoptr(TrucoSettings) settings = NULL;
  TrucoPreferencesWindow *window;
  AdwComboRow *row;
  g_autofree char *stored = NULL;

  if (!truco_test_expect_warning ("*Unknown variant ?mus? in the settings*"))
    return;

  settings = truco_test_new_settings ();
  g_settings_set_string (truco_settings_get_settings (settings), "variant", "mus");
  window = truco_preferences_window_new (settings);
  row = truco_preferences_window_get_variant_row (window);

  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, GTK_INVALID_LIST_POSITION);
  /* The house rules shown are the default variant's. */
  g_assert_nonnull (truco_preferences_window_get_option_row (window,
                                                             truco_option_get_key (truco_variant_get_option (truco_variant_get_default (), 0))));

  for (guint i = 0; i < truco_variant_get_count (); i++)
    if (truco_variant_get_nth (i) == truco_variant_get_default ())
      adw_combo_row_set_selected (row, i);

  stored = g_settings_get_string (truco_settings_get_settings (settings), "variant");
  g_assert_cmpstr (stored, ==, truco_variant_get_id (truco_variant_get_default ()));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The rows follow the variant: none of another variant's options remain. */
static void
test_preferences_rows_follow_variant (void)
{
  g_autoptr(TrucoSettings) settings = truco_test_new_settings ();
  TrucoPreferencesWindow *window = truco_preferences_window_new (settings);

  for (guint v = 0; v < truco_variant_get_count (); v++)
    {
      const TrucoVariant *variant = truco_variant_get_nth (v);

      truco_settings_set_variant (settings, variant);

      for (guint w = 0; w < truco_variant_get_count (); w++)
        {
          const TrucoVariant *other = truco_variant_get_nth (w);

          for (guint o = 0; o < truco_variant_get_n_options (other); o++)
            {
              const char *key = truco_option_get_key (truco_variant_get_option (other, o));
              gboolean expected = truco_variant_find_option (variant, key) != NULL;
              GtkWidget *row = truco_preferences_window_get_option_row (window, key);

              g_assert_true ((row != NULL) == expected);
              if (row != NULL)
                g_assert_true (g_object_get_data (G_OBJECT (row), "truco-option") ==
                               truco_variant_find_option (variant, key));
            }
        }
    }

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/preferences/variant-row", test_preferences_variant_row);
  g_test_add_func ("/preferences/house-rules", test_preferences_house_rules);
  g_test_add_func ("/preferences/rows-follow-variant", test_preferences_rows_follow_variant);
  g_test_add_func ("/preferences/unknown-variant", test_preferences_unknown_variant);

  return g_test_run ();
}
