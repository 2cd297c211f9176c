/* truco-learn-page.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The Learn section: a "Continue" card with the next lesson, then the
 * lessons of the chosen variant as a path of units (a TrucoLearnPath the
 * rows bind to), each lesson with its state (new, step n of m, done with
 * its stars and what earned them), the ones after a lesson not passed yet
 * dimmed but still open; a lesson opens in a TrucoLessonView.  Under the
 * lessons, a "Reference" group: the variant's overview (the fact sheet),
 * the comparison of all the variants, and three tools: the ranking of the
 * cards, a hand counter and the betting ladders, each a page of its own.
 *
 * Startup: the first frame lays out the window's header and an empty
 * page.  The lessons of a variant are loaded in an idle after the page is
 * first mapped (so after the first frame), and again when the variant
 * changes; the path (truco-learn-page-path.ui: the Continue card, the units,
 * the Reference group) is built then and shown whole, in one frame.  The
 * other pages of the stack stay hidden until first shown (a GtkStack styles
 * and measures every visible page); the lesson view, the fact sheet, the
 * comparison and the tools are created the first time they are opened.
 * Escape goes back to the path from any of its pages. */

#include "config.h"

#include <glib/gi18n.h>

#include "truco-comparison.h"
#include "truco-curriculum.h"
#include "truco-hand-counter.h"
#include "truco-learn-path.h"
#include "truco-ladder-diagram.h"
#include "truco-learn-page.h"
#include "truco-lesson-view.h"
#include "truco-ranking-ladder.h"
#include "truco-variant-page.h"

struct _TrucoLearnPage
{
  AdwBin               parent_instance;

  TrucoSettings       *settings;
  TrucoProgress       *progress;
  TrucoCurriculum     *curriculum;
  TrucoLearnPath      *path;
  char                *loaded_variant;  /* the variant whose lessons are shown */
  guint                load_id;
  int                  recommended;

  GtkStack            *stack;
  GtkScrolledWindow   *path_scrolled;
  AdwClamp            *path_clamp;
  /* From truco-learn-page-path.ui, built with the lessons (or when
   * anything needs it sooner): truco_learn_page_ensure_path_widgets(). */
  GtkWidget           *path_box;
  AdwPreferencesGroup *variant_group;
  AdwActionRow        *overview_row;
  AdwActionRow        *compare_row;
  AdwActionRow        *ranking_row;
  AdwActionRow        *counter_row;
  AdwActionRow        *ladders_row;
  GtkWidget           *continue_card;
  GtkLabel            *continue_unit;
  GtkLabel            *continue_title;
  GtkLabel            *continue_subtitle;
  GtkButton           *continue_button;
  GtkBox              *units_box;
  GPtrArray           *lesson_lists;  /* one GtkListBox per unit */
  AdwBin              *lesson_bin;
  TrucoLessonView     *lesson_view;   /* built when a lesson first opens */
  GtkBox              *overview_box;
  GtkBox              *compare_box;
  GtkBox              *ranking_box;
  GtkBox              *counter_box;
  GtkBox              *ladders_box;

  TrucoVariantPage    *variant_page;
  TrucoComparison     *comparison;
  TrucoRankingLadder  *ranking;
  TrucoHandCounter    *counter;
  TrucoLadderDiagram  *ladders;
};

G_DEFINE_FINAL_TYPE (TrucoLearnPage, truco_learn_page, ADW_TYPE_BIN)

enum {
  LESSON_FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Start-up time: the title and subtitle of a row of the path (and of a
 * group) are wrapping labels in a vertical box, centred (valign "center")
 * inside a horizontal one.  GTK 4.8 allocates a horizontal box by asking
 * each child its width at the box's height, and centring asks the same;
 * a wrapping label answers that question by a binary search over widths,
 * laying its text out a dozen times.  For the whole path that was most of
 * the work before the window was complete.  Such a text box is put in a
 * bin laid out by TrucoTextLayout, which asks its width alone (it does not
 * depend on the height) and centres it itself. */
#define TRUCO_TYPE_TEXT_LAYOUT (truco_text_layout_get_type ())
G_DECLARE_FINAL_TYPE (TrucoTextLayout, truco_text_layout, TRUCO, TEXT_LAYOUT, GtkLayoutManager)

struct _TrucoTextLayout
{
  GtkLayoutManager parent_instance;
};

G_DEFINE_FINAL_TYPE (TrucoTextLayout, truco_text_layout, GTK_TYPE_LAYOUT_MANAGER)

static GtkSizeRequestMode
truco_text_layout_get_request_mode (GtkLayoutManager *manager,
                                    GtkWidget        *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
truco_text_layout_measure (GtkLayoutManager *manager,
                           GtkWidget        *widget,
                           GtkOrientation    orientation,
                           int               for_size,
                           int              *minimum,
                           int              *natural,
                           int              *minimum_baseline,
                           int              *natural_baseline)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  *minimum = *natural = 0;
  if (child == NULL || !gtk_widget_should_layout (child))
    return;

  gtk_widget_measure (child, orientation, orientation == GTK_ORIENTATION_HORIZONTAL ? -1 : for_size,
                      minimum, natural, NULL, NULL);
}

static void
truco_text_layout_allocate (GtkLayoutManager *manager,
                            GtkWidget        *widget,
                            int               width,
                            int               height,
                            int               baseline)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);
  int minimum;
  int natural;
  int child_height;

  if (child == NULL || !gtk_widget_should_layout (child))
    return;

  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, NULL, NULL);
  child_height = CLAMP (natural, minimum, MAX (minimum, height));
  gtk_widget_allocate (child, width, child_height, -1,
                       gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (0, (height - child_height) / 2)));
}

