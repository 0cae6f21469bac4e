"""Games under way when a tournament is stopped are not lost: what they played is
kept in the state file and a resumed tournament plays each on from there; a tournament stopped before
its first game finished resumes, from its PGN or from its state file."""

import json
from pathlib import Path

from app.formats import read_games
from app.tournament import (Adjudication, EngineSpec, GameFinished, MovePlayed, TimeSetting, Tournament,
                            TournamentSettings)
from app.tournament.cli import main

from .conftest import legal_spec


def settings(games=2, tc="movetime=30ms"):
    return TournamentSettings(engines=(EngineSpec.parse(legal_spec(name="p")), EngineSpec.parse(legal_spec(name="q"))),
                              games=games, time=TimeSetting.parse(tc), adjudication=Adjudication.parse(["maxmoves=8"]))


def stopped_at_ply(pgn, ply, tc="movetime=30ms"):
    tournament = Tournament(settings(tc=tc), str(pgn), concurrency=1)
    tournament.listener = lambda e: isinstance(e, MovePlayed) and e.ply >= ply and tournament.stop()
    assert tournament.run().finished == 0
    return json.loads(Path(str(pgn) + ".tournament.json").read_text(encoding="utf-8"))


def test_a_stopped_game_is_kept_and_played_on_when_resumed(tmp_path):
    pgn = tmp_path / "u.pgn"
    state = stopped_at_ply(pgn, 5)
    (kept,) = state["unfinished"]
    assert kept["number"] == 1 and len(kept["moves"]) >= 5 and len(kept["spent"]) == len(kept["moves"])
    events = []
    finished = []
    again = Tournament.resume(str(pgn), listener=lambda e: (events.append(e), isinstance(e, GameFinished)
                                                           and finished.append(e.game)))
    assert again.run().finished == 2
    game_1 = next(g for g in finished if g.number == 1)
    assert list(game_1.moves[:len(kept["moves"])]) == kept["moves"]          # played on, not again
    assert list(game_1.spent[:len(kept["spent"])]) == kept["spent"]
    assert len(game_1.moves) == 16                                            # to the move limit (8 moves)
    replayed = [e.move for e in events if isinstance(e, MovePlayed) and e.number == 1][:len(kept["moves"])]
    assert replayed == kept["moves"]                                          # shown again on a live board
    (tree,) = [t for t in read_games(pgn) if t.headers["Round"] == "1"]
    assert tree.mainline() == list(game_1.all_moves)
    after = json.loads(Path(str(pgn) + ".tournament.json").read_text(encoding="utf-8"))
    assert after["unfinished"] == []


def test_a_clocked_game_goes_on_with_its_clocks(tmp_path):
    pgn = tmp_path / "c.pgn"
    state = stopped_at_ply(pgn, 4, tc="1+1")
    (kept,) = state["unfinished"]
    finished = []
    Tournament.resume(str(pgn), listener=lambda e: isinstance(e, GameFinished) and finished.append(e.game)).run()
    game_1 = next(g for g in finished if g.number == 1)
    assert list(game_1.clocks[:len(kept["clocks"])]) == kept["clocks"]


def test_a_tournament_stopped_before_its_first_game_finished_resumes_from_its_state_file(tmp_path, capsys):
    pgn = tmp_path / "early.pgn"
    stopped_at_ply(pgn, 1)
    assert main(["--resume", "--pgn", str(pgn) + ".tournament.json"]) == 0
    assert "Standings after 2 of 2 games" in capsys.readouterr().out
    assert len(read_games(pgn)) == 2
    assert not (tmp_path / "early.pgn.tournament.json.tournament.json").exists()


def test_a_tournament_stopped_before_any_move_resumes(tmp_path):
    pgn = tmp_path / "none.pgn"
    first = Tournament(settings(), str(pgn), concurrency=1)
    first.stop()
    assert first.run().finished == 0
    assert Tournament.resume(str(pgn)).run().finished == 2
