/* truco-curriculum.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "truco-markup-private.h"
#include "truco-curriculum.h"
#include "truco-lesson-private.h"

/**
 * TrucoCurriculum:
 *
 * The lessons of one variant, in the order players learn them: a
 * #GListModel of [class@Truco.Lesson], read from the variant's lesson file
 * (data/lessons/VARIANT.xml, compiled into the GResource under
 * %TRUCO_LESSONS_RESOURCE_DIR; the format is described in
 * data/lessons/lessons.rng).  One file per variant, so that a path loads
 * only when its variant is chosen.
 *
 * Every text is looked up with gettext after whitespace normalisation, so
 * lessons show in the user's language.  Every worked example is evaluated
 * by the engine while loading ([class@Truco.Situation]); a situation that
 * is not legal in its variant makes the whole file invalid.
 */

/* Bounds on what a lesson file may hold: a damaged or hostile file cannot
 * make the loader hold more than this. */
#define MAX_LESSONS 64
#define MAX_STEPS 32
#define MAX_PARAGRAPHS 8
#define MAX_TEXT 2000
#define MAX_TERMS 16
#define MAX_SKILLS 8
#define MAX_ITEMS 20
#define MIN_CHECK_ITEMS 5
#define MIN_MINUTES 3
#define MAX_MINUTES 8
#define MAX_ATTRIBUTES 8

struct _TrucoCurriculum
{
  GObject    parent_instance;

  char      *variant;
  GPtrArray *lessons;   /* of TrucoLesson, in the file's order */
};

static void truco_curriculum_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TrucoCurriculum, truco_curriculum, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      truco_curriculum_list_model_init))

G_DEFINE_QUARK (truco-curriculum-error-quark, truco_curriculum_error)

/* GListModel */

static GType
truco_curriculum_get_item_type (GListModel *model)
{
  return TRUCO_TYPE_LESSON;
}

static guint
truco_curriculum_get_n_items (GListModel *model)
{
  return TRUCO_CURRICULUM (model)->lessons->len;
}

static gpointer
truco_curriculum_get_item (GListModel *model,
                           guint       position)
{
  TrucoCurriculum *self = TRUCO_CURRICULUM (model);

  if (position >= self->lessons->len)
    return NULL;

  return g_object_ref (g_ptr_array_index (self->lessons, position));
}

static void
truco_curriculum_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = truco_curriculum_get_item_type;
  iface->get_n_items = truco_curriculum_get_n_items;
  iface->get_item = truco_curriculum_get_item;
}

static void
truco_curriculum_finalize (GObject *object)
{
  TrucoCurriculum *self = (TrucoCurriculum *) object;

  g_free (self->variant);
  g_ptr_array_unref (self->lessons);

  G_OBJECT_CLASS (truco_curriculum_parent_class)->finalize (object);
}

static void
truco_curriculum_class_init (TrucoCurriculumClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = truco_curriculum_finalize;
}

static void
truco_curriculum_init (TrucoCurriculum *self)
{
  self->lessons = g_ptr_array_new_with_free_func (g_object_unref);
}

/* Loading */

typedef enum
{
  FIELD_NONE,
  FIELD_TITLE,
  FIELD_GOAL,
  FIELD_TEXT,
  FIELD_CARDS,
} Field;

typedef struct
{
  TrucoCurriculum *curriculum;
  const TrucoRules *rules;      /* the variant's default rules, for the deck */
  TrucoLesson     *lesson;      /* being read, owned */
  TrucoLessonStep *step;        /* being read, owned */
  char            *highlight;   /* the highlight attribute of <cards> */
  Field            field;
  GString         *text;
  gboolean         seen_root;
  gboolean         seen_cards;
  gboolean         seen_terms;
  gboolean         has_example;
} ParseState;

