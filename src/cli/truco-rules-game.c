/* truco-rules-game.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "truco-error.h"
#include "truco-eval.h"
#include "truco-game-log.h"
#include "truco-ladder.h"
#include "truco-rules-game.h"

/* The commands of truco-rules that play: bet (one betting ladder),
 * replay (a game log) and simulate (random games).  truco-cli.c lists
 * them in its table of commands. */

static gboolean
bad_argument (GError **error, const char *message, const char *arg)
{
  g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT, message, arg);
  return FALSE;
}

/* The ladder a name means in this rule set: a ladder's own name (truco,
 * envido, embit, flor, raise, put), "truc" for truco, and envido and
 * embit for each other (the embit is the envido of Truc y Flou). */
static const TrucoLadder *
ladder_for_name (const TrucoRules *rules, const char *name)
{
  const TrucoLadder *ladder;

  if (strcmp (name, "truc") == 0)
    name = "truco";
  ladder = truco_rules_find_ladder (rules, name);
  if (ladder == NULL && strcmp (name, "envido") == 0)
    ladder = truco_rules_find_ladder (rules, "embit");
  else if (ladder == NULL && strcmp (name, "embit") == 0)
    ladder = truco_rules_find_ladder (rules, "envido");
  return ladder;
}

/* The ladder whose calls include @call (its log word, "real-envido"). */
static const TrucoLadder *
ladder_for_call (const TrucoRules *rules, const char *call)
{
  const TrucoLadder *ladders;
  guint n;

  ladders = truco_rules_get_ladders (rules, &n);
  for (guint i = 0; i < n; i++)
    if (truco_ladder_find_step (&ladders[i], call) >= 0)
      return &ladders[i];
  return NULL;
}

/* Appends the steps of @explanation, one a line, in @style (%NULL: the
 * codes). */
static void
print_steps (const TrucoExplanation      *explanation,
             const TrucoExplanationStyle *style,
             const char                  *indent,
             GString                     *out)
{
  TrucoExplanationStyle codes;

  /* The codes, as truco-rules prints them, unless told otherwise. */
  truco_explanation_style_init (&codes, FALSE, FALSE);
  for (guint i = 0; i < truco_explanation_get_n_steps (explanation); i++)
    {
      g_autofree char *line = truco_step_format_styled (truco_explanation_get_step (explanation, i),
                                                        style != NULL ? style : &codes);

      g_string_append_printf (out, "%s%s\n", indent, line);
    }
}

/* The comparison of an accepted envido, embit or flor between the two
 * sides' points (one player each: A1 and B1). */
static void
explain_points (const TrucoLadder *table,
                const TrucoRules  *rules,
                const int          points[2],
                guint              winner,
                TrucoExplanation  *explanation)
{
  TrucoStep step = { 0 };
  guint loser = winner == 0 ? 1 : 0;

  step.side = winner;
  step.numbers[0] = table->kind == TRUCO_BET_FLOR ? 1
                    : truco_rules_has_declaration (rules, TRUCO_DECLARATION_EMBIT) ? 2 : 0;
  step.numbers[1] = 1;
  step.numbers[2] = points[winner];
  step.numbers[3] = loser;
  step.numbers[4] = 1;
  step.numbers[5] = points[loser];
  if (points[0] == points[1])
    {
      step.kind = TRUCO_STEP_COMPARE_TIE;
      step.n_numbers = 5;
    }
  else
    {
      step.kind = TRUCO_STEP_COMPARE_BEATS;
      step.n_numbers = 6;
    }
  truco_explanation_add_step (explanation, &step);
}

/* The options of bet, as given; each has a parser in bet_options. */
typedef struct
{
  guint       score[2];    /* --scores=A,B */
  int         points[2];   /* --points=A:28,B:27; -1 when not given */
  guint       mano;        /* --mano=A|B */
  guint       n_flors;     /* --flors=N; 0 when not given */
  const char *ladder_name; /* --ladder=NAME */
} BetOptions;

static gboolean
parse_scores (BetOptions *o, const char *flag, const char *value, GError **error)
{
  guint64 a, b;
  g_auto(GStrv) parts = g_strsplit (value, ",", -1);

  if (g_strv_length (parts) != 2
      || !g_ascii_string_to_unsigned (parts[0], 10, 0, 1000, &a, NULL)
      || !g_ascii_string_to_unsigned (parts[1], 10, 0, 1000, &b, NULL))
    return bad_argument (error, _("“%s”: give the scores as --scores=A,B, for example --scores=12,8."), flag);
  o->score[0] = a;
  o->score[1] = b;
  return TRUE;
}

