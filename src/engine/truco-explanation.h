/* truco-explanation.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "truco-card.h"

G_BEGIN_DECLS

/* A side of the table.  Put for three has three sides (one per player). */
typedef enum
{
  TRUCO_SIDE_A,
  TRUCO_SIDE_B,
  TRUCO_SIDE_C,
  TRUCO_SIDE_NONE,   /* no side: a parda, nobody */
} TrucoSide;

const char *truco_side_get_letter (TrucoSide side);   /* "A" "B" "C" */

/**
 * TrucoTieWord:
 * @TRUCO_TIE_PARDA: a tied trick is "parda" (Argentine Truco)
 * @TRUCO_TIE_PARDES: a tied trick is "pardes", spoiled (Truc y Flou)
 * @TRUCO_TIE_TIE: a tied trick is a tie (Catalan and French Truc, Put)
 *
 * How a variant names a tied trick: steps say it in the variant's words.
 */
typedef enum
{
  TRUCO_TIE_PARDA,
  TRUCO_TIE_PARDES,
  TRUCO_TIE_TIE,
} TrucoTieWord;

/**
 * TrucoGameWord:
 * @TRUCO_GAME_WORD_CHICO: what is won is a chico (Argentine Truco)
 * @TRUCO_GAME_WORD_GAME: a game (Catalan and French Truc, Put)
 * @TRUCO_GAME_WORD_ROUND: a round, the manche (Truc y Flou)
 */
typedef enum
{
  TRUCO_GAME_WORD_CHICO,
  TRUCO_GAME_WORD_GAME,
  TRUCO_GAME_WORD_ROUND,
} TrucoGameWord;

/**
 * TrucoStepKind:
 *
 * The kinds of explanation steps.  Each documents its arguments: cards[],
 * numbers[], side and words[].  A "seat" is a side plus a seat number (A1);
 * when a step names a seat it stores its side and number in numbers[].
 * words[0] ("call") and words[1] ("before") are betting calls as players
 * say them ("real envido").
 */
