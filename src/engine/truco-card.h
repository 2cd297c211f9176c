/* truco-card.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "truco-error.h"

G_BEGIN_DECLS

typedef enum
{
  TRUCO_SUIT_ESPADAS,  /* E */
  TRUCO_SUIT_BASTOS,   /* B */
  TRUCO_SUIT_OROS,     /* O */
  TRUCO_SUIT_COPAS,    /* C */
  TRUCO_SUIT_SPADES,   /* S */
  TRUCO_SUIT_HEARTS,   /* H */
  TRUCO_SUIT_DIAMONDS, /* D */
  TRUCO_SUIT_CLUBS,    /* C */
} TrucoSuit;

/* A card is a small value: (suit << 4) | rank.  Spanish ranks 1-7, 10,
 * 11 (caballo), 12 (rey); French ranks 1 (ace), 2-10, 11 (J), 12 (Q), 13 (K).
 * 0 is no card. */
typedef guint8 TrucoCard;

#define TRUCO_CARD_NONE ((TrucoCard) 0)
#define TRUCO_CARD(suit, rank) ((TrucoCard) (((suit) << 4) | (rank)))

static inline TrucoSuit truco_card_get_suit (TrucoCard card) { return (TrucoSuit) (card >> 4); }
static inline guint     truco_card_get_rank (TrucoCard card) { return card & 0x0f; }

/**
 * TrucoDeck:
 * @TRUCO_DECK_SPANISH_40: 1-7, 10, 11, 12 of espadas, bastos, oros, copas
 * @TRUCO_DECK_FRENCH_32: A, 7-10, J, Q, K of spades, hearts, diamonds, clubs
 * @TRUCO_DECK_FRENCH_52: the full French pack (Put)
 * @TRUCO_DECK_FRENCH_36: A, 6-10, J, Q, K (French Truc, option `fr_rank=36card`)
 */
typedef enum
{
  TRUCO_DECK_SPANISH_40,
  TRUCO_DECK_FRENCH_32,
  TRUCO_DECK_FRENCH_52,
  TRUCO_DECK_FRENCH_36,
} TrucoDeck;

gboolean    truco_card_is_valid   (TrucoCard card);
gboolean    truco_card_is_spanish (TrucoCard card);
const char *truco_card_get_name   (TrucoCard card);
char       *truco_card_get_name_definite (TrucoCard card);
char       *truco_card_to_string  (TrucoCard card);
void        truco_card_format     (TrucoCard card,
                                   char      buffer[4]);
gboolean    truco_card_parse      (const char *text,
                                   TrucoCard  *out_card,
                                   GError    **error);
gboolean    truco_card_parse_in_deck (const char *text,
                                      TrucoDeck   deck,
                                      TrucoCard  *out_card,
                                      GError    **error);
gboolean    truco_card_parse_words (const char * const *words,
                                    guint               n_words,
                                    TrucoDeck           deck,
                                    TrucoCard          *out_cards,
                                    guint               n_cards,
                                    GError            **error);
gboolean    truco_card_parse_hand (const char  *text,
                                   TrucoDeck    deck,
                                   TrucoCard   *out_cards,
                                   guint        n_cards,
                                   GError     **error);

void        truco_card_set_not_in_deck_error (GError    **error,
                                              const char *text,
                                              TrucoDeck   deck);

const TrucoCard *truco_deck_get_cards     (TrucoDeck deck,
                                           guint    *n_cards);
gboolean         truco_deck_contains      (TrucoDeck deck,
                                           TrucoCard card);
const char      *truco_deck_get_name      (TrucoDeck deck);
guint            truco_deck_get_index     (TrucoDeck deck,
                                           TrucoCard card);

const char *truco_suit_get_letter (TrucoSuit suit);

G_END_DECLS
