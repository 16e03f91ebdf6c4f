"""The lesson engine: where the player is in the script, which action the lesson waits for, what to
highlight, what the card says and what a click the lesson does not want is answered with.

Everything follows from the actions played (``Tutor.place(match)``): the human's actions are
compared with the script's, so a game left and resumed from its slot, or an undo, lands on the
right lesson by itself. No pygame here (the window's ``TutorialScene`` draws what this says).

``Place.mode``:

- ``lesson``: the script's next human action is awaited (``Tutor.expected``);
- ``explain``: every action of the script is played; the explanation lessons are shown;
- ``free``: the player played on past the lessons (or the game is over): nothing is gated;
- ``off``: the game has left the script (it was played on without the lessons, or the board no
  longer allows the next action): nothing is gated, the card says so.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from ..play.match import Match
from ..rules import Action, ActionKind, State, apply, legal_actions, new_game, view_for
from ..rules.components import RELICS_TO_END
from ..text import tool_label
from ..text import tutorial as words
from .script import Script

LESSON, EXPLAIN, FREE, OFF = "lesson", "explain", "free", "off"
BUTTON_KINDS = ("explore", "end", "choose", "keep", "decline", "take", "use", "done", "stay")

BoardRef = tuple[str, Any]  # ("sites", 3), ("trails", 12), ("cells", "S1"), ("button", action)
Label = Callable[[Action], str]  # the words of an action's choice button (the window's)


@dataclass(frozen=True)
class Place:
    mode: str
    lesson: int = -1  # the lesson shown (-1: none)
    step: int = 0  # its step awaited (lesson mode)
    done: int = 0  # the script's human actions played so far


@dataclass(frozen=True)
class Card:
    """What the lesson card says."""

    heading: str  # "Lesson 3 of 11"
    title: str
    why: str
    note: str  # about this step ('' for none)
    task: str  # what to click now ('' when nothing is to be clicked)


class Bot(Protocol):
    def decide(self, view: State, legal: Sequence[Action]) -> Action: ...


class Tutor:
    """The lessons of ``script``. With ``bot`` (the lesson bot of the game's bot seat) the whole
    game the script makes is known, bot moves included: a game whose bot played otherwise (played
    on outside the lessons, with another bot) is off the script at once."""

    def __init__(self, script: Script, bot: Bot | None = None):
        self.script = script
        self.board = script.board
        self.flat = script.steps()
        self.explains = [k for k, lesson in enumerate(script.lessons) if lesson.explains]
        self.bot = bot
        self._canon: list[Action] | None = None

    def canonical(self) -> list[Action] | None:
        """Every action of the game the script makes, up to the human's turn after its last
        action (None without a bot). Worked out once, through the rules engine."""
        if self.bot is None or self._canon is not None:
            return self._canon
        sc = self.script
        s = new_game(self.board, [(c, c) for c, _k in sc.seats], sc.setup, sc.seed)
        out: list[Action] = []

        def bots() -> State:
            st = s
            while not st.over and st.current == sc.bot:
                assert self.bot is not None
                a = self.bot.decide(view_for(st, sc.bot), legal_actions(st))
                out.append(a)
                st = apply(st, a)[0]
            return st

        for _lesson, _step, a in self.flat:
            s = bots()
            if a not in legal_actions(s):
                break  # a script that no longer fits the rules (its test says so): known up to here
            out.append(a)
            s = apply(s, a)[0]
        else:
            bots()
        self._canon = out
        return out

    @property
    def total(self) -> int:
        return len(self.script.lessons)

    # -- where the player is ----------------------------------------------------------------------
    def human_actions(self, match: Match) -> list[Action]:
        human = self.script.human
        return [a for i, a in enumerate(match.actions) if match.actor(i) == human]

    def place(self, match: Match) -> Place:
        played = self.human_actions(match)
        k = 0
        while k < len(played) and k < len(self.flat) and played[k] == self.flat[k][2]:
            k += 1
        if match.state.over:
            return Place(FREE, done=k)
        canon = self.canonical()
        if canon is not None and k < len(self.flat):
            m = min(len(canon), len(match.actions))
            if match.actions[:m] != canon[:m]:
                return Place(OFF, done=k)  # the bot played otherwise: not the lessons' board
        if k < len(played):
            return Place(FREE if k == len(self.flat) else OFF, done=k)
        if k == len(self.flat):
            return Place(EXPLAIN, self.explains[0], 0, k) if self.explains else Place(FREE, done=k)
        lesson, step, expected = self.flat[k]
        s = match.state
        if s.current == self.script.human and expected not in legal_actions(s):
            return Place(OFF, done=k)  # the board went its own way (the bot played otherwise)
        return Place(LESSON, lesson, step, k)

    def expected(self, place: Place) -> Action | None:
        return self.flat[place.done][2] if place.mode == LESSON else None

    def gated(self, place: Place) -> bool:
        """Actions are checked against the lesson (not in free play or off the script)."""
        return place.mode in (LESSON, EXPLAIN)

    # -- what to click ----------------------------------------------------------------------------
    def target(self, place: Place) -> BoardRef | None:
        """What the lesson wants clicked: a site, a trail, a space of the Progression Table or a
        choice button (None: nothing, e.g. an explanation)."""
        a = self.expected(place)
        if a is None:
            return None
        if a.kind == ActionKind.MOVE:
            return ("sites", a.args[-1])
        if a.kind == ActionKind.PLACE:
            return ("trails", a.args[0])
        if a.kind == ActionKind.STEP:
            return ("cells", a.args[1])
        if a.kind == ActionKind.TOOL:
            return ("cells", f"{a.args[0]}{a.args[1]}")
        return ("button", a)

    def where(self, a: Action, state: State | None = None) -> str:
        """The site, trail or space an action is about, as the board and panels name it."""
        b = self.board
        if a.kind in (ActionKind.MOVE, ActionKind.JUMP, ActionKind.VISIT):
            site: int = a.args[-1]
            return words.camp_name() if site == b.camp else b.sites[site].id
        if a.kind == ActionKind.PLACE:
            return str(b.trails[a.args[0]].id)
        if a.kind == ActionKind.STEP:
            return tool_label(a.args[1])
        if a.kind == ActionKind.TOOL:
            return tool_label(f"{a.args[0]}{a.args[1]}")
        if a.kind == ActionKind.EXPLORE and state is not None:
            return b.sites[state.players[state.current].site].id
        return ""

    def _to_camp(self, a: Action, kind: str) -> str:
        """``kind``, or its own key when ``a`` walks or jumps to Base Camp: a sentence of its own,
        as Base Camp takes an article in some languages ("Klik op het BasisKamp")."""
        if a.kind in (ActionKind.MOVE, ActionKind.JUMP) and a.args[-1] == self.board.camp:
            return f"{a.kind.value} camp"
        return kind

    def task(self, a: Action, label: Label) -> str:
        kind = (
            a.kind
            if a.kind
            in (ActionKind.MOVE, ActionKind.EXPLORE, ActionKind.PLACE, ActionKind.STEP, ActionKind.TOOL, ActionKind.END)
            else "button"
        )
        return words.task(self._to_camp(a, kind), where=self.where(a), label=label(a))

    # -- the card -----------------------------------------------------------------------------------
    def values(self, lesson: int, state: State) -> dict[str, Any]:
        """What a lesson's words may name (see relicrunners/text/tutorial.py)."""
        b = self.board
        mine = [a for k, _j, a in self.flat if k == lesson]
        before = [a for k, _j, a in self.flat if k < lesson]
        moves = [a for a in mine if a.kind == ActionKind.MOVE]
        last_move = next((a for a in reversed(before) if a.kind == ActionKind.MOVE), None)
        site = moves[0].args[-1] if moves else (last_move.args[-1] if last_move else b.camp)
        out: dict[str, Any] = {
            "site": b.sites[site].id,
            "start": b.sites[moves[0].args[0]].id if moves else b.sites[site].id,
            "relics": RELICS_TO_END[state.n],
            "bot": state.players[self.script.bot].name,
            "trail": "",
            "tool": "",
        }
        for a in mine:
            if a.kind == ActionKind.PLACE and not out["trail"]:
                out["trail"] = b.trails[a.args[0]].id
            if a.kind in (ActionKind.STEP, ActionKind.TOOL) and not out["tool"]:
                out["tool"] = self.where(a)
        return out

    def card(self, place: Place, state: State, label: Label, my_turn: bool) -> Card | None:
        """The card for ``place`` (None in free play). ``my_turn``: the human may click now."""
        if place.mode == FREE:
            return None
        if place.mode == OFF:
            w = words.off_script()
            return Card("", w.title, w.why, "", "")
        lesson = self.script.lessons[place.lesson]
        w = words.lesson(lesson.id)
        values = self.values(place.lesson, state)
        heading = words.heading(place.lesson + 1, self.total)
        if place.mode == EXPLAIN:
            return Card(heading, w.title, w.why.format(**values), "", "")
        a = self.expected(place)
        assert a is not None
        note = words.step_note(lesson.id, place.step).format(**values)
        task = self.task(a, label) if my_turn else words.waiting(values["bot"])
        return Card(heading, w.title, w.why.format(**values), note, task)

    # -- the gate -------------------------------------------------------------------------------------
    def refusal(self, place: Place, action: Action, state: State, label: Label, button: str = "") -> str | None:
        """The answer to ``action`` chosen by the human at ``place``: None when the lesson takes it
        (or nothing is gated), else what it would have done and what the lesson wants instead."""
        if not self.gated(place):
            return None
        if place.mode == EXPLAIN:
            return words.read_first(button)
        expected = self.expected(place)
        if action == expected or expected is None:
            return None
        topic = words.lesson(self.script.lessons[place.lesson].id).topic.format(**self.values(place.lesson, state))
        return words.refusal(self.would(action, state, label), topic, self.task(expected, label))

    def would(self, a: Action, state: State, label: Label) -> str:
        """What ``a`` would do, in a few words (the kinds a lesson meets; the button's words else)."""
        if a.kind in (
            ActionKind.MOVE,
            ActionKind.JUMP,
            ActionKind.EXPLORE,
            ActionKind.PLACE,
            ActionKind.STEP,
            ActionKind.TOOL,
        ):
            return words.would(self._to_camp(a, a.kind), self.where(a, state))
        if a.kind == ActionKind.END:
            return words.would("end")
        if a.kind == ActionKind.CHOOSE:
            return words.would(f"choose {a.args[0]}")
        return words.would("other", label(a))
