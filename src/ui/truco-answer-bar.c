/* truco-answer-bar.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* TrucoAnswerBar is where an exercise says how an answer went and what
 * comes next: a bar its host puts under its scrolled content, so that it
 * is never off screen.  It slides up after an answer, in libadwaita's
 * success or error colours with a check or a cross and a verdict in words
 * (never colour alone), the explanation under the verdict (scrolled inside
 * the bar when it is long), and one button whose label says what it does
 * ("Continue", "Try Another"…).
 *
 * When it appears the button takes the focus, so Enter presses it, and its
 * accessible description is the verdict and the explanation, so a screen
 * reader reads them at once (GTK 4.8 has no way to announce). */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "truco-answer-bar.h"
#include "truco-term-links.h"

struct _TrucoAnswerBar
{
  AdwBin       parent_instance;

  gboolean     correct;
  char        *verdict;
  char        *explanation;

  GtkRevealer *revealer;
  GtkWidget   *bar;
  GtkImage    *icon;
  GtkLabel    *verdict_label;
  GtkLabel    *explanation_label;
  GtkWidget   *explanation_scroll;
  GtkWidget   *explanation_holder;
  AdwBin      *picture_bin;
  AdwBin      *links_bin;
  GtkButton   *button;
};

G_DEFINE_FINAL_TYPE (TrucoAnswerBar, truco_answer_bar, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_REVEALED,
  N_PROPS
};

enum {
  ACTIVATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* libadwaita's success and error colours behind the bar, its own colours
 * on the verdict; both work in the dark style. */
static const char bar_css[] =
  ".truco-answer-bar { border-top: 1px solid alpha(currentColor, 0.15); }\n"
  ".truco-answer-bar.success { background-color: mix(@window_bg_color, @success_bg_color, 0.18); }\n"
  ".truco-answer-bar.error { background-color: mix(@window_bg_color, @error_bg_color, 0.18); }\n"
  ".truco-answer-bar.success, .truco-answer-bar.error { color: @window_fg_color; }\n"
  ".truco-answer-bar.success .truco-verdict, .truco-answer-bar.success image.truco-verdict-icon { color: @success_color; }\n"
  ".truco-answer-bar.error .truco-verdict, .truco-answer-bar.error image.truco-verdict-icon { color: @error_color; }\n";

/**
 * truco_answer_bar_strip_verdict:
 * @explanation: (nullable): an option's explanation
 *
 * The generators open a wrong option's explanation with a verdict of
 * their own ("Not quite. …"); the bar says the verdict once, so the
 * explanation goes on from the reason.
 *
 * Returns: (nullable): @explanation from its reason on
 */
const char *
truco_answer_bar_strip_verdict (const char *explanation)
{
  /* Translators: the explanation of a wrong option: %s is why it is wrong */
  const char *format = _("Not quite. %s\n%s");
  const char *end = strchr (format, '%');
  gsize len = end != NULL ? (gsize) (end - format) : 0;

  if (explanation != NULL && len > 0 && strncmp (explanation, format, len) == 0)
    return explanation + len;

  return explanation;
}

static void
button_clicked_cb (TrucoAnswerBar *self)
{
  g_signal_emit (self, signals[ACTIVATED], 0);
}

/**
 * truco_answer_bar_show:
 * @correct: whether the answer was right (the colours and the icon)
 * @verdict: one sentence that says whether it was right
 * @explanation: (nullable): why
 * @action_label: the button's label, with a mnemonic
 *
 * Slides the bar up with the feedback, and gives its button the focus.
 */
void
truco_answer_bar_show (TrucoAnswerBar *self,
                       gboolean        correct,
                       const char     *verdict,
                       const char     *explanation,
                       const char     *action_label)
{
  g_autofree char *described = NULL;

  g_return_if_fail (TRUCO_IS_ANSWER_BAR (self));
  g_return_if_fail (verdict != NULL);

  self->correct = correct;
  g_free (self->verdict);
  self->verdict = g_strdup (verdict);
  g_free (self->explanation);
  self->explanation = g_strdup (explanation != NULL ? explanation : "");

  gtk_widget_remove_css_class (self->bar, correct ? "error" : "success");
  gtk_widget_add_css_class (self->bar, correct ? "success" : "error");
  gtk_image_set_from_icon_name (self->icon, correct ? "object-select-symbolic" : "window-close-symbolic");
  gtk_label_set_label (self->verdict_label, verdict);
  gtk_label_set_label (self->explanation_label, self->explanation);
  gtk_widget_set_visible (self->explanation_holder, self->explanation[0] != '\0');
  {
    /* The explanation's glossary words, opened in place. */
    GtkWidget *links = self->explanation[0] != '\0' ? truco_term_links_new_popover_box (self->explanation) : NULL;

    adw_bin_set_child (self->links_bin, links);
    gtk_widget_set_visible (GTK_WIDGET (self->links_bin), links != NULL);
  }
  truco_answer_bar_set_action_label (self, action_label);

  described = self->explanation[0] != '\0' ? g_strdup_printf ("%s %s", verdict, self->explanation)
                                           : g_strdup (verdict);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->bar),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, described,
                                  -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->button),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, described,
                                  -1);

  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
  if (!gtk_revealer_get_reveal_child (self->revealer))
    {
      gtk_revealer_set_reveal_child (self->revealer, TRUE);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVEALED]);
    }
  truco_answer_bar_focus (self);
}

