/* test-settings.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>

#include "truco-settings.h"
#include "truco-test-util.h"

/* TrucoSettings over the memory backend (GSETTINGS_BACKEND=memory). */

static void
count_cb (gpointer object,
          gpointer arg,
          gpointer user_data)
{
  (*(guint *) user_data)++;
}

static void
test_settings_variant (void)
{
  g_autoptr(TrucoSettings) self = truco_test_new_settings ();
  GSettings *settings = truco_settings_get_settings (self);
  guint notified = 0;

  /* Before the first-run choice: nothing chosen, the default shown. */
  g_assert_false (truco_settings_has_variant (self));
  g_assert_true (truco_settings_get_variant (self) == truco_variant_get_default ());

  g_signal_connect (self, "notify::variant-id", G_CALLBACK (count_cb), &notified);

  for (guint i = 0; i < truco_variant_get_count (); i++)
    {
      const TrucoVariant *variant = truco_variant_get_nth (i);
      g_autofree char *stored = NULL;

      truco_settings_set_variant (self, variant);
      stored = g_settings_get_string (settings, "variant");
      g_assert_cmpstr (stored, ==, truco_variant_get_id (variant));
      g_assert_true (truco_settings_has_variant (self));
      g_assert_true (truco_settings_get_variant (self) == variant);
    }

  g_assert_cmpuint (notified, >=, truco_variant_get_count () - 1);
}

static void
test_settings_unknown_variant (void)
{
  g_autoptr(TrucoSettings) self = NULL;
  GSettings *settings;

  if (!truco_test_expect_warning ("*Unknown variant ?escoba? in the settings; using ?ar?*"))
    return;

  self = truco_test_new_settings ();
  settings = truco_settings_get_settings (self);
  g_settings_set_string (settings, "variant", "escoba");

  g_assert_true (truco_settings_get_variant (self) == truco_variant_get_default ());
  /* The value is kept. */
  g_assert_true (truco_settings_get_variant (self) == truco_variant_get_default ());
  g_assert_true (truco_settings_has_variant (self));
}

/* Every choice of every option of every variant round-trips through the
 * rules-<id> dictionary; nothing else in it changes. */
static void
test_settings_rules_round_trip (void)
{
  g_autoptr(TrucoSettings) self = truco_test_new_settings ();

  for (guint v = 0; v < truco_variant_get_count (); v++)
    {
      const TrucoVariant *variant = truco_variant_get_nth (v);
      g_autofree char *key = g_strconcat ("rules-", truco_variant_get_id (variant), NULL);

      for (guint o = 0; o < truco_variant_get_n_options (variant); o++)
        {
          const TrucoOption *option = truco_variant_get_option (variant, o);

          for (guint c = 0; c < truco_option_get_n_choices (option); c++)
            {
              const char *value = truco_option_get_choice (option, c);
              g_autoptr(GError) error = NULL;
              g_autoptr(TrucoRules) rules = NULL;
              g_autoptr(GVariant) dict = NULL;
              const char *stored = NULL;
              guint changed = 0;
              gulong id;

              id = g_signal_connect (self, "rules-changed", G_CALLBACK (count_cb), &changed);
              g_assert_true (truco_settings_set_rule (self, variant, truco_option_get_key (option), value, &error));
              g_assert_no_error (error);
              g_signal_handler_disconnect (self, id);

              dict = g_settings_get_value (truco_settings_get_settings (self), key);
              g_assert_true (g_variant_lookup (dict, truco_option_get_key (option), "&s", &stored));
              g_assert_cmpstr (stored, ==, value);

              rules = truco_settings_get_rules (self, variant);
              g_assert_true (truco_rules_get_variant (rules) == variant);
              g_assert_cmpstr (truco_rules_get (rules, truco_option_get_key (option)), ==, value);
            }

          /* Put the default back for the next option. */
          g_assert_true (truco_settings_set_rule (self, variant, truco_option_get_key (option),
                                                  truco_option_get_choice (option, truco_option_get_default (option)),
                                                  NULL));
        }
    }
}

static void
remember_id_cb (TrucoSettings  *self,
                const char     *variant_id,
                char          **out)
{
  g_free (*out);
  *out = g_strdup (variant_id);
}

