"""Stored reviews in the library: their own migration step (schema 2 -> 3), kept and found by game key,
engine and time, by player (folded), and a damaged stored review reported as damage."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from app.library import ErrorKind, Evaluation, Library, LibraryError, SideCounts, StoredReview, review_key
from app.model import START_FEN


def _review(key: str = "k1", red: str = "胡榮華") -> StoredReview:
    return StoredReview(key, "fairy-stockfish", 0.2, {"Red": red, "Black": "B"}, ("h2e2",),
                        (Evaluation(30, None, True, ("h2e2", "h9g7")), Evaluation(None, -3, False, ())),
                        SideCounts(12.5, 1, 0, 2), SideCounts())


def test_a_version_2_library_gets_the_reviews_table(tmp_path: Path) -> None:
    path = tmp_path / "v2.xqlib"
    Library(path).close()
    db = sqlite3.connect(path, isolation_level=None)
    db.executescript("DROP TABLE reviews; PRAGMA user_version = 3;")
    db.close()
    with Library(path) as lib:
        assert lib.find_review("k1", "fairy-stockfish", 0.2) is None
        lib.store_review(_review())
        assert lib.find_review("k1", "fairy-stockfish", 0.2) == _review()
    assert sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0] == 4


def test_reviews_are_found_by_key_engine_time_and_player(tmp_path: Path) -> None:
    with Library(tmp_path / "l.xqlib") as lib:
        lib.store_review(_review())
        lib.store_review(_review("k2", "someone else"))
        assert lib.find_review("k1", "fairy-stockfish", 0.5) is None
        assert lib.find_review("k1", "builtin", 0.2) is None
        assert [r.key for r in lib.player_reviews("胡荣华")] == ["k1"]         # folded: simplified finds traditional
        assert [r.key for r in lib.player_reviews("B")] == ["k1", "k2"]
    assert review_key(START_FEN, ["h2e2"]) != review_key(START_FEN, ["h2e2", "h9g7"])


def test_a_damaged_stored_review_is_reported_as_damage(tmp_path: Path) -> None:
    path = tmp_path / "l.xqlib"
    with Library(path) as lib:
        lib.store_review(_review())
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("UPDATE reviews SET evals = '{\"moves\": \"h2e2\", \"positions\": [[1, 2, 1, \"\"]]}'")
    db.close()
    with Library(path) as lib, pytest.raises(LibraryError) as caught:
        lib.find_review("k1", "fairy-stockfish", 0.2)
    assert caught.value.kind is ErrorKind.DAMAGED


@pytest.mark.parametrize("evals", ['{"moves": [', "[" * 100_000 + "]" * 100_000,
                                   '{"moves": "h2e2", "positions": [[1e999, null, 1, ""], [0, null, 0, ""]]}',
                                   '{"moves": "h2e2", "positions": 7}'])
def test_a_row_that_does_not_decode_is_damage_and_read_apart(tmp_path: Path, evals: str) -> None:
    """Whatever is wrong with a stored row (bad JSON, JSON too deep, a number too big,
    a wrong shape), it is DAMAGED, never another exception; read_player_reviews lists it apart."""
    path = tmp_path / "l.xqlib"
    with Library(path) as lib:
        lib.store_review(_review())
        lib.store_review(_review("k2"))
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("UPDATE reviews SET evals = ? WHERE game = 'k1'", (evals,))
    db.close()
    with Library(path) as lib:
        with pytest.raises(LibraryError) as caught:
            lib.find_review("k1", "fairy-stockfish", 0.2)
        assert caught.value.kind is ErrorKind.DAMAGED
        found = lib.read_player_reviews("B")
        assert [r.key for r in found.reviews] == ["k2"]
        assert [(u.key, u.red, u.black) for u in found.unreadable] == [("k1", "胡榮華", "B")]
