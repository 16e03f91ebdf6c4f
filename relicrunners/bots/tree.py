"""The expert's search tree (``ismcts``): its nodes, and the part of a tree kept for the bot's
next decision of the same turn (``Carry``).

A turn is several decisions (a move, what to do at the site, a Pathway to place, ...): in a
heads-up game more than half of the expert's decisions follow another of its own turn. The
search for the first already grew a subtree under the action it played, and where that action
showed the bot nothing new (no tile turned, no value seen) that subtree is an information set of
exactly the new decision: the same positions, drawn the same way. ``Carry`` keeps it, and the
next search grows on from it instead of from nothing. Whether nothing new was shown is decided
by the view itself: the view the bot decided in, advanced by its action, must be the very view it
is asked to decide in next (``rules.fingerprint``); otherwise the next search starts afresh.
"""

from __future__ import annotations

from ..rules import Action, State, advance
from ..rules.fingerprint import fingerprint

EXPLORE = 0.5  # UCB1 exploration constant heads-up; values are win chances (0..1)


def explore_for(n: int) -> float:
    """The UCB1 exploration constant of an ``n``-player game: ``EXPLORE`` times 2/n. A fair share
    of the win chances is 1/n, and the gaps between moves shrink with it; a constant made for
    heads-up spread four-player searches nearly evenly over the moves (docs/bots.md, session 34)."""
    return EXPLORE * 2 / n


class Node:
    """One information set: statistics of the action that leads here and its children."""

    __slots__ = ("avail", "children", "rank", "total", "visits")

    def __init__(self, n: int) -> None:
        self.children: dict[Action, Node] = {}
        self.rank: dict[Action, int] | None = None  # prior order of the actions seen here
        self.visits = 0
        self.avail = 1  # visits of the parent on draws where this node's action was legal
        self.total = [0.0] * n  # summed win chances, per seat


class Carry:
    """The subtree under the action just played, kept while the same player decides on."""

    def __init__(self) -> None:
        # the node and the fingerprint of the view it stands for, as one value: a bot asked again
        # while a stale search of it still runs (the window's threads) never pairs one's node
        # with the other's view
        self.kept: tuple[Node, tuple[object, ...]] | None = None

    @property
    def node(self) -> Node | None:
        kept = self.kept
        return kept[0] if kept is not None else None

    def keep(self, view: State, action: Action, node: Node | None) -> None:
        """Keep ``node`` (the tree's node of ``action`` from ``view``) for the next decision,
        if that is still the same player's, in the same turn."""
        self.kept = None
        if node is None or not node.visits:
            return
        try:
            after = advance(view, action, check=False)  # a view: its hidden parts stay masked
        except Exception:  # an action a masked view cannot play out (it shows something): start afresh
            return
        if after.over or after.current != view.current or after.turn != view.turn:
            return
        self.kept = (node, fingerprint(after))

    def take(self, view: State) -> Node | None:
        """The kept subtree, if ``view`` is the very view it stands for; it is handed out once."""
        kept, self.kept = self.kept, None
        if kept is None or kept[1] != fingerprint(view):
            return None
        return kept[0]
