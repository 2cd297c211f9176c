#!/usr/bin/python3
# Fails when any language of po/LINGUAS (and help/LINGUAS) has an untranslated
# or fuzzy message, or when a catalogue is not up to date with the sources
# (a message in the template that the catalogue lacks).

import os
import re
import shutil
import subprocess
import sys
import tempfile

top = sys.argv[1]
os.chdir(top)

def linguas(path):
    with open(path, encoding='utf-8') as f:
        return [w for l in f for w in l.split('#')[0].split()]

problems = []
checked = 0
catalogues = [(f'po/{l}.po', l) for l in linguas('po/LINGUAS')]
if os.path.exists('help/LINGUAS'):
    catalogues += [(f'help/{l}/{l}.po', l) for l in linguas('help/LINGUAS')]

for po, lang in catalogues:
    if not os.path.exists(po):
        problems.append(f'{po} is missing')
        continue
    checked += 1
    out = subprocess.run(['msgfmt', '--check', '--statistics', '-o', os.devnull, po],
                         capture_output=True, text=True, env=dict(os.environ, LC_ALL='C'))
    stats = (out.stderr.strip().splitlines() or [''])[-1]
    if out.returncode != 0:
        problems.append(f'{po}: msgfmt --check failed:\n{out.stderr}')
    elif 'untranslated' in stats or 'fuzzy' in stats:
        problems.append(f'{po}: {stats}')
    else:
        print(f'{po}: {stats}')

# Every message of the sources must be in every catalogue: extract a fresh
# template with the same keywords meson uses and compare msgids.
with tempfile.TemporaryDirectory() as tmp:
    pot = os.path.join(tmp, 'truquero.pot')
    its = ['--its=' + os.path.join('po', 'its', f) for f in sorted(os.listdir('po/its'))] if os.path.isdir('po/its') else []
    cmd = ['xgettext', '--from-code=UTF-8', '--add-comments', '-f', 'po/POTFILES.in',
           '-D', '.', '-o', pot, '--keyword=_', '--keyword=N_', '--keyword=C_:1c,2',
           '--keyword=NC_:1c,2', '--keyword=g_dcgettext:2', '--keyword=g_dngettext:2,3',
           '--keyword=g_dpgettext2:2c,3', '--flag=N_:1:pass-c-format',
           '--flag=C_:2:pass-c-format', '--flag=NC_:2:pass-c-format',
           '--flag=g_dngettext:2:pass-c-format', '--flag=g_strdup_printf:1:c-format',
           '--flag=g_string_printf:2:c-format', '--flag=g_string_append_printf:2:c-format',
           '--flag=g_error_new:3:c-format', '--flag=g_set_error:4:c-format']
    env = dict(os.environ)
    if os.path.isdir('po/its'):
        env['GETTEXTDATADIRS'] = os.path.abspath('po')
    r = subprocess.run(cmd, capture_output=True, text=True, env=env)
    if r.returncode != 0:
        problems.append('xgettext failed: ' + r.stderr)
    elif os.path.exists(pot):
        for lang in linguas('po/LINGUAS'):
            po = f'po/{lang}.po'
            if not os.path.exists(po):
                continue
            r = subprocess.run(['msgcmp', '--use-untranslated', po, pot], capture_output=True, text=True,
                               env=dict(os.environ, LC_ALL='C'))
            if r.returncode != 0:
                missing = [l for l in r.stderr.splitlines() if 'this message' in l]
                problems.append(f'{po} lacks {len(missing)} message(s) of the sources; run meson compile truquero-update-po and translate them:\n' + r.stderr[:2000])

# The help catalogues must be up to date with the Mallard pages of help/C.
if os.path.exists('help/LINGUAS') and shutil.which('itstool'):
    with tempfile.TemporaryDirectory() as tmp:
        pot = os.path.join(tmp, 'help.pot')
        pages = sorted(os.path.join('help', 'C', f) for f in os.listdir('help/C')
                       if f.endswith(('.page', '.xml')))
        r = subprocess.run(['itstool', '-o', pot] + pages, capture_output=True, text=True)
        if r.returncode != 0:
            problems.append('itstool failed on help/C: ' + r.stderr)
        else:
            for lang in linguas('help/LINGUAS'):
                po = f'help/{lang}/{lang}.po'
                if not os.path.exists(po):
                    continue
                r = subprocess.run(['msgcmp', '--use-untranslated', po, pot], capture_output=True,
                                   text=True, env=dict(os.environ, LC_ALL='C'))
                if r.returncode != 0:
                    problems.append(f'{po} lacks messages of help/C; run meson compile help-truquero-update-po and translate them:\n' + r.stderr[:2000])

for p in problems:
    print(p)
print(f'{checked} catalogues checked, {len(problems)} problems')
sys.exit(1 if problems else 0)
