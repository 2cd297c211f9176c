/* truco-cli.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The commands of truco-rules, callable without a process (batch mode,
 * the fuzz targets).
 */

#pragma once

#include "truco-variant.h"

G_BEGIN_DECLS

typedef struct
{
  const TrucoVariant *variant;
  TrucoRules         *rules;     /* options of the command line */
  gboolean            explain;
  gboolean            in_batch;  /* a line of batch input: no replay or simulate */
} TrucoCliContext;

void     truco_cli_context_init  (TrucoCliContext *context);

/* A command: @args are its positional arguments (without its name),
 * @flags its own options (--mano=A); appends the answer to @out. */
typedef gboolean (*TrucoCliHandler) (const TrucoCliContext *context,
                                     char                 **args,
                                     guint                  n_args,
                                     char                 **flags,
                                     guint                  n_flags,
                                     GString               *out,
                                     GError               **error);

typedef enum
{
  TRUCO_CLI_TAKES_OPTIONS = 1 << 0, /* has options of its own; others refuse any */
  TRUCO_CLI_NOT_IN_BATCH  = 1 << 1, /* reads files or runs long: not a line of batch input */
} TrucoCliCommandFlags;

/**
 * TrucoCliCommand:
 * One command of truco-rules: its name, what runs it, and its usage, the
 * lines --help shows for it (N_() marked: translate with _()).
 */
typedef struct
{
  const char     *name;
  TrucoCliHandler run;
  guint           flags;  /* TrucoCliCommandFlags */
  const char     *usage;
} TrucoCliCommand;

const TrucoCliCommand *truco_cli_get_commands (guint *n_commands);
void     truco_cli_context_clear (TrucoCliContext *context);

/* Runs one command (argv without the program name).  Global options
 * (--variant, --option, --explain) found in @args apply to this command
 * only, on top of @context.  Appends the answer (and with --explain the
 * reasoning, indented) to @out, each line ending in a newline.  "batch" is
 * refused here: see truco_cli_run_batch(). */
gboolean truco_cli_run           (const TrucoCliContext *context,
                                  char                 **args,
                                  guint                  n_args,
                                  GString               *out,
                                  GError               **error);

/* Runs one line of batch input and appends exactly one line to @out: a
 * blank line gives an empty line, an error "error: <message>", and an
 * answer of several lines (cards, --explain) has them joined with " | ",
 * the indentation of the reasoning removed, so that answers stay paired
 * with their lines. */
void     truco_cli_run_line      (const TrucoCliContext *context,
                                  const char            *line,
                                  GString               *out);

/* Applies the global options of @args to @context and removes them from
 * @args (compacting it).  Fails on an unknown variant or option. */
gboolean truco_cli_parse_globals (TrucoCliContext *context,
                                  char           **args,
                                  guint           *n_args,
                                  GError         **error);

/* @text with every control character (C0, DEL, C1: escape sequences among
 * them) written as \xHH or \u{HHHH} and every invalid byte as \xHH, so that
 * an argument or a line of input quoted in a message cannot drive the
 * terminal.  Backslashes are left alone. */
char    *truco_cli_escape        (const char *text);

G_END_DECLS
