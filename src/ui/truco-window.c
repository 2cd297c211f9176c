/* truco-window.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "truco-window.h"

struct _TrucoWindow
{
  AdwApplicationWindow  parent_instance;

  AdwViewStack         *stack;
};

G_DEFINE_FINAL_TYPE (TrucoWindow, truco_window, ADW_TYPE_APPLICATION_WINDOW)

static void
truco_window_class_init (TrucoWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/truco-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TrucoWindow, stack);

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
