"""Errors made of a kind and arguments pickle whole: to a process pool or a dask worker and back, an
error keeps its class, its kind and every argument (before, pickle called the class again on its
English message, which its __init__ does not take: a KeyError or a TypeError instead of the error)."""

from __future__ import annotations

import pickle

import pytest

from app.engines import EngineError, EngineOption, EngineProblem, OptionType
from app.engines.errors import engine_error
from app.model import Board, FenError, FenProblem, IllegalMoveError, Move
from app.model.time_control import TimeControl, TimeControlError, TimeControlProblem
from app.tournament import (ClusterReason, EngineFailure, OpeningError, OpeningProblem, PgnChange, SettingError,
                            SettingProblem, StoreError, StoreProblem, TournamentError, TournamentProblem)
from app.training import (DamagedReview, MistakesError, MistakesProblem, ReviewDamage, ReviewProblem,
                          StoreFailure)


def fen_error() -> FenError:
    with pytest.raises(FenError) as caught:
        Board("rnbakabnr/9/9/9/9/9/9/9/9 w")
    return caught.value


def illegal_move() -> IllegalMoveError:
    with pytest.raises(IllegalMoveError) as caught:
        Board().push(Move.from_iccs("a0a5"))
    return caught.value


def time_control_error() -> TimeControlError:
    with pytest.raises(TimeControlError) as caught:
        TimeControl.parse("soon")
    return caught.value


OPTION = EngineOption("Hash", OptionType.SPIN, 16, 1, 64)
ERRORS = [
    fen_error, illegal_move, time_control_error,
    lambda: engine_error(EngineProblem.NO_ANSWER, engine="Eye", seconds=2.5),
    lambda: engine_error(EngineProblem.BAD_OPTION_VALUE, engine="Eye", option=OPTION, value="100"),
    lambda: SettingError("tc", SettingProblem.NOT_A_TIME_CONTROL, value="soon", cause=TimeControlProblem.BAD_FORM),
    lambda: SettingError("games", SettingProblem.TOO_MANY_GAMES, value="9", count=100_008, pairings=11_112,
                         high=100_000),
    lambda: OpeningError(OpeningProblem.ILLEGAL_LINE, line="x.pgn #2", cause=illegal_move(), detail="blocked"),
    lambda: StoreError(StoreProblem.PGN_CHANGED, "t.pgn", change=PgnChange.SHORTER, size=10, length=20),
    lambda: TournamentError(TournamentProblem.ENGINES, failures=(
        EngineFailure("Eye", engine_error(EngineProblem.NOT_FOUND, program="/opt/eye")),)),
    lambda: TournamentError(TournamentProblem.NOT_SCHEDULER, address="tcp://h:80", reason=ClusterReason.WEB_SERVER,
                            answer="'HTTP/1.0 200 OK'"),
    lambda: MistakesError(MistakesProblem.BUSY, "/m/my-mistakes.json", 5.0),
    lambda: MistakesError(MistakesProblem.NOT_SET_ASIDE, "/m/my-mistakes.json"),
    lambda: DamagedReview(ReviewDamage("k", "builtin", 0.2, ReviewProblem.MOVES, "ply 3: zz99", "a.pgn")),
    lambda: StoreFailure(engine_error(EngineProblem.ENDED, engine="Eye", code=9)),
]


def same(a: BaseException, b: BaseException) -> bool:
    """The same class, message and arguments (errors inside compared the same way)."""
    if type(a) is not type(b) or str(a) != str(b) or a.__dict__.keys() != b.__dict__.keys():
        return False
    for key, value in a.__dict__.items():
        other = b.__dict__[key]
        if isinstance(value, BaseException):
            if not same(value, other):
                return False
        elif key == "failures":
            if [(f.name, str(f.error), type(f.error)) for f in value] != \
                    [(f.name, str(f.error), type(f.error)) for f in other]:
                return False
        elif value != other:
            return False
    return True


@pytest.mark.parametrize("make", ERRORS, ids=lambda make: type(make()).__name__)
def test_an_error_pickles_with_its_kind_and_arguments(make):
    error = make()
    back = pickle.loads(pickle.dumps(error))
    assert same(error, back), (error.__dict__, back.__dict__)


def test_the_kinds_survive():
    back = pickle.loads(pickle.dumps(engine_error(EngineProblem.ENDED, engine="Eye", code=9)))
    assert isinstance(back, EngineError) and back.problem is EngineProblem.ENDED and back.code == 9
    assert pickle.loads(pickle.dumps(fen_error())).problem is FenProblem.RANK_COUNT
