"""Command line of ``python run_game.py`` (see ``--help``). Bad input: one line, exit status 2."""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
from typing import NoReturn

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # also when started as relicrunners-game

from ..datafiles import version_line
from ..io import settings
from ..play.match import new_seed
from ..rules import MAX_SEED
from ..rules.state import SETUPS
from ..text import _, language, problems
from ..text.language import LANGUAGES
from .options import EXIT_USAGE, UsageError, check_options, open_replay, seats, text_size_for_this_run

# LAZY: the window's modules (pygame, fonts, every scene) are imported in ``main``/``_run``, not
# here: --help, --version and a usage error answer without them (measured 2026-11-26, 2 cores,
# warm cache: this module 111 ms, with the screens, the saves and the history 224 ms).


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # one line, no usage dump
        raise UsageError(message)


def parser() -> argparse.ArgumentParser:
    p = _Parser(
        prog="run_game.py",
        description=_(
            "Relic Runners: explore the jungle, clear temples and carry Relics home. "
            "With no options the start screen opens; any game option below starts a game at once."
        ),
        epilog=_(
            "Examples: run_game.py --players 3 --bots 2   |   run_game.py --players 2 --bots 0 --setup first"
            "   |   run_game.py --screenshot shot.png --demo-turns 20 --seed 4 --players 4"
        ),
    )
    p.add_argument("--version", action="version", version=version_line())
    p.add_argument("--players", type=int, metavar="N", help=_("number of players, 2 to 5 (default 2)"))
    p.add_argument(
        "--bots",
        metavar="B",
        help=_(
            "how many seats are bots (the last ones), or their levels as a comma list, e.g. easy,hard "
            "(levels: random, easy, medium, hard, expert; default: all but the first seat, medium)"
        ),
    )
    p.add_argument(
        "--setup",
        choices=SETUPS,
        help=_(
            "first: printed colours, no advanced tiles; standard: colours dealt "
            "per corner; random: fully shuffled (default standard)"
        ),
    )
    p.add_argument(
        "--seed",
        type=int,
        metavar="S",
        help=_(
            "seed of the deal, 0 to {max} (default: a secure random "
            "seed; anyone who knows a game's seed can work out its hidden tiles)"
        ).format(max=MAX_SEED),
    )
    p.add_argument("--load", metavar=_("SAVE"), help=_("resume a saved game (a .json save file)"))
    p.add_argument(
        "--replay", metavar=_("SAVE"), help=_("look back through a saved game (a .json save file) in the replay viewer")
    )
    p.add_argument(
        "--replay-step",
        type=int,
        metavar="N",
        help=_("with --replay: open at decision N (0: the deal; default: the end)"),
    )
    p.add_argument(
        "--review",
        action="store_true",
        help=_("with --replay: show a review of one player's decisions (where the chance to win slipped away)"),
    )
    p.add_argument(
        "--seat",
        type=int,
        metavar="K",
        help=_("with --review: the seat to review, counted from 0 (default: the human player's)"),
    )
    p.add_argument("--strength", choices=("quick", "deep"), help=_("with --review: quick (the default) or deep"))
    p.add_argument("--layout", metavar=_("FILE"), help=_("board layout YAML (default board_layouts/jungle.yaml)"))
    p.add_argument("--speed", choices=("slow", "normal", "fast", "off"), default=None, help=_("animation speed"))
    p.add_argument("--fullscreen", action="store_true", help=_("start in fullscreen (F11 toggles)"))
    p.add_argument("--window", metavar="WxH", help=_("window size in pixels, e.g. 1280x800"))
    p.add_argument(
        "--screenshot", metavar=_("PATH"), help=_("run without a window, save one frame as PNG to PATH, exit")
    )
    p.add_argument(
        "--demo-turns", type=int, metavar="N", help=_("with --screenshot: bots play N turns in every seat first")
    )
    p.add_argument(
        "--lang",
        choices=tuple(LANGUAGES),
        help=_(
            "language: en (English), nl (Nederlands) or pl (Polski); default: the last one chosen, else the system's"
        ),
    )
    p.add_argument(
        "--text-size",
        type=int,
        choices=(100, 125, 150),
        metavar="PERCENT",
        help=_("text size for this run: 100, 125 or 150 (default: the one set in Settings)"),
    )
    p.add_argument(
        "--scene",
        choices=("start", "setup", "game", "rules", "tutorial", "settings", "replays"),
        help=_(
            "with --screenshot: which screen to capture "
            "(default: the game when --demo-turns is given, else the start screen; rules: the first rules page; "
            "tutorial: the first lesson of Learn to play)"
        ),
    )
    return p


