"""The table's words that the player can change: "Explain each decision" (E) and the language
(L), and what the table does when the settings screen changed something mid-game. A mixin of
``GameScene`` (it reads the scene's table, controller, animations and panels). Both keys change
the settings through ``ui.prefs`` (so the settings screen shows them, and they are kept).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...text import _, language
from ...text.explain import explain
from ...text.language import LANGUAGES
from .. import prefs, theme
from .laidout import LaidOutTable

if TYPE_CHECKING:  # for the type checker only (the game scene's parts)
    from ...play.match import Match
    from ...rules import State
    from ..app import App
    from ..board.anim import AnimQueue
    from ..input.controller import Controller
    from ..widgets.logpanel import LogPanel
    from ..widgets.panels import Panels


class TableWords(LaidOutTable):
    _explained: tuple[tuple[int, ...], str] = ((), "")  # the explanation last drawn, by decision and room
    # what the game scene provides
    app: App
    ctrl: Controller
    anims: AnimQueue
    panels: Panels
    logpanel: LogPanel
    match: Match
    status: str
    handoff_due: bool
    decision_serial: int
    _chrome: pygame.Surface

    @property
    def state(self) -> State:  # the game scene's: the position
        raise NotImplementedError

    def view(self) -> State:  # the game scene's: the position as the viewer sees it
        raise NotImplementedError

    def human_turn(self) -> bool:  # the game scene's
        raise NotImplementedError

    def _prompt_box(self) -> pygame.Rect:  # the game scene's: where the explanation is written
        raise NotImplementedError

    # -- "Explain each decision" -------------------------------------------------------------------
    def explaining(self) -> bool:
        """True when each decision is explained under the prompt (the setting ``explain``)."""
        return bool(self.app.settings.explain)

    def toggle_explain(self) -> None:
        """E: explanations on or off, remembered in the settings file for the next games too."""
        on = not self.explaining()
        prefs.change(self.app, explain=on)
        self.status = "" if on else _("Explanations are off: E switches them on again")

    def explanation(self, rows: int = 2, room: int | None = None) -> str:
        """The sentence explaining the decision in hand ("" when explanations are off, or no human is
        deciding here now): as many of its clauses as fit ``rows`` lines of ``room`` pixels at 17 px."""
        if not self.explaining() or rows <= 0 or not self.ctrl.active or self.handoff_due or self.state.over:
            return ""
        if not self.human_turn() or self.anims.busy:
            return ""
        width = room or self._prompt_box().w
        key = (self.decision_serial, self.state.turn, len(self.match.actions), rows, width)
        if self._explained[0] != key:

            def fits(text: str) -> bool:
                return len(theme.wrap(text, theme.least(), width)) <= rows

            self._explained = (key, explain(self.view(), self.ctrl.legal, fits))
        return self._explained[1]

    def next_language(self) -> None:
        """L: the next language (English, Nederlands, Polski), at once and remembered; what was
        drawn once per table in words (the backdrop with the guide, the log's frame) is drawn anew."""
        codes = list(LANGUAGES)
        code = codes[(codes.index(language.current()) + 1) % len(codes)]
        prefs.change(self.app, language=code)
        self.redraw_words()
        self.status = _("Language: {language} (L for the next one)").format(language=LANGUAGES[code])

    def redraw_words(self) -> None:
        """What was drawn once per table with words or colours in it (the backdrop with the guide,
        the log's frame, the choice buttons) is drawn anew, where the layout for the words now
        puts it: the language, palette or text size changed."""
        self.relayout(force=True)

    def settings_changed(self, changed: set[str]) -> None:
        """Back from the settings screen: the animation speed and whatever was drawn in words
        follow what was changed there; the game itself is exactly as it was."""
        self.anims.speed = self.app.speed
        if changed & {"language", "colours", "text_size"}:
            self.redraw_words()
