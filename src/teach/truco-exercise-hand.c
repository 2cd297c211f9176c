/* truco-exercise-hand.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * hand-points: the points of a whole hand, every credit together.  The
 * hand is played by the engine's game (random legal actions from the
 * exercise's seed); its credits and their explanations are the engine's.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdarg.h>
#include <string.h>

#include "truco-exercise-private.h"
#include "truco-game.h"

#define MAX_ACTIONS 72

/* One legal action, chosen the way a lively table plays: calls are made,
 * mostly accepted, nobody leaves the hand. */
static guint
choose_action (const TrucoAction *actions,
               guint              n,
               TrucoRng          *rng)
{
  guint calls[TRUCO_GAME_MAX_ACTIONS], accepts[TRUCO_GAME_MAX_ACTIONS], others[TRUCO_GAME_MAX_ACTIONS];
  guint n_calls = 0, n_accepts = 0, n_others = 0, n_rejects = 0, reject = 0;

  for (guint i = 0; i < n; i++)
    switch (actions[i].kind)
      {
      case TRUCO_ACTION_CALL:
        calls[n_calls++] = i;
        break;
      case TRUCO_ACTION_ACCEPT:
        accepts[n_accepts++] = i;
        break;
      case TRUCO_ACTION_REJECT:
        reject = i;
        n_rejects++;
        break;
      case TRUCO_ACTION_MAZO:
      case TRUCO_ACTION_PIDO_FLOR:
        break;
      default:
        others[n_others++] = i;
        break;
      }
  if (n_accepts + n_rejects > 0 && truco_rng_below (rng, 4) == 0 && n_rejects > 0)
    return reject;
  if (n_accepts > 0 && truco_rng_below (rng, 3) != 0)
    return accepts[truco_rng_below (rng, n_accepts)];
  if (n_calls > 0 && truco_rng_below (rng, 3) == 0)
    return calls[truco_rng_below (rng, n_calls)];
  if (n_others > 0)
    return others[truco_rng_below (rng, n_others)];
  if (n_accepts > 0)
    return accepts[0];
  if (n_rejects > 0)
    return reject;
  return truco_rng_below (rng, n);
}

static char *
sequence_text (const TrucoCredit *credit)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < credit->calls.n_calls; i++)
    {
      if (i > 0)
        g_string_append (s, ", ");
      g_string_append (s, credit->calls.spec->steps[credit->calls.step[i]].call);
    }
  return g_string_free (s, FALSE);
}

/* The hand's questions are put to the learner, the first player of side
 * A: side A is "you" (alone) or "your side", side B the other player by
 * name ("Ana") or "the other side". */
typedef TrucoParty Party;

/* A gallo's table: the learner sits at the first seat of the game (the
 * sides differ in size, or each seat scores alone). */
static gboolean
gallo_table (TrucoGame *game)
{
  return truco_game_get_n_seats (game) == 3;
}

/* With the gallo by turns each seat keeps its own score, and a hand's
 * credits name its sides: 0 the gallo, alone, 1 the pair. */
static gboolean
gallo_turno (TrucoGame *game)
{
  return gallo_table (game) && truco_game_get_n_scores (game) == 3;
}

/* The gallo of the hand by turns: the dealer. */
static guint
hand_gallo (TrucoGame *game)
{
  const TrucoEvent *events;
  guint n_events;

  events = truco_game_get_events (game, &n_events);
  for (guint i = 0; i < n_events; i++)
    if (events[i].kind == TRUCO_EVENT_HAND_STARTED)
      return events[i].seat;
  return 0;
}

static guint
side_size (TrucoGame *game,
           TrucoSide  side)
{
  guint n = 0;

  if (gallo_turno (game))
    return side == TRUCO_SIDE_A ? 1 : 2;

  for (guint s = 0; s < truco_game_get_n_seats (game); s++)
    n += truco_game_get_seat_name (game, s)[0] - 'A' == (int) side;
  return n;
}

static Party
party_of (const TrucoExercise *ex,
          TrucoGame           *game,
          TrucoSide            side)
{
  gboolean alone = side_size (game, side) <= 1;

  (void) ex;
  if (side == TRUCO_SIDE_A)
    return alone ? TRUCO_PARTY_YOU : TRUCO_PARTY_YOUR_SIDE;
  return alone ? TRUCO_PARTY_NAMED : TRUCO_PARTY_OTHER_SIDE;
}

/* The other player, for a side of one. */
static const char *
other_name (const TrucoExercise *ex,
            TrucoGame           *game)
{
  if (gallo_table (game))
    for (guint s = 0; s < truco_game_get_n_seats (game); s++)
      if (truco_game_get_seat_name (game, s)[0] == 'B')
        return truco_exercise_game_seat_name (ex, s);
  return truco_exercise_seat_name (ex, TRUCO_SIDE_B, 1);
}

/* The score before the call, as the learner reads it. */
static char *
score_text (const TrucoExercise *ex,
            TrucoGame           *game,
            const TrucoCredit   *credit)
{
  guint mine = (guint) credit->score_at[0], theirs = (guint) credit->score_at[1];

  if (party_of (ex, game, TRUCO_SIDE_A) == TRUCO_PARTY_YOU)
    /* Translators: %1$u is your score, %2$u the other player's; %3$s is the other player's name ("Ana") */
    return g_strdup_printf (_("The score: you %1$u, %3$s %2$u."), mine, theirs, other_name (ex, game));
  /* Translators: %1$u is your side's score, %2$u the other side's */
  return g_strdup_printf (_("The score: your side %1$u, the other side %2$u."), mine, theirs);
}

/* Who plays with the learner and who against, with partners (the
 * explanation names them). */
