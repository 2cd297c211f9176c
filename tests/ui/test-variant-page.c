/* test-variant-page.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The fact sheet and the comparison, as a learner reads them: every fact of
 * the engine, the betting ladders as tables, tied cards under one place,
 * no card codes, the chosen player count as a state, rows that are no Tab
 * stops, a new variant read from the top, short comparison cells with the
 * long text one click away.  Runs with GTK_A11Y=test. */

#include "config.h"

#include <string.h>
#include <adwaita.h>

#include "truco-card-art.h"
#include "truco-card-widget.h"
#include "truco-comparison.h"
#include "truco-facts.h"
#include "truco-ranking-ladder.h"
#include "truco-test-util.h"
#include "truco-variant-page.h"

static TrucoApplication *app;

typedef struct
{
  GtkWidget     *window;
  GtkWidget     *page;
  TrucoSettings *settings;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->settings = truco_test_new_settings ();
  fixture->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 800, 600);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  g_clear_object (&fixture->settings);
  truco_test_flush ();
}

static void
collect (GtkWidget *widget,
         GType      type,
         GPtrArray *found)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    g_ptr_array_add (found, widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect (child, type, found);
}

static gboolean
is_text (GtkWidget     *widget,
         gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget)
         && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

/* A word of a learner's text that reads as a card code ("1E", "7O", "QH"). */
static gboolean
has_card_code (const char *text)
{
  g_auto(GStrv) words = g_strsplit_set (text, " ,.;:()\n", -1);

  for (guint i = 0; words[i] != NULL; i++)
    {
      TrucoCard card;

      gboolean code_like = strlen (words[i]) >= 2;

      /* As the engine writes codes: digits and capitals ("7O", "QH"). */
      for (const char *p = words[i]; *p != '\0'; p++)
        code_like &= g_ascii_isdigit (*p) || g_ascii_isupper (*p);
      if (code_like && truco_card_parse (words[i], &card, NULL))
        return TRUE;
    }

  return FALSE;
}

static GtkWidget *
grid_cell (GtkWidget *grid,
           int        column,
           int        row)
{
  GtkWidget *child = gtk_grid_get_child_at (GTK_GRID (grid), column, row);

  g_assert_nonnull (child);
  g_assert_true (GTK_IS_LABEL (child) || GTK_IS_LINK_BUTTON (child));
  return child;
}

/* The text of a cell: a label's, or a link's (a call with a glossary entry). */
static const char *
cell_text (GtkWidget *cell)
{
  if (GTK_IS_LINK_BUTTON (cell))
    return gtk_button_get_label (GTK_BUTTON (cell));
  return gtk_label_get_text (GTK_LABEL (cell));
}

