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
      word = truco_card_get_name_definite (action->value);
      /* Translators: a move; %s is a card's full name with its article
       * ("the ace of swords", "el as de espadas", "l’as d’espases"). */
      return g_strdup_printf (_("Play %s"), word);

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
      word = truco_card_get_name_definite (action->value);
      /* Translators: a move; %s is a card's full name with its article
       * ("the seven of hearts"). */
      return g_strdup_printf (_("Discard %s"), word);
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

static gboolean
is_embit (TrucoGame *game)
{
  return truco_rules_resolve (truco_game_get_rules (game))->embit;
}

/* Names for the other seats when the caller gives none: names, not
 * words, so they are not translated (the practice table's own). */
static const char *const default_names[] = {
  "Ana", "Luis", "Marta", "Jordi", "Pilar", "Tomás", "Clara", "Pau",
};

/* Who the coach speaks to, and how it names the others: the engine's
 * reader style ("you", "your partner", "Ana", "the other side"), so that
 * a sentence on a rule's outcome is the engine's own. */
typedef struct
{
  guint                 seat;
  const char           *names[TRUCO_GAME_MAX_SEATS];
  TrucoExplanationStyle style;
} Speaker;

static void
speaker_init (Speaker            *sp,
              TrucoGame          *game,
              guint               seat,
              const char * const *seat_names)
{
  guint n = truco_game_get_n_seats (game);

  memset (sp, 0, sizeof *sp);
  sp->seat = seat;
  for (guint s = 0; s < n && s < TRUCO_GAME_MAX_SEATS; s++)
    sp->names[s] = seat_names != NULL && seat_names[s] != NULL
      ? seat_names[s]
      : default_names[(s > seat ? s - 1 : s) % G_N_ELEMENTS (default_names)];
  truco_explanation_style_init (&sp->style, TRUE, TRUE);
  truco_game_set_style_reader (game, &sp->style, seat, sp->names);
}

/* The name of the only opponent still in the hand, or NULL when there
 * are several (then sentences say "your opponents", "they"). */
static const char *
sole_opponent (const Speaker   *sp,
               const TrucoView *view)
{
  int only = -1;

  for (guint s = 0; s < view->n_seats; s++)
    if (view->side_of[s] != view->side_of[view->seat] && (view->active & (1u << s)))
      {
        if (only >= 0)
          return NULL;
        only = s;
      }
  return only >= 0 ? sp->names[only] : NULL;
}

/* A seat's side and number in the engine's steps. */
static void
seat_place (TrucoGame *game,
            guint      seat,
            int       *side,
            int       *number)
{
  const char *code = truco_game_get_seat_name (game, seat);

  *side = code != NULL && code[0] >= 'A' && code[0] <= 'C' ? code[0] - 'A' : TRUCO_SIDE_NONE;
  *number = code != NULL && code[0] != '\0' ? MAX (atoi (code + 1), 1) : 1;
}

/* Seats from the mano: the earlier wins a tie of envido. */
static guint
from_mano (const TrucoView *view,
           guint            seat)
{
  return (seat + view->n_seats - view->mano) % view->n_seats;
}

/* The showdown said by the engine: the learner's envido (@mine) against
 * the best declared by the other sides, the winner first ("Ana has an
 * envido of 31, and you only 27.").  *@i_win says who wins; NULL when
 * nobody on the other sides declared. */
static char *
showdown_comparison (TrucoGame       *game,
                     const Speaker   *sp,
                     const TrucoView *view,
                     int              mine,
                     gboolean        *i_win)
{
  TrucoStep step = { 0 };
  int theirs = -1, them = -1;
  int w_side, w_number, o_side, o_number;
  guint winner, loser;

  for (guint s = 0; s < view->n_seats; s++)
    if (view->side_of[s] != view->side_of[view->seat] && view->declared[s] >= 0 &&
        (view->declared[s] > theirs ||
         (view->declared[s] == theirs && from_mano (view, s) < from_mano (view, them))))
      {
        theirs = view->declared[s];
        them = s;
      }
  if (them < 0 || mine < 0)
    return NULL;
  *i_win = mine > theirs || (mine == theirs && from_mano (view, view->seat) < from_mano (view, them));
  winner = *i_win ? view->seat : (guint) them;
  loser = *i_win ? (guint) them : view->seat;
  seat_place (game, winner, &w_side, &w_number);
  seat_place (game, loser, &o_side, &o_number);
  step.kind = mine == theirs ? TRUCO_STEP_COMPARE_TIE : TRUCO_STEP_COMPARE_BEATS;
  step.side = w_side;
  step.numbers[0] = is_embit (game) ? 2 : 0;
  step.numbers[1] = w_number;
  step.numbers[2] = MAX (mine, theirs);
  step.numbers[3] = o_side;
  step.numbers[4] = o_number;
  step.numbers[5] = MIN (mine, theirs);
  step.n_numbers = mine == theirs ? 5 : 6;
  return truco_step_format_styled (&step, &sp->style);
}

/* A refusal that ends the chico, said with the engine's sentence of a
 * side reaching the target. */
