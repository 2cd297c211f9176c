/* truco-game-log.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "truco-game.h"

G_BEGIN_DECLS

/*
 * A game log is plain text a person can read and write:
 *
 *   # comments and blank lines are ignored
 *   variant ar
 *   option players=4
 *   option flor_enabled=on
 *   seed 42
 *   deal A1=1E,7E,3B B1=4C,5C,6C A2=… B2=…   (optional, before a hand's first action)
 *   A1 envido
 *   B1 real-envido
 *   A1 quiero
 *   A1 declare 33
 *   A1 play 7E
 *
 * The header (variant, options, seed) comes first; then actions, one a line,
 * and deal lines giving the cards of the next hand instead of the seeded
 * shuffle.
 */

/* The header lines of a log for @rules and @seed (options that differ from
 * the defaults). */
GString   *truco_game_log_header (const TrucoRules *rules,
                                  guint64           seed);

/* Replays @text.  Returns the game as it stands after the last line that
 * applied (NULL only when the header itself is wrong).  A line that is
 * malformed or breaks a rule stops the replay: @error says
 * "line N: reason" and @out_line holds N (0 when all applied). */
TrucoGame *truco_game_log_replay (const char       *text,
                                  guint            *out_line,
                                  GError          **error);

/* Parses one deal line ("deal A1=1E,7E,3B B1=…") for @game and gives it. */
gboolean   truco_game_log_apply_deal (TrucoGame   *game,
                                      const char  *line,
                                      GError     **error);

G_END_DECLS
