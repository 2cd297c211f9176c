/* truco-application.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "truco-application.h"
#include "truco-a11y.h"
#include "truco-answer-bar.h"
#include "truco-capture.h"
#include "truco-explanation.h"
#include "truco-preferences-window.h"
#include "truco-quiz-preferences.h"
#include "truco-table-preferences.h"
#include "truco-search-provider.h"
#include "truco-window.h"

struct _TrucoApplication
{
  AdwApplication  parent_instance;

  TrucoSettings  *settings;
  TrucoProgress  *progress;
  GSimpleAction  *variant_action;
  gboolean        storage_checked;
};

G_DEFINE_FINAL_TYPE (TrucoApplication, truco_application, ADW_TYPE_APPLICATION)

static int
truco_application_handle_local_options (GApplication *app,
                                        GVariantDict *options)
{
  GSettingsSchemaSource *schemas = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  /* Without the schema, the first g_settings_new() aborts with a trap. */
  if (schemas != NULL)
    schema = g_settings_schema_source_lookup (schemas, APPLICATION_ID, TRUE);
  if (schema == NULL)
    {
      /* Translators: %s is the id of the settings schema, io.github.truquero.Truquero. */
      g_printerr (_("Truquero is not installed correctly: its settings schema “%s” is missing. Install Truquero again, or start it from its source tree with build-aux/run."),
                  APPLICATION_ID);
      g_printerr ("\n");

      return EXIT_FAILURE;
    }

  /* Without this check GTK prints "cannot open display:" and exits from deep
   * inside startup; say what is wrong and what to do instead. */
  if (!gtk_init_check ())
    {
      const char *backend = g_getenv ("GDK_BACKEND");
      gboolean x11_only = g_strcmp0 (backend, "x11") == 0;
      const char *display = x11_only ? NULL : g_getenv ("WAYLAND_DISPLAY");

      if (display == NULL || *display == '\0')
        display = g_getenv ("DISPLAY");

      /* A backend other than X11 forced by GDK_BACKEND: blaming the X
       * display would mislead. */
      if (backend != NULL && *backend != '\0' && !x11_only && g_strcmp0 (backend, "*") != 0)
        /* Translators: %s is the value of GDK_BACKEND, such as "wayland" or "x11". */
        g_printerr (_("Truquero cannot open a display with “%s”, the backend that GDK_BACKEND asks for. Unset GDK_BACKEND, or start it where a display of that kind is running."),
                    backend);
      else if (display == NULL || *display == '\0')
        g_printerr (_("Truquero needs a graphical display, and none is set (neither WAYLAND_DISPLAY nor DISPLAY). Start it from a desktop session, or headless under a virtual X server: xvfb-run truquero"));
      else
        /* Translators: %s is a display name such as ":0" or "wayland-0". */
        g_printerr (_("Truquero cannot open the display “%s”. Check that the display server is running and that you may connect to it."),
                    display);
      g_printerr ("\n");

      return EXIT_FAILURE;
    }

  return G_APPLICATION_CLASS (truco_application_parent_class)->handle_local_options (app, options);
}

/* Choices and progress that cannot be saved are still worth making: say so
 * once, and keep going. */
static void
truco_application_check_storage (TrucoApplication *self,
                                 TrucoWindow      *window)
{
  g_autofree char *unwritable = NULL;
  AdwToast *toast;

  if (self->storage_checked)
    return;
  self->storage_checked = TRUE;

  unwritable = truco_settings_find_unwritable_dir (self->settings);
  if (unwritable == NULL)
    return;

  g_message ("Cannot write to %s: settings and progress will not be saved", unwritable);
  toast = adw_toast_new (_("Settings and progress cannot be saved"));
  adw_toast_set_timeout (toast, 0);
  truco_window_add_toast (window, toast);
}

static void
truco_application_activate (GApplication *app)
{
  GtkWindow *window;

  window = gtk_application_get_active_window (GTK_APPLICATION (app));
  if (window == NULL)
    {
      window = GTK_WINDOW (truco_window_new (TRUCO_APPLICATION (app)));
      truco_capture_install (window);
      truco_application_check_storage (TRUCO_APPLICATION (app), TRUCO_WINDOW (window));
    }

  gtk_window_present (window);
}

