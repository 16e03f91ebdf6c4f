"""The table of a network game: the game scene itself, with a ``RemoteSession`` (``session/remote.py``)
in place of a local game; ``NetGameScene`` extends ``GameScene`` (the one scene module that imports
another: the one it extends, which never imports it back). Each seat's panel shows whether its player is connected (a green dot
after the colour marker), away (a hollow red ring; the host may give the seat to a bot meanwhile:
"bot"), and the line over the choices says whom we wait for."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...net.link import NetLink
from ...net.wire import decode_state
from ...play.seat import SeatKind
from ...session.remote import RemoteMatch, RemoteSession
from ...text import _
from .. import theme
from ..input import focus
from ..widgets.buttons import Button
from ..widgets.panelface import Mark
from .game import GameScene

if TYPE_CHECKING:  # for the type checker only
    from ..app import App
    from ..nethost import Hosting


class NetGameScene(GameScene):
    """The game scene of a network game: a ``RemoteSession`` in place of a local game, connection
    markers on the panels, whom we wait for over the choices, the host's bot button."""

    def __init__(
        self,
        app: App,
        link: NetLink,
        first: dict[str, Any],
        seats: list[dict[str, Any]],
        host: Hosting | None = None,
        others: dict[int, NetLink] | None = None,
    ) -> None:
        self.link, self._first, self._seats, self._others = link, first, seats, others
        self.host = host  # the host's own server (``ui.nethost.Hosting``), to give seats to bots
        match = RemoteMatch(app.board, seats, decode_state(first["view"], app.board))
        super().__init__(app, match)  # type: ignore[arg-type]  # a RemoteMatch reads as a Match (session.MatchLike)

    def make_session(self, match: Any, writer: Any, **callbacks: Any) -> Any:
        return RemoteSession(self.link, match, self._first, self._seats, others=self._others, **callbacks)

    def quit_note(self) -> str | None:
        if self.state.over:
            return None
        return _("Your seat stays yours: join again with the same invite code to play on.")

    @property
    def net(self) -> RemoteSession:
        table = self.session
        assert isinstance(table, RemoteSession)
        return table

    def prompt_line(self, name: str, t: float) -> str:
        s, net = self.state, self.net
        if not net.online and not s.over:
            return net.status or _("The connection to the server was lost: trying again…")
        if s.over or net.own_turn() or net.sent or net.handoff_due:
            return (
                super().prompt_line(name, t)
                if not net.sent
                else _("{name}: sent, waiting for the server…").format(name=name)
            )
        seat = net.seats[s.current] if s.current < len(net.seats) else {}
        if self.match.is_human(s.current) and not seat.get("bot"):
            if seat.get("online", True):
                return _("Waiting for {name}…").format(name=name)
            return _("Waiting for {name}, who lost the connection…").format(name=name)
        dots = "." * (1 + int(t * 3) % 3)
        return _("{name} (bot) is thinking{dots}").format(name=name, dots=dots)

    # -- the host: a seat whose player is away may be played by a bot meanwhile -----------------------
    def host_buttons(self) -> list[Button]:
        """For the host, when it is not our turn: a button per away player ("Let a bot play for
        NAME") and per seat a bot plays ("Give NAME's seat back")."""
        if self.host is None or self.net.own_turn() or self.state.over:
            return []
        out: list[Button] = []
        for i, seat in enumerate(self.net.seats):
            if seat.get("kind") != SeatKind.REMOTE or i == self.net.viewer or i in self.net.others:
                continue  # a bot, or a person at this screen
            name = str(seat.get("name"))
            if seat.get("bot"):
                words, value = _("Give {name}'s seat back").format(name=name), ("away", i, False)
            elif not seat.get("online"):
                words, value = _("Let a bot play for {name}").format(name=name), ("away", i, True)
            else:
                continue
            tip = _("A bot plays this seat until you give it back; the player may come back at any time")
            area = self.layout.choices
            h = theme.line_h(theme.least(), "bold") + 24
            rect = (area.x + 6, area.y + 4 + len(out) * (h + 6), min(area.w - 12, round(420 * theme.zoom())), h)
            out.append(Button(rect, words, value, tip, size=theme.least(), grow=False))
        return out

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.anims.busy:
            for b in self.host_buttons():
                if b.hit(event.pos) and self.host is not None:  # host buttons are only the host's
                    self.host.away_bot(str(self.link.hello.get("code", "")), b.value[1], b.value[2])
                    return
        super().handle(event)

    def focusables(self) -> list[focus.Target]:
        return super().focusables() + [focus.target(("away", b.value), b.rect) for b in self.host_buttons()]

    def _save_copy(self) -> None:
        self.status = _("A network game is kept by its server: nothing to save here")

    def draw(self, surf: pygame.Surface) -> None:
        self.panels.marks = self.marks()
        super().draw(surf)
        for b in self.host_buttons():
            b.draw(surf, self.app.mouse)

    def marks(self) -> list[Mark | None]:
        """Each seat's connection mark on its panel: connected, away (with "bot" where a bot
        plays the seat meanwhile), or this screen's own connection lost."""
        out: list[Mark | None] = []
        for i, seat in enumerate(self.net.seats):
            how = "online" if seat.get("online") else "away"
            if i == self.net.viewer and not self.net.online:
                how = "lost"
            out.append((how, bool(seat.get("bot")) and seat.get("kind") == SeatKind.REMOTE))
        return out