static void
check_fact_sheet (Fixture          *fixture,
                  const TrucoRules *rules)
{
  const TrucoVariant *variant = truco_rules_get_variant (rules);
  GtkWidget *page = fixture->page;
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();
  g_autoptr(GPtrArray) grids = g_ptr_array_new ();
  guint n_ladders, n_top, last_class, n_drawn = 0;
  const TrucoLadder *ladders = truco_rules_get_ladders (rules, &n_ladders);
  const TrucoCard *top = truco_rules_get_top_cards (rules, &n_top);

  /* Every fact, under its title; the plain ones as the engine says them. */
  for (TrucoFact fact = 0; fact < TRUCO_N_FACTS; fact++)
    {
      g_autofree char *text = truco_variant_describe (variant, rules, fact);

      g_assert_nonnull (truco_test_find_widget (page, is_text, truco_fact_get_title (fact)));
      if (fact != TRUCO_FACT_PLAYERS && fact != TRUCO_FACT_LADDERS)
        g_assert_nonnull (truco_test_find_widget (page, is_text, text));
    }

  /* No card code and no "(chosen)" anywhere a learner reads. */
  collect (page, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      const char *text = gtk_label_get_text (g_ptr_array_index (labels, i));

      if (has_card_code (text))
        g_error ("A card code in the fact sheet of %s: %s", truco_variant_get_id (variant), text);
      g_assert_null (strstr (text, "(chosen)"));
    }

  /* The player counts, the chosen one marked by a visible check and its
   * accessible description. */
  {
    const TrucoOption *option = truco_variant_find_option (variant, "players");
    guint n = option != NULL ? truco_option_get_n_choices (option) : 1;
    guint checked = 0;

    for (guint i = 0; i < n; i++)
      {
        const char *value;
        g_autofree char *only = NULL;
        GtkWidget *label, *check;

        if (option != NULL)
          value = truco_option_get_choice (option, i);
        else
          value = only = g_strdup_printf ("%u", truco_variant_get_player_counts (variant, &n)[0]);
        label = truco_test_find_widget (page, is_text, truco_variant_describe_player_count (variant, value));
        g_assert_nonnull (label);
        check = gtk_widget_get_prev_sibling (label);
        g_assert_true (GTK_IS_IMAGE (check));
        if (gtk_widget_get_opacity (check) > 0)
          {
            g_assert_cmpstr (value, ==, truco_rules_get (rules, "players"));
            gtk_test_accessible_assert_property (label, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                 "Chosen in the house rules");
            checked++;
          }
      }
    g_assert_cmpuint (checked, ==, option != NULL ? 1 : 0);
  }

  /* The top cards: every card of the top classes, class by class, large
   * enough for the full art. */
  collect (page, TRUCO_TYPE_CARD_WIDGET, cards);
  last_class = truco_rules_get_card_class (rules, top[n_top - 1]);
  for (guint klass = 1; klass <= last_class; klass++)
    {
      guint n_cards;
      const TrucoCard *class_cards = truco_rules_get_class_cards (rules, klass, &n_cards);

      for (guint i = 0; i < n_cards; i++, n_drawn++)
        {
          TrucoCardWidget *card = g_ptr_array_index (cards, n_drawn);

          g_assert_cmpuint (truco_card_widget_get_card (card), ==, class_cards[i]);
          g_assert_cmpint (truco_card_widget_get_size (card), >=, (int) TRUCO_CARD_ART_SMALL_WIDTH);
          g_assert_false (gtk_widget_get_focusable (GTK_WIDGET (card)));
        }
    }
  g_assert_cmpuint (n_drawn, ==, cards->len);

  /* Each ladder a table: call, if accepted, if refused, who may call it. */
  collect (page, GTK_TYPE_GRID, grids);
  g_assert_cmpuint (grids->len, ==, n_ladders);
  for (guint l = 0; l < n_ladders; l++)
    {
      GtkWidget *grid = g_ptr_array_index (grids, l);

      gtk_test_accessible_assert_role (grid, GTK_ACCESSIBLE_ROLE_TABLE);
      gtk_test_accessible_assert_role (grid_cell (grid, 1, 0), GTK_ACCESSIBLE_ROLE_COLUMN_HEADER);
      g_assert_cmpstr (cell_text ((grid_cell (grid, 0, 0))), ==, "Call");
      g_assert_cmpstr (cell_text ((grid_cell (grid, 1, 0))), ==, "If accepted");
      g_assert_cmpstr (cell_text ((grid_cell (grid, 2, 0))), ==, "If refused");
      g_assert_cmpstr (cell_text ((grid_cell (grid, 3, 0))), ==, "Who may call it");
      for (guint i = 0; i < ladders[l].n_steps; i++)
        {
          g_autofree char *accepted = truco_ladder_describe_accepted (&ladders[l], i);
          g_autofree char *refused = truco_ladder_describe_refused (&ladders[l], i);
          g_autofree char *caller = truco_ladder_describe_caller (&ladders[l], i);

          g_assert_cmpstr (cell_text ((grid_cell (grid, 0, i + 1))), ==, ladders[l].steps[i].call);
          g_assert_cmpstr (cell_text ((grid_cell (grid, 1, i + 1))), ==, accepted);
          g_assert_cmpstr (cell_text ((grid_cell (grid, 2, i + 1))), ==,
                           refused != NULL ? refused : "Cannot be refused");
          g_assert_cmpstr (cell_text ((grid_cell (grid, 3, i + 1))), ==, caller);
        }
      g_assert_null (gtk_grid_get_child_at (GTK_GRID (grid), 0, ladders[l].n_steps + 1));
    }

  /* The rows only show: none is a Tab stop. */
  collect (page, GTK_TYPE_LIST_BOX_ROW, rows);
  g_assert_cmpuint (rows->len, ==, TRUCO_N_FACTS);
  for (guint i = 0; i < rows->len; i++)
    {
      g_assert_false (gtk_widget_get_focusable (g_ptr_array_index (rows, i)));
      g_assert_false (gtk_list_box_row_get_activatable (g_ptr_array_index (rows, i)));
    }
}

