#!/usr/bin/python3
# test-quiz.py — the Quiz of the real truquero, by keyboard and through the
# accessibility tree, in English.  Every Argentine lesson is done (a
# version-1 progress file, which the app migrates) and reviews are five
# questions long.  A review is answered by keyboard (digit keys for the
# options, a typed number and Return), the third answer wrong: its
# explanation is read from the answer bar, the end says 4 of 5.
# After quitting and starting again, the due count and the mastery of each
# skill read as before.  Then the scoring test is answered to its mark (two
# wrong: 18 out of 20), with links to the lessons of the skills missed.
# TRUQUERO_QUIZ_SEED fixes the exercises' seeds, so that the answers are
# known from `truco-rules exercise SKILL --seed=N --json`.
# Exit 77 (skip) when there is no display, no session bus, pyatspi or xdotool.
#
# Copyright 2026 The Truquero authors
# SPDX-License-Identifier: GPL-3.0-or-later

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(__file__))
from trucotest import (app_env, check, clean_up, do_action, find, find_role, finish, focus_window,
                       key, make_config, require, start, stop, type_text, wait_for)

pyatspi = require()

TRUQUERO, TRUCO_RULES, SOURCE_ROOT = sys.argv[1], sys.argv[2], sys.argv[3]
SEED = 1000


def write_progress(data_home):
    # Sorted, as truquero writes it: it accepts only its own bytes.
    from gi.repository import GLib
    text = open(os.path.join(SOURCE_ROOT, 'data', 'lessons', 'ar.xml'), encoding='utf-8').read()
    ids = re.findall(r'<lesson id="([^"]+)"', text)
    payload = GLib.Variant('a(sbuu)', [(i, True, 3, 0) for i in sorted(set(ids))])
    envelope = GLib.Variant('(suv)', ('io.github.truquero.Truquero.progress', 1, payload))
    folder = os.path.join(data_home, 'io.github.truquero.Truquero')
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, 'progress.gvariant'), 'wb') as f:
        f.write(envelope.get_data_as_bytes().get_data())


def skills():
    out = subprocess.run([TRUCO_RULES, 'exercise', '--list'], capture_output=True, text=True).stdout
    return [line.split('\t')[0] for line in out.splitlines()
            if 'ar' in line.split('\t')[1].split(',')]


# seed -> {prompt: exercise}, for every Argentine skill, from one batch run.
EXERCISES = {}


def load_exercises(first, count):
    names = skills()
    lines = [f'exercise {skill} --seed={seed} --json --card-names' for seed in range(first, first + count) for skill in names]
    out = subprocess.run([TRUCO_RULES, 'batch'], input='\n'.join(lines) + '\n',
                         capture_output=True, text=True).stdout.splitlines()
    for line in out:
        if line.startswith('{'):
            exercise = json.loads(line)
            EXERCISES.setdefault(int(exercise['seed']), {})[exercise['prompt']] = exercise


def exercise_shown(app, seed):
    """The exercise of seed whose prompt the app shows."""
    labels = set()

    def collect(node):
        if node.getRole() == pyatspi.ROLE_LABEL:
            labels.add(node.name)
        return False
    find(app, collect)
    for prompt, exercise in EXERCISES.get(seed, {}).items():
        if prompt in labels:
            return exercise
    return None


def answer(exercise, right):
    """Answers by keyboard; returns the option chosen."""
    if right:
        choice = exercise['answer']
    else:
        choice = next(i for i, c in enumerate(exercise['choices']) if not c['correct'])
    focus_window()
    if exercise['form'] == 'number':
        type_text(str(exercise['choices'][choice]['number']))
        key('Return')
    else:
        key(str(choice + 1))
    return choice


def feedback(app):
    node = find(app, lambda n: n.getRole() == pyatspi.ROLE_STATUS_BAR and
                (n.name.startswith('Right.') or n.name.startswith('Not right.')))
    return node.name if node is not None else None


def run_questions(app, seed, n, wrong, what):
    """Answers n questions from seed on; the ones in wrong wrongly.  Returns
    the feedback of each and the next seed."""
    read = []
    for i in range(n):
        exercise = wait_for(lambda: exercise_shown(app, seed))
        if not check(exercise is not None, f'{what} {i + 1}: the question shown is the exercise of seed {seed}'):
            return read, seed
        seed += 1
        choice = answer(exercise, i not in wrong)
        said = wait_for(lambda: feedback(app))
        read.append(said)
        explanation = ' '.join(exercise['choices'][choice]['explanation'].split())
        # One verdict: the answer bar leaves out the generator's own.
        if explanation.startswith('Not quite. '):
            explanation = explanation[len('Not quite. '):]
        expected = ('Right. ' if i not in wrong else 'Not right. ') + explanation
        if i in wrong or i == 0:
            check(said is not None and ' '.join(said.split()) == expected,
                  f'{what} {i + 1}: the feedback read is the explanation of the option chosen',
                  [f'read: {said}', f'expected: {expected}'])
        else:
            check(said is not None and said.startswith('Right.'), f'{what} {i + 1}: "Right." is read')
        focus_window()
        key('Return')
    return read, seed


def result(app):
    node = find(app, lambda n: n.getRole() == pyatspi.ROLE_STATUS_BAR and
                ('questions right' in n.name or 'out of' in n.name))
    return node.name if node is not None else None


