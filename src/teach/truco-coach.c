/* truco-coach.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "truco-bot.h"
#include "truco-coach.h"
#include "truco-eval.h"

const char *
truco_grade_get_name (TrucoGrade grade)
{
  switch (grade)
    {
    /* Translators: grades of a decision in the hand review, as in chess */
    case TRUCO_GRADE_BEST: return _("Best");
    case TRUCO_GRADE_GOOD: return _("Good");
    case TRUCO_GRADE_INACCURACY: return _("Inaccuracy");
    case TRUCO_GRADE_MISTAKE: return _("Mistake");
    case TRUCO_GRADE_BLUNDER: return _("Blunder");
    case TRUCO_N_GRADES:
    default:
      g_return_val_if_reached (NULL);
    }
}

TrucoGrade
truco_grade_for_loss (double loss)
{
  if (loss < TRUCO_COACH_GOOD_LOSS)
    return TRUCO_GRADE_BEST;
  if (loss < TRUCO_COACH_INACCURACY_LOSS)
    return TRUCO_GRADE_GOOD;
  if (loss < TRUCO_COACH_MISTAKE_LOSS)
    return TRUCO_GRADE_INACCURACY;
  if (loss < TRUCO_COACH_BLUNDER_LOSS)
    return TRUCO_GRADE_MISTAKE;
  return TRUCO_GRADE_BLUNDER;
}

/* An answer's word as players say it ("no quiero", "vull"), or NULL when
 * the game log's word is only a name for the move ("fold", "play-on"):
 * then the sentence says what the move does instead. */
char *
truco_coach_answer_words (const char *word)
{
  static const char *const said[] = {
    "quiero", "no-quiero", "vull", "no-vull", "cantar",
    "con-flor-quiero", "con-flor-no-quiero", "con-flor-me-achico",
    "flor-tambien", "alimidou-cantar", "alibarestou-con-flor",
  };

  if (word == NULL)
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (said); i++)
    if (strcmp (word, said[i]) == 0)
      return g_strdelimit (g_strdup (word), "-", ' ');
  return NULL;
}

/* The row of @bet's ladder in @game (outside an apply). */
static const TrucoLadderStep *
bet_row (TrucoGame *game,
         guint      seat,
         guint      bet,
         guint      row)
{
  TrucoView view;
  const TrucoLadder *spec;

  if (bet >= TRUCO_N_BETS)
    return NULL;
  truco_game_get_view (game, seat, &view);
  spec = view.bets[bet].spec;
  if (spec == NULL || row >= spec->n_steps)
    return NULL;
  return &spec->steps[row];
}

/**
 * truco_coach_describe_action:
 * @game: the game the move is for (outside an apply)
 * @action: one of its legal moves
 *
 * Returns: the move as a learner reads it on a button, translated, the
 *   calls and answers in the players' words: "Play the ace of swords",
 *   "Call real envido", "Accept the truco: quiero"
 */
