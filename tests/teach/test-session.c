/* test-session.c
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Which skill comes next: interleaving, mistakes coming back, new skills a
 * few at a time, practice and the scoring test outside the schedule.
 */

#include "config.h"

#include <string.h>

#include "truco-exercise.h"
#include "truco-session.h"

#define T0 ((TrucoFsrsTime) 1773144000000)

static const char *six[] = { "deck", "ranking", "tricks", "envido", "flor", "truco", NULL };
static const char *thirty[] = {
  "s00", "s01", "s02", "s03", "s04", "s05", "s06", "s07", "s08", "s09",
  "s10", "s11", "s12", "s13", "s14", "s15", "s16", "s17", "s18", "s19",
  "s20", "s21", "s22", "s23", "s24", "s25", "s26", "s27", "s28", "s29", NULL
};

/* Every skill of @skills reviewed long ago, so that all are due at T0. */
static TrucoProgress *
progress_all_due (const char * const *skills)
{
  TrucoProgress *progress = truco_progress_new_in_memory ();
  TrucoAnswer right = { TRUE, FALSE, 9000 };

  for (guint i = 0; skills[i] != NULL; i++)
    {
      truco_progress_record_review (progress, "ar", NULL, skills[i], &right, T0 - 40 * TRUCO_FSRS_DAY + i);
      truco_progress_record_review (progress, "ar", NULL, skills[i], &right, T0 - 39 * TRUCO_FSRS_DAY + i);
      g_assert_cmpint (truco_progress_lookup_card (progress, "ar", NULL, skills[i])->card.due, <=, T0);
    }
  return progress;
}

static guint
count_available (TrucoProgress      *progress,
                 const char * const *skills,
                 TrucoFsrsTime       now,
                 const char         *except,
                 gboolean            new_allowed)
{
  guint n = 0;

  for (guint i = 0; skills[i] != NULL; i++)
    {
      const TrucoSkillCard *card = truco_progress_lookup_card (progress, "ar", NULL, skills[i]);

      if (g_strcmp0 (skills[i], except) == 0)
        continue;
      if (card == NULL)
        n += new_allowed;
      else if (card->card.due <= now
               || ((card->card.state == TRUCO_CARD_LEARNING || card->card.state == TRUCO_CARD_RELEARNING)
                   && card->card.due <= now + TRUCO_SESSION_LEARN_AHEAD))
        n++;
    }
  return n;
}

static void
test_interleaved (void)
{
  /* Over many orders, answer patterns and paces: never one skill twice in
   * a row while another is due.  Half the runs start from nothing, with
   * every skill new and slow answers, so that skills in their learning
   * steps (due again a minute later) compete. */
  for (guint32 seed = 0; seed < 200; seed++)
    {
      gboolean fresh = seed % 2 == 0;
      const char * const *skills = seed % 4 < 2 ? six : thirty;
      g_autoptr(TrucoProgress) progress = fresh ? truco_progress_new_in_memory () : progress_all_due (skills);
      g_autoptr(TrucoSession) session = truco_session_new_review (progress, "ar", NULL, skills, NULL, fresh, 20, seed);
      GRand *rand = g_rand_new_with_seed (seed);
      const char *previous = NULL;
      TrucoFsrsTime now = T0;
      const char *skill;

      while ((skill = truco_session_next (session, now)) != NULL)
        {
          TrucoAnswer answer = { g_rand_int_range (rand, 0, 4) != 0, FALSE, 5000 };

          /* The same skill again only when no other is due, new, or
           * within its learning steps' learn-ahead. */
          if (previous != NULL && g_str_equal (skill, previous))
            g_assert_cmpuint (count_available (progress, skills, now, previous, fresh), ==, 0);
          g_assert_true (g_strv_contains (skills, skill));
          truco_session_answer (session, &answer, now);
          previous = skill;
          now += (fresh ? g_rand_int_range (rand, 20, 200) : 20) * 1000;
        }
      /* Each due skill once, and the mistakes again. */
      g_assert_cmpuint (truco_session_get_n_answered (session), >=, fresh || skills == six ? 6 : 20);
      g_assert_cmpuint (truco_session_get_n_answered (session), <=, 20);
      g_rand_free (rand);
    }
}