static char *
table_text (const TrucoExercise *ex)
{
#define SEAT(s, n) truco_exercise_seat_name (ex, TRUCO_SIDE_##s, n)
  if (SEAT (A, 2) == NULL)
    return NULL;
  if (SEAT (A, 3) == NULL)
    /* Translators: four players; %1$s and %2$s are the names of the other side's players
     * ("Luis", "Marta") */
    return g_strdup_printf (_("%1$s and %2$s play against you and your partner."), SEAT (B, 1), SEAT (B, 2));
  if (SEAT (A, 4) == NULL)
    /* Translators: six players; %1$s and %2$s are your partners' names, %3$s, %4$s and
     * %5$s the other side's ("Ana") */
    return g_strdup_printf (_("%1$s and %2$s are your partners; %3$s, %4$s and %5$s form the other side."),
                            SEAT (A, 2), SEAT (A, 3), SEAT (B, 1), SEAT (B, 2), SEAT (B, 3));
  /* Translators: eight players; %1$s, %2$s and %3$s are your partners' names, %4$s, %5$s,
   * %6$s and %7$s the other side's ("Ana") */
  return g_strdup_printf (_("%1$s, %2$s and %3$s are your partners; %4$s, %5$s, %6$s and %7$s form the other side."),
                          SEAT (A, 2), SEAT (A, 3), SEAT (A, 4), SEAT (B, 1), SEAT (B, 2), SEAT (B, 3), SEAT (B, 4));
#undef SEAT
}

/* What happened, without the points: the question's situation, said to
 * the learner. */
static char *
describe_credit (TrucoExercise     *ex,
                 TrucoGame         *game,
                 const TrucoCredit *credit)
{
  g_autofree char *calls = credit->calls.spec ? sequence_text (credit) : NULL;
  gboolean embit = truco_rules_has_declaration (truco_game_get_rules (game), TRUCO_DECLARATION_EMBIT);
  Party p = party_of (ex, game, credit->side);
  const char *ana = other_name (ex, game);
  g_autofree char *first = NULL, *then = NULL;

  switch (credit->reason)
    {
    case TRUCO_CREDIT_BONUS_CARD:
      {
        g_autofree char *card = truco_exercise_card_text (credit->cards[0]);
        const char *seat = truco_game_get_seat_name (game, credit->seat);
        const char *name = gallo_table (game) ? truco_exercise_game_seat_name (ex, credit->seat)
                                              : truco_exercise_seat_name (ex, seat[0] - 'A', seat[1] - '0');

        if (name == NULL)
          /* Translators: a card ("seven of swords") */
          return g_strdup_printf (_("You played %s to a trick."), card);
        if (seat[0] == 'A' && truco_exercise_seat_name (ex, TRUCO_SIDE_A, 3) == NULL)
          /* Translators: a card ("seven of swords") */
          return g_strdup_printf (_("Your partner played %s to a trick."), card);
        /* Translators: %1$s is a card ("seven of swords"), %2$s a player's name ("Ana") */
        return g_strdup_printf (_("%2$s played %1$s to a trick."), card, name);
      }
    case TRUCO_CREDIT_ENVIDO:
      if (embit)
        /* Translators: the calls as players say them ("j'embide, u aouté") */
        first = g_strdup_printf (_("Embit: the calls were %s, accepted."), calls);
      else
        /* Translators: the calls as players say them ("envido, real envido") */
        first = g_strdup_printf (_("Envido: the calls were %s, accepted."), calls);
      if (credit->other_seat < 0)
        then = truco_party_say (p,
                                /* Translators: %1$u is the envido (or embit) that won; in the third sentence
                                 * %2$s is the other player's name ("Ana") */
                                _("You won it with %1$u, nobody showing a better one."),
                                _("Your side won it with %1$u, nobody showing a better one."),
                                _("%2$s won it with %1$u, nobody showing a better one."),
                                _("The other side won it with %1$u, nobody showing a better one."),
                                credit->value, ana);
      else
        then = truco_party_say (p,
                                /* Translators: %1$u is the envido (or embit) that won, %2$u the other; in
                                 * the third sentence %3$s is the other player's name ("Ana") */
                                _("You won it with %1$u against %2$u."),
                                _("Your side won it with %1$u against %2$u."),
                                _("%3$s won it with %1$u against %2$u."),
                                _("The other side won it with %1$u against %2$u."),
                                credit->value, credit->other_value, ana);
      break;
    case TRUCO_CREDIT_REFUSED:
      first = score_text (ex, game, credit);
      if (credit->calls.n_calls <= 1)
        then = truco_party_say (p,
                                /* Translators: %1$s is a call as players say it ("mi falta"); in the first and
                                 * third sentences %2$s is the other player's name ("Ana") */
                                _("You called %1$s, and %2$s refused it."),
                                _("Your side called %1$s, and the other side refused it."),
                                _("%2$s called %1$s, and you refused it."),
                                _("The other side called %1$s, and your side refused it."),
                                calls, ana);
      else
        then = truco_party_say (p,
                                /* Translators: %1$s is the calls as players say them ("envido, falta envido");
                                 * in the first and third sentences %2$s is the other player's name ("Ana") */
                                _("You made the last of the calls %1$s, and %2$s refused it."),
                                _("Your side made the last of the calls %1$s, and the other side refused it."),
                                _("%2$s made the last of the calls %1$s, and you refused it."),
                                _("The other side made the last of the calls %1$s, and your side refused it."),
                                calls, ana);
      break;
    case TRUCO_CREDIT_HAND:
      if (calls && *calls && embit)
        /* Translators: Truc y Flou; the truc calls as players say them ("truc, arrétruque") */
        first = g_strdup_printf (_("Truc: the calls were %s, accepted."), calls);
      else if (calls && *calls)
        /* Translators: the truco calls as players say them ("truco, retruco") */
        first = g_strdup_printf (_("Truco: the calls were %s, accepted."), calls);
      else if (embit)
        first = g_strdup (_("Nobody called truc."));
      else
        first = g_strdup (_("Nobody called truco."));
      /* Translators: in the third sentence %s is the other player's name ("Ana") */
      then = truco_party_say (p, _("You won the tricks."), _("Your side won the tricks."), _("%s won the tricks."),
                              _("The other side won the tricks."), ana);
      break;
    default:
      return NULL;
    }
  return g_strconcat (first, " ", then, NULL);
}

/* The moment of the truco: 0 nothing called, 1 a call waiting for its
 * answer, 2 accepted, 3 refused. */
static guint
truco_moment (TrucoGame *game)
{
  TrucoView view;
  const TrucoBet *bet;

  truco_game_get_view (game, 0, &view);
  bet = &view.bets[TRUCO_BET_TRUCO];
  if (bet->spec == NULL || bet->n_calls == 0)
    return 0;
  return bet->status == TRUCO_BET_PENDING ? 1 : bet->status == TRUCO_BET_REJECTED ? 3 : 2;
}

/* @mazo_at: the number of actions after which a seat that may go to the
 * mazo does, at the moment @mazo_moment of the truco (0: never). */
