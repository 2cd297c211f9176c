/* truco-hand-counter.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* TrucoHandCounter lets the learner pick three cards from a grid of the
 * deck's cards and watch the engine count their envido, flor or embit one
 * step at a time: each step is the engine's sentence (truco_step_format),
 * and the cards the step names are highlighted on the hand, a row of
 * three large cards above the steps.
 *
 * Picking: a card of the grid toggles in or out of the hand; the hand
 * keeps the order of picking, and a fourth card replaces the one picked
 * first (so a learner never meets a refusal; the hint under the grid's
 * heading says so).
 *
 * Keyboard and screen reader: the grid is a GtkFlowBox (arrow keys move,
 * Enter or Space toggles the card); each of its children is a button named
 * with the card's full name whose PRESSED state says whether it is in the
 * hand (the card drawn inside is hidden from the accessibility tree).  The
 * declarations are linked toggle buttons; "Show the Next Step" reveals a step and
 * carries it as its accessible description (so the step is read where the
 * focus stays), and the steps shown stay in a list whose rows can be read
 * one by one. */

#include "config.h"

#include <glib/gi18n.h>

#include "truco-card-widget.h"
#include "truco-a11y.h"
#include "truco-hand-counter.h"

#define CARD_SIZE 88
#define DECK_CARD_SIZE 54

struct _TrucoHandCounter
{
  AdwBin            parent_instance;

  TrucoRules       *rules;
  TrucoDeclaration  declaration;
  TrucoCard         cards[3];  /* in the order picked; TRUCO_CARD_NONE after n_chosen */
  guint             n_chosen;
  TrucoExplanation *explanation;
  guint             n_shown;
  gboolean          syncing;

  GtkBox           *declaration_box;
  GtkBox           *slots_box;
  GtkLabel         *progress_label;
  GtkListBox       *steps_list;
  GtkButton        *all_button;
  GtkButton        *next_button;
  GtkFlowBox       *deck_box;

  TrucoCardWidget  *card_widgets[3];
  GtkToggleButton  *toggles[3];  /* envido, flor, embit */
};

G_DEFINE_FINAL_TYPE (TrucoHandCounter, truco_hand_counter, ADW_TYPE_BIN)

static const TrucoCard *
deck_cards (TrucoHandCounter *self,
            guint            *n_cards)
{
  return truco_deck_get_cards (truco_rules_get_deck (self->rules), n_cards);
}

static gboolean
truco_hand_counter_distinct (TrucoHandCounter *self)
{
  return self->n_chosen == 3 &&
         self->cards[0] != self->cards[1] &&
         self->cards[0] != self->cards[2] &&
         self->cards[1] != self->cards[2];
}

static void
truco_hand_counter_sync_steps (TrucoHandCounter *self)
{
  GtkWidget *row;
  guint n_steps = truco_hand_counter_get_n_steps (self);
  gboolean highlight[3] = { FALSE, FALSE, FALSE };
  g_autofree char *progress = NULL;

  while ((row = gtk_widget_get_first_child (GTK_WIDGET (self->steps_list))) != NULL)
    gtk_list_box_remove (self->steps_list, row);

  for (guint i = 0; i < self->n_shown; i++)
    {
      const TrucoStep *step = truco_explanation_get_step (self->explanation, i);
      g_autofree char *text = truco_step_format (step);
      GtkWidget *label = gtk_label_new (text);

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_margin_top (label, 12);
      gtk_widget_set_margin_bottom (label, 12);
      gtk_widget_set_margin_start (label, 12);
      gtk_widget_set_margin_end (label, 12);
      gtk_list_box_append (self->steps_list, label);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (gtk_widget_get_parent (label)), FALSE);

      /* The cards of the step just shown are highlighted. */
      if (i + 1 == self->n_shown)
        {
          for (guint c = 0; c < step->n_cards; c++)
            for (guint k = 0; k < 3; k++)
              if (step->cards[c] == self->cards[k])
                highlight[k] = TRUE;

          gtk_accessible_update_property (GTK_ACCESSIBLE (self->next_button),
                                          GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                          -1);
        }
    }
  if (self->n_shown == 0)
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self->next_button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);

  for (guint k = 0; k < 3; k++)
    truco_card_widget_set_highlighted (self->card_widgets[k], highlight[k]);

  if (self->rules == NULL)
    progress = g_strdup ("");
  else if (self->n_chosen < 3)
    /* Translators: the hand has fewer than three cards; %u is how many are missing. */
    progress = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "Pick %u more card from the cards of the deck below.",
                                             "Pick %u more cards from the cards of the deck below.",
                                             3 - self->n_chosen),
                                3 - self->n_chosen);
  else if (!truco_hand_counter_distinct (self))
    progress = g_strdup (_("Choose three different cards."));
  else if (self->n_shown == 0)
    /* Before the first step ("Step 0 of 2" told a newcomer nothing).
     * Translators: “Show the Next Step” is the label of the button beside it. */
    progress = g_strdup (_("Press “Show the Next Step” to count these cards one step at a time."));
  else
    /* Translators: how far the count has gone: step 2 of 3. */
    progress = g_strdup_printf (_("Step %u of %u"), self->n_shown, n_steps);
  gtk_label_set_label (self->progress_label, progress);

  gtk_widget_set_visible (GTK_WIDGET (self->steps_list), self->n_shown > 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->next_button), self->n_shown < n_steps);
  gtk_widget_set_sensitive (GTK_WIDGET (self->all_button), self->n_shown < n_steps);
}

