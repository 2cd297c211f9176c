/* truco-variant.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "truco-ladder.h"
#include "truco-variant-private.h"

#define MAX_OPTIONS 16

/* ----------------------------------------------------------------------
 * Options.  Choices are listed with the default first where the rules
 * name one usual choice.
 * -------------------------------------------------------------------- */

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

#define CHOICES(array) G_N_ELEMENTS (array), array

static const TrucoChoice off_on[] = {
  { "off", N_("Off") },
  { "on", N_("On") },
};

static const TrucoChoice on_off[] = {
  { "on", N_("On") },
  { "off", N_("Off") },
};

static const TrucoChoice ar_players[] = {
  { "2", N_("2 players, one against one"),
    /* Translators: a short value of the "Players" house rule. */
    N_("2 players") },
  { "3_gallo_fijo", N_("3 players, fixed gallo"),
    /* Translators: a short value of the "Players" house rule: three players,
     * the same one always playing alone (the gallo). */
    N_("3, fixed gallo") },
  { "3_gallo_turno", N_("3 players, gallo by turns"),
    /* Translators: a short value of the "Players" house rule: three players,
     * the one playing alone (the gallo) changes with the deal. */
    N_("3, gallo by turns") },
  { "4", N_("4 players, two pairs"), N_("4 players") },
  { "6", N_("6 players, redondo and pica-pica"), N_("6 players") },
  { "8", N_("8 players, redondo and pica-pica"), N_("8 players") },
};

static const TrucoChoice four_two_players[] = {
  { "4", N_("4 players, two pairs"), N_("4 players") },
  { "2", N_("2 players, one against one"),
    /* Translators: a short value of the "Players" house rule. */
    N_("2 players") },
};

static const TrucoChoice put_players[] = {
  { "2", N_("2 players"),
    /* Translators: a short value of the "Players" house rule. */
    N_("2 players") },
  { "3", N_("3 players, each for himself (extrapolated rules)"), N_("3 players") },
};

static const TrucoChoice flor_schemes[] = {
  { "reglamento", N_("Reglamento: 3 per flor, contraflor 6"),
    /* Translators: a short value of the "Flor scoring" house rule: the
     * scoring of the official rules (reglamento). */
    N_("Reglamento") },
  { "four_point", N_("Four points: con flor quiero 4, contraflor 6"),
    /* Translators: a short value of the "Flor scoring" house rule. */
    N_("Four points") },
};

static const TrucoChoice flor_contest_bases[] = {
  { "3", N_("3 points to the best flor"),
    /* Translators: a short value of the "Flor against flor" house rule. */
    N_("3 to the best flor") },
  { "3n", N_("3 points per flor sung"),
    /* Translators: a short value of the "Flor against flor" house rule. */
    N_("3 per flor") },
};

static const TrucoChoice envido_ladders[] = {
  { "canonical", N_("Canonical: envido, envido, real envido, falta envido"),
    /* Translators: a short value of the "Envido raises" house rule: only the
     * usual sequences. */
    N_("Canonical") },
  { "free", N_("Free: any number of envido and real envido raises"),
    /* Translators: a short value of the "Envido raises" house rule: any
     * sequence. */
    N_("Free") },
};

static const TrucoChoice falta_modes[] = {
  { "A", N_("What the leader needs to win the chico"),
    /* Translators: a short value of the "Falta envido" house rule: it is worth
     * what the side in front needs to win. */
    N_("What the leader needs") },
  { "B", N_("In the malas the falta wins the chico"),
    /* Translators: a short value of the "Falta envido" house rule: in the
     * malas, it wins the chico. */
    N_("Chico in the malas") },
  { "C", N_("In the malas what the leader needs to reach the buenas"),
    /* Translators: a short value of the "Falta envido" house rule: in the
     * malas, it is worth what the leader needs to reach the buenas. */
    N_("Buenas in the malas") },
  { "D", N_("The falta always wins the chico"),
    /* Translators: a short value of the "Falta envido" house rule. */
    N_("Always the chico") },
};

static const TrucoChoice targets[] = {
  { "30", N_("30 points") },
  { "15", N_("15 points") },
};

static const TrucoChoice matches[] = {
  { "best_of_3", N_("Best of three chicos"),
    /* Translators: a short value of the "Match" house rule. */
    N_("Best of three") },
  { "single", N_("A single chico"),
    /* Translators: a short value of the "Match" house rule. */
    N_("One chico") },
};

static const TrucoChoice pica_pica_untils[] = {
  { "25", N_("Until a side has 25 points (10 buenas)"),
    /* Translators: a short value of the "Pica-pica until" house rule. */
    N_("25 points") },
  { "15", N_("Until a side enters the buenas (15 points)"),
    /* Translators: a short value of the "Pica-pica until" house rule. */
    N_("15 points") },
};

static const TrucoChoice credit_timings[] = {
  { "end_of_hand", N_("At the end of the hand"),
    /* Translators: a short value of the "Crediting points" house rule. */
    N_("End of the hand") },
  { "immediate", N_("As soon as they are won"),
    /* Translators: a short value of the "Crediting points" house rule. */
    N_("At once") },
};

static const TrucoChoice pedir_flor_claims[] = {
  { "3", N_("3 points") },
  { "4", N_("4 points") },
};

static const TrucoChoice simultaneous_finishes[] = {
  { "credit_order", N_("The first to reach the target in crediting order"),
    /* Translators: a short value of the "Both sides reach the target" house
     * rule: whoever is credited first wins. */
    N_("First credited") },
  { "higher_total", N_("The side with more points"),
    /* Translators: a short value of the "Both sides reach the target" house
     * rule. */
    N_("More points") },
};

static const TrucoChoice fr_ranks[] = {
  { "7-8-A", N_("7, 8, A, K, Q, J, 10, 9 (32 cards)"),
    /* Translators: a short value of the "Card order" house rule: the highest
     * cards, 7 then 8 then the ace. */
    N_("7, 8, A…") },
  { "8-7-A", N_("8, 7, A, K, Q, J, 10, 9 (32 cards)"),
    /* Translators: a short value of the "Card order" house rule. */
    N_("8, 7, A…") },
  { "7-A-8", N_("7, A, K, Q, J, 10, 9, 8 (32 cards)"),
    /* Translators: a short value of the "Card order" house rule. */
    N_("7, A, K…") },
  { "36card", N_("7, 6, A, K, Q, J, 10, 9, 8 (36 cards)"),
    /* Translators: a short value of the "Card order" house rule: 7, 6, ace
     * and so on, with 36 cards. */
    N_("7, 6, A… (36 cards)") },
};

static const TrucoChoice all_pardes[] = {
  { "eldest", N_("Eldest’s side wins"),
    /* Translators: a short value of the "Three pardes" house rule. */
    N_("Eldest’s side") },
  { "none", N_("Nobody wins the hand"),
    /* Translators: a short value of the "Three pardes" house rule. */
    N_("Nobody") },
};

static const TrucoOption opt_ar_players = {
  "players", N_("Players"),
  N_("How many play: one against one, the gallo for three, or sides of two, three or four."),
  CHOICES (ar_players), 0,
};
static const TrucoOption opt_flor_enabled = {
  "flor_enabled", N_("Flor"),
  N_("Whether three cards of one suit make a flor, which must be sung and is worth 3 points."),
  CHOICES (off_on), 0,
};
static const TrucoOption opt_flor_scheme = {
  "flor_scheme", N_("Flor scoring"),
  N_("Which points the flor, contraflor and con flor answers are worth."),
  CHOICES (flor_schemes), 0,
};
static const TrucoOption opt_flor_contest_base = {
  "flor_contest_base", N_("Flor against flor"),
  N_("What the best flor scores when flor is answered with flor and nobody raises."),
  CHOICES (flor_contest_bases), 0,
};
static const TrucoOption opt_cfar_winner = {
  "cfar_winner_takes_chico", N_("Contraflor al resto wins the chico"),
  N_("Whether whoever wins a contraflor al resto also wins the chico, whatever the score."),
  CHOICES (off_on), 0,
};
static const TrucoOption opt_envido_ladder = {
  "envido_ladder", N_("Envido raises"),
  N_("Which sequences of envido, real envido and falta envido may be called."),
  CHOICES (envido_ladders), 0,
};
static const TrucoOption opt_falta_mode = {
  "falta_mode", N_("Falta envido"),
  N_("What a falta envido (and the resto of a contraflor al resto) is worth."),
  CHOICES (falta_modes), 0,
};
static const TrucoOption opt_target = {
  "target", N_("Points to win"),
  N_("How many points win a chico."),
  CHOICES (targets), 0,
};
static const TrucoOption opt_malas_buenas = {
  "malas_buenas", N_("Malas and buenas"),
  N_("Whether a 30-point chico is split into 15 malas and 15 buenas."),
  CHOICES (on_off), 0,
};
static const TrucoOption opt_match = {
  "match", N_("Match"),
  N_("Whether a match is the best of three chicos or a single chico."),
  CHOICES (matches), 0,
};
static const TrucoOption opt_pica_pica_until = {
  "pica_pica_until", N_("Pica-pica until"),
  N_("With six or eight players, up to which score redondo and pica-pica hands alternate."),
  CHOICES (pica_pica_untils), 0,
};
static const TrucoOption opt_credit_timing = {
  "credit_timing", N_("Crediting points"),
  N_("When the points of flor, envido and truco are added to the score."),
  CHOICES (credit_timings), 0,
};
static const TrucoOption opt_pedir_flor = {
  "pedir_flor_false_claim", N_("Wrong pido flor"),
  N_("What the challenged side scores when a pido flor finds no flor."),
  CHOICES (pedir_flor_claims), 0,
};
static const TrucoOption opt_simultaneous = {
  "simultaneous_finish", N_("Both sides reach the target"),
  N_("Who wins when both sides pass the target in the same hand."),
  CHOICES (simultaneous_finishes), 0,
};
static const TrucoOption opt_truco_out_of_turn = {
  "truco_out_of_turn", N_("Raise out of turn"),
  N_("Whether the side holding the right to raise the truco may do so at any moment, not only at its turn."),
  CHOICES (off_on), 0,
};
static const TrucoOption opt_cat_captain = {
  "cat_captain_answers", N_("Captains answer"),
  N_("Whether the captain of a side answers a truc or retruc for the whole side."),
  CHOICES (on_off), 0,
};
static const TrucoOption opt_one_card_deal = {
  "one_card_deal", N_("One-card deal"),
  N_("Whether a player who knocks instead of cutting may get a deal of one card each, worth 1 point."),
  CHOICES (on_off), 0,
};
static const TrucoOption opt_cat_players = {
  "players", N_("Players"),
  N_("Two sides of two partners sitting opposite, or one against one."),
  CHOICES (four_two_players), 0,
};
static const TrucoOption opt_fr_rank = {
  "fr_rank", N_("Card order"),
  N_("Which order the cards rank in, from highest to lowest."),
  CHOICES (fr_ranks), 0,
};
static const TrucoOption opt_all_pardes = {
  "all_pardes", N_("Three pardes"),
  N_("Who wins a hand when all three tricks are tied."),
  CHOICES (all_pardes), 0,
};
static const TrucoOption opt_bonus_cards = {
  "bonus_cards", N_("Sword and Club bonus"),
  N_("Whether playing the Sword scores 2 points and playing the Club 1 point."),
  CHOICES (on_off), 0,
};
static const TrucoOption opt_put_fold = {
  "put_fold", N_("Throw up the hand"),
  N_("Whether the non-dealer may throw up his hand, conceding 1 point."),
  CHOICES (off_on), 0,
};
static const TrucoOption opt_put_players = {
  "players", N_("Players"),
  N_("One against one, or three each for himself."),
  CHOICES (put_players), 0,
};

