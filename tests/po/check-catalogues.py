#!/usr/bin/python3
# tests/po/check-catalogues.py
#
# Copyright 2026 The Truquero authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Catches the slips that msgfmt does not: within one language (the program's
# catalogue and the help's together), apostrophes of one kind only, and the
# same word for the same thing: the suits as the card names say them, no
# word of another language where this one has its own, the words and the
# register of the language's word list (po/terms/LL.tsv: a rendering the list
# calls wrong, where the English holds the term, fails), and French no-break
# spaces before : ; ! ? and inside « ».
#
#   check-catalogues.py SOURCE_ROOT               check po/*.po and help/*/*.po
#   check-catalogues.py --self-test SOURCE_ROOT   damage copies of the
#                                                 catalogues and check that
#                                                 each damage is caught

import os
import re
import sys

# The suits of the Spanish pack as each language names them in the card
# names ("as de bastons"), and the forms that must not appear beside them
# (a word of another language, or a second name for the same suit).  A form
# that the English text itself quotes (a Spanish game word such as "ancho
# de bastos") is allowed.
SUITS = {
    'ca': {'swords': 'espases', 'clubs': 'bastons', 'coins': 'ors', 'cups': 'copes'},
    'es': {'swords': 'espadas', 'clubs': 'bastos', 'coins': 'oros', 'cups': 'copas'},
    'fr': {'swords': 'épée', 'clubs': 'bâton', 'coins': 'deniers', 'cups': 'coupe'},
    'pl': {'swords': 'mieczy', 'clubs': 'maczug', 'coins': 'monet', 'cups': 'kielichów'},
}
FORBIDDEN = {
    # The Spanish name of the suit, "coll" beside "pal" for a suit, and the
    # French manche where Catalan says mànega.
    'ca': [r'\bbastos\b', r'\boros\b', r'\bcolls?\b', (r'(?<!\()\bmanches?\b', 'always')],
    # "manches" is the French plural: a Spanish sentence says "rondas",
    # even where the English keeps the French word.
    'es': [(r'\bmanches\b', 'always'), r'\bbastones\b'],
    # The Truc y Flou name of the suit only in "manille de soleil".
    'fr': [r'(?<!manille de )\bsoleil\b', r'\bépées de\b'],
    # Polish says runda for the manche of Truc y Flou.
    'pl': [r'\bbuław\w*', r'\bpałek\b', r'\bzłot(?:a|ych)\b', (r'(?<!\()\bmanche\w*', 'always')],
}
# Quotation marks as each language writes them: a second kind beside them
# is a slip (Catalan, Spanish and French quote «así»; Polish „tak”).
WRONG_QUOTES = {'ca': '“', 'es': '“', 'fr': '“', 'pl': '«'}
CARD_RE = re.compile(r'^(?:ace|two|three|four|five|six|seven|jack|knight|king) of (swords|clubs|coins|cups)$')
# French puts a no-break space (U+00A0, or the narrow U+202F) before : ; ! ?
# and » and after «; a plain space there lets the line break before the mark.
FRENCH_SPACE_RE = re.compile(r'(?<=\S) [:;!?»]|« ')
STRAIGHT_RE = re.compile(r"(?<=\w)'(?=\w)")
# The singular form of a plural message is used for n = 1 alone (in all four
# languages): "el 1 punto que le faltaba" reads oddly where a native says "el
# punto que le faltaba".  A determiner right before the number that the
# plural follows is caught; drop the number there (msgfmt allows it in a form
# used for one n only) or say it without the determiner ("1 punto, justo el
# que le faltaba").
SINGULAR_DETERMINERS = {
    'es': r'el|la|los|las|ese|esa|este|esta|aquel|aquella',
    'ca': r'el|la|els|les|aquest|aquesta|aquell|aquella',
    'fr': r'le|la|les|ce|cet|cette',
    'pl': r'ten|ta|to|tego|tej|tych|te|brakujący|brakującą|jedyny|jedyną',
}
CONVERSION_RE = re.compile(r'%(\d+\$)?[-+ #0]*\d*(?:l|ll|h|z)?[sducfx]')
# Calques and broken agreement that a reader of the language stumbles on:
# (pattern, what to say instead).  A card name (%s) is filled in as it
# stands ("rei d’espases", "siódemka mieczy"), so no adjective, participle,
# case or article may have to agree with it.
# A message in which the program fills in two names (the learner, Ana, Marta):
# no word may agree with both.
TWO_NAMES = r'(?s)(?=(?:.*?%(?:\d\$)?s){2}).*?'
CALQUES = {
    'es': [(r'%(?:\d\$)?[du](?: chicos)? que ganan\b',
            'numbers do not win: say "los %d necesarios para ganar"'),
           (r'\b(?:vas|va) primero (?:desde el mano|en la ronda)\b',
            'a calque of "comes first from the mano": say "contando desde el mano, juega antes"'),
           (r'\blos puntos se anotan primero\b',
            'a sentence that changes construction: say "se anota primero la flor, luego…"'),
           (r'\benseñ\w* (?:tus|tu|los|sus|su) (?:puntos|flor|cartas?|envido)\b',
            '"enseñar" for show is Peninsular and reads as teach: say "mostrar"'),
           (r'\bcada uno para sí\b',
            'a calque of "each for himself": say "cada uno por su cuenta"'),
           (r'\blas habilidades de aquí\b',
            'a calque of "here": say "las habilidades disponibles"'),
           (r'(%\d\$s)\b[^.:;]*, así que \1 ', 'the same name said twice in one sentence: "%1$s es el mano, así que gana"'),
           (r'(?<![\w-])a \d+ a \d+\b', 'a score said "a 18 a 22": say "con el tanteador 18 a 22"'),
           (r'\bpartida\b[^.;]*\blo (?:gana|ganó)\b', 'the match is "la partida": "la gana"'),
           (r'\bel empate lo gana\b', 'a calque of "the tie is won by": say "en caso de empate gana"'),
           (r'\bmovido aparte\b', 'a calque of "moved aside": say "se movió a otro lugar"'),
           (r'\bun %(?:\d\$)?s (?:no )?querid[oa]\b', 'a call inserted where it must agree: say "el no quiero a «%s»"'),
           (r'\btanteos?\b', 'not the list\'s word for a score: say "puntaje", "puntos", "tantos", or "tanteador" for the board'),
           (r'\bmanos (?:\w+ )?son (?:los )?redondos\b', 'hands are feminine: say "cada mano es un redondo", "solo se juegan redondos"'),
           (r'(?:, y|,) sabe (?:cuándo|qué|quién|cuánto)\b', 'an imperative that reads oddly in a goal: say "aprende cuándo…"'),
           # Round 7 of the raters.
           (r'\bSigue el valor\b', 'a calque of "follow the value": say "fíjate cuánto vale la mano después de cada canto"'),
           (r'\blo querido antes\b', 'nothing is querido before a first call: say "lo que valía antes del canto"'),
           (r'\bConoce (?:quién|quiénes|cuándo|qué|cómo|cuánto|cuánta|cuál|cuáles)\b',
            'conocer with a question is a calque: say "Aprende quién…"'),
           (r'\bno pasa la salida\b', 'a calque of "does not pass the lead": say "si la baza queda empatada la salida no cambia"'),
           (r'\breglas cuentan\b', 'rules do not count: say "con estas reglas los puntos se cuentan de corrido"'),
           (r'\basientos alternos\b', 'a calque of "alternate seats": say "sentados intercalados"'),
           (r'\bjuego se juega\b', 'a calque of "a game is played": say "se juega a 5 puntos"'),
           (r'\bcon el resto al final\b', '"el resto" reads as the game word: say "junto con los demás puntos"'),
           (r'\b[Ss]ub(?:e|es|en|ir|ió|o) la mano(?! (?:de|a|hasta)\b)',
            'with no number it reads as raising a hand: say "sube la apuesta"'),
           (r'\buno es brava\b', 'a brava is a noun: say "solo uno de ellos es una brava"'),
           (r'\bpendiente ahora\b', 'stiff: say "toca repasar ahora"'),
           (r'%(?:\d\$)?[du] (?:punto|tanto) que\b',
            'the form for 1 lacks the article: say "pierdes el punto que hiciste" or "más lo que hiciste en esta mano (%1$d punto)"'),
           (r'\bno se (?:le )?puede no\b', 'a double negative: say "a este canto no se le puede decir no quiero"'),
           (r'\bcon flor con \w+ con flor\b', '"con" three times: quote the calls, "Al «alimidou con flor», … contesta «alibarestou con flor»"')],
    'ca': [(r'%(?:\d\$)?[du](?: chicos)? que guanyen\b',
            'numbers do not win: say "els %d que calen per guanyar"'),
           (r'\b(?:vas|va) (?:primer|abans)(?: comptant)? des del mano\b',
            'a calque of "comes first from the mano": say "comptant des del mano, juga abans"'),
           (r'\bels punts s’apunten primer\b',
            'a sentence that changes construction: say "s’apunta primer la flor, després…"'),
           (r'\bpujades (?:del \w+ )?van\b',
            'a calque of "climb": say "les pujades són…"'),
           (r'(%\d\$s)\b[^.:;]*, així que \1 ', 'the same name said twice in one sentence: "%1$s és mano, així que guanya"'),
           (r'(?<![\w-])a \d+ a \d+\b', 'a score said "a 18 a 22": say "amb el marcador 18 a 22"'),
           (r'\bl’empat el guanya\b', 'a calque of "the tie is won by": say "en cas d’empat guanya"'),
           (r'\bmogut a part\b', 'a calque of "moved aside": say "s’ha mogut a un altre lloc"'),
           (r'(?<!equip )%(?:\d\$)?s,? (?:és|era|serà) (?:més |menys |tan )?(?:fort|alt|baix|bo|dolent)a?\b',
            'an adjective agreeing with a card name: say "a la basa guanya %s"'),
           (r'%(?:\d\$)?s,? (?:jugad|guanyad|tirad|posad)[aoe]s? per\b',
            'a participle agreeing with a card name: say "%s, que ha jugat %s,"'),
           (r'\bun %(?:\d\$)?s refusat\b', 'a call inserted where it must agree: say "refusar «%s»"'),
           (r'\bConèixer (?:qui|quins?|quines|quant|què|com)\b', 'conèixer with a question is a calque: say "Saber qui…"'),
           (r'^L’equip del primer$', 'cryptic: say "L’equip del primer a jugar"'),
           (r'^Se n’ha anat al mazo$', 'a general label: mazo is Argentine only; say "Ha abandonat la mà"'),
           (r'%(?:\d\$)?[du] (?:punt|vegada) que\b|\bdonar %(?:\d\$)?[du] vegada\.',
            'the form for 1 lacks the article: say "perds el punt que has fet" or "més el que has fet (%1$d punt)"'),
           (TWO_NAMES + r'\btot(?:s|es) (?:dos|dues)\b(?! equips)',
            'two names the program fills in may be a man and a woman: say "tant %s com %s", not "tots dos"')],
    'fr': [(r'%(?:\d\$)?[du](?: chicos)? qui gagnent\b',
            'numbers do not win: say "les %d nécessaires pour gagner"'),
           (r'\b(?:venez|vient) (?:en |le )?premier (?:depuis le mano|à partir du mano|dans le tour)\b',
            'a calque of "comes first from the mano": say "en partant du mano, joue avant"'),
           (r'\bles points se marquent d’abord la\b',
            'a sentence that changes construction: say "on marque d’abord la flor, puis…"'),
           (r'\bannonceurs?\b',
            'an annonceur is an advertiser: say "enchérisseur"'),
           (r'\bHors des\b',
            'not idiomatic for "apart from": say "À part les"'),
           (r'\bsignes? \(señas?\) (?:sont|est) de\b',
            'say "Sa seña consiste à…"'),
           (r'\bputter\b',
            'an English word: say "celui qui a dit put"'),
           (r'(%\d\$s)\b[^.:;]*, \1 \w+ donc', 'the same name said twice in one sentence: "%1$s est le mano et gagne donc"'),
           (r'(?<![\w-])[àÀ] \d+ à \d+\b', 'a score said "À 18 à 22": say "Au score de 18 à 22"'),
           (r'\bégalité est gagnée\b', 'a calque of "the tie is won by": say "à égalité, c’est %s qui l’emporte"'),
           (r'\bfixée en championnat\b', 'a calque: say "tranchée par le règlement des championnats"'),
           (r'(?<!camp )%(?:\d\$)?s,? (?:est|était|sera) (?:plus |moins |aussi )?(?:fort|haut|bas|faible)e?\b',
            'an adjective agreeing with a card name: say "%s bat %s" or "c’est %s qui l’emporte"'),
           (r'%(?:\d\$)?s,? (?:jouée?s?|posée?s?|gagnée?s?|battue?s?) par\b',
            'a participle agreeing with a card name: say "%s, que joue %s,"'),
           (r'\bun %(?:\d\$)?s refusé\b', 'a call inserted where it must agree: say "refuser « %s »"'),
           (r'\bas faux\b', 'French says "faux as"'),
           (r'\bRègles maison pour\b', 'missing article: say "Règles maison du Truc…"'),
           (r'\b[Dd]onne(?:r|z)? (?:au moins )?une annonce\b', 'one does not "donner" an annonce: say "indiquer" or "faire"'),
           (TWO_NAMES + r'\b(?:tous|toutes) (?:les )?deux\b',
            'two names the program fills in may be a man and a woman: say "%s et %s sont à égalité", not "tous deux"'),
           (r'%(?:\d\$)?s (?:est|était|sera) (?:le )?(?:premier|dernier|seul)\b',
            'a word agreeing with a name the program fills in (Ana): say "c’est le premier en main, %s, qui…"'),
           (r'\bvous êtes (?:allé|parti|resté|venu|arrivé|monté|premier|dernier|seul)\b',
            'the learner may be a woman: say "vous avez choisi d’aller au mazo", with no participle to agree')],
    'pl': [(r'%(?:\d\$)?[du] chico,? które wygrywają\b|\btyle, ile wygrywa\b',
            'numbers do not win: say "potrzebnych do wygrania meczu"'),
           (r'%(?:\d\$)?[du] przeciw %(?:\d\$)?[du]',
            'not how a Polish score is said: say "%1$d do %2$d"'),
           (r'\brosną w jednej kolejności\b|\bw jednej kolejności\b',
            'a calque of "climb in one order": say "idą zawsze w tej samej kolejności"'),
           (r'\b(?:[Ww]|[Pp]rzy) (?:równych )?embit\b',
            'embit declines: say "w embicie", "przy embicie"'),
           (r'\bputter\w*',
            'an English word: say "zgłaszający put"'),
           (r'(%\d\$s)\b[^.:;]*, więc \1 ', 'the same name said twice in one sentence: "%1$s jest mano, więc wygrywa"'),
           (r'\b(?:równ\w*|biją|bije|pobije|przyszła po|przyszedł po) %(?:\d\$)?s\b',
            'a card name after a word that governs a case: say "karta %s", "tej samej wartości co %s"'),
           (r'\bprzeniesione na bok\b', 'a calque of "moved aside": say "przeniesiono w inne miejsce"'),
           (r'\bKarty rzucono\b', 'inverted order: say "Rzucono karty"'),
           (r'\bremis wygrywa\b', 'a calque of "the tie is won by": say "przy remisie wygrywa"'),
           (r'\b(?:powiedzieć|mówi|mówić|mówiąc|mówisz|powie|powiesz) (?:tylko jeden )?(?:put|flor|truco|envido|embit|pido flor)\b',
            'a call is "zgłosić": say "zgłasza flor"'),
           (r'(?<![Gg]racz )(?<![Gg]racza )(?<![Dd]rużyna )%(?:\d\$)?s (?:się )?\w*(?:ał|ął|ił|ył|ół|eł|ała|ęła|iła|yła)(?!\w)',
            'a past tense after a name the program fills in must agree with its gender: say "%s bierze", or "gracz %s wziął"'),
           (r'\b\w+(?:łeś|łaś|łbyś|łabyś)\b',
            'the learner may be a man or a woman: use the present tense, or a form with no gender ("po wycofaniu się")'),
           (r'\bza: %', 'no colon before a filled-in game word: say "za %s"'),
           (r'\bjej gracz\b', 'a calque of "its player": say "ten, kto ją zagrał"'),
           (r'\bzadać tylko z tematami\b', 'a calque: say "opierając się tylko na omówionych tematach"'),
           (r'\b(?:wygrania|do końca|zwycięstwa w) mecz(?!\w)', 'the genitive: say "do wygrania meczu"')],
}
CURLY_RE = re.compile(r'(?<=\w)’(?=\w)')


