"""Turn the events of one action into animations (explorer walks, tokens flip, coins fly...)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ...rules import State
from ...rules.events import Event
from ...text import _, tile_label
from .. import sound, theme
from ..theme import Point
from . import art
from .anim import AnimQueue, Flip, FloatText, Fly, Pop, Walk
from .view import PATHWAY_R, BoardView

if TYPE_CHECKING:
    from ..widgets.panels import Panels

# The sound each event makes (``ui.sound``), played as its animation starts; a walk plays a step
# per trail as the explorer sets off on it (``anim.Walk``).
EVENT_SOUND = {
    "jump": "step",
    "token": "token",
    "tokens_reset": "token",
    "pathway": "token",
    "pathway_moved": "token",
    "ruin_tile": "tile",
    "tile": "tile",
    "purple_revealed": "tile",
    "relic_taken": "relic",
    "score": "coins",
    "step": "toolbox",
    "toolbox": "toolbox",
    "toolbox_added": "toolbox",
}
ALONE_SOUND = {**EVENT_SOUND, "move": "step"}  # animations off: a move is one step


def queue_events(
    q: AnimQueue, events: Sequence[Event], before: State, after: State, bv: BoardView, panels: Panels
) -> None:
    """``before``/``after``: views of the state around the action (positions are public)."""
    if q.factor <= 0:  # animations off: no pictures, and one sound for the whole action
        sound.play_once({ALONE_SOUND.get(e.kind, "") for e in events})
        return
    board = bv.board
    pos: dict[int, Point] = {}
    for site in range(len(board.sites)):
        pos.update(bv.pawn_offsets(before, site))
    final: dict[int, Point] = {}
    for site in range(len(board.sites)):
        final.update(bv.pawn_offsets(after, site))
    spots = {(seat, t): p for seat, t, p in bv.pathway_spots(after)}
    flips: list[Flip] = []

    def flush_flips() -> None:
        if flips:
            q.add(*flips)
            flips.clear()

    def here(seat: int) -> Point:
        return pos.get(seat, final.get(seat, bv.rect.center))

    def table_event(k: str, d: Mapping[str, Any]) -> bool:
        """The animations of an event that is about no player's pieces (False: not such an event)."""
        if k == "token":
            flips.append(Flip(d["token"], bv.token_pos(d["token"]), d.get("up", False)))
        elif k == "tokens_reset":
            q.add(*[Flip(i, bv.token_pos(i), True) for i in range(len(board.rivers))])
        elif k == "ruin_tile":
            p = bv.site_pos(d["site"])
            q.add(Fly(art.ruin(1, 30), p, (p[0], p[1] - 50), 0.4, 0, fade=True))
        elif k == "purple_revealed":
            r = bv.badge_place()[2]
            badge = art.power_badge(d["code"], r, theme.least())
            x, y = bv.badge_pos(d["site"])  # the disc there, its tab below (the Pop is centred)
            q.add(Pop(badge, (x, y - art.badge_centre(r) + badge.get_height() / 2), 0.45))
        elif k == "relic_appears":
            p = bv.site_pos(d["site"])
            q.add(
                Pop(art.relic(d["colour"], 16), (p[0], p[1] - 34), 0.6, hides={("relic", d["site"])}),
                FloatText(_("Shrine!"), (p[0], p[1] - 60), (255, 240, 180)),
            )
        elif k == "end_triggered":
            q.add(FloatText(_("The last round begins!"), bv.rect.center, theme.HILITE, 1.3, 34))
        else:
            return False
        return True

    def seat_event(k: str, d: Mapping[str, Any], seat: int) -> None:
        """The animations of an event about the pieces of the player at ``seat``."""
        colour = after.players[seat].colour
        p: Point  # where a piece is, or flies from (``a``) and to (``b``)
        a: Point
        b: Point
        if k == "move":
            sites = d["sites"]
            end = final[seat] if sites[-1] == after.players[seat].site else bv.site_pos(sites[-1])
            pts = [here(seat)] + bv.route_points(sites) + [end]
            q.add(Walk(seat, colour, pts, 0.32, len(sites) - 1))
            pos[seat] = end
        elif k == "jump":
            site = d["site"]
            end = final[seat] if site == after.players[seat].site else bv.site_pos(site)
            q.add(Fly(art.pawn(colour, 38), here(seat), (end[0], end[1] - 17), 0.6, 90, hides={("pawn", seat)}))
            pos[seat] = end
        elif k == "explore":
            q.add(Fly(art.ration(18), panels.anchor(seat, "rations"), bv.site_pos(board.camp), 0.45, 50))
        elif k == "tile":
            p = bv.site_pos(d["site"])
            c = d.get("colour", "purple")
            lvl = d.get("level") or _level(d.get("code"))
            spr = art.tile(c, lvl, d.get("code") if c != "blue" else None, 34)
            if c == "purple":
                q.add(
                    Fly(spr, p, (p[0], p[1] - 70), 0.5, 0, fade=True, grow=1.4),
                    FloatText(tile_label(d.get("code", "")), (p[0], p[1] - 60), theme.RELIC_RGB["purple"]),
                )
            else:
                q.add(Fly(spr, p, panels.anchor(seat, "ivory" if c == "ivory" else "blue"), 0.6, 80))
        elif k == "relic_taken":
            p = bv.site_pos(d["site"])
            q.add(Fly(art.relic(d["colour"], 16), (p[0], p[1] - 34), panels.anchor(seat, "relics"), 0.7, 90, grow=1.5))
        elif k == "score":
            a = here(seat)
            q.add(
                Fly(art.coin(11), a, panels.anchor(seat, "vp"), 0.6, 70),
                FloatText(_("+{vp} VP").format(vp=d["vp"]), (a[0], a[1] - 30)),
            )
        elif k == "rations" and d.get("n", 0) > 0:
            a = bv.site_pos(board.camp)
            b = panels.anchor(seat, "rations")
            q.add(*[Fly(art.ration(18), a, b, 0.5, 60, delay=i * 0.08) for i in range(min(d["n"], 5))])
        elif k == "pathway":
            p = spots.get((seat, d["trail"]), bv.trail_mid(d["trail"]))
            q.add(Pop(art.player_marker(colour, PATHWAY_R), p, 0.4, hides={("pathway", seat, d["trail"])}))
        elif k == "pathway_moved":
            a = bv.trail_mid(d["from"])
            b = spots.get((seat, d["to"]), bv.trail_mid(d["to"]))
            q.add(Fly(art.player_marker(colour, PATHWAY_R), a, b, 0.55, 50, hides={("pathway", seat, d["to"])}))
        elif k == "step":
            a = panels.cell_rect(seat, d["from"]).center
            b = panels.cell_rect(seat, d["to"]).center
            q.add(Fly(art.toolbox(16, colour), a, b, 0.35, 20))
        elif k == "toolbox":
            r = panels.cell_rect(seat, d["tool"])
            q.add(
                Fly(art.toolbox(16, colour), r.center, panels.cell_rect(seat, "B").center, 0.4, 30),
                FloatText(d["tool"], r.center, theme.HILITE, 0.6, 18),
            )
        elif k == "toolbox_added":
            q.add(Pop(art.toolbox(16, colour), panels.cell_rect(seat, "B").center, 0.35))

    for e in events:
        k, d, seat = e.kind, e.data or {}, e.player
        if k != "token":
            flush_flips()
        first = len(q.groups)  # this event's animations start here (its sound on the first)
        # the rules give every event about a player's pieces that player's seat (``Event.player``)
        if not table_event(k, d) and seat is not None:
            seat_event(k, d, seat)
        if k != "token" and len(q.groups) > first and EVENT_SOUND.get(k):
            q.groups[first][0].sound = EVENT_SOUND[k]
    flush_flips()


def _level(code: str | None) -> int:
    if code and code.startswith("I"):
        return int(code[1])
    return 1
