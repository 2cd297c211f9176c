/* truco-variant-tables.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The descriptor tables' types, shared by the files that read them: the
 * tables themselves (truco-variant-tables.c), the variants and options
 * (truco-variant.c), the rule sets (truco-rules.c) and the ladder registry
 * (truco-ladder-registry.c).  Private to the engine. */

#pragma once

#include "truco-ladder.h"
#include "truco-variant-private.h"

G_BEGIN_DECLS

/* Options. */

typedef struct
{
  const char *value;
  const char *label;        /* N_() marked: the choice in a sentence */
  const char *short_label;  /* N_() marked: the choice as a short value of a row, or NULL */
} TrucoChoice;

struct _TrucoOption
{
  const char        *key;
  const char        *title;
  const char        *explanation;
  guint              n_choices;
  const TrucoChoice *choices;
  guint              default_choice;
};

/* Rankings. */

typedef enum
{
  RANKING_TRUCO,     /* ar, tyf */
  RANKING_CATALAN,   /* cat */
  RANKING_FR_78A,    /* fr default */
  RANKING_FR_87A,
  RANKING_FR_7A8,
  RANKING_FR_36,
  RANKING_PUT,       /* put */
  N_RANKINGS
} RankingId;

typedef struct
{
  TrucoDeck           deck;
  const char * const *spec;
} RankingSpec;

typedef struct
{
  guint     n_classes;
  guint8    class_of[128];
  TrucoCard cards[52];        /* in class order */
  guint8    class_start[16];  /* index into cards of class i (1-based), [n+1] = end */
} Ranking;

/* Built from truco_ranking_specs on first use. */
const Ranking *truco_ranking_get      (RankingId id);
/* Points per card value: plain face values, or with the wild cards as 7. */
const guint8  *truco_points_table_get (gboolean with_wild_cards);

/* Variants. */

typedef struct
{
  TrucoCard   card;
  const char *name;
} Nickname;

enum
{
  DECL_ENVIDO = 1 << TRUCO_DECLARATION_ENVIDO,
  DECL_FLOR = 1 << TRUCO_DECLARATION_FLOR,
  DECL_EMBIT = 1 << TRUCO_DECLARATION_EMBIT,
};

/* Which ladders a rule set plays: in canto order (flor, envido, truco),
 * for each kind of bet the first choice whose house rules all hold. */
typedef struct
{
  const char *key;
  const char *value;
} RuleIs;

typedef struct
{
  const TrucoLadder *ladder;
  RuleIs             when[3];   /* every rule named holds; none named: always */
} LadderChoice;

struct _TrucoVariant
{
  const char                *id;
  const char                *name;
  const char                *summary;
  TrucoDeck                  deck;
  RankingId                  ranking;
  guint                      n_top_classes;
  guint                      target;
  const char                *match;
  gboolean                   has_points;
  guint                      declarations;      /* always present */
  guint                      n_player_counts;
  const guint               *player_counts;
  guint                      n_wild_cards;
  const TrucoCard           *wild_cards;
  TrucoAllParda              all_parda;
  TrucoTieWord               tie_word;          /* what a tied trick is called */
  TrucoGameWord              game_word;         /* what is won at the target */
  TrucoSignalFamily          signals;           /* the señas partners make */
  gboolean                   says_mano;         /* its players call who plays first the mano */
  const Nickname            *nicknames;         /* { 0 }-terminated */
  guint                      n_options;
  const TrucoOption * const *options;
  const TrucoVariantPlay    *play;
  const LadderChoice        *ladders;          /* every ladder it may play and the house rules that choose it, { NULL }-terminated */
};

/* Options that change nothing unless another option has a given value. */
typedef struct
{
  const char *key;
  const char *needs_key;
  const char *needs_values[3];
  const char *reason;
} OptionDependency;

/* The tables, in truco-variant-tables.c. */
extern const RankingSpec       truco_ranking_specs[N_RANKINGS];
extern const TrucoVariant     *truco_variants;           /* ar, cat, fr, tyf, put */
extern const guint             truco_n_variants;
extern const OptionDependency *truco_option_dependencies;
extern const guint             truco_n_option_dependencies;

/* Every ladder of every variant, in truco-ladder-registry.c. */
extern const TrucoLadder truco_ladder_ar_truco;
extern const TrucoLadder truco_ladder_ar_envido;
extern const TrucoLadder truco_ladder_ar_envido_free;
extern const TrucoLadder truco_ladder_ar_flor;
extern const TrucoLadder truco_ladder_ar_flor_3n;
extern const TrucoLadder truco_ladder_ar_flor_four;
extern const TrucoLadder truco_ladder_ar_flor_cfar;
extern const TrucoLadder truco_ladder_ar_flor_3n_cfar;
extern const TrucoLadder truco_ladder_ar_flor_four_cfar;
extern const TrucoLadder truco_ladder_cat_truc;
extern const TrucoLadder truco_ladder_fr_raise;
extern const TrucoLadder truco_ladder_tyf_truc;
extern const TrucoLadder truco_ladder_tyf_embit;
extern const TrucoLadder truco_ladder_tyf_flor;
extern const TrucoLadder truco_ladder_put;

G_END_DECLS
