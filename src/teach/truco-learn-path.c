/* truco-learn-path.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* TrucoLearnPath is the Learn path of one variant as models the page binds
 * to: a list of units (TrucoPathUnit), each with the list of its lessons
 * (TrucoPathLesson), in path order.  Each lesson says its state (new, up
 * next, in progress, done with its stars), whether it comes after a lesson
 * not passed yet ("locked": shown dimmed, still open to the learner), and
 * the words for it: the state, what its stars mean, the row's subtitle and
 * the accessible description.  truco_learn_path_refresh() reads the
 * progress again and notifies only what changed; the next lesson to take
 * is a property, for the "Continue" card.
 *
 * truco_learn_path_load_lessons() parses a variant's lessons once and
 * shares them: the Learn path and the Quiz hold the same curriculum. */

#include "config.h"

#include <glib/gi18n.h>

#include "truco-learn-path.h"

/* The curricula loaded, by variant, while something holds them (main
 * thread only). */
static GHashTable *loaded_lessons;

static void
lessons_finalized_cb (gpointer  data,
                      GObject  *where_the_object_was)
{
  g_hash_table_remove (loaded_lessons, data);
}

/**
 * truco_learn_path_load_lessons:
 * @variant: a variant id
 *
 * The lessons of @variant, parsed the first time they are asked for and
 * shared while anything holds them: the Learn path and the Quiz read the
 * same curriculum, parsed once.
 *
 * Returns: (transfer full) (nullable): the variant's lessons, or %NULL
 *   with @error set (%TRUCO_CURRICULUM_ERROR_NOT_FOUND when it has none)
 */
