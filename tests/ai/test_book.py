"""The opening book: building, the file format, choosing moves, and its use by the engine."""

from __future__ import annotations

import io
import random
import sys

import pytest

from app.ai import book as book_module
from app.ai.book import BUILTIN_PATH, Book, BookError, BookProblem, builtin_book, mirror_fen, position_key
from app.ai.engine import LEVEL_NAMES, LEVELS, Engine
from app.ai.uci import main as uci_main
from app.model import START_FEN, Board, Game, Move

RED_WINS, DRAW, BLACK_WINS = "1-0", "1/2-1/2", "0-1"


def lines(*games: tuple[str, str]) -> list[tuple[str, list[str], str | None]]:
    return [(START_FEN, moves.split(), result) for moves, result in games]


def test_counts_are_the_movers_wins_draws_and_losses():
    book = Book.from_lines(lines(("h2e2 h9g7", RED_WINS), ("h2e2 h9g7 h0g2", BLACK_WINS),
                                 ("h2e2 b9c7", DRAW), ("c3c4", RED_WINS)))
    start = {b.move.iccs: (b.wins, b.draws, b.losses) for b in book.moves(Board())}
    # the start position is symmetric: each move's mirror image counts as the same experience
    assert start["h2e2"] == (1, 1, 1) == start["b2e2"]
    assert start["c3c4"] == (1, 0, 0) == start["g3g4"]
    after = Board()
    after.push(Move.from_iccs("h2e2"))
    black = {b.move.iccs: (b.wins, b.draws, b.losses) for b in book.moves(after)}
    assert black["h9g7"] == (1, 0, 1)      # Black's view: one win (0-1), one loss (1-0)
    assert black["b9c7"] == (0, 1, 0)
    assert book.games == 4


def test_the_same_game_filed_twice_counts_once_and_unfinished_games_are_left_out():
    book = Book.from_lines(lines(("h2e2 h9g7 h0g2", RED_WINS), ("h2e2 h9g7 h0g2", RED_WINS),
                                 ("h2e2 h9g7 b0c2", RED_WINS), ("h2e2", "*"), ("h2e2", None)))
    assert book.games == 2
    assert {b.move.iccs: b.games for b in book.moves(Board())}["h2e2"] == 2


def test_only_the_first_plies_and_legal_moves_go_in():
    book = Book.from_lines(lines(("h2e2 h9g7 h0g2 i9h9", RED_WINS), ("h2e2 h2h9", RED_WINS)), plies=2)
    board = Board()
    for text in ("h2e2", "h9g7"):
        board.push(Move.from_iccs(text))
    assert book.moves(board) == []          # ply 3 is past the book's 2 plies
    # stored: h2e2 (two games) and h9g7; the second game's h2h9 starts from an empty point: it stops there
    assert book.plies == 2 and len(book) == 2
    assert [(b.move.iccs, b.games) for b in book.moves(Board())] == [("b2e2", 2), ("h2e2", 2)]


def test_min_games_prunes_rare_moves():
    book = Book.from_lines(lines(("h2e2", RED_WINS), ("h2e2 h9g7", DRAW), ("c3c4", DRAW)), min_games=2)
    assert [b.move.iccs for b in book.moves(Board())] == ["b2e2", "h2e2"]


def test_file_round_trip_and_damaged_files(tmp_path):
    book = Book.from_lines(lines(("h2e2 h9g7 h0g2", RED_WINS), ("b0c2 b9c7", BLACK_WINS)))
    path = tmp_path / "b.bin"
    book.save(path)
    again = Book.load(path)
    assert again.to_bytes() == book.to_bytes() and (again.games, again.plies, len(again)) == (2, 30, 5)
    data = path.read_bytes()
    with pytest.raises(BookError, match="not an opening book") as caught:
        Book.from_bytes(b"PK\x03\x04" + data[4:])
    assert caught.value.problem is BookProblem.NOT_A_BOOK
    with pytest.raises(BookError, match="damaged") as caught:
        Book.from_bytes(data[:-3])
    assert caught.value.problem is BookProblem.WRONG_SIZE and caught.value.count == 5
    assert caught.value.present == pytest.approx(5 - 3 / 16)
    with pytest.raises(BookError, match="too short") as caught:
        Book.from_bytes(b"XQ")
    assert caught.value.problem is BookProblem.TOO_SHORT
    keys_end = 20 + len(book) * 8
    swapped = data[:20] + data[28:36] + data[20:28] + data[36:keys_end] + data[keys_end:]
    with pytest.raises(BookError, match="out of order") as caught:
        Book.from_bytes(swapped)
    assert caught.value.problem is BookProblem.OUT_OF_ORDER


