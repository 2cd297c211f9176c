/* truco-table-driver.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "truco-table-page.h"

G_BEGIN_DECLS

/* For the screenshots and the tests: a new match with repeatable deals,
 * played by the learner's first legal moves until @view shows: "start"
 * (the learner may act), "call" (a call waits for the learner's answer,
 * its bubble at the caller's seat), "review" (a hand over, with its
 * review), "chico" (a chico won).  Not used by the application itself. */
void truco_table_driver_show_view (TrucoTablePage *page,
                                   const char     *view);

G_END_DECLS
