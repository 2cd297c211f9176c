#!/usr/bin/python3
# tests/data/check-lessons.py
#
# Copyright 2026 The Truquero authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Checks the lesson files data/lessons/VARIANT.xml (format: lessons.rng)
# beyond what the RELAX NG schema can say: lesson ids unique over every
# file and prefixed by their variant; a title, a goal, 3 to 8 minutes, at
# least one worked example and one check per lesson, the check last; skills
# of the exercise catalogue that exist in the lesson's variant; glossary
# links to terms that exist and belong to the variant; cards of the
# variant's deck, highlighted cards among those shown; texts in short whole
# sentences, with no arithmetic typed in (the engine computes every number)
# and nothing a learner must not see (codes, source notes, section numbers).
# Whether each situation is legal in its variant is checked by the loader
# (tests/teach/test-lessons.c), which asks the engine.
#
#   check-lessons.py GLOSSARY SKILLS LESSONS...             check the files
#   check-lessons.py --self-test GLOSSARY SKILLS LESSONS... damage copies of
#                                 the files and check each damage is caught
#   check-lessons.py --its SOURCE_ROOT LESSONS...           xgettext extracts
#                                 exactly the learner-visible texts

import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

VARIANTS = {'ar', 'cat', 'fr', 'tyf', 'put'}
ID_RE = re.compile(r'[a-z0-9]+(?:-[a-z0-9]+)*')
SPANISH_40 = {f'{r}{s}' for r in (1, 2, 3, 4, 5, 6, 7, 10, 11, 12) for s in 'EBOC'}
FRENCH_32 = {f'{r}{s}' for r in ('7', '8', '9', '10', 'J', 'Q', 'K', 'A') for s in 'SHDC'}
FRENCH_52 = {f'{r}{s}' for r in ('2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A') for s in 'SHDC'}
DECKS = {'ar': SPANISH_40, 'cat': SPANISH_40, 'tyf': SPANISH_40, 'fr': FRENCH_32, 'put': FRENCH_52}
STEPS = {'explain', 'example', 'try', 'check'}
SITUATION_KEYS = {
    'envido': ({'cards'}, set()),
    'flor': ({'cards'}, set()),
    'embit': ({'cards'}, set()),
    'signals': ({'cards'}, set()),
    'trick': ({'plays'}, set()),
    'hand': ({'tricks'}, {'mano', 'dealer'}),
    'ladder': ({'ladder', 'calls'}, {'flors', 'chosen', 'answer', 'first', 'winner', 'score', 'pica-pica'}),
    'falta': ({'score'}, {'target', 'pica-pica'}),
    'one-card': ({'plays'}, {'dealer', 'score'}),
    'eleven': ({'score'}, set()),
    'redeal': (set(), {'players', 'redeals', 'agreeing'}),
    'game-end': ({'score', 'credits'}, set()),
    'gallo': ({'cards'}, set()),
    'match': ({'won'}, set()),
    'penalty': ({'offence'}, {'offender', 'made'}),
    # envidos or (Truc y Flou) embits: the schema wants one of them
    'showdown': (set(), {'envidos', 'embits'}),
    'pica-pica': ({'hand'}, {'players', 'score'}),
}
MAX_SENTENCE_WORDS = 45
MAX_TEXT = 600

SENTENCE_BREAK_RE = re.compile(r'(?<=[.!?])[”’")\]]*\s+(?=[“‘"(¿¡]*[A-Z0-9À-ÖØ-Þ])')
SENTENCE_END_RE = re.compile(r'[.!?:][”’")\]]*$')
# Arithmetic a lesson must leave to the engine: "7 + 6", "= 33", "2 × 3".
ARITHMETIC_RE = re.compile(r'\d\s*[+=×*/]\s*\d|=\s*\d|\d\s*=')
FORBIDDEN_RE = re.compile(r'§|rules\.md|\bS[0-9]\b|X-[A-Z]|TODO|FIXME|coming soon', re.I)
# A seat code ("A1", "B2") is for the engine: a lesson says "the mano", "the dealer".
SEAT_RE = re.compile(r'\b[ABC][1-4]\b')
# A worked example's working speaks of "you" and "Ana": its text does too,
# never of anonymous players ("one plays the espadilla, the other...").
IMPERSONAL_RE = re.compile(r'\b(?:two players|one player|a player|the other player|the other (?:team|one)'
                           r'|the first (?:team|player)|an opponent|the (?:other|next) opponent|his opponent'
                           r'|the putter|the caller|the other plays|the other resigns)\b', re.I)


