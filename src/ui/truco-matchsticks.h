/* truco-matchsticks.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "truco-engine.h"

G_BEGIN_DECLS

#define TRUCO_TYPE_MATCHSTICKS (truco_matchsticks_get_type ())

G_DECLARE_FINAL_TYPE (TrucoMatchsticks, truco_matchsticks, TRUCO, MATCHSTICKS, GtkWidget)

GtkWidget  *truco_matchsticks_new              (void);
void        truco_matchsticks_set_score        (TrucoMatchsticks *self,
                                                guint             points);
guint       truco_matchsticks_get_score        (TrucoMatchsticks *self);
void        truco_matchsticks_set_buenas_start (TrucoMatchsticks *self,
                                                guint             buenas_start);
guint       truco_matchsticks_get_buenas_start (TrucoMatchsticks *self);
void        truco_matchsticks_set_rules        (TrucoMatchsticks *self,
                                                const TrucoRules *rules);
void        truco_matchsticks_set_side_name    (TrucoMatchsticks *self,
                                                const char       *name);
const char *truco_matchsticks_get_side_name    (TrucoMatchsticks *self);
const char *truco_matchsticks_get_label        (TrucoMatchsticks *self);
void        truco_matchsticks_set_compact      (TrucoMatchsticks *self,
                                                gboolean          compact);

/* What is drawn, for tests and for callers that lay out around it. */
guint       truco_matchsticks_get_n_sticks     (TrucoMatchsticks *self);
guint       truco_matchsticks_get_n_groups     (TrucoMatchsticks *self);
guint       truco_matchsticks_get_n_crossed    (TrucoMatchsticks *self);
guint       truco_matchsticks_get_n_malas      (TrucoMatchsticks *self);
guint       truco_matchsticks_get_n_buenas     (TrucoMatchsticks *self);

G_END_DECLS
