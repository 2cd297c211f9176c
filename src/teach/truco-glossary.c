/* truco-glossary.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "truco-markup-private.h"
#include "truco-glossary.h"
#include "truco-term-private.h"

/**
 * TrucoGlossary:
 *
 * The glossary of the Truco family: a #GListModel of [class@Truco.Term],
 * in alphabetical order of headword, loaded from data/glossary/glossary.xml
 * (compiled into the GResource at
 * %TRUCO_GLOSSARY_RESOURCE_PATH).
 *
 * Definitions are looked up with gettext after whitespace normalisation, so
 * they show in the user's language.  Search is case- and accent-insensitive
 * and ranks its results (see #TrucoMatch); every search key is folded once
 * at load time, so a search is a handful of string comparisons per term.
 */

struct _TrucoGlossary
{
  GObject     parent_instance;

  GPtrArray  *terms;    /* of TrucoTerm, sorted by folded headword */
  GHashTable *by_id;    /* id → TrucoTerm, borrowed from terms */
};

static void truco_glossary_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TrucoGlossary, truco_glossary, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      truco_glossary_list_model_init))

G_DEFINE_QUARK (truco-glossary-error-quark, truco_glossary_error)

static const char * const known_variants[] = { "ar", "cat", "fr", "tyf", "put", "all", NULL };
static const char * const known_languages[] = { "es", "ca", "fr", "oc", "pl", "de", "en", "eu", NULL };

/* GListModel */

static GType
truco_glossary_get_item_type (GListModel *model)
{
  return TRUCO_TYPE_TERM;
}

static guint
truco_glossary_get_n_items (GListModel *model)
{
  return TRUCO_GLOSSARY (model)->terms->len;
}

static gpointer
truco_glossary_get_item (GListModel *model,
                         guint       position)
{
  TrucoGlossary *self = TRUCO_GLOSSARY (model);

  if (position >= self->terms->len)
    return NULL;

  return g_object_ref (g_ptr_array_index (self->terms, position));
}

static void
truco_glossary_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = truco_glossary_get_item_type;
  iface->get_n_items = truco_glossary_get_n_items;
  iface->get_item = truco_glossary_get_item;
}

static void
truco_glossary_finalize (GObject *object)
{
  TrucoGlossary *self = (TrucoGlossary *) object;

  g_hash_table_unref (self->by_id);
  g_ptr_array_unref (self->terms);

  G_OBJECT_CLASS (truco_glossary_parent_class)->finalize (object);
}

static void
truco_glossary_class_init (TrucoGlossaryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = truco_glossary_finalize;
}

static void
truco_glossary_init (TrucoGlossary *self)
{
  self->terms = g_ptr_array_new_with_free_func (g_object_unref);
  self->by_id = g_hash_table_new (g_str_hash, g_str_equal);
}

/* Folding */

static void
append_folded_char (GString  *out,
                    gunichar  c)
{
  /* Letters that Unicode does not decompose into a base letter and a mark,
   * but that a reader types without the stroke. */
  switch (c)
    {
    case 0x0142: /* ł */
      g_string_append_c (out, 'l');
      break;
    case 0x0111: /* đ */
      g_string_append_c (out, 'd');
      break;
    case 0x00F8: /* ø */
      g_string_append_c (out, 'o');
      break;
    case 0x0131: /* dotless ı */
      g_string_append_c (out, 'i');
      break;
    case 0x0153: /* œ */
      g_string_append (out, "oe");
      break;
    case 0x00E6: /* æ */
      g_string_append (out, "ae");
      break;
    default:
      g_string_append_unichar (out, c);
    }
}

/**
 * truco_glossary_fold:
 * @text: some text (invalid UTF-8 is repaired first)
 *
 * Folds @text into the form search compares: case folded, decomposed with
 * every combining mark removed ("Périques" → "periques"), every run of
 * characters that are neither letters nor digits turned into one space,
 * and no space at either end ("¡Quiero!" → "quiero").
 *
 * Returns: (transfer full): the folded text, empty when @text has no letter
 *   or digit
 */
