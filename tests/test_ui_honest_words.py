"""Issue #11, "The table, polished": the words say exactly what is possible now.

- A Toolbox climbing to an action space names what the action does, and says so when it cannot
  be used right now or right here (Machete 1 on a Ruin, before any explore; a Toolbox already
  used this turn; a turn that ends at Base Camp). Each claim is checked against the rules: after
  the step, ``legal_actions`` offers the Toolbox exactly when the label said it could be used.
- The Shovel 1 prompt offers only what ``legal_actions`` offers (no reserve Toolbox: only the VP).
- A prompt with several Toolbox steps (or Token turns) to make says how many are left, counted
  with ``ngettext``.
- The score screen splits the points scored during play by source (``score_sources``): the
  figures it shows add up to each player's coins, for 2 and 5 players, and fit the screen.
- Hint lines are sentences that start with a capital letter.

Positions are built with the shared position builder (tests/helpers.py) and scenario files.
"""

from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import pytest
from helpers import A, after_move, begin, board, game, pathways, place_toolboxes, play, set_stack, tile
from uidriver import finished_game

from relicrunners.play.seat import Seat, SeatKind
from relicrunners.rules import Action, apply, legal_actions, new_game, view_for
from relicrunners.rules.scoring import score_sources
from relicrunners.scenario import build_state, load_scenario
from relicrunners.text import prompt, set_translator
from relicrunners.text.window import SCORE_SOURCE_WORDS
from relicrunners.ui import theme
from relicrunners.ui.input import actions as table
from relicrunners.ui.input import toolboxwords

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RELICRUNNERS_HOME", str(tmp_path))
    return tmp_path


def tokens_only_up(st, *trail_ids):
    """Face up exactly the Tokens of these river trails."""
    up = {board().token_of[board().trail(t)] for t in trail_ids}
    st.tokens = [k in up for k in range(len(st.tokens))]


def look(st, seat=0):
    """What the window's table of words reads: the position as ``seat`` sees it."""
    return table.Look(board(), view_for(st, seat), seat)


def label(st, text, seat=0):
    """The choice button's label (and its tooltip) of the legal action ``text``."""
    a = A(text)
    assert a in legal_actions(st), f"{text} is not legal here"
    lk = look(st, seat)
    return table.describe(lk, a), table.explain(lk, a)


def tool_offered_after(st, step, code):
    """Whether the rules offer the Toolbox at ``code`` once ``step`` is placed and every other step
    goes to a space other than it (to the first such step the rules offer)."""
    st, _ = play(st, step)
    while st.decision() == "steps":
        others = [a for a in legal_actions(st) if a.args[1] != code and a.args[0] != code]
        st, _ = apply(st, others[0])
    return A(f"tool {code}") in legal_actions(st)


def ruin_with_steps():
    """Red moved T4 → T5 → R7 (a Ruin) over two face-up Tokens: two steps to place (two Toolboxes at
    the bottom to take them), no explore yet."""
    st = game(2)
    begin(st, 0, "T4")
    place_toolboxes(st, 0, bottom=2)
    pathways(st, 0, "T5-R7")
    tokens_only_up(st, "T4-T5", "T5-R7", "R1-R3")
    st, _ = play(st, "move T4-T5-R7")
    assert st.decision() == "steps" and st.pending[-1].left == 2
    assert board().sites[st.players[0].site].kind == "ruin" and not st.flags.explored
    return st


# -- 1. Machete 1 and the other Toolbox actions: usable now, or not ------------------------------------
def test_machete_1_on_a_ruin_before_exploring_does_not_claim_it_can_be_used():
    st = ruin_with_steps()
    words, tip = label(st, "step B>M1")
    assert "Machete 1" in words and "explore" in words  # it names what the action does
    assert "here" not in words and "again" not in words  # it does not claim to explore this Ruin (again)
    assert "usable on a Temple with tiles left" in words
    assert "cannot be used now" in tip
    assert toolboxwords.toolbox_when(look(st), A("step B>M1")) == toolboxwords.NEEDS
    # the rules agree: once there, Machete 1 is not offered on the Ruin (T-M1, R8.7)
    assert not tool_offered_after(st, "step B>M1", "M1")
    # the prompt asks for a step and says how many are left; it claims no Toolbox use
    text = prompt(st.decision(), legal_actions(st), look(st).state)
    assert "2 steps left" in text and "Machete" not in text


