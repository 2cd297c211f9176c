#!/usr/bin/python3
# startup.py — the startup benchmark: median time from spawn to first frame
# and peak RSS of truquero and of a bare AdwApplicationWindow, run
# alternately, with their ratios.  Reports figures only; never fails on them.
#
# Usage: startup.py TRUQUERO BARE_WINDOW [RUNS]
#
# Copyright 2026 The Truquero authors
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import statistics
import subprocess
import sys
import tempfile
import time


def run_once(program, env):
    start = time.monotonic_ns() // 1000
    proc = subprocess.run(['/usr/bin/time', '-f', 'maxrss %M', program],
                          env=env, capture_output=True, text=True, timeout=60)
    first = None
    for line in proc.stdout.splitlines():
        if line.startswith('first-frame '):
            first = int(line.split()[1])
    rss = None
    for line in proc.stderr.splitlines():
        if line.startswith('maxrss '):
            rss = int(line.split()[1])
    if proc.returncode != 0 or first is None or rss is None:
        sys.stderr.write(f'{program} failed (exit {proc.returncode}):\n{proc.stdout}{proc.stderr}\n')
        return None
    return (first - start) / 1000.0, rss / 1024.0


def main():
    if len(sys.argv) < 3:
        sys.stderr.write('usage: startup.py TRUQUERO BARE_WINDOW [RUNS]\n')
        return 2
    if not os.environ.get('DISPLAY') and not os.environ.get('WAYLAND_DISPLAY'):
        print('no display: skipped')
        return 77
    truquero, bare = sys.argv[1], sys.argv[2]
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 9

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

    if not results[truquero] or not results[bare]:
        print('no successful runs')
        return 1

    def summary(rs):
        return statistics.median(r[0] for r in rs), statistics.median(r[1] for r in rs)

    t_app, m_app = summary(results[truquero])
    t_bare, m_bare = summary(results[bare])
    print(f'runs: {len(results[truquero])} truquero, {len(results[bare])} bare window, alternating')
    print(f'spawn to first frame (median): truquero {t_app:.0f} ms, bare window {t_bare:.0f} ms, '
          f'ratio {t_app / t_bare:.2f} (target <= 1.25)')
    print(f'peak RSS (median): truquero {m_app:.1f} MiB, bare window {m_bare:.1f} MiB, '
          f'difference {m_app - m_bare:+.1f} MiB, ratio {m_app / m_bare:.2f} (target: within 15 MiB)')
    return 0


if __name__ == '__main__':
    sys.exit(main())