TrucoCurriculum *
truco_learn_path_load_lessons (const char  *variant,
                               GError     **error)
{
  TrucoCurriculum *curriculum;
  char *key;

  g_return_val_if_fail (variant != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (loaded_lessons == NULL)
    loaded_lessons = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  curriculum = g_hash_table_lookup (loaded_lessons, variant);
  if (curriculum != NULL)
    return g_object_ref (curriculum);

  curriculum = truco_curriculum_new_for_variant (variant, error);
  if (curriculum == NULL)
    return NULL;

  key = g_strdup (variant);
  g_hash_table_insert (loaded_lessons, key, curriculum);
  g_object_weak_ref (G_OBJECT (curriculum), lessons_finalized_cb, key);

  return curriculum;
}

/* TrucoPathLesson */

struct _TrucoPathLesson
{
  GObject           parent_instance;

  TrucoLesson      *lesson;
  char             *unit_title;
  guint             position;
  TrucoLessonState  state;
  guint             stars;
  guint             step;
  gboolean          locked;
  char             *state_text;
  char             *stars_text;
  char             *subtitle;
  char             *description;
};

G_DEFINE_FINAL_TYPE (TrucoPathLesson, truco_path_lesson, G_TYPE_OBJECT)

enum {
  LESSON_PROP_0,
  LESSON_PROP_LESSON,
  LESSON_PROP_STATE,
  LESSON_PROP_STARS,
  LESSON_PROP_LOCKED,
  LESSON_PROP_STATE_TEXT,
  LESSON_PROP_STARS_TEXT,
  LESSON_PROP_SUBTITLE,
  LESSON_PROP_DESCRIPTION,
  LESSON_N_PROPS
};

static GParamSpec *lesson_properties[LESSON_N_PROPS];

static void
truco_path_lesson_finalize (GObject *object)
{
  TrucoPathLesson *self = TRUCO_PATH_LESSON (object);

  g_clear_object (&self->lesson);
  g_free (self->unit_title);
  g_free (self->state_text);
  g_free (self->stars_text);
  g_free (self->subtitle);
  g_free (self->description);

  G_OBJECT_CLASS (truco_path_lesson_parent_class)->finalize (object);
}

static void
truco_path_lesson_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  TrucoPathLesson *self = TRUCO_PATH_LESSON (object);

  switch (prop_id)
    {
    case LESSON_PROP_LESSON:
      g_value_set_object (value, self->lesson);
      break;

    case LESSON_PROP_STATE:
      g_value_set_uint (value, self->state);
      break;

    case LESSON_PROP_STARS:
      g_value_set_uint (value, self->stars);
      break;

    case LESSON_PROP_LOCKED:
      g_value_set_boolean (value, self->locked);
      break;

    case LESSON_PROP_STATE_TEXT:
      g_value_set_string (value, self->state_text);
      break;

    case LESSON_PROP_STARS_TEXT:
      g_value_set_string (value, self->stars_text);
      break;

    case LESSON_PROP_SUBTITLE:
      g_value_set_string (value, self->subtitle);
      break;

    case LESSON_PROP_DESCRIPTION:
      g_value_set_string (value, self->description);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
truco_path_lesson_class_init (TrucoPathLessonClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = truco_path_lesson_finalize;
  object_class->get_property = truco_path_lesson_get_property;

  lesson_properties[LESSON_PROP_LESSON] =
    g_param_spec_object ("lesson", NULL, NULL, TRUCO_TYPE_LESSON, flags);
  /* A #TrucoLessonState. */
  lesson_properties[LESSON_PROP_STATE] =
    g_param_spec_uint ("state", NULL, NULL, 0, TRUCO_LESSON_STATE_DONE, 0, flags);
  lesson_properties[LESSON_PROP_STARS] =
    g_param_spec_uint ("stars", NULL, NULL, 0, 3, 0, flags);
  /* Comes after a lesson not passed yet: shown dimmed, still open. */
  lesson_properties[LESSON_PROP_LOCKED] =
    g_param_spec_boolean ("locked", NULL, NULL, FALSE, flags);
  lesson_properties[LESSON_PROP_STATE_TEXT] =
    g_param_spec_string ("state-text", NULL, NULL, NULL, flags);
  /* What the stars mean, or %NULL before they are earned. */
  lesson_properties[LESSON_PROP_STARS_TEXT] =
    g_param_spec_string ("stars-text", NULL, NULL, NULL, flags);
  lesson_properties[LESSON_PROP_SUBTITLE] =
    g_param_spec_string ("subtitle", NULL, NULL, NULL, flags);
  lesson_properties[LESSON_PROP_DESCRIPTION] =
    g_param_spec_string ("description", NULL, NULL, NULL, flags);

  g_object_class_install_properties (object_class, LESSON_N_PROPS, lesson_properties);
}

static void
truco_path_lesson_init (TrucoPathLesson *self)
{
}

TrucoLesson *
truco_path_lesson_get_lesson (TrucoPathLesson *self)
{
  g_return_val_if_fail (TRUCO_IS_PATH_LESSON (self), NULL);
  return self->lesson;
}

const char *
truco_path_lesson_get_unit_title (TrucoPathLesson *self)
{
  g_return_val_if_fail (TRUCO_IS_PATH_LESSON (self), NULL);
  return self->unit_title;
}

guint
truco_path_lesson_get_position (TrucoPathLesson *self)
{
  g_return_val_if_fail (TRUCO_IS_PATH_LESSON (self), 0);
  return self->position;
}

TrucoLessonState
truco_path_lesson_get_state (TrucoPathLesson *self)
{
  g_return_val_if_fail (TRUCO_IS_PATH_LESSON (self), TRUCO_LESSON_STATE_NEW);
  return self->state;
}

guint
truco_path_lesson_get_stars (TrucoPathLesson *self)
{
  g_return_val_if_fail (TRUCO_IS_PATH_LESSON (self), 0);
  return self->stars;
}

/**
 * truco_path_lesson_get_step:
 *
 * Returns: the last step reached, from 0 (where the lesson reopens)
 */
guint
truco_path_lesson_get_step (TrucoPathLesson *self)
{
  g_return_val_if_fail (TRUCO_IS_PATH_LESSON (self), 0);
  return self->step;
}

gboolean
truco_path_lesson_get_locked (TrucoPathLesson *self)
{
  g_return_val_if_fail (TRUCO_IS_PATH_LESSON (self), FALSE);
  return self->locked;
}

const char *
truco_path_lesson_get_state_text (TrucoPathLesson *self)
{
  g_return_val_if_fail (TRUCO_IS_PATH_LESSON (self), NULL);
  return self->state_text;
}

const char *
truco_path_lesson_get_stars_text (TrucoPathLesson *self)
{
  g_return_val_if_fail (TRUCO_IS_PATH_LESSON (self), NULL);
  return self->stars_text;
}

const char *
truco_path_lesson_get_subtitle (TrucoPathLesson *self)
{
  g_return_val_if_fail (TRUCO_IS_PATH_LESSON (self), NULL);
  return self->subtitle;
}

const char *
truco_path_lesson_get_description (TrucoPathLesson *self)
{
  g_return_val_if_fail (TRUCO_IS_PATH_LESSON (self), NULL);
  return self->description;
}

/* Sets a string field, notifying when it changed. */
static void
set_text (TrucoPathLesson *self,
          char           **field,
          char            *value,
          guint            prop)
{
  if (g_strcmp0 (*field, value) == 0)
    {
      g_free (value);
      return;
    }
  g_free (*field);
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), lesson_properties[prop]);
}

