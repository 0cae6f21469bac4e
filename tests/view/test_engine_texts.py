"""Engine and opening-book errors are values; the view words every kind, in English and in Chinese
. The engine's name and other text from outside are put in as they are."""

from __future__ import annotations

import ast
import inspect

import pytest

pytest.importorskip("pytestqt")

from app.engines import EngineError, EngineOption, EngineProblem, OptionType
from app.engines.book_build import BookBuildError, BookBuildProblem
from app.view import texts

LEVEL = EngineOption("Level", OptionType.COMBO, "master", choices=("casual", "master"))
HASH = EngineOption("Hash", OptionType.SPIN, 16, 1, 64)
ARGS = dict(program="/opt/engines/<b>eye</b>", engine="Eye <b>3</b>", seconds=2.5, code=9, count=65536,
            move="a0a5", fen="9/9/9/9/9/9/9/9/9/4K4 w", option=LEVEL, value="godlike", detail="chess, shogi")


def every_error() -> list[EngineError]:
    return [EngineError(problem, **ARGS) for problem in EngineProblem] + [
        EngineError(EngineProblem.ENDED, engine="Eye", searching=True),
        EngineError(EngineProblem.BAD_OPTION_VALUE, engine="Eye", option=HASH, value="100"),
        EngineError(EngineProblem.NOT_FOUND, program="/no/such/engine")]


def every_book_error() -> list[BookBuildError]:
    return [BookBuildError(problem, detail="disk full") for problem in BookBuildProblem] + [
        BookBuildError(BookBuildProblem.UNREADABLE, "not-a-game-file", "empty"),
        BookBuildError(BookBuildProblem.UNREADABLE, "cannot-open")]


def test_every_engine_problem_is_worded_with_its_arguments(qapp):
    words = {error.problem: texts.engine_error(error) for error in every_error()[:len(EngineProblem)]}
    assert all("%" not in text and "None" not in text and "Eye <b>3</b>" in text for text in words.values())
    assert words[EngineProblem.ENDED] == "Eye <b>3</b> ended (exit status 9)"
    assert words[EngineProblem.NO_ANSWER] == "Eye <b>3</b> did not answer within 2.5 s"
    assert words[EngineProblem.ILLEGAL_MOVE] == "Eye <b>3</b> played an illegal move (a0a5)"
    assert words[EngineProblem.NO_XIANGQI] == "Eye <b>3</b> does not play xiangqi (it plays: chess, shogi)"
    assert words[EngineProblem.BAD_OPTION_VALUE] == ("Option Level of Eye <b>3</b> cannot be “godlike”: it takes "
                                                     "one of: casual, master")
    ended, spin, missing = (texts.engine_error(e) for e in every_error()[len(EngineProblem):])
    assert ended == "Eye ended during its search"
    assert spin == "Option Hash of Eye cannot be “100”: it takes a whole number from 1 to 64"
    assert missing == "There is no program at /no/such/engine"


def test_every_book_build_problem_is_worded(qapp):
    reasons = [texts.book_build_reason(error) for error in every_book_error()]
    assert len(set(reasons)) == len(reasons) and all("%" not in r for r in reasons)
    assert texts.book_failed("mine.pgn", every_book_error()[-2]) == (
        "No opening book could be made from mine.pgn: it is empty. The computer keeps opening from the master games.")


def test_the_words_in_chinese(chinese):
    words = [texts.engine_error(error) for error in every_error()]
    assert all("%" not in text and "Eye" in text or "/no/such" in text for text in words)
    assert words[list(EngineProblem).index(EngineProblem.ENDED)] == "Eye <b>3</b> 已退出（退出码 9）"
    assert words[-2] == "Eye 的选项 Hash 不能是“100”：它只接受 1 到 64 的整数"
    assert texts.book_build_reason(every_book_error()[-1]) == "无法打开"
    assert not any(text.isascii() for text in words), "every sentence is translated"


def test_every_source_text_has_its_chinese():
    from tools.i18n import translate_zh_CN
    sources = set()
    for function in (texts.engine_error, texts._engine_templates, texts.option_takes, texts.book_build_reason,
                     texts.review_outdated):
        tree = ast.parse(inspect.getsource(function))
        sources |= {n.args[0].value for n in ast.walk(tree) if isinstance(n, ast.Call)
                    and getattr(n.func, "id", "") == "tr" and n.args and isinstance(n.args[0], ast.Constant)}
    assert len(sources) > 30 and not sources - set(translate_zh_CN.ZH)


def test_the_computers_failure_in_a_dialog_shows_the_engines_words_as_plain_text(qtbot, studio):
    """The error reaches the window as a value and is worded there: a dialog, in the UI language."""
    error = EngineError(EngineProblem.ENDED, engine="Eye <b>3</b>", searching=True)
    studio.seats.error.emit(error)
    assert studio.window.dialogs.errors[-1] == ("The computer failed", "Eye <b>3</b> ended during its search")
