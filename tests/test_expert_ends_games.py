"""Two experts end their games (issue #26 item 3; ``bots/ismcts.py``, "Ending the game").

The positions come from expert-only games at 0.02 s a decision that went past 3,000 turns, cut
where they already went round in circles:

- ``expert-stall-closer.json``: Green (seat 1) leads 61 to 46 in final points and stands on a
  green Shrine with two more green Relics in reach; one Relic more ends the game (R11.1, 7 in a
  two-player game). The expert walked away from it every turn: the hand-set order ranks the
  ending Expedition sixth, and a short search tried only the first three.
- ``expert-stall-no-expedition.json`` (cut at turn 1000): three Relics left, one of each colour,
  so no Expedition is possible (R6.3) until someone explores a last tile; Red leads 43 to 26 and
  nobody explored.
- ``expert-stall-pathways.json`` (cut at turn 1000, from a run after the first two were mended):
  an Expedition is open (blue Relics on two Shrines), but the Trails between them need Pathways
  first; Red leads 45 to 37 and nobody built them.
- ``expert-stall-rations.json`` (cut at turn 1000, from a later run): Expeditions are open but
  need Pathways, and the leader has no Ration to explore for them.
- ``expert-drag-circle.json`` (a three-player game of a 1,000-game run, session 22, cut at turn
  92): one Relic from the end, Green leads 77 to 68 and 45; from turn 86 all three went to and
  fro between the same sites, no point scored, until the stalemate's turn (124).
- ``expert-circle-early.json`` (game 975 of that run, cut at turn 36): one Relic taken, and from
  turn 30 all three players went to and fro between T5 and R7, nobody exploring, until turn 150.
- ``expert-stall-opener.json`` (heads-up game 409 of a 1,000-game run, session 25, cut at turn
  80, the stalemate's): one Relic from the end, Green leads 34 to 16, and no Expedition is
  possible until a last tile is explored; from turn 58 Green went to and fro beside one (T9).
"""

from __future__ import annotations

import math

import pytest
from helpers import board, replayed

from relicrunners.bots import hint as hint_module
from relicrunners.bots.closing import (
    circle_key,
    conceding,
    distance,
    drag_of,
    ends_the_game,
    expedition_way,
    expert_clock,
    openers,
    pressed_choice,
    stalemate_turn,
)
from relicrunners.bots.evaluate import Evaluator, dragging, expedition_possible, press_turn
from relicrunners.bots.ismcts import ExpertBot
from relicrunners.bots.prior import root_rank
from relicrunners.bots.weights import HARD_WEIGHTS
from relicrunners.rules import Phase, apply, legal_actions, new_game, view_for, winners


def position(name: str):
    st = replayed(name)
    assert st.turn in (200, 1000) and st.relics_taken() >= 4 and not st.over
    return st


def play_on(st, bots, own_turns: int):
    limit = st.turn + own_turns * st.n
    while not st.over and st.turn < limit:
        st = apply(st, bots[st.current].decide(view_for(st, st.current), legal_actions(st)))[0]
    return st


def at_turn(st, turn: int):
    """The same position with the game's clock at ``turn`` (only the clock: the drag and the
    stalemate read it)."""
    st = st.copy()
    st.turn = turn
    return st


FULL_DRAG = math.ceil(2 * sum(expert_clock(2)))  # a two-player game's turn where the drag is full


@pytest.mark.parametrize("turn", [20, FULL_DRAG, 200])  # no drag, the search's helps, the stalemate
def test_the_leader_takes_the_relic_that_ends_the_game_on_a_short_search(turn):
    st = at_turn(position("expert-stall-closer.json"), turn)
    me, legal = st.current, legal_actions(st)
    closers = [a for a in legal if ends_the_game(st, a)]
    assert me == 1 and len(closers) == 4 and len(closers) < len(legal)
    for seed in range(3):
        bot = ExpertBot(seed, iterations=16)  # what 0.02 s allows
        picked = bot.decide(view_for(st, me), legal)
        assert picked in closers, (seed, picked)
    # played out: the game ends at once, and Green wins it
    bots = [ExpertBot(10 + i, iterations=16) for i in range(2)]
    end = play_on(st, bots, 3)
    assert end.over and winners(end)[0] == [1]


def test_the_ending_relic_is_among_the_first_two_actions_the_root_tries():
    st = at_turn(position("expert-stall-closer.json"), 20)
    view, legal = view_for(st, st.current), legal_actions(st)
    order = root_rank(view, legal, Evaluator(view, HARD_WEIGHTS, press=False), None)
    first_two = sorted(order, key=order.__getitem__)[:2]
    assert any(ends_the_game(st, a) for a in first_two)
    # a position where no Relic ends the game: nothing is moved up
    fresh = new_game(board(), 2, "standard", 3)
    assert not any(ends_the_game(fresh, a) for a in legal_actions(fresh))


