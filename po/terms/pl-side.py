#!/usr/bin/python3
# po/terms/pl-side.py PO...
#
# Copyright 2026 The Truquero authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Polish says "drużyna" for a side (po/terms/pl.tsv): rewrites "strona" in
# the msgstr of the given PO files (a catalogue or a fragment) as the words
# helper did for po/pl.po and help/pl/pl.po.  Both nouns are feminine and
# decline alike, so adjectives, verbs and pronouns keep their agreement;
# "po twojej stronie" becomes "w twojej drużynie", "druga strona" "przeciwna
# drużyna", "ze strony" "z drużyny".  A direction ("po prawej stronie
# rozdającego", "z każdej strony", "w którą stronę") and a page (messages
# whose English says "page") are left alone.  Read the diff afterwards.

import re
import sys
STEM = re.compile(r'(?<![\w])(?<!prawej )(?<!lewej )(?<!z każdej )(?<!którą )(?<!Z każdej )(Stron|stron|STRON)(a|y|ie|ę|ą|om|ami|ach|A|Y|IE|Ę)?(?![\w])')
def stem(m):
    base = {'Stron':'Drużyn','stron':'drużyn','STRON':'DRUŻYN'}[m.group(1)]
    return base + (m.group(2) or '')
DRUG = {'a':'a','iej':'ej','ą':'ą','ie':'e'}
def tr(s):
    s = re.sub(r'\bpo (twojej|drugiej|swojej|tej samej|naszej|jednej|tamtej|mojej|jego|jej|ich) stronie\b', r'w \1 drużynie', s)
    s = re.sub(r'\bPo (twojej|drugiej|swojej|tej samej|naszej|jednej) stronie\b', r'W \1 drużynie', s)
    s = re.sub(r'\bpo stronie\b', 'w drużynie', s)
    s = re.sub(r'\b([Zz])e stron', lambda m: m.group(1)+' drużyn', s)
    s = s.replace('po trzy na stronę', 'po trzy w każdej drużynie')
    s = re.sub(r'\b([Dd])rug(a|iej|ą|ie) (stron|drużyn)', lambda m: ('P' if m.group(1)=='D' else 'p')+'rzeciwn'+DRUG[m.group(2)]+' '+m.group(3), s)
    s = STEM.sub(stem, s)
    return s

def process(path):
    text = open(path, encoding='utf-8').read()
    blocks = text.split('\n\n')
    changed = 0
    out = []
    for b in blocks:
        lines = b.split('\n')
        msgid = ' '.join(re.findall(r'^msgid(?:_plural)? "(.*)"$', b, re.M))
        # include continuation of msgid
        en = []
        key = None
        for l in lines:
            m = re.match(r'^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?) "(.*)"$', l)
            if m: key = m.group(1); 
            if key and key.startswith('msgid') and l.startswith(('msgid','"')):
                en.append(l)
        if re.search(r'\bpages?\b', ' '.join(en), re.I) or not any(l.startswith('msgstr') for l in lines) or b.startswith('msgid ""') or '\nmsgid ""\nmsgstr ""\n"Project' in '\n'+b:
            out.append(b); continue
        new = []
        i = 0
        bchanged = False
        while i < len(lines):
            l = lines[i]
            m = re.match(r'^(msgstr(?:\[\d+\])?) "(.*)"$', l)
            if m:
                j = i + 1
                parts = [m.group(2)]
                while j < len(lines) and lines[j].startswith('"'):
                    parts.append(lines[j][1:-1]); j += 1
                joined = ''.join(parts)
                t = tr(joined)
                if t != joined:
                    bchanged = True
                    if len(parts) == 1:
                        new.append(f'{m.group(1)} "{t}"')
                    else:
                        # keep the split at literal \n
                        segs = re.split(r'(?<=\\n)', t)
                        segs = [x for x in segs if x]
                        new.append(f'{m.group(1)} ""')
                        new += [f'"{x}"' for x in segs]
                else:
                    new += lines[i:j]
                i = j
            else:
                new.append(l); i += 1
        if bchanged: changed += 1
        out.append('\n'.join(new))
    open(path, 'w', encoding='utf-8').write('\n\n'.join(out))
    print(path, changed)
if __name__ == '__main__':
    for p in sys.argv[1:]:
        process(p)
