/* test-reader.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Explanations said to a reader (truco_step_format_styled() with a reader
 * seat): no sentence names a side by its letter or a player by his seat
 * code; the style is the only thing that decides (no global state); and
 * the credits the Table reported wrong say what happened: a refused call
 * is not "accepted", and the player who went to the mazo is told so.
 */

#include "config.h"

#include <locale.h>
#include <string.h>

#include "truco-engine.h"
#include "truco-game.h"
#include "truco-game-log.h"

static const char *const names[] = { NULL, "Ana", "Luis", "Marta", "Jordi", "Pilar", "Tomás", "Clara" };

/* A letter code anywhere: "side A", "Side B", "A1", "A+B". */
static gboolean
has_code (const char *text)
{
  static GRegex *code;

  if (code == NULL)
    code = g_regex_new ("\\b[Ss]ide [ABC]\\b|\\b[ABC][1-8]\\b|\\b[ABC]\\+[ABC]\\b|\\bplayer [ABC]\\b",
                        G_REGEX_OPTIMIZE, 0, NULL);
  return g_regex_match (code, text, 0, NULL);
}

/* A style for the reader in @side, @number, with names for the rest. */
static void
reader_style (TrucoExplanationStyle *style,
              TrucoSide              side,
              guint                  number,
              guint                  per_side,
              guint                  n_sides)
{
  guint next = 1;

  truco_explanation_style_init (style, TRUE, TRUE);
  truco_explanation_style_set_reader (style, side, number, per_side);
  for (guint s = 0; s < n_sides; s++)
    for (guint n = 1; n <= per_side; n++)
      if (s != side || n != number)
        truco_explanation_style_set_name (style, s, n, names[next++ % G_N_ELEMENTS (names)]);
}

/* Every card of @step that @text names is named with its article ("the
 * seven of swords"), as a noun of the sentence. */
static gboolean
cards_have_article (const char      *text,
                    const TrucoStep *step)
{
  for (guint i = 0; i < step->n_cards; i++)
    {
      const char *name = truco_card_get_name (step->cards[i]);

      for (const char *p = strstr (text, name); p != NULL; p = strstr (p + 1, name))
        if (p - text < 4 || g_ascii_strncasecmp (p - 4, "the ", 4) != 0)
          return FALSE;
    }
  return TRUE;
}

/* Every kind of step, from every seat, for one and for two players a
 * side, and for each word a variant uses: never a code. */
