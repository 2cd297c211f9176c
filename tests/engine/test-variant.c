/* test-variant.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "truco-ladder.h"
#include "truco-variant.h"
#include "truco-variant-private.h"

static void
test_lookup (void)
{
  const char *ids[] = { "ar", "cat", "fr", "tyf", "put" };
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (truco_variant_get_count (), ==, 5);
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      const TrucoVariant *v = truco_variant_get_nth (i);

      g_assert_cmpstr (truco_variant_get_id (v), ==, ids[i]);
      g_assert_true (truco_variant_lookup (ids[i]) == v);
      g_assert_nonnull (truco_variant_get_name (v));
      g_assert_nonnull (truco_variant_get_summary (v));
    }
  g_assert_true (truco_variant_get_default () == truco_variant_lookup ("ar"));
  g_assert_null (truco_variant_lookup ("xx"));
  g_assert_null (truco_variant_lookup_with_error ("xx", &error));
  g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_UNKNOWN_VARIANT);
  g_assert_nonnull (strstr (error->message, "tyf"));
}

/* Every class of every ranking, against doc/rules.md §2.1, §3, §4, §5.2, §6. */
static void
test_rankings (void)
{
  const struct { const char *id; const char *option; const char *value; const char *classes; } cases[] = {
    { "ar", NULL, NULL, "1E|1B|7E|7O|3E 3B 3O 3C|2E 2B 2O 2C|1O 1C|12E 12B 12O 12C|11E 11B 11O 11C|10E 10B 10O 10C|7B 7C|6E 6B 6O 6C|5E 5B 5O 5C|4E 4B 4O 4C" },
    { "tyf", NULL, NULL, "1E|1B|7E|7O|3E 3B 3O 3C|2E 2B 2O 2C|1O 1C|12E 12B 12O 12C|11E 11B 11O 11C|10E 10B 10O 10C|7B 7C|6E 6B 6O 6C|5E 5B 5O 5C|4E 4B 4O 4C" },
    { "cat", NULL, NULL, "3E 3B 3O 3C|2E 2B 2O 2C|1E 1B 1O 1C|12E 12B 12O 12C|11E 11B 11O 11C|10E 10B 10O 10C|7E 7B 7O 7C|6E 6B 6O 6C|5E 5B 5O 5C|4E 4B 4O 4C" },
    { "fr", NULL, NULL, "7S 7H 7D 7C|8S 8H 8D 8C|AS AH AD AC|KS KH KD KC|QS QH QD QC|JS JH JD JC|10S 10H 10D 10C|9S 9H 9D 9C" },
    { "fr", "fr_rank", "8-7-A", "8S 8H 8D 8C|7S 7H 7D 7C|AS AH AD AC|KS KH KD KC|QS QH QD QC|JS JH JD JC|10S 10H 10D 10C|9S 9H 9D 9C" },
    { "fr", "fr_rank", "7-A-8", "7S 7H 7D 7C|AS AH AD AC|KS KH KD KC|QS QH QD QC|JS JH JD JC|10S 10H 10D 10C|9S 9H 9D 9C|8S 8H 8D 8C" },
    { "fr", "fr_rank", "36card", "7S 7H 7D 7C|6S 6H 6D 6C|AS AH AD AC|KS KH KD KC|QS QH QD QC|JS JH JD JC|10S 10H 10D 10C|9S 9H 9D 9C|8S 8H 8D 8C" },
    { "put", NULL, NULL, "3S 3H 3D 3C|2S 2H 2D 2C|AS AH AD AC|KS KH KD KC|QS QH QD QC|JS JH JD JC|10S 10H 10D 10C|9S 9H 9D 9C|8S 8H 8D 8C|7S 7H 7D 7C|6S 6H 6D 6C|5S 5H 5D 5C|4S 4H 4D 4C" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup (cases[i].id));
      g_auto(GStrv) classes = g_strsplit (cases[i].classes, "|", -1);
      guint n_deck, total = 0;
      const TrucoCard *deck;

      if (cases[i].option)
        g_assert_true (truco_rules_set (rules, cases[i].option, cases[i].value, NULL));
      deck = truco_deck_get_cards (truco_rules_get_deck (rules), &n_deck);

      g_assert_cmpuint (truco_rules_get_n_classes (rules), ==, g_strv_length (classes));
      for (guint c = 0; classes[c]; c++)
        {
          g_auto(GStrv) cards = g_strsplit (classes[c], " ", -1);
          guint n;
          const TrucoCard *class_cards = truco_rules_get_class_cards (rules, c + 1, &n);

          g_assert_cmpuint (n, ==, g_strv_length (cards));
          for (guint k = 0; cards[k]; k++)
            {
              TrucoCard card;
              g_assert_true (truco_card_parse_in_deck (cards[k], truco_rules_get_deck (rules), &card, NULL));
              g_assert_cmpuint (truco_rules_get_card_class (rules, card), ==, c + 1);
              total++;
            }
          (void) class_cards;
        }
      g_assert_cmpuint (total, ==, n_deck);
      for (guint k = 0; k < n_deck; k++)
        g_assert_cmpuint (truco_rules_get_card_class (rules, deck[k]), >=, 1);
    }
}

