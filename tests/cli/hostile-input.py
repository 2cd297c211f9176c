#!/usr/bin/env python3
# hostile-input.py
#
# Copyright 2026 The Truquero authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# truco-rules against input that never ends, never comes, or tries to drive
# the terminal: every case ends with exit status 2 and one clear message,
# within a bound that only says "it does not hang" (the answers take
# milliseconds; the bound is ten seconds).  Prints TAP.

import os
import pty
import resource
import select
import subprocess
import sys
import tempfile
import time

TOOL = sys.argv[1]
BOUND = 10
results = []


def check(condition, what):
    results.append(bool(condition))
    print(('ok ' if condition else 'not ok ') + f'{len(results)} - {what}', flush=True)


def run(args, stdin=subprocess.DEVNULL, data=None, preexec=None):
    start = time.monotonic()
    try:
        r = subprocess.run([TOOL] + args, stdin=None if data is not None else stdin, input=data,
                           capture_output=True, timeout=BOUND, preexec_fn=preexec)
    except subprocess.TimeoutExpired:
        return None, BOUND
    return r, time.monotonic() - start


def refused(args, message, what, **kwargs):
    r, seconds = run(args, **kwargs)
    if r is None:
        check(False, f'{what}: still running after {BOUND} s')
        return None
    err = r.stderr.decode('utf-8', 'replace')
    check(r.returncode == 2 and message in err,
          f'{what}: exit 2 with “{message}” ({r.returncode}, {err.strip()!r}, {seconds:.2f} s)')
    return r


