/* truco-ranking-ladder.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* TrucoRankingLadder: every card of a rule set's deck in the order of its
 * ranking, one line ("tier") per place.  Cards that tie share a line under
 * one place, so that they do not read as if one beat the other.  The places
 * and the cards in them come from the engine (truco_rules_get_n_classes,
 * truco_rules_get_class_cards); nothing here knows a rule.
 *
 * Cards are drawn at TRUCO_RANKING_LADDER_CARD_SIZE, a width at which the
 * full art shows, each with its name (and its traditional name) under it.
 *
 * Keyboard and screen readers: the ladder is one Tab stop.  Each tier is a
 * focusable list item whose accessible name says its place and its cards
 * ("2nd: ace of clubs, bastillo"; "5th, tied: three of swords, three of
 * clubs…"); the arrow keys move from tier to tier and Tab leaves the
 * ladder, so that forty cards do not make forty Tab stops. */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "truco-card-widget.h"
#include "truco-ranking-ladder.h"

/* A tier: one place of the ranking.  A widget of its own, because it takes
 * the focus itself (a GtkBox only passes it on to its children). */
#define TRUCO_TYPE_RANKING_TIER (truco_ranking_tier_get_type ())
G_DECLARE_FINAL_TYPE (TrucoRankingTier, truco_ranking_tier, TRUCO, RANKING_TIER, GtkWidget)

struct _TrucoRankingTier
{
  GtkWidget parent_instance;
};

G_DEFINE_FINAL_TYPE (TrucoRankingTier, truco_ranking_tier, GTK_TYPE_WIDGET)

static void
truco_ranking_tier_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (truco_ranking_tier_parent_class)->dispose (object);
}

static void
truco_ranking_tier_class_init (TrucoRankingTierClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = truco_ranking_tier_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "truco-ranking-tier");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_LIST_ITEM);
}

static void
truco_ranking_tier_init (TrucoRankingTier *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 12);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
}

struct _TrucoRankingLadder
{
  GtkWidget   parent_instance;

  TrucoRules *rules;
  GtkWidget  *caption;
  GtkWidget  *tiers;
  GPtrArray  *tier_widgets;   /* of TrucoRankingTier, in order */
  GPtrArray  *card_widgets;   /* of TrucoCardWidget */
  guint       current;        /* the tier the focus comes back to */
};

