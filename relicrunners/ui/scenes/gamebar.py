"""The table's prompt bar: the line over the choices (whose turn it is and what they decide), the
status or hint line under it, the choice buttons and the keys line. A mixin of ``GameScene`` (it
reads the scene's table, controller, bots and animations).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...rules import Action, State
from ...text import _
from ...text import prompt as prompt_for
from ...text.numbers import percent
from .. import theme
from ..board import art
from ..widgets.promptarea import draw_keys_line, draw_prompt
from .gamewords import TableWords

if TYPE_CHECKING:  # for the type checker only (the game scene's parts)
    from ...session.bots import BotRunner


class TablePrompt(TableWords):
    # what the game scene provides
    runner: BotRunner
    hint: tuple[Action, float] | None

    def hint_thinking(self) -> bool:  # the game scene's: a hint is being computed
        raise NotImplementedError

    def hint_line(self) -> str:
        if self.hint_thinking():
            return _("Thinking about a hint…")
        if self.hint is None:
            return ""
        action, chance = self.hint
        return _("Hint: {action} (your chance to win ≈ {percent})").format(
            action=self.ctrl.hint_text(action), percent=percent(chance)
        )

    def prompt_text(self) -> str:
        """The prompt for the human to play, worded for what is really open now."""
        return prompt_for(self.state.decision(), self.ctrl.legal, self.state)

    def _draw_bar(self, surf: pygame.Surface, view: State, t: float) -> None:
        s = self.state
        cur = view.players[s.current]
        m = art.player_marker(cur.colour, 11)
        box = self.layout.prompt
        surf.blit(m, m.get_rect(center=(30, box.y + theme.line_h(theme.tsize(19), "bold") // 2 + 2)))
        prompt = self.prompt_line(cur.name, t)
        hint_line = self.hint_line()
        # the status line never repeats the prompt (a lost connection is said once, by the prompt)
        status = next((x for x in (self.ctrl.status, self.status, hint_line) if x and x != prompt), "")
        draw_prompt(surf, self.layout.prompt, prompt, status, status == hint_line, self.explanation)
        for b in self.ctrl.buttons:
            b.draw(surf, self.app.mouse)
        if self.ctrl.active and not self.anims.busy:
            for rect in self.ctrl.hint_targets()["buttons"]:  # the hinted choice button is outlined
                pygame.draw.rect(surf, theme.HINT, rect.inflate(6, 6), 3, border_radius=8)
        if self.ctrl.active:
            draw_keys_line(surf, self.layout.keys)

    def prompt_line(self, name: str, t: float) -> str:
        """The line over the choices: whose turn it is and what they decide (``name``: the player
        to act, ``t``: the clock, for the bot's thinking dots)."""
        s = self.state
        if s.over:
            return _("The game is over: this is the final board (Scores shows the result)")
        if not self.match.is_human(s.current):
            dots = "." * (1 + int(t * 3) % 3)
            if self.runner.thinking or not self.anims.busy:
                return _("{name} (bot) is thinking{dots}").format(name=name, dots=dots)
            return _("{name} (bot) is playing").format(name=name)
        if self.handoff_due:
            return _("Pass the mouse to {name}").format(name=name)
        return _("{name}: {prompt}").format(name=name, prompt=self.prompt_text())
