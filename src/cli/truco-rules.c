/* truco-rules.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * truco-rules: the command-line face of the rules engine.
 */

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "truco-cli.h"

/* The help: every command of the table of commands, with its usage. */
static void
print_usage (FILE *stream)
{
  guint n_commands;
  const TrucoCliCommand *commands = truco_cli_get_commands (&n_commands);

  fputs (_("Usage: truco-rules [--variant=ID] [--option=KEY=VALUE]… [--explain] COMMAND ARGS\n"
           "\n"
           "Commands:\n"), stream);
  for (guint i = 0; i < n_commands; i++)
    fputs (_(commands[i].usage), stream);
  fputs (_("\n"
           "--variant ID and --option KEY=VALUE may also be written with a space.\n"
           "Variants: ar (default), cat, fr, tyf, put.\n"), stream);
}

/* The longest line batch reads, in bytes: far more than any command (they
 * take at most 64 short words); a longer one is not a command but the
 * wrong input, such as /dev/zero. */
#define MAX_BATCH_LINE 4096

/* Reads standard input a line at a time, and stops with an error (status
 * 2, after the answers so far) at a line that is too long or a failed
 * read: neither is ever taken for the end of the input. */
static int
run_batch (const TrucoCliContext  *context,
           GError                **error)
{
  g_autoptr(GString) out = g_string_sized_new (4096);
  char line[MAX_BATCH_LINE + 1];
  guint64 number = 0;
  int status = EXIT_SUCCESS;

  for (;;)
    {
      gsize len = 0;
      int c;

      errno = 0;
      while ((c = getc (stdin)) != EOF && c != '\n')
        {
          if (len == MAX_BATCH_LINE)
            {
              g_autofree char *number_text = g_strdup_printf ("%" G_GUINT64_FORMAT, number + 1);

              g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                           _("Line %s of the input is longer than 4096 bytes; no command is that long."),
                           number_text);
              status = 2;
              break;
            }
          line[len++] = c;
        }
      if (status != EXIT_SUCCESS)
        break;
      if (c == EOF && ferror (stdin))
        {
          int saved_errno = errno;

          g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                       _("Cannot read standard input: %s."), g_strerror (saved_errno));
          status = 2;
          break;
        }
      if (c == EOF && len == 0)
        break;

      number++;
      line[len] = '\0';
      /* A NUL inside the line ends it: the rest is not text. */
      truco_cli_run_line (context, line, out);
      if (out->len >= 3500)
        {
          fwrite (out->str, 1, out->len, stdout);
          g_string_truncate (out, 0);
        }
      if (c == EOF)
        break;
    }
  fwrite (out->str, 1, out->len, stdout);
  if (fflush (stdout) != 0 && status == EXIT_SUCCESS)
    status = EXIT_FAILURE;
  return status;
}

int
main (int   argc,
      char *argv[])
{
  TrucoCliContext context;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  const char *localedir = g_getenv ("TRUQUERO_LOCALEDIR");
  char **args = argv + 1;
  guint n_args = argc - 1;
  int status = EXIT_SUCCESS;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  for (guint i = 0; i < n_args; i++)
    if (strcmp (args[i], "--help") == 0 || strcmp (args[i], "-h") == 0)
      {
        print_usage (stdout);
        return EXIT_SUCCESS;
      }

  truco_cli_context_init (&context);

  if (!truco_cli_parse_globals (&context, args, &n_args, &error))
    status = 2;
  else if (n_args >= 1 && strcmp (args[0], "batch") == 0)
    {
      if (n_args > 1)
        {
          g_set_error (&error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT,
                       _("The batch command takes no arguments: it reads commands from standard input."));
          status = 2;
        }
      else
        status = run_batch (&context, &error);
    }
  else
    {
      if (!truco_cli_run (&context, args, n_args, out, &error))
        status = 2;
      /* What was done before an error (the events of a game log up to the
       * line that broke a rule) is still worth showing. */
      fputs (out->str, stdout);
    }

  if (error != NULL)
    {
      /* Messages quote arguments and input: never raw to the terminal. */
      g_autofree char *message = truco_cli_escape (error->message);

      /* Translators: an error message of the command-line tool */
      g_printerr (_("truco-rules: %s\n"), message);
    }

  truco_cli_context_clear (&context);
  return status;
}
