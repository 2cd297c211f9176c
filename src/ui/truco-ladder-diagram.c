/* truco-ladder-diagram.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* TrucoLadderDiagram shows the betting ladders of a rule set as the engine
 * describes them (truco_rules_get_ladders), drawn as steps rising from
 * the first call (bottom left) to the last (top right): for each call, who
 * may make it and what it is worth with quiero and with no quiero.  Under
 * each ladder the learner presses calls (buttons, so the keyboard does it
 * too) to build a sequence; the engine checks each call is legal there.
 * The sequence is drawn as steps too, one per call made, each with what
 * the calls up to it are worth accepted and refused; then the engine
 * explains the whole sequence accepted and refused, in two paragraphs
 * (truco_bet_explain_accepted / _refused), with the scores at 0 to 0.
 *
 * Screen readers: each step is a group named with its number, call and
 * values; the explanation appears in labels and is also the description
 * of the call button just pressed, where the focus stays. */

#include "config.h"

#include <glib/gi18n.h>

#include "truco-ladder-diagram.h"

typedef struct
{
  const TrucoLadder   *ladder;
  TrucoBet             bet;
  GtkLabel            *sequence_label;
  GtkBox              *stairs_box;   /* the calls made, as rising steps */
  GtkLabel            *worth_label;  /* the quiero paragraph, or why a call was refused */
  GtkLabel            *refused_label; /* the no quiero paragraph */
  GPtrArray           *cells;     /* n_steps × N_COLUMNS strings */
  char                *worth;
} Ladder;

struct _TrucoLadderDiagram
{
  AdwBin      parent_instance;

  TrucoRules *rules;
  GArray     *ladders;  /* Ladder */
};

G_DEFINE_FINAL_TYPE (TrucoLadderDiagram, truco_ladder_diagram, ADW_TYPE_BIN)

static void
ladder_clear (gpointer data)
{
  Ladder *ladder = data;

  g_clear_pointer (&ladder->cells, g_ptr_array_unref);
  g_clear_pointer (&ladder->worth, g_free);
}

static const char *
who_may_call (const TrucoLadder     *ladder,
              const TrucoLadderStep *step,
              guint                  index)
{
  if (step->opening_only)
    return _("Only as the first call");
  if (index == 0)
    return _("Either side, to open");

  switch (ladder->raise_right)
    {
    case TRUCO_RAISE_ACCEPTING_SIDE:
      return _("The side that accepted the last call");
    case TRUCO_RAISE_ANSWERING_SIDE:
      return _("The side answering the last call, instead of answering");
    case TRUCO_RAISE_OTHER_SIDE:
    default:
      return _("Either side, never the same side twice in a row");
    }
}

static GtkWidget *
cell_label (const char *text,
            const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 24);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* A vertical box that a screen reader reads as a named group. */
static GtkWidget *
group_box (int spacing)
{
  return g_object_new (GTK_TYPE_BOX,
                       "orientation", GTK_ORIENTATION_VERTICAL,
                       "spacing", spacing,
                       "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP,
                       NULL);
}

/* "3 points", or the whole game. */
static char *
points_text (guint    points,
             gboolean wins_game)
{
  if (wins_game)
    /* Translators: what a sequence of calls is worth when it decides the game. */
    return g_strdup (_("wins the game"));
  /* Translators: a number of points, beside a step of the ladder. */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u point", "%u points", points), points);
}

/* The calls made so far as steps, rising: the first call at the bottom,
 * each raise one step higher and further right, with what the sequence up
 * to that call is worth accepted (quiero) and refused (no quiero). */
