"""Drawing one player panel, full or compact (``panelgeom`` says where each part goes; ``panels``
keeps the pictures and answers the mouse).

A player's VP and Blue values are drawn only when ``private`` (the seat allowed to see them now,
or everyone at the end). Every word is at least the table's least size (``theme.least()``) and
whole, a long name apart (cut with "…": the top bar, the tooltips and the scores say it whole).
"""

from __future__ import annotations

import pygame

from ...play.seat import SeatKind
from ...rules import Player
from ...text import _, branch_name
from ...text.window import bot_level
from .. import theme
from ..board import art
from . import panelgeom as geom
from .buttons import panel_box
from .panelparts import draw_caption, draw_fitted, empty_ivory, ivory_chip, ivory_line, relic_xs

DIM = theme.TEXT_DIM
BLUE_INK = (150, 190, 255)
ONLINE, AWAY = (70, 190, 90), (210, 70, 60)  # a network game's connection mark: a green dot, a red ring

# A network game's connection mark on a panel: ("online" | "away" | "lost", a bot plays the seat
# meanwhile); "lost": this screen's own connection is gone (a red dot). None: no mark (a local game).
Mark = tuple[str, bool]


def draw_panel(
    s: pygame.Surface,
    p: Player,
    is_current: bool,
    private: bool,
    kind: SeatKind | str,
    compact: bool,
    cells: dict[str, pygame.Rect],
    mark: Mark | None = None,
) -> None:
    """The panel of ``p`` on ``s`` (the panel's own size); ``cells``: its ladder's spaces on ``s``;
    ``mark``: a network game's connection mark, in the name line after the colour marker."""
    W, H = s.get_size()
    col = theme.PLAYER_RGB[p.colour]
    fill = (66, 50, 34) if not is_current else (88, 66, 40)
    panel_box(s, (0, 0, W, H), fill)
    pygame.draw.rect(s, col, (0, 10, 6, H - 20), border_radius=3)
    if is_current:
        pygame.draw.rect(s, theme.GOLD, (0, 0, W, H), 3, border_radius=10)
    tag = _("Human") if kind == SeatKind.HUMAN else _("Bot · {level}").format(level=bot_level(kind))
    told = _counts(s, p, tag, private, compact)
    _header(s, p, is_current, private, compact, "" if told else tag, mark)
    if compact:
        _mini_ladder(s, p, cells)
    else:
        _ladder(s, p, cells)
        _relics(s, p)
    _ivory(s, p, compact)