def read_skills(path):
    """Returns {skill id: set of variants} ("ar+flor" means ar with flor on)."""
    skills = {}
    with open(path, encoding='utf-8') as f:
        for line in f:
            line = line.split('#', 1)[0].split()
            if line:
                skills[line[0]] = set(line[1:])
    return skills


def read_glossary(path):
    """Returns {term id: set of variants}, and {term id: (headword, its
    English aliases)}."""
    terms = {}
    words = {}
    for term in ET.parse(path).getroot().iter('term'):
        variants = (term.findtext('variants') or '').split()
        terms[term.get('id')] = VARIANTS if variants == ['all'] else set(variants)
        words[term.get('id')] = (term.findtext('headword') or '',
                                 [a.text or '' for a in term.findall('alias') if a.get('lang') == 'en'])
    return terms, words


# {term id: (headword, English aliases)}, read with the glossary.
GLOSSARY_WORDS = {}


def says(text, word):
    text, word = text.replace('’', "'"), word.replace('’', "'")
    return re.search(r'(?<!\w)' + re.escape(word) + r'(?!\w)', text, re.I) is not None


def check_link_words(where, text, refs, words, problems):
    """A glossary link is labelled with the term's headword: where the text
    says the thing in English only, the link shows a word the text never
    uses ("baraja española" under "the Spanish deck")."""
    for ref in refs:
        if ref not in words:
            continue
        headword, english = words[ref]
        if says(text, headword):
            continue
        used = [alias for alias in english if says(text, alias)]
        if used:
            problems.append(f'{where}: the text says “{used[0]}” but its glossary link says “{headword}”: '
                            'use the glossary’s word in the text too')


def normalise(text):
    return ' '.join((text or '').split())


def check_text(where, text, problems, kind='text'):
    if not text:
        problems.append(f'{where}: empty <{kind}>')
        return
    if len(text) > MAX_TEXT:
        problems.append(f'{where}: a <{kind}> of {len(text)} characters; keep paragraphs under {MAX_TEXT}')
    if FORBIDDEN_RE.search(text):
        problems.append(f'{where}: “{FORBIDDEN_RE.search(text).group(0)}” must not reach a learner')
    if SEAT_RE.search(text):
        problems.append(f'{where}: “{SEAT_RE.search(text).group(0)}” is a seat code: say who plays in words')
    if ARITHMETIC_RE.search(text):
        problems.append(f'{where}: arithmetic typed in the text (“{ARITHMETIC_RE.search(text).group(0)}”): '
                        'let a worked example have the engine compute it')
    if kind == 'title':
        if text.endswith('.'):
            problems.append(f'{where}: a title does not end with a full stop')
        return
    if not SENTENCE_END_RE.search(text):
        problems.append(f'{where}: the {kind} does not end a sentence')
    if text[0].islower():
        problems.append(f'{where}: the {kind} does not start a sentence')
    for sentence in SENTENCE_BREAK_RE.split(text):
        if len(sentence.split()) > MAX_SENTENCE_WORDS:
            problems.append(f'{where}: a sentence of {len(sentence.split())} words; keep sentences short')


def skill_applies(variants, variant, options):
    if variant in variants:
        return True
    return f'{variant}+flor' in variants and 'flor_enabled=on' in options


def check_cards(where, text, deck, problems):
    cards = text.split()
    for card in cards:
        if card not in deck:
            problems.append(f'{where}: “{card}” is not a card of this variant’s deck')
    if len(set(cards)) != len(cards):
        problems.append(f'{where}: a card is shown twice')
    return cards