def parse(argv: list[str]) -> argparse.Namespace:
    args = parser().parse_args(argv)
    if args.players is not None and not 2 <= args.players <= 5:
        raise UsageError(_("--players must be 2 to 5, got {n}").format(n=args.players))
    if args.window is not None:
        try:
            w, h = (int(v) for v in args.window.lower().split("x"))
            if w < 200 or h < 150:
                raise ValueError
            args.window = (w, h)
        except ValueError:
            raise UsageError(
                _("--window must look like 1280x800, got {given}").format(given=repr(args.window))
            ) from None
    if args.seed is not None and not 0 <= args.seed <= MAX_SEED:
        raise UsageError(_("--seed must be a whole number from 0 to {max}").format(max=MAX_SEED))
    if args.layout is not None and not args.layout.strip():
        raise UsageError(_("--layout needs a file name (leave the option out for the default board)"))
    if args.demo_turns is not None and args.demo_turns < 0:
        raise UsageError(_("--demo-turns must be 0 or more"))
    if args.replay_step is not None and not args.replay:
        raise UsageError(_("--replay-step only works with --replay SAVE"))
    if args.replay_step is not None and args.replay_step < 0:
        raise UsageError(_("--replay-step must be 0 or more"))
    if args.replay and args.load:
        raise UsageError(_("--replay and --load cannot be used together"))
    if args.demo_turns is not None and not args.screenshot:
        raise UsageError(_("--demo-turns only works with --screenshot PATH"))
    check_options(args)
    return args


def requested_language(argv: list[str]) -> str | None:
    """``--lang X`` / ``--lang=X`` from the command line, read before the rest (``--help`` and the
    errors are worded in it); a wrong value is reported by the parser itself."""
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith("--lang="):
            return arg.split("=", 1)[1]
    return None


def main(argv: list[str] | None = None) -> int:
    multiprocessing.freeze_support()  # the standalone game: a helper process of the expert starts here
    argv = sys.argv[1:] if argv is None else argv
    chosen = language.choose(requested_language(argv), settings.load()[0].language)
    if chosen != language.current():
        language.use(chosen)
    try:
        args = parse(argv)
        if args.screenshot:
            from .window.desktop import headless  # start-up: see LAZY

            headless()
        return _run(args)
    except UsageError as e:
        print(_("run_game.py: {error} (see --help)").format(error=e), file=sys.stderr)
        return EXIT_USAGE


def _run(args: argparse.Namespace) -> int:
    from ..io.layout import DEFAULT_LAYOUT, LayoutError, load_layout  # start-up: see LAZY

    layout_path = args.layout or str(DEFAULT_LAYOUT)
    try:
        board = load_layout(layout_path)
    except LayoutError as e:
        print(_("The board file {file} cannot be used:").format(file=layout_path), file=sys.stderr)
        for line in e.problems:  # the layout's author reads these details (docs/layouts.md)
            print(line, file=sys.stderr)
        return EXIT_USAGE
    if args.screenshot:
        from .demo import screenshot  # start-up: see LAZY

        return screenshot(board, layout_path, args)
    from . import scenes  # noqa: F401 - importing it registers the screens (App.routes)
    from .app import App  # start-up: see LAZY
    from .games import storage  # start-up: see LAZY
    from .games.launch import GameInUse, SaveError, new_match, resume, resume_slot, start_game  # start-up: see LAZY

    match, slot, replayer, review = None, None, None, None
    if args.replay:
        replayer = open_replay(layout_path, args)
        if replayer is None:
            return EXIT_USAGE
        if args.review:
            from .games.reviewjob import review_seat  # start-up: see LAZY

            review = review_seat(args, replayer)  # a seat that cannot be: one line, before any window
    elif args.load:
        # a save file is copied into a game of its own: the file itself and every other unfinished
        # game stay as they are (only loading one of the window's own games plays on in its place)
        slot = storage.Slot.of(args.load)
        try:
            match = (
                resume_slot(board, layout_path, slot)[0] if slot is not None else resume(board, layout_path, args.load)
            )
        except SaveError as e:
            print(problems.cannot_open(args.load, e), file=sys.stderr)
            return EXIT_USAGE
    elif any(v is not None for v in (args.players, args.bots, args.setup, args.seed)):
        players = seats(args.players, args.bots)
        seed = args.seed if args.seed is not None else new_seed()
        match = new_match(board, layout_path, players, args.setup or "standard", seed)
    app = App(args.window, args.fullscreen, args.speed, lang=args.lang)
    app.board, app.layout_path = board, layout_path
    text_size_for_this_run(args, app)
    from ..io.historyqueue import RECORDER  # start-up: see LAZY

    RECORDER.resume()  # games a previous run could not put into the history yet (docs/history.md)
    if replayer is not None:
        from .games.reviewjob import (
            Source,  # start-up: see LAZY
            show_review,  # start-up: see LAZY
        )
        from .scenes import to_replay  # start-up: see LAZY

        scene = to_replay(app, replayer, None, os.path.basename(args.replay), Source(path=args.replay))
        if review is not None:
            show_review(scene, args, review, now=False)
    elif match is not None:
        if match.board is not board:
            app.board = match.board
        try:
            start_game(app, match, slot)
        except GameInUse:  # --load of a game another window plays: the start screen says so
            from .scenes import to_start  # start-up: see LAZY

            to_start(app, problems.open_elsewhere())
    else:
        from .scenes import to_start  # start-up: see LAZY

        to_start(app)
    app.run()
    from .games.reviewjob import stop_all  # start-up: see LAZY

    stop_all()  # a review still running ends with the window
    storage.flush()
    RECORDER.flush(timeout=3.0, now=False)  # a game just ended goes in now; else it waits for the next run
    return 0


if __name__ == "__main__":  # pragma: no cover
    os._exit(main())
