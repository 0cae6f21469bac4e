"""The mate prover: exact against an unpruned search, quiet moves, stalemate, repetition, budget."""

from __future__ import annotations

import random

import pytest

from app.model import Board, FenError, Move
from app.puzzles.prover import MateSearch, ProofStatus, mate_distance, prove_defence, prove_mate

# A mate in 3 whose first move is quiet (CCPD 殘局 00000014, CC BY 4.0, see tests/data/puzzles):
# f5e7 g5f5 f4f5 ...; Fairy-Stockfish 11.1 (depth 12, searchmoves f5e7) reports mate 3.
QUIET_FIRST = "2bak4/4a4/4b4/4C4/2r1nNc1p/5R3/P3c3P/2C1B4/4A4/2BA1K3 w - - 8 5"
# Black's only win in one is d5c3, taking the horse: Red is not in check but has no legal move
# (stalemate, and Red loses). Fairy-Stockfish 11.1 (depth 12, searchmoves d5c3): mate 1.
STALEMATE_ONLY = "4k4/9/9/9/3n5/9/2N6/7r1/9/3K5 b - - 0 1"
# After e4e2 Red escapes mate in 4 only by checking perpetually (Fairy-Stockfish depth 22: mate 5).
PERPETUAL = "2ba1k3/4a4/1P2b4/p8/9/4r3P/P8/9/3K5/2nC1A1R1 b - - 18 10"   # CCPD 殘局 00000005


def random_board(rng: random.Random, attackers: tuple[int, int], defenders: tuple[int, int]) -> Board:
    """A random sparse position: the side to move has a few pieces on the other king's side."""
    while True:
        red = rng.random() < 0.5
        grid = [["" for _ in range(9)] for _ in range(10)]
        _put(rng, grid, "K", range(3, 6), range(0, 3))
        _put(rng, grid, "k", range(3, 6), range(7, 10))
        for _ in range(rng.randint(*attackers)):
            letter = rng.choice("RRCNNP")
            _put(rng, grid, letter if red else letter.lower(), range(9), range(4, 10) if red else range(0, 6))
        for _ in range(rng.randint(*defenders)):
            letter = rng.choice("AABPNR")
            _put(rng, grid, letter.lower() if red else letter, range(9), range(5, 10) if red else range(0, 5))
        rows = ["".join(cell or "1" for cell in grid[r]) for r in range(9, -1, -1)]
        fen = "/".join(_squeeze(row) for row in rows) + (" w" if red else " b") + " - - 0 1"
        try:
            board = Board(fen)
        except FenError:
            continue
        if board.legal_moves():
            return board


def _put(rng: random.Random, grid: list[list[str]], letter: str, files: range, ranks: range) -> None:
    for _ in range(50):
        f, r = rng.choice(files), rng.choice(ranks)
        if not grid[r][f]:
            grid[r][f] = letter
            return


def _squeeze(row: str) -> str:
    """'1R111' -> '1R3': runs of empty points as one number."""
    out, gap = "", 0
    for ch in row:
        if ch == "1":
            gap += 1
        else:
            out += (str(gap) if gap else "") + ch
            gap = 0
    return out + (str(gap) if gap else "")


def reference_wins(board: Board, n: int) -> bool:
    """The plain definition: some move leaves the opponent no legal move, or (n > 1) every answer
    to it still loses within n - 1 moves. No ordering, no table, no shortcut."""
    for m in board.legal_moves():
        board.push(m)
        try:
            replies = board.legal_moves()
            if not replies:
                return True
            if n > 1 and all(_after(board, d, n - 1) for d in replies):
                return True
        finally:
            board.pop()
    return False


def _after(board: Board, move: Move, n: int) -> bool:
    board.push(move)
    try:
        return reference_wins(board, n)
    finally:
        board.pop()