def check_file(path, text, glossary, skills, seen_ids):
    problems = []
    try:
        root = ET.fromstring(text)
    except ET.ParseError as e:
        return [f'{path}: not well-formed XML: {e}']
    if root.tag != 'lessons':
        return [f'{path}: the root element is <{root.tag}>, not <lessons>']
    variant = root.get('variant')
    if variant not in VARIANTS:
        return [f'{path}: <lessons> needs a variant attribute, one of {" ".join(sorted(VARIANTS))}']
    if os.path.basename(path) != f'{variant}.xml':
        problems.append(f'{path}: the lessons of “{variant}” belong in {variant}.xml')
    deck = DECKS[variant]
    if len(root) == 0:
        problems.append(f'{path}: no lesson')

    # The lessons are grouped in units, each with an id and a title.
    lessons_in_order = []
    unit_ids = set()
    for u, unit in enumerate(root, 1):
        uid = unit.get('id')
        uwhere = f'{path}: unit "{uid}"' if uid else f'{path}: unit {u}'
        if unit.tag != 'unit':
            problems.append(f'{path}: element {u} of <lessons> is <{unit.tag}>, not <unit>')
            continue
        if not uid or not ID_RE.fullmatch(uid) or not uid.startswith(variant + '-'):
            problems.append(f'{uwhere}: the id must be lower-case words joined by dashes, starting with “{variant}-”')
        elif uid in unit_ids:
            problems.append(f'{uwhere}: duplicate unit id')
        unit_ids.add(uid)
        children = list(unit)
        if not children or children[0].tag != 'title':
            problems.append(f'{uwhere}: a unit starts with its <title>')
        else:
            check_text(f'{uwhere} <title>', normalise(children[0].text), problems, 'title')
            children = children[1:]
        if not children:
            problems.append(f'{uwhere}: a unit has at least one lesson')
        lessons_in_order += children

    for n, lesson in enumerate(lessons_in_order, 1):
        lid = lesson.get('id')
        where = f'{path}: lesson "{lid}"' if lid else f'{path}: lesson {n}'
        if lesson.tag != 'lesson':
            problems.append(f'{path}: element {n} of a <unit> is <{lesson.tag}>, not <lesson>')
            continue
        if not lid or not ID_RE.fullmatch(lid) or not lid.startswith(variant + '-'):
            problems.append(f'{where}: the id must be lower-case words joined by dashes, starting with “{variant}-”')
        elif lid in seen_ids:
            problems.append(f'{where}: duplicate id (also in {seen_ids[lid]})')
        else:
            seen_ids[lid] = path
        minutes = lesson.get('minutes', '')
        if not minutes.isdigit() or not 3 <= int(minutes) <= 8:
            problems.append(f'{where}: minutes must be from 3 to 8, not “{minutes}”')

        children = list(lesson)
        tags = [c.tag for c in children]
        if tags[:2] != ['title', 'goal']:
            problems.append(f'{where}: a lesson starts with its <title>, then its <goal>')
        for c in children[:2]:
            if c.tag in ('title', 'goal'):
                check_text(f'{where} <{c.tag}>', normalise(c.text), problems, c.tag)
        steps = [c for c in children if c.tag not in ('title', 'goal')]
        for c in steps:
            if c.tag not in STEPS:
                problems.append(f'{where}: <{c.tag}> is not a step (explain, example, try, check)')
        if not any(c.tag == 'example' for c in steps):
            problems.append(f'{where}: no worked <example>')
        if not steps or steps[-1].tag != 'check':
            problems.append(f'{where}: the lesson must end with a <check>')

        for s, step in enumerate(steps, 1):
            swhere = f'{where} step {s} <{step.tag}>'
            if step.tag in ('explain', 'example'):
                texts = step.findall('text')
                if not texts:
                    problems.append(f'{swhere}: no <text>')
                for t in texts:
                    check_text(swhere, normalise(t.text), problems)
            if step.tag == 'explain':
                cards_el = step.find('cards')
                if cards_el is not None:
                    shown = check_cards(swhere, cards_el.text or '', deck, problems)
                    for card in (cards_el.get('highlight') or '').split():
                        if card not in shown:
                            problems.append(f'{swhere}: the highlighted card “{card}” is not among the cards shown')
                refs = [t.get('ref') for t in step.findall('term')]
                if len(set(refs)) != len(refs):
                    problems.append(f'{swhere}: a glossary term is linked twice')
                check_link_words(swhere, ' '.join(normalise(t.text) for t in step.findall('text')), refs,
                                 GLOSSARY_WORDS, problems)
                for ref in refs:
                    if ref not in glossary:
                        problems.append(f'{swhere}: the glossary has no term “{ref}”')
                    elif variant not in glossary[ref]:
                        problems.append(f'{swhere}: the glossary term “{ref}” is not a term of {variant}')
            elif step.tag == 'example':
                for t in step.findall('text'):
                    found = IMPERSONAL_RE.search(normalise(t.text))
                    if found:
                        problems.append(f'{swhere}: “{found.group(0)}”: a worked example speaks to the reader, '
                                        'as its working does (you, your partner, Ana)')
                situations = step.findall('situation')
                if len(situations) != 1:
                    problems.append(f'{swhere}: an example has exactly one <situation>, not {len(situations)}')
                for sit in situations:
                    kind = sit.get('kind')
                    if kind not in SITUATION_KEYS:
                        problems.append(f'{swhere}: “{kind}” is not a kind of situation')
                        continue
                    required, optional = SITUATION_KEYS[kind]
                    keys = set(sit.attrib) - {'kind', 'options'}
                    if required - keys:
                        problems.append(f'{swhere}: a {kind} situation needs {", ".join(sorted(required - keys))}')
                    if keys - required - optional:
                        problems.append(f'{swhere}: a {kind} situation has no {", ".join(sorted(keys - required - optional))}')
                    if 'cards' in sit.attrib:
                        check_cards(swhere, sit.get('cards'), deck, problems)
                    if 'plays' in sit.attrib:
                        check_cards(swhere, ' '.join(p.split(':')[-1] for p in sit.get('plays').split()), deck, problems)
            elif step.tag in ('try', 'check'):
                names = (step.get('skills') or '').split()
                options = (step.get('options') or '').split()
                if not names:
                    problems.append(f'{swhere}: names no skill')
                for name in names:
                    if name not in skills:
                        problems.append(f'{swhere}: the exercise catalogue has no skill “{name}”')
                    elif not skill_applies(skills[name], variant, options):
                        problems.append(f'{swhere}: the skill “{name}” does not exist in {variant}'
                                        f'{" with " + " ".join(options) if options else ""}')
                items = step.get('items', '')
                if not items.isdigit():
                    problems.append(f'{swhere}: items must be a number')
                    continue
                if step.tag == 'try':
                    hints = step.get('hints', '')
                    if not hints.isdigit() or int(hints) > int(items):
                        problems.append(f'{swhere}: hints must be a number up to items')
                else:
                    passed = step.get('pass', '')
                    if int(items) < 5:
                        problems.append(f'{swhere}: a check has at least 5 items')
                    if not passed.isdigit() or not 1 <= int(passed) <= int(items):
                        problems.append(f'{swhere}: pass must be from 1 to the number of items')
    return problems