typedef enum
{
  /* Envido, flor, embit.  Numbers are card values. */
  TRUCO_STEP_ENVIDO_PAIR,          /* cards: 2; numbers: v1 v2 total */
  TRUCO_STEP_ENVIDO_THREE_SUITED,  /* cards: 3 (the two counted first); numbers: v1 v2 total */
  TRUCO_STEP_ENVIDO_NO_PAIR,       /* cards: the highest; numbers: its value */
  TRUCO_STEP_COURTS_COUNT_ZERO,    /* cards: the court cards counted */
  TRUCO_STEP_WILD_CARD,            /* cards: the périque */
  TRUCO_STEP_FLOR,                 /* cards: 3; numbers: v1 v2 v3 total */
  TRUCO_STEP_NO_FLOR,              /* cards: 3 */
  TRUCO_STEP_EMBIT,                /* cards: 2; numbers: v1 v2 total */
  TRUCO_STEP_NO_EMBIT,             /* cards: 3 */
  TRUCO_STEP_RESULT_ENVIDO,        /* numbers: value */
  TRUCO_STEP_RESULT_FLOR,          /* numbers: value */
  TRUCO_STEP_RESULT_EMBIT,         /* numbers: value */

  /* Tricks.  numbers: class, then the seat(s) named. */
  TRUCO_STEP_TRICK_PLAY,           /* cards: 1; side; numbers: seat, class */
  TRUCO_STEP_TRICK_WIN,            /* cards: top card; side: winner; numbers: class, seat */
  TRUCO_STEP_TRICK_WIN_PARTNERS,   /* cards: top cards; side: winner; numbers: class, leader seat */
  TRUCO_STEP_TRICK_PARDA,          /* cards: top cards; side: leader's; numbers: class, leader seat */

  /* Hands.  numbers: trick numbers (1-based). */
  TRUCO_STEP_HAND_TWO_TRICKS,      /* side; numbers: first, second trick won */
  TRUCO_STEP_HAND_FIRST_NOT_PARDA, /* side; numbers: the trick that decides */
  TRUCO_STEP_HAND_ALL_PARDA_MANO,  /* side: the mano's */
  TRUCO_STEP_HAND_ALL_PARDA_NON_DEALER, /* side: the non-dealing side */
  TRUCO_STEP_HAND_ALL_PARDA_ELDEST,/* side: eldest's */
  TRUCO_STEP_HAND_ALL_PARDA_NOBODY,
  TRUCO_STEP_HAND_UNDECIDED,       /* numbers: tricks played */
  TRUCO_STEP_PUT_TRICK_AND_TIES,   /* side; numbers: the trick won, [the number of players] */
  TRUCO_STEP_PUT_TRICK_AND_TIE,    /* nobody scores: two different winners and a tie;
                                    * numbers: [the number of players] */
  TRUCO_STEP_PUT_SPLIT,            /* nobody scores: three different winners */

  /* Falta (and resto).  numbers as documented. */
  TRUCO_STEP_FALTA_NEEDS,          /* numbers: leader score, target, value */
  TRUCO_STEP_FALTA_TIED,           /* numbers: score, target, value */
  TRUCO_STEP_FALTA_MALAS_CHICO,    /* numbers: leader score */
  TRUCO_STEP_FALTA_MALAS_BUENAS,   /* numbers: leader score, buenas boundary, value */
  TRUCO_STEP_FALTA_ALWAYS_CHICO,
  TRUCO_STEP_FALTA_PICA_PICA,      /* numbers: value */

  /* Betting ladders.  side: the caller's side (or as said). */
  TRUCO_STEP_BET_NOTHING_CALLED,   /* numbers: the value with no call (the hand: 1) */
  TRUCO_STEP_BET_CALL_POINTS,      /* side: caller; words: call; numbers: value if accepted */
  TRUCO_STEP_BET_CALL_ADDS,        /* side: caller; words: call; numbers: added, total if accepted */
  TRUCO_STEP_BET_CALL_FALTA,       /* side: caller; words: call (the falta steps follow) */
  TRUCO_STEP_BET_CALL_PER_FLOR,    /* side: caller; words: call; numbers: per flor, flors sung, total */
  TRUCO_STEP_BET_CALL_RESTO,       /* side: caller; words: call; numbers: per flor, flors sung, extra
                                    * (the resto steps, TRUCO_STEP_FALTA_*, follow) */
  TRUCO_STEP_BET_CALL_GAME,        /* side: caller; words: call (the winner wins the chico, game or round) */
  TRUCO_STEP_BET_CALL_CHOSEN,      /* side: caller; words: call; numbers: the value named */
  TRUCO_STEP_BET_CALL_REST,        /* side: caller; words: call; numbers: the caller's rest,
                                    * what the other side scores if it wins (rest + extra) */
  TRUCO_STEP_BET_CALL_SHORTFALL,   /* side: caller; words: call; numbers: what the other side scores
                                    * if it wins (extra + the caller's shortfall), the extra */
  TRUCO_STEP_BET_ACCEPTED,         /* side: the winner; numbers: points */
  TRUCO_STEP_BET_ACCEPTED_GAME,    /* side: the winner; numbers: points (what it needs to win) */
  TRUCO_STEP_BET_REFUSED_FIRST,    /* side: caller; words: call; numbers: points */
  TRUCO_STEP_BET_REFUSED_AFTER,    /* side: caller; words: call, the call before it; numbers: points
                                    * (what was accepted before the refused call) */
  TRUCO_STEP_BET_REFUSED_FIXED,    /* side: caller; words: call; numbers: points (a refusal with a
                                    * value of its own: embit raises, con flor me achico…) */

  /* Credits of a game. */
  TRUCO_STEP_HAND_VALUE,           /* numbers: the value of the hand */
  TRUCO_STEP_STAKE_ELEVEN,         /* numbers: stake (a side at eleven plays for three) */
  TRUCO_STEP_STAKE_ONE_CARD,       /* numbers: stake (one-card deal) */
  TRUCO_STEP_HAND_WON_BY,          /* side: winner of the hand (tricks) */
  TRUCO_STEP_LEFT_HAND,            /* side: the side that stays; numbers: points (the other went to the deck) */
  TRUCO_STEP_THREW_UP,             /* side: the side that scores; numbers: points (Put: hand thrown up) */
  /* Comparisons: numbers[0] is what is compared: 0 envido, 1 flor, 2 embit. */
  TRUCO_STEP_COMPARE_BEATS,        /* side: winner; numbers: what, winner seat, value, other side,
                                    * other seat, other value */
  TRUCO_STEP_COMPARE_TIE,          /* side: winner (the earlier from the mano); numbers: what, winner
                                    * seat, value, other side, other seat */
  TRUCO_STEP_COMPARE_ALONE,        /* side: winner; numbers: what, seat, value (nobody showed a
                                    * better one) */
  TRUCO_STEP_FLOR_UNANSWERED,      /* side; numbers: flors of that side, points */
  TRUCO_STEP_PIDO_FLOR_CAUGHT,     /* side: challengers; numbers: offender side, seat, points taken, total */
  TRUCO_STEP_PIDO_FLOR_WRONG,      /* side: challenged side; numbers: challenged seat, points */
  TRUCO_STEP_BONUS_CARD,           /* cards: the card; side; numbers: seat, points */
  TRUCO_STEP_ELEVEN_CONCEDED,      /* side: the side that scores; numbers: points */
  TRUCO_STEP_WINS_ROUND,           /* side; numbers: points, what (0 embit, 1 flor) */
  TRUCO_STEP_SCORES,               /* side; numbers: points, accounts (bit mask; 0: the side) */
  TRUCO_STEP_CANCELLED,            /* side: it said flor without one, or was caught by pido flor */
  TRUCO_STEP_CREDITED_AT_ONCE,     /* credit_timing=immediate */
  TRUCO_STEP_TAKEN_BACK,           /* side; numbers: points taken back from the score */

  /* Scores and the deal (truco-score.c formats these). */
  TRUCO_STEP_SCORE_MALAS,          /* numbers: points, boundary */
  TRUCO_STEP_SCORE_BUENAS,         /* numbers: points, boundary, buenas */
  TRUCO_STEP_GAME_CREDIT,          /* side; numbers: points, what (TrucoHandCreditKind), score before, after */
  TRUCO_STEP_GAME_REACHED,         /* side; numbers: score, target */
  TRUCO_STEP_GAME_ALSO_REACHED,    /* side: the later one; numbers: its score, target, the side first there */
  TRUCO_STEP_GAME_HIGHER_TOTAL,    /* side: the winner; numbers: its score, the other's score */
  TRUCO_STEP_GAME_GOES_ON,         /* numbers: score of A, score of B, target */
  TRUCO_STEP_ELEVEN_DECIDES,       /* side: the side at eleven; numbers: its score, what a concession gives,
                                    * the stake played */
  TRUCO_STEP_ELEVEN_BOTH,          /* numbers: the score of eleven, the stake */
  TRUCO_STEP_ELEVEN_NOBODY,        /* numbers: score of A, score of B, the score of eleven */
  TRUCO_STEP_ONE_CARD_ALLOWED,     /* numbers: the score of eleven */
  TRUCO_STEP_ONE_CARD_NOT_ALLOWED, /* side: a side at eleven; numbers: its score */
  TRUCO_STEP_ONE_CARD_TIE,         /* side: the non-dealing side */
  TRUCO_STEP_REDEAL_ONLY_ELDEST,
  TRUCO_STEP_REDEAL_TOO_LATE,
  TRUCO_STEP_REDEAL_REFUSED_BEFORE,
  TRUCO_STEP_REDEAL_STOCK,         /* numbers: cards in the stock, cards a new deal needs */
  TRUCO_STEP_REDEAL_NO_STOCK,      /* numbers: cards in the stock, cards a new deal needs */
  TRUCO_STEP_REDEAL_AGREED,        /* numbers: cards left in the stock */
  TRUCO_STEP_REDEAL_INSISTED,      /* numbers: players who insisted */

  /* More players, the match, penalties, legality (truco-players.c formats these). */
  TRUCO_STEP_GALLO_DISCARD,        /* cards: the card discarded; numbers: the envido of the other three */
  TRUCO_STEP_GALLO_KEEPS,          /* cards: the card discarded; numbers: the best envido kept */
  TRUCO_STEP_PICA_REDONDO,         /* numbers: hand number */
  TRUCO_STEP_PICA_PICA,            /* numbers: hand number, the higher score, the score that stops it */
  TRUCO_STEP_PICA_STOPPED,         /* numbers: hand number, the higher score, the score that stops it */
  TRUCO_STEP_PICA_DUEL,            /* numbers: side, number of one player; side, number of the other;
                                    * players per side */
  TRUCO_STEP_MATCH_WON,            /* side; numbers: chicos won, chicos that win */
  TRUCO_STEP_MATCH_BUENO,          /* numbers: chicos each side won, chicos that win */
  TRUCO_STEP_MATCH_GOES_ON,        /* numbers: chicos of A, of B, chicos that win */
  TRUCO_STEP_CALL_ALLOWED,         /* side; words: call */
  TRUCO_STEP_CALL_REFUSED,         /* side; words: call, the reason (an untranslated sentence) */
  TRUCO_STEP_FALSE_FLOR,           /* side: it said flor without one; numbers: the points it loses */
  TRUCO_STEP_RANK_ORDER,           /* cards: 2 or 3, highest first; numbers: their classes */

  /* Señas (truco-signal-text.c formats these). */
  TRUCO_STEP_SIGNAL,               /* cards: the cards it shows (none for points or bad cards);
                                    * numbers: the signal (TrucoSignal), its gesture (TrucoGesture) */

  TRUCO_N_STEP_KINDS
} TrucoStepKind;

