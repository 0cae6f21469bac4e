"""Resuming never cuts what it did not check is its own: the PGN is only appended to,
a finished tournament's files are left as they are, and a PGN that differs from what the state file
recorded is reported and kept."""

import json
from pathlib import Path

import pytest

from app.formats import read_games
from app.tournament import (Adjudication, EngineSpec, GameFinished, PgnChange, StoreError, StoreProblem, TimeSetting,
                            Tournament, TournamentSettings)
from app.tournament.cli import main
from app.tournament.store import TournamentStore

from .conftest import legal_spec


def settings(games=2, name="a"):
    return TournamentSettings(engines=(EngineSpec.parse(legal_spec(name=f"{name}-red")),
                                       EngineSpec.parse(legal_spec(name=f"{name}-black"))),
                              games=games, time=TimeSetting.parse("movetime=20ms"),
                              adjudication=Adjudication.parse(["maxmoves=3"]))


def play(pgn, games=2, stop_after=None):
    """A tournament of `games` games, stopped after `stop_after` games if given."""
    tournament = Tournament(settings(games), str(pgn), concurrency=1)
    if stop_after is not None:
        tournament.listener = lambda e: (isinstance(e, GameFinished) and len(tournament.results) >= stop_after
                                         and tournament.stop())
    return tournament.run()


def state(pgn):
    return json.loads(Path(str(pgn) + ".tournament.json").read_text(encoding="utf-8"))


def write_state(pgn, data):
    """The state file replaced by `data` (a state changed by hand, or as a kill left it)."""
    Path(str(pgn) + ".tournament.json").write_text(json.dumps(data), encoding="utf-8")


def with_comment_in_game_1(pgn):
    """The PGN with a comment of the user's added to game 1's first move (the file grows)."""
    data = Path(pgn).read_bytes()
    at = data.index(b"}") + 1                   # after game 1's first comment
    Path(pgn).write_bytes(data[:at] + " {我的注释 my note}".encode() + data[at:])
    return Path(pgn).read_bytes()


def test_a_finished_tournament_is_never_touched(tmp_path, capsys):
    pgn = tmp_path / "done.pgn"
    assert play(pgn).finished == 2
    edited = with_comment_in_game_1(pgn)
    state_before = Path(str(pgn) + ".tournament.json").read_bytes()
    assert main(["--resume", "--pgn", str(pgn)]) == 0
    assert "Standings after 2 of 2 games" in capsys.readouterr().out
    assert pgn.read_bytes() == edited                      # the user's comment, and every game, kept
    assert Path(str(pgn) + ".tournament.json").read_bytes() == state_before
    assert len(read_games(pgn)) == 2


@pytest.mark.parametrize("size", [0, 100, -1])
def test_a_finished_tournament_with_a_wrong_size_keeps_its_pgn(tmp_path, size):
    pgn = tmp_path / "sized.pgn"
    play(pgn)
    before = pgn.read_bytes()
    data = state(pgn)
    data["pgn_size"] = size if size >= 0 else len(before) + 50
    write_state(pgn, data)
    with pytest.raises(StoreError) as err:
        Tournament.resume(str(pgn))
    assert err.value.problem == "damaged" and err.value.field == "pgn_size"
    assert pgn.read_bytes() == before and len(read_games(pgn)) == 2


def test_an_unfinished_tournament_with_pgn_size_0_keeps_its_pgn(tmp_path, capsys):
    pgn = tmp_path / "zero.pgn"
    assert play(pgn, games=4, stop_after=2).finished == 2
    before = pgn.read_bytes()
    data = state(pgn)
    data["pgn_size"] = 0
    write_state(pgn, data)
    assert main(["--resume", "--pgn", str(pgn)]) == 2
    assert "damaged: pgn_size" in capsys.readouterr().err
    assert pgn.read_bytes() == before


def test_a_comment_added_to_an_unfinished_tournament_is_kept_and_the_rest_appended(tmp_path):
    pgn = tmp_path / "going.pgn"
    play(pgn, games=4, stop_after=2)
    edited = with_comment_in_game_1(pgn)
    table = Tournament.resume(str(pgn)).run()
    assert table.finished == 4
    data = pgn.read_bytes()
    assert data.startswith(edited)                        # nothing of the file cut, the games appended
    games = read_games(pgn)
    assert sorted(int(g.headers["Round"]) for g in games) == [1, 2, 3, 4]
    assert "我的注释 my note" in games[0].mainline_nodes()[-1].comment


