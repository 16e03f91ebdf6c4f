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
from ..widgets.backdrop import FOOT, backdrop, title
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
        self._layout()

    def _layout(self) -> None:
        """The buttons, as large as their words (made anew when the window or the text size changes)."""
        self.laid_for = theme.grow()
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
        # under the pyramid (its foot at y 640), the last button ending above the message line (952);
        # larger words: wider and taller buttons, starting higher where they need the room, and the
        # pyramid, smaller, stands on the first (left out where too little room is left)
        z = theme.grow()
        w, least_h = min(620, round(300 * z)), theme.line_h(theme.reading(20), "bold") + 8
        shared = z <= 1.05  # three rows hold two buttons each (each half a button, or whole ones)
        pitch = max(least_h + 4, min(58, (932 - 648 - 44) // max(1, len(labels) - 1)))
        top = min(648, 932 - 44 - pitch * (len(labels) - 1))
        self.foot = min(FOOT, top - 8)
        h = max(min(50, pitch - 4), least_h)
        self.buttons = [
            Button((cx - w // 2, top + k * pitch, w, h), label, value, tooltip=tip, style=style, size=22)
            for k, (label, value, style, tip) in enumerate(labels)
        ]
        more = [
            ("learn", _("Rules"), "rules", _("How to play: every rule, with pictures (F1 anywhere)")),
            ("stats", _("Replays"), "replays", _("Look back through your games, decision by decision")),
            (
                "settings",
                _("Join a game"),
                "join",
                _("Join a network game: the host's screen shows its address and invite code"),
            ),
        ]
        for left, label, value, tip in more:
            if shared:
                self._share(left, label, value, tip)
            else:  # larger words: two whole buttons side by side
                self._beside(left, label, value, tip)
        # the languages, each named in its own words (never translated); the one in use is lit
        lang_w = round(150 * z)
        self.languages = [
            Button(
                (theme.W - 20 - (3 - k) * (lang_w + 12), 20, lang_w, 44),
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

    def _beside(self, left: str, label: str, value: str, tip: str) -> None:
        """A new button as wide as the button ``left``, the two side by side and centred."""
        first = next(b for b in self.buttons if b.value == left)
        first.rect.x = theme.W // 2 - first.rect.w - 4
        second = Button(first.rect.move(first.rect.w + 8, 0), label, value, tip, size=22)
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
        if self.laid_for != theme.grow():  # the window or the text size changed: laid out anew
            self._layout()
        surf.blit(backdrop("menu", self.foot), (0, 0))
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
        if self.asking:  # "Quit Relic Runners?" over the shaded screen: the menu waits behind it, unseen
            return
        for b in self.buttons + self.languages:
            b.draw(surf, self.app.mouse)
        cont = self.button("continue")
        if cont is not None and self.saved:  # beside Continue (its tooltip says it whole)
            h = max(64, 4 * theme.line_h(theme.reading(theme.READ)))
            box = pygame.Rect(cont.rect.right + 16, cont.rect.centery - h // 2, theme.W - cont.rect.right - 40, h)
            size, lines = theme.fit_block(self.saved, theme.reading(theme.READ), box, sep=" · ")
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
