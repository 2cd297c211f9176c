#!/usr/bin/python3
# test-learn.py — the Learn section of the real truquero, by keyboard alone
# (xdotool) and read through the accessibility tree, in English, from the
# first run: choose Argentine Truco, walk the path down to "Counting the
# envido", go through the whole lesson (one wrong answer in the practice,
# its feedback read back from the answer bar, Enter for a fresh question),
# answer the check with one question missed, read the result and the
# question missed on the end page, take "Next Lesson", go back to the path, quit, start again and find the
# lesson done with its stars; open the overview and two tools and come
# back with Escape, Alt+Left and the back arrow.  The envido of the cards shown is worked out
# here, independently of the engine.
# Exit 77 (skip) when there is no display, no session bus, pyatspi or xdotool.
#
# Copyright 2026 The Truquero authors
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(__file__))
from trucotest import (app_env, check, clean_up, find, find_role, finish, focus_window, has_state,
                       key, make_config, require, start, stop, type_text, wait_for)

pyatspi = require()

TRUQUERO = sys.argv[1]
LESSON = 'Counting the envido'
SUITS = {'swords': 'E', 'clubs': 'B', 'coins': 'O', 'cups': 'C'}
RANKS = {'ace': 1, 'two': 2, 'three': 3, 'four': 4, 'five': 5, 'six': 6, 'seven': 7,
         'jack': 10, 'knight': 11, 'king': 12}


def parse_card(name):
    """'seven of swords' -> (7, 'E'); None for anything else."""
    m = re.fullmatch(r'(\w+) of (\w+)', name or '')
    if m is None or m.group(1) not in RANKS or m.group(2) not in SUITS:
        return None
    return RANKS[m.group(1)], SUITS[m.group(2)]


def envido(cards):
    """Two cards of one suit: 20 + their points (figures 0), the best pair;
    else the best card's points."""
    def points(card):
        return card[0] if card[0] <= 7 else 0
    best = max(points(c) for c in cards)
    for i in range(len(cards)):
        for j in range(i + 1, len(cards)):
            if cards[i][1] == cards[j][1]:
                best = max(best, 20 + points(cards[i]) + points(cards[j]))
    return best


def shown_cards(app):
    nodes = pyatspi.findAllDescendants(app, lambda n: n is not None and n.getRole() == pyatspi.ROLE_IMAGE
                                       and parse_card(n.name) is not None)
    return [parse_card(n.name) for n in nodes]


def step_label(app):
    # The progress bar says where the learner is; the visible label beside
    # it says the same words and is not presented, so that a screen reader
    # reads them once.
    return find(app, lambda n: n.getRole() == pyatspi.ROLE_PROGRESS_BAR and re.fullmatch(r'Page \d+ of \d+', n.name or ''))


def feedback(app):
    return find(app, lambda n: n.getRole() == pyatspi.ROLE_STATUS_BAR
                and (n.name.startswith('Right.') or n.name.startswith('Not right.')))


def focused(app):
    return find(app, lambda n: has_state(n, pyatspi.STATE_FOCUSED))


def lesson_row(app):
    return find(app, lambda n: n.getRole() == pyatspi.ROLE_LIST_ITEM and n.name == LESSON)


def take_lesson(app):
    wrong_read = False
    check_missed = False
    result = None
    # Searches stay inside the lesson page: walking the whole tree over
    # D-Bus takes seconds.
    label = step_label(app)
    app = label.parent.parent
    for _ in range(80):
        result = find(app, lambda n: (n.name or '').startswith('Lesson Complete'))
        if result is not None:
            break
        entry = find_role(app, pyatspi.ROLE_TEXT, 'Your answer')
        answered = feedback(app)
        if entry is not None and answered is None:
            cards = shown_cards(app)
            if not check(len(cards) == 3, f'a question shows three cards ({len(cards)})'):
                return None
            right = envido(cards)
            practice = find_role(app, pyatspi.ROLE_LABEL, 'Practice') is not None
            if practice and not wrong_read:
                type_text(str(right + 1))
                key('Return')
                node = wait_for(lambda: feedback(app))
                if check(node is not None and node.name.startswith('Not right.'),
                         'a wrong envido gets "Not right." and its explanation',
                         [node.name if node is not None else 'no feedback']):
                    button = focused(app)
                    # Read once: its name is its label, and no child label
                    # says it again ("Try Another Try Another").
                    said = [button.getChildAtIndex(i).name for i in range(button.childCount)] if button is not None else []
                    check(button is not None and button.getRole() == pyatspi.ROLE_PUSH_BUTTON
                          and button.name == 'Try Another'
                          and (button.description or '') == node.name,
                          'the answer bar\'s "Try Another" has the keyboard focus and reads the feedback',
                          [button.name, button.description] if button is not None else ['nothing focused'])
                    check(button is not None and not any('Try Another' in (n or '') for n in said),
                          'the answer bar\'s button is read once, not again by a child label', said)
                    check(str(right) in node.name, f'the feedback explains the right envido, {right}')
                wrong_read = True
                key('Return')
                check(wait_for(lambda: feedback(app) is None and
                               find_role(app, pyatspi.ROLE_TEXT, 'Your answer') is not None) is not None,
                      'Try Another asks a fresh question')
                continue
            # (A label "Check" is also the number entry's button's.)
            in_check = not practice
            if in_check and not check_missed:
                # One question of the check missed: the end page shows it.
                type_text(str(right + 1))
                key('Return')
                node = wait_for(lambda: feedback(app))
                check(node is not None and node.name.startswith('Not right.'),
                      'a wrong answer in the check gets "Not right."')
                check_missed = True
                key('Return')
                wait_for(lambda: feedback(app) is None or find(app, lambda n: (n.name or '').startswith('Lesson Complete')))
                continue
            type_text(str(right))
            key('Return')
            node = wait_for(lambda: feedback(app))
            if not check(node is not None and node.name.startswith('Right.'),
                         f'the envido {right} is right', [node.name if node is not None else 'no feedback']):
                return None
            key('Return')
            wait_for(lambda: feedback(app) is None or find(app, lambda n: (n.name or '').startswith('Lesson Complete')))
            continue
        # An explanation or a worked example: Continue has the focus and
        # Return presses it (a worked example shows one more step each time).
        key('Return')
    check(wrong_read, 'one wrong answer was given and its feedback read')
    check(check_missed, 'one question of the check was missed')
    return result


