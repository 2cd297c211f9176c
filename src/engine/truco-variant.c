/* truco-variant.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The variants and their house-rule options: lookups and accessors over
 * the descriptor tables (truco-variant-tables.c), the card rankings built
 * from them, and the checks that refuse an inconsistent descriptor. */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "truco-variant-tables.h"

static Ranking rankings[N_RANKINGS];
static TrucoRules **default_rules;    /* one per variant */
static guint8 points_tables[2][128];   /* [0] plain face values, [1] with the wild cards (périques) as 7 */

static void
build_ranking (RankingId id)
{
  const RankingSpec *spec = &truco_ranking_specs[id];
  Ranking *ranking = &rankings[id];
  guint n_deck, n = 0;
  const TrucoCard *deck = truco_deck_get_cards (spec->deck, &n_deck);

  for (guint c = 0; spec->spec[c] != NULL; c++)
    {
      g_auto(GStrv) words = g_strsplit (spec->spec[c], " ", -1);
      guint class_index = c + 1;

      ranking->class_start[class_index] = n;
      for (guint w = 0; words[w] != NULL; w++)
        {
          gsize len = strlen (words[w]);

          if (words[w][len - 1] == '*')
            {
              g_autofree char *rank_text = g_strndup (words[w], len - 1);

              for (guint i = 0; i < n_deck; i++)
                {
                  char buffer[4];
                  gsize rl;

                  truco_card_format (deck[i], buffer);
                  rl = strlen (buffer) - 1;
                  if (rl == len - 1 && strncmp (buffer, rank_text, rl) == 0)
                    {
                      ranking->class_of[deck[i]] = class_index;
                      ranking->cards[n++] = deck[i];
                    }
                }
            }
          else
            {
              TrucoCard card = 0;

              if (!truco_card_parse_in_deck (words[w], spec->deck, &card, NULL))
                g_assert_not_reached ();
              ranking->class_of[card] = class_index;
              ranking->cards[n++] = card;
            }
        }
      ranking->n_classes = class_index;
    }

  ranking->class_start[ranking->n_classes + 1] = n;
  /* Every card of the deck is ranked exactly once. */
  g_assert (n == n_deck);
}

static void check_variant (const TrucoVariant *variant);

static void
ensure_tables (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      for (guint i = 0; i < N_RANKINGS; i++)
        build_ranking (i);

      for (guint s = TRUCO_SUIT_ESPADAS; s <= TRUCO_SUIT_COPAS; s++)
        for (guint r = 1; r <= 12; r++)
          {
            TrucoCard card = TRUCO_CARD (s, r);
            if (truco_card_is_spanish (card))
              points_tables[0][card] = points_tables[1][card] = r <= 7 ? r : 0;
          }
      for (guint i = 0; i < truco_n_variants; i++)
        for (guint j = 0; j < truco_variants[i].n_wild_cards; j++)
          points_tables[1][truco_variants[i].wild_cards[j]] = 7;

      default_rules = g_new0 (TrucoRules *, truco_n_variants);
      for (guint i = 0; i < truco_n_variants; i++)
        {
          check_variant (&truco_variants[i]);
          default_rules[i] = truco_rules_new (&truco_variants[i]);
        }

      g_once_init_leave (&initialized, 1);
    }
}

/* The ranking @id, built on first use. */
const Ranking *
truco_ranking_get (RankingId id)
{
  ensure_tables ();
  return &rankings[id];
}

/* Points per card value for declarations: face values (courts 0), or with
 * the wild cards as 7. */
const guint8 *
truco_points_table_get (gboolean with_wild_cards)
{
  ensure_tables ();
  return points_tables[with_wild_cards ? 1 : 0];
}

/**
 * truco_variant_get_default_rules:
 * @variant: a variant
 *
 * Returns: (transfer none): a shared rule set with default options; never freed.
 */
const TrucoRules *
truco_variant_get_default_rules (const TrucoVariant *variant)
{
  ensure_tables ();
  return default_rules[variant - truco_variants];
}

/**
 * truco_variant_get_count:
 *
 * Returns: the number of variants (5).
 */
guint
truco_variant_get_count (void)
{
  return truco_n_variants;
}

/**
 * truco_variant_get_nth:
 * @index: 0 ≤ @index < truco_variant_get_count()
 *
 * Returns: (transfer none): the variant: ar, cat, fr, tyf, put in this order.
 */
const TrucoVariant *
truco_variant_get_nth (guint index)
{
  g_return_val_if_fail (index < truco_n_variants, NULL);
  return &truco_variants[index];
}