/* Counts the hand again (nothing shown yet). */
static void
truco_hand_counter_recount (TrucoHandCounter *self)
{
  truco_explanation_clear (self->explanation);
  self->n_shown = 0;

  if (self->rules != NULL && truco_hand_counter_distinct (self) &&
      truco_rules_has_declaration (self->rules, self->declaration))
    {
      switch (self->declaration)
        {
        case TRUCO_DECLARATION_ENVIDO:
          truco_envido (self->rules, self->cards, self->explanation);
          break;

        case TRUCO_DECLARATION_FLOR:
          truco_flor (self->rules, self->cards, self->explanation);
          break;

        case TRUCO_DECLARATION_EMBIT:
          truco_embit (self->rules, self->cards, self->explanation);
          break;

        default:
          g_assert_not_reached ();
        }
    }

  truco_hand_counter_sync_steps (self);
}

static void
truco_hand_counter_sync_cards (TrucoHandCounter *self)
{
  guint n_cards = 0;
  const TrucoCard *cards = self->rules != NULL ? deck_cards (self, &n_cards) : NULL;
  guint i = 0;

  for (guint k = 0; k < 3; k++)
    truco_card_widget_set_card (self->card_widgets[k], k < self->n_chosen ? self->cards[k] : TRUCO_CARD_NONE);

  /* The grid: which cards are in the hand. */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->deck_box));
       child != NULL && i < n_cards;
       child = gtk_widget_get_next_sibling (child), i++)
    {
      gboolean chosen = FALSE;

      for (guint k = 0; k < self->n_chosen; k++)
        chosen |= self->cards[k] == cards[i];
      truco_card_widget_set_selected (TRUCO_CARD_WIDGET (gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child))), chosen);
      gtk_accessible_update_state (GTK_ACCESSIBLE (child),
                                   GTK_ACCESSIBLE_STATE_PRESSED,
                                   chosen ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE,
                                   -1);
    }
}

static void
deck_activated_cb (GtkFlowBox       *box,
                   GtkFlowBoxChild  *child,
                   TrucoHandCounter *self)
{
  guint n_cards = 0;
  const TrucoCard *cards;
  int index = gtk_flow_box_child_get_index (child);

  if (self->rules == NULL)
    return;

  cards = deck_cards (self, &n_cards);
  if (index >= 0 && (guint) index < n_cards)
    truco_hand_counter_toggle_card (self, cards[index]);
}

/* Builds the grid of the deck's cards. */
static void
truco_hand_counter_build_deck (TrucoHandCounter *self)
{
  GtkWidget *child;
  guint n_cards = 0;
  const TrucoCard *cards = self->rules != NULL ? deck_cards (self, &n_cards) : NULL;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->deck_box))) != NULL)
    gtk_flow_box_remove (self->deck_box, child);

  for (guint i = 0; i < n_cards; i++)
    {
      GtkWidget *card = g_object_new (TRUCO_TYPE_CARD_WIDGET,
                                      "card", (guint) cards[i],
                                      "size", DECK_CARD_SIZE,
                                      "focusable", FALSE,
                                      "can-target", FALSE,
                                      "halign", GTK_ALIGN_CENTER,
                                      NULL);

      /* The child takes the focus and the clicks: it is the button. */
      child = g_object_new (GTK_TYPE_FLOW_BOX_CHILD,
                            "accessible-role", GTK_ACCESSIBLE_ROLE_BUTTON,
                            "child", card,
                            "tooltip-text", truco_card_get_name (cards[i]),
                            NULL);
      gtk_accessible_update_state (GTK_ACCESSIBLE (card), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (child),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, truco_card_get_name (cards[i]),
                                      -1);
      gtk_flow_box_append (self->deck_box, child);
    }
}

