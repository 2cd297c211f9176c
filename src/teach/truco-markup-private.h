/* truco-markup-private.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Shared by the loaders of the content files (glossary, lessons). */
char *truco_markup_normalize_whitespace (const char *text);

G_END_DECLS
