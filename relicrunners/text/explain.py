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
from ..rules.components import BLUE_VALUES, CHART_MAX, RELIC_OF
from ..rules.frames import Flips, Keep, Pick, Place, Steps, UseI22, Visit
from ..rules.kinds import ActionKind, Decision, Phase
from ..rules.routes import longest_pathway_route, route_trails
from ..rules.state import State
from ..rules.view import view_for
from . import _, ngettext
from .help import tile_text, tool_here, tool_short
from .log import tool_label
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
        return _steps(view, legal, frame.left)
    if isinstance(frame, Place):
        return _place(view, legal)
    if isinstance(frame, Keep):
        return _keep(view, frame)
    if isinstance(frame, UseI22):
        return _i22(view, frame.site)
    if isinstance(frame, Pick):
        return _pick(view, frame.site)
    if decision == Decision.SHIFT:
        return _shift(view, legal)
    if decision == Decision.SHIFT2A:
        return [
            _("Compass 2 moves two of your Pathways: pick up the first, then click a trail without one of yours"),
            _("neither may go onto the trail the other one just left"),
        ]
    if decision == Decision.SHIFT2B:
        return [_("Now the second Pathway of Compass 2: it may not go onto the trail the first one just left")]
    if isinstance(frame, Visit):
        return _visit(view, legal)
    if isinstance(frame, Flips):
        return _flips(view, frame)
    if decision == Decision.TS1:
        return _shovel_one(view, legal)
    return []


# -- facts from the player's view ---------------------------------------------------------------------
def steps_for(view: State, tokens: int) -> int:
    """Toolbox steps a move crossing ``tokens`` face-up Tokens gives: one each, and one more
    when it turns the last face-up Token (R7.2, R7.3)."""
    if tokens <= 0:
        return 0
    return tokens + (1 if tokens == sum(view.tokens) else 0)


def route_tokens(view: State, sites: tuple[int, ...]) -> int:
    """Face-up Toolbox Tokens on the trails of a route (R7.1)."""
    board = view.board
    return sum(1 for t in route_trails(board, sites) if t in board.token_of and view.tokens[board.token_of[t]])


def expedition_vp(view: State, sites: tuple[int, ...]) -> int:
    """The VP of the Expedition this move completes (R6.3, R6.4; doubled by Shovel 3), or 0."""
    f = view.flags
    end = sites[-1]
    if not f.start_relic or end == f.start_site or view.relics[end] != f.start_relic:
        return 0
    vp = 2 * (len(sites) - 1)
    return 2 * vp if f.doubled else vp


def camp_rations(view: State) -> int:
    """Rations the player would get by arriving at Base Camp now (R6.2, I3-5, R10.2)."""
    p = view.me
    n = 3 + (1 if p.holds("I3-5") else 0)
    return max(0, min(n, CHART_MAX - p.rations, view.camp))


def _doubled(view: State, vp: int) -> int:
    return 2 * vp if view.flags.doubled else vp


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
        return out + _tool_clauses(view, legal)
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
    return out + _tool_clauses(view, legal)


# -- after the move: explore, a Toolbox, or end the turn --------------------------------------------------
def _after(view: State, legal: list[Action], kinds: set[ActionKind]) -> list[str]:
    p = view.me
    site = p.site
    out: list[str] = []
    if ActionKind.EXPLORE in kinds:
        out.append(_explore_gain(view, site))
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
        return out + _tool_clauses(view, legal)
    tools = _tool_clauses(view, legal, listed=True)
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


def _explore_gain(view: State, site: int) -> str:
    """What exploring ``site`` costs and gives, as far as the player can see."""
    colour = view.full.colours[site]
    p = view.me
    if view.ruins[site] > 0:
        if p.pathway_reserve <= 0:
            return _("Exploring this Ruin costs 1 Ration; you have no Pathway left to place, so it gives nothing more")
        return _(
            "Exploring this Ruin costs 1 Ration: you place a Pathway on a trail next to it, and later moves can follow it"
        )
    top = view.top_tile(site)
    level = top.level if top is not None else 1
    if colour == "purple" and top is not None and top.code:
        return _("Exploring this Purple temple costs 1 Ration: you take {tile}, which does this: {effect}").format(
            tile=tile_label(top.code), effect=tile_text(top.code)
        )
    if colour == "blue":
        values = BLUE_VALUES[level]
        text = _(
            "Exploring this Blue temple costs 1 Ration: you take a secret Blue tile worth {low} to {high} VP at the end"
        )
        return text.format(low=min(values), high=max(values))
    if colour == "ivory":
        held = level in p.ivory
        if level == 1:
            text = _(
                "Exploring this Ivory temple costs 1 Ration: you take a large Ivory tile, a bonus scored at the end"
            )
        elif level == 2:
            text = _("Exploring this Ivory temple costs 1 Ration: you take a medium Ivory tile, a power used once")
        else:
            text = _("Exploring this Ivory temple costs 1 Ration: you take a small Ivory tile, a power that lasts")
        if held:
            more = _("you hold one of that size already: you keep one of the two and the other scores 2 VP")
            return _("{first}; {second}").format(first=text, second=more)
        return text
    return _("Exploring here costs 1 Ration: you take its top tile")


