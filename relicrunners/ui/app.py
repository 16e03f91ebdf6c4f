"""The application: one logical 1600x1000 surface, scaled to the window; a stack-free scene machine.

Scenes have ``handle(event)``, ``update(dt)`` and ``draw(surface)``. Time comes from
``App.time`` which only ``step(dt)`` advances, so tests run without a real clock.
Mouse positions are mapped from the window back to the logical surface before any scene sees them.

``run`` draws at 60 fps while something is happening (input in the last half second, or the
scene reports ``busy``: an animation, a bot or a hint thinking) and at ``IDLE_FPS`` otherwise;
events are still read 60 times a second, so input wakes it at once.
"""

from __future__ import annotations

import os

import pygame

from ..rules.board import Board
from . import theme

MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
FPS = 60  # frames per second while something happens
IDLE_FPS = 10  # frames per second when nothing changes (an idle window stays cheap)
LIVELY_AFTER_INPUT = 0.5  # seconds of full frame rate after the last input (hover changes, clicks, keys)


class Scene:
    def __init__(self, app: App):
        self.app = app

    @property
    def busy(self) -> bool:
        """True while the scene changes on its own (animations, thinking) and needs full frame rate.
        A scene that does not know says True; the still ones (menus, hand-off, scores) say False."""
        return True

    def handle(self, event) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def draw(self, surf: pygame.Surface) -> None:
        pass


class App:
    def __init__(
        self,
        window_size=None,
        fullscreen: bool = False,
        speed: str = "normal",
        threaded_bots: bool = True,
        title: str = "Relic Runners",
    ):
        pygame.display.init()
        pygame.font.init()  # no mixer: the game is silent and needs no audio device
        self.fullscreen = fullscreen
        self.window_size = tuple(window_size or theme.SIZE)
        pygame.display.set_caption(title)
        self._open_window()
        self.speed = speed
        self.threaded_bots = threaded_bots
        self.board: Board | None = None  # the board new games are played on (set by the launcher)
        self.layout_path: str | None = None  # the layout file that board was read from
        self.time = 0.0
        self.mouse = (-1, -1)
        self.scene: Scene | None = None
        self.running = True
        self.frames = 0
        self.last_input = 0.0  # App.time of the last event (or scene switch)
        self._drawn_at = float("-inf")  # App.time of the last frame drawn

    # -- window and scaling -----------------------------------------------------------------
    def _open_window(self) -> None:
        if self.fullscreen:
            self.window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.window = pygame.display.set_mode(self.window_size, pygame.RESIZABLE)
        self._fit()

    def _fit(self) -> None:
        ww, wh = self.window.get_size()
        lw, lh = theme.SIZE
        self.scale = min(ww / lw, wh / lh) or 1.0
        self.view_size = (max(1, round(lw * self.scale)), max(1, round(lh * self.scale)))
        self.offset = ((ww - self.view_size[0]) // 2, (wh - self.view_size[1]) // 2)
        # at exactly the logical size, scenes draw straight into the window (one full blit less)
        if self.window.get_size() == theme.SIZE:
            self.logical = self.window
        elif getattr(self, "logical", None) is None or self.logical is self.window:
            self.logical = pygame.Surface(theme.SIZE).convert()

    def toggle_fullscreen(self) -> None:
        self.fullscreen = not self.fullscreen
        self._open_window()

    def to_logical(self, pos) -> tuple[int, int]:
        """Window pixel -> logical pixel (exact inverse of the scaling used for drawing)."""
        return (int((pos[0] - self.offset[0]) / self.scale), int((pos[1] - self.offset[1]) / self.scale))

    def to_window(self, pos) -> tuple[int, int]:
        return (round(pos[0] * self.scale + self.offset[0]), round(pos[1] * self.scale + self.offset[1]))

    # -- scenes ---------------------------------------------------------------------------
    def switch(self, scene: Scene) -> None:
        self.scene = scene
        self.last_input = self.time  # a new scene is drawn at once, at full rate for a moment

    def quit(self) -> None:
        self.running = False

    # -- loop -------------------------------------------------------------------------------
    def step(self, dt: float, draw: bool | None = True) -> None:
        """One frame: input, update by ``dt`` seconds, draw (``draw=None``: only if ``needs_frame()``)."""
        self.time += dt
        for event in pygame.event.get():
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

    def dispatch(self, event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED):
            window = pygame.display.get_surface()
            assert window is not None  # the window is open while its events arrive
            self.window = window
            self._fit()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type in MOUSE_EVENTS:
            d = dict(event.dict)
            d["pos"] = self.to_logical(event.pos)
            self.mouse = d["pos"]
            event = pygame.event.Event(event.type, d)
        if self.scene is not None:
            self.scene.handle(event)

    def render(self) -> None:
        if self.scene is not None:
            self.scene.draw(self.logical)
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

    def run(self) -> None:
        clock = pygame.time.Clock()
        while self.running:
            dt = clock.tick(FPS) / 1000.0  # events and updates every tick: input is never delayed
            self.step(min(dt, 0.1), draw=None)  # frames only as often as something changes


def headless() -> None:
    """Use the dummy video driver (no window) — screenshots, demos, tests."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
