/* truco-cli.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "truco-cli.h"
#include "truco-rules-exercise.h"
#include "truco-rules-game.h"
#include "truco-eval.h"

#define MAX_ARGS 64

/* How batch joins the lines of one answer. */
#define ANSWER_LINE_SEPARATOR " | "

void
truco_cli_context_init (TrucoCliContext *context)
{
  context->variant = truco_variant_get_default ();
  context->rules = truco_rules_new (context->variant);
  context->explain = FALSE;
  context->in_batch = FALSE;
}

void
truco_cli_context_clear (TrucoCliContext *context)
{
  g_clear_pointer (&context->rules, truco_rules_unref);
}

static gboolean
apply_option (TrucoRules  *rules,
              const char  *assignment,
              GError     **error)
{
  const char *eq = strchr (assignment, '=');
  g_autofree char *key = NULL;

  if (eq == NULL)
    {
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                   _("Write options as --option=KEY=VALUE, not “%s”."), assignment);
      return FALSE;
    }
  key = g_strndup (assignment, eq - assignment);
  return truco_rules_set (rules, key, eq + 1, error);
}

/* "--variant fr" and "--option KEY=VALUE" (a space instead of "=") are
 * joined into "--variant=fr" and "--option=KEY=VALUE" in @args; the joined
 * strings are kept in @owned. */
static gboolean
join_split_globals (char      **args,
                    guint      *n_args,
                    GPtrArray  *owned,
                    GError    **error)
{
  guint kept = 0;

  for (guint i = 0; i < *n_args; i++)
    {
      const gboolean variant = strcmp (args[i], "--variant") == 0;
      const gboolean option = strcmp (args[i], "--option") == 0;

      if (!variant && !option)
        {
          args[kept++] = args[i];
          continue;
        }
      if (i + 1 >= *n_args || g_str_has_prefix (args[i + 1], "--"))
        {
          if (variant)
            g_set_error_literal (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                                 _("“--variant” needs a value: write --variant=ID or --variant ID."));
          else
            g_set_error_literal (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                                 _("“--option” needs a value: write --option=KEY=VALUE or --option KEY=VALUE."));
          return FALSE;
        }
      args[kept] = g_strconcat (args[i], "=", args[i + 1], NULL);
      g_ptr_array_add (owned, args[kept]);
      kept++;
      i++;
    }
  *n_args = kept;
  return TRUE;
}

/**
 * truco_cli_parse_globals:
 * @context: the context to change
 * @args: (array length=n_args): the arguments; global options are removed
 * @n_args: (inout): their number
 * @error: return location for a #GError
 *
 * Returns: %TRUE on success.
 */
gboolean
truco_cli_parse_globals (TrucoCliContext *context,
                         char           **args,
                         guint           *n_args,
                         GError         **error)
{
  g_autoptr(GPtrArray) owned = g_ptr_array_new_with_free_func (g_free);
  guint kept = 0;

  if (!join_split_globals (args, n_args, owned, error))
    return FALSE;

  /* The variant first: options belong to it, wherever they are written. */
  for (guint i = 0; i < *n_args; i++)
    if (g_str_has_prefix (args[i], "--variant="))
      {
        const TrucoVariant *variant = truco_variant_lookup_with_error (args[i] + strlen ("--variant="), error);

        if (variant == NULL)
          return FALSE;
        if (variant != context->variant)
          {
            truco_rules_unref (context->rules);
            context->variant = variant;
            context->rules = truco_rules_new (variant);
          }
      }

  for (guint i = 0; i < *n_args; i++)
    {
      if (g_str_has_prefix (args[i], "--variant="))
        continue;
      if (g_str_has_prefix (args[i], "--option="))
        {
          if (!apply_option (context->rules, args[i] + strlen ("--option="), error))
            return FALSE;
          continue;
        }
      if (strcmp (args[i], "--explain") == 0)
        {
          context->explain = TRUE;
          continue;
        }
      args[kept++] = args[i];
    }
  *n_args = kept;
  return TRUE;
}

