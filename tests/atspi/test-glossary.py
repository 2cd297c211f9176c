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
import shutil
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET

if not os.environ.get('DISPLAY') or not os.environ.get('DBUS_SESSION_BUS_ADDRESS'):
    print('1..0 # SKIP needs DISPLAY and a D-Bus session bus')
    sys.exit(77)

XDOTOOL = shutil.which('xdotool')
if XDOTOOL is None:
    print('1..0 # SKIP needs xdotool')
    sys.exit(77)

try:
    import pyatspi
except ImportError:
    print('1..0 # SKIP pyatspi is not installed')
    sys.exit(77)

TRUQUERO, SOURCE_ROOT = sys.argv[1], sys.argv[2]
TIMEOUT = 20.0

results = []


def check(condition, what):
    results.append((bool(condition), what))
    print(('ok ' if condition else 'not ok ') + f'{len(results)} - {what}', flush=True)
    return condition


def wait_for(predicate, timeout=TIMEOUT):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            value = predicate()
        except Exception:  # the tree changes under our feet
            value = None
        if value:
            return value
        time.sleep(0.1)
    return None


def normalize(text):
    return ' '.join(text.split())


glossary = {}
for term in ET.parse(os.path.join(SOURCE_ROOT, 'data', 'glossary', 'glossary.xml')).getroot():
    glossary[term.get('id')] = (normalize(term.findtext('headword')),
                                normalize(term.findtext('definition')),
                                [r.get('ref') for r in term.findall('related')],
                                [c.text.strip() for c in term.findall('card')])


def find_app():
    for app in pyatspi.Registry.getDesktop(0):
        if app is not None and app.name in ('truquero', 'Truquero'):
            return app
    return None


def find(root, predicate):
    return pyatspi.findDescendant(root, lambda n: n is not None and predicate(n))


def key(*keys):
    subprocess.run([XDOTOOL, 'key', '--clearmodifiers', *keys], check=False)


def type_text(text):
    subprocess.run([XDOTOOL, 'type', '--delay', '20', text], check=False)


def focus_window():
    subprocess.run([XDOTOOL, 'search', '--sync', '--onlyvisible', '--name', '^Truquero$',
                    'windowfocus', '--sync'], check=False, timeout=TIMEOUT,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def do_action(node, names=('click', 'activate', 'press')):
    try:
        action = node.queryAction()
    except NotImplementedError:
        return False
    for i in range(action.nActions):
        if action.getName(i) in names:
            return action.doAction(i)
    return False


# GTK 4.8 does not keep the "showing" state of widgets inside the window up
# to date, so the term page is recognised by its shape: the headword label
# followed by the definition label (only the term on show has both).
def term_page(app, term_id):
    headword, definition = glossary[term_id][:2]

    def match(node):
        if node.childCount < 2:
            return False
        first, second = node.getChildAtIndex(0), node.getChildAtIndex(1)
        return (first.getRole() == pyatspi.ROLE_LABEL and first.name == headword
                and second.getRole() == pyatspi.ROLE_LABEL and second.name == definition)
    return find(app, match)


def entry_text(app):
    entry = find(app, lambda n: n.getRole() == pyatspi.ROLE_ENTRY and n.name == 'Search the glossary')
    if entry is None:
        return None
    text = entry.queryText()
    return text.getText(0, text.characterCount)


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
    terms = wait_for(lambda: find(app, lambda n: n.getRole() == pyatspi.ROLE_LIST and n.name == 'Terms'))
    first = wait_for(lambda: terms.childCount > 0 and terms.getChildAtIndex(0).name == glossary[term_id][0]
                     and terms.getChildAtIndex(0))
    check(first is not None, f'the first result of "{query}" is {glossary[term_id][0]}')
    key('Return')
    return wait_for(lambda: term_page(app, term_id))


def main():
    config = tempfile.mkdtemp(prefix='truquero-atspi-')
    os.makedirs(os.path.join(config, 'glib-2.0', 'settings'))
    # The learner has chosen Argentine Truco: no first-run chooser.
    with open(os.path.join(config, 'glib-2.0', 'settings', 'keyfile'), 'w') as f:
        f.write("[io/github/truquero/Truquero]\nvariant='ar'\n")
    env = dict(os.environ, GSETTINGS_BACKEND='keyfile', XDG_CONFIG_HOME=config, LANG='C.UTF-8')
    env.pop('GTK_A11Y', None)
    env.pop('LANGUAGE', None)
    env.pop('NO_AT_BRIDGE', None)

    proc = subprocess.Popen([TRUQUERO], env=env)
    try:
        app = wait_for(lambda: find_app() if proc.poll() is None else None)
        if not check(app is not None, 'truquero shows up in the accessibility tree'):
            return

        # The Glossary section, through the view switcher.
        tab = wait_for(lambda: find(app, lambda n: n.getRole() == pyatspi.ROLE_PAGE_TAB and n.name == 'Glossary'))
        if check(tab is not None, 'the view switcher has a Glossary section'):
            do_action(tab)

        # Search "contraflor" and open it.
        page = search_and_open(app, 'contraflor', 'contraflor')
        check(page is not None, 'Return opens the page of contraflor')
        if page is not None:
            definition = page.getChildAtIndex(1)
            check(definition.name == glossary['contraflor'][1],
                  'its definition reads as in the glossary')

        # Related terms: named rows; following flor opens its page.
        related = find(app, lambda n: n.getRole() == pyatspi.ROLE_LIST and n.name == 'Related Terms')
        check(related is not None, 'the term page lists related terms')
        flor = None
        if related is not None:
            names = [related.getChildAtIndex(i).name for i in range(related.childCount)]
            check(len(names) == len(glossary['contraflor'][2]), f'one row for each related term ({len(names)})')
            for i in range(related.childCount):
                if related.getChildAtIndex(i).name.startswith('flor'):
                    flor = related.getChildAtIndex(i)
                    break
        if check(flor is not None, 'flor is among the related terms'):
            if not do_action(flor):
                # No AT-SPI action on the row: click it.
                extents = flor.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
                window = subprocess.run([XDOTOOL, 'search', '--onlyvisible', '--name', '^Truquero$'],
                                        capture_output=True, text=True).stdout.split()[0]
                subprocess.run([XDOTOOL, 'mousemove', '--window', window,
                                str(extents.x + extents.width // 2), str(extents.y + extents.height // 2),
                                'click', '1'], check=False)
            check(wait_for(lambda: term_page(app, 'flor')) is not None,
                  'following the related term opens the page of flor')

        # A term that names a card shows it, named in full.
        page = search_and_open(app, 'espadilla', 'espadilla')
        check(page is not None, 'Return opens the page of espadilla')
        check(glossary['espadilla'][3] == ['1E'], 'espadilla names the ace of swords (1E)')
        card = wait_for(lambda: find(app, lambda n: n.name == 'ace of swords'
                                     and n.getRole() in (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON)))
        check(card is not None, 'the card shown has "ace of swords" as its accessible name')

        key('ctrl+q')
        try:
            code = proc.wait(timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            code = None
        check(code == 0, f'Ctrl+Q quits ({code})')
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        shutil.rmtree(config, ignore_errors=True)


main()
print(f'1..{len(results)}')
sys.exit(0 if results and all(ok for ok, _ in results) else 1)