static void
test_mistake_comes_back (void)
{
  /* For every position of a wrong answer (and pairs of them): the same
   * skill is asked again within the next three questions. */
  for (guint wrong_at = 0; wrong_at < 17; wrong_at++)
    for (guint second = 0; second < 3; second++)
      {
        g_autoptr(TrucoProgress) progress = progress_all_due (thirty);
        g_autoptr(TrucoSession) session = truco_session_new_review (progress, "ar", NULL, thirty, NULL, FALSE, 20, wrong_at);
        const char *asked[20] = { NULL, };
        TrucoFsrsTime now = T0;
        guint n = 0;
        const char *skill;

        while ((skill = truco_session_next (session, now)) != NULL)
          {
            gboolean wrong = n == wrong_at || (second > 0 && n == wrong_at + second);
            TrucoAnswer answer = { !wrong, FALSE, 5000 };

            asked[n++] = skill;
            truco_session_answer (session, &answer, now);
            now += 15 * 1000;
          }
        g_assert_cmpuint (n, ==, 20);

        for (guint i = 0; i < 20; i++)
          {
            gboolean wrong = i == wrong_at || (second > 0 && i == wrong_at + second);
            gboolean back = FALSE;

            /* (After the 19th question only one is left, and it may not
             * be the same skill again.) */
            if (!wrong || i + 2 >= 20)
              continue;
            for (guint j = i + 1; j <= i + TRUCO_SESSION_COMEBACK && j < 20; j++)
              back = back || g_str_equal (asked[j], asked[i]);
            if (!back)
              g_error ("wrong at %u (%s), not back by %u", i, asked[i], i + TRUCO_SESSION_COMEBACK);
            /* ...but not at once, when something else can come between. */
            g_assert_false (g_str_equal (asked[i + 1], asked[i]));
          }
      }
}

static void
test_new_skills (void)
{
  const char *lessons_done[] = { "deck", "ranking", "tricks", "envido", "flor", NULL };
  g_autoptr(TrucoProgress) progress = truco_progress_new_in_memory ();
  g_autoptr(TrucoSession) session = NULL;
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  TrucoFsrsTime now = T0;
  const char *skill;

  /* Nothing reviewed yet, five lessons done: three new skills come in
   * this session, and never "truco", whose lesson is not done. */
  session = truco_session_new_review (progress, "ar", NULL, six, lessons_done, FALSE, 20, 7);
  while ((skill = truco_session_next (session, now)) != NULL)
    {
      TrucoAnswer answer = { TRUE, FALSE, 5000 };

      g_assert_cmpstr (skill, !=, "truco");
      g_hash_table_add (seen, (gpointer) skill);
      truco_session_answer (session, &answer, now);
      now += 30 * 1000;
    }
  g_assert_cmpuint (g_hash_table_size (seen), ==, TRUCO_SESSION_NEW_SKILLS);
  /* The new skills came back through their learning steps (learn ahead),
   * and the session ended when nothing was left. */
  g_assert_cmpuint (truco_session_get_n_answered (session), >, TRUCO_SESSION_NEW_SKILLS);
  g_assert_cmpuint (truco_session_get_n_answered (session), <=, 20);
  g_clear_object (&session);

  /* The next session introduces the others whose lesson is done. */
  g_hash_table_remove_all (seen);
  now += TRUCO_FSRS_DAY / 2;
  session = truco_session_new_review (progress, "ar", NULL, six, lessons_done, FALSE, 20, 8);
  while ((skill = truco_session_next (session, now)) != NULL)
    {
      TrucoAnswer answer = { TRUE, FALSE, 5000 };

      if (truco_progress_lookup_card (progress, "ar", NULL, skill) == NULL)
        g_hash_table_add (seen, (gpointer) skill);
      truco_session_answer (session, &answer, now);
      now += 30 * 1000;
    }
  g_assert_cmpuint (g_hash_table_size (seen), ==, 2);
  g_assert_false (g_hash_table_contains (seen, "truco"));
}

