"""The learned evaluation inside the search core (app.ai.core.network): both cores evaluate exactly as
app.ai.nnue's reference through random games (accumulators kept up to date by make/unmake), every
evaluation inside a search is the reference's, both cores search alike with a network, and the
engine and the UCI server take a network file as a switch, refusing a damaged one with its problem."""

from __future__ import annotations

import numpy as np
import pytest

from app.ai import core
from app.ai.core import layout
from app.ai.engine import Engine
from app.ai.nnue import FeatureSet, Network, NetworkError, NetworkProblem
from app.ai.search import INF, NET_REBASE, Searcher, SearchStop
from app.model import Board, Game

from tests.conftest import running_marked

from .conftest import COMPILE_TIMEOUT, compiled_backend
from .test_nnue import random_game, random_network
from .test_uci_search import Lines

SETS = list(FeatureSet)
START = list(Board().squares())


def network_core() -> core.Backend:
    """The compiled core with the network's code (built, or loaded from its cache, on first use): only
    for tests marked as ON_NETWORK_CORE below, so that the default run never compiles it."""
    assert running_marked("compiled") and running_marked("slow"), \
        "a test using the network's compiled core must be marked compiled and slow"
    backend = core.compiled_network_backend(timeout=COMPILE_TIMEOUT)
    assert backend is not None, "the compiled core with the network's code is not available"
    return backend


# The compiled core with the network's code is a compile of its own (about a minute and a half of CPU,
# once per cache): its tests run with the slow ones, so that the default run does not pay it while the
# hand-written evaluation is the engine's; the pure core's are in the default run.
ON_NETWORK_CORE = (pytest.mark.compiled, pytest.mark.slow)


@pytest.fixture(params=["python", pytest.param("numba", marks=ON_NETWORK_CORE)])
def net_backend(request: pytest.FixtureRequest) -> core.Backend:
    """The pure core, then the compiled one with the network's code."""
    return core.pure() if request.param == "python" else network_core()


def _check_game(s: Searcher, net: Network, moves: list[int]) -> tuple[int, int, int]:
    """Play the moves on the searcher and take them back, each position's value (the accumulators',
    uncached, and the search's evaluation) equal to the reference's full refresh; returns the values
    checked, the king moves and the captures among the moves."""
    values = [s.network_value()]
    assert values[0] == net.evaluate(s.board(), s.side) == s.evaluate()
    kings = captures = 0
    for m in moves:
        kings += s.board()[m >> 7] & 7 == 1
        captures += bool(s.make(m))
        value = s.network_value()
        assert value == net.evaluate(s.board(), s.side) == s.evaluate()
        values.append(value)
    for i in range(len(moves), 0, -1):
        assert s.network_value() == values[i]
        s.unmake()
    assert s.board() == START and s.network_value() == values[0]
    return len(values), kings, captures


def test_the_cores_constants_are_the_references():
    from app.ai import nnue
    from app.ai.core import network
    assert (layout.NET_QA, layout.NET_SHIFT, network.EVAL_LIMIT, network.PS_FEATURES) == \
        (nnue.QA, nnue.WEIGHT_SHIFT, nnue.EVAL_LIMIT, nnue.PS)
    assert [int(fs) for fs in FeatureSet] == [1, 2, 3]        # the core's numbers for the feature sets


