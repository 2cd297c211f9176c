/* truco-answer-bar.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TRUCO_TYPE_ANSWER_BAR (truco_answer_bar_get_type ())

G_DECLARE_FINAL_TYPE (TrucoAnswerBar, truco_answer_bar, TRUCO, ANSWER_BAR, AdwBin)

GtkWidget  *truco_answer_bar_new              (void);
void        truco_answer_bar_load_style       (void);
void        truco_answer_bar_show             (TrucoAnswerBar *self,
                                               gboolean        correct,
                                               const char     *verdict,
                                               const char     *explanation,
                                               const char     *action_label);
void        truco_answer_bar_set_action_label (TrucoAnswerBar *self,
                                               const char     *action_label);
void        truco_answer_bar_set_picture      (TrucoAnswerBar *self,
                                               GtkWidget      *picture);
GtkWidget  *truco_answer_bar_get_picture      (TrucoAnswerBar *self);
void        truco_answer_bar_dismiss          (TrucoAnswerBar *self);
gboolean    truco_answer_bar_get_revealed     (TrucoAnswerBar *self);
gboolean    truco_answer_bar_get_correct      (TrucoAnswerBar *self);
const char *truco_answer_bar_get_verdict      (TrucoAnswerBar *self);
const char *truco_answer_bar_get_explanation  (TrucoAnswerBar *self);
GtkWidget  *truco_answer_bar_get_button       (TrucoAnswerBar *self);
void        truco_answer_bar_focus            (TrucoAnswerBar *self);
void        truco_answer_bar_activate         (TrucoAnswerBar *self);
const char *truco_answer_bar_strip_verdict    (const char     *explanation);
void        truco_answer_bar_attach_enter     (TrucoAnswerBar *self,
                                               GtkWidget      *host);

G_END_DECLS