static char *
refusal_ends_chico (TrucoGame            *game,
                    const Speaker        *sp,
                    const TrucoView      *view,
                    const TrucoJudgement *j)
{
  TrucoStep step = { 0 };
  guint theirs = 1 - view->side_of[view->seat];
  g_autofree char *reached = NULL, *pays = NULL;
  int side, number;
  guint caller = view->seat;

  /* The caller's side, as the engine names it (a seat of that side). */
  for (guint s = 0; s < view->n_seats; s++)
    if (view->side_of[s] == theirs)
      {
        caller = s;
        break;
      }
  seat_place (game, caller, &side, &number);
  step.kind = TRUCO_STEP_GAME_REACHED;
  step.side = side;
  step.game_word = truco_rules_get_game_word (truco_game_get_rules (game));
  step.numbers[0] = view->score[theirs] + j->refusal_gives;
  step.numbers[1] = view->target;
  step.n_numbers = 2;
  reached = truco_step_format_styled (&step, &sp->style);
  pays = g_strdup_printf (/* Translators: %d is the points a refused call gives whoever made it. */
                          g_dngettext (GETTEXT_PACKAGE,
                                       "Refusing pays whoever made the call %d point.",
                                       "Refusing pays whoever made the call %d points.",
                                       j->refusal_gives),
                          (int) j->refusal_gives);
  return g_strdup_printf ("%s %s %s", pays, reached, _("Accept and keep a chance."));
}

/* The best card of the other sides on the table in this trick. */
static TrucoCard
their_best_on_table (TrucoGame       *game,
                     const TrucoView *view)
{
  const TrucoRules *rules = truco_game_get_rules (game);
  TrucoCard best = TRUCO_CARD_NONE;
  guint t = MIN (view->trick, 2);

  for (guint s = 0; s < view->n_seats; s++)
    {
      TrucoCard c = view->played[t][s];
      guint cls;

      if (c == TRUCO_CARD_NONE || view->side_of[s] == view->side_of[view->seat])
        continue;
      cls = truco_rules_get_card_class (rules, c);
      if (best == TRUCO_CARD_NONE || (cls != 0 && cls < truco_rules_get_card_class (rules, best)))
        best = c;
    }
  return best;
}

static int
percent (double x)
{
  return (int) (100 * CLAMP (x, 0, 1) + 0.5);
}

/* Whether the chico's chances say more than points for move @a or @b. */
static gboolean
speak_of_chico (const TrucoJudgement *j,
                int                   a,
                int                   b)
{
  if (!j->by_chico || j->chico_now < 0)
    return FALSE;
  return j->need <= 3 || j->stake[a] >= j->need || (b >= 0 && j->stake[b] >= j->need);
}

/* Why call @a is a bluff, with its numbers, by the one rule of
 * sort_moves() in truco-bot.c: a call needs to win more often than it
 * loses.  NULL without numbers to say. */
static char *
bluff_numbers (TrucoGame            *game,
               const Speaker        *sp,
               const TrucoView      *view,
               const TrucoJudgement *j,
               int                   a)
{
  const TrucoAction *act = &view->actions[a];
  const char *name = sole_opponent (sp, view);

  if (j->sort[a] != TRUCO_MOVE_BLUFF)
    return NULL;
  if (act->bet == TRUCO_BET_TRUCO && j->hand_wins >= 0 && j->hand_wins < TRUCO_JUDGE_CALL_NEEDS)
    /* Translators: %d %% is the share of hands the learner's cards win. */
    return g_strdup_printf (_("Your cards win the hand only about %d %% of the time, and a call needs more than half."),
                            percent (j->hand_wins));
  if (act->bet == TRUCO_BET_TRUCO && j->hand_wins >= 0)
    /* Translators: %d %% is the share of hands the learner's cards win
     * when both sides play them out plainly. */
    return g_strdup_printf (_("Your cards win about %d %% of hands played out, but a player who accepts a raise holds good cards, and against those yours lose more often than not."),
                            percent (j->hand_wins));
  if (act->bet == TRUCO_BET_ENVIDO && j->points_held >= 0 && !is_embit (game) && name != NULL)
    /* Translators: %1$d is the learner's envido, %2$d %% the share of the
     * hands the only opponent may hold that it beats, %3$s that
     * opponent's name ("Ana"). */
    return g_strdup_printf (_("Your envido of %1$d beats only about %2$d %% of the hands %3$s may hold, and a call needs more than half."),
                            j->points_held, percent (j->points_beats), name);
  if (act->bet == TRUCO_BET_ENVIDO && j->points_held >= 0 && !is_embit (game))
    /* Translators: %1$d is the learner's envido, %2$d %% the share of the
     * hands the opponents may hold that it beats. */
    return g_strdup_printf (_("Your envido of %1$d beats only about %2$d %% of the hands your opponents may hold, and a call needs more than half."),
                            j->points_held, percent (j->points_beats));
  return NULL;
}

/* The sentence of a move that cannot win, of a bluff, or of the chico at
 * stake; NULL when none says more than the points. */
