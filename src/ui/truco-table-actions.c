/* truco-table-actions.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The Table's action strip.  It shows only what the learner may do now:
 * the answers first (they are what the hand waits for), then the
 * declarations and the variants' own choices, the calls, and "Give Up the
 * Hand (Mazo)" last; each with its key beside it.  No move is styled as
 * suggested: choosing is the learner's part (the hint is a button away).
 * Several values of one call (the French "raise to…") make one menu.
 * The calls not allowed now are not shown: the "Why can't I…?" list
 * says why each is not.  At the end of a hand a single suggested button
 * goes on. */

#include "config.h"

#include <glib/gi18n.h>

#include "truco-table-actions.h"

struct _TrucoTableActions
{
  GtkWidget   parent_instance;

  TrucoTable *table;        /* not owned: the page's, while updated */
  GtkWidget  *box;
  GtkWidget  *row;          /* the moves, and on a phone the "why" button */
  GtkWidget  *moves;        /* GtkFlowBox */
  GtkWidget  *why_button;   /* last in the moves, or on a phone beside them */
  GtkWidget  *why_heading;
  GtkWidget  *why_list;
  GtkWidget  *go_on;
  GPtrArray  *buttons;      /* the moves' buttons, kept (shown or hidden) */
  GPtrArray  *menus;        /* the cells of the raise menus shown now */
  guint       n_used;       /* while updating: the buttons shown so far */
  guint       n_placed;     /* and every control placed so far */
  char       *signature;    /* of the moves shown now */
  gboolean    compact;      /* a phone: "why" an icon beside the moves */
};

G_DEFINE_FINAL_TYPE (TrucoTableActions, truco_table_actions, GTK_TYPE_WIDGET)

enum
{
  SIGNAL_REFUSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

const char *
truco_table_key_label (TrucoTableKey key)
{
  switch (key)
    {
    /* Translators: the key (one letter) that calls envido at the table.  Choose letters
     * that differ from each other: envido, real envido, falta envido, truco, flor, quiero,
     * no quiero, declare, son buenas, mazo. */
    case TRUCO_TABLE_KEY_ENVIDO: return C_("table key", "E");
    /* Translators: the key (one letter) that calls real envido at the table */
    case TRUCO_TABLE_KEY_REAL_ENVIDO: return C_("table key", "R");
    /* Translators: the key (one letter) that calls falta envido at the table */
    case TRUCO_TABLE_KEY_FALTA_ENVIDO: return C_("table key", "A");
    /* Translators: the key (one letter) that calls truco (or the next raise) at the table */
    case TRUCO_TABLE_KEY_TRUCO: return C_("table key", "T");
    /* Translators: the key (one letter) that sings flor at the table */
    case TRUCO_TABLE_KEY_FLOR: return C_("table key", "F");
    /* Translators: the key (one letter) that answers quiero (accepts a call) at the table */
    case TRUCO_TABLE_KEY_ACCEPT: return C_("table key", "Q");
    /* Translators: the key (one letter) that answers no quiero (refuses a call) at the table */
    case TRUCO_TABLE_KEY_REJECT: return C_("table key", "N");
    /* Translators: the key (one letter) that declares the envido points at the table */
    case TRUCO_TABLE_KEY_DECLARE: return C_("table key", "D");
    /* Translators: the key (one letter) that says son buenas (concedes the envido) at the table */
    case TRUCO_TABLE_KEY_SON_BUENAS: return C_("table key", "S");
    /* Translators: the key (one letter) that leaves the hand (mazo) at the table */
    case TRUCO_TABLE_KEY_MAZO: return C_("table key", "M");
    case TRUCO_TABLE_N_KEYS:
    default:
      g_return_val_if_reached ("");
    }
}

TrucoTableKey
truco_table_key_for_action (const TrucoView   *view,
                            const TrucoAction *action)
{
  const TrucoLadder *spec;

  switch (action->kind)
    {
    case TRUCO_ACTION_CALL:
      if (action->bet == TRUCO_BET_FLOR)
        return TRUCO_TABLE_KEY_FLOR;
      if (action->bet != TRUCO_BET_ENVIDO)
        return TRUCO_TABLE_KEY_TRUCO;
      /* The envido ladder by the kind of its rows: the falta, the first
       * call, any other raise. */
      spec = view->bets[TRUCO_BET_ENVIDO].spec;
      if (spec != NULL && action->row < spec->n_steps && spec->steps[action->row].accepted.kind == TRUCO_STAKE_FALTA)
        return TRUCO_TABLE_KEY_FALTA_ENVIDO;
      return action->row == 0 ? TRUCO_TABLE_KEY_ENVIDO : TRUCO_TABLE_KEY_REAL_ENVIDO;
    case TRUCO_ACTION_ACCEPT:
      return TRUCO_TABLE_KEY_ACCEPT;
    case TRUCO_ACTION_REJECT:
      return TRUCO_TABLE_KEY_REJECT;
    case TRUCO_ACTION_DECLARE:
      return TRUCO_TABLE_KEY_DECLARE;
    case TRUCO_ACTION_SON_BUENAS:
      return TRUCO_TABLE_KEY_SON_BUENAS;
    case TRUCO_ACTION_MAZO:
      return TRUCO_TABLE_KEY_MAZO;
    default:
      return TRUCO_TABLE_N_KEYS;
    }
}

static void
move_clicked_cb (GtkButton         *button,
                 TrucoTableActions *self)
{
  TrucoAction *action = g_object_get_data (G_OBJECT (button), "action");
  g_autoptr(GError) error = NULL;
  TrucoAction copy;

  g_return_if_fail (action != NULL);

  if (self->table == NULL)
    return;
  copy = *action;
  gtk_widget_activate_action (GTK_WIDGET (self), "popover.closed", NULL);
  if (!truco_table_apply (self->table, &copy, &error))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      g_signal_emit (self, signals[SIGNAL_REFUSED], 0, error->message);
    }
}

