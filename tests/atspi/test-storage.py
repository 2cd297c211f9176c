#!/usr/bin/python3
# test-storage.py — the real truquero where the learner's choices cannot
# be saved (a data or settings directory that is read-only or cannot be
# created): one toast says so, and the application keeps working.  Where
# they can be saved, no toast.  Exit 77 (skip) when there is no display or
# no session bus.
#
# Copyright 2026 The Truquero authors
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import shutil
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(__file__))
from trucotest import (XDOTOOL, app_env, check, clean_up, do_action, find_name, find_role, finish,
                       focus_window, has_state, key, make_config, require, start, wait_for)

pyatspi = require(xdotool=False, tap=False)

TRUQUERO = sys.argv[1]
TOAST = 'Settings and progress cannot be saved'


def toasts(app):
    found = []

    def collect(node):
        if node is None:
            return
        if node.name == TOAST:
            found.append(node)
        for child in node:
            collect(child)

    collect(app)
    return found


def run(what, env, expect_toast):
    config = env['XDG_CONFIG_HOME']
    proc, app = start(TRUQUERO, env)
    try:
        if not check(app is not None, f'{what}: truquero starts'):
            return
        argentine = wait_for(lambda: find_role(app, pyatspi.ROLE_LIST_ITEM, 'Argentine Truco'))
        check(argentine is not None, f'{what}: the window is up')
        if expect_toast:
            check(wait_for(lambda: toasts(app)) is not None and len(toasts(app)) == 1,
                  f'{what}: one toast says that settings and progress cannot be saved')
            # It keeps working: choosing a variant still shows it.
            catalan = wait_for(lambda: find_role(app, pyatspi.ROLE_LIST_ITEM, 'Catalan Truc'))
            if XDOTOOL:
                focus_window()
                check(wait_for(lambda: has_state(argentine, pyatspi.STATE_FOCUSED), 5),
                      f'{what}: the first variant has keyboard focus')
                key('Down')
                check(wait_for(lambda: has_state(catalan, pyatspi.STATE_FOCUSED), 5),
                      f'{what}: Down moves the focus to Catalan Truc')
                key('Return')
            else:
                do_action(catalan)
            check(wait_for(lambda: find_name(app, 'Variant: Catalan Truc')) is not None,
                  f'{what}: choosing a variant still works')
        else:
            time.sleep(1)
            check(not toasts(app), f'{what}: no toast')
    finally:
        clean_up(proc, config)


def main():
    work = tempfile.mkdtemp(prefix='truquero-storage-')
    try:
        # A file where a directory should be: nothing can be created below.
        blocker = os.path.join(work, 'not-a-directory')
        open(blocker, 'w').close()

        config = make_config()
        run('a data directory that cannot be created',
            app_env(config, XDG_DATA_HOME=os.path.join(blocker, 'data')), True)

        if os.geteuid() != 0:
            read_only = os.path.join(work, 'read-only')
            os.makedirs(read_only)
            os.chmod(read_only, 0o500)
            config = make_config()
            run('a read-only data directory', app_env(config, XDG_DATA_HOME=read_only), True)
            os.chmod(read_only, 0o700)
        else:
            print('# a read-only directory is not tried: root writes anywhere', flush=True)

        config = make_config()
        settings = os.path.join(config, 'glib-2.0', 'settings')
        shutil.rmtree(settings)
        open(settings, 'w').close()
        run('a settings directory that cannot be created',
            app_env(config, XDG_DATA_HOME=os.path.join(work, 'data')), True)

        config = make_config()
        run('directories that can be written', app_env(config, XDG_DATA_HOME=os.path.join(work, 'data')), False)
    finally:
        shutil.rmtree(work, ignore_errors=True)


main()
finish()
