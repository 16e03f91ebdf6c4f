"""What each lesson teaches, as a check on the game once the lesson's actions were played.

A lesson's ``teaches`` (in the script) names one of ``CHECKS``: a test of what really happened —
a Ration paid, a Pathway laid, a Token turned, a Toolbox used, Rations taken at Base Camp, a Shrine
appearing, an Expedition scoring — read from the states and events of the rules engine
(``Lessoned``). tests/test_tutorial_script.py runs them on the replayed script and
tools/find_tutorial_seed.py uses them to look for a deal, so a change of the rules that stops a
lesson from teaching its point fails a test instead of leaving a lesson that no longer fits.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..rules import Action, ActionKind, Board, Event, State
from ..rules.routes import route_trails


@dataclass(frozen=True)
class Lessoned:
    """A lesson as it was played: the human's actions, the states around them, their events and
    the events of the human action just before the lesson (a move whose Tokens give its steps)."""

    board: Board
    human: int
    actions: tuple[Action, ...]
    before: State  # before the lesson's first action
    after: State  # after its last action
    events: tuple[Event, ...]
    earlier: tuple[Event, ...] = ()

    def mine(self, kind: str) -> list[Event]:
        return [e for e in self.events if e.kind == kind and e.player == self.human]

    def moves(self) -> list[Action]:
        return [a for a in self.actions if a.kind == ActionKind.MOVE]

    def paid_ration(self) -> bool:
        """An explore was paid for: one Ration less on the Chart (nothing else took or gave any)."""
        me_before, me_after = self.before.players[self.human], self.after.players[self.human]
        return bool(self.mine("explore")) and me_after.rations == me_before.rations - 1


def _unfamiliar(p: Lessoned) -> bool:
    own = p.before.players[p.human].pathways
    moves = p.moves()
    return bool(moves) and all(t not in own for t in route_trails(p.board, moves[0].args)) and len(moves[0].args) == 2


def _temple(p: Lessoned) -> bool:
    tiles = p.mine("tile")
    return p.paid_ration() and bool(tiles) and p.board.sites[tiles[0].data["site"]].kind == "temple"


def _ruin(p: Lessoned) -> bool:
    return p.paid_ration() and bool(p.mine("ruin_tile")) and bool(p.mine("pathway"))


def _chain(p: Lessoned) -> bool:
    own = p.before.players[p.human].pathways
    moves = p.moves()
    if not moves:
        return False
    trails = route_trails(p.board, moves[0].args)
    return any(t in own for t in trails) and any(t not in own for t in trails)


def _token(p: Lessoned) -> bool:
    turned = [e for e in p.earlier if e.kind == "token" and e.data.get("by") == "move" and not e.data.get("up")]
    return bool(turned) and bool(p.mine("step"))


def _toolbox(p: Lessoned) -> bool:
    return bool(p.mine("toolbox"))


def _camp(p: Lessoned) -> bool:
    got = [e for e in p.mine("rations") if e.data.get("why") == "Base Camp"]
    return bool(p.mine("camp")) and bool(got) and got[0].data["n"] > 0


def _shrine(p: Lessoned) -> bool:
    explored = {e.data["site"] for e in p.mine("explore")}
    return any(e.kind == "relic_appears" and e.data["site"] in explored for e in p.events)


def _expedition(p: Lessoned) -> bool:
    scored = [e for e in p.mine("score") if e.data.get("why") == "Expedition" and e.data.get("vp", 0) > 0]
    return bool(p.mine("relic_taken")) and bool(scored)


def _explained(p: Lessoned) -> bool:
    return not p.actions


CHECKS: dict[str, Callable[[Lessoned], bool]] = {
    "unfamiliar": _unfamiliar,  # R5.2, R5.3: a move along one trail without own Pathway
    "temple": _temple,  # R9.1, R9.4-R9.6: a Ration paid, the Temple's top tile taken
    "ruin": _ruin,  # R9.1, R9.2: a Ration paid, a Ruin tile discarded, a Pathway laid
    "chain": _chain,  # R5.3: own Pathways and an unfamiliar trail in one move
    "token": _token,  # R7.1, R7.2, R8.2: Tokens crossed are turned, a step taken
    "toolbox": _toolbox,  # R8.5, R8.6: a Toolbox used
    "camp": _camp,  # R6.2: Rations taken at Base Camp
    "shrine": _shrine,  # R9.7: the last tile taken, a Relic appears
    "expedition": _expedition,  # R6.3, R6.4: the Relic taken, 2 VP per trail
    "explained": _explained,  # an explanation: nothing is played
}
