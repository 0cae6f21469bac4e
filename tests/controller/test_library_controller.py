"""The library controller: imports in a background thread with progress, cancel and a report;
queries and opening games through a second connection; errors as a signal."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")


from app.controller.library_controller import LibraryController
from app.library import ErrorKind, LibraryError
from app.model import Board

SAMPLE = Path(__file__).parent.parent / "data" / "ccpd-games"
FILES = 62          # game files in the sample
GAMES = 42          # distinct games among them (the others are the same games filed twice)


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
    err = blocker.args[0]
    assert isinstance(err, LibraryError) and err.kind is ErrorKind.NO_SUCH_GAME and err.game_id == 10**6


def test_a_damaged_file_is_an_error_signal_not_a_crash(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "bad.sqlite"
    path.write_bytes(b"SQLite format 3\x00" + b"\xff" * 2000)
    c = LibraryController(path)
    with qtbot.waitSignal(c.error) as blocker:
        assert c.search({}) == []
    assert blocker.args[0].kind is ErrorKind.DAMAGED
    with qtbot.waitSignal(c.import_finished, timeout=60000) as done:
        c.start_import([SAMPLE], workers=0)
    assert done.args[0].cancelled and done.args[0].error.kind is ErrorKind.DAMAGED
    assert c.explore(Board()) == []
    c.close()


def test_quitting_does_not_wait_for_an_import_stuck_in_the_system(qtbot, tmp_path: Path) -> None:
    """close() cancels, waits a bounded time, and leaves a thread stuck in a read behind."""
    import threading
    c = LibraryController(tmp_path / "new.sqlite")
    stuck, release = threading.Event(), threading.Event()

    def hang(done: int, total: int) -> None:       # the import thread, as if a read never returned
        stuck.set()
        release.wait()

    c.progress_hook = hang
    c.start_import([SAMPLE], workers=0, batch=10)
    assert stuck.wait(60)
    thread = c._thread
    c.close(wait=0.05)
    assert c._library is None and not c.importing and thread.is_alive()
    release.set()
    thread.join(60)


def test_failures_reach_the_view_as_values(qtbot, controller: LibraryController, tmp_path: Path) -> None:
    with qtbot.waitSignal(controller.error) as blocker:
        assert controller.search({"date_from": "last spring"}) == []
    err = blocker.args[0]
    assert (err.kind, err.argument) == (ErrorKind.REFUSED_ARGUMENT, "date_from")
    with qtbot.waitSignal(controller.error) as blocker:
        assert controller.export_pgn([controller.search({})[0].id], tmp_path / "no-such-folder" / "out.pgn") == 0
    err = blocker.args[0]
    assert err.kind is ErrorKind.EXPORT_FAILED and err.path.endswith("out.pgn") and err.detail
    with qtbot.waitSignal(controller.error) as blocker:
        assert controller.export_pgn([10**6], tmp_path / "out.pgn") == 0
    assert (blocker.args[0].kind, blocker.args[0].game_id) == (ErrorKind.NO_SUCH_GAME, 10**6)


def test_an_import_into_a_read_only_library_is_stopped_with_the_reason(qtbot, imported: Path,
                                                                       tmp_path: Path) -> None:
    path = tmp_path / "ro.sqlite"
    shutil.copy(imported, path)
    path.chmod(0o444)
    try:
        c = LibraryController(path)
        assert c.read_only and c.count() == GAMES
        with qtbot.waitSignal(c.import_finished, timeout=60000) as done:
            c.start_import([SAMPLE], workers=0)
        assert done.args[0].error.kind is ErrorKind.READ_ONLY and c.count() == GAMES
        c.close()
    finally:
        path.chmod(0o644)
