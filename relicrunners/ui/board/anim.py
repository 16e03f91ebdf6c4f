"""The animation queue, fed by the rules' events.

The state is already the new one when animations run: each animation *hides* the piece it
is about to show moving (``hides``) and draws it itself. The queue holds groups; the
animations of a group run together, groups run one after another. Any input finishes them.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

import pygame

from .. import sound, theme
from ..theme import Colour, Point
from . import art
from .view import HideKey

SPEEDS = {"slow": 1.7, "normal": 1.0, "fast": 0.45, "off": 0.0}
SPEED_ORDER = ("slow", "normal", "fast", "off")


def ease(t: float) -> float:
    t = max(0.0, min(1.0, t))
    return t * t * (3 - 2 * t)


class Anim:
    duration = 0.4
    hides: frozenset[HideKey] = frozenset()
    sound: str | None = None  # played when the animation starts (``ui.sound``)

    def heard(self) -> list[str]:
        """The sounds due now, as the animation goes (its start sound; a walk: a step per trail)."""
        return [self.sound] if self.sound and self.t == 0 else []

    def __init__(self) -> None:
        self.t = 0.0

    @property
    def k(self) -> float:
        return min(1.0, self.t / self.duration) if self.duration > 0 else 1.0

    def draw(self, surf: pygame.Surface) -> None:
        pass


class Walk(Anim):
    """An explorer walks a polyline (its route, trail by trail)."""

    def __init__(self, seat: int, colour: str, points: Sequence[Point], seconds_per_trail: float, trails: int):
        super().__init__()
        self.colour = colour
        self.points = points
        self.duration = max(0.25, seconds_per_trail * max(1, trails))
        self.hides = frozenset({("pawn", seat)})
        self.trails = max(1, trails)
        self.steps_heard = 0  # one step sound as the explorer sets off on each trail
        self._cum = [0.0]
        for p, q in zip(points, points[1:]):
            self._cum.append(self._cum[-1] + math.dist(p, q))

    def heard(self) -> list[str]:
        due = min(self.trails, int(self.k * self.trails) + 1)
        out = ["step"] * (due - self.steps_heard)
        self.steps_heard = due
        return out

    def pos(self) -> Point:
        total = self._cum[-1]
        d = self.k * total
        for i in range(1, len(self.points)):
            if d <= self._cum[i] or i == len(self.points) - 1:
                seg = self._cum[i] - self._cum[i - 1] or 1
                f = max(0.0, min(1.0, (d - self._cum[i - 1]) / seg))
                p, q = self.points[i - 1], self.points[i]
                return (p[0] + (q[0] - p[0]) * f, p[1] + (q[1] - p[1]) * f)
        return self.points[-1]

    def draw(self, surf: pygame.Surface) -> None:
        x, y = self.pos()
        bob = abs(math.sin(self.t * 14)) * 4
        spr = art.pawn(self.colour, 38)
        surf.blit(spr, spr.get_rect(midbottom=(x, y - bob)))


class Fly(Anim):
    """A sprite flies on an arc from ``a`` to ``b`` (coins, tiles, relics, rations)."""

    def __init__(
        self,
        sprite: pygame.Surface,
        a: Point,
        b: Point,
        duration: float = 0.55,
        arc: float = 60,
        hides: Iterable[HideKey] = (),
        fade: bool = False,
        delay: float = 0.0,
        grow: float = 1.0,
    ):
        super().__init__()
        self.sprite, self.a, self.b = sprite, a, b
        self.duration = duration + delay
        self.delay = delay
        self.fly = duration
        self.arc, self.fade, self.grow = arc, fade, grow
        self.hides = frozenset(hides)

    def draw(self, surf: pygame.Surface) -> None:
        if self.t < self.delay:
            return
        k = ease((self.t - self.delay) / self.fly)
        x = self.a[0] + (self.b[0] - self.a[0]) * k
        y = self.a[1] + (self.b[1] - self.a[1]) * k - math.sin(k * math.pi) * self.arc
        spr = self.sprite
        sc = 1 + (self.grow - 1) * math.sin(k * math.pi)
        if sc != 1:
            spr = pygame.transform.smoothscale_by(spr, sc)
        if self.fade and k > 0.6:
            spr = spr.copy()
            spr.set_alpha(int(255 * (1 - (k - 0.6) / 0.4)))
        surf.blit(spr, spr.get_rect(center=(x, y)))


class Flip(Anim):
    sound = "token"  # the turned Tokens of one action flip together: one sound
    """A Toolbox Token turns over: squeezes flat showing the old face, opens on the new one."""

    def __init__(self, k: int, pos: Point, up: bool, duration: float = 0.4):
        super().__init__()
        self.pos, self.up, self.duration = pos, up, duration
        self.hides = frozenset({("token", k)})

    def draw(self, surf: pygame.Surface) -> None:
        k = self.k
        face = (not self.up) if k < 0.5 else self.up
        w = abs(math.cos(k * math.pi))
        spr = art.token(face, 11)
        sw = max(1, int(spr.get_width() * w))
        spr = pygame.transform.smoothscale(spr, (sw, spr.get_height()))
        lift = math.sin(k * math.pi) * 10
        surf.blit(spr, spr.get_rect(center=(self.pos[0], self.pos[1] - lift)))


class Pop(Anim):
    """A piece appears with a little bounce (a Relic on a new Shrine, a Pathway)."""

    def __init__(
        self,
        sprite: pygame.Surface,
        pos: Point,
        duration: float = 0.5,
        hides: Iterable[HideKey] = (),
        glow: bool = True,
    ):
        super().__init__()
        self.sprite, self.pos, self.duration, self.glow = sprite, pos, duration, glow
        self.hides = frozenset(hides)

    def draw(self, surf: pygame.Surface) -> None:
        k = self.k
        sc = ease(k / 0.7) * 1.25 if k < 0.7 else 1.25 - 0.25 * ease((k - 0.7) / 0.3)
        if self.glow:
            r = int(10 + 30 * k)
            pygame.draw.circle(
                surf, (255, 240, 160), (round(self.pos[0]), round(self.pos[1])), r, max(1, int(4 * (1 - k)))
            )
        if sc > 0.05:
            spr = pygame.transform.smoothscale_by(self.sprite, sc)
            surf.blit(spr, spr.get_rect(center=self.pos))


class FloatText(Anim):
    def __init__(self, text: str, pos: Point, colour: Colour = theme.GOLD, duration: float = 0.9, size: int = 22):
        super().__init__()
        self.text, self.pos, self.colour, self.duration = text, pos, colour, duration
        self.size = theme.tsize(size)  # the table's words grow with the text size and in a small window

    def draw(self, surf: pygame.Surface) -> None:
        k = self.k
        s = theme.text_surface(self.text, self.size, self.colour, "bold")
        sh = theme.text_surface(self.text, self.size, (20, 12, 4), "bold")
        if k > 0.6:
            s = s.copy()
            s.set_alpha(int(255 * (1 - (k - 0.6) / 0.4)))
            sh = sh.copy()
            sh.set_alpha(s.get_alpha())
        r = s.get_rect(center=(self.pos[0], self.pos[1] - 40 * ease(k)))
        surf.blit(sh, r.move(2, 2))
        theme.blit_text(surf, s, r, self.text, self.size, "bold")


class Wait(Anim):
    def __init__(self, duration: float):
        super().__init__()
        self.duration = duration


class AnimQueue:
    def __init__(self, speed: str = "normal"):
        self.speed = speed
        self.groups: list[list[Anim]] = []

    @property
    def factor(self) -> float:
        return SPEEDS.get(self.speed, 1.0)

    @property
    def busy(self) -> bool:
        return bool(self.groups)

    def add(self, *anims: Anim) -> None:
        """Queue a group of animations that run together (nothing when animations are off)."""
        if self.factor <= 0 or not anims:
            return
        self.groups.append(list(anims))

    def skip(self) -> None:
        self.groups.clear()

    def update(self, dt: float) -> None:
        if not self.groups:
            return
        f = self.factor
        if f <= 0:
            self.groups.clear()
            return
        group = self.groups[0]
        due: list[str] = []
        for a in group:
            due += a.heard()
            a.t += dt / f
        for name in dict.fromkeys(due):  # a sound once per frame, however many pieces make it
            sound.play(name)
        if all(a.t >= a.duration for a in group):
            self.groups.pop(0)

    def hidden(self) -> frozenset[HideKey]:
        out: set[HideKey] = set()
        for g in self.groups:
            for a in g:
                out |= a.hides
        return frozenset(out)

    def draw(self, surf: pygame.Surface) -> None:
        if self.groups:
            for a in self.groups[0]:
                a.draw(surf)
