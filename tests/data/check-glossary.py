#!/usr/bin/python3
# tests/data/check-glossary.py
#
# Copyright 2026 The Truquero authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Checks data/glossary/glossary.xml (format: data/glossary/glossary.rng) beyond what the
# RELAX NG schema can say: one term per id, related terms that exist, cards of
# the two decks and of the variants the term belongs to, definitions of one to
# three sentences, and every row of the glossary table of doc/rules.md §10.
#
#   check-glossary.py GLOSSARY.xml              check the file
#   check-glossary.py --self-test GLOSSARY.xml  damage copies of the file and
#                                               check that each damage is caught

import re
import sys
import xml.etree.ElementTree as ET

LANGUAGES = {'es', 'ca', 'fr', 'oc', 'pl', 'de', 'en', 'eu'}
VARIANTS = {'ar', 'cat', 'fr', 'tyf', 'put'}
SPANISH_VARIANTS = {'ar', 'cat', 'tyf'}
FRENCH_VARIANTS = {'fr', 'put'}
ID_RE = re.compile(r'[a-z0-9]+(?:-[a-z0-9]+)*')
SPANISH_CARD_RE = re.compile(r'(?:[1-7]|1[012])[EBOC]')
FRENCH_CARD_RE = re.compile(r'(?:[2-9]|10|[AJQK])[SHDC]')
MIN_TERMS = 120

# Words of a machine translation, not of the game: players never say them,
# so they are neither headwords nor aliases.
NOT_TERMS = {'pile', 'maps', 'passages'}

# A definition says what a term means at the table, never where a rule was
# read: no book, web site, author, section number or translation.
SOURCE_NOTE_RE = re.compile(
    r'\b(?:according to|sources?|Parlett|pagat|Wikipedia|Hoyle|Cassell|German|'
    r'machine[- ]translat\w*|translated|reglamento says|the rules? of [A-Z])\b|§',
    re.IGNORECASE)

# A sentence ends with . ! or ?, maybe inside closing quotes or brackets, and
# the next one starts, after a space, with a capital, a digit or an opening
# quote.
SENTENCE_BREAK_RE = re.compile(r'[.!?][”’")\]]*\s+(?=[“‘"(¿¡]*[A-Z0-9À-ÖØ-Þ])')
SENTENCE_END_RE = re.compile(r'[.!?][”’")\]]*$')