static const TrucoOption * const ar_options[] = {
  &opt_ar_players, &opt_flor_enabled, &opt_flor_scheme, &opt_flor_contest_base,
  &opt_cfar_winner, &opt_envido_ladder, &opt_falta_mode, &opt_target,
  &opt_malas_buenas, &opt_match, &opt_pica_pica_until, &opt_credit_timing,
  &opt_pedir_flor, &opt_simultaneous, &opt_truco_out_of_turn,
};
static const TrucoOption * const cat_options[] = {
  &opt_cat_players, &opt_cat_captain, &opt_one_card_deal,
};
static const TrucoOption * const fr_options[] = {
  &opt_cat_players, &opt_fr_rank,
};
static const TrucoOption * const tyf_options[] = {
  &opt_all_pardes, &opt_bonus_cards,
};
static const TrucoOption * const put_options[] = {
  &opt_put_players, &opt_put_fold,
};

/* ----------------------------------------------------------------------
 * Rankings: ordered equivalence classes, highest first.  "3*" is every
 * card of rank 3 in the deck; other words are single cards.
 * -------------------------------------------------------------------- */

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

static const char * const truco_spec[] = {
  "1E", "1B", "7E", "7O", "3*", "2*", "1O 1C", "12*", "11*", "10*", "7C 7B", "6*", "5*", "4*", NULL
};
static const char * const catalan_spec[] = {
  "3*", "2*", "1*", "12*", "11*", "10*", "7*", "6*", "5*", "4*", NULL
};
static const char * const fr_78a_spec[] = { "7*", "8*", "A*", "K*", "Q*", "J*", "10*", "9*", NULL };
static const char * const fr_87a_spec[] = { "8*", "7*", "A*", "K*", "Q*", "J*", "10*", "9*", NULL };
static const char * const fr_7a8_spec[] = { "7*", "A*", "K*", "Q*", "J*", "10*", "9*", "8*", NULL };
static const char * const fr_36_spec[] = { "7*", "6*", "A*", "K*", "Q*", "J*", "10*", "9*", "8*", NULL };
static const char * const put_spec[] = {
  "3*", "2*", "A*", "K*", "Q*", "J*", "10*", "9*", "8*", "7*", "6*", "5*", "4*", NULL
};

static const RankingSpec ranking_specs[N_RANKINGS] = {
  [RANKING_TRUCO] = { TRUCO_DECK_SPANISH_40, truco_spec },
  [RANKING_CATALAN] = { TRUCO_DECK_SPANISH_40, catalan_spec },
  [RANKING_FR_78A] = { TRUCO_DECK_FRENCH_32, fr_78a_spec },
  [RANKING_FR_87A] = { TRUCO_DECK_FRENCH_32, fr_87a_spec },
  [RANKING_FR_7A8] = { TRUCO_DECK_FRENCH_32, fr_7a8_spec },
  [RANKING_FR_36] = { TRUCO_DECK_FRENCH_36, fr_36_spec },
  [RANKING_PUT] = { TRUCO_DECK_FRENCH_52, put_spec },
};

typedef struct
{
  guint     n_classes;
  guint8    class_of[128];
  TrucoCard cards[52];        /* in class order */
  guint8    class_start[16];  /* index into cards of class i (1-based), [n+1] = end */
} Ranking;

static Ranking rankings[N_RANKINGS];

/* ----------------------------------------------------------------------
 * Ladders.
 * -------------------------------------------------------------------- */

#define STAKE_NONE { TRUCO_STAKE_NONE, 0, 0 }
#define POINTS(n) { TRUCO_STAKE_POINTS, n, 0 }
#define PER_FLOR(n) { TRUCO_STAKE_POINTS, 0, n }
#define ADD(n) { TRUCO_STAKE_ADD, n, 0 }
#define PREVIOUS { TRUCO_STAKE_PREVIOUS, 0, 0 }
#define FALTA { TRUCO_STAKE_FALTA, 0, 0 }
#define RESTO_PER_FLOR(n) { TRUCO_STAKE_FALTA, 0, n }
#define GAME { TRUCO_STAKE_GAME, 0, 0 }
#define FREE { TRUCO_STAKE_FREE, 0, 0 }

/* Each call: as players say it, its word in game logs, the words of its
 * answers in logs, how often it may be made, and its two stakes. */
#define CALL(said, log) .call = said, .id = log
#define ANSWERS(yes, no) .accept_word = yes, .reject_word = no
#define QUIERO ANSWERS ("quiero", "no-quiero")
#define CON_FLOR ANSWERS ("con-flor-quiero", "con-flor-me-achico")

/* Argentine truco: truco, retruco, vale cuatro, each raise over the one
 * before; refused, a call pays what was accepted before it. */
static const TrucoLadderStep ar_truco_steps[] = {
  { CALL ("truco", "truco"), QUIERO, .max_times = 1, .accepted = POINTS (2), .rejected = PREVIOUS },
  { CALL ("retruco", "retruco"), QUIERO, .max_times = 1, .accepted = POINTS (3), .rejected = PREVIOUS },
  { CALL ("vale cuatro", "vale-cuatro"), QUIERO, .max_times = 1, .accepted = POINTS (4), .rejected = PREVIOUS },
};
/* The envido ladder: accepted, 2 per envido and 3 per real envido, or the
 * falta; refused, 1 for the first call, else what the calls before the
 * last were worth. */
static const TrucoLadderStep ar_envido_steps[] = {
  { CALL ("envido", "envido"), QUIERO, .max_times = 2, .accepted = ADD (2), .rejected = PREVIOUS },
  { CALL ("real envido", "real-envido"), QUIERO, .max_times = 1, .accepted = ADD (3), .rejected = PREVIOUS },
  { CALL ("falta envido", "falta-envido"), QUIERO, .max_times = 1, .accepted = FALTA, .rejected = PREVIOUS },
};
static const TrucoLadderStep ar_envido_free_steps[] = {
  { CALL ("envido", "envido"), QUIERO, .max_times = 0, .accepted = ADD (2), .rejected = PREVIOUS },
  { CALL ("real envido", "real-envido"), QUIERO, .max_times = 0, .accepted = ADD (3), .rejected = PREVIOUS },
  { CALL ("falta envido", "falta-envido"), QUIERO, .max_times = 1, .accepted = FALTA, .rejected = PREVIOUS },
};
/* The flor ladder, flor_scheme=reglamento.  The flor call's accepted value
 * is the contest value (con flor quiero / flor answered by flor,
 * flor_contest_base=3); a flor nobody answers with flor scores 3 per flor
 * (the ladder's base).  After a contraflor al resto the refusal is said
 * "con flor no quiero". */
static const TrucoLadderStep ar_flor_steps[] = {
  { CALL ("flor", "flor"), CON_FLOR, .max_times = 1, .accepted = POINTS (3), .rejected = POINTS (3) },
  { CALL ("contraflor", "contraflor"), CON_FLOR, .max_times = 1, .accepted = PER_FLOR (3), .rejected = POINTS (3) },
  { CALL ("contraflor al resto", "contraflor-al-resto"), ANSWERS ("con-flor-quiero", "con-flor-no-quiero"),
    .max_times = 1, .accepted = RESTO_PER_FLOR (3), .rejected = PREVIOUS },
};
static const TrucoLadderStep ar_flor_3n_steps[] = {
  { CALL ("flor", "flor"), CON_FLOR, .max_times = 1, .accepted = PER_FLOR (3), .rejected = POINTS (3) },
  { CALL ("contraflor", "contraflor"), CON_FLOR, .max_times = 1, .accepted = PER_FLOR (3), .rejected = POINTS (3) },
  { CALL ("contraflor al resto", "contraflor-al-resto"), ANSWERS ("con-flor-quiero", "con-flor-no-quiero"),
    .max_times = 1, .accepted = RESTO_PER_FLOR (3), .rejected = PREVIOUS },
};
/* flor_scheme=four_point (the Clarín rules). */
static const TrucoLadderStep ar_flor_four_steps[] = {
  { CALL ("flor", "flor"), CON_FLOR, .max_times = 1, .accepted = POINTS (4), .rejected = POINTS (3) },
  { CALL ("contraflor", "contraflor"), CON_FLOR, .max_times = 1, .accepted = POINTS (6), .rejected = POINTS (4) },
  { CALL ("contraflor al resto", "contraflor-al-resto"), ANSWERS ("con-flor-quiero", "con-flor-no-quiero"),
    .max_times = 1, .accepted = RESTO_PER_FLOR (3), .rejected = PREVIOUS },
};
/* cfar_winner_takes_chico=on (the contraflor al resto is played for what
 * both sides lack): whoever wins the contraflor al resto wins the chico;
 * refused, it still pays what was accepted before it. */
