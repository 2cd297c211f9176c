/* test-table.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The practice table driven as the UI drives it: the learner's seat
 * through truco_table_list_actions/list_calls/apply, bots on the main loop.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "truco-game-log.h"
#include "truco-table.h"
#include "truco-table-private.h"

static TrucoRules *
rules_for (const char *variant,
           const char *players)
{
  TrucoRules *rules = truco_rules_new (truco_variant_lookup (variant));

  if (players != NULL)
    g_assert_true (truco_rules_set (rules, "players", players, NULL));
  return rules;
}

/* The learner's choice: a fixed function of the position. */
static guint
learner_choice (guint n_actions,
                guint n_events)
{
  return (n_events * 7919u) % n_actions;
}

typedef struct
{
  guint n_events;
  guint n_credits_explained;
  guint n_turns;
} Counts;

static void
on_event (TrucoTable       *table,
          gpointer          event,
          TrucoExplanation *explanation,
          Counts           *counts)
{
  const TrucoEvent *e = event;

  counts->n_events++;
  if (e->kind == TRUCO_EVENT_CREDIT)
    {
      g_assert_nonnull (explanation);
      counts->n_credits_explained++;
    }
}

static void
on_turn (TrucoTable *table,
         Counts     *counts)
{
  counts->n_turns++;
}

/* Plays the learner's moves until the match ends or @max_actions were
 * applied at the table (0: no limit). */
static void
drive (TrucoTable *table,
       Counts     *counts,
       guint       max_actions)
{
  TrucoGame *game = truco_table_get_game (table);
  guint guard = 0;

  while (!truco_game_is_over (game))
    {
      TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
      guint n = truco_table_list_actions (table, actions);
      g_autofree char *log = NULL;

      if (max_actions > 0)
        {
          log = truco_table_dup_log (table);
          if (strlen (log) > 0)
            {
              guint lines = 0;

              for (const char *p = log; *p; p++)
                lines += *p == '\n';
              if (lines >= max_actions)
                return;
            }
        }
      if (n > 0)
        {
          g_autoptr(GError) error = NULL;

          g_assert_true (truco_table_apply (table, &actions[learner_choice (n, counts->n_events)], &error));
          g_assert_no_error (error);
        }
      else
        {
          g_assert_true (truco_table_is_busy (table));
          g_main_context_iteration (NULL, TRUE);
        }
      g_assert_cmpuint (++guard, <, 200000);
    }
}

static void
test_learner_seat (void)
{
  g_autoptr(TrucoRules) rules = rules_for ("ar", "2");
  g_autoptr(TrucoTable) table = truco_table_new (rules, 0, TRUCO_BOT_STEADY, 7);
  Counts counts = { 0 };
  guint n_checked_calls = 0, n_disabled = 0, n_flor_off = 0;
  TrucoGame *game = truco_table_get_game (table);

  /* A house rule changed during the match does not reach it. */
  g_assert_true (truco_rules_set (rules, "flor_enabled", "on", NULL));
  g_assert_cmpstr (truco_rules_get (truco_table_get_rules (table), "flor_enabled"), ==, "off");

  truco_table_set_delay (table, TRUCO_TABLE_DELAY_INSTANT);
  g_signal_connect (table, "event", G_CALLBACK (on_event), &counts);
  g_signal_connect (table, "learner-turn", G_CALLBACK (on_turn), &counts);
  truco_table_start (table);

  while (!truco_game_is_over (game))
    {
      TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
      guint n = truco_table_list_actions (table, actions);
      const TrucoTableCall *calls;
      guint n_calls;

      if (n == 0)
        {
          g_main_context_iteration (NULL, TRUE);
          continue;
        }
      /* Every call of the ladders, enabled exactly when legal; a disabled
       * one carries the engine's refusal, the same apply() gives. */
      calls = truco_table_list_calls (table, &n_calls);
      for (guint i = 0; i < n_calls; i++)
        {
          gboolean legal = FALSE;

          for (guint k = 0; k < n; k++)
            legal |= truco_action_equal (&actions[k], &calls[i].action);
          g_assert_cmpint (legal, ==, calls[i].enabled);
          g_assert_cmpstr (calls[i].name, !=, "");
          if (!calls[i].enabled)
            {
              g_autoptr(GError) error = NULL;
              g_autofree char *reason = g_strdup (calls[i].reason);

              g_assert_nonnull (calls[i].reason);
              g_assert_cmpstr (calls[i].reason, !=, "");
              g_assert_false (truco_table_apply (table, &calls[i].action, &error));
              g_assert_error (error, TRUCO_GAME_ERROR, TRUCO_GAME_ERROR_ILLEGAL);
              /* Flor is off in this match: said so, not the engine's
               * refusal of a ladder it does not play. */
              if (calls[i].action.bet == TRUCO_BET_FLOR)
                {
                  g_assert_cmpstr (reason, ==, "Flor is off in your house rules: this match is played without it.");
                  n_flor_off++;
                }
              else
                g_assert_cmpstr (error->message, ==, reason);
              n_disabled++;
              /* list_calls again: the refusal changed nothing */
              calls = truco_table_list_calls (table, &n_calls);
            }
          n_checked_calls++;
        }

      /* The other seat's moves are refused. */
      {
        g_autoptr(GError) error = NULL;
        TrucoAction other = actions[0];

        other.seat = 1;
        g_assert_false (truco_table_apply (table, &other, &error));
        g_assert_error (error, TRUCO_TABLE_ERROR, TRUCO_TABLE_ERROR_NOT_YOUR_TURN);
      }
      g_assert_true (truco_table_apply (table, &actions[learner_choice (n, counts.n_events)], NULL));
    }

  g_assert_cmpuint (counts.n_turns, >, 10);
  g_assert_cmpuint (counts.n_credits_explained, >, 0);
  g_assert_cmpuint (n_checked_calls, >, 10);
  g_assert_cmpuint (n_disabled, >, 0);
  g_assert_cmpuint (n_flor_off, >, 0);
  g_test_message ("%u events, %u learner turns, %u calls checked, %u disabled",
                  counts.n_events, counts.n_turns, n_checked_calls, n_disabled);
}

/* A table resumed from @lines played from the start of a match of
 * @rules (seed 11): the learner is the seat to act after them. */