/* Shows @button's move: its words (@shown shorter, for the eye, if not
 * NULL), and its key beside them.  A button is relabelled, not made
 * anew: each made costs the frame a layout of its words, and the one
 * with the focus would lose it. */
static void
move_button_show (GtkWidget         *button,
                  const TrucoAction *action,
                  const char        *words,
                  const char        *shown,
                  TrucoTableKey      key)
{
  GtkLabel *label = g_object_get_data (G_OBJECT (button), "label");
  GtkLabel *keycap = g_object_get_data (G_OBJECT (button), "keycap");
  TrucoAction *copy = g_new (TrucoAction, 1);
  const char *text = shown != NULL ? shown : words;

  *copy = *action;
  g_object_set_data_full (G_OBJECT (button), "action", copy, g_free);
  if (g_strcmp0 (g_object_get_data (G_OBJECT (button), "words"), words) != 0)
    {
      g_object_set_data_full (G_OBJECT (button), "words", g_strdup (words), g_free);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, words,
                                      -1);
    }
  if (g_strcmp0 (gtk_label_get_label (label), text) != 0)
    gtk_label_set_label (label, text);
  if (key < TRUCO_TABLE_N_KEYS)
    {
      const char *letter = truco_table_key_label (key);

      if (g_strcmp0 (gtk_label_get_label (keycap), letter) != 0)
        {
          g_autofree char *tooltip = NULL;

          gtk_label_set_label (keycap, letter);
          /* Translators: the tooltip of a move's button; %s is its key ("E") */
          tooltip = g_strdup_printf (_("Key: %s"), letter);
          gtk_widget_set_tooltip_text (button, tooltip);
          gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                          GTK_ACCESSIBLE_PROPERTY_KEY_SHORTCUTS, letter,
                                          -1);
        }
    }
  else if (*gtk_label_get_label (keycap) != '\0')
    {
      gtk_label_set_label (keycap, "");
      gtk_widget_set_tooltip_text (button, NULL);
      gtk_accessible_reset_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_KEY_SHORTCUTS);
    }
  gtk_widget_set_visible (GTK_WIDGET (keycap), key < TRUCO_TABLE_N_KEYS);
}

