"""The replay viewer's controls, under the board where the table has its prompt and choices:
where we are (step and turn), whose eyes, the step buttons, the timeline and "Play on from here".
Drawing and geometry only; ``ui/scenes/replay.py`` decides what a press does. Where they go
follows the table's layout (``place``): at 100 % in a full-size window, the classic places below;
larger words get taller rows."""

from __future__ import annotations

import pygame

from ...play.replayer import EVERYTHING, PUBLIC, Replayer
from ...text import N_, _
from .. import theme
from .buttons import Button
from .tableframe import BAR, CHOICES

LEFT, WIDTH = CHOICES.x + 6, CHOICES.w - 12
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


def whole_entries(keys: str, size: int, room: int) -> str:
    """A keys line ("A · B · … · Esc close") that fits ``room``: entries before the last are left
    out from the end until it does — whole entries, never a word cut with "…"."""
    parts = keys.split(" · ")
    while len(parts) > 1 and theme.width(" · ".join(parts), size) > room:
        parts.pop(-2 if len(parts) > 2 else 0)
    return theme.ellipsize(" · ".join(parts), size, room)


def first_entries(text: str, size: int, room: int, bold: bool = False) -> str:
    """A heading of entries ("Replay · decision 5 of 90 · turn 3 of 40") that fits ``room``: the
    last entries are left out until it does."""
    style = "bold" if bold else "sans"
    parts = text.split(" · ")
    while len(parts) > 1 and theme.width(" · ".join(parts), size, style) > room:
        parts.pop()
    return theme.ellipsize(" · ".join(parts), size, room, style)


def whole_phrase(text: str, size: int, room: int) -> str:
    """``text`` where it fits; else its first phrase (up to the colon: "Everything shows") where
    that fits; else cut with "…" (a long player's name)."""
    if theme.width(text, size) <= room:
        return text
    head = text.split(": ")[0]
    return head if head != text and theme.width(head, size) <= room else theme.ellipsize(text, size, room)


def eyes_label(r: Replayer) -> str:
    """The face of the Eyes button: whose eyes the replay shows now."""
    if r.eyes is EVERYTHING:
        return _("Eyes: everyone")
    if r.eyes == PUBLIC:
        return _("Eyes: a spectator")
    return _("Eyes: {name}").format(name=r.state.players[r.eyes].name)


def _fits(label: str, size: int, room: int, lines: int) -> bool:
    wrapped = theme.wrap(label, size, room, "bold", breaking=False)
    return len(wrapped) <= lines and all(theme.width(w, size, "bold") <= room for w in wrapped)


def _fitted(label: str, r: Replayer, size: int, room: int, lines: int) -> str:
    """The Eyes button's label with the player's name shortened where a long name would not fit
    (the line under the heading says it in full)."""
    if _fits(label, size, room, lines) or not isinstance(r.eyes, int) or r.eyes < 0:
        return label
    name = r.state.players[r.eyes].name
    for keep in range(len(name) - 1, 0, -1):
        short = _("Eyes: {name}").format(name=name[:keep].rstrip() + "…")
        if _fits(short, size, room, lines):
            return short
    return label


