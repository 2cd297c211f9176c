/* test-skill-rules.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Which house rules each skill's schedule is kept under.  The list of
 * the rules a skill depends on (truco_skill_get_house_rules()) is checked
 * against the exercises the engine generates: from the variant's defaults
 * and from every single house rule changed, a rule the list leaves out
 * never changes a question, its options or its answer, and every rule it
 * names changes some.  The digest a skill's card is kept under follows
 * only those rules; progress saved before (every changed rule in the
 * digest) still loads, and keeps the schedule of the skills that depend
 * on all of the rules changed.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "truco-progress.h"
#include "truco-skill.h"

#define N_SEEDS 24

/* What a learner sees and answers: the prompt, the cards, every option
 * with whether it is right, and the numbers behind them. */
static char *
fingerprint (const TrucoSkill *skill,
             const TrucoRules *rules,
             guint64           seed)
{
  g_autoptr(TrucoExercise) exercise = truco_exercise_generate (skill, rules, seed, NULL);
  GString *text;
  const int *numbers;
  guint n;

  if (exercise == NULL)
    return g_strdup ("none");

  text = g_string_new (truco_exercise_get_prompt (exercise));
  for (guint i = 0; i < truco_exercise_get_n_cards (exercise); i++)
    g_string_append_printf (text, "|card %d", (int) truco_exercise_get_card (exercise, i, NULL));
  for (guint i = 0; i < truco_exercise_get_n_choices (exercise); i++)
    g_string_append_printf (text, "|%s %d %d", truco_exercise_get_choice_text (exercise, i),
                            truco_exercise_get_choice_correct (exercise, i),
                            truco_exercise_get_choice_number (exercise, i));
  numbers = truco_exercise_get_numbers (exercise, &n);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (text, "|%d", numbers[i]);

  return g_string_free (text, FALSE);
}

/* The defaults, and each house rule changed alone. */
static GPtrArray *
base_rules (const TrucoVariant *variant)
{
  GPtrArray *bases = g_ptr_array_new_with_free_func ((GDestroyNotify) truco_rules_unref);

  g_ptr_array_add (bases, truco_rules_copy (truco_variant_get_default_rules (variant)));
  for (guint o = 0; o < truco_variant_get_n_options (variant); o++)
    {
      const TrucoOption *option = truco_variant_get_option (variant, o);

      for (guint c = 0; c < truco_option_get_n_choices (option); c++)
        {
          g_autoptr(TrucoRules) rules = truco_rules_copy (truco_variant_get_default_rules (variant));

          if (c != truco_option_get_default (option) &&
              truco_rules_set (rules, truco_option_get_key (option), truco_option_get_choice (option, c), NULL))
            g_ptr_array_add (bases, g_steal_pointer (&rules));
        }
    }

  return bases;
}

/* Whether changing @option from any of @bases changes a question of
 * @skill. */
static gboolean
option_changes_skill (const TrucoSkill  *skill,
                      GPtrArray         *bases,
                      const TrucoOption *option)
{
  const char *key = truco_option_get_key (option);

  for (guint b = 0; b < bases->len; b++)
    {
      const TrucoRules *base = g_ptr_array_index (bases, b);

      if (!truco_skill_applies (skill, base, NULL))
        continue;
      for (guint c = 0; c < truco_option_get_n_choices (option); c++)
        {
          g_autoptr(TrucoRules) changed = truco_rules_copy (base);
          const char *value = truco_option_get_choice (option, c);

          if (g_strcmp0 (truco_rules_get (base, key), value) == 0 ||
              !truco_rules_set (changed, key, value, NULL) ||
              !truco_skill_applies (skill, changed, NULL))
            continue;
          for (guint64 seed = 0; seed < N_SEEDS; seed++)
            {
              g_autofree char *before = fingerprint (skill, base, seed);
              g_autofree char *after = fingerprint (skill, changed, seed);

              if (strcmp (before, after) != 0)
                return TRUE;
            }
        }
    }

  return FALSE;
}

static void
test_house_rules_listed (void)
{
  guint n_checked = 0;

  for (guint v = 0; v < truco_variant_get_count (); v++)
    {
      const TrucoVariant *variant = truco_variant_get_nth (v);
      g_autoptr(GPtrArray) bases = base_rules (variant);

      for (guint k = 0; k < truco_skill_get_count (); k++)
        {
          const TrucoSkill *skill = truco_skill_get_nth (k);
          const char * const *keys = truco_skill_get_house_rules (skill, variant);

          if (!g_strv_contains (truco_skill_get_variants (skill), truco_variant_get_id (variant)))
            continue;
          if (keys == NULL)
            {
              /* Not listed yet: every house rule counts, which keeps a
               * schedule apart too often but never mixes answers. */
              g_test_message ("%s in %s: no list of house rules, every one counts",
                              truco_skill_get_id (skill), truco_variant_get_id (variant));
              continue;
            }
          for (guint o = 0; o < truco_variant_get_n_options (variant); o++)
            {
              const TrucoOption *option = truco_variant_get_option (variant, o);
              gboolean listed = g_strv_contains (keys, truco_option_get_key (option));
              gboolean changes = option_changes_skill (skill, bases, option);

              if (listed != changes)
                g_error ("%s in %s: the house rule %s %s its answers but is %slisted",
                         truco_skill_get_id (skill), truco_variant_get_id (variant),
                         truco_option_get_key (option), changes ? "changes" : "does not change",
                         listed ? "" : "not ");
            }
          /* A listed key is one of the variant's house rules. */
          for (guint i = 0; keys[i] != NULL; i++)
            g_assert_nonnull (truco_variant_find_option (variant, keys[i]));
          n_checked++;
        }
    }

  /* The skills the exercises had when the list was written. */
  g_assert_cmpuint (n_checked, >=, 53);
}