@pytest.mark.parametrize("name", ["dot16", "dot16_portable", "dot16x4", "dot16x4_portable"])
def test_the_dense_layers_sum_of_int16_pairs_is_numpys(name):
    # the compiled dense layers' inner product (x86's pmaddwd where the machine has AVX2, else LLVM's
    # portable vectors): every length around the vectors' 8 and 16 pairs, at any offsets, on values
    # at int16's ends (sums far past int32 wrap as int32 does)
    numba = pytest.importorskip("numba")
    from app.ai.core import compiled_prims
    dot = getattr(compiled_prims, name)

    if name.startswith("dot16x4"):      # four rows of a, 7 apart; each compared below
        @numba.njit
        def rows(a, i, b, j, n):
            return dot(a, i, 7, b, j, n)

        def run(a, i, b, j, n):
            sums = rows(a, i, b, j, n)
            assert [int(s) for s in sums[1:]] == [sum_of(a, i + 7 * k, b, j, n) for k in (1, 2, 3)]
            return sums[0]
    else:
        run = numba.njit(lambda a, i, b, j, n: dot(a, i, b, j, n))

    def sum_of(a, i, b, j, n):
        exact = int(np.dot(a[i:i + n].astype(np.int64), b[j:j + n].astype(np.int64)))
        return (exact + 2 ** 31) % 2 ** 32 - 2 ** 31

    rng = np.random.default_rng(5)
    a = rng.integers(-32768, 32768, 320).astype(np.int16)
    b = rng.integers(-32768, 32768, 320).astype(np.int16)
    a[:40], b[:40] = -32768, 32767
    for n in list(range(0, 41)) + [127, 128, 255, 256]:
        for i, j in ((0, 0), (3, 40), (17, 1)):
            assert run(a, i, b, j, n) == sum_of(a, i, b, j, n), (n, i, j)
    weights, inputs = rng.integers(-128, 128, 300).astype(np.int16), rng.integers(0, 128, 256).astype(np.int16)
    assert run(weights, 0, inputs, 0, 256) == int(np.dot(weights[:256].astype(np.int64), inputs.astype(np.int64)))


def test_the_dense_layers_scratch_ends_the_narrow_array():
    # the compiled dense layers write the first layer's input (2W) and its output (H1) from nw[W_X]:
    # the array holds both, and nothing of the network lies past them
    net = random_network(FeatureSet.PS, width=24, hidden=(8, 4), seed=2)
    s = Searcher(START, 0, backend=core.pure(), network=net)
    assert len(s.nw) == s.nn[layout.W_X] + 2 * 24 + 8
    assert s.nn[layout.W_X] == s.nn[layout.W_ACC] + 2 * 24 * layout.NET_SLOTS


@pytest.mark.parametrize("fs", SETS)
@pytest.mark.parametrize("psqt", [True, False])
def test_the_core_evaluates_as_the_reference_through_random_games(net_backend, fs, psqt):
    net = random_network(fs, width=24, hidden=(8, 4), psqt=psqt, seed=21)
    s = Searcher(START, 0, backend=net_backend, network=net)
    checked = kings = captures = 0
    for seed in range(2):
        # longer than the stack of accumulators keeps for moves played outside a search: it starts again
        moves = random_game(300 + seed, 2 * NET_REBASE)
        assert len(moves) > NET_REBASE
        n, k, c = _check_game(s, net, moves)
        checked, kings, captures = checked + n, kings + k, captures + c
    # both kinds of update: a king's (its own view refreshed with king buckets) and a capture's
    assert checked > 2 * NET_REBASE and kings >= 2 and captures >= 10


def _values_in_both_cores(net: Network, moves: list[int]) -> None:
    """Each position of the game evaluated by the pure core, the compiled one and the reference: equal."""
    values = []
    for backend in (core.pure(), network_core()):
        s = Searcher(START, 0, backend=backend, network=net)
        row = []
        for m in moves:
            s.make(m)
            row.append(s.network_value())
        values.append(row)
    board = Board()
    expected = []
    for m in moves:
        board.push(next(x for x in board.legal_moves() if (x.from_sq << 7 | x.to_sq) == m))
        expected.append(net.evaluate(board.squares(), board.turn.index))
    assert values[0] == values[1] == expected
    assert len(set(expected)) > 20


@pytest.mark.compiled
@pytest.mark.slow
def test_a_network_of_the_trained_shape_evaluates_alike_in_both_cores():
    # width 128, 32 x 32: the shape of the networks trained so far; values far into both clips
    _values_in_both_cores(random_network(FeatureSet.PS, width=128, hidden=(32, 32), seed=4), random_game(77, 60))


@pytest.mark.compiled
@pytest.mark.slow
def test_layers_of_any_size_evaluate_alike_in_both_cores():
    # the compiled layers take four rows at a time, then the rest one by one, and 16 values at a
    # time, then the rest one by one: sizes that leave a rest of each
    _values_in_both_cores(random_network(FeatureSet.PS, width=21, hidden=(7, 6), seed=6), random_game(78, 60))


