/* truco-bot.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "truco-bot.h"
#include "truco-chico.h"
#include "truco-eval.h"
#include "truco-signal.h"

/*
 * The model of a sound player
 * ===========================
 *
 * What the strong bot and the coach assume of everybody at the table:
 * they weigh each deal they sample by how likely it makes the calls and
 * answers seen so far under this model, and they play the deals out with
 * it.  The plain bots play it too, each with its own temper.
 *
 * - Points (envido, embit, flor): a side calls or raises when its points
 *   reach model_points_needed(): an envido of 26 for a call worth 2 if
 *   accepted, one more per point at stake beyond that, 31 for a stake of
 *   7 or more (a falta) — four more for a flor; it accepts from two
 *   points less.  A tie counts for the mano's side.
 * - The truco (the hand's value): by the strength of the cards (the share
 *   of all hands of three that its best two cards beat, plus or minus a
 *   quarter for each trick won or lost, 0..1): it calls or raises from 0.55 for a hand worth 2, 0.08
 *   more per point beyond (0.87 at most), and accepts from 0.12 less.
 * - Bluffs: with a chance of MODEL_BLUFF whatever its cards, and only
 *   when little is at stake (3 points or less).
 *
 * A call made with strength s against a threshold θ has the likelihood
 * ε + (1 − ε) / (1 + exp (−(s − θ) / w)) (ε = MODEL_BLUFF, w a soft edge:
 * 1.5 envido points, 0.06 of truco strength); accepting has that of
 * reaching the acceptance threshold, refusing one minus it.  Declared
 * envidos and flors are exact (the sample must match them), partners'
 * señas are taken as true (the cards are dealt to fit them).
 */
#define MODEL_BLUFF          0.04
#define MODEL_ENVIDO_SOFT    1.5
#define MODEL_TRUCO_SOFT     0.06

typedef struct
{
  double points_offset; /* envido points added to every threshold */
  double truco_offset;  /* truco strength added to every threshold */
  double bluff_small;   /* chance of a bluff call when 2 or 3 points are at stake */
  double bluff_large;   /* and when more are */
} Temper;

/* The model itself is the temper of TRUCO_BOT_N_LEVELS. */
static const Temper tempers[TRUCO_BOT_N_LEVELS + 1] = {
  /* honest and predictable: calls only on very good cards, never bluffs */
  [TRUCO_BOT_BEGINNER]  = { +2.0, +0.10, 0.00, 0.00 },
  /* sound and simple: the model, with a rare bluff for a point or two */
  [TRUCO_BOT_STEADY]    = {  0.0,  0.00, 0.03, 0.00 },
  /* without its look-ahead: a little bolder */
  [TRUCO_BOT_STRONG]    = { -1.0, -0.03, 0.08, 0.01 },
  [TRUCO_BOT_N_LEVELS]  = {  0.0,  0.00, MODEL_BLUFF, 0.00 },
};
#define MODEL TRUCO_BOT_N_LEVELS

/* The strong bot's bluffs, on top of its judgement: the chance it takes
 * the best bluff when one does better than every sound move.  It falls
 * with the stake a call puts on the table, as the square of 2 / stake
 * (2 points: the whole rate; 3: 44 %; 4: a quarter; none above
 * STRONG_BLUFF_MAX_STAKE), and with the share of what a side lacks to
 * win the chico that the stake is (none when it could decide it). */
#define STRONG_BLUFF_RATE      0.12
#define STRONG_BLUFF_MAX_STAKE 4

static double
strong_bluff_rate (const TrucoJudgement *j,
                   guint                 stake)
{
  double rate, share;

  if (j->by_chico || stake > STRONG_BLUFF_MAX_STAKE || stake == 0)
    return 0;
  rate = STRONG_BLUFF_RATE * (2.0 / MAX (stake, 2u)) * (2.0 / MAX (stake, 2u));
  share = j->need > 0 ? (double) stake / j->need : 1;
  return rate * MAX (0, 1 - 2 * share);
}

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
      return _("An honest, predictable beginner: calls only with very good cards and never bluffs.");
    case TRUCO_BOT_STEADY:
      return _("A sound, simple player: calls when the cards are good and bluffs only rarely, for a point or two.");
    case TRUCO_BOT_STRONG:
      return _("A strong player: reads your calls, weighs the hands you may hold and the score, and bluffs now and then when little is at stake.");
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

/* The ranking of the cards, copied once per decision: the engine looks a
 * card's class up by the rule set's options, and a decision asks it
 * hundreds of thousands of times.  Each thread keeps the rule sets of
 * its current decision (the judged view's and its look-ahead's); every
 * entry point refreshes them (ranking_refresh()), so a rule set changed
 * between decisions is read afresh.  Anything else asks the engine. */
typedef struct
{
  const TrucoRules *rules;
  guint             n_classes;
  guint             signature;   /* ranking_signature() */
  guint8            class_of[128];
} Ranking;

static __thread Ranking rankings[2];

static guint ranking_signature (const TrucoRules *rules,
                                const TrucoCard  *deck,
                                guint             n_deck);

static void
ranking_refresh (const TrucoRules *rules,
                 guint             slot)
{
  Ranking *r = &rankings[slot];
  guint n_deck;
  const TrucoCard *deck = truco_deck_get_cards (truco_rules_get_deck (rules), &n_deck);

  r->rules = NULL;
  r->n_classes = truco_rules_get_n_classes (rules);
  for (guint c = 0; c < G_N_ELEMENTS (r->class_of); c++)
    r->class_of[c] = (guint8) MIN (truco_rules_get_card_class (rules, (TrucoCard) c), 255u);
  r->signature = ranking_signature (rules, deck, n_deck);
  r->rules = rules;
}

static __thread guint ranking_depth;

/* Entering a decision on @rules (and the look-ahead's own): the ranking
 * is copied on the way in and forgotten on the way out (rankings_leave()),
 * so that no rule set is ever read from an older decision. */
static void
rankings_enter (const TrucoRules *rules,
                TrucoGame        *lookahead)
{
  const TrucoRules *other = lookahead != NULL ? truco_game_get_rules (lookahead) : NULL;

  if (ranking_depth++ > 0)
    return;
  ranking_refresh (rules, 0);
  if (other != NULL && other != rules)
    ranking_refresh (other, 1);
  else
    rankings[1].rules = NULL;
}

static void
rankings_leave (void)
{
  if (--ranking_depth == 0)
    rankings[0].rules = rankings[1].rules = NULL;
}

