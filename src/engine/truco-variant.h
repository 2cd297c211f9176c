/* truco-variant.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "truco-card.h"
#include "truco-error.h"
#include "truco-explanation.h"

G_BEGIN_DECLS

/* Static variant descriptors ("ar", "cat", "fr", "tyf", "put") and their
 * house-rule options, never freed. */
typedef struct _TrucoVariant TrucoVariant;
typedef struct _TrucoOption  TrucoOption;

guint               truco_variant_get_count   (void);
const TrucoVariant *truco_variant_get_nth     (guint index);
const TrucoVariant *truco_variant_lookup      (const char *id);
const TrucoVariant *truco_variant_get_default (void);
const TrucoVariant *truco_variant_lookup_with_error (const char  *id,
                                                     GError     **error);

const char *truco_variant_get_id      (const TrucoVariant *variant);
const char *truco_variant_get_name    (const TrucoVariant *variant);
const char *truco_variant_get_summary (const TrucoVariant *variant);
TrucoDeck   truco_variant_get_deck    (const TrucoVariant *variant);

guint              truco_variant_get_n_options (const TrucoVariant *variant);
const TrucoOption *truco_variant_get_option    (const TrucoVariant *variant,
                                                guint               index);
const TrucoOption *truco_variant_find_option   (const TrucoVariant *variant,
                                                const char         *key);

const char *truco_option_get_key          (const TrucoOption *option);
const char *truco_option_get_title        (const TrucoOption *option);
const char *truco_option_get_explanation  (const TrucoOption *option);
guint       truco_option_get_n_choices    (const TrucoOption *option);
const char *truco_option_get_choice       (const TrucoOption *option,
                                           guint              index);
const char *truco_option_get_choice_label (const TrucoOption *option,
                                           guint              index);
const char *truco_option_get_choice_short_label (const TrucoOption *option,
                                                 guint              index);
guint       truco_option_get_default      (const TrucoOption *option);
int         truco_option_find_choice      (const TrucoOption *option,
                                           const char        *value);

/* Player counts the variant is played with (ar: 2 3 4 6 8), static. */
const guint *truco_variant_get_player_counts (const TrucoVariant *variant,
                                              guint              *n_counts);

/* Wild cards (Truc y Flou périques 10O 11B: wild in declarations only). */
const TrucoCard *truco_variant_get_wild_cards (const TrucoVariant *variant,
                                               guint              *n_cards);

/* Traditional names of single cards in this variant ("espadilla" for 1E in
 * ar, "périque" for 10O in tyf), translated; NULL when the card has none. */
const char *truco_variant_get_card_nickname (const TrucoVariant *variant,
                                             TrucoCard           card);

/* A rule set: a variant plus a value for each of its options. */
typedef struct _TrucoRules TrucoRules;

#define TRUCO_TYPE_RULES (truco_rules_get_type ())

GType               truco_rules_get_type    (void) G_GNUC_CONST;
TrucoRules         *truco_rules_new         (const TrucoVariant *variant);
TrucoRules         *truco_rules_copy        (const TrucoRules   *rules);
TrucoRules         *truco_rules_ref         (TrucoRules         *rules);
void                truco_rules_unref       (TrucoRules         *rules);
const TrucoVariant *truco_rules_get_variant (const TrucoRules   *rules);
gboolean            truco_rules_set         (TrucoRules         *rules,
                                             const char         *key,
                                             const char         *value,
                                             GError            **error);
const char         *truco_rules_get         (const TrucoRules   *rules,
                                             const char         *key);
/* The shared rule set with every option at its default; static, never freed. */
const TrucoRules   *truco_variant_get_default_rules (const TrucoVariant *variant);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TrucoRules, truco_rules_unref)

/* Whether an option changes anything under these rules (flor rules need
 * flor, the pica-pica rule six or eight players); if not, @reason says what
 * it needs, translated. */
gboolean            truco_rules_option_applies (const TrucoRules  *rules,
                                                const char        *key,
                                                const char       **reason);

/* What the rule set implies (options applied). */
TrucoDeck   truco_rules_get_deck   (const TrucoRules *rules);
guint       truco_rules_get_target (const TrucoRules *rules);   /* ar 30 (or 15), cat/fr 12, tyf 25, put 5 */