/* A move's button (its words and key are shown by move_button_show()). */
static GtkWidget *
move_button_make (TrucoTableActions *self)
{
  GtkWidget *button = gtk_button_new ();
  /* (A grid, not a box: a box of wrapped words searches for its height
   * at a width, laying them out dozens of times in a frame; its one row
   * fills the button's height, as a box's children do.) */
  GtkWidget *box = g_object_new (GTK_TYPE_GRID, "column-spacing", 6, "row-homogeneous", TRUE, NULL);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *keycap = g_object_new (GTK_TYPE_LABEL,
                                    "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                    "visible", FALSE,
                                    NULL);

  /* (A long move wraps, so that a phone keeps two in a line.) */
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_grid_attach (GTK_GRID (box), label, 0, 0, 1, 1);
  gtk_widget_add_css_class (keycap, "table-keycap");
  gtk_widget_add_css_class (keycap, "dim-label");
  gtk_grid_attach (GTK_GRID (box), keycap, 1, 0, 1, 1);
  g_object_set_data (G_OBJECT (button), "label", label);
  g_object_set_data (G_OBJECT (button), "keycap", keycap);
  gtk_button_set_child (GTK_BUTTON (button), box);
  g_signal_connect (button, "clicked", G_CALLBACK (move_clicked_cb), self);
  return button;
}

static GtkWidget *
move_button_new (TrucoTableActions *self,
                 const TrucoAction *action,
                 const char        *words,
                 TrucoTableKey      key)
{
  GtkWidget *button = move_button_make (self);

  move_button_show (button, action, words, NULL, key);
  return button;
}

/* Puts a menu at the next place of the flow of moves (made anew at each
 * update: only the French raises have one). */
static void
add_menu (TrucoTableActions *self,
          GtkWidget         *menu)
{
  gtk_flow_box_insert (GTK_FLOW_BOX (self->moves), menu, (int) self->n_placed);
  /* The button takes the focus, not the flow box's cell. */
  gtk_widget_set_focusable (gtk_widget_get_parent (menu), FALSE);
  g_ptr_array_add (self->menus, gtk_widget_get_parent (menu));
  self->n_placed++;
}

/* Shows a move at the next place of the flow: in the next of the
 * buttons kept, or in one made now. */
static void
add_move (TrucoTableActions *self,
          const TrucoAction *action,
          const char        *words,
          const char        *shown,
          TrucoTableKey      key)
{
  GtkWidget *button;

  if (self->n_used < self->buttons->len)
    button = g_ptr_array_index (self->buttons, self->n_used);
  else
    {
      button = move_button_make (self);
      gtk_flow_box_insert (GTK_FLOW_BOX (self->moves), button, (int) self->n_placed);
      gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
      g_ptr_array_add (self->buttons, button);
    }
  move_button_show (button, action, words, shown, key);
  gtk_widget_set_visible (gtk_widget_get_parent (button), TRUE);
  self->n_used++;
  self->n_placed++;
}

/* Before the moves are shown again: the menus go, the buttons wait to
 * be shown again. */
static void
reset_moves (TrucoTableActions *self)
{
  for (guint i = 0; i < self->menus->len; i++)
    gtk_flow_box_remove (GTK_FLOW_BOX (self->moves), g_ptr_array_index (self->menus, i));
  g_ptr_array_set_size (self->menus, 0);
  self->n_used = self->n_placed = 0;
}

/* After: the buttons not used are hidden, and the "why" button shown
 * when some call is not allowed. */
static void
finish_moves (TrucoTableActions *self,
              gboolean           why)
{
  for (guint i = self->n_used; i < self->buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (self->buttons, i);

      /* (A hidden button stands for no move.) */
      g_object_set_data (G_OBJECT (button), "action", NULL);
      gtk_widget_set_visible (gtk_widget_get_parent (button), FALSE);
    }
  /* (In the flow, its cell is shown or hidden.) */
  gtk_widget_set_visible (self->compact ? self->why_button : gtk_widget_get_parent (self->why_button), why);
}

static void
remove_all (GtkWidget *widget)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (widget)) != NULL)
    gtk_box_remove (GTK_BOX (widget), child);
}

/* The words of a move: a call as players say it ("real envido"), an
 * answer or another move as the model words it ("Quiero"). */
static char *
words_of (TrucoTable        *table,
          const TrucoView   *view,
          const TrucoAction *action)
{
  const TrucoLadder *spec = action->bet < TRUCO_N_BETS ? view->bets[action->bet].spec : NULL;

  if (action->kind == TRUCO_ACTION_CALL && spec != NULL && action->row < spec->n_steps &&
      spec->steps[action->row].accepted.kind != TRUCO_STAKE_FREE)
    return g_strdup (spec->steps[action->row].call);
  if (action->kind == TRUCO_ACTION_MAZO)
    /* Translators: the button that leaves the hand (irse al mazo) */
    return g_strdup (_("Give Up the Hand (Mazo)"));
  return truco_table_describe_action (table, action);
}

