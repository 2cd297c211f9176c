/* test-eval.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The evaluators against oracles written differently from the engine, and
 * against the tables of doc/rules.md.
 */

#include "config.h"

#include <string.h>

#include "truco-eval.h"

static const TrucoRules *
rules_of (const char *id)
{
  return truco_variant_get_default_rules (truco_variant_lookup (id));
}

static TrucoCard
card (const char *text)
{
  TrucoCard c = 0;
  g_autoptr(GError) error = NULL;

  truco_card_parse (text, &c, &error);
  g_assert_no_error (error);
  return c;
}

/* ---- envido and flor: brute force over pairs ---- */

static int
oracle_value (TrucoCard c)
{
  guint r = truco_card_get_rank (c);
  return r <= 7 ? (int) r : 0;
}

static int
oracle_envido (const TrucoCard h[3])
{
  int best = -1;

  for (guint i = 0; i < 3; i++)
    for (guint j = 0; j < 3; j++)
      if (i != j && truco_card_get_suit (h[i]) == truco_card_get_suit (h[j]))
        best = MAX (best, 20 + oracle_value (h[i]) + oracle_value (h[j]));
  if (best >= 0)
    return best;
  for (guint i = 0; i < 3; i++)
    best = MAX (best, oracle_value (h[i]));
  return best;
}

static int
oracle_flor (const TrucoCard h[3])
{
  guint suits = 0;

  for (guint i = 0; i < 3; i++)
    suits |= 1u << truco_card_get_suit (h[i]);
  if (__builtin_popcount (suits) != 1)
    return -1;
  return 20 + oracle_value (h[0]) + oracle_value (h[1]) + oracle_value (h[2]);
}

static gboolean
has_seven_six_of_a_suit (const TrucoCard h[3])
{
  for (guint i = 0; i < 3; i++)
    for (guint j = 0; j < 3; j++)
      if (truco_card_get_rank (h[i]) == 7 && truco_card_get_rank (h[j]) == 6 &&
          truco_card_get_suit (h[i]) == truco_card_get_suit (h[j]))
        return TRUE;
  return FALSE;
}

static void
test_envido_flor_exhaustive (void)
{
  const TrucoRules *rules = rules_of ("ar");
  guint n;
  const TrucoCard *deck = truco_deck_get_cards (TRUCO_DECK_SPANISH_40, &n);
  guint hands = 0, flors = 0, thirty_threes = 0;
  g_autoptr(TrucoExplanation) explanation = truco_explanation_new ();

  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      for (guint k = j + 1; k < n; k++)
        {
          TrucoCard h[3] = { deck[i], deck[j], deck[k] };
          int envido = truco_envido (rules, h, NULL);
          int flor = truco_flor (rules, h, NULL);
          const TrucoStep *last;

          hands++;
          g_assert_cmpint (envido, ==, oracle_envido (h));
          g_assert_cmpint (flor, ==, oracle_flor (h));

          /* §2.2: 0–7 and 20–33, 33 only for 7 + 6 of a suit, flor 20–38. */
          g_assert_true ((envido >= 0 && envido <= 7) || (envido >= 20 && envido <= 33));
          g_assert_true ((envido == 33) == has_seven_six_of_a_suit (h));
          thirty_threes += envido == 33;
          if (flor >= 0)
            {
              g_assert_cmpint (flor, >=, 20);
              g_assert_cmpint (flor, <=, 38);
              flors++;
            }

          /* The explanation ends with the same value, whatever the order of the cards. */
          truco_explanation_clear (explanation);
          g_assert_cmpint (truco_envido (rules, h, explanation), ==, envido);
          last = truco_explanation_get_step (explanation, truco_explanation_get_n_steps (explanation) - 1);
          g_assert_cmpint (last->kind, ==, TRUCO_STEP_RESULT_ENVIDO);
          g_assert_cmpint (last->numbers[0], ==, envido);
          {
            TrucoCard r[3] = { h[2], h[0], h[1] };
            g_assert_cmpint (truco_envido (rules, r, NULL), ==, envido);
            g_assert_cmpint (truco_flor (rules, r, NULL), ==, flor);
          }
        }

  g_assert_cmpuint (hands, ==, 9880);
  g_assert_cmpuint (flors, ==, 4 * 120);
  /* 7 and 6 of a suit with any third card: 4 × 38. */
  g_assert_cmpuint (thirty_threes, ==, 4 * 38);
}

/* ---- Truc y Flou: périques wild, by trying every suit for each ---- */

