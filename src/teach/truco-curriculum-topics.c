/* truco-curriculum-topics.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "truco-curriculum-topics.h"
#include "truco-curriculum.h"
#include "truco-exercise.h"
#include "truco-markup-private.h"

/**
 * TrucoTopicMap:
 *
 * The topic map (data/lessons/topics.xml, format topics.rng): per variant,
 * every rule a player needs to score and win, each with an id, one
 * sentence (translated), the skill that practises it (with the house rules
 * it needs) and the topics a learner must know first.
 *
 * The lesson files name the topics each explanation teaches and each
 * worked example shows; [class@Truco.Curriculum] checks them against this
 * map, and a lesson's practice and check ask only what the lesson and
 * those before it taught.
 *
 * A damaged map is refused as a whole, with the line and the name of what
 * is wrong: an unknown skill, a need that is not a topic, a cycle of needs.
 */

#define MAX_TOPICS 1024
#define MAX_NEEDS 8
#define MAX_RULE 600

typedef struct
{
  char  *id;
  char  *variant;
  char  *rule;      /* translated */
  char  *skill;
  char  *options;
  char **needs;
  int    line;
} Topic;

struct _TrucoTopicMap
{
  GObject     parent_instance;

  GPtrArray  *topics;     /* of Topic, in the file's order */
  GHashTable *by_id;      /* id → Topic */
  GHashTable *lists;      /* variant → NULL-terminated GPtrArray of ids */
};

G_DEFINE_FINAL_TYPE (TrucoTopicMap, truco_topic_map, G_TYPE_OBJECT)

static void
topic_free (gpointer data)
{
  Topic *topic = data;

  g_free (topic->id);
  g_free (topic->variant);
  g_free (topic->rule);
  g_free (topic->skill);
  g_free (topic->options);
  g_strfreev (topic->needs);
  g_free (topic);
}

static void
truco_topic_map_finalize (GObject *object)
{
  TrucoTopicMap *self = (TrucoTopicMap *) object;

  g_hash_table_unref (self->lists);
  g_hash_table_unref (self->by_id);
  g_ptr_array_unref (self->topics);

  G_OBJECT_CLASS (truco_topic_map_parent_class)->finalize (object);
}

static void
truco_topic_map_class_init (TrucoTopicMapClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = truco_topic_map_finalize;
}

static void
truco_topic_map_init (TrucoTopicMap *self)
{
  self->topics = g_ptr_array_new_with_free_func (topic_free);
  self->by_id = g_hash_table_new (g_str_hash, g_str_equal);
  self->lists = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_ptr_array_unref);
}

/* Loading */

typedef struct
{
  TrucoTopicMap *map;
  char          *variant;
  Topic         *topic;     /* being read */
  gboolean       in_rule;
  GString       *text;
} ParseState;

static void G_GNUC_PRINTF (4, 5)
set_invalid (GMarkupParseContext  *context,
             int                   line,
             GError              **error,
             const char           *format,
             ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  if (context != NULL)
    g_markup_parse_context_get_position (context, &line, NULL);
  /* Translators: %d is a line number of the topic map, a data file of the
   * lessons; %s says what is wrong there (in English, for its editors). */
  g_set_error (error, TRUCO_CURRICULUM_ERROR, TRUCO_CURRICULUM_ERROR_INVALID,
               _("The topic map is not valid at line %d: %s"), line, message);
}

/* (ar|cat|fr|tyf|put)(\.[a-z0-9]+(-[a-z0-9]+)*)+ */
static gboolean
is_valid_topic_id (const char *id)
{
  static const char * const variants[] = { "ar", "cat", "fr", "tyf", "put", NULL };
  const char *dot = strchr (id, '.');
  g_autofree char *variant = NULL;
  gboolean word_start = TRUE;

  if (dot == NULL || strlen (id) > 80)
    return FALSE;
  variant = g_strndup (id, dot - id);
  if (!g_strv_contains (variants, variant))
    return FALSE;
  for (const char *p = dot; *p != '\0'; p++)
    {
      if (*p == '.' || *p == '-')
        {
          if (word_start && p != dot)
            return FALSE;
          word_start = TRUE;
        }
      else if (g_ascii_islower (*p) || g_ascii_isdigit (*p))
        word_start = FALSE;
      else
        return FALSE;
    }
  return !word_start;
}

