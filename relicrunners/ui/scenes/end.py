"""Final scoring: every player's points line by line, Blue tiles revealed, the winner and tie-break.

The points scored during play are split by where they came from (``rules.scoring.score_sources``
over the match's events): one sub-row per source any player scored from, under their total.

Under the table, where to go next: Play again (the same seats and setup, a new deal; Enter), a New
game (the setup screen), the Final board, the Statistics and the Main menu (Esc). None of them
closes the program (the start screen's Quit does)."""

from __future__ import annotations

import pygame

from ...play.gamerecord import GameRecord
from ...play.match import Match, new_seed
from ...rules import breakdown, winners
from ...rules.reasons import ScoreSource
from ...rules.scoring import score_sources
from ...text import _, ngettext, tile_label, tile_text
from ...text.window import SCORE_ROWS, SCORE_SOURCE_WORDS, TIEBREAK
from .. import sound, theme
from ..app import App, Scene, TableScene
from ..board import art
from ..games.launch import start_game
from ..input import focus
from ..widgets.backdrop import backdrop, title
from ..widgets.buttons import Button, draw_tooltip, panel_box

ROWS = ("coins", "blue", "relics", "ivory", "total")  # the score table's rows (their words: SCORE_ROWS)
ROW_Y = {"coins": 318, "blue": 515, "relics": 600, "ivory": 688, "total": 778}
SOURCES = tuple(ScoreSource)  # sub-rows of "coins", in order
SOURCE_Y, SOURCE_H = 344, 22  # the first source sub-row under "coins", and the height of one
SOURCES_END = SOURCE_Y + SOURCE_H * (len(SOURCES) - 1) + SOURCE_H // 2  # room for every source
TABLE_TOP, TABLE_BOTTOM = 180, 852
LABEL_W = 300  # the column of the rows' words
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
SOURCE_INDENT = 34  # the sources' words, indented under "Points scored during play" (its words: at 20)


def label_size(words: list[str]) -> int:
    """The largest font size (17, as the rows' own words, down to 13) at which every source's words
    fit their column, clear of the first player's column (a longer translation gets smaller
    letters, never an overlap)."""
    room = LABEL_W - SOURCE_INDENT - 6
    for size in (17, 16, 15, 14):
        if all(theme.font(size).size(w)[0] <= room for w in words):
            return size
    return 13


