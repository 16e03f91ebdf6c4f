"""The choice buttons under the prompt: their layout and the buttons every choice in progress has.

The buttons go in rows; when they do not fit, in two columns, then in one, each label whole on
as many lines as it takes; only when even that is full, in pages with a More button. End turn /
Done / Cancel / Stop are on every page. The words are the table's size (``theme.least()``).
"""

from __future__ import annotations

from typing import Any

import pygame

from ...rules import Action, ActionKind
from ...text import _
from .. import theme
from ..widgets.buttons import Button
from .actions import is_main

BAR_GAP = 10
ButtonSpec = tuple[str, Any, str]  # label, value (an Action or a word: cancel, confirm, more), tooltip
Placed = tuple[pygame.Rect, str, Any, str]


# -- the buttons of a choice in progress ----------------------------------------------------------
def cancel_choice() -> ButtonSpec:
    """Back out of a list of options (several routes, several ways to do one thing)."""
    return _("Cancel (Esc)"), "cancel", _("Back to the previous choice")


def stop_route() -> ButtonSpec:
    """End a route built trail by trail where it stops now."""
    return _("Stop here (Enter)"), "confirm", _("End the move where the route stops now")


def cancel_route() -> ButtonSpec:
    return _("Cancel route (Esc)"), "cancel", _("Forget the trails clicked so far")


def cancel_shift() -> ButtonSpec:
    """Put a Pathway that was picked up back."""
    return _("Cancel (Esc)"), "cancel", _("Pick another Pathway")


def ask_end(end: object) -> list[ButtonSpec]:
    """Yes / No of "End your turn?" (the setting "Confirm before ending a turn"): Yes plays ``end``."""
    return [
        (_("Yes, end my turn (Enter)"), end, _("Finish your turn; the next player goes")),
        (_("No, keep playing (Esc)"), "cancel", _("Back to your turn: nothing is played")),
    ]


def end_question(left: list[Action]) -> str:
    """The question asked before a turn is ended with ``left`` still possible."""
    kinds = {a.kind for a in left}
    explore, toolbox = ActionKind.EXPLORE in kinds, ActionKind.TOOL in kinds
    if explore and toolbox:
        return _("End your turn? You could still explore here and use a Toolbox.")
    if explore:
        return _("End your turn? You could still explore here.")
    if toolbox:
        return _("End your turn? You could still use a Toolbox.")
    return _("End your turn? There is still something you could do.")


def more_options(page: int, pages: int) -> ButtonSpec:
    label = _("More options ({page}/{pages})").format(page=page + 1, pages=pages)
    return label, "more", _("Show the other options")


# -- layout ---------------------------------------------------------------------------------------
def pinned(value: object) -> bool:
    """Buttons that stay on every page of options: finishing or backing out."""
    return value in ("cancel", "confirm") or is_main(value)


def layout(bar: pygame.Rect, specs: list[ButtonSpec], page: int) -> tuple[list[Button], int]:
    """The buttons for ``specs`` in ``bar`` and the page shown (``page`` wrapped around).

    A label is never cut: the buttons go in rows of one line each where they fit; else in two
    columns, then in one, each label on as many lines as it takes; only when even that is full,
    in pages with a More button (End turn, Done, Cancel and Stop on every page)."""
    size = theme.least()
    one = button_h(1)
    placed: list[Placed] | None = None
    for h, gap in ((one + 10, 8), (one, 6)):
        placed = flow(bar, specs, h, gap, size)
        if placed is not None and (not placed or placed[-1][0].bottom <= bar.bottom):
            break
        placed = None
    for cols in (2, 1):
        if placed is None:
            placed = grid(bar, specs, cols)
    if placed is None:
        placed, page = paged(bar, specs, page)
    buttons = []
    for rect, label, value, tip in placed:
        style = "gold" if is_main(value) else "wood"
        buttons.append(Button(rect, label, value, tip, style=style, size=size, grow=False))
    return buttons, page


def button_h(lines: int) -> int:
    """A choice button's height for a label of ``lines`` lines."""
    return lines * theme.line_h(theme.least(), "bold") + 12


def _lines(label: str, room: int) -> list[str] | None:
    """``label`` wrapped into ``room`` at the table's size (None: a word wider than the room)."""
    size = theme.least()
    lines = theme.wrap(label, size, room, "bold", breaking=False)
    return lines if all(theme.width(x, size, "bold") <= room for x in lines) else None


def flow(bar: pygame.Rect, items: list[ButtonSpec], h: int, gap: int, size: int) -> list[Placed] | None:
    """Buttons of one line left to right, wrapping to new rows (the last may run past the bar:
    caller checks); None where a label does not fit on one line."""
    f = theme.font(size, "bold")
    out: list[Placed] = []
    x, y = bar.x, bar.y
    for label, value, tip in items:
        w = max(110, f.size(label)[0] + 30)
        if w > bar.w:
            return None
        if x + w > bar.right and x > bar.x:
            x, y = bar.x, y + h + gap
        out.append((pygame.Rect(x, y, w, h), label, value, tip))
        x += w + BAR_GAP
    return out


def grid(bar: pygame.Rect, items: list[ButtonSpec], cols: int, gap: int = 6) -> list[Placed] | None:
    """``items`` in ``cols`` columns, row by row, each row as tall as its longest label needs;
    None where they do not all fit in ``bar``."""
    cw = (bar.w - BAR_GAP * (cols - 1)) // cols
    out: list[Placed] = []
    y = bar.y
    for start in range(0, len(items), cols):
        row = items[start : start + cols]
        wrapped = [_lines(label, cw - 12) for label, _value, _tip in row]
        if any(w is None for w in wrapped):
            return None
        h = button_h(max(len(w or ()) for w in wrapped))
        if y + h > bar.bottom:
            return None
        for c, (label, value, tip) in enumerate(row):
            out.append((pygame.Rect(bar.x + c * (cw + BAR_GAP), y, cw, h), label, value, tip))
        y += h + gap
    return out


def paged(bar: pygame.Rect, specs: list[ButtonSpec], page: int) -> tuple[list[Placed], int]:
    """Pages of options with a More button, the pinned ones on every page: in two columns where
    every label takes two lines at most there, else in one."""
    kept = [sp for sp in specs if pinned(sp[1])]
    rest = [sp for sp in specs if not pinned(sp[1])]
    half = (bar.w - BAR_GAP) // 2 - 12
    cols = 2 if all((w := _lines(sp[0], half)) is not None and len(w) <= 2 for sp in specs) else 1
    chunks: list[list[ButtonSpec]] = []
    more = more_options(98, 99)
    while rest:
        take = 1
        while take < len(rest) and grid(bar, rest[: take + 1] + [more] + kept, cols) is not None:
            take += 1
        chunks.append(rest[:take])
        rest = rest[take:]
    page %= max(1, len(chunks))
    chunk = chunks[page] if chunks else []
    items = chunk + [more_options(page, len(chunks))] + kept
    return grid(bar, items, cols) or _stacked(bar, items), page


def _stacked(bar: pygame.Rect, items: list[ButtonSpec]) -> list[Placed]:
    """One column, each button as tall as its label needs, even past the bar (a last resort)."""
    out: list[Placed] = []
    y = bar.y
    for label, value, tip in items:
        lines = _lines(label, bar.w - 12) or [label]
        h = button_h(len(lines))
        out.append((pygame.Rect(bar.x, y, bar.w, h), label, value, tip))
        y += h + 6
    return out