def test_every_evaluation_inside_a_search_is_the_references(monkeypatch):
    # the pure core's search with its evaluation watched: each value the search takes is the
    # reference's full refresh of the position it stands on
    from app.ai.core import nodes, quiesce
    net = random_network(FeatureSet.KING9, width=16, seed=8)
    pure = core.pure()
    seen = []
    real = pure.support.evaluate

    def watched(sq, pl, st, wk, nn, nw):
        value = real(sq, pl, st, wk, nn, nw)
        assert value == net.evaluate(list(sq), st[0])
        seen.append(value)
        return value

    monkeypatch.setattr(nodes, "evaluate", watched)
    monkeypatch.setattr(quiesce, "evaluate", watched)
    board = Board("r1bakab1r/9/1c2n1nc1/p1p1p3p/6p2/2P6/P3P1P1P/1C2C1N2/9/RNBAKAB1R w - - 0 1")
    s = Searcher(board.squares(), 0, backend=pure, network=net)
    s.set_root(s.legal_moves(), {}, None)
    s.prepare()
    for depth in (1, 2, 3):
        s.root(depth, -INF, INF)
    assert len(seen) > 200
    assert s.nn[layout.N_TOP] == 0 and s.board() == list(board.squares())


def _search(backend: core.Backend, fen: str | None, net: Network | None, depth: int) -> tuple[int, int, int]:
    board = Board(fen) if fen else Board()
    s = Searcher(board.squares(), board.turn.index, backend=backend, network=net)
    s.set_root(s.legal_moves(), {}, None)
    s.prepare()
    lines = []
    for d in range(1, depth + 1):
        lines = s.root(d, -INF, INF)
    assert s.nn[layout.N_TOP] == 0            # every make of the search taken back
    return lines[0].move, lines[0].score, s.nodes


@pytest.mark.compiled
@pytest.mark.slow
@pytest.mark.parametrize("fs", SETS)
def test_both_cores_search_alike_with_a_network(fs):
    net = random_network(fs, width=32, hidden=(16, 8), seed=5)
    for fen in (None, "3k5/4a4/4ba3/9/4n4/9/4P4/9/4A4/3AK2R1 w - - 0 1"):
        slow = _search(core.pure(), fen, net, 3)
        fast = _search(network_core(), fen, net, 3)
        assert slow == fast
        assert fast != _search(network_core(), fen, None, 3)    # the network changed the search


@pytest.mark.compiled
@pytest.mark.slow
def test_the_default_compiled_core_leaves_the_network_out_and_searches_as_the_one_with_it():
    plain, with_code = compiled_backend(), network_core()
    assert not plain.has_network and with_code.has_network and core.pure().has_network
    with pytest.raises(ValueError, match="no network code"):
        Searcher(START, 0, backend=plain, network=random_network(FeatureSet.PS))
    fen = "r1bakab1r/9/1c2n1nc1/p1p1p3p/6p2/2P6/P3P1P1P/1C2C1N2/9/RNBAKAB1R w - - 0 1"
    assert _search(plain, fen, None, 4) == _search(with_code, fen, None, 4)


def test_a_stopped_search_leaves_the_accumulators_as_they_were(net_backend):
    net = random_network(FeatureSet.KING6M, width=16, seed=6)
    s = Searcher(START, 0, backend=net_backend, network=net)
    before = s.network_value()
    s.set_root(s.legal_moves(), {}, None)
    s.prepare(node_limit=3000)
    with pytest.raises(SearchStop):
        for depth in range(1, 30):
            s.root(depth, -INF, INF)
    assert s.nn[layout.N_TOP] == 0 and s.network_value() == before and s.board() == START


def test_switching_the_network_off_and_on_gives_each_evaluation_back(net_backend):
    net = random_network(FeatureSet.PS, seed=9)
    s = Searcher(START, 0, backend=net_backend)
    hand = s.evaluate()
    s.set_network(net)
    assert s.evaluate() == net.evaluate(START, 0) != hand
    s.set_network(None)
    assert s.evaluate() == hand
    with pytest.raises(ValueError, match="no network"):
        s.network_value()


# ----- the switch: the engine and the UCI server ----------------------------------------------------

VALUE = 123


def constant_network(value: int = VALUE) -> Network:
    """A network whose every value is `value` for the side to move (every weight 0)."""
    w, h1, h2 = 8, 4, 4
    return Network(FeatureSet.PS, ft_bias=np.zeros(w, np.int16), ft_weight=np.zeros((1260, w), np.int16), psqt=None,
                   l1_bias=np.zeros(h1, np.int32), l1_weight=np.zeros((h1, 2 * w), np.int8),
                   l2_bias=np.zeros(h2, np.int32), l2_weight=np.zeros((h2, h1), np.int8),
                   out_bias=np.array([value], np.int32), out_weight=np.zeros((1, h2), np.int8),
                   out_mul=1, out_shift=0, description="constant")


