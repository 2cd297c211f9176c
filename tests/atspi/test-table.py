#!/usr/bin/python3
# test-table.py — the Table of the real truquero, by keyboard and through
# the accessibility tree, in English, the bots at instant speed with fixed
# seeds (TRUQUERO_TABLE_SEED).  A two-player Argentine hand: the learner
# calls envido (E), the opponent's answer and the point's explanation are
# read from the log of moves, three cards are played (1), and the review of
# the learner's decisions is read from the panel that takes the focus.
# Then, with four players (the "players" house rule), a hand with a
# computer partner: the seats name the partner, the partner's moves are in
# the log, and the hand ends with its review.  Last, a whole chico of 15
# for two played by keyboard (after a call made with the pointer and after
# the shortcuts window): its end announced, the next chico started.
# Exit 77 (skip) when there is no display, no session bus, pyatspi or xdotool.
#
# Copyright 2026 The Truquero authors
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import re
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(__file__))
from trucotest import (app_env, check, clean_up, do_action, find, find_role, finish, focus_window,
                       key, make_config, require, start, stop, wait_for)

pyatspi = require()

TRUQUERO = sys.argv[1]
SEED = 7


def status(app):
    # The turn line of the score strip (a status: read as it changes).
    node = find(app, lambda n: (n.name or '').startswith('Hand '))
    return node.name if node is not None else ''


def log_lines(app):
    listing = find_role(app, pyatspi.ROLE_LIST, 'Moves, newest first')
    if listing is None:
        return []
    return [listing.getChildAtIndex(i).name for i in range(listing.childCount)]


def review(app):
    listing = find_role(app, pyatspi.ROLE_LIST, 'Review of your decisions')
    if listing is None or listing.childCount == 0:
        return None
    return [listing.getChildAtIndex(i) for i in range(listing.childCount)]


def coach(app):
    heading = find(app, lambda n: n.getRole() == pyatspi.ROLE_LABEL and n.name == 'Coach')
    if heading is None:
        return None
    parent = heading.parent
    for i in range(parent.childCount):
        child = parent.getChildAtIndex(i)
        if child.getRole() == pyatspi.ROLE_LABEL and child.name != 'Coach':
            return child.name
    return None


def open_table(app):
    tab = wait_for(lambda: find_role(app, pyatspi.ROLE_PAGE_TAB, 'Table'))
    if check(tab is not None, 'the view switcher has a Table section'):
        do_action(tab)
    return wait_for(lambda: 'Your turn' in status(app) or 'Your answer.' in status(app))


def play_out(app, what, first=None):
    """Plays the hand to its end by keyboard: 1, 2 or 3 (the first card
    still held, in the order dealt) on the learner's turn, Q (quiero) when
    a call waits for the answer.  Returns the number of cards played."""
    played = 0
    next_key = 0  # the keys of the cards already played are skipped
    for _ in range(40):
        said = wait_for(lambda: (lambda s: s if ('Your turn' in s or 'Your answer.' in s
                                                  or 'The hand is over.' in s or 'match is over' in s) else None)(status(app)),
                        timeout=60)
        if said is None or 'over' in said:
            break
        focus_window()
        if 'Your answer.' in said:
            key('q')
        else:
            # 1, 2, 3 keep their cards: a card played leaves its key
            # unused, the next key plays the next card dealt.
            before = len(log_lines(app))
            for k in ('1', '2', '3')[next_key:]:
                key(k)
                if wait_for(lambda: len(log_lines(app)) > before, timeout=2):
                    played += 1
                    next_key = int(k)
                    break
            else:
                # No card to play (an envido to declare): D declares.
                focus_window()
                key('d')
                wait_for(lambda: len(log_lines(app)) > before)
    check('The hand is over.' in status(app) or 'match is over' in status(app),
          f'{what}: the hand is played to its end by keyboard', [status(app)])
    return played