static gboolean
parse_points (BetOptions *o, const char *flag, const char *value, GError **error)
{
  g_auto(GStrv) parts = g_strsplit (value, ",", -1);

  for (guint k = 0; parts[k]; k++)
    {
      guint64 v;

      if ((parts[k][0] != 'A' && parts[k][0] != 'B') || parts[k][1] != ':'
          || !g_ascii_string_to_unsigned (parts[k] + 2, 10, 0, 99, &v, NULL))
        return bad_argument (error, _("“%s”: give the points as --points=A:28,B:27."), flag);
      o->points[parts[k][0] - 'A'] = v;
    }
  return TRUE;
}

static gboolean
parse_mano (BetOptions *o, const char *flag, const char *value, GError **error)
{
  if (strcmp (value, "A") != 0 && strcmp (value, "B") != 0)
    return bad_argument (error, _("“%s”: the mano is side A or B."), flag);
  o->mano = value[0] - 'A';
  return TRUE;
}

static gboolean
parse_flors (BetOptions *o, const char *flag, const char *value, GError **error)
{
  guint64 v;

  if (!g_ascii_string_to_unsigned (value, 10, 1, 9, &v, NULL))
    return bad_argument (error, _("“%s”: give the number of flors sung, 1 to 9."), flag);
  o->n_flors = v;
  return TRUE;
}

static gboolean
parse_ladder (BetOptions *o, const char *flag, const char *value, GError **error)
{
  o->ladder_name = value;
  return TRUE;
}

typedef struct
{
  const char *prefix;
  gboolean  (*parse) (BetOptions *o, const char *flag, const char *value, GError **error);
} BetOption;

static const BetOption bet_options[] = {
  { "--scores=", parse_scores },
  { "--points=", parse_points },
  { "--mano=", parse_mano },
  { "--flors=", parse_flors },
  { "--ladder=", parse_ladder },
};

