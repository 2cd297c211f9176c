/* test-lessons-translated.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Every text of every lesson shows translated in LANGUAGE (argv[1]) with
 * the catalogues built from po/: the loader normalises a text exactly as
 * xgettext extracted it, so each lookup finds its translation. */

#include "config.h"

#include <locale.h>
#include <glib/gi18n-lib.h>

#include "truco-curriculum.h"

static const char *language;

static GPtrArray *
collect_texts (void)
{
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);

  for (guint v = 0; v < truco_variant_get_count (); v++)
    {
      const char *variant = truco_variant_get_id (truco_variant_get_nth (v));
      g_autoptr(TrucoCurriculum) curriculum = truco_curriculum_new_for_variant (variant, NULL);

      if (curriculum == NULL)
        continue;
      for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (curriculum)); i++)
        {
          g_autoptr(TrucoLesson) lesson = g_list_model_get_item (G_LIST_MODEL (curriculum), i);

          g_ptr_array_add (texts, g_strdup (truco_lesson_get_title (lesson)));
          g_ptr_array_add (texts, g_strdup (truco_lesson_get_goal (lesson)));
          for (guint s = 0; s < truco_lesson_get_n_steps (lesson); s++)
            {
              const char * const *paragraphs = truco_lesson_step_get_paragraphs (truco_lesson_get_step (lesson, s));

              for (guint p = 0; paragraphs[p] != NULL; p++)
                g_ptr_array_add (texts, g_strdup (paragraphs[p]));
            }
        }
    }
  return texts;
}

static void
test_every_text_translated (void)
{
  g_autoptr(GPtrArray) source = NULL;
  g_autoptr(GPtrArray) translated = NULL;

  /* No catalogue: the English of the files. */
  bindtextdomain (GETTEXT_PACKAGE, "/nonexistent");
  source = collect_texts ();

  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("TRUQUERO_LOCALEDIR"));
  translated = collect_texts ();

  g_assert_cmpuint (source->len, >, 0);
  g_assert_cmpuint (translated->len, ==, source->len);
  for (guint i = 0; i < source->len; i++)
    if (g_str_equal (g_ptr_array_index (source, i), g_ptr_array_index (translated, i)))
      g_error ("not translated into %s: %s", language, (char *) g_ptr_array_index (source, i));
  g_test_message ("%u texts translated into %s", source->len, language);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_assert_cmpint (argc, ==, 2);
  language = argv[1];
  g_setenv ("LANGUAGE", language, TRUE);
  setlocale (LC_ALL, "");
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");

  g_test_add_func ("/lessons-translated/every-text", test_every_text_translated);

  return g_test_run ();
}
