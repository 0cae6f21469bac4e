"""Training's errors are worded in the view from their kinds and arguments: every member of every kind
enum (ReviewProblem of a damaged stored review, MistakesProblem of an add to My mistakes that failed)
has its own words, in English and in Chinese, and the dialogs say them instead of the error's English."""

from __future__ import annotations

import ast
import inspect
import re

import pytest

pytest.importorskip("pytestqt")

from app.training import MistakesError, MistakesProblem, ReviewDamage, ReviewProblem
from app.view import training_texts
from app.view.review_games_dialog import failure_text

PLACEHOLDER = re.compile(r"%\d")
PATH = "/home/me/.local/share/xiangqi-studio/my-mistakes.json"


def mistakes_errors() -> list[MistakesError]:
    return [MistakesError(problem, PATH, 5.0) for problem in MistakesProblem]


def worded() -> list[list[str]]:
    """One group per kind enum: the words of each of its members."""
    return [[training_texts.review_problem(p) for p in ReviewProblem],
            [training_texts.mistakes_error(e) for e in mistakes_errors()]]


def test_every_kind_is_worded_in_english(qapp):
    for group in worded():
        assert all(text and not PLACEHOLDER.search(text) and "None" not in text for text in group), group
        assert len(set(group)) == len(group), "each kind says something else"
    assert training_texts.review_problem(ReviewProblem.MOVES) == "its moves are not legal"
    busy, not_set_aside = mistakes_errors()
    assert training_texts.mistakes_error(busy) == ("The exercises were not added to My mistakes: another copy of the "
                                                   "program was saving it and did not finish within 5 s")
    assert training_texts.mistakes_error(not_set_aside) == (
        f"The exercises were not added to My mistakes: “{PATH}” is damaged and could not be moved aside, so it was "
        "left as it is")


def test_every_kind_is_worded_in_chinese(chinese):
    for group in worded():
        for text in group:
            assert not PLACEHOLDER.search(text) and re.search("[\u4e00-\u9fff]", text), text
        assert len(set(group)) == len(group)
    busy, _ = mistakes_errors()
    assert training_texts.mistakes_error(busy) == \
        "练习没有加入“我的错误”：另一个正在运行的本程序在保存它，5 秒内没有完成"


def test_the_review_dialog_says_a_failed_add_by_its_kind(qapp):
    """Before, the dialog took the failed add for a file error and said its English errno text."""
    for error in mistakes_errors():
        assert failure_text(error) == training_texts.mistakes_error(error)


def test_damaged_reviews_are_listed_by_kind_most_frequent_first(qapp):
    def damage(problem: ReviewProblem) -> ReviewDamage:
        return ReviewDamage("k", "builtin", 0.2, problem, "English detail, for logs only")
    damages = [damage(ReviewProblem.START), damage(ReviewProblem.MOVES), damage(ReviewProblem.MOVES)]
    assert training_texts.damaged_reviews(damages) == ("2: its moves are not legal\n"
                                                       "1: its start position is not a position")
    assert training_texts.damaged_reviews([]) == ""


def test_every_source_text_has_its_chinese():
    from tools.i18n import translate_zh_CN
    tree = ast.parse(inspect.getsource(training_texts))
    sources = {n.args[0].value for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n.func, "id", "") == "tr"
               and n.args and isinstance(n.args[0], ast.Constant)}
    assert len(sources) >= len(ReviewProblem) + len(MistakesProblem) and not sources - set(translate_zh_CN.ZH)
    assert translate_zh_CN.FILE_CONTEXTS["training_texts.py"] == "training"     # where its tr() looks them up
