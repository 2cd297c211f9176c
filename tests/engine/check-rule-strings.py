#!/usr/bin/env python3
# check-rule-strings.py — code asks the resolved rule set, not strings.
#
#   check-rule-strings.py SRCDIR
#
# Fails (TAP "not ok") on any of these outside the places that speak in
# strings by nature — the descriptor tables (src/engine/truco-variant-tables.c)
# and the edges: GSettings
# (src/ui/truco-settings*.c), the command line's --option (src/cli/truco-cli.c)
# and game logs (src/engine/truco-game-log.c):
#   - an option key written as a literal where the rules are asked or set:
#     truco_rules_get (r, "players"), truco_rules_set (r, "target", …),
#     truco_variant_find_option (v, "flor_enabled"), rules_is (r, "…");
#   - a private copy of option_is () or option_on ();
#   - a variant id compared with a literal: strcmp (id, "tyf"),
#     g_strcmp0 (truco_variant_get_id (…), "ar");
#   - a player count read from the option's text: strstr (players, "turno").
# The keys are named by TRUCO_OPTION_… in truco-variant.h; the facts by
# truco_rules_resolve ().  A self-check first runs the same scan over
# damaged code and must see each damage.

import os
import re
import sys

ALLOWED = [
    re.compile(r"^src/engine/truco-variant-tables\.c$"),
    re.compile(r"^src/engine/truco-game-log\.c$"),
    re.compile(r"^src/cli/truco-cli\.c$"),
    re.compile(r"^src/ui/truco-settings[^/]*\.c$"),
]

VARIANTS = r"(?:ar|cat|fr|tyf|put)"
RULES = [
    ("literal option key", re.compile(
        r'\b(?:truco_rules_get|truco_rules_set|truco_variant_find_option|rules_is|truco_rules_option_applies)'
        r'\s*\([^,()]*(?:\([^()]*\))?[^,()]*,\s*"[a-z_0-9]+"')),
    ("copy of option_is/option_on", re.compile(r'\boption_(?:is|on)\s*\(')),
    ("variant id compared with a literal", re.compile(
        r'\b(?:strcmp|g_strcmp0|g_str_equal|g_ascii_strcasecmp)\s*\((?:[^;]*get_id\b[^;]*|[^;]*\bid\b[^;]*|[^;]*variant[^;]*),\s*"'
        + VARIANTS + r'"\s*\)')),
    ("variant id compared with a literal", re.compile(r'"' + VARIANTS + r'"\s*,\s*(?:truco_variant_get_id|variant_id)\b')),
    ("player count read from text", re.compile(r'\bstrstr\s*\([^;]*"turno"')),
]


def strip_comments(text):
    # Comments and the strings inside them say what they like.
    return re.sub(r"/\*.*?\*/|//[^\n]*", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)


def scan(name, text):
    found = []
    code = strip_comments(text)
    for number, line in enumerate(code.split("\n"), 1):
        for what, pattern in RULES:
            if pattern.search(line):
                found.append("%s:%d: %s: %s" % (name, number, what, line.strip()))
    return found


DAMAGES = [
    'x = truco_rules_get (rules, "players");',
    'if (truco_rules_set (copy, "flor_enabled", "on", NULL))',
    'o = truco_variant_find_option (truco_rules_get_variant (rules), "target");',
    'static gboolean option_on (const TrucoRules *rules, const char *key)',
    'if (strcmp (truco_variant_get_id (truco_rules_get_variant (rules)), "tyf") == 0)',
    'if (g_strcmp0 (id, "ar") == 0)',
    'gallo = strstr (players, "turno") != NULL;',
]
FINE = [
    'x = truco_rules_get (rules, TRUCO_OPTION_PLAYERS);',
    'if (g_str_equal (code, "fr"))',
    '/* truco_rules_get (rules, "players") in a comment */',
    'if (g_strcmp0 (self->variant_id, truco_variant_get_id (variant)) != 0)',
]


def main():
    src = sys.argv[1]
    top = os.path.dirname(os.path.abspath(src))
    print("1..2")
    missed = [d for d in DAMAGES if not scan("damage", d)]
    wrong = [f for f in FINE if scan("fine", f)]
    if missed or wrong:
        print("not ok 1 - self-check: %s" % "; ".join(["missed: " + m for m in missed] + ["flagged: " + w for w in wrong]))
    else:
        print("ok 1 - self-check: every damage seen, nothing fine flagged")
    found = []
    for root, _, files in os.walk(src):
        for f in sorted(files):
            if not (f.endswith(".c") or f.endswith(".h")):
                continue
            path = os.path.join(root, f)
            rel = os.path.relpath(path, top)
            if any(a.match(rel) for a in ALLOWED):
                continue
            with open(path, encoding="utf-8") as fh:
                found += scan(rel, fh.read())
    if found:
        print("not ok 2 - strings where the rule set should be asked")
        for line in found:
            print("# " + line)
    else:
        print("ok 2 - no literal option key or variant id comparison outside the descriptors and the edges")
    return 1 if found or missed or wrong else 0


if __name__ == "__main__":
    sys.exit(main())
