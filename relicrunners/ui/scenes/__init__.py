"""Going from one screen to another: the one place that knows every scene.

A scene never imports another scene module (they would import each other in a circle): it asks
``self.app.nav`` (``ui.app.Navigator``), which is ``Routes`` below, registered with the app when
this package is imported. Each way makes the scene, shows it (``app.switch``) and returns it; the
module-level functions are the same ways for code that holds an app (the launcher, tests).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...io.gamestore import GameWriter
from ...net.link import NetLink
from ...play.match import Match
from ...play.replayer import Replayer
from ..app import App, Scene
from ..games.reviewjob import Source
from ..games.saved import SavedGame
from .end import EndScene
from .game import GameScene
from .handoff import HandoffScene
from .lobby import LobbyScene
from .netgame import NetGameScene
from .netjoin import NetJoinScene
from .replay import ReplayScene
from .replays import ReplaysScene
from .rules import RulesScene
from .saves import SavedGamesScene
from .settings import SettingsScene
from .setup import SetupScene
from .start import StartScene
from .stats import StatsScene
from .tutorial import TutorialScene

if TYPE_CHECKING:  # for the type checker only
    from ..nethost import Hosting


def to_start(app: App, message: str = "") -> StartScene:
    """The start screen (New game, Continue, Saved games, Quit)."""

    scene = StartScene(app, message)
    app.switch(scene)
    return scene


def to_setup(app: App) -> SetupScene:
    """The new-game setup screen."""

    scene = SetupScene(app)
    app.switch(scene)
    return scene


def to_saves(app: App, games: list[SavedGame] | None = None, notices: list[str] | None = None) -> SavedGamesScene:
    """The Saved games list (``games``: already read by the start screen; None: read them now)."""

    scene = SavedGamesScene(app, games, notices)
    app.switch(scene)
    return scene


def to_stats(app: App, back: Scene | None = None) -> StatsScene:
    """Statistics of the recorded games; Back returns to ``back`` (None: a new start screen)."""

    scene = StatsScene(app, back)
    app.switch(scene)
    return scene


def to_replays(app: App) -> ReplaysScene:
    """The Replays list: recorded games and save files, newest first; Back: the start screen."""

    scene = ReplaysScene(app)
    app.switch(scene)
    return scene


def to_replay(
    app: App,
    replayer: Replayer,
    back: Scene | None = None,
    where: str = "",
    source: Source | None = None,
    review: bool = False,
) -> ReplayScene:
    """The replay viewer on ``replayer``; Close shows ``back`` again (None: the start screen).
    ``where``: what is replayed, in a few words (a file's name, a recorded game's date);
    ``source``: where the game is kept (its review is kept there too); ``review``: the review's
    choice (whose decisions, how thoroughly) open at once."""

    scene = ReplayScene(app, replayer, back, where, source)
    if review:
        scene.review.open_ask()
    app.switch(scene)
    return scene


def to_netjoin(app: App, message: str = "") -> NetJoinScene:
    """Join a network game: address, invite code, name (``message``: why the last try failed)."""

    scene = NetJoinScene(app, message)
    app.switch(scene)
    return scene


def to_lobby(
    app: App,
    link: NetLink,
    code: str,
    url: str,
    name: str = "",
    host: Hosting | None = None,
    others: dict[int, NetLink] | None = None,
) -> LobbyScene:
    """The lobby of network game ``code`` (``link``: the connection, already saying hello;
    ``host``: this window's own server when it hosts the game; ``others``: seat -> the link of
    each other person at this screen)."""

    scene = LobbyScene(app, link, code, url, name, host, others)
    app.switch(scene)
    return scene


def to_netgame(
    app: App,
    link: NetLink,
    first: dict[str, Any],
    seats: list[dict[str, Any]],
    host: Hosting | None = None,
    others: dict[int, NetLink] | None = None,
) -> NetGameScene:
    """The table of a network game, from its first position (``first``: the server's message)."""
    scene = NetGameScene(app, link, first, seats, host, others)
    app.switch(scene)
    return scene


def to_game(app: App, match: Match, writer: GameWriter | None = None) -> GameScene:
    """A new table for ``match`` (``writer``: its slot on disk; None: not saved). Starting or
    resuming a game with its slot goes through ``launch.start_game``."""

    scene = GameScene(app, match, writer)
    app.switch(scene)
    return scene


def to_end(app: App, match: Match, game: Any = None) -> EndScene:
    """The final scores (``game``: the table, to look at the final board again)."""

    scene = EndScene(app, match, game)
    app.switch(scene)
    return scene


def to_handoff(app: App, game: Any, seat: int) -> HandoffScene:
    """The screen that hides the table until the human at ``seat`` takes it."""

    scene = HandoffScene(app, game, seat)
    app.switch(scene)
    return scene


def to_rules(app: App, back: Scene | None, topic: str | None = None) -> RulesScene:
    """The rules pages, opened at ``topic`` (a chapter, an ``ActionKind`` value, a tile or Toolbox
    code: ``relicrunners.text.rules_pages.find``); closing them shows ``back`` again, exactly as it was
    (None: the start screen)."""

    scene = RulesScene(app, back, topic)
    app.switch(scene)
    return scene


def to_settings(app: App, back: Scene | None) -> SettingsScene:
    """The settings screen; Back (or Esc) shows ``back`` again, exactly as it was (None: the start
    screen). A table behind it waits: no bot plays while it is open."""

    scene = SettingsScene(app, back)
    app.switch(scene)
    return scene


def to_tutorial(app: App, fresh: bool = False, resume: bool = False) -> TutorialScene:
    """Learn to play: the guided first game. A tutorial game already open is offered to resume
    (or start over); ``fresh``: a new one at once, without asking; ``resume``: the open one at
    once (Continue or the Saved games list chose it)."""

    scene = TutorialScene(app, fresh, resume)
    if not scene.refused:  # else the start screen is shown, saying the game is open elsewhere
        app.switch(scene)
    return scene


class Routes:
    """``ui.app.Navigator`` for one app: every way between screens, as methods."""

    def __init__(self, app: App) -> None:
        self.app = app

    def to_start(self, message: str = "") -> Scene:
        return to_start(self.app, message)

    def to_setup(self) -> Scene:
        return to_setup(self.app)

    def to_saves(self, games: list[Any] | None = None, notices: list[str] | None = None) -> Scene:
        return to_saves(self.app, games, notices)

    def to_stats(self, back: Scene | None = None) -> Scene:
        return to_stats(self.app, back)

    def to_replays(self) -> Scene:
        return to_replays(self.app)

    def to_replay(
        self, replayer: Any, back: Scene | None = None, where: str = "", source: Any = None, review: bool = False
    ) -> Scene:
        return to_replay(self.app, replayer, back, where, source, review)

    def to_netjoin(self, message: str = "") -> Scene:
        return to_netjoin(self.app, message)

    def to_lobby(self, link: Any, code: str, url: str, name: str = "", host: Any = None, others: Any = None) -> Scene:
        return to_lobby(self.app, link, code, url, name, host, others)

    def to_netgame(
        self, link: Any, first: dict[str, Any], seats: list[Any], host: Any = None, others: Any = None
    ) -> Scene:
        return to_netgame(self.app, link, first, seats, host, others)

    def to_game(self, match: Any, writer: Any = None) -> GameScene:
        return to_game(self.app, match, writer)

    def to_end(self, match: Any, game: Any = None) -> Scene:
        return to_end(self.app, match, game)

    def to_handoff(self, game: Any, seat: int) -> Scene:
        return to_handoff(self.app, game, seat)

    def to_rules(self, back: Scene | None, topic: str | None = None) -> Scene:
        return to_rules(self.app, back, topic)

    def to_settings(self, back: Scene | None) -> Scene:
        return to_settings(self.app, back)

    def to_tutorial(self, fresh: bool = False, resume: bool = False) -> Scene:
        return to_tutorial(self.app, fresh, resume)


App.routes = Routes
