"""The way to an Expedition as the bots measure it, and a nudged leader one Relic from the end
(docs/bots.md, *The last Relic*; issue #26, "games end the way people end them").

``medium-stall-one-trail.json``: a heads-up game of two medium bots (1,000-game run, seed 0,
game 119), cut at turn 80. Six Relics are taken, the seventh ends the game (R11.1). The leader
(seat 1) stands on the green Shrine R8; the other green Relic is on R7. Counted by the fewest
unfamiliar Trails, R8 lay one Trail from R7, but no move reaches it (R5.3: the own chain lies
entirely before or after the one unfamiliar Trail), and the leader went to and fro between T5 and
R4 for 30 turns.
"""

from __future__ import annotations

from collections import Counter

from helpers import DATA, S, board, replayed

from relicrunners.bots.evaluate import Evaluator
from relicrunners.bots.greedy import _after
from relicrunners.io.saves import load_game
from relicrunners.rules import Phase, apply, legal_actions, view_for
from relicrunners.rules.routes import legal_routes

ONE_TRAIL = "medium-stall-one-trail.json"
SAVED = [ONE_TRAIL, "expert-stall-circle.json", "expert-stall-wander.json", "medium-stall-tokens.json"]


def every_tenth_turn(name: str):
    """The positions of a saved game at the start of every tenth turn."""
    rec = load_game(DATA / name, board())
    st = rec.start(board())
    for a in rec.actions:
        if st.turn % 10 == 0 and st.phase == Phase.START:
            yield st
        st, _ = apply(st, a, check=False)


def shrine_pairs(st):
    """Every ordered pair of Shrines holding Relics of one colour."""
    held = [(site, c) for site, c in enumerate(st.relics) if c is not None]
    return [(a, b) for a, ca in held for b, cb in held if a != b and ca == cb]


def test_no_pathway_is_missing_exactly_where_one_move_makes_the_expedition():
    # R5.3: one unfamiliar Trail, and own Pathways entirely before or after it. Checked for every
    # player and every pair of Shrines of a colour, every tenth turn of four saved games.
    checked = 0
    for name in SAVED:
        for st in every_tenth_turn(name):
            ev = Evaluator(view_for(st, st.current))
            for seat, p in enumerate(st.players):
                if p.holds("I2-1"):
                    continue
                own = frozenset(p.pathways)
                for a, b in shrine_pairs(st):
                    from_a, from_b = ev.unfamiliar(own, a), ev.unfamiliar(own, b)
                    if b not in from_a:
                        continue
                    one_move = any(route[-1] == b for route, _ in legal_routes(st.board, set(own), a))
                    assert (ev.expedition_gap(a, b, from_a, from_b) == 1) == one_move, (name, seat, a, b)
                    checked += 1
    assert checked > 100


def test_the_leader_on_r8_is_told_a_pathway_is_missing():
    st = replayed(ONE_TRAIL)
    seat = st.current
    p = st.players[seat]
    assert p.site == S("R8") and st.relics[S("R7")] == "green" and st.phase == Phase.START
    assert not any(a.args[-1] == S("R7") for a in legal_actions(st) if a.kind == "move")
    ev = Evaluator(view_for(st, seat))
    colours = Counter(c for c in st.relics if c is not None)
    starts = {a: gap for a, _c, _approach, gap in ev.expedition_starts(st, p, frozenset(p.pathways), colours)}
    assert starts[S("R8")] == 2  # a Pathway to place first (the fewest unfamiliar Trails said 1)


def test_a_nudged_leader_one_relic_from_the_end_counts_its_way_there_more():
    st = replayed(ONE_TRAIL)
    leader, other = st.current, 1 - st.current
    ev = Evaluator(view_for(st, leader))
    assert ev.nudge == 1.0 and ev.closer == leader
    trailing = st.copy()
    trailing.current = other
    plain = Evaluator(view_for(trailing, other))
    assert plain.nudge == 1.0 and plain.closer is None  # behind: no pull to end a lost game
    # the same way, counted by the same rules, is worth more to the closer
    assert ev.gap_drive(st, leader) > plain.gap_drive(st, leader)


def test_steps_still_to_place_ready_a_compass_for_the_missing_pathway():
    # crossing a face-up Token earns a step (R7.2); placed on Compass 1 it moves a Pathway
    # (R8.6), so the way to the Expedition is shorter the moment the step is earned
    st = replayed(ONE_TRAIL)
    seat = st.current
    ev = Evaluator(view_for(st, seat))
    token = st.tokens.index(True)
    trail = st.board.trails[st.board.rivers[token]]
    s = st.copy()
    s.players = [q.copy() for q in s.players]
    s.players[seat].site = trail.a
    crossing = next((a for a in legal_actions(s) if a.kind == "move" and list(a.args[:2]) == [trail.a, trail.b]), None)
    assert crossing is not None
    after = _after(s, crossing)
    assert after.pending and sum(fr.left for fr in after.pending if hasattr(fr, "left")) >= 1
    unstepped = after.copy()
    unstepped.pending = []
    assert ev.gap_drive(after, seat) > ev.gap_drive(unstepped, seat)