static void
stairs_sync (TrucoLadderDiagram *self,
             Ladder             *ladder)
{
  GtkWidget *child;
  TrucoBetContext ctx;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (ladder->stairs_box))) != NULL)
    gtk_box_remove (ladder->stairs_box, child);
  gtk_widget_set_visible (GTK_WIDGET (ladder->stairs_box), ladder->bet.n_calls > 0);
  if (ladder->bet.n_calls == 0)
    return;

  truco_bet_context_init (&ctx, self->rules);
  for (guint i = ladder->bet.n_calls; i-- > 0;)
    {
      TrucoBet prefix = ladder->bet;
      GtkWidget *row = group_box (2);
      GtkWidget *values = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      g_autofree char *call = NULL;
      g_autofree char *accepted = NULL;
      g_autofree char *quiero = NULL;
      g_autofree char *no_quiero = NULL;
      g_autofree char *name = NULL;
      GtkWidget *label;
      int winner;

      prefix.n_calls = i + 1;
      prefix.status = TRUCO_BET_PENDING;
      winner = MAX (truco_bet_get_last_side (&prefix), 0);

      if (prefix.chosen[i] != 0)
        call = g_strdup_printf ("%s (%u)", ladder->ladder->steps[prefix.step[i]].call, prefix.chosen[i]);
      else
        call = g_strdup (ladder->ladder->steps[prefix.step[i]].call);

      accepted = points_text (truco_bet_accepted_value (&prefix, &ctx, winner),
                              truco_bet_accepted_wins_game (&prefix, &ctx));
      /* Translators: what the calls up to this step are worth accepted; %s is "3 points". */
      quiero = g_strdup_printf (_("Quiero: %s"), accepted);
      if (truco_bet_has_answer (&prefix, FALSE))
        {
          g_autofree char *refused = points_text (truco_bet_rejected_value (&prefix, &ctx), FALSE);

          /* Translators: what the calls up to this step are worth refused; %s is "2 points". */
          no_quiero = g_strdup_printf (_("No quiero: %s"), refused);
        }
      else
        no_quiero = g_strdup (_("No quiero: not possible"));

      label = cell_label (call, "heading");
      gtk_box_append (GTK_BOX (row), label);
      label = cell_label (quiero, "success");
      gtk_box_append (GTK_BOX (values), label);
      label = cell_label (no_quiero, "dim-label");
      gtk_box_append (GTK_BOX (values), label);
      gtk_box_append (GTK_BOX (row), values);

      gtk_widget_add_css_class (row, "card");
      gtk_widget_set_margin_start (row, 16 * i);
      gtk_widget_set_halign (row, GTK_ALIGN_START);
      for (GtkWidget *c = gtk_widget_get_first_child (row); c != NULL; c = gtk_widget_get_next_sibling (c))
        {
          gtk_widget_set_margin_start (c, 12);
          gtk_widget_set_margin_end (c, 12);
        }
      gtk_widget_set_margin_top (gtk_widget_get_first_child (row), 6);
      gtk_widget_set_margin_bottom (gtk_widget_get_last_child (row), 6);

      /* Translators: the accessible name of a step of the calls made:
       * the step's number, the call, then "Quiero: 3 points", "No quiero: 2 points". */
      name = g_strdup_printf (_("Call %u, %s. %s. %s."), i + 1, call, quiero, no_quiero);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      g_object_set_data_full (G_OBJECT (row), "quiero", g_steal_pointer (&quiero), g_free);
      g_object_set_data_full (G_OBJECT (row), "no-quiero", g_steal_pointer (&no_quiero), g_free);
      gtk_box_append (ladder->stairs_box, row);
    }
}