work = tempfile.mkdtemp(prefix='truco-rules-hostile-')
try:
    # Replay reads only regular files (and standard input), up to a size.
    refused(['replay', '/dev/zero'], 'is not a regular file', 'replay /dev/zero')
    fifo = os.path.join(work, 'fifo')
    os.mkfifo(fifo)
    refused(['replay', fifo], 'is not a regular file', 'replay of a FIFO nobody writes to')
    refused(['replay', work], 'is not a regular file', 'replay of a directory')
    big = os.path.join(work, 'big.log')
    with open(big, 'wb') as f:
        f.write(b'hand 1: dealer B1\n' * 100000)
    refused(['replay', big], 'longer than a megabyte', 'replay of a 1.8 MB file')
    with open('/dev/zero', 'rb') as zero:
        refused(['replay', '-'], 'longer than a megabyte', 'replay - from /dev/zero', stdin=zero)
    refused(['replay', os.path.join(work, 'missing.log')], 'No such file or directory', 'replay of a missing file')

    # Batch reads lines of a bounded length; a read error is an error.
    with open('/dev/zero', 'rb') as zero:
        r = refused(['batch'], 'Line 1 of the input is longer than 4096 bytes', 'batch from /dev/zero', stdin=zero)
    check(r is not None and r.stdout == b'', 'batch from /dev/zero answers nothing')
    r = refused(['batch'], 'Line 3 of the input is longer than 4096 bytes', 'batch with an over-long third line',
                data=b'envido 7E 6E 1B\n\n' + b'x' * 5000 + b'\nflor 1E 2E 3E\n')
    check(r is not None and r.stdout == b'33\n\n', f'the answers before it are kept ({r.stdout if r else None!r})')
    r, _ = run(['batch'], data=b'envido 7E 6E 1B ' + b' ' * 4080 + b'\n')
    check(r is not None and r.returncode == 0 and r.stdout == b'33\n', 'a line of 4096 bytes is read')
    directory = os.open(work, os.O_RDONLY)
    refused(['batch'], 'Cannot read standard input', 'batch whose standard input cannot be read (a directory)',
            stdin=directory)
    os.close(directory)

    # Under a memory limit a read used to fail silently, taken for the end
    # of the input.  (An ASan build reserves more address space than any
    # limit allows: not under ASan.)
    if b'__asan_init' not in open(TOOL, 'rb').read():
        def limit():
            resource.setrlimit(resource.RLIMIT_AS, (256 << 20, 256 << 20))
        with open('/dev/zero', 'rb') as zero:
            refused(['batch'], 'longer than 4096 bytes', 'batch from /dev/zero under a 256 MB memory limit',
                    stdin=zero, preexec=limit)
    else:
        print('# the memory limit is not tried under ASan', flush=True)

    # Messages name what is wrong and escape control characters.
    refused(['simulate', '--games=4000000000'], 'from 1 to 100000000', 'simulate names the largest number of games')
    refused(['--frobnicate'], 'Unknown option “--frobnicate”', 'an unknown option alone is named')
    r = refused(['envido', '\x1b[31m7E', '1E', '2E'], '\\x1B[31m7E', 'an escape sequence in an argument is escaped')
    check(r is not None and b'\x1b' not in r.stderr, 'no raw escape character reaches the terminal')
    r, _ = run(['batch'], data=b'envido 7E\x1b]0;owned\x07 1E 2E\nenvido 1E \xc2\x9b2E 3E\n')
    check(r is not None and r.returncode == 0
          and r.stdout.decode() == 'error: “7E\\x1B]0;owned\\x07” is not a card: write a rank (1–7, 10, 11, 12, or 2–10, J, Q, K, A) followed by a suit letter (E B O C, or S H D C), for example 1E or QH.\n'
                                   'error: “\\u{009B}2E” is not a card: write a rank (1–7, 10, 11, 12, or 2–10, J, Q, K, A) followed by a suit letter (E B O C, or S H D C), for example 1E or QH.\n',
          f'control characters in a batch line are escaped ({r.stdout if r else None!r})')

    # One answer line per command, whatever the command.
    lines = ['cards', '--explain envido 7E 6E 1B', '', '--variant=fr --explain cards',
             '--explain trick A1:7E B1:3O', 'frobnicate', '--explain falta --scores=12,8']
    r, _ = run(['batch'], data=('\n'.join(lines) + '\n').encode())
    answers = r.stdout.decode().split('\n')[:-1] if r else []
    check(len(answers) == len(lines), f'batch answers one line per line ({len(answers)} for {len(lines)})')
    check(answers[:1] and answers[0].startswith('1E 1 ace of swords | 1B 2 ace of clubs | 7E 3 '),
          f'cards is one line, its cards joined ({answers[0][:40] if answers else None!r}…)')
    check(len(answers) > 1 and answers[1] == '33 | 7E and 6E share a suit: 20 + 7 + 6 = 33. | The envido is 33.',
          f'--explain joins the reasoning to the answer ({answers[1] if len(answers) > 1 else None!r})')
    check(len(answers) > 2 and answers[2] == '', 'a blank line still gets an empty line')

    # Progress on a terminal, over one line of standard error.
    master, slave = pty.openpty()
    p = subprocess.Popen([TOOL, 'simulate', '--games=100000000'], stdin=subprocess.DEVNULL,
                         stdout=subprocess.DEVNULL, stderr=slave)
    os.close(slave)
    seen = b''
    end = time.monotonic() + BOUND
    while time.monotonic() < end and b'games' not in seen:
        ready, _, _ = select.select([master], [], [], 0.5)
        if ready:
            try:
                seen += os.read(master, 4096)
            except OSError:
                break
    p.kill()
    p.wait()
    os.close(master)
    check(b'\rSimulating: ' in seen and b' of 100000000 games' in seen,
          f'a long simulate shows its progress on a terminal ({seen[:60]!r})')
    r, _ = run(['simulate', '--games=3'])
    check(r is not None and r.returncode == 0 and r.stderr == b'', 'and nothing when standard error is not a terminal')
finally:
    for name in os.listdir(work):
        os.unlink(os.path.join(work, name))
    os.rmdir(work)

print(f'1..{len(results)}')
sys.exit(0 if all(results) else 1)
