#!/usr/bin/python3
# test-accessible-names.py — an audit of the real truquero through the
# accessibility tree: with Argentine Truco chosen, it visits every section
# (Learn, its overview and Compare at desktop width, Glossary with the page of "sietes
# bravos", which shows two cards, the Table), then Preferences, the shortcuts window and
# About, and in each walks the whole tree for interactive or focusable nodes
# whose accessible name is empty; it fails listing them (role and parent
# chain).  It also fails on rows that take the focus and do nothing, and on
# labels that can be selected or focused (text to read shows no caret).  Card widgets must be named in full ("seven of swords"), never in
# notation ("7E").  Keyboard checks with real X key events (xdotool): Tab
# and Shift+Tab reach the header variant button, the view switcher, the main
# menu and the content; Ctrl+F focuses the glossary search; Escape closes
# Preferences, the shortcuts window and About.
# Exit 77 (skip) when there is no display, no session bus or no xdotool.
#
# Copyright 2026 The Truquero authors
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(__file__))
from trucotest import (TIMEOUT, XDOTOOL, app_env, check, clean_up, do_action, find, finish,
                       focus_window, key, make_config, note, read_glossary, require, start, stop,
                       type_text, wait_for, window_id)

pyatspi = require()

TRUQUERO, SOURCE_ROOT = sys.argv[1], sys.argv[2]


# The roles a user acts on.  Card widgets are buttons (push button) when they
# take focus and images when they only show a card; both are checked below.
INTERACTIVE = {
    pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_CHECK_BOX,
    pyatspi.ROLE_RADIO_BUTTON, pyatspi.ROLE_COMBO_BOX, pyatspi.ROLE_MENU,
    pyatspi.ROLE_MENU_ITEM, pyatspi.ROLE_CHECK_MENU_ITEM, pyatspi.ROLE_RADIO_MENU_ITEM,
    pyatspi.ROLE_TEXT, pyatspi.ROLE_ENTRY, pyatspi.ROLE_PASSWORD_TEXT, pyatspi.ROLE_LINK,
    pyatspi.ROLE_SLIDER, pyatspi.ROLE_SPIN_BUTTON, pyatspi.ROLE_PAGE_TAB,
}
# Focusable containers that only scroll or hold the focusable things above.
FOCUSABLE_CONTAINERS = {pyatspi.ROLE_SCROLL_PANE, pyatspi.ROLE_FRAME, pyatspi.ROLE_DIALOG,
                        pyatspi.ROLE_WINDOW}

SUITS = {'E': 'swords', 'B': 'clubs', 'O': 'coins', 'C': 'cups'}
RANKS = {1: 'ace', 2: 'two', 3: 'three', 4: 'four', 5: 'five', 6: 'six', 7: 'seven',
         10: 'jack', 11: 'knight', 12: 'king'}
FULL_NAMES = {f'{rank} of {suit}' for rank in RANKS.values() for suit in SUITS.values()}
NOTATION = re.compile(r'^\s*(1[012]|[1-9])\s*[EBOC]\s*$', re.IGNORECASE)


def full_name(notation):
    return f'{RANKS[int(notation[:-1])]} of {SUITS[notation[-1]]}'


glossary = read_glossary(SOURCE_ROOT)


def describe(node):
    name = node.name
    return f'{node.getRoleName()} "{name}"' if name else node.getRoleName()


def walk(node, chain, visit):
    """Calls visit (node, chain) on node and every descendant, chain being
    the ancestors from the window down."""
    try:
        visit(node, chain)
        children = [node.getChildAtIndex(i) for i in range(node.childCount)]
    except Exception:  # gone while we looked
        return
    for child in children:
        if child is not None:
            walk(child, chain + [node], visit)


def is_interactive(node):
    role = node.getRole()
    if role in INTERACTIVE:
        return True
    state = node.getState()
    if role == pyatspi.ROLE_LIST_ITEM:
        # A list item is a control when it can be focused or activated.
        if state.contains(pyatspi.STATE_FOCUSABLE):
            return True
        try:
            return node.queryAction().nActions > 0
        except NotImplementedError:
            return False
    return state.contains(pyatspi.STATE_FOCUSABLE) and role not in FOCUSABLE_CONTAINERS


# GTK 4.8 cannot name the rows of a drop-down's popover (GtkListItem has
# no accessible label before GTK 4.12; the row's label is read as its
# content), nor the popover of a menu; in AdwAboutWindow 1.2 the lists of
# its pages and the text views of its debugging information and release
# notes (which Truquero does not show) have no name the application could
# tell apart: they are listed, not failed.
toolkit_limits = set()
doubled = set()
# Rows that take the focus but do nothing, and text that can be selected or
# focused: Tab stops that lead nowhere, and a caret in what is only read.
dead_rows = set()
selectable_text = set()

