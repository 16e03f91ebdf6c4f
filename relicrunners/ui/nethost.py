"""Hosting a network game from the window: the same ``GameServer`` as ``python -m relicrunners
serve``, in a thread of this process, listening on every network of this machine, with one
game made from the setup screen's seats.

The server lives as long as the window (``App.hosting``), so a host who goes back to the menu
leaves the game going for the others and may come back to it.
"""

from __future__ import annotations

import asyncio
import socket
from typing import Any

import pygame

from ..io.userdirs import data_dir
from ..net.client import NetError, create_game
from ..net.link import NetLink
from ..net.server import GameServer, start_in_thread
from ..play.seat import Seat, SeatKind
from ..text import _

PORT = 8765  # the usual port; another one when it is taken


def wake() -> None:
    """From a network link's thread: something arrived, so an idle window draws at once (an
    event posted to pygame's queue, which takes events from any thread)."""
    if pygame.get_init():
        pygame.event.post(pygame.event.Event(pygame.USEREVENT, net=True))


def lan_address() -> str:
    """This machine's address on its network, as the others would type it (no packet is sent)."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("192.0.2.1", 9))  # TEST-NET: only picks the outgoing interface
            return str(s.getsockname()[0])
    except OSError:
        return "127.0.0.1"


class Hosting:
    """A server in this process: ``url`` for this window, ``address`` for the others."""

    def __init__(self, board: Any, layout_path: str, host: str = "0.0.0.0") -> None:
        self.server = GameServer(board, layout_path, data_dir() / "server")
        try:
            self.port, self._stop = start_in_thread(self.server, host, PORT)
        except OSError:
            self.port, self._stop = start_in_thread(self.server, host, 0)
        self.url = f"ws://127.0.0.1:{self.port}"
        self.address = f"ws://{lan_address() if host == '0.0.0.0' else host}:{self.port}"

    def create(self, kinds: list[SeatKind], setup: str, names: list[str], colours: list[str]) -> dict[str, Any]:
        """A new game with these seats (REMOTE or a bot level): its ``code`` and ``host`` token."""
        return asyncio.run(
            create_game(self.url, len(kinds), setup, seats=kinds, names=names, colours=colours, wait=True)
        )

    def away_bot(self, code: str, seat: int, on: bool) -> None:
        """Give ``seat`` to a bot while its player is away (``on``), or back to the player."""
        if self.server.loop is not None:
            asyncio.run_coroutine_threadsafe(self.server.set_away_bot(code, seat, on), self.server.loop)

    def stop(self) -> None:
        self._stop()


def host_game(app: Any, players: list[Seat], setup: str) -> str:
    """Host the setup screen's game (its HUMAN seats play at this screen, passing the mouse;
    ONLINE seats wait for players who join; bots are the server's): the lobby opens and '' is
    returned, or one line saying why not."""

    here = [i for i, p in enumerate(players) if p.kind == SeatKind.HUMAN]  # at this screen (they pass the mouse)
    if not here:
        return _("Someone plays at this screen too: make one seat Human")
    kinds = [SeatKind.REMOTE if p.kind.is_person else p.kind for p in players]  # every person joins the server
    try:
        if app.hosting is None:
            app.hosting = Hosting(app.board, app.layout_path)
        made = app.hosting.create(kinds, setup, [p.name for p in players], [p.colour for p in players])
    except (OSError, NetError) as e:
        return _("The game could not be hosted: {why}").format(why=str(e)[:120])
    me = players[here[0]]
    hello = {"code": made["code"], "name": me.name, "colour": me.colour, "seat": here[0], "host": made["host"]}
    link = NetLink(app.hosting.url, hello, wake)
    others = {
        i: NetLink(
            app.hosting.url,
            {"code": made["code"], "name": players[i].name, "colour": players[i].colour, "seat": i},
            wake,
        )  # fmt: skip
        for i in here[1:]
    }
    app.nav.to_lobby(link, made["code"], app.hosting.url, me.name, host=app.hosting, others=others)
    return ""
