"""The engine's first search and its compiled core's cache.

A fresh engine process with the compiled core in its cache waits for it (it loads in about a second)
and does not play into a mate in one at 100 ms; with an empty cache it searches with the pure core
while a process of its own, at a lower priority, compiles; a search begun on the pure core moves to
the compiled one at its next iteration. A damaged cache entry is removed and compiled again; a cache
folder that cannot be written is replaced by one that can, and said; numba missing and an unknown
XIANGQI_STUDIO_ENGINE are said. The engine processes are real (``python -m app.ai.uci``), each with a
cache folder of its own (XDG_CACHE_HOME in a temporary folder; a warm one is a copy of the cache the
compiled core of this test run was built in).
"""

from __future__ import annotations

import os
import pickle
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from app.ai import HANDWRITTEN, Engine, core
from app.ai.core import cache
from app.engines import EngineError, EngineProblem, open_engine
from app.engines.builtin import CoreNote, CoreReason, CoreState, builtin_command, builtin_env, core_note, core_report
from app.engines.process import EngineProcess
from app.model import Board, Game

from .conftest import compiled_backend

# Black to move: taking the rook on a4 (i4a4) lets Red's horse mate at once (e7g8); a search of one
# ply plays it, any deeper search does not (the engine's first move used to be that one).
BLUNDER = "2bak4/4a4/n3N1n2/2p1p1prp/6r2/R4N2c/2P1P4/3AB4/9/2BAKCR2 b - - 0 19"
LONG = 600.0            # seconds: the most a compile on a busy machine may take here


def allows_mate_in_one(fen: str, iccs: str) -> bool:
    board = Board(fen)
    board.push_iccs(iccs)
    for reply in board.legal_moves():
        after = board.copy()
        after.push(reply)
        if not after.legal_moves():
            return True
    return False


def engine_env(cache_home: Path | str, **extra: str) -> dict[str, str]:
    """The built-in engine's environment with its own cache folder and the compiled core allowed."""
    env = builtin_env()
    env.pop(core.ENV, None)
    env["XDG_CACHE_HOME"] = str(cache_home)
    env.update(extra)
    return env


class Engine1:
    """A fresh engine process, read line by line (its process group, compile included, ended at close)."""

    def __init__(self, env: dict[str, str]) -> None:
        self.proc = EngineProcess(builtin_command(), env=env)
        self.lines: list[str] = []

    def send(self, line: str) -> None:
        self.proc.send(line)

    def until(self, test, timeout: float = 60.0) -> list[str]:
        """The lines up to and including the first for which test(line) holds."""
        out = []
        while True:
            line = self.proc.readline(timeout)
            self.lines.append(line)
            out.append(line)
            if test(line):
                return out

    def strings(self) -> list[str]:
        return [line[len("info string "):] for line in self.lines if line.startswith("info string ")]

    def close(self) -> None:
        self.proc.close(grace=0.5)


@pytest.fixture
def engines():
    started: list[Engine1] = []

    def start(env: dict[str, str]) -> Engine1:
        started.append(Engine1(env))
        return started[-1]

    yield start
    for engine in started:
        engine.close()


@pytest.fixture(scope="module")
def built_cache() -> Path:
    """The cache folder holding the whole compiled core (built by this run if need be)."""
    compiled_backend()
    folder = core._COMPILER.cache
    assert folder is not None and cache.is_complete(folder), "the compiled core was not cached"
    return Path(folder)


@pytest.fixture
def warm(tmp_path, built_cache) -> Path:
    """An XDG_CACHE_HOME whose cache holds the whole compiled core (a copy)."""
    home = tmp_path / "warm-cache"
    target = Path(str(home / "xiangqi-studio" / "numba" / cache.source_digest()))
    shutil.copytree(cache.numba_folder(str(built_cache)), cache.numba_folder(str(target)))
    assert cache.is_complete(str(target))
    return home


