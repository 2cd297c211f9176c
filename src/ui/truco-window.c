/* truco-window.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "truco-a11y.h"
#include "truco-exercise-view.h"
#include "truco-learn-page.h"
#include "truco-quiz-page.h"
#include "truco-variant-chooser.h"
#include "truco-glossary-page.h"
#include "truco-table-driver.h"
#include "truco-table-page.h"
#include "truco-window.h"

struct _TrucoWindow
{
  AdwApplicationWindow  parent_instance;

  TrucoSettings        *settings;
  TrucoProgress        *progress;
  AdwToastOverlay      *toast_overlay;

  AdwViewSwitcherTitle *switcher_title;
  AdwViewSwitcherBar   *switcher_bar;
  GtkMenuButton        *variant_button;
  GtkMenuButton        *menu_button;
  GMenuModel           *primary_menu;
  GtkLabel             *variant_label;
  GtkStack             *main_stack;
  AdwBin               *chooser_bin;
  TrucoVariantChooser  *chooser;        /* built when first needed */
  AdwViewStack         *stack;
  TrucoLearnPage       *learn_page;
  AdwViewStackPage     *quiz_stack_page;
  /* The sections not shown at start are built the first time they are
   * needed, into these bins: the window is complete sooner. */
  AdwBin               *quiz_bin;
  AdwBin               *glossary_bin;
  AdwBin               *table_bin;
  TrucoQuizPage        *quiz_page;
  TrucoGlossaryPage    *glossary_page;
  TrucoTablePage       *table_page;
  gboolean              table_started;
  gboolean              start_watched;
  guint                 quiz_idle_id;
  guint                 bar_idle_id;
};

G_DEFINE_FINAL_TYPE (TrucoWindow, truco_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_SETTINGS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void truco_window_variant_chosen_cb (TrucoWindow         *self,
                                            const char          *id,
                                            TrucoVariantChooser *chooser);

/* The first-run choice of a variant: built the first time it is shown,
 * never for a learner who has chosen. */
static void
truco_window_ensure_chooser (TrucoWindow *self)
{
  if (self->chooser != NULL)
    return;

  self->chooser = TRUCO_VARIANT_CHOOSER (truco_variant_chooser_new ());
  g_signal_connect_object (self->chooser, "variant-chosen",
                           G_CALLBACK (truco_window_variant_chosen_cb), self,
                           G_CONNECT_SWAPPED);
  adw_bin_set_child (self->chooser_bin, GTK_WIDGET (self->chooser));
}

static void
truco_window_sync_variant (TrucoWindow *self)
{
  const TrucoVariant *variant = truco_settings_get_variant (self->settings);
  gboolean choosing = !truco_settings_has_variant (self->settings);
  g_autofree char *accessible = NULL;

  gtk_label_set_label (self->variant_label, truco_variant_get_name (variant));
  /* Translators: the accessible name of the header button that shows the
   * chosen variant and opens the list of variants; %s is the variant's name. */
  accessible = g_strdup_printf (_("Variant: %s"), truco_variant_get_name (variant));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->variant_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible,
                                  -1);

  gtk_widget_set_visible (GTK_WIDGET (self->variant_button), !choosing);
  adw_view_switcher_title_set_view_switcher_enabled (self->switcher_title, !choosing);
  /* The application's name while choosing; afterwards the variant button
   * needs the room on a narrow window. */
  adw_view_switcher_title_set_title (self->switcher_title, choosing ? _("Truquero") : "");

  if (choosing)
    truco_window_ensure_chooser (self);

  /* The page not shown is hidden, so that it leaves the accessibility tree
   * and the focus chain too. */
  gtk_widget_set_visible (GTK_WIDGET (self->chooser_bin), choosing);
  gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->stack)), !choosing);
  gtk_stack_set_visible_child_name (self->main_stack, choosing ? "chooser" : "sections");

  /* Keyboard users start on the first variant. */
  if (choosing)
    truco_variant_chooser_focus_first (self->chooser);
}

static void
truco_window_variant_chosen_cb (TrucoWindow         *self,
                                const char          *id,
                                TrucoVariantChooser *chooser)
{
  const TrucoVariant *variant = truco_variant_lookup (id);

  g_return_if_fail (variant != NULL);

  truco_settings_set_variant (self->settings, variant);
  adw_view_stack_set_visible_child_name (self->stack, "learn");
  truco_learn_page_focus_first (self->learn_page);
}