/* An answer's words as players say them ("no quiero", "vull"), or NULL. */
static char *
answer_words (const TrucoView   *view,
              const TrucoAction *action)
{
  const TrucoBet *bet = action->bet < TRUCO_N_BETS ? &view->bets[action->bet] : NULL;
  const TrucoLadderStep *step = bet != NULL && bet->spec != NULL ? truco_bet_get_last_step (bet) : NULL;

  if (step == NULL || step->accepted.kind == TRUCO_STAKE_FREE)
    return NULL;
  return truco_coach_answer_words (action->kind == TRUCO_ACTION_ACCEPT ? step->accept_word : step->reject_word);
}

/* The width of the "why" list's lines, in characters: narrower on a
 * phone, so that the list stays inside the window. */
static int
why_width (TrucoTableActions *self)
{
  return self->compact ? 28 : 40;
}

static void
add_why (TrucoTableActions    *self,
         const TrucoTableCall *call)
{
  GtkWidget *label;
  g_autofree char *text = NULL;

  /* Translators: why a call cannot be made now: the call as players say it, then the reason */
  text = g_strdup_printf (_("%s: %s"), call->name, call->reason);
  label = gtk_label_new (text);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), why_width (self));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_selectable (GTK_LABEL (label), FALSE);
  gtk_box_append (GTK_BOX (self->why_list), label);
}

/* Several values of one call: one menu "Raise to…" of buttons. */
static void
add_raise_menu (TrucoTableActions    *self,
                TrucoTable           *table,
                const TrucoView      *view,
                const TrucoTableCall *calls,
                guint                 first,
                guint                 n)
{
  GtkWidget *menu = gtk_menu_button_new ();
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  TrucoTableKey key = truco_table_key_for_action (view, &calls[first].action);
  g_autofree char *tooltip = NULL;

  /* Translators: the menu of the values a raise may name (French Truc) */
  gtk_menu_button_set_label (GTK_MENU_BUTTON (menu), _("Raise to…"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (menu),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Raise to…"),
                                  -1);
  for (guint i = first; i < first + n; i++)
    {
      g_autofree char *words = truco_table_describe_action (table, &calls[i].action);

      gtk_box_append (GTK_BOX (box), move_button_new (self, &calls[i].action, words,
                                                       i == first ? key : TRUCO_TABLE_N_KEYS));
    }
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (menu), popover);
  tooltip = g_strdup_printf (_("Key: %s"), truco_table_key_label (key));
  gtk_widget_set_tooltip_text (menu, tooltip);
  add_menu (self, menu);
}

static const char *
next_game_label (TrucoTable *table)
{
  switch (truco_rules_get_game_word (truco_table_get_rules (table)))
    {
    case TRUCO_GAME_WORD_CHICO:
      return _("Next _Chico");
    case TRUCO_GAME_WORD_ROUND:
      return _("Next _Round");
    case TRUCO_GAME_WORD_GAME:
    default:
      return _("Next _Game");
    }
}

/* On a phone the list, which ends at the button's right side, points at
 * the button's middle: its shadow too stays in the window. */
static void
why_list_shown_cb (GtkPopover        *popover,
                   TrucoTableActions *self)
{
  if (self->compact)
    gtk_popover_set_pointing_to (popover, &(GdkRectangle) { gtk_widget_get_width (self->why_button) / 2, 0, 1,
                                                            gtk_widget_get_height (self->why_button) });
}

/* The label a menu button made for its words (GTK's own). */
static GtkLabel *
find_label (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget))
    return GTK_LABEL (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *label = find_label (child);

      if (label != NULL)
        return label;
    }
  return NULL;
}

