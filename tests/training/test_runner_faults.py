"""The review runner when things go wrong: a damaged stored review is reported and reviewed again
(and "What to work on" and exercise making leave it out without raising); a library that cannot be
written ends the run with the failure said, the games stored so far kept; one engine crash costs a
fresh engine, not the run. Real engines (Fairy-Stockfish, the built-in one) and a real library; the
crashing engine is a fake script."""

from __future__ import annotations

import json
import os
import sqlite3
import sys
import threading
from pathlib import Path

import pytest

from app.engines import EngineSession, open_engine
from app.library import ErrorKind, Library, LibraryError
from app.model import Board, Move
from app.model.tree import GameTree
from app.training import (ReviewProblem, ReviewRunner, ReviewTask, checked, game_key, player_exercises, summarize)

FAIRY = "/usr/games/fairy-stockfish"
CRASH_ONCE = Path(__file__).parent / "fakes" / "crash_once.py"
FAKE = Path(__file__).resolve().parents[1] / "engines" / "fakes" / "fake_engine.py"
needs_fairy = pytest.mark.skipif(not os.access(FAIRY, os.X_OK), reason="Fairy-Stockfish is not installed")
ROOK_EN_PRISE = "rnbakabn1/9/1c5c1/p1p1p1p1p/9/8r/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
LINES = [["h2e2", "h9g7"], ["b2e2", "b9c7", "h0g2"], ["c3c4", "c6c5"], ["h0g2", "h7e7", "i0h0"]]
SECONDS = 0.05


def _tasks() -> list[ReviewTask]:
    return [ReviewTask(GameTree.from_moves(line, headers={"Red": "Me", "Black": f"Opponent {i}"}), f"game {i}")
            for i, line in enumerate(LINES)]


def _builtin() -> EngineSession:
    return open_engine("builtin", transport="inprocess")


@pytest.fixture()
def library(tmp_path: Path):
    with Library(tmp_path / "lib.xqlib") as lib:
        yield lib


def _evals(path: Path, key: str) -> dict:
    db = sqlite3.connect(path)
    try:
        return json.loads(db.execute("SELECT evals FROM reviews WHERE game = ?", (key,)).fetchone()[0])
    finally:
        db.close()


def _damage(path: Path, key: str, evals: str) -> None:
    db = sqlite3.connect(path, isolation_level=None)
    try:
        db.execute("UPDATE reviews SET evals = ? WHERE game = ?", (evals, key))
    finally:
        db.close()


def _broken(data: dict, how: str) -> str:
    """The stored evaluations of a review, damaged in one way."""
    if how == "bad json":
        return '{"moves": "h2e2 h9g7", "positions": [[12, null, 1'
    if how == "too deep":
        return "[" * 100_000 + "]" * 100_000
    if how == "huge number":
        return json.dumps({**data, "positions": [[1e999, None, 1, ""]] * len(data["positions"])})
    if how == "move not a move":
        return json.dumps({**data, "moves": "zz99 " + data["moves"].split(" ", 1)[1]})
    if how == "move not legal":
        return json.dumps({**data, "moves": "a0a9 " + data["moves"].split(" ", 1)[1]})
    if how == "line not a move":
        rows = [list(row) for row in data["positions"]]
        rows[0][3] = "h2e2 banana"
        return json.dumps({**data, "positions": rows})
    if how == "positions missing":
        return json.dumps({**data, "positions": data["positions"][:1]})
    if how == "other game":                              # as many moves, legal, but the last one another
        moves = data["moves"].split()
        board = Board()
        for move in moves[:-1]:
            board.push(Move.from_iccs(move))
        other = next(m.iccs for m in board.legal_moves() if m.iccs != moves[-1])
        return json.dumps({**data, "moves": " ".join(moves[:-1] + [other])})
    raise AssertionError(how)


KINDS = {"bad json": ReviewProblem.UNREADABLE, "too deep": ReviewProblem.UNREADABLE,
         "huge number": ReviewProblem.UNREADABLE, "move not a move": ReviewProblem.MOVES,
         "move not legal": ReviewProblem.MOVES, "line not a move": ReviewProblem.LINES,
         "positions missing": ReviewProblem.POSITIONS, "other game": ReviewProblem.OTHER_GAME}


# ----- point 4: damaged stored reviews ----------------------------------------------------------------
@pytest.mark.parametrize("how", list(KINDS))
def test_a_damaged_stored_review_is_reported_and_reviewed_again(tmp_path: Path, how: str):
    path = tmp_path / "lib.xqlib"
    tasks = _tasks()
    with Library(path) as lib:
        first = ReviewRunner(_builtin, "builtin", SECONDS, lib).run(tasks)
    assert first.reviewed == 4
    key = game_key(tasks[0].tree)
    _damage(path, key, _broken(_evals(path, key), how))
    with Library(path) as lib:
        again = ReviewRunner(_builtin, "builtin", SECONDS, lib).run(tasks)
        assert (again.reused, again.reviewed, again.failed, again.failure) == (3, 1, 0, None)
        assert [(d.key, d.problem, d.source) for d in again.damaged] == [(key, KINDS[how], "game 0")]
        assert again.complete
        repaired = lib.find_review(key, "builtin", SECONDS)           # the new review replaced it
        assert repaired is not None and checked(repaired)[0].mainline_moves() == tasks[0].tree.mainline_moves()