def word_re(alternatives):
    """One pattern for "a | b c | d\\w*", each matched between word boundaries."""
    alts = [a.strip() for a in alternatives.split(' | ') if a.strip()]
    return re.compile(r'(?<![\w’\'-])(?:' + '|'.join(alts) + r')(?![\w-])', re.I)


def load_terms(top, lang):
    """The rules of po/terms/LANG.tsv: (english, use, wrong, exceptions) for
    each line that names wrong renderings.  english is None for a rule of
    register (column 1 "*"), which holds in every message."""
    rules = []
    path = os.path.join(top, 'po', 'terms', f'{lang}.tsv')
    if not os.path.exists(path):
        return rules
    with open(path, encoding='utf-8') as f:
        for n, line in enumerate(f, 1):
            if line.startswith('#') or not line.strip():
                continue
            cols = line.rstrip('\n').split('\t')
            cols += [''] * (5 - len(cols))
            english, use, wrong, exceptions = cols[0].strip(), cols[1].strip(), cols[2].strip(), cols[3].strip()
            if english == 'english' or not wrong:
                continue
            # "*" alone is a rule of register; "* side | sides" a word that
            # holds in every message, whatever its English says.
            en_re = None if english.startswith('*') else word_re(english)
            excepts = []
            for e in filter(None, (x.strip() for x in exceptions.split(' ; '))):
                kind, _, value = e.partition(':')
                if kind == 'en':
                    excepts.append(('en', re.compile(value, re.I)))
                elif kind in ('ref', 'ctxt'):
                    excepts.append((kind, value))
                else:
                    raise ValueError(f'{path}:{n}: unknown exception "{e}"')
            rules.append((english, use, word_re(wrong), en_re, excepts))
    return rules