static const TrucoLadderStep ar_flor_cfar_steps[] = {
  { CALL ("flor", "flor"), CON_FLOR, .max_times = 1, .accepted = POINTS (3), .rejected = POINTS (3) },
  { CALL ("contraflor", "contraflor"), CON_FLOR, .max_times = 1, .accepted = PER_FLOR (3), .rejected = POINTS (3) },
  { CALL ("contraflor al resto", "contraflor-al-resto"), ANSWERS ("con-flor-quiero", "con-flor-no-quiero"),
    .max_times = 1, .accepted = GAME, .rejected = PREVIOUS },
};
static const TrucoLadderStep ar_flor_3n_cfar_steps[] = {
  { CALL ("flor", "flor"), CON_FLOR, .max_times = 1, .accepted = PER_FLOR (3), .rejected = POINTS (3) },
  { CALL ("contraflor", "contraflor"), CON_FLOR, .max_times = 1, .accepted = PER_FLOR (3), .rejected = POINTS (3) },
  { CALL ("contraflor al resto", "contraflor-al-resto"), ANSWERS ("con-flor-quiero", "con-flor-no-quiero"),
    .max_times = 1, .accepted = GAME, .rejected = PREVIOUS },
};
static const TrucoLadderStep ar_flor_four_cfar_steps[] = {
  { CALL ("flor", "flor"), CON_FLOR, .max_times = 1, .accepted = POINTS (4), .rejected = POINTS (3) },
  { CALL ("contraflor", "contraflor"), CON_FLOR, .max_times = 1, .accepted = POINTS (6), .rejected = POINTS (4) },
  { CALL ("contraflor al resto", "contraflor-al-resto"), ANSWERS ("con-flor-quiero", "con-flor-no-quiero"),
    .max_times = 1, .accepted = GAME, .rejected = PREVIOUS },
};
/* Catalan truc: truc and retruc, answered "vull" or "no vull". */
static const TrucoLadderStep cat_truc_steps[] = {
  { CALL ("truc", "truc"), ANSWERS ("vull", "no-vull"), .max_times = 1, .accepted = POINTS (2), .rejected = PREVIOUS },
  { CALL ("retruc", "retruc"), ANSWERS ("vull", "no-vull"), .max_times = 1, .accepted = POINTS (3), .rejected = PREVIOUS },
};
/* French raises: "N si je joue ?" raises by any amount; "mon reste" plays
 * for the full dozen.  The other side plays on or concedes. */
static const TrucoLadderStep fr_raise_steps[] = {
  { CALL ("si je joue", "raise"), ANSWERS ("play-on", "concede"), .max_times = 0, .accepted = FREE, .rejected = PREVIOUS },
  { CALL ("mon reste", "remainder"), ANSWERS ("play-on", "concede"), .max_times = 1, .accepted = GAME, .rejected = PREVIOUS },
};
/* Truc y Flou truc, up to balou partido (the whole round). */
static const TrucoLadderStep tyf_truc_steps[] = {
  { CALL ("truc", "truc"), ANSWERS ("yes", "no"), .max_times = 1, .accepted = POINTS (2), .rejected = PREVIOUS },
  { CALL ("arrétruque", "retruc"), ANSWERS ("yes", "no"), .max_times = 1, .accepted = POINTS (3), .rejected = PREVIOUS },
  { CALL ("balou quatro", "balou-quatro"), ANSWERS ("yes", "no"), .max_times = 1, .accepted = POINTS (4), .rejected = PREVIOUS },
  { CALL ("balou seiz", "balou-seiz"), ANSWERS ("yes", "no"), .max_times = 1, .accepted = POINTS (6), .rejected = PREVIOUS },
  { CALL ("balou partido", "balou-partido"), ANSWERS ("yes", "no"), .max_times = 1, .accepted = GAME, .rejected = PREVIOUS },
};
/* The embit: accepted = "cantar" (the embits are compared), refused = fold
 * (or nobody takes the bid up). */
static const TrucoLadderStep tyf_embit_steps[] = {
  { CALL ("j'embide", "embide"), ANSWERS ("cantar", "fold"), .max_times = 1, .accepted = POINTS (2), .rejected = POINTS (1) },
  { CALL ("u aouté", "u-aoute"), ANSWERS ("cantar", "fold"), .max_times = 1, .accepted = POINTS (2), .rejected = POINTS (2) },
  { CALL ("dus de mes", "dus-de-mes"), ANSWERS ("cantar", "fold"), .max_times = 1, .accepted = POINTS (3), .rejected = POINTS (2) },
  { CALL ("detz de mes", "detz-de-mes"), ANSWERS ("cantar", "fold"), .max_times = 1, .accepted = POINTS (11), .rejected = POINTS (2) },
  { CALL ("restou", "restou"), ANSWERS ("cantar", "fold"), .max_times = 1,
    .accepted = { TRUCO_STAKE_REST_OF_CALLER, 1, 0 }, .rejected = POINTS (2) },
  { CALL ("mi falta", "mi-falta"), ANSWERS ("cantar", "fold"), .max_times = 1, .opening_only = TRUE,
    .accepted = { TRUCO_STAKE_SHORTFALL, 1, 0 }, .rejected = POINTS (1) },
  /* "Restou y troucou": the rest on one's embit and the truc; the better
   * embit wins the round, a fold gives the bidders 1. */
  { CALL ("restou y troucou", "restou-y-troucou"), ANSWERS ("cantar", "fold"), .max_times = 1, .opening_only = TRUE,
    .accepted = GAME, .rejected = POINTS (1) },
};
/* The Truc y Flou flor: answered by a flor too ("flor tambien"), never
 * refused; the raises are answered by singing on or folding. */
static const TrucoLadderStep tyf_flor_steps[] = {
  { CALL ("flor", "flor"), ANSWERS ("flor-tambien", "fold"), .max_times = 1, .accepted = POINTS (3), .rejected = STAKE_NONE },
  { CALL ("alimidou con flor", "alimidou-con-flor"), ANSWERS ("alimidou-cantar", "fold"), .max_times = 1,
    .accepted = POINTS (5), .rejected = POINTS (3) },
  { CALL ("alibarestou con flor", "alibarestou-con-flor"), ANSWERS ("alibarestou-con-flor", "fold"), .max_times = 1,
    .accepted = GAME, .rejected = POINTS (5) },
};
/* Put: one call, for the whole game; the other side plays on or resigns. */
static const TrucoLadderStep put_steps[] = {
  { CALL ("put", "put"), ANSWERS ("play-on", "resign"), .max_times = 1, .accepted = GAME, .rejected = POINTS (1) },
};

#define STEPS(array) .n_steps = G_N_ELEMENTS (array), .steps = array

static const TrucoLadder ar_truco_ladder = {
  .id = "ar-truco", .name = "truco", .kind = TRUCO_BET_TRUCO, .title = N_("Truco"), .base = 1,
  .order = TRUCO_LADDER_ORDER_STEPS, .raise_right = TRUCO_RAISE_ACCEPTING_SIDE,
  /* Each call must be accepted with the word quiero before it can be
   * raised: a raise over a pending call is said "quiero retruco". */
  .raise_needs_quiero = TRUE,
  STEPS (ar_truco_steps),
};
static const TrucoLadder ar_envido_ladder = {
  .id = "ar-envido", .name = "envido", .kind = TRUCO_BET_ENVIDO, .title = N_("Envido"), .base = 1,
  .order = TRUCO_LADDER_ORDER_SUBSEQUENCE, .raise_right = TRUCO_RAISE_ANSWERING_SIDE,
  STEPS (ar_envido_steps),
};
static const TrucoLadder ar_envido_free_ladder = {
  .id = "ar-envido-free", .name = "envido", .kind = TRUCO_BET_ENVIDO, .title = N_("Envido"), .base = 1,
  .order = TRUCO_LADDER_ORDER_ANY, .raise_right = TRUCO_RAISE_ANSWERING_SIDE,
  STEPS (ar_envido_free_steps),
};
#define AR_FLOR(ladder_id, steps) \
  .id = ladder_id, .name = "flor", .kind = TRUCO_BET_FLOR, .title = N_("Flor"), .base = 3, \
  .order = TRUCO_LADDER_ORDER_SUBSEQUENCE, .raise_right = TRUCO_RAISE_ANSWERING_SIDE, \
  STEPS (steps), .unanswered = PER_FLOR (3)
static const TrucoLadder ar_flor_ladder = { AR_FLOR ("ar-flor", ar_flor_steps) };
static const TrucoLadder ar_flor_3n_ladder = { AR_FLOR ("ar-flor-3n", ar_flor_3n_steps) };
static const TrucoLadder ar_flor_four_ladder = { AR_FLOR ("ar-flor-four-point", ar_flor_four_steps) };
static const TrucoLadder ar_flor_cfar_ladder = { AR_FLOR ("ar-flor-cfar", ar_flor_cfar_steps) };
static const TrucoLadder ar_flor_3n_cfar_ladder = { AR_FLOR ("ar-flor-3n-cfar", ar_flor_3n_cfar_steps) };
static const TrucoLadder ar_flor_four_cfar_ladder = { AR_FLOR ("ar-flor-four-point-cfar", ar_flor_four_cfar_steps) };
static const TrucoLadder cat_truc_ladder = {
  .id = "cat-truc", .name = "truco", .kind = TRUCO_BET_TRUCO, .title = N_("Truc"), .base = 1,
  .order = TRUCO_LADDER_ORDER_STEPS, .raise_right = TRUCO_RAISE_ACCEPTING_SIDE,
  STEPS (cat_truc_steps),
};
static const TrucoLadder fr_raise_ladder = {
  .id = "fr-raise", .name = "raise", .kind = TRUCO_BET_TRUCO, .title = N_("Raises"), .base = 1,
  .order = TRUCO_LADDER_ORDER_FREE, .raise_right = TRUCO_RAISE_OTHER_SIDE,
  /* A raise names any value below the whole game of 12. */
  .max_chosen = 11,
  STEPS (fr_raise_steps),
};
static const TrucoLadder tyf_truc_ladder = {
  .id = "tyf-truc", .name = "truco", .kind = TRUCO_BET_TRUCO, .title = N_("Truc"), .base = 1,
  .order = TRUCO_LADDER_ORDER_STEPS, .raise_right = TRUCO_RAISE_ACCEPTING_SIDE,
  STEPS (tyf_truc_steps),
};
static const TrucoLadder tyf_embit_ladder = {
  .id = "tyf-embit", .name = "embit", .kind = TRUCO_BET_ENVIDO, .title = N_("Embit"), .base = 1,
  .order = TRUCO_LADDER_ORDER_OPENING_THEN_ONE, .raise_right = TRUCO_RAISE_ANSWERING_SIDE,
  STEPS (tyf_embit_steps),
};
static const TrucoLadder tyf_flor_ladder = {
  .id = "tyf-flor", .name = "flor", .kind = TRUCO_BET_FLOR, .title = N_("Flor"), .base = 3,
  .order = TRUCO_LADDER_ORDER_STEPS, .raise_right = TRUCO_RAISE_ANSWERING_SIDE,
  STEPS (tyf_flor_steps), .unanswered = PER_FLOR (3),
};
static const TrucoLadder put_ladder = {
  .id = "put-put", .name = "put", .kind = TRUCO_BET_TRUCO, .title = N_("Put"), .base = 1,
  .order = TRUCO_LADDER_ORDER_STEPS, .raise_right = TRUCO_RAISE_ANSWERING_SIDE,
  STEPS (put_steps),
};

/* Every ladder of every variant, for lookups by id and for the checks. */
static const TrucoLadder *const all_ladders[] = {
  &ar_truco_ladder, &ar_envido_ladder, &ar_envido_free_ladder, &ar_flor_ladder, &ar_flor_3n_ladder,
  &ar_flor_four_ladder, &ar_flor_cfar_ladder, &ar_flor_3n_cfar_ladder, &ar_flor_four_cfar_ladder,
  &cat_truc_ladder, &fr_raise_ladder, &tyf_truc_ladder, &tyf_embit_ladder, &tyf_flor_ladder, &put_ladder,
};