static void
set_uint (TrucoPathLesson *self,
          guint           *field,
          guint            value,
          guint            prop)
{
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), lesson_properties[prop]);
}

/**
 * truco_learn_path_describe_stars:
 * @progress: a lesson done
 *
 * What earned its stars, in a sentence: the check's mistakes and hints
 * where they are known; for stars saved before they were kept (which
 * counted hints only), what those stars meant.
 *
 * Returns: (transfer full) (nullable): the sentence, %NULL with no stars
 */
char *
truco_learn_path_describe_stars (const TrucoLessonProgress *progress)
{
  switch (progress->stars)
    {
    case 3:
      /* Translators: what earned a lesson's stars. */
      return g_strdup (progress->earned_known ? _("3 stars: the check passed with no mistake and no hint.")
                                              : _("3 stars: the check passed without a hint."));
    case 2:
      if (progress->earned_known && progress->n_mistakes > 0)
        return g_strdup (_("2 stars: the check passed with one mistake. "
                           "Take it again with no mistake and no hint for 3."));
      return g_strdup (_("2 stars: the check passed with one hint. "
                         "Take it again with no mistake and no hint for 3."));
    case 1:
      if (progress->earned_known)
        return g_strdup (_("1 star: the check passed with more than one mistake or hint. "
                           "Take it again with no mistake and no hint for 3."));
      return g_strdup (_("1 star: the check passed with more than one hint. "
                         "Take it again with no mistake and no hint for 3."));
    default:
      return NULL;
    }
}

