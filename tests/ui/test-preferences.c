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

/* The value a combo row shows: the one label of the row that is neither
 * its title nor its subtitle. */
static GtkLabel *
row_value_label (GtkWidget *row)
{
  GtkWidget *child;
  GtkWidget *stack[64];
  guint n = 0;

  stack[n++] = row;
  while (n > 0)
    {
      GtkWidget *widget = stack[--n];

      if (GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget) &&
          g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row))) != 0 &&
          g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), adw_action_row_get_subtitle (ADW_ACTION_ROW (row))) != 0 &&
          gtk_widget_get_ancestor (widget, GTK_TYPE_POPOVER) == NULL)
        return GTK_LABEL (widget);

      for (child = gtk_widget_get_last_child (widget); child != NULL && n < G_N_ELEMENTS (stack);
           child = gtk_widget_get_prev_sibling (child))
        stack[n++] = child;
    }

  return NULL;
}

/* Preferences do not repeat the variant, which the main window's header
 * chooses: no row lists the variants. */
static void
test_preferences_no_variant_row (void)
{
  g_autoptr(TrucoSettings) settings = truco_test_new_settings ();
  TrucoPreferencesWindow *window = truco_preferences_window_new (settings);
  GtkWidget *stack[256];
  guint n = 0;

  gtk_window_present (GTK_WINDOW (window));
  stack[n++] = GTK_WIDGET (window);
  while (n > 0)
    {
      GtkWidget *widget = stack[--n];

      if (ADW_IS_COMBO_ROW (widget))
        {
          GListModel *model = adw_combo_row_get_model (ADW_COMBO_ROW (widget));
          g_autoptr(GtkStringObject) item = g_list_model_get_item (model, 0);

          g_assert_cmpstr (gtk_string_object_get_string (item), !=,
                           truco_variant_get_name (truco_variant_get_nth (0)));
        }
      if (ADW_IS_PREFERENCES_ROW (widget))
        g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), !=, "Variant");

      for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL && n < G_N_ELEMENTS (stack);
           child = gtk_widget_get_next_sibling (child))
        stack[n++] = child;
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
          {
            g_autoptr(TrucoRules) rules = truco_settings_get_rules (settings, variant);
            const char *reason = NULL;

            if (truco_rules_option_applies (rules, key, &reason))
              g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                               truco_option_get_explanation (option));
            else
              g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, reason);
          }

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

                  /* The row shows a short value on one line; the popover
                   * keeps the full label. */
                  adw_combo_row_set_selected (ADW_COMBO_ROW (row), c);
                  {
                    GtkLabel *value = row_value_label (row);

                    g_assert_nonnull (value);
                    g_assert_false (gtk_label_get_wrap (value));
                    g_assert_cmpint (gtk_label_get_ellipsize (value), ==, PANGO_ELLIPSIZE_END);
                    g_assert_cmpuint (g_utf8_strlen (gtk_label_get_label (value), -1), <=, 24);
                  }
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

/* An unknown id in the settings: the default variant's house rules. */
static void
test_preferences_unknown_variant (void)
{
  g_autoptr(TrucoSettings) settings = NULL;
  TrucoPreferencesWindow *window;
  if (!truco_test_expect_warning ("*Unknown variant ?mus? in the settings*"))
    return;

  settings = truco_test_new_settings ();
  g_settings_set_string (truco_settings_get_settings (settings), "variant", "mus");
  window = truco_preferences_window_new (settings);
  /* The house rules shown are the default variant's. */
  g_assert_nonnull (truco_preferences_window_get_option_row (window,
                                                             truco_option_get_key (truco_variant_get_option (truco_variant_get_default (), 0))));

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

static void
collect_checks (GtkWidget *widget,
                GPtrArray *checks)
{
  if (GTK_IS_IMAGE (widget) && g_strcmp0 (gtk_image_get_icon_name (GTK_IMAGE (widget)), "object-select-symbolic") == 0)
    g_ptr_array_add (checks, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    collect_checks (child, checks);
}

/* The list of a combo row's choices shows every full label and a check
 * mark on the current one only, and names each choice by its label. */
static void
test_preferences_check_mark (void)
{
  g_autoptr(TrucoSettings) settings = truco_test_new_settings ();
  const TrucoVariant *ar = truco_variant_lookup ("ar");
  const TrucoOption *option = truco_variant_find_option (ar, "players");
  g_autoptr(GPtrArray) checks = g_ptr_array_new ();
  TrucoPreferencesWindow *window;
  GtkWidget *row;
  GtkWidget *shown = NULL;
  gint64 deadline;

  truco_settings_set_variant (settings, ar);
  g_assert_true (truco_settings_set_rule (settings, ar, "players", "4", NULL));
  window = truco_preferences_window_new (settings);
  gtk_window_present (GTK_WINDOW (window));
  row = truco_preferences_window_get_option_row (window, "players");

  gtk_widget_activate (row);
  deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  while (g_get_monotonic_time () < deadline)
    {
      g_ptr_array_set_size (checks, 0);
      collect_checks (row, checks);
      if (checks->len == truco_option_get_n_choices (option))
        break;
      g_main_context_iteration (NULL, FALSE);
    }
  g_assert_cmpuint (checks->len, ==, truco_option_get_n_choices (option));

  for (guint i = 0; i < checks->len; i++)
    {
      GtkWidget *check = g_ptr_array_index (checks, i);
      GtkWidget *choice = gtk_widget_get_parent (gtk_widget_get_parent (check));

      /* Each choice is named for a screen reader by its full label (a
       * list item of GTK 4.8 has no name of its own). */
      gtk_test_accessible_assert_property (GTK_ACCESSIBLE (choice), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                           gtk_label_get_label (GTK_LABEL (gtk_widget_get_prev_sibling (check))));
      if (gtk_widget_get_opacity (check) > 0.5)
        {
          g_assert_null (shown);
          shown = check;
        }
    }
  g_assert_nonnull (shown);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gtk_widget_get_prev_sibling (shown))), ==,
                   truco_option_get_choice_label (option, truco_option_find_choice (option, "4")));

  gtk_window_destroy (GTK_WINDOW (window));
}