gboolean
truco_cli_cmd_bet (const TrucoCliContext *context,
                   char                 **args,
                   guint                  n_args,
                   char                 **flags,
                   guint                  n_flags,
                   GString               *out,
                   GError               **error)
{
  g_autoptr(TrucoRules) rules = truco_rules_copy (context->rules);
  g_autoptr(TrucoExplanation) explanation = truco_explanation_new ();
  const TrucoLadder *table = NULL;
  const TrucoLadderStep *last;
  TrucoBet bet;
  TrucoBetContext ctx = { 0 };
  guint side = 0;
  const char *answer;
  gboolean accept;
  BetOptions options = { { 0, 0 }, { -1, -1 }, 0, 0, NULL };

  if (n_args < 2)
    {
      g_set_error_literal (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                           _("Usage: bet CALL… ANSWER, for example: bet envido real-envido no-quiero"));
      return FALSE;
    }

  for (guint i = 0; i < n_flags; i++)
    {
      const BetOption *option = NULL;

      for (guint k = 0; k < G_N_ELEMENTS (bet_options) && option == NULL; k++)
        if (g_str_has_prefix (flags[i], bet_options[k].prefix))
          option = &bet_options[k];
      if (option == NULL)
        return bad_argument (error, _("Unknown option “%s” for bet; it takes --ladder, --scores, --points, --mano and --flors."), flags[i]);
      if (!option->parse (&options, flags[i], flags[i] + strlen (option->prefix), error))
        return FALSE;
    }
  ctx.score[0] = options.score[0];
  ctx.score[1] = options.score[1];

  /* Betting on flor needs a table con flor. */
  if (truco_rules_resolve (rules)->flor_optional
      && (g_strcmp0 (options.ladder_name, "flor") == 0 || g_str_has_prefix (args[0], "flor")
          || g_str_has_prefix (args[0], "contraflor")))
    truco_rules_set (rules, TRUCO_OPTION_FLOR_ENABLED, "on", NULL);

  /* The calls are given as they are said: the ladder is the first call's,
   * unless --ladder names it. */
  if (options.ladder_name != NULL)
    {
      table = ladder_for_name (rules, options.ladder_name);
      if (table == NULL)
        return bad_argument (error, _("“%s” is not a betting ladder of this variant."), options.ladder_name);
    }
  else
    {
      g_autofree char *first = g_strdup (args[0]);

      first[strcspn (first, ":=")] = '\0';
      table = ladder_for_call (rules, first);
      if (table == NULL)
        return bad_argument (error, _("“%s” is not a betting call of this variant."), first);
    }

  {
    TrucoBetContext init;

    truco_bet_context_init (&init, rules);
    init.score[0] = ctx.score[0];
    init.score[1] = ctx.score[1];
    ctx = init;
  }
  ctx.n_flors = options.n_flors ? options.n_flors : 2;

  truco_bet_init (&bet, table);
  for (guint i = 0; i + 1 < n_args; i++)
    {
      g_autofree char *call = g_strdup (args[i]);
      char *colon = strchr (call, ':');
      char *eq = strchr (call, '=');
      guint chosen = 0;
      const char *reason = NULL;
      int row;

      if (colon)
        {
          *colon = '\0';
          if ((colon[1] != 'A' && colon[1] != 'B') || colon[2] != '\0')
            return bad_argument (error, _("“%s”: a call is written CALL or CALL:SIDE, with side A or B."), args[i]);
          side = colon[1] - 'A';
        }
      if (eq)
        {
          guint64 v;

          *eq = '\0';
          if (!g_ascii_string_to_unsigned (eq + 1, 10, 1, 255, &v, NULL))
            return bad_argument (error, _("“%s”: a raise is written raise=VALUE."), args[i]);
          chosen = v;
        }
      row = truco_ladder_find_step (table, call);
      if (row < 0)
        return bad_argument (error, _("“%s” is not a call of this ladder."), call);
      if (!truco_bet_check_call (&bet, row, side, chosen, &reason))
        {
          g_string_append_printf (out, _("illegal: %s\n"), _(reason));
          return TRUE;
        }
      truco_bet_call (&bet, row, side, chosen);
      side = side == 0 ? 1 : 0;
    }

  answer = args[n_args - 1];
  if (bet.n_calls == 0)
    {
      g_set_error_literal (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                           _("Give at least one call before the answer."));
      return FALSE;
    }
  last = truco_bet_get_last_step (&bet);

  if (strcmp (answer, "-") == 0)
    {
      TrucoBet refused = bet;
      guint to_a = truco_bet_accepted_value (&bet, &ctx, 0);
      guint to_b = truco_bet_accepted_value (&bet, &ctx, 1);

      truco_bet_reject (&refused);
      if (!truco_bet_has_answer (&bet, FALSE))
        {
          if (to_a != to_b)
            g_string_append_printf (out, _("pending: quiero %u to A and %u to B; it cannot be refused\n"), to_a, to_b);
          else
            g_string_append_printf (out, _("pending: quiero %u; it cannot be refused\n"), to_a);
        }
      else if (truco_bet_accepted_wins_game (&bet, &ctx) && table->kind != TRUCO_BET_TRUCO)
        /* Translators: keep "quiero" and "chico" (as the falta command prints) */
        g_string_append_printf (out, _("pending: quiero chico, no quiero %u\n"),
                                truco_bet_rejected_value (&refused, &ctx));
      else if (to_a != to_b)
        g_string_append_printf (out, _("pending: quiero %u to A and %u to B, no quiero %u\n"),
                                to_a, to_b, truco_bet_rejected_value (&refused, &ctx));
      else
        g_string_append_printf (out, _("pending: quiero %u, no quiero %u\n"),
                                to_a, truco_bet_rejected_value (&refused, &ctx));
      return TRUE;
    }

  if (strcmp (answer, last->reject_word) == 0 || strcmp (answer, "no-quiero") == 0)
    accept = FALSE;
  else if (strcmp (answer, last->accept_word) == 0 || strcmp (answer, "quiero") == 0)
    accept = TRUE;
  else
    return bad_argument (error, _("“%s” is not an answer here; answer with the ladder’s quiero or no quiero word, or - to see both values."), answer);

  /* The answers the game offers, and no other: a Truc y Flou flor, for
   * one, cannot be refused. */
  if (!truco_bet_has_answer (&bet, accept))
    {
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                   /* Translators: the first %s is a call ("flor"), the second the answer typed ("fold") */
                   accept ? _("“%s” cannot be accepted with “%s”: the ladder has no such answer at this call.")
                          : _("“%s” cannot be refused with “%s”: the ladder has no such answer at this call."),
                   last->call, answer);
      return FALSE;
    }

  if (!accept)
    {
      guint caller = truco_bet_get_last_side (&bet);
      guint value = truco_bet_explain_refused (&bet, &ctx, explanation);

      truco_bet_reject (&bet);
      g_string_append_printf (out, "%c +%u\n", 'A' + caller, value);
      if (context->explain)
        print_steps (explanation, NULL, "", out);
      return TRUE;
    }

  truco_bet_accept (&bet);
  if (table->kind == TRUCO_BET_TRUCO)
    {
      guint to_a = truco_bet_accepted_value (&bet, &ctx, 0);
      guint to_b = truco_bet_accepted_value (&bet, &ctx, 1);

      if (to_a == to_b)
        g_string_append_printf (out, _("the hand is worth %u\n"), to_a);
      else
        /* Translators: a hand played for the game: what each side would score */
        g_string_append_printf (out, _("the hand is worth %u to A and %u to B\n"), to_a, to_b);
      if (context->explain)
        {
          truco_bet_explain_calls (&bet, &ctx, 0, explanation);
          print_steps (explanation, NULL, "", out);
        }
      return TRUE;
    }
  if (options.points[0] < 0 || options.points[1] < 0)
    {
      guint to_a = truco_bet_accepted_value (&bet, &ctx, 0);
      guint to_b = truco_bet_accepted_value (&bet, &ctx, 1);

      if (truco_bet_accepted_wins_game (&bet, &ctx))
        g_string_append (out, _("quiero: the winner wins the chico\n"));
      else if (to_a != to_b)
        g_string_append_printf (out, _("quiero: A would score %u and B %u\n"), to_a, to_b);
      else
        g_string_append_printf (out, _("quiero: the winner scores %u\n"), to_a);
      if (context->explain)
        {
          truco_bet_explain_calls (&bet, &ctx, 0, explanation);
          print_steps (explanation, NULL, "", out);
        }
      return TRUE;
    }
  {
    guint winner = options.points[0] > options.points[1] ? 0 : options.points[1] > options.points[0] ? 1 : options.mano;
    guint value;

    truco_bet_explain_calls (&bet, &ctx, winner, explanation);
    explain_points (table, rules, options.points, winner, explanation);
    value = truco_bet_explain_outcome (&bet, &ctx, winner, explanation);
    if (truco_bet_accepted_wins_game (&bet, &ctx))
      g_string_append_printf (out, "%c +%u (chico)\n", 'A' + winner, value);
    else
      g_string_append_printf (out, "%c +%u\n", 'A' + winner, value);
    if (context->explain)
      print_steps (explanation, NULL, "", out);
  }
  return TRUE;
}

