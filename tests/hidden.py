"""What a player cannot see, changed: a full state the player cannot tell from the one given
(``perturb``) and views compared field by field (``same_view``). Shared by the no-peek proofs of
the bots (tests/test_bots_nopeek.py) and of the review (tests/test_review.py)."""

from __future__ import annotations

import random

from relicrunners.rules.components import ADVANCED


def perturb(st, seat: int, rng: random.Random):
    """A full state that ``seat`` cannot tell from ``st``; also returns how many hidden tiles
    changed identity (so the test can show it changed something)."""
    s = st.copy()
    me = s.players[seat]
    hidden: dict[tuple, list] = {}
    for site, stack in enumerate(s.stacks):
        top = len(stack) - 1
        for i, t in enumerate(stack):
            if t.uid not in me.seen and not (i == top and t.colour == "purple"):
                hidden.setdefault((t.colour, t.level), []).append(("stack", site, i))
    for j, p in enumerate(s.players):
        if j != seat:
            for i, t in enumerate(p.blue):
                if t.uid not in p.revealed:
                    hidden.setdefault((t.colour, t.level), []).append(("blue", j, i))
    changed = 0
    unused = list(s.unused)
    for key, slots in hidden.items():

        def get(slot):
            where, a, i = slot
            return s.stacks[a][i] if where == "stack" else s.players[a].blue[i]

        spare = [t for t in unused if (t.colour, t.level) == key and not (s.setup == "first" and t.code in ADVANCED)]
        current = [get(x) for x in slots]
        deck = current + spare
        rng.shuffle(deck)
        for slot, t in zip(slots, deck):
            where, a, i = slot
            if where == "stack":
                s.stacks[a][i] = t
            else:
                s.players[a].blue[i] = t
        new = deck[: len(slots)]
        changed += sum(1 for x, y in zip(current, new) if x.uid != y.uid)
        gone = {t.uid for t in current} - {t.uid for t in new}
        came = {t.uid for t in new} - {t.uid for t in current}
        unused = [t for t in unused if t.uid not in came] + [t for t in current if t.uid in gone]
    s.unused = unused
    for j, p in enumerate(s.players):
        if j != seat:
            p.seen = set(p.seen) | {t.uid for t in p.blue}
    s.seed = (s.seed or 0) + 12345
    return s, changed


def same_view(a, b) -> bool:
    """Views compared field by field (State has no equality of its own)."""
    fields = (
        "ruins",
        "stacks",
        "relics",
        "tokens",
        "camp",
        "current",
        "phase",
        "pending",
        "turn",
        "stage",
        "queue",
        "triggered_by",
        "discards",
        "full",
        "announced",
    )
    if any(getattr(a, f) != getattr(b, f) for f in fields) or a.flags != b.flags:
        return False
    for p, q in zip(a.players, b.players):
        for f in p.__slots__:
            if getattr(p, f) != getattr(q, f):
                return False
    return True