static void
show_page (Fixture *fixture)
{
  GtkWidget *page = truco_variant_page_new ();

  truco_variant_page_set_settings (TRUCO_VARIANT_PAGE (page), fixture->settings);
  gtk_window_set_child (GTK_WINDOW (fixture->window), page);
  gtk_window_present (GTK_WINDOW (fixture->window));
  fixture->page = page;
  truco_test_flush ();
}

static void
test_fact_sheet (Fixture       *fixture,
                 gconstpointer  data)
{
  show_page (fixture);

  for (guint v = 0; v < truco_variant_get_count (); v++)
    {
      const TrucoVariant *variant = truco_variant_get_nth (v);
      g_autoptr(TrucoRules) rules = NULL;

      truco_settings_set_variant (fixture->settings, variant);
      truco_test_flush ();
      rules = truco_settings_get_rules (fixture->settings, variant);
      check_fact_sheet (fixture, rules);
    }

  /* The house rules the sheet follows at once: flor on, six players. */
  {
    const TrucoVariant *ar = truco_variant_lookup ("ar");
    g_autoptr(TrucoRules) rules = NULL;

    truco_settings_set_variant (fixture->settings, ar);
    g_assert_true (truco_settings_set_rule (fixture->settings, ar, "flor_enabled", "on", NULL));
    g_assert_true (truco_settings_set_rule (fixture->settings, ar, "players", "6", NULL));
    truco_test_flush ();
    rules = truco_settings_get_rules (fixture->settings, ar);
    g_assert_cmpstr (truco_rules_get (rules, "players"), ==, "6");
    check_fact_sheet (fixture, rules);
  }
}

static void
test_scrolls_to_top (Fixture       *fixture,
                     gconstpointer  data)
{
  GtkAdjustment *adjustment;

  truco_settings_set_variant (fixture->settings, truco_variant_lookup ("tyf"));
  show_page (fixture);
  adjustment = gtk_scrolled_window_get_vadjustment (truco_variant_page_get_scrolled_window (TRUCO_VARIANT_PAGE (fixture->page)));
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >, gtk_adjustment_get_page_size (adjustment));

  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, 0);
  truco_settings_set_variant (fixture->settings, truco_variant_lookup ("ar"));
  truco_test_flush ();
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 0);
}

static gboolean
is_link_to (GtkWidget     *widget,
            gconstpointer  uri)
{
  return GTK_IS_LINK_BUTTON (widget) && gtk_widget_get_mapped (widget)
         && g_strcmp0 (gtk_link_button_get_uri (GTK_LINK_BUTTON (widget)), uri) == 0;
}