def read_review(app, what):
    rows = wait_for(lambda: review(app), timeout=120)
    if not check(rows is not None, f'{what}: the review of the learner\'s decisions is shown'):
        return
    names = [row.name for row in rows]
    grades = ('Best', 'Good', 'Inaccuracy', 'Mistake', 'Blunder')
    check(all(any(name.startswith(g + ': ') for g in grades) for name in names),
          f'{what}: each decision reads as its grade and the move', names)
    # The focus goes to the button that goes on (outside the scrolled
    # middle pane, which must not jump), and it carries the review's first
    # line, for a screen reader to read.
    def going_on():
        node = find(app, lambda n: n.getRole() == pyatspi.ROLE_PUSH_BUTTON and
                    n.getState().contains(pyatspi.STATE_FOCUSED))
        return node if node is not None and names and names[0] in (node.description or '') else None

    button = wait_for(going_on)
    check(button is not None, f'{what}: the button that goes on takes the focus and says the review\'s first line',
          names[:1])


def two_players(app):
    check(open_table(app), 'the Table opens on the learner\'s turn', [status(app)])
    focus_window()
    key('e')

    def answered():
        lines = log_lines(app)
        if 'You call envido.' not in lines:
            return None
        i = lines.index('You call envido.')
        return lines if i > 0 else None
    lines = wait_for(answered)
    check(lines is not None, 'E calls envido, and the log says so', log_lines(app))
    answer = lines[lines.index('You call envido.') - 1] if lines else None
    check(answer is not None and re.fullmatch(r'[A-Z][a-z]+ (answers|calls|accepts|refuses) .*\.', answer),
          'the opponent\'s answer is read from the log', [answer])
    if answer is not None and ' calls ' in answer:
        focus_window()
        key('q')

    played = play_out(app, 'two players')
    check(played >= 2, f'cards are played with the key 1 ({played})')
    lines = log_lines(app)
    mine = [l for l in lines if l.startswith('You play the ')]
    check(len(mine) == played, 'every card played is in the log, named in full', mine)
    # The envido's point, explained by the engine, in the log and the coach.
    envido = [l for l in lines if 'envido' in l and ' scores ' not in l and ('You ' in l or 'Ana ' in l)]
    check(envido, 'the envido\'s point is explained in the log, from the learner\'s seat', lines)
    check(not any(re.search(r'\bside [AB]\b|\b[AB][12]\b', l) for l in lines),
          'no line names a side or a player by a letter', lines)
    said = coach(app)
    check(said is not None and said in lines, 'the coach shows the last point\'s explanation', [said])
    read_review(app, 'two players')


def seats(app):
    found = []

    def collect(node):
        if re.fullmatch(r'\w+ \([A-Za-z ]+\), \d cards? in hand', node.name or ''):
            found.append(node)
        return False
    find(app, collect)
    return found


def four_players(app):
    check(open_table(app), 'four players: the Table opens on the learner\'s turn', [status(app)])
    around = seats(app)
    check(len(around) == 3, 'three seats around the learner, each with a name, a level and its cards',
          [n.name for n in around])
    partners = [n for n in around if n.description.startswith('Your partner')]
    check(len(partners) == 1, 'one of them is the learner\'s partner', [n.description for n in around])
    play_out(app, 'four players')
    lines = log_lines(app)
    check(any(l.startswith('Your partner plays the ') for l in lines), 'the partner\'s cards are in the log', lines)
    read_review(app, 'four players')


def chico_end(app):
    node = find(app, lambda n: (n.name or '').endswith('wins the chico.') and n.getRole() != pyatspi.ROLE_LIST_ITEM)
    return node


