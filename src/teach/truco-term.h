/* truco-term.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define TRUCO_TYPE_TERM (truco_term_get_type ())

G_DECLARE_FINAL_TYPE (TrucoTerm, truco_term, TRUCO, TERM, GObject)

const char         *truco_term_get_id                (TrucoTerm  *self);
const char         *truco_term_get_headword          (TrucoTerm  *self);
const char * const *truco_term_get_languages         (TrucoTerm  *self);
const char * const *truco_term_get_variants          (TrucoTerm  *self);
const char         *truco_term_get_definition        (TrucoTerm  *self);
const char         *truco_term_get_source_definition (TrucoTerm  *self);
guint               truco_term_get_n_aliases         (TrucoTerm  *self);
const char         *truco_term_get_alias             (TrucoTerm  *self,
                                                      guint       index);
const char         *truco_term_get_alias_language    (TrucoTerm  *self,
                                                      guint       index);
const char * const *truco_term_get_related           (TrucoTerm  *self);
const char * const *truco_term_get_cards             (TrucoTerm  *self);
gboolean            truco_term_has_variant           (TrucoTerm  *self,
                                                      const char *variant);

G_END_DECLS