G_DEFINE_FINAL_TYPE (TrucoRankingLadder, truco_ranking_ladder, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_RULES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The focus ring and shape of a tier: the theme styles no unknown node. */
static const char tier_css[] =
  "truco-ranking-tier { padding: 6px; border-radius: 12px; }\n"
  "truco-ranking-tier:focus-visible { outline-style: solid; outline-width: 2px;"
  " outline-offset: -2px; outline-color: alpha(@accent_color, 0.5); }\n";

/**
 * truco_ranking_ladder_format_place:
 * @place: a place in a ranking, 1 = the highest
 *
 * Returns: (transfer full): the place as an ordinal in the reader's
 *   language: "1st", "2nd"…
 */
char *
truco_ranking_ladder_format_place (guint place)
{
  /* Ordinals are not a number and a suffix in every language: one string
   * each, for the places a deck can have. */
  static const char *places[] = {
    NC_("place in the ranking", "1st"), NC_("place in the ranking", "2nd"),
    NC_("place in the ranking", "3rd"), NC_("place in the ranking", "4th"),
    NC_("place in the ranking", "5th"), NC_("place in the ranking", "6th"),
    NC_("place in the ranking", "7th"), NC_("place in the ranking", "8th"),
    NC_("place in the ranking", "9th"), NC_("place in the ranking", "10th"),
    NC_("place in the ranking", "11th"), NC_("place in the ranking", "12th"),
    NC_("place in the ranking", "13th"), NC_("place in the ranking", "14th"),
    NC_("place in the ranking", "15th"), NC_("place in the ranking", "16th"),
  };

  g_return_val_if_fail (place > 0, NULL);

  if (place <= G_N_ELEMENTS (places))
    return g_strdup (g_dpgettext2 (NULL, "place in the ranking", places[place - 1]));

  return g_strdup_printf ("%u", place);
}

/* "ace of clubs, bastillo (ancho de bastos)" */
static char *
card_label (const TrucoVariant *variant,
            TrucoCard           card)
{
  const char *nickname = truco_variant_get_card_nickname (variant, card);

  if (nickname == NULL)
    return g_strdup (truco_card_get_name (card));

  /* Translators: a card's full name, then its traditional name ("ace of swords, espadilla") */
  return g_strdup_printf (_("%s, %s"), truco_card_get_name (card), nickname);
}

static GtkWidget *
create_card (TrucoRankingLadder *self,
             const TrucoVariant *variant,
             TrucoCard           card)
{
  const char *nickname = truco_variant_get_card_nickname (variant, card);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 3);
  GtkWidget *name = gtk_label_new (truco_card_get_name (card));
  /* The tier's name says the cards: the picture is an illustration. */
  GtkWidget *picture = g_object_new (TRUCO_TYPE_CARD_WIDGET,
                                     "card", (guint) card,
                                     "size", TRUCO_RANKING_LADDER_CARD_SIZE,
                                     "accessible-role", GTK_ACCESSIBLE_ROLE_IMG,
                                     "focusable", FALSE,
                                     "halign", GTK_ALIGN_CENTER,
                                     NULL);

  gtk_widget_set_cursor (picture, NULL);
  gtk_box_append (GTK_BOX (box), picture);
  g_ptr_array_add (self->card_widgets, picture);

  gtk_label_set_wrap (GTK_LABEL (name), TRUE);
  gtk_label_set_justify (GTK_LABEL (name), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (name), 10);
  gtk_widget_add_css_class (name, "caption");
  gtk_box_append (GTK_BOX (box), name);

  if (nickname != NULL)
    {
      GtkWidget *label = gtk_label_new (nickname);

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 10);
      gtk_widget_add_css_class (label, "caption");
      gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (GTK_BOX (box), label);
    }

  gtk_widget_set_size_request (box, TRUCO_RANKING_LADDER_CARD_SIZE + 12, -1);
  return box;
}

static GtkWidget *
create_tier (TrucoRankingLadder *self,
             guint               place)
{
  const TrucoVariant *variant = truco_rules_get_variant (self->rules);
  GtkWidget *tier = g_object_new (TRUCO_TYPE_RANKING_TIER, NULL);
  GtkWidget *heading = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  g_autofree char *place_text = truco_ranking_ladder_format_place (place);
  GtkWidget *place_label = gtk_label_new (place_text);
  GtkWidget *cards = gtk_flow_box_new ();
  g_autoptr(GString) names = g_string_new (NULL);
  g_autofree char *accessible = NULL;
  const TrucoCard *class_cards;
  guint n_cards;

  class_cards = truco_rules_get_class_cards (self->rules, place, &n_cards);

  gtk_widget_set_size_request (heading, 56, -1);
  gtk_widget_set_valign (heading, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (place_label, "title-2");
  gtk_label_set_xalign (GTK_LABEL (place_label), 0.0);
  gtk_box_append (GTK_BOX (heading), place_label);
  if (n_cards > 1)
    {
      /* Translators: under a place of the ranking whose cards tie */
      GtkWidget *tie = gtk_label_new (C_("ranking", "tie"));

      gtk_label_set_xalign (GTK_LABEL (tie), 0.0);
      gtk_widget_add_css_class (tie, "caption");
      gtk_widget_add_css_class (tie, "dim-label");
      gtk_box_append (GTK_BOX (heading), tie);
    }
  gtk_widget_set_parent (heading, tier);

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (cards), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (cards), TRUE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (cards), 1);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (cards), 4);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (cards), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (cards), 6);
  gtk_widget_set_hexpand (cards, TRUE);
  gtk_widget_set_halign (cards, GTK_ALIGN_START);
  /* The tier holds the focus; nothing inside takes it. */
  gtk_widget_set_focusable (cards, FALSE);
  gtk_widget_set_can_focus (cards, FALSE);
  gtk_widget_set_can_target (cards, FALSE);

  for (guint i = 0; i < n_cards; i++)
    {
      g_autofree char *label = card_label (variant, class_cards[i]);

      gtk_flow_box_append (GTK_FLOW_BOX (cards), create_card (self, variant, class_cards[i]));
      gtk_widget_set_focusable (GTK_WIDGET (gtk_flow_box_get_child_at_index (GTK_FLOW_BOX (cards), i)), FALSE);
      if (i > 0)
        /* Translators: the separator between the cards of one place of the ranking */
        g_string_append (names, C_("list of cards", "; "));
      g_string_append (names, label);
    }
  gtk_widget_set_parent (cards, tier);

  if (n_cards > 1)
    /* Translators: the accessible name of a place of the ranking whose cards tie: the place ("5th"), then the cards */
    accessible = g_strdup_printf (_("%s, tied: %s"), place_text, names->str);
  else
    /* Translators: the accessible name of a place of the ranking: the place ("2nd"), then the card */
    accessible = g_strdup_printf (_("%s: %s"), place_text, names->str);
  gtk_accessible_update_property (GTK_ACCESSIBLE (tier),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible,
                                  -1);

  return tier;
}

