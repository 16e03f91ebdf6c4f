"""Final scoring: every player's points line by line, Blue tiles revealed, the winner and tie-break.

The points scored during play are split by where they came from (``rules.scoring.score_sources``
over the match's events): one sub-row per source any player scored from, under their total.

Under the table, where to go next: Play again (the same seats and setup, a new deal; Enter), a New
game (the setup screen), the Final board, the Statistics and the Main menu (Esc). None of them
closes the program (the start screen's Quit does)."""

from __future__ import annotations

from typing import Any

import pygame

from ...play.gamerecord import GameRecord
from ...play.match import Match, new_seed
from ...play.replayer import Replayer
from ...rules import breakdown, winners
from ...rules.reasons import ScoreSource
from ...rules.scoring import score_sources
from ...text import _, ngettext, tile_label, tile_text
from ...text.window import SCORE_ROWS, SCORE_SOURCE_WORDS, TIEBREAK
from .. import sound, theme
from ..app import App, Scene, TableScene
from ..board import art
from ..games.launch import start_game
from ..games.reviewjob import Source
from ..input import focus
from ..widgets.backdrop import backdrop, title
from ..widgets.buttons import Button, draw_tooltip, panel_box
from ..widgets.scoreplaces import LABEL_W, ROW_Y, ROWS, SOURCE_H, SOURCE_INDENT, SOURCE_Y, ScorePlaces, places

__all__ = ["ROW_Y", "EndScene"]

SOURCES = tuple(ScoreSource)  # sub-rows of "coins", in order
SOURCES_END = SOURCE_Y + SOURCE_H * (len(SOURCES) - 1) + SOURCE_H // 2  # room for every source (at 100 %)
# The rules page each row's words open when clicked (or F1 over them): the score line by line, explained
ROW_TOPIC = {"coins": "scoring", "blue": "blue", "relics": "scoring", "ivory": "ivory", "total": "scoring"}
SOURCE_TOPIC = {
    ScoreSource.EXPEDITIONS: "expedition",
    ScoreSource.PURPLE: "purple",
    ScoreSource.TOOLBOX: "actions",
    ScoreSource.IVORY_EXTRA: "ivory",
    ScoreSource.IVORY_LEVEL3: "ivory",
    ScoreSource.OTHER: "scoring",
}


def label_size(words: list[str], size: int = 17, label_w: int = LABEL_W) -> int:
    """The largest font size (``size``, as the rows' own words, down to 13 or the least readable
    size) at which every source's words fit their column, clear of the first player's column (a
    longer translation gets smaller letters, never an overlap)."""
    room = label_w - SOURCE_INDENT - 6
    least = max(13, theme.smallest())
    for at in range(size, least, -1):
        if all(theme.font(at).size(w)[0] <= room for w in words):
            return at
    return least


def fit_name(name: str, room: int, size: int = 20) -> tuple[str, int]:
    """A player's name and its size to fit a column ``room`` wide: ``size`` down to 4 px less
    (never under the least readable size), then cut with "…" (five long names side by side never
    run into each other; the headline and the tooltips say them whole)."""
    least = max(size - 4, theme.smallest())
    for at in range(size, least - 1, -1):
        if theme.font(at, "bold").size(name)[0] <= room:
            return name, at
    cut = name
    while cut and theme.font(least, "bold").size(cut + "…")[0] > room:
        cut = cut[:-1]
    return cut.rstrip() + "…", least