static void
oracle_tyf (const TrucoCard h[3],
            int            *out_embit,
            int            *out_flor)
{
  const TrucoCard p1 = TRUCO_CARD (TRUCO_SUIT_OROS, 10), p2 = TRUCO_CARD (TRUCO_SUIT_BASTOS, 11);
  int best_embit = -1, best_flor = -1;

  /* Each périque may stand as itself or as a 7 of any suit. */
  for (guint combo = 0; combo < 5 * 5 * 5; combo++)
    {
      guint suit[3];
      int value[3];
      guint choice[3] = { combo % 5, (combo / 5) % 5, combo / 25 };
      gboolean skip = FALSE;

      for (guint i = 0; i < 3; i++)
        {
          gboolean wild = h[i] == p1 || h[i] == p2;

          if (!wild && choice[i] != 0)
            skip = TRUE;
          if (wild && choice[i] > 0)
            {
              suit[i] = choice[i] - 1;
              value[i] = 7;
            }
          else
            {
              suit[i] = truco_card_get_suit (h[i]);
              value[i] = oracle_value (h[i]);
            }
        }
      if (skip)
        continue;
      for (guint i = 0; i < 3; i++)
        for (guint j = i + 1; j < 3; j++)
          if (suit[i] == suit[j])
            best_embit = MAX (best_embit, 20 + value[i] + value[j]);
      if (suit[0] == suit[1] && suit[1] == suit[2])
        best_flor = MAX (best_flor, 20 + value[0] + value[1] + value[2]);
    }
  *out_embit = best_embit;
  *out_flor = best_flor;
}

static void
test_embit_flor_tyf_exhaustive (void)
{
  const TrucoRules *rules = rules_of ("tyf");
  guint n, hands = 0;
  const TrucoCard *deck = truco_deck_get_cards (TRUCO_DECK_SPANISH_40, &n);
  int max_embit = 0, max_flor = 0;

  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      for (guint k = j + 1; k < n; k++)
        {
          TrucoCard h[3] = { deck[i], deck[j], deck[k] };
          int embit, flor;
          gboolean has_perique = FALSE;

          oracle_tyf (h, &embit, &flor);
          g_assert_cmpint (truco_embit (rules, h, NULL), ==, embit);
          g_assert_cmpint (truco_flor (rules, h, NULL), ==, flor);
          for (guint m = 0; m < 3; m++)
            has_perique |= truco_rules_is_wild (rules, h[m]);
          if (has_perique)
            g_assert_cmpint (embit, >=, 27);
          g_assert_cmpint (embit, <=, 34);
          g_assert_cmpint (flor, <=, 41);
          max_embit = MAX (max_embit, embit);
          max_flor = MAX (max_flor, flor);
          hands++;
        }
  g_assert_cmpuint (hands, ==, 9880);
  g_assert_cmpint (max_embit, ==, 34);
  g_assert_cmpint (max_flor, ==, 41);

  /* §5.3 examples: 7-6-K = 33; two périques + a 7 = 41. */
  {
    TrucoCard a[3] = { card ("7E"), card ("6E"), card ("12E") };
    TrucoCard b[3] = { card ("10O"), card ("11B"), card ("7C") };
    TrucoCard c[3] = { card ("1E"), card ("2B"), card ("3O") };
    g_assert_cmpint (truco_flor (rules, a, NULL), ==, 33);
    g_assert_cmpint (truco_flor (rules, b, NULL), ==, 41);
    g_assert_cmpint (truco_embit (rules, c, NULL), ==, -1);
  }
}

/* ---- tricks ---- */

/* The ranking tables of doc/rules.md, written as a lookup by rank. */
static guint
oracle_class (const char *variant,
              const char *fr_rank,
              TrucoCard   c)
{
  guint r = truco_card_get_rank (c);
  TrucoSuit s = truco_card_get_suit (c);
  const guint *order = NULL;
  guint n_order = 0;
  static const guint cat[] = { 3, 2, 1, 12, 11, 10, 7, 6, 5, 4 };
  static const guint fr[] = { 7, 8, 1, 13, 12, 11, 10, 9 };
  static const guint fr87[] = { 8, 7, 1, 13, 12, 11, 10, 9 };
  static const guint fr7a8[] = { 7, 1, 13, 12, 11, 10, 9, 8 };
  static const guint fr36[] = { 7, 6, 1, 13, 12, 11, 10, 9, 8 };
  static const guint put[] = { 3, 2, 1, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4 };

  if (strcmp (variant, "ar") == 0 || strcmp (variant, "tyf") == 0)
    {
      if (r == 1 && s == TRUCO_SUIT_ESPADAS) return 1;
      if (r == 1 && s == TRUCO_SUIT_BASTOS) return 2;
      if (r == 7 && s == TRUCO_SUIT_ESPADAS) return 3;
      if (r == 7 && s == TRUCO_SUIT_OROS) return 4;
      switch (r)
        {
        case 3: return 5;
        case 2: return 6;
        case 1: return 7;
        case 12: return 8;
        case 11: return 9;
        case 10: return 10;
        case 7: return 11;
        case 6: return 12;
        case 5: return 13;
        case 4: return 14;
        default: g_assert_not_reached ();
        }
    }
  if (strcmp (variant, "cat") == 0)
    order = cat, n_order = G_N_ELEMENTS (cat);
  else if (strcmp (variant, "put") == 0)
    order = put, n_order = G_N_ELEMENTS (put);
  else if (fr_rank == NULL)
    order = fr, n_order = G_N_ELEMENTS (fr);
  else if (strcmp (fr_rank, "8-7-A") == 0)
    order = fr87, n_order = G_N_ELEMENTS (fr87);
  else if (strcmp (fr_rank, "7-A-8") == 0)
    order = fr7a8, n_order = G_N_ELEMENTS (fr7a8);
  else
    order = fr36, n_order = G_N_ELEMENTS (fr36);

  for (guint i = 0; i < n_order; i++)
    if (order[i] == r)
      return i + 1;
  g_assert_not_reached ();
}