def check_all(files, glossary, skills):
    problems = []
    seen_ids = {}
    for path, text in files:
        problems += check_file(path, text, glossary, skills, seen_ids)
    return problems


# (what is damaged, how, words the message must contain); each applies to
# the first file.
DAMAGES = [
    ('not well-formed', lambda s: s.replace('</lessons>', '', 1), 'well-formed'),
    ('wrong root', lambda s: s.replace('<lessons variant=', '<lesson-list variant=', 1).replace('</lessons>', '</lesson-list>'),
     'root element'),
    ('unit without a title', lambda s: re.sub(r'(<unit id="[^"]+">)\s*<title>[^<]*</title>', r'\1', s, count=1),
     'starts with its <title>'),
    ('unit id without its variant', lambda s: re.sub(r'<unit id="[a-z]+-', '<unit id="xx-', s, count=1), 'starting with'),
    ('lesson outside a unit', lambda s: re.sub(r'(<unit id="[^"]+">)', r'<lesson id="ar-stray" minutes="3"/>\1', s, count=1),
     'not <unit>'),
    ('unknown variant', lambda s: re.sub(r'<lessons variant="[a-z]+"', '<lessons variant="uy"', s, count=1), 'variant'),
    ('id without its variant', lambda s: re.sub(r'<lesson id="[a-z]+-', '<lesson id="xx-', s, count=1), 'starting with'),
    ('duplicate id', lambda s: re.sub(r'(<lesson id=")([^"]+)(".*?<lesson id=")[^"]+"', r'\1\2\3\2"', s, count=1, flags=re.S),
     'duplicate id'),
    ('too long', lambda s: re.sub(r'minutes="\d+"', 'minutes="12"', s, count=1), 'minutes'),
    ('too short', lambda s: re.sub(r'minutes="\d+"', 'minutes="1"', s, count=1), 'minutes'),
    ('missing goal', lambda s: re.sub(r'\n\s*<goal>.*?</goal>', '', s, count=1, flags=re.S), '<goal>'),
    ('goal first', lambda s: re.sub(r'(<title>.*?</title>)(\s*)(<goal>.*?</goal>)', r'\3\2\1', s, count=1, flags=re.S),
     '<title>'),
    ('empty text', lambda s: re.sub(r'<text>[^<]*</text>', '<text> </text>', s, count=1), 'empty'),
    ('no example', lambda s: remove_examples_of_first_lesson(s), 'no worked <example>'),
    ('check not last', lambda s: re.sub(r'(<check [^>]*/>)(\s*</lesson>)', r'\1<explain><text>More.</text></explain>\2', s, count=1),
     'end with a <check>'),
    ('unknown skill', lambda s: re.sub(r'skills="[a-z-]+', 'skills="envido-juggling', s, count=1), 'no skill'),
    ('skill of another variant', lambda s: re.sub(r'skills="[a-z-]+', 'skills="bet-raise', s, count=1),
     'does not exist in'),
    ('flor skill without flor', lambda s: re.sub(r'skills="[a-z-]+', 'skills="flor-count', s, count=1), 'does not exist in'),
    ('check of four items', lambda s: re.sub(r'<check skills="([^"]+)" items="\d+" pass="\d+"',
                                             r'<check skills="\1" items="4" pass="3"', s, count=1), 'at least 5'),
    ('pass above items', lambda s: re.sub(r'<check skills="([^"]+)" items="(\d+)" pass="\d+"',
                                          r'<check skills="\1" items="\2" pass="99"', s, count=1), 'pass must'),
    ('hints above items', lambda s: re.sub(r'<try skills="([^"]+)" items="(\d+)" hints="\d+"',
                                           r'<try skills="\1" items="\2" hints="99"', s, count=1), 'hints'),
    ('broken glossary link', lambda s: re.sub(r'<term ref="[a-z-]+"/>', '<term ref="no-such-term"/>', s, count=1),
     'no term'),
    ('glossary term of another variant', lambda s: re.sub(r'<term ref="[a-z-]+"/>', '<term ref="balou-seiz"/>', s, count=1),
     'not a term of'),
    ('card not in the deck', lambda s: re.sub(r'<cards([^>]*)>(\S+)', r'<cards\1>8E', s, count=1), 'not a card'),
    ('card shown twice', lambda s: re.sub(r'<cards([^>]*)>(\S+)', r'<cards\1>\2 \2', s, count=1), 'twice'),
    ('highlight not shown', lambda s: re.sub(r'<cards>', '<cards highlight="4C">', s, count=1),
     'highlighted card'),
    ('situation card not in the deck', lambda s: re.sub(r'(<situation kind="trick" plays="A1:)\S+', r'\g<1>9O', s, count=1),
     'not a card'),
    ('situation without its data', lambda s: re.sub(r'<situation kind="trick" plays="[^"]*"', '<situation kind="trick"', s, count=1),
     'needs plays'),
    ('unknown situation', lambda s: s.replace('<situation kind="trick"', '<situation kind="riddle"', 1), 'not a kind'),
    ('arithmetic in a text', lambda s: re.sub(r'</text>', ' Seven and six make 7 + 6 + 20 = 33.</text>', s, count=1),
     'arithmetic'),
    ('anonymous players in an example', lambda s: re.sub(r'(<example[^>]*>\s*<text>)', r'\1A player calls truco. ', s, count=1),
     'speaks to the reader'),
    ('link word the text does not use', lambda s: s.replace('<term ref="espadas"/>', '<term ref="rey"/>', 1).replace(
        'espadas (swords)', 'espadas (swords, the king’s suit)', 1), 'glossary link says'),
    ('seat code in a text', lambda s: re.sub(r'</text>', ' Then A2 plays.</text>', s, count=1), 'seat code'),
    ('section number in a text', lambda s: re.sub(r'</text>', ' See §2.7.</text>', s, count=1), 'must not reach'),
    ('lower-case text', lambda s: re.sub(r'<text>(\w)', lambda m: '<text>' + m.group(1).lower(), s, count=1),
     'start a sentence'),
    ('unfinished sentence', lambda s: re.sub(r'\.</text>', '</text>', s, count=1), 'end a sentence'),
    ('endless sentence', lambda s: re.sub(r'</text>', ' And ' + 'then a card ' * 20 + 'wins.</text>', s, count=1),
     'keep sentences short'),
    ('unknown step', lambda s: re.sub(r'<explain([ >])(.*?)</explain>', r'<lecture\1\2</lecture>', s, count=1, flags=re.S),
     'not a step'),
]