static GtkWidget *
group_of (GtkWidget *row)
{
  return gtk_widget_get_ancestor (row, ADW_TYPE_PREFERENCES_GROUP);
}

/* A rule that the others make irrelevant is insensitive and says why;
 * it comes back when they change, from the settings or from the rows. */
static void
test_preferences_insensitive (void)
{
  g_autoptr(TrucoSettings) settings = truco_test_new_settings ();
  const TrucoVariant *ar = truco_variant_lookup ("ar");
  TrucoPreferencesWindow *window;
  GtkWidget *flor, *scheme, *players, *pica, *target;

  truco_settings_set_variant (settings, ar);
  window = truco_preferences_window_new (settings);
  gtk_window_present (GTK_WINDOW (window));

  flor = truco_preferences_window_get_option_row (window, "flor_enabled");
  scheme = truco_preferences_window_get_option_row (window, "flor_scheme");
  players = truco_preferences_window_get_option_row (window, "players");
  pica = truco_preferences_window_get_option_row (window, "pica_pica_until");
  target = truco_preferences_window_get_option_row (window, "target");

  /* Flor is off: its rules wait for it. */
  g_assert_false (gtk_widget_get_sensitive (scheme));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (scheme)), ==, "Only when playing with flor.");
  g_assert_false (gtk_widget_get_sensitive (truco_preferences_window_get_option_row (window, "pedir_flor_false_claim")));
  /* Two players: no pica-pica. */
  g_assert_false (gtk_widget_get_sensitive (pica));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (pica)), ==,
                   "Only with six or eight players, who play pica-pica.");
  g_assert_true (gtk_widget_get_sensitive (flor));
  g_assert_true (gtk_widget_get_sensitive (players));

  /* Flor on, from its switch. */
  gtk_switch_set_active (GTK_SWITCH (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (flor))), TRUE);
  g_assert_true (gtk_widget_get_sensitive (scheme));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (scheme)), ==,
                   truco_option_get_explanation (truco_variant_find_option (ar, "flor_scheme")));

  /* Six players, from the settings. */
  g_assert_true (truco_settings_set_rule (settings, ar, "players", "6", NULL));
  g_assert_true (gtk_widget_get_sensitive (pica));
  g_assert_true (truco_settings_set_rule (settings, ar, "players", "3_gallo_fijo", NULL));
  g_assert_false (gtk_widget_get_sensitive (pica));

  /* Beginners first: players, flor and points to win in the first group,
   * the others in "More House Rules". */
  g_assert_true (group_of (flor) == group_of (players));
  g_assert_true (group_of (target) == group_of (players));
  g_assert_true (group_of (scheme) != group_of (players));
  g_assert_cmpstr (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (group_of (players))), ==, "House Rules");
  g_assert_cmpstr (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (group_of (scheme))), ==, "More House Rules");

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/preferences/no-variant-row", test_preferences_no_variant_row);
  g_test_add_func ("/preferences/insensitive", test_preferences_insensitive);
  g_test_add_func ("/preferences/check-mark", test_preferences_check_mark);
  g_test_add_func ("/preferences/house-rules", test_preferences_house_rules);
  g_test_add_func ("/preferences/rows-follow-variant", test_preferences_rows_follow_variant);
  g_test_add_func ("/preferences/unknown-variant", test_preferences_unknown_variant);

  return g_test_run ();
}