class EndScene(Scene):
    busy = False  # nothing moves on its own: idle frame rate unless there is input

    def __init__(self, app: App, match: Match, game: TableScene | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.game = game  # the table, to look at the final board again
        self.state = match.state  # the game is over: nothing is hidden any more (R11.3)
        if game is not None and match.state.over and not game.end_heard:
            game.end_heard = True
            sound.play("end")  # the closing cadence, the first time the scores open from the table
        self.rows = breakdown(self.state)
        self.sources = self.points_by_source()
        self.winners, self.tiebreak = winners(self.state)
        self._layout()

    def _layout(self) -> None:
        """Where to go next: the buttons under the table, as large as their words."""
        self.laid_for = theme.grow()
        specs = [
            ("again", _("Play again"), _("A new deal for the same players in the same seats (Enter)"), True),
            ("new", _("New game"), _("Choose the players and the setup of a new game"), True),
            ("board", _("Final board"), _("Look at the board as the game ended"), self.game is not None),
            (
                "review",
                _("Review my game"),
                _("Replay this game with a review: where the chance to win slipped away"),
                isinstance(self.match, Match) and self.match.state.over,
            ),
            ("stats", _("Statistics"), _("Your games so far"), True),
            ("menu", _("Main menu"), _("Back to the start screen (Esc)"), True),
        ]
        if not isinstance(self.match, Match):  # a network game: its host starts the next one from the setup screen
            del specs[0]
        gap, z = 20, theme.grow()
        w = min(round(250 * z), (theme.W - 40 - (len(specs) - 1) * gap) // len(specs))
        h = 58 if z <= 1.0 else max(58, 2 * theme.line_h(theme.reading(22), "bold") + 8)  # two lines
        x0 = (theme.W - len(specs) * w - (len(specs) - 1) * gap) // 2
        y = 900 if z <= 1.0 else theme.H - 6 - h
        self.buttons = [
            Button((x0 + k * (w + gap), y, w, h), label, value, tip, enabled, "gold" if k == 0 else "wood", 22)
            for k, (value, label, tip, enabled) in enumerate(specs)
        ]

    def focusables(self) -> list[focus.Target]:
        """The buttons, then the rows' words (Enter opens the rule behind a row, as a click does)."""
        shown = [b for b in self.buttons if b.enabled]
        out = [focus.target(("button", i, str(b.value)), b.rect) for i, b in enumerate(shown)]
        return out + [focus.target(("row", i, topic), r) for i, (r, topic) in enumerate(self.row_label_rects())]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons:
                if b.hit(event.pos):
                    self.choose(b.value)
                    return
            topic = self.row_topic(event.pos)
            if topic is not None:  # a row's words: the rule behind that line of the score
                self.app.nav.to_rules(self, topic)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.choose(str(self.buttons[0].value))  # Play again (a network game: New game)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.choose("menu")

    def row_label_rects(self) -> list[tuple[pygame.Rect, str]]:
        """Where each row's words sit (the rows and the sources under "coins") and their topic."""
        at = self.places()
        table, lh = at.table, theme.line_h(at.sizes.label) * at.label_lines
        out = [
            (pygame.Rect(table.x + 10, at.row_y[k] - max(14, lh // 2), at.label_w - 20, max(28, lh)), ROW_TOPIC[k])
            for k in ROWS
        ]
        for j, (key, _words, _figures) in enumerate(self.source_rows() if at.sources else []):
            y, h = at.source_y + at.source_h * j, max(20, at.source_h - 2)
            rect = pygame.Rect(table.x + SOURCE_INDENT - 4, y - h // 2, at.label_w - SOURCE_INDENT, h)
            out.append((rect, SOURCE_TOPIC[key]))
        return out

    def row_topic(self, pos: theme.Point) -> str | None:
        return next((topic for rect, topic in self.row_label_rects() if rect.collidepoint(pos)), None)

    def rules_topic(self) -> str | None:
        """F1: the rule of the row under the mouse, else how the game is scored."""
        return self.row_topic(self.app.mouse) or "scoring"

    def choose(self, value: str) -> None:
        if value == "again" and isinstance(self.match, Match):
            r = self.match.record
            seats = list(r.players)  # Seats are frozen: the same seats, a new deal
            self._leave_table()
            start_game(self.app, Match(self.match.board, GameRecord(r.layout, seats, r.setup, new_seed())))
        elif value == "new":
            self._leave_table()
            self.app.nav.to_setup()
        elif value == "board" and isinstance(self.game, Scene):
            self.app.switch(self.game)
        elif value == "review" and isinstance(self.match, Match):
            replayer = Replayer(self.match.board, self.match.record)
            self.app.nav.to_replay(replayer, self, _("This game"), Source(recent=True), review=True)
        elif value == "stats":
            self.app.nav.to_stats(self)
        elif value == "menu":
            self._leave_table()
            self.app.nav.to_start()

    def _leave_table(self) -> None:
        """The finished game's table is left for good (a network game's connections close)."""
        if self.game is not None:
            self.game.leave()

    def places(self) -> ScorePlaces:
        return places(len(self.rows), len(self.source_rows()))

    def layout(self) -> tuple[int, int, pygame.Rect]:
        """(x of the first column centre, column width, table rect)."""
        at = self.places()
        return at.x0, at.col_w, at.table

    def points_by_source(self) -> list[dict[ScoreSource, int]]:
        """Per seat, the points scored during play by source (``SOURCES`` keys, non-zero ones only),
        from the match's events; whatever the events do not account for (never, in a game played
        through ``Match``) counts as other points, so the sources always add up to the coins."""
        found = score_sources((e for evs in self.match.events for e in evs), self.state.n)
        out: list[dict[ScoreSource, int]] = []
        for row, by in zip(self.rows, found):
            missing = (row["coins"] or 0) - sum(by.values())
            if missing:
                by = {**by, ScoreSource.OTHER: by.get(ScoreSource.OTHER, 0) + missing}
            out.append({k: by[k] for k in SOURCES if by.get(k)})
        return out

    def source_rows(self) -> list[tuple[ScoreSource, str, list[str]]]:
        """The sub-rows under "Points scored during play": (source key, its words, the figure of
        each player, "" where they scored nothing from it), for the sources anyone scored from."""
        keys = [k for k in SOURCES if any(k in by for by in self.sources)]
        return [(k, _(SCORE_SOURCE_WORDS[k]), [str(by[k]) if k in by else "" for by in self.sources]) for k in keys]

    def sources_tip(self, i: int) -> str:
        """The tooltip of one player's points scored during play: the total, then every source on a line."""
        row, by = self.rows[i], self.sources[i]
        parts = [_("{source}: {vp} VP.").format(source=_(SCORE_SOURCE_WORDS[k]), vp=vp) for k, vp in by.items()]
        head = _("{vp} VP scored during play.").format(vp=row["coins"] or 0)
        return "\n".join([head, *parts])

    def texts(self) -> dict[str, list[str]]:
        """Every text of the score table, by row (what the screen shows; for tests)."""
        out: dict[str, list[str]] = {k: [] for k in ROWS}
        for row in self.rows:
            p = self.state.players[row["seat"]]
            out["coins"].append(str(row["coins"]))
            out["blue"].append(str(row["blue"]))
            colours = row["distinct"]
            out["relics"].append(
                ngettext("{n} colour × 5 = {bonus}", "{n} colours × 5 = {bonus}", colours).format(
                    n=colours, bonus=row["relic_bonus"]
                )
            )
            bonuses = [_("{tile}: {vp}").format(tile=tile_label(c), vp=v) for c, v in row["ivory"].items()]
            out["ivory"].append("; ".join(bonuses) or "—")
            n = len(p.relics)
            out["total"].append(
                ngettext("{total} · {n} Relic", "{total} · {n} Relics", n).format(total=row["total"], n=n)
            )
        return out

    def headline(self) -> str:
        """Who won: "Red wins!", "Red and Blue win!" (a shared victory)."""
        names = [self.state.players[i].name for i in self.winners]
        if len(names) == 1:
            return _("{name} wins!").format(name=names[0])
        together = names[0]
        for name in names[1:]:
            together = _("{names} and {last}").format(names=together, last=name)
        return _("{names} win!").format(names=together)

    def draw(self, surf: pygame.Surface) -> None:
        if self.laid_for != theme.grow():  # the window or the text size changed: laid out anew
            self._layout()
        surf.blit(backdrop("plain"), (0, 0))
        title(surf, self.headline(), 80, 60)
        why = _(TIEBREAK[self.tiebreak]) if self.tiebreak in TIEBREAK else self.tiebreak
        size = theme.fit_size(why, theme.reading(22), theme.W - 80)
        theme.draw_text(surf, why, (theme.W // 2, 140), size, theme.PAPER, anchor="center", shadow=(0, 0, 0))
        at = self.places()
        x0, col_w, table, sz = at.x0, at.col_w, at.table, at.sizes
        panel_box(surf, table, (238, 226, 196), (110, 84, 50))
        for i, row in enumerate(self.rows):  # the winners' columns, highlighted
            if row["seat"] in self.winners:
                cx = x0 + col_w * i
                pygame.draw.rect(
                    surf,
                    (250, 226, 150),
                    (cx - col_w // 2 + 6, table.y + 8, col_w - 12, table.h - 16),
                    border_radius=10,
                )
        self._draw_rows_words(surf, at)
        sources = self.source_rows() if at.sources else []
        size = label_size([words for _key, words, _figures in sources], sz.label, at.label_w)
        for j, (_key, words, figures) in enumerate(sources):  # where the points scored in play came from
            y = at.source_y + at.source_h * j
            theme.draw_text(surf, words, (table.x + SOURCE_INDENT, y), size, (96, 74, 48), anchor="midleft")
            for i, figure in enumerate(figures):
                if figure:
                    theme.draw_text(surf, figure, (x0 + col_w * i, y), sz.figure, theme.INK, anchor="center")
        texts = self.texts()
        for i, row in enumerate(self.rows):
            self._draw_column(surf, at, i, row, texts)
        for b in self.buttons:
            b.draw(surf, self.app.mouse)
        self._draw_tips(surf, at)

    def _draw_rows_words(self, surf: pygame.Surface, at: ScorePlaces) -> None:
        """Each row's words (two lines at most where the words are larger) and the rules between rows."""
        table, keys = at.table, list(ROWS)
        lh = theme.line_h(at.sizes.label)
        for j, key in enumerate(ROWS):
            y = at.row_y[key]
            words, kind = _(SCORE_ROWS[key]), "bold" if key == "total" else "sans"
            up = key == "coins" and at.label_lines == 1  # at 100 %: the sources under "coins": lines go up
            top = y - lh * 3 // 2 if up else y - lh
            box = pygame.Rect(table.x + 20, top, at.label_w - 30, lh * 2)
            size, lines = theme.fit_block(words, at.sizes.label, box, kind)
            dy = 10 if key == "total" and at.label_lines == 1 else 0
            for k, line in enumerate(lines):
                at_k = k - (len(lines) - 1) if up else k - (len(lines) - 1) / 2
                middle = y + dy + at_k * theme.line_h(size, kind)
                theme.draw_text(surf, line, (box.x, middle), size, theme.INK, kind, anchor="midleft")
            if j + 1 < len(keys):  # a rule halfway to the next row (under the sources after "coins")
                nxt = at.row_y[keys[j + 1]]
                if at.label_lines == 1:  # at 100 %: as it always was
                    ly = (y + nxt) // 2 + (8 if keys[j + 1] == "total" else 0)
                    if key == "coins":
                        ly = (SOURCES_END + nxt - 28) // 2
                else:  # just above the next row's pictures or words
                    tops = {
                        "coins": at.blue_tiles_y - 20,
                        "blue": at.relic_sprites_y - 16,
                        "relics": at.ivory_y - 4,
                        "ivory": at.total_y - theme.line_h(at.sizes.total, "title") // 2 - 4,
                    }
                    ly = tops[key]
                pygame.draw.line(surf, (190, 170, 130), (table.x + 14, ly), (table.right - 14, ly), 1)
        for rect, _topic in self.row_label_rects():  # a row's words are a link to its rule
            if rect.collidepoint(self.app.mouse):
                pygame.draw.line(
                    surf, (150, 100, 40), (rect.x + 8, rect.bottom - 2), (rect.right - 10, rect.bottom - 2), 2
                )

    def _draw_column(
        self, surf: pygame.Surface, at: ScorePlaces, i: int, row: dict[str, Any], texts: dict[str, list[str]]
    ) -> None:
        """One player's column: marker, name, (winner), points, Blue tiles, Relics, Ivory, total."""
        sz, col_w = at.sizes, at.col_w
        p = self.state.players[row["seat"]]
        cx = at.x0 + col_w * i
        win = row["seat"] in self.winners
        m = art.player_marker(p.colour, 14)
        surf.blit(m, m.get_rect(center=(cx, at.marker_y)))
        name, size = fit_name(p.name, col_w - 16, sz.name)
        theme.draw_text(surf, name, (cx, at.name_y), size, theme.INK, "bold", anchor="center")
        if win:
            theme.draw_text(surf, _("WINNER"), (cx, at.winner_y), sz.winner, (160, 90, 20), "bold", anchor="center")
        theme.draw_text(surf, texts["coins"][i], (cx, at.row_y["coins"]), sz.coins, theme.INK, "bold", anchor="center")
        step = min(22, (col_w - 20) // max(1, len(p.blue)))
        bx = cx - step * (len(p.blue) - 1) / 2
        for t in p.blue:
            spr = art.tile("blue", t.level, t.code, 24)
            surf.blit(spr, spr.get_rect(center=(bx, at.blue_tiles_y)))
            bx += step
        theme.draw_text(surf, texts["blue"][i], (cx, at.blue_value_y), sz.blue, theme.INK, "bold", anchor="center")
        step = min(24, (col_w - 20) // max(1, len(p.relics)))
        rx = cx - step * (len(p.relics) - 1) / 2
        for c in p.relics:
            spr = art.relic(c, 10)
            surf.blit(spr, spr.get_rect(center=(rx, at.relic_sprites_y)))
            rx += step
        # "4 colours × 5 = 20": one line, or two when a language says it longer than the column
        words, room = texts["relics"][i], col_w - 16
        one = theme.width(words, sz.relics) <= room
        lines = [words] if one else theme.wrap(words, sz.figure, room)[:2]
        fh = theme.line_h(sz.figure)
        for k, line in enumerate(lines):
            if at.label_lines == 1:  # at 100 %: as it always was
                y = at.relic_text_y if one else at.relic_text_y - 8 + 20 * k
            else:
                y = at.relic_text_y + round((k + 0.5) * fh)
            theme.draw_text(surf, line, (cx, y), sz.relics if one else sz.figure, theme.INK, anchor="center")
        lines = theme.wrap(texts["ivory"][i], sz.figure, col_w - 16)[: at.ivory_lines]
        for k, line in enumerate(lines):
            if at.label_lines == 1:
                y = at.ivory_y - 10 * (len(lines) - 1) + 20 * k
            else:
                y = at.ivory_y + round((k + 0.5) * fh)
            theme.draw_text(surf, line, (cx, y), sz.figure, theme.INK, anchor="center")
        colour = (140, 60, 10) if win else theme.INK
        theme.draw_text(surf, str(row["total"]), (cx, at.total_y), sz.total, colour, "title", anchor="center")
        held = ngettext("{n} Relic held", "{n} Relics held", len(p.relics)).format(n=len(p.relics))
        lines = [held] if at.label_lines == 1 else theme.wrap(held, sz.held, col_w - 16)[:2]  # larger: two lines
        for k, line in enumerate(lines):
            y = at.held_y + k * theme.line_h(sz.held)
            theme.draw_text(surf, line, (cx, y), sz.held, (110, 90, 60), anchor="center")

    def _draw_tips(self, surf: pygame.Surface, at: ScorePlaces) -> None:
        """The points scored during play by source, the Ivory bonuses, the buttons' tooltips."""
        pos, col_w = self.app.mouse, at.col_w
        n = len(self.source_rows()) if at.sources else 0
        for i, row in enumerate(self.rows):
            cx = at.x0 + col_w * i
            bottom = at.source_y + at.source_h * max(0, n - 1) + at.source_h // 2 if n else at.row_y["coins"] + 16
            if abs(pos[0] - cx) < col_w // 2 and at.row_y["coins"] - 16 <= pos[1] <= bottom:
                draw_tooltip(surf, self.sources_tip(i), pos)
            if abs(pos[0] - cx) < col_w // 2 and abs(pos[1] - at.row_y["ivory"]) < 24 and row["ivory"]:
                tip = " ".join(
                    _("{tile}: {effect}.").format(tile=tile_label(c), effect=tile_text(c)) for c in row["ivory"]
                )
                draw_tooltip(surf, tip, pos)
        for b in self.buttons:
            if b.rect.collidepoint(pos) and b.tooltip:
                draw_tooltip(surf, b.tooltip, pos)