static const char *
find_attribute (const char **names,
                const char **values,
                const char  *name)
{
  for (guint i = 0; names[i] != NULL; i++)
    if (g_str_equal (names[i], name))
      return values[i];
  return NULL;
}

static void
parse_start_element (GMarkupParseContext  *context,
                     const char           *element,
                     const char          **names,
                     const char          **values,
                     gpointer              user_data,
                     GError              **error)
{
  ParseState *state = user_data;
  const GSList *stack = g_markup_parse_context_get_element_stack (context);
  const char *parent = stack->next != NULL ? stack->next->data : NULL;

  if (parent == NULL)
    {
      if (!g_str_equal (element, "topics"))
        set_invalid (context, 0, error, "the root element is <%s>, not <topics>", element);
      return;
    }

  if (g_str_equal (parent, "topics") && g_str_equal (element, "variant"))
    {
      const char *id = find_attribute (names, values, "id");

      if (id == NULL || !truco_variant_lookup (id))
        {
          set_invalid (context, 0, error, "a <variant> needs the id of a variant (ar, cat, fr, tyf or put)");
          return;
        }
      g_free (state->variant);
      state->variant = g_strdup (id);
      if (!g_hash_table_contains (state->map->lists, id))
        g_hash_table_insert (state->map->lists, g_strdup (id), g_ptr_array_new_null_terminated (64, NULL, TRUE));
      return;
    }

  if (g_str_equal (parent, "variant") && g_str_equal (element, "topic"))
    {
      static const char * const allowed[] = { "id", "skill", "options", "needs", NULL };
      const char *id = find_attribute (names, values, "id");
      const char *skill = find_attribute (names, values, "skill");
      const char *needs = find_attribute (names, values, "needs");
      Topic *topic;

      for (guint i = 0; names[i] != NULL; i++)
        if (!g_strv_contains (allowed, names[i]))
          {
            set_invalid (context, 0, error, "<topic> has no attribute %s", names[i]);
            return;
          }
      if (id == NULL || !is_valid_topic_id (id) || !g_str_has_prefix (id, state->variant) ||
          id[strlen (state->variant)] != '.')
        {
          set_invalid (context, 0, error, "a <topic> needs an id that starts with its variant and a dot (“%s.…”), not “%s”",
                       state->variant, id != NULL ? id : "");
          return;
        }
      if (g_hash_table_contains (state->map->by_id, id))
        {
          set_invalid (context, 0, error, "the topic “%s” is listed twice", id);
          return;
        }
      if (state->map->topics->len == MAX_TOPICS)
        {
          set_invalid (context, 0, error, "more than %d topics", MAX_TOPICS);
          return;
        }
      if (skill == NULL || truco_skill_lookup (skill) == NULL)
        {
          set_invalid (context, 0, error, "the topic “%s” names the skill “%s”, which the exercise catalogue does not have",
                       id, skill != NULL ? skill : "");
          return;
        }

      topic = g_new0 (Topic, 1);
      topic->id = g_strdup (id);
      topic->variant = g_strdup (state->variant);
      topic->skill = g_strdup (skill);
      topic->options = g_strdup (find_attribute (names, values, "options"));
      topic->needs = g_strsplit (needs != NULL ? needs : "", " ", -1);
      if (needs == NULL || *needs == '\0')
        {
          g_strfreev (topic->needs);
          topic->needs = g_new0 (char *, 1);
        }
      g_markup_parse_context_get_position (context, &topic->line, NULL);
      g_ptr_array_add (state->map->topics, topic);
      g_hash_table_insert (state->map->by_id, topic->id, topic);
      g_ptr_array_add (g_hash_table_lookup (state->map->lists, state->variant), topic->id);
      state->topic = topic;
      if (g_strv_length (topic->needs) > MAX_NEEDS)
        set_invalid (context, 0, error, "the topic “%s” needs more than %d topics", id, MAX_NEEDS);
      return;
    }

  if (g_str_equal (parent, "topic") && g_str_equal (element, "rule") && state->topic != NULL &&
      state->topic->rule == NULL)
    {
      state->in_rule = TRUE;
      g_string_truncate (state->text, 0);
      return;
    }

  set_invalid (context, 0, error, "<%s> inside <%s>; it does not belong there", element, parent);
}