def whole_chico(app):
    """A whole chico of 15 for two, by keyboard: after a call made with
    the pointer and after the shortcuts window, the keys still play; the
    chico's end is announced (it takes the focus), Ctrl+Enter starts the
    next."""
    check(open_table(app), 'chico: the Table opens on the learner\'s turn', [status(app)])
    envido = find_role(app, pyatspi.ROLE_PUSH_BUTTON, 'envido')
    if check(envido is not None, 'chico: the envido button is there'):
        do_action(envido)
        check(wait_for(lambda: 'You call envido.' in log_lines(app)) is not None,
              'chico: envido called with the pointer (the accessibility action)')
    def shortcuts_window():
        return find(app, lambda n: n.name == 'Keyboard Shortcuts' and
                    n.getRole() in (pyatspi.ROLE_FRAME, pyatspi.ROLE_WINDOW, pyatspi.ROLE_DIALOG))
    focus_window()
    key('ctrl+question')
    check(wait_for(shortcuts_window, timeout=10) is not None, 'chico: Ctrl+? opens the shortcuts window')
    key('Escape')
    check(wait_for(lambda: shortcuts_window() is None or None, timeout=10) is not None or shortcuts_window() is None,
          'chico: Escape closes it; the keys play on')
    hands = 0
    announced = None
    for _ in range(40):
        play_out(app, f'chico, hand {hands + 1}')
        hands += 1
        announced = chico_end(app)
        if announced is not None:
            break
        focus_window()
        key('ctrl+Return')
        check(wait_for(lambda: 'The hand is over.' not in status(app), timeout=10) is not None,
              f'chico: Ctrl+Enter goes on to hand {hands + 1}', [status(app)])
    if not check(announced is not None, f'chico: the chico is played to its end by keyboard ({hands} hands)',
                 [status(app)]):
        return
    check(wait_for(lambda: (lambda n: n is not None and n.getState().contains(pyatspi.STATE_FOCUSED))(chico_end(app))),
          'chico: its end takes the focus, so a screen reader reads it', [announced.name, announced.description])
    check('chico won' in (announced.description or ''), 'chico: the chicos won are said with it',
          [announced.description])
    focus_window()
    key('ctrl+Return')
    check(wait_for(lambda: 'Your turn' in status(app) or 'Your answer.' in status(app) or
                   (status(app).startswith('Hand ') and 'over' not in status(app))) is not None,
          'chico: Ctrl+Enter (Next Chico) starts the next chico', [status(app)])
    check(find(app, lambda n: '1 chico won' in (n.name or '')) is not None,
          'chico: the score strip counts the chico won')


def run(env, body):
    proc, app = start(TRUQUERO, env)
    try:
        if check(app is not None, 'truquero shows up in the accessibility tree'):
            body(app)
    finally:
        focus_window()
        key('ctrl+q')
        check(stop(proc) == 0, 'truquero quits cleanly (the match is saved)')


def main():
    config = make_config('ar')
    with open(os.path.join(config, 'glib-2.0', 'settings', 'keyfile'), 'a') as f:
        f.write("table-speed='instant'\n")
    data_home = tempfile.mkdtemp(prefix='truquero-atspi-data-')
    env = app_env(config, XDG_DATA_HOME=data_home, TRUQUERO_TABLE_SEED=str(SEED))
    try:
        run(env, two_players)
        saved = os.listdir(os.path.join(data_home, 'io.github.truquero.Truquero'))
        check(any(n.startswith('match-ar') and n.endswith('.log') for n in saved),
              'the match was saved (one save per variant)')

        with open(os.path.join(config, 'glib-2.0', 'settings', 'keyfile'), 'a') as f:
            f.write("rules-ar={'players': '4'}\n")
        shutil.rmtree(data_home)
        run(env, four_players)

        with open(os.path.join(config, 'glib-2.0', 'settings', 'keyfile'), 'a') as f:
            f.write("rules-ar={'target': '15'}\n")
        shutil.rmtree(data_home)
        run(env, whole_chico)
    finally:
        shutil.rmtree(config, ignore_errors=True)
        shutil.rmtree(data_home, ignore_errors=True)
    finish()


if __name__ == '__main__':
    main()
