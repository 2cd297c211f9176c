#!/usr/bin/python3
# test-search-provider.py — the GNOME Shell search provider of the glossary,
# over a private D-Bus session bus, called with `gdbus call` the way the Shell
# calls it:
#   1. a private bus whose service directory holds the D-Bus service file made
#      from data/io.github.truquero.Truquero.service.in, pointing at the
#      built truquero: the first call D-Bus-activates it;
#   2. bus name and object path come from the installed provider .ini;
#   3. GetInitialResultSet, GetSubsearchResultSet, GetResultMetas;
#   4. ActivateResult opens the window on the term (read back through the
#      accessibility tree), LaunchSearch opens the glossary with the query.
# Exit 77 (skip) when there is no display or no D-Bus.
#
# Copyright 2026 The Truquero authors
# SPDX-License-Identifier: GPL-3.0-or-later

import configparser
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(__file__))
from trucotest import (TIMEOUT, app_env, check, entry_text, find_app, finish, import_pyatspi,
                       note, read_glossary, skip, term_page, wait_for)

TRUQUERO, SOURCE_ROOT = sys.argv[1], sys.argv[2]

if not os.environ.get('DISPLAY') or not shutil.which('dbus-daemon') or not shutil.which('gdbus'):
    skip('needs DISPLAY, dbus-daemon and gdbus')

try:
    from gi.repository import GLib
except ImportError:
    skip('python3-gi is not installed')

# The glossary as the file has it (English: the test runs with LANG=C.UTF-8).
glossary = read_glossary(SOURCE_ROOT)

ini = configparser.ConfigParser()
ini.optionxform = str
ini.read(os.path.join(SOURCE_ROOT, 'data', 'io.github.truquero.Truquero.search-provider.ini'))
provider = ini['Shell Search Provider']
BUS_NAME = provider['BusName']
OBJECT_PATH = provider['ObjectPath']
INTERFACE = 'org.gnome.Shell.SearchProvider2'


def gdbus(method, *args, dest=BUS_NAME, path=OBJECT_PATH, interface=INTERFACE):
    out = subprocess.run(['gdbus', 'call', '--session', '--dest', dest, '--object-path', path,
                          '--method', f'{interface}.{method}', *args],
                         env=env, capture_output=True, text=True, timeout=TIMEOUT)
    if out.returncode != 0:
        note(f'gdbus {method}: {out.stderr.strip()}')
        return None
    return GLib.Variant.parse(None, out.stdout.strip(), None, None).unpack()


