/* truco-bot.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "truco-bot.h"
#include "truco-eval.h"
#include "truco-signal.h"

typedef struct
{
  double call;   /* strength needed to call */
  double accept; /* strength needed to accept a call */
  double raise;  /* strength needed to raise a call instead of accepting */
  double bluff;  /* chance of calling or accepting anyway */
} Temper;

static const Temper tempers[] = {
  [TRUCO_BOT_BEGINNER] = { 0.80, 0.60, 0.92, 0.00 },
  [TRUCO_BOT_STEADY]   = { 0.62, 0.45, 0.80, 0.08 },
  [TRUCO_BOT_STRONG]   = { 0.58, 0.42, 0.75, 0.15 },
};

const char *
truco_bot_level_get_name (TrucoBotLevel level)
{
  switch (level)
    {
    /* Translators: the name of the easiest computer player */
    case TRUCO_BOT_BEGINNER: return _("Beginner");
    /* Translators: the name of the middle computer player */
    case TRUCO_BOT_STEADY: return _("Steady player");
    /* Translators: the name of the hardest computer player */
    case TRUCO_BOT_STRONG: return _("Strong player");
    case TRUCO_BOT_N_LEVELS:
    default:
      g_return_val_if_reached (NULL);
    }
}

const char *
truco_bot_level_get_style (TrucoBotLevel level)
{
  switch (level)
    {
    case TRUCO_BOT_BEGINNER:
      return _("Careful: calls only with very good cards and almost never bluffs.");
    case TRUCO_BOT_STEADY:
      return _("Calls when the cards are good and bluffs now and then.");
    case TRUCO_BOT_STRONG:
      return _("Weighs every call against the hands you may hold, reads your calls and bluffs.");
    case TRUCO_BOT_N_LEVELS:
    default:
      g_return_val_if_reached (NULL);
    }
}