/* ----------------------------------------------------------------------
 * Variants.
 * -------------------------------------------------------------------- */

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

#define PLAYER_COUNTS(array) .n_player_counts = G_N_ELEMENTS (array), .player_counts = array
#define OPTIONS(array) .n_options = G_N_ELEMENTS (array), .options = array

static const TrucoVariantPlay ar_play = {
  .gallo = TRUE,
  .pica_pica = TRUE,
  .games_to_win = 2,
  .malas_buenas = TRUE,
  .envido_showdown = TRUE,
  .envido_closed_by_truco = TRUE,
  .flor_suspends_truco = TRUE,
  .flor_while_answering = TRUE,
  .flor_raise_needs_flor = TRUE,
  .pido_flor = TRUE,
  .mazo = TRUE,
};

static const TrucoVariantPlay cat_play = {
  .games_to_win = 1,
  .play_accepts_truco = TRUE,
  .truco_after_own_card = TRUE,
  .score_of_eleven = TRUE,
};

static const TrucoVariantPlay fr_play = {
  .games_to_win = 2,
  .redeal = TRUE,
};

static const TrucoVariantPlay tyf_play = {
  .fixed_seats = 6,
  .games_to_win = 2,
  .one_declaration = TRUE,
  .flor_game_wins_round = TRUE,
};

static const TrucoVariantPlay put_play = {
  .three_for_themselves = TRUE,
  .games_to_win = 1,
  .throw_up = TRUE,
  .trick_and_tie = TRUE,
};

static const guint ar_player_counts[] = { 2, 3, 4, 6, 8 };
static const guint cat_player_counts[] = { 4, 2 };
static const guint tyf_player_counts[] = { 6 };
static const guint put_player_counts[] = { 2, 3 };

static const TrucoCard periques[] = {
  TRUCO_CARD (TRUCO_SUIT_OROS, 10),
  TRUCO_CARD (TRUCO_SUIT_BASTOS, 11),
};

/* Translators: the traditional names of single cards are game words; keep
 * them as players say them unless your players have their own. */
static const Nickname ar_nicknames[] = {
  { TRUCO_CARD (TRUCO_SUIT_ESPADAS, 1), NC_("card nickname", "espadilla (ancho de espadas)") },
  { TRUCO_CARD (TRUCO_SUIT_BASTOS, 1), NC_("card nickname", "bastillo (ancho de bastos)") },
  { TRUCO_CARD (TRUCO_SUIT_ESPADAS, 7), NC_("card nickname", "siete bravo") },
  { TRUCO_CARD (TRUCO_SUIT_OROS, 7), NC_("card nickname", "siete bravo") },
  { TRUCO_CARD (TRUCO_SUIT_OROS, 1), NC_("card nickname", "ancho falso") },
  { TRUCO_CARD (TRUCO_SUIT_COPAS, 1), NC_("card nickname", "ancho falso") },
  { TRUCO_CARD (TRUCO_SUIT_COPAS, 7), NC_("card nickname", "siete falso") },
  { TRUCO_CARD (TRUCO_SUIT_BASTOS, 7), NC_("card nickname", "siete falso") },
  { 0 }
};
static const Nickname tyf_nicknames[] = {
  { TRUCO_CARD (TRUCO_SUIT_ESPADAS, 1), NC_("card nickname", "l’Épée (the Sword)") },
  { TRUCO_CARD (TRUCO_SUIT_BASTOS, 1), NC_("card nickname", "le Bâton (the Club)") },
  { TRUCO_CARD (TRUCO_SUIT_ESPADAS, 7), NC_("card nickname", "manille d’épée") },
  { TRUCO_CARD (TRUCO_SUIT_OROS, 7), NC_("card nickname", "manille de soleil") },
  { TRUCO_CARD (TRUCO_SUIT_OROS, 1), NC_("card nickname", "pout") },
  { TRUCO_CARD (TRUCO_SUIT_COPAS, 1), NC_("card nickname", "pout") },
  { TRUCO_CARD (TRUCO_SUIT_OROS, 10), NC_("card nickname", "périque") },
  { TRUCO_CARD (TRUCO_SUIT_BASTOS, 11), NC_("card nickname", "périque") },
  { 0 }
};
static const Nickname no_nicknames[] = { { 0 } };

#define FLOR_ON { "flor_enabled", "on" }
#define CFAR_ON { "cfar_winner_takes_chico", "on" }

static const LadderChoice ar_ladders[] = {
  { &ar_flor_four_cfar_ladder, { FLOR_ON, { "flor_scheme", "four_point" }, CFAR_ON } },
  { &ar_flor_four_ladder,      { FLOR_ON, { "flor_scheme", "four_point" } } },
  { &ar_flor_3n_cfar_ladder,   { FLOR_ON, { "flor_contest_base", "3n" }, CFAR_ON } },
  { &ar_flor_3n_ladder,        { FLOR_ON, { "flor_contest_base", "3n" } } },
  { &ar_flor_cfar_ladder,      { FLOR_ON, CFAR_ON } },
  { &ar_flor_ladder,           { FLOR_ON } },
  { &ar_envido_free_ladder,    { { "envido_ladder", "free" } } },
  { &ar_envido_ladder },
  { &ar_truco_ladder },
  { NULL }
};
static const LadderChoice cat_ladders[] = { { &cat_truc_ladder }, { NULL } };
static const LadderChoice fr_ladders[] = { { &fr_raise_ladder }, { NULL } };
static const LadderChoice tyf_ladders[] = { { &tyf_flor_ladder }, { &tyf_embit_ladder }, { &tyf_truc_ladder }, { NULL } };
static const LadderChoice put_ladders[] = { { &put_ladder }, { NULL } };

#undef FLOR_ON
#undef CFAR_ON

static const TrucoVariant variants[] = {
  {
    .id = "ar", .name = N_("Argentine Truco"),
    .summary = N_("Spanish deck, four cartas bravas, envido and optional flor, chico of 30 points."),
    .deck = TRUCO_DECK_SPANISH_40, .ranking = RANKING_TRUCO, .n_top_classes = 4, .target = 30,
    .match = NULL, .has_points = TRUE, .declarations = DECL_ENVIDO,
    PLAYER_COUNTS (ar_player_counts),
    .all_parda = TRUCO_ALL_PARDA_MANO, .tie_word = TRUCO_TIE_PARDA, .game_word = TRUCO_GAME_WORD_CHICO, .signals = TRUCO_SIGNALS_AR, .says_mano = TRUE,
    .nicknames = ar_nicknames,
    OPTIONS (ar_options),
    .play = &ar_play,
    .ladders = ar_ladders,
  },
  {
    .id = "cat", .name = N_("Catalan Truc"),
    .summary = N_("Spanish deck, threes highest, truc and retruc only, game of 12 points."),
    .deck = TRUCO_DECK_SPANISH_40, .ranking = RANKING_CATALAN, .n_top_classes = 2, .target = 12,
    .match = N_("A game is played to 12 points."), .has_points = FALSE, .declarations = 0,
    PLAYER_COUNTS (cat_player_counts),
    .all_parda = TRUCO_ALL_PARDA_NON_DEALER, .tie_word = TRUCO_TIE_TIE, .game_word = TRUCO_GAME_WORD_GAME, .signals = TRUCO_SIGNALS_CAT,
    .nicknames = no_nicknames,
    OPTIONS (cat_options),
    .play = &cat_play,
    .ladders = cat_ladders,
  },
  {
    .id = "fr", .name = N_("French Truc"),
    .summary = N_("French 32-card pack, sevens highest, raises by any amount, game of 12 points."),
    .deck = TRUCO_DECK_FRENCH_32, .ranking = RANKING_FR_78A, .n_top_classes = 2, .target = 12,
    .match = N_("A game is played to 12 points; a rubber is two games won."), .has_points = FALSE, .declarations = 0,
    PLAYER_COUNTS (cat_player_counts),
    .all_parda = TRUCO_ALL_PARDA_NON_DEALER, .tie_word = TRUCO_TIE_TIE, .game_word = TRUCO_GAME_WORD_GAME, .signals = TRUCO_SIGNALS_NONE,
    .nicknames = no_nicknames,
    OPTIONS (fr_options),
    .play = &fr_play,
    .ladders = fr_ladders,
  },
  {
    .id = "tyf", .name = N_("Truc y Flou"),
    .summary = N_("Pyrenean game for two teams of three: embit and flor with wild périques, rounds of 25."),
    .deck = TRUCO_DECK_SPANISH_40, .ranking = RANKING_TRUCO, .n_top_classes = 4, .target = 25,
    .match = N_("A round (manche) is played to 25 points; usually the best of three rounds, the third being the Belle."),
    .has_points = TRUE, .declarations = DECL_EMBIT | DECL_FLOR,
    PLAYER_COUNTS (tyf_player_counts),
    .n_wild_cards = G_N_ELEMENTS (periques), .wild_cards = periques,
    .all_parda = TRUCO_ALL_PARDA_ELDEST, .tie_word = TRUCO_TIE_PARDES, .game_word = TRUCO_GAME_WORD_ROUND, .signals = TRUCO_SIGNALS_TYF,
    .nicknames = tyf_nicknames,
    OPTIONS (tyf_options),
    .play = &tyf_play,
    .ladders = tyf_ladders,
  },
  {
    .id = "put", .name = N_("Put"),
    .summary = N_("Old English game with the full French pack: threes highest, one put, game of 5 points."),
    .deck = TRUCO_DECK_FRENCH_52, .ranking = RANKING_PUT, .n_top_classes = 2, .target = 5,
    .match = N_("A game is played to 5 points; an accepted put won makes the winner jump to five."),
    .has_points = FALSE, .declarations = 0,
    PLAYER_COUNTS (put_player_counts),
    .all_parda = TRUCO_ALL_PARDA_NOBODY, .tie_word = TRUCO_TIE_TIE, .game_word = TRUCO_GAME_WORD_GAME, .signals = TRUCO_SIGNALS_NONE,
    .nicknames = no_nicknames,
    OPTIONS (put_options),
    .play = &put_play,
    .ladders = put_ladders,
  },
};

struct _TrucoRules
{
  gatomicrefcount     ref_count;
  const TrucoVariant *variant;
  guint8              values[MAX_OPTIONS];
  TrucoRuleSet        resolved;   /* kept up to date by resolve () */
};

static void resolve (TrucoRules *rules);

static TrucoRules *default_rules[G_N_ELEMENTS (variants)];
static guint8 points_tables[2][128];   /* [0] plain face values, [1] with périques as 7 */

