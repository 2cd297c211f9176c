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
#include "truco-exercise.h"
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
 * The lessons are grouped in units (truco_curriculum_get_units()), each
 * with a title.  Each explanation names the topics of the topic map
 * ([class@Truco.TopicMap]) it teaches, each worked example the topics it
 * shows; a try or a check asks only what was taught before it (its
 * scope, truco_lesson_step_get_scope()).
 *
 * A lesson that cannot be read (a topic or a skill that does not exist, a
 * scope no question of a skill can satisfy, a step that is not valid) is
 * left out, and the others load: #TrucoCurriculum:n-unreadable counts
 * them and truco_curriculum_get_problems() says, for each, the line and
 * what is wrong.  A file that is not well-formed loads nothing.
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
#define MAX_UNITS 16
#define MAX_STEP_TOPICS 16

struct _TrucoCurriculum
{
  GObject        parent_instance;

  char          *variant;
  GPtrArray     *lessons;    /* of TrucoLesson, in the file's order */
  GListStore    *units;      /* of TrucoCurriculumUnit */
  TrucoTopicMap *topics;     /* (nullable) */
  GPtrArray     *problems;   /* messages of the lessons left out, NULL-terminated */
};

struct _TrucoCurriculumUnit
{
  GObject     parent_instance;

  char       *id;
  char       *title;        /* translated; NULL for lessons outside a unit */
  GListStore *lessons;      /* of TrucoLesson */
};

enum {
  PROP_0,
  PROP_N_UNREADABLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  UNIT_PROP_0,
  UNIT_PROP_ID,
  UNIT_PROP_TITLE,
  UNIT_PROP_MINUTES,
  UNIT_PROP_LESSONS,
  N_UNIT_PROPS
};

static GParamSpec *unit_properties[N_UNIT_PROPS];

G_DEFINE_FINAL_TYPE (TrucoCurriculumUnit, truco_curriculum_unit, G_TYPE_OBJECT)

static void
truco_curriculum_unit_finalize (GObject *object)
{
  TrucoCurriculumUnit *self = (TrucoCurriculumUnit *) object;

  g_free (self->id);
  g_free (self->title);
  g_object_unref (self->lessons);

  G_OBJECT_CLASS (truco_curriculum_unit_parent_class)->finalize (object);
}

static void
truco_curriculum_unit_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  TrucoCurriculumUnit *self = TRUCO_CURRICULUM_UNIT (object);

  switch (prop_id)
    {
    case UNIT_PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case UNIT_PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case UNIT_PROP_MINUTES:
      g_value_set_uint (value, truco_curriculum_unit_get_minutes (self));
      break;
    case UNIT_PROP_LESSONS:
      g_value_set_object (value, self->lessons);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
truco_curriculum_unit_class_init (TrucoCurriculumUnitClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = truco_curriculum_unit_finalize;
  object_class->get_property = truco_curriculum_unit_get_property;

  unit_properties[UNIT_PROP_ID] =
    g_param_spec_string ("id", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  unit_properties[UNIT_PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  unit_properties[UNIT_PROP_MINUTES] =
    g_param_spec_uint ("minutes", NULL, NULL, 0, G_MAXUINT, 0, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  unit_properties[UNIT_PROP_LESSONS] =
    g_param_spec_object ("lessons", NULL, NULL, G_TYPE_LIST_MODEL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_UNIT_PROPS, unit_properties);
}

static void
truco_curriculum_unit_init (TrucoCurriculumUnit *self)
{
  self->lessons = g_list_store_new (TRUCO_TYPE_LESSON);
}

/**
 * TrucoCurriculumUnit:
 *
 * A group of lessons of a path with a title ("The Envido"): an id, a
 * translated title, its lessons (a #GListModel of [class@Truco.Lesson])
 * and the minutes they take in all.
 */

/* Returns: the unit's id ("ar-unit-envido"). */
const char *
truco_curriculum_unit_get_id (TrucoCurriculumUnit *self)
{
  g_return_val_if_fail (TRUCO_IS_CURRICULUM_UNIT (self), NULL);

  return self->id;
}

/* Returns: (nullable): the translated title. */
const char *
truco_curriculum_unit_get_title (TrucoCurriculumUnit *self)
{
  g_return_val_if_fail (TRUCO_IS_CURRICULUM_UNIT (self), NULL);

  return self->title;
}

/* Returns: (transfer none): the lessons of the unit, in order. */
GListModel *
truco_curriculum_unit_get_lessons (TrucoCurriculumUnit *self)
{
  g_return_val_if_fail (TRUCO_IS_CURRICULUM_UNIT (self), NULL);

  return G_LIST_MODEL (self->lessons);
}

/* Returns: the minutes of all its lessons. */
guint
truco_curriculum_unit_get_minutes (TrucoCurriculumUnit *self)
{
  guint minutes = 0;

  g_return_val_if_fail (TRUCO_IS_CURRICULUM_UNIT (self), 0);

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->lessons)); i++)
    {
      g_autoptr(TrucoLesson) lesson = g_list_model_get_item (G_LIST_MODEL (self->lessons), i);

      minutes += truco_lesson_get_minutes (lesson);
    }
  return minutes;
}

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
  g_object_unref (self->units);
  g_clear_object (&self->topics);
  g_ptr_array_unref (self->problems);

  G_OBJECT_CLASS (truco_curriculum_parent_class)->finalize (object);
}