static void
parse_state_clear (ParseState *state)
{
  g_clear_object (&state->lesson);
  g_clear_object (&state->step);
  g_clear_pointer (&state->highlight, g_free);
  if (state->text != NULL)
    g_string_free (state->text, TRUE);
}

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

  /* The details are for whoever edits the lesson file, in English like
   * the file itself; the sentence around them is translated. */
  if (context != NULL)
    {
      g_markup_parse_context_get_position (context, &line, NULL);
      /* Translators: %d is a line number of a lesson file; %s says what is
       * wrong there (in English, for the lessons' editors). */
      g_set_error (error, TRUCO_CURRICULUM_ERROR, TRUCO_CURRICULUM_ERROR_INVALID,
                   _("The lesson file is not valid at line %d: %s"), line, message);
    }
  else
    {
      /* Translators: %s says what is wrong (in English, for the lessons'
       * editors). */
      g_set_error (error, TRUCO_CURRICULUM_ERROR, TRUCO_CURRICULUM_ERROR_INVALID,
                   _("The lesson file is not valid: %s"), message);
    }
}

static gboolean
is_valid_id (const char *id)
{
  gboolean dash = TRUE;

  if (*id == '\0' || strlen (id) > 64)
    return FALSE;

  /* [a-z0-9]+(-[a-z0-9]+)* */
  for (const char *p = id; *p != '\0'; p++)
    {
      if (*p == '-')
        {
          if (dash)
            return FALSE;
          dash = TRUE;
        }
      else if (g_ascii_islower (*p) || g_ascii_isdigit (*p))
        dash = FALSE;
      else
        return FALSE;
    }

  return !dash;
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

/* Every attribute is one of @allowed. */
static gboolean
check_attributes (GMarkupParseContext  *context,
                  const char           *element,
                  const char          **names,
                  const char * const   *allowed,
                  GError              **error)
{
  for (guint i = 0; names[i] != NULL; i++)
    if (!g_strv_contains (allowed, names[i]))
      {
        set_invalid (context, error, "<%s> has no attribute %s", element, names[i]);
        return FALSE;
      }
  return TRUE;
}

static gboolean
parse_count (GMarkupParseContext  *context,
             const char           *element,
             const char           *name,
             const char           *text,
             guint                 min,
             guint                 max,
             guint                *out,
             GError              **error)
{
  guint64 n;

  if (text == NULL)
    {
      set_invalid (context, error, "<%s> needs a %s attribute", element, name);
      return FALSE;
    }
  if (!g_ascii_string_to_unsigned (text, 10, min, max, &n, NULL))
    {
      set_invalid (context, error, "the %s of <%s> must be a number from %u to %u, not “%s”",
                   name, element, min, max, text);
      return FALSE;
    }
  *out = (guint) n;
  return TRUE;
}

static gboolean
parse_skills (GMarkupParseContext  *context,
              const char           *element,
              const char           *text,
              TrucoLessonStep      *step,
              GError              **error)
{
  g_auto(GStrv) words = NULL;
  GPtrArray *skills;

  if (text == NULL)
    {
      set_invalid (context, error, "<%s> needs a skills attribute", element);
      return FALSE;
    }

  words = g_strsplit (text, " ", -1);
  skills = g_ptr_array_new_null_terminated (4, g_free, TRUE);
  for (guint i = 0; words[i] != NULL; i++)
    {
      if (*words[i] == '\0')
        continue;
      if (!is_valid_id (words[i]) || skills->len == MAX_SKILLS ||
          g_strv_contains ((const char * const *) skills->pdata, words[i]))
        {
          set_invalid (context, error, "the skills of <%s> must be up to %d different ids, not “%s”",
                       element, MAX_SKILLS, words[i]);
          g_ptr_array_unref (skills);
          return FALSE;
        }
      g_ptr_array_add (skills, g_strdup (words[i]));
    }
  if (skills->len == 0)
    {
      set_invalid (context, error, "<%s> names no skill", element);
      g_ptr_array_unref (skills);
      return FALSE;
    }

  g_strfreev (step->skills);
  step->skills = (char **) g_ptr_array_free (skills, FALSE);
  return TRUE;
}

static void
start_lesson (GMarkupParseContext  *context,
              ParseState           *state,
              const char          **names,
              const char          **values,
              GError              **error)
{
  static const char * const allowed[] = { "id", "minutes", NULL };
  const char *id = find_attribute (names, values, "id");
  guint minutes;

  if (!check_attributes (context, "lesson", names, allowed, error))
    return;
  if (id == NULL || !is_valid_id (id) || !g_str_has_prefix (id, state->curriculum->variant) ||
      id[strlen (state->curriculum->variant)] != '-')
    {
      set_invalid (context, error, "a <lesson> needs an id of lower-case letters, digits and dashes "
                   "that starts with its variant and a dash (“%s-…”)", state->curriculum->variant);
      return;
    }
  if (truco_curriculum_lookup (state->curriculum, id) != NULL)
    {
      set_invalid (context, error, "the lesson id “%s” is used twice", id);
      return;
    }
  if (state->curriculum->lessons->len == MAX_LESSONS)
    {
      set_invalid (context, error, "more than %d lessons", MAX_LESSONS);
      return;
    }
  if (!parse_count (context, "lesson", "minutes", find_attribute (names, values, "minutes"),
                    MIN_MINUTES, MAX_MINUTES, &minutes, error))
    return;

  state->lesson = _truco_lesson_new (id, state->curriculum->variant, minutes);
  state->has_example = FALSE;
}

static void
start_step (GMarkupParseContext  *context,
            ParseState           *state,
            const char           *element,
            const char          **names,
            const char          **values,
            GError              **error)
{
  TrucoLesson *lesson = state->lesson;
  g_autoptr(TrucoLessonStep) step = NULL;

  if (lesson->title == NULL || lesson->goal == NULL)
    {
      set_invalid (context, error, "the lesson “%s” needs a <title> and a <goal> before its steps", lesson->id);
      return;
    }
  if (lesson->steps->len == MAX_STEPS)
    {
      set_invalid (context, error, "the lesson “%s” has more than %d steps", lesson->id, MAX_STEPS);
      return;
    }

  if (g_str_equal (element, "explain") || g_str_equal (element, "example"))
    {
      if (names[0] != NULL)
        {
          set_invalid (context, error, "<%s> has no attribute %s", element, names[0]);
          return;
        }
      step = _truco_lesson_step_new (g_str_equal (element, "explain") ? TRUCO_LESSON_STEP_EXPLAIN
                                                                      : TRUCO_LESSON_STEP_EXAMPLE);
    }
  else if (g_str_equal (element, "try"))
    {
      static const char * const allowed[] = { "skills", "items", "hints", "options", NULL };

      step = _truco_lesson_step_new (TRUCO_LESSON_STEP_TRY);
      if (!check_attributes (context, element, names, allowed, error) ||
          !parse_skills (context, element, find_attribute (names, values, "skills"), step, error) ||
          !parse_count (context, element, "items", find_attribute (names, values, "items"),
                        1, MAX_ITEMS, &step->n_items, error) ||
          !parse_count (context, element, "hints", find_attribute (names, values, "hints"),
                        0, step->n_items, &step->n_hinted, error))
        return;
    }
  else
    {
      static const char * const allowed[] = { "skills", "items", "pass", "options", NULL };

      g_assert (g_str_equal (element, "check"));
      step = _truco_lesson_step_new (TRUCO_LESSON_STEP_CHECK);
      if (!check_attributes (context, element, names, allowed, error) ||
          !parse_skills (context, element, find_attribute (names, values, "skills"), step, error) ||
          !parse_count (context, element, "items", find_attribute (names, values, "items"),
                        MIN_CHECK_ITEMS, MAX_ITEMS, &step->n_items, error) ||
          !parse_count (context, element, "pass", find_attribute (names, values, "pass"),
                        1, step->n_items, &step->pass_mark, error))
        return;
    }

  if (step->kind == TRUCO_LESSON_STEP_TRY || step->kind == TRUCO_LESSON_STEP_CHECK)
    {
      const char *options = find_attribute (names, values, "options");
      g_auto(GStrv) words = g_strsplit (options != NULL ? options : "", " ", -1);

      step->rules = truco_rules_copy (state->rules);
      for (guint i = 0; words[i] != NULL; i++)
        {
          g_autoptr(GError) local_error = NULL;
          g_auto(GStrv) pair = NULL;

          if (*words[i] == '\0')
            continue;
          pair = g_strsplit (words[i], "=", 2);
          if (pair[1] == NULL || !truco_rules_set (step->rules, pair[0], pair[1], &local_error))
            {
              set_invalid (context, error, "the option “%s” of <%s>: %s", words[i], element,
                           local_error != NULL ? local_error->message : "not KEY=VALUE");
              return;
            }
        }
    }

  state->step = g_steal_pointer (&step);
  state->seen_cards = FALSE;
  state->seen_terms = FALSE;
}

static void
start_situation (GMarkupParseContext  *context,
                 ParseState           *state,
                 const char          **names,
                 const char          **values,
                 GError              **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GPtrArray) keys = g_ptr_array_new_null_terminated (4, NULL, TRUE);
  g_autoptr(GPtrArray) vals = g_ptr_array_new_null_terminated (4, NULL, TRUE);
  const char *kind = NULL;

  if (state->step->kind != TRUCO_LESSON_STEP_EXAMPLE)
    {
      set_invalid (context, error, "<situation> belongs in an <example>");
      return;
    }
  if (state->step->situation != NULL)
    {
      set_invalid (context, error, "an <example> has one <situation>");
      return;
    }
  if (state->step->paragraphs->len == 0)
    {
      set_invalid (context, error, "an <example> starts with its <text>, then its <situation>");
      return;
    }

  for (guint i = 0; names[i] != NULL; i++)
    {
      if (i == MAX_ATTRIBUTES)
        {
          set_invalid (context, error, "a <situation> has at most %d attributes", MAX_ATTRIBUTES);
          return;
        }
      if (g_str_equal (names[i], "kind"))
        kind = values[i];
      else
        {
          g_ptr_array_add (keys, (gpointer) names[i]);
          g_ptr_array_add (vals, (gpointer) values[i]);
        }
    }
  if (kind == NULL)
    {
      set_invalid (context, error, "a <situation> needs a kind");
      return;
    }

  state->step->situation = truco_situation_new (state->curriculum->variant, kind,
                                                (const char * const *) keys->pdata,
                                                (const char * const *) vals->pdata,
                                                &local_error);
  if (state->step->situation == NULL)
    set_invalid (context, error, "the situation of lesson “%s” is not legal in %s: %s",
                 state->lesson->id, state->curriculum->variant, local_error->message);
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
      static const char * const allowed[] = { "variant", NULL };
      const char *variant = find_attribute (attribute_names, attribute_values, "variant");
      const TrucoVariant *v;

      if (!g_str_equal (element_name, "lessons"))
        {
          set_invalid (context, error, "the root element is <%s>, not <lessons>", element_name);
          return;
        }
      if (state->seen_root)
        {
          set_invalid (context, error, "a second <lessons>; a file has the lessons of one variant");
          return;
        }
      if (!check_attributes (context, element_name, attribute_names, allowed, error))
        return;
      v = variant != NULL ? truco_variant_lookup (variant) : NULL;
      if (v == NULL)
        {
          set_invalid (context, error, "<lessons> needs the variant attribute (ar, cat, fr, tyf or put)");
          return;
        }
      state->curriculum->variant = g_strdup (variant);
      state->rules = truco_variant_get_default_rules (v);
      state->seen_root = TRUE;
      return;
    }

  if (g_str_equal (parent, "lessons"))
    {
      if (!g_str_equal (element_name, "lesson"))
        {
          set_invalid (context, error, "<%s> inside <lessons>; only <lesson> may be there", element_name);
          return;
        }
      start_lesson (context, state, attribute_names, attribute_values, error);
      return;
    }

  if (g_str_equal (parent, "lesson"))
    {
      g_assert (state->lesson != NULL);

      if (g_str_equal (element_name, "title") || g_str_equal (element_name, "goal"))
        {
          gboolean title = g_str_equal (element_name, "title");

          if (attribute_names[0] != NULL)
            {
              set_invalid (context, error, "<%s> has no attributes", element_name);
              return;
            }
          if ((title && (state->lesson->title != NULL || state->lesson->goal != NULL)) ||
              (!title && (state->lesson->title == NULL || state->lesson->goal != NULL)) ||
              state->lesson->steps->len > 0)
            {
              set_invalid (context, error, "a <lesson> starts with one <title>, then one <goal>");
              return;
            }
          state->field = title ? FIELD_TITLE : FIELD_GOAL;
        }
      else if (g_str_equal (element_name, "explain") || g_str_equal (element_name, "example") ||
               g_str_equal (element_name, "try") || g_str_equal (element_name, "check"))
        {
          start_step (context, state, element_name, attribute_names, attribute_values, error);
          return;
        }
      else
        {
          set_invalid (context, error, "<%s> inside <lesson>; a lesson has a title, a goal and steps "
                       "(explain, example, try, check)", element_name);
          return;
        }
      g_string_truncate (state->text, 0);
      return;
    }

  if (g_str_equal (parent, "explain") || g_str_equal (parent, "example"))
    {
      TrucoLessonStep *step = state->step;

      g_assert (step != NULL);

      if (g_str_equal (element_name, "text"))
        {
          if (attribute_names[0] != NULL)
            {
              set_invalid (context, error, "<text> has no attributes");
              return;
            }
          if (state->seen_cards || state->seen_terms || step->situation != NULL)
            {
              set_invalid (context, error, "the <text> of a step comes first");
              return;
            }
          if (step->paragraphs->len == MAX_PARAGRAPHS)
            {
              set_invalid (context, error, "a step has at most %d <text>s", MAX_PARAGRAPHS);
              return;
            }
          state->field = FIELD_TEXT;
          g_string_truncate (state->text, 0);
          return;
        }

      if (g_str_equal (element_name, "situation"))
        {
          start_situation (context, state, attribute_names, attribute_values, error);
          return;
        }

      if (g_str_equal (parent, "explain") && g_str_equal (element_name, "cards"))
        {
          static const char * const allowed[] = { "highlight", NULL };

          if (!check_attributes (context, element_name, attribute_names, allowed, error))
            return;
          if (step->paragraphs->len == 0 || state->seen_cards || state->seen_terms)
            {
              set_invalid (context, error, "an <explain> has its <text>, then at most one <cards>, then its <term>s");
              return;
            }
          state->seen_cards = TRUE;
          g_free (state->highlight);
          state->highlight = g_strdup (find_attribute (attribute_names, attribute_values, "highlight"));
          state->field = FIELD_CARDS;
          g_string_truncate (state->text, 0);
          return;
        }

      if (g_str_equal (parent, "explain") && g_str_equal (element_name, "term"))
        {
          static const char * const allowed[] = { "ref", NULL };
          const char *ref = find_attribute (attribute_names, attribute_values, "ref");

          if (!check_attributes (context, element_name, attribute_names, allowed, error))
            return;
          if (step->paragraphs->len == 0)
            {
              set_invalid (context, error, "an <explain> has its <text> before its <term>s");
              return;
            }
          if (ref == NULL || !is_valid_id (ref))
            {
              set_invalid (context, error, "a <term> needs a ref attribute with a glossary term id");
              return;
            }
          if (g_strv_contains ((const char * const *) step->terms->pdata, ref) || step->terms->len == MAX_TERMS)
            {
              set_invalid (context, error, "the term “%s” is linked twice, or a step links more than %d terms",
                           ref, MAX_TERMS);
              return;
            }
          state->seen_terms = TRUE;
          g_ptr_array_add (step->terms, g_strdup (ref));
          return;
        }

      set_invalid (context, error, "<%s> inside <%s>; it does not belong there", element_name, parent);
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
    {
      if (state->text->len + text_len > MAX_TEXT)
        {
          set_invalid (context, error, "a text is longer than %d bytes", MAX_TEXT);
          return;
        }
      g_string_append_len (state->text, text, text_len);
      return;
    }

  /* Only white space between the elements: text anywhere else would be
   * silently lost (and never translated). */
  for (gsize i = 0; i < text_len; i++)
    if (!g_ascii_isspace (text[i]))
      {
        set_invalid (context, error, "text outside <title>, <goal>, <text> and <cards>");
        return;
      }
}