static inline guint64
next_random (guint64 *state)
{
  /* splitmix64: small, fast and good enough for decisions */
  guint64 z = (*state += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

static inline double
next_double (guint64 *state)
{
  return (next_random (state) >> 11) * (1.0 / 9007199254740992.0);
}

/* 1 for the highest card of the rule set, near 0 for the lowest. */
static double
card_strength (const TrucoRules *rules,
               TrucoCard         card)
{
  guint n = truco_rules_get_n_classes (rules);
  guint c = truco_rules_get_card_class (rules, card);

  if (c == 0 || n < 2)
    return 0;
  return 1.0 - (double) (c - 1) / (n - 1);
}

/* Beats: a lower class wins a trick. */
static int
compare_cards (const TrucoRules *rules,
               TrucoCard         a,
               TrucoCard         b)
{
  guint ca = truco_rules_get_card_class (rules, a);
  guint cb = truco_rules_get_card_class (rules, b);

  if (ca == cb)
    return 0;
  return (ca != 0 && (cb == 0 || ca < cb)) ? 1 : -1;
}

/* The seat's cards at the start of the hand: held and laid. */
static guint
all_cards (const TrucoView *view,
           TrucoCard        cards[4])
{
  guint n = 0;

  for (guint i = 0; i < view->n_hand && n < 4; i++)
    cards[n++] = view->hand[i];
  for (guint t = 0; t < 3 && n < 4; t++)
    if (view->played[t][view->seat] != TRUCO_CARD_NONE)
      cards[n++] = view->played[t][view->seat];
  return n;
}

static double
truco_strength (const TrucoRules *rules,
                const TrucoView  *view)
{
  double s[4];
  double strength;
  guint n = view->n_hand;
  guint side = view->side_of[view->seat];

  for (guint i = 0; i < n; i++)
    s[i] = card_strength (rules, view->hand[i]);
  /* strongest first */
  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      if (s[j] > s[i])
        {
          double t = s[i];
          s[i] = s[j];
          s[j] = t;
        }
  strength = n > 0 ? s[0] : 0;
  if (n > 1)
    strength = (s[0] + 0.6 * s[1]) / 1.6;
  for (guint t = 0; t < 3; t++)
    {
      if (view->trick_result[t] == side)
        strength += 0.25;
      else if (view->trick_result[t] < 3)
        strength -= 0.25;
    }
  return CLAMP (strength, 0, 1);
}

static double
points_strength (const TrucoRules *rules,
                 const TrucoView  *view,
                 TrucoBetKind      bet)
{
  TrucoCard cards[4];
  guint n = all_cards (view, cards);
  int best = -1;

  if (n < 3)
    return 0.3;
  /* The best three of the cards (four in the gallo). */
  best = truco_best_count (rules, bet == TRUCO_BET_FLOR ? TRUCO_DECLARATION_FLOR : truco_rules_resolve (rules)->points,
                           cards, n);
  if (best < 0)
    return 0;
  if (best < 20)
    return 0.05 * best / 7.0;
  return CLAMP ((best - 20) / 13.0, 0, 1);
}

/* The signals the view's partners showed (all of them together), when
 * @known is of this hand. */
static guint
partner_signals (const TrucoView         *view,
                 const TrucoBotKnowledge *known)
{
  guint mask = 0;

  if (known == NULL || known->hand_number != view->hand_number)
    return 0;
  for (guint s = 0; s < view->n_seats; s++)
    if (s != view->seat && view->side_of[s] == view->side_of[view->seat])
      mask |= known->signals[s];
  return mask;
}

/* The strongest card a partner signalled, 0 for none. */
static double
signalled_strength (const TrucoRules *rules,
                    guint             mask)
{
  guint n_deck;
  const TrucoCard *deck = truco_deck_get_cards (truco_rules_get_deck (rules), &n_deck);
  double best = 0;

  for (guint s = TRUCO_SIGNAL_NONE + 1; s < TRUCO_N_SIGNALS; s++)
    if (mask & (1u << s))
      for (guint c = 0; c < n_deck; c++)
        if (truco_signal_matches_card (rules, s, deck[c]))
          best = MAX (best, card_strength (rules, deck[c]));
  return best;
}

static double
strength_for (const TrucoRules        *rules,
              const TrucoView         *view,
              const TrucoBotKnowledge *known,
              guint                    bet)
{
  guint partners = partner_signals (view, known);
  double s;

  if (bet == TRUCO_BET_TRUCO)
    {
      /* A partner's signalled card plays for the side too. */
      s = truco_strength (rules, view);
      if (partners != 0)
        s = MAX (s, (s + signalled_strength (rules, partners)) / 2 + 0.1);
      return CLAMP (s, 0, 1);
    }
  s = points_strength (rules, view, bet);
  /* A partner's good envido or embit can be declared for the side. */
  if (bet == TRUCO_BET_ENVIDO &&
      (partners & ((1u << TRUCO_SIGNAL_GOOD_ENVIDO) | (1u << TRUCO_SIGNAL_EMBIT))))
    s = MAX (s, 0.65);
  return s;
}

/* The bet waiting for this seat's answer, or -1. */
static int
pending_bet (const TrucoView *view)
{
  for (guint i = 0; i < view->n_actions; i++)
    if (view->actions[i].kind == TRUCO_ACTION_ACCEPT ||
        view->actions[i].kind == TRUCO_ACTION_REJECT)
      return view->actions[i].bet;
  return -1;
}

static int
find_kind (const TrucoView *view,
           guint            kind,
           int              bet)
{
  for (guint i = 0; i < view->n_actions; i++)
    if (view->actions[i].kind == kind && (bet < 0 || view->actions[i].bet == bet))
      return i;
  return -1;
}

/* The lowest call on the ladder of @bet (fewest points at stake). */
static int
lowest_call (const TrucoView *view,
             guint            bet)
{
  int best = -1;

  for (guint i = 0; i < view->n_actions; i++)
    {
      const TrucoAction *a = &view->actions[i];

      if (a->kind != TRUCO_ACTION_CALL || a->bet != bet)
        continue;
      if (best < 0 || a->row < view->actions[best].row ||
          (a->row == view->actions[best].row && a->value < view->actions[best].value))
        best = i;
    }
  return best;
}

static int
choose_card (const TrucoRules *rules,
             const TrucoView  *view,
             TrucoBotLevel     level)
{
  guint side = view->side_of[view->seat];
  guint t = MIN (view->trick, 2);
  TrucoCard best_mine = TRUCO_CARD_NONE, best_theirs = TRUCO_CARD_NONE;
  int weakest = -1, strongest = -1, cheapest_win = -1, cheapest_tie = -1;

  for (guint s = 0; s < view->n_seats; s++)
    {
      TrucoCard c = view->played[t][s];

      if (c == TRUCO_CARD_NONE)
        continue;
      if (view->side_of[s] == side)
        {
          if (best_mine == TRUCO_CARD_NONE || compare_cards (rules, c, best_mine) > 0)
            best_mine = c;
        }
      else if (best_theirs == TRUCO_CARD_NONE || compare_cards (rules, c, best_theirs) > 0)
        best_theirs = c;
    }

  for (guint i = 0; i < view->n_actions; i++)
    {
      const TrucoAction *a = &view->actions[i];

      if (a->kind != TRUCO_ACTION_PLAY)
        continue;
      if (weakest < 0 || compare_cards (rules, a->value, view->actions[weakest].value) < 0)
        weakest = i;
      if (strongest < 0 || compare_cards (rules, a->value, view->actions[strongest].value) > 0)
        strongest = i;
      if (best_theirs != TRUCO_CARD_NONE)
        {
          int c = compare_cards (rules, a->value, best_theirs);

          if (c > 0 && (cheapest_win < 0 ||
                        compare_cards (rules, a->value, view->actions[cheapest_win].value) < 0))
            cheapest_win = i;
          if (c == 0)
            cheapest_tie = i;
        }
    }
  if (weakest < 0)
    return -1;

  if (best_theirs == TRUCO_CARD_NONE)
    {
      /* Leading (or only partners have played). */
      if (best_mine != TRUCO_CARD_NONE)
        return weakest;
      if (level == TRUCO_BOT_BEGINNER || t > 0)
        return strongest;
      /* Keep the best card back when the second is good enough. */
      for (guint i = 0; i < view->n_actions; i++)
        if (view->actions[i].kind == TRUCO_ACTION_PLAY && (int) i != strongest &&
            card_strength (rules, view->actions[i].value) > 0.6 &&
            (weakest == (int) i || compare_cards (rules, view->actions[i].value,
                                                   view->actions[weakest].value) > 0))
          return i;
      return strongest;
    }
  if (best_mine != TRUCO_CARD_NONE && compare_cards (rules, best_mine, best_theirs) > 0)
    return weakest;  /* a partner already wins the trick */
  if (cheapest_win >= 0)
    return cheapest_win;
  if (cheapest_tie >= 0 && t > 0 && view->trick_result[0] == side)
    return cheapest_tie;  /* a tie after winning the first trick wins the hand */
  return weakest;
}

/* What the pending call on @bet is worth to the view's side: the points
 * it wins if accepted and won, loses if accepted and lost, and gives away
 * if refused.  Only between two sides (FALSE otherwise). */
static gboolean
stake_of (const TrucoRules *rules,
          const TrucoView  *view,
          guint             bet,
          double           *win,
          double           *lose,
          double           *refuse)
{
  const TrucoBet *b = &view->bets[bet];
  TrucoBetContext ctx;
  guint mine = view->side_of[view->seat];

  if (view->n_sides != 2 || view->n_scores != 2 || b->spec == NULL || !truco_bet_is_pending (b))
    return FALSE;
  truco_bet_context_init (&ctx, rules);
  ctx.score[0] = view->score[0];
  ctx.score[1] = view->score[1];
  for (guint s = 0; s < view->n_seats; s++)
    ctx.n_flors += (view->flor_sung >> s) & 1;
  *win = truco_bet_accepted_value (b, &ctx, mine);
  *lose = truco_bet_accepted_value (b, &ctx, 1 - mine);
  *refuse = truco_bet_rejected_value (b, &ctx);
  return TRUE;
}

/* The chance of winning an accepted bet, read from the strength of the
 * cards less what the other side's calls tell: each of their calls on
 * this ladder, and a big stake, says their cards are good. */
static double
win_chance (const TrucoView *view,
            guint            bet,
            double           strength,
            double           lose)
{
  const TrucoBet *b = &view->bets[bet];
  guint mine = view->side_of[view->seat];
  double p = strength;

  for (guint k = 0; k < b->n_calls; k++)
    if (b->side[k] != mine)
      p -= 0.08;
  if (lose >= 6)
    p -= 0.1;
  return CLAMP (p, 0.02, 0.98);
}

/* The plain players: rules of thumb on the strength of the cards. */
static guint
decide_by_hand (TrucoBotLevel            level,
                const TrucoRules        *rules,
                const TrucoView         *view,
                const TrucoBotKnowledge *known,
                guint64                 *rng)
{
  const Temper *temper = &tempers[level];
  int pending = pending_bet (view);
  int i;

  if (view->n_actions == 1)
    return 0;

  if (pending >= 0)
    {
      double s = strength_for (rules, view, known, pending);
      double luck = next_double (rng);
      double win, lose, refuse;
      gboolean accept = s >= temper->accept || luck < temper->bluff / 2;

      /* The steady and strong players weigh the stake: what accepting
       * brings or costs against what refusing gives away now.  The
       * beginner answers on the cards alone. */
      if (level != TRUCO_BOT_BEGINNER && stake_of (rules, view, pending, &win, &lose, &refuse))
        {
          double p = win_chance (view, pending, s, lose);
          double by_accepting = p * win - (1 - p) * lose;

          accept = by_accepting >= -refuse || (lose <= 2 && luck < temper->bluff / 2);
          if (accept && s >= temper->raise && p > 0.5 && (i = lowest_call (view, pending)) >= 0)
            return i;
        }
      else if (s >= temper->raise && (i = lowest_call (view, pending)) >= 0)
        return i;
      if (accept)
        {
          if ((i = find_kind (view, TRUCO_ACTION_ACCEPT, pending)) >= 0)
            return i;
        }
      if ((i = find_kind (view, TRUCO_ACTION_REJECT, pending)) >= 0)
        return i;
      if ((i = find_kind (view, TRUCO_ACTION_ACCEPT, pending)) >= 0)
        return i;
    }

  /* Declarations are told truthfully; nobody's flor is challenged. */
  if ((i = find_kind (view, TRUCO_ACTION_DECLARE, -1)) >= 0)
    return i;
  if ((i = find_kind (view, TRUCO_ACTION_PASS, -1)) >= 0)
    return i;
  if ((i = find_kind (view, TRUCO_ACTION_CUT, -1)) >= 0)
    return i;
  if ((i = find_kind (view, TRUCO_ACTION_DEAL_THREE, -1)) >= 0)
    return i;
  if ((i = find_kind (view, TRUCO_ACTION_INSIST, -1)) >= 0)
    return i;
  if ((i = find_kind (view, TRUCO_ACTION_AGREE, -1)) >= 0)
    return i;
  if (find_kind (view, TRUCO_ACTION_PLAY_ELEVEN, -1) >= 0)
    {
      double s = truco_strength (rules, view);

      i = find_kind (view, s >= 0.45 ? TRUCO_ACTION_PLAY_ELEVEN : TRUCO_ACTION_CONCEDE, -1);
      if (i >= 0)
        return i;
    }
  if (find_kind (view, TRUCO_ACTION_DISCARD, -1) >= 0)
    {
      int weakest = -1;

      for (guint k = 0; k < view->n_actions; k++)
        if (view->actions[k].kind == TRUCO_ACTION_DISCARD &&
            (weakest < 0 || compare_cards (rules, view->actions[k].value,
                                           view->actions[weakest].value) < 0))
          weakest = k;
      return weakest;
    }

  /* Calls: a flor is always sung, then envido, then truco. */
  {
    static const guint order[] = { TRUCO_BET_FLOR, TRUCO_BET_ENVIDO, TRUCO_BET_TRUCO };

    for (guint k = 0; k < G_N_ELEMENTS (order); k++)
      {
        int call = lowest_call (view, order[k]);
        double s;

        if (call < 0)
          continue;
        s = strength_for (rules, view, known, order[k]);
        if (order[k] == TRUCO_BET_FLOR ? s > 0 :
            (s >= temper->call || next_double (rng) < temper->bluff))
          return call;
      }
  }

  if ((i = choose_card (rules, view, level)) >= 0)
    return i;

  /* Anything else but leaving the hand. */
  for (guint k = 0; k < view->n_actions; k++)
    if (view->actions[k].kind != TRUCO_ACTION_MAZO &&
        view->actions[k].kind != TRUCO_ACTION_PIDO_FLOR &&
        view->actions[k].kind != TRUCO_ACTION_CALL)
      return k;
  return 0;
}

int
truco_bot_next_seat (TrucoGame *game)
{
  TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
  guint n = truco_game_list_actions (game, actions);
  TrucoView view;

  if (n == 0)
    return -1;
  /* The seat on turn when it may act; else the first that may. */
  truco_game_get_view (game, actions[0].seat, &view);
  for (guint i = 0; i < n; i++)
    if (actions[i].seat == view.turn)
      return view.turn;
  return actions[0].seat;
}

static guint
account_of (const TrucoView *view,
            guint            seat)
{
  return view->n_scores == view->n_sides ? view->side_of[seat] : seat;
}

static double
total_of (TrucoGame *game,
          guint      account)
{
  return truco_game_get_games_won (game, account) * (double) truco_game_get_target (game) +
         truco_game_get_score (game, account);
}

/* Points of @view's seat minus the mean of the other accounts. */
static double
balance (TrucoGame       *game,
         const TrucoView *view)
{
  guint mine = account_of (view, view->seat);
  guint n = view->n_scores;
  double others = 0;

  for (guint a = 0; a < n; a++)
    if (a != mine)
      others += total_of (game, a);
  return total_of (game, mine) - (n > 1 ? others / (n - 1) : 0);
}

static void
play_out_hand (TrucoGame *game,
               guint      hand,
               guint64   *rng)
{
  TrucoView view;
  guint guard = 0;

  while (!truco_game_is_over (game) && truco_game_get_hand_number (game) == hand &&
         guard++ < 400)
    {
      int seat = truco_bot_next_seat (game);
      guint k;

      if (seat < 0)
        break;
      truco_game_get_view (game, seat, &view);
      if (view.n_actions == 0)
        break;
      k = decide_by_hand (TRUCO_BOT_STEADY, truco_game_get_rules (game), &view, NULL, rng);
      if (!truco_game_apply (game, &view.actions[k], NULL))
        break;
    }
}

static gboolean
card_seen (const TrucoView *view,
           TrucoCard        card)
{
  for (guint i = 0; i < view->n_hand; i++)
    if (view->hand[i] == card)
      return TRUE;
  for (guint t = 0; t < 3; t++)
    for (guint s = 0; s < view->n_seats; s++)
      if (view->played[t][s] == card)
        return TRUE;
  return FALSE;
}

static guint
dealt_cards (const TrucoView *view,
             TrucoCard        hands[TRUCO_GAME_MAX_SEATS][4],
             guint            seat,
             TrucoCard        cards[4])
{
  guint n = 0;

  for (guint i = 0; i < view->n_held[seat] && n < 4; i++)
    cards[n++] = hands[seat][i];
  for (guint t = 0; t < 3 && n < 4; t++)
    if (view->played[t][seat] != TRUCO_CARD_NONE)
      cards[n++] = view->played[t][seat];
  return n;
}

static guint
card_signals (const TrucoRules *rules,
              TrucoCard         card)
{
  guint mask = 0;

  for (guint s = TRUCO_SIGNAL_NONE + 1; s < TRUCO_N_SIGNALS; s++)
    if (truco_signal_matches_card (rules, s, card))
      mask |= 1u << s;
  return mask;
}

/* Swaps @card (at @seat, @index) for an unseen card that shows only
 * signals in @allowed and at least one of @needed (0: any), taken from
 * the stock or from a hidden hand whose signals nobody knows.  Returns
 * whether it could. */
static gboolean
swap_card (const TrucoRules        *rules,
           const TrucoView         *view,
           const TrucoBotKnowledge *known,
           TrucoCard                hands[TRUCO_GAME_MAX_SEATS][4],
           guint                    seat,
           guint                    index,
           guint                    allowed,
           guint                    needed,
           guint64                 *rng)
{
  guint n_deck;
  const TrucoCard *deck = truco_deck_get_cards (truco_rules_get_deck (rules), &n_deck);
  gint8 from_seat[64];
  guint8 from_index[64];
  TrucoCard choice[64];
  guint n = 0;

  for (guint c = 0; c < n_deck && n < G_N_ELEMENTS (choice); c++)
    {
      guint has = card_signals (rules, deck[c]);
      int in_seat = -1;
      guint in_index = 0;

      if ((has & ~allowed) != 0 || (needed != 0 && (has & needed) == 0) || card_seen (view, deck[c]))
        continue;
      for (guint s = 0; s < view->n_seats; s++)
        for (guint k = 0; k < view->n_held[s]; k++)
          if (s != view->seat && hands[s][k] == deck[c])
            in_seat = s, in_index = k;
      if (in_seat == (int) seat || (in_seat >= 0 && known->signals[in_seat] != 0))
        continue;
      from_seat[n] = in_seat;
      from_index[n] = in_index;
      choice[n++] = deck[c];
    }
  if (n == 0)
    return FALSE;

  {
    guint pick = next_random (rng) % n;

    if (from_seat[pick] >= 0)
      hands[from_seat[pick]][from_index[pick]] = hands[seat][index];
    hands[seat][index] = choice[pick];
  }
  return TRUE;
}

/* Moves cards between the hidden hands and the stock of a sampled deal so
 * that each seat whose signals are known holds what it signalled: none
 * of the cards it did not signal, and each one it did.  Returns whether
 * every such seat now makes exactly its signals (points included). */
static gboolean
fit_signals (const TrucoRules        *rules,
             const TrucoView         *view,
             const TrucoBotKnowledge *known,
             TrucoCard                hands[TRUCO_GAME_MAX_SEATS][4],
             guint64                 *rng)
{
  gboolean all = TRUE;

  for (guint seat = 0; seat < view->n_seats; seat++)
    {
      guint want = known->signals[seat];
      TrucoCard cards[4];
      guint n, have = 0;

      if (want == 0 || seat == view->seat || view->n_held[seat] == 0)
        continue;

      /* Cards showing a signal that was not made go. */
      for (guint i = 0; i < view->n_held[seat]; i++)
        if ((card_signals (rules, hands[seat][i]) & ~want) != 0)
          swap_card (rules, view, known, hands, seat, i, want, 0, rng);

      /* Each signalled card still missing takes the place of a card that
       * shows nothing. */
      n = dealt_cards (view, hands, seat, cards);
      for (guint k = 0; k < n; k++)
        have |= card_signals (rules, cards[k]);
      for (guint i = 0; i < view->n_held[seat]; i++)
        {
          guint missing = want & ~have;
          guint card_only = 0;

          for (guint sig = TRUCO_SIGNAL_NONE + 1; sig < TRUCO_N_SIGNALS; sig++)
            if ((missing & (1u << sig)) && sig != TRUCO_SIGNAL_GOOD_ENVIDO &&
                sig != TRUCO_SIGNAL_EMBIT && sig != TRUCO_SIGNAL_BAD_CARDS)
              {
                card_only = 1u << sig;
                break;
              }
          if (card_only == 0)
            break;
          if (card_signals (rules, hands[seat][i]) == 0 &&
              swap_card (rules, view, known, hands, seat, i, want, card_only, rng))
            have |= card_signals (rules, hands[seat][i]);
        }

      n = dealt_cards (view, hands, seat, cards);
      if (truco_signal_mask_for_hand (rules, cards, n) != want)
        all = FALSE;
    }
  return all;
}

/* Samples the hidden cards for one deal, consistent with the view and
 * with what @known says (a few tries, then the closest). */
static gboolean
sample_deal (const TrucoRules             *rules,
             const TrucoView              *view,
             const TrucoSampleConstraints *constraints,
             const TrucoBotKnowledge      *known,
             guint64                      *rng,
             TrucoCard                     hands[TRUCO_GAME_MAX_SEATS][4])
{
  gboolean knows = FALSE;

  for (guint s = 0; known != NULL && s < view->n_seats; s++)
    knows |= known->signals[s] != 0;

  for (guint tries = 0; tries < (knows ? 8u : 1u); tries++)
    {
      /* A flor may be sung without holding one: then no deal fits. */
      if (!truco_game_sample_hands (rules, view, constraints, rng, 64, hands) &&
          !truco_game_sample_hands (rules, view, NULL, rng, 64, hands))
        return FALSE;
      if (!knows || fit_signals (rules, view, known, hands, rng))
        return TRUE;
    }
  return TRUE;
}

gboolean
truco_bot_evaluate (const TrucoRules *rules,
                    const TrucoView  *view,
                    TrucoGame        *lookahead,
                    guint             n_deals,
                    guint64           seed,
                    GCancellable     *cancellable,
                    double           *values)
{
  return truco_bot_evaluate_knowing (rules, view, NULL, lookahead, n_deals, seed, cancellable, values);
}

gboolean
truco_bot_evaluate_knowing (const TrucoRules        *rules,
                            const TrucoView         *view,
                            const TrucoBotKnowledge *knowledge,
                            TrucoGame               *lookahead,
                            guint                    n_deals,
                            guint64                  seed,
                            GCancellable            *cancellable,
                            double                  *values)
{
  g_autoptr(TrucoGame) scratch = NULL;
  TrucoSampleConstraints constraints;
  const TrucoBotKnowledge *known = knowledge;
  guint64 rng = seed;
  guint done = 0;
  double before;

  g_return_val_if_fail (view->n_actions > 0, FALSE);
  g_return_val_if_fail (TRUCO_IS_GAME (lookahead), FALSE);

  memset (values, 0, sizeof (double) * view->n_actions);
  if (known != NULL && known->hand_number != view->hand_number)
    known = NULL;
  scratch = truco_game_copy (lookahead);
  before = balance (lookahead, view);
  truco_sample_constraints_from_view (&constraints, view);

  for (guint d = 0; d < n_deals; d++)
    {
      TrucoCard hands[TRUCO_GAME_MAX_SEATS][4];
      guint64 deal_rng = next_random (&rng);

      if (g_cancellable_is_cancelled (cancellable))
        return FALSE;
      if (!sample_deal (rules, view, &constraints, known, &deal_rng, hands))
        continue;

      for (guint a = 0; a < view->n_actions; a++)
        {
          guint64 play_rng = deal_rng;

          truco_game_copy_into (scratch, lookahead);
          if (!truco_game_set_hidden_hands (scratch, view->seat, hands) ||
              !truco_game_apply (scratch, &view->actions[a], NULL))
            break;
          play_out_hand (scratch, view->hand_number, &play_rng);
          values[a] += balance (scratch, view) - before;
        }
      done++;
    }
  if (done == 0)
    return FALSE;
  for (guint a = 0; a < view->n_actions; a++)
    values[a] /= done;
  return TRUE;
}

static gboolean
worth_looking_ahead (const TrucoView *view)
{
  /* Calls, answers and cards: where the other hands matter. */
  for (guint i = 0; i < view->n_actions; i++)
    switch (view->actions[i].kind)
      {
      case TRUCO_ACTION_CALL:
      case TRUCO_ACTION_ACCEPT:
      case TRUCO_ACTION_REJECT:
      case TRUCO_ACTION_PLAY:
      case TRUCO_ACTION_MAZO:
        return view->n_actions > 1;
      default:
        break;
      }
  return FALSE;
}

gboolean
truco_bot_decide (TrucoBotLevel     level,
                  const TrucoRules *rules,
                  const TrucoView  *view,
                  TrucoGame        *lookahead,
                  guint64           seed,
                  GCancellable     *cancellable,
                  TrucoAction      *action)
{
  return truco_bot_decide_knowing (level, rules, view, NULL, lookahead, seed, cancellable, action);
}

gboolean
truco_bot_decide_knowing (TrucoBotLevel            level,
                          const TrucoRules        *rules,
                          const TrucoView         *view,
                          const TrucoBotKnowledge *knowledge,
                          TrucoGame               *lookahead,
                          guint64                  seed,
                          GCancellable            *cancellable,
                          TrucoAction             *action)
{
  guint64 rng = seed ^ G_GUINT64_CONSTANT (0x5851F42D4C957F2D);
  guint k;

  g_return_val_if_fail (level < TRUCO_BOT_N_LEVELS, FALSE);
  g_return_val_if_fail (view->n_actions > 0, FALSE);

  if (level == TRUCO_BOT_STRONG && lookahead != NULL && worth_looking_ahead (view))
    {
      double values[TRUCO_GAME_MAX_ACTIONS];
      guint n_deals = MAX (16u, TRUCO_BOT_LOOKAHEAD_DEALS / view->n_actions);

      if (truco_bot_evaluate_knowing (rules, view, knowledge, lookahead, n_deals, seed, cancellable, values))
        {
          k = 0;
          for (guint a = 1; a < view->n_actions; a++)
            if (values[a] > values[k] + 1e-9)
              k = a;
          *action = view->actions[k];
          return TRUE;
        }
      if (g_cancellable_is_cancelled (cancellable))
        return FALSE;
    }
  k = decide_by_hand (level, rules, view, knowledge, &rng);
  *action = view->actions[k];
  return TRUE;
}

TrucoGame *
truco_bot_make_lookahead (TrucoGame *game,
                          guint      seat,
                          guint64    seed)
{
  TrucoGame *copy = truco_game_copy (game);
  TrucoCard hands[TRUCO_GAME_MAX_SEATS][4];
  TrucoView view;
  guint64 rng = seed;

  truco_game_get_view (game, seat, &view);
  if (truco_game_sample_hands (truco_game_get_rules (game), &view, NULL, &rng, 64, hands))
    truco_game_set_hidden_hands (copy, seat, hands);
  return copy;
}