static void
truco_path_lesson_sync (TrucoPathLesson           *self,
                        const TrucoLessonProgress *progress,
                        gboolean                   up_next,
                        gboolean                   locked)
{
  TrucoLesson *lesson = self->lesson;
  guint minutes = truco_lesson_get_minutes (lesson);
  TrucoLessonState state;
  char *state_text;
  char *subtitle;
  char *description;
  char *stars_text = NULL;

  g_object_freeze_notify (G_OBJECT (self));

  if (progress->done)
    state = TRUCO_LESSON_STATE_DONE;
  else if (up_next)
    state = TRUCO_LESSON_STATE_UP_NEXT;
  else if (progress->last_step > 0)
    state = TRUCO_LESSON_STATE_IN_PROGRESS;
  else
    state = TRUCO_LESSON_STATE_NEW;
  /* Up next and begun: it says where it was left. */
  if (up_next && progress->last_step > 0 && !progress->done)
    state = TRUCO_LESSON_STATE_IN_PROGRESS;

  switch (state)
    {
    case TRUCO_LESSON_STATE_DONE:
      /* Translators: the state of a lesson in the path: done, with the
       * stars earned out of three. */
      state_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Done, %u star of 3", "Done, %u stars of 3", progress->stars),
                                    progress->stars);
      stars_text = truco_learn_path_describe_stars (progress);
      break;

    case TRUCO_LESSON_STATE_IN_PROGRESS:
      /* Translators: the state of a lesson begun but not finished: the
       * page reached, as the lesson counts them ("Page 3 of 7"). */
      state_text = g_strdup_printf (_("In progress: page %u of %u"), progress->last_step + 1,
                                    truco_lesson_get_n_steps (lesson));
      break;

    case TRUCO_LESSON_STATE_UP_NEXT:
      /* Translators: the state of the lesson the path recommends next. */
      state_text = g_strdup (_("Up next"));
      break;

    case TRUCO_LESSON_STATE_NEW:
    default:
      /* Translators: the state of a lesson not begun yet. */
      state_text = g_strdup (_("New"));
      break;
    }

  /* Translators: under a lesson's title: its goal and how long it takes. */
  subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s About %u minute.", "%s About %u minutes.", minutes),
                              truco_lesson_get_goal (lesson), minutes);

  if (stars_text != NULL)
    description = g_strdup_printf ("%s. %s %s", state_text, truco_lesson_get_goal (lesson), stars_text);
  else if (locked)
    /* Translators: the accessible description of a lesson that comes
     * after one not passed yet; %s is its state, then its goal. */
    description = g_strdup_printf (_("%s. %s It builds on the lessons before it; you may still open it."),
                                   state_text, truco_lesson_get_goal (lesson));
  else
    description = g_strdup_printf ("%s. %s", state_text, truco_lesson_get_goal (lesson));

  set_uint (self, &self->state, state, LESSON_PROP_STATE);
  set_uint (self, &self->stars, progress->done ? progress->stars : 0, LESSON_PROP_STARS);
  self->step = progress->last_step;
  if (self->locked != locked)
    {
      self->locked = locked;
      g_object_notify_by_pspec (G_OBJECT (self), lesson_properties[LESSON_PROP_LOCKED]);
    }
  set_text (self, &self->state_text, state_text, LESSON_PROP_STATE_TEXT);
  set_text (self, &self->stars_text, stars_text, LESSON_PROP_STARS_TEXT);
  set_text (self, &self->subtitle, subtitle, LESSON_PROP_SUBTITLE);
  set_text (self, &self->description, description, LESSON_PROP_DESCRIPTION);

  g_object_thaw_notify (G_OBJECT (self));
}

/* TrucoPathUnit */

struct _TrucoPathUnit
{
  GObject     parent_instance;

  char       *title;
  GListStore *lessons;
};

G_DEFINE_FINAL_TYPE (TrucoPathUnit, truco_path_unit, G_TYPE_OBJECT)

static void
truco_path_unit_finalize (GObject *object)
{
  TrucoPathUnit *self = TRUCO_PATH_UNIT (object);

  g_free (self->title);
  g_clear_object (&self->lessons);

  G_OBJECT_CLASS (truco_path_unit_parent_class)->finalize (object);
}

static void
truco_path_unit_class_init (TrucoPathUnitClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = truco_path_unit_finalize;
}

static void
truco_path_unit_init (TrucoPathUnit *self)
{
  self->lessons = g_list_store_new (TRUCO_TYPE_PATH_LESSON);
}

const char *
truco_path_unit_get_title (TrucoPathUnit *self)
{
  g_return_val_if_fail (TRUCO_IS_PATH_UNIT (self), NULL);
  return self->title;
}

/**
 * truco_path_unit_get_lessons:
 *
 * Returns: (transfer none): the unit's #TrucoPathLesson items, in order
 */
GListModel *
truco_path_unit_get_lessons (TrucoPathUnit *self)
{
  g_return_val_if_fail (TRUCO_IS_PATH_UNIT (self), NULL);
  return G_LIST_MODEL (self->lessons);
}

/* TrucoLearnPath */