static gboolean
parse_cards (GMarkupParseContext  *context,
             ParseState           *state,
             const char           *text,
             GError              **error)
{
  TrucoLessonStep *step = state->step;
  g_auto(GStrv) words = g_strsplit (text, " ", -1);
  g_auto(GStrv) highlight = g_strsplit (state->highlight != NULL ? state->highlight : "", " ", -1);
  TrucoDeck deck = truco_rules_get_deck (state->rules);

  for (guint i = 0; words[i] != NULL; i++)
    {
      g_autoptr(GError) local_error = NULL;
      TrucoCard card;

      if (!truco_card_parse_in_deck (words[i], deck, &card, &local_error))
        {
          set_invalid (context, error, "%s", local_error->message);
          return FALSE;
        }
      for (guint j = 0; j < step->n_cards; j++)
        if (step->cards[j] == card)
          {
            set_invalid (context, error, "the card %s is shown twice", words[i]);
            return FALSE;
          }
      if (step->n_cards == TRUCO_LESSON_MAX_CARDS)
        {
          set_invalid (context, error, "a step shows at most %d cards", TRUCO_LESSON_MAX_CARDS);
          return FALSE;
        }
      step->cards[step->n_cards++] = card;
    }

  for (guint i = 0; highlight[i] != NULL; i++)
    {
      g_autoptr(GError) local_error = NULL;
      gboolean found = FALSE;
      TrucoCard card;

      if (*highlight[i] == '\0')
        continue;
      if (!truco_card_parse_in_deck (highlight[i], deck, &card, &local_error))
        {
          set_invalid (context, error, "%s", local_error->message);
          return FALSE;
        }
      for (guint j = 0; j < step->n_cards; j++)
        if (step->cards[j] == card)
          {
            found = step->highlighted[j] = TRUE;
          }
      if (!found)
        {
          set_invalid (context, error, "the highlighted card %s is not among the cards shown", highlight[i]);
          return FALSE;
        }
    }

  return TRUE;
}