static void
truco_text_layout_class_init (TrucoTextLayoutClass *klass)
{
  GtkLayoutManagerClass *manager_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  manager_class->get_request_mode = truco_text_layout_get_request_mode;
  manager_class->measure = truco_text_layout_measure;
  manager_class->allocate = truco_text_layout_allocate;
}

static void
truco_text_layout_init (TrucoTextLayout *self)
{
}

static gboolean
has_wrapping_label (GtkWidget *box)
{
  for (GtkWidget *child = gtk_widget_get_first_child (box); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LABEL (child) && gtk_label_get_wrap (GTK_LABEL (child)))
      return TRUE;

  return FALSE;
}

/* Puts each centred box of wrapping labels under @widget (the title and
 * subtitle of an AdwActionRow, the title and description of an
 * AdwPreferencesGroup) in a bin laid out by TrucoTextLayout.  Their labels
 * wrap between words only: the narrowest layout a label measures is then
 * a word a line, not a letter a line (half the work of laying the path
 * out), and no word of the path is wider than a phone. */
static void
guard_text_boxes (GtkWidget *widget)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  while (child != NULL)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (child);

      if (GTK_IS_BOX (widget) &&
          gtk_orientable_get_orientation (GTK_ORIENTABLE (widget)) == GTK_ORIENTATION_HORIZONTAL &&
          GTK_IS_BOX (child) &&
          gtk_orientable_get_orientation (GTK_ORIENTABLE (child)) == GTK_ORIENTATION_VERTICAL &&
          gtk_widget_get_valign (child) == GTK_ALIGN_CENTER &&
          has_wrapping_label (child))
        {
          GtkWidget *bin = adw_bin_new ();
          GtkWidget *before = gtk_widget_get_prev_sibling (child);

          gtk_widget_set_layout_manager (bin, g_object_new (TRUCO_TYPE_TEXT_LAYOUT, NULL));
          gtk_widget_add_css_class (bin, "truco-text");
          g_object_ref (child);
          gtk_box_remove (GTK_BOX (widget), child);
          gtk_widget_set_valign (child, GTK_ALIGN_FILL);
          for (GtkWidget *label = gtk_widget_get_first_child (child); label != NULL;
               label = gtk_widget_get_next_sibling (label))
            if (GTK_IS_LABEL (label))
              gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
          adw_bin_set_child (ADW_BIN (bin), child);
          g_object_unref (child);
          gtk_box_insert_child_after (GTK_BOX (widget), bin, before);
        }
      else
        guard_text_boxes (child);

      child = next;
    }
}

static void truco_learn_page_sync_path (TrucoLearnPage *self);
static void truco_learn_page_show_page (TrucoLearnPage *self,
                                        const char     *name);

/* A row follows its lesson's state: the words beside the title (the stars
 * drawn, or the state), what earned the stars in its tooltip, the whole
 * state in its accessible description, dimmed while it comes after a
 * lesson not passed yet. */
static void
sync_row (GtkWidget       *row,
          GParamSpec      *pspec,
          TrucoPathLesson *item)
{
  GtkWidget *state_label = g_object_get_data (G_OBJECT (row), "state-label");
  TrucoLessonState state = truco_path_lesson_get_state (item);
  const char *stars_text = truco_path_lesson_get_stars_text (item);
  const char *state_text = truco_path_lesson_get_state_text (item);

  if (state == TRUCO_LESSON_STATE_DONE)
    {
      g_autoptr(GString) drawn = g_string_new (NULL);

      for (guint i = 0; i < 3; i++)
        g_string_append (drawn, i < truco_path_lesson_get_stars (item) ? "★" : "☆");
      gtk_label_set_label (GTK_LABEL (state_label), drawn->str);
    }
  else
    gtk_label_set_label (GTK_LABEL (state_label), state_text);

  gtk_widget_remove_css_class (state_label, "dim-label");
  gtk_widget_remove_css_class (state_label, "accent");
  gtk_widget_remove_css_class (state_label, "heading");
  if (state == TRUCO_LESSON_STATE_DONE)
    gtk_widget_add_css_class (state_label, "accent");
  else if (state == TRUCO_LESSON_STATE_UP_NEXT)
    {
      gtk_widget_add_css_class (state_label, "accent");
      gtk_widget_add_css_class (state_label, "heading");
    }
  else
    gtk_widget_add_css_class (state_label, "dim-label");
  gtk_accessible_update_property (GTK_ACCESSIBLE (state_label),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, state_text,
                                  -1);

  gtk_widget_set_tooltip_text (row, stars_text);
  if (truco_path_lesson_get_locked (item))
    gtk_widget_add_css_class (row, "truco-locked");
  else
    gtk_widget_remove_css_class (row, "truco-locked");
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), truco_path_lesson_get_subtitle (item));
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, truco_path_lesson_get_description (item),
                                  -1);
}