static gboolean
play_hand_full (const TrucoRules *rules,
                TrucoRng         *rng,
                guint             mazo_at,
                guint             mazo_moment,
                TrucoGame       **out_game,
                guint64          *out_seed,
                guint8           *out_choices,
                guint            *out_n_choices)
{
  guint64 seed = truco_rng_next (rng);
  TrucoGame *game = truco_game_new (rules, seed);
  TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
  guint n_choices = 0;

  truco_game_set_record_events (game, TRUE);
  while (!truco_game_is_over (game) && truco_game_get_hand_number (game) <= 1 && n_choices < MAX_ACTIONS)
    {
      guint n = truco_game_list_actions (game, actions);
      guint pick = G_MAXUINT;

      if (n == 0)
        break;
      /* While a call waits for its answer the game offers no mazo: going
       * to the mazo then is its refusal, no quiero. */
      if (mazo_at > 0 && n_choices >= mazo_at)
        for (guint i = 0; i < n; i++)
          if ((mazo_moment == 1 ? actions[i].kind == TRUCO_ACTION_REJECT && actions[i].bet == TRUCO_BET_TRUCO
                                : actions[i].kind == TRUCO_ACTION_MAZO)
              && truco_moment (game) == mazo_moment)
            {
              pick = i;
              mazo_at = 0;
              break;
            }
      if (pick == G_MAXUINT)
        pick = choose_action (actions, n, rng);
      if (!truco_game_apply (game, &actions[pick], NULL))
        break;
      out_choices[n_choices++] = pick;
    }
  if (truco_game_get_hand_number (game) <= 1 && !truco_game_is_over (game))
    {
      g_object_unref (game);
      return FALSE;
    }
  *out_game = game;
  *out_seed = seed;
  *out_n_choices = n_choices;
  return TRUE;
}

static gboolean
play_hand (const TrucoRules *rules,
           TrucoRng         *rng,
           TrucoGame       **out_game,
           guint64          *out_seed,
           guint8           *out_choices,
           guint            *out_n_choices)
{
  return play_hand_full (rules, rng, 0, 0, out_game, out_seed, out_choices, out_n_choices);
}

/* @bonus: the Truc y Flou bonus cards must be among the credits (tyf-bonus);
 * else an envido and a truco credit (hand-points). */