def remove_examples_of_first_lesson(text):
    start = text.index('<lesson ')
    end = text.index('</lesson>', start)
    body = re.sub(r'<example[ >].*?</example>', '', text[start:end], flags=re.S)
    return text[:start] + body + text[end:]


def self_test(files, glossary, skills):
    failures = 0
    if check_all(files, glossary, skills):
        print('not ok: the lessons must be good before damaging them')
        return 1
    path, text = files[0]
    for name, damage, expected in DAMAGES:
        damaged = damage(text)
        if damaged == text:
            print(f'not ok - {name}: the damage did not apply (the lessons changed?)')
            failures += 1
            continue
        problems = check_all([(path, damaged)] + files[1:], glossary, skills)
        if any(expected in p for p in problems):
            print(f'ok - {name} is caught: {next(p for p in problems if expected in p)}')
        else:
            print(f'not ok - {name} is not caught (expected "{expected}"), problems: {problems}')
            failures += 1
    return failures


# xgettext and the ITS rules of po/its

def unquote(lines):
    text = ''.join(re.match(r'^"(.*)"$', line).group(1) for line in lines)
    return re.sub(r'\\(.)', lambda m: {'n': '\n', 't': '\t'}.get(m.group(1), m.group(1)), text)


def read_pot(path):
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


