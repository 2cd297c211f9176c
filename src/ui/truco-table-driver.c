/* truco-table-driver.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Drives a Table page to a view worth looking at, through the page's and
 * the model's public API only: the page itself knows nothing of it. */

#include "config.h"

#include "truco-table-driver.h"

typedef gboolean (*Done) (const TrucoTableShown *shown);

static gboolean
call_pending (const TrucoTableShown *shown)
{
  for (guint k = 0; k < shown->view.n_actions; k++)
    if (shown->view.actions[k].kind == TRUCO_ACTION_ACCEPT)
      return TRUE;
  return FALSE;
}

static gboolean
hand_over (const TrucoTableShown *shown)
{
  return shown->ended;
}

static gboolean
chico_won (const TrucoTableShown *shown)
{
  return shown->ended && shown->game_winner >= 0;
}

static gboolean
learner_may_act (const TrucoTableShown *shown)
{
  return shown->view.n_actions > 0;
}

static void
drive (TrucoTablePage *page,
       Done            done,
       gboolean        call_envido)
{
  for (guint guard = 0; guard < 50000; guard++)
    {
      TrucoTable *table = truco_table_page_get_table (page);
      const TrucoTableShown *shown;
      TrucoAction actions[TRUCO_GAME_MAX_ACTIONS];
      guint n;

      if (table == NULL || truco_game_is_over (truco_table_get_game (table)))
        return;
      shown = truco_table_get_shown (table);
      if (done (shown))
        return;
      if (shown->ended)
        {
          truco_table_page_next_hand (page);
          continue;
        }
      n = truco_table_list_actions (table, actions);
      if (n == 0)
        {
          g_main_context_iteration (NULL, TRUE);
          continue;
        }
      /* Envido when asked and possible, else the first card. */
      for (guint k = 0; k < n; k++)
        if ((call_envido && actions[k].kind == TRUCO_ACTION_CALL && actions[k].bet == TRUCO_BET_ENVIDO) ||
            (!call_envido && actions[k].kind == TRUCO_ACTION_PLAY))
          {
            actions[0] = actions[k];
            break;
          }
      if (actions[0].kind == TRUCO_ACTION_CALL && actions[0].bet == TRUCO_BET_ENVIDO)
        call_envido = FALSE;
      truco_table_apply (table, &actions[0], NULL);
    }
}

void
truco_table_driver_show_view (TrucoTablePage *page,
                              const char     *view)
{
  TrucoTable *table;
  guint delay;

  g_return_if_fail (TRUCO_IS_TABLE_PAGE (page));

  truco_table_page_set_seed (page, 1);
  truco_table_page_new_match (page, TRUCO_BOT_STEADY);
  table = truco_table_page_get_table (page);
  if (table == NULL)
    return;
  delay = truco_table_get_delay (table);
  truco_table_set_delay (table, TRUCO_TABLE_DELAY_INSTANT);
  if (g_strcmp0 (view, "call") == 0 || g_strcmp0 (view, "bubble") == 0)
    drive (page, call_pending, FALSE);
  else if (g_strcmp0 (view, "review") == 0)
    drive (page, hand_over, TRUE);
  else if (g_strcmp0 (view, "chico") == 0)
    drive (page, chico_won, TRUE);
  else
    drive (page, learner_may_act, FALSE);
  table = truco_table_page_get_table (page);
  if (table != NULL)
    truco_table_set_delay (table, delay);
  /* The end of a hand or of a chico places the focus itself. */
  if (table != NULL && !truco_table_get_shown (table)->ended)
    truco_table_page_focus_first (page);
}
