/* truco-exercise-players.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Generators about the bigger tables and the match (Argentine Truco): the
 * envido among more than two players, the gallo's four cards, redondo and
 * pica-pica, the falta of a pica-pica duel, el bueno, the flor penalties
 * and whether a call may be made now.
 *
 * The right answers come from the engine's evaluators (truco-players.h);
 * the wrong ones are what a named mistake gives, told with the question's
 * own numbers.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "truco-exercise-private.h"

static char *
number_text (int value)
{
  return g_strdup_printf ("%d", value);
}

/* ------------------------------------------------------------------ */
/* envido-tie-many                                                      */

static int
random_envido_below (TrucoRng *rng,
                     int       top)
{
  /* An envido value below @top: 0–7 or 20–33. */
  for (;;)
    {
      int v = truco_rng_below (rng, 2) ? (int) truco_rng_below (rng, 8) : 20 + (int) truco_rng_below (rng, 14);

      if (v < top)
        return v;
    }
}

/* A player of the table as the learner, the mano, reads it: "You" or a
 * name ("Ana"). */
static char *
player_text (const TrucoExercise *ex,
             TrucoSide            side,
             guint                number)
{
  const char *name = truco_exercise_seat_name (ex, side, number);

  return g_strdup (name ? name : _("You"));
}

/* Numbers: [players, the envido of each in order from the mano]; choice
 * numbers: the index of a player.  Player i plays for side i % 2 (the
 * mano's side is A) and is the (i / 2 + 1)-th of his side; the learner
 * is the mano. */