#define TRUCO_STEP_MAX_CARDS 8
#define TRUCO_STEP_MAX_NUMBERS 6

#define TRUCO_STEP_MAX_WORDS 2

/* A zeroed step speaks Argentine (parda, chico); the evaluators stamp the
 * words of their rule set on every step they add. */
typedef struct
{
  TrucoStepKind kind;
  TrucoSide     side;
  guint8        n_cards;
  guint8        n_numbers;
  guint8        tie_word;    /* TrucoTieWord */
  guint8        game_word;   /* TrucoGameWord */
  guint8        refused_call; /* a call that was refused: said without its accepted value (to a reader) */
  guint8        hand_gallo;  /* gallo por turno: 1 + the seat of the hand's gallo, else 0.  The
                              * step's side is then the hand's (0 the gallo, 1 the pair) and a
                              * seat it names is its fixed letter (C1 is seat 2); a reader's
                              * style is seated for that hand before the step is said */
  TrucoCard     cards[TRUCO_STEP_MAX_CARDS];
  int           numbers[TRUCO_STEP_MAX_NUMBERS];
  const char   *words[TRUCO_STEP_MAX_WORDS];  /* static, untranslated game words, or NULL */
} TrucoStep;

#define TRUCO_EXPLANATION_MAX_PER_SIDE 4

