"""Start-up after a crash never loses autosaved work: the old autosave stays
until the restore question is answered; an unusable game or study autosave never stops the start and
is never deleted (renamed NAME.broken-<time>, the user told once); study autosave failures show in the
window; stale temporary files of killed writes are cleaned."""

from __future__ import annotations

import json
import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QSettings, Qt

from .conftest import AnsweringDialogs, close_application

START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
GOOD = {"format": 2, "start_fen": START, "moves": ["h2e2", "h9g7", "h0g2"], "ruleset": "cxq",
        "computer_sides": [], "level": "master", "clock": None}
VALID = json.dumps(GOOD).encode()


def variant(**changes) -> bytes:
    return json.dumps({**GOOD, **changes}).encode()


BROKEN_GAMES = {
    "truncated": VALID[:len(VALID) // 2],
    "empty": b"",
    "garbage": bytes(range(256)) * 4,
    "not utf-8": b'{"moves": ["\xff\xfe"]}',
    "a list": b"[1, 2, 3]",
    "moves not a list": variant(moves=5),
    "moves of the wrong type": variant(moves=[[1, 2], {"a": 1}]),
    "no start": json.dumps({k: v for k, v in GOOD.items() if k != "start_fen"}).encode(),
    "bad fen": variant(start_fen="rnbakabnr/9/9 w"),
    "illegal moves": variant(moves=["h2e2", "h2e2"]),
    "unknown ruleset": variant(ruleset="chess"),
    "unknown side": variant(computer_sides=["purple"]),
    "sides not a list": variant(computer_sides=7),
    "deeply nested": b"[" * 100_000,
}


def start(tmp_path: Path, folder: Path, name: str = "second", answer: bool = True,
          choice: tuple[str, int] = ("restore", 0), meanwhile=None):
    """A new Application on `folder` (as after a crash); its dialogs answer `answer` (`choice` when
    several games are offered) and record, at each question, the bytes of the game autosave (and what
    `meanwhile()` gives, if given). Returns (application, dialogs)."""
    import app.view.main_window as main_window
    from app.controller.autosave import Autosave
    from app.controller.recent_files import RecentFiles
    from app.controller.settings import Settings
    from app.shell.main import Application
    from PySide6.QtWidgets import QApplication

    class Answering(AnsweringDialogs):
        def __init__(self):
            super().__init__()
            self.seen: list[bytes | None] = []

            self.offers = []
            self.meanwhile = []

        def confirm(self, kind, data):
            path = folder / "autosave.json"
            self.seen.append(path.read_bytes() if path.is_file() else None)
            self.questions.append((kind, data))
            if meanwhile is not None:
                self.meanwhile.append(meanwhile())
            return answer

        def restore_games(self, offers):
            self.offers.append(offers)
            if meanwhile is not None:
                self.meanwhile.append(meanwhile())
            return choice

    original = main_window.Dialogs
    main_window.Dialogs = lambda parent: Answering()
    try:
        store = QSettings(str(tmp_path / f"{name}.ini"), QSettings.Format.IniFormat)
        recent = RecentFiles(QSettings(str(tmp_path / f"{name}-recent.ini"), QSettings.Format.IniFormat))
        application = Application(QApplication.instance(), Settings(store), Autosave(folder), recent)
    finally:
        main_window.Dialogs = original
    return application, application.window.dialogs


@pytest.fixture
def started(qtbot, monkeypatch):
    """Close the Applications a test started (a restored study's unsaved edits are discarded unasked)."""
    from app.view import study_window
    monkeypatch.setattr(study_window, "ask_unsaved_changes", lambda parent, name: "discard")
    made = []

    def track(application):
        qtbot.addWidget(application.window)
        made.append(application)
        return application

    yield track
    for application in made:
        close_application(application)


def moves_in(path: Path) -> list[str]:
    return json.loads(path.read_bytes())["moves"]


def kept_beside(path: Path) -> list[Path]:
    return sorted(path.parent.glob(path.name + ".broken-*"))


# ----- 1. the old autosave stays until the user has answered ---------------------------------------
@pytest.mark.parametrize("answer", [True, False])
def test_the_autosave_is_untouched_while_the_restore_question_is_open(qtbot, tmp_path, started, answer):
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "autosave.json").write_bytes(VALID)
    application, dialogs = start(tmp_path, folder, answer=answer)
    started(application)
    assert dialogs.questions == [("restore", 3)]
    assert dialogs.seen == [VALID], "a second crash while the question is open still finds the game"
    assert not (folder / "autosave.json").exists(), "answered: the old file goes"
    if answer:      # restored, and autosaved anew at once (in this instance's own autosave)
        assert [m.iccs for m in application.controller.game.moves] == GOOD["moves"]
        assert moves_in(application.autosave.path) == GOOD["moves"]
    else:           # declined: the new game is autosaved
        assert moves_in(application.autosave.path) == []


