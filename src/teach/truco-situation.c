/* truco-situation.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "truco-situation.h"
#include "truco-players.h"
#include "truco-signal.h"

/**
 * TrucoSituation:
 *
 * The situation of a worked example, evaluated by the engine: a hand of
 * three cards (envido, flor, embit), the cards of a trick, the trick
 * results of a hand, a sequence of calls on a betting ladder, or the
 * scores for a falta envido, in a variant with some house rules.
 *
 * The lesson file only names the situation; every number a learner reads
 * comes from the engine's evaluators (truco_envido(), truco_flor(),
 * truco_embit(), truco_trick_winner(), truco_hand_winner(),
 * truco_falta_value(), truco_bet_evaluate()).  The result is revealed
 * one step at a time: truco_situation_get_n_steps() steps, each a
 * translated sentence with the cards it names.
 *
 * A situation that is not legal in its variant (a card not in the deck,
 * a card twice, envido in Catalan Truc, a call the ladder does not have,
 * calls out of order) is refused by truco_situation_new().
 */

#define MAX_PLAYS 8
#define MAX_TRICKS 3
#define MAX_CALLS 12
#define MAX_CREDITS 6

struct _TrucoSituation
{
  GObject             parent_instance;

  TrucoSituationKind  kind;
  TrucoRules         *rules;

  TrucoCard           cards[MAX_PLAYS];
  guint               n_cards;

  TrucoPlay           plays[MAX_PLAYS];
  guint               n_plays;

  TrucoSide           tricks[MAX_TRICKS];
  guint               n_tricks;
  TrucoSide           mano;
  TrucoSide           dealer;

  const TrucoLadder  *table;
  guint               calls[MAX_CALLS];     /* calls of the ladder, by index */
  guint               chosen[MAX_CALLS];    /* values named by French raises */
  guint               n_calls;
  guint               n_chosen;
  guint               n_flors;
  TrucoSide           first;                /* the side of the first call */
  TrucoSide           winner;               /* the side that wins an accepted bet */
  TrucoSituationAnswer answer;
  int                 refused_value;

  guint               score_a;
  guint               score_b;
  guint               target;
  gboolean            pica_pica;
  TrucoFalta          falta;

  /* one-card, eleven, redeal, game-end */
  gboolean            has_score;
  guint               n_players;
  guint               n_redeals;
  guint               agreeing;
  TrucoHandCredit     credits[MAX_CREDITS];
  guint               n_credits;

  /* gallo, match, penalty, showdown */
  guint               won_a;
  guint               won_b;
  TrucoFlorOffence    offence;
  gboolean            has_offence;
  gboolean            kibitz;       /* offence="kibitz": a pica-pica duel meddled in */
  gboolean            embits;       /* a showdown of embits (Truc y Flou) */
  TrucoSide           offender;
  guint               made;
  int                 envidos[TRUCO_SHOWDOWN_MAX];
  guint               n_envidos;
  guint               hand_number;

  int                 value;
  TrucoExplanation   *explanation;
};

G_DEFINE_FINAL_TYPE (TrucoSituation, truco_situation, G_TYPE_OBJECT)

static const char * const kind_names[] = {
  [TRUCO_SITUATION_ENVIDO] = "envido",
  [TRUCO_SITUATION_FLOR] = "flor",
  [TRUCO_SITUATION_EMBIT] = "embit",
  [TRUCO_SITUATION_TRICK] = "trick",
  [TRUCO_SITUATION_HAND] = "hand",
  [TRUCO_SITUATION_LADDER] = "ladder",
  [TRUCO_SITUATION_FALTA] = "falta",
  [TRUCO_SITUATION_ONE_CARD] = "one-card",
  [TRUCO_SITUATION_ELEVEN] = "eleven",
  [TRUCO_SITUATION_REDEAL] = "redeal",
  [TRUCO_SITUATION_GAME_END] = "game-end",
  [TRUCO_SITUATION_GALLO] = "gallo",
  [TRUCO_SITUATION_MATCH] = "match",
  [TRUCO_SITUATION_PENALTY] = "penalty",
  [TRUCO_SITUATION_SHOWDOWN] = "showdown",
  [TRUCO_SITUATION_PICA_PICA] = "pica-pica",
  [TRUCO_SITUATION_SIGNALS] = "signals",
};

/* The keys each kind takes; "options" goes with every kind. */
static const char * const kind_keys[][10] = {
  [TRUCO_SITUATION_ENVIDO] = { "cards", NULL },
  [TRUCO_SITUATION_FLOR] = { "cards", NULL },
  [TRUCO_SITUATION_EMBIT] = { "cards", NULL },
  [TRUCO_SITUATION_TRICK] = { "plays", NULL },
  [TRUCO_SITUATION_HAND] = { "tricks", "mano", "dealer", NULL },
  [TRUCO_SITUATION_LADDER] = { "ladder", "calls", "flors", "chosen", "answer", "first", "winner", "score", "pica-pica", NULL },
  [TRUCO_SITUATION_FALTA] = { "score", "target", "pica-pica", NULL },
  [TRUCO_SITUATION_ONE_CARD] = { "plays", "dealer", "score", NULL },
  [TRUCO_SITUATION_ELEVEN] = { "score", NULL },
  [TRUCO_SITUATION_REDEAL] = { "players", "redeals", "agreeing", NULL },
  [TRUCO_SITUATION_GAME_END] = { "score", "credits", NULL },
  [TRUCO_SITUATION_GALLO] = { "cards", NULL },
  [TRUCO_SITUATION_MATCH] = { "won", NULL },
  [TRUCO_SITUATION_PENALTY] = { "offence", "offender", "made", NULL },
  [TRUCO_SITUATION_SHOWDOWN] = { "envidos", "embits", NULL },
  [TRUCO_SITUATION_PICA_PICA] = { "players", "hand", "score", NULL },
  [TRUCO_SITUATION_SIGNALS] = { "cards", NULL },
};

/* The names of the ladders (TrucoLadder.name) of all variants. */
static const char *const ladder_names[] = { "truco", "envido", "flor", "embit", "raise", "put" };

static void
truco_situation_finalize (GObject *object)
{
  TrucoSituation *self = (TrucoSituation *) object;

  g_clear_pointer (&self->rules, truco_rules_unref);
  g_clear_pointer (&self->explanation, truco_explanation_free);

  G_OBJECT_CLASS (truco_situation_parent_class)->finalize (object);
}