static GtkWidget *
lesson_row_new (gpointer item,
                gpointer user_data)
{
  TrucoPathLesson *path_lesson = item;
  TrucoLesson *lesson = truco_path_lesson_get_lesson (path_lesson);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *state_label = gtk_label_new (NULL);
  GtkWidget *arrow = gtk_image_new_from_icon_name ("go-next-symbolic");
  g_autofree char *title = g_markup_escape_text (truco_lesson_get_title (lesson), -1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);

  gtk_widget_set_valign (state_label, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), state_label);
  g_object_set_data (G_OBJECT (row), "state-label", state_label);

  gtk_accessible_update_property (GTK_ACCESSIBLE (arrow), GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
  g_object_set (arrow, "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), arrow);

  guard_text_boxes (row);
  g_object_set_data_full (G_OBJECT (row), "lesson-id", g_strdup (truco_lesson_get_id (lesson)), g_free);
  g_object_set_data_full (G_OBJECT (row), "path-lesson", g_object_ref (path_lesson), g_object_unref);
  sync_row (row, NULL, path_lesson);
  g_signal_connect_object (path_lesson, "notify", G_CALLBACK (sync_row), row, G_CONNECT_SWAPPED);

  return row;
}

static void lesson_row_activated_cb (TrucoLearnPage *self,
                                     GtkListBoxRow  *row);

static void continue_clicked_cb         (TrucoLearnPage *self);
static void truco_learn_page_sync_tools (TrucoLearnPage *self);

/* The path (the Continue card, the units' box and the Reference group) is
 * not in the template: built here, the first time anything needs it, which
 * is when the lessons are loaded, after the first frame.  It stays hidden
 * until they are. */
static void
truco_learn_page_ensure_path_widgets (TrucoLearnPage *self)
{
  g_autoptr(GtkBuilder) builder = NULL;
  const struct { const char *id; void (*show) (TrucoLearnPage *); } rows[] = {
    { "overview_row", truco_learn_page_show_overview },
    { "compare_row", truco_learn_page_show_comparison },
    { "ranking_row", truco_learn_page_show_ranking },
    { "counter_row", truco_learn_page_show_counter },
    { "ladders_row", truco_learn_page_show_ladders },
  };

  if (self->path_box != NULL)
    return;

  builder = gtk_builder_new_from_resource (RESOURCE_BASE "/ui/truco-learn-page-path.ui");
#define GET(name) gtk_builder_get_object (builder, name)
  self->path_box = GTK_WIDGET (GET ("path_box"));
  self->continue_card = GTK_WIDGET (GET ("continue_card"));
  self->continue_unit = GTK_LABEL (GET ("continue_unit"));
  self->continue_title = GTK_LABEL (GET ("continue_title"));
  self->continue_subtitle = GTK_LABEL (GET ("continue_subtitle"));
  self->continue_button = GTK_BUTTON (GET ("continue_button"));
  self->units_box = GTK_BOX (GET ("units_box"));
  self->variant_group = ADW_PREFERENCES_GROUP (GET ("variant_group"));
  self->overview_row = ADW_ACTION_ROW (GET ("overview_row"));
  self->compare_row = ADW_ACTION_ROW (GET ("compare_row"));
  self->ranking_row = ADW_ACTION_ROW (GET ("ranking_row"));
  self->counter_row = ADW_ACTION_ROW (GET ("counter_row"));
  self->ladders_row = ADW_ACTION_ROW (GET ("ladders_row"));
#undef GET

  g_signal_connect_object (self->continue_button, "clicked", G_CALLBACK (continue_clicked_cb), self, G_CONNECT_SWAPPED);
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    g_signal_connect_object (gtk_builder_get_object (builder, rows[i].id), "activated",
                             G_CALLBACK (rows[i].show), self, G_CONNECT_SWAPPED);
  guard_text_boxes (GTK_WIDGET (self->variant_group));
  adw_clamp_set_child (self->path_clamp, self->path_box);
  truco_learn_page_sync_tools (self);
}

/* The "Continue" card: the lesson to take next, its unit and its minutes,
 * and one button; when every lesson is done, it says so. */
static void
sync_continue_card (TrucoLearnPage *self)
{
  TrucoPathLesson *next = self->path != NULL ? truco_learn_path_get_next (self->path) : NULL;
  g_autofree char *unit = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *accessible = NULL;
  TrucoLesson *lesson;
  guint minutes;

  gtk_widget_set_visible (self->continue_card, self->path != NULL);
  if (self->path == NULL)
    return;

  if (next == NULL)
    {
      gtk_label_set_label (self->continue_unit, _("Every lesson done"));
      gtk_label_set_label (self->continue_title, _("Keep It Fresh"));
      gtk_label_set_label (self->continue_subtitle,
                           _("Review in the Quiz what you learned, or take a lesson again for more stars."));
      gtk_widget_set_visible (GTK_WIDGET (self->continue_button), FALSE);
      return;
    }

  lesson = truco_path_lesson_get_lesson (next);
  minutes = truco_lesson_get_minutes (lesson);
  /* Translators: over the next lesson's title on the Learn path; %s is
   * the title of its unit. */
  if (truco_path_lesson_get_unit_title (next) != NULL)
    unit = g_strdup_printf (_("Next: %s"), truco_path_lesson_get_unit_title (next));
  else
    /* Translators: over the next lesson's title on the Learn path. */
    unit = g_strdup (_("Up next"));
  /* Translators: under the next lesson's title: its goal and its length. */
  subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s About %u minute.", "%s About %u minutes.", minutes),
                              truco_lesson_get_goal (lesson), minutes);
  gtk_label_set_label (self->continue_unit, unit);
  gtk_label_set_label (self->continue_title, truco_lesson_get_title (lesson));
  gtk_label_set_label (self->continue_subtitle, subtitle);
  gtk_widget_set_visible (GTK_WIDGET (self->continue_button), TRUE);
  gtk_button_set_label (self->continue_button,
                        truco_path_lesson_get_state (next) == TRUCO_LESSON_STATE_IN_PROGRESS
                          ? _("_Continue the Lesson") : _("_Start the Lesson"));
  /* Translators: the accessible name of the Continue card's button; %s is
   * the lesson's title. */
  accessible = g_strdup_printf (truco_path_lesson_get_state (next) == TRUCO_LESSON_STATE_IN_PROGRESS
                                  ? _("Continue the lesson “%s”") : _("Start the lesson “%s”"),
                                truco_lesson_get_title (lesson));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->continue_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, subtitle,
                                  -1);
}

/* A group per unit, its rows bound to the unit's lessons; built when the
 * variant's lessons are loaded.  What the learner does later changes the
 * path's items, which the rows follow. */