/* "Why Can't I…?" in words, last in the flow of moves. */
static void
set_why_label (TrucoTableActions *self)
{
  GtkLabel *label;

  /* Translators: opens the list of the calls not allowed now, each with why */
  gtk_menu_button_set_label (GTK_MENU_BUTTON (self->why_button), _("Why Can’t I…?"));
  /* (Its words ellipsize: they never widen a narrow window before the
   * strip turns them into an icon; the name stays for the ear.) */
  label = find_label (self->why_button);
  if (label != NULL)
    gtk_label_set_ellipsize (label, PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (self->why_button, "flat");
  gtk_widget_set_valign (self->why_button, GTK_ALIGN_START);
}

/**
 * truco_table_actions_update:
 * @table: the table whose moves to show
 *
 * Shows the learner's moves now (or the button that goes on).
 */
void
truco_table_actions_update (TrucoTableActions *self,
                            TrucoTable        *table)
{
  const TrucoTableShown *shown;
  const TrucoView *view;
  const TrucoTableCall *calls;
  guint n_calls = 0, n_why = 0;
  gboolean keyed[TRUCO_TABLE_N_KEYS] = { FALSE };

  g_return_if_fail (TRUCO_IS_TABLE_ACTIONS (self));

  self->table = table;
  if (table != NULL)
    {
      /* Made again only when the moves change: each button made costs a
       * layout, and the one with the focus would lose it. */
      g_autoptr(GString) signature = g_string_new (NULL);

      shown = truco_table_get_shown (table);
      view = &shown->view;
      calls = truco_table_list_calls (table, &n_calls);
      g_string_append_printf (signature, "%p %d %d %d %u", (gpointer) table, shown->ended, shown->match_over,
                              shown->game_winner, view->hand_number);
      for (guint k = 0; k < view->n_actions; k++)
        g_string_append_printf (signature, " a%d:%u:%d:%u:%u", (int) view->actions[k].kind, view->actions[k].seat,
                                (int) view->actions[k].bet, view->actions[k].row, view->actions[k].value);
      for (guint i = 0; i < n_calls; i++)
        g_string_append_printf (signature, " c%d:%u:%d:%u:%u:%d:%s:%s", (int) calls[i].action.kind,
                                calls[i].action.seat, (int) calls[i].action.bet, calls[i].action.row,
                                calls[i].action.value,
                                calls[i].enabled, calls[i].name, calls[i].reason != NULL ? calls[i].reason : "");
      if (g_strcmp0 (signature->str, self->signature) == 0)
        return;
      g_free (self->signature);
      self->signature = g_string_free (g_steal_pointer (&signature), FALSE);
      n_calls = 0;
    }
  else
    g_clear_pointer (&self->signature, g_free);
  reset_moves (self);
  remove_all (self->why_list);
  if (table == NULL)
    {
      finish_moves (self, FALSE);
      return;
    }
  shown = truco_table_get_shown (table);
  view = &shown->view;

  gtk_widget_set_visible (self->go_on, shown->ended || shown->match_over);
  if (shown->match_over)
    {
      gtk_button_set_label (GTK_BUTTON (self->go_on), _("_New Match"));
      gtk_actionable_set_action_name (GTK_ACTIONABLE (self->go_on), "table.new-match");
    }
  else if (shown->ended)
    {
      gtk_button_set_label (GTK_BUTTON (self->go_on),
                            shown->game_winner >= 0 ? next_game_label (table) : _("Ne_xt Hand"));
      gtk_actionable_set_action_name (GTK_ACTIONABLE (self->go_on), "table.next-hand");
    }
  if (shown->ended || shown->match_over)
    {
      finish_moves (self, FALSE);
      gtk_widget_set_visible (self->moves, FALSE);
      return;
    }

  /* Answers first, then the declarations and the variants' choices. */
  for (int pass = 0; pass < 2; pass++)
    for (guint k = 0; k < view->n_actions; k++)
      {
        const TrucoAction *action = &view->actions[k];
        gboolean answer = action->kind == TRUCO_ACTION_ACCEPT || action->kind == TRUCO_ACTION_REJECT;
        TrucoTableKey key;
        g_autofree char *words = NULL;

        if (action->kind == TRUCO_ACTION_PLAY || action->kind == TRUCO_ACTION_CALL ||
            action->kind == TRUCO_ACTION_MAZO || answer != (pass == 0))
          continue;
        key = truco_table_key_for_action (view, action);
        /* The first move of a key is what the key does. */
        if (key < TRUCO_TABLE_N_KEYS && keyed[key])
          key = TRUCO_TABLE_N_KEYS;
        else if (key < TRUCO_TABLE_N_KEYS)
          keyed[key] = TRUE;
        words = words_of (table, view, action);
        if (answer)
          {
            /* The answer as players say it on the button ("quiero"); the
             * whole sentence ("Accept the truco: quiero") for the ear. */
            g_autofree char *said = answer_words (view, action);

            add_move (self, action, words, said, key);
          }
        else
          add_move (self, action, words, NULL, key);
      }

  /* The calls allowed now; the others go to the "why" list. */
  calls = truco_table_list_calls (table, &n_calls);
  for (guint i = 0; i < n_calls; i++)
    {
      guint n_same = 1;

      if (!calls[i].enabled)
        {
          add_why (self, &calls[i]);
          n_why++;
          continue;
        }
      while (i + n_same < n_calls && calls[i + n_same].enabled &&
             calls[i + n_same].action.bet == calls[i].action.bet &&
             calls[i + n_same].action.row == calls[i].action.row)
        n_same++;
      if (n_same > 1)
        {
          TrucoTableKey key = truco_table_key_for_action (view, &calls[i].action);

          add_raise_menu (self, table, view, calls, i, n_same);
          if (key < TRUCO_TABLE_N_KEYS)
            keyed[key] = TRUE;
          i += n_same - 1;
        }
      else
        {
          TrucoTableKey key = truco_table_key_for_action (view, &calls[i].action);
          g_autofree char *words = words_of (table, view, &calls[i].action);

          if (key < TRUCO_TABLE_N_KEYS && keyed[key])
            key = TRUCO_TABLE_N_KEYS;
          else if (key < TRUCO_TABLE_N_KEYS)
            keyed[key] = TRUE;
          add_move (self, &calls[i].action, words, NULL, key);
        }
    }

  for (guint k = 0; k < view->n_actions; k++)
    if (view->actions[k].kind == TRUCO_ACTION_MAZO)
      {
        g_autofree char *words = words_of (table, view, &view->actions[k]);

        add_move (self, &view->actions[k], words, NULL, TRUCO_TABLE_KEY_MAZO);
        break;
      }

  /* Last in the flow of moves, when some call is not allowed. */
  finish_moves (self, n_why > 0);
  gtk_widget_set_visible (self->moves, self->n_placed > 0 || n_why > 0);
}

gboolean
truco_table_actions_focus_first (TrucoTableActions *self)
{
  g_return_val_if_fail (TRUCO_IS_TABLE_ACTIONS (self), FALSE);

  if (gtk_widget_get_visible (self->go_on))
    return gtk_widget_grab_focus (self->go_on);
  return gtk_widget_get_visible (self->moves) &&
         gtk_widget_child_focus (self->moves, GTK_DIR_TAB_FORWARD);
}

/**
 * truco_table_actions_set_compact:
 * @compact: a phone's strip: "Why Can't I…?" an icon beside the moves
 *   (its name in its tooltip and accessible name), not a cell of their
 *   flow, and the moves closer together, so that they take fewer lines
 *
 * Shows the strip for a phone, or not.
 */
void
truco_table_actions_set_compact (TrucoTableActions *self,
                                 gboolean           compact)
{
  gboolean shown;

  g_return_if_fail (TRUCO_IS_TABLE_ACTIONS (self));

  if (self->compact == !!compact)
    return;
  shown = gtk_widget_get_visible (self->compact ? self->why_button : gtk_widget_get_parent (self->why_button));
  g_object_ref (self->why_button);
  if (self->compact)
    gtk_box_remove (GTK_BOX (self->row), self->why_button);
  else
    gtk_flow_box_remove (GTK_FLOW_BOX (self->moves), gtk_widget_get_parent (self->why_button));
  self->compact = !!compact;
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (self->moves), self->compact ? 4 : 6);
  /* (At the window's right side: the list opens leftwards, in it.) */
  gtk_widget_set_halign (GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (self->why_button))),
                         self->compact ? GTK_ALIGN_END : GTK_ALIGN_FILL);
  if (!self->compact)
    gtk_popover_set_pointing_to (gtk_menu_button_get_popover (GTK_MENU_BUTTON (self->why_button)), NULL);
  gtk_label_set_max_width_chars (GTK_LABEL (self->why_heading), why_width (self));
  for (GtkWidget *line = gtk_widget_get_first_child (self->why_list); line != NULL;
       line = gtk_widget_get_next_sibling (line))
    gtk_label_set_max_width_chars (GTK_LABEL (line), why_width (self));
  if (self->compact)
    {
      gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (self->why_button), "dialog-question-symbolic");
      gtk_widget_remove_css_class (self->why_button, "flat");
      gtk_widget_set_valign (self->why_button, GTK_ALIGN_END);
      gtk_box_append (GTK_BOX (self->row), self->why_button);
      gtk_widget_set_visible (self->why_button, shown);
    }
  else
    {
      set_why_label (self);
      gtk_flow_box_append (GTK_FLOW_BOX (self->moves), self->why_button);
      gtk_widget_set_focusable (gtk_widget_get_parent (self->why_button), FALSE);
      gtk_widget_set_visible (gtk_widget_get_parent (self->why_button), shown);
      gtk_widget_set_visible (self->why_button, TRUE);
    }
  g_object_unref (self->why_button);
}

