/* truco-rules-game.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "truco-cli.h"

G_BEGIN_DECLS

/* TRUE for "bet", "replay" and "simulate". */
/* The commands that play: bet (one betting ladder), replay (a game log)
 * and simulate (random games); TrucoCliHandler each. */
gboolean truco_cli_cmd_bet      (const TrucoCliContext *context,
                                 char                 **args,
                                 guint                  n_args,
                                 char                 **flags,
                                 guint                  n_flags,
                                 GString               *out,
                                 GError               **error);
gboolean truco_cli_cmd_replay   (const TrucoCliContext *context,
                                 char                 **args,
                                 guint                  n_args,
                                 char                 **flags,
                                 guint                  n_flags,
                                 GString               *out,
                                 GError               **error);
gboolean truco_cli_cmd_simulate (const TrucoCliContext *context,
                                 char                 **args,
                                 guint                  n_args,
                                 char                 **flags,
                                 guint                  n_flags,
                                 GString               *out,
                                 GError               **error);

G_END_DECLS
