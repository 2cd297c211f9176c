/* truco-application.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "truco-application.h"
#include "truco-search-provider.h"
#include "truco-window.h"

struct _TrucoApplication
{
  AdwApplication parent_instance;
};

G_DEFINE_FINAL_TYPE (TrucoApplication, truco_application, ADW_TYPE_APPLICATION)

static void
truco_application_activate (GApplication *app)
{
  GtkWindow *window;

  window = gtk_application_get_active_window (GTK_APPLICATION (app));
  if (window == NULL)
    window = GTK_WINDOW (truco_window_new (TRUCO_APPLICATION (app)));

  gtk_window_present (window);
}

static void
truco_application_quit_action (GSimpleAction *action,
                               GVariant      *parameter,
                               gpointer       user_data)
{
  g_application_quit (G_APPLICATION (user_data));
}

static void
truco_application_about_action (GSimpleAction *action,
                                GVariant      *parameter,
                                gpointer       user_data)
{
  static const char *developers[] = { "The Truquero authors", NULL };
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (user_data));

  adw_show_about_window (window,
                         "application-name", _("Truquero"),
                         "application-icon", APPLICATION_ID,
                         "developer-name", _("The Truquero authors"),
                         "version", PACKAGE_VERSION,
                         "developers", developers,
                         /* Translators: put your names here, one a line. */
                         "translator-credits", _("translator-credits"),
                         "license-type", GTK_LICENSE_GPL_3_0,
                         "copyright", "© 2026 The Truquero authors",
                         NULL);
}

static const GActionEntry app_actions[] = {
  { "quit", truco_application_quit_action },
  { "about", truco_application_about_action },
};

static void
truco_application_startup (GApplication *app)
{
  static const char *quit_accels[] = { "<Control>q", NULL };

  G_APPLICATION_CLASS (truco_application_parent_class)->startup (app);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions,
                                   G_N_ELEMENTS (app_actions), app);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.quit", quit_accels);
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
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->activate = truco_application_activate;
  app_class->startup = truco_application_startup;
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