static void
build_ranking (RankingId id)
{
  const RankingSpec *spec = &ranking_specs[id];
  Ranking *ranking = &rankings[id];
  guint n_deck, n = 0;
  const TrucoCard *deck = truco_deck_get_cards (spec->deck, &n_deck);

  for (guint c = 0; spec->spec[c] != NULL; c++)
    {
      g_auto(GStrv) words = g_strsplit (spec->spec[c], " ", -1);
      guint class_index = c + 1;

      ranking->class_start[class_index] = n;
      for (guint w = 0; words[w] != NULL; w++)
        {
          gsize len = strlen (words[w]);

          if (words[w][len - 1] == '*')
            {
              g_autofree char *rank_text = g_strndup (words[w], len - 1);

              for (guint i = 0; i < n_deck; i++)
                {
                  char buffer[4];
                  gsize rl;

                  truco_card_format (deck[i], buffer);
                  rl = strlen (buffer) - 1;
                  if (rl == len - 1 && strncmp (buffer, rank_text, rl) == 0)
                    {
                      ranking->class_of[deck[i]] = class_index;
                      ranking->cards[n++] = deck[i];
                    }
                }
            }
          else
            {
              TrucoCard card = 0;

              if (!truco_card_parse_in_deck (words[w], spec->deck, &card, NULL))
                g_assert_not_reached ();
              ranking->class_of[card] = class_index;
              ranking->cards[n++] = card;
            }
        }
      ranking->n_classes = class_index;
    }

  ranking->class_start[ranking->n_classes + 1] = n;
  /* Every card of the deck is ranked exactly once. */
  g_assert (n == n_deck);
}

static void check_variant (const TrucoVariant *variant);

static void
ensure_tables (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      for (guint i = 0; i < N_RANKINGS; i++)
        build_ranking (i);

      for (guint s = TRUCO_SUIT_ESPADAS; s <= TRUCO_SUIT_COPAS; s++)
        for (guint r = 1; r <= 12; r++)
          {
            TrucoCard card = TRUCO_CARD (s, r);
            if (truco_card_is_spanish (card))
              points_tables[0][card] = points_tables[1][card] = r <= 7 ? r : 0;
          }
      for (guint i = 0; i < G_N_ELEMENTS (periques); i++)
        points_tables[1][periques[i]] = 7;

      for (guint i = 0; i < G_N_ELEMENTS (variants); i++)
        {
          check_variant (&variants[i]);
          default_rules[i] = truco_rules_new (&variants[i]);
        }

      g_once_init_leave (&initialized, 1);
    }
}

/**
 * truco_variant_get_count:
 *
 * Returns: the number of variants (5).
 */
guint
truco_variant_get_count (void)
{
  return G_N_ELEMENTS (variants);
}

/**
 * truco_variant_get_nth:
 * @index: 0 ≤ @index < truco_variant_get_count()
 *
 * Returns: (transfer none): the variant: ar, cat, fr, tyf, put in this order.
 */
const TrucoVariant *
truco_variant_get_nth (guint index)
{
  g_return_val_if_fail (index < G_N_ELEMENTS (variants), NULL);
  return &variants[index];
}

/**
 * truco_variant_lookup:
 * @id: a variant id ("ar")
 *
 * Returns: (transfer none) (nullable): the variant, or %NULL when unknown.
 */
const TrucoVariant *
truco_variant_lookup (const char *id)
{
  if (id == NULL)
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (variants); i++)
    if (strcmp (variants[i].id, id) == 0)
      return &variants[i];
  return NULL;
}

/**
 * truco_variant_lookup_with_error:
 * @id: a variant id
 * @error: return location for a #GError
 *
 * Like truco_variant_lookup(), with %TRUCO_ERROR_UNKNOWN_VARIANT listing the
 * valid ids.
 *
 * Returns: (transfer none) (nullable): the variant.
 */
const TrucoVariant *
truco_variant_lookup_with_error (const char  *id,
                                 GError     **error)
{
  const TrucoVariant *variant = truco_variant_lookup (id);

  if (variant == NULL)
    g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_UNKNOWN_VARIANT,
                 _("Unknown variant “%s”; the variants are ar, cat, fr, tyf and put."),
                 id ? id : "");
  return variant;
}

/**
 * truco_variant_get_default:
 *
 * Returns: (transfer none): Argentine Truco.
 */
const TrucoVariant *
truco_variant_get_default (void)
{
  return &variants[0];
}

/**
 * truco_variant_get_id:
 * @variant: a variant
 *
 * Returns: the id ("ar").
 */
const char *
truco_variant_get_id (const TrucoVariant *variant)
{
  return variant->id;
}

/**
 * truco_variant_get_name:
 * @variant: a variant
 *
 * Returns: the translated name ("Argentine Truco").
 */
const char *
truco_variant_get_name (const TrucoVariant *variant)
{
  return _(variant->name);
}

/**
 * truco_variant_get_summary:
 * @variant: a variant
 *
 * Returns: a translated one-line description.
 */
const char *
truco_variant_get_summary (const TrucoVariant *variant)
{
  return _(variant->summary);
}

/**
 * truco_variant_get_deck:
 * @variant: a variant
 *
 * Returns: the deck with default options (French Truc's 36-card order is an option).
 */
TrucoDeck
truco_variant_get_deck (const TrucoVariant *variant)
{
  return variant->deck;
}

/**
 * truco_variant_get_n_options:
 * @variant: a variant
 *
 * Returns: the number of house-rule options.
 */
guint
truco_variant_get_n_options (const TrucoVariant *variant)
{
  return variant->n_options;
}

/**
 * truco_variant_get_option:
 * @variant: a variant
 * @index: the option index
 *
 * Returns: (transfer none): the option.
 */
const TrucoOption *
truco_variant_get_option (const TrucoVariant *variant,
                          guint               index)
{
  g_return_val_if_fail (index < variant->n_options, NULL);
  return variant->options[index];
}

/**
 * truco_variant_find_option:
 * @variant: a variant
 * @key: an option key ("flor_enabled")
 *
 * Returns: (transfer none) (nullable): the option, or %NULL.
 */
const TrucoOption *
truco_variant_find_option (const TrucoVariant *variant,
                           const char         *key)
{
  for (guint i = 0; key != NULL && i < variant->n_options; i++)
    if (strcmp (variant->options[i]->key, key) == 0)
      return variant->options[i];
  return NULL;
}

/**
 * truco_variant_get_player_counts:
 * @variant: a variant
 * @n_counts: (out): number of entries
 *
 * Returns: (array length=n_counts): the player counts, static.
 */
const guint *
truco_variant_get_player_counts (const TrucoVariant *variant,
                                 guint              *n_counts)
{
  *n_counts = variant->n_player_counts;
  return variant->player_counts;
}

/**
 * truco_variant_get_wild_cards:
 * @variant: a variant
 * @n_cards: (out): number of cards
 *
 * Returns: (array length=n_cards) (nullable): cards wild in declarations.
 */
const TrucoCard *
truco_variant_get_wild_cards (const TrucoVariant *variant,
                              guint              *n_cards)
{
  *n_cards = variant->n_wild_cards;
  return variant->wild_cards;
}

/**
 * truco_variant_get_card_nickname:
 * @variant: a variant
 * @card: a card
 *
 * Returns: (nullable): the translated traditional name of @card in @variant.
 */
const char *
truco_variant_get_card_nickname (const TrucoVariant *variant,
                                 TrucoCard           card)
{
  for (const Nickname *n = variant->nicknames; n->card != 0; n++)
    if (n->card == card)
      return g_dpgettext2 (GETTEXT_PACKAGE, "card nickname", n->name);
  return NULL;
}

/**
 * truco_variant_get_top_cards:
 * @variant: a variant
 * @n_cards: (out): number of cards
 *
 * Returns: (array length=n_cards): the cards of the top classes of the
 *   default ranking, highest first (the cartas bravas in Truco), static.
 */
const TrucoCard *
truco_variant_get_top_cards (const TrucoVariant *variant,
                             guint              *n_cards)
{
  const Ranking *ranking;

  ensure_tables ();
  ranking = &rankings[variant->ranking];
  *n_cards = ranking->class_start[variant->n_top_classes + 1];
  return ranking->cards;
}

/* Options */

/**
 * truco_option_get_key:
 * @option: an option
 *
 * Returns: the option's key ("flor_enabled").
 */
const char *
truco_option_get_key (const TrucoOption *option)
{
  return option->key;
}

/**
 * truco_option_get_title:
 * @option: an option
 *
 * Returns: the translated title.
 */
const char *
truco_option_get_title (const TrucoOption *option)
{
  return _(option->title);
}

/**
 * truco_option_get_explanation:
 * @option: an option
 *
 * Returns: one translated sentence: the rule the option changes.
 */
const char *
truco_option_get_explanation (const TrucoOption *option)
{
  return _(option->explanation);
}

/**
 * truco_option_get_n_choices:
 * @option: an option
 *
 * Returns: the number of values.
 */
guint
truco_option_get_n_choices (const TrucoOption *option)
{
  return option->n_choices;
}

/**
 * truco_option_get_choice:
 * @option: an option
 * @index: a choice index
 *
 * Returns: the value as stored and typed ("on", "A", "30").
 */
const char *
truco_option_get_choice (const TrucoOption *option,
                         guint              index)
{
  g_return_val_if_fail (index < option->n_choices, NULL);
  return option->choices[index].value;
}

/**
 * truco_option_get_choice_label:
 * @option: an option
 * @index: a choice index
 *
 * Returns: the translated label of the value.
 */
const char *
truco_option_get_choice_label (const TrucoOption *option,
                               guint              index)
{
  g_return_val_if_fail (index < option->n_choices, NULL);
  return _(option->choices[index].label);
}

/**
 * truco_option_get_default:
 * @option: an option
 *
 * Returns: the index of the default value.
 */
guint
truco_option_get_default (const TrucoOption *option)
{
  return option->default_choice;
}

/**
 * truco_option_get_choice_short_label:
 * @option: an option
 * @index: a choice
 *
 * Returns: the choice as a short value, translated ("2 players"), where
 *   its label is a sentence; else its label
 */
const char *
truco_option_get_choice_short_label (const TrucoOption *option,
                                     guint              index)
{
  g_return_val_if_fail (index < option->n_choices, NULL);
  if (option->choices[index].short_label != NULL)
    return _(option->choices[index].short_label);
  return truco_option_get_choice_label (option, index);
}

/**
 * truco_option_find_choice:
 * @option: an option
 * @value: a value
 *
 * Returns: the index of @value, or -1.
 */
int
truco_option_find_choice (const TrucoOption *option,
                          const char        *value)
{
  for (guint i = 0; value != NULL && i < option->n_choices; i++)
    if (strcmp (option->choices[i].value, value) == 0)
      return i;
  return -1;
}

/* Rules */

G_DEFINE_BOXED_TYPE (TrucoRules, truco_rules, truco_rules_ref, truco_rules_unref)

