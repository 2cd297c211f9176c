#!/usr/bin/python3
# test-new-learner.py — reviews wait for the lessons, in the real truquero,
# by keyboard and through the accessibility tree, in English.  A new
# learner of Argentine Truco (no lesson passed) opens the Quiz: no review
# can be started, the Review row says to finish a lesson, and the row under
# it offers the first lesson of the path.  That row opens the lesson; the
# learner goes through it and passes its check, every answer right (the
# winner of each trick shown is asked of the engine, `truco-rules trick`).
# Back in the Quiz, a review can be started, and it asks only what that
# lesson practises: every question is one of the lesson's skills (answered
# right the same way) and, at the end, only those skills are practised.
# Exit 77 (skip) when there is no display, no session bus, pyatspi or xdotool.
#
# Copyright 2026 The Truquero authors
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(__file__))
from trucotest import (app_env, check, clean_up, do_action, find, find_role, finish, focus_window,
                       has_state, key, make_config, require, start, stop, wait_for)

pyatspi = require()

TRUQUERO, TRUCO_RULES, SOURCE_ROOT = sys.argv[1], sys.argv[2], sys.argv[3]
REVIEW_LENGTH = 3


def first_lesson():
    """The first lesson of the Argentine path: its title and its skills."""
    root = ET.parse(os.path.join(SOURCE_ROOT, 'data', 'lessons', 'ar.xml')).getroot()
    lesson = root.find('.//lesson')
    skills = set()
    for step in list(lesson.iter('try')) + list(lesson.iter('check')):
        skills.update(step.get('skills', '').split())
    return ' '.join(lesson.findtext('title').split()), skills


def rules_lines(*commands):
    out = subprocess.run([TRUCO_RULES, 'batch'], input=''.join(c + '\n' for c in commands),
                         capture_output=True, text=True, check=True).stdout
    return out.splitlines()


# Card name -> notation, from the engine's deck ("1E 1 ace of swords").
CARDS = {}
for line in subprocess.run([TRUCO_RULES, 'cards'], capture_output=True, text=True, check=True).stdout.splitlines():
    parts = line.split(None, 2)
    if len(parts) == 3:
        CARDS[parts[2]] = parts[0]

# Skill id -> its title, as the Quiz lists it.
SKILL_TITLES = {}
for line in subprocess.run([TRUCO_RULES, 'exercise', '--list'], capture_output=True, text=True).stdout.splitlines():
    fields = line.split('\t')
    if len(fields) == 3:
        SKILL_TITLES[fields[0]] = fields[2]


class Look:
    """What a page shows, read in one walk of its tree (each walk over
    D-Bus takes a while): a question's cards, in the order shown (they are
    buttons: the card is an answer; an explanation's cards are images), its
    buttons by name, the feedback of an answer, the step of a lesson and
    the end of a lesson or a review."""

    def __init__(self, root):
        self.cards, self.buttons = [], {}
        self.feedback = self.complete = self.end = self.step = None
        find(root, self.visit)

    def visit(self, node):
        role, name = node.getRole(), node.name or ''
        if role == pyatspi.ROLE_PUSH_BUTTON:
            if name in CARDS and name not in self.cards:
                self.cards.append(name)
            self.buttons.setdefault(name, []).append(node)
        elif role == pyatspi.ROLE_STATUS_BAR:
            if name.startswith('Right.') or name.startswith('Not right.'):
                self.feedback = node
            elif 'questions right' in name:
                self.end = node
        elif role == pyatspi.ROLE_PROGRESS_BAR and re.fullmatch(r'Page \d+ of \d+', name):
            self.step = node
        if name.startswith('Lesson Complete'):
            self.complete = node
        return False


def right_choice(cards):
    """The right answer to "which card wins the trick", from the engine."""
    plays = ' '.join(f'{seat}:{CARDS[name]}' for seat, name in zip(('A1', 'B1'), cards))
    winner = rules_lines(f'trick {plays}')[0].split()[0]
    if winner == 'parda':
        return None
    return cards[0] if winner == 'A' else cards[1]


def answer_right(root, shown, what):
    """Answers the question shown (a Look), two cards in a trick, right;
    returns whether the app said "Right."."""
    if not check(len(shown.cards) == 2, f'{what}: the question is a trick of two cards, as the lesson teaches',
                 [str(shown.cards)]):
        return False
    right = right_choice(shown.cards)
    candidates = ([b for name, bs in shown.buttons.items() if name.startswith('Neither') for b in bs]
                  if right is None else shown.buttons.get(right, []))
    # The card's name is on the card and on its choice button: the choice
    # button is the last one and the one with an action.
    focus_window()
    if not any(do_action(b) for b in reversed(candidates)):
        check(False, f'{what}: a button answers "{right}"', [str(sorted(shown.buttons))])
        return False
    said = wait_for(lambda: Look(root).feedback)
    return check(said is not None and said.name.startswith('Right.'),
                 f'{what}: the engine\'s winner, {right or "parda"}, is right',
                 [said.name if said is not None else 'no feedback'])