# Every row of the table of doc/rules.md §10, as the names it lists.  The first
# name must be the headword of a term; every name must be the headword or an
# alias of a term.
RULES_ROWS = [
    ['Truco'], ['Truc'], ['Truque'], ['Trut', 'Tru', 'Truka'],
    ['Truquiflor', 'Truc y Flor', 'Truc et Fleur'], ['Truc y Flou'],
    ['jolly singing game'], ['baraja española'],
    ['oros', 'ors', 'Soleil', 'Aurous', 'monety'],
    ['copas', 'copes', 'Coupe', 'Copas', 'kielichy'],
    ['espadas', 'espases', 'Épée', 'Aspade', 'Espade', 'miecze'],
    ['bastos', 'bastons', 'Bâton', 'Bastou', 'maczugi'],
    ['as', 'ancho'], ['sota'], ['caballo', 'cavall'], ['rey', 'rei'],
    ['cartas bravas', 'bravas'],
    ['espadilla', 'macho', 'macho de espadas', 'ancho de espadas'],
    ['bastillo', 'basto', 'macho de bastos', 'hembra'],
    ['sietes bravos'], ['falsos', 'ases falsos', 'sietes falsos'],
    ['negras', 'karty czarne'], ['valor absoluto'], ['valor relativo'],
    ['tanto', 'tantos'], ['malas', 'malos', 'złe'], ['buenas', 'buenos', 'dobre'],
    ['achicar'], ['chico'], ['el bueno'], ['partida', 'partido'],
    ['porotos', 'fichas', 'piedras'], ['mano', 'pierwsza ręka'], ['pie', 'stopa'],
    ['dador'], ['baza', 'sztych', 'vuelta'], ['parda', 'empardar'], ['pardes'],
    ['trick and tie'], ['canto', 'cantos', 'cantar', 'zgłoszenia'],
    ['envite'], ['revire'], ['envido'], ['envido envido'],
    ['real envido', 'prawdziwe envido'], ['falta envido', 'brak envido'],
    ['quiero', 'chcę'], ['no quiero', 'nie chcę'], ['son buenas', 'dobrze'],
    ['es buena', 'no tengo'], ['flor', 'fleur', 'flou', 'kwiat'],
    ['contraflor', 'kontra-kwiat'],
    ['contraflor al resto', 'kontra-kwiat do reszty'],
    ['con flor me achico', 'z kwiatem się kurczę'], ['con flor quiero'],
    ['con flor no quiero'], ['pedir flor', 'pido flor', 'proszę o flor'],
    ['retruco'], ['vale cuatro', 'ma wartość czterech'],
    ['quiero retruco', 'quiero vale cuatro'],
    ['irse al mazo', 'irse a baraja', 'me voy al mazo'],
    ['carta jugada', 'zagrana karta'], ['gallo', 'kogut'], ['gallo fijo'],
    ['gallo por turno'], ['redondo', 'redondilla', 'mano general'],
    ['pica-pica', 'pico a pico', 'mano de punta', 'mano de pica', 'mano cuadrada'],
    ['ir a la pesca', 'łowią'], ['callados'], ['señas'], ['sin ley'],
    ['envido mi flor'], ['envido mi truco'], ['envido mi falta envido'],
    ['no hay flor sin truco'], ['no quiero ser cobarde, ¡quiero!'],
    ['paso y quiero', 'quiero y paso'],
    ['quieto', 'quiebro', 'trulo', 'florcita'], ['tienes envido', 'tienes puntos'],
    ['bueno, quiero', 'vale'], ['turco', 'embudo'],
    ['las del inglés'], ['las viejas'], ['juez árbitro'], ['retruc'],
    ['three if you play'], ['captains'], ['eldest'], ['youngest hand'], ['knock'],
    ['one-card deal'], ['score of eleven'], ['wink', 'pout', 'tip of tongue'],
    ['Three if I play?'], ['Our remainder?', 'my remainder', 'mon reste', 'notre reste'],
    ['rubber'], ['redeal'], ['meneur de jeu'], ['pied', 'le milieu'],
    ["l'Épée", 'the Sword', "l'Espada"], ['le Bâton', 'the Club', 'le Basto'],
    ['manille'], ['pouts'], ['eths Tres'], ['eths Dus'], ['périques'],
    ['espintou'], ['haricots tarbais'], ['manche'], ['Belle'], ['trucayres'],
    ['embit', 'embi'], ['embide', "j'embide"], ['cantar', 'chanter'],
    ['u aouté'], ['dus de mes'], ['detz de mes'], ['restou'],
    ['mi falta', 'mi falta embidou'], ['flor tambien'], ['demi flor'],
    ['alimidou con flor'], ['alimidou cantar'], ['alibarestou con flor'],
    ['arrétruque', 'Retruc'], ['balou quatro'], ['balou seiz'], ['balou Partido'],
    ['restou y troucou'], ['Put', 'Putt', 'I put'], ['putter'], ['resign'],
    ['throw up'],
]

CHILD_ORDER = ['headword', 'languages', 'variants', 'definition', 'alias', 'related', 'card']
SINGLE = {'headword', 'languages', 'variants', 'definition'}


def count_sentences(text):
    return len(SENTENCE_BREAK_RE.split(text))


