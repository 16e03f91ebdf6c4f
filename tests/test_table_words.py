"""Every word at the table whole, and at the player's size (issue #25, items 2 and 3).

* A choice button never hides its meaning, nor does the prompt, a panel's caption, an Ivory
  tile's name or a Blue value: a busy five-seat table at every kind of decision, with every
  tooltip and the final board (every Blue value shown), in English, Dutch, Polish and a language
  40 % longer, in the window a 1366x768 desktop opens (1075x672) and at full size, draws no "…"
  but in a player's name (a name is cut to its box; the tooltips and the scores say it whole) —
  the keys line shows the keys that fit and ends with "G all keys" — and keeps every text in its box.
* Every word grows with the text size: the smallest text drawn on those tables, measured on the
  screen (its size times the window's scale), is at least 13 px at 100 %, 16 px at 125 % and 19 px
  at 150 %, in both windows.
"""

from __future__ import annotations

import pytest
from decisions import DECISIONS, decision_table
from pseudolang import SPOKEN, speak
from textfit import busy_table, choice_buttons, cut_words, extra_boxes, frame, problems, regions, table_frames

from relicrunners.ui import theme

WINDOWS = [(1075, 672), (1600, 1000)]
LEAST = {100: 13, 125: 16, 150: 19}  # the smallest text on the screen, px, at each text size


@pytest.fixture(autouse=True)
def normal_size_after():
    yield
    theme.set_text_scale(100)


def tables(window, percent=None):
    """(name, app, game) of the busy table and of a table at each kind of decision."""
    yield ("busy", *busy_table(5, window=window, percent=percent))
    for decision in DECISIONS:
        yield (decision, *decision_table(decision, window, percent))


def final_board(app, game, led):
    s = game.match.state
    s.phase = "over"  # the final board: every VP and Blue value shown
    game.session._view = None
    return frame(app, led, "final board")


@pytest.mark.parametrize("window", WINDOWS)
@pytest.mark.parametrize("code", SPOKEN)
def test_no_choice_prompt_or_panel_word_is_cut(ledger, code, window):
    speak(code)
    bad: list[str] = []
    for name, app, game in tables(window):

        def check_one(where: str, landed) -> None:
            bad.extend(f"{name}, {where}: {c}" for c in cut_words(landed, game))
            found = problems(landed, ledger, regions(game), extra_boxes(game), choice_buttons(game))
            bad.extend(f"{name}, {where}: {b}" for b in found)

        labels = [b.label for b in game.ctrl.buttons]
        assert all(theme.ELLIPSIS not in label for label in labels), labels
        if name == "busy":
            table_frames(app, game, ledger, check_one)
            check_one("final board", final_board(app, game, ledger))  # every Blue value shown
        else:
            check_one("table", frame(app, ledger, "table"))
    assert not bad, f"{code} at {window}: {len(bad)} problems:\n" + "\n".join(bad[:30])


@pytest.mark.parametrize("window", WINDOWS)
@pytest.mark.parametrize("percent", [100, 125, 150])
def test_the_smallest_word_at_the_table_grows_with_the_text_size(ledger, percent, window):
    smallest: list[tuple[float, str, str]] = []
    seen = 0
    for name, app, game in tables(window, percent):  # each made at this size: its pictures of words too
        if name == "busy":
            table_frames(app, game, ledger)
            final_board(app, game, ledger)
        else:
            frame(app, ledger, name)
        drawn, seen = ledger.sizes[seen:], len(ledger.sizes)
        smallest.append(min((size * app.scale, text, name) for text, size, _where in drawn))
    least = min(smallest)
    assert least[0] >= LEAST[percent], f"at {percent} % in {window}: {least[1]!r} ({least[2]}) is {least[0]:.1f} px"