static void
test_trick_every_pair (void)
{
  const struct { const char *variant; const char *fr_rank; } cases[] = {
    { "ar", NULL }, { "cat", NULL }, { "fr", NULL }, { "fr", "8-7-A" }, { "fr", "7-A-8" },
    { "fr", "36card" }, { "tyf", NULL }, { "put", NULL },
  };
  guint total = 0;

  for (guint v = 0; v < G_N_ELEMENTS (cases); v++)
    {
      g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup (cases[v].variant));
      guint n;
      const TrucoCard *deck;

      if (cases[v].fr_rank)
        g_assert_true (truco_rules_set (rules, "fr_rank", cases[v].fr_rank, NULL));
      deck = truco_deck_get_cards (truco_rules_get_deck (rules), &n);

      for (guint i = 0; i < n; i++)
        for (guint j = 0; j < n; j++)
          {
            TrucoPlay plays[2] = {
              { TRUCO_SIDE_A, 1, deck[i] },
              { TRUCO_SIDE_B, 1, deck[j] },
            };
            TrucoTrickResult result;
            g_autoptr(GError) error = NULL;
            guint ci = oracle_class (cases[v].variant, cases[v].fr_rank, deck[i]);
            guint cj = oracle_class (cases[v].variant, cases[v].fr_rank, deck[j]);

            if (i == j)
              {
                g_assert_false (truco_trick_winner (rules, plays, 2, &result, NULL, &error));
                g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_DUPLICATE_CARD);
                continue;
              }
            g_assert_true (truco_trick_winner (rules, plays, 2, &result, NULL, &error));
            g_assert_no_error (error);
            total++;
            g_assert_cmpuint (result.top_class, ==, MIN (ci, cj));
            if (ci < cj)
              {
                g_assert_cmpint (result.winner, ==, TRUCO_SIDE_A);
                g_assert_cmpuint (result.leader, ==, 0);
              }
            else if (ci > cj)
              {
                g_assert_cmpint (result.winner, ==, TRUCO_SIDE_B);
                g_assert_cmpuint (result.leader, ==, 1);
              }
            else
              {
                g_assert_cmpint (result.winner, ==, TRUCO_SIDE_NONE);
                g_assert_cmpuint (result.leader, ==, 0);
              }
          }
    }
  g_assert_cmpuint (total, ==, 3 * 40 * 39 + 3 * 32 * 31 + 36 * 35 + 52 * 51);
}

typedef struct
{
  const char *plays;      /* "A1:3E B1:2O …" */
  TrucoSide   winner;
  guint       leader;     /* index of the next leader */
} TrickCase;

static void
run_trick_cases (const char      *variant,
                 const TrickCase *cases,
                 guint            n_cases)
{
  for (guint i = 0; i < n_cases; i++)
    {
      g_auto(GStrv) words = g_strsplit (cases[i].plays, " ", -1);
      TrucoPlay plays[8];
      guint n = g_strv_length (words);
      TrucoTrickResult result;
      g_autoptr(GError) error = NULL;
      g_autoptr(TrucoExplanation) explanation = truco_explanation_new ();

      for (guint k = 0; k < n; k++)
        {
          plays[k].side = words[k][0] - 'A';
          plays[k].seat = words[k][1] - '0';
          plays[k].card = card (words[k] + 3);
        }
      g_assert_true (truco_trick_winner (rules_of (variant), plays, n, &result, explanation, &error));
      g_assert_no_error (error);
      g_assert_cmpint (result.winner, ==, cases[i].winner);
      g_assert_cmpuint (result.leader, ==, cases[i].leader);
      /* One step per card, then the verdict. */
      g_assert_cmpuint (truco_explanation_get_n_steps (explanation), ==, n + 1);
    }
}