/* The largest game log replay reads: a long match is a few hundred lines
 * of a few words, far below this. */
#define MAX_LOG_SIZE (1024 * 1024)

/* Reads all of @fd, up to MAX_LOG_SIZE bytes. */
static gboolean
read_fd (int fd, const char *path, char **contents, gsize *length, GError **error)
{
  g_autoptr(GString) text = g_string_sized_new (4096);
  char buffer[8192];

  for (;;)
    {
      gssize n = read (fd, buffer, sizeof buffer);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved_errno = errno;

          g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                       _("Cannot read “%s”: %s."), path, g_strerror (saved_errno));
          return FALSE;
        }
      if (n == 0)
        break;
      if (text->len + n > MAX_LOG_SIZE)
        {
          g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                       _("“%s” is longer than a megabyte; no game log is that long."), path);
          return FALSE;
        }
      g_string_append_len (text, buffer, n);
    }

  *length = text->len;
  *contents = g_string_free (g_steal_pointer (&text), FALSE);
  return TRUE;
}

/* Reads a game log from a regular file, or from standard input ("-", or a
 * name of it such as /dev/stdin).  Anything else (a FIFO, a device such as
 * /dev/zero, a directory) is refused at once: it might never end. */
static gboolean
read_file (const char *path, char **contents, GError **error)
{
  gsize length;
  struct stat st, stdin_st;
  int fd;
  gboolean ok;

  if (strcmp (path, "-") == 0)
    ok = read_fd (STDIN_FILENO, path, contents, &length, error);
  else
    {
      /* Non-blocking, so that opening a FIFO without a writer returns. */
      fd = g_open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);
      if (fd < 0)
        {
          int saved_errno = errno;

          g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                       _("Cannot open “%s”: %s."), path, g_strerror (saved_errno));
          return FALSE;
        }
      if (fstat (fd, &st) != 0)
        st.st_mode = 0;
      if (fstat (STDIN_FILENO, &stdin_st) == 0 && st.st_dev == stdin_st.st_dev && st.st_ino == stdin_st.st_ino)
        {
          /* Standard input under another name: read it as it is. */
          g_close (fd, NULL);
          ok = read_fd (STDIN_FILENO, path, contents, &length, error);
        }
      else if (!S_ISREG (st.st_mode))
        {
          g_close (fd, NULL);
          g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                       _("“%s” is not a regular file; give a game log, or - to read one from standard input."), path);
          return FALSE;
        }
      else
        {
          ok = read_fd (fd, path, contents, &length, error);
          g_close (fd, NULL);
        }
    }
  if (!ok)
    return FALSE;
  if (memchr (*contents, '\0', length) != NULL || !g_utf8_validate (*contents, length, NULL))
    {
      g_clear_pointer (contents, g_free);
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                   _("“%s” is not a text file."), path);
      return FALSE;
    }
  return TRUE;
}