char *
truco_glossary_fold (const char *text)
{
  g_autofree char *valid = NULL;
  g_autofree char *casefolded = NULL;
  g_autofree char *decomposed = NULL;
  gboolean pending_space = FALSE;
  GString *out;

  g_return_val_if_fail (text != NULL, NULL);

  if (!g_utf8_validate (text, -1, NULL))
    text = valid = g_utf8_make_valid (text, -1);

  casefolded = g_utf8_casefold (text, -1);
  decomposed = g_utf8_normalize (casefolded, -1, G_NORMALIZE_ALL);
  out = g_string_sized_new (strlen (decomposed));

  for (const char *p = decomposed; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      switch (g_unichar_type (c))
        {
        case G_UNICODE_NON_SPACING_MARK:
        case G_UNICODE_SPACING_MARK:
        case G_UNICODE_ENCLOSING_MARK:
          continue;

        default:
          break;
        }

      if (!g_unichar_isalnum (c))
        {
          pending_space = TRUE;
          continue;
        }

      if (pending_space && out->len > 0)
        g_string_append_c (out, ' ');
      pending_space = FALSE;

      append_folded_char (out, c);
    }

  return g_string_free (out, FALSE);
}

/**
 * truco_glossary_fold_query:
 * @query: (nullable): what the user typed
 *
 * Folds @query as truco_glossary_fold() does, after cutting it to
 * %TRUCO_GLOSSARY_QUERY_MAX_CHARS characters.  Unicode normalisation takes
 * time quadratic in a long run of combining marks, so text from outside
 * (a pasted query, a search from the Shell) is always folded through here,
 * once per query.
 *
 * Returns: (transfer full): the folded query; empty for %NULL
 */
char *
truco_glossary_fold_query (const char *query)
{
  g_autofree char *valid = NULL;
  g_autofree char *capped = NULL;
  const char *end;

  if (query == NULL)
    return g_strdup ("");

  if (!g_utf8_validate (query, -1, NULL))
    query = valid = g_utf8_make_valid (query, -1);

  /* Not g_utf8_substring(): it reads past the end of a shorter string. */
  end = query;
  for (guint i = 0; i < TRUCO_GLOSSARY_QUERY_MAX_CHARS && *end != '\0'; i++)
    end = g_utf8_next_char (end);
  capped = g_strndup (query, end - query);

  return truco_glossary_fold (capped);
}

/**
 * truco_glossary_get_language_name:
 * @code: a language code of the glossary ("es", "oc"…)
 *
 * Returns: the translated name of the language ("Spanish"), or @code
 *   itself when it is not one of the glossary's languages
 */
const char *
truco_glossary_get_language_name (const char *code)
{
  g_return_val_if_fail (code != NULL, NULL);

  if (g_str_equal (code, "es"))
    return _("Spanish");
  if (g_str_equal (code, "ca"))
    return _("Catalan");
  if (g_str_equal (code, "fr"))
    return _("French");
  /* Translators: the language of Gascony and the Aure valley, where
   * Truc y Flou is played. */
  if (g_str_equal (code, "oc"))
    return _("Occitan");
  if (g_str_equal (code, "pl"))
    return _("Polish");
  if (g_str_equal (code, "de"))
    return _("German");
  if (g_str_equal (code, "en"))
    return _("English");
  if (g_str_equal (code, "eu"))
    return _("Basque");

  return code;
}

/* Loading */

typedef enum
{
  FIELD_NONE,
  FIELD_HEADWORD,
  FIELD_LANGUAGES,
  FIELD_VARIANTS,
  FIELD_DEFINITION,
  FIELD_ALIAS,
  FIELD_CARD,
} Field;

typedef struct
{
  TrucoGlossary *glossary;
  TrucoTerm     *term;          /* the term being read, owned */
  Field          field;
  GString       *text;
  char          *alias_language;
  GPtrArray     *related;
  GPtrArray     *cards;
  gboolean       seen_root;
  int            term_line;
} ParseState;

static void G_GNUC_PRINTF (3, 4)
set_invalid (GMarkupParseContext  *context,
             GError              **error,
             const char           *format,
             ...)
{
  g_autofree char *message = NULL;
  va_list args;
  int line = 0;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  /* The details are for whoever edits the glossary file, in English like
   * the file itself; the sentence around them is translated. */
  if (context != NULL)
    {
      g_markup_parse_context_get_position (context, &line, NULL);
      /* Translators: %d is a line number of the glossary file; %s says
       * what is wrong there (in English, for the glossary's editors). */
      g_set_error (error, TRUCO_GLOSSARY_ERROR, TRUCO_GLOSSARY_ERROR_INVALID,
                   _("The glossary is not valid at line %d: %s"), line, message);
    }
  else
    {
      /* Translators: %s says what is wrong (in English, for the glossary's
       * editors). */
      g_set_error (error, TRUCO_GLOSSARY_ERROR, TRUCO_GLOSSARY_ERROR_INVALID,
                   _("The glossary is not valid: %s"), message);
    }
}

