"""Where everything of the new-game setup screen (``ui.scenes.setup``) goes, worked out from the size
of its words (``theme.grow``: the text size, and larger in a small window).

At 100 % in a full-size window this is the screen as it always was: a panel in the middle, the
seats' rows of a name, a colour and six kinds, the three setups with their help in three columns
under them, the seed, Back and Start. With larger words the panel takes the screen's width, the
rows and buttons grow to hold their words on two lines, only the chosen setup's help shows (under
all three, as wide as the panel), and a message goes beside the seed."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...rules.components import PLAYER_COLOURS
from ...text import _
from ...text.names import colour_name
from ...text.window import KIND_LABEL
from .. import theme

SEATS = 5
KINDS = 6  # human, online and the four bot levels (scenes.setup.KINDS)
SETUPS = 3


@dataclass(frozen=True)
class SetupPlaces:
    panel: pygame.Rect
    heading_x: int  # the headings' and seats' left ("Players", "Setup", the name fields)
    players_y: int  # the middle of the "Players" heading
    counts: tuple[pygame.Rect, ...]  # the 2-5 players buttons
    markers_x: int  # the seats' markers' centres
    names: tuple[pygame.Rect, ...]
    colours: tuple[pygame.Rect, ...]
    kinds: tuple[tuple[pygame.Rect, ...], ...]  # per seat, per kind
    setup_y: int  # the middle of the "Setup" heading
    explain: pygame.Rect
    setups: tuple[pygame.Rect, ...]
    helps: tuple[pygame.Rect, ...]  # one per setup; or one only: the chosen setup's
    seed_y: int  # the middle of the seed's row
    seed_label: pygame.Rect  # "Seed (optional)"
    seed: pygame.Rect
    new_seed: pygame.Rect
    message: pygame.Rect  # a line saying what went wrong
    warning: pygame.Rect  # "A known seed deals a known game…", between Back and Start
    back: pygame.Rect
    start: pygame.Rect

    @property
    def one_help(self) -> bool:
        return len(self.helps) == 1


CLASSIC_KIND_W = 89  # a kind's button at 100 % in a full-size window
PAD = 12  # a button keeps 12 px of its width free beside its label (widgets.buttons.Button)


def kind_word_w(size: int) -> int:
    """The width a kind's button needs at ``size``: its labels break between words (two lines), so
    the widest single word of any kind's label ("gemiddeld", "expertẍẍẍ") sets it."""
    words = [word for label in KIND_LABEL.values() for word in _(label).split()]
    return max(theme.width(word, size, "bold") for word in words) + PAD


def places() -> SetupPlaces:
    """The classic places at 100 % in a full-size window where every kind's words fit them, else
    places worked out from the words' size (a language with longer level words gets them too)."""
    z = theme.grow()
    if z <= 1.0 and kind_word_w(theme.READ) <= CLASSIC_KIND_W:
        return _classic()
    return _grown(max(z, 1.0))


def _classic() -> SetupPlaces:
    row_y, row_h = 268, 66
    names = tuple(pygame.Rect(420, row_y + i * row_h, 200, 44) for i in range(SEATS))
    return SetupPlaces(
        panel=pygame.Rect(270, 120, 1070, 860),
        heading_x=420,
        players_y=209,
        counts=tuple(pygame.Rect(560 + k * 70, 186, 60, 46) for k in range(4)),
        markers_x=380,
        names=names,
        colours=tuple(pygame.Rect(632, r.y, 130, 44) for r in names),
        kinds=tuple(
            tuple(pygame.Rect(772 + j * (CLASSIC_KIND_W + 4), r.y, CLASSIC_KIND_W, 44) for j in range(KINDS))
            for r in names
        ),
        setup_y=636,
        explain=pygame.Rect(836, 612, 344, 40),
        setups=tuple(pygame.Rect(420 + j * 260, 660, 240, 46) for j in range(SETUPS)),
        helps=tuple(pygame.Rect(424 + j * 260, 712, 236, 800 - 4 - 712) for j in range(SETUPS)),
        seed_y=822,
        seed_label=pygame.Rect(420, 800, 600 - 12 - 420, 44),
        seed=pygame.Rect(600, 800, 250, 44),
        new_seed=pygame.Rect(870, 800, 140, 44),
        message=pygame.Rect(280, 856, 1040, 28),
        warning=pygame.Rect(560, 900, 1000 - 20 - 560, 74),
        back=pygame.Rect(360, 900, 180, 60),
        start=pygame.Rect(1000, 900, 240, 60),
    )