static void
truco_learn_page_build_path (TrucoLearnPage *self)
{
  GtkWidget *child;
  guint n_units;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->units_box))) != NULL)
    gtk_box_remove (self->units_box, child);
  g_ptr_array_set_size (self->lesson_lists, 0);

  if (self->path != NULL)
    g_signal_handlers_disconnect_by_func (self->path, sync_continue_card, self);
  g_clear_object (&self->path);
  if (self->curriculum != NULL)
    {
      self->path = truco_learn_path_new (self->curriculum, self->progress);
      g_signal_connect_object (self->path, "notify::next", G_CALLBACK (sync_continue_card), self, G_CONNECT_SWAPPED);
    }

  n_units = self->path != NULL ? g_list_model_get_n_items (G_LIST_MODEL (self->path)) : 0;
  for (guint i = 0; i < n_units; i++)
    {
      g_autoptr(TrucoPathUnit) unit = g_list_model_get_item (G_LIST_MODEL (self->path), i);
      GtkWidget *group = adw_preferences_group_new ();
      GtkWidget *list = gtk_list_box_new ();
      g_autofree char *title = g_markup_escape_text (truco_path_unit_get_title (unit), -1);

      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
      gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
      gtk_widget_add_css_class (list, "boxed-list");
      gtk_accessible_update_property (GTK_ACCESSIBLE (list),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, truco_path_unit_get_title (unit),
                                      -1);
      gtk_list_box_bind_model (GTK_LIST_BOX (list), truco_path_unit_get_lessons (unit),
                               lesson_row_new, NULL, NULL);
      g_signal_connect_object (list, "row-activated", G_CALLBACK (lesson_row_activated_cb), self, G_CONNECT_SWAPPED);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), list);
      guard_text_boxes (group);
      gtk_box_append (self->units_box, group);
      g_ptr_array_add (self->lesson_lists, list);
    }

  gtk_widget_set_visible (GTK_WIDGET (self->units_box), n_units > 0);
  sync_continue_card (self);
}

static void
truco_learn_page_sync_path (TrucoLearnPage *self)
{
  TrucoPathLesson *next;

  if (self->path == NULL || truco_learn_path_get_curriculum (self->path) != self->curriculum)
    truco_learn_page_build_path (self);
  else
    truco_learn_path_refresh (self->path);

  next = self->path != NULL ? truco_learn_path_get_next (self->path) : NULL;
  self->recommended = next != NULL ? (int) truco_path_lesson_get_position (next) : -1;
  sync_continue_card (self);
}

/* The tools follow the variant and its house rules. */
static void
truco_learn_page_sync_tools (TrucoLearnPage *self)
{
  g_autoptr(TrucoRules) rules = NULL;

  if (self->settings == NULL)
    return;

  rules = truco_settings_get_rules (self->settings, truco_settings_get_variant (self->settings));
  if (self->counter_row != NULL)
    gtk_widget_set_visible (GTK_WIDGET (self->counter_row),
                            truco_rules_has_declaration (rules, TRUCO_DECLARATION_ENVIDO) ||
                            truco_rules_has_declaration (rules, TRUCO_DECLARATION_FLOR) ||
                            truco_rules_has_declaration (rules, TRUCO_DECLARATION_EMBIT));
  if (self->ranking != NULL)
    truco_ranking_ladder_set_rules (self->ranking, rules);
  if (self->counter != NULL)
    truco_hand_counter_set_rules (self->counter, rules);
  if (self->ladders != NULL)
    truco_ladder_diagram_set_rules (self->ladders, rules);
}

static void
rules_changed_cb (TrucoLearnPage *self)
{
  truco_learn_page_sync_tools (self);
}

/* Loads the lessons of the chosen variant, if they are not loaded yet. */
static void
truco_learn_page_load (TrucoLearnPage *self)
{
  const TrucoVariant *variant;
  const char *id;
  g_autoptr(GError) error = NULL;

  truco_learn_page_ensure_path_widgets (self);
  if (self->settings == NULL)
    return;

  variant = truco_settings_get_variant (self->settings);
  id = truco_variant_get_id (variant);
  if (g_strcmp0 (id, self->loaded_variant) == 0)
    return;

  g_free (self->loaded_variant);
  self->loaded_variant = g_strdup (id);
  g_clear_object (&self->curriculum);

  /* Parsed once, shared with the Quiz. */
  self->curriculum = truco_learn_path_load_lessons (id, &error);
  if (self->curriculum == NULL && !g_error_matches (error, TRUCO_CURRICULUM_ERROR, TRUCO_CURRICULUM_ERROR_NOT_FOUND))
    /* The data test checks every lesson file: this is a packaging bug. */
    g_critical ("Cannot load the lessons of %s: %s", id, error->message);

  truco_learn_page_sync_tools (self);
  if (self->curriculum != NULL && truco_curriculum_get_n_unreadable (self->curriculum) > 0)
    {
      /* Some lessons of the file could not be read (the log says where):
       * the path shows the others, and says so. */
      guint n = truco_curriculum_get_n_unreadable (self->curriculum);
      /* Translators: under the variant's summary on the Learn page; %u
       * counts the lessons of the variant's file that could not be read. */
      g_autofree char *left_out = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                "%u lesson could not be read: it is left out, and the others are shown.",
                                                                "%u lessons could not be read: they are left out, and the others are shown.", n),
                                                   n);
      g_autofree char *text = g_strdup_printf ("%s\n\n%s", truco_variant_get_summary (variant), left_out);

      adw_preferences_group_set_description (self->variant_group, text);
    }
  else
    adw_preferences_group_set_description (self->variant_group, truco_variant_get_summary (variant));
  truco_learn_page_sync_path (self);
  gtk_widget_set_visible (self->path_box, TRUE);
}

static void
variant_changed_cb (TrucoLearnPage *self)
{
  /* A lesson of another variant is left; the new variant's lessons are
   * loaded now if the page is on screen, else when it is shown. */
  if (self->settings != NULL && self->loaded_variant != NULL &&
      g_strcmp0 (truco_variant_get_id (truco_settings_get_variant (self->settings)), self->loaded_variant) != 0 &&
      g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "lesson") == 0)
    gtk_stack_set_visible_child_name (self->stack, "path");

  if (gtk_widget_get_mapped (GTK_WIDGET (self)) && self->loaded_variant != NULL)
    truco_learn_page_load (self);
}

