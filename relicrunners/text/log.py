"""Plain-English lines for the game log, one per public event.

``describe(board, state, event)`` turns one ``Event`` from ``rules.apply`` into a sentence, or
None when the event is not worth a line of its own. ``state`` may be the state before or after
the action: only things that do not change during a game are read from it (player names, the
colour of each site this game). Only the public part of an event (``event.data``) is used, so
a Blue tile's value never appears (R9.5) unless Shovel 3 showed it to everyone (T-S3).
"""

from __future__ import annotations

from collections.abc import Iterable

from ..rules.board import Board
from ..rules.components import BOTTOM, Cell
from ..rules.events import Event
from ..rules.reasons import DOUBLED, REASONS, ScoreReason
from ..rules.state import State
from . import N_, _, ngettext
from .names import branch_name, tile_short_name
from .phrases import blue_taken, relic_appears, relic_taken

__all__ = ["describe", "describe_all", "site_label", "tool_label"]

TOOL_WORDS: dict[Cell, str] = {
    "M1": N_("explore this temple without paying a Ration"),
    "M2": N_("take 2 Rations"),
    "M3": N_("4 VP for each Relic held"),
    "C1": N_("move one Pathway"),
    "C2": N_("move two Pathways"),
    "C3": N_("2 VP for each Pathway of the longest route"),
    "S1": N_("a new Toolbox or 2 VP"),
    "S2": N_("place a Pathway next to the explorer"),
    "S3": N_("double every VP for the rest of the turn"),
}
POWER_NAMES = {"move": N_("the move"), "P8": N_("Purple P8"), "I3-6": N_("Ivory I3-6")}
# Why VP or Rations were gained: the rules core names the reason (a ScoreReason), the log words it
WHY = {
    ScoreReason.SECOND_IVORY: N_("second Ivory tile of a level"),
    ScoreReason.SHOVEL_1: N_("Shovel 1"),
    ScoreReason.EXPEDITION: N_("Expedition"),
    ScoreReason.BASE_CAMP: N_("Base Camp"),
    ScoreReason.IVORY_I3_1: N_("Ivory I3-1"),
    ScoreReason.IVORY_I3_2: N_("Ivory I3-2"),
    ScoreReason.IVORY_I3_3: N_("Ivory I3-3"),
    ScoreReason.IVORY_I3_4: N_("Ivory I3-4"),
    ScoreReason.BLUE_UNDER_SHOVEL_3: N_("Blue tile shown under Shovel 3"),
    ScoreReason.PURPLE_P1: N_("Purple P1"),
    ScoreReason.PURPLE_P3: N_("Purple P3"),
    ScoreReason.MACHETE_2: N_("Machete 2"),
    ScoreReason.MACHETE_3: N_("Machete 3"),
    ScoreReason.COMPASS_3: N_("Compass 3"),
}
# A temple of each colour, as a place the explorer goes to
TEMPLE_AT = {
    "purple": N_("the purple temple at {site}"),
    "blue": N_("the blue temple at {site}"),
    "ivory": N_("the ivory temple at {site}"),
}


def site_label(board: Board, site: int) -> str:
    """A site's id, the way the notation writes it (BC, R2, T5)."""
    return str(board.sites[site].id)


def tool_label(code: str) -> str:
    """``"C2"`` -> ``"Compass 2"``; ``"B"`` -> ``"the bottom space"``."""
    if code == BOTTOM:
        return _("the bottom space")
    return _("{branch} {level}").format(branch=branch_name(code[0]), level=code[1:])


def _why(why: str) -> str:
    """The reason an event gives, in words ("Expedition", "Machete 3 (doubled)")."""
    if why.endswith(DOUBLED):
        return _("{why} (doubled)").format(why=_why(why[: -len(DOUBLED)]))
    words = WHY.get(ScoreReason(why)) if why in REASONS else None
    return _(words) if words else why


def _place_kind(state: State, site: int) -> str:
    board = state.board
    kind = board.sites[site].kind
    if kind == "camp":
        return _("Base Camp")
    colour = state.full.colours[site]
    label = site_label(board, site)
    if colour == "ruin" or kind == "ruin":
        return _("the Ruin at {site}").format(site=label)
    if colour in TEMPLE_AT:
        return _(TEMPLE_AT[colour]).format(site=label)
    return label  # a colour no temple has: the site's id alone