PATH_PAGES = ['Overview', 'Compare Variants', 'Card Ranking', 'Count a Hand', 'Betting Ladders']


def path_row(app, title):
    return find(app, lambda n: n.getRole() == pyatspi.ROLE_LIST_ITEM and n.name == title)


def page_bar(node):
    """The back arrow and the title over the page that holds node: up from
    node to the page, whose first child is the bar (searching the whole
    tree over D-Bus takes too long)."""
    for _ in range(20):
        if node is None or node.parent is None:
            return None
        node = node.parent
        bar = node.getChildAtIndex(0) if node.childCount > 0 else None
        if bar is not None and bar.childCount == 2:
            back, title = bar.getChildAtIndex(0), bar.getChildAtIndex(1)
            if back.getRole() == pyatspi.ROLE_PUSH_BUTTON and back.name == 'Back to the Path':
                return back, title.name
    return None


def pages(app):
    """The pages opened from the path: each has its name over it and a
    back arrow named "Back to the Path"; Escape, Alt+Left and the arrow go back
    to the row that opened it."""
    for title, how in (('Overview', 'Escape'), ('Card Ranking', 'alt+Left'), ('Betting Ladders', 'arrow')):
        row = path_row(app, title)
        if not check(row is not None, f'the path has "{title}"'):
            return
        # Tab out of the lessons into the Reference rows under them, then
        # Up or Down among those.
        node = None
        for _ in range(30):
            if has_state(row, pyatspi.STATE_FOCUSED):
                break
            node = focused(app)
            name = node.name if node is not None else None
            if name in PATH_PAGES:
                key('Up' if PATH_PAGES.index(name) > PATH_PAGES.index(title) else 'Down')
            else:
                key('Tab')
            wait_for(lambda: focused(app) is not node, 2)
        if not check(has_state(row, pyatspi.STATE_FOCUSED), f'the keyboard reaches "{title}"',
                     [node.name if node is not None else 'nothing focused']):
            return
        key('Return')
        found = wait_for(lambda: page_bar(focused(app)))
        back, shown = found if found else (None, None)
        if not check(back is not None and shown == title,
                     f'"{title}" opens with its name over it and a "Back to the Path" arrow', [str(shown)]):
            return
        check(has_state(back, pyatspi.STATE_SENSITIVE) and has_state(back, pyatspi.STATE_FOCUSABLE),
              'the arrow can be pressed and takes the focus')
        if how == 'arrow':
            for _ in range(40):
                if has_state(back, pyatspi.STATE_FOCUSED):
                    break
                key('shift+Tab')
                wait_for(lambda: has_state(back, pyatspi.STATE_FOCUSED), 1)
            if not check(has_state(back, pyatspi.STATE_FOCUSED), 'Shift+Tab reaches the arrow'):
                return
            key('Return')
        else:
            key(how)
        check(wait_for(lambda: has_state(row, pyatspi.STATE_FOCUSED), 5),
              f'{how} goes back to "{title}" on the path')