static void
test_options (void)
{
  for (guint i = 0; i < truco_variant_get_count (); i++)
    {
      const TrucoVariant *v = truco_variant_get_nth (i);
      g_autoptr(TrucoRules) rules = truco_rules_new (v);

      g_assert_cmpuint (truco_variant_get_n_options (v), >, 0);
      for (guint o = 0; o < truco_variant_get_n_options (v); o++)
        {
          const TrucoOption *opt = truco_variant_get_option (v, o);
          const char *key = truco_option_get_key (opt);

          g_assert_true (truco_variant_find_option (v, key) == opt);
          g_assert_nonnull (truco_option_get_title (opt));
          g_assert_nonnull (truco_option_get_explanation (opt));
          g_assert_cmpuint (truco_option_get_n_choices (opt), >=, 2);
          g_assert_cmpstr (truco_rules_get (rules, key), ==,
                           truco_option_get_choice (opt, truco_option_get_default (opt)));
          for (guint c = 0; c < truco_option_get_n_choices (opt); c++)
            {
              g_assert_nonnull (truco_option_get_choice_label (opt, c));
              g_assert_true (truco_rules_set (rules, key, truco_option_get_choice (opt, c), NULL));
              g_assert_cmpstr (truco_rules_get (rules, key), ==, truco_option_get_choice (opt, c));
            }
        }
    }
}

static void
test_option_errors (void)
{
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("cat"));
  g_autoptr(GError) error = NULL;

  /* flor_enabled exists in ar only. */
  g_assert_false (truco_rules_set (rules, "flor_enabled", "on", &error));
  g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_UNKNOWN_OPTION);
  g_assert_nonnull (strstr (error->message, "one_card_deal"));
  g_clear_error (&error);

  g_assert_false (truco_rules_set (rules, "one_card_deal", "maybe", &error));
  g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE);
  g_assert_nonnull (strstr (error->message, "on, off"));
  g_assert_cmpstr (truco_rules_get (rules, "one_card_deal"), ==, "on");
}