static inline const Ranking *
ranking_of (const TrucoRules *rules)
{
  if (rankings[0].rules == rules)
    return &rankings[0];
  if (rankings[1].rules == rules)
    return &rankings[1];
  return NULL;
}

static inline guint
card_class (const TrucoRules *rules,
            TrucoCard         card)
{
  const Ranking *r = ranking_of (rules);

  if (r != NULL)
    return card < G_N_ELEMENTS (r->class_of) ? r->class_of[card] : 0;
  return truco_rules_get_card_class (rules, card);
}

/* 1 for the highest card of the rule set, near 0 for the lowest. */
static double
card_strength (const TrucoRules *rules,
               TrucoCard         card)
{
  const Ranking *r = ranking_of (rules);
  guint n = r != NULL ? r->n_classes : truco_rules_get_n_classes (rules);
  guint c = card_class (rules, card);

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
  guint ca = card_class (rules, a);
  guint cb = card_class (rules, b);

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

/* The raw strength of cards for the truco: the best card and the second. */
static double
raw_truco_strength (const TrucoRules *rules,
                    const TrucoCard  *cards,
                    guint             n)
{
  double a = 0, b = 0;

  for (guint i = 0; i < n; i++)
    {
      double s = card_strength (rules, cards[i]);

      if (s > a)
        b = a, a = s;
      else if (s > b)
        b = s;
    }
  return n > 1 ? (a + 0.6 * b) / 1.6 : a;
}

/* The raw strengths of every hand of three cards of a ranking, sorted:
 * a raw strength becomes the share of hands it beats (a percentile). */
typedef struct
{
  guint   signature;
  guint   n;
  double *raw;
} StrengthTable;

static GMutex         strength_lock;
static StrengthTable  strength_tables[8];

static guint
ranking_signature (const TrucoRules *rules,
                   const TrucoCard  *deck,
                   guint             n_deck)
{
  guint h = n_deck * 2654435761u;

  for (guint c = 0; c < n_deck; c++)
    h = (h ^ truco_rules_get_card_class (rules, deck[c])) * 16777619u;
  return h ? h : 1;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
hand_percentile (const TrucoRules *rules,
                 double            raw)
{
  guint n_deck;
  const TrucoCard *deck = truco_deck_get_cards (truco_rules_get_deck (rules), &n_deck);
  const Ranking *r = ranking_of (rules);
  guint sig = r != NULL ? r->signature : ranking_signature (rules, deck, n_deck);
  StrengthTable *t = NULL;
  guint lo, hi, lo_eq;

  g_mutex_lock (&strength_lock);
  for (guint i = 0; i < G_N_ELEMENTS (strength_tables) && t == NULL; i++)
    if (strength_tables[i].signature == sig)
      t = &strength_tables[i];
  if (t == NULL)
    {
      static guint next;
      guint k = 0;

      t = &strength_tables[next++ % G_N_ELEMENTS (strength_tables)];
      g_free (t->raw);
      t->n = n_deck * (n_deck - 1) * (n_deck - 2) / 6;
      t->raw = g_new (double, MAX (t->n, 1u));
      for (guint a = 0; a < n_deck; a++)
        for (guint b = a + 1; b < n_deck; b++)
          for (guint c = b + 1; c < n_deck; c++)
            {
              TrucoCard three[3] = { deck[a], deck[b], deck[c] };

              t->raw[k++] = raw_truco_strength (rules, three, 3);
            }
      qsort (t->raw, t->n, sizeof (double), compare_doubles);
      t->signature = sig;
    }
  /* The hands strictly weaker, and half of the equal ones. */
  lo = 0, hi = t->n;
  while (lo < hi)
    {
      guint mid = (lo + hi) / 2;

      if (t->raw[mid] < raw - 1e-12)
        lo = mid + 1;
      else
        hi = mid;
    }
  lo_eq = lo;
  hi = t->n;
  while (lo < hi)
    {
      guint mid = (lo + hi) / 2;

      if (t->raw[mid] <= raw + 1e-12)
        lo = mid + 1;
      else
        hi = mid;
    }
  {
    double p = t->n > 0 ? (lo_eq + 0.5 * (lo - lo_eq)) / t->n : 0.5;

    g_mutex_unlock (&strength_lock);
    return p;
  }
}

/* An envido or flor count as a strength from 0 to 1: almost nothing
 * below 20, then linear up to 33. */
static double
points_to_strength (int points)
{
  if (points < 0)
    return 0;
  if (points < 20)
    return 0.05 * points / 7.0;
  return CLAMP ((points - 20) / 13.0, 0, 1);
}

/* The strength of the view's cards for the truco: the share of the hands
 * of three that its best two cards beat, plus or minus a quarter for each
 * trick won or lost (0..1). */
static double
truco_strength (const TrucoRules *rules,
                const TrucoView  *view)
{
  double strength = hand_percentile (rules, raw_truco_strength (rules, view->hand, view->n_hand));
  guint side = view->side_of[view->seat];

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
  return points_to_strength (best);
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

/* The context the ladders' values are computed in: the view's scores. */
static void
bet_context (const TrucoRules *rules,
             const TrucoView  *view,
             TrucoBetContext  *ctx)
{
  truco_bet_context_init (ctx, rules);
  ctx->score[0] = view->score[0];
  ctx->score[1] = view->n_scores > 1 ? view->score[1] : 0;
  for (guint s = 0; s < view->n_seats; s++)
    ctx->n_flors += (view->flor_sung >> s) & 1;
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
  bet_context (rules, view, &ctx);
  *win = truco_bet_accepted_value (b, &ctx, mine);
  *lose = truco_bet_accepted_value (b, &ctx, 1 - mine);
  *refuse = truco_bet_rejected_value (b, &ctx);
  return TRUE;
}

/* The points at stake in @bet's calls if accepted, won by @winner; 1
 * when the engine would not value the sequence (a copy made up here). */
static guint
safe_value (const TrucoBet        *bet,
            const TrucoBetContext *ctx,
            guint                  winner)
{
  guint calls[TRUCO_BET_MAX_CALLS];
  TrucoLadderValue accepted, rejected;

  if (bet->spec == NULL || bet->n_calls == 0)
    return 1;
  for (guint i = 0; i < bet->n_calls; i++)
    calls[i] = bet->step[i];
  if (!truco_ladder_evaluate (bet->spec, calls, bet->n_calls, ctx->n_flors, &accepted, &rejected, NULL))
    return 1;
  return truco_bet_accepted_value (bet, ctx, winner);
}

/* A call added to @bet as truco_bet_call() makes it, without asking
 * whether it is legal (the bet is a copy, for its value only). */
static void
push_call (TrucoBet *bet,
           guint     step,
           guint     side,
           guint     chosen)
{
  if (bet->n_calls >= TRUCO_BET_MAX_CALLS || step >= bet->spec->n_steps)
    return;
  bet->step[bet->n_calls] = step;
  bet->side[bet->n_calls] = side;
  bet->chosen[bet->n_calls] = bet->spec->steps[step].accepted.kind == TRUCO_STAKE_FREE ? chosen : 0;
  bet->n_calls++;
  bet->status = TRUCO_BET_PENDING;
}

/* The points at stake (for the caller, if accepted) once @action, a
 * call, is made. */
static guint
stake_after_call (const TrucoRules  *rules,
                  const TrucoView   *view,
                  const TrucoAction *action)
{
  TrucoBet b;
  TrucoBetContext ctx;
  guint side = view->side_of[action->seat];

  if (action->bet >= TRUCO_N_BETS || view->bets[action->bet].spec == NULL)
    return 1;
  b = view->bets[action->bet];
  if (b.n_calls >= TRUCO_BET_MAX_CALLS)
    return 1;
  bet_context (rules, view, &ctx);
  push_call (&b, action->row, side, action->value);
  return safe_value (&b, &ctx, side);
}

/* The points at stake in the pending call on @bet, if accepted. */
static guint
stake_pending (const TrucoRules *rules,
               const TrucoView  *view,
               guint             bet)
{
  TrucoBetContext ctx;
  int last;

  if (bet >= TRUCO_N_BETS || view->bets[bet].spec == NULL)
    return 1;
  bet_context (rules, view, &ctx);
  last = truco_bet_get_last_side (&view->bets[bet]);
  return safe_value (&view->bets[bet], &ctx, last >= 0 ? (guint) last : 0);
}

/* The model's thresholds (see the top of the file), on the 0..1 scale of
 * the strengths: for a call or raise that puts @stake points at stake. */
static double
model_call_threshold (guint  bet,
                      guint  stake)
{
  if (bet == TRUCO_BET_TRUCO)
    return MIN (0.55 + 0.08 * ((double) MAX (stake, 2u) - 2), 0.87);
  else
    {
      /* envido 26 at 2, one more per point, 31 from 7 (a falta) */
      double needed = stake >= 7 ? 31 : 24 + (double) MAX (stake, 2u);

      if (bet == TRUCO_BET_FLOR)
        needed += 4;
      return (needed - 20) / 13.0;
    }
}

static double
model_accept_threshold (guint bet,
                        guint stake)
{
  return model_call_threshold (bet, stake) - (bet == TRUCO_BET_TRUCO ? 0.12 : 2 / 13.0);
}

/* A soft threshold: how likely a sound player with strength @s reaches
 * @threshold, bluffs included. */
static double
model_likelihood (guint  bet,
                  double s,
                  double threshold)
{
  double w = bet == TRUCO_BET_TRUCO ? MODEL_TRUCO_SOFT : MODEL_ENVIDO_SOFT / 13.0;

  return MODEL_BLUFF + (1 - MODEL_BLUFF) / (1 + exp (-(s - threshold) / w));
}

/* The strength of a hand of @n cards for the truco: the best card and
 * the second (0..1), before any trick. */
static double
cards_truco_strength (const TrucoRules *rules,
                      const TrucoCard  *cards,
                      guint             n)
{
  return hand_percentile (rules, raw_truco_strength (rules, cards, n));
}

/* The points (envido, embit, flor) of a hand of @n cards (the best three
 * of four in the gallo), -1 for none (no embit, no flor). */
static int
cards_points (const TrucoRules *rules,
              const TrucoCard  *cards,
              guint             n,
              guint             bet)
{
  gboolean embit = truco_rules_resolve (rules)->embit;
  int best = -1;

  if (n < 3)
    return -1;
  for (guint skip = 0; skip < (n == 4 ? 4u : 1u); skip++)
    {
      TrucoCard three[3];
      guint k = 0;
      int v;

      for (guint i = 0; i < n && k < 3; i++)
        if (n < 4 || i != skip)
          three[k++] = cards[i];
      if (bet == TRUCO_BET_FLOR)
        v = truco_flor (rules, three, NULL);
      else if (embit)
        v = truco_embit (rules, three, NULL);
      else
        v = truco_envido (rules, three, NULL);
      best = MAX (best, v);
    }
  return best;
}

/* The best card of the other sides on the table in the current trick,
 * or TRUCO_CARD_NONE. */
static gboolean
trick_hopeless (const TrucoRules *rules,
                const TrucoView  *view)
{
  guint side = view->side_of[view->seat];
  guint t = view->trick;
  gboolean decides;
  TrucoCard theirs = TRUCO_CARD_NONE, ours = TRUCO_CARD_NONE;

  if (t > 2 || view->phase != TRUCO_PHASE_PLAY)
    return FALSE;
  /* Does losing this trick lose the hand? */
  if (t == 2)
    decides = TRUE;
  else if (t == 1)
    decides = view->trick_result[0] != side;
  else
    return FALSE;
  if (!decides)
    return FALSE;
  for (guint s = 0; s < view->n_seats; s++)
    {
      TrucoCard c = view->played[t][s];

      if (!(view->active & (1u << s)))
        continue;
      if (view->side_of[s] == side)
        {
          /* A partner still to play may hold anything. */
          if (c == TRUCO_CARD_NONE && s != view->seat && view->n_held[s] > 0)
            return FALSE;
          if (c != TRUCO_CARD_NONE && (ours == TRUCO_CARD_NONE || compare_cards (rules, c, ours) > 0))
            ours = c;
        }
      else if (c != TRUCO_CARD_NONE && (theirs == TRUCO_CARD_NONE || compare_cards (rules, c, theirs) > 0))
        theirs = c;
    }
  if (theirs == TRUCO_CARD_NONE)
    return FALSE;
  if (view->played[t][view->seat] == TRUCO_CARD_NONE)
    for (guint i = 0; i < view->n_hand; i++)
      if (ours == TRUCO_CARD_NONE || compare_cards (rules, view->hand[i], ours) > 0)
        ours = view->hand[i];
  return ours == TRUCO_CARD_NONE || compare_cards (rules, ours, theirs) < 0;
}

/* The best envido another side declared in the showdown, or -1. */
static int
best_declared_against (const TrucoView *view)
{
  int best = -1;

  for (guint s = 0; s < view->n_seats; s++)
    if (view->side_of[s] != view->side_of[view->seat] && view->declared[s] >= 0)
      best = MAX (best, view->declared[s]);
  return best;
}

/* Whether refusing @bet's pending call (or letting the points go) hands
 * the other side the chico anyway. */
static gboolean
refusing_loses_chico (const TrucoRules *rules,
                      const TrucoView  *view,
                      guint             bet)
{
  double win, lose, refuse;
  guint theirs = 1 - view->side_of[view->seat];

  if (!stake_of (rules, view, bet, &win, &lose, &refuse))
    return FALSE;
  return view->score[theirs] + refuse >= view->target;
}

/* The plain players (and the model): thresholds on the strength of the
 * cards, see the top of the file. */
static guint
decide_by_hand (guint                    level,
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
      double off = pending == TRUCO_BET_TRUCO ? temper->truco_offset : temper->points_offset / 13.0;
      guint stake = stake_pending (rules, view, pending);
      gboolean hopeless = pending == TRUCO_BET_TRUCO && trick_hopeless (rules, view);
      gboolean accept = !hopeless && s >= model_accept_threshold (pending, stake) + off;

      if (refusing_loses_chico (rules, view, pending))
        accept = TRUE;
      if (accept && !hopeless && (i = lowest_call (view, pending)) >= 0 &&
          s >= model_call_threshold (pending, stake_after_call (rules, view, &view->actions[i])) + off)
        return i;
      if (accept && (i = find_kind (view, TRUCO_ACTION_ACCEPT, pending)) >= 0)
        return i;
      if ((i = find_kind (view, TRUCO_ACTION_REJECT, pending)) >= 0)
        return i;
      if ((i = find_kind (view, TRUCO_ACTION_ACCEPT, pending)) >= 0)
        return i;
    }

  /* "Son buenas" rather than showing an envido that has lost. */
  if ((i = find_kind (view, TRUCO_ACTION_SON_BUENAS, -1)) >= 0)
    {
      TrucoCard cards[4];
      guint n = all_cards (view, cards);
      int mine = cards_points (rules, cards, n, TRUCO_BET_ENVIDO);
      int theirs = best_declared_against (view);

      if (theirs >= 0 && (mine < theirs || (mine == theirs && view->side_of[view->mano] != view->side_of[view->seat])))
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
        double s, off, bluff;
        guint stake;

        if (call < 0)
          continue;
        if (order[k] == TRUCO_BET_FLOR && view->bets[TRUCO_BET_FLOR].n_calls == 0)
          return call;  /* singing the flor one holds */
        if (order[k] == TRUCO_BET_TRUCO && trick_hopeless (rules, view))
          continue;
        s = strength_for (rules, view, known, order[k]);
        off = order[k] == TRUCO_BET_TRUCO ? temper->truco_offset : temper->points_offset / 13.0;
        stake = stake_after_call (rules, view, &view->actions[call]);
        /* Bluffs fall with the stake: half as often for 3 as for 2. */
        bluff = stake <= 2 ? temper->bluff_small : stake <= 3 ? temper->bluff_small / 2
              : stake <= 6 ? temper->bluff_large : 0;
        if (s >= model_call_threshold (order[k], stake) + off ||
            (bluff > 0 && next_double (rng) < bluff))
          return call;
      }
  }

  if ((i = choose_card (rules, view, level == TRUCO_BOT_BEGINNER ? TRUCO_BOT_BEGINNER : TRUCO_BOT_STEADY)) >= 0)
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
      TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
      guint n = truco_game_list_actions (game, actions);
      guint k;

      if (n == 0)
        break;
      /* truco_bot_next_seat(), without a view too many: the seat on turn
       * when it may act, else the first that may. */
      truco_game_get_view (game, actions[0].seat, &view);
      if (view.turn != actions[0].seat)
        for (guint i = 1; i < n; i++)
          if (actions[i].seat == view.turn)
            {
              truco_game_get_view (game, view.turn, &view);
              break;
            }
      if (view.n_actions == 0)
        break;
      k = decide_by_hand (MODEL, truco_game_get_rules (game), &view, NULL, rng);
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

/* The strength of side @side for @bet in a sampled deal: the best of its
 * seats' dealt cards (held and laid). */
static double
side_strength (const TrucoRules *rules,
               const TrucoView  *view,
               TrucoCard         hands[TRUCO_GAME_MAX_SEATS][4],
               guint             side,
               guint             bet)
{
  double best = 0;

  for (guint s = 0; s < view->n_seats; s++)
    {
      TrucoCard cards[4];
      guint n;

      if (view->side_of[s] != side || s == view->seat)
        continue;
      n = dealt_cards (view, hands, s, cards);
      if (bet == TRUCO_BET_TRUCO)
        best = MAX (best, cards_truco_strength (rules, cards, n));
      else
        best = MAX (best, points_to_strength (cards_points (rules, cards, n, bet)));
    }
  return best;
}

/* How likely the deal @hands makes the calls and answers of the other
 * sides seen so far, under the model (see the top of the file). */
static double
deal_likelihood (const TrucoRules *rules,
                 const TrucoView  *view,
                 TrucoCard         hands[TRUCO_GAME_MAX_SEATS][4])
{
  guint mine = view->side_of[view->seat];
  TrucoBetContext ctx;
  double like = 1;

  bet_context (rules, view, &ctx);
  for (guint bet = 0; bet < TRUCO_N_BETS; bet++)
    {
      const TrucoBet *seen = &view->bets[bet];
      TrucoBet replay;
      double strength[3] = { -1, -1, -1 };
      guint last_stake = 1;

      if (seen->spec == NULL || seen->n_calls == 0)
        continue;
      truco_bet_init (&replay, seen->spec);
      for (guint k = 0; k < seen->n_calls; k++)
        {
          guint side = seen->side[k];

          push_call (&replay, seen->step[k], side, seen->chosen[k]);
          last_stake = safe_value (&replay, &ctx, side);
          if (side == mine || side >= 3)
            continue;
          /* The flor itself is sung by whoever holds one. */
          if (bet == TRUCO_BET_FLOR && k == 0)
            continue;
          if (strength[side] < 0)
            strength[side] = side_strength (rules, view, hands, side, bet);
          like *= model_likelihood (bet, strength[side], model_call_threshold (bet, last_stake));
        }
      /* The other side's answer to our last call. */
      if (seen->side[seen->n_calls - 1] == mine &&
          (seen->status == TRUCO_BET_ACCEPTED || seen->status == TRUCO_BET_REJECTED))
        for (guint side = 0; side < view->n_sides && side < 3; side++)
          {
            double p;

            if (side == mine)
              continue;
            if (strength[side] < 0)
              strength[side] = side_strength (rules, view, hands, side, bet);
            p = model_likelihood (bet, strength[side], model_accept_threshold (bet, last_stake));
            like *= seen->status == TRUCO_BET_ACCEPTED ? p : 1 - p;
          }
    }
  return like;
}

/* The seat's side's best points against the other sides' in @hands:
 * 1 when they win (ties to the mano's side), else 0. */
static gboolean
points_win (const TrucoRules *rules,
            const TrucoView  *view,
            TrucoCard         hands[TRUCO_GAME_MAX_SEATS][4],
            int               mine)
{
  int best_other = -1;

  for (guint s = 0; s < view->n_seats; s++)
    {
      TrucoCard cards[4];
      guint n;

      if (view->side_of[s] == view->side_of[view->seat] || !(view->active & (1u << s)))
        continue;
      n = dealt_cards (view, hands, s, cards);
      best_other = MAX (best_other, cards_points (rules, cards, n, TRUCO_BET_ENVIDO));
    }
  if (mine == best_other)
    return view->side_of[view->mano] == view->side_of[view->seat];
  return mine > best_other;
}

/* Whether the view's side wins the tricks of the hand in deal @hands,
 * both players playing plainly (the leader its best card, the other the
 * cheapest that wins, else its lowest).  Two seats only. */
static gboolean
sim_hand_won (const TrucoRules *rules,
              const TrucoView  *view,
              TrucoCard         hands[TRUCO_GAME_MAX_SEATS][4])
{
  TrucoCard held[2][4];
  guint n_held[2], result[3];
  guint me = view->seat, other = 1 - view->seat;
  guint mine = view->side_of[me];
  guint turn = view->turn < 2 ? view->turn : me;
  int first_won = -1;
  guint wins[3] = { 0, 0, 0 }, pardas = 0;

  n_held[me] = view->n_hand;
  memcpy (held[me], view->hand, sizeof (TrucoCard) * MIN (view->n_hand, 4));
  n_held[other] = MIN (view->n_held[other], 4);
  memcpy (held[other], hands[other], sizeof (TrucoCard) * n_held[other]);

  for (guint t = 0; t < 3; t++)
    {
      TrucoCard laid[2];
      int c;

      if (t < view->trick)
        result[t] = view->trick_result[t];
      else
        {
          laid[0] = view->played[t][0];
          laid[1] = view->played[t][1];
          for (guint k = 0; k < 2; k++, turn = 1 - turn)
            {
              int pick = -1;

              if (laid[turn] != TRUCO_CARD_NONE)
                continue;
              if (n_held[turn] == 0)
                return FALSE;
              for (guint i = 0; i < n_held[turn]; i++)
                {
                  TrucoCard card = held[turn][i];

                  if (pick < 0)
                    pick = i;
                  else if (laid[1 - turn] == TRUCO_CARD_NONE)
                    {
                      if (compare_cards (rules, card, held[turn][pick]) > 0)
                        pick = i;
                    }
                  else
                    {
                      gboolean wins_i = compare_cards (rules, card, laid[1 - turn]) > 0;
                      gboolean wins_p = compare_cards (rules, held[turn][pick], laid[1 - turn]) > 0;

                      if ((wins_i && !wins_p) ||
                          (wins_i == wins_p && compare_cards (rules, card, held[turn][pick]) < 0))
                        pick = i;
                    }
                }
              laid[turn] = held[turn][pick];
              held[turn][pick] = held[turn][--n_held[turn]];
            }
          c = compare_cards (rules, laid[me], laid[other]);
          result[t] = c == 0 ? 3 : c > 0 ? mine : 1 - mine;
          if (c != 0)
            turn = c > 0 ? me : other;
        }
      if (result[t] == 3)
        pardas++;
      else if (result[t] < 2)
        {
          wins[result[t]]++;
          if (first_won < 0)
            first_won = result[t];
        }
      if (wins[mine] >= 2)
        return TRUE;
      if (wins[1 - mine] >= 2)
        return FALSE;
      if (t >= 1 && pardas >= 1 && first_won >= 0)
        return first_won == (int) mine;
    }
  if (first_won >= 0)
    return first_won == (int) mine;
  return view->side_of[view->mano] == mine;
}

static double
points_beats (const TrucoRules        *rules,
              const TrucoView         *view,
              const TrucoBotKnowledge *known,
              int                      points,
              gboolean                 weighted,
              guint                    n_deals,
              guint64                  seed)
{
  TrucoSampleConstraints constraints;
  guint64 rng = seed;
  double beaten = 0, total = 0;

  if (known != NULL && known->hand_number != view->hand_number)
    known = NULL;
  rankings_enter (rules, NULL);
  truco_sample_constraints_from_view (&constraints, view);
  for (guint d = 0; d < n_deals; d++)
    {
      TrucoCard hands[TRUCO_GAME_MAX_SEATS][4];
      double w;

      if (!sample_deal (rules, view, &constraints, known, &rng, hands))
        continue;
      w = weighted ? deal_likelihood (rules, view, hands) : 1;
      total += w;
      if (points_win (rules, view, hands, points))
        beaten += w;
    }
  rankings_leave ();
  return total > 0 ? beaten / total : 0;
}

double
truco_bot_points_beats (const TrucoRules        *rules,
                        const TrucoView         *view,
                        const TrucoBotKnowledge *knowledge,
                        int                      points,
                        guint                    n_deals,
                        guint64                  seed)
{
  return points_beats (rules, view, knowledge, points, TRUE, n_deals, seed);
}

double
truco_bot_points_beats_uniform (const TrucoRules *rules,
                                const TrucoView  *view,
                                int               points,
                                guint             n_deals,
                                guint64           seed)
{
  return points_beats (rules, view, NULL, points, FALSE, n_deals, seed);
}

/* The chance of winning the chico for @view's seat's side in @game, just
 * after a hand (the next one's mano known), or -1 between more than two
 * accounts. */
static double
chico_chance (TrucoGame       *game,
              const TrucoView *view,
              guint            games_before)
{
  guint mine = view->side_of[view->seat];

  if (view->n_scores != 2)
    return -1;
  if (truco_game_get_games_won (game, mine) > games_before)
    return 1;
  if (truco_game_get_games_won (game, 1 - mine) > view->games_won[1 - mine] || truco_game_is_over (game))
    return truco_game_get_games_won (game, mine) > games_before ? 1 : 0;
  return truco_chico_win_chance (truco_game_get_rules (game), truco_game_get_score (game, mine),
                                 truco_game_get_score (game, 1 - mine),
                                 truco_game_get_seat_side (game, truco_game_get_mano (game)) == mine);
}

/* Whether the chico may be decided in this hand: a call (or a pending
 * one) whose stake reaches what a side lacks, a side near the target. */
static gboolean
chico_at_stake (const TrucoRules *rules,
                const TrucoView  *view,
                TrucoJudgement   *j)
{
  guint need;

  if (view->n_scores != 2 || view->target == 0)
    return FALSE;
  need = MIN (view->target - MIN (view->score[0], view->target),
              view->target - MIN (view->score[1], view->target));
  j->need = need;
  if (need <= 3)
    return TRUE;
  for (guint a = 0; a < view->n_actions; a++)
    if (j->stake[a] >= need)
      return TRUE;
  (void) rules;
  return FALSE;
}

/* Sorts each move: honest, a bluff, or one that cannot win. */
static void
sort_moves (const TrucoRules        *rules,
            const TrucoView         *view,
            const TrucoBotKnowledge *known,
            TrucoJudgement          *j)
{
  gboolean hopeless_trick = trick_hopeless (rules, view);
  int declared = best_declared_against (view);

  for (guint a = 0; a < view->n_actions; a++)
    {
      const TrucoAction *act = &view->actions[a];
      guint bet = act->bet;

      j->sort[a] = TRUCO_MOVE_SOUND;
      if (act->kind == TRUCO_ACTION_DECLARE && declared >= 0 &&
          find_kind (view, TRUCO_ACTION_SON_BUENAS, -1) >= 0 && j->points_held >= 0 &&
          (j->points_held < declared ||
           (j->points_held == declared && view->side_of[view->mano] != view->side_of[view->seat])))
        {
          j->sort[a] = TRUCO_MOVE_HOPELESS;  /* shows cards for nothing */
          continue;
        }
      if (act->kind != TRUCO_ACTION_CALL && act->kind != TRUCO_ACTION_ACCEPT)
        continue;
      if (bet == TRUCO_BET_TRUCO)
        {
          double s = strength_for (rules, view, known, bet);

          /* A call is a bluff with cards among the weakest, or when the
           * hand (played plainly) wins less often than it loses: the
           * principle the hint gives for a sound call then holds. */
          if (hopeless_trick)
            j->sort[a] = TRUCO_MOVE_HOPELESS;
          else if (act->kind == TRUCO_ACTION_CALL &&
                   ((j->hand_wins >= 0 && j->hand_wins < TRUCO_JUDGE_CALL_NEEDS) ||
                    s < model_call_threshold (bet, j->stake[a]) - 0.2))
            j->sort[a] = TRUCO_MOVE_BLUFF;
        }
      else if (bet == TRUCO_BET_ENVIDO && j->points_held >= 0)
        {
          if (j->points_beats < 0.005)
            j->sort[a] = TRUCO_MOVE_HOPELESS;
          else if (act->kind == TRUCO_ACTION_CALL && j->points_beats < TRUCO_JUDGE_CALL_NEEDS)
            j->sort[a] = TRUCO_MOVE_BLUFF;
        }
    }
}

/* The early stop of a judgement: the deals are played out in rounds of
 * JUDGE_ROUND; from a quarter of them (JUDGE_MIN_DEALS at least) on, a
 * move the leading honest move beats by more than JUDGE_CLEAR_Z standard
 * errors of their paired difference is played out no more (its value
 * stays that of the deals it was tried on), and the play-outs stop when
 * every move left is settled that way or lies within JUDGE_NEGLIGIBLE
 * points of the leader whatever the rest holds.  The deals left still
 * count for the shares of envido and tricks won, which cost no
 * play-out. */
#define JUDGE_ROUND       16
#define JUDGE_MIN_DEALS   48
#define JUDGE_CLEAR_Z     2.5
#define JUDGE_NEGLIGIBLE  0.03

typedef enum
{
  LEAD_OPEN,        /* not settled yet */
  LEAD_CLEAR,       /* the first is better */
  LEAD_NEGLIGIBLE,  /* within JUDGE_NEGLIGIBLE either way */
} Lead;

/* How move @x's lead over move @y stands, over @n deals of values @vals
 * (n × @stride, in rank units) and weights @w. */
static Lead
lead_of (const double *vals,
         const double *w,
         guint         n,
         guint         stride,
         guint         x,
         guint         y)
{
  double sw = 0, swd = 0, mean, var = 0, se;

  for (guint d = 0; d < n; d++)
    {
      sw += w[d];
      swd += w[d] * (vals[d * stride + x] - vals[d * stride + y]);
    }
  if (sw <= 0)
    return LEAD_OPEN;
  mean = swd / sw;
  for (guint d = 0; d < n; d++)
    {
      double e = vals[d * stride + x] - vals[d * stride + y] - mean;

      var += w[d] * w[d] * e * e;
    }
  se = sqrt (var) / sw;
  if (mean > JUDGE_CLEAR_Z * se)
    return LEAD_CLEAR;
  if (fabs (mean) + JUDGE_CLEAR_Z * se < JUDGE_NEGLIGIBLE)
    return LEAD_NEGLIGIBLE;
  return LEAD_OPEN;
}

/* After @n deals (see above): drops from @active the moves the leader
 * clearly beats, the moves sorted as the judgement sorts them on what is
 * known so far; TRUE when the choice is clear. */
static gboolean
settle_moves (const TrucoRules        *rules,
              const TrucoView         *view,
              const TrucoBotKnowledge *known,
              const TrucoJudgement    *j,
              double                   beats_so_far,
              double                   wins_so_far,
              const double            *vals,
              const double            *w,
              guint                    n,
              gboolean                *active)
{
  TrucoJudgement t = *j;
  double means[TRUCO_GAME_MAX_ACTIONS] = { 0 }, sw = 0;
  int lead = -1, raw = -1;
  gboolean clear = TRUE;

  t.points_beats = beats_so_far;
  t.hand_wins = view->n_seats == 2 && view->phase == TRUCO_PHASE_PLAY ? wins_so_far : -1;
  sort_moves (rules, view, known, &t);
  for (guint d = 0; d < n; d++)
    {
      sw += w[d];
      for (guint a = 0; a < view->n_actions; a++)
        means[a] += w[d] * vals[d * view->n_actions + a];
    }
  if (sw <= 0)
    return FALSE;
  for (guint a = 0; a < view->n_actions; a++)
    {
      if (!active[a])
        continue;
      if (raw < 0 || means[a] > means[raw])
        raw = a;
      if (t.sort[a] == TRUCO_MOVE_SOUND && (lead < 0 || means[a] > means[lead]))
        lead = a;
    }
  if (lead < 0)
    lead = raw;
  for (guint a = 0; a < view->n_actions; a++)
    {
      Lead l;

      if (!active[a] || (int) a == lead)
        continue;
      l = (int) a == raw ? lead_of (vals, w, n, view->n_actions, raw, lead)
                         : lead_of (vals, w, n, view->n_actions, lead, a);
      if (l == LEAD_CLEAR && (int) a != raw)
        active[a] = FALSE;
      else if (l == LEAD_OPEN)
        clear = FALSE;
    }
  return clear;
}

/* Among the cards that win the trick over the other side's best card on
 * the table, the cheapest keeps the better ones for the tricks to come: it
 * is preferred unless another card does clearly better over the deals
 * (the play-outs' noise is no reason a player could reuse). */
#define CHEAPEST_WINNER_MARGIN 1.0

static void
prefer_cheapest_winner (const TrucoRules *rules,
                        const TrucoView  *view,
                        TrucoJudgement   *j)
{
  const TrucoAction *best = &view->actions[j->best];
  TrucoCard theirs = TRUCO_CARD_NONE;
  guint t = view->trick;
  int cheapest = -1;

  if (best->kind != TRUCO_ACTION_PLAY || t > 2 || view->n_seats != 2)
    return;
  for (guint s = 0; s < view->n_seats; s++)
    if (s != view->seat && view->played[t][s] != TRUCO_CARD_NONE)
      theirs = view->played[t][s];
  if (theirs == TRUCO_CARD_NONE || compare_cards (rules, best->value, theirs) <= 0)
    return;
  for (guint a = 0; a < view->n_actions; a++)
    {
      const TrucoAction *act = &view->actions[a];

      if (act->kind == TRUCO_ACTION_PLAY && compare_cards (rules, act->value, theirs) > 0 &&
          (cheapest < 0 || compare_cards (rules, act->value, view->actions[cheapest].value) < 0))
        cheapest = a;
    }
  if (cheapest >= 0 && cheapest != j->best &&
      j->rank[j->best] - j->rank[cheapest] < CHEAPEST_WINNER_MARGIN)
    j->best = cheapest;
}

/* Leaving the hand (the mazo) is the best move only when it is clearly
 * better than playing on: a mazo that saves a tenth of a point teaches
 * nothing and is no way to play; it is ranked (and graded) under the
 * best move that plays on. */
#define MAZO_MARGIN 0.5

static void
prefer_playing_on (const TrucoView *view,
                   TrucoJudgement  *j)
{
  int other = -1;

  if (view->actions[j->best].kind != TRUCO_ACTION_MAZO)
    return;
  for (guint a = 0; a < view->n_actions; a++)
    if (view->actions[a].kind != TRUCO_ACTION_MAZO && j->sort[a] == TRUCO_MOVE_SOUND &&
        (other < 0 || j->rank[a] > j->rank[other]))
      other = a;
  if (other >= 0 && j->rank[j->best] - j->rank[other] < MAZO_MARGIN)
    {
      /* Ranked as a bluff is: under the move that plays on. */
      j->rank[j->best] = MIN (j->rank[j->best], j->rank[other]) - TRUCO_JUDGE_BLUFF_PENALTY;
      j->best = other;
    }
}

static gboolean judge (const TrucoRules        *rules,
                       const TrucoView         *view,
                       const TrucoBotKnowledge *knowledge,
                       TrucoGame               *lookahead,
                       guint                    n_deals,
                       guint64                  seed,
                       GCancellable            *cancellable,
                       TrucoJudgement          *j);

gboolean
truco_bot_judge (const TrucoRules        *rules,
                 const TrucoView         *view,
                 const TrucoBotKnowledge *knowledge,
                 TrucoGame               *lookahead,
                 guint                    n_deals,
                 guint64                  seed,
                 GCancellable            *cancellable,
                 TrucoJudgement          *j)
{
  gboolean done;

  g_return_val_if_fail (view->n_actions > 0, FALSE);
  g_return_val_if_fail (TRUCO_IS_GAME (lookahead), FALSE);

  rankings_enter (rules, lookahead);
  done = judge (rules, view, knowledge, lookahead, n_deals, seed, cancellable, j);
  rankings_leave ();
  return done;
}

static gboolean
judge (const TrucoRules        *rules,
       const TrucoView         *view,
       const TrucoBotKnowledge *knowledge,
       TrucoGame               *lookahead,
       guint                    n_deals,
       guint64                  seed,
       GCancellable            *cancellable,
       TrucoJudgement          *j)
{
  g_autoptr(TrucoGame) scratch = NULL;
  TrucoSampleConstraints constraints;
  const TrucoBotKnowledge *known = knowledge;
  guint64 rng = seed;
  guint mine = view->side_of[view->seat];
  guint games_before;
  double total = 0, total_all = 0, before, best_sound = -G_MAXDOUBLE;
  int pending = pending_bet (view);
  g_autofree double *vals = NULL, *weights = NULL;
  gboolean rolling = TRUE, active[TRUCO_GAME_MAX_ACTIONS];
  double tried[TRUCO_GAME_MAX_ACTIONS] = { 0 };
  guint min_deals = MAX (JUDGE_MIN_DEALS, n_deals / 4);

  g_return_val_if_fail (view->n_actions > 0, FALSE);
  g_return_val_if_fail (TRUCO_IS_GAME (lookahead), FALSE);

  memset (j, 0, sizeof *j);
  j->n_actions = view->n_actions;
  j->points_held = -1;
  j->chico_now = -1;
  j->accept_pays = -1;
  if (known != NULL && known->hand_number != view->hand_number)
    known = NULL;
  scratch = truco_game_copy (lookahead);
  truco_game_set_record_events (scratch, FALSE);
  before = balance (lookahead, view);
  games_before = view->n_scores == 2 ? view->games_won[mine] : 0;
  truco_sample_constraints_from_view (&constraints, view);

  for (guint a = 0; a < view->n_actions; a++)
    {
      const TrucoAction *act = &view->actions[a];

      if (act->kind == TRUCO_ACTION_CALL)
        j->stake[a] = MIN (stake_after_call (rules, view, act), G_MAXUINT16);
      else if ((act->kind == TRUCO_ACTION_ACCEPT || act->kind == TRUCO_ACTION_REJECT) && pending >= 0)
        j->stake[a] = MIN (stake_pending (rules, view, pending), G_MAXUINT16);
    }
  j->by_chico = chico_at_stake (rules, view, j);
  j->refusal_loses_chico = pending >= 0 && refusing_loses_chico (rules, view, pending);
  if (pending >= 0)
    {
      double win, lose, refuse;

      if (stake_of (rules, view, pending, &win, &lose, &refuse))
        j->refusal_gives = (guint) MAX (refuse, 0);
    }
  if (view->n_scores == 2)
    j->chico_now = truco_chico_win_chance (rules, view->score[mine], view->score[1 - mine],
                                           view->side_of[view->mano] == mine);
  {
    TrucoCard cards[4];
    guint n = all_cards (view, cards);

    j->points_held = cards_points (rules, cards, n, TRUCO_BET_ENVIDO);
  }

  /* What a point is worth in chances of the chico here. */
  if (j->chico_now >= 0)
    {
      guint a0 = view->score[mine], b0 = view->score[1 - mine];
      double slope = 0;

      for (int m = 0; m < 2; m++)
        slope += (truco_chico_win_chance (rules, a0 + 2, b0, m) -
                  truco_chico_win_chance (rules, a0, b0 + 2, m)) / 8;
      j->point_value = MAX (slope, 0.002);
    }
  vals = g_new0 (double, (gsize) MAX (n_deals, 1u) * view->n_actions);
  for (guint a = 0; a < view->n_actions; a++)
    active[a] = TRUE;
  weights = g_new0 (double, MAX (n_deals, 1u));

  for (guint d = 0; d < n_deals; d++)
    {
      TrucoCard hands[TRUCO_GAME_MAX_SEATS][4];
      guint64 deal_rng = next_random (&rng);
      double w, *row;

      if (g_cancellable_is_cancelled (cancellable))
        return FALSE;
      if (!sample_deal (rules, view, &constraints, known, &deal_rng, hands))
        continue;
      w = deal_likelihood (rules, view, hands);
      if (w <= 0)
        continue;
      if (j->points_held >= 0 && points_win (rules, view, hands, j->points_held))
        j->points_beats += w;
      if (view->n_seats == 2 && view->phase == TRUCO_PHASE_PLAY && sim_hand_won (rules, view, hands))
        j->hand_wins += w;
      total_all += w;
      if (!rolling)
        continue;

      row = &vals[j->n_deals * view->n_actions];
      for (guint a = 0; a < view->n_actions; a++)
        {
          guint64 play_rng = deal_rng;
          double c, p;

          if (!active[a])
            continue;
          truco_game_copy_into (scratch, lookahead);
          if (!truco_game_set_hidden_hands (scratch, view->seat, hands) ||
              !truco_game_apply (scratch, &view->actions[a], NULL))
            break;
          play_out_hand (scratch, view->hand_number, &play_rng);
          p = balance (scratch, view) - before;
          c = MAX (chico_chance (scratch, view, games_before), 0);
          j->points[a] += w * p;
          j->chico[a] += w * c;
          tried[a] += w;
          row[a] = j->chico_now >= 0 ? c / j->point_value : p;
        }
      weights[j->n_deals] = w;
      total += w;
      j->n_deals++;
      /* Stop playing out once the choice is clear. */
      if (j->n_deals >= min_deals && j->n_deals % JUDGE_ROUND == 0 && d + 1 < n_deals &&
          settle_moves (rules, view, known, j, j->points_beats / total_all, j->hand_wins / total_all, vals, weights, j->n_deals, active))
        rolling = FALSE;
    }
  if (j->n_deals == 0 || total <= 0)
    return FALSE;
  j->points_beats /= total_all;
  j->hand_wins = view->n_seats == 2 && view->phase == TRUCO_PHASE_PLAY ? j->hand_wins / total_all : -1;
  if (pending == TRUCO_BET_TRUCO)
    {
      double win, lose, refuse;

      if (stake_of (rules, view, pending, &win, &lose, &refuse) && win + lose > 0)
        j->accept_pays = MAX (0, (lose - refuse) / (win + lose));
    }
  /* Each move over the deals it was played out on. */
  for (guint a = 0; a < view->n_actions; a++)
    {
      double tw = tried[a] > 0 ? tried[a] : total;

      j->points[a] /= tw;
      j->chico[a] = view->n_scores == 2 ? j->chico[a] / tw : -1;
    }
  if (j->chico_now < 0)
    j->by_chico = FALSE;

  sort_moves (rules, view, known, j);

  /* Rank: points, or the chances of the chico in points of the target;
   * bluffs and hopeless moves under the best sound move. */
  j->best = j->best_raw = 0;
  for (guint a = 0; a < view->n_actions; a++)
    {
      j->rank[a] = j->chico_now >= 0 ? (j->chico[a] - j->chico_now) / j->point_value : j->points[a];
      if (j->rank[a] > j->rank[j->best_raw] + 1e-9)
        j->best_raw = a;
      if (j->sort[a] == TRUCO_MOVE_SOUND)
        best_sound = MAX (best_sound, j->rank[a]);
    }
  if (best_sound > -G_MAXDOUBLE)
    {
      for (guint a = 0; a < view->n_actions; a++)
        {
          if (j->sort[a] == TRUCO_MOVE_BLUFF)
            j->rank[a] = MIN (j->rank[a], best_sound) - TRUCO_JUDGE_BLUFF_PENALTY;
          else if (j->sort[a] == TRUCO_MOVE_HOPELESS)
            j->rank[a] = MIN (j->rank[a], best_sound) - TRUCO_JUDGE_HOPELESS_PENALTY;
        }
    }
  for (guint a = 1; a < view->n_actions; a++)
    if (j->rank[a] > j->rank[j->best] + 1e-9)
      j->best = a;
  prefer_cheapest_winner (rules, view, j);
  prefer_playing_on (view, j);
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
  TrucoJudgement j;

  if (!truco_bot_judge (rules, view, knowledge, lookahead, n_deals, seed, cancellable, &j))
    return FALSE;
  memcpy (values, j.points, sizeof (double) * view->n_actions);
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
      case TRUCO_ACTION_DECLARE:
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
      TrucoJudgement j;
      guint n_deals = MAX (16u, TRUCO_BOT_LOOKAHEAD_DEALS / view->n_actions);

      if (truco_bot_judge (rules, view, knowledge, lookahead, n_deals, seed, cancellable, &j))
        {
          k = j.best;
          /* A measured bluff: now and then, when a bluff does better than
           * every sound move and little is at stake. */
          if (j.sort[j.best_raw] == TRUCO_MOVE_BLUFF &&
              next_double (&rng) < strong_bluff_rate (&j, j.stake[j.best_raw]))
            k = j.best_raw;
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