/**
 * truco_answer_bar_set_action_label:
 * @action_label: (nullable): what the button does, with a mnemonic
 *
 * Says what the button does, when the host knows better after the answer
 * ("See How It Went" after the last question).
 */
void
truco_answer_bar_set_action_label (TrucoAnswerBar *self,
                                   const char     *action_label)
{
  g_autoptr(GString) name = NULL;

  g_return_if_fail (TRUCO_IS_ANSWER_BAR (self));

  if (action_label == NULL)
    action_label = _("_Continue");
  gtk_button_set_label (self->button, action_label);

  /* The button's name is its label without the mnemonic's underline (a
   * label set on a button that already has a description kept it). */
  name = g_string_new (action_label);
  for (gsize i = 0; i < name->len; i++)
    if (name->str[i] == '_')
      g_string_erase (name, i, 1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name->str,
                                  -1);
  /* GtkButton names itself by its label too (labelled-by): with the name
   * above a screen reader read "Try Another Try Another".  The name is
   * enough, and the label inside says nothing more. */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (self->button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  if (GTK_IS_LABEL (gtk_button_get_child (self->button)))
    gtk_accessible_update_state (GTK_ACCESSIBLE (gtk_button_get_child (self->button)),
                                 GTK_ACCESSIBLE_STATE_HIDDEN, TRUE,
                                 -1);
}

/**
 * truco_answer_bar_set_picture:
 * @picture: (nullable) (transfer floating): a picture of the working,
 *   shown between the verdict and the explanation; %NULL for none
 */
void
truco_answer_bar_set_picture (TrucoAnswerBar *self,
                              GtkWidget      *picture)
{
  g_return_if_fail (TRUCO_IS_ANSWER_BAR (self));

  adw_bin_set_child (self->picture_bin, picture);
  gtk_widget_set_visible (GTK_WIDGET (self->picture_bin), picture != NULL);
}

/**
 * truco_answer_bar_get_picture:
 *
 * Returns: (transfer none) (nullable): the picture shown
 */
GtkWidget *
truco_answer_bar_get_picture (TrucoAnswerBar *self)
{
  g_return_val_if_fail (TRUCO_IS_ANSWER_BAR (self), NULL);

  return adw_bin_get_child (self->picture_bin);
}

/**
 * truco_answer_bar_dismiss:
 *
 * Hides the bar at once (the next question is there).
 */
void
truco_answer_bar_dismiss (TrucoAnswerBar *self)
{
  g_return_if_fail (TRUCO_IS_ANSWER_BAR (self));

  if (!gtk_revealer_get_reveal_child (self->revealer))
    return;

  /* At once, not sliding: the next question must not be covered. */
  gtk_revealer_set_transition_type (self->revealer, GTK_REVEALER_TRANSITION_TYPE_NONE);
  gtk_revealer_set_reveal_child (self->revealer, FALSE);
  gtk_revealer_set_transition_type (self->revealer, GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP);
  /* Nothing of the last answer is shown or read any more. */
  truco_answer_bar_set_picture (self, NULL);
  adw_bin_set_child (self->links_bin, NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->links_bin), FALSE);
  gtk_accessible_reset_property (GTK_ACCESSIBLE (self->bar), GTK_ACCESSIBLE_PROPERTY_LABEL);
  gtk_accessible_reset_property (GTK_ACCESSIBLE (self->button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVEALED]);
}