/**
 * truco_variant_lookup:
 * @id: a variant id ("ar")
 *
 * Returns: (transfer none) (nullable): the variant, or %NULL when unknown.
 */
const TrucoVariant *
truco_variant_lookup (const char *id)
{
  if (id == NULL)
    return NULL;
  for (guint i = 0; i < truco_n_variants; i++)
    if (strcmp (truco_variants[i].id, id) == 0)
      return &truco_variants[i];
  return NULL;
}

/**
 * truco_variant_lookup_with_error:
 * @id: a variant id
 * @error: return location for a #GError
 *
 * Like truco_variant_lookup(), with %TRUCO_ERROR_UNKNOWN_VARIANT listing the
 * valid ids.
 *
 * Returns: (transfer none) (nullable): the variant.
 */
const TrucoVariant *
truco_variant_lookup_with_error (const char  *id,
                                 GError     **error)
{
  const TrucoVariant *variant = truco_variant_lookup (id);

  if (variant == NULL)
    g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_UNKNOWN_VARIANT,
                 _("Unknown variant “%s”; the variants are ar, cat, fr, tyf and put."),
                 id ? id : "");
  return variant;
}

/**
 * truco_variant_get_default:
 *
 * Returns: (transfer none): Argentine Truco.
 */
const TrucoVariant *
truco_variant_get_default (void)
{
  return &truco_variants[0];
}

/**
 * truco_variant_get_id:
 * @variant: a variant
 *
 * Returns: the id ("ar").
 */
const char *
truco_variant_get_id (const TrucoVariant *variant)
{
  return variant->id;
}

/**
 * truco_variant_get_name:
 * @variant: a variant
 *
 * Returns: the translated name ("Argentine Truco").
 */
const char *
truco_variant_get_name (const TrucoVariant *variant)
{
  return _(variant->name);
}

/**
 * truco_variant_get_summary:
 * @variant: a variant
 *
 * Returns: a translated one-line description.
 */
const char *
truco_variant_get_summary (const TrucoVariant *variant)
{
  return _(variant->summary);
}

/**
 * truco_variant_get_deck:
 * @variant: a variant
 *
 * Returns: the deck with default options (French Truc's 36-card order is an option).
 */
TrucoDeck
truco_variant_get_deck (const TrucoVariant *variant)
{
  return variant->deck;
}

/**
 * truco_variant_get_n_options:
 * @variant: a variant
 *
 * Returns: the number of house-rule options.
 */
guint
truco_variant_get_n_options (const TrucoVariant *variant)
{
  return variant->n_options;
}

/**
 * truco_variant_get_option:
 * @variant: a variant
 * @index: the option index
 *
 * Returns: (transfer none): the option.
 */
const TrucoOption *
truco_variant_get_option (const TrucoVariant *variant,
                          guint               index)
{
  g_return_val_if_fail (index < variant->n_options, NULL);
  return variant->options[index];
}

/**
 * truco_variant_find_option:
 * @variant: a variant
 * @key: an option key ("flor_enabled")
 *
 * Returns: (transfer none) (nullable): the option, or %NULL.
 */
const TrucoOption *
truco_variant_find_option (const TrucoVariant *variant,
                           const char         *key)
{
  for (guint i = 0; key != NULL && i < variant->n_options; i++)
    if (strcmp (variant->options[i]->key, key) == 0)
      return variant->options[i];
  return NULL;
}

/**
 * truco_variant_get_player_counts:
 * @variant: a variant
 * @n_counts: (out): number of entries
 *
 * Returns: (array length=n_counts): the player counts, static.
 */
const guint *
truco_variant_get_player_counts (const TrucoVariant *variant,
                                 guint              *n_counts)
{
  *n_counts = variant->n_player_counts;
  return variant->player_counts;
}

/**
 * truco_variant_get_wild_cards:
 * @variant: a variant
 * @n_cards: (out): number of cards
 *
 * Returns: (array length=n_cards) (nullable): cards wild in declarations.
 */
const TrucoCard *
truco_variant_get_wild_cards (const TrucoVariant *variant,
                              guint              *n_cards)
{
  *n_cards = variant->n_wild_cards;
  return variant->wild_cards;
}

/**
 * truco_variant_get_card_nickname:
 * @variant: a variant
 * @card: a card
 *
 * Returns: (nullable): the translated traditional name of @card in @variant.
 */
const char *
truco_variant_get_card_nickname (const TrucoVariant *variant,
                                 TrucoCard           card)
{
  for (const Nickname *n = variant->nicknames; n->card != 0; n++)
    if (n->card == card)
      return g_dpgettext2 (GETTEXT_PACKAGE, "card nickname", n->name);
  return NULL;
}

