/* fuzz-topics.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libFuzzer target: the topic map (data/lessons/topics.xml).  Any input
 * either loads into a consistent map (every listed topic found, with a
 * rule, a skill of the catalogue and needs that are topics of its
 * variant, and no cycle of needs) or fails with a TrucoCurriculumError.
 */

#include "config.h"

#include <stdint.h>
#include <string.h>

#include "truco-curriculum.h"
#include "truco-exercise.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* Follows the needs from @id; a cycle would never end, so the depth is
 * bounded by the number of topics. */
static void
check_no_cycle (TrucoTopicMap *map,
                const char    *id,
                guint          depth,
                guint          n_topics)
{
  const char * const *needs = truco_topic_map_get_needs (map, id);

  g_assert_cmpuint (depth, <=, n_topics);
  for (guint i = 0; needs[i] != NULL; i++)
    {
      g_assert_true (truco_topic_map_has (map, needs[i]));
      g_assert_cmpstr (truco_topic_map_get_variant (map, needs[i]), ==, truco_topic_map_get_variant (map, id));
      check_no_cycle (map, needs[i], depth + 1, n_topics);
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  static const char * const variants[] = { "ar", "cat", "fr", "tyf", "put" };
  g_autoptr(GBytes) bytes = g_bytes_new (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(TrucoTopicMap) map = truco_topic_map_new_from_bytes (bytes, &error);
  guint n_topics = 0;

  if (map == NULL)
    {
      g_assert_nonnull (error);
      g_assert_true (error->domain == TRUCO_CURRICULUM_ERROR);
      return 0;
    }

  g_assert_no_error (error);
  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    n_topics += g_strv_length ((char **) truco_topic_map_list (map, variants[v]));
  g_assert_cmpuint (n_topics, >, 0);
  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      const char * const *ids = truco_topic_map_list (map, variants[v]);

      for (guint i = 0; ids[i] != NULL; i++)
        {
          g_assert_true (truco_topic_map_has (map, ids[i]));
          g_assert_cmpstr (truco_topic_map_get_variant (map, ids[i]), ==, variants[v]);
          g_assert_true (g_utf8_validate (truco_topic_map_get_rule (map, ids[i]), -1, NULL));
          g_assert_nonnull (truco_skill_lookup (truco_topic_map_get_skill (map, ids[i])));
          g_assert_cmpint (truco_topic_map_get_line (map, ids[i]), >, 0);
          check_no_cycle (map, ids[i], 0, n_topics);
        }
    }
  return 0;
}
