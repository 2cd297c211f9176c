#!/usr/bin/env python3
# run-golden.py
#
# Copyright 2026 The Truquero authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Runs truco-rules on every case of a golden file and compares its standard
# output, standard error and exit status.  A case starts with a line
#
#   ### [LANGUAGE=xx] [!] [<INPUT] ARGS...
#
# and its expected output is every line up to the next "###".  "!" means the
# command must fail with exit status 2, print nothing on standard output and
# exactly the expected lines on standard error.  "<INPUT" feeds the file
# INPUT (next to the golden file) on standard input.  Prints TAP.

import os
import shlex
import subprocess
import sys


def parse(path):
    cases = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if line.startswith("### "):
                cases.append({"header": line[4:], "expected": []})
            elif line.startswith("#") and not cases:
                continue
            elif cases:
                cases[-1]["expected"].append(line)
    for case in cases:
        while case["expected"] and case["expected"][-1] == "":
            case["expected"].pop()
    return cases


def main():
    fill = len(sys.argv) > 3 and sys.argv[3] == "--fill"
    tool, golden = sys.argv[1], sys.argv[2]
    base = os.path.dirname(os.path.abspath(golden))
    cases = parse(golden)
    print("1..%d" % len(cases))
    failures = 0
    for number, case in enumerate(cases, 1):
        words = shlex.split(case["header"])
        env = dict(os.environ)
        must_fail = False
        stdin = None
        while words and (words[0].startswith("LANGUAGE=") or words[0] == "!" or words[0].startswith("<")):
            word = words.pop(0)
            if word == "!":
                must_fail = True
            elif word.startswith("<"):
                stdin = open(os.path.join(base, word[1:]), "rb").read()
            else:
                env["LANGUAGE"] = word.split("=", 1)[1]
        result = subprocess.run([tool] + words, input=stdin, capture_output=True, env=env)
        stdout = result.stdout.decode("utf-8").rstrip("\n").split("\n") if result.stdout else []
        stderr = result.stderr.decode("utf-8").rstrip("\n").split("\n") if result.stderr else []
        if fill:
            case["expected"] = stderr if must_fail else stdout
        expected = case["expected"]
        problems = []
        if must_fail:
            if result.returncode != 2:
                problems.append("exit status %d, expected 2" % result.returncode)
            if stdout:
                problems.append("standard output not empty: %r" % stdout)
            if stderr != expected:
                problems.append("standard error %r, expected %r" % (stderr, expected))
        else:
            if result.returncode != 0:
                problems.append("exit status %d: %r" % (result.returncode, stderr))
            if stderr:
                problems.append("standard error not empty: %r" % stderr)
            if stdout != expected:
                problems.append("standard output differs:\n" + "\n".join(
                    "#   got: %s" % l for l in stdout) + "\n" + "\n".join(
                    "#  want: %s" % l for l in expected))
        if problems:
            failures += 1
            print("not ok %d - %s" % (number, case["header"]))
            for p in problems:
                print("# " + p.replace("\n", "\n# "))
        else:
            print("ok %d - %s" % (number, case["header"]))
    if fill:
        # Rewrite the golden file with what the tool printed: for making a
        # new golden file only; every line is then checked by hand.
        with open(golden, encoding="utf-8") as f:
            preamble = [l for l in f.read().split("\n### ")[0].split("\n") if l.startswith("#") and not l.startswith("### ")]
        with open(golden, "w", encoding="utf-8") as f:
            for l in preamble:
                f.write(l + "\n")
            for case in cases:
                f.write("### " + case["header"] + "\n")
                for l in case["expected"]:
                    f.write(l + "\n")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
