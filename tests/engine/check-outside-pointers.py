#!/usr/bin/env python3
# check-outside-pointers.py — nothing in the tree points outside it.
#
#   check-outside-pointers.py TOPDIR
#
# A pointer is a path out of the repository (the folder beside it, the
# machine's work folder) or the name of a document that is not in it: the
# rules specification ("rules.md" other than the tree's own doc/rules.md)
# or the project's notes (the contracts, design, platform, style and
# teaching notes).  Rules are cited as doc/rules.md §N, the project's own
# rules reference, or by the help page that explains them.  Any file with
# a pointer fails.  A self-check plants pointers and must see each, and
# must not see a citation of doc/rules.md.  Test 3: every section a line
# citing doc/rules.md names (§2.7, §10) is a heading of doc/rules.md.

import os
import re
import sys

# Split so as not to name itself.
POINTER = re.compile(r"\.\./s" r"hared|/w" r"ork/|(?<![\w/.])rules\.md\b|"
                     r"(?<![\w/.])(?:CONTRACTS|design|platform|style|teaching)\.md\b")

CITATION = re.compile(r"\bdoc/rules\.md\b")
SECTION = re.compile(r"§\s*([0-9]+(?:\.[0-9]+)?)")
HEADING = re.compile(r"^#{2,3} ([0-9]+(?:\.[0-9]+)?)\.? ", re.M)

SKIP_DIRS = {".git", "_build", "__pycache__"}
SKIP_FILES = {".git"}   # a worktree's .git names its repository
SELF = "tests/engine/check-outside-pointers.py"


def sections(top):
    with open(os.path.join(top, "doc", "rules.md"), encoding="utf-8") as fh:
        return set(m.group(1) for m in HEADING.finditer(fh.read()))


def unknown_sections(name, text, known):
    """Sections cited on lines that cite doc/rules.md, missing from it."""
    found = []
    for number, line in enumerate(text.split("\n"), 1):
        if CITATION.search(line):
            for m in SECTION.finditer(line):
                if m.group(1) not in known:
                    found.append("%s:%d: §%s is not a section of doc/rules.md" % (name, number, m.group(1)))
    return found


def files(top):
    for root, dirs, names in os.walk(top):
        dirs[:] = [d for d in dirs if d not in SKIP_DIRS and not d.startswith("_build")]
        for f in names:
            path = os.path.join(root, f)
            rel = os.path.relpath(path, top)
            if rel == SELF or rel in SKIP_FILES or (rel.startswith("po/") and rel.endswith(".po")):
                continue
            try:
                with open(path, encoding="utf-8") as fh:
                    yield rel, fh.read()
            except (UnicodeDecodeError, OSError):
                continue


def count(text):
    """Lines with a pointer."""
    return sum(1 for line in text.split("\n") if POINTER.search(line))


def problems(top):
    found = []
    for rel, text in files(top):
        n = count(text)
        if n > 0:
            found.append("%s: %d line(s) pointing out of the tree" % (rel, n))
    return found


def main():
    top = sys.argv[1]
    print("1..3")
    planted = (count('/* see ../s' 'hared/rules/rules.md §5 */') == 1
               and count('# checked against rules' '.md §2.7') == 1
               and count('<!-- format: CONTRACTS' '.md §4 -->') == 1
               and count('see /w' 'ork/main/README') == 1
               and count('/* doc/rules.md §2.7 */') == 0
               and count("doc/rules-of-play") == 0)
    print(("ok" if planted else "not ok") + " 1 - self-check: a planted pointer is seen")
    found = problems(top)
    if found:
        print("not ok 2 - pointers out of the tree")
        for line in sorted(found):
            print("# " + line)
    else:
        print("ok 2 - no pointer out of the tree")
    known = sections(top)
    seen = (unknown_sections("plant", "/* doc/rules.md §2.7, §42 */", known) != []
            and unknown_sections("plant", "/* doc/rules.md §2.7, §10 */", known) == [])
    missing = [] if seen else ["self-check: a citation of a missing section is not seen"]
    for rel, text in files(top):
        missing += unknown_sections(rel, text, known)
    if missing:
        print("not ok 3 - citations of doc/rules.md name its sections")
        for line in sorted(missing):
            print("# " + line)
    else:
        print("ok 3 - every section cited is in doc/rules.md (%d sections)" % len(known))
    return 0 if planted and not found and not missing else 1


if __name__ == "__main__":
    sys.exit(main())
