"""How the package's modules hang together (read from their source with ``ast``).

Scenes reach each other only through the app's ``Navigator`` (registered by
``relicrunners/ui/scenes/__init__.py``): no scene module imports another (once they imported each
other in a circle, dodged by imports inside functions) except the network table, which extends
the game scene; no module of the whole package imports another in a circle, counting the imports
inside functions and under ``TYPE_CHECKING``; ``ui/`` keeps at most a dozen modules at its root,
grouped by job, and every package says what it holds.
"""

from __future__ import annotations

import ast
import gc
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "relicrunners"
UI = PACKAGE / "ui"
NAVIGATION = "relicrunners.ui.scenes"


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def is_module(name: str) -> bool:
    rel = Path(*name.split("."))
    return (PACKAGE.parent / rel).with_suffix(".py").is_file() or (PACKAGE.parent / rel / "__init__.py").is_file()


def _type_checking(node: ast.If) -> bool:
    t = node.test
    return (isinstance(t, ast.Name) and t.id == "TYPE_CHECKING") or (
        isinstance(t, ast.Attribute) and t.attr == "TYPE_CHECKING"
    )


def imports(path: Path, top_level_only: bool = False) -> list[tuple[str, int]]:
    """(module, line) of every import in ``path`` (with ``top_level_only``: only those run when
    the module is imported — not inside functions, not under ``if TYPE_CHECKING``)."""
    package = module_name(path) if path.name == "__init__.py" else module_name(path).rpartition(".")[0]
    found: list[tuple[str, int]] = []

    def visit(nodes):
        for node in nodes:
            if top_level_only and isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                continue
            if top_level_only and isinstance(node, ast.If) and _type_checking(node):
                visit(node.orelse)
                continue
            if isinstance(node, ast.Import):
                found.extend((a.name, node.lineno) for a in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = package.split(".")
                if node.level:
                    base = base[: len(base) - node.level + 1]
                    mod = ".".join(base + ([node.module] if node.module else []))
                else:
                    mod = node.module or ""
                found.append((mod, node.lineno))
                found.extend((f"{mod}.{a.name}", node.lineno) for a in node.names if is_module(f"{mod}.{a.name}"))
            visit(ast.iter_child_nodes(node))

    visit(ast.parse(path.read_text(encoding="utf-8")).body)
    return found


# the navigation, the game scene's prompt bar and words, the tables' layout (mixins of the table
# scenes) and the replay viewer's review panel (a part of that scene)
NOT_SCENES = {"__init__.py", "gamebar.py", "gamewords.py", "laidout.py", "reviewpanel.py", "reviewboard.py"}
EXTENDS = {"relicrunners.ui.scenes.netgame": {"relicrunners.ui.scenes.game", "relicrunners.ui.scenes.gamewords"}}


def scene_files() -> list[Path]:
    return [p for p in (UI / "scenes").glob("*.py") if p.name not in NOT_SCENES]


def scene_modules() -> set[str]:
    return {module_name(p) for p in scene_files()}


def test_no_scene_module_imports_another():
    scenes = scene_modules()
    assert len(scenes) >= 6
    for path in scene_files():
        me = module_name(path)
        bad = [(m, line) for m, line in imports(path) if m in scenes and m != me and m not in EXTENDS.get(me, ())]
        assert not bad, f"{path.name} imports {bad}: scenes switch through {NAVIGATION}"


def test_only_the_navigation_module_imports_scene_modules():
    scenes = scene_modules()
    for path in PACKAGE.rglob("*.py"):
        me = module_name(path)
        if me == NAVIGATION or me in scenes:
            continue
        bad = [(m, line) for m, line in imports(path) if m in scenes]
        assert not bad, f"{path.relative_to(PACKAGE.parent)} imports {bad}: use {NAVIGATION} instead"


def test_no_module_of_the_package_imports_another_in_a_circle():
    """Every import counts: at the top, inside a function (which only hides a circle) and under
    ``TYPE_CHECKING``."""
    graph = {
        # (a module reading names from its own package's __init__ is how packages work, not a circle)
        module_name(p): {
            m for m, _ in imports(p) if m.startswith("relicrunners.") and not module_name(p).startswith(m + ".")
        }
        - {module_name(p)}
        for p in PACKAGE.rglob("*.py")
    }
    state: dict[str, int] = {}  # 1: on the current path, 2: done

    def walk(m: str, path: list[str]) -> None:
        state[m] = 1
        for n in sorted(graph.get(m, ())):
            if n not in graph:
                continue
            assert state.get(n) != 1, "import circle: " + " -> ".join(path[path.index(n) :] + [n])
            if n not in state:
                walk(n, path + [n])
        state[m] = 2

    for m in sorted(graph):
        if m not in state:
            walk(m, [m])


def test_an_import_inside_a_function_says_why():
    """An import inside a function hides what a module needs; each one left says why on its line
    (a measured start-up reason, an optional extra, a platform-only module)."""
    silent = []
    for path in sorted(PACKAGE.rglob("*.py")):
        lines = path.read_text(encoding="utf-8").splitlines()
        tree = ast.parse("\n".join(lines))
        for func in ast.walk(tree):
            if not isinstance(func, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            for node in ast.walk(func):
                if isinstance(node, (ast.Import, ast.ImportFrom)) and "#" not in " ".join(
                    lines[node.lineno - 2 : node.end_lineno]
                ):
                    silent.append(f"{path.relative_to(PACKAGE.parent)}:{node.lineno}")
    assert not silent, silent


def test_the_window_is_grouped_by_job_and_every_package_says_what_it_holds():
    root = sorted(p.name for p in UI.glob("*.py"))
    assert len(root) <= 12, root
    for init in PACKAGE.rglob("__init__.py"):
        doc = ast.get_docstring(ast.parse(init.read_text(encoding="utf-8")))
        assert doc and len(doc.split()) >= 12, (
            f"{init.relative_to(PACKAGE.parent)} needs a paragraph saying what it holds"
        )


def test_the_table_model_does_not_import_pygame():
    pygame_free = [
        "relicrunners.session",
        "relicrunners.session.base",
        "relicrunners.session.local",
        "relicrunners.session.remote",
        "relicrunners.session.log",
        "relicrunners.session.bots",
        "relicrunners.ui.games.saved",
        "relicrunners.ui.scenes",
    ]
    for name in pygame_free:
        base = PACKAGE.parent / name.replace(".", "/")
        path = base / "__init__.py" if base.is_dir() else base.with_suffix(".py")
        assert not [m for m, _ in imports(path) if m.split(".")[0] == "pygame"], name


def test_a_table_left_behind_is_freed_at_once():
    # the table's callbacks hold the scene's widgets, not the scene: no cycle keeps a left-behind
    # table (with its board pictures) in memory until the cycle collector runs
    import weakref

    from uidriver import BOARD, make_app

    from relicrunners.play.seat import Seat, SeatKind
    from relicrunners.ui.games.launch import new_match, start_game
    from relicrunners.ui.scenes import to_start

    app = make_app()
    players = [Seat("A", "red", SeatKind.HUMAN), Seat("B", "blue", SeatKind.EASY)]
    game = start_game(app, new_match(BOARD, app.layout_path, players, "standard", 3))
    app.render()
    gone = weakref.ref(game)
    game.leave()
    to_start(app)
    was = gc.isenabled()
    gc.disable()
    try:
        del game
        assert gone() is None
    finally:
        if was:
            gc.enable()