char *
truco_coach_describe_action (TrucoGame         *game,
                             const TrucoAction *action)
{
  const TrucoLadderStep *row;
  g_autofree char *word = NULL;

  g_return_val_if_fail (TRUCO_IS_GAME (game), NULL);
  g_return_val_if_fail (action != NULL, NULL);

  switch ((TrucoActionKind) action->kind)
    {
    case TRUCO_ACTION_PLAY:
      /* Translators: a move; %s is a card's full name ("ace of swords") */
      return g_strdup_printf (_("Play the %s"), truco_card_get_name (action->value));

    case TRUCO_ACTION_CALL:
      row = bet_row (game, action->seat, action->bet, action->row);
      if (row == NULL)
        break;
      if (row->accepted.kind == TRUCO_STAKE_FREE)
        /* Translators: a French raise, naming the new value of the hand. */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Raise the hand to %u point", "Raise the hand to %u points", action->value),
                                (guint) action->value);
      /* Translators: a call as a button; %s is the call in the players'
       * words ("envido", "real envido", "truc"). */
      return g_strdup_printf (_("Call %s"), row->call);

    case TRUCO_ACTION_ACCEPT:
    case TRUCO_ACTION_REJECT:
      {
        TrucoView view;
        const TrucoLadderStep *last;
        gboolean accept = action->kind == TRUCO_ACTION_ACCEPT;

        if (action->bet >= TRUCO_N_BETS)
          break;
        truco_game_get_view (game, action->seat, &view);
        last = view.bets[action->bet].spec != NULL ? truco_bet_get_last_step (&view.bets[action->bet]) : NULL;
        if (last == NULL)
          break;
        /* A French raise names a value, not a call. */
        if (last->accepted.kind == TRUCO_STAKE_FREE)
          return g_strdup (accept ? _("Accept the raise") : _("Refuse the raise"));
        word = truco_coach_answer_words (accept ? last->accept_word : last->reject_word);
        if (word != NULL)
          return accept
            /* Translators: an answer as a button; %1$s is the call
             * answered ("truco"), %2$s the players' answer ("quiero"). */
            ? g_strdup_printf (_("Accept the %1$s: %2$s"), last->call, word)
            /* Translators: an answer as a button; %1$s is the call
             * answered ("truco"), %2$s the players' answer ("no quiero"). */
            : g_strdup_printf (_("Refuse the %1$s: %2$s"), last->call, word);
        return accept
          /* Translators: an answer as a button; %s is the call answered. */
          ? g_strdup_printf (_("Accept the %s"), last->call)
          /* Translators: an answer as a button; %s is the call answered. */
          : g_strdup_printf (_("Refuse the %s"), last->call);
      }

    case TRUCO_ACTION_DECLARE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Declare %u point", "Declare %u points", action->value),
                              (guint) action->value);
    case TRUCO_ACTION_SON_BUENAS:
      /* Translators: "son buenas" stays in the players' words. */
      return g_strdup (_("Say son buenas (yours are better)"));
    case TRUCO_ACTION_MAZO:
      return g_strdup (_("Give up the hand"));
    case TRUCO_ACTION_DISCARD:
      /* Translators: %s is a card's full name */
      return g_strdup_printf (_("Discard the %s"), truco_card_get_name (action->value));
    case TRUCO_ACTION_PIDO_FLOR:
      /* Translators: "pido flor" stays in the players' words ("I ask for
       * the flor": a player who holds one and did not sing it must show it). */
      return g_strdup (_("Say pido flor"));
    case TRUCO_ACTION_PASS:
      return g_strdup (_("Do not ask for a flor"));
    case TRUCO_ACTION_CUT:
      return g_strdup (_("Cut the deck"));
    case TRUCO_ACTION_KNOCK:
      return g_strdup (_("Knock on the deck"));
    case TRUCO_ACTION_DEAL_ONE:
      return g_strdup (_("Deal one card each"));
    case TRUCO_ACTION_DEAL_THREE:
      return g_strdup (_("Deal three cards each"));
    case TRUCO_ACTION_CONCEDE:
      return g_strdup (_("Concede one point"));
    case TRUCO_ACTION_PLAY_ELEVEN:
      return g_strdup (_("Play the hand for three"));
    case TRUCO_ACTION_REDEAL:
      return g_strdup (_("Propose a new deal"));
    case TRUCO_ACTION_AGREE:
      return g_strdup (_("Agree to a new deal"));
    case TRUCO_ACTION_INSIST:
      return g_strdup (_("Play these cards"));
    case TRUCO_N_ACTION_KINDS:
    default:
      break;
    }
  /* A move the engine does not have, or a call of no ladder: never shown
   * by the table (its moves are the engine's legal ones). */
  return g_strdup (_("A move"));
}

void
truco_coach_hint_clear (TrucoCoachHint *hint)
{
  g_clear_pointer (&hint->reason, g_free);
}

void
truco_coach_verdict_free (TrucoCoachVerdict *verdict)
{
  g_free (verdict->reason);
  g_free (verdict->move);
  g_free (verdict);
}

/* The seat's cards at the start of the hand (held and laid). */
static guint
start_cards (const TrucoView *view,
             guint            seat,
             const TrucoCard *held,
             guint            n_held,
             TrucoCard        cards[4])
{
  guint n = 0;

  for (guint i = 0; i < n_held && n < 4; i++)
    cards[n++] = held[i];
  for (guint t = 0; t < 3 && n < 4; t++)
    if (view->played[t][seat] != TRUCO_CARD_NONE)
      cards[n++] = view->played[t][seat];
  return n;
}

static int
points_of (const TrucoRules *rules,
           const TrucoCard  *cards,
           guint             n)
{
  return truco_best_count (rules, truco_rules_resolve (rules)->points, cards, n);
}

