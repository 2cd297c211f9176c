/* fuzz-progress.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libFuzzer target: the progress file parser, versions 1 to 3.  Any input
 * is either rejected (damaged, or from a newer version) leaving the store
 * empty, or read into a consistent store that writes the very same bytes
 * back (version 3) or a version-3 file that reads back the same (versions
 * 1 and 2, migrated); the store then answers every question about its skills.
 */

#include "config.h"

#include <math.h>
#include <stdint.h>
#include <string.h>

#include "truco-progress-private.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
check_consistent (TrucoProgress *progress)
{
  g_autoptr(GTimeZone) utc = g_time_zone_new_utc ();
  g_auto(GStrv) lessons = truco_progress_dup_lesson_ids (progress);

  for (guint i = 0; lessons[i] != NULL; i++)
    {
      TrucoLessonProgress lesson;

      g_assert_true (truco_progress_get_lesson (progress, lessons[i], &lesson));
      g_assert_cmpuint (lesson.stars, <=, 3);
    }
  for (guint i = 0; i < truco_progress_get_n_cards (progress); i++)
    {
      const TrucoSkillCard *card = truco_progress_get_card (progress, i);
      const char *skills[] = { card->skill, NULL };
      double mastery;
      guint counts[3];
      TrucoFsrsCard next;

      g_assert_true (truco_progress_lookup_card (progress, card->variant, card->options, card->skill) == card);
      g_assert_true (truco_fsrs_card_is_valid (&card->card));
      mastery = truco_progress_get_mastery (progress, card->variant, card->options, card->skill, card->card.due);
      g_assert_true (mastery >= 0 && mastery <= 1);
      truco_progress_count_due (progress, card->variant, card->options, skills, card->card.last_review, utc, counts, 3);
      g_assert_cmpuint (counts[0] + counts[1] + counts[2], <=, 1);
      for (TrucoRating g = TRUCO_RATING_AGAIN; g <= TRUCO_RATING_EASY; g++)
        {
          truco_fsrs_review (truco_progress_get_params (progress), &card->card, card->card.due, g, &next);
          g_assert_true (truco_fsrs_card_is_valid (&next));
          g_assert_true (isfinite (next.stability) && isfinite (next.difficulty));
        }
    }
  for (guint i = 0; i < truco_progress_get_n_reviews (progress); i++)
    {
      const TrucoReview *review = truco_progress_get_review (progress, i);

      g_assert_true (review->rating >= TRUCO_RATING_AGAIN && review->rating <= TRUCO_RATING_EASY);
      g_assert_nonnull (review->skill);
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GBytes) bytes = g_bytes_new (data, size);
  g_autoptr(TrucoProgress) progress = truco_progress_new_in_memory ();
  g_autoptr(TrucoProgress) again = truco_progress_new_in_memory ();
  g_autoptr(GBytes) written = NULL;
  g_autoptr(GBytes) rewritten = NULL;

  switch (truco_progress_parse (progress, bytes))
    {
    case TRUCO_PROGRESS_PARSE_OK:
      check_consistent (progress);
      written = truco_progress_serialize (progress);
      g_assert_true (g_bytes_equal (written, bytes));
      break;

    case TRUCO_PROGRESS_PARSE_MIGRATED:
    case TRUCO_PROGRESS_PARSE_SWAPPED:
      check_consistent (progress);
      written = truco_progress_serialize (progress);
      g_assert_cmpint (truco_progress_parse (again, written), ==, TRUCO_PROGRESS_PARSE_OK);
      rewritten = truco_progress_serialize (again);
      g_assert_true (g_bytes_equal (written, rewritten));
      break;

    case TRUCO_PROGRESS_PARSE_CORRUPT:
    case TRUCO_PROGRESS_PARSE_NEWER:
    default:
      g_assert_cmpuint (truco_progress_get_n_reviews (progress), ==, 0);
      g_assert_cmpuint (truco_progress_get_n_cards (progress), ==, 0);
      break;
    }

  return 0;
}
