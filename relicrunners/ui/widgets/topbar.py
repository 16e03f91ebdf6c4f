"""The strip across the top of the table: the round and whose turn it is, the Relics taken so far
against the end trigger (R11.1), and the buttons (Peek, Hint, Undo, Save, Speed, Guide, Settings,
Menu; the guide "?" and the settings "⚙" are small square buttons, their tooltips say what they are).

The round counts a turn of every player: round = (turn - 1) // players + 1, so the first
player's first turn is round 1 and each round starts with the first player (the round's tooltip
says who that is). A name too long for its room is cut with "…"; the Relics track keeps its
place left of the buttons; every Relic icon sits on a dark chip with a pale rim, so each colour
stands out (tests/test_ui_text_fit.py measures the contrast).

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

BAR_H = 56
CY = 28  # the middle of the bar
CHIP_R = 10  # the radius of a Relic icon on the track (its chip: CHIP_R + 4)
SLOT = 28  # the track's spacing when there is room
TITLE_SIZE = 20  # "RELIC RUNNERS" at the left (drawn with the table's backdrop)
ICONS = {"guide": theme.READ, "settings": 22}  # the square buttons with a sign for a label, its size


def title_right() -> int:
    """Where the title at the left of the bar ends."""
    return 16 + theme.width(_("RELIC RUNNERS"), TITLE_SIZE, "title")


def turn_of(s: State) -> int:
    """The turn being played (once the game is over: the last one played)."""
    return s.turn_played


def round_of(s: State) -> int:
    """The round of that turn: every player plays once a round, the first player first."""
    return (turn_of(s) - 1) // s.n + 1


class TopBar:
    def __init__(self, right: int = 1596):
        self.right = right
        self.buttons: list[Button] = []
        self.relic_rect: pygame.Rect | None = None  # the Relics track (it has a tooltip)
        self.round_rect: pygame.Rect | None = None  # the round counter (it has a tooltip)
        self.guide_open = False  # the guide card stays shown (for a toggle: a click on "?", G)
        self._specs: tuple[Spec, ...] | None = None
        self._slots = 0
        self._pitch = SLOT

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
        if specs != self._specs:
            self._specs = specs
            buttons: list[Button] = []
            bx = self.right
            for value, label, enabled, tip in reversed(specs):
                w = 40 if value in ICONS else max(62, theme.width(label, theme.READ, "bold") + 22)
                bx -= w + 6
                size = ICONS.get(value, theme.READ)
                buttons.insert(0, Button((bx, 9, w, 38), label, value, tip, enabled, size=size))
            self.buttons = buttons
        slots = max(RELICS_TO_END[s.n], sum(len(p.relics) for p in s.players))
        if self.relic_rect is None or slots != self._slots or self.relic_rect.right != self.buttons[0].rect.x - 14:
            self._slots = slots
            self._layout_track(slots)
        return self.buttons

    def _layout_track(self, slots: int) -> None:
        """The Relics track ends left of the buttons; with many Relics its icons come closer, so
        the name keeps some room."""
        right = self.buttons[0].rect.x - 14
        fixed = theme.width(_("Relics"), theme.READ) + 10 + theme.width("99/99", theme.READ, "bold") + 10
        room = right - (title_right() + 16 + 260) - fixed  # the round and at least a short name
        self._pitch = max(20, min(SLOT, room // max(1, slots)))
        width = fixed + slots * self._pitch
        self.relic_rect = pygame.Rect(right - width, 6, width, BAR_H - 12)

    def guide_shown(self, mouse: Point, g_held: bool) -> bool:
        """The guide card shows: kept open (a click on "?", or G), the mouse on the "?" button."""
        return self.guide_open or g_held or any(b.value == "guide" and b.rect.collidepoint(mouse) for b in self.buttons)

    # -- the Relics track ----------------------------------------------------------------------------
    def relic_centre(self, i: int) -> tuple[int, int]:
        """Where the ``i``-th slot of the Relics track is drawn."""
        assert self.relic_rect is not None
        x0 = self.relic_rect.x + theme.width(_("Relics"), theme.READ) + 10 + self._pitch // 2
        return (x0 + i * self._pitch, CY)

    @staticmethod
    def relic_icon(colour: str) -> pygame.Surface:
        """The Relic icon drawn (on its chip) in the track."""
        return art.relic(colour, CHIP_R, halo=False)

    # -- drawing ------------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface, s: State, view: State, human: bool, mouse: Point) -> None:
        """``s``: the state, ``view``: what the table shows of it, ``human``: a human is to play."""
        track = self.relic_rect if self.relic_rect is not None else pygame.Rect(900, 6, 0, 44)
        self._draw_round(surf, s, view, human, track.x - 16)
        self._draw_track(surf, s, view, track)
        for b in self.buttons:
            b.draw(surf, mouse)

    def _draw_round(self, surf: pygame.Surface, s: State, view: State, human: bool, right: int) -> None:
        """The round ("Round 11"), then the player to act (marker and name), or that the game is over."""
        x = title_right() + 18
        r = theme.draw_text(
            surf, _("Round {round}").format(round=round_of(s)), (x, CY), 19, theme.TEXT_DIM, "bold", anchor="midleft"
        )
        self.round_rect = r.inflate(8, 16)
        x = r.right + 12
        if s.over:
            over = _("Game over · Turn {turn}").format(turn=turn_of(s))
            box = pygame.Rect(x, 6, right - x, BAR_H - 12)
            _fitted(surf, over, box, 20, theme.GOLD, "bold")
            return
        p = view.players[s.current]
        m = art.player_marker(p.colour, 10)
        surf.blit(m, m.get_rect(center=(x + 10, CY)))
        x += 26
        if s.stage != Stage.NORMAL:
            tag = _("LAST ROUND") if s.stage == Stage.FINAL else _("EXTRA TURN")
            t = theme.draw_text(surf, tag, (right, CY), theme.READ, theme.BAD, "bold", anchor="midright")
            right = t.left - 12
        who = p.name if human else _("{name} (bot)").format(name=p.name)
        _fitted(surf, who, pygame.Rect(x, 6, right - x, BAR_H - 12), 20, theme.TEXT_LIGHT, "bold")

    def _draw_track(self, surf: pygame.Surface, s: State, view: State, track: pygame.Rect) -> None:
        held = [c for pl in view.players for c in pl.relics]
        taken = len(held)
        need = RELICS_TO_END[s.n]
        label = theme.draw_text(surf, _("Relics"), (track.x, CY), theme.READ, theme.TEXT_DIM, anchor="midleft")
        slots = max(need, taken)  # Relics taken in the last round show too
        for i in range(slots):
            c = self.relic_centre(i)
            if i < taken:
                chip = art.relic_chip(held[i], CHIP_R)
                surf.blit(chip, chip.get_rect(center=c))
            else:
                pygame.draw.circle(surf, (200, 170, 110), c, CHIP_R + 4, 1)
        x = self.relic_centre(slots - 1)[0] + self._pitch // 2 + 8 if slots else label.right + 10
        theme.draw_text(surf, f"{taken}/{need}", (x, CY), theme.READ, theme.TEXT_LIGHT, "bold", anchor="midleft")


def _fitted(surf: pygame.Surface, text: str, box: pygame.Rect, size: int, colour: Colour, kind: str) -> pygame.Rect:
    """``text`` at the left of ``box``, a size smaller (not under ``theme.READ``) or cut with "…"."""
    size = theme.fit_size(text, size, box.w, kind)
    text = theme.ellipsize(text, size, box.w, kind)
    return theme.draw_text(surf, text, box.midleft, size, colour, kind, anchor="midleft", box=box)