/**
 * truco_rules_new:
 * @variant: a variant
 *
 * Returns: (transfer full): a rule set with every option at its default.
 */
TrucoRules *
truco_rules_new (const TrucoVariant *variant)
{
  TrucoRules *self;

  g_return_val_if_fail (variant != NULL, NULL);
  g_assert (variant->n_options <= MAX_OPTIONS);

  self = g_new0 (TrucoRules, 1);
  g_atomic_ref_count_init (&self->ref_count);
  self->variant = variant;
  for (guint i = 0; i < variant->n_options; i++)
    self->values[i] = variant->options[i]->default_choice;
  resolve (self);
  return self;
}

/**
 * truco_rules_copy:
 * @rules: a rule set
 *
 * Returns: (transfer full): an independent copy.
 */
TrucoRules *
truco_rules_copy (const TrucoRules *rules)
{
  TrucoRules *self = truco_rules_new (rules->variant);

  memcpy (self->values, rules->values, sizeof self->values);
  resolve (self);
  return self;
}

/**
 * truco_rules_ref:
 * @rules: a rule set
 *
 * Returns: (transfer full): @rules
 */
TrucoRules *
truco_rules_ref (TrucoRules *rules)
{
  g_atomic_ref_count_inc (&rules->ref_count);
  return rules;
}

/**
 * truco_rules_unref:
 * @rules: (transfer full): a rule set
 */
void
truco_rules_unref (TrucoRules *rules)
{
  if (g_atomic_ref_count_dec (&rules->ref_count))
    g_free (rules);
}

/**
 * truco_variant_get_default_rules:
 * @variant: a variant
 *
 * Returns: (transfer none): a shared rule set with default options; never freed.
 */
const TrucoRules *
truco_variant_get_default_rules (const TrucoVariant *variant)
{
  ensure_tables ();
  return default_rules[variant - variants];
}

/**
 * truco_rules_get_variant:
 * @rules: a rule set
 *
 * Returns: (transfer none): its variant.
 */
const TrucoVariant *
truco_rules_get_variant (const TrucoRules *rules)
{
  return rules->variant;
}

static char *
list_keys (const TrucoVariant *variant)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < variant->n_options; i++)
    {
      if (i > 0)
        g_string_append (s, ", ");
      g_string_append (s, variant->options[i]->key);
    }
  return g_string_free (s, FALSE);
}

static char *
list_values (const TrucoOption *option)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < option->n_choices; i++)
    {
      if (i > 0)
        g_string_append (s, ", ");
      g_string_append (s, option->choices[i].value);
    }
  return g_string_free (s, FALSE);
}

/**
 * truco_rules_set:
 * @rules: a rule set
 * @key: an option key
 * @value: one of its values
 * @error: return location for a #GError
 *
 * Sets an option.  Nothing changes on error.
 *
 * Returns: %TRUE on success; %TRUCO_ERROR_UNKNOWN_OPTION (the message lists
 *   the keys) or %TRUCO_ERROR_INVALID_VALUE (it lists the values).
 */
gboolean
truco_rules_set (TrucoRules  *rules,
                 const char  *key,
                 const char  *value,
                 GError     **error)
{
  const TrucoVariant *variant = rules->variant;

  for (guint i = 0; i < variant->n_options; i++)
    {
      const TrucoOption *option = variant->options[i];
      int choice;

      if (key == NULL || strcmp (option->key, key) != 0)
        continue;

      choice = truco_option_find_choice (option, value);
      if (choice < 0)
        {
          g_autofree char *values = list_values (option);

          g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE,
                       _("The option “%s” does not accept “%s”; its values are: %s."),
                       key, value ? value : "", values);
          return FALSE;
        }

      rules->values[i] = choice;
      resolve (rules);
      return TRUE;
    }

  {
    g_autofree char *keys = list_keys (variant);

    g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_UNKNOWN_OPTION,
                 /* Translators: the first %s is a variant name ("Catalan Truc"). */
                 _("%s has no option “%s”; its options are: %s."),
                 truco_variant_get_name (variant), key ? key : "", keys);
  }
  return FALSE;
}

/**
 * truco_rules_get:
 * @rules: a rule set
 * @key: an option key
 *
 * Returns: (nullable): the value of the option, or %NULL when the variant
 *   has no such option.
 */
const char *
truco_rules_get (const TrucoRules *rules,
                 const char       *key)
{
  const TrucoVariant *variant = rules->variant;

  for (guint i = 0; i < variant->n_options; i++)
    if (strcmp (variant->options[i]->key, key) == 0)
      return variant->options[i]->choices[rules->values[i]].value;
  return NULL;
}

static gboolean
rules_is (const TrucoRules *rules,
          const char       *key,
          const char       *value)
{
  const char *v = truco_rules_get (rules, key);

  return v != NULL && strcmp (v, value) == 0;
}

static RankingId
rules_ranking (const TrucoRules *rules)
{
  const char *fr_rank = truco_rules_get (rules, "fr_rank");

  if (fr_rank != NULL)
    {
      if (strcmp (fr_rank, "8-7-A") == 0)
        return RANKING_FR_87A;
      if (strcmp (fr_rank, "7-A-8") == 0)
        return RANKING_FR_7A8;
      if (strcmp (fr_rank, "36card") == 0)
        return RANKING_FR_36;
    }
  return rules->variant->ranking;
}

/**
 * truco_rules_get_deck:
 * @rules: a rule set
 *
 * Returns: the deck played with (French Truc `fr_rank=36card`: 36 cards).
 */
TrucoDeck
truco_rules_get_deck (const TrucoRules *rules)
{
  return ranking_specs[rules_ranking (rules)].deck;
}

/**
 * truco_rules_get_target:
 * @rules: a rule set
 *
 * Returns: the points that win a game (chico, round).
 */
guint
truco_rules_get_target (const TrucoRules *rules)
{
  const char *target = truco_rules_get (rules, "target");

  if (target != NULL)
    return (guint) atoi (target);
  return rules->variant->target;
}

/**
 * truco_rules_get_n_classes:
 * @rules: a rule set
 *
 * Returns: the number of ranking classes.
 */
guint
truco_rules_get_n_classes (const TrucoRules *rules)
{
  ensure_tables ();
  return rankings[rules_ranking (rules)].n_classes;
}

/**
 * truco_rules_get_card_class:
 * @rules: a rule set
 * @card: a card
 *
 * Returns: the class of @card, 1 = highest; 0 when @card is not in the deck.
 */
guint
truco_rules_get_card_class (const TrucoRules *rules,
                            TrucoCard         card)
{
  ensure_tables ();
  if (card >= 128)
    return 0;
  return rankings[rules_ranking (rules)].class_of[card];
}

/**
 * truco_rules_get_class_cards:
 * @rules: a rule set
 * @class_index: 1 ≤ @class_index ≤ truco_rules_get_n_classes()
 * @n_cards: (out): the number of cards
 *
 * Returns: (array length=n_cards): the cards of the class, in deck order, static.
 */
const TrucoCard *
truco_rules_get_class_cards (const TrucoRules *rules,
                             guint             class_index,
                             guint            *n_cards)
{
  const Ranking *ranking;

  ensure_tables ();
  ranking = &rankings[rules_ranking (rules)];
  g_return_val_if_fail (class_index >= 1 && class_index <= ranking->n_classes, NULL);
  *n_cards = ranking->class_start[class_index + 1] - ranking->class_start[class_index];
  return ranking->cards + ranking->class_start[class_index];
}

/**
 * truco_rules_get_top_cards:
 * @rules: a rule set
 * @n_cards: (out): the number of cards
 *
 * The top cards of the rule set (the cartas bravas in Truco): the cards of
 * as many ranking classes as the variant's default top cards span
 * (truco_variant_get_top_cards()), in this rule set's order, so that house
 * rules such as fr_rank change which cards they are.
 *
 * Returns: (array length=n_cards): the cards, highest class first, each
 *   class in deck order, static.
 */
const TrucoCard *
truco_rules_get_top_cards (const TrucoRules *rules,
                           guint            *n_cards)
{
  const Ranking *ranking;
  guint n_classes;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (n_cards != NULL, NULL);

  ensure_tables ();
  ranking = &rankings[rules_ranking (rules)];
  n_classes = MIN (rules->variant->n_top_classes, ranking->n_classes);
  *n_cards = ranking->class_start[n_classes + 1] - ranking->class_start[1];
  return ranking->cards + ranking->class_start[1];
}

/**
 * truco_rules_get_class_table: (skip)
 * @rules: a rule set
 *
 * Returns: 128 class numbers indexed by card value (0 = absent).
 */
const guint8 *
truco_rules_get_class_table (const TrucoRules *rules)
{
  ensure_tables ();
  return rankings[rules_ranking (rules)].class_of;
}

/**
 * truco_rules_get_points_table: (skip)
 * @rules: a rule set
 *
 * Returns: 128 point values indexed by card value (wild cards 7).
 */
const guint8 *
truco_rules_get_points_table (const TrucoRules *rules)
{
  ensure_tables ();
  return points_tables[rules->variant->n_wild_cards > 0 ? 1 : 0];
}

/**
 * truco_rules_has_declaration:
 * @rules: a rule set
 * @declaration: a declaration
 *
 * Returns: %TRUE when this rule set plays @declaration (flor in ar only
 *   with `flor_enabled=on`).
 */
gboolean
truco_rules_has_declaration (const TrucoRules *rules,
                             TrucoDeclaration  declaration)
{
  if (rules->variant->declarations & (1u << declaration))
    return TRUE;
  return declaration == TRUCO_DECLARATION_FLOR && rules_is (rules, "flor_enabled", "on");
}

/* Options that change nothing unless another option has a given value:
 * the flor rules while nobody plays with flor, the pica-pica rule below six
 * players, the malas and buenas of a chico shorter than 30, the captains of
 * a one-against-one game. */
typedef struct
{
  const char *key;
  const char *needs_key;
  const char *needs_values[3];
  const char *reason;
} OptionDependency;

static const OptionDependency option_dependencies[] = {
  { "flor_scheme", "flor_enabled", { "on" }, N_("Only when playing with flor.") },
  { "flor_contest_base", "flor_enabled", { "on" }, N_("Only when playing with flor.") },
  { "cfar_winner_takes_chico", "flor_enabled", { "on" }, N_("Only when playing with flor.") },
  { "pedir_flor_false_claim", "flor_enabled", { "on" }, N_("Only when playing with flor.") },
  { "pica_pica_until", "players", { "6", "8" }, N_("Only with six or eight players, who play pica-pica.") },
  { "malas_buenas", "target", { "30" }, N_("Only in a chico of 30 points.") },
  { "cat_captain_answers", "players", { "4" }, N_("Only with four players, in sides of two.") },
};