static gboolean
is_valid_id (const char *id)
{
  if (*id == '\0')
    return FALSE;

  for (const char *p = id; *p != '\0'; p++)
    if (!(g_ascii_islower (*p) || g_ascii_isdigit (*p) || *p == '-'))
      return FALSE;

  return TRUE;
}

static gboolean
check_words (GMarkupParseContext  *context,
             const char           *element,
             char                **words,
             const char * const   *known,
             GError              **error)
{
  if (words[0] == NULL)
    {
      set_invalid (context, error, "<%s> is empty", element);
      return FALSE;
    }

  for (guint i = 0; words[i] != NULL; i++)
    if (!g_strv_contains (known, words[i]))
      {
        g_autofree char *list = g_strjoinv (" ", (char **) known);

        set_invalid (context, error, "<%s> has “%s”; it may only have %s",
                     element, words[i], list);
        return FALSE;
      }

  return TRUE;
}

static void
parse_start_element (GMarkupParseContext  *context,
                     const char           *element_name,
                     const char          **attribute_names,
                     const char          **attribute_values,
                     gpointer              user_data,
                     GError              **error)
{
  ParseState *state = user_data;
  const char *parent = NULL;
  const GSList *stack = g_markup_parse_context_get_element_stack (context);

  if (stack->next != NULL)
    parent = stack->next->data;

  if (parent == NULL)
    {
      if (!g_str_equal (element_name, "glossary"))
        {
          set_invalid (context, error, "the root element is <%s>, not <glossary>", element_name);
          return;
        }
      state->seen_root = TRUE;
      return;
    }

  if (g_str_equal (parent, "glossary"))
    {
      const char *id = NULL;

      if (!g_str_equal (element_name, "term"))
        {
          set_invalid (context, error, "<%s> inside <glossary>; only <term> may be there", element_name);
          return;
        }

      for (guint i = 0; attribute_names[i] != NULL; i++)
        if (g_str_equal (attribute_names[i], "id"))
          id = attribute_values[i];

      if (id == NULL || !is_valid_id (id))
        {
          set_invalid (context, error, "a <term> needs an id of lower-case letters, digits and dashes");
          return;
        }

      if (g_hash_table_contains (state->glossary->by_id, id))
        {
          set_invalid (context, error, "the id “%s” is used twice", id);
          return;
        }

      state->term = _truco_term_new ();
      state->term->id = g_strdup (id);
      state->related = g_ptr_array_new_with_free_func (g_free);
      state->cards = g_ptr_array_new_with_free_func (g_free);
      g_markup_parse_context_get_position (context, &state->term_line, NULL);
      return;
    }

  if (g_str_equal (parent, "term"))
    {
      g_assert (state->term != NULL);

      if (g_str_equal (element_name, "headword"))
        state->field = FIELD_HEADWORD;
      else if (g_str_equal (element_name, "languages"))
        state->field = FIELD_LANGUAGES;
      else if (g_str_equal (element_name, "variants"))
        state->field = FIELD_VARIANTS;
      else if (g_str_equal (element_name, "definition"))
        state->field = FIELD_DEFINITION;
      else if (g_str_equal (element_name, "card"))
        state->field = FIELD_CARD;
      else if (g_str_equal (element_name, "alias"))
        {
          const char *lang = NULL;

          for (guint i = 0; attribute_names[i] != NULL; i++)
            if (g_str_equal (attribute_names[i], "lang"))
              lang = attribute_values[i];

          if (lang == NULL || !g_strv_contains (known_languages, lang))
            {
              g_autofree char *list = g_strjoinv (" ", (char **) known_languages);

              set_invalid (context, error, "an <alias> of “%s” needs a lang attribute, one of %s",
                           state->term->id, list);
              return;
            }

          state->field = FIELD_ALIAS;
          g_free (state->alias_language);
          state->alias_language = g_strdup (lang);
        }
      else if (g_str_equal (element_name, "related"))
        {
          const char *ref = NULL;

          for (guint i = 0; attribute_names[i] != NULL; i++)
            if (g_str_equal (attribute_names[i], "ref"))
              ref = attribute_values[i];

          if (ref == NULL || !is_valid_id (ref))
            {
              set_invalid (context, error, "a <related> of “%s” needs a ref attribute with a term id",
                           state->term->id);
              return;
            }

          g_ptr_array_add (state->related, g_strdup (ref));
          state->field = FIELD_NONE;
        }
      else
        {
          set_invalid (context, error, "<%s> inside <term>; it is not part of a glossary term", element_name);
          return;
        }

      g_string_truncate (state->text, 0);
      return;
    }

  set_invalid (context, error, "<%s> inside <%s>; that element has no children", element_name, parent);
}

