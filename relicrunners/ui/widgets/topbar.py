"""The strip across the top of the table: the round and whose turn it is, the Relics taken so far
against the end trigger (R11.1), and the buttons (Peek, Hint, Undo, Save, Speed, Guide, Settings,
Menu; the guide "?" and the settings "⚙" are small square buttons, their tooltips say what they are).

The round counts a turn of every player: round = (turn - 1) // players + 1, so the first
player's first turn is round 1 and each round starts with the first player (the round's tooltip
says who that is). A name too long for its room is cut with "…"; the Relics track keeps its
place left of the buttons; every Relic icon sits on a dark chip with a pale rim, so each colour
stands out (tests/test_ui_text_fit.py measures the contrast).

Every word grows with the table's size (``theme.tsize``). The title shows where the buttons
shown now leave it room; where one row cannot hold the round, a name, the Relics track and the
buttons (a larger text size, a smaller window, a longer language: ``bar_rows``), the buttons
move to a second row.

The buttons are made again only when what they say or whether they can be pressed changes
(``refresh``); a frame only draws them.
"""

from __future__ import annotations

import pygame

from ...rules import Stage, State
from ...rules.components import RELICS_TO_END
from ...session import Session
from ...text import _
from ...text.window import SPEED_LABEL
from .. import theme
from ..board import art
from ..theme import Colour, Point
from .buttons import Button

Spec = tuple[str, str, bool, str]  # a button: (value, label, enabled, tooltip)

BAR_H = 56  # a row of the bar
CY = 28  # the middle of the first row
CHIP_R = 10  # the radius of a Relic icon on the track (its chip: CHIP_R + 4)
SLOT = 28  # the track's spacing when there is room
LEAST_SLOT = 20
TITLE_SIZE = 20  # "RELIC RUNNERS" at the left (drawn with the table's backdrop)
ICONS = {"guide": theme.READ, "settings": 22}  # the square buttons with a sign for a label, its size


def title_right(title: bool = True) -> int:
    """Where the title at the left of the bar ends (where it is left out: the bar's left edge)."""
    return 16 + theme.width(_("RELIC RUNNERS"), theme.tsize(TITLE_SIZE), "title") if title else 0


def button_h() -> int:
    return max(38, theme.line_h(theme.least(), "bold") + 12)


def button_w(value: str, label: str) -> int:
    if value in ICONS:
        return max(40, button_h() + 2, theme.width(label, theme.tsize(ICONS[value]), "bold") + 16)
    return max(62, theme.width(label, theme.least(), "bold") + 22)


def name_room() -> int:
    """The room the bar keeps for the round and the name of the player to act (a short name at
    least), or at the end for "Game over · Turn 123", whole."""
    round_w = theme.width(_("Round {round}").format(round=999), theme.tsize(19), "bold") + 12
    over = theme.width(_("Game over · Turn {turn}").format(turn=123), theme.tsize(20), "bold")
    return max(round_w + round(110 * theme.zoom()) + 26, over + 6)


def table_buttons_w() -> int:
    """How wide the table's buttons are together (with the widest words each can show)."""
    t = theme.least()
    first = max(theme.width(w, t, "bold") for w in (_("Scores"), _("Hide my VP"), _("Peek: my VP")))
    speed = max(theme.width(_(w), t, "bold") for w in SPEED_LABEL.values())
    words = [_("Hint"), _("Undo"), _("Save"), _("Menu")]
    out = sum(max(62, theme.width(w, t, "bold") + 22) + 6 for w in words)
    return out + max(62, first + 22) + 6 + max(62, speed + 22) + 6 + 2 * (button_w("guide", "?") + 6)


def buttons_w(specs: tuple[Spec, ...]) -> int:
    """How wide these buttons are together ((value, label, enabled, tooltip), as ``TopBar.show``)."""
    return sum(button_w(value, label) + 6 for value, label, _on, _tip in specs)


def track_w(slots: int) -> int:
    """The Relics track at its closest, with ``slots`` places."""
    t = theme.least()
    return theme.width(_("Relics"), t) + 10 + theme.width("99/99", t, "bold") + 10 + slots * LEAST_SLOT


def bar_rows(n: int, buttons: int) -> int:
    """The bar's rows for ``n`` players and buttons ``buttons`` wide: one where the round, a name,
    the Relics track and the buttons fit (without the title), else two (the buttons on the second)."""
    return 1 if 18 + name_room() + 16 + track_w(RELICS_TO_END[n]) + 14 + buttons + 4 <= theme.W else 2


def turn_of(s: State) -> int:
    """The turn being played (once the game is over: the last one played)."""
    return s.turn_played


def round_of(s: State) -> int:
    """The round of that turn: every player plays once a round, the first player first."""
    return (turn_of(s) - 1) // s.n + 1