static void
toggled_cb (GtkToggleButton  *toggle,
            TrucoHandCounter *self)
{
  if (self->syncing || !gtk_toggle_button_get_active (toggle))
    return;

  for (guint d = 0; d < 3; d++)
    if (self->toggles[d] == toggle)
      truco_hand_counter_set_declaration (self, (TrucoDeclaration) d);
}

static void
next_clicked_cb (TrucoHandCounter *self)
{
  truco_hand_counter_next_step (self);
}

/**
 * truco_hand_counter_set_rules:
 * @rules: (nullable): the rule set whose deck and declarations are used
 *
 * Sets the rules; the hand becomes the deck's first three cards and the
 * declaration the first one the rules have.
 */
void
truco_hand_counter_set_rules (TrucoHandCounter *self,
                              const TrucoRules *rules)
{
  guint n_cards = 0;
  const TrucoCard *cards;
  gboolean any = FALSE;

  g_return_if_fail (TRUCO_IS_HAND_COUNTER (self));

  if (self->rules == rules)
    return;

  g_clear_pointer (&self->rules, truco_rules_unref);
  if (rules == NULL)
    {
      self->n_chosen = 0;
      truco_hand_counter_build_deck (self);
      truco_hand_counter_sync_cards (self);
      truco_hand_counter_recount (self);
      return;
    }
  self->rules = truco_rules_copy (rules);
  truco_hand_counter_build_deck (self);

  cards = deck_cards (self, &n_cards);
  self->syncing = TRUE;
  self->n_chosen = MIN (n_cards, 3);
  for (guint k = 0; k < 3; k++)
    self->cards[k] = k < self->n_chosen ? cards[k] : TRUCO_CARD_NONE;

  /* Only the declarations of these rules; none shown when there is one. */
  for (guint d = 0; d < 3; d++)
    {
      gboolean has = truco_rules_has_declaration (self->rules, (TrucoDeclaration) d);

      gtk_widget_set_visible (GTK_WIDGET (self->toggles[d]), has);
      if (has && !any)
        {
          self->declaration = (TrucoDeclaration) d;
          any = TRUE;
        }
      gtk_toggle_button_set_active (self->toggles[d], has && (TrucoDeclaration) d == self->declaration);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->declaration_box),
                          truco_rules_has_declaration (self->rules, TRUCO_DECLARATION_FLOR) ||
                          truco_rules_has_declaration (self->rules, TRUCO_DECLARATION_EMBIT));
  self->syncing = FALSE;

  truco_hand_counter_sync_cards (self);
  truco_hand_counter_recount (self);
}

const TrucoRules *
truco_hand_counter_get_rules (TrucoHandCounter *self)
{
  g_return_val_if_fail (TRUCO_IS_HAND_COUNTER (self), NULL);

  return self->rules;
}

/**
 * truco_hand_counter_set_cards:
 * @cards: three cards of the rules' deck
 *
 * Chooses the hand, as picking three cards in the grid does; the count
 * starts again.  A card given twice is kept, and the counter says that the
 * cards must differ.
 */
void
truco_hand_counter_set_cards (TrucoHandCounter *self,
                              const TrucoCard   cards[3])
{
  g_return_if_fail (TRUCO_IS_HAND_COUNTER (self));
  g_return_if_fail (self->rules != NULL);

  for (guint k = 0; k < 3; k++)
    {
      g_return_if_fail (truco_deck_contains (truco_rules_get_deck (self->rules), cards[k]));
      self->cards[k] = cards[k];
    }
  self->n_chosen = 3;

  truco_hand_counter_sync_cards (self);
  truco_hand_counter_recount (self);
}

