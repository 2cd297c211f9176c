/* truco-variant-tables.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The variants as a rulebook: each variant's house rules and their
 * choices, its card order, how it is played, the names of its cards and
 * which ladders it bets on (the ladders themselves are in
 * truco-ladder-registry.c).  Nothing here is code: truco-variant.c and
 * truco-rules.c read these tables, and check them when first used.
 * doc/rules.md says the same rules in words, by section (§2–§6, house
 * rules §8). */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "truco-variant-tables.h"

/* ----------------------------------------------------------------------
 * Options.  Choices are listed with the default first where the rules
 * name one usual choice.
 * -------------------------------------------------------------------- */

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

const RankingSpec truco_ranking_specs[N_RANKINGS] = {
  [RANKING_TRUCO] = { TRUCO_DECK_SPANISH_40, truco_spec },
  [RANKING_CATALAN] = { TRUCO_DECK_SPANISH_40, catalan_spec },
  [RANKING_FR_78A] = { TRUCO_DECK_FRENCH_32, fr_78a_spec },
  [RANKING_FR_87A] = { TRUCO_DECK_FRENCH_32, fr_87a_spec },
  [RANKING_FR_7A8] = { TRUCO_DECK_FRENCH_32, fr_7a8_spec },
  [RANKING_FR_36] = { TRUCO_DECK_FRENCH_36, fr_36_spec },
  [RANKING_PUT] = { TRUCO_DECK_FRENCH_52, put_spec },
};

/* ----------------------------------------------------------------------
 * Variants.
 * -------------------------------------------------------------------- */

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
  { &truco_ladder_ar_flor_four_cfar, { FLOR_ON, { "flor_scheme", "four_point" }, CFAR_ON } },
  { &truco_ladder_ar_flor_four,      { FLOR_ON, { "flor_scheme", "four_point" } } },
  { &truco_ladder_ar_flor_3n_cfar,   { FLOR_ON, { "flor_contest_base", "3n" }, CFAR_ON } },
  { &truco_ladder_ar_flor_3n,        { FLOR_ON, { "flor_contest_base", "3n" } } },
  { &truco_ladder_ar_flor_cfar,      { FLOR_ON, CFAR_ON } },
  { &truco_ladder_ar_flor,           { FLOR_ON } },
  { &truco_ladder_ar_envido_free,    { { "envido_ladder", "free" } } },
  { &truco_ladder_ar_envido },
  { &truco_ladder_ar_truco },
  { NULL }
};
static const LadderChoice cat_ladders[] = { { &truco_ladder_cat_truc }, { NULL } };
static const LadderChoice fr_ladders[] = { { &truco_ladder_fr_raise }, { NULL } };
static const LadderChoice tyf_ladders[] = { { &truco_ladder_tyf_flor }, { &truco_ladder_tyf_embit }, { &truco_ladder_tyf_truc }, { NULL } };
static const LadderChoice put_ladders[] = { { &truco_ladder_put }, { NULL } };

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

const TrucoVariant *truco_variants = variants;
const guint truco_n_variants = G_N_ELEMENTS (variants);

/* Options that change nothing unless another option has a given value:
 * the flor rules while nobody plays with flor, the pica-pica rule below six
 * players, the malas and buenas of a chico shorter than 30, the captains of
 * a one-against-one game. */
static const OptionDependency option_dependencies[] = {
  { "flor_scheme", "flor_enabled", { "on" }, N_("Only when playing with flor.") },
  { "flor_contest_base", "flor_enabled", { "on" }, N_("Only when playing with flor.") },
  { "cfar_winner_takes_chico", "flor_enabled", { "on" }, N_("Only when playing with flor.") },
  { "pedir_flor_false_claim", "flor_enabled", { "on" }, N_("Only when playing with flor.") },
  { "pica_pica_until", "players", { "6", "8" }, N_("Only with six or eight players, who play pica-pica.") },
  { "malas_buenas", "target", { "30" }, N_("Only in a chico of 30 points.") },
  { "cat_captain_answers", "players", { "4" }, N_("Only with four players, in sides of two.") },
};

const OptionDependency *truco_option_dependencies = option_dependencies;
const guint truco_n_option_dependencies = G_N_ELEMENTS (option_dependencies);