gboolean
truco_gen_envido_tie_many (TrucoExercise    *ex,
                           const TrucoRules *rules,
                           TrucoRng         *rng)
{
  /* The players at the table: four, six or eight. */
  guint n = CLAMP (truco_exercise_players_of (rules) / 2 * 2, 4, 8), per_side = n / 2;
  int values[8], numbers[9];
  TrucoSide sides[8];
  guint seat_numbers[8], winner = 0, first, second;
  int top = 27 + (int) truco_rng_below (rng, 7);
  TrucoExplanation *steps;
  GString *prompt;
  TrucoWrongs w = { 0 };

  truco_exercise_need (ex, "ar.envido.tie");
  truco_exercise_need (ex, "ar.players.six");
  /* Two players of different sides tie at the top; the mano is one of
   * them a third of the time. */
  first = truco_rng_below (rng, 3) == 0 ? 0 : 1 + truco_rng_below (rng, n - 2);
  do
    second = first + 1 + truco_rng_below (rng, n - 1 - first);
  while ((second - first) % 2 == 0);
  for (guint i = 0; i < n; i++)
    {
      values[i] = i == first || i == second ? top : random_envido_below (rng, top);
      sides[i] = i % 2;
      seat_numbers[i] = i / 2 + 1;
    }

  steps = truco_explanation_new ();
  if (!truco_envido_showdown (rules, values, sides, seat_numbers, n, &winner, steps, NULL))
    g_error ("truco_envido_showdown refused a question");
  truco_exercise_set_steps (ex, steps);
  truco_exercise_set_players_per_side (ex, per_side);
  truco_exercise_set_reader (ex, TRUCO_SIDE_A);

  numbers[0] = n;
  for (guint i = 0; i < n; i++)
    numbers[1 + i] = values[i];
  truco_exercise_set_numbers (ex, numbers, n + 1);

  prompt = g_string_new (NULL);
  g_string_append_printf (prompt, g_dngettext (GETTEXT_PACKAGE,
                                               /* Translators: %1$u is the number of players at the table (the
                                                * plural follows it), %2$d your envido; a list of the others
                                                * follows ("Ana, 27; Luis, 31.") */
                                               "%1$u player plays, and each says their envido in turn. You are the mano and say %2$d; then, in turn:",
                                               "%1$u players play, and each says their envido in turn. You are the mano and say %2$d; then, in turn:", n), n, values[0]);
  for (guint i = 1; i < n; i++)
    /* Translators: a player's name ("Ana") and their envido, in a list */
    g_string_append_printf (prompt, i + 1 < n ? _(" %s, %d;") : _(" %s, %d."),
                            truco_exercise_seat_name (ex, sides[i], seat_numbers[i]), values[i]);
  g_string_append_c (prompt, ' ');
  g_string_append (prompt, _("Who wins the envido?"));
  truco_exercise_set_prompt (ex, g_string_free (prompt, FALSE));
  truco_exercise_set_form (ex, TRUCO_ANSWER_CHOOSE);
  truco_exercise_add_hint (ex, g_strdup (_("When players of both sides tie for the best envido, the one who comes first in the round, counting from the mano, wins it.")));

  {
    /* The learner, the mano, is player 0: never the later of the tie. */
    guint later = first == winner ? second : first;
    const char *who_w = truco_exercise_seat_name (ex, sides[winner], seat_numbers[winner]);
    const char *who_l = truco_exercise_seat_name (ex, sides[later], seat_numbers[later]);
    int runner = -1;

    truco_wrongs_add (&w, (int) winner, (int) later, player_text (ex, sides[later], seat_numbers[later]),
                "later-tied-player-wins",
                winner == 0
                /* Translators: %1$s is a player's name ("Ana"), %2$d the envido you both have */
                ? g_strdup_printf (_("You and %1$s both have %2$d, but %1$s comes later in the round: the tie goes to you, nearer the mano."),
                                   who_l, top)
                /* Translators: %1$s and %2$s are players' names ("Ana"), %3$d the envido they both have */
                : g_strdup_printf (_("%1$s and %2$s both have %3$d, but %1$s comes later in the round: the tie goes to the one nearer the mano."),
                                   who_l, who_w, top));
    if (winner != 0)
      truco_wrongs_add (&w, (int) winner, 0, player_text (ex, sides[0], seat_numbers[0]),
                  "tie-to-mano",
                  /* Translators: %1$d is your envido, %2$d the envido of the tie */
                  g_strdup_printf (_("You are the mano, but you have only %1$d: a tie at %2$d goes to the tied player who comes first from the mano, not to the mano."),
                                   values[0], top));
    /* The best value below the tie: someone who does not reach it. */
    for (guint i = 0; i < n; i++)
      if (i != first && i != second && i != 0 && (runner < 0 || values[i] > values[runner]))
        runner = i;
    if (runner >= 0)
      truco_wrongs_add (&w, (int) winner, runner, player_text (ex, sides[runner], seat_numbers[runner]),
                  "compared-wrong",
                  /* Translators: %1$s is a player's name ("Ana"), %2$d their envido, %3$d the best envido */
                  g_strdup_printf (_("%1$s has %2$d, less than the %3$d of the tie."),
                                   truco_exercise_seat_name (ex, sides[runner], seat_numbers[runner]), values[runner], top));
    truco_exercise_add_wrong_choices (ex, (int) winner, player_text (ex, sides[winner], seat_numbers[winner]), &w, rng);
  }
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* gallo-envido                                                         */

static int
card_points (TrucoCard card)
{
  guint rank = truco_card_get_rank (card);

  return rank <= 7 ? (int) rank : 0;
}

/* The envido of three cards by the rule, from the engine. */
static int
envido_of (const TrucoRules *rules,
           TrucoCard         a,
           TrucoCard         b,
           TrucoCard         c)
{
  TrucoCard three[3] = { a, b, c };

  return truco_envido (rules, three, NULL);
}

/* Numbers: none but the cards (the four of the gallo, in the order dealt). */
gboolean
truco_gen_gallo_envido (TrucoExercise    *ex,
                        const TrucoRules *rules,
                        TrucoRng         *rng)
{
  TrucoCard cards[4], all[4];
  guint discard;
  int right, first_three, best_three, suited = 0, n_suited = 0;
  TrucoExplanation *steps;
  TrucoWrongs w = { 0 };
  g_autofree char *texts[4] = { NULL };

  truco_exercise_need (ex, "ar.players.gallo-cards");
  for (;;)
    {
      /* Mostly hands where the discard matters. */
      truco_rng_deal (rng, truco_rules_get_deck (rules), cards, 4);
      right = truco_gallo_envido (rules, cards, &discard, NULL);
      /* The discard matters: keeping the first three cards dealt does not
       * give the best envido. */
      if (envido_of (rules, cards[0], cards[1], cards[2]) != right)
        break;
    }
  memcpy (all, cards, sizeof all);
  steps = truco_explanation_new ();
  right = truco_gallo_envido (rules, cards, &discard, steps);
  truco_exercise_set_steps (ex, steps);
  for (guint i = 0; i < 4; i++)
    {
      truco_exercise_add_card (ex, cards[i], NULL);
      texts[i] = truco_exercise_card_text (cards[i]);
    }

  truco_exercise_set_prompt (ex, g_strdup_printf (_("Three play, and you are the gallo: you are dealt four cards, %s, %s, %s and %s, and keep three. What is the best envido you can keep?"),
                                                  texts[0], texts[1], texts[2], texts[3]));
  truco_exercise_set_form (ex, TRUCO_ANSWER_NUMBER);
  truco_exercise_add_hint (ex, g_strdup (_("The gallo's envido is counted on the three cards he keeps: try leaving out each card in turn.")));

  /* The mistakes. */
  first_three = envido_of (rules, cards[0], cards[1], cards[2]);
  truco_wrongs_add (&w, right, first_three, number_text (first_three), "gallo-first-three",
              g_strdup_printf (_("%d is the envido of the first three cards, %s, %s and %s; the gallo may discard any of the four, and leaving out %s is better."),
                               first_three, texts[0], texts[1], texts[2], texts[discard]));
  {
    /* The three best cards for the tricks. */
    guint worst = 0;

    for (guint i = 1; i < 4; i++)
      if (truco_rules_get_card_class (rules, cards[i]) > truco_rules_get_card_class (rules, cards[worst]))
        worst = i;
    best_three = -1;
    {
      TrucoCard k[3];
      guint n = 0;

      for (guint i = 0; i < 4; i++)
        if (i != worst)
          k[n++] = cards[i];
      best_three = envido_of (rules, k[0], k[1], k[2]);
    }
    truco_wrongs_add (&w, right, best_three, number_text (best_three), "gallo-kept-best-cards",
                g_strdup_printf (_("%d is what is left after discarding %s, the card that is worst in the tricks; for the envido, discarding %s keeps %d."),
                                 best_three, texts[worst], texts[discard], right));
  }
  /* Every card of the most common suit added up. */
  for (guint s = 0; s < 4; s++)
    {
      int sum = 0, count = 0;

      for (guint i = 0; i < 4; i++)
        if (truco_card_get_suit (cards[i]) == s)
          sum += card_points (cards[i]), count++;
      if (count > n_suited)
        n_suited = count, suited = sum;
    }
  if (n_suited >= 3)
    truco_wrongs_add (&w, right, 20 + suited, number_text (20 + suited), "added-all-values",
                g_strdup_printf (_("%d adds every card of the same suit to the 20; the envido counts only two cards of a suit, and the best the gallo can keep is %d."),
                                 20 + suited, right));
  {
    /* Four cards counted as if all were kept. */
    int best4 = -1;

    for (guint i = 0; i < 4; i++)
      for (guint j = i + 1; j < 4; j++)
        if (truco_card_get_suit (cards[i]) == truco_card_get_suit (cards[j]))
          best4 = MAX (best4, 20 + card_points (cards[i]) + card_points (cards[j]));
    if (best4 < 0)
      for (guint i = 0; i < 4; i++)
        for (guint j = i + 1; j < 4; j++)
          best4 = MAX (best4, card_points (cards[i]) + card_points (cards[j]));
    truco_wrongs_add (&w, right, best4, number_text (best4), "pair-of-different-suits",
                g_strdup_printf (_("%d adds two cards that are not of one suit; without a pair of one suit only the single best card counts, and the gallo keeps %d."),
                                 best4, right));
  }
  truco_exercise_add_wrong_choices (ex, right, number_text (right), &w, rng);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* pica-pica-duel                                                       */

/* Why a neighbour is not the one a player faces in a pica-pica: @who
 * sits next to @asked, who plays @opponent; NULL names the learner. */
static char *
neighbour_text (const char *who,
                const char *asked,
                const char *opponent)
{
  if (asked == NULL)
    /* Translators: %1$s is the name of the player next to you, %2$s your opponent's ("Ana") */
    return g_strdup_printf (_("%1$s sits next to you, but in a pica-pica you and %2$s play each other."), who, opponent);
  if (who == NULL)
    /* Translators: %1$s is the name of the player next to you, %2$s that player's opponent ("Ana") */
    return g_strdup_printf (_("You and %1$s sit side by side, but in a pica-pica %1$s and %2$s play each other."), asked, opponent);
  if (opponent == NULL)
    /* Translators: %1$s and %2$s are players' names ("Ana"): two neighbours; the second plays you */
    return g_strdup_printf (_("%1$s and %2$s sit side by side, but in a pica-pica you and %2$s play each other."), who, asked);
  /* Translators: %1$s and %2$s are players' names ("Ana"), two neighbours; %3$s the second one's opponent */
  return g_strdup_printf (_("%1$s and %2$s sit side by side, but in a pica-pica %2$s and %3$s play each other."), who, asked, opponent);
}

static guint
table_size (const TrucoRules *rules)
{
  guint n = truco_exercise_players_of (rules);

  return n == 8 ? 8 : 6;
}

/* Numbers: [kind (0: redondo or pica-pica, 1: who plays whom), players,
 * hand number, score of A, score of B, dealer, the seat asked about];
 * choice numbers: kind 0: 1 pica-pica, 0 redondo; kind 1: a seat. */
gboolean
truco_gen_pica_pica_duel (TrucoExercise    *ex,
                          const TrucoRules *rules,
                          TrucoRng         *rng)
{
  guint n = table_size (rules), per_side = n / 2;
  gboolean alternate = truco_exercise_in_scope (ex, "ar.players.alternate");
  gboolean stop = truco_exercise_in_scope (ex, "ar.players.pica-stop");
  guint kind = alternate && truco_rng_below (rng, 2) ? 0 : 1;
  guint dealer = truco_rng_below (rng, n), hand, score[2], asked = 0;
  TrucoPicaDeal deal;
  TrucoExplanation *steps = truco_explanation_new ();
  TrucoWrongs w = { 0 };
  int numbers[7];

  truco_exercise_need (ex, "ar.players.redondo");
  truco_exercise_need (ex, "ar.players.pica-pica");
  /* Put to the learner, the first player of side A, who plays first. */
  truco_exercise_set_players_per_side (ex, per_side);
  truco_exercise_set_reader (ex, TRUCO_SIDE_A);
  if (kind == 0)
    {
      guint until = truco_rules_resolve (rules)->pica_pica_until == 15 ? 15 : 25;

      truco_exercise_need (ex, "ar.players.alternate");
      hand = 1 + truco_rng_below (rng, 12);
      switch (truco_rng_below (rng, stop ? 3 : 1) + (stop ? 0 : 2))
        {
        case 0:   /* one side past the stop */
          score[0] = until + truco_rng_below (rng, 30 - until);
          score[1] = truco_rng_below (rng, 30);
          truco_exercise_need (ex, "ar.players.pica-stop");
          break;
        case 1:   /* in the buenas, short of the stop */
          score[0] = 15 + truco_rng_below (rng, until - 15 + (until == 15));
          score[1] = truco_rng_below (rng, score[0] + 1);
          if (score[0] >= until)
            truco_exercise_need (ex, "ar.players.pica-stop");
          break;
        default:
          score[0] = truco_rng_below (rng, 15);
          score[1] = truco_rng_below (rng, 15);
          break;
        }
      if (MAX (score[0], score[1]) >= 15)
        truco_exercise_need (ex, "ar.score.malas-buenas");
      if (truco_rng_below (rng, 2))
        {
          guint t = score[0];

          score[0] = score[1];
          score[1] = t;
        }
      if (!truco_pica_pica_deal (rules, n, hand, score[0], score[1], dealer, &deal, steps, NULL))
        g_error ("truco_pica_pica_deal refused a question");
      truco_exercise_set_steps (ex, steps);
      truco_exercise_set_prompt (ex, n == 8
                                     /* Translators: %1$u is the number of the hand in the chico, %2$u your
                                      * side's score, %3$u the other side's */
                                     ? g_strdup_printf (_("Eight play, four a side. This is hand %1$u of the chico, and the score is your side %2$u, the other side %3$u. Is it a redondo or a pica-pica?"),
                                                        hand, score[0], score[1])
                                     /* Translators: %1$u is the number of the hand in the chico, %2$u your
                                      * side's score, %3$u the other side's */
                                     : g_strdup_printf (_("Six play, three a side. This is hand %1$u of the chico, and the score is your side %2$u, the other side %3$u. Is it a redondo or a pica-pica?"),
                                                        hand, score[0], score[1]));
      truco_exercise_add_hint (ex, g_strdup (_("Redondos and pica-picas take turns, the first hand a redondo; pica-pica stops once a side reaches the score the table plays it until.")));
      {
        guint higher = MAX (score[0], score[1]);
        int right = deal.pica_pica;
        char *pica = g_strdup (_("A pica-pica: each player plays a hand of his own against one opponent"));
        char *redondo = g_strdup (_("A redondo: everyone plays one hand, side against side"));

        if (right)
          {
            truco_wrongs_add (&w, right, 0, redondo, higher >= 15 ? "pica-pica-stops-early" : "pica-pica-parity",
                        higher >= 15
                        ? g_strdup_printf (_("A side has %u, but pica-pica stops only at %u; hand %u is even, so it is a pica-pica."),
                                           higher, until, hand)
                        : g_strdup_printf (_("Hand %u is even: the even hands are the pica-picas."), hand));
            truco_exercise_add_wrong_choices (ex, right, pica, &w, rng);
          }
        else
          {
            truco_wrongs_add (&w, right, 1, pica, hand % 2 == 1 ? "pica-pica-parity" : "pica-pica-never-stops",
                        hand % 2 == 1
                        ? g_strdup_printf (_("Hand %u is odd: the odd hands are the redondos."), hand)
                        : g_strdup_printf (_("Hand %u is even, but a side has %u, and pica-pica stops at %u."), hand, higher, until));
            truco_exercise_add_wrong_choices (ex, right, redondo, &w, rng);
          }
      }
      numbers[6] = 0;
    }
  else
    {
      guint partner = 0, d;
      int right;
      GString *prompt = g_string_new (NULL);
      const char *asked_name, *partner_name;
#define SEAT_NAME(seat) truco_exercise_seat_name (ex, (seat) % 2, (seat) / 2 + 1)

      hand = 2 * (1 + truco_rng_below (rng, 4));
      score[0] = truco_rng_below (rng, 15);
      score[1] = truco_rng_below (rng, 15);
      if (!truco_pica_pica_deal (rules, n, hand, score[0], score[1], dealer, &deal, steps, NULL) || !deal.pica_pica)
        g_error ("truco_pica_pica_deal refused a question");
      truco_exercise_set_steps (ex, steps);
      asked = truco_rng_below (rng, n);
      for (d = 0; d < deal.n_duels; d++)
        if (deal.duel[d][0] == asked || deal.duel[d][1] == asked)
          partner = deal.duel[d][0] == asked ? deal.duel[d][1] : deal.duel[d][0];
      right = (int) partner;
      asked_name = SEAT_NAME (asked);
      partner_name = SEAT_NAME (partner);
      /* The seats in the order of play, the learner first. */
      if (n == 8)
        g_string_append_printf (prompt,
                                /* Translators: the seven other players' names in the order of play
                                 * ("Ana"); the second, fourth and sixth are your partners */
                                _("Eight play, four a side, the sides taking turns round the table, and play goes to the right. In the order of play: you, %1$s, %2$s, %3$s, %4$s, %5$s, %6$s and %7$s; %2$s, %4$s and %6$s are your partners."),
                                SEAT_NAME (1), SEAT_NAME (2), SEAT_NAME (3), SEAT_NAME (4), SEAT_NAME (5), SEAT_NAME (6), SEAT_NAME (7));
      else
        g_string_append_printf (prompt,
                                /* Translators: the five other players' names in the order of play
                                 * ("Ana"); the second and fourth are your partners */
                                _("Six play, three a side, the sides taking turns round the table, and play goes to the right. In the order of play: you, %1$s, %2$s, %3$s, %4$s and %5$s; %2$s and %4$s are your partners."),
                                SEAT_NAME (1), SEAT_NAME (2), SEAT_NAME (3), SEAT_NAME (4), SEAT_NAME (5));
      g_string_append_c (prompt, ' ');
      if (SEAT_NAME (dealer) == NULL)
        g_string_append (prompt, _("This hand is a pica-pica, and you dealt."));
      else
        /* Translators: %s is the dealer's name ("Ana") */
        g_string_append_printf (prompt, _("This hand is a pica-pica, and %s dealt."), SEAT_NAME (dealer));
      g_string_append_c (prompt, ' ');
      if (asked_name == NULL)
        g_string_append (prompt, _("Who do you play against?"));
      else
        /* Translators: %s is a player's name ("Ana") */
        g_string_append_printf (prompt, _("Who does %s play against?"), asked_name);
      truco_exercise_set_prompt (ex, g_string_free (prompt, FALSE));
      truco_exercise_add_hint (ex, g_strdup (_("In a pica-pica each player plays a hand of his own against one player of the other side, the one the seating sets across the table from him.")));
      {
        guint next = (asked + 1) % n, prev = (asked + n - 1) % n;
        guint neighbours[2] = { next, prev };

        for (guint i = 0; i < 2; i++)
          truco_wrongs_add (&w, right, (int) neighbours[i], player_text (ex, neighbours[i] % 2, neighbours[i] / 2 + 1),
                            "duel-with-neighbour", neighbour_text (SEAT_NAME (neighbours[i]), asked_name, partner_name));
        /* The player of the other side with the same number: in this
         * seating, a neighbour. */
        for (guint s = 0; s < n; s++)
          if (s % 2 != asked % 2 && s / 2 == asked / 2)
            truco_wrongs_add (&w, right, (int) s, player_text (ex, s % 2, s / 2 + 1), "duel-same-number",
                              neighbour_text (SEAT_NAME (s), asked_name, partner_name));
        truco_exercise_add_wrong_choices (ex, right, player_text (ex, partner % 2, partner / 2 + 1), &w, rng);
      }
#undef SEAT_NAME
      numbers[6] = (int) asked;
    }
  truco_exercise_set_form (ex, TRUCO_ANSWER_CHOOSE);
  numbers[0] = (int) kind;
  numbers[1] = (int) n;
  numbers[2] = (int) hand;
  numbers[3] = (int) score[0];
  numbers[4] = (int) score[1];
  numbers[5] = (int) dealer;
  truco_exercise_set_numbers (ex, numbers, 7);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* pica-pica-falta                                                      */

/* Numbers: [score of A, score of B]; the falta of a pica-pica duel. */
gboolean
truco_gen_pica_pica_falta (TrucoExercise    *ex,
                           const TrucoRules *rules,
                           TrucoRng         *rng)
{
  guint until = truco_rules_resolve (rules)->pica_pica_until == 15 ? 15 : 25;
  guint score[2], target = truco_rules_get_target (rules), leader;
  TrucoFalta falta, redondo;
  TrucoExplanation *steps = truco_explanation_new ();
  TrucoWrongs w = { 0 };
  int right, numbers[2];

  truco_exercise_need (ex, "ar.players.pica-falta");
  score[0] = truco_rng_below (rng, MIN (until, target));
  score[1] = truco_rng_below (rng, MIN (until, target));
  if (MAX (score[0], score[1]) >= 15)
    truco_exercise_need (ex, "ar.score.malas-buenas");
  if (!truco_falta_value (rules, score[0], score[1], 0, TRUE, &falta, steps, NULL))
    g_error ("truco_falta_value refused a pica-pica question");
  truco_exercise_set_steps (ex, steps);
  right = falta.wins_chico ? -1 : (int) falta.points;
  numbers[0] = (int) score[0];
  numbers[1] = (int) score[1];
  truco_exercise_set_numbers (ex, numbers, 2);
  truco_exercise_set_form (ex, TRUCO_ANSWER_NUMBER);
  /* The learner plays for side A, three a side. */
  truco_exercise_set_players_per_side (ex, 3);
  truco_exercise_set_reader (ex, TRUCO_SIDE_A);
  truco_exercise_set_prompt (ex, g_strdup_printf (/* Translators: %1$u is your side's score, %2$u the other
                                                   * side's, %3$u the points of a chico */
                                                  _("Six play, three a side, and this hand is a pica-pica: each player plays a hand of their own against one opponent. The score: your side %1$u, the other side %2$u, in a chico of %3$u. In your duel the falta envido is accepted. How many points is it worth?"),
                                                  score[0], score[1], target));
  truco_exercise_add_hint (ex, g_strdup (_("In a pica-pica duel the falta envido has a fixed value of its own, whatever the score.")));

  leader = MAX (score[0], score[1]);
  if (truco_falta_value (rules, score[0], score[1], 0, FALSE, &redondo, NULL, NULL) && !redondo.wins_chico)
    truco_wrongs_add (&w, right, (int) redondo.points, number_text ((int) redondo.points), "falta-as-redondo",
                g_strdup_printf (_("%u is what a falta is worth in a redondo at %u to %u; in a pica-pica duel it is worth %d."),
                                 redondo.points, score[0], score[1], right));
  truco_wrongs_add (&w, right, (int) (target - leader), number_text ((int) (target - leader)), "falta-trailer-needs",
              g_strdup_printf (_("%u is what the side in front, at %u, needs to win the chico; in a pica-pica duel the falta is worth %d."),
                               target - leader, leader, right));
  truco_wrongs_add (&w, right, 2 * right, number_text (2 * right), "added-both-sides",
              g_strdup_printf (_("%d counts the falta twice, once for each player of the duel; it is worth %d to the one who wins it."),
                               2 * right, right));
  truco_exercise_add_wrong_choices (ex, right, number_text (right), &w, rng);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* el-bueno                                                             */

/* Choice numbers: 0 another chico, 1 el bueno, 2 side A (the learner)
 * wins, 3 side B (Ana) wins.  Numbers: [chicos of A, chicos of B]. */
static char *
match_text (int code)
{
  switch (code)
    {
    case 0:
      return g_strdup (_("Another chico is played; it is not yet el bueno"));
    case 1:
      return g_strdup (_("The next chico is el bueno: whoever wins it wins the match"));
    case 2:
      return g_strdup (_("The match is over: you win it"));
    default:
      /* Translators: %s is the other player's name ("Ana") */
      return g_strdup_printf (_("The match is over: %s wins it"), truco_exercise_player_name (0));
    }
}

gboolean
truco_gen_el_bueno (TrucoExercise    *ex,
                    const TrucoRules *rules,
                    TrucoRng         *rng)
{
  static const guint8 cases[][2] = { { 0, 0 }, { 1, 0 }, { 0, 1 }, { 1, 1 }, { 1, 1 }, { 2, 0 }, { 0, 2 }, { 2, 1 }, { 1, 2 } };
  guint c = truco_rng_below (rng, G_N_ELEMENTS (cases)), won[2] = { cases[c][0], cases[c][1] };
  TrucoMatchState match;
  TrucoExplanation *steps = truco_explanation_new ();
  TrucoWrongs w = { 0 };
  int right, numbers[2] = { (int) won[0], (int) won[1] };

  truco_exercise_need (ex, "ar.score.el-bueno");
  if (!truco_score_match (rules, won[0], won[1], &match, steps, NULL))
    g_error ("truco_score_match refused %u %u", won[0], won[1]);
  truco_exercise_set_steps (ex, steps);
  truco_exercise_set_players_per_side (ex, 1);
  truco_exercise_set_reader (ex, TRUCO_SIDE_A);
  right = match.status == TRUCO_MATCH_GOES_ON ? 0 : match.status == TRUCO_MATCH_BUENO ? 1 : 2 + (int) match.winner;
  truco_exercise_set_numbers (ex, numbers, 2);
  truco_exercise_set_form (ex, TRUCO_ANSWER_CHOOSE);
  truco_exercise_set_prompt (ex, g_strdup_printf (/* Translators: %1$u is the chicos you have won, %2$u
                                                   * the other player's; %3$s is the other player's name ("Ana") */
                                                  _("A match is played as the best of three chicos. Chicos won so far: you %1$u, %3$s %2$u. What comes next?"),
                                                  won[0], won[1], truco_exercise_player_name (0)));
  truco_exercise_add_hint (ex, g_strdup (_("The first side to win two chicos wins the match; when each has won one, the third chico decides, and it is called el bueno.")));

  switch (match.status)
    {
    case TRUCO_MATCH_BUENO:
      truco_wrongs_add (&w, right, 2, match_text (2), "match-one-chico",
                  /* Translators: %1$u is the chicos each has won, %2$u the chicos that win the
                   * match; %3$s is the other player's name ("Ana") */
                  g_strdup_printf (_("You and %3$s have each won %1$u: that does not win the match; it takes %2$u."), won[0], match.to_win,
                                   truco_exercise_player_name (0)));
      truco_wrongs_add (&w, right, 0, match_text (0), "bueno-not-third",
                  g_strdup_printf (_("With %u chico each, the next one is the third, and the third chico is el bueno."), won[0]));
      break;
    case TRUCO_MATCH_GOES_ON:
      if (won[0] + won[1] > 0)
        {
          TrucoSide ahead = won[0] > won[1] ? TRUCO_SIDE_A : TRUCO_SIDE_B;

          truco_wrongs_add (&w, right, 2 + (int) ahead, match_text (2 + ahead), "match-one-chico",
                      ahead == TRUCO_SIDE_A
                      /* Translators: %1$u is the chicos won, %2$u the chicos that win the match (the plural follows it) */
                      ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "You have won %1$u of the %2$u chico that wins the match: not yet enough.", "You have won %1$u of the %2$u chicos that win the match: not yet enough.", match.to_win),
                                         MAX (won[0], won[1]), match.to_win)
                      /* Translators: %1$u is the chicos won, %2$u the chicos that win the match (the
                       * plural follows it); %3$s is the other player's name ("Ana") */
                      : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%3$s has won %1$u of the %2$u chico that wins the match: not yet enough.", "%3$s has won %1$u of the %2$u chicos that win the match: not yet enough.", match.to_win),
                                         MAX (won[0], won[1]), match.to_win, truco_exercise_player_name (0)));
        }
      truco_wrongs_add (&w, right, 1, match_text (1), "bueno-too-early",
                  /* Translators: %1$u is the chicos you have won, %2$u the other player's; %3$s
                   * is the other player's name ("Ana") */
                  g_strdup_printf (_("Chicos won: you %1$u, %3$s %2$u. El bueno is the third chico, played only when each side has won one."),
                                   won[0], won[1], truco_exercise_player_name (0)));
      break;
    case TRUCO_MATCH_WON:
    default:
      truco_wrongs_add (&w, right, 1, match_text (1), "match-needs-three",
                  match.winner == TRUCO_SIDE_A
                  /* Translators: %1$u is the chicos that win the match (the plural follows it) */
                  ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "You have already won the %1$u chico that wins the match: no third chico is needed.", "You have already won the %1$u chicos that win the match: no third chico is needed.", match.to_win),
                                     match.to_win)
                  /* Translators: %1$u is the chicos that win the match (the plural follows it); %2$s
                   * is the other player's name ("Ana") */
                  : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%2$s has already won the %1$u chico that wins the match: no third chico is needed.", "%2$s has already won the %1$u chicos that win the match: no third chico is needed.", match.to_win),
                                     match.to_win, truco_exercise_player_name (0)));
      truco_wrongs_add (&w, right, 0, match_text (0), "match-needs-three",
                  /* Translators: %1$u is the chicos you have won, %2$u the other player's, %3$u the
                   * chicos that win the match; %4$s is the other player's name ("Ana") */
                  g_strdup_printf (_("Chicos won: you %1$u, %4$s %2$u. Whoever has won %3$u has won the match, and no more chicos are played."),
                                   won[0], won[1], match.to_win, truco_exercise_player_name (0)));
      break;
    }
  truco_exercise_add_wrong_choices (ex, right, match_text (right), &w, rng);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* flor-penalty                                                         */

