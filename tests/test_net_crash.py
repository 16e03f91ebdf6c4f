"""A game server killed with SIGKILL (issue #23): a move any client was told of is on disk, and
a server started again has it; a ``join`` process outlives its server going away (it tries again
with growing waits), prints its seat token, and ``join --token`` comes back to that seat. Real
processes on 127.0.0.1, each run bounded in time."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from websockets.sync.client import connect

from relicrunners.net.protocol import message

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve(folder: Path, port: int) -> subprocess.Popen:
    """``python -m relicrunners serve`` on ``port``, once it is listening."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "relicrunners", "serve", "--port", str(port), "--data", str(folder)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None
    line = proc.stdout.readline()
    assert line.startswith("serving"), line + (proc.stderr.read() if proc.poll() is not None else "")
    return proc


def kill(proc: subprocess.Popen) -> None:
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(10)
    for stream in (proc.stdout, proc.stderr):
        if stream is not None:
            stream.close()


def create(port: int, *argv: str) -> str:
    done = subprocess.run(
        [sys.executable, "-m", "relicrunners", "create", f"ws://127.0.0.1:{port}", *argv],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip().splitlines()[-1]


def receive(ws, want) -> dict:
    """The next message ``want`` accepts (others skipped), within 10 seconds."""
    deadline = time.monotonic() + 10
    while True:
        msg = json.loads(ws.recv(timeout=max(0.1, deadline - time.monotonic())))
        if want(msg):
            return msg


def test_a_move_a_client_was_told_of_survives_a_kill_9_of_the_server(home):
    folder, port = Path(home) / "server", free_port()
    server = serve(folder, port)
    url = f"ws://127.0.0.1:{port}"
    code = create(port, "--players", "2", "--bots", "easy")
    token = None
    try:
        for _round in range(4):  # kill it right after a move reaches us, start it again, 4 times
            with connect(url) as ws:
                if token is None:
                    ws.send(message("hello", code=code, name="Ada"))
                    token = receive(ws, lambda m: m["type"] == "welcome")["token"]
                else:
                    ws.send(message("hello", code=code, token=token))
                state = receive(ws, lambda m: m["type"] == "state" and ("legal" in m or "scores" in m))
                assert "scores" not in state, "the game ended before the test did"
                ws.send(message("action", action=state["legal"][0], step=state["step"]))
                told = receive(ws, lambda m: m["type"] == "state" and m["step"] > state["step"])["step"]
                kill(server)  # at once: the move we were just told of must be on disk already
            server = serve(folder, port)
            with connect(url) as ws:
                ws.send(message("hello", code=code, token=token))
                after = receive(ws, lambda m: m["type"] == "state")["step"]
            assert after >= told, f"the server forgot move {told} after a kill (it has {after})"
    finally:
        kill(server)


@pytest.mark.slow
def test_join_outlives_its_server_and_comes_back_with_its_token(home):
    folder, port = Path(home) / "server", free_port()
    server = serve(folder, port)
    url = f"ws://127.0.0.1:{port}"
    code = create(port, "--players", "2", "--bots", "easy")
    command = [sys.executable, "-m", "relicrunners", "join", url, code, "--bot", "random"]
    pipes = {"stdout": subprocess.PIPE, "stderr": subprocess.PIPE, "text": True}
    first = again = None
    try:
        first = subprocess.Popen([*command, "--name", "Ada"], **pipes)
        line = first.stdout.readline()  # printed as soon as the seat is ours
        assert line.startswith("seat token: "), line
        token = line.split()[2]
        kill(first)  # the join process dies...
        kill(server)  # ...and so does the server
        again = subprocess.Popen([*command, "--token", token], **pipes)
        time.sleep(2.5)  # longer than a join used to wait for its server
        assert again.poll() is None, again.communicate()[1]  # still trying
        server = serve(folder, port)
        out, err = again.communicate(timeout=120)
        assert again.returncode == 0, err
        scores = json.loads(out.strip().splitlines()[-1])
        assert [s["name"] for s in scores] == ["Ada", "Bot 2"]  # Ada's seat, played to the end
    finally:
        for proc in (first, again, server):
            if proc is not None and proc.poll() is None:
                kill(proc)