def first_move(engine: Engine1, fen: str, movetime: int) -> tuple[str, list[str]]:
    engine.send("uci")
    engine.until(lambda line: line == "uciok")
    engine.send(f"position fen {fen}")
    engine.send(f"go movetime {movetime}")
    lines = engine.until(lambda line: line.startswith("bestmove"), timeout=120)
    return lines[-1].split()[1], lines


def children(pid: int) -> list[tuple[int, str]]:
    """(pid, command line) of the processes whose parent is `pid`."""
    out = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()
            cmdline = Path(f"/proc/{entry}/cmdline").read_bytes().replace(b"\0", b" ").decode()
        except OSError:
            continue
        if int(stat[1]) == pid:
            out.append((int(entry), cmdline))
    return out


def nice_of(pid: int) -> int:
    try:
        return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[16])
    except OSError:
        return -100


def wait_for(find, timeout: float = 60.0):
    """What find() gives once it gives something (polled), or None after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = find()
        if found is not None:
            return found
        time.sleep(0.05)
    return find()


# ----- the first search ---------------------------------------------------------------------------
@pytest.mark.compiled
def test_a_fresh_engine_waits_for_its_cached_core_and_does_not_play_into_a_mate_in_one(engines, warm):
    """`go movetime 100` as the first command after uci (no isready): the compiled core is loaded
    before the search starts, says so, and the move is not the one-ply blunder."""
    engine = engines(engine_env(warm))
    move, lines = first_move(engine, BLUNDER, 100)
    said = [line for line in lines if line.startswith("info string core ")]
    assert said and core_report(said[0][len("info string "):]).state is CoreState.COMPILED
    first_info = next(i for i, line in enumerate(lines) if line.startswith("info depth"))
    assert lines.index(said[0]) < first_info          # searched with the compiled core from the start
    assert move != "i4a4" and not allows_mate_in_one(BLUNDER, move)


def test_while_the_core_compiles_elsewhere_the_pure_core_searches(engines, tmp_path):
    """An empty cache: the engine says it is compiling, the compile runs in a child process at a
    lower priority than the engine's, and the engine's own search (the pure core) is not starved
    of the interpreter: a second on the clock sees past the one-ply blunder."""
    engine = engines(engine_env(tmp_path / "cold"))
    engine.send("uci")
    engine.until(lambda line: line == "uciok")
    engine.send("isready")
    engine.until(lambda line: line == "readyok")
    worker = wait_for(lambda: next((pid for pid, cmd in children(engine.proc.pid) if "app.ai.core.worker" in cmd
                                    and nice_of(pid) > nice_of(engine.proc.pid)), None))
    assert worker is not None, children(engine.proc.pid)
    move, lines = first_move_after_handshake(engine, BLUNDER, 1000)
    reports = [core_report(text) for text in engine.strings()]
    assert any(r is not None and r.state is CoreState.COMPILING for r in reports)
    assert not allows_mate_in_one(BLUNDER, move)


def first_move_after_handshake(engine: Engine1, fen: str, movetime: int) -> tuple[str, list[str]]:
    engine.send(f"position fen {fen}")
    engine.send(f"go movetime {movetime}")
    lines = engine.until(lambda line: line.startswith("bestmove"), timeout=120)
    return lines[-1].split()[1], lines


@pytest.mark.compiled
def test_a_search_begun_on_the_pure_core_moves_to_the_compiled_one_at_its_next_iteration(monkeypatch):
    built = compiled_backend()
    release = threading.Event()

    def slow_build() -> core.Backend:
        release.wait(60)
        return built

    monkeypatch.delenv(core.ENV, raising=False)
    monkeypatch.setattr(core, "_COMPILER", core._Compiler(slow_build))
    engine = Engine(network=HANDWRITTEN)     # (the default core is the subject: no network core compiled)
    seen: list[tuple[int, str, int]] = []

    def info(result) -> None:
        seen.append((result.depth, engine._searcher.backend.name, result.nodes))
        if result.depth == 2:
            release.set()
            core._COMPILER.done.wait(60)             # ready before the next iteration begins

    result = engine.best_move(Game(), depth=7, info=info)
    assert result.depth == 7
    assert [name for depth, name, _ in seen if depth <= 2] == ["python", "python"]
    assert [name for depth, name, _ in seen if depth > 2] == ["numba"] * 5
    assert engine.core_name == "numba"
    nodes = [n for _, _, n in seen]
    assert nodes == sorted(nodes) and result.nodes >= nodes[-1]      # counted on across the move


# ----- the cache ----------------------------------------------------------------------------------
def until_compiled(engine: Engine1) -> None:
    """Wait, the engine idle, until its worker has compiled the core and the engine searches with it:
    the worker's end is awaited, then short searches until one says ``core compiled`` (the engine is
    loading what the worker wrote meanwhile). A search of its own would keep a core busy with the pure
    core all along, and move to the compiled one only at its next iteration."""
    wait_for(lambda: None if any("app.ai.core.worker" in cmd for _, cmd in children(engine.proc.pid)) else True,
             timeout=LONG)

    def compiled() -> bool | None:
        engine.send("go depth 1")
        engine.until(lambda line: line.startswith("bestmove"))
        return True if any((r := core_report(text)) is not None and r.state is CoreState.COMPILED
                           for text in engine.strings()) else None

    assert wait_for(compiled, timeout=LONG), engine.strings()


@pytest.mark.compiled
def test_a_damaged_cache_entry_is_removed_and_compiled_again(engines, warm):
    """Two entries of a complete cache are damaged (an index and a data file): the engine says it
    removed them, compiles them again, then searches with the compiled core; the files read again
    and the next engine loads the cache at once."""
    folder = Path(cache.numba_folder(str(warm / "xiangqi-studio" / "numba" / cache.source_digest())))
    index = sorted(folder.glob("board.setup-*.nbi"))[0]
    data = sorted(folder.glob("board.make-*.nbc"))[0]
    index.write_bytes(b"\x80\x04damaged")
    data.write_bytes(pickle.dumps("not what numba wrote")[:-3])
    engine = engines(engine_env(warm))
    engine.send("uci")
    engine.until(lambda line: line == "uciok")
    until_compiled(engine)
    notes = [core_note(text) for text in engine.strings()]
    assert (CoreNote.REPAIRED, "2") in notes or (CoreNote.REPAIRED, "3") in notes, engine.strings()
    engine.close()
    assert cache.is_complete(str(folder.parent)) and cache.damaged(str(folder.parent)) == []
    again = engines(engine_env(warm))
    first_move(again, Game().start_fen, 100)
    assert core_report(next(x for x in again.strings() if x.startswith("core "))).state is CoreState.COMPILED


def _finishes(call, seconds: float = 30.0):
    """call() in a thread; its result, or AssertionError if it is still running after `seconds`."""
    out: list = []
    thread = threading.Thread(target=lambda: out.append(call()), daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"{call} did not return (it waited on a named pipe)"
    return out[0]


def test_entries_that_are_not_regular_files_are_damaged_and_removed_without_opening_them(tmp_path):
    """A named pipe in an entry's place made numba (and the look for damage) wait for ever for a writer:
    the compile never ended and the engine searched with the pure core for good. Such entries, and a
    folder in one's place, are damaged, found without opening them, and removed."""
    folder = Path(cache.numba_folder(str(tmp_path)))
    folder.mkdir(parents=True)
    os.mkfifo(folder / "board.make-52.py311.1.nbc")
    os.mkfifo(folder / "board.setup-28.py311.nbi")
    (folder / "support.poll-17.py311.nbi").mkdir()
    (folder / "support.poll-17.py311.nbi" / "x").write_text("x")
    with open(folder / "board.make-52.py311.nbi", "wb") as fh:        # an index naming the pipe
        pickle.dump(cache.numba_version(), fh)
        pickle.dump((0, {"sig": "board.make-52.py311.1.nbc"}), fh)
    (folder / cache.COMPLETE).write_text("numba x\n")
    special = ["board.make-52.py311.1.nbc", "board.setup-28.py311.nbi", "support.poll-17.py311.nbi"]
    assert sorted(_finishes(lambda: cache.damaged(str(tmp_path)))) == sorted([*special, "board.make-52.py311.nbi"])
    assert sorted(_finishes(lambda: cache.remove_special(str(tmp_path)))) == sorted(special)
    assert sorted(p.name for p in folder.iterdir()) == ["board.make-52.py311.nbi"]    # the mark forgotten too
    assert cache.remove_special(str(tmp_path / "none")) == []


