/* test-hand-counter.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * TrucoHandCounter: for every declaration of every variant and a spread of
 * hands, the steps shown one at a time are the engine's, in its order, and
 * the cards highlighted are exactly those the last step shown names; the
 * grid of the deck's cards names each card and says which are in the hand;
 * three cards picked by keyboard in the grid are counted, a fourth
 * replaces the first; the counter fits a 360 px window; a hand with a
 * card twice is refused with a message.  GTK_A11Y=test.
 */

#include "config.h"

#include <adwaita.h>

#include "truco-card-widget.h"
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
                                                        "Press “Show the Next Step” to count these cards one step at a time."));

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

static GtkWidget *
find_button_labelled (GtkWidget  *root,
                      const char *label)
{
  GtkWidget *button;

  for (guint i = 0; (button = find_type (root, GTK_TYPE_BUTTON, i)) != NULL; i++)
    if (g_strcmp0 (gtk_button_get_label (GTK_BUTTON (button)), label) == 0)
      return button;
  return NULL;
}

/* Each card of the grid is a button named after its card, pressed when it
 * is in the hand. */
static void
assert_grid (GtkFlowBox      *grid,
             const TrucoCard *deck,
             guint            n_cards,
             const TrucoCard  hand[3])
{
  for (guint i = 0; i < n_cards; i++)
    {
      GtkWidget *child = GTK_WIDGET (gtk_flow_box_get_child_at_index (grid, i));
      gboolean in_hand = deck[i] == hand[0] || deck[i] == hand[1] || deck[i] == hand[2];

      g_assert_nonnull (child);
      g_assert_true (gtk_widget_get_focusable (child));
      gtk_test_accessible_assert_role (child, GTK_ACCESSIBLE_ROLE_BUTTON);
      gtk_test_accessible_assert_property (child, GTK_ACCESSIBLE_PROPERTY_LABEL, truco_card_get_name (deck[i]));
      gtk_test_accessible_assert_state (child, GTK_ACCESSIBLE_STATE_PRESSED,
                                        in_hand ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE);
    }
  g_assert_null (gtk_flow_box_get_child_at_index (grid, n_cards));
}

/* What the arrow keys and Enter do in the grid (the key bindings emit
 * these signals). */
static void
press_right (GtkFlowBox *grid,
             guint       n)
{
  for (guint i = 0; i < n; i++)
    {
      gboolean handled = FALSE;

      g_signal_emit_by_name (grid, "move-cursor", GTK_MOVEMENT_VISUAL_POSITIONS, 1, FALSE, FALSE, &handled);
    }
}

static void
press_enter (GtkFlowBox *grid)
{
  g_signal_emit_by_name (grid, "activate-cursor-child");
}

static int
focused_index (GtkWidget *window)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  while (focus != NULL && !GTK_IS_FLOW_BOX_CHILD (focus))
    focus = gtk_widget_get_parent (focus);
  return focus != NULL ? gtk_flow_box_child_get_index (GTK_FLOW_BOX_CHILD (focus)) : -1;
}