/* Ranking: ordered equivalence classes, 1 = highest.  Class 0 = not in the
 * deck.  Cards of one class tie in a trick whatever their suit. */
guint            truco_rules_get_n_classes   (const TrucoRules *rules);
guint            truco_rules_get_card_class  (const TrucoRules *rules,
                                              TrucoCard         card);
const TrucoCard *truco_rules_get_class_cards (const TrucoRules *rules,
                                              guint             class_index,
                                              guint            *n_cards);
/* The cards of the top classes (the cartas bravas) in this rule set's
 * order: as many classes as truco_variant_get_top_cards() spans. */
const TrucoCard *truco_rules_get_top_cards   (const TrucoRules *rules,
                                              guint            *n_cards);

typedef enum
{
  TRUCO_DECLARATION_ENVIDO,
  TRUCO_DECLARATION_FLOR,
  TRUCO_DECLARATION_EMBIT,
} TrucoDeclaration;

gboolean truco_rules_has_declaration (const TrucoRules *rules,
                                      TrucoDeclaration  declaration);
/* Point value of a card for declarations (ar, tyf: 1-7 face value, courts
 * 0); -1 when the variant counts no points. */
int      truco_rules_get_card_points (const TrucoRules *rules,
                                      TrucoCard         card);
gboolean truco_rules_is_wild         (const TrucoRules *rules,
                                      TrucoCard         card);

/* ---------------------------------------------------------------------
 * Betting ladders, as data: the truco, envido and flor ladders of each
 * variant, the embit, the French raises and the put.
 *
 * A ladder is an ordered list of calls.  Each call says what the stake is
 * worth when the other side accepts it (quiero, "play on", cantar) and what
 * the caller's side scores when it is refused (no quiero, concede, fold).
 * How the calls may follow one another is the ladder's #TrucoLadderOrder;
 * who may make the next call is its #TrucoRaiseRight.  The betting machine
 * (TrucoBet, truco-ladder.h) runs these ladders as they are, the game keeps
 * one bet per #TrucoBetKind, and the fact sheet and the ladder widget
 * display them: there is no other form of a ladder.
 * ------------------------------------------------------------------- */

/**
 * TrucoBetKind:
 * Which ladder: the one name of a betting ladder, from the variant's
 * descriptor (#TrucoLadder) to the game's bets and actions.  A hand holds
 * at most one ladder of each kind.
 */
typedef enum {
  TRUCO_BET_TRUCO,  /* the value of the hand: truco, truc, French raises, put */
  TRUCO_BET_ENVIDO, /* the best point count: envido, embit */
  TRUCO_BET_FLOR,   /* between flors */
  TRUCO_N_BETS
} TrucoBetKind;

/**
 * TrucoStakeKind:
 * @TRUCO_STAKE_NONE: the answer does not exist (a flor cannot be refused)
 * @TRUCO_STAKE_POINTS: @points + @per_flor × number of flors sung
 * @TRUCO_STAKE_ADD: the accepted value so far + @points (envido ladder)
 * @TRUCO_STAKE_PREVIOUS: the value accepted before this call, or the ladder's
 *   @base when it is the first call ("los tantos queridos hasta ese momento")
 * @TRUCO_STAKE_FALTA: the falta / resto value (truco_falta_value(), same mode)
 *   + @per_flor × number of flors; + @points
 * @TRUCO_STAKE_GAME: the winner wins the game (chico, round, "jumps to five")
 * @TRUCO_STAKE_FREE: the caller names any higher value (French Truc)
 * @TRUCO_STAKE_REST_OF_CALLER: what the caller's side needs to reach the
 *   target; if the other side wins it scores that + @points (TyF restou)
 * @TRUCO_STAKE_SHORTFALL: the other side scores @points + what the caller's
 *   side lacks to the target; the caller's side winning wins the game (mi falta)
 */
typedef enum
{
  TRUCO_STAKE_NONE,
  TRUCO_STAKE_POINTS,
  TRUCO_STAKE_ADD,
  TRUCO_STAKE_PREVIOUS,
  TRUCO_STAKE_FALTA,
  TRUCO_STAKE_GAME,
  TRUCO_STAKE_FREE,
  TRUCO_STAKE_REST_OF_CALLER,
  TRUCO_STAKE_SHORTFALL,
} TrucoStakeKind;

