"""Tournaments with real engines: the built-in novice and beginner and Fairy-Stockfish (UCI and UCCI)."""

import threading
import time

import pytest

from app.formats import read_games
from app.model.enums import Color
from app.model.enums import Ruleset
from app.tournament import (Adjudication, EngineSpec, Finish, GameFinished, GameStarted, MovePlayed,
                            SprtSettings, StandingsChanged, TimeSetting, Tournament, TournamentFinished,
                            TournamentSettings)
from app.tournament.played import Ending
from app.tournament.stats import Decision
from app.tournament.timing import MoveTimer

from .conftest import FAIRY, check_against_rules, fake_spec, needs_fairy

MAX_MOVES = 30


@needs_fairy
def test_round_robin_two_at_once(tmp_path):
    engines = ("builtin:novice", "builtin:beginner", FAIRY, f"{FAIRY},protocol=ucci,name=FSF-UCCI")
    settings = TournamentSettings(engines=tuple(EngineSpec.parse(e) for e in engines), games=2, openings="book",
                                  opening_plies=4, time=TimeSetting.parse("movetime=20ms"), ruleset=Ruleset.ASIAN,
                                  adjudication=Adjudication.parse([f"maxmoves={MAX_MOVES}"]))
    events = []
    lock = threading.Lock()

    def listen(event):
        with lock:
            events.append(event)

    pgn = tmp_path / "rr.pgn"
    tournament = Tournament(settings, str(pgn), concurrency=2, listener=listen)
    table = tournament.run()

    games = sorted((e.game for e in events if isinstance(e, GameFinished)), key=lambda g: g.number)
    assert [g.number for g in games] == list(range(1, 13))
    assert sorted(e.number for e in events if isinstance(e, GameStarted)) == list(range(1, 13))
    assert sum(isinstance(e, StandingsChanged) for e in events) == 12
    assert isinstance(events[-1], TournamentFinished) and events[-1].reason is Finish.COMPLETE
    moves = [e for e in events if isinstance(e, MovePlayed)]
    assert len(moves) == sum(len(g.moves) for g in games)
    for game in games:
        check_against_rules(game, "asian", MAX_MOVES)
        assert game.thinking <= game.wall
    names = tournament.names
    assert {g.red for g in games} == set(names) and names[3] == "FSF-UCCI"
    # the crosstable adds up: every game gives one point, each pairing's points add to its games
    assert table.finished == table.total == 12
    assert sum(r.points for r in table.rows) == 12 and all(r.games == 6 for r in table.rows)
    for a in names:
        assert sum(table.cross[a][b][1] for b in names if b != a) == 6
        for b in names:
            if a != b:
                assert table.cross[a][b][0] + table.cross[b][a][0] == table.cross[a][b][1] == 2
    # the PGN reads back: the same moves, results and endings, which the rules confirm
    trees = sorted(read_games(pgn), key=lambda t: int(t.headers["Round"]))
    assert len(trees) == 12
    for tree, game in zip(trees, games, strict=True):
        assert tree.mainline() == list(game.all_moves)
        assert (tree.headers["Result"], tree.headers["Red"], tree.headers["Black"]) == (game.result, game.red,
                                                                                        game.black)
        assert tree.headers["Termination"] == game.termination and tree.headers["Ruleset"] == "asian"
        outcome = tree.to_game("asian").outcome()
        assert (outcome is not None) == (game.ending is Ending.RULES and game.termination != "time forfeit")
        scored = [n for n in tree.mainline_nodes()[len(game.opening.moves):] if "[%eval" in n.comment]
        assert len(scored) == sum(e is not None for e in game.evals) > 0


@needs_fairy
def test_a_mate_is_scored_for_the_mating_side():
    """[%eval] is Red's view: Fairy-Stockfish mating with Black reports mates for Black (negative)."""
    settings = TournamentSettings(engines=(EngineSpec.parse("builtin:novice"), EngineSpec.parse(FAIRY)), games=1,
                                  time=TimeSetting.parse("movetime=50ms"))
    table_games = []
    Tournament(settings, listener=lambda e: isinstance(e, GameFinished) and table_games.append(e.game),
               concurrency=1).run()
    (game,) = table_games
    assert game.winner is not None and game.winner.value == "black" and game.termination == "checkmate"
    black_scores = [s for i, s in enumerate(game.evals) if i % 2 == 1 and s is not None]
    assert black_scores[-1].mate is not None and black_scores[-1].mate < 0


def test_failing_engines_lose_and_the_tournament_goes_on(tmp_path):
    engines = ["builtin:novice", fake_spec("crash"), fake_spec("illegal"), fake_spec("hang")]
    settings = TournamentSettings(engines=tuple(EngineSpec.parse(e) for e in engines), format="gauntlet", games=2,
                                  time=TimeSetting.parse("movetime=50ms"))
    finished = []
    tournament = Tournament(settings, str(tmp_path / "bad.pgn"), concurrency=2,
                            listener=lambda e: isinstance(e, GameFinished) and finished.append(e.game))
    table = tournament.run()
    assert table.finished == 6 and len(finished) == 6
    endings = {g.black if g.red == "builtin-novice" else g.red: g for g in finished}
    by_fake = {}
    for game in finished:
        fake = game.black if game.red == "builtin-novice" else game.red
        by_fake.setdefault(fake, []).append(game)
        check_against_rules(game, "cxq")
        assert game.winner is (game.culprit.other if game.culprit else None)
        assert game.culprit.value == ("red" if game.red == fake else "black")
    assert {g.ending for g in by_fake["fake-crash"]} == {Ending.CRASH}
    assert all("during the search" in g.detail for g in by_fake["fake-crash"])   # a fresh process each game
    assert {g.ending for g in by_fake["fake-illegal"]} == {Ending.ILLEGAL_MOVE}
    assert {g.ending for g in by_fake["fake-hang"]} == {Ending.NO_ANSWER}
    assert table.rows[0].name == "builtin-novice" and table.rows[0].points == 6
    assert len(endings) == 3
    pgn = read_games(tmp_path / "bad.pgn")
    assert {t.headers["Termination"] for t in pgn} == {"abandoned", "rules infraction", "stalled connection"}