static void
test_introduce_all (void)
{
  g_autoptr(TrucoProgress) progress = truco_progress_new_in_memory ();
  g_autoptr(TrucoSession) session = truco_session_new_review (progress, "ar", NULL, six, NULL, TRUE, 20, 3);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  TrucoFsrsTime now = T0;

  for (guint i = 0; i < 6; i++)
    {
      const char *skill = truco_session_next (session, now);
      TrucoAnswer answer = { TRUE, FALSE, 5000 };

      g_assert_nonnull (skill);
      g_hash_table_add (seen, (gpointer) skill);
      truco_session_answer (session, &answer, now);
      now += 10 * 1000;
    }
  /* Every new skill in the first six questions. */
  g_assert_cmpuint (g_hash_table_size (seen), ==, 6);
}

static void
test_nothing_due (void)
{
  g_autoptr(TrucoProgress) progress = progress_all_due (six);
  g_autoptr(TrucoSession) session = NULL;
  const char *skill;
  TrucoFsrsTime now = T0;
  guint n = 0;

  /* Review everything right, then a session an hour later has nothing to
   * ask: it is over at once (new skills are not introducible). */
  session = truco_session_new_review (progress, "ar", NULL, six, NULL, FALSE, 40, 1);
  while ((skill = truco_session_next (session, now)) != NULL)
    {
      TrucoAnswer answer = { TRUE, FALSE, 12000 };

      truco_session_answer (session, &answer, now);
      now += 10 * 1000;
      n++;
    }
  g_assert_cmpuint (n, ==, 6);
  g_clear_object (&session);
  session = truco_session_new_review (progress, "ar", NULL, six, NULL, FALSE, 20, 1);
  g_assert_null (truco_session_next (session, now + 60 * TRUCO_FSRS_MINUTE));
}

static void
test_vanished_skill (void)
{
  const char *old_skills[] = { "deck", "gone", NULL };
  const char *new_skills[] = { "deck", NULL };
  g_autoptr(TrucoProgress) progress = progress_all_due (old_skills);
  g_autoptr(TrucoSession) session = truco_session_new_review (progress, "ar", NULL, new_skills, NULL, FALSE, 3, 1);
  g_autoptr(GBytes) bytes = NULL;
  TrucoAnswer answer = { TRUE, FALSE, 5000 };
  guint reviews = truco_progress_get_n_reviews (progress);

  /* A skill the exercises no longer have: its reviews are kept, it is
   * never asked. */
  for (const char *skill; (skill = truco_session_next (session, T0)) != NULL; )
    {
      g_assert_cmpstr (skill, ==, "deck");
      truco_session_answer (session, &answer, T0);
    }
  g_assert_nonnull (truco_progress_lookup_card (progress, "ar", NULL, "gone"));
  g_assert_cmpuint (truco_progress_get_n_reviews (progress), >, reviews);
  bytes = truco_progress_serialize (progress);
  g_assert_nonnull (bytes);
}

static void
test_practice (void)
{
  g_autoptr(TrucoProgress) progress = progress_all_due (six);
  g_autoptr(TrucoSession) session = truco_session_new_practice (progress, "ar", NULL, "envido", 0);
  g_autoptr(GBytes) before = truco_progress_serialize (progress);
  g_autoptr(GBytes) after = NULL;

  /* The one skill, as long as the learner likes; the schedule untouched. */
  for (guint i = 0; i < 100; i++)
    {
      TrucoAnswer answer = { i % 3 != 0, FALSE, 4000 };

      g_assert_cmpstr (truco_session_next (session, T0 + i), ==, "envido");
      truco_session_answer (session, &answer, T0 + i);
    }
  g_assert_cmpuint (truco_session_get_n_answered (session), ==, 100);
  g_assert_cmpuint (truco_session_get_n_correct (session), ==, 66);
  after = truco_progress_serialize (progress);
  g_assert_true (g_bytes_equal (before, after));
}