static void
truco_ranking_ladder_rebuild (TrucoRankingLadder *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->tiers)) != NULL)
    gtk_box_remove (GTK_BOX (self->tiers), child);
  g_ptr_array_set_size (self->tier_widgets, 0);
  g_ptr_array_set_size (self->card_widgets, 0);
  self->current = 0;

  if (self->rules == NULL)
    return;

  for (guint place = 1; place <= truco_rules_get_n_classes (self->rules); place++)
    {
      GtkWidget *tier = create_tier (self, place);

      gtk_box_append (GTK_BOX (self->tiers), tier);
      g_ptr_array_add (self->tier_widgets, tier);
    }
}

/* The ladder is one Tab stop: Tab enters it on the tier last visited and
 * leaves it from any tier; the arrow keys move between tiers. */
static gboolean
truco_ranking_ladder_focus (GtkWidget        *widget,
                            GtkDirectionType  direction)
{
  TrucoRankingLadder *self = TRUCO_RANKING_LADDER (widget);
  guint n = self->tier_widgets->len;
  int focused = -1;
  int next;

  if (n == 0)
    return FALSE;

  for (guint i = 0; i < n; i++)
    if (gtk_widget_has_focus (g_ptr_array_index (self->tier_widgets, i)))
      focused = i;

  if (focused < 0)
    {
      next = MIN (self->current, n - 1);
      if (direction == GTK_DIR_UP || direction == GTK_DIR_TAB_BACKWARD)
        next = self->current < n ? (int) self->current : (int) n - 1;
    }
  else
    {
      switch (direction)
        {
        case GTK_DIR_TAB_FORWARD:
        case GTK_DIR_TAB_BACKWARD:
          return FALSE;
        case GTK_DIR_DOWN:
        case GTK_DIR_RIGHT:
          next = MIN (focused + 1, (int) n - 1);
          break;
        case GTK_DIR_UP:
        case GTK_DIR_LEFT:
        default:
          next = MAX (focused - 1, 0);
          break;
        }
    }

  self->current = next;
  gtk_widget_grab_focus (g_ptr_array_index (self->tier_widgets, next));
  return TRUE;
}

static gboolean
truco_ranking_ladder_grab_focus (GtkWidget *widget)
{
  TrucoRankingLadder *self = TRUCO_RANKING_LADDER (widget);

  if (self->tier_widgets->len == 0)
    return FALSE;

  return gtk_widget_grab_focus (g_ptr_array_index (self->tier_widgets,
                                                   MIN (self->current, self->tier_widgets->len - 1)));
}

