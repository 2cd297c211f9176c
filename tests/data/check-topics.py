#!/usr/bin/python3
# tests/data/check-topics.py
#
# Copyright 2026 The Truquero authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Checks the topic map data/lessons/topics.xml (format: topics.rng) against
# the lesson files: every rule a player needs to score and win is taught,
# shown in a worked example and practised, in an order that never asks
# what was not taught.
#
# - the map: unique ids that start with their variant; a skill of the
#   exercise catalogue that exists in the variant (with the topic's house
#   rules); needs that are topics of the same variant; no cycle of needs;
#   a rule in one sentence;
# - the lessons: every topic an <explain teaches> or an <example shows>
#   names exists in the lesson's variant;
# - coverage: every topic has an <explain> that teaches it, an <example>
#   that shows it, and a <try> or <check>, in the lesson that teaches it or
#   a later one, that practises it with its skill;
# - order: a topic is taught only after (or with) the topics it needs;
# - scope: every skill of a <try> or <check> practises at least one topic
#   taught by then (otherwise no question could be asked);
# - computed: at least one example that shows a topic has a situation the
#   engine evaluates for that rule (a plain trick does not compute the
#   kibitzing penalty: its example would show the rule only in typed
#   words).  COMPUTED_BY says which situations compute which topics.
#
# Each problem names the file, the line and the name.
#
#   check-topics.py TOPICS SKILLS LESSONS...              check
#   check-topics.py --self-test TOPICS SKILLS LESSONS...  damage copies and
#                                        check each damage is caught
#   check-topics.py --report TOPICS SKILLS LESSONS...     topics per variant,
#                                        taught and practised; lessons and
#                                        minutes per variant

import os
import re
import sys
import xml.etree.ElementTree as ET
import xml.parsers.expat

VARIANTS = ('ar', 'cat', 'fr', 'tyf', 'put')
TOPIC_RE = re.compile(r'(ar|cat|fr|tyf|put)(\.[a-z0-9]+(-[a-z0-9]+)*)+')


def parse(text):
    """An ElementTree with each element's line in a "_line" attribute."""
    builder = ET.TreeBuilder()
    parser = xml.parsers.expat.ParserCreate()

    def start(tag, attrs):
        attrs = dict(attrs)
        attrs['_line'] = str(parser.CurrentLineNumber)
        builder.start(tag, attrs)

    parser.StartElementHandler = start
    parser.EndElementHandler = builder.end
    parser.CharacterDataHandler = builder.data
    try:
        parser.Parse(text, True)
    except xml.parsers.expat.ExpatError as e:
        raise ET.ParseError(str(e))
    return builder.close()


def read_skills(path):
    skills = {}
    with open(path, encoding='utf-8') as f:
        for line in f:
            line = line.split('#', 1)[0].split()
            if line:
                skills[line[0]] = set(line[1:])
    return skills


def skill_applies(variants, variant, options):
    if variant in variants:
        return True
    return f'{variant}+flor' in variants and 'flor_enabled=on' in options


def read_map(path, text, skills, problems):
    """Returns {id: dict(variant, skill, options, needs, line)} in file order."""
    try:
        root = parse(text)
    except ET.ParseError as e:
        problems.append(f'{path}: not well-formed XML: {e}')
        return {}
    topics = {}
    if root.tag != 'topics':
        problems.append(f'{path}:{root.get("_line")}: the root element is <{root.tag}>, not <topics>')
        return {}
    for variant_el in root:
        variant = variant_el.get('id')
        if variant_el.tag != 'variant' or variant not in VARIANTS:
            problems.append(f'{path}:{variant_el.get("_line")}: <{variant_el.tag}> must be a <variant> with the id of a variant')
            continue
        for topic in variant_el:
            line = topic.get('_line')
            tid = topic.get('id') or ''
            where = f'{path}:{line}: topic “{tid}”'
            if topic.tag != 'topic':
                problems.append(f'{path}:{line}: <{topic.tag}> inside <variant>; only <topic> may be there')
                continue
            if not TOPIC_RE.fullmatch(tid) or not tid.startswith(variant + '.'):
                problems.append(f'{where}: the id must start with “{variant}.” and be dotted lower-case words')
                continue
            if tid in topics:
                problems.append(f'{where}: listed twice (also at line {topics[tid]["line"]})')
                continue
            skill = topic.get('skill') or ''
            options = (topic.get('options') or '').split()
            if skill not in skills:
                problems.append(f'{where}: the exercise catalogue has no skill “{skill}”')
            elif not skill_applies(skills[skill], variant, options):
                problems.append(f'{where}: the skill “{skill}” does not exist in {variant}'
                                f'{" with " + " ".join(options) if options else ""}')
            rule = ' '.join((topic.findtext('rule') or '').split())
            if not rule or not rule[0].isupper() or not rule.endswith('.'):
                problems.append(f'{where}: the <rule> must be one sentence')
            elif len(rule.split()) > 45:
                problems.append(f'{where}: the <rule> has {len(rule.split())} words; keep it to one short sentence')
            topics[tid] = {'variant': variant, 'skill': skill, 'options': options,
                           'needs': (topic.get('needs') or '').split(), 'line': line}
    for tid, topic in topics.items():
        for need in topic['needs']:
            if need not in topics:
                problems.append(f'{path}:{topic["line"]}: topic “{tid}” needs “{need}”, which is not a topic')
            elif topics[need]['variant'] != topic['variant']:
                problems.append(f'{path}:{topic["line"]}: topic “{tid}” needs “{need}”, a topic of another variant')
    # Cycles of needs.
    marks = {}

    def visit(tid, chain):
        if marks.get(tid) == 2 or tid not in topics:
            return
        if marks.get(tid) == 1:
            cycle = chain[chain.index(tid):] + [tid]
            problems.append(f'{path}:{topics[tid]["line"]}: topic “{tid}” needs itself through a cycle: '
                            + ' → '.join(cycle))
            return
        marks[tid] = 1
        for need in topics[tid]['needs']:
            visit(need, chain + [tid])
        marks[tid] = 2

    for tid in topics:
        visit(tid, [])
    return topics