def term_problems(rules, ctxt, msgid, refs, s):
    """The renderings of s that its language's word list forbids here."""
    found = []
    for english, use, wrong_re, en_re, excepts in rules:
        if en_re is not None and not en_re.search(msgid):
            continue
        m = wrong_re.search(s)
        if not m or wrong_re.search(msgid):
            continue
        if any((kind == 'en' and value.search(msgid)) or
               (kind == 'ref' and any(value in r for r in refs)) or
               (kind == 'ctxt' and ctxt == value) for kind, value in excepts):
            continue
        if english == '*':
            what = 'a slip of register'
        elif en_re is None:
            what = f'for "{english[1:].strip()}" (in every message)'
        else:
            what = f'for "{english}"'
        found.append(f'"{m.group(0)}" {what}: this language says {use} (po/terms)')
    return found


def unquote(s):
    return re.sub(r'\\(.)', lambda m: {'n': '\n', 't': '\t'}.get(m.group(1), m.group(1)), s)


def block_fields(block):
    """The msgctxt, msgid, msgid_plural and msgstr fields of one PO entry,
    unquoted and joined across lines."""
    fields = {}
    key = None
    for line in block.split('\n'):
        m = re.match(r'^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?) "(.*)"$', line)
        if m:
            key = m.group(1)
            fields[key] = unquote(m.group(2))
        elif line.startswith('"') and key is not None:
            fields[key] += unquote(line[1:-1])
        elif not line.startswith('#'):
            key = None
    return fields


def parse(text, refs=None):
    """Yields (msgctxt, msgid, [msgstr…]) of each translated entry; msgid
    holds the plural msgid too.  With refs (a list), the entry's source
    references are put in it before each entry is yielded."""
    for block in text.split('\n\n'):
        fields = block_fields(block)
        if refs is not None:
            refs[:] = [r for line in block.split('\n') if line.startswith('#:') for r in line[2:].split()]
        if fields.get('msgid'):
            strs = [v for k, v in fields.items() if k.startswith('msgstr') and v]
            msgid = fields['msgid']
            if fields.get('msgid_plural'):
                msgid += '\n' + fields['msgid_plural']
            yield fields.get('msgctxt'), msgid, strs


def governing(msgid, plural):
    """The conversions of msgid that the plural follows: those whose next
    word changes in msgid_plural ("%d point" / "%d points"), by position
    ("2$") or, unnumbered, by index."""
    a, b = list(CONVERSION_RE.finditer(msgid)), list(CONVERSION_RE.finditer(plural))
    found = set()
    if len(a) != len(b):
        return found
    for i, (x, y) in enumerate(zip(a, b)):
        wa = re.match(r'\s*(\w+)', msgid[x.end():])
        wb = re.match(r'\s*(\w+)', plural[y.end():])
        if wa and wb and wa.group(1) != wb.group(1):
            found.add(x.group(1) or i)
    return found


def singular_problems(lang, text):
    """The singular forms that put a determiner before the number the plural
    follows ("el %d punto", "le %d point", "ten %d punkt")."""
    found = []
    dets = SINGULAR_DETERMINERS.get(lang)
    if not dets:
        return found
    pattern = re.compile(r'(?<![\w’])(?:' + dets + r')\s+(%(?:\d+\$)?[du])(?=\s)', re.I)
    for block in text.split('\n\n'):
        fields = dict(re.findall(r'^(msgid|msgid_plural|msgstr\[0\]) "(.*)"$', block, re.M))
        if not fields.get('msgid_plural') or not fields.get('msgstr[0]'):
            continue
        msgid, plural, s = (unquote(fields[k]) for k in ('msgid', 'msgid_plural', 'msgstr[0]'))
        gov = governing(msgid, plural)
        convs = [m.start() for m in CONVERSION_RE.finditer(s)]
        for m in pattern.finditer(s):
            numbered = re.match(r'%(\d+\$)', m.group(1))
            key = numbered.group(1) if numbered else convs.index(m.start(1))
            if key in gov:
                found.append(f'"{msgid[:60]}": the form for 1 says "{m.group(0)}": drop the number there '
                             'or the determiner')
    return found


def count_problems(lang, text):
    """Polish: a number before "kart…" or "punkt…" whose form is fixed (outside
    a plural message, or not the number the plural follows): "zostaje %u
    kart" breaks for 22-24.  Say "kart w talii: %u" or "%u pkt"."""
    found = []
    if lang != 'pl':
        return found
    pattern = re.compile(r'(%(?:\d+\$)?[du]) (?:kart[yę]?|punkt(?:y|ów)?)(?!\w)')
    for block in text.split('\n\n'):
        fields = dict(re.findall(r'^(msgid|msgid_plural|msgstr(?:\[\d\])?) "(.*)"$', block, re.M))
        msgid = unquote(fields.get('msgid', ''))
        if not msgid:
            continue
        plural = fields.get('msgid_plural')
        gov = governing(msgid, unquote(plural)) if plural else set()
        for k, v in fields.items():
            if not k.startswith('msgstr'):
                continue
            s = unquote(v)
            convs = [m.start() for m in CONVERSION_RE.finditer(s)]
            for m in pattern.finditer(s):
                numbered = re.match(r'%(\d+\$)', m.group(1))
                key = numbered.group(1) if numbered else convs.index(m.start(1))
                # A plural message whose plural follows no number that the
                # check can see ("%u more card") is left to the translator.
                if (not plural or gov) and key not in gov:
                    found.append(f'"{msgid[:60]}": "{m.group(0)}" does not agree for every number: '
                                 'say "kart w talii: %u" or "%u pkt"')
    return found


# One plural per message (issue 23): a message that ngettext chooses by one
# number cannot make a second number agree with its noun ("%u review due in
# the next %u days" reads "2 days" for 2 and 1 reviews, and Polish needs
# "2 dni" / "5 dni" / "22 dni").  A source message (po/truquero.pot, or the
# catalogues' msgids where the template has not been generated) with
# msgid_plural is flagged when two or more of its numbers are each followed
# by a counted noun, a word that some plural message of the sources makes
# agree ("point"/"points", "day"/"days").  A number in an equation
# ("%d − %d = %d") or after a colon ("today included: %u") needs no
# agreement and passes; the same numbered argument twice counts once.
NOT_NOUNS = {'was', 'were', 'is', 'are', 'has', 'have', 'does', 'do'}
NUMBER_RE = re.compile(r'%(\d+\$)?[-+ #0]*\d*(?:l|ll|h|z)?[du]')
# Messages known to say two counts in one plural message, left for a
# later change: none now.
KNOWN_TWO_PLURALS = set()