static void
test_trick_ties (void)
{
  const TrickCase four[] = {
    /* Partners share the top: their side wins, the earlier leads. */
    { "A1:3E B1:2O A2:3B B2:1C", TRUCO_SIDE_A, 0 },
    { "B1:4E A1:3O B2:5B A2:3C", TRUCO_SIDE_A, 1 },
    { "B1:3E A1:4O B2:3B A2:5C", TRUCO_SIDE_B, 0 },
    /* Opponents share the top: parda, whoever led leads again. */
    { "A1:2E B1:3O A2:3B B2:4C", TRUCO_SIDE_NONE, 0 },
    /* Two threes from one side and one from the other: still parda. */
    { "A1:3E B1:3O A2:3B B2:4C", TRUCO_SIDE_NONE, 0 },
    { "B1:4E A1:3O B2:3B A2:3C", TRUCO_SIDE_NONE, 0 },
    /* A single top card among equal lower ones. */
    { "A1:1E B1:1B A2:7E B2:7O", TRUCO_SIDE_A, 0 },
    { "A1:1C B1:1O A2:1B B2:4C", TRUCO_SIDE_A, 2 },
  };
  const TrickCase six[] = {
    { "A1:4E B1:5E A2:3E B2:6E A3:3O B3:7C", TRUCO_SIDE_A, 2 },
    { "A1:4E B1:2E A2:5E B2:6E A3:3O B3:3C", TRUCO_SIDE_NONE, 0 },
    { "B1:4E A1:5E B2:12O A2:6E B3:12C A3:7C", TRUCO_SIDE_B, 2 },
    { "B1:1B A1:1E B2:12O A2:6E B3:12C A3:7C", TRUCO_SIDE_A, 1 },
    { "A1:2E B1:2O A2:2B B2:2C A3:4O B3:4C", TRUCO_SIDE_NONE, 0 },
    { "A1:10E B1:10O A2:11B B2:5C A3:11O B3:11C", TRUCO_SIDE_NONE, 0 },
  };
  const TrickCase cat4[] = {
    /* Catalan: all threes equal, whatever the suit. */
    { "A1:1E B1:3C A2:3E B2:2C", TRUCO_SIDE_NONE, 0 },
    { "A1:1E B1:1B A2:2E B2:12C", TRUCO_SIDE_A, 2 },
  };

  run_trick_cases ("ar", four, G_N_ELEMENTS (four));
  run_trick_cases ("ar", six, G_N_ELEMENTS (six));
  run_trick_cases ("tyf", six, G_N_ELEMENTS (six));
  run_trick_cases ("cat", cat4, G_N_ELEMENTS (cat4));
}

static void
test_trick_put_three (void)
{
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("put"));
  TrucoPlay plays[3] = {
    { TRUCO_SIDE_A, 1, TRUCO_CARD (TRUCO_SUIT_SPADES, 3) },
    { TRUCO_SIDE_B, 1, TRUCO_CARD (TRUCO_SUIT_HEARTS, 2) },
    { TRUCO_SIDE_C, 1, TRUCO_CARD (TRUCO_SUIT_CLUBS, 3) },
  };
  TrucoTrickResult result;
  g_autoptr(GError) error = NULL;

  /* Side C exists only with three players. */
  g_assert_false (truco_trick_winner (rules, plays, 3, &result, NULL, &error));
  g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);

  g_assert_true (truco_rules_set (rules, "players", "3", NULL));
  g_assert_true (truco_trick_winner (rules, plays, 3, &result, NULL, &error));
  g_assert_cmpint (result.winner, ==, TRUCO_SIDE_NONE);
  plays[2].card = TRUCO_CARD (TRUCO_SUIT_CLUBS, 13);
  g_assert_true (truco_trick_winner (rules, plays, 3, &result, NULL, &error));
  g_assert_cmpint (result.winner, ==, TRUCO_SIDE_A);
  plays[2].card = TRUCO_CARD (TRUCO_SUIT_CLUBS, 2);
  g_assert_true (truco_trick_winner (rules, plays, 3, &result, NULL, &error));
  g_assert_cmpint (result.winner, ==, TRUCO_SIDE_A);
  plays[0].card = TRUCO_CARD (TRUCO_SUIT_CLUBS, 4);
  g_assert_true (truco_trick_winner (rules, plays, 3, &result, NULL, &error));
  g_assert_cmpint (result.winner, ==, TRUCO_SIDE_NONE);
  g_assert_cmpuint (result.leader, ==, 0);
}

static void
test_trick_errors (void)
{
  const TrucoRules *ar = rules_of ("ar");
  TrucoTrickResult result;
  TrucoPlay one_side[2] = { { TRUCO_SIDE_A, 1, card ("1E") }, { TRUCO_SIDE_A, 2, card ("1B") } };
  TrucoPlay same_seat[2] = { { TRUCO_SIDE_A, 1, card ("1E") }, { TRUCO_SIDE_A, 1, card ("1B") } };
  TrucoPlay french[2] = { { TRUCO_SIDE_A, 1, card ("1E") }, { TRUCO_SIDE_B, 1, card ("QH") } };
  g_autoptr(GError) error = NULL;

  g_assert_false (truco_trick_winner (ar, one_side, 2, &result, NULL, &error));
  g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (truco_trick_winner (ar, same_seat, 2, &result, NULL, &error));
  g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (truco_trick_winner (ar, french, 2, &result, NULL, &error));
  g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_CARD_NOT_IN_DECK);
  g_clear_error (&error);
  g_assert_false (truco_trick_winner (ar, french, 1, &result, NULL, &error));
  g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_WRONG_COUNT);
}

/* ---- hands: the 15 patterns of §1.3 ---- */

typedef struct
{
  const char *pattern;   /* X's view: W L P */
  char        winner;    /* 'X', 'Y', or '*' for the variant's all-parda rule */
} Pattern;