static gboolean
need_declaration (const TrucoRules  *rules,
                  TrucoDeclaration   declaration,
                  GError           **error)
{
  const char *name = truco_variant_get_name (truco_rules_get_variant (rules));

  switch (declaration)
    {
    case TRUCO_DECLARATION_ENVIDO:
      if (truco_rules_has_declaration (rules, declaration))
        return TRUE;
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_NOT_IN_VARIANT,
                   _("%s has no envido."), name);
      return FALSE;
    case TRUCO_DECLARATION_FLOR:
      /* Argentine flor is counted even when the table plays without it. */
      if (truco_rules_has_declaration (rules, declaration) ||
          truco_rules_has_declaration (rules, TRUCO_DECLARATION_ENVIDO))
        return TRUE;
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_NOT_IN_VARIANT,
                   _("%s has no flor."), name);
      return FALSE;
    case TRUCO_DECLARATION_EMBIT:
    default:
      if (truco_rules_has_declaration (rules, declaration))
        return TRUE;
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_NOT_IN_VARIANT,
                   _("%s has no embit."), name);
      return FALSE;
    }
}

static void
append_explanation (GString                *out,
                    const TrucoExplanation *explanation)
{
  for (guint i = 0; i < truco_explanation_get_n_steps (explanation); i++)
    {
      g_autofree char *line = truco_step_format (truco_explanation_get_step (explanation, i));

      g_string_append (out, "  ");
      g_string_append (out, line);
      g_string_append_c (out, '\n');
    }
}

static gboolean
parse_side (const char *text,
            gboolean    allow_parda,
            TrucoSide  *out_side)
{
  if (text[0] == '\0' || text[1] != '\0')
    return FALSE;
  switch (g_ascii_toupper (text[0]))
    {
    case 'A': *out_side = TRUCO_SIDE_A; return TRUE;
    case 'B': *out_side = TRUCO_SIDE_B; return TRUE;
    case 'C': *out_side = TRUCO_SIDE_C; return TRUE;
    case 'P':
      if (!allow_parda)
        return FALSE;
      *out_side = TRUCO_SIDE_NONE;
      return TRUE;
    default:
      return FALSE;
    }
}

static gboolean
parse_uint (const char *text,
            guint      *out_value)
{
  guint64 v;

  if (!g_ascii_isdigit (text[0]) || strlen (text) > 6)
    return FALSE;
  for (const char *p = text; *p; p++)
    if (!g_ascii_isdigit (*p))
      return FALSE;
  v = g_ascii_strtoull (text, NULL, 10);
  *out_value = (guint) v;
  return TRUE;
}

static gboolean
no_extra_flags (const char *command,
                char      **flags,
                guint       n_flags,
                GError    **error)
{
  if (n_flags == 0)
    return TRUE;
  g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
               /* Translators: the first %s is an option such as --mano=A, the second a command name */
               _("Unknown option “%s” for the %s command."), flags[0], command);
  return FALSE;
}

static gboolean
cmd_cards (const TrucoCliContext *context,
           char                 **args,
           guint                  n_args,
           char                 **flags,
           guint                  n_flags,
           GString               *out,
           GError               **error)
{
  const TrucoRules *rules = context->rules;

  if (n_args > 0)
    {
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                   _("The cards command takes no arguments."));
      return FALSE;
    }

  for (guint c = 1; c <= truco_rules_get_n_classes (rules); c++)
    {
      guint n;
      const TrucoCard *cards = truco_rules_get_class_cards (rules, c, &n);

      for (guint i = 0; i < n; i++)
        {
          char notation[4];
          const char *nickname;

          truco_card_format (cards[i], notation);
          g_string_append_printf (out, "%s %u %s\n", notation, c, truco_card_get_name (cards[i]));
          nickname = context->explain ? truco_variant_get_card_nickname (context->variant, cards[i]) : NULL;
          if (nickname != NULL)
            g_string_append_printf (out, "  %s\n", nickname);
        }
    }
  return TRUE;
}