static gboolean
load_idle_cb (gpointer data)
{
  TrucoLearnPage *self = data;

  self->load_id = 0;
  truco_learn_page_load (self);
  return G_SOURCE_REMOVE;
}

static void
truco_learn_page_map (GtkWidget *widget)
{
  TrucoLearnPage *self = TRUCO_LEARN_PAGE (widget);
  gboolean loaded = self->loaded_variant != NULL;

  GTK_WIDGET_CLASS (truco_learn_page_parent_class)->map (widget);

  /* After the first frame: the window shows at once, the lessons a moment
   * later.  Anything that needs them sooner loads them itself. */
  if (!loaded && self->load_id == 0)
    self->load_id = g_idle_add_full (G_PRIORITY_LOW, load_idle_cb, self, NULL);
  /* Back from the Quiz: the mastery of each lesson's skills may have moved. */
  if (loaded && self->curriculum != NULL)
    truco_learn_page_sync_path (self);
}

void
truco_learn_page_set_settings (TrucoLearnPage *self,
                               TrucoSettings  *settings)
{
  g_return_if_fail (TRUCO_IS_LEARN_PAGE (self));
  g_return_if_fail (TRUCO_IS_SETTINGS (settings));

  if (self->settings == settings)
    return;

  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_func (self->settings, variant_changed_cb, self);
  g_set_object (&self->settings, settings);
  g_signal_connect_object (settings, "notify::variant-id", G_CALLBACK (variant_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (truco_settings_get_settings (settings), "changed",
                           G_CALLBACK (rules_changed_cb), self, G_CONNECT_SWAPPED);

  if (self->variant_page != NULL)
    truco_variant_page_set_settings (self->variant_page, settings);
  if (self->comparison != NULL)
    truco_comparison_set_settings (self->comparison, settings);

  variant_changed_cb (self);
}

/**
 * truco_learn_page_set_progress:
 * @progress: where lessons done, stars and steps reached are kept
 */
void
truco_learn_page_set_progress (TrucoLearnPage *self,
                               TrucoProgress  *progress)
{
  g_return_if_fail (TRUCO_IS_LEARN_PAGE (self));
  g_return_if_fail (progress == NULL || TRUCO_IS_PROGRESS (progress));

  if (g_set_object (&self->progress, progress) && self->curriculum != NULL)
    {
      /* The path reads this store: built again over it. */
      g_clear_object (&self->path);
      truco_learn_page_sync_path (self);
    }
}

/**
 * truco_learn_page_get_lessons:
 *
 * Returns: (transfer none) (nullable): the lessons of the path (loaded when
 *   the page is first shown), or %NULL when the variant has none
 */
GListModel *
truco_learn_page_get_lessons (TrucoLearnPage *self)
{
  g_return_val_if_fail (TRUCO_IS_LEARN_PAGE (self), NULL);

  return self->curriculum != NULL ? G_LIST_MODEL (self->curriculum) : NULL;
}

/**
 * truco_learn_page_get_recommended:
 *
 * Returns: the position of the lesson to take next, or -1 (all done, or
 *   none)
 */
int
truco_learn_page_get_recommended (TrucoLearnPage *self)
{
  g_return_val_if_fail (TRUCO_IS_LEARN_PAGE (self), -1);

  return self->recommended;
}

/**
 * truco_learn_page_get_view:
 *
 * Returns: what is shown: "path", "lesson", "overview" or "compare"
 */
const char *
truco_learn_page_get_view (TrucoLearnPage *self)
{
  g_return_val_if_fail (TRUCO_IS_LEARN_PAGE (self), NULL);

  return gtk_stack_get_visible_child_name (self->stack);
}

static GtkWidget *
find_row (TrucoLearnPage *self,
          const char     *id)
{
  for (guint i = 0; i < self->lesson_lists->len; i++)
    for (GtkWidget *row = gtk_widget_get_first_child (self->lesson_lists->pdata[i]);
         row != NULL;
         row = gtk_widget_get_next_sibling (row))
      if (g_strcmp0 (g_object_get_data (G_OBJECT (row), "lesson-id"), id) == 0)
        return row;

  return NULL;
}

/**
 * truco_learn_page_find_row:
 * @id: a lesson of the path
 *
 * Returns: (transfer none) (nullable): the lesson's row on the path
 */
GtkWidget *
truco_learn_page_find_row (TrucoLearnPage *self,
                           const char     *id)
{
  g_return_val_if_fail (TRUCO_IS_LEARN_PAGE (self), NULL);

  truco_learn_page_load (self);
  return find_row (self, id);
}

/**
 * truco_learn_page_get_path:
 *
 * Returns: (transfer none) (nullable): the path the rows are bound to
 */
TrucoLearnPath *
truco_learn_page_get_path (TrucoLearnPage *self)
{
  g_return_val_if_fail (TRUCO_IS_LEARN_PAGE (self), NULL);

  return self->path;
}

/**
 * truco_learn_page_get_continue_button:
 *
 * Returns: (transfer none): the Continue card's button
 */
GtkWidget *
truco_learn_page_get_continue_button (TrucoLearnPage *self)
{
  g_return_val_if_fail (TRUCO_IS_LEARN_PAGE (self), NULL);

  truco_learn_page_ensure_path_widgets (self);
  return GTK_WIDGET (self->continue_button);
}

static void
continue_clicked_cb (TrucoLearnPage *self)
{
  TrucoPathLesson *next = self->path != NULL ? truco_learn_path_get_next (self->path) : NULL;

  if (next != NULL)
    truco_learn_page_open_lesson (self, truco_lesson_get_id (truco_path_lesson_get_lesson (next)));
}

void
truco_learn_page_show_path (TrucoLearnPage *self)
{
  TrucoLesson *lesson;
  GtkWidget *row = NULL;

  g_return_if_fail (TRUCO_IS_LEARN_PAGE (self));

  truco_learn_page_load (self);
  truco_learn_page_sync_path (self);
  gtk_stack_set_visible_child_name (self->stack, "path");

  /* Back where the learner was: on the lesson just left. */
  lesson = self->lesson_view != NULL ? truco_lesson_view_get_lesson (self->lesson_view) : NULL;
  if (lesson != NULL)
    row = find_row (self, truco_lesson_get_id (lesson));
  if (row != NULL)
    gtk_widget_grab_focus (row);
  else
    truco_learn_page_focus_first (self);
}

/**
 * truco_learn_page_open_lesson:
 * @id: a lesson of the path
 *
 * Opens the lesson @id where the learner left it (from the start once it
 * is done).
 *
 * Returns: whether the path has that lesson
 */
gboolean
truco_learn_page_open_lesson (TrucoLearnPage *self,
                              const char     *id)
{
  TrucoLesson *lesson;
  TrucoLessonProgress progress = { FALSE, 0, 0 };
  guint step = 0;

  g_return_val_if_fail (TRUCO_IS_LEARN_PAGE (self), FALSE);

  truco_learn_page_load (self);
  lesson = self->curriculum != NULL ? truco_curriculum_lookup (self->curriculum, id) : NULL;
  if (lesson == NULL)
    return FALSE;

  if (self->progress != NULL && truco_progress_get_lesson (self->progress, id, &progress) && !progress.done)
    step = progress.last_step;

  truco_lesson_view_open (truco_learn_page_get_lesson_view (self), lesson, self->progress, step);
  truco_learn_page_show_page (self, "lesson");
  truco_lesson_view_focus (self->lesson_view);
  return TRUE;
}

static void
lesson_row_activated_cb (TrucoLearnPage *self,
                         GtkListBoxRow  *row)
{
  truco_learn_page_open_lesson (self, g_object_get_data (G_OBJECT (row), "lesson-id"));
}

static void
lesson_close_cb (TrucoLearnPage *self)
{
  truco_learn_page_show_path (self);
}

static void
lesson_finished_cb (TrucoLearnPage *self,
                    guint           stars)
{
  TrucoLesson *lesson = truco_lesson_view_get_lesson (self->lesson_view);
  TrucoPathLesson *after;

  /* The path behind shows the lesson done at once; the end page suggests
   * the next lesson not done yet. */
  truco_learn_page_sync_path (self);
  after = self->path != NULL && lesson != NULL
          ? truco_learn_path_get_after (self->path, truco_lesson_get_id (lesson)) : NULL;
  truco_lesson_view_set_next_lesson (self->lesson_view, after != NULL ? truco_path_lesson_get_lesson (after) : NULL);
  if (lesson != NULL)
    g_signal_emit (self, signals[LESSON_FINISHED], 0, truco_lesson_get_id (lesson));
}

static void
next_lesson_cb (TrucoLearnPage *self,
                TrucoLesson    *lesson)
{
  truco_learn_page_open_lesson (self, truco_lesson_get_id (lesson));
}

void
truco_learn_page_show_overview (TrucoLearnPage *self)
{
  g_return_if_fail (TRUCO_IS_LEARN_PAGE (self));

  /* Built the first time it is opened: the fact sheet is the heaviest page. */
  if (self->variant_page == NULL)
    {
      self->variant_page = TRUCO_VARIANT_PAGE (truco_variant_page_new ());
      gtk_widget_set_vexpand (GTK_WIDGET (self->variant_page), TRUE);
      if (self->settings != NULL)
        truco_variant_page_set_settings (self->variant_page, self->settings);
      gtk_box_append (self->overview_box, GTK_WIDGET (self->variant_page));
    }

  truco_learn_page_show_page (self, "overview");
  truco_variant_page_focus_first (self->variant_page);
}

void
truco_learn_page_show_comparison (TrucoLearnPage *self)
{
  g_return_if_fail (TRUCO_IS_LEARN_PAGE (self));

  if (self->comparison == NULL)
    {
      self->comparison = TRUCO_COMPARISON (truco_comparison_new ());
      gtk_widget_set_vexpand (GTK_WIDGET (self->comparison), TRUE);
      if (self->settings != NULL)
        truco_comparison_set_settings (self->comparison, self->settings);
      gtk_box_append (self->compare_box, GTK_WIDGET (self->comparison));
    }

  truco_learn_page_show_page (self, "compare");
  gtk_widget_child_focus (GTK_WIDGET (self->comparison), GTK_DIR_TAB_FORWARD);
}

/* Built the first time it is opened (@tool new), with the rules of the
 * variant, in a scrolled clamp under the page's bar. */
static void
truco_learn_page_show_tool (TrucoLearnPage *self,
                            const char     *name,
                            GtkBox         *box,
                            GtkWidget      *tool,
                            gboolean        new)
{
  if (new)
    {
      GtkWidget *scrolled = gtk_scrolled_window_new ();
      GtkWidget *clamp = adw_clamp_new ();

      gtk_widget_set_vexpand (scrolled, TRUE);
      gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
      adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 800);
      gtk_widget_set_margin_top (clamp, 12);
      gtk_widget_set_margin_bottom (clamp, 24);
      gtk_widget_set_margin_start (clamp, 12);
      gtk_widget_set_margin_end (clamp, 12);
      adw_clamp_set_child (ADW_CLAMP (clamp), tool);
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
      gtk_box_append (box, scrolled);
      truco_learn_page_sync_tools (self);
    }

  truco_learn_page_show_page (self, name);
  gtk_widget_child_focus (tool, GTK_DIR_TAB_FORWARD);
}

void
truco_learn_page_show_ranking (TrucoLearnPage *self)
{
  gboolean new;

  g_return_if_fail (TRUCO_IS_LEARN_PAGE (self));

  new = self->ranking == NULL;
  if (new)
    self->ranking = TRUCO_RANKING_LADDER (truco_ranking_ladder_new ());
  truco_learn_page_show_tool (self, "ranking", self->ranking_box, GTK_WIDGET (self->ranking), new);
}

void
truco_learn_page_show_counter (TrucoLearnPage *self)
{
  gboolean new;

  g_return_if_fail (TRUCO_IS_LEARN_PAGE (self));

  new = self->counter == NULL;
  if (new)
    self->counter = TRUCO_HAND_COUNTER (truco_hand_counter_new ());
  truco_learn_page_show_tool (self, "counter", self->counter_box, GTK_WIDGET (self->counter), new);
}

void
truco_learn_page_show_ladders (TrucoLearnPage *self)
{
  gboolean new;

  g_return_if_fail (TRUCO_IS_LEARN_PAGE (self));

  new = self->ladders == NULL;
  if (new)
    self->ladders = TRUCO_LADDER_DIAGRAM (truco_ladder_diagram_new ());
  truco_learn_page_show_tool (self, "ladders", self->ladders_box, GTK_WIDGET (self->ladders), new);
}

/**
 * truco_learn_page_get_lesson_view:
 *
 * Returns: (transfer none): the view of the lessons (built on the first
 *   call, or when a lesson first opens)
 */
TrucoLessonView *
truco_learn_page_get_lesson_view (TrucoLearnPage *self)
{
  g_return_val_if_fail (TRUCO_IS_LEARN_PAGE (self), NULL);

  if (self->lesson_view == NULL)
    {
      self->lesson_view = TRUCO_LESSON_VIEW (truco_lesson_view_new ());
      g_signal_connect_object (self->lesson_view, "close", G_CALLBACK (lesson_close_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (self->lesson_view, "finished", G_CALLBACK (lesson_finished_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (self->lesson_view, "next-lesson", G_CALLBACK (next_lesson_cb), self, G_CONNECT_SWAPPED);
      adw_bin_set_child (self->lesson_bin, GTK_WIDGET (self->lesson_view));
    }

  return self->lesson_view;
}

/**
 * truco_learn_page_add_toast:
 * @toast: (transfer full): a toast
 *
 * Shows @toast over the Learn section (the progress store's message).
 */
void
truco_learn_page_add_toast (TrucoLearnPage *self,
                            AdwToast       *toast)
{
  g_return_if_fail (TRUCO_IS_LEARN_PAGE (self));
  g_return_if_fail (ADW_IS_TOAST (toast));

  /* The template's root (not bound: a bound root child of an AdwBin is
   * released twice when the page is disposed). */
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (adw_bin_get_child (ADW_BIN (self))), toast);
}

/**
 * truco_learn_page_focus_first:
 *
 * Focuses the Continue card's button, or the first lesson when every
 * lesson is done, or the overview.
 */
void
truco_learn_page_focus_first (TrucoLearnPage *self)
{
  GtkWidget *row;

  g_return_if_fail (TRUCO_IS_LEARN_PAGE (self));

  truco_learn_page_load (self);
  if (self->recommended >= 0 && gtk_widget_get_visible (GTK_WIDGET (self->continue_button)))
    gtk_widget_grab_focus (GTK_WIDGET (self->continue_button));
  else if (self->lesson_lists->len > 0 &&
           (row = gtk_widget_get_first_child (self->lesson_lists->pdata[0])) != NULL)
    gtk_widget_grab_focus (row);
  else
    gtk_widget_grab_focus (GTK_WIDGET (self->overview_row));
}

/**
 * truco_learn_page_get_back_button:
 *
 * Returns: (transfer none) (nullable): the back arrow of the page shown
 *   when it is one opened from the path (the overview, the comparison or
 *   a tool), else %NULL
 */
GtkWidget *
truco_learn_page_get_back_button (TrucoLearnPage *self)
{
  GtkWidget *page;

  g_return_val_if_fail (TRUCO_IS_LEARN_PAGE (self), NULL);

  page = gtk_stack_get_visible_child (self->stack);
  return page != NULL ? g_object_get_data (G_OBJECT (page), "back-button") : NULL;
}

static void
path_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TrucoLearnPage *self = TRUCO_LEARN_PAGE (widget);

  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "path") == 0)
    return;

  truco_learn_page_ensure_path_widgets (self);
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "overview") == 0)
    {
      gtk_stack_set_visible_child_name (self->stack, "path");
      gtk_widget_grab_focus (GTK_WIDGET (self->overview_row));
    }
  else if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "compare") == 0)
    {
      gtk_stack_set_visible_child_name (self->stack, "path");
      gtk_widget_grab_focus (GTK_WIDGET (self->compare_row));
    }
  else if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "lesson") != 0)
    {
      const char *view = gtk_stack_get_visible_child_name (self->stack);
      AdwActionRow *row = g_str_equal (view, "ranking") ? self->ranking_row
                        : g_str_equal (view, "counter") ? self->counter_row
                        : self->ladders_row;

      gtk_stack_set_visible_child_name (self->stack, "path");
      gtk_widget_grab_focus (GTK_WIDGET (row));
    }
  else
    truco_learn_page_show_path (self);
}

