"""The choice buttons under the prompt: their layout and the buttons every choice in progress has.

The buttons go in rows; when they do not fit, in a two-column grid, and only when even that is
full, in pages with a More button. End turn / Done / Cancel / Stop are on every page.
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
    """The buttons for ``specs`` in ``bar`` and the page shown (``page`` wrapped around)."""
    placed: list[Placed] = []
    for h, gap in ((42, 8), (32, 6)):
        placed = flow(bar, specs, h, gap, theme.READ)
        if not placed or placed[-1][0].bottom <= bar.bottom:
            break
    else:
        h, gap, cols = 32, 6, 2
        rows = max(1, (bar.h + gap) // (h + gap))
        if len(specs) <= cols * rows:  # a grid holds them all: no paging
            chunk = list(specs)
        else:
            kept = [sp for sp in specs if pinned(sp[1])]
            rest = [sp for sp in specs if not pinned(sp[1])]
            per = max(1, cols * rows - len(kept) - 1)
            pages = (len(rest) + per - 1) // per
            page %= pages
            chunk = rest[page * per : (page + 1) * per] + [more_options(page, pages)] + kept
        cw = (bar.w - BAR_GAP) // cols
        placed = []
        for i, (label, value, tip) in enumerate(chunk):
            r, c = divmod(i, cols)
            placed.append((pygame.Rect(bar.x + c * (cw + BAR_GAP), bar.y + r * (h + gap), cw, h), label, value, tip))
    buttons = []
    for rect, label, value, tip in placed:
        style = "gold" if is_main(value) else "wood"
        buttons.append(Button(rect, label, value, tip, style=style, size=theme.READ))
    return buttons, page


def flow(bar: pygame.Rect, items: list[ButtonSpec], h: int, gap: int, size: int) -> list[Placed]:
    """Buttons left to right, wrapping to new rows (the last may run past the bar: caller checks)."""
    f = theme.font(size, "bold")
    out: list[Placed] = []
    x, y = bar.x, bar.y
    for label, value, tip in items:
        w = max(110, min(bar.w, f.size(label)[0] + 30))
        if x + w > bar.right and x > bar.x:
            x, y = bar.x, y + h + gap
        out.append((pygame.Rect(x, y, min(w, bar.right - x), h), label, value, tip))
        x += w + BAR_GAP
    return out
