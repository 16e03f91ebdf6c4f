"""Build the standalone game: one folder holding Python, pygame-ce, the fonts, sounds, board,
catalogs, rules pages and tutorial, started by one executable. No Python or venv is needed to run it.

    python tools/bundle.py [--dist DIR]      # default DIR: dist/

makes ``DIR/RelicRunners/`` with the executable ``RelicRunners`` (``RelicRunners.exe`` on Windows;
on macOS also ``DIR/RelicRunners.app``). Zip that folder to hand it to a player.

How: a fresh virtual environment under ``DIR/.build/`` gets the game installed from this
checkout as a normal (non-editable) package with the ``[bundle]`` extra (PyInstaller), and
PyInstaller freezes a two-line entry script that imports the *installed* game, so the bundle
holds exactly what the wheel holds (tools/check_wheel.py checks that list). Build on each
system for that system: PyInstaller does not cross-build (docs/packaging.md).

After building, the bundle is started once in a bare environment (``env -i``, a scratch
``RELICRUNNERS_HOME``) to draw a screenshot after 3 bot turns; ``--no-check`` skips that.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "RelicRunners"
ENTRY = """import sys

from relicrunners.ui.cli import main

if __name__ == "__main__":
    sys.exit(main())
"""


def build(dist: Path) -> Path:
    work = dist / ".build"
    env_dir = work / "venv"
    venv.create(env_dir, with_pip=True, clear=True)
    bindir = env_dir / ("Scripts" if os.name == "nt" else "bin")
    python = str(bindir / ("python.exe" if os.name == "nt" else "python"))
    subprocess.run([python, "-m", "pip", "install", "--quiet", "--upgrade", "pip"], check=True)
    subprocess.run([python, "-m", "pip", "install", "--quiet", f"{ROOT}[bundle]"], check=True)
    entry = work / "relicrunners_game.py"
    entry.write_text(ENTRY, encoding="utf-8")
    icon = ROOT / "assets" / "icon" / "icon.png"  # Windows and macOS convert it with Pillow
    cmd = [
        python, "-m", "PyInstaller", str(entry),
        "--name", NAME,
        "--onedir",
        "--noconfirm",
        "--clean",
        "--log-level", "WARN",
        "--distpath", str(dist),
        "--workpath", str(work / "pyinstaller"),
        "--specpath", str(work),
        "--collect-data", "relicrunners",  # boards, fonts, sounds, icon, catalogs, tutorial
        "--collect-submodules", "relicrunners",  # scenes and rules pages found by name
        "--copy-metadata", "relicrunners",  # --version reads it
        "--icon", str(icon),
    ]  # fmt: skip
    if sys.platform in ("win32", "darwin"):
        cmd.append("--windowed")  # no console window behind the game
    subprocess.run(cmd, cwd=work, check=True)
    exe = dist / NAME / (NAME + (".exe" if os.name == "nt" else ""))
    if not exe.is_file():
        raise SystemExit(f"bundle: PyInstaller made no {exe}")
    return exe


DESKTOP = """[Desktop Entry]
Type=Application
Name=Relic Runners
GenericName=Board game
Comment=Race through the jungle for relics, at one screen or against bots
Exec={exe}
Icon={icon}
Terminal=false
Categories=Game;BoardGame;
StartupWMClass=RelicRunners
"""


def write_desktop_entry(exe: Path) -> Path:
    """A Linux menu entry for the bundle where it was built (docs/packaging.md says where it goes)."""
    icon = exe.parent / "_internal" / "relicrunners" / "assets" / "icon" / "icon.png"
    entry = exe.parent / "relicrunners.desktop"
    entry.write_text(DESKTOP.format(exe=exe, icon=icon), encoding="utf-8")
    return entry


def folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def check(exe: Path) -> None:
    """Start the bundle with a bare environment: no venv, no PYTHONPATH, not from the checkout."""
    with tempfile.TemporaryDirectory(prefix="rr-bundle-") as scratch:
        env = {"HOME": scratch, "PATH": "/usr/bin:/bin", "RELICRUNNERS_HOME": str(Path(scratch) / "home")}
        if os.name == "nt":
            env = dict(os.environ, RELICRUNNERS_HOME=str(Path(scratch) / "home"))
        env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        shot = Path(scratch) / "x.png"
        started = time.perf_counter()
        done = subprocess.run(
            [str(exe), "--screenshot", str(shot), "--demo-turns", "3", "--seed", "3", "--players", "2"],
            cwd=scratch, env=env, capture_output=True, text=True, timeout=300,
        )  # fmt: skip
        took = time.perf_counter() - started
        if done.returncode != 0 or not shot.is_file():
            raise SystemExit(f"bundle: the bundle did not draw a game (exit {done.returncode}): {done.stderr[-500:]}")
        said = subprocess.run([str(exe), "--version"], env=env, capture_output=True, text=True, timeout=60)
        print(f"bundle: {said.stdout.strip()} drew a game in {took:.1f} s from a bare environment")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="build the standalone game with PyInstaller")
    ap.add_argument("--dist", type=Path, default=ROOT / "dist", help="where DIR/RelicRunners/ is made (default dist/)")
    ap.add_argument("--no-check", action="store_true", help="do not start the bundle after building it")
    ap.add_argument("--keep-build", action="store_true", help="keep DIR/.build (the venv and PyInstaller's work)")
    args = ap.parse_args(argv)
    dist = args.dist.resolve()
    dist.mkdir(parents=True, exist_ok=True)
    exe = build(dist)
    size = folder_size(exe.parent)
    print(f"bundle: {exe} ({size / 2**20:.0f} MB in {exe.parent})")
    if sys.platform.startswith("linux"):
        print(f"bundle: menu entry {write_desktop_entry(exe)}")
    if not args.no_check:
        check(exe)
    if not args.keep_build:
        shutil.rmtree(dist / ".build", ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