static const Pattern patterns[15] = {
  { "WW", 'X' }, { "LL", 'Y' }, { "WLW", 'X' }, { "WLL", 'Y' }, { "LWW", 'X' },
  { "LWL", 'Y' }, { "WLP", 'X' }, { "LWP", 'Y' }, { "WP", 'X' }, { "LP", 'Y' },
  { "PW", 'X' }, { "PL", 'Y' }, { "PPW", 'X' }, { "PPL", 'Y' }, { "PPP", '*' },
};

static guint
to_tricks (const char *pattern,
           TrucoSide   x,
           TrucoSide  *tricks)
{
  guint n = strlen (pattern);

  for (guint i = 0; i < n; i++)
    tricks[i] = pattern[i] == 'P' ? TRUCO_SIDE_NONE
              : pattern[i] == 'W' ? x
              : (x == TRUCO_SIDE_A ? TRUCO_SIDE_B : TRUCO_SIDE_A);
  return n;
}

static void
check_hand (const TrucoRules *rules,
            const TrucoSide  *tricks,
            guint             n,
            TrucoSide         mano,
            TrucoSide         dealer,
            TrucoHandStatus   status,
            TrucoSide         winner)
{
  TrucoHandResult result;
  g_autoptr(GError) error = NULL;
  g_autoptr(TrucoExplanation) explanation = truco_explanation_new ();

  g_assert_true (truco_hand_winner (rules, tricks, n, mano, dealer, &result, explanation, &error));
  g_assert_no_error (error);
  g_assert_cmpint (result.status, ==, status);
  if (status == TRUCO_HAND_WON)
    g_assert_cmpint (result.winner, ==, winner);
  g_assert_cmpuint (truco_explanation_get_n_steps (explanation), ==, 1);

  /* A decided hand takes no further trick. */
  if (status != TRUCO_HAND_UNDECIDED && n < 3)
    {
      TrucoSide more[3];

      memcpy (more, tricks, n * sizeof (TrucoSide));
      more[n] = TRUCO_SIDE_NONE;
      g_assert_false (truco_hand_winner (rules, more, n + 1, mano, dealer, &result, NULL, &error));
      g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT);
    }
}

static void
test_hand_patterns (void)
{
  const struct { const char *id; const char *option; const char *value; } variants[] = {
    { "ar", NULL, NULL }, { "cat", NULL, NULL }, { "fr", NULL, NULL },
    { "tyf", NULL, NULL }, { "tyf", "all_pardes", "none" },
  };

  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup (variants[v].id));

      if (variants[v].option)
        g_assert_true (truco_rules_set (rules, variants[v].option, variants[v].value, NULL));

      for (TrucoSide x = TRUCO_SIDE_A; x <= TRUCO_SIDE_B; x++)
        for (guint p = 0; p < G_N_ELEMENTS (patterns); p++)
          for (TrucoSide mano = TRUCO_SIDE_A; mano <= TRUCO_SIDE_B; mano++)
            {
              TrucoSide tricks[3];
              TrucoSide y = x == TRUCO_SIDE_A ? TRUCO_SIDE_B : TRUCO_SIDE_A;
              guint n = to_tricks (patterns[p].pattern, x, tricks);
              TrucoSide dealer = mano == TRUCO_SIDE_A ? TRUCO_SIDE_B : TRUCO_SIDE_A;
              TrucoSide expected;

              if (patterns[p].winner == 'X')
                expected = x;
              else if (patterns[p].winner == 'Y')
                expected = y;
              else if (strcmp (variants[v].id, "cat") == 0 || strcmp (variants[v].id, "fr") == 0)
                expected = mano;   /* the non-dealing side */
              else if (variants[v].option != NULL)
                {
                  check_hand (rules, tricks, n, mano, dealer, TRUCO_HAND_NOBODY, TRUCO_SIDE_NONE);
                  continue;
                }
              else
                expected = mano;
              check_hand (rules, tricks, n, mano, dealer, TRUCO_HAND_WON, expected);

              /* Every proper prefix of a pattern is undecided. */
              for (guint k = 0; k < n; k++)
                {
                  gboolean prefix_of_other = FALSE;

                  /* "W" is a prefix of WW: undecided; but "WP" is terminal. */
                  for (guint q = 0; q < G_N_ELEMENTS (patterns); q++)
                    if (strlen (patterns[q].pattern) == k && strncmp (patterns[q].pattern, patterns[p].pattern, k) == 0)
                      prefix_of_other = TRUE;
                  if (!prefix_of_other)
                    check_hand (rules, tricks, k, mano, dealer, TRUCO_HAND_UNDECIDED, TRUCO_SIDE_NONE);
                }
            }
    }

  /* Gallo fijo: mano and dealer may sit on the same side.  Argentine three
   * pardas go to the mano; Catalan ones to the non-dealers. */
  {
    TrucoSide ppp[3] = { TRUCO_SIDE_NONE, TRUCO_SIDE_NONE, TRUCO_SIDE_NONE };

    check_hand (rules_of ("ar"), ppp, 3, TRUCO_SIDE_A, TRUCO_SIDE_A, TRUCO_HAND_WON, TRUCO_SIDE_A);
    check_hand (rules_of ("cat"), ppp, 3, TRUCO_SIDE_A, TRUCO_SIDE_A, TRUCO_HAND_WON, TRUCO_SIDE_B);
  }
}