static void
test_defaults (void)
{
  const TrucoRules *ar = truco_variant_get_default_rules (truco_variant_lookup ("ar"));
  const TrucoRules *tyf = truco_variant_get_default_rules (truco_variant_lookup ("tyf"));
  const TrucoRules *cat = truco_variant_get_default_rules (truco_variant_lookup ("cat"));
  guint n;

  g_assert_cmpstr (truco_rules_get (ar, "flor_enabled"), ==, "off");
  g_assert_cmpstr (truco_rules_get (ar, "falta_mode"), ==, "A");
  g_assert_cmpuint (truco_rules_get_target (ar), ==, 30);
  g_assert_cmpuint (truco_rules_get_target (cat), ==, 12);
  g_assert_cmpuint (truco_rules_get_target (tyf), ==, 25);
  g_assert_true (truco_rules_has_declaration (ar, TRUCO_DECLARATION_ENVIDO));
  g_assert_false (truco_rules_has_declaration (ar, TRUCO_DECLARATION_FLOR));
  g_assert_true (truco_rules_has_declaration (tyf, TRUCO_DECLARATION_EMBIT));
  g_assert_true (truco_rules_has_declaration (tyf, TRUCO_DECLARATION_FLOR));
  g_assert_false (truco_rules_has_declaration (cat, TRUCO_DECLARATION_ENVIDO));
  g_assert_true (truco_rules_is_wild (tyf, TRUCO_CARD (TRUCO_SUIT_OROS, 10)));
  g_assert_true (truco_rules_is_wild (tyf, TRUCO_CARD (TRUCO_SUIT_BASTOS, 11)));
  g_assert_false (truco_rules_is_wild (ar, TRUCO_CARD (TRUCO_SUIT_OROS, 10)));
  g_assert_cmpint (truco_rules_get_card_points (ar, TRUCO_CARD (TRUCO_SUIT_OROS, 12)), ==, 0);
  g_assert_cmpint (truco_rules_get_card_points (ar, TRUCO_CARD (TRUCO_SUIT_OROS, 7)), ==, 7);
  g_assert_cmpint (truco_rules_get_card_points (cat, TRUCO_CARD (TRUCO_SUIT_OROS, 7)), ==, -1);
  truco_variant_get_top_cards (truco_variant_lookup ("ar"), &n);
  g_assert_cmpuint (n, ==, 4);
}

/* Which options change nothing under which rules, over every value of the
 * options they depend on; every other option of every variant applies
 * under the defaults. */
static void
test_option_applies (void)
{
  const TrucoVariant *ar = truco_variant_lookup ("ar");
  const char * const flor_keys[] = { "flor_scheme", "flor_contest_base", "cfar_winner_takes_chico",
                                     "pedir_flor_false_claim" };
  const TrucoOption *players = truco_variant_find_option (ar, "players");
  const char *reason = NULL;

  for (guint i = 0; i < truco_variant_get_count (); i++)
    {
      const TrucoVariant *variant = truco_variant_get_nth (i);
      const TrucoRules *rules = truco_variant_get_default_rules (variant);

      for (guint j = 0; j < truco_variant_get_n_options (variant); j++)
        {
          const char *key = truco_option_get_key (truco_variant_get_option (variant, j));
          gboolean flor_rule = FALSE;

          for (guint k = 0; k < G_N_ELEMENTS (flor_keys); k++)
            flor_rule = flor_rule || g_str_equal (key, flor_keys[k]);

          /* Defaults: no flor in ar, two players (no pica-pica), four in
           * Catalan Truc, a chico of 30. */
          reason = "unset";
          if (flor_rule || (g_str_equal (truco_variant_get_id (variant), "ar") && g_str_equal (key, "pica_pica_until")))
            {
              g_assert_false (truco_rules_option_applies (rules, key, &reason));
              g_assert_nonnull (reason);
              g_assert_cmpstr (reason, !=, "unset");
            }
          else
            {
              g_assert_true (truco_rules_option_applies (rules, key, &reason));
              g_assert_null (reason);
            }
        }
      g_assert_true (truco_rules_option_applies (rules, "no_such_option", NULL));
    }

  /* Flor on: every flor rule applies. */
  {
    g_autoptr(TrucoRules) rules = truco_rules_new (ar);

    g_assert_true (truco_rules_set (rules, "flor_enabled", "on", NULL));
    for (guint k = 0; k < G_N_ELEMENTS (flor_keys); k++)
      g_assert_true (truco_rules_option_applies (rules, flor_keys[k], NULL));
  }

  /* Pica-pica: only with six or eight players. */
  for (guint i = 0; i < truco_option_get_n_choices (players); i++)
    {
      g_autoptr(TrucoRules) rules = truco_rules_new (ar);
      const char *count = truco_option_get_choice (players, i);
      gboolean applies;

      g_assert_true (truco_rules_set (rules, "players", count, NULL));
      applies = truco_rules_option_applies (rules, "pica_pica_until", &reason);
      g_assert_cmpint (applies, ==, g_str_equal (count, "6") || g_str_equal (count, "8"));
      g_assert_true ((reason == NULL) == applies);
    }

  /* Malas and buenas: only in a chico of 30. */
  {
    g_autoptr(TrucoRules) rules = truco_rules_new (ar);

    g_assert_true (truco_rules_set (rules, "target", "15", NULL));
    g_assert_false (truco_rules_option_applies (rules, "malas_buenas", NULL));
  }

  /* Captains answer for a side of two, not one against one. */
  {
    g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("cat"));

    g_assert_true (truco_rules_option_applies (rules, "cat_captain_answers", NULL));
    g_assert_true (truco_rules_set (rules, "players", "2", NULL));
    g_assert_false (truco_rules_option_applies (rules, "cat_captain_answers", &reason));
    g_assert_cmpstr (reason, ==, "Only with four players, in sides of two.");
  }
}

