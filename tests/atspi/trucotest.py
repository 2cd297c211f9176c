# trucotest.py — the harness the AT-SPI tests share: skipping (exit 77)
# when the machine cannot run them, TAP results, a temporary configuration
# and environment for the real truquero, finding it and its nodes in the
# accessibility tree, waiting for them, and keyboard input through xdotool.
#
# Copyright 2026 The Truquero authors
# SPDX-License-Identifier: GPL-3.0-or-later

import atexit
import collections
import os
import shutil
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET

TIMEOUT = 20.0
XDOTOOL = shutil.which('xdotool')

# Set by import_pyatspi (): importing pyatspi connects to the accessibility
# bus of the session bus in DBUS_SESSION_BUS_ADDRESS at that moment.
pyatspi = None

results = []


def skip(reason, tap=True):
    """Says why the test cannot run here and exits 77 (skip)."""
    print(f'1..0 # SKIP {reason}' if tap else f'skipped: {reason}')
    sys.exit(77)


def import_pyatspi():
    """Imports pyatspi into this module; returns it, or None when missing."""
    global pyatspi
    try:
        import pyatspi as module
    except ImportError:
        return None
    pyatspi = module
    # A call that opens a window (About, Preferences) can take longer than
    # the default 25 seconds in the sanitizer build on a busy machine; a
    # generous bound, not a measure of speed.
    module.setTimeout(120000, 120000)
    return module


A11Y_BUS_LAUNCHER = '/usr/libexec/at-spi-bus-launcher'


def start_a11y_bus():
    """Starts the accessibility bus of the session bus ourselves, its output
    thrown away, and stops it when the test ends.  Activated through the
    session bus instead, it and the registry daemon it starts would inherit
    the session bus's stdout, the test's, and write a line that is not TAP
    there.  Nothing happens when the launcher or gdbus is missing, or when
    the session already has an accessibility bus (the launcher then ends)."""
    if not os.access(A11Y_BUS_LAUNCHER, os.X_OK) or shutil.which('gdbus') is None:
        return
    launcher = subprocess.Popen([A11Y_BUS_LAUNCHER, '--launch-immediately'],
                                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)

    def stop_launcher():
        if launcher.poll() is None:
            launcher.terminate()
            try:
                launcher.wait(timeout=TIMEOUT)
            except subprocess.TimeoutExpired:
                launcher.kill()
                launcher.wait()
    atexit.register(stop_launcher)
    subprocess.run(['gdbus', 'wait', '--session', '--timeout', str(int(TIMEOUT)), 'org.a11y.Bus'],
                   stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, check=False)


def require(xdotool=True, tap=True):
    """Skips unless there are a display, a session bus, pyatspi and (when
    xdotool is True) xdotool; starts the accessibility bus and returns
    pyatspi."""
    if not os.environ.get('DISPLAY') or not os.environ.get('DBUS_SESSION_BUS_ADDRESS'):
        skip('needs DISPLAY and a D-Bus session bus', tap)
    if xdotool and XDOTOOL is None:
        skip('needs xdotool', tap)
    start_a11y_bus()
    if import_pyatspi() is None:
        skip('pyatspi is not installed', tap)
    return pyatspi


def check(condition, what, details=()):
    """Records and prints one TAP result, with details as diagnostics."""
    # TAP reads one line per result: a text read from the app may hold
    # several, so every line of it is kept on its own diagnostic line.
    what = ' / '.join(str(what).splitlines())
    results.append((bool(condition), what))
    print(('ok ' if condition else 'not ok ') + f'{len(results)} - {what}', flush=True)
    for detail in details:
        for line in str(detail).splitlines() or ['']:
            print(f'#   {line}', flush=True)
    return condition


def note(text):
    """Prints text as TAP diagnostics: every line of it behind a "#" (a
    text read from the app, or a tool's message, may hold several)."""
    for line in str(text).splitlines() or ['']:
        print(f'# {line}', flush=True)


def finish():
    """Prints the TAP plan and exits: 0 when every check passed."""
    print(f'1..{len(results)}')
    sys.exit(0 if results and all(ok for ok, _ in results) else 1)


def wait_for(predicate, timeout=TIMEOUT):
    """Polls predicate until it returns a true value (returned) or the
    timeout passes (None)."""
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