def source_plurals(top):
    """(msgid, msgid_plural) of every plural message of the sources."""
    pot = os.path.join(top, 'po', 'truquero.pot')
    paths = [pot] if os.path.exists(pot) else [os.path.join(top, 'po', f'{l}.po') for l in sorted(SUITS)]
    found = {}
    for path in paths:
        if not os.path.exists(path):
            continue
        with open(path, encoding='utf-8') as f:
            text = f.read()
        for block in text.split('\n\n'):
            fields = block_fields(block)
            if fields.get('msgid') and fields.get('msgid_plural'):
                found[fields['msgid']] = fields['msgid_plural']
    return list(found.items())


def counted_nouns(plurals):
    """The words that some plural message makes agree with its number."""
    nouns = set()
    for msgid, plural in plurals:
        a, b = list(NUMBER_RE.finditer(msgid)), list(NUMBER_RE.finditer(plural))
        if len(a) != len(b):
            continue
        for x, y in zip(a, b):
            wa = re.match(r'\s+(\w+)', msgid[x.end():])
            wb = re.match(r'\s+(\w+)', plural[y.end():])
            if wa and wb and wa.group(1) != wb.group(1):
                nouns.update(w.lower() for w in (wa.group(1), wb.group(1)) if w.lower() not in NOT_NOUNS)
    return nouns


def counted_numbers(nouns, text):
    """The numbers of text each followed by a counted noun (right after it,
    or after one word: "%u more cards"), one key per argument."""
    keys = []
    for i, m in enumerate(NUMBER_RE.finditer(text)):
        w = re.match(r'\s+(?:(\w+)\s+)?(\w+)', text[m.end():])
        if w and (w.group(2).lower() in nouns or (w.group(1) or '').lower() in nouns):
            key = m.group(1) or i
            if key not in keys:
                keys.append(key)
    return keys


def plural_problems(plurals, known=KNOWN_TWO_PLURALS):
    """The plural messages of the sources that make two numbers agree."""
    nouns = counted_nouns(plurals)
    problems = []
    for msgid, plural in plurals:
        if msgid in known:
            continue
        counted = [m for m in (counted_numbers(nouns, msgid), counted_numbers(nouns, plural)) if m]
        if any(len(c) >= 2 for c in counted):
            problems.append(f'po/truquero.pot: "{plural[:70]}": one plural form cannot make two numbers '
                            'agree: split the sentence, or say the second number where it needs no noun '
                            '("3 × 2 = 6", "in all: 6")')
    return problems


def check(catalogues, terms=None):
    """catalogues: {lang: [(name, text)…]}; terms: {lang: rules} from
    load_terms.  Returns the list of problems."""
    problems = []
    for lang, files in sorted(catalogues.items()):
        straight = []
        curly = []
        rules = (terms or {}).get(lang, [])
        for name, text in files:
            problems += [f'{name}: {p}' for p in singular_problems(lang, text)]
            problems += [f'{name}: {p}' for p in count_problems(lang, text)]
            refs = []
            for ctxt, msgid, strs in parse(text, refs):
                for s in strs:
                    where = f'{name}: "{msgid[:60]}"'
                    for p in term_problems(rules, ctxt, msgid, refs, s):
                        problems.append(f'{where}: {p}')
                    if STRAIGHT_RE.search(s):
                        straight.append(where)
                    if CURLY_RE.search(s):
                        curly.append(where)
                    for rule in FORBIDDEN.get(lang, []):
                        pattern, always = (rule[0], True) if isinstance(rule, tuple) else (rule, False)
                        m = re.search(pattern, s)
                        if m and (always or not re.search(pattern, msgid)):
                            problems.append(f'{where}: "{m.group(0)}" is not the word this language uses here')
                    if lang == 'fr':
                        m = FRENCH_SPACE_RE.search(s)
                        if m:
                            problems.append(f'{where}: a plain space in "{m.group(0)}" where French writes a '
                                            'no-break space')
                    for pattern, instead in CALQUES.get(lang, []):
                        m = re.search(pattern, s)
                        if m:
                            problems.append(f'{where}: "{m.group(0)}": {instead}')
                    quote = WRONG_QUOTES.get(lang)
                    if quote and quote in s:
                        problems.append(f'{where}: quotation mark {quote} where this language writes '
                                        f'{"„…”" if lang == "pl" else "«…»"}')
                    card = CARD_RE.match(msgid)
                    if card and ctxt == 'Spanish-suited card' and lang in SUITS:
                        suit = SUITS[lang][card.group(1)]
                        if suit not in s:
                            problems.append(f'{where}: the card name "{s}" does not say the suit "{suit}"')
        if straight and curly:
            problems.append(f'{lang}: apostrophes of both kinds: straight (\') in {len(straight)} messages, '
                            f'such as {straight[0]}; typographic (’) in {len(curly)}')
    return problems


def load(top):
    catalogues = {}
    for lang in sorted(SUITS):
        for path in (f'po/{lang}.po', f'help/{lang}/{lang}.po'):
            full = os.path.join(top, path)
            if os.path.exists(full):
                with open(full, encoding='utf-8') as f:
                    catalogues.setdefault(lang, []).append((path, f.read()))
    return catalogues


# The concepts every word list must give its word for (column 1 of some line).
REQUIRED_TERMS = ['side', 'hand', 'trick', 'game', 'match', 'round', 'chico', 'mano', 'pie', 'eldest',
                  'call', 'envido', 'truco', 'flor', 'quiero', 'truc', 'three if I play', 'embit',
                  'balou quatro', 'alimidou con flor', 'put', 'swords', 'jack', 'Beginner', 'Learn']


def missing_terms(top):
    """The required concepts that a language's po/terms/LL.tsv does not list."""
    problems = []
    for lang in sorted(SUITS):
        path = os.path.join(top, 'po', 'terms', f'{lang}.tsv')
        if not os.path.exists(path):
            problems.append(f'po/terms/{lang}.tsv is missing')
            continue
        with open(path, encoding='utf-8') as f:
            listed = {t.strip() for line in f if not line.startswith('#')
                      for t in line.split('\t')[0].lstrip('* ').split(' | ')}
        problems += [f'po/terms/{lang}.tsv gives no word for "{t}"' for t in REQUIRED_TERMS if t not in listed]
    return problems


def load_specimens(top):
    """The self-test's own catalogues: tests/po/specimens/LANG.po and
    help-LANG.po, named as the catalogues they were copied from."""
    catalogues = {}
    folder = os.path.join(top, 'tests', 'po', 'specimens')
    for lang in sorted(SUITS):
        for path, name in ((f'{lang}.po', f'po/{lang}.po'), (f'help-{lang}.po', f'help/{lang}/{lang}.po')):
            full = os.path.join(folder, path)
            if os.path.exists(full):
                with open(full, encoding='utf-8') as f:
                    catalogues.setdefault(lang, []).append((name, f.read()))
    return catalogues


def damaged(catalogues, lang, old, new):
    """A copy of catalogues with the first old of lang's catalogues (the
    program's, then the help's) replaced by new; and whether it was found."""
    copy = {l: list(files) for l, files in catalogues.items()}
    for i, (name, text) in enumerate(copy[lang]):
        if old in text:
            copy[lang][i] = (name, text.replace(old, new, 1))
            return copy, True
    return copy, False