# Which situations make the engine compute a topic's rule: by the topic's
# family (its second word), or by the topic itself where its family's
# usual situations do not; each entry is a set of kinds, a kind written
# "kind+attribute=value" when the situation needs that attribute (or house
# rule, from its options) too.
COMPUTED_BY_FAMILY = {
    'cards': {'trick'}, 'tricks': {'trick', 'hand'}, 'deal': {'trick', 'hand'},
    'envido': {'envido', 'ladder', 'showdown', 'game-end'},
    'falta': {'falta', 'ladder'},
    'flor': {'flor', 'ladder', 'penalty', 'game-end'},
    'hand': {'hand', 'ladder'}, 'mazo': {'ladder'},
    'order': {'ladder', 'game-end'}, 'score': {'game-end', 'match', 'falta', 'ladder', 'eleven'},
    'truco': {'ladder'}, 'truc': {'ladder'}, 'raise': {'ladder'}, 'bet': {'ladder', 'hand'},
    'words': {'ladder'}, 'eleven': {'eleven'}, 'one-card': {'one-card'},
    'redeal': {'redeal'}, 'no-one-card': {'redeal'}, 'three': {'hand', 'ladder'},
    'embit': {'embit', 'ladder'}, 'points': {'embit', 'flor', 'envido'},
    'players': {'gallo', 'pica-pica', 'showdown', 'trick'},
    'bonus': {'trick+bonus_cards=on'},
    'senas': {'signals'}, 'signals': {'signals'},
}
COMPUTED_BY_TOPIC = {
    'ar.mazo.carta-jugada': {'trick'},
    'ar.players.kibitz': {'penalty+offence=kibitz'},
    'ar.players.pica-falta': {'falta+pica-pica=yes', 'ladder+pica-pica=yes'},
    'ar.players.pica-resto': {'ladder+pica-pica=yes'},
    'ar.players.envido-ties': {'showdown+envidos'},
    'tyf.embit.tie': {'showdown+embits'},
}
# Topics whose examples still show the rule only in words: no evaluator
# of the engine computes it yet.  Listed here, they are reported but not
# refused; one that becomes computed must leave the list.
TYPED_FOR_NOW = set()


def computes(situation, wanted):
    """Whether a situation (its attributes, with its options) is one of
    the kinds in wanted ("kind" or "kind+attribute[=value]")."""
    attrs = dict(situation)
    for option in (attrs.get('options') or '').split():
        key, _, value = option.partition('=')
        attrs.setdefault(key, value)
    for want in wanted:
        kind, *needs = want.split('+')
        if attrs.get('kind') != kind:
            continue
        if all((attrs.get(n.partition('=')[0]) == n.partition('=')[2]) if '=' in n else n in attrs
               for n in needs):
            return True
    return False


def computed_by(tid):
    if tid in COMPUTED_BY_TOPIC:
        return COMPUTED_BY_TOPIC[tid]
    return COMPUTED_BY_FAMILY.get(tid.split('.')[1], set())


