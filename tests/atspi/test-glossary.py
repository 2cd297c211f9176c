#!/usr/bin/python3
# test-glossary.py — the Glossary section of the real truquero, driven
# through the accessibility tree and the keyboard (xdotool), in English:
# Ctrl+F, type "contraflor", Return opens the entry, its definition is read
# back, a related term (flor) is followed, and a term that names a card
# (espadilla) shows the card with its full name as accessible label.
# Exit 77 (skip) when there is no display, no session bus, pyatspi or xdotool.
#
# Copyright 2026 The Truquero authors
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(__file__))
from trucotest import (XDOTOOL, app_env, check, clean_up, do_action, entry_text, find, find_role,
                       finish, focus_window, key, make_config, read_glossary, require, start, stop,
                       term_page, type_text, wait_for, window_id)

pyatspi = require()

TRUQUERO, SOURCE_ROOT = sys.argv[1], sys.argv[2]
glossary = read_glossary(SOURCE_ROOT)


def search_and_open(app, query, term_id):
    # The section switch of an AT-SPI action lands asynchronously: until the
    # Glossary is on screen, Ctrl+F does nothing, so try again a few times.
    typed = None
    for attempt in range(5):
        focus_window()
        key('ctrl+f')
        key('ctrl+a')
        type_text(query)
        typed = wait_for(lambda: entry_text(app) == query, 3)
        if typed:
            break
    check(typed is not None, f'Ctrl+F, then "{query}" is typed in the search entry')
    terms = wait_for(lambda: find_role(app, pyatspi.ROLE_LIST, 'Terms'))
    headword = glossary[term_id].headword
    first = wait_for(lambda: terms.childCount > 0 and terms.getChildAtIndex(0).name == headword
                     and terms.getChildAtIndex(0))
    check(first is not None, f'the first result of "{query}" is {headword}')
    key('Return')
    return wait_for(lambda: term_page(app, glossary[term_id]))


def main():
    # The learner has chosen Argentine Truco: no first-run chooser.
    config = make_config('ar')
    proc, app = start(TRUQUERO, app_env(config))
    try:
        if not check(app is not None, 'truquero shows up in the accessibility tree'):
            return

        # The Glossary section, through the view switcher.
        tab = wait_for(lambda: find_role(app, pyatspi.ROLE_PAGE_TAB, 'Glossary'))
        if check(tab is not None, 'the view switcher has a Glossary section'):
            do_action(tab)

        # Search "contraflor" and open it.
        page = search_and_open(app, 'contraflor', 'contraflor')
        check(page is not None, 'Return opens the page of contraflor')
        if page is not None:
            definition = page.getChildAtIndex(1)
            check(definition.name == glossary['contraflor'].definition,
                  'its definition reads as in the glossary')

        # Related terms: named rows; following flor opens its page.
        related = find_role(app, pyatspi.ROLE_LIST, 'Related Terms')
        check(related is not None, 'the term page lists related terms')
        flor = None
        if related is not None:
            names = [related.getChildAtIndex(i).name for i in range(related.childCount)]
            check(len(names) == len(glossary['contraflor'].related), f'one row for each related term ({len(names)})')
            for i in range(related.childCount):
                if related.getChildAtIndex(i).name.startswith('flor'):
                    flor = related.getChildAtIndex(i)
                    break
        if check(flor is not None, 'flor is among the related terms'):
            if not do_action(flor):
                # No AT-SPI action on the row: click it.
                extents = flor.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
                window = window_id()
                subprocess.run([XDOTOOL, 'mousemove', '--window', window,
                                str(extents.x + extents.width // 2), str(extents.y + extents.height // 2),
                                'click', '1'], check=False)
            check(wait_for(lambda: term_page(app, glossary['flor'])) is not None,
                  'following the related term opens the page of flor')

        # The definition is text to read, never a focusable, selectable label.
        page = term_page(app, glossary['flor'])
        if page is not None:
            state = page.getChildAtIndex(1).getState()
            check(not state.contains(pyatspi.STATE_FOCUSABLE)
                  and not state.contains(pyatspi.STATE_SELECTABLE_TEXT),
                  'the definition can be neither focused nor selected')

        # Typing while the list of terms has the focus searches.
        focus_window()
        key('ctrl+f')
        key('ctrl+a')
        key('BackSpace')
        check(wait_for(lambda: entry_text(app) == '', 5), 'the search entry is emptied')
        key('Down')
        row = wait_for(lambda: find(app, lambda n: n.getRole() == pyatspi.ROLE_LIST_ITEM
                                    and n.getState().contains(pyatspi.STATE_FOCUSED)), 5)
        check(row is not None, 'Down in the search entry moves the focus to the list')
        if row is not None:
            type_text('retruco')
            check(wait_for(lambda: entry_text(app) == 'retruco', 5),
                  'typing while the list has the focus searches (type-to-search)')

        # A term that names a card shows it, named in full.
        page = search_and_open(app, 'espadilla', 'espadilla')
        check(page is not None, 'Return opens the page of espadilla')
        check(glossary['espadilla'].cards == ['1E'], 'espadilla names the ace of swords (1E)')
        card = wait_for(lambda: find(app, lambda n: n.name == 'ace of swords'
                                     and n.getRole() in (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON)))
        check(card is not None, 'the card shown has "ace of swords" as its accessible name')

        key('ctrl+q')
        code = stop(proc)
        check(code == 0, f'Ctrl+Q quits ({code})')
    finally:
        clean_up(proc, config)


main()
finish()
