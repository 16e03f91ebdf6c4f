"""The expert bot (issue #26 item 2): Information Set MCTS in ``bots/ismcts.py``, the level in every
list of levels, and the tournament's per-bot budget (``--bots expert@0.25,hard@1``)."""

from __future__ import annotations

import random
import time
from functools import lru_cache

import pytest

from relicrunners.bots import BOT_NAMES, make_bot
from relicrunners.bots import ismcts as ismcts_module
from relicrunners.bots.evaluate import Evaluator
from relicrunners.bots.greedy import finish_turn
from relicrunners.bots.ismcts import ExpertBot
from relicrunners.bots.tree import EXPLORE, explore_for
from relicrunners.io.layout import DEFAULT_LAYOUT, load_layout
from relicrunners.play import tournament
from relicrunners.play.seat import SeatKind
from relicrunners.rules import ActionKind, Stage, advance, legal_actions, new_game, view_for, winners
from relicrunners.text.window import KIND_LABEL, bot_level
from relicrunners.ui.scenes.setup import KINDS


@lru_cache(maxsize=1)
def board():
    return load_layout(DEFAULT_LAYOUT)


def positions(count: int, seed: int) -> list:
    """Positions with a real choice from random games of 2 to 5 players."""
    rng = random.Random(seed)
    out, g = [], 0
    while len(out) < count:
        n = 2 + g % 4
        st = new_game(board(), n, ("standard", "random", "first")[g % 3], seed * 10 + g)
        k = 0
        while not st.over and len(out) < count and st.turn < 200:
            legal = legal_actions(st)
            if k % 7 == 3 and len(legal) > 1:
                out.append(st)
            st = advance(st, rng.choice(legal))
            k += 1
        g += 1
    return out


def test_the_expert_is_a_level_everywhere():
    assert BOT_NAMES[-1] == "expert" and SeatKind.EXPERT.value == "expert"
    assert SeatKind.EXPERT in SeatKind.bots() and SeatKind.EXPERT in KINDS
    assert make_bot("expert", 1).name == "expert"
    assert KIND_LABEL[SeatKind.EXPERT] == "Bot: expert" and bot_level(SeatKind.EXPERT) == "expert"


def test_the_setup_screen_offers_the_expert():
    from uidriver import click, make_app  # the window's test driver: only this test needs pygame

    from relicrunners.ui.scenes.setup import SetupScene

    app = make_app()
    app.switch(SetupScene(app))
    s = app.scene
    click(app, s.button(("count", 3)).rect.center)
    click(app, s.button(("kind", 2, "expert")).rect.center)
    assert s.kinds[2] == SeatKind.EXPERT
    row = [s.button(("kind", 2, k)).rect for k in KINDS]
    assert all(a.right < b.left for a, b in zip(row, row[1:]))  # side by side, none hidden under another
    assert row[-1].right <= 1340  # the sixth button stays on the panel (x 270 to 1340, SetupScene.draw)


def test_always_a_legal_action_and_the_same_one_for_a_seed_and_iteration_count():
    for k, st in enumerate(positions(12, 5)):
        legal = legal_actions(st)
        view = view_for(st, st.current)
        a = ExpertBot(k, iterations=25).decide(view, legal)
        assert a in legal
        bot = ExpertBot(k, iterations=25)
        assert bot.decide(view, legal) == a
        assert bot.last["iterations"] == 25


def test_one_legal_action_is_answered_at_once_without_searching(monkeypatch):
    def no_draws(*_args: object) -> None:
        raise AssertionError("searched a decision with one choice")

    monkeypatch.setattr(ismcts_module, "determinize", no_draws)
    st = positions(1, 9)[0]
    only = legal_actions(st)[:1]
    t0 = time.perf_counter()
    assert ExpertBot(0, budget_s=5.0).decide(view_for(st, st.current), only) == only[0]
    assert time.perf_counter() - t0 < 0.5


def test_the_time_budget_is_kept():
    bot = ExpertBot(3, budget_s=0.1)
    for st in positions(4, 11):
        t0 = time.perf_counter()
        bot.decide(view_for(st, st.current), legal_actions(st))
        assert time.perf_counter() - t0 < 0.1 + 0.15  # generous: this machine is shared
        assert bot.last["iterations"] > 0


def _wins(st, action, me: int) -> bool:
    """``me`` alone wins when it plays ``action`` and ends its (last) turn greedily."""
    s = advance(st, action)
    if not s.over:
        s = finish_turn(s, Evaluator(view_for(s, me)), me)
    return s.over and winners(s)[0] == [me]


@pytest.mark.slow
@pytest.mark.parametrize("seed,players,ply", [(532, 2, 163), (539, 3, 235)])
def test_on_the_last_turn_it_takes_the_winning_move(seed, players, ply):
    # medium bots play a game to its very last turn, where 2 of the moves win and the others lose
    st = new_game(board(), players, "standard", seed)
    bots = [make_bot("medium", (seed - 500) * 10 + i) for i in range(players)]
    for _ in range(ply):
        st = advance(st, bots[st.current].decide(view_for(st, st.current), legal_actions(st)))
    me, legal = st.current, legal_actions(st)
    assert st.stage != Stage.NORMAL and not st.queue  # nobody plays after this turn
    outcomes = [_wins(st, a, me) for a in legal]
    assert any(outcomes) and not all(outcomes)  # a choice that matters
    a = ExpertBot(1, iterations=150).decide(view_for(st, me), legal)
    assert _wins(st, a, me)


