/* truco-learn-page.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "truco-learn-path.h"
#include "truco-lesson-view.h"
#include "truco-progress.h"
#include "truco-settings.h"

G_BEGIN_DECLS

#define TRUCO_TYPE_LEARN_PAGE (truco_learn_page_get_type ())

G_DECLARE_FINAL_TYPE (TrucoLearnPage, truco_learn_page, TRUCO, LEARN_PAGE, AdwBin)

GtkWidget       *truco_learn_page_new              (void);
void             truco_learn_page_set_settings     (TrucoLearnPage *self,
                                                    TrucoSettings  *settings);
void             truco_learn_page_set_progress     (TrucoLearnPage *self,
                                                    TrucoProgress  *progress);
GListModel      *truco_learn_page_get_lessons      (TrucoLearnPage *self);
int              truco_learn_page_get_recommended  (TrucoLearnPage *self);
const char      *truco_learn_page_get_view         (TrucoLearnPage *self);
void             truco_learn_page_show_path        (TrucoLearnPage *self);
gboolean         truco_learn_page_open_lesson      (TrucoLearnPage *self,
                                                    const char     *id);
void             truco_learn_page_show_overview    (TrucoLearnPage *self);
void             truco_learn_page_show_comparison  (TrucoLearnPage *self);
void             truco_learn_page_show_ranking     (TrucoLearnPage *self);
void             truco_learn_page_show_counter     (TrucoLearnPage *self);
void             truco_learn_page_show_ladders     (TrucoLearnPage *self);
TrucoLessonView *truco_learn_page_get_lesson_view  (TrucoLearnPage *self);
GtkWidget       *truco_learn_page_find_row         (TrucoLearnPage *self,
                                                    const char     *id);
TrucoLearnPath  *truco_learn_page_get_path         (TrucoLearnPage *self);
GtkWidget       *truco_learn_page_get_continue_button (TrucoLearnPage *self);
void             truco_learn_page_add_toast        (TrucoLearnPage *self,
                                                    AdwToast       *toast);
void             truco_learn_page_focus_first      (TrucoLearnPage *self);
GtkWidget       *truco_learn_page_get_back_button  (TrucoLearnPage *self);

G_END_DECLS