static void
end_lesson (GMarkupParseContext  *context,
            ParseState           *state,
            GError              **error)
{
  TrucoLesson *lesson = state->lesson;
  TrucoLessonStep *last;

  if (lesson->title == NULL || lesson->goal == NULL)
    {
      set_invalid (context, error, "the lesson “%s” needs a <title> and a <goal>", lesson->id);
      return;
    }
  if (!state->has_example)
    {
      set_invalid (context, error, "the lesson “%s” needs at least one <example>", lesson->id);
      return;
    }
  last = lesson->steps->len > 0 ? g_ptr_array_index (lesson->steps, lesson->steps->len - 1) : NULL;
  if (last == NULL || last->kind != TRUCO_LESSON_STEP_CHECK)
    {
      set_invalid (context, error, "the lesson “%s” must end with a <check>", lesson->id);
      return;
    }

  g_ptr_array_add (state->curriculum->lessons, g_steal_pointer (&state->lesson));
}

static void
end_step (GMarkupParseContext  *context,
          ParseState           *state,
          GError              **error)
{
  TrucoLessonStep *step = state->step;
  TrucoLesson *lesson = state->lesson;

  switch (step->kind)
    {
    case TRUCO_LESSON_STEP_EXPLAIN:
      if (step->paragraphs->len == 0)
        {
          set_invalid (context, error, "an <explain> of “%s” has no <text>", lesson->id);
          return;
        }
      break;

    case TRUCO_LESSON_STEP_EXAMPLE:
      if (step->situation == NULL)
        {
          set_invalid (context, error, "an <example> of “%s” has no <situation>", lesson->id);
          return;
        }
      state->has_example = TRUE;
      break;

    case TRUCO_LESSON_STEP_TRY:
    case TRUCO_LESSON_STEP_CHECK:
      for (guint i = 0; step->skills[i] != NULL; i++)
        if (!g_strv_contains ((const char * const *) lesson->skills->pdata, step->skills[i]))
          g_ptr_array_add (lesson->skills, g_strdup (step->skills[i]));
      break;

    default:
      g_assert_not_reached ();
    }

  g_ptr_array_add (lesson->steps, g_steal_pointer (&state->step));
}