static void
truco_application_quit_action (GSimpleAction *action,
                               GVariant      *parameter,
                               gpointer       user_data)
{
  TrucoApplication *self = user_data;

  /* Close the windows first so that the main window saves its size:
   * dialogs (transient windows) first, then the windows they belong to. */
  for (int transient = 1; transient >= 0; transient--)
    {
      g_autoptr(GList) windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (self)));

      for (const GList *l = windows; l != NULL; l = l->next)
        if ((gtk_window_get_transient_for (l->data) != NULL) == transient)
          gtk_window_close (l->data);
    }

  g_application_quit (G_APPLICATION (self));
}

/* AdwAboutWindow 1.2 shows the version on a button (it copies it) whose
 * only child is a label, which GTK 4.8 does not read as its name. */
static void
name_version_button (GtkWidget *widget)
{
  GtkWidget *child;

  if (GTK_IS_BUTTON (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "about.copy-property") == 0
      && GTK_IS_LABEL (gtk_button_get_child (GTK_BUTTON (widget)))
      && g_strcmp0 (gtk_label_get_label (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (widget)))), PACKAGE_VERSION) == 0)
    {
      /* Translators: accessible name of the button in About that shows the
       * version of Truquero (and copies it); %s is the version, as 0.1.0. */
      g_autofree char *label = g_strdup_printf (_("Version %s"), PACKAGE_VERSION);

      gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                      -1);
    }

  for (child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    name_version_button (child);
}

static void
truco_application_about_action (GSimpleAction *action,
                                GVariant      *parameter,
                                gpointer       user_data)
{
  static const char *developers[] = { "The Truquero authors", NULL };
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (user_data));
  GtkWidget *about = adw_about_window_new ();

  g_object_set (about,
                "transient-for", window,
                "modal", TRUE,
                "application-name", _("Truquero"),
                "application-icon", APPLICATION_ID,
                "developer-name", _("The Truquero authors"),
                "version", PACKAGE_VERSION,
                "comments", _("Learn the Truco family of card games: Argentine Truco, Catalan Truc, French Truc, Truc y Flou and Put."),
                "website", "https://github.com/truquero/truquero",
                "issue-url", "https://github.com/truquero/truquero/issues",
                "developers", developers,
                /* Translators: put your names here, one a line. */
                "translator-credits", _("translator-credits"),
                "license-type", GTK_LICENSE_GPL_3_0,
                "copyright", _("© 2026 The Truquero authors"),
                NULL);
  /* Its back buttons show only an icon, which GTK 4.8 does not name. */
  truco_a11y_name_toolkit_widgets (about, NULL);
  name_version_button (about);
  gtk_window_present (GTK_WINDOW (about));
}

/* Says why the help is not on screen, instead of nothing happening. */
static void
show_help_error (GtkWindow  *window,
                 const char *detail)
{
  GtkWidget *dialog;
  g_autofree char *body = NULL;

  if (detail == NULL)
    body = g_strdup (_("Reading the help needs the Help application (Yelp), which is not installed. Install the package “yelp”, then press F1 again."));
  else
    /* Translators: %s is the system's own message ("Operation not supported"). */
    body = g_strdup_printf (_("The Help application could not open Truquero’s help: %s"), detail);

  dialog = adw_message_dialog_new (window, _("Help Cannot Be Shown"), body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
help_shown_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(GtkWindow) window = user_data;
  g_autoptr(GError) error = NULL;

  if (!gtk_show_uri_full_finish (window, result, &error) &&
      !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    show_help_error (window, error->message);
}

/**
 * truco_application_dup_help_uri:
 *
 * Returns: (transfer full): the help page about what the active window
 *   shows: F1 opens the page a learner needs, not the front page
 */
char *
truco_application_dup_help_uri (TrucoApplication *self)
{
  GtkWindow *window;
  const char *page = NULL;

  g_return_val_if_fail (TRUCO_IS_APPLICATION (self), NULL);

  window = gtk_application_get_active_window (GTK_APPLICATION (self));
  if (TRUCO_IS_WINDOW (window))
    page = truco_window_get_help_page (TRUCO_WINDOW (window));
  else if (TRUCO_IS_PREFERENCES_WINDOW (window))
    page = "preferences";

  if (page == NULL)
    return g_strdup ("help:truquero");

  return g_strconcat ("help:truquero/", page, NULL);
}

static void
truco_application_help_action (GSimpleAction *action,
                               GVariant      *parameter,
                               gpointer       user_data)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (user_data));
  g_autoptr(GAppInfo) viewer = g_app_info_get_default_for_uri_scheme ("help");
  g_autofree char *uri = NULL;

  if (viewer == NULL)
    {
      show_help_error (window, NULL);
      return;
    }

  uri = truco_application_dup_help_uri (TRUCO_APPLICATION (user_data));
  gtk_show_uri_full (window, uri, GDK_CURRENT_TIME, NULL, help_shown_cb,
                     window != NULL ? g_object_ref (window) : NULL);
}

