"""Explain each decision: one plain sentence for a new player, shown under the prompt before
each of their decisions (the setting ``explain``; E at the table). It says what the choice is
about and what the highlighted options would give, with figures: how many sites a move reaches,
its longest route, the Toolbox steps its face-up Tokens give, the Rations of Base Camp, the VP of
an Expedition; what exploring here costs and gives; what the Toolbox spaces and Toolboxes do;
what a Purple or Ivory tile does.

Only what the player may know is read: ``explain`` works on ``view_for`` of the player to decide
(a full state is masked first), and the actions ``legal_actions`` offers. Never the face-down
tiles, others' Blue values or the seed.

A sentence is made of clauses, most important first, each a whole clause worded here and passed
through ``_``/``ngettext``; they are joined by the translatable ``"{first}; {second}"``. With
``fits`` (a test of the sentence so far: does it fit its box?) clauses are added only while the
sentence still fits, so a short box gets the first clauses whole rather than a cut sentence.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ..rules.actions import Action
from ..rules.components import RELIC_OF
from ..rules.frames import Flips, Keep, Pick, PickOffer, Place, Steps, Visit
from ..rules.kinds import ActionKind, Decision
from ..rules.state import State
from ..rules.view import view_for
from . import _, ngettext
from .explain_facts import camp_rations, expedition_vp, route_tokens, steps_for, temple_gain
from .explain_frames import (
    explain_flips,
    explain_keep,
    explain_pick,
    explain_pick_offer,
    explain_place,
    explain_shift,
    explain_steps,
    explain_toolbox_or_vp,
    explain_visit,
    tool_clauses,
)
from .names import relic_name, tile_label

Fits = Callable[[str], bool]


# -- joining ------------------------------------------------------------------------------------------
def join(clauses: Iterable[str], fits: Fits | None = None) -> str:
    """The clauses as one sentence, most important first; with ``fits``, stop before the first
    clause that would make the sentence not fit (the first clause is always kept)."""
    text = ""
    for clause in clauses:
        if not clause:
            continue
        longer = _("{first}; {second}").format(first=text, second=clause) if text else clause
        if text and fits is not None and not fits(longer):
            break
        text = longer
    return text


def explain(view: State, legal: list[Action], fits: Fits | None = None) -> str:
    """One sentence about the decision ``view`` asks of its current player, for the ``legal``
    actions offered ("" when there is nothing to explain: the game is over, or ``view`` is
    another player's view)."""
    return join(clauses(view, legal), fits)


def clauses(view: State, legal: list[Action]) -> list[str]:
    """The clauses of the explanation, most important first."""
    if view.masked_for is None:
        view = view_for(view, view.current)  # never read what the player may not know
    if view.masked_for != view.current or view.over or not legal:
        return []
    decision = view.decision()
    kinds = {ActionKind(a.kind) for a in legal}
    if decision == Decision.START:
        return _start(view, legal, kinds)
    if decision == Decision.AFTER:
        return _after(view, legal, kinds)
    frame = view.frame()
    if isinstance(frame, Steps):
        return explain_steps(view, legal, frame.left)
    if isinstance(frame, Place):
        return explain_place(view, legal)
    if isinstance(frame, Keep):
        return explain_keep(view, frame)
    if isinstance(frame, PickOffer):
        return explain_pick_offer(view, frame.site)
    if isinstance(frame, Pick):
        return explain_pick(view, frame.site)
    if decision == Decision.SHIFT:
        return explain_shift(view, legal)
    if decision == Decision.SHIFT_FIRST:
        return [
            _("Compass 2 moves two of your Pathways: pick up the first, then click a trail without one of yours"),
            _("neither may go onto the trail the other one just left"),
        ]
    if decision == Decision.SHIFT_SECOND:
        return [_("Now the second Pathway of Compass 2: it may not go onto the trail the first one just left")]
    if isinstance(frame, Visit):
        return explain_visit(view, legal)
    if isinstance(frame, Flips):
        return explain_flips(view, frame)
    if decision == Decision.TOOLBOX_OR_VP:
        return explain_toolbox_or_vp(view, legal)
    return []


# -- the start of a turn: the move ----------------------------------------------------------------------
def _start(view: State, legal: list[Action], kinds: set[ActionKind]) -> list[str]:
    board = view.board
    moves = [tuple(a.args) for a in legal if a.kind == ActionKind.MOVE]
    out: list[str] = []
    if not moves:
        if ActionKind.JUMP in kinds:
            n = sum(1 for a in legal if a.kind == ActionKind.JUMP)
            out.append(
                ngettext(
                    "No route is open, but Ivory {tile} can jump to {n} temple of this colour (the tile is then used up)",
                    "No route is open, but Ivory {tile} can jump to {n} temples of this colour (the tile is then used up)",
                    n,
                ).format(tile=tile_label("I2-6"), n=n)
            )
        else:
            out.append(_("No route leads anywhere from here: your explorer stays put and the turn goes on"))
        return out + tool_clauses(view, legal)
    ends = {m[-1] for m in moves}
    longest = max(len(m) - 1 for m in moves)
    out.append(
        ngettext(
            "Your explorer can reach {n} site, by routes of up to {trails}",
            "Your explorer can reach {n} sites, by routes of up to {trails}",
            len(ends),
        ).format(n=len(ends), trails=ngettext("{n} trail", "{n} trails", longest).format(n=longest))
    )
    best_exp = max(moves, key=lambda m: (expedition_vp(view, m), -len(m)))
    vp = expedition_vp(view, best_exp)
    if vp:
        out.append(
            _("ending on {site} completes an Expedition: you take its {relic} and score {vp} VP").format(
                site=board.sites[best_exp[-1]].id, relic=relic_name(str(view.flags.start_relic)), vp=vp
            )
        )
    toks = max(route_tokens(view, m) for m in moves)
    if toks:
        steps = steps_for(view, toks)
        out.append(
            ngettext(
                "the best routes cross {n} face-up Toolbox Token, for {steps}",
                "the best routes cross {n} face-up Toolbox Tokens, for {steps}",
                toks,
            ).format(n=toks, steps=ngettext("{n} Toolbox step", "{n} Toolbox steps", steps).format(n=steps))
        )
    else:
        out.append(_("no route crosses a face-up Toolbox Token, so this move gives no Toolbox steps"))
    if board.camp in ends:
        gain = camp_rations(view)
        if gain:
            out.append(
                ngettext(
                    "reaching Base Camp ends your turn and gives {n} Ration",
                    "reaching Base Camp ends your turn and gives {n} Rations",
                    gain,
                ).format(n=gain)
            )
        else:
            out.append(_("reaching Base Camp ends your turn and gives no Ration now"))
    if ActionKind.JUMP in kinds:
        n = sum(1 for a in legal if a.kind == ActionKind.JUMP)
        out.append(
            ngettext(
                "Ivory {tile} can instead jump to {n} temple of this colour",
                "Ivory {tile} can instead jump to {n} temples of this colour",
                n,
            ).format(tile=tile_label("I2-6"), n=n)
        )
    if Action(ActionKind.USE, ("I2-3",)) in legal:
        out.append(_("Ivory {tile} can first fill your Rations up to 5").format(tile=tile_label("I2-3")))
    return out + tool_clauses(view, legal)


# -- after the move: explore, a Toolbox, or end the turn --------------------------------------------------
def _after(view: State, legal: list[Action], kinds: set[ActionKind]) -> list[str]:
    p = view.me
    site = p.site
    out: list[str] = []
    if ActionKind.EXPLORE in kinds:
        out.append(temple_gain(view, site))
        if view.height(site) == 1 and view.full.colours[site] in RELIC_OF:
            relic = relic_name(RELIC_OF[str(view.full.colours[site])])
            out.append(_("it is the last tile here, so a {relic} Relic then appears on this site").format(relic=relic))
        out.append(
            ngettext(
                "you have {n} Ration; ending your turn without exploring costs nothing",
                "you have {n} Rations; ending your turn without exploring costs nothing",
                p.rations,
            ).format(n=p.rations)
        )
        return out + tool_clauses(view, legal)
    tools = tool_clauses(view, legal, listed=True)
    if tools:
        out.append(_("Before you end your turn you may use one Toolbox; it then goes back to the bottom of your table"))
        return out + tools
    if view.flags.explored:
        out.append(_("You have explored once this turn, the most allowed: ending your turn passes play on"))
    elif view.has_tiles(site) and view.relics[site] is None and p.rations <= 0:
        out.append(_("Exploring costs 1 Ration and you have none (Base Camp gives Rations): end your turn"))
    else:
        out.append(_("Nothing is left to explore here: ending your turn passes play to the next player"))
    return out
