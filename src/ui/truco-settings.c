/* truco-settings.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "truco-settings.h"

/* TrucoSettings wraps the application's GSettings: it turns the stored
 * variant id into a variant descriptor (falling back to the default, with a
 * warning, when the id is unknown) and the per-variant `rules-<id>`
 * dictionaries into rule sets, validated by the engine.  It is the one
 * place that validates what is stored: pages take the variant, its id and
 * the window size from here, never from GSettings.  Tests drive it with the
 * memory backend. */

/* Stored window sizes are clamped to this: a negative size is a critical in
 * GTK, a huge one a window larger than any screen. */
#define WINDOW_SIZE_MIN 200
#define WINDOW_SIZE_MAX 16384

/* How much of a stored value a warning quotes. */
#define QUOTE_MAX_CHARS 40

struct _TrucoSettings
{
  GObject     parent_instance;

  GSettings  *settings;
  GHashTable *warned_rules;   /* variant ids whose bad house rules were logged */
};

G_DEFINE_FINAL_TYPE (TrucoSettings, truco_settings, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_SETTINGS,
  PROP_VARIANT_ID,
  N_PROPS
};

enum {
  RULES_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
truco_settings_changed_cb (TrucoSettings *self,
                           const char    *key,
                           GSettings     *settings)
{
  if (g_str_equal (key, "variant"))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VARIANT_ID]);
  else if (g_str_has_prefix (key, "rules-"))
    g_signal_emit (self, signals[RULES_CHANGED], 0, key + strlen ("rules-"));
}

/* The application's settings, one instance for every wrapper made without
 * one.  When its backend cannot write (a read-only or missing
 * configuration directory), a copy in memory takes its place, so that the
 * learner's choices still work for this run; the application says that
 * they cannot be saved (truco_settings_find_unwritable_dir()). */
static GSettings *default_settings;
static char *default_settings_unwritable_dir;

static GSettings *
get_default_settings (void)
{
  g_autoptr(GSettings) stored = NULL;
  g_autoptr(GSettingsBackend) memory = NULL;
  g_autoptr(GSettingsBackend) backend = NULL;
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;

  if (default_settings != NULL)
    return default_settings;

  stored = g_settings_new (APPLICATION_ID);
  if (g_settings_is_writable (stored, "variant"))
    {
      default_settings = g_steal_pointer (&stored);
      return default_settings;
    }

  g_object_get (stored, "backend", &backend, "settings-schema", &schema, NULL);
  if (backend != NULL && g_str_equal (G_OBJECT_TYPE_NAME (backend), "GKeyfileSettingsBackend"))
    default_settings_unwritable_dir = g_build_filename (g_get_user_config_dir (), "glib-2.0", "settings", NULL);
  else
    default_settings_unwritable_dir = g_strdup (g_get_user_config_dir ());

  memory = g_memory_settings_backend_new ();
  default_settings = g_settings_new_with_backend (APPLICATION_ID, memory);
  keys = g_settings_schema_list_keys (schema);
  for (guint i = 0; keys[i] != NULL; i++)
    {
      g_autoptr(GVariant) value = g_settings_get_value (stored, keys[i]);

      g_settings_set_value (default_settings, keys[i], value);
    }

  return default_settings;
}

static void
truco_settings_constructed (GObject *object)
{
  TrucoSettings *self = TRUCO_SETTINGS (object);

  G_OBJECT_CLASS (truco_settings_parent_class)->constructed (object);

  if (self->settings == NULL)
    self->settings = g_object_ref (get_default_settings ());

  g_signal_connect_object (self->settings, "changed",
                           G_CALLBACK (truco_settings_changed_cb), self,
                           G_CONNECT_SWAPPED);
}

static void
truco_settings_finalize (GObject *object)
{
  TrucoSettings *self = TRUCO_SETTINGS (object);

  g_clear_object (&self->settings);
  g_clear_pointer (&self->warned_rules, g_hash_table_unref);

  G_OBJECT_CLASS (truco_settings_parent_class)->finalize (object);
}

