"""Settings from the command line's texts, to and from the state file; the schedule they make."""

import pytest

from app.model.enums import Ruleset
from app.model.time_control import TimeKind
from app.tournament import (Adjudication, EngineSpec, Format, SettingError, SprtSettings, TimeSetting,
                            TournamentSettings, make_schedule, pairings)
from app.tournament.config import named_uniquely
from app.tournament.openings import StartLine


def test_engine_specs():
    assert EngineSpec.parse("builtin") == EngineSpec("builtin")
    novice = EngineSpec.parse("builtin:novice")
    assert (novice.command, novice.level, novice.label) == ("builtin", "novice", "builtin-novice")
    fsf = EngineSpec.parse("/usr/games/fairy-stockfish,protocol=UCCI,name=FSF, Skill Level = 3,option.name=x,"
                           "arg=-q,timeout=2.5")
    assert fsf.command == "/usr/games/fairy-stockfish" and fsf.protocol == "ucci" and fsf.label == "FSF"
    assert fsf.options == (("Skill Level", "3"), ("name", "x")) and fsf.args == ("-q",) and fsf.timeout == 2.5
    assert EngineSpec.parse("/usr/games/fairy-stockfish,protocol=ucci").label == "fairy-stockfish (ucci)"
    assert EngineSpec.from_dict(fsf.to_dict()) == fsf
    for bad in ("", "x,protocol=xboard", "x,novalue", "x,timeout=soon", "x,timeout=0"):
        with pytest.raises(SettingError) as err:
            EngineSpec.parse(bad)
        assert err.value.setting == "engine"


def test_names_are_made_unique():
    specs = named_uniquely([EngineSpec.parse("builtin:novice")] * 2 + [EngineSpec.parse("builtin:master,name=M")])
    assert [s.label for s in specs] == ["builtin-novice", "builtin-novice #2", "M"]


@pytest.mark.parametrize("text, clocked, movetime, depth, nodes", [
    ("movetime=100ms", False, 0.1, None, None), ("100ms", False, 0.1, None, None),
    ("st=0.5", False, 0.5, None, None), ("movetime=2", False, 2.0, None, None),
    ("depth=6", False, None, 6, None), ("nodes=5000", False, None, None, 5000),
    ("3+2", True, None, None, None), ("40/5+1", True, None, None, None), ("10|30s x3", True, None, None, None),
    ("5s/move", True, None, None, None)])
def test_time_settings(text, clocked, movetime, depth, nodes):
    got = TimeSetting.parse(text)
    assert (got.clocked, got.movetime, got.depth, got.nodes) == (clocked, movetime, depth, nodes)
    assert TimeSetting.parse(str(got)) == got


def test_time_setting_kinds_and_errors():
    assert TimeSetting.parse("10|30s x3").control.kind is TimeKind.BYOYOMI
    for bad in ("-", "", "depth=0", "forever", "movetime=0ms"):
        with pytest.raises(SettingError):
            TimeSetting.parse(bad)


def test_adjudication_and_sprt():
    adj = Adjudication.parse(["resign=600/3", "draw=10/8/30", "maxmoves=90"])
    assert (adj.resign_score, adj.resign_moves, adj.draw_score, adj.draw_moves, adj.draw_from, adj.max_moves) == \
        (600, 3, 10, 8, 30, 90)
    assert Adjudication.parse(adj.words()) == adj and adj.enabled and not Adjudication().enabled
    for bad in (["resign=600"], ["draw=x/3"], ["maxmoves"], ["quit=1"], ["resign=0/3"]):
        with pytest.raises(SettingError):
            Adjudication.parse(bad)
    sprt = SprtSettings.parse(["elo0=-2", "elo1=3", "alpha=0.1"])
    assert (sprt.elo0, sprt.elo1, sprt.alpha, sprt.beta) == (-2, 3, 0.1, 0.05)
    assert SprtSettings.parse(sprt.words()) == sprt
    for bad in (["elo0=5", "elo1=5"], ["alpha=0.7"], ["gamma=1"], ["elo1=x"]):
        with pytest.raises(SettingError):
            SprtSettings.parse(bad)


def _settings(n=4, **kw):
    return TournamentSettings(engines=tuple(EngineSpec.parse(f"builtin:novice,name=E{i}") for i in range(n)), **kw)


def test_settings_round_trip_and_checks():
    s = _settings(2, games=6, openings="book", time=TimeSetting.parse("40/5+1"), ruleset=Ruleset.ASIAN,
                  adjudication=Adjudication.parse(["maxmoves=60"]), sprt=SprtSettings(0, 5), margin=0.2, seed=9,
                  notation="wxf")
    assert TournamentSettings.from_dict(s.to_dict()) == s
    with pytest.raises(SettingError):
        _settings(1)
    with pytest.raises(SettingError):
        _settings(3, sprt=SprtSettings())
    with pytest.raises(SettingError):
        _settings(2, games=0)


def test_round_robin_schedule():
    openings = [StartLine(name="a"), StartLine(name="b")]
    slots = make_schedule(_settings(4, games=4), openings)
    assert len(slots) == 6 * 4 and [s.number for s in slots] == list(range(1, 25))
    for i, j in pairings(_settings(4)):
        games = [s for s in slots if {s.red, s.black} == {i, j}]
        assert len(games) == 4
        assert sum(s.red == i for s in games) == 2                   # colours balanced
        for pair in {s.pair for s in games}:                         # a pair: one opening, colours swapped
            two = [s for s in games if s.pair == pair]
            assert len(two) == 2 and two[0].opening == two[1].opening and two[0].red == two[1].black
        assert sorted(s.opening for s in games) == [0, 0, 1, 1]
    assert [s.pair for s in slots[:12]] == [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6]   # round by round


def test_gauntlet_and_odd_games():
    settings = _settings(4, format=Format.GAUNTLET, games=3)
    assert pairings(settings) == [(0, 1), (0, 2), (0, 3)]
    slots = make_schedule(settings, [StartLine()])
    assert len(slots) == 9
    assert all(0 in (s.red, s.black) for s in slots)
