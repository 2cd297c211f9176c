/* truco-search-provider.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "truco-glossary.h"
#include "truco-search-provider.h"
#include "truco-window.h"

/**
 * TrucoSearchProvider:
 *
 * The glossary as a GNOME Shell search provider
 * (org.gnome.Shell.SearchProvider2): typing "contraflor" in the overview
 * lists the term, and activating it opens Truquero on its page.  Results
 * are term ids; the Shell shows their headword and definition.
 */

/* How many results the Shell gets at most: it shows only the first few. */
#define MAX_RESULTS 20

struct _TrucoSearchProvider
{
  GObject          parent_instance;

  GtkApplication  *application;   /* weak: the application owns us */
  GDBusConnection *connection;
  guint            registration_id;
};

G_DEFINE_FINAL_TYPE (TrucoSearchProvider, truco_search_provider, G_TYPE_OBJECT)

/* The terms as one query, cut a little beyond what search looks at (see
 * truco_glossary_fold_query()): the Shell may send anything. */
static char *
join_terms (const char * const *terms)
{
  GString *query = g_string_new (NULL);

  for (guint i = 0; terms[i] != NULL && query->len <= 4 * TRUCO_GLOSSARY_QUERY_MAX_CHARS; i++)
    {
      if (i > 0)
        g_string_append_c (query, ' ');
      g_string_append_len (query, terms[i], MIN (strlen (terms[i]), 4 * TRUCO_GLOSSARY_QUERY_MAX_CHARS + 1));
    }

  return g_string_free (query, FALSE);
}

/**
 * truco_search_provider_search:
 * @terms: the words typed in the overview
 *
 * Searches the glossary in every variant.  Words without a letter or digit
 * find nothing here (in the app they would list every term).
 *
 * Returns: (transfer full): the ids of the matching terms, best first
 */
char **
truco_search_provider_search (TrucoSearchProvider *self,
                              const char * const  *terms)
{
  g_autofree char *query = join_terms (terms);
  g_autofree char *folded = truco_glossary_fold_query (query);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GListModel) results = NULL;

  if (*folded != '\0')
    {
      results = truco_glossary_search (truco_glossary_get_default (), query, NULL);

      for (guint i = 0; i < g_list_model_get_n_items (results) && i < MAX_RESULTS; i++)
        {
          g_autoptr(TrucoTerm) term = g_list_model_get_item (results, i);

          g_strv_builder_add (builder, truco_term_get_id (term));
        }
    }

  return g_strv_builder_end (builder);
}

static TrucoWindow *
present_window (TrucoSearchProvider *self,
                guint32              timestamp)
{
  GtkWindow *window = NULL;

  g_application_activate (G_APPLICATION (self->application));

  for (GList *l = gtk_application_get_windows (self->application); l != NULL; l = l->next)
    if (TRUCO_IS_WINDOW (l->data))
      {
        window = l->data;
        break;
      }

  if (window == NULL)
    return NULL;

  gtk_window_present_with_time (window, timestamp);

  return TRUCO_WINDOW (window);
}

static GVariant *
result_metas (TrucoSearchProvider *self,
              const char * const  *ids)
{
  TrucoGlossary *glossary = truco_glossary_get_default ();
  g_autoptr(GIcon) icon = g_themed_icon_new (APPLICATION_ID);
  g_autofree char *icon_string = g_icon_to_string (icon);
  GVariantBuilder metas;

  g_variant_builder_init (&metas, G_VARIANT_TYPE ("aa{sv}"));

  for (guint i = 0; ids[i] != NULL; i++)
    {
      TrucoTerm *term = truco_glossary_lookup (glossary, ids[i]);
      GVariantBuilder meta;

      if (term == NULL)
        continue;

      g_variant_builder_init (&meta, G_VARIANT_TYPE ("a{sv}"));
      g_variant_builder_add (&meta, "{sv}", "id", g_variant_new_string (truco_term_get_id (term)));
      g_variant_builder_add (&meta, "{sv}", "name", g_variant_new_string (truco_term_get_headword (term)));
      g_variant_builder_add (&meta, "{sv}", "description", g_variant_new_string (truco_term_get_definition (term)));
      g_variant_builder_add (&meta, "{sv}", "gicon", g_variant_new_string (icon_string));
      g_variant_builder_add_value (&metas, g_variant_builder_end (&meta));
    }

  return g_variant_new ("(aa{sv})", &metas);
}

