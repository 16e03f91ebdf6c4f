"""The replay viewer's controls, under the board where the table has its prompt and choices:
where we are (step and turn), whose eyes, the step buttons, the timeline and "Play on from here".
Drawing and geometry only; ``ui/scenes/replay.py`` decides what a press does."""

from __future__ import annotations

import pygame

from ...play.replayer import EVERYTHING, PUBLIC, Replayer
from ...text import N_, _
from .. import theme
from .buttons import Button
from .tableframe import BAR, CHOICES, KEYS_Y

LEFT, WIDTH = CHOICES.x + 6, CHOICES.w - 12
HEAD = pygame.Rect(LEFT, BAR.y + 8, WIDTH, 28)
SUB = pygame.Rect(LEFT, BAR.y + 38, WIDTH, 24)
STEPS_Y, STEP_H = BAR.y + 66, 46
TIMELINE = pygame.Rect(LEFT + 14, BAR.y + 124, WIDTH - 28, 26)
LOWER_Y = BAR.y + 162
KEYS = pygame.Rect(LEFT, KEYS_Y - 10, WIDTH, 20)
# value, label, what its tooltip says
STEPS = (
    ("start", "|◀", N_("To the deal (Home)")),
    ("previous_turn", "◀◀", N_("Back to the start of this turn, or of the one before (↑)")),
    ("back", "◀", N_("One decision back (←)")),
    ("play", "▶", N_("Play the game on from here, decision after decision (Space)")),
    ("forward", "▶", N_("One decision forward (→)")),
    ("next_turn", "▶▶", N_("To the start of the next turn (↓)")),
    ("end", "▶|", N_("To the end of the record (End)")),
)


def eyes_label(r: Replayer) -> str:
    """The face of the Eyes button: whose eyes the replay shows now."""
    if r.eyes is EVERYTHING:
        return _("Eyes: everyone")
    if r.eyes == PUBLIC:
        return _("Eyes: a spectator")
    return _("Eyes: {name}").format(name=r.state.players[r.eyes].name)


