/* test-ui-files.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <gmodule.h>

#include "truco-application.h"
#include "truco-test-util.h"

/* Every .ui file of src/ui is in the GResource, and every .ui file in the
 * GResource instantiates: a template by creating its class, anything else
 * with GtkBuilder.  New files are found by themselves. */

static TrucoApplication *app;

static char *
template_class (const char *xml)
{
  g_autoptr(GRegex) regex = g_regex_new ("<template\\s+class=\"([A-Za-z0-9_]+)\"", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;

  if (g_regex_match (regex, xml, 0, &match))
    return g_match_info_fetch (match, 1);

  return NULL;
}

/* TrucoVariantChooser → truco_variant_chooser_get_type, as GtkBuilder does. */
static GType
type_from_class_name (const char *name)
{
  g_autoptr(GString) symbol = g_string_new (NULL);
  GModule *self = g_module_open (NULL, 0);
  GType (*get_type) (void) = NULL;
  gboolean found;

  for (const char *p = name; *p != '\0'; p++)
    {
      if (g_ascii_isupper (*p) && p != name)
        g_string_append_c (symbol, '_');
      g_string_append_c (symbol, g_ascii_tolower (*p));
    }
  g_string_append (symbol, "_get_type");

  found = g_module_symbol (self, symbol->str, (gpointer *) &get_type);
  g_module_close (self);
  if (!found || get_type == NULL)
    return G_TYPE_INVALID;

  return get_type ();
}

static void
dispose_object (GObject *object)
{
  if (GTK_IS_WINDOW (object))
    {
      gtk_window_present (GTK_WINDOW (object));
      gtk_window_destroy (GTK_WINDOW (object));
    }
  else if (GTK_IS_WIDGET (object))
    {
      g_object_ref_sink (object);
      g_object_unref (object);
    }
}

static void
test_ui_file (gconstpointer data)
{
  const char *path = data;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *class_name = NULL;
  const char *xml;

  bytes = g_resources_lookup_data (path, 0, &error);
  g_assert_no_error (error);
  xml = g_bytes_get_data (bytes, NULL);

  class_name = template_class (xml);
  if (class_name != NULL)
    {
      GType type = type_from_class_name (class_name);
      g_autoptr(TrucoSettings) settings = truco_settings_new (NULL);
      GObjectClass *klass;
      GObject *object;

      g_assert_true (type != G_TYPE_INVALID);
      klass = g_type_class_ref (type);

      if (g_type_is_a (type, GTK_TYPE_APPLICATION_WINDOW))
        object = g_object_new (type, "application", app, NULL);
      else if (g_object_class_find_property (klass, "settings") != NULL &&
               g_object_class_find_property (klass, "settings")->value_type == TRUCO_TYPE_SETTINGS)
        object = g_object_new (type, "settings", settings, NULL);
      else
        object = g_object_new (type, NULL);

      g_assert_true (G_TYPE_CHECK_INSTANCE_TYPE (object, type));
      dispose_object (object);
      g_type_class_unref (klass);
    }
  else
    {
      g_autoptr(GtkBuilder) builder = gtk_builder_new ();
      GSList *objects;

      g_assert_true (gtk_builder_add_from_resource (builder, path, &error));
      g_assert_no_error (error);
      objects = gtk_builder_get_objects (builder);
      g_assert_nonnull (objects);
      for (GSList *l = objects; l != NULL; l = l->next)
        if (GTK_IS_WINDOW (l->data))
          gtk_window_destroy (l->data);
      g_slist_free (objects);
    }
}

static void
collect_ui_files (const char  *dir,
                  GPtrArray   *paths)
{
  g_auto(GStrv) children = g_resources_enumerate_children (dir, 0, NULL);

  for (guint i = 0; children != NULL && children[i] != NULL; i++)
    {
      g_autofree char *path = g_strconcat (dir, children[i], NULL);

      if (g_str_has_suffix (children[i], "/"))
        collect_ui_files (path, paths);
      else if (g_str_has_suffix (children[i], ".ui"))
        g_ptr_array_add (paths, g_steal_pointer (&path));
    }
}

/* Each .ui in src/ui is compiled into the resource. */
static void
test_ui_files_in_resource (gconstpointer data)
{
  const GPtrArray *paths = data;
  const char *subdirs[] = { "" };

  for (guint s = 0; s < G_N_ELEMENTS (subdirs); s++)
    {
      g_autofree char *dir_path = g_test_build_filename (G_TEST_DIST, "..", "src", "ui", subdirs[s], NULL);
      g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
      const char *name;

      g_assert_nonnull (dir);
      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *expected = NULL;
          gboolean found = FALSE;

          if (!g_str_has_suffix (name, ".ui"))
            continue;

          expected = g_strconcat (RESOURCE_BASE "/", *subdirs[s] ? "gtk" : "ui", "/", name, NULL);
          for (guint i = 0; i < paths->len; i++)
            found |= g_str_equal (g_ptr_array_index (paths, i), expected);

          if (!found)
            g_error ("%s/%s is not in the GResource as %s", dir_path, name, expected);
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  app = truco_test_new_application ("io.github.truquero.Truquero.UiFiles", RESOURCE_BASE);

  collect_ui_files (RESOURCE_BASE "/", paths);
  g_assert_cmpuint (paths->len, >=, 6);

  g_test_add_data_func ("/ui-files/all-in-resource", paths, test_ui_files_in_resource);
  for (guint i = 0; i < paths->len; i++)
    {
      const char *path = g_ptr_array_index (paths, i);
      g_autofree char *name = g_strconcat ("/ui-files/instantiate", path + strlen (RESOURCE_BASE), NULL);

      g_test_add_data_func (name, path, test_ui_file);
    }

  return g_test_run ();
}
