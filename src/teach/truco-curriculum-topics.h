/* truco-curriculum-topics.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Where the topic map lives in the application's GResource. */
#define TRUCO_TOPICS_RESOURCE "/io/github/truquero/Truquero/lessons/topics.xml"

#define TRUCO_TYPE_TOPIC_MAP (truco_topic_map_get_type ())

G_DECLARE_FINAL_TYPE (TrucoTopicMap, truco_topic_map, TRUCO, TOPIC_MAP, GObject)

TrucoTopicMap      *truco_topic_map_new_from_bytes   (GBytes         *bytes,
                                                      GError        **error);
TrucoTopicMap      *truco_topic_map_get_default      (void);

gboolean            truco_topic_map_has              (TrucoTopicMap  *self,
                                                      const char     *id);
const char * const *truco_topic_map_list             (TrucoTopicMap  *self,
                                                      const char     *variant);
const char         *truco_topic_map_get_variant      (TrucoTopicMap  *self,
                                                      const char     *id);
const char         *truco_topic_map_get_rule         (TrucoTopicMap  *self,
                                                      const char     *id);
const char         *truco_topic_map_get_skill        (TrucoTopicMap  *self,
                                                      const char     *id);
const char         *truco_topic_map_get_options      (TrucoTopicMap  *self,
                                                      const char     *id);
const char * const *truco_topic_map_get_needs        (TrucoTopicMap  *self,
                                                      const char     *id);
int                 truco_topic_map_get_line         (TrucoTopicMap  *self,
                                                      const char     *id);

G_END_DECLS