/* The top cards (the "cartas bravas") follow the rule set: as many
 * ranking classes as the variant's default top cards, in this rule set's
 * order (fr_rank, doc/rules.md §4 and C24). */
static void
test_top_cards (void)
{
  static const char *const ids[] = { "ar", "cat", "fr", "tyf", "put" };
  static const char *const fr_ranks[] = { "7-8-A", "8-7-A", "7-A-8", "36card" };

  for (guint v = 0; v < G_N_ELEMENTS (ids); v++)
    for (guint r = 0; r < (strcmp (ids[v], "fr") == 0 ? G_N_ELEMENTS (fr_ranks) : 1); r++)
      {
        const TrucoVariant *variant = truco_variant_lookup (ids[v]);
        g_autoptr(TrucoRules) rules = truco_rules_new (variant);
        guint n_default, n, n_classes, k = 0;
        const TrucoCard *def = truco_variant_get_top_cards (variant, &n_default);
        const TrucoCard *top;

        if (strcmp (ids[v], "fr") == 0)
          g_assert_true (truco_rules_set (rules, "fr_rank", fr_ranks[r], NULL));
        n_classes = truco_rules_get_card_class (truco_variant_get_default_rules (variant), def[n_default - 1]);
        top = truco_rules_get_top_cards (rules, &n);
        g_assert_cmpuint (n, >, 0);
        for (guint klass = 1; klass <= n_classes; klass++)
          {
            guint n_class;
            const TrucoCard *cards = truco_rules_get_class_cards (rules, klass, &n_class);

            for (guint i = 0; i < n_class; i++, k++)
              {
                g_assert_cmpuint (k, <, n);
                g_assert_cmpuint (top[k], ==, cards[i]);
              }
          }
        g_assert_cmpuint (k, ==, n);
      }

  {
    g_autoptr(TrucoRules) fr = truco_rules_new (truco_variant_lookup ("fr"));
    guint n;
    const TrucoCard *top;

    g_assert_true (truco_rules_set (fr, "fr_rank", "8-7-A", NULL));
    top = truco_rules_get_top_cards (fr, &n);
    g_assert_cmpuint (truco_card_get_rank (top[0]), ==, 8);
    top = truco_rules_get_top_cards (truco_variant_get_default_rules (truco_variant_lookup ("ar")), &n);
    g_assert_cmpuint (n, ==, 4);
    g_assert_cmpuint (top[0], ==, TRUCO_CARD (TRUCO_SUIT_ESPADAS, 1));
  }
}

