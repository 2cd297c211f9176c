#!/usr/bin/python3
# The screenshots the metainfo shows in software centres are the project's
# own: every <image> points into this repository's main branch on
# raw.githubusercontent.com, names a PNG that exists in the source tree,
# and every <screenshot> has a caption; exactly one is the default.
#
# Skips (77) while the tree has no build-aux/screenshots (the command that
# makes them); fails as soon as the command is there and a referenced
# picture is missing from data/screenshots/.

import os
import sys
import xml.etree.ElementTree as ET

PREFIX = 'https://raw.githubusercontent.com/truquero/truquero/main/'

top = sys.argv[1]
metainfo = os.path.join(top, 'data', 'io.github.truquero.Truquero.metainfo.xml.in')
root = ET.parse(metainfo).getroot()
shots = root.findall('./screenshots/screenshot')

problems = []
if not shots:
    problems.append('the metainfo has no screenshots')
if sum(1 for s in shots if s.get('type') == 'default') != 1:
    problems.append('exactly one screenshot must be type="default"')

paths = []
for shot in shots:
    caption = shot.find('caption')
    if caption is None or not (caption.text or '').strip():
        problems.append('a screenshot has no caption')
    images = shot.findall('image')
    if not images:
        problems.append('a screenshot has no image')
    for image in images:
        url = (image.text or '').strip()
        if not url.startswith(PREFIX):
            problems.append(f'{url} is not in {PREFIX}')
            continue
        paths.append(url[len(PREFIX):])

if not os.path.exists(os.path.join(top, 'build-aux', 'screenshots')) and not problems:
    print('build-aux/screenshots does not exist yet: nothing makes the screenshots')
    sys.exit(77)

for path in paths:
    full = os.path.join(top, path)
    try:
        with open(full, 'rb') as f:
            magic = f.read(8)
    except OSError:
        problems.append(f'{path} is in the metainfo but not in the tree')
        continue
    if magic != b'\x89PNG\r\n\x1a\n':
        problems.append(f'{path} is not a PNG file')

for p in problems:
    print(p)
print(f'{len(paths)} screenshots checked, {len(problems)} problems')
sys.exit(1 if problems else 0)
