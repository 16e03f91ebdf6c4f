"""Following every drawn text to where it lands, and checking it against its boxes (shared by
the text-fit tests of the table, the rules pages, the tutorial and the explanations): see
tests/test_ui_text_fit.py for what is checked and why."""

from __future__ import annotations

import random
import weakref
from dataclasses import dataclass, field
from itertools import combinations

import pygame
from uidriver import BOARD, DT, make_app

from relicrunners.play.seat import Seat, SeatKind
from relicrunners.rules import legal_actions
from relicrunners.rules.components import Tile
from relicrunners.ui import theme
from relicrunners.ui.board import art_pieces
from relicrunners.ui.games.launch import new_match, start_game
from relicrunners.ui.scenes.game import BAR, LOG, GameScene
from relicrunners.ui.scenes.game import BOARD as BOARD_RECT
from relicrunners.ui.widgets import buttons, panelgeom, tableframe

LONG_NAMES = ["WWWWWWWWWWWWWWWW", "Maximilian Bauer", "MMMMMMMMMMMMMMMM", "Ngozi Okonkwo-Ad", "Åsa Lindqvistson"]
COLOURS = ["red", "green", "blue", "yellow", "black"]
LONG_HINT = (
    "Hint: Walk BC → R2 → T5 → R7 → T8 → R9 → T12 → R4 (7 trails) — takes the Relic, +14 VP, "
    "then explore the Purple temple (your chance to win ≈ 42 %)"
)
LONG_LOG = (
    "Ngozi Okonkwo-Ad completes an Expedition from T12 to T3 along R4, R9 and T8 and takes the "
    "purple Juju mask at T3, scoring 12 VP (Expedition, doubled by Shovel 3)"
)

# Texts allowed under the table's least size, each with why the same information is at hand, readable.
SMALL_OK: dict[str, str] = {
    "flying tile": "a tile sprite in flight (under a second) carries its code; the log line (and "
    "for a Purple tile the floating name) says it at 17+ px",
}


# -- following every text to the screen --------------------------------------------------------------
@dataclass
class Drawn:
    text: str
    size: int
    rect: pygame.Rect
    box: pygame.Rect | None


@dataclass
class Link:
    picture: pygame.Surface
    at: tuple[int, int]
    box: pygame.Rect | None
    overlay: bool


@dataclass
class Landed:
    """A text where it lands on the screen, with every box it was laid out in (outermost first)."""

    text: str
    size: int
    rect: pygame.Rect
    boxes: list[pygame.Rect] = field(default_factory=list)
    layer: int | None = None  # the overlay (tooltip, guide card) it is drawn on, if any


def _root(surface: pygame.Surface) -> tuple[pygame.Surface, tuple[int, int]]:
    parent = surface.get_abs_parent()
    return (parent, surface.get_abs_offset()) if parent is not surface else (surface, (0, 0))


class Ledger:
    """A ``theme.TextWatcher``: every text drawn, every picture placed; per frame, where they landed."""

    def __init__(self) -> None:
        self.screen: pygame.Surface | None = None
        self.texts: weakref.WeakKeyDictionary[pygame.Surface, list[Drawn]] = weakref.WeakKeyDictionary()
        self.links: weakref.WeakKeyDictionary[pygame.Surface, list[Link]] = weakref.WeakKeyDictionary()
        self.frame_texts: list[Drawn] = []
        self.frame_links: list[Link] = []
        self.sizes: list[tuple[str, int, str]] = []  # (text, size, where) of every text drawn
        self.where = ""  # a tag for the sizes recorded (set by the tests around a drawing)

    def drawn(self, target, s, size, kind, rect, box) -> None:
        self.sizes.append((s, size, self.where))
        target, (ox, oy) = _root(target)
        d = Drawn(s, size, pygame.Rect(rect).move(ox, oy), pygame.Rect(box).move(ox, oy) if box else None)
        if target is self.screen:
            self.frame_texts.append(d)
        else:
            self.texts.setdefault(target, []).append(d)

    def placed(self, target, picture, at, box, overlay) -> None:
        target, (ox, oy) = _root(target)
        link = Link(picture, (at[0] + ox, at[1] + oy), pygame.Rect(box).move(ox, oy) if box else None, overlay)
        if target is self.screen:
            self.frame_links.append(link)
        else:
            self.links.setdefault(target, []).append(link)

    def begin(self, screen: pygame.Surface) -> None:
        self.screen = screen
        self.frame_texts, self.frame_links = [], []

    def landed(self) -> list[Landed]:
        out = [Landed(d.text, d.size, d.rect, [d.box] if d.box else []) for d in self.frame_texts]
        for layer, link in enumerate(self.frame_links):
            boxes = [link.box] if link.box else []
            self._expand(link.picture, link.at, boxes, layer if link.overlay else None, out, 0)
        return out

    def boxes(self) -> list[tuple[pygame.Rect, bool]]:
        """(box, overlay) of every picture placed on the screen this frame."""
        return [(link.box, link.overlay) for link in self.frame_links if link.box is not None]

    def _expand(self, picture, at, boxes, layer, out, depth) -> None:
        assert depth < 8
        x, y = at
        for d in self.texts.get(picture, ()):
            inner = [d.box.move(x, y)] if d.box else []
            out.append(Landed(d.text, d.size, d.rect.move(x, y), boxes + inner, layer))
        for link in self.links.get(picture, ()):
            inner = [link.box.move(x, y)] if link.box else []
            nested = layer if layer is not None or not link.overlay else id(link)
            self._expand(link.picture, (x + link.at[0], y + link.at[1]), boxes + inner, nested, out, depth + 1)


