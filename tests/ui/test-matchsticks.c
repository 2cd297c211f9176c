/* test-matchsticks.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* TrucoMatchsticks: the sticks and groups laid out for a score, the
 * malas and buenas split where the rules have it, the accessible name
 * that says the figure, and drawing in light and dark at phone and
 * desktop sizes.  Runs with GTK_A11Y=test so that accessible properties
 * can be asserted. */

#include "config.h"

#include <adwaita.h>

#include "truco-matchsticks.h"

typedef struct
{
  guint points;
  guint sticks;
  guint groups;
  guint crossed;
  const char *label;
} Expected;

static void
test_counts (void)
{
  static const Expected expected[] = {
    { 0, 0, 0, 0, "0 points" },
    { 1, 1, 1, 0, "1 point" },
    { 4, 4, 1, 0, "4 points" },
    { 5, 5, 1, 1, "5 points" },
    { 6, 6, 2, 1, "6 points" },
    { 15, 15, 3, 3, "15 points" },
    { 30, 30, 6, 6, "30 points" },
  };
  GtkWidget *widget = g_object_ref_sink (truco_matchsticks_new ());
  TrucoMatchsticks *sticks = TRUCO_MATCHSTICKS (widget);

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      truco_matchsticks_set_score (sticks, expected[i].points);
      g_assert_cmpuint (truco_matchsticks_get_score (sticks), ==, expected[i].points);
      g_assert_cmpuint (truco_matchsticks_get_n_sticks (sticks), ==, expected[i].sticks);
      g_assert_cmpuint (truco_matchsticks_get_n_groups (sticks), ==, expected[i].groups);
      g_assert_cmpuint (truco_matchsticks_get_n_crossed (sticks), ==, expected[i].crossed);
      g_assert_cmpuint (truco_matchsticks_get_n_malas (sticks), ==, 0);
      g_assert_cmpuint (truco_matchsticks_get_n_buenas (sticks), ==, 0);
      g_assert_cmpstr (truco_matchsticks_get_label (sticks), ==, expected[i].label);
      gtk_test_accessible_assert_property (sticks, GTK_ACCESSIBLE_PROPERTY_LABEL, expected[i].label);
    }
  gtk_test_accessible_assert_role (sticks, GTK_ACCESSIBLE_ROLE_IMG);

  /* Going down again (a new chico) lays out fewer sticks. */
  truco_matchsticks_set_score (sticks, 3);
  g_assert_cmpuint (truco_matchsticks_get_n_sticks (sticks), ==, 3);
  g_assert_cmpuint (truco_matchsticks_get_n_groups (sticks), ==, 1);

  g_object_unref (widget);
}

static void
test_side_name (void)
{
  GtkWidget *widget = g_object_ref_sink (truco_matchsticks_new ());
  TrucoMatchsticks *sticks = TRUCO_MATCHSTICKS (widget);

  truco_matchsticks_set_score (sticks, 7);
  truco_matchsticks_set_side_name (sticks, "Ana and Luis");
  g_assert_cmpstr (truco_matchsticks_get_side_name (sticks), ==, "Ana and Luis");
  gtk_test_accessible_assert_property (sticks, GTK_ACCESSIBLE_PROPERTY_LABEL, "Ana and Luis: 7 points");
  truco_matchsticks_set_score (sticks, 1);
  gtk_test_accessible_assert_property (sticks, GTK_ACCESSIBLE_PROPERTY_LABEL, "Ana and Luis: 1 point");
  truco_matchsticks_set_side_name (sticks, NULL);
  gtk_test_accessible_assert_property (sticks, GTK_ACCESSIBLE_PROPERTY_LABEL, "1 point");

  g_object_unref (widget);
}

