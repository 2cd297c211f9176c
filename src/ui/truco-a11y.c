/* truco-a11y.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "truco-a11y.h"

/* The windows GTK 4.8 and libadwaita 1.2 build for us (Preferences, About,
 * the shortcuts window) leave some of their controls without an accessible
 * name: a search entry, buttons that only show an icon (GTK then reads out
 * the type of the image), and the shortcuts window's menu of sections.  Those can be told by what they are and what
 * they show, and named here. */

static const char *
icon_button_label (GtkWidget *widget)
{
  GtkWidget *child;
  const char *icon;

  if (!GTK_IS_BUTTON (widget) || gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    return NULL;

  child = gtk_button_get_child (GTK_BUTTON (widget));
  if (child == NULL || !GTK_IS_IMAGE (child))
    return NULL;

  icon = gtk_image_get_icon_name (GTK_IMAGE (child));
  if (g_strcmp0 (icon, "edit-find-symbolic") == 0)
    /* Translators: accessible name and tooltip of a button that shows a search entry. */
    return C_("a11y", "Search");
  if (g_strcmp0 (icon, "go-previous-symbolic") == 0)
    /* Translators: accessible name and tooltip of a button that goes back to the previous page. */
    return C_("a11y", "Back");
  if (g_strcmp0 (icon, "window-close-symbolic") == 0)
    /* Translators: accessible name and tooltip of a button that closes a window or a search bar. */
    return C_("a11y", "Close");

  return NULL;
}

/**
 * truco_a11y_name_toolkit_widgets:
 * @root: a window built by the toolkit
 * @search_label: (nullable): the accessible name of its search entry
 *
 * Gives an accessible name (and a tooltip, for icon buttons without one)
 * to the unnamed controls of @root that can be recognised: search entries,
 * icon buttons to search, go back and close, and the sections button of a
 * #GtkShortcutsWindow.  Call it once @root is
 * built; widgets added later are not seen.
 */
void
truco_a11y_name_toolkit_widgets (GtkWidget  *root,
                                 const char *search_label)
{
  GtkWidget *child;
  const char *label;

  g_return_if_fail (GTK_IS_WIDGET (root));

  if (GTK_IS_SEARCH_ENTRY (root) && search_label != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (root),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, search_label,
                                    -1);
  else if ((label = icon_button_label (root)) != NULL)
    {
      if (gtk_widget_get_tooltip_text (root) == NULL)
        gtk_widget_set_tooltip_text (root, label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (root),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                      -1);
    }
  else if (GTK_IS_MENU_BUTTON (root) && gtk_menu_button_get_label (GTK_MENU_BUTTON (root)) == NULL
           && gtk_menu_button_get_icon_name (GTK_MENU_BUTTON (root)) == NULL
           && gtk_widget_get_ancestor (root, GTK_TYPE_SHORTCUTS_WINDOW) != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (root),
                                    /* Translators: accessible name of the button, in the
                                     * keyboard shortcuts window, that lists its sections. */
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, C_("a11y", "Shortcut sections"),
                                    -1);

  for (child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    truco_a11y_name_toolkit_widgets (child, search_label);
}

/**
 * truco_a11y_wrap_button_label:
 * @button: a button made with a label
 *
 * Lets the button's label wrap between its words, so that two buttons
 * side by side fit a phone's 360 px in any language (a long Spanish label
 * takes two lines rather than widen the window).  Call it again after
 * gtk_button_set_label() (which may make a new label).
 */
void
truco_a11y_wrap_button_label (GtkButton *button)
{
  GtkWidget *label = gtk_button_get_child (button);

  g_return_if_fail (GTK_IS_BUTTON (button));

  if (!GTK_IS_LABEL (label))
    return;
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
}

/* GTK 4.8 names a labelled button twice: the label it was given, mnemonic
 * underline and all, then (labelled-by) the words of the label inside it,
 * so a screen reader read "_Continue Continue". */
static void
name_button (GtkButton *button)
{
  const char *label = gtk_button_get_label (button);
  GtkWidget *child = gtk_button_get_child (button);
  g_autoptr(GString) name = NULL;

  if (label == NULL || !GTK_IS_LABEL (child))
    return;

  name = g_string_sized_new (strlen (label));
  for (const char *p = label; *p != '\0'; p++)
    {
      if (*p == '_' && gtk_button_get_use_underline (button))
        {
          /* "__" is an underline shown. */
          if (p[1] == '_')
            g_string_append_c (name, *++p);
          continue;
        }
      g_string_append_c (name, *p);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name->str,
                                  -1);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  /* The label inside says nothing more. */
  gtk_accessible_update_state (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
}

/**
 * truco_a11y_name_button:
 * @button: a button with a text label
 *
 * Names @button by the words of its label, without the mnemonic's
 * underline and once, now and whenever its label changes.  Not for a
 * button given a name of its own.
 */
void
truco_a11y_name_button (GtkButton *button)
{
  g_return_if_fail (GTK_IS_BUTTON (button));

  if (g_object_get_data (G_OBJECT (button), "truco-a11y-named") == NULL)
    {
      g_object_set_data (G_OBJECT (button), "truco-a11y-named", GINT_TO_POINTER (TRUE));
      g_signal_connect (button, "notify::label", G_CALLBACK (name_button), NULL);
      g_signal_connect (button, "notify::use-underline", G_CALLBACK (name_button), NULL);
    }
  name_button (button);
}

/**
 * truco_a11y_name_buttons:
 * @root: a widget
 *
 * truco_a11y_name_button() on every button with a text label in @root
 * (toggle buttons too).  Call it once @root is built; buttons added later
 * are not seen.
 */
void
truco_a11y_name_buttons (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  if (GTK_IS_BUTTON (root) && gtk_button_get_label (GTK_BUTTON (root)) != NULL)
    truco_a11y_name_button (GTK_BUTTON (root));
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    truco_a11y_name_buttons (child);
}