# GTK 4.8 gives a list row no AT-SPI action even when activating it opens
# something: these lists are the ones whose rows do (a term's page, a
# variant, a search result).  Any other focusable row must hold a control.
# Lists whose rows open or start something (GTK 4.8 gives rows no action):
# the Learn path's lessons and its tools (a list named after the variant,
# Argentine Truco here), the Quiz's ways in.
# The Learn path lists each unit's lessons under the unit's title, and
# the reference tools under "Reference".
ACTIVATABLE_LISTS = {'Terms', 'Related Terms', 'Variants', 'Search results',
                     'Lessons', 'Argentine Truco', 'Review', 'Practice', 'Scoring Test',
                     'Reference', 'The Cards', 'The Tricks', 'The Envido', 'The Truco',
                     'Scoring and the Match', 'The Flor', 'More Players'}
CONTROLS = INTERACTIVE - {pyatspi.ROLE_TEXT}


def holds_control(node):
    return find(node, lambda n: n.getRole() in CONTROLS) is not None


def out_of_reach(node, chain):
    if any(a.getRole() == pyatspi.ROLE_COMBO_BOX for a in chain):
        return True
    if any(a.name == 'GtkPopoverMenu' for a in chain + [node]):
        return True
    return (len(chain) >= 2 and chain[1].name == 'About'
            and node.getRole() in (pyatspi.ROLE_LIST, pyatspi.ROLE_TEXT))


def audit(app, where, unnamed, cards):
    """Collects the unnamed controls (and every node named like a card)
    of the whole application tree into unnamed and cards."""
    def visit(node, chain):
        if node.getRole() == pyatspi.ROLE_APPLICATION:
            return
        name = name_of(node)
        # GTK 4.8 reads a button's label after an accessible label set on
        # it too ("House Rules House Rules…"): a name said twice.
        words = name.split()
        half = len(words) // 2
        if is_interactive(node) and half and words[:half] == [w.rstrip('…') for w in words[half:]]:
            doubled.add(f'{where}: {describe(node)}')
        if is_interactive(node) and not name:
            path = ' > '.join(describe(a) for a in chain[1:] + [node])
            if out_of_reach(node, chain):
                toolkit_limits.add(f'{where}: {path}')
            else:
                unnamed.setdefault(path, where)
        if name in FULL_NAMES or NOTATION.match(name):
            cards.add((node.getRoleName(), name))
        state = node.getState()
        # AdwAboutWindow 1.2 has a selectable copyright line and rows that
        # open its pages: the toolkit's, listed, not failed.
        about = len(chain) >= 2 and chain[1].name == 'About'
        if node.getRole() == pyatspi.ROLE_LABEL and (state.contains(pyatspi.STATE_SELECTABLE_TEXT)
                                                    or state.contains(pyatspi.STATE_FOCUSABLE)):
            (toolkit_limits if about else selectable_text).add(f'{where}: selectable {describe(node)[:60]}')
        if (node.getRole() == pyatspi.ROLE_LIST_ITEM and state.contains(pyatspi.STATE_FOCUSABLE)
                and not out_of_reach(node, chain)
                and not (chain and chain[-1].name in ACTIVATABLE_LISTS)
                and not holds_control(node)):
            parent = chain[-1] if chain else None
            (toolkit_limits if about else dead_rows).add(
                f'{where}: {describe(node)} in {describe(parent) if parent else "?"}')
    walk(app, [], visit)


def focused(app):
    return find(app, lambda n: n.getState().contains(pyatspi.STATE_FOCUSED))


def tab_until(app, predicate, keys='Tab', limit=40):
    """Presses keys until the focused node satisfies predicate; returns it."""
    for _ in range(limit):
        key(keys)
        node = wait_for(lambda: focused(app), 2)
        if node is not None and predicate(node):
            return node
    return None


# GTK 4.8 names a node without a name after its type (AdwGizmo, GtkImage):
# that is no name for a screen reader user.
TYPE_NAME = re.compile(r'^(Gtk|Adw|Truco)[A-Z][A-Za-z]*$')


def name_of(node):
    name = (node.name or '').strip()
    return '' if TYPE_NAME.match(name) else name


# The sections' widgets, which GTK 4.8 names after their type.
SECTIONS = {'Learn': 'TrucoLearnPage', 'Variants': 'TrucoVariantPage',
            'Compare': 'TrucoComparison', 'Glossary': 'TrucoGlossaryPage',
            'Table': 'TrucoTablePage'}


def in_section(app, node, section):
    """Whether node lies inside the widget of the section."""
    parent = node.parent
    while parent is not None and parent.getRole() != pyatspi.ROLE_APPLICATION:
        if parent.name == SECTIONS[section]:
            return True
        parent = parent.parent
    return False