gboolean
truco_answer_bar_get_revealed (TrucoAnswerBar *self)
{
  g_return_val_if_fail (TRUCO_IS_ANSWER_BAR (self), FALSE);

  return gtk_revealer_get_reveal_child (self->revealer);
}

gboolean
truco_answer_bar_get_correct (TrucoAnswerBar *self)
{
  g_return_val_if_fail (TRUCO_IS_ANSWER_BAR (self), FALSE);

  return self->correct;
}

/**
 * truco_answer_bar_get_verdict:
 *
 * Returns: (nullable): the verdict shown last
 */
const char *
truco_answer_bar_get_verdict (TrucoAnswerBar *self)
{
  g_return_val_if_fail (TRUCO_IS_ANSWER_BAR (self), NULL);

  return self->verdict;
}

/**
 * truco_answer_bar_get_explanation:
 *
 * Returns: (nullable): the explanation shown last
 */
const char *
truco_answer_bar_get_explanation (TrucoAnswerBar *self)
{
  g_return_val_if_fail (TRUCO_IS_ANSWER_BAR (self), NULL);

  return self->explanation;
}

/**
 * truco_answer_bar_get_button:
 *
 * Returns: (transfer none): the bar's one button
 */
GtkWidget *
truco_answer_bar_get_button (TrucoAnswerBar *self)
{
  g_return_val_if_fail (TRUCO_IS_ANSWER_BAR (self), NULL);

  return GTK_WIDGET (self->button);
}

/**
 * truco_answer_bar_focus:
 *
 * Gives the button the focus (when the bar is up).
 */
void
truco_answer_bar_focus (TrucoAnswerBar *self)
{
  g_return_if_fail (TRUCO_IS_ANSWER_BAR (self));

  if (gtk_revealer_get_reveal_child (self->revealer))
    gtk_widget_grab_focus (GTK_WIDGET (self->button));
}

/**
 * truco_answer_bar_activate:
 *
 * Does what the button does, when the bar is up.
 */
void
truco_answer_bar_activate (TrucoAnswerBar *self)
{
  g_return_if_fail (TRUCO_IS_ANSWER_BAR (self));

  if (gtk_revealer_get_reveal_child (self->revealer))
    g_signal_emit (self, signals[ACTIVATED], 0);
}

static gboolean
enter_cb (GtkWidget *host,
          GVariant  *args,
          gpointer   user_data)
{
  TrucoAnswerBar *self = TRUCO_ANSWER_BAR (user_data);
  GtkRoot *root = gtk_widget_get_root (host);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  /* Another focused button or an entry keeps its own Enter. */
  if (!gtk_revealer_get_reveal_child (self->revealer) ||
      (focus != NULL && focus != GTK_WIDGET (self->button) &&
       (GTK_IS_BUTTON (focus) || GTK_IS_EDITABLE (focus) ||
        GTK_IS_EDITABLE (gtk_widget_get_parent (focus)))))
    return FALSE;

  g_signal_emit (self, signals[ACTIVATED], 0);
  return TRUE;
}

/**
 * truco_answer_bar_attach_enter:
 * @host: the widget around the exercise and the bar
 *
 * Makes Enter anywhere in @host press the bar's button while the bar is
 * up (the button has the focus when the bar comes up; this is for when the
 * learner moved it to read the question again).
 */
void
truco_answer_bar_attach_enter (TrucoAnswerBar *self,
                               GtkWidget      *host)
{
  GtkEventController *shortcuts;
  const guint keys[] = { GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter };

  g_return_if_fail (TRUCO_IS_ANSWER_BAR (self));
  g_return_if_fail (GTK_IS_WIDGET (host));

  shortcuts = gtk_shortcut_controller_new ();
  gtk_event_controller_set_propagation_phase (shortcuts, GTK_PHASE_CAPTURE);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (keys[i], 0),
                                                            gtk_callback_action_new (enter_cb, self, NULL)));
  gtk_widget_add_controller (host, shortcuts);
}

static void
truco_answer_bar_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), TRUCO_TYPE_ANSWER_BAR);

  G_OBJECT_CLASS (truco_answer_bar_parent_class)->dispose (object);
}

static void
truco_answer_bar_finalize (GObject *object)
{
  TrucoAnswerBar *self = TRUCO_ANSWER_BAR (object);

  g_free (self->verdict);
  g_free (self->explanation);

  G_OBJECT_CLASS (truco_answer_bar_parent_class)->finalize (object);
}

