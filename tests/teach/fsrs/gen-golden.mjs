// gen-golden.mjs
//
// Copyright 2026 The Truquero authors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Writes fsrs.golden: review sequences scheduled by ts-fsrs, the reference
// implementation of FSRS-6, for test-fsrs.c to replay against the C
// scheduler.  Run once at development time, in a scratch directory:
//
//   cp package.json gen-golden.mjs /tmp/g && cd /tmp/g && npm install
//   node gen-golden.mjs > .../tests/teach/fsrs/fsrs.golden
//
// The suite reads only the committed output and needs no npm.
//
// Format, one record a line, fields separated by spaces:
//   seq N RETENTION MAX_INTERVAL LEARNING_STEPS RELEARNING_STEPS
//       (steps in minutes, comma-separated, "-" for none)
//   review NOW_MS RATING R_BEFORE STATE STEP STABILITY DIFFICULTY
//          SCHEDULED_DAYS DUE_MS LAPSES REPS
//   retr NOW_MS R   (retrievability of the card at a later moment)

import { fsrs, createEmptyCard, Rating, FSRSVersion } from 'ts-fsrs';

// A small deterministic generator (mulberry32), so that the file can be
// regenerated identically.
function mulberry32 (a) {
  return function () {
    a |= 0; a = a + 0x6D2B79F5 | 0;
    let t = Math.imul (a ^ a >>> 15, 1 | a);
    t = t + Math.imul (t ^ t >>> 7, 61 | t) ^ t;
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}

const rand = mulberry32 (20261122);
const pick = (list) => list[Math.floor (rand () * list.length)];

const retentions = [0.7, 0.75, 0.8, 0.85, 0.9, 0.9, 0.9, 0.95, 0.97];
const max_intervals = [36500, 36500, 365, 180, 30];
const learning_steps = [[1, 10], [1, 10], [10], [], [1, 10, 60], [5, 1440]];
const relearning_steps = [[10], [10], [], [10, 60]];
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

const fmt = (x) => Number (x).toPrecision (17);
const steps_arg = (s) => s.map ((m) => `${m}m`);
const steps_str = (s) => s.length ? s.join (',') : '-';

const out = [];
out.push (`# ts-fsrs ${FSRSVersion}: default weights, short-term scheduling, no fuzz`);
const N_SEQUENCES = 240;

for (let n = 0; n < N_SEQUENCES; n++) {
  const retention = pick (retentions);
  const max_interval = pick (max_intervals);
  const ls = pick (learning_steps);
  const rs = pick (relearning_steps);
  const f = fsrs ({
    request_retention: retention,
    maximum_interval: max_interval,
    enable_fuzz: false,
    enable_short_term: true,
    learning_steps: steps_arg (ls),
    relearning_steps: steps_arg (rs),
  });

  // Start at some moment of 2026, at any time of day.
  let now = Date.UTC (2026, 0, 1) + Math.floor (rand () * 300 * DAY);
  let card = createEmptyCard (new Date (now));
  out.push (`seq ${n} ${retention} ${max_interval} ${steps_str (ls)} ${steps_str (rs)}`);

  const length = 3 + Math.floor (rand () * 18);
  for (let i = 0; i < length; i++) {
    // Mostly right answers, as in a learner's life; a lapse now and then.
    const x = rand ();
    const rating = x < 0.18 ? Rating.Again : x < 0.35 ? Rating.Hard : x < 0.85 ? Rating.Good : Rating.Easy;

    const r_before = f.get_retrievability (card, new Date (now), false);
    card = f.next (card, new Date (now), rating).card;
    out.push (`review ${now} ${rating} ${fmt (r_before)} ${card.state} ${card.learning_steps} ` +
              `${fmt (card.stability)} ${fmt (card.difficulty)} ${card.scheduled_days} ` +
              `${card.due.getTime ()} ${card.lapses} ${card.reps}`);

    // The next review: on time, early, late, or minutes later.
    const due = card.due.getTime ();
    const y = rand ();
    if (y < 0.35)
      now = Math.max (now, due);
    else if (y < 0.55)
      now = now + Math.floor (rand () * 40) * MINUTE;
    else if (y < 0.75)
      now = Math.max (now, now + Math.floor ((due - now) * (0.3 + rand () * 0.6)));
    else
      now = Math.max (now, due) + Math.floor (rand () * 3 * (due - now + DAY));

    if (rand () < 0.3) {
      const later = now + Math.floor (rand () * 90 * DAY);
      out.push (`retr ${later} ${fmt (f.get_retrievability (card, new Date (later), false))}`);
    }
  }
}

process.stdout.write (out.join ('\n') + '\n');
