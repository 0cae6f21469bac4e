"""A tournament's errors are values: every kind carries its arguments, the English of the command line
is made from them (one function, app.tournament.errors.english), and the places that raise them say
which kind. The view's words for every kind, in English and Chinese: tests/view/test_tournament_texts.py."""

from __future__ import annotations

import pytest

from app.engines import EngineError, EngineProblem
from app.model import Board, Move
from app.model.time_control import TimeControlProblem
from app.tournament import (Adjudication, ClusterReason, EngineFailure, EngineSpec, NetworkReason, OpeningError,
                            OpeningProblem, PgnChange, SettingError, SettingProblem, SprtSettings, StartLine,
                            StoreError, StoreProblem, TimeSetting, TournamentError, TournamentProblem,
                            TournamentSettings)
from app.tournament.errors import english
from app.tournament.openings import checked, load_openings

GHOST = EngineError(EngineProblem.NOT_FOUND, program="/opt/ghost")


def every_error() -> list[list[BaseException]]:
    """One error of every kind, with all its arguments, in groups (one per enum)."""
    illegal = None
    try:
        Board().push(Move.from_iccs("a0a5"))
    except ValueError as err:
        illegal = err
    settings = [SettingError("tc", problem, key="depth", value="x", within="builtin,x", choices=("a", "b"), low=1,
                             high=9, count=12, pairings=3, cause=TimeControlProblem.TOO_LONG)
                for problem in SettingProblem]
    networks = [SettingError("engine", SettingProblem.NETWORK, key="EvalFile", value="/n/x.nnue",
                             within="builtin-master", reason=reason, detail=f"the words of {reason}")
                for reason in NetworkReason]
    openings = [OpeningError(problem, source="C9", path="/o/x.pgn", line="x.pgn #2", cause=illegal, detail="why")
                for problem in OpeningProblem]
    stores = [StoreError(problem, "/t/x.pgn", "games[2].number", "7 is no game", formats=(1, 2),
                         change=PgnChange.SHORTER, game=2, count=3, size=10, length=20) for problem in StoreProblem
              if problem is not StoreProblem.PGN_CHANGED]
    changes = [StoreError(StoreProblem.PGN_CHANGED, "/t/x.pgn", change=change, game=2, count=3, size=10, length=20)
               for change in PgnChange]
    running = [TournamentError(problem, "the detail", failures=(EngineFailure("Ghost", GHOST),),
                               address="tcp://h:1", reason=ClusterReason.REFUSED, seconds=2.5, game=4)
               for problem in TournamentProblem if problem is not TournamentProblem.NOT_SCHEDULER]   # (in reasons)
    reasons = [TournamentError(TournamentProblem.NOT_SCHEDULER, "the detail", address="tcp://h:1", reason=reason,
                               scheme="tcp", port=0, answer="'HTTP/1.0 200'", seconds=2.5) for reason in ClusterReason]
    return [settings, networks, openings, stores + changes, running, reasons]


def test_every_kind_is_said_in_english_from_its_arguments():
    for group in every_error():
        lines = [english(e) for e in group]
        assert all(line and "None" not in line and "{" not in line for line in lines)
        assert lines == [str(e) for e in group]              # str() is the same sentence
        assert len(set(lines)) == len(lines), "each kind says something else"
    assert english(SettingError("games", SettingProblem.OUT_OF_RANGE, value="0", low=1, high=100_000)) == \
        "--games: '0': from 1 to 100000"
    assert english(TournamentError(TournamentProblem.ENGINES, failures=(EngineFailure("Ghost", GHOST),))) == \
        "engines that do not start: Ghost: engine not found: /opt/ghost"
    missing = FileNotFoundError(2, "No such file or directory", "/no/x.pgn")
    assert english(missing) == "/no/x.pgn: No such file or directory"
    assert english(TournamentError("something else")) == "something else"
    assert english(SettingError("engine", SettingProblem.NETWORK, key="EvalFile", value="/n/x.nnue", within="Net",
                                reason=NetworkReason.DAMAGED, detail="damaged network file: the checksum does not "
                                "match")) == ("--engine: Net: EvalFile '/n/x.nnue' cannot be used (damaged network "
                                              "file: the checksum does not match); the engine would play with its "
                                              "hand-written evaluation")