/* The share of the opponents' possible hands that @mine beats. */
static double
envido_share (const TrucoRules *rules,
              const TrucoView  *view,
              int               mine,
              guint             n_deals,
              guint64           seed)
{
  TrucoSampleConstraints constraints;
  guint64 rng = seed;
  guint beaten = 0, done = 0;

  truco_sample_constraints_from_view (&constraints, view);
  for (guint d = 0; d < n_deals; d++)
    {
      TrucoCard hands[TRUCO_GAME_MAX_SEATS][4];
      int best_other = -1;

      if (!truco_game_sample_hands (rules, view, &constraints, &rng, 64, hands) &&
          !truco_game_sample_hands (rules, view, NULL, &rng, 64, hands))
        continue;
      for (guint s = 0; s < view->n_seats; s++)
        {
          TrucoCard cards[4];
          guint n;

          if (view->side_of[s] == view->side_of[view->seat] || !(view->active & (1u << s)))
            continue;
          n = start_cards (view, s, hands[s], view->n_held[s], cards);
          best_other = MAX (best_other, points_of (rules, cards, n));
        }
      beaten += mine > best_other;
      done++;
    }
  return done > 0 ? (double) beaten / done : 0;
}

gboolean
truco_coach_hint (TrucoGame      *game,
                  guint           seat,
                  guint           n_deals,
                  guint64         seed,
                  GCancellable   *cancellable,
                  TrucoCoachHint *hint)
{
  return truco_coach_hint_knowing (game, seat, NULL, n_deals, seed, cancellable, hint);
}

gboolean
truco_coach_hint_knowing (TrucoGame               *game,
                          guint                    seat,
                          const TrucoBotKnowledge *knowledge,
                          guint                    n_deals,
                          guint64                  seed,
                          GCancellable            *cancellable,
                          TrucoCoachHint          *hint)
{
  const TrucoRules *rules = truco_game_get_rules (game);
  g_autoptr(TrucoGame) lookahead = NULL;
  g_autoptr(GString) reason = g_string_new (NULL);
  double values[TRUCO_GAME_MAX_ACTIONS];
  TrucoView view;
  guint best = 0;
  int second = -1;

  memset (hint, 0, sizeof *hint);
  hint->envido = -1;
  truco_game_get_view (game, seat, &view);
  g_return_val_if_fail (view.n_actions > 0, FALSE);

  lookahead = truco_bot_make_lookahead (game, seat, seed);
  if (!truco_bot_evaluate_knowing (rules, &view, knowledge, lookahead, n_deals, seed, cancellable, values))
    return FALSE;
  for (guint a = 1; a < view.n_actions; a++)
    if (values[a] > values[best] + 1e-9)
      best = a;
  for (guint a = 0; a < view.n_actions; a++)
    if (a != best && (second < 0 || values[a] > values[second]))
      second = a;

  hint->action = view.actions[best];
  hint->value = values[best];
  hint->margin = second >= 0 ? values[best] - values[second] : 0;

  if (hint->action.bet == TRUCO_BET_ENVIDO &&
      (hint->action.kind == TRUCO_ACTION_CALL || hint->action.kind == TRUCO_ACTION_ACCEPT ||
       hint->action.kind == TRUCO_ACTION_REJECT))
    {
      TrucoCard cards[4];
      guint n = start_cards (&view, seat, view.hand, view.n_hand, cards);
      gboolean embit = truco_rules_resolve (rules)->embit;
      guint n_opponents = 0;

      for (guint s = 0; s < view.n_seats; s++)
        n_opponents += view.side_of[s] != view.side_of[seat] && (view.active & (1u << s));
      hint->envido = points_of (rules, cards, n);
      if (hint->envido >= 0)
        {
          int share;

          hint->envido_beats = envido_share (rules, &view, hint->envido, n_deals, seed ^ 0xE5);
          share = (int) (100 * hint->envido_beats + 0.5);
          /* Translators: %1$d is the learner's envido (points), %2$d %% the
           * share of the hands the opponent(s) may hold that it beats. */
          if (embit)
            g_string_append_printf (reason, n_opponents == 1
                                    ? _("Your embit of %1$d beats about %2$d %% of the hands your opponent can hold here.")
                                    : _("Your embit of %1$d beats about %2$d %% of the hands your opponents can hold here."),
                                    hint->envido, share);
          else
            g_string_append_printf (reason, n_opponents == 1
                                    ? _("Your envido of %1$d beats about %2$d %% of the hands your opponent can hold here.")
                                    : _("Your envido of %1$d beats about %2$d %% of the hands your opponents can hold here."),
                                    hint->envido, share);
          g_string_append_c (reason, ' ');
        }
      else if (embit)
        {
          g_string_append (reason, _("You hold no embit: two cards of one suit make one."));
          g_string_append_c (reason, ' ');
        }
    }

  if (second < 0)
    g_string_append (reason, _("It is the only move you can make."));
  else
    {
      g_autofree char *next = truco_coach_describe_action (game, &view.actions[second]);

      /* Rounded as the sentence shows it: a tenth of a point. */
      if (hint->margin < 0.05)
        /* Translators: %u counts the deals played out; %s is another
         * move, as on its button ("Call truco"). */
        g_string_append_printf (reason,
                                g_dngettext (GETTEXT_PACKAGE,
                                             "Tried on %u deal that fits what you can see, it does about as well as “%s”.",
                                             "Tried on %u deals that fit what you can see, it does about as well as “%s”.",
                                             n_deals),
                                n_deals, next);
      else
        /* Translators: %1$u counts the deals played out, %2$.1f is points
         * (one decimal), %3$s the next best move as on its button. */
        g_string_append_printf (reason,
                                g_dngettext (GETTEXT_PACKAGE,
                                             "Tried on %1$u deal that fits what you can see, it scores about %2$.1f points more on average than the next best move, “%3$s”.",
                                             "Tried on %1$u deals that fit what you can see, it scores about %2$.1f points more on average than the next best move, “%3$s”.",
                                             n_deals),
                                n_deals, hint->margin, next);
    }
  hint->reason = g_string_free (g_steal_pointer (&reason), FALSE);
  return TRUE;
}