@pytest.mark.parametrize("seed", [0, 10, 20])
@pytest.mark.parametrize("name", ["expert-stall-no-expedition.json", "expert-stall-pathways.json"])
def test_in_a_dragging_game_the_search_finds_the_way_to_the_end(name, seed):
    # the drag full, before the stalemate: the leaf's distance, the pressed guide, nearer-first.
    # Without them these went on for hundreds of turns (no-expedition: 12 to 120 own turns with
    # seeds 0-30; pathways: more than 300)
    st = at_turn(position(name), FULL_DRAG)
    assert FULL_DRAG < stalemate_turn(st) - 2 * 6
    end = play_on(st, [ExpertBot(seed + i, iterations=16) for i in range(2)], 6)
    assert end.over


def test_the_ways_to_the_end_that_the_distance_counts():
    st = position("expert-stall-pathways.json")
    ev = Evaluator(view_for(st, 0), HARD_WEIGHTS, press=False)
    assert [expedition_way(ev, st, i) for i in range(2)] == [3, 2]  # nobody can make it next turn
    poor = position("expert-stall-rations.json")  # Green has no Ration to explore for Pathways
    ev = Evaluator(view_for(poor, 1), HARD_WEIGHTS, press=False)
    green = poor.players[1]
    assert green.rations == 0 and expedition_way(ev, poor, 1) == 4  # to Base Camp and back first
    fed = poor.copy()
    fed.players = [p.copy() for p in poor.players]
    fed.players[1].rations = 3
    assert expedition_way(ev, fed, 1) == 2


@pytest.mark.parametrize(
    "name", ["expert-stall-no-expedition.json", "expert-stall-pathways.json", "expert-stall-rations.json"]
)
def test_long_past_the_drag_the_medium_bots_pressed_moves_end_it(name):
    # turn 1000, 500 own turns: the stalemate's pressed moves (the rations position: Green leads
    # 87 to 61 but needs Rations, then Pathways; the search alone left it going with one seed of
    # four). The same seed or another: the same moves, no random ones.
    st = position(name)
    assert st.turn >= stalemate_turn(st)
    ends = [play_on(st, [ExpertBot(seed + i, iterations=16) for i in range(2)], 12) for seed in (0, 10)]
    assert all(e.over for e in ends) and ends[0].turn == ends[1].turn


def test_in_the_stalemate_the_expert_leaves_a_circle():
    # heads-up game 13 of a run of 1,000 (seed 0, 0.02 s a decision, a trial clock whose stalemate
    # came at turn 80; turn 200 is past the shipped one too): from turn 95 the pressed moves went
    # round and round, the leader to and fro between Base Camp and R4, the other player, without
    # Rations, between T3 and T4, until turn 1219 (the game passed 3,000 turns); cut at turn 200.
    # Each time a position comes back, the expert now plays the next pressed move; without that,
    # the same bots do not end it within 150 own turns each
    st = position("expert-stall-circle.json")
    assert st.turn >= stalemate_turn(st)
    end = play_on(st, [ExpertBot(i, iterations=16) for i in range(2)], 40)
    assert end.over


def test_in_the_stalemate_every_move_is_tried_in_a_position_met_again_and_again():
    # heads-up game 149 of such a run (with the memory, but only the lookahead's six candidates to
    # go round): one Relic from the end,
    # both players without Rations and the Expeditions short of Pathways; they wandered between
    # the same Shrines and Ruins until turn 3,000 and never went to Base Camp. Cut at turn 200
    st = position("expert-stall-wander.json")
    assert st.turn >= stalemate_turn(st) and all(p.rations == 0 for p in st.players)
    end = play_on(st, [ExpertBot(i, iterations=16) for i in range(2)], 80)
    assert end.over


def test_a_circle_is_a_position_come_back_whatever_the_scores_and_the_turn():
    st = position("expert-stall-circle.json")
    later = st.copy()
    later.turn += 40
    later.players = [p.copy() for p in st.players]
    later.players[0].vp = (later.players[0].vp or 0) + 18  # points farmed on the way round
    assert circle_key(view_for(later, st.current)) == circle_key(view_for(st, st.current))
    moved = apply(st, legal_actions(st)[0])[0]
    assert circle_key(view_for(moved, moved.current)) != circle_key(view_for(st, st.current))


def test_the_search_guide_is_pressed_only_where_an_expedition_is_possible():
    open_, closed = position("expert-stall-closer.json"), position("expert-stall-no-expedition.json")
    assert Evaluator(view_for(open_, 1), HARD_WEIGHTS, press=0.7).press == 0.7
    assert Evaluator(view_for(closed, 0), HARD_WEIGHTS, press=0.7).press == 0.0
    assert Evaluator(view_for(open_, 1), HARD_WEIGHTS, press=False).press == 0.0
    assert drag_of(open_) == 1.0  # turn 200: 100 own turns
    early = open_.copy()
    early.turn = math.floor(2 * expert_clock(2)[0])
    assert drag_of(early) == 0.0 and dragging(early) == 0.0