def read_lessons(path, text, problems):
    """Returns (variant, [lesson dict]) with steps in order."""
    try:
        root = parse(text)
    except ET.ParseError as e:
        problems.append(f'{path}: not well-formed XML: {e}')
        return None, []
    variant = root.get('variant')
    lessons = []
    for unit in root:
        for lesson in (unit.findall('lesson') if unit.tag == 'unit' else [unit] if unit.tag == 'lesson' else []):
            steps = []
            for step in lesson:
                if step.tag in ('explain', 'example', 'try', 'check'):
                    steps.append({'tag': step.tag, 'line': step.get('_line'),
                                  'topics': (step.get('teaches') or step.get('shows') or '').split(),
                                  'situation': dict(step.find('situation').attrib)
                                  if step.tag == 'example' and step.find('situation') is not None else {},
                                  'skills': (step.get('skills') or '').split(),
                                  'options': (step.get('options') or '').split()})
            lessons.append({'id': lesson.get('id'), 'line': lesson.get('_line'),
                            'minutes': int(lesson.get('minutes') or 0), 'steps': steps,
                            'unit': unit.get('id') if unit.tag == 'unit' else None})
    return variant, lessons


def check(map_file, skills, lesson_files, report=False):
    problems = []
    topics = read_map(map_file[0], map_file[1], skills, problems)
    taught_at = {}      # topic → (path, lesson index)
    shown = set()
    computed = set()
    practised = set()
    figures = {}
    for path, text in lesson_files:
        variant, lessons = read_lessons(path, text, problems)
        if variant is None:
            continue
        taught = []     # in path order
        for n, lesson in enumerate(lessons):
            where = f'{path}:{lesson["line"]}: lesson “{lesson["id"]}”'
            for step in lesson['steps']:
                swhere = f'{path}:{step["line"]}: lesson “{lesson["id"]}” <{step["tag"]}>'
                if step['tag'] in ('explain', 'example'):
                    for tid in step['topics']:
                        if tid not in topics or topics[tid]['variant'] != variant:
                            problems.append(f'{swhere}: names the topic “{tid}”, which the topic map of {variant} does not have')
                            continue
                        if step['tag'] == 'example':
                            shown.add(tid)
                            if computes(step['situation'], computed_by(tid)):
                                computed.add(tid)
                            continue
                        if tid in taught_at:
                            continue
                        for need in topics[tid]['needs']:
                            if need not in taught and need not in step['topics']:
                                problems.append(f'{swhere}: teaches “{tid}” before “{need}”, which it needs')
                        taught_at[tid] = (path, n)
                        taught.append(tid)
                else:
                    for skill in step['skills']:
                        if skill not in skills:
                            problems.append(f'{swhere}: the exercise catalogue has no skill “{skill}”')
                            continue
                        in_scope = [t for t in taught if topics[t]['skill'] == skill]
                        if not in_scope:
                            problems.append(f'{swhere}: the skill “{skill}” practises no topic taught so far: '
                                            'no question fits this scope')
                        practised.update(in_scope)
        if variant in VARIANTS:
            figures[variant] = (len(lessons), sum(lesson['minutes'] for lesson in lessons),
                                len({lesson['unit'] for lesson in lessons}))

    for tid, topic in topics.items():
        where = f'{map_file[0]}:{topic["line"]}: topic “{tid}”'
        if tid not in taught_at:
            problems.append(f'{where}: no lesson step teaches it (<explain teaches="{tid}">)')
        if tid not in shown:
            problems.append(f'{where}: no worked example shows it (<example shows="{tid}">)')
        if tid in shown and tid not in computed and tid not in TYPED_FOR_NOW:
            problems.append(f'{where}: no worked example computes it: the examples that show it have no situation '
                            f'the engine evaluates for it ({" or ".join(sorted(computed_by(tid))) or "none yet"})')
        if tid in TYPED_FOR_NOW and tid in computed:
            problems.append(f'{where}: an example computes it now: take it out of TYPED_FOR_NOW')
        if tid in taught_at and tid not in practised:
            problems.append(f'{where}: no <try> or <check> from the lesson that teaches it on practises its skill '
                            f'“{topic["skill"]}”')

    if report:
        for variant in VARIANTS:
            ids = [t for t in topics if topics[t]['variant'] == variant]
            n_lessons, minutes, n_units = figures.get(variant, (0, 0, 0))
            print(f'{variant}: {len(ids)} topics, {sum(t in taught_at for t in ids)} taught, '
                  f'{sum(t in shown for t in ids)} shown ({sum(t in computed for t in ids)} computed by the engine), '
                  f'{sum(t in practised for t in ids)} practised; '
                  f'{n_lessons} lessons in {n_units} units, {minutes} minutes')
    return problems