static char *
special_reason (TrucoGame            *game,
                const Speaker        *sp,
                const TrucoView      *view,
                const TrucoJudgement *j,
                int                   a,
                int                   other)
{
  const TrucoAction *act = &view->actions[a];
  gboolean embit = is_embit (game);
  const char *name = sole_opponent (sp, view);

  if (j->sort[a] == TRUCO_MOVE_HOPELESS)
    {
      if (act->kind == TRUCO_ACTION_DECLARE)
        {
          gboolean i_win = FALSE;
          g_autofree char *shown = showdown_comparison (game, sp, view, j->points_held, &i_win);

          if (shown != NULL && !i_win)
            return g_strdup_printf ("%s %s", shown, _("Say son buenas and keep your cards to yourself."));
          return g_strdup (_("Say son buenas and keep your cards to yourself."));
        }
      if (act->bet == TRUCO_BET_TRUCO)
        {
          TrucoCard theirs = their_best_on_table (game, view);

          if (theirs != TRUCO_CARD_NONE)
            /* Translators: %s is a card's full name ("king of coins"). */
            return g_strdup_printf (_("None of your cards can beat the %s on the table, and losing this trick loses the hand: a call or a quiero now can only cost points."),
                                    truco_card_get_name (theirs));
        }
      if (act->bet == TRUCO_BET_ENVIDO && j->points_held >= 0 && name != NULL)
        return g_strdup_printf (embit
                                /* Translators: %1$d is the learner's embit (points); %2$s
                                 * the name of the only opponent ("Ana"). */
                                ? _("Your embit of %1$d beats almost none of the hands %2$s may hold after what was said: calling or accepting with it can only cost points.")
                                /* Translators: %1$d is the learner's envido (points); %2$s
                                 * the name of the only opponent ("Ana"). */
                                : _("Your envido of %1$d beats almost none of the hands %2$s may hold after what was said: calling or accepting with it can only cost points."),
                                j->points_held, name);
      if (act->bet == TRUCO_BET_ENVIDO && j->points_held >= 0)
        return g_strdup_printf (embit
                                /* Translators: %d is the learner's embit (points). */
                                ? _("Your embit of %d beats almost none of the hands your opponents may hold after what was said: calling or accepting with it can only cost points.")
                                /* Translators: %d is the learner's envido (points). */
                                : _("Your envido of %d beats almost none of the hands your opponents may hold after what was said: calling or accepting with it can only cost points."),
                                j->points_held);
      return g_strdup (_("This move cannot win anything here: it can only cost points."));
    }
  if (j->sort[a] == TRUCO_MOVE_BLUFF)
    {
      g_autofree char *numbers = bluff_numbers (game, sp, view, j, a);
      g_autofree char *risk = NULL;

      if (name != NULL)
        /* Translators: %1$u is the points at stake if the call is accepted;
         * %2$s the name of the only opponent ("Ana"). */
        risk = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "This call is a bluff: with cards this weak it wins only if %2$s refuses, and it risks %1$u point if %2$s accepts.",
                                             "This call is a bluff: with cards this weak it wins only if %2$s refuses, and it risks %1$u points if %2$s accepts.",
                                             j->stake[a]),
                                (guint) j->stake[a], name);
      else
        /* Translators: %u is the points at stake if the call is accepted. */
        risk = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "This call is a bluff: with cards this weak it wins only if they refuse, and it risks %u point if they accept.",
                                             "This call is a bluff: with cards this weak it wins only if they refuse, and it risks %u points if they accept.",
                                             j->stake[a]),
                                (guint) j->stake[a]);
      if (numbers != NULL)
        return g_strdup_printf ("%s %s", numbers, risk);
      return g_steal_pointer (&risk);
    }
  if (act->kind == TRUCO_ACTION_ACCEPT && j->refusal_loses_chico)
    return refusal_ends_chico (game, sp, view, j);
  if (other >= 0 && speak_of_chico (j, a, other))
    {
      const TrucoAction *oth = &view->actions[other];
      int pa = percent (j->chico[a]), po = percent (j->chico[other]);
      /* What is won: a chico (Argentine), a game (Catalan and French
       * Truc), a round (Truc y Flou); each its own sentence. */
      guint w = truco_rules_get_game_word (truco_game_get_rules (game));
      static const char *const accepting[] = {
        /* Translators: chances of winning the chico (the game to 30…):
         * %1$d %% after accepting the call, %2$d %% after refusing it. */
        N_("Accepting: about %1$d %% to win the chico; refusing: about %2$d %%."),
        /* Translators: chances of winning the game (Catalan and French Truc):
         * %1$d %% after accepting the call, %2$d %% after refusing it. */
        N_("Accepting: about %1$d %% to win the game; refusing: about %2$d %%."),
        /* Translators: chances of winning the round (the manche of Truc y
         * Flou): %1$d %% after accepting the call, %2$d %% after refusing it. */
        N_("Accepting: about %1$d %% to win the round; refusing: about %2$d %%."),
      };
      static const char *const refusing[] = {
        /* Translators: chances of winning the chico: %1$d %% after
         * refusing the call, %2$d %% after accepting it. */
        N_("Refusing: about %1$d %% to win the chico; accepting: about %2$d %%."),
        /* Translators: chances of winning the game: %1$d %% after
         * refusing the call, %2$d %% after accepting it. */
        N_("Refusing: about %1$d %% to win the game; accepting: about %2$d %%."),
        /* Translators: chances of winning the round: %1$d %% after
         * refusing the call, %2$d %% after accepting it. */
        N_("Refusing: about %1$d %% to win the round; accepting: about %2$d %%."),
      };
      static const char *const moving[] = {
        /* Translators: %1$d is the chance of winning the chico after this
         * move, %2$s another move as on its button, %3$d the chance after it. */
        N_("This move: about %1$d %% to win the chico; “%2$s”: about %3$d %%."),
        /* Translators: %1$d is the chance of winning the game after this
         * move, %2$s another move as on its button, %3$d the chance after it. */
        N_("This move: about %1$d %% to win the game; “%2$s”: about %3$d %%."),
        /* Translators: %1$d is the chance of winning the round after this
         * move, %2$s another move as on its button, %3$d the chance after it. */
        N_("This move: about %1$d %% to win the round; “%2$s”: about %3$d %%."),
      };

      if (w >= G_N_ELEMENTS (moving))
        w = TRUCO_GAME_WORD_CHICO;
      if (act->kind == TRUCO_ACTION_ACCEPT && oth->kind == TRUCO_ACTION_REJECT)
        return g_strdup_printf (_(accepting[w]), pa, po);
      if (act->kind == TRUCO_ACTION_REJECT && oth->kind == TRUCO_ACTION_ACCEPT)
        return g_strdup_printf (_(refusing[w]), pa, po);
      {
        g_autofree char *that = truco_coach_describe_action (game, oth);

        return g_strdup_printf (_(moving[w]), pa, that, po);
      }
    }
  return NULL;
}