def test_the_engine_evaluates_with_the_network_it_is_given(net_backend, tmp_path):
    path = tmp_path / "constant.nnue"
    path.write_bytes(constant_network().to_bytes())
    # every position is worth VALUE to the side to move: any move leaves the opponent VALUE up
    for network in (path, str(path), constant_network()):
        result = Engine("master", seed=1, backend=net_backend, network=network).best_move(Game(), depth=1)
        assert result.score == -VALUE
    hand = Engine("master", seed=1, backend=net_backend).best_move(Game(), depth=1)
    assert hand.score != -VALUE


def test_the_engine_refuses_a_damaged_or_missing_network_file(tmp_path):
    good = constant_network().to_bytes()
    damaged = bytearray(good)
    damaged[200] ^= 1
    cases = {"damaged.nnue": (bytes(damaged), NetworkProblem.CHECKSUM),
             "short.nnue": (good[:-7], NetworkProblem.WRONG_SIZE),
             "other.nnue": (b"PK\x03\x04" + good[4:], NetworkProblem.NOT_A_NETWORK)}
    for name, (data, problem) in cases.items():
        (tmp_path / name).write_bytes(data)
        with pytest.raises(NetworkError) as err:
            Engine("master", backend=core.pure(), network=tmp_path / name)
        assert err.value.problem == problem and err.value.path == str(tmp_path / name)
    with pytest.raises(FileNotFoundError):
        Engine("master", backend=core.pure(), network=tmp_path / "missing.nnue")


def _uci(commands: list[str]) -> list[str]:
    from app.ai.uci import Server
    out = Lines()
    server = Server(out)        # type: ignore[arg-type]
    lines = []
    for command in commands:
        server.handle(command)
        if command.startswith("go"):
            lines += out.until("bestmove")
    server.handle("quit")
    return lines + out.pending()


def _last_score(lines: list[str]) -> int:
    """The score of the last info line (with the constant network: +-VALUE, as the table the engine
    kept from its warm-up search may hold a deeper result than the depth asked for)."""
    words = [line for line in lines if line.startswith("info depth")][-1].split()
    return int(words[words.index("cp") + 1])


def test_the_uci_engine_takes_an_eval_file_and_says_when_it_cannot_use_one(tmp_path):
    path = tmp_path / "constant.nnue"
    path.write_bytes(constant_network().to_bytes())
    bad = tmp_path / "bad.nnue"
    bad.write_bytes(constant_network().to_bytes()[:-1])
    lines = _uci(["uci", f"setoption name EvalFile value {path}", "position startpos", "go depth 1"])
    assert "option name EvalFile type string default <default>" in lines
    assert any(line.startswith(f"info string evaluating with the network {path}") for line in lines)
    assert abs(_last_score(lines)) == VALUE
    lines = _uci([f"setoption name EvalFile value {path}", f"setoption name EvalFile value {bad}",
                  "position startpos", "go depth 1"])
    told = [line for line in lines if line.startswith(f"info string network {bad} not used")]
    assert len(told) == 1 and "damaged network file" in told[0] and "hand-written" in told[0]
    assert abs(_last_score(lines)) != VALUE      # back to the hand-written evaluation
    lines = _uci([f"setoption name EvalFile value {tmp_path / 'missing.nnue'}", "position startpos", "go depth 1"])
    assert any("missing.nnue not used" in line for line in lines)
    lines = _uci([f"setoption name EvalFile value {path}", "setoption name EvalFile value <empty>",
                  "position startpos", "go depth 1"])
    assert abs(_last_score(lines)) != VALUE



