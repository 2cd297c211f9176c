/* test-card-widget.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* TrucoCardWidget: size, looks, accessible role/name/state, activation.
 * Runs with GTK_A11Y=test so that accessible properties can be asserted. */

#include "config.h"

#include <adwaita.h>

#include "truco-card-widget.h"

static void
count_cb (gpointer  instance,
          guint    *count)
{
  (*count)++;
}

static void
notify_cb (GObject    *object,
           GParamSpec *pspec,
           GString    *log)
{
  /* Only the card's own properties (GtkWidget notifies css-classes too). */
  if (pspec->owner_type == TRUCO_TYPE_CARD_WIDGET)
    g_string_append_printf (log, "%s;", pspec->name);
}

static void
assert_measure (GtkWidget *widget,
                int        width,
                int        height)
{
  int min, nat;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  g_assert_cmpint (min, ==, width);
  g_assert_cmpint (nat, ==, width);
  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, -1, &min, &nat, NULL, NULL);
  g_assert_cmpint (min, ==, height);
  g_assert_cmpint (nat, ==, height);
}

static void
test_size (void)
{
  GtkWidget *widget = g_object_ref_sink (truco_card_widget_new (TRUCO_CARD (TRUCO_SUIT_OROS, 1)));
  TrucoCardWidget *card = TRUCO_CARD_WIDGET (widget);
  int size;

  /* The default. */
  g_assert_cmpint (truco_card_widget_get_size (card), ==, 100);
  assert_measure (widget, 100, 150);

  truco_card_widget_set_size (card, 48);
  assert_measure (widget, 48, 72);
  truco_card_widget_set_size (card, 200);
  assert_measure (widget, 200, 300);
  g_object_set (widget, "size", 101, NULL);
  assert_measure (widget, 101, 152);

  /* Out of range: clamped, through the setter and the property alike. */
  truco_card_widget_set_size (card, 47);
  g_assert_cmpint (truco_card_widget_get_size (card), ==, 48);
  assert_measure (widget, 48, 72);
  truco_card_widget_set_size (card, 201);
  assert_measure (widget, 200, 300);
  g_object_set (widget, "size", -5, NULL);
  g_object_get (widget, "size", &size, NULL);
  g_assert_cmpint (size, ==, 48);
  g_object_set (widget, "size", G_MAXINT, NULL);
  g_object_get (widget, "size", &size, NULL);
  g_assert_cmpint (size, ==, 200);
  assert_measure (widget, 200, 300);

  g_assert_finalize_object (widget);
}