/* The principle behind a sound move on the points (envido, embit), with
 * its numbers; NULL for other moves.  The only opponent is named ("the
 * hands Ana may hold"), several are "your opponents". */
static char *
points_reason (TrucoGame            *game,
               const Speaker        *sp,
               const TrucoView      *view,
               const TrucoJudgement *j,
               int                   a)
{
  const TrucoAction *act = &view->actions[a];
  gboolean embit = is_embit (game);
  const char *name = sole_opponent (sp, view);
  int share = percent (j->points_beats);
  const char *text;

  if (act->bet != TRUCO_BET_ENVIDO || j->points_held < 0 ||
      (act->kind != TRUCO_ACTION_CALL && act->kind != TRUCO_ACTION_ACCEPT && act->kind != TRUCO_ACTION_REJECT))
    return NULL;
  /* Translators (all six sentences with %3$s): %1$d is the learner's
   * envido (or embit), %2$d %% the weighted share of the hands the only
   * opponent may hold that it beats, %3$s that opponent's name ("Ana"). */
  if (act->kind == TRUCO_ACTION_REJECT)
    text = name != NULL
      ? (embit ? _("Your embit of %1$d beats only about %2$d %% of the hands %3$s may hold after what was said: refusing costs less than playing for the points.")
               : _("Your envido of %1$d beats only about %2$d %% of the hands %3$s may hold after what was said: refusing costs less than playing for the points."))
      /* Translators: %1$d is the learner's envido (or embit), %2$d %% the
       * weighted share of the hands the opponents may hold that it beats. */
      : (embit ? _("Your embit of %1$d beats only about %2$d %% of the hands your opponents may hold after what was said: refusing costs less than playing for the points.")
               : _("Your envido of %1$d beats only about %2$d %% of the hands your opponents may hold after what was said: refusing costs less than playing for the points."));
  else if (j->points_beats < 0.5)
    text = name != NULL
      ? (embit ? _("Your embit of %1$d beats about %2$d %% of the hands %3$s may hold after what was said: not most of them, but here playing for the points costs less than the alternatives.")
               : _("Your envido of %1$d beats about %2$d %% of the hands %3$s may hold after what was said: not most of them, but here playing for the points costs less than the alternatives."))
      : (embit ? _("Your embit of %1$d beats about %2$d %% of the hands your opponents may hold after what was said: not most of them, but here playing for the points costs less than the alternatives.")
               : _("Your envido of %1$d beats about %2$d %% of the hands your opponents may hold after what was said: not most of them, but here playing for the points costs less than the alternatives."));
  else
    text = name != NULL
      ? (embit ? _("Your embit of %1$d beats about %2$d %% of the hands %3$s may hold after what was said: play for the points when you beat most of them.")
               : _("Your envido of %1$d beats about %2$d %% of the hands %3$s may hold after what was said: play for the points when you beat most of them."))
      : (embit ? _("Your embit of %1$d beats about %2$d %% of the hands your opponents may hold after what was said: play for the points when you beat most of them.")
               : _("Your envido of %1$d beats about %2$d %% of the hands your opponents may hold after what was said: play for the points when you beat most of them."));
  if (name != NULL && !embit && view->bets[TRUCO_BET_ENVIDO].n_calls > 0 && view->n_seats == 2)
    {
      g_autofree char *said = g_strdup_printf (text, j->points_held, share, name);
      g_autofree char *tie = NULL;

      /* The tie rule: equal envidos go to the mano. */
      if (view->mano == view->seat)
        tie = g_strdup (_("You are mano, so a tie is yours too."));
      else
        /* Translators: %s is the name of the only opponent ("Ana"). */
        tie = g_strdup_printf (_("%s is mano and wins a tie."), name);
      return g_strdup_printf ("%s %s", said, tie);
    }
  if (name != NULL)
    return g_strdup_printf (text, j->points_held, share, name);
  return g_strdup_printf (text, j->points_held, share);
}

/* The principle behind a sound move on the hand's value (truco, raises),
 * with its numbers; NULL for other moves or without an estimate. */
static char *
truco_reason (const TrucoView      *view,
              const TrucoJudgement *j,
              int                   a)
{
  const TrucoAction *act = &view->actions[a];
  int wins = percent (j->hand_wins);

  if (act->bet != TRUCO_BET_TRUCO || j->hand_wins < 0 || j->sort[a] != TRUCO_MOVE_SOUND)
    return NULL;
  if (act->kind == TRUCO_ACTION_ACCEPT && j->accept_pays >= 0)
    /* Translators: %1$d %% is how often the learner's cards win the
     * hand, given what was said; %2$d %% the share from which accepting
     * pays better than refusing. */
    return g_strdup_printf (_("After what was said, your cards win the hand about %1$d %% of the time; accepting pays from about %2$d %%."),
                            wins, percent (j->accept_pays));
  if (act->kind == TRUCO_ACTION_REJECT && j->accept_pays >= 0)
    /* Translators: %1$d %% is how often the learner's cards win the
     * hand, given what was said; %2$d %% the share from which accepting
     * would pay. */
    return g_strdup_printf (_("After what was said, your cards win the hand only about %1$d %% of the time; accepting would pay only from about %2$d %%."),
                            wins, percent (j->accept_pays));
  if (act->kind == TRUCO_ACTION_CALL)
    /* Translators: %d %% is how often the learner's cards win the hand,
     * given what was said. */
    return g_strdup_printf (_("After what was said, your cards win the hand about %d %% of the time: raise the stakes when you win more often than not."),
                            wins);
  return NULL;
}

