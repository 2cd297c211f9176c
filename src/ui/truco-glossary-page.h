/* truco-glossary-page.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "truco-glossary.h"

G_BEGIN_DECLS

#define TRUCO_TYPE_GLOSSARY_PAGE (truco_glossary_page_get_type ())

G_DECLARE_FINAL_TYPE (TrucoGlossaryPage, truco_glossary_page, TRUCO, GLOSSARY_PAGE, GtkWidget)

GtkWidget     *truco_glossary_page_new              (void);
TrucoGlossary *truco_glossary_page_get_glossary     (TrucoGlossaryPage *self);
void           truco_glossary_page_set_glossary     (TrucoGlossaryPage *self,
                                                     TrucoGlossary     *glossary);
const char    *truco_glossary_page_get_variant      (TrucoGlossaryPage *self);
void           truco_glossary_page_set_variant      (TrucoGlossaryPage *self,
                                                     const char        *variant);
gboolean       truco_glossary_page_get_all_variants (TrucoGlossaryPage *self);
void           truco_glossary_page_set_all_variants (TrucoGlossaryPage *self,
                                                     gboolean           all_variants);
GListModel    *truco_glossary_page_get_results      (TrucoGlossaryPage *self);
TrucoTerm     *truco_glossary_page_get_term         (TrucoGlossaryPage *self);
gboolean       truco_glossary_page_show_term        (TrucoGlossaryPage *self,
                                                     const char        *id);
void           truco_glossary_page_search           (TrucoGlossaryPage *self,
                                                     const char        *query);
void           truco_glossary_page_focus_search     (TrucoGlossaryPage *self);

G_END_DECLS