/* Explains what the calls so far are worth. */
static void
ladder_sync (TrucoLadderDiagram *self,
             Ladder             *ladder,
             GtkWidget          *pressed)
{
  g_autoptr(GString) sequence = g_string_new (NULL);
  g_autoptr(TrucoExplanation) accepted = truco_explanation_new ();
  g_autoptr(TrucoExplanation) refused = truco_explanation_new ();
  g_autofree char *accepted_text = NULL;
  g_autofree char *refused_text = NULL;
  g_autofree char *refused_paragraph = NULL;
  TrucoBetContext ctx;
  int winner;

  for (guint i = 0; i < ladder->bet.n_calls; i++)
    {
      if (i > 0)
        g_string_append (sequence, ", ");
      g_string_append (sequence, ladder->ladder->steps[ladder->bet.step[i]].call);
      if (ladder->bet.chosen[i] != 0)
        g_string_append_printf (sequence, " (%u)", ladder->bet.chosen[i]);
    }

  g_clear_pointer (&ladder->worth, g_free);
  if (ladder->bet.n_calls == 0)
    {
      gtk_label_set_label (ladder->sequence_label, _("Press the calls in the order they are made."));
      ladder->worth = g_strdup ("");
    }
  else
    {
      /* Translators: %s lists the calls pressed so far ("envido, real envido"). */
      g_autofree char *text = g_strdup_printf (_("Calls: %s."), sequence->str);

      gtk_label_set_label (ladder->sequence_label, text);

      truco_bet_context_init (&ctx, self->rules);
      /* Won by the side that made the last call. */
      winner = MAX (truco_bet_get_last_side (&ladder->bet), 0);
      truco_bet_explain_accepted (&ladder->bet, &ctx, winner, accepted);
      accepted_text = truco_explanation_format (accepted);
      if (truco_bet_has_answer (&ladder->bet, FALSE))
        {
          truco_bet_explain_refused (&ladder->bet, &ctx, refused);
          refused_text = truco_explanation_format (refused);
        }

      /* Translators: what a sequence of calls is worth accepted, a
       * paragraph of its own; %s explains it. */
      ladder->worth = g_strdup_printf (_("With quiero: %s"), accepted_text);
      if (refused_text != NULL)
        /* Translators: what a sequence of calls is worth refused, a
         * paragraph of its own; %s explains it. */
        refused_paragraph = g_strdup_printf (_("With no quiero: %s"), refused_text);
      else
        refused_paragraph = g_strdup (_("It cannot be refused."));
    }

  gtk_label_set_label (ladder->worth_label, ladder->worth);
  gtk_widget_set_visible (GTK_WIDGET (ladder->worth_label), ladder->worth[0] != '\0');
  gtk_label_set_label (ladder->refused_label, refused_paragraph != NULL ? refused_paragraph : "");
  gtk_widget_set_visible (GTK_WIDGET (ladder->refused_label), refused_paragraph != NULL);
  stairs_sync (self, ladder);
  if (refused_paragraph != NULL)
    {
      /* Both paragraphs, for the screen reader at the button pressed. */
      char *both = g_strdup_printf ("%s\n\n%s", ladder->worth, refused_paragraph);

      g_free (ladder->worth);
      ladder->worth = both;
    }
  if (pressed != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (pressed),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, ladder->worth,
                                    -1);
}

/**
 * truco_ladder_diagram_call:
 * @ladder: a ladder, in the order of truco_rules_get_ladders()
 * @row: a call of its ladder, by index
 *
 * Makes the call @row next (by the side whose turn it is), as its button
 * does.  A French raise names the lowest value it may.
 *
 * Returns: whether the call was legal there (else nothing changes)
 */
gboolean
truco_ladder_diagram_call (TrucoLadderDiagram *self,
                           guint               ladder_index,
                           guint               row)
{
  Ladder *ladder;
  int last;
  guint side;
  guint chosen = 0;
  const char *reason = NULL;

  g_return_val_if_fail (TRUCO_IS_LADDER_DIAGRAM (self), FALSE);
  g_return_val_if_fail (ladder_index < self->ladders->len, FALSE);

  ladder = &g_array_index (self->ladders, Ladder, ladder_index);
  g_return_val_if_fail (row < ladder->ladder->n_steps, FALSE);

  /* The sides alternate, from A. */
  last = truco_bet_get_last_side (&ladder->bet);
  side = last < 0 ? 0 : 1 - last;

  if (ladder->ladder->steps[row].accepted.kind == TRUCO_STAKE_FREE)
    {
      for (chosen = 1; chosen <= ladder->ladder->max_chosen; chosen++)
        if (truco_bet_check_call (&ladder->bet, row, side, chosen, &reason))
          break;
      if (chosen > ladder->ladder->max_chosen)
        return FALSE;
    }
  else if (!truco_bet_check_call (&ladder->bet, row, side, 0, &reason))
    return FALSE;

  truco_bet_call (&ladder->bet, row, side, chosen);
  return TRUE;
}