/* Whether any card not yet seen by @view's seat (neither in its hand nor
 * on the table) ranks with @card or above it. */
static gboolean
unseen_card_rivals (const TrucoRules *rules,
                    const TrucoView  *view,
                    TrucoCard         card)
{
  guint mine = truco_rules_get_card_class (rules, card);

  for (guint c = 1; c <= mine && mine > 0; c++)
    {
      guint n = 0;
      const TrucoCard *cards = truco_rules_get_class_cards (rules, c, &n);

      for (guint i = 0; i < n; i++)
        {
          gboolean seen = FALSE;

          for (guint h = 0; h < view->n_hand && !seen; h++)
            seen = view->hand[h] == cards[i];
          for (guint t = 0; t < 3 && !seen; t++)
            for (guint s = 0; s < view->n_seats && !seen; s++)
              seen = view->played[t][s] == cards[i];
          if (!seen)
            return TRUE;
        }
    }
  return FALSE;
}

/* The best card of @view's hand but @except, or TRUCO_CARD_NONE. */
static TrucoCard
best_kept (const TrucoRules *rules,
           const TrucoView  *view,
           TrucoCard         except)
{
  TrucoCard best = TRUCO_CARD_NONE;

  for (guint i = 0; i < view->n_hand; i++)
    if (view->hand[i] != except &&
        (best == TRUCO_CARD_NONE ||
         truco_rules_get_card_class (rules, view->hand[i]) < truco_rules_get_card_class (rules, best)))
      best = view->hand[i];
  return best;
}

/* The principle behind playing card @a: the cheapest card that wins the
 * trick, the lowest when none can, a card nothing left can beat; NULL
 * otherwise. */
static char *
card_reason (TrucoGame       *game,
             const TrucoView *view,
             int              a)
{
  const TrucoRules *rules = truco_game_get_rules (game);
  const TrucoAction *act = &view->actions[a];
  TrucoCard theirs, kept;
  guint mine, cls, theirs_cls;
  gboolean any_wins = FALSE, cheapest = TRUE, lowest = TRUE;

  if (act->kind != TRUCO_ACTION_PLAY || view->trick > 2 || view->n_hand < 2)
    return NULL;
  /* A partner's card already holding the trick: another matter. */
  for (guint s = 0; s < view->n_seats; s++)
    if (s != view->seat && view->side_of[s] == view->side_of[view->seat] &&
        view->played[view->trick][s] != TRUCO_CARD_NONE)
      return NULL;
  kept = best_kept (rules, view, act->value);
  theirs = their_best_on_table (game, view);
  mine = truco_rules_get_card_class (rules, act->value);
  if (theirs == TRUCO_CARD_NONE)
    {
      gboolean decides;

      if (act->value != best_kept (rules, view, TRUCO_CARD_NONE) ||
          unseen_card_rivals (rules, view, act->value) || view->n_seats != 2)
        return NULL;
      /* The first trick won, or tied: this one decides the hand. */
      decides = view->trick >= 1 &&
                (view->trick_result[0] == view->side_of[view->seat] || view->trick_result[0] == 3);
      if (decides)
        /* Translators: %s is the card played (full name: "three of clubs"). */
        return g_strdup_printf (_("No card left in play beats your %s: it wins this trick, and with it the hand."),
                                truco_card_get_name (act->value));
      /* Translators: %s is the card played (full name: "three of clubs"). */
      return g_strdup_printf (_("No card left in play beats your %s: it wins this trick for sure."),
                              truco_card_get_name (act->value));
    }
  theirs_cls = truco_rules_get_card_class (rules, theirs);
  for (guint i = 0; i < view->n_hand; i++)
    {
      cls = truco_rules_get_card_class (rules, view->hand[i]);
      if (cls < theirs_cls)
        {
          any_wins = TRUE;
          if (mine < theirs_cls && cls > mine)
            cheapest = FALSE;
        }
      if (cls > mine)
        lowest = FALSE;
    }
  if (mine < theirs_cls && cheapest)
    /* Translators: %1$s is the card played, %2$s the other side's best
     * card on the table, %3$s the best card the learner keeps (full
     * names: "three of clubs"). */
    return g_strdup_printf (_("The %1$s is the cheapest of your cards that beats the %2$s on the table: it wins the trick and keeps your %3$s for later."),
                            truco_card_get_name (act->value), truco_card_get_name (theirs),
                            truco_card_get_name (kept));
  if (!any_wins && lowest)
    /* Translators: %1$s is the other side's best card on the table, %2$s
     * the best card the learner keeps (full names). */
    return g_strdup_printf (_("None of your cards beats the %1$s on the table: give up your lowest and keep your %2$s for a trick you can win."),
                            truco_card_get_name (theirs), truco_card_get_name (kept));
  return NULL;
}

