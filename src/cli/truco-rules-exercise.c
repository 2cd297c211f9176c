/* truco-rules-exercise.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * truco-rules exercise: the command-line face of the exercise generators.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "truco-exercise.h"
#include "truco-rules-exercise.h"

/* The skills that exist under @rules, as "a, b, c". */
static char *
valid_skills (const TrucoRules *rules)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < truco_skill_get_count (); i++)
    {
      const TrucoSkill *skill = truco_skill_get_nth (i);

      if (!truco_skill_applies (skill, rules, NULL))
        continue;
      if (s->len)
        g_string_append (s, ", ");
      g_string_append (s, truco_skill_get_id (skill));
    }
  return g_string_free (s, FALSE);
}

static void
list_skills (const TrucoRules *rules,
             GString          *out)
{
  for (guint i = 0; i < truco_skill_get_count (); i++)
    {
      const TrucoSkill *skill = truco_skill_get_nth (i);
      g_autofree char *variants = NULL;

      if (!truco_skill_applies (skill, rules, NULL))
        continue;
      variants = g_strjoinv (",", (char **) truco_skill_get_variants (skill));
      g_string_append_printf (out, "%s\t%s\t%s\n", truco_skill_get_id (skill), variants,
                              truco_skill_get_title (skill));
    }
}

static void
append_indented (GString    *out,
                 const char *text,
                 const char *indent)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    g_string_append_printf (out, "%s%s\n", indent, lines[i]);
}

static void
print_plain (const TrucoExercise *ex,
             gboolean             explain,
             GString             *out)
{
  guint answer = truco_exercise_get_answer (ex);

  g_string_append_printf (out, "%s\n", truco_exercise_get_prompt (ex));
  for (guint i = 0; i < truco_exercise_get_n_choices (ex); i++)
    g_string_append_printf (out, "  %u. %s\n", i + 1, truco_exercise_get_choice_text (ex, i));
  /* Translators: the right option of an exercise: its number, then its text */
  g_string_append_printf (out, _("Answer: %u. %s\n"), answer + 1, truco_exercise_get_choice_text (ex, answer));
  if (!explain)
    return;
  for (guint i = 0; i < truco_exercise_get_n_choices (ex); i++)
    {
      const char *id = truco_exercise_get_choice_misconception (ex, i);

      if (id == NULL)
        /* Translators: an option's number and text; its explanation follows */
        g_string_append_printf (out, _("Option %u is right: %s\n"), i + 1, truco_exercise_get_choice_text (ex, i));
      else
        /* Translators: an option's number, the id of the mistake it stands for, then its text */
        g_string_append_printf (out, _("Option %u is wrong (%s): %s\n"), i + 1, id, truco_exercise_get_choice_text (ex, i));
      append_indented (out, truco_exercise_get_choice_explanation (ex, i), "   ");
    }
}

static void
print_json (const TrucoExercise *ex,
            GString             *out)
{
  const TrucoRules *rules = truco_exercise_get_rules (ex);
  const TrucoVariant *variant = truco_rules_get_variant (rules);
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *text = NULL;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "skill");
  json_builder_add_string_value (b, truco_skill_get_id (truco_exercise_get_skill (ex)));
  json_builder_set_member_name (b, "variant");
  json_builder_add_string_value (b, truco_variant_get_id (variant));
  json_builder_set_member_name (b, "options");
  json_builder_begin_object (b);
  for (guint i = 0; i < truco_variant_get_n_options (variant); i++)
    {
      const char *key = truco_option_get_key (truco_variant_get_option (variant, i));

      json_builder_set_member_name (b, key);
      json_builder_add_string_value (b, truco_rules_get (rules, key));
    }
  json_builder_end_object (b);
  json_builder_set_member_name (b, "seed");
  /* A string: JSON numbers lose precision above 2^53. */
  {
    g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, truco_exercise_get_seed (ex));
    json_builder_add_string_value (b, seed);
  }
  json_builder_set_member_name (b, "prompt");
  json_builder_add_string_value (b, truco_exercise_get_prompt (ex));
  json_builder_set_member_name (b, "cards");
  json_builder_begin_array (b);
  for (guint i = 0; i < truco_exercise_get_n_cards (ex); i++)
    {
      const char *holder;
      TrucoCard card = truco_exercise_get_card (ex, i, &holder);
      char notation[4];

      truco_card_format (card, notation);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "card");
      json_builder_add_string_value (b, notation);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, truco_card_get_name (card));
      json_builder_set_member_name (b, "holder");
      if (holder)
        json_builder_add_string_value (b, holder);
      else
        json_builder_add_null_value (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "form");
  json_builder_add_string_value (b, truco_answer_form_get_id (truco_exercise_get_form (ex)));
  json_builder_set_member_name (b, "choices");
  json_builder_begin_array (b);
  for (guint i = 0; i < truco_exercise_get_n_choices (ex); i++)
    {
      const char *id = truco_exercise_get_choice_misconception (ex, i);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "text");
      json_builder_add_string_value (b, truco_exercise_get_choice_text (ex, i));
      json_builder_set_member_name (b, "correct");
      json_builder_add_boolean_value (b, id == NULL);
      json_builder_set_member_name (b, "misconception");
      if (id)
        json_builder_add_string_value (b, id);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "explanation");
      json_builder_add_string_value (b, truco_exercise_get_choice_explanation (ex, i));
      switch (truco_exercise_get_form (ex))
        {
        case TRUCO_ANSWER_NUMBER:
          json_builder_set_member_name (b, "number");
          json_builder_add_int_value (b, truco_exercise_get_choice_number (ex, i));
          break;
        case TRUCO_ANSWER_CHOOSE_CARD:
          {
            TrucoCard card = truco_exercise_get_choice_card (ex, i);
            char notation[4];

            json_builder_set_member_name (b, "card");
            if (card == TRUCO_CARD_NONE)
              json_builder_add_null_value (b);
            else
              {
                truco_card_format (card, notation);
                json_builder_add_string_value (b, notation);
              }
          }
          break;
        case TRUCO_ANSWER_ORDER_CARDS:
          {
            guint n;
            const TrucoCard *order = truco_exercise_get_choice_order (ex, i, &n);

            json_builder_set_member_name (b, "order");
            json_builder_begin_array (b);
            for (guint k = 0; k < n; k++)
              {
                char notation[4];

                truco_card_format (order[k], notation);
                json_builder_add_string_value (b, notation);
              }
            json_builder_end_array (b);
          }
          break;
        case TRUCO_ANSWER_CHOOSE:
        default:
          break;
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "answer");
  json_builder_add_int_value (b, truco_exercise_get_answer (ex));
  json_builder_set_member_name (b, "hints");
  json_builder_begin_array (b);
  for (guint i = 0; i < truco_exercise_get_n_hints (ex); i++)
    json_builder_add_string_value (b, truco_exercise_get_hint (ex, i));
  json_builder_end_array (b);
  json_builder_end_object (b);

  root = json_builder_get_root (b);
  json_generator_set_root (gen, root);
  text = json_generator_to_data (gen, NULL);
  g_string_append (out, text);
  g_string_append_c (out, '\n');
}