def check_its(top, paths):
    expected = set()
    for path in paths:
        root = ET.parse(os.path.join(top, path)).getroot()
        for unit in root.iter('unit'):
            expected.add(normalise(unit.findtext('title')))
        for lesson in root.iter('lesson'):
            expected.add(normalise(lesson.findtext('title')))
            expected.add(normalise(lesson.findtext('goal')))
            for step in lesson:
                for t in step.findall('text'):
                    expected.add(normalise(t.text))
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        pot = os.path.join(tmp, 'lessons.pot')
        env = dict(os.environ, GETTEXTDATADIRS=os.path.join(top, 'po'))
        subprocess.run(['xgettext', '--from-code=UTF-8', '--add-comments', '--force-po', '-o', pot] + paths,
                       cwd=top, env=env, check=True)
        entries = read_pot(pot)
    got = set()
    for comments, msgid in entries:
        got.add(msgid)
        if msgid not in expected:
            problems.append(f'extracted but not a text a learner reads: {msgid!r}')
        if not any(c.startswith('#. ') for c in comments):
            problems.append(f'no translator comment on {msgid[:50]!r}…')
    for text in sorted(expected - got):
        problems.append(f'not extracted: {text[:60]!r}…')
    for p in problems:
        print(p)
    if not problems:
        print(f'{len(entries)} messages extracted from {len(paths)} lesson files: exactly their titles, goals and texts')
    return 1 if problems else 0


def main(argv):
    if len(argv) >= 3 and argv[1] == '--its':
        return check_its(argv[2], argv[3:])
    self = len(argv) >= 2 and argv[1] == '--self-test'
    args = argv[2:] if self else argv[1:]
    if len(args) < 3:
        print(f'usage: {argv[0]} [--self-test] GLOSSARY SKILLS LESSONS...\n'
              f'       {argv[0]} --its SOURCE_ROOT LESSONS...', file=sys.stderr)
        return 2
    glossary, words = read_glossary(args[0])
    GLOSSARY_WORDS.update(words)
    skills = read_skills(args[1])
    files = []
    for path in args[2:]:
        with open(path, encoding='utf-8') as f:
            files.append((path, f.read()))
    if self:
        return 1 if self_test(files, glossary, skills) else 0
    problems = check_all(files, glossary, skills)
    for p in problems:
        print(p)
    if problems:
        return 1
    for path, text in files:
        root = ET.fromstring(text)
        print(f'{path}: {len(list(root.iter("lesson")))} lessons in {len(root)} units of {root.get("variant")}, '
              'every skill and glossary link known')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