/* The Put table of §1.3, all 27 three-trick sequences and the two-trick ones. */
static void
test_hand_put_table (void)
{
  const struct { const char *pattern; char result; } table[] = {
    { "WW", 'X' }, { "LL", 'Y' },
    { "WLW", 'X' }, { "LWW", 'X' }, { "WPW", 'X' }, { "PWW", 'X' },
    { "WLL", 'Y' }, { "LWL", 'Y' }, { "LPL", 'Y' }, { "PLL", 'Y' },
    { "WPP", 'X' }, { "PWP", 'X' }, { "PPW", 'X' },
    { "LPP", 'Y' }, { "PLP", 'Y' }, { "PPL", 'Y' },
    { "WLP", '-' }, { "LWP", '-' }, { "WPL", '-' }, { "LPW", '-' }, { "PWL", '-' }, { "PLW", '-' },
    { "PPP", '-' },
    /* Not decided before the third trick (unless two wins). */
    { "W", '?' }, { "L", '?' }, { "P", '?' }, { "WL", '?' }, { "LW", '?' }, { "WP", '?' },
    { "PW", '?' }, { "LP", '?' }, { "PL", '?' }, { "PP", '?' }, { "", '?' },
  };
  guint three_trick = 0;

  for (guint i = 0; i < G_N_ELEMENTS (table); i++)
    for (TrucoSide x = TRUCO_SIDE_A; x <= TRUCO_SIDE_B; x++)
      {
        TrucoSide tricks[3];
        guint n = to_tricks (table[i].pattern, x, tricks);
        TrucoSide y = x == TRUCO_SIDE_A ? TRUCO_SIDE_B : TRUCO_SIDE_A;

        switch (table[i].result)
          {
          case 'X': check_hand (rules_of ("put"), tricks, n, TRUCO_SIDE_A, TRUCO_SIDE_B, TRUCO_HAND_WON, x); break;
          case 'Y': check_hand (rules_of ("put"), tricks, n, TRUCO_SIDE_A, TRUCO_SIDE_B, TRUCO_HAND_WON, y); break;
          case '-': check_hand (rules_of ("put"), tricks, n, TRUCO_SIDE_A, TRUCO_SIDE_B, TRUCO_HAND_NOBODY, TRUCO_SIDE_NONE); break;
          default: check_hand (rules_of ("put"), tricks, n, TRUCO_SIDE_A, TRUCO_SIDE_B, TRUCO_HAND_UNDECIDED, TRUCO_SIDE_NONE); break;
          }
        if (n == 3)
          three_trick++;
      }
  /* 27 three-trick sequences minus the 4 that stop after two (WW? no: WWx, LLx never happen) */
  g_assert_cmpuint (three_trick, ==, 2 * 21);

  /* Put for three. */
  {
    g_autoptr(TrucoRules) put3 = truco_rules_new (truco_variant_lookup ("put"));
    TrucoSide abc[3] = { TRUCO_SIDE_A, TRUCO_SIDE_B, TRUCO_SIDE_C };
    TrucoSide cpp[3] = { TRUCO_SIDE_C, TRUCO_SIDE_NONE, TRUCO_SIDE_NONE };
    TrucoSide cac[3] = { TRUCO_SIDE_C, TRUCO_SIDE_A, TRUCO_SIDE_C };
    TrucoSide apb[3] = { TRUCO_SIDE_A, TRUCO_SIDE_NONE, TRUCO_SIDE_B };

    g_assert_true (truco_rules_set (put3, "players", "3", NULL));
    check_hand (put3, abc, 3, TRUCO_SIDE_A, TRUCO_SIDE_B, TRUCO_HAND_NOBODY, TRUCO_SIDE_NONE);
    check_hand (put3, cpp, 3, TRUCO_SIDE_A, TRUCO_SIDE_B, TRUCO_HAND_WON, TRUCO_SIDE_C);
    check_hand (put3, cac, 3, TRUCO_SIDE_A, TRUCO_SIDE_B, TRUCO_HAND_WON, TRUCO_SIDE_C);
    check_hand (put3, apb, 3, TRUCO_SIDE_A, TRUCO_SIDE_B, TRUCO_HAND_NOBODY, TRUCO_SIDE_NONE);
    check_hand (put3, abc, 2, TRUCO_SIDE_A, TRUCO_SIDE_B, TRUCO_HAND_UNDECIDED, TRUCO_SIDE_NONE);
  }
}

static void
test_hand_errors (void)
{
  TrucoSide four[4] = { TRUCO_SIDE_NONE, TRUCO_SIDE_NONE, TRUCO_SIDE_NONE, TRUCO_SIDE_NONE };
  TrucoSide c[1] = { TRUCO_SIDE_C };
  TrucoHandResult result;
  g_autoptr(GError) error = NULL;

  g_assert_false (truco_hand_winner (rules_of ("ar"), four, 4, TRUCO_SIDE_A, TRUCO_SIDE_B, &result, NULL, &error));
  g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_WRONG_COUNT);
  g_clear_error (&error);
  g_assert_false (truco_hand_winner (rules_of ("ar"), c, 1, TRUCO_SIDE_A, TRUCO_SIDE_B, &result, NULL, &error));
  g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (truco_hand_winner (rules_of ("put"), c, 1, TRUCO_SIDE_A, TRUCO_SIDE_B, &result, NULL, &error));
  g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_ARGUMENT);
}

