/* truco-hand-counter.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "truco-engine.h"

G_BEGIN_DECLS

#define TRUCO_TYPE_HAND_COUNTER (truco_hand_counter_get_type ())

G_DECLARE_FINAL_TYPE (TrucoHandCounter, truco_hand_counter, TRUCO, HAND_COUNTER, AdwBin)

GtkWidget        *truco_hand_counter_new             (void);
const TrucoRules *truco_hand_counter_get_rules       (TrucoHandCounter *self);
void              truco_hand_counter_set_rules       (TrucoHandCounter *self,
                                                      const TrucoRules *rules);
void              truco_hand_counter_set_cards       (TrucoHandCounter *self,
                                                      const TrucoCard   cards[3]);
void              truco_hand_counter_get_cards       (TrucoHandCounter *self,
                                                      TrucoCard         out_cards[3]);
guint             truco_hand_counter_get_n_chosen    (TrucoHandCounter *self);
gboolean          truco_hand_counter_toggle_card     (TrucoHandCounter *self,
                                                      TrucoCard         card);
gboolean          truco_hand_counter_set_declaration (TrucoHandCounter *self,
                                                      TrucoDeclaration  declaration);
TrucoDeclaration  truco_hand_counter_get_declaration (TrucoHandCounter *self);
guint             truco_hand_counter_get_n_steps     (TrucoHandCounter *self);
guint             truco_hand_counter_get_n_shown     (TrucoHandCounter *self);
gboolean          truco_hand_counter_next_step       (TrucoHandCounter *self);
void              truco_hand_counter_show_all        (TrucoHandCounter *self);
gboolean          truco_hand_counter_is_highlighted  (TrucoHandCounter *self,
                                                      guint             index);

G_END_DECLS
