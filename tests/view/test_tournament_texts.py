"""The tournament's errors are worded in the view from their kinds and arguments: every member of every
kind enum (SettingProblem, OpeningProblem, StoreProblem, PgnChange, TournamentProblem, ClusterReason) has
its words, in English and in Chinese; text from outside is put in as it is."""

from __future__ import annotations

import ast
import inspect
import re

import pytest

pytest.importorskip("pytestqt")

from app.engines import EngineError, EngineProblem
from app.model.errors import FileFailure, FileProblem
from app.tournament import (ClusterReason, EngineFailure, NetworkReason, OpeningError, OpeningProblem, PgnChange,
                            SettingError, SettingProblem, StoreError, StoreProblem, TournamentError, TournamentProblem)
from app.view import tournament_texts
from tests.tournament.test_errors import every_error

PLACEHOLDER = re.compile(r"%\d")
ENUMS = (SettingProblem, NetworkReason, OpeningProblem, StoreProblem, PgnChange, TournamentProblem, ClusterReason)
DAMAGED_NETWORK = SettingError("engine", SettingProblem.NETWORK, key="EvalFile", value="/n/net.nnue", within="Net",
                               reason=NetworkReason.DAMAGED, detail="damaged network file: the checksum does not match")


def kinds_of(error: BaseException) -> set[object]:
    """The enum members an error stands for (its kind, and a sub-kind if it has one)."""
    found = {getattr(error, "problem", None), getattr(error, "change", None), getattr(error, "reason", None)}
    return {k for k in found if k is not None}


def worded() -> list[list[str]]:
    return [[tournament_texts.problem_text(e) for e in group] for group in every_error()]


def test_the_sample_holds_every_member_of_every_kind():
    seen = set().union(*(kinds_of(e) for group in every_error() for e in group))
    assert {member for enum in ENUMS for member in enum} <= seen


def test_every_kind_is_worded_in_english(qapp):
    for group in worded():
        assert all(text and not PLACEHOLDER.search(text) and "None" not in text for text in group), group
        assert len(set(group)) == len(group), "each kind says something else"
    say = tournament_texts.problem_text
    assert say(SettingError("tc", SettingProblem.NOT_A_TIME_CONTROL, value="soon")) == (
        "Time control: “soon” is not a time control: try 3+2, 40/5, 10|30s, movetime=100ms, depth=8 or nodes=100000")
    assert say(SettingError("games", SettingProblem.TOO_MANY_GAMES, value="2", count=249_500, pairings=124_750,
                            high=100_000)) == "Games per pairing: 249500 games in all (124750 pairings of 2 games): " \
                                              "at most 100000"
    assert say(SettingError("engine", SettingProblem.NOT_A_NUMBER, key="timeout", value="%2 soon")) == \
        "Participants: the timeout “%2 soon” is not a number"         # a value holding %2 stays as it is
    ghost = EngineError(EngineProblem.NOT_FOUND, program="/opt/<b>ghost</b>")
    assert say(TournamentError(TournamentProblem.ENGINES, failures=(EngineFailure("<b>G</b>", ghost),))) == \
        "An engine did not start: <b>G</b>: There is no program at /opt/<b>ghost</b>"
    assert say(StoreError(StoreProblem.PGN_CHANGED, "/t/x.pgn", change=PgnChange.LAST_GAME, game=7)) == (
        "The PGN file was changed after the tournament wrote it; it is kept as it is and nothing was played: "
        "“/t/x.pgn” does not end with game 7 as the tournament wrote it")
    assert say(OpeningError(OpeningProblem.UNKNOWN_SOURCE, source="nowhere")) == \
        "The openings cannot be read: “nowhere” is neither a file, the book nor an ECCO code range"
    assert say(FileFailure(FileProblem.NOT_FOUND, "/no/x.pgn")) == \
        "“/no/x.pgn” cannot be written: its folder does not exist."
    assert say(RuntimeError("a bug")) == "The tournament stopped with an error: RuntimeError: a bug"
    assert say(DAMAGED_NETWORK) == (
        "Participants: Net: the network file “/n/net.nnue” cannot be used: it is damaged (damaged network file: the "
        "checksum does not match); the engine would play with its hand-written evaluation")
    assert say(SettingError("engine", SettingProblem.NETWORK, key="EvalFile", value="n.nnue", within="Net",
                            reason=NetworkReason.MISSING, worker="tcp://10.0.0.7:4100")) == (
        "Participants: Net: the network file “n.nnue” cannot be used on the worker tcp://10.0.0.7:4100: there is no "
        "such file; the engine would play with its hand-written evaluation")


def test_an_illegal_opening_line_is_said_by_the_rules_words(qapp):
    from app.tournament.openings import StartLine, checked
    with pytest.raises(OpeningError) as caught:
        checked(StartLine(moves=("a0a5",), name="mine #1"))
    assert tournament_texts.opening_error(caught.value) == \
        "the line mine #1 cannot be played: the rook is blocked at a3"


def test_every_kind_is_worded_in_chinese(chinese):
    for texts in worded():
        for text in texts:
            assert not PLACEHOLDER.search(text) and re.search("[\u4e00-\u9fff]", text), text
        assert len(set(texts)) == len(texts)
    say = tournament_texts.problem_text
    assert say(SettingError("tc", SettingProblem.NOT_A_TIME_CONTROL, value="soon")) == (
        "用时：“soon”不是用时设置：可以写 3+2、40/5、10|30s、movetime=100ms、depth=8 或 nodes=100000")
    assert say(TournamentError(TournamentProblem.NOT_SCHEDULER, address="tcp://h:80", reason=ClusterReason.WEB_SERVER,
                               answer="'HTTP/1.0 200 OK'")) == \
        "tcp://h:80 处应答的不是 dask 调度器：对方是网站（应答为 'HTTP/1.0 200 OK'）。"
    assert say(DAMAGED_NETWORK) == ("参赛引擎：Net：无法使用神经网络文件“/n/net.nnue”：文件已损坏（damaged network "
                                    "file: the checksum does not match）；引擎将只用手写的局面评估下棋")
    assert say(SettingError("engine", SettingProblem.NETWORK, key="EvalFile", value="n.nnue", within="Net",
                            reason=NetworkReason.MISSING, worker="tcp://10.0.0.7:4100")) == \
        "参赛引擎：Net：工作进程 tcp://10.0.0.7:4100 上无法使用神经网络文件“n.nnue”：没有这个文件；" \
        "引擎将只用手写的局面评估下棋"


def test_every_source_text_has_its_chinese():
    from tools.i18n import translate_zh_CN
    tree = ast.parse(inspect.getsource(tournament_texts))
    sources = {n.args[0].value for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n.func, "id", "") == "tr"
               and n.args and isinstance(n.args[0], ast.Constant)}
    assert len(sources) > 80 and not sources - set(translate_zh_CN.ZH)
