/* truco-exercise-bets.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Generators about the betting ladders: what a sequence of calls is worth
 * when the last one is accepted, and what a refusal pays.  The sequences
 * are played on the engine's betting machine (TrucoBet), which also values
 * and explains them; the wrong options are the named mistakes.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdarg.h>
#include <string.h>

#include "truco-exercise-private.h"

#define MAX_CALLS 5

typedef struct
{
  int         value;
  const char *id;
  char       *sentence;
} Wrong;

/* A call's words as players say them ("real envido"). */
static const char *
call_name (const TrucoBet *bet,
           guint           index)
{
  return bet->spec->steps[bet->step[index]].call;
}

/* The answer words of a row ("no-quiero" in logs): as said, with spaces. */
static char *
answer_words (const char *log_word)
{
  char *s = g_strdup (log_word ? log_word : "");

  for (char *p = s; *p; p++)
    if (*p == '-')
      *p = ' ';
  return s;
}

/* The topic (data/lessons/topics.xml) a call needs when it is made, per
 * ladder; a call not listed needs nothing besides the skill's base. */
static const struct
{
  const char *ladder;
  const char *call;
  const char *topic;
} call_topics[] = {
  { "ar-envido", "envido", "ar.envido.call" },
  { "ar-envido", "real-envido", "ar.envido.quiero-value" },
  { "ar-envido", "falta-envido", "ar.falta.value" },
  { "ar-truco", "truco", "ar.truco.call" },
  { "ar-truco", "retruco", "ar.truco.retruco" },
  { "ar-truco", "vale-cuatro", "ar.truco.vale-cuatro" },
  { "ar-flor", "flor", "ar.flor.alone" },
  { "ar-flor", "contraflor", "ar.flor.contraflor" },
  { "ar-flor", "contraflor-al-resto", "ar.flor.resto-value" },
  { "cat-truc", "truc", "cat.truc.call" },
  { "cat-truc", "retruc", "cat.truc.retruc" },
  { "fr-raise", "raise", "fr.raise.any" },
  { "fr-raise", "remainder", "fr.raise.remainder" },
  { "tyf-flor", "flor", "tyf.flor.alone" },
  { "tyf-flor", "alimidou-con-flor", "tyf.flor.alimidou" },
  { "tyf-flor", "alibarestou-con-flor", "tyf.flor.alibarestou" },
  { "tyf-embit", "embide", "tyf.embit.bid" },
  { "tyf-embit", "u-aoute", "tyf.embit.raise" },
  { "tyf-embit", "dus-de-mes", "tyf.embit.raise" },
  { "tyf-embit", "detz-de-mes", "tyf.embit.raise" },
  { "tyf-embit", "restou", "tyf.embit.restou" },
  { "tyf-embit", "mi-falta", "tyf.embit.mi-falta" },
  { "tyf-embit", "restou-y-troucou", "tyf.truc.restou-y-troucou" },
  { "tyf-truc", "truc", "tyf.truc.ladder" },
  { "tyf-truc", "balou-partido", "tyf.truc.partido" },
  { "put-put", "put", "put.bet.call" },
};

/* What else a sequence needs, per ladder: more than one call, a refusal
 * of the first call, a refusal of a raise, several flors sung. */
static const struct
{
  const char *ladder;
  const char *raises;
  const char *refused_first;
  const char *refused_raise;
  const char *contest;
} ladder_topics[] = {
  { "ar-envido", "ar.envido.raises", "ar.envido.no-quiero-first", "ar.envido.no-quiero-raise", NULL },
  { "ar-truco", "ar.truco.raise-right", "ar.truco.no-quiero", "ar.truco.no-quiero", NULL },
  { "ar-flor", NULL, "ar.flor.achico", "ar.flor.resto-refused", "ar.flor.against-flor" },
  { "cat-truc", NULL, NULL, NULL, NULL },
  { "fr-raise", "fr.raise.alternate", "fr.raise.concede", "fr.raise.concede", NULL },
  { "tyf-flor", NULL, NULL, NULL, "tyf.flor.tambien" },
  { "tyf-embit", NULL, NULL, NULL, NULL },
  { "tyf-truc", NULL, "tyf.truc.no", "tyf.truc.no", NULL },
  { "put-put", NULL, NULL, NULL, NULL },
};