#define READER_KINDS TRUCO_N_STEP_KINDS
static void
test_no_codes (void)
{
  static const guint8 tie_words[] = { TRUCO_TIE_PARDA, TRUCO_TIE_PARDES, TRUCO_TIE_TIE };
  guint checked = 0;

  for (guint per_side = 1; per_side <= 2; per_side++)
    for (int reader = TRUCO_SIDE_A; reader <= TRUCO_SIDE_B; reader++)
      for (guint kind = 0; kind < READER_KINDS; kind++)
        for (int side = TRUCO_SIDE_A; side <= TRUCO_SIDE_B; side++)
          for (guint w = 0; w < G_N_ELEMENTS (tie_words); w++)
            for (int what = 0; what < 3; what++)
              {
                TrucoExplanationStyle style;
                TrucoStep step = { 0 };
                g_autofree char *text = NULL;

                reader_style (&style, reader, 1, per_side, 2);
                step.kind = kind;
                step.side = side;
                step.tie_word = tie_words[w];
                step.game_word = w;   /* chico, game, round */
                step.n_cards = 3;
                step.cards[0] = TRUCO_CARD (TRUCO_SUIT_ESPADAS, 7);
                step.cards[1] = TRUCO_CARD (TRUCO_SUIT_ESPADAS, 6);
                step.cards[2] = TRUCO_CARD (TRUCO_SUIT_BASTOS, 1);
                step.n_numbers = 6;
                /* Seats and sides where steps keep them: a player of this
                 * side (1 or 2), what is compared, the other side. */
                step.numbers[0] = kind >= TRUCO_STEP_COMPARE_BEATS && kind <= TRUCO_STEP_COMPARE_ALONE ? what
                                  : kind == TRUCO_STEP_PIDO_FLOR_CAUGHT ? 1 - side : (int) per_side;
                step.numbers[1] = kind == TRUCO_STEP_SCORES ? 0 : (int) per_side;
                step.numbers[2] = 3;
                step.numbers[3] = 1 - side;
                step.numbers[4] = 1;
                step.numbers[5] = 27;
                if (kind == TRUCO_STEP_PICA_DUEL)
                  {
                    /* A player of each side: side, number; side, number. */
                    step.numbers[0] = side;
                    step.numbers[1] = (int) per_side;
                    step.numbers[2] = 1 - side;
                    step.numbers[3] = 1;
                    step.numbers[4] = (int) per_side;
                  }
                step.words[0] = "truco";
                step.words[1] = "envido";
                step.refused_call = what == 1;
                text = truco_step_format_styled (&step, &style);
                g_assert_nonnull (text);
                if (has_code (text))
                  g_error ("step kind %u, side %d, reader %d, %u a side: “%s”", kind, side, reader, per_side, text);
                if (g_str_has_prefix (text, "the "))
                  g_error ("step kind %u opens with a card and no capital: “%s”", kind, text);
                if (!cards_have_article (text, &step))
                  g_error ("step kind %u names a card without its article: “%s”", kind, text);
                checked++;
              }
  g_assert_cmpuint (checked, ==, 2 * 2 * READER_KINDS * 2 * 3 * 3);
}

/* One step said to @reader (side, number) with @per_side players a side,
 * the others named in order. */
static char *
say_to (const TrucoStep *step,
        TrucoSide        reader,
        guint            number,
        guint            per_side)
{
  TrucoExplanationStyle style;

  reader_style (&style, reader, number, per_side, 2);
  return truco_step_format_styled (step, &style);
}

/* The steps only the Quiz's evaluators make (the bigger tables, the
 * match, the penalties, a call's legality), said to the learner. */