static void truco_window_open_lesson_cb (TrucoWindow   *self,
                                         const char    *lesson_id,
                                         TrucoQuizPage *quiz_page);
static void truco_window_sync_due        (TrucoWindow   *self);

/* The Quiz is built after the window is complete, for the count of
 * reviews due on its tab, or sooner when something needs it; it joins the
 * window (and its layout) when it is shown, or when @show. */
static TrucoQuizPage *
truco_window_ensure_quiz_page_full (TrucoWindow *self,
                                    gboolean     show)
{
  GApplication *app;

  if (self->quiz_page != NULL)
    {
      if (show && gtk_widget_get_parent (GTK_WIDGET (self->quiz_page)) == NULL)
        adw_bin_set_child (self->quiz_bin, GTK_WIDGET (self->quiz_page));
      return self->quiz_page;
    }

  g_clear_handle_id (&self->quiz_idle_id, g_source_remove);
  self->quiz_page = g_object_ref_sink (TRUCO_QUIZ_PAGE (truco_quiz_page_new ()));
  g_signal_connect_object (self->quiz_page, "open-lesson",
                           G_CALLBACK (truco_window_open_lesson_cb), self,
                           G_CONNECT_SWAPPED);
  if (show)
    adw_bin_set_child (self->quiz_bin, GTK_WIDGET (self->quiz_page));

  app = g_application_get_default ();
  if (self->progress != NULL && TRUCO_IS_APPLICATION (app))
    {
      truco_quiz_page_set_settings (self->quiz_page, self->settings);
      truco_quiz_page_set_progress (self->quiz_page, self->progress);
      g_signal_connect_object (self->quiz_page, "notify::n-due",
                               G_CALLBACK (truco_window_sync_due), self,
                               G_CONNECT_SWAPPED);
      truco_window_sync_due (self);
    }

  return self->quiz_page;
}

static TrucoQuizPage *
truco_window_ensure_quiz_page (TrucoWindow *self)
{
  return truco_window_ensure_quiz_page_full (self, TRUE);
}

static TrucoGlossaryPage *
truco_window_ensure_glossary_page (TrucoWindow *self)
{
  if (self->glossary_page == NULL)
    {
      self->glossary_page = TRUCO_GLOSSARY_PAGE (truco_glossary_page_new ());
      adw_bin_set_child (self->glossary_bin, GTK_WIDGET (self->glossary_page));
    }

  return self->glossary_page;
}

static TrucoTablePage *
truco_window_ensure_table_page (TrucoWindow *self)
{
  if (self->table_page == NULL)
    {
      self->table_page = TRUCO_TABLE_PAGE (truco_table_page_new ());
      adw_bin_set_child (self->table_bin, GTK_WIDGET (self->table_page));
    }

  return self->table_page;
}

static gboolean
truco_window_quiz_idle_cb (gpointer user_data)
{
  TrucoWindow *self = user_data;

  self->quiz_idle_id = 0;
  truco_window_ensure_quiz_page_full (self, FALSE);
  return G_SOURCE_REMOVE;
}

/* After each frame of the start-up: once the path of lessons is on screen
 * (the learn page loads it after the first frame), the Quiz is built when
 * nothing else is left to do, for the count of reviews due on its tab. */
static void
truco_window_start_paint_cb (GdkFrameClock *clock,
                             TrucoWindow   *self)
{
  if (self->learn_page == NULL ||
      (truco_learn_page_get_lessons (self->learn_page) == NULL && !truco_window_get_choosing (self)))
    return;

  g_signal_handlers_disconnect_by_func (clock, truco_window_start_paint_cb, self);
  if (self->quiz_page == NULL && self->quiz_idle_id == 0)
    self->quiz_idle_id = g_idle_add_full (G_PRIORITY_LOW, truco_window_quiz_idle_cb, self, NULL);
}

/* The bar of sections at the bottom shows on a narrow window only: it
 * gets its buttons the first time it does (in an idle: the header decides
 * while it is laid out), before the next frame. */
static gboolean
truco_window_bar_idle_cb (gpointer user_data)
{
  TrucoWindow *self = user_data;

  self->bar_idle_id = 0;
  adw_view_switcher_bar_set_stack (self->switcher_bar, self->stack);
  /* Its buttons are new: what the Quiz tab says, again. */
  truco_window_sync_due (self);
  return G_SOURCE_REMOVE;
}

