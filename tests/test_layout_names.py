"""Place names on the default board never borrow a game term for something else: a temple called
"Tapir Shrine" read as if it were a Shrine (R6) from the start."""

from __future__ import annotations

import re

from relicrunners.io.layout import DEFAULT_LAYOUT, load_layout

# Words that name a rule of the game; a place may carry one only when it is that thing.
GAME_TERMS = {
    "Shrine": None,  # a site becomes a Shrine in play (R6); no place is one from the start
    "Pathway": None,
    "Relic": None,
    "Expedition": None,
    "Toolbox": None,
    "Ration": None,
    "Token": None,
    "Base Camp": "camp",
    "Camp": "camp",
    "Ruin": "ruin",
    "Temple": "temple",
}


def test_no_place_name_borrows_a_game_term():
    board = load_layout(DEFAULT_LAYOUT)
    bad = []
    for site in board.sites:
        for term, allowed in GAME_TERMS.items():
            if re.search(rf"\b{term}s?\b", site.name) and allowed != site.kind:
                bad.append((site.name, term))
    assert not bad


def test_every_place_of_the_default_board_is_listed_for_translation():
    from relicrunners.text import language
    from relicrunners.text.places import PLACE_NAMES, place_name

    board = load_layout(DEFAULT_LAYOUT)
    names = {site.name for site in board.sites if site.name}
    assert names == set(PLACE_NAMES), "relicrunners/text/places.py lists the board's names"
    language.use("pl")
    try:
        assert place_name("Broken Aqueduct") == "Zburzony Akwedukt"
        assert place_name("Somewhere Else") == "Somewhere Else", "another layout's names are its author's"
        assert all(place_name(n) != n for n in names), "every place has its Polish name"
    finally:
        language.use("en")