Term = collections.namedtuple('Term', 'headword definition related cards')


def read_glossary(source_root):
    """The glossary as data/glossary/glossary.xml has it (English), by id."""
    glossary = {}
    path = os.path.join(source_root, 'data', 'glossary', 'glossary.xml')
    for term in ET.parse(path).getroot():
        glossary[term.get('id')] = Term(normalize(term.findtext('headword')),
                                        normalize(term.findtext('definition')),
                                        [r.get('ref') for r in term.findall('related')],
                                        [c.text.strip() for c in term.findall('card')])
    return glossary


def make_config(variant=None):
    """A temporary XDG_CONFIG_HOME; with variant, the keyfile settings
    backend has it chosen already (no first-run chooser)."""
    config = tempfile.mkdtemp(prefix='truquero-atspi-')
    settings = os.path.join(config, 'glib-2.0', 'settings')
    os.makedirs(settings)
    if variant is not None:
        with open(os.path.join(settings, 'keyfile'), 'w') as f:
            f.write(f"[io/github/truquero/Truquero]\nvariant='{variant}'\n")
    return config


def app_env(config, **extra):
    """The environment of truquero: keyfile settings and the learner's
    progress in config, English, accessibility on."""
    env = dict(os.environ, GSETTINGS_BACKEND='keyfile', XDG_CONFIG_HOME=config,
               XDG_DATA_HOME=os.path.join(config, 'data'), LANG='C.UTF-8')
    # A test may choose its own folders (a data folder that cannot be written).
    env.update(extra)
    env.pop('GTK_A11Y', None)
    env.pop('LANGUAGE', None)
    env.pop('NO_AT_BRIDGE', None)
    return env


def find_app():
    for app in pyatspi.Registry.getDesktop(0):
        if app is not None and app.name in ('truquero', 'Truquero'):
            return app
    return None


def start(truquero, env):
    """Starts truquero; returns the process and its application node (None
    when it does not show up in the accessibility tree)."""
    proc = subprocess.Popen([truquero], env=env)
    app = wait_for(lambda: find_app() if proc.poll() is None else None)
    return proc, app


def stop(proc):
    """Waits for proc to end; returns its exit code, or None (and kills it)
    when it does not end in time."""
    try:
        return proc.wait(timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
        return None


def clean_up(proc, config):
    """Kills proc if it still runs and removes the configuration config."""
    if proc.poll() is None:
        proc.kill()
        proc.wait()
    shutil.rmtree(config, ignore_errors=True)


# GTK 4.8 sets no SHOWING state; hidden widgets (visible=FALSE) are left
# out of the tree, but the pages of a stack that are not shown are not.
def find(root, predicate):
    return pyatspi.findDescendant(root, lambda n: n is not None and predicate(n))


def find_role(root, role, name):
    return find(root, lambda n: n.getRole() == role and n.name == name)


def find_name(root, name):
    return find(root, lambda n: n.name == name)


def has_state(node, state):
    return node is not None and node.getState().contains(state)


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
def term_page(app, term):
    def match(node):
        if node.childCount < 2:
            return False
        first, second = node.getChildAtIndex(0), node.getChildAtIndex(1)
        return (first.getRole() == pyatspi.ROLE_LABEL and first.name == term.headword
                and second.getRole() == pyatspi.ROLE_LABEL and second.name == term.definition)
    return find(app, match)


def entry_text(app, name='Search the glossary'):
    entry = find_role(app, pyatspi.ROLE_ENTRY, name)
    if entry is None:
        return None
    text = entry.queryText()
    return text.getText(0, text.characterCount)


def key(*keys):
    subprocess.run([XDOTOOL, 'key', '--clearmodifiers', *keys], check=False)


def type_text(text):
    subprocess.run([XDOTOOL, 'type', '--delay', '20', text], check=False)


def window_id(title='^Truquero$'):
    out = subprocess.run([XDOTOOL, 'search', '--sync', '--onlyvisible', '--name', title],
                         capture_output=True, text=True, timeout=TIMEOUT).stdout.split()
    return out[0] if out else None


def focus_window():
    subprocess.run([XDOTOOL, 'search', '--sync', '--onlyvisible', '--name', '^Truquero$',
                    'windowfocus', '--sync'], check=False, timeout=TIMEOUT,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