static void
print_scores (TrucoGame *game, GString *out)
{
  for (guint a = 0; a < truco_game_get_n_scores (game); a++)
    {
      g_autofree char *score = truco_game_describe_score (game, a);

      /* Translators: a side's letter, its score ("12 malas", "7 points") and how many games (chicos, manches) it won */
      g_string_append_printf (out, _("%c: %s; games won: %u\n"), 'A' + a, score,
                              truco_game_get_games_won (game, a));
    }
}

/* The names the practice table gives the bots, in order. */
static const char *const bot_names[] = {
  "Ana", "Luis", "Marta", "Jordi", "Pilar", "Tomás", "Clara", "Pau",
};

/* --reader=SEAT: the explanations said to the player in SEAT ("A1"), the
 * other seats named by --names (in seat order, the reader's skipped) or
 * as the practice table names its bots; cards by their names. */
static gboolean
reader_style (TrucoGame             *game,
              const char            *reader,
              char                 **names,
              const char           **seat_names,
              TrucoExplanationStyle *style,
              GError               **error)
{
  guint n_seats = truco_game_get_n_seats (game);
  guint seat, next = 0;

  for (seat = 0; seat < n_seats; seat++)
    if (strcmp (truco_game_get_seat_name (game, seat), reader) == 0)
      break;
  if (seat == n_seats)
    {
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                   _("“%s” is not a seat of this game; give a seat as the log names it, such as A1."), reader);
      return FALSE;
    }
  for (guint s = 0; s < n_seats; s++)
    {
      if (s == seat)
        continue;
      if (names != NULL && names[next] != NULL)
        seat_names[s] = names[next];
      else
        seat_names[s] = bot_names[next % G_N_ELEMENTS (bot_names)];
      next++;
    }
  truco_explanation_style_init (style, TRUE, TRUE);
  truco_game_set_style_reader (game, style, seat, seat_names);
  return TRUE;
}

