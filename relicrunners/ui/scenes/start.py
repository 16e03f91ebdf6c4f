"""Start screen: New game, Continue (the most recent unfinished game), Saved games, Learn to play,
Rules, Settings, Quit."""

from __future__ import annotations

import pygame

from ...text import _, language, ngettext, problems
from ...text import tutorial as tutorial_words
from ...text.language import LANGUAGES
from ...tutorial.marker import is_tutorial
from .. import prefs, theme
from ..app import App, Scene
from ..games.launch import GameInUse, start_game
from ..games.saved import read_slots
from ..input import focus
from ..widgets.backdrop import backdrop, title
from ..widgets.buttons import Button


class StartScene(Scene):
    busy = False  # nothing moves on its own: idle frame rate unless there is input

    def __init__(self, app: App, message: str = "") -> None:
        super().__init__(app)
        # every unfinished game is read once (a damaged one is set aside with a notice)
        self.games, notices = read_slots(app)
        self.message = message or (
            notices[0]
            if len(notices) == 1
            else ngettext(
                "{n} saved game had problems; see Saved games",
                "{n} saved games had problems; see Saved games",
                len(notices),
            ).format(n=len(notices))
            if notices
            else ""
        )
        self.notices = notices
        first = self.games[0] if self.games else None
        self.saved = _("{players} · {summary}").format(players=first.players, summary=first.summary) if first else None
        cx = theme.W // 2
        labels = [(_("New game"), "new", "gold", "")]
        if self.games:
            labels.append(
                (
                    _("Continue"),
                    "continue",
                    "wood",
                    _("Resume your most recent game, exactly where it was left: {game}").format(game=self.saved),
                )
            )
            labels.append(
                (
                    _("Saved games ({n})").format(n=len(self.games)),
                    "saves",
                    "wood",
                    _("Every unfinished game: resume one or delete it"),
                )
            )
        labels.append((_("Learn to play"), "learn", "wood", tutorial_words.start_tooltip()))
        labels.append((_("Statistics"), "stats", "wood", _("Your games so far: wins against each bot level, scores")))
        labels.append(
            (_("Settings"), "settings", "wood", _("Sound, animation speed, language, colours, text size and more"))
        )
        labels.append((_("Quit"), "quit", "wood", ""))
        # under the pyramid (its foot at y 640), the last button ending above the message line (952)
        pitch = min(58, (932 - 648 - 44) // max(1, len(labels) - 1))
        self.buttons = [
            Button(
                (cx - 150, 648 + k * pitch, 300, min(50, pitch - 4)), label, value, tooltip=tip, style=style, size=22
            )
            for k, (label, value, style, tip) in enumerate(labels)
        ]
        # two rows hold two buttons each (the list stays short enough to read at 1280x800)
        self._share("learn", _("Rules"), "rules", _("How to play: every rule, with pictures (F1 anywhere)"))
        self._share("stats", _("Replays"), "replays", _("Look back through your games, decision by decision"))
        self._share(
            "settings",
            _("Join a game"),
            "join",
            _("Join a network game: the host's screen shows its address and invite code"),
        )
        # the languages, each named in its own words (never translated); the one in use is lit
        self.languages = [
            Button(
                (theme.W - 20 - (3 - k) * 162, 20, 150, 44),
                name,
                f"lang:{code}",
                style="gold" if code == language.current() else "wood",
                size=theme.READ,
            )
            for k, (code, name) in enumerate(LANGUAGES.items())
        ]

    @property
    def asking(self) -> bool:
        """Esc was pressed: "Quit Relic Runners?" waits for an answer (``App.ask_quit``)."""
        return self.app.asking is not None

    @property
    def question(self) -> list[Button]:
        """Its Quit and Stay buttons."""
        return self.app.asking.buttons if self.app.asking is not None else []

    def _share(self, left: str, label: str, value: str, tip: str) -> None:
        """The button ``left`` gives the right half of its row to a new button."""
        first = next(b for b in self.buttons if b.value == left)
        half = (first.rect.w - 8) // 2
        first.rect.w = half
        first.size = 20
        second = Button((first.rect.right + 8, first.rect.y, half, first.rect.h), label, value, tip, size=20)
        self.buttons.insert(self.buttons.index(first) + 1, second)

    def focusables(self) -> list[focus.Target]:
        return [focus.target(("button", b.value), b.rect) for b in self.buttons + self.languages if b.enabled]

    def button(self, value: str) -> Button | None:
        return next((b for b in self.buttons if b.value == value), None)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons + self.languages:
                if b.hit(event.pos):
                    self.choose(b.value)
                    return
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.choose("new")
            elif event.key == pygame.K_ESCAPE:  # a stray Esc never closes the game: it asks first
                self.app.ask_quit(_("Unfinished games are kept: Continue picks them up.") if self.games else "")

    def choose(self, value: str) -> None:
        if value == "new":
            self.app.nav.to_setup()
        elif value == "continue" and self.games:
            g = self.games[0]
            if is_tutorial(g.slot.id):  # the guided game goes on with its lessons
                self.app.nav.to_tutorial(resume=True)
            else:
                try:
                    start_game(self.app, g.match, g.slot)
                except GameInUse:  # this window stays on the start screen and says why
                    self.message = problems.open_elsewhere()
        elif value == "learn":
            self.app.nav.to_tutorial()
        elif value.startswith("lang:"):
            code = value.split(":", 1)[1]
            prefs.change(self.app, language=code)  # every word from now on, this screen first; kept
            self.app.nav.to_start(self.message)
        elif value == "rules":
            self.app.nav.to_rules(self)
        elif value == "stats":
            self.app.nav.to_stats(None)
        elif value == "replays":
            self.app.nav.to_replays()
        elif value == "join":
            self.app.nav.to_netjoin()
        elif value == "settings":
            self.app.nav.to_settings(None)  # back to a start screen made anew (the language may change)
        elif value == "saves":
            self.app.nav.to_saves(self.games, self.notices)
        elif value == "quit":  # meant: at once (unless this window hosts a network game)
            self.app.request_quit()

    def draw(self, surf: pygame.Surface) -> None:
        surf.blit(backdrop("menu"), (0, 0))
        title(surf, _("Relic Runners"), 150, 84)
        lead = _("Explore the jungle, clear the temples, carry the Relics home")
        size = theme.fit_size(lead, theme.reading(24), theme.W - 80)
        theme.draw_text(
            surf,
            theme.ellipsize(lead, size, theme.W - 80),
            (theme.W // 2, 226),
            size,
            theme.PAPER,
            anchor="center",
            shadow=(0, 0, 0),
        )
        for b in self.buttons + self.languages:
            b.draw(surf, self.app.mouse)
        cont = self.button("continue")
        if cont is not None and self.saved:  # beside Continue (its tooltip says it whole)
            box = pygame.Rect(cont.rect.right + 16, cont.rect.centery - 32, theme.W - cont.rect.right - 40, 64)
            size, lines = theme.fit_block(self.saved, theme.reading(theme.READ), box)
            y = box.centery - theme.line_h(size) * len(lines) // 2
            for k, line in enumerate(lines):
                at = (box.x, y + k * theme.line_h(size))
                theme.draw_text(surf, line, at, size, theme.PAPER, shadow=(0, 0, 0), box=box)
        if self.message:  # under the buttons
            box = pygame.Rect(100, 936, theme.W - 200, 60)
            size, lines = theme.fit_block(self.message, theme.reading(18), box)
            for k, line in enumerate(lines):
                at = (box.centerx, box.y + k * theme.line_h(size))
                theme.draw_text(surf, line, at, size, (255, 190, 120), anchor="midtop", shadow=(0, 0, 0), box=box)