static gboolean
generate_hand (TrucoExercise    *ex,
               const TrucoRules *rules,
               TrucoRng         *rng,
               gboolean          bonus)
{
  TrucoGame *game = NULL;
  guint64 seed = 0;
  guint8 choices[MAX_ACTIONS];
  guint n_choices = 0, asked = truco_rng_below (rng, 2);
  const TrucoEvent *events = NULL;
  guint n_events = 0;
  int total[2], envido[2], truco[2], bonuses[2];
  TrucoExplanation *steps;
  GString *prompt;

  for (;;)
    {
      gboolean has_envido = FALSE, has_truco = FALSE, has_bonus = FALSE, other = FALSE;

      g_clear_object (&game);
      if (!play_hand (rules, rng, &game, &seed, choices, &n_choices))
        continue;
      events = truco_game_get_events (game, &n_events);
      total[0] = total[1] = envido[0] = envido[1] = truco[0] = truco[1] = bonuses[0] = bonuses[1] = 0;
      for (guint i = 0; i < n_events; i++)
        {
          const TrucoCredit *c = &events[i].credit;

          if (events[i].kind != TRUCO_EVENT_CREDIT || c->cancelled)
            continue;
          if (c->side > 1)
            other = TRUE;
          else if (c->reason == TRUCO_CREDIT_ENVIDO ||
                   (c->reason == TRUCO_CREDIT_REFUSED && c->bet == TRUCO_BET_ENVIDO))
            has_envido = TRUE, envido[c->side] += c->points;
          else if (c->reason == TRUCO_CREDIT_HAND ||
                   (c->reason == TRUCO_CREDIT_REFUSED && c->bet == TRUCO_BET_TRUCO))
            has_truco = TRUE, truco[c->side] += c->points;
          else if (c->reason == TRUCO_CREDIT_BONUS_CARD)
            has_bonus = TRUE, bonuses[c->side] += c->points;
          else
            other = TRUE;
          if (c->side <= 1)
            total[c->side] += c->points;
        }
      /* Both families credited together, nothing else: the skill's point;
       * and at least two of the mistakes give other numbers. */
      if (bonus && has_bonus)
        /* Ask about a side that played a bonus card. */
        for (guint i = 0; i < n_events; i++)
          if (events[i].kind == TRUCO_EVENT_CREDIT && events[i].credit.reason == TRUCO_CREDIT_BONUS_CARD)
            {
              asked = events[i].credit.side;
              break;
            }
      if (bonus ? has_bonus && has_truco && !other : has_envido && has_truco && !has_bonus && !other)
        {
          int r = total[asked];
          int cand[5] = { r - envido[asked], r - truco[asked], total[1 - asked], r + total[1 - asked], r - bonuses[asked] };
          guint distinct = 0;

          for (guint i = 0; i < 5; i++)
            {
              gboolean dup = cand[i] == r || cand[i] < 0;

              for (guint j = 0; j < i; j++)
                dup |= cand[j] == cand[i];
              distinct += !dup;
            }
          if (distinct >= 2)
            break;
        }
    }

  /* Put to the learner, the first player of side A. */
  truco_exercise_set_players_per_side (ex, truco_game_get_n_seats (game) / truco_game_get_n_sides (game));
  if (gallo_table (game))
    /* The learner is the gallo: by turns, the hand's dealer. */
    truco_exercise_set_game_reader (ex, game, gallo_turno (game) ? hand_gallo (game) : 0);
  else
    truco_exercise_set_reader (ex, TRUCO_SIDE_A);
  steps = truco_explanation_new ();
  prompt = g_string_new (NULL);
  {
    g_autofree char *table = table_text (ex);

    if (table)
      g_string_append (prompt, table);
    else if (gallo_turno (game))
      g_string_append (prompt, _("Three play with the gallo by turns: in this hand you deal, so you are the gallo and play alone against the two others, who form a pair."));
    else if (gallo_table (game) && side_size (game, TRUCO_SIDE_B) == 2)
      g_string_append (prompt, _("Three play with a fixed gallo: you are the gallo and play alone against the two others, who form a pair."));
  }
  for (guint i = 0; i < n_events; i++)
    {
      g_autofree char *line = NULL;

      if (events[i].kind != TRUCO_EVENT_CREDIT || events[i].credit.cancelled)
        continue;
      truco_credit_explain (game, &events[i].credit, steps);
      line = describe_credit (ex, game, &events[i].credit);
      if (line == NULL)
        continue;
      if (prompt->len)
        g_string_append_c (prompt, ' ');
      g_string_append (prompt, line);
    }
  g_string_append_c (prompt, ' ');
  {
    /* Translators: every point of the hand together; in the third sentence %s is the other
     * player's name ("Ana") */
    g_autofree char *question = truco_party_say (party_of (ex, game, asked), _("How many points do you score in this hand, everything together?"),
                                                 _("How many points does your side score in this hand, everything together?"),
                                                 _("How many points does %s score in this hand, everything together?"),
                                                 _("How many points does the other side score in this hand, everything together?"),
                                                 other_name (ex, game));

    g_string_append (prompt, question);
  }
  truco_exercise_set_prompt (ex, g_string_free (prompt, FALSE));
  truco_exercise_set_steps (ex, steps);
  truco_exercise_set_form (ex, TRUCO_ANSWER_NUMBER);
  if (bonus)
    truco_exercise_add_hint (ex, g_strdup (_("The Sword (1E) scores 2 and the Club (1B) scores 1 for the side that plays it, whoever wins the hand.")));
  else
    truco_exercise_add_hint (ex, g_strdup (_("At the end of the hand each side scores its envido and its truco together.")));

  {
    int numbers[4 + MAX_ACTIONS] = { asked, (int) (seed & 0x7fffffff), (int) ((seed >> 31) & 0x7fffffff), (int) (seed >> 62) };
    guint n = 4;

    for (guint i = 0; i < n_choices; i++)
      numbers[n++] = choices[i];
    truco_exercise_set_numbers (ex, numbers, n);
  }

  {
    int right = total[asked], other = total[1 - asked];
    struct { int value; const char *id; char *sentence; } w[5];
    guint n_wrong = 0, k;

#define ADD(v, i, s) G_STMT_START { \
      int _v = (v); gboolean _dup = _v == right || _v < 0; \
      for (guint _j = 0; _j < n_wrong; _j++) _dup |= w[_j].value == _v; \
      if (_dup) g_free (s); else { w[n_wrong].value = _v; w[n_wrong].id = (i); w[n_wrong].sentence = (s); n_wrong++; } \
    } G_STMT_END

    if (bonus)
      ADD (right - bonuses[asked], "forgot-bonus",
           /* Translators: the plural follows the second number, the points left out */
           g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%d leaves out the %d point of the bonus cards: the side that plays the Sword or the Club scores it, whoever wins the hand.",
                                         "%d leaves out the %d points of the bonus cards: the side that plays the Sword or the Club scores them, whoever wins the hand.",
                                         bonuses[asked]),
                            right - bonuses[asked], bonuses[asked]));
    if (truco_rules_has_declaration (rules, TRUCO_DECLARATION_EMBIT))
      ADD (right - envido[asked], "forgot-envido",
           /* Translators: the plural follows the second number, the points left out */
           g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%d leaves out the %d point of the embit: it is credited with the rest at the end of the hand.",
                                         "%d leaves out the %d points of the embit: they are credited with the rest at the end of the hand.",
                                         envido[asked]),
                            right - envido[asked], envido[asked]));
    else
      ADD (right - envido[asked], "forgot-envido",
           /* Translators: the plural follows the second number, the points left out */
           g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%d leaves out the %d point of the envido: it is credited with the rest at the end of the hand.",
                                         "%d leaves out the %d points of the envido: they are credited with the rest at the end of the hand.",
                                         envido[asked]),
                            right - envido[asked], envido[asked]));
    if (truco_rules_has_declaration (rules, TRUCO_DECLARATION_EMBIT))
      ADD (right - truco[asked], "forgot-truco",
           /* Translators: Truc y Flou; the plural follows the second number, the points left out */
           g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%d leaves out the %d point of the truc: it is credited with the rest at the end of the hand.",
                                         "%d leaves out the %d points of the truc: they are credited with the rest at the end of the hand.",
                                         truco[asked]),
                            right - truco[asked], truco[asked]));
    else
      ADD (right - truco[asked], "forgot-truco",
           /* Translators: the plural follows the second number, the points left out */
           g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%d leaves out the %d point of the truco: it is credited with the rest at the end of the hand.",
                                         "%d leaves out the %d points of the truco: they are credited with the rest at the end of the hand.",
                                         truco[asked]),
                            right - truco[asked], truco[asked]));
    ADD (other, "counted-other-side",
         truco_party_say (party_of (ex, game, asked),
                          /* Translators: %1$d is what the other side scores, %2$d the answer; %3$s is the
                           * other player's name ("Ana") */
                          _("%1$d is what %3$s scores; you score %2$d."),
                          _("%1$d is what the other side scores; your side scores %2$d."),
                          _("%1$d is what you score; %3$s scores %2$d."),
                          _("%1$d is what your side scores; the other side scores %2$d."),
                          other, right, other_name (ex, game)));
    ADD (right + other, "added-both-sides",
         truco_party_say (party_of (ex, game, asked),
                          /* Translators: %1$d is both sides' points together, %2$d the answer; in the third
                           * sentence %3$s is the other player's name ("Ana") */
                          _("%1$d adds both players' points; you score only your own, %2$d."),
                          _("%1$d adds both sides' points; your side scores only its own, %2$d."),
                          _("%1$d adds both players' points; %3$s scores %2$d of them."),
                          _("%1$d adds both sides' points; the other side scores only its own, %2$d."),
                          right + other, right, other_name (ex, game)));
#undef ADD

    k = truco_exercise_add_choice (ex, g_strdup_printf ("%d", right), NULL, truco_exercise_format_steps (ex));
    truco_exercise_set_choice_number (ex, k, right);
    for (guint i = 0; i < n_wrong; i++)
      {
        if (i >= 3)
          {
            g_free (w[i].sentence);
            continue;
          }
        k = truco_exercise_add_choice (ex, g_strdup_printf ("%d", w[i].value), w[i].id,
                                       truco_exercise_wrong (ex, w[i].sentence));
        truco_exercise_set_choice_number (ex, k, w[i].value);
      }
  }
  g_object_unref (game);
  truco_exercise_shuffle_choices (ex, rng);
  return TRUE;
}