/* The ladders of §2.6/§2.7: the values the state machine will use. */
static void
test_ladders (void)
{
  g_autoptr(TrucoRules) ar = truco_rules_new (truco_variant_lookup ("ar"));
  const TrucoLadder *ladders;
  guint n;

  ladders = truco_rules_get_ladders (ar, &n);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpint (ladders[0].kind, ==, TRUCO_BET_ENVIDO);
  g_assert_cmpint (ladders[1].kind, ==, TRUCO_BET_TRUCO);
  g_assert_cmpuint (ladders[1].n_steps, ==, 3);
  g_assert_cmpstr (ladders[1].steps[2].call, ==, "vale cuatro");
  g_assert_cmpint (ladders[1].steps[2].accepted.points, ==, 4);
  g_assert_cmpuint (ladders[0].steps[0].max_times, ==, 2);

  g_assert_true (truco_rules_set (ar, "flor_enabled", "on", NULL));
  ladders = truco_rules_get_ladders (ar, &n);
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpint (ladders[0].kind, ==, TRUCO_BET_FLOR);
  g_assert_cmpint (ladders[0].steps[1].accepted.per_flor, ==, 3);
  g_assert_true (truco_rules_set (ar, "flor_scheme", "four_point", NULL));
  ladders = truco_rules_get_ladders (ar, &n);
  g_assert_cmpint (ladders[0].steps[0].accepted.points, ==, 4);

  /* §2.9, §8 cfar_winner_takes_chico: "se juega al resto de ambos bandos",
   * the winner of a contraflor al resto takes the chico, in every flor
   * scheme; refused it still pays what was accepted before it. */
  for (guint scheme = 0; scheme < 3; scheme++)
    {
      const char *schemes[][2] = { { "reglamento", "3" }, { "reglamento", "3n" }, { "four_point", "3" } };
      const TrucoLadderStep *cfar;

      g_assert_true (truco_rules_set (ar, "flor_scheme", schemes[scheme][0], NULL));
      g_assert_true (truco_rules_set (ar, "flor_contest_base", schemes[scheme][1], NULL));
      g_assert_true (truco_rules_set (ar, "cfar_winner_takes_chico", "off", NULL));
      ladders = truco_rules_get_ladders (ar, &n);
      cfar = &ladders[0].steps[2];
      g_assert_cmpstr (cfar->call, ==, "contraflor al resto");
      g_assert_cmpint (cfar->accepted.kind, ==, TRUCO_STAKE_FALTA);
      g_assert_cmpint (cfar->accepted.per_flor, ==, 3);

      g_assert_true (truco_rules_set (ar, "cfar_winner_takes_chico", "on", NULL));
      ladders = truco_rules_get_ladders (ar, &n);
      g_assert_cmpuint (n, ==, 3);
      cfar = &ladders[0].steps[2];
      g_assert_cmpstr (cfar->call, ==, "contraflor al resto");
      g_assert_cmpint (cfar->accepted.kind, ==, TRUCO_STAKE_GAME);
      g_assert_cmpint (cfar->rejected.kind, ==, TRUCO_STAKE_PREVIOUS);
      /* The rest of the ladder is the scheme's. */
      g_assert_cmpint (ladders[0].steps[0].accepted.points, ==, (scheme == 0 ? 3 : scheme == 1 ? 0 : 4));
      g_assert_cmpint (ladders[0].steps[0].accepted.per_flor, ==, (scheme == 1 ? 3 : 0));
    }
}

static void
test_facts (void)
{
  for (guint i = 0; i < truco_variant_get_count (); i++)
    {
      const TrucoVariant *v = truco_variant_get_nth (i);

      for (TrucoFact f = 0; f < TRUCO_N_FACTS; f++)
        {
          g_autofree char *text = truco_variant_describe (v, NULL, f);

          g_assert_nonnull (truco_fact_get_title (f));
          g_assert_nonnull (text);
          g_assert_cmpuint (strlen (text), >, 10);
        }
    }

  {
    g_autoptr(TrucoRules) ar = truco_rules_new (truco_variant_lookup ("ar"));
    g_autofree char *before = truco_variant_describe (truco_variant_lookup ("ar"), ar, TRUCO_FACT_LADDERS);
    g_autofree char *after = NULL;
    g_autofree char *target = NULL;

    g_assert_null (strstr (before, "contraflor"));
    g_assert_nonnull (strstr (before, "vale cuatro: 4, refused 3"));
    truco_rules_set (ar, "flor_enabled", "on", NULL);
    truco_rules_set (ar, "target", "15", NULL);
    after = truco_variant_describe (truco_variant_lookup ("ar"), ar, TRUCO_FACT_LADDERS);
    g_assert_nonnull (strstr (after, "contraflor al resto"));
    target = truco_variant_describe (truco_variant_lookup ("ar"), ar, TRUCO_FACT_TARGET);
    g_assert_nonnull (strstr (target, "15 points"));
  }

  /* The top cards follow the chosen card order. */
  {
    g_autoptr(TrucoRules) fr = truco_rules_new (truco_variant_lookup ("fr"));
    g_autofree char *top = NULL;
    g_autofree char *ar_top = truco_variant_describe (truco_variant_lookup ("ar"), NULL, TRUCO_FACT_TOP_CARDS);

    g_assert_true (truco_rules_set (fr, "fr_rank", "36card", NULL));
    top = truco_variant_describe (truco_variant_lookup ("fr"), fr, TRUCO_FACT_TOP_CARDS);
    g_assert_nonnull (strstr (top, "2. the four sixes, which tie"));
    g_assert_null (strstr (top, "eight"));
    g_assert_cmpstr (ar_top, ==, "1. ace of swords: espadilla (ancho de espadas)\n"
                                 "2. ace of clubs: bastillo (ancho de bastos)\n"
                                 "3. seven of swords: siete bravo\n"
                                 "4. seven of coins: siete bravo");
  }
}

