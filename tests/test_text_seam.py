"""The translation seam: every word the window draws passes through ``relicrunners.text._``.

A pseudo-language is installed through the seam (``set_translator``): every ASCII letter of a
message becomes an accented one ("Ŵáĺķ"), placeholders such as ``{turn}`` stay as they are. The
real window is then driven headless through its screens (start, setup, a game with hints,
tooltips, hand-offs and the log, the final scores, the saved games list) while every string it
draws is recorded where all text is rendered (``theme.text_surface``). A plain ASCII letter left in
a drawn string, once player names, the board's place names, file paths and notation (BC, R2,
T5-R7, I2-3, M1...) are taken out, is wording that bypassed ``_``.
"""

from __future__ import annotations

import ast
import random
import re
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from pseudolang import PLACEHOLDER, pseudo, pseudo_plural, untranslated
from uidriver import BOARD, DT, choose, click, key, make_app, perform

from relicrunners.bots import hint as bot_hint
from relicrunners.play.seat import Seat, SeatKind
from relicrunners.rules import MAX_SEED
from relicrunners.rules.components import RELICS_TO_END
from relicrunners.text import _, ngettext, set_translator
from relicrunners.text.language import LANGUAGES
from relicrunners.ui import cli, theme
from relicrunners.ui.games import storage
from relicrunners.ui.games.launch import new_match, start_game
from relicrunners.ui.scenes import to_start
from relicrunners.ui.scenes.end import ROW_Y, EndScene
from relicrunners.ui.scenes.game import LOG, GameScene
from relicrunners.ui.scenes.handoff import HandoffScene
from relicrunners.ui.scenes.saves import SavedGamesScene
from relicrunners.ui.scenes.setup import OTHER_NAMES, SetupScene
from relicrunners.ui.scenes.start import StartScene
from relicrunners.ui.widgets.panels import CELLS

PACKAGE = Path(__file__).resolve().parent.parent / "relicrunners"

SEATS = [
    Seat("Ada", "red", SeatKind.HUMAN),
    Seat("Bob", "green", SeatKind.HUMAN),
    Seat("Cy", "blue", SeatKind.MEDIUM),
]


def data_names(*matches) -> set[str]:
    """Names that are data, not wording: players, the default names offered, the board's places,
    and the languages (each named in its own words)."""
    names = set(OTHER_NAMES) | {s.name for s in BOARD.sites if s.name} | set(LANGUAGES.values())
    for m in matches:
        names |= {p.name for p in m.state.players}
    return names


def check(drawn: list[str], names: set[str], expected: list[str]) -> None:
    """Nothing bypassed the seam, and the screens really showed ``expected`` (English msgids)."""
    assert drawn, "nothing was drawn"
    bad = untranslated(drawn, names)
    assert not bad, "drawn without passing through _():\n" + "\n".join(map(repr, bad[:40]))
    missing = [m for m in expected if not any(shown(m).search(text) for text in drawn)]
    assert not missing, f"the drive never showed {missing}"


def shown(message: str) -> re.Pattern[str]:
    """What ``message`` looks like drawn in the pseudo-language (placeholders: anything)."""
    parts = PLACEHOLDER.split(pseudo(message))
    return re.compile(".*?".join(re.escape(p) for p in parts if not PLACEHOLDER.fullmatch(p)))


@pytest.fixture
def drawn(monkeypatch) -> Iterator[list[str]]:
    """The pseudo-language on, and every string the window draws from now on (English again after)."""
    set_translator(pseudo, pseudo_plural)
    seen: list[str] = []
    real = theme.text_surface

    def spy(s: str, *args, **kwargs):
        seen.append(s)
        return real(s, *args, **kwargs)

    monkeypatch.setattr(theme, "text_surface", spy)
    try:
        yield seen
    finally:
        set_translator()


