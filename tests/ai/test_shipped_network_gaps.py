"""Where master's shipped network is not used and nobody is told, or where reading it never ends.

- The core with the network's code can fail to compile or load (numba, a damaged cache): master then
  evaluates with the hand-written evaluation for good, and the UCI engine should say so, as it says
  why when the shipped file cannot be used (its ``info string core`` lines speak of the default core
  only, which reads "searching with the compiled core").
- A named pipe where a network file should be makes reading it wait for ever (the tournament's check
  refuses one for that reason, app.tournament.config.check_regular): a search, or the UCI engine's
  EvalFile option, must not hang on it."""

from __future__ import annotations

import contextlib
import os
import threading
from pathlib import Path

import pytest

from app.ai import core
from app.model import Game

from .test_network_core import VALUE, _last_score, _uci
from .test_shipped_network import compiled_like, shipped  # noqa: F401  (the fixture)

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")


def _unblock(fifo: Path) -> None:
    """Let a reader waiting on the pipe go on (it reads nothing): open it for writing, and close it."""
    with contextlib.suppress(OSError):
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))


def test_master_says_why_it_does_not_evaluate_with_its_network_when_the_networks_core_fails(
        shipped, monkeypatch):  # noqa: F811
    def broken() -> core.Backend:
        raise RuntimeError("the network core failed to compile here")

    monkeypatch.delenv(core.ENV, raising=False)
    monkeypatch.setattr(core, "_COMPILER", core._Compiler(core.pure))       # the default core: ready
    monkeypatch.setattr(core, "_NET_COMPILER", core._Compiler(broken))
    known = threading.Event()
    known.set()
    monkeypatch.setattr(core, "_NET_KNOWN", known)
    lines = _uci(["uci", "position startpos", "go depth 1"])
    assert abs(_last_score(lines)) != VALUE                                  # the hand-written evaluation
    strings = [line for line in lines if line.startswith("info string")]
    assert any("the network core failed to compile here" in line for line in strings), strings


@needs_fifo
def test_a_named_pipe_in_the_shipped_networks_place_does_not_hang_master(shipped):  # noqa: F811
    from app.ai.engine import Engine
    shipped.unlink()
    os.mkfifo(shipped)
    engine = Engine("master", seed=1, backend=compiled_like())
    done: list[object] = []
    thread = threading.Thread(target=lambda: done.append(engine.best_move(Game(), depth=1)), daemon=True)
    thread.start()
    thread.join(5)
    hung = thread.is_alive()
    _unblock(shipped)
    thread.join(10)
    assert not hung, "the search waits for ever on the named pipe"
    assert done and engine.network_problems()


@needs_fifo
def test_a_named_pipe_as_eval_file_does_not_hang_the_uci_engine(tmp_path):
    from app.ai.uci import Server

    from .test_network_core import Lines
    fifo = tmp_path / "pipe.nnue"
    os.mkfifo(fifo)
    out = Lines()
    server = Server(out)        # type: ignore[arg-type]
    thread = threading.Thread(target=server.handle, args=(f"setoption name EvalFile value {fifo}",), daemon=True)
    thread.start()
    thread.join(5)
    hung = thread.is_alive()
    _unblock(fifo)
    thread.join(10)
    server.handle("quit")
    assert not hung, "the engine stops answering (even quit) while it waits on the named pipe"
    assert any(f"network {fifo} not used" in line for line in out.pending())

