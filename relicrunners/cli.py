"""The headless command line: ``python -m relicrunners <command>``.

Commands: ``scenario`` (run scenario files), ``simulate`` (seeded bot games, the fuzzer),
``replay`` (print a saved game's log and scores), ``review`` (a seat's mistakes in a saved game,
``play/reviewcli.py``) and ``tournament`` (bot matches, when the
tournament module is installed). Every command takes ``--layout FILE``.

Exit codes: 0 all well; 1 the command ran and found failures (a scenario failed, a simulated
game crashed or broke an invariant); 2 the input could not be used (unknown option, broken
layout or save file, an empty ``--layout``, a seed outside 0..MAX_SEED). Problems are one line
each on stderr, never a traceback; text from a file is printed with control characters escaped
(``safeio.clean_text``), so a save cannot fake output lines or drive the terminal.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from .datafiles import version_line
from .io.layout import DEFAULT_LAYOUT, LayoutError, check_layout_option, load_layout
from .io.safeio import MAX_INT_DIGITS, clean_text
from .play.reviewargs import review_arguments
from .rules import MAX_SEED, SETUPS
from .text.language import LANGUAGES

# LAZY: each command's modules are imported inside the function that runs it, so that --help,
# --version, a usage error and `scenario` do not load the bots, the server and the tournament.
# Measured 2026-11-26 (2 cores, warm file cache): `import relicrunners.cli` 77 ms; with every
# command's modules imported at the top 226 ms.

if TYPE_CHECKING:  # only for the annotations: simulate loads the bots, which `replay` does not need
    from .play.simulate import GameResult

PROG = "relicrunners"


class UsageError(Exception):
    """Bad command line; carries the exit status argparse would use."""

    def __init__(self, message: str, status: int = 2):
        super().__init__(message)
        self.status = status


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage problem is one line on stderr (no usage dump) and no SystemExit
    escapes from ``main`` (``--help`` still prints the help)."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{self.prog}: {message} (see --help)")

    def exit(self, status: int = 0, message: str | None = None) -> NoReturn:
        if message:
            sys.stderr.write(message)
        raise UsageError("", status)


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value


def _integer(text: str) -> int:
    if len(text.strip()) > MAX_INT_DIGITS + 1:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {len(text)} characters")
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {clean_text(repr(text))}") from None


def build_parser() -> _Parser:
    from .play import simulate as sim_defaults  # start-up: see LAZY

    common = _Parser(add_help=False)
    common.add_argument(
        "--layout",
        metavar="FILE",
        default=None,
        help=f"board layout file (default {Path(DEFAULT_LAYOUT).name} in board_layouts/)",
    )

    parser = _Parser(prog=PROG, description="Relic Runners without a window: scenarios, simulated games, replays.")
    parser.add_argument("--version", action="version", version=version_line())
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    p = sub.add_parser(
        "scenario",
        parents=[common],
        help="run scenario files (docs/scenarios.md)",
        description="Run scenario files; one line per file; exit 1 if any fails.",
    )
    p.add_argument("files", nargs="+", metavar="FILE")

    p = sub.add_parser(
        "simulate",
        parents=[common],
        help="play seeded games between bots",
        description="Play seeded games between computer players; the last line printed is a JSON summary.",
    )
    p.add_argument(
        "--players", type=int, choices=range(2, 6), default=3, metavar="N", help="players per game, 2 to 5 (default 3)"
    )
    p.add_argument("--games", type=_positive, default=10, metavar="K", help="number of games (default 10)")
    p.add_argument("--seed", type=_integer, default=0, metavar="S", help="game g uses seed S+g (default 0)")
    p.add_argument("--setup", choices=SETUPS, default="standard", help="temple setup (default standard)")
    p.add_argument("--check", action="store_true", help="check the invariants after every action")
    p.add_argument("--save-dir", metavar="DIR", help="write game-<seed>.json for every game")
    p.add_argument("--csv", metavar="FILE", help="write one row per finished game to FILE (docs/balance.md)")
    p.add_argument(
        "--chart", metavar="PNG", help='draw win rates and scores to PNG (needs pip install -e ".[analysis]")'
    )
    p.add_argument(
        "--bots",
        metavar="A,B,...",
        default="random",
        help="bot per seat, comma separated; one name applies to every seat (default random)",
    )
    p.add_argument(
        "--max-turns",
        type=_positive,
        default=sim_defaults.MAX_TURNS,
        metavar="T",
        help=f"a game still going after T turns counts as stalled (default {sim_defaults.MAX_TURNS:,}; "
        "random players usually finish a 5-player game in about 1,000 turns, but some "
        "take more than 5,000, up to ~7,000)",
    )

    p = sub.add_parser(
        "replay",
        parents=[common],
        help="print a saved game's log and final scores",
        description="Replay a save file: the log, one line per event, then the scores. "
        "Without --layout the layout named in the save is used.",
    )
    p.add_argument("save", metavar="SAVE")

    p = sub.add_parser(
        "review",
        parents=[common],
        help="review a saved game: one seat's mistakes and blunders, its win chance decision by decision",
        description="Judge every decision of one seat from what it could see then; print one line per "
        "mistake or blunder, a summary, and as the last line a JSON object (docs/bots.md). The review is "
        "kept beside the save (SAVE.review.json) and read back next time.",
    )
    review_arguments(p, _integer, _positive)

    p = sub.add_parser(
        "history",
        help="list the games played in the window (docs/history.md)",
        description="The games recorded in history.sqlite3 of the data folder, newest first.",
    )
    p.add_argument("--limit", metavar="N", type=_positive, default=50, help="list the newest N games (default 50)")
    p.add_argument("--csv", metavar="FILE", help="also write one row per seat of every game to FILE")
    p = sub.add_parser(
        "stats",
        help="per player name: games, wins, win rate against each bot level, scores, Relics",
        description="Statistics of the finished games recorded in the window, per player name, in the "
        "player's language (figures too: 80.0 in English, 80,0 in Dutch and Polish).",
    )
    p.add_argument(
        "--lang",
        choices=sorted(LANGUAGES),
        help="en (English), nl (Nederlands) or pl (Polski); default: the one chosen in the window, else the system's",
    )

    sub.add_parser("tournament", help="bot tournaments (arguments go to the tournament module)", add_help=False)
    sub.add_parser("serve", help="run a game server for network play (docs/network.md)", add_help=False)
    sub.add_parser("create", help="create a network game on a server; prints its invite code last", add_help=False)
    sub.add_parser("join", help="take a seat of a network game with a bot; prints the final scores", add_help=False)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    # Each command imports what it needs when it runs (imports inside the functions below): the
    # network commands' websockets and asyncio add about 0.4 s, the charts matplotlib, and a
    # command (or --help) should not wait for the others'.
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "tournament":
        return _tournament(argv[1:])
    if argv and argv[0] in ("serve", "create", "join"):
        from .net import cli as net_cli  # start-up: see LAZY

        return net_cli.main(argv)
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except UsageError as e:
        if str(e):
            print(str(e), file=sys.stderr)
        return e.status
    if args.command is None:
        print(
            f"{PROG}: choose a command: scenario, simulate, replay, review, history, stats, tournament, serve, create or join (see --help)",
            file=sys.stderr,
        )
        return 2
    if args.command in ("history", "stats"):
        from .play import records  # start-up: see LAZY

        return records.run_history(args.csv, args.limit) if args.command == "history" else records.run_stats(args.lang)
    problem = check_layout_option(args.layout)
    if problem:
        print(f"{PROG} {args.command}: {problem}", file=sys.stderr)
        return 2
    try:
        return {"scenario": _scenario, "simulate": _simulate, "replay": _replay, "review": _review}[args.command](args)
    except LayoutError as e:
        for line in e.problems:
            print(line, file=sys.stderr)
        return 2
    except UsageError as e:
        print(str(e), file=sys.stderr)
        return e.status
    except BrokenPipeError:  # e.g. piped into `head`
        try:
            sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - silence the final flush
        except OSError:
            pass
        return 1
    except KeyboardInterrupt:
        print(f"{PROG}: interrupted", file=sys.stderr)
        return 130


# -- scenario -------------------------------------------------------------------------------
def _scenario(args: argparse.Namespace) -> int:
    from .scenario import run_scenario  # start-up: see LAZY

    if args.layout is not None:
        load_layout(args.layout)  # a broken --layout stops the run (exit 2)
    failed = 0
    for path in args.files:
        ok, line = run_scenario(path, default_layout=args.layout)
        print(line, flush=True)
        failed += not ok
    return 1 if failed else 0


# -- simulate -------------------------------------------------------------------------------
def _simulate(args: argparse.Namespace) -> int:
    from .io.saves import layout_ref, save_game  # start-up: see LAZY
    from .play import simulate as sim  # start-up: see LAZY
    from .play.gamerecord import GameRecord  # start-up: see LAZY
    from .play.seat import Seat, SeatKind  # start-up: see LAZY

    layout = args.layout if args.layout is not None else DEFAULT_LAYOUT
    last = args.seed + args.games - 1
    if args.seed < 0 or last > MAX_SEED:
        raise UsageError(
            f"{PROG} simulate: --seed must be a whole number from 0 to {MAX_SEED} "
            f"(and --seed + --games - 1 at most that), got {args.seed}"
        )
    board = load_layout(layout)
    names = [b.strip() for b in args.bots.split(",")]
    if any(not b for b in names):
        raise UsageError(f"{PROG} simulate: --bots has an empty name in {args.bots!r}")
    if len(names) == 1:
        names = names * args.players
    if len(names) != args.players:
        raise UsageError(f"{PROG} simulate: --bots names {len(names)} bots for {args.players} players")
    try:
        check = sim.check_invariants if args.check else None
        sim.make_players(names, args.seed)  # fail early on an unknown bot name
    except sim.SimulateError as e:
        raise UsageError(f"{PROG} simulate: {e}") from None
    seats = sim.default_seats(args.players)
    if args.chart:
        from .play import charts  # start-up: see LAZY

        try:
            import matplotlib  # noqa: F401 — say it now, not after the games
        except ImportError:
            raise UsageError(f"{PROG} simulate: {charts.NEED}") from None
    started = time.perf_counter()
    results = []
    for g in range(args.games):
        seed = args.seed + g
        bots = sim.make_players(names, seed)
        result = sim.play_game(board, seats, args.setup, seed, bots, check, args.max_turns)
        results.append(result)
        if result.error:
            print(f"game seed {seed}: {result.error}", file=sys.stderr, flush=True)
        if args.save_dir:
            players = [Seat(n, c, SeatKind.parse(k)) for (n, c), k in zip(seats, names)]
            record = GameRecord(layout_ref(layout), players, args.setup, seed, result.actions)
            try:
                save_game(Path(args.save_dir) / f"game-{seed}.json", record, board)
            except OSError as e:
                raise UsageError(
                    f"{PROG} simulate: cannot write to {args.save_dir}: {e.strerror or type(e).__name__}", 2
                ) from None
    summary = sim.summarise(results, args.players, time.perf_counter() - started)
    _tables(args, results, names)
    print(json.dumps(summary))
    return 1 if summary["errors"] else 0


def _tables(args: argparse.Namespace, results: Sequence[GameResult], names: Sequence[str]) -> None:
    """``--csv`` and ``--chart``: the finished games as rows, and their chart."""
    if not (args.csv or args.chart):
        return
    from .play import charts, csvout  # start-up: see LAZY

    rows = [r for r in (csvout.game_row(res, names, args.setup) for res in results) if r is not None]
    title = f"{args.players} players, {args.setup} setup, {len(rows)} games"
    problem = charts.save(rows, args.csv, args.chart, title)
    if problem:
        raise UsageError(f"{PROG} simulate: {problem}", 2)


# -- replay ---------------------------------------------------------------------------------
def _replay(args: argparse.Namespace) -> int:
    from .play import replaycli  # start-up: see LAZY

    return replaycli.run_replay(args)


# -- review ---------------------------------------------------------------------------------
def _review(args: argparse.Namespace) -> int:
    from .play import reviewcli  # start-up: see LAZY

    return reviewcli.run_review(args)


# -- tournament -----------------------------------------------------------------------------
def _tournament(argv: list[str]) -> int:
    from .play import tournament  # start-up: see LAZY

    try:
        result = tournament.main(argv)
    except SystemExit as e:  # a module using plain argparse
        return e.code if isinstance(e.code, int) else (0 if e.code is None else 2)
    return int(result or 0)