static void
test_players_family (void)
{
  TrucoStep step = { 0 };
  g_autofree char *won = NULL, *lost = NULL, *goes_on = NULL, *refused = NULL, *allowed = NULL;
  g_autofree char *duel_me = NULL, *duel_them = NULL, *false_flor = NULL, *discard = NULL;

  step.kind = TRUCO_STEP_MATCH_WON;
  step.side = TRUCO_SIDE_A;
  step.n_numbers = 2;
  step.numbers[0] = 2;
  step.numbers[1] = 2;
  won = say_to (&step, TRUCO_SIDE_A, 1, 1);
  lost = say_to (&step, TRUCO_SIDE_B, 1, 1);
  g_assert_cmpstr (won, ==, "You have won 2 chicos, the 2 that win the match: the match is over and you win it.");
  g_assert_cmpstr (lost, ==, "Ana has won 2 chicos, the 2 that win the match: the match is over and Ana wins it.");

  step.kind = TRUCO_STEP_MATCH_GOES_ON;
  step.side = TRUCO_SIDE_NONE;
  step.n_numbers = 3;
  step.numbers[0] = 0;
  step.numbers[1] = 1;
  step.numbers[2] = 2;
  goes_on = say_to (&step, TRUCO_SIDE_B, 2, 2);
  g_assert_cmpstr (goes_on, ==, "Your side has won 1 and the other side 0 of the 2 chicos that win the match, and the two sides are not both one short: another chico is played, and it is not yet el bueno.");

  step.kind = TRUCO_STEP_CALL_REFUSED;
  step.side = TRUCO_SIDE_B;
  step.words[0] = "envido";
  step.words[1] = "Envido can only be called in the first trick.";
  refused = say_to (&step, TRUCO_SIDE_B, 1, 1);
  g_assert_cmpstr (refused, ==, "You may not call “envido” now. Envido can only be called in the first trick.");
  step.kind = TRUCO_STEP_CALL_ALLOWED;
  allowed = say_to (&step, TRUCO_SIDE_A, 1, 2);
  g_assert_cmpstr (allowed, ==, "The other side may call “envido” now.");

  step.kind = TRUCO_STEP_PICA_DUEL;
  step.n_numbers = 5;
  step.numbers[0] = TRUCO_SIDE_B;
  step.numbers[1] = 2;
  step.numbers[2] = TRUCO_SIDE_A;
  step.numbers[3] = 3;
  step.numbers[4] = 3;
  duel_me = say_to (&step, TRUCO_SIDE_A, 3, 3);
  duel_them = say_to (&step, TRUCO_SIDE_A, 1, 3);
  /* From A3, B2 is the fourth name given (A1 Ana, A2 Luis, B1 Marta,
   * B2 Jordi); from A1, A3 is Luis. */
  g_assert_cmpstr (duel_me, ==, "You and Jordi play each other in this hand.");
  g_assert_cmpstr (duel_them, ==, "Jordi and Luis play each other in this hand.");

  step.kind = TRUCO_STEP_FALSE_FLOR;
  step.side = TRUCO_SIDE_A;
  step.n_numbers = 1;
  step.numbers[0] = 1;
  false_flor = say_to (&step, TRUCO_SIDE_B, 1, 1);
  g_assert_cmpstr (false_flor, ==, "Ana said flor without holding one and loses the 1 point made in this hand.");

  /* No side, but the cards in the style's words, not the process's. */
  truco_explanation_set_card_names (FALSE);
  step.kind = TRUCO_STEP_GALLO_DISCARD;
  step.n_cards = 1;
  step.cards[0] = TRUCO_CARD (TRUCO_SUIT_ESPADAS, 7);
  step.numbers[0] = 33;
  discard = say_to (&step, TRUCO_SIDE_A, 1, 1);
  g_assert_cmpstr (discard, ==, "Discarding the seven of swords keeps an envido of 33.");
}

/* One point is a point: a sentence about 1 point never reads as a
 * plural. */
static void
test_one_point (void)
{
  TrucoStep step = { 0 };
  g_autofree char *caught = NULL;

  step.kind = TRUCO_STEP_PIDO_FLOR_CAUGHT;
  step.side = TRUCO_SIDE_A;
  step.n_numbers = 4;
  step.numbers[0] = TRUCO_SIDE_B;
  step.numbers[1] = 1;
  step.numbers[2] = 1;
  step.numbers[3] = 4;
  caught = say_to (&step, TRUCO_SIDE_A, 1, 1);
  g_assert_cmpstr (caught, ==, "Pido flor: Ana held a flor and did not sing it; you score 3 plus the 1 point Ana made in this hand, 4 in all.");
}

/* A gallo alone against two: the other side is "the other side", never
 * one of its players' names. */
static void
test_gallo_alone (void)
{
  TrucoExplanationStyle style;
  TrucoStep step = { 0 };
  g_autofree char *goes_on = NULL, *left = NULL;

  reader_style (&style, TRUCO_SIDE_A, 1, 2, 2);
  style.side_sizes[TRUCO_SIDE_A] = 1;
  style.side_sizes[TRUCO_SIDE_B] = 2;
  step.kind = TRUCO_STEP_GAME_GOES_ON;
  step.n_numbers = 3;
  step.numbers[0] = 5;
  step.numbers[1] = 9;
  step.numbers[2] = 30;
  goes_on = truco_step_format_styled (&step, &style);
  g_assert_cmpstr (goes_on, ==, "Nobody has reached 30: you have 5 and the other side 9, so the chico goes on.");
  step.kind = TRUCO_STEP_LEFT_HAND;
  step.side = TRUCO_SIDE_A;
  step.n_numbers = 1;
  step.numbers[0] = 1;
  left = truco_step_format_styled (&step, &style);
  g_assert_cmpstr (left, ==, "The other side went to the mazo (left the hand): you score what the hand was worth, 1 point.");
}

