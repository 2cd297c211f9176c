/* truco-term.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "truco-term-private.h"

/**
 * TrucoTerm:
 *
 * One entry of the glossary: a headword as players write it, the languages
 * and variants it belongs to, its definition (translated), its aliases in
 * every language they are used in, the ids of related terms and the cards
 * it names (in card notation, e.g. "1E").
 *
 * Terms are created by [class@Truco.Glossary] and never change.
 */

enum {
  PROP_0,
  PROP_ID,
  PROP_HEADWORD,
  PROP_DEFINITION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (TrucoTerm, truco_term, G_TYPE_OBJECT)

static void
truco_alias_clear (gpointer data)
{
  TrucoAlias *alias = data;

  g_clear_pointer (&alias->text, g_free);
  g_clear_pointer (&alias->language, g_free);
  g_clear_pointer (&alias->folded, g_free);
}

static void
truco_term_finalize (GObject *object)
{
  TrucoTerm *self = (TrucoTerm *) object;

  g_free (self->id);
  g_free (self->headword);
  g_strfreev (self->languages);
  g_strfreev (self->variants);
  g_free (self->source_definition);
  g_array_unref (self->aliases);
  g_strfreev (self->related);
  g_strfreev (self->cards);
  g_free (self->folded_headword);
  g_free (self->folded_source_definition);
  g_free (self->folded_definition);

  G_OBJECT_CLASS (truco_term_parent_class)->finalize (object);
}

static void
truco_term_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  TrucoTerm *self = TRUCO_TERM (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;

    case PROP_HEADWORD:
      g_value_set_string (value, self->headword);
      break;

    case PROP_DEFINITION:
      g_value_set_string (value, truco_term_get_definition (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
truco_term_class_init (TrucoTermClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = truco_term_finalize;
  object_class->get_property = truco_term_get_property;

  properties[PROP_ID] =
    g_param_spec_string ("id", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_HEADWORD] =
    g_param_spec_string ("headword", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_DEFINITION] =
    g_param_spec_string ("definition", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
truco_term_init (TrucoTerm *self)
{
  self->aliases = g_array_new (FALSE, TRUE, sizeof (TrucoAlias));
  g_array_set_clear_func (self->aliases, truco_alias_clear);
}

TrucoTerm *
_truco_term_new (void)
{
  return g_object_new (TRUCO_TYPE_TERM, NULL);
}

/**
 * truco_term_get_id:
 * @self: a term
 *
 * Returns: the unique id of the term, e.g. "contraflor"
 */
const char *
truco_term_get_id (TrucoTerm *self)
{
  g_return_val_if_fail (TRUCO_IS_TERM (self), NULL);

  return self->id;
}

/**
 * truco_term_get_headword:
 * @self: a term
 *
 * Returns: the headword as players write it (never translated)
 */
const char *
truco_term_get_headword (TrucoTerm *self)
{
  g_return_val_if_fail (TRUCO_IS_TERM (self), NULL);

  return self->headword;
}

/**
 * truco_term_get_languages:
 * @self: a term
 *
 * Returns: (transfer none): the codes of the languages the term comes from
 *   ("es", "ca", "fr", "oc", "pl", "de", "en", "eu")
 */
const char * const *
truco_term_get_languages (TrucoTerm *self)
{
  g_return_val_if_fail (TRUCO_IS_TERM (self), NULL);

  return (const char * const *) self->languages;
}

/**
 * truco_term_get_variants:
 * @self: a term
 *
 * Returns: (transfer none): the ids of the variants the term belongs to
 *   ("ar", "cat", "fr", "tyf", "put"), or just "all" for the whole family
 */
const char * const *
truco_term_get_variants (TrucoTerm *self)
{
  g_return_val_if_fail (TRUCO_IS_TERM (self), NULL);

  return (const char * const *) self->variants;
}

/**
 * truco_term_get_definition:
 * @self: a term
 *
 * Returns: the definition in the user's language (the English source when
 *   there is no translation)
 */
const char *
truco_term_get_definition (TrucoTerm *self)
{
  g_return_val_if_fail (TRUCO_IS_TERM (self), NULL);

  return self->definition != NULL ? self->definition : self->source_definition;
}

/**
 * truco_term_get_source_definition:
 * @self: a term
 *
 * Returns: the English definition, as written in the glossary file
 *   (whitespace normalised)
 */
const char *
truco_term_get_source_definition (TrucoTerm *self)
{
  g_return_val_if_fail (TRUCO_IS_TERM (self), NULL);

  return self->source_definition;
}

/**
 * truco_term_get_n_aliases:
 * @self: a term
 *
 * Returns: the number of aliases and synonyms of the term
 */
guint
truco_term_get_n_aliases (TrucoTerm *self)
{
  g_return_val_if_fail (TRUCO_IS_TERM (self), 0);

  return self->aliases->len;
}

/**
 * truco_term_get_alias:
 * @self: a term
 * @index: an index below truco_term_get_n_aliases()
 *
 * Returns: the alias, as players write it
 */
const char *
truco_term_get_alias (TrucoTerm *self,
                      guint      index)
{
  g_return_val_if_fail (TRUCO_IS_TERM (self), NULL);
  g_return_val_if_fail (index < self->aliases->len, NULL);

  return g_array_index (self->aliases, TrucoAlias, index).text;
}

/**
 * truco_term_get_alias_language:
 * @self: a term
 * @index: an index below truco_term_get_n_aliases()
 *
 * Returns: the code of the language the alias is used in
 */
const char *
truco_term_get_alias_language (TrucoTerm *self,
                               guint      index)
{
  g_return_val_if_fail (TRUCO_IS_TERM (self), NULL);
  g_return_val_if_fail (index < self->aliases->len, NULL);

  return g_array_index (self->aliases, TrucoAlias, index).language;
}

/**
 * truco_term_get_related:
 * @self: a term
 *
 * Returns: (transfer none): the ids of related terms (every one exists in
 *   the glossary the term came from)
 */
const char * const *
truco_term_get_related (TrucoTerm *self)
{
  g_return_val_if_fail (TRUCO_IS_TERM (self), NULL);

  return (const char * const *) self->related;
}

/**
 * truco_term_get_cards:
 * @self: a term
 *
 * Returns: (transfer none): the cards the term names, in card notation
 *   ("1E", "7O"; see truco-card.h)
 */
const char * const *
truco_term_get_cards (TrucoTerm *self)
{
  g_return_val_if_fail (TRUCO_IS_TERM (self), NULL);

  return (const char * const *) self->cards;
}

/**
 * truco_term_has_variant:
 * @self: a term
 * @variant: (nullable): a variant id ("ar"), or %NULL or "" for any
 *
 * Returns: whether the term is used in @variant: it lists @variant or "all",
 *   or @variant is %NULL or empty
 */
gboolean
truco_term_has_variant (TrucoTerm  *self,
                        const char *variant)
{
  g_return_val_if_fail (TRUCO_IS_TERM (self), FALSE);

  if (variant == NULL || *variant == '\0')
    return TRUE;

  return g_strv_contains ((const char * const *) self->variants, variant) ||
         g_strv_contains ((const char * const *) self->variants, "all");
}