static void
parse_text (GMarkupParseContext  *context,
            const char           *text,
            gsize                 text_len,
            gpointer              user_data,
            GError              **error)
{
  ParseState *state = user_data;

  if (state->field != FIELD_NONE)
    g_string_append_len (state->text, text, text_len);
}

static gboolean
finish_term (GMarkupParseContext  *context,
             ParseState           *state,
             GError              **error)
{
  TrucoTerm *term = state->term;

  if (term->headword == NULL)
    {
      set_invalid (context, error, "the term “%s” has no <headword>", term->id);
      return FALSE;
    }
  if (term->languages == NULL)
    {
      set_invalid (context, error, "the term “%s” has no <languages>", term->id);
      return FALSE;
    }
  if (term->variants == NULL)
    {
      set_invalid (context, error, "the term “%s” has no <variants>", term->id);
      return FALSE;
    }
  if (term->source_definition == NULL)
    {
      set_invalid (context, error, "the term “%s” has no <definition>", term->id);
      return FALSE;
    }

  g_ptr_array_add (state->related, NULL);
  term->related = (char **) g_ptr_array_free (g_steal_pointer (&state->related), FALSE);
  g_ptr_array_add (state->cards, NULL);
  term->cards = (char **) g_ptr_array_free (g_steal_pointer (&state->cards), FALSE);

  term->folded_headword = truco_glossary_fold (term->headword);
  term->folded_source_definition = truco_glossary_fold (term->source_definition);

  /* The translation, if there is one: gettext hands back the very pointer
   * it was given when there is none. */
  term->definition = g_dgettext (GETTEXT_PACKAGE, term->source_definition);
  if (term->definition == term->source_definition || g_str_equal (term->definition, term->source_definition))
    term->definition = NULL;
  else
    term->folded_definition = truco_glossary_fold (term->definition);

  for (guint i = 0; i < term->aliases->len; i++)
    {
      TrucoAlias *alias = &g_array_index (term->aliases, TrucoAlias, i);

      alias->folded = truco_glossary_fold (alias->text);
    }

  g_hash_table_insert (state->glossary->by_id, term->id, term);
  g_ptr_array_add (state->glossary->terms, g_steal_pointer (&state->term));

  return TRUE;
}

static void
parse_end_element (GMarkupParseContext  *context,
                   const char           *element_name,
                   gpointer              user_data,
                   GError              **error)
{
  ParseState *state = user_data;
  TrucoTerm *term = state->term;
  g_autofree char *text = NULL;
  Field field = state->field;

  if (g_str_equal (element_name, "term") && term != NULL)
    {
      finish_term (context, state, error);
      return;
    }

  if (term == NULL || field == FIELD_NONE)
    return;

  state->field = FIELD_NONE;
  text = truco_markup_normalize_whitespace (state->text->str);

  if (*text == '\0')
    {
      set_invalid (context, error, "the <%s> of “%s” is empty", element_name, term->id);
      return;
    }

  switch (field)
    {
    case FIELD_HEADWORD:
      if (term->headword != NULL)
        {
          set_invalid (context, error, "the term “%s” has two <headword>s", term->id);
          return;
        }
      term->headword = g_steal_pointer (&text);
      break;

    case FIELD_LANGUAGES:
      if (term->languages != NULL)
        {
          set_invalid (context, error, "the term “%s” has two <languages>", term->id);
          return;
        }
      term->languages = g_strsplit (text, " ", -1);
      check_words (context, "languages", term->languages, known_languages, error);
      break;

    case FIELD_VARIANTS:
      if (term->variants != NULL)
        {
          set_invalid (context, error, "the term “%s” has two <variants>", term->id);
          return;
        }
      term->variants = g_strsplit (text, " ", -1);
      check_words (context, "variants", term->variants, known_variants, error);
      break;

    case FIELD_DEFINITION:
      if (term->source_definition != NULL)
        {
          set_invalid (context, error, "the term “%s” has two <definition>s", term->id);
          return;
        }
      term->source_definition = g_steal_pointer (&text);
      break;

    case FIELD_ALIAS:
      {
        TrucoAlias alias = { g_steal_pointer (&text), g_steal_pointer (&state->alias_language), NULL };

        g_array_append_val (term->aliases, alias);
      }
      break;

    case FIELD_CARD:
      g_ptr_array_add (state->cards, g_steal_pointer (&text));
      break;

    case FIELD_NONE:
    default:
      g_assert_not_reached ();
    }
}