gboolean
truco_gen_hand_points (TrucoExercise    *ex,
                       const TrucoRules *rules,
                       TrucoRng         *rng)
{
  return generate_hand (ex, rules, rng, FALSE);
}

gboolean
truco_gen_tyf_bonus (TrucoExercise    *ex,
                     const TrucoRules *rules,
                     TrucoRng         *rng)
{
  return generate_hand (ex, rules, rng, TRUE);
}

/* ------------------------------------------------------------------ */
/* mazo-concede                                                         */

/* The truco calls of @bet as sentences. */
static char *
describe_truco (const TrucoBet *bet,
                guint           trick,
                TrucoSide       learner)
{
  GString *s = g_string_new (NULL);

  if (trick == 0)
    g_string_append (s, _("It is the first trick."));
  else if (trick == 1)
    g_string_append (s, _("The first trick is over."));
  else
    g_string_append (s, _("The first two tricks are over."));
  g_string_append_c (s, ' ');
  if (bet->spec == NULL || bet->n_calls == 0)
    g_string_append (s, _("Nobody has called truco."));
  for (guint i = 0; bet->spec && i < bet->n_calls; i++)
    {
      const char *call = bet->spec->steps[bet->step[i]].call;

      if (i > 0)
        g_string_append_c (s, ' ');
      /* The learner, or the other player: Ana. */
      if (i == 0 && bet->side[i] == learner)
        g_string_append_printf (s, _("You called %s."), call);
      else if (i == 0)
        g_string_append_printf (s, _("%1$s called %2$s."), truco_exercise_player_name (0), call);
      else if (bet->side[i] == learner)
        g_string_append_printf (s, _("You raised with %s."), call);
      else
        g_string_append_printf (s, _("%1$s raised with %2$s."), truco_exercise_player_name (0), call);
    }
  if (bet->spec && bet->n_calls > 0)
    {
      TrucoSide answering = 1 - bet->side[bet->n_calls - 1];

      g_string_append_c (s, ' ');
      if (bet->status == TRUCO_BET_PENDING && answering == learner)
        g_string_append (s, _("You have not answered the last call yet."));
      else if (bet->status == TRUCO_BET_PENDING)
        g_string_append_printf (s, _("%s has not answered the last call yet."), truco_exercise_player_name (0));
      else if (answering == learner)
        g_string_append (s, _("You accepted it (quiero)."));
      else
        g_string_append_printf (s, _("%s accepted it (quiero)."), truco_exercise_player_name (0));
    }
  return g_string_free (s, FALSE);
}

static gboolean
needs_two (const TrucoRules *rules)
{
  return truco_exercise_players_of (rules) == 2;
}

/* Numbers as hand-points: [side asked, game seed in 31+31+2 bits, the
 * index of each action taken]; the answer: the points the side asked
 * scores for the hand itself (the fold, or the refused truco call). */