# ----- 2. an unusable game autosave never stops the start and is never deleted ----------------------
@pytest.mark.parametrize("content", list(BROKEN_GAMES.values()), ids=list(BROKEN_GAMES))
def test_an_unusable_autosave_is_set_aside_and_the_user_told(qtbot, tmp_path, started, content):
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "autosave.json").write_bytes(content)
    application, dialogs = start(tmp_path, folder)
    started(application)
    kept = kept_beside(folder / "autosave.json")
    assert len(kept) == 1 and kept[0].read_bytes() == content, "renamed, byte for byte"
    assert ("restore", 3) not in dialogs.questions
    assert len(dialogs.errors) == 1 and str(kept[0]) in dialogs.errors[0][1], "told once, where it is"
    assert moves_in(application.autosave.path) == [], "autosaving goes on in a fresh file"
    application.controller.play(application.controller.game.board.legal_moves()[0])
    assert len(moves_in(application.autosave.path)) == 1
    assert kept[0].read_bytes() == content


def test_an_autosave_that_is_a_folder_is_set_aside(qtbot, tmp_path, started):
    folder = tmp_path / "data"
    (folder / "autosave.json").mkdir(parents=True)
    (folder / "autosave.json" / "inside.txt").write_text("mine")
    application, dialogs = start(tmp_path, folder)
    started(application)
    kept = kept_beside(folder / "autosave.json")
    assert len(kept) == 1 and (kept[0] / "inside.txt").read_text() == "mine"
    assert len(dialogs.errors) == 1


def test_the_user_is_told_only_once(qtbot, tmp_path, started):
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "autosave.json").write_bytes(BROKEN_GAMES["garbage"])
    first, dialogs = start(tmp_path, folder)
    qtbot.addWidget(first.window)
    assert len(dialogs.errors) == 1
    close_application(first)
    again, dialogs = start(tmp_path, folder, "third")
    started(again)
    assert dialogs.errors == [] and len(kept_beside(folder / "autosave.json")) == 1


# ----- 2/3. study autosaves ------------------------------------------------------------------------
def study_files(folder: Path, pgn: bytes, original: str | None = None, meta: bytes | None = None) -> Path:
    """A study autosave as a crash leaves it (named after this process: not another live instance)."""
    folder.mkdir(parents=True, exist_ok=True)
    stem = folder / f"study-{os.getpid()}-0badf00d"
    stem.with_suffix(".pgn").write_bytes(pgn)
    stem.with_suffix(".json").write_bytes(
        meta if meta is not None else json.dumps({"format": 1, "path": original, "game": 0}).encode())
    return stem.with_suffix(".pgn")


GOOD_PGN = b'[Event "mine"]\n[Result "*"]\n\n1. h2e2 {my note} h9g7 *\n'
BROKEN_STUDIES = {
    "garbage": bytes(range(256)) * 4,
    "an image": b"\x89PNG\r\n\x1a\n" + b"\x00\x00\x00\rIHDR" + bytes(40),
    "empty": b"",
    "deeply nested": b"[" * 100_000,
}


@pytest.mark.parametrize("content", list(BROKEN_STUDIES.values()), ids=list(BROKEN_STUDIES))
def test_an_unreadable_study_autosave_is_set_aside_not_deleted(qtbot, tmp_path, started, content):
    from app.view.study_window import StudyWindow
    folder = tmp_path / "data"
    pgn = study_files(folder, content, "/somewhere/games.pgn")
    application, dialogs = start(tmp_path, folder)
    started(application)
    assert ("restore_study", 1) in dialogs.questions
    kept = kept_beside(pgn)
    assert len(kept) == 1 and kept[0].read_bytes() == content
    assert len(kept_beside(pgn.with_suffix(".json"))) == 1, "its meta file (the original's path) too"
    assert len(dialogs.errors) == 1 and str(kept[0]) in dialogs.errors[0][1]
    assert application.window.findChildren(StudyWindow) == []


