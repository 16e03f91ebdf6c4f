"""``python -m relicrunners serve | create | join``: network play from the command line.

- ``serve --host H --port P [--data DIR]``: a game server for many games (runs until stopped);
- ``create ws://H:P --players N [--setup S] [--bots a,b]``: a new game; its invite code is the
  last line printed;
- ``join ws://H:P CODE --bot LEVEL [--name NAME] [--seat K]``: takes a free seat and plays it with
  a bot until the game ends, then prints the final scores as one JSON line and exits 0; the
  seat's token is printed first (``seat token: …``): ``join … --token TOKEN`` comes back to it.
  A server that goes away is tried again for two minutes.

Problems are one line on stderr and exit status 2 (usage) or 1 (the network or the server).
``serve`` logs one line per refused connection or game, and per game let go, on stderr.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import sys
from pathlib import Path
from typing import NoReturn

from ..io.layout import DEFAULT_LAYOUT, LayoutError, check_layout_option, load_layout
from ..io.userdirs import data_dir
from ..play.seat import BOT_LEVELS
from ..rules import Board
from ..rules.state import SETUPS
from .client import NetError, create_game, play_bot, url_problem
from .limits import Limits

# LAZY: the server (asyncio, websockets, the history database) is imported only by `serve`:
# `join`, `create`, --help and usage errors start without it (measured 2026-11-26, warm cache:
# this module 115 ms, with the server 179 ms).

PROG = "relicrunners"


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # one line, no usage dump
        print(f"{self.prog}: {message} (see --help)", file=sys.stderr)
        raise SystemExit(2)


def _url(text: str) -> str:
    if not text.startswith(("ws://", "wss://")) or url_problem(text):
        raise argparse.ArgumentTypeError(f"a server address looks like ws://host:port, got {text[:60]!r}")
    return text


def _count(text: str) -> int:
    if not (text.isascii() and text.isdigit()) or not 1 <= int(text) <= 100_000:
        raise argparse.ArgumentTypeError(f"a whole number from 1 to 100000, got {text[:20]!r}")
    return int(text)


def parser(command: str) -> argparse.ArgumentParser:
    p = _Parser(prog=f"{PROG} {command}")
    p.add_argument(
        "--layout", metavar="FILE", default=str(DEFAULT_LAYOUT), help="board layout (the same on every machine)"
    )
    if command == "serve":
        p.description = "Run a game server for network play (many games at once) until stopped (Ctrl+C)."
        p.add_argument(
            "--host", default="127.0.0.1", help="address to listen on (0.0.0.0: every network; default 127.0.0.1)"
        )
        p.add_argument("--port", type=int, default=8765, help="port (default 8765)")
        p.add_argument("--data", metavar="DIR", help="where games are kept (default: the data folder's server/)")
        limits = Limits()
        p.add_argument(
            "--connections-per-address",
            type=_count,
            default=limits.per_address,
            metavar="N",
            help=f"connections one address may hold at once (default {limits.per_address})",
        )
        p.add_argument(
            "--games-per-address",
            type=_count,
            default=limits.games_per_address,
            metavar="N",
            help=f"unfinished games one address may hold, and create an hour (default {limits.games_per_address})",
        )
    elif command == "create":
        p.description = "Create a network game; its invite code is the last line printed."
        p.add_argument("url", type=_url, metavar="ws://HOST:PORT")
        p.add_argument("--players", type=int, choices=range(2, 6), default=2, metavar="N", help="players, 2 to 5")
        p.add_argument("--setup", choices=SETUPS, default="standard")
        p.add_argument("--bots", default="", metavar="A,B", help="levels of the last seats, played by the server")
    else:
        p.description = "Take a free seat of a network game with a bot; print the final scores as one JSON line."
        p.add_argument("url", type=_url, metavar="ws://HOST:PORT")
        p.add_argument("code", metavar="CODE", help="the invite code")
        p.add_argument(
            "--bot", choices=[k.value for k in BOT_LEVELS], required=True, help="the bot that plays the seat"
        )
        p.add_argument("--name", help="the seat's name (default: the bot's level, numbered when taken)")
        p.add_argument("--seat", type=int, metavar="K", help="which seat, 1 to 5 (default: the first free one)")
        p.add_argument("--token", help="come back to the seat of this token (printed by an earlier join)")
    return p


def main(argv: list[str]) -> int:
    command, rest = argv[0], argv[1:]
    args = parser(command).parse_args(rest)
    problem = check_layout_option(args.layout)
    if command == "join" and args.token is not None and (args.name is not None or args.seat is not None):
        problem = "--token comes back to its own seat: leave out --name and --seat"
    if problem:
        print(f"{PROG} {command}: {problem}", file=sys.stderr)
        return 2
    try:
        board = load_layout(args.layout)
    except LayoutError as e:
        print(f"{PROG} {command}: {e.problems[0] if e.problems else 'the layout cannot be used'}", file=sys.stderr)
        return 2
    try:
        if command == "serve":
            return _serve(args, board)
        if command == "create":
            bots = [b.strip() for b in args.bots.split(",") if b.strip()]
            made = asyncio.run(create_game(args.url, args.players, args.setup, bots))
            print(f"host token: {made['host']}")
            print(made["code"])
            return 0
        seat = args.seat - 1 if args.seat is not None else None

        def tell(token: str) -> None:
            print(f"seat token: {token} (come back with --token {token})", flush=True)

        scores = asyncio.run(
            play_bot(args.url, args.code, args.bot, board, args.name, seat, token=args.token, on_token=tell)
        )
        print(json.dumps(scores, ensure_ascii=False))
        return 0
    except NetError as e:
        print(f"{PROG} {command}: {e}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print(f"{PROG} {command}: stopped", file=sys.stderr)
        return 130


def _serve(args: argparse.Namespace, board: Board) -> int:
    from .server import GameServer, run  # start-up: see LAZY

    folder = Path(args.data) if args.data else data_dir() / "server"
    logger = logging.getLogger("relicrunners.net")
    if not any(h.get_name() == "serve" for h in logger.handlers):
        lines = logging.StreamHandler(sys.stderr)  # refusals and games let go: one line each
        lines.set_name("serve")
        lines.setFormatter(logging.Formatter("%(asctime)s %(message)s", "%Y-%m-%d %H:%M:%S"))
        logger.addHandler(lines)
        logger.setLevel(logging.INFO)
    limits = Limits(per_address=args.connections_per_address, games_per_address=args.games_per_address)
    server = GameServer(board, args.layout, folder, limits)
    for line in server.problems:
        print(f"{PROG} serve: {line}", file=sys.stderr)

    def ready(port: int) -> None:
        print(f"serving {len(server.rooms)} game(s) on ws://{args.host}:{port} (games kept in {folder})", flush=True)

    try:
        asyncio.run(run(server, args.host, args.port, ready))
    except OSError as e:
        print(f"{PROG} serve: cannot listen on {args.host}:{args.port} ({e.strerror or e})", file=sys.stderr)
        return 1
    finally:
        if server.saver is not None:
            server.saver.flush()  # every game as it stands, on disk
    return 0