gboolean
truco_gen_mazo_concede (TrucoExercise    *ex,
                        const TrucoRules *rules,
                        TrucoRng         *rng)
{
  TrucoGame *game = NULL;
  guint64 seed = 0;
  guint8 choices[MAX_ACTIONS];
  guint n_choices = 0, mazo_index = 0, trick = 0;
  int right = 0, pending_value = -1;
  TrucoSide folder = TRUCO_SIDE_A, scorer = TRUCO_SIDE_B;
  TrucoBet bet = { 0 };
  TrucoExplanation *steps = NULL;
  g_autofree char *situation = NULL;

  /* The moment of the hand to ask about, among those the scope teaches:
   * nothing called (0), a truco call waiting for its answer (1), a truco
   * accepted (2). */
  static const char * const moments[] = { "ar.mazo.no-truco", "ar.mazo.pending", "ar.mazo.accepted" };
  guint allowed[3], n_allowed = 0, moment;

  for (guint i = 0; i < 3; i++)
    if (truco_exercise_in_scope (ex, moments[i]))
      allowed[n_allowed++] = i;
  moment = n_allowed ? allowed[truco_rng_below (rng, n_allowed)] : truco_rng_below (rng, 3);

  g_assert (needs_two (rules));
  for (;;)
    {
      const TrucoEvent *events;
      guint n_events, actions = 0;
      gboolean found = FALSE, envido_pending = FALSE, ok = FALSE;

      g_clear_object (&game);
      if (!play_hand_full (rules, rng, 1 + truco_rng_below (rng, 10), moment, &game, &seed, choices, &n_choices))
        continue;
      events = truco_game_get_events (game, &n_events);
      trick = 0;
      right = 0;
      for (guint i = 0; i < n_events; i++)
        {
          const TrucoEvent *e = &events[i];

          if (e->kind == TRUCO_EVENT_ACTION)
            {
              if (!found && (e->action.kind == TRUCO_ACTION_MAZO
                             || (moment == 1 && e->action.kind == TRUCO_ACTION_REJECT && e->action.bet == TRUCO_BET_TRUCO)))
                {
                  found = TRUE;
                  mazo_index = actions;
                  folder = truco_game_get_seat_side (game, e->action.seat);
                  scorer = 1 - folder;
                }
              if (!found && e->action.bet == TRUCO_BET_ENVIDO)
                envido_pending = e->action.kind == TRUCO_ACTION_CALL;
              actions++;
            }
          else if (e->kind == TRUCO_EVENT_TRICK && !found)
            trick++;
          else if (e->kind == TRUCO_EVENT_CREDIT && found && !e->credit.cancelled && e->credit.side == scorer
                   && (e->credit.reason == TRUCO_CREDIT_FOLD
                       || (e->credit.reason == TRUCO_CREDIT_REFUSED && e->credit.bet == TRUCO_BET_TRUCO)))
            {
              right += e->credit.points;
              ok = TRUE;
              if (steps == NULL)
                steps = truco_explanation_new ();
              truco_credit_explain (game, &e->credit, steps);
            }
        }
      if (found && ok && !envido_pending)
        {
          g_autoptr(TrucoGame) replay = truco_game_new (rules, seed);
          TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
          TrucoView view;
          guint now;

          /* The truco as it stood when the side went to the mazo. */
          for (guint i = 0; i < mazo_index; i++)
            {
              truco_game_list_actions (replay, actions);
              truco_game_apply (replay, &actions[choices[i]], NULL);
            }
          truco_game_get_view (replay, 0, &view);
          bet = view.bets[TRUCO_BET_TRUCO];
          now = bet.spec == NULL || bet.n_calls == 0 ? 0 : bet.status == TRUCO_BET_PENDING ? 1 : 2;
          if ((bet.spec == NULL || bet.status != TRUCO_BET_REJECTED) && now == moment)
            break;
        }
      g_clear_pointer (&steps, truco_explanation_free);
    }

  if (bet.spec && bet.status == TRUCO_BET_PENDING)
    {
      TrucoBetContext ctx;

      truco_bet_context_init (&ctx, rules);
      pending_value = (int) truco_bet_accepted_value (&bet, &ctx, scorer);
    }

  truco_exercise_need (ex, "ar.mazo.fold");
  if (bet.spec == NULL || bet.n_calls == 0)
    truco_exercise_need (ex, "ar.mazo.no-truco");
  else if (bet.status == TRUCO_BET_PENDING)
    truco_exercise_need (ex, "ar.mazo.pending");
  else
    truco_exercise_need (ex, "ar.mazo.accepted");

  /* Asked of the learner, who goes to the mazo; the other player is Ana. */
  situation = describe_truco (&bet, trick, folder);
  truco_exercise_set_steps (ex, steps);
  truco_exercise_set_players_per_side (ex, 1);
  truco_exercise_set_reader (ex, folder);
  truco_exercise_set_form (ex, TRUCO_ANSWER_NUMBER);
  /* Translators: %1$s is the situation (sentences), %2$s the other player's name ("Ana") */
  truco_exercise_set_prompt (ex, g_strdup_printf (_("Two play. %1$s Now you go to the mazo: you throw in your cards and leave the hand. How many points does %2$s score for the hand?"),
                                                  situation, truco_exercise_player_name (0)));
  truco_exercise_add_hint (ex, g_strdup (_("Going to the mazo gives the other side what the hand is worth at that moment: 1 with no truco, the accepted level of the truco, and a call still waiting for its answer counts as refused.")));

  {
    int numbers[4 + MAX_ACTIONS] = { scorer, (int) (seed & 0x7fffffff), (int) ((seed >> 31) & 0x7fffffff), (int) (seed >> 62) };
    guint n = 4;

    for (guint i = 0; i < n_choices; i++)
      numbers[n++] = choices[i];
    truco_exercise_set_numbers (ex, numbers, n);
  }

  {
    struct { int value; const char *id; char *sentence; } w[4];
    guint n_wrong = 0, k;
    const char *ana = truco_exercise_player_name (0);

#define ADD(v, i, s) G_STMT_START { \
      int _v = (v); gboolean _dup = _v == right || _v < 0; \
      for (guint _j = 0; _j < n_wrong; _j++) _dup |= w[_j].value == _v; \
      if (_dup) g_free (s); else { w[n_wrong].value = _v; w[n_wrong].id = (i); w[n_wrong].sentence = (s); n_wrong++; } \
    } G_STMT_END

    if (pending_value >= 0)
      ADD (pending_value, "paid-pending-call",
           /* Translators: %1$d is what the hand would be worth, %2$s the other player's name ("Ana"), %3$d the answer */
           g_strdup_printf (_("%1$d is what the hand would be worth if the last call were accepted; you went to the mazo instead of answering, which refuses it: %2$s scores %3$d."),
                            pending_value, ana, right));
    ADD (1, "mazo-concedes-one",
         /* Translators: %1$s is the other player's name ("Ana"), %2$d the answer */
         g_strdup_printf (_("Going to the mazo does not always give 1: %1$s scores what the hand is worth at that moment, %2$d."), ana, right));
    ADD (0, "mazo-free",
         /* Translators: %1$s is the other player's name ("Ana"), %2$d the answer */
         g_strdup_printf (_("Leaving the hand is not free: %1$s scores %2$d."), ana, right));
    ADD (right + 1, "concede-next-level",
         /* Translators: %1$d is one more than the answer, %2$s the other player's name ("Ana"), %3$d the answer */
         g_strdup_printf (_("%1$d is one more than the hand is worth; %2$s scores what it was worth when you left, %3$d."),
                          right + 1, ana, right));
#undef ADD

    k = truco_exercise_add_choice (ex, g_strdup_printf ("%d", right), NULL, truco_exercise_format_steps (ex));
    truco_exercise_set_choice_number (ex, k, right);
    for (guint i = 0; i < n_wrong; i++)
      {
        if (i >= 3)
          {
            g_free (w[i].sentence);
            continue;
          }
        k = truco_exercise_add_choice (ex, g_strdup_printf ("%d", w[i].value), w[i].id,
                                       truco_exercise_wrong (ex, w[i].sentence));
        truco_exercise_set_choice_number (ex, k, w[i].value);
      }
  }
  g_object_unref (game);
  truco_exercise_shuffle_choices (ex, rng);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* gallo-score                                                          */

/* A credit of the gallo's table, said to the learner: @form 0 you (the
 * gallo) win, 1 the pair facing you wins (@a and @b), 2 the gallo (@a)
 * wins, facing you, 3 you and your partner (@a) win. */