static const char *
call_topic (const TrucoLadder *table,
            guint              step)
{
  for (guint i = 0; i < G_N_ELEMENTS (call_topics); i++)
    if (strcmp (call_topics[i].ladder, table->id) == 0 && strcmp (call_topics[i].call, table->steps[step].id) == 0)
      return call_topics[i].topic;
  return NULL;
}

/* The topic of @what (0 raises, 1 refused first, 2 refused raise, 3 a
 * contest) on @table, or NULL: nothing more to teach. */
static const char *
ladder_topic (const TrucoLadder *table,
              guint              what)
{
  for (guint i = 0; i < G_N_ELEMENTS (ladder_topics); i++)
    if (strcmp (ladder_topics[i].ladder, table->id) == 0)
      switch (what)
        {
        case 0: return ladder_topics[i].raises;
        case 1: return ladder_topics[i].refused_first;
        case 2: return ladder_topics[i].refused_raise;
        default: return ladder_topics[i].contest;
        }
  return NULL;
}

static gboolean
taught (const TrucoExercise *ex,
        const char          *topic)
{
  return topic == NULL || truco_exercise_in_scope (ex, topic);
}

static void
need (TrucoExercise *ex,
      const char    *topic)
{
  if (topic)
    truco_exercise_need (ex, topic);
}

/* Plays a random legal sequence of calls, the sides taking turns from
 * @first; @focus, when not negative, is a call the sequence must end with
 * (a remainder, balou partido…). */
static void
play_sequence (const TrucoExercise *ex,
               TrucoBet          *bet,
               const TrucoLadder *table,
               TrucoRng            *rng,
               guint                first,
               int                  focus)
{
  /* One call only, until raises are taught (a focus call may be the
   * raise the skill is about). */
  guint most = taught (ex, ladder_topic (table, 0)) ? MAX_CALLS : 1;
  guint want = 1 + truco_rng_below (rng, most);
  guint side = first, attempts = 0;

  for (;;)
    {
      truco_bet_init (bet, table);
      side = first;
      for (guint i = 0; i < want; i++)
        {
          guint legal[16], chosen[16], n_legal = 0;

          for (guint s = 0; s < table->n_steps && n_legal < G_N_ELEMENTS (legal); s++)
            {
              guint value = 0;

              if (table->steps[s].accepted.kind == TRUCO_STAKE_FREE)
                {
                  guint current = bet->n_calls && table->steps[bet->step[bet->n_calls - 1]].accepted.kind == TRUCO_STAKE_FREE
                                  ? bet->chosen[bet->n_calls - 1] : table->base;

                  /* "Three if I play?": a raise by 1 to 4. */
                  value = current + 1 + truco_rng_below (rng, 4);
                  if (value > table->max_chosen)
                    value = current + 1;
                }
              /* (A scope that teaches no call of the ladder would never
               * end: past many attempts the question says what it needs.) */
              if (attempts < 1000 && !taught (ex, call_topic (table, s)))
                continue;
              if (truco_bet_check_call (bet, s, side, value, NULL))
                {
                  legal[n_legal] = s;
                  chosen[n_legal] = value;
                  n_legal++;
                }
            }
          if (n_legal == 0)
            break;
          {
            guint pick = truco_rng_below (rng, n_legal);

            truco_bet_call (bet, legal[pick], side, chosen[pick]);
          }
          side = 1 - side;
        }
      if (bet->n_calls > 0 && (focus < 0 || bet->step[bet->n_calls - 1] == (guint) focus))
        return;
      /* A focus call that cannot open the bet needs raises before it. */
      if (++attempts == 100)
        most = MAX_CALLS;
      want = 1 + truco_rng_below (rng, most);
    }
}