def _grown(z: float) -> SetupPlaces:
    read = theme.reading(theme.READ)
    lh, lhb = theme.line_h(read), theme.line_h(read, "bold")
    one = lhb + 14  # a button with one line of words
    two = 2 * lhb + 8  # with two
    left, right = 60, theme.W - 60
    x = left + 40  # the headings and the name fields
    y = 104
    counts = tuple(pygame.Rect(x + round(200 * z) + k * (one + 16), y, one + 6, one) for k in range(4))
    players_y = y + one // 2
    y += one + 10
    name_w, colour_w = round(170 * z), round(125 * z)
    room = right - 16 - x - 20 - (KINDS - 1) * 6  # for the name, the colour and the kinds
    short = KINDS * kind_word_w(read) - (room - name_w - colour_w)
    if short > 0:  # the kinds' words need the room: the colour, then the name give it up
        least_colour = max(theme.width(colour_name(c), read, "bold") for c in PLAYER_COLOURS) + PAD + 30
        give = min(short, max(0, colour_w - least_colour))
        colour_w, short = colour_w - give, short - give
        name_w -= min(short, max(0, name_w - round(110 * z)))
    kinds_x = x + name_w + 10 + colour_w + 10
    kind_w = (right - 16 - kinds_x - (KINDS - 1) * 6) // KINDS
    names, colours, kinds = [], [], []
    for _i in range(SEATS):
        names.append(pygame.Rect(x, y + (two - one) // 2, name_w, one))
        colours.append(pygame.Rect(x + name_w + 10, y, colour_w, two))
        kinds.append(tuple(pygame.Rect(kinds_x + j * (kind_w + 6), y, kind_w, two) for j in range(KINDS)))
        y += two + 6
    y += 4
    heading_w = min(420, theme.width(_("Setup"), read, "bold"))  # the heading shrinks to this size
    explain = pygame.Rect(x + heading_w + 20, y, right - 16 - (x + heading_w + 20), two)
    setup_y = y + two // 2
    y += two + 8
    setup_w = (right - 16 - x - 2 * 12) // SETUPS
    setups = tuple(pygame.Rect(x + j * (setup_w + 12), y, setup_w, one) for j in range(SETUPS))
    y += one + 6
    helps = (pygame.Rect(x + 4, y, right - 16 - x - 4, 2 * lh),)
    y += 2 * lh + 8
    seed_label_w = min(
        420, theme.width(_("Seed (optional)"), theme.reading(18), "bold") + 8
    )  # as drawn; longer: two lines
    seed = pygame.Rect(x + seed_label_w + 12, y + (two - one) // 2, round(180 * z), one)
    new_seed_w = max(round(140 * z), theme.width(_("New seed"), read, "bold") + 24)
    new_seed = pygame.Rect(seed.right + 14, seed.y, new_seed_w, one)
    message = pygame.Rect(new_seed.right + 16, y, right - 16 - new_seed.right - 16, two)
    seed_y = y + two // 2
    y += two + 12
    bottom = min(theme.H - 8, max(y + two, theme.H - 16))
    back = pygame.Rect(x, bottom - two, round(180 * z), two)
    start = pygame.Rect(right - 16 - round(240 * z), bottom - two, round(240 * z), two)
    warning = pygame.Rect(back.right + 20, y - 6, start.x - 20 - back.right - 20, bottom - y + 6)
    return SetupPlaces(
        panel=pygame.Rect(left, 97, right - left, theme.H - 97 - 4),
        heading_x=x,
        players_y=players_y,
        counts=counts,
        markers_x=x - 22,
        names=tuple(names),
        colours=tuple(colours),
        kinds=tuple(kinds),
        setup_y=setup_y,
        explain=explain,
        setups=setups,
        helps=helps,
        seed_y=seed_y,
        seed_label=pygame.Rect(x, seed_y - two // 2, seed_label_w, two),
        seed=seed,
        new_seed=new_seed,
        message=message,
        warning=warning,
        back=back,
        start=start,
    )