@pytest.mark.compiled
def test_the_compiling_worker_replaces_a_named_pipe_in_the_cache(tmp_path, built_cache):
    target = tmp_path / "c"
    shutil.copytree(cache.numba_folder(str(built_cache)), cache.numba_folder(str(target)))
    folder = Path(cache.numba_folder(str(target)))
    data = sorted(folder.glob("board.make-*.nbc"))[0]
    data.unlink()
    os.mkfifo(data)
    assert not cache.is_complete(str(target))
    done = subprocess.run([sys.executable, "-m", "app.ai.core.worker", str(target)], capture_output=True, text=True,
                          timeout=LONG, env={**os.environ, "PYTHONPATH": str(cache.APP_ROOT)})
    assert done.returncode == 0, done.stderr
    assert data.is_file() and cache.is_complete(str(target))


@pytest.mark.compiled
def test_a_cached_file_whose_bytes_changed_is_compiled_again_not_loaded(tmp_path, built_cache):
    """A data file whose bytes changed inside (a disk's error, a damaged copy) still unpickles, so the
    folder passed as whole: the worker left it, and loading it crashed the process (an illegal
    instruction) at every start. The mark that the folder is whole keeps each file's checksum."""
    target = tmp_path / "c"
    shutil.copytree(cache.numba_folder(str(built_cache)), cache.numba_folder(str(target)))
    cache.mark_complete(str(target))          # the run's cache may carry the mark of an earlier version
    folder = Path(cache.numba_folder(str(target)))
    data = sorted(folder.glob("board.gen_quiets-*.nbc"))[0]
    raw = bytearray(data.read_bytes())
    raw[200:264] = b"\xff" * 64
    data.write_bytes(bytes(raw))
    assert cache.damaged(str(target)) == []   # it unpickles
    env = {**os.environ, "PYTHONPATH": str(cache.APP_ROOT)}
    done = subprocess.run([sys.executable, "-m", "app.ai.core.worker", str(target)], capture_output=True, text=True,
                          timeout=LONG, env=env)
    assert done.returncode == 0, done.stderr
    loading = "import sys; from app.ai.core.compiled import build; build(sys.argv[1])"
    load = subprocess.run([sys.executable, "-c", loading, str(target)], capture_output=True, text=True, timeout=LONG,
                          env=env)
    assert load.returncode == 0, load.stderr[-2000:]
    assert cache.is_complete(str(target)) and cache.altered(str(target)) == []