class ReplayBar:
    def __init__(self) -> None:
        self._key: tuple[object, ...] | None = None
        self._buttons: list[Button] = []
        self.place(pygame.Rect(LEFT, BAR.y, WIDTH, BAR.bottom - 6 - BAR.y))

    def place(self, area: pygame.Rect) -> None:
        """The controls in ``area`` (left of the log, under the board): a heading, a line of
        whose eyes, the step buttons, the timeline, Eyes and Play on, the keys line."""
        self.area = pygame.Rect(area)
        t = theme.least()
        head_h = theme.line_h(theme.tsize(20), "bold") + 4
        sub_h = theme.line_h(t) + 4
        x, w, y = area.x, area.w, area.y + 8
        self.head = pygame.Rect(x, y, w, head_h)
        self.sub = pygame.Rect(x, self.head.bottom + 2, w, sub_h)
        self.step_h = max(46, theme.line_h(theme.tsize(20), "bold") + 14)
        self.steps_y = self.sub.bottom + 4
        self.timeline = pygame.Rect(x + 14, self.steps_y + self.step_h + 12, w - 28, 26)
        self.lower_y = self.timeline.bottom + 12
        self.keys = pygame.Rect(x, area.bottom - theme.line_h(t), w, theme.line_h(t))
        self._key = None

    def buttons(self, r: Replayer, playing: bool, review: tuple[str, str, bool] | None = None) -> list[Button]:
        """The step buttons, whose eyes, "Play on from here" and, where the viewer offers one, its
        Review button (``review``: label, tooltip, enabled); made anew when one changes."""
        eyes = eyes_label(r)
        key = (r.step == 0, r.step == r.last, playing, eyes, r.state.over, theme.text_scale, tuple(self.area), review)
        if key == self._key:
            return self._buttons
        self._key = key
        gap = 6
        left, width, step_h = self.area.x, self.area.w, self.step_h
        w = (width - gap * (len(STEPS) - 1)) // len(STEPS)
        out: list[Button] = []
        for k, (value, label, tip) in enumerate(STEPS):
            enabled = r.step > 0 if value in ("start", "previous_turn", "back") else r.step < r.last or value == "play"
            if value == "play":
                label, tip = ("❚❚", N_("Pause (Space)")) if playing else (label, tip)
            rect = (left + k * (w + gap), self.steps_y, w, step_h)
            style = "gold" if value == "play" else "wood"
            out.append(Button(rect, label, value, _(tip), enabled, style=style, size=theme.tsize(20), grow=False))
        if r.finished:
            tip = _("Whose eyes: everyone's (every hidden tile shows) or one player's (only what they could see)")
        elif len(r.allowed) > 1:  # one human seat: theirs, or a spectator's
            name = r.state.players[r.match.humans()[0]].name
            tip = _("This game is not over: only what {name} could see shows, or what a spectator could see").format(
                name=name
            )
        else:
            tip = _("This game is not over: its hidden tiles and Blue values stay hidden, as from a spectator")
        t = theme.least()
        lower_h = max(step_h, 2 * theme.line_h(t, "bold") + 6)  # two lines where a label needs them
        allowed = len(r.allowed) > 1
        lines = lower_h // theme.line_h(t, "bold")
        play_on = _("Play on from here")
        half = (width - gap) // 2
        below = None  # the Review button's own row, where three in one row would not fit
        if review is not None:
            third = (width - 2 * gap) // 3
            one_h = theme.line_h(t, "bold") + 14
            room = self.keys.y - 4 - (self.lower_y + lower_h + gap)
            words = (_fitted(eyes, r, t, third - 12, lines), play_on, review[0])
            if all(_fits(w, t, third - 12, lines) for w in words) or room < one_h:
                half = third
                t = next(
                    (
                        s
                        for s in range(t, theme.smallest() - 1, -1)
                        if all(_fits(w, s, half - 12, lines) for w in words)
                    ),
                    theme.smallest(),
                )
            else:
                below = pygame.Rect(left, self.lower_y + lower_h + gap, width, one_h)
        eyes = _fitted(eyes, r, t, half - 12, lines)
        out.append(Button((left, self.lower_y, half, lower_h), eyes, "eyes", tip, allowed, size=t, grow=False))
        out.append(
            Button(
                (left + half + gap, self.lower_y, half, lower_h),
                play_on,
                "play_on",
                _("Start a new game from this position (the replay stays as it is)"),
                not r.state.over,
                size=t,
                grow=False,
            )
        )
        if review is not None:
            label, tip, enabled = review
            spot = below or pygame.Rect(left + 2 * (half + gap), self.lower_y, width - 2 * (half + gap), lower_h)
            size = theme.fit_size(label, t, spot.w - 12, "bold", smallest=theme.smallest()) if below else t
            out.append(Button(spot, label, "review", tip, enabled, size=size, grow=False))
        self._buttons = out
        return out

    # -- the timeline ----------------------------------------------------------------------------------
    def on_timeline(self, pos: theme.Point) -> bool:
        return self.timeline.inflate(16, 16).collidepoint(pos)

    def step_at(self, x: int, last: int) -> int:
        """The step under ``x`` on the timeline."""
        if last <= 0:
            return 0
        frac = (x - self.timeline.x) / max(1, self.timeline.w)
        return max(0, min(last, round(frac * last)))

    def x_of(self, step: int, last: int) -> int:
        return self.timeline.x + (round(self.timeline.w * step / last) if last else 0)

    # -- drawing ---------------------------------------------------------------------------------------
    def draw(
        self,
        surf: pygame.Surface,
        r: Replayer,
        playing: bool,
        where: str,
        status: str,
        mouse: theme.Point,
        review: tuple[str, str, bool] | None = None,
        keys: str = "",
    ) -> None:
        head = _("Replay · decision {step} of {last} · turn {turn} of {turns}").format(
            step=r.step, last=r.last, turn=r.turn_number(), turns=r.turns()
        )
        head_box, sub_box, keys_box = self.head, self.sub, self.keys
        size = theme.fit_size(head, theme.tsize(20), head_box.w, "bold", smallest=theme.least())
        theme.draw_text(
            surf,
            first_entries(head, size, head_box.w, bold=True),
            head_box.midleft,
            size,
            theme.TEXT_LIGHT,
            "bold",
            anchor="midleft",
            box=head_box,
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
            sub = both if theme.width(both, theme.least()) <= sub_box.w else sub
        size = theme.fit_size(sub, theme.least(), sub_box.w, smallest=theme.least())
        sub = whole_phrase(sub, size, sub_box.w)
        theme.draw_text(surf, sub, sub_box.midleft, size, ink, anchor="midleft", box=sub_box)
        for b in self.buttons(r, playing, review):
            b.draw(surf, mouse)
        self._draw_timeline(surf, r)
        keys = keys or _("← → one decision · ↑ ↓ one turn · Home End · Space play · Esc close")
        t = theme.least()
        keys = whole_entries(keys, t, keys_box.w)
        theme.draw_text(surf, keys, keys_box.midleft, t, theme.TEXT_DIM, anchor="midleft", box=keys_box)

    def _draw_timeline(self, surf: pygame.Surface, r: Replayer) -> None:
        line = self.timeline
        y = line.centery
        pygame.draw.line(surf, (120, 96, 60), (line.x, y), (line.right, y), 6)
        done = self.x_of(r.step, r.last)
        pygame.draw.line(surf, theme.GOLD, (line.x, y), (done, y), 6)
        if r.last and len(r.turn_starts) <= line.w // 4:  # a tick where each turn begins, while they stay apart
            for t in r.turn_starts[1:]:
                x = self.x_of(t, r.last)
                pygame.draw.line(surf, (200, 170, 110), (x, y - 7), (x, y + 7), 1)
        pygame.draw.circle(surf, (20, 16, 12), (done, y), 12)
        pygame.draw.circle(surf, theme.PAPER, (done, y), 9)