static gboolean
home_end_cb (GtkWidget *widget,
             GVariant  *args,
             gpointer   user_data)
{
  TrucoRankingLadder *self = TRUCO_RANKING_LADDER (widget);
  gboolean end = g_variant_get_boolean (args);

  if (self->tier_widgets->len == 0)
    return FALSE;

  self->current = end ? self->tier_widgets->len - 1 : 0;
  gtk_widget_grab_focus (g_ptr_array_index (self->tier_widgets, self->current));
  return TRUE;
}

static void
truco_ranking_ladder_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  TrucoRankingLadder *self = TRUCO_RANKING_LADDER (object);

  switch (prop_id)
    {
    case PROP_RULES:
      g_value_set_boxed (value, self->rules);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
truco_ranking_ladder_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  TrucoRankingLadder *self = TRUCO_RANKING_LADDER (object);

  switch (prop_id)
    {
    case PROP_RULES:
      truco_ranking_ladder_set_rules (self, g_value_get_boxed (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
truco_ranking_ladder_dispose (GObject *object)
{
  TrucoRankingLadder *self = TRUCO_RANKING_LADDER (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TRUCO_TYPE_RANKING_LADDER);
  g_clear_pointer (&self->tier_widgets, g_ptr_array_unref);
  g_clear_pointer (&self->card_widgets, g_ptr_array_unref);
  g_clear_pointer (&self->rules, truco_rules_unref);

  G_OBJECT_CLASS (truco_ranking_ladder_parent_class)->dispose (object);
}

static void
truco_ranking_ladder_class_init (TrucoRankingLadderClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = truco_ranking_ladder_dispose;
  object_class->get_property = truco_ranking_ladder_get_property;
  object_class->set_property = truco_ranking_ladder_set_property;
  widget_class->focus = truco_ranking_ladder_focus;
  widget_class->grab_focus = truco_ranking_ladder_grab_focus;

  /**
   * TrucoRankingLadder:rules:
   *
   * The rule set whose ranking is shown (its deck and its card order).
   */
  properties[PROP_RULES] =
    g_param_spec_boxed ("rules", NULL, NULL,
                        TRUCO_TYPE_RULES,
                        (G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY));
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_add_binding (widget_class, GDK_KEY_Home, 0, home_end_cb, "b", FALSE);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Home, 0, home_end_cb, "b", FALSE);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_End, 0, home_end_cb, "b", TRUE);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_End, 0, home_end_cb, "b", TRUE);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/truco-ranking-ladder.ui");
  gtk_widget_class_bind_template_child (widget_class, TrucoRankingLadder, caption);
  gtk_widget_class_bind_template_child (widget_class, TrucoRankingLadder, tiers);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "truco-ranking-ladder");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
truco_ranking_ladder_init (TrucoRankingLadder *self)
{
  static gboolean css_loaded;
  GdkDisplay *display = gdk_display_get_default ();

  self->tier_widgets = g_ptr_array_new ();
  self->card_widgets = g_ptr_array_new ();

  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);
  gtk_widget_init_template (GTK_WIDGET (self));

  if (!css_loaded && display != NULL)
    {
      g_autoptr(GtkCssProvider) provider = gtk_css_provider_new ();

      gtk_css_provider_load_from_data (provider, tier_css, -1);
      gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
      css_loaded = TRUE;
    }
}

/**
 * truco_ranking_ladder_new:
 *
 * Returns: (transfer floating): an empty ladder; give it rules to fill it
 */
GtkWidget *
truco_ranking_ladder_new (void)
{
  return g_object_new (TRUCO_TYPE_RANKING_LADDER, NULL);
}

const TrucoRules *
truco_ranking_ladder_get_rules (TrucoRankingLadder *self)
{
  g_return_val_if_fail (TRUCO_IS_RANKING_LADDER (self), NULL);

  return self->rules;
}

/**
 * truco_ranking_ladder_set_rules:
 * @rules: (nullable): the rule set whose ranking to show (copied)
 */
void
truco_ranking_ladder_set_rules (TrucoRankingLadder *self,
                                const TrucoRules   *rules)
{
  g_return_if_fail (TRUCO_IS_RANKING_LADDER (self));

  if (rules == self->rules)
    return;

  g_clear_pointer (&self->rules, truco_rules_unref);
  if (rules != NULL)
    self->rules = truco_rules_copy (rules);

  truco_ranking_ladder_rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULES]);
}