def test_compass_1_without_a_pathway_says_what_it_needs():
    st = game(2)
    begin(st, 0, "T4")
    tokens_only_up(st, "T4-T5", "R1-R3")
    st, _ = play(st, "move T4-T5")
    assert not st.players[0].pathways
    words, _tip = label(st, "step B>C1")
    assert words == "Up to Compass 1 (move a Pathway — usable with a Pathway of yours on the board)"
    assert not tool_offered_after(st, "step B>C1", "C1")


def test_machete_1_on_a_temple_explores_here_then_here_again():
    # scenarios/machete1-second-explore.yaml: Red on T3, Machete 1 ready, T4 a Blue Temple
    sc = load_scenario(SCENARIOS / "machete1-second-explore.yaml")
    st = build_state(board(), sc)
    st, _ = play(st, "move T3-T4")
    words, _tip = label(st, "tool M1")
    assert words.startswith("Machete 1: explore here, free (no Ration)") and "again" not in words
    st, _ = play(st, "explore")
    words, _tip = label(st, "tool M1")
    assert words.startswith("Machete 1: explore here again, free")
    # a step up to Machete 1 on a Temple with tiles, before exploring: usable here, now
    st = game(2)
    begin(st, 0, "T4")
    tokens_only_up(st, "T4-T5", "R1-R3")
    st, _ = play(st, "move T4-T5")
    words, _tip = label(st, "step B>M1")
    assert words == "Up to Machete 1: explore here, free (no Ration)"
    assert tool_offered_after(st, "step B>M1", "M1")


def test_a_toolbox_already_used_this_turn_waits_for_the_next_turn():
    st = game(2)
    begin(st, 0, "R3")
    place_toolboxes(st, 0, bottom=1, M2=1)
    tokens_only_up(st, "R1-R3", "T4-T5")
    st, _ = play(st, "tool M2", "move R3-R1")
    assert st.decision() == "steps" and st.flags.tool_used
    words, tip = label(st, "step B>S1")
    assert words == "Up to Shovel 1 (a reserve Toolbox or 2 VP — usable from your next turn)"
    assert "used a Toolbox this turn" in tip
    assert not tool_offered_after(st, "step B>S1", "S1")


def test_a_step_on_arriving_at_base_camp_waits_for_the_next_turn():
    st = game(2)
    begin(st, 0, "R3")
    pathways(st, 0, "R1-T2", "BC-T2")
    tokens_only_up(st, "R1-R3", "T4-T5")
    st, _ = play(st, "move R3-R1-T2-BC")
    assert st.decision() == "steps"
    words, tip = label(st, "step B>M1")
    assert "from your next turn" in words and "usable on a Temple with tiles left" in words
    assert "turn ends" in tip
    st2, _ = play(st, "step B>M1")
    assert st2.current == 1  # the rules agree: Base Camp ended Red's turn (R6.2)


def test_every_step_label_agrees_with_the_rules():
    # whatever the position, "Up to X: ..." (no condition) exactly when the rules then offer X
    seen = {True: 0, False: 0}
    for seed in range(6):
        rng = random.Random(seed)
        st = new_game(board(), 2, "standard", seed)
        for _ in range(400):
            legal = legal_actions(st)
            if not legal:
                break
            if st.decision() == "steps" and st.pending[-1].left == 1:
                for a in legal:
                    words = table.describe(look(st, st.current), a)
                    after, _ = apply(st, a)
                    tool = Action("tool", (a.args[1][0], int(a.args[1][1])))
                    same_turn = after.current == st.current and after.turn == st.turn
                    usable = same_turn and tool in legal_actions(_no_frames(after))
                    claims = "—" not in words  # "Up to X: ..." with no "— usable ..." condition
                    assert claims == usable, (words, usable)
                    seen[usable] += 1
            st, _ = apply(st, rng.choice(legal))
    assert seen[True] and seen[False]


def _no_frames(st):
    """The position once the choices in hand are made (their frames left out)."""
    st = st.copy()
    st.pending = []
    return st


