"""``--screenshot``: play some turns with bots in every seat without a window and save a frame.

It all happens in a scratch folder (``RELICRUNNERS_HOME`` pointed at a new temporary folder, removed
afterwards): a screenshot never reads, writes, moves or deletes any of the player's games."""

from __future__ import annotations

import argparse
import errno
import os
import shutil
import sys
import tempfile

import pygame

from ..io.gamestore import WORKER
from ..io.userdirs import HOME_VARIABLE
from ..rules.board import Board
from ..text import _, problems
from . import (
    scenes,  # noqa: F401 - importing it registers the screens (App.routes)
    theme,
)
from .app import App
from .games.launch import SaveError, new_match, resume
from .games.reviewjob import Source, review_seat, show_review
from .options import EXIT_USAGE, UsageError, open_replay, seats, text_size_for_this_run

MAX_STEPS = 20000


def screenshot(board: Board, layout_path: str, args: argparse.Namespace) -> int:
    scratch = tempfile.mkdtemp(prefix="relicrunners-screenshot-")
    before = os.environ.get(HOME_VARIABLE)
    os.environ[HOME_VARIABLE] = scratch
    try:
        return _screenshot(board, layout_path, args)
    finally:
        WORKER.flush()
        if before is None:
            os.environ.pop(HOME_VARIABLE, None)
        else:
            os.environ[HOME_VARIABLE] = before
        shutil.rmtree(scratch, ignore_errors=True)


def _screenshot(board: Board, layout_path: str, args: argparse.Namespace) -> int:
    app = App(args.window or theme.SIZE, speed="off", threaded_bots=False)
    app.board, app.layout_path = board, layout_path
    text_size_for_this_run(args, app)
    scene = args.scene or ("game" if args.demo_turns is not None or args.players or args.load else "start")
    if args.replay:
        replayer = open_replay(layout_path, args)
        if replayer is None:
            return EXIT_USAGE
        seat = review_seat(args, replayer) if args.review else None
        viewer = scenes.to_replay(app, replayer, None, os.path.basename(args.replay), Source(path=args.replay))
        if seat is not None:
            show_review(viewer, args, seat, now=True)
    elif scene == "replays":
        app.nav.to_replays()
    elif scene == "start":
        app.nav.to_start()
    elif scene == "setup":
        app.nav.to_setup()
    elif scene == "rules":
        app.nav.to_rules(app.nav.to_start())
    elif scene == "settings":
        app.nav.to_settings(None)
    elif scene == "tutorial":  # the first lesson (a new tutorial game in the scratch folder)
        app.nav.to_tutorial(fresh=True)
        for _step in range(10):
            app.step(1 / 60, draw=False)
    else:
        if args.load:
            try:
                match = resume(board, layout_path, args.load)
            except SaveError as e:
                print(problems.cannot_open(args.load, e), file=sys.stderr)
                return EXIT_USAGE
            players = None
        else:
            players = seats(args.players, args.bots, all_bots=True)
            match = new_match(
                board, layout_path, players, args.setup or "standard", args.seed if args.seed is not None else 1
            )
        game = app.nav.to_game(match)
        turns = args.demo_turns or 0
        steps = 0
        while (
            app.scene is game
            and not match.state.over
            and match.state.turn <= turns
            and steps < MAX_STEPS
            and players is not None
        ):
            app.step(1 / 60, draw=False)
            steps += 1
        app.step(1 / 60, draw=False)
    app.step(1 / 60)
    try:
        pygame.image.save(app.window, args.screenshot)
    except (pygame.error, OSError) as e:
        number = getattr(e, "errno", None)  # pygame's own errors give none: a missing folder is the usual one
        if number is None and not os.path.isdir(os.path.dirname(os.path.abspath(args.screenshot))):
            number = errno.ENOENT
        raise UsageError(problems.screenshot_failed(args.screenshot, number)) from None
    print(_("saved {path}").format(path=args.screenshot))
    return 0