static void
truco_window_title_visible_cb (TrucoWindow *self)
{
  if (adw_view_switcher_title_get_title_visible (self->switcher_title) &&
      adw_view_switcher_bar_get_stack (self->switcher_bar) == NULL && self->bar_idle_id == 0)
    self->bar_idle_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE, truco_window_bar_idle_cb, self, NULL);
}

static void
truco_window_map (GtkWidget *widget)
{
  TrucoWindow *self = TRUCO_WINDOW (widget);

  GTK_WIDGET_CLASS (truco_window_parent_class)->map (widget);

  if (!self->start_watched && self->quiz_page == NULL)
    {
      self->start_watched = TRUE;
      g_signal_connect_object (gtk_widget_get_frame_clock (widget), "after-paint",
                               G_CALLBACK (truco_window_start_paint_cb), self, 0);
    }
}

/* The table starts (or resumes its match) the first time it is shown:
 * nothing of it runs for a learner who never opens it. */
static void
truco_window_start_table (TrucoWindow *self)
{
  const char *seed = g_getenv ("TRUQUERO_TABLE_SEED");
  guint64 value;

  if (self->table_started || self->settings == NULL)
    return;
  self->table_started = TRUE;
  /* Repeatable deals for the end-to-end tests. */
  if (seed != NULL && g_ascii_string_to_unsigned (seed, 10, 0, G_MAXUINT32, &value, NULL))
    truco_table_page_set_seed (truco_window_ensure_table_page (self), value);
  truco_table_page_set_settings (truco_window_ensure_table_page (self), self->settings);
}

static void
truco_window_section_shown_cb (TrucoWindow *self)
{
  const char *name = adw_view_stack_get_visible_child_name (self->stack);

  if (g_strcmp0 (name, "table") == 0)
    {
      truco_window_start_table (self);
      truco_table_page_focus_first (truco_window_ensure_table_page (self));
    }
  else if (g_strcmp0 (name, "quiz") == 0)
    truco_window_ensure_quiz_page (self);
  else if (g_strcmp0 (name, "glossary") == 0)
    truco_window_ensure_glossary_page (self);
}

/* The header's menus are built the first time they open, not with the
 * window. */
static void
truco_window_create_menu_cb (GtkMenuButton *button,
                             gpointer       menu)
{
  if (gtk_menu_button_get_menu_model (button) == NULL)
    gtk_menu_button_set_menu_model (button, menu);
}

static GMenuModel *
truco_window_create_variant_menu (void)
{
  g_autoptr(GMenu) menu = g_menu_new ();
  guint i;

  for (i = 0; i < truco_variant_get_count (); i++)
    {
      const TrucoVariant *variant = truco_variant_get_nth (i);
      g_autoptr(GMenuItem) item = NULL;

      item = g_menu_item_new (truco_variant_get_name (variant), NULL);
      g_menu_item_set_action_and_target (item, "app.variant", "s", truco_variant_get_id (variant));
      g_menu_append_item (menu, item);
    }

  return G_MENU_MODEL (g_steal_pointer (&menu));
}

static void
truco_window_progress_message_cb (TrucoWindow *self)
{
  g_autofree char *message = truco_progress_take_message (self->progress);
  AdwToast *toast;

  if (message == NULL)
    return;

  toast = adw_toast_new (message);
  /* Long enough to read a sentence about one's progress. */
  adw_toast_set_timeout (toast, 10);
  truco_window_add_toast (self, toast);
}

static void
truco_window_open_lesson_cb (TrucoWindow   *self,
                             const char    *lesson_id,
                             TrucoQuizPage *quiz_page)
{
  adw_view_stack_set_visible_child_name (self->stack, "learn");
  truco_learn_page_open_lesson (self->learn_page, lesson_id);
}

static void
truco_window_lesson_finished_cb (TrucoWindow    *self,
                                 const char     *lesson_id,
                                 TrucoLearnPage *learn_page)
{
  truco_quiz_page_lesson_done (truco_window_ensure_quiz_page_full (self, FALSE), lesson_id);
}

/* Says what the Quiz tab's number counts, on each view switcher's Quiz
 * button (libadwaita 1.2 gives a page's badge no words of its own). */