/**
 * truco_hand_counter_get_n_chosen:
 *
 * Returns: how many cards the hand has (0 to 3)
 */
guint
truco_hand_counter_get_n_chosen (TrucoHandCounter *self)
{
  g_return_val_if_fail (TRUCO_IS_HAND_COUNTER (self), 0);

  return self->n_chosen;
}

/**
 * truco_hand_counter_toggle_card:
 * @card: a card of the rules' deck
 *
 * What a click on @card in the grid does: a card of the hand leaves it;
 * another card joins it, replacing the card picked first when the hand
 * has three already.  The count starts again.
 *
 * Returns: whether @card is in the hand now
 */
gboolean
truco_hand_counter_toggle_card (TrucoHandCounter *self,
                                TrucoCard         card)
{
  gboolean chosen = TRUE;

  g_return_val_if_fail (TRUCO_IS_HAND_COUNTER (self), FALSE);
  g_return_val_if_fail (self->rules != NULL, FALSE);
  g_return_val_if_fail (truco_deck_contains (truco_rules_get_deck (self->rules), card), FALSE);

  for (guint k = 0; k < self->n_chosen; k++)
    if (self->cards[k] == card)
      {
        memmove (&self->cards[k], &self->cards[k + 1], (self->n_chosen - k - 1) * sizeof (TrucoCard));
        self->cards[--self->n_chosen] = TRUCO_CARD_NONE;
        chosen = FALSE;
        break;
      }

  if (chosen)
    {
      if (self->n_chosen == 3)
        {
          memmove (&self->cards[0], &self->cards[1], 2 * sizeof (TrucoCard));
          self->n_chosen = 2;
        }
      self->cards[self->n_chosen++] = card;
    }

  truco_hand_counter_sync_cards (self);
  truco_hand_counter_recount (self);
  return chosen;
}

/**
 * truco_hand_counter_get_cards:
 *
 * The hand in the order picked; %TRUCO_CARD_NONE where a card is missing.
 */
void
truco_hand_counter_get_cards (TrucoHandCounter *self,
                              TrucoCard         out_cards[3])
{
  g_return_if_fail (TRUCO_IS_HAND_COUNTER (self));

  memcpy (out_cards, self->cards, sizeof self->cards);
}

/**
 * truco_hand_counter_set_declaration:
 *
 * Returns: whether the rules have @declaration (else nothing changes)
 */
gboolean
truco_hand_counter_set_declaration (TrucoHandCounter *self,
                                    TrucoDeclaration  declaration)
{
  g_return_val_if_fail (TRUCO_IS_HAND_COUNTER (self), FALSE);
  g_return_val_if_fail (declaration <= TRUCO_DECLARATION_EMBIT, FALSE);

  if (self->rules == NULL || !truco_rules_has_declaration (self->rules, declaration))
    return FALSE;

  self->declaration = declaration;
  self->syncing = TRUE;
  for (guint d = 0; d < 3; d++)
    gtk_toggle_button_set_active (self->toggles[d], (TrucoDeclaration) d == declaration);
  self->syncing = FALSE;

  truco_hand_counter_recount (self);
  return TRUE;
}

TrucoDeclaration
truco_hand_counter_get_declaration (TrucoHandCounter *self)
{
  g_return_val_if_fail (TRUCO_IS_HAND_COUNTER (self), TRUCO_DECLARATION_ENVIDO);

  return self->declaration;
}

guint
truco_hand_counter_get_n_steps (TrucoHandCounter *self)
{
  g_return_val_if_fail (TRUCO_IS_HAND_COUNTER (self), 0);

  return truco_explanation_get_n_steps (self->explanation);
}

guint
truco_hand_counter_get_n_shown (TrucoHandCounter *self)
{
  g_return_val_if_fail (TRUCO_IS_HAND_COUNTER (self), 0);

  return self->n_shown;
}

/**
 * truco_hand_counter_next_step:
 *
 * Shows the next step of the count.
 *
 * Returns: whether there was one
 */
gboolean
truco_hand_counter_next_step (TrucoHandCounter *self)
{
  g_return_val_if_fail (TRUCO_IS_HAND_COUNTER (self), FALSE);

  if (self->n_shown >= truco_hand_counter_get_n_steps (self))
    return FALSE;

  self->n_shown++;
  truco_hand_counter_sync_steps (self);
  return TRUE;
}

