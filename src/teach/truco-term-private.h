/* truco-term-private.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "truco-term.h"

G_BEGIN_DECLS

typedef struct
{
  char *text;
  char *language;
  char *folded;
} TrucoAlias;

struct _TrucoTerm
{
  GObject     parent_instance;

  char       *id;
  char       *headword;
  char      **languages;
  char      **variants;
  char       *source_definition;
  const char *definition;        /* the translation, owned by gettext, or source_definition */
  GArray     *aliases;           /* of TrucoAlias */
  char      **related;
  char      **cards;

  /* Search keys, folded once when the glossary is loaded. */
  char       *folded_headword;
  char       *folded_source_definition;
  char       *folded_definition;  /* NULL when it is the same as the source */
};

TrucoTerm *_truco_term_new (void);

G_END_DECLS