static void
test_malas_buenas (void)
{
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
  GtkWidget *widget = g_object_ref_sink (truco_matchsticks_new ());
  TrucoMatchsticks *sticks = TRUCO_MATCHSTICKS (widget);

  /* The Argentine chico of 30 is told in 15 malas and 15 buenas. */
  truco_matchsticks_set_rules (sticks, rules);
  g_assert_cmpuint (truco_matchsticks_get_buenas_start (sticks), ==, 15);

  truco_matchsticks_set_score (sticks, 7);
  g_assert_cmpuint (truco_matchsticks_get_n_malas (sticks), ==, 7);
  g_assert_cmpuint (truco_matchsticks_get_n_buenas (sticks), ==, 0);
  g_assert_cmpuint (truco_matchsticks_get_n_groups (sticks), ==, 2);
  gtk_test_accessible_assert_property (sticks, GTK_ACCESSIBLE_PROPERTY_LABEL, "7 points, in the malas");

  truco_matchsticks_set_score (sticks, 15);
  g_assert_cmpuint (truco_matchsticks_get_n_malas (sticks), ==, 15);
  g_assert_cmpuint (truco_matchsticks_get_n_buenas (sticks), ==, 0);
  gtk_test_accessible_assert_property (sticks, GTK_ACCESSIBLE_PROPERTY_LABEL, "15 points, 0 in the buenas");

  /* 18 = the 15 malas, and 3 buenas in a group of their own (the sixth
   * point does not finish the third group of the malas). */
  truco_matchsticks_set_score (sticks, 18);
  g_assert_cmpuint (truco_matchsticks_get_n_malas (sticks), ==, 15);
  g_assert_cmpuint (truco_matchsticks_get_n_buenas (sticks), ==, 3);
  g_assert_cmpuint (truco_matchsticks_get_n_sticks (sticks), ==, 18);
  g_assert_cmpuint (truco_matchsticks_get_n_groups (sticks), ==, 4);
  g_assert_cmpuint (truco_matchsticks_get_n_crossed (sticks), ==, 3);
  gtk_test_accessible_assert_property (sticks, GTK_ACCESSIBLE_PROPERTY_LABEL, "18 points, 3 in the buenas");
  truco_matchsticks_set_side_name (sticks, "You");
  gtk_test_accessible_assert_property (sticks, GTK_ACCESSIBLE_PROPERTY_LABEL, "You: 18 points, 3 in the buenas");
  truco_matchsticks_set_score (sticks, 4);
  gtk_test_accessible_assert_property (sticks, GTK_ACCESSIBLE_PROPERTY_LABEL, "You: 4 points, in the malas");

  truco_matchsticks_set_score (sticks, 30);
  g_assert_cmpuint (truco_matchsticks_get_n_malas (sticks), ==, 15);
  g_assert_cmpuint (truco_matchsticks_get_n_buenas (sticks), ==, 15);
  g_assert_cmpuint (truco_matchsticks_get_n_groups (sticks), ==, 6);

  /* A chico of 15, the house rule without malas and buenas, and the
   * variants that have none: no split. */
  g_assert_true (truco_rules_set (rules, "target", "15", NULL));
  truco_matchsticks_set_rules (sticks, rules);
  g_assert_cmpuint (truco_matchsticks_get_buenas_start (sticks), ==, 0);
  g_assert_cmpuint (truco_matchsticks_get_n_malas (sticks), ==, 0);
  g_assert_cmpuint (truco_matchsticks_get_n_buenas (sticks), ==, 0);

  {
    g_autoptr(TrucoRules) off = truco_rules_new (truco_variant_lookup ("ar"));

    g_assert_true (truco_rules_set (off, "malas_buenas", "off", NULL));
    truco_matchsticks_set_rules (sticks, off);
    g_assert_cmpuint (truco_matchsticks_get_buenas_start (sticks), ==, 0);
  }

  for (guint v = 0; v < truco_variant_get_count (); v++)
    {
      const TrucoVariant *variant = truco_variant_get_nth (v);
      g_autoptr(TrucoRules) other = truco_rules_new (variant);

      truco_matchsticks_set_rules (sticks, other);
      if (g_strcmp0 (truco_variant_get_id (variant), "ar") == 0)
        g_assert_cmpuint (truco_matchsticks_get_buenas_start (sticks), ==, 15);
      else
        g_assert_cmpuint (truco_matchsticks_get_buenas_start (sticks), ==, 0);
    }

  g_object_unref (widget);
}