/* The principle behind a showdown move: son buenas with the losing
 * envido, declaring the winning one; the comparison is the engine's. */
static char *
showdown_reason (TrucoGame            *game,
                 const Speaker        *sp,
                 const TrucoView      *view,
                 const TrucoJudgement *j,
                 int                   a)
{
  const TrucoAction *act = &view->actions[a];
  g_autofree char *shown = NULL;
  gboolean i_win = FALSE;

  if ((act->kind != TRUCO_ACTION_SON_BUENAS && act->kind != TRUCO_ACTION_DECLARE) || j->points_held < 0)
    return NULL;
  shown = showdown_comparison (game, sp, view,
                               act->kind == TRUCO_ACTION_DECLARE ? (int) act->value : j->points_held, &i_win);
  if (shown == NULL)
    return NULL;
  if (act->kind == TRUCO_ACTION_SON_BUENAS && !i_win)
    return g_strdup_printf ("%s %s", shown, _("Say son buenas and keep your cards to yourself."));
  if (act->kind == TRUCO_ACTION_DECLARE && i_win)
    return g_strdup_printf ("%s %s", shown, _("Declare it and take the points."));
  return NULL;
}

/* The principle behind a sound move, whatever it is, or NULL. */
static char *
principle (TrucoGame            *game,
           const Speaker        *sp,
           const TrucoView      *view,
           const TrucoJudgement *j,
           int                   a)
{
  char *why = points_reason (game, sp, view, j, a);

  if (why == NULL)
    why = showdown_reason (game, sp, view, j, a);
  if (why == NULL)
    why = truco_reason (view, j, a);
  if (why == NULL)
    why = card_reason (game, view, a);
  if (why == NULL && view->actions[a].kind == TRUCO_ACTION_MAZO && j->hand_wins >= 0)
    /* Translators: %d %% is the share of hands the learner's cards win. */
    why = g_strdup_printf (_("Your cards win the hand only about %d %% of the time: leaving it now gives away fewer points than playing it out."),
                           percent (j->hand_wins));
  return why;
}

/* The best move but @a by rank, leaving the hand (the mazo) only when
 * there is nothing else; or -1. */
static int
best_but (const TrucoView      *view,
          const TrucoJudgement *j,
          int                   a)
{
  int second = -1;

  for (guint k = 0; k < j->n_actions; k++)
    if ((int) k != a && view->actions[k].kind != TRUCO_ACTION_MAZO &&
        (second < 0 || j->rank[k] > j->rank[second]))
      second = k;
  return second;
}

/* The next best move to @a, or -1. */
static int
runner_up (const TrucoView      *view,
           const TrucoJudgement *j,
           int                   a)
{
  int second = best_but (view, j, a);

  for (guint k = 0; k < j->n_actions && second < 0; k++)
    if ((int) k != a)
      second = k;
  return second;
}

/* The judgements made lately, by position: the review of a move the
 * learner asked a hint for is the hint's own judgement, so that both say
 * the same best move with the same figures. */
#define COACH_MEMORY 32

typedef struct
{
  gboolean       used;
  guint64        game_seed;
  TrucoView      view;
  TrucoJudgement judgement;
} Remembered;

static Remembered coach_memory[COACH_MEMORY];
static guint coach_memory_next;
G_LOCK_DEFINE_STATIC (coach_memory);

static gboolean
recall (guint64          game_seed,
        const TrucoView *view,
        TrucoJudgement  *j)
{
  gboolean found = FALSE;

  G_LOCK (coach_memory);
  for (guint i = 0; i < COACH_MEMORY && !found; i++)
    if (coach_memory[i].used && coach_memory[i].game_seed == game_seed &&
        memcmp (&coach_memory[i].view, view, sizeof *view) == 0)
      {
        *j = coach_memory[i].judgement;
        found = TRUE;
      }
  G_UNLOCK (coach_memory);
  return found;
}

static void
remember (guint64               game_seed,
          const TrucoView      *view,
          const TrucoJudgement *j)
{
  G_LOCK (coach_memory);
  coach_memory[coach_memory_next].used = TRUE;
  coach_memory[coach_memory_next].game_seed = game_seed;
  coach_memory[coach_memory_next].view = *view;
  coach_memory[coach_memory_next].judgement = *j;
  coach_memory_next = (coach_memory_next + 1) % COACH_MEMORY;
  G_UNLOCK (coach_memory);
}

/* A seed for the position itself: the same moment judged twice samples
 * the same deals, whoever asks, in every run (truco_view_hash() counts
 * the ladders by id: hashing the view's bytes hashed their addresses,
 * which differ from run to run, and so did the hints' figures). */
static guint64
position_seed (guint64          game_seed,
               const TrucoView *view)
{
  return truco_view_hash (view, game_seed);
}

/* The judgement of @view's moves as the coach makes it.  @seed is mixed
 * into nothing: the position gives its own (see position_seed()). */
static gboolean
coach_judge (TrucoGame               *game,
             guint                    seat,
             const TrucoBotKnowledge *knowledge,
             guint                    n_deals,
             guint64                  seed,
             GCancellable            *cancellable,
             TrucoView               *view,
             TrucoJudgement          *j)
{
  g_autoptr(TrucoGame) lookahead = NULL;
  guint64 game_seed = truco_game_get_seed (game);

  (void) seed;
  truco_game_get_view (game, seat, view);
  if (view->n_actions == 1)
    {
      memset (j, 0, sizeof *j);
      j->n_actions = 1;
      j->points_held = -1;
      j->chico_now = -1;
      return TRUE;
    }
  if (recall (game_seed, view, j))
    return TRUE;
  seed = position_seed (game_seed, view);
  lookahead = truco_bot_make_lookahead (game, seat, seed);
  if (!truco_bot_judge (truco_game_get_rules (game), view, knowledge, lookahead, n_deals, seed,
                        cancellable, j))
    return FALSE;
  remember (game_seed, view, j);
  return TRUE;
}