# -- the tournament's per-bot budget --------------------------------------------------------------
def test_a_bot_may_carry_its_own_budget():
    assert tournament.split_bot("expert@0.25") == ("expert", 0.25)
    assert tournament.split_bot("hard") == ("hard", None)
    a = tournament.parse(["--players", "3", "--bots", "expert@0.25,hard@1"])
    assert a.lineup == ["expert@0.25", "hard@1", "hard@1"]


@pytest.mark.parametrize("entry", ["expert@", "expert@fast", "expert@0", "expert@-1", "hard@nan", "hard@inf"])
def test_a_bad_budget_is_one_clear_line(capsys, entry):
    code = tournament.main(["--bots", f"{entry},hard", "--games", "1"])
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1 and "Traceback" not in err
    assert f"'{entry}'" in err and "positive number of seconds" in err


def test_each_bot_thinks_for_its_own_budget(monkeypatch):
    made: list[tuple[str, float | None]] = []

    def spy(name: str, seed: int = 0, budget_s: float | None = None):
        made.append((name, budget_s))
        return make_bot("random", seed)

    monkeypatch.setattr(tournament, "make_bot", spy)
    tournament._init_worker(None)
    res = tournament.play_one((0, ["expert@0.05", "hard"], 1, "first", 0.5, None, None))
    assert res["ok"]
    assert sorted(made) == [("expert", 0.05), ("hard", 0.5)]


# -- what a rollout plays (ismcts.ExpertBot._rollout, docs/bots.md "The expert") ---------------------
def _turn_ends(players: int) -> list:
    """Positions of ``players``-player random games where the player to move may end its turn."""
    rng = random.Random(players)
    out = []
    for g in range(6):
        st = new_game(board(), players, "standard", 70 + g)
        while not st.over and st.turn < 60 and len(out) < 4 * (g + 1):
            legal = legal_actions(st)
            if len(legal) > 1 and any(a.kind == ActionKind.END for a in legal):
                out.append(st)
            st = advance(st, rng.choice(legal))
    return out


@pytest.mark.parametrize("players", [2, 3])
def test_heads_up_an_ended_turn_is_judged_as_it_stands(players):
    # Heads-up (OWN_TURN_PLAYERS), the action that ends a turn is judged where the turn ended, as an
    # Explore is once its turn is played out; with more players the next player's turn is played first.
    bot = ExpertBot(0, iterations=1)
    for st in _turn_ends(players):
        me, ev = st.current, Evaluator(view_for(st, st.current))
        end = next(a for a in legal_actions(st) if a.kind == ActionKind.END)
        after = advance(st, end)
        assert after.current != me or after.turn != st.turn
        reached = bot._rollout(after, ev, None, me, (me, st.turn))
        if players == ismcts_module.OWN_TURN_PLAYERS:
            assert reached is after
        else:
            assert reached is not after
            assert reached.over or reached.current != after.current or reached.turn != after.turn
        assert ExpertBot(0, iterations=1, own=True)._rollout(after, ev, None, me, (me, st.turn)) is after
        assert ExpertBot(0, iterations=1, own=False)._rollout(after, ev, None, me, (me, st.turn)) is not after
        # an action within the turn is played out to the turn's end in every mode
        move = advance(st, next(a for a in legal_actions(st) if a.kind != ActionKind.END))
        if not move.over and move.current == me and move.turn == st.turn:
            assert bot._rollout(move, ev, None, me, (me, st.turn)) is not move


def test_the_search_explores_less_widely_the_more_players_share_the_win():
    # Win chances average 1/n, and the gaps between moves shrink with them: the UCB1 constant
    # is scaled by 2/n (heads-up as before), so a four-player search still settles on its best moves.
    assert explore_for(2) == EXPLORE == 0.5 and explore_for(4) == 0.25
    sharper, cases, rng = 0, [], random.Random(34)
    for g in range(6):  # a position with a real choice from each of six random four-player games
        st = new_game(board(), 4, "standard", 340 + g)
        while st.turn < 8 * (g + 1) or len(legal_actions(st)) < 3:
            st = advance(st, rng.choice(legal_actions(st)))
        cases.append(st)
    for st in cases:
        view, legal = view_for(st, st.current), legal_actions(st)
        scaled, _ = ExpertBot(1, iterations=150).root_stats(view, legal)
        assert scaled == ExpertBot(1, iterations=150, explore=0.25).root_stats(view, legal)[0]
        wide, _ = ExpertBot(1, iterations=150, explore=0.5).root_stats(view, legal)
        sharper += max(v for v, _ in scaled.values()) > max(v for v, _ in wide.values())
    assert sharper >= len(cases) - 1  # the most visited move gets a larger share