static char *
digest_with (const char *skill,
             const char *variant,
             ...)
{
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup (variant));
  const char *key;
  va_list args;

  va_start (args, variant);
  while ((key = va_arg (args, const char *)) != NULL)
    g_assert_true (truco_rules_set (rules, key, va_arg (args, const char *), NULL));
  va_end (args);

  return truco_skill_dup_options_digest (truco_skill_lookup (skill), rules);
}

static void
test_digest (void)
{
  g_autofree char *plain = digest_with ("falta-value", "ar", NULL);
  g_autofree char *falta_d = digest_with ("falta-value", "ar", "falta_mode", "D", NULL);
  g_autofree char *falta_d_flor = digest_with ("falta-value", "ar", "falta_mode", "D", "flor_enabled", "on", NULL);
  g_autofree char *envido_d = digest_with ("envido-count", "ar", "falta_mode", "D", NULL);
  g_autofree char *flor_on = digest_with ("flor-count", "ar", "flor_enabled", "on", NULL);
  g_autofree char *flor_four = digest_with ("flor-count", "ar", "flor_enabled", "on", "flor_scheme", "four_point", NULL);
  g_autofree char *resto_on = digest_with ("resto-value", "ar", "flor_enabled", "on", NULL);
  g_autofree char *resto_four = digest_with ("resto-value", "ar", "flor_enabled", "on", "flor_scheme", "four_point", NULL);
  g_autofree char *target_15 = digest_with ("falta-value", "ar", "target", "15", NULL);
  g_autofree char *target_15_single = digest_with ("falta-value", "ar", "target", "15", "malas_buenas", "off", NULL);
  const char *d_only[] = { "falta_mode=D", NULL };
  g_autofree char *old_scheme = truco_progress_options_digest (d_only);

  /* The defaults: "", in every variant, for every skill. */
  for (guint v = 0; v < truco_variant_get_count (); v++)
    for (guint k = 0; k < truco_skill_get_count (); k++)
      {
        g_autofree char *digest = truco_skill_dup_options_digest (truco_skill_get_nth (k),
                                                                  truco_variant_get_default_rules (truco_variant_get_nth (v)));

        g_assert_cmpstr (digest, ==, "");
      }

  g_assert_cmpstr (plain, ==, "");
  /* The falta rule changes the falta skill, not the envido count. */
  g_assert_cmpstr (falta_d, !=, "");
  g_assert_cmpstr (envido_d, ==, "");
  /* Flor on or off does not change a falta question; the flor scheme does
   * not change a flor count, it does change a contraflor al resto. */
  g_assert_cmpstr (falta_d_flor, ==, falta_d);
  g_assert_cmpstr (flor_four, ==, flor_on);
  g_assert_cmpstr (resto_four, !=, resto_on);
  /* Malas and buenas change nothing in a chico of 15. */
  g_assert_cmpstr (target_15, !=, "");
  g_assert_cmpstr (target_15_single, ==, target_15);
  /* Where every rule changed is one the skill depends on, the digest is
   * the one progress saved before kept it under (every changed rule). */
  g_assert_cmpstr (falta_d, ==, old_scheme);
}

/* A file saved before skills kept their own digests loads; the skill that
 * depends on the rule changed keeps its schedule, the one that does not
 * is kept under the defaults' schedule. */
static void
test_old_progress (void)
{
  g_autofree char *dir = g_dir_make_tmp ("truquero-skill-rules-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, TRUCO_PROGRESS_FILE_NAME, NULL);
  const char *d_only[] = { "falta_mode=D", NULL };
  g_autofree char *old_scheme = truco_progress_options_digest (d_only);
  g_autofree char *falta = digest_with ("falta-value", "ar", "falta_mode", "D", NULL);
  g_autofree char *envido = digest_with ("envido-count", "ar", "falta_mode", "D", NULL);
  TrucoAnswer right = { TRUE, FALSE, 3000 };
  TrucoFsrsTime now = truco_progress_now ();

  {
    g_autoptr(TrucoProgress) before = truco_progress_new_for_directory (dir, now);

    /* Under the defaults, then with the falta rule changed (the old
     * scheme: every changed rule in every skill's digest). */
    truco_progress_record_review (before, "ar", "", "envido-count", &right, now);
    truco_progress_record_review (before, "ar", old_scheme, "falta-value", &right, now);
    g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  }

  {
    g_autoptr(TrucoProgress) after = truco_progress_new_for_directory (dir, now);

    g_assert_cmpint (truco_progress_get_status (after), ==, TRUCO_PROGRESS_STATUS_OK);
    g_assert_cmpuint (truco_progress_get_n_cards (after), ==, 2);
    g_assert_nonnull (truco_progress_lookup_card (after, "ar", falta, "falta-value"));
    g_assert_nonnull (truco_progress_lookup_card (after, "ar", envido, "envido-count"));
  }

  g_unlink (path);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/skill-rules/listed", test_house_rules_listed);
  g_test_add_func ("/skill-rules/digest", test_digest);
  g_test_add_func ("/skill-rules/old-progress", test_old_progress);

  return g_test_run ();
}