static void
test_settings_rules_changed_signal (void)
{
  g_autoptr(TrucoSettings) self = truco_test_new_settings ();
  const TrucoVariant *cat = truco_variant_lookup ("cat");
  const TrucoOption *option = truco_variant_get_option (cat, 0);
  guint other = (truco_option_get_default (option) + 1) % truco_option_get_n_choices (option);
  g_autofree char *seen = NULL;

  g_signal_connect (self, "rules-changed", G_CALLBACK (remember_id_cb), &seen);
  g_assert_true (truco_settings_set_rule (self, cat, truco_option_get_key (option),
                                          truco_option_get_choice (option, other), NULL));
  g_assert_cmpstr (seen, ==, "cat");
}

/* Bad input: nothing is stored, and the error names what is valid. */
static void
test_settings_rules_invalid (void)
{
  g_autoptr(TrucoSettings) self = truco_test_new_settings ();
  const TrucoVariant *ar = truco_variant_lookup ("ar");
  GSettings *settings = truco_settings_get_settings (self);
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) dict = NULL;

  g_assert_false (truco_settings_set_rule (self, ar, "no_such_option", "on", &error));
  g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_UNKNOWN_OPTION);
  g_clear_error (&error);

  g_assert_false (truco_settings_set_rule (self, ar, "flor_enabled", "sometimes", &error));
  g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE);

  dict = g_settings_get_value (settings, "rules-ar");
  g_assert_cmpuint (g_variant_n_children (dict), ==, 0);
}

/* A stored entry the engine rejects keeps its default with a warning; the
 * valid entries beside it still apply. */
static void
test_settings_rules_bad_stored (void)
{
  g_autoptr(TrucoSettings) self = NULL;
  const TrucoVariant *ar = truco_variant_lookup ("ar");
  const TrucoOption *flor = truco_variant_find_option (ar, "flor_enabled");
  g_autoptr(TrucoRules) rules = NULL;
  GVariantBuilder builder;

  if (!truco_test_expect_warning ("*Ignoring the stored house rule target=1000*"))
    return;

  self = truco_test_new_settings ();

  g_assert_nonnull (flor);
  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a{ss}"));
  g_variant_builder_add (&builder, "{ss}", "flor_enabled", "on");
  g_variant_builder_add (&builder, "{ss}", "target", "1000");
  g_settings_set_value (truco_settings_get_settings (self), "rules-ar", g_variant_builder_end (&builder));

  rules = truco_settings_get_rules (self, ar);

  g_assert_cmpstr (truco_rules_get (rules, "flor_enabled"), ==, "on");
  g_assert_cmpstr (truco_rules_get (rules, "target"), ==,
                   truco_option_get_choice (truco_variant_find_option (ar, "target"),
                                            truco_option_get_default (truco_variant_find_option (ar, "target"))));
}

/* The wrapper validates the stored id once for every page: an id the
 * engine does not know reads as the default variant's, however long. */
static void
test_settings_variant_validated (void)
{
  g_autoptr(TrucoSettings) self = NULL;
  g_autofree char *huge = g_strnfill (100000, 'z');
  g_autofree char *id = NULL;

  if (!truco_test_expect_warning ("*Unknown variant ?zz? in the settings; using ?ar?*"
                                  "Unknown variant ?zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz?? in the settings*"))
    return;

  self = truco_test_new_settings ();
  g_object_get (self, "variant-id", &id, NULL);
  g_assert_cmpstr (id, ==, "");

  g_settings_set_string (truco_settings_get_settings (self), "variant", "cat");
  g_clear_pointer (&id, g_free);
  g_object_get (self, "variant-id", &id, NULL);
  g_assert_cmpstr (id, ==, "cat");

  g_settings_set_string (truco_settings_get_settings (self), "variant", "zz");
  g_clear_pointer (&id, g_free);
  g_object_get (self, "variant-id", &id, NULL);
  g_assert_cmpstr (id, ==, "ar");

  /* The warning quotes the start of it, not 100 000 characters. */
  g_settings_set_string (truco_settings_get_settings (self), "variant", huge);
  g_clear_pointer (&id, g_free);
  g_object_get (self, "variant-id", &id, NULL);
  g_assert_cmpstr (id, ==, "ar");
}