static gboolean
cmd_declaration (const TrucoCliContext *context,
                 TrucoDeclaration       declaration,
                 char                 **args,
                 guint                  n_args,
                 GString               *out,
                 GError               **error)
{
  TrucoCard cards[3];
  g_autoptr(TrucoExplanation) explanation = NULL;
  int value;

  if (!need_declaration (context->rules, declaration, error))
    return FALSE;
  if (!truco_card_parse_words ((const char * const *) args, n_args,
                               truco_rules_get_deck (context->rules), cards, 3, error))
    return FALSE;

  if (context->explain)
    explanation = truco_explanation_new ();

  switch (declaration)
    {
    case TRUCO_DECLARATION_ENVIDO:
      value = truco_envido (context->rules, cards, explanation);
      break;
    case TRUCO_DECLARATION_FLOR:
      value = truco_flor (context->rules, cards, explanation);
      break;
    case TRUCO_DECLARATION_EMBIT:
    default:
      value = truco_embit (context->rules, cards, explanation);
      break;
    }

  if (value < 0)
    g_string_append (out, "none\n");
  else
    g_string_append_printf (out, "%d\n", value);
  if (explanation)
    append_explanation (out, explanation);
  return TRUE;
}

static gboolean
cmd_envido (const TrucoCliContext *context,
            char                 **args,
            guint                  n_args,
            char                 **flags,
            guint                  n_flags,
            GString               *out,
            GError               **error)
{
  return cmd_declaration (context, TRUCO_DECLARATION_ENVIDO, args, n_args, out, error);
}

static gboolean
cmd_flor (const TrucoCliContext *context,
          char                 **args,
          guint                  n_args,
          char                 **flags,
          guint                  n_flags,
          GString               *out,
          GError               **error)
{
  return cmd_declaration (context, TRUCO_DECLARATION_FLOR, args, n_args, out, error);
}

static gboolean
cmd_embit (const TrucoCliContext *context,
           char                 **args,
           guint                  n_args,
           char                 **flags,
           guint                  n_flags,
           GString               *out,
           GError               **error)
{
  return cmd_declaration (context, TRUCO_DECLARATION_EMBIT, args, n_args, out, error);
}

static gboolean
cmd_trick (const TrucoCliContext *context,
           char                 **args,
           guint                  n_args,
           char                 **flags,
           guint                  n_flags,
           GString               *out,
           GError               **error)
{
  TrucoPlay plays[8];
  TrucoTrickResult result;
  g_autoptr(TrucoExplanation) explanation = NULL;
  TrucoDeck deck = truco_rules_get_deck (context->rules);

  if (n_args < 2 || n_args > 8)
    {
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_WRONG_COUNT,
                   _("A trick needs two to eight plays written SEAT:CARD, for example A1:7E B1:3O."));
      return FALSE;
    }

  for (guint i = 0; i < n_args; i++)
    {
      const char *text = args[i];
      const char *colon = strchr (text, ':');
      char side_text[2] = { text[0], '\0' };

      if (colon == NULL || colon - text != 2 || !parse_side (side_text, FALSE, &plays[i].side) ||
          text[1] < '1' || text[1] > '9')
        {
          g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                       _("“%s” is not a play: write SEAT:CARD, for example A1:7E."), text);
          return FALSE;
        }
      plays[i].seat = text[1] - '0';
      if (!truco_card_parse_in_deck (colon + 1, deck, &plays[i].card, error))
        return FALSE;
    }

  if (context->explain)
    explanation = truco_explanation_new ();
  if (!truco_trick_winner (context->rules, plays, n_args, &result, explanation, error))
    return FALSE;

  g_string_append_printf (out, "%s lead=%s%u\n",
                          result.winner == TRUCO_SIDE_NONE ? "parda" : truco_side_get_letter (result.winner),
                          truco_side_get_letter (plays[result.leader].side), plays[result.leader].seat);
  if (explanation)
    append_explanation (out, explanation);
  return TRUE;
}

