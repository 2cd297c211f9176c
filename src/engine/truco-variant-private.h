/* truco-variant-private.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "truco-variant.h"

G_BEGIN_DECLS

/* Who takes a hand of three pardas (rules.md §1.3 row 15). */
typedef enum
{
  TRUCO_ALL_PARDA_MANO,        /* ar: the mano's side */
  TRUCO_ALL_PARDA_NON_DEALER,  /* cat, fr */
  TRUCO_ALL_PARDA_ELDEST,      /* tyf default (ASSUMPTION: eldest = mano) */
  TRUCO_ALL_PARDA_NOBODY,      /* tyf all_pardes=none, put */
} TrucoAllParda;

/* Truc y Flou, bonus_cards=on (rules.md §5.6): what playing the Sword
 * (1E) and the Club (1B) to a trick scores for the player's team. */
#define TRUCO_TYF_SWORD_BONUS 2
#define TRUCO_TYF_CLUB_BONUS  1

gboolean      truco_rules_is_put          (const TrucoRules *rules);
guint         truco_rules_get_n_players   (const TrucoRules *rules);
TrucoAllParda truco_rules_get_all_parda   (const TrucoRules *rules);
/* Quick lookup tables for the evaluators: class per card value (0 absent)
 * and points per card value (wild cards 7). */
const guint8 *truco_rules_get_class_table  (const TrucoRules *rules);
const guint8 *truco_rules_get_points_table (const TrucoRules *rules);
guint         truco_variant_get_n_wild_cards (const TrucoVariant *variant);
const char   *truco_variant_get_match_text           (const TrucoVariant *variant);

G_END_DECLS
