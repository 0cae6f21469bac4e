"""The tournament window's values: the set-up read into settings, problems as values, live games."""

import pytest

from app.controller.tournament_values import (LiveBoards, ProblemKind, TournamentRequest, builtin_entrants,
                                              external_entrant, problem_of, settings_of)
from app.engines import EngineError, EngineProblem, Score
from app.model import Board, Move
from app.model.errors import FileFailure, FileProblem
from app.tournament import (EngineFailure, GameStarted, MovePlayed, SettingError, SettingProblem, StartLine,
                            StoreError, StoreProblem)
from app.tournament.runner import TournamentError, TournamentProblem


def test_a_request_becomes_settings():
    request = TournamentRequest(tuple(builtin_entrants()[:2]), "gauntlet", 4, "3+2", "book", "asian", 2,
                                "/tmp/x.pgn", "maxmoves=100 resign=700/4", "")
    settings = settings_of(request)
    assert settings.format.value == "gauntlet" and settings.games == 4 and settings.openings == "book"
    assert settings.time.clocked and settings.ruleset.value == "asian"
    assert settings.adjudication.max_moves == 100 and settings.adjudication.resign_score == 700
    assert settings.sprt is None
    assert settings_of(TournamentRequest(request.entrants, pgn="x.pgn", sprt="elo1=10")).sprt.elo1 == 10


@pytest.mark.parametrize("change, setting, kind", [
    ({"time": "soon"}, "tc", SettingProblem.NOT_A_TIME_CONTROL), ({"pgn": " "}, "pgn", SettingProblem.NO_PGN),
    ({"ruleset": "western"}, "ruleset", SettingProblem.NOT_ONE_OF),
    ({"concurrency": 0}, "concurrency", SettingProblem.OUT_OF_RANGE),
    ({"adjudicate": "resign"}, "adjudicate", SettingProblem.UNKNOWN_WORD),
    ({"sprt": "elo1=-3"}, "sprt", SettingProblem.ELO_ORDER)])
def test_settings_that_cannot_be_read_name_their_field_and_kind(change, setting, kind):
    request = TournamentRequest(tuple(builtin_entrants()[:2]), **{"pgn": "x.pgn", **change})
    with pytest.raises(SettingError) as caught:
        settings_of(request)
    problem = problem_of(caught.value)
    assert (problem.kind, problem.setting) == (ProblemKind.SETTING, setting)
    assert problem.error is caught.value and caught.value.problem is kind


def test_problems_by_kind_carry_the_error_as_a_value():
    ghost = EngineError(EngineProblem.NOT_FOUND, program="/opt/<b>x</b>")
    error = TournamentError(TournamentProblem.ENGINES, failures=(EngineFailure("<b>x</b>", ghost),))
    engines = problem_of(error)
    assert (engines.kind, engines.setting, engines.error) == (ProblemKind.ENGINES, "engine", error)
    missing = problem_of(FileNotFoundError(2, "No such file or directory", "/no/dir/x.pgn"))
    assert (missing.kind, missing.error) == (ProblemKind.FILE, FileFailure(FileProblem.NOT_FOUND, "/no/dir/x.pgn",
                                                                         "No such file or directory"))
    damaged = StoreError(StoreProblem.DAMAGED, "t.json", "games[2].number", "7 is not one of the games")
    changed = StoreError(StoreProblem.PGN_CHANGED, "t.pgn")
    assert [problem_of(e).kind for e in (damaged, changed, StoreError(StoreProblem.SAVED, "t.pgn"))] == [
        ProblemKind.DAMAGED, ProblemKind.CHANGED, ProblemKind.SAVED]
    bug = RuntimeError("bug")
    assert (problem_of(bug).kind, problem_of(bug).error) == (ProblemKind.FAILED, bug)


def test_listed_engines_keep_their_option_values():
    spec = external_entrant("FSF", "/usr/games/fairy-stockfish", "ucci", {"Hash": 16, "Ponder": True})
    assert (spec.label, spec.protocol, spec.options) == ("FSF", "ucci", (("Hash", "16"), ("Ponder", "true")))
    assert external_entrant("E", "/e", "UCI-ish", {}).protocol == "auto"


def test_live_boards_follow_the_moves():
    live = LiveBoards("iccs")
    game = live.started(GameStarted(3, "a", "b", StartLine(moves=("h2e2",))))
    assert game.moves == ("h2e2",)
    board = Board()
    board.push(Move.from_iccs("h2e2"))
    assert game.fen == board.fen()
    board.push(Move.from_iccs("h9g7"))
    moved = live.moved(MovePlayed(3, 2, "h9g7", board.fen(), Score(cp=-35), 10.0, 9.5, 0.1))
    assert moved.moves == ("h2e2", "h9g7") and moved.fen == board.fen() and moved.score == "-0.35"
    assert moved.last == Move.from_iccs("h9g7") and (moved.red_clock, moved.black_clock) == (10.0, 9.5)
    assert live.moved(MovePlayed(4, 1, "h2e2", board.fen(), Score(mate=-3), None, None, 0.1)) is None
    assert live.moved(MovePlayed(3, 3, "b0c2", board.fen(), Score(mate=-3), None, None, 0.1)).score == "-M3"
    live.ended(3)
    assert live.games == {}