def start_ledger() -> Ledger:
    """The watcher installed; the drawn sprites that carry text drawn anew (so they are seen).
    (The ``ledger`` fixture of tests/conftest.py wraps this and ``theme.watch(None)``.)"""
    art_pieces.tile.cache_clear()
    art_pieces.power_badge.cache_clear()
    buttons._TIP_BOXES.clear()
    tableframe._card = None
    led = Ledger()
    theme.watch(led)
    return led


def frame(app, led: Ledger, where: str = "") -> list[Landed]:
    """Draw one frame of the app and return where its texts landed."""
    led.begin(app.logical)
    led.where = where
    app.render()
    return led.landed()


# -- the checks ----------------------------------------------------------------------------------------
TOP = pygame.Rect(0, 0, 1600, 56)
PROMPT = pygame.Rect(BAR.x + 4, BAR.y + 4, LOG.x - 4 - (BAR.x + 4), BAR.h - 8)
PANEL_COLUMN = pygame.Rect(BOARD_RECT.right, TOP.bottom, 1600 - BOARD_RECT.right, 1000 - TOP.bottom)
# the regions of the table at 100 % in a full-size window (``regions(scene)``: of any table)
REGIONS = {"top bar": TOP, "board": BOARD_RECT, "prompt bar": PROMPT, "log": LOG, "panels": PANEL_COLUMN}
SCREEN = pygame.Rect(0, 0, *theme.SIZE)


def regions(scene) -> dict[str, pygame.Rect]:
    """The regions of a table as its layout puts them now (a larger text size, a smaller window,
    a longer language): the top bar, the board, the log, the prompt bar, the panels' column."""
    lay = scene.layout
    bar, log = lay.bar, lay.log
    tall_log = bar.contains(log) and log.y <= bar.y + 8  # right of the prompt, the bar's whole height
    prompt = pygame.Rect(bar.x + 4, bar.y + 4, (log.x - 4 if tall_log else bar.right - 4) - (bar.x + 4), bar.h - 8)
    column = pygame.Rect(lay.board.right, lay.top.bottom, 1600 - lay.board.right, 1000 - lay.top.bottom)
    return {"top bar": lay.top, "board": lay.board, "log": log, "prompt bar": prompt, "panels": column}


def _tight(r: pygame.Rect) -> pygame.Rect:
    """A text's rect without the font's empty line space above and below (2 px each side)."""
    return r.inflate(-2, -4)


