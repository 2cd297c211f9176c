/* test-hand-counter.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * TrucoHandCounter: for every declaration of every variant and a spread of
 * hands, the steps shown one at a time are the engine's, in its order, and
 * the cards highlighted are exactly those the last step shown names; the
 * drop-downs and the steps list are named; a hand with a card twice is
 * refused with a message.  GTK_A11Y=test.
 */

#include "config.h"

#include <adwaita.h>

#include "truco-hand-counter.h"
#include "truco-test-util.h"

static GtkWidget *
find_nth (GtkWidget *root,
          GType      type,
          guint     *nth)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type))
        {
          if (*nth == 0)
            return child;
          (*nth)--;
        }
      found = find_nth (child, type, nth);
      if (found != NULL)
        return found;
    }

  return NULL;
}

/* The @nth widget of @type, depth first. */
static GtkWidget *
find_type (GtkWidget *root,
           GType      type,
           guint      nth)
{
  return find_nth (root, type, &nth);
}

static guint
count_rows (GtkWidget *list)
{
  guint n = 0;

  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    n++;
  return n;
}

static int
evaluate (const TrucoRules *rules,
          TrucoDeclaration  declaration,
          const TrucoCard   cards[3],
          TrucoExplanation *explanation)
{
  switch (declaration)
    {
    case TRUCO_DECLARATION_ENVIDO:
      return truco_envido (rules, cards, explanation);
    case TRUCO_DECLARATION_FLOR:
      return truco_flor (rules, cards, explanation);
    case TRUCO_DECLARATION_EMBIT:
    default:
      return truco_embit (rules, cards, explanation);
    }
}

static void
check_rules (TrucoHandCounter *counter,
             TrucoRules       *rules,
             guint            *n_checked)
{
  guint n_cards = 0;
  const TrucoCard *deck = truco_deck_get_cards (truco_rules_get_deck (rules), &n_cards);
  GtkWidget *list;

  truco_hand_counter_set_rules (counter, rules);
  list = find_type (GTK_WIDGET (counter), GTK_TYPE_LIST_BOX, 0);

  for (guint d = TRUCO_DECLARATION_ENVIDO; d <= TRUCO_DECLARATION_EMBIT; d++)
    {
      guint combination = 0;

      if (!truco_rules_has_declaration (rules, d))
        {
          g_assert_false (truco_hand_counter_set_declaration (counter, d));
          continue;
        }
      g_assert_true (truco_hand_counter_set_declaration (counter, d));
      g_assert_cmpint (truco_hand_counter_get_declaration (counter), ==, d);

      for (guint a = 0; a < n_cards; a++)
        for (guint b = a + 1; b < n_cards; b++)
          for (guint c = b + 1; c < n_cards; c++)
            {
              TrucoCard hand[3] = { deck[a], deck[b], deck[c] };
              g_autoptr(TrucoExplanation) expected = truco_explanation_new ();
              guint n_steps;

              /* A spread of hands: every 23rd, plus every flush of one suit
               * being frequent enough among them. */
              if (combination++ % 23 != 0)
                continue;

              evaluate (rules, d, hand, expected);
              truco_hand_counter_set_cards (counter, hand);
              n_steps = truco_explanation_get_n_steps (expected);
              g_assert_cmpuint (truco_hand_counter_get_n_steps (counter), ==, n_steps);
              g_assert_cmpuint (truco_hand_counter_get_n_shown (counter), ==, 0);
              g_assert_cmpuint (n_steps, >, 0);
              /* Before the first step, what to do; then how far it went. */
              g_assert_nonnull (truco_test_find_widget (GTK_WIDGET (counter), truco_test_is_label,
                                                        "Press Next Step to count these cards one step at a time."));

              for (guint i = 0; i < n_steps; i++)
                {
                  const TrucoStep *step = truco_explanation_get_step (expected, i);
                  g_autofree char *text = truco_step_format (step);
                  GtkWidget *row;
                  GtkWidget *label;

                  g_assert_true (truco_hand_counter_next_step (counter));
                  g_assert_cmpuint (truco_hand_counter_get_n_shown (counter), ==, i + 1);
                  {
                    g_autofree char *how_far = g_strdup_printf ("Step %u of %u", i + 1, n_steps);

                    g_assert_nonnull (truco_test_find_widget (GTK_WIDGET (counter), truco_test_is_label, how_far));
                  }
                  g_assert_cmpuint (count_rows (list), ==, i + 1);
                  row = gtk_widget_get_last_child (list);
                  label = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));
                  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (label)), ==, text);

                  for (guint k = 0; k < 3; k++)
                    {
                      gboolean named = FALSE;

                      for (guint s = 0; s < step->n_cards; s++)
                        named |= step->cards[s] == hand[k];
                      g_assert_cmpint (truco_hand_counter_is_highlighted (counter, k), ==, named);
                    }
                }
              g_assert_false (truco_hand_counter_next_step (counter));
              (*n_checked)++;
            }
    }
}