static void
method_call_cb (GDBusConnection       *connection,
                const char            *sender,
                const char            *object_path,
                const char            *interface_name,
                const char            *method_name,
                GVariant              *parameters,
                GDBusMethodInvocation *invocation,
                gpointer               user_data)
{
  TrucoSearchProvider *self = user_data;
  GApplication *application = G_APPLICATION (self->application);

  /* A call keeps the application running (it may have been started by
   * D-Bus just for this). */
  g_application_hold (application);

  if (g_str_equal (method_name, "GetInitialResultSet"))
    {
      g_autofree const char **terms = NULL;
      g_auto(GStrv) results = NULL;

      g_variant_get (parameters, "(^a&s)", &terms);
      results = truco_search_provider_search (self, terms);
      g_dbus_method_invocation_return_value (invocation, g_variant_new ("(^as)", results));
    }
  else if (g_str_equal (method_name, "GetSubsearchResultSet"))
    {
      g_autofree const char **previous = NULL;
      g_autofree const char **terms = NULL;
      g_auto(GStrv) results = NULL;
      g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
      g_auto(GStrv) narrowed = NULL;

      g_variant_get (parameters, "(^a&s^a&s)", &previous, &terms);
      results = truco_search_provider_search (self, terms);
      for (guint i = 0; results[i] != NULL; i++)
        if (g_strv_contains (previous, results[i]))
          g_strv_builder_add (builder, results[i]);
      narrowed = g_strv_builder_end (builder);
      g_dbus_method_invocation_return_value (invocation, g_variant_new ("(^as)", narrowed));
    }
  else if (g_str_equal (method_name, "GetResultMetas"))
    {
      g_autofree const char **ids = NULL;

      g_variant_get (parameters, "(^a&s)", &ids);
      g_dbus_method_invocation_return_value (invocation, result_metas (self, ids));
    }
  else if (g_str_equal (method_name, "ActivateResult"))
    {
      const char *id;
      g_autofree const char **terms = NULL;
      guint32 timestamp;
      TrucoWindow *window;

      g_variant_get (parameters, "(&s^a&su)", &id, &terms, &timestamp);
      window = present_window (self, timestamp);
      if (window != NULL && !truco_window_show_term (window, id))
        {
          g_autofree char *query = join_terms (terms);

          /* The term is gone (an older glossary?): search for what was
           * typed instead. */
          truco_window_search_glossary (window, query);
        }
      g_dbus_method_invocation_return_value (invocation, NULL);
    }
  else if (g_str_equal (method_name, "LaunchSearch"))
    {
      g_autofree const char **terms = NULL;
      g_autofree char *query = NULL;
      guint32 timestamp;
      TrucoWindow *window;

      g_variant_get (parameters, "(^a&su)", &terms, &timestamp);
      query = join_terms (terms);
      window = present_window (self, timestamp);
      if (window != NULL)
        truco_window_search_glossary (window, query);
      g_dbus_method_invocation_return_value (invocation, NULL);
    }
  else
    {
      g_dbus_method_invocation_return_error (invocation, G_DBUS_ERROR, G_DBUS_ERROR_UNKNOWN_METHOD,
                                             "No method %s", method_name);
    }

  g_application_release (application);
}

static const GDBusInterfaceVTable vtable = {
  method_call_cb,
  NULL,
  NULL,
};

static void
truco_search_provider_dispose (GObject *object)
{
  TrucoSearchProvider *self = (TrucoSearchProvider *) object;

  truco_search_provider_unregister (self);
  g_clear_weak_pointer (&self->application);

  G_OBJECT_CLASS (truco_search_provider_parent_class)->dispose (object);
}

static void
truco_search_provider_class_init (TrucoSearchProviderClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = truco_search_provider_dispose;
}

static void
truco_search_provider_init (TrucoSearchProvider *self)
{
}

/**
 * truco_search_provider_new:
 * @application: the application whose window shows the results
 *
 * Returns: (transfer full): a new search provider
 */
TrucoSearchProvider *
truco_search_provider_new (GtkApplication *application)
{
  TrucoSearchProvider *self;

  g_return_val_if_fail (GTK_IS_APPLICATION (application), NULL);

  self = g_object_new (TRUCO_TYPE_SEARCH_PROVIDER, NULL);
  g_set_weak_pointer (&self->application, application);

  return self;
}

/**
 * truco_search_provider_register:
 * @connection: the session bus
 * @application_path: the application's object path
 * @error: return location for a #GError
 *
 * Exports the provider at @application_path +
 * %TRUCO_SEARCH_PROVIDER_PATH_SUFFIX (as named in the provider's .ini).
 *
 * Returns: whether it was exported
 */
gboolean
truco_search_provider_register (TrucoSearchProvider  *self,
                                GDBusConnection      *connection,
                                const char           *application_path,
                                GError              **error)
{
  g_autoptr(GBytes) xml = NULL;
  g_autoptr(GDBusNodeInfo) info = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (TRUCO_IS_SEARCH_PROVIDER (self), FALSE);
  g_return_val_if_fail (G_IS_DBUS_CONNECTION (connection), FALSE);
  g_return_val_if_fail (self->registration_id == 0, FALSE);

  xml = g_resources_lookup_data (RESOURCE_BASE "/dbus/org.gnome.Shell.SearchProvider2.xml",
                                 G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (xml == NULL)
    return FALSE;

  info = g_dbus_node_info_new_for_xml (g_bytes_get_data (xml, NULL), error);
  if (info == NULL)
    return FALSE;

  path = g_strconcat (application_path, TRUCO_SEARCH_PROVIDER_PATH_SUFFIX, NULL);
  self->registration_id = g_dbus_connection_register_object (connection, path, info->interfaces[0],
                                                             &vtable, self, NULL, error);
  if (self->registration_id == 0)
    return FALSE;

  self->connection = g_object_ref (connection);

  return TRUE;
}

/**
 * truco_search_provider_unregister:
 *
 * Stops exporting the provider.
 */
void
truco_search_provider_unregister (TrucoSearchProvider *self)
{
  g_return_if_fail (TRUCO_IS_SEARCH_PROVIDER (self));

  if (self->registration_id != 0)
    {
      g_dbus_connection_unregister_object (self->connection, self->registration_id);
      self->registration_id = 0;
    }
  g_clear_object (&self->connection);
}
