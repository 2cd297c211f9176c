#!/usr/bin/env python3
# oracle.py
#
# Copyright 2026 The Truquero authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# An independent second check of the engine through `truco-rules batch`,
# written from doc/rules.md alone (not from the C code):
#
#  - envido and flor (ar) and embit and flor (tyf, périques 10O 11B wild) of
#    all 9880 three-card hands, by brute force over every suit a périque may
#    take (§2.2, §5.2, §5.3), plus the properties of §2.2 and §5.3;
#  - tricks of 2 to 8 plays, and of Put for three, against "highest class;
#    one side holds it → that side, earliest of them leads; else parda, the
#    leader leads again" (§1.2, C10); seats out of play order are refused;
#  - every sequence of one to three trick results per variant and every
#    --mano/--dealer combination (§1.3, C12), the Put tables (§1.3, §6.2);
#  - falta for every mode, score pair and target 15, 18, 30, 40 with and
#    without malas/buenas, and pica-pica (§2.8).
#
# Prints TAP.

import itertools
import random
import subprocess
import sys

SPANISH = ["%d%s" % (r, s) for s in "EBOC" for r in (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)]
PERIQUES = {"10O", "11B"}


def rank(card):
    return int(card[:-1])


def suit(card):
    return card[-1]


def points(card):
    return rank(card) if rank(card) <= 7 else 0


def run(tool, lines, options=()):
    result = subprocess.run([tool] + list(options) + ["batch"], input="\n".join(lines) + "\n",
                            capture_output=True, text=True, check=False)
    answers = result.stdout.split("\n")[:-1]
    if result.returncode != 0 or len(answers) != len(lines):
        raise AssertionError("batch failed: status %d, %d answers for %d lines; %s"
                             % (result.returncode, len(answers), len(lines), result.stderr))
    return answers


# ---- declarations -------------------------------------------------------

def envido_oracle(hand):
    best = max(points(c) for c in hand)
    for x, y in itertools.combinations(hand, 2):
        if suit(x) == suit(y):
            best = max(best, 20 + points(x) + points(y))
    return best


def flor_oracle(hand):
    if len({suit(c) for c in hand}) == 1:
        return 20 + sum(points(c) for c in hand)
    return None


def tyf_choices(card):
    """Every (suit, value) a card may stand for in a declaration."""
    if card in PERIQUES:
        return [(s, 7) for s in "EBOC"]
    return [(suit(card), points(card))]


def embit_oracle(hand):
    best = None
    for x, y in itertools.combinations(hand, 2):
        for (sx, vx), (sy, vy) in itertools.product(tyf_choices(x), tyf_choices(y)):
            if sx == sy and (best is None or 20 + vx + vy > best):
                best = 20 + vx + vy
    return best


def tyf_flor_oracle(hand):
    best = None
    for choice in itertools.product(*(tyf_choices(c) for c in hand)):
        if len({s for s, _ in choice}) == 1:
            value = 20 + sum(v for _, v in choice)
            best = value if best is None or value > best else best
    return best


def fmt(value):
    return "none" if value is None else str(value)


def check_declarations(tool):
    hands = list(itertools.combinations(SPANISH, 3))
    assert len(hands) == 9880
    problems = []

    lines = []
    for h in hands:
        lines.append("envido " + " ".join(h))
        lines.append("flor " + " ".join(h))
    answers = run(tool, lines)
    for i, h in enumerate(hands):
        envido, flor = envido_oracle(h), flor_oracle(h)
        # §2.2: 0–7 or 20–33; 33 only for 7 and 6 of one suit; flor 20–38.
        if not (0 <= envido <= 7 or 20 <= envido <= 33) or not (flor is None or 20 <= flor <= 38) \
           or (envido == 33) != any(suit(x) == suit(y) and {rank(x), rank(y)} == {6, 7}
                                    for x, y in itertools.combinations(h, 2)):
            problems.append("ar %s: the oracle breaks §2.2 with %s/%s" % (" ".join(h), envido, fmt(flor)))
        if answers[2 * i] != str(envido) or answers[2 * i + 1] != fmt(flor):
            problems.append("ar %s: got %s/%s, want %s/%s" % (" ".join(h), answers[2 * i],
                                                              answers[2 * i + 1], envido, fmt(flor)))

    lines = []
    for h in hands:
        lines.append("embit " + " ".join(h))
        lines.append("flor " + " ".join(h))
    answers = run(tool, lines, ["--variant=tyf"])
    for i, h in enumerate(hands):
        embit, flor = embit_oracle(h), tyf_flor_oracle(h)
        # §5.3: embit ≤ 34, flor ≤ 41; a périque always gives an embit (≥ 27).
        if not (embit is None or 20 <= embit <= 34) or not (flor is None or 20 <= flor <= 41) \
           or (PERIQUES & set(h) and (embit is None or embit < 27)) \
           or (PERIQUES <= set(h) and any(rank(c) == 7 for c in h) and flor != 41):
            problems.append("tyf %s: the oracle breaks §5.3 with %s/%s" % (" ".join(h), fmt(embit), fmt(flor)))
        if answers[2 * i] != fmt(embit) or answers[2 * i + 1] != fmt(flor):
            problems.append("tyf %s: got %s/%s, want %s/%s" % (" ".join(h), answers[2 * i],
                                                               answers[2 * i + 1], fmt(embit), fmt(flor)))
    return problems