# (what is damaged, language, old, new, words the message must contain)
DAMAGES = [
    ('straight apostrophe in Catalan', 'ca', 'msgstr "as d’espases"', 'msgstr "as d\'espases"', 'both kinds'),
    ('straight apostrophe in French', 'fr', 'msgstr "as d’épée"', 'msgstr "as d\'épée"', 'both kinds'),
    ('Spanish suit in a Catalan card', 'ca', 'msgstr "as de bastons"', 'msgstr "as de bastos"', '"bastos"'),
    ('French word in Spanish', 'es', 'al mejor de tres rondas', 'al mejor de tres manches', '"manches"'),
    ('card without its suit', 'pl', 'msgstr "as mieczy"', 'msgstr "as szpad"', 'does not say the suit'),
    ('coll beside pal', 'ca', 'del mateix pal', 'del mateix coll', '"coll"'),
    ('French manche in Catalan', 'ca', 'al millor de tres mànegues', 'al millor de tres manches', '"manches"'),
    ('English quotes in Spanish', 'es', '«Dos puntos más»', '“Dos puntos más”', 'quotation mark'),
    # The word lists of po/terms: a listed wrong rendering where the English
    # holds the term, and the register each list names.
    ('Spanish vosotros', 'es', 'msgstr "Tu equipo gana la mano."', 'msgstr "Vuestro equipo gana la mano."',
     '"Vuestro" a slip of register'),
    ('Spanish usted in the app', 'es', 'msgstr "Elige una variante para ver', 'msgstr "Elija una variante para ver',
     '"Elija" a slip of register'),
    ('Spanish usted in the help', 'es', 'msgstr "Elige el juego y las reglas de la casa',
     'msgstr "Elija el juego y las reglas de la casa', 'help/es/es.po'),
    ('Spanish voseo', 'es', 'msgstr "¿Qué juego quieres aprender?"', 'msgstr "¿Qué juego querés aprender?"',
     '"querés" a slip of register'),
    ('Spanish bando for a side', 'es', 'msgstr "Tu equipo gana la mano."', 'msgstr "Tu bando gana la mano."',
     '"bando" for "side'),
    ('Spanish ordenador', 'es', 'msgstr "Jugadores de la computadora"', 'msgstr "Jugadores del ordenador"',
     '"ordenador" for "computer"'),
    ('Spanish la mano for the mano', 'es', '«%s»: el mano es el equipo A o B.', '«%s»: la mano es el equipo A o B.',
     '"la mano" for "mano"'),
    ('Spanish aceptado for querido', 'es', 'una vez querido el truco', 'una vez aceptado el truco',
     '"aceptado" for "accepted'),
    ('Spanish manga for a round', 'es', 'msgstr "Ganas la ronda."', 'msgstr "Ganas la manga."', '"manga" for "round"'),
    ('Spanish partida for a game', 'es', 'msgstr "Nadie todavía: el juego sigue."',
     'msgstr "Nadie todavía: la partida sigue."', '"partida" for "game"'),
    ('Catalan envit in Argentine Truco', 'ca', 'msgstr "Comptar un envido"', 'msgstr "Comptar un envit"',
     '"envit" for "envido'),
    ('Catalan truc for the Argentine truco', 'ca', 'Qualsevol jugador pot cantar truco al seu torn', 'Qualsevol jugador pot cantar truc al seu torn',
     '"truc" for "truco'),
    ('Catalan bàndol for a side', 'ca', 'msgstr "El teu equip guanya la mà."', 'msgstr "El teu bàndol guanya la mà."',
     '"bàndol" for "side'),
    ('Catalan vós', 'ca', 'msgstr "Tria tres cartes diferents."', 'msgstr "Trieu tres cartes diferents."',
     '"Trieu" a slip of register'),
    ('Catalan el mà for the mano', 'ca', 'la mà és per a l’equip del mano', 'la mà és per a l’equip del mà',
     '"del mà" for "mano"'),
    ('Catalan aposta for a call', 'ca', 'msgstr "L’ordre dels cants"', 'msgstr "L’ordre de les apostes"',
     '"apostes" for "call'),
    ('French main for a hand', 'fr', 'msgstr[0] "Porter la donne à %u point"', 'msgstr[0] "Porter la main à %u point"',
     '"main" for "hand'),
    ('French monter la main', 'fr', 'msgstr[0] "Porter la donne à %u point"', 'msgstr[0] "Monter la donne à %u point"',
     '"Monter la donne" for "raise'),
    ('French pli for a trick', 'fr', 'msgstr "Levée %u"', 'msgstr "Pli %u"', '"Pli" for "trick'),
    ('French enseigne for a suit', 'fr', 'Trois negras de trois couleurs font', 'Trois negras de trois enseignes font',
     '"enseignes" for "suit'),
    ('French tu', 'fr', 'le seul coup que vous pouvez jouer', 'le seul coup que tu peux jouer', '"tu" a slip of register'),
    ('French rencontre for a match', 'fr', 'msgstr "Vous gagnez le match."', 'msgstr "Vous gagnez la rencontre."',
     '"rencontre" for "match'),
    ('French un périque', 'fr', 'où la sota de deniers est une périque joker', 'où la sota de deniers est un périque joker', '"un périque"'),
    ('French plain space before a colon', 'fr', 'msgstr "Un pari\u00a0: toute annonce', 'msgstr "Un pari : toute annonce',
     'no-break space'),
    ('Polish flora', 'pl', 'Lepsza flor wygrywa rundę', 'Lepsza flora wygrywa rundę', '"flora" for "flor'),
    ('Polish wołać for a call', 'pl', 'Ana zgłasza truco w pierwszej lewie', 'Ana woła truco w pierwszej lewie', '"woła" for "call'),
    ('Polish ręka for the mano', 'pl', 'licząc od mano.', 'licząc od ręki.', '"ręki" for "mano"'),
    ('Polish Pałka for the Club', 'pl', 'zagrywa Maczugę', 'zagrywa Pałkę', '"Pałkę" for "club'),
    ('Polish robra for a rubber', 'pl', 'mecz to dwie wygrane gry', 'robra to dwie wygrane gry', '"robra" for "match'),
    ('Spanish primero en jugar for eldest', 'es', 'msgstr "Gana el equipo del mano"',
     'msgstr "Gana el equipo del primero en jugar"', '"primero en jugar" for "eldest"'),
    ('Catalan la mano for the mano', 'ca', '«%s»: el mano és l’equip A o B.', '«%s»: la mano és l’equip A o B.',
     '"la mano" for "mano"'),
    ('Catalan a single aposta for a call', 'ca', 'quan hi ha un cant sense resposta',
     'quan hi ha una aposta sense resposta', '"aposta" for "call'),
    ('Polish Put declined', 'pl', 'msgstr "Grać w Put we troje', 'msgstr "Grać w Puta we troje', '"Puta" for "put'),
    # The third reading of issue 23: a case and a summons in Polish, a
    # formal imperative in Spanish.
    ('Polish embit as a neuter', 'pl', 'msgstr "Twój embit %d nie bije', 'msgstr "Twoje embit %d nie bije',
     '"Twoje embit" for "embit'),
    ('Polish po twojej stronie for a side', 'pl', 'mano jest w twojej drużynie', 'mano jest po twojej stronie',
     '"stronie" for "side'),
    ('Polish strona for a side', 'pl', 'msgstr "Twoja drużyna wygrywa rozdanie."',
     'msgstr "Twoja strona wygrywa rozdanie."', '"strona" for "side'),
    ('Polish strona where the English says each', 'pl', 'chico dla każdej drużyny', 'chico dla każdej strony',
     '"strony" for "side'),
    ('Polish strona in the help', 'pl', 'trzy pardes dajemy drużynie przodka', 'trzy pardes dajemy stronie przodka',
     'help/pl/pl.po'),
    ('Polish wezwanie for a call', 'pl', 'msgstr "Zakład: każde zgłoszenie', 'msgstr "Zakład: każde wezwanie',
     '"wezwanie" for "call'),
    ('Polish reguła domowa', 'pl', '(zasada domowa)', '(reguła domowa)', '"reguła domowa" for "house rule'),
    ('Polish wasza drużyna for your side', 'pl', 'msgstr "Twoja drużyna wygrywa rozdanie."',
     'msgstr "Wasza drużyna wygrywa rozdanie."', '"Wasza drużyna" for "your side'),
    ('Spanish usted Ordene', 'es', 'msgstr "Ordena %s, %s y %s', 'msgstr "Ordene %s, %s y %s',
     '"Ordene" a slip of register'),
    # The fourth reading: the number printed in a singular form, calques, and
    # words that must agree with a card or a call inserted in the sentence.
    ('Spanish "el 1 punto"', 'es', 'te anotas el punto que te faltaba', 'te anotas el %1$d punto que te faltaba',
     'the form for 1 says "el %1$d"'),
    ('Catalan "el 1 punt"', 'ca', 's’apunta el punt que li faltava', 's’apunta el %1$d punt que li faltava',
     'the form for 1 says "el %1$d"'),
    ('French "le 1 point"', 'fr', 'vous marquez le point qui vous manquait',
     'vous marquez le %1$d point qui vous manquait', 'the form for 1 says "le %1$d"'),
    ('Polish "ten 1 punkt"', 'pl', 'więc zapisujesz ten punkt', 'więc zapisujesz ten %2$d punkt',
     'the form for 1 says "ten %2$d"'),
    ('Spanish "a 12 a 8"', 'es', 'con el tanteador 12 a 8 vale', 'a 12 a 8 vale', '"a 12 a 8"'),
    ('Spanish "la partida ... lo gana"', 'es', 'La partida terminó: la gana %s',
     'La partida terminó: lo gana %s', 'the match is "la partida"'),
    ('Spanish "el empate lo gana"', 'es', 'en caso de empate gana %s', 'el empate lo gana %s', 'the tie is won by'),
    ('Spanish "movido aparte"', 'es', 'lo que había se movió a otro lugar', 'eso se ha movido aparte', 'moved aside'),
    ('Spanish a call that must agree', 'es', 'el no quiero a «%s» paga', 'un %s no querido paga', 'a call inserted'),
    ('Spanish tanteador for a score', 'es', 'el puntaje más alto', 'el tanteador más alto',
     '"tanteador más" for "score'),
    ('Spanish Rechazar for a call', 'es', 'msgstr "No querer «%s»"', 'msgstr "Rechazar «%s»"', '"Rechazar" for "accept'),
    ('Spanish aceptó for quiso', 'es', 'el otro equipo no lo quiso.', 'el otro equipo no lo aceptó.',
     '"aceptó" for "accept'),
    ('Spanish nuevo reparto for a redeal', 'es', 'msgstr "Proponer volver a dar"', 'msgstr "Proponer un nuevo reparto"',
     '"nuevo reparto" for "redeal'),
    ('Spanish a name said twice', 'es', '%1$s es el mano, así que gana la mano', '%1$s es el mano, así que %1$s gana la mano',
     'the same name said twice'),
    ('Catalan a name said twice', 'ca', '%1$s és mano, així que guanya la mà', '%1$s és mano, així que %1$s guanya la mà',
     'the same name said twice'),
    ('French a name said twice', 'fr', '%1$s est le mano et gagne donc la donne', '%1$s est le mano, %1$s gagne donc la donne',
     'the same name said twice'),
    ('Polish a name said twice', 'pl', '%1$s jest mano, więc wygrywa rozdanie', '%1$s jest mano, więc %1$s wygrywa rozdanie',
     'the same name said twice'),
    ('Catalan qui reparteix', 'ca', 'msgstr "Qui dona"', 'msgstr "El qui reparteix"', '"qui reparteix" for "dealer'),
    ('Catalan nou repartiment for a redeal', 'ca', 'msgstr "Proposar tornar a donar"',
     'msgstr "Proposar un nou repartiment"', '"nou repartiment" for "redeal'),
    ('Catalan com a for an example', 'ca', 'Digues la carta, per exemple «A1 play 7E».',
     'Digues la carta, com a «A1 play 7E».', '"com a" for "as in"'),
    ('Catalan "a 12 a 8"', 'ca', 'falta envido amb 12 a 8 val', 'falta envido a 12 a 8 val', '"a 12 a 8"'),
    ('Catalan "l’empat el guanya"', 'ca', 'en cas d’empat guanya %s', 'l’empat el guanya %s', 'the tie is won by'),
    ('Catalan adjective after a card', 'ca', 'En una basa, %s guanya %s.', 'En una basa %s és més forta que %s.',
     'an adjective agreeing with a card'),
    ('Catalan a call that must agree', 'ca', 'refusar «%s» paga', 'un %s refusat paga', 'a call inserted'),
    ('Catalan "mogut a part"', 'ca', 's’ha mogut a un altre lloc', 's’ha mogut a part', 'moved aside'),
    ('French "À 18 à 22"', 'fr', 'Au score de 12 à 8, à une table', 'À 12 à 8, à une table', '"À 18 à 22"'),
    ('French "fixée en championnat"', 'fr', 'Expression ambiguë, tranchée par le règlement des championnats',
     'Expression ambiguë à la règle fixée en championnat', 'règlement des championnats'),
    ('French "l’égalité est gagnée"', 'fr', 'à égalité, c’est %s qui l’emporte', 'l’égalité est gagnée par %s',
     'the tie is won by'),
    ('French adjective after a card', 'fr', 'Dans une levée, %s bat %s.', 'Dans une levée, %s est plus forte que %s.',
     'an adjective agreeing with a card'),
    ('French a call that must agree', 'fr', 'refuser «\u00a0%s\u00a0» paie', 'un %s refusé paie', 'a call inserted'),
    ('Polish a card after bije', 'pl', 'kto zagra kartę %1$s, bije kartę %2$s', 'kto zagra kartę %1$s, bije %2$s',
     'a card name after a word that governs a case'),
    ('Polish "przeniesione na bok"', 'pl', 'przeniesiono w inne miejsce, nie usunięto go',
     'zostało przeniesione na bok, nie usunięte', 'moved aside'),
    ('Polish "Karty rzucono"', 'pl', 'msgstr[0] "Rzucono karty:', 'msgstr[0] "Karty rzucono:', 'Rzucono karty'),
    ('Polish "remis wygrywa"', 'pl', 'przy remisie wygrywa', 'remis wygrywa', 'the tie is won by'),
    # Round 7 of the raters (Spanish).
    ('Spanish "Sigue el valor"', 'es', 'Fíjate cuánto vale la mano después de cada canto.',
     'Sigue el valor de la mano, canto por canto.', 'follow the value'),
    ('Spanish "lo querido antes del canto"', 'es', 'msgstr "lo que valía antes del canto"',
     'msgstr "lo querido antes del canto"', 'lo que valía'),
    ('Spanish "Conoce quién"', 'es', 'msgstr "Aprende quién', 'msgstr "Conoce quién', 'Aprende quién'),
    ('Spanish "no pasa la salida"', 'es', 'pero si la baza queda empatada la salida no cambia',
     'pero una baza empatada no pasa la salida', 'pass the lead'),
    ('Spanish "primero de los dos"', 'es', 'que jugaste la primera de ellas', 'que jugaste primero de los dos',
     '"primero de los dos" for "first of them'),
    ('Spanish "reglas cuentan"', 'es', 'Con estas reglas los puntos se cuentan de corrido',
     'Estas reglas cuentan puntos sin más', 'rules do not count'),
    ('Spanish "asientos alternos"', 'es', 'dos equipos de tres sentados intercalados',
     'dos equipos de tres en asientos alternos', 'alternate seats'),
    ('Spanish "Un juego se juega"', 'es', 'msgstr "Se juega a 5 puntos', 'msgstr "Un juego se juega a 5 puntos',
     'a game is played'),
    ('Spanish "con el resto al final"', 'es', 'se anota junto con los demás puntos al final de la mano',
     'se anota con el resto al final de la mano', 'game word'),
    ('Spanish "sube la mano" with no number', 'es', 'El otro equipo sube la apuesta («', 'El otro equipo sube la mano («',
     'raising a hand'),
    ('Spanish "uno es brava"', 'es', 'solo uno de ellos es una brava', 'solo uno es brava', 'a brava is a noun'),
    ('Spanish declarar for singing a count', 'es', 'Tu compañero canta %1$u punto', 'Tu compañero declara %1$u punto',
     '"declara" for "declare'),
    ('Spanish "más 1 punto que"', 'es', '3 más lo que hiciste en esta mano (%1$d punto)',
     '3 más %1$d punto que hiciste en esta mano', 'lacks the article'),
    ('Spanish "pierdes 1 punto que"', 'es', 'pierdes el punto que hiciste', 'pierdes %1$d punto que hiciste',
     'lacks the article'),
    ('Catalan "perds 1 punt que"', 'ca', 'perds el punt que has fet', 'perds %1$d punt que has fet', 'lacks the article'),
    ('Catalan "tornar a donar 1 vegada"', 'ca', 'ja s’ha tornat a donar una vegada.', 'ja s’ha tornat a donar %u vegada.',
     'lacks the article'),
    ('Polish "do wygrania mecz"', 'pl', 'chico potrzebnych do wygrania meczu masz', 'chico potrzebnych do wygrania mecz masz',
     'the genitive'),
    # Round 4 of the raters: calques that recur across a catalogue.
    ('Spanish "los %d que ganan"', 'es', 'al menos los %2$d necesarios para ganar: ganas la ronda',
     'al menos los %2$d que ganan: ganas la ronda', 'numbers do not win'),
    ('Spanish "va primero desde el mano"', 'es', 'porque, contando desde el mano, juegas antes',
     'porque vas primero desde el mano', 'comes first from the mano'),
    ('Spanish "los puntos se anotan primero la flor"', 'es', 'pero %3$s llegó primero: se anota primero la flor',
     'pero %3$s llegó primero: los puntos se anotan primero la flor', 'changes construction'),
    ('Spanish "enseñar" for show', 'es', 'no muestras tus puntos', 'no enseñas tus puntos', 'mostrar'),
    ('Spanish "cada uno para sí"', 'es', 'cada uno por su cuenta', 'cada uno para sí', 'each for himself'),
    ('Spanish "las habilidades de aquí"', 'es', 'las habilidades disponibles son', 'las habilidades de aquí son',
     'disponibles'),
    ('Catalan "els %d que guanyen"', 'ca', 'els %2$d que calen per guanyar: guanyes la mànega',
     'els %2$d que guanyen: guanyes la mànega', 'numbers do not win'),
    ('Catalan "va primer des del mano"', 'ca', 'perquè, comptant des del mano, jugues abans',
     'perquè vas primer des del mano', 'comes first from the mano'),
    ('Catalan "els punts s’apunten primer la flor"', 'ca', 'hi ha arribat primer: s’apunta primer la flor',
     'hi ha arribat primer: els punts s’apunten primer la flor', 'changes construction'),
    ('Catalan "les pujades del truc van"', 'ca', 'Les pujades del truc són truc', 'Les pujades del truc van truc',
     'climb'),
    ('French "les %d qui gagnent"', 'fr', 'les %2$d nécessaires pour gagner\u00a0: vous gagnez la manche',
     'les %2$d qui gagnent\u00a0: vous gagnez la manche', 'numbers do not win'),
    ('French "vient en premier depuis le mano"', 'fr', 'car, en partant du mano, vous jouez avant',
     'car vous venez en premier depuis le mano', 'comes first from the mano'),
    ('French "les points se marquent d’abord la flor"', 'fr', 'on marque d’abord la flor',
     'les points se marquent d’abord la flor', 'changes construction'),
    ('French "annonceurs"', 'fr', 'Si les enchérisseurs abandonnent', 'Si les annonceurs abandonnent', 'advertiser'),
    ('French "Hors des bravas"', 'fr', 'À part les bravas', 'Hors des bravas', 'À part les'),
    ('French "Leurs signes (señas) sont de"', 'fr', 'Leurs señas consistent à tirer',
     'Leurs signes (señas) sont de tirer', 'consiste à'),
    ('French "putter"', 'fr', 'ce qui cède 1 point à celui qui l’a annoncé', 'ce qui cède 1 point au putter',
     'English word'),
    ('Polish "chico, które wygrywają mecz"', 'pl', 'z %d chico potrzebnych do wygrania meczu',
     'z %d chico, które wygrywają mecz', 'numbers do not win'),
    ('Polish "z 18 przeciw 22"', 'pl', 'ty, %1$d do %2$d.', 'ty, z %1$d przeciw %2$d.', 'Polish score'),
    ('Polish "rosną w jednej kolejności"', 'pl', 'Zgłoszenia envido idą zawsze w tej samej kolejności',
     'Zgłoszenia envido rosną w jednej kolejności', 'climb in one order'),
    ('Polish undeclined "w embit"', 'pl', 'Przy embicie i flor', 'W embit i flor', 'embit declines'),
    ('Polish "putter"', 'pl', '(zgłaszający put dostaje 1 punkt)', '(putter dostaje 1 punkt)', 'English word'),
    ('Spanish "tanteo"', 'es', 'los cantos y el tanteador de un vistazo', 'los cantos y el tanteo de un vistazo',
     'puntaje'),
    ('Spanish "manos son redondos"', 'es', 'cada mano impar es un redondo.', 'las manos impares son los redondos.',
     'feminine'),
    ('Spanish "sabe cuándo" in a goal', 'es', 'Cuenta una flor, aprende cuándo', 'Cuenta una flor, sabe cuándo',
     'aprende'),
    ('Catalan "Conèixer qui"', 'ca', 'Saber qui pot proposar', 'Conèixer qui pot proposar', 'Saber qui'),
    ('Catalan "L’equip del primer"', 'ca', 'msgstr "L’equip del primer a jugar"', 'msgstr "L’equip del primer"',
     'primer a jugar'),
    ('Catalan mazo on the seat', 'ca', 'msgstr "Ha abandonat la mà"', 'msgstr "Se n’ha anat al mazo"',
     'Argentine only'),
    ('French "as faux"', 'fr', 'Un faux as contre', 'Un as faux contre', 'faux as'),
    ('French "Règles maison pour"', 'fr', 'Règles maison du Put', 'Règles maison pour Put', 'missing article'),
    ('French "donner une annonce"', 'fr', 'Indiquez au moins une annonce', 'Donnez au moins une annonce', 'indiquer'),
    ('Polish "powiedzieć put"', 'pl', 'można zgłosić tylko jeden put', 'można powiedzieć tylko jeden put', 'zgłosić'),
    ('Polish "za: %s"', 'pl', '„%1$s” przyjęto za %2$d, zanim', '„%1$s” przyjęto za: %2$d, zanim', 'colon'),
    ('Polish "%u kart" with a fixed form', 'pl', 'msgstr[1] "Rozdanie wymaga %u kart, a nie %u."', 'msgstr[1] "Rozdanie wymaga %u kart, a nie %u kart."',
     'does not agree'),
    ('Polish "jej gracz"', 'pl', 'a ten, kto ją zagrał, wychodzi', 'a jej gracz wychodzi', 'its player'),
    ('Polish "zadać tylko z tematami"', 'pl', 'zadać, opierając się tylko na dotychczas omówionych tematach',
     'zadać tylko z tematami omówionymi do tej pory', 'calque'),
    ('Polish "ustępuje" for resign', 'pl', 'przeciwnik się poddaje (zgłaszający', 'przeciwnik ustępuje (zgłaszający',
     'poddać się'),
    # Round 14 of the raters, and gender after the names the program fills in.
    ('Spanish double negative', 'es', 'Aquí a este canto no se le puede decir no quiero.',
     'Aquí no se puede no querer este canto.', 'a double negative'),
    ('Catalan tots dos after two names', 'ca', 'msgstr "Tant %s com %s tenen una flor de %d',
     'msgstr "%s i %s tenen tots dos una flor de %d', 'tots dos'),
    ('French tous deux after two names', 'fr', 'msgstr "%s et %s sont à égalité avec une flor',
     'msgstr "%s et %s ont tous deux une flor', 'tous deux'),
    ('French a participle for the learner', 'fr', 'vous avez choisi d’aller au mazo, ce qui revient',
     'vous êtes allé au mazo, ce qui revient', 'the learner may be a woman'),
    ('Polish a past tense after a name', 'pl', 'którą ktoś wziął: %2$s bierze %1$d. lewę',
     'którą ktoś wziął: %2$s wziął %1$d. lewę', 'a past tense after a name'),
    ('Polish a gendered past tense for the learner', 'pl', 'którą ktoś wziął: bierzesz %1$d. lewę i wygrywasz',
     'którą ktoś wziął: wziąłeś %1$d. lewę i wygrałeś', 'the learner may be a man or a woman'),
    ('Catalan a participle after a card', 'ca', 'msgstr "%s, que ha jugat %s, guanya totes',
     'msgstr "%s, jugada per %s, guanya totes', 'a participle agreeing with a card'),
    ('French a participle after a card', 'fr', 'msgstr "%s, que joue %s, bat toutes',
     'msgstr "%s, jouée par %s, bat toutes', 'a participle agreeing with a card'),
    ('Catalan vostra for your side', 'ca', 'la basa és per a vosaltres, i tu,', 'la basa és vostra, i tu,',
     '"vostra" a slip of register'),
    ('Catalan equips contraris', 'ca', 'de jugadors d’equips diferents i valen', 'de jugadors d’equips contraris i valen',
     'equips contraris" for "opposite sides" (in every message)'),
    ('French premier after a name', 'fr', 'c’est le premier en main, %1$s, qui gagne',
     '%1$s est premier en main et gagne', 'a word agreeing with a name'),
    ('French premier for the learner', 'fr', 'le premier en main, c’est vous, et vous gagnez',
     'vous êtes premier en main, vous gagnez', 'the learner may be a woman'),
    ('Polish mówi for a call', 'pl', 'Gdy gracz zgłasza put, każdy', 'Gdy gracz mówi put, każdy', 'a call is "zgłosić"'),
    ('French annonce for a bid', 'fr', 'une relance d’un point sur une enchère d’embit',
     'une relance d’un point sur une annonce d’embit', '"annonce" for "bid'),
    ('Catalan aposta for a bid', 'ca', 'Si els qui l’han cantat abandonen', 'Si els qui l’han apostat abandonen',
     '"apostat" for "bid'),
    ('Spanish gallo por turnos', 'es', 'msgstr "3 jugadores, gallo por turno"',
     'msgstr "3 jugadores, gallo por turnos"', '"gallo por turnos" for "gallo by turns'),
    ('Polish spasować for a fold', 'pl', 'podbicie zgłoszenia embitu o 2. Jeśli zgłaszający się wycofają',
     'podbicie zgłoszenia embitu o 2. Jeśli zgłaszający spasują', '"spasują" for "fold'),
]

