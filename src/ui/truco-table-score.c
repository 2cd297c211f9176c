/* truco-table-score.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The Table's header strip, always in view above the table.  The score
 * of each account, drawn as matchsticks and said in numbers; under it
 * whose turn it is and what the hand waits for, from the model's words. */

#include "config.h"

#include <glib/gi18n.h>

#include "truco-matchsticks.h"
#include "truco-table-score.h"

struct _TrucoTableScore
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  GtkWidget *accounts;
  GtkWidget *turn;
  GtkWidget *pending;
  char      *shown_key;  /* the scores drawn: shown again only when they change */
  char      *shape_key;  /* the accounts made: made anew only when it changes */
  GtkWidget *next_account; /* while updating: the account shown at the next place */
  gboolean   compact;    /* a phone: one line for each account */
};

G_DEFINE_FINAL_TYPE (TrucoTableScore, truco_table_score, GTK_TYPE_WIDGET)

/* A label is set only when its words change: set again, even to the
 * same words, it would be measured anew (and a wrapped one more than
 * once) at the next frame. */
static void
set_label_if_changed (GtkLabel   *label,
                      const char *text)
{
  if (g_strcmp0 (gtk_label_get_label (label), text) != 0)
    gtk_label_set_label (label, text);
}

/* An account shown before at its place is only told its new score (made
 * anew, it would cost the frame a layout of every word in it). */
static gboolean
update_account (TrucoTableScore *self,
                TrucoTable      *table,
                const char      *name,
                guint            points,
                guint            games)
{
  GtkWidget *box = self->next_account;
  g_autofree char *score = NULL;
  g_autofree char *won = NULL;
  g_autofree char *text = NULL;

  if (box == NULL || g_strcmp0 (g_object_get_data (G_OBJECT (box), "name"), name) != 0)
    return FALSE;
  self->next_account = gtk_widget_get_next_sibling (box);
  score = truco_score_format (truco_table_get_rules (table), points);
  won = truco_table_describe_games_won (table, games);
  /* Translators: a side's score in numbers: the points ("12 malas"), then the chicos
   * (games) won ("1 chico won") */
  text = g_strdup_printf (_("%s · %s"), score, won);
  set_label_if_changed (GTK_LABEL (g_object_get_data (G_OBJECT (box), "numbers-label")), text);
  truco_matchsticks_set_score (TRUCO_MATCHSTICKS (g_object_get_data (G_OBJECT (box), "sticks")), points);
  g_object_set_data_full (G_OBJECT (box), "numbers", g_strdup_printf ("%s: %s", name, text), g_free);
  return TRUE;
}

static void
add_account (TrucoTableScore *self,
             TrucoTable      *table,
             const char      *name,
             guint            points,
             guint            games)
{
  GtkWidget *box, *words, *title, *sticks;
  GtkWidget *clamp;
  GtkWidget *numbers;
  g_autofree char *score = NULL;
  g_autofree char *won = NULL;
  g_autofree char *text = NULL;

  if (update_account (self, table, name, points, games))
    return;
  /* (Nothing after a place made anew is kept.) */
  while (self->next_account != NULL)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (self->next_account);

      gtk_box_remove (GTK_BOX (self->accounts), self->next_account);
      self->next_account = next;
    }
  score = truco_score_format (truco_table_get_rules (table), points);
  won = truco_table_describe_games_won (table, games);
  /* (Grids, not boxes: a box of wrapped words searches for its height at
   * a width, laying them out dozens of times at each change of score.) */
  box = g_object_new (GTK_TYPE_GRID, "column-spacing", 6, "row-homogeneous", TRUE, NULL);
  words = g_object_new (GTK_TYPE_GRID, "row-spacing", 2, NULL);
  title = gtk_label_new (name);
  sticks = truco_matchsticks_new ();
  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  truco_matchsticks_set_rules (TRUCO_MATCHSTICKS (sticks), truco_table_get_rules (table));
  truco_matchsticks_set_side_name (TRUCO_MATCHSTICKS (sticks), name);
  truco_matchsticks_set_score (TRUCO_MATCHSTICKS (sticks), points);
  truco_matchsticks_set_compact (TRUCO_MATCHSTICKS (sticks), self->compact);
  /* The sticks as small as they stay legible: the strip stays low (on a
   * phone, the half of the score it is in, in one line). */
  clamp = g_object_new (ADW_TYPE_CLAMP,
                        "maximum-size", self->compact ? 52 : 60,
                        "tightening-threshold", self->compact ? 52 : 60,
                        "child", sticks,
                        "valign", GTK_ALIGN_CENTER,
                        NULL);
  /* Translators: a side's score in numbers: the points ("12 malas"), then the chicos
   * (games) won ("1 chico won") */
  text = g_strdup_printf (_("%s · %s"), score, won);
  numbers = gtk_label_new (text);
  gtk_widget_add_css_class (numbers, "caption");
  gtk_widget_add_css_class (numbers, "numeric");
  gtk_label_set_wrap (GTK_LABEL (numbers), TRUE);
  gtk_label_set_xalign (GTK_LABEL (numbers), 0);
  g_object_set_data_full (G_OBJECT (box), "numbers", g_strdup_printf ("%s: %s", name, text), g_free);
  g_object_set_data_full (G_OBJECT (box), "name", g_strdup (name), g_free);
  g_object_set_data (G_OBJECT (box), "numbers-label", numbers);
  g_object_set_data (G_OBJECT (box), "sticks", sticks);
  gtk_widget_set_hexpand (words, TRUE);
  if (self->compact)
    {
      /* The name and the numbers side by side. */
      gtk_grid_set_column_spacing (GTK_GRID (words), 8);
      gtk_widget_set_valign (words, GTK_ALIGN_CENTER);
      gtk_label_set_wrap (GTK_LABEL (title), FALSE);
      gtk_widget_set_hexpand (numbers, TRUE);
      gtk_widget_set_valign (numbers, GTK_ALIGN_BASELINE);
      gtk_widget_set_valign (title, GTK_ALIGN_BASELINE);
      gtk_grid_attach (GTK_GRID (words), title, 0, 0, 1, 1);
      gtk_grid_attach (GTK_GRID (words), numbers, 1, 0, 1, 1);
    }
  else
    {
      /* Centred beside the sticks by the words' own alignment (wrapped
       * words aligned other than to fill are measured for their width
       * at a height: a search): the name at the foot of its half, the
       * numbers at the head of theirs. */
      gtk_widget_set_vexpand (title, TRUE);
      gtk_label_set_yalign (GTK_LABEL (title), 1.0f);
      gtk_widget_set_vexpand (numbers, TRUE);
      gtk_label_set_yalign (GTK_LABEL (numbers), 0.0f);
      /* (Their expansion is the words' own, not the strip's.) */
      gtk_widget_set_vexpand (words, FALSE);
      gtk_grid_attach (GTK_GRID (words), title, 0, 0, 1, 1);
      gtk_grid_attach (GTK_GRID (words), numbers, 0, 1, 1, 1);
    }
  gtk_grid_attach (GTK_GRID (box), words, 0, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (box), clamp, 1, 0, 1, 1);
  gtk_box_append (GTK_BOX (self->accounts), box);
}