static gboolean
parse_seed (const char  *text,
            guint64     *out_seed,
            GError     **error)
{
  if (g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, out_seed, NULL))
    return TRUE;
  g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE,
               /* Translators: %s is what was given after --seed= */
               _("The seed must be a whole number from 0 to 18446744073709551615, not “%s”."), text);
  return FALSE;
}

/**
 * truco_cli_exercise_run:
 *
 * `exercise --list` or `exercise SKILL [--seed=N] [--json]` (--explain is
 * a global option, in @context).
 */
gboolean
truco_cli_exercise_run (const TrucoCliContext *context,
                        char                 **args,
                        guint                  n_args,
                        char                 **flags,
                        guint                  n_flags,
                        GString               *out,
                        GError               **error)
{
  gboolean list = FALSE, json = FALSE, have_seed = FALSE, card_names = FALSE;
  gboolean names_before = truco_explanation_get_card_names ();
  guint64 seed = 0;
  const TrucoSkill *skill;
  g_autoptr(TrucoExercise) ex = NULL;

  for (guint i = 0; i < n_flags; i++)
    {
      if (strcmp (flags[i], "--list") == 0)
        list = TRUE;
      else if (strcmp (flags[i], "--json") == 0)
        json = TRUE;
      else if (strcmp (flags[i], "--card-names") == 0)
        /* The cards named in full, as the app's learners read them. */
        card_names = TRUE;
      else if (g_str_has_prefix (flags[i], "--seed="))
        {
          if (!parse_seed (flags[i] + strlen ("--seed="), &seed, error))
            return FALSE;
          have_seed = TRUE;
        }
      else
        {
          g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                       /* Translators: %s is an unknown option; the valid ones follow, never translated */
                       _("Unknown option “%s” for the exercise command; its options are --list, --seed=N, --json, --card-names and --explain."),
                       flags[i]);
          return FALSE;
        }
    }

  if (list)
    {
      if (n_args > 0 || json || have_seed)
        {
          g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                       _("“exercise --list” takes nothing else: write exercise --list, or exercise SKILL [--seed=N] [--json]."));
          return FALSE;
        }
      if (context->in_batch)
        {
          /* One line of answer in a batch: the ids. */
          g_autofree char *valid = valid_skills (context->rules);

          g_string_append_printf (out, "%s\n", valid);
        }
      else
        list_skills (context->rules, out);
      return TRUE;
    }

  if (n_args != 1)
    {
      g_autofree char *valid = valid_skills (context->rules);

      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                   /* Translators: %s is a list of skill ids */
                   _("Name one skill: exercise SKILL [--seed=N] [--json]; the skills here are %s."), valid);
      return FALSE;
    }

  skill = truco_skill_lookup (args[0]);
  if (skill == NULL)
    {
      g_autofree char *valid = valid_skills (context->rules);

      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                   /* Translators: the first %s is what was given, the second a list of skill ids */
                   _("Unknown skill “%s”; the skills here are %s."), args[0], valid);
      return FALSE;
    }

  if (!have_seed)
    /* No seed given: a fresh exercise each time, with its seed shown so it
     * can be asked again. */
    seed = ((guint64) g_random_int () << 32) | g_random_int ();

  truco_explanation_set_card_names (card_names || names_before);
  ex = truco_exercise_generate (skill, context->rules, seed, error);
  truco_explanation_set_card_names (names_before);
  if (ex == NULL)
    return FALSE;

  /* A line of batch input gets one line of answer: the JSON object. */
  if (json || context->in_batch)
    print_json (ex, out);
  else
    {
      if (!have_seed)
        {
          g_autofree char *number = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);

          /* Translators: %s is a number */
          g_string_append_printf (out, _("Seed: %s\n"), number);
        }
      print_plain (ex, context->explain, out);
    }
  return TRUE;
}
