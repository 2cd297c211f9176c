/* truco-window.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "truco-glossary-page.h"
#include "truco-window.h"

struct _TrucoWindow
{
  AdwApplicationWindow  parent_instance;

  AdwViewStack         *stack;
  TrucoGlossaryPage    *glossary_page;
};

G_DEFINE_FINAL_TYPE (TrucoWindow, truco_window, ADW_TYPE_APPLICATION_WINDOW)

static void
truco_window_class_init (TrucoWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (TRUCO_TYPE_GLOSSARY_PAGE);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/truco-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TrucoWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, TrucoWindow, glossary_page);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

static void
truco_window_init (TrucoWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

TrucoWindow *
truco_window_new (TrucoApplication *application)
{
  return g_object_new (TRUCO_TYPE_WINDOW,
                       "application", application,
                       NULL);
}

/**
 * truco_window_show_term:
 * @id: a glossary term id
 *
 * Shows the Glossary section on the page of the term @id.
 *
 * Returns: whether the glossary has that term
 */
gboolean
truco_window_show_term (TrucoWindow *self,
                        const char  *id)
{
  g_return_val_if_fail (TRUCO_IS_WINDOW (self), FALSE);

  adw_view_stack_set_visible_child_name (self->stack, "glossary");

  return truco_glossary_page_show_term (self->glossary_page, id);
}

/**
 * truco_window_search_glossary:
 * @query: what to search
 *
 * Shows the Glossary section with the results of @query.
 */
void
truco_window_search_glossary (TrucoWindow *self,
                              const char  *query)
{
  g_return_if_fail (TRUCO_IS_WINDOW (self));

  adw_view_stack_set_visible_child_name (self->stack, "glossary");
  truco_glossary_page_search (self->glossary_page, query);
  truco_glossary_page_focus_search (self->glossary_page);
}
