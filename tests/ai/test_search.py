"""The built-in AI: mates, material, rulings, stop flag, levels (behaviour, not speed)."""

from __future__ import annotations

import dataclasses
import pickle
import threading

import pytest

from app.ai import LEVEL_NAMES, LEVELS, MATE, Engine, Level, SearchResult, core, mate_in
from app.ai.engine import UNSTABLE_FACTOR, copy_game, resolve_level, soft_deadline
from app.model import Game, Move


def solve(board, n: int) -> bool:
    """Brute force with the model: can the side to move leave the opponent without a legal move within n moves?"""
    for m in board._legal_ints():
        board._make(m)
        replies = board._legal_ints()
        ok = not replies
        if replies and n > 1:
            ok = True
            for r in replies:
                board._make(r)
                good = solve(board, n - 1)
                board._unmake()
                if not good:
                    ok = False
                    break
        board._unmake()
        if ok:
            return True
    return False


def forced_mate(game: Game, n: int, engine: Engine, depth: int) -> bool:
    """Play the engine's moves against every defence: does the engine win within n moves?"""
    mover = game.board.turn
    move = engine.best_move(game, depth=depth).move
    game.push(move)
    try:
        outcome = game.outcome()
        if outcome is not None:
            return outcome.winner == mover
        if n == 1:
            return False
        for reply in game.board.legal_moves():
            game.push(reply)
            try:
                if not forced_mate(game, n - 1, engine, depth):
                    return False
            finally:
                game.pop()
        return True
    finally:
        game.pop()


@pytest.mark.parametrize("fen, mate, winner", [
    # Black king d9: the rook on i8 holds rank 8, the red king the e-file; a1a9 mates (the pawn
    # can still move, so no quiet move stalemates black instead).
    ("3k5/8R/9/8p/9/9/9/9/R8/4K4 w - - 0 1", "a1a9", "red"),
    ("4k4/r8/9/9/9/9/8P/9/8r/3K5 b - - 0 1", "a8a0", "black"),   # the same, colours swapped
])
def test_mate_in_one(fen, mate, winner):
    game = Game(fen, analysis=True)
    result = Engine().best_move(game, depth=3)
    assert result.move == Move.from_iccs(mate)
    assert mate_in(result.score) == 1 and result.score == MATE - 1
    game.push(result.move)
    assert game.board.is_checkmate() and game.outcome().winner == winner


@pytest.mark.parametrize("fen, n", [
    ("4k4/9/9/9/9/9/9/9/9/3K4R w - - 0 1", 2),
    ("3k4r/9/9/9/9/9/9/9/9/4K4 b - - 0 1", 2),          # the same, colours swapped
    ("3k5/4a4/9/9/9/9/9/9/9/R3K4 w - - 0 1", 3),
])
def test_mate_in_two_and_three(fen, n):
    game = Game(fen, analysis=True)
    assert solve(game.board.copy(), n) and not solve(game.board.copy(), n - 1), "the position is a mate in n"
    engine = Engine()
    result = engine.best_move(game, depth=2 * n + 1)
    assert mate_in(result.score) == n, result
    assert len(result.pv) == 2 * n - 1
    assert forced_mate(game, n, engine, 2 * n + 1)


def test_mated_side_sees_its_mate():
    # Black to move in the mate-in-2 position after red's first move: it is mated in one more move.
    game = Game("4k4/9/9/9/9/9/9/9/9/3K4R w - - 0 1", analysis=True)
    game.push(Engine().best_move(game, depth=5).move)
    result = Engine().best_move(game, depth=5)
    assert mate_in(result.score) == -1 and result.score == -(MATE - 2)


def test_hanging_piece_is_captured():
    # The black horse on b5 hangs to the rook on b0.
    game = Game("3akab2/9/4b4/9/1n7/9/9/4B4/9/1R1AKAB2 w - - 0 1")
    result = Engine().best_move(game, depth=4)
    assert result.move == Move.from_iccs("b0b5")
    assert result.score > 300


def test_clean_material_win():
    # The cannon on b2 takes the unprotected black rook on b7 over the horse.
    game = Game("3akab2/9/1r2b4/9/9/9/1N7/1C7/9/3AKAB2 w - - 0 1")
    assert game.board.is_legal(Move.from_iccs("b2b7"))
    result = Engine().best_move(game, depth=5)
    assert result.move == Move.from_iccs("b2b7")
    assert result.score > 600


