#!/usr/bin/env python3
# trick-pairs.py
#
# Copyright 2026 The Truquero authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Every ordered pair of distinct cards of every variant (and every French
# card order) through `truco-rules batch` as a trick A1:x B1:y, against the
# ranking tables of doc/rules.md (§2.1, §3, §4, §5.2, §6) written out below.
# Prints TAP.

import subprocess
import sys

SPANISH = [(r, s) for s in "EBOC" for r in (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)]


def french(ranks):
    return [(r, s) for s in "SHDC" for r in ranks]


def notation(card):
    r, s = card
    if s in "SHDC" and r in ("A", "J", "Q", "K"):
        return r + s
    return "%s%s" % (r, s)


# Highest first; a class is a set of ranks (all suits) or of single cards.
TRUCO = [{(1, "E")}, {(1, "B")}, {(7, "E")}, {(7, "O")}, 3, 2, {(1, "O"), (1, "C")}, 12, 11, 10,
         {(7, "C"), (7, "B")}, 6, 5, 4]
CATALAN = [3, 2, 1, 12, 11, 10, 7, 6, 5, 4]
FR = {
    None: ([7, 8, "A", "K", "Q", "J", 10, 9], french(["A", 7, 8, 9, 10, "J", "Q", "K"])),
    "8-7-A": ([8, 7, "A", "K", "Q", "J", 10, 9], french(["A", 7, 8, 9, 10, "J", "Q", "K"])),
    "7-A-8": ([7, "A", "K", "Q", "J", 10, 9, 8], french(["A", 7, 8, 9, 10, "J", "Q", "K"])),
    "36card": ([7, 6, "A", "K", "Q", "J", 10, 9, 8], french(["A", 6, 7, 8, 9, 10, "J", "Q", "K"])),
}
PUT = [3, 2, "A", "K", "Q", "J", 10, 9, 8, 7, 6, 5, 4]


def class_of(order, card):
    for i, c in enumerate(order):
        if isinstance(c, set):
            if card in c:
                return i
        elif card[0] == c:
            return i
    raise AssertionError(card)


def cases():
    yield "ar", [], TRUCO, SPANISH
    yield "tyf", [], TRUCO, SPANISH
    yield "cat", [], CATALAN, SPANISH
    for option, (order, deck) in FR.items():
        yield "fr", ["--option=fr_rank=" + option] if option else [], order, deck
    yield "put", [], PUT, french(["A", 2, 3, 4, 5, 6, 7, 8, 9, 10, "J", "Q", "K"])


def main():
    tool = sys.argv[1]
    all_cases = list(cases())
    print("1..%d" % len(all_cases))
    failures = 0
    for number, (variant, options, order, deck) in enumerate(all_cases, 1):
        lines, expected = [], []
        for x in deck:
            for y in deck:
                if x == y:
                    continue
                lines.append("trick A1:%s B1:%s" % (notation(x), notation(y)))
                cx, cy = class_of(order, x), class_of(order, y)
                expected.append("A lead=A1" if cx < cy else "B lead=B1" if cx > cy else "parda lead=A1")
        result = subprocess.run([tool, "--variant=" + variant] + options + ["batch"],
                                input="\n".join(lines) + "\n", capture_output=True, text=True)
        got = result.stdout.rstrip("\n").split("\n")
        bad = [(l, g, e) for l, g, e in zip(lines, got, expected) if g != e]
        name = " ".join([variant] + options)
        if result.returncode != 0 or len(got) != len(expected) or bad:
            failures += 1
            print("not ok %d - %s" % (number, name))
            for l, g, e in bad[:10]:
                print("# %s: got %r, want %r" % (l, g, e))
        else:
            print("ok %d - %s: %d pairs" % (number, name, len(lines)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