/* Numbers: [offence (TrucoFlorOffence), offending side, points it made].
 * The answer: the points the scorer scores (unsung, wrong challenge) or
 * those the offending side keeps (false flor). */
gboolean
truco_gen_flor_penalty (TrucoExercise    *ex,
                        const TrucoRules *rules,
                        TrucoRng         *rng)
{
  static const char * const offence_topics[] = { "ar.flor.pido-flor", "ar.flor.pido-flor-false", "ar.flor.false-flor" };
  guint allowed[3], n_allowed = 0;
  TrucoFlorOffence offence;
  TrucoSide offender = truco_rng_below (rng, 2), other = 1 - offender;
  guint made = 1 + truco_rng_below (rng, 6);
  TrucoFlorPenalty p;
  TrucoExplanation *steps = truco_explanation_new ();
  TrucoWrongs w = { 0 };
  int right, numbers[3];
  /* Put to the learner on the other side: the offender is Ana. */
  const char *ana = truco_exercise_player_name (0);

  for (guint i = 0; i < 3; i++)
    if (truco_exercise_in_scope (ex, offence_topics[i]))
      allowed[n_allowed++] = i;
  offence = n_allowed ? allowed[truco_rng_below (rng, n_allowed)] : truco_rng_below (rng, 3);
  if (!truco_flor_penalty (rules, offence, offender, 1, made, &p, steps, NULL))
    g_error ("truco_flor_penalty refused a question");
  truco_exercise_set_steps (ex, steps);
  truco_exercise_set_players_per_side (ex, 1);
  truco_exercise_set_reader (ex, other);
  truco_exercise_set_form (ex, TRUCO_ANSWER_NUMBER);
  numbers[0] = offence;
  numbers[1] = offender;
  numbers[2] = (int) made;
  truco_exercise_set_numbers (ex, numbers, 3);

  switch (offence)
    {
    case TRUCO_FLOR_UNSUNG:
      truco_exercise_need (ex, "ar.flor.pido-flor");
      right = (int) p.points;
      truco_exercise_set_prompt (ex, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                   /* Translators: %1$s is the other player's name ("Ana"), %2$u
                                                                    * the points she made (the plural follows it) */
                                                                   "Two play with flor. %1$s held a flor and did not sing it, and made %2$u point in the hand. At the end of the hand you say “pido flor”, and the flor is shown. How many points do you score for it?",
                                                                   "Two play with flor. %1$s held a flor and did not sing it, and made %2$u points in the hand. At the end of the hand you say “pido flor”, and the flor is shown. How many points do you score for it?", made),
                                                      ana, made));
      truco_exercise_add_hint (ex, g_strdup (_("A flor must be sung. Caught by “pido flor”, the side that hid it hands over every point it made in the hand, and 3 more.")));
      truco_wrongs_add (&w, right, 3, number_text (3), "pido-flor-only-three",
                  /* Translators: %1$s is the other player's name ("Ana"), %2$u the points she
                   * made (the plural follows it), %3$d the answer */
                  g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "3 is only the penalty; you also take the %2$u point %1$s made in the hand: 3 + %2$u = %3$d.", "3 is only the penalty; you also take the %2$u points %1$s made in the hand: 3 + %2$u = %3$d.", made),
                                   ana, made, right));
      truco_wrongs_add (&w, right, (int) made, number_text ((int) made), "pido-flor-only-points",
                  /* Translators: %1$s is the other player's name ("Ana"), %2$u the points she
                   * made (the plural follows it), %3$d the answer */
                  g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s made %2$u point; you take it and 3 more: 3 + %2$u = %3$d.", "%1$s made %2$u points; you take them and 3 more: 3 + %2$u = %3$d.", made),
                                   ana, made, right));
      truco_wrongs_add (&w, right, 6, number_text (6), "pido-flor-as-contraflor",
                  /* Translators: %1$s is the other player's name ("Ana"), %2$u the points she
                   * made (the plural follows it), %3$d the answer */
                  g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "6 is what a contraflor pays; pido flor pays 3 plus the %2$u point %1$s made: %3$d.", "6 is what a contraflor pays; pido flor pays 3 plus the %2$u points %1$s made: %3$d.", made),
                                   ana, made, right));
      break;
    case TRUCO_FLOR_WRONG_CHALLENGE:
      truco_exercise_need (ex, "ar.flor.pido-flor-false");
      right = (int) p.points;
      /* Translators: %s is the other player's name ("Ana") */
      truco_exercise_set_prompt (ex, g_strdup_printf (_("Two play with flor. At the end of the hand %s says “pido flor”, but you show two cards of different suits: there was no flor. How many points do you score?"),
                                                      ana));
      truco_exercise_add_hint (ex, g_strdup (_("Asking for a flor that is not there costs the side that asked: the other side scores a fixed penalty.")));
      truco_wrongs_add (&w, right, 0, number_text (0), "pido-flor-free",
                  /* Translators: %1$s is the other player's name ("Ana"), %2$d the answer */
                  g_strdup_printf (_("%1$s asked for a flor you did not have, and that costs: you score %2$d."),
                                   ana, right));
      truco_wrongs_add (&w, right, right == 3 ? 4 : 3, number_text (right == 3 ? 4 : 3), "pido-flor-other-table",
                  g_strdup_printf (_("Some tables pay %d for a wrong pido flor; this table pays %d."),
                                   right == 3 ? 4 : 3, right));
      truco_wrongs_add (&w, right, right + (int) made, number_text (right + (int) made), "pido-flor-only-points",
                  /* Translators: %1$s is the other player's name ("Ana"), %2$d the penalty */
                  g_strdup_printf (_("You take none of the points %1$s made in the hand for this: you score only the %2$d of the penalty."),
                                   ana, right));
      break;
    case TRUCO_FLOR_FALSE:
    default:
      truco_exercise_need (ex, "ar.flor.false-flor");
      right = (int) (made - p.lost);
      truco_exercise_set_prompt (ex, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                   /* Translators: %1$s is the other player's name ("Ana"), %2$u
                                                                    * the points she made (the plural follows it) */
                                                                   "Two play with flor. %1$s said “flor” without holding one, and made %2$u point in the hand. How many points does %1$s keep?",
                                                                   "Two play with flor. %1$s said “flor” without holding one, and made %2$u points in the hand. How many of them does %1$s keep?", made),
                                                      ana, made));
      truco_exercise_add_hint (ex, g_strdup (_("Only a player who holds a flor may say the word: saying it without one costs the side the points of the hand.")));
      truco_wrongs_add (&w, right, (int) made, number_text ((int) made), "false-flor-free",
                  /* Translators: %1$s is the other player's name ("Ana"), %2$u the points she
                   * made (the plural follows it) */
                  g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s would keep that %2$u point only without the false flor: saying flor without one loses it.", "%1$s would keep those %2$u points only without the false flor: saying flor without one loses them all.", made),
                                   ana, made));
      if (made > 3)
        truco_wrongs_add (&w, right, (int) made - 3, number_text ((int) made - 3), "false-flor-costs-three",
                    g_strdup_printf (_("%u − 3 takes off the 3 of a flor; saying flor without one costs all %u points of the hand."),
                                     made, made));
      break;
    }
  truco_exercise_add_wrong_choices (ex, right, number_text (right), &w, rng);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* call-legal                                                           */

