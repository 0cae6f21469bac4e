"""Reading the test game files with the fast paths (direct legality test, per-file move plans, the
reader's position cache) gives the same trees as the slow path: every text resolved by the general
resolver and legality judged by the move generator."""

from pathlib import Path

import pytest

import app.formats.pgn_decode as pgn
from app.formats import GameFileError, dumps_pgn, read_games
from app.model import Board, notation

DATA = Path(__file__).resolve().parent.parent / "data"
FILES = sorted(p for folder in ("games", "ccpd-games") for p in (DATA / folder).rglob("*")
               if p.is_file() and p.suffix.lower() not in (".md", ".txt"))
# The slow paths are slow: every CCPD file and every third other file.
SAMPLE = [p for i, p in enumerate(FILES) if "ccpd-games" in p.parts or i % 3 == 0]


def _clear_caches() -> None:
    notation._READ.clear()
    pgn._PARSED.clear()


def _dumps(path: Path) -> list[str]:
    _clear_caches()
    try:
        games = read_games(path)
    except GameFileError as exc:
        return [f"error: {exc}"]
    return [dumps_pgn(tree) for tree in games] + [f"error: {err}" for err in games.errors]


def test_there_are_files_to_compare():
    assert len(FILES) > 100


@pytest.mark.parametrize("path", SAMPLE, ids=lambda p: p.name)
def test_fast_and_slow_reading_give_the_same_trees(path, monkeypatch):
    fast = _dumps(path)
    monkeypatch.setattr(Board, "is_legal", lambda self, move: move in self.legal_moves())
    monkeypatch.setattr(notation, "_plans", lambda query: None)
    slow = _dumps(path)
    _clear_caches()
    assert fast == slow


def _positions_of_the_files():
    """(board, moves to check) along the main line of every game of the test files."""
    for path in SAMPLE:
        try:
            games = read_games(path)
        except GameFileError:
            continue
        for tree in games:
            board = tree.start_board()
            for ply, node in enumerate(tree.mainline_nodes()):
                if node.move is None:
                    continue
                yield board, (board.legal_moves() if ply % 30 == 0 else [node.move])
                board.push(node.move)


def test_the_per_file_plans_name_the_same_move_as_the_canonical_text():
    """Every checked move's Chinese (simplified and traditional) and WXF texts parse back to it, and
    where a text names the pieces of one file, the plan alone finds the move."""
    _clear_caches()
    planned = 0
    for board, moves in _positions_of_the_files():
        for move in moves:
            for text in (board.to_chinese(move), board.to_chinese(move, True), board.to_wxf(move)):
                assert board.parse_move(text) == move, (board.fen(), text)
                read = notation._READ[text]
                plans = read[2]               # type: ignore[index]
                if plans is not None:
                    found = notation._resolve_on_file(board, plans[board.turn.index])
                    assert found == move, (board.fen(), text)
                    planned += 1
    assert planned > 5000
