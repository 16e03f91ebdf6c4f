"""Statistics: per player name, the finished games recorded in the history (``io.history``) —
games, wins, wins against each bot level and in pass-and-play, mean and best score, longest
Expedition, Relics per game — and the chosen player's scores game after game, as a small chart
drawn by the game. Opened from the start screen and the scores; Esc or Back returns.

The figures are read in the background (``ui.games.loader``; SQLite counts, ``io.historyread``): the
window keeps drawing, with a line saying it is reading, however large or locked the history is.
Games of the history that do not check out are left out, and a line says how many."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ...io import history
from ...io.historyread import PlayerStats, Reader
from ...io.safetext import clean_text
from ...play.seat import SeatKind
from ...text import NC_, _, ngettext, pgettext, problems
from ...text.numbers import number
from .. import theme
from ..app import App, Scene
from ..games.loader import Loader
from ..games.replays import left_out
from ..input import focus
from ..widgets.backdrop import backdrop, title
from ..widgets.buttons import Button, panel_box

ROWS = 8  # players listed
TABLE = pygame.Rect(110, 170, 1380, 60 + 52 * ROWS)  # at 100 % in a full-size window (``table_rect``)
CHART = pygame.Rect(260, 700, 1080, 170)
ROW_H = 52
LEVELS = (SeatKind.EASY, SeatKind.MEDIUM, SeatKind.HARD, SeatKind.EXPERT, "pass-and-play")  # games against
KEYS = ("name", "games", "wins", *LEVELS, "mean", "best")  # the columns, left to right
# The heading of each bot level's column: a whole phrase per level, so that each language writes
# its own ("Tegen makkelijke bots", "Z łatwymi botami"), never a level word put after "vs".
AGAINST = {
    SeatKind.EASY: NC_("statistics column", "Against easy bots"),
    SeatKind.MEDIUM: NC_("statistics column", "Against medium bots"),
    SeatKind.HARD: NC_("statistics column", "Against hard bots"),
    SeatKind.EXPERT: NC_("statistics column", "Against expert bots"),
}
GAP = 10  # between two columns
NAME_LEAST = 110  # the name column never narrower (a name may be cut there)
LEAST_W = {"name": 180, "games": 80, "wins": 80, "mean": 90, "best": 90}  # the others: 100


def headings() -> dict[str, str]:
    """The columns' headings in the language of the moment."""
    heads = {
        "name": _("Player"),
        "games": _("Games"),
        "wins": _("Wins"),
        "pass-and-play": _("Pass and play"),
        "mean": _("Mean score"),
        "best": _("Best score"),
    }
    for level, phrase in AGAINST.items():
        heads[level] = pgettext("statistics column", phrase)
    return heads


def large() -> bool:
    """The words much larger than at 100 %: a wider table, headings of three lines, fewer rows."""
    return theme.grow() > 1.05


def head_h() -> int:
    """The headings' row: two lines of the headings' size (three where the words are large)."""
    return max(48, (3 if large() else 2) * theme.line_h(theme.reading(theme.READ), "bold") + 4)


def row_h() -> int:
    return max(ROW_H, theme.line_h(theme.reading(19)) + 14)


def rows() -> int:
    """The players listed."""
    return 6 if large() else ROWS


def table_rect() -> pygame.Rect:
    """The table as tall as its words make its rows (``theme.grow``)."""
    x = 40 if large() else TABLE.x
    return pygame.Rect(x, TABLE.y, theme.W - 2 * x, head_h() + 12 + row_h() * rows())


def head_lines() -> int:
    """How many lines a heading may take: two, three where the words are large."""
    return 3 if large() else 2


def row_rect(k: int) -> pygame.Rect:
    """The ``k``-th player's row, under the headings, as tall as its words."""
    table = table_rect()
    return pygame.Rect(table.x + 8, table.y + head_h() + 8 + k * row_h(), table.w - 16, row_h() - 6)


def columns(heads: dict[str, str], rows: list[dict[str, str]]) -> list[tuple[str, int, int]]:
    """(key, x on the screen, width) of each column, the gap to the next included: each as wide as
    its words need — its heading on ``head_lines()`` lines at most, its figures at their size (a
    name may be cut: the chart's heading says it whole) — and the room left shared out among them."""
    table = table_rect()
    head_size, cell_size = theme.reading(theme.READ), theme.reading(19)
    room = table.w - 20
    need: dict[str, int] = {}
    for key in KEYS:
        w = max([theme.width(word, head_size, "bold") for word in heads[key].split()] + [LEAST_W.get(key, 100)])
        while len(theme.wrap(heads[key], head_size, w, "bold")) > head_lines():
            w += 4
        if key != "name":
            w = max([w] + [theme.width(r[key], cell_size) for r in rows])
        need[key] = w + GAP
    short = sum(need.values()) - room
    if short > 0:  # too little room: the names give way first (a cut name is said whole over the chart)
        need["name"] -= min(short, need["name"] - NAME_LEAST)
    total = sum(need.values())
    out: list[tuple[str, int, int]] = []
    x = table.x + 20
    for key in KEYS:  # the room left (or missing) shared out in proportion
        w = need[key] + (room - total) * need[key] // total
        out.append((key, x, w))
        x += w
    return out


