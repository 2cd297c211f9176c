#!/usr/bin/python3
# tests/data/check-glossary-its.py
#
# Copyright 2026 The Truquero authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Runs xgettext on data/glossary/glossary.xml the way `meson compile
# truquero-pot` does (the locating rules of po/its found through
# GETTEXTDATADIRS) and checks that the template gets every definition, with
# its headword as translator comment, and nothing else from the file.
#
#   check-glossary-its.py SOURCE_ROOT

import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET


def unquote(lines):
    text = ''.join(re.match(r'^"(.*)"$', line).group(1) for line in lines)
    return re.sub(r'\\(.)', lambda m: {'n': '\n', 't': '\t'}.get(m.group(1), m.group(1)), text)


def read_pot(path):
    """Returns [(comments, msgid)] of a template."""
    entries = []
    with open(path, encoding='utf-8') as f:
        blocks = f.read().split('\n\n')
    for block in blocks:
        lines = block.strip().splitlines()
        comments = [l for l in lines if l.startswith('#')]
        body = [l for l in lines if not l.startswith('#')]
        if not body:
            continue
        i = body.index(next(l for l in body if l.startswith('msgid ')))
        j = body.index(next(l for l in body if l.startswith('msgstr')))
        msgid = unquote([body[i][len('msgid '):]] + body[i + 1:j])
        if msgid:
            entries.append((comments, msgid))
    return entries


def main(argv):
    top = argv[1]
    glossary = os.path.join('data', 'glossary', 'glossary.xml')
    root = ET.parse(os.path.join(top, glossary)).getroot()
    expected = {}
    for term in root.iter('term'):
        definition = ' '.join(term.findtext('definition').split())
        expected[definition] = term.findtext('headword')

    with tempfile.TemporaryDirectory() as tmp:
        pot = os.path.join(tmp, 'glossary.pot')
        env = dict(os.environ, GETTEXTDATADIRS=os.path.join(top, 'po'))
        subprocess.run(['xgettext', '--from-code=UTF-8', '--add-comments', '--force-po', '-o', pot, glossary],
                       cwd=top, env=env, check=True)
        entries = read_pot(pot)

    problems = []
    got = {}
    for comments, msgid in entries:
        if msgid in got:
            problems.append(f'extracted twice: {msgid!r}')
        got[msgid] = comments
        if msgid not in expected:
            problems.append(f'extracted but not a definition: {msgid!r}')
        elif f'#. {expected[msgid]}' not in comments:
            problems.append(f'no translator comment naming "{expected[msgid]}" on {msgid[:50]!r}…')
    for definition, headword in expected.items():
        if definition not in got:
            problems.append(f'the definition of "{headword}" is not extracted')

    for p in problems:
        print(p)
    if not problems:
        print(f'{len(entries)} messages extracted from {glossary}: exactly its {len(expected)} definitions')
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