static void
test_keyboard (void)
{
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
  GtkWidget *window = gtk_window_new ();
  TrucoHandCounter *counter = TRUCO_HAND_COUNTER (truco_hand_counter_new ());
  guint n_cards = 0;
  const TrucoCard *deck = truco_deck_get_cards (truco_rules_get_deck (rules), &n_cards);
  TrucoCard hand[3];
  TrucoCard none[3] = { TRUCO_CARD_NONE, TRUCO_CARD_NONE, TRUCO_CARD_NONE };
  const TrucoCard wanted[3] = { deck[5], deck[12], deck[20] };
  g_autoptr(TrucoExplanation) expected = truco_explanation_new ();
  GtkFlowBox *grid;
  GtkWidget *list;
  int points;

  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (counter));
  gtk_window_present (GTK_WINDOW (window));
  truco_hand_counter_set_rules (counter, rules);
  grid = GTK_FLOW_BOX (find_type (GTK_WIDGET (counter), GTK_TYPE_FLOW_BOX, 0));
  list = find_type (GTK_WIDGET (counter), GTK_TYPE_LIST_BOX, 0);
  g_assert_nonnull (grid);
  g_assert_cmpuint (n_cards, ==, 40);

  /* At first the hand is the deck's first three cards. */
  truco_hand_counter_get_cards (counter, hand);
  g_assert_cmpuint (truco_hand_counter_get_n_chosen (counter), ==, 3);
  assert_grid (grid, deck, n_cards, hand);

  /* Tab into the grid: the first card has the focus; Enter takes it out
   * of the hand, and the counter asks for one more. */
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (grid), GTK_DIR_TAB_FORWARD));
  g_assert_cmpint (focused_index (window), ==, 0);
  press_enter (grid);
  g_assert_cmpuint (truco_hand_counter_get_n_chosen (counter), ==, 2);
  g_assert_cmpuint (truco_hand_counter_get_n_steps (counter), ==, 0);
  g_assert_nonnull (truco_test_find_widget (GTK_WIDGET (counter), truco_test_is_label,
                                            "Pick 1 more card from the cards of the deck below."));
  press_right (grid, 1);
  press_enter (grid);
  press_right (grid, 1);
  press_enter (grid);
  g_assert_cmpint (focused_index (window), ==, 2);
  g_assert_cmpuint (truco_hand_counter_get_n_chosen (counter), ==, 0);
  assert_grid (grid, deck, n_cards, none);
  g_assert_nonnull (truco_test_find_widget (GTK_WIDGET (counter), truco_test_is_label,
                                            "Pick 3 more cards from the cards of the deck below."));

  /* Three cards by arrow keys and Enter. */
  press_right (grid, 3);
  press_enter (grid);
  press_right (grid, 7);
  press_enter (grid);
  press_right (grid, 8);
  press_enter (grid);
  g_assert_cmpint (focused_index (window), ==, 20);
  truco_hand_counter_get_cards (counter, hand);
  g_assert_cmpuint (truco_hand_counter_get_n_chosen (counter), ==, 3);
  for (guint k = 0; k < 3; k++)
    g_assert_cmpint (hand[k], ==, wanted[k]);
  assert_grid (grid, deck, n_cards, wanted);

  /* The hand shown in a row is those cards, and the count is the engine's. */
  for (guint k = 0; k < 3; k++)
    g_assert_cmpint (truco_card_widget_get_card (TRUCO_CARD_WIDGET (find_type (GTK_WIDGET (counter), TRUCO_TYPE_CARD_WIDGET, k))),
                     ==, wanted[k]);
  points = truco_envido (rules, wanted, expected);
  g_assert_cmpint (points, >=, 0);
  g_assert_cmpuint (truco_hand_counter_get_n_steps (counter), ==, truco_explanation_get_n_steps (expected));
  g_assert_cmpuint (truco_explanation_get_n_steps (expected), >, 0);
  g_signal_emit_by_name (find_button_labelled (GTK_WIDGET (counter), "Show _All Steps"), "clicked");
  {
    guint last = truco_explanation_get_n_steps (expected) - 1;
    g_autofree char *text = truco_step_format (truco_explanation_get_step (expected, last));
    GtkWidget *row = gtk_widget_get_last_child (list);

    g_assert_true (gtk_widget_get_visible (list));
    g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row)))), ==, text);
  }

  /* A fourth card replaces the one picked first. */
  press_right (grid, 4);
  press_enter (grid);
  truco_hand_counter_get_cards (counter, hand);
  g_assert_cmpint (hand[0], ==, deck[12]);
  g_assert_cmpint (hand[1], ==, deck[20]);
  g_assert_cmpint (hand[2], ==, deck[24]);
  assert_grid (grid, deck, n_cards, hand);
  g_assert_cmpuint (truco_hand_counter_get_n_shown (counter), ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The counter fits a phone: 360 px less the page's margins. */
static void
test_narrow (void)
{
  for (guint v = 0; v < truco_variant_get_count (); v++)
    {
      g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_get_nth (v));
      GtkWidget *counter = g_object_ref_sink (truco_hand_counter_new ());
      int minimum = 0;

      truco_hand_counter_set_rules (TRUCO_HAND_COUNTER (counter), rules);
      gtk_widget_measure (counter, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
      g_test_message ("%s: counter needs %d px", truco_variant_get_id (truco_variant_get_nth (v)), minimum);
      g_assert_cmpint (minimum, <=, 360 - 2 * 12);
      g_assert_finalize_object (counter);
    }
}

static void
test_names (void)
{
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
  GtkWidget *counter = g_object_ref_sink (truco_hand_counter_new ());
  TrucoCard twice[3];
  GtkWidget *label;
  GtkWidget *all;

  truco_hand_counter_set_rules (TRUCO_HAND_COUNTER (counter), rules);
  gtk_test_accessible_assert_property (find_type (counter, GTK_TYPE_LIST_BOX, 0),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Steps of the count");

  /* Clicking a card of the grid out of the hand and another in. */
  g_assert_false (truco_hand_counter_toggle_card (TRUCO_HAND_COUNTER (counter), truco_deck_get_cards (truco_rules_get_deck (rules), NULL)[1]));
  g_assert_true (truco_hand_counter_toggle_card (TRUCO_HAND_COUNTER (counter), truco_deck_get_cards (truco_rules_get_deck (rules), NULL)[10]));
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
  all = find_button_labelled (counter, "Show the _Next Step");
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
  g_test_add_func ("/hand-counter/keyboard", test_keyboard);
  g_test_add_func ("/hand-counter/narrow", test_narrow);

  return g_test_run ();
}