static gboolean
cmd_hand (const TrucoCliContext *context,
          char                 **args,
          guint                  n_args,
          char                 **flags,
          guint                  n_flags,
          GString               *out,
          GError               **error)
{
  TrucoSide tricks[3];
  TrucoSide mano = TRUCO_SIDE_NONE, dealer = TRUCO_SIDE_NONE;
  TrucoHandResult result;
  g_autoptr(TrucoExplanation) explanation = NULL;

  for (guint i = 0; i < n_flags; i++)
    {
      TrucoSide *target = NULL;
      const char *value = NULL;

      if (g_str_has_prefix (flags[i], "--mano="))
        target = &mano, value = flags[i] + strlen ("--mano=");
      else if (g_str_has_prefix (flags[i], "--dealer="))
        target = &dealer, value = flags[i] + strlen ("--dealer=");
      else
        return no_extra_flags ("hand", flags + i, 1, error);

      if (!parse_side (value, FALSE, target) || *target == TRUCO_SIDE_C)
        {
          g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE,
                       _("“%s”: the mano and the dealer are on side A or B."), flags[i]);
          return FALSE;
        }
    }

  /* Two sides seated alternately: the mano sits on the dealer's right, so
   * on the other side. */
  if (mano == TRUCO_SIDE_NONE && dealer == TRUCO_SIDE_NONE)
    mano = TRUCO_SIDE_A, dealer = TRUCO_SIDE_B;
  else if (mano == TRUCO_SIDE_NONE)
    mano = dealer == TRUCO_SIDE_A ? TRUCO_SIDE_B : TRUCO_SIDE_A;
  else if (dealer == TRUCO_SIDE_NONE)
    dealer = mano == TRUCO_SIDE_A ? TRUCO_SIDE_B : TRUCO_SIDE_A;

  if (n_args > 3)
    {
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_WRONG_COUNT,
                   _("A hand has at most three tricks."));
      return FALSE;
    }
  for (guint i = 0; i < n_args; i++)
    if (!parse_side (args[i], TRUE, &tricks[i]))
      {
        g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                     _("“%s” is not a trick result: write A or B for the side that won it, P for a parda."), args[i]);
        return FALSE;
      }

  if (context->explain)
    explanation = truco_explanation_new ();
  if (!truco_hand_winner (context->rules, tricks, n_args, mano, dealer, &result, explanation, error))
    return FALSE;

  switch (result.status)
    {
    case TRUCO_HAND_WON:
      g_string_append_printf (out, "%s\n", truco_side_get_letter (result.winner));
      break;
    case TRUCO_HAND_NOBODY:
      g_string_append (out, "none\n");
      break;
    case TRUCO_HAND_UNDECIDED:
    default:
      g_string_append (out, "undecided\n");
      break;
    }
  if (explanation)
    append_explanation (out, explanation);
  return TRUE;
}

static gboolean
cmd_falta (const TrucoCliContext *context,
           char                 **args,
           guint                  n_args,
           char                 **flags,
           guint                  n_flags,
           GString               *out,
           GError               **error)
{
  guint score_a = 0, score_b = 0, target = 0;
  gboolean have_scores = FALSE, pica_pica = FALSE;
  TrucoFalta falta;
  g_autoptr(TrucoExplanation) explanation = NULL;

  if (n_args > 0)
    {
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                   _("Give the scores as --scores=A,B, for example --scores=12,8."));
      return FALSE;
    }

  for (guint i = 0; i < n_flags; i++)
    {
      if (g_str_has_prefix (flags[i], "--scores="))
        {
          g_auto(GStrv) parts = g_strsplit (flags[i] + strlen ("--scores="), ",", -1);

          if (g_strv_length (parts) != 2 || !parse_uint (parts[0], &score_a) || !parse_uint (parts[1], &score_b))
            {
              g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE,
                           _("“%s”: give the scores as --scores=A,B, for example --scores=12,8."), flags[i]);
              return FALSE;
            }
          have_scores = TRUE;
        }
      else if (g_str_has_prefix (flags[i], "--target="))
        {
          if (!parse_uint (flags[i] + strlen ("--target="), &target) || target == 0)
            {
              g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE,
                           _("“%s”: the target is a number of points, for example --target=30."), flags[i]);
              return FALSE;
            }
        }
      else if (strcmp (flags[i], "--pica-pica") == 0)
        pica_pica = TRUE;
      else
        return no_extra_flags ("falta", flags + i, 1, error);
    }

  if (!have_scores)
    {
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                   _("Give the scores as --scores=A,B, for example --scores=12,8."));
      return FALSE;
    }

  if (context->explain)
    explanation = truco_explanation_new ();
  if (!truco_falta_value (context->rules, score_a, score_b, target, pica_pica, &falta, explanation, error))
    return FALSE;

  if (falta.wins_chico)
    g_string_append (out, "chico\n");
  else
    g_string_append_printf (out, "%u\n", falta.points);
  if (explanation)
    append_explanation (out, explanation);
  return TRUE;
}