# ---- tricks -------------------------------------------------------------

AR_CLASSES = [["1E"], ["1B"], ["7E"], ["7O"], "3", "2", ["1O", "1C"], "12", "11", "10",
              ["7C", "7B"], "6", "5", "4"]
PUT_ORDER = ["3", "2", "A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4"]
PUT_DECK = [r + s for s in "SHDC" for r in PUT_ORDER]


def ar_class(card):
    for i, c in enumerate(AR_CLASSES):
        if (isinstance(c, list) and card in c) or card[:-1] == c:
            return i
    raise AssertionError(card)


def put_class(card):
    return PUT_ORDER.index(card[:-1])


def trick_oracle(plays, class_of):
    top = min(class_of(card) for _, card in plays)
    holders = [seat for seat, card in plays if class_of(card) == top]
    if len({seat[0] for seat in holders}) == 1:
        return "%s lead=%s" % (holders[0][0], holders[0])
    return "parda lead=%s" % plays[0][0]


def valid_seats(seats, put_three=False, gallo=False):
    """Play order (issue 3, truco-rules trick): Put for three is A1 B1 C1
    from any of them; the gallo of Argentine Truco (§2.3) A1 B1 B2 from any
    of them; otherwise the sides take turns and each side's players are
    numbered from 1 in the order they play."""
    if put_three:
        return " ".join(seats) in ("A1 B1 C1", "B1 C1 A1", "C1 A1 B1")
    if gallo and len(seats) == 3:
        return " ".join(seats) in ("A1 B1 B2", "B1 B2 A1", "B2 A1 B1")
    if len(seats) % 2:
        return False
    first, other = seats[0][0], "B" if seats[0][0] == "A" else "A"
    return all(seat == "%s%d" % (first if i % 2 == 0 else other, i // 2 + 1)
               for i, seat in enumerate(seats))


def check_tricks(tool):
    rng = random.Random(20261121)   # fixed seed: the same tricks every run
    problems = []
    for variant, deck, class_of in (("ar", SPANISH, ar_class), ("tyf", SPANISH, ar_class)):
        lines, expected = [], []
        for _ in range(3000):
            n = rng.choice([2, 3, 4, 5, 6, 7, 8])
            first, other = rng.choice(["AB", "BA"])
            seats = ["%s%d" % (first if i % 2 == 0 else other, i // 2 + 1) for i in range(n)]
            if rng.random() < 0.25:
                rng.shuffle(seats)      # most shuffles are out of play order
            # Draw from few ranks so that shared top classes are frequent.
            ranks = rng.sample(["1", "2", "3", "7", "12", "4"], 3)
            pool = [c for c in deck if c[:-1] in ranks]
            cards = rng.sample(pool, n)
            plays = list(zip(seats, cards))
            lines.append("trick " + " ".join("%s:%s" % p for p in plays))
            expected.append(trick_oracle(plays, class_of) if valid_seats(seats, gallo=variant == "ar")
                            else "error:")
        answers = run(tool, lines, ["--variant=" + variant])
        problems += ["%s %s: got %s, want %s" % (variant, l, a, e)
                     for l, a, e in zip(lines, answers, expected)
                     if a != e and not (e == "error:" and a.startswith("error: "))]

    lines, expected = [], []
    for _ in range(2000):
        seats = ["A1", "B1", "C1"]
        rng.shuffle(seats)
        cards = rng.sample([c for c in PUT_DECK if c[:-1] in ("3", "2", "A")], 3)
        if rng.random() < 0.1:
            seats, cards = seats[:2], cards[:2]     # a trick short of a player
        plays = list(zip(seats, cards))
        lines.append("trick " + " ".join("%s:%s" % p for p in plays))
        expected.append(trick_oracle(plays, put_class) if valid_seats(seats, True) else "error:")
    answers = run(tool, lines, ["--variant=put", "--option=players=3"])
    problems += ["put3 %s: got %s, want %s" % (l, a, e)
                 for l, a, e in zip(lines, answers, expected)
                 if a != e and not (e == "error:" and a.startswith("error: "))]
    return problems


# ---- hands --------------------------------------------------------------

def standard_hand(results, all_parda_side):
    """§1.3 standard rule.  Returns the answer, or None when a trick follows
    a decided hand."""
    for n in range(1, len(results) + 1):
        played = results[:n]
        wins = [s for s in played if s != "P"]
        answer = None
        for side in "AB":
            if played.count(side) == 2:
                answer = side
        if answer is None and n >= 2 and "P" in played and wins:
            answer = wins[0]
        if answer is None and n == 3 and not wins:
            answer = all_parda_side
        if answer is None and n == 3:
            raise AssertionError(results)
        if answer is not None:
            return answer if n == len(results) else None
    return "undecided"


def put_hand(results, players):
    for n in range(1, len(results) + 1):
        played = results[:n]
        two = [p for p in players if played.count(p) == 2]
        answer = two[0] if two else None
        if answer is None and n == 3:
            winners = [p for p in players if played.count(p) == 1]
            answer = winners[0] if played.count("P") == 2 else "none"
        if answer is not None:
            return answer if n == len(results) else None
    return "undecided"


def check_hands(tool):
    problems = []
    seatings = [([], "A", "B"), (["--mano=B"], "B", "A"), (["--dealer=A"], "B", "A"),
                (["--dealer=B"], "A", "B"), (["--mano=A", "--dealer=A"], "A", "A"),
                (["--mano=B", "--dealer=B"], "B", "B"), (["--mano=A", "--dealer=B"], "A", "B"),
                (["--mano=B", "--dealer=A"], "B", "A")]
    sequences = [list(s) for n in (1, 2, 3) for s in itertools.product("ABP", repeat=n)]
    variants = [("ar", [], "mano"), ("cat", [], "nondealer"), ("fr", [], "nondealer"),
                ("tyf", [], "mano"), ("tyf", ["--option=all_pardes=none"], "none")]
    for variant, options, rule in variants:
        lines, expected = [], []
        for seq in sequences:
            for args, mano, dealer in seatings:
                ppp = {"mano": mano, "nondealer": "B" if dealer == "A" else "A", "none": "none"}[rule]
                lines.append(" ".join(["hand"] + seq + args))
                expected.append(standard_hand(seq, ppp))
        answers = run(tool, lines, ["--variant=" + variant] + options)
        for line, answer, want in zip(lines, answers, expected):
            if (want is None and not answer.startswith("error: ")) or (want is not None and answer != want):
                problems.append("%s %s: got %s, want %s" % (variant, line, answer, want or "an error"))

    for options, players in (([], "AB"), (["--option=players=3"], "ABC")):
        seqs = [list(s) for n in (1, 2, 3) for s in itertools.product(players + "P", repeat=n)]
        lines = ["hand " + " ".join(s) for s in seqs]
        answers = run(tool, lines, ["--variant=put"] + options)
        for seq, line, answer in zip(seqs, lines, answers):
            want = put_hand(seq, players)
            if (want is None and not answer.startswith("error: ")) or (want is not None and answer != want):
                problems.append("put%d %s: got %s, want %s" % (len(players), line, answer, want or "an error"))
    return problems


# ---- falta --------------------------------------------------------------

def falta_oracle(mode, target, malas_buenas, a, b):
    leader = max(a, b)
    # The malas are the first half of a chico split in two equal halves:
    # 30 = 15 + 15, 18 = 9 + 9, 40 = 20 + 20 (§2.4); a 15-point chico has none.
    half = target // 2 if malas_buenas and target in (18, 30, 40) else None
    in_malas = half is not None and leader < half
    if mode == "D" or (mode == "B" and in_malas):
        return "chico"
    if mode == "C" and in_malas:
        return str(half - leader)
    return str(target - leader)


def check_falta(tool):
    problems = []
    for mode in "ABCD":
        for malas_buenas in (True, False):
            options = ["--option=falta_mode=" + mode, "--option=malas_buenas=" + ("on" if malas_buenas else "off")]
            lines, expected = [], []
            for target in (15, 18, 30, 40):
                for a in range(target + 1):
                    for b in range(target + 1):
                        line = "falta --scores=%d,%d --target=%d" % (a, b, target)
                        lines.append(line)
                        expected.append(falta_oracle(mode, target, malas_buenas, a, b)
                                        if max(a, b) < target else None)
                        # Pica-pica: 6, and no pica-pica hand from 25 on (§2.3).
                        lines.append(line + " --pica-pica")
                        expected.append("6" if max(a, b) < min(target, 25) else None)
            answers = run(tool, lines, options)
            for line, answer, want in zip(lines, answers, expected):
                if (want is None and not answer.startswith("error: ")) or (want is not None and answer != want):
                    problems.append("%s %s: got %s, want %s" % (" ".join(options), line, answer,
                                                                 want or "an error"))
    # The rule set's own target (--option=target=15) without --target.
    answers = run(tool, ["falta --scores=12,8", "falta --scores=3,14", "falta --scores=0,0"],
                  ["--option=target=15", "--option=falta_mode=B"])
    if answers != ["3", "1", "15"]:
        problems.append("target=15 falta_mode=B: got %s, want 3 1 15" % answers)
    return problems


def main():
    tool = sys.argv[1]
    checks = [("envido, flor and embit of all 9880 hands", check_declarations),
              ("tricks of 2 to 8 plays and of Put for three", check_tricks),
              ("every sequence of trick results and seating", check_hands),
              ("falta for every mode, score and target", check_falta)]
    print("1..%d" % len(checks))
    failed = 0
    for number, (name, check) in enumerate(checks, 1):
        problems = check(tool)
        for p in problems[:20]:
            print("# " + p)
        if len(problems) > 20:
            print("# … and %d more" % (len(problems) - 20))
        print("%s %d - %s" % ("not ok" if problems else "ok", number, name))
        failed += bool(problems)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