static int
compare_terms (gconstpointer a,
               gconstpointer b)
{
  TrucoTerm *term_a = *(TrucoTerm **) a;
  TrucoTerm *term_b = *(TrucoTerm **) b;
  int result;

  result = strcmp (term_a->folded_headword, term_b->folded_headword);
  if (result == 0)
    result = strcmp (term_a->id, term_b->id);

  return result;
}

static const GMarkupParser parser = {
  parse_start_element,
  parse_end_element,
  parse_text,
  NULL,
  NULL,
};

/**
 * truco_glossary_new_from_bytes:
 * @bytes: the glossary XML (as in data/glossary/glossary.xml)
 * @error: return location for a #GError
 *
 * Reads a glossary.  The file must be well-formed and valid: every term
 * has a unique id, one headword, languages, variants and definition from
 * the known sets, and every related id names a term of the file.
 *
 * Returns: (transfer full): the glossary, or %NULL with @error set to a
 *   #TrucoGlossaryError that says what is wrong and where
 */
TrucoGlossary *
truco_glossary_new_from_bytes (GBytes  *bytes,
                               GError **error)
{
  g_autoptr(TrucoGlossary) self = NULL;
  g_autoptr(GMarkupParseContext) context = NULL;
  g_autoptr(GError) local_error = NULL;
  ParseState state = { 0 };
  gconstpointer data;
  gsize size;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = g_object_new (TRUCO_TYPE_GLOSSARY, NULL);
  state.glossary = self;
  state.text = g_string_new (NULL);

  data = g_bytes_get_data (bytes, &size);
  /* Empty bytes have no data at all: not a valid argument for the parser. */
  if (data == NULL)
    data = "";
  context = g_markup_parse_context_new (&parser, G_MARKUP_PREFIX_ERROR_POSITION, &state, NULL);

  if (g_markup_parse_context_parse (context, data, size, &local_error))
    g_markup_parse_context_end_parse (context, &local_error);

  g_string_free (state.text, TRUE);
  g_clear_object (&state.term);
  g_clear_pointer (&state.alias_language, g_free);
  g_clear_pointer (&state.related, g_ptr_array_unref);
  g_clear_pointer (&state.cards, g_ptr_array_unref);

  if (local_error != NULL)
    {
      if (local_error->domain == TRUCO_GLOSSARY_ERROR)
        g_propagate_error (error, g_steal_pointer (&local_error));
      else
        g_set_error (error, TRUCO_GLOSSARY_ERROR, TRUCO_GLOSSARY_ERROR_PARSE,
                     /* Translators: %s is the XML parser's own message. */
                     _("The glossary is not well-formed XML: %s"), local_error->message);
      return NULL;
    }

  if (!state.seen_root)
    {
      set_invalid (NULL, error, "there is no <glossary> element");
      return NULL;
    }

  for (guint i = 0; i < self->terms->len; i++)
    {
      TrucoTerm *term = g_ptr_array_index (self->terms, i);

      for (guint j = 0; term->related[j] != NULL; j++)
        {
          if (g_str_equal (term->related[j], term->id))
            {
              set_invalid (NULL, error, "the term “%s” is related to itself", term->id);
              return NULL;
            }
          if (!g_hash_table_contains (self->by_id, term->related[j]))
            {
              set_invalid (NULL, error, "the term “%s” is related to “%s”, which does not exist",
                           term->id, term->related[j]);
              return NULL;
            }
        }
    }

  g_ptr_array_sort (self->terms, compare_terms);

  return g_steal_pointer (&self);
}