static void
truco_application_preferences_action (GSimpleAction *action,
                                      GVariant      *parameter,
                                      gpointer       user_data)
{
  truco_application_show_preferences (TRUCO_APPLICATION (user_data));
}

static void
truco_application_variant_action (GSimpleAction *action,
                                  GVariant      *parameter,
                                  gpointer       user_data)
{
  TrucoApplication *self = user_data;
  const TrucoVariant *variant;

  variant = truco_variant_lookup (g_variant_get_string (parameter, NULL));
  if (variant == NULL)
    {
      g_warning ("Unknown variant “%s”", g_variant_get_string (parameter, NULL));
      return;
    }

  truco_settings_set_variant (self->settings, variant);
}

static void
truco_application_sync_variant_action (TrucoApplication *self)
{
  const char *id = "";

  if (truco_settings_has_variant (self->settings))
    id = truco_variant_get_id (truco_settings_get_variant (self->settings));

  g_simple_action_set_state (self->variant_action, g_variant_new_string (id));
}

static const GActionEntry app_actions[] = {
  { "quit", truco_application_quit_action },
  { "about", truco_application_about_action },
  { "help", truco_application_help_action },
  { "preferences", truco_application_preferences_action },
};

static void
truco_application_startup (GApplication *app)
{
  static const char *quit_accels[] = { "<Control>q", NULL };
  static const char *help_accels[] = { "F1", NULL };
  static const char *preferences_accels[] = { "<Control>comma", NULL };
  /* GtkApplication's own, for the shortcuts window that each window builds
   * when it is first asked for (truco-window.c). */
  static const char *shortcuts_accels[] = { "<Control>question", NULL };
  TrucoApplication *self = TRUCO_APPLICATION (app);

  G_APPLICATION_CLASS (truco_application_parent_class)->startup (app);

  /* A learner reads "seven of swords", never "7E". */
  truco_explanation_set_card_names (TRUE);

  /* The style of the widgets built after the first frame (the Quiz is, in
   * an idle): added later, a provider would restyle the whole window. */
  truco_answer_bar_load_style ();

  self->settings = truco_settings_new (NULL);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions,
                                   G_N_ELEMENTS (app_actions), app);

  /* app.variant: its state is the chosen variant's id ("" before the
   * first-run choice); activating it with an id chooses that variant. */
  self->variant_action = g_simple_action_new_stateful ("variant", G_VARIANT_TYPE_STRING,
                                                       g_variant_new_string (""));
  g_signal_connect (self->variant_action, "activate",
                    G_CALLBACK (truco_application_variant_action), self);
  g_action_map_add_action (G_ACTION_MAP (app), G_ACTION (self->variant_action));
  g_signal_connect_object (self->settings, "notify::variant-id",
                           G_CALLBACK (truco_application_sync_variant_action), self,
                           G_CONNECT_SWAPPED);
  truco_application_sync_variant_action (self);

  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.help", help_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.preferences", preferences_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.show-help-overlay", shortcuts_accels);
}

static void
truco_application_dispose (GObject *object)
{
  TrucoApplication *self = TRUCO_APPLICATION (object);

  g_clear_object (&self->variant_action);
  g_clear_object (&self->settings);
  g_clear_object (&self->progress);

  G_OBJECT_CLASS (truco_application_parent_class)->dispose (object);
}

/* The GNOME Shell search provider lives as long as the D-Bus registration. */
static gboolean
truco_application_dbus_register (GApplication     *app,
                                 GDBusConnection  *connection,
                                 const char       *object_path,
                                 GError          **error)
{
  g_autoptr(TrucoSearchProvider) provider = NULL;

  if (!G_APPLICATION_CLASS (truco_application_parent_class)->dbus_register (app, connection, object_path, error))
    return FALSE;

  provider = truco_search_provider_new (GTK_APPLICATION (app));
  if (!truco_search_provider_register (provider, connection, object_path, error))
    return FALSE;

  g_object_set_data_full (G_OBJECT (app), "truco-search-provider",
                          g_steal_pointer (&provider), g_object_unref);

  /* Started by D-Bus for the overview: stay a while between the Shell's
   * calls instead of starting again for each keystroke. */
  if (g_application_get_flags (app) & G_APPLICATION_IS_SERVICE)
    g_application_set_inactivity_timeout (app, 20000);

  return TRUE;
}