# (what is damaged, which file (0 = the map, 1 = the first lesson file),
# how, words the message must contain)
DAMAGES = [
    ('a lesson names a missing topic', 1,
     lambda s: re.sub(r'teaches="([^" ]+)', r'teaches="\1 ar.no-such-topic', s, count=1), 'does not have'),
    ('an example names a missing topic', 1,
     lambda s: re.sub(r'shows="([^" ]+)', r'shows="\1 ar.cards.jokers', s, count=1), 'does not have'),
    ('a topic nobody teaches', 1,
     lambda s: re.sub(r' teaches="ar\.cards\.deck"', '', s, count=1), 'no lesson step teaches'),
    ('a topic no example shows', 1,
     lambda s: re.sub(r'shows="ar\.envido\.three-suited"', 'shows="ar.envido.pair"', s, count=1),
     'no worked example shows'),
    ('a topic nobody practises', 1,
     lambda s: re.sub(r'<try skills="envido-winner"[^>]*/>\s*<check skills="envido-winner envido-count"',
                      '<check skills="envido-count"', s, count=1), 'practises its skill'),
    ('a practice whose scope no question fits', 1,
     lambda s: s.replace('<try skills="card-rank-pair" items="4"', '<try skills="falta-value" items="4"', 1),
     'no question fits'),
    ('the contraflor al resto practised in the lesson before it is taught', 1,
     lambda s: s.replace('<try skills="bet-flor flor-contest"', '<try skills="resto-value flor-contest"', 1),
     'no question fits'),
    ('a topic taught before what it needs', 1,
     lambda s: s.replace('<explain teaches="ar.cards.deck">', '<explain teaches="ar.cards.deck ar.envido.pair">', 1),
     'before'),
    ('a skill that does not exist', 0,
     lambda s: s.replace('skill="envido-count"', 'skill="envido-juggling"', 1), 'no skill'),
    ('a skill of another variant', 0,
     lambda s: s.replace('skill="envido-count"', 'skill="bet-raise"', 1), 'does not exist in'),
    ('a need that is not a topic', 0,
     lambda s: s.replace('needs="ar.cards.deck"', 'needs="ar.cards.tarot"', 1), 'which is not a topic'),
    ('a cycle of needs', 0,
     lambda s: s.replace('<topic id="ar.cards.deck" skill="card-rank-pair">',
                         '<topic id="ar.cards.deck" skill="card-rank-pair" needs="ar.cards.bravas">', 1), 'cycle'),
    ('a topic shown only by an example the engine does not compute for it', 1,
     lambda s: s.replace('<situation kind="penalty" offence="kibitz" offender="A" made="3"/>',
                         '<situation kind="trick" plays="A1:7E B1:1B"/>', 1), 'no worked example computes it'),
    ('a topic listed twice', 0,
     lambda s: s.replace('<topic id="ar.cards.figures"', '<topic id="ar.cards.deck"', 1), 'twice'),
    ('an id of another variant', 0,
     lambda s: s.replace('<topic id="ar.cards.figures"', '<topic id="cat.cards.figures"', 1), 'must start with'),
]


def self_test(map_file, skills, lesson_files):
    failures = 0
    if check(map_file, skills, lesson_files):
        print('not ok: the topic map and the lessons must be good before damaging them')
        return 1
    for name, target, damage, expected in DAMAGES:
        files = [map_file] + lesson_files
        path, text = files[target]
        damaged = damage(text)
        if damaged == text:
            print(f'not ok - {name}: the damage did not apply (the files changed?)')
            failures += 1
            continue
        files[target] = (path, damaged)
        problems = check(files[0], skills, files[1:])
        found = [p for p in problems if expected in p]
        if found:
            print(f'ok - {name} is caught: {found[0]}')
        else:
            print(f'not ok - {name} is not caught (expected "{expected}"), problems: {problems}')
            failures += 1
    return failures


def main(argv):
    mode = argv[1] if len(argv) > 1 and argv[1].startswith('--') else None
    args = argv[2:] if mode else argv[1:]
    if len(args) < 3:
        print(f'usage: {argv[0]} [--self-test|--report] TOPICS SKILLS LESSONS...', file=sys.stderr)
        return 2
    with open(args[0], encoding='utf-8') as f:
        map_file = (args[0], f.read())
    skills = read_skills(args[1])
    lesson_files = []
    for path in args[2:]:
        with open(path, encoding='utf-8') as f:
            lesson_files.append((path, f.read()))
    # The Argentine file first: the self-test damages it.
    lesson_files.sort(key=lambda pf: os.path.basename(pf[0]) != 'ar.xml')
    if mode == '--self-test':
        return 1 if self_test(map_file, skills, lesson_files) else 0
    problems = check(map_file, skills, lesson_files, report=(mode == '--report'))
    for p in problems:
        print(p)
    if problems:
        return 1
    if mode != '--report':
        check(map_file, skills, lesson_files, report=True)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