/* How a variant is played: inconsistent descriptors are refused with a
 * message naming the field. */
static void
test_play_check (void)
{
  static const struct {
    TrucoVariantPlay play;
    guint            declarations;
    gboolean         flor_option;
    const char      *field;   /* NULL: valid */
  } cases[] = {
    { { .games_to_win = 1 }, 0, FALSE, NULL },
    { { .games_to_win = 0 }, 0, FALSE, "games_to_win" },
    { { .games_to_win = 1, .fixed_seats = 9 }, 0, FALSE, "fixed_seats" },
    { { .games_to_win = 1, .envido_showdown = TRUE }, 0, FALSE, "envido_showdown" },
    { { .games_to_win = 1, .envido_showdown = TRUE }, 1u << TRUCO_DECLARATION_ENVIDO, FALSE, NULL },
    { { .games_to_win = 1, .envido_closed_by_truco = TRUE }, 1u << TRUCO_DECLARATION_EMBIT, FALSE, "envido_closed_by_truco" },
    { { .games_to_win = 1, .one_declaration = TRUE }, 0, FALSE, "one_declaration" },
    { { .games_to_win = 1, .pido_flor = TRUE }, 1u << TRUCO_DECLARATION_ENVIDO, FALSE, "pido_flor" },
    { { .games_to_win = 1, .pido_flor = TRUE }, 1u << TRUCO_DECLARATION_ENVIDO, TRUE, NULL },
    { { .games_to_win = 1, .flor_game_wins_round = TRUE }, 0, FALSE, "flor_" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      gboolean ok = truco_variant_play_check (&cases[i].play, cases[i].declarations, cases[i].flor_option, &error);

      if (cases[i].field == NULL)
        {
          g_assert_no_error (error);
          g_assert_true (ok);
          continue;
        }
      g_assert_false (ok);
      g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE);
      g_assert_nonnull (strstr (error->message, cases[i].field));
    }
  g_assert_false (truco_variant_play_check (NULL, 0, FALSE, NULL));
}

/* A whole variant descriptor: a target of 0, a ladder with calls the
 * variant does not have, an inconsistent ladder or play are refused when
 * the variant is built, with a message naming the field. */
