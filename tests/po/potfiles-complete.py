#!/usr/bin/python3
# Fails when a file with translatable strings is missing from po/POTFILES.in,
# or when POTFILES.in names a file that does not exist.
#
# A file has translatable strings when it is C with _( N_( C_( NC_( or
# ngettext/g_dngettext calls, a .ui file with translatable="yes", a schema with
# <summary>, a desktop or metainfo template, or an XML content file in data/
# covered by the ITS rules in po/its/.

import os
import re
import sys

top = sys.argv[1]
os.chdir(top)

C_MARKERS = re.compile(r'(?<![A-Za-z0-9_])(_|N_|C_|NC_|ngettext|g_dngettext|g_dpgettext2)\s*\(\s*"')
SKIP_DIRS = {'.git', 'tests', 'build', '_build', 'help', 'po', 'subprojects'}

def translatable(path):
    try:
        with open(path, encoding='utf-8') as f:
            text = f.read()
    except (OSError, UnicodeDecodeError):
        return False
    if path.endswith(('.c', '.h')):
        return C_MARKERS.search(text) is not None
    if path.endswith('.ui'):
        return 'translatable="yes"' in text
    if path.endswith('.gschema.xml'):
        return '<summary>' in text
    if path.endswith(('.desktop.in', '.metainfo.xml.in')):
        return True
    if path.startswith('data/') and path.endswith('.xml') and '<its:rules' not in text:
        # Content files (glossary, lessons) carry their own ITS rules in po/its.
        return bool(re.search(r'<(definition|title|text|body|para)\b', text))
    return False

with open('po/POTFILES.in', encoding='utf-8') as f:
    listed = [l.strip() for l in f if l.strip() and not l.startswith('#')]

problems = []
for path in listed:
    if not os.path.exists(path):
        problems.append(f'po/POTFILES.in lists {path}, which does not exist')

if listed != sorted(listed):
    problems.append('po/POTFILES.in is not sorted')

for root, dirs, files in os.walk('.'):
    dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS and not d.startswith(('.', 'build', '_build')))
    for name in sorted(files):
        path = os.path.relpath(os.path.join(root, name), '.')
        if path in listed:
            continue
        if translatable(path):
            problems.append(f'{path} has translatable strings but is missing from po/POTFILES.in')

for p in problems:
    print(p)
print(f'{len(listed)} files listed, {len(problems)} problems')
sys.exit(1 if problems else 0)
