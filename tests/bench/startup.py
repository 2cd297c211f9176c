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
# Times mean something only on a quiet machine: under load the bare window
# slows too and the ratios look better than they are.  Two options help:
#
#   STARTUP_COMPARE=PATH   a second truquero (another build) run in turn
#                          with the two others, for a before/after under the
#                          same load
#   STARTUP_CALLGRIND=1    also count the instructions each program runs
#                          until its first frame and until its last frame
#                          (one run each under valgrind's callgrind, which
#                          dumps its counts on entering the frame callbacks
#                          both programs share, first_frame_cb and
#                          first_frame_idle_cb): figures the load does not
#                          change
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


def count_instructions(program, env):
    """Instructions (callgrind's Ir) from spawn to the first frame and to
    the last frame before the window goes idle, or None."""
    with tempfile.TemporaryDirectory() as out:
        proc = subprocess.run(['valgrind', '--tool=callgrind',
                               '--dump-before=first_frame_cb', '--dump-before=first_frame_idle_cb',
                               f'--callgrind-out-file={out}/cg.%p', program],
                              env=env, capture_output=True, text=True, timeout=900)
        parts = {}
        for name in os.listdir(out):
            _, _, suffix = name.partition('.')
            pid, _, part = suffix.partition('.')
            if not part.isdigit():
                continue
            with open(os.path.join(out, name)) as f:
                for line in f:
                    if line.startswith('summary:'):
                        parts[int(part)] = int(line.split()[1])
                        break
    # Dump 1 ends where the first frame was painted; each later one but the
    # last where the next frame was; the last, where the idle came.
    if proc.returncode != 0 or len(parts) < 2:
        sys.stderr.write(f'callgrind of {program} failed (exit {proc.returncode}):\n{proc.stderr[-2000:]}\n')
        return None
    frames = sorted(parts)[:-1]
    return parts[1], sum(parts[i] for i in frames)


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

        compare = os.environ.get('STARTUP_COMPARE')
        programs = [truquero, bare] + ([compare] if compare else [])
        results = {program: [] for program in programs}
        # One warm-up run each (page cache, fontconfig cache), then alternate.
        for program in programs:
            run_once(program, env)
        for _ in range(runs):
            for program in programs:
                r = run_once(program, env)
                if r is not None:
                    results[program].append(r)

        counts = {}
        if os.environ.get('STARTUP_CALLGRIND'):
            for program in programs:
                counts[program] = count_instructions(program, env)

    base = results[bare]
    if not base or not results[truquero]:
        print('no successful runs')
        return 1

    print(f'runs: {len(results[truquero])} truquero, {len(base)} bare window, alternating; '
          f'load average {os.getloadavg()[0]:.1f} (the ratios mean something only on a quiet machine)')
    for program, name in ((truquero, 'truquero'), (compare, 'compared truquero')):
        app = results.get(program)
        if not app:
            continue
        if program == compare:
            print(f'{name}: {compare}')
        for key, what in (('first', 'spawn to first frame (first paint)'),
                          ('complete', 'spawn to last frame (window complete)')):
            t_app, t_base = median(app, key), median(base, key)
            print(f'  {what}, median: {name} {t_app:.0f} ms ({spread(app, key)}), '
                  f'bare window {t_base:.0f} ms ({spread(base, key)})')
        print(f'  frames until idle, median: {name} {median(app, "frames"):.0f}, '
              f'bare window {median(base, "frames"):.0f}')
        m_app, m_base = median(app, 'rss'), median(base, 'rss')
        print(f'  peak RSS, median: {name} {m_app:.1f} MiB, bare window {m_base:.1f} MiB')
        print(f'  RATIOS of {name} to the bare window: '
              f'first paint {median(app, "first") / median(base, "first"):.2f} (target <= {TARGET_FIRST}), '
              f'window complete {median(app, "complete") / median(base, "complete"):.2f} (target <= {TARGET_COMPLETE}), '
              f'peak memory {m_app - m_base:+.1f} MiB (target <= +{TARGET_MEMORY_MIB} MiB)')

    if counts.get(bare):
        b_first, b_complete = counts[bare]
        print(f'instructions (callgrind), bare window: first paint {b_first / 1e6:.0f} M, '
              f'complete {b_complete / 1e6:.0f} M')
        for program, name in ((truquero, 'truquero'), (compare, 'compared truquero')):
            if counts.get(program):
                first, complete = counts[program]
                print(f'instructions (callgrind), {name}: first paint {first / 1e6:.0f} M '
                      f'(ratio {first / b_first:.2f}), complete {complete / 1e6:.0f} M '
                      f'(ratio {complete / b_complete:.2f})')
    return 0


if __name__ == '__main__':
    sys.exit(main())