@pytest.mark.parametrize("make, problem, setting", [
    (lambda: EngineSpec.parse(" ,name=x"), SettingProblem.NO_ENGINE, "engine"),
    (lambda: EngineSpec.parse("x,name"), SettingProblem.NOT_KEY_VALUE, "engine"),
    (lambda: EngineSpec.parse("x,protocol=xboard"), SettingProblem.NOT_ONE_OF, "engine"),
    (lambda: EngineSpec.parse("x,timeout=soon"), SettingProblem.NOT_A_NUMBER, "engine"),
    (lambda: EngineSpec.parse("x,timeout=0"), SettingProblem.OUT_OF_RANGE, "engine"),
    (lambda: TimeSetting.parse("depth=0"), SettingProblem.OUT_OF_RANGE, "tc"),
    (lambda: TimeSetting.parse("movetime=0ms"), SettingProblem.TIME_A_MOVE, "tc"),
    (lambda: TimeSetting.parse("soon"), SettingProblem.NOT_A_TIME_CONTROL, "tc"),
    (lambda: TimeSetting.parse("-"), SettingProblem.NO_LIMIT, "tc"),
    (lambda: Adjudication.parse(["resign"]), SettingProblem.UNKNOWN_WORD, "adjudicate"),
    (lambda: Adjudication.parse(["resign=x/3"]), SettingProblem.NOT_WHOLE_NUMBERS, "adjudicate"),
    (lambda: Adjudication.parse(["resign=600/0"]), SettingProblem.NO_MOVES, "adjudicate"),
    (lambda: SprtSettings.parse(["elo2=3"]), SettingProblem.UNKNOWN_WORD, "sprt"),
    (lambda: SprtSettings.parse(["elo1=x"]), SettingProblem.NOT_A_NUMBER, "sprt"),
    (lambda: SprtSettings.parse(["elo1=-3"]), SettingProblem.ELO_ORDER, "sprt"),
    (lambda: SprtSettings.parse(["alpha=0.7"]), SettingProblem.ERROR_RATES, "sprt"),
    (lambda: TournamentSettings(engines=(EngineSpec("builtin"),)), SettingProblem.TOO_FEW_ENGINES, "engine"),
    (lambda: TournamentSettings(engines=(EngineSpec("builtin"),) * 2, format="swiss"), SettingProblem.NOT_ONE_OF,
     "format"),
    (lambda: TournamentSettings(engines=(EngineSpec("builtin"),) * 2, ruleset="western"), SettingProblem.NOT_ONE_OF,
     "ruleset"),
    (lambda: TournamentSettings(engines=(EngineSpec("builtin"),) * 2, games=0), SettingProblem.OUT_OF_RANGE, "games"),
    (lambda: TournamentSettings(engines=(EngineSpec("builtin"),) * 500, games=2), SettingProblem.TOO_MANY_GAMES,
     "games"),
    (lambda: TournamentSettings(engines=(EngineSpec("builtin"),) * 3, sprt=SprtSettings()),
     SettingProblem.SPRT_NEEDS_MATCH, "sprt"),
    (lambda: TournamentSettings(engines=(EngineSpec("builtin"),) * 2, notation="algebraic"),
     SettingProblem.NOT_ONE_OF, "notation"),
    (lambda: TournamentSettings(engines=(EngineSpec("builtin"),) * 2, margin=100.0), SettingProblem.OUT_OF_RANGE,
     "margin"),
])
def test_each_setting_says_its_kind(make, problem, setting):
    with pytest.raises(SettingError) as caught:
        make()
    assert (caught.value.problem, caught.value.setting) == (problem, setting)


def test_the_arguments_of_a_setting_are_values():
    with pytest.raises(SettingError) as caught:
        TournamentSettings(engines=(EngineSpec("builtin"),) * 500, games=2)
    err = caught.value
    assert (err.count, err.pairings, err.value, err.high) == (249_500, 124_750, "2", 100_000)
    with pytest.raises(SettingError) as caught:
        TimeSetting.parse("99999999999999:00")
    assert caught.value.cause in (TimeControlProblem.TOO_LONG, TimeControlProblem.BAD_FORM)


def test_openings_say_their_kind(tmp_path):
    with pytest.raises(OpeningError) as caught:
        checked(StartLine(moves=("a0a5",), name="mine #1"))
    err = caught.value
    assert (err.problem, err.line) == (OpeningProblem.ILLEGAL_LINE, "mine #1")
    assert err.cause.move == Move.from_iccs("a0a5")
    with pytest.raises(OpeningError) as caught:
        load_openings("nowhere-at-all", 1)
    assert (caught.value.problem, caught.value.source) == (OpeningProblem.UNKNOWN_SOURCE, "nowhere-at-all")
    epd = tmp_path / "x.epd"
    epd.write_text("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w\nnot a position\n")
    with pytest.raises(OpeningError) as caught:
        load_openings(str(epd), 1)
    assert (caught.value.problem, caught.value.source) == (OpeningProblem.NOT_EPD, "not a position")
    games = tmp_path / "x.pgn"
    games.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)))
    with pytest.raises(OpeningError) as caught:
        load_openings(str(games), 1)
    assert caught.value.problem is OpeningProblem.NOT_GAMES and caught.value.read is not None
    with pytest.raises(OpeningError) as caught:
        load_openings("Z9", 1)
    assert caught.value.problem in (OpeningProblem.NO_CODE, OpeningProblem.UNKNOWN_SOURCE)


def test_the_engines_that_do_not_start_are_values(tmp_path):
    from app.tournament.play import EnginePool
    from app.tournament.runner import check_engines
    settings = TournamentSettings(engines=(EngineSpec(str(tmp_path / "ghost"), name="Ghost"),
                                           EngineSpec("builtin", "novice", protocol="xboard", name="Odd")))
    with pytest.raises(TournamentError) as caught:
        check_engines(settings, EnginePool())
    ghost, odd = caught.value.failures
    assert (ghost.name, ghost.error.problem) == ("Ghost", EngineProblem.NOT_FOUND)
    assert (odd.name, odd.error.problem) == ("Odd", EngineProblem.FAILED) and "xboard" in odd.error.detail
    assert caught.value.names == ("Ghost", "Odd")
