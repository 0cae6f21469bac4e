"""StudyDocument: opening files into a typed LoadReport, the modified flag, saving."""

import pytest

from app.controller.study_document import LoadProblem, LoadReport, StudyDocument, read_report
from app.model.tree import GameTree

MIXED = ('[Event "Good"]\n[Result "*"]\n\n1. h2e2 h9g7 *\n\n'
         '[Event "Bad"]\n[Result "*"]\n\n1. h2e2 h9h1 *\n')


@pytest.fixture
def document(qapp):
    return StudyDocument()


def test_a_partly_readable_file_reports_the_games_left_out_as_values(document, tmp_path, qtbot):
    path = tmp_path / "mixed.pgn"
    path.write_text(MIXED, encoding="utf-8")
    with qtbot.waitSignal(document.loaded):
        report = document.open(path)
    assert isinstance(report, LoadReport) and report.ok and report.failure is None
    assert len(report.games) == 1 and report.format == "pgn" and report.path == str(path)
    assert len(report.errors) == 1
    problem = report.errors[0]
    assert isinstance(problem, LoadProblem) and problem.game == 2 and problem.path == str(path)
    assert document.games == list(report.games) and document.path == str(path) and not document.modified
    assert document.can_save_in_place


def test_an_unreadable_file_leaves_the_document_as_it_was(document, tmp_path, qtbot):
    empty = tmp_path / "empty.pgn"
    empty.write_bytes(b"")
    before = document.games
    with qtbot.assertNotEmitted(document.loaded):
        report = document.open(empty)
    assert not report.ok and report.failure is not None and "empty" in report.failure.reason
    assert not report.missing and document.games is before and document.path is None
    gone = read_report(tmp_path / "missing.pgn")
    assert not gone.ok and gone.missing and gone.games == ()


def test_modified_flag_and_save(document, tmp_path, qtbot):
    assert not document.can_save_in_place
    with pytest.raises(ValueError):
        document.save()
    with qtbot.waitSignal(document.modified_changed) as changed, qtbot.waitSignal(document.edited):
        document.set_modified(True)
    assert changed.args == [True]
    target = tmp_path / "out.pgn"
    with qtbot.waitSignal(document.file_changed):
        assert document.save(str(target), "iccs") == str(target)
    assert not document.modified and document.notation == "iccs" and document.format == "pgn"
    with pytest.raises(ValueError):
        document.save(str(target), "algebraic")
    again = StudyDocument()
    assert again.open(target).ok and len(again.games) == 1


def test_adopt_keeps_restored_games_unsaved(document):
    tree = GameTree()
    document.adopt([tree], "/somewhere/games.pgn")
    assert document.modified and document.path == "/somewhere/games.pgn" and document.format == "pgn"
    assert document.games == [tree]
    document.adopt([tree], None)
    assert document.path is None and document.format == "" and document.modified