gboolean
truco_cli_cmd_replay (const TrucoCliContext *context,
                      char                 **args,
                      guint                  n_args,
                      char                 **flags,
                      guint                  n_flags,
                      GString               *out,
                      GError               **error)
{
  g_autofree char *text = NULL;
  g_autoptr(TrucoGame) game = NULL;
  g_autoptr(GError) local = NULL;
  const TrucoEvent *events;
  guint n_events, line = 0;
  const char *reader = NULL;
  g_auto(GStrv) names = NULL;
  const char *seat_names[TRUCO_GAME_MAX_SEATS] = { NULL };
  TrucoExplanationStyle style;

  for (guint i = 0; i < n_flags; i++)
    {
      if (g_str_has_prefix (flags[i], "--reader="))
        reader = flags[i] + strlen ("--reader=");
      else if (g_str_has_prefix (flags[i], "--names="))
        {
          g_strfreev (names);
          names = g_strsplit (flags[i] + strlen ("--names="), ",", TRUCO_GAME_MAX_SEATS);
        }
      else
        n_args = 0;
    }
  if (n_args != 1 || (names != NULL && reader == NULL))
    {
      g_set_error_literal (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                           _("Usage: replay FILE [--explain] [--reader=SEAT [--names=NAME,…]]"));
      return FALSE;
    }
  if (!read_file (args[0], &text, error))
    return FALSE;

  game = truco_game_log_replay (text, &line, &local);
  if (game == NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  truco_explanation_style_init (&style, FALSE, FALSE);
  if (reader != NULL && !reader_style (game, reader, names, seat_names, &style, error))
    return FALSE;
  events = truco_game_get_events (game, &n_events);
  for (guint i = 0; i < n_events; i++)
    {
      char buf[128];

      truco_game_format_event (game, &events[i], buf, sizeof buf);
      g_string_append_printf (out, "%s\n", buf);
      if (context->explain && events[i].kind == TRUCO_EVENT_CREDIT)
        {
          g_autoptr(TrucoExplanation) why = truco_explanation_new ();

          truco_credit_explain (game, &events[i].credit, why);
          print_steps (why, &style, "  ", out);
        }
    }
  print_scores (game, out);
  if (local != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  return TRUE;
}

static guint64
mix (guint64 *state)
{
  guint64 z = (*state += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

/* The most games simulate plays at once. */
#define MAX_GAMES G_GUINT64_CONSTANT (100000000)

/* Progress on a terminal: after the first second, then every quarter. */
#define PROGRESS_DELAY (G_USEC_PER_SEC)
#define PROGRESS_INTERVAL (G_USEC_PER_SEC / 4)

static void
show_progress (guint64 done,
               guint64 n_games)
{
  g_autofree char *done_text = g_strdup_printf ("%" G_GUINT64_FORMAT, done);
  g_autofree char *games_text = g_strdup_printf ("%" G_GUINT64_FORMAT, n_games);

  /* Over the same line each time; the plural follows the total. */
  fputc ('\r', stderr);
  fprintf (stderr,
           /* Translators: progress of truco-rules simulate: games played so far, of how many */
           ngettext ("Simulating: %s of %s game…", "Simulating: %s of %s games…",
                     (unsigned long) MIN (n_games, G_MAXULONG)),
           done_text, games_text);
  fflush (stderr);
}

gboolean
truco_cli_cmd_simulate (const TrucoCliContext *context,
                        char                 **args,
                        guint                  n_args,
                        char                 **flags,
                        guint                  n_flags,
                        GString               *out,
                        GError               **error)
{
  g_autoptr(TrucoRules) rules = truco_rules_copy (context->rules);
  guint64 n_games = 0, seed = 1;
  guint64 hands = 0, points = 0, by_tricks = 0, by_refusal = 0, by_fold = 0, nobody = 0, other = 0;
  gint64 start, elapsed, show_progress_at;
  gboolean shown_progress = FALSE;

  if (n_args > 0)
    return bad_argument (error, _("“%s”: simulate takes only options."), args[0]);
  for (guint i = 0; i < n_flags; i++)
    {
      if (g_str_has_prefix (flags[i], "--games="))
        {
          if (!g_ascii_string_to_unsigned (flags[i] + strlen ("--games="), 10, 1, MAX_GAMES, &n_games, NULL))
            {
              g_autofree char *max_text = g_strdup_printf ("%" G_GUINT64_FORMAT, MAX_GAMES);

              g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                           /* Translators: the second %s is the largest number of games, 100000000 */
                           _("“%s”: give the number of games, from 1 to %s."), flags[i], max_text);
              return FALSE;
            }
        }
      else if (g_str_has_prefix (flags[i], "--seed="))
        {
          if (!g_ascii_string_to_unsigned (flags[i] + strlen ("--seed="), 10, 0, G_MAXUINT64, &seed, NULL))
            return bad_argument (error, _("“%s”: the seed is a whole number."), flags[i]);
        }
      else if (g_str_has_prefix (flags[i], "--players="))
        {
          const char *value = flags[i] + strlen ("--players=");
          const TrucoOption *option = truco_variant_find_option (truco_rules_get_variant (rules), TRUCO_OPTION_PLAYERS);
          g_autoptr(GError) local = NULL;

          /* Three players where three means a gallo: the fixed one. */
          if (strcmp (value, "3") == 0 && option != NULL && truco_option_find_choice (option, "3") < 0
              && truco_option_find_choice (option, "3_gallo_fijo") >= 0)
            value = "3_gallo_fijo";
          if (!truco_rules_set (rules, TRUCO_OPTION_PLAYERS, value, &local))
            {
              g_propagate_error (error, g_steal_pointer (&local));
              return FALSE;
            }
        }
      else
        return bad_argument (error, _("Unknown option “%s” for simulate; it takes --games, --seed and --players."), flags[i]);
    }
  if (n_games == 0)
    {
      g_set_error_literal (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                           _("Give the number of games with --games=N."));
      return FALSE;
    }

  start = g_get_monotonic_time ();
  show_progress_at = isatty (STDERR_FILENO) ? start + PROGRESS_DELAY : G_MAXINT64;
  for (guint64 g = 0; g < n_games; g++)
    {
      g_autoptr(TrucoGame) game = truco_game_new (rules, seed + g);
      TrucoAction legal[TRUCO_GAME_MAX_ACTIONS];
      guint64 rng = seed * 31 + g;

      while (!truco_game_is_over (game))
        {
          guint n = truco_game_list_actions (game, legal);
          const TrucoEvent *events;
          guint n_events;

          truco_game_apply (game, &legal[mix (&rng) % n], NULL);
          events = truco_game_get_events (game, &n_events);
          for (guint i = 0; i < n_events; i++)
            {
              const TrucoEvent *e = &events[i];

              if (e->kind == TRUCO_EVENT_HAND_ENDED)
                {
                  hands++;
                  if (e->side < 0)
                    nobody++;
                }
              else if (e->kind == TRUCO_EVENT_CREDIT)
                {
                  points += e->value;
                  if (e->credit.bet == TRUCO_BET_TRUCO)
                    {
                      if (e->credit.reason == TRUCO_CREDIT_HAND)
                        by_tricks++;
                      else if (e->credit.reason == TRUCO_CREDIT_REFUSED)
                        by_refusal++;
                      else if (e->credit.reason == TRUCO_CREDIT_FOLD)
                        by_fold++;
                      else
                        other++;
                    }
                }
            }
          truco_game_clear_events (game);
        }

      if (G_UNLIKELY (g_get_monotonic_time () >= show_progress_at))
        {
          show_progress (g + 1, n_games);
          shown_progress = TRUE;
          show_progress_at = g_get_monotonic_time () + PROGRESS_INTERVAL;
        }
    }
  elapsed = MAX (g_get_monotonic_time () - start, 1);
  if (shown_progress)
    {
      /* Wipe the progress line: the figures go to standard output. */
      fputs ("\r\033[K", stderr);
      fflush (stderr);
    }

  {
    /* 64-bit counts as text, so that the messages stay extractable. */
    g_autofree char *games_text = g_strdup_printf ("%" G_GUINT64_FORMAT, n_games);
    g_autofree char *hands_text = g_strdup_printf ("%" G_GUINT64_FORMAT, hands);
    g_autofree char *tricks_text = g_strdup_printf ("%" G_GUINT64_FORMAT, by_tricks);
    g_autofree char *refusal_text = g_strdup_printf ("%" G_GUINT64_FORMAT, by_refusal);
    g_autofree char *fold_text = g_strdup_printf ("%" G_GUINT64_FORMAT, by_fold);
    g_autofree char *nobody_text = g_strdup_printf ("%" G_GUINT64_FORMAT, nobody);
    g_autofree char *other_text = g_strdup_printf ("%" G_GUINT64_FORMAT, other);

    g_string_append_printf (out, _("games: %s\n"), games_text);
    g_string_append_printf (out, _("hands: %s\n"), hands_text);
    g_string_append_printf (out, _("hands won in the tricks: %s\n"), tricks_text);
    g_string_append_printf (out, _("hands ended by a refused call: %s\n"), refusal_text);
    g_string_append_printf (out, _("hands ended by leaving (mazo, throwing up): %s\n"), fold_text);
    g_string_append_printf (out, _("hands nobody won: %s\n"), nobody_text);
    g_string_append_printf (out, _("other hand points (bonuses, penalties, concessions): %s\n"), other_text);
  }
  g_string_append_printf (out, _("average points per hand: %.2f\n"), hands ? (double) points / hands : 0.0);
  g_string_append_printf (out, _("games per second: %.0f\n"), n_games * 1e6 / elapsed);
  return TRUE;
}