/* The neutral style is the old formatter, and the style alone decides
 * how cards are named: the process-wide switch does not reach it. */
static void
test_style_decides (void)
{
  TrucoExplanationStyle codes, named;
  TrucoStep step = { 0 };
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  g_autofree char *c = NULL;
  g_autofree char *old = NULL;

  step.kind = TRUCO_STEP_ENVIDO_PAIR;
  step.n_cards = 2;
  step.cards[0] = TRUCO_CARD (TRUCO_SUIT_ESPADAS, 7);
  step.cards[1] = TRUCO_CARD (TRUCO_SUIT_ESPADAS, 6);
  step.n_numbers = 3;
  step.numbers[0] = 7;
  step.numbers[1] = 6;
  step.numbers[2] = 33;

  truco_explanation_style_init (&codes, FALSE, FALSE);
  truco_explanation_style_init (&named, TRUE, FALSE);
  truco_explanation_set_card_names (TRUE);
  a = truco_step_format_styled (&step, &codes);
  truco_explanation_set_card_names (FALSE);
  b = truco_step_format_styled (&step, &named);
  old = truco_step_format (&step);
  c = truco_step_format_styled (&step, &codes);
  g_assert_cmpstr (a, ==, "7E and 6E share a suit: 20 + 7 + 6 = 33.");
  g_assert_cmpstr (b, ==, "Seven of swords and six of swords share a suit: 20 + 7 + 6 = 33.");
  g_assert_cmpstr (old, ==, c);
}

/* A card said to a reader is a noun of the sentence: with its article
 * ("You play the king of swords"), lists end with "and", and a sentence
 * that opens with a card gives the article its capital.  The neutral
 * style keeps the bare names and the notation (truco-rules prints it). */
static void
test_card_articles (void)
{
  TrucoStep step = { 0 };
  TrucoExplanationStyle named;
  g_autofree char *play = NULL, *win = NULL, *partners = NULL, *three = NULL;
  g_autofree char *pair = NULL, *neutral = NULL, *codes = NULL;

  step.kind = TRUCO_STEP_TRICK_PLAY;
  step.side = TRUCO_SIDE_A;
  step.n_cards = 1;
  step.cards[0] = TRUCO_CARD (TRUCO_SUIT_ESPADAS, 12);
  step.n_numbers = 2;
  step.numbers[0] = 1;
  step.numbers[1] = 9;
  play = say_to (&step, TRUCO_SIDE_A, 1, 1);
  g_assert_cmpstr (play, ==, "You play the king of swords.");

  step.kind = TRUCO_STEP_TRICK_WIN;
  step.cards[0] = TRUCO_CARD (TRUCO_SUIT_OROS, 7);
  step.numbers[0] = 4;
  step.numbers[1] = 1;
  win = say_to (&step, TRUCO_SIDE_B, 1, 1);
  g_assert_cmpstr (win, ==, "Ana played the highest card of this trick, the seven of coins: Ana wins the trick and plays first in the next one.");

  step.kind = TRUCO_STEP_TRICK_WIN_PARTNERS;
  step.n_cards = 2;
  step.cards[0] = TRUCO_CARD (TRUCO_SUIT_COPAS, 6);
  step.cards[1] = TRUCO_CARD (TRUCO_SUIT_OROS, 6);
  step.numbers[0] = 12;
  step.numbers[1] = 1;
  partners = say_to (&step, TRUCO_SIDE_B, 1, 2);
  g_assert_true (strstr (partners, "The other side played the highest cards, the six of cups and the six of coins, which rank the same") == partners);

  step.kind = TRUCO_STEP_TRICK_PARDA;
  step.n_cards = 3;
  step.cards[2] = TRUCO_CARD (TRUCO_SUIT_BASTOS, 6);
  three = say_to (&step, TRUCO_SIDE_A, 1, 2);
  g_assert_nonnull (strstr (three, ", the six of cups, the six of coins and the six of clubs, which rank the same"));

  /* No side: the neutral sentence, with the reader's names for the cards. */
  step.kind = TRUCO_STEP_ENVIDO_PAIR;
  step.n_cards = 2;
  step.cards[0] = TRUCO_CARD (TRUCO_SUIT_ESPADAS, 7);
  step.cards[1] = TRUCO_CARD (TRUCO_SUIT_ESPADAS, 6);
  step.n_numbers = 3;
  step.numbers[0] = 7;
  step.numbers[1] = 6;
  step.numbers[2] = 33;
  pair = say_to (&step, TRUCO_SIDE_A, 1, 1);
  g_assert_cmpstr (pair, ==, "The seven of swords and the six of swords share a suit: 20 + 7 + 6 = 33.");

  /* The neutral style, named or coded, is as it was. */
  truco_explanation_style_init (&named, TRUE, TRUE);
  step.kind = TRUCO_STEP_TRICK_WIN_PARTNERS;
  step.side = TRUCO_SIDE_A;
  step.cards[0] = TRUCO_CARD (TRUCO_SUIT_COPAS, 6);
  step.cards[1] = TRUCO_CARD (TRUCO_SUIT_OROS, 6);
  step.n_numbers = 2;
  step.numbers[0] = 12;
  step.numbers[1] = 1;
  neutral = truco_step_format_styled (&step, &named);
  g_assert_nonnull (strstr (neutral, ", six of cups, six of coins, which"));
  truco_explanation_style_init (&named, FALSE, TRUE);
  truco_explanation_style_set_reader (&named, TRUCO_SIDE_A, 1, 2);
  codes = truco_step_format_styled (&step, &named);
  g_assert_nonnull (strstr (codes, ", 6C 6O, which"));
}