class ReplayBar:
    def __init__(self) -> None:
        self._key: tuple[bool, bool, bool, str, bool, float] | None = None
        self._buttons: list[Button] = []

    def buttons(self, r: Replayer, playing: bool) -> list[Button]:
        """The step buttons, whose eyes, and "Play on from here" (made anew when one changes)."""
        eyes = eyes_label(r)
        key = (r.step == 0, r.step == r.last, playing, eyes, r.state.over, theme.text_scale)
        if key == self._key:
            return self._buttons
        self._key = key
        gap = 6
        w = (WIDTH - gap * (len(STEPS) - 1)) // len(STEPS)
        out: list[Button] = []
        for k, (value, label, tip) in enumerate(STEPS):
            enabled = r.step > 0 if value in ("start", "previous_turn", "back") else r.step < r.last or value == "play"
            if value == "play":
                label, tip = ("❚❚", N_("Pause (Space)")) if playing else (label, tip)
            rect = (LEFT + k * (w + gap), STEPS_Y, w, STEP_H)
            style = "gold" if value == "play" else "wood"
            out.append(Button(rect, label, value, _(tip), enabled, style=style, size=20))
        half = (WIDTH - gap) // 2
        if r.finished:
            tip = _("Whose eyes: everyone's (every hidden tile shows) or one player's (only what they could see)")
        elif len(r.allowed) > 1:  # one human seat: theirs, or a spectator's
            name = r.state.players[r.match.humans()[0]].name
            tip = _("This game is not over: only what {name} could see shows, or what a spectator could see").format(
                name=name
            )
        else:
            tip = _("This game is not over: its hidden tiles and Blue values stay hidden, as from a spectator")
        out.append(Button((LEFT, LOWER_Y, half, STEP_H), eyes, "eyes", tip, len(r.allowed) > 1, size=theme.READ))
        out.append(
            Button(
                (LEFT + half + gap, LOWER_Y, half, STEP_H),
                _("Play on from here"),
                "play_on",
                _("Start a new game from this position (the replay stays as it is)"),
                not r.state.over,
                size=theme.READ,
            )
        )
        self._buttons = out
        return out

    # -- the timeline ----------------------------------------------------------------------------------
    @staticmethod
    def on_timeline(pos: theme.Point) -> bool:
        return TIMELINE.inflate(16, 16).collidepoint(pos)

    @staticmethod
    def step_at(x: int, last: int) -> int:
        """The step under ``x`` on the timeline."""
        if last <= 0:
            return 0
        frac = (x - TIMELINE.x) / max(1, TIMELINE.w)
        return max(0, min(last, round(frac * last)))

    @staticmethod
    def x_of(step: int, last: int) -> int:
        return TIMELINE.x + (round(TIMELINE.w * step / last) if last else 0)

    # -- drawing ---------------------------------------------------------------------------------------
    def draw(
        self, surf: pygame.Surface, r: Replayer, playing: bool, where: str, status: str, mouse: theme.Point
    ) -> None:
        head = _("Replay · decision {step} of {last} · turn {turn} of {turns}").format(
            step=r.step, last=r.last, turn=r.turn_number(), turns=r.turns()
        )
        size = theme.fit_size(head, theme.reading(20), HEAD.w, "bold")
        theme.draw_text(
            surf,
            theme.ellipsize(head, size, HEAD.w, "bold"),
            HEAD.midleft,
            size,
            theme.TEXT_LIGHT,
            "bold",
            anchor="midleft",
        )
        if status:
            sub, ink = status, (255, 190, 120)
        elif r.eyes is EVERYTHING or r.state.over:
            sub, ink = _("Everything shows: every hidden tile and Blue value"), theme.TEXT_DIM
        elif r.eyes == PUBLIC:
            sub, ink = (
                _("As a spectator saw it: every player's hidden tiles and Blue values stay hidden"),
                theme.TEXT_DIM,
            )
        else:
            name = r.state.players[r.eyes].name
            sub = _("As {name} saw it: what was hidden from them stays hidden").format(name=name)
            ink = theme.TEXT_DIM
        if where and not status:  # what is replayed, in front, where the line has room for both
            both = _("{what} · {eyes}").format(what=where, eyes=sub)
            sub = both if theme.width(both, theme.READ) <= SUB.w else sub
        size = theme.fit_size(sub, theme.reading(theme.READ), SUB.w, smallest=theme.READ)
        theme.draw_text(surf, theme.ellipsize(sub, size, SUB.w), SUB.midleft, size, ink, anchor="midleft", box=SUB)
        for b in self.buttons(r, playing):
            b.draw(surf, mouse)
        self._draw_timeline(surf, r)
        keys = _("← → one decision · ↑ ↓ one turn · Home End · Space play · Esc close")
        theme.draw_text(
            surf, theme.ellipsize(keys, theme.READ, KEYS.w), KEYS.midleft, theme.READ, theme.TEXT_DIM, anchor="midleft"
        )

    def _draw_timeline(self, surf: pygame.Surface, r: Replayer) -> None:
        y = TIMELINE.centery
        pygame.draw.line(surf, (120, 96, 60), (TIMELINE.x, y), (TIMELINE.right, y), 6)
        done = self.x_of(r.step, r.last)
        pygame.draw.line(surf, theme.GOLD, (TIMELINE.x, y), (done, y), 6)
        if r.last and len(r.turn_starts) <= TIMELINE.w // 4:  # a tick where each turn begins, while they stay apart
            for t in r.turn_starts[1:]:
                x = self.x_of(t, r.last)
                pygame.draw.line(surf, (200, 170, 110), (x, y - 7), (x, y + 7), 1)
        pygame.draw.circle(surf, (20, 16, 12), (done, y), 12)
        pygame.draw.circle(surf, theme.PAPER, (done, y), 9)
