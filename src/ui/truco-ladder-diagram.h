/* truco-ladder-diagram.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "truco-engine.h"

G_BEGIN_DECLS

#define TRUCO_TYPE_LADDER_DIAGRAM (truco_ladder_diagram_get_type ())

G_DECLARE_FINAL_TYPE (TrucoLadderDiagram, truco_ladder_diagram, TRUCO, LADDER_DIAGRAM, AdwBin)

GtkWidget        *truco_ladder_diagram_new           (void);
const TrucoRules *truco_ladder_diagram_get_rules     (TrucoLadderDiagram *self);
void              truco_ladder_diagram_set_rules     (TrucoLadderDiagram *self,
                                                      const TrucoRules   *rules);
guint             truco_ladder_diagram_get_n_ladders (TrucoLadderDiagram *self);
const char       *truco_ladder_diagram_get_cell      (TrucoLadderDiagram *self,
                                                      guint               ladder,
                                                      guint               step,
                                                      guint               column);
gboolean          truco_ladder_diagram_call          (TrucoLadderDiagram *self,
                                                      guint               ladder,
                                                      guint               row);
void              truco_ladder_diagram_start_over    (TrucoLadderDiagram *self,
                                                      guint               ladder);
const char       *truco_ladder_diagram_get_worth     (TrucoLadderDiagram *self,
                                                      guint               ladder);
const TrucoBet   *truco_ladder_diagram_get_bet       (TrucoLadderDiagram *self,
                                                      guint               ladder);

/* The columns of truco_ladder_diagram_get_cell(). */
enum {
  TRUCO_LADDER_DIAGRAM_CALL,
  TRUCO_LADDER_DIAGRAM_WHO,
  TRUCO_LADDER_DIAGRAM_QUIERO,
  TRUCO_LADDER_DIAGRAM_NO_QUIERO,
  TRUCO_LADDER_DIAGRAM_N_COLUMNS
};

G_END_DECLS