def due_text(app):
    node = find(app, lambda n: n.getRole() == pyatspi.ROLE_LABEL and re.match(r'\d+ reviews? (is|are) due today\. ', n.name))
    return node.name if node is not None else None


def mastery(app):
    listing = find_role(app, pyatspi.ROLE_LIST, 'Mastery of each skill')
    if listing is None:
        return None
    rows = {}
    for i in range(listing.childCount):
        row = listing.getChildAtIndex(i)
        rows[row.name] = row.description
    return rows


def open_quiz(app):
    tab = wait_for(lambda: find_role(app, pyatspi.ROLE_PAGE_TAB, 'Quiz'))
    if check(tab is not None, 'the view switcher has a Quiz section'):
        do_action(tab)
    return tab


def activate_row(app, title):
    row = wait_for(lambda: find(app, lambda n: n.name == title and n.getRole() in
                                (pyatspi.ROLE_LIST_ITEM, pyatspi.ROLE_PUSH_BUTTON)))
    if not check(row is not None, f'the Quiz has "{title}"'):
        return False
    if not do_action(row):
        # Rows have no AT-SPI action in GTK 4.8: click it.
        ext = row.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        window = subprocess.run(['xdotool', 'search', '--sync', '--onlyvisible', '--name', '^Truquero$'],
                                capture_output=True, text=True).stdout.split()[0]
        subprocess.run(['xdotool', 'mousemove', '--window', window, str(ext.x + 20),
                        str(ext.y + ext.height // 2), 'click', '1'], check=False)
    return True


def main():
    load_exercises(SEED, 25)
    config = make_config('ar')
    with open(os.path.join(config, 'glib-2.0', 'settings', 'keyfile'), 'a') as f:
        f.write('session-length=uint32 5\n')
    data_home = tempfile.mkdtemp(prefix='truquero-atspi-data-')
    write_progress(data_home)
    env = app_env(config, XDG_DATA_HOME=data_home, TRUQUERO_QUIZ_SEED=str(SEED))

    proc, app = start(TRUQUERO, env)
    try:
        if not check(app is not None, 'truquero shows up in the accessibility tree'):
            return
        open_quiz(app)
        check(wait_for(lambda: due_text(app)) == '0 reviews are due today. Due in the next 6 days: 0.',
              'nothing is due before the first review', [due_text(app)])
        activate_row(app, 'Start a Review')
        read, seed = run_questions(app, SEED, 5, {2}, 'review question')
        said = wait_for(lambda: result(app))
        check(said == 'Review Done. You answered 4 of 5 questions right.', 'the end of the review reads 4 of 5',
              [f'read: {said}'])
        focus_window()
        key('Escape')
        due_before = wait_for(lambda: due_text(app))
        m = re.match(r'(\d+) reviews? (?:is|are) due today\. Due in the next 6 days: (\d+)\.', due_before or '')
        n_due = int(m.group(1)) if m else -1
        n_week = n_due + int(m.group(2)) if m else -1
        rows = wait_for(lambda: mastery(app))
        reviewed = {k: v for k, v in (rows or {}).items() if v.startswith('Mastery: ')}
        check(1 <= len(reviewed) <= 5, f'mastery figures for the skills reviewed ({len(reviewed)})', sorted(reviewed.items()))
        # Each skill reviewed is in its learning steps (minutes), the one
        # missed in its relearning step: all fall due within the week (today,
        # or tomorrow when the test runs just before midnight).
        check(n_week == len(reviewed), f'every skill reviewed is due again within the week ({n_week})',
              [f'read: {due_before}'])
        if n_due > 0:
            badge = find(app, lambda n: n.getRole() == pyatspi.ROLE_LABEL and n.name == str(n_due))
            check(badge is not None, f'the header shows {n_due} reviews due')

        focus_window()
        key('ctrl+q')
        check(stop(proc) == 0, 'Ctrl+Q quits')

        proc, app = start(TRUQUERO, env)
        if not check(app is not None, 'truquero starts again'):
            return
        open_quiz(app)
        due_after = wait_for(lambda: due_text(app))
        check(due_after == due_before, 'after a restart the due count reads as before', [due_after, due_before])
        rows = wait_for(lambda: mastery(app))
        again = {k: v for k, v in (rows or {}).items() if v.startswith('Mastery: ')}

        def percent(text):
            return int(re.match(r'Mastery: (\d+) %', text).group(1))
        same = set(again) == set(reviewed) and all(abs(percent(again[k]) - percent(reviewed[k])) <= 1 for k in again)
        check(same, 'after a restart each skill shows the same mastery', sorted(again.items()))

        activate_row(app, 'Take the Scoring Test')
        read, seed = run_questions(app, SEED, 20, {4, 13}, 'test question')
        said = wait_for(lambda: result(app))
        check(said is not None and said.startswith('Your mark: 18 out of 20. '), 'the test ends with its mark: 18 out of 20',
              [f'read: {said}'])
        links = wait_for(lambda: find(app, lambda n: n.getRole() == pyatspi.ROLE_PUSH_BUTTON and n.name.startswith('Open the lesson')))
        check(links is not None, 'the skills missed link to their lessons')

        focus_window()
        key('ctrl+q')
        check(stop(proc) == 0, 'Ctrl+Q quits')
    finally:
        clean_up(proc, config)
        shutil.rmtree(data_home, ignore_errors=True)


main()
finish()