@pytest.mark.parametrize("how", list(KINDS))
def test_what_to_work_on_and_exercises_leave_a_damaged_review_out_and_say_so(tmp_path: Path, how: str):
    path = tmp_path / "lib.xqlib"
    tasks = _tasks()
    with Library(path) as lib:
        ReviewRunner(_builtin, "builtin", SECONDS, lib).run(tasks)
    key = game_key(tasks[1].tree)
    _damage(path, key, _broken(_evals(path, key), how))
    with Library(path) as lib:
        found = lib.read_player_reviews("Me")
        unreadable = [u.key for u in found.unreadable]
        assert len(found.reviews) + len(unreadable) == 4
        summary = summarize("Me", found.reviews)
        assert summary.games == 3 and [d.key for d in summary.damaged] == ([] if unreadable else [key])
        assert [d.problem for d in summary.damaged] == ([] if unreadable else [KINDS[how]])
        damaged: list = []
        with _builtin() as engine:
            player_exercises(found.reviews, "Me", engine, 0.05, damaged)   # never raises on it
        assert [d.key for d in damaged] == ([] if unreadable else [key])
        if unreadable:
            assert unreadable == [key] and KINDS[how] is ReviewProblem.UNREADABLE
            with pytest.raises(LibraryError) as caught:               # the strict reader still says damaged
                lib.player_reviews("Me")
            assert caught.value.kind is ErrorKind.DAMAGED


# ----- point 5: the library cannot be written -----------------------------------------------------------
def test_a_library_locked_by_another_connection_ends_the_run_with_the_failure(tmp_path: Path, monkeypatch):
    from app.library import schema
    monkeypatch.setattr(schema, "BUSY_SECONDS", 0.5)     # the wait for the lock, as in use but shorter
    path = tmp_path / "lib.xqlib"
    tasks = _tasks()
    with Library(path) as lib:
        lib.store_review(ReviewRunner(_builtin, "builtin", SECONDS, lib).run(tasks[:1]).reviews[0])
    other = sqlite3.connect(path, isolation_level=None, timeout=0)
    other.execute("BEGIN IMMEDIATE")                    # another program holds the write lock
    other.execute("UPDATE reviews SET red_loss = red_loss")
    try:
        with Library(path, verify=False) as lib:
            report = ReviewRunner(_builtin, "builtin", SECONDS, lib).run(tasks)
            assert isinstance(report.failure, LibraryError) and report.failure.kind is ErrorKind.BUSY
            assert not report.complete and not report.cancelled
            assert (report.reused, report.reviewed) == (1, 0)     # nothing claimed as reviewed
    finally:
        other.execute("ROLLBACK")
        other.close()
    with Library(path) as lib:                          # the lock gone: a second run does the rest
        rest = ReviewRunner(_builtin, "builtin", SECONDS, lib).run(tasks)
        assert (rest.reused, rest.reviewed, rest.failure) == (1, 3, None) and rest.complete


class FullDisk:
    """A library whose writes fail as on a full disk (after `room` reviews)."""

    def __init__(self, library: Library, room: int) -> None:
        self.library, self.room, self.lock = library, room, threading.Lock()

    def find_review(self, key: str, engine: str, seconds: float):
        return self.library.find_review(key, engine, seconds)

    def store_review(self, review) -> None:
        with self.lock:
            if self.room <= 0:
                raise LibraryError(ErrorKind.DISK_FULL, "database or disk is full", path=self.library.path)
            self.room -= 1
        self.library.store_review(review)


def test_a_full_disk_ends_the_run_with_the_failure_and_keeps_what_was_stored(library: Library):
    report = ReviewRunner(_builtin, "builtin", SECONDS, FullDisk(library, 2), workers=2).run(_tasks())
    assert isinstance(report.failure, LibraryError) and report.failure.kind is ErrorKind.DISK_FULL
    assert report.reviewed == 2 and not report.complete
    stored = [library.find_review(game_key(t.tree), "builtin", SECONDS) for t in _tasks()]
    assert sum(s is not None for s in stored) == 2


def test_a_store_that_cannot_be_read_ends_the_run_before_any_work(library: Library):
    class Unreadable(FullDisk):
        def find_review(self, key: str, engine: str, seconds: float):
            raise LibraryError(ErrorKind.DISK_ERROR, "disk I/O error")

    opened: list[int] = []
    report = ReviewRunner(lambda: opened.append(1) or _builtin(), "builtin", SECONDS,
                          Unreadable(library, 9)).run(_tasks())
    assert isinstance(report.failure, LibraryError) and report.failure.kind is ErrorKind.DISK_ERROR
    assert opened == [] and report.reviewed == 0


# ----- point 6: an engine crash ------------------------------------------------------------------------
@needs_fairy
def test_one_engine_crash_costs_a_fresh_engine_not_the_run(library: Library, tmp_path: Path):
    flag = tmp_path / "crashed-once"
    argv = [sys.executable, str(CRASH_ONCE), str(flag), FAIRY]
    report = ReviewRunner(lambda: open_engine(argv), "crash-once", SECONDS, library).run(_tasks())
    assert flag.exists(), "the first engine crashed"
    assert (report.reviewed, report.failed, report.restarts, report.failure) == (4, 0, 1, None)
    assert report.complete and all(r is not None for r in report.reviews)


def test_an_engine_that_always_crashes_fails_each_game_and_the_run_still_ends(library: Library):
    report = ReviewRunner(lambda: open_engine([sys.executable, str(FAKE), "crash"]), "crash", SECONDS,
                          library, workers=2).run(_tasks())
    assert (report.reviewed, report.failed, report.cancelled, report.failure) == (0, 4, False, None)
    assert len(report.errors) == 4 and not report.complete


def test_games_no_engine_could_be_started_for_are_counted_failed(library: Library, tmp_path: Path):
    report = ReviewRunner(lambda: open_engine(str(tmp_path / "no-such-engine")), "missing", SECONDS,
                          library, workers=2).run(_tasks())
    assert (report.reviewed, report.failed) == (0, 4) and report.errors and not report.complete