/**
 * TrucoExplanationStyle:
 * @card_names: name cards in full ("seven of swords"), else by their
 *   notation ("7E")
 * @plain: for a learner: players in words ("the first player of side A")
 *   instead of seat codes ("A1"), no class numbers of the ranking
 * @per_side: players on each side; 0: as many as the steps name
 * @reader_side: the side of the seat the text is written for, or
 *   %TRUCO_SIDE_NONE for a neutral text that names sides by their letters
 * @reader_number: the reader's number in the side, from 1
 * @side_sizes: the players on each side, where they differ (a gallo
 *   alone against two); 0: @per_side
 * @names: the display names of the other seats ("Ana"), by side and
 *   number − 1; the reader's own is not used
 *
 * How steps are said: everything the formatter needs is here, nothing is
 * read from elsewhere.  With a reader, every sentence that names a side
 * or a player says it from the reader's seat ("you", "your partner",
 * "your side", "Ana", "the other side"), always in words and without
 * class numbers.  Fill it with truco_explanation_style_init() and, for a
 * reader, truco_explanation_style_set_reader() and _set_name() (or
 * truco_game_set_style_reader()).
 */
typedef struct
{
  gboolean    card_names;
  gboolean    plain;
  guint       per_side;
  TrucoSide   reader_side;
  guint       reader_number;
  guint       side_sizes[TRUCO_SIDE_NONE];
  const char *names[TRUCO_SIDE_NONE][TRUCO_EXPLANATION_MAX_PER_SIDE];
} TrucoExplanationStyle;