static void
test_sizes (void)
{
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
  GtkWidget *widget = g_object_ref_sink (truco_matchsticks_new ());
  int min_width, nat_width, narrow_height, wide_height, min_height;

  truco_matchsticks_set_rules (TRUCO_MATCHSTICKS (widget), rules);
  truco_matchsticks_set_score (TRUCO_MATCHSTICKS (widget), 30);
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, &nat_width, NULL, NULL);
  /* Fits beside the other side's sticks on a 360-pixel phone, and asks
   * for more on a desktop. */
  g_assert_cmpint (min_width, >, 0);
  g_assert_cmpint (min_width, <=, 160);
  g_assert_cmpint (nat_width, >, min_width);
  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, min_width, &min_height, &narrow_height, NULL, NULL);
  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, nat_width, NULL, &wide_height, NULL, NULL);
  g_assert_cmpint (min_height, >, 0);
  g_assert_cmpint (narrow_height, <, wide_height);

  g_object_unref (widget);
}

/* Compact (a phone's header): only the half the score is in, without
 * the words malas and buenas over it, lower than the whole; the
 * accessible name still says all. */
static void
test_compact (void)
{
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
  GtkWidget *widget = g_object_ref_sink (truco_matchsticks_new ());
  TrucoMatchsticks *sticks = TRUCO_MATCHSTICKS (widget);
  int whole, compact;

  truco_matchsticks_set_rules (sticks, rules);
  truco_matchsticks_set_score (sticks, 18);
  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, 52, &whole, NULL, NULL, NULL);
  truco_matchsticks_set_compact (sticks, TRUE);
  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, 52, &compact, NULL, NULL, NULL);
  g_assert_cmpint (compact, >, 0);
  g_assert_cmpint (compact, <, whole / 2);
  g_assert_cmpuint (truco_matchsticks_get_n_malas (sticks), ==, 0);
  g_assert_cmpuint (truco_matchsticks_get_n_buenas (sticks), ==, 3);
  gtk_test_accessible_assert_property (sticks, GTK_ACCESSIBLE_PROPERTY_LABEL, "18 points, 3 in the buenas");

  /* In the malas: the malas. */
  truco_matchsticks_set_score (sticks, 15);
  g_assert_cmpuint (truco_matchsticks_get_n_malas (sticks), ==, 15);
  g_assert_cmpuint (truco_matchsticks_get_n_buenas (sticks), ==, 0);

  truco_matchsticks_set_compact (sticks, FALSE);
  truco_matchsticks_set_score (sticks, 18);
  g_assert_cmpuint (truco_matchsticks_get_n_malas (sticks), ==, 15);
  g_assert_cmpuint (truco_matchsticks_get_n_buenas (sticks), ==, 3);

  g_object_unref (widget);
}

static void
test_draws (void)
{
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  static const guint scores[] = { 0, 6, 18, 33 };

  for (guint i = 0; i < G_N_ELEMENTS (scores); i++)
    {
      GtkWidget *sticks = truco_matchsticks_new ();

      if (i >= 2)
        truco_matchsticks_set_rules (TRUCO_MATCHSTICKS (sticks), rules);
      truco_matchsticks_set_score (TRUCO_MATCHSTICKS (sticks), scores[i]);
      gtk_box_append (GTK_BOX (box), sticks);
    }
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 300);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (window);

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 500);
  gtk_test_widget_wait_for_draw (window);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/matchsticks/counts", test_counts);
  g_test_add_func ("/matchsticks/side-name", test_side_name);
  g_test_add_func ("/matchsticks/malas-buenas", test_malas_buenas);
  g_test_add_func ("/matchsticks/sizes", test_sizes);
  g_test_add_func ("/matchsticks/draws", test_draws);
  g_test_add_func ("/matchsticks/compact", test_compact);

  return g_test_run ();
}
