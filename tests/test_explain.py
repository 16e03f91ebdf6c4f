"""Explain each decision (issue #12): one plain sentence under the prompt before each of a human's
decisions, from ``relicrunners.text.explain`` (pygame-free, the player's view only).

The setting round-trips through the setup screen's toggle and E at the table; with it on the
prompt area draws the sentence, inside its box; its figures are right for built positions (Toolbox
steps of a route's face-up Tokens, an Expedition's VP, Base Camp's Rations, what exploring gives,
a Toolbox's VP); every decision met in random games is explained; two positions that differ only
in what the player may not know are explained alike; every word passes through the seam.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pygame
import pytest
from helpers import S, after_move, begin, board, empty_site, game, pathways, place_toolboxes, set_rations
from pseudolang import PLACEHOLDER, pseudo, pseudo_plural, untranslated
from textfit import Ledger, busy_table, frame, problems, regions
from uidriver import BOARD, DT, click, key, make_app

from relicrunners.io import settings
from relicrunners.play.seat import Seat, SeatKind
from relicrunners.rules import apply, from_text, legal_actions, view_for
from relicrunners.rules.components import Tile
from relicrunners.rules.frames import Steps
from relicrunners.scenario import build_state, load_scenario
from relicrunners.text import set_translator, tile_label
from relicrunners.text.explain import clauses, explain
from relicrunners.ui import theme
from relicrunners.ui.games.launch import new_match, start_game
from relicrunners.ui.scenes import to_setup
from relicrunners.ui.scenes.game import GameScene
from relicrunners.ui.scenes.setup import SetupScene

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"
SEATS = [Seat("Ada", "red", SeatKind.HUMAN), Seat("Bot", "green", SeatKind.RANDOM)]


def said(st, **kw) -> str:
    """The explanation of the decision ``st`` asks of its current player (from that player's view)."""
    return explain(view_for(st, st.current), legal_actions(st), **kw)


def table(seed: int = 4, explain_on: bool = True):
    settings.save(settings.Settings(explain=explain_on))
    app = make_app()
    match = new_match(BOARD, app.layout_path, SEATS, "first", seed)
    scene = start_game(app, match)
    assert isinstance(scene, GameScene)
    return app, scene


# -- the setting ------------------------------------------------------------------------------------------
def test_the_setup_toggle_switches_the_setting_and_remembers_it():
    app = make_app()
    to_setup(app)
    setup = app.scene
    assert isinstance(setup, SetupScene)
    toggle = setup.button(("explain",))
    assert toggle is not None and not toggle.selected
    click(app, toggle.rect.center)
    assert settings.load() == (settings.Settings(explain=True), None)
    assert setup.button(("explain",)).selected
    to_setup(app)  # a new setup screen reads it back
    assert isinstance(app.scene, SetupScene) and app.scene.button(("explain",)).selected
    click(app, app.scene.button(("explain",)).rect.center)
    assert settings.load()[0].explain is False
    assert not app.scene.button(("explain",)).selected


def test_the_setup_screen_says_when_the_settings_file_was_damaged(home):
    (home / "settings.json").write_text("{not json")
    app = make_app()
    to_setup(app)
    assert "settings.json" in app.scene.message and not app.scene.button(("explain",)).selected


def test_e_at_the_table_switches_explanations_and_the_next_table_remembers():
    app, scene = table(explain_on=False)
    assert not scene.explaining() and scene.explanation() == ""
    key(app, pygame.K_e)
    assert scene.explaining() and settings.load()[0].explain is True
    assert scene.explanation().startswith("Your explorer can reach")
    app2, scene2 = make_app(), None
    match = new_match(BOARD, app2.layout_path, SEATS, "first", 5)
    scene2 = start_game(app2, match)
    assert isinstance(scene2, GameScene) and scene2.explaining()
    key(app2, pygame.K_e)
    assert not scene2.explaining() and settings.load()[0].explain is False
    assert "E switches them on again" in scene2.status


# -- what the prompt area draws ----------------------------------------------------------------------------
@pytest.fixture
def ledger():
    led = Ledger()
    theme.watch(led)
    try:
        yield led
    finally:
        theme.watch(None)


def prompt_texts(landed, scene) -> list:
    """The texts drawn in the prompt area (prompt, explanation, status), left of the log, above the choices."""
    box = scene.layout.prompt
    return [t for t in landed if box.collidepoint(t.rect.center)]


def test_with_it_on_the_prompt_area_draws_the_explanation_in_its_box(ledger):
    app, scene = table()
    text = scene.explanation()
    assert text
    landed = frame(app, ledger, "explain")
    lines = [t.text for t in prompt_texts(landed, scene)]
    wrapped = theme.wrap(text, theme.READ, scene._prompt_box().w)
    assert len(wrapped) <= 2 and all(line in lines for line in wrapped), (wrapped, lines)
    assert all(t.size >= theme.READ for t in prompt_texts(landed, scene))
    assert not problems(prompt_texts(landed, scene), ledger, regions(scene))
    key(app, pygame.K_e)  # off: the prompt area no longer shows it
    lines = [t.text for t in prompt_texts(frame(app, ledger), scene)]
    assert not any(line in lines for line in wrapped)


LONG_HINT = (
    "Hint: Walk BC → R2 → T5 → R7 → T8 → R9 → T12 → R4 (7 trails) — takes the Relic, +14 VP, "
    "then explore the Purple temple (your chance to win ≈ 42 %)"
)


@pytest.mark.parametrize("hint", [LONG_HINT, "Hint: End your turn (your chance to win ≈ 42 %)"])
@pytest.mark.parametrize("n", [5, 2])
def test_a_hint_keeps_its_lines_and_the_explanation_takes_whole_clauses_of_the_rest(ledger, n, hint):
    settings.save(settings.Settings(explain=True))
    app, scene = busy_table(n)
    scene.hint_line = lambda: hint
    landed = prompt_texts(frame(app, ledger, "hint"), scene)
    assert landed[-1].text.endswith("42 %)"), [t.text for t in landed]  # the hint, last, with its chance
    assert not problems(landed, ledger, regions(scene))
    assert all(t.size >= theme.READ for t in landed)
    full = clauses(scene.view(), scene.ctrl.legal)
    texts = [t.text for t in landed]
    if hint != LONG_HINT:  # one line of hint leaves a line for the first clause(s), whole
        one = scene.explanation(1, scene._prompt_box().w)
        assert one and one.startswith(full[0]) and not one.endswith("…")
        assert one in texts
    assert not any(t.endswith("…") for t in texts), texts  # nothing cut: clauses left out instead


def test_the_explanation_fits_its_box_for_every_decision_of_a_game_even_in_a_longer_language(ledger):
    """Random clicks through a game with explanations on, in English and in a language a third
    longer: at every human decision the prompt area's texts stay in their box, 17 px or more."""

    def longer(message: str) -> str:
        parts = PLACEHOLDER.split(message)
        return "".join(
            p
            if PLACEHOLDER.fullmatch(p)
            else re.sub(r"[A-Za-z]+", lambda m: m.group() + m.group()[: len(m.group()) // 3], p)
            for p in parts
        )

    for translator in (None, longer):
        set_translator(translator)
        try:
            app, scene = table(seed=7)
            rng = random.Random(7)
            checked = 0
            for _ in range(400):
                st = scene.state
                if st.over:
                    break
                if not scene.human_turn() or scene.anims.busy:
                    app.step(DT, draw=False)
                    continue
                landed = prompt_texts(frame(app, ledger, "explain"), scene)
                assert scene.explanation(), st.decision()
                bad = problems(landed, ledger, regions(scene))
                assert not bad, (st.decision(), bad)
                assert all(t.size >= theme.READ for t in landed)
                checked += 1
                scene.play(rng.choice(scene.ctrl.legal))
                scene.anims.skip()
            assert checked > 20
        finally:
            set_translator()


# -- figures for built positions --------------------------------------------------------------------------
def token_position(up: tuple[str, ...] | None = None):
    """Red on T5 with a Pathway on the river R7-T8: T5 → R7 → T8 crosses two river Tokens."""
    st = game(2)
    begin(st, 0, "T5")
    pathways(st, 0, "R7-T8")
    if up is not None:
        st.tokens = [BOARD.trails[r].id in up for r in BOARD.rivers]
    return st


def test_a_move_whose_best_route_crosses_two_face_up_tokens_says_two_steps():
    st = token_position()
    text = said(st)
    assert "the best routes cross 2 face-up Toolbox Tokens, for 2 Toolbox steps" in text, text
    ends = {a.args[-1] for a in legal_actions(st) if a.kind == "move"}
    longest = max(len(a.args) - 1 for a in legal_actions(st) if a.kind == "move")
    assert text.startswith(f"Your explorer can reach {len(ends)} sites, by routes of up to {longest} trails")
    after, _ = apply(st, from_text(BOARD, "move T5-R7-T8"))
    assert after.frame() == Steps(2)  # the rules agree


def test_turning_the_last_face_up_tokens_says_the_extra_step():
    st = token_position(up=("T5-R7", "R7-T8"))
    assert "cross 2 face-up Toolbox Tokens, for 3 Toolbox steps" in said(st)
    after, _ = apply(st, from_text(BOARD, "move T5-R7-T8"))
    assert after.frame() == Steps(3)  # R7.3


def test_no_face_up_token_on_any_route_says_no_steps():
    st = token_position(up=())
    assert "no route crosses a face-up Toolbox Token" in said(st)


def test_an_expedition_says_its_vp_two_per_trail_of_the_best_route():
    st = game(2)
    empty_site(st, "R2")
    empty_site(st, "R4")
    pathways(st, 0, "R2-T3", "T3-T4")
    begin(st, 0, "R2")
    moves = [a for a in legal_actions(st) if a.kind == "move" and a.args[-1] == S("R4")]
    assert moves
    best = max(moves, key=lambda a: len(a.args))
    vp = 2 * (len(best.args) - 1)
    text = said(st)
    assert f"ending on R4 completes an Expedition: you take its Toad and score {vp} VP" in text, text
    after, events = apply(st, best)
    assert sum(e.data["vp"] for e in events if e.kind == "score") == vp  # R6.4
    st.flags.doubled = True  # Shovel 3 used before the move: doubled
    assert f"score {2 * vp} VP" in said(st)


def test_reaching_base_camp_says_the_rations_it_gives():
    st = game(2)
    begin(st, 0, "R2")
    set_rations(st, 0, 3)
    assert "reaching Base Camp ends your turn and gives 2 Rations" in said(st)  # the Chart holds 5
    set_rations(st, 0, 5)
    assert "reaching Base Camp ends your turn and gives no Ration now" in said(st)


def test_exploring_says_its_cost_and_what_the_site_gives():
    st = after_move(game(2), 0, "R1")
    assert said(st).startswith("Exploring this Ruin costs 1 Ration: you place a Pathway")
    st = after_move(game(2), 0, "T4")  # Blue; two players: the top tile is medium (level 2: 2 to 4 VP)
    assert said(st).startswith("Exploring this Blue temple costs 1 Ration: you take a secret Blue tile worth 2 to 4 VP")
    st = after_move(game(2), 0, "T1")  # Purple: its face-up tile
    top = st.top_tile(S("T1"))
    assert top is not None and top.code
    assert f"you take {tile_label(top.code)}, which does this:" in said(st)
    st = after_move(game(2), 0, "T2")  # Ivory, medium
    assert "a medium Ivory tile, a power used once" in said(st)


def test_toolbox_steps_and_toolbox_use_say_their_figures():
    st = token_position()
    st, _ = apply(st, from_text(BOARD, "move T5-R7-T8"))
    text = said(st)
    assert text.startswith("2 Toolbox steps left"), text
    assert "Machete 1: " in text or "Compass 1: " in text
    st = after_move(game(2), 0, "R1")
    empty_site(st, "R1")
    place_toolboxes(st, 0, bottom=0, M3=1)
    st.players[0].relics = ["green", "white"]
    text = said(st)
    assert "Machete 3: score 8 VP (4 per Relic you hold)" in text, text
    assert text.startswith("Before you end your turn you may use one Toolbox")


def test_the_end_of_a_turn_says_why_nothing_more_can_be_done():
    st = after_move(game(2), 0, "R1")
    st.flags.explored = True
    assert said(st).startswith("You have explored once this turn")
    st = after_move(game(2), 0, "R1")
    set_rations(st, 0, 0)
    assert said(st).startswith("Exploring costs 1 Ration and you have none")


def scenario(name: str, upto: int):
    """The position of ``scenarios/<name>.yaml`` after its first ``upto`` actions."""
    sc = load_scenario(SCENARIOS / f"{name}.yaml")
    st = build_state(board(), sc)
    for text in sc.actions[:upto]:
        st, _ = apply(st, from_text(board(), text))
    return st


@pytest.mark.parametrize(
    ("name", "upto", "decision", "words"),
    [
        ("ivory-second-tile-choice", 2, "keep", ["keep one of these two", "I1-1 Collector does this"]),
        ("purple-p7-pathway-next-to-purple", 2, "visit", ["Purple P7 Long Reach explores", "R4 gives a Pathway"]),
        (
            "purple-p8-no-steps",
            2,
            "flips",
            ["Purple P8 Token Twist turns up to 2 more Tokens", "10 Tokens are face up"],
        ),
        ("compass2-moves-two-pathways", None, None, []),
    ],
)
def test_tile_decisions_say_what_the_tile_does(name, upto, decision, words):
    if decision is None:  # Compass 2: the first and the second Pathway
        sc = load_scenario(SCENARIOS / f"{name}.yaml")
        st = build_state(board(), sc)
        for text in sc.actions:
            if st.decision() in ("shift2a", "shift2b"):
                assert said(st).startswith(("Compass 2 moves two", "Now the second Pathway of Compass 2"))
            st, _ = apply(st, from_text(board(), text))
        return
    st = scenario(name, upto)
    assert st.decision() == decision
    text = said(st)
    for w in words:
        assert w in text, text


# -- every decision, hidden information, the seam ----------------------------------------------------------
def random_positions(seeds=range(10)):
    """(state, legal) at every decision of a few random games (explore-happy, all setups, 2-5 players)."""
    for seed in seeds:
        st = game(2 + seed % 4, ("first", "standard", "random")[seed % 3], seed)
        rng = random.Random(seed)
        while not st.over:
            legal = legal_actions(st)
            yield st, legal
            explore = [a for a in legal if a.kind == "explore"]
            st, _ = apply(st, explore[0] if explore and rng.random() < 0.7 else rng.choice(legal))


def test_every_decision_met_in_random_games_gets_an_explanation():
    seen: dict[str, int] = {}
    for st, legal in random_positions():
        text = explain(view_for(st, st.current), legal)
        assert text, (st.decision(), legal)
        assert "{" not in text and "}" not in text
        seen[str(st.decision())] = seen.get(str(st.decision()), 0) + 1
    assert {"start", "after", "steps", "place", "keep", "shift", "shift2a", "shift2b", "ts1", "flips"} <= set(seen)


def hide_differently(st, rng: random.Random):
    """A copy of ``st`` that differs only in what the current player may not know: face-down tiles
    they have not seen, the other players' unrevealed Blue values, the seed, the unused tiles."""
    other = st.copy()
    me = st.players[st.current]
    codes = {"blue": ["B2", "B3", "B4", "B5"], "ivory": [f"I{lv}-{k}" for lv in (1, 2, 3) for k in range(1, 7)]}
    for site, stack in enumerate(other.stacks):
        for i, t in enumerate(stack):
            hidden = t.uid not in me.seen and not (i == len(stack) - 1 and t.colour == "purple")
            if hidden and t.colour in codes:
                pool = [c for c in codes[t.colour] if t.colour == "blue" or c[1] == str(t.level)]
                stack[i] = Tile(t.uid, t.colour, t.level, rng.choice(pool))
            elif hidden:
                stack[i] = Tile(t.uid, t.colour, t.level, f"P{rng.randint(1, 8)}")
    for seat, p in enumerate(other.players):
        if seat != st.current:
            p.blue = [
                t if t.uid in p.revealed else Tile(t.uid, t.colour, t.level, f"B{rng.randint(2, 5)}") for t in p.blue
            ]
    other.seed = (st.seed or 0) + 1
    other.unused = list(reversed(st.unused))
    return other


def test_no_hidden_information_reaches_the_explanation():
    rng = random.Random(3)
    compared = 0
    for st, legal in random_positions(range(6)):
        if rng.random() > 0.3:
            continue
        other = hide_differently(st, rng)
        assert legal_actions(other) == legal
        a = explain(st, legal)  # a full state is masked first
        assert a == explain(other, legal) == explain(view_for(st, st.current), legal)
        compared += 1
    assert compared > 100


def test_another_players_view_gets_no_explanation():
    st = game(2)
    assert explain(view_for(st, 1), legal_actions(st)) == ""


def test_every_word_of_an_explanation_passes_through_the_seam():
    set_translator(pseudo, pseudo_plural)
    try:
        texts = [explain(view_for(st, st.current), legal) for st, legal in random_positions(range(4))]
    finally:
        set_translator()
    assert not untranslated(texts, set())[:5]