void truco_explanation_style_init       (TrucoExplanationStyle *style,
                                         gboolean               card_names,
                                         gboolean               plain);
void truco_explanation_style_set_reader (TrucoExplanationStyle *style,
                                         TrucoSide              side,
                                         guint                  number,
                                         guint                  per_side);
void truco_explanation_style_set_name   (TrucoExplanationStyle *style,
                                         TrucoSide              side,
                                         guint                  number,
                                         const char            *name);

char *truco_step_format_styled (const TrucoStep             *step,
                                const TrucoExplanationStyle *style);

/* The old entry points: the codes (or card names, as the process-wide
 * switch says), no reader. */
char *truco_step_format (const TrucoStep *step);

void     truco_explanation_set_card_names (gboolean names);
gboolean truco_explanation_get_card_names (void);

/* An explanation: the ordered steps of one evaluation. */
typedef struct _TrucoExplanation TrucoExplanation;

#define TRUCO_TYPE_EXPLANATION (truco_explanation_get_type ())

GType             truco_explanation_get_type    (void) G_GNUC_CONST;
TrucoExplanation *truco_explanation_new         (void);
TrucoExplanation *truco_explanation_copy        (const TrucoExplanation *self);
void              truco_explanation_free        (TrucoExplanation       *self);
void              truco_explanation_clear       (TrucoExplanation       *self);
guint             truco_explanation_get_n_steps (const TrucoExplanation *self);
const TrucoStep  *truco_explanation_get_step    (const TrucoExplanation *self,
                                                 guint                   index);
void              truco_explanation_add_step    (TrucoExplanation       *self,
                                                 const TrucoStep        *step);
/* The words stamped on the steps added from now on (evaluators call it). */
void              truco_explanation_set_words   (TrucoExplanation       *self,
                                                 TrucoTieWord            tie_word,
                                                 TrucoGameWord           game_word);
/* Every step formatted, joined by @separator ("\n" for lines, " " for a paragraph). */
char             *truco_explanation_format_joined (const TrucoExplanation *self,
                                                   const char             *separator);
char             *truco_explanation_format      (const TrucoExplanation *self);
/* Every step in @style, joined by @separator. */
char             *truco_explanation_format_styled (const TrucoExplanation     *self,
                                                   const char                 *separator,
                                                   const TrucoExplanationStyle *style);
/* For a learner: players named in words ("the first player of side A")
 * instead of seat codes, and no class numbers; @per_side 0 = as many as
 * the steps name. */
char             *truco_explanation_format_plain (const TrucoExplanation *self,
                                                  const char             *separator,
                                                  guint                   per_side);
char             *truco_step_format_plain       (const TrucoStep        *step,
                                                  guint                   per_side);
char             *truco_seat_describe           (TrucoSide               side,
                                                  guint                   number,
                                                  guint                   per_side);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TrucoExplanation, truco_explanation_free)

/* Who a side is to the reader of a sentence: the reader alone, the
 * reader's side of several, another side of one player (by name), another
 * side of several.  The engine's explanations and the exercises choose
 * one of four whole sentences by it, so that no language has to build a
 * subject out of pieces. */
typedef enum
{
  TRUCO_PARTY_YOU,
  TRUCO_PARTY_YOUR_SIDE,
  TRUCO_PARTY_NAMED,
  TRUCO_PARTY_OTHER_SIDE,
} TrucoParty;

/* One of four whole sentences, by who the side is: the printf arguments
 * follow and are the same for all four (the ones a form does not use come
 * last).  Free the result. */
char *truco_party_say (TrucoParty  party,
                       const char *you,
                       const char *your_side,
                       const char *named,
                       const char *other,
                       ...);

G_END_DECLS