def test_random_positions_agree_with_the_unpruned_definition():
    """Every shortcut (checks only for the last move, stalemate witnesses, the table, the order) keeps
    the answer exact: mates in 1 and 2 on sparse random positions, many of them stalemates."""
    rng = random.Random(20240523)
    wins = stalemates = 0
    for _ in range(150):
        board = random_board(rng, (2, 3), (1, 3))
        expected = reference_wins(board, 2)
        proof = prove_mate(board, 2)
        assert proof.status is (ProofStatus.MATE if expected else ProofStatus.NO_MATE), board.fen()
        wins += expected
        if expected:
            first = Move.from_iccs(proof.move or "")
            after = board.copy()
            after.push(first)
            stalemates += not after.is_check() and proof.distance == 1
    assert wins >= 30 and stalemates >= 3          # the sample exercises both kinds of win


@pytest.mark.slow
def test_more_random_positions_agree_with_the_unpruned_definition():
    rng = random.Random(7)
    for i in range(1500):
        n = 3 if i % 10 == 0 else 2
        board = random_board(rng, (2, 3), (0, 3) if n == 3 else (1, 3))
        assert prove_mate(board, n).status is (ProofStatus.MATE if reference_wins(board, n)
                                               else ProofStatus.NO_MATE), board.fen()


def test_a_mate_whose_first_move_is_quiet_is_proved_exactly():
    board = Board(QUIET_FIRST)
    proof = prove_mate(board, 3)
    assert (proof.status, proof.distance) == (ProofStatus.MATE, 3)
    assert prove_mate(board, 2).status is ProofStatus.NO_MATE
    after = board.copy()
    after.push(Move.from_iccs("f5e7"))                 # the quiet first move
    assert not after.is_check()
    defence = prove_defence(after, 2)
    assert defence.status is ProofStatus.MATE
    assert {d for d, _ in defence.lines} == {m.iccs for m in after.legal_moves()}


def test_stalemate_wins_like_a_mate():
    board = Board(STALEMATE_ONLY)
    assert [m.iccs for m in board.legal_moves() if _stalemates(board, m)] == ["d5c3"]
    assert not any(board.gives_check(m) for m in board.legal_moves() if _stalemates(board, m))
    proof = prove_mate(board, 2)
    assert (proof.distance, proof.move) == (1, "d5c3")


def _stalemates(board: Board, move: Move) -> bool:
    after = board.copy()
    after.push(move)
    return not after.is_check() and not after.legal_moves()


def test_a_defence_by_perpetual_check_loses():
    """After Black's rook check, Red's only way to avoid mate in 4 is to check with its rook again and
    again; the repetition rules make that lose (as the built-in engine and Fairy-Stockfish rule)."""
    board = Board(PERPETUAL)
    board.push(Move.from_iccs("e4e2"))
    proof = prove_defence(board, 4)
    assert proof.status is ProofStatus.MATE
    assert dict(proof.lines)["h0h9"] == 4          # the rook's checks hold out longest


def test_without_enough_budget_the_answer_is_unknown():
    board = Board(QUIET_FIRST)
    assert prove_mate(board, 3, budget=50).status is ProofStatus.UNKNOWN
    assert mate_distance(board, 3, budget=50) is None


def test_one_search_answers_several_questions_with_its_table():
    board = Board(QUIET_FIRST)
    board.push(Move.from_iccs("f5e7"))
    search = MateSearch(board)
    assert search.defence(2).status is ProofStatus.MATE
    spent = search.nodes
    assert search.defence(2).status is ProofStatus.MATE and search.nodes == spent   # all from the table
    assert not search.escapes(Move.from_iccs("g5f5"), 2)


def test_a_quiet_move_that_wins_by_the_repetition_ruling_is_found_among_the_last_moves():
    """Red has checked with its rook through a whole cycle; Black's quiet king move back to f9 repeats
    the position, and Red, the side that checked every move, loses: a win in one for Black, although
    Red keeps plenty of legal moves (the shortcut that skips quiet moves as no stalemate must not
    skip it)."""
    board = Board(PERPETUAL)
    for move in ("e4e2", "h0h9", "f9f8", "h9h8", "f8f9", "h8h9", "f9f8"):
        board.push(Move.from_iccs(move))
    reds = board.legal_moves()
    board.push(Move.from_iccs("h9h8"))
    search = MateSearch(board)
    assert search.attack(1, reds) and search.attacks[board.key].move == Move.from_iccs("f8f9")
