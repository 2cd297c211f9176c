/* truco-game-log.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "truco-game-log.h"

/**
 * truco_game_log_header:
 * @rules: the rule set
 * @seed: the seed of the deals
 *
 * Returns: (transfer full): the header lines of a game log
 */
GString *
truco_game_log_header (const TrucoRules *rules,
                       guint64           seed)
{
  const TrucoVariant *variant = truco_rules_get_variant (rules);
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "variant %s\n", truco_variant_get_id (variant));
  for (guint i = 0; i < truco_variant_get_n_options (variant); i++)
    {
      const TrucoOption *option = truco_variant_get_option (variant, i);
      const char *key = truco_option_get_key (option);
      const char *value = truco_rules_get (rules, key);
      const char *def = truco_option_get_choice (option, truco_option_get_default (option));

      if (value && strcmp (value, def) != 0)
        g_string_append_printf (out, "option %s=%s\n", key, value);
    }
  g_string_append_printf (out, "seed %" G_GUINT64_FORMAT "\n", seed);
  return out;
}

/**
 * truco_game_log_apply_deal:
 *
 * Parses a deal line ("deal A1=1E,7E,3B B1=…") and gives it to @game.
 *
 * Returns: %TRUE, or %FALSE with @error
 */
gboolean
truco_game_log_apply_deal (TrucoGame   *game,
                           const char  *line,
                           GError     **error)
{
  g_auto(GStrv) tokens = g_strsplit_set (line, " \t\r", -1);
  TrucoCard by_seat[TRUCO_GAME_MAX_SEATS][4];
  guint n_by_seat[TRUCO_GAME_MAX_SEATS] = { 0 };
  TrucoCard all[TRUCO_GAME_MAX_SEATS * 4];
  guint n_all = 0;
  const TrucoRules *rules = truco_game_get_rules (game);
  TrucoDeck deck = truco_rules_get_deck (rules);

  for (guint i = 1; tokens[i]; i++)
    {
      char *eq;
      int seat;
      g_auto(GStrv) cards = NULL;

      if (*tokens[i] == '\0')
        continue;
      eq = strchr (tokens[i], '=');
      if (eq == NULL)
        {
          g_set_error_literal (error, TRUCO_GAME_ERROR, TRUCO_GAME_ERROR_PARSE,
                               _("A deal line reads “deal A1=1E,7E,3B B1=…”."));
          return FALSE;
        }
      *eq = '\0';
      seat = truco_game_find_seat (game, tokens[i]);
      if (seat < 0)
        {
          g_set_error_literal (error, TRUCO_GAME_ERROR, TRUCO_GAME_ERROR_PARSE,
                               _("Unknown seat; seats are named A1, B1, A2…"));
          return FALSE;
        }
      cards = g_strsplit (eq + 1, ",", -1);
      n_by_seat[seat] = 0;
      for (guint k = 0; cards[k]; k++)
        {
          if (n_by_seat[seat] >= 4)
            {
              g_set_error_literal (error, TRUCO_GAME_ERROR, TRUCO_GAME_ERROR_PARSE,
                                   _("A seat is dealt at most four cards."));
              return FALSE;
            }
          if (!truco_card_parse_in_deck (cards[k], deck, &by_seat[seat][n_by_seat[seat]], error))
            return FALSE;
          n_by_seat[seat]++;
        }
    }
  for (guint s = 0; s < truco_game_get_n_seats (game); s++)
    for (guint k = 0; k < n_by_seat[s]; k++)
      all[n_all++] = by_seat[s][k];
  return truco_game_set_deal (game, all, n_all, error);
}

static char *
next_line (const char **cursor)
{
  const char *start = *cursor, *end;

  if (*start == '\0')
    return NULL;
  end = strchr (start, '\n');
  if (end == NULL)
    end = start + strlen (start);
  *cursor = *end ? end + 1 : end;
  return g_strstrip (g_strndup (start, end - start));
}

/**
 * truco_game_log_replay:
 * @text: a game log
 * @out_line: (out) (optional): the line that stopped the replay, or 0
 * @error: why it stopped
 *
 * Returns: (transfer full) (nullable): the replayed game
 */
TrucoGame *
truco_game_log_replay (const char  *text,
                       guint       *out_line,
                       GError     **error)
{
  g_autoptr(TrucoRules) rules = NULL;
  g_autoptr(TrucoGame) game = NULL;
  const char *cursor = text;
  guint64 seed = 0;
  guint line_no = 0;
  char *line;

  g_return_val_if_fail (text != NULL, NULL);

  if (out_line)
    *out_line = 0;

  while ((line = next_line (&cursor)) != NULL)
    {
      g_autofree char *owned = line;
      g_autoptr(GError) local = NULL;

      line_no++;
      if (*line == '\0' || *line == '#')
        continue;

      if (game == NULL)
        {
          if (g_str_has_prefix (line, "variant "))
            {
              const TrucoVariant *variant;

              if (rules != NULL)
                {
                  g_set_error_literal (&local, TRUCO_GAME_ERROR, TRUCO_GAME_ERROR_PARSE,
                                       _("The variant is given twice."));
                  goto fail;
                }
              variant = truco_variant_lookup_with_error (g_strstrip (line + strlen ("variant ")), &local);
              if (variant == NULL)
                goto fail;
              rules = truco_rules_new (variant);
              continue;
            }
          if (rules == NULL)
            {
              g_set_error_literal (&local, TRUCO_GAME_ERROR, TRUCO_GAME_ERROR_PARSE,
                                   _("A game log begins with its variant (“variant ar”)."));
              goto fail;
            }
          if (g_str_has_prefix (line, "option "))
            {
              char *kv = g_strstrip (line + strlen ("option "));
              char *eq = strchr (kv, '=');

              if (eq == NULL)
                {
                  g_set_error_literal (&local, TRUCO_GAME_ERROR, TRUCO_GAME_ERROR_PARSE,
                                       _("An option line reads “option key=value”."));
                  goto fail;
                }
              *eq = '\0';
              if (!truco_rules_set (rules, kv, eq + 1, &local))
                goto fail;
              continue;
            }
          if (g_str_has_prefix (line, "seed "))
            {
              if (!g_ascii_string_to_unsigned (g_strstrip (line + strlen ("seed ")), 10, 0, G_MAXUINT64,
                                               &seed, NULL))
                {
                  g_set_error_literal (&local, TRUCO_GAME_ERROR, TRUCO_GAME_ERROR_PARSE,
                                       _("The seed is a whole number."));
                  goto fail;
                }
              continue;
            }
          game = truco_game_new (rules, seed);
        }

      if (g_str_has_prefix (line, "deal ") || strcmp (line, "deal") == 0)
        {
          if (!truco_game_log_apply_deal (game, line, &local))
            goto fail;
          continue;
        }

      {
        TrucoAction action;

        if (!truco_game_parse_action (game, line, &action, &local)
            || !truco_game_apply (game, &action, &local))
          goto fail;
      }
      continue;

    fail:
      if (out_line)
        *out_line = line_no;
      g_set_error (error, local->domain, local->code, _("line %u: %s"), line_no, local->message);
      return g_steal_pointer (&game);
    }

  if (game == NULL)
    {
      if (rules == NULL)
        {
          g_set_error_literal (error, TRUCO_GAME_ERROR, TRUCO_GAME_ERROR_PARSE,
                               _("A game log begins with its variant (“variant ar”)."));
          return NULL;
        }
      game = truco_game_new (rules, seed);
    }
  return g_steal_pointer (&game);
}
