"""Opening codes in the library: stored at import, brought to an older library once (in batches that an
interrupted run takes up again), searched by code range and by name, counted per code and per player."""

from __future__ import annotations

import shutil
import sqlite3
from collections import Counter
from pathlib import Path

import pytest

from app.library import Library
from app.library.errors import ArgumentRefused
from app.library.openings import classify_pending
from app.model import Board
from app.openings import classify, find_codes, rules_version

RESULT = {"1-0": 0, "1/2-1/2": 1, "0-1": 2}


@pytest.fixture(scope="module")
def games(imported: Path) -> dict[int, tuple[str, str, str, str, str, str]]:
    """id -> (our code computed here from the stored game, its [ECCO] tag, result, red, black, [Opening])."""
    out = {}
    with Library(imported) as lib:
        for s in lib.search():
            tree = lib.load(s.id)
            found = classify(tree.mainline(), tree.start_fen)
            out[s.id] = (found.code if found else "", s.ecco.upper(), s.result, s.red, s.black, s.opening)
    return out


def test_each_game_keeps_our_code_beside_the_files_tag(imported: Path, games) -> None:
    with Library(imported) as lib:
        assert {s.id: s.code for s in lib.search()} == {gid: g[0] for gid, g in games.items()}
    assert all(g[0] for g in games.values())                     # the sample's games all start normally
    assert sum(g[0] == g[1] for g in games.values()) > 0.9 * len(games)   # and mostly agree with their tags


def test_codes_given_by_other_rules_are_given_again(imported: Path, tmp_path: Path, games) -> None:
    """A library whose codes another classifier gave (an older program's) names its games
    as the program now does, once: the statistics and searches agree with the status bar and the study."""
    path = tmp_path / "older.xqlib"
    shutil.copy(imported, path)
    db = sqlite3.connect(path)
    db.executescript("UPDATE games SET code = 'D11'; INSERT OR REPLACE INTO meta VALUES ('classifier', 'forest');")
    db.close()
    with Library(path) as lib:
        assert {s.id: s.code for s in lib.search()} == {gid: g[0] for gid, g in games.items()}
    db = sqlite3.connect(path)
    assert db.execute("SELECT value FROM meta WHERE key = 'classifier'").fetchone() == (rules_version(),)
    db.execute("UPDATE games SET code = 'X00' WHERE id = (SELECT min(id) FROM games)")
    db.commit()
    db.close()
    with Library(path) as lib:                                   # the same rules: nothing is given again
        assert Counter(s.code for s in lib.search())["X00"] == 1


def test_an_older_library_is_classified_once_in_batches(imported: Path, tmp_path: Path, games) -> None:
    """A schema-2 library (no code column) gets one; an interrupted classification keeps the batches it
    finished and the next run classifies the rest."""
    path = tmp_path / "old.xqlib"
    shutil.copy(imported, path)
    db = sqlite3.connect(path)
    db.executescript("DROP INDEX games_code; ALTER TABLE games DROP COLUMN code; PRAGMA user_version = 2;")
    db.close()
    db = sqlite3.connect(path, isolation_level=None)
    db.executescript("ALTER TABLE games ADD COLUMN code TEXT; PRAGMA user_version = 3;")

    def stop(done: int) -> None:
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        classify_pending(db, batch=10, progress=stop)
    assert db.execute("SELECT count(*) FROM games WHERE code IS NOT NULL").fetchone()[0] == 10
    assert classify_pending(db, batch=7) == len(games) - 10
    db.close()
    db = sqlite3.connect(path)
    db.executescript("UPDATE games SET code = NULL WHERE id % 3 = 0; DROP INDEX IF EXISTS games_code;"
                     "ALTER TABLE games DROP COLUMN code; PRAGMA user_version = 2;")
    db.close()
    with Library(path) as lib:                                   # the migration and the whole backfill
        assert {s.id: s.code for s in lib.search()} == {gid: g[0] for gid, g in games.items()}


@pytest.mark.parametrize("wanted", ["C8", "c80-c89", "B", "A-B", "D51", "C95-D10"])
def test_search_by_code_range(imported: Path, games, wanted: str) -> None:
    low, high = {"C8": ("C80", "C89"), "c80-c89": ("C80", "C89"), "B": ("B00", "B99"), "A-B": ("A00", "B99"),
                 "D51": ("D51", "D51"), "C95-D10": ("C95", "D10")}[wanted]
    with Library(imported) as lib:
        got = {s.id for s in lib.search(ecco=wanted, limit=None)}
    assert got == {gid for gid, g in games.items() if low <= g[0] <= high or low <= g[1] <= high}
    assert got or wanted == "D51"


def test_search_by_name_in_either_script_and_english(imported: Path, games) -> None:
    with Library(imported) as lib:
        simplified = {s.id for s in lib.search(opening="屏风马")}
        assert simplified == {s.id for s in lib.search(opening="屏風馬")}
        assert simplified == {s.id for s in lib.search(opening="screen horses")}
    codes = set(find_codes("屏风马"))
    assert simplified == {gid for gid, g in games.items() if g[0] in codes or g[1] in codes or "屏风马" in g[5]}
    assert len(simplified) > 5


def test_most_played_openings(imported: Path, games) -> None:
    tally = Counter(g[0] for g in games.values())
    with Library(imported) as lib:
        top = lib.most_played_openings(limit=None)
        assert [(o.code, o.games) for o in top] == sorted(tally.items(), key=lambda item: (-item[1], item[0]))
        assert [o.code for o in lib.most_played_openings(limit=3)] == [o.code for o in top[:3]]
        first = top[0]
        ended = Counter(g[2] for g in games.values() if g[0] == first.code)
        assert (first.red_wins, first.draws, first.black_wins) == (ended["1-0"], ended["1/2-1/2"], ended["0-1"])
        player = Counter(g[3] for g in games.values()).most_common(1)[0][0]
        mine = lib.most_played_openings(limit=None, player=player)
        assert sum(o.games for o in mine) == sum(player in (g[3] + " " + g[4]) for g in games.values())


def test_results_by_opening_for_a_player(imported: Path, games) -> None:
    player = Counter(g[3] for g in games.values()).most_common(1)[0][0]
    want: dict[tuple[str, str], list[int]] = {}
    for code, _tag, result, red, black, _name in games.values():
        for side, name, win, loss in (("red", red, "1-0", "0-1"), ("black", black, "0-1", "1-0")):
            if player in name:
                entry = want.setdefault((code, side), [0, 0, 0, 0])
                entry[0] += 1
                entry[1] += result == win
                entry[2] += result == "1/2-1/2"
                entry[3] += result == loss
    with Library(imported) as lib:
        got = lib.results_by_opening(player)
        assert lib.results_by_opening("  ") == []
    flat = {}
    for entry in got:
        for side, score in (("red", entry.red), ("black", entry.black)):
            if score.games:
                flat[(entry.code, side)] = [score.games, score.wins, score.draws, score.losses]
    assert flat == want
    assert [e.games for e in got] == sorted((e.games for e in got), reverse=True)


def test_explorer_filtered_to_a_code(imported: Path, games) -> None:
    with Library(imported) as lib:
        code = lib.most_played_openings(limit=1)[0].code
        entries = lib.explore(Board(), ecco=code)
        assert sum(e.games for e in entries) == sum(code in (g[0], g[1]) for g in games.values())
        assert sum(e.games for e in lib.explore(Board(), ecco="A-E")) == sum(e.games for e in lib.explore(Board()))
        with pytest.raises(ArgumentRefused):
            lib.explore(Board(), ecco="not a code")