gboolean
truco_coach_judge (TrucoGame               *game,
                   guint                    seat,
                   const TrucoBotKnowledge *knowledge,
                   guint                    n_deals,
                   GCancellable            *cancellable,
                   TrucoView               *view,
                   TrucoJudgement          *judgement)
{
  g_return_val_if_fail (TRUCO_IS_GAME (game), FALSE);

  return coach_judge (game, seat, knowledge, n_deals, 0, cancellable, view, judgement);
}

gboolean
truco_coach_hint (TrucoGame      *game,
                  guint           seat,
                  guint           n_deals,
                  guint64         seed,
                  GCancellable   *cancellable,
                  TrucoCoachHint *hint)
{
  return truco_coach_hint_knowing (game, seat, NULL, NULL, n_deals, seed, cancellable, hint);
}

gboolean
truco_coach_hint_knowing (TrucoGame               *game,
                          guint                    seat,
                          const TrucoBotKnowledge *knowledge,
                          const char * const      *seat_names,
                          guint                    n_deals,
                          guint64                  seed,
                          GCancellable            *cancellable,
                          TrucoCoachHint          *hint)
{
  g_autoptr(GString) reason = g_string_new (NULL);
  TrucoJudgement j;
  TrucoView view;
  g_autofree char *special = NULL, *points = NULL;
  Speaker sp;
  int best, second;

  memset (hint, 0, sizeof *hint);
  speaker_init (&sp, game, seat, seat_names);
  hint->envido = -1;
  if (!coach_judge (game, seat, knowledge, n_deals, seed, cancellable, &view, &j))
    return FALSE;
  g_return_val_if_fail (view.n_actions > 0, FALSE);

  best = j.best;
  second = runner_up (&view, &j, best);
  hint->action = view.actions[best];
  hint->value = j.rank[best];
  hint->margin = second >= 0 ? j.rank[best] - j.rank[second] : 0;
  if (hint->action.bet == TRUCO_BET_ENVIDO && j.points_held >= 0 &&
      (hint->action.kind == TRUCO_ACTION_CALL || hint->action.kind == TRUCO_ACTION_ACCEPT ||
       hint->action.kind == TRUCO_ACTION_REJECT))
    {
      hint->envido = j.points_held;
      hint->envido_beats = j.points_beats;
    }

  if (second < 0)
    {
      g_string_append (reason, _("It is the only move you can make."));
      hint->reason = g_string_free (g_steal_pointer (&reason), FALSE);
      return TRUE;
    }

  special = special_reason (game, &sp, &view, &j, best, second);
  points = principle (game, &sp, &view, &j, best);
  if (points != NULL && !j.refusal_loses_chico)
    g_string_append_printf (reason, "%s ", points);
  if (special != NULL)
    g_string_append_printf (reason, "%s ", special);
  /* The chances of the chico say it; else the points, over the deals. */
  if (special != NULL && speak_of_chico (&j, best, second))
    g_string_truncate (reason, reason->len - 1);
  else
  {
    g_autofree char *next = truco_coach_describe_action (game, &view.actions[second]);

    if (hint->margin < 0.25)
      /* Translators: %s is another move, as on its button ("Call truco"). */
      g_string_append_printf (reason, _("“%s” would do about as well."), next);
    else
      /* Translators: %1$.1f is points (one decimal, at least 0.3), %2$s
       * the next best move as on its button. */
      g_string_append_printf (reason, _("On average it scores about %1$.1f points more than the next best move, “%2$s”."),
                              hint->margin, next);
  }
  /* A bluff that would score more is named as one, never advised; only
   * one a player might think of (a falta with nothing is no temptation). */
  if (j.best_raw != best && j.sort[j.best_raw] == TRUCO_MOVE_BLUFF &&
      j.stake[j.best_raw] <= TRUCO_COACH_BLUFF_NAMED_STAKE)
    {
      g_autofree char *bluff = truco_coach_describe_action (game, &view.actions[j.best_raw]);
      g_autofree char *numbers = bluff_numbers (game, &sp, &view, &j, j.best_raw);
      const char *name = sole_opponent (&sp, &view);

      g_string_append_c (reason, ' ');
      if (numbers != NULL)
        g_string_append_printf (reason, "%s ", numbers);
      if (name != NULL)
        g_string_append_printf (reason,
                                /* Translators: %1$s is a call as on its button, %2$u the
                                 * points it risks if accepted, %3$s the name of the only
                                 * opponent ("Ana"). */
                                g_dngettext (GETTEXT_PACKAGE,
                                             "“%1$s” would be a bluff: it wins only if %3$s refuses and risks %2$u point if %3$s accepts, so it is never advised.",
                                             "“%1$s” would be a bluff: it wins only if %3$s refuses and risks %2$u points if %3$s accepts, so it is never advised.",
                                             j.stake[j.best_raw]),
                                bluff, (guint) j.stake[j.best_raw], name);
      else
      g_string_append_printf (reason,
                              /* Translators: %1$s is a call as on its button, %2$u the
                               * points it risks if accepted. */
                              g_dngettext (GETTEXT_PACKAGE,
                                           "“%1$s” would be a bluff: it wins only if they refuse and risks %2$u point if they accept, so it is never advised.",
                                           "“%1$s” would be a bluff: it wins only if they refuse and risks %2$u points if they accept, so it is never advised.",
                                           j.stake[j.best_raw]),
                              bluff, (guint) j.stake[j.best_raw]);
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
  return truco_coach_review_knowing (before, actions, n_decisions, seat, NULL, NULL, n_deals, seed, cancellable);
}

GPtrArray *
truco_coach_review_knowing (TrucoGame * const       *before,
                            const TrucoAction       *actions,
                            guint                    n_decisions,
                            guint                    seat,
                            const TrucoBotKnowledge *knowledge,
                            const char * const      *seat_names,
                            guint                    n_deals,
                            guint64                  seed,
                            GCancellable            *cancellable)
{
  g_autoptr(GPtrArray) verdicts = g_ptr_array_new_with_free_func ((GDestroyNotify) truco_coach_verdict_free);

  for (guint i = 0; i < n_decisions; i++)
    {
      TrucoGame *game = before[i];
      TrucoJudgement j;
      TrucoCoachVerdict *verdict;
      g_autofree char *chosen = NULL, *better = NULL;
      g_autoptr(GString) reason = g_string_new (NULL);
      TrucoView view;
      Speaker sp;
      int taken = -1, best;

      speaker_init (&sp, game, seat, seat_names);
      if (!coach_judge (game, seat, knowledge, n_deals, seed + i, cancellable, &view, &j))
        {
          if (g_cancellable_is_cancelled (cancellable))
            return NULL;
          memset (&j, 0, sizeof j);
          j.n_actions = view.n_actions;
          j.points_held = -1;
          j.chico_now = -1;
        }
      for (guint a = 0; a < view.n_actions; a++)
        if (truco_action_equal (&view.actions[a], &actions[i]))
          taken = a;
      g_return_val_if_fail (taken >= 0, NULL);
      best = view.n_actions > 1 ? j.best : 0;

      verdict = g_new0 (TrucoCoachVerdict, 1);
      verdict->action = actions[i];
      verdict->best = view.actions[best];
      verdict->loss = MAX (0, j.rank[best] - j.rank[taken]);
      verdict->grade = truco_grade_for_loss (verdict->loss);
      /* A move that cannot win is an error whatever the points say. */
      if (j.sort[taken] == TRUCO_MOVE_HOPELESS && taken != best)
        verdict->grade = MAX (verdict->grade, TRUCO_GRADE_MISTAKE);
      /* A dearer card than the cheapest that wins the trick (or than the
       * lowest, when none wins it) gives away a better one for nothing. */
      if (taken != best && view.actions[taken].kind == TRUCO_ACTION_PLAY &&
          view.actions[best].kind == TRUCO_ACTION_PLAY)
        {
          TrucoCard theirs = their_best_on_table (game, &view);
          const TrucoRules *rules = truco_game_get_rules (game);

          guint cb = truco_rules_get_card_class (rules, view.actions[best].value);
          guint ct = truco_rules_get_card_class (rules, view.actions[taken].value);

          /* Both win the trick, or both lose it: the dearer one is wasted. */
          if (theirs != TRUCO_CARD_NONE && ct < cb &&
              (cb < truco_rules_get_card_class (rules, theirs) ||
               ct >= truco_rules_get_card_class (rules, theirs)))
            verdict->grade = MAX (verdict->grade, TRUCO_GRADE_INACCURACY);
        }
      verdict->hand_number = view.hand_number;
      chosen = truco_coach_describe_action (game, &actions[i]);
      better = truco_coach_describe_action (game, &view.actions[best]);
      verdict->move = g_strdup (chosen);
      /* The move is the review row's title: its line says why, without
       * naming it again. */
      if (view.n_actions == 1)
        g_string_append (reason, _("It was the only move."));
      else if (taken == best || verdict->grade == TRUCO_GRADE_BEST)
        {
          g_autofree char *why = principle (game, &sp, &view, &j, taken);
          g_autofree char *special = special_reason (game, &sp, &view, &j, taken, runner_up (&view, &j, taken));

          g_string_append (reason, _("It was the best move here."));
          if (why != NULL)
            g_string_append_printf (reason, " %s", why);
          else if (special != NULL)
            g_string_append_printf (reason, " %s", special);
        }
      else
        {
          g_autofree char *special = special_reason (game, &sp, &view, &j, taken, best);
          g_autofree char *why = principle (game, &sp, &view, &j, best);

          if (special != NULL)
            g_string_append_printf (reason, "%s ", special);
          /* Translators: %1$.1f is points (one decimal), %2$s a better move
           * as on its button ("Call retruco"). */
          if (verdict->loss >= 0.05)
            g_string_append_printf (reason, _("It lost about %1$.1f points on average; “%2$s” was better."),
                                    verdict->loss, better);
          else
            /* Translators: %s is a better move as on its button. */
            g_string_append_printf (reason, _("“%s” was better."), better);
          if (why != NULL && special == NULL)
            g_string_append_printf (reason, " %s", why);
        }
      verdict->reason = g_string_free (g_steal_pointer (&reason), FALSE);
      g_ptr_array_add (verdicts, verdict);
    }
  g_ptr_array_sort (verdicts, compare_verdicts);
  return g_steal_pointer (&verdicts);
}
