/* truco-table-page-record.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the Table keeps for reading: the coach's panel (the last point's
 * explanation with the cards it names, or a hint), the end of a hand
 * (its points in the order credited, each with its explanation, then the
 * review of the learner's decisions, costliest first) and the log of
 * every move in whole sentences, newest first. */

#include "config.h"

#include <glib/gi18n.h>

#include "truco-card-widget.h"
#include "truco-table-page-private.h"

/* A wrapped label is first measured at its least width, its text laid
 * out with as many breaks as it can take: a word a line, or a letter a
 * line, costly for a long explanation.  Its least width is set to some
 * twenty letters (still narrower than a phone). */
#define LEAST_CHARS 20

static void
set_least_width (GtkWidget *label)
{
  if (GTK_IS_LABEL (label) && gtk_label_get_width_chars (GTK_LABEL (label)) < LEAST_CHARS)
    gtk_label_set_width_chars (GTK_LABEL (label), LEAST_CHARS);
}

static GtkWidget *
sentence_row_new (const char *sentence,
                  gboolean    dim)
{
  GtkWidget *label = gtk_label_new (sentence);
  GtkWidget *row = gtk_list_box_row_new ();

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  set_least_width (label);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_widget_set_margin_top (label, 6);
  gtk_widget_set_margin_bottom (label, 6);
  if (dim)
    gtk_widget_add_css_class (label, "dim-label");
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  /* Read, not used: no stop for the keyboard (a screen reader browses it). */
  gtk_widget_set_focusable (row, FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, sentence,
                                  -1);
  return row;
}

/* A row of a title over its explanation, as AdwActionRow shows it, laid
 * out so that no new row costs a frame hundreds of layouts of its text.
 * A wrapped label (and a box of them) aligned other than to fill is
 * measured for its width at a height, a search of widths; and a
 * horizontal box of wrapped words searches for its height at a width,
 * each step such a search.  So the header is laid out top to bottom
 * (with neither icon nor suffix, its one child shows the same), every
 * part fills, and the words are centred in the row by their own
 * alignment (the title at the foot of its half, the explanation at the
 * head of its own). */
static GtkWidget *
text_row_new (const char *title,
              const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *header;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  header = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));
  if (!GTK_IS_BOX (header))
    return row;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (header), GTK_ORIENTATION_VERTICAL);
  gtk_widget_set_valign (header, GTK_ALIGN_FILL);
  for (GtkWidget *child = gtk_widget_get_first_child (header); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_hexpand (child))
      {
        gtk_widget_set_valign (child, GTK_ALIGN_FILL);
        gtk_widget_set_vexpand (child, TRUE);
        for (GtkWidget *label = gtk_widget_get_first_child (child); label != NULL;
             label = gtk_widget_get_next_sibling (label))
          if (GTK_IS_LABEL (label))
            {
              gboolean below = gtk_widget_has_css_class (label, "subtitle");

              set_least_width (label);
              gtk_widget_set_valign (label, GTK_ALIGN_FILL);
              gtk_widget_set_vexpand (label, TRUE);
              gtk_label_set_yalign (GTK_LABEL (label), below ? 0.0f : subtitle != NULL ? 1.0f : 0.5f);
            }
      }
  return row;
}

static void
list_clear (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

/* A new line of the log shows a frame after the last (the oldest first),
 * so that no frame lays out every sentence of a hand's end at once. */
static gboolean
log_reveal_cb (GtkWidget     *widget,
               GdkFrameClock *clock,
               gpointer       data)
{
  TrucoTablePage *self = TRUCO_TABLE_PAGE (widget);
  GtkWidget *oldest = NULL;

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->log_list));
       row != NULL && !gtk_widget_get_visible (row); row = gtk_widget_get_next_sibling (row))
    oldest = row;
  if (oldest != NULL)
    gtk_widget_set_visible (oldest, TRUE);
  if (oldest == NULL || oldest == gtk_widget_get_first_child (GTK_WIDGET (self->log_list)))
    {
      self->log_tick_id = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

/* Every line of the log shown now. */
static void
log_reveal_all (TrucoTablePage *self)
{
  if (self->log_tick_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->log_tick_id);
  self->log_tick_id = 0;
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->log_list));
       row != NULL && !gtk_widget_get_visible (row); row = gtk_widget_get_next_sibling (row))
    gtk_widget_set_visible (row, TRUE);
}

void
truco_table_page_log_add (TrucoTablePage *self,
                          const char     *sentence,
                          gboolean        coach)
{
  GtkWidget *row = sentence_row_new (sentence, coach);
  GtkWidget *last;

  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      gtk_widget_set_visible (row, FALSE);
      if (self->log_tick_id == 0)
        self->log_tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), log_reveal_cb, NULL, NULL);
    }
  else
    log_reveal_all (self);
  gtk_list_box_prepend (self->log_list, row);
  last = gtk_widget_get_last_child (GTK_WIDGET (self->log_list));
  for (guint n = 0; last != NULL; last = gtk_widget_get_prev_sibling (last))
    if (GTK_IS_LIST_BOX_ROW (last) && ++n > TRUCO_TABLE_PAGE_MAX_LOG)
      {
        gtk_list_box_remove (self->log_list, last);
        break;
      }
}