def test_a_study_autosave_the_reader_fails_on_is_kept(qtbot, tmp_path, started, monkeypatch):
    """Point 3: whatever makes the reader fail (e.g. a format misdetected), the edits are not deleted."""
    import app.shell.study_windows
    from app.controller.study_document import LoadProblem, LoadReport
    folder = tmp_path / "data"
    pgn = study_files(folder, GOOD_PGN)
    monkeypatch.setattr(app.shell.study_windows, "read_report", lambda path: LoadReport(
        str(path), failure=LoadProblem("not a DhtmlXQ game", str(path))))
    application, dialogs = start(tmp_path, folder)
    started(application)
    kept = kept_beside(pgn)
    assert len(kept) == 1 and kept[0].read_bytes() == GOOD_PGN
    assert len(dialogs.errors) == 1 and str(kept[0]) in dialogs.errors[0][1]


def test_a_study_autosave_whose_reader_raises_is_kept(qtbot, tmp_path, started, monkeypatch):
    import app.shell.study_windows
    from app.formats import GameFileError
    folder = tmp_path / "data"
    pgn = study_files(folder, GOOD_PGN)

    def explode(path):
        raise GameFileError("misdetected", str(path))

    monkeypatch.setattr(app.shell.study_windows, "read_report", explode)
    application, dialogs = start(tmp_path, folder)
    started(application)
    assert [p.read_bytes() for p in kept_beside(pgn)] == [GOOD_PGN] and len(dialogs.errors) == 1


def test_a_study_autosave_read_in_part_is_restored_and_kept_whole(qtbot, tmp_path, started, monkeypatch):
    import app.shell.study_windows
    from app.controller.study_document import LoadProblem, read_report
    folder = tmp_path / "data"
    pgn = study_files(folder, GOOD_PGN)

    def partly(path):
        report = read_report(path)
        return type(report)(report.path, report.games, (LoadProblem("game 2 lost"),), format=report.format)

    monkeypatch.setattr(app.shell.study_windows, "read_report", partly)
    application, dialogs = start(tmp_path, folder)
    started(application)
    from app.view.study_window import StudyWindow
    windows = application.window.findChildren(StudyWindow)
    assert len(windows) == 1 and windows[0].controller.document.modified
    assert [p.read_bytes() for p in kept_beside(pgn)] == [GOOD_PGN]
    assert len(dialogs.errors) == 1 and "in part" in dialogs.errors[0][1]
    windows[0].controller.document.set_modified(False)
    windows[0].close()


def test_a_broken_meta_file_still_restores_the_edits(qtbot, tmp_path, started):
    from app.view.study_window import StudyWindow
    folder = tmp_path / "data"
    pgn = study_files(folder, GOOD_PGN, meta=b"{not json")
    application, dialogs = start(tmp_path, folder)
    started(application)
    windows = application.window.findChildren(StudyWindow)
    assert len(windows) == 1 and windows[0].controller.document.path is None
    assert [p.read_bytes() for p in kept_beside(pgn.with_suffix(".json"))] == [b"{not json"]
    assert not pgn.exists(), "restored and autosaved anew: the old copy goes"
    assert len(dialogs.errors) == 1
    windows[0].controller.document.set_modified(False)
    windows[0].close()


def test_a_restored_study_is_removed_only_once_autosaved_anew(qtbot, tmp_path, started, monkeypatch):
    """If the restored edits cannot be written to a fresh autosave, the old one stays (offered again)."""
    from app.controller.autosave import StudyAutosave
    from app.view.study_window import StudyWindow
    folder = tmp_path / "data"
    pgn = study_files(folder, GOOD_PGN, "/x/games.pgn")

    from app.model.errors import FileFailure, FileProblem
    from app.view import texts
    full = FileFailure(FileProblem.DISK_FULL, "/x/study.pgn", "No space left on device")

    def fail(self):
        self.failed.emit(full)

    monkeypatch.setattr(StudyAutosave, "save", fail)
    application, dialogs = start(tmp_path, folder)
    started(application)
    window = application.window.findChildren(StudyWindow)[0]
    assert pgn.read_bytes() == GOOD_PGN and pgn.with_suffix(".json").exists()
    assert window.statusBar().currentMessage() == texts.autosave_failed(full)
    window.controller.document.set_modified(False)
    window.close()


def test_a_declined_study_autosave_is_removed(qtbot, tmp_path, started):
    folder = tmp_path / "data"
    pgn = study_files(folder, GOOD_PGN)
    application, dialogs = start(tmp_path, folder, answer=False)
    started(application)
    assert not pgn.exists() and not pgn.with_suffix(".json").exists() and dialogs.errors == []


