/* truco-window.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "truco-application.h"
#include "truco-learn-page.h"
#include "truco-quiz-page.h"
#include "truco-table-page.h"

G_BEGIN_DECLS

#define TRUCO_TYPE_WINDOW (truco_window_get_type ())

G_DECLARE_FINAL_TYPE (TrucoWindow, truco_window, TRUCO, WINDOW, AdwApplicationWindow)

TrucoWindow *truco_window_new              (TrucoApplication *application);
gboolean     truco_window_get_choosing     (TrucoWindow      *self);
const char  *truco_window_get_help_page    (TrucoWindow      *self);
void         truco_window_set_section      (TrucoWindow      *self,
                                            const char       *name);
TrucoLearnPage *truco_window_get_learn_page (TrucoWindow     *self);
TrucoTablePage *truco_window_get_table_page (TrucoWindow     *self);
TrucoQuizPage  *truco_window_get_quiz_page  (TrucoWindow     *self);

gboolean     truco_window_show_term        (TrucoWindow *self,
                                            const char  *id);
void         truco_window_search_glossary  (TrucoWindow *self,
                                            const char  *query);
void         truco_window_add_toast        (TrucoWindow *self,
                                            AdwToast    *toast);

G_END_DECLS