static void
parse_end_element (GMarkupParseContext  *context,
                   const char           *element_name,
                   gpointer              user_data,
                   GError              **error)
{
  ParseState *state = user_data;
  Field field = state->field;
  g_autofree char *text = NULL;
  const char *translated;

  if (field == FIELD_NONE)
    {
      if (state->step != NULL && (g_str_equal (element_name, "explain") || g_str_equal (element_name, "example") ||
                                  g_str_equal (element_name, "try") || g_str_equal (element_name, "check")))
        end_step (context, state, error);
      else if (state->lesson != NULL && g_str_equal (element_name, "lesson"))
        end_lesson (context, state, error);
      return;
    }

  state->field = FIELD_NONE;
  text = truco_markup_normalize_whitespace (state->text->str);

  if (*text == '\0')
    {
      set_invalid (context, error, "an empty <%s>", element_name);
      return;
    }
  if (!g_utf8_validate (text, -1, NULL))
    {
      set_invalid (context, error, "a <%s> that is not UTF-8", element_name);
      return;
    }

  if (field == FIELD_CARDS)
    {
      parse_cards (context, state, text, error);
      return;
    }

  /* The translation, if there is one. */
  translated = g_dgettext (GETTEXT_PACKAGE, text);

  switch (field)
    {
    case FIELD_TITLE:
      state->lesson->title = g_strdup (translated);
      break;
    case FIELD_GOAL:
      state->lesson->goal = g_strdup (translated);
      break;
    case FIELD_TEXT:
      g_ptr_array_add (state->step->paragraphs, g_strdup (translated));
      break;
    case FIELD_CARDS:
    case FIELD_NONE:
    default:
      g_assert_not_reached ();
    }
}