def test_never_plays_a_seventh_consecutive_check():
    # Red is lost (black threatens c1c0 mate) and can only keep checking with the rook; after six
    # checks under CXQ the seventh loses, so the engine must play something else (and get mated).
    history = (["a0a9", "e9e8"] + ["a9a8", "e8e9", "a8a9", "e9e8"] * 3)[:12]
    game = Game("4k4/9/9/9/9/9/9/9/2p1p4/R2K5 w - - 0 1", "cxq")
    for text in history:
        game.push_iccs(text)
    fresh = Game(game.board.fen(), "cxq")
    best_looking = Engine().best_move(fresh, depth=4)
    assert fresh.board.gives_check(best_looking.move), "without the history the check looks best"
    assert game.would_violate(best_looking.move) is not None
    result = Engine().best_move(game, depth=4)
    ruling = game.would_violate(result.move)
    assert ruling is None or ruling.winner != "red"
    assert not game.board.gives_check(result.move)


def test_perpetual_check_repetition_counts_against_the_checker():
    # The same position without history: the search sees the check cycle and scores it as the
    # checker's loss when the position repeats, four plies on, as final as a mate there.
    game = Game("4k4/R8/9/9/9/9/9/9/2p1p4/3K5 w - - 0 1", "cxq")
    result = Engine().best_move(game, depth=5)
    assert result.score == -(MATE - 4)
    assert game.board.gives_check(result.move)


def test_stop_event_is_honoured():
    """Stopped when the 60 s search reports its second iteration (a point of the search, not of the
    clock), it ends within an iteration or two and still gives a legal move."""
    game = Game()
    stop = threading.Event()

    def info(result: SearchResult) -> None:
        if result.depth >= 2:
            stop.set()

    result = Engine().best_move(game, time_limit=60, stop=stop, info=info)
    assert stop.is_set() and result.depth <= 4
    assert game.board.is_legal(result.move)


def test_stopped_at_once_still_returns_a_legal_move():
    game = Game()
    game.push_iccs("h2e2")
    stop = threading.Event()
    stop.set()
    result = Engine().best_move(game, time_limit=60, stop=stop)
    assert result.move is not None and game.board.is_legal(result.move)


def test_a_spent_soft_limit_starts_no_second_iteration():
    result = Engine().best_move(Game(), time_limit=60, soft_limit=0.0)
    assert result.depth == 1 and result.move is not None


def test_master_may_start_iterations_until_its_fixed_time_is_spent_and_a_clock_still_limits_it():
    master = Engine(Level.MASTER, backend=core.pure())
    fixed = master.deadlines(100.0, 2.0)
    assert (fixed.hard, fixed.soft) == (102.0, 102.0)
    clocked = master.deadlines(100.0, 2.0, soft_limit=0.5)
    assert (clocked.hard, clocked.soft) == (102.0, 100.5)
    strong = Engine(Level.STRONG, backend=core.pure()).deadlines(100.0, 2.0)   # its shares: 0.6, then 0.5
    assert strong.hard == pytest.approx(101.2) and strong.soft == pytest.approx(100.6)


def test_an_unstable_search_may_start_iterations_later_but_never_past_the_hard_limit():
    assert soft_deadline(100.0, 102.0, 110.0, unstable=False) == 102.0
    assert soft_deadline(100.0, 102.0, 110.0, unstable=True) == pytest.approx(100.0 + 2.0 * UNSTABLE_FACTOR)
    assert soft_deadline(100.0, 108.0, 110.0, unstable=True) == 110.0
    assert soft_deadline(100.0, float("inf"), float("inf"), unstable=True) == float("inf")


def test_caller_game_is_not_mutated():
    game = Game()
    for text in ["h2e2", "h9g7", "h0g2", "i9h9"]:
        game.push_iccs(text)
    before = (game.board.fen(), game.board.key, list(game.moves), len(game._classes), game.outcome())
    Engine().best_move(game, depth=3)
    after = (game.board.fen(), game.board.key, list(game.moves), len(game._classes), game.outcome())
    assert before == after
    copy = copy_game(game)
    copy.push_iccs("b0c2")
    assert len(game.moves) == 4 and len(copy.moves) == 5