class TopBar:
    def __init__(self, right: int = 1596):
        self.right = right
        self.rows = 1  # the bar's rows (``place``)
        self.title = True  # "RELIC RUNNERS" at its left, where the buttons shown now leave it room
        self.buttons: list[Button] = []
        self.relic_rect: pygame.Rect | None = None  # the Relics track (it has a tooltip)
        self.round_rect: pygame.Rect | None = None  # the round counter (it has a tooltip)
        self.guide_open = False  # the guide card stays shown (for a toggle: a click on "?", G)
        self._specs: tuple[Spec, ...] | None = None
        self._least = 0  # the table's size the buttons were made for
        self._slots = 0
        self._pitch = SLOT

    def place(self, rows: int) -> None:
        """The bar has ``rows`` rows (2: the buttons on the second)."""
        if rows != self.rows:
            self.rows = rows
            self._specs, self.relic_rect = None, None

    def specs(self, table: Session, hint_ok: bool, speed: str) -> tuple[Spec, ...]:
        """(value, label, enabled, tooltip) of every button, left to right."""
        s = table.state
        first: list[Spec]
        if s.over:
            first = [("scores", _("Scores"), True, _("Back to the final scores"))]
        elif table.solo():
            first = []  # your VP and Blue values are always on your panel
        else:
            first = [
                (  # a toggle: its words and its tooltip both say what a click does now
                    "peek",
                    _("Hide my VP") if table.peek else _("Peek: my VP"),
                    table.own_turn(),
                    _("Hide your VP and Blue tile values again")
                    if table.peek
                    else _("Show your own VP and Blue tile values (only you should look)"),
                )
            ]
        return tuple(
            first
            + [
                (
                    "hint",
                    _("Hint"),
                    hint_ok,
                    _("Suggest a good choice for this decision (H); it looks only at what you can see"),
                ),
                ("undo", _("Undo"), table.can_undo(), _("Take back your last decision (Ctrl+Z)")),
                ("save", _("Save"), True, _("Save a copy of this game (Ctrl+S); it is also saved after every action")),
                ("speed", _(SPEED_LABEL.get(speed, speed)), True, _("Animation speed: slow, normal, fast or off")),
                ("guide", "?", True, ""),  # pointing at it shows the guide card; a click (or G) keeps it open
                (
                    "settings",
                    "⚙",
                    True,
                    _("Settings: sound, animation speed, bot pause, language, colours, text size"),
                ),
                ("menu", _("Menu"), True, _("Back to the start screen (the game stays saved)")),
            ]
        )

    def refresh(self, table: Session, hint_ok: bool, speed: str) -> list[Button]:
        """Bring the buttons up to date (made anew only when one of them changed)."""
        return self.show(self.specs(table, hint_ok, speed), table.state)

    def show(self, specs: tuple[Spec, ...], s: State) -> list[Button]:
        """These buttons ((value, label, enabled, tooltip), left to right) over the state ``s``
        (the replay screen has buttons of its own)."""
        if specs != self._specs or self._least != theme.least():
            self._specs, self._least = specs, theme.least()
            buttons: list[Button] = []
            bx = self.right
            bh = button_h()
            y = (self.rows - 1) * BAR_H + (BAR_H - bh) // 2
            for value, label, enabled, tip in reversed(specs):
                w = button_w(value, label)
                bx -= w + 6
                size = theme.tsize(ICONS.get(value, theme.READ))
                while size > theme.least() and theme.line_h(size, "bold") > bh - 4:  # a sign inside its button
                    size -= 1
                buttons.insert(0, Button((bx, y, w, bh), label, value, tip, enabled, size=size, grow=False))
            self.buttons = buttons
            self.relic_rect = None
        slots = max(RELICS_TO_END[s.n], sum(len(p.relics) for p in s.players))
        if self.relic_rect is None or slots != self._slots:
            self._slots = slots
            right = self.buttons[0].rect.x - 14 if self.rows == 1 else self.right - 8
            self.title = title_right(True) + 18 + name_room() + 16 + track_w(slots) <= right
            self._layout_track(slots)
        return self.buttons

    def _layout_track(self, slots: int) -> None:
        """The Relics track ends left of the buttons (on a bar of two rows: at the first row's
        right); with many Relics its icons come closer, so the name keeps some room."""
        t = theme.least()
        right = self.buttons[0].rect.x - 14 if self.rows == 1 else self.right - 8
        fixed = theme.width(_("Relics"), t) + 10 + theme.width("99/99", t, "bold") + 10
        room = right - (title_right(self.title) + 18 + name_room() + 16) - fixed  # the round and a name
        self._pitch = max(LEAST_SLOT, min(SLOT, room // max(1, slots)))
        width = fixed + slots * self._pitch
        self.relic_rect = pygame.Rect(right - width, 6, width, BAR_H - 12)

    def guide_shown(self, mouse: Point, g_held: bool) -> bool:
        """The guide card shows: kept open (a click on "?", or G), the mouse on the "?" button."""
        return self.guide_open or g_held or any(b.value == "guide" and b.rect.collidepoint(mouse) for b in self.buttons)

    # -- the Relics track ----------------------------------------------------------------------------
    def relic_centre(self, i: int) -> tuple[int, int]:
        """Where the ``i``-th slot of the Relics track is drawn."""
        assert self.relic_rect is not None
        x0 = self.relic_rect.x + theme.width(_("Relics"), theme.least()) + 10 + self._pitch // 2
        return (x0 + i * self._pitch, CY)

    @staticmethod
    def relic_icon(colour: str) -> pygame.Surface:
        """The Relic icon drawn (on its chip) in the track."""
        return art.relic(colour, CHIP_R, halo=False)

    # -- drawing ------------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface, s: State, view: State, human: bool, mouse: Point) -> None:
        """``s``: the state, ``view``: what the table shows of it, ``human``: a human is to play."""
        if self.title:
            size = theme.tsize(TITLE_SIZE)
            theme.draw_text(
                surf, _("RELIC RUNNERS"), (16, CY), size, theme.GOLD, "title", anchor="midleft", shadow=(0, 0, 0)
            )
        track = self.relic_rect if self.relic_rect is not None else pygame.Rect(900, 6, 0, 44)
        self._draw_round(surf, s, view, human, track.x - 16)
        self._draw_track(surf, s, view, track)
        for b in self.buttons:
            b.draw(surf, mouse)

    def _draw_round(self, surf: pygame.Surface, s: State, view: State, human: bool, right: int) -> None:
        """The round ("Round 11"), then the player to act (marker and name); at the end, that the game
        is over and its last turn."""
        x = title_right(self.title) + 18
        if s.over:
            over = _("Game over · Turn {turn}").format(turn=turn_of(s))
            box = pygame.Rect(x, 6, right - x, BAR_H - 12)
            self.round_rect = _fitted(surf, over, box, theme.tsize(20), theme.GOLD, "bold").inflate(8, 16)
            return
        r = theme.draw_text(
            surf,
            _("Round {round}").format(round=round_of(s)),
            (x, CY),
            theme.tsize(19),
            theme.TEXT_DIM,
            "bold",
            anchor="midleft",
        )
        self.round_rect = r.inflate(8, 16)
        x = r.right + 12
        p = view.players[s.current]
        m = art.player_marker(p.colour, 10)
        surf.blit(m, m.get_rect(center=(x + 10, CY)))
        x += 26
        if s.stage != Stage.NORMAL:
            tag = _("LAST ROUND") if s.stage == Stage.FINAL else _("EXTRA TURN")
            t = theme.draw_text(surf, tag, (right, CY), theme.least(), theme.BAD, "bold", anchor="midright")
            right = t.left - 12
        who = p.name if human else _("{name} (bot)").format(name=p.name)
        _fitted(surf, who, pygame.Rect(x, 6, right - x, BAR_H - 12), theme.tsize(20), theme.TEXT_LIGHT, "bold")

    def _draw_track(self, surf: pygame.Surface, s: State, view: State, track: pygame.Rect) -> None:
        held = [c for pl in view.players for c in pl.relics]
        taken = len(held)
        need = RELICS_TO_END[s.n]
        t = theme.least()
        label = theme.draw_text(surf, _("Relics"), (track.x, CY), t, theme.TEXT_DIM, anchor="midleft")
        slots = max(need, taken)  # Relics taken in the last round show too
        for i in range(slots):
            c = self.relic_centre(i)
            if i < taken:
                chip = art.relic_chip(held[i], CHIP_R)
                surf.blit(chip, chip.get_rect(center=c))
            else:
                pygame.draw.circle(surf, (200, 170, 110), c, CHIP_R + 4, 1)
        x = self.relic_centre(slots - 1)[0] + self._pitch // 2 + 8 if slots else label.right + 10
        theme.draw_text(surf, f"{taken}/{need}", (x, CY), t, theme.TEXT_LIGHT, "bold", anchor="midleft")


def _fitted(surf: pygame.Surface, text: str, box: pygame.Rect, size: int, colour: Colour, kind: str) -> pygame.Rect:
    """``text`` at the left of ``box``, a size smaller (not under the table's least size) or cut
    with "…" (a long name: the panel's tooltip says it whole)."""
    size = theme.fit_size(text, size, box.w, kind, smallest=theme.least())
    text = theme.ellipsize(text, size, box.w, kind)
    return theme.draw_text(surf, text, box.midleft, size, colour, kind, anchor="midleft", box=box)
