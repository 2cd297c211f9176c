#!/usr/bin/python3
# startup.py — the startup benchmark: for truquero and for a bare
# AdwApplicationWindow, run alternately, the median time from spawn to the
# first frame (first paint), from spawn to the last frame before the window
# goes idle (the window complete), and the peak RSS, with their ratios.
# Reports figures only; never fails on them.
#
# Usage: startup.py TRUQUERO BARE_WINDOW [RUNS]
#
# Both programs print "first-frame <µs>", "complete-frame <µs>" (the last
# frame, once none has followed for a while) and "frames <n>" on stdout, in
# g_get_monotonic_time() µs, which is CLOCK_MONOTONIC as time.monotonic_ns().
#
# Copyright 2026 The Truquero authors
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import statistics
import subprocess
import sys
import tempfile
import time

# The targets, as ratios to the bare window (memory: a difference).
TARGET_COMPLETE = 1.2
TARGET_FIRST = 1.1
TARGET_MEMORY_MIB = 15


def run_once(program, env):
    start = time.monotonic_ns() // 1000
    proc = subprocess.run(['/usr/bin/time', '-f', 'maxrss %M', program],
                          env=env, capture_output=True, text=True, timeout=60)
    values = {}
    for line in proc.stdout.splitlines():
        key, _, value = line.partition(' ')
        if key in ('first-frame', 'complete-frame', 'frames'):
            values[key] = int(value)
    for line in proc.stderr.splitlines():
        if line.startswith('maxrss '):
            values['maxrss'] = int(line.split()[1])
    if proc.returncode != 0 or len(values) != 4:
        sys.stderr.write(f'{program} failed (exit {proc.returncode}):\n{proc.stdout}{proc.stderr}\n')
        return None
    return {
        'first': (values['first-frame'] - start) / 1000.0,
        'complete': (values['complete-frame'] - start) / 1000.0,
        'frames': values['frames'],
        'rss': values['maxrss'] / 1024.0,
    }


def median(runs, key):
    return statistics.median(r[key] for r in runs)


def spread(runs, key):
    values = [r[key] for r in runs]
    return f'{min(values):.0f}–{max(values):.0f}'


def main():
    if len(sys.argv) < 3:
        sys.stderr.write('usage: startup.py TRUQUERO BARE_WINDOW [RUNS]\n')
        return 2
    if not os.environ.get('DISPLAY') and not os.environ.get('WAYLAND_DISPLAY'):
        print('no display: skipped')
        return 77
    truquero, bare = sys.argv[1], sys.argv[2]
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else int(os.environ.get('STARTUP_RUNS', '9'))

    with tempfile.TemporaryDirectory() as config:
        # A learner who has chosen a variant: the window opens on Learn, the
        # path of that variant's lessons.
        os.makedirs(os.path.join(config, 'glib-2.0', 'settings'))
        with open(os.path.join(config, 'glib-2.0', 'settings', 'keyfile'), 'w') as f:
            f.write("[io/github/truquero/Truquero]\nvariant='ar'\n")
        env = dict(os.environ,
                   GTK_A11Y='none',
                   GSETTINGS_BACKEND='keyfile',
                   XDG_CONFIG_HOME=config,
                   XDG_DATA_HOME=os.path.join(config, 'data'),
                   TRUQUERO_FIRST_FRAME='1')

        results = {truquero: [], bare: []}
        # One warm-up run each (page cache, fontconfig cache), then alternate.
        run_once(truquero, env)
        run_once(bare, env)
        for _ in range(runs):
            for program in (truquero, bare):
                r = run_once(program, env)
                if r is not None:
                    results[program].append(r)

    app, base = results[truquero], results[bare]
    if not app or not base:
        print('no successful runs')
        return 1

    print(f'runs: {len(app)} truquero, {len(base)} bare window, alternating; '
          f'load average {os.getloadavg()[0]:.1f} (the ratios mean something only on a quiet machine)')
    for key, what, target in (('first', 'spawn to first frame (first paint)', TARGET_FIRST),
                              ('complete', 'spawn to last frame (window complete)', TARGET_COMPLETE)):
        t_app, t_base = median(app, key), median(base, key)
        print(f'{what}, median: truquero {t_app:.0f} ms ({spread(app, key)}), '
              f'bare window {t_base:.0f} ms ({spread(base, key)}), '
              f'ratio {t_app / t_base:.2f} (target <= {target})')
    print(f'frames until idle, median: truquero {median(app, "frames"):.0f}, '
          f'bare window {median(base, "frames"):.0f}')
    m_app, m_base = median(app, 'rss'), median(base, 'rss')
    print(f'peak RSS, median: truquero {m_app:.1f} MiB, bare window {m_base:.1f} MiB, '
          f'difference {m_app - m_base:+.1f} MiB (target <= +{TARGET_MEMORY_MIB} MiB)')
    return 0


if __name__ == '__main__':
    sys.exit(main())