static void
test_glossary_links (Fixture       *fixture,
                     gconstpointer  data)
{
  truco_settings_set_variant (fixture->settings, truco_variant_lookup ("ar"));
  show_page (fixture);

  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  GtkWidget *link;

  /* The newcomer's words, and the calls of the tables, link to the glossary. */
  g_assert_nonnull (truco_test_find_widget (fixture->page, is_link_to, "term:chico"));
  g_assert_nonnull (truco_test_find_widget (fixture->page, is_link_to, "term:mano"));
  g_assert_nonnull (truco_test_find_widget (fixture->page, is_link_to, "term:malas"));
  g_assert_nonnull (truco_test_find_widget (fixture->page, is_link_to, "term:falta-envido"));
  link = truco_test_find_widget (fixture->page, is_link_to, "term:vale-cuatro");
  g_assert_nonnull (link);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (link)), ==, "vale cuatro");
  gtk_test_accessible_assert_role (link, GTK_ACCESSIBLE_ROLE_LINK);

  /* The text itself is read, never focused or selected. */
  collect (fixture->page, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkLabel *label = g_ptr_array_index (labels, i);

      g_assert_false (gtk_label_get_selectable (label));
      if (gtk_widget_get_focusable (GTK_WIDGET (label)))
        g_error ("A focusable label: %s", gtk_label_get_text (label));
    }
}

static gboolean
is_ranking_button (GtkWidget     *widget,
                   gconstpointer  data)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), "See the _Whole Ranking") == 0;
}

static void
test_whole_ranking (Fixture       *fixture,
                    gconstpointer  data)
{
  GtkWidget *button;
  GtkWidget *focus;
  GtkWindow *ranking = NULL;
  GListModel *toplevels = gtk_window_get_toplevels ();

  truco_settings_set_variant (fixture->settings, truco_variant_lookup ("cat"));
  show_page (fixture);

  /* The whole ranking is one click away, for the variant on show. */
  button = truco_test_find_widget (fixture->page, is_ranking_button, NULL);
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_focusable (button));
  g_signal_emit_by_name (button, "clicked");
  truco_test_flush ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (window != GTK_WINDOW (fixture->window))
        ranking = window;
    }
  g_assert_nonnull (ranking);
  g_assert_true (gtk_window_get_transient_for (ranking) == GTK_WINDOW (fixture->window));
  focus = gtk_window_get_focus (ranking);
  g_assert_nonnull (focus);
  g_assert_true (TRUCO_IS_RANKING_LADDER (gtk_widget_get_ancestor (focus, TRUCO_TYPE_RANKING_LADDER)));
  g_assert_true (truco_rules_get_variant (truco_ranking_ladder_get_rules (TRUCO_RANKING_LADDER (gtk_widget_get_ancestor (focus, TRUCO_TYPE_RANKING_LADDER))))
                 == truco_variant_lookup ("cat"));
  gtk_window_destroy (ranking);
}

/* The comparison: short cells side by side at the default window width,
 * the long text in each cell's popover; a list of expander rows on a
 * phone. */
