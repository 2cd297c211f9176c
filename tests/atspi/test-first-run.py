#!/usr/bin/python3
# test-first-run.py — the real truquero driven through the accessibility
# tree, by accessible names, in its own D-Bus session:
#   1. first run: the variant list has keyboard focus; Down and Return pick
#      Catalan Truc; the header shows it; Ctrl+Q quits;
#   2. second run (same settings): Catalan Truc is remembered, no chooser;
#      Preferences and About open; the sections switch.
# Exit 77 (skip) when there is no display or no session bus.
#
# Copyright 2026 The Truquero authors
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(__file__))
from trucotest import (XDOTOOL, app_env, check, do_action, find_name, find_role, finish,
                       focus_window, has_state, key, make_config, require, start, stop,
                       wait_for)

# The keyboard is used when xdotool is there, AT-SPI actions otherwise.
pyatspi = require(xdotool=False, tap=False)

TRUQUERO = sys.argv[1]


def main():
    config = make_config()
    env = app_env(config)
    keyfile = os.path.join(config, 'glib-2.0', 'settings', 'keyfile')

    try:
        # -- First run ---------------------------------------------------
        proc, app = start(TRUQUERO, env)
        if not check(app is not None, 'truquero shows up in the accessibility tree'):
            return
        catalan = wait_for(lambda: find_role(app, pyatspi.ROLE_LIST_ITEM, 'Catalan Truc'))
        check(catalan is not None, 'the first-run list offers Catalan Truc')
        argentine = find_role(app, pyatspi.ROLE_LIST_ITEM, 'Argentine Truco')
        check(wait_for(lambda: has_state(argentine, pyatspi.STATE_FOCUSED), 5),
              'the first variant has keyboard focus')
        check(find_name(app, 'Variant: Argentine Truco') is None,
              'no variant is shown in the header before the choice')

        if XDOTOOL:
            focus_window()
            key('Down')
            check(wait_for(lambda: has_state(catalan, pyatspi.STATE_FOCUSED), 5),
                  'Down moves the focus to Catalan Truc')
            key('Return')
        else:
            do_action(catalan)
        header = wait_for(lambda: find_name(app, 'Variant: Catalan Truc'))
        check(header is not None, 'choosing by keyboard shows Catalan Truc in the header')
        check(wait_for(lambda: find_name(app, 'Catalan Truc')) is not None,
              'the Learn section shows Catalan Truc')

        if XDOTOOL:
            focus_window()
            key('ctrl+q')
        code = stop(proc)
        check(code == 0, f'Ctrl+Q quits cleanly (exit {code})')
        stored = open(keyfile).read() if os.path.exists(keyfile) else ''
        check("variant='cat'" in stored, 'the choice is stored in the settings')

        # -- Second run --------------------------------------------------
        proc, app = start(TRUQUERO, env)
        if not check(app is not None, 'truquero starts again'):
            return
        header = wait_for(lambda: find_name(app, 'Variant: Catalan Truc'))
        check(header is not None, 'Catalan Truc is remembered')
        check(wait_for(lambda: find_name(app, 'Catalan Truc')) is not None,
              'Learn opens on Catalan Truc')
        check(find_role(app, pyatspi.ROLE_LIST_ITEM, 'Put') is None,
              'the first-run choice is not shown again')

        # Sections: the view switcher's tabs carry the section titles.
        glossary = wait_for(lambda: find_role(app, pyatspi.ROLE_PAGE_TAB, 'Glossary'))
        learn = find_role(app, pyatspi.ROLE_PAGE_TAB, 'Learn')
        if check(glossary is not None and learn is not None, 'the sections have switcher tabs'):
            check(has_state(learn, pyatspi.STATE_SELECTED), 'Learn is the section shown first')
            do_action(glossary)
            check(wait_for(lambda: has_state(glossary, pyatspi.STATE_SELECTED), 5),
                  'clicking Glossary selects the Glossary section')
            check(not has_state(learn, pyatspi.STATE_SELECTED), 'and Learn is no longer selected')
            do_action(learn)
            check(wait_for(lambda: has_state(learn, pyatspi.STATE_SELECTED), 5),
                  'switching back to Learn')

        # Preferences: Ctrl+comma.
        if XDOTOOL:
            focus_window()
            key('ctrl+comma')
        else:
            button = find_role(app, pyatspi.ROLE_PUSH_BUTTON, 'House Rules…')
            do_action(button)
        prefs = wait_for(lambda: find_role(app, pyatspi.ROLE_FRAME, 'Preferences'))
        check(prefs is not None, 'Preferences opens')
        if prefs is not None:
            check(wait_for(lambda: find_name(prefs, 'House Rules')) is not None,
                  'Preferences lists the house rules')
            if XDOTOOL:
                key('Escape')
            check(wait_for(lambda: find_role(app, pyatspi.ROLE_FRAME, 'Preferences') is None),
                  'Escape closes Preferences')

        # About: through the primary menu.
        def menu_button():
            def match(node):
                return (node is not None and node.name == 'Main Menu'
                        and node.getRole() in (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON)
                        and node.queryAction().nActions > 0)
            return pyatspi.findDescendant(app, match)
        menu = menu_button()
        if check(menu is not None, 'the primary menu button has an accessible name'):
            do_action(menu)
            item = wait_for(lambda: find_name(app, 'About Truquero'))
            if check(item is not None, 'the primary menu offers About Truquero'):
                do_action(item)
            # libadwaita 1.2 titles the window "About".
            about = wait_for(lambda: find_role(app, pyatspi.ROLE_FRAME, 'About'))
            if check(about is not None, 'About opens'):
                check(wait_for(lambda: find_name(about, '0.1.0')) is not None,
                      'About shows the version')
                if XDOTOOL:
                    key('Escape')
                    check(wait_for(lambda: find_role(app, pyatspi.ROLE_FRAME, 'About') is None),
                          'Escape closes About')

        if XDOTOOL:
            focus_window()
            key('ctrl+q')
        code = stop(proc)
        check(code == 0, f'the second run quits cleanly (exit {code})')
    finally:
        shutil.rmtree(config, ignore_errors=True)


main()
finish()
