"""Plain-English lines for the game log, one per public event.

``describe(board, state, event)`` turns one ``Event`` from ``rules.apply`` into a sentence, or
None when the event is not worth a line of its own. ``state`` may be the state before or after
the action: only things that do not change during a game are read from it (player names, the
colour of each site this game). Only the public part of an event (``event.data``) is used, so
a Blue tile's value never appears (R9.5) unless Shovel 3 showed it to everyone (T-S3).
"""

from __future__ import annotations

from .names import BRANCH_NAME, LEVEL_WORD, RELIC_NAME, tile_label

__all__ = ["describe", "describe_all", "site_label", "tool_label"]

RELIC_NAMES = {colour: f"{colour} {name}" for colour, name in RELIC_NAME.items()}  # "green Toad"
TOOL_WORDS = {
    "M1": "explore this temple without paying a Ration",
    "M2": "take 2 Rations",
    "M3": "4 VP for each Relic held",
    "C1": "move one Pathway",
    "C2": "move two Pathways",
    "C3": "2 VP for each Pathway of the longest route",
    "S1": "a new Toolbox or 2 VP",
    "S2": "place a Pathway next to the explorer",
    "S3": "double every VP for the rest of the turn",
}
POWER_NAMES = {"move": "the move", "P8": "Purple P8", "I3-6": "Ivory I3-6"}


def site_label(board, site: int) -> str:
    """A site's id, the way the notation writes it (BC, R2, T5)."""
    return board.sites[site].id


def tool_label(code: str) -> str:
    """``"C2"`` -> ``"Compass 2"``; ``"B"`` -> ``"the bottom space"``."""
    if code == "B":
        return "the bottom space"
    return f"{BRANCH_NAME[code[0]]} {code[1:]}"


def _place_kind(state, site: int) -> str:
    board = state.board
    kind = board.sites[site].kind
    if kind == "camp":
        return "Base Camp"
    colour = state.full.colours[site]
    if colour == "ruin" or kind == "ruin":
        return f"the Ruin at {site_label(board, site)}"
    return f"the {colour} temple at {site_label(board, site)}"


def _tile(code) -> str:
    """A Purple or Ivory tile's code with its short name, e.g. "P4 (Spare Toolbox)"."""
    name = _name(code)
    return f"{code} ({name})" if name else str(code)


def _name(code) -> str:
    """The short name of a Purple or Ivory tile ("" when it has none)."""
    label = tile_label(str(code))
    return label.split(" ", 1)[1] if " " in label else ""