def _header(
    s: pygame.Surface, p: Player, is_current: bool, private: bool, compact: bool, tag: str, mark: Mark | None
) -> None:
    """Marker, a network game's connection ``mark``, name (cut to its box), "playing" for the
    player to act, VP at the right; a compact panel's shows the Relics held left of the VP (and who
    plays the seat, ``tag``, where the line of counts had no room for it)."""
    z = geom.sizes()
    W, H = s.get_size()
    cy = z.head_h // 2
    m = art.player_marker(p.colour, round(10 * theme.zoom()))
    s.blit(m, m.get_rect(center=(22, cy)))
    vp = p.vp if (private and p.vp is not None) else None
    label = _("{vp} VP").format(vp=vp) if vp is not None else _("? VP")
    vp_w = theme.width(label, z.vp, "bold")
    vp_r = theme.draw_text(
        s,
        label,
        (W - 12, cy),
        z.vp,
        theme.GOLD if vp is not None else DIM,
        "bold",
        anchor="midright",
        box=pygame.Rect(W - 12 - vp_w - 4, 2, vp_w + 8, z.head_h - 2),
    )
    c = art.coin(round(11 * theme.zoom()))
    coin = s.blit(c, c.get_rect(midright=(vp_r.left - 5, cy)))
    right = coin.left - 10
    if compact:  # the Relics held as icons (the gold frame marks the player to act)
        xs = _icon_xs(len(p.relics), geom.relics_row(W, H, True))
        for colour, x in zip(p.relics, xs):
            chip = art.relic_chip(colour, z.relic_r)
            s.blit(chip, chip.get_rect(center=(x, cy)))
        right = (xs[0] if xs else coin.left) - z.relic_r - 10
        if tag:
            right = theme.draw_text(s, tag, (right, cy), z.text, DIM, anchor="midright").left - 10
    elif is_current:
        r = theme.draw_text(s, _("◀ playing"), (right, cy), z.text, theme.GOLD, "bold", anchor="midright")
        right = r.left - 10
    start = max(38, 22 + m.get_width() // 2 + 6)
    if mark is not None:
        start = _draw_mark(s, mark, mark_box(mark[1])).right + 8
    draw_fitted(s, p.name, pygame.Rect(start, 2, right - start, z.head_h - 2), z.name, theme.TEXT_LIGHT, "bold")


def name_start(mark: Mark | None) -> int:
    """Where a panel's name begins: after the colour marker (and the connection ``mark``)."""
    return max(38, _marker_right() + 6) if mark is None else mark_box(mark[1]).right + 8


def _marker_right() -> int:
    """Where the colour marker of a panel's name line ends (``art.player_marker``: 2r + 4 wide)."""
    return 22 + (2 * round(10 * theme.zoom()) + 4) // 2


def mark_box(bot: bool) -> pygame.Rect:
    """Where a network game's connection mark goes in a panel (relative to its top left): in the
    name line after the colour marker, the dot, and "bot" after it where a bot plays the seat."""
    z = geom.sizes()
    r = dot_r()
    x = _marker_right() + 5
    w = 2 * r + (6 + theme.width(_("bot"), z.text) if bot else 0)
    return pygame.Rect(x, z.head_h // 2 - max(r, theme.line_h(z.text) // 2), w, max(2 * r, theme.line_h(z.text)))


def dot_r() -> int:
    """The connection dot's radius (larger with the text)."""
    return max(6, round(6 * theme.zoom()))


def _draw_mark(s: pygame.Surface, mark: Mark, box: pygame.Rect) -> pygame.Rect:
    """The connection dot (green: connected; a red ring: away; red: this screen's connection
    lost) and "bot" after it where a bot plays the seat meanwhile."""
    how, bot = mark
    r = dot_r()
    centre = (box.x + r, box.centery)
    if how == "online":
        pygame.draw.circle(s, ONLINE, centre, r)
    elif how == "lost":
        pygame.draw.circle(s, AWAY, centre, r)
    else:
        pygame.draw.circle(s, AWAY, centre, r, 2)
    if bot:
        theme.draw_text(s, _("bot"), (box.x + 2 * r + 6, box.centery), geom.sizes().text, DIM, anchor="midleft")
    return box


def _icon_xs(n: int, room: pygame.Rect) -> list[int]:
    """x centres of ``n`` Relic icons at the right of ``room``: closer together when many."""
    r = geom.sizes().relic_r
    step = min(2 * r + 3, (room.w - 2 * r) // max(1, n - 1))
    return [room.right - r - (n - 1 - i) * step for i in range(n)]


def _counts(s: pygame.Surface, p: Player, tag: str, private: bool, compact: bool) -> bool:
    """Rations, Pathways and Toolboxes in reserve, Blue tiles (values when they may be seen), and
    who plays the seat (``tag``), right-aligned where the values leave it room (a compact panel:
    left of its small ladder). True when the tag was written."""
    z = geom.sizes()
    W = s.get_width()
    y = z.head_h + z.row_h // 2
    size, icon = z.text, z.icon
    ration = art.ration(icon, empty=p.rations == 0)
    x = s.blit(ration, ration.get_rect(midleft=(10, y))).right + 4
    x = theme.draw_text(s, f"{p.rations}/5", (x, y), size, theme.TEXT_LIGHT, "bold", anchor="midleft").right
    # each count follows its icon at its own width: "×10" never runs under the next icon
    mk = art.player_marker(p.colour, round(7 * theme.zoom()))
    x = s.blit(mk, mk.get_rect(midleft=(x + 10, y))).right + 4
    x = theme.draw_text(s, f"×{p.pathway_reserve}", (x, y), size, theme.TEXT_LIGHT, anchor="midleft").right
    tb = art.toolbox(icon, p.colour)
    x = s.blit(tb, tb.get_rect(midleft=(x + 8, y - 1))).right + 4
    x = theme.draw_text(s, f"×{p.tb_reserve}", (x, y), size, theme.TEXT_LIGHT, anchor="midleft").right
    spr = art.tile("blue", 1, None, icon + 2)
    x = s.blit(spr, spr.get_rect(midleft=(x + 8, y))).right + 4
    x = theme.draw_text(s, f"×{len(p.blue)}", (x, y), size, theme.TEXT_LIGHT, anchor="midleft").right + 8
    values = [t.code[1:] if (t.code and (private or t.uid in p.revealed)) else "?" for t in p.blue]
    right = geom.compact_cells(W, s.get_height())["B"].x - 12 if compact else W - 8
    if any(v != "?" for v in values):
        shown, ink, kind_ = " ".join(values), BLUE_INK, "bold"
    elif p.blue:  # hidden values: the word, or one "?" per tile where the word has no room ("geheim")
        shown, ink, kind_ = _("secret"), DIM, "sans"
        if theme.width(shown, size) > right - x:
            shown = " ".join(values)
    else:
        shown, ink, kind_ = "", DIM, "sans"
    need = theme.width(shown, size, kind_) if shown else 0
    told = x + need + 10 + theme.width(tag, size) <= right
    if told:  # who plays the seat, where the values leave room
        box = pygame.Rect(x, y - z.row_h // 2, right - x, z.row_h)
        theme.draw_text(s, tag, (right, y), size, DIM, anchor="midright", box=box)
    elif x + need > right and kind_ == "bold":
        shown = geom.THIN.join(values)  # many Blue tiles, or a compact panel: the values closer, never cut
    if shown:
        box = pygame.Rect(x, y - z.row_h // 2, max(need, right - x), z.row_h)
        theme.draw_text(s, shown, (x, y), size, ink, kind_, anchor="midleft", box=box)
    return told


def _ladder(s: pygame.Surface, p: Player, cells: dict[str, pygame.Rect]) -> None:
    z = geom.sizes()
    size = z.text
    top = geom.table_top(z)
    for b in "MCS":  # the branch names over their columns
        r = cells[f"{b}3"]
        box = pygame.Rect(r.x, top, r.w, z.heads_h + 2)
        theme.draw_text(s, branch_name(b), box.center, size, DIM, anchor="center", box=box)
    for k in (1, 2, 3):  # the step numbers left of the rows
        r = cells[f"M{k}"]
        theme.draw_text(
            s, str(k), (r.x - z.number_w // 2 + 4, r.centery), size, (150, 128, 96), "bold", anchor="center"
        )
    box_size = round(15 * theme.zoom())
    for cell, r in cells.items():
        pygame.draw.rect(s, (44, 32, 20), r, border_radius=5)
        pygame.draw.rect(s, (120, 92, 58), r, 1, border_radius=5)
        n = p.tb_bottom if cell == "B" else p.table[cell[0]][int(cell[1]) - 1]
        step = round((20 if cell == "B" else 12) * theme.zoom())
        if cell == "B":
            label = theme.draw_text(s, _("Bottom"), (r.x + 8, r.centery), size, DIM, anchor="midleft", box=r)
            x0 = label.right + 16
        else:
            x0 = r.centerx - step // 2 * (min(n, 3) - 1)
            if n == 0:  # an empty step says what a Toolbox there will do
                draw_caption(s, cell, r, p.colour, size)
        shown = min(n, 3) if cell != "B" else min(n, 6)
        for i in range(shown):
            spr = art.toolbox(box_size, p.colour)
            s.blit(spr, spr.get_rect(center=(x0 + i * step, r.centery)))
        if n > shown:
            theme.draw_text(s, f"×{n}", (r.right - 4, r.centery), size, theme.GOLD, "bold", anchor="midright", box=r)


def _mini_ladder(s: pygame.Surface, p: Player, cells: dict[str, pygame.Rect]) -> None:
    """The ladder in small (a compact panel): each space a little box, a bar in the player's
    colour per Toolbox on it (the tooltip of each space gives its effect and count)."""
    colour = theme.PLAYER_RGB[p.colour]
    for cell, r in cells.items():
        pygame.draw.rect(s, (120, 92, 58), r.inflate(2, 2), border_radius=2)
        pygame.draw.rect(s, (40, 28, 16), r)
        n = p.tb_bottom if cell == "B" else p.table[cell[0]][int(cell[1]) - 1]
        most = (r.w - 1) // 4
        for i in range(min(n, most)):
            pygame.draw.rect(s, colour, (r.x + 1 + i * 4, r.y + 1, 3, r.h - 2))


def _ivory(s: pygame.Surface, p: Player, compact: bool) -> None:
    """The three Ivory spaces (large, medium, small): the tile held, or its level."""
    z = geom.sizes()
    W, H = s.get_size()
    rects = geom.ivory_rects(W, H, compact)
    if not compact:
        first = rects[0]
        box = pygame.Rect(first.x, geom.table_top(z), first.w, z.heads_h + 2)
        theme.draw_text(s, _("Ivory"), box.midleft, z.text, DIM, anchor="midleft", box=box)
    for lvl, r in zip((1, 2, 3), rects):
        t = p.ivory.get(lvl)
        if t is None:
            empty_ivory(s, r, lvl, z.text, compact)
            continue
        assert t.code is not None  # a held Ivory tile lies face up: every view knows it
        if compact:
            ivory_chip(s, r, t.code, z.text)
        else:
            ivory_line(s, r, t.code, z.text)


def _relics(s: pygame.Surface, p: Player) -> None:
    z = geom.sizes()
    W, H = s.get_size()
    row = geom.relics_row(W, H, False)
    if not p.relics:  # one whole phrase, so its words agree in every language ("Brak Reliktów")
        theme.draw_text(s, _("No Relics yet"), row.midleft, z.text, DIM, anchor="midleft", box=row)
        return
    label = theme.draw_text(s, _("Relics"), row.midleft, z.text, DIM, anchor="midleft", box=row)
    r = z.relic_r
    # the icons begin after the word, however long it is in this language
    for colour, x in zip(p.relics, relic_xs(len(p.relics), W, label.right + 6 + r)):
        chip = art.relic_chip(colour, r)
        s.blit(chip, chip.get_rect(center=(x, row.centery)))