/* The credit texts of a replayed game log, for the player in @reader. */
static GPtrArray *
credit_texts (const char *log_name,
              const char *reader)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "engine", "logs", log_name, NULL);
  g_autofree char *text = NULL;
  g_autoptr(TrucoGame) game = NULL;
  g_autoptr(GError) error = NULL;
  const char *seat_names[8] = { NULL };
  TrucoExplanationStyle style;
  const TrucoEvent *events;
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);
  guint n_events, seat, next = 1;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  game = truco_game_log_replay (text, NULL, &error);
  g_assert_no_error (error);
  seat = truco_game_find_seat (game, reader);
  for (guint s = 0; s < truco_game_get_n_seats (game); s++)
    seat_names[s] = s == seat ? NULL : names[next++];
  truco_explanation_style_init (&style, TRUE, TRUE);
  truco_game_set_style_reader (game, &style, seat, seat_names);
  events = truco_game_get_events (game, &n_events);
  for (guint i = 0; i < n_events; i++)
    if (events[i].kind == TRUCO_EVENT_CREDIT)
      g_ptr_array_add (texts, truco_credit_describe_styled (game, &events[i].credit, &style));
  return texts;
}

/* Reported at the Table: a refused truco said "accepted, it is worth 2
 * points. “truco” was refused"; going to the mazo yourself said "The
 * other side left the hand". */
static void
test_refused_and_mazo (void)
{
  g_autoptr(GPtrArray) b = credit_texts ("ar2-mazo-mid-trick.log", "B1");
  g_autoptr(GPtrArray) a = credit_texts ("ar2-mazo-mid-trick.log", "A1");

  g_assert_cmpuint (b->len, ==, 2);
  /* Hand 1: B1 went to the mazo. */
  g_assert_cmpstr (b->pdata[0], ==, "You went to the mazo (left the hand): Ana scores what the hand was worth, 1 point.");
  g_assert_cmpstr (a->pdata[0], ==, "Ana went to the mazo (left the hand): you score what the hand was worth, 1 point.");
  /* Hand 2: A1's truco refused by B1. */
  g_assert_null (strstr (b->pdata[1], "accepted"));
  g_assert_null (strstr (a->pdata[1], "accepted"));
  g_assert_cmpstr (a->pdata[1], ==, "You call “truco”. “truco” was refused as the first call: you called it, so you score 1 point.");
  g_assert_cmpstr (b->pdata[1], ==, "Ana calls “truco”. “truco” was refused as the first call: Ana called it, so Ana scores 1 point.");
}