# Plural messages added to the sources' own: (what, msgid, msgid_plural,
# whether the check must catch it).
PLURAL_CASES = [
    ('two counts in a summary', '%u review due in the next %u days, today included.',
     '%u reviews due in the next %u days, today included.', True),
    ('the flors and the points', 'Nobody answered your flor with a flor: 3 for each flor sung, %1$d flor, %2$d points.',
     'Nobody answered your flor with a flor: 3 for each flor sung, %1$d flors, %2$d points.', True),
    ('points and malas, unnumbered', '%d point is fewer than %d: the side is still in the malas, the first %d points, '
     'so its score is %d mala.', '%d points are fewer than %d: the side is still in the malas, the first %d points, '
     'so its score is %d malas.', True),
    ('a stake after a concession', 'Side %s has %d: the other side scores %d point, or it plays the hand for %d points.',
     'Side %s has %d: the other side scores %d points, or it plays the hand for %d points.', True),
    ('a count after a colon', 'Due in the next %u day: %u.', 'Due in the next %u days: %u.', False),
    ('an equation', 'You score %1$d point for the flor: %2$d + %1$d = %3$d.',
     'You score %1$d points for the flor: %2$d + %1$d = %3$d.', False),
    ('one argument said twice', '%1$d point is fewer than %2$d, so its score is %1$d mala.',
     '%1$d points are fewer than %2$d, so its score is %1$d malas.', False),
    ('a total with no noun', 'Nobody answered: 3 points for each flor sung, and %1$d flor was sung, %2$d in all.',
     'Nobody answered: 3 points for each flor sung, and %1$d flors were sung, %2$d in all.', False),
]