/* The batch command reads standard input (truco-rules.c): it is never a
 * command of its own input. */
static gboolean
cmd_batch (const TrucoCliContext *context,
           char                 **args,
           guint                  n_args,
           char                 **flags,
           guint                  n_flags,
           GString               *out,
           GError               **error)
{
  g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_UNKNOWN_COMMAND,
               _("The batch command cannot be used inside a batch."));
  return FALSE;
}

/* Every command, in the order --help lists them.  A usage is the
 * command's lines of the help: the command and its arguments, then what it
 * answers from the 30th column, on lines of their own where the arguments
 * are long. */
static const TrucoCliCommand commands[] = {
  { "cards", cmd_cards, 0,
    /* Translators: a command's lines of the help of truco-rules: keep the
     * command and option names (cards, --seed) and put the descriptions at
     * the 30th column, as in the English */
    N_("  cards                      the deck in ranking order: notation, class, full name\n") },
  { "envido", cmd_envido, 0,
    N_("  envido CARDS               the envido of three cards, e.g. envido 7E 6E 1B\n") },
  { "flor", cmd_flor, 0,
    N_("  flor CARDS                 the flor of three cards, or none\n") },
  { "embit", cmd_embit, 0,
    N_("  embit CARDS                the embit of three cards, or none (tyf)\n") },
  { "trick", cmd_trick, 0,
    N_("  trick SEAT:CARD…           the winner of a trick and the next leader, e.g. trick A1:7E B1:3O\n") },
  { "hand", cmd_hand, TRUCO_CLI_TAKES_OPTIONS,
    N_("  hand RESULT… [--mano=SIDE] [--dealer=SIDE]\n"
       "                             the winner of a hand from its tricks (A, B or P)\n") },
  { "falta", cmd_falta, TRUCO_CLI_TAKES_OPTIONS,
    N_("  falta --scores=A,B [--target=N] [--pica-pica]\n"
       "                             the value of a falta envido, or chico\n") },
  { "bet", truco_cli_cmd_bet, TRUCO_CLI_TAKES_OPTIONS,
    N_("  bet CALL… ANSWER [--ladder=NAME] [--scores=A,B] [--points=A:28,B:27] [--mano=SIDE] [--flors=N]\n"
       "                             the calls of one betting ladder in the order they are said\n"
       "                             (the ladder is the first call's); calls alternate sides from\n"
       "                             A unless written CALL:SIDE; ANSWER is the quiero or no quiero\n"
       "                             word, or - for both values, e.g. bet envido real-envido no-quiero\n") },
  { "replay", truco_cli_cmd_replay, TRUCO_CLI_TAKES_OPTIONS | TRUCO_CLI_NOT_IN_BATCH,
    N_("  replay FILE                the events of a game log, then the scores\n") },
  { "simulate", truco_cli_cmd_simulate, TRUCO_CLI_TAKES_OPTIONS | TRUCO_CLI_NOT_IN_BATCH,
    N_("  simulate --games=N [--seed=S] [--players=N]\n"
       "                             N games of random legal actions: how hands ended,\n"
       "                             average points and games per second\n") },
  { "exercise", truco_cli_exercise_run, TRUCO_CLI_TAKES_OPTIONS,
    N_("  exercise SKILL [--seed=N] [--json] [--card-names]\n"
       "                             an exercise of a skill, the same for the same seed: its\n"
       "                             question, choices, answer and the explanation of each choice\n"
       "  exercise --list            the skills of the variant: id, variants and what each asks\n") },
  { "batch", cmd_batch, TRUCO_CLI_TAKES_OPTIONS,
    N_("  batch                      one command per line on standard input, one answer\n"
       "                             line per command; a blank line gets an empty line\n") },
};