static gboolean
depends_on_score (const TrucoBet *bet)
{
  for (guint i = 0; i < bet->n_calls; i++)
    switch (bet->spec->steps[bet->step[i]].accepted.kind)
      {
      case TRUCO_STAKE_FALTA:
      case TRUCO_STAKE_GAME:
      case TRUCO_STAKE_REST_OF_CALLER:
      case TRUCO_STAKE_SHORTFALL:
        return TRUE;
      default:
        break;
      }
  return FALSE;
}

static gboolean
wrongs_add (Wrong      *w,
            guint      *n,
            int         right,
            int         value,
            const char *id,
            char       *sentence)
{
  if (value == right || value < 0 || *n >= 4)
    {
      g_free (sentence);
      return FALSE;
    }
  for (guint i = 0; i < *n; i++)
    if (w[i].value == value)
      {
        g_free (sentence);
        return FALSE;
      }
  w[(*n)++] = (Wrong) { value, id, sentence };
  return TRUE;
}

static char *
points_text (int value)
{
  return g_strdup_printf ("%d", value);
}

/* Who a side is to the learner, who plays for side A: "you" alone, "your
 * side" with partners, the other player by name ("Ana"), or "the other
 * side". */
typedef TrucoParty Party;

static Party
party_of (guint per_side,
          guint side)
{
  if (side == TRUCO_SIDE_A)
    return per_side > 1 ? TRUCO_PARTY_YOUR_SIDE : TRUCO_PARTY_YOU;
  return per_side > 1 ? TRUCO_PARTY_OTHER_SIDE : TRUCO_PARTY_NAMED;
}

/* The common body of every bet skill: @kind the ladder, @focus a call the
 * sequence must end with (or -1).  The envido ladder of Truc y Flou is the
 * embit. */
