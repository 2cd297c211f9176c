/* truco-settings.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "truco-settings.h"

/* TrucoSettings wraps the application's GSettings: it turns the stored
 * variant id into a variant descriptor (falling back to the default, with a
 * warning, when the id is unknown) and the per-variant `rules-<id>`
 * dictionaries into rule sets, validated by the engine.  Tests drive it with
 * the memory backend. */

struct _TrucoSettings
{
  GObject    parent_instance;

  GSettings *settings;
  char      *warned_variant;
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

static void
truco_settings_constructed (GObject *object)
{
  TrucoSettings *self = TRUCO_SETTINGS (object);

  G_OBJECT_CLASS (truco_settings_parent_class)->constructed (object);

  if (self->settings == NULL)
    self->settings = g_settings_new (APPLICATION_ID);

  g_signal_connect_object (self->settings, "changed",
                           G_CALLBACK (truco_settings_changed_cb), self,
                           G_CONNECT_SWAPPED);
}

static void
truco_settings_finalize (GObject *object)
{
  TrucoSettings *self = TRUCO_SETTINGS (object);

  g_clear_object (&self->settings);
  g_clear_pointer (&self->warned_variant, g_free);

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
      g_value_take_string (value, g_settings_get_string (self->settings, "variant"));
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

  /* The id as stored: "" until the learner has chosen, possibly an id the
   * application does not know when someone edited it by hand. */
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
}

/**
 * truco_settings_new:
 * @settings: (nullable): the GSettings to wrap, or %NULL for the application's
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

  if (g_strcmp0 (self->warned_variant, id) != 0)
    {
      g_warning ("Unknown variant “%s” in the settings; using “%s”",
                 id, truco_variant_get_id (truco_variant_get_default ()));
      g_free (self->warned_variant);
      self->warned_variant = g_steal_pointer (&id);
    }

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
 * unknown option or value, say after an upgrade) are skipped with a warning
 * and keep their default; they stay in the settings untouched.
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

      if (!truco_rules_set (rules, option, value, &error))
        g_warning ("Ignoring the stored house rule %s=%s: %s", option, value, error->message);
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
 * Stores one house rule for @variant after the engine has accepted it.
 * Nothing is stored on error.
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
          if (g_str_equal (stored, value))
            {
              g_variant_builder_clear (&builder);
              return TRUE;
            }
          continue;
        }
      g_variant_builder_add (&builder, "{ss}", option, stored);
    }
  g_variant_builder_add (&builder, "{ss}", key, value);

  g_settings_set_value (self->settings, settings_key, g_variant_builder_end (&builder));

  return TRUE;
}