/**
 * truco_variant_get_top_cards:
 * @variant: a variant
 * @n_cards: (out): number of cards
 *
 * Returns: (array length=n_cards): the cards of the top classes of the
 *   default ranking, highest first (the cartas bravas in Truco), static.
 */
const TrucoCard *
truco_variant_get_top_cards (const TrucoVariant *variant,
                             guint              *n_cards)
{
  const Ranking *ranking;

  ensure_tables ();
  ranking = &rankings[variant->ranking];
  *n_cards = ranking->class_start[variant->n_top_classes + 1];
  return ranking->cards;
}

/* Options */

/**
 * truco_option_get_key:
 * @option: an option
 *
 * Returns: the option's key ("flor_enabled").
 */
const char *
truco_option_get_key (const TrucoOption *option)
{
  return option->key;
}

/**
 * truco_option_get_title:
 * @option: an option
 *
 * Returns: the translated title.
 */
const char *
truco_option_get_title (const TrucoOption *option)
{
  return _(option->title);
}

/**
 * truco_option_get_explanation:
 * @option: an option
 *
 * Returns: one translated sentence: the rule the option changes.
 */
const char *
truco_option_get_explanation (const TrucoOption *option)
{
  return _(option->explanation);
}

/**
 * truco_option_get_n_choices:
 * @option: an option
 *
 * Returns: the number of values.
 */
guint
truco_option_get_n_choices (const TrucoOption *option)
{
  return option->n_choices;
}

/**
 * truco_option_get_choice:
 * @option: an option
 * @index: a choice index
 *
 * Returns: the value as stored and typed ("on", "A", "30").
 */
const char *
truco_option_get_choice (const TrucoOption *option,
                         guint              index)
{
  g_return_val_if_fail (index < option->n_choices, NULL);
  return option->choices[index].value;
}

/**
 * truco_option_get_choice_label:
 * @option: an option
 * @index: a choice index
 *
 * Returns: the translated label of the value.
 */
const char *
truco_option_get_choice_label (const TrucoOption *option,
                               guint              index)
{
  g_return_val_if_fail (index < option->n_choices, NULL);
  return _(option->choices[index].label);
}

/**
 * truco_option_get_default:
 * @option: an option
 *
 * Returns: the index of the default value.
 */
guint
truco_option_get_default (const TrucoOption *option)
{
  return option->default_choice;
}

/**
 * truco_option_get_choice_short_label:
 * @option: an option
 * @index: a choice
 *
 * Returns: the choice as a short value, translated ("2 players"), where
 *   its label is a sentence; else its label
 */
const char *
truco_option_get_choice_short_label (const TrucoOption *option,
                                     guint              index)
{
  g_return_val_if_fail (index < option->n_choices, NULL);
  if (option->choices[index].short_label != NULL)
    return _(option->choices[index].short_label);
  return truco_option_get_choice_label (option, index);
}

/**
 * truco_option_find_choice:
 * @option: an option
 * @value: a value
 *
 * Returns: the index of @value, or -1.
 */
int
truco_option_find_choice (const TrucoOption *option,
                          const char        *value)
{
  for (guint i = 0; value != NULL && i < option->n_choices; i++)
    if (strcmp (option->choices[i].value, value) == 0)
      return i;
  return -1;
}

/**
 * truco_variant_play_check:
 * @play: how a variant is played
 * @declarations: the declarations the variant has (TrucoDeclaration bits)
 * @has_flor_option: whether the variant can be played with flor
 * @error: return location for a #GError
 *
 * Refuses an inconsistent descriptor with a message naming the field: no
 * game to win, a behaviour of a declaration or ladder the variant does
 * not have (an envido showdown without envidos, pido flor without flor).
 *
 * Returns: %TRUE when @play can be played
 */
gboolean
truco_variant_play_check (const TrucoVariantPlay  *play,
                          guint                    declarations,
                          gboolean                 has_flor_option,
                          GError                 **error)
{
  const char *field = NULL, *why = NULL;
  gboolean has_flor = has_flor_option || (declarations & DECL_FLOR);

  if (play == NULL)
    field = "play", why = "is missing";
  else if (play->games_to_win == 0)
    field = "games_to_win", why = "is 0: a match needs at least one game won";
  else if (play->fixed_seats > 8)
    field = "fixed_seats", why = "is more than 8 players";
  else if (play->envido_showdown && !(declarations & DECL_ENVIDO))
    field = "envido_showdown", why = "is set, but the variant has no envido";
  else if (play->envido_closed_by_truco && !(declarations & DECL_ENVIDO))
    field = "envido_closed_by_truco", why = "is set, but the variant has no envido";
  else if (play->one_declaration && !(declarations & (DECL_EMBIT | DECL_ENVIDO)))
    field = "one_declaration", why = "is set, but the variant has nothing to declare";
  else if ((play->pido_flor || play->flor_suspends_truco || play->flor_while_answering
            || play->flor_raise_needs_flor || play->flor_game_wins_round) && !has_flor)
    field = "pido_flor, flor_*", why = "is set, but the variant has no flor";
  if (field == NULL)
    return TRUE;
  /* Descriptors are written by developers: the message is not translated. */
  g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE, "variant descriptor: %s %s", field, why);
  return FALSE;
}