static TrucoTable *
table_after (const TrucoRules  *rules,
             const char *const *moves,
             guint             *learner)
{
  g_autoptr(TrucoGame) game = truco_game_new (rules, 11);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GString) header = truco_game_log_header (rules, 11);
  TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
  g_autoptr(GError) error = NULL;
  TrucoTable *table;

  for (guint i = 0; moves[i] != NULL; i++)
    {
      guint n = truco_game_list_actions (game, actions);
      char line[64];
      gboolean found = FALSE;

      /* The first legal action whose log words are @moves[i]. */
      for (guint k = 0; k < n && !found; k++)
        {
          const char *words;

          truco_game_format_action (game, &actions[k], line, sizeof line);
          words = strchr (line, ' ') + 1;
          if (strcmp (words, moves[i]) == 0)
            {
              g_assert_true (truco_game_apply (game, &actions[k], NULL));
              g_string_append_printf (header, "%s\n", line);
              found = TRUE;
            }
        }
      g_assert_true (found);
    }
  g_assert_cmpuint (truco_game_list_actions (game, actions), >, 0);
  *learner = actions[0].seat;
  g_string_append_printf (text, "# truquero-table learner=%u levels=1", *learner);
  for (guint s = 1; s < truco_game_get_n_seats (game); s++)
    g_string_append (text, ",1");
  g_string_append_printf (text, "\n%s", header->str);
  table = truco_table_new_from_data (text->str, text->len, &error);
  g_assert_no_error (error);
  return table;
}

static const TrucoTableCall *
find_call (const TrucoTableCall *calls,
           guint                 n_calls,
           const char           *name)
{
  for (guint i = 0; i < n_calls; i++)
    if (strcmp (calls[i].name, name) == 0)
      return &calls[i];
  return NULL;
}

/* Calls that cannot be made are listed disabled with the reason: envido
 * once the truco was accepted (the engine's words), flor with flor off
 * (and with it on, flor listed as the engine has it). */
static void
test_disabled_calls (void)
{
  static const char *const truco_accepted[] = { "truco", "quiero", NULL };
  static const char *const nothing[] = { NULL };
  g_autoptr(TrucoRules) rules = rules_for ("ar", "2");
  g_autoptr(TrucoTable) table = NULL;
  g_autoptr(TrucoTable) fresh = NULL;
  g_autoptr(TrucoTable) with_flor = NULL;
  g_autoptr(TrucoRules) flor_rules = rules_for ("ar", "2");
  g_autoptr(TrucoRules) catalan = rules_for ("cat", NULL);
  g_autoptr(TrucoTable) cat_table = NULL;
  const TrucoTableCall *calls, *call;
  guint n_calls, learner;

  table = table_after (rules, truco_accepted, &learner);
  calls = truco_table_list_calls (table, &n_calls);
  call = find_call (calls, n_calls, "envido");
  g_assert_nonnull (call);
  g_assert_false (call->enabled);
  g_assert_nonnull (call->reason);
  g_test_message ("envido after an accepted truco: %s", call->reason);
  g_assert_nonnull (strstr (call->reason, "truco"));
  call = find_call (calls, n_calls, "flor");
  g_assert_nonnull (call);
  g_assert_false (call->enabled);
  g_assert_cmpstr (call->reason, ==, "Flor is off in your house rules: this match is played without it.");
  call = find_call (calls, n_calls, "retruco");
  g_assert_nonnull (call);

  /* At the start envido is there to call, and flor still off. */
  fresh = table_after (rules, nothing, &learner);
  calls = truco_table_list_calls (fresh, &n_calls);
  call = find_call (calls, n_calls, "envido");
  g_assert_nonnull (call);
  g_assert_true (call->enabled);
  g_assert_nonnull (find_call (calls, n_calls, "contraflor al resto"));
  g_assert_false (find_call (calls, n_calls, "contraflor al resto")->enabled);

  /* With flor on the flor calls are the engine's, none with the house
   * rule's reason. */
  g_assert_true (truco_rules_set (flor_rules, "flor_enabled", "on", NULL));
  with_flor = table_after (flor_rules, nothing, &learner);
  calls = truco_table_list_calls (with_flor, &n_calls);
  call = find_call (calls, n_calls, "flor");
  g_assert_nonnull (call);
  for (guint i = 0; i < n_calls; i++)
    g_assert_true (calls[i].reason == NULL || strstr (calls[i].reason, "house rules") == NULL);

  /* A variant without flor lists none. */
  cat_table = table_after (catalan, nothing, &learner);
  calls = truco_table_list_calls (cat_table, &n_calls);
  for (guint i = 0; i < n_calls; i++)
    g_assert_cmpuint (calls[i].action.bet, !=, TRUCO_BET_FLOR);
}

typedef struct
{
  guint hand;
  guint seen[TRUCO_GAME_MAX_SEATS];
  guint n_signals;
  guint n_hands;
} Signs;

static void
on_partner_signal (TrucoTable *table,
                   guint       seat,
                   guint       signal,
                   Signs      *signs)
{
  TrucoGame *game = truco_table_get_game (table);
  guint learner = truco_table_get_learner_seat (table);
  g_autofree char *text = truco_table_describe_signal (table, seat, signal);
  TrucoCard cards[4];
  guint n;

  /* From a partner, at the start of the hand: every card still held. */
  g_assert_cmpuint (seat, !=, learner);
  g_assert_cmpuint (truco_game_get_seat_side (game, seat), ==, truco_game_get_seat_side (game, learner));
  n = truco_game_get_hand (game, seat, cards);
  g_assert_cmpuint (n, >=, 1);  /* one card in a Catalan one-card deal */
  g_assert_true (truco_signal_mask_for_hand (truco_table_get_rules (table), cards, n) & (1u << signal));

  if (signs->hand != truco_game_get_hand_number (game))
    {
      /* The previous hand's signals were all of the partner's. */
      memset (signs->seen, 0, sizeof signs->seen);
      signs->hand = truco_game_get_hand_number (game);
      signs->n_hands++;
    }
  signs->seen[seat] |= 1u << signal;
  signs->n_signals++;
  g_assert_cmpuint (truco_table_get_signals (table, seat) & (1u << signal), !=, 0);

  g_assert_nonnull (text);
  /* "Your partner" when there is one; at six each has two, named. */
  g_assert_true (g_str_has_prefix (text, "Your partner ") ||
                 g_str_has_prefix (text, truco_table_get_seat_name (table, seat)));
  g_assert_true (g_str_has_suffix (text, "."));
}

/* A learner with a bot partner is shown the partner's señas, for the
 * partner's real cards, once at the start of each hand; the opponents'
 * never. */