static void
truco_curriculum_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TrucoCurriculum *self = TRUCO_CURRICULUM (object);

  switch (prop_id)
    {
    case PROP_N_UNREADABLE:
      g_value_set_uint (value, self->problems->len);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
truco_curriculum_class_init (TrucoCurriculumClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = truco_curriculum_finalize;
  object_class->get_property = truco_curriculum_get_property;

  /**
   * TrucoCurriculum:n-unreadable:
   *
   * How many lessons of the file could not be read and were left out
   * (truco_curriculum_get_problems() says why).  A page shows the lessons
   * that loaded and says that some could not be read.
   */
  properties[PROP_N_UNREADABLE] =
    g_param_spec_uint ("n-unreadable", NULL, NULL, 0, G_MAXUINT, 0, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
truco_curriculum_init (TrucoCurriculum *self)
{
  self->lessons = g_ptr_array_new_with_free_func (g_object_unref);
  self->units = g_list_store_new (TRUCO_TYPE_CURRICULUM_UNIT);
  self->problems = g_ptr_array_new_null_terminated (1, g_free, TRUE);
}

/* Loading */

typedef enum
{
  FIELD_NONE,
  FIELD_TITLE,
  FIELD_GOAL,
  FIELD_TEXT,
  FIELD_CARDS,
  FIELD_UNIT_TITLE,
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
  TrucoCurriculumUnit *unit;    /* being read (not yet in the curriculum), owned */
  GPtrArray       *taught;      /* topics taught by the lessons read so far, NULL-terminated */
  gboolean         skipping;    /* inside a lesson that could not be read */
  guint            lesson_depth;
} ParseState;

static void
parse_state_clear (ParseState *state)
{
  g_clear_object (&state->lesson);
  g_clear_object (&state->step);
  g_clear_object (&state->unit);
  g_clear_pointer (&state->highlight, g_free);
  g_clear_pointer (&state->taught, g_ptr_array_unref);
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

/* The topics an <explain> teaches or an <example> shows: ids of the topic
 * map, of this variant. */
static gboolean
parse_topics (GMarkupParseContext  *context,
              ParseState           *state,
              const char           *element,
              const char           *text,
              TrucoLessonStep      *step,
              GError              **error)
{
  TrucoTopicMap *map = state->curriculum->topics;
  g_auto(GStrv) words = NULL;

  if (text == NULL)
    return TRUE;
  words = g_strsplit (text, " ", -1);
  for (guint i = 0; words[i] != NULL; i++)
    {
      if (*words[i] == '\0')
        continue;
      if (step->topics->len == MAX_STEP_TOPICS ||
          g_strv_contains ((const char * const *) step->topics->pdata, words[i]))
        {
          set_invalid (context, error, "the topics of <%s> must be up to %d different ids, not “%s”",
                       element, MAX_STEP_TOPICS, words[i]);
          return FALSE;
        }
      if (map != NULL && (!truco_topic_map_has (map, words[i]) ||
                          g_strcmp0 (truco_topic_map_get_variant (map, words[i]), state->curriculum->variant) != 0))
        {
          set_invalid (context, error, "the lesson “%s” names the topic “%s”, which the topic map of %s does not have",
                       state->lesson->id, words[i], state->curriculum->variant);
          return FALSE;
        }
      g_ptr_array_add (step->topics, g_strdup (words[i]));
    }
  return TRUE;
}

/* The skills of a try or a check exist, and each has a question within
 * the topics taught so far (@step's scope). */
static gboolean
check_scope (GMarkupParseContext  *context,
             ParseState           *state,
             const char           *element,
             TrucoLessonStep      *step,
             GError              **error)
{
  TrucoTopicMap *map = state->curriculum->topics;

  for (guint i = 0; step->skills[i] != NULL; i++)
    {
      gboolean reachable = FALSE;

      if (truco_skill_lookup (step->skills[i]) == NULL)
        {
          set_invalid (context, error, "the <%s> of “%s” names the skill “%s”, which the exercise catalogue does not have",
                       element, state->lesson->id, step->skills[i]);
          return FALSE;
        }
      if (map == NULL)
        continue;
      for (guint t = 0; t < step->scope->len && !reachable; t++)
        reachable = g_strcmp0 (truco_topic_map_get_skill (map, g_ptr_array_index (step->scope, t)),
                               step->skills[i]) == 0;
      if (!reachable)
        {
          set_invalid (context, error, "the <%s> of “%s” asks the skill “%s”, but no topic taught so far is "
                       "practised by it: no question can be asked in that scope",
                       element, state->lesson->id, step->skills[i]);
          return FALSE;
        }
    }
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
  if (state->unit != NULL)
    {
      state->lesson->unit_id = g_strdup (state->unit->id);
      state->lesson->unit_title = g_strdup (state->unit->title);
    }
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
      gboolean explain = g_str_equal (element, "explain");
      const char *attribute = explain ? "teaches" : "shows";
      const char * const allowed[] = { attribute, NULL };

      step = _truco_lesson_step_new (explain ? TRUCO_LESSON_STEP_EXPLAIN : TRUCO_LESSON_STEP_EXAMPLE);
      if (!check_attributes (context, element, names, allowed, error) ||
          !parse_topics (context, state, element, find_attribute (names, values, attribute), step, error))
        return;
      if (explain)
        for (guint i = 0; i < step->topics->len; i++)
          if (!g_strv_contains ((const char * const *) lesson->topics->pdata, g_ptr_array_index (step->topics, i)))
            g_ptr_array_add (lesson->topics, g_strdup (g_ptr_array_index (step->topics, i)));
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

      /* The scope: what the lessons before taught, then this one so far. */
      for (guint i = 0; i < state->taught->len; i++)
        g_ptr_array_add (step->scope, g_strdup (g_ptr_array_index (state->taught, i)));
      for (guint i = 0; i < lesson->topics->len; i++)
        g_ptr_array_add (step->scope, g_strdup (g_ptr_array_index (lesson->topics, i)));
      if (!check_scope (context, state, element, step, error))
        return;
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

static void start_unit (GMarkupParseContext  *context,
                        ParseState           *state,
                        const char          **names,
                        const char          **values,
                        GError              **error);
static void end_unit   (GMarkupParseContext  *context,
                        ParseState           *state,
                        GError              **error);

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
start_element (GMarkupParseContext  *context,
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
      if (g_str_equal (element_name, "unit"))
        start_unit (context, state, attribute_names, attribute_values, error);
      else if (g_str_equal (element_name, "lesson"))
        start_lesson (context, state, attribute_names, attribute_values, error);
      else
        set_invalid (context, error, "<%s> inside <lessons>; only <unit> and <lesson> may be there", element_name);
      return;
    }

  if (g_str_equal (parent, "unit"))
    {
      g_assert (state->unit != NULL);

      if (g_str_equal (element_name, "title"))
        {
          if (attribute_names[0] != NULL || state->unit->title != NULL ||
              g_list_model_get_n_items (G_LIST_MODEL (state->unit->lessons)) > 0 || state->lesson != NULL)
            {
              set_invalid (context, error, "a <unit> starts with one <title> without attributes");
              return;
            }
          state->field = FIELD_UNIT_TITLE;
          g_string_truncate (state->text, 0);
        }
      else if (g_str_equal (element_name, "lesson"))
        {
          if (state->unit->title == NULL)
            {
              set_invalid (context, error, "the unit “%s” needs its <title> before its lessons", state->unit->id);
              return;
            }
          start_lesson (context, state, attribute_names, attribute_values, error);
        }
      else
        set_invalid (context, error, "<%s> inside <unit>; only a <title> and <lesson>s may be there", element_name);
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

  for (guint i = 0; i < lesson->topics->len; i++)
    if (!g_strv_contains ((const char * const *) state->taught->pdata, g_ptr_array_index (lesson->topics, i)))
      g_ptr_array_add (state->taught, g_strdup (g_ptr_array_index (lesson->topics, i)));
  if (state->unit == NULL)
    {
      /* A lesson outside any unit is a unit of its own, without a title. */
      TrucoCurriculumUnit *unit = g_object_new (TRUCO_TYPE_CURRICULUM_UNIT, NULL);

      unit->id = g_strdup (lesson->id);
      g_list_store_append (unit->lessons, lesson);
      g_list_store_append (state->curriculum->units, unit);
      g_object_unref (unit);
    }
  else
    g_list_store_append (state->unit->lessons, lesson);
  g_ptr_array_add (state->curriculum->lessons, g_steal_pointer (&state->lesson));
}

static void
start_unit (GMarkupParseContext  *context,
            ParseState           *state,
            const char          **names,
            const char          **values,
            GError              **error)
{
  static const char * const allowed[] = { "id", NULL };
  const char *id = find_attribute (names, values, "id");
  guint n_units = g_list_model_get_n_items (G_LIST_MODEL (state->curriculum->units));

  if (!check_attributes (context, "unit", names, allowed, error))
    return;
  if (id == NULL || !is_valid_id (id) || !g_str_has_prefix (id, state->curriculum->variant) ||
      id[strlen (state->curriculum->variant)] != '-')
    {
      set_invalid (context, error, "a <unit> needs an id of lower-case letters, digits and dashes "
                   "that starts with its variant and a dash (“%s-…”)", state->curriculum->variant);
      return;
    }
  for (guint i = 0; i < n_units; i++)
    {
      g_autoptr(TrucoCurriculumUnit) unit = g_list_model_get_item (G_LIST_MODEL (state->curriculum->units), i);

      if (g_str_equal (unit->id, id))
        {
          set_invalid (context, error, "the unit id “%s” is used twice", id);
          return;
        }
    }
  if (n_units == MAX_UNITS)
    {
      set_invalid (context, error, "more than %d units", MAX_UNITS);
      return;
    }
  state->unit = g_object_new (TRUCO_TYPE_CURRICULUM_UNIT, NULL);
  state->unit->id = g_strdup (id);
}

static void
end_unit (GMarkupParseContext  *context,
          ParseState           *state,
          GError              **error)
{
  g_autoptr(TrucoCurriculumUnit) unit = g_steal_pointer (&state->unit);

  if (unit->title == NULL)
    {
      set_invalid (context, error, "the unit “%s” needs a <title>", unit->id);
      return;
    }
  /* A unit whose lessons could all not be read is left out with them. */
  if (g_list_model_get_n_items (G_LIST_MODEL (unit->lessons)) > 0)
    g_list_store_append (state->curriculum->units, unit);
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
end_element (GMarkupParseContext  *context,
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
      else if (state->unit != NULL && g_str_equal (element_name, "unit"))
        end_unit (context, state, error);
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
    case FIELD_UNIT_TITLE:
      state->unit->title = g_strdup (translated);
      break;
    case FIELD_CARDS:
    case FIELD_NONE:
    default:
      g_assert_not_reached ();
    }
}

/* A lesson that cannot be read is left out, with its problem noted, and
 * the reading goes on after its end tag. */
static gboolean
leave_lesson_out (GMarkupParseContext  *context,
                  ParseState           *state,
                  const char           *element_name,
                  gboolean              starting,
                  GError              **error)
{
  guint depth = g_slist_length ((GSList *) g_markup_parse_context_get_element_stack (context));

  if (error == NULL || *error == NULL || (*error)->domain != TRUCO_CURRICULUM_ERROR)
    return FALSE;
  if (state->lesson == NULL && !(starting && g_str_equal (element_name, "lesson")))
    return FALSE;

  g_ptr_array_add (state->curriculum->problems, g_strdup ((*error)->message));
  g_clear_error (error);
  g_clear_object (&state->lesson);
  g_clear_object (&state->step);
  state->field = FIELD_NONE;
  if (starting && g_str_equal (element_name, "lesson"))
    state->lesson_depth = depth;
  else if (!starting && g_str_equal (element_name, "lesson"))
    return TRUE;      /* the lesson is over already */
  state->skipping = TRUE;
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

  if (state->skipping)
    return;
  if (g_str_equal (element_name, "lesson"))
    state->lesson_depth = g_slist_length ((GSList *) g_markup_parse_context_get_element_stack (context));
  start_element (context, element_name, attribute_names, attribute_values, user_data, error);
  leave_lesson_out (context, state, element_name, TRUE, error);
}

static void
parse_end_element (GMarkupParseContext  *context,
             const char           *element_name,
             gpointer              user_data,
             GError              **error)
{
  ParseState *state = user_data;

  if (state->skipping)
    {
      if (g_str_equal (element_name, "lesson") &&
          g_slist_length ((GSList *) g_markup_parse_context_get_element_stack (context)) == state->lesson_depth)
        state->skipping = FALSE;
      return;
    }
  end_element (context, element_name, user_data, error);
  leave_lesson_out (context, state, element_name, FALSE, error);
}

static void
parse_text_or_skip (GMarkupParseContext  *context,
                    const char           *text,
                    gsize                 text_len,
                    gpointer              user_data,
                    GError              **error)
{
  ParseState *state = user_data;

  if (state->skipping)
    return;
  parse_text (context, text, text_len, user_data, error);
  leave_lesson_out (context, state, "", FALSE, error);
}

static const GMarkupParser parser = {
  parse_start_element,
  parse_end_element,
  parse_text_or_skip,
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
  return truco_curriculum_new_full (bytes, truco_topic_map_get_default (), error);
}

/**
 * truco_curriculum_new_full:
 * @bytes: a lesson file (data/lessons/lessons.rng)
 * @topics: (nullable): the topic map the lessons' topics are checked
 *   against, or %NULL to leave them unchecked
 * @error: return location for a #GError
 *
 * Like truco_curriculum_new_from_bytes(), with a given topic map.
 *
 * Returns: (transfer full): the curriculum, or %NULL with @error set
 */
TrucoCurriculum *
truco_curriculum_new_full (GBytes         *bytes,
                           TrucoTopicMap  *topics,
                           GError        **error)
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
  self->topics = topics != NULL ? g_object_ref (topics) : NULL;
  state.curriculum = self;
  state.text = g_string_new (NULL);
  state.taught = g_ptr_array_new_null_terminated (64, g_free, TRUE);

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
      if (self->problems->len > 0)
        g_set_error_literal (error, TRUCO_CURRICULUM_ERROR, TRUCO_CURRICULUM_ERROR_INVALID,
                             g_ptr_array_index (self->problems, 0));
      else
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

  return truco_curriculum_new_from_file_bytes (bytes, path, error);
}

/**
 * truco_curriculum_new_from_file_bytes:
 * @bytes: a lesson file (data/lessons/lessons.rng)
 * @file: the file's name, for its editors
 * @error: return location for a #GError
 *
 * As truco_curriculum_new_from_bytes(), with @file named in the error and
 * in each problem of a lesson left out ("ar.xml: … line 5: … “ar.x”"),
 * and each of those problems logged as a warning: the lessons that load
 * are shown, and whoever edits the file learns where the others failed.
 *
 * Returns: (transfer full): the curriculum, or %NULL with @error set
 */
TrucoCurriculum *
truco_curriculum_new_from_file_bytes (GBytes      *bytes,
                                      const char  *file,
                                      GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *base = NULL;
  TrucoCurriculum *self;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (file != NULL, NULL);

  base = g_path_get_basename (file);
  self = truco_curriculum_new_from_bytes (bytes, &local_error);
  if (self == NULL)
    {
      g_prefix_error (&local_error, "%s: ", base);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  for (guint i = 0; i < self->problems->len; i++)
    {
      char *named = g_strdup_printf ("%s: %s", base, (const char *) g_ptr_array_index (self->problems, i));

      g_free (g_ptr_array_index (self->problems, i));
      g_ptr_array_index (self->problems, i) = named;
      g_warning ("A lesson was left out: %s", named);
    }
  return self;
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

  self = truco_curriculum_new_from_file_bytes (bytes, path, error);
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

/* Returns: (transfer none): the units of the path, a #GListModel of
 * #TrucoCurriculumUnit, in order. */
GListModel *
truco_curriculum_get_units (TrucoCurriculum *self)
{
  g_return_val_if_fail (TRUCO_IS_CURRICULUM (self), NULL);

  return G_LIST_MODEL (self->units);
}

/* Returns: (transfer none) (nullable): the topic map the lessons were
 * checked against. */
TrucoTopicMap *
truco_curriculum_get_topic_map (TrucoCurriculum *self)
{
  g_return_val_if_fail (TRUCO_IS_CURRICULUM (self), NULL);

  return self->topics;
}

/**
 * truco_curriculum_find_teaching_lesson:
 * @self: a curriculum
 * @topic: a topic id
 *
 * Where a hint links to: the first lesson that teaches @topic.
 *
 * Returns: (transfer none) (nullable): the lesson, or %NULL when no lesson
 *   of the path teaches it
 */
TrucoLesson *
truco_curriculum_find_teaching_lesson (TrucoCurriculum *self,
                                       const char      *topic)
{
  g_return_val_if_fail (TRUCO_IS_CURRICULUM (self), NULL);
  g_return_val_if_fail (topic != NULL, NULL);

  for (guint i = 0; i < self->lessons->len; i++)
    {
      TrucoLesson *lesson = g_ptr_array_index (self->lessons, i);

      if (g_strv_contains (truco_lesson_get_topics (lesson), topic))
        return lesson;
    }
  return NULL;
}

/* Returns: how many lessons of the file could not be read. */
guint
truco_curriculum_get_n_unreadable (TrucoCurriculum *self)
{
  g_return_val_if_fail (TRUCO_IS_CURRICULUM (self), 0);

  return self->problems->len;
}

/* Returns: (transfer none): for each lesson left out, what is wrong and on
 * which line (in English, for the lessons' editors, in a translated
 * sentence). */
const char * const *
truco_curriculum_get_problems (TrucoCurriculum *self)
{
  g_return_val_if_fail (TRUCO_IS_CURRICULUM (self), NULL);

  return (const char * const *) self->problems->pdata;
}