def take_lesson(app):
    """Goes through the lesson open, answering every question right;
    returns the result node ("Lesson Complete…") or None."""
    label = wait_for(lambda: find(app, lambda n: n.getRole() == pyatspi.ROLE_PROGRESS_BAR
                                  and re.fullmatch(r'Page \d+ of \d+', n.name or '')))
    if not check(label is not None and label.name.startswith('Page 1 of'), 'the lesson opens at its first step',
                 [label.name if label is not None else 'no step label']):
        return None
    page = label.parent.parent
    n = 0
    for _ in range(60):
        shown = Look(page)
        if shown.complete is not None:
            return shown.complete
        if shown.feedback is None and shown.cards:
            n += 1
            if not answer_right(page, shown, f'lesson question {n}'):
                return None
            focus_window()
            key('Return')
            wait_for(lambda: (lambda look: look.feedback is None or look.complete)(Look(page)), 5)
            continue
        # An explanation or a worked example: Continue has the focus and
        # shows the next step, or the example's next line.
        before = shown.step.name if shown.step is not None else None
        focus_window()
        key('Return')
        wait_for(lambda: (lambda look: look.step is None or look.step.name != before)(Look(page)), 1)
    return None


def quiz_tab(app):
    tab = wait_for(lambda: find_role(app, pyatspi.ROLE_PAGE_TAB, 'Quiz'))
    if check(tab is not None, 'the view switcher has a Quiz section'):
        do_action(tab)
    return tab


def review_row(app):
    return find(app, lambda n: n.getRole() in (pyatspi.ROLE_LIST_ITEM, pyatspi.ROLE_PUSH_BUTTON)
                and n.name == 'Start a Review')


def click(node):
    if do_action(node):
        return
    # Rows have no AT-SPI action in GTK 4.8: click it.
    ext = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    window = subprocess.run(['xdotool', 'search', '--sync', '--onlyvisible', '--name', '^Truquero$'],
                            capture_output=True, text=True).stdout.split()[0]
    subprocess.run(['xdotool', 'mousemove', '--window', window, str(ext.x + 20),
                    str(ext.y + ext.height // 2), 'click', '1'], check=False)


def mastery(app):
    listing = find_role(app, pyatspi.ROLE_LIST, 'Mastery of each skill')
    if listing is None or listing.childCount == 0:
        return None
    return {listing.getChildAtIndex(i).name: listing.getChildAtIndex(i).description
            for i in range(listing.childCount)}


def main():
    title, skills = first_lesson()
    config = make_config('ar')
    with open(os.path.join(config, 'glib-2.0', 'settings', 'keyfile'), 'a') as f:
        f.write(f'session-length=uint32 {REVIEW_LENGTH}\n')
    data_home = tempfile.mkdtemp(prefix='truquero-atspi-data-')
    env = app_env(config, XDG_DATA_HOME=data_home)

    proc, app = start(TRUQUERO, env)
    try:
        if not check(app is not None, 'truquero shows up in the accessibility tree'):
            return
        quiz_tab(app)
        offer = wait_for(lambda: find(app, lambda n: n.name == f'Next lesson: “{title}”'))
        if not check(offer is not None, f'the Quiz offers the first lesson, "{title}"'):
            return
        check(find(app, lambda n: n.name == 'Finish a lesson to start reviews') is not None,
              'the Review row says to finish a lesson')
        row = review_row(app)
        check(row is not None and not has_state(row, pyatspi.STATE_SENSITIVE),
              'a new learner cannot start a review')
        click(offer)
        result = take_lesson(app)
        if not check(result is not None, 'the lesson\'s check is passed: "Lesson Complete"'):
            return
        focus_window()
        key('Escape')

        quiz_tab(app)
        row = wait_for(lambda: (lambda r: r if has_state(r, pyatspi.STATE_SENSITIVE) else None)(review_row(app)))
        if not check(row is not None, 'with the lesson passed, a review can be started'):
            return
        check(wait_for(lambda: find(app, lambda n: (n.name or '').startswith('Next lesson: “')) is None, 5),
              'the Quiz no longer offers a lesson instead of a review')
        click(row)
        page = wait_for(lambda: find(app, lambda n: n.name == 'TrucoQuizPage')) or app
        asked = 0
        for i in range(REVIEW_LENGTH):
            shown = wait_for(lambda: (lambda look: look if look.cards or look.end else None)(Look(page)))
            if shown is None or shown.end is not None:
                break
            asked += 1
            if not answer_right(page, shown, f'review question {i + 1}'):
                return
            focus_window()
            key('Return')
            wait_for(lambda: (lambda look: look.feedback is None or look.end)(Look(page)), 5)
        end = wait_for(lambda: Look(page).end)
        check(asked > 0 and end is not None and f'answered {asked} of {asked} questions right' in end.name,
              f'the review asked {asked} questions, all of the lesson\'s skills, and ends with all right',
              [end.name if end is not None else 'no end'])
        focus_window()
        key('Escape')
        rows = wait_for(lambda: mastery(app))
        practised = {name for name, said in (rows or {}).items() if said != 'Not practised yet'}
        expected = {SKILL_TITLES.get(s, s) for s in skills}
        check(rows is not None and practised and practised <= expected,
              'the review practised only the skills of the lesson passed',
              [f'practised: {sorted(practised)}', f'the lesson\'s: {sorted(expected)}'])

        focus_window()
        key('ctrl+q')
        check(stop(proc) == 0, 'Ctrl+Q quits')
    finally:
        clean_up(proc, config)
        shutil.rmtree(data_home, ignore_errors=True)


main()
finish()