void
truco_table_page_log_clear (TrucoTablePage *self)
{
  log_reveal_all (self);
  list_clear (self->log_list);
}

void
truco_table_page_show_coach (TrucoTablePage  *self,
                             const char      *text,
                             const TrucoCard *cards,
                             guint            n_cards)
{
  GtkWidget *child;

  gtk_label_set_label (self->coach_label, text);
  gtk_widget_set_visible (self->coach_box, text != NULL && *text != '\0');
  /* The panel (a status) reads as its text: a hint is said without the
   * focus moving. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->coach_box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text != NULL ? text : "",
                                  -1);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->coach_cards))) != NULL)
    gtk_box_remove (self->coach_cards, child);
  /* The cards the explanation names, whether on the table or not (an
   * opponent's envido cards were never laid). */
  for (guint i = 0; i < n_cards; i++)
    {
      GtkWidget *card = g_object_new (TRUCO_TYPE_CARD_WIDGET,
                                      "card", (guint) cards[i],
                                      "accessible-role", GTK_ACCESSIBLE_ROLE_IMG,
                                      "focusable", FALSE,
                                      NULL);

      truco_card_widget_set_size (TRUCO_CARD_WIDGET (card), 56);
      truco_card_widget_set_highlighted (TRUCO_CARD_WIDGET (card), TRUE);
      gtk_widget_add_css_class (card, "coach-named");
      gtk_box_append (self->coach_cards, card);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->coach_cards), n_cards > 0);
}

void
truco_table_page_take_named_cards (TrucoTablePage   *self,
                                   TrucoExplanation *explanation)
{
  self->n_named = 0;
  for (guint i = 0; i < truco_explanation_get_n_steps (explanation); i++)
    {
      const TrucoStep *step = truco_explanation_get_step (explanation, i);

      for (guint k = 0; k < step->n_cards && self->n_named < G_N_ELEMENTS (self->named); k++)
        if (step->cards[k] != TRUCO_CARD_NONE && !truco_table_page_is_named (self, step->cards[k]))
          self->named[self->n_named++] = step->cards[k];
    }
}

gboolean
truco_table_page_is_named (TrucoTablePage *self,
                           TrucoCard       card)
{
  for (guint i = 0; i < self->n_named; i++)
    if (self->named[i] == card)
      return TRUE;
  return FALSE;
}

/* A point credited: its sentence and its explanation, in the order the
 * points were credited (shown at the end of the hand). */
void
truco_table_page_add_credit (TrucoTablePage *self,
                             const char     *sentence,
                             const char     *explanation)
{
  GtkWidget *row = text_row_new (sentence != NULL ? sentence : explanation, sentence != NULL ? explanation : NULL);

  gtk_widget_set_focusable (row, FALSE);
  /* Shown with the end of the hand, one a frame (see below). */
  gtk_widget_set_visible (row, self->end_tick_id == 0 && gtk_widget_get_visible (self->review_box));
  gtk_list_box_append (self->credits_list, row);
}

/* The end of a hand is shown in stages, one a frame, so that no frame
 * lays out all of it: first what the model shows (every hand face up,
 * the score: the page's refresh), then the points of the hand, one by
 * one, then the review is asked for (it comes later, from a worker). */
static gboolean
end_stage_cb (GtkWidget     *widget,
              GdkFrameClock *clock,
              gpointer       data)
{
  TrucoTablePage *self = TRUCO_TABLE_PAGE (widget);

  /* (The first frame lays out the refresh that asked for the stages.) */
  if (gdk_frame_clock_get_frame_counter (clock) <= self->end_frame)
    return G_SOURCE_CONTINUE;
  self->end_frame = gdk_frame_clock_get_frame_counter (clock);
  if (!gtk_widget_get_visible (self->review_box))
    {
      gtk_label_set_label (self->review_status, "");
      gtk_widget_set_visible (GTK_WIDGET (self->review_list), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->credits_list),
                              gtk_widget_get_first_child (GTK_WIDGET (self->credits_list)) != NULL);
      gtk_widget_set_visible (self->review_box, TRUE);
    }
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->credits_list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (!gtk_widget_get_visible (row))
      {
        gtk_widget_set_visible (row, TRUE);
        return G_SOURCE_CONTINUE;
      }
  self->end_tick_id = 0;
  truco_table_page_start_review (self);
  return G_SOURCE_REMOVE;
}

/* Shows the end of the hand (in stages). */
void
truco_table_page_show_end (TrucoTablePage *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

  if (self->end_tick_id != 0 || gtk_widget_get_visible (self->review_box))
    return;
  if (clock == NULL)
    {
      /* Not shown: at once. */
      for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->credits_list)); row != NULL;
           row = gtk_widget_get_next_sibling (row))
        gtk_widget_set_visible (row, TRUE);
      gtk_widget_set_visible (self->review_box, TRUE);
      truco_table_page_start_review (self);
      return;
    }
  self->end_frame = gdk_frame_clock_get_frame_counter (clock);
  self->end_tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), end_stage_cb, NULL, NULL);
}