static void
truco_situation_class_init (TrucoSituationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = truco_situation_finalize;
}

static void
truco_situation_init (TrucoSituation *self)
{
  self->mano = TRUCO_SIDE_A;
  self->dealer = TRUCO_SIDE_B;
  self->first = TRUCO_SIDE_A;
  self->winner = TRUCO_SIDE_A;
  self->answer = TRUCO_SITUATION_ANSWER_BOTH;
  self->refused_value = -1;
}

/* Errors are for whoever writes a lesson file: in English, like the file. */
static gboolean G_GNUC_PRINTF (2, 3)
set_invalid (GError     **error,
             const char  *format,
             ...)
{
  va_list args;
  char *message;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT, message);
  g_free (message);

  return FALSE;
}

static gboolean
parse_number (const char *text,
              guint       max,
              guint      *out,
              GError    **error)
{
  guint64 n;

  if (!g_ascii_string_to_unsigned (text, 10, 0, max, &n, NULL))
    return set_invalid (error, "“%s” is not a number from 0 to %u", text, max);
  *out = (guint) n;
  return TRUE;
}

static gboolean
parse_side (const char *text,
            gboolean    parda_allowed,
            TrucoSide  *out,
            GError    **error)
{
  if (g_str_equal (text, "A"))
    *out = TRUCO_SIDE_A;
  else if (g_str_equal (text, "B"))
    *out = TRUCO_SIDE_B;
  else if (g_str_equal (text, "C"))
    *out = TRUCO_SIDE_C;
  else if (parda_allowed && g_str_equal (text, "P"))
    *out = TRUCO_SIDE_NONE;
  else
    return set_invalid (error, "“%s” is not a side (A, B or C%s)", text, parda_allowed ? ", or P for a parda" : "");
  return TRUE;
}

static gboolean
add_card (TrucoSituation *self,
          const char     *text,
          TrucoCard      *out,
          GError        **error)
{
  TrucoCard card;

  if (!truco_card_parse_in_deck (text, truco_rules_get_deck (self->rules), &card, error))
    return FALSE;
  for (guint i = 0; i < self->n_cards; i++)
    if (self->cards[i] == card)
      return set_invalid (error, "the card %s is given twice", text);
  if (self->n_cards >= MAX_PLAYS)
    return set_invalid (error, "more than %d cards", MAX_PLAYS);
  self->cards[self->n_cards++] = card;
  if (out != NULL)
    *out = card;
  return TRUE;
}

static gboolean
parse_hand_cards (TrucoSituation *self,
                  const char     *text,
                  GError        **error)
{
  g_auto(GStrv) words = g_strsplit_set (text, " ", -1);
  guint n = 0;

  for (guint i = 0; words[i] != NULL; i++)
    {
      if (*words[i] == '\0')
        continue;
      if (n == (self->kind == TRUCO_SITUATION_GALLO ? 4u : 3u))
        return set_invalid (error, "a hand has three cards (the gallo four), “%s” has more", text);
      if (!add_card (self, words[i], NULL, error))
        return FALSE;
      n++;
    }
  if (n != (self->kind == TRUCO_SITUATION_GALLO ? 4u : 3u))
    return set_invalid (error, "a hand has three cards (the gallo four), “%s” has %u", text, n);
  return TRUE;
}

/* "A1:1E B1:7O": a side letter, a seat within the side, a card. */
static gboolean
parse_plays (TrucoSituation *self,
             const char     *text,
             GError        **error)
{
  g_auto(GStrv) words = g_strsplit_set (text, " ", -1);

  for (guint i = 0; words[i] != NULL; i++)
    {
      const char *colon = strchr (words[i], ':');
      g_autofree char *side_text = NULL;
      TrucoPlay *play;
      guint seat = 0;

      if (*words[i] == '\0')
        continue;
      if (self->n_plays == MAX_PLAYS)
        return set_invalid (error, "a trick has at most %d cards", MAX_PLAYS);
      if (colon == NULL || colon - words[i] < 2)
        return set_invalid (error, "“%s” is not a play like A1:1E (side, seat, card)", words[i]);

      play = &self->plays[self->n_plays];
      side_text = g_strndup (words[i], 1);
      if (!parse_side (side_text, FALSE, &play->side, error))
        return FALSE;
      {
        g_autofree char *seat_text = g_strndup (words[i] + 1, colon - words[i] - 1);

        if (!parse_number (seat_text, 4, &seat, error))
          return FALSE;
      }
      if (seat == 0)
        return set_invalid (error, "seats are numbered from 1 in “%s”", words[i]);
      play->seat = seat;
      for (guint j = 0; j < self->n_plays; j++)
        if (self->plays[j].side == play->side && self->plays[j].seat == seat)
          return set_invalid (error, "the seat %s plays twice", side_text);
      if (!add_card (self, colon + 1, &play->card, error))
        return FALSE;
      self->n_plays++;
    }

  if (self->n_plays < 2)
    return set_invalid (error, "a trick needs at least two cards");
  return TRUE;
}

static gboolean
parse_tricks (TrucoSituation *self,
              const char     *text,
              GError        **error)
{
  g_auto(GStrv) words = g_strsplit_set (text, " ", -1);

  for (guint i = 0; words[i] != NULL; i++)
    {
      if (*words[i] == '\0')
        continue;
      if (self->n_tricks == MAX_TRICKS)
        return set_invalid (error, "a hand has at most three tricks");
      if (!parse_side (words[i], TRUE, &self->tricks[self->n_tricks], error))
        return FALSE;
      self->n_tricks++;
    }
  if (self->n_tricks == 0)
    return set_invalid (error, "give the result of at least one trick");
  return TRUE;
}

/* "envido, real envido": the calls as players say them. */
static gboolean
parse_calls (TrucoSituation *self,
             const char     *text,
             GError        **error)
{
  g_auto(GStrv) words = g_strsplit (text, ",", -1);

  for (guint i = 0; words[i] != NULL; i++)
    {
      g_autofree char *call = g_strstrip (g_strdup (words[i]));
      int index = -1;

      if (self->n_calls == MAX_CALLS)
        return set_invalid (error, "at most %d calls", MAX_CALLS);
      for (guint j = 0; j < self->table->n_steps && index < 0; j++)
        if (g_str_equal (call, self->table->steps[j].call) || g_str_equal (call, self->table->steps[j].id))
          index = j;
      if (index < 0)
        {
          g_autoptr(GString) known = g_string_new (NULL);

          for (guint j = 0; j < self->table->n_steps; j++)
            g_string_append_printf (known, "%s“%s”", j > 0 ? ", " : "", self->table->steps[j].call);
          return set_invalid (error, "this ladder has no call “%s”; its calls are %s", call, known->str);
        }
      self->calls[self->n_calls++] = index;
    }
  return TRUE;
}

