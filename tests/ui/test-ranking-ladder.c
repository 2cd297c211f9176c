/* test-ranking-ladder.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* TrucoRankingLadder: every card of the deck in its place, ties sharing a
 * place, cards large enough for the full art, accessible names that say
 * the place and the cards, and one Tab stop walked with the arrows.  Runs
 * with GTK_A11Y=test so that accessible properties can be asserted. */

#include "config.h"

#include <adwaita.h>

#include "truco-card-art.h"
#include "truco-card-widget.h"
#include "truco-ranking-ladder.h"

static void
collect_cards (GtkWidget *widget,
               GPtrArray *cards)
{
  if (TRUCO_IS_CARD_WIDGET (widget))
    g_ptr_array_add (cards, widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_cards (child, cards);
}

static gboolean
contains_card (const TrucoCard *cards,
               guint            n_cards,
               TrucoCard        card)
{
  for (guint i = 0; i < n_cards; i++)
    if (cards[i] == card)
      return TRUE;
  return FALSE;
}

/* Every variant, and the house rules that change the deck or its order. */
static TrucoRules *
rules_for (guint index)
{
  guint n_variants = truco_variant_get_count ();
  TrucoRules *rules;

  if (index < n_variants)
    return truco_rules_new (truco_variant_get_nth (index));

  rules = truco_rules_new (truco_variant_lookup ("fr"));
  g_assert_true (truco_rules_set (rules, "fr_rank", "36card", NULL));
  return rules;
}

static void
test_every_card_in_its_place (void)
{
  for (guint r = 0; r <= truco_variant_get_count (); r++)
    {
      g_autoptr(TrucoRules) rules = rules_for (r);
      GtkWidget *widget = g_object_ref_sink (truco_ranking_ladder_new ());
      TrucoRankingLadder *ladder = TRUCO_RANKING_LADDER (widget);
      guint n_deck, n_shown = 0;

      g_autofree gboolean *seen = NULL;

      truco_deck_get_cards (truco_rules_get_deck (rules), &n_deck);
      seen = g_new0 (gboolean, n_deck);
      truco_ranking_ladder_set_rules (ladder, rules);
      g_assert_cmpuint (truco_ranking_ladder_get_n_tiers (ladder), ==, truco_rules_get_n_classes (rules));

      for (guint t = 0; t < truco_ranking_ladder_get_n_tiers (ladder); t++)
        {
          g_autoptr(GPtrArray) cards = g_ptr_array_new ();
          const TrucoCard *expected;
          guint n_expected;

          expected = truco_rules_get_class_cards (rules, t + 1, &n_expected);
          collect_cards (truco_ranking_ladder_get_tier (ladder, t), cards);
          /* Cards that tie share the tier of their class: no card of a
           * class is shown under another place. */
          g_assert_cmpuint (cards->len, ==, n_expected);
          for (guint i = 0; i < cards->len; i++)
            {
              TrucoCardWidget *card = g_ptr_array_index (cards, i);
              TrucoCard value = truco_card_widget_get_card (card);

              g_assert_true (contains_card (expected, n_expected, value));
              g_assert_true (truco_card_widget_get_face_up (card));
              /* Large enough that the full art shows. */
              g_assert_cmpint (truco_card_widget_get_size (card), >=, (int) TRUCO_CARD_ART_SMALL_WIDTH);
              g_assert_cmpint (truco_card_widget_get_size (card), >=, 72);
              g_assert_false (seen[truco_deck_get_index (truco_rules_get_deck (rules), value)]);
              seen[truco_deck_get_index (truco_rules_get_deck (rules), value)] = TRUE;
              n_shown++;
            }
        }
      /* The whole deck, each card once. */
      g_assert_cmpuint (n_shown, ==, n_deck);

      g_assert_finalize_object (widget);
    }
}

static void
test_accessible (void)
{
  g_autoptr(TrucoRules) ar = truco_rules_new (truco_variant_lookup ("ar"));
  g_autoptr(TrucoRules) cat = truco_rules_new (truco_variant_lookup ("cat"));
  GtkWidget *widget = g_object_ref_sink (truco_ranking_ladder_new ());
  TrucoRankingLadder *ladder = TRUCO_RANKING_LADDER (widget);
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();
  GtkWidget *tier;

  truco_ranking_ladder_set_rules (ladder, ar);
  g_assert_true (truco_ranking_ladder_get_rules (ladder) != NULL);

  /* A place of one card: the place, then the card's full and traditional names. */
  tier = truco_ranking_ladder_get_tier (ladder, 1);
  gtk_test_accessible_assert_role (tier, GTK_ACCESSIBLE_ROLE_LIST_ITEM);
  gtk_test_accessible_assert_property (tier, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "2nd: ace of clubs, bastillo (ancho de bastos)");
  g_assert_true (gtk_widget_get_focusable (tier));

  /* The pictures are illustrations, named, and take no focus. */
  collect_cards (widget, cards);
  g_assert_cmpuint (cards->len, ==, 40);
  for (guint i = 0; i < cards->len; i++)
    {
      GtkWidget *card = g_ptr_array_index (cards, i);

      gtk_test_accessible_assert_role (card, GTK_ACCESSIBLE_ROLE_IMG);
      gtk_test_accessible_assert_property (card, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                           truco_card_get_name (truco_card_widget_get_card (TRUCO_CARD_WIDGET (card))));
      g_assert_false (gtk_widget_get_focusable (card));
    }

  /* A place of tied cards says that they tie, and names every one. */
  truco_ranking_ladder_set_rules (ladder, cat);
  tier = truco_ranking_ladder_get_tier (ladder, 0);
  gtk_test_accessible_assert_property (tier, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "1st, tied: three of swords; three of clubs; three of coins; three of cups");
  tier = truco_ranking_ladder_get_tier (ladder, truco_ranking_ladder_get_n_tiers (ladder) - 1);
  gtk_test_accessible_assert_property (tier, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "10th, tied: four of swords; four of clubs; four of coins; four of cups");

  /* The places read as ordinals. */
  {
    g_autofree char *third = truco_ranking_ladder_format_place (3);
    g_autofree char *twelfth = truco_ranking_ladder_format_place (12);
    g_autofree char *far = truco_ranking_ladder_format_place (40);

    g_assert_cmpstr (third, ==, "3rd");
    g_assert_cmpstr (twelfth, ==, "12th");
    g_assert_cmpstr (far, ==, "40");
  }

  g_assert_finalize_object (widget);
}

static void
test_highlight (void)
{
  g_autoptr(TrucoRules) ar = truco_rules_new (truco_variant_lookup ("ar"));
  GtkWidget *widget = g_object_ref_sink (truco_ranking_ladder_new ());
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();
  const TrucoCard bravas[] = { TRUCO_CARD (TRUCO_SUIT_ESPADAS, 7), TRUCO_CARD (TRUCO_SUIT_OROS, 7) };
  guint highlighted = 0;

  truco_ranking_ladder_set_rules (TRUCO_RANKING_LADDER (widget), ar);
  truco_ranking_ladder_highlight (TRUCO_RANKING_LADDER (widget), bravas, G_N_ELEMENTS (bravas));
  collect_cards (widget, cards);
  for (guint i = 0; i < cards->len; i++)
    {
      TrucoCardWidget *card = g_ptr_array_index (cards, i);

      if (truco_card_widget_get_highlighted (card))
        {
          g_assert_true (contains_card (bravas, G_N_ELEMENTS (bravas), truco_card_widget_get_card (card)));
          highlighted++;
        }
    }
  g_assert_cmpuint (highlighted, ==, 2);

  truco_ranking_ladder_highlight (TRUCO_RANKING_LADDER (widget), NULL, 0);
  for (guint i = 0; i < cards->len; i++)
    g_assert_false (truco_card_widget_get_highlighted (g_ptr_array_index (cards, i)));

  g_assert_finalize_object (widget);
}

static gboolean
has_focus (GtkWidget *window,
           GtkWidget *widget)
{
  return gtk_window_get_focus (GTK_WINDOW (window)) == widget;
}

/* Activates the widget's own key binding for @keyval, as a key press would. */
static gboolean
press_key (GtkWidget *widget,
           guint      keyval)
{
  GListModel *controllers = gtk_widget_observe_controllers (widget);
  gboolean found = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !found; i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;

      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)) && !found; j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger) &&
              gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval &&
              gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == 0)
            {
              gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, widget,
                                            gtk_shortcut_get_arguments (shortcut));
              found = TRUE;
            }
        }
    }
  g_object_unref (controllers);

  return found;
}