static void
test_variant_check (void)
{
  static const TrucoVariantPlay play = { .games_to_win = 1 };
  static const TrucoVariantPlay no_game = { .games_to_win = 0 };
  const TrucoLadder *truco = truco_ladder_lookup ("cat-truc");
  const TrucoLadder *envido = truco_ladder_lookup ("ar-envido");
  const TrucoLadder *embit = truco_ladder_lookup ("tyf-embit");
  const TrucoLadder *flor = truco_ladder_lookup ("ar-flor");
  TrucoLadder nameless = *truco;
  const TrucoLadder *const just_truco[] = { truco, NULL };
  const TrucoLadder *const with_envido[] = { envido, truco, NULL };
  const TrucoLadder *const with_embit[] = { embit, truco, NULL };
  const TrucoLadder *const with_flor[] = { flor, envido, truco, NULL };
  const TrucoLadder *const no_truco[] = { envido, NULL };
  const TrucoLadder *const broken[] = { &nameless, NULL };
  const guint ENVIDO = 1u << TRUCO_DECLARATION_ENVIDO, EMBIT = 1u << TRUCO_DECLARATION_EMBIT;
  const struct {
    TrucoVariantParts parts;
    const char       *field;   /* NULL: valid */
  } cases[] = {
    { { "x", 12, 0, FALSE, just_truco, &play }, NULL },
    { { "x", 0, 0, FALSE, just_truco, &play }, "target" },
    { { "x", 30, ENVIDO, FALSE, with_envido, &play }, NULL },
    { { "x", 30, 0, FALSE, with_envido, &play }, "ladders[]" },
    { { "x", 30, EMBIT, FALSE, with_embit, &play }, NULL },
    { { "x", 30, ENVIDO, FALSE, with_flor, &play }, "ladders[]" },
    { { "x", 30, ENVIDO, TRUE, with_flor, &play }, NULL },
    { { "x", 30, ENVIDO, FALSE, no_truco, &play }, "ladders" },
    { { "x", 12, 0, FALSE, broken, &play }, "name" },
    { { "x", 12, 0, FALSE, just_truco, &no_game }, "games_to_win" },
  };

  nameless.name = NULL;
  g_assert_true (truco != NULL && envido != NULL && embit != NULL && flor != NULL);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      gboolean ok = truco_variant_check_parts (&cases[i].parts, &error);

      g_test_message ("case %u: %s", i, cases[i].field ? cases[i].field : "valid");
      if (cases[i].field == NULL)
        {
          g_assert_no_error (error);
          g_assert_true (ok);
          continue;
        }
      g_assert_false (ok);
      g_assert_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE);
      g_assert_nonnull (strstr (error->message, cases[i].field));
    }

  /* Every ladder is known by its id, once. */
  for (guint i = 0; i < truco_ladder_get_count (); i++)
    {
      const TrucoLadder *ladder = truco_ladder_get_nth (i);

      g_assert_true (truco_ladder_lookup (ladder->id) == ladder);
      g_assert_true (truco_ladder_check (ladder, NULL));
    }
}

/* Ladders by kind and by name: the embit is the envido ladder of Truc y
 * Flou, French raises and Put the ladders of the hand's value. */
static void
test_ladder_names (void)
{
  static const struct {
    const char  *variant;
    TrucoBetKind kind;
    const char  *name;
    const char  *id;
  } cases[] = {
    { "ar", TRUCO_BET_TRUCO, "truco", "ar-truco" },
    { "ar", TRUCO_BET_ENVIDO, "envido", "ar-envido" },
    { "cat", TRUCO_BET_TRUCO, "truco", "cat-truc" },
    { "fr", TRUCO_BET_TRUCO, "raise", "fr-raise" },
    { "tyf", TRUCO_BET_TRUCO, "truco", "tyf-truc" },
    { "tyf", TRUCO_BET_ENVIDO, "embit", "tyf-embit" },
    { "tyf", TRUCO_BET_FLOR, "flor", "tyf-flor" },
    { "put", TRUCO_BET_TRUCO, "put", "put-put" },
  };
  g_autoptr(TrucoRules) flor = truco_rules_new (truco_variant_lookup ("ar"));

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const TrucoRules *rules = truco_variant_get_default_rules (truco_variant_lookup (cases[i].variant));
      const TrucoLadder *ladder = truco_rules_get_ladder (rules, cases[i].kind);

      g_assert_nonnull (ladder);
      g_assert_cmpstr (ladder->id, ==, cases[i].id);
      g_assert_cmpstr (ladder->name, ==, cases[i].name);
      g_assert_true (truco_rules_find_ladder (rules, cases[i].name) == ladder);
    }
  /* Names a rule set does not play. */
  g_assert_null (truco_rules_find_ladder (truco_variant_get_default_rules (truco_variant_lookup ("ar")), "embit"));
  g_assert_null (truco_rules_find_ladder (truco_variant_get_default_rules (truco_variant_lookup ("put")), "truco"));
  g_assert_null (truco_rules_get_ladder (truco_variant_get_default_rules (truco_variant_lookup ("ar")), TRUCO_BET_FLOR));
  g_assert_true (truco_rules_set (flor, "flor_enabled", "on", NULL));
  g_assert_cmpstr (truco_rules_get_ladder (flor, TRUCO_BET_FLOR)->id, ==, "ar-flor");
  g_assert_true (truco_rules_set (flor, "cfar_winner_takes_chico", "on", NULL));
  g_assert_cmpstr (truco_rules_get_ladder (flor, TRUCO_BET_FLOR)->id, ==, "ar-flor-cfar");
}