struct _TrucoLearnPath
{
  GObject          parent_instance;

  TrucoCurriculum *curriculum;
  TrucoProgress   *progress;
  GPtrArray       *units;     /* TrucoPathUnit */
  GPtrArray       *lessons;   /* TrucoPathLesson, in path order */
  TrucoPathLesson *next;
};

static void truco_learn_path_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TrucoLearnPath, truco_learn_path, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, truco_learn_path_list_model_init))

enum {
  PROP_0,
  PROP_NEXT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GType
truco_learn_path_get_item_type (GListModel *model)
{
  return TRUCO_TYPE_PATH_UNIT;
}

static guint
truco_learn_path_get_n_items (GListModel *model)
{
  return TRUCO_LEARN_PATH (model)->units->len;
}

static gpointer
truco_learn_path_get_item (GListModel *model,
                           guint       position)
{
  TrucoLearnPath *self = TRUCO_LEARN_PATH (model);

  return position < self->units->len ? g_object_ref (g_ptr_array_index (self->units, position)) : NULL;
}

static void
truco_learn_path_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = truco_learn_path_get_item_type;
  iface->get_n_items = truco_learn_path_get_n_items;
  iface->get_item = truco_learn_path_get_item;
}

static void
truco_learn_path_dispose (GObject *object)
{
  TrucoLearnPath *self = TRUCO_LEARN_PATH (object);

  g_clear_object (&self->curriculum);
  g_clear_object (&self->progress);
  g_clear_pointer (&self->units, g_ptr_array_unref);
  g_clear_pointer (&self->lessons, g_ptr_array_unref);
  self->next = NULL;

  G_OBJECT_CLASS (truco_learn_path_parent_class)->dispose (object);
}

static void
truco_learn_path_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TrucoLearnPath *self = TRUCO_LEARN_PATH (object);

  switch (prop_id)
    {
    case PROP_NEXT:
      g_value_set_object (value, self->next);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
truco_learn_path_class_init (TrucoLearnPathClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = truco_learn_path_dispose;
  object_class->get_property = truco_learn_path_get_property;

  /**
   * TrucoLearnPath:next:
   *
   * The lesson to take next (the first not passed, in path order), or
   * %NULL when every lesson is done.
   */
  properties[PROP_NEXT] =
    g_param_spec_object ("next", NULL, NULL,
                         TRUCO_TYPE_PATH_LESSON,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
truco_learn_path_init (TrucoLearnPath *self)
{
  self->units = g_ptr_array_new_with_free_func (g_object_unref);
  self->lessons = g_ptr_array_new_with_free_func (g_object_unref);
}

/* The title of the unit @lesson belongs to (the lessons of a unit are
 * consecutive in the path), or %NULL when its path has no units. */
static const char *
unit_of (TrucoLesson *lesson)
{
  return truco_lesson_get_unit_title (lesson);
}

/**
 * truco_learn_path_new:
 * @curriculum: the variant's lessons
 * @progress: (nullable): what the learner has done
 *
 * Returns: (transfer full): the path, its states read from @progress
 */
TrucoLearnPath *
truco_learn_path_new (TrucoCurriculum *curriculum,
                      TrucoProgress   *progress)
{
  TrucoLearnPath *self;
  TrucoPathUnit *unit = NULL;
  guint n;

  g_return_val_if_fail (TRUCO_IS_CURRICULUM (curriculum), NULL);
  g_return_val_if_fail (progress == NULL || TRUCO_IS_PROGRESS (progress), NULL);

  self = g_object_new (TRUCO_TYPE_LEARN_PATH, NULL);
  self->curriculum = g_object_ref (curriculum);
  self->progress = progress != NULL ? g_object_ref (progress) : NULL;

  n = g_list_model_get_n_items (G_LIST_MODEL (curriculum));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TrucoLesson) lesson = g_list_model_get_item (G_LIST_MODEL (curriculum), i);
      TrucoPathLesson *item = g_object_new (TRUCO_TYPE_PATH_LESSON, NULL);
      const char *unit_title = unit_of (lesson);
      /* Translators: the title of the lessons of a path not divided into
       * units. */
      const char *title = unit_title != NULL ? unit_title : _("Lessons");

      if (unit == NULL || g_strcmp0 (unit->title, title) != 0)
        {
          unit = g_object_new (TRUCO_TYPE_PATH_UNIT, NULL);
          unit->title = g_strdup (title);
          g_ptr_array_add (self->units, unit);
        }

      item->lesson = g_object_ref (lesson);
      item->unit_title = g_strdup (unit_title);
      item->position = i;
      g_list_store_append (unit->lessons, item);
      g_ptr_array_add (self->lessons, item);
    }

  truco_learn_path_refresh (self);

  return self;
}

TrucoCurriculum *
truco_learn_path_get_curriculum (TrucoLearnPath *self)
{
  g_return_val_if_fail (TRUCO_IS_LEARN_PATH (self), NULL);
  return self->curriculum;
}

/**
 * truco_learn_path_refresh:
 *
 * Reads the learner's progress again: the states, the stars, the lesson
 * to take next.  Only what changed is notified.
 */
void
truco_learn_path_refresh (TrucoLearnPath *self)
{
  TrucoPathLesson *next = NULL;
  gboolean all_passed = TRUE;

  g_return_if_fail (TRUCO_IS_LEARN_PATH (self));

  for (guint i = 0; i < self->lessons->len; i++)
    {
      TrucoPathLesson *item = g_ptr_array_index (self->lessons, i);
      TrucoLessonProgress progress = { FALSE, 0, 0 };
      gboolean up_next;

      if (self->progress != NULL)
        truco_progress_get_lesson (self->progress, truco_lesson_get_id (item->lesson), &progress);

      up_next = next == NULL && !progress.done;
      if (up_next)
        next = item;
      /* Locked: some earlier lesson's check is not passed. */
      truco_path_lesson_sync (item, &progress, up_next, !all_passed);
      all_passed = all_passed && progress.done;
    }

  if (self->next != next)
    {
      self->next = next;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NEXT]);
    }
}