static char *
gallo_credit_text (const TrucoCredit *c,
                   guint              form,
                   const char        *a,
                   const char        *b)
{
  const char *forms[4];
  guint points = (guint) c->points;

  switch (c->reason)
    {
    case TRUCO_CREDIT_ENVIDO:
      /* Translators: %1$u is the points (the plural follows them); %2$s and %3$s are
       * players' names ("Ana") */
      forms[0] = g_dngettext (GETTEXT_PACKAGE, "You win %1$u point for the envido.", "You win %1$u points for the envido.", points);
      forms[1] = g_dngettext (GETTEXT_PACKAGE, "%2$s and %3$s win %1$u point for the envido.", "%2$s and %3$s win %1$u points for the envido.", points);
      forms[2] = g_dngettext (GETTEXT_PACKAGE, "%2$s wins %1$u point for the envido.", "%2$s wins %1$u points for the envido.", points);
      forms[3] = g_dngettext (GETTEXT_PACKAGE, "You and %2$s win %1$u point for the envido.", "You and %2$s win %1$u points for the envido.", points);
      break;
    case TRUCO_CREDIT_REFUSED:
      /* Translators: %1$u is the points (the plural follows them); %2$s and %3$s are
       * players' names ("Ana") */
      forms[0] = g_dngettext (GETTEXT_PACKAGE, "You win %1$u point for a call the other side refused.", "You win %1$u points for a call the other side refused.", points);
      forms[1] = g_dngettext (GETTEXT_PACKAGE, "%2$s and %3$s win %1$u point for a call you refused.", "%2$s and %3$s win %1$u points for a call you refused.", points);
      forms[2] = g_dngettext (GETTEXT_PACKAGE, "%2$s wins %1$u point for a call your side refused.", "%2$s wins %1$u points for a call your side refused.", points);
      forms[3] = g_dngettext (GETTEXT_PACKAGE, "You and %2$s win %1$u point for a call the gallo refused.", "You and %2$s win %1$u points for a call the gallo refused.", points);
      break;
    case TRUCO_CREDIT_FOLD:
      /* Translators: %1$u is the points (the plural follows them); %2$s and %3$s are
       * players' names ("Ana"); the mazo: leaving the hand */
      forms[0] = g_dngettext (GETTEXT_PACKAGE, "You win %1$u point for the hand: the other side went to the mazo.", "You win %1$u points for the hand: the other side went to the mazo.", points);
      forms[1] = g_dngettext (GETTEXT_PACKAGE, "%2$s and %3$s win %1$u point for the hand: you went to the mazo.", "%2$s and %3$s win %1$u points for the hand: you went to the mazo.", points);
      forms[2] = g_dngettext (GETTEXT_PACKAGE, "%2$s wins %1$u point for the hand: your side went to the mazo.", "%2$s wins %1$u points for the hand: your side went to the mazo.", points);
      forms[3] = g_dngettext (GETTEXT_PACKAGE, "You and %2$s win %1$u point for the hand: the gallo went to the mazo.", "You and %2$s win %1$u points for the hand: the gallo went to the mazo.", points);
      break;
    case TRUCO_CREDIT_HAND:
    default:
      /* Translators: %1$u is the points (the plural follows them); %2$s and %3$s are
       * players' names ("Ana") */
      forms[0] = g_dngettext (GETTEXT_PACKAGE, "You win %1$u point for the hand.", "You win %1$u points for the hand.", points);
      forms[1] = g_dngettext (GETTEXT_PACKAGE, "%2$s and %3$s win %1$u point for the hand.", "%2$s and %3$s win %1$u points for the hand.", points);
      forms[2] = g_dngettext (GETTEXT_PACKAGE, "%2$s wins %1$u point for the hand.", "%2$s wins %1$u points for the hand.", points);
      forms[3] = g_dngettext (GETTEXT_PACKAGE, "You and %2$s win %1$u point for the hand.", "You and %2$s win %1$u points for the hand.", points);
      break;
    }
  return g_strdup_printf (forms[form], points, a, b);
}

/* Numbers as hand-points, the first one the seat asked about; the answer:
 * the points that go on that player's score (his side's score with a
 * fixed gallo, his own with the gallo by turns). */