/**
 * truco_ranking_ladder_get_n_tiers:
 *
 * Returns: the number of places in the ranking (tied cards share one)
 */
guint
truco_ranking_ladder_get_n_tiers (TrucoRankingLadder *self)
{
  g_return_val_if_fail (TRUCO_IS_RANKING_LADDER (self), 0);

  return self->tier_widgets->len;
}

/**
 * truco_ranking_ladder_get_tier:
 * @index: a tier, 0 = the highest place
 *
 * Returns: (transfer none): the focusable widget of that place, whose
 *   accessible name says the place and its cards
 */
GtkWidget *
truco_ranking_ladder_get_tier (TrucoRankingLadder *self,
                               guint               index)
{
  g_return_val_if_fail (TRUCO_IS_RANKING_LADDER (self), NULL);
  g_return_val_if_fail (index < self->tier_widgets->len, NULL);

  return g_ptr_array_index (self->tier_widgets, index);
}

/**
 * truco_ranking_ladder_highlight:
 * @cards: (array length=n_cards) (nullable): the cards to point at
 * @n_cards: how many
 *
 * Highlights @cards in the ladder (an explanation that names them) and
 * takes the highlight off every other card.
 */
void
truco_ranking_ladder_highlight (TrucoRankingLadder *self,
                                const TrucoCard    *cards,
                                guint               n_cards)
{
  g_return_if_fail (TRUCO_IS_RANKING_LADDER (self));

  for (guint i = 0; i < self->card_widgets->len; i++)
    {
      TrucoCardWidget *widget = g_ptr_array_index (self->card_widgets, i);
      TrucoCard card = truco_card_widget_get_card (widget);
      gboolean highlighted = FALSE;

      for (guint j = 0; j < n_cards && !highlighted; j++)
        highlighted = cards[j] == card;
      truco_card_widget_set_highlighted (widget, highlighted);
    }
}

/**
 * truco_ranking_ladder_show_window:
 * @parent: a widget of the window to stay above
 * @rules: the rule set whose ranking to show
 *
 * Opens a window with the whole ranking of @rules; Escape closes it.
 *
 * Returns: (transfer none): the window
 */
GtkWindow *
truco_ranking_ladder_show_window (GtkWidget        *parent,
                                  const TrucoRules *rules)
{
  GtkWidget *window = adw_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *title = adw_window_title_new (_("Ranking of the Cards"),
                                           truco_variant_get_name (truco_rules_get_variant (rules)));
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *ladder = truco_ranking_ladder_new ();
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();
  GtkRoot *root = parent != NULL ? gtk_widget_get_root (parent) : NULL;

  g_return_val_if_fail (rules != NULL, NULL);

  gtk_window_set_title (GTK_WINDOW (window), _("Ranking of the Cards"));
  gtk_window_set_default_size (GTK_WINDOW (window), 560, 720);
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  if (GTK_IS_WINDOW (root))
    gtk_window_set_transient_for (GTK_WINDOW (window), GTK_WINDOW (root));
  gtk_window_set_destroy_with_parent (GTK_WINDOW (window), TRUE);

  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                          gtk_named_action_new ("window.close")));
  gtk_widget_add_controller (window, shortcuts);

  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), title);
  gtk_box_append (GTK_BOX (box), header);

  truco_ranking_ladder_set_rules (TRUCO_RANKING_LADDER (ladder), rules);
  gtk_widget_set_margin_top (ladder, 18);
  gtk_widget_set_margin_bottom (ladder, 18);
  gtk_widget_set_margin_start (ladder, 12);
  gtk_widget_set_margin_end (ladder, 12);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 640);
  adw_clamp_set_child (ADW_CLAMP (clamp), ladder);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_box_append (GTK_BOX (box), scrolled);

  adw_window_set_content (ADW_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  gtk_widget_grab_focus (ladder);

  return GTK_WINDOW (window);
}