static const GMarkupParser parser = {
  parse_start_element,
  parse_end_element,
  parse_text,
  NULL,
  NULL,
};

/**
 * truco_curriculum_new_from_bytes:
 * @bytes: a lesson file (data/lessons/lessons.rng)
 * @error: return location for a #GError
 *
 * Reads the lessons of one variant.  The file must be well-formed and
 * valid: unique lesson ids that start with the variant, a title and a
 * goal, 3 to 8 minutes, at least one worked example whose situation is
 * legal in the variant, and a check (at least five items) at the end.
 * Whether the skills and glossary terms named exist is checked by the
 * data tests, which know the catalogues.
 *
 * Returns: (transfer full): the curriculum, or %NULL with @error set to a
 *   #TrucoCurriculumError that says what is wrong and where
 */
TrucoCurriculum *
truco_curriculum_new_from_bytes (GBytes  *bytes,
                                 GError **error)
{
  g_autoptr(TrucoCurriculum) self = NULL;
  g_autoptr(GMarkupParseContext) context = NULL;
  g_autoptr(GError) local_error = NULL;
  ParseState state = { 0 };
  gconstpointer data;
  gsize size;
  gboolean ok;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = g_object_new (TRUCO_TYPE_CURRICULUM, NULL);
  state.curriculum = self;
  state.text = g_string_new (NULL);

  data = g_bytes_get_data (bytes, &size);
  /* Empty bytes may have no data at all; GMarkup wants a string. */
  if (data == NULL)
    data = "";
  context = g_markup_parse_context_new (&parser, G_MARKUP_PREFIX_ERROR_POSITION, &state, NULL);

  ok = g_markup_parse_context_parse (context, data, size, &local_error) &&
       g_markup_parse_context_end_parse (context, &local_error);
  parse_state_clear (&state);

  if (!ok)
    {
      if (local_error->domain == TRUCO_CURRICULUM_ERROR)
        g_propagate_error (error, g_steal_pointer (&local_error));
      else
        /* Translators: %s is the XML parser's message (in English). */
        g_set_error (error, TRUCO_CURRICULUM_ERROR, TRUCO_CURRICULUM_ERROR_PARSE,
                     _("The lesson file is not well-formed XML: %s"), local_error->message);
      return NULL;
    }

  if (!state.seen_root)
    {
      set_invalid (NULL, error, "the file is empty");
      return NULL;
    }
  if (self->lessons->len == 0)
    {
      set_invalid (NULL, error, "the file has no <lesson>");
      return NULL;
    }

  return g_steal_pointer (&self);
}