def chart_rect() -> pygame.Rect:
    if theme.grow() <= 1.0:
        return CHART
    top = table_rect().bottom + 34 + 2 * theme.line_h(theme.reading(theme.READ), "bold")  # its heading: two lines
    return pygame.Rect(CHART.x, top, CHART.w, CHART.bottom - top)


@dataclass
class Figures:
    """What the screen shows, as read from the history."""

    players: list[PlayerStats] = field(default_factory=list)  # the ROWS players with most games
    scores: dict[str, list[int]] = field(default_factory=dict)  # name -> the last 40 scores, oldest first
    problem: str = ""  # why the history cannot be read (``history.Problem.code``), "" when it can
    skipped: int = 0  # games of the history that do not check out


def read_figures() -> Figures:
    """The screen's figures (run in the loader's thread)."""
    try:
        with Reader() as reader:
            players = reader.player_stats(ROWS)
            return Figures(players, reader.scores([p.name for p in players]), "", reader.skipped(0)[1])
    except history.Problem as p:
        return Figures(problem="" if p.code == "missing" else p.code)


class StatsScene(Scene):
    def __init__(self, app: App, back: Scene | None = None) -> None:
        super().__init__(app)
        self.back = back
        self.message = ""
        self.notice = ""
        self.players: list[PlayerStats] = []
        self.history: dict[str, list[int]] = {}  # name -> the last scores, oldest first
        self.chosen = 0
        w = round(220 * theme.grow())
        self.buttons = [Button((theme.W // 2 - w // 2, 910, w, 56), _("Back (Esc)"), ("back",), size=20)]
        self.rows: list[Button] = []
        self.loader = Loader(read_figures, Figures(problem="damaged"), getattr(app, "threaded_bots", True))
        self.loading = True
        self._take()

    @property
    def busy(self) -> bool:
        return self.loading  # frames go on while the figures are read (the reading line shows)

    def update(self, dt: float) -> None:
        if self.loading:
            self._take()

    def _take(self) -> None:
        """The figures, once read."""
        if not self.loader.done:
            return
        self.loading = False
        got = self.loader.result
        self.players, self.history = got.players[: rows()], got.scores
        self.message = problems.history_unreadable(got.problem) if got.problem else ""
        self.notice = left_out(got.skipped) if got.skipped else ""
        self._layout()

    def _layout(self) -> None:
        """A row for each player, as tall as its words (made anew when the window or the text size changes)."""
        self.laid_for = theme.grow()
        self.rows = [Button(row_rect(k), "", ("row", k)) for k in range(len(self.players))]

    def focusables(self) -> list[focus.Target]:
        out = [focus.target(("row", k), b.rect) for k, b in enumerate(self.rows)]
        return out + [focus.target(("button", "back"), self.buttons[0].rect)]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for k, b in enumerate(self.rows):
                if b.rect.collidepoint(event.pos):
                    self.chosen = k
                    return
            if self.buttons[0].hit(event.pos):
                self.leave()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.leave()

    def leave(self) -> None:
        if self.back is not None:
            self.app.switch(self.back)
        else:
            self.app.nav.to_start()

    # -- drawing ------------------------------------------------------------------------------------
    def cells(self, st: PlayerStats) -> dict[str, str]:
        """The words of a player's row."""
        out = {
            "name": clean_text(st.name),
            "games": number(st.games),
            "wins": number(st.wins),
            "mean": number(st.mean, 1),
            "best": number(st.best),
        }
        for level in LEVELS:
            n, w = st.against.get(level, (0, 0))
            out[level] = _("{wins} of {games}").format(wins=number(w), games=number(n)) if n else "–"
        return out

    def draw(self, surf: pygame.Surface) -> None:
        if self.rows and self.laid_for != theme.grow():  # the window or the text size changed: laid out anew
            self._layout()
        surf.blit(backdrop("plain"), (0, 0))
        title(surf, _("Statistics"), 90, 60)
        panel_box(surf, table_rect())
        heads = headings()
        cells = [self.cells(st) for st in self.players]
        cols = columns(heads, cells)
        boxes = {key: pygame.Rect(x, TABLE.y + 6, w - GAP, head_h()) for key, x, w in cols}
        # every heading at one size: the largest at which each fits its column (head_lines() at most)
        size = min(
            theme.fit_block(heads[key], theme.reading(theme.READ), box, "bold", theme.smallest())[0]
            for key, box in boxes.items()
        )
        lh = theme.line_h(size, "bold")
        for key, box in boxes.items():  # a heading longer than its column takes two lines (or three)
            lines = theme.fit_block(heads[key], size, box, "bold", theme.smallest())[1]
            for k, line in enumerate(lines):
                y = box.centery - lh * len(lines) // 2 + k * lh
                theme.draw_text(surf, line, (box.x, y), size, theme.GOLD, "bold", box=box)
        if self.notice:
            box = pygame.Rect(TABLE.x, TABLE.y - 34, TABLE.w, 28)
            size = theme.fit_size(self.notice, theme.reading(theme.READ), box.w)
            words = theme.ellipsize(self.notice, size, box.w)
            theme.draw_text(surf, words, box.midright, size, (255, 190, 120), anchor="midright", box=box)
        if not self.players:
            empty = (
                _("Reading the history of games…")
                if self.loading
                else self.message or _("No finished games yet: every game played to its end shows here.")
            )
            box = pygame.Rect(TABLE.x + 30, TABLE.y + 68, TABLE.w - 60, 110)
            size, lines = theme.fit_block(empty, theme.reading(20), box)
            for k, line in enumerate(lines):
                theme.draw_text(surf, line, (box.x, box.y + k * theme.line_h(size)), size, theme.TEXT_LIGHT, box=box)
        for k, (row_cells, row) in enumerate(zip(cells, self.rows)):
            if k == self.chosen:
                pygame.draw.rect(surf, theme.PANEL_LIGHT, row.rect, border_radius=6)
            for key, x, w in cols:
                box = pygame.Rect(x, row.rect.y, w - GAP, row.rect.h)
                kind = "bold" if key == "name" else "sans"
                size = theme.fit_size(row_cells[key], theme.reading(19), box.w, kind)
                text = theme.ellipsize(row_cells[key], size, box.w, kind)
                theme.draw_text(
                    surf, text, (box.x, box.centery), size, theme.TEXT_LIGHT, kind, anchor="midleft", box=box
                )
        if self.players:
            self._draw_chart(surf, self.players[self.chosen])
        for b in self.buttons:
            b.draw(surf, self.app.mouse)

    def _draw_chart(self, surf: pygame.Surface, st: PlayerStats) -> None:
        """The chosen player's final scores, game after game (oldest left)."""
        panel_box(surf, chart_rect().inflate(40, 70).move(0, -10))
        scores = self.history.get(st.name, [])
        head = ngettext(
            "{name}: the score of the last game", "{name}: the scores of the last {n} games", len(scores)
        ).format(name=clean_text(st.name), n=len(scores))
        chart = chart_rect()
        size = theme.fit_size(head, theme.reading(theme.READ), chart.w, "bold")
        lines = theme.wrap(head, size, chart.w, "bold")[:2]  # a long name: two lines
        lh = theme.line_h(size, "bold")
        box = pygame.Rect(chart.x, chart.y - 22 - lh * len(lines), chart.w, lh * len(lines) + 4)
        for k, line in enumerate(lines):
            theme.draw_text(surf, line, (box.x, box.y + k * lh), size, theme.GOLD, "bold", box=box)
        top = max(max(scores, default=0), 1)
        pygame.draw.line(surf, theme.TEXT_DIM, chart.bottomleft, chart.bottomright, 1)
        size = theme.reading(theme.READ)
        label = pygame.Rect(chart.x - 150, chart.y - 10, 140, theme.line_h(size))
        theme.draw_text(surf, number(top), label.topright, size, theme.TEXT_DIM, anchor="topright", box=label)
        if not scores:
            return
        step = chart.w / max(1, len(scores) - 1) if len(scores) > 1 else 0
        points = [
            (chart.x + (step * i if len(scores) > 1 else chart.w / 2), chart.bottom - chart.h * s / top)
            for i, s in enumerate(scores)
        ]
        if len(points) > 1:
            pygame.draw.lines(surf, theme.GOLD, False, points, 3)
        for p in points:
            pygame.draw.circle(surf, theme.HILITE, (round(p[0]), round(p[1])), 5)
