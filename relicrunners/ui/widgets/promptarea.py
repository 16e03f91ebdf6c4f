"""The prompt area of the table: the prompt, the explanation of the decision (when switched on),
the status or hint line, and the keys line under the choice buttons."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...text import _
from ...text.window import KEYS_HELP
from .. import theme
from .tableframe import BAR, CHOICES, KEYS_Y, LOG

EXPLAIN_INK = (176, 214, 255)  # "Explain each decision": pale blue, apart from prompt, status and hint


def prompt_box() -> pygame.Rect:
    """Where the prompt, the explanation and the status are written: left of the log, above the choices."""
    return pygame.Rect(48, BAR.y + 10, LOG.x - 12 - 48, CHOICES.y - 4 - (BAR.y + 10))


def draw_prompt(
    surf: pygame.Surface, prompt: str, status: str, is_hint: bool, explanation: Callable[[int, int], str]
) -> None:
    """The prompt (two lines at most, larger with a larger text size where the bar has room)
    and the status line under it (two at most), in the
    bar left of the log and above the choices; a hint too long for it loses words from its
    middle, never its win chance at the end. With "Explain each decision" on, the explanation
    (two lines at most, 17 px; ``explanation(rows, width)`` gives it) sits between them, in
    the lines the status leaves."""
    box = prompt_box()
    size = prompt_size(prompt, box)
    lines = theme.fit_lines(prompt, size, box.w, 2, "bold")
    lh = theme.font(size, "bold").get_linesize() - 1
    y = box.y
    for line in lines:
        theme.draw_text(surf, line, (box.x, y), size, theme.TEXT_LIGHT, "bold", box=box)
        y += lh
    slh = theme.font(theme.READ).get_linesize()
    lines = []  # the status lines
    if status:
        room = max(1, min(2, (box.bottom - y) // slh))
        if not is_hint and max(theme.width(w, theme.READ) for w in status.split(" ")) > box.w // 3:
            lines = [theme.ellipsize_inside(status, theme.READ, box.w)]  # a file path stays on one line
        else:
            lines = theme.fit_lines(status, theme.READ, box.w, room, keep_end=is_hint)
    # the explanation of the decision (when on) in the lines the status leaves, above it
    rows = min(2, (box.bottom - y) // slh - len(lines))
    explained = explanation(rows, box.w) if rows > 0 else ""
    for line in theme.fit_lines(explained, theme.READ, box.w, rows) if explained else []:
        theme.draw_text(surf, line, (box.x, y), theme.READ, EXPLAIN_INK, box=box)
        y += slh
    colour = theme.HINT if is_hint else (255, 190, 120)
    for line in lines:
        theme.draw_text(surf, line, (box.x, y), theme.READ, colour, box=box)
        y += slh


def prompt_size(prompt: str, box: pygame.Rect) -> int:
    """The prompt's size: 19 px on two lines at most (17 when it needs more), grown by the text
    size as far as it leaves two status lines under it (a short prompt: one larger line)."""
    normal = 19 if len(theme.wrap(prompt, 19, box.w, "bold")) <= 2 else theme.READ
    below = 2 * theme.line_h(theme.READ)
    for size in range(theme.reading(normal), normal, -1):
        lines = theme.wrap(prompt, size, box.w, "bold")
        if len(lines) <= 2 and len(lines) * (theme.line_h(size, "bold") - 1) + below <= box.h:
            if all(theme.width(x, size, "bold") <= box.w for x in lines):
                return size
    return normal


def draw_keys_line(surf: pygame.Surface) -> None:
    """The keys under the choices: as many as fit on the line (the guide card, G, has them all)."""
    box = pygame.Rect(CHOICES.x + 2, KEYS_Y - 10, CHOICES.w - 4, 20)
    text = _(KEYS_HELP)
    if theme.width(text, theme.READ) > box.w:
        parts = text.split(" · ")
        while len(parts) > 1 and theme.width(" · ".join(parts) + " · …", theme.READ) > box.w:
            parts.pop()
        text = theme.ellipsize(" · ".join(parts) + " · …", theme.READ, box.w)
    theme.draw_text(surf, text, box.midleft, theme.READ, theme.TEXT_DIM, anchor="midleft", box=box)