static void
test_scoring_test (void)
{
  const char *three[] = { "a", "b", "c", NULL };
  const char *one[] = { "only", NULL };
  g_autoptr(GPtrArray) many = g_ptr_array_new_with_free_func (g_free);
  const char * const *sets[3];

  for (guint i = 0; i < 30; i++)
    g_ptr_array_add (many, g_strdup_printf ("skill-%u", i));
  g_ptr_array_add (many, NULL);
  sets[0] = six;
  sets[1] = three;
  sets[2] = (const char * const *) many->pdata;

  for (guint s = 0; s < G_N_ELEMENTS (sets); s++)
    for (guint32 seed = 0; seed < 30; seed++)
      {
        g_autoptr(TrucoProgress) progress = truco_progress_new_in_memory ();
        g_autoptr(TrucoSession) session = truco_session_new_test (progress, "ar", NULL, sets[s], seed);
        g_autoptr(GHashTable) counts = g_hash_table_new (g_str_hash, g_str_equal);
        g_auto(GStrv) missed = NULL;
        guint n_skills = g_strv_length ((char **) sets[s]);
        guint lowest = G_MAXUINT, highest = 0;
        const char *previous = NULL, *skill;
        guint n_correct = 0;

        while ((skill = truco_session_next (session, T0)) != NULL)
          {
            /* Wrong on "b" (twice as often as others) and on the 5th question. */
            guint n = truco_session_get_n_answered (session);
            TrucoAnswer answer = { !g_str_equal (skill, "b") && n != 4, FALSE, 4000 };

            n_correct += answer.correct;
            g_assert_true (g_strv_contains (sets[s], skill));
            g_assert_true (previous == NULL || !g_str_equal (previous, skill));
            g_hash_table_insert (counts, (gpointer) skill,
                                 GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (counts, skill)) + 1));
            truco_session_answer (session, &answer, T0);
            previous = skill;
          }
        g_assert_cmpuint (truco_session_get_n_answered (session), ==, TRUCO_TEST_LENGTH);

        /* Spread evenly: each skill as often as any other, give or take one. */
        for (guint i = 0; sets[s][i] != NULL; i++)
          {
            guint c = GPOINTER_TO_UINT (g_hash_table_lookup (counts, sets[s][i]));

            lowest = MIN (lowest, c);
            highest = MAX (highest, c);
          }
        if (n_skills <= TRUCO_TEST_LENGTH)
          g_assert_cmpuint (lowest, >=, 1);
        g_assert_cmpuint (highest - lowest, <=, 1);

        missed = truco_session_dup_missed_skills (session);
        if (s == 1)
          {
            /* "b" lost most points, so it comes first. */
            g_assert_cmpstr (missed[0], ==, "b");
            g_assert_cmpuint (g_strv_length (missed), <=, 2);
          }
        else
          g_assert_cmpuint (g_strv_length (missed), ==, 1);
        g_assert_cmpuint (truco_session_get_n_correct (session), ==, n_correct);
        /* Outside the schedule. */
        g_assert_cmpuint (truco_progress_get_n_reviews (progress), ==, 0);
      }

  /* A variant of one skill: twenty questions of it. */
  {
    g_autoptr(TrucoProgress) progress = truco_progress_new_in_memory ();
    g_autoptr(TrucoSession) session = truco_session_new_test (progress, "put", NULL, one, 1);
    TrucoAnswer answer = { TRUE, FALSE, 4000 };

    for (guint i = 0; i < TRUCO_TEST_LENGTH; i++)
      {
        g_assert_cmpstr (truco_session_next (session, T0), ==, "only");
        truco_session_answer (session, &answer, T0);
      }
    g_assert_null (truco_session_next (session, T0));
    g_assert_cmpuint (truco_session_get_n_correct (session), ==, TRUCO_TEST_LENGTH);
  }
}

static void
test_clock_backwards (void)
{
  g_autoptr(TrucoProgress) progress = progress_all_due (six);
  g_autoptr(TrucoSession) session = truco_session_new_review (progress, "ar", NULL, six, NULL, FALSE, 6, 2);
  TrucoFsrsTime now = T0;
  const char *skill;

  /* The clock jumps back ten days halfway: answers are still recorded,
   * nothing is scheduled before the review it follows. */
  while ((skill = truco_session_next (session, now)) != NULL)
    {
      TrucoAnswer answer = { TRUE, FALSE, 5000 };
      const TrucoSkillCard *card;

      truco_session_answer (session, &answer, now);
      card = truco_progress_lookup_card (progress, "ar", NULL, skill);
      g_assert_cmpint (card->card.due, >, card->card.last_review);
      g_assert_cmpint (card->card.last_review, >=, T0 - 39 * TRUCO_FSRS_DAY);
      now = truco_session_get_n_answered (session) == 3 ? now - 10 * TRUCO_FSRS_DAY : now + 1000;
    }
  g_assert_cmpuint (truco_progress_get_n_reviews (progress), ==, 12 + 6);
}