def main():
    config = make_config()  # the first run: no variant chosen yet
    proc, app = start(TRUQUERO, app_env(config))
    try:
        if not check(app is not None, 'truquero shows up in the accessibility tree'):
            return
        argentine = wait_for(lambda: find_role(app, pyatspi.ROLE_LIST_ITEM, 'Argentine Truco'))
        check(wait_for(lambda: has_state(argentine, pyatspi.STATE_FOCUSED), 5),
              'the first run offers the variants, the first one focused')
        focus_window()
        key('Return')

        # Learn is the section shown, on the path of Argentine Truco.
        tab = wait_for(lambda: find_role(app, pyatspi.ROLE_PAGE_TAB, 'Learn'))
        check(tab is not None and has_state(tab, pyatspi.STATE_SELECTED), 'Learn is the section shown first')
        first = wait_for(lambda: focused(app))
        check(first is not None and first.getRole() == pyatspi.ROLE_PUSH_BUTTON
              and (first.name or '').startswith('Start the lesson'),
              'the Continue card\'s button, on the lesson to take next, has the focus',
              [first.name if first is not None else 'nothing focused'])
        # Into the lessons, marked up next.
        key('Tab')
        nxt = wait_for(lambda: (lambda n: n if n is not None and n.getRole() == pyatspi.ROLE_LIST_ITEM else None)(focused(app)))
        check(nxt is not None and (nxt.description or '').startswith('Up next'),
              'Tab reaches the first lesson, marked up next', [nxt.description if nxt is not None else ''])

        # Down to the envido lesson (Tab from one unit's list to the next),
        # and open it.
        row = None
        for _ in range(30):
            node = focused(app)
            if node is not None and node.name == LESSON:
                row = node
                break
            key('Down')
            if wait_for(lambda: focused(app) is not node, 2) is None:
                key('Tab')
                wait_for(lambda: focused(app) is not node, 2)
        if not check(row is not None, f'Down and Tab reach "{LESSON}"'):
            return
        check((row.description or '').startswith('New'), 'it is new')
        key('Return')
        label = wait_for(lambda: step_label(app))
        check(label is not None and label.name.startswith('Page 1 of'), 'the lesson opens at page 1',
              [label.name if label is not None else 'no step label'])
        if label is not None:
            # A screen reader reads where the learner is once, not twice.
            said = pyatspi.findAllDescendants(label.parent.parent, lambda n: n is not None and
                                              (n.name or '') == label.name)
            check(len(said) == 1, 'the page number is presented once', [label.name, str(len(said))])

        result = take_lesson(app)
        if check(result is not None, 'the check is passed: "Lesson Complete"'):
            # The focus is on what comes next (Enter presses it), which reads the result.
            now = focused(app)
            check(now is not None and now.getRole() == pyatspi.ROLE_PUSH_BUTTON and
                  (now.description or '').startswith('Lesson Complete'),
                  'the button after the result has the keyboard focus and reads the result',
                  [now.name if now is not None else 'nothing focused',
                   (now.description or '') if now is not None else ''])
            check(result.name.startswith('Lesson Complete. ') and '2 stars: ' in result.name,
                  'one mistake and no hint in the check: two stars', [result.name])
            check('2 stars: 1 mistake and no hints' in result.name, 'the stars say what earned them',
                  [result.name])
            # Each button read once, by its words: GTK 4.8 named them
            # "_Next Lesson Next Lesson" (the mnemonic's label, then the label's).
            buttons = pyatspi.findAllDescendants(now.parent, lambda n: n is not None and
                                                 n.getRole() == pyatspi.ROLE_PUSH_BUTTON)
            names = [b.name for b in buttons]
            check(names and all(n and '_' not in n and not re.fullmatch(r'(.+) \1', n) for n in names),
                  'the end page\'s buttons are named once, without the underline', names)
        # The end page shows the question missed, with the right answer.
        missed = wait_for(lambda: find(app, lambda n: (n.name or '').startswith('The right answer: ')))
        question = missed.parent.getChildAtIndex(0).name if missed is not None else None
        check(missed is not None and (question or '').startswith('What is the envido of'),
              'the end page reads the question missed with its right answer',
              [question, missed.name if missed is not None else 'not found'])
        # "Next Lesson" (Alt+N) opens the lesson after this one.
        key('alt+n')
        label = wait_for(lambda: (lambda l: l if l is not None and l.name.startswith('Page 1 of') else None)(step_label(app)))
        title = label.parent.getChildAtIndex(0).getChildAtIndex(1).name if label is not None else None
        check(label is not None and title not in (None, LESSON), 'Next Lesson opens the next lesson at its first step',
              [str(title)])
        key('Escape')
        row = wait_for(lambda: lesson_row(app) if (lesson_row(app).description or '').startswith('Done') else None)
        check(row is not None, 'Escape goes back to the path, where the lesson is done')

        focus_window()
        key('ctrl+q')
        code = stop(proc)
        check(code == 0, f'Ctrl+Q quits cleanly (exit {code})')

        # -- Second run -------------------------------------------------------
        proc, app = start(TRUQUERO, app_env(config))
        if not check(app is not None, 'truquero starts again'):
            return
        row = wait_for(lambda: lesson_row(app))
        check(row is not None and row.description.startswith('Done, 2 stars of 3'),
              'the lesson is still done, with its two stars',
              [row.description if row is not None else 'no row'])
        focus_window()
        pages(app)
        key('ctrl+q')
        stop(proc)
    finally:
        clean_up(proc, config)
        finish()


main()