static void
test_steps (void)
{
  GtkWidget *window = gtk_window_new ();
  TrucoHandCounter *counter = TRUCO_HAND_COUNTER (truco_hand_counter_new ());
  guint n_checked = 0;

  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (counter));
  gtk_window_present (GTK_WINDOW (window));

  for (guint v = 0; v < truco_variant_get_count (); v++)
    {
      g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_get_nth (v));

      check_rules (counter, rules, &n_checked);
      if (truco_variant_find_option (truco_variant_get_nth (v), "flor_enabled") != NULL)
        {
          g_autoptr(TrucoRules) flor = truco_rules_copy (rules);

          g_assert_true (truco_rules_set (flor, "flor_enabled", "on", NULL));
          check_rules (counter, flor, &n_checked);
        }
    }

  /* Envido (ar), flor (ar with flor, tyf), embit (tyf) at least. */
  g_assert_cmpuint (n_checked, >, 4 * 300);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_names (void)
{
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
  GtkWidget *counter = g_object_ref_sink (truco_hand_counter_new ());
  const char *names[] = { "First card", "Second card", "Third card" };
  TrucoCard twice[3];
  GtkWidget *label;
  GtkWidget *all;

  truco_hand_counter_set_rules (TRUCO_HAND_COUNTER (counter), rules);
  for (guint k = 0; k < 3; k++)
    gtk_test_accessible_assert_property (find_type (counter, GTK_TYPE_DROP_DOWN, k),
                                         GTK_ACCESSIBLE_PROPERTY_LABEL, names[k]);
  gtk_test_accessible_assert_property (find_type (counter, GTK_TYPE_LIST_BOX, 0),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Steps of the count");

  /* Choosing in a drop-down changes the hand. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (find_type (counter, GTK_TYPE_DROP_DOWN, 2)), 10);
  truco_hand_counter_get_cards (TRUCO_HAND_COUNTER (counter), twice);
  g_assert_cmpint (twice[2], ==, truco_deck_get_cards (truco_rules_get_deck (rules), NULL)[10]);

  /* Show all, then the same card twice: nothing to count, and a message. */
  truco_hand_counter_show_all (TRUCO_HAND_COUNTER (counter));
  g_assert_cmpuint (truco_hand_counter_get_n_shown (TRUCO_HAND_COUNTER (counter)), ==,
                    truco_hand_counter_get_n_steps (TRUCO_HAND_COUNTER (counter)));
  twice[1] = twice[0];
  truco_hand_counter_set_cards (TRUCO_HAND_COUNTER (counter), twice);
  g_assert_cmpuint (truco_hand_counter_get_n_steps (TRUCO_HAND_COUNTER (counter)), ==, 0);
  for (guint i = 0; (label = find_type (counter, GTK_TYPE_LABEL, i)) != NULL; i++)
    if (g_strcmp0 (gtk_label_get_label (GTK_LABEL (label)), "Choose three different cards.") == 0)
      break;
  g_assert_nonnull (label);
  g_assert_true (gtk_widget_get_visible (label));
  for (guint i = 0; (all = find_type (counter, GTK_TYPE_BUTTON, i)) != NULL; i++)
    if (g_strcmp0 (gtk_button_get_label (GTK_BUTTON (all)), "_Next Step") == 0)
      break;
  g_assert_nonnull (all);
  g_assert_false (gtk_widget_get_sensitive (all));

  g_assert_finalize_object (counter);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/hand-counter/steps", test_steps);
  g_test_add_func ("/hand-counter/names", test_names);

  return g_test_run ();
}