/* The accounts are rebuilt only when what they show changed. */
static gboolean
scores_changed (TrucoTableScore *self,
                TrucoTable      *table,
                const TrucoView *view,
                guint            me)
{
  g_autoptr(GString) key = g_string_new (NULL);

  g_string_append_printf (key, "%p %u %u %u %u", (gpointer) table, view->n_scores, view->n_sides, view->n_seats, me);
  for (guint a = 0; a < G_N_ELEMENTS (view->score); a++)
    g_string_append_printf (key, " %u/%u", view->score[a], view->games_won[a]);
  if (g_strcmp0 (key->str, self->shown_key) == 0)
    return FALSE;
  g_free (self->shown_key);
  self->shown_key = g_string_free (g_steal_pointer (&key), FALSE);
  return TRUE;
}

/**
 * truco_table_score_update:
 * @table: the table
 * @thinking: the seat of a bot thinking, or -1
 *
 * Shows the score, the turn and what is pending as the model has them.
 */
void
truco_table_score_update (TrucoTableScore *self,
                          TrucoTable      *table,
                          int              thinking)
{
  const TrucoTableShown *shown = truco_table_get_shown (table);
  const TrucoView *view = &shown->view;
  guint me = truco_table_get_learner_seat (table);
  g_autofree char *turn = truco_table_describe_turn (table, thinking);
  g_autofree char *pending = truco_table_describe_pending (table);
  g_autofree char *heading = NULL;
  GtkWidget *child;

  g_return_if_fail (TRUCO_IS_TABLE_SCORE (self));

  if (scores_changed (self, table, view, me))
    {
      g_autofree char *shape = g_strdup_printf ("%p %u %u %u %u %d", (gpointer) table, view->n_scores, view->n_sides,
                                                view->n_seats, me, self->compact);

      /* Another table, or another shape: every account made anew. */
      if (g_strcmp0 (shape, self->shape_key) != 0)
        {
          while ((child = gtk_widget_get_first_child (self->accounts)) != NULL)
            gtk_box_remove (GTK_BOX (self->accounts), child);
          g_free (self->shape_key);
          self->shape_key = g_steal_pointer (&shape);
        }
      self->next_account = gtk_widget_get_first_child (self->accounts);
      if (view->n_scores == 2 && view->n_sides == 2)
        {
          guint mine = view->side_of[me];

          if (view->n_seats == 2)
            {
              add_account (self, table, truco_table_get_seat_name (table, me), view->score[mine], view->games_won[mine]);
              add_account (self, table, truco_table_get_seat_name (table, (me + 1) % 2),
                           view->score[1 - mine], view->games_won[1 - mine]);
            }
          else
            {
              add_account (self, table, _("Your side"), view->score[mine], view->games_won[mine]);
              add_account (self, table, _("The other side"), view->score[1 - mine], view->games_won[1 - mine]);
            }
        }
      else
        for (guint a = 0; a < view->n_scores && a < view->n_seats; a++)
          add_account (self, table, truco_table_get_seat_name (table, a), view->score[a], view->games_won[a]);
      while (self->next_account != NULL)
        {
          GtkWidget *next = gtk_widget_get_next_sibling (self->next_account);

          gtk_box_remove (GTK_BOX (self->accounts), self->next_account);
          self->next_account = next;
        }
    }

  /* Translators: the turn line: the hand's number, then whose turn it is ("Your turn.") */
  heading = g_strdup_printf (_("Hand %u. %s"), (guint) view->hand_number, turn);
  set_label_if_changed (GTK_LABEL (self->turn), heading);
  set_label_if_changed (GTK_LABEL (self->pending), pending != NULL ? pending : "");
  if (g_strcmp0 (gtk_widget_get_tooltip_text (self->pending), self->compact ? pending : NULL) != 0)
    gtk_widget_set_tooltip_text (self->pending, self->compact ? pending : NULL);
  gtk_widget_set_visible (self->pending, pending != NULL);
}