/**
 * truco_rules_option_applies:
 * @rules: a rule set
 * @key: an option key of its variant
 * @reason: (out) (optional) (transfer none): where to put, when the option
 *   changes nothing, a translated sentence saying what it needs
 *
 * Whether the option @key changes anything under @rules: the flor rules
 * need flor, the pica-pica rule six or eight players, and so on.
 *
 * Returns: %FALSE when @rules make the option irrelevant
 */
gboolean
truco_rules_option_applies (const TrucoRules  *rules,
                            const char        *key,
                            const char       **reason)
{
  g_return_val_if_fail (rules != NULL, TRUE);
  g_return_val_if_fail (key != NULL, TRUE);

  if (reason != NULL)
    *reason = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (option_dependencies); i++)
    {
      const OptionDependency *dependency = &option_dependencies[i];
      const char *value;
      gboolean met = FALSE;

      if (strcmp (dependency->key, key) != 0 ||
          truco_variant_find_option (rules->variant, key) == NULL ||
          (value = truco_rules_get (rules, dependency->needs_key)) == NULL)
        continue;

      for (guint j = 0; j < G_N_ELEMENTS (dependency->needs_values) && dependency->needs_values[j] != NULL; j++)
        met = met || strcmp (value, dependency->needs_values[j]) == 0;

      if (!met)
        {
          if (reason != NULL)
            *reason = _(dependency->reason);
          return FALSE;
        }
    }

  return TRUE;
}

/**
 * truco_rules_get_card_points:
 * @rules: a rule set
 * @card: a card of the deck
 *
 * Returns: the face value for declarations (courts 0); -1 when the variant
 *   counts no points.  Wild cards report their face value here; see
 *   truco_rules_is_wild().
 */
int
truco_rules_get_card_points (const TrucoRules *rules,
                             TrucoCard         card)
{
  if (!rules->variant->has_points || !truco_card_is_spanish (card))
    return -1;
  ensure_tables ();
  return points_tables[0][card];
}

/**
 * truco_rules_is_wild:
 * @rules: a rule set
 * @card: a card
 *
 * Returns: %TRUE if @card is wild in declarations (the Truc y Flou périques).
 */
gboolean
truco_rules_is_wild (const TrucoRules *rules,
                     TrucoCard         card)
{
  for (guint i = 0; i < rules->variant->n_wild_cards; i++)
    if (rules->variant->wild_cards[i] == card)
      return TRUE;
  return FALSE;
}

guint
truco_rules_get_n_players (const TrucoRules *rules)
{
  const char *players = truco_rules_get (rules, "players");

  if (players != NULL)
    return (guint) atoi (players);
  return rules->variant->player_counts[0];
}

TrucoAllParda
truco_rules_get_all_parda (const TrucoRules *rules)
{
  if (rules_is (rules, "all_pardes", "none"))
    return TRUCO_ALL_PARDA_NOBODY;
  return rules->variant->all_parda;
}

/**
 * truco_variant_play_check:
 * @play: how a variant is played
 * @declarations: the declarations the variant has (TrucoDeclaration bits)
 * @has_flor_option: whether the variant can be played with flor
 * @error: return location for a #GError
 *
 * Refuses an inconsistent descriptor with a message naming the field: no
 * game to win, a behaviour of a declaration or ladder the variant does
 * not have (an envido showdown without envidos, pido flor without flor).
 *
 * Returns: %TRUE when @play can be played
 */
gboolean
truco_variant_play_check (const TrucoVariantPlay  *play,
                          guint                    declarations,
                          gboolean                 has_flor_option,
                          GError                 **error)
{
  const char *field = NULL, *why = NULL;
  gboolean has_flor = has_flor_option || (declarations & DECL_FLOR);

  if (play == NULL)
    field = "play", why = "is missing";
  else if (play->games_to_win == 0)
    field = "games_to_win", why = "is 0: a match needs at least one game won";
  else if (play->fixed_seats > 8)
    field = "fixed_seats", why = "is more than 8 players";
  else if (play->envido_showdown && !(declarations & DECL_ENVIDO))
    field = "envido_showdown", why = "is set, but the variant has no envido";
  else if (play->envido_closed_by_truco && !(declarations & DECL_ENVIDO))
    field = "envido_closed_by_truco", why = "is set, but the variant has no envido";
  else if (play->one_declaration && !(declarations & (DECL_EMBIT | DECL_ENVIDO)))
    field = "one_declaration", why = "is set, but the variant has nothing to declare";
  else if ((play->pido_flor || play->flor_suspends_truco || play->flor_while_answering
            || play->flor_raise_needs_flor || play->flor_game_wins_round) && !has_flor)
    field = "pido_flor, flor_*", why = "is set, but the variant has no flor";
  if (field == NULL)
    return TRUE;
  /* Descriptors are written by developers: the message is not translated. */
  g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE, "variant descriptor: %s %s", field, why);
  return FALSE;
}

/**
 * truco_variant_check_parts:
 * @parts: the parts of a variant descriptor
 * @error: return location for a #GError
 *
 * Refuses a variant descriptor whose parts do not agree, with a message
 * naming the field: a target of 0, a ladder that is inconsistent in itself
 * (truco_ladder_check()), a ladder with calls the variant does not have (a
 * flor ladder without flor, an envido ladder without envido or embit), no
 * ladder for the value of the hand, or how it is played
 * (truco_variant_play_check()).
 *
 * Returns: %TRUE when the variant can be played
 */
gboolean
truco_variant_check_parts (const TrucoVariantParts  *parts,
                           GError                  **error)
{
  gboolean has_flor = parts->has_flor_option || (parts->declarations & DECL_FLOR);
  gboolean has_truco = FALSE;
  const char *field = NULL, *why = NULL;
  g_autoptr(GError) ladder_error = NULL;

  if (parts->target == 0)
    field = "target", why = "is 0: a game needs points to win";
  for (guint i = 0; field == NULL && parts->ladders != NULL && parts->ladders[i] != NULL; i++)
    {
      const TrucoLadder *ladder = parts->ladders[i];

      if (!truco_ladder_check (ladder, &ladder_error))
        {
          g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE, "variant descriptor %s: ladders[%u]: %s",
                       parts->id, i, ladder_error->message);
          return FALSE;
        }
      if (ladder->kind == TRUCO_BET_FLOR && !has_flor)
        field = "ladders[]", why = "has a flor ladder, but the variant has no flor";
      else if (ladder->kind == TRUCO_BET_ENVIDO && !(parts->declarations & (DECL_ENVIDO | DECL_EMBIT)))
        field = "ladders[]", why = "has an envido ladder, but the variant has no envido or embit";
      has_truco |= ladder->kind == TRUCO_BET_TRUCO;
    }
  if (field == NULL && !has_truco)
    field = "ladders", why = "has no ladder for the value of the hand";
  if (field != NULL)
    {
      /* Descriptors are written by developers: the message is not translated. */
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE, "variant descriptor %s: %s %s",
                   parts->id, field, why);
      return FALSE;
    }
  return truco_variant_play_check (parts->play, parts->declarations, parts->has_flor_option, error);
}

/* The descriptors are checked when the variants are first used: an
 * inconsistent one is a bug in the program, which cannot go on. */
static void
check_variant (const TrucoVariant *variant)
{
  g_autoptr(GError) error = NULL;
  const TrucoLadder *ladders[16] = { NULL };
  TrucoVariantParts parts = {
    .id = variant->id,
    .target = variant->target,
    .declarations = variant->declarations,
    .has_flor_option = truco_variant_find_option (variant, "flor_enabled") != NULL,
    .ladders = ladders,
    .play = variant->play,
  };

  for (guint i = 0; variant->ladders[i].ladder != NULL; i++)
    {
      g_assert (i + 1 < G_N_ELEMENTS (ladders));
      ladders[i] = variant->ladders[i].ladder;
      for (guint j = 0; j < G_N_ELEMENTS (variant->ladders[i].when) && variant->ladders[i].when[j].key != NULL; j++)
        if (truco_variant_find_option (variant, variant->ladders[i].when[j].key) == NULL)
          g_error ("variant descriptor %s: ladders[%u].when[%u]: no option “%s”",
                   variant->id, i, j, variant->ladders[i].when[j].key);
    }

  if (!truco_variant_check_parts (&parts, &error))
    g_error ("%s", error->message);
}

/**
 * truco_rules_get_play:
 * @rules: a rule set
 *
 * Returns: how its variant is played (static)
 */
const TrucoVariantPlay *
truco_rules_get_play (const TrucoRules *rules)
{
  return rules->variant->play;
}

/**
 * truco_rules_get_tie_word:
 * @rules: a rule set
 *
 * Returns: how players of this variant name a tied trick (parda, pardes, tie)
 */
TrucoTieWord
truco_rules_get_tie_word (const TrucoRules *rules)
{
  return rules->variant->tie_word;
}

/**
 * truco_rules_get_game_word:
 * @rules: a rule set
 *
 * Returns: how players of this variant name what is won at the target (chico, game, round)
 */
TrucoGameWord
truco_rules_get_game_word (const TrucoRules *rules)
{
  return rules->variant->game_word;
}

/* Resolution: the house rules read once, by their keys, into the typed
 * rule set everything else asks. */

static gboolean
rules_on (const TrucoRules *rules,
          const char       *key)
{
  return rules_is (rules, key, "on");
}

static TrucoFaltaMode
resolve_falta_mode (const TrucoRules *rules)
{
  static const struct { const char *value; TrucoFaltaMode mode; } modes[] = {
    { "A", TRUCO_FALTA_LEADER_NEEDS }, { "B", TRUCO_FALTA_MALAS_WINS_CHICO },
    { "C", TRUCO_FALTA_TO_BUENAS }, { "D", TRUCO_FALTA_ALWAYS_CHICO },
  };
  const char *value = truco_rules_get (rules, TRUCO_OPTION_FALTA_MODE);

  for (guint i = 0; value != NULL && i < G_N_ELEMENTS (modes); i++)
    if (strcmp (value, modes[i].value) == 0)
      return modes[i].mode;
  return TRUCO_FALTA_NONE;
}

static gboolean
resolve_has_signals (const TrucoRuleSet *set)
{
  switch (set->signals)
    {
    case TRUCO_SIGNALS_AR:
      return set->n_players == 4 || set->n_players == 6 || set->n_players == 8;
    case TRUCO_SIGNALS_CAT:
      return set->n_players == 4;
    case TRUCO_SIGNALS_TYF:
      return TRUE;
    case TRUCO_SIGNALS_NONE:
    default:
      return FALSE;
    }
}