static void
truco_answer_bar_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TrucoAnswerBar *self = TRUCO_ANSWER_BAR (object);

  switch (prop_id)
    {
    case PROP_REVEALED:
      g_value_set_boolean (value, truco_answer_bar_get_revealed (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
truco_answer_bar_class_init (TrucoAnswerBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = truco_answer_bar_dispose;
  object_class->finalize = truco_answer_bar_finalize;
  object_class->get_property = truco_answer_bar_get_property;

  /**
   * TrucoAnswerBar:revealed:
   *
   * Whether the bar is up (an answer is shown).
   */
  properties[PROP_REVEALED] =
    g_param_spec_boolean ("revealed", NULL, NULL,
                          FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TrucoAnswerBar::activated:
   *
   * Emitted when the learner presses the bar's button.
   */
  signals[ACTIVATED] =
    g_signal_new ("activated",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/truco-answer-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, TrucoAnswerBar, bar);
  gtk_widget_class_bind_template_child (widget_class, TrucoAnswerBar, icon);
  gtk_widget_class_bind_template_child (widget_class, TrucoAnswerBar, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, TrucoAnswerBar, explanation_label);
  gtk_widget_class_bind_template_child (widget_class, TrucoAnswerBar, explanation_scroll);
  gtk_widget_class_bind_template_child (widget_class, TrucoAnswerBar, explanation_holder);
  gtk_widget_class_bind_template_child (widget_class, TrucoAnswerBar, picture_bin);
  gtk_widget_class_bind_template_child (widget_class, TrucoAnswerBar, links_bin);
  gtk_widget_class_bind_template_child (widget_class, TrucoAnswerBar, button);
  gtk_widget_class_bind_template_callback (widget_class, button_clicked_cb);
}

/* The explanation's holder: as tall as the explanation (its scroll's
 * natural height, at most the scroll's maximum), never less, so that a
 * short window scrolls the exercise above rather than cut the
 * explanation to two lines. */
static GtkSizeRequestMode
holder_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
holder_measure (GtkWidget      *widget,
                GtkOrientation  orientation,
                int             for_size,
                int            *minimum,
                int            *natural,
                int            *minimum_baseline,
                int            *natural_baseline)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  *minimum = *natural = 0;
  if (child == NULL || !gtk_widget_should_layout (child))
    return;
  gtk_widget_measure (child, orientation, for_size, minimum, natural, NULL, NULL);
  if (orientation == GTK_ORIENTATION_VERTICAL)
    {
      /* A scrolled window measures its content's height for no width in
       * particular (too short for a wrapped label): measure it for ours. */
      GtkWidget *content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (child));
      int content_height = 0;

      if (content != NULL && for_size >= 0)
        gtk_widget_measure (content, GTK_ORIENTATION_VERTICAL, for_size, NULL, &content_height, NULL, NULL);
      content_height = MIN (content_height,
                            gtk_scrolled_window_get_max_content_height (GTK_SCROLLED_WINDOW (child)));
      *minimum = *natural = MAX (*minimum, MAX (*natural, content_height));
    }
}

static void
holder_allocate (GtkWidget *widget,
                 int        width,
                 int        height,
                 int        baseline)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_allocate (child, width, height, -1, NULL);
}

/**
 * truco_answer_bar_load_style:
 *
 * Adds the bar's style to the default display, once.  The application
 * does it at start-up: a provider added later restyles every window.
 */
void
truco_answer_bar_load_style (void)
{
  static gboolean css_loaded;
  GdkDisplay *display = gdk_display_get_default ();

  if (!css_loaded && display != NULL)
    {
      g_autoptr(GtkCssProvider) provider = gtk_css_provider_new ();

      gtk_css_provider_load_from_data (provider, bar_css, -1);
      gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
      css_loaded = TRUE;
    }
}

static void
truco_answer_bar_init (TrucoAnswerBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* The template's root is not bound: AdwBin unparents its child itself,
   * after the template's children are disposed. */
  self->revealer = GTK_REVEALER (adw_bin_get_child (ADW_BIN (self)));
  gtk_widget_set_layout_manager (self->explanation_holder,
                                 gtk_custom_layout_new (holder_request_mode, holder_measure, holder_allocate));
  truco_answer_bar_load_style ();
}

GtkWidget *
truco_answer_bar_new (void)
{
  return g_object_new (TRUCO_TYPE_ANSWER_BAR, NULL);
}