def _tile(code: object) -> str:
    """A Purple or Ivory tile's code with its short name, e.g. "P4 (Spare Toolbox)"."""
    name = tile_short_name(str(code))
    return _("{code} ({name})").format(code=code, name=name) if name else str(code)


def describe(board: Board, state: State, event: Event) -> str | None:
    """One sentence for ``event`` (an ``Event``), or None for bookkeeping events."""
    k, d = event.kind, event.data or {}
    who = state.players[event.player].name if event.player is not None else ""

    def trail(index: int) -> str:
        return str(board.trails[index].id)

    def token_trail(token: int) -> str:
        return trail(board.rivers[token])

    if k == "turn":
        stage, turn = d.get("stage"), d.get("turn")
        if stage == "final":
            return _("{who}'s last turn (turn {turn})").format(who=who, turn=turn)
        if stage == "extra":
            return _("{who}'s extra turn from Ivory I1-6 (turn {turn})").format(who=who, turn=turn)
        return _("{who}'s turn (turn {turn})").format(who=who, turn=turn)
    if k == "turn_end":
        return None
    if k == "move":
        route = " → ".join(site_label(board, s) for s in d["sites"])
        return _("{who} moves {route}").format(who=who, route=route)
    if k == "jump":
        if d["site"] == board.camp:
            return _("{who} is carried straight back to Base Camp").format(who=who)
        return _("{who} jumps to {place}").format(who=who, place=_place_kind(state, d["site"]))
    if k == "no_move":
        return _("{who} has nowhere to go and stays put").format(who=who)
    if k == "token":
        by = d.get("by", "move")
        where = token_trail(d["token"])
        if by == "move":
            return _("{who} turns the Toolbox Token on {trail} face down").format(who=who, trail=where)
        power = _(POWER_NAMES[by]) if by in POWER_NAMES else by
        if d.get("up"):
            return _("{who} turns the Toolbox Token on {trail} face up ({power})").format(
                who=who, trail=where, power=power
            )
        return _("{who} turns the Toolbox Token on {trail} face down ({power})").format(
            who=who, trail=where, power=power
        )
    if k == "tokens_reset":
        return _("No Toolbox Token was left face up: all of them are turned face up again")
    if k == "step":
        return _("{who} moves a Toolbox up from {start} to {end}").format(
            who=who, start=tool_label(d["from"]), end=tool_label(d["to"])
        )
    if k == "steps_lost":
        n = d.get("n", 1)
        return ngettext(
            "{who} loses {n} Toolbox step: no Toolbox can climb",
            "{who} loses {n} Toolbox steps: no Toolbox can climb",
            n,
        ).format(who=who, n=n)
    if k == "explore":
        return _("{who} spends a Ration to explore {place}").format(who=who, place=_place_kind(state, d["site"]))
    if k == "ruin_tile":
        return _("{who} clears a Ruin tile at {site}").format(who=who, site=site_label(board, d["site"]))
    if k == "tile":
        where = site_label(board, d["site"])
        colour = d.get("colour")
        if colour == "blue":
            level = d.get("level", 0)
            line = blue_taken(level)
            if line:
                return line.format(who=who, site=where)
            return _("{who} takes a Blue tile from {site} and looks at it in secret").format(who=who, site=where)
        code = d.get("code")
        name = tile_short_name(str(code))
        if colour == "ivory":
            if name:
                return _("{who} takes Ivory tile {code} from {site} — {name}").format(
                    who=who, code=code, site=where, name=name
                )
            return _("{who} takes Ivory tile {code} from {site}").format(who=who, code=code, site=where)
        if name:
            return _("{who} takes Purple tile {code} from {site} and carries out its effect — {name}").format(
                who=who, code=code, site=where, name=name
            )
        return _("{who} takes Purple tile {code} from {site} and carries out its effect").format(
            who=who, code=code, site=where
        )
    if k == "purple_revealed":
        return _("The next Purple tile at {site} is turned face up: {tile}").format(
            site=site_label(board, d["site"]), tile=_tile(d.get("code"))
        )
    if k == "relic_appears":
        return _("{site} is now a Shrine: {relic} appears there").format(
            site=site_label(board, d["site"]), relic=relic_appears(d["colour"])
        )
    if k == "relic_taken":
        return _("{who} completes an Expedition and takes {relic} at {site}").format(
            who=who, relic=relic_taken(d["colour"]), site=site_label(board, d["site"])
        )
    if k == "score":
        why = d.get("why")
        if why:
            return _("{who} scores {vp} VP ({why})").format(who=who, vp=d["vp"], why=_why(why))
        return _("{who} scores {vp} VP").format(who=who, vp=d["vp"])
    if k == "rations":
        n, why = d.get("n", 0), d.get("why")
        if why and why != ScoreReason.BASE_CAMP:
            if n == 0:
                return _("{who} gets no Rations ({why}): they already hold 5, or Base Camp has none left").format(
                    who=who, why=_why(why)
                )
            return ngettext(
                "{who} takes {n} Ration from Base Camp ({why})", "{who} takes {n} Rations from Base Camp ({why})", n
            ).format(who=who, n=n, why=_why(why))
        if n == 0:
            return _("{who} gets no Rations: they already hold 5, or Base Camp has none left").format(who=who)
        return ngettext("{who} takes {n} Ration from Base Camp", "{who} takes {n} Rations from Base Camp", n).format(
            who=who, n=n
        )
    if k == "pathway":
        return _("{who} places a Pathway on {trail}").format(who=who, trail=trail(d["trail"]))
    if k == "pathway_moved":
        return _("{who} moves a Pathway from {start} to {end}").format(
            who=who, start=trail(d["from"]), end=trail(d["to"])
        )
    if k == "toolbox":
        code = d.get("tool", "")
        if code in TOOL_WORDS:
            return _("{who} uses a Toolbox at {tool} ({what})").format(
                who=who, tool=tool_label(code), what=_(TOOL_WORDS[code])
            )
        return _("{who} uses a Toolbox at {tool}").format(who=who, tool=tool_label(code))
    if k == "toolbox_added":
        return _("{who} puts a reserve Toolbox on the bottom of the Progression Table").format(who=who)
    if k == "doubled":
        return _("Every VP {who} scores for the rest of this turn counts double").format(who=who)
    if k == "ivory_used":
        code = d.get("code")
        name = tile_short_name(str(code))
        if name:
            return _("{who} uses Ivory tile {code} and discards it — {name}").format(who=who, code=code, name=name)
        return _("{who} uses Ivory tile {code} and discards it").format(who=who, code=code)
    if k == "ivory_keep":
        kept, gone = d.get("kept"), d.get("discarded")
        kept_name, gone_name = tile_short_name(str(kept)), tile_short_name(str(gone))
        if kept_name and gone_name:
            return _(
                "{who} keeps Ivory tile {kept} and discards {gone} — {kept_name} kept, {gone_name} discarded"
            ).format(who=who, kept=kept, gone=gone, kept_name=kept_name, gone_name=gone_name)
        return _("{who} keeps Ivory tile {kept} and discards {gone}").format(who=who, kept=kept, gone=gone)
    if k == "blue_revealed":
        value = str(d.get("code", "B?"))[1:]
        return _("{who} shows that Blue tile to everyone: it is worth {value}").format(who=who, value=value)
    if k == "visit":
        return _("{who} reaches over to {place}").format(who=who, place=_place_kind(state, d["site"]))
    if k == "camp":
        return _("{who} is back at Base Camp, which ends the turn").format(who=who)
    if k == "end_triggered":
        return _("That makes {n} Relics taken: the end is near. Every other player gets one last turn").format(
            n=d.get("relics")
        )
    if k == "game_over":
        return _("The game is over")
    return None


def describe_all(board: Board, state: State, events: Iterable[Event]) -> list[str]:
    """The log lines for a list of events (events with nothing to say are skipped)."""
    return [line for line in (describe(board, state, e) for e in events) if line]