/* A French raise refused: no "played on", no "accepted" for the raise
 * that was refused. */
static void
test_french_raise_refused (void)
{
  g_autoptr(GPtrArray) b = credit_texts ("fr2-remainder.log", "B1");
  gboolean found = FALSE;

  for (guint i = 0; i < b->len; i++)
    if (strstr (b->pdata[i], "was refused") != NULL)
      {
        g_assert_null (strstr (b->pdata[i], "You raise (“si je joue”): played on"));
        g_assert_nonnull (strstr (b->pdata[i], "You raise the hand (“si je joue”)."));
        found = TRUE;
      }
  g_assert_true (found);
}

/* Four players: the partner and the opponents by name, the sides as
 * "your side" and "the other side". */
static void
test_partners (void)
{
  g_autoptr(GPtrArray) a2 = credit_texts ("ar4-flor-three.log", "A2");

  g_assert_cmpuint (a2->len, >, 0);
  for (guint i = 0; i < a2->len; i++)
    g_assert_false (has_code (a2->pdata[i]));
  g_assert_nonnull (strstr (a2->pdata[0], "Your side calls “flor”"));
}

/* Gallo por turno: each hand the dealer is the gallo, alone against the
 * pair.  The texts said the caller was whoever sat at the letter of the
 * hand's side ("Ana calls “truco”" to the player who called it). */
static void
test_gallo_por_turno (void)
{
  g_autoptr(GPtrArray) a = credit_texts ("ar3-gallo-turno.log", "A1");
  g_autoptr(GPtrArray) b = credit_texts ("ar3-gallo-turno.log", "B1");
  g_autoptr(GPtrArray) c = credit_texts ("ar3-gallo-turno.log", "C1");

  g_assert_cmpuint (a->len, ==, 2);
  /* Hand 1: C1 is the gallo and refuses A1's truco; A1 and B1 score. */
  g_assert_cmpstr (a->pdata[0], ==, "Your side calls “truco”. “truco” was refused as the first call: your side called it, so your side scores 1 point. You and your partner each score 1 point, each on your own score.");
  g_assert_cmpstr (b->pdata[0], ==, a->pdata[0]);
  g_assert_cmpstr (c->pdata[0], ==, "The other side calls “truco”. “truco” was refused as the first call: the other side called it, so the other side scores 1 point. Ana and Luis each score 1 point, each on their own score.");
  /* Hand 2: A1 is the gallo; B1 and C1 go to the mazo. */
  g_assert_cmpstr (a->pdata[1], ==, "The other side went to the mazo (left the hand): you score what the hand was worth, 1 point.");
  g_assert_cmpstr (b->pdata[1], ==, "Your side went to the mazo (left the hand): Ana scores what the hand was worth, 1 point.");
  g_assert_cmpstr (c->pdata[1], ==, b->pdata[1]);
}

int
main (int argc, char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/reader/no-codes", test_no_codes);
  g_test_add_func ("/reader/players-family", test_players_family);
  g_test_add_func ("/reader/gallo-alone", test_gallo_alone);
  g_test_add_func ("/reader/one-point", test_one_point);
  g_test_add_func ("/reader/gallo-por-turno", test_gallo_por_turno);
  g_test_add_func ("/reader/style-decides", test_style_decides);
  g_test_add_func ("/reader/refused-and-mazo", test_refused_and_mazo);
  g_test_add_func ("/reader/french-raise-refused", test_french_raise_refused);
  g_test_add_func ("/reader/partners", test_partners);
  g_test_add_func ("/reader/card-articles", test_card_articles);
  return g_test_run ();
}