def test_mirror_fen_reverses_each_rank():
    fen = "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 0 1"
    assert mirror_fen(fen) == "r1bakabnr/9/1cn4c1/p1p1p1p1p/9/9/P1P1P1P1P/4C2C1/9/RNBAKABNR b - - 0 1"
    assert position_key(Board(mirror_fen(mirror_fen(fen)))) == position_key(Board(fen))


def test_choose_is_weighted_varied_and_bounded():
    replies = ["h9g7", "b9c7", "h7e7", "c6c5", "g6g5", "b7e7"]     # distinct games (the same one counts once)
    book = Book.from_lines(lines(*[(f"h2e2 {r}", RED_WINS) for r in replies],
                                 *[(f"c3c4 {r}", DRAW) for r in replies[:3]],
                                 *[(f"b0c2 {r}", BLACK_WINS) for r in replies[:3]]))
    picks = [book.choose(Board(), random.Random(seed)) for seed in range(200)]
    texts = {m.iccs for m in picks if m is not None}
    assert texts == {"h2e2", "b2e2", "c3c4", "g3g4"}     # b0c2 always lost: never chosen
    assert sum(m.iccs in ("h2e2", "b2e2") for m in picks if m) > sum(m.iccs in ("c3c4", "g3g4") for m in picks if m)
    assert book.choose(Board(), random.Random(0), plies_played=4, max_plies=4) is None
    assert book.choose(Board("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1"), random.Random(0)) is None


def test_builtin_book_ships_with_attribution_and_knows_the_main_openings():
    book = builtin_book()
    assert book is not None and BUILTIN_PATH.stat().st_size < 1_000_000
    assert "CC BY 4.0" in (BUILTIN_PATH.parent / "ATTRIBUTION.md").read_text(encoding="utf-8")
    first = {b.move.iccs for b, _ in book.candidates(Board())}
    assert {"h2e2", "b2e2", "c3c4", "g0e2", "b0c2"} <= first
    picks = {book.choose(Board(), random.Random(seed)) for seed in range(40)}
    assert len(picks) >= 4 and all(Board().is_legal(m) for m in picks if m is not None)


def test_builtin_book_missing_or_damaged_means_no_book(tmp_path, monkeypatch):
    bad = tmp_path / "bad.bin"
    bad.write_bytes(b"garbage")
    monkeypatch.setattr(book_module, "BUILTIN_PATH", bad)
    monkeypatch.setattr(book_module, "_BUILTIN", [])
    assert builtin_book() is None


def test_engine_plays_book_moves_only_within_its_levels_book_plies():
    plies = [LEVELS[name].book_plies for name in LEVEL_NAMES]
    assert plies == sorted(plies) and len(set(plies)) == len(plies) and plies[0] > 0
    book = builtin_book()
    game = Game()
    engine = Engine(LEVEL_NAMES[0], seed=1, book=book)
    for _ in range(LEVELS[LEVEL_NAMES[0]].book_plies):
        result = engine.best_move(game, depth=1)
        assert result.book and result.nodes == 0 and game.board.is_legal(result.move)
        game.push(result.move)
    assert not engine.best_move(game, depth=1).book          # past the weakest level's book
    assert not Engine("master", seed=1).best_move(Game(), depth=1).book   # no book given: it searches


def test_engine_skips_a_book_move_the_rulings_forbid():
    game = Game(None, "casual")
    for text in "h0g2 h9g7 g2h0 g7h9 h0g2 h9g7 g2h0 g7h9".split():
        game.push(Move.from_iccs(text))
    assert game.would_violate(Move.from_iccs("h0g2")) is not None
    book = Book.from_lines(lines(*[("h0g2", RED_WINS)] * 5))
    engine = Engine("master", seed=0, book=book)
    result = engine.best_move(game, depth=1)
    assert not result.book and result.move != Move.from_iccs("h0g2")


def test_uci_own_book_option(monkeypatch):
    out = io.StringIO()
    commands = "uci\nsetoption name OwnBook value true\nposition startpos\ngo movetime 200\nquit\n"
    monkeypatch.setattr(sys, "stdin", io.StringIO(commands))
    monkeypatch.setattr(sys, "stdout", out)
    assert uci_main([]) == 0
    text = out.getvalue().splitlines()
    assert "option name OwnBook type check default false" in text
    book_line = [line for line in text if line.startswith("info string book move")]
    best = text[-1].split()[1]
    assert book_line == [f"info string book move {best}"]
    assert best in {b.move.iccs for b, _ in builtin_book().candidates(Board())}
