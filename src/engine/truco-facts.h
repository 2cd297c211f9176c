/* truco-facts.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "truco-variant.h"

G_BEGIN_DECLS

/* The fact sheet as parts, for views that lay it out themselves (a table of
 * a betting ladder, a comparison of short cells).  Every text is translated
 * and generated from the descriptors, like truco_variant_describe(). */

char       *truco_variant_describe_short        (const TrucoVariant *variant,
                                                 const TrucoRules   *rules,
                                                 TrucoFact           fact);
const char *truco_variant_describe_player_count (const TrucoVariant *variant,
                                                 const char         *value);
char       *truco_rules_describe_class          (const TrucoRules   *rules,
                                                 guint               class_index);

char       *truco_ladder_describe_accepted      (const TrucoLadder  *ladder,
                                                 guint               index);
char       *truco_ladder_describe_refused       (const TrucoLadder  *ladder,
                                                 guint               index);
char       *truco_ladder_describe_caller        (const TrucoLadder  *ladder,
                                                 guint               index);
char       *truco_ladder_describe_notes         (const TrucoRules   *rules,
                                                 const TrucoLadder  *ladder);

G_END_DECLS