void
truco_hand_counter_show_all (TrucoHandCounter *self)
{
  g_return_if_fail (TRUCO_IS_HAND_COUNTER (self));

  self->n_shown = truco_hand_counter_get_n_steps (self);
  truco_hand_counter_sync_steps (self);
}

/**
 * truco_hand_counter_is_highlighted:
 * @index: 0, 1 or 2
 *
 * Returns: whether the card @index is highlighted (the last step shown
 *   names it)
 */
gboolean
truco_hand_counter_is_highlighted (TrucoHandCounter *self,
                                   guint             index)
{
  g_return_val_if_fail (TRUCO_IS_HAND_COUNTER (self), FALSE);
  g_return_val_if_fail (index < 3, FALSE);

  return truco_card_widget_get_highlighted (self->card_widgets[index]);
}

static void
truco_hand_counter_dispose (GObject *object)
{
  TrucoHandCounter *self = TRUCO_HAND_COUNTER (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TRUCO_TYPE_HAND_COUNTER);

  G_OBJECT_CLASS (truco_hand_counter_parent_class)->dispose (object);
}

static void
truco_hand_counter_finalize (GObject *object)
{
  TrucoHandCounter *self = TRUCO_HAND_COUNTER (object);

  g_clear_pointer (&self->rules, truco_rules_unref);
  g_clear_pointer (&self->explanation, truco_explanation_free);

  G_OBJECT_CLASS (truco_hand_counter_parent_class)->finalize (object);
}

static void
truco_hand_counter_class_init (TrucoHandCounterClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = truco_hand_counter_dispose;
  object_class->finalize = truco_hand_counter_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/truco-hand-counter.ui");
  gtk_widget_class_bind_template_child (widget_class, TrucoHandCounter, declaration_box);
  gtk_widget_class_bind_template_child (widget_class, TrucoHandCounter, slots_box);
  gtk_widget_class_bind_template_child (widget_class, TrucoHandCounter, progress_label);
  gtk_widget_class_bind_template_child (widget_class, TrucoHandCounter, steps_list);
  gtk_widget_class_bind_template_child (widget_class, TrucoHandCounter, all_button);
  gtk_widget_class_bind_template_child (widget_class, TrucoHandCounter, next_button);
  gtk_widget_class_bind_template_child (widget_class, TrucoHandCounter, deck_box);
  gtk_widget_class_bind_template_callback (widget_class, next_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, deck_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, truco_hand_counter_show_all);
}

static void
truco_hand_counter_init (TrucoHandCounter *self)
{
  const char *declarations[3] = {
    /* Translators: game words, as players say them. */
    N_("Envido"),
    N_("Flor"),
    N_("Embit"),
  };

  self->explanation = truco_explanation_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Each button named once, by its words (GTK 4.8 read "_Continue Continue"). */
  truco_a11y_name_buttons (GTK_WIDGET (self));
  /* Both buttons fit a phone in every language, on two lines if need be. */
  truco_a11y_wrap_button_label (self->all_button);
  truco_a11y_wrap_button_label (self->next_button);

  for (guint k = 0; k < 3; k++)
    {
      self->card_widgets[k] = g_object_new (TRUCO_TYPE_CARD_WIDGET,
                                            "card", (guint) TRUCO_CARD_NONE,
                                            "size", CARD_SIZE,
                                            "focusable", FALSE,
                                            "accessible-role", GTK_ACCESSIBLE_ROLE_IMG,
                                            "halign", GTK_ALIGN_CENTER,
                                            NULL);
      gtk_box_append (self->slots_box, GTK_WIDGET (self->card_widgets[k]));

      self->toggles[k] = GTK_TOGGLE_BUTTON (gtk_toggle_button_new_with_label (_(declarations[k])));
      if (k > 0)
        gtk_toggle_button_set_group (self->toggles[k], self->toggles[0]);
      g_signal_connect_object (self->toggles[k], "toggled", G_CALLBACK (toggled_cb), self, 0);
      gtk_box_append (self->declaration_box, GTK_WIDGET (self->toggles[k]));
    }

  truco_hand_counter_sync_steps (self);
}

GtkWidget *
truco_hand_counter_new (void)
{
  return g_object_new (TRUCO_TYPE_HAND_COUNTER, NULL);
}