/**
 * truco_table_score_set_compact:
 * @compact: one line for each account (a phone), else the accounts side
 *   by side, each with its name over its numbers
 *
 * Takes effect at the next truco_table_score_update().
 */
void
truco_table_score_set_compact (TrucoTableScore *self,
                               gboolean         compact)
{
  g_return_if_fail (TRUCO_IS_TABLE_SCORE (self));

  compact = !!compact;
  if (self->compact == compact)
    return;
  self->compact = compact;
  g_clear_pointer (&self->shown_key, g_free);
  g_clear_pointer (&self->shape_key, g_free);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->accounts),
                                  compact ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  gtk_box_set_homogeneous (GTK_BOX (self->accounts), !compact);
  gtk_box_set_spacing (GTK_BOX (self->accounts), compact ? 0 : 12);
  /* On a phone what waits never takes the cards' room, however long its
   * translation: three lines at most, the whole of it in a tooltip and
   * to a screen reader. */
  gtk_label_set_lines (GTK_LABEL (self->pending), compact ? 3 : -1);
  gtk_label_set_ellipsize (GTK_LABEL (self->pending), compact ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE);
}

gboolean
truco_table_score_get_compact (TrucoTableScore *self)
{
  g_return_val_if_fail (TRUCO_IS_TABLE_SCORE (self), FALSE);

  return self->compact;
}

const char *
truco_table_score_get_turn (TrucoTableScore *self)
{
  g_return_val_if_fail (TRUCO_IS_TABLE_SCORE (self), NULL);

  return gtk_label_get_label (GTK_LABEL (self->turn));
}

const char *
truco_table_score_get_pending (TrucoTableScore *self)
{
  g_return_val_if_fail (TRUCO_IS_TABLE_SCORE (self), NULL);

  return gtk_widget_get_visible (self->pending) ? gtk_label_get_label (GTK_LABEL (self->pending)) : NULL;
}

char *
truco_table_score_dup_numbers (TrucoTableScore *self)
{
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (TRUCO_IS_TABLE_SCORE (self), NULL);

  for (GtkWidget *box = gtk_widget_get_first_child (self->accounts); box != NULL;
       box = gtk_widget_get_next_sibling (box))
    {
      if (text->len > 0)
        g_string_append (text, "; ");
      g_string_append (text, g_object_get_data (G_OBJECT (box), "numbers"));
    }
  return g_string_free (text, FALSE);
}

static void
truco_table_score_dispose (GObject *object)
{
  TrucoTableScore *self = TRUCO_TABLE_SCORE (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (truco_table_score_parent_class)->dispose (object);
}

static void
truco_table_score_finalize (GObject *object)
{
  TrucoTableScore *self = TRUCO_TABLE_SCORE (object);

  g_free (self->shown_key);
  g_free (self->shape_key);
  G_OBJECT_CLASS (truco_table_score_parent_class)->finalize (object);
}

static void
truco_table_score_class_init (TrucoTableScoreClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = truco_table_score_dispose;
  object_class->finalize = truco_table_score_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tablescore");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
truco_table_score_init (TrucoTableScore *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("The score"),
                                  -1);

  self->accounts = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_box_set_homogeneous (GTK_BOX (self->accounts), TRUE);
  gtk_box_append (GTK_BOX (self->box), self->accounts);

  /* Read as it changes: the turn and what waits are the page's status. */
  self->turn = g_object_new (GTK_TYPE_LABEL,
                             "xalign", 0.0f,
                             "wrap", TRUE,
                             "accessible-role", GTK_ACCESSIBLE_ROLE_STATUS,
                             NULL);
  gtk_widget_add_css_class (self->turn, "heading");
  gtk_box_append (GTK_BOX (self->box), self->turn);

  self->pending = g_object_new (GTK_TYPE_LABEL,
                                "xalign", 0.0f,
                                "wrap", TRUE,
                                "visible", FALSE,
                                NULL);
  gtk_box_append (GTK_BOX (self->box), self->pending);
}

GtkWidget *
truco_table_score_new (void)
{
  return g_object_new (TRUCO_TYPE_TABLE_SCORE, NULL);
}
