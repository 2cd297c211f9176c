/* truco-error.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "truco-error.h"

G_DEFINE_QUARK (truco-error-quark, truco_error)