# -- 2. Shovel 1: only what is legal --------------------------------------------------------------------
def test_shovel_1_with_no_reserve_toolbox_offers_only_the_vp():
    st = game(2)
    after_move(st, 0, "R3")
    place_toolboxes(st, 0, reserve=0, bottom=2, S1=1)
    words, _tip = label(st, "tool S1")
    assert words == "Shovel 1: 2 VP (no Toolbox left in reserve)"
    st, _ = play(st, "tool S1")
    legal = legal_actions(st)
    assert st.decision() == "ts1" and legal == [A("choose vp")]  # X7
    text = prompt(st.decision(), legal, st)
    assert "2 VP" in text and "Toolbox onto" not in text and " or " not in text
    assert [table.describe(look(st), a) for a in legal] == ["Score 2 VP"]


def test_shovel_1_with_a_reserve_toolbox_offers_both():
    st = game(2)
    after_move(st, 0, "R3")
    place_toolboxes(st, 0, reserve=1, bottom=1, S1=1)
    words, _tip = label(st, "tool S1")
    assert words == "Shovel 1: a reserve Toolbox or 2 VP"
    st, _ = play(st, "tool S1")
    legal = legal_actions(st)
    assert set(legal) == {A("choose toolbox"), A("choose vp")}
    assert prompt(st.decision(), legal, st) == "Shovel 1: a reserve Toolbox onto your table, or 2 VP?"


# -- 3. how many steps (and Token turns) are left -----------------------------------------------------
def test_a_multi_step_prompt_says_how_many_steps_are_left():
    # scenarios/steps-before-toolbox.yaml: the move turns two face-up Tokens, two steps to place
    sc = load_scenario(SCENARIOS / "steps-before-toolbox.yaml")
    st = build_state(board(), sc)
    st, _ = play(st, sc.actions[0])
    assert st.decision() == "steps" and st.pending[-1].left == 2
    assert "(2 steps left)" in prompt(st.decision(), legal_actions(st), st)
    st, _ = play(st, sc.actions[1])
    assert st.decision() == "steps" and st.pending[-1].left == 1
    assert "(1 step left)" in prompt(st.decision(), legal_actions(st), st)
    # without the position the prompt makes no claim about a count
    assert "left" not in prompt(st.decision(), legal_actions(st))


def test_the_count_goes_through_ngettext():
    st = ruin_with_steps()
    asked = []

    def plural(singular, plural_form, n):
        asked.append((singular, plural_form, n))
        return "«" + (singular if n == 1 else plural_form) + "»"

    set_translator(lambda m: m, plural)
    try:
        text = prompt(st.decision(), legal_actions(st), st)
    finally:
        set_translator()
    assert asked and asked[-1][2] == 2 and "{n} step left" in asked[-1][0] and "{n} steps left" in asked[-1][1]
    assert text.startswith("«") and "2 steps left" in text


def test_purple_8_token_turns_say_how_many_are_left_and_that_done_stops():
    st = game(3)
    after_move(st, 0, "T1")
    set_stack(st, "T1", [tile("P1", 1), tile("P8", 2)])
    st, _ = play(st, "explore")
    assert st.decision() == "flips"
    text = prompt(st.decision(), legal_actions(st), st)
    assert "(2 tokens left)" in text and "Done" in text
    flip = next(a for a in legal_actions(st) if a.kind == "flip")
    st, _ = apply(st, flip)
    if st.decision() == "flips":
        assert "(1 token left)" in prompt(st.decision(), legal_actions(st), st)


# -- 4. hints are sentences ---------------------------------------------------------------------------
def test_hint_words_start_with_a_capital_letter():
    from relicrunners.ui.input.controller import Controller

    class Hits:
        rect = None

    st = ruin_with_steps()
    ctrl = Controller(board(), Hits(), Hits(), (0, 0, 600, 100))
    ctrl.state, ctrl.seat = view_for(st, 0), 0
    for a in legal_actions(st):
        text = ctrl.hint_text(a)
        assert text[:1].isupper(), text
    st2 = game(2)
    begin(st2, 0, "T4")
    ctrl.state = view_for(st2, 0)
    for a in legal_actions(st2):
        assert ctrl.hint_text(a)[:1].isupper()


