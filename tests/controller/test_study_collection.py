"""Large files: read on a worker thread (progress, cancel), games parsed when chosen, nothing lost on save."""

import gc
import threading

import pytest

from app.controller import file_loader
from app.controller.file_loader import FileLoader
from app.controller.study_controller import StudyController
from app.controller.study_document import CollectionGames, StudyDocument, read_report
from app.formats import ProblemKind, read_games
from app.formats import collection as collection_module

GOOD = '[Event "Good {n}"]\n[Red "紅馬{n}"]\n[Result "1-0"]\n\n1. h2e2 h9g7 2. h0g2 1-0\n\n'
BAD = '[Event "Bad"]\n[Result "*"]\n\n1. h2e2 h9h1 {kept as it was} *\n\n'


@pytest.fixture
def lazy(monkeypatch):
    """Every PGN file is read lazily, however small."""
    monkeypatch.setattr(collection_module, "LAZY_FROM", 0)


@pytest.fixture
def big5_file(tmp_path):
    path = tmp_path / "games.pgn"
    text = GOOD.format(n=1) + BAD + GOOD.format(n=3)
    path.write_bytes(text.encode("big5"))
    return path


def test_a_large_file_is_listed_from_its_headers_and_a_game_parsed_when_chosen(qapp, lazy, big5_file):
    report = read_report(big5_file)
    assert report.ok and report.lazy and not report.problems and report.format == "pgn"
    games = report.games
    assert isinstance(games, CollectionGames) and len(games) == 3
    assert [games.headers_of(i)["Red"] for i in (0, 2)] == ["紅馬1", "紅馬3"]
    assert not any(games.is_read(i) for i in range(3)), "nothing parsed to list the games"
    controller = StudyController(StudyDocument())
    controller.document.take(report)
    assert controller.document.lazy and games.is_read(0) and not games.is_read(2)
    controller.choose_game(2)
    assert games.is_read(2) and controller.tree.mainline() == ["h2e2", "h9g7", "h0g2"]
    assert controller.document.problems_of_game(2) == ()
    controller.choose_game(1)
    problems = controller.document.problems_of_game(1)
    assert [(p.kind, p.game, p.index) for p in problems] == [(ProblemKind.GAME_LEFT_OUT, 2, 1)]
    assert controller.tree.headers["Event"] == "Bad" and not controller.tree.root.children
    assert controller.document.game_report(1).problems == problems


def test_saving_keeps_the_unopened_and_unreadable_games_as_they_were(qapp, lazy, big5_file, tmp_path):
    controller = StudyController(StudyDocument())
    controller.document.take(read_report(big5_file))
    controller.choose_game(1)              # unreadable: shown empty, written back as it was
    controller.choose_game(0)
    controller.set_comment("edited")
    target = tmp_path / "out.pgn"
    controller.document.save(str(target), "iccs")
    text = target.read_text(encoding="utf-8")
    assert "h9h1 {kept as it was}" in text and "紅馬3" in text
    again = read_games(target)
    assert [g.headers["Event"] for g in again] == ["Good 1", "Good 3"] and again[0].mainline()[-1] == "h0g2"
    assert [g.root.comment for g in again] == ["edited", ""] and [e.game for e in again.errors] == [2]
    assert not controller.document.games.is_read(2), "saving parsed no game it did not need"


def test_small_files_are_still_read_whole_with_every_problem(qapp, big5_file):
    report = read_report(big5_file)
    assert not report.lazy and len(report.games) == 2 and [e.game for e in report.errors] == [2]


def test_the_loader_reads_on_a_worker_thread_and_reports_progress(qapp, qtbot, lazy, tmp_path):
    path = tmp_path / "many.pgn"
    path.write_text("".join(GOOD.format(n=i) for i in range(25000)), encoding="utf-8")
    loader = FileLoader()
    seen, threads = [], []
    loader.progress.connect(seen.append)
    real = file_loader.read_report

    def spy(*args, **kwargs):
        threads.append(threading.current_thread())
        return real(*args, **kwargs)

    file_loader.read_report, saved = spy, real
    try:
        with qtbot.waitSignal(loader.finished, timeout=60000) as done:
            loader.start(path)
            assert loader.busy
    finally:
        file_loader.read_report = saved
    report = done.args[0]
    assert report.ok and len(report.games) == 25000 and not loader.busy
    assert threads and threads[0] is not threading.main_thread()
    assert seen and seen[-1] == 1.0


def test_cancel_ends_the_reading_with_a_cancelled_report(qapp, qtbot, lazy, big5_file, monkeypatch,
                                                       collector_on_its_own):
    go = threading.Event()
    real = file_loader.read_report

    def held(path, progress=None, cancel=None):
        go.wait(10)
        return real(path, progress, cancel)

    monkeypatch.setattr(file_loader, "read_report", held)
    controller = StudyController(StudyDocument())
    before = controller.document.games
    reports, states = [], []
    controller.file_read.connect(reports.append)
    controller.reading.connect(states.append)
    assert controller.open_files([str(big5_file)]) and controller.is_reading
    assert not gc.isenabled(), "no garbage collection (of Qt objects) on the worker thread"
    controller.cancel_reading()
    go.set()
    qtbot.waitUntil(lambda: not controller.is_reading, timeout=10000)
    assert gc.isenabled()
    assert [r.cancelled for r in reports] == [True] and states == [True, False]
    assert controller.document.games is before, "a cancelled reading changes nothing"


def test_open_files_tries_each_path_until_one_gives_games(qapp, qtbot, big5_file, tmp_path):
    controller = StudyController(StudyDocument())
    reports = []
    controller.file_read.connect(reports.append)
    assert not controller.open_files([])
    assert controller.open_files([str(tmp_path / "gone.pgn"), str(big5_file)])
    qtbot.waitUntil(lambda: not controller.is_reading, timeout=10000)
    assert [(r.ok, r.missing) for r in reports] == [(False, True), (True, False)]
    assert controller.document.path == str(big5_file) and len(controller.games) == 2


def test_edits_made_while_a_file_is_read_are_not_thrown_away(qapp, qtbot, big5_file, monkeypatch):
    go = threading.Event()
    real = file_loader.read_report
    monkeypatch.setattr(file_loader, "read_report", lambda p, progress=None, cancel=None: go.wait(10) and
                        real(p, progress, cancel))
    controller = StudyController(StudyDocument())
    reports = []
    controller.file_read.connect(reports.append)
    assert controller.open_files([str(big5_file)])
    controller.play("h2e2")
    go.set()
    qtbot.waitUntil(lambda: not controller.is_reading, timeout=10000)
    assert reports[0].cancelled and controller.document.modified and controller.tree.mainline() == ["h2e2"]


def test_a_reader_that_crashes_is_reported_as_a_problem_value(qapp, qtbot, tmp_path, monkeypatch):
    """The crash reaches the user as a ReadProblem the view words (not English text)."""
    def crash(path, progress=None, cancel=None):
        raise RuntimeError("a bug in a reader")

    monkeypatch.setattr(file_loader, "read_report", crash)
    loader = FileLoader()
    with qtbot.waitSignal(loader.finished, timeout=10000) as done:
        loader.start(tmp_path / "x.pgn")
    report = done.args[0]
    assert not report.ok and [p.kind for p in report.problems] == [ProblemKind.READER_FAILED]
    assert "a bug in a reader" in report.problems[0].detail