def _tool_effect(view: State, code: str) -> str:
    """What using the Toolbox at ``code`` would do now, with figures where there are some."""
    p = view.me
    if code == "M1":
        return tool_here("M1-again" if view.flags.explored else "M1")
    if code == "M2":
        n = max(0, min(2, CHART_MAX - p.rations, view.camp))
        if n == 0:
            return _("take Rations from Base Camp, but none fit on your Chart now")
        return ngettext("take {n} Ration from Base Camp", "take {n} Rations from Base Camp", n).format(n=n)
    if code == "M3":
        return _("score {vp} VP (4 per Relic you hold)").format(vp=_doubled(view, 4 * len(p.relics)))
    if code == "C3":
        vp = _doubled(view, 2 * longest_pathway_route(view.board, p.pathways))
        return _("score {vp} VP (2 per Pathway in your longest route)").format(vp=vp)
    if code == "S1" and p.tb_reserve <= 0:
        return tool_here("S1-vp")
    return tool_short(code)


def _tool_clauses(view: State, legal: list[Action], listed: bool = False) -> list[str]:
    """One clause per Toolbox that can be used now: what it does (``listed``: after a clause that
    says a Toolbox may be used, just the Toolbox and its effect)."""
    out = []
    for a in legal:
        if a.kind == ActionKind.TOOL:
            code = f"{a.args[0]}{a.args[1]}"
            what = _tool_effect(view, code)
            if listed:
                out.append(_("{tool}: {what}").format(tool=tool_label(code), what=what))
            elif view.phase == Phase.START:
                out.append(_("you may first use your {tool} Toolbox: {what}").format(tool=tool_label(code), what=what))
            else:
                out.append(_("you may use your {tool} Toolbox: {what}").format(tool=tool_label(code), what=what))
    return out


# -- Toolbox steps ---------------------------------------------------------------------------------------------
def _steps(view: State, legal: list[Action], left: int) -> list[str]:
    out = [
        ngettext(
            "{n} Toolbox step left: one Toolbox climbs one space, and higher spaces do more",
            "{n} Toolbox steps left, each one space up for a Toolbox, and higher spaces do more",
            left,
        ).format(n=left)
    ]
    cells = sorted({a.args[1] for a in legal if a.kind == ActionKind.STEP}, key=lambda c: (-int(c[1]), c[0]))
    out.extend(_("{tool}: {what}").format(tool=tool_label(c), what=_tool_effect(view, c)) for c in cells)
    if any(a.args[0] == "B" for a in legal if a.kind == ActionKind.STEP):
        out.append(_("from the bottom a Toolbox enters Machete, Compass or Shovel and stays in that branch"))
    return out


# -- Pathways --------------------------------------------------------------------------------------------------
def _place(view: State, legal: list[Action]) -> list[str]:
    p = view.me
    trails = {a.args[0] for a in legal if a.kind == ActionKind.PLACE}
    extras = {x for a in legal if a.kind == ActionKind.PLACE for x in a.args[1]}
    out = [
        ngettext(
            "A Pathway makes its trail familiar: a move may follow a chain of your Pathways besides "
            "its one unfamiliar trail ({n} trail to choose from)",
            "A Pathway makes its trail familiar: a move may follow a chain of your Pathways besides "
            "its one unfamiliar trail ({n} trails to choose from)",
            len(trails),
        ).format(n=len(trails))
    ]
    if p.holds("I3-1"):
        out.append(_("Ivory {tile} scores you {vp} VP for it").format(tile=tile_label("I3-1"), vp=_doubled(view, 1)))
    if "5" in extras:
        out.append(_("Ivory {tile} opens every trail of the board").format(tile=tile_label("I2-5")))
    if "4" in extras:
        out.append(_("Ivory {tile} can add a second Pathway next to you").format(tile=tile_label("I2-4")))
    left = p.pathway_reserve
    out.append(ngettext("you have {n} Pathway in reserve", "you have {n} Pathways in reserve", left).format(n=left))
    return out


def _shift(view: State, legal: list[Action]) -> list[str]:
    p = view.me
    n = len(p.pathways)
    out = [
        _("Moving a Pathway changes which trails are familiar to you: pick up one of yours, then click its new trail"),
        ngettext("you have {n} Pathway on the board", "you have {n} Pathways on the board", n).format(n=n),
    ]
    if any(other.holds("I3-4") for i, other in enumerate(view.players) if i != view.current):
        out.append(_("a player holding Ivory {tile} takes a Ration when you do").format(tile=tile_label("I3-4")))
    return out