/* A learner with no lesson passed gets no review question, and is told
 * what to do and which lesson is next; once the first lesson is passed, a
 * review asks only that lesson's skills, within what it taught. */
static void
test_reviews_wait_for_lessons (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TrucoCurriculum) curriculum = truco_curriculum_new_for_variant ("ar", &error);
  g_autoptr(TrucoProgress) progress = truco_progress_new_in_memory ();
  g_autoptr(TrucoRules) rules = truco_rules_new (truco_variant_lookup ("ar"));
  g_autoptr(GPtrArray) all = g_ptr_array_new ();
  g_autoptr(TrucoLesson) next = NULL;
  g_autoptr(TrucoLesson) first = NULL;
  g_auto(GStrv) none = NULL, some = NULL, scope = NULL;
  const char *waiting;

  g_assert_no_error (error);
  for (guint i = 0; i < truco_skill_get_count (); i++)
    if (truco_skill_applies (truco_skill_get_nth (i), rules, NULL))
      g_ptr_array_add (all, (gpointer) truco_skill_get_id (truco_skill_get_nth (i)));
  g_ptr_array_add (all, NULL);

  none = truco_session_dup_introducible (curriculum, progress, (const char * const *) all->pdata);
  g_assert_cmpuint (g_strv_length (none), ==, 0);
  waiting = truco_session_describe_waiting (curriculum, progress, &next);
  g_assert_cmpstr (waiting, ==, "Finish a lesson to start reviews");
  first = g_list_model_get_item (G_LIST_MODEL (curriculum), 0);
  g_assert_true (next == first);
  {
    /* Even asked to introduce every new skill at once. */
    g_autoptr(TrucoSession) session = truco_session_new_review (progress, "ar", "", (const char * const *) all->pdata,
                                                                (const char * const *) none, TRUE, 20, 1);

    g_assert_null (truco_session_next (session, 1000));
  }

  truco_progress_complete_lesson (progress, truco_lesson_get_id (first), 3);
  g_clear_object (&next);
  g_assert_null (truco_session_describe_waiting (curriculum, progress, &next));
  some = truco_session_dup_introducible (curriculum, progress, (const char * const *) all->pdata);
  scope = truco_session_dup_review_scope (curriculum, progress);
  g_assert_cmpuint (g_strv_length (scope), >, 0);
  for (guint i = 0; some[i]; i++)
    g_assert_true (g_strv_contains (truco_lesson_get_skills (first), some[i]));
  {
    g_autoptr(TrucoSession) session = truco_session_new_review (progress, "ar", "", (const char * const *) all->pdata,
                                                                (const char * const *) some, TRUE, 20, 1);
    const char *skill = truco_session_next (session, 1000);

    if (g_strv_length (some) > 0)
      {
        g_assert_nonnull (skill);
        g_assert_true (g_strv_contains ((const char * const *) some, skill));
      }
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/session/reviews-wait-for-lessons", test_reviews_wait_for_lessons);
  g_test_add_func ("/session/interleaved", test_interleaved);
  g_test_add_func ("/session/mistake-comes-back", test_mistake_comes_back);
  g_test_add_func ("/session/new-skills", test_new_skills);
  g_test_add_func ("/session/introduce-all", test_introduce_all);
  g_test_add_func ("/session/nothing-due", test_nothing_due);
  g_test_add_func ("/session/vanished-skill", test_vanished_skill);
  g_test_add_func ("/session/practice", test_practice);
  g_test_add_func ("/session/scoring-test", test_scoring_test);
  g_test_add_func ("/session/clock-backwards", test_clock_backwards);

  return g_test_run ();
}