/**
 * truco_glossary_new_from_file:
 * @file: a glossary XML file
 * @error: return location for a #GError
 *
 * Reads a glossary from a file; see truco_glossary_new_from_bytes().
 *
 * Returns: (transfer full): the glossary, or %NULL with @error set
 */
TrucoGlossary *
truco_glossary_new_from_file (GFile   *file,
                              GError **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  bytes = g_file_load_bytes (file, NULL, NULL, error);
  if (bytes == NULL)
    return NULL;

  return truco_glossary_new_from_bytes (bytes, error);
}

/**
 * truco_glossary_new_from_resource:
 * @path: a path in the registered GResources
 * @error: return location for a #GError
 *
 * Reads a glossary from a GResource; see truco_glossary_new_from_bytes().
 *
 * Returns: (transfer full): the glossary, or %NULL with @error set
 */
TrucoGlossary *
truco_glossary_new_from_resource (const char  *path,
                                  GError     **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (path != NULL, NULL);

  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return NULL;

  return truco_glossary_new_from_bytes (bytes, error);
}

/**
 * truco_glossary_get_default:
 *
 * The application's glossary, read once from %TRUCO_GLOSSARY_RESOURCE_PATH.
 * The data test checks that file at build time, so failing to read it is a
 * packaging bug: it is reported as a critical warning and the glossary is
 * empty.
 *
 * Returns: (transfer none): the glossary
 */
TrucoGlossary *
truco_glossary_get_default (void)
{
  static TrucoGlossary *glossary;

  if (g_once_init_enter (&glossary))
    {
      g_autoptr(GError) error = NULL;
      TrucoGlossary *loaded;

      loaded = truco_glossary_new_from_resource (TRUCO_GLOSSARY_RESOURCE_PATH, &error);
      if (loaded == NULL)
        {
          g_critical ("Cannot load the glossary: %s", error->message);
          loaded = g_object_new (TRUCO_TYPE_GLOSSARY, NULL);
        }

      g_once_init_leave (&glossary, loaded);
    }

  return glossary;
}

/**
 * truco_glossary_lookup:
 * @self: a glossary
 * @id: a term id
 *
 * Returns: (transfer none) (nullable): the term with that id, or %NULL
 */
TrucoTerm *
truco_glossary_lookup (TrucoGlossary *self,
                       const char    *id)
{
  g_return_val_if_fail (TRUCO_IS_GLOSSARY (self), NULL);

  if (id == NULL)
    return NULL;

  return g_hash_table_lookup (self->by_id, id);
}

/* Searching */

/* Whether @needle starts a word of @haystack (both folded, words separated
 * by single spaces). */
static gboolean
has_word_prefix (const char *haystack,
                 const char *needle)
{
  for (const char *p = strstr (haystack, needle); p != NULL; p = strstr (p + 1, needle))
    if (p == haystack || p[-1] == ' ')
      return TRUE;

  return FALSE;
}

static TrucoMatch
match_folded (TrucoTerm  *term,
              const char *query,
              gsize       query_len,
              int        *alias_index)
{
  TrucoMatch best = TRUCO_MATCH_NONE;
  int best_alias = -1;

  if (alias_index != NULL)
    *alias_index = -1;

  if (*query == '\0')
    return TRUCO_MATCH_ALL;

  if (strcmp (term->folded_headword, query) == 0)
    return TRUCO_MATCH_HEADWORD;

  if (strncmp (term->folded_headword, query, query_len) == 0)
    return TRUCO_MATCH_HEADWORD_PREFIX;

  if (strstr (term->folded_headword, query) != NULL)
    best = TRUCO_MATCH_PARTIAL;

  for (guint i = 0; i < term->aliases->len; i++)
    {
      const char *alias = g_array_index (term->aliases, TrucoAlias, i).folded;
      TrucoMatch match = TRUCO_MATCH_NONE;

      if (strcmp (alias, query) == 0)
        match = TRUCO_MATCH_ALIAS;
      else if (strncmp (alias, query, query_len) == 0)
        match = TRUCO_MATCH_ALIAS_PREFIX;
      else if (strstr (alias, query) != NULL)
        match = TRUCO_MATCH_PARTIAL;

      if (match != TRUCO_MATCH_NONE && (best == TRUCO_MATCH_NONE || match < best))
        {
          best = match;
          best_alias = i;
          if (match == TRUCO_MATCH_ALIAS)
            break;
        }
    }

  if (best == TRUCO_MATCH_NONE &&
      (has_word_prefix (term->folded_source_definition, query) ||
       (term->folded_definition != NULL && has_word_prefix (term->folded_definition, query))))
    best = TRUCO_MATCH_DEFINITION;

  if (alias_index != NULL)
    *alias_index = best_alias;

  return best;
}