@pytest.mark.parametrize("tail", ['\n[Event "mine"]\n[Round "1"]\n\n1. h2e2 *\n', "\n{一个注释}", "半"])
def test_text_added_after_the_games_is_reported_and_kept(tmp_path, tail):
    pgn = tmp_path / "more.pgn"
    play(pgn, games=4, stop_after=2)
    with open(pgn, "a", encoding="utf-8") as fh:
        fh.write(tail)
    before = pgn.read_bytes()
    with pytest.raises(StoreError) as err:
        Tournament.resume(str(pgn))
    assert err.value.problem is StoreProblem.PGN_CHANGED and err.value.change is PgnChange.LAST_GAME
    assert err.value.game == 2 and "game 2" in str(err.value)
    assert pgn.read_bytes() == before


def test_a_game_cut_short_inside_a_character_is_completed(tmp_path):
    """Killed while a game's text was written (recorded first in the state file): resume completes the
    text from the state's copy, even when the cut fell inside a UTF-8 character."""
    pgn = tmp_path / "cut.pgn"
    play(pgn, games=4, stop_after=2)
    whole = pgn.read_bytes()
    text = whole.decode("utf-8")
    last_chinese = max(i for i, c in enumerate(text) if ord(c) > 0x3000)
    cut = len(text[:last_chinese].encode("utf-8")) + 1           # inside that character's bytes
    pgn.write_bytes(whole[:cut])
    data = state(pgn)
    data["last"]["written"] = False                              # as a kill before the run saw its append whole
    write_state(pgn, data)
    tournament = Tournament.resume(str(pgn))
    assert pgn.read_bytes() == whole                             # completed, nothing lost
    assert tournament.run().finished == 4
    assert sorted(int(g.headers["Round"]) for g in read_games(pgn)) == [1, 2, 3, 4]


def cut_inside_the_last_game(pgn):
    """The PGN with its last few bytes (the last game's result and moves) cut away, as a user could."""
    whole = pgn.read_bytes()
    pgn.write_bytes(whole[:-20])
    return whole[:-20]


def test_a_finished_tournaments_last_game_cut_by_the_user_is_left_as_it_is(tmp_path, capsys):
    """The run saw its last append whole, so a PGN short of it is the user's doing: resume only reads."""
    pgn = tmp_path / "done.pgn"
    assert play(pgn).finished == 2
    assert state(pgn)["last"]["written"] is True
    cut = cut_inside_the_last_game(pgn)
    state_before = Path(str(pgn) + ".tournament.json").read_bytes()
    assert main(["--resume", "--pgn", str(pgn)]) == 0
    assert "Standings after 2 of 2 games" in capsys.readouterr().out
    assert pgn.read_bytes() == cut and Path(str(pgn) + ".tournament.json").read_bytes() == state_before


def test_a_run_killed_after_its_last_game_is_marked_written_by_the_resume_that_finds_nothing_to_play(tmp_path,
                                                                                                   capsys):
    """A kill between the last game's append and the mark leaves it unmarked; the resume that then has no
    game to play sees the PGN whole and marks it, so a later cut by the user is left as it is, not
    completed."""
    pgn = tmp_path / "done.pgn"
    assert play(pgn).finished == 2
    saved = state(pgn)
    saved["last"]["written"] = False                        # as the kill left it
    write_state(pgn, saved)
    whole = pgn.read_bytes()
    assert main(["--resume", "--pgn", str(pgn)]) == 0
    assert pgn.read_bytes() == whole and state(pgn)["last"]["written"] is True
    cut = cut_inside_the_last_game(pgn)
    assert main(["--resume", "--pgn", str(pgn)]) == 0
    assert "Standings after 2 of 2 games" in capsys.readouterr().out
    assert pgn.read_bytes() == cut


def test_an_unfinished_tournaments_last_game_cut_by_the_user_is_reported_and_kept(tmp_path):
    pgn = tmp_path / "going.pgn"
    play(pgn, games=4, stop_after=2)
    cut = cut_inside_the_last_game(pgn)
    with pytest.raises(StoreError) as err:
        Tournament.resume(str(pgn))
    assert err.value.problem == "pgn changed"
    assert pgn.read_bytes() == cut