typedef struct
{
  const char *reason;   /* the engine's reason, untranslated */
  const char *id;       /* the misconception of saying "yes" anyway */
} ReasonId;

static const ReasonId reason_ids[] = {
  { N_("A side cannot raise its own call."), "raise-own-call" },
  { N_("Only the side that accepted the last call may raise."), "raise-right-ignored" },
  { N_("The calls of this ladder must come in order."), "skipped-a-call" },
  { N_("This call can only raise an earlier call."), "raise-without-call" },
  { N_("Nothing can be called above the last call."), "called-above-top" },
  { N_("This bet is already settled."), "bet-already-settled" },
  { N_("A raise cannot go back down the ladder."), "raise-went-down" },
  { N_("Envido can only be called in the first trick."), "envido-in-later-trick" },
  { N_("Envido can only be called before playing one’s first card."), "envido-after-own-card" },
  { N_("No envido once the truco has been accepted."), "envido-after-truco" },
};

static const char *
reason_id (const char *reason)
{
  for (guint i = 0; i < G_N_ELEMENTS (reason_ids); i++)
    if (g_strcmp0 (reason_ids[i].reason, reason) == 0)
      return reason_ids[i].id;
  return "ignored-rule";
}

/* The truco calls are taught one by one; the envido calls together, with
 * their order (ar.envido.raises), except that nothing follows a falta
 * until that is taught. */