static void
truco_application_dbus_unregister (GApplication    *app,
                                   GDBusConnection *connection,
                                   const char      *object_path)
{
  g_object_set_data (G_OBJECT (app), "truco-search-provider", NULL);

  G_APPLICATION_CLASS (truco_application_parent_class)->dbus_unregister (app, connection, object_path);
}

static void
truco_application_class_init (TrucoApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = truco_application_dispose;

  app_class->activate = truco_application_activate;
  app_class->startup = truco_application_startup;
  app_class->handle_local_options = truco_application_handle_local_options;
  app_class->dbus_register = truco_application_dbus_register;
  app_class->dbus_unregister = truco_application_dbus_unregister;
}

static void
truco_application_init (TrucoApplication *self)
{
}

TrucoApplication *
truco_application_new (void)
{
  return g_object_new (TRUCO_TYPE_APPLICATION,
                       "application-id", APPLICATION_ID,
                       "flags", G_APPLICATION_DEFAULT_FLAGS,
                       "resource-base-path", RESOURCE_BASE,
                       NULL);
}

/**
 * truco_application_get_progress:
 *
 * The learner's progress, read from the user data directory the first
 * time it is asked for (never fails: see truco_progress_get_status()).
 *
 * Returns: (transfer none): the progress store
 */
static void
truco_application_sync_retention (TrucoApplication *self)
{
  TrucoFsrsParams params = *truco_progress_get_params (self->progress);

  /* A value set by hand outside the range is clamped, with one warning. */
  truco_fsrs_params_set_desired_retention (&params,
                                           g_settings_get_double (truco_settings_get_settings (self->settings),
                                                                  "desired-retention"));
  truco_progress_set_params (self->progress, &params);
}

TrucoProgress *
truco_application_get_progress (TrucoApplication *self)
{
  g_return_val_if_fail (TRUCO_IS_APPLICATION (self), NULL);

  if (self->progress == NULL)
    {
      self->progress = truco_progress_new_default (truco_progress_now ());
      /* The desired retention is a preference (the Quiz page of
       * Preferences). */
      if (self->settings != NULL)
        {
          g_signal_connect_object (truco_settings_get_settings (self->settings), "changed::desired-retention",
                                   G_CALLBACK (truco_application_sync_retention), self,
                                   G_CONNECT_SWAPPED);
          truco_application_sync_retention (self);
        }
    }

  return self->progress;
}

/**
 * truco_application_get_settings:
 *
 * Returns: (transfer none): the settings, available after startup
 */
TrucoSettings *
truco_application_get_settings (TrucoApplication *self)
{
  g_return_val_if_fail (TRUCO_IS_APPLICATION (self), NULL);

  return self->settings;
}

/**
 * truco_application_show_preferences:
 *
 * Presents the preferences window, creating it when none is open.
 *
 * Returns: (transfer none): the preferences window
 */
GtkWindow *
truco_application_show_preferences (TrucoApplication *self)
{
  GtkWindow *preferences;
  GtkWindow *parent;
  GList *windows;

  g_return_val_if_fail (TRUCO_IS_APPLICATION (self), NULL);

  for (windows = gtk_application_get_windows (GTK_APPLICATION (self));
       windows != NULL;
       windows = windows->next)
    {
      if (TRUCO_IS_PREFERENCES_WINDOW (windows->data))
        {
          gtk_window_present (windows->data);
          return windows->data;
        }
    }

  parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  preferences = GTK_WINDOW (truco_preferences_window_new (self->settings));
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (preferences),
                              truco_quiz_preferences_page_new (truco_settings_get_settings (self->settings)));
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (preferences),
                              truco_table_preferences_page_new (truco_settings_get_settings (self->settings)));
  if (parent != NULL)
    gtk_window_set_transient_for (preferences, parent);
  gtk_window_set_application (preferences, GTK_APPLICATION (self));
  gtk_window_present (preferences);

  return preferences;
}
