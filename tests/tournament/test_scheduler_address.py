"""--scheduler at something that is no dask scheduler: a clear message within the
timeout for every address (a web server, a silent port, a refused port, an unknown protocol, tls://
without certificates), no traceback, and nothing left behind."""

import http.server
import importlib.util
import socket
import threading

import pytest

from app.tournament import EngineSpec, TimeSetting, Tournament, TournamentError, TournamentSettings
from app.tournament.cli import main

from .conftest import legal_spec

pytest.importorskip("distributed")

TIMEOUT = 3.0


@pytest.fixture(scope="module")
def web_port():
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), http.server.SimpleHTTPRequestHandler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server.server_address[1]
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="module")
def silent_port():
    """A port that accepts connections and never says anything."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    yield listener.getsockname()[1]
    listener.close()


@pytest.fixture(scope="module")
def talking_port():
    """A port that greets like a mail server."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    stop = threading.Event()

    def serve():
        listener.settimeout(0.2)
        while not stop.is_set():
            try:
                conn, _ = listener.accept()
            except OSError:
                continue
            conn.sendall(b"220 mail.example ESMTP ready\r\n")
            conn.close()

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    yield listener.getsockname()[1]
    stop.set()
    thread.join()
    listener.close()


@pytest.fixture(scope="module")
def refused_port():
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    sock.close()                       # nobody listens there now
    return port


def addresses(request):
    return {"web": f"tcp://127.0.0.1:{request.getfixturevalue('web_port')}",
            "silent": f"tcp://127.0.0.1:{request.getfixturevalue('silent_port')}",
            "talking": f"127.0.0.1:{request.getfixturevalue('talking_port')}",
            "refused": f"tcp://127.0.0.1:{request.getfixturevalue('refused_port')}",
            "nonsense": "nonsense://127.0.0.1:8786", "bare nonsense": "nonsense://",
            "tls": f"tls://127.0.0.1:{request.getfixturevalue('silent_port')}", "bare tls": "tls://",
            "no host": "tcp://:8786", "inproc": "inproc://somewhere", "no such host": "tcp://no-such-host.invalid:8786",
            "bad port": "tcp://127.0.0.1:99999", "ucx": f"ucx://127.0.0.1:{request.getfixturevalue('silent_port')}"}


KINDS = {"web": "not scheduler", "silent": "not scheduler", "talking": "not scheduler", "refused": "unreachable",
         "nonsense": "address", "bare nonsense": "address", "tls": "address", "bare tls": "address",
         "no host": "address", "inproc": "address", "no such host": "unreachable", "bad port": "address",
         # (without ucx-py dask's ucx backend failed at the first connection, in words about its classes)
         **({"ucx": "address"} if importlib.util.find_spec("ucp") is None else {})}


def run_in_thread(tournament):
    """Run the tournament in a thread; its error, once it ends (or the thread, if it does not)."""
    caught = []

    def work():
        try:
            tournament.run()
        except BaseException as exc:  # noqa: BLE001 (the test looks at it)
            caught.append(exc)

    thread = threading.Thread(target=work, daemon=True)
    thread.start()
    thread.join(TIMEOUT + 20)
    return thread, caught


@pytest.mark.parametrize("kind", list(KINDS))
def test_an_address_that_is_no_scheduler_is_said_within_the_timeout(request, tmp_path, kind):
    address = addresses(request)[kind]
    engines = (EngineSpec.parse(legal_spec(name="x")), EngineSpec.parse(legal_spec(name="y")))
    settings = TournamentSettings(engines=engines, time=TimeSetting.parse("movetime=20ms"))
    tournament = Tournament(settings, str(tmp_path / "c.pgn"), scheduler=address, scheduler_timeout=TIMEOUT)
    thread, caught = run_in_thread(tournament)
    assert not thread.is_alive(), f"{address}: still trying"
    (error,) = caught
    assert isinstance(error, TournamentError), repr(error)
    assert error.problem == KINDS[kind], str(error)
    assert address.split("://")[-1].split(":")[0] in str(error) or kind.startswith("bare")
    assert list(tmp_path.iterdir()) == []                 # it never started: no state file, no PGN
    if kind == "web":
        assert "web server" in str(error)


@pytest.mark.parametrize("kind", ["web", "nonsense", "tls", "silent"])
def test_the_command_line_says_it_in_one_line(request, tmp_path, capsys, kind):
    address = addresses(request)[kind]
    argv = ["--engine", legal_spec(name="x"), "--engine", legal_spec(name="y"), "--scheduler", address,
            "--scheduler-timeout", str(TIMEOUT), "--pgn", str(tmp_path / "c.pgn")]
    assert main(argv) == 1
    err = capsys.readouterr().err
    assert "Traceback" not in err and "no dask scheduler" in err or "--scheduler" in err
    assert len([line for line in err.splitlines() if line.startswith("xiangqi-studio-tournament:")]) == 1
