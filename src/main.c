/* main.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "truco-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TrucoApplication) app = NULL;
  const char *localedir;

  /* build-aux/run points this at the translations in the build tree. */
  localedir = g_getenv ("TRUQUERO_LOCALEDIR");
  if (localedir == NULL || *localedir == '\0')
    localedir = LOCALEDIR;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = truco_application_new ();

  return g_application_run (G_APPLICATION (app), argc, argv);
}