static void
truco_learn_page_dispose (GObject *object)
{
  TrucoLearnPage *self = TRUCO_LEARN_PAGE (object);

  g_clear_handle_id (&self->load_id, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), TRUCO_TYPE_LEARN_PAGE);
  g_clear_object (&self->settings);
  g_clear_object (&self->progress);
  g_clear_object (&self->path);
  g_clear_object (&self->curriculum);

  G_OBJECT_CLASS (truco_learn_page_parent_class)->dispose (object);
}

static void
truco_learn_page_finalize (GObject *object)
{
  TrucoLearnPage *self = TRUCO_LEARN_PAGE (object);

  g_free (self->loaded_variant);
  g_ptr_array_unref (self->lesson_lists);

  G_OBJECT_CLASS (truco_learn_page_parent_class)->finalize (object);
}

static void
truco_learn_page_class_init (TrucoLearnPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = truco_learn_page_dispose;
  object_class->finalize = truco_learn_page_finalize;
  widget_class->map = truco_learn_page_map;

  gtk_widget_class_install_action (widget_class, "learn.path", NULL, path_action);
  /* The lesson view binds Escape itself (it saves nothing more to do). */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "learn.path", NULL);
  /* Alt+Left, "back" everywhere in GNOME, from a lesson too. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "learn.path", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Left, GDK_ALT_MASK, "learn.path", NULL);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/truco-learn-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TrucoLearnPage, stack);
  gtk_widget_class_bind_template_child (widget_class, TrucoLearnPage, path_scrolled);
  gtk_widget_class_bind_template_child (widget_class, TrucoLearnPage, path_clamp);
  gtk_widget_class_bind_template_child (widget_class, TrucoLearnPage, lesson_bin);
  gtk_widget_class_bind_template_child (widget_class, TrucoLearnPage, overview_box);
  gtk_widget_class_bind_template_child (widget_class, TrucoLearnPage, compare_box);
  gtk_widget_class_bind_template_child (widget_class, TrucoLearnPage, ranking_box);
  gtk_widget_class_bind_template_child (widget_class, TrucoLearnPage, counter_box);
  gtk_widget_class_bind_template_child (widget_class, TrucoLearnPage, ladders_box);

  /**
   * TrucoLearnPage::lesson-finished:
   * @id: the id of the lesson
   *
   * A lesson was taken to its end (its check passed or not).
   */
  signals[LESSON_FINISHED] =
    g_signal_new ("lesson-finished",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
back_clicked_cb (TrucoLearnPage *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "learn.path", NULL);
}

