/* truco-hand-counter.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* TrucoHandCounter lets the learner choose three cards and watch the
 * engine count their envido, flor or embit one step at a time: each step
 * is the engine's sentence (truco_step_format), and the cards the step
 * names are highlighted on the large cards above.
 *
 * Keyboard and screen reader: each card is chosen in a drop-down named
 * "First card"…; the declarations are linked toggle buttons; "Next Step"
 * reveals a step and carries it as its accessible description (so the
 * step is read where the focus stays), and the steps shown stay in a list
 * whose rows can be read one by one. */

#include "config.h"

#include <glib/gi18n.h>

#include "truco-card-widget.h"
#include "truco-hand-counter.h"

#define CARD_SIZE 110

struct _TrucoHandCounter
{
  AdwBin            parent_instance;

  TrucoRules       *rules;
  TrucoDeclaration  declaration;
  TrucoCard         cards[3];
  TrucoExplanation *explanation;
  guint             n_shown;
  gboolean          syncing;

  GtkBox           *declaration_box;
  GtkBox           *slots_box;
  GtkLabel         *progress_label;
  GtkListBox       *steps_list;
  GtkButton        *all_button;
  GtkButton        *next_button;

  TrucoCardWidget  *card_widgets[3];
  GtkDropDown      *drop_downs[3];
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
  return self->cards[0] != self->cards[1] &&
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
  else if (!truco_hand_counter_distinct (self))
    progress = g_strdup (_("Choose three different cards."));
  else if (self->n_shown == 0)
    /* Before the first step ("Step 0 of 2" told a newcomer nothing).
     * Translators: Next Step is the label of the button beside it. */
    progress = g_strdup (_("Press Next Step to count these cards one step at a time."));
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

  self->syncing = TRUE;
  for (guint k = 0; k < 3; k++)
    {
      truco_card_widget_set_card (self->card_widgets[k], self->cards[k]);
      for (guint i = 0; i < n_cards; i++)
        if (cards[i] == self->cards[k])
          gtk_drop_down_set_selected (self->drop_downs[k], i);
    }
  self->syncing = FALSE;
}

static void
selected_cb (GtkDropDown      *drop_down,
             GParamSpec       *pspec,
             TrucoHandCounter *self)
{
  guint n_cards = 0;
  const TrucoCard *cards;
  guint selected = gtk_drop_down_get_selected (drop_down);

  if (self->syncing || self->rules == NULL)
    return;

  cards = deck_cards (self, &n_cards);
  for (guint k = 0; k < 3; k++)
    if (self->drop_downs[k] == drop_down && selected < n_cards)
      {
        self->cards[k] = cards[selected];
        truco_card_widget_set_card (self->card_widgets[k], self->cards[k]);
      }

  truco_hand_counter_recount (self);
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
  g_autoptr(GtkStringList) names = NULL;
  guint n_cards = 0;
  const TrucoCard *cards;
  gboolean any = FALSE;

  g_return_if_fail (TRUCO_IS_HAND_COUNTER (self));

  if (self->rules == rules)
    return;

  g_clear_pointer (&self->rules, truco_rules_unref);
  if (rules == NULL)
    {
      truco_hand_counter_recount (self);
      return;
    }
  self->rules = truco_rules_copy (rules);

  names = gtk_string_list_new (NULL);
  cards = deck_cards (self, &n_cards);
  for (guint i = 0; i < n_cards; i++)
    gtk_string_list_append (names, truco_card_get_name (cards[i]));

  self->syncing = TRUE;
  for (guint k = 0; k < 3; k++)
    {
      gtk_drop_down_set_model (self->drop_downs[k], G_LIST_MODEL (names));
      self->cards[k] = cards[k];
    }

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
 * Chooses the hand, as the drop-downs do; the count starts again.
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

  truco_hand_counter_sync_cards (self);
  truco_hand_counter_recount (self);
}

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
  gtk_widget_class_bind_template_callback (widget_class, next_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, truco_hand_counter_show_all);
}

static void
truco_hand_counter_init (TrucoHandCounter *self)
{
  const char *slot_names[3] = {
    N_("First card"),
    N_("Second card"),
    N_("Third card"),
  };
  const char *declarations[3] = {
    /* Translators: game words, as players say them. */
    N_("Envido"),
    N_("Flor"),
    N_("Embit"),
  };

  self->explanation = truco_explanation_new ();
  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint k = 0; k < 3; k++)
    {
      GtkWidget *slot = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

      self->card_widgets[k] = g_object_new (TRUCO_TYPE_CARD_WIDGET,
                                            "size", CARD_SIZE,
                                            "focusable", FALSE,
                                            "accessible-role", GTK_ACCESSIBLE_ROLE_IMG,
                                            "halign", GTK_ALIGN_CENTER,
                                            NULL);
      self->drop_downs[k] = GTK_DROP_DOWN (gtk_drop_down_new (NULL, NULL));
      gtk_drop_down_set_enable_search (self->drop_downs[k], TRUE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->drop_downs[k]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _(slot_names[k]),
                                      -1);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->drop_downs[k]), _(slot_names[k]));
      g_signal_connect_object (self->drop_downs[k], "notify::selected", G_CALLBACK (selected_cb), self, 0);
      gtk_box_append (GTK_BOX (slot), GTK_WIDGET (self->card_widgets[k]));
      gtk_box_append (GTK_BOX (slot), GTK_WIDGET (self->drop_downs[k]));
      gtk_box_append (self->slots_box, slot);

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
