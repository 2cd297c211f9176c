/* truco-table-page.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "truco-settings.h"
#include "truco-table.h"

G_BEGIN_DECLS

/* The bots' pace for each choice of the "table-speed" key, in ms. */
#define TRUCO_TABLE_PAGE_DELAY_QUICK  400
#define TRUCO_TABLE_PAGE_DELAY_NORMAL 900
#define TRUCO_TABLE_PAGE_DELAY_SLOW   1800

/* Lines the move log keeps (the oldest go first). */
#define TRUCO_TABLE_PAGE_MAX_LOG 300

#define TRUCO_TYPE_TABLE_PAGE (truco_table_page_get_type ())

G_DECLARE_FINAL_TYPE (TrucoTablePage, truco_table_page, TRUCO, TABLE_PAGE, AdwBin)

GtkWidget    *truco_table_page_new           (void);
/* Where the match is saved (before set_settings; default:
 * truco_table_get_default_path()). */
void          truco_table_page_set_save_path (TrucoTablePage *self,
                                              const char     *path);
/* Repeatable deals from @seed on (before set_settings). */
void          truco_table_page_set_seed      (TrucoTablePage *self,
                                              guint64         seed);
/* Resumes the saved match, or starts a new one. */
void          truco_table_page_set_settings  (TrucoTablePage *self,
                                              TrucoSettings  *settings);
TrucoTable   *truco_table_page_get_table     (TrucoTablePage *self);
/* A new match at once; ask_new_match asks first when one is under way. */
void          truco_table_page_new_match     (TrucoTablePage *self,
                                              TrucoBotLevel   level);
void          truco_table_page_ask_new_match (TrucoTablePage *self,
                                              TrucoBotLevel   level);
/* The next hand, after the end of one (with its review). */
gboolean      truco_table_page_next_hand     (TrucoTablePage *self);
/* Plays the learner's card @index (0-based, in the order dealt: a card
 * played keeps its place). */
gboolean      truco_table_page_play_card     (TrucoTablePage *self,
                                              guint           index);
void          truco_table_page_hint          (TrucoTablePage *self);
/* The coach is at work (a hint or a review). */
gboolean      truco_table_page_is_busy       (TrucoTablePage *self);
GtkListBox   *truco_table_page_get_log       (TrucoTablePage *self);
GtkWidget    *truco_table_page_get_review    (TrucoTablePage *self);
const char   *truco_table_page_get_coach_text (TrucoTablePage *self);
void          truco_table_page_focus_first   (TrucoTablePage *self);

G_END_DECLS