@pytest.mark.compiled
@pytest.mark.slow
def test_a_fresh_uci_engine_with_an_eval_file_searches_its_first_move_on_the_network_core(tmp_path):
    # the cache holds both compiled cores: isready waits for the network's to load (a second or two)
    # and warms it up, so that the first `go movetime 100` searches on it, not a blind move
    import shutil

    from app.ai.core import cache
    from app.ai.core.compiled import network_cache

    from .test_core_loading import BLUNDER, Engine1, allows_mate_in_one, engine_env
    compiled_backend()
    network_core()
    built = cache.choose_cache().path or ""
    assert cache.is_complete(built) and cache.is_complete(str(network_cache(built)))
    home = tmp_path / "warm"
    target = str(home / "xiangqi-studio" / "numba" / cache.source_digest())
    shutil.copytree(cache.numba_folder(built), cache.numba_folder(target))
    shutil.copytree(cache.numba_folder(str(network_cache(built))), cache.numba_folder(str(network_cache(target))))
    path = tmp_path / "net.nnue"
    path.write_bytes(random_network(FeatureSet.PS, width=32, hidden=(16, 8), seed=12).to_bytes())
    engine = Engine1(engine_env(home))
    try:
        engine.send("uci")
        engine.until(lambda line: line == "uciok")
        engine.send(f"setoption name EvalFile value {path}")
        engine.send("isready")
        engine.until(lambda line: line == "readyok")
        engine.send(f"position fen {BLUNDER}")
        engine.send("go movetime 100")
        lines = engine.until(lambda line: line.startswith("bestmove"), timeout=120)
    finally:
        engine.close()
    depths = [int(line.split()[2]) for line in lines if line.startswith("info depth")]
    assert depths and max(depths) >= 3, lines           # a search, not a move played blind
    assert not allows_mate_in_one(BLUNDER, lines[-1].split()[1])


def test_a_cold_network_core_is_compiled_by_a_worker_process_and_a_warm_one_only_loaded(monkeypatch, tmp_path):
    # a compile in the engine's own process held its interpreter for a minute and a half: the network's
    # core is compiled as the default one is, by a worker at a lower priority, then loaded here
    from app.ai.core import cache, compiled
    monkeypatch.setattr(cache, "choose_cache", lambda: cache.CachePlace(str(tmp_path), str(tmp_path)))
    monkeypatch.setattr(core, "_NET_CACHED", [False])
    workers, loads = [], []

    def worker(cache_dir: str, low: bool = True, network: bool = False) -> None:
        workers.append((cache_dir, low, network))
        folder = compiled.network_cache(cache_dir)
        assert folder is not None
        cache.mark_complete(folder)                 # as the worker leaves the folder

    def load(cache_dir: str | None, network: bool = False) -> core.Backend:
        loads.append((cache_dir, network))
        return core.pure()

    monkeypatch.setattr(core, "_compile_elsewhere", worker)
    monkeypatch.setattr(compiled, "build", load)
    core._build_network()
    assert workers == [(str(tmp_path), True, True)] and loads == [(str(tmp_path), True)]
    core._build_network()                           # the cache now whole: loaded, no worker
    assert len(workers) == 1 and loads == [(str(tmp_path), True)] * 2


def test_the_worker_refuses_a_command_line_it_does_not_know(capsys):
    from app.ai.core import worker
    assert worker.main([]) == 2 and worker.main(["a", "b", "--network"]) == 2
    assert "--network" in capsys.readouterr().err


def test_the_status_of_the_networks_core_is_its_own(monkeypatch):
    # an engine with a network said "core compiled" (the default core's state) while the pure core
    # searched with the network for the minute and a half its own core took to compile
    import threading
    release, cold = threading.Event(), threading.Event()

    def build() -> core.Backend:
        core._NET_CACHED[0] = not cold.is_set()
        core._NET_KNOWN.set()
        release.wait(60)
        return core.pure()

    monkeypatch.setenv(core.ENV, "auto")             # (the tests' processes are on the pure core)
    for cached in (False, True):
        monkeypatch.setattr(core, "_NET_KNOWN", threading.Event())
        monkeypatch.setattr(core, "_NET_CACHED", [False])
        monkeypatch.setattr(core, "_NET_COMPILER", core._Compiler(build))
        release.clear()
        (cold.clear if cached else cold.set)()
        assert core.status(network=True).state is core.CoreState.UNCOMPILED
        core.start_network_compile()
        assert core._NET_KNOWN.wait(60)
        expected = core.CoreState.LOADING if cached else core.CoreState.COMPILING
        assert core.status(network=True).state is expected
        assert core.status(network=True).lines()[0].startswith(f"core {expected}:")
        release.set()
        assert core._NET_COMPILER.done.wait(60)
        assert core.status(network=True).state is core.CoreState.COMPILED
