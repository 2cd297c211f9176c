/* truco-ranking-ladder.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "truco-variant.h"

G_BEGIN_DECLS

#define TRUCO_TYPE_RANKING_LADDER (truco_ranking_ladder_get_type ())

G_DECLARE_FINAL_TYPE (TrucoRankingLadder, truco_ranking_ladder, TRUCO, RANKING_LADDER, GtkWidget)

/* The width of the cards of the ladder: large enough for the full art. */
#define TRUCO_RANKING_LADDER_CARD_SIZE 80

GtkWidget        *truco_ranking_ladder_new          (void);
const TrucoRules *truco_ranking_ladder_get_rules    (TrucoRankingLadder *self);
void              truco_ranking_ladder_set_rules    (TrucoRankingLadder *self,
                                                     const TrucoRules   *rules);
guint             truco_ranking_ladder_get_n_tiers  (TrucoRankingLadder *self);
GtkWidget        *truco_ranking_ladder_get_tier     (TrucoRankingLadder *self,
                                                     guint               index);
void              truco_ranking_ladder_highlight    (TrucoRankingLadder *self,
                                                     const TrucoCard    *cards,
                                                     guint               n_cards);
char             *truco_ranking_ladder_format_place (guint               place);

GtkWindow        *truco_ranking_ladder_show_window  (GtkWidget          *parent,
                                                     const TrucoRules   *rules);

G_END_DECLS
