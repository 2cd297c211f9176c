/* truco-rules-exercise.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "truco-cli.h"

G_BEGIN_DECLS

/* The exercise command: --list, or SKILL [--seed=N] [--json]. */
gboolean truco_cli_exercise_run (const TrucoCliContext *context,
                                 char                 **args,
                                 guint                  n_args,
                                 char                 **flags,
                                 guint                  n_flags,
                                 GString               *out,
                                 GError               **error);

G_END_DECLS
