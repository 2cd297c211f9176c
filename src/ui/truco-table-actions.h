/* truco-table-actions.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "truco-table.h"

G_BEGIN_DECLS

/* What a key does at the table; its letter is chosen by each translation. */
typedef enum
{
  TRUCO_TABLE_KEY_ENVIDO,
  TRUCO_TABLE_KEY_REAL_ENVIDO,
  TRUCO_TABLE_KEY_FALTA_ENVIDO,
  TRUCO_TABLE_KEY_TRUCO,
  TRUCO_TABLE_KEY_FLOR,
  TRUCO_TABLE_KEY_ACCEPT,
  TRUCO_TABLE_KEY_REJECT,
  TRUCO_TABLE_KEY_DECLARE,
  TRUCO_TABLE_KEY_SON_BUENAS,
  TRUCO_TABLE_KEY_MAZO,
  TRUCO_TABLE_N_KEYS
} TrucoTableKey;

/* The key's letter ("E"), translated. */
const char    *truco_table_key_label      (TrucoTableKey      key);
/* The key of a move (TRUCO_TABLE_N_KEYS for none). */
TrucoTableKey  truco_table_key_for_action (const TrucoView   *view,
                                           const TrucoAction *action);

#define TRUCO_TYPE_TABLE_ACTIONS (truco_table_actions_get_type ())

G_DECLARE_FINAL_TYPE (TrucoTableActions, truco_table_actions, TRUCO, TABLE_ACTIONS, GtkWidget)

/* The action strip: only the moves the learner may make now, each with
 * its key; the French raises as one "Raise to…" control; the calls not
 * allowed now in a "Why can't I…?" list with the engine's reasons; and
 * at the end of a hand the one button that goes on ("Next Hand",
 * "Next Chico", "New Match").  A move is applied to the table; a refusal
 * is sent as ::refused with the engine's reason. */
GtkWidget     *truco_table_actions_new    (void);
void           truco_table_actions_update (TrucoTableActions *self,
                                           TrucoTable        *table);
/* The first move's button, for the focus. */
gboolean       truco_table_actions_focus_first (TrucoTableActions *self);
void           truco_table_actions_set_compact (TrucoTableActions *self,
                                                gboolean           compact);

G_END_DECLS