def _named(code) -> str:
    """ " — Road Maker": the tile's name, added at the end of a sentence that gives its code."""
    name = _name(code)
    return f" — {name}" if name else ""


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def describe(board, state, event) -> str | None:
    """One sentence for ``event`` (an ``Event``), or None for bookkeeping events."""
    k, d = event.kind, event.data or {}
    who = state.players[event.player].name if event.player is not None else ""
    trail = lambda t: board.trails[t].id  # noqa: E731
    token_trail = lambda k_: board.trails[board.rivers[k_]].id  # noqa: E731

    if k == "turn":
        stage = d.get("stage")
        if stage == "final":
            return f"{who}'s last turn (turn {d.get('turn')})"
        if stage == "extra":
            return f"{who}'s extra turn from Ivory I1-6 (turn {d.get('turn')})"
        return f"{who}'s turn (turn {d.get('turn')})"
    if k == "turn_end":
        return None
    if k == "move":
        return f"{who} moves " + " → ".join(site_label(board, s) for s in d["sites"])
    if k == "jump":
        if d["site"] == board.camp:
            return f"{who} is carried straight back to Base Camp"
        return f"{who} jumps to {_place_kind(state, d['site'])}"
    if k == "no_move":
        return f"{who} has nowhere to go and stays put"
    if k == "token":
        side = "face up" if d.get("up") else "face down"
        by = d.get("by", "move")
        if by == "move":
            return f"{who} turns the Toolbox Token on {token_trail(d['token'])} face down"
        return f"{who} turns the Toolbox Token on {token_trail(d['token'])} {side} ({POWER_NAMES.get(by, by)})"
    if k == "tokens_reset":
        return "No Toolbox Token was left face up: all of them are turned face up again"
    if k == "step":
        return f"{who} moves a Toolbox up from {tool_label(d['from'])} to {tool_label(d['to'])}"
    if k == "steps_lost":
        n = d.get("n", 1)
        return f"{who} loses {_plural(n, 'Toolbox step')}: no Toolbox can climb"
    if k == "explore":
        return f"{who} spends a Ration to explore {_place_kind(state, d['site'])}"
    if k == "ruin_tile":
        return f"{who} clears a Ruin tile at {site_label(board, d['site'])}"
    if k == "tile":
        where = site_label(board, d["site"])
        colour = d.get("colour")
        if colour == "blue":
            level = LEVEL_WORD.get(d.get("level", 0), "")
            return f"{who} takes a {level} Blue tile from {where} and looks at it in secret".replace("  ", " ")
        code = d.get("code")
        if colour == "ivory":
            return f"{who} takes Ivory tile {code} from {where}{_named(code)}"
        return f"{who} takes Purple tile {code} from {where} and carries out its effect{_named(code)}"
    if k == "purple_revealed":
        return f"The next Purple tile at {site_label(board, d['site'])} is turned face up: {_tile(d.get('code'))}"
    if k == "relic_appears":
        return (
            f"{site_label(board, d['site'])} is now a Shrine: "
            f"a {RELIC_NAMES.get(d['colour'], d['colour'])} appears there"
        )
    if k == "relic_taken":
        return (
            f"{who} completes an Expedition and takes the "
            f"{RELIC_NAMES.get(d['colour'], d['colour'])} at {site_label(board, d['site'])}"
        )
    if k == "score":
        why = d.get("why")
        return f"{who} scores {d['vp']} VP" + (f" ({why})" if why else "")
    if k == "rations":
        n, why = d.get("n", 0), d.get("why")
        because = f" ({why})" if why and why != "Base Camp" else ""
        if n == 0:
            return f"{who} gets no Rations{because}: they already hold 5, or Base Camp has none left"
        return f"{who} takes {_plural(n, 'Ration')} from Base Camp{because}"
    if k == "pathway":
        return f"{who} places a Pathway on {trail(d['trail'])}"
    if k == "pathway_moved":
        return f"{who} moves a Pathway from {trail(d['from'])} to {trail(d['to'])}"
    if k == "toolbox":
        code = d.get("tool", "")
        what = TOOL_WORDS.get(code, "")
        return f"{who} uses a Toolbox at {tool_label(code)}" + (f" ({what})" if what else "")
    if k == "toolbox_added":
        return f"{who} puts a reserve Toolbox on the bottom of the Progression Table"
    if k == "doubled":
        return f"Every VP {who} scores for the rest of this turn counts double"
    if k == "ivory_used":
        return f"{who} uses Ivory tile {d.get('code')} and discards it{_named(d.get('code'))}"
    if k == "ivory_keep":
        kept, gone = _name(d.get("kept")), _name(d.get("discarded"))
        names = f" — {kept} kept, {gone} discarded" if kept and gone else ""
        return f"{who} keeps Ivory tile {d.get('kept')} and discards {d.get('discarded')}{names}"
    if k == "blue_revealed":
        value = str(d.get("code", "B?"))[1:]
        return f"{who} shows that Blue tile to everyone: it is worth {value}"
    if k == "visit":
        return f"{who} reaches over to {_place_kind(state, d['site'])}"
    if k == "camp":
        return f"{who} is back at Base Camp, which ends the turn"
    if k == "end_triggered":
        return f"That makes {d.get('relics')} Relics taken: the end is near. Every other player gets one last turn"
    if k == "game_over":
        return "The game is over"
    return None


def describe_all(board, state, events) -> list[str]:
    """The log lines for a list of events (events with nothing to say are skipped)."""
    return [line for line in (describe(board, state, e) for e in events) if line]