static void
parse_end_element (GMarkupParseContext  *context,
                   const char           *element,
                   gpointer              user_data,
                   GError              **error)
{
  ParseState *state = user_data;

  if (g_str_equal (element, "rule") && state->in_rule)
    {
      g_autofree char *text = truco_markup_normalize_whitespace (state->text->str);

      state->in_rule = FALSE;
      if (*text == '\0' || !g_utf8_validate (text, -1, NULL))
        {
          set_invalid (context, 0, error, "the topic “%s” has an empty <rule>", state->topic->id);
          return;
        }
      state->topic->rule = g_strdup (g_dgettext (GETTEXT_PACKAGE, text));
    }
  else if (g_str_equal (element, "topic") && state->topic != NULL)
    {
      if (state->topic->rule == NULL)
        set_invalid (context, 0, error, "the topic “%s” has no <rule>", state->topic->id);
      state->topic = NULL;
    }
}

static void
parse_text (GMarkupParseContext  *context,
            const char           *text,
            gsize                 text_len,
            gpointer              user_data,
            GError              **error)
{
  ParseState *state = user_data;

  if (state->in_rule)
    {
      if (state->text->len + text_len > MAX_RULE)
        set_invalid (context, 0, error, "a <rule> is longer than %d bytes", MAX_RULE);
      else
        g_string_append_len (state->text, text, text_len);
      return;
    }
  for (gsize i = 0; i < text_len; i++)
    if (!g_ascii_isspace (text[i]))
      {
        set_invalid (context, 0, error, "text outside <rule>");
        return;
      }
}

static const GMarkupParser parser = {
  parse_start_element,
  parse_end_element,
  parse_text,
  NULL,
  NULL,
};

/* 0 unseen, 1 on the path being followed, 2 done. */
static gboolean
visit (TrucoTopicMap  *self,
       Topic          *topic,
       GHashTable     *marks,
       GError        **error)
{
  int mark = GPOINTER_TO_INT (g_hash_table_lookup (marks, topic->id));

  if (mark == 2)
    return TRUE;
  if (mark == 1)
    {
      set_invalid (NULL, topic->line, error, "the topic “%s” needs itself, through a cycle of needs", topic->id);
      return FALSE;
    }
  g_hash_table_insert (marks, topic->id, GINT_TO_POINTER (1));
  for (guint i = 0; topic->needs[i] != NULL; i++)
    {
      Topic *need = g_hash_table_lookup (self->by_id, topic->needs[i]);

      if (need == NULL)
        {
          set_invalid (NULL, topic->line, error, "the topic “%s” needs “%s”, which is not a topic", topic->id,
                       topic->needs[i]);
          return FALSE;
        }
      if (!g_str_equal (need->variant, topic->variant))
        {
          set_invalid (NULL, topic->line, error, "the topic “%s” needs “%s”, a topic of another variant", topic->id,
                       topic->needs[i]);
          return FALSE;
        }
      if (!visit (self, need, marks, error))
        return FALSE;
    }
  g_hash_table_insert (marks, topic->id, GINT_TO_POINTER (2));
  return TRUE;
}

/**
 * truco_topic_map_new_from_bytes:
 * @bytes: a topic map (data/lessons/topics.rng)
 * @error: return location for a #GError
 *
 * Returns: (transfer full): the map, or %NULL with @error set (in the
 *   #TRUCO_CURRICULUM_ERROR domain) saying what is wrong and on which line
 */