static gboolean
generate_bet (TrucoExercise    *ex,
              const TrucoRules *rules,
              TrucoRng         *rng,
              TrucoBetKind      kind,
              const char       *focus_call,
              gboolean          only_accepted)
{
  const TrucoLadder *table = truco_rules_get_ladder (rules, kind);
  int focus = focus_call ? truco_ladder_find_step (table, focus_call) : -1;
  gboolean embit = kind == TRUCO_BET_ENVIDO && truco_rules_has_declaration (rules, TRUCO_DECLARATION_EMBIT);
  guint target = truco_rules_get_target (rules);
  TrucoBetContext ctx;
  TrucoBet bet;
  gboolean accepted;
  guint first, winner, last_side, right;
  Wrong w[4];
  guint n_wrong = 0;
  TrucoExplanation *steps;
  GString *prompt;
  guint per_side = truco_exercise_per_side_of (rules);
  const char *ana;

  g_assert (table != NULL);
  truco_bet_context_init (&ctx, rules);
  /* Put to the learner, the first player of side A. */
  truco_exercise_set_players_per_side (ex, per_side);
  truco_exercise_set_reader (ex, TRUCO_SIDE_A);
  ana = truco_exercise_seat_name (ex, TRUCO_SIDE_B, 1);

  for (guint attempt = 0;; attempt++)
    {
      g_autofree char *refused_word = NULL;
      guint before;

      first = truco_rng_below (rng, 2);
      play_sequence (ex, &bet, table, rng, first, focus);
      last_side = bet.side[bet.n_calls - 1];
      ctx.score[0] = truco_rng_below (rng, target);
      ctx.score[1] = truco_rng_below (rng, target);
      /* Flors sung: one for each side that sang or raised with flor. */
      /* A flor bet is a contest: two or three flors sung. */
      ctx.n_flors = kind == TRUCO_BET_FLOR ? 2 + truco_rng_below (rng, 2) : 0;
      accepted = only_accepted || truco_rng_below (rng, 2) ||
                 truco_bet_get_last_step (&bet)->rejected.kind == TRUCO_STAKE_NONE ||
                 !taught (ex, ladder_topic (table, bet.n_calls > 1 ? 2 : 1));
      winner = truco_rng_below (rng, 2);

      if (accepted)
        right = truco_bet_accepted_value (&bet, &ctx, winner);
      else
        right = truco_bet_rejected_value (&bet, &ctx);

      /* The named mistakes, with this question's numbers. */
      n_wrong = 0;
      if (accepted)
        {
          guint refused = truco_bet_rejected_value (&bet, &ctx);

          wrongs_add (w, &n_wrong, right, refused, "paid-refused-value",
                      g_strdup_printf (_("%u is what a refusal of %s would pay; accepted, the bet is worth %u."),
                                       refused, call_name (&bet, bet.n_calls - 1), right));
          if (bet.n_calls > 1)
            {
              TrucoBet shorter = bet;

              shorter.n_calls--;
              before = truco_bet_accepted_value (&shorter, &ctx, winner);
              wrongs_add (w, &n_wrong, right, before, "forgot-last-call",
                          g_strdup_printf (_("%u is what the calls were worth before %s; once %s is accepted the bet is worth %u."),
                                           before, call_name (&bet, bet.n_calls - 1), call_name (&bet, bet.n_calls - 1), right));
              {
                guint sum = 0;

                /* Each level added to the one before, instead of replacing it. */
                for (guint k = 1; k <= bet.n_calls; k++)
                  {
                    TrucoBet prefix = bet;

                    prefix.n_calls = k;
                    sum += truco_bet_accepted_value (&prefix, &ctx, winner);
                  }
                wrongs_add (w, &n_wrong, right, sum, "added-every-level",
                            g_strdup_printf (_("%u adds up the value of every call, but each call gives the bet a new value: after %s it is worth %u."),
                                             sum, call_name (&bet, bet.n_calls - 1), right));
              }
            }
          if (depends_on_score (&bet))
            {
              guint other = truco_bet_accepted_value (&bet, &ctx, 1 - winner);

              wrongs_add (w, &n_wrong, right, other, "score-of-wrong-side",
                          truco_party_say (party_of (per_side, winner),
                                           /* Translators: %1$u is a wrong value, %2$u the
                                            * score of the side that loses the bet, %3$u
                                            * the winner's score; in the third sentence
                                            * %4$s is the other player's name ("Ana") */
                                           _("%1$u is counted from the other player's score, %2$u; what you win depends on your own score, %3$u."),
                                           _("%1$u is counted from the other side's score, %2$u; what your side wins depends on its own score, %3$u."),
                                           _("%1$u is counted from your score, %2$u; %4$s has %3$u, and what %4$s wins depends on that score."),
                                           _("%1$u is counted from your side's score, %2$u; what the other side wins depends on its own score, %3$u."),
                                           other, ctx.score[1 - winner], ctx.score[winner], ana));
            }
          if (kind == TRUCO_BET_TRUCO)
            wrongs_add (w, &n_wrong, right, right + 1, "counted-hand-point",
                        g_strdup_printf (_("%u adds the point the hand is worth without any call, but an accepted bet replaces it: %u."),
                                         right + 1, right));
          /* Flor against flor, nobody raising: 3 in all, not 3 a flor. */
          if (kind == TRUCO_BET_FLOR && bet.n_calls == 1 && ctx.n_flors > 1)
            wrongs_add (w, &n_wrong, right, 3 * (int) ctx.n_flors, "three-per-flor-in-contest",
                        g_strdup_printf (_("%u counts 3 for each of the %u flors sung; when flors meet and nobody raises, the best one scores %u in all."),
                                         3 * ctx.n_flors, ctx.n_flors, right));
          /* The embit raises: "1 + k" read as k alone. */
          if (embit && bet.n_calls > 1 && right > 1)
            wrongs_add (w, &n_wrong, right, right - 1, "forgot-embit-point",
                        g_strdup_printf (_("%u counts only the raise of %s; the embit's own point comes on top of it: %u."),
                                         right - 1, call_name (&bet, bet.n_calls - 1), right));
        }
      else
        {
          guint full = truco_bet_accepted_value (&bet, &ctx, last_side);

          wrongs_add (w, &n_wrong, right, full, "paid-refused-call",
                      g_strdup_printf (_("%u is what %s would be worth accepted; refused, it pays only what was accepted before it: %u."),
                                       full, call_name (&bet, bet.n_calls - 1), right));
          if (bet.n_calls > 1)
            wrongs_add (w, &n_wrong, right, 1, "refusal-pays-one",
                        g_strdup_printf (_("A refusal pays 1 only when the first call is refused; here %s came after %s, so it pays %u."),
                                         call_name (&bet, bet.n_calls - 1), call_name (&bet, bet.n_calls - 2), right));
          else if (right != 1)
            wrongs_add (w, &n_wrong, right, 1, "refusal-pays-one",
                        g_strdup_printf (_("Not every refusal pays 1: a refused %s pays %u."),
                                         call_name (&bet, 0), right));
          if (bet.n_calls > 2)
            {
              TrucoBet shorter = bet;

              shorter.n_calls -= 2;
              before = truco_bet_accepted_value (&shorter, &ctx, last_side);
              wrongs_add (w, &n_wrong, right, before, "paid-one-call-too-few",
                          g_strdup_printf (_("%u is the value before %s, but %s was accepted too when %s raised it: the refusal pays %u."),
                                           before, call_name (&bet, bet.n_calls - 2), call_name (&bet, bet.n_calls - 2),
                                           call_name (&bet, bet.n_calls - 1), right));
            }
          if (kind == TRUCO_BET_TRUCO)
            wrongs_add (w, &n_wrong, right, right + 1, "counted-hand-point",
                        g_strdup_printf (_("%u adds a point for the hand, but a refusal ends the bet with what was accepted: %u."),
                                         right + 1, right));
          if (embit && bet.n_calls > 1)
            wrongs_add (w, &n_wrong, right, right + full - 1, "added-raise-to-fold",
                        g_strdup_printf (_("%u adds the raise of %s to what the fold pays, but a fold pays the raisers only %u."),
                                         right + full - 1, call_name (&bet, bet.n_calls - 1), right));
        }
      /* Within a narrow scope a question may have one mistake only. */
      if (n_wrong >= 2 || (n_wrong >= 1 && attempt > 40))
        break;
      for (guint i = 0; i < n_wrong; i++)
        g_free (w[i].sentence);
    }

  /* What this sequence asks of the learner. */
  for (guint i = 0; i < bet.n_calls; i++)
    need (ex, call_topic (table, bet.step[i]));
  if (bet.n_calls > 1)
    need (ex, ladder_topic (table, 0));
  if (!accepted)
    need (ex, ladder_topic (table, bet.n_calls > 1 ? 2 : 1));
  if (kind == TRUCO_BET_FLOR)
    need (ex, ladder_topic (table, 3));

  /* The engine's explanation of the value. */
  steps = truco_explanation_new ();
  if (accepted)
    truco_bet_explain_accepted (&bet, &ctx, winner, steps);
  else
    truco_bet_explain_refused (&bet, &ctx, steps);
  truco_exercise_set_steps (ex, steps);

  {
    int numbers[24] = { kind, first, accepted, winner, (int) ctx.score[0], (int) ctx.score[1], (int) ctx.n_flors, bet.n_calls };
    guint n = 8;

    for (guint i = 0; i < bet.n_calls && n + 2 <= G_N_ELEMENTS (numbers); i++)
      {
        numbers[n++] = bet.step[i];
        numbers[n++] = bet.chosen[i];
      }
    truco_exercise_set_numbers (ex, numbers, n);
  }

  prompt = g_string_new (NULL);
  if (depends_on_score (&bet))
    {
      g_autofree char *scores = truco_exercise_scores_text (ex, ctx.score[0], ctx.score[1]);

      g_string_append (prompt, scores);
    }
  if (kind == TRUCO_BET_FLOR && ctx.n_flors > 0)
    {
      if (prompt->len)
        g_string_append_c (prompt, ' ');
      g_string_append_printf (prompt, g_dngettext (GETTEXT_PACKAGE, "%u flor is sung.", "%u flors are sung.", ctx.n_flors),
                              ctx.n_flors);
    }
  for (guint i = 0; i < bet.n_calls; i++)
    {
      Party p = party_of (per_side, bet.side[i]);
      g_autofree char *sentence = NULL;

      if (prompt->len)
        g_string_append_c (prompt, ' ');
      if (bet.spec->steps[bet.step[i]].accepted.kind == TRUCO_STAKE_FREE)
        sentence = truco_party_say (p,
                                    /* Translators: %1$s is the call as players say it
                                     * ("si je joue"), %2$u the new value of the hand; in
                                     * the third sentence %3$s is the other player's
                                     * name ("Ana") */
                                    _("You call “%1$s”, raising the hand to %2$u."),
                                    _("Your side calls “%1$s”, raising the hand to %2$u."),
                                    _("%3$s calls “%1$s”, raising the hand to %2$u."),
                                    _("The other side calls “%1$s”, raising the hand to %2$u."),
                                    call_name (&bet, i), bet.chosen[i], ana);
      else
        sentence = truco_party_say (p,
                                    /* Translators: %1$s is a call as players say it
                                     * ("truco"); in the third sentence %2$s is a
                                     * player's name ("Ana") */
                                    _("You call “%1$s”."), _("Your side calls “%1$s”."), _("%2$s calls “%1$s”."),
                                    _("The other side calls “%1$s”."), call_name (&bet, i), ana);
      g_string_append (prompt, sentence);
    }
  g_string_append_c (prompt, ' ');
  {
    const TrucoLadderStep *last = truco_bet_get_last_step (&bet);
    g_autofree char *word = answer_words (accepted ? last->accept_word : last->reject_word);
    g_autofree char *answer = NULL, *outcome = NULL, *question = NULL;
    guint scorer = accepted ? winner : last_side;

    answer = truco_party_say (party_of (per_side, 1 - last_side),
                              /* Translators: %1$s is an answer as players say it
                               * ("quiero", "no quiero"); in the third sentence %2$s is
                               * the other player's name ("Ana") */
                              _("You answer “%1$s”."), _("Your side answers “%1$s”."), _("%2$s answers “%1$s”."),
                              _("The other side answers “%1$s”."), word, ana);
    if (accepted)
      switch (kind)
        {
        case TRUCO_BET_ENVIDO:
          if (embit)
            outcome = truco_party_say (party_of (per_side, winner),
                                       /* Translators: %s is the other player's name ("Ana") */
                                       _("You win the embit."), _("Your side wins the embit."), _("%s wins the embit."),
                                       _("The other side wins the embit."), ana);
          else
            outcome = truco_party_say (party_of (per_side, winner),
                                       /* Translators: %s is the other player's name ("Ana") */
                                       _("You win the envido."), _("Your side wins the envido."), _("%s wins the envido."),
                                       _("The other side wins the envido."), ana);
          break;
        case TRUCO_BET_FLOR:
          outcome = truco_party_say (party_of (per_side, winner),
                                     /* Translators: %s is the other player's name ("Ana") */
                                     _("You win the flor."), _("Your side wins the flor."), _("%s wins the flor."),
                                     _("The other side wins the flor."), ana);
          break;
        case TRUCO_BET_TRUCO:
        default:
          outcome = truco_party_say (party_of (per_side, winner),
                                     /* Translators: %s is a player's name ("Ana") */
                                     _("You win the hand."), _("Your side wins the hand."), _("%s wins the hand."),
                                     _("The other side wins the hand."), ana);
          break;
        }
    question = truco_party_say (party_of (per_side, scorer),
                                /* Translators: in the third sentence %s is the other player's name ("Ana") */
                                _("How many points do you score?"), _("How many points does your side score?"),
                                _("How many points does %s score?"), _("How many points does the other side score?"), ana);
    g_string_append (prompt, answer);
    if (outcome)
      {
        g_string_append_c (prompt, ' ');
        g_string_append (prompt, outcome);
      }
    g_string_append_c (prompt, ' ');
    g_string_append (prompt, question);
  }
  truco_exercise_set_prompt (ex, g_string_free (prompt, FALSE));
  truco_exercise_set_form (ex, TRUCO_ANSWER_NUMBER);
  if (accepted)
    truco_exercise_add_hint (ex, g_strdup (_("Accepted, the bet is worth the value of its last call.")));
  else
    truco_exercise_add_hint (ex, g_strdup (_("Refused, the last caller scores what was accepted before his call, or the refusal value of a first call.")));

  {
    guint k = truco_exercise_add_choice (ex, points_text (right), NULL, truco_exercise_format_steps (ex));

    truco_exercise_set_choice_number (ex, k, right);
    for (guint i = 0; i < n_wrong && i < 3; i++)
      {
        k = truco_exercise_add_choice (ex, points_text (w[i].value), w[i].id,
                                       truco_exercise_wrong (ex, g_steal_pointer (&w[i].sentence)));
        truco_exercise_set_choice_number (ex, k, w[i].value);
      }
    for (guint i = 3; i < n_wrong; i++)
      g_free (w[i].sentence);
  }
  truco_exercise_shuffle_choices (ex, rng);
  return TRUE;
}