# Damages that must not be caught: the exceptions of the word lists.
ALLOWED = [
    ('French la main for the lead', 'fr', 'qui entame la première levée et gagne',
     'qui a la main à la première levée et gagne'),
    ('Catalan truc in Catalan Truc', 'ca', 'Conèixer els cants del truc', 'Conèixer els cants del truc i el retruc'),
    ('Polish strona for a direction', 'pl', 'przy stole każdy gracz ma przeciwnika z każdej strony',
     'przy stole każdy gracz ma przeciwnika po prawej i po lewej stronie'),
    ('Spanish subjunctive juegue', 'es', 'empatan, juegue quien juegue primero', 'empatan, juegue quien juegue primero,'),
    ('Polish a past tense after gracz', 'pl', 'msgstr "Gracz %s wziął %u. lewę."', 'msgstr "Gracz %s wziął %u. lewę, drugą."'),
    ('Catalan tots dos equips', 'ca', 'msgstr "Tant %s com %s tenen una flor de %d: en cas',
     'msgstr "Tant %s com %s tenen una flor de %d, i tots dos equips ho saben: en cas'),
]


def self_test(catalogues, terms, top):
    failures = 0
    # A word list that forgets a concept is caught.
    import shutil
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        shutil.copytree(os.path.join(top, 'po', 'terms'), os.path.join(tmp, 'po', 'terms'))
        path = os.path.join(tmp, 'po', 'terms', 'fr.tsv')
        with open(path, encoding='utf-8') as f:
            lines = [l for l in f if not l.startswith('trick')]
        with open(path, 'w', encoding='utf-8') as f:
            f.writelines(lines)
        problems = missing_terms(tmp)
        if any('fr.tsv gives no word for "trick"' in p for p in problems):
            print('ok - a word list without "trick" is caught')
        else:
            print(f'not ok - a word list without "trick" is not caught: {problems}')
            failures += 1
    # One plural per message: the sources' own plurals teach the nouns; a
    # message that makes two numbers agree is added to them and caught.
    plurals = source_plurals(top)
    if plural_problems(plurals):
        print(f'not ok - the sources must be good before damaging them: {plural_problems(plurals)}')
        return 1
    for what, msgid, plural, caught in PLURAL_CASES:
        problems = plural_problems(plurals + [(msgid, plural)])
        if bool(problems) == caught:
            print(f'ok - {what} is {"caught" if caught else "let through"}')
        else:
            print(f'not ok - {what} is {"not caught" if caught else "taken for two plurals"}: {problems}')
            failures += 1
    known = [m for m, _ in plurals if m in KNOWN_TWO_PLURALS]
    if known:
        problems = plural_problems(plurals, known=set())
        if len(problems) >= len(known):
            print(f'ok - the {len(known)} known exceptions are caught without their list')
        else:
            print(f'not ok - the known exceptions are not caught without their list: {problems}')
            failures += 1
    if missing_terms(top) or check(catalogues, terms):
        print('not ok: the catalogues must be good before damaging them')
        return 1
    # The damages apply to specimens, entries copied once from the
    # catalogues, so that rewording a catalogue never breaks a damage.
    catalogues = load_specimens(top)
    problems = check(catalogues, terms)
    if problems:
        print(f'not ok: the specimens must be good before damaging them: {problems}')
        return 1
    for what, lang, old, new, expected in DAMAGES:
        copy, applied = damaged(catalogues, lang, old, new)
        if not applied:
            print(f'not ok - {what}: the damage did not apply (add its entry to tests/po/specimens)')
            failures += 1
            continue
        # Only the damaged language is checked again: the others did not change.
        problems = check({lang: copy[lang]}, terms)
        if expected.endswith('.po') and any(p.startswith(expected) for p in problems):
            print(f'ok - {what} is caught: {next(p for p in problems if p.startswith(expected))}')
        elif any(expected in p for p in problems):
            print(f'ok - {what} is caught: {next(p for p in problems if expected in p)}')
        else:
            print(f'not ok - {what} is not caught (expected "{expected}"): {problems}')
            failures += 1
    for what, lang, old, new in ALLOWED:
        copy, applied = damaged(catalogues, lang, old, new)
        if not applied:
            print(f'not ok - {what}: the change did not apply (add its entry to tests/po/specimens)')
            failures += 1
            continue
        problems = check({lang: copy[lang]}, terms)
        if problems:
            print(f'not ok - {what} is taken for a slip: {problems}')
            failures += 1
        else:
            print(f'ok - {what} passes')
    return failures


def main(argv):
    if len(argv) == 3 and argv[1] == '--self-test':
        return 1 if self_test(load(argv[2]), {l: load_terms(argv[2], l) for l in SUITS}, argv[2]) else 0
    if len(argv) != 2:
        print(f'usage: {argv[0]} [--self-test] SOURCE_ROOT', file=sys.stderr)
        return 2
    catalogues = load(argv[1])
    plurals = source_plurals(argv[1])
    problems = (missing_terms(argv[1]) + check(catalogues, {l: load_terms(argv[1], l) for l in SUITS})
                + plural_problems(plurals))
    present = {msgid for msgid, _ in plurals}
    for msgid in sorted(KNOWN_TWO_PLURALS - present):
        print(f'note: "{msgid[:60]}" is fixed: drop it from KNOWN_TWO_PLURALS')
    for p in problems:
        print(p)
    if problems:
        return 1
    print(f'{sum(len(f) for f in catalogues.values())} catalogues in {len(catalogues)} languages: '
          'one kind of apostrophe each, suits and words consistent')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