static void
truco_window_describe_quiz_tab (GtkWidget  *root,
                                const char *title,
                                const char *said)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      if (g_strcmp0 (G_OBJECT_TYPE_NAME (child), "AdwViewSwitcherButton") == 0)
        {
          g_autofree char *label = NULL;

          g_object_get (child, "label", &label, NULL);
          if (g_strcmp0 (label, title) == 0)
            {
              gtk_widget_set_tooltip_text (child, said);
              if (said != NULL)
                gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, said, -1);
              else
                gtk_accessible_reset_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
            }
          continue;
        }
      truco_window_describe_quiz_tab (child, title, said);
    }
}

static void
truco_window_sync_due (TrucoWindow *self)
{
  g_autofree char *said = NULL;
  guint n_due;

  if (self->quiz_page == NULL)
    return;

  n_due = truco_quiz_page_get_n_due (self->quiz_page);

  /* The header's switcher shows the count as a badge on the Quiz. */
  adw_view_stack_page_set_badge_number (self->quiz_stack_page, n_due);
  adw_view_stack_page_set_needs_attention (self->quiz_stack_page, n_due > 0);
  if (n_due > 0)
    said = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u review is due today.", "%u reviews are due today.", n_due), n_due);
  truco_window_describe_quiz_tab (GTK_WIDGET (self->switcher_title), adw_view_stack_page_get_title (self->quiz_stack_page), said);
  truco_window_describe_quiz_tab (GTK_WIDGET (self->switcher_bar), adw_view_stack_page_get_title (self->quiz_stack_page), said);
}

static gboolean
truco_window_close_request (GtkWindow *window)
{
  TrucoWindow *self = TRUCO_WINDOW (window);
  int width;
  int height;

  gtk_window_get_default_size (window, &width, &height);
  truco_settings_set_window_state (self->settings, width, height, gtk_window_is_maximized (window));

  return GTK_WINDOW_CLASS (truco_window_parent_class)->close_request (window);
}

