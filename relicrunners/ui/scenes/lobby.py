"""The lobby of a network game: the invite code and (for the host) the address to give the
others, and who has taken which seat, until every seat is taken and the game starts by itself.
A refusal (a wrong code, a seat taken, a server out of reach) goes back to where the player came
from with the reason in one line."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...io import netseats
from ...net.link import NetLink
from ...play.seat import SeatKind
from ...rules.components import PLAYER_COLOURS
from ...text import _
from ...text.window import bot_level
from .. import theme
from ..app import App, Scene
from ..board import art
from ..input import focus
from ..widgets.backdrop import backdrop, title
from ..widgets.buttons import Button, panel_box

if TYPE_CHECKING:  # for the type checker only
    from ..nethost import Hosting

ROW_Y, ROW_H = 330, 62


class LobbyScene(Scene):
    def __init__(
        self,
        app: App,
        link: NetLink,
        code: str,
        url: str,
        name: str = "",
        host: Hosting | None = None,
        others: dict[int, NetLink] | None = None,
    ) -> None:
        super().__init__(app)
        self.link, self.code, self.url, self.name, self.host = link, code, url, name, host
        self.others: dict[int, NetLink] = dict(others or {})  # the other people at this screen
        self.seats: list[dict[str, Any]] = []  # as the server sent them (JSON: checked where read)
        self.ready = False  # every seat is taken (the host may start)
        self.message = _("Connecting to {url}…").format(url=url)
        self.buttons: list[Button] = []
        self._layout()

    def _layout(self) -> None:
        self.buttons = [Button((theme.W // 2 - 240, 900, 220, 58), _("Leave"), ("leave",), size=22)]
        if self.host is not None:
            tip = _("Deal and play: every seat is taken") if self.ready else _("Waiting for every seat to be taken…")
            self.buttons.append(
                Button(
                    (theme.W // 2 + 20, 900, 220, 58), _("Start"), ("start",), tip, self.ready, style="gold", size=24
                )
            )

    @property
    def busy(self) -> bool:
        return True  # listening to the server

    def focusables(self) -> list[focus.Target]:
        return [focus.target(("button", b.value), b.rect) for b in self.buttons if b.enabled]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons:
                if b.hit(event.pos):
                    self.press(b.value)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave()

    def press(self, value: tuple[str]) -> None:
        if value == ("leave",):
            self.leave()
        elif value == ("start",) and self.ready:
            self.link.send("start")
            self.message = _("Dealing…")

    def leave(self, message: str = "") -> None:
        self.link.close()
        for link in self.others.values():
            link.close()
        if self.host is not None:
            self.app.nav.to_setup()
        else:
            self.app.nav.to_netjoin(message)

    def update(self, dt: float) -> None:
        arrived = self.link.poll()
        for k, msg in enumerate(arrived):
            kind = msg.get("type")
            if kind == "welcome":
                self.seats = [s for s in msg.get("seats", []) if isinstance(s, dict)][:5]
                self.message = _("Waiting for every seat to be taken…")
                if self.link.token is not None:
                    netseats.remember(self.url, self.code, self.link.token, self.name)
            elif kind == "lobby":
                self.seats = [s for s in msg.get("seats", []) if isinstance(s, dict)][:5]
                if bool(msg.get("ready")) != self.ready:
                    self.ready = bool(msg.get("ready"))
                    self._layout()
                if self.ready and self.host is not None:
                    self.message = _("Every seat is taken: Start deals the game")
            elif kind == "state":
                self.link.hold(arrived[k + 1 :])  # what came after it is the table's
                self.app.nav.to_netgame(self.link, msg, self.seats, self.host, self.others)
                return
            elif kind == "link" and msg.get("status") == "refused":
                self.leave(_("Could not join: {why}").format(why=str(msg.get("problem"))[:160]))
                return
            elif kind == "link" and msg.get("status") == "lost":
                self.message = _("The server cannot be reached: trying again…")
            elif kind == "error":
                self.message = _("The server refused: {why}").format(why=str(msg.get("message"))[:160])

    def draw(self, surf: pygame.Surface) -> None:
        surf.blit(backdrop("plain"), (0, 0))
        title(surf, _("Network game"), 70, 52)
        panel_box(surf, (300, 140, 1000, 700), (72, 54, 36))
        theme.draw_text(surf, _("Invite code"), (800, 176), theme.reading(20), theme.TEXT_DIM, anchor="center")
        theme.draw_text(surf, self.code, (800, 226), 48, theme.GOLD, "bold", anchor="center")
        if self.host is not None:
            words = _("Others join with this address: {address}").format(address=self.host.address)
            size = theme.fit_size(words, theme.reading(20), 940)
            theme.draw_text(
                surf, theme.ellipsize(words, size, 940), (800, 280), size, theme.TEXT_LIGHT, anchor="center"
            )
        for i, seat in enumerate(self.seats):
            y = ROW_Y + i * ROW_H
            taken = seat.get("taken")
            kind = seat.get("kind")
            who = (
                _("{name} (bot: {level})").format(name=seat.get("name"), level=bot_level(str(kind)))
                if kind != SeatKind.REMOTE
                else (str(seat.get("name")) if taken else _("free: waiting for a player"))
            )
            if kind == SeatKind.REMOTE and taken:
                who = (
                    _("{name} (online)").format(name=who) if seat.get("online") else _("{name} (away)").format(name=who)
                )
            if seat.get("colour") in PLAYER_COLOURS:
                marker = art.player_marker(str(seat["colour"]), 11)
                surf.blit(marker, marker.get_rect(center=(380, y + 20)))
            size = theme.fit_size(who, theme.reading(22), 820)
            theme.draw_text(surf, theme.ellipsize(who, size, 820), (410, y + 20), size,
                            theme.TEXT_LIGHT if taken else theme.TEXT_DIM, anchor="midleft")  # fmt: skip
        size = theme.fit_size(self.message, theme.reading(theme.READ), 1200)
        theme.draw_text(
            surf, theme.ellipsize(self.message, size, 1200), (800, 870), size, (255, 190, 120), anchor="center"
        )
        for b in self.buttons:
            b.draw(surf, self.app.mouse)
