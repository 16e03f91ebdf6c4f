"""The expert keeps the subtree under the action it played for its next decision of the same
turn (``bots/tree.py``, ``Carry``), only where that action showed it nothing new."""

from __future__ import annotations

from functools import lru_cache

from relicrunners.bots.closing import drag_of
from relicrunners.bots.ismcts import ExpertBot
from relicrunners.bots.tree import Carry, Node
from relicrunners.io.layout import DEFAULT_LAYOUT, load_layout
from relicrunners.rules import ActionKind, advance, apply, legal_actions, new_game, view_for
from relicrunners.rules.fingerprint import fingerprint


@lru_cache(maxsize=1)
def board():
    return load_layout(DEFAULT_LAYOUT)


def decisions(seed: int, turns: int, carry: bool = True):
    """A heads-up game of two experts: per searched decision (view, action, visits kept, the
    view and action of the same player's previous decision if it was in this turn)."""
    st = new_game(board(), 2, "standard", seed)
    bots = [ExpertBot(seed + i, iterations=40, carry=None if carry else False) for i in range(2)]
    out, before = [], None
    while not st.over and st.turn < turns:
        legal = legal_actions(st)
        view = view_for(st, st.current)
        a = bots[st.current].decide(view, legal)
        if len(legal) > 1:
            out.append((view, a, bots[st.current].last.get("kept", 0), before))
        before = (view, a)
        st = apply(st, a)[0]
        if st.current != view.current or st.turn != view.turn:
            before = None  # the next decision is another turn's
    return out


def test_a_turn_goes_on_from_the_subtree_its_last_decision_grew():
    kept = foreseen = 0
    for seed in (3, 4):
        for view, _a, visits, before in decisions(seed, 30):
            seen = False
            if before is not None and drag_of(view) == 0:
                try:
                    seen = fingerprint(advance(*before, check=False)) == fingerprint(view)
                except Exception:
                    seen = False
            if visits:  # only where the view is the one the last search foresaw, in the same turn
                assert before is not None and seen
                kept += 1
            foreseen += seen
    # most of the decisions that follow one of the same turn start with the last search's visits
    assert foreseen > 10 and kept >= foreseen * 0.75, (kept, foreseen)


def test_an_action_that_shows_a_tile_starts_the_next_search_afresh():
    shown = 0
    for seed in (3, 4, 5):
        for view, _a, visits, before in decisions(seed, 40):
            if before is None or before[1].kind != ActionKind.EXPLORE:
                continue
            if len(view.players[view.current].seen) > len(before[0].players[view.current].seen):
                shown += 1
                assert visits == 0  # it saw a tile it had not seen: the old draws are no longer its view
    assert shown > 0


def test_a_kept_subtree_is_handed_out_once_and_only_for_its_view():
    st = new_game(board(), 2, "standard", 7)
    view = view_for(st, st.current)
    move = next(a for a in legal_actions(st) if a.kind == ActionKind.MOVE)
    node = Node(2)
    node.visits = 5
    carry = Carry()
    carry.keep(view, move, node)
    assert carry.take(view) is None  # the view before the move is not the one after it
    carry.keep(view, move, node)
    after = view_for(advance(st, move), st.current)
    assert carry.take(after) is node and carry.take(after) is None
    carry.keep(view, move, Node(2))  # a node never visited is not worth keeping
    assert carry.take(after) is None
    other = view_for(st, 1 - st.current)  # another seat's view of the same position
    carry.keep(view, move, node)
    assert carry.take(other) is None


def test_a_kept_tree_never_offers_an_action_the_caller_left_out():
    checked = 0
    for seed in (3, 4):
        st = new_game(board(), 2, "standard", seed)
        bot = ExpertBot(seed, iterations=40)
        while not st.over and st.turn < 20 and checked < 6:
            legal = legal_actions(st)
            view = view_for(st, st.current)
            if st.current == 0:
                a = bot.decide(view, legal)
                node = bot.carry.node
                after = apply(st, a)[0]
                rest = legal_actions(after)
                if node is not None and after.current == 0 and len(rest) > 2:
                    top = max(node.children, key=lambda k: node.children[k].visits, default=None)
                    few = [x for x in rest if x != top][:2]
                    picked = bot.search(view_for(after, 0), few)[0]
                    assert bot.last["kept"] > 0 and picked in few
                    checked += 1
            else:
                a = legal[0]
            st = apply(st, a)[0]
    assert checked > 0


def test_without_carry_every_search_starts_afresh():
    assert all(visits == 0 for _v, _a, visits, _b in decisions(3, 20, carry=False))


def test_only_heads_up_games_carry_by_default():
    bot = ExpertBot(0, iterations=1)
    assert [bot._carries(view_for(new_game(board(), n, "standard", 1), 0)) for n in (2, 3, 4, 5)] == [
        True,
        False,
        False,
        False,
    ]