# -- driving the window ------------------------------------------------------------------------------
def hover(app, pos) -> None:
    """Move the mouse to logical ``pos`` and draw a frame (with whatever tooltip it opens)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=app.to_window(pos), rel=(0, 0), buttons=(0, 0, 0)))
    app.step(DT)


def tour(app, game: GameScene) -> None:
    """Point at everything on the table that has a tooltip: sites, badges, tokens, trails, panel
    spaces, Ivory cards, panel headers, the Relics count, every button."""
    bv, panels, view = game.bv, game.panels, game.view()
    spots = [bv.site_pos(i) for i in range(len(BOARD.sites))]
    spots += [bv.badge_pos(i) for i in range(len(BOARD.sites)) if BOARD.sites[i].kind == "temple"]
    spots += [bv.token_pos(k) for k in range(len(BOARD.rivers))]
    spots += [bv.trail_mid(t) for t in range(len(BOARD.trails)) if any(t in p.pathways for p in view.players)]
    for seat, r in enumerate(panels.rects):
        spots += [panels.cell_rect(seat, c).center for c in CELLS]
        spots += [(r.x + x, r.y + y) for x, y in ((300, 100), (356, 100), (412, 100), (100, 16), (60, 44), (300, 150))]
    spots += [b.rect.center for b in game.top_buttons + game.ctrl.buttons]
    if game.topbar.relic_rect is not None:
        spots.append(game.topbar.relic_rect.center)
    for pos in spots:
        hover(app, pos)


def refusals(app, game: GameScene) -> None:
    """Clicks that do nothing and say why: a site that is no target, a panel header, a space of
    the player's table that is no target."""
    ctrl, seat = game.ctrl, game.state.current
    other = next((s for s in range(len(BOARD.sites)) if s not in ctrl.sites), None)
    if other is not None:
        click(app, game.bv.site_pos(other))
        app.step(DT)
    r = game.panels.rects[seat]
    click(app, (r.x + 200, r.y + 16))
    app.step(DT)
    cell = next((c for c in CELLS if c not in ctrl.cells), None)
    if cell is not None:
        click(app, game.panels.cell_rect(seat, cell).center)
        app.step(DT)


def scroll_log(app, game: GameScene) -> None:
    """Wheel back through the whole log, drawing it at every position (every line is drawn once)."""
    for _step in range(200):
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=app.to_window(LOG.center), rel=(0, 0), buttons=(0, 0, 0))
        )
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
        app.step(DT)
        if game.log_view()[1] == 0:
            break
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-999))
    app.step(DT)


class FakeHint:
    """Stands in for the hint search: the last legal action, 42 % to win."""

    def __call__(self, view, legal, budget_s=1.0, **kw):
        return legal[-1], 0.42


def look_around(app, game: GameScene, n: int, monkeypatch) -> bool:
    """At the ``n``-th decision of the humans: hints, tooltips, refusals, the log, undo, a saved
    copy, a route clicked trail by trail, a list of routes. True when anything was done (it may
    have played an action)."""
    match, ctrl = game.match, game.ctrl
    did = False
    if n in (1, 30, 90):
        key(app, pygame.K_ESCAPE)  # nothing in the status line: it shows the hint
        with monkeypatch.context() as m:
            m.setattr(game.session, "hint_thinking", lambda: True)
            app.step(DT)  # "thinking about a hint"
        key(app, pygame.K_h)  # a hint, on the prompt bar and on the board
        app.step(DT)
        tour(app, game)
        refusals(app, game)
        did = True
    if n == 3:
        key(app, pygame.K_z, pygame.KMOD_CTRL)  # undo (or why it cannot)
        key(app, pygame.K_s, pygame.KMOD_CTRL)  # a saved copy
        app.step(DT)
        did = True
    if n in (2, 60):
        scroll_log(app, game)
        peek = next((b for b in game.top_buttons if b.value == "peek" and b.enabled), None)
        if peek is not None:
            click(app, peek.rect.center)
            app.step(DT)
        did = True
    if n % 4 == 0 and game.human_turn() and not game.handoff_due:
        legal = match.legal()
        routes = [a for a in legal if a.kind == "move" and len(a.args) > 2]
        ends = {}
        for a in legal:
            if a.kind == "move":
                ends.setdefault(a.args[-1], []).append(a)
        several = next((site for site, acts in ends.items() if len(acts) > 1), None)
        if several is not None:  # several routes lead there: the list, drawn, then Esc
            click(app, game.bv.site_pos(several))
            app.step(DT)
            if ctrl.mode == "choose":
                hover(app, ctrl.buttons[0].rect.center)
                key(app, pygame.K_ESCAPE)
            did = True
        elif routes:  # a route clicked trail by trail, drawn, then Esc
            a = routes[0]
            click(app, game.bv.trail_mid(BOARD.trail_between[(a.args[0], a.args[1])]))
            app.step(DT)
            key(app, pygame.K_ESCAPE)
            did = True
    return did


