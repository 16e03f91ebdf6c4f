"""The replay viewer's review (issue #27): where the reviewed player's win slipped away.

While a review is shown it takes the log's place (the viewer's Review button swaps the two):

- a heading with the previous / next mistake buttons (Page Up / Page Down);
- while it runs (``ui.games.reviewjob``: in worker processes, never in the window's): a progress
  bar and Cancel; the graph fills in as the decisions arrive;
- the graph of the win chance after each decision, turn by turn; a click or a drag on it jumps
  the replay to the nearest decision; mistakes (triangles) and blunders (diamonds) are marked
  on it and on the timeline;
- at a flagged decision: the sentence (``play.reviewwords.flagged_sentence``, the actions worded
  as the hint words them) and, on the board, the action played and the better one (two styles, a
  small legend); elsewhere the summary: mistakes, blunders, accuracy, the turn the game was
  decided, and a line for each other player whose review of this game is kept, where room allows.

Before a review starts, a small card asks whose decisions and how thoroughly (``ReviewAsk``).
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from ...play.replayer import Replayer
from ...play.review import Review, Reviewed, reviewable_seats
from ...play.reviewwords import kind_word, other_line, summary_line
from ...text import _, translation_serial
from ...text.numbers import percent
from .. import theme
from ..app import App
from ..board.view import BoardView
from ..games.reviewjob import ReviewJob, Source, default_seat, find_kept, kept_reviews
from ..widgets.buttons import Button
from ..widgets.panels import Panels
from ..widgets.replaybar import ReplayBar
from ..widgets.reviewask import ReviewAsk
from ..widgets.reviewgraph import ReviewGraph, draw_legend, draw_timeline_marks, legend_h
from .reviewboard import draw_on_board, draw_on_table, panel_words, sentence

PAGE_KEYS = {pygame.K_PAGEUP: -1, pygame.K_PAGEDOWN: 1}


class Viewer(Protocol):
    """What the panel reads of the replay viewer (``replay.ReplayScene``)."""

    app: App
    replayer: Replayer
    bv: BoardView
    bar: ReplayBar
    panels: Panels
    playing: bool

    @property
    def layout(self) -> Any: ...  # ``tablelayout.TableLayout``: the board's and the log's places

    def go(self, how: str, to: int | None = None) -> None: ...


class ReviewPanel:
    def __init__(self, scene: Viewer, source: Source) -> None:
        self.scene = scene
        self.source = source
        self.job: ReviewJob | None = None
        self.review: Review | None = None
        self.seat = 0
        self.strength = "quick"
        self.shown = False  # the panel in the log's place
        self.ask: ReviewAsk | None = None
        self.graph = ReviewGraph()
        self.dragging = False
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._buttons: list[Button] = []
        self._text_box = pygame.Rect(0, 0, 0, 0)
        self._bar = pygame.Rect(0, 0, 0, 0)
        self._head = pygame.Rect(0, 0, 0, 0)
        self._placed: tuple[Any, ...] = ()
        self._others: tuple[Any, list[str]] = ((), [])  # (for which review, the other players' lines)
        self._other: Button | None = None  # "Another player…" under the summary

    # -- what there is -----------------------------------------------------------------------------
    def seats(self) -> list[int]:
        r = self.scene.replayer
        return reviewable_seats(r.finished, r.match.kinds)

    @property
    def active(self) -> bool:
        return self.job is not None or self.review is not None

    @property
    def running(self) -> bool:
        return self.job is not None and self.job.running

    def decisions(self) -> list[Reviewed]:
        if self.review is not None:
            return list(self.review.decisions)
        return list(self.job.decisions) if self.job is not None else []

    def at(self) -> Reviewed | None:
        """The flagged decision the replay stands at, if any."""
        step = self.scene.replayer.step
        return next((d for d in self.decisions() if d.step == step and d.kind), None)

    # -- starting and stopping --------------------------------------------------------------------
    def open_ask(self, seat: int | None = None) -> None:
        seats = self.seats()
        if not seats:
            return
        names = [(s, self.scene.replayer.match.states[0].players[s].name) for s in seats]
        kinds = [str(k) for k in self.scene.replayer.match.kinds]
        self.ask = ReviewAsk(names, seat if seat is not None else default_seat(kinds, seats), self.strength)
        self.ask.place(pygame.Rect(0, 0, theme.W, theme.H))

    def start(self, seat: int, strength: str) -> None:
        """Show the review of ``seat``: kept from before (at once), else judged in the background."""
        self.stop()
        r = self.scene.replayer
        self.seat, self.strength, self.review, self.shown = seat, strength, None, True
        self._others = ((), [])  # another seat's review may have been kept since
        kept = find_kept(r.board, r.match.record, self.source, seat, strength)
        if kept is not None:
            self.review = kept
        else:
            self.job = ReviewJob(r.board, r.match.record, seat, strength, self.source)

    def stop(self) -> None:
        """Cancel a review still running (the viewer closes; Cancel)."""
        if self.job is not None and self.job.running:
            self.job.cancel()

    def update(self) -> None:
        job = self.job
        if job is not None and job.poll() and job.review is not None:
            self.review = job.review

    # -- input -------------------------------------------------------------------------------------
    def buttons(self) -> list[Button]:
        if self.ask is not None:
            return self.ask.buttons()
        if not (self.shown and self.active):
            return []
        other = self.other_button()
        return [*self._buttons, other] if other is not None else self._buttons

    def other_button(self) -> Button | None:
        """Under the summary, when another player's decisions could be reviewed: the card again."""
        return self._other if self.review is not None and self.at() is None else None

    def press(self, value: tuple[Any, ...]) -> bool:
        """A press on one of this panel's or card's buttons; False when it is not one of them."""
        if not isinstance(value, tuple) or not value:
            return False
        if self.ask is not None:
            done = self.ask.press(value)
            if done == "start":
                seat, strength = self.ask.seat, self.ask.strength
                self.ask = None
                self.start(seat, strength)
            elif done == "cancel":
                self.ask = None
            return True
        if value[0] == "review_cancel":
            self.stop()
        elif value[0] == "review_other":
            seats = self.seats()
            self.open_ask(seats[(seats.index(self.seat) + 1) % len(seats)] if self.seat in seats else None)
        elif value[0] == "review_jump":
            self.jump(int(value[1]))
        else:
            return False
        return True

    def jump(self, way: int) -> None:
        """To the previous (-1) or next (1) flagged decision from the replay's step; past the last
        one (or before the first) round to the other end, as a player at the end expects."""
        step = self.scene.replayer.step
        flagged = [d.step for d in self.decisions() if d.kind]
        found = [s for s in flagged if s < step] if way < 0 else [s for s in flagged if s > step]
        found = found or flagged
        if found:
            self.scene.playing = False
            self.scene.go("to", found[-1] if way < 0 else found[0])

    def handle(self, event: pygame.event.Event) -> bool:
        """Keys and clicks the review takes (True: taken, the viewer does nothing more)."""
        if self.ask is not None:
            if event.type == pygame.KEYDOWN:
                if event.key == pygame.K_ESCAPE:
                    self.ask = None
                elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                    self.press(("start",))
                return True
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                for b in self.ask.buttons():
                    if b.hit(event.pos):
                        self.press(b.value)
                return True
            return event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)
        if not (self.shown and self.active):
            return False
        if event.type == pygame.KEYDOWN and event.key in PAGE_KEYS:
            self.jump(PAGE_KEYS[event.key])
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.graph.hit(event.pos):
            self.dragging = True
            self._jump_to_x(event.pos[0])
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self._jump_to_x(event.pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        return False

    def graph_tip(self, pos: tuple[int, int]) -> list[Button]:
        """Over the graph: what the decision drawn nearest was (a tooltip, as a button's)."""
        ds = self.decisions()
        if not (self.shown and self.active and ds and self.graph.hit(pos)):
            return []
        d = ds[self.graph.nearest(pos[0], ds, self.scene.replayer.turns()) or 0]
        tip = _("Turn {turn} · chance to win ≈ {chance}. A click goes there.").format(
            turn=d.turn, chance=percent(d.played_chance)
        )
        if d.kind:
            tip = kind_word(d) + " · " + tip
        return [Button(self.graph.rect, "", None, tip)]

    def _jump_to_x(self, x: int) -> None:
        ds = self.decisions()
        k = self.graph.nearest(x, ds, self.scene.replayer.turns())
        if k is not None and ds[k].step != self.scene.replayer.step:
            self.scene.playing = False
            self.scene.go("to", ds[k].step)

    # -- layout ------------------------------------------------------------------------------------
    def place(self, rect: pygame.Rect) -> None:
        """The panel in ``rect`` (the log's place): heading and buttons, progress, graph, words."""
        flagged = [d for d in self.decisions() if d.kind]
        key = (tuple(rect), self.running, theme.text_scale, translation_serial(), len(flagged), self.seat)
        if key == self._placed:
            return
        self._placed = key
        self.rect = pygame.Rect(rect)
        t = theme.least()
        pad, gap = 8, 6
        bh = theme.line_h(t, "bold") + 10
        x, y, w = rect.x + pad, rect.y + pad, rect.w - 2 * pad
        out: list[Button] = []
        labels = ((-1, _("◀ Previous")), (1, _("Next ▶")))
        tips = (_("The previous mistake or blunder (Page Up)"), _("The next mistake or blunder (Page Down)"))
        right = x + w
        for (way, label), tip in zip(reversed(labels), reversed(tips)):
            bw = theme.width(label, t, "bold") + 18
            right -= bw
            out.append(Button((right, y, bw, bh), label, ("review_jump", way), tip, size=t, grow=False))
            right -= gap
        self._head = pygame.Rect(x, y, right - x, bh)
        y += bh + gap
        if self.running:
            label = _("Cancel")
            bw = theme.width(label, t, "bold") + 24
            out.append(
                Button((x + w - bw, y, bw, bh), label, ("review_cancel",), _("Stop the review"), size=t, grow=False)
            )
            self._bar = pygame.Rect(x, y, w - bw - gap, bh)
            y += bh + gap
        else:
            self._bar = pygame.Rect(0, 0, 0, 0)
        left = rect.bottom - pad - y
        size = theme.tsize(15)  # room for the longest flagged decision's sentence, and the legend
        lines = max([3] + [len(theme.wrap(self.sentence(d), size, w)) for d in flagged])
        gh = max(44, min(170, left - lines * theme.line_h(size) - legend_h() - gap, round(left * 0.6)))
        self.graph.place(pygame.Rect(x, y, w, gh))
        y += gh + gap
        self._text_box = box = pygame.Rect(x, y, w, max(0, rect.bottom - pad - y))
        self._buttons = out
        label, self._other = _("Another player…"), None
        if len(self.seats()) > 1 and box.h >= 3 * bh:
            rect2 = (x, box.bottom - bh, min(w, theme.width(label, t, "bold") + 24), bh)
            tip = _("Review another player's decisions of this game")
            self._other = Button(rect2, label, ("review_other",), tip, size=t, grow=False)

    # -- drawing -----------------------------------------------------------------------------------
    def name(self) -> str:
        return str(self.scene.replayer.match.states[0].players[self.seat].name)

    def sentence(self, d: Reviewed) -> str:
        return sentence(self.scene.replayer, d, self.seat)

    def others(self) -> list[str]:
        """The other players' kept reviews of this game at this strength, one line each."""
        if self.review is None or self._others[0] == (self.review, self.strength):
            return self._others[1]
        r, others = self.scene.replayer, [s for s in self.seats() if s != self.seat]
        kept = kept_reviews(r.board, r.match.record, self.source, others, self.strength)
        names = r.match.states[0].players
        lines = [other_line(k, str(names[s].name)) for s, k in kept]
        self._others = ((self.review, self.strength), lines)
        return lines

    def words(self) -> str:
        """What the words under the graph say now."""
        d = self.at()
        return self.sentence(d) if d is not None else panel_words(self.review, self.job, self.name())

    def draw(self, surf: pygame.Surface) -> None:
        self.place(self.rect)
        rect = self.rect
        pygame.draw.rect(surf, (44, 32, 20), rect, border_radius=8)
        pygame.draw.rect(surf, (120, 96, 60), rect, 1, border_radius=8)
        t = theme.least()
        head = _("Review of {name}").format(name=self.name())
        hs = theme.fit_size(head, t, self._head.w, "bold", smallest=theme.smallest())
        if theme.width(head, hs, "bold") > self._head.w:  # the name alone, whole where it fits
            head = self.name()
            hs = theme.fit_size(head, t, self._head.w, "bold", smallest=theme.smallest())
        theme.draw_text(
            surf,
            theme.ellipsize(head, hs, self._head.w, "bold"),
            self._head.midleft,
            hs,
            theme.TEXT_LIGHT,
            "bold",
            anchor="midleft",
            box=self._head,
        )
        job = self.job
        if self.running and job is not None:
            bar = self._bar
            pygame.draw.rect(surf, (28, 20, 12), bar, border_radius=5)
            done = bar.inflate(-4, -4)
            done.w = round(done.w * job.fraction())
            pygame.draw.rect(surf, theme.GOLD, done, border_radius=4)
            words = _("Reviewing: {done} of {total} decisions").format(done=len(job.decisions), total=job.total or "…")
            theme.draw_text(
                surf,
                theme.ellipsize(words, t, bar.w - 8),
                bar.center,
                t,
                theme.TEXT_LIGHT,
                anchor="center",
                shadow=(0, 0, 0),
                box=bar,
            )
        r = self.scene.replayer
        ds = self.decisions()
        d = self.at()
        self.graph.draw(surf, ds, r.turns(), r.turn_number(), ds.index(d) if d is not None else None)
        box = self._text_box
        if d is not None and box.h > 2 * legend_h():
            key = pygame.Rect(box.x, box.bottom - legend_h(), box.w, legend_h())
            draw_legend(surf, key, _("Better"), _("Played"))
            box = pygame.Rect(box.x, box.y, box.w, box.h - legend_h())
        other = self.other_button()
        if other is not None:  # the words above it
            box = pygame.Rect(box.x, box.y, box.w, other.rect.y - 4 - box.y)
        if box.h > 0:
            words = self.words()
            if d is None and self.review is not None and self.others():  # the others' lines where they fit,
                mine = summary_line(self.review, self.name())  # before the line on how to use the graph
                fits = [w for w in ("\n".join([x, *self.others()]) for x in (words, mine)) if self._fits(w, box)]
                words = fits[0] if fits else words
            size, lines = theme.fit_block(words, theme.tsize(15), box, smallest=t)
            lh = theme.line_h(size)
            for k, line in enumerate(lines):
                theme.draw_text(surf, line, (box.x, box.y + k * lh), size, theme.TEXT_LIGHT, box=box)
        flagged = any(x.kind for x in ds)
        for b in self._buttons:
            b.enabled = flagged or b.value[0] == "review_cancel"
            b.draw(surf, self.scene.app.mouse)
        if other is not None:
            other.draw(surf, self.scene.app.mouse)

    @staticmethod
    def _fits(words: str, box: pygame.Rect) -> bool:
        t = theme.least()
        return len(theme.wrap(words, t, box.w)) * theme.line_h(t) <= box.h

    def draw_board(self, surf: pygame.Surface) -> None:
        """At a flagged decision: the played action and the better one on the board."""
        d = self.at()
        if d is not None and self.shown:
            draw_on_board(surf, self.scene.replayer, self.scene.bv, d, self.seat)

    def draw_cells(self, surf: pygame.Surface) -> None:
        """At a flagged decision: the table spaces the two actions use, over the panels."""
        d = self.at()
        if d is not None and self.shown:
            draw_on_table(surf, self.scene.replayer, self.scene.panels, d, self.seat)

    def draw_timeline(self, surf: pygame.Surface) -> None:
        if self.active:
            draw_timeline_marks(surf, self.scene.bar.timeline, self.decisions(), self.scene.replayer.last)

    def draw_ask(self, surf: pygame.Surface) -> None:
        if self.ask is not None:
            self.ask.place(pygame.Rect(0, 0, theme.W, theme.H))
            self.ask.draw(surf, self.scene.app.mouse)