def test_a_shortened_pgn_is_reported_and_kept(tmp_path):
    pgn = tmp_path / "short.pgn"
    play(pgn, games=4, stop_after=2)
    whole = pgn.read_bytes()
    pgn.write_bytes(whole[:len(whole) // 3])              # not the start of the last game: someone else's cut
    with pytest.raises(StoreError) as err:
        Tournament.resume(str(pgn))
    assert err.value.problem == "pgn changed"
    assert pgn.read_bytes() == whole[:len(whole) // 3]


def test_the_state_file_of_the_first_version_is_only_cut_where_its_own_game_starts(tmp_path):
    """A state file of format 1 (no copy of the last text): the bytes past its mark are cut only when
    they are the start of one of its own games; anything else is reported and kept."""
    pgn = tmp_path / "old.pgn"
    play(pgn, games=4, stop_after=1)
    data = state(pgn)
    data.update(format=1, pgn_size=data["last"]["at"] + len(data["last"]["text"].encode()))
    for key in ("last", "pgn_start", "unfinished"):
        data.pop(key)
    write_state(pgn, data)
    recorded = pgn.read_bytes()
    own = "\n" + recorded.decode("utf-8")[:200].replace('[Round "1"]', '[Round "2"]')   # its next game, begun
    pgn.write_bytes(recorded + own.encode("utf-8"))
    Tournament.resume(str(pgn))
    assert pgn.read_bytes() == recorded                              # its own half-written game, cut
    pgn.write_bytes(recorded + b"\n{a comment of the user}")
    with pytest.raises(StoreError):
        Tournament.resume(str(pgn))
    assert pgn.read_bytes() == recorded + b"\n{a comment of the user}"


def test_a_game_of_a_finished_tournament_reads_back_even_after_edits(tmp_path):
    pgn = tmp_path / "read.pgn"
    play(pgn)
    with_comment_in_game_1(pgn)
    store = TournamentStore(str(pgn))
    store.load()
    assert store.read_game(2).headers["Round"] == "2" and store.read_game(1).headers["Round"] == "1"


def test_a_tournament_is_played_by_one_run_at_a_time(tmp_path, capsys):
    """Two runs of one tournament at once (the window's resume while the command plays it, or --resume
    twice) each played the remaining games and appended them: the PGN held games 4-6 twice. The second
    run is refused until the first ends; then it resumes as usual."""
    pgn = tmp_path / "twice.pgn"
    first = Tournament(settings(4), str(pgn), concurrency=1)
    first.listener = lambda e: isinstance(e, GameFinished) and len(first.results) >= 1 and first.stop()
    with pytest.raises(StoreError) as refused:
        Tournament.resume(str(pgn))                        # while the first run holds it, before a game
    assert refused.value.problem.value == "in use" and str(pgn) in str(refused.value)
    assert main(["--resume", "--pgn", str(pgn), "--quiet"]) == 2
    assert "being played by another run" in capsys.readouterr().err
    assert first.run().finished == 1                       # stopped after one game: resumable now
    second = Tournament.resume(str(pgn), concurrency=1)
    with pytest.raises(StoreError):
        Tournament.resume(str(pgn))
    assert second.run().finished == 4
    rounds = sorted(int(g.headers["Round"]) for g in read_games(pgn))
    assert rounds == [1, 2, 3, 4]                          # each game once
    assert not Path(str(pgn) + ".tournament.lock").exists()
    assert Tournament.resume(str(pgn)).run().finished == 4     # a finished one is only read, and reads again


def test_a_tournament_that_cannot_be_resumed_is_not_left_locked(tmp_path):
    """A resume refused (here: the PGN changed) lets the tournament go: the next try is told the same,
    not that another run holds it."""
    pgn = tmp_path / "changed.pgn"
    play(pgn, games=4, stop_after=1)
    with open(pgn, "ab") as fh:
        fh.write(b"\n[Event \"mine\"]\n\n1. h2e2 *\n")
    for _ in range(2):
        with pytest.raises(StoreError) as refused:
            Tournament.resume(str(pgn))
        assert refused.value.problem.value == "pgn changed"