gboolean
truco_gen_gallo_score (TrucoExercise    *ex,
                       const TrucoRules *rules,
                       TrucoRng         *rng)
{
  TrucoGame *game = NULL;
  guint64 seed = 0;
  guint8 choices[MAX_ACTIONS];
  guint n_choices = 0, asked = 0, gallo = 0;
  gboolean turno = FALSE;
  int right = 0, side_total[2] = { 0, 0 };
  TrucoExplanation *steps = NULL;
  GString *prompt;
  const char *gallo_name, *pair_a, *pair_b;

  for (;;)
    {
      const TrucoEvent *events;
      guint n_events;
      gboolean other = FALSE, any = FALSE;

      g_clear_object (&game);
      g_clear_pointer (&steps, truco_explanation_free);
      if (!play_hand (rules, rng, &game, &seed, choices, &n_choices))
        continue;
      turno = truco_game_get_n_scores (game) == 3;
      events = truco_game_get_events (game, &n_events);
      /* The gallo of this hand: with a fixed gallo the first seat, by
       * turns the dealer; his account is his seat's by turns, side A's
       * with a fixed gallo. */
      gallo = 0;
      for (guint i = 0; turno && i < n_events; i++)
        if (events[i].kind == TRUCO_EVENT_HAND_STARTED)
          {
            gallo = events[i].seat;
            break;
          }
      asked = truco_rng_below (rng, 3);
      right = side_total[0] = side_total[1] = 0;
      steps = truco_explanation_new ();
      for (guint i = 0; i < n_events; i++)
        {
          const TrucoCredit *c = &events[i].credit;

          if (events[i].kind != TRUCO_EVENT_CREDIT || c->cancelled)
            continue;
          if (c->reason != TRUCO_CREDIT_ENVIDO && c->reason != TRUCO_CREDIT_HAND
              && c->reason != TRUCO_CREDIT_REFUSED && c->reason != TRUCO_CREDIT_FOLD)
            other = TRUE;
          /* side_total: 0 the gallo, 1 the pair. */
          side_total[(c->accounts >> (turno ? gallo : 0)) & 1 ? 0 : 1] += c->points;
          any = TRUE;
          truco_credit_explain (game, c, steps);
        }
      if (other || !any)
        continue;
      for (guint i = 0; i < n_events; i++)
        {
          const TrucoCredit *c = &events[i].credit;
          guint account = turno ? asked : asked == gallo ? 0 : 1;

          if (events[i].kind == TRUCO_EVENT_CREDIT && !c->cancelled && ((c->accounts >> account) & 1))
            right += c->points;
        }
      /* A pair's player when they scored, so the rule shows. */
      if (asked == gallo && side_total[1] > 0 && truco_rng_below (rng, 3))
        continue;
      break;
    }

  truco_exercise_need (ex, turno ? "ar.players.gallo-turno" : "ar.players.gallo-fijo");
  truco_exercise_set_steps (ex, steps);
  truco_exercise_set_form (ex, TRUCO_ANSWER_NUMBER);
  /* The question is put to the learner, the player asked about. */
  truco_exercise_set_game_reader (ex, game, asked);

  prompt = g_string_new (NULL);
  {
    /* The pair: the two seats but the gallo's; with the learner in it,
     * the first is the other one. */
    guint pair[2], k = 0;

    for (guint s = 0; s < 3; s++)
      if (s != gallo)
        pair[k++] = s;
    if (pair[0] == asked)
      {
        pair[0] = pair[1];
        pair[1] = asked;
      }
    pair_a = truco_exercise_game_seat_name (ex, pair[0]);
    pair_b = truco_exercise_game_seat_name (ex, pair[1]);
  }
  gallo_name = truco_exercise_game_seat_name (ex, gallo);
  if (asked == gallo && turno)
    g_string_append (prompt, _("Three play with the gallo by turns: in this hand you deal, so you are the gallo and play alone against the two others, who form a pair."));
  else if (asked == gallo)
    g_string_append (prompt, _("Three play with a fixed gallo: you are the gallo and play alone against the two others, who form a pair."));
  else if (turno)
    /* Translators: %1$s is the name of the dealer, the gallo ("Luis"), %2$s your partner's ("Ana") */
    g_string_append_printf (prompt, _("Three play with the gallo by turns: in this hand %1$s deals and is the gallo, playing alone; you and %2$s form the pair."),
                            gallo_name, pair_a);
  else
    /* Translators: %1$s is the name of the gallo ("Luis"), %2$s your partner's ("Ana") */
    g_string_append_printf (prompt, _("Three play with a fixed gallo: %1$s is the gallo and plays alone; you and %2$s form the pair."),
                            gallo_name, pair_a);
  {
    const TrucoEvent *events;
    guint n_events;

    events = truco_game_get_events (game, &n_events);
    for (guint i = 0; i < n_events; i++)
      {
        const TrucoCredit *c = &events[i].credit;
        gboolean to_gallo;
        g_autofree char *text = NULL;

        if (events[i].kind != TRUCO_EVENT_CREDIT || c->cancelled)
          continue;
        to_gallo = (c->accounts >> (turno ? gallo : 0)) & 1;
        if (asked == gallo)
          text = gallo_credit_text (c, to_gallo ? 0 : 1, pair_a, pair_b);
        else
          text = gallo_credit_text (c, to_gallo ? 2 : 3, to_gallo ? gallo_name : pair_a, NULL);
        g_string_append_c (prompt, ' ');
        g_string_append (prompt, text);
      }
  }
  g_string_append_c (prompt, ' ');
  g_string_append (prompt, _("How many points go on your score in this hand?"));
  truco_exercise_set_prompt (ex, g_string_free (prompt, FALSE));
  if (turno)
    truco_exercise_add_hint (ex, g_strdup (_("With the gallo by turns each player keeps his own score: what the pair wins goes on the score of each of its two players, whole.")));
  else
    truco_exercise_add_hint (ex, g_strdup (_("With a fixed gallo the pair keeps one score for both: what it wins goes on that score once.")));

  {
    int numbers[4 + MAX_ACTIONS] = { (int) asked, (int) (seed & 0x7fffffff), (int) ((seed >> 31) & 0x7fffffff), (int) (seed >> 62) };
    guint n = 4;

    for (guint i = 0; i < n_choices; i++)
      numbers[n++] = choices[i];
    truco_exercise_set_numbers (ex, numbers, n);
  }

  {
    struct { int value; const char *id; char *sentence; } w[4];
    guint n_wrong = 0, k;
    guint own = asked == gallo ? 0 : 1;
    int pair = side_total[1];
    int mine = side_total[own], theirs = side_total[1 - own];
#define ADD(v, i, s) G_STMT_START { \
      int _v = (v); gboolean _dup = _v == right || _v < 0; \
      for (guint _j = 0; _j < n_wrong; _j++) _dup |= w[_j].value == _v; \
      if (_dup) g_free (s); else { w[n_wrong].value = _v; w[n_wrong].id = (i); w[n_wrong].sentence = (s); n_wrong++; } \
    } G_STMT_END

    if (asked != gallo && turno && pair % 2 == 0)
      ADD (pair / 2, "split-between-pair",
           g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: %1$d is half the points your pair won, %2$d those
                                          * points (the plural follows them) */
                                         "%1$d splits your pair's %2$d point between the two of you; with the gallo by turns each of you scores all %2$d.",
                                         "%1$d splits your pair's %2$d points between the two of you; with the gallo by turns each of you scores all %2$d.", pair),
                            pair / 2, pair));
    if (asked != gallo && !turno)
      ADD (2 * pair, "pair-credited-twice",
           g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: %1$d is twice the points your pair won, %2$d those
                                          * points (the plural follows them) */
                                         "%1$d counts your pair's %2$d point once for each of you; with a fixed gallo the pair keeps one score, and it goes on it once.",
                                         "%1$d counts your pair's %2$d points once for each of you; with a fixed gallo the pair keeps one score, and they go on it once.", pair),
                            2 * pair, pair));
    ADD (theirs, "counted-other-side",
         asked == gallo
         /* Translators: %1$d is what the pair won, %2$d what you won, the gallo */
         ? g_strdup_printf (_("%1$d is what the pair won; your score takes what you won, %2$d."), theirs, mine)
         /* Translators: %1$d is what the gallo won, %2$d what your pair won */
         : g_strdup_printf (_("%1$d is what the gallo won; your score takes what your pair won, %2$d."), theirs, mine));
    ADD (mine + theirs, "added-both-sides",
         asked == gallo
         /* Translators: %1$d is what both sides won, %2$d what you won, the gallo */
         ? g_strdup_printf (_("%1$d adds what both sides won; your score takes only what you won, %2$d."), mine + theirs, mine)
         /* Translators: %1$d is what both sides won, %2$d what your pair won */
         : g_strdup_printf (_("%1$d adds what both sides won; your score takes only what your pair won, %2$d."), mine + theirs, mine));
#undef ADD

    k = truco_exercise_add_choice (ex, g_strdup_printf ("%d", right), NULL, truco_exercise_format_steps (ex));
    truco_exercise_set_choice_number (ex, k, right);
    for (guint i = 0; i < n_wrong; i++)
      {
        if (i >= 3)
          {
            g_free (w[i].sentence);
            continue;
          }
        k = truco_exercise_add_choice (ex, g_strdup_printf ("%d", w[i].value), w[i].id,
                                       truco_exercise_wrong (ex, w[i].sentence));
        truco_exercise_set_choice_number (ex, k, w[i].value);
      }
  }
  g_object_unref (game);
  truco_exercise_shuffle_choices (ex, rng);
  return TRUE;
}