def test_a_cache_that_lost_a_file_is_compiled_in_the_worker_not_in_the_engine(engines, warm):
    """A cleaner of old files (or a hand) removed one of numba's files from a complete cache: loading
    it would compile the missing entry in the engine's own process, its first search waiting for that
    (up to LOAD_WAIT) and the pure core starved of the interpreter. The cache is not whole: the engine
    says it compiles, searches with the pure core meanwhile, its worker compiles the missing entry,
    and the next engine loads the whole cache."""
    folder = Path(cache.numba_folder(str(warm / "xiangqi-studio" / "numba" / cache.source_digest())))
    victim = sorted(folder.glob("board.unmake-*.nbc"))[0]
    victim.unlink()
    assert not cache.is_complete(str(folder.parent))
    engine = engines(engine_env(warm))
    first_move(engine, Game().start_fen, 100)
    said = core_report(next(x for x in engine.strings() if x.startswith("core ")))
    assert said is not None and said.state is CoreState.COMPILING, engine.strings()
    until_compiled(engine)
    engine.close()
    assert victim.exists() and cache.is_complete(str(folder.parent))
    again = engines(engine_env(warm))
    first_move(again, Game().start_fen, 100)
    assert core_report(next(x for x in again.strings() if x.startswith("core "))).state is CoreState.COMPILED


