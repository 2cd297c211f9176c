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
 * cells and call buttons are named.  The calls pressed are drawn as rising
 * steps, each with what the sequence up to it is worth accepted and
 * refused; the quiero and no quiero explanations are separate paragraphs;
 * the diagram fits a 360 px window.  GTK_A11Y=test.
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

static GtkWidget *
find_data (GtkWidget  *root,
           const char *key,
           guint      *nth)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (g_object_get_data (G_OBJECT (child), key) != NULL && (*nth)-- == 0)
        return child;
      found = find_data (child, key, nth);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
find_label_prefixed (GtkWidget  *root,
                     const char *prefix)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_LABEL (child) && gtk_widget_get_visible (child) &&
          g_str_has_prefix (gtk_label_get_label (GTK_LABEL (child)), prefix))
        return child;
      found = find_label_prefixed (child, prefix);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Presses @calls of the ladder whose first call is @first (Argentine
 * rules) and checks the steps drawn, top (the last call) to bottom: each
 * says what the calls up to it are worth accepted and refused. */
static void
check_sequence (const char         *first,
                const char * const *calls,
                const char * const *quiero,
                const char * const *no_quiero)
{
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
  GtkWidget *widget = g_object_ref_sink (truco_ladder_diagram_new ());
  TrucoLadderDiagram *diagram = TRUCO_LADDER_DIAGRAM (widget);
  GtkWidget *stairs = NULL;
  GtkWidget *row;
  guint n_calls = g_strv_length ((char **) calls);
  guint l;

  truco_ladder_diagram_set_rules (diagram, rules);
  for (l = 0; l < truco_ladder_diagram_get_n_ladders (diagram); l++)
    if (g_strcmp0 (truco_ladder_diagram_get_cell (diagram, l, 0, TRUCO_LADDER_DIAGRAM_CALL), first) == 0)
      break;
  g_assert_cmpuint (l, <, truco_ladder_diagram_get_n_ladders (diagram));
  {
    guint nth = l;

    stairs = find_data (widget, "truco-stairs", &nth);
  }
  g_assert_nonnull (stairs);
  g_assert_false (gtk_widget_get_visible (stairs));

  for (guint i = 0; i < n_calls; i++)
    {
      /* The call's button: in Argentine rules no other ladder has a call
       * of the same name. */
      GtkWidget *button = find_button (widget, calls[i]);

      g_assert_nonnull (button);
      g_signal_emit_by_name (button, "clicked");
    }
  g_assert_cmpuint (truco_ladder_diagram_get_bet (diagram, l)->n_calls, ==, n_calls);

  /* One step per call, rising: the last call on top, each step further
   * right than the one below it. */
  g_assert_true (gtk_widget_get_visible (stairs));
  row = gtk_widget_get_first_child (stairs);
  for (guint i = n_calls; i-- > 0; row = gtk_widget_get_next_sibling (row))
    {
      g_assert_nonnull (row);
      g_assert_cmpstr (g_object_get_data (G_OBJECT (row), "quiero"), ==, quiero[i]);
      g_assert_cmpstr (g_object_get_data (G_OBJECT (row), "no-quiero"), ==, no_quiero[i]);
      g_assert_nonnull (find_label_prefixed (row, quiero[i]));
      g_assert_nonnull (find_label_prefixed (row, no_quiero[i]));
      if (gtk_widget_get_next_sibling (row) != NULL)
        g_assert_cmpint (gtk_widget_get_margin_start (row), >, gtk_widget_get_margin_start (gtk_widget_get_next_sibling (row)));
    }
  g_assert_null (row);

  /* The explanation: the quiero case and the no quiero case are two
   * paragraphs. */
  {
    GtkWidget *accepted = find_label_prefixed (widget, "With quiero: ");
    GtkWidget *refused = find_label_prefixed (widget, "With no quiero: ");

    g_assert_nonnull (accepted);
    g_assert_nonnull (refused);
    g_assert_true (accepted != refused);
    g_assert_null (strstr (gtk_label_get_label (GTK_LABEL (accepted)), "no quiero"));
  }

  /* It fits a phone: 360 px less the page's margins. */
  {
    int minimum = 0;

    gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
    g_test_message ("ladders after %s: %d px", first, minimum);
    g_assert_cmpint (minimum, <=, 360 - 2 * 12);
  }

  g_assert_finalize_object (widget);
}

static void
test_steps (void)
{
  /* The Argentine values: truco 2 (1 refused), retruco 3 (2), vale cuatro 4 (3). */
  const char * const truco[] = { "truco", "retruco", "vale cuatro", NULL };
  const char * const truco_quiero[] = { "Quiero: 2 points", "Quiero: 3 points", "Quiero: 4 points" };
  const char * const truco_no[] = { "No quiero: 1 point", "No quiero: 2 points", "No quiero: 3 points" };
  /* Envido 2 (1), envido envido 4 (2), and real envido on top 7 (4). */
  const char * const envido[] = { "envido", "envido", "real envido", NULL };
  const char * const envido_quiero[] = { "Quiero: 2 points", "Quiero: 4 points", "Quiero: 7 points" };
  const char * const envido_no[] = { "No quiero: 1 point", "No quiero: 2 points", "No quiero: 4 points" };

  check_sequence ("truco", truco, truco_quiero, truco_no);
  check_sequence ("envido", envido, envido_quiero, envido_no);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/ladder-diagram/every-ladder", test_every_ladder);
  g_test_add_func ("/ladder-diagram/names", test_names);
  g_test_add_func ("/ladder-diagram/steps", test_steps);

  return g_test_run ();
}