def fit_name(name: str, room: int) -> tuple[str, int]:
    """A player's name and its size to fit a column ``room`` wide: 20 down to 16, then cut with
    "…" (five long names side by side never run into each other)."""
    for size in (20, 19, 18, 17, 16):
        if theme.font(size, "bold").size(name)[0] <= room:
            return name, size
    cut = name
    while cut and theme.font(16, "bold").size(cut + "…")[0] > room:
        cut = cut[:-1]
    return cut.rstrip() + "…", 16


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
        specs = [
            ("again", _("Play again"), _("A new deal for the same players in the same seats (Enter)"), True),
            ("new", _("New game"), _("Choose the players and the setup of a new game"), True),
            ("board", _("Final board"), _("Look at the board as the game ended"), game is not None),
            ("stats", _("Statistics"), _("Your games so far"), True),
            ("menu", _("Main menu"), _("Back to the start screen (Esc)"), True),
        ]
        if not isinstance(match, Match):  # a network game: its host starts the next one from the setup screen
            del specs[0]
        w, gap = 250, 20
        x0 = (theme.W - len(specs) * w - (len(specs) - 1) * gap) // 2
        self.buttons = [
            Button((x0 + k * (w + gap), 900, w, 58), label, value, tip, enabled, "gold" if k == 0 else "wood", 22)
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
        _x0, _col_w, table = self.layout()
        out = [(pygame.Rect(table.x + 10, ROW_Y[k] - 14, LABEL_W - 20, 28), ROW_TOPIC[k]) for k in ROWS]
        for j, (key, _words, _figures) in enumerate(self.source_rows()):
            y = SOURCE_Y + SOURCE_H * j
            out.append(
                (pygame.Rect(table.x + SOURCE_INDENT - 4, y - 10, LABEL_W - SOURCE_INDENT, 20), SOURCE_TOPIC[key])
            )
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
        elif value == "stats":
            self.app.nav.to_stats(self)
        elif value == "menu":
            self._leave_table()
            self.app.nav.to_start()

    def _leave_table(self) -> None:
        """The finished game's table is left for good (a network game's connections close)."""
        if self.game is not None:
            self.game.leave()

    def layout(self) -> tuple[int, int, pygame.Rect]:
        """(x of the first column centre, column width, table rect)."""
        n = len(self.rows)
        col_w = min(250, 1100 // n)
        table = pygame.Rect(0, TABLE_TOP, LABEL_W + col_w * n + 30, TABLE_BOTTOM - TABLE_TOP)
        table.centerx = theme.W // 2
        return table.x + LABEL_W + col_w // 2, col_w, table

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
        surf.blit(backdrop("plain"), (0, 0))
        title(surf, self.headline(), 80, 60)
        why = _(TIEBREAK[self.tiebreak]) if self.tiebreak in TIEBREAK else self.tiebreak
        size = theme.fit_size(why, theme.reading(22), theme.W - 80)
        theme.draw_text(
            surf,
            theme.ellipsize(why, size, theme.W - 80),
            (theme.W // 2, 140),
            size,
            theme.PAPER,
            anchor="center",
            shadow=(0, 0, 0),
        )
        x0, col_w, table = self.layout()
        panel_box(surf, table, (238, 226, 196), (110, 84, 50))
        texts = self.texts()
        for i, row in enumerate(self.rows):  # the winners' columns, highlighted
            if row["seat"] in self.winners:
                cx = x0 + col_w * i
                pygame.draw.rect(
                    surf,
                    (250, 226, 150),
                    (cx - col_w // 2 + 6, table.y + 8, col_w - 12, table.h - 16),
                    border_radius=10,
                )
        keys = list(ROWS)
        for j, key in enumerate(ROWS):
            y = ROW_Y[key]
            words, kind = _(SCORE_ROWS[key]), "bold" if key == "total" else "sans"
            theme.draw_text(
                surf,
                words,
                (table.x + 20, y + (10 if key == "total" else 0)),
                theme.fit_size(words, theme.reading(17), LABEL_W - 30, kind),
                theme.INK,
                "bold" if key == "total" else "sans",
                anchor="midleft",
            )
            if j + 1 < len(keys):  # a rule halfway to the next row (under the sources after "coins")
                ly = (y + ROW_Y[keys[j + 1]]) // 2 + (8 if keys[j + 1] == "total" else 0)
                if key == "coins":
                    ly = (SOURCES_END + ROW_Y[keys[j + 1]] - 28) // 2
                pygame.draw.line(surf, (190, 170, 130), (table.x + 14, ly), (table.right - 14, ly), 1)
        for rect, _topic in self.row_label_rects():  # a row's words are a link to its rule
            if rect.collidepoint(self.app.mouse):
                pygame.draw.line(
                    surf, (150, 100, 40), (rect.x + 8, rect.bottom - 2), (rect.right - 10, rect.bottom - 2), 2
                )
        sources = self.source_rows()
        size = label_size([words for _key, words, _figures in sources])
        for j, (_key, words, figures) in enumerate(sources):  # where the points scored in play came from
            y = SOURCE_Y + SOURCE_H * j
            theme.draw_text(surf, words, (table.x + SOURCE_INDENT, y), size, (96, 74, 48), anchor="midleft")
            for i, figure in enumerate(figures):
                if figure:
                    theme.draw_text(surf, figure, (x0 + col_w * i, y), 17, theme.INK, anchor="center")
        for i, row in enumerate(self.rows):
            p = self.state.players[row["seat"]]
            cx = x0 + col_w * i
            win = row["seat"] in self.winners
            m = art.player_marker(p.colour, 14)
            surf.blit(m, m.get_rect(center=(cx, 215)))
            name, size = fit_name(p.name, col_w - 16)
            theme.draw_text(surf, name, (cx, 248), size, theme.INK, "bold", anchor="center")
            if win:
                theme.draw_text(surf, _("WINNER"), (cx, 272), theme.READ, (160, 90, 20), "bold", anchor="center")
            theme.draw_text(surf, texts["coins"][i], (cx, ROW_Y["coins"]), 24, theme.INK, "bold", anchor="center")
            step = min(22, (col_w - 20) // max(1, len(p.blue)))
            bx = cx - step * (len(p.blue) - 1) / 2
            for t in p.blue:
                spr = art.tile("blue", t.level, t.code, 24)
                surf.blit(spr, spr.get_rect(center=(bx, ROW_Y["blue"] - 14)))
                bx += step
            theme.draw_text(surf, texts["blue"][i], (cx, ROW_Y["blue"] + 16), 22, theme.INK, "bold", anchor="center")
            step = min(24, (col_w - 20) // max(1, len(p.relics)))
            rx = cx - step * (len(p.relics) - 1) / 2
            for c in p.relics:
                spr = art.relic(c, 10)
                surf.blit(spr, spr.get_rect(center=(rx, ROW_Y["relics"] - 16)))
                rx += step
            # "4 colours × 5 = 20": one line, or two when a language says it longer than the column
            words, room = texts["relics"][i], col_w - 16
            lines = [words] if theme.width(words, 18) <= room else theme.fit_lines(words, 17, room, 2)
            for k, line in enumerate(lines):
                y = ROW_Y["relics"] + (14 if len(lines) == 1 else 6 + 20 * k)
                theme.draw_text(surf, line, (cx, y), 18 if len(lines) == 1 else 17, theme.INK, anchor="center")
            lines = theme.wrap(texts["ivory"][i], 17, col_w - 16)[:2]
            for k, line in enumerate(lines):
                theme.draw_text(
                    surf, line, (cx, ROW_Y["ivory"] - 10 * (len(lines) - 1) + 20 * k), 17, theme.INK, anchor="center"
                )
            theme.draw_text(
                surf,
                str(row["total"]),
                (cx, ROW_Y["total"] + 10),
                38,
                (140, 60, 10) if win else theme.INK,
                "title",
                anchor="center",
            )
            n = len(p.relics)
            theme.draw_text(
                surf,
                ngettext("{n} Relic held", "{n} Relics held", n).format(n=n),
                (cx, ROW_Y["total"] + 52),
                14,
                (110, 90, 60),
                anchor="center",
            )
        for b in self.buttons:
            b.draw(surf, self.app.mouse)
        # tooltips: the points scored during play by source, the ivory bonuses
        pos = self.app.mouse
        for i, row in enumerate(self.rows):
            cx = x0 + col_w * i
            bottom = SOURCE_Y + SOURCE_H * max(0, len(sources) - 1) + SOURCE_H // 2
            if abs(pos[0] - cx) < col_w // 2 and ROW_Y["coins"] - 16 <= pos[1] <= bottom:
                draw_tooltip(surf, self.sources_tip(i), pos)
            if abs(pos[0] - cx) < col_w // 2 and abs(pos[1] - ROW_Y["ivory"]) < 24 and row["ivory"]:
                tip = " ".join(
                    _("{tile}: {effect}.").format(tile=tile_label(c), effect=tile_text(c)) for c in row["ivory"]
                )
                draw_tooltip(surf, tip, pos)
        for b in self.buttons:
            if b.rect.collidepoint(pos) and b.tooltip:
                draw_tooltip(surf, b.tooltip, pos)
