"""app.engines with the real Fairy-Stockfish, in UCI (ranks 1-10) and UCCI (ranks 0-9) mode."""

import pytest

from app.engines import Limit, Score, UciProtocol, open_engine
from app.model import Board, Game, Move

from .conftest import FAIRY, gone, needs_fairy

pytestmark = needs_fairy

MATE_IN_2 = "3k5/4a4/9/9/9/9/9/9/9/R3K3R w - - 0 1"
# Red's rook has checked black's king 6 times in a row; a 7th check loses by CXQ-A4 (perpetual check)
PERPETUAL_START = "4k4/9/9/9/9/9/9/9/9/3K4R w - - 0 1"
PERPETUAL_MOVES = ["i0i9", "e9e8", "i9i8", "e8e7", "i8i7", "e7e8", "i7i8", "e8e9", "i8i9", "e9e8", "i9i8", "e8e7"]


def mates_in(board, n):
    """The moves that force mate in at most n moves (brute force over every reply)."""
    found = []
    for move in board.legal_moves():
        board.push(move)
        replies = board.legal_moves()
        if not replies:
            ok = board.is_check()
        else:
            ok = n > 1 and all(_forced(board, r, n - 1) for r in replies)
        board.pop()
        if ok:
            found.append(move)
    return found


def _forced(board, reply, n):
    board.push(reply)
    try:
        return bool(mates_in(board, n))
    finally:
        board.pop()


@pytest.fixture(params=["uci", "ucci"])
def fairy(request):
    with open_engine(FAIRY, request.param) as engine:
        yield engine


def test_handshake(fairy):
    assert fairy.name.startswith("Fairy-Stockfish")
    assert fairy.rank_base == (1 if isinstance(fairy.protocol, UciProtocol) else 0)
    assert fairy.find_option("Skill Level") is not None and fairy.find_option("MultiPV").max == 500


def test_mate_in_two(fairy):
    board = Board(MATE_IN_2)
    assert mates_in(board, 1) == []
    solutions = mates_in(board, 2)
    assert solutions
    best = fairy.analyse(Game(MATE_IN_2), Limit(depth=10))[0]
    assert best.score == Score(mate=2)
    assert best.pv[0] in solutions
    # the PV is a legal line that mates (the ranks were converted right)
    for move in best.pv:
        board.push(move)
    assert board.is_checkmate()


def test_multipv_lines_are_ordered(fairy):
    game = Game()
    game.push_iccs("h2e2")
    lines = fairy.analyse(game, Limit(depth=8), multipv=4)
    assert [info.multipv for info in lines] == [1, 2, 3, 4]
    keys = [info.score.sort_key() for info in lines]
    assert keys == sorted(keys, reverse=True)
    assert len({info.pv[0] for info in lines}) == 4
    for info in lines:
        board = game.board.copy()
        for move in info.pv:
            assert board.is_legal(move)
            board.push(move)


def test_moves_that_lose_by_the_rules_are_excluded(fairy):
    game = Game(PERPETUAL_START)
    for text in PERPETUAL_MOVES:
        game.push_iccs(text)
    legal = game.board.legal_moves()
    losing = {m for m in legal if (r := game.would_violate(m)) is not None and r.winner == "black"}
    assert Move.from_iccs("i8i7") in losing and len(losing) < len(legal)
    lines = fairy.analyse(game, Limit(depth=4), multipv=len(legal))
    firsts = {info.pv[0] for info in lines}
    assert firsts == set(legal) - losing
    # the same position without the rule: the engine does consider the checks
    casual = Game(PERPETUAL_START, "casual", analysis=True)
    for text in PERPETUAL_MOVES:
        casual.push_iccs(text)
    assert Move.from_iccs("i8i7") in {i.pv[0] for i in fairy.analyse(casual, Limit(depth=4), multipv=len(legal))}


def test_history_is_sent(fairy):
    game = Game()
    for text in ["h2e2", "h9g7", "h0g2", "i9h9"]:
        game.push_iccs(text)
    result = fairy.play(game, Limit(depth=6))
    assert game.board.is_legal(result.move)
    after = game.board.copy()
    after.push(result.move)
    assert result.ponder is None or after.is_legal(result.ponder)


def test_analysis_stream_stops(fairy):
    with fairy.analysis(Game()) as stream:
        for info in stream:
            if info.depth and info.depth >= 3:
                fairy.stop()
    result = stream.result()
    assert result.move in Game().board.legal_moves()
    assert fairy.analyse(Game(), Limit(depth=2))      # the engine is still usable afterwards


def test_time_limit(fairy):
    result = fairy.play(Game(), Limit(time=0.1))
    assert result.move in Game().board.legal_moves()


def test_clock_limits(fairy):
    game = Game()
    game.push_iccs("h2e2")
    limit = Limit(red_clock=5, black_clock=2, red_inc=0.1, black_inc=0.1)
    assert game.board.is_legal(fairy.play(game, limit).move)


def test_configure(fairy):
    fairy.configure(Skill_Level=3, Hash=8)
    with pytest.raises(ValueError, match="no option"):
        fairy.configure(Strength=3)
    with pytest.raises(ValueError):
        fairy.configure(MultiPV=0)


def test_game_against_the_builtin_engine_to_the_end(fairy):
    """Fairy-Stockfish (red) against the built-in AI (black), judged by our arbiter."""
    game = Game("3ak4/9/4b4/9/9/9/9/9/9/R2K4R w - - 0 1")
    with open_engine("builtin", level="casual") as builtin:
        for _ in range(60):
            if game.outcome() is not None:
                break
            engine = fairy if game.board.turn == "red" else builtin
            move = engine.play(game, Limit(depth=2 if engine is builtin else 8)).move
            game.push(move)
    outcome = game.outcome()
    assert outcome is not None and outcome.winner == "red"


def test_no_orphan_after_close():
    engine = open_engine(FAIRY)
    with engine.analysis(Game()):
        pass
    engine.close()
    assert gone(engine.pid)


def test_close_while_another_thread_reads_the_stream():
    """The GUI's case: a worker thread iterates an infinite analysis, the GUI thread closes the engine."""
    import threading
    import time

    from app.engines import EngineError

    engine = open_engine(FAIRY)
    stream = engine.analysis(Game())
    seen, errors = [], []

    def read():
        try:
            for info in stream:
                seen.append(info)
        except EngineError as exc:
            errors.append(exc)

    worker = threading.Thread(target=read)
    worker.start()
    deadline = time.monotonic() + 30
    while not seen and time.monotonic() < deadline:
        time.sleep(0.01)
    assert seen
    engine.close()
    worker.join(timeout=30)
    assert not worker.is_alive() and stream.done
    assert gone(engine.pid)
