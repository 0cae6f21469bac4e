"""Files that cannot be written or read are values (FileFailure) worded in texts.py, in both languages."""

import errno

import pytest

from app.model.errors import FileFailure, FileProblem
from app.view import texts


def every_failure() -> list[FileFailure]:
    return [FileFailure(problem, "/home/me/game.pgn", "Stale file handle") for problem in FileProblem]


@pytest.mark.parametrize(("number", "problem"), [
    (errno.ENOENT, FileProblem.NOT_FOUND), (errno.EACCES, FileProblem.NO_PERMISSION),
    (errno.EPERM, FileProblem.NO_PERMISSION), (errno.EISDIR, FileProblem.IS_FOLDER),
    (errno.ENOTDIR, FileProblem.NOT_A_FOLDER), (errno.ENOSPC, FileProblem.DISK_FULL),
    (errno.EROFS, FileProblem.READ_ONLY), (errno.EBUSY, FileProblem.IN_USE), (errno.ESTALE, FileProblem.OTHER)])
def test_an_os_error_becomes_the_failure_it_stands_for(number, problem):
    failure = FileFailure.of(OSError(number, "the system's words", "/home/me/game.pgn"))
    assert failure == FileFailure(problem, "/home/me/game.pgn", "the system's words")
    assert FileFailure.of(OSError(number, "x"), "/given").path == "/given"     # the error names no file


def test_every_file_problem_is_worded_with_the_file(qapp):
    words = [texts.file_failure(failure) for failure in every_failure()]
    assert len(set(words)) == len(words) and all("“/home/me/game.pgn”" in w and "%" not in w for w in words)
    assert words[-1] == "“/home/me/game.pgn” cannot be written: Stale file handle"      # OTHER: the system's words
    assert texts.save_error(PermissionError(errno.EACCES, "Permission denied", "/x.pgn")) == (
        "“/x.pgn” cannot be written (it is read-only or you lack permission): save it under another name.")


def test_every_file_problem_is_worded_in_chinese(chinese):
    for failure in every_failure()[:-1]:
        text = texts.file_failure(failure)
        assert "/home/me/game.pgn" in text and not any("a" <= ch <= "z" for ch in text.replace("/home/me/game.pgn", ""))
    assert texts.autosave_failed(every_failure()[0]).startswith("自动保存")