gboolean
truco_gen_bet_truco (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng)
{
  return generate_bet (ex, rules, rng, TRUCO_BET_TRUCO, NULL, FALSE);
}

gboolean
truco_gen_bet_envido (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng)
{
  return generate_bet (ex, rules, rng, TRUCO_BET_ENVIDO, NULL, FALSE);
}

gboolean
truco_gen_bet_flor (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng)
{
  return generate_bet (ex, rules, rng, TRUCO_BET_FLOR, NULL, FALSE);
}

gboolean
truco_gen_bet_embit (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng)
{
  return generate_bet (ex, rules, rng, TRUCO_BET_ENVIDO, NULL, FALSE);
}

gboolean
truco_gen_bet_raise (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng)
{
  return generate_bet (ex, rules, rng, TRUCO_BET_TRUCO, NULL, FALSE);
}

gboolean
truco_gen_bet_put (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng)
{
  return generate_bet (ex, rules, rng, TRUCO_BET_TRUCO, NULL, FALSE);
}

gboolean
truco_gen_fr_remainder (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng)
{
  return generate_bet (ex, rules, rng, TRUCO_BET_TRUCO, "remainder", TRUE);
}

gboolean
truco_gen_tyf_balou_partido (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng)
{
  return generate_bet (ex, rules, rng, TRUCO_BET_TRUCO, "balou-partido", TRUE);
}

gboolean
truco_gen_resto_value (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng)
{
  return generate_bet (ex, rules, rng, TRUCO_BET_FLOR, "contraflor-al-resto", TRUE);
}

gboolean
truco_gen_bet_put_game (TrucoExercise *ex, const TrucoRules *rules, TrucoRng *rng)
{
  return generate_bet (ex, rules, rng, TRUCO_BET_TRUCO, "put", TRUE);
}