# ----- 4. study autosave failures show in the window; closing never raises --------------------------
def test_a_study_autosave_into_an_unusable_folder_is_reported(qtbot, tmp_path, monkeypatch):
    from app.model.tree import GameTree
    from app.shell.study_windows import open_study_window
    from app.view import study_window
    monkeypatch.setattr(study_window, "ask_unsaved_changes", lambda parent, name: "discard")
    not_a_folder = tmp_path / "data"
    not_a_folder.write_text("a file where the data folder should be")
    window = open_study_window(None, GameTree(), autosave_folder=not_a_folder, show=False)
    qtbot.addWidget(window)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    failures = []
    window.autosave.failed.connect(failures.append)
    window.controller.set_comment("my note")            # an edit: autosaved (and fails)
    from app.model.errors import FileProblem
    from app.view import texts
    assert [f.problem for f in failures] == [FileProblem.NOT_A_FOLDER]
    assert str(not_a_folder) in failures[0].path
    assert window.statusBar().currentMessage() == texts.autosave_failed(failures[0])
    window.show()
    assert window.close()                                # no exception: the pytest-qt hook would fail the test
    assert not_a_folder.read_text() == "a file where the data folder should be"


# ----- 5. stale temporary files of killed writes ----------------------------------------------------
def test_stale_temporary_files_of_killed_writes_are_cleaned_at_start(qtbot, tmp_path, started):
    folder = tmp_path / "data"
    folder.mkdir()
    old = 1_000_000_000
    ours_old = [folder / ".~autosave.jsonab12cd.tmp", folder / f".~study-{os.getpid()}-0badf00d.pgnzz9.tmp"]
    ours_new = folder / ".~autosave.jsonxy34.tmp"                 # a write in progress in another instance
    others = [folder / ".~notes.txtab.tmp", folder / "autosave.json.tmp", folder / ".~autosave.json.bak"]
    for path in ours_old + [ours_new] + others:
        path.write_text("partial")
    for path in ours_old + others:
        os.utime(path, (old, old))
    application, dialogs = start(tmp_path, folder)
    started(application)
    assert not any(p.exists() for p in ours_old)
    assert ours_new.exists() and all(p.exists() for p in others)


def test_a_restored_game_plays_on(qtbot, tmp_path, started):
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "autosave.json").write_bytes(VALID)
    application, _ = start(tmp_path, folder)
    started(application)
    application.controller.play(application.controller.game.board.legal_moves()[0])
    assert len(moves_in(application.autosave.path)) == 4


# ----- one autosave per running instance -------------------------------------------
CHILD = Path(__file__).with_name("instance_child.py")


def run_instance(tmp_path: Path, folder: Path, *moves: str) -> tuple[subprocess.Popen, Path]:
    """Another instance of the program, running in its own process, that has played `moves`."""
    child = subprocess.Popen([sys.executable, str(CHILD), str(folder), str(tmp_path / "child.ini"), *moves],
                             stdout=subprocess.PIPE, text=True, cwd=Path(__file__).parents[2])
    ready, _, _ = select.select([child.stdout], [], [], 180)
    line = child.stdout.readline() if ready else ""
    assert line.startswith("ready "), f"the other instance did not start: {line!r}"
    return child, Path(line.split(" ", 1)[1].strip())


@pytest.mark.skipif(os.name != "posix", reason="kill -9")
def test_a_running_instances_game_is_left_alone_and_offered_once_it_is_killed(qtbot, tmp_path, started):
    folder = tmp_path / "data"
    child, theirs = run_instance(tmp_path, folder, "h2e2", "h9g7", "h0g2")
    try:
        before = theirs.read_bytes()
        second, dialogs = start(tmp_path, folder)
        qtbot.addWidget(second.window)
        assert dialogs.questions == [], "a running instance's game is not offered"
        second.controller.play(second.controller.game.board.legal_moves()[0])
        assert second.play.settle() and dialogs.unsaved == 1     # discarded: its own autosave goes
        second.on_quit()                                         # a clean exit
        close_application(second)
        assert theirs.read_bytes() == before, "the other instance's game was neither overwritten nor removed"
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
    third, dialogs = start(tmp_path, folder, "third")
    started(third)
    assert dialogs.questions == [("restore", 3)]
    assert [m.iccs for m in third.controller.game.moves] == ["h2e2", "h9g7", "h0g2"]
    assert not theirs.exists() and moves_in(third.autosave.path) == ["h2e2", "h9g7", "h0g2"]