static void
truco_settings_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  TrucoSettings *self = TRUCO_SETTINGS (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;

    case PROP_VARIANT_ID:
      if (truco_settings_has_variant (self))
        g_value_set_string (value, truco_variant_get_id (truco_settings_get_variant (self)));
      else
        g_value_set_string (value, "");
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
truco_settings_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  TrucoSettings *self = TRUCO_SETTINGS (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      self->settings = g_value_dup_object (value);
      break;

    case PROP_VARIANT_ID:
      g_settings_set_string (self->settings, "variant", g_value_get_string (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
truco_settings_class_init (TrucoSettingsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = truco_settings_constructed;
  object_class->finalize = truco_settings_finalize;
  object_class->get_property = truco_settings_get_property;
  object_class->set_property = truco_settings_set_property;

  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL,
                         G_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  /* The chosen variant's id: "" until the learner has chosen; a stored id
   * the application does not know (edited by hand) reads as the default
   * variant's, like truco_settings_get_variant(). */
  properties[PROP_VARIANT_ID] =
    g_param_spec_string ("variant-id", NULL, NULL,
                         "",
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TrucoSettings::rules-changed:
   * @variant_id: the id of the variant whose house rules changed
   */
  signals[RULES_CHANGED] =
    g_signal_new ("rules-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
truco_settings_init (TrucoSettings *self)
{
  self->warned_rules = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

/* At most QUOTE_MAX_CHARS characters of @text, for a log line: a stored
 * value may be anything, of any length. */
static char *
quote (const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text, -1);
  g_autofree char *start = NULL;

  if (g_utf8_strlen (valid, -1) <= QUOTE_MAX_CHARS)
    return g_steal_pointer (&valid);

  start = g_utf8_substring (valid, 0, QUOTE_MAX_CHARS);
  return g_strconcat (start, "…", NULL);
}

/**
 * truco_settings_new:
 * @settings: (nullable): the GSettings to wrap, or %NULL for the application's
 *   (shared by every wrapper; a copy in memory when they cannot be saved)
 *
 * Returns: (transfer full): a new settings wrapper
 */
TrucoSettings *
truco_settings_new (GSettings *settings)
{
  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);

  return g_object_new (TRUCO_TYPE_SETTINGS,
                       "settings", settings,
                       NULL);
}

/**
 * truco_settings_get_settings:
 *
 * Returns: (transfer none): the wrapped GSettings
 */
GSettings *
truco_settings_get_settings (TrucoSettings *self)
{
  g_return_val_if_fail (TRUCO_IS_SETTINGS (self), NULL);

  return self->settings;
}

/**
 * truco_settings_has_variant:
 *
 * Returns: whether the learner has chosen a variant (the first-run choice is done)
 */
gboolean
truco_settings_has_variant (TrucoSettings *self)
{
  g_autofree char *id = NULL;

  g_return_val_if_fail (TRUCO_IS_SETTINGS (self), FALSE);

  id = g_settings_get_string (self->settings, "variant");

  return id[0] != '\0';
}

static char *warned_variant;
G_LOCK_DEFINE_STATIC (warned_variant);

/**
 * truco_settings_get_variant:
 *
 * The chosen variant.  An id the engine does not know falls back to the
 * default variant with a warning (once per id); before the first-run choice
 * this is the default variant too.
 *
 * Returns: (transfer none): the variant
 */
const TrucoVariant *
truco_settings_get_variant (TrucoSettings *self)
{
  g_autofree char *id = NULL;
  const TrucoVariant *variant;

  g_return_val_if_fail (TRUCO_IS_SETTINGS (self), NULL);

  id = g_settings_get_string (self->settings, "variant");
  if (id[0] == '\0')
    return truco_variant_get_default ();

  variant = truco_variant_lookup (id);
  if (variant != NULL)
    return variant;

  /* Once per id and run, whichever page asks. */
  G_LOCK (warned_variant);
  if (g_strcmp0 (warned_variant, id) != 0)
    {
      g_autofree char *quoted = quote (id);

      g_warning ("Unknown variant “%s” in the settings; using “%s”",
                 quoted, truco_variant_get_id (truco_variant_get_default ()));
      g_free (warned_variant);
      warned_variant = g_steal_pointer (&id);
    }
  G_UNLOCK (warned_variant);

  return truco_variant_get_default ();
}

/**
 * truco_settings_set_variant:
 * @variant: the variant the learner chose
 */
void
truco_settings_set_variant (TrucoSettings      *self,
                            const TrucoVariant *variant)
{
  g_return_if_fail (TRUCO_IS_SETTINGS (self));
  g_return_if_fail (variant != NULL);

  g_settings_set_string (self->settings, "variant", truco_variant_get_id (variant));
}

static char *
rules_key (const TrucoVariant *variant)
{
  return g_strconcat ("rules-", truco_variant_get_id (variant), NULL);
}

/**
 * truco_settings_get_rules:
 * @variant: a variant
 *
 * The house rules stored for @variant.  Entries the engine rejects (an
 * unknown option or value, say after an upgrade) are skipped and keep
 * their default, with one warning line per variant for the life of @self
 * however many there are; the next truco_settings_set_rule() for @variant
 * drops them from the settings.
 *
 * Returns: (transfer full): a new rule set
 */
TrucoRules *
truco_settings_get_rules (TrucoSettings      *self,
                          const TrucoVariant *variant)
{
  g_autoptr(TrucoRules) rules = NULL;
  g_autoptr(GVariant) dict = NULL;
  g_autofree char *key = NULL;
  g_autofree char *first = NULL;
  g_autoptr(GError) first_error = NULL;
  guint n_ignored = 0;
  GVariantIter iter;
  const char *option;
  const char *value;

  g_return_val_if_fail (TRUCO_IS_SETTINGS (self), NULL);
  g_return_val_if_fail (variant != NULL, NULL);

  rules = truco_rules_new (variant);
  key = rules_key (variant);
  dict = g_settings_get_value (self->settings, key);

  g_variant_iter_init (&iter, dict);
  while (g_variant_iter_next (&iter, "{&s&s}", &option, &value))
    {
      g_autoptr(GError) error = NULL;

      if (truco_rules_set (rules, option, value, &error))
        continue;

      n_ignored++;
      if (first_error == NULL)
        {
          g_autofree char *quoted_option = quote (option);
          g_autofree char *quoted_value = quote (value);

          first = g_strdup_printf ("%s=%s", quoted_option, quoted_value);
          first_error = g_steal_pointer (&error);
        }
    }

  if (n_ignored > 0 && g_hash_table_add (self->warned_rules, g_strdup (truco_variant_get_id (variant))))
    {
      if (n_ignored == 1)
        g_warning ("Ignoring the stored house rule %s: %s", first, first_error->message);
      else
        g_warning ("Ignoring %u stored house rules of “%s” that it does not accept, the first %s: %s",
                   n_ignored, truco_variant_get_id (variant), first, first_error->message);
    }

  return g_steal_pointer (&rules);
}

/**
 * truco_settings_set_rule:
 * @variant: a variant
 * @key: an option key of @variant
 * @value: one of the option's choices
 * @error: a #GError
 *
 * Stores one house rule for @variant after the engine has accepted it, and
 * drops the stored entries of @variant that the engine rejects (unknown
 * options or values: they had no effect).  Nothing is stored on error.
 *
 * Returns: %TRUE on success
 */
gboolean
truco_settings_set_rule (TrucoSettings       *self,
                         const TrucoVariant  *variant,
                         const char          *key,
                         const char          *value,
                         GError             **error)
{
  g_autoptr(TrucoRules) check = NULL;
  g_autoptr(GVariant) dict = NULL;
  g_autofree char *settings_key = NULL;
  GVariantBuilder builder;
  GVariantIter iter;
  const char *option;
  const char *stored;
  gboolean unchanged = FALSE;
  gboolean dropped = FALSE;

  g_return_val_if_fail (TRUCO_IS_SETTINGS (self), FALSE);
  g_return_val_if_fail (variant != NULL, FALSE);
  g_return_val_if_fail (key != NULL, FALSE);
  g_return_val_if_fail (value != NULL, FALSE);

  check = truco_rules_new (variant);
  if (!truco_rules_set (check, key, value, error))
    return FALSE;

  settings_key = rules_key (variant);
  dict = g_settings_get_value (self->settings, settings_key);

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a{ss}"));
  g_variant_iter_init (&iter, dict);
  while (g_variant_iter_next (&iter, "{&s&s}", &option, &stored))
    {
      if (g_str_equal (option, key))
        {
          unchanged = g_str_equal (stored, value);
          continue;
        }
      if (!truco_rules_set (check, option, stored, NULL))
        {
          dropped = TRUE;
          continue;
        }
      g_variant_builder_add (&builder, "{ss}", option, stored);
    }
  if (unchanged && !dropped)
    {
      g_variant_builder_clear (&builder);
      return TRUE;
    }
  g_variant_builder_add (&builder, "{ss}", key, value);

  g_settings_set_value (self->settings, settings_key, g_variant_builder_end (&builder));

  return TRUE;
}

/**
 * truco_settings_get_window_size:
 * @width: (out): the stored width of the main window
 * @height: (out): its stored height
 *
 * The stored size, clamped to what a window can be.
 */
void
truco_settings_get_window_size (TrucoSettings *self,
                                int           *width,
                                int           *height)
{
  g_return_if_fail (TRUCO_IS_SETTINGS (self));
  g_return_if_fail (width != NULL && height != NULL);

  *width = CLAMP (g_settings_get_int (self->settings, "window-width"), WINDOW_SIZE_MIN, WINDOW_SIZE_MAX);
  *height = CLAMP (g_settings_get_int (self->settings, "window-height"), WINDOW_SIZE_MIN, WINDOW_SIZE_MAX);
}

/**
 * truco_settings_set_window_state:
 * @width: the width of the main window, or 0 or less to keep the stored one
 * @height: its height, or 0 or less to keep the stored one
 * @maximized: whether it is maximized
 *
 * Stores the main window's size (clamped, see
 * truco_settings_get_window_size()) and state, at once.
 */
void
truco_settings_set_window_state (TrucoSettings *self,
                                 int            width,
                                 int            height,
                                 gboolean       maximized)
{
  g_return_if_fail (TRUCO_IS_SETTINGS (self));

  g_settings_delay (self->settings);
  if (width > 0 && height > 0)
    {
      g_settings_set_int (self->settings, "window-width", CLAMP (width, WINDOW_SIZE_MIN, WINDOW_SIZE_MAX));
      g_settings_set_int (self->settings, "window-height", CLAMP (height, WINDOW_SIZE_MIN, WINDOW_SIZE_MAX));
    }
  g_settings_set_boolean (self->settings, "window-maximized", maximized);
  g_settings_apply (self->settings);
}

/* Whether @path is, or could be made, a directory this process may write
 * to: the nearest existing ancestor decides. */
static gboolean
can_write_dir (const char *path)
{
  g_autofree char *dir = g_strdup (path);

  for (;;)
    {
      g_autofree char *parent = NULL;

      if (g_file_test (dir, G_FILE_TEST_EXISTS))
        return g_file_test (dir, G_FILE_TEST_IS_DIR) && g_access (dir, W_OK | X_OK) == 0;

      parent = g_path_get_dirname (dir);
      if (g_str_equal (parent, dir))
        return FALSE;
      g_free (dir);
      dir = g_steal_pointer (&parent);
    }
}

/**
 * truco_settings_find_unwritable_dir:
 *
 * Checks where the learner's choices go: the directory of the settings
 * backend (keyfile or dconf; the memory backend keeps nothing anyway) and
 * the application's data directory, where progress is stored.
 *
 * Returns: (transfer full) (nullable): the first of them that cannot be
 *   written to or created, or %NULL when both can
 */
char *
truco_settings_find_unwritable_dir (TrucoSettings *self)
{
  g_autoptr(GSettingsBackend) backend = NULL;
  g_autofree char *settings_dir = NULL;
  g_autofree char *data_dir = NULL;
  const char *backend_type;

  g_return_val_if_fail (TRUCO_IS_SETTINGS (self), NULL);

  if (self->settings == default_settings && default_settings_unwritable_dir != NULL)
    return g_strdup (default_settings_unwritable_dir);

  g_object_get (self->settings, "backend", &backend, NULL);
  backend_type = backend != NULL ? G_OBJECT_TYPE_NAME (backend) : "";
  if (g_str_equal (backend_type, "GKeyfileSettingsBackend"))
    settings_dir = g_build_filename (g_get_user_config_dir (), "glib-2.0", "settings", NULL);
  else if (g_str_equal (backend_type, "DConfSettingsBackend"))
    settings_dir = g_build_filename (g_get_user_config_dir (), "dconf", NULL);

  if (settings_dir != NULL && !can_write_dir (settings_dir))
    return g_steal_pointer (&settings_dir);

  data_dir = g_build_filename (g_get_user_data_dir (), APPLICATION_ID, NULL);
  if (!can_write_dir (data_dir))
    return g_steal_pointer (&data_dir);

  return NULL;
}