static void
test_comparison (Fixture       *fixture,
                 gconstpointer  data)
{
  const struct { int width; gboolean wide; } widths[] = { { 360, FALSE }, { 960, TRUE } };

  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    {
      GtkWidget *window = gtk_window_new ();
      GtkWidget *comparison = truco_comparison_new ();
      g_autoptr(GPtrArray) labels = g_ptr_array_new ();
      g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
      int minimum;

      truco_comparison_set_settings (TRUCO_COMPARISON (comparison), fixture->settings);
      gtk_window_set_default_size (GTK_WINDOW (window), widths[w].width, 700);
      gtk_window_set_child (GTK_WINDOW (window), comparison);
      gtk_window_present (GTK_WINDOW (window));
      truco_test_flush ();
      truco_test_flush ();
      g_assert_cmpint (truco_comparison_get_wide (TRUCO_COMPARISON (comparison)), ==, widths[w].wide);

      /* Never holds the window wider than a phone. */
      gtk_widget_measure (comparison, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
      g_assert_cmpint (minimum, <=, 360);

      collect (comparison, GTK_TYPE_LABEL, labels);
      collect (comparison, GTK_TYPE_MENU_BUTTON, buttons);

      for (guint v = 0; v < truco_variant_get_count (); v++)
        {
          const TrucoVariant *variant = truco_variant_get_nth (v);
          g_autoptr(TrucoRules) rules = truco_settings_get_rules (fixture->settings, variant);

          for (TrucoFact fact = 0; fact < TRUCO_N_FACTS; fact++)
            {
              g_autofree char *text = truco_variant_describe (variant, rules, fact);
              g_autofree char *cell = truco_variant_describe_short (variant, rules, fact);
              g_autofree char *name = g_strdup_printf ("%s, %s: %s", truco_variant_get_name (variant),
                                                       truco_fact_get_title (fact), cell);
              gboolean long_found = FALSE, short_found = FALSE;

              /* The long text is there, one click away (not mapped). */
              for (guint i = 0; i < labels->len; i++)
                if (g_strcmp0 (gtk_label_get_text (g_ptr_array_index (labels, i)), text) == 0)
                  {
                    long_found = TRUE;
                    g_assert_false (gtk_widget_get_mapped (g_ptr_array_index (labels, i)));
                  }
              g_assert_true (long_found);

              {
                  /* A short cell, in the table under its variant or in the
                   * list under its name; its button named for a screen reader. */
                  for (guint i = 0; i < buttons->len && !short_found; i++)
                    {
                      GtkWidget *button = g_ptr_array_index (buttons, i);
                      GtkWidget *label = gtk_menu_button_get_child (GTK_MENU_BUTTON (button));

                      if (GTK_IS_BOX (label))
                        {
                          /* The list's cell: the variant's name, then the text. */
                          if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (gtk_widget_get_first_child (label))),
                                         truco_variant_get_name (variant)) != 0)
                            continue;
                          label = gtk_widget_get_last_child (label);
                        }
                      if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (label)), cell) != 0
                          || !gtk_widget_get_mapped (label))
                        continue;
                      if (GTK_IS_GRID (gtk_widget_get_parent (button)))
                        {
                          int column, row;

                          gtk_grid_query_child (GTK_GRID (gtk_widget_get_parent (button)), button,
                                                &column, &row, NULL, NULL);
                          if (column != (int) v + 1)
                            continue;
                        }
                      gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL, name);
                      short_found = TRUE;
                    }
                }
              g_assert_true (short_found);
            }
        }

      /* A change of house rule reaches the cells at once. */
      g_assert_true (truco_settings_set_rule (fixture->settings, truco_variant_lookup ("ar"), "target", "15", NULL));
      truco_test_flush ();
      if (widths[w].wide)
        g_assert_nonnull (truco_test_find_widget (comparison, is_text, "15 points"));
      g_assert_true (truco_settings_set_rule (fixture->settings, truco_variant_lookup ("ar"), "target", "30", NULL));

      gtk_window_destroy (GTK_WINDOW (window));
    }
}

int
main (int   argc,
      char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  app = truco_test_new_application ("io.github.truquero.Truquero.TestVariantPage", NULL);

  g_test_add ("/variant-page/fact-sheet", Fixture, NULL, fixture_set_up, test_fact_sheet, fixture_tear_down);
  g_test_add ("/variant-page/scrolls-to-top", Fixture, NULL, fixture_set_up, test_scrolls_to_top, fixture_tear_down);
  g_test_add ("/variant-page/glossary-links", Fixture, NULL, fixture_set_up, test_glossary_links, fixture_tear_down);
  g_test_add ("/variant-page/whole-ranking", Fixture, NULL, fixture_set_up, test_whole_ranking, fixture_tear_down);
  g_test_add ("/comparison/short-cells", Fixture, NULL, fixture_set_up, test_comparison, fixture_tear_down);

  status = g_test_run ();
  g_object_unref (app);
  return status;
}