typedef struct
{
  TrucoStakeKind kind;
  gint8          points;
  gint8          per_flor;
} TrucoStake;

/**
 * TrucoLadderOrder:
 * @TRUCO_LADDER_ORDER_STEPS: each call once, in order, none skipped
 *   (truco, retruco, vale cuatro)
 * @TRUCO_LADDER_ORDER_SUBSEQUENCE: calls in table order, any may be skipped,
 *   each at most @max_times (envido ≤2, real envido ≤1, falta envido)
 * @TRUCO_LADDER_ORDER_ANY: any call any number of times until quiero / no
 *   quiero or a call with @max_times 1 ends it (envido_ladder=free)
 * @TRUCO_LADDER_ORDER_OPENING_THEN_ONE: the opening call (or an
 *   @opening_only alternative) then at most one of the raises (TyF embit)
 * @TRUCO_LADDER_ORDER_FREE: raises by any amount (French Truc)
 */
typedef enum
{
  TRUCO_LADDER_ORDER_STEPS,
  TRUCO_LADDER_ORDER_SUBSEQUENCE,
  TRUCO_LADDER_ORDER_ANY,
  TRUCO_LADDER_ORDER_OPENING_THEN_ONE,
  TRUCO_LADDER_ORDER_FREE,
} TrucoLadderOrder;

/**
 * TrucoRaiseRight:
 * @TRUCO_RAISE_ACCEPTING_SIDE: only the side that accepted the last call may
 *   raise next (truco, retruco; Catalan and TyF truc)
 * @TRUCO_RAISE_ANSWERING_SIDE: the side answering a pending call raises
 *   instead of answering (envido, flor)
 * @TRUCO_RAISE_OTHER_SIDE: any time, but never the same side twice in a row
 *   (French Truc)
 */
typedef enum
{
  TRUCO_RAISE_ACCEPTING_SIDE,
  TRUCO_RAISE_ANSWERING_SIDE,
  TRUCO_RAISE_OTHER_SIDE,
} TrucoRaiseRight;

typedef struct
{
  const char *call;           /* as players say it, never translated: "vale cuatro" */
  const char *id;             /* the word in game logs and on the command line: "vale-cuatro" */
  const char *accept_word;    /* the answer that accepts it, in logs: "quiero", "vull", "cantar" */
  const char *reject_word;    /* the answer that refuses it: "no-quiero", "fold" (said even where
                               * @rejected is none, so that a log can name it and be refused) */
  guint8      max_times;      /* how often the call may be made (envido: 2); 0 any number */
  gboolean    opening_only;   /* only as the first call (TyF "mi falta") */
  TrucoStake  accepted;       /* the stake once accepted */
  TrucoStake  rejected;       /* what the caller's side scores when refused */
} TrucoLadderStep;

/**
 * TrucoLadder:
 * A whole betting ladder, as the variant describes it and as the betting
 * machine (TrucoBet, truco-ladder.h) runs it: there is no other form.
 */
typedef struct
{
  const char      *id;        /* unique among all variants: "ar-envido", "tyf-embit" */
  const char      *name;      /* the ladder's name in lesson files and on the command line:
                               * "truco", "envido", "embit", "flor", "raise", "put" */
  TrucoBetKind     kind;
  const char      *title;     /* N_() marked: use truco_ladder_get_title() */
  guint8           base;      /* worth with nothing accepted: hand 1, envido refused first 1 */
  TrucoLadderOrder order;
  TrucoRaiseRight  raise_right;
  gboolean         raise_needs_quiero; /* a raise over a pending call accepts it in words: it is
                                        * said "quiero retruco" (Argentine truco) */
  guint8           max_chosen; /* with a call whose value the caller names (@accepted FREE): the
                                * highest value it may name */
  guint            n_steps;
  const TrucoLadderStep *steps;
  TrucoStake       unanswered; /* what a first call nobody answers with a call of
                                * the same kind scores: a flor nobody answers
                                * with flor, 3 per flor; NONE when it must be
                                * answered */
} TrucoLadder;

/* The ladders this rule set plays with (flor only when flor_enabled=on,
 * with the values of flor_scheme; envido order per envido_ladder). */
/* The words of the variant, for explanations. */
TrucoTieWord       truco_rules_get_tie_word  (const TrucoRules *rules);
TrucoGameWord      truco_rules_get_game_word (const TrucoRules *rules);