static const char *
call_topic_of (const TrucoLadder *ladder,
               guint              row)
{
  const char *id = ladder->steps[row].id;

  if (strcmp (id, "retruco") == 0)
    return "ar.truco.retruco";
  if (strcmp (id, "vale-cuatro") == 0)
    return "ar.truco.vale-cuatro";
  return NULL;
}

static gboolean
call_taught (const TrucoExercise *ex,
             const TrucoLadder   *ladder,
             guint                row)
{
  const char *topic = call_topic_of (ladder, row);

  if (strcmp (ladder->steps[row].id, "falta-envido") == 0)
    topic = "ar.envido.after-falta";
  return topic == NULL || truco_exercise_in_scope (ex, topic);
}

/* The topics a question about @call on @bet needs. */
static void
call_needs (TrucoExercise     *ex,
            const TrucoLadder *ladder,
            const TrucoCallQuestion *q,
            const char        *reason)
{
  if (q->bet == TRUCO_BET_ENVIDO)
    {
      truco_exercise_need (ex, "ar.envido.raises");
      if (q->trick > 0 || q->played_first)
        truco_exercise_need (ex, "ar.envido.window");
      if (q->truco_accepted)
        truco_exercise_need (ex, "ar.order.no-envido-after-truco");
      if (q->n_calls > 0 && strcmp (ladder->steps[q->calls[q->n_calls - 1]].id, "falta-envido") == 0)
        truco_exercise_need (ex, "ar.envido.after-falta");
    }
  else
    {
      truco_exercise_need (ex, "ar.truco.raise-right");
      if (q->n_calls > 0 && !q->accepted)
        truco_exercise_need (ex, "ar.truco.quiero-first");
      for (guint i = 0; i < q->n_calls; i++)
        if (call_topic_of (ladder, q->calls[i]))
          truco_exercise_need (ex, call_topic_of (ladder, q->calls[i]));
      if (call_topic_of (ladder, q->call))
        truco_exercise_need (ex, call_topic_of (ladder, q->call));
    }
  (void) reason;
}