def play_to_the_end(app, game: GameScene, rng: random.Random, monkeypatch) -> None:
    """Click a whole game through, looking around on the way; animations run near the start and
    near the end (so their floating words are drawn too)."""
    match = game.match
    need = RELICS_TO_END[match.state.n]
    looked: set[tuple[int, int]] = set()
    for _guard in range(20000):
        if isinstance(app.scene, EndScene):
            return
        if isinstance(app.scene, HandoffScene):
            app.step(0.5)
            click(app, (800, 500))
            continue
        taken = sum(len(p.relics) for p in match.state.players)
        game.anims.speed = "fast" if len(looked) < 6 or taken >= need - 1 else "off"
        if not game.human_turn() or game.anims.busy or game.handoff_due:
            app.step(DT * 3)
            continue
        here = (len(match.actions), match.state.current)
        if here not in looked:
            looked.add(here)
            if look_around(app, game, len(looked), monkeypatch):
                continue
        action = choose(match.legal(), rng)
        before = len(match.actions)
        perform(app, game, action, rng)
        app.step(DT)
        assert len(match.actions) > before, f"clicks for {action} did not play it (status: {game.ctrl.status})"
    raise AssertionError("the game did not end")


# -- the tests ----------------------------------------------------------------------------------------
def test_the_seam_is_english_by_default_and_can_be_replaced():
    assert _("Undo") == "Undo" and _("") == ""
    assert ngettext("{n} trail", "{n} trails", 1) == "{n} trail"
    assert ngettext("{n} trail", "{n} trails", 2) == "{n} trails"
    try:
        set_translator(pseudo, pseudo_plural)
        assert _("Undo") == "Úñďó" and _("Game resumed at turn {turn}").format(turn=7) == "Ĝáɱé ŕéšúɱéď áţ ţúŕñ 7"
        assert ngettext("{n} trail", "{n} trails", 3).format(n=3) == "3 ţŕáíĺš"
        set_translator(str.upper)  # no plural function: the English rule picks, gettext translates
        assert ngettext("{n} trail", "{n} trails", 1) == "{N} TRAIL"
    finally:
        set_translator()
    assert _("Undo") == "Undo"


@pytest.mark.slow
def test_a_whole_game_draws_only_translated_words(drawn, monkeypatch):
    monkeypatch.setattr(bot_hint, "hint", FakeHint())
    app = make_app()
    match = new_match(BOARD, app.layout_path, SEATS, "standard", 11)
    game = start_game(app, match)
    app.step(DT)
    assert isinstance(app.scene, HandoffScene)  # two humans: the first one takes the seat
    play_to_the_end(app, game, random.Random(5), monkeypatch)
    end = app.scene
    assert isinstance(end, EndScene)
    app.render()
    x0, col_w, _table = end.layout()
    for i in range(len(end.rows)):
        hover(app, (x0 + col_w * i, ROW_Y["ivory"]))
    for b in end.buttons:
        hover(app, b.rect.center)
    click(app, next(b for b in end.buttons if b.value == "board").rect.center)
    assert app.scene is game and game.state.over
    app.render()
    click(app, game.bv.site_pos(BOARD.camp))  # the game is over: says where the scores are
    app.render()
    tour(app, game)
    check(
        drawn,
        data_names(match),
        [
            "Pass to {name}",
            "Since your last turn, {name}:",
            "Hint: {action} (your chance",
            "Thinking about a hint…",
            "End turn (Enter)",
            "Game saved to {path}",
            "Game log",
            "How a turn goes",
            "{who}'s turn (turn {turn})",
            "Turn {turn}",
            "Relics taken by all players together.",
            "+{vp} VP",
            "WINNER",
            "Final board",
            "The game is over: this is the final board (Scores shows the result)",
            "The game is over: the Scores button shows the result",
        ],
    )