def problems(
    landed: list[Landed], led: Ledger, regions: dict[str, pygame.Rect] | None, extra=(), uncovered=()
) -> list[str]:
    """What is wrong with the texts of one frame. ``regions``: the table's (None: just the
    screen); ``extra``: (name, rect) of things no foreign text may run into (the Relics track);
    ``uncovered``: (name, rect) of things no overlay (a tooltip) may cover (the choice buttons)."""
    out: list[str] = []
    for box, overlay in led.boxes():
        for name, r in uncovered:
            if overlay and box.colliderect(r):
                out.append(f"an overlay {box} covers the {name} {r}")
    for t in landed:
        if not SCREEN.contains(t.rect):
            out.append(f"{t.text!r} {t.rect} runs off the screen")
        for b in t.boxes:
            if not b.contains(t.rect):
                out.append(f"{t.text!r} {t.rect} runs out of its box {b}")
        if regions is not None and t.layer is None:
            outer = t.boxes[0] if t.boxes else t.rect
            name = next((n for n, r in regions.items() if r.collidepoint(outer.center)), None)
            if name is None:
                out.append(f"{t.text!r} {t.rect} is in no region of the table")
            elif not regions[name].contains(t.rect):
                out.append(f"{t.text!r} {t.rect} runs out of the {name} {regions[name]}")
    solid = [t for t in landed if t.layer is None]
    for a, b in combinations(solid, 2):
        if _tight(a.rect).colliderect(_tight(b.rect)):
            out.append(f"{a.text!r} {a.rect} overlaps {b.text!r} {b.rect}")
    others = [(f"box {box}", box) for box, overlay in led.boxes() if not overlay] + list(extra)
    for t in solid:
        for name, box in others:
            if box in t.boxes or box.contains(t.rect):
                continue
            if _tight(t.rect).colliderect(box):
                out.append(f"{t.text!r} {t.rect} runs into the {name}")
    # each overlay's texts among themselves
    layers: dict[int, list[Landed]] = {}
    for t in landed:
        if t.layer is not None:
            layers.setdefault(t.layer, []).append(t)
    for texts in layers.values():
        for a, b in combinations(texts, 2):
            if _tight(a.rect).colliderect(_tight(b.rect)):
                out.append(f"{a.text!r} {a.rect} overlaps {b.text!r} {b.rect} (on one overlay)")
    return sorted(set(out))


def check(landed, led, regions=REGIONS, extra=(), uncovered=()) -> None:
    bad = problems(landed, led, regions, extra, uncovered)
    assert not bad, f"{len(bad)} text problems:\n" + "\n".join(bad[:30])


# -- a busy table -----------------------------------------------------------------------------------------
def seats(n: int, kinds: list[str] | None = None) -> list[dict]:
    kinds = kinds or ["human"] + ["random"] * (n - 1)
    return [Seat(LONG_NAMES[i], COLOURS[i], SeatKind(kinds[i])) for i in range(n)]


def sized(app, percent: int | None, window) -> None:
    """The text size at ``percent`` and the window at ``window`` (None: as they are)."""
    from relicrunners.ui import prefs

    if percent is not None:
        prefs.change(app, text_size=percent)
    if window is not None:
        app.window = pygame.display.set_mode(window)
        app._fit()


def busy_match(n: int = 5, seed: int = 3, turns: int = 40):
    """A game of ``n`` players, ``turns`` turns in, the human (seat 0) to start a turn, then made
    busy: 100+ VP each, many Relics, Blue and Ivory tiles, Toolboxes piled up."""
    app = make_app()
    match = new_match(BOARD, app.layout_path, seats(n), "standard", seed)
    rng = random.Random(seed)
    for _ in range(20000):
        s = match.state
        if s.turn >= turns and s.current == 0 and s.decision() == "start":
            break
        legal = legal_actions(s)
        explore = [a for a in legal if a.kind == "explore"]
        match.play(explore[0] if explore and rng.random() < 0.8 else rng.choice(legal))
        assert not match.state.over
    s = match.state
    relics = ["green", "white", "blue", "purple"]
    for i, p in enumerate(s.players):
        p.vp = 100 + 17 * i
        p.relics = [relics[(i + k) % 4] for k in range(7 if i == 0 else 2)]
    me = s.players[0]
    me.table = {"M": [0, 4, 0], "C": [1, 0, 0], "S": [0, 0, 2]}
    me.tb_bottom = 5
    me.blue = [Tile(9000 + k, "blue", 1 + k % 3, f"B{v}") for k, v in enumerate((7, 6, 5, 4, 3, 2))]
    me.ivory = {1: Tile(9100, "ivory", 1, "I1-2"), 2: Tile(9101, "ivory", 2, "I2-4"), 3: Tile(9102, "ivory", 3, "I3-5")}
    s.players[1].ivory = {3: Tile(9103, "ivory", 3, "I3-4")}
    return app, match