/**
 * truco_cli_get_commands:
 * @n_commands: (out): their number
 *
 * Returns: (array length=n_commands): every command of truco-rules, in the
 *   order the help lists them
 */
const TrucoCliCommand *
truco_cli_get_commands (guint *n_commands)
{
  *n_commands = G_N_ELEMENTS (commands);
  return commands;
}

/**
 * truco_cli_run:
 * @context: the options of the command line
 * @args: (array length=n_args): the command and its arguments
 * @n_args: their number
 * @out: where the answer goes
 * @error: return location for a #GError
 *
 * Returns: %TRUE on success.
 */
gboolean
truco_cli_run (const TrucoCliContext *context,
               char                 **args,
               guint                  n_args,
               GString               *out,
               GError               **error)
{
  TrucoCliContext local = *context;
  g_autoptr(GPtrArray) owned = g_ptr_array_new_with_free_func (g_free);
  gboolean own_rules = FALSE;
  char *positional[MAX_ARGS], *flags[MAX_ARGS];
  guint n_positional = 0, n_flags = 0;
  const char *command;
  gboolean ok;

  if (n_args > MAX_ARGS)
    {
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                   _("Too many arguments."));
      return FALSE;
    }
  if (!join_split_globals (args, &n_args, owned, error))
    return FALSE;

  for (guint i = 0; i < n_args; i++)
    {
      if (g_str_has_prefix (args[i], "--variant=") || g_str_has_prefix (args[i], "--option=") ||
          strcmp (args[i], "--explain") == 0)
        {
          if (!own_rules)
            {
              local.rules = truco_rules_copy (context->rules);
              own_rules = TRUE;
            }
          continue;
        }
      if (g_str_has_prefix (args[i], "--"))
        flags[n_flags++] = args[i];
      else
        positional[n_positional++] = args[i];
    }

  if (own_rules)
    {
      char *globals[MAX_ARGS];
      guint n_globals = 0;

      for (guint i = 0; i < n_args; i++)
        if (g_str_has_prefix (args[i], "--variant=") || g_str_has_prefix (args[i], "--option=") ||
            strcmp (args[i], "--explain") == 0)
          globals[n_globals++] = args[i];
      if (!truco_cli_parse_globals (&local, globals, &n_globals, error))
        {
          truco_rules_unref (local.rules);
          return FALSE;
        }
    }

  /* "--frobnicate" alone is a mistyped option, not a missing command. */
  if (n_positional == 0 && n_flags > 0)
    {
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                   _("Unknown option “%s”; before a command come only --variant, --option and --explain."),
                   flags[0]);
      ok = FALSE;
      goto out;
    }

  if (n_positional == 0)
    {
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_UNKNOWN_COMMAND,
                   _("No command given; the commands are cards, envido, flor, embit, trick, hand, falta, bet, replay, simulate and batch."));
      ok = FALSE;
      goto out;
    }

  command = positional[0];
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (command, commands[i].name) == 0)
      {
        const TrucoCliCommand *c = &commands[i];

        if (!(c->flags & TRUCO_CLI_TAKES_OPTIONS) && !no_extra_flags (command, flags, n_flags, error))
          ok = FALSE;
        else if ((c->flags & TRUCO_CLI_NOT_IN_BATCH) && local.in_batch)
          {
            /* Batch input is one quick answer a line: no files, no long runs. */
            g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_UNKNOWN_COMMAND,
                         _("The %s command cannot be used inside a batch."), command);
            ok = FALSE;
          }
        else
          ok = c->run (&local, positional + 1, n_positional - 1, flags, n_flags, out, error);
        goto out;
      }

  g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_UNKNOWN_COMMAND,
               _("Unknown command “%s”; the commands are cards, envido, flor, embit, trick, hand, falta, bet, replay, simulate and batch."),
               command);
  ok = FALSE;