def test_in_a_dragging_game_an_unfinished_position_is_worth_less_the_further_from_its_end():
    st = position("expert-stall-closer.json")
    ev = Evaluator(view_for(st, 1), HARD_WEIGHTS, press=False)
    assert distance(ev, st, 1) == 0.5  # one Relic to go, an Expedition open
    honest = lambda s: [0.25, 0.75]  # noqa: E731
    assert conceding(honest, ev, 1.0)(st) == pytest.approx([0.25 / 1.5, 0.75 / 1.5])
    assert conceding(honest, ev, 0.5)(st) == pytest.approx([0.25 / 1.25, 0.75 / 1.25])
    over = st.copy()
    over.phase = Phase.OVER
    assert conceding(honest, ev, 1.0)(over) == [0.25, 0.75]  # a finished game keeps its value


def test_the_way_to_a_tile_that_opens_an_expedition_counts_toward_the_end():
    st = position("expert-stall-no-expedition.json")  # green, blue and white Relics on one Shrine each
    ev = Evaluator(view_for(st, 0), HARD_WEIGHTS, press=False)
    assert openers(st) == [9]  # the last tile of a Blue Temple: its Relic would pair the blue one
    red, green = st.players
    assert (red.site, green.site) == (7, 10) and red.rations and green.rations
    assert distance(ev, st, 0) == 1 - 0.25 / 2  # two unfamiliar Trails away
    near = st.copy()
    near.players = [p.copy() for p in st.players]
    near.players[0].site = 5  # one Trail from the Temple
    assert distance(ev, near, 0) == 1 - 0.25
    opened = near.copy()
    opened.players = [p.copy() for p in near.players]
    opened.players[0].site = 9
    opened.relics = list(near.relics)
    opened.relics[9] = "blue"  # explored: its Relic pairs the blue one on Shrine 17
    assert distance(ev, opened, 0) < 1 - 0.25  # opening it brings the end nearer, never further
    near.players[0].rations = 0  # nothing to explore it with
    assert distance(ev, near, 0) == 1.0


def test_a_hint_shows_the_honest_chance_even_in_a_dragging_game(monkeypatch):
    seen = []
    real = ExpertBot.search

    def search(self, view, legal):
        seen.append(self.concede)
        return real(self, view, legal)

    monkeypatch.setattr(ExpertBot, "search", search)
    st = position("expert-stall-closer.json")
    hint_module.hint(view_for(st, st.current), legal_actions(st), iterations=4)
    assert seen == [False]
    assert ExpertBot(0).concede  # a playing expert concedes


def test_no_random_moves_even_past_the_full_press(monkeypatch):
    st = position("expert-stall-closer.json")
    late = st.copy()
    late.turn = press_turn(late) + 500
    view, legal = view_for(late, late.current), legal_actions(late)
    picks = {ExpertBot(5, iterations=8).decide(view, legal) for _ in range(5)}
    assert len(picks) == 1  # the same seed and iterations: the same move, every time
    chosen = legal[-1]
    monkeypatch.setattr(ExpertBot, "search", lambda self, v, lg, budget_s=None: (chosen, 0.5))
    bot = ExpertBot(5, iterations=8)
    assert all(bot.decide(view, legal) is chosen for _ in range(200))


@pytest.mark.parametrize("name,turn", [("expert-drag-circle.json", 92), ("expert-circle-early.json", 36)])
def test_a_position_met_again_gets_the_pressed_move(name, turn):
    # a search that brings the table back to where it was (nothing explored, taken or moved on
    # the Table since) is getting nowhere: the second time, the bot plays as in the stalemate
    # (its pressed move), not the search's circle again. expert-drag-circle: 3 players, the drag
    # begun, one Relic from the end; expert-circle-early: 3 players, long before the drag, all
    # three going to and fro between T5 and R7 (they did so from turn 30 to 150)
    st = replayed(name)
    assert st.n == 3 and st.turn == turn and st.turn < stalemate_turn(st)
    view, legal = view_for(st, st.current), legal_actions(st)
    bot = ExpertBot(0, iterations=16)
    bot.decide(view, legal)
    assert bot.last["iterations"] == 16  # met first: searched
    bot.last = {}
    assert bot.decide(view, legal) == pressed_choice(view, legal) and not bot.last
    bot.last = {}
    third = bot.decide(view_for(st, st.current), legal)  # the third time, the next pressed move
    assert third == pressed_choice(view, legal, rank=1) != pressed_choice(view, legal) and not bot.last


def test_in_the_stalemate_with_no_expedition_possible_the_leader_opens_one():
    # the pressed moves have nothing to press toward (no colour on two Shrines, R6.3), so the way
    # on is the last tile whose Relic (R9.7) pairs one on a Shrine: T9's purple one, one Trail
    # from Green. Before, Green walked off to T10 and the game went on to turn 95
    st = replayed("expert-stall-opener.json")
    t9 = next(i for i, site in enumerate(board().sites) if site.id == "T9")
    assert st.turn == stalemate_turn(st) and st.current == 1 and not expedition_possible(st)
    assert t9 in openers(st) and "purple" in st.relics and st.players[1].rations
    bots = [ExpertBot(i, iterations=16) for i in range(2)]
    while st.current == 1:
        st = apply(st, bots[1].decide(view_for(st, 1), legal_actions(st)))[0]
    assert st.relics[t9] == "purple" and expedition_possible(st)  # explored: purple on two Shrines
    end = play_on(st, bots, 6)
    assert end.over
