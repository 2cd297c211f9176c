/* truco-glossary.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "truco-term.h"

G_BEGIN_DECLS

/* Where the glossary lives in the application's GResource. */
#define TRUCO_GLOSSARY_RESOURCE_PATH "/io/github/truquero/Truquero/glossary/glossary.xml"

#define TRUCO_GLOSSARY_ERROR (truco_glossary_error_quark ())

/* The longest query search looks at, in characters: far longer than any
 * term, short enough that folding it costs next to nothing whatever it is
 * made of.  Longer queries are cut to this length. */
#define TRUCO_GLOSSARY_QUERY_MAX_CHARS 256

typedef enum
{
  TRUCO_GLOSSARY_ERROR_PARSE,    /* not well-formed XML */
  TRUCO_GLOSSARY_ERROR_INVALID,  /* well-formed, but not a valid glossary */
} TrucoGlossaryError;

/**
 * TrucoMatch:
 * @TRUCO_MATCH_NONE: the term does not match
 * @TRUCO_MATCH_HEADWORD: the query is the headword
 * @TRUCO_MATCH_HEADWORD_PREFIX: the headword starts with the query
 * @TRUCO_MATCH_ALIAS: the query is one of the aliases
 * @TRUCO_MATCH_ALIAS_PREFIX: an alias starts with the query
 * @TRUCO_MATCH_PARTIAL: the query is inside the headword or an alias
 * @TRUCO_MATCH_DEFINITION: a word of the definition (English or
 *   translated) starts with the query
 * @TRUCO_MATCH_ALL: the query is empty: every term matches
 *
 * How a term matches a query, best first: search results are in this order.
 */
typedef enum
{
  TRUCO_MATCH_NONE,
  TRUCO_MATCH_HEADWORD,
  TRUCO_MATCH_HEADWORD_PREFIX,
  TRUCO_MATCH_ALIAS,
  TRUCO_MATCH_ALIAS_PREFIX,
  TRUCO_MATCH_PARTIAL,
  TRUCO_MATCH_DEFINITION,
  TRUCO_MATCH_ALL,
} TrucoMatch;

#define TRUCO_TYPE_GLOSSARY (truco_glossary_get_type ())

G_DECLARE_FINAL_TYPE (TrucoGlossary, truco_glossary, TRUCO, GLOSSARY, GObject)

GQuark         truco_glossary_error_quark        (void);

TrucoGlossary *truco_glossary_new_from_bytes     (GBytes        *bytes,
                                                  GError       **error);
TrucoGlossary *truco_glossary_new_from_file      (GFile         *file,
                                                  GError       **error);
TrucoGlossary *truco_glossary_new_from_resource  (const char    *path,
                                                  GError       **error);
TrucoGlossary *truco_glossary_get_default        (void);

TrucoTerm     *truco_glossary_lookup             (TrucoGlossary *self,
                                                  const char    *id);
GListModel    *truco_glossary_search             (TrucoGlossary *self,
                                                  const char    *query,
                                                  const char    *variant);
TrucoMatch     truco_glossary_match              (TrucoGlossary *self,
                                                  TrucoTerm     *term,
                                                  const char    *query,
                                                  int           *alias_index);
TrucoMatch     truco_glossary_match_folded       (TrucoGlossary *self,
                                                  TrucoTerm     *term,
                                                  const char    *folded_query,
                                                  int           *alias_index);

char          *truco_glossary_fold               (const char    *text);
char          *truco_glossary_fold_query         (const char    *query);
const char    *truco_glossary_get_language_name  (const char    *code);

G_END_DECLS