def test_a_cache_folder_that_cannot_be_written_falls_back_to_one_that_can(engines, tmp_path):
    """XDG_CACHE_HOME names a file: the engine caches in its own folder in the temporary folder
    and says so (the compile runs into that folder), instead of compiling without a cache at
    every start."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the cache folder would go")
    temp = tmp_path / "tmp"
    temp.mkdir()
    engine = engines(engine_env(blocker, TMPDIR=str(temp)))
    engine.send("uci")
    engine.until(lambda line: line == "uciok")
    engine.send("go depth 1")
    engine.until(lambda line: line.startswith("bestmove"))
    notes = [note for note in (core_note(text) for text in engine.strings()) if note is not None]
    assert notes and notes[0][0] is CoreNote.FALLBACK and notes[0][1].startswith(str(temp)), engine.strings()
    worker = wait_for(lambda: next((cmd for pid, cmd in children(engine.proc.pid) if "app.ai.core.worker" in cmd),
                                   None))
    assert worker is not None and str(temp) in worker


def test_the_cache_folder_is_chosen_writable_and_private(tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))
    monkeypatch.setattr("tempfile.tempdir", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    place = cache.choose_cache()
    assert place.fallback and place.path.startswith(str(tmp_path / "tmp" / "xiangqi-studio-"))
    assert place.wanted.startswith(str(blocker))
    monkeypatch.delenv(core.ENV, raising=False)
    status = core.probe()
    assert (core.CacheNote.FALLBACK, place.path) in status.notes
    # a folder of ours in the shared temporary folder that others may write is not used
    shutil.rmtree(tmp_path / "tmp" / Path(place.path).relative_to(tmp_path / "tmp").parts[0])
    os.makedirs(tmp_path / "tmp" / f"xiangqi-studio-{os.getuid()}", mode=0o777)
    os.chmod(tmp_path / "tmp" / f"xiangqi-studio-{os.getuid()}", 0o777)
    place = cache.choose_cache()
    assert place.path is None
    status = core.probe()
    assert status.state is core.CoreState.UNCOMPILED and status.notes[0][0] is core.CacheNote.NO_CACHE
    assert "no cache folder can be written" in status.lines()[1]


def test_numba_folder_is_named_as_numba_names_it():
    from numba.core.caching import _CacheLocator
    for name in ("board.py", "search.py"):
        assert Path(cache.numba_folder("/x")).name == _CacheLocator.get_suitable_cache_subpath(
            str(cache.HERE / name))


@pytest.mark.compiled
def test_repair_removes_only_what_does_not_unpickle(tmp_path, built_cache):
    target = tmp_path / "c"
    shutil.copytree(cache.numba_folder(str(built_cache)), cache.numba_folder(str(target)))
    folder = Path(cache.numba_folder(str(target)))
    before = sorted(p.name for p in folder.iterdir())
    assert cache.damaged(str(target)) == [] and cache.is_complete(str(target))
    assert cache.repair(str(target)) == [] and not cache.is_complete(str(target))     # whole: nothing removed
    victim = sorted(folder.glob("support.evaluate-*.nbi"))[0]
    victim.write_bytes(b"garbage")
    assert cache.damaged(str(target)) == [victim.name]
    assert cache.repair(str(target)) == [victim.name]
    assert sorted(p.name for p in folder.iterdir()) == [n for n in before if n not in (victim.name, cache.COMPLETE)]


# ----- saying what it is --------------------------------------------------------------------------
def test_an_unknown_engine_setting_is_refused_naming_the_allowed_values(monkeypatch, tmp_path):
    monkeypatch.setenv(core.ENV, "nonsense")
    with pytest.raises(ValueError, match="auto, numba, python, pure"):
        core.mode()
    with pytest.raises(ValueError, match="nonsense"):
        Engine()
    with pytest.raises(EngineError) as caught:
        open_engine("builtin")
    assert caught.value.problem is EngineProblem.BAD_SETTING and caught.value.value == "nonsense"
    assert "auto" in caught.value.detail and "python" in caught.value.detail
    env = builtin_env()
    env[core.ENV] = "nonsense"
    done = subprocess.run(builtin_command(), input="uci\nquit\n", capture_output=True, text=True, env=env,
                          timeout=120)
    assert done.returncode == 2 and "uciok" not in done.stdout
    assert "XIANGQI_STUDIO_ENGINE" in done.stderr and "auto, numba, python, pure" in done.stderr
    status = core.probe()
    assert status.state is core.CoreState.PURE and status.reason is core.PureReason.BAD_SETTING
    for value in ("auto", "NUMBA", " python ", "pure", ""):
        monkeypatch.setenv(core.ENV, value)
        assert core.mode() in ("auto", "python")


def test_numba_missing_is_said(engines, tmp_path, monkeypatch):
    """An interpreter where numba cannot be imported: the engine says it searches with the pure core
    because numba is not installed (so does the Engines dialog's probe)."""
    hide = tmp_path / "hide"
    hide.mkdir()
    (hide / "sitecustomize.py").write_text("import sys\nsys.modules['numba'] = None\n")
    env = engine_env(tmp_path / "cache")
    env["PYTHONPATH"] = os.pathsep.join([str(hide), env["PYTHONPATH"]])
    engine = engines(env)
    engine.send("uci")
    engine.until(lambda line: line == "uciok")
    engine.send("go depth 1")
    engine.until(lambda line: line.startswith("bestmove"))
    reports = [r for r in (core_report(text) for text in engine.strings()) if r is not None]
    assert reports and reports[0].state is CoreState.PURE and reports[0].reason is CoreReason.NO_NUMBA
    assert "numba is not installed" in engine.strings()[0]
    monkeypatch.delenv(core.ENV, raising=False)
    monkeypatch.setattr(cache, "numba_version", lambda: None)
    status = core.probe()
    assert status.state is core.CoreState.PURE and status.reason is core.PureReason.NO_NUMBA


def test_the_engine_says_which_core_searches_once(engines, tmp_path):
    """XIANGQI_STUDIO_ENGINE=python: the first go says the pure core searches, as asked; later ones
    say nothing more."""
    env = engine_env(tmp_path / "cache", **{core.ENV: "python"})
    engine = engines(env)
    engine.send("uci")
    engine.until(lambda line: line == "uciok")
    for _ in range(2):
        engine.send("go depth 1")
        engine.until(lambda line: line.startswith("bestmove"))
    assert len(engine.strings()) == 1
    report = core_report(engine.strings()[0])
    assert report is not None and report.state is CoreState.PURE and report.reason is CoreReason.CHOSEN
    assert report.detail == "python"


@pytest.mark.compiled
def test_isready_waits_for_a_cached_core_and_stop_and_quit_do_not(engines, warm):
    engine = engines(engine_env(warm))
    engine.send("uci")
    engine.until(lambda line: line == "uciok")
    engine.send("isready")
    engine.until(lambda line: line == "readyok")
    engine.send("go infinite")
    engine.until(lambda line: line.startswith("info depth"))
    assert core_report(engine.strings()[0]).state is CoreState.COMPILED
    engine.send("stop")
    engine.until(lambda line: line.startswith("bestmove"))
    engine.send("quit")
    assert engine.proc.wait_until_gone(30)


def test_the_worker_refuses_a_bad_command_line():
    done = subprocess.run([sys.executable, "-m", "app.ai.core.worker"], capture_output=True, text=True,
                          env=builtin_env(), timeout=120)
    assert done.returncode == 2 and "usage" in done.stderr