/**
 * truco_glossary_match:
 * @self: a glossary
 * @term: a term of @self
 * @query: what the user typed
 * @alias_index: (out) (optional): the index of the alias that matched, or
 *   -1 when the match was not on an alias
 *
 * Says how @term matches @query; see #TrucoMatch.  A query without a
 * letter or digit matches every term (%TRUCO_MATCH_ALL).
 *
 * Returns: the best way @term matches @query
 */
TrucoMatch
truco_glossary_match (TrucoGlossary *self,
                      TrucoTerm     *term,
                      const char    *query,
                      int           *alias_index)
{
  g_autofree char *folded = NULL;

  g_return_val_if_fail (TRUCO_IS_GLOSSARY (self), TRUCO_MATCH_NONE);
  g_return_val_if_fail (TRUCO_IS_TERM (term), TRUCO_MATCH_NONE);

  folded = truco_glossary_fold_query (query);

  return match_folded (term, folded, strlen (folded), alias_index);
}

/**
 * truco_glossary_match_folded:
 * @self: a glossary
 * @term: a term of @self
 * @folded_query: a query folded by truco_glossary_fold_query()
 * @alias_index: (out) (optional): the index of the alias that matched, or
 *   -1 when the match was not on an alias
 *
 * Like truco_glossary_match(), for a query folded once and matched against
 * many terms (the rows of a results list).
 *
 * Returns: the best way @term matches @folded_query
 */
TrucoMatch
truco_glossary_match_folded (TrucoGlossary *self,
                             TrucoTerm     *term,
                             const char    *folded_query,
                             int           *alias_index)
{
  g_return_val_if_fail (TRUCO_IS_GLOSSARY (self), TRUCO_MATCH_NONE);
  g_return_val_if_fail (TRUCO_IS_TERM (term), TRUCO_MATCH_NONE);
  g_return_val_if_fail (folded_query != NULL, TRUCO_MATCH_NONE);

  return match_folded (term, folded_query, strlen (folded_query), alias_index);
}

/**
 * truco_glossary_search:
 * @self: a glossary
 * @query: (nullable): what the user typed; %NULL, empty, or only spaces
 *   and punctuation means every term
 * @variant: (nullable): a variant id to keep only its terms (and those of
 *   the whole family), or %NULL or "" for all variants
 *
 * Searches the glossary, ignoring case and accents, in headwords, aliases
 * of every language and definitions (English and translated).  Results come
 * best first (see #TrucoMatch), alphabetically within each rank.
 *
 * Returns: (transfer full): a new #GListModel of #TrucoTerm
 */
GListModel *
truco_glossary_search (TrucoGlossary *self,
                       const char    *query,
                       const char    *variant)
{
  g_autofree char *folded = NULL;
  g_autofree guint8 *matches = NULL;
  g_autoptr(GPtrArray) results = NULL;
  GListStore *store;
  gsize query_len;
  guint n_terms;

  g_return_val_if_fail (TRUCO_IS_GLOSSARY (self), NULL);

  store = g_list_store_new (TRUCO_TYPE_TERM);
  n_terms = self->terms->len;
  folded = truco_glossary_fold_query (query);
  query_len = strlen (folded);
  matches = g_new0 (guint8, n_terms);
  results = g_ptr_array_sized_new (n_terms);

  for (guint i = 0; i < n_terms; i++)
    {
      TrucoTerm *term = g_ptr_array_index (self->terms, i);

      if (truco_term_has_variant (term, variant))
        matches[i] = match_folded (term, folded, query_len, NULL);
    }

  /* The terms are in alphabetical order already: gathering them rank by
   * rank keeps that order within each rank. */
  for (TrucoMatch rank = TRUCO_MATCH_HEADWORD; rank <= TRUCO_MATCH_ALL; rank++)
    for (guint i = 0; i < n_terms; i++)
      if (matches[i] == rank)
        g_ptr_array_add (results, g_ptr_array_index (self->terms, i));

  g_list_store_splice (store, 0, 0, results->pdata, results->len);

  return G_LIST_MODEL (store);
}
