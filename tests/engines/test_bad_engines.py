"""Bad engines get clear errors, never hang the caller and never outlive their session."""

import os
import stat
import sys

import pytest

from app.engines import EngineError, EngineTerminated, EngineTimeout, Limit, UcciProtocol, open_engine
from app.model import Game, Move

from .conftest import FAKE, fake, gone, running

H2E2 = Move.from_iccs("h2e2")


def test_missing_program(tmp_path):
    with pytest.raises(EngineError, match="not found"):
        open_engine(str(tmp_path / "no-such-engine"))


def test_folder_is_not_an_engine(tmp_path):
    with pytest.raises(EngineError, match="folder"):
        open_engine(str(tmp_path))


def test_text_file_that_is_not_executable(tmp_path):
    path = tmp_path / "readme.txt"
    path.write_text("just some words\n")
    with pytest.raises(EngineError, match="not an executable"):
        open_engine(str(path))


@pytest.mark.skipif(sys.platform == "win32", reason="exec bits are POSIX")
def test_executable_text_file(tmp_path):
    path = tmp_path / "engine"
    path.write_text("just some words\n")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    with pytest.raises(EngineError, match="cannot be run|not a UCI"):
        open_engine(str(path))


def test_program_that_exits_at_once():
    with pytest.raises(EngineTerminated, match="not a UCI or UCCI engine"):
        open_engine([sys.executable, "-c", "pass"])


def test_silent_program_times_out_and_is_ended():
    with pytest.raises(EngineTimeout, match="no uciok or ucciok within 3 s"):
        open_engine(fake("silent"), timeout=3)
    # nothing of it is left: no engine process with the fake's command line runs
    assert not [p for p in _fake_pids() if str(FAKE) in _cmdline(p) and "silent" in _cmdline(p)]


def test_no_readyok_times_out():
    with pytest.raises(EngineTimeout, match="no readyok within 2 s"):
        open_engine(fake("noready"), timeout=2)


def test_ucci_only_engine_is_detected():
    with open_engine(fake("ucci"), timeout=5) as engine:
        assert isinstance(engine.protocol, UcciProtocol) and engine.name == "Fake ucci"
        assert engine.options["Skill"].max == 10
        assert engine.play(Game(), Limit(depth=1)).move == H2E2


def test_crash_mid_search_raises_terminated_and_leaves_no_process():
    engine = open_engine(fake("crash"))
    with pytest.raises(EngineTerminated, match="during the search"):
        engine.play(Game(), Limit(depth=3))
    assert gone(engine.pid)
    with pytest.raises(EngineTerminated):
        engine.play(Game(), Limit(depth=3))
    engine.close()


def test_no_bestmove_after_stop_raises_timeout_and_kills():
    engine = open_engine(fake("hang"), timeout=1)
    with pytest.raises(EngineTimeout, match="no best move"):
        engine.play(Game(), Limit(time=0.05))
    engine.close()
    assert gone(engine.pid)


def test_stream_stop_on_a_hanging_engine():
    engine = open_engine(fake("hang"), timeout=1)
    with pytest.raises(EngineTimeout):
        with engine.analysis(Game()) as stream:
            info = next(stream)
            assert info.pv == (H2E2,)
            stream.stop()
            next(stream)
    engine.close()
    assert gone(engine.pid)


def test_garbage_is_ignored():
    with open_engine(fake("garbage")) as engine:
        assert "Broken" not in engine.options and "Skill" in engine.options
        result = engine.play(Game(), Limit(depth=2))
        assert result.move == H2E2 and result.ponder == Move.from_iccs("h9g7")
        # the PV is cut at its illegal last move
        assert [m.iccs for m in result.info.pv] == ["h2e2", "h9g7", "b0c2"]


def test_illegal_best_move_is_an_error_naming_it():
    with open_engine(fake("illegal")) as engine:
        with pytest.raises(EngineError, match="illegal move 'a0a5'"):
            engine.play(Game(), Limit(depth=1))


def test_close_kills_an_engine_that_ignores_quit_and_its_children():
    engine = open_engine(fake("spawn"), timeout=2)
    stream = engine.analysis(Game())
    child = None
    for info in stream:
        if info.string and info.string.startswith("child"):
            child = int(info.string.split()[1])
            break
    assert child is not None and running(child)
    engine.close()
    assert gone(engine.pid) and gone(child)


def test_unknown_and_bad_options():
    with open_engine(fake("echo")) as engine:
        with pytest.raises(ValueError, match="no option 'Hash'"):
            engine.configure(Hash=16)
        with pytest.raises(ValueError, match="0-10"):
            engine.configure(Skill=11)
        engine.configure(skill=4)