/* Hides the end of the hand (the stages stop). */
void
truco_table_page_hide_end (TrucoTablePage *self)
{
  if (self->end_tick_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->end_tick_id);
  self->end_tick_id = 0;
  gtk_widget_set_visible (self->review_box, FALSE);
}

void
truco_table_page_clear_end (TrucoTablePage *self)
{
  truco_table_page_hide_end (self);
  list_clear (self->credits_list);
  list_clear (self->review_list);
  gtk_widget_set_visible (self->review_box, FALSE);
  gtk_widget_set_visible (self->moment_box, FALSE);
}

static void
review_ready_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      data)
{
  TrucoTablePage *self = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) verdicts = truco_table_review_hand_finish (TRUCO_TABLE (source), result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self->reviewing = FALSE;
  if (verdicts == NULL)
    {
      gtk_label_set_label (self->review_status, error->message);
      return;
    }
  list_clear (self->review_list);
  for (guint i = 0; i < verdicts->len; i++)
    {
      TrucoCoachVerdict *verdict = g_ptr_array_index (verdicts, i);
      GtkWidget *row;
      /* The move as the coach named it when it was made ("Call envido"). */
      g_autofree char *move = verdict->move != NULL ? g_strdup (verdict->move)
                                                    : truco_table_describe_action (self->table, &verdict->action);
      g_autofree char *title = NULL;

      /* Translators: a graded decision in the review: the grade ("Mistake"), then the move */
      title = g_strdup_printf (_("%s: %s"), truco_grade_get_name (verdict->grade), move);
      row = text_row_new (title, verdict->reason);
      gtk_list_box_append (self->review_list, row);
    }
  gtk_label_set_label (self->review_status,
                       verdicts->len == 0 ? _("You made no decision in this hand.")
                                          : _("The costliest decision comes first."));
  gtk_widget_set_visible (GTK_WIDGET (self->review_list), verdicts->len > 0);
  /* GTK 4.8 cannot announce, and focus moved into the middle pane would
   * scroll it away from the table: Next Hand takes the focus (not over a
   * chico's end, which has it) and carries the review's first line as its
   * description, for a screen reader to read. */
  if (!gtk_widget_get_visible (self->moment_box))
    {
      GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
      GtkWidget *focus;
      GtkWidget *first = gtk_widget_get_first_child (GTK_WIDGET (self->review_list));
      g_autofree char *said = NULL;

      truco_table_page_focus_first (self);
      focus = root != NULL ? gtk_root_get_focus (root) : NULL;
      if (focus != NULL && GTK_IS_BUTTON (focus) && gtk_widget_is_ancestor (focus, GTK_WIDGET (self)))
        {
          if (first != NULL && ADW_IS_PREFERENCES_ROW (first))
            said = g_strdup_printf ("%s %s", gtk_label_get_label (self->review_status),
                                    adw_preferences_row_get_title (ADW_PREFERENCES_ROW (first)));
          else
            said = g_strdup (gtk_label_get_label (self->review_status));
          gtk_accessible_update_property (GTK_ACCESSIBLE (focus),
                                          GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, said, -1);
        }
    }
}

void
truco_table_page_start_review (TrucoTablePage *self)
{
  list_clear (self->review_list);
  gtk_widget_set_visible (GTK_WIDGET (self->review_list), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->credits_list),
                          gtk_widget_get_first_child (GTK_WIDGET (self->credits_list)) != NULL);
  if (truco_table_get_n_reviewable (self->table) == 0)
    {
      gtk_label_set_label (self->review_status, _("You made no decision in this hand."));
      return;
    }
  gtk_label_set_label (self->review_status, _("The coach is reviewing your decisions…"));
  self->reviewing = TRUE;
  truco_table_review_hand_async (self->table, self->cancellable, review_ready_cb, self);
}

gboolean
truco_table_page_is_busy (TrucoTablePage *self)
{
  g_return_val_if_fail (TRUCO_IS_TABLE_PAGE (self), FALSE);

  return self->hinting || self->reviewing || self->refresh_id != 0 || self->end_tick_id != 0 ||
         self->log_tick_id != 0;
}

GtkListBox *
truco_table_page_get_log (TrucoTablePage *self)
{
  g_return_val_if_fail (TRUCO_IS_TABLE_PAGE (self), NULL);

  return self->log_list;
}

GtkWidget *
truco_table_page_get_review (TrucoTablePage *self)
{
  g_return_val_if_fail (TRUCO_IS_TABLE_PAGE (self), NULL);

  return GTK_WIDGET (self->review_list);
}

const char *
truco_table_page_get_coach_text (TrucoTablePage *self)
{
  g_return_val_if_fail (TRUCO_IS_TABLE_PAGE (self), NULL);

  return gtk_widget_get_visible (self->coach_box) ? gtk_label_get_label (self->coach_label) : NULL;
}
