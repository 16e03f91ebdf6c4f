"""Going from one screen to another: the one place that knows every scene.

A scene never imports another scene module (they would import each other in a circle); it calls
one of these functions, which import the scene module the first time they are called. Each one
makes the scene, shows it (``app.switch``) and returns it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # for the type checker only: nothing is imported at run time
    from ...io.gamestore import GameWriter
    from ...play.match import Match
    from ...play.replayer import Replayer
    from ..app import App, Scene
    from ..savedgames import SavedGame
    from .end import EndScene
    from .game import GameScene
    from .handoff import HandoffScene
    from .replay import ReplayScene
    from .replays import ReplaysScene
    from .rules import RulesScene
    from .saves import SavedGamesScene
    from .settings import SettingsScene
    from .setup import SetupScene
    from .start import StartScene
    from .tutorial import TutorialScene


def to_start(app: App, message: str = "") -> StartScene:
    """The start screen (New game, Continue, Saved games, Quit)."""
    from .start import StartScene

    scene = StartScene(app, message)
    app.switch(scene)
    return scene


def to_setup(app: App) -> SetupScene:
    """The new-game setup screen."""
    from .setup import SetupScene

    scene = SetupScene(app)
    app.switch(scene)
    return scene


def to_saves(app: App, games: list[SavedGame] | None = None, notices: list[str] | None = None) -> SavedGamesScene:
    """The Saved games list (``games``: already read by the start screen; None: read them now)."""
    from .saves import SavedGamesScene

    scene = SavedGamesScene(app, games, notices)
    app.switch(scene)
    return scene


def to_stats(app: App, back: Any = None) -> Any:
    """Statistics of the recorded games; Back returns to ``back`` (None: a new start screen)."""
    from .stats import StatsScene

    scene = StatsScene(app, back)
    app.switch(scene)
    return scene


def to_replays(app: App) -> ReplaysScene:
    """The Replays list: recorded games and save files, newest first; Back: the start screen."""
    from .replays import ReplaysScene

    scene = ReplaysScene(app)
    app.switch(scene)
    return scene


def to_replay(app: App, replayer: Replayer, back: Scene | None = None, where: str = "") -> ReplayScene:
    """The replay viewer on ``replayer``; Close shows ``back`` again (None: the start screen).
    ``where``: what is replayed, in a few words (a file's name, a recorded game's date)."""
    from .replay import ReplayScene

    scene = ReplayScene(app, replayer, back, where)
    app.switch(scene)
    return scene


def to_netjoin(app: App, message: str = "") -> Any:
    """Join a network game: address, invite code, name (``message``: why the last try failed)."""
    from .netjoin import NetJoinScene

    scene = NetJoinScene(app, message)
    app.switch(scene)
    return scene


def to_lobby(app: App, link: Any, code: str, url: str, name: str = "", host: Any = None, others: Any = None) -> Any:
    """The lobby of network game ``code`` (``link``: the connection, already saying hello;
    ``host``: this window's own server when it hosts the game; ``others``: seat -> the link of
    each other person at this screen)."""
    from .lobby import LobbyScene

    scene = LobbyScene(app, link, code, url, name, host, others)
    app.switch(scene)
    return scene


def to_netgame(app: App, link: Any, first: dict, seats: list, host: Any = None, others: Any = None) -> Any:
    """The table of a network game, from its first position (``first``: the server's message)."""
    from ..netplay import NetPlay
    from .game import GameScene

    class NetGameScene(NetPlay, GameScene):
        """The game scene of a network game (``ui/netplay.py`` says what differs)."""

    scene = NetGameScene(app, link, first, seats, host, others)
    app.switch(scene)
    return scene


def to_game(app: App, match: Match, writer: GameWriter | None = None) -> GameScene:
    """A new table for ``match`` (``writer``: its slot on disk; None: not saved). Starting or
    resuming a game with its slot goes through ``launch.start_game``."""
    from .game import GameScene

    scene = GameScene(app, match, writer)
    app.switch(scene)
    return scene


def to_end(app: App, match: Match, game: Any = None) -> EndScene:
    """The final scores (``game``: the table, to look at the final board again)."""
    from .end import EndScene

    scene = EndScene(app, match, game)
    app.switch(scene)
    return scene


def to_handoff(app: App, game: Any, seat: int) -> HandoffScene:
    """The screen that hides the table until the human at ``seat`` takes it."""
    from .handoff import HandoffScene

    scene = HandoffScene(app, game, seat)
    app.switch(scene)
    return scene


def to_rules(app: App, back: Scene | None, topic: str | None = None) -> RulesScene:
    """The rules pages, opened at ``topic`` (a chapter, an ``ActionKind`` value, a tile or Toolbox
    code: ``relicrunners.text.rules_pages.find``); closing them shows ``back`` again, exactly as it was
    (None: the start screen)."""
    from .rules import RulesScene

    scene = RulesScene(app, back, topic)
    app.switch(scene)
    return scene


def to_settings(app: App, back: Scene | None) -> SettingsScene:
    """The settings screen; Back (or Esc) shows ``back`` again, exactly as it was (None: the start
    screen). A table behind it waits: no bot plays while it is open."""
    from .settings import SettingsScene

    scene = SettingsScene(app, back)
    app.switch(scene)
    return scene


def to_tutorial(app: App, fresh: bool = False, resume: bool = False) -> TutorialScene:
    """Learn to play: the guided first game. A tutorial game already open is offered to resume
    (or start over); ``fresh``: a new one at once, without asking; ``resume``: the open one at
    once (Continue or the Saved games list chose it)."""
    from .tutorial import TutorialScene

    scene = TutorialScene(app, fresh, resume)
    if not scene.refused:  # else the start screen is shown, saying the game is open elsewhere
        app.switch(scene)
    return scene
