"""The network commands' own mistakes and the network's (issue #23): ``create`` against nobody,
a server that never answers, one that is not ours or an unknown host is one line on stderr and
exit 1, never a traceback; an empty ``--layout`` is refused by every command (exit 2). Every
server here listens on 127.0.0.1."""

from __future__ import annotations

import socket
import socketserver
import threading

import pytest
from websockets.sync.server import serve as sync_serve

from relicrunners.cli import main as cli
from relicrunners.net import client


def one_line(capsys, argv: list[str]) -> tuple[int, str]:
    code = cli(argv)
    out, err = capsys.readouterr()
    assert err.count("\n") == 1 and "Traceback" not in err, err
    return code, err


def closed_port() -> int:
    """A port nobody listens on (taken and given back at once)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class _NotOurs(socketserver.BaseRequestHandler):
    def handle(self) -> None:
        self.request.recv(4096)
        self.request.sendall(b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")


@pytest.fixture
def web_server():
    """An HTTP server that is not a game server."""
    srv = socketserver.TCPServer(("127.0.0.1", 0), _NotOurs)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    yield f"ws://127.0.0.1:{srv.server_address[1]}"
    srv.shutdown()
    srv.server_close()


@pytest.fixture
def other_websocket_server():
    """A WebSocket server of someone else's: it answers anything with a greeting."""

    def greet(ws) -> None:
        for _ in ws:
            ws.send("hello, whoever you are")

    srv = sync_serve(greet, "127.0.0.1", 0)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    yield f"ws://127.0.0.1:{srv.socket.getsockname()[1]}"
    srv.shutdown()


def test_create_against_nobody_is_one_line(capsys):
    code, err = one_line(capsys, ["create", f"ws://127.0.0.1:{closed_port()}"])
    assert code == 1 and err.startswith("relicrunners create: cannot reach") and "nobody is listening" in err


def test_create_against_a_server_that_is_not_ours_is_one_line(capsys, web_server, other_websocket_server):
    code, err = one_line(capsys, ["create", web_server])
    assert code == 1 and "not a game server" in err and "404" in err
    code, err = one_line(capsys, ["create", other_websocket_server])
    assert code == 1 and "not a message" in err


def test_create_against_a_silent_server_or_an_unknown_host_is_one_line(capsys, monkeypatch):
    monkeypatch.setattr(client, "OPEN_TIMEOUT", 0.5)
    with socket.socket() as silent:  # takes connections (the kernel does) and never says a word
        silent.bind(("127.0.0.1", 0))
        silent.listen(4)
        code, err = one_line(capsys, ["create", f"ws://127.0.0.1:{silent.getsockname()[1]}"])
    assert code == 1 and "no answer in time" in err

    real = socket.getaddrinfo

    def lookup(host, *args, **kwargs):  # no name server is asked: the lookup fails here
        if host == "nowhere.invalid":
            raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")
        return real(host, *args, **kwargs)

    monkeypatch.setattr(socket, "getaddrinfo", lookup)
    code, err = one_line(capsys, ["create", "ws://nowhere.invalid:8765"])
    assert code == 1 and "no such host" in err


def test_a_server_address_that_cannot_be_one_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as e:
        cli(["create", "ws://127.0.0.1:99999"])
    assert e.value.code == 2 and capsys.readouterr().err.count("\n") == 1


@pytest.mark.parametrize(
    "argv",
    [
        ["tournament", "--layout", "", "--games", "1"],
        ["serve", "--layout", "", "--port", "1"],
        ["create", "--layout", " ", "ws://127.0.0.1:1"],
        ["join", "--layout", "", "ws://127.0.0.1:1", "ABCDEF", "--bot", "easy"],
    ],
)
def test_an_empty_layout_is_refused_by_tournament_and_the_network_commands(capsys, argv):
    code = cli(argv)
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err == f"relicrunners {argv[0]}: --layout needs a file name (leave the option out for the default board)\n"


def test_join_with_a_token_takes_no_name_or_seat(capsys):
    code, err = one_line(
        capsys, ["join", "ws://127.0.0.1:1", "ABCDEF", "--bot", "easy", "--token", "x" * 24, "--seat", "2"]
    )
    assert code == 2 and "--token" in err
