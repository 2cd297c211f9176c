#!/usr/bin/python3
# test-command-line.py — bad input at start-up: an unknown option gets
# GApplication's error and exit 1; no display (none set, or one that cannot
# be opened, or a GDK_BACKEND that cannot open) gets a clear message and a
# non-zero exit, never a crash; a missing settings schema too.
#
# Copyright 2026 The Truquero authors
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import subprocess
import sys
import tempfile

TRUQUERO = sys.argv[1]
results = []


def check(condition, what):
    results.append(bool(condition))
    print(('ok ' if condition else 'not ok ') + f'{len(results)} - {what}', flush=True)


def run(args, **env_changes):
    env = dict(os.environ)
    for name, value in env_changes.items():
        if value is None:
            env.pop(name, None)
        else:
            env[name] = value
    return subprocess.run([TRUQUERO, *args], env=env, capture_output=True, text=True, timeout=30)


r = run(['--no-such-option'])
check(r.returncode == 1, f'an unknown option exits with 1 (got {r.returncode})')
check('Unknown option --no-such-option' in r.stderr, 'and says which option is unknown')

r = run([], DISPLAY=None, WAYLAND_DISPLAY=None)
check(r.returncode > 0, f'no display: a non-zero exit, no crash (got {r.returncode})')
check('needs a graphical display' in r.stderr and 'xvfb-run' in r.stderr,
      'no display: the message says what is missing and how to run headless')
check('CRITICAL' not in r.stderr and 'WARNING' not in r.stderr, 'no display: no warnings')

# A display name that no server answers to.
r = run([], DISPLAY=':4711', WAYLAND_DISPLAY=None)
check(r.returncode > 0, f'an unreachable display: a non-zero exit, no crash (got {r.returncode})')
check('cannot open the display “:4711”' in r.stderr, 'an unreachable display is named in the message')

# A backend forced by GDK_BACKEND that cannot open is named, not the X
# display beside it.
r = run([], GDK_BACKEND='wayland', WAYLAND_DISPLAY=None, DISPLAY=':4711')
check(r.returncode == 1, f'GDK_BACKEND=wayland without Wayland: exit 1 (got {r.returncode})')
check('“wayland”' in r.stderr and 'GDK_BACKEND' in r.stderr and ':4711' not in r.stderr,
      f'the message names the backend, not the X display ({r.stderr.strip()!r})')
r = run([], GDK_BACKEND='no-such-backend')
check(r.returncode == 1 and '“no-such-backend”' in r.stderr,
      f'an unknown backend is named ({r.stderr.strip()!r})')

# Without its settings schema, a message and exit 1, not a trap (133).
empty = tempfile.mkdtemp(prefix='truquero-no-schema-')
try:
    r = run([], GSETTINGS_SCHEMA_DIR=empty, XDG_DATA_DIRS=empty, GSETTINGS_BACKEND='memory')
finally:
    os.rmdir(empty)
check(r.returncode == 1, f'a missing settings schema: exit 1 (got {r.returncode})')
check('settings schema “io.github.truquero.Truquero” is missing' in r.stderr,
      f'and the message says what is missing ({r.stderr.strip()!r})')

print(f'1..{len(results)}')
sys.exit(0 if all(results) else 1)