/**
 * truco_curriculum_new_from_resource:
 * @path: a resource path
 * @error: return location for a #GError
 *
 * Returns: (transfer full): the curriculum, or %NULL with @error set
 */
TrucoCurriculum *
truco_curriculum_new_from_resource (const char  *path,
                                    GError     **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (path != NULL, NULL);

  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return NULL;

  return truco_curriculum_new_from_bytes (bytes, error);
}

/**
 * truco_curriculum_new_for_variant:
 * @variant: a variant id ("ar")
 * @error: return location for a #GError
 *
 * Loads the lessons of @variant from the application's resources.
 *
 * Returns: (transfer full): the curriculum, or %NULL with @error set
 *   (%TRUCO_CURRICULUM_ERROR_NOT_FOUND when the variant has no lessons)
 */
TrucoCurriculum *
truco_curriculum_new_for_variant (const char  *variant,
                                  GError     **error)
{
  g_autofree char *path = NULL;
  g_autoptr(GBytes) bytes = NULL;
  TrucoCurriculum *self;

  g_return_val_if_fail (variant != NULL, NULL);

  if (truco_variant_lookup (variant) == NULL || strchr (variant, '/') != NULL)
    {
      /* Translators: %s is a variant id such as "ar". */
      g_set_error (error, TRUCO_CURRICULUM_ERROR, TRUCO_CURRICULUM_ERROR_NOT_FOUND,
                   _("There are no lessons for the variant “%s”."), variant);
      return NULL;
    }

  path = g_strdup_printf (TRUCO_LESSONS_RESOURCE_DIR "/%s.xml", variant);
  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  if (bytes == NULL)
    {
      g_set_error (error, TRUCO_CURRICULUM_ERROR, TRUCO_CURRICULUM_ERROR_NOT_FOUND,
                   _("There are no lessons for the variant “%s”."), variant);
      return NULL;
    }

  self = truco_curriculum_new_from_bytes (bytes, error);
  if (self != NULL && !g_str_equal (self->variant, variant))
    {
      set_invalid (NULL, error, "the lessons of “%s” are for the variant “%s”", variant, self->variant);
      g_clear_object (&self);
    }
  return self;
}

/* Returns: the id of the variant the lessons teach. */
const char *
truco_curriculum_get_variant (TrucoCurriculum *self)
{
  g_return_val_if_fail (TRUCO_IS_CURRICULUM (self), NULL);

  return self->variant;
}

/* Returns: (transfer none) (nullable): the lesson with @id. */
TrucoLesson *
truco_curriculum_lookup (TrucoCurriculum *self,
                         const char      *id)
{
  int index;

  g_return_val_if_fail (TRUCO_IS_CURRICULUM (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  index = truco_curriculum_get_index (self, id);
  return index < 0 ? NULL : g_ptr_array_index (self->lessons, index);
}

/* Returns: the position of the lesson with @id in the path, or -1. */
int
truco_curriculum_get_index (TrucoCurriculum *self,
                            const char      *id)
{
  g_return_val_if_fail (TRUCO_IS_CURRICULUM (self), -1);
  g_return_val_if_fail (id != NULL, -1);

  for (guint i = 0; i < self->lessons->len; i++)
    if (g_str_equal (truco_lesson_get_id (g_ptr_array_index (self->lessons, i)), id))
      return i;
  return -1;
}
