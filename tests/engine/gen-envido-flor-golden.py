#!/usr/bin/env python3
# gen-envido-flor-golden.py
#
# Copyright 2026 The Truquero authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Writes envido-flor.golden: the envido and flor of all 9880 three-card
# hands of the Spanish 40-card deck, computed here in Python straight from
# doc/rules.md §2.2 (independently of the C engine).  Run once; the file is
# checked in and test-golden compares the engine against it.

import itertools
import sys

SUITS = "EBOC"
RANKS = [1, 2, 3, 4, 5, 6, 7, 10, 11, 12]
DECK = [(r, s) for s in SUITS for r in RANKS]


def value(card):
    return card[0] if card[0] <= 7 else 0


def envido(hand):
    # Best over every pair of the same suit; no pair: the best single card.
    pairs = [20 + value(a) + value(b)
             for a, b in itertools.combinations(hand, 2) if a[1] == b[1]]
    return max(pairs) if pairs else max(value(c) for c in hand)


def flor(hand):
    if len({c[1] for c in hand}) == 1:
        return str(20 + sum(value(c) for c in hand))
    return "-"


def main():
    out = sys.stdout
    out.write("# Envido and flor of every three-card hand of the Spanish deck (doc/rules.md §2.2).\n")
    out.write("# Format: CARD CARD CARD ENVIDO FLOR (\"-\" for no flor); hands in deck order\n")
    out.write("# (suits E B O C, ranks ascending).  Generated once by\n")
    out.write("# tests/engine/gen-envido-flor-golden.py, an implementation independent of the\n")
    out.write("# engine, and checked by hand on a sample of hands (see the commit message).\n")
    for hand in itertools.combinations(DECK, 3):
        cards = " ".join("%d%s" % c for c in hand)
        out.write("%s %d %s\n" % (cards, envido(hand), flor(hand)))


if __name__ == "__main__":
    main()