/* ---- falta (§2.8) ---- */

static void
test_falta (void)
{
  const struct {
    const char *mode; guint a, b, target; const char *malas_buenas; gboolean chico; guint points;
  } cases[] = {
    /* doc/rules.md examples (T = 30). */
    { "A", 12, 8, 30, "on", FALSE, 18 }, { "B", 12, 8, 30, "on", TRUE, 0 }, { "C", 12, 8, 30, "on", FALSE, 3 },
    { "A", 20, 10, 30, "on", FALSE, 10 }, { "B", 20, 10, 30, "on", FALSE, 10 }, { "C", 20, 10, 30, "on", FALSE, 10 },
    { "A", 14, 14, 30, "on", FALSE, 16 }, { "B", 14, 14, 30, "on", TRUE, 0 }, { "C", 14, 14, 30, "on", FALSE, 1 },
    { "B", 15, 3, 30, "on", FALSE, 15 },
    /* The malas/buenas boundary: 14 is malas, 15 buenas, either side leading. */
    { "A", 14, 0, 30, "on", FALSE, 16 }, { "A", 0, 15, 30, "on", FALSE, 15 },
    { "B", 0, 14, 30, "on", TRUE, 0 }, { "B", 15, 14, 30, "on", FALSE, 15 },
    { "C", 3, 14, 30, "on", FALSE, 1 }, { "C", 15, 0, 30, "on", FALSE, 15 },
    { "D", 0, 0, 30, "on", TRUE, 0 }, { "D", 29, 29, 30, "on", TRUE, 0 },
    { "A", 0, 0, 30, "on", FALSE, 30 }, { "A", 29, 29, 30, "on", FALSE, 1 }, { "A", 15, 15, 30, "on", FALSE, 15 },
    /* Without malas and buenas, B and C are A. */
    { "B", 12, 8, 30, "off", FALSE, 18 }, { "C", 12, 8, 30, "off", FALSE, 18 },
    /* A 15-point chico: 15 − L, no malas. */
    { "A", 14, 0, 15, "on", FALSE, 1 }, { "B", 7, 3, 15, "on", FALSE, 8 }, { "C", 7, 7, 15, "on", FALSE, 8 },
    { "D", 14, 14, 15, "on", TRUE, 0 }, { "A", 0, 0, 15, "on", FALSE, 15 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
      TrucoFalta falta;
      g_autoptr(GError) error = NULL;
      g_autoptr(TrucoExplanation) explanation = truco_explanation_new ();

      g_assert_true (truco_rules_set (rules, "falta_mode", cases[i].mode, NULL));
      g_assert_true (truco_rules_set (rules, "malas_buenas", cases[i].malas_buenas, NULL));
      g_assert_true (truco_falta_value (rules, cases[i].a, cases[i].b, cases[i].target, FALSE,
                                        &falta, explanation, &error));
      g_assert_no_error (error);
      g_assert_cmpint (falta.wins_chico, ==, cases[i].chico);
      if (!cases[i].chico)
        g_assert_cmpuint (falta.points, ==, cases[i].points);
      g_assert_cmpuint (truco_explanation_get_n_steps (explanation), ==, 1);

      /* The target option gives the same answer as an explicit target. */
      if (cases[i].target == 15)
        {
          TrucoFalta again;
          g_assert_true (truco_rules_set (rules, "target", "15", NULL));
          g_assert_true (truco_falta_value (rules, cases[i].a, cases[i].b, 0, FALSE, &again, NULL, NULL));
          g_assert_cmpint (again.wins_chico, ==, falta.wins_chico);
          g_assert_cmpuint (again.points, ==, falta.points);
        }
    }

  /* Pica-pica: 6 in every mode. */
  for (const char *m = "ABCD"; *m; m++)
    {
      g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
      char mode[2] = { *m, 0 };
      TrucoFalta falta;

      truco_rules_set (rules, "falta_mode", mode, NULL);
      g_assert_true (truco_falta_value (rules, 3, 20, 0, TRUE, &falta, NULL, NULL));
      g_assert_false (falta.wins_chico);
      g_assert_cmpuint (falta.points, ==, 6);
    }

  /* §2.3: pica-pica hands stop once a side reaches 25 (10 buenas), or 15
   * with pica_pica_until=15, so no pica-pica falta exists from there. */
  {
    g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
    g_autoptr(GError) error = NULL;
    TrucoFalta falta;

    g_assert_true (truco_falta_value (rules, 24, 3, 0, TRUE, &falta, NULL, NULL));
    g_assert_cmpuint (falta.points, ==, 6);
    g_assert_false (truco_falta_value (rules, 3, 25, 0, TRUE, &falta, NULL, &error));
    g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE);
    g_clear_error (&error);
    g_assert_true (truco_falta_value (rules, 3, 25, 0, FALSE, &falta, NULL, NULL));
    g_assert_cmpuint (falta.points, ==, 5);

    g_assert_true (truco_rules_set (rules, "pica_pica_until", "15", NULL));
    g_assert_true (truco_falta_value (rules, 14, 14, 0, TRUE, &falta, NULL, NULL));
    g_assert_cmpuint (falta.points, ==, 6);
    g_assert_false (truco_falta_value (rules, 15, 3, 0, TRUE, &falta, NULL, &error));
    g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE);
  }

  /* Errors: a score at the target, a variant without envido. */
  {
    TrucoFalta falta;
    g_autoptr(GError) error = NULL;

    g_assert_false (truco_falta_value (rules_of ("ar"), 30, 2, 0, FALSE, &falta, NULL, &error));
    g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE);
    g_clear_error (&error);
    g_assert_false (truco_falta_value (rules_of ("ar"), 15, 2, 15, FALSE, &falta, NULL, &error));
    g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE);
    g_clear_error (&error);
    g_assert_false (truco_falta_value (rules_of ("cat"), 1, 2, 0, FALSE, &falta, NULL, &error));
    g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_NOT_IN_VARIANT);
  }
}