def test_no_parenthesised_plurals_in_the_words():
    # counted words go through ngettext ("1 step left" / "2 steps left"), never "step(s)"
    root = Path(__file__).resolve().parent.parent / "relicrunners"
    files = [*(root / "text").rglob("*.py"), *(root / "ui" / "input").glob("*.py"), root / "ui" / "scenes" / "end.py"]
    for path in files:
        words = [
            node.value
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
        ]
        assert not [w for w in words if re.search(r"\w\((?:s|es)\)", w)], path


# -- 5. the score screen, by source ---------------------------------------------------------------------
def seats(n):
    cols = ["red", "green", "blue", "yellow", "black"]
    return [Seat(c.capitalize(), c, SeatKind.HUMAN) for c in cols[:n]]


def finished(n, seed):
    """The score screen of a whole (randomly played) game of ``n`` players."""
    return finished_game(seats(n), seed)


@pytest.mark.parametrize(("n", "seed"), [(2, 4), (5, 3)])
def test_score_screen_splits_the_points_scored_during_play_by_source(n, seed, monkeypatch):
    from relicrunners.ui.scenes.end import ROW_Y, SOURCE_H, SOURCE_Y

    app, match, end = finished(n, seed)
    expected = score_sources((e for evs in match.events for e in evs), n)
    rows = end.source_rows()
    texts = end.texts()
    assert rows, "a whole game scores points during play"
    for seat, p in enumerate(match.state.players):
        shown = {key: int(figures[seat]) for key, _words, figures in rows if figures[seat]}
        assert shown == {k: v for k, v in expected[seat].items() if v}  # the same figures as the rules'
        assert sum(shown.values()) == p.vp == int(texts["coins"][seat])  # they add up to the coins
        tip = end.sources_tip(seat)
        assert tip.startswith(f"{p.vp} VP scored during play.")
        for key, vp in shown.items():
            assert f"{SCORE_SOURCE_WORDS[key]}: {vp} VP." in tip
    assert [words for _key, words, _figures in rows] == [SCORE_SOURCE_WORDS[k] for k, _w, _f in rows]
    # drawn: every source's words and every figure, inside the table and the screen
    drawn = []
    real = theme.text_surface

    def spy(s, *args, **kwargs):
        drawn.append(s)
        return real(s, *args, **kwargs)

    monkeypatch.setattr(theme, "text_surface", spy)
    app.render()
    for _key, words, figures in rows:
        assert words in drawn and all(f in drawn for f in figures if f)
    x0, col_w, box = end.layout()
    assert box.left >= 0 and box.right <= theme.W and box.bottom < min(b.rect.top for b in end.buttons)
    assert SOURCE_Y + SOURCE_H * len(rows) < ROW_Y["blue"] - 30  # the sub-rows stay above the Blue tiles' row
    from relicrunners.ui.scenes.end import LABEL_W, SOURCE_INDENT, label_size

    size = label_size([w for _k, w, _f in rows])
    assert all(theme.font(size).size(w)[0] <= LABEL_W - SOURCE_INDENT for _k, w, _f in rows)
    # hovering a player's points shows the split in the tooltip
    from relicrunners.ui.scenes import end as end_module

    tips = []
    monkeypatch.setattr(end_module, "draw_tooltip", lambda surf, text, pos: tips.append(text))
    app.mouse = (x0 + col_w * (n - 1), ROW_Y["coins"] + SOURCE_H)
    app.render()
    assert tips == [end.sources_tip(n - 1)]


def test_long_names_fit_their_score_column_with_five_players():
    from relicrunners.ui.scenes.end import fit_name

    col_w = 1100 // 5
    for name in ("WWWWWWWWWWWWWWWW", "Maximilian Bauer", "Ada"):
        shown, size = fit_name(name, col_w - 16)
        assert theme.font(size, "bold").size(shown)[0] <= col_w - 16 and size >= 16
        assert shown == name or (shown.endswith("…") and name.startswith(shown[:-1]))
    assert fit_name("Ada", col_w - 16) == ("Ada", 20)