/**
 * truco_variant_check_parts:
 * @parts: the parts of a variant descriptor
 * @error: return location for a #GError
 *
 * Refuses a variant descriptor whose parts do not agree, with a message
 * naming the field: a target of 0, a ladder that is inconsistent in itself
 * (truco_ladder_check()), a ladder with calls the variant does not have (a
 * flor ladder without flor, an envido ladder without envido or embit), no
 * ladder for the value of the hand, or how it is played
 * (truco_variant_play_check()).
 *
 * Returns: %TRUE when the variant can be played
 */
gboolean
truco_variant_check_parts (const TrucoVariantParts  *parts,
                           GError                  **error)
{
  gboolean has_flor = parts->has_flor_option || (parts->declarations & DECL_FLOR);
  gboolean has_truco = FALSE;
  const char *field = NULL, *why = NULL;
  g_autoptr(GError) ladder_error = NULL;

  if (parts->target == 0)
    field = "target", why = "is 0: a game needs points to win";
  for (guint i = 0; field == NULL && parts->ladders != NULL && parts->ladders[i] != NULL; i++)
    {
      const TrucoLadder *ladder = parts->ladders[i];

      if (!truco_ladder_check (ladder, &ladder_error))
        {
          g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE, "variant descriptor %s: ladders[%u]: %s",
                       parts->id, i, ladder_error->message);
          return FALSE;
        }
      if (ladder->kind == TRUCO_BET_FLOR && !has_flor)
        field = "ladders[]", why = "has a flor ladder, but the variant has no flor";
      else if (ladder->kind == TRUCO_BET_ENVIDO && !(parts->declarations & (DECL_ENVIDO | DECL_EMBIT)))
        field = "ladders[]", why = "has an envido ladder, but the variant has no envido or embit";
      has_truco |= ladder->kind == TRUCO_BET_TRUCO;
    }
  if (field == NULL && !has_truco)
    field = "ladders", why = "has no ladder for the value of the hand";
  if (field != NULL)
    {
      /* Descriptors are written by developers: the message is not translated. */
      g_set_error (error, TRUCO_ERROR, TRUCO_ERROR_INVALID_VALUE, "variant descriptor %s: %s %s",
                   parts->id, field, why);
      return FALSE;
    }
  return truco_variant_play_check (parts->play, parts->declarations, parts->has_flor_option, error);
}

/* The descriptors are checked when the variants are first used: an
 * inconsistent one is a bug in the program, which cannot go on. */
static void
check_variant (const TrucoVariant *variant)
{
  g_autoptr(GError) error = NULL;
  const TrucoLadder *ladders[16] = { NULL };
  TrucoVariantParts parts = {
    .id = variant->id,
    .target = variant->target,
    .declarations = variant->declarations,
    .has_flor_option = truco_variant_find_option (variant, TRUCO_OPTION_FLOR_ENABLED) != NULL,
    .ladders = ladders,
    .play = variant->play,
  };

  for (guint i = 0; variant->ladders[i].ladder != NULL; i++)
    {
      g_assert (i + 1 < G_N_ELEMENTS (ladders));
      ladders[i] = variant->ladders[i].ladder;
      for (guint j = 0; j < G_N_ELEMENTS (variant->ladders[i].when) && variant->ladders[i].when[j].key != NULL; j++)
        if (truco_variant_find_option (variant, variant->ladders[i].when[j].key) == NULL)
          g_error ("variant descriptor %s: ladders[%u].when[%u]: no option “%s”",
                   variant->id, i, j, variant->ladders[i].when[j].key);
    }

  if (!truco_variant_check_parts (&parts, &error))
    g_error ("%s", error->message);
}

const char *
truco_variant_get_match_text (const TrucoVariant *variant)
{
  return variant->match;
}

guint
truco_variant_get_n_wild_cards (const TrucoVariant *variant)
{
  return variant->n_wild_cards;
}
