"""The application: one logical 1600x1000 surface, scaled to the window; a stack-free scene machine.

Scenes have ``handle(event)``, ``update(dt)`` and ``draw(surface)``. Time comes from
``App.time`` which only ``step(dt)`` advances, so tests run without a real clock.
Mouse positions are mapped from the window back to the logical surface before any scene sees them.

``run`` reads events and draws at 60 fps while something is happening (input in the last half
second, or the scene reports ``busy``: an animation, a bot or a hint thinking). Otherwise it sleeps
in ``pygame.event.wait`` until an event arrives or the next idle frame is due (``IDLE_FPS``), so
an idle window costs next to nothing and input still wakes it at once.

The window opens at a size that fits the desktop, or where the player left it last time
(``placement``); F11 toggles full screen and back to the player's own size and place.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, ClassVar, Protocol

import pygame

from ..io import settings
from ..rules.board import Board
from ..rules.state import State
from ..text import _
from . import prefs, sound, theme
from .input import focus
from .widgets.quitask import QuitQuestion
from .window import desktop, placement
from .window.fit import ScaledWindow

MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
ARROWS = {pygame.K_LEFT: "left", pygame.K_RIGHT: "right", pygame.K_UP: "up", pygame.K_DOWN: "down"}
FPS = 60  # frames per second while something happens
IDLE_FPS = 1  # frames per second when nothing changes (an idle window stays cheap)
LIVELY_AFTER_INPUT = 0.5  # seconds of full frame rate after the last input (hover changes, clicks, keys)


class Scene:
    opens_rules = True  # F1 shows the rules pages over this scene (the rules scene itself: False)
    keeps_arrows = False  # the scene uses the arrow keys itself (Tab and Enter still move the focus)

    def __init__(self, app: App) -> None:
        self.app = app

    def rules_topic(self) -> str | None:
        """What the rules pages open at when F1 is pressed here (None: their first page)."""
        return None

    def typing(self) -> bool:
        """True while the player types in a text field here (letter keys such as M are words then)."""
        return False

    def focusables(self) -> list[focus.Target]:
        """What the keyboard may click here now, in reading order (``ui.input.focus``; none: the scene
        handles every key itself)."""
        return []

    def typing_key(self) -> Hashable | None:
        """The target key of the text field being typed in (the keyboard's focus follows it)."""
        return None

    def focused(self, target: focus.Target) -> None:
        """The keyboard's focus moved to ``target`` (a text field starts typing here)."""

    def quit_note(self) -> str | None:
        """What quitting here leaves behind, said before the program closes (``App.request_quit``);
        None: nothing, it closes at once. A screen opened from another (``back``) answers as that one."""
        back = getattr(self, "back", None)
        return back.quit_note() if isinstance(back, Scene) else None

    @property
    def busy(self) -> bool:
        """True while the scene changes on its own (animations, thinking) and needs full frame rate.
        A scene that does not know says True; the still ones (menus, hand-off, scores) say False."""
        return True

    def handle(self, event: pygame.event.Event) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def draw(self, surf: pygame.Surface) -> None:
        pass


class TableScene(Protocol):
    """What the screens shown over a table (the hand-off, the scores) ask of the game scene
    behind them, without importing it (``ui.scenes.game.GameScene``)."""

    end_heard: bool  # the scores' closing cadence was played for this table

    @property
    def state(self) -> State: ...

    def recap(self, seat: int) -> list[tuple[int | None, str]]: ...

    def take_seat(self, seat: int) -> None: ...

    def leave(self) -> None: ...

    def quit_note(self) -> str | None: ...


class Navigator(Protocol):
    """The ways from one screen to another. The scenes package registers its implementation
    (``ui.scenes.Routes``) in ``App.routes`` when it is imported, so a scene reaches any other as
    ``self.app.nav.to_setup()`` without importing it, and this module knows no scene. Each method
    makes the scene, shows it and returns it."""

    def to_start(self, message: str = "") -> Scene: ...
    def to_setup(self) -> Scene: ...
    def to_saves(self, games: list[Any] | None = None, notices: list[str] | None = None) -> Scene: ...
    def to_stats(self, back: Scene | None = None) -> Scene: ...
    def to_replays(self) -> Scene: ...
    def to_replay(
        self, replayer: Any, back: Scene | None = None, where: str = "", source: Any = None, review: bool = False
    ) -> Scene: ...
    def to_netjoin(self, message: str = "") -> Scene: ...
    def to_lobby(
        self, link: Any, code: str, url: str, name: str = "", host: Any = None, others: Any = None
    ) -> Scene: ...
    def to_netgame(
        self, link: Any, first: dict[str, Any], seats: list[Any], host: Any = None, others: Any = None
    ) -> Scene: ...
    def to_game(self, match: Any, writer: Any = None) -> Any: ...  # the game scene (its session is used)
    def to_end(self, match: Any, game: Any = None) -> Scene: ...
    def to_handoff(self, game: Any, seat: int) -> Scene: ...
    def to_rules(self, back: Scene | None, topic: str | None = None) -> Scene: ...
    def to_settings(self, back: Scene | None) -> Scene: ...
    def to_tutorial(self, fresh: bool = False, resume: bool = False) -> Scene: ...


class App(ScaledWindow):
    routes: ClassVar[Callable[[App], Navigator] | None] = None  # set by ui.scenes when it is imported

    def __init__(
        self,
        window_size: tuple[int, int] | None = None,
        fullscreen: bool = False,
        speed: str | None = None,
        threaded_bots: bool = True,
        title: str | None = None,
        lang: str | None = None,
    ) -> None:
        pygame.display.init()
        pygame.font.init()
        sound.init()  # the mixer only where there is an audio device: else silent, nothing said
        self.fullscreen = fullscreen
        screen = desktop.desktop_size()
        remembered = placement.load() if window_size is None else None
        place = placement.choose(screen, (window_size[0], window_size[1]) if window_size else None, remembered)
        self.window_size: tuple[int, int] = place.size  # the player's own window size (kept over F11)
        self.window_pos: tuple[int, int] | None = place.position  # its top-left corner, when known
        pygame.display.set_caption(title or _("Relic Runners"))
        desktop.set_icon()
        self._open_window()
        # the player's settings (io.settings), read once; a damaged file: defaults and a notice
        self.settings, self.settings_notice = settings.load()
        self.speed = speed or self.settings.speed  # --speed for this run, else the remembered one
        self.lang = lang  # --lang for this run (the launcher already uses it), else the remembered one
        self.threaded_bots = threaded_bots
        self.board: Board | None = None  # the board new games are played on (set by the launcher)
        self.layout_path: str | None = None  # the layout file that board was read from
        self.time = 0.0
        self.mouse = (-1, -1)
        self.scene: Scene | None = None
        self.running = True
        self.hosting: Any = None  # the network game server this window hosts (``ui.nethost``), if any
        self.frames = 0
        self.last_input = 0.0  # App.time of the last event (or scene switch)
        self._drawn_at = float("-inf")  # App.time of the last frame drawn
        self.focus = focus.Focus()  # the keyboard's target (Tab, arrows, Enter): ui/input/focus.py
        self.toast: tuple[str, float] | None = None  # a short word over any scene ("Sound off") until a time
        self.asking: QuitQuestion | None = None  # "Quit Relic Runners?" over the scene, waiting for an answer
        prefs.apply(self, start=True)  # language, sound, colours, text size as the player left them

    @property
    def nav(self) -> Navigator:
        """The ways to the other screens (``Navigator``), made once from ``App.routes``."""
        found: Navigator | None = self.__dict__.get("_nav")
        if found is None:
            if App.routes is None:
                raise RuntimeError("no screens are registered: import relicrunners.ui.scenes first")
            found = self.__dict__["_nav"] = App.routes(self)
        return found

    # -- scenes ---------------------------------------------------------------------------
    def switch(self, scene: Scene) -> None:
        self.scene = scene
        self.focus.clear()
        self.last_input = self.time  # a new scene is drawn at once, at full rate for a moment

    def quit(self) -> None:
        self.running = False

    def request_quit(self) -> None:
        """Quit, or first ask where leaving would be surprising (``ui.widgets.quitask``)."""
        note = self.scene.quit_note() if self.scene is not None else None
        if self.hosting is not None:
            note = _("This window hosts a network game: quitting stops it for the players who joined.")
        self.quit() if note is None else self.ask_quit(note)

    def ask_quit(self, note: str = "") -> None:
        """ "Quit Relic Runners?" over the scene, with ``note`` under it."""
        self.asking = QuitQuestion(note)
        self.focus.clear()

    # -- loop -------------------------------------------------------------------------------
    def step(self, dt: float, draw: bool | None = True, events: list[pygame.event.Event] | None = None) -> None:
        """One frame: input (``events``, else the queue), update by ``dt`` seconds, draw
        (``draw=None``: only if ``needs_frame()``)."""
        self.time += dt
        for event in pygame.event.get() if events is None else events:
            self.last_input = self.time
            self.dispatch(event)
        if self.scene is not None:
            self.scene.update(dt)
        if draw or (draw is None and self.needs_frame()):
            self.render()

    def lively(self) -> bool:
        """Something is happening: recent input, or the scene says it is busy."""
        return self.time - self.last_input < LIVELY_AFTER_INPUT or (self.scene is not None and self.scene.busy)

    def needs_frame(self) -> bool:
        """Draw now? Every tick while lively, else ``IDLE_FPS`` times a second."""
        return self.lively() or self.time - self._drawn_at >= 1.0 / IDLE_FPS - 1e-6

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:  # the window's close button (pressed again while it asks: quit)
            self.quit() if self.asking is not None else self.request_quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED):
            window = pygame.display.get_surface()
            assert window is not None  # the window is open while its events arrive
            self.window = window
            if not self.fullscreen:
                self.window_size = window.get_size()
            self._fit()
            return
        if event.type == pygame.WINDOWMOVED and not self.fullscreen:
            self.window_pos = (event.x, event.y)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if self.asking is not None:  # the question takes every other event
            self.asking.handle(self, event)
            return
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_m
            and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)
            and not (self.scene is not None and self.scene.typing())
        ):
            self.toggle_mute()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1 and self.scene is not None:
            if self.scene.opens_rules:  # the rules, from anywhere; closing them returns here
                self.nav.to_rules(self.scene, self.scene.rules_topic())
            return
        if event.type == pygame.KEYDOWN and self.scene is not None and self._focus_key(event):
            return
        if event.type in MOUSE_EVENTS:
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.focus.clear()  # the mouse took over
            d = dict(event.dict)
            d["pos"] = self.to_logical(event.pos)
            self.mouse = d["pos"]
            event = pygame.event.Event(event.type, d)
        if self.scene is not None:
            self.scene.handle(event)

    def _focus_key(self, event: pygame.event.Event) -> bool:
        """Tab, Shift+Tab, arrows and Enter move and use the keyboard focus (``ui.input.focus``) where the
        scene lists targets. True when the key was used so."""
        scene = self.scene
        assert scene is not None
        if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return False
        targets = scene.focusables()
        if not targets:
            return False
        typing = scene.typing()
        if typing:
            self.focus.key = scene.typing_key()
        key = event.key
        if key == pygame.K_TAB:
            chosen = self.focus.step(targets, back=bool(event.mod & pygame.KMOD_SHIFT))
        elif key in ARROWS and not typing and not scene.keeps_arrows:
            chosen = self.focus.move(targets, ARROWS[key])
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and not typing:
            now = self.focus.current(targets)
            if now is None:
                return False  # Enter keeps its meaning where nothing is focused
            self._click(now.point)
            return True
        else:
            if key == pygame.K_ESCAPE:
                self.focus.clear()
            return False
        if chosen is not None:
            self.mouse = chosen.point  # what it is shows as under the mouse (tooltips, hover)
            scene.focused(chosen)
        return True

    def _click(self, point: tuple[int, int]) -> None:
        """A left click at logical ``point``, as the keyboard's Enter on a target."""
        assert self.scene is not None
        self.mouse = point
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.scene.handle(pygame.event.Event(kind, button=1, pos=point, touch=False))

    def _draw_focus(self, surf: pygame.Surface) -> None:
        """The keyboard's target: a thick white ring in a dark rim, unlike any highlight."""
        if self.focus.key is None or self.scene is None:
            return
        now = self.focus.current(self.asking.focusables() if self.asking else self.scene.focusables())
        if now is None:
            return
        r = pygame.Rect(now.rect).inflate(10, 10)
        pygame.draw.rect(surf, (20, 16, 12), r.inflate(4, 4), 7, border_radius=10)
        pygame.draw.rect(surf, (255, 255, 255), r, 3, border_radius=8)

    def toggle_mute(self) -> None:
        """M: sound off or on, remembered in the settings, said for a moment over the scene."""
        prefs.change(self, mute=not self.settings.mute)
        self.toast = (_("Sound off (M)") if self.settings.mute else _("Sound on (M)"), self.time + 1.5)

    def render(self) -> None:
        if self.scene is not None:
            self.scene.draw(self.logical)
            if self.asking is not None:
                self.asking.draw(self.logical, self.mouse)
            self._draw_focus(self.logical)
        if self.toast is not None:
            self._draw_toast(self.logical)
        if self.logical is not self.window:
            self.window.fill((0, 0, 0))
            scaled = (
                pygame.transform.smoothscale(self.logical, self.view_size)
                if self.scale < 1
                else pygame.transform.scale(self.logical, self.view_size)
            )
            self.window.blit(scaled, self.offset)
        pygame.display.flip()
        self.frames += 1
        self._drawn_at = self.time

    def _draw_toast(self, surf: pygame.Surface) -> None:
        assert self.toast is not None
        text, until = self.toast
        if self.time >= until:
            self.toast = None
            return
        picture = theme.text_surface(text, 22, theme.TEXT_LIGHT, "bold")
        box = picture.get_rect(midtop=(theme.W // 2, 70)).inflate(36, 16)
        pygame.draw.rect(surf, theme.PANEL, box, border_radius=10)
        pygame.draw.rect(surf, theme.GOLD, box, 2, border_radius=10)
        theme.draw_text(surf, text, box.center, 22, theme.TEXT_LIGHT, "bold", anchor="center", box=box)

    def idle_wait_ms(self) -> int:
        """How long ``run`` may sleep waiting for input before the next idle frame is due."""
        due = self._drawn_at + 1.0 / IDLE_FPS - self.time
        return 1 if due <= 0 else max(1, min(1000 // IDLE_FPS, int(due * 1000)))

    def run(self) -> None:
        clock = pygame.time.Clock()
        while self.running:
            if self.lively():
                dt = clock.tick(FPS) / 1000.0  # events and updates every tick: input is never delayed
                self.step(min(dt, 0.1), draw=None)
                continue
            first = pygame.event.wait(self.idle_wait_ms())  # asleep until input or the next idle frame
            events = ([] if first.type == pygame.NOEVENT else [first]) + pygame.event.get()
            self.step(min(clock.tick() / 1000.0, 1.0), draw=None, events=events)
        placement.save(self.place())
        if self.hosting is not None:
            self.hosting.stop()  # its games are on disk: a server started later takes them up