def main():
    # The learner has chosen Argentine Truco: no first-run chooser.
    config = make_config('ar')
    unnamed = {}
    cards = set()
    proc, app = start(TRUQUERO, app_env(config))
    try:
        if not check(app is not None, 'truquero shows up in the accessibility tree'):
            return
        # Desktop width, so that Compare shows its table.
        window = window_id()
        subprocess.run([XDOTOOL, 'windowsize', '--sync', window, '1280', '800'], check=False,
                       timeout=TIMEOUT)
        focus_window()

        # -- Keyboard: from a fresh start, Tab reaches the header and the content.
        variant_button = wait_for(lambda: find(app, lambda n: n.getRole() == pyatspi.ROLE_PUSH_BUTTON
                                               and n.name.startswith('Variant: ')
                                               and n.queryAction().nActions > 0))
        check(variant_button is not None, 'the header variant button is named after the variant')
        first_focus = wait_for(lambda: focused(app), 5)
        check(first_focus is not None, f'something has the focus at start ({first_focus and describe(first_focus)})')

        def is_variant_button(n):
            return n.name.startswith('Variant: ')

        def is_tab(name):
            return lambda n: n.getRole() == pyatspi.ROLE_PAGE_TAB and n.name == name

        def is_menu(n):
            return n.name == 'Main Menu' and n.getRole() in (pyatspi.ROLE_PUSH_BUTTON,
                                                            pyatspi.ROLE_TOGGLE_BUTTON)

        def in_content(section):
            return lambda n: in_section(app, n, section)

        check(tab_until(app, is_variant_button) is not None, 'Tab reaches the header variant button')
        check(tab_until(app, is_tab('Learn')) is not None, 'Tab reaches the view switcher')
        check(tab_until(app, is_menu) is not None, 'Tab reaches the main menu')
        check(tab_until(app, in_content('Learn')) is not None, 'Tab reaches the lessons')
        check(tab_until(app, is_menu, 'shift+Tab') is not None, 'Shift+Tab goes back to the main menu')
        check(tab_until(app, is_variant_button, 'shift+Tab') is not None,
              'Shift+Tab goes back to the header variant button')

        # -- Learn (shown first): the path.
        audit(app, 'Learn', unnamed, cards)

        # -- The overview (the fact sheet), from the path, by keyboard.
        row = tab_until(app, lambda n: in_content('Learn')(n) and n.name == 'Overview')
        if check(row is not None, 'Tab reaches the Overview row of the path'):
            key('Return')
            check(wait_for(lambda: find(app, lambda n: n.getRole() == pyatspi.ROLE_HEADING
                                        and n.name == 'Argentine Truco')) is not None,
                  'Return opens the fact sheet of Argentine Truco')
            audit(app, 'Variants', unnamed, cards)
            key('Escape')

        # -- Compare, from the path, by keyboard.
        row = tab_until(app, lambda n: in_content('Learn')(n) and n.name == 'Compare Variants')
        if check(row is not None, 'Tab reaches the Compare Variants row of the path'):
            key('Return')

            def first_cell(n):
                return n is not None and in_content('Compare')(n) and n.name.startswith('Argentine Truco')
            # Opening the comparison focuses its first cell.
            cell = wait_for(lambda: focused(app) if first_cell(focused(app)) else None, 5) \
                or tab_until(app, first_cell)
            check(cell is not None, 'Tab reaches the first cell of the comparison, named after its variant')
            if cell is not None:
                key('Right')
                check(wait_for(lambda: find(app, lambda n: in_content('Compare')(n) and n.name.startswith('Catalan Truc')
                                            and n.getState().contains(pyatspi.STATE_FOCUSED)), 5),
                      'Right moves to the next variant')
            audit(app, 'Compare', unnamed, cards)
            key('Escape')

        # -- Glossary: Ctrl+F focuses the search; "sietes bravos" names two cards.
        glossary_tab = find(app, is_tab('Glossary'))
        do_action(glossary_tab)
        check(wait_for(lambda: glossary_tab.getState().contains(pyatspi.STATE_SELECTED), 5),
              'the Glossary section is shown')
        focus_window()
        key('ctrl+f')
        search = wait_for(lambda: find(app, lambda n: n.getRole() == pyatspi.ROLE_ENTRY
                                       and n.getState().contains(pyatspi.STATE_FOCUSED)), 5)
        check(search is not None and search.name == 'Search the glossary',
              'Ctrl+F focuses the glossary search')
        type_text('sietes bravos')
        terms = wait_for(lambda: find(app, lambda n: n.getRole() == pyatspi.ROLE_LIST
                                      and n.name == 'Terms'))
        first = wait_for(lambda: terms.childCount > 0
                         and terms.getChildAtIndex(0).name == 'sietes bravos'
                         and terms.getChildAtIndex(0))
        check(first is not None, 'sietes bravos is the first result')
        key('Return')
        expected = [full_name(c) for c in glossary['sietes-bravos'].cards]
        check(expected == ['seven of swords', 'seven of coins'],
              f'the glossary names two cards for sietes bravos ({expected})')
        shown = wait_for(lambda: all(find(app, lambda n, e=e: n.name == e
                                          and n.getRole() == pyatspi.ROLE_PUSH_BUTTON)
                                     for e in expected))
        check(shown, 'its cards are buttons named in full: ' + ', '.join(expected))
        audit(app, 'Glossary', unnamed, cards)

        # -- Table: the seats, the cards, the calls and the score.
        table_tab = find(app, is_tab('Table'))
        do_action(table_tab)
        check(wait_for(lambda: table_tab.getState().contains(pyatspi.STATE_SELECTED), 5),
              'the Table section is shown')
        check(wait_for(lambda: find(app, lambda n: (n.name or '').startswith('Hand 1.'))),
              'the Table deals the first hand')
        audit(app, 'Table', unnamed, cards)

        # -- Preferences: Ctrl+comma, Escape.
        focus_window()
        key('ctrl+comma')
        prefs = wait_for(lambda: find(app, lambda n: n.getRole() == pyatspi.ROLE_FRAME
                                      and n.name == 'Preferences'))
        if check(prefs is not None, 'Ctrl+comma opens Preferences'):
            wait_for(lambda: find(prefs, lambda n: n.getRole() == pyatspi.ROLE_PAGE_TAB
                                  or n.name == 'House Rules'), 5)
            audit(app, 'Preferences', unnamed, cards)
            key('Escape')
            check(wait_for(lambda: find(app, lambda n: n.getRole() == pyatspi.ROLE_FRAME
                                        and n.name == 'Preferences') is None),
                  'Escape closes Preferences')

        # -- Shortcuts and About: through the main menu (F10 opens it).
        def menu_item(label):
            focus_window()
            key('F10')
            item = wait_for(lambda: find(app, lambda n: n.name == label
                                         and n.getRole() in (pyatspi.ROLE_MENU_ITEM,
                                                             pyatspi.ROLE_PUSH_BUTTON)), 5)
            if item is None:
                menu = find(app, lambda n: n.name == 'Main Menu'
                            and n.getRole() in (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON)
                            and n.queryAction().nActions > 0)
                do_action(menu)
                item = wait_for(lambda: find(app, lambda n: n.name == label
                                             and n.getRole() in (pyatspi.ROLE_MENU_ITEM,
                                                                 pyatspi.ROLE_PUSH_BUTTON)), 5)
            if check(item is not None, f'the main menu offers {label}'):
                audit(app, 'Main menu', unnamed, cards)
                do_action(item)

        for label, title in (('Keyboard Shortcuts', 'Keyboard Shortcuts'), ('About Truquero', 'About')):
            menu_item(label)
            dialog = wait_for(lambda: find(app, lambda n: n.getRole() in (pyatspi.ROLE_FRAME,
                                                                          pyatspi.ROLE_WINDOW)
                                           and n.name == title))
            if check(dialog is not None, f'{title} opens'):
                audit(app, title, unnamed, cards)
                key('Escape')
                check(wait_for(lambda: find(app, lambda n: n.getRole() in (pyatspi.ROLE_FRAME,
                                                                           pyatspi.ROLE_WINDOW)
                                            and n.name == title) is None),
                      f'Escape closes {title}')

        # -- The verdicts.
        check(not unnamed, f'every control has an accessible name ({len(unnamed)} without)',
              [f'{where}: {path}' for path, where in sorted(unnamed.items(), key=lambda i: i[1])])
        for path in sorted(toolkit_limits):
            note(f'toolkit widget, not failed: {path}')
        check(not doubled, 'no control says its name twice', sorted(doubled))
        check(not dead_rows, f'no row takes the focus without doing anything ({len(dead_rows)} do)',
              sorted(dead_rows))
        check(not selectable_text, f'no label can be selected or focused ({len(selectable_text)} can)',
              sorted(selectable_text))
        notation = sorted(f'{role} "{name}"' for role, name in cards if name not in FULL_NAMES)
        check(not notation, 'no node is named in card notation', notation)
        card_names = {name for _, name in cards}
        check(set(expected) <= card_names and {'ace of swords', 'ace of clubs'} <= card_names,
              f'the cards seen are named in full ({len(card_names)} names)')

        focus_window()
        key('ctrl+q')
        code = stop(proc)
        check(code == 0, f'Ctrl+Q quits ({code})')
    finally:
        clean_up(proc, config)


main()
finish()
