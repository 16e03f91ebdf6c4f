"""New game setup: 2-5 seats (name, colour, Human or Bot level), setup mode, optional seed.

Pressing Start at once gives a 2-player game: you against a medium bot — or, once a game was
started here, the players and setup of that game again (``relicrunners.io.lastsetup``, written
when Start is pressed). "Explain each decision" (beside the Setup heading) is a setting kept in the
settings file (``relicrunners.io.settings``), switched through ``ui.prefs``.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from ...io import lastsetup
from ...play.match import new_seed
from ...play.seat import Seat, SeatKind
from ...rules import MAX_SEED
from ...rules.components import PLAYER_COLOURS
from ...rules.state import SETUPS
from ...text import _, colour_name, problems, setup_help, setup_name
from ...text.window import KIND_LABEL
from .. import prefs, theme
from ..app import App, Scene
from ..board import art
from ..games.launch import new_match, start_game
from ..input import focus
from ..nethost import host_game
from ..widgets.backdrop import backdrop, title
from ..widgets.buttons import Button, TextField, panel_box
from ..widgets.setupplaces import places

# the kinds a seat may be set to (online: a person at another screen, in a network game)
KINDS = (SeatKind.HUMAN, SeatKind.ONLINE, SeatKind.EASY, SeatKind.MEDIUM, SeatKind.HARD, SeatKind.EXPERT)
OTHER_NAMES = ("Mira", "Tomas", "Ines", "Kofi")  # the names of the other seats (the first: "Player")


class SetupScene(Scene):
    busy = False  # nothing moves on its own: idle frame rate unless there is input

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.count = 2
        self.usual = (_("Player"), *OTHER_NAMES)  # the seats' names unless changed ("Player moves…")
        at = places()
        self.names = [TextField(at.names[i], self.usual[i], lastsetup.MAX_NAME) for i in range(5)]
        self.colours = list(PLAYER_COLOURS)
        self.kinds = [SeatKind.HUMAN] + [SeatKind.MEDIUM] * 4
        self.setup = "standard"
        self.seed = TextField(at.seed, "", len(str(MAX_SEED)), digits=True, placeholder=_("random"))
        self.message = problems.settings_notice(app.settings_notice)  # a damaged settings file: the defaults
        self._remember()
        self.buttons: list[Button] = []
        self._layout()

    def typing(self) -> bool:
        return any(f.focus for f in self.names + [self.seed])

    def _fields(self) -> list[TextField]:
        return self.names[: self.count] + [self.seed]

    def focusables(self) -> list[focus.Target]:
        """The name fields, the seed and every button, as one reads them: the count, then each seat's
        name, colour and kind, the setup, the seed, Back and Start."""
        out = [focus.target(("field", i), f.rect) for i, f in enumerate(self._fields())]
        return focus.reading_order(out + [focus.target(("button", b.value), b.rect) for b in self.buttons if b.enabled])

    def typing_key(self) -> Hashable | None:
        return next((("field", i) for i, f in enumerate(self._fields()) if f.focus), None)

    def focused(self, target: focus.Target) -> None:
        for i, f in enumerate(self._fields()):
            if target.key == ("field", i):
                f.enter()  # typing starts at once, the old name selected to be replaced
            else:
                f.focus = False

    def _remember(self) -> None:
        """The players and setup of the last game started here; a damaged file: one line, the usual ones."""
        last, problem = lastsetup.load()
        if problem and not self.message:
            self.message = _("The last game's players could not be read from {file}; the usual ones are set").format(
                file=lastsetup.FILE_NAME
            )
        if last is None:
            return
        self.count, self.setup = last.count, last.setup
        self.colours = [seat.colour for seat in last.seats]
        self.kinds = [seat.kind if seat.kind in KINDS else SeatKind.MEDIUM for seat in last.seats]
        for name, seat, usual in zip(self.names, last.seats, self.usual):
            name.text = seat.name or usual
            name.cursor = len(name.text)

    def remembered(self) -> lastsetup.LastSetup:
        """What Start keeps for next time (a name left as its seat's usual one: "", in any language)."""
        seats = []
        for name, usual, colour, kind in zip(self.names, self.usual, self.colours, self.kinds):
            text = name.text.strip()
            seats.append(Seat("" if text == usual else text, colour, kind))
        return lastsetup.LastSetup(self.count, tuple(seats), self.setup)

    # -- widgets -----------------------------------------------------------------------------
    def _layout(self) -> None:
        self.laid_for = theme.grow()  # the words' size it was laid out for
        at = places()
        for field, rect in zip(self.names, at.names):
            field.rect = pygame.Rect(rect)
        self.seed.rect = pygame.Rect(at.seed)
        b: list[Button] = []
        for n in range(2, 6):
            b.append(Button(at.counts[n - 2], str(n), ("count", n), selected=n == self.count, size=20))
        for i in range(self.count):
            b.append(
                Button(
                    at.colours[i],
                    colour_name(self.colours[i]),
                    ("colour", i),
                    _("Click for another colour (each colour once)"),
                    style="paper",
                )
            )
            for j, k in enumerate(KINDS):
                b.append(
                    Button(
                        at.kinds[i][j], _(KIND_LABEL[k]), ("kind", i, k), selected=self.kinds[i] == k, size=theme.READ
                    )
                )
        for j, mode in enumerate(SETUPS):
            b.append(
                Button(at.setups[j], setup_name(mode), ("setup", mode), setup_help(mode), selected=self.setup == mode)
            )
        on = self.app.settings.explain
        b.append(
            Button(
                at.explain,
                _("✓ Explain each decision (for learning)") if on else _("Explain each decision (for learning)"),
                ("explain",),
                _(
                    "When on, a sentence under the prompt explains each of your decisions: what it is about "
                    "and what the choices would give. E at the table switches it too."
                ),
                selected=on,
                size=theme.READ,
            )
        )
        b.append(
            Button(
                at.new_seed,
                _("New seed"),
                ("seed",),
                _("Pick a random seed (the same seed deals the same game)"),
                size=theme.READ,
            )
        )
        for colour_button in (x for x in b if x.value[0] == "colour"):
            colour_button.inset = 30  # its player marker sits there (drawn over the face)
        hosting = SeatKind.ONLINE in self.kinds[: self.count]
        start_tip = _("Host this game: the others join it from their screens") if hosting else ""
        b.append(Button(at.start, _("Host") if hosting else _("Start"), ("start",), start_tip, style="gold", size=24))
        b.append(Button(at.back, _("Back"), ("back",), size=20))
        self.buttons = b

    def button(self, value: tuple[str | int, ...]) -> Button | None:
        return next((x for x in self.buttons if x.value == value), None)

    def players(self) -> list[Seat]:
        out: list[Seat] = []
        for i in range(self.count):
            name = self.names[i].text.strip() or colour_name(self.colours[i])
            out.append(Seat(name, self.colours[i], self.kinds[i]))
        return out

    # -- input ----------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        fields = self.names[: self.count] + [self.seed]
        focused = next((i for i, f in enumerate(fields) if f.focus), None)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            back = bool(event.mod & pygame.KMOD_SHIFT)  # Tab: the next field, Shift+Tab: the one before
            if focused is None:
                fields[-1 if back else 0].enter()
            else:
                fields[focused].focus = False
                fields[(focused + (-1 if back else 1)) % len(fields)].enter()
            return
        for f in fields:
            if f.handle(event) and event.type != pygame.MOUSEBUTTONDOWN:
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons:
                if b.hit(event.pos):
                    self.press(b.value)
                    return
        elif event.type == pygame.KEYDOWN and not any(f.focus for f in self.names + [self.seed]):
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.press(("start",))
            elif event.key == pygame.K_ESCAPE:
                self.press(("back",))

    def press(self, value: tuple[Any, ...]) -> None:  # a button's value: its word, then what it needs
        what = value[0]
        if what == "count":
            self.count = value[1]
            self._fix_colours()
        elif what == "colour":
            i = value[1]
            used = set(self.colours[: self.count]) - {self.colours[i]}
            k = PLAYER_COLOURS.index(self.colours[i])
            for step in range(1, 6):
                c = PLAYER_COLOURS[(k + step) % 5]
                if c not in used:
                    self._swap_colour(i, c)
                    break
        elif what == "kind":
            self.kinds[value[1]] = SeatKind.parse(value[2])
        elif what == "setup":
            self.setup = value[1]
        elif what == "seed":
            self.seed.text = str(new_seed())
        elif what == "explain":
            prefs.change(self.app, explain=not self.app.settings.explain)
        elif what == "back":
            self.app.nav.to_start()
            return
        elif what == "start":
            self.start()
            return
        self._layout()

    def _swap_colour(self, i: int, c: str) -> None:
        j = self.colours.index(c)
        self.colours[i], self.colours[j] = self.colours[j], self.colours[i]

    def _fix_colours(self) -> None:
        # colours of the active seats are always distinct: self.colours is a permutation
        assert sorted(self.colours) == sorted(PLAYER_COLOURS)

    def start(self) -> None:
        if SeatKind.ONLINE in self.kinds[: self.count]:
            self.message = host_game(self.app, self.players(), self.setup)
            if not self.message:
                self._keep()
            return
        seed = int(self.seed.text) if self.seed.text.strip() else new_seed()
        if seed > MAX_SEED:
            self.message = _("The seed must be at most {max}").format(max=MAX_SEED)
            return
        board, layout_path = self.app.board, self.app.layout_path
        assert board is not None and layout_path is not None  # set by the launcher before any screen
        match = new_match(board, layout_path, self.players(), self.setup, seed)
        self._keep()
        start_game(self.app, match)

    def _keep(self) -> None:
        try:
            lastsetup.save(self.remembered())  # these players again next time
        except ValueError:
            pass  # a name the file could not hold: the game starts all the same, nothing is kept

    # -- drawing --------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        if self.laid_for != theme.grow():  # the window or the text size changed: laid out anew
            self._layout()
        at = places()
        surf.blit(backdrop("plain"), (0, 0))
        panel_box(surf, at.panel, (72, 54, 36))
        title(surf, _("New game"), 70, 52)
        heading = _("Players")  # left of the count buttons
        size = theme.fit_size(heading, theme.reading(22), at.counts[0].x - 12 - at.heading_x, "bold")
        theme.draw_text(surf, heading, (at.heading_x, at.players_y), size, theme.TEXT_LIGHT, "bold", anchor="midleft")
        for i in range(5):
            row = at.names[i]
            if i < self.count:
                m = art.player_marker(self.colours[i], 13)
                surf.blit(m, m.get_rect(center=(at.markers_x, at.colours[i].centery)))
                self.names[i].draw(surf, self.app.mouse, self.app.time)
            else:
                empty = _("Seat {number}: empty — choose more players above").format(number=i + 1)
                box = pygame.Rect(row.x, at.colours[i].y, at.panel.right - 20 - row.x, at.colours[i].h)
                size = theme.fit_size(empty, theme.reading(theme.READ), box.w)
                theme.draw_text(surf, empty, (box.x, box.centery), size, theme.TEXT_DIM, anchor="midleft", box=box)
        for b in self.buttons:
            b.draw(surf, self.app.mouse)
        for i in range(self.count):
            colour_button = self.button(("colour", i))
            assert colour_button is not None  # _layout makes one for every active seat
            r = colour_button.rect
            m = art.player_marker(self.colours[i], 9)
            surf.blit(m, m.get_rect(center=(r.x + 20, r.centery)))
        heading = _("Setup")  # left of the Explain toggle
        size = theme.fit_size(heading, theme.reading(22), at.explain.x - 12 - at.heading_x, "bold")
        theme.draw_text(surf, heading, (at.heading_x, at.setup_y), size, theme.TEXT_LIGHT, "bold", anchor="midleft")
        chosen = [SETUPS.index(self.setup)] if at.one_help else range(len(SETUPS))
        for box, j in zip(at.helps, chosen):  # under the setups' buttons (their tooltips say it all)
            mode = SETUPS[j]
            ink = theme.PAPER if mode == self.setup else theme.TEXT_DIM
            size, lines = theme.fit_block(setup_help(mode), theme.reading(theme.READ), box)
            for k, line in enumerate(lines):
                theme.draw_text(surf, line, (box.x, box.y + k * theme.line_h(size)), size, ink, box=box)
        box = at.seed_label  # the words end before the seed's field, in any language
        size, lines = theme.fit_block(_("Seed (optional)"), theme.reading(18), box, "bold")
        y = box.centery - theme.line_h(size, "bold") * len(lines) // 2
        for k, line in enumerate(lines):
            at_y = y + k * theme.line_h(size, "bold")
            theme.draw_text(surf, line, (box.x, at_y), size, theme.TEXT_LIGHT, "bold", box=box)
        self.seed.draw(surf, self.app.mouse, self.app.time)
        if self.message:
            box = at.message
            size, lines = theme.fit_block(self.message, theme.reading(theme.READ), box)
            y = box.centery - theme.line_h(size) * len(lines) // 2
            for k, line in enumerate(lines):
                where = (box.centerx, y + k * theme.line_h(size))
                theme.draw_text(surf, line, where, size, (255, 190, 120), anchor="midtop", box=box)
        if self.seed.text.strip():  # between Back and Start
            warning = _("A known seed deals a known game: anyone who\nknows it can work out the hidden tiles")
            box = at.warning
            size, lines = theme.fit_block(warning, theme.reading(theme.READ), box)
            if len(lines) > 2:  # where the words are larger, lines as wide as the box
                size, lines = theme.fit_block(warning.replace("\n", " "), theme.reading(theme.READ), box)
            y = box.centery - theme.line_h(size) * len(lines) // 2
            for k, line in enumerate(lines):
                where = (box.centerx, y + k * theme.line_h(size))
                theme.draw_text(surf, line, where, size, (255, 190, 120), anchor="midtop", box=box)