def busy_table(n: int = 5, seed: int = 3, window=None, percent: int | None = None):
    """A busy table (``busy_match``) with long log lines, in a window of ``window`` at a text size of
    ``percent`` (None: as they are)."""
    app, match = busy_match(n, seed)
    sized(app, percent, window)
    game = start_game(app, match)
    assert isinstance(game, GameScene)
    if game.handoff_due:
        game.take_seat(match.state.current)
    game.session._view = None
    for seat in range(n):
        game.session._say(seat, LONG_LOG)
    game.session._say(None, LONG_LOG.replace(" ", "_"))  # a line with no place to break it
    return app, game


def hover(app, pos, steps: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=app.to_window(pos), rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(steps):
        app.step(DT, draw=False)


def spots(game) -> list[tuple[int, int]]:
    """Where a player points on a table: choice buttons, top buttons, panel spaces, Ivory cards,
    panel headers, the Relics count, some sites."""
    out = [b.rect.center for b in game.ctrl.buttons + game.top_buttons]
    panels = game.panels
    for seat, r in enumerate(panels.rects):
        out += [panels.cell_rect(seat, c).center for c in ("B", "M2", "S3")]
        relics = panelgeom.relics_row(r.w, r.h, seat in panels.compact).move(r.topleft)
        out += [panels.ivory_rects(seat)[1].center, (r.x + 100, r.y + 16), (r.x + 60, panels.counts_bottom(seat) - 8)]
        out.append((relics.x + 8, relics.centery))
    if game.topbar.relic_rect is not None:
        out.append(game.topbar.relic_rect.center)
    out += [game.bv.site_pos(i) for i in range(0, len(BOARD.sites), 5)]
    return out


def table_frames(app, game, led: Ledger, each=None) -> list[tuple[str, list[Landed]]]:
    """The frames of a busy table: as it is, with the long hint, with every tooltip, at the end.
    ``each(name, landed)`` is called as each frame is drawn (while the ledger's boxes are its own)."""
    frames: list[tuple[str, list[Landed]]] = []

    def shot(name: str, where: str) -> None:
        frames.append((name, frame(app, led, where)))
        if each is not None:
            each(*frames[-1])

    shot("table", "table")
    game.hint_line = lambda: LONG_HINT  # the longest hint line: a long route and its chance
    game.ctrl.status = ""
    game.status = ""
    shot("hint", "hint")
    for pos in spots(game):
        hover(app, pos)
        app.time += 1.0  # held still: any tooltip shows
        shot(f"tooltip at {pos}", "tooltip")
    return frames


def cut_words(landed: list[Landed], game) -> list[str]:
    """The texts of a table drawn with "…" (issue #25: a choice, the prompt, a panel's caption, an
    Ivory name, a Blue value, the keys line are never cut), apart from a player's name cut to its
    box (the tooltips and the scores say it whole) and the tests' hint made too long for any bar
    (it loses words from its middle, never its win chance)."""
    names = [p.name for p in game.state.players]
    hint = set(LONG_HINT.split())
    out = []
    for t in landed:
        if theme.ELLIPSIS not in t.text:
            continue
        if set(t.text.replace(theme.ELLIPSIS, " ").split()) <= hint:
            continue
        start = t.text.removesuffix(theme.ELLIPSIS).rstrip()
        if t.text.endswith(theme.ELLIPSIS) and any(name.startswith(start) for name in names):
            continue
        out.append(f"{t.text!r} {t.rect} is cut")
    return out


def table_problems(app, game, led: Ledger) -> list[str]:
    """What is wrong with the texts of each of a busy table's ``table_frames``, each frame checked
    against its own boxes and overlays, and any word cut (``cut_words``)."""
    bad: list[str] = []

    def check_one(name: str, landed: list[Landed]) -> None:
        found = problems(landed, led, regions(game), extra_boxes(game), choice_buttons(game))
        bad.extend(f"{name}: {b}" for b in found + cut_words(landed, game))

    table_frames(app, game, led, check_one)
    return bad


def choice_buttons(game) -> list[tuple[str, pygame.Rect]]:
    return [(f"choice button {b.label!r}", b.rect) for b in game.ctrl.buttons]


def extra_boxes(game) -> list[tuple[str, pygame.Rect]]:
    out = []
    if game.topbar.relic_rect is not None:
        out.append(("Relics track", game.topbar.relic_rect))
    return out