static void
truco_table_actions_dispose (GObject *object)
{
  TrucoTableActions *self = TRUCO_TABLE_ACTIONS (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->buttons, g_ptr_array_unref);
  g_clear_pointer (&self->menus, g_ptr_array_unref);
  g_clear_pointer (&self->signature, g_free);
  G_OBJECT_CLASS (truco_table_actions_parent_class)->dispose (object);
}

static void
truco_table_actions_class_init (TrucoTableActionsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = truco_table_actions_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tableactions");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

  /* A move the table refused: the engine's reason. */
  signals[SIGNAL_REFUSED] =
    g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
truco_table_actions_init (TrucoTableActions *self)
{
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *why_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *why_scroller;

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Calls and answers"),
                                  -1);

  self->moves = g_object_new (GTK_TYPE_FLOW_BOX,
                              "selection-mode", GTK_SELECTION_NONE,
                              "min-children-per-line", 2,
                              "max-children-per-line", 8,
                              "column-spacing", 6,
                              "row-spacing", 6,
                              "hexpand", TRUE,
                              NULL);
  self->row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_append (GTK_BOX (self->row), self->moves);

  self->why_heading = gtk_label_new (_("Calls you cannot make now"));
  gtk_widget_add_css_class (self->why_heading, "heading");
  gtk_label_set_xalign (GTK_LABEL (self->why_heading), 0);
  gtk_label_set_wrap (GTK_LABEL (self->why_heading), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (self->why_heading), why_width (self));
  gtk_box_append (GTK_BOX (why_box), self->why_heading);
  self->why_list = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (why_box), self->why_list);
  /* Above the button (the moves sit at the window's bottom), and never
   * taller than a small window: the reasons scroll. */
  why_scroller = g_object_new (GTK_TYPE_SCROLLED_WINDOW,
                               "hscrollbar-policy", GTK_POLICY_NEVER,
                               "propagate-natural-height", TRUE,
                               "max-content-height", 320,
                               "child", why_box,
                               NULL);
  gtk_popover_set_child (GTK_POPOVER (popover), why_scroller);
  g_signal_connect (popover, "show", G_CALLBACK (why_list_shown_cb), self);
  self->why_button = g_object_new (GTK_TYPE_MENU_BUTTON,
                                   "popover", popover,
                                   "direction", GTK_ARROW_UP,
                                   "tooltip-text", _("The calls you cannot make now, and why"),
                                   NULL);
  set_why_label (self);
  /* GTK 4.8 names the menu button's inner toggle, not the button itself. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->why_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Why Can’t I…?"),
                                  -1);
  /* Last in the flow of moves, shown when it has something to say. */
  gtk_flow_box_append (GTK_FLOW_BOX (self->moves), self->why_button);
  gtk_widget_set_focusable (gtk_widget_get_parent (self->why_button), FALSE);
  gtk_widget_set_visible (gtk_widget_get_parent (self->why_button), FALSE);
  gtk_widget_set_visible (self->moves, FALSE);
  self->buttons = g_ptr_array_new ();
  self->menus = g_ptr_array_new ();
  gtk_box_append (GTK_BOX (self->box), self->row);

  self->go_on = g_object_new (GTK_TYPE_BUTTON,
                              "use-underline", TRUE,
                              "halign", GTK_ALIGN_END,
                              "visible", FALSE,
                              NULL);
  gtk_widget_add_css_class (self->go_on, "suggested-action");
  gtk_widget_add_css_class (self->go_on, "pill");
  gtk_box_append (GTK_BOX (self->box), self->go_on);
}

GtkWidget *
truco_table_actions_new (void)
{
  return g_object_new (TRUCO_TYPE_TABLE_ACTIONS, NULL);
}