/* "4 7": the values French raises name, one per raise. */
static gboolean
parse_chosen (TrucoSituation *self,
              const char     *text,
              GError        **error)
{
  g_auto(GStrv) words = g_strsplit (text, " ", -1);

  for (guint i = 0; words[i] != NULL; i++)
    {
      if (*words[i] == '\0')
        continue;
      if (self->n_chosen == MAX_CALLS)
        return set_invalid (error, "at most %d chosen values", MAX_CALLS);
      if (!parse_number (words[i], 99, &self->chosen[self->n_chosen], error))
        return FALSE;
      self->n_chosen++;
    }
  return TRUE;
}

static gboolean
find_ladder (TrucoSituation *self,
             const char     *name,
             GError        **error)
{
  for (guint i = 0; i < G_N_ELEMENTS (ladder_names); i++)
    if (g_str_equal (name, ladder_names[i]))
      {
        self->table = truco_rules_find_ladder (self->rules, name);
        if (self->table == NULL)
          return set_invalid (error, "%s has no %s ladder with these house rules",
                              truco_variant_get_id (truco_rules_get_variant (self->rules)), name);
        return TRUE;
      }
  return set_invalid (error, "“%s” is not a ladder (truco, envido, flor, embit, raise, put)", name);
}

static gboolean
apply_options (TrucoSituation *self,
               const char     *text,
               GError        **error)
{
  g_auto(GStrv) words = g_strsplit_set (text, " ", -1);

  for (guint i = 0; words[i] != NULL; i++)
    {
      g_auto(GStrv) pair = NULL;

      if (*words[i] == '\0')
        continue;
      pair = g_strsplit (words[i], "=", 2);
      if (pair[1] == NULL)
        return set_invalid (error, "the option “%s” is not KEY=VALUE", words[i]);
      if (!truco_rules_set (self->rules, pair[0], pair[1], error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
steps_equal (const TrucoStep *a,
             const TrucoStep *b)
{
  if (a->kind != b->kind || a->side != b->side || a->n_cards != b->n_cards || a->n_numbers != b->n_numbers)
    return FALSE;
  for (guint i = 0; i < a->n_numbers; i++)
    if (a->numbers[i] != b->numbers[i])
      return FALSE;
  return TRUE;
}

/* The engine plays the calls and explains the answer.  With both answers,
 * the explanation of the refusal follows that of the acceptance, without
 * repeating the calls they share. */
static gboolean
evaluate_bet (TrucoSituation  *self,
              GError         **error)
{
  TrucoBetContext ctx;
  const guint *chosen = self->n_chosen > 0 ? self->chosen : NULL;
  guint points;

  if (self->n_calls == 0)
    return set_invalid (error, "a ladder situation needs calls");
  if (self->n_chosen > 0 && self->n_chosen != self->n_calls)
    return set_invalid (error, "give one chosen value per call (0 for the calls that name none)");

  truco_situation_get_bet_context (self, &ctx);
  self->explanation = truco_explanation_new ();

  if (self->answer == TRUCO_SITUATION_ANSWER_REFUSED)
    {
      if (!truco_bet_evaluate (self->table, self->calls, chosen, self->n_calls, self->first, FALSE,
                               self->winner, &ctx, &points, self->explanation, error))
        return FALSE;
      self->value = self->refused_value = points;
      return TRUE;
    }

  if (!truco_bet_evaluate (self->table, self->calls, chosen, self->n_calls, self->first, TRUE,
                           self->winner, &ctx, &points, self->explanation, error))
    return FALSE;
  self->value = points;

  if (self->answer == TRUCO_SITUATION_ANSWER_BOTH)
    {
      g_autoptr(TrucoExplanation) refused = truco_explanation_new ();
      guint shared = 0;

      /* A call that cannot be refused (a Truc y Flou flor) has no second
       * answer: the calls were legal, since they were just accepted. */
      if (!truco_bet_evaluate (self->table, self->calls, chosen, self->n_calls, self->first, FALSE,
                               self->winner, &ctx, &points, refused, NULL))
        return TRUE;
      self->refused_value = points;
      while (shared < truco_explanation_get_n_steps (refused) &&
             shared < truco_explanation_get_n_steps (self->explanation) &&
             steps_equal (truco_explanation_get_step (refused, shared),
                          truco_explanation_get_step (self->explanation, shared)))
        shared++;
      for (guint i = shared; i < truco_explanation_get_n_steps (refused); i++)
        truco_explanation_add_step (self->explanation, truco_explanation_get_step (refused, i));
    }
  return TRUE;
}

static gboolean
evaluate (TrucoSituation  *self,
          GError         **error)
{
  switch (self->kind)
    {
    case TRUCO_SITUATION_ENVIDO:
      if (!truco_rules_has_declaration (self->rules, TRUCO_DECLARATION_ENVIDO))
        return set_invalid (error, "this variant has no envido");
      self->explanation = truco_explanation_new ();
      self->value = truco_envido (self->rules, self->cards, self->explanation);
      return TRUE;

    case TRUCO_SITUATION_FLOR:
      if (!truco_rules_has_declaration (self->rules, TRUCO_DECLARATION_FLOR))
        return set_invalid (error, "this variant has no flor with these house rules (flor_enabled=on?)");
      self->explanation = truco_explanation_new ();
      self->value = truco_flor (self->rules, self->cards, self->explanation);
      return TRUE;

    case TRUCO_SITUATION_EMBIT:
      if (!truco_rules_has_declaration (self->rules, TRUCO_DECLARATION_EMBIT))
        return set_invalid (error, "this variant has no embit");
      self->explanation = truco_explanation_new ();
      self->value = truco_embit (self->rules, self->cards, self->explanation);
      return TRUE;

    case TRUCO_SITUATION_TRICK:
      {
        TrucoTrickResult result;

        self->explanation = truco_explanation_new ();
        if (!truco_trick_winner (self->rules, self->plays, self->n_plays, &result, self->explanation, error))
          return FALSE;
        /* Truc y Flou with bonus cards: the Sword and the Club score as
         * they are played. */
        if (truco_rules_resolve (self->rules)->bonus_cards)
          {
            guint bonus[2];

            if (!truco_trick_bonuses (self->rules, self->plays, self->n_plays, bonus, self->explanation, error))
              return FALSE;
          }
        self->value = result.winner;
        return TRUE;
      }

    case TRUCO_SITUATION_HAND:
      {
        TrucoHandResult result;

        self->explanation = truco_explanation_new ();
        if (!truco_hand_winner (self->rules, self->tricks, self->n_tricks, self->mano, self->dealer,
                                &result, self->explanation, error))
          return FALSE;
        self->value = result.status == TRUCO_HAND_WON ? (int) result.winner : (int) TRUCO_SIDE_NONE;
        return TRUE;
      }

    case TRUCO_SITUATION_FALTA:
      if (!truco_rules_has_declaration (self->rules, TRUCO_DECLARATION_ENVIDO))
        return set_invalid (error, "this variant has no falta envido");
      self->explanation = truco_explanation_new ();
      if (!truco_falta_value (self->rules, self->score_a, self->score_b, self->target, self->pica_pica,
                              &self->falta, self->explanation, error))
        return FALSE;
      self->value = self->falta.wins_chico ? -1 : (int) self->falta.points;
      return TRUE;

    case TRUCO_SITUATION_LADDER:
      return evaluate_bet (self, error);

    case TRUCO_SITUATION_ONE_CARD:
      {
        TrucoSide winner;
        guint points;

        self->explanation = truco_explanation_new ();
        if (!truco_score_one_card_deal (self->rules, self->score_a, self->score_b, self->plays, self->n_plays,
                                        self->dealer, &winner, &points, self->explanation, error))
          return FALSE;
        self->value = (int) points;
        return TRUE;
      }

    case TRUCO_SITUATION_ELEVEN:
      {
        TrucoDealStake stake;

        self->explanation = truco_explanation_new ();
        if (!truco_score_deal_stake (self->rules, self->score_a, self->score_b, &stake, self->explanation, error))
          return FALSE;
        self->value = (int) stake.stake;
        return TRUE;
      }

    case TRUCO_SITUATION_REDEAL:
      {
        TrucoRedealQuestion question = { 0 };
        TrucoRedeal redeal;

        question.n_players = self->n_players;
        question.n_redeals = self->n_redeals;
        question.agreeing = self->agreeing > 0 ? self->agreeing : self->n_players - 1;
        self->explanation = truco_explanation_new ();
        if (!truco_score_redeal (self->rules, &question, &redeal, self->explanation, error))
          return FALSE;
        self->value = redeal.redealt ? (int) redeal.stock : -1;
        return TRUE;
      }

    case TRUCO_SITUATION_GALLO:
      {
        guint discard;

        self->explanation = truco_explanation_new ();
        self->value = truco_gallo_envido (self->rules, self->cards, &discard, self->explanation);
        if (self->value < 0)
          return set_invalid (error, "the gallo's four cards must be four cards of the deck");
        return TRUE;
      }

    case TRUCO_SITUATION_MATCH:
      {
        TrucoMatchState match;

        self->explanation = truco_explanation_new ();
        if (!truco_score_match (self->rules, self->won_a, self->won_b, &match, self->explanation, error))
          return FALSE;
        self->value = (int) match.status;
        return TRUE;
      }

    case TRUCO_SITUATION_PENALTY:
      {
        TrucoFlorPenalty penalty;

        self->explanation = truco_explanation_new ();
        if (self->kibitz
            ? !truco_kibitz_penalty (self->rules, self->offender, self->made, &penalty, self->explanation, error)
            : !truco_flor_penalty (self->rules, self->offence, self->offender, 1, self->made, &penalty,
                                   self->explanation, error))
          return FALSE;
        self->value = (int) penalty.points;
        return TRUE;
      }

    case TRUCO_SITUATION_PICA_PICA:
      {
        TrucoPicaDeal deal;

        self->explanation = truco_explanation_new ();
        if (!truco_pica_pica_deal (self->rules, self->n_players, self->hand_number, self->score_a, self->score_b,
                                   0, &deal, self->explanation, error))
          return FALSE;
        self->value = deal.pica_pica;
        return TRUE;
      }

    case TRUCO_SITUATION_SHOWDOWN:
      {
        TrucoSide sides[TRUCO_SHOWDOWN_MAX];
        guint numbers[TRUCO_SHOWDOWN_MAX];
        guint winner;

        /* In play order from the mano (the eldest), the sides alternate,
         * A first. */
        for (guint i = 0; i < self->n_envidos; i++)
          {
            sides[i] = i % 2 == 0 ? TRUCO_SIDE_A : TRUCO_SIDE_B;
            numbers[i] = i / 2 + 1;
          }
        self->explanation = truco_explanation_new ();
        if (!(self->embits ? truco_embit_showdown : truco_envido_showdown) (self->rules, self->envidos, sides, numbers,
                                                                            self->n_envidos, &winner,
                                                                            self->explanation, error))
          return FALSE;
        self->value = (int) winner;
        return TRUE;
      }

    case TRUCO_SITUATION_SIGNALS:
      {
        guint mask = 0;

        self->explanation = truco_explanation_new ();
        if (!truco_signal_explain (self->rules, self->cards, self->n_cards, &mask, self->explanation, error))
          return FALSE;
        self->value = (int) mask;
        return TRUE;
      }

    case TRUCO_SITUATION_GAME_END:
      {
        const guint score[2] = { self->score_a, self->score_b };
        TrucoGameEnd end;

        self->explanation = truco_explanation_new ();
        if (!truco_score_game_end (self->rules, score, self->credits, self->n_credits, &end,
                                   self->explanation, error))
          return FALSE;
        self->value = (int) end.winner;
        return TRUE;
      }

    default:
      g_assert_not_reached ();
    }
}

/* "flor A 3, envido B 2, truco A 2" (or "envido A falta"): the points of
 * a hand, credited by truco_score_game_end(). */
static gboolean
parse_credits (TrucoSituation  *self,
               const char      *text,
               GError         **error)
{
  static const struct { const char *name; TrucoHandCreditKind kind; } kinds[] = {
    { "flor", TRUCO_HAND_CREDIT_FLOR },
    { "envido", TRUCO_HAND_CREDIT_ENVIDO },
    { "truco", TRUCO_HAND_CREDIT_TRUCO },
    { "bonus", TRUCO_HAND_CREDIT_BONUS },
    { "penalty", TRUCO_HAND_CREDIT_PENALTY },
  };
  g_auto(GStrv) items = g_strsplit (text, ",", -1);

  self->n_credits = 0;
  for (guint i = 0; items[i] != NULL; i++)
    {
      g_autofree char *item = g_strstrip (g_strdup (items[i]));
      g_auto(GStrv) words = g_strsplit (item, " ", -1);
      TrucoHandCredit *credit;
      gboolean found = FALSE;

      if (self->n_credits == MAX_CREDITS)
        return set_invalid (error, "a hand has at most %d credits", MAX_CREDITS);
      if (g_strv_length (words) != 3)
        return set_invalid (error, "a credit is a kind, a side and points (“envido A 2”), not “%s”", item);
      credit = &self->credits[self->n_credits];
      memset (credit, 0, sizeof *credit);
      for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
        if (g_str_equal (words[0], kinds[k].name))
          {
            credit->kind = kinds[k].kind;
            found = TRUE;
          }
      if (!found)
        return set_invalid (error, "“%s” is not a kind of credit (flor, envido, truco, bonus, penalty)", words[0]);
      if (!parse_side (words[1], FALSE, &credit->side, error))
        return FALSE;
      if (g_str_equal (words[2], "falta"))
        credit->falta = TRUE;
      else if (!parse_number (words[2], 99, &credit->points, error))
        return FALSE;
      self->n_credits++;
    }
  if (self->n_credits == 0)
    return set_invalid (error, "a game-end situation needs credits");
  return TRUE;
}

/**
 * truco_situation_new:
 * @variant: a variant id ("ar")
 * @kind: "envido", "flor", "embit", "trick", "hand", "ladder" or "falta"
 * @keys: (array zero-terminated=1): the names of the situation's attributes
 * @values: (array zero-terminated=1): their values, one for each key
 * @error: return location for a #GError
 *
 * Builds a situation and evaluates it.  The attributes, by kind:
 *
 * - envido, flor, embit: `cards` = three cards ("7E 6E 3O");
 * - trick: `plays` = the cards in the order played, each with its side
 *   and seat ("A1:1E B1:7O A2:3C B2:3E");
 * - hand: `tricks` = the trick results ("A P B", P for a parda), `mano`
 *   and `dealer` = sides (A and B by default);
 * - ladder: `ladder` = truco, envido, flor, embit, raise or put; `calls` =
 *   the calls as players say them, separated by commas ("envido, real
 *   envido"), made by sides in turn from `first` (A); `answer` =
 *   accepted, refused or both (the default: the explanation of the
 *   acceptance, then of the refusal); `winner` = the side that wins an
 *   accepted bet (A); `flors` = the number of flors sung; `score` = the
 *   two sides' scores (for a falta or resto); `chosen` = the value each
 *   call names (French raises; 0 for the others);
 * - falta: `score` = the two sides' scores ("12 8"), `target` (the rule
 *   set's by default), `pica-pica` = yes or no;
 * - one-card: a Catalan one-card deal: `plays` (one card each), `dealer`,
 *   `score`;
 * - eleven: the Catalan score of eleven: `score`;
 * - redeal: a French redeal proposed by the eldest: `players` (2 or 4),
 *   `redeals` already made in the deal, `agreeing` (how many others agree;
 *   all by default);
 * - gallo: the gallo's four `cards`: the envido he keeps;
 * - match: `won` = the chicos each side has won ("1 1"): el bueno?
 * - penalty: a flor offence: `offence` = unsung, wrong-challenge or
 *   false, `offender` = the side, `made` = what it made in the hand; or
 *   `offence` = kibitz: `offender` meddled in another pica-pica duel,
 *   where it made `made`;
 * - pica-pica: with six or eight `players` (6), hand number `hand` at
 *   `score`: a redondo or a pica-pica;
 * - signals: the three `cards` dealt to a player: the señas he makes
 *   (a game with partners: options players=4 in Argentine Truco);
 * - showdown: `envidos` of the players in play order from the mano, the
 *   sides alternating ("27 25 27 20"): who wins; or `embits` (Truc y
 *   Flou), in play order from the eldest;
 * - game-end: the points of a hand credited at the end: `score` before
 *   the hand, `credits` ("flor A 3, envido B 2, truco A 2"; "envido A
 *   falta" for an accepted falta envido);
 *
 * and, for every kind, `options` = house rules ("flor_enabled=on").
 *
 * Returns: (transfer full): the situation, or %NULL with @error set (in
 *   the #TRUCO_ERROR domain) when it is not legal in its variant
 */
TrucoSituation *
truco_situation_new (const char          *variant,
                     const char          *kind,
                     const char * const  *keys,
                     const char * const  *values,
                     GError             **error)
{
  g_autoptr(TrucoSituation) self = NULL;
  const TrucoVariant *v;
  const char *ladder_name = NULL;
  const char *calls = NULL;
  const char *chosen = NULL;
  gboolean found = FALSE;

  g_return_val_if_fail (variant != NULL, NULL);
  g_return_val_if_fail (kind != NULL, NULL);
  g_return_val_if_fail (keys != NULL && values != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  v = truco_variant_lookup_with_error (variant, error);
  if (v == NULL)
    return NULL;

  self = g_object_new (TRUCO_TYPE_SITUATION, NULL);
  self->rules = truco_rules_new (v);

  for (guint i = 0; i < G_N_ELEMENTS (kind_names); i++)
    if (g_str_equal (kind, kind_names[i]))
      {
        self->kind = i;
        found = TRUE;
      }
  if (!found)
    {
      set_invalid (error, "“%s” is not a kind of situation (envido, flor, embit, trick, hand, ladder, falta, "
                   "one-card, eleven, redeal, game-end, gallo, match, penalty, showdown, pica-pica)", kind);
      return NULL;
    }

  /* Options first: they decide the ladders and the declarations. */
  for (guint i = 0; keys[i] != NULL; i++)
    {
      if (values[i] == NULL)
        {
          set_invalid (error, "the attribute %s has no value", keys[i]);
          return NULL;
        }
      if (g_str_equal (keys[i], "options") && !apply_options (self, values[i], error))
        return NULL;
    }

  for (guint i = 0; keys[i] != NULL; i++)
    {
      const char *key = keys[i];
      const char *value = values[i];
      gboolean ok = TRUE;

      if (g_str_equal (key, "options"))
        continue;
      if (!g_strv_contains (kind_keys[self->kind], key))
        {
          set_invalid (error, "a %s situation has no attribute %s", kind, key);
          return NULL;
        }

      if (g_str_equal (key, "cards"))
        ok = parse_hand_cards (self, value, error);
      else if (g_str_equal (key, "plays"))
        ok = parse_plays (self, value, error);
      else if (g_str_equal (key, "tricks"))
        ok = parse_tricks (self, value, error);
      else if (g_str_equal (key, "mano"))
        ok = parse_side (value, FALSE, &self->mano, error);
      else if (g_str_equal (key, "dealer"))
        ok = parse_side (value, FALSE, &self->dealer, error);
      else if (g_str_equal (key, "ladder"))
        ladder_name = value;
      else if (g_str_equal (key, "calls"))
        calls = value;
      else if (g_str_equal (key, "flors"))
        ok = parse_number (value, 8, &self->n_flors, error);
      else if (g_str_equal (key, "chosen"))
        chosen = value;
      else if (g_str_equal (key, "first"))
        ok = parse_side (value, FALSE, &self->first, error);
      else if (g_str_equal (key, "winner"))
        ok = parse_side (value, FALSE, &self->winner, error);
      else if (g_str_equal (key, "answer"))
        {
          if (g_str_equal (value, "accepted"))
            self->answer = TRUCO_SITUATION_ANSWER_ACCEPTED;
          else if (g_str_equal (value, "refused"))
            self->answer = TRUCO_SITUATION_ANSWER_REFUSED;
          else if (g_str_equal (value, "both"))
            self->answer = TRUCO_SITUATION_ANSWER_BOTH;
          else
            ok = set_invalid (error, "answer is accepted, refused or both, not “%s”", value);
        }
      else if (g_str_equal (key, "target"))
        ok = parse_number (value, 99, &self->target, error);
      else if (g_str_equal (key, "pica-pica"))
        {
          if (g_str_equal (value, "yes") || g_str_equal (value, "no"))
            self->pica_pica = g_str_equal (value, "yes");
          else
            ok = set_invalid (error, "pica-pica is yes or no, not “%s”", value);
        }
      else if (g_str_equal (key, "hand"))
        ok = parse_number (value, 99, &self->hand_number, error);
      else if (g_str_equal (key, "won"))
        {
          g_auto(GStrv) won = g_strsplit (value, " ", -1);

          ok = g_strv_length (won) == 2
               ? (parse_number (won[0], 9, &self->won_a, error) && parse_number (won[1], 9, &self->won_b, error))
               : set_invalid (error, "won is the chicos each side has won, like “1 1”, not “%s”", value);
        }
      else if (g_str_equal (key, "offence"))
        {
          self->has_offence = TRUE;
          if (g_str_equal (value, "unsung"))
            self->offence = TRUCO_FLOR_UNSUNG;
          else if (g_str_equal (value, "wrong-challenge"))
            self->offence = TRUCO_FLOR_WRONG_CHALLENGE;
          else if (g_str_equal (value, "false"))
            self->offence = TRUCO_FLOR_FALSE;
          else if (g_str_equal (value, "kibitz"))
            self->kibitz = TRUE;
          else
            ok = set_invalid (error, "offence is unsung, wrong-challenge, false or kibitz, not “%s”", value);
        }
      else if (g_str_equal (key, "offender"))
        ok = parse_side (value, FALSE, &self->offender, error);
      else if (g_str_equal (key, "made"))
        ok = parse_number (value, 99, &self->made, error);
      else if (g_str_equal (key, "envidos") || g_str_equal (key, "embits"))
        {
          g_auto(GStrv) words = g_strsplit (value, " ", -1);

          self->embits = g_str_equal (key, "embits");
          self->n_envidos = 0;
          for (guint k = 0; ok && words[k] != NULL; k++)
            {
              guint n;

              if (*words[k] == '\0')
                continue;
              if (self->n_envidos == TRUCO_SHOWDOWN_MAX)
                ok = set_invalid (error, "a showdown has at most %d envidos", TRUCO_SHOWDOWN_MAX);
              else if ((ok = parse_number (words[k], 34, &n, error)))
                self->envidos[self->n_envidos++] = (int) n;
            }
        }
      else if (g_str_equal (key, "players"))
        ok = parse_number (value, 8, &self->n_players, error);
      else if (g_str_equal (key, "redeals"))
        ok = parse_number (value, 8, &self->n_redeals, error);
      else if (g_str_equal (key, "agreeing"))
        ok = parse_number (value, 8, &self->agreeing, error);
      else if (g_str_equal (key, "credits"))
        ok = parse_credits (self, value, error);
      else if (g_str_equal (key, "score"))
        {
          g_auto(GStrv) scores = g_strsplit (value, " ", -1);

          self->has_score = TRUE;
          ok = g_strv_length (scores) == 2
               ? (parse_number (scores[0], 99, &self->score_a, error) &&
                  parse_number (scores[1], 99, &self->score_b, error))
               : set_invalid (error, "score is the two sides' scores, like “12 8”, not “%s”", value);
        }
      if (!ok)
        return NULL;
    }

  /* What each kind cannot do without. */
  switch (self->kind)
    {
    case TRUCO_SITUATION_ENVIDO:
    case TRUCO_SITUATION_FLOR:
    case TRUCO_SITUATION_EMBIT:
    case TRUCO_SITUATION_SIGNALS:
      if (self->n_cards != 3)
        {
          set_invalid (error, "a %s situation needs cards", kind);
          return NULL;
        }
      break;
    case TRUCO_SITUATION_TRICK:
      if (self->n_plays == 0)
        {
          set_invalid (error, "a trick situation needs plays");
          return NULL;
        }
      break;
    case TRUCO_SITUATION_HAND:
      if (self->n_tricks == 0)
        {
          set_invalid (error, "a hand situation needs tricks");
          return NULL;
        }
      break;
    case TRUCO_SITUATION_LADDER:
      if (ladder_name == NULL || calls == NULL)
        {
          set_invalid (error, "a ladder situation needs a ladder and calls");
          return NULL;
        }
      if (!find_ladder (self, ladder_name, error) || !parse_calls (self, calls, error) ||
          (chosen != NULL && !parse_chosen (self, chosen, error)))
        return NULL;
      if ((self->first != TRUCO_SIDE_A && self->first != TRUCO_SIDE_B) ||
          (self->winner != TRUCO_SIDE_A && self->winner != TRUCO_SIDE_B))
        {
          set_invalid (error, "a bet is between sides A and B");
          return NULL;
        }
      break;
    case TRUCO_SITUATION_FALTA:
      {
        gboolean has_score = FALSE;

        for (guint i = 0; keys[i] != NULL; i++)
          has_score |= g_str_equal (keys[i], "score");
        if (!has_score)
          {
            set_invalid (error, "a falta situation needs a score");
            return NULL;
          }
      }
      break;
    case TRUCO_SITUATION_ONE_CARD:
      if (self->n_plays == 0)
        {
          set_invalid (error, "a one-card situation needs plays");
          return NULL;
        }
      break;
    case TRUCO_SITUATION_ELEVEN:
      if (!self->has_score)
        {
          set_invalid (error, "an eleven situation needs a score");
          return NULL;
        }
      break;
    case TRUCO_SITUATION_REDEAL:
      if (self->n_players == 0)
        self->n_players = 4;
      break;
    case TRUCO_SITUATION_GAME_END:
      if (!self->has_score || self->n_credits == 0)
        {
          set_invalid (error, "a game-end situation needs a score and credits");
          return NULL;
        }
      break;
    case TRUCO_SITUATION_GALLO:
      if (self->n_cards != 4)
        {
          set_invalid (error, "a gallo situation needs four cards");
          return NULL;
        }
      break;
    case TRUCO_SITUATION_MATCH:
      break;
    case TRUCO_SITUATION_PENALTY:
      if (!self->has_offence)
        {
          set_invalid (error, "a penalty situation needs an offence");
          return NULL;
        }
      break;
    case TRUCO_SITUATION_PICA_PICA:
      if (self->n_players == 0)
        self->n_players = 6;
      if (self->hand_number == 0)
        {
          set_invalid (error, "a pica-pica situation needs the hand's number (1 for the first)");
          return NULL;
        }
      break;
    case TRUCO_SITUATION_SHOWDOWN:
      if (self->n_envidos < 2)
        {
          set_invalid (error, "a showdown situation needs the envidos of at least two players");
          return NULL;
        }
      break;
    default:
      g_assert_not_reached ();
    }

  if (!evaluate (self, error))
    return NULL;

  return g_steal_pointer (&self);
}

TrucoSituationKind
truco_situation_get_kind (TrucoSituation *self)
{
  g_return_val_if_fail (TRUCO_IS_SITUATION (self), TRUCO_SITUATION_ENVIDO);

  return self->kind;
}

/* Returns: the kind as in lesson files ("envido", "ladder"…). */
const char *
truco_situation_get_kind_name (TrucoSituation *self)
{
  g_return_val_if_fail (TRUCO_IS_SITUATION (self), NULL);

  return kind_names[self->kind];
}

/* Returns: (transfer none): the rule set the situation is evaluated under
 * (the variant with the situation's house rules). */
const TrucoRules *
truco_situation_get_rules (TrucoSituation *self)
{
  g_return_val_if_fail (TRUCO_IS_SITUATION (self), NULL);

  return self->rules;
}

/**
 * truco_situation_get_cards:
 * @self: a situation
 * @n_cards: (out): the number of cards
 *
 * Returns: (transfer none): the cards to show: the three cards of a hand,
 *   or the cards of a trick in the order played; none for the other kinds
 */
const TrucoCard *
truco_situation_get_cards (TrucoSituation *self,
                           guint          *n_cards)
{
  g_return_val_if_fail (TRUCO_IS_SITUATION (self), NULL);
  g_return_val_if_fail (n_cards != NULL, NULL);

  *n_cards = self->n_cards;
  return self->cards;
}

/* Returns: (transfer none): the plays of a trick situation (none otherwise). */
const TrucoPlay *
truco_situation_get_plays (TrucoSituation *self,
                           guint          *n_plays)
{
  g_return_val_if_fail (TRUCO_IS_SITUATION (self), NULL);
  g_return_val_if_fail (n_plays != NULL, NULL);

  *n_plays = self->n_plays;
  return self->plays;
}

/* Returns: (transfer none): the trick results of a hand situation, with
 * its mano and dealer (none for the other kinds). */
const TrucoSide *
truco_situation_get_tricks (TrucoSituation *self,
                            guint          *n_tricks,
                            TrucoSide      *mano,
                            TrucoSide      *dealer)
{
  g_return_val_if_fail (TRUCO_IS_SITUATION (self), NULL);
  g_return_val_if_fail (n_tricks != NULL, NULL);

  *n_tricks = self->n_tricks;
  if (mano != NULL)
    *mano = self->mano;
  if (dealer != NULL)
    *dealer = self->dealer;
  return self->tricks;
}

/**
 * truco_situation_get_calls:
 * @self: a situation
 * @table: (out) (optional): the ladder
 * @chosen: (out) (optional): the values the calls name, or %NULL
 * @n_calls: (out): the number of calls
 *
 * Returns: (transfer none): the calls of a ladder situation, as rows of
 *   @table (none for the other kinds)
 */
const guint *
truco_situation_get_calls (TrucoSituation       *self,
                           const TrucoLadder   **table,
                           const guint         **chosen,
                           guint                *n_calls)
{
  g_return_val_if_fail (TRUCO_IS_SITUATION (self), NULL);
  g_return_val_if_fail (n_calls != NULL, NULL);

  if (table != NULL)
    *table = self->table;
  if (chosen != NULL)
    *chosen = self->n_chosen > 0 ? self->chosen : NULL;
  *n_calls = self->n_calls;
  return self->calls;
}

/**
 * truco_situation_get_bet:
 * @self: a ladder situation
 * @first: (out) (optional): the side of the first call
 * @winner: (out) (optional): the side that wins an accepted bet
 * @answer: (out) (optional): which answers the example explains
 *
 * How the calls of a ladder situation are answered.
 */
void
truco_situation_get_bet (TrucoSituation       *self,
                         TrucoSide            *first,
                         TrucoSide            *winner,
                         TrucoSituationAnswer *answer)
{
  g_return_if_fail (TRUCO_IS_SITUATION (self));

  if (first != NULL)
    *first = self->first;
  if (winner != NULL)
    *winner = self->winner;
  if (answer != NULL)
    *answer = self->answer;
}

/**
 * truco_situation_get_bet_context:
 * @self: a ladder situation
 * @ctx: (out caller-allocates): the context its bet is evaluated in
 *
 * The rule set, scores and flors a ladder situation's bet is valued with.
 */
void
truco_situation_get_bet_context (TrucoSituation  *self,
                                 TrucoBetContext *ctx)
{
  g_return_if_fail (TRUCO_IS_SITUATION (self));
  g_return_if_fail (ctx != NULL);

  truco_bet_context_init (ctx, self->rules);
  ctx->score[0] = self->score_a;
  ctx->score[1] = self->score_b;
  ctx->n_flors = self->n_flors;
  ctx->pica_pica = self->pica_pica;
}

/**
 * truco_situation_get_refused_value:
 * @self: a ladder situation
 *
 * Returns: what the last caller scores when his call is refused, or -1
 *   when the example does not explain a refusal (or the call cannot be
 *   refused)
 */
int
truco_situation_get_refused_value (TrucoSituation *self)
{
  g_return_val_if_fail (TRUCO_IS_SITUATION (self), -1);

  return self->kind == TRUCO_SITUATION_LADDER ? self->refused_value : -1;
}

/* The scores of a falta situation (0 for the other kinds). */
void
truco_situation_get_scores (TrucoSituation *self,
                            guint          *score_a,
                            guint          *score_b,
                            guint          *target,
                            gboolean       *pica_pica)
{
  g_return_if_fail (TRUCO_IS_SITUATION (self));

  if (score_a != NULL)
    *score_a = self->score_a;
  if (score_b != NULL)
    *score_b = self->score_b;
  if (target != NULL)
    *target = self->target;
  if (pica_pica != NULL)
    *pica_pica = self->pica_pica;
}

/**
 * truco_situation_get_value:
 * @self: a situation
 *
 * Returns: what the engine says the situation is worth: the envido, flor
 *   or embit (-1 for no flor or embit); the winning #TrucoSide of a trick
 *   or hand (%TRUCO_SIDE_NONE for a parda or an undecided hand); the points
 *   of a falta (-1 when its winner wins the chico outright); the points of
 *   a ladder's calls once accepted by the winner (refused: what the last
 *   caller scores, when the example explains only the refusal)
 */
int
truco_situation_get_value (TrucoSituation *self)
{
  g_return_val_if_fail (TRUCO_IS_SITUATION (self), 0);

  return self->value;
}

/**
 * truco_situation_get_explanation:
 * @self: a situation
 *
 * Returns: (transfer none): the engine's explanation of the evaluation
 */
const TrucoExplanation *
truco_situation_get_explanation (TrucoSituation *self)
{
  g_return_val_if_fail (TRUCO_IS_SITUATION (self), NULL);

  return self->explanation;
}

/**
 * truco_situation_get_n_steps:
 * @self: a situation
 *
 * Returns: the number of steps a worked example reveals one at a time: the
 *   steps of the engine's explanation
 */
guint
truco_situation_get_n_steps (TrucoSituation *self)
{
  g_return_val_if_fail (TRUCO_IS_SITUATION (self), 0);

  return truco_explanation_get_n_steps (self->explanation);
}

/**
 * truco_situation_format_step:
 * @self: a situation
 * @index: a step, below truco_situation_get_n_steps()
 *
 * Returns: (transfer full): the step as a translated sentence
 */
char *
truco_situation_format_step (TrucoSituation *self,
                             guint           index)
{
  g_return_val_if_fail (TRUCO_IS_SITUATION (self), NULL);
  g_return_val_if_fail (index < truco_situation_get_n_steps (self), NULL);

  {
    TrucoExplanationStyle style;

    truco_situation_get_style (self, &style);
    return truco_step_format_styled (truco_explanation_get_step (self->explanation, index), &style);
  }
}

/* The names of the other players of a worked example: names, not words,
 * so they are not translated (the Table's bots have the same). */
static const char *const example_names[TRUCO_SIDE_NONE][TRUCO_EXPLANATION_MAX_PER_SIDE] = {
  { NULL, "Luis", "Jordi", "Tomás" },
  { "Ana", "Marta", "Pilar", "Clara" },
  { "Pau", "Rosa", "Iñaki", "Lola" },
};

/**
 * truco_situation_get_style:
 * @self: a situation
 * @out_style: (out caller-allocates): how its steps are said
 *
 * A worked example speaks to the learner: the learner is the first player
 * of side A ("you", "your side", "your partner"), the others have names
 * ("Ana"); cards in full, no class numbers.
 */
void
truco_situation_get_style (TrucoSituation        *self,
                           TrucoExplanationStyle *out_style)
{
  guint per_side = 1;

  g_return_if_fail (TRUCO_IS_SITUATION (self));
  g_return_if_fail (out_style != NULL);

  for (guint i = 0; i < self->n_plays; i++)
    per_side = MAX (per_side, self->plays[i].seat);
  /* A showdown's players alternate sides from the mano. */
  per_side = MAX (per_side, (self->n_envidos + 1) / 2);
  /* Meddling in a pica-pica duel: teams of three (or four). */
  if (self->kibitz)
    per_side = MAX (per_side, 3);
  per_side = MIN (per_side, TRUCO_EXPLANATION_MAX_PER_SIDE);

  truco_explanation_style_init (out_style, TRUE, TRUE);
  truco_explanation_style_set_reader (out_style, TRUCO_SIDE_A, 1, per_side);
  for (guint side = 0; side < TRUCO_SIDE_NONE; side++)
    for (guint number = 1; number <= TRUCO_EXPLANATION_MAX_PER_SIDE; number++)
      if (example_names[side][number - 1] != NULL)
        truco_explanation_style_set_name (out_style, side, number, example_names[side][number - 1]);
}

/**
 * truco_situation_get_step_cards:
 * @self: a situation
 * @index: a step, below truco_situation_get_n_steps()
 * @n_cards: (out): the number of cards
 *
 * Returns: (transfer none): the cards the step names, to highlight
 */
const TrucoCard *
truco_situation_get_step_cards (TrucoSituation *self,
                                guint           index,
                                guint          *n_cards)
{
  const TrucoStep *step;

  g_return_val_if_fail (TRUCO_IS_SITUATION (self), NULL);
  g_return_val_if_fail (n_cards != NULL, NULL);
  g_return_val_if_fail (index < truco_situation_get_n_steps (self), NULL);

  step = truco_explanation_get_step (self->explanation, index);
  *n_cards = step->n_cards;
  return step->cards;
}
