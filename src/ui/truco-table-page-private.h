/* truco-table-page-private.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * TrucoTablePage spans files: the page (truco-table-page.c), its keys and
 * actions (truco-table-page-actions.c), what it keeps for reading: the
 * coach, the end of a hand, the log (truco-table-page-record.c), the
 * match it plays (truco-table-page-match.c) and its fit to the screen
 * (truco-table-page-fit.c).
 */

#pragma once

#include "truco-table-actions.h"
#include "truco-table-hand.h"
#include "truco-table-page.h"
#include "truco-table-score.h"
#include "truco-table-tricks.h"

G_BEGIN_DECLS

struct _TrucoTablePage
{
  AdwBin             parent_instance;

  TrucoSettings     *settings;
  TrucoTable        *table;
  char              *save_path;
  char              *variant_id;     /* of the match at the table */
  TrucoBotLevel      level;
  GCancellable      *cancellable;    /* the coach's work */
  int                thinking;       /* the seat of a bot thinking, or -1 */
  gboolean           hinting;
  gboolean           reviewing;
  gboolean           asking;         /* the leave-the-match question is open */
  guint              refresh_id;
  guint              save_id;
  guint              refocus_id;
  guint              n_seats_built;
  char              *next_hand_sentence;
  char              *moment_sentence; /* a chico or the match won */
  TrucoCard          named[TRUCO_STEP_MAX_CARDS * 4];
  guint              n_named;
  gboolean           fixed_seeds;
  guint64            next_seed;

  TrucoTableScore   *score;
  GtkButton         *hint_button;
  GtkToggleButton   *show_all_button;
  GtkMenuButton     *new_match_button;
  GtkListBox        *level_list;
  GtkWidget         *moment_box;
  GtkLabel          *moment_title;
  GtkLabel          *moment_score;
  GtkFlowBox        *seats_box;
  GtkLabel          *direction_label;
  TrucoTableTricks  *tricks;
  GtkScrolledWindow *scroller;
  guint              room_id;        /* sizes the ring to the room in view */
  guint              end_tick_id;    /* shows the end of a hand in stages */
  gint64             end_frame;      /* the frame of the last stage */
  guint              log_tick_id;    /* shows the log's new lines, one a frame */
  gboolean           hint_shown;     /* the coach's panel says a hint */
  gboolean           squeezed;       /* no room for the direction's words */
  gboolean           iconic;         /* New Match an icon: a narrow page */
  int                direction_height;
  GtkWidget         *coach_box;
  GtkLabel          *coach_label;
  GtkBox            *coach_cards;
  GtkWidget         *review_box;
  GtkListBox        *credits_list;
  GtkLabel          *review_status;
  GtkListBox        *review_list;
  GtkListBox        *log_list;
  GtkLabel          *hand_label;
  GtkLabel          *my_bubble;
  TrucoTableHand    *hand;
  TrucoTableActions *actions;
};

/* truco-table-page.c */
void     truco_table_page_refresh          (TrucoTablePage   *self);
void     truco_table_page_listen           (TrucoTablePage   *self,
                                            TrucoTable       *table);
void     truco_table_page_add_toast        (TrucoTablePage   *self,
                                            AdwToast         *toast);

/* truco-table-page-fit.c */
void     truco_table_page_room_changed     (TrucoTablePage   *self);

/* truco-table-page-match.c */
void     truco_table_page_save_now         (TrucoTablePage   *self);
void     truco_table_page_queue_save       (TrucoTablePage   *self);
void     truco_table_page_drop_table       (TrucoTablePage   *self);

/* truco-table-page-actions.c */
void     truco_table_page_install_keys     (GtkWidgetClass   *widget_class);
void     truco_table_page_add_shortcuts    (TrucoTablePage   *self);

/* truco-table-page-record.c */
void     truco_table_page_log_add          (TrucoTablePage   *self,
                                            const char       *sentence,
                                            gboolean          coach);
void     truco_table_page_log_clear        (TrucoTablePage   *self);
void     truco_table_page_show_coach       (TrucoTablePage   *self,
                                            const char       *text,
                                            const TrucoCard  *cards,
                                            guint             n_cards);
void     truco_table_page_take_named_cards (TrucoTablePage   *self,
                                            TrucoExplanation *explanation);
gboolean truco_table_page_is_named         (TrucoTablePage   *self,
                                            TrucoCard         card);
void     truco_table_page_add_credit       (TrucoTablePage   *self,
                                            const char       *sentence,
                                            const char       *explanation);
void     truco_table_page_show_end         (TrucoTablePage   *self);
void     truco_table_page_hide_end         (TrucoTablePage   *self);
void     truco_table_page_clear_end        (TrucoTablePage   *self);
void     truco_table_page_start_review     (TrucoTablePage   *self);

G_END_DECLS