const TrucoLadder *truco_rules_get_ladders (const TrucoRules *rules,
                                            guint            *n_ladders);
/* The ladder of @kind in @rules (flor only with flor_enabled=on), or NULL. */
const TrucoLadder *truco_rules_get_ladder  (const TrucoRules *rules,
                                            TrucoBetKind      kind);
/* The ladder of @rules whose name (TrucoLadder.name) is @name, or NULL. */
const TrucoLadder *truco_rules_find_ladder (const TrucoRules *rules,
                                            const char       *name);
/* Every ladder of every variant, by its id ("ar-flor-3n"); static. */
guint              truco_ladder_get_count  (void);
const TrucoLadder *truco_ladder_get_nth    (guint             index);
const TrucoLadder *truco_ladder_lookup     (const char       *id);
const char        *truco_ladder_get_title  (const TrucoLadder *ladder);
/* Translated text of a stake: "2", "falta", "3 per flor", "the game"… */
char              *truco_stake_describe    (const TrucoStake *stake);

/* Who takes a hand of three pardas. */
typedef enum
{
  TRUCO_ALL_PARDA_MANO,        /* ar: the mano's side */
  TRUCO_ALL_PARDA_NON_DEALER,  /* cat, fr */
  TRUCO_ALL_PARDA_ELDEST,      /* tyf default (ASSUMPTION: eldest = mano) */
  TRUCO_ALL_PARDA_NOBODY,      /* tyf all_pardes=none, put */
} TrucoAllParda;

/* The option keys, for the edges that speak in strings (GSettings, the
 * command line's --option, game logs, the preferences): code asks the
 * resolved rule set instead (truco_rules_resolve()). */
#define TRUCO_OPTION_PLAYERS                 "players"
#define TRUCO_OPTION_FLOR_ENABLED            "flor_enabled"
#define TRUCO_OPTION_FLOR_SCHEME             "flor_scheme"
#define TRUCO_OPTION_FLOR_CONTEST_BASE       "flor_contest_base"
#define TRUCO_OPTION_CFAR_WINNER_TAKES_CHICO "cfar_winner_takes_chico"
#define TRUCO_OPTION_ENVIDO_LADDER           "envido_ladder"
#define TRUCO_OPTION_FALTA_MODE              "falta_mode"
#define TRUCO_OPTION_TARGET                  "target"
#define TRUCO_OPTION_MALAS_BUENAS            "malas_buenas"
#define TRUCO_OPTION_MATCH                   "match"
#define TRUCO_OPTION_PICA_PICA_UNTIL         "pica_pica_until"
#define TRUCO_OPTION_CREDIT_TIMING           "credit_timing"
#define TRUCO_OPTION_PEDIR_FLOR_FALSE_CLAIM  "pedir_flor_false_claim"
#define TRUCO_OPTION_SIMULTANEOUS_FINISH     "simultaneous_finish"
#define TRUCO_OPTION_TRUCO_OUT_OF_TURN       "truco_out_of_turn"
#define TRUCO_OPTION_CAT_CAPTAIN_ANSWERS     "cat_captain_answers"
#define TRUCO_OPTION_ONE_CARD_DEAL           "one_card_deal"
#define TRUCO_OPTION_FR_RANK                 "fr_rank"
#define TRUCO_OPTION_ALL_PARDES              "all_pardes"
#define TRUCO_OPTION_BONUS_CARDS             "bonus_cards"
#define TRUCO_OPTION_PUT_FOLD                "put_fold"

/* Three players in Argentine Truco: the gallo plays alone against two. */
typedef enum
{
  TRUCO_GALLO_NONE,
  TRUCO_GALLO_FIXED,     /* the same player is the gallo all game */
  TRUCO_GALLO_BY_TURNS,  /* the dealer is the gallo; each player scores for himself */
} TrucoGallo;

/* What the falta envido is worth (falta_mode). */
typedef enum
{
  TRUCO_FALTA_NONE,              /* no falta envido in this variant */
  TRUCO_FALTA_LEADER_NEEDS,      /* A: what the side in front needs to win */
  TRUCO_FALTA_MALAS_WINS_CHICO,  /* B: in the malas the falta wins the chico */
  TRUCO_FALTA_TO_BUENAS,         /* C: in the malas, what the leader needs to reach the buenas */
  TRUCO_FALTA_ALWAYS_CHICO,      /* D: the falta always wins the chico */
} TrucoFaltaMode;