static void
call_clicked_cb (GtkButton          *button,
                 TrucoLadderDiagram *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "ladder"));
  guint row = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "row"));
  Ladder *ladder = &g_array_index (self->ladders, Ladder, index);

  if (!truco_ladder_diagram_call (self, index, row))
    {
      /* Translators: a call pressed where it may not be made. */
      g_autofree char *text = g_strdup_printf (_("“%s” cannot be called here."), ladder->ladder->steps[row].call);

      gtk_widget_error_bell (GTK_WIDGET (button));
      gtk_label_set_label (ladder->worth_label, text);
      gtk_widget_set_visible (GTK_WIDGET (ladder->worth_label), TRUE);
      gtk_widget_set_visible (GTK_WIDGET (ladder->refused_label), FALSE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                      -1);
      return;
    }

  ladder_sync (self, ladder, GTK_WIDGET (button));
}

static void
start_over_clicked_cb (GtkButton          *button,
                       TrucoLadderDiagram *self)
{
  truco_ladder_diagram_start_over (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "ladder")));
}

void
truco_ladder_diagram_start_over (TrucoLadderDiagram *self,
                                 guint               index)
{
  Ladder *ladder;

  g_return_if_fail (TRUCO_IS_LADDER_DIAGRAM (self));
  g_return_if_fail (index < self->ladders->len);

  ladder = &g_array_index (self->ladders, Ladder, index);
  truco_bet_init (&ladder->bet, ladder->ladder);
  ladder_sync (self, ladder, NULL);
}