/**
 * truco_learn_path_get_next:
 *
 * Returns: (transfer none) (nullable): the lesson to take next
 */
TrucoPathLesson *
truco_learn_path_get_next (TrucoLearnPath *self)
{
  g_return_val_if_fail (TRUCO_IS_LEARN_PATH (self), NULL);
  return self->next;
}

/**
 * truco_learn_path_lookup:
 *
 * Returns: (transfer none) (nullable): the path's item of @lesson_id
 */
TrucoPathLesson *
truco_learn_path_lookup (TrucoLearnPath *self,
                         const char     *lesson_id)
{
  g_return_val_if_fail (TRUCO_IS_LEARN_PATH (self), NULL);

  for (guint i = 0; i < self->lessons->len; i++)
    {
      TrucoPathLesson *item = g_ptr_array_index (self->lessons, i);

      if (g_strcmp0 (truco_lesson_get_id (item->lesson), lesson_id) == 0)
        return item;
    }
  return NULL;
}

/**
 * truco_learn_path_get_after:
 *
 * Returns: (transfer none) (nullable): the lesson to suggest after
 *   @lesson_id: the first one after it not done, else the first one not
 *   done anywhere, else %NULL
 */
TrucoPathLesson *
truco_learn_path_get_after (TrucoLearnPath *self,
                            const char     *lesson_id)
{
  TrucoPathLesson *from;

  g_return_val_if_fail (TRUCO_IS_LEARN_PATH (self), NULL);

  from = truco_learn_path_lookup (self, lesson_id);
  for (guint i = from != NULL ? from->position + 1 : 0; i < self->lessons->len; i++)
    {
      TrucoPathLesson *item = g_ptr_array_index (self->lessons, i);

      if (item->state != TRUCO_LESSON_STATE_DONE)
        return item;
    }
  return self->next != from ? self->next : NULL;
}