def test_a_flag_falls_when_an_engine_overruns_its_clock():
    late = EngineSpec.parse(fake_spec("late", "2.5"))
    settings = TournamentSettings(engines=(late, EngineSpec.parse("builtin:novice")), games=1,
                                  time=TimeSetting.parse("1s/move"), margin=0.1)
    done = []
    Tournament(settings, concurrency=1, listener=lambda e: isinstance(e, GameFinished) and done.append(e.game)).run()
    (game,) = done
    assert game.ending is Ending.RULES and game.termination == "time forfeit" and game.culprit.value == "red"
    assert game.winner.value == "black" and game.moves == ()
    check_against_rules(game, "cxq")


@needs_fairy
def test_sprt_ends_a_lopsided_match_early(tmp_path):
    settings = TournamentSettings(engines=(EngineSpec.parse("builtin:novice"), EngineSpec.parse(FAIRY)), games=40,
                                  time=TimeSetting.parse("movetime=50ms"), openings="book",
                                  sprt=SprtSettings(0, 50), adjudication=Adjudication.parse(["resign=1000/2"]))
    reasons = []
    table = Tournament(settings, str(tmp_path / "m.pgn"), concurrency=2,
                       listener=lambda e: isinstance(e, TournamentFinished) and reasons.append(e.reason)).run()
    assert reasons == [Finish.SPRT] and table.sprt.decision is Decision.H0
    assert table.sprt.llr <= table.sprt.lower and table.finished < 40
    assert sum(table.pairs) == table.finished // 2 and len(read_games(tmp_path / "m.pgn")) == table.finished


def _quick(games=2, max_moves=8):
    return TournamentSettings(engines=(EngineSpec.parse("builtin:novice"), EngineSpec.parse("builtin:beginner")),
                              games=games, time=TimeSetting.parse("movetime=30ms"),
                              adjudication=Adjudication.parse([f"maxmoves={max_moves}"]))


def _until(condition, seconds=60.0):
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "the condition never came"
        time.sleep(0.01)


def test_pause_holds_every_game_between_moves_and_resume_goes_on():
    moves = []
    tournament = Tournament(_quick(games=4), concurrency=2, listener=lambda e: isinstance(e, MovePlayed)
                            and moves.append(e))
    worker = threading.Thread(target=tournament.run)
    worker.start()
    _until(lambda: len(moves) >= 3)
    tournament.pause()
    _until(lambda: tournament.control.held == tournament.running > 0)   # every game waits at its next move
    seen = len(moves)
    assert tournament.paused and len(moves) == seen
    tournament.resume_play()
    worker.join(120)
    assert not worker.is_alive() and len(moves) > seen
    assert tournament.standings().finished == 4


def test_stop_drops_the_games_under_way_and_resume_plays_them(tmp_path):
    pgn = str(tmp_path / "s.pgn")
    first = Tournament(_quick(), pgn, concurrency=2)
    reasons = []
    first.listener = (lambda e: (isinstance(e, MovePlayed) and e.ply >= 5 and first.stop(),
                                 isinstance(e, TournamentFinished) and reasons.append(e.reason)))
    assert first.run().finished == 0 and reasons == [Finish.STOPPED]
    assert first.record(1) is None
    again = Tournament.resume(pgn, concurrency=2)
    assert again.run().finished == 2
    assert len(read_games(pgn)) == 2
    study = again.record(2)
    assert study is not None and study.headers["Round"] == "2" and study.mainline() == list(again.games[2].all_moves)
    assert Tournament.resume(pgn).record(1).headers["Round"] == "1"          # read from the PGN


@needs_fairy
@pytest.mark.slow
def test_engines_told_their_clocks_keep_within_them():
    """On a real clock (20 s + 1 s a move) Fairy-Stockfish, told both clocks, never loses on time, and the
    recorded clock times are the clock model's for the recorded thinking times."""
    settings = TournamentSettings(engines=(EngineSpec.parse(FAIRY), EngineSpec.parse(f"{FAIRY},protocol=ucci")),
                                  games=2, time=TimeSetting.parse("20s+1"),
                                  adjudication=Adjudication.parse(["maxmoves=60"]))
    games = []
    Tournament(settings, concurrency=2, listener=lambda e: isinstance(e, GameFinished) and games.append(e.game)).run()
    assert len(games) == 2
    for game in games:
        assert game.termination != "time forfeit"
        timer = MoveTimer(settings.time, Color.RED, settings.margin)
        for i, (spent, clock) in enumerate(zip(game.spent, game.clocks, strict=True)):
            color = Color.RED if i % 2 == 0 else Color.BLACK
            assert timer.finish(color, spent).left == pytest.approx(clock)
            assert 0 <= clock <= 20 + len(game.moves)