static GtkWidget *
ladder_build (TrucoLadderDiagram *self,
              guint               index)
{
  Ladder *ladder = &g_array_index (self->ladders, Ladder, index);
  const char *headers[TRUCO_LADDER_DIAGRAM_N_COLUMNS] = {
    _("Call"),
    _("Who may call it"),
    /* Translators: the column of what a call is worth accepted; game word. */
    _("Quiero"),
    /* Translators: the column of what a call is worth refused; game words. */
    _("No quiero"),
  };
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *ladder_box = group_box (6);
  GtkWidget *calls = gtk_flow_box_new ();
  GtkWidget *start_over;
  GtkWidget *label;

  label = cell_label (truco_ladder_get_title (ladder->ladder), "title-3");
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LEVEL, 3, -1);
  gtk_box_append (GTK_BOX (box), label);

  /* The ladder itself, as steps: the first call at the bottom, each
   * raise a step higher and further right, what it is worth accepted and
   * refused beside it. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (ladder_box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, truco_ladder_get_title (ladder->ladder),
                                  -1);
  for (guint s = 0; s < ladder->ladder->n_steps; s++)
    {
      const TrucoLadderStep *step = &ladder->ladder->steps[s];
      char *texts[TRUCO_LADDER_DIAGRAM_N_COLUMNS] = {
        g_strdup (step->call),
        g_strdup (who_may_call (ladder->ladder, step, s)),
        truco_stake_describe (&step->accepted),
        truco_stake_describe (&step->rejected),
      };

      for (guint c = 0; c < TRUCO_LADDER_DIAGRAM_N_COLUMNS; c++)
        g_ptr_array_add (ladder->cells, texts[c]);
    }
  for (guint s = ladder->ladder->n_steps; s-- > 0;)
    {
      char **texts = (char **) &ladder->cells->pdata[s * TRUCO_LADDER_DIAGRAM_N_COLUMNS];
      GtkWidget *row = group_box (2);
      g_autofree char *name = NULL;

      gtk_widget_add_css_class (row, "card");
      gtk_widget_set_margin_start (row, 16 * s);
      gtk_widget_set_halign (row, GTK_ALIGN_START);
      for (guint c = 0; c < TRUCO_LADDER_DIAGRAM_N_COLUMNS; c++)
        {
          g_autofree char *text = c >= TRUCO_LADDER_DIAGRAM_QUIERO ? g_strdup_printf ("%s: %s", headers[c], texts[c])
                                                                   : g_strdup (texts[c]);

          label = cell_label (text, c == TRUCO_LADDER_DIAGRAM_CALL ? "heading"
                                    : c == TRUCO_LADDER_DIAGRAM_WHO ? "dim-label" : NULL);
          gtk_widget_set_margin_start (label, 12);
          gtk_widget_set_margin_end (label, 12);
          if (c == 0)
            gtk_widget_set_margin_top (label, 6);
          if (c + 1 == TRUCO_LADDER_DIAGRAM_N_COLUMNS)
            gtk_widget_set_margin_bottom (label, 6);
          gtk_box_append (GTK_BOX (row), label);
        }
      /* Translators: the accessible name of a step of a ladder: its
       * number, the call, who may call it, then "Quiero: …", "No quiero: …". */
      name = g_strdup_printf (_("Step %u, %s. %s. %s: %s. %s: %s."), s + 1, texts[0], texts[1],
                              headers[TRUCO_LADDER_DIAGRAM_QUIERO], texts[2],
                              headers[TRUCO_LADDER_DIAGRAM_NO_QUIERO], texts[3]);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      gtk_box_append (GTK_BOX (ladder_box), row);
    }
  gtk_box_append (GTK_BOX (box), ladder_box);

  /* The calls to press, as the machine knows them. */
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (calls), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (calls), 8);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (calls), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (calls), 6);
  gtk_widget_set_focusable (calls, FALSE);
  for (guint r = 0; r < ladder->ladder->n_steps; r++)
    {
      GtkWidget *button = gtk_button_new_with_label (ladder->ladder->steps[r].call);

      g_object_set_data (G_OBJECT (button), "ladder", GUINT_TO_POINTER (index));
      g_object_set_data (G_OBJECT (button), "row", GUINT_TO_POINTER (r));
      g_signal_connect_object (button, "clicked", G_CALLBACK (call_clicked_cb), self, 0);
      gtk_flow_box_append (GTK_FLOW_BOX (calls), button);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (calls); child != NULL; child = gtk_widget_get_next_sibling (child))
    gtk_widget_set_focusable (child, FALSE);
  start_over = gtk_button_new_with_label (_("Start Over"));
  g_object_set_data (G_OBJECT (start_over), "ladder", GUINT_TO_POINTER (index));
  g_signal_connect_object (start_over, "clicked", G_CALLBACK (start_over_clicked_cb), self, 0);
  gtk_widget_add_css_class (start_over, "flat");
  gtk_flow_box_append (GTK_FLOW_BOX (calls), start_over);
  gtk_widget_set_focusable (gtk_widget_get_parent (start_over), FALSE);
  gtk_box_append (GTK_BOX (box), calls);

  ladder->sequence_label = GTK_LABEL (cell_label ("", "dim-label"));
  gtk_label_set_max_width_chars (ladder->sequence_label, -1);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (ladder->sequence_label));
  ladder->stairs_box = GTK_BOX (group_box (6));
  gtk_accessible_update_property (GTK_ACCESSIBLE (ladder->stairs_box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("The calls made, and what they are worth"),
                                  -1);
  g_object_set_data (G_OBJECT (ladder->stairs_box), "truco-stairs", GUINT_TO_POINTER (1));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (ladder->stairs_box));
  ladder->worth_label = GTK_LABEL (cell_label ("", NULL));
  gtk_label_set_max_width_chars (ladder->worth_label, -1);
  gtk_label_set_selectable (ladder->worth_label, FALSE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (ladder->worth_label));
  ladder->refused_label = GTK_LABEL (cell_label ("", NULL));
  gtk_label_set_max_width_chars (ladder->refused_label, -1);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (ladder->refused_label));

  ladder_sync (self, ladder, NULL);
  return box;
}

/**
 * truco_ladder_diagram_set_rules:
 * @rules: (nullable): the rule set whose ladders are shown
 */
void
truco_ladder_diagram_set_rules (TrucoLadderDiagram *self,
                                const TrucoRules   *rules)
{
  GtkBox *box;
  GtkWidget *child;
  const TrucoLadder *ladders;
  guint n = 0;

  g_return_if_fail (TRUCO_IS_LADDER_DIAGRAM (self));

  if (self->rules == rules)
    return;

  box = GTK_BOX (adw_bin_get_child (ADW_BIN (self)));
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box))) != NULL)
    gtk_box_remove (box, child);
  g_array_set_size (self->ladders, 0);
  g_clear_pointer (&self->rules, truco_rules_unref);

  if (rules == NULL)
    return;

  self->rules = truco_rules_copy (rules);
  ladders = truco_rules_get_ladders (self->rules, &n);
  for (guint i = 0; i < n; i++)
    {
      Ladder ladder = { 0, };

      ladder.ladder = &ladders[i];
      truco_bet_init (&ladder.bet, ladder.ladder);
      ladder.cells = g_ptr_array_new_with_free_func (g_free);
      g_array_append_val (self->ladders, ladder);
    }

  for (guint i = 0; i < self->ladders->len; i++)
    gtk_box_append (box, ladder_build (self, i));
}