/* Which signals (señas) partners make, and how. */
typedef enum
{
  TRUCO_SIGNALS_NONE,
  TRUCO_SIGNALS_AR,   /* Argentine señas */
  TRUCO_SIGNALS_CAT,  /* Catalan Truc's senyes */
  TRUCO_SIGNALS_TYF,  /* Truc y Flou's signs */
} TrucoSignalFamily;

/**
 * TrucoRuleSet:
 *
 * A rule set resolved: every fact the engine, the teaching code, the
 * interface and the command line ask of a variant and its house rules,
 * typed.  Read it with truco_rules_resolve(); never build one.
 */
typedef struct
{
  const TrucoVariant *variant;
  TrucoDeck           deck;

  /* Seats and sides. */
  guint               n_players;
  guint               n_sides;           /* 2, or 3 when three play each for himself (Put) */
  TrucoGallo          gallo;
  gboolean            pica_pica;         /* six or eight players alternate redondo and pica-pica */
  guint               pica_pica_until;   /* the score at which pica-pica hands stop (15 or 25; 0 without) */
  gboolean            captain_answers;   /* at four, a side's captain answers every call (cat) */

  /* The target, the match. */
  guint               target;            /* points that win a game (chico, round) */
  gboolean            malas_buenas;      /* the chico is told in malas and buenas */
  guint               half;              /* the malas/buenas boundary of the target (15), or 0 */
  guint               games_to_win;      /* games that win the match */
  gboolean            higher_total;      /* both sides past the target: the higher total wins */
  gboolean            immediate;         /* points are credited as soon as a bet is settled */

  /* Declarations. */
  gboolean            envido;
  gboolean            flor;
  gboolean            embit;
  gboolean            flor_optional;     /* flor is a house rule (flor_enabled) */
  TrucoDeclaration    points;            /* what is counted from points: the envido, or the embit */

  /* Betting ladders. */
  guint               n_ladders;
  const TrucoLadder  *ladders;           /* in canto order; static */
  const TrucoLadder  *ladder[TRUCO_N_BETS]; /* by kind, or NULL */
  TrucoFaltaMode      falta_mode;
  gboolean            resto_takes_game;  /* contraflor al resto won takes the chico */
  gboolean            out_of_turn;       /* truco raised out of turn */

  /* Ties, words. */
  gboolean            trick_and_tie;     /* a hand is two tricks, or one trick and two ties (Put) */
  TrucoAllParda       all_parda;         /* who takes a hand of three tied tricks */
  TrucoTieWord        tie_word;          /* parda, pardes, tie */
  TrucoGameWord       game_word;         /* chico, game, round */
  gboolean            says_mano;         /* who plays first is "the mano" (Argentine) */

  /* Signals. */
  TrucoSignalFamily   signals;           /* the family of the variant's signals */
  gboolean            has_signals;       /* partners signal with this many players */

  /* Other house rules and penalties. */
  gboolean            one_card_deal;     /* cat: the one-card deal */
  gboolean            bonus_cards;       /* tyf: the Sword and the Club score */
  gboolean            put_fold;          /* Put: the non-dealer may throw up his hand */
  guint               pido_false_value;  /* what a wrong pido flor pays (3 or 4) */
} TrucoRuleSet;

/* The rule set resolved; valid while @rules lives and is not changed. */
const TrucoRuleSet *truco_rules_resolve (const TrucoRules *rules);


/* Facts for the fact sheet and side-by-side comparison. */
typedef enum
{
  TRUCO_FACT_DECK,
  TRUCO_FACT_PLAYERS,
  TRUCO_FACT_TARGET,
  TRUCO_FACT_TOP_CARDS,
  TRUCO_FACT_DECLARATIONS,
  TRUCO_FACT_LADDERS,
  TRUCO_FACT_TIES,
  TRUCO_N_FACTS,
} TrucoFact;

const char      *truco_fact_get_title        (TrucoFact fact);
char            *truco_variant_describe      (const TrucoVariant *variant,
                                              const TrucoRules   *rules,
                                              TrucoFact           fact);
const TrucoCard *truco_variant_get_top_cards (const TrucoVariant *variant,
                                              guint              *n_cards);

G_END_DECLS
