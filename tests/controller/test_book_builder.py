"""Which opening book the computer plays from, and books built from the user's own games."""

from __future__ import annotations

from pathlib import Path

import json
import subprocess
import sys

from app.ai.book import Book, open_book
from app.controller.book_builder import BookBuilder, book_spec, built_book_path
from app.engines import SHIPPED_BOOK
from app.engines.book_build import BookBuildError, BookBuildProblem, book_build_command, parse_build_answer
from app.engines.builtin import builtin_env
from app.formats import read_games
from app.model import Board

GAMES = Path(__file__).resolve().parents[1] / "data" / "ccpd-games" / "以棋手分類" / "呂欽"


def test_book_spec(tmp_path):
    games = str(GAMES / "00000001.pgn")
    assert book_spec(False, games, tmp_path) is None
    assert book_spec(True, "", tmp_path) == SHIPPED_BOOK
    assert book_spec(True, games, tmp_path) == SHIPPED_BOOK     # not built yet: the master games serve
    built_book_path(games, tmp_path).write_bytes(Book().to_bytes())
    assert book_spec(True, games, tmp_path) == str(built_book_path(games, tmp_path))
    assert built_book_path(games, tmp_path) != built_book_path(str(GAMES / "00000009.pgn"), tmp_path)


def test_a_games_file_becomes_a_book_in_the_background(qtbot, tmp_path):
    source = str(GAMES / "00000001.pgn")
    builder = BookBuilder()
    with qtbot.waitSignal(builder.finished, timeout=60_000) as done:
        target = builder.build(source, tmp_path)
        assert builder.busy
    path, games, moves = done.args
    assert path == str(target) and games == 1 and moves == 30 and not builder.busy
    book = open_book(path)
    first = read_games(source)[0].mainline()[0]
    assert book is not None and book.min_games == 1
    assert [b.move.iccs for b, _ in book.candidates(Board())] in ([first], sorted([first, mirror(first)]))


def mirror(iccs: str) -> str:
    flip = {c: "abcdefghi"[8 - i] for i, c in enumerate("abcdefghi")}
    return flip[iccs[0]] + iccs[1] + flip[iccs[2]] + iccs[3]


def test_a_file_that_is_not_games_fails_with_a_reason(qtbot, tmp_path):
    bad = tmp_path / "notes.pgn"
    bad.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4)
    builder = BookBuilder()
    with qtbot.waitSignal(builder.failed, timeout=60_000) as failed:
        builder.build(str(bad), tmp_path)
    error = failed.args[0]
    assert isinstance(error, BookBuildError) and error.problem is BookBuildProblem.UNREADABLE
    assert error.reader == "not-a-game-file" and error.file_kind == "png"
    assert not built_book_path(str(bad), tmp_path).exists()


def test_the_build_command_answers_in_one_json_line(tmp_path):
    """`python -m app.ai.book_build GAMES BOOK`: what the builder runs, and its answers read back."""
    empty = tmp_path / "empty.pgn"
    empty.write_text("", encoding="utf-8")
    source = str(GAMES / "00000001.pgn")
    runs = {}
    for name, games in (("good", source), ("empty", str(empty)), ("missing", str(tmp_path / "none.pgn"))):
        done = subprocess.run(book_build_command(games, str(tmp_path / f"{name}.bin")), env=builtin_env(),
                              capture_output=True, text=True, timeout=120)
        runs[name] = (done.returncode, parse_build_answer(done.stdout))
    assert runs["good"] == (0, (1, 30)) and Book.load(tmp_path / "good.bin").games == 1
    code, error = runs["empty"]
    assert code == 1 and error.problem in (BookBuildProblem.UNREADABLE, BookBuildProblem.NO_RESULTS)
    code, error = runs["missing"]
    assert code == 1 and error.problem is BookBuildProblem.UNREADABLE and error.reader == "cannot-open"
    assert parse_build_answer("Traceback ...\nKilled") == BookBuildError(BookBuildProblem.ENDED,
                                                                         detail="Traceback ...\nKilled")
    assert parse_build_answer(json.dumps({"error": "not-written", "detail": "disk full"})) == BookBuildError(
        BookBuildProblem.NOT_WRITTEN, detail="disk full")
    assert sys.executable in book_build_command("a", "b")
