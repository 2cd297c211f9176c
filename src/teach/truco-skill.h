/* truco-skill.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "truco-exercise.h"

G_BEGIN_DECLS

/* The house rules a skill's answers depend on, so that a learner's
 * schedule of a skill is kept per the rules that change it and no other. */
const char * const *truco_skill_get_house_rules     (const TrucoSkill   *skill,
                                                     const TrucoVariant *variant);
char               *truco_skill_dup_options_digest  (const TrucoSkill   *skill,
                                                     const TrucoRules   *rules);

G_END_DECLS