/* The bar over a page opened from the path, as a lesson has one: a back
 * arrow and the name of the page, the title of the row that opened it. */
static void
add_page_bar (TrucoLearnPage *self,
              GtkBox         *page,
              AdwActionRow   *row)
{
  GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *back = gtk_button_new_from_icon_name ("go-previous-symbolic");
  GtkWidget *title = gtk_label_new (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)));

  gtk_widget_set_margin_top (bar, 6);
  gtk_widget_set_margin_bottom (bar, 6);
  gtk_widget_set_margin_start (bar, 6);
  gtk_widget_set_margin_end (bar, 12);

  /* The same words as a lesson's back arrow: they go to the same place. */
  gtk_widget_set_tooltip_text (back, _("Back to the Path"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (back),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Back to the Path"),
                                  -1);
  /* A signal, not an action name: GTK 4.8 leaves a button whose action
   * name is set before its page joins the window insensitive. */
  g_signal_connect_object (back, "clicked", G_CALLBACK (back_clicked_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_css_class (back, "flat");
  gtk_box_append (GTK_BOX (bar), back);

  gtk_widget_set_hexpand (title, TRUE);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (title, "heading");
  gtk_box_append (GTK_BOX (bar), title);

  gtk_box_prepend (page, bar);
  g_object_set_data (G_OBJECT (page), "back-button", back);
}

static void
truco_learn_page_init (TrucoLearnPage *self)
{
  static gboolean css_loaded;
  GdkDisplay *display = gdk_display_get_default ();

  self->recommended = -1;
  self->lesson_lists = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));

  /* A lesson after one not passed yet: dimmed, still open. */
  if (!css_loaded && display != NULL)
    {
      g_autoptr(GtkCssProvider) provider = gtk_css_provider_new ();

      /* The rows' own style, kept for their text moved into a bin. */
      gtk_css_provider_load_from_data (provider,
                                       "row.truco-locked > box { opacity: 0.6; }"
                                       "row > box.header > .truco-text > box.title"
                                       " { margin-top: 6px; margin-bottom: 6px; border-spacing: 3px; padding: 0; }"
                                       "row > box.header > .truco-text > box.title > .title,"
                                       " row > box.header > .truco-text > box.title > .subtitle"
                                       " { padding: 0; font-weight: inherit; }", -1);
      gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
      css_loaded = TRUE;
    }
}