static void
test_settings_variant_quoted (void)
{
  g_test_trap_subprocess ("/settings/variant-validated", 0, 0);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stderr_unmatched ("*zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz*");
}

static void
test_settings_window_size (void)
{
  g_autoptr(TrucoSettings) self = truco_test_new_settings ();
  GSettings *settings = truco_settings_get_settings (self);
  int width, height;

  truco_settings_get_window_size (self, &width, &height);
  g_assert_cmpint (width, ==, 960);
  g_assert_cmpint (height, ==, 720);

  g_settings_set_int (settings, "window-width", -5);
  g_settings_set_int (settings, "window-height", G_MAXINT);
  truco_settings_get_window_size (self, &width, &height);
  g_assert_cmpint (width, ==, 200);
  g_assert_cmpint (height, ==, 16384);

  truco_settings_set_window_state (self, 30000, 100, TRUE);
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 16384);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 200);
  g_assert_true (g_settings_get_boolean (settings, "window-maximized"));

  /* An unknown size (0) keeps the stored one. */
  truco_settings_set_window_state (self, 0, 0, FALSE);
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 16384);
  g_assert_false (g_settings_get_boolean (settings, "window-maximized"));
}

/* Ten thousand stored house rules this version does not know: one warning
 * line however often the rules are read, and the next rule the learner
 * saves drops them. */
static void
test_settings_many_unknown_rules (void)
{
  g_autoptr(TrucoSettings) self = NULL;
  const TrucoVariant *ar = truco_variant_lookup ("ar");
  g_autoptr(GVariant) dict = NULL;
  GVariantBuilder builder;
  const char *stored;

  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, 0, 0);
      g_test_trap_assert_passed ();
      g_test_trap_assert_stderr ("*Ignoring 10001 stored house rules of ?ar? that it does not accept*");
      /* One line: the message is not repeated, nor are the keys listed. */
      g_test_trap_assert_stderr_unmatched ("*Ignoring*Ignoring*");
      g_test_trap_assert_stderr_unmatched ("*unknown_9999*");
      return;
    }
  g_log_set_always_fatal (G_LOG_FATAL_MASK);

  self = truco_test_new_settings ();
  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a{ss}"));
  for (guint i = 0; i < 10000; i++)
    {
      g_autofree char *key = g_strdup_printf ("unknown_%u", i);

      g_variant_builder_add (&builder, "{ss}", key, "on");
    }
  g_variant_builder_add (&builder, "{ss}", "flor_enabled", "on");
  g_variant_builder_add (&builder, "{ss}", "target", "1000");
  g_settings_set_value (truco_settings_get_settings (self), "rules-ar", g_variant_builder_end (&builder));

  /* Every start reads them more than once (fact sheet, comparison,
   * Preferences). */
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(TrucoRules) rules = truco_settings_get_rules (self, ar);

      g_assert_cmpstr (truco_rules_get (rules, "flor_enabled"), ==, "on");
    }

  g_assert_true (truco_settings_set_rule (self, ar, "falta_mode", "B", NULL));
  dict = g_settings_get_value (truco_settings_get_settings (self), "rules-ar");
  g_assert_cmpuint (g_variant_n_children (dict), ==, 2);
  g_assert_true (g_variant_lookup (dict, "flor_enabled", "&s", &stored));
  g_assert_cmpstr (stored, ==, "on");
  g_assert_true (g_variant_lookup (dict, "falta_mode", "&s", &stored));
  g_assert_cmpstr (stored, ==, "B");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/settings/variant", test_settings_variant);
  g_test_add_func ("/settings/unknown-variant", test_settings_unknown_variant);
  g_test_add_func ("/settings/rules-round-trip", test_settings_rules_round_trip);
  g_test_add_func ("/settings/rules-changed-signal", test_settings_rules_changed_signal);
  g_test_add_func ("/settings/rules-invalid", test_settings_rules_invalid);
  g_test_add_func ("/settings/rules-bad-stored", test_settings_rules_bad_stored);

  g_test_add_func ("/settings/variant-validated", test_settings_variant_validated);
  g_test_add_func ("/settings/variant-quoted", test_settings_variant_quoted);
  g_test_add_func ("/settings/window-size", test_settings_window_size);
  g_test_add_func ("/settings/many-unknown-rules", test_settings_many_unknown_rules);

  return g_test_run ();
}