def left_by_crashes(folder: Path, *games: tuple[str, ...]) -> list[Path]:
    """Autosaves of instances that died (newest first, a minute apart), as a crash leaves them."""
    from app.controller.autosave import Autosave
    from app.model import Game
    paths = []
    for age, moves in enumerate(games):
        save = Autosave(folder)
        game = Game()
        for text in moves:
            game.push_iccs(text)
        save.save(game, ["black"] if len(moves) % 2 else [], "casual")
        save.lock.release()                   # the process died: the system lets its lock go
        os.utime(save.path, (time.time() - 60 * age,) * 2)
        paths.append(save.path)
    return paths


def test_every_orphaned_game_is_offered_and_the_others_kept_for_later(qtbot, tmp_path, started):
    folder = tmp_path / "data"
    newest, older = left_by_crashes(folder, ("h2e2",), ("h2e2", "h9g7", "h0g2", "i9h9"))
    first, dialogs = start(tmp_path, folder, choice=("restore", 1))
    qtbot.addWidget(first.window)
    assert dialogs.questions == [] and [[o.moves for o in offers] for offers in dialogs.offers] == [[1, 4]]
    offer = dialogs.offers[0][1]
    assert offer.computer_sides == () and offer.level == "casual" and not offer.timed
    assert [m.iccs for m in first.controller.game.moves] == ["h2e2", "h9g7", "h0g2", "i9h9"]
    assert not older.exists(), "restored and autosaved anew: the old copy goes"
    assert newest.exists(), "the other is kept for the next start"
    assert first.play.settle()                 # the restored game discarded, and a clean exit
    first.on_quit()
    close_application(first)
    again, dialogs = start(tmp_path, folder, "again")
    started(again)
    assert dialogs.questions == [("restore", 1)] and [m.iccs for m in again.controller.game.moves] == ["h2e2"]


@pytest.mark.parametrize("choice", [("later", -1), ("discard", -1)])
def test_several_orphans_kept_or_discarded_together(qtbot, tmp_path, started, choice):
    folder = tmp_path / "data"
    paths = left_by_crashes(folder, ("h2e2",), ("h2e2", "h9g7"))
    first, dialogs = start(tmp_path, folder, choice=choice)
    started(first)
    assert len(dialogs.offers) == 1 and first.controller.game.moves == []
    assert [p.exists() for p in paths] == [choice[0] == "later"] * 2


def test_orphans_are_claimed_while_the_question_is_open(qtbot, tmp_path, started):
    """A third instance starting while the question is open offers nothing (they are claimed)."""
    from app.controller.autosave import claim_orphans
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "autosave.json").write_bytes(VALID)          # the single file of older versions
    left_by_crashes(folder, ("h2e2",))

    def another_instance_looks():
        orphans, broken = claim_orphans(folder)
        return len(orphans), len(broken)

    first, dialogs = start(tmp_path, folder, choice=("later", -1), meanwhile=another_instance_looks)
    started(first)
    assert [len(offers) for offers in dialogs.offers] == [2] and dialogs.meanwhile == [(0, 0)]
    orphans, _ = claim_orphans(folder)
    assert sorted(len(o.saved.moves) for o in orphans) == [1, 3], "kept for later: offered again"


def test_a_restored_game_that_cannot_be_autosaved_anew_keeps_its_old_file(qtbot, tmp_path, started, monkeypatch):
    import app.controller.autosave as autosave
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "autosave.json").write_bytes(VALID)
    real_write = autosave.atomic_write_bytes

    def full_disk_for_games_with_moves(path, payload):
        if b'"moves": []' not in payload:
            raise OSError(28, "No space left on device", str(path))
        real_write(path, payload)

    monkeypatch.setattr(autosave, "atomic_write_bytes", full_disk_for_games_with_moves)
    application, dialogs = start(tmp_path, folder)
    started(application)
    assert dialogs.questions == [("restore", 3)] and len(application.controller.game.moves) == 3
    assert (folder / "autosave.json").read_bytes() == VALID, "not on disk anew: the old file stays"
    from app.model.errors import FileFailure, FileProblem
    from app.view import texts
    full = FileFailure(FileProblem.DISK_FULL, str(application.autosave.path), "No space left on device")
    assert application.window.statusBar().currentMessage() == texts.autosave_failed(full)
