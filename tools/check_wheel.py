"""Build the wheel, install it (not editable) into a fresh virtual environment and play from an
empty folder, as a player who ran ``pip install relicrunners`` or ``pipx install`` would.

    python tools/check_wheel.py [--keep DIR]

It checks that
- the wheel holds every file of the game the repository tracks under ``relicrunners/``,
  ``board_layouts/`` and ``assets/`` (a data file left out of pyproject.toml's package-data fails);
- ``relicrunners --version`` and ``relicrunners-game --version`` print pyproject.toml's version;
- from an empty folder the window draws a game after 3 bot turns (``--screenshot``), the first
  rules page in Polish and in English (they must differ: the catalogs are there), and
  ``relicrunners simulate`` plays games on the packaged board without an error.

Everything runs in a temporary folder with ``RELICRUNNERS_HOME`` pointing into it: the player's
own games are never touched. Exit status 0 when all holds, 1 otherwise (one line per problem).
``.ci/run`` runs it after the tests.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import tomllib
import venv
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# repository folder -> where it lies inside the installed package (pyproject.toml's package-dir)
MAPPED = {
    "relicrunners": "relicrunners",
    "board_layouts": "relicrunners/board_layouts",
    "assets": "relicrunners/assets",
}
NOT_SHIPPED = {"relicrunners/locale/relicrunners.pot"}  # the translators' template stays in the repository


def tracked_game_files() -> set[str]:
    """What the wheel must hold, as paths inside it."""
    try:
        out = subprocess.run(
            ["git", "ls-files", *MAPPED], cwd=ROOT, check=True, capture_output=True, text=True
        ).stdout.split()
    except (OSError, subprocess.CalledProcessError):  # not a git checkout: every file on disk
        out = [
            p.relative_to(ROOT).as_posix()
            for top in MAPPED
            for p in (ROOT / top).rglob("*")
            if p.is_file() and "__pycache__" not in p.parts
        ]
    wanted = set()
    for path in out:
        if path in NOT_SHIPPED:
            continue
        top, _, rest = path.partition("/")
        wanted.add(f"{MAPPED[top]}/{rest}")
    return wanted


def run(cmd: list[str], cwd: Path, env: dict[str, str], problems: list[str], what: str) -> str:
    done = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        tail = (done.stderr or done.stdout).strip().splitlines()[-3:]
        problems.append(f"{what}: exit {done.returncode}: {' | '.join(tail)}")
    return done.stdout


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="build, install and try the wheel from an empty folder")
    ap.add_argument("--keep", type=Path, help="work in this folder and leave it (default: a temporary one)")
    args = ap.parse_args(argv)
    work = args.keep or Path(tempfile.mkdtemp(prefix="rr-wheel-"))
    work.mkdir(parents=True, exist_ok=True)
    problems: list[str] = []
    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]

    dist = work / "dist"
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(dist), str(ROOT)],
        capture_output=True,
        text=True,
    )
    if built.returncode != 0:  # setuptools' warnings about data folders are only shown when it fails
        print(built.stdout + built.stderr)
        print("check_wheel: the wheel could not be built")
        return 1
    wheel = next(dist.glob("relicrunners-*.whl"))
    with zipfile.ZipFile(wheel) as z:
        inside = set(z.namelist())
    missing = sorted(tracked_game_files() - inside)
    if missing:
        problems.append(f"the wheel lacks {len(missing)} file(s) of the game: {', '.join(missing[:8])}")

    env_dir = work / "venv"
    venv.create(env_dir, with_pip=True, clear=True)
    bindir = env_dir / ("Scripts" if os.name == "nt" else "bin")
    python = bindir / ("python.exe" if os.name == "nt" else "python")
    subprocess.run([str(python), "-m", "pip", "install", "--quiet", str(wheel)], check=True)

    empty = work / "empty"
    empty.mkdir(exist_ok=True)
    env = dict(os.environ, RELICRUNNERS_HOME=str(work / "home"), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env["PATH"] = str(bindir) + os.pathsep + env.get("PATH", "")
    env.pop("PYTHONPATH", None)
    exe = ".exe" if os.name == "nt" else ""
    game, cli = str(bindir / f"relicrunners-game{exe}"), str(bindir / f"relicrunners{exe}")

    for command in (cli, game):
        said = run([command, "--version"], empty, env, problems, f"{Path(command).name} --version").strip()
        if said != f"Relic Runners {version}":
            problems.append(f"{Path(command).name} --version printed {said!r}, pyproject.toml says {version}")
    where = run(
        [str(python), "-c", "import relicrunners, sys; print(relicrunners.__file__)"], empty, env, problems, "import"
    )
    if str(ROOT) in where:
        problems.append(f"the installed game was imported from the repository: {where.strip()}")

    shots = {
        "game.png": ["--demo-turns", "3", "--seed", "3", "--players", "2"],
        "rules-pl.png": ["--scene", "rules", "--lang", "pl"],
        "rules-en.png": ["--scene", "rules", "--lang", "en"],
    }
    for name, extra in shots.items():
        run([game, "--screenshot", name, *extra], empty, env, problems, f"relicrunners-game --screenshot {name}")
        if not (empty / name).is_file() or (empty / name).stat().st_size < 10_000:
            problems.append(f"{name}: no picture was saved")
    pictures = [(empty / n).read_bytes() for n in ("rules-pl.png", "rules-en.png") if (empty / n).is_file()]
    if len(pictures) == 2 and pictures[0] == pictures[1]:
        problems.append("the Polish rules page looks like the English one: are the catalogs in the wheel?")

    out = run(
        [cli, "simulate", "--players", "3", "--games", "3", "--seed", "5", "--bots", "easy,medium,random"],
        empty,
        env,
        problems,
        "relicrunners simulate",
    )
    try:
        summary = json.loads(out.strip().splitlines()[-1])
        if summary.get("games") != 3 or summary.get("errors"):
            problems.append(f"simulate: {summary}")
    except (IndexError, ValueError):
        problems.append(f"simulate printed no summary: {out[-200:]!r}")

    for line in problems:
        print(f"check_wheel: {line}")
    if not problems:
        print(
            f"check_wheel: ok — {wheel.name} ({wheel.stat().st_size // 1024} KiB, {len(inside)} files) "
            f"plays from an empty folder"
        )
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