# -- Ivory tiles -----------------------------------------------------------------------------------------------
def _keep(view: State, frame: Keep) -> list[str]:
    new = frame.tile
    old = view.me.ivory.get(new.level)
    out = [_("You may hold one Ivory tile of each size: keep one of these two; the other is discarded for 2 VP")]
    for t in (new, old):
        if t is not None and t.code:
            out.append(_("{tile} does this: {effect}").format(tile=tile_label(t.code), effect=tile_text(t.code)))
    return out


def _i22(view: State, site: int) -> list[str]:
    n = len(view.stacks[site])
    out = [
        ngettext(
            "Ivory {tile} lets you look at the {n} tile of this temple and take the one you want (it is then used up)",
            "Ivory {tile} lets you look at the {n} tiles of this temple and take the one you want (it is then used up)",
            n,
        ).format(tile=tile_label("I2-2"), n=n),
        _("No takes the top tile and keeps the Ivory tile for later"),
    ]
    top = view.top_tile(site)
    if top is not None and top.code and top.colour == "purple":
        out.append(_("the top tile is {tile}").format(tile=tile_label(top.code)))
    return out


def _pick(view: State, site: int) -> list[str]:
    tiles = list(reversed(view.stacks[site]))
    out = [
        ngettext(
            "Take the tile you want of the {n} you looked at; the others stay here face down",
            "Take the tile you want of the {n} you looked at; the others stay here face down",
            len(tiles),
        ).format(n=len(tiles))
    ]
    for t in tiles:
        if not t.code:
            continue
        if t.colour == "blue":
            out.append(_("the Blue tile is worth {vp} VP at the end").format(vp=t.value))
        else:
            out.append(_("{tile} does this: {effect}").format(tile=tile_label(t.code), effect=tile_text(t.code)))
    return out


# -- Purple tiles and Tokens --------------------------------------------------------------------------------------
def _visit(view: State, legal: list[Action]) -> list[str]:
    targets = [a.args[0] for a in legal if a.kind == ActionKind.VISIT]
    n = len(targets)
    out = [
        ngettext(
            "Purple {tile} explores a neighbouring Ruin or Temple as if you stood there, taking its top tile "
            "({n} neighbour to choose from)",
            "Purple {tile} explores a neighbouring Ruin or Temple as if you stood there, taking its top tile "
            "({n} neighbours to choose from)",
            n,
        ).format(tile=tile_label("P7"), n=n)
    ]
    for s in targets:
        out.append(_("{site} gives {gain}").format(site=view.board.sites[s].id, gain=_site_gain(view, s)))
    return out


def _site_gain(view: State, site: int) -> str:
    """What the top of ``site`` gives, in a few words (what the player can see of it)."""
    if view.ruins[site] > 0:
        return _("a Pathway next to the Purple temple")
    top = view.top_tile(site)
    colour = view.full.colours[site]
    if colour == "purple" and top is not None and top.code:
        return _("Purple {tile}").format(tile=tile_label(top.code))
    if colour == "blue":
        return _("a secret Blue tile")
    return _("an Ivory tile")


def _flips(view: State, frame: Flips) -> list[str]:
    up = sum(view.tokens)
    if frame.source == "I3-6":
        out = [
            _(
                "Ivory {tile}: leaving Base Camp, turn one Token either way; a face-up Token on the route "
                "you just walked gives you a Toolbox step"
            ).format(tile=tile_label("I3-6"))
        ]
    else:
        out = [
            ngettext(
                "Purple {tile} turns up to {n} more Token either way; turning gives no step, unless you turn "
                "the last face-up one",
                "Purple {tile} turns up to {n} more Tokens either way; turning gives no step, unless you turn "
                "the last face-up one",
                frame.left,
            ).format(tile=tile_label("P8"), n=frame.left)
        ]
        out.append(_("a face-up Token on a river you cross later gives you a Toolbox step then"))
    out.append(ngettext("{n} Token is face up now", "{n} Tokens are face up now", up).format(n=up))
    return out


def _shovel_one(view: State, legal: list[Action]) -> list[str]:
    vp = _doubled(view, 2)
    reserve = view.me.tb_reserve
    if Action(ActionKind.CHOOSE, ("toolbox",)) in legal:
        text = ngettext(
            "Shovel 1: bring your reserve Toolbox to the bottom of your table, so more Toolboxes climb, or score {vp} VP",
            "Shovel 1: bring one of your {n} reserve Toolboxes to the bottom of your table, so more Toolboxes climb, "
            "or score {vp} VP",
            reserve,
        )
        return [text.format(n=reserve, vp=vp)]
    return [_("Shovel 1 scores {vp} VP: no Toolbox is left in your reserve").format(vp=vp)]