static void
test_keyboard (void)
{
  g_autoptr(TrucoRules) ar = truco_rules_new (truco_variant_lookup ("ar"));
  GtkWidget *window, *box, *before, *after, *ladder;
  TrucoRankingLadder *self;
  guint last;

  if (gdk_display_get_default () == NULL)
    {
      g_test_skip ("no display");
      return;
    }

  window = gtk_window_new ();
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  before = gtk_button_new_with_label ("Before");
  after = gtk_button_new_with_label ("After");
  ladder = truco_ranking_ladder_new ();
  self = TRUCO_RANKING_LADDER (ladder);
  truco_ranking_ladder_set_rules (self, ar);
  last = truco_ranking_ladder_get_n_tiers (self) - 1;
  gtk_box_append (GTK_BOX (box), before);
  gtk_box_append (GTK_BOX (box), ladder);
  gtk_box_append (GTK_BOX (box), after);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));

  /* Tab enters on the first place... */
  gtk_widget_grab_focus (before);
  g_assert_true (gtk_widget_child_focus (window, GTK_DIR_TAB_FORWARD));
  g_assert_true (has_focus (window, truco_ranking_ladder_get_tier (self, 0)));

  /* ...the arrows walk the places, and stop at the ends... */
  g_assert_true (gtk_widget_child_focus (window, GTK_DIR_DOWN));
  g_assert_true (has_focus (window, truco_ranking_ladder_get_tier (self, 1)));
  g_assert_true (gtk_widget_child_focus (window, GTK_DIR_DOWN));
  g_assert_true (has_focus (window, truco_ranking_ladder_get_tier (self, 2)));
  g_assert_true (gtk_widget_child_focus (window, GTK_DIR_UP));
  g_assert_true (has_focus (window, truco_ranking_ladder_get_tier (self, 1)));

  /* ...Tab leaves the ladder at once: one Tab stop, not one per place... */
  g_assert_true (gtk_widget_child_focus (window, GTK_DIR_TAB_FORWARD));
  g_assert_true (has_focus (window, after));

  /* ...and Shift+Tab comes back to the place last visited. */
  g_assert_true (gtk_widget_child_focus (window, GTK_DIR_TAB_BACKWARD));
  g_assert_true (has_focus (window, truco_ranking_ladder_get_tier (self, 1)));
  g_assert_true (gtk_widget_child_focus (window, GTK_DIR_TAB_BACKWARD));
  g_assert_true (has_focus (window, before));

  /* End and Home jump to the last and the first place. */
  gtk_widget_grab_focus (ladder);
  g_assert_true (press_key (ladder, GDK_KEY_End));
  g_assert_true (has_focus (window, truco_ranking_ladder_get_tier (self, last)));
  g_assert_true (gtk_widget_child_focus (window, GTK_DIR_DOWN));
  g_assert_true (has_focus (window, truco_ranking_ladder_get_tier (self, last)));
  g_assert_true (press_key (ladder, GDK_KEY_Home));
  g_assert_true (has_focus (window, truco_ranking_ladder_get_tier (self, 0)));
  g_assert_true (gtk_widget_child_focus (window, GTK_DIR_UP));
  g_assert_true (has_focus (window, truco_ranking_ladder_get_tier (self, 0)));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_window (void)
{
  g_autoptr(TrucoRules) put = truco_rules_new (truco_variant_lookup ("put"));
  GtkWindow *window;
  GtkWidget *focus;

  if (gdk_display_get_default () == NULL)
    {
      g_test_skip ("no display");
      return;
    }

  /* The window of the whole ranking opens on the first place. */
  window = truco_ranking_ladder_show_window (NULL, put);
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  focus = gtk_window_get_focus (window);
  g_assert_nonnull (focus);
  g_assert_nonnull (gtk_widget_get_ancestor (focus, TRUCO_TYPE_RANKING_LADDER));
  gtk_test_accessible_assert_property (focus, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "1st, tied: three of spades; three of hearts; three of diamonds; three of clubs");

  /* Escape closes it. */
  g_assert_true (press_key (GTK_WIDGET (window), GDK_KEY_Escape));
  while (window != NULL)
    g_main_context_iteration (NULL, TRUE);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/ranking-ladder/every-card-in-its-place", test_every_card_in_its_place);
  g_test_add_func ("/ranking-ladder/accessible", test_accessible);
  g_test_add_func ("/ranking-ladder/highlight", test_highlight);
  g_test_add_func ("/ranking-ladder/keyboard", test_keyboard);
  g_test_add_func ("/ranking-ladder/window", test_window);

  return g_test_run ();
}
