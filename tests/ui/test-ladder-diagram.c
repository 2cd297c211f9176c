/* test-ladder-diagram.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * TrucoLadderDiagram: for every ladder of every variant (and of the house
 * rules that change the ladders), each call's row shows the engine's call,
 * its quiero and its no quiero values (truco_stake_describe of the
 * descriptor); pressing calls builds a legal sequence whose explanation is
 * the engine's (checked against truco_bet_evaluate on the same calls); an
 * illegal call changes nothing; Start Over empties the sequence; the
 * cells and call buttons are named.  GTK_A11Y=test.
 */

#include "config.h"

#include <adwaita.h>

#include "truco-ladder-diagram.h"

static GtkWidget *
find_button (GtkWidget  *root,
             const char *label)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_BUTTON (child) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (child)), label) == 0)
        return child;
      found = find_button (child, label);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
check_rules (TrucoRules *rules,
             guint      *n_ladders,
             guint      *n_sequences)
{
  GtkWidget *widget = g_object_ref_sink (truco_ladder_diagram_new ());
  TrucoLadderDiagram *diagram = TRUCO_LADDER_DIAGRAM (widget);
  const TrucoLadder *ladders;
  guint n = 0;

  truco_ladder_diagram_set_rules (diagram, rules);
  ladders = truco_rules_get_ladders (rules, &n);
  g_assert_cmpuint (truco_ladder_diagram_get_n_ladders (diagram), ==, n);

  for (guint l = 0; l < n; l++)
    {
      const TrucoLadder *table = &ladders[l];
      guint calls[3];
      guint chosen[3];
      guint n_calls = 0;

      g_assert_nonnull (table);
      for (guint s = 0; s < ladders[l].n_steps; s++)
        {
          const TrucoLadderStep *step = &ladders[l].steps[s];
          g_autofree char *quiero = truco_stake_describe (&step->accepted);
          g_autofree char *no_quiero = truco_stake_describe (&step->rejected);

          g_assert_cmpstr (truco_ladder_diagram_get_cell (diagram, l, s, TRUCO_LADDER_DIAGRAM_CALL), ==, step->call);
          g_assert_cmpstr (truco_ladder_diagram_get_cell (diagram, l, s, TRUCO_LADDER_DIAGRAM_QUIERO), ==, quiero);
          g_assert_cmpstr (truco_ladder_diagram_get_cell (diagram, l, s, TRUCO_LADDER_DIAGRAM_NO_QUIERO), ==, no_quiero);
          g_assert_nonnull (truco_ladder_diagram_get_cell (diagram, l, s, TRUCO_LADDER_DIAGRAM_WHO));
        }

      /* Every call has its button. */
      for (guint r = 0; r < table->n_steps; r++)
        g_assert_nonnull (find_button (widget, table->steps[r].call));

      g_assert_cmpstr (truco_ladder_diagram_get_worth (diagram, l), ==, "");

      /* Up to three calls, each the first one legal there. */
      while (n_calls < 3)
        {
          const TrucoBet *bet = truco_ladder_diagram_get_bet (diagram, l);
          guint before = bet->n_calls;
          gboolean called = FALSE;

          for (guint r = 0; r < table->n_steps && !called; r++)
            if (truco_ladder_diagram_call (diagram, l, r))
              {
                g_assert_cmpuint (bet->n_calls, ==, before + 1);
                calls[n_calls] = r;
                chosen[n_calls] = bet->chosen[before];
                n_calls++;
                called = TRUE;
              }
            else
              g_assert_cmpuint (bet->n_calls, ==, before);
          if (!called)
            break;
        }
      g_assert_cmpuint (n_calls, >, 0);

      /* The pressed calls were a legal sequence; the explanation shown is the
       * engine's for the same calls.  The buttons' signal path ends in the
       * same sync: press the first call's button once more after Start Over. */
      truco_ladder_diagram_start_over (diagram, l);
      g_assert_cmpuint (truco_ladder_diagram_get_bet (diagram, l)->n_calls, ==, 0);
      for (guint i = 0; i < n_calls; i++)
        {
          GtkWidget *button = NULL;

          /* The button of the call: the row's name; a repeated name (envido
           * twice) is the same button. */
          button = find_button (widget, table->steps[calls[i]].call);
          g_assert_nonnull (button);
          g_signal_emit_by_name (button, "clicked");
        }
      g_assert_cmpuint (truco_ladder_diagram_get_bet (diagram, l)->n_calls, ==, n_calls);

      {
        g_autoptr(TrucoExplanation) expected = truco_explanation_new ();
        g_autofree char *text = NULL;
        g_autoptr(GError) error = NULL;
        TrucoBetContext ctx;
        guint points = 0;
        int winner = truco_bet_get_last_side (truco_ladder_diagram_get_bet (diagram, l));

        truco_bet_context_init (&ctx, rules);
        g_assert_true (truco_bet_evaluate (table, calls, chosen, n_calls, 0, TRUE, MAX (winner, 0),
                                           &ctx, &points, expected, &error));
        g_assert_no_error (error);
        text = truco_explanation_format (expected);
        g_assert_nonnull (strstr (truco_ladder_diagram_get_worth (diagram, l), text));
        g_assert_true (g_str_has_prefix (truco_ladder_diagram_get_worth (diagram, l), "With quiero: "));
      }
      (*n_sequences)++;
    }

  *n_ladders += n;
  g_assert_finalize_object (widget);
}

static void
test_every_ladder (void)
{
  guint n_ladders = 0;
  guint n_sequences = 0;
  const struct { const char *variant, *name, *value; } houses[] = {
    { "ar", NULL, NULL },
    { "ar", "flor_enabled", "on" },
    { "ar", "envido_ladder", "free" },
    { "cat", NULL, NULL },
    { "fr", NULL, NULL },
    { "tyf", NULL, NULL },
    { "put", NULL, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (houses); i++)
    {
      g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup (houses[i].variant));

      if (houses[i].name != NULL && !truco_rules_set (rules, houses[i].name, houses[i].value, NULL))
        continue;  /* an option this rule set does not have */
      check_rules (rules, &n_ladders, &n_sequences);
    }

  g_assert_cmpuint (n_ladders, >=, 8);
  g_assert_cmpuint (n_sequences, ==, n_ladders);
}

static void
test_names (void)
{
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
  GtkWidget *widget = g_object_ref_sink (truco_ladder_diagram_new ());
  GtkWidget *truco;

  truco_ladder_diagram_set_rules (TRUCO_LADDER_DIAGRAM (widget), rules);
  truco = find_button (widget, "truco");
  g_assert_nonnull (truco);
  gtk_test_accessible_assert_property (truco, GTK_ACCESSIBLE_PROPERTY_LABEL, "truco");
  g_assert_nonnull (find_button (widget, "Start Over"));

  /* Retruco first is refused: nothing is called, and the button says why. */
  g_signal_emit_by_name (find_button (widget, "retruco"), "clicked");
  for (guint l = 0; l < truco_ladder_diagram_get_n_ladders (TRUCO_LADDER_DIAGRAM (widget)); l++)
    g_assert_cmpuint (truco_ladder_diagram_get_bet (TRUCO_LADDER_DIAGRAM (widget), l)->n_calls, ==, 0);
  gtk_test_accessible_assert_property (find_button (widget, "retruco"), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "“retruco” cannot be called here.");

  g_assert_finalize_object (widget);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/ladder-diagram/every-ladder", test_every_ladder);
  g_test_add_func ("/ladder-diagram/names", test_names);

  return g_test_run ();
}