def test_the_menus_draw_only_translated_words(drawn):
    app = make_app()
    to_start(app)
    app.render()
    start = app.scene
    assert isinstance(start, StartScene)
    click(app, start.button("new").rect.center)
    setup = app.scene
    assert isinstance(setup, SetupScene)
    app.render()
    setup.press(("count", 3))
    setup.press(("kind", 1, "human"))
    setup.seed.text = str(MAX_SEED + 1)
    setup.press(("start",))  # too big: says so
    app.render()
    setup.seed.text = "5"
    app.render()
    setup.press(("start",))
    game = app.scene
    assert isinstance(game, GameScene)
    matches = [game.match]
    app.step(DT)
    assert isinstance(app.scene, HandoffScene)
    app.render()
    app.step(0.5)
    click(app, (800, 500))
    click(app, next(b for b in game.top_buttons if b.value == "menu").rect.center)
    for seed in range(7):  # enough unfinished games for two pages
        m = new_match(BOARD, app.layout_path, SEATS[::2], "first", seed)
        g = start_game(app, m)
        matches.append(m)
        app.render()
        g.leave()
    storage.flush()
    to_start(app)
    app.render()
    start = app.scene
    assert isinstance(start, StartScene) and start.button("saves") is not None
    click(app, start.button("saves").rect.center)
    saves = app.scene
    assert isinstance(saves, SavedGamesScene)
    app.render()
    click(app, saves.button(("page", 1)).rect.center)
    app.render()
    for b in saves.buttons:
        hover(app, b.rect.center)
    first = saves.games[saves.page * 6]
    click(app, saves.button(("delete", first.slot.id)).rect.center)
    app.render()  # asks first
    click(app, saves.button(("yes",)).rect.center)
    app.render()  # says which game went
    check(
        drawn,
        data_names(*matches),
        [
            "New game",
            "Seed (optional)",
            "Seat {number}: empty — choose more players above",
            "The seed must be at most {max}",
            "A known seed deals a known game",
            "Pass to {name}",
            "Continue",
            "Saved games ({n})",
            "{setup} · turn {turn}, {who} to play · {when}",
            "Page {page} of {pages}",
            "Delete this game for good?",
            "Deleted the game of {players}",
        ],
    )


def test_the_command_line_speaks_through_the_seam(capsys):
    set_translator(pseudo, pseudo_plural)
    try:
        help_text = cli.parser().format_help()
        code = cli.main(["--players", "9"])
    finally:
        set_translator()
    assert pseudo("animation speed") in help_text and "animation speed" not in help_text
    error = pseudo("--players must be 2 to 5, got {n}").format(n=9)
    assert code == cli.EXIT_USAGE
    assert capsys.readouterr().err.strip() == pseudo("run_game.py: {error} (see --help)").format(error=error)


def test_the_check_catches_a_message_that_bypasses_the_seam(drawn):
    app = make_app()
    to_start(app)
    app.render()
    theme.draw_text(app.logical, "New game", (0, 0))  # drawn as it is: not through _()
    bad = untranslated(drawn, data_names())
    assert bad == ["New game"]


def test_the_rules_core_never_translates():
    for path in (PACKAGE / "rules").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        calls = [
            node.lineno
            for node in ast.walk(tree)
            if isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("_", "N_", "ngettext")
        ]
        assert not calls, f"{path.relative_to(PACKAGE)} calls the translation seam on lines {calls}"
        imports = [
            node.lineno
            for node in ast.walk(tree)
            if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[-1] == "text" and node.level
        ]
        assert not imports, f"{path.relative_to(PACKAGE)} imports the wording on lines {imports}"