def test_engines_end_at_interpreter_exit(tmp_path):
    """A script that opens an engine and exits without closing it leaves no engine behind."""
    import subprocess
    script = ("import sys\nfrom app.engines import open_engine\n"
              f"e = open_engine({fake('hang')!r})\nprint(e.pid, flush=True)\n")
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60,
                         env={**os.environ, "PYTHONPATH": root})
    assert out.returncode == 0, out.stderr
    assert gone(int(out.stdout.split()[0]))


def _fake_pids():
    return [int(p) for p in os.listdir("/proc") if p.isdigit()] if os.path.isdir("/proc") else []


def _cmdline(pid):
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            return f.read().decode(errors="replace")
    except OSError:
        return ""


def test_rank_counting_is_confirmed_by_legality():
    """An engine that counts ranks 1-10 without declaring UCI_Variant: its first move tells."""
    with open_engine(fake("ranks10")) as engine:
        assert engine.rank_base == 0
        result = engine.play(Game(), Limit(depth=1))
        assert result.move == H2E2 and result.ponder == Move.from_iccs("h9g7")
        assert result.info.pv == (H2E2, Move.from_iccs("h9g7"))
        assert engine.rank_base == 1


def test_searchmoves_are_sent_only_when_a_move_loses():
    from .test_fairy import PERPETUAL_MOVES, PERPETUAL_START
    with open_engine(fake("echo")) as engine:
        with engine.analysis(Game(), Limit(depth=1)) as stream:
            assert next(stream).string == "go depth 1"
        game = Game(PERPETUAL_START)
        for text in PERPETUAL_MOVES:
            game.push_iccs(text)
        with engine.analysis(game, Limit(depth=1)) as stream:
            go = next(stream).string
        rulings = {m.iccs: game.would_violate(m) for m in game.board.legal_moves()}
        allowed = {text for text, r in rulings.items() if r is None or r.winner != "black"}
        assert go.startswith("go depth 1 searchmoves ")
        assert set(go.split()[4:]) == allowed and "i8i7" not in go


# ----- hardening -------------------------------------------------------------------------
@pytest.mark.skipif(sys.platform == "win32", reason="#! scripts are POSIX")
def test_a_script_whose_interpreter_is_missing_is_not_reported_missing(tmp_path):
    path = tmp_path / "engine.py"
    path.write_text("#!/no/such/python3\nprint('hello')\n")
    path.chmod(0o755)
    with pytest.raises(EngineError) as caught:
        open_engine(str(path))
    message = str(caught.value)
    assert "not found" not in message and "/no/such/python3" in message and "interpreter" in message


def test_a_late_best_move_after_a_timeout_is_never_the_next_answer():
    """The engine ignores stop and answers the start position 5 s late; the next search, in another
    position where that move is legal too, gets its own answer."""
    engine = open_engine(fake("late", "5"), timeout=2)
    try:
        with pytest.raises(EngineTimeout):
            engine.play(Game(), Limit(time=0.05))
        game = Game()
        for text in ("c3c4", "c6c5"):
            game.push_iccs(text)
        assert game.board.is_legal(H2E2)
        assert engine.play(game, Limit(time=0.05)).move == Move.from_iccs("a3a4")
    finally:
        engine.close()


def test_a_late_best_move_that_never_comes_ends_the_engine():
    engine = open_engine(fake("hang"), timeout=1)
    try:
        with pytest.raises(EngineTimeout):
            engine.play(Game(), Limit(time=0.05))
        with pytest.raises(EngineTerminated, match="never sent the best move"):
            engine.play(Game(), Limit(time=0.05))
        assert gone(engine.pid)
    finally:
        engine.close()


def test_a_line_without_end_is_refused_and_the_engine_ended():
    engine = open_engine(fake("longline", "8"), timeout=1)
    try:
        with pytest.raises(EngineTerminated, match="line longer than 65536 bytes"):
            engine.play(Game(), Limit(time=0.05))
        assert gone(engine.pid)
    finally:
        engine.close()


def test_a_flood_of_info_lines_is_thinned_and_the_best_move_kept():
    """60,000 info lines arrive much faster than they are parsed: the oldest are dropped (the queue
    is bounded; its memory is measured by `python -m app.bench analysis --flood`), the best move never."""
    with open_engine(fake("flood", "60000"), timeout=10) as engine:
        stream = engine.analysis(Game(), Limit(depth=5))
        infos = sum(1 for _ in stream)
        assert stream.result().move == H2E2
        assert engine.dropped_reports > 0 and infos + engine.dropped_reports == 60000


def test_children_of_an_engine_that_quit_by_itself_are_ended():
    engine = open_engine(fake("quitchild"), timeout=5)
    result = None
    with engine.analysis(Game(), Limit(depth=1)) as stream:
        child = None
        for info in stream:
            if info.string and info.string.startswith("child"):
                child = int(info.string.split()[1])
        result = stream.result()
    assert result.move == H2E2 and child is not None and running(child)
    engine.close()                       # the engine quits by itself at once; its child would stay
    assert gone(engine.pid) and gone(child)
