"""The library controller: imports in a background thread with progress, cancel and a report;
queries and opening games through a second connection; errors as a signal."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")


from app.controller.library_controller import LibraryController  # noqa: E402
from app.library import Library  # noqa: E402
from app.model import Board  # noqa: E402

SAMPLE = Path(__file__).parent.parent / "data" / "ccpd-games"
FILES = 62          # game files in the sample
GAMES = 42          # distinct games among them (the others are the same games filed twice)


@pytest.fixture(scope="module")
def imported(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A library file holding the sample (copy before changing)."""
    path = tmp_path_factory.mktemp("lib") / "sample.sqlite"
    with Library(path) as lib:
        lib.import_paths([SAMPLE], workers=0)
    return path


@pytest.fixture
def controller(imported: Path, tmp_path: Path):
    shutil.copy(imported, tmp_path / "lib.sqlite")
    c = LibraryController(tmp_path / "lib.sqlite")
    yield c
    c.close()


def test_import_reports_progress_and_a_complete_report(qtbot, tmp_path: Path) -> None:
    c = LibraryController(tmp_path / "new.sqlite")
    seen: list[tuple[int, int]] = []
    c.progress.connect(lambda done, total: seen.append((done, total)))
    with qtbot.waitSignal(c.import_finished, timeout=60000) as blocker:
        assert c.start_import([SAMPLE], workers=0, batch=20)
        assert c.importing
        assert not c.start_import([SAMPLE])          # one import at a time
    report = blocker.args[0]
    assert not c.importing
    assert not report.cancelled and not report.files_failed and not report.games_failed
    assert report.files_seen == FILES
    assert report.games_added == GAMES and report.duplicates == FILES - GAMES
    assert seen[0] == (0, FILES) and seen[-1] == (FILES, FILES)
    assert [d for d, _ in seen] == sorted(d for d, _ in seen) and len(seen) >= 4
    assert c.count() == GAMES
    c.close()


def test_cancel_after_the_first_batch_leaves_a_consistent_resumable_library(qtbot, tmp_path: Path) -> None:
    c = LibraryController(tmp_path / "new.sqlite")

    def cancel_once_written(done: int, total: int) -> None:   # runs in the import thread
        if done:
            c.cancel_import()

    c.progress_hook = cancel_once_written
    with qtbot.waitSignal(c.import_finished, timeout=60000) as blocker:
        c.start_import([SAMPLE], workers=0, batch=10)
    first = blocker.args[0]
    assert first.cancelled
    assert first.files_seen == 10
    partial = c.count()
    assert 0 < partial == first.games_added < GAMES
    for s in c.search({}, limit=None):                 # every stored game is whole and indexed
        tree = c.library.load(s.id)
        assert len(tree.mainline_moves()) == s.plies
        assert (s.id, 0) in c.library.games_with_position(tree.start_board())
    c.progress_hook = None
    with qtbot.waitSignal(c.import_finished, timeout=60000) as blocker:
        c.start_import([SAMPLE], workers=0, batch=10)
    second = blocker.args[0]
    assert not second.cancelled
    assert second.files_unchanged == 10
    assert c.count() == GAMES == partial + second.games_added
    c.close()


def test_search_filters_sorts_and_pages(controller: LibraryController) -> None:
    every = controller.search({}, limit=None)
    assert len(every) == GAMES
    wins = controller.search({"result": "1-0", "player": ""})
    assert wins and all(s.result == "1-0" for s in wins)
    page = controller.search({}, order_by="plies", descending=True, limit=5, offset=5)
    assert [s.plies for s in page] == sorted((s.plies for s in every), reverse=True)[5:10]


def test_games_at_position_gives_each_game_once_with_its_first_ply(controller: LibraryController) -> None:
    board = Board()
    board.push_iccs("h2e2")
    hits = controller.games_at_position(board, limit=None)
    raw = controller.library.games_with_position(board)
    assert {s.id for s, _ in hits} == {g for g, _ in raw}
    assert controller.position_count(board) == len(hits) > 0
    assert all(ply == 1 for _, ply in hits)
    page = controller.games_at_position(board, "plies", True, 3, 2)
    assert page == sorted(hits, key=lambda sp: (-sp[0].plies, -sp[0].id))[2:5]


def test_open_game_emits_the_tree_and_the_ply(qtbot, controller: LibraryController) -> None:
    game = controller.search({})[3]
    with qtbot.waitSignal(controller.game_opened) as blocker:
        tree = controller.open_game(game.id, 7)
    assert blocker.args == [tree, 7]
    assert len(tree.mainline_moves()) == game.plies
    with qtbot.waitSignal(controller.error) as blocker:
        assert controller.open_game(10**6) is None
    assert "10000" in blocker.args[0] or "1000000" in blocker.args[0]


def test_a_damaged_file_is_an_error_signal_not_a_crash(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "bad.sqlite"
    path.write_bytes(b"SQLite format 3\x00" + b"\xff" * 2000)
    c = LibraryController(path)
    with qtbot.waitSignal(c.error) as blocker:
        assert c.search({}) == []
    assert blocker.args[0]
    with qtbot.waitSignal(c.import_finished, timeout=60000) as done:
        c.start_import([SAMPLE], workers=0)
    assert done.args[0].cancelled and done.args[0].files_failed
    assert c.explore(Board()) == []
    c.close()