/* Which ladders a rule set plays is chosen by the descriptor's house
 * rules: every combination of Argentine's flor and envido rules, checked
 * against the choice written out here, and the same array each time. */
static void
test_ladder_choice (void)
{
  static const char *flor[] = { "off", "on" };
  static const char *scheme[] = { "reglamento", "four_point" };
  static const char *base[] = { "3", "3n" };
  static const char *cfar[] = { "off", "on" };
  static const char *envido[] = { "canonical", "free" };
  const TrucoVariant *ar = truco_variant_lookup ("ar");
  guint n_sets = 0;

  for (guint f = 0; f < 2; f++)
    for (guint s = 0; s < 2; s++)
      for (guint b = 0; b < 2; b++)
        for (guint c = 0; c < 2; c++)
          for (guint e = 0; e < 2; e++)
            {
              g_autoptr(TrucoRules) rules = truco_rules_new (ar);
              g_autoptr(TrucoRules) copy = NULL;
              g_autofree char *flor_id = NULL;
              const TrucoLadder *ladders, *again;
              guint n, n_again, i = 0;

              g_assert_true (truco_rules_set (rules, "flor_enabled", flor[f], NULL));
              g_assert_true (truco_rules_set (rules, "flor_scheme", scheme[s], NULL));
              g_assert_true (truco_rules_set (rules, "flor_contest_base", base[b], NULL));
              g_assert_true (truco_rules_set (rules, "cfar_winner_takes_chico", cfar[c], NULL));
              g_assert_true (truco_rules_set (rules, "envido_ladder", envido[e], NULL));
              ladders = truco_rules_get_ladders (rules, &n);
              copy = truco_rules_copy (rules);
              again = truco_rules_get_ladders (copy, &n_again);
              g_assert_true (again == ladders);
              g_assert_cmpuint (n_again, ==, n);

              g_assert_cmpuint (n, ==, f ? 3 : 2);
              if (f)
                {
                  flor_id = g_strconcat ("ar-flor",
                                         s ? "-four-point" : b ? "-3n" : "",
                                         c ? "-cfar" : "", NULL);
                  g_assert_cmpstr (ladders[i].id, ==, flor_id);
                  g_assert_cmpint (ladders[i++].kind, ==, TRUCO_BET_FLOR);
                  n_sets++;
                }
              g_assert_cmpstr (ladders[i].id, ==, e ? "ar-envido-free" : "ar-envido");
              g_assert_cmpint (ladders[i++].kind, ==, TRUCO_BET_ENVIDO);
              g_assert_cmpstr (ladders[i].id, ==, "ar-truco");
              g_assert_cmpint (ladders[i].kind, ==, TRUCO_BET_TRUCO);
            }
  g_assert_cmpuint (n_sets, ==, 16);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/variant/lookup", test_lookup);
  g_test_add_func ("/variant/rankings", test_rankings);
  g_test_add_func ("/variant/options", test_options);
  g_test_add_func ("/variant/option-errors", test_option_errors);
  g_test_add_func ("/variant/defaults", test_defaults);
  g_test_add_func ("/variant/option-applies", test_option_applies);
  g_test_add_func ("/variant/top-cards", test_top_cards);
  g_test_add_func ("/variant/ladders", test_ladders);
  g_test_add_func ("/variant/facts", test_facts);
  g_test_add_func ("/variant/play-check", test_play_check);
  g_test_add_func ("/variant/variant-check", test_variant_check);
  g_test_add_func ("/variant/ladder-names", test_ladder_names);
  g_test_add_func ("/variant/ladder-choice", test_ladder_choice);

  return g_test_run ();
}