static void
truco_window_constructed (GObject *object)
{
  TrucoWindow *self = TRUCO_WINDOW (object);
  g_autoptr(GMenuModel) variant_menu = NULL;
  GSettings *settings;
  GApplication *app;
  int width;
  int height;

  G_OBJECT_CLASS (truco_window_parent_class)->constructed (object);

  /* Toasts show over the whole content; the overlay wraps it here, before
   * anything is realized, rather than in the template. */
  {
    GtkWidget *content = g_object_ref (adw_application_window_get_content (ADW_APPLICATION_WINDOW (self)));

    self->toast_overlay = ADW_TOAST_OVERLAY (adw_toast_overlay_new ());
    adw_application_window_set_content (ADW_APPLICATION_WINDOW (self), NULL);
    adw_toast_overlay_set_child (self->toast_overlay, content);
    adw_application_window_set_content (ADW_APPLICATION_WINDOW (self), GTK_WIDGET (self->toast_overlay));
    g_object_unref (content);
  }

  /* Built by GtkBuilder or a test with only an application: take the
   * running application's settings. */
  if (self->settings == NULL)
    {
      GApplication *app = g_application_get_default ();

      g_return_if_fail (TRUCO_IS_APPLICATION (app));
      self->settings = g_object_ref (truco_application_get_settings (TRUCO_APPLICATION (app)));
    }

  settings = truco_settings_get_settings (self->settings);

  truco_settings_get_window_size (self->settings, &width, &height);
  gtk_window_set_default_size (GTK_WINDOW (self), width, height);
  if (g_settings_get_boolean (settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  variant_menu = truco_window_create_variant_menu ();
  gtk_menu_button_set_create_popup_func (self->variant_button, truco_window_create_menu_cb,
                                         g_steal_pointer (&variant_menu), g_object_unref);
  gtk_menu_button_set_create_popup_func (self->menu_button, truco_window_create_menu_cb,
                                         g_object_ref (self->primary_menu), g_object_unref);

  truco_learn_page_set_settings (self->learn_page, self->settings);

  /* The learner's progress: read once, by the application; what went wrong
   * with the file (damaged, newer, read-only) is told once, here. */
  app = g_application_get_default ();
  if (TRUCO_IS_APPLICATION (app))
    {
      self->progress = g_object_ref (truco_application_get_progress (TRUCO_APPLICATION (app)));
      truco_learn_page_set_progress (self->learn_page, self->progress);
      g_signal_connect_object (self->learn_page, "lesson-finished",
                               G_CALLBACK (truco_window_lesson_finished_cb), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (self->progress, "notify::message",
                               G_CALLBACK (truco_window_progress_message_cb), self,
                               G_CONNECT_SWAPPED);
      truco_window_progress_message_cb (self);
    }

  g_signal_connect_object (self->settings, "notify::variant-id",
                           G_CALLBACK (truco_window_sync_variant), self,
                           G_CONNECT_SWAPPED);
  truco_window_sync_variant (self);

  g_signal_connect_object (self->switcher_title, "notify::title-visible",
                           G_CALLBACK (truco_window_title_visible_cb), self,
                           G_CONNECT_SWAPPED);
  truco_window_title_visible_cb (self);
}

static void
truco_window_dispose (GObject *object)
{
  TrucoWindow *self = TRUCO_WINDOW (object);

  /* Detach the switchers first: disposed under the toast overlay, the
   * bar would otherwise drop its stack's buttons after the stack went. */
  if (self->switcher_bar != NULL)
    adw_view_switcher_bar_set_stack (self->switcher_bar, NULL);
  if (self->switcher_title != NULL)
    adw_view_switcher_title_set_stack (self->switcher_title, NULL);
  g_clear_handle_id (&self->quiz_idle_id, g_source_remove);
  g_clear_handle_id (&self->bar_idle_id, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), TRUCO_TYPE_WINDOW);
  g_clear_object (&self->quiz_page);
  self->chooser = NULL;
  self->glossary_page = NULL;
  self->table_page = NULL;
  g_clear_object (&self->settings);
  g_clear_object (&self->progress);

  G_OBJECT_CLASS (truco_window_parent_class)->dispose (object);
}

static void
truco_window_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  TrucoWindow *self = TRUCO_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
truco_window_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  TrucoWindow *self = TRUCO_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      self->settings = g_value_dup_object (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
truco_window_class_init (TrucoWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = truco_window_constructed;
  object_class->dispose = truco_window_dispose;
  object_class->get_property = truco_window_get_property;
  object_class->set_property = truco_window_set_property;
  window_class->close_request = truco_window_close_request;
  widget_class->map = truco_window_map;

  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL,
                         TRUCO_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (TRUCO_TYPE_LEARN_PAGE);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/truco-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TrucoWindow, switcher_title);
  gtk_widget_class_bind_template_child (widget_class, TrucoWindow, switcher_bar);
  gtk_widget_class_bind_template_child (widget_class, TrucoWindow, variant_button);
  gtk_widget_class_bind_template_child (widget_class, TrucoWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, TrucoWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, TrucoWindow, variant_label);
  gtk_widget_class_bind_template_child (widget_class, TrucoWindow, main_stack);
  gtk_widget_class_bind_template_child (widget_class, TrucoWindow, chooser_bin);
  gtk_widget_class_bind_template_child (widget_class, TrucoWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, TrucoWindow, learn_page);
  gtk_widget_class_bind_template_child (widget_class, TrucoWindow, quiz_stack_page);
  gtk_widget_class_bind_template_child (widget_class, TrucoWindow, quiz_bin);
  gtk_widget_class_bind_template_child (widget_class, TrucoWindow, glossary_bin);
  gtk_widget_class_bind_template_child (widget_class, TrucoWindow, table_bin);
  gtk_widget_class_bind_template_callback (widget_class, truco_window_section_shown_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

/* win.show-help-overlay (Ctrl+?, the main menu): the shortcuts window is
 * built the first time it is asked for, not with the window (GtkApplication
 * would build it for every window from gtk/help-overlay.ui; the resource
 * is ui/help-overlay.ui so that it does not). */
static void
truco_window_show_help_overlay (GSimpleAction *action,
                                GVariant      *parameter,
                                gpointer       user_data)
{
  GtkApplicationWindow *window = user_data;
  GtkShortcutsWindow *overlay = gtk_application_window_get_help_overlay (window);

  if (overlay == NULL)
    {
      g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_BASE "/ui/help-overlay.ui");

      overlay = GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
      /* Its search entry and the icon button that closes its search bar
       * need names. */
      truco_a11y_name_toolkit_widgets (GTK_WIDGET (overlay), _("Search shortcuts"));
      gtk_application_window_set_help_overlay (window, overlay);
    }

  gtk_window_present (GTK_WINDOW (overlay));
}

static void
truco_window_init (TrucoWindow *self)
{
  static const GActionEntry actions[] = {
    { "show-help-overlay", truco_window_show_help_overlay },
  };

  gtk_widget_init_template (GTK_WIDGET (self));
  g_action_map_add_action_entries (G_ACTION_MAP (self), actions, G_N_ELEMENTS (actions), self);
}

TrucoWindow *
truco_window_new (TrucoApplication *application)
{
  g_return_val_if_fail (TRUCO_IS_APPLICATION (application), NULL);

  return g_object_new (TRUCO_TYPE_WINDOW,
                       "application", application,
                       "settings", truco_application_get_settings (application),
                       NULL);
}

/**
 * truco_window_get_choosing:
 *
 * Returns: whether the window shows the first-run variant choice
 */
gboolean
truco_window_get_choosing (TrucoWindow *self)
{
  g_return_val_if_fail (TRUCO_IS_WINDOW (self), FALSE);

  return g_strcmp0 (gtk_stack_get_visible_child_name (self->main_stack), "chooser") == 0;
}

/**
 * truco_window_get_help_page:
 *
 * Returns: (nullable): the id of the help page about what the window
 *   shows, or %NULL for the help's front page
 */
const char *
truco_window_get_help_page (TrucoWindow *self)
{
  const char *section;

  g_return_val_if_fail (TRUCO_IS_WINDOW (self), NULL);

  if (truco_window_get_choosing (self))
    return "getting-started";

  /* The help pages carry the names of the sections they describe; on a
   * page of Learn about the chosen game (its overview, a lesson, a tool),
   * the game's own page, truco-ID, with its rules. */
  section = adw_view_stack_get_visible_child_name (self->stack);
  if (g_strcmp0 (section, "learn") == 0)
    {
      const char *view = truco_learn_page_get_view (self->learn_page);

      if (g_strcmp0 (view, "path") != 0 && g_strcmp0 (view, "compare") != 0)
        {
          g_autofree char *page = g_strconcat ("truco-", truco_variant_get_id (truco_settings_get_variant (self->settings)), NULL);

          return g_intern_string (page);
        }
    }
  if (g_strcmp0 (section, "learn") == 0 || g_strcmp0 (section, "quiz") == 0 ||
      g_strcmp0 (section, "table") == 0)
    return section;

  return NULL;
}

/* Answers the question shown: right, or with its first wrong option. */
static void
answer_question (TrucoQuizPage *quiz,
                 gboolean       right)
{
  TrucoExerciseView *view = truco_quiz_page_get_exercise_view (quiz);
  TrucoExercise *exercise = truco_exercise_view_get_exercise (view);
  guint answer = truco_exercise_get_answer (exercise);
  guint n = truco_exercise_get_n_choices (exercise);
  guint choice = answer;

  for (guint i = 0; i < n && !right; i++)
    if (i != answer)
      {
        choice = i;
        break;
      }
  truco_exercise_view_answer (view, choice);
}

/* The Quiz's views for the screenshots: "question" and "feedback" (a
 * wrong answer) of the scoring test, "end" of a practice of five questions
 * (one wrong), "mark" of a whole scoring test (every fourth answer wrong),
 * and "progress" (the section after a review of five questions, one wrong:
 * it needs a lesson done, and saves its answers). */
static void
truco_window_show_quiz_view (TrucoWindow *self,
                             const char  *view)
{
  TrucoQuizPage *quiz = truco_window_ensure_quiz_page (self);

  if (g_strcmp0 (view, "question") == 0 || g_strcmp0 (view, "feedback") == 0)
    {
      truco_quiz_page_start_test (quiz);
      if (g_strcmp0 (view, "feedback") == 0)
        answer_question (quiz, FALSE);
    }
  else if (g_strcmp0 (view, "end") == 0)
    {
      truco_quiz_page_start_practice (quiz, "envido-count");
      for (guint i = 0; i < 5; i++)
        {
          answer_question (quiz, i != 2);
          if (i < 4)
            truco_quiz_page_next_question (quiz);
        }
      truco_quiz_page_end_session (quiz);
    }
  else if (g_strcmp0 (view, "mark") == 0)
    {
      guint i = 0;

      truco_quiz_page_start_test (quiz);
      do
        answer_question (quiz, i++ % 4 != 3);
      while (truco_quiz_page_next_question (quiz));
    }
  else if (g_strcmp0 (view, "progress") == 0)
    {
      if (truco_quiz_page_start_review (quiz))
        for (guint i = 0; i < 5; i++)
          {
            answer_question (quiz, i != 2);
            if (i == 4 || !truco_quiz_page_next_question (quiz))
              break;
          }
      truco_quiz_page_show_home (quiz);
    }
  else
    g_warning ("No quiz view “%s”", view);
}

/**
 * truco_window_get_quiz_page:
 *
 * Returns: (transfer none): the Quiz section
 */
TrucoQuizPage *
truco_window_get_quiz_page (TrucoWindow *self)
{
  g_return_val_if_fail (TRUCO_IS_WINDOW (self), NULL);

  return truco_window_ensure_quiz_page (self);
}

/**
 * truco_window_set_section:
 * @name: the name of a page of the section stack ("learn", "glossary"…),
 *   or a view inside Learn: "variants" (the overview), "compare",
 *   "ranking", "counter", "ladders", "lesson:ID", "lesson:ID:STEP",
 *   "lesson:ID:STEP:N" (Continue pressed N times more),
 *   "lesson:ID:STEP:wrong" (its question answered wrong), "lesson:ID:end"
 *   (the lesson taken, one question of its check missed), or a view of the
 *   Quiz: "quiz:question", "quiz:feedback", "quiz:end", "quiz:mark" or
 *   "quiz:progress", or of the Table: "table:start", "table:call",
 *   "table:review"; any view inside Learn may also be written
 *   "learn:VIEW"
 *
 * Shows a section or view (used by the screenshot and benchmark hooks).
 */
void
truco_window_set_section (TrucoWindow *self,
                          const char  *name)
{
  g_return_if_fail (TRUCO_IS_WINDOW (self));

  /* "learn:ranking": the screenshot hook takes a bare "ranking" for the
   * ranking's own window. */
  if (g_str_has_prefix (name, "learn:"))
    name += strlen ("learn:");

  if (g_strcmp0 (name, "variants") == 0 || g_strcmp0 (name, "overview") == 0)
    {
      adw_view_stack_set_visible_child_name (self->stack, "learn");
      truco_learn_page_show_overview (self->learn_page);
    }
  else if (g_strcmp0 (name, "compare") == 0)
    {
      adw_view_stack_set_visible_child_name (self->stack, "learn");
      truco_learn_page_show_comparison (self->learn_page);
    }
  else if (g_strcmp0 (name, "ranking") == 0 || g_strcmp0 (name, "counter") == 0 ||
           g_strcmp0 (name, "ladders") == 0)
    {
      adw_view_stack_set_visible_child_name (self->stack, "learn");
      if (g_str_equal (name, "ranking"))
        truco_learn_page_show_ranking (self->learn_page);
      else if (g_str_equal (name, "counter"))
        truco_learn_page_show_counter (self->learn_page);
      else
        truco_learn_page_show_ladders (self->learn_page);
    }
  else if (g_str_has_prefix (name, "lesson:"))
    {
      g_auto(GStrv) parts = g_strsplit (name + strlen ("lesson:"), ":", 3);
      TrucoLessonView *view = truco_learn_page_get_lesson_view (self->learn_page);
      guint64 step = 0;

      adw_view_stack_set_visible_child_name (self->stack, "learn");
      if (!truco_learn_page_open_lesson (self->learn_page, parts[0]))
        {
          g_warning ("No lesson “%s”", parts[0]);
          return;
        }
      /* "end": the whole lesson taken, its check's first question
       * missed, to its end page. */
      if (g_strcmp0 (parts[1], "end") == 0)
        {
          TrucoLesson *lesson = truco_lesson_view_get_lesson (view);
          gboolean missed = FALSE;

          for (guint guard = 0; guard < 400; guard++)
            {
              GtkWidget *ev = truco_lesson_view_get_exercise_view (view);
              TrucoLessonStep *now = truco_lesson_get_step (lesson, truco_lesson_view_get_step (view));
              gboolean check = truco_lesson_step_get_kind (now) == TRUCO_LESSON_STEP_CHECK;

              if (check && ev == NULL)
                break;
              if (ev != NULL && !truco_exercise_view_get_answered (TRUCO_EXERCISE_VIEW (ev)))
                {
                  TrucoExercise *exercise = truco_exercise_view_get_exercise (TRUCO_EXERCISE_VIEW (ev));
                  guint answer = truco_exercise_get_answer (exercise);

                  truco_exercise_view_answer (TRUCO_EXERCISE_VIEW (ev),
                                              check && !missed ? (answer == 0 ? 1 : 0) : answer);
                  missed |= check;
                }
              if (!truco_lesson_view_go_on (view))
                break;
            }
          return;
        }
      if (parts[1] != NULL)
        g_ascii_string_to_unsigned (parts[1], 10, 0, G_MAXUINT, &step, NULL);
      while (truco_lesson_view_get_step (view) < step && truco_lesson_view_go_on (view))
        ;
      /* A number: Continue pressed that many times more (the steps of a
       * worked example shown). */
      if (parts[1] != NULL && parts[2] != NULL &&
          g_ascii_string_to_unsigned (parts[2], 10, 0, 20, &step, NULL))
        for (guint i = 0; i < step; i++)
          truco_lesson_view_go_on (view);
      /* "wrong": the question of the step answered with a wrong option. */
      if (parts[1] != NULL && g_strcmp0 (parts[2], "wrong") == 0 &&
          truco_lesson_view_get_exercise_view (view) != NULL)
        {
          TrucoExerciseView *exercise_view = TRUCO_EXERCISE_VIEW (truco_lesson_view_get_exercise_view (view));
          TrucoExercise *exercise = truco_exercise_view_get_exercise (exercise_view);

          truco_exercise_view_answer (exercise_view, truco_exercise_get_answer (exercise) == 0 ? 1 : 0);
        }
    }
  else if (g_str_has_prefix (name, "table:"))
    {
      adw_view_stack_set_visible_child_name (self->stack, "table");
      truco_window_start_table (self);
      truco_table_driver_show_view (truco_window_ensure_table_page (self), name + strlen ("table:"));
    }
  else if (g_str_has_prefix (name, "quiz:"))
    {
      adw_view_stack_set_visible_child_name (self->stack, "quiz");
      truco_window_show_quiz_view (self, name + strlen ("quiz:"));
    }
  else if (adw_view_stack_get_child_by_name (self->stack, name) != NULL)
    adw_view_stack_set_visible_child_name (self->stack, name);
  else
    g_warning ("No section “%s”", name);
}

/**
 * truco_window_get_learn_page:
 *
 * Returns: (transfer none): the Learn section
 */
TrucoLearnPage *
truco_window_get_learn_page (TrucoWindow *self)
{
  g_return_val_if_fail (TRUCO_IS_WINDOW (self), NULL);

  return self->learn_page;
}

/**
 * truco_window_show_term:
 * @id: a glossary term id
 *
 * Shows the Glossary section on the page of the term @id.
 *
 * Returns: whether the glossary has that term
 */
gboolean
truco_window_show_term (TrucoWindow *self,
                        const char  *id)
{
  g_return_val_if_fail (TRUCO_IS_WINDOW (self), FALSE);

  adw_view_stack_set_visible_child_name (self->stack, "glossary");

  return truco_glossary_page_show_term (truco_window_ensure_glossary_page (self), id);
}

/**
 * truco_window_search_glossary:
 * @query: what to search
 *
 * Shows the Glossary section with the results of @query.
 */
void
truco_window_search_glossary (TrucoWindow *self,
                              const char  *query)
{
  g_return_if_fail (TRUCO_IS_WINDOW (self));

  adw_view_stack_set_visible_child_name (self->stack, "glossary");
  truco_glossary_page_search (truco_window_ensure_glossary_page (self), query);
  truco_glossary_page_focus_search (self->glossary_page);
}

/**
 * truco_window_get_table_page:
 *
 * Returns: (transfer none): the Table section
 */
TrucoTablePage *
truco_window_get_table_page (TrucoWindow *self)
{
  g_return_val_if_fail (TRUCO_IS_WINDOW (self), NULL);

  return truco_window_ensure_table_page (self);
}

/**
 * truco_window_add_toast:
 * @toast: (transfer full): the toast
 *
 * Shows @toast over the window's content.
 */
void
truco_window_add_toast (TrucoWindow *self,
                        AdwToast    *toast)
{
  g_return_if_fail (TRUCO_IS_WINDOW (self));
  g_return_if_fail (ADW_IS_TOAST (toast));

  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}
