"""A state file is checked whole when it is read, before any game is played: a
game listed twice, a game the tournament does not have, a value of the wrong type or an engine that
does not play in it is "damaged: FIELD ..." and nothing is played or written."""

import json
from pathlib import Path

import pytest

from app.tournament import (Adjudication, EngineSpec, GameFinished, GameStarted, StoreError, TimeSetting, Tournament,
                            TournamentSettings)
from app.tournament.cli import main

from .conftest import legal_spec


@pytest.fixture(scope="module")
def saved(tmp_path_factory):
    """A tournament of 4 games stopped after 2, its PGN and state file (copied by each test)."""
    folder = tmp_path_factory.mktemp("saved")
    settings = TournamentSettings(engines=(EngineSpec.parse(legal_spec(name="one")),
                                           EngineSpec.parse(legal_spec(name="two"))),
                                  games=4, time=TimeSetting.parse("movetime=20ms"),
                                  adjudication=Adjudication.parse(["maxmoves=3"]))
    tournament = Tournament(settings, str(folder / "t.pgn"), concurrency=1)
    tournament.listener = lambda e: isinstance(e, GameFinished) and len(tournament.results) >= 2 and tournament.stop()
    assert tournament.run().finished == 2
    return (folder / "t.pgn").read_bytes(), (folder / "t.pgn.tournament.json").read_text(encoding="utf-8")


def damage_games(change):
    def damage(data):
        change(data["games"])
    return damage


def put(path, value):
    def damage(data):
        *where, last = path
        node = data
        for key in where:
            node = node[key]
        node[last] = value
    return damage


INF = object()     # written as the JSON number 1e999 (which Python reads as infinity)

DAMAGES = {
    "a game listed twice": (damage_games(lambda games: games.append(dict(games[0]))), "games[2].number"),
    "a game number past the schedule": (put(["games", 1, "number"], 7), "games[1].number"),
    "game number 0": (put(["games", 0, "number"], 0), "games[0].number"),
    "an engine not in the tournament": (put(["games", 0, "red"], "nobody"), "games[0].red"),
    "the engines of another game": (put(["games", 0, "red"], "two"), "games[0].red"),
    "the wrong pair": (put(["games", 1, "pair"], 2), "games[1].pair"),
    "1e999 games a pairing": (put(["settings", "games"], INF), "settings.games"),
    "1e999 as a game number": (put(["games", 0, "number"], INF), "games[0].number"),
    "1e999 as a thinking time": (put(["games", 0, "thinking"], INF), "games[0].thinking"),
    "a list for the settings": (put(["settings"], []), "settings"),
    "a list for a game": (put(["games", 0], [1, 2]), "games[0]"),
    "a list for an engine": (put(["settings", "engines", 0], ["x"]), "settings.engines[0]"),
    "a dict for the games": (put(["games"], {"number": 1}), "games"),
    "a text for the winner": (put(["games", 0, "winner"], "nobody"), "games[0].winner"),
    "a number for a name": (put(["games", 0, "black"], 5), "games[0].black"),
    "a text for the margin": (put(["settings", "margin"], "soon"), "settings.margin"),
    "no opening": (put(["openings"], []), "openings"),
    "an illegal opening": (put(["openings", 0, "moves"], ["a0a9"]), "openings[0]"),
    "a negative pgn size": (put(["pgn_size"], -5), "pgn_size"),
    "an unfinished game that is finished": (put(["unfinished"], [{"number": 1, "moves": [], "evals": [],
                                                                  "clocks": [], "spent": []}]),
                                           "unfinished[0].number"),
    "an unfinished game with illegal moves": (put(["unfinished"], [{"number": 3, "moves": ["a0a9"], "evals": [None],
                                                                    "clocks": [None], "spent": [0.1]}]),
                                              "unfinished[0].moves"),
    "two settings of one engine": (put(["settings", "engines", 1, "timeout"], -1), "settings.engines[1].timeout"),
    "zero games a pairing": (put(["settings", "games"], 0), "settings.games"),
    "an empty engine command": (put(["settings", "engines", 0, "command"], ""), "settings.engines[0].command"),
    "a blank engine command": (put(["settings", "engines", 1, "command"], "  "), "settings.engines[1].command"),
    "a text for whether the last game was written": (put(["last", "written"], "yes"), "last.written"),
}


def write_damaged(tmp_path, saved, damage):
    pgn, text = saved
    (tmp_path / "t.pgn").write_bytes(pgn)
    data = json.loads(text)
    damage(data)
    out = json.dumps(data, ensure_ascii=False)
    out = out.replace('"__INF__"', "1e999")
    (tmp_path / "t.pgn.tournament.json").write_text(out, encoding="utf-8")
    return str(tmp_path / "t.pgn")


def _with_inf(damage):
    def wrapped(data):
        damage(data)
        _replace_inf(data)
    return wrapped


def _replace_inf(node):
    items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
    for key, value in list(items):
        if value is INF:
            node[key] = "__INF__"
        else:
            _replace_inf(value)


@pytest.mark.parametrize("name", list(DAMAGES))
def test_a_damaged_state_file_names_its_field_before_any_game(tmp_path, saved, name):
    damage, field = DAMAGES[name]
    pgn = write_damaged(tmp_path, saved, _with_inf(damage))
    before = Path(pgn).read_bytes(), Path(pgn + ".tournament.json").read_bytes()
    with pytest.raises(StoreError) as err:
        Tournament.resume(pgn, listener=lambda e: pytest.fail(f"a game was started: {e}"))
    assert f"damaged: {field}" in str(err.value)
    assert err.value.problem == "damaged" and err.value.field == field
    assert (Path(pgn).read_bytes(), Path(pgn + ".tournament.json").read_bytes()) == before


@pytest.mark.parametrize("name", ["a game listed twice", "1e999 games a pairing", "a list for a game",
                                  "an engine not in the tournament"])
def test_the_command_line_says_damaged_and_plays_nothing(tmp_path, saved, capsys, name):
    damage, field = DAMAGES[name]
    pgn = write_damaged(tmp_path, saved, _with_inf(damage))
    before = Path(pgn).read_bytes()
    assert main(["--resume", "--pgn", pgn]) == 2
    err = capsys.readouterr().err
    assert f"damaged: {field}" in err and "Traceback" not in err
    assert Path(pgn).read_bytes() == before


def test_the_undamaged_state_resumes(tmp_path, saved):
    pgn = write_damaged(tmp_path, saved, lambda data: None)
    started = []
    table = Tournament.resume(pgn, listener=lambda e: isinstance(e, GameStarted) and started.append(e.number)).run()
    assert table.finished == 4 and sorted(started) == [3, 4]