/* Every step kind formats to a non-empty sentence in the words of every
 * variant: "parda" only where players say it, and never a section of the
 * rules. */
static void
test_step_format (void)
{
  for (TrucoStepKind k = 0; k < TRUCO_N_STEP_KINDS; k++)
    for (guint tie = TRUCO_TIE_PARDA; tie <= TRUCO_TIE_TIE; tie++)
      for (guint game = TRUCO_GAME_WORD_CHICO; game <= TRUCO_GAME_WORD_ROUND; game++)
        {
          TrucoStep step = {
            .kind = k, .side = TRUCO_SIDE_A, .n_cards = 3, .n_numbers = 6,
            .tie_word = tie, .game_word = game,
            .cards = { card ("7E"), card ("6E"), card ("5E") },
            .numbers = { 1, 1, 5, 1, 1, 3 },
            .words = { "real envido", "envido" },
          };
          g_autofree char *text = truco_step_format (&step);

          g_assert_nonnull (text);
          g_assert_cmpuint (strlen (text), >, 10);
          g_assert_null (strstr (text, "%"));
          g_assert_null (strstr (text, "§"));
          g_assert_null (strstr (text, ".md"));
          if (tie != TRUCO_TIE_PARDA)
            g_assert_null (strstr (text, "parda"));
          /* The falta and the match of chicos (el bueno) exist only
           * where the chico does. */
          if (game != TRUCO_GAME_WORD_CHICO && (k < TRUCO_STEP_FALTA_NEEDS || k > TRUCO_STEP_FALTA_PICA_PICA) &&
              (k < TRUCO_STEP_MATCH_WON || k > TRUCO_STEP_MATCH_GOES_ON))
            g_assert_null (strstr (text, "chico"));
        }
}

/* A learner's window names cards in full; truco-rules keeps the notation. */
static void
test_step_card_names (void)
{
  const TrucoRules *rules = truco_variant_get_default_rules (truco_variant_lookup ("ar"));
  TrucoCard hand[3] = { card ("7E"), card ("6E"), card ("3O") };
  g_autoptr(TrucoExplanation) explanation = truco_explanation_new ();
  g_autofree char *codes = NULL;
  g_autofree char *names = NULL;

  truco_envido (rules, hand, explanation);
  codes = truco_explanation_format (explanation);
  g_assert_nonnull (strstr (codes, "7E and 6E share a suit"));

  truco_explanation_set_card_names (TRUE);
  names = truco_explanation_format (explanation);
  truco_explanation_set_card_names (FALSE);

  g_assert_null (strstr (names, "7E"));
  g_assert_null (strstr (names, "6E"));
  /* The sentence opens with the card's name, capitalised. */
  g_assert_true (g_str_has_prefix (names, "Seven of swords and six of swords share a suit"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/eval/step-card-names", test_step_card_names);

  g_test_add_func ("/eval/envido-flor-exhaustive", test_envido_flor_exhaustive);
  g_test_add_func ("/eval/embit-flor-tyf-exhaustive", test_embit_flor_tyf_exhaustive);
  g_test_add_func ("/eval/trick-every-pair", test_trick_every_pair);
  g_test_add_func ("/eval/trick-ties", test_trick_ties);
  g_test_add_func ("/eval/trick-put-three", test_trick_put_three);
  g_test_add_func ("/eval/trick-errors", test_trick_errors);
  g_test_add_func ("/eval/hand-patterns", test_hand_patterns);
  g_test_add_func ("/eval/hand-put-table", test_hand_put_table);
  g_test_add_func ("/eval/hand-errors", test_hand_errors);
  g_test_add_func ("/eval/falta", test_falta);
  g_test_add_func ("/eval/step-format", test_step_format);

  return g_test_run ();
}