static void
test_states (void)
{
  GtkWidget *widget = g_object_ref_sink (truco_card_widget_new (TRUCO_CARD (TRUCO_SUIT_COPAS, 7)));
  TrucoCardWidget *card = TRUCO_CARD_WIDGET (widget);
  g_autoptr(GString) log = g_string_new (NULL);

  g_signal_connect (widget, "notify", G_CALLBACK (notify_cb), log);

  /* Defaults. */
  g_assert_true (truco_card_widget_get_face_up (card));
  g_assert_false (truco_card_widget_get_selected (card));
  g_assert_false (truco_card_widget_get_highlighted (card));
  g_assert_true (gtk_widget_get_focusable (widget));
  g_assert_false (gtk_widget_has_css_class (widget, "selected"));
  g_assert_false (gtk_widget_has_css_class (widget, "highlighted"));
  g_assert_false (gtk_widget_has_css_class (widget, "face-down"));
  g_assert_false (gtk_widget_has_css_class (widget, "empty"));
  gtk_test_accessible_assert_role (widget, GTK_ACCESSIBLE_ROLE_BUTTON);
  gtk_test_accessible_assert_state (widget, GTK_ACCESSIBLE_STATE_PRESSED, GTK_ACCESSIBLE_TRISTATE_FALSE);

  truco_card_widget_set_selected (card, TRUE);
  g_assert_true (truco_card_widget_get_selected (card));
  g_assert_true (gtk_widget_has_css_class (widget, "selected"));
  g_assert_true (gtk_widget_get_state_flags (widget) & GTK_STATE_FLAG_SELECTED);
  gtk_test_accessible_assert_state (widget, GTK_ACCESSIBLE_STATE_PRESSED, GTK_ACCESSIBLE_TRISTATE_TRUE);
  g_assert_false (gtk_widget_has_css_class (widget, "highlighted"));

  truco_card_widget_set_highlighted (card, TRUE);
  g_assert_true (gtk_widget_has_css_class (widget, "highlighted"));
  g_assert_true (gtk_widget_has_css_class (widget, "selected"));

  truco_card_widget_set_selected (card, FALSE);
  g_assert_false (gtk_widget_has_css_class (widget, "selected"));
  g_assert_false (gtk_widget_get_state_flags (widget) & GTK_STATE_FLAG_SELECTED);
  gtk_test_accessible_assert_state (widget, GTK_ACCESSIBLE_STATE_PRESSED, GTK_ACCESSIBLE_TRISTATE_FALSE);
  g_assert_true (gtk_widget_has_css_class (widget, "highlighted"));

  g_object_set (widget, "highlighted", FALSE, NULL);
  g_object_set (widget, "face-up", FALSE, NULL);
  g_assert_false (gtk_widget_has_css_class (widget, "highlighted"));
  g_assert_true (gtk_widget_has_css_class (widget, "face-down"));

  truco_card_widget_set_card (card, TRUCO_CARD_NONE);
  g_assert_true (gtk_widget_has_css_class (widget, "empty"));
  g_object_set (widget, "card", (guint) TRUCO_CARD (TRUCO_SUIT_HEARTS, 12), NULL);
  g_assert_cmpuint (truco_card_widget_get_card (card), ==, TRUCO_CARD (TRUCO_SUIT_HEARTS, 12));
  g_assert_false (gtk_widget_has_css_class (widget, "empty"));

  /* Each change notified once; setting the same value again is silent. */
  g_assert_cmpstr (log->str, ==,
                   "selected;highlighted;selected;highlighted;face-up;card;card;");
  g_string_truncate (log, 0);
  truco_card_widget_set_selected (card, FALSE);
  truco_card_widget_set_highlighted (card, FALSE);
  truco_card_widget_set_face_up (card, FALSE);
  truco_card_widget_set_card (card, TRUCO_CARD (TRUCO_SUIT_HEARTS, 12));
  truco_card_widget_set_size (card, 100);
  g_assert_cmpstr (log->str, ==, "");
  truco_card_widget_set_size (card, 120);
  g_assert_cmpstr (log->str, ==, "size;");

  /* Insensitive: GTK marks it disabled for assistive technologies. */
  gtk_widget_set_sensitive (widget, FALSE);
  gtk_test_accessible_assert_state (widget, GTK_ACCESSIBLE_STATE_DISABLED, TRUE);

  g_assert_finalize_object (widget);
}

static void
test_accessible_names (void)
{
  const TrucoDeck decks[] = { TRUCO_DECK_SPANISH_40, TRUCO_DECK_FRENCH_52 };
  GtkWidget *widget = g_object_ref_sink (truco_card_widget_new (TRUCO_CARD_NONE));
  TrucoCardWidget *card = TRUCO_CARD_WIDGET (widget);
  guint checked = 0;

  gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_LABEL, "No card");

  for (guint d = 0; d < G_N_ELEMENTS (decks); d++)
    {
      const TrucoCard *cards;
      guint n_cards;

      cards = truco_deck_get_cards (decks[d], &n_cards);
      for (guint i = 0; i < n_cards; i++)
        {
          const char *name = truco_card_get_name (cards[i]);

          g_assert_nonnull (name);
          g_assert_cmpstr (name, !=, "");
          truco_card_widget_set_card (card, cards[i]);
          gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_LABEL, name);
          checked++;
        }
    }
  g_assert_cmpuint (checked, ==, 40 + 52);

  /* Face down the name is hidden; face up again it comes back. */
  truco_card_widget_set_card (card, TRUCO_CARD (TRUCO_SUIT_ESPADAS, 1));
  truco_card_widget_set_face_up (card, FALSE);
  gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_LABEL, "Face-down card");
  truco_card_widget_set_card (card, TRUCO_CARD (TRUCO_SUIT_BASTOS, 1));
  gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_LABEL, "Face-down card");
  truco_card_widget_set_card (card, TRUCO_CARD_NONE);
  gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_LABEL, "Face-down card");
  truco_card_widget_set_face_up (card, TRUE);
  gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_LABEL, "No card");
  truco_card_widget_set_card (card, TRUCO_CARD (TRUCO_SUIT_BASTOS, 1));
  gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       truco_card_get_name (TRUCO_CARD (TRUCO_SUIT_BASTOS, 1)));

  g_assert_finalize_object (widget);
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
test_activate (void)
{
  GtkWidget *widget = g_object_ref_sink (truco_card_widget_new (TRUCO_CARD (TRUCO_SUIT_ESPADAS, 7)));
  guint count = 0;

  g_signal_connect (widget, "activate", G_CALLBACK (count_cb), &count);

  g_assert_true (gtk_widget_activate (widget));
  g_assert_cmpuint (count, ==, 1);

  /* Enter and Space are bound to "activate". */
  g_assert_true (press_key (widget, GDK_KEY_Return));
  g_assert_cmpuint (count, ==, 2);
  g_assert_true (press_key (widget, GDK_KEY_space));
  g_assert_cmpuint (count, ==, 3);
  g_assert_true (press_key (widget, GDK_KEY_KP_Enter));
  g_assert_cmpuint (count, ==, 4);

  /* Insensitive: neither activation nor keys emit it. */
  gtk_widget_set_sensitive (widget, FALSE);
  gtk_widget_activate (widget);
  press_key (widget, GDK_KEY_Return);
  g_signal_emit_by_name (widget, "activate");
  g_assert_cmpuint (count, ==, 4);

  gtk_widget_set_sensitive (widget, TRUE);
  gtk_widget_activate (widget);
  g_assert_cmpuint (count, ==, 5);

  g_assert_finalize_object (widget);
}

