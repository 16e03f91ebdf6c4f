"""The prompt area of the table: the prompt, the explanation of the decision (when switched on),
the status or hint line, and the keys line under the choice buttons. Where each goes is the
table's layout (``tablelayout``); every word is the table's size (``theme.least()`` and up)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...text import _
from ...text.window import KEYS_HELP
from .. import theme

EXPLAIN_INK = (176, 214, 255)  # "Explain each decision": pale blue, apart from prompt, status and hint


def draw_prompt(
    surf: pygame.Surface,
    box: pygame.Rect,
    prompt: str,
    status: str,
    is_hint: bool,
    explanation: Callable[[int, int], str],
) -> None:
    """The prompt, whole (two lines; more at the least size where it needs them) and the status
    line under it (two at most, in the lines the prompt leaves), in ``box``; a hint too long for it
    loses words from its middle, never its win chance at the end. With "Explain each decision" on,
    the explanation (two lines at most; ``explanation(rows, width)`` gives it) sits between them,
    in the lines the status leaves."""
    size, lines = prompt_lines(prompt, box)
    lh = theme.line_h(size, "bold") - 1
    y = box.y
    for line in lines:
        theme.draw_text(surf, line, (box.x, y), size, theme.TEXT_LIGHT, "bold", box=box)
        y += lh
    t = theme.least()
    slh = theme.line_h(t)
    status_lines: list[str] = []
    room = min(2, (box.bottom - y) // slh)
    if status and room > 0:
        if not is_hint and max(theme.width(w, t) for w in status.split(" ")) > box.w // 3:
            status_lines = [theme.ellipsize_inside(status, t, box.w)]  # a file path stays on one line
        else:
            status_lines = theme.fit_lines(status, t, box.w, room, keep_end=is_hint)
    # the explanation of the decision (when on) in the lines the status leaves, above it
    rows = min(2, (box.bottom - y) // slh - len(status_lines))
    explained = explanation(rows, box.w) if rows > 0 else ""
    for line in theme.fit_lines(explained, t, box.w, rows) if explained else []:
        theme.draw_text(surf, line, (box.x, y), t, EXPLAIN_INK, box=box)
        y += slh
    colour = theme.HINT if is_hint else (255, 190, 120)
    for line in status_lines:
        theme.draw_text(surf, line, (box.x, y), t, colour, box=box)
        y += slh


def prompt_lines(prompt: str, box: pygame.Rect) -> tuple[int, list[str]]:
    """The prompt's size and lines: 19 px (grown with the table's words) on two lines at most;
    where it needs more, the table's least size, on as many lines as it takes (three in the
    longest languages: the status keeps a line), the whole box at most."""
    size = theme.tsize(19)
    lines = theme.wrap(prompt, size, box.w, "bold")
    if len(lines) <= 2:
        return size, lines
    size = theme.least()
    most = max(1, box.h // (theme.line_h(size, "bold") - 1))
    return size, theme.fit_lines(prompt, size, box.w, most, "bold")


def prompt_size(prompt: str, box: pygame.Rect) -> int:
    return prompt_lines(prompt, box)[0]


def draw_keys_line(surf: pygame.Surface, box: pygame.Rect) -> None:
    """The keys under the choices: as many as fit on the line, and where not all do, the last
    entry says G shows them all (the guide card) — a whole entry, never a word cut with "…"."""
    t = theme.least()
    text = keys_line(box.w, t)
    theme.draw_text(surf, text, box.midleft, t, theme.TEXT_DIM, anchor="midleft", box=box)


def keys_line(room: int, size: int) -> str:
    """The keys line at ``size`` in ``room`` pixels (``draw_keys_line``)."""
    text = _(KEYS_HELP)
    if theme.width(text, size) <= room:
        return text
    every = _("G all keys")  # the guide card: its own entry at the end, instead of "G guide"
    parts = [part for part in text.split(" · ") if part.split(" ")[0] != "G"]
    while parts and theme.width(" · ".join([*parts, every]), size) > room:
        parts.pop()
    return " · ".join([*parts, every])