/* Shows the page @name of the stack.  The pages but the path are hidden
 * until they are first shown (a GtkStack styles and measures every
 * visible page, shown or not): the first frame lays out the path alone.
 * A page opened from the path gets its bar then. */
static void
truco_learn_page_show_page (TrucoLearnPage *self,
                            const char     *name)
{
  GtkWidget *page = gtk_stack_get_child_by_name (self->stack, name);

  g_return_if_fail (page != NULL);

  truco_learn_page_ensure_path_widgets (self);
  if (!gtk_widget_get_visible (page))
    {
      AdwActionRow *row = g_str_equal (name, "overview") ? self->overview_row
                        : g_str_equal (name, "compare") ? self->compare_row
                        : g_str_equal (name, "ranking") ? self->ranking_row
                        : g_str_equal (name, "counter") ? self->counter_row
                        : g_str_equal (name, "ladders") ? self->ladders_row
                        : NULL;

      if (row != NULL && GTK_IS_BOX (page))
        add_page_bar (self, GTK_BOX (page), row);
      gtk_widget_set_visible (page, TRUE);
    }

  gtk_stack_set_visible_child (self->stack, page);
}

GtkWidget *
truco_learn_page_new (void)
{
  return g_object_new (TRUCO_TYPE_LEARN_PAGE, NULL);
}