static void
test_illustration (void)
{
  TrucoCard one_of_swords = TRUCO_CARD (TRUCO_SUIT_ESPADAS, 1);
  GtkWidget *widget;

  /* A card that only illustrates (a glossary entry) is built as an image
   * that takes no focus; it keeps its full name. */
  widget = g_object_new (TRUCO_TYPE_CARD_WIDGET,
                         "card", (guint) one_of_swords,
                         "accessible-role", GTK_ACCESSIBLE_ROLE_IMG,
                         "focusable", FALSE,
                         NULL);
  g_object_ref_sink (widget);
  gtk_test_accessible_assert_role (widget, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       truco_card_get_name (one_of_swords));
  g_assert_false (gtk_widget_get_focusable (widget));

  g_assert_finalize_object (widget);
}

static void
test_draws_every_look (void)
{
  GtkWidget *window;
  GtkWidget *box;
  GtkWidget *cards[6];

  if (gdk_display_get_default () == NULL)
    {
      g_test_skip ("no display");
      return;
    }

  /* Every look, side by side, drawn in light and in dark style. */
  window = gtk_window_new ();
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);
  gtk_widget_set_margin_start (box, 18);
  gtk_widget_set_margin_top (box, 18);
  gtk_widget_set_margin_bottom (box, 18);
  for (guint i = 0; i < G_N_ELEMENTS (cards); i++)
    {
      cards[i] = truco_card_widget_new (TRUCO_CARD (TRUCO_SUIT_OROS, i + 1));
      truco_card_widget_set_size (TRUCO_CARD_WIDGET (cards[i]), i % 2 ? 48 : 120);
      gtk_widget_set_valign (cards[i], GTK_ALIGN_START);
      gtk_box_append (GTK_BOX (box), cards[i]);
    }
  truco_card_widget_set_selected (TRUCO_CARD_WIDGET (cards[1]), TRUE);
  truco_card_widget_set_highlighted (TRUCO_CARD_WIDGET (cards[2]), TRUE);
  truco_card_widget_set_face_up (TRUCO_CARD_WIDGET (cards[3]), FALSE);
  gtk_widget_set_sensitive (cards[4], FALSE);
  truco_card_widget_set_card (TRUCO_CARD_WIDGET (cards[5]), TRUCO_CARD_NONE);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  gtk_widget_grab_focus (cards[2]);
  gtk_window_set_focus_visible (GTK_WINDOW (window), TRUE);
  gtk_test_widget_wait_for_draw (window);

  g_assert_cmpint (gtk_widget_get_width (cards[0]), ==, 120);
  g_assert_cmpint (gtk_widget_get_height (cards[0]), ==, 180);
  g_assert_cmpint (gtk_widget_get_width (cards[1]), ==, 48);
  g_assert_cmpint (gtk_widget_get_height (cards[1]), ==, 72);

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
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

  g_test_add_func ("/card-widget/size", test_size);
  g_test_add_func ("/card-widget/states", test_states);
  g_test_add_func ("/card-widget/accessible-names", test_accessible_names);
  g_test_add_func ("/card-widget/activate", test_activate);
  g_test_add_func ("/card-widget/illustration", test_illustration);
  g_test_add_func ("/card-widget/draws-every-look", test_draws_every_look);

  return g_test_run ();
}