TrucoTopicMap *
truco_topic_map_new_from_bytes (GBytes  *bytes,
                                GError **error)
{
  g_autoptr(TrucoTopicMap) self = g_object_new (TRUCO_TYPE_TOPIC_MAP, NULL);
  g_autoptr(GMarkupParseContext) context = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GHashTable) marks = NULL;
  ParseState state = { 0 };
  gconstpointer data;
  gsize size;
  gboolean ok;

  g_return_val_if_fail (bytes != NULL, NULL);

  state.map = self;
  state.text = g_string_new (NULL);
  data = g_bytes_get_data (bytes, &size);
  if (data == NULL)
    data = "";
  context = g_markup_parse_context_new (&parser, 0, &state, NULL);
  ok = g_markup_parse_context_parse (context, data, size, &local_error) &&
       g_markup_parse_context_end_parse (context, &local_error);
  g_string_free (state.text, TRUE);
  g_free (state.variant);

  if (!ok)
    {
      if (local_error->domain == TRUCO_CURRICULUM_ERROR)
        g_propagate_error (error, g_steal_pointer (&local_error));
      else
        /* Translators: %s is the XML parser's message (in English). */
        g_set_error (error, TRUCO_CURRICULUM_ERROR, TRUCO_CURRICULUM_ERROR_PARSE,
                     _("The topic map is not well-formed XML: %s"), local_error->message);
      return NULL;
    }
  if (self->topics->len == 0)
    {
      set_invalid (NULL, 1, error, "no <topic>");
      return NULL;
    }

  marks = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < self->topics->len; i++)
    if (!visit (self, g_ptr_array_index (self->topics, i), marks, error))
      return NULL;

  return g_steal_pointer (&self);
}

/**
 * truco_topic_map_get_default:
 *
 * Returns: (transfer none) (nullable): the application's topic map, read
 *   once from the resources, or %NULL when it is not there or cannot be
 *   read (a warning says why)
 */
TrucoTopicMap *
truco_topic_map_get_default (void)
{
  static TrucoTopicMap *map;
  static gsize done;

  if (g_once_init_enter (&done))
    {
      g_autoptr(GBytes) bytes = g_resources_lookup_data (TRUCO_TOPICS_RESOURCE, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
      g_autoptr(GError) error = NULL;

      if (bytes != NULL)
        {
          map = truco_topic_map_new_from_bytes (bytes, &error);
          if (map == NULL)
            g_warning ("%s", error->message);
        }
      g_once_init_leave (&done, 1);
    }
  return map;
}

static Topic *
lookup (TrucoTopicMap *self,
        const char    *id)
{
  g_return_val_if_fail (TRUCO_IS_TOPIC_MAP (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  return g_hash_table_lookup (self->by_id, id);
}

gboolean
truco_topic_map_has (TrucoTopicMap *self,
                     const char    *id)
{
  return lookup (self, id) != NULL;
}

/* Returns: (transfer none): the topic ids of @variant in the map's order
 * (empty for a variant with none). */
const char * const *
truco_topic_map_list (TrucoTopicMap *self,
                      const char    *variant)
{
  static const char * const none[] = { NULL };
  GPtrArray *list;

  g_return_val_if_fail (TRUCO_IS_TOPIC_MAP (self), none);

  list = g_hash_table_lookup (self->lists, variant);
  return list != NULL ? (const char * const *) list->pdata : none;
}

const char *
truco_topic_map_get_variant (TrucoTopicMap *self,
                             const char    *id)
{
  Topic *topic = lookup (self, id);

  return topic != NULL ? topic->variant : NULL;
}

/* Returns: (nullable): the topic's rule in one translated sentence. */
const char *
truco_topic_map_get_rule (TrucoTopicMap *self,
                          const char    *id)
{
  Topic *topic = lookup (self, id);

  return topic != NULL ? topic->rule : NULL;
}

/* Returns: (nullable): the id of the skill that practises the topic. */
const char *
truco_topic_map_get_skill (TrucoTopicMap *self,
                           const char    *id)
{
  Topic *topic = lookup (self, id);

  return topic != NULL ? topic->skill : NULL;
}

/* Returns: (nullable): the house rules the skill practises it under
 * ("flor_enabled=on"), or %NULL for the variant's defaults. */
const char *
truco_topic_map_get_options (TrucoTopicMap *self,
                             const char    *id)
{
  Topic *topic = lookup (self, id);

  return topic != NULL ? topic->options : NULL;
}

/* Returns: (transfer none) (nullable): the topics a learner must know
 * first. */
const char * const *
truco_topic_map_get_needs (TrucoTopicMap *self,
                           const char    *id)
{
  Topic *topic = lookup (self, id);

  return topic != NULL ? (const char * const *) topic->needs : NULL;
}

/* Returns: the line of the map where the topic is, or -1. */
int
truco_topic_map_get_line (TrucoTopicMap *self,
                          const char    *id)
{
  Topic *topic = lookup (self, id);

  return topic != NULL ? topic->line : -1;
}
