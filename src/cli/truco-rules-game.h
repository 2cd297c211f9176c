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
gboolean truco_cli_game_handles (const char *command);

/* Runs one of them: @args are its positional arguments (without the
 * command), @flags its --options. */
gboolean truco_cli_game_run     (const TrucoCliContext *context,
                                 const char            *command,
                                 char                 **args,
                                 guint                  n_args,
                                 char                 **flags,
                                 guint                  n_flags,
                                 GString               *out,
                                 GError               **error);

G_END_DECLS