static char *
describe_calls (const TrucoLadder       *ladder,
                const TrucoCallQuestion *q)
{
  GString *s = g_string_new (NULL);
  TrucoSide side = q->first_side;

  if (q->n_calls == 0)
    {
      if (q->bet == TRUCO_BET_ENVIDO)
        g_string_append (s, _("Nothing has been called on the envido yet."));
      else
        g_string_append (s, _("Nothing has been called on the truco yet."));
    }
  for (guint i = 0; i < q->n_calls; i++)
    {
      const char *call = ladder->steps[q->calls[i]].call;

      if (i > 0)
        g_string_append_c (s, ' ');
      /* The learner is q->side; the other player is Ana. */
      if (i == 0 && side == q->side)
        /* Translators: a call as players say it ("truco") */
        g_string_append_printf (s, _("You called %s."), call);
      else if (i == 0)
        /* Translators: %1$s is the other player's name ("Ana"), %2$s a call as players say it ("truco") */
        g_string_append_printf (s, _("%1$s called %2$s."), truco_exercise_player_name (0), call);
      else if (side == q->side)
        /* Translators: a call as players say it ("retruco") */
        g_string_append_printf (s, _("You raised with %s."), call);
      else
        /* Translators: %1$s is the other player's name ("Ana"), %2$s a call as players say it ("retruco") */
        g_string_append_printf (s, _("%1$s raised with %2$s."), truco_exercise_player_name (0), call);
      side = 1 - side;
    }
  if (q->n_calls > 0)
    {
      g_string_append_c (s, ' ');
      if (q->accepted && side == q->side)
        g_string_append (s, _("You accepted it (quiero)."));
      else if (q->accepted)
        /* Translators: %s is the other player's name ("Ana"); she said quiero to the last call */
        g_string_append_printf (s, _("%s accepted it (quiero)."), truco_exercise_player_name (0));
      else if (side == q->side)
        g_string_append (s, _("You have not answered the last call yet."));
      else
        /* Translators: %s is the other player's name ("Ana") */
        g_string_append_printf (s, _("%s has not answered the last call yet."), truco_exercise_player_name (0));
    }
  if (q->bet == TRUCO_BET_ENVIDO)
    {
      g_string_append_c (s, ' ');
      if (q->trick > 0)
        g_string_append_printf (s, _("The first trick is over; this is trick %u."), q->trick + 1);
      else if (q->played_first)
        g_string_append (s, _("It is the first trick, and you have already laid your card."));
      else
        g_string_append (s, _("It is the first trick, and you have not laid your card yet."));
      if (q->truco_accepted)
        {
          g_string_append_c (s, ' ');
          g_string_append (s, _("A truco was called and accepted earlier in this hand."));
        }
    }
  return g_string_free (s, FALSE);
}

