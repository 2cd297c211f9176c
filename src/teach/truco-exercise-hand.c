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

/* What happened, without the points: the question's situation. */
static char *
describe_credit (TrucoGame         *game,
                 const TrucoCredit *credit)
{
  const char *side = truco_side_get_letter (credit->side);
  g_autofree char *calls = credit->calls.spec ? sequence_text (credit) : NULL;
  gboolean embit = truco_rules_has_declaration (truco_game_get_rules (game), TRUCO_DECLARATION_EMBIT);

  switch (credit->reason)
    {
    case TRUCO_CREDIT_BONUS_CARD:
      {
        g_autofree char *card = truco_exercise_card_text (credit->cards[0]);
        const char *name = truco_game_get_seat_name (game, credit->seat);
        g_autofree char *who = truco_seat_describe (name[0] - 'A', name[1] - '0',
                                                    truco_game_get_n_seats (game) / truco_game_get_n_sides (game));
        g_autofree char *text = NULL;

        /* Translators: a player ("the first player of side A"), then a card */
        text = g_strdup_printf (_("%s played %s to a trick."), who, card);
        /* The sentence opens with the player's name. */
        return g_strconcat ((char []) { (char) g_ascii_toupper (text[0]), '\0' }, text + 1, NULL);
      }
    case TRUCO_CREDIT_ENVIDO:
      if (embit && credit->other_seat < 0)
        /* Translators: the calls as players say them ("j'embide, u aouté"), a side, its embit */
        return g_strdup_printf (_("Embit: the calls were %s, accepted; side %s won it with %u, nobody showing a better one."),
                                calls, side, credit->value);
      if (embit)
        return g_strdup_printf (_("Embit: the calls were %s, accepted; side %s won it with %u against %u."),
                                calls, side, credit->value, credit->other_value);
      if (credit->other_seat < 0)
        /* Translators: the calls as players say them ("envido, real envido"), a side, its envido */
        return g_strdup_printf (_("Envido: the calls were %s, accepted; side %s won it with %u, nobody showing a better one."),
                                calls, side, credit->value);
      /* Translators: the calls as players say them ("envido, real envido"), a side, two envido values */
      return g_strdup_printf (_("Envido: the calls were %s, accepted; side %s won it with %u against %u."),
                              calls, side, credit->value, credit->other_value);
    case TRUCO_CREDIT_REFUSED:
      /* Translators: the calls as players say them; the last one was answered no quiero */
      return g_strdup_printf (_("The calls %s ended with a refusal."), calls);
    case TRUCO_CREDIT_HAND:
      if (calls && *calls && embit)
        /* Translators: Truc y Flou; the truc calls as players say them ("truc, arrétruque"), then a side */
        return g_strdup_printf (_("Truc: the calls were %s, accepted, and side %s won the tricks."), calls, side);
      if (calls && *calls)
        /* Translators: the truco calls as players say them ("truco, retruco"), then a side */
        return g_strdup_printf (_("Truco: the calls were %s, accepted, and side %s won the tricks."), calls, side);
      if (embit)
        return g_strdup_printf (_("Nobody called truc, and side %s won the tricks."), side);
      return g_strdup_printf (_("Nobody called truco, and side %s won the tricks."), side);
    default:
      return NULL;
    }
}

static gboolean
play_hand (const TrucoRules *rules,
           TrucoRng         *rng,
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
      guint pick;

      if (n == 0)
        break;
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

  steps = truco_explanation_new ();
  prompt = g_string_new (NULL);
  for (guint i = 0; i < n_events; i++)
    {
      g_autofree char *line = NULL;

      if (events[i].kind != TRUCO_EVENT_CREDIT || events[i].credit.cancelled)
        continue;
      truco_credit_explain (game, &events[i].credit, steps);
      line = describe_credit (game, &events[i].credit);
      if (line == NULL)
        continue;
      if (prompt->len)
        g_string_append_c (prompt, ' ');
      g_string_append (prompt, line);
    }
  g_string_append_c (prompt, ' ');
  /* Translators: a side; every point of the hand together */
  g_string_append_printf (prompt, _("How many points does side %s score in this hand, everything together?"),
                          truco_side_get_letter (asked));
  truco_exercise_set_prompt (ex, g_string_free (prompt, FALSE));
  truco_exercise_set_steps (ex, steps);
  truco_exercise_set_players_per_side (ex, truco_game_get_n_seats (game) / truco_game_get_n_sides (game));
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
    ADD (right - truco[asked], "forgot-truco",
         /* Translators: the plural follows the second number, the points left out */
         g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%d leaves out the %d point of the truco: it is credited with the rest at the end of the hand.",
                                       "%d leaves out the %d points of the truco: they are credited with the rest at the end of the hand.",
                                       truco[asked]),
                          right - truco[asked], truco[asked]));
    ADD (other, "counted-other-side",
         g_strdup_printf (_("%d is what side %s scores; side %s scores %d."),
                          other, truco_side_get_letter (1 - asked), truco_side_get_letter (asked), right));
    ADD (right + other, "added-both-sides",
         g_strdup_printf (_("%d adds both sides' points; side %s scores only its own, %d."),
                          right + other, truco_side_get_letter (asked), right));
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
