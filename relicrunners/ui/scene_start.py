"""Start screen: New game, Continue (when an autosave exists), Quit."""
from __future__ import annotations

import pygame

from . import storage, theme
from .app import Scene
from .backdrop import backdrop, title
from .widgets import Button


class StartScene(Scene):
    busy = False            # nothing moves on its own: idle frame rate unless there is input

    def __init__(self, app, message: str = ""):
        super().__init__(app)
        self.message = message
        storage.AUTOSAVER.flush()               # the last action of a game left via Menu is on disk
        cx = theme.W // 2
        self.buttons = [Button((cx - 150, 680, 300, 58), "New game", "new", style="gold", size=22)]
        self._resumed = None                     # the autosave, replayed once to describe it
        self.saved = self._describe_autosave() if storage.has_autosave() else None
        if self.saved is not None:
            self.buttons.append(Button((cx - 150, 752, 300, 58), "Continue", "continue", size=22,
                                       tooltip=f"Resume the game in progress, exactly where it was left: {self.saved}"))
        self.buttons.append(Button((cx - 150, 824 if len(self.buttons) > 1 else 752, 300, 58), "Quit", "quit", size=22))

    def button(self, value: str) -> Button | None:
        return next((b for b in self.buttons if b.value == value), None)

    def handle(self, event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons:
                if b.hit(event.pos):
                    self.choose(b.value)
                    return
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.choose("new")
            elif event.key == pygame.K_ESCAPE:
                self.choose("quit")

    def choose(self, value: str) -> None:
        if value == "new":
            from .scene_setup import SetupScene
            self.app.switch(SetupScene(self.app))
        elif value == "continue":
            from .launch import SaveError, resume, start_game
            match, self._resumed = self._resumed, None
            if match is None:
                try:
                    match = resume(self.app.board, self.app.layout_path, storage.autosave_path())
                except SaveError as e:
                    self.message = f"Cannot continue: {e}"
                    return
            start_game(self.app, match)
        elif value == "quit":
            self.app.quit()

    def draw(self, surf) -> None:
        self._draw(surf)
        b = self.button("continue")
        if b is not None and self.saved:
            theme.draw_text(surf, self.saved, (b.rect.right + 16, b.rect.centery), 16, theme.PAPER, anchor="midleft",
                            shadow=(0, 0, 0))

    def _draw(self, surf) -> None:
        surf.blit(backdrop("menu"), (0, 0))
        title(surf, "Relic Runners", 150, 84)
        theme.draw_text(surf, "Explore the jungle, clear the temples, carry the Relics home",
                        (theme.W // 2, 226), 24, theme.PAPER, anchor="center", shadow=(0, 0, 0))
        for b in self.buttons:
            b.draw(surf, self.app.mouse)
        if self.message:
            theme.draw_text(surf, self.message[:140], (theme.W // 2, 920), 18, (255, 190, 120), anchor="center",
                            shadow=(0, 0, 0))


    def _describe_autosave(self) -> str:
        """Who plays the saved game, its turn and whose turn it is (the save is replayed once)."""
        from .launch import SaveError, resume
        try:
            match = resume(getattr(self.app, "board", None), getattr(self.app, "layout_path", None),
                           storage.autosave_path())
        except (SaveError, OSError, ValueError, AttributeError, TypeError):
            return _names_only()
        self._resumed = match
        s = match.state
        names = " vs ".join(p.name for p in s.players)
        return f"{names} · turn {s.turn}, {s.players[s.current].name} to play"


def _names_only() -> str:
    """The players of a save that cannot be replayed (Continue then says why)."""
    import json
    try:
        data = json.loads(storage.autosave_path().read_text(encoding="utf-8"))
        return " vs ".join(str(p.get("name", "?")) for p in data.get("players", []))
    except (OSError, ValueError, AttributeError, TypeError):
        return "saved game"