static int
compare_verdicts (gconstpointer a,
                  gconstpointer b)
{
  const TrucoCoachVerdict *x = *(TrucoCoachVerdict * const *) a;
  const TrucoCoachVerdict *y = *(TrucoCoachVerdict * const *) b;

  return (x->loss < y->loss) - (x->loss > y->loss);
}

GPtrArray *
truco_coach_review (TrucoGame * const *before,
                    const TrucoAction *actions,
                    guint              n_decisions,
                    guint              seat,
                    guint              n_deals,
                    guint64            seed,
                    GCancellable      *cancellable)
{
  return truco_coach_review_knowing (before, actions, n_decisions, seat, NULL, n_deals, seed, cancellable);
}

GPtrArray *
truco_coach_review_knowing (TrucoGame * const       *before,
                            const TrucoAction       *actions,
                            guint                    n_decisions,
                            guint                    seat,
                            const TrucoBotKnowledge *knowledge,
                            guint                    n_deals,
                            guint64                  seed,
                            GCancellable            *cancellable)
{
  g_autoptr(GPtrArray) verdicts = g_ptr_array_new_with_free_func ((GDestroyNotify) truco_coach_verdict_free);

  for (guint i = 0; i < n_decisions; i++)
    {
      TrucoGame *game = before[i];
      g_autoptr(TrucoGame) lookahead = truco_bot_make_lookahead (game, seat, seed + i);
      double values[TRUCO_GAME_MAX_ACTIONS];
      TrucoCoachVerdict *verdict;
      g_autofree char *chosen = NULL, *better = NULL;
      TrucoView view;
      guint best = 0;
      int taken = -1;

      truco_game_get_view (game, seat, &view);
      for (guint a = 0; a < view.n_actions; a++)
        if (truco_action_equal (&view.actions[a], &actions[i]))
          taken = a;
      g_return_val_if_fail (taken >= 0, NULL);
      if (view.n_actions == 1)
        {
          values[0] = 0;
        }
      else if (!truco_bot_evaluate_knowing (truco_game_get_rules (game), &view, knowledge, lookahead,
                                            n_deals, seed + i, cancellable, values))
        {
          if (g_cancellable_is_cancelled (cancellable))
            return NULL;
          values[taken] = 0;
          for (guint a = 0; a < view.n_actions; a++)
            values[a] = 0;
        }
      for (guint a = 1; a < view.n_actions; a++)
        if (values[a] > values[best] + 1e-9)
          best = a;

      verdict = g_new0 (TrucoCoachVerdict, 1);
      verdict->action = actions[i];
      verdict->best = view.actions[best];
      verdict->loss = MAX (0, values[best] - values[taken]);
      verdict->grade = truco_grade_for_loss (verdict->loss);
      verdict->hand_number = view.hand_number;
      chosen = truco_coach_describe_action (game, &actions[i]);
      better = truco_coach_describe_action (game, &view.actions[best]);
      verdict->move = g_strdup (chosen);
      /* The move is the review row's title: its line says why, without
       * naming it again. */
      if (view.n_actions == 1)
        verdict->reason = g_strdup (_("It was the only move."));
      else if (verdict->grade == TRUCO_GRADE_BEST)
        verdict->reason = g_strdup (_("It was the best move here."));
      else
        /* Translators: %1$.1f is points (one decimal), %2$s a better move
         * as on its button ("Call retruco"). */
        verdict->reason = g_strdup_printf (_("It lost about %1$.1f points on average; “%2$s” was better."),
                                           verdict->loss, better);
      g_ptr_array_add (verdicts, verdict);
    }
  g_ptr_array_sort (verdicts, compare_verdicts);
  return g_steal_pointer (&verdicts);
}