/* Numbers: [bet, n_calls, four calls, first side, accepted, call, side,
 * trick, played first, truco accepted]; choice numbers: 1 "yes", 0 "no"
 * with the right reason, 2 and up "no" with another reason. */
gboolean
truco_gen_call_legal (TrucoExercise    *ex,
                      const TrucoRules *rules,
                      TrucoRng         *rng)
{
  TrucoCallQuestion q;
  const TrucoLadder *ladder;
  const char *reason = NULL;
  gboolean allowed = FALSE, want = truco_rng_below (rng, 2);
  TrucoExplanation *steps;
  TrucoWrongs w = { 0 };
  int right, numbers[13];
  g_autofree char *situation = NULL;
  const char *call;

  for (guint attempt = 0;; attempt++)
    {
      TrucoBet bet;
      TrucoSide turn;

      gboolean envido_ok = truco_exercise_in_scope (ex, "ar.envido.raises");
      gboolean truco_ok = truco_exercise_in_scope (ex, "ar.truco.raise-right");

      memset (&q, 0, sizeof q);
      /* The ladders the scope teaches (the skill's base has one). */
      q.bet = truco_ok && (!envido_ok || truco_rng_below (rng, 5) < 3) ? TRUCO_BET_TRUCO : TRUCO_BET_ENVIDO;
      ladder = truco_rules_get_ladder (rules, q.bet);
      q.first_side = truco_rng_below (rng, 2);
      truco_bet_init (&bet, ladder);
      turn = q.first_side;
      for (guint n = truco_rng_below (rng, 4), i = 0; i < n; i++)
        {
          guint legal[16], n_legal = 0;

          for (guint r = 0; r < ladder->n_steps && n_legal < G_N_ELEMENTS (legal); r++)
            if (call_taught (ex, ladder, r) && truco_bet_check_call (&bet, r, turn, 0, NULL))
              legal[n_legal++] = r;
          if (n_legal == 0)
            break;
          q.calls[q.n_calls] = legal[truco_rng_below (rng, n_legal)];
          truco_bet_call (&bet, q.calls[q.n_calls], turn, 0);
          q.n_calls++;
          turn = 1 - turn;
        }
      /* A truco call waiting for its answer is raised with "quiero
       * retruco": only once that is taught. */
      q.accepted = q.n_calls > 0
                   && (truco_rng_below (rng, 2)
                       || (q.bet == TRUCO_BET_TRUCO && !truco_exercise_in_scope (ex, "ar.truco.quiero-first")));
      do
        q.call = truco_rng_below (rng, ladder->n_steps);
      while (!call_taught (ex, ladder, q.call));
      q.side = truco_rng_below (rng, 2);
      if (q.bet == TRUCO_BET_ENVIDO)
        {
          gboolean window = truco_exercise_in_scope (ex, "ar.envido.window");

          q.trick = window && truco_rng_below (rng, 4) == 0 ? 1 + truco_rng_below (rng, 2) : 0;
          q.played_first = window && q.trick == 0 && truco_rng_below (rng, 4) == 0;
          q.truco_accepted = truco_exercise_in_scope (ex, "ar.order.no-envido-after-truco") && truco_rng_below (rng, 5) == 0;
        }
      if (!truco_call_allowed (rules, &q, &allowed, &reason, NULL, NULL))
        continue;
      if (allowed == want || attempt > 20)
        break;
    }

  steps = truco_explanation_new ();
  truco_call_allowed (rules, &q, &allowed, &reason, steps, NULL);
  truco_exercise_set_steps (ex, steps);
  call_needs (ex, ladder, &q, reason);
  situation = describe_calls (ladder, &q);
  call = ladder->steps[q.call].call;
  /* Translators: %1$s is the situation (sentences), %2$s a call as players say it ("retruco") */
  truco_exercise_set_prompt (ex, g_strdup_printf (_("Two play. %1$s May you call %2$s now?"), situation, call));
  truco_exercise_set_form (ex, TRUCO_ANSWER_CHOOSE);
  truco_exercise_set_players_per_side (ex, 1);
  truco_exercise_set_reader (ex, q.side);
  if (q.bet == TRUCO_BET_ENVIDO)
    truco_exercise_add_hint (ex, g_strdup (_("The envido is called only in the first trick, before the caller lays his own card, and never once a truco has been accepted; its raises go envido, envido, real envido, falta envido, and after the falta nothing more.")));
  else
    truco_exercise_add_hint (ex, g_strdup (_("The truco goes truco, retruco, vale cuatro, one step at a time, and only the side that accepted the last call may raise it.")));

  right = allowed ? 1 : 0;
  {
    /* Another reason, for a wrong "no". */
    const char *others[G_N_ELEMENTS (reason_ids)];
    guint n_others = 0;

    for (guint i = 0; i < G_N_ELEMENTS (reason_ids); i++)
      {
        gboolean envido_reason = i >= 7;

        if (g_strcmp0 (reason_ids[i].reason, reason) != 0 && envido_reason == (q.bet == TRUCO_BET_ENVIDO))
          others[n_others++] = reason_ids[i].reason;
      }
    if (allowed)
      {
        const char *other = others[truco_rng_below (rng, n_others)];

        truco_wrongs_add (&w, right, 2, g_strdup_printf (_("No: %s"), _(other)), "rule-misapplied",
                    /* Translators: a call as players say it ("retruco") */
                    g_strdup_printf (_("That rule does not stop you here: you may call %s now."), call));
        truco_exercise_add_wrong_choices (ex, right, g_strdup (_("Yes")), &w, rng);
      }
    else
      {
        const char *other = NULL;

        for (guint tries = 0; tries < 8 && other == NULL; tries++)
          {
            const char *o = others[truco_rng_below (rng, n_others)];

            if (g_strcmp0 (o, reason) != 0)
              other = o;
          }
        truco_wrongs_add (&w, right, 1, g_strdup (_("Yes")), reason_id (reason),
                    /* Translators: %1$s is a call as players say it, %2$s the rule (a sentence) */
                    g_strdup_printf (_("You may not call %1$s here. %2$s"), call, _(reason)));
        if (other)
          truco_wrongs_add (&w, right, 2, g_strdup_printf (_("No: %s"), _(other)), "wrong-reason",
                      /* Translators: %1$s is a call as players say it, %2$s the rule that applies (a sentence) */
                      g_strdup_printf (_("You may not call %1$s, but for another reason: %2$s"), call, _(reason)));
        truco_exercise_add_wrong_choices (ex, right, g_strdup_printf (_("No: %s"), _(reason)), &w, rng);
      }
  }

  numbers[0] = q.bet;
  numbers[1] = (int) q.n_calls;
  for (guint i = 0; i < 4; i++)
    numbers[2 + i] = (int) q.calls[i];
  numbers[6] = q.first_side;
  numbers[7] = q.accepted;
  numbers[8] = (int) q.call;
  numbers[9] = q.side;
  numbers[10] = (int) q.trick;
  numbers[11] = q.played_first;
  numbers[12] = q.truco_accepted;
  truco_exercise_set_numbers (ex, numbers, 13);
  return TRUE;
}
