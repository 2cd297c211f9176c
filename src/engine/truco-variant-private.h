/* truco-variant-private.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "truco-variant.h"

G_BEGIN_DECLS


/* Truc y Flou, bonus_cards=on: what playing the Sword
 * (1E) and the Club (1B) to a trick scores for the player's team. */
#define TRUCO_TYF_SWORD_BONUS 2
#define TRUCO_TYF_CLUB_BONUS  1

/**
 * TrucoVariantPlay:
 * How a variant is played, beyond its deck, ladders and options: every
 * behaviour the game reads instead of asking which variant it is.
 */
typedef struct
{
  /* Seats. */
  guint8   fixed_seats;            /* the number of players when the variant has no players option (tyf: 6) */
  gboolean gallo;                  /* three players play with a gallo (ar) */
  gboolean pica_pica;              /* six and eight players alternate redondo and pica-pica (ar) */
  gboolean three_for_themselves;   /* three players each play for himself (Put) */
  guint8   games_to_win;           /* games (chicos, manches) that win the match; the match option
                                    * "single" makes it one */
  gboolean malas_buenas;           /* a 30-point chico is told in malas and buenas (malas_buenas option) */

  /* Declarations. */
  gboolean envido_showdown;        /* envidos are declared in turn from the mano, "son buenas" allowed;
                                    * otherwise they are compared from the cards (the embit) */
  gboolean one_declaration;        /* each player declares once in the first trick: embit or flor (tyf) */
  gboolean envido_closed_by_truco; /* no envido once the truco is accepted, nor for a player who opened
                                    * with truco; none after a flor (ar) */
  gboolean flor_suspends_truco;    /* the truco waits until the flor is settled (ar) */
  gboolean flor_while_answering;   /* a flor may be sung while another call waits for its answer (ar) */
  gboolean flor_raise_needs_flor;  /* only a player holding a flor may raise a flor (ar); else a raise
                                    * may be a bluff (tyf "alimidou con flor") */
  gboolean pido_flor;              /* at the end of a hand with flor, pido flor (ar) */
  gboolean flor_game_wins_round;   /* the flor ladder's game call, won, wins the round outright (tyf) */

  /* Calls. */
  gboolean play_accepts_truco;     /* playing the next card accepts a truc (cat) */
  gboolean truco_after_own_card;   /* the truc may be called on one's turn before or after laying one's
                                    * card (cat) */

  /* Leaving, redeals, scoring. */
  gboolean mazo;                   /* irse al mazo on one's turn; a lone partner goes on (ar) */
  gboolean throw_up;               /* the non-dealer may throw up his hand with put_fold=on (Put) */
  gboolean redeal;                 /* eldest may propose a redeal (fr) */
  gboolean trick_and_tie;          /* a hand is two tricks, or one trick and two ties (Put) */
  gboolean score_of_eleven;        /* a side one point from the target decides before play (cat) */
} TrucoVariantPlay;

const TrucoVariantPlay *truco_rules_get_play (const TrucoRules *rules);
/* Refuses an inconsistent descriptor with a message naming the field. */
gboolean truco_variant_play_check (const TrucoVariantPlay  *play,
                                   guint                    declarations,
                                   gboolean                 has_flor_option,
                                   GError                 **error);

/**
 * TrucoVariantParts:
 * The parts of a variant descriptor that must agree with one another,
 * for truco_variant_check_parts().
 */
typedef struct
{
  const char               *id;
  guint                     target;          /* points that win a game */
  guint                     declarations;    /* TrucoDeclaration bits */
  gboolean                  has_flor_option; /* flor_enabled */
  const TrucoLadder *const *ladders;         /* every ladder it may play, NULL-terminated */
  const TrucoVariantPlay   *play;
} TrucoVariantParts;

/* Refuses a descriptor whose parts disagree with a message naming the field. */
gboolean truco_variant_check_parts (const TrucoVariantParts  *parts,
                                    GError                  **error);

guint         truco_rules_get_n_players   (const TrucoRules *rules);
TrucoAllParda truco_rules_get_all_parda   (const TrucoRules *rules);
/* Quick lookup tables for the evaluators: class per card value (0 absent)
 * and points per card value (wild cards 7). */
const guint8 *truco_rules_get_class_table  (const TrucoRules *rules);
const guint8 *truco_rules_get_points_table (const TrucoRules *rules);
guint         truco_variant_get_n_wild_cards (const TrucoVariant *variant);
const char   *truco_variant_get_match_text           (const TrucoVariant *variant);

G_END_DECLS
