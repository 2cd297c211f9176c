/* truco-ladder-registry.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The betting ladders of every variant, as a rulebook: each call, how
 * players say it, its answers and what it is worth accepted or refused;
 * and the lookups by id.  The variants choose among them by their house
 * rules (truco-variant-tables.c); truco-ladder.c runs them.  Their
 * tables in words: doc/rules.md §2.6–§2.9, §3, §4, §5.4–§5.6, §6. */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "truco-variant-tables.h"

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

const TrucoLadder truco_ladder_ar_truco = {
  .id = "ar-truco", .name = "truco", .kind = TRUCO_BET_TRUCO, .title = N_("Truco"), .base = 1,
  .order = TRUCO_LADDER_ORDER_STEPS, .raise_right = TRUCO_RAISE_ACCEPTING_SIDE,
  /* Each call must be accepted with the word quiero before it can be
   * raised: a raise over a pending call is said "quiero retruco". */
  .raise_needs_quiero = TRUE,
  STEPS (ar_truco_steps),
};
const TrucoLadder truco_ladder_ar_envido = {
  .id = "ar-envido", .name = "envido", .kind = TRUCO_BET_ENVIDO, .title = N_("Envido"), .base = 1,
  .order = TRUCO_LADDER_ORDER_SUBSEQUENCE, .raise_right = TRUCO_RAISE_ANSWERING_SIDE,
  STEPS (ar_envido_steps),
};
const TrucoLadder truco_ladder_ar_envido_free = {
  .id = "ar-envido-free", .name = "envido", .kind = TRUCO_BET_ENVIDO, .title = N_("Envido"), .base = 1,
  .order = TRUCO_LADDER_ORDER_ANY, .raise_right = TRUCO_RAISE_ANSWERING_SIDE,
  STEPS (ar_envido_free_steps),
};
#define AR_FLOR(ladder_id, steps) \
  .id = ladder_id, .name = "flor", .kind = TRUCO_BET_FLOR, .title = N_("Flor"), .base = 3, \
  .order = TRUCO_LADDER_ORDER_SUBSEQUENCE, .raise_right = TRUCO_RAISE_ANSWERING_SIDE, \
  STEPS (steps), .unanswered = PER_FLOR (3)
const TrucoLadder truco_ladder_ar_flor = { AR_FLOR ("ar-flor", ar_flor_steps) };
const TrucoLadder truco_ladder_ar_flor_3n = { AR_FLOR ("ar-flor-3n", ar_flor_3n_steps) };
const TrucoLadder truco_ladder_ar_flor_four = { AR_FLOR ("ar-flor-four-point", ar_flor_four_steps) };
const TrucoLadder truco_ladder_ar_flor_cfar = { AR_FLOR ("ar-flor-cfar", ar_flor_cfar_steps) };
const TrucoLadder truco_ladder_ar_flor_3n_cfar = { AR_FLOR ("ar-flor-3n-cfar", ar_flor_3n_cfar_steps) };
const TrucoLadder truco_ladder_ar_flor_four_cfar = { AR_FLOR ("ar-flor-four-point-cfar", ar_flor_four_cfar_steps) };
const TrucoLadder truco_ladder_cat_truc = {
  .id = "cat-truc", .name = "truco", .kind = TRUCO_BET_TRUCO, .title = N_("Truc"), .base = 1,
  .order = TRUCO_LADDER_ORDER_STEPS, .raise_right = TRUCO_RAISE_ACCEPTING_SIDE,
  STEPS (cat_truc_steps),
};
const TrucoLadder truco_ladder_fr_raise = {
  .id = "fr-raise", .name = "raise", .kind = TRUCO_BET_TRUCO, .title = N_("Raises"), .base = 1,
  .order = TRUCO_LADDER_ORDER_FREE, .raise_right = TRUCO_RAISE_OTHER_SIDE,
  /* A raise names any value below the whole game of 12. */
  .max_chosen = 11,
  STEPS (fr_raise_steps),
};
const TrucoLadder truco_ladder_tyf_truc = {
  .id = "tyf-truc", .name = "truco", .kind = TRUCO_BET_TRUCO, .title = N_("Truc"), .base = 1,
  .order = TRUCO_LADDER_ORDER_STEPS, .raise_right = TRUCO_RAISE_ACCEPTING_SIDE,
  STEPS (tyf_truc_steps),
};
const TrucoLadder truco_ladder_tyf_embit = {
  .id = "tyf-embit", .name = "embit", .kind = TRUCO_BET_ENVIDO, .title = N_("Embit"), .base = 1,
  .order = TRUCO_LADDER_ORDER_OPENING_THEN_ONE, .raise_right = TRUCO_RAISE_ANSWERING_SIDE,
  STEPS (tyf_embit_steps),
};
const TrucoLadder truco_ladder_tyf_flor = {
  .id = "tyf-flor", .name = "flor", .kind = TRUCO_BET_FLOR, .title = N_("Flor"), .base = 3,
  .order = TRUCO_LADDER_ORDER_STEPS, .raise_right = TRUCO_RAISE_ANSWERING_SIDE,
  STEPS (tyf_flor_steps), .unanswered = PER_FLOR (3),
};
const TrucoLadder truco_ladder_put = {
  .id = "put-put", .name = "put", .kind = TRUCO_BET_TRUCO, .title = N_("Put"), .base = 1,
  .order = TRUCO_LADDER_ORDER_STEPS, .raise_right = TRUCO_RAISE_ANSWERING_SIDE,
  STEPS (put_steps),
};

/* Every ladder of every variant, for lookups by id and for the checks. */
static const TrucoLadder *const all_ladders[] = {
  &truco_ladder_ar_truco, &truco_ladder_ar_envido, &truco_ladder_ar_envido_free, &truco_ladder_ar_flor, &truco_ladder_ar_flor_3n,
  &truco_ladder_ar_flor_four, &truco_ladder_ar_flor_cfar, &truco_ladder_ar_flor_3n_cfar, &truco_ladder_ar_flor_four_cfar,
  &truco_ladder_cat_truc, &truco_ladder_fr_raise, &truco_ladder_tyf_truc, &truco_ladder_tyf_embit, &truco_ladder_tyf_flor, &truco_ladder_put,
};

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