out:
  if (own_rules)
    truco_rules_unref (local.rules);
  return ok;
}

/* Turns the lines appended to @out from @start into one line: the answer
 * first, then each further line without its indentation, after " | ". */
static void
join_answer_lines (GString *out,
                   gsize    start)
{
  g_autoptr(GString) joined = NULL;
  const char *p = out->str + start;
  const char *end = out->str + out->len;

  if (out->len == start || memchr (p, '\n', out->len - start - 1) == NULL)
    return;

  joined = g_string_sized_new (out->len - start);
  while (p < end)
    {
      const char *eol = memchr (p, '\n', end - p);

      if (eol == NULL)
        eol = end;
      if (joined->len > 0)
        {
          while (p < eol && (*p == ' ' || *p == '\t'))
            p++;
          g_string_append (joined, ANSWER_LINE_SEPARATOR);
        }
      g_string_append_len (joined, p, eol - p);
      p = eol + 1;
    }
  g_string_append_c (joined, '\n');

  g_string_truncate (out, start);
  g_string_append_len (out, joined->str, joined->len);
}

char *
truco_cli_escape (const char *text)
{
  GString *escaped = g_string_sized_new (strlen (text));
  const char *p = text;

  while (*p != '\0')
    {
      gunichar c = g_utf8_get_char_validated (p, -1);

      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          g_string_append_printf (escaped, "\\x%02X", (guchar) *p);
          p++;
          continue;
        }
      if (c < 0x20 || c == 0x7F)
        g_string_append_printf (escaped, "\\x%02X", c);
      else if (c >= 0x80 && c < 0xA0)
        g_string_append_printf (escaped, "\\u{%04X}", c);
      else
        g_string_append_unichar (escaped, c);
      p = g_utf8_next_char (p);
    }

  return g_string_free (escaped, FALSE);
}

/**
 * truco_cli_run_line:
 * @context: the options of the command line
 * @line: one line of batch input, without its newline
 * @out: where the answer goes
 */
void
truco_cli_run_line (const TrucoCliContext *context,
                    const char            *line,
                    GString               *out)
{
  char stack_buffer[512];
  g_autofree char *heap_buffer = NULL;
  char *buffer, *p;
  char *args[MAX_ARGS + 1];
  guint n_args = 0;
  g_autoptr(GError) error = NULL;
  gsize len = strlen (line);
  gsize start = out->len;

  if (len < sizeof stack_buffer)
    buffer = memcpy (stack_buffer, line, len + 1);
  else
    buffer = heap_buffer = g_strdup (line);

  for (p = buffer; *p != '\0';)
    {
      while (*p == ' ' || *p == '\t' || *p == '\r')
        p++;
      if (*p == '\0')
        break;
      if (n_args == MAX_ARGS + 1)
        {
          n_args++;
          break;
        }
      args[n_args++] = p;
      while (*p != '\0' && *p != ' ' && *p != '\t' && *p != '\r')
        p++;
      if (*p != '\0')
        *p++ = '\0';
    }

  /* A blank line gets an empty answer line, so that answers stay paired
   * with their lines. */
  if (n_args == 0)
    {
      g_string_append_c (out, '\n');
      return;
    }

  if (n_args > MAX_ARGS)
    g_set_error (&error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT, _("Too many arguments."));
  else if (!g_utf8_validate (line, len, NULL))
    g_set_error (&error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT, _("The line is not valid UTF-8."));
  else
    {
      TrucoCliContext batch_context = *context;

      batch_context.in_batch = TRUE;
      truco_cli_run (&batch_context, args, n_args, out, &error);
    }

  if (error != NULL)
    {
      g_autofree char *message = truco_cli_escape (error->message);

      g_string_truncate (out, start);
      g_string_append_printf (out, "error: %s\n", message);
      return;
    }

  join_answer_lines (out, start);
}