static void
resolve (TrucoRules *rules)
{
  const TrucoVariant *variant = rules->variant;
  const TrucoVariantPlay *play = variant->play;
  TrucoRuleSet *set = &rules->resolved;
  const char *players = truco_rules_get (rules, TRUCO_OPTION_PLAYERS);

  memset (set, 0, sizeof *set);
  set->variant = variant;
  set->deck = truco_rules_get_deck (rules);

  set->n_players = play->fixed_seats ? play->fixed_seats : truco_rules_get_n_players (rules);
  set->n_sides = play->three_for_themselves && set->n_players == 3 ? 3 : 2;
  if (play->gallo && set->n_players == 3)
    set->gallo = players != NULL && strstr (players, "turno") != NULL ? TRUCO_GALLO_BY_TURNS : TRUCO_GALLO_FIXED;
  set->pica_pica = play->pica_pica && set->n_players >= 6;
  set->pica_pica_until = rules_is (rules, TRUCO_OPTION_PICA_PICA_UNTIL, "15") ? 15 : 25;
  set->captain_answers = rules_on (rules, TRUCO_OPTION_CAT_CAPTAIN_ANSWERS);

  set->target = truco_rules_get_target (rules);
  set->malas_buenas = play->malas_buenas && rules_on (rules, TRUCO_OPTION_MALAS_BUENAS);
  set->half = play->malas_buenas && !rules_is (rules, TRUCO_OPTION_MALAS_BUENAS, "off") && set->target == 30 ? 15 : 0;
  set->games_to_win = rules_is (rules, TRUCO_OPTION_MATCH, "single") ? 1 : play->games_to_win;
  set->higher_total = rules_is (rules, TRUCO_OPTION_SIMULTANEOUS_FINISH, "higher_total");
  set->immediate = rules_is (rules, TRUCO_OPTION_CREDIT_TIMING, "immediate");

  set->envido = truco_rules_has_declaration (rules, TRUCO_DECLARATION_ENVIDO);
  set->flor = truco_rules_has_declaration (rules, TRUCO_DECLARATION_FLOR);
  set->embit = truco_rules_has_declaration (rules, TRUCO_DECLARATION_EMBIT);
  set->flor_optional = truco_rules_get (rules, TRUCO_OPTION_FLOR_ENABLED) != NULL;
  set->points = set->embit ? TRUCO_DECLARATION_EMBIT : TRUCO_DECLARATION_ENVIDO;

  set->ladders = truco_rules_get_ladders (rules, &set->n_ladders);
  for (guint i = 0; i < set->n_ladders; i++)
    if (set->ladder[set->ladders[i].kind] == NULL)
      set->ladder[set->ladders[i].kind] = &set->ladders[i];
  set->falta_mode = resolve_falta_mode (rules);
  set->resto_takes_game = rules_on (rules, TRUCO_OPTION_CFAR_WINNER_TAKES_CHICO);
  set->out_of_turn = rules_on (rules, TRUCO_OPTION_TRUCO_OUT_OF_TURN);

  set->all_parda = truco_rules_get_all_parda (rules);
  set->trick_and_tie = play->trick_and_tie;
  set->tie_word = variant->tie_word;
  set->says_mano = variant->says_mano;
  set->game_word = variant->game_word;

  set->signals = variant->signals;
  set->has_signals = resolve_has_signals (set);

  set->one_card_deal = rules_on (rules, TRUCO_OPTION_ONE_CARD_DEAL);
  set->bonus_cards = rules_on (rules, TRUCO_OPTION_BONUS_CARDS);
  set->put_fold = rules_on (rules, TRUCO_OPTION_PUT_FOLD);
  set->pido_false_value = rules_is (rules, TRUCO_OPTION_PEDIR_FLOR_FALSE_CLAIM, "4") ? 4 : 3;
}

/**
 * truco_rules_resolve:
 * @rules: a rule set
 *
 * Returns: (transfer none): the rule set resolved: every fact of the
 *   variant and its house rules, typed.  It stays valid while @rules
 *   lives and changes with truco_rules_set().
 */
const TrucoRuleSet *
truco_rules_resolve (const TrucoRules *rules)
{
  g_return_val_if_fail (rules != NULL, NULL);
  return &rules->resolved;
}

/* Ladders */

/**
 * truco_rules_get_ladders:
 * @rules: a rule set
 * @n_ladders: (out): the number of ladders
 *
 * Returns: (array length=n_ladders): the betting ladders of this rule set,
 *   in canto order (flor, envido, truco); static.
 */
const TrucoLadder *
truco_rules_get_ladders (const TrucoRules *rules,
                         guint            *n_ladders)
{
  /* Each distinct choice of ladders is copied once into an array of its
   * own, kept for the life of the program (a handful: Argentine's flor
   * and envido house rules make 14), so callers get a plain array. */
  static GPtrArray *sets;   /* of LadderSet */
  G_LOCK_DEFINE_STATIC (sets);
  typedef struct
  {
    const TrucoLadder *chosen[TRUCO_N_BETS];
    guint              n;
    TrucoLadder        ladders[TRUCO_N_BETS];
  } LadderSet;
  const TrucoLadder *chosen[TRUCO_N_BETS] = { NULL };
  gboolean taken[TRUCO_N_BETS] = { FALSE };
  const LadderSet *found = NULL;
  guint n = 0;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (n_ladders != NULL, NULL);

  for (const LadderChoice *choice = rules->variant->ladders; choice->ladder != NULL; choice++)
    {
      gboolean holds = !taken[choice->ladder->kind];

      for (guint j = 0; holds && j < G_N_ELEMENTS (choice->when) && choice->when[j].key != NULL; j++)
        holds = rules_is (rules, choice->when[j].key, choice->when[j].value);
      if (!holds)
        continue;
      g_assert (n < TRUCO_N_BETS);
      taken[choice->ladder->kind] = TRUE;
      chosen[n++] = choice->ladder;
    }

  G_LOCK (sets);
  if (sets == NULL)
    sets = g_ptr_array_new ();
  for (guint i = 0; found == NULL && i < sets->len; i++)
    {
      const LadderSet *set = g_ptr_array_index (sets, i);

      if (set->n == n && memcmp (set->chosen, chosen, sizeof chosen) == 0)
        found = set;
    }
  if (found == NULL)
    {
      LadderSet *set = g_new0 (LadderSet, 1);

      memcpy (set->chosen, chosen, sizeof chosen);
      set->n = n;
      for (guint i = 0; i < n; i++)
        set->ladders[i] = *chosen[i];
      g_ptr_array_add (sets, set);
      found = set;
    }
  G_UNLOCK (sets);

  *n_ladders = found->n;
  return found->ladders;
}

/**
 * truco_rules_get_ladder:
 * @rules: a rule set
 * @kind: which ladder
 *
 * Returns: (nullable): the ladder of @kind in @rules (flor only with
 *   flor_enabled=on; the envido ladder of Truc y Flou is the embit), static
 */
const TrucoLadder *
truco_rules_get_ladder (const TrucoRules *rules,
                        TrucoBetKind      kind)
{
  const TrucoLadder *ladders;
  guint n;

  g_return_val_if_fail (rules != NULL, NULL);

  ladders = truco_rules_get_ladders (rules, &n);
  for (guint i = 0; i < n; i++)
    if (ladders[i].kind == kind)
      return &ladders[i];
  return NULL;
}

/**
 * truco_rules_find_ladder:
 * @rules: a rule set
 * @name: a ladder's name ("truco", "envido", "embit", "flor", "raise", "put")
 *
 * Returns: (nullable): the ladder of @rules with that name, static
 */
const TrucoLadder *
truco_rules_find_ladder (const TrucoRules *rules,
                         const char       *name)
{
  const TrucoLadder *ladders;
  guint n;

  g_return_val_if_fail (rules != NULL && name != NULL, NULL);

  ladders = truco_rules_get_ladders (rules, &n);
  for (guint i = 0; i < n; i++)
    if (strcmp (ladders[i].name, name) == 0)
      return &ladders[i];
  return NULL;
}

/**
 * truco_ladder_get_count:
 *
 * Returns: the number of ladders of all variants (every house rule's)
 */
guint
truco_ladder_get_count (void)
{
  return G_N_ELEMENTS (all_ladders);
}

/**
 * truco_ladder_get_nth:
 *
 * Returns: the @index-th ladder of all variants, static
 */
const TrucoLadder *
truco_ladder_get_nth (guint index)
{
  g_return_val_if_fail (index < G_N_ELEMENTS (all_ladders), NULL);
  return all_ladders[index];
}

/**
 * truco_ladder_lookup:
 * @id: a ladder's id ("ar-envido", "tyf-embit")
 *
 * Returns: (nullable): the ladder with that id, static
 */
const TrucoLadder *
truco_ladder_lookup (const char *id)
{
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (all_ladders); i++)
    if (strcmp (all_ladders[i]->id, id) == 0)
      return all_ladders[i];
  return NULL;
}

/**
 * truco_ladder_get_title:
 * @ladder: a ladder
 *
 * Returns: the translated title ("Envido").
 */
const char *
truco_ladder_get_title (const TrucoLadder *ladder)
{
  return _(ladder->title);
}

/**
 * truco_stake_describe:
 * @stake: a stake
 *
 * Returns: (transfer full): the stake in words: "2", "3 per flor", "falta",
 *   "the game"…
 */
char *
truco_stake_describe (const TrucoStake *stake)
{
  switch (stake->kind)
    {
    case TRUCO_STAKE_NONE:
      /* Translators: a betting call that cannot be refused */
      return g_strdup (_("not possible"));
    case TRUCO_STAKE_POINTS:
      if (stake->per_flor != 0 && stake->points == 0)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d per flor", "%d per flor", stake->per_flor),
                                stake->per_flor);
      return g_strdup_printf ("%d", stake->points);
    case TRUCO_STAKE_ADD:
      /* Translators: envido ladder: the value so far plus %d */
      return g_strdup_printf (_("+%d"), stake->points);
    case TRUCO_STAKE_PREVIOUS:
      return g_strdup (_("the value before the call"));
    case TRUCO_STAKE_FALTA:
      if (stake->per_flor != 0)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "the resto + %d per flor", "the resto + %d per flor", stake->per_flor),
                                stake->per_flor);
      return g_strdup (_("the falta"));
    case TRUCO_STAKE_GAME:
      return g_strdup (_("the game"));
    case TRUCO_STAKE_FREE:
      return g_strdup (_("any higher value"));
    case TRUCO_STAKE_REST_OF_CALLER:
      return g_strdup_printf (_("what the caller needs to reach the target (the other side: that + %d)"), stake->points);
    case TRUCO_STAKE_SHORTFALL:
      return g_strdup_printf (_("the game (the other side: %d + the caller’s shortfall)"), stake->points);
    default:
      g_return_val_if_reached (NULL);
    }
}

const char *
truco_variant_get_match_text (const TrucoVariant *variant)
{
  return variant->match;
}

guint
truco_variant_get_n_wild_cards (const TrucoVariant *variant)
{
  return variant->n_wild_cards;
}