def test_result_fields_pv_and_pickling():
    game = Game()
    result = Engine().best_move(game, depth=3)
    assert isinstance(result, SearchResult) and result.depth == 3 and result.nodes > 0
    assert result.pv[0] == result.move
    board = game.board.copy()
    for move in result.pv:
        board.push(move)            # raises if the PV is not legal
    with pytest.raises(dataclasses.FrozenInstanceError):
        result.score = 5            # frozen
    again = pickle.loads(pickle.dumps(result))
    assert again == result
    assert SearchResult.from_dict(result.to_dict()) == result


def test_no_legal_move_gives_no_move():
    game = Game("3k5/8R/9/8p/9/9/9/9/R8/4K4 w - - 0 1", analysis=True)
    game.push_iccs("a1a9")
    result = Engine().best_move(game, depth=2)
    assert result.move is None and result.score == -MATE


def test_mate_in_helper():
    assert mate_in(MATE - 1) == 1 and mate_in(MATE - 3) == 2 and mate_in(MATE - 5) == 3
    assert mate_in(-(MATE - 2)) == -1 and mate_in(-(MATE - 4)) == -2
    assert mate_in(150) is None


def test_levels_parse_and_default():
    assert Engine().level.name == "master"
    assert [resolve_level(i).name for i in range(0, 6)] == list(LEVELS)
    assert resolve_level("Beginner").name == "beginner" and resolve_level("3").name == "intermediate"
    assert resolve_level(0).name == "novice" and resolve_level(1).name == "beginner"   # 1-5 as before
    assert resolve_level(Level.CASUAL) is LEVELS[Level.CASUAL] and LEVELS[Level.CASUAL].name is Level.CASUAL
    assert resolve_level("casual") is LEVELS[Level.CASUAL] and Engine(2).level.name is Level.CASUAL
    assert list(LEVEL_NAMES) == list(Level) and Level.MASTER == "master"
    for bad in (-1, 6, "grandmaster", True):
        with pytest.raises(ValueError):
            Engine(bad)


def test_levels_differ():
    game = Game()
    game.push_iccs("h2e2")
    weak = [Engine("beginner", seed=s).best_move(game, time_limit=5) for s in range(8)]
    assert all(r.depth == 1 for r in weak)
    assert len({r.move for r in weak}) >= 2, "the beginner varies its moves"
    strong = Engine("master").best_move(game, time_limit=60, depth=3)    # the depth ends it, not the clock
    assert strong.depth == 3
    # the beginner does not see a two-move mate; the master does
    mate2 = Game("4k4/9/9/9/9/9/9/9/9/3K4R w - - 0 1")
    assert mate_in(Engine("master").best_move(mate2, time_limit=5).score) == 2
    assert mate_in(Engine("beginner", seed=1).best_move(mate2, time_limit=5).score) is None


# From the puzzle collection (CCPD, CC BY 4.0; resources/puzzles/ATTRIBUTION.md): Red mates in five.
FORCED_MATE = "3ak1b2/9/2NR1a2r/8p/6p2/2P6/6n1P/B8/5K3/c3C1B2 w - - 0 9"       # in check, one reply
CHECKS_OR_MATE = "4kab2/4a4/4b4/pN6p/6p2/4C4/P3P3P/5r3/2R1A1r2/2B2K3 w - - 0 15"  # Black can check on and on


def test_a_forced_reply_is_searched_on_when_no_clock_runs():
    """One legal move: on a time limit a short search gives its score; asked for a depth (or an
    analysis without limit) the search goes on, here to the mate behind the forced reply."""
    game = Game(FORCED_MATE, "cxq", analysis=True)
    assert len(game.board.legal_moves()) == 1
    assert Engine().best_move(game, time_limit=30).depth == 4
    result = Engine().best_move(game, depth=12)
    assert result.depth >= 10 and mate_in(result.score) == 5
    assert [m.iccs for m in result.pv[:3]] == ["f1f2", "e9e8", "d7d4"]


def test_checks_that_would_lose_by_the_ruling_do_not_hide_the_mate():
    """Black can answer with rook checks that repeat; under the CXQ rules the checker loses that way,
    so the search counts it as final as a mate and finds the real mate in five (it reported the
    ruling's loss, +1500, before)."""
    game = Game(CHECKS_OR_MATE, "cxq", analysis=True)
    result = Engine().best_move(game, depth=12)
    assert mate_in(result.score) == 5
    assert result.move.iccs == "e1f2"