def check(text):
    """Returns the list of problems of a glossary document (empty when good)."""
    problems = []
    try:
        root = ET.fromstring(text)
    except ET.ParseError as e:
        return [f'not well-formed XML: {e}']
    if root.tag != 'glossary':
        return [f'the root element is <{root.tag}>, not <glossary>']

    terms = {}
    headwords = {}
    names = set()
    related = []
    for n, term in enumerate(root, 1):
        if term.tag != 'term':
            problems.append(f'element {n} of <glossary> is <{term.tag}>, not <term>')
            continue
        tid = term.get('id')
        where = f'term "{tid}"' if tid else f'term {n}'
        if not tid or not ID_RE.fullmatch(tid):
            problems.append(f'{where}: id must match [a-z0-9]+(-[a-z0-9]+)*')
        elif tid in terms:
            problems.append(f'{where}: duplicate id')
        if set(term.attrib) - {'id'}:
            problems.append(f'{where}: unknown attributes {sorted(set(term.attrib) - {"id"})}')
        terms[tid] = term

        tags = [child.tag for child in term]
        for tag in tags:
            if tag not in CHILD_ORDER:
                problems.append(f'{where}: unknown element <{tag}>')
        for tag in SINGLE:
            if tags.count(tag) != 1:
                problems.append(f'{where}: needs exactly one <{tag}>, has {tags.count(tag)}')
        ranks = [CHILD_ORDER.index(tag) for tag in tags if tag in CHILD_ORDER]
        if ranks != sorted(ranks):
            problems.append(f'{where}: children must come in the order {", ".join(CHILD_ORDER)}')

        def text_of(tag):
            el = term.find(tag)
            return el.text.strip() if el is not None and el.text else ''

        headword = text_of('headword')
        if not headword:
            problems.append(f'{where}: empty headword')
        elif headword.casefold() in headwords:
            problems.append(f'{where}: headword "{headword}" also used by term "{headwords[headword.casefold()]}"')
        else:
            headwords[headword.casefold()] = tid
            names.add(headword.casefold())
        if headword.casefold() in NOT_TERMS:
            problems.append(f'{where}: "{headword}" is not a word of the game')

        languages = text_of('languages').split()
        if not languages:
            problems.append(f'{where}: no languages')
        for code in languages:
            if code not in LANGUAGES:
                problems.append(f'{where}: unknown language "{code}" (known: {" ".join(sorted(LANGUAGES))})')
        if len(set(languages)) != len(languages):
            problems.append(f'{where}: a language is listed twice')

        variants = text_of('variants').split()
        if variants == ['all']:
            variants = sorted(VARIANTS)
        elif not variants:
            problems.append(f'{where}: no variants')
        else:
            for code in variants:
                if code not in VARIANTS:
                    problems.append(f'{where}: unknown variant "{code}" (known: all or {" ".join(sorted(VARIANTS))})')
            if len(set(variants)) != len(variants):
                problems.append(f'{where}: a variant is listed twice')

        definition = ' '.join(text_of('definition').split())
        if not definition:
            problems.append(f'{where}: empty definition')
        else:
            n_sentences = count_sentences(definition)
            if not 1 <= n_sentences <= 3:
                problems.append(f'{where}: the definition has {n_sentences} sentences (1 to 3 allowed)')
            if not SENTENCE_END_RE.search(definition):
                problems.append(f'{where}: the definition does not end a sentence')
            if definition[0].islower():
                problems.append(f'{where}: the definition does not start a sentence')
            note = SOURCE_NOTE_RE.search(definition)
            if note:
                problems.append(f'{where}: the definition names where a rule was read ("{note.group(0)}"); '
                                f'say what the term means at the table')

        seen_aliases = set()
        for alias in term.findall('alias'):
            lang = alias.get('lang')
            value = (alias.text or '').strip()
            if lang not in LANGUAGES:
                problems.append(f'{where}: alias "{value}" has unknown language "{lang}"')
            if not value:
                problems.append(f'{where}: empty alias')
            if (lang, value.casefold()) in seen_aliases:
                problems.append(f'{where}: alias "{value}" ({lang}) listed twice')
            seen_aliases.add((lang, value.casefold()))
            names.add(value.casefold())
            if value.casefold() in NOT_TERMS:
                problems.append(f'{where}: alias "{value}" is not a word of the game')

        refs = []
        for rel in term.findall('related'):
            ref = rel.get('ref')
            if ref == tid:
                problems.append(f'{where}: related to itself')
            if ref in refs:
                problems.append(f'{where}: related "{ref}" listed twice')
            refs.append(ref)
            related.append((where, ref))

        cards = []
        for card in term.findall('card'):
            value = card.text or ''
            if SPANISH_CARD_RE.fullmatch(value):
                if not SPANISH_VARIANTS & set(variants):
                    problems.append(f'{where}: Spanish card "{value}" in a term of no Spanish-pack variant')
            elif FRENCH_CARD_RE.fullmatch(value):
                if not FRENCH_VARIANTS & set(variants):
                    problems.append(f'{where}: French card "{value}" in a term of no French-pack variant')
            else:
                problems.append(f'{where}: card "{value}" is not a card of the Spanish (1-7 10 11 12 + EBOC) '
                                f'or French (A 2-10 J Q K + SHDC) deck')
            if value in cards:
                problems.append(f'{where}: card "{value}" listed twice')
            cards.append(value)

    for where, ref in related:
        if ref not in terms:
            problems.append(f'{where}: related term "{ref}" does not exist')

    if len(terms) < MIN_TERMS:
        problems.append(f'only {len(terms)} terms; the glossary of doc/rules.md §10 needs at least {MIN_TERMS}')

    for row in RULES_ROWS:
        if row[0].casefold() not in headwords:
            problems.append(f'doc/rules.md §10 row "{" / ".join(row)}": no term has the headword "{row[0]}"')
        for name in row[1:]:
            if name.casefold() not in names:
                problems.append(f'doc/rules.md §10 row "{" / ".join(row)}": "{name}" is neither a headword nor an alias')

    return problems