static void
test_partner_signals (void)
{
  static const struct { const char *variant, *players; } tables[] = {
    { "ar", "4" }, { "cat", "4" }, { "tyf", NULL }, { "ar", "2" }, { "fr", "4" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (tables); i++)
    {
      g_autoptr(TrucoRules) rules = rules_for (tables[i].variant, tables[i].players);
      g_autoptr(TrucoTable) table = truco_table_new (rules, 0, TRUCO_BOT_STEADY, 40 + i);
      TrucoGame *game = truco_table_get_game (table);
      Signs signs = { 0 };
      Counts counts = { 0 };
      guint n_seats = truco_game_get_n_seats (game);

      truco_table_set_delay (table, TRUCO_TABLE_DELAY_INSTANT);
      g_signal_connect (table, "partner-signal", G_CALLBACK (on_partner_signal), &signs);
      /* The first hand's signals were made when the table was made. */
      for (guint s = 0; s < n_seats; s++)
        if (truco_table_get_signals (table, s) != 0)
          {
            TrucoCard cards[4];
            guint n = truco_game_get_hand (game, s, cards);

            g_assert_cmpuint (truco_table_get_signals (table, s), ==,
                              truco_signal_mask_for_hand (rules, cards, n));
            signs.hand = 1;
            signs.n_hands = 1;
          }
      truco_table_start (table);
      drive (table, &counts, 0);

      for (guint s = 0; s < n_seats; s++)
        if (truco_game_get_seat_side (game, s) != truco_game_get_seat_side (game, 0))
          g_assert_cmpuint (truco_table_get_signals (table, s), ==, 0);
      g_test_message ("%s %s: %u signals over %u hands", tables[i].variant,
                      tables[i].players ? tables[i].players : "", signs.n_signals, signs.n_hands);
      if (truco_rules_has_signals (rules))
        {
          g_assert_cmpuint (signs.n_signals, >, 0);
          /* Argentine partners signal every hand, bad cards too. */
          if (strcmp (tables[i].variant, "ar") == 0)
            g_assert_cmpuint (signs.n_hands, >=, truco_game_get_hand_number (game) - 1);
        }
      else
        g_assert_cmpuint (signs.n_signals, ==, 0);
    }
}

/* Every variant and player count, learner and partners included. */
static void
test_every_table (void)
{
  for (guint v = 0; v < truco_variant_get_count (); v++)
    {
      const TrucoVariant *variant = truco_variant_get_nth (v);
      const TrucoOption *players = truco_variant_find_option (variant, "players");

      guint n_counts = players != NULL ? truco_option_get_n_choices (players) : 1;

      for (guint c = 0; c < n_counts; c++)
        {
          g_autoptr(TrucoRules) rules = rules_for (truco_variant_get_id (variant),
                                                   players != NULL ? truco_option_get_choice (players, c) : NULL);
          g_autoptr(TrucoTable) table = truco_table_new (rules, c % 2, TRUCO_BOT_BEGINNER, 100 + c);
          Counts counts = { 0 };

          truco_table_set_delay (table, TRUCO_TABLE_DELAY_INSTANT);
          g_signal_connect (table, "event", G_CALLBACK (on_event), &counts);
          truco_table_start (table);
          drive (table, &counts, 0);
          g_assert_true (truco_game_is_over (truco_table_get_game (table)));
          g_assert_cmpuint (counts.n_credits_explained, >, 0);
        }
    }
}

typedef struct
{
  TrucoTable *table;
  guint       n_sentences;
  guint       n_by_kind[3];  /* plays told as you, your partner, a name */
} Words;

static void
assert_sentence (const char *text)
{
  g_assert_nonnull (text);
  g_assert_cmpuint (strlen (text), >, 3);
  /* No unfilled argument, no log word with its dashes. */
  g_assert_null (strchr (text, '%'));
  g_assert_null (strstr (text, "no-quiero"));
  g_assert_true (g_ascii_isupper (text[0]));
}

static void
on_event_words (TrucoTable       *table,
                gpointer          event,
                TrucoExplanation *explanation,
                Words            *words)
{
  const TrucoEvent *e = event;
  g_autofree char *text = truco_table_describe_event (table, e);
  TrucoGame *game = truco_table_get_game (table);
  guint learner = truco_table_get_learner_seat (table);

  /* Every event but a credit a penalty wiped out is told. */
  if (e->kind != TRUCO_EVENT_CREDIT || !e->credit.cancelled)
    {
      assert_sentence (text);
      g_assert_true (g_str_has_suffix (text, "."));
      words->n_sentences++;
    }

  /* Who acts is named the way the learner sees it. */
  if (e->kind == TRUCO_EVENT_ACTION && e->action.kind == TRUCO_ACTION_PLAY)
    {
      guint side = truco_game_get_seat_side (game, learner);
      guint n_side = 0;
      g_autofree char *expected = NULL;

      for (guint s = 0; s < truco_game_get_n_seats (game); s++)
        n_side += truco_game_get_seat_side (game, s) == side;
      if (e->action.seat == learner)
        {
          expected = g_strdup_printf ("You play the %s.", truco_card_get_name (e->action.value));
          words->n_by_kind[0]++;
        }
      else if (truco_game_get_seat_side (game, e->action.seat) == side && n_side == 2)
        {
          expected = g_strdup_printf ("Your partner plays the %s.", truco_card_get_name (e->action.value));
          words->n_by_kind[1]++;
        }
      else
        {
          expected = g_strdup_printf ("%s plays the %s.", truco_table_get_seat_name (table, e->action.seat),
                                      truco_card_get_name (e->action.value));
          words->n_by_kind[2]++;
        }
      g_assert_cmpstr (text, ==, expected);
    }
}

/* Every move the learner is offered has a label, and every event of the
 * move log a sentence, in every variant and player count. */
static void
test_words (void)
{
  guint n_labels = 0;
  Words words = { 0 };

  for (guint v = 0; v < truco_variant_get_count (); v++)
    {
      const TrucoVariant *variant = truco_variant_get_nth (v);
      const TrucoOption *players = truco_variant_find_option (variant, "players");
      guint n_counts = players != NULL ? truco_option_get_n_choices (players) : 1;

      for (guint c = 0; c < n_counts; c++)
        {
          g_autoptr(TrucoRules) rules = rules_for (truco_variant_get_id (variant),
                                                   players != NULL ? truco_option_get_choice (players, c) : NULL);
          g_autoptr(TrucoTable) table = truco_table_new (rules, c % 2, TRUCO_BOT_STEADY, 300 + c);
          TrucoGame *game = truco_table_get_game (table);
          guint guard = 0;

          words.table = table;
          truco_table_set_delay (table, TRUCO_TABLE_DELAY_INSTANT);
          g_signal_connect (table, "event", G_CALLBACK (on_event_words), &words);
          truco_table_start (table);

          g_assert_cmpstr (truco_table_get_seat_name (table, c % 2), ==, "You");
          for (guint s = 0; s < truco_game_get_n_seats (game); s++)
            if (s != c % 2)
              g_assert_cmpstr (truco_table_get_seat_name (table, s), !=, "You");

          while (!truco_game_is_over (game))
            {
              TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
              guint n = truco_table_list_actions (table, actions);

              if (n == 0)
                {
                  g_main_context_iteration (NULL, TRUE);
                  continue;
                }
              for (guint i = 0; i < n; i++)
                {
                  g_autofree char *label = truco_table_describe_action (table, &actions[i]);

                  assert_sentence (label);
                  if (actions[i].kind == TRUCO_ACTION_PLAY)
                    g_assert_true (g_str_has_prefix (label, "Play the "));
                  if (actions[i].kind == TRUCO_ACTION_CALL)
                    g_assert_true (g_str_has_prefix (label, "Call ") || g_str_has_prefix (label, "Raise the hand to "));
                  if (actions[i].kind == TRUCO_ACTION_ACCEPT)
                    g_assert_true (g_str_has_prefix (label, "Accept the "));
                  if (actions[i].kind == TRUCO_ACTION_REJECT)
                    g_assert_true (g_str_has_prefix (label, "Refuse the "));
                  n_labels++;
                }
              g_assert_true (truco_table_apply (table, &actions[learner_choice (n, words.n_sentences)], NULL));
              g_assert_cmpuint (++guard, <, 100000);
            }
        }
    }
  g_assert_cmpuint (n_labels, >, 100);
  for (guint k = 0; k < 3; k++)
    g_assert_cmpuint (words.n_by_kind[k], >, 0);
  g_test_message ("%u labels, %u sentences", n_labels, words.n_sentences);
}

static void
test_resume (void)
{
  g_autoptr(TrucoRules) rules = rules_for ("ar", "4");
  g_autofree char *dir = g_dir_make_tmp ("truquero-table-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, TRUCO_TABLE_FILE_NAME, NULL);
  g_autoptr(TrucoTable) a = truco_table_new (rules, 2, TRUCO_BOT_STRONG, 99);
  g_autoptr(TrucoTable) b = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *log_a = NULL, *log_b = NULL;
  Counts counts_a = { 0 }, counts_b = { 0 };

  truco_table_set_seat_level (a, 1, TRUCO_BOT_STEADY);
  truco_table_set_delay (a, TRUCO_TABLE_DELAY_INSTANT);
  g_signal_connect (a, "event", G_CALLBACK (on_event), &counts_a);
  truco_table_start (a);
  drive (a, &counts_a, 60);
  /* Saved where the learner is to move. */
  while (truco_table_is_busy (a))
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (truco_table_save (a, path, &error));
  g_assert_no_error (error);

  b = truco_table_new_from_file (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (b);
  log_a = truco_table_dup_log (a);
  log_b = truco_table_dup_log (b);
  g_assert_cmpstr (log_a, ==, log_b);
  g_assert_cmpint (truco_table_get_seat_level (b, 1), ==, TRUCO_BOT_STEADY);
  g_assert_cmpint (truco_table_get_seat_level (b, 3), ==, TRUCO_BOT_STRONG);
  g_assert_cmpuint (truco_table_get_learner_seat (b), ==, 2);

  /* Both play on the same way to the end: the same match, bit for bit. */
  counts_b.n_events = counts_a.n_events;
  g_signal_connect (b, "event", G_CALLBACK (on_event), &counts_b);
  truco_table_set_delay (b, TRUCO_TABLE_DELAY_INSTANT);
  truco_table_start (b);
  drive (a, &counts_a, 0);
  drive (b, &counts_b, 0);
  g_clear_pointer (&log_a, g_free);
  g_clear_pointer (&log_b, g_free);
  log_a = truco_table_dup_log (a);
  log_b = truco_table_dup_log (b);
  g_assert_cmpstr (log_a, ==, log_b);

  g_unlink (path);
  g_rmdir (dir);
}

static void
test_damaged_save (void)
{
  static const char *bad[] = {
    "",
    "garbage\n",
    "# truquero-table learner=0 levels=1,1\nvariant xx\n",
    "# truquero-table learner=5 levels=1,1\nvariant ar\nseed 1\n",
    "# truquero-table learner=0 levels=1,1\nvariant ar\nseed 1\nB1 play 1E\nA1 play 1E\n",
    "# truquero-table learner=0 levels=9,1\nvariant ar\nseed 1\n",
  };
  g_autofree char *dir = g_dir_make_tmp ("truquero-table-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, TRUCO_TABLE_FILE_NAME, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TrucoTable) table = NULL;
      g_autoptr(GDir) listing = NULL;
      const char *name;
      guint n_aside = 0;

      g_assert_true (g_file_set_contents (path, bad[i], -1, NULL));
      table = truco_table_new_from_file (path, &error);
      g_assert_null (table);
      g_assert_error (error, TRUCO_TABLE_ERROR, TRUCO_TABLE_ERROR_DAMAGED);
      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
      listing = g_dir_open (dir, 0, NULL);
      while ((name = g_dir_read_name (listing)) != NULL)
        {
          g_autofree char *aside = g_build_filename (dir, name, NULL);
          g_autofree char *contents = NULL;

          g_assert_true (g_str_has_prefix (name, TRUCO_TABLE_FILE_NAME ".broken-"));
          g_assert_true (g_file_get_contents (aside, &contents, NULL, NULL));
          g_assert_cmpstr (contents, ==, bad[i]);
          g_unlink (aside);
          n_aside++;
        }
      g_assert_cmpuint (n_aside, ==, 1);
    }

  {
    g_autoptr(GError) error = NULL;

    g_assert_null (truco_table_new_from_file (path, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  }
  g_rmdir (dir);
}

static void
on_thinking (TrucoTable *table,
             guint       seat,
             gboolean   *thinking)
{
  *thinking = TRUE;
}

/* Closing the table while the strong bot thinks: no crash, no hang. */
static void
test_dispose_while_thinking (void)
{
  g_autoptr(TrucoRules) rules = rules_for ("ar", "6");
  guint n_caught = 0;

  for (guint round = 0; round < 20; round++)
    {
      TrucoTable *table = truco_table_new (rules, 0, TRUCO_BOT_STRONG, round);
      gboolean thinking = FALSE;
      gint64 deadline;
      Counts counts = { 0 };

      truco_table_set_delay (table, TRUCO_TABLE_DELAY_INSTANT);
      g_signal_connect (table, "bot-thinking", G_CALLBACK (on_thinking), &thinking);
      truco_table_start (table);
      /* The learner moves until a worker runs. */
      while (truco_table_get_n_workers () == 0 && !truco_game_is_over (truco_table_get_game (table)))
        {
          TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
          guint n = truco_table_list_actions (table, actions);

          if (n > 0)
            truco_table_apply (table, &actions[learner_choice (n, counts.n_events++)], NULL);
          else
            g_main_context_iteration (NULL, TRUE);
        }
      n_caught += truco_table_get_n_workers () > 0;
      g_object_unref (table);

      /* Generous: the point is that it ends. */
      deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
      while (truco_table_get_n_workers () > 0)
        {
          g_assert_cmpint (g_get_monotonic_time (), <, deadline);
          g_usleep (1000);
        }
      while (g_main_context_iteration (NULL, FALSE))
        ;
    }
  g_assert_cmpuint (n_caught, >, 0);
}

static void
count_hands (TrucoTable       *table,
             gpointer          event,
             TrucoExplanation *explanation,
             guint            *n_ended)
{
  if (((const TrucoEvent *) event)->kind == TRUCO_EVENT_HAND_ENDED)
    (*n_ended)++;
}

/* Held between hands: when a hand ends nobody moves and the learner's
 * moves are refused, until next_hand; then the next hand goes on. */
static void
test_hold_between_hands (void)
{
  g_autoptr(TrucoRules) rules = rules_for ("ar", "4");
  g_autoptr(TrucoTable) table = truco_table_new (rules, 0, TRUCO_BOT_BEGINNER, 11);
  TrucoGame *game = truco_table_get_game (table);
  guint n_ended = 0, n_holds = 0, guard = 0;

  truco_table_set_delay (table, TRUCO_TABLE_DELAY_INSTANT);
  truco_table_set_hold_between_hands (table, TRUE);
  g_signal_connect (table, "event", G_CALLBACK (count_hands), &n_ended);
  truco_table_start (table);

  while (n_holds < 3 && !truco_game_is_over (game))
    {
      TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
      guint n;

      if (truco_table_is_held (table))
        {
          guint applied = truco_game_get_hand_number (game);
          g_autofree char *before = truco_table_dup_log (table);
          g_autofree char *after = NULL;

          g_assert_cmpuint (n_ended, ==, n_holds + 1);
          g_assert_false (truco_table_is_busy (table));
          /* Nothing moves while held. */
          for (guint i = 0; i < 20; i++)
            g_main_context_iteration (NULL, FALSE);
          after = truco_table_dup_log (table);
          g_assert_cmpstr (before, ==, after);
          n = truco_table_list_actions (table, actions);
          if (n > 0)
            {
              g_autoptr(GError) error = NULL;

              g_assert_false (truco_table_apply (table, &actions[0], &error));
              g_assert_error (error, TRUCO_TABLE_ERROR, TRUCO_TABLE_ERROR_NOT_YOUR_TURN);
            }
          g_assert_cmpuint (truco_game_get_hand_number (game), ==, applied);
          n_holds++;
          truco_table_next_hand (table);
          g_assert_false (truco_table_is_held (table));
          continue;
        }
      n = truco_table_list_actions (table, actions);
      if (n > 0)
        g_assert_true (truco_table_apply (table, &actions[n - 1], NULL));
      else
        g_main_context_iteration (NULL, TRUE);
      g_assert_cmpuint (++guard, <, 100000);
    }
  g_assert_cmpuint (n_holds, ==, 3);
}


/* Spins the main loop until the learner may act or the table holds. */
static gboolean
wait_for_learner_or_hold (TrucoTable *table)
{
  gint64 end = g_get_monotonic_time () + 30 * G_TIME_SPAN_SECOND;
  TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];

  while (g_get_monotonic_time () < end)
    {
      if (truco_table_is_held (table) || truco_game_is_over (truco_table_get_game (table)) ||
          truco_table_list_actions (table, actions) > 0)
        return TRUE;
      g_main_context_iteration (NULL, FALSE);
    }
  return FALSE;
}

static gboolean
find_action (TrucoTable         *table,
             TrucoActionKind     kind,
             int                 bet,
             TrucoAction        *found)
{
  TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
  guint n = truco_table_list_actions (table, actions);

  for (guint k = 0; k < n; k++)
    if (actions[k].kind == kind && (bet < 0 || actions[k].bet == bet))
      {
        *found = actions[k];
        return TRUE;
      }
  return FALSE;
}

/* The end of a hand held after a call was refused: what is shown is the
 * hand as it ended, and nothing is said to wait for an answer any more
 * (the Table once said "Your side called truco and waits for the
 * answer" over a finished hand). */
static void
test_nothing_pending_at_the_end (void)
{
  g_autoptr(TrucoRules) rules = rules_for ("ar", "2");
  guint refused = 0;

  for (guint seed = 1; seed < 60 && refused == 0; seed++)
    {
      g_autoptr(TrucoTable) table = truco_table_new (rules, 0, TRUCO_BOT_BEGINNER, seed);
      TrucoAction action;

      truco_table_set_delay (table, TRUCO_TABLE_DELAY_INSTANT);
      truco_table_set_hold_between_hands (table, TRUE);
      truco_table_start (table);
      g_assert_true (wait_for_learner_or_hold (table));
      if (truco_table_is_held (table) || !find_action (table, TRUCO_ACTION_CALL, TRUCO_BET_TRUCO, &action))
        continue;
      g_assert_true (truco_table_apply (table, &action, NULL));
      /* Said while it waits. */
      if (!truco_table_is_held (table))
        {
          g_autofree char *pending = truco_table_describe_pending (table);

          g_autofree char *expected = g_strdup_printf ("You called truco; %s answers.",
                                                       truco_table_get_seat_name (table, 1));

          /* Two players: the one who answers is named, not a side. */
          g_assert_cmpstr (pending, ==, expected);
        }
      g_assert_true (wait_for_learner_or_hold (table));
      if (!truco_table_is_held (table))
        continue;
      /* Refused: the hand is over. */
      {
        const TrucoTableShown *shown = truco_table_get_shown (table);
        g_autofree char *pending = truco_table_describe_pending (table);
        g_autofree char *stake = truco_table_describe_stake (table);
        g_autofree char *turn = truco_table_describe_turn (table, -1);

        g_assert_true (shown->ended);
        g_assert_null (pending);
        g_assert_null (stake);
        g_assert_cmpstr (turn, ==, "The hand is over.");
        g_assert_cmpstr (shown->bubble[1], ==, "no quiero");
        /* Every hand face up, as dealt. */
        g_assert_cmpuint (shown->n_hands[0], ==, 3);
        g_assert_cmpuint (shown->n_hands[1], ==, 3);
        refused++;
      }
    }
  g_assert_cmpuint (refused, >, 0);
}

/* An envido called at the learner's side says which bet each number
 * belongs to: what the hand is worth, and what the envido would be
 * worth (it once said "The hand is worth 1 point. With quiero it is
 * played for 2 points", as if the envido were the hand's worth). */
static void
test_stake_names_the_bet (void)
{
  g_autoptr(TrucoRules) rules = rules_for ("ar", "2");
  guint seen = 0;

  for (guint seed = 1; seed < 200 && seen == 0; seed++)
    {
      g_autoptr(TrucoTable) table = truco_table_new (rules, 0, TRUCO_BOT_STRONG, seed);
      const TrucoTableShown *shown;

      truco_table_set_delay (table, TRUCO_TABLE_DELAY_INSTANT);
      truco_table_set_hold_between_hands (table, TRUE);
      truco_table_start (table);
      for (guint turn = 0; turn < 4 && seen == 0; turn++)
        {
          TrucoAction action;

          g_assert_true (wait_for_learner_or_hold (table));
          shown = truco_table_get_shown (table);
          if (truco_table_is_held (table) || shown->ended)
            break;
          if (shown->view.bets[TRUCO_BET_ENVIDO].status != TRUCO_BET_PENDING &&
              shown->view.bets[TRUCO_BET_TRUCO].status != TRUCO_BET_PENDING)
            {
              /* No call waits: the brief stake is the whole one. */
              g_autofree char *stake = truco_table_describe_stake (table);
              g_autofree char *brief = truco_table_describe_stake_brief (table);

              g_assert_cmpstr (brief, ==, stake);
            }
          if (shown->view.bets[TRUCO_BET_ENVIDO].status == TRUCO_BET_PENDING &&
              shown->view.bets[TRUCO_BET_ENVIDO].side[shown->view.bets[TRUCO_BET_ENVIDO].n_calls - 1] != shown->view.side_of[0])
            {
              g_autofree char *stake = truco_table_describe_stake (table);

              g_assert_nonnull (stake);
              g_assert_null (strstr (stake, "it is played for"));
              g_assert_nonnull (strstr (stake, "envido is worth"));
              g_assert_nonnull (strstr (stake, "on top of the hand"));
              g_assert_true (g_str_has_prefix (stake, "The hand is worth"));
              /* For a phone: only what each answer would make it. */
              {
                g_autofree char *brief = truco_table_describe_stake_brief (table);

                g_assert_nonnull (brief);
                g_assert_false (g_str_has_prefix (brief, "The hand is worth"));
                g_assert_true (g_str_has_suffix (stake, brief));
                g_assert_nonnull (strstr (brief, "envido is worth"));
              }
              seen++;
              break;
            }
          if (!find_action (table, TRUCO_ACTION_PLAY, -1, &action))
            break;
          g_assert_true (truco_table_apply (table, &action, NULL));
        }
    }
  g_assert_cmpuint (seen, >, 0);
}

static void
keep_credit_text (TrucoTable       *table,
                  gpointer          event,
                  TrucoExplanation *explanation,
                  GPtrArray        *texts)
{
  if (((const TrucoEvent *) event)->kind == TRUCO_EVENT_CREDIT && explanation != NULL)
    g_ptr_array_add (texts, truco_table_format_explanation (table, explanation));
}

/* The credits said to the learner: a refused call is not said to be
 * accepted, and the learner's own mazo is the learner's ("You went to the
 * mazo"), never "the other side left the hand"; no side by its letter. */
static void
test_credit_words (void)
{
  g_autoptr(TrucoRules) rules = rules_for ("ar", "2");
  g_autoptr(TrucoTable) table = truco_table_new (rules, 0, TRUCO_BOT_STEADY, 9);
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  guint refused = 0;
  TrucoAction action;

  truco_table_set_delay (table, TRUCO_TABLE_DELAY_INSTANT);
  truco_table_set_hold_between_hands (table, TRUE);
  g_signal_connect (table, "event", G_CALLBACK (keep_credit_text), texts);
  truco_table_start (table);
  g_assert_true (wait_for_learner_or_hold (table));
  g_assert_true (find_action (table, TRUCO_ACTION_MAZO, -1, &action));
  g_assert_true (truco_table_apply (table, &action, NULL));
  g_assert_true (wait_for_learner_or_hold (table));
  g_assert_true (truco_table_is_held (table));
  g_assert_cmpuint (texts->len, >, 0);
  for (guint i = 0; i < texts->len; i++)
    {
      const char *text = g_ptr_array_index (texts, i);

      g_test_message ("%s", text);
      g_assert_null (strstr (text, "other side left"));
      g_assert_nonnull (strstr (text, "You went to the mazo"));
    }

  /* Calls refused, over a few matches: never "accepted" for the refusal. */
  for (guint seed = 1; seed < 40 && refused < 2; seed++)
    {
      g_autoptr(TrucoTable) other = truco_table_new (rules, 0, TRUCO_BOT_BEGINNER, seed);

      g_ptr_array_set_size (texts, 0);
      truco_table_set_delay (other, TRUCO_TABLE_DELAY_INSTANT);
      truco_table_set_hold_between_hands (other, TRUE);
      g_signal_connect (other, "event", G_CALLBACK (keep_credit_text), texts);
      truco_table_start (other);
      g_assert_true (wait_for_learner_or_hold (other));
      if (truco_table_is_held (other) || !find_action (other, TRUCO_ACTION_CALL, TRUCO_BET_TRUCO, &action))
        continue;
      g_assert_true (truco_table_apply (other, &action, NULL));
      g_assert_true (wait_for_learner_or_hold (other));
      if (!truco_table_is_held (other))
        continue;
      refused++;
      for (guint i = 0; i < texts->len; i++)
        {
          const char *text = g_ptr_array_index (texts, i);

          g_test_message ("%s", text);
          if (strstr (text, "was refused") != NULL)
            g_assert_null (strstr (text, "accepted"));
          g_assert_false (g_regex_match_simple ("\\bside [AB]\\b", text, 0, 0));
        }
    }
  g_assert_cmpuint (refused, >, 0);
}

static void
count_held_signal (TrucoTable *table,
                   guint       seat,
                   guint       signal,
                   guint       counts[2])
{
  counts[truco_table_is_held (table) ? 1 : 0]++;
}

/* A partner's señas belong to the deal they are made for: none is shown
 * while the end of the last hand is held (they once reached the log
 * before the sentence of the deal they belonged to). */
static void
test_signals_after_the_deal (void)
{
  g_autoptr(TrucoRules) rules = rules_for ("ar", "4");
  g_autoptr(TrucoTable) table = truco_table_new (rules, 0, TRUCO_BOT_STEADY, 11);
  guint counts[2] = { 0, 0 };
  guint hands = 0;

  truco_table_set_delay (table, TRUCO_TABLE_DELAY_INSTANT);
  truco_table_set_hold_between_hands (table, TRUE);
  g_signal_connect (table, "partner-signal", G_CALLBACK (count_held_signal), counts);
  truco_table_start (table);
  while (hands < 6 && !truco_game_is_over (truco_table_get_game (table)))
    {
      TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
      guint n;

      g_assert_true (wait_for_learner_or_hold (table));
      if (truco_table_is_held (table))
        {
          g_assert_cmpuint (truco_table_get_signals (table, 2), ==, 0);
          truco_table_next_hand (table);
          hands++;
          continue;
        }
      n = truco_table_list_actions (table, actions);
      g_assert_true (truco_table_apply (table, &actions[n - 1], NULL));
    }
  g_assert_cmpuint (counts[1], ==, 0);
  g_assert_cmpuint (counts[0], >, 0);
}

/* What is shown beyond the view: bubbles at the seat that spoke, the
 * learner's hand in the order dealt whatever was played, who won each
 * trick and the order the cards were laid in. */
static void
test_shown (void)
{
  g_autoptr(TrucoRules) rules = rules_for ("ar", "2");
  g_autoptr(TrucoTable) table = truco_table_new (rules, 0, TRUCO_BOT_STEADY, 5);
  const TrucoTableShown *shown;
  TrucoCard dealt[4];
  TrucoAction action;

  truco_table_set_delay (table, TRUCO_TABLE_DELAY_INSTANT);
  truco_table_set_hold_between_hands (table, TRUE);
  truco_table_start (table);
  g_assert_true (wait_for_learner_or_hold (table));
  shown = truco_table_get_shown (table);
  g_assert_false (shown->ended);
  g_assert_cmpuint (shown->n_hands[0], ==, 3);
  g_assert_cmpuint (shown->n_hands[1], ==, 0);
  memcpy (dealt, shown->hands[0], sizeof dealt);

  g_assert_true (find_action (table, TRUCO_ACTION_CALL, TRUCO_BET_ENVIDO, &action));
  g_assert_true (truco_table_apply (table, &action, NULL));
  g_assert_cmpstr (truco_table_get_shown (table)->bubble[0], ==, "envido");
  g_assert_true (wait_for_learner_or_hold (table));
  shown = truco_table_get_shown (table);
  /* The opponent answered (or raised): it says so at its seat. */
  g_assert_cmpstr (shown->bubble[1], !=, "");

  /* Cards until the first trick is decided. */
  while (!truco_table_is_held (table) && truco_table_get_shown (table)->trick_winner[0] == TRUCO_TABLE_TRICK_OPEN)
    {
      TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
      guint n = truco_table_list_actions (table, actions);

      if (find_action (table, TRUCO_ACTION_PLAY, -1, &action))
        g_assert_true (truco_table_apply (table, &action, NULL));
      else if (n > 0)
        g_assert_true (truco_table_apply (table, &actions[0], NULL));
      g_assert_true (wait_for_learner_or_hold (table));
    }
  shown = truco_table_get_shown (table);
  g_assert_cmpint (shown->trick_winner[0], !=, TRUCO_TABLE_TRICK_OPEN);
  g_assert_cmpuint (shown->n_order[0], ==, 2);
  g_assert_cmpuint (shown->view.played[0][shown->order[0][0]], !=, TRUCO_CARD_NONE);
  /* The hand as dealt, whatever was played. */
  g_assert_cmpmem (shown->hands[0], 3 * sizeof (TrucoCard), dealt, 3 * sizeof (TrucoCard));
  /* What was said before the trick was played out is gone. */
  if (!shown->ended)
    {
      g_assert_cmpstr (shown->bubble[0], ==, "");
      g_assert_cmpstr (shown->bubble[1], ==, "");
    }
}

static void
count_words_left (TrucoTable       *table,
                  gpointer          data,
                  TrucoExplanation *explanation,
                  guint            *counts)
{
  const TrucoEvent *event = data;
  const TrucoTableShown *shown = truco_table_get_shown (table);

  if (event->kind != TRUCO_EVENT_ACTION || event->action.kind != TRUCO_ACTION_PLAY || shown->ended)
    return;
  counts[0]++;
  for (guint s = 0; s < shown->view.n_seats; s++)
    if (shown->bubble[s][0] != '\0')
      counts[1]++;
}

/* A card laid settles what was said before it: no call or answer stays
 * in its bubble once a card is played (a settled "real envido" and its
 * "no quiero" once stayed there until the trick was over). */
static void
test_bubbles_go_with_a_card (void)
{
  g_autoptr(TrucoRules) rules = rules_for ("ar", "2");
  guint counts[2] = { 0, 0 };

  for (guint seed = 1; seed < 40; seed++)
    {
      g_autoptr(TrucoTable) table = truco_table_new (rules, 0, TRUCO_BOT_STRONG, seed);

      g_signal_connect (table, "event", G_CALLBACK (count_words_left), counts);
      truco_table_set_delay (table, TRUCO_TABLE_DELAY_INSTANT);
      truco_table_set_hold_between_hands (table, TRUE);
      truco_table_start (table);
      for (guint turn = 0; turn < 8; turn++)
        {
          TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
          guint n;

          g_assert_true (wait_for_learner_or_hold (table));
          if (truco_table_is_held (table))
            break;
          n = truco_table_list_actions (table, actions);
          g_assert_cmpuint (n, >, 0);
          /* Calls now and then, answers with the first answer. */
          g_assert_true (truco_table_apply (table, &actions[(turn + seed) % n], NULL));
        }
    }
  g_assert_cmpuint (counts[0], >, 0);
  g_assert_cmpuint (counts[1], ==, 0);
}

/* What the pending line says the learner's position is: who called,
 * "you", "your partner" or a name, and who answers, named as the one
 * player the game lets answer ("Ana answers", "you answer", "your
 * partner answers") or as a side when several may ("your side answers",
 * "the other side answers").  Checked against the seats the game lists
 * with a "quiero" for the call, over whole matches at each size where
 * the answer can fall to one player or to a side: two players, sides of
 * two and three, a Catalan captain, a put for three. */
static char *
expected_pending (TrucoTable *table,
                  guint       caller,
                  const char *call,
                  guint       answerers,
                  guint      *kind)
{
  TrucoGame *game = truco_table_get_game (table);
  guint learner = truco_table_get_learner_seat (table);
  guint my_side = truco_game_get_seat_side (game, learner);
  guint side_of_caller = truco_game_get_seat_side (game, caller);
  guint my_side_size = 0;
  int one = g_bit_nth_lsf (answerers, -1);
  g_autofree char *who_calls = NULL;
  g_autofree char *who_answers = NULL;

  for (guint s = 0; s < truco_game_get_n_seats (game); s++)
    my_side_size += truco_game_get_seat_side (game, s) == my_side;
  if (caller == learner)
    who_calls = g_strdup_printf ("You called %s", call);
  else if (side_of_caller == my_side && my_side_size == 2)
    who_calls = g_strdup_printf ("Your partner called %s", call);
  else
    who_calls = g_strdup_printf ("%s called %s", truco_table_get_seat_name (table, caller), call);

  if (g_bit_nth_msf (answerers, -1) == one)
    {
      if ((guint) one == learner)
        *kind = 0, who_answers = g_strdup ("you answer");
      else if (truco_game_get_seat_side (game, one) == my_side && my_side_size == 2)
        *kind = 1, who_answers = g_strdup ("your partner answers");
      else
        *kind = caller == learner || side_of_caller == my_side ? 2 : 3,
        who_answers = g_strdup_printf ("%s answers", truco_table_get_seat_name (table, one));
    }
  else if (truco_game_get_seat_side (game, one) == my_side)
    *kind = 4, who_answers = g_strdup ("your side answers");
  else
    *kind = 5, who_answers = g_strdup ("the other side answers");
  return g_strdup_printf ("%s; %s.", who_calls, who_answers);
}

static void
test_pending_names_who_answers (void)
{
  static const struct { const char *variant, *players; } tables[] = {
    { "ar", "2" }, { "ar", "4" }, { "ar", "6" }, { "cat", "4" }, { "put", "3" },
  };
  /* you answer, your partner answers, a name answers you or your
   * partner, a name answers a name, your side, the other side */
  guint seen[6] = { 0 };

  for (guint t = 0; t < G_N_ELEMENTS (tables); t++)
    for (guint seed = 1; seed <= 16; seed++)
      {
        g_autoptr(TrucoRules) rules = rules_for (tables[t].variant, tables[t].players);
        g_autoptr(TrucoTable) table = truco_table_new (rules, seed % 2, TRUCO_BOT_BEGINNER, seed);
        TrucoGame *game = truco_table_get_game (table);
        guint guard = 0, n_events = 0;

        truco_table_set_delay (table, TRUCO_TABLE_DELAY_INSTANT);
        truco_table_start (table);
        while (!truco_game_is_over (game) && guard++ < 200000)
          {
            const TrucoTableShown *shown = truco_table_get_shown (table);
            TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
            guint n_game = truco_game_list_actions (game, actions);
            guint listed = 0, n_pending = 0, top = 0;
            guint n;

            for (guint bet = 0; bet < TRUCO_N_BETS; bet++)
              if (!shown->ended && truco_bet_is_pending (&shown->view.bets[bet]))
                n_pending++, top = bet;
            for (guint k = 0; k < n_game; k++)
              if (actions[k].kind == TRUCO_ACTION_ACCEPT && actions[k].bet == top)
                listed |= 1u << actions[k].seat;
            /* One call waiting, answered on top of the stack. */
            if (n_pending == 1 && top != TRUCO_BET_FLOR && listed != 0)
              {
                g_autofree char *pending = truco_table_describe_pending (table);
                g_autofree char *expected = NULL;
                int caller = truco_table_get_caller (table, top);
                guint kind;

                g_assert_cmpint (caller, >=, 0);
                expected = expected_pending (table, caller, truco_bet_get_last_step (&shown->view.bets[top])->call,
                                             listed, &kind);
                g_assert_cmpstr (pending, ==, expected);
                seen[kind]++;
              }
            n = truco_table_list_actions (table, actions);
            if (n > 0)
              g_assert_true (truco_table_apply (table, &actions[learner_choice (n, n_events++)], NULL));
            else
              g_main_context_iteration (NULL, TRUE);
          }
        g_assert_true (truco_game_is_over (game));
      }
  for (guint k = 0; k < G_N_ELEMENTS (seen); k++)
    {
      g_test_message ("pending line of kind %u: %u", k, seen[k]);
      g_assert_cmpuint (seen[k], >, 0);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/table/learner-seat", test_learner_seat);
  g_test_add_func ("/table/every-table", test_every_table);
  g_test_add_func ("/table/disabled-calls", test_disabled_calls);
  g_test_add_func ("/table/words", test_words);
  g_test_add_func ("/table/partner-signals", test_partner_signals);
  g_test_add_func ("/table/resume", test_resume);
  g_test_add_func ("/table/damaged-save", test_damaged_save);
  g_test_add_func ("/table/dispose-while-thinking", test_dispose_while_thinking);
  g_test_add_func ("/table/hold-between-hands", test_hold_between_hands);
  g_test_add_func ("/table/nothing-pending-at-the-end", test_nothing_pending_at_the_end);
  g_test_add_func ("/table/pending-names-who-answers", test_pending_names_who_answers);
  g_test_add_func ("/table/stake-names-the-bet", test_stake_names_the_bet);
  g_test_add_func ("/table/bubbles-go-with-a-card", test_bubbles_go_with_a_card);
  g_test_add_func ("/table/signals-after-the-deal", test_signals_after_the_deal);
  g_test_add_func ("/table/shown", test_shown);
  g_test_add_func ("/table/credit-words", test_credit_words);

  return g_test_run ();
}
