/* truco-progress-private.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For the tests and the fuzz target: the parser alone, and the writer of
 * version 1 (which wrote lessons only), to make real version-1 files.
 */

#pragma once

#include "truco-progress.h"

G_BEGIN_DECLS

typedef enum
{
  TRUCO_PROGRESS_PARSE_OK,
  TRUCO_PROGRESS_PARSE_MIGRATED,
  TRUCO_PROGRESS_PARSE_CORRUPT,
  TRUCO_PROGRESS_PARSE_NEWER,
  /* Read whole from a big-endian file: to be written again little-endian. */
  TRUCO_PROGRESS_PARSE_SWAPPED,
} TrucoProgressParse;

TrucoProgressParse truco_progress_parse        (TrucoProgress *self,
                                                GBytes        *bytes);
GBytes            *truco_progress_serialize_v1 (TrucoProgress *self);
/* Version 2: the payload of version 3 without its checksum. */
GBytes            *truco_progress_serialize_v2 (TrucoProgress *self);
/* Version 3: the lessons without what earned their stars. */
GBytes            *truco_progress_serialize_v3 (TrucoProgress *self);
/* For tests: every later write fails with @errsv (0: writes work). */
void               truco_progress_fail_writes  (TrucoProgress *self,
                                                int            errsv);

G_END_DECLS
