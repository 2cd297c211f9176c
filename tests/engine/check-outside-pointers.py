#!/usr/bin/env python3
# check-outside-pointers.py — nothing in the tree points outside it.
#
#   check-outside-pointers.py TOPDIR
#
# A pointer is a path out of the repository (the folder beside it, the machine's work folder) or
# the name of the out-of-tree rules specification ("rules.md").  src/ has
# none; the files below still had some when this test was written (to be
# pointed at the help pages or a rules reference in the tree), and may
# only lose them.  Any other file with a pointer, or one of these with
# more, fails.  A self-check plants a pointer and must see it.

import os
import re
import sys

POINTER = re.compile(r"\.\./s" r"hared|/w" r"ork/|\brules\.md\b")  # split so as not to name itself

# File → pointers it held when the test was written.
KNOWN = {
    "README.md": 1, "build-aux/setup": 1,
    "data/glossary/glossary.rng": 1, "data/glossary/glossary.xml": 16, "data/lessons/ar.xml": 1,
    "tests/cli/cli-es.golden": 1, "tests/cli/cli-game.golden": 1, "tests/cli/cli.golden": 1,
    "tests/cli/exercise.golden": 1, "tests/cli/meson.build": 1, "tests/cli/oracle.py": 1,
    "tests/cli/trick-pairs.py": 1, "tests/data/check-glossary.py": 6,
    "tests/engine/envido-flor.golden": 1, "tests/engine/gen-envido-flor-golden.py": 2,
    "tests/engine/logs/README": 3, "tests/engine/test-bet.c": 4, "tests/engine/test-eval.c": 4,
    "tests/engine/test-ladder.c": 5, "tests/engine/test-variant.c": 2,
    "tests/fuzz/corpus/glossary/fixture.xml": 1, "tests/fuzz/corpus/lessons/ar.xml": 1,
    "tests/meson.build": 1, "tests/teach/glossary-fixture.xml": 1, "tests/teach/test-glossary-data.c": 1,
}
SKIP_DIRS = {".git", "_build", "__pycache__"}
SKIP_FILES = {".git"}   # a worktree's .git names its repository
SELF = "tests/engine/check-outside-pointers.py"


def count(text):
    """Lines with a pointer."""
    return sum(1 for line in text.split("\n") if POINTER.search(line))


def problems(top):
    found = []
    for root, dirs, files in os.walk(top):
        dirs[:] = [d for d in dirs if d not in SKIP_DIRS and not d.startswith("_build")]
        for f in files:
            path = os.path.join(root, f)
            rel = os.path.relpath(path, top)
            if rel == SELF or rel in SKIP_FILES or (rel.startswith("po/") and rel.endswith(".po")):
                continue
            try:
                with open(path, encoding="utf-8") as fh:
                    n = count(fh.read())
            except (UnicodeDecodeError, OSError):
                continue
            if n > KNOWN.get(rel, 0):
                found.append("%s: %d pointer(s) out of the tree (%d allowed)" % (rel, n, KNOWN.get(rel, 0)))
    return found


def main():
    top = sys.argv[1]
    print("1..2")
    planted = count('/* see ../s' 'hared/rules/rules.md §5 */') == 1 and count("doc/rules-of-play") == 0
    print(("ok" if planted else "not ok") + " 1 - self-check: a planted pointer is seen")
    found = problems(top)
    if found:
        print("not ok 2 - pointers out of the tree")
        for line in sorted(found):
            print("# " + line)
    else:
        print("ok 2 - no new pointer out of the tree")
    return 0 if planted and not found else 1


if __name__ == "__main__":
    sys.exit(main())
