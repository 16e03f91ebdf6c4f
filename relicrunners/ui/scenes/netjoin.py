"""Join a network game: the server's address, the invite code, a name, a colour and a seat (or
the first free one), then Join — or Watch, to follow the game without a seat. A game this player
joined before (remembered in ``io/netseats.py``) is taken up again with its seat's token."""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from ...io import netseats
from ...net.link import NetLink
from ...net.protocol import clean_code
from ...rules.components import PLAYER_COLOURS
from ...text import _
from ...text.names import colour_name
from .. import theme
from ..app import App, Scene
from ..input import focus
from ..nethost import wake
from ..widgets.backdrop import backdrop, title
from ..widgets.buttons import Button, TextField, panel_box

LABEL_X, FIELD_X, FIELD_W = 430, 700, 470
ROWS_Y = (230, 310, 390, 470, 550)  # address, code, name, colour, seat


class NetJoinScene(Scene):
    busy = False

    def __init__(self, app: App, message: str = "") -> None:
        super().__init__(app)
        known = netseats.load()
        self.address = TextField((FIELD_X, ROWS_Y[0], FIELD_W, 48), known["url"] or "ws://127.0.0.1:8765", 80)
        self.code = TextField((FIELD_X, ROWS_Y[1], 200, 48), "", 8, placeholder="K7QX2M")
        self.name = TextField((FIELD_X, ROWS_Y[2], 260, 48), known["name"] or _("Player"), 14)
        self.colour: str | None = None  # None: the seat's own colour
        self.seat: int | None = None  # None: the first free seat
        self.message = message
        self.buttons: list[Button] = []
        self._layout()

    def fields(self) -> list[TextField]:
        return [self.address, self.code, self.name]

    def typing(self) -> bool:
        return any(f.focus for f in self.fields())

    def typing_key(self) -> Hashable | None:
        return next((("field", i) for i, f in enumerate(self.fields()) if f.focus), None)

    def focused(self, target: focus.Target) -> None:
        for i, f in enumerate(self.fields()):
            if target.key == ("field", i):
                f.enter()
            else:
                f.focus = False

    def _layout(self) -> None:
        colour = colour_name(self.colour) if self.colour else _("the seat's own")
        seat = str(self.seat + 1) if self.seat is not None else _("the first free one")
        grown = theme.grow() > 1.0  # larger words: as wide as the address, two lines where they need them
        w, h = (FIELD_W, max(48, 2 * theme.line_h(theme.reading(theme.READ), "bold") + 6)) if grown else (260, 48)
        self.buttons = [
            Button(
                (FIELD_X, ROWS_Y[3] + 24 - h // 2, w, h),
                colour,
                ("colour",),
                _("Click for another colour"),
                style="paper",
            ),
            Button(
                (FIELD_X, ROWS_Y[4] + 24 - h // 2, w, h), seat, ("seat",), _("Click for another seat"), style="paper"
            ),
            Button((1000, 900, 240, 60), _("Join"), ("join",), style="gold", size=24),
            Button((700, 900, 240, 60), _("Watch"), ("watch",), _("Follow the game without a seat"), size=20),
            Button((360, 900, 180, 60), _("Back"), ("back",), size=20),
        ]

    def focusables(self) -> list[focus.Target]:
        out = [focus.target(("field", i), f.rect) for i, f in enumerate(self.fields())]
        return out + [focus.target(("button", b.value), b.rect) for b in self.buttons]

    def handle(self, event: pygame.event.Event) -> None:
        for f in self.fields():
            if f.handle(event) and event.type != pygame.MOUSEBUTTONDOWN:
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons:
                if b.hit(event.pos):
                    self.press(b.value)
                    return
        elif event.type == pygame.KEYDOWN and not self.typing():
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.press(("join",))
            elif event.key == pygame.K_ESCAPE:
                self.press(("back",))

    def press(self, value: tuple[str]) -> None:
        what = value[0]
        if what == "back":
            self.app.nav.to_start()
            return
        if what == "colour":
            order: list[str | None] = [None, *PLAYER_COLOURS]
            self.colour = order[(order.index(self.colour) + 1) % len(order)]
        elif what == "seat":
            order_seats: list[int | None] = [None, 0, 1, 2, 3, 4]
            self.seat = order_seats[(order_seats.index(self.seat) + 1) % len(order_seats)]
        elif what in ("join", "watch"):
            self.connect(watch=what == "watch")
            return
        self._layout()

    def connect(self, watch: bool = False) -> None:
        url, code, name = self.address.text.strip(), clean_code(self.code.text), self.name.text.strip()
        if not url.startswith(("ws://", "wss://")):
            self.message = _("An address looks like ws://192.168.1.20:8765 (the host's screen shows it)")
            return
        if not code:
            self.message = _("Type the invite code the host's screen shows")
            return
        if not name and not watch:
            self.message = _("Type a name for your seat")
            return
        netseats.remember(url, name=name)
        known = netseats.recall(url, code)
        if watch:
            hello: dict[str, object] = {"code": code, "watch": True}
        elif known is not None:  # our seat of before: back to it
            hello = {"code": code, "token": known["token"]}
        else:
            hello = {"code": code, "name": name, "colour": self.colour, "seat": self.seat}
        self.app.nav.to_lobby(NetLink(url, hello, wake), code, url, name)

    def draw(self, surf: pygame.Surface) -> None:
        surf.blit(backdrop("plain"), (0, 0))
        title(surf, _("Join a network game"), 70, 52)
        label_x = LABEL_X if theme.grow() <= 1.0 else 250  # larger words: a wider column for the labels
        panel_box(surf, (label_x - 50, 180, FIELD_X + FIELD_W + 50 - (label_x - 50), 440), (72, 54, 36))
        labels = (_("Server address"), _("Invite code"), _("Your name"), _("Colour"), _("Seat"))
        for y, words in zip(ROWS_Y, labels):
            box = pygame.Rect(label_x, y - 8, FIELD_X - 16 - label_x, 64)
            size, lines = theme.fit_block(words, theme.reading(20), box, "bold")
            top = box.centery - theme.line_h(size, "bold") * len(lines) // 2
            for k, line in enumerate(lines):
                at = (box.x, top + k * theme.line_h(size, "bold"))
                theme.draw_text(surf, line, at, size, theme.TEXT_LIGHT, "bold", box=box)
        for f in self.fields():
            f.draw(surf, self.app.mouse, self.app.time)
        for b in self.buttons:
            b.draw(surf, self.app.mouse)
        hint = _(
            "The host's screen shows the address and the invite code. A game you joined before takes you back to your seat."
        )
        box = (
            pygame.Rect(400, 640, 800, 80)
            if theme.grow() <= 1.0
            else pygame.Rect(label_x - 30, 636, 1330 - label_x, 250)
        )
        size, lines = theme.fit_block(hint, theme.reading(theme.READ), box)
        for k, line in enumerate(lines):
            theme.draw_text(surf, line, (box.x, box.y + k * theme.line_h(size)), size, theme.TEXT_DIM, box=box)
        if self.message:
            size = theme.fit_size(self.message, theme.reading(theme.READ), 1200)
            theme.draw_text(surf, theme.ellipsize(self.message, size, 1200), (800, 850), size, (255, 190, 120),
                            anchor="center")  # fmt: skip