const TrucoRules *
truco_ladder_diagram_get_rules (TrucoLadderDiagram *self)
{
  g_return_val_if_fail (TRUCO_IS_LADDER_DIAGRAM (self), NULL);

  return self->rules;
}

guint
truco_ladder_diagram_get_n_ladders (TrucoLadderDiagram *self)
{
  g_return_val_if_fail (TRUCO_IS_LADDER_DIAGRAM (self), 0);

  return self->ladders->len;
}

/**
 * truco_ladder_diagram_get_cell:
 *
 * Returns: the text shown for @step of @ladder in @column
 *   (TRUCO_LADDER_DIAGRAM_CALL…)
 */
const char *
truco_ladder_diagram_get_cell (TrucoLadderDiagram *self,
                               guint               ladder,
                               guint               step,
                               guint               column)
{
  Ladder *l;

  g_return_val_if_fail (TRUCO_IS_LADDER_DIAGRAM (self), NULL);
  g_return_val_if_fail (ladder < self->ladders->len, NULL);
  g_return_val_if_fail (column < TRUCO_LADDER_DIAGRAM_N_COLUMNS, NULL);

  l = &g_array_index (self->ladders, Ladder, ladder);
  g_return_val_if_fail (step < l->ladder->n_steps, NULL);

  return l->cells->pdata[step * TRUCO_LADDER_DIAGRAM_N_COLUMNS + column];
}

/**
 * truco_ladder_diagram_get_worth:
 *
 * Returns: what the calls pressed on @ladder are worth, as shown ("" when
 *   none was pressed)
 */
const char *
truco_ladder_diagram_get_worth (TrucoLadderDiagram *self,
                                guint               ladder)
{
  g_return_val_if_fail (TRUCO_IS_LADDER_DIAGRAM (self), NULL);
  g_return_val_if_fail (ladder < self->ladders->len, NULL);

  return g_array_index (self->ladders, Ladder, ladder).worth;
}

const TrucoBet *
truco_ladder_diagram_get_bet (TrucoLadderDiagram *self,
                              guint               ladder)
{
  g_return_val_if_fail (TRUCO_IS_LADDER_DIAGRAM (self), NULL);
  g_return_val_if_fail (ladder < self->ladders->len, NULL);

  return &g_array_index (self->ladders, Ladder, ladder).bet;
}

static void
truco_ladder_diagram_dispose (GObject *object)
{
  TrucoLadderDiagram *self = TRUCO_LADDER_DIAGRAM (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TRUCO_TYPE_LADDER_DIAGRAM);

  G_OBJECT_CLASS (truco_ladder_diagram_parent_class)->dispose (object);
}

static void
truco_ladder_diagram_finalize (GObject *object)
{
  TrucoLadderDiagram *self = TRUCO_LADDER_DIAGRAM (object);

  g_clear_pointer (&self->ladders, g_array_unref);
  g_clear_pointer (&self->rules, truco_rules_unref);

  G_OBJECT_CLASS (truco_ladder_diagram_parent_class)->finalize (object);
}

static void
truco_ladder_diagram_class_init (TrucoLadderDiagramClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = truco_ladder_diagram_dispose;
  object_class->finalize = truco_ladder_diagram_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/truco-ladder-diagram.ui");
}

static void
truco_ladder_diagram_init (TrucoLadderDiagram *self)
{
  self->ladders = g_array_new (FALSE, TRUE, sizeof (Ladder));
  g_array_set_clear_func (self->ladders, ladder_clear);
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
truco_ladder_diagram_new (void)
{
  return g_object_new (TRUCO_TYPE_LADDER_DIAGRAM, NULL);
}