# (what is damaged, how, words the message must contain)
DAMAGES = [
    ('duplicate id', lambda s: s.replace('<term id="retruco">', '<term id="truco">', 1), 'duplicate id'),
    ('bad id', lambda s: s.replace('<term id="retruco">', '<term id="Retruco">', 1), 'id must match'),
    ('bad Spanish card', lambda s: s.replace('<card>1E</card>', '<card>13E</card>', 1), 'is not a card'),
    ('8 of a Spanish suit', lambda s: s.replace('<card>7O</card>', '<card>8O</card>', 1), 'is not a card'),
    ('unknown suit', lambda s: s.replace('<card>1B</card>', '<card>1X</card>', 1), 'is not a card'),
    ('French card in a Spanish term', lambda s: s.replace('<card>1E</card>', '<card>AS</card>', 1), 'French card'),
    ('broken related ref', lambda s: s.replace('<related ref="retruco"/>', '<related ref="retrucco"/>', 1),
     'does not exist'),
    ('self relation', lambda s: s.replace('<related ref="retruco"/>', '<related ref="truco"/>', 1), 'itself'),
    ('unknown variant', lambda s: s.replace('<variants>ar</variants>', '<variants>ar uy</variants>', 1),
     'unknown variant'),
    ('unknown language', lambda s: s.replace('<languages>es</languages>', '<languages>es it</languages>', 1),
     'unknown language'),
    ('unknown alias language', lambda s: s.replace('<alias lang="pl">', '<alias lang="xx">', 1), 'unknown language'),
    ('four sentences', lambda s: s.replace('</definition>', ' One more. And another.</definition>', 1),
     'sentences'),
    ('missing definition', lambda s: re.sub(r'<definition>[^<]*</definition>', '', s, count=1),
     'exactly one <definition>'),
    ('children out of order', lambda s: re.sub(r'(<headword>[^<]*</headword>)(\s*)(<languages>[^<]*</languages>)',
                                               r'\3\2\1', s, count=1), 'order'),
    ('missing §10 term', lambda s: re.sub(r'<term id="contraflor">.*?</term>', '', s, count=1, flags=re.S),
     'no term has the headword "contraflor"'),
    ('missing alias', lambda s: s.replace('<alias lang="pl">kwiat</alias>', '', 1), '"kwiat"'),
    ('not well-formed', lambda s: s.replace('</glossary>', '', 1), 'well-formed'),
    ('note about a source', lambda s: s.replace('</definition>', ' According to the German source it differs.</definition>', 1),
     'where a rule was read'),
    ('note about an author', lambda s: s.replace('</definition>', ' So says Parlett.</definition>', 1),
     'where a rule was read'),
    ('section number', lambda s: s.replace('</definition>', ' See §2.5.</definition>', 1),
     'where a rule was read'),
    ('translation artefact as a term', lambda s: s.replace('<headword>juez árbitro</headword>', '<headword>pile</headword>', 1),
     'not a word of the game'),
    ('translation artefact as an alias', lambda s: s.replace('<alias lang="pl">kwiat</alias>',
                                                             '<alias lang="pl">kwiat</alias><alias lang="en">maps</alias>', 1),
     'not a word of the game'),
]


def self_test(text):
    failures = 0
    if check(text):
        print('not ok: the glossary must be good before damaging it')
        return 1
    for name, damage, expected in DAMAGES:
        damaged = damage(text)
        if damaged == text:
            print(f'not ok - {name}: the damage did not apply (the glossary changed?)')
            failures += 1
            continue
        problems = check(damaged)
        if any(expected in p for p in problems):
            print(f'ok - {name} is caught: {next(p for p in problems if expected in p)}')
        else:
            print(f'not ok - {name} is not caught (expected "{expected}"), problems: {problems}')
            failures += 1
    return failures


def main(argv):
    if len(argv) == 3 and argv[1] == '--self-test':
        with open(argv[2], encoding='utf-8') as f:
            return 1 if self_test(f.read()) else 0
    if len(argv) != 2:
        print(f'usage: {argv[0]} [--self-test] GLOSSARY.xml', file=sys.stderr)
        return 2
    with open(argv[1], encoding='utf-8') as f:
        text = f.read()
    problems = check(text)
    for p in problems:
        print(f'{argv[1]}: {p}')
    if problems:
        return 1
    n = len(ET.fromstring(text))
    print(f'{argv[1]}: {n} terms, every doc/rules.md §10 row present')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