def main():
    global env
    work = tempfile.mkdtemp(prefix='truquero-search-provider-')
    services = os.path.join(work, 'services')
    config_home = os.path.join(work, 'config')
    os.makedirs(services)
    os.makedirs(os.path.join(config_home, 'glib-2.0', 'settings'))
    address = f'unix:path={work}/bus'

    # The learner has chosen Argentine Truco already: no first-run chooser.
    with open(os.path.join(config_home, 'glib-2.0', 'settings', 'keyfile'), 'w') as f:
        f.write("[io/github/truquero/Truquero]\nvariant='ar'\n")

    # The service file as installed, with the build tree's truquero.
    template = open(os.path.join(SOURCE_ROOT, 'data', 'io.github.truquero.Truquero.service.in')).read()
    service = template.replace('@bindir@', os.path.dirname(os.path.abspath(TRUQUERO)))
    with open(os.path.join(services, BUS_NAME + '.service'), 'w') as f:
        f.write(service)

    with open(os.path.join(work, 'session.conf'), 'w') as f:
        f.write(f'''<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>{address}</listen>
  <servicedir>{services}</servicedir>
  <standard_session_servicedirs/>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
''')

    # Everything started from here on (the bus, and truquero that the bus
    # activates) sees this environment.
    env = app_env(config_home, DBUS_SESSION_BUS_ADDRESS=address)

    daemon = subprocess.Popen(['dbus-daemon', '--nofork', f'--config-file={work}/session.conf'],
                              env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    app_pid = None
    try:
        if not check(wait_for(lambda: os.path.exists(f'{work}/bus'), 10), 'the private bus is up'):
            return

        # 1. D-Bus activation by the first call.
        ids = gdbus('GetInitialResultSet', "['contraflor']")
        check(ids is not None, 'GetInitialResultSet D-Bus-activates truquero and answers')
        ids = ids[0] if ids else []
        check(ids[:1] == ['contraflor'], f'"contraflor" gives the contraflor id first ({ids[:3]})')
        check('contraflor-al-resto' in ids, '"contraflor" also lists contraflor al resto')
        owner = gdbus('GetConnectionUnixProcessID', f"'{BUS_NAME}'", dest='org.freedesktop.DBus',
                      path='/org/freedesktop/DBus', interface='org.freedesktop.DBus')
        app_pid = owner[0] if owner else None
        check(app_pid is not None, f'{BUS_NAME} is owned by a process')

        first = lambda terms: (gdbus('GetInitialResultSet', terms) or [[None]])[0][:1]
        check(first("['CONTRAFLOR']") == ['contraflor'], 'the search ignores case')
        check(first("['perique']") == ['periques'], '"perique" finds périques')
        check(first("['kwiat']") == ['flor'], 'the Polish "kwiat" finds flor')
        check(first("['cavall']") == ['caballo'], 'the Catalan "cavall" finds caballo')
        check(first("['contra', 'flor']") == ['contraflor'], 'several terms are searched as one phrase')
        check((gdbus('GetInitialResultSet', "['xylophone']") or [None])[0] == [],
              'a word of no term finds nothing')
        check((gdbus('GetInitialResultSet', "['?!']") or [None])[0] == [],
              'punctuation alone finds nothing in the overview')
        long_query = "['" + 'q' * 10000 + "']"
        check((gdbus('GetInitialResultSet', long_query) or [None])[0] == [],
              'a 10 000-character query is answered')

        # A megabyte of alternating combining marks once took minutes (its
        # normalisation is quadratic).  Too long for a command line: sent
        # with Gio.  Ten seconds is not a measure of speed (the answer takes
        # milliseconds) but a bound that says it does not hang.
        from gi.repository import Gio
        bus = Gio.DBusConnection.new_for_address_sync(
            address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT
            | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None)
        marks = 'kwiat' + '\u0301\u0323' * (1024 * 1024 // 4)

        def timed_call(method, parameters, reply):
            start = time.monotonic()
            try:
                result = bus.call_sync(BUS_NAME, OBJECT_PATH, INTERFACE, method, parameters,
                                       GLib.VariantType(reply), Gio.DBusCallFlags.NONE, 60000, None)
            except GLib.Error as e:
                note(f'{method}: {e.message}')
                result = None
            return result, time.monotonic() - start

        result, seconds = timed_call('GetInitialResultSet', GLib.Variant('(as)', ([marks],)), '(as)')
        check(result is not None and result.unpack()[0][:1] == ['flor'] and seconds < 10,
              f'a 1 MB query of combining marks is answered at once ({seconds:.3f} s)')
        result, seconds = timed_call('GetInitialResultSet', GLib.Variant('(as)', (['kwiat'] * 100000,)), '(as)')
        check(result is not None and seconds < 10,
              f'a query of 100 000 terms is answered at once ({seconds:.3f} s)')

        # 2. Narrowing.
        narrowed = gdbus('GetSubsearchResultSet', str(ids), "['contraflor', 'al']")
        narrowed = narrowed[0] if narrowed else None
        check(narrowed is not None and narrowed[:1] == ['contraflor-al-resto']
              and set(narrowed) <= set(ids),
              f'GetSubsearchResultSet narrows the previous results ({narrowed})')

        # 3. Metas.
        metas = gdbus('GetResultMetas', "['contraflor', 'no-such-term', 'flor']")
        metas = metas[0] if metas else []
        check(len(metas) == 2, 'GetResultMetas describes the known ids only')
        by_id = {m.get('id'): m for m in metas}
        meta = by_id.get('contraflor', {})
        check(meta.get('name') == glossary['contraflor'].headword, 'the name is the headword')
        check(meta.get('description') == glossary['contraflor'].definition, 'the description is the definition')
        check(meta.get('gicon') == 'io.github.truquero.Truquero', 'the icon is the application icon')
        check(by_id.get('flor', {}).get('name') == 'flor', 'every meta carries its own term')

        # 4. Activation, read back through the accessibility tree.
        os.environ['DBUS_SESSION_BUS_ADDRESS'] = address
        pyatspi = import_pyatspi()
        if pyatspi is None:
            print('# pyatspi is missing: activation is not checked')
            return
        check(gdbus('ActivateResult', "'contraflor'", "['contraflor']", 'uint32 0') is not None,
              'ActivateResult answers')

        def find_showing(root, predicate):
            return pyatspi.findDescendant(
                root, lambda n: n is not None and predicate(n)
                and n.getState().contains(pyatspi.STATE_SHOWING))

        app = wait_for(find_app)
        if not check(app is not None, 'truquero is in the accessibility tree'):
            return
        frame = wait_for(lambda: find_showing(app, lambda n: n.getRole() == pyatspi.ROLE_FRAME))
        check(frame is not None, 'ActivateResult shows the window')
        # GTK 4.8 does not keep the "showing" state of the widgets inside the
        # window up to date: look for the term page itself, a headword label
        # followed by its definition.
        check(wait_for(lambda: term_page(app, glossary['contraflor'])) is not None,
              'the window shows the page of contraflor: its headword and definition')
        check(gdbus("LaunchSearch", "['kwiat']", 'uint32 0') is not None, 'LaunchSearch answers')

        check(wait_for(lambda: entry_text(app) == 'kwiat') is not None,
              'LaunchSearch puts the query in the glossary search entry')
        check(wait_for(lambda: term_page(app, glossary['flor'])) is not None,
              'LaunchSearch shows the best match (flor)')

        # The window takes the same megabyte without freezing: the next
        # call is answered at once.
        result, seconds = timed_call('LaunchSearch', GLib.Variant('(asu)', ([marks], 0)), '()')
        check(result is not None, f'LaunchSearch with 1 MB of combining marks answers ({seconds:.3f} s)')
        result, seconds = timed_call('GetInitialResultSet', GLib.Variant('(as)', (['truco'],)), '(as)')
        check(result is not None and seconds < 10,
              f'and the application still answers at once ({seconds:.3f} s)')
    finally:
        if app_pid:
            try:
                os.kill(app_pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
        daemon.terminate()
        try:
            daemon.wait(timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            daemon.kill()
        shutil.rmtree(work, ignore_errors=True)


env = None
main()
finish()
